# ruff: noqa: RUF001, RUF002  (letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-sixty-sixth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-sixty-fifth's
docstring, the fifth to three-hundred-and-sixty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (367 to 369), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (366_418_093), password words (a steppe bird or
beast, a river and a number, `BerkutTobyl47!`; dot-joined dishes with a year,
`baursak.kuyrdak.2016`; leet `S41g4`; a name, a year and a town; a generator's dashed groups of
six; a mine, an ore and a number joined by underscores; random runs).

The fictional company is ТОО «Сарыкөл Руда Сервис» (Sarykol Ruda Service LLP), a mining IT and
automation contractor with its office in Kostanay, a workshop at the Rudny pits, a crew at the
Lisakovsk concentrator and a depot in Arkalyk; its Kazakh staff (Yerzhan, Aigerim, Dauren,
Gulnar, Askhat, Madina, Nurlan, Zhanar), Russian-speaking staff (Sergei, Natalya, Vitaly, Olga),
relatives in Kharkiv (Iryna, Mykola, Halyna, Dmytro), relatives in Kazan (Ramil, Gulshat, Ildar,
Alsu) and the crew of a Turkish mining contractor, Kızılkaya Maden İnşaat (Mehmet, Emre, Serkan,
Burak, Ayşe). Every company, person, address, domain (`sarykol.lan`, `sarykol-ruda.example`),
account and number is invented; only the region is real. Texts: chats, tickets, notes, runbooks,
shell prompts, config and env files, voice-note transcripts and requests to the assistant;
separators: a colon, `=`, `—`, `→`, `/`, `|`, a table's cells, `boldy`, `olarak`, `ось`,
`mynau`, a new line, a question then an answer, and none.

Grep counts (heldouts 5 to 365 naming each, grep -l): none for Kostanay, Rudny, Lisakovsk,
Arkalyk, Sarykol, Sarbai, Qashar, Saiga, SSGPO, Tuzkol, `qupiia`, `яшерен`,
`ВКонтакте`, `Мегаком`, Jysan, Bereke, ShopTalk, redpanda, vnstat; one to three for Tobyl (1),
Berkut (1), Irbis (1), Chocofamily (1), Arbuz (1), ForteBank (1), Turkcell (1), PrivatBank (1),
Sense Bank (1), Tatneft (1), İletimerkezi (1), Chatra (1), zipcloak (1), `сыр сөз` (1), `гасло`
(3), Mobizon (2), SMS.ru (2), Dadata (2), Horoshop (2), Prom.ua (2), Akbank (2), Ak Bars (2),
Kumys (2), Jivo (2), Roistat (2), locust (2), `cluster-pwd` (2), `құпия код` (2), `qupiya` (2),
Freedom Pay (3), YooKassa (3), KeyCRM (3), TurboSMS (3), Checkbox (3), Ziraat (3), Garanti (3),
Omnidesk (3), Usedesk (3), HelpDeskEddy (3), r_keeper (3), w3m (3), newman (3), httpie (3),
`age -p` (3), `tek kullanımlık` (3), `коды восстановления` (3); more for orapki (4), tigervnc (4),
jmeter (4), MoySklad (4), Sberbank (4), Kaspi Pay (4), remmina (5), teamviewer (5), strongswan
(5), ngrok (5), hurl (5), kafkactl (5), pt-online-schema-change (5), CloudPayments (5), amoCRM
(5), sysbench (6), myloader (6), dbmate (6), flyway (6), liquibase (6), neomutt (6), Okdesk (6),
`parolası` (6), Halyk ePay (6), `parol do` (7), Kaiten (11), `паролі` (10), `пароле` (17); the
common tools (psql 86, curl -u 173, rclone 65) and messengers (Telegram 215, WhatsApp 208, Viber
140) are there for the frames. The ids are Turkey's T.C. Kimlik No and VKN (`tr.tckimlik` 14,
`tr.vkn` 13), Russia's INN and OGRN (`ru.inn` 29, `ru.ogrn` 21), Ukraine's EDRPOU and RNTRC
(`ua.edrpou` 12, `ua.rntrc` 16) and Belarus's UNP (`by.unp` 14), each drawn until its
python-stdnum module validates it; Kazakhstan's IIN/BIN have no python-stdnum module, so none
is used. The IBAN countries (Spain 27, Sweden 30, Cyprus,
Egypt, Guatemala, Iceland, Serbia, Saudi Arabia 31) were the least found by a rough count of their
quoted codes over heldouts 5 to 365; Kazakhstan (40) is not used.

About half of the secret samples are not in English: Kazakh as texted in Cyrillic (`құпия сөзі`,
`паролі`, `растау коды`, `қалпына келтіру кодтары`, `API кілті`) and in Latin (`qupiia sozi`,
`paroli`, `kartamnyn nomeri`, `API kilti`), Russian as texted (`пароль от вайфая`, `парль`,
`pass ot 1C`, `Код подтверждения`), the Ukrainian of relatives in Kharkiv in Cyrillic (`гасло до`,
`пароль до пошти`, `резервні коди`) and translit (`haslo do`, `parol do poshty`, `kod
pidtverdzhennya`), the Tatar of relatives in Kazan (`серсүзе`, `пароле`, `яшерен сүз`,
`sersüze`) and the Turkish of the contractor (`şifresi`, `parolası`, `doğrulama kodu`,
`yedek kodlar`, `API anahtarı`). Kazakh Cyrillic, Russian, Ukrainian in Cyrillic and Turkish are
ordinary usage; the author's guesses, checked by no speaker, are the Kazakh Latin spellings, the
Tatar sentences (`яшерен сүз`, `серсүзе`, `sersüze`), the Ukrainian and Russian
transliterations and the chat flavour of all of them.

