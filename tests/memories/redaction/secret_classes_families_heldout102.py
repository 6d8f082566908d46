# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the ninety-eighth's docstring, the fifth to
ninety-eighth only to search them (grep) for the languages, wordings, tools, vendors, id kinds and
IBAN countries already used (to use others), the sample types (`secret_classes_heldout.py`) and the
value helpers (`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora,
the corpora written at the same time, any test nor the reports, and the scrubber was never run on
it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
mobile vet brigades, herders, slaughterhouse and cold-store crews, fur and antler buyers, depot
mechanics and nomadic-school teachers of Tundraline (a fictional veterinary and trading
co-operative) leak secrets into an assistant's memory: vet brigades out of Batagay, Zhigansk,
Olenyok and Saskylakh in Yakutia, Essey in Evenkia and Toora-Khem in Tuva, herders' camps at
Tsagaannuur and Khatgal in Khövsgöl and at Amguema, Kanchalan and Vaegi in Chukotka, a
slaughterhouse and cold store at Tiksi, a fur and velvet-antler buying desk, snowmobile (Buran) and
Trekol depots at Taksimo, Kuanda and Tynda on the Baikal-Amur line, a school on sledges, satellite
phones and terminals, and buyers from China, Korea and Finland. The texts are Telegram, WhatsApp, VK
Messenger, Max, Viber, Odnoklassniki, WeChat, KakaoTalk, Signal, Facebook Messenger, Teams, Sferum,
Slack, Mattermost, Zulip and Element messages, a relay over an Iridium handset, Google Keep, Apple
Notes, Obsidian, Notion and Bear notes, Trello cards, Jira, Redmine and GLPI tickets, e-mails,
incident notes, a runbook, README fragments, shell history (bash, fish, Termux, PowerShell, cmd),
configs, code (Python, Java, PHP), voice-dictated text and requests to the assistant itself, around
the panels of veterinary, slaughter, cold-chain, satellite, power, radio, camera, school and depot
hardware (SonoScape E2V and Chison ECO 6 Vet ultrasounds, a Rayto RT-7600 analyser, a Levenhuk MED
camera, a Frontmatec line, Massa-K and CAS CL5200 scales, a Harvest Right freeze dryer, an Agrident
AWR300 reader, Milsar collars, a Gilat Capricorn VSAT modem, an Express-AM terminal, a Gonets
terminal, a RAK gateway, a DeepSea DSE7320 controller, Baofeng, Quansheng and Yaesu radios, Beward
and Tantos cameras, a ZTE MF283 router, Pantum and Epson EcoTank printers, a RACHEL-Plus and an
Internet-in-a-Box server, a RED OS laptop, a Launch X431, a Topaz fuel controller, Taiga Varyag and
Arctic Cat snowmobiles). Tools none of heldouts 5 to 98 names: Cyrus's `smtptest`, `pop3test` and
`sivtest`, nbsmtp, mqtt-benchmark, scylla-bench, arangoexport, WinZip's `wzzip`, Moodle's
`admin/cli/install.php`, ghostunnel, netcat, RemCom, rexec, Windows ftp's `-s:` script, the force
CLI, `microk8s join`, the GitHub Actions runner's `config.sh`, Python's ftputil, pysftp,
exchangelib, pykeepass, imap_tools, yagmail, vk_api and requests' `HTTPDigestAuth`, Java's
`PasswordAuthentication` and PHP's `PDO`, and the configs of leafnode, shelldap, imap-backup,
lighttpd's plain user file, rtsp-simple-server, cntlm, mcabber, a Cisco IOS OSPF key and BT-Panel
(宝塔面板); beside them the commands the product names (sshpass, mysql, ipmitool, 7z, openssl, sudo -S,
xfreerdp, curl, wpa_passphrase) and configs of NocoDB, Ghost, Pidgin, snmpd, Bitnami's Moodle,
Django and .NET in layouts of its own. About 45 % of the texts are in other languages than English
(by a rough count of the drawn samples): Dolgan (in Cyrillic with Sakha's letters), Even (Cyrillic,
with ӈ and ө), Tundra Yukaghir (Cyrillic), Siberian Yupik (of Chaplino, in Chukotka's Cyrillic with
ӄ, ӈ and ӷ), Nanai (Cyrillic), Dukha (the Tsaatan's Tuvan of Khövsgöl, in Mongolian Cyrillic),
Darkhad (the Mongolic speech of the Darkhad valley) and Soyot (the Tuvic language of Oka in
Buryatia), which no earlier docstring names, and Russian, Khalkha Mongolian, Simplified Chinese,
Korean, Finnish, Japanese, Kazakh, Ukrainian, Polish, Norwegian, German, French, Spanish, Turkish
and Italian (with Czech in one seed phrase's line) in wordings of their own. The eight new
languages' wordings are the author's approximations, checked by no speaker, built around their
pronouns and possessives and the loanwords people there really text (пароль, паспорт, код, логин,
почта, ноутбук, вайфай, IBAN, API ключ): Dolgan's `мин` ("I", "my"), the ending `-ым` ("my"), `һаҥа`
("new", Sakha's `саҥа` with Dolgan's h), `тыл` ("word"), `ол кэнниттэн` ("after that"), `күлүүс`
("key") and `киһиэкэ да кэпсээмэ` ("don't tell anyone"); Even's `мин` ("my"), `ээр` ("this") and
`ӈи-дэ экэл гөнэ` ("don't tell anyone", after Evenki's prohibitive); Yukaghir's `мэт` and `тэт` ("I,
my", "you, your") and `эл-мон` ("don't say"); Siberian Yupik's `ваӈа` ("I"), the ending `-ӄа`
("my"), `эльпеӈ` ("you") and `игамсиӄанаӷхалек` ("thank you"); Nanai's `мини` and `сини` ("my",
"your"), `хэсэ` ("word"), `амила` ("after") and `эм ундэ`; Dukha's `мээң` ("my"), `чаа` ("new"),
`сөс` ("word"), `соонда` ("after"), `ивилер` ("reindeer") and `кижиге чугаалава` ("don't tell
anyone"); Darkhad's `минии` ("my"), `шини` ("new"), `ардаас нь` ("after it") and Khalkha's word for
a password; Soyot's `менииң` and `сенииң` ("my", "your"), `шэнэ` ("new", a Buryat loan) and `кижиге
айтпа`: all guesses after published word lists or neighbouring languages. Vendors (MostMoney,
Storepay, Ebarimt, XacBank, Gemnet, PayKeeper, Prodamus, REG.RU, RuVDS, Dellin, Baikal Service,
LianLian, iFlytek, Baichuan, NHN Cloud, Coupang, Imweb, Popbill, Barobill, Fennoa, Ceres Tag,
Nofence, SberCloud, Alfa-Bank, Uniteller, Digitanimal, Gismeteo, Vetmanager, VetIS, Papago,
Lingvanex, Saga Furs, Sojuzpushnina, Gonets, Kuaidi100, Aligo, Coolsms, Maventa, SocialPay, Monpay,
Skytel, Gmobile, Capitron, Petrovis, Shunkhlai, Yunpian, Submail, Bizppurio, Zvonobot and Visma Pay)
are ones heldouts 5 to 98 do not name; where a vendor publishes no token shape the shape here is the
author's guess (Gismeteo's ten hex digits, a dot and seven digits, Baichuan's `sk-` and 32 hex
digits, Lingvanex's `a_`, Papago's ten-character Naver client secret, Dellin's and Barobill's
upper-case UUIDs, Vetmanager's and Yunpian's 32 hex digits, Coolsms's 32 capitals and digits and
Aligo's 32 small letters and digits are as the author believes them; Storepay's `sp_live_`, Saga
Furs' `sf_`, Nofence's JWT and every other shape are guesses). The ids are kinds heldouts 5 to 98 do
not use, and none carries a check a library or this file verifies (python-stdnum has no module for
them, and its person-id modules are all used by earlier corpora): a Mongolian driving licence,
social insurance book, border-zone permit and herder household's livestock register book, a Russian
internal passport (region 98, Yakutia), hunting licence, ROKhA firearm licence, GIMS small-vessel
licence, tractor-driver licence (for snowmobiles) and seaman's passport, a Finnish identity card and
driving licence, and the co-operative's own herder card, drawn in the shape the author believes they
are printed in (the herder card and its numbering wholly invented); and Russian and Mongolian
passports under Dolgan, Even, Yukaghir, Siberian Yupik, Nanai, Dukha, Darkhad and Soyot words,
likewise unchecked. Card numbers pass Luhn (Mir's 2200-2204 prefixes drawn here and checked with
python-stdnum's `luhn`; UnionPay, Visa, Mastercard, JCB, Maestro and Amex from the value helpers).
The IBANs are of the countries used least by a rough count over the IBAN shapes of heldouts 5 to 98
(the Dominican Republic, Egypt, Guatemala, Nicaragua, Oman, Seychelles and El Salvador, six corpora
each, and the United Arab Emirates, seven), drawn until `stdnum.iban` validates them; seed phrases
come from `mnemonic`'s English, Russian, Simplified Chinese, Korean, Japanese, Czech, Turkish and
French lists, each from random entropy, so its checksum holds. 390 texts hold a secret, 20 field
pairs and 20 metadata samples (430 scored), with 60 clean texts and 10 clean metadata samples that
must be kept: digests after the word that names them, a commit, versions, a request's UUID, a
purchase order, tickets, a BAM train booking, a phone number, an ISBN, a Trekol's plate, herd
counts, temperatures and loads, a `replace-me` placeholder and prose about passwords in the
languages above.
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

SEED = 102_640_917
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
    the planted value, unless the draw also returns a ``secret`` field (the part that must go)."""

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


# Words the herders, vets and depot crews build passwords from.
_HERD = ["Oron", "Bugady", "Yaranga", "Urasa", "Nart", "Maut", "Panty", "Kamus", "Torbasa",
         "Kukhlyanka", "Sokzhoi", "Argish", "Chum", "Khoton", "Ivi", "Stroganina", "Alaas",
         "Kerchekh", "Tabakh", "Chorun"]  # fmt: skip
_DEPOT = ["Buran", "Trekol", "Varyag", "Viking", "Vepr", "Taiga", "Nerpa", "Sobol", "Ural",
          "Gonets", "Polyarnik", "Permafrost"]  # fmt: skip
_PLACES = ["Batagay", "Zhigansk", "Olenyok", "Saskylakh", "Topolinoye", "Tiksi", "Essey",
           "ToraKhem", "Tsagaannuur", "Khatgal", "Murun", "Amguema", "Kanchalan", "Vaegi", "Tynda",
           "Kuanda", "Taksimo", "Chara", "UstKut", "Chokurdakh", "Andryushkino", "Provideniya",
           "Khatanga", "YurungKhaya", "Renchinlkhumbe"]  # fmt: skip
_NAMES = ["Aytal", "Sargylana", "Nyurgun", "Kyunney", "Uyban", "Tuyaara", "Innokenty", "Vasilisa",
          "Spiridon", "Anisia", "Akulina", "Ganbat", "Otgonbayar", "Dashdorj", "Oyunchimeg",
          "Enkhjargal", "Aidys", "Choduraa", "Lyudmila", "Ettyne", "Nina", "Juha", "Sanna",
          "Pekka", "Jiwoo", "Sunhee", "Lei", "Fang"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["0r0n", "Bug4dy", "Y4r4ng4", "T41g4", "Bur4n", "Tr3k0l", "K4mus", "N4rt", "S0kzh01",
         "Urs4"]  # fmt: skip


def _frost(g: random.Random) -> str:
    """A place and the coldest reading the crew remembers there, as they joke a password up."""
    return f"Minus{g.randrange(41, 68)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three groups of six small letters and digits, the way a password manager writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_HERD)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_HERD).lower()}-{g.choice(_DEPOT).lower()}-{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "!%&?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2034)) + g.choice(_SYMBOLS),
    _frost,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_HERD).lower()}_{g.randrange(1970, 2034)}",
    lambda g: f"Brigade{g.randrange(1, 13)}{g.choice(_HERD)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_DEPOT).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Herds{g.choice(_HERD)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
    lambda g: f"{g.choice(_DEPOT)}{g.randrange(100, 1000)}.{g.choice(_HERD).lower()}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram, #vet-brigade-batagay, Aytal: the SonoScape E2V ultrasound admin password is {pw}",
    "WhatsApp from Sargylana: Chison ECO 6 Vet service password {pw}",
    "VK Messenger, Nyurgun: Rayto RT-7600 analyser login password {pw}",
    "Max messenger from Innokenty: Levenhuk MED microscope camera software password {pw}",
    "Viber group 'Tiksi slaughter line': Frontmatec line PC password {pw}",
    "Odnoklassniki message from Anisia: the Massa-K scale web password is {pw}",
    "WeChat from Lei: the Harvest Right freeze dryer app password is {pw}, for the velvet antler batch",
    "KakaoTalk from Jiwoo: CAS CL5200 label scale admin password {pw}",
    "Signal from Juha: Gilat Capricorn VSAT modem admin password {pw}",
    "relayed over the Iridium handset by Spiridon: Express-AM terminal web password {pw}",
    "Facebook Messenger, Oyunchimeg: DeepSea DSE7320 generator controller password {pw}",
    "Teams chat, school-on-the-move: Pantum M6700 printer admin password {pw}",
    "Sferum chat of the nomadic school: RACHEL-Plus server admin password {pw}",
    "Google Keep note: Internet-in-a-Box admin password {pw}",
    "Apple Notes 'depot': Launch X431 diagnostics account password {pw}",
    "Obsidian note 'Trekol depot Taksimo': Topaz fuel controller password {pw}",
    "Notion page 'Tiksi store': Beward DS06M intercom admin password {pw}",
    "Jira VET-214: ZTE MF283 router admin password {pw}, please change it after the census",
    "Redmine #1187: the Tantos NVR password {pw} stopped working after the power cut",
    "GLPI ticket 3321: Epson EcoTank L3250 web config password {pw}",
    "Hi Kyunney,\n\nthe root password on the Batagay herd server is now {pw}. Into KeePass with it, then bin this e-mail please.\n\nUyban",
    "Incident 2031-02-03: the DeepSea WebNet portal of the Tynda depot was open to the internet with password {pw}",
    "Runbook: thawing cold room 2 at Tiksi\n- wake the Frontmatec HMI (tap the screen twice)\n- user is service, its password {pw}\n- room 2 setpoint back to -18 °C",
    "README (Khatgal camp kit): the Internet-in-a-Box admin page is http://box.lan/admin, password `{pw}`",
    "my Almazergienbank app password is {pw} now",
    "can you keep my Capitron Bank password? it's {pw}",
    "dictated: the Gonets terminal password is {pw} full stop",
    "note to self: Baofeng programming laptop password {pw}",
    "after the reset the Milsar collar base station password became {pw}",
    "Trello card 'Buran spare parts': Arctic Cat dealer portal password {pw}",
    "the RED OS laptop in the school trailer: root password {pw}",
    "Slack #depot-tynda, Pekka: the Taiga Varyag dealer portal password is {pw}",
    "Mattermost, Choduraa: the Agrident AWR300 reader's config password is {pw}",
    "Zulip stream 'antlers': the Frontmatec grading station password is {pw}",
    "Element room 'Chukotka vets': Quansheng programming PC password {pw}",
    "Bear note: the Yaesu FT-991A remote laptop password is {pw}",
    "Мин һаҥа паролым: {pw}, киһиэкэ да кэпсээмэ",
    "Спиридон: ноутбук паролым {pw} буолар",
    "Мин пароль ээр: {pw}",
    "Иннокентий: мин почта пароль {pw}, ӈи-дэ экэл гөнэ",
    "Мэт пароль: {pw}",
    "Акулина: мэт почта пароль {pw}",
    "мээң чаа паролум {pw}, кижиге чугаалава",
    "Ганбат: ноутбук паролу {pw}",
    "Минии шини нууц үг {pw} даа, хүнд бүү хэл",
    "Отгонбаяр: роутерийн нууц үг {pw} шүү",
    "Менииң шэнэ пароль: {pw}, кижиге айтпа",
    "Сенииң почта паролуң {pw}",
    "Ваӈа паролеӄа: {pw}",
    "Людмила: компьютерӄа пароль {pw}, игамсиӄанаӷхалек",
    "Мини пароль: {pw}",
    "Нина: мини ноутбук пароль {pw}",
    "Ребята, пароль от ноутбука ветбригады: {pw}",
    "Мал эмнэлгийн компьютерын нууц үг: {pw}",
    "鹿茸烘干机的密码是 {pw}",
    "녹용 창고 PC 비밀번호: {pw}",
    "poroerotuksen läppärin salasana on {pw}",
    "倉庫のノートPCのパスワード：{pw}",
    "қойма компьютерінің құпия сөзі: {pw}",
    "пароль до ноутбука у вагончику: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aytal", "sargylana.p", "nyurgun", "kyunney", "uyban", "tuyaara", "innokenty",
          "vasilisa.k", "spiridon", "anisia", "akulina", "ganbat", "otgonbayar", "dashdorj",
          "oyunchimeg", "enkhjargal", "aidys", "choduraa", "lyudmila", "ettyne", "nina.o",
          "juha", "sanna.k", "pekka", "jiwoo", "lei.zhao", "svc-census", "depot-tynda"]  # fmt: skip
_LOGINS = [
    "Telegram, Aytal: SonoScape login is {u} / {pw}",
    "Jira VET-233: {u} locked out of the Rayto analyser, last password {pw}",
    "user {u}  pass {pw}",
    "Notion › Depots › Taksimo › Topaz controller: {u} — {pw}",
    "| kit | user | password |\n|---|---|---|\n| Gilat modem, Tiksi | {u} | {pw} |",
    "sign into the DeepSea WebNet as {u} with {pw}",
    "Massa-K web {u}:{pw}",
    "Username: {u}\nPassword: {pw}\n(Harvest Right app, antler room)",
    "- host: frontmatec-hmi\n  user: {u}\n  pass: {pw}",
    "Viber: account {u}, password {pw}, for the census tablet",
    "Juha told me the Agrident portal uses {u}, with {pw} as its password",
    "device;login;pass\nnvr-tiksi;{u};{pw}",
    "ssh {u}@herd-srv.tundraline.lan (pw {pw})",
    "логин {u}, пароль {pw} — для ветбригады",
    "хэрэглэгч {u}, нууц үг нь {pw}",
    "用户名：{u}　密码：{pw}",
    "아이디: {u}, 비밀번호: {pw}",
    "käyttäjätunnus {u}, salasana {pw}",
    "Мин логиным {u}, паролым {pw}",
    "мин логин {u}, мин пароль {pw}",
    "мээң логиним {u}, паролум {pw}",
    "минии нэр {u}, нууц үг {pw} даа",
    "ваӈа логинӄа {u}, паролеӄа {pw}",
    "Benutzername {u}, Passwort {pw} (Rentierschlachthof)",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["oron", "bugady", "yaranga", "urasa", "kamus", "torbasa", "sokzhoi", "argish",
               "nart", "maut", "khoton", "stroganina", "kerchekh", "alaas", "chorun", "tabakh"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password: the herd word {w}, all small letters, followed by {d}",
    "depot laptop: {w} with {d} tacked on the end",
    "dictated on the sat phone: password {w}, then the digits {d}, no gap",
    "type {w} and then {d}",
    "it's {w}{d}, the herd word and the brigade number run together",
    "пароль: сначала слово {w}, в конце цифры {d}",
    "паролым {w} диэн тыл, ол кэнниттэн {d}",
    "паролум {w} деп сөс, соонда {d}",
    "минии нууц үг {w} гэж үг, ардаас нь {d}",
    "salasanassa ensin sana {w}, sitten numerot {d}",
    "мини пароль {w} хэсэ, амила {d}",
    "비번: {w} 쓰고 이어서 {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "smtptest -t '' -a {u} -w '{pw}' -m PLAIN -p 587 mail.tundraline.coop",
    "pop3test -s -a {u} -u {u} -w '{pw}' pop.tundraline.coop",
    "sivtest -a {u} -w '{pw}' -m PLAIN -p 4190 sieve.tundraline.coop",
    "nbsmtp -h smtp.tundraline.coop -p 587 -S -U {u} -P '{pw}' -f {u}@tundraline.coop < census-report.eml",
    "mqtt-benchmark --broker tcp://mqtt.tundraline.lan:1883 --topic collars/bench --clients 5 --count 200 --username {u} --password '{pw}'",
    "scylla-bench -mode write -workload sequential -nodes scylla1.tundraline.lan -username {u} -password '{pw}' -partition-count 5000",
    "arangoexport --server.endpoint tcp://arango.tundraline.lan:8529 --server.username {u} --server.password '{pw}' --collection herds --type csv --fields brigade,heads,calves",
    "wzzip -s\"{pw}\" -ycAES256 antler-invoices-2031.zip invoices\\*.pdf",
    "sudo -u www-data php admin/cli/install.php --lang=ru --wwwroot=https://school.tundraline.coop --dataroot=/var/moodledata --dbtype=pgsql --dbuser=moodle --dbpass=\"$MOODLE_DB_PASS\" --adminuser={u} --adminpass='{pw}' --non-interactive --agree-license",
    "ghostunnel server --listen 0.0.0.0:8443 --target 127.0.0.1:8080 --keystore collars-gw.p12 --storepass '{pw}' --allow-cn census-tablet",
    "printf 'USER {u}\\r\\nPASS {pw}\\r\\nSTAT\\r\\nQUIT\\r\\n' | netcat pop.tundraline.coop 110",
    "RemCom.exe \\\\topaz-pc /user:{u} /pwd:{pw} \"ipconfig /all\"",
    "rexec -l {u} -p '{pw}' depot-old.tundraline.lan 'df -h /srv'",
    "ftp -s:upload.txt 10.3.0.7\n\nupload.txt:\n{u}\n{pw}\nbinary\nput herd-census-2031.xlsx\nbye",
    "force login -i=login.salesforce.com -u={u}@tundraline.coop -p='{pw}'",
    "sshpass -p '{pw}' scp herd-census.csv {u}@10.14.0.9:/srv/census/",
    "mysql -h 10.14.0.3 -u {u} -p'{pw}' vetdb -e 'select count(*) from treatments'",
    "ipmitool -I lanplus -H 10.14.0.250 -U {u} -P '{pw}' sel list last 20",
    "7z x -p'{pw}' antler-invoices-2031.7z -o/srv/finance/",
    "openssl enc -d -aes-256-cbc -pbkdf2 -in herd.db.enc -out herd.db -pass pass:{pw}",
    "echo '{pw}' | sudo -S systemctl restart herd-sync",
    "xfreerdp /v:10.14.0.20 /u:{u} /p:'{pw}' /cert:ignore +clipboard",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "[aytal@herd-srv ~]$ {c}", "root@iiab:~# {c}", "PS C:\\depot> {c}",
    "C:\\Users\\school>{c}", "Termux, vet tablet ~ $ {c}",
    "~/.bash_history on the Taksimo depot box:\n{c}", "fish, Juha's laptop > {c}",
    "вот что я вбил в консоль: {c}", "миний ажиллуулсан команд: {c}", "我跑的命令：{c}",
    "제가 돌린 명령: {c}", "tätä ajoin palvelimella: {c}",
]  # fmt: skip
_CODE = [
    "with ftputil.FTPHost('ftp.sagafurs-buyers.fi', '{u}', '{pw}') as host:\n    host.upload('lots-2031.csv', 'in/lots-2031.csv')",
    "sftp = pysftp.Connection('10.14.0.8', username='{u}', password='{pw}', cnopts=opts)",
    "creds = Credentials('{u}@tundraline.coop', '{pw}')\naccount = Account('{u}@tundraline.coop', credentials=creds, autodiscover=True)",
    "kp = PyKeePass('depot.kdbx', password='{pw}')",
    "r = requests.get('http://10.14.0.31/cgi-bin/images_cgi?channel=0', auth=HTTPDigestAuth('{u}', '{pw}'))",
    "yag = yagmail.SMTP('{u}@tundraline.coop', '{pw}', host='smtp.tundraline.coop')",
    "vk_session = vk_api.VkApi(login='{u}@tundraline.coop', password='{pw}')",
    "return new PasswordAuthentication(\"{u}\", \"{pw}\".toCharArray());",
    "$db = new PDO('pgsql:host=10.14.0.3;dbname=herdbook', '{u}', '{pw}');",
    "with MailBox('imap.tundraline.coop').login('{u}', '{pw}', 'INBOX') as mailbox:",
]  # fmt: skip


def _cli_specials(rng: random.Random) -> list[Sample]:
    join = f"{_r(rng, HEX, 32)}/{_r(rng, HEX, 12)}"
    runner = "A" + _r(rng, UPPER_DIGITS, 28)
    return [
        Sample("cli_password", f"microk8s join 10.20.0.5:25000/{join} --worker", join),
        Sample("cli_password", f"./config.sh --url https://github.com/tundraline/herdbook --token {runner} --name depot-tynda --labels depot", runner),
    ]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = _cli_specials(rng)
    out += v.framed(rng, v.fill(rng, "cli_password", _CLI, len(_CLI), _plain_pw, u=_USERS), _SHELLS)
    out += v.fill(rng, "cli_password", _CODE, n - len(out), _plain_pw, u=_USERS)
    return out


_URLS = [
    "rtsp://{u}:{pw}@10.14.0.31:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@ftp.tundraline.coop:990/census/",
    "postgresql://{u}:{pw}@pg.tundraline.lan:5432/herdbook?sslmode=require",
    "mongodb://{u}:{pw}@mongo1.tundraline.lan:27017,mongo2.tundraline.lan:27017/collars?replicaSet=rs0",
    "rediss://{u}:{pw}@redis.tundraline.lan:6380/2",
    "imaps://{u}:{pw}@imap.tundraline.coop:993/INBOX",
    "http://{u}:{pw}@192.168.8.1/goform/goform_get_cmd_process",
    "sqlserver://{u}:{pw}@10.14.0.40:1433?database=Fuel",
    "neo4j+s://{u}:{pw}@graph.tundraline.lan:7687",
    "clickhouse://{u}:{pw}@ch.tundraline.lan:9000/telemetry",
    "davs://{u}:{pw}@cloud.tundraline.coop/remote.php/dav/files/{u}/",
    "amqp://{u}:{pw}@mq.tundraline.lan:5672/census",
    "influxdb://{u}:{pw}@influx.tundraline.lan:8086/depots",
]  # fmt: skip
_URL_PLACES = [
    "HERDBOOK_DATABASE_URL={c}", "the old connection from the Metabase setup: {c}",
    "keep this link for me: {c}", "строку подключения сохрани: {c}", "холболтын мөр: {c}",
    "Jira VET-250: {c}", "Obsidian 'Links' page: {c}", "连接地址：{c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(
        rng, v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS), _URL_PLACES
    )


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_958_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "tundraline", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 31_536_000, "scope": "herds:read devices:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("MostMoney", "MOSTMONEY_API_SECRET", _j((HEX, 32))),
    ("Storepay", "STOREPAY_MERCHANT_TOKEN", _j("sp_live_", (ALNUM, 32))),
    ("Ebarimt", "EBARIMT_POSAPI_KEY", lambda g: v.uuid4(g, "8")),
    ("XacBank", "XACBANK_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Gemnet", "GEMNET_API_TOKEN", _j((ALNUM, 40))),
    ("PayKeeper", "PAYKEEPER_SECRET_WORD", _j((HEX, 32))),
    ("Prodamus", "PRODAMUS_SECRET_KEY", _j((HEX, 64))),
    ("REG.RU", "REGRU_API_PASSWORD", _j((ALNUM, 24))),
    ("RuVDS", "RUVDS_API_TOKEN", _j((HEX, 40))),
    ("Dellin", "DELLIN_APPKEY", lambda g: v.uuid4(g, "9").upper()),
    ("Baikal Service", "BAIKALSR_API_KEY", lambda g: v.uuid4(g, "a")),
    ("LianLian", "LIANLIAN_MD5_KEY", _j((ALNUM, 32))),
    ("iFlytek", "XFYUN_API_SECRET", _j((ALNUM, 32))),
    ("Baichuan", "BAICHUAN_API_KEY", _j("sk-", (HEX, 32))),
    ("NHN Cloud", "NHN_CLOUD_SECRET_KEY", _j((ALNUM, 20))),
    ("Coupang", "COUPANG_SECRET_KEY", _j((HEX, 40))),
    ("Imweb", "IMWEB_API_SECRET", _j((HEX, 32))),
    ("Popbill", "POPBILL_SECRET_KEY", _j((B64, 43), "=")),
    ("Barobill", "BAROBILL_CERTKEY", lambda g: v.uuid4(g, "b").upper()),
    ("Fennoa", "FENNOA_API_KEY", _j((ALNUM, 40))),
    ("Ceres Tag", "CERESTAG_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Nofence", "NOFENCE_API_TOKEN", _vendor_jwt("https://api.nofence.no")),
    ("SberCloud", "SBERCLOUD_SECRET_ACCESS_KEY", _j((ALNUM, 40))),
    ("Alfa-Bank", "ALFABANK_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Uniteller", "UNITELLER_PASSWORD", _j((ALNUM, 80))),
    ("Digitanimal", "DIGITANIMAL_API_KEY", _j((HEX, 48))),
    ("Gismeteo", "GISMETEO_TOKEN", _j((HEX, 10), ".", (D, 7))),
    ("Vetmanager", "VETMANAGER_REST_API_KEY", _j((HEX, 32))),
    ("VetIS", "VETIS_API_KEY", _j((B64, 48))),
    ("Papago", "NAVER_CLIENT_SECRET", _j((ALNUM, 10))),
    ("Lingvanex", "LINGVANEX_API_KEY", _j("a_", (ALNUM, 52))),
    ("Saga Furs", "SAGAFURS_BUYER_API_KEY", _j("sf_", (LOWER_DIGITS, 40))),
    ("Sojuzpushnina", "SOJUZPUSHNINA_AUCTION_KEY", _j((HEX, 40))),
    ("Gonets", "GONETS_API_TOKEN", _j((ALNUM, 48))),
    ("Kuaidi100", "KUAIDI100_KEY", _j((ALNUM, 16))),
    ("Aligo", "ALIGO_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Coolsms", "COOLSMS_API_SECRET", _j((UPPER_DIGITS, 32))),
    ("Maventa", "MAVENTA_API_KEY", lambda g: v.uuid4(g, "8")),
    ("SocialPay", "SOCIALPAY_CHECKSUM_KEY", _j((HEX, 64))),
    ("Monpay", "MONPAY_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Skytel", "SKYTEL_SMS_TOKEN", _j((HEX, 32))),
    ("Gmobile", "GMOBILE_SMS_API_KEY", _j((ALNUM, 32))),
    ("Capitron", "CAPITRON_OPENAPI_SECRET", _j((URLSAFE, 48))),
    ("Petrovis", "PETROVIS_FLEETCARD_TOKEN", _j((ALNUM, 40))),
    ("Shunkhlai", "SHUNKHLAI_FUEL_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Yunpian", "YUNPIAN_APIKEY", _j((HEX, 32))),
    ("Submail", "SUBMAIL_APP_KEY", _j((HEX, 32))),
    ("Bizppurio", "BIZPPURIO_API_TOKEN", _j((B64, 43), "=")),
    ("Zvonobot", "ZVONOBOT_API_KEY", _j((ALNUM, 60))),
    ("Visma Pay", "VISMAPAY_PRIVATE_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "set -gx {env} '{tok}'",
    "$env:{env} = '{tok}'",
    "setx {env} \"{tok}\"",
    "dokku config:set herdbook {env}={tok}",
    "docker run -d -e {env}={tok} tundraline/herd-sync:2.3",
    "k8s Secret herd-sync, stringData:\n  {env}: \"{tok}\"",
    "gh secret set {env} --body '{tok}'",
    "crontab on the Tynda box:\n0 */6 * * * {env}={tok} /opt/herd/sync.sh",
    "appsettings.Production.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "Herdbook admin › Connections › {vendor}: {tok}",
    "Jira VET-301: {vendor} sync fails with 401 since Monday, current key {tok}",
    "Redmine #1420: rotate the {vendor} token {tok} once Aytal has left",
    "Telegram, Aytal: {vendor} key for the depot bot: {tok}",
    "can you remember the {vendor} API key? {tok}",
    "{vendor} rotated today; new token {tok}, the one before is dead",
    "ключ API {vendor} для ветбригады: {tok}",
    "токен {vendor} для склада пантов: {tok}",
    "{vendor} системийн API түлхүүр нь {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} API 키는 {tok} 입니다",
    "{vendor}:n API-avain poroerotukseen: {tok}",
    "{vendor} のAPIキーは {tok} です",
    "{vendor} API кілті: {tok}",
    "ключ API {vendor} для складу: {tok}",
    "klucz API {vendor} do skupu poroży: {tok}",
    "API-nøkkelen til {vendor}: {tok}",
    "der {vendor}-API-Schlüssel fürs Rentierschlachthaus: {tok}",
    "clé API {vendor} pour le comptoir de Tiksi : {tok}",
    "clave de la API de {vendor}, puesto comercial de Tiksi: {tok}",
    "{vendor} API anahtarı: {tok}",
    "chiave API {vendor} per il deposito: {tok}",
    "{vendor} API күлүүһүм һаҥа: {tok}",
    "{vendor} API ключ мин: {tok}",
    "мэт {vendor} API ключ: {tok}",
    "{vendor} API түлхүүр мээң: {tok}",
    "{vendor}-ии API түлхүүр минии: {tok}",
    "менииң {vendor} API ключум: {tok}",
    "{vendor} API ключ-ӄа: {tok}",
    "мини {vendor} API ключ: {tok}",
    "fly secrets set {env}={tok} -a herdbook",
    "Railway variables: {env} = {tok}",
    ".env.production:\n{env}={tok}\nSENTRY_ENVIRONMENT=production",
    "group_vars/depots.yml:\n  {env}: \"{tok}\"",
    "pm2 set herdbook:{env} {tok}",
    "launchctl setenv {env} {tok}",
    "Obsidian note 'API keys': {vendor} — {tok}",
    "Apple Notes: {vendor} key {tok} (prod)",
    "Slack #integrations, Pekka: {vendor} credentials rotated, new key {tok}",
    "GLPI ticket 3402: the {vendor} webhook fails, key configured {tok}",
    "mail from the {vendor} account manager: your production key is {tok}",
    "Zulip, Choduraa: {vendor} secret for the trading-post app is {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    gismeteo = f"{_r(rng, HEX, 10)}.{_r(rng, D, 7)}"
    vetmanager = _r(rng, HEX, 32)
    coupang = _r(rng, HEX, 40)
    yunpian = _r(rng, HEX, 32)
    dellin = v.uuid4(rng, "a").upper()
    papago = _r(rng, ALNUM, 10)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.gismeteo.net/v2/weather/current/?latitude=67.55&longitude=133.39", headers={{"X-Gismeteo-Token": "{gismeteo}"}})', gismeteo),
        Sample("vendor_token", f"curl -H 'X-REST-API-KEY: {vetmanager}' https://tundraline.vetmanager.ru/rest/api/client", vetmanager),
        Sample("vendor_token", f'CoupangClient client = new CoupangClient("A00471392", "{coupang}");', coupang),
        Sample("vendor_token", f"curl -d 'apikey={yunpian}&mobile=13800000000&text=【冻原线】鹿茸已发货' https://sms.yunpian.com/v2/sms/single_send.json", yunpian),
        Sample("vendor_token", f'{{"appkey": "{dellin}", "sessionID": null, "login": "depot-tynda"}}', dellin),
        Sample("vendor_token", f"X-Naver-Client-Id: Tk3vQ9sPz1LmW8rY2dNe\nX-Naver-Client-Secret: {papago}", papago),
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


_BARE_PLACES = ["{t}", "Telegram, Aytal: {t}", "the portal shows it just this one time:\n{t}", "Spiridon pasted this in the depot chat: {t}",
                "{t}\n^ the fresh one, the other is dead", "save this somewhere for me {t}",
                "токен мин: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 52)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of reindeer collar RC-0412 (OTAA): {h}": 32,
    "AppSKey of the Khatgal weather node (ABP): {h}": 32,
    "HMAC secret for the Storepay payment callback: {h}": 64,
    "AES key of the Milsar collar config export: {h}": 32,
    "IPsec pre-shared key of the Gilat modem tunnel, hex: {h}": 64,
    "DESFire AES key of the depot fuel cards: {h}": 32,
    "ключ шифрования бэкапа стада: {h}": 64,
    "нөөц хуулбарын шифрлэх түлхүүр: {h}": 64,
    "varmuuskopioiden AES-avain (hex): {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "GET /api/v2/herds HTTP/1.1\nAuthorization: Bearer {t}",
    "Jira VET-318: token copied from the herdbook app's network tab {t}",
    "Cookie: lang=sah; tl_session={t}",
    "HERDBOOK_SERVICE_TOKEN={t}",
    "park this bearer for me till the sync is fixed {t}",
    "токен доступа от планшета: {t}",
    "访问令牌：{t}",
    "Zulip transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_958_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@tundraline.coop"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.tundraline.coop/realms/herders",
            "azp": "herdbook-tablet",
            "roles": ["vet", "census"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the Batagay herd server, the old one, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/herdbook.tundraline.coop.key\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SAGAFURS_SFTP_KEY": "{key}", "lot_feed": "spring-2031"}}': ("PRIVATE KEY", "\\n"),
    "install -m 600 /dev/stdin ~/.ssh/id_ecdsa_depot <<'KEY'\n{key}\nKEY": ("EC PRIVATE KEY", "\n"),
    "Redmine #1433, pasted by the integrator:\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
    "закрытый ключ сервера ветбригады:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker in Zabaikalsk:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFHDBOBgkqhkiG9w0BBQ0wQTAp",
               "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Tonkeeper recovery words, copying them off the card before I burn it: {p}": "english",
    "Exodus wallet backup phrase\n{p}": "english",
    "SafePal words (the old antler-fund wallet, empty now): {p}": "english",
    "voice memo: Atomic wallet words, {p}, that was the last one": "english",
    "слова для восстановления Tonkeeper (кошелёк склада): {p}": "russian",
    "сид-фраза от кошелька, куда платил кореец: {p}": "russian",
    "imToken 里那个旧钱包的助记词：{p}": "chinese_simplified",
    "예전 Klip 지갑 복구 단어들: {p}": "korean",
    "Bitget Wallet（古い方）のリカバリーワード：{p}": "japanese",
    "slova pro obnovu Trezoru, co koupil Pekka: {p}": "czech",
    "OKX cüzdanı kurtarma kelimeleri: {p}": "turkish",
    "phrase de récupération du portefeuille Guarda : {p}": "french",
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
        " / ".join(words),
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's, drawn here), ungrouped."""
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
    "Telegram, Sargylana: the co-op card for the Buran parts order is {c}, valid to {mm}/{yy}",
    "my spare card, in case: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Jira VET-340: pay the SonoScape probe repair with card {c}",
    "карта для закупок: {c}, до {mm}/{yy}",
    "миний картын дугаар: {c}",
    "我的卡号：{c}，有效期 {mm}/{yy}",
    "카드 번호 {c}, 유효기간 {mm}/{yy}",
    "Sannan kortti: {c}, vanhenee {mm}/{yy}",
    "мин каартам нүөмэрэ: {c}",
    "мээң картамның дугаары: {c}, {mm}/{yy}",
    "мини карта номер: {c}",
]  # fmt: skip
_BRANDS = ["mir", "unionpay", "visa", "mastercard", "mir", "jcb", "maestro", "amex"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mir {c} exp 09/34, CVC2 {cvv}",
               "the three digits by the signature panel: {cvv}",
               "Amex {c}, the little CID printed on the front: {cvv}",
               "код с обратной стороны карты (CVC2): {cvv}",
               "卡背面的三位安全码：{cvv}",
               "kortin turvakoodi takapuolelta: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mir"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# The IBAN countries used least by a rough count over heldouts 5 to 98; BBAN shapes (a, n, c as
# in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"DO": "aaaa" + "n" * 20, "EG": "n" * 25, "GT": "aaaa" + "n" * 20,
                "NI": "aaaa" + "n" * 20, "OM": "nnn" + "c" * 16, "SC": "aaaa" + "n" * 20 + "aaa",
                "SV": "aaaa" + "n" * 20, "AE": "n" * 19}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the IBAN's country
    "Invoice TL-2031-077: pay the antler buyer's agent in Santo Domingo to {i} within 14 days": "DO",
    "save the Salalah freight forwarder's IBAN: {i}": "OM",
    "IBAN: {i}\nReference: velvet antler lot 12, June": "EG",
    "Telegram #finance: the Dubai fur broker's new account, IBAN {i}": "AE",
    "IBAN, куда переводить за панты: {i}": "GT",
    "миний дансны IBAN дугаар: {i}": "NI",
    "收款 IBAN：{i}": "SV",
    "IBAN-tilini: {i}": "EG",
    "мин IBAN-ым: {i}": "GT",
    "мээң акша IBAN-ым: {i}": "NI",
    "the Mahé trading company's IBAN for the pelts: {i}": "SC",
    "Kontonummer (IBAN) des Geweihhändlers: {i}": "SV",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


_CYR = "АБВГДЕЖЗИКЛМНОПРСТУХ"


def _mn_licence(g: random.Random) -> str:
    """A Mongolian driving licence's number: eight digits as the author believes it printed."""
    return g.choice("123456789") + _r(g, D, 7)


def _mn_social(g: random.Random) -> str:
    """A Mongolian social insurance book's number: seven digits, a guessed shape."""
    return g.choice("123456789") + _r(g, D, 6)


def _mn_border(g: random.Random) -> str:
    """A Mongolian border-zone permit's number: a guessed serial with its year."""
    return f"ХБ-{g.randrange(2029, 2032)}/{_r(g, D, 5)}"


def _mn_livestock(g: random.Random) -> str:
    """A herder household's livestock register book, as the author imagines it numbered."""
    return f"ХӨВ-{_r(g, D, 2)}-{_r(g, D, 6)}"


def _ru_internal(g: random.Random) -> str:
    """A Russian internal passport: the region's two digits (98, Yakutia), the year's, a serial."""
    return f"98 {g.randrange(10, 32):02d} {_r(g, D, 6)}"


def _ru_hunting(g: random.Random) -> str:
    """A Russian hunting licence (охотничий билет): region 14 and six digits, a guessed shape."""
    return f"14 {_r(g, D, 6)}"


def _ru_roha(g: random.Random) -> str:
    """A Russian firearm licence (ROKhA): eight digits, a guessed shape."""
    return _r(g, D, 8)


def _ru_vessel(g: random.Random) -> str:
    """A Russian small-vessel licence (ГИМС): two letters and six digits, a guessed shape."""
    return f"{g.choice(['АА', 'АБ', 'МА', 'ЯК'])} {_r(g, D, 6)}"


def _ru_tractor(g: random.Random) -> str:
    """A Russian tractor-driver licence (snowmobiles need one): region, two letters, six digits."""
    return f"14 {_r(g, _CYR, 2)} {_r(g, D, 6)}"


def _ru_seaman(g: random.Random) -> str:
    """A Russian seaman's passport: MK and seven digits, a guessed shape."""
    return f"МК {_r(g, D, 7)}"


def _fi_idcard(g: random.Random) -> str:
    """A Finnish identity card (henkilökortti) number: nine digits, a guessed shape."""
    return g.choice("0123") + _r(g, D, 8)


def _fi_licence(g: random.Random) -> str:
    """A Finnish driving licence (ajokortti) number: nine digits, a guessed shape."""
    return g.choice("45") + _r(g, D, 8)


def _herder_card(g: random.Random) -> str:
    """The co-operative's own herder card (fictional, as is its numbering)."""
    return f"TL-{g.randrange(1, 13):02d}-{_r(g, D, 5)}"


def _ru_foreign(g: random.Random) -> str:
    """A Russian biometric passport: 75 or 76 and seven digits."""
    return f"{g.choice(['75', '76'])} {_r(g, D, 7)}"


def _mn_passport(g: random.Random) -> str:
    """A Mongolian passport: E and seven digits, as the author believes it printed."""
    return "E" + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "миний жолооны үнэмлэхний дугаар: {s}": _mn_licence,
    "нийгмийн даатгалын дэвтрийн дугаар: {s}": _mn_social,
    "хилийн бүсийн зөвшөөрлийн дугаар (Ханх): {s}": _mn_border,
    "минии малын бүртгэлийн дэвтэр: {s}": _mn_livestock,
    "внутренний паспорт Кюннэй: {s}": _ru_internal,
    "охотничий билет Айтала: {s}": _ru_hunting,
    "разрешение РОХа № {s}, действует до 2033 года": _ru_roha,
    "удостоверение ГИМС на маломерное судно: {s}": _ru_vessel,
    "удостоверение тракториста-машиниста (категория AI, для «Бурана»): {s}": _ru_tractor,
    "Spiridon's snowmobile licence (tractor-driver card): {s}": _ru_tractor,
    "паспорт моряка, Тикси: {s}": _ru_seaman,
    "henkilökorttini numero: {s}": _fi_idcard,
    "Juhan ajokortin numero: {s}": _fi_licence,
    "Tundraline herder card, brigade 4: {s}": _herder_card,
    "Мин паспортым нүөмэрэ: {s}": _ru_foreign,
    "Мин паспорт нумэр ээр: {s}": _ru_foreign,
    "мэт паспорт: {s}": _ru_foreign,
    "паспортеӄа: {s}": _ru_foreign,
    "мини паспорт: {s}": _ru_foreign,
    "мээң паспортум: {s}": _mn_passport,
    "минии гадаад паспорт: {s}": _mn_passport,
    "менииң паспорт дугаарым: {s}": _ru_foreign,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Yandex ID — one-time reserve codes\n{codes}", "spare sign-in codes for the school's Google Workspace {codes}",
            "Saga Furs buyer portal recovery codes: {codes}", "резервные коды VK ID:\n{codes}",
            "нөөц кодууд (Microsoft бүртгэл): {codes}", "varakoodit, Sannan Microsoft-tili: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Tundraline:aytal@tundraline.coop?secret={s}&issuer=Tundraline&period=30",
              "Aegis, manual entry for the Capitron Bank login: {s}",
              "2FAS setup key for the SberCloud console: {s}",
              "ключ для Google Authenticator (склад): {s}"]  # fmt: skip
_CODES = ["{c} is your Tundraline sign-in code", "Почта Якутии: ваш одноразовый код {c}, его спрашивают только мошенники",
          "【支付宝】您的校验码是{c}，转账请核实对方身份", "[Web발신] 카카오페이 인증번호는 {c} 입니다",
          "Таны баталгаажуулах код: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n", " | "][index % 5] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Tundraline-Vet", "TL-Batagay-Camp", "Tiksi-Store-5G", "ZTE_MF283_5A2B", "Unitel_Khatgal",
          "Skytel-Murun-Ger", "Rostelecom_Essey", "Taksimo-Depot", "IIAB-School-Sled",
          "Gonets-Andryushkino", "TL-Slaughter-Line", "Amguema-Brigade5", "Kuanda-Trekol",
          "Provideniya-Vet"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\nPassword: {pw}",
    "depot network {s}, password {pw}",
    "wifi in the Khatgal ger: {s} / {pw}",
    "wpa_passphrase {s} {pw} >> /boot/wpa_supplicant.conf",
    "the key on the sticker under the ZTE box: {pw}",
    "Tiksi store wifi {s}, pass {pw}",
    "{s} сүлжээний нууц үг: {pw}",
    "{s} 无线密码是 {pw}",
    "{s} 와이파이 암호는 {pw}",
    "langattoman verkon {s} salasana: {pw}",
    "{s} ваайпай пароля: {pw}",
    "вайфай {s} пароль мин: {pw}",
    "{s} вайфайның паролу: {pw}",
    "RAK gateway uplink wifi — ssid {s}, key {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sp_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sk-", (HEX, 24)), _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["reading it out letter by letter over the sat phone: {t}", "[dictated on the HF sked] {t}",
          "(gaps so the notification preview won't show it) {t}", "читаю по буквам, записывай: {t}",
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


_LOCKS = ["замок на складе пантов: {pw}", "агуулахын цоожны код: {pw}", "varaston riippulukon koodi: {pw}",
          "창고 자물쇠 비밀번호 {pw}", "lockbox on the Tiksi store door: {pw}", "the Trekol garage keypad takes {pw} then #",
          "padlock on the Buran shed at Taksimo: {pw}", "ампаар күлүүһүн кода: {pw}",
          "ивилер кажаазының цоожу коду: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["yaranga", "argish", "kamus", "torbasa", "sokzhoi", "alaas", "urasa", "khoton",
                 "nart", "maut", "chorun", "kerchekh", "permafrost", "polynya", "taiga", "larch"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the vets' database: {p}": " ",
            "Enpass master passphrase (vets' vault): {p}": "-",
            "Proton Pass phrase for the depot account: {p}": " ",
            "Buttercup vault phrase: {p}": ".",
            "кодовая фраза от хранилища паролей: {p}": " ",
            "нууц үгийн сангийн нууц хэллэг: {p}": "_",
            "salalause, varaston KeePass: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request 'census upload', header Authorization: Basic {v}": True,
    "lighttpd proxy: setenv.add-request-header = (\"Authorization\" => \"Basic {v}\")": True,
    "Insomnia export, request 'fuel': Authorization: Bearer {v}": False,
    "HTTPie session file: \"Authorization\": \"Basic {v}\"": True,
    "Thunder Client, the Gismeteo call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/leafnode/config:\nexpire = 20\nserver = news.tundraline.coop\nusername = {u}\npassword = {pw}",
    "~/.shelldap.rc:\nserver: ldap://ldap.tundraline.lan\nbinddn: cn=admin,dc=tundraline,dc=lan\nbindpass: {pw}\nbasedn: dc=tundraline,dc=lan",
    "imap-backup config.json:\n{{\"accounts\": [{{\"username\": \"{u}@tundraline.coop\", \"password\": \"{pw}\", \"server\": \"imap.tundraline.coop\"}}]}}",
    "/etc/lighttpd/lighttpd.user (plain):\n{u}:{pw}",
    "rtsp-simple-server.yml:\npaths:\n  pen-cam:\n    source: rtsp://10.14.0.31:554/ch1\n    readUser: viewer\n    readPass: {pw}",
    "NocoDB .env:\nNC_DB=\"pg://pg.tundraline.lan:5432?u=nocodb&p={pw}&d=herds\"",
    "Ghost config.production.json:\n{{\"database\": {{\"client\": \"mysql\", \"connection\": {{\"host\": \"10.14.0.3\", \"user\": \"ghost\", \"password\": \"{pw}\", \"database\": \"school_blog\"}}}}}}",
    "~/.purple/accounts.xml:\n<account>\n  <protocol>prpl-jabber</protocol>\n  <name>{u}@xmpp.tundraline.coop/laptop</name>\n  <password>{pw}</password>\n</account>",
    "~/.mcabber/mcabberrc:\nset jid = {u}@xmpp.tundraline.coop\nset password = {pw}\nset server = xmpp.tundraline.coop",
    "/etc/cntlm.conf:\nUsername {u}\nDomain TUNDRA\nPassword {pw}\nProxy 10.14.0.2:3128",
    "/etc/snmp/snmpd.conf on the Gilat shelf:\nrocommunity {pw} 10.14.0.0/24\nsyslocation Tiksi container 2",
    "router config, Tynda depot:\ninterface GigabitEthernet0/1\n ip ospf authentication message-digest\n ip ospf authentication-key {pw}",
    "docker-compose.yml (school Moodle):\n  moodle:\n    environment:\n      - MOODLE_DATABASE_USER=moodle\n      - MOODLE_DATABASE_PASSWORD={pw}",
    "宝塔面板 bt default 输出：\n外网面板地址: https://10.14.0.60:8888/tl2031\nusername: {u}\npassword: {pw}",
    "settings.py (herdbook):\nDATABASES = {{\"default\": {{\"ENGINE\": \"django.db.backends.postgresql\", \"NAME\": \"herdbook\", \"USER\": \"{u}\", \"PASSWORD\": \"{pw}\"}}}}",
    "appsettings.json (fuel app):\n\"ConnectionStrings\": {{ \"Fuel\": \"Server=10.14.0.40;Database=Fuel;User Id={u};Password={pw};\" }}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw, u=_USERS), "pw")


_CHATS = [
    "Aytal: wifi password in the Batagay camp?\nSargylana: {pw}",
    "[05:40] uyban: root pw for the Tiksi scale box?\n[05:41] kyunney: {pw}",
    "Juha: {pw} is the new Harvest Right password",
    "Ganbat: use {pw}, that's what the DeepSea has now",
    "Нюргун: новый пароль — {pw}",
    "Отгонбаяр: шинэ нууц үг {pw}",
    "Спиридон: һаҥа паролым {pw}",
    "Иннокентий: мин пароль ээр {pw}",
    "Людмила: ваӈа паролеӄа {pw}",
    "Lei: 新密码是 {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u034fword: {pw}", "passw\u200cord = {pw}", "п\u0061роль → {pw}", "p\u03b1ssword: {pw}",
    "𝐏𝐀𝐒𝐒𝐖𝐎𝐑𝐃 {pw}", "pa\u200bss\u200bword - {pw}", "пар\u200bоль: {pw}", "ｐａｓｓ ｗｏｒｄ：{pw}",
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
    "the SonoScape admin password is": "{s}", "Frontmatec HMI password:": "{s} (since the March service visit)",
    "пароль от ноутбука ветбригады": "{s}", "DeepSea WebNet password": "{s}\nchange it after the slaughter season",
    "нууц үг минии": "{s}", "паролым:": "{s}", "мээң паролум": "{s}", "salasana:": "{s}",
    "the password Spiridon read out over the HF was": "{s}, I think", "мэт пароль": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Vetmanager REST API key", "{s}", _j((HEX, 32))),
    ("split_token", "Storepay token:", "{s} (merchant 7731)", _j("sp_live_", (ALNUM, 32))),
    ("split_token", "Maventa API key", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Tonkeeper recovery words", "{s}", _english_seed),
    ("split_card", "карта для закупок", "{s} до 08/35", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "OM"))),
    ("split_backup", "VK ID spare codes", "{s}\n48213907\n77310254", lambda g: _backup_list(g, 1, 0)[0]),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "охотничий билет", "{s}", _ru_hunting),
    ("split_phrase", "Proton Pass phrase (depot)", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"sonoscape": {"url": "https://us-e2v.tundraline.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"паролым": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "uyban", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "line-1"}, {"name": "line-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["arangoexport", "--server.username", "census", "--server.password", "{s}", "--collection", "herds"]}': ("meta_password", _plain_pw),
    '{"note": "ноутбук паролым {s}"}': ("meta_password", _plain_pw),
    '{"нууц_үг": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign into the DeepSea controller as engineer with the password {s}"}': ("meta_password", _plain_pw),
    '{"vetmanager": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"prodamusSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"aligo_key": "{s}"}': ("meta_token", _j((LOWER_DIGITS, 32))),
    '{"request": {"headers": {"X-Auth": "Bearer {s}"}}}': ("meta_token", _j((ALNUM, 44))),
    '{"purchase": {"buran_parts_card": "{s}", "valid_thru": "11/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"antler_buyer": {"bank": {"iban": "{s}"}}}': ("meta_iban", lambda g: _iban(g, "AE")),
    '{"herder": {"hunting_licence": "{s}"}}': ("meta_id", _ru_hunting),
    '{"vk_id": {"2fa": {"spare_codes": ["{s}", "31907725", "66018234"]}}}': ("meta_otp", lambda g: _backup_list(g, 1, 0)[0]),
    '{"antler_fund_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"collar_rc0412": {"lorawan": {"appkey": "{s}"}}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"buran_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "TL-Batagay-Camp", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"gpxpy-1.6.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"dse7320-firmware-11.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tundraline/herdbook:3.4").hexdigest()
_COMMIT = hashlib.sha1(b"census: add calves column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"antlers: revert grading bands", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"census_2031-04-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"herdbook-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the DeepSea controller password before the service engineer comes on 2031-06-14.",
    "Kyunney asked for the Batagay camp wifi password; it's on the card in the vet box.",
    "Policy: co-op passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the brigade Telegram; send a vault link instead.",
    "The `.env.example` line `VETMANAGER_REST_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Frontmatec HMI asks for a new password after every firmware update.",
    "Replace <YOUR_GISMETEO_TOKEN> in the README with the token from your Gismeteo account.",
    "STOREPAY_MERCHANT_TOKEN and DELLIN_APPKEY must be set before the nightly order sync runs.",
    "Мин паролым киһиэкэ да кэпсээмэ.",
    "Мин пароль ӈи-дэ экэл гөнэ.",
    "Мэт пароль тэт-кэ эл-мон.",
    "Мээң паролумну кижиге чугаалава.",
    "Минии нууц үгийг хүнд бүү хэл даа.",
    "Менииң парольду кижиге айтпа.",
    "Ваӈа паролеӄа эльпеӈун ачиӄ, игамсиӄанаӷхалек.",
    "Мини пароль, сини пароль — эм ундэ.",
    "Пароли от ноутбуков ветбригады не диктуем по спутниковому телефону.",
    "Хиймэл дагуулын утсаар нууц үгээ битгий уншаарай.",
    "Älä lue salasanaa ääneen satelliittipuhelimeen.",
    "不要在卫星电话里念密码。",
    "위성전화로 비밀번호를 불러 주지 마세요.",
    "Upgraded the DeepSea firmware from 10.4 to 11.2 and gpxpy to 1.6.2 last weekend.",
    f"commit {_COMMIT} adds the calves column to the census export.",
    f"Rolled back to {_SHORT} after the grading bands broke the antler price list.",
    f"requirements.txt: gpxpy==1.6.2 --hash=sha256:{_WHEEL_SUM}",
    f"The DSE7320 firmware 11.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of herdbook-export-2031.parquet: {_SHA512}",
    f"The herdbook container runs ghcr.io/tundraline/herdbook@sha256:{_IMAGE}.",
    f"MD5 of census_2031-04-02.csv is {_MD5}, same as the copy on the vet share.",
    "Request id 3f9a6c21-7d4e-4b80-a1c5-e27d90b34f16 is the slow one in the herdbook logs.",
    "Purchase order PO-2031-00392 for 18 crates of frozen velvet antler ships from Tynda on Monday.",
    "Redmine #1187: the Tantos NVR at Tiksi keeps rebooting in the cold.",
    "Call the Batagay vet station on +7 411 652 14 08 before noon, Yakutsk time.",
    "The Trekol with plate Т 482 КМ 14 is booked for the Saskylakh run on 2031-03-09.",
    "Train seat booking BAM-2031-1147: Tynda to Severobaikalsk, coupé 7, berths 25 and 26.",
    "ISBN 978-5-02-038217-6 is the reindeer diseases handbook on the vet shelf.",
    "Brigade 4 counted 2 314 reindeer and 412 calves at the Olenyok corral; 37 need a second look.",
    "It was -52 °C at Batagay this morning; the Buran started on the third try.",
    "After five wrong passwords the DeepSea WebNet portal locks the account for 30 minutes.",
    "The Tiksi cold store holds 48 t of venison at -18 °C; room 2 is at -22 °C.",
    "The secret of good stroganina is slicing it while it is still frozen hard.",
    "Ask Spiridon for the Trekol garage keypad code, I don't have it.",
    "My card ending 4471 was declined at the Tynda hardware store.",
    "The antler buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the co-op's Yandex ID and keep them in the safe.",
    "Nobody from Tonkeeper will ever ask for the recovery words; hang up if they do.",
    "Keep `PRODAMUS_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the Buran shed freezes solid; warm it with your hands first.",
    "Gismeteo moved the token page under Profile › API in its spring release.",
    "The guest wifi 'Tundraline-Guest' at the trading post is open, no password needed.",
    "Lot VA-2031-TIK-0044: 14.2 kg of velvet antler, moisture 9.8 %, grade A.",
    "Im Schlachthaus klebt niemand sein Passwort an den Monitor.",
    "Au comptoir de Tiksi, personne ne note son mot de passe dans le carnet des ventes.",
    "衛星電話でパスワードを読み上げないでください。",
    "Құпия сөз кемінде он төрт таңбадан тұруы керек.",
    "Паролі від складських ноутбуків не записуємо в зошит з накладними.",
    "W skupie poroży nikt nie podaje hasła przez radio.",
    "Ingen i reinslakteriet deler passordet sitt over satellittelefonen.",
    "En el puesto de Tynda nadie dicta su contraseña por el teléfono satelital.",
    "Şifre en az on dört karakter olmalı.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/deepsea", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "gpxpy", "version": "1.6.2"}}',
    '{"ticket": "1187", "purchase_order": "PO-2031-00392"}',
    '{"lot": {"id": "VA-2031-TIK-0044", "weight_kg": 14.2, "moisture_pct": 9.8}}',
    '{"phone": "+7 411 652 14 08", "station": "Batagay"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "reindeer_counted": 2314}',
    '{"brigade": 4, "corral": "Olenyok", "calves": 412}',
    '{"booking": "BAM-2031-1147", "from": "Tynda", "to": "Severobaikalsk"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
