# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-seventeenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fourteenth's docstring, the
fifth to hundred-and-fourteenth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a grape and a vintage,
a qvevri and its litres, a marshrutka's route between two villages, a toast and a name, a pass and
its height, a cellar word and a grape), names, places, templates, tools, vendors and layouts, the
way the bottling line, the qvevri cellar and lab, the export desk, the guesthouses' booking office,
the marshrutka dispatcher and the ski-touring school of the Vazi-Kar Cooperative (a fictional wine
and guesthouse cooperative) leak secrets into an assistant's memory: cellars and vineyards in
Kakheti (Telavi, Kvareli, Gurjaani, Napareuli, Shilda), guesthouses and a ski hut in Svaneti
(Mestia, Ushguli, Becho, Lenjeri, Tetnuldi), a cellar and an office in Armenia's Vayots Dzor
(Yeghegnadzor, Areni, Rind, Getap) and a guesthouse in Azerbaijan's Sheki (with Kish, Qakh and the
Udi village of Nij nearby), with buyers from Poland (Poznań), China (Harbin) and Israel. The texts
are Viber, WhatsApp, Telegram, Signal, Slack, Teams, Google Chat, Zangi, imo, Messenger, WeChat,
Element and Skype messages, Bitrix24, Planfix, YouTrack, Redmine, GLPI, Freshdesk, Zoho Desk, Trello
and ClickUp tickets and cards, Google Keep, Evernote, OneNote, Apple Notes, Notion and Youdao Cloud
Note notes, an e-mail, an incident note, a runbook, a README fragment, shell history (PuTTY,
MobaXterm, Windows Terminal, GNOME Terminal, Konsole, iTerm2, Termius, JuiceSSH, Tabby, FinalShell,
electerm, WindTerm, ConnectBot, Alacritty, bash's and zsh's history, tmux), configs, code
(JavaScript, PHP, Python, Java and a .NET app.config), voice-dictated text and requests to the
assistant itself, around the panels of bottling, cellar, lab, export, guesthouse, dispatch,
mountain, power and network hardware (a GAI monobloc with a Weintek cMT HMI, a Siemens KTP700 on the
labeller, an Enolmatic filler, VinWizard tank control, Testo Saveris loggers, LoRaWAN qvevri
sensors, an Anton Paar Alcolyzer and a Metrohm OMNIS titrator, a Parker nitrogen generator and a
Carrier chiller, a Videojet coder, a Brother label printer, TTLock locks, MIFARE DESFire key cards,
Yealink phones and a Grandstream PBX, Tapo cameras, Synology and UGREEN NAS boxes, Ruptela, Queclink
and Concox trackers in the marshrutkas, an Iridium GO!, Garmin inReach and Hytera radios at the ski
school, a Deye inverter, a Victron Cerbo GX, an EcoFlow power station, an Eaton UPS, a Daikin heat
pump, an Ajax alarm, Huawei, Xiaomi, MikroTik and Magti routers and Starlink). Tools none of
heldouts 5 to 114 names: mariadb-slap, mariadb-upgrade, mariadb-hotcopy, mariadb-access,
mariadb-secure-installation (fed by printf), pg_recvlogical, pg_upgrade, pg_repack,
pg_createsubscriber, oid2name, vacuumlo and dropuser (under PGPASSWORD), mysqlgrants, odbcconf,
berate_ap, credstash, rabbitmq-perf-test, GlobalPlatformPro (`gp.jar --key`), mintotp and rsc's 2fa;
configs of backupninja, OpenAS2, OctoPi's wpa-supplicant file and Raspberry Pi OS's custom.toml;
beside them the commands the product names (sshpass, mysql, redis-cli, curl, docker login, htpasswd,
smbclient, 7z, openssl, gpg, xfreerdp, net use, lftp, ipmitool, sqlcmd, sudo -S, kinit) and configs
of mongo-express, Armbian's first boot, Odoo, Frappe, Asterisk's pjsip, fetchmail, WordPress,
ddclient, Zabbix, Grafana, Nextcloud and Traccar in layouts of its own. About 40 % of the texts are
in other languages than English (by a rough count of the drawn samples): Kakhetian (the Georgian of
Kakheti, in Georgian letters), Ingiloy (the Georgian of Saingilo in Azerbaijan's Qakh, in Georgian
letters, with Azerbaijani loans), Udi (as Nij writes it, in Azerbaijani Latin letters), Sheki
Azerbaijani (the dialect of Şəki), Judeo-Georgian (Kivruli, as Georgian Jews in Israel text it, in
Georgian letters with Hebrew loans), Karabakh Armenian (the Artsakh dialect, in Armenian letters),
Dongbei Mandarin (the Northeastern Mandarin of Harbin, in Chinese characters) and the Poznań dialect
of Polish (gwara poznańska), which no earlier docstring names (Georgian, Svan, Mingrelian,
Azerbaijani, Armenian, Juhuri, Mandarin and Polish are named before; these varieties are not), and
Georgian, Armenian, Azerbaijani, Russian, Polish, Simplified Chinese, Hebrew, Ukrainian, Turkish,
Persian, German, French, Italian, Spanish and Japanese in wordings of their own. The eight new
languages' wordings are the author's approximations, checked by no speaker, built around their
pronouns, possessives and copulas and the loanwords people there really text (password, parol,
paroli, şifrə, hasło, 密码, API, wifi, code): Kakhetian's `ეხლა` ("now"), `არი` ("is"), `ბიჭო` and
`კაცო` (the calls "boy" and "man"), `აგერ` ("here") and the cellar's `მარანი`, `ქვევრი`, `საწნახელი`
and `რთველი`; Ingiloy's truncated nominatives (`ჩემ პაროლ`), `ქიმსა` ("anyone", after Azerbaijani
kimsə), `ამმა` ("but"), `ჰელე` ("still") and `ჰა`; Udi's `zu` ("I"), `bez` ("my"), the third-person
clitic `-ne` and the Azerbaijani loans `täzä` ("new") and `parol`; Sheki's `a qağa` ("hey brother"),
`heş` for heç ("no"), `bu saat` ("now") and the copula `-di`; Judeo-Georgian's `ბესედერ` ("fine"),
`სოდი` ("secret"), `ბეემეთ` ("really") and `იალა`; Karabakh's `ախպեր`, the colloquial copula after
the value, `քու` ("your"), `ընձի` ("to me") and `ըստե` ("here") with the Russian loan `պառոլ`;
Dongbei's `俺` ("I"), `老铁` ("buddy"), `整` ("do"), `嘚瑟` ("show off") and `整明白没`; Poznań's `tej`
("hey"), `je` ("is"), `ino` ("only"), `wiara` ("people"), `fest` ("very") and `chałupa`: all guesses
after published word lists or the neighbouring standard languages. Vendors (Otelms, GoTrip, Ubill,
Space Bank, Basisbank, Georgian Post, Myhome.ge, Biletebi, Idram, Ameriabank's vPOS, Telcell,
Inecobank, Ardshinbank, Evocabank, Converse Bank, Nikita Mobile, HayPost, List.am, Tkt.am,
Azericard, PASHA Bank, Portmanat, E-manat, MilliÖN, Bakcell, Azerpost, Tap.az, Blue Media, Dotpay,
Twisto, Sellasist, Poczta Polska's Envelo, AMap (Gaode), Tmall, JD.com, Xiaohongshu, Douyin,
Meituan, Ctrip, Fliggy, Mafengwo, Meshulam, YaadPay, Isracard, Rivhit, EZcount, OfficeGuy, InforU,
WuBook and Cardinity) are ones heldouts 5 to 114 do not name; where a vendor publishes no token
shape the shape here is the author's guess (AMap's web key and Tmall's and JD.com's app secrets, 32
hex digits, and Dotpay's 32-character PIN are as the author believes them; GoTrip's `gtp_`, Tkt.am's
`tkt_live_`, Twisto's `twisto_sk_`, WuBook's `wr_` and a UUID, Azericard's 32 upper-case hex digits,
the JWTs of Georgian Post and Azerpost, the UUIDs, hex runs, base64 and random runs of every other
are guesses). The ids are kinds heldouts 5 to 114 do not use, the staff's, drivers', guests' and
buyers' documents: an Armenian taxpayer number (ՀՎՀՀ), an Armenian ID card's and an Armenian driving
licence's numbers, a Georgian driving licence and a Georgian vehicle registration certificate
(ტექპასპორტი), an Azerbaijani driving licence (sürücülük vəsiqəsi), an Israeli Teudat Oleh, an IDF
personal number (mispar ishi), an employer's withholding file (tik nikuyim), a Rav-Kav card and a
Maccabi member card, a Karta Polaka and a Karta Dużej Rodziny, and a Chinese vehicle licence's (行驶证)
file number, which carry no check a library or this file verifies (their shapes are the author's
guesses); a Chinese residence permit (居住证), whose number is the holder's resident id, drawn until
python-stdnum's `cn.ric` validates its check character, and a Chinese business licence's old
fifteen-digit registration number (工商注册号), whose last digit is ISO 7064 MOD 11,10, drawn until
python-stdnum's `iso7064.mod_11_10` validates it. Card numbers pass Luhn (ArCa's and Mir's prefixes
drawn here, as the author believes them, and checked with python-stdnum's `luhn`; Visa, Mastercard,
UnionPay, Amex, Maestro and JCB from the value helpers). The IBANs are of the countries used least
by a rough count over the IBAN shapes and calls of heldouts 5 to 114 (Finland and Romania, seven
corpora each, and Portugal, Hungary, Austria, Italy, Czechia and Denmark, eight each), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Simplified Chinese,
Russian, Turkish and French lists, each from random entropy, so its checksum holds. 390 texts hold a
secret, 20 field pairs and 20 metadata dicts too (430 scored), and 60 clean texts and 10 clean
metadata dicts hold none.
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
from stdnum.cn import ric as cn_ric
from stdnum.iso7064 import mod_11_10

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 117_640_253
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