Vendors: invented ones (TobylPay `tbp_live_`, SarykolSMS `ssms_`, Qostanai Cloud `qcl-`,
RudaTrack `rdt_`, Arkalyk Telemetry `atm.`; shapes guessed), regional ones with guessed shapes
(Kaspi Pay, Halyk ePay, Freedom Pay, CloudPayments, Mobizon, Chocofamily, Arbuz, ForteBank,
SMS.ru, Dadata, YooKassa, MoySklad, amoCRM, Roistat, Kaiten, Omnidesk, Usedesk, Okdesk, Horoshop,
KeyCRM, TurboSMS, Checkbox, Prom.ua, İletimerkezi, Turkcell, Akbank, Ziraat, Garanti) and
published shapes (GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face,
npm, SendGrid, Telegram, Shopify, DigitalOcean, Grafana, Doppler, Tailscale, Figma); the JWTs are
well-formed. Cards pass Luhn (`stdnum.luhn`; Visa, Mastercard, UnionPay, Troy and Mir prefixes);
IBANs are checked with `stdnum.iban`; seed phrases come from mnemonic's English, Russian,
Turkish, Czech and Korean lists, drawn until `Mnemonic(lang).check` accepts them as typed (NFC;
a Russian or Turkish word with a composed letter can fail that check, so those are redrawn).
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and
10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
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
from stdnum.by import unp as by_unp
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.tr import tckimlik as tr_tckimlik
from stdnum.tr import vkn as tr_vkn
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 366_418_093
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


_STEPPE = ["Berkut", "Saiga", "Irbis", "Tulpar", "Karakal", "Kulan", "Bürkit", "Sunkar",
           "Korsak", "Tarlan", "Dala", "Zhusan", "Kiik", "Buran"]  # fmt: skip
_RIVERS = ["Tobyl", "Ayat", "Ubagan", "Torgai", "Sarykol", "Kushmurun", "Tuzkol", "Kachar",
           "Sarbai", "Sokolov", "Zhitikara", "Lisakov"]  # fmt: skip
_DISHES = ["baursak", "kuyrdak", "kazy", "shubat", "kumys", "beshbarmak", "chak-chak", "irimshik",
           "kurt", "zhent", "echpochmak", "borsch", "menemen", "lahmacun"]  # fmt: skip
_TOWNS = ["Kostanay", "Rudny", "Lisakovsk", "Arkalyk", "Zatobolsk", "Tobyl", "Kachar", "Kharkiv",
          "Kazan", "Trabzon", "Saltivka", "Naberezhnye"]  # fmt: skip