# The cooperative's words: grapes, cellar and table words, villages and passes, the way its
# people build passwords out of them.
_GRAPES = ["Saperavi", "Rkatsiteli", "Mtsvane", "Kisi", "Khikhvi", "Areni", "Voskehat",
           "Madrasa", "Bayanshira", "Chinuri", "Tavkveri", "Ojaleshi", "Kakhuri", "Haghtanak",
           "Garandmak", "Shiraz"]  # fmt: skip
_CELLAR = ["Qvevri", "Marani", "Chacha", "Churchkhela", "Satsnakheli", "Rtveli", "Tamada",
           "Supra", "Tonis", "Lavash", "Piti", "Halva", "Koshki", "Tetnuldi", "Hatsvali",
           "Marshrutka", "Skins", "Kickturn"]  # fmt: skip
_PLACES = ["Telavi", "Kvareli", "Gurjaani", "Napareuli", "Shilda", "Sighnaghi", "Mestia",
           "Ushguli", "Becho", "Lenjeri", "Mazeri", "Yeghegnadzor", "Areni", "Rind", "Malishka",
           "Getap", "Jermuk", "Vayk", "Sheki", "Kish", "Qakh", "Ilisu", "Oguz", "Nij",
           "Zaqatala"]  # fmt: skip
_NAMES = ["Nino", "Levan", "Tamar", "Giorgi", "Mariam", "Irakli", "Eka", "Dato", "Keti", "Zurab",
          "Gela", "Beka", "Mzia", "Tornike", "Armen", "Ani", "Narek", "Lilit", "Gor", "Hasmik",
          "Vardan", "Elvin", "Aysel", "Rashad", "Leyla", "Tural", "Nigar", "Zhora", "Rafik",
          "Bartek", "Przemek", "Agnieszka", "Zhaolei", "Liuyang", "Yossi", "Noa",
          "Eliyahu"]  # fmt: skip
_TOASTS = ["Gaumarjos", "Kenatsd", "Nushola", "Nazdrowie", "Ganbei", "Lechaim", "Alaverdi"]
_SYMBOLS = "!#$%&*?@+=_~"


def _litres(g: random.Random) -> str:
    """A qvevri and its size, as the cellar crew jokes a password together."""
    return f"Qvevri{g.choice([800, 1200, 1500, 2000, 2400, 3000])}L{g.choice(_SYMBOLS)}"


def _route(g: random.Random) -> str:
    """A marshrutka's route number and its two ends."""
    a, b = g.sample(_PLACES, 2)
    return f"{a}{g.randrange(2, 120)}{b}{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four groups of four, letters and digits, as a password manager writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRAPES)}{g.randrange(1995, 2034)}{g.choice(_SYMBOLS)}",
    _litres,
    _route,
    lambda g: f"{g.choice(_TOASTS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_NAMES)}",
    lambda g: f"{g.choice(_NAMES).lower()}.{g.choice(_PLACES).lower()}.{g.randrange(1960, 2010)}",
    lambda g: _r(g, ALNUM + "!$%&?", 16),
    _generated,
    lambda g: f"{g.choice(_CELLAR)}{g.choice(_GRAPES)}{g.randrange(10, 1000)}",
    lambda g: f"{g.choice(_PLACES)}{g.randrange(1200, 5100)}m{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_CELLAR).lower()}_{g.choice(_GRAPES).lower()}_{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"{g.choice(_GRAPES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber, 'Bottling line' group, Levan: the Weintek cMT3072 HMI on the GAI monobloc, admin password {pw}",
    "WhatsApp from Irakli: Siemens KTP700 panel on the labeller, password {pw}",
    "Telegram, 'Kvareli cellar': Testo Saveris 2 cloud password {pw}",
    "Signal note from Tamar: the VinWizard tank controller password is {pw}",
    "Slack #lab: Anton Paar Alcolyzer web UI password {pw}",
    "Teams chat, export desk: Videojet 1580 coder password {pw}",
    "Google Chat, Mestia guesthouse: TTLock admin app password {pw}",
    "Zangi message from Narek: the Yeghegnadzor Huawei B535 router password is {pw}",
    "imo chat with Rashad (Sheki): MikroTik hAP ax2 password {pw}",
    "Messenger from Bartek: Brother QL-820NWB label printer password {pw}",
    "WeChat from Zhao Lei: the sample-room Xiaomi AX3000 admin password {pw}",
    "Element room 'Ski school': Garmin Explore MapShare password {pw}",
    "Skype, il tecnico della GAI: la password del titolatore Metrohm OMNIS è {pw}",
    "Bitrix24 task 'Marshrutka GPS': Ruptela configurator password {pw}",
    "Planfix task 412: Queclink GV300 device password {pw}, please rotate",
    "YouTrack VK-88: Concox GT06N SMS command password {pw}",
    "Redmine #2210: Deye SUN-8K inverter Solarman password {pw}",
    "GLPI ticket 0917: Victron Cerbo GX remote console password {pw}",
    "Freshdesk #5531 (Mestia), guía de Jaca: la contraseña del Iridium GO! del refugio es {pw}",
    "Zoho Desk ticket 1203: EcoFlow Delta Pro app password {pw}",
    "Trello card 'Tetnuldi hut': Hytera PD785 programming password {pw}",
    "ClickUp task: Grandstream UCM6302 admin password {pw}",
    "Google Keep: Yealink T54W phone admin password {pw}",
    "Evernote 'Cellar IT': Synology DS923+ admin password {pw}",
    "OneNote page 'Sheki guesthouse': Tapo C310 camera account password {pw}",
    "Apple Notes: UGREEN NASync DXP4800 password {pw}",
    "Levan,\n\nParker nitrogen generator, service menu: {pw}. Once it sits in Bitwarden, bin this mail please.\n\nNino",
    "Incident 2033-10-02: the Carrier chiller's web page at Kvareli was reachable from outside with password {pw}",
    "Runbook: cold stabilisation of tank T-14\n1. open the VinWizard page\n2. log in as cellar\n3. password {pw}\n4. set T-14 to -4 °C",
    "README (bottling PC): the GAI line's Weintek EasyAccess 2.0 password is `{pw}`.",
    "note to self: Eaton 9SX UPS web card password {pw}",
    "voice memo: the Daikin Altherma heat pump app password is {pw} full stop",
    "can you remember my Bank of Georgia app password? it's {pw}",
    "password for my Kapital Bank Birbank app: {pw}",
    "after the firmware update the Enolmatic filler's panel password became {pw}",
    "ბიჭო, მარნის კომპიუტერის პაროლი ეხლა {pw} არი, არავის უთხრა",
    "Levan: აგერ, ქვევრების სენსორის პაროლი {pw} არი, კაცო",
    "რთველამდე შევცვალე, საწნახლის პანელის პაროლი ეხლა {pw} არი",
    "ჰა, ჩემ პაროლ {pw} არი, ქიმსა არ უთხრა",
    "Mzia: სასტუმროს როუტერ პაროლ ეხლა {pw} არი, ამმა ქიმსა ნუ ეტყვი",
    "Zhora: bez täzä parolne {pw}",
    "Rafik: qonaqxanayn wifi-n parolne {pw}, zu täzä tadi",
    "A qağa, anbarın kompüterinin şifrəsi {pw}-di, heş kimə demə ha",
    "Tural: qağa, qonaq evinin routerinin parolu bu saat {pw}-di",
    "Eliyahu: ბესედერ, ჩემი მეილის პაროლია {pw}, სოდია, არავის უთხრა",
    "იალა, ახალი პაროლი {pw} არის, ბეემეთ სოდი",
    "Vardan: ախպեր, մառանի կոմպի պառոլը {pw} ա, ոչ մեկին չասես",
    "Gor: քու նոր պառոլը {pw} ա, ընձի էլ մի հարցրու",
    "赵磊：老铁，酒窖那台电脑密码是 {pw}，别往外嘚瑟啊",
    "俺们样品间路由器密码改成 {pw} 了，整明白没？",
    "Przemek: tej, hasło do kompa w piwnicy je {pw}, ino nie gadaj wiarze",
    "Agnieszka: hasło do wifi na chałupie w Kvareli: {pw}, fest tajne, tej",
    "ჩემი Gmail-ის პაროლი გახლავთ {pw}",
    "Իմ էլփոստի գաղտնաբառն է {pw}",
    "Mənim e-poçtumun şifrəsi: {pw}",
    "пароль от кассы в гостевом доме: {pw}",
    "תשמור לי את הסיסמה של הג'ימייל: {pw}",
    "我邮箱的登录密码是 {pw}",
    "das Passwort für den Etikettierer lautet {pw}",
    "瓶詰めラインのPCのパスワードは {pw} です",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["nino.k", "levan", "tamar.b", "giorgi", "mariam", "irakli", "eka.t", "dato", "keti",
          "zurab", "gela.m", "beka", "mzia", "tornike", "armen.h", "ani", "narek", "lilit",
          "gor.s", "hasmik", "vardan", "elvin", "aysel.m", "rashad", "leyla", "tural", "nigar",
          "zhora", "rafik", "bartek.w", "przemek", "zhaolei", "yossi.g", "eliyahu",
          "svc-bottling", "reception", "dispatch"]  # fmt: skip
_LOGINS = [
    "Viber, Nino: the Otelms reception login is {u} / {pw}",
    "GLPI #0931: {u} locked out of the Weintek HMI, last password {pw}",
    "acct {u} pass {pw}",
    "Notion › Cellar › Lab › Alcolyzer: {u} — {pw}",
    "| appliance | username | pass |\n|---|---|---|\n| Synology DS923+ | {u} | {pw} |",
    "log into the VinWizard page as {u} with {pw}",
    "Hytera CPS login {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: gps-gw.vazikar.lan\n  user: {u}\n  password: {pw}",
    "Zangi: account {u}, password {pw}",
    "Tamar says: Metrohm account {u}, its password {pw}",
    "unit,login,passwd\ncerbo-gx-mestia,{u},{pw}",
    "ssh {u}@bottling-pc.vazikar.lan (password {pw})",
    "Bitrix24: creds for the Deye portal are {u} and {pw}",
    "შესვლა — {u}, პაროლი — {pw}",
    "Մուտքանուն՝ {u}, իսկ գաղտնաբառը՝ {pw}",
    "İstifadəçi adı {u}, şifrə {pw}",
    "логин {u}, пароль {pw}",
    "login {u}, hasło {pw}, tej, zapisz se",
    "用户名 {u}，密码 {pw}，老铁记住了",
    "שם משתמש {u} סיסמה {pw}",
    "Benutzername {u}, Passwort {pw}",
    "ID：{u} / パスワード：{pw}",
    "Kullanıcı adı {u}, şifre {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["saperavi", "rkatsiteli", "qvevri", "churchkhela", "tetnuldi", "ushguli",
               "noravank", "areni", "piti", "halva", "tonis", "chacha", "koshki", "marani",
               "lavash", "kisi"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "pass: lowercase {w}, then {d} glued on",
    "pw: {w}, straight on with {d}",
    "bottling-line PC: {w}, tack {d} on at the end",
    "voice memo: the Mestia wifi password is {w} then {d}, no spaces",
    "just type {w} and then {d}",
    "it's {w}{d} — all one string",
    "პაროლი არის სიტყვა {w}, მერე {d}",
    "գաղտնաբառը {w} բառն է, հետո {d}",
    "şifrə {w} sözüdür, sonra {d}",
    "hasło to słowo {w}, a potem {d}, tej",
    "密码是 {w} 这个词，后面再加 {d}",
    "תכתוב את המילה {w} ואז את המספר {d}, זאת הסיסמה",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "mariadb-slap --host=db.vazikar.lan --user={u} --password='{pw}' --concurrency=20 --iterations=5 --create-schema=bottling_test",
    "mariadb-upgrade -u{u} -p'{pw}' --force",
    "mariadb-hotcopy --user={u} --password='{pw}' booking /srv/backup/hotcopy/",
    "mariadb-access localhost reception booking --superuser={u} --spassword='{pw}' --brief",
    "printf '\\nn\\ny\\n{pw}\\n{pw}\\ny\\ny\\ny\\ny\\n' | sudo mariadb-secure-installation",
    "pg_recvlogical -d \"host=pg.vazikar.lan dbname=export user={u} password={pw}\" --slot=customs_cdc --start -f -",
    "PGPASSWORD='{pw}' pg_upgrade -b /usr/lib/postgresql/14/bin -B /usr/lib/postgresql/16/bin -d /var/lib/postgresql/14/main -D /var/lib/postgresql/16/main -U {u}",
    "PGPASSWORD={pw} pg_repack -h pg.vazikar.lan -U {u} -d bookings -t reservations",
    "PGPASSWORD='{pw}' oid2name -H pg.vazikar.lan -U {u} -d export -t",
    "PGPASSWORD='{pw}' vacuumlo -h pg.vazikar.lan -U {u} -v labels",
    "odbcconf configsysdsn \"ODBC Driver 18 for SQL Server\" \"DSN=Cellar1C|SERVER=srv-1c\\SQLEXPRESS|UID={u}|PWD={pw}\"",
    "berate_ap wlan0 eth0 VaziKar-Tasting '{pw}'",
    "credstash put -a booking.db.password '{pw}'",
    "rabbitmq-perf-test --uri amqp://{u}:{pw}@mq.vazikar.lan:5672/%2f -x 1 -y 2 -u gps.positions",
    "mysqlgrants --server={u}:{pw}@booking-db.vazikar.lan:3306 --show=users booking.reservations",
    "pg_createsubscriber -D /var/lib/postgresql/17/replica -P \"host=pg.vazikar.lan user={u} password={pw}\" -d export --subscription=export_sub",
    "PGPASSWORD='{pw}' dropuser -h pg.vazikar.lan -U {u} --if-exists seasonal_2032",
    "sshpass -p '{pw}' scp -o StrictHostKeyChecking=no labels-*.pdf {u}@bottling-pc.vazikar.lan:/srv/labels/",
    "mysql -h otelms-db.vazikar.lan -u {u} -p'{pw}' -e 'select count(*) from bookings'",
    "redis-cli -h 10.20.0.7 -p 6380 -a '{pw}' --no-auth-warning keys 'dispatch:*'",
    "curl -sS -u {u}:{pw} -F file=@coa-2033-17.pdf https://files.vazikar.ge/upload",
    "docker login registry.vazikar.ge -u {u} -p '{pw}'",
    "htpasswd -bB /etc/nginx/.tasting {u} '{pw}'",
    "smbclient //nas-telavi/labels -U '{u}%{pw}' -c 'put label-saperavi-2031.pdf'",
    "7z a -p'{pw}' -mhe=on export-docs-poland.7z invoices/",
    "openssl enc -aes-256-cbc -pbkdf2 -in guests.csv -out guests.enc -pass pass:{pw}",
    "gpg --yes --batch --pinentry-mode=loopback --passphrase '{pw}' -o payroll.xlsx --decrypt payroll-2033-09.gpg",
    "xfreerdp /v:1c-srv.vazikar.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use Z: \\\\nas-sheki\\docs /user:VAZIKAR\\{u} {pw}",
    "lftp -u {u},{pw} sftp://edi.vazikar.ge -e 'mirror -R outbox /inbound; bye'",
    "ipmitool -I lanplus -H 10.20.0.40 -U {u} -P '{pw}' power status",
    "sqlcmd -S srv-1c\\SQLEXPRESS -U {u} -P '{pw}' -Q \"BACKUP DATABASE Cellar1C TO DISK='D:\\bak\\c.bak'\"",
    "echo '{pw}' | sudo -S systemctl restart otelms-sync",
    "echo '{pw}' | kinit {u}@VAZIKAR.LAN",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PuTTY session 'bottling-pc': {c}", "MobaXterm, levan@bottling-pc:~$ {c}",
    "Windows Terminal, PS C:\\ops> {c}", "GNOME Terminal: {c}", "Konsole, root@nas-kvareli:~# {c}",
    "iTerm2 ~/booking $ {c}", "Termius on the iPad, host 'mestia-gw':\n$ {c}",
    "JuiceSSH (Levan's phone): {c}", "Tabby, profile 'sheki-nuc': {c}",
    "FinalShell 会话 'sample-room': {c}", "electerm: {c}", "WindTerm session 'kvareli-cellar':\n{c}",
    "ConnectBot on the dispatch tablet: {c}", "Alacritty ~ ❯ {c}", "~/.bash_history:\n{c}",
    "zsh history, line 2214: {c}", "tmux pane 2, cellar-nuc:\n# {c}",
    "Zangi, Gor: ran this and it works: {c}", "ამით გაეშვა: {c}",
    "Այս հրամանով աշխատեց՝ {c}", "bu əmrlə işlədi: {c}", "tej, odpaliłem to: {c}",
    "俺跑的命令：{c}", "הרצתי את זה: {c}",
]  # fmt: skip


def _framed_all(rng: random.Random, samples: list[Sample], frames: list[str]) -> list[Sample]:
    """Each sample's text in a frame, every frame used before any repeats."""
    chosen = v.cycle(rng, frames, len(samples))
    return [
        Sample(s.cls, frame.format(c=s.text), s.secret)
        for s, frame in zip(samples, chosen, strict=True)
    ]


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "cli_password", _CLI, n, _plain_pw, u=_USERS)
    return _framed_all(rng, samples, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.vazikar.lan:5432/otelms",
    "mysql://{u}:{pw}@booking-db.vazikar.lan:3306/wubook_sync",
    "mongodb://{u}:{pw}@mongo.vazikar.lan:27017/dispatch?authSource=admin",
    "amqp://{u}:{pw}@mq.vazikar.lan:5672/gps",
    "mqtt://{u}:{pw}@mqtt.vazikar.lan:1883",
    "rtsp://{u}:{pw}@cam-marani-2.vazikar.lan:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@ftp.vazikar.ge/labels/",
    "sftp://{u}:{pw}@edi.vazikar.ge:22/outbox",
    "Server=srv-1c\\SQLEXPRESS;Database=Cellar1C;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg.vazikar.lan:5432/export?user={u}&password={pw}",
    "https://{u}:{pw}@dav.vazikar.ge/remote.php/dav/files/{u}/",
    "influxdb://{u}:{pw}@influx.vazikar.lan:8086/cellar",
    "socks5h://{u}:{pw}@proxy.vazikar.ge:1080",
    "clickhouse://{u}:{pw}@ch.vazikar.lan:9000/telemetry",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Metabase › Admin › Databases › cellar (old): {c}",
    "jot this DSN down somewhere: {c}", "连接字符串：{c}", "ბაზასთან დასაკავშირებლად: {c}",
    "GLPI #0955: {c}", "Notion › IT › DB list: {c}", "有道云笔记「葡萄酒合作社 数据库」：{c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS)
    return _framed_all(rng, samples, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "vazikar-coop", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "shipments orders"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# (vendor, its variable, the token's maker): shapes where the vendor publishes none are guesses.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Otelms", "OTELMS_API_KEY", _j((HEX, 40))),
    ("GoTrip", "GOTRIP_PARTNER_TOKEN", _j("gtp_", (ALNUM, 32))),
    ("Ubill", "UBILL_API_KEY", _j((ALNUM, 32))),
    ("Space Bank", "SPACEBANK_MERCHANT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Basisbank", "BASISBANK_ECOM_KEY", _j((HEX, 64))),
    ("Georgian Post", "GPOST_API_TOKEN", _vendor_jwt("https://api.gpost.ge")),
    ("Myhome.ge", "MYHOME_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Biletebi", "BILETEBI_API_SECRET", _j((B64, 43), "=")),
    ("Idram", "IDRAM_SECRET_KEY", _j((ALNUM, 24))),
    ("Ameriabank vPOS", "AMERIA_VPOS_SECRET", _j((ALNUM, 28))),
    ("Telcell", "TELCELL_SHOP_KEY", _j((HEX, 32))),
    ("Inecobank", "INECO_API_SECRET", _j((URLSAFE, 43))),
    ("Ardshinbank", "ARDSHIN_VPOS_KEY", _j((ALNUM, 32))),
    ("Evocabank", "EVOCA_API_KEY", _j((HEX, 40))),
    ("Converse Bank", "CONVERSE_ECOM_SECRET", _j((B64, 44))),
    ("Nikita Mobile", "NIKITA_SMS_TOKEN", _j((ALNUM, 40))),
    ("HayPost", "HAYPOST_API_KEY", lambda g: v.uuid4(g, "a")),
    ("List.am", "LISTAM_API_TOKEN", _j((HEX, 32))),
    ("Tkt.am", "TKTAM_PARTNER_KEY", _j("tkt_live_", (ALNUM, 28))),
    ("Azericard", "AZERICARD_MAC_KEY", _j((UPPER_HEX, 32))),
    ("PASHA Bank", "PASHA_ECOM_SECRET", _j((ALNUM, 40))),
    ("Portmanat", "PORTMANAT_SECRET", _j((HEX, 32))),
    ("E-manat", "EMANAT_API_KEY", lambda g: v.uuid4(g, "8")),
    ("MilliÖN", "MILLION_TERMINAL_KEY", _j((ALNUM, 32))),
    ("Bakcell", "BAKCELL_SMS_API_KEY", _j((HEX, 40))),
    ("Azerpost", "AZERPOST_TOKEN", _vendor_jwt("https://api.azerpost.az")),
    ("Tap.az", "TAPAZ_API_KEY", _j((ALNUM, 32))),
    ("Blue Media", "BLUEMEDIA_SHARED_KEY", _j((HEX, 40))),
    ("Dotpay", "DOTPAY_PIN", _j((ALNUM, 32))),
    ("Twisto", "TWISTO_SECRET_KEY", _j("twisto_sk_", (HEX, 40))),
    ("Sellasist", "SELLASIST_API_KEY", _j((ALNUM, 32))),
    ("Poczta Polska", "ENVELO_API_KEY", _j((B64, 32))),
    ("AMap (Gaode)", "AMAP_WEB_KEY", _j((HEX, 32))),
    ("Tmall", "TMALL_APP_SECRET", _j((HEX, 32))),
    ("JD.com", "JD_APP_SECRET", _j((HEX, 32))),
    ("Xiaohongshu", "XHS_APP_SECRET", _j((ALNUM, 32))),
    ("Douyin", "DOUYIN_CLIENT_SECRET", _j((HEX, 32))),
    ("Meituan", "MEITUAN_APP_SECRET", _j((ALNUM, 32))),
    ("Ctrip", "CTRIP_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Fliggy", "FLIGGY_APP_SECRET", _j((HEX, 32))),
    ("Mafengwo", "MFW_PARTNER_SECRET", _j((HEX, 40))),
    ("Meshulam", "MESHULAM_API_KEY", _j((HEX, 24))),
    ("YaadPay", "YAADPAY_API_KEY", _j((HEX, 40))),
    ("Isracard", "ISRACARD_MERCHANT_SECRET", _j((ALNUM, 32))),
    ("Rivhit", "RIVHIT_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("EZcount", "EZCOUNT_API_KEY", lambda g: v.uuid4(g, "8")),
    ("OfficeGuy", "OFFICEGUY_API_KEY", _j((ALNUM, 40))),
    ("InforU", "INFORU_API_TOKEN", lambda g: v.uuid4(g, "b")),
    ("WuBook", "WUBOOK_TOKEN", lambda g: "wr_" + v.uuid4(g, "a")),
    ("Cardinity", "CARDINITY_CONSUMER_SECRET", _j((LOWER_DIGITS, 50))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}=\"{tok}\"",
    "appsettings.Mestia.json: \"{env}\": \"{tok}\"",
    "docker-compose.override.yml:\n    environment:\n      - {env}={tok}",
    "k8s Secret booking-sync, stringData:\n  {env}: \"{tok}\"",
    "group_vars/booking.yml:\n{low}: \"{tok}\"",
    "terraform.tfvars:\n{low} = \"{tok}\"",
    "php-fpm pool booking.conf:\nenv[{env}] = {tok}",
    "booking.vazikar.ge.conf: SetEnv {env} {tok}",
    "location ~ \\.php$ {{ fastcgi_param {env} {tok}; }}",
    "supervisord: environment={env}=\"{tok}\"",
    "PowerShell: $env:{env} = '{tok}'",
    "setx {env} {tok} /M",
    "launchctl setenv {env} {tok}",
    "wrangler.toml:\n[vars]\n{env} = \"{tok}\"",
    "Vazi-Kar ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Notion › IT › Keys: | {vendor} | live | {tok} |",
    "Trello, list 'Before harvest': swap out the {vendor} key {tok}",
    "Viber, Nino: here's {vendor}'s key for the channel sync — {tok}",
    "Slack: {vendor} now runs on {tok}; the earlier key is dead",
    "GLPI #0978: {vendor} answers 401 with key {tok}",
    "Freshdesk #5560: {vendor} stopped syncing last night; key in use {tok}",
    "remember my {vendor} API key, please: {tok}",
    "{vendor}-ის ახალი API გასაღები, ჯავშნებისთვის: {tok}",
    "ბიჭო, {vendor}-ის API გასაღები ეხლა {tok} არი",
    "{vendor}-ի համար API բանալին հետևյալն է՝ {tok}",
    "ախպեր, {vendor}-ի API-ի բանալին {tok} ա",
    "{vendor} API açarı: {tok}",
    "qağa, {vendor} API açarı {tok}-di",
    "{vendor} API açarne {tok}, bez nəvə täzä tadi",
    "{vendor} API გასაღებ ეხლა {tok} არი, ქიმსა ნუ",
    "ბესედერ, {vendor}-ის API გასაღები {tok}, სოდია",
    "{vendor}: ключ API (брони, Местиа) — {tok}",
    "klucz API {vendor} do sklepu: {tok}",
    "tej, klucz API od {vendor} je {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "老铁，{vendor} 那 API key 是 {tok}",
    "{vendor} – מפתח API להזמנות: {tok}",
    "ключ до API {vendor}, склад у Кварелі: {tok}",
    "{vendor} entegrasyonunun anahtarı (API): {tok}",
    "{vendor}-API-Schlüssel, Buchungssync: {tok}",
    "clef API {vendor}, module réservations de Mestia : {tok}",
    "chiave API di {vendor} per la linea d'imbottigliamento: {tok}",
    "clave de la API de {vendor}, reservas del refugio: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    amap = _r(rng, HEX, 32)
    telcell = _r(rng, HEX, 32)
    otelms = _r(rng, HEX, 40)
    idram = _r(rng, ALNUM, 24)
    meshulam = _r(rng, HEX, 24)
    tmall = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'fetch(`https://restapi.amap.com/v3/geocode/geo?address=${{q}}&key={amap}`)', amap),
        Sample("vendor_token", f"curl -H 'X-Shop-Key: {telcell}' https://telcellmoney.am/api/v1/invoice", telcell),
        Sample("vendor_token", f'$otelms = new OtelmsClient("vazikar-mestia", "{otelms}");', otelms),
        Sample("vendor_token", f'<add key="IdramSecretKey" value="{idram}" />', idram),
        Sample("vendor_token", f"requests.post(MESHULAM_URL, data={{'pageCode': 'b73ca07591f8', 'userId': '52e4c0', 'apiKey': '{meshulam}'}})", meshulam),
        Sample("vendor_token", f"top.setAppSecret(\"{tmall}\"); // Tmall shop, Harbin importer", tmall),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    templates = v.cycle(rng, _NAMED, len(_VENDORS))  # every vendor once, templates spread
    chosen = list(zip(_VENDORS, templates, strict=True))
    extra = n - len(out) - len(chosen)
    chosen += [(vendor, rng.choice(_NAMED)) for vendor in rng.sample(_VENDORS, max(extra, 0))]
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, low=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Viber: {t}", "the dashboard hides it after this, so:\n{t}", "ეს ტოკენია: {t}",
                "这个 token：{t}", "{t}\n^ fresh one, the previous is revoked", "park this in your memory, please: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of qvevri sensor Q-07 (OTAA): {h}": 32,
    "Zigbee network key of the Mestia guesthouse hub: {h}": 32,
    "MIFARE DESFire AES master key for the guest key cards: {h}": 32,
    "java -jar gp.jar --key {h} --list   (GlobalPlatformPro, the card reader at reception)": 32,
    "HMAC secret for the Idram payment callback: {h}": 64,
    "pre-shared key of the Kvareli–Mestia IPsec tunnel (hex): {h}": 64,
    "ქსელის დაშიფვრის გასაღები (hex): {h}": 64,
    "备份加密密钥：{h}": 64,
    "מפתח AES לגיבוי של השרת: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #0990: token copied from the browser's network tab {t}",
    "Cookie: lang=ka; otelms_session={t}",
    "CHANNEL_SYNC_BEARER={t}",
    "bearer for the booking API, stash it {t}",
    "ტოკენი: {t}",
    "token 是 {t}",
    "Zoho Desk transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@vazikar.ge"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.vazikar.ge/realms/coop",
            "azp": "booking-console",
            "roles": ["reception", "cellar"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "bottling-PC deploy key (retired), file it away:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.vazikar.ge.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"as2": {{"private_key_pem": "{key}", "partner": "harbin-importer"}}}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_dispatch <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "OpenAS2 partner key, pasted into Freshdesk #5577:\n{key}": ("PRIVATE KEY", "\n"),
    "სერვერის პირადი გასაღები:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Polish importer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus backup, copying it off the card before I shred it: {p}": "english",
    "Sparrow, cooperative reserve — recovery words:\n{p}": "english",
    "BlueWallet words (the tasting-room tip jar, emptied): {p}": "english",
    "Ledger recovery sheet of the cooperative's reserve: {p}": "english",
    "voice memo: Trust Wallet words, here goes: {p}, end of list": "english",
    "Notion page 'Crypto payments (retired)': {p}": "english",
    "imToken 钱包的助记词（别外传）：{p}": "chinese_simplified",
    "老铁，俺那 TronLink 助记词是 {p}": "chinese_simplified",
    "сид-фраза от кошелька Tonkeeper: {p}": "russian",
    "фраза восстановления MetaMask для оплат из Польши: {p}": "russian",
    "Bitget Wallet'ın gizli kelimeleri: {p}": "turkish",
    "phrase de récupération du portefeuille Zengo : {p}": "french",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (ArCa's and Mir's, which the value helpers
    do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "arca":
        return _card_of(rng, ["905101", "905102", "905113"], [16])
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2204"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Viber, Nino: the coop card for the GAI spare parts is {c}, exp {mm}/{yy}",
    "note my backup card: {c}, valid thru {mm}/{yy}",
    "Card no.: {c}\nExp: {mm}/{yy}",
    "GLPI #1002: pay the Videojet service visit with card {c}",
    "ბარათი: {c}, მოქმედებს {mm}/{yy}-მდე",
    "Իմ քարտի համարը՝ {c}",
    "kart nömrəm {c}, son istifadə {mm}/{yy}",
    "俺那卡号：{c}，{mm}/{yy}",
    "numer karty: {c}, ważna do {mm}/{yy}",
    "כרטיס אשראי {c}, בתוקף עד {mm}/{yy}",
    "карта {c}, срок {mm}/{yy}",
    "tej, numer mojej karty to {c}",
]  # fmt: skip
_BRANDS = ["visa", "arca", "mastercard", "unionpay", "mir", "amex", "maestro", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 04/36, CVC {cvv}",
               "CVV (the 3 on the back, by the signature): {cvv}",
               "Amex {c}, the little 4-digit code printed on the front: {cvv}",
               "卡背面那三位：{cvv}",
               "CVV, უკანა მხარეს: {cvv}",
               "ה-CVV מאחורי הכרטיס: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes and calls of heldouts 5 to 114.
_IBAN_COUNTRIES = ["FI", "RO", "PT", "HU", "AT", "IT", "CZ", "DK"]


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_number(g, country), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice VK-2033-211: please pay the oak barrels to {i} within 30 days",
    "save the Cluj bottle supplier's IBAN: {i}",
    "IBAN: {i}\nReference: cork lot 88, October",
    "Slack #treasury: the cork supplier's new bank details, IBAN {i}",
    "IBAN-ი: {i}",
    "IBAN՝ {i}",
    "təchizatçının IBAN-ı: {i}",
    "tej, IBAN od beczek: {i}",
    "IBAN 账号：{i}",
    "חשבון IBAN של הספק: {i}",
    "IBAN для оплаты фильтров: {i}",
    "Kontonummer (IBAN) des Filterlieferanten: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _am_tin(g: random.Random) -> str:
    """An Armenian taxpayer number (ՀՎՀՀ): eight digits, no public check."""
    return g.choice("0123") + _r(g, D, 7)


def _am_idcard(g: random.Random) -> str:
    """An Armenian ID card's number: nine digits, as the author believes them, unchecked."""
    return "0" + _r(g, D, 8)


def _am_licence(g: random.Random) -> str:
    """An Armenian driving licence: two letters and six digits (the author's guess)."""
    return g.choice(["AA", "AB", "AC"]) + _r(g, D, 6)


def _ge_licence(g: random.Random) -> str:
    """A Georgian driving licence: a letter and eight digits (the author's guess)."""
    return g.choice("ABDEG") + _r(g, D, 8)


def _ge_techpassport(g: random.Random) -> str:
    """A Georgian vehicle registration certificate (ტექპასპორტი): three letters and seven digits
    (the author's guess)."""
    return _r(g, "ABCDEGHKLMNOPRSTVZ", 3) + _r(g, D, 7)


def _az_licence(g: random.Random) -> str:
    """An Azerbaijani driving licence (sürücülük vəsiqəsi): AB and six digits (a guess)."""
    return g.choice(["AB", "AA", "AC"]) + _r(g, D, 6)


def _il_oleh(g: random.Random) -> str:
    """An Israeli immigrant's certificate (Teudat Oleh) number: seven digits (a guess)."""
    return g.choice("123456789") + _r(g, D, 6)


def _il_ishi(g: random.Random) -> str:
    """An IDF personal number (mispar ishi): seven digits, unchecked."""
    return g.choice("5678") + _r(g, D, 6)


def _il_tik(g: random.Random) -> str:
    """An Israeli employer's withholding file (tik nikuyim): nine digits starting with 9."""
    return "9" + _r(g, D, 8)


def _ravkav(g: random.Random) -> str:
    """A personal Rav-Kav card's number: ten digits (a guess)."""
    return g.choice("123456789") + _r(g, D, 9)


def _maccabi(g: random.Random) -> str:
    """A Maccabi health fund member card's number: nine digits and a two-digit suffix (a guess)."""
    return f"{_r(g, D, 9)}-{_r(g, D, 2)}"


def _karta_polaka(g: random.Random) -> str:
    """A Karta Polaka number: two letters and seven digits (the author's guess)."""
    return g.choice(["KP", "PL", "AK"]) + _r(g, D, 7)


def _kdr(g: random.Random) -> str:
    """A Karta Dużej Rodziny number: a serial of twelve digits (the author's guess)."""
    return _r(g, D, 12)


_HARBIN = ["230102", "230103", "230104", "230108", "230109", "230110"]


def _cn_residence(g: random.Random) -> str:
    """A Chinese residence permit (居住证) number: the holder's resident id, whose ISO 7064
    check character python-stdnum's `cn.ric` validates."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(1965, 2003)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = h.choice(_HARBIN) + born + _r(h, D, 3)
        return body + str(cn_ric.calc_check_digit(body))

    return v.until(g, make, cn_ric.is_valid)


def _cn_bizreg(g: random.Random) -> str:
    """A Chinese business licence's old registration number (工商注册号): a region, eight digits
    and an ISO 7064 MOD 11,10 check digit (python-stdnum's `iso7064.mod_11_10`)."""

    def make(h: random.Random) -> str:
        body = h.choice(["230100", "230199", "110108", "310115"]) + _r(h, D, 8)
        return body + str(mod_11_10.calc_check_digit(body))

    return v.until(g, make, mod_11_10.is_valid)


def _cn_vehicle(g: random.Random) -> str:
    """A Chinese vehicle licence's (行驶证) file number: twelve digits, unchecked."""
    return "2301" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "Armenian TIN (ՀՎՀՀ) of the Areni cellar partner, for the invoice: {s}": _am_tin,
    "ՀՎՀՀ՝ {s}": _am_tin,
    "Իմ նույնականացման քարտի համարը՝ {s}": _am_idcard,
    "ախպեր, իմ վարորդական վկայականի համարը {s} ա": _am_licence,
    "Georgian driving licence of the new marshrutka driver: {s}": _ge_licence,
    "ბიჭო, ჩემი მართვის მოწმობის ნომერი ეხლა {s} არი": _ge_licence,
    "ტექპასპორტის ნომერი: {s}": _ge_techpassport,
    "qağa, mənim sürücülük vəsiqəmin nömrəsi {s}-di": _az_licence,
    "Sürücülük vəsiqəsinin nömrəsi: {s}": _az_licence,
    "Zhora: bez sürücülük vəsiqə nömrəne {s}": _az_licence,
    "ბესედერ, ჩემი Teudat Oleh-ის ნომერი: {s}": _il_oleh,
    "מספר אישי: {s}": _il_ishi,
    "tik nikuyim of the Haifa importer, for the payroll form: {s}": _il_tik,
    "my Rav-Kav card number, for the refund: {s}": _ravkav,
    "Noa's Maccabi card number, for the Mestia clinic: {s}": _maccabi,
    "tej, numer Karty Polaka: {s}": _karta_polaka,
    "numer Karty Dużej Rodziny: {s}": _kdr,
    "老铁，俺的居住证号码：{s}": _cn_residence,
    "居住证号码：{s}": _cn_residence,
    "进口商营业执照注册号：{s}": _cn_bizreg,
    "business registration number (注册号) of the Harbin importer: {s}": _cn_bizreg,
    "行驶证档案编号：{s}": _cn_vehicle,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Google Workspace backup codes (vazikar.ge admin)\n{codes}",
            "Bitrix24 recovery codes: {codes}", "Google-ის სარეზერვო კოდები (ანგარიში vazikar.ge):\n{codes}",
            "tej, kody zapasowe do Allegro: {codes}", "备用验证码：\n{codes}",
            "קודי גיבוי ל-Booking: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Otelms:nino@vazikar.ge?secret={s}&issuer=Otelms&period=30",
              "echo '{s}' | mintotp   # the Booking.com extranet's TOTP seed",
              "2fa -add wubook-reception, then pasted the key {s}",
              "סוד ה-2FA של החשבון: {s}"]  # fmt: skip
_CODES = ["Bank of Georgia: ერთჯერადი კოდი {c}", "Idram: Ձեր հաստատման կոդը՝ {c}",
          "ABB: Təsdiq kodu {c}. Heç kimə deməyin", "BLIK: {c} — kod ważny 2 minuty",
          "לאומי: קוד חד פעמי {c}. אין להעבירו"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["VaziKar-Cellar", "Mestia_Guest_5G", "MagtiCom_4G_8821", "Silknet-7A3F", "Ucom-Fiber-22",
          "Viva-4G-19C1", "Azercell-LTE-Sheki", "Karvansaray-Guest", "Areni-Tasting",
          "Iridium-GO-0912", "Tetnuldi-Hut", "STARLINK-Ushguli", "Deco_Lenjeri", "Keenetic-4410",
          "Yeghegnadzor-Office"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\npassword: {pw}",
    "رمز وای‌فای {s} برای مهمان‌های ایرانی: {pw}",
    "wifi at the Tetnuldi ski hut: {s} / {pw}",
    "Iridium GO! app, wifi settings: network {s}, key {pw}",
    "the key on the sticker under the Magti router: {pw}",
    "ვაიფაის პაროლი ({s}): {pw}",
    "ბიჭო, მარნის ვაიფაი {s}, პაროლი {pw} არი",
    "Wi-Fi {s} գաղտնաբառը՝ {pw}",
    "qağa, {s} wifi-nin şifrəsi {pw}-di",
    "tej, wifi {s}, hasło {pw}",
    "老铁，wifi {s} 密码是 {pw}",
    "וויפי {s}, סיסמה {pw}",
    "вайфай {s}, пароль {pw}",
    "WLAN {s}, Schlüssel {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("gtp_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("tkt_live_", (ALNUM, 18)), _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["reading it to you character by character: {t}", "[dictated over Viber] {t}",
          "(spaced out so the preview doesn't show it) {t}", "ასო-ასო: {t}", "一个一个字母：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["მარანში შესასვლელი კოდი: {pw}", "Մառանի դռան կոդը՝ {pw}", "anbarın qapı kodu: {pw}",
          "tej, kod do kłódki na bramie zajezdni: {pw}", "前台保险柜密码：{pw}",
          "קוד הכספת בקבלה: {pw}", "the Master Lock key box at the Mestia guesthouse opens with {pw}",
          "ski room keypad at Tetnuldi: {pw}, then press the key button",
          "Ajax alarm disarm code for the bottling hall: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["qvevri", "saperavi", "marani", "churchkhela", "khachapuri", "tonis", "lavash",
                 "piti", "halva", "koshki", "tetnuldi", "noravank", "rkatsiteli", "chacha",
                 "tamada", "marshrutka"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the cooperative's vault: {p}": " ",
            "KeePassXC, cellar.kdbx passphrase: {p}": "-", "Proton Pass, Nino's master phrase: {p}": " ",
            "Enpass (reception laptop) vault phrase: {p}": ".", "RoboForm, Levan's master phrase: {p}": " ",
            "საიდუმლო ფრაზა: {p}": " ", "tej, fraza do sejfu: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno, folder 'Otelms', header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch request to the Otelms API: Authorization: Bearer {v}": False,
    "Thunder Client env, authorization = Bearer {v}": False,
    "Yaak export of the WuBook call: Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/backup.d/20.mysql (backupninja):\nhotcopy = no\nsqldump = yes\ndbusername = backup\ndbpassword = {pw}",
    "mongo-express .env:\nME_CONFIG_MONGODB_ADMINUSERNAME=root\nME_CONFIG_MONGODB_ADMINPASSWORD={pw}",
    "custom.toml on the cellar's Raspberry Pi:\n[wlan]\nssid = \"VaziKar-Cellar\"\npassword = \"{pw}\"\npassword_encrypted = false",
    "/root/.not_logged_in_yet (Armbian, the dispatch box):\nPRESET_ROOT_PASSWORD=\"{pw}\"\nPRESET_USER_NAME=\"dispatch\"",
    "octopi-wpa-supplicant.txt:\nnetwork={{\n  ssid=\"Mestia_Guest_5G\"\n  psk=\"{pw}\"\n}}",
    "OpenAS2 config.xml:\n<certificates classname=\"org.openas2.cert.PKCS12CertificateFactory\" filename=\"%home%/as2_certs.p12\" password=\"{pw}\"/>",
    "odoo.conf:\n[options]\ndb_host = pg.vazikar.lan\ndb_user = odoo\ndb_password = {pw}",
    "sites/erp.vazikar.ge/site_config.json:\n{{\"db_name\": \"_7f3a91\", \"db_password\": \"{pw}\"}}",
    "pjsip.conf:\n[reception-101]\ntype=auth\nauth_type=userpass\nusername=101\npassword={pw}",
    "~/.fetchmailrc:\npoll imap.vazikar.ge protocol IMAP user \"bookings\" password \"{pw}\" ssl",
    "wp-config.php (the guesthouse site):\ndefine( 'DB_PASSWORD', '{pw}' );",
    "ddclient.conf (Mestia guesthouse):\nprotocol=dyndns2\nserver=dynupdate.no-ip.com\nlogin=vazikar-mestia\npassword='{pw}'\nmestia.ddns.net",
    "zabbix_proxy.conf:\nDBName=zabbix_proxy\nDBUser=zabbix\nDBPassword={pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "nextcloud/config/config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "traccar.xml:\n<entry key='database.password'>{pw}</entry>",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Levan: cellar wifi password?\nNino: {pw}",
    "[06:12] tornike: root pw for the bottling PC?\n[06:13] irakli: {pw}",
    "Tamar: {pw} — that's what VinWizard's admin takes now",
    "Narek: use {pw}, that's what the router has now",
    "ნინო: მარნის კომპიუტერის პაროლი?\nლევანი: {pw}",
    "Ani: ռոութերի գաղտնաբառը՞\nGor: {pw}",
    "Aysel: ofisin şifrəsi nədir?\nTural: {pw}",
    "Bartek: tej, jakie je hasło do kompa?\nPrzemek: {pw}",
    "刘洋：样品间wifi密码多少？\n赵磊：{pw}",
    "Yossi: מה הסיסמה לשרת?\nNoa: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2062word = {pw}", "p\u00ada\u00adss\u00adword → {pw}",
    "раssword: {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｐａｓｓｗｏｒｄ＝{pw}", "ᵖᵃˢˢʷᵒʳᵈ: {pw}",
    "პაროლ\u200cი: {pw}",
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
    "admin pw for the tank controller is": "{s}", "Weintek HMI pw:": "{s} (since the line moved in March)",
    "老铁，密码是": "{s}", "Deye portal password": "{s}\nchange it after the harvest",
    "მარნის პაროლი:": "{s}", "պառոլը՝": "{s}", "qağa, şifrə:": "{s}", "tej, hasło:": "{s}",
    "סיסמת הראוטר:": "{s}", "the password Gela read out over the radio was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Otelms API key", "{s}", _j((HEX, 40))),
    ("split_token", "GoTrip partner token:", "{s} (transfers)", _j("gtp_", (ALNUM, 32))),
    ("split_token", "Rivhit API token", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "arca"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "RO"))),
    ("split_backup", "Bitrix24 recovery codes", "{s}\n48213907\n77120394", lambda g: _backup_list(g, 1, 0)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ՀՎՀՀ", "{s}", _am_tin),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


def _json_safe(make: Maker) -> Maker:
    """A maker whose values need no escaping inside a JSON string."""
    return lambda g: v.until(g, make, lambda value: '"' not in value and "\\" not in value)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"vinwizard": {"url": "https://tanks.vazikar.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"paroli": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "tornike", "pass": "{s}"}}': ("meta_password", _json_safe(_pw)),
    '{"hmis": [{"name": "labeller"}, {"name": "monobloc", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb-hotcopy", "--user", "backup", "--password", "{s}", "booking", "/srv/backup"]}': ("meta_password", _plain_pw),
    '{"note": "老铁，酒窖电脑密码是 {s}"}': ("meta_password", _plain_pw),
    '{"მარნის_პაროლი": "{s}"}': ("meta_password", _json_safe(_pw)),
    '{"transcript": "log into the Deye portal as cellar with the password {s}"}': ("meta_password", _plain_pw),
    '{"otelms": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"gotripToken": "{s}"}': ("meta_token", _j("gtp_", (ALNUM, 32))),
    '{"idram_secret": "{s}"}': ("meta_token", _j((ALNUM, 24))),
    '{"channel_sync": {"headers": {"authorization": "Bearer {s}"}}}': ("meta_token", _j((ALNUM, 40))),
    '{"deposit": {"card": "{s}", "valid_thru": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"cooper": {"bank": {"iban": "{s}"}}}': ("meta_iban", lambda g: _iban(g, "HU")),
    '{"importer": {"residence_permit_no": "{s}"}}': ("meta_id", _cn_residence),
    '{"google_workspace": {"2fa": {"backup": ["{s}", "48213907", "77120394"]}}}': ("meta_otp", lambda g: _backup_list(g, 1, 0)[0]),
    '{"cellar_reserve": {"wallet_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"qvevri_sensor_q07": {"appkey": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cellar_door": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Mestia_Guest_5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"weintek-cmt-os-1.4.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.vazikar.ge/booking-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"lab: add total SO2 column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"excise: revert stamp range check", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"coa-2033-17.pdf", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"harvest-2033.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the Weintek HMI password before the harvest starts on 2033-09-14.",
    "Nino asked for the cellar wifi password; it's on the card in the tasting-room drawer.",
    "Policy: cooperative passwords are at least 14 characters and live only in Bitwarden.",
    "Please don't paste passwords into Viber; send a Bitwarden Send link instead.",
    "The `.env.example` line `OTELMS_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The VinWizard page asks for a new admin password after every firmware update.",
    "Replace <YOUR_AMAP_KEY> in the README with the key from the AMap console.",
    "IDRAM_SECRET_KEY and TELCELL_SHOP_KEY must be set before the nightly payment sync runs.",
    "ბიჭო, პაროლს არავის ეუბნები, ეხლა რთველია და ყველა დაკავებულია.",
    "ჩემ პაროლ ქიმსა არ უთხრა, ჰელე არ შევცვალე.",
    "Rafik, bez parol kimə demä, zu sabah täzä tadi.",
    "Qağa, şifrəni heş kimə demə, sabah dəyişəcəm.",
    "ბესედერ, პაროლი სოდია, ტელეფონში ნუ ჩაწერ.",
    "Ախպեր, պառոլը ոչ մեկին չասես, ըստե էլ մի գրի։",
    "老铁，密码别往群里发，整丢了可麻烦了。",
    "Tej, hasła nie wysyłaj wiarze na Messengerze, ino przez Bitwardena.",
    "პაროლი მინიმუმ თოთხმეტი სიმბოლო უნდა იყოს.",
    "Գաղտնաբառը պետք է լինի առնվազն տասնչորս նիշ։",
    "Şifrə ən azı on dörd simvoldan ibarət olmalıdır.",
    "Пароль — от четырнадцати символов, и без имени собаки.",
    "Hasło ma mieć minimum 14 znaków, bez polskich liter.",
    "密码最少十四位，不要用生日。",
    "הסיסמה חייבת להכיל לפחות ארבעה עשר תווים.",
    "Das Passwort wird alle neunzig Tage geändert.",
    "Пароль треба змінювати щокварталу.",
    "Şifrenizi mesajla göndermeyin, lütfen.",
    "رمز عبور را به هیچ‌کس نگویید.",
    "パスワードを金庫のメモに書かないでください。",
    "Upgraded the Weintek firmware from 1.3.2 to 1.4.0 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the total SO2 column to the lab import.",
    f"Rolled back to {_SHORT} after the excise-stamp export broke.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Weintek cMT OS 1.4.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of harvest-2033.xlsx: {_SHA512}",
    f"The booking API container runs registry.vazikar.ge/booking-api@sha256:{_IMAGE}.",
    f"MD5 of coa-2033-17.pdf is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2a71-8b4e-4d06-a1c3-5e7f90b2d4c8 is the slow one in the Otelms logs.",
    "Purchase order PO-2033-00731 for 12,000 Burgundy bottles from Cluj ships on Monday.",
    "GLPI #0917: the Kvareli chiller alarm keeps tripping at night.",
    "Booking VK-MES-2033-0412: two guests, Mestia, 14–18 February, ski-touring package.",
    "Call the Yeghegnadzor office on +374 281 2 45 67 before noon.",
    "ISBN 978-9941-407-30-7 is the qvevri handbook on the lab shelf.",
    "The Telavi marshrutka, plate GG-582-KT, is due for its inspection in November.",
    "Tank T-14 holds 4,800 L of 2032 Saperavi at 12.5 °C; the qvevri room is at 14 °C and 78 % humidity.",
    "After five wrong passwords the Otelms account locks for 15 minutes.",
    "The Tetnuldi hut is at 2,200 m; the skin track to the col is 6.4 km with 1,150 m of climb.",
    "The secret of a good Kisi is six months on its skins in the qvevri.",
    "Ask Levan for the cellar door code, I don't have it.",
    "My card ending 4417 was declined at the Telavi hardware store.",
    "The Hungarian cooper wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the cooperative's Google Workspace and keep them in the safe.",
    "Nobody from Ledger or Trust Wallet will ever phone you for your twelve words.",
    "Keep `AMAP_WEB_KEY` in the secrets store, never in the repository.",
    "The padlock on the depot gate freezes in January; spray it with de-icer first.",
    "WuBook moved the API key page under Settings › Developers in its March release.",
    "The guest wifi 'Mestia-Guest-Open' is open, no password needed.",
    "Lot VK-2032-SAP-07: 4,800 L, 13.5 % vol., total SO2 62 mg/L, pH 3.52.",
    "HS code 2204.21 covers wine in containers of 2 litres or less.",
    "Container MSCU 773041 3 with the Harbin order is at Poti port.",
    "The Polish importer's order VK-PL-2033-118 is 1,440 bottles on 3 pallets.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/vinwizard", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "GLPI-0917", "purchase_order": "PO-2033-00731"}',
    '{"lot": {"id": "VK-2032-SAP-07", "volume_l": 4800, "so2_mg_l": 62}}',
    '{"phone": "+374 281 2 45 67", "city": "Yeghegnadzor"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bottles_in_stock": 18420}',
    '{"hs_code": "2204.21", "origin": "GE", "description": "dry red wine"}',
    '{"booking": "VK-MES-2033-0412", "guests": 2, "nights": 4}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