_NAMES = ["Yerzhan", "Aigerim", "Dauren", "Gulnar", "Askhat", "Madina", "Nurlan", "Zhanar",
          "Sergei", "Natalya", "Vitaly", "Olga", "Iryna", "Mykola", "Halyna", "Dmytro", "Ramil",
          "Gulshat", "Ildar", "Alsu", "Mehmet", "Emre", "Serkan", "Burak", "Ayse"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["S41g4", "B3rkut", "1rb1s", "Tu1p4r", "K4z4kh", "Ruda", "T0byl", "K0st4n4y", "M3hm3t"]


def _ore(g: random.Random) -> str:
    """A mine, an ore and a number, joined by underscores, as the pit crews pick them."""
    ore = g.choice(["magnetit", "zhelezo", "boksit", "ruda", "koncentrat", "okatysh"])
    return f"{g.choice(_RIVERS).lower()}_{ore}_{g.randrange(10, 1000)}"


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_STEPPE)}{g.choice(_RIVERS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + "." + str(g.randrange(1995, 2031)),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2012)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _ore,
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"Karier{g.randrange(1, 9)}{g.choice(_STEPPE)}{g.choice(_SYMBOLS)}"
    + str(g.randrange(10, 99)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram, chat 'SRS Rudny pit 2': the Wenco terminal admin password is {pw}",
    "Bitrix24 task 4471: the Modular Mining dispatch console password {pw} expired again",
    "Kaiten card 'Lisakovsk concentrator': Outotec Courier analyser web password {pw}",
    "Omnidesk ticket 2093: the Metso VisioRock camera password is {pw}",
    "Usedesk ticket #880 from Arkalyk: the weighbridge PC password is {pw}",
    "Okdesk request 1572: the Schenck belt scale controller password {pw}, please reset",
    "note: Sandvik AutoMine admin password for the Sarbai pit is {pw}",
    "the ABB AC800M engineering station password is {pw}",
    "Runbook: conveyor C-4 restart\n1. open the Siemens WinCC client\n2. log in as operator\n"
    "3. password {pw}\n4. acknowledge the belt-slip alarm",
    "Incident 2031-11-04: the Rudny crusher HMI was reachable from the guest wifi with"
    " password {pw}",
    "README (pit server rack)\nthe Grafana at https://grafana.sarykol.lan, admin password `{pw}`.",
    "Hi Dauren,\n\nthe root password for the Kostanay 1C server is {pw}. Please delete this mail"
    " once it's in the vault.\n\nAigerim",
    "dictated: the Caterpillar MineStar portal password is {pw} full stop",
    "please remember my Kaspi password, it's {pw}",
    "after the reset the Komatsu FrontRunner console password became {pw}",
    "Jivo chat, installer: Hikvision DS-7616 NVR password {pw}",
    "Chatra widget, from the integrator: Mikrotik CCR at the Arkalyk depot, password {pw}",
    "Менің поштамның құпия сөзі — {pw}",
    "роутердің паролі: {pw}",
    "Ержан: жаңа сервердің құпия сөзі {pw}, ешкімге айтпа",
    "1С базасының паролі {pw} болды",
    "menin poshtamnyn qupiia sozi {pw}",
    "routerdin paroli: {pw}",
    "Aigerim: jana serverdin paroli {pw}, eshkimge aitpa",
    "1C bazasynyn paroli {pw} boldy",
    "парль от вайфая в цеху {pw}",
    "Серёга, пароль от 1С на складе: {pw}",
    "Наташа: новый пароль на сервак {pw}, никому не говори",
    "pass ot 1C v Rudnom {pw}",
    "parol ot pochty {pw} esli chto",
    "Vitaly: parol na dispetcherskuyu {pw}",
    "гасло до пошти: {pw}",
    "Ірина: гасло до роутера вдома — {pw}",
    "Микола: новий пароль до сервера ось {pw}, нікому не кажи",
    "haslo do poshty {pw}",
    "Dmytro: parol do routera {pw}",
    "Halyna: novyi parol do kabinetu {pw}",
    "Почтамның серсүзе — {pw}",
    "роутерның пароле: {pw}",
    "Рамил: яңа серверның серсүзе {pw}, беркемгә дә әйтмә",
    "Гөлшат: яшерен сүз {pw}",
    "pochtamnyn parole {pw}",
    "Ildar: yana serverneŋ sersüze {pw}",
    "E-posta şifresi: {pw}",
    "Mehmet: şantiye bilgisayarının şifresi {pw}",
    "Emre: yeni sunucu parolası {pw}, kimseye söyleme",
    "kamyon takip paneli şifresi {pw} olarak değişti",
    "Burak: kantar PC parolası {pw}",
    "Ayşe abla, muhasebe programının şifresi {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["yerzhan.k", "aigerim", "dauren", "gulnar.s", "askhat", "madina.t", "nurlan", "zhanar",
          "sergei.p", "natalya", "vitaly", "olga.m", "iryna", "mykola", "halyna", "dmytro.k",
          "ramil", "gulshat", "ildar", "alsu.g", "mehmet", "emre.k", "serkan", "burak", "ayse",
          "svc-1c", "scada-ro", "pit-ops"]  # fmt: skip
_LOGINS = [
    "Kaiten › Rudny › Dispatch › Wenco: {u} — {pw}",
    "Okdesk #1580: {u} locked out of the Outotec panel, last password {pw}",
    "usr {u} pwd {pw}",
    "| system | login | password |\n|---|---|---|\n| 1C:ERP Kostanay | {u} | {pw} |",
    "sign into the MineStar portal as {u} with {pw}",
    "wenco login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: crusher-hmi-2\n  user: {u}\n  password: {pw}",
    "Telegram: account {u}, password {pw}",
    "Nurlan says the Sandvik account is {u} and the password is {pw}",
    "host,login,password\nweighbridge-arkalyk,{u},{pw}",
    "ssh {u}@pit-srv.sarykol.lan (password {pw})",
    "логин {u}, құпия сөз {pw}",
    "login {u}, qupiia soz {pw}",
    "логин {u} пароль {pw}",
    "login {u} parol {pw}",
    "логін {u}, гасло {pw}",
    "login {u}, haslo {pw}",
    "кулланучы {u}, серсүз {pw}",
    "kullanıcı adı {u}, şifre {pw}",
    "kullanıcı {u} / parola {pw}",
    "Benutzer {u}, Kennwort {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["berkut", "saiga", "tulpar", "baursak", "kuyrdak", "shubat", "irbis", "korsak",
               "tobyl", "ubagan", "echpochmak", "chakchak", "menemen", "simit",
               "varenyk"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "for the 1C server it's {w} and {d} at the end",
    "voice memo: the workshop wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "құпия сөз — {w} деген сөз, артынан {d}",
    "parol — slovo {w}, potom {d}",
    "пароль — слово {w}, потом цифры {d}",
    "гасло — слово {w}, а далі {d}",
    "серсүз — {w} сүзе, аннары {d}",
    "şifre {w} kelimesi, sonra {d}",
    "qupiia soz — {w} degen soz, sosyn {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "rac infobase --cluster=3f1c --cluster-user=admin --cluster-pwd={pw} summary list",
    "orapki wallet create -wallet /u01/wallet -pwd {pw} -auto_login",
    "pt-online-schema-change --user={u} --password={pw} --alter 'ADD COLUMN fe_pct DECIMAL(5,2)'"
    " D=assay,t=samples --execute",
    "sysbench oltp_read_write --mysql-host=db2.sarykol.lan --mysql-user={u}"
    " --mysql-password={pw} run",
    "myloader -h db2.sarykol.lan -u {u} -p {pw} -d /backup/assay",
    "dbmate --url 'postgres://{u}:{pw}@pg.sarykol.lan:5432/dispatch' up",
    "flyway -url=jdbc:postgresql://pg.sarykol.lan/dispatch -user={u} -password={pw} migrate",
    "liquibase update --url=jdbc:postgresql://pg.sarykol.lan/fleet --username={u}"
    " --password={pw}",
    "w3m -auth {u}:{pw} http://crusher-hmi-2.sarykol.lan/status",
    "newman run dispatch.postman_collection.json --env-var user={u} --env-var password={pw}",
    "http -a {u}:{pw} GET https://wenco.sarykol.lan/api/trucks",
    "hurl --variable password={pw} --variable user={u} fleet.hurl",
    "kafkactl --brokers kafka.sarykol.lan:9092 --sasl-username {u} --sasl-password {pw}"
    " get topics",
    "jmeter -n -t pit.jmx -Juser={u} -Jpassword={pw}",
    "locust -f ore_api.py --host https://ore.sarykol.lan -- --password {pw}",
    "vncpasswd -f <<< '{pw}' > ~/.vnc/passwd",
    "remmina -c rdp://{u}:{pw}@10.20.4.17",
    "teamviewer passwd {pw}",
    "zipcloak -P {pw} assay_2031.zip",
    "age -p -o shifts.age shifts.csv  # passphrase {pw}",
    "mysql -h db2.sarykol.lan -u {u} -p{pw} assay",
    "psql 'host=pg.sarykol.lan user={u} password={pw} dbname=dispatch'",
    "curl -u {u}:{pw} https://nexus.sarykol.lan/service/rest/v1/assets",
    "rclone config create s3kst s3 provider=Minio access_key_id={u} secret_access_key={pw}",
    "sshpass -p '{pw}' ssh {u}@crusher-hmi-2.sarykol.lan",
    "redis-cli -h redis.sarykol.lan -a '{pw}' info",
    "xfreerdp /v:10.20.4.18 /u:{u} /p:{pw}",
    "smbclient //fs.sarykol.lan/otk -U {u}%{pw}",
    "\"C:\\Program Files\\1cv8\\bin\\1cv8.exe\" DESIGNER /S srv1c\\zup /N {u} /P {pw}",
    "ipmitool -I lanplus -H 10.20.0.9 -U {u} -P {pw} chassis power status",
    "strongswan: ipsec.secrets\n: PSK \"{pw}\"  # {u}",
    "ngrok config add-authtoken {pw}",
    "neomutt -e 'set imap_user={u}; set imap_pass={pw}' -f imaps://mail.sarykol.lan",
    "mosquitto_pub -h mqtt.sarykol.lan -u {u} -P {pw} -t pit/c4/belt -m stop",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "yerzhan@pit-srv:~$ {c}", "PS C:\\1c> {c}", "[root@arkalyk-depot ~]# {c}",
    "Windows Terminal, Kostanay office: {c}", "tmux on the Lisakovsk jump host: {c}",
    "мына команданы жібердім: {c}", "вот команда: {c}", "ось команда, яку я запускав: {c}",
    "bu komutu çalıştırdım: {c}", "min şushy komandany jibärdem: {c}",
    "Bitrix24 task 4502, step 3:\n{c}", "Telegram, Vitaly: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.sarykol.lan:5432/dispatch",
    "mysql+pymysql://{u}:{pw}@db2.sarykol.lan/assay",
    "mssql+pyodbc://{u}:{pw}@sql1c.sarykol.lan/zup?driver=ODBC+Driver+18",
    "redis://:{pw}@redis.sarykol.lan:6379/2",
    "amqp://{u}:{pw}@mq.sarykol.lan:5672/pit",
    "mongodb+srv://{u}:{pw}@fleet.sarykol-ruda.example/telemetry",
    "clickhouse://{u}:{pw}@ch.sarykol.lan:9000/sensors",
    "ftp://{u}:{pw}@ftp.sarykol.lan/otk/",
    "opc.tcp://{u}:{pw}@scada.sarykol.lan:4840",
    "Server=sql1c.sarykol.lan;Database=ZUP;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "DISPATCH_DB_URL={c}", "keep this connection string for me: {c}", "строка подключения: {c}",
    "қосылу жолы: {c}", "bağlantı dizesi: {c}", "Kaiten card 'DB': {c}", "рядок підключення {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("TobylPay", "TOBYLPAY_SECRET_KEY", _j("tbp_live_", (ALNUM, 32))),
    ("SarykolSMS", "SARYKOLSMS_TOKEN", _j("ssms_", (LOWER_DIGITS, 36))),
    ("Qostanai Cloud", "QCL_API_KEY", _j("qcl-", (HEX, 40))),
    ("RudaTrack", "RUDATRACK_API_KEY", _j("rdt_", (ALNUM, 30))),
    ("Arkalyk Telemetry", "ATM_ACCESS_TOKEN", _j("atm.", (URLSAFE, 44))),
    ("Kaspi Pay", "KASPI_PAY_TOKEN", _j((B64, 44), "=")),
    ("Halyk ePay", "HALYK_EPAY_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Freedom Pay", "FREEDOMPAY_SECRET_KEY", _j((ALNUM, 16))),
    ("CloudPayments", "CLOUDPAYMENTS_API_SECRET", _j((HEX, 32))),
    ("Mobizon", "MOBIZON_API_KEY", _j("kz", (HEX, 38))),
    ("Chocofamily", "CHOCO_PARTNER_SECRET", lambda g: v.uuid4(g, "8")),
    ("Arbuz", "ARBUZ_API_TOKEN", _j((URLSAFE, 48))),
    ("ForteBank", "FORTEBANK_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("SMS.ru", "SMSRU_API_ID", lambda g: v.uuid4(g, "9").upper()),
    ("Dadata", "DADATA_SECRET", _j((HEX, 40))),
    ("YooKassa", "YOOKASSA_SECRET_KEY", _j("live_", (URLSAFE, 44))),
    ("MoySklad", "MOYSKLAD_TOKEN", _j((HEX, 40))),
    ("amoCRM", "AMOCRM_LONG_TOKEN", lambda g: _jwt_of(
        g, {"typ": "JWT", "alg": "RS256", "jti": _r(g, HEX, 40)},
        {"aud": v.uuid4(g, "a"), "sub": str(g.randrange(10**7, 10**8)), "scopes": ["crm"]}, 342)),
    ("Roistat", "ROISTAT_API_KEY", _j((HEX, 32))),
    ("Kaiten", "KAITEN_API_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Omnidesk", "OMNIDESK_API_KEY", _j((LOWER_DIGITS, 24))),
    ("Usedesk", "USEDESK_API_TOKEN", _j((HEX, 40))),
    ("Okdesk", "OKDESK_API_TOKEN", _j((HEX, 32))),
    ("Horoshop", "HOROSHOP_TOKEN", _j((HEX, 32))),
    ("KeyCRM", "KEYCRM_API_KEY", _j((B64, 54))),
    ("TurboSMS", "TURBOSMS_TOKEN", _j((HEX, 40))),
    ("Checkbox", "CHECKBOX_LICENSE_KEY", _j((HEX, 24))),
    ("Prom.ua", "PROM_API_TOKEN", _j((HEX, 40))),
    ("İletimerkezi", "ILETIMERKEZI_SECRET", _j((HEX, 40))),
    ("Turkcell", "TURKCELL_API_SECRET", _j((ALNUM, 32))),
    ("Akbank", "AKBANK_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Ziraat", "ZIRAAT_VPOS_STORE_KEY", _j((UPPER_DIGITS, 20))),
    ("Garanti", "GARANTI_TERMINAL_PASS", _j((ALNUM, 24))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 56), "T3BlbkFJ", (URLSAFE, 56))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Google", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", _j("7", (D, 9), ":AA", (URLSAFE, 33))),
    ("Shopify", "SHOPIFY_ADMIN_TOKEN", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Grafana", "GRAFANA_SA_TOKEN", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
    ("Tailscale", "TS_AUTHKEY", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("Figma", "FIGMA_TOKEN", _j("figd_", (URLSAFE, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}\nAPP_ENV=prod",
    "docker-compose.override.yml:\n    environment:\n      - {env}={tok}",
    "k8s Secret (stringData):\n  {env}: \"{tok}\"",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "1С: Константы › Интеграции › {vendor} › ключ: {tok}",
    "Bitrix24 › Settings › Integrations › {vendor}: {tok}",
    "Okdesk #1611: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Telegram, Askhat: {vendor} token for the ore sync: {tok}",
    "{vendor} API кілті: {tok}",
    "{vendor} API kilti mynau: {tok}",
    "ключ API {vendor} для склада: {tok}",
    "klyuch API {vendor} — {tok}",
    "ключ API {vendor} для магазину: {tok}",
    "klyuch API {vendor} dlya mamy: {tok}",
    "{vendor} API ачкычы: {tok}",
    "{vendor} API anahtarı: {tok}",
    "{vendor} API anahtarımız {tok} olarak güncellendi",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    cp = _r(rng, HEX, 32)
    dadata = _r(rng, HEX, 40)
    moysklad = _r(rng, HEX, 40)
    turbosms = _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f"curl -u 'pk_{_r(rng, HEX, 28)}:{cp}'"
               " https://api.cloudpayments.ru/payments/find", cp),
        Sample("vendor_token", f'dadata = Dadata("{_r(rng, HEX, 40)}", "{dadata}")', dadata),
        Sample("vendor_token", f'headers = {{"Authorization": "Bearer {moysklad}",'
               ' "Accept-Encoding": "gzip"}', moysklad),
        Sample("vendor_token", f"$turbo = new TurboSmsClient('{turbosms}');", turbosms),
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


_BARE_PLACES = ["{t}", "Telegram: {t}", "it only shows it once, so here:\n{t}", "мынау токен: {t}",
                "вот токен {t}", "{t}\n^ new one, the old one is dead",
                "şu token: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)),
                _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the tailings piezometer P-12 (OTAA): {h}": 32,
    "HMAC secret for the TobylPay webhook: {h}": 64,
    "AES key of the Wenco truck radios: {h}": 32,
    "IPsec pre-shared key Kostanay–Arkalyk (hex): {h}": 64,
    "сақтық көшірменің шифрлау кілті: {h}": 64,
    "ключ шифрования бэкапа: {h}": 64,
    "ключ шифрування резервної копії: {h}": 48,
    "yedekleme şifreleme anahtarı: {h}": 64,
    "1C license server master key: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Okdesk #1630: token copied out of the browser's network tab {t}",
    "Cookie: lang=kk; srs_session={t}",
    "DISPATCH_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "мынау токен {t}",
    "токен от портала {t}",
    "Bearer token Emre yolladı: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@sarykol-ruda.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.sarykol.lan/realms/pit", "azp": "dispatch-web"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Rudny pit server, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/dispatch.sarykol.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "bank": "tobylpay"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_scada <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "серверлік жеке кілт:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "приватный ключ от гитлаба:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the Kazan cousin's backup drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAAB"
                                      "AAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
               "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Ledger backup, copying it off the card before I burn it: {p}": "english",
    "Trust Wallet recovery phrase\n{p}": "english",
    "voice memo: the Exodus recovery words are {p} and that's all": "english",
    "Kaiten card 'old mining-pool wallet (emptied)': {p}": "english",
    "әмиянның қалпына келтіру сөздері: {p}": "english",
    "сид-фраза от кошелька: {p}": "russian",
    "seed fraza ot Tonkeeper: {p}": "russian",
    "сід-фраза гаманця: {p}": "russian",
    "Emre'nin cüzdan kurtarma kelimeleri: {p}": "turkish",
    "BiP'ten gelen yedek kelimeler: {p}": "turkish",
    "obnovovací fráze peněženky od Ildarova kolegy: {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    words_n = 12 if lang == "turkish" else [24, 12, 12, 18][index % 4]
    size = {12: 16, 18: 24, 24: 32}[words_n]

    def make(g: random.Random) -> str:  # as typed (NFC)
        entropy = bytes(g.randrange(256) for _ in range(size))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    phrase = v.until(rng, make, _MNEMO[lang].check)  # a phrase the list's own check accepts
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's, Troy's), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    if brand == "troy":
        return _card_of(rng, ["979200", "979218", "979240"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Telegram, Gulnar: the company card for the Sandvik spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Okdesk #1645: pay the Komatsu service visit with card {c}",
    "менің картамның нөмірі: {c}, {mm}/{yy}",
    "kartamnyn nomeri {c}",
    "номер карты {c}, до {mm}/{yy}",
    "nomer kartky {c} do {mm}/{yy}",
    "номер картки: {c}",
    "картамның номеры: {c}",
    "kart numaram {c}, son kullanma {mm}/{yy}",
    "kart no: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "unionpay", "troy", "mir", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, security code {cvv}",
               "the three digits on the back are {cvv}",
               "картаның артындағы үш сан: {cvv}",
               "CVV с обратной стороны: {cvv}",
               "три цифри на звороті: {cvv}",
               "kartın arkasındaki güvenlik kodu {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "visa"), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries least found by a rough count over heldouts 5 to 365; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"ES": "n" * 20, "SE": "n" * 20, "CY": "n" * 8 + "c" * 16, "EG": "n" * 25,
                "GT": "c" * 24, "IS": "n" * 22, "RS": "n" * 18, "SA": "nn" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SRS-2031-077: please pay the conveyor idlers to {i} within 30 days",
    "save the Limassol supplier's IBAN: {i}",
    "IBAN: {i}\nReference: Rudny pit 2 pumps, November",
    "Telegram #treasury: the Valencia parts broker's new bank details, IBAN {i}",
    "менің IBAN-ым: {i}",
    "мой IBAN {i}, переводи туда",
    "мій IBAN: {i}",
    "IBAN'ım: {i}",
    "IBAN-ym mynau {i}",
    "Ramil's account in Uppsala, IBAN {i}",
    "minem IBAN: {i}",
    "Mehmet'in Riyad hesabının IBAN'ı {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _digits_until(n: int, valid: Callable[[str], bool], first: str = "123456789") -> Maker:
    """A maker of ``n``-digit numbers that ``valid`` (a python-stdnum module) accepts."""
    return lambda g: v.until(g, lambda h: h.choice(first) + _r(h, D, n - 1), valid)


_tckimlik = _digits_until(11, tr_tckimlik.is_valid)
_vkn = _digits_until(10, tr_vkn.is_valid)
_inn12 = _digits_until(12, ru_inn.is_valid, "1234567")
_inn10 = _digits_until(10, ru_inn.is_valid, "1234567")
_ogrn = _digits_until(13, ru_ogrn.is_valid, "15")
_edrpou = _digits_until(8, ua_edrpou.is_valid, "1234")
_rntrc = _digits_until(10, ua_rntrc.is_valid, "123")
_unp = _digits_until(9, by_unp.is_valid, "1234567")


_ID_PLACES: dict[str, Maker] = {
    "Mehmet'in T.C. kimlik numarası: {s}": _tckimlik,
    "TC kimlik no {s}, iş güvenliği formu için": _tckimlik,
    "Kızılkaya Maden'in vergi kimlik numarası (VKN): {s}": _vkn,
    "Turkish contractor's tax number for the invoice: {s}": _vkn,
    "ИНН Рамиля для налоговой: {s}": _inn12,
    "Ramil INN: {s}": _inn12,
    "ИНН казанского поставщика: {s}": _inn10,
    "ОГРН поставщика из Казани: {s}": _ogrn,
    "Алсуның ИНН-ы: {s}": _inn12,
    "ЄДРПОУ фірми Миколи: {s}": _edrpou,
    "kod EDRPOU firmy v Kharkovi: {s}": _edrpou,
    "РНОКПП мами: {s}": _rntrc,
    "Halyna's Ukrainian tax number (RNTRC): {s}": _rntrc,
    "УНП минского поставщика: {s}": _unp,
    "Belarusian UNP of the bearing dealer: {s}": _unp,
    "Dauren's Russian INN for the Magnitogorsk contract: {s}": _inn12,
    "менің Ресейдегі ИНН-ым: {s}": _inn12,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Kaspi Business 2FA recovery codes\n{codes}", "Google Workspace backup codes {codes}",
            "қалпына келтіру кодтары:\n{codes}", "коды восстановления от почты: {codes}",
            "резервні коди Gmail: {codes}", "yedek kodlar: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Sarykol:aigerim@sarykol-ruda.example?secret={s}&issuer=Sarykol",
              "2FA setup key for the TobylPay cabinet: {s}",
              "Authenticator manual key for Gitlab: {s}",
              "2FA құпия кілті: {s}"]  # fmt: skip
_CODES = ["{c} is your TobylPay verification code", "Kaspi.kz: растау коды {c}. Ешкімге айтпаңыз",
          "Код подтверждения: {c}. Никому не сообщайте", "kod pidtverdzhennya {c}",
          "Akbank doğrulama kodu: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 3) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["SRS-Office-5G", "Sarykol-Workshop", "Rudny-Pit2-Dispatch", "Lisakovsk-OF-Lab",
          "Arkalyk-Depot", "Kazakhtelecom_7F21", "Beeline_KST_4G", "TP-Link_Kazan_4A9C",
          "Kyivstar-Home", "TurkNet_Kizilkaya"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "workshop network {s}, password {pw}",
    "wifi in the dispatch room: {s} / {pw}",
    "{s} желісінің құпия сөзі: {pw}",
    "wifi {s} paroli {pw}",
    "пароль от вайфая {s}: {pw}",
    "гасло до wifi {s} — {pw}",
    "{s} вайфаеның серсүзе {pw}",
    "{s} kablosuz ağ şifresi: {pw}",
    "parol ot wifi {s} {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("rdt_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("tbp_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "әріптеп айтам: {t}", "по буквам: {t}", "harf harf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["қойманың есігінің коды: {pw}", "kod ot shlagbauma {pw}", "код домофона у мамы {pw}",
          "PIN-код картки: {pw}", "kapı şifresi {pw}", "the workshop door keypad takes {pw} then #",
          "padlock on the Arkalyk fuel tank: {pw}", "PIN картаның: {pw}",
          "подъезд коды {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["berkut", "saiga", "tulpar", "baursak", "tobyl", "ubagan", "karier", "okatysh",
                 "magnetit", "kulan", "zhusan", "buran", "korsak", "sarbai", "kachar",
                 "irbis"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "KeePassXC database passphrase: {p}": " ", "Enpass master passphrase: {p}": "-",
            "парольная фраза от бэкапа: {p}": " ", "құпия фраза: {p}": "_",
            "парольна фраза: {p}": ".", "parola cümlesi: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia export: Authorization: Bearer {v}": False,
    "1C HTTP-сервис, заголовок Authorization: Basic {v}": True,
    "curl -H 'authorization: bearer {v}' https://wenco.sarykol.lan/api/v2/shifts": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Grafana grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "zabbix_server.conf:\nDBHost=pg.sarykol.lan\nDBUser=zabbix\nDBPassword={pw}",
    "Ignition gateway.xml:\n<entry key=\"db.password\">{pw}</entry>",
    "Kepware opc-ua.ini:\nUser=kepserver\nPassword={pw}",
    "Node-RED settings.js:\nadminAuth: {{ users: [{{ username: \"admin\","
    " password: \"{pw}\" }}] }}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "mosquitto passwd source:\npit-sensors:{pw}",
    "1C conf/logcfg.xml sibling, default.vrd:\n<ws pointEnableCommon=\"true\" user=\"web\""
    " password=\"{pw}\"/>",
    ".env:\nAPP_ENV=production\nDB_HOST=pg.sarykol.lan\nDB_PASSWORD={pw}\nLOG_LEVEL=info",
    "docker-compose.yml:\n  environment:\n    POSTGRES_USER: dispatch\n    POSTGRES_PASSWORD: {pw}",
    "application.yml:\nspring:\n  datasource:\n    username: fleet\n    password: {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "nextcloud config.php:\n  'dbpassword' => '{pw}',",
    "rabbitmq.conf:\ndefault_user = pit\ndefault_pass = {pw}",
    "pgbouncer userlist.txt:\n\"dispatch\" \"{pw}\"",
    "netplan wifi:\n      access-points:\n        \"SRS-Office-5G\":\n          password: \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Zhanar: workshop wifi password?\nAskhat: {pw}",
    "[06:12] nurlan: root pw for the pit server?\n[06:13] sergei: {pw}",
    "Madina: {pw} is the new 1C admin password",
    "Ержан: жаңа пароль {pw}",
    "Наташа: новый пароль {pw}",
    "Ірина: нове гасло {pw}",
    "Гөлшат: яңа пароль {pw}",
    "Serkan: yeni şifre {pw}",
    "Dauren: jana parol {pw}",
    "Olga: parol {pw}, ne teryai",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\ufeffword = {pw}", "pass\u00adword → {pw}", "раsswоrd: {pw}",
    "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "ᴘᴀssᴡᴏʀᴅ = {pw}", "pass\u200bword: {pw}",
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
    "the 1C admin password is": "{s}", "Wenco service pw:": "{s} (since the radio swap)",
    "құпия сөзі": "{s}", "пароль от сервера": "{s}\nпоменяй после смены",
    "гасло до пошти": "{s}", "серсүзе": "{s}", "şifre:": "{s}", "paroli:": "{s}",
    "the password Nurlan read out over the radio was": "{s}, I think", "parol do routera": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "RudaTrack API key", "{s}", _j("rdt_", (ALNUM, 30))),
    ("split_token", "Dadata secret:", "{s} (address cleanup)", _j((HEX, 40))),
    ("split_token", "Kaiten token", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Trust Wallet words", "{s}", _english_seed),
    ("split_card", "номер карты", "{s} до 11/35", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IS"))),
    ("split_backup", "резервные коды", "{s}\nKXR204-7QM2D\nBTW881-H3VZ9",
     lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "T.C. kimlik no", "{s}", _tckimlik),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"wenco": {"url": "https://wenco.sarykol.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"құпия_сөз": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "nurlan", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"hmis": [{"name": "c4"}, {"name": "c5", "web_password": "{s}"}]}':
        ("meta_password", _plain_pw),
    '{"argv": ["myloader", "-h", "db2", "-u", "assay", "-p", "{s}", "-d", "/backup"]}':
        ("meta_password", _plain_pw),
    '{"note": "пароль от 1С {s}"}': ("meta_password", _plain_pw),
    '{"şifre": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Sandvik console as pitops with the password {s}"}':
        ("meta_password", _plain_pw),
    '{"rudatrack": {"api_key": "{s}"}}': ("meta_token", _j("rdt_", (ALNUM, 30))),
    '{"usedeskToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"mobizon_key": "{s}"}': ("meta_token", _j("kz", (HEX, 38))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}':
        ("meta_card", lambda g: v.grouped(_card(g, "troy"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "RS")),
    '{"contractor": {"vkn": "{s}"}}': ("meta_id", _vkn),
    '{"mfa": {"recovery_codes": ["{s}", "KXR204-7QM2D", "BTW881-H3VZ9"]}}':
        ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"pool_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_tank": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Sarykol-Workshop", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"asyncua-1.1.5-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"wenco-radio-fw-4.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.sarykol.lan/dispatch-api:3.7").hexdigest()
_COMMIT = hashlib.sha1(b"dispatch: add Fe% to shift report", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"1c-bridge: revert BIN mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"assay_2031-11-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"tailings-survey-2031.las").hexdigest()

CLEAN = [
    "Remind me to change the Wenco terminal password before the audit on 2031-12-08.",
    "Zhanar asked for the workshop wifi password; it's on the card in Askhat's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Telegram; share a vault link instead.",
    "The `.env.example` line `RUDATRACK_API_KEY=replace-me` is a placeholder.",
    "The 1C server asks for a new admin password after every platform update.",
    "Replace <YOUR_TOBYLPAY_KEY> in the README with the key from the TobylPay cabinet.",
    "MOBIZON_API_KEY and DADATA_SECRET must be set before the nightly sync runs.",
    "Құпия сөзіңді ешкімге айтпа.",
    "Qupiia sozindi eshkimge aitpa.",
    "Никому не говори свой пароль.",
    "Nikomu ne govori svoi parol.",
    "Нікому не кажи своє гасло.",
    "Серсүзеңне беркемгә дә әйтмә.",
    "Şifreni kimseyle paylaşma.",
    "Пароль должен быть не короче четырнадцати символов.",
    "Құпия сөз кемінде он төрт таңбадан тұруы керек.",
    "Şifre en az on dört karakter olmalı.",
    "Гасло має містити щонайменше чотирнадцять символів.",
    "Upgraded the 1C platform from 8.3.23 to 8.3.25 and asyncua to 1.1.5 over the weekend.",
    f"commit {_COMMIT} adds the Fe% column to the shift report.",
    f"Rolled back to {_SHORT} after the BIN mapping broke the 1C export.",
    f"requirements.txt: asyncua==1.1.5 --hash=sha256:{_WHEEL_SUM}",
    f"The Wenco radio firmware 4.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of tailings-survey-2031.las: {_SHA512}",
    f"The dispatch API container runs registry.sarykol.lan/dispatch-api@sha256:{_IMAGE}.",
    f"MD5 of assay_2031-11-02.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 5c2e81a4-9d3b-4e07-a6f2-8b1c3d7e0f94 is the slow one in the dispatch logs.",
    "Purchase order ПЗ-2031-00731 for 120 conveyor idlers ships from Kostanay on Thursday.",
    "Okdesk #1572: the Lisakovsk flotation cell 3 level sensor keeps drifting at night.",
    "Call the Rudny workshop on +7 714 312 45 60 before noon.",
    "Wagon 58274316 with the pellets left Rudny at 04:20 for Magnitogorsk.",
    "Invoice СФ-2031/0412 for 3 480 000 тг is due on 2031-12-15.",
    "Pit 2 bench 14 is at -185 m; the haul road grade is 8 %.",
    "The Fe content of the concentrate was 65.8 %, moisture 9.1 %.",
    "After five wrong passwords the 1C server locks the account for 20 minutes.",
    "The secret of good baursak is warm milk and a hot kazan.",
    "Ask Askhat for the workshop keypad code, I don't have it.",
    "My card ending 4417 was declined at the Arkalyk hardware store.",
    "The Valencia broker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Kaspi Business account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TOBYLPAY_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the fuel tank rusts in the spring thaw; oil it every month.",
    "Kaiten moved the API token page under Profile › API in its March release.",
    "ISBN 978-5-17-118366-1 is the mining handbook on the lab shelf.",
    "The guest wifi 'SRS-Guest' is open, no password needed.",
    "Shift 2 hauled 18 400 t of ore; truck 214 was down for 3 h 20 min.",
    "Мама, пароль от вайфая написан на роутере снизу, посмотри сама.",
    "Ramil's flight from Kazan lands in Kostanay at 23:40, flight KC 7821.",
    "Mehmet Bey, toplantı saat 14:30'da, Rudny ofisinde.",
    "Ваш код в очереди: 47. Ожидайте вызова к окну 3.",
    "Kaspi QR: 12 500 тг за баурсаки и чай, спасибо!",
    "Room 214 at the Tobyl hotel, check-in after 14:00.",
    "The 1C build number is 8.3.25.1374; the config version is 3.1.29.112.",
    "Dispatch ticket 7712: truck 221 tyre pressure 7.2 bar, replaced at 11:05.",
    "Order #KST-58213 from Arbuz: 2 kg of apples, 1 kumys, delivered at 18:10.",
    "Version 4.2.0 of the Wenco client needs .NET 8; the password dialog looks new.",
    "The word 'password' in Kazakh is 'құпия сөз' and in Tatar 'серсүз'.",
    "Tracking number KZ482911736KZ for the parcel to Kharkiv.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-11-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/srs/wenco", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "asyncua", "version": "1.1.5"}}',
    '{"ticket": "1572", "purchase_order": "ПЗ-2031-00731"}',
    '{"shift": {"id": "S2-2031-11-02", "ore_t": 18400, "fe_pct": 65.8}}',
    '{"phone": "+7 714 312 45 60", "city": "Rudny"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "trucks_on_shift": 23}',
    '{"wagon": "58274316", "cargo": "pellets", "eta": "2031-11-05"}',
    '{"tracking": "KZ482911736KZ", "to": "Kharkiv", "weight_kg": 2.4}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
