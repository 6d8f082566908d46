# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-fifty-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fiftieth's docstring, the
fifth to hundred-and-fiftieth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-fifty-second to hundred-and-fifty-fourth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed, password words
(a Kamchatka volcano and its height in metres, two fish of the catch and a number, a Mi-8's RA-
registration and a sign, a reindeer-camp word and a year, a leet Kamchatka word and a year, a
village, a fish and a year, a Tatar Strait ferry with "Parom" and a number, a name that "Lovit"
(catches) a fish and a number, fishing gear in capitals around a sign, three Kamchatka words and a
number joined by dots, generated groups and random runs), names, places, templates, tools,
vendors and layouts, the way the staff of Vostok Okean (a fictional group of the Russian Far East:
a fish-processing plant at Petropavlovsk-Kamchatsky with its salting shop, filleting room, plate
freezers and freezer trawlers such as the 'Kapitan Gordeev'; a volcano observatory with its
stations on Klyuchevskoy, Shiveluch and Bezymianny and its Mi-8 flights from the Elizovo hangar; a
reindeer herders' cooperative at Kanchalan and Lorino in Chukotka; an LNG plant's maintenance
contractor at Prigorodnoye on Sakhalin; a port hospital in Magadan; and the Vanino-Kholmsk ferry
across the Tatar Strait with its ticket desk; staff speaking Russian, Kamchadal, Itelmen, Koryak,
Alyutor, Chukchi, Nivkh, Uilta, Ulch, Sakhalin Korean, Ukrainian, Yakut, Japanese and English,
with Chinese, Uzbek and Kyrgyz workers) leak secrets into an assistant's memory. The texts are
Telegram, WhatsApp, Viber and Signal messages and chat logs, e-mails, Intraservice and Итилиум
tickets, a KVERT wiki page and tables, a runbook, an incident note, a note on a filleting tablet,
shell history (bash, root and PowerShell prompts, cmd, a tmux pane, `history | grep`), code
(Python, JavaScript, C#, Go, Rust, PHP, Ruby, Perl, Elixir, Kotlin, 1C and VBScript), configs,
voice memos, dictated text and requests to the assistant itself, around the panels of fish-plant,
trawler, observatory, helicopter, camp, LNG, hospital, ferry and office hardware and software
(Uni-Food Technic, Cretel and Trio Food Processing lines, Teknotherm and Star Refrigeration
freezers, a Kaijo sonar, Notus trawl sensors, Lennartz, Streckeisen, Geospace, DataCube and Reftek
seismic gear, NovAtel and Geoscan, Collins and Aspen avionics, a Hevel solar controller, New
Cosmos, Solar Turbines, Nikkiso, Air Products, Hoerbiger, CIMPLICITY and ClearSCADA on the LNG
side, Beckman Coulter, Hamilton Medical, Agfa and Planmeca in the hospital, Consilium and
MacGregor on the ferry, Sagemcom, Yadro and Kraftway in the office, and the Russian Owen (Oven)
controllers, Trace Mode, SIMP Light, Alpha.Platform, Secret Net, Континент-АП, Directum,
Касперский, RED OS, the Ангара GMDSS console and Рутокен).

Tools none of heldouts 5 to 150 names: `pulselauncher -u -p`, ALD Pro's
`aldpro-client-installer -u -p`, MaxCompute's `odpscmd -u -p`, Arcserve's `ca_auth -user add`,
OneScript's `deployka … -db-pwd` and `gitsync sync --storage-pwd`; in code the `fdb.connect`,
PyHive's `hive.Connection`, impyla's `impala.dbapi.connect`, `clickhouse_driver.Client`,
`ArangoClient(…).db(…)`, `InfluxDBClient`, `zipfile … extractall(pwd=b"…")`, paramiko's
`RSAKey.from_private_key_file(…, password=…)`, pyjks' `jks.KeyStore.load`, mysql2's
`createConnection`, node-ssh's `ssh.connect`, tedious' `Connection` options, FluentFTP's
`AsyncFtpClient`, jlaffaye/ftp's `c.Login`, the Rust mysql crate's `OptsBuilder`, phpseclib's
`$sftp->login`, PHP's `SoapClient` with `login` and `password`, `TinyTds::Client.new`, Perl's
`Net::LDAP` `bind`, 1C's HTTP connection constructor and its mail profile's SMTP password
property, and `V83.COMConnector`; headers set by .NET's `AuthenticationHeaderValue`, Ktor's
`HttpHeaders.Authorization`, reqwest's `bearer_auth`, Elixir's `Req.get!` and a Yandex.Tank
`load.yaml`; variables set by `helm … --set env.X=`, a `.run.xml` `<env name=…>`, Elixir's
`config/runtime.exs`, Erlang's `sys.config`, Quarkus' `%prod.` properties, react-native-config's
`.env`, Vite's `VITE_`, Nuxt's `runtimeConfig`, Angular's `environment.prod.ts`, webpack's
`DefinePlugin`, Julia's `ENV[…]`, JetBrains' `http-client.private.env.json`, VS Code's
`rest-client.environmentVariables` and Symfony's `secrets:set`; configs of DataLife Engine
(`engine/data/dbconfig.php`), HostCMS, InstantCMS, Bundler (`BUNDLE_…`), `~/.cabal/config`,
`~/.clickhouse-client/config.xml`, FileZilla's `recentservers.xml` (its base64 password), logback's
`DBAppender`, Camunda's `admin-user`, Flowable's IDM admin, `celeryconfig.py`, `MLFLOW_TRACKING_
PASSWORD`, CodeIgniter's `.env`, CakePHP's `app_local.php`, XenForo's `src/config.php` and an SPQR
`router.yaml`; an OpenBSD `hostname.iwm0` `wpakey` and `wifi.radio.connect`; connection strings of
`clickhousedb://`, `jdbc:ydb:`, `imap://`, `jdbc:ignite:thin:`, `jdbc:gaussdb:`, `jdbc:oscar:`,
`jdbc:highgo:`, `jdbc:vastbase:`, `jdbc:arrow-flight-sql:`, `jdbc:avatica:`, `jdbc:mongodb:` and
`webcal://`. Beside them the commands and formats the product names (sshpass, mysql -p, redis-cli
-a, smbclient -U, xfreerdp /p:, 7z -p, zip -P, ipmitool -P, mosquitto_pub -P, sqlplus, net use,
plink -pw, a wifi QR code, `otpauth://`, a `postgresql://` URL, `Authorization:` headers), in
layouts of its own.

About 45 % of the texts are in other languages than English (a rough count of the drawn samples:
those where words of another language are three in ten of the letters or more, the secret left
out): Itelmen, Koryak, Alyutor, Nivkh, Uilta (Orok, in Latin letters), Ulch, Sakhalin Korean,
Kamchadal (the Russian of Kamchatka's old settlers), the Ukrainian of the Zeleny Klyn (the Far
Eastern Ukrainian of the Amur and Primorye settlers) and Hokkaido Japanese, which no earlier
docstring names, and Russian (in Far Eastern wordings), Ukrainian, Chukchi, Yakut (Sakha),
Japanese, Korean, Mandarin (simplified and traditional characters), Uzbek (in Latin letters) and
Kyrgyz, in wordings of their own. The new languages' wordings are the author's approximations,
checked by no speaker, built around a few marked words and the loanwords people there really text
(пароль, wifi, логин, паспорт, API key, IBAN, card, code): Itelmen's `кəмма` ("I, my"); Koryak's
`мэй` and `гымнин`; Alyutor's `гəммакин`; Nivkh's `ни` and `тыф` ("house"); Uilta's `miŋŋi` and
`paroli`; Ulch's `минэ`; Sakhalin Korean's Russian loans `파롤` (пароль) and `컴퓨테르` with the
older speakers' `이데이`; Kamchadal's postposed `-от`, `шибко`, `однако`, `опосля` and its `ц` for
`ч` (`цо`, `цай`); the Zeleny Klyn's `тута`, `ото`, `нехай`, `тіко`; Hokkaido's `わや`, `したら`,
`なんも`. The Itelmen, Koryak, Alyutor, Nivkh, Uilta and Ulch forms are the thinnest guesses, and so
are the Chukchi (`гыммыӈин`) and Yakut (`паролым`, `күлүүһэ`) lines.

Vendors (Voximplant, Calltouch, Dashamail, Envybox, RuStore, StarLine, Geoscan, Beamex, Hoerbiger,
Crowcon, Siemens Healthineers teamplay, EarthScope, GeoSIG, SoftBank, KDDI, SASCO, Prüftechnik,
IrAero, hh.ru, Arenadata, Positive Technologies' MaxPatrol, InfoWatch, WebMoney, Payeer, Farpost,
FESCO, Sovcomflot, au PAY, Gitee, Coding.net, Luosimao, Ctyun, Megvii Face++, Beepul, Kompanion,
Anorbank, Hamkorbank, Optima Bank, Koronapay, Primsocbank, Sovcombank, Tensor, SK Telecom and
Roistat) are ones heldouts 5 to 150 do not name. Their shapes as the author believes them:
Voximplant's UUID API key, Gitee's 32-hex personal access token, Luosimao's `key-` and 32 hex
digits, Face++'s 32-character API secret, SK Telecom's open-API app key (`l7xx` and 32 hex, a Layer7
gateway's) and EarthScope's Auth0 JWT; every other shape (the banks', payment and telecom services'
hex, base64, URL-safe and alphanumeric runs, StarLine's 32-hex secret, Geoscan's `gsc_`, hh.ru's
`USER…`, the UUIDs) is the author's guess, since none of them publishes one the author knows.

The ids are kinds heldouts 5 to 150 do not use: a flight medical board's (ВЛЭК) certificate, a
medical specialist's accreditation record, a border-zone pass, an electrical-safety group
certificate, a slinger's certificate, a work-at-height certificate, an occupational-safety
knowledge certificate, a reindeer-herding farm's registry number, an industrial-safety attestation
protocol, a crane operator's certificate and an LNG contractor's confined-space entry certificate,
for which python-stdnum has no module and which no library or this file checks (no check-digit
algorithm is written here): they are unchecked, their shapes as the author believes them or
invented; passports (Russian internal and travel, Korean, Japanese, Uzbek, Kyrgyz) under Itelmen,
Koryak, Alyutor, Nivkh, Uilta, Sakhalin Korean, Hokkaido Japanese, Uzbek and Kyrgyz words,
likewise unchecked. Card numbers pass Luhn (Mir's 2200 to 2204, UzCard's 8600, Humo's 9860 and
Elcart's 9417 prefixes, as the author believes them, drawn here besides the value helpers' brands,
all checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count
over the IBAN shapes of heldouts 5 to 150 (Austria, Belgium, Estonia, the United Kingdom, Italy,
Luxembourg and Portugal, in ten corpora each, and Azerbaijan, in eleven), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Russian, Korean,
Japanese, Simplified Chinese, Traditional Chinese and Turkish lists, each with a valid checksum
(drawn from entropy; the checksum was recomputed from the word indices, since `mnemonic`'s own
`check` rejects the Turkish phrases and the Russian ones holding a `й` after normalising them). Counts: 390 secret samples, 20
field pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 618_204_937
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


# Password words: volcanoes of Kamchatka and their heights, the catch, reindeer-camp words, the
# Tatar Strait ferries, fishing gear, Kamchatka words, names and villages.
_VOLCANOES = {"Klyuchevskoy": 4754, "Kamen": 4579, "Ichinsky": 3607, "Kronotsky": 3528,
              "Koryaksky": 3456, "Shiveluch": 3283, "Bezymianny": 2882, "Avachinsky": 2741,
              "Kizimen": 2376, "Mutnovsky": 2323, "Gorely": 1829, "Karymsky": 1536}  # fmt: skip
_FISH = ["nerka", "kizhuch", "chavycha", "keta", "gorbusha", "navaga", "mintay", "kambala",
         "terpug", "golets", "korushka", "krab", "kalmar"]  # fmt: skip
_HERD = ["Chaut", "Yaranga", "Kamus", "Narta", "Argish", "Kukhlyanka", "Torbasa", "Chottagin",
         "Pyzhik", "Vazhenka"]  # fmt: skip
_FERRY = ["Sakhalin8", "Sakhalin9", "Sakhalin10", "Vanino", "Kholmsk", "Tatarsky"]
_GEAR = ["NEVOD", "TRAWL", "YARUS", "SNURREVOD", "KOSHELEK", "DRIFTER", "ZAKIDNOY"]
_KAMCHATKA = ["kutkh", "yukola", "shiksha", "kekur", "sopka", "tolkusha", "chaut", "baidara",
              "kamus", "yaranga", "torbasa", "shelomaynik", "avacha", "kukhlyanka", "tundra",
              "narta"]  # fmt: skip
_PLACES = ["Petropavlovsk", "Elizovo", "Klyuchi", "UstKamchatsk", "Milkovo", "Esso", "Kovran",
           "Palana", "Tilichiki", "Ossora", "Anadyr", "Lorino", "Kanchalan", "Markovo", "Magadan",
           "Ola", "Korsakov", "Prigorodnoye", "Kholmsk", "Nogliki", "Val", "Vanino", "Bulava"]  # fmt: skip
_NAMES = ["Tatyana", "Gennady", "Oleg", "Svetlana", "Vitaly", "Nadezhda", "Egor", "Ainanvat",
          "Tynetegyn", "Kavav", "Yetylin", "Yongsu", "Olga", "Hiroshi", "Aiko", "Lei", "Sherzod",
          "Dilnoza", "Aibek", "Nurlan", "Mykola", "Oksana", "Afanasy", "Sardana", "Kirill",
          "Zinaida"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Kr4bN3rk4", "V3rt0l3t", "1kr4K3t4", "Vulk4n", "Ch4vych4", "Kutkh0", "P4r0mch1k",
         "S0pk4", "Yuk0l4"]  # fmt: skip


def _volcano(g: random.Random) -> str:
    """A volcano and its height in metres, the way the observatory's staff make passwords."""
    name = g.choice(list(_VOLCANOES))
    return f"{name}{_VOLCANOES[name]}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _volcano,
    lambda g: "-".join(g.sample(_FISH, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"Mi8-RA{g.randrange(22000, 26000)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_HERD)}{g.randrange(1960, 2011)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FISH)}_{g.randrange(1960, 2032)}",
    lambda g: f"{g.choice(_FERRY)}Parom{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    _manager,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_NAMES)}Lovit{g.choice(_FISH).capitalize()}{g.randrange(2, 100)}",
    lambda g: f"{g.choice(_GEAR)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: ".".join(g.sample(_KAMCHATKA, 3)) + str(g.randrange(10, 100)),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram, chat 'Засолочный цех': the Uni-Food Technic gutting line HMI password is {pw}",
    "WhatsApp from Gennady: Cretel skinner web panel password {pw}",
    "Viber, the bosun of the trawler 'Kapitan Gordeev': Kaijo sonar service laptop password {pw}",
    "Signal from Vitaly: Notus trawl-sensor monitor admin password {pw}",
    "note on the filleting room tablet: Trio Food Processing skinner touchscreen password {pw}, leave it until the season ends",
    "Teknotherm plate-freezer controller on the 'Kapitan Gordeev', web password {pw}",
    "Star Refrigeration ammonia plant SCADA, operator password: {pw}",
    "KVERT duty note: the Lennartz logger at the Klyuchi station has web password {pw}",
    "Streckeisen station laptop on the Shiveluch profile, password {pw}",
    "email from Sardana: the Geospace recorder's admin password is {pw}, please write it in the field book",
    "DataCube config tool on the helicopter laptop, password {pw}",
    "NovAtel PwrPak7 web UI at the Kozyrevsk GNSS pillar: password {pw}",
    "Reftek 130 web admin password {pw} (Bezymianny north station)",
    "Geoscan 201 ground-station laptop password: {pw}",
    "Collins avionics data loader for the Mi-8 RA-22463, password {pw}",
    "Aspen EFD1000 config laptop in the Elizovo hangar, password {pw}",
    "Hevel solar controller at the Kanchalan herders' camp, password {pw}",
    "New Cosmos docking station software on the LNG jetty, admin password {pw}",
    "Solar Turbines TT4000 HMI password for train 2: {pw}",
    "Nikkiso cryogenic pump VFD web password is {pw}, per the contractor's handover sheet",
    "Air Products liquefier CIMPLICITY station, engineer password {pw}",
    "ClearSCADA server at the Prigorodnoye jetty, admin password: {pw}",
    "Beckman Coulter DxH 560 in the Magadan port hospital lab, service password {pw}",
    "Hamilton Medical C1 ventilator, service-mode password {pw}",
    "Planmeca Romexis admin password for the dental room: {pw}",
    "Consilium fire panel on the ferry, engineer password {pw}",
    "MacGregor crane CMS password on the Vanino berth: {pw}",
    "Hi Kirill,\n\nthe root password of the Yadro storage in the Petropavlovsk server room is {pw}. Delete this mail once it is in the vault.\n\nOksana",
    "Incident 2031-08-19: the Sagemcom router at the Ossora fish receiving station was reachable from outside with password {pw}",
    "Runbook: restarting the brine chiller\n1. open the Star Refrigeration panel\n2. log in as operator\n3. password {pw}\n4. reset alarm A14",
    "can you keep my Primsocbank app password? it's {pw}",
    "dictated: the Kraftway server BMC password is {pw} full stop",
    "Телеграм, Олег: пароль от панели ОВЕН на засолке {pw}",
    "пароль-от к Trace Mode на рыбзаводе шибко мудрёный: {pw}, однако",
    "Цо у SIMP Light в котельной за пароль? Да {pw} жа",
    "Alpha.Platform на узле учёта газа, пароль инженера: {pw}",
    "пароль Secret Net на ноутбуке в санчасти: {pw}",
    "Континент-АП на посту, пароль пользователя {pw}",
    "Directum на судоремонтном, моя учётка, пароль — {pw}",
    "Касперский на сервере в порту, пароль администратора: {pw}",
    "РЕД ОС на ПК диспетчера парома, пароль {pw}",
    "Ангара ГМССБ на траулере, пароль капитана {pw}",
    "Глянь, пароль від касового ПК на поромі тута: {pw}",
    "Ото пароль до ноутбука в конторі — {pw}, нехай ніхто не бачить",
    "공장 컴퓨테르 파롤은 {pw} 이데이",
    "냉동창고 PC 비밀번호: {pw}",
    "冷凍庫の制御盤のパスワード、{pw} さ。わやだから誰にも言わんでね",
    "港の病院のPCのパスワードは {pw} です",
    "Кəмма компьютер пароль: {pw}",
    "Мэй, гымнин пароль {pw}",
    "Ни тыф компьютер пароль: {pw}",
    "Минэ ноутбук пароль: {pw}",
    "miŋŋi kompjuter paroli {pw}",
    "Менин сырсөзүм {pw}, эч кимге айтпа",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["a.kechin", "o.tynetegyn", "m.kavav", "l.zaporozhets", "kim.yongsu", "pak.olga",
          "sh.yusupov", "a.toktogulov", "n.ivanova", "h.sato", "a.takahashi", "wang.lei",
          "s.petrov", "t.krivoshapkin", "r.sleptsov", "e.ainanvat", "z.kholodova", "g.yetylin",
          "svc-vetis", "svc-trawl", "ops-lng", "seismo", "heli-ops", "ferry-kassa"]  # fmt: skip
_LOGINS = [
    "Telegram, Svetlana: the Beckman Coulter LIS login is {u} / {pw}",
    "Intraservice ticket 4417: {u} locked out of the Trace Mode station, last password {pw}",
    "login {u} pass {pw}",
    "KVERT wiki › Stations › Klyuchi › Lennartz: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| ClearSCADA jetty | {u} | {pw} |",
    "log into the Agfa worklist as {u} with {pw}",
    "Hoerbiger panel creds {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- station: klyuchi-gnss\n  user: {u}\n  password: {pw}",
    "Viber: account {u}, password {pw}",
    "Gennady says the Cretel panel user is {u} and its password is {pw}",
    "host;user;password\nyadro-tatlin;{u};{pw}",
    "ssh {u}@seismo-srv.vostok.lan, it asks for {pw}",
    "логин-от {u}, а пароль {pw}, однако",
    "логін {u}, пароль {pw} — тіко для тебе",
    "유저 {u}, 파롤 {pw} 이데이",
    "ユーザー名 {u}、パスワード {pw} だわ",
    "用户名：{u} 密码：{pw}",
    "foydalanuvchi {u}, parol {pw}",
    "колдонуучу {u}, сырсөз {pw}",
    "кəмма логин {u}, пароль {pw}",
    "Мин логиным {u}, паролым {pw}",
    "минэ логин {u}, пароль {pw}",
    "ID {u} / 비번 {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["yukola", "shiksha", "kekur", "sopka", "tolkusha", "baidara", "torbasa",
               "kukhlyanka", "shelomaynik", "kutkh", "chaut", "navaga", "gorbusha", "kamus"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password for the fish-plant PC: the word {w}, all lower case, then the digits {d}",
    "for the Lennartz logger it's {w}, and {d} right after it",
    "the ferry ticket desk password is {w}{d}, word and number glued",
    "voice note: the wifi at the Esso camp is {w} and then {d}, no gap",
    "type {w} first, the number {d} after",
    "пароль — слово {w}, а опосля цифры {d}",
    "пароль: слово {w}, потом {d}",
    "пароль від поромної каси — слово {w}, а за ним {d}",
    "파롤은 {w} 라는 말, 그 뒤에 {d} 이데이",
    "パスワードは {w} って言葉、したら後ろに {d} さ",
    "parol — {w} degan so'z, keyin {d}",
    "сырсөз — {w} деген сөз, андан кийин {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "pulselauncher -u {u} -p '{pw}' -url https://vpn.vostok-okean.ru/staff -r Fleet",
    "/opt/rbta/aldpro/client/bin/aldpro-client-installer -c vostok.lan -u {u} -p '{pw}' -d pk-fish-ws12 -i -f",
    "odpscmd -u {u} -p '{pw}' --project=catch_stats --endpoint=http://service.cn-shanghai.maxcompute.aliyun.com/api",
    "ca_auth -user add {u} '{pw}' -assignrole 2",
    "oscript deployka.os dbupdate /S1c-app.vostok.lan\\fish_erp -db-user {u} -db-pwd '{pw}' -uccode upd2031",
    "gitsync sync --storage-user {u} --storage-pwd '{pw}' tcp://1c-repo.vostok.lan/fish_erp ./src",
    "sshpass -p '{pw}' ssh {u}@trawler-vsat.vostok.lan",
    "mysql -h catchdb.vostok.lan -u {u} -p'{pw}' catch_log",
    "redis-cli -h queue.vostok.lan -a '{pw}' --no-auth-warning llen vetis:outbox",
    "smbclient //fs.vostok.lan/vetdocs -U {u}%{pw}",
    "xfreerdp /v:lng-hmi2.vostok.lan /u:{u} /p:'{pw}' /cert:ignore",
    "7z x reisovye_2031.7z -p'{pw}' -o/srv/catch",
    "ipmitool -I lanplus -H 10.41.0.12 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.vostok.lan -u {u} -P '{pw}' -t reefer/hold2/defrost -m on",
    "sqlplus {u}/{pw}@//ora.vostok.lan:1521/PORTMED",
    "net use Z: \\\\fs.vostok.lan\\med /user:VOSTOK\\{u} {pw}",
    "plink -ssh -pw {pw} {u}@ferry-gw.vostok.lan",
    "zip -P '{pw}' vlek_2031.zip vlek_2031.xlsx",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "# {c}", "PS C:\\Users\\ops> {c}", "C:\\ops> {c}",
    "[{u}@seismo-srv ~]$ {c}", "root@trawler-gw:~# {c}", "history | grep vostok\n  412  {c}",
    "tmux pane 2 on the jump host: {c}", "what I ran on the ferry gateway: {c}",
    "команда, которую я запускал: {c}", "я вчора запускав ото: {c}", "실행한 명령: {c}",
    "叩いたコマンド: {c}", "我运行的命令：{c}", "ishlatgan buyrug'im: {c}",
]  # fmt: skip
_CODE = [
    'con = fdb.connect(host="fb.vostok.lan", database="/data/catch.fdb", user="{u}", password="{pw}")',
    'conn = hive.Connection(host="hive.vostok.lan", port=10000, username="{u}", password="{pw}", auth="LDAP")',
    'conn = impala.dbapi.connect(host="impala.vostok.lan", port=21050, user="{u}", password="{pw}", auth_mechanism="LDAP", use_ssl=True)',
    'client = clickhouse_driver.Client("ch.vostok.lan", user="{u}", password="{pw}", database="trawl")',
    'db = ArangoClient(hosts="http://arango.vostok.lan:8529").db("tremor", username="{u}", password="{pw}")',
    'client = InfluxDBClient("influx.vostok.lan", 8086, "{u}", "{pw}", "tilt")',
    'zipfile.ZipFile("vetis_export.zip").extractall("out", pwd=b"{pw}")',
    'key = paramiko.RSAKey.from_private_key_file("/home/{u}/.ssh/id_rsa", password="{pw}")',
    'ks = jks.KeyStore.load("mercury-client.jks", "{pw}")',
    'const conn = await mysql.createConnection({{ host: "catchdb.vostok.lan", user: "{u}", password: "{pw}", database: "catch_log" }});',
    'await ssh.connect({{ host: "lng-jump.vostok.lan", username: "{u}", password: "{pw}" }});',
    'const connection = new Connection({{ server: "mssql.vostok.lan", authentication: {{ type: "default", options: {{ userName: "{u}", password: "{pw}" }} }} }});',
    'var ftp = new AsyncFtpClient("ftp.vostok.lan", "{u}", "{pw}");',
    'c, _ := ftp.Dial("ftp.vostok.lan:21", ftp.DialWithTimeout(5*time.Second))\nerr = c.Login("{u}", "{pw}")',
    'let opts = OptsBuilder::new().ip_or_hostname(Some("catchdb.vostok.lan")).user(Some("{u}")).pass(Some("{pw}"));',
    "$sftp = new SFTP('sftp.vostok.lan');\n$sftp->login('{u}', '{pw}');",
    "$client = new SoapClient($wsdl, ['login' => '{u}', 'password' => '{pw}']);",
    'client = TinyTds::Client.new(username: "{u}", password: "{pw}", host: "mssql.vostok.lan")',
    '$ldap->bind("uid={u},ou=fleet,dc=vostok,dc=lan", password => "{pw}");',
    'Соединение = Новый HTTPСоединение("api.vostok.lan", 443, "{u}", "{pw}", , 60, Новый ЗащищенноеСоединениеOpenSSL);',
    'Профиль.ПользовательSMTP = "{u}";\nПрофиль.ПарольSMTP = "{pw}";',
    'Set conn = CreateObject("V83.COMConnector").Connect("Srvr=1c-app;Ref=fish_erp;Usr={u};Pwd={pw}")',
]  # fmt: skip
_CODE_FRAMES = [
    "{c}", "```\n{c}\n```", "кусок из репозитория vostok-tools:\n{c}",
    "this is what the contractor committed:\n{c}", "код, который подрядчик залил в репозиторий:\n{c}",
    "in the Intraservice ticket the integrator pasted\n{c}", "コードのこの行:\n{c}",
    "代码里这一段：\n{c}", "kodda shunday yozilgan:\n{c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for sample in v.fill(rng, cls, templates, n, _plain_pw, u=_USERS):
            frame = rng.choice(frames).replace("{u}", rng.choice(_USERS))
            out.append(Sample(sample.cls, frame.format(c=sample.text), sample.secret))
        return out

    return take


_cli_commands = _framed("cli_password", _CLI, _SHELLS)
_cli_code = _framed("cli_password", _CODE, _CODE_FRAMES)


_URLS = [
    "clickhousedb://{u}:{pw}@ch.vostok.lan:8123/trawl",
    "jdbc:ydb:grpcs://ydb.vostok.lan:2135/Root/fish?user={u}&password={pw}",
    "imap://{u}:{pw}@mail.vostok-okean.ru:143/INBOX",
    "jdbc:ignite:thin://ignite.vostok.lan:10800;user={u};password={pw}",
    "jdbc:gaussdb://gauss.vostok.lan:8000/lngmaint?user={u}&password={pw}",
    "jdbc:oscar://st.vostok.lan:2003/OSRDB?user={u}&password={pw}",
    "jdbc:highgo://hg.vostok.lan:5866/highgo?user={u}&password={pw}",
    "jdbc:vastbase://vb.vostok.lan:5432/ferry?user={u}&password={pw}",
    "jdbc:arrow-flight-sql://dremio.vostok.lan:32010?user={u}&password={pw}&useEncryption=false",
    "jdbc:avatica:remote:url=http://calcite.vostok.lan:8765;serialization=PROTOBUF;authentication=BASIC;avatica_user={u};avatica_password={pw}",
    "jdbc:mongodb://{u}:{pw}@mongo.vostok.lan:27017/vet?authSource=admin",
    "webcal://{u}:{pw}@cal.vostok.lan/duty/heli-rota.ics",
    "postgresql://{u}:{pw}@pg.vostok.lan:5432/seismo",
]  # fmt: skip
_URL_PLACES = [
    "CATCH_DB_URL={c}", "старое подключение из заметок: {c}", "keep this connection string: {c}",
    "строка подключения: {c}", "рядок підключення, не губи: {c}", "接続文字列 {c}",
    "连接串：{c}", "Итилиум, обращение 4490: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "vostok-okean", "sub": f"auth0|{_r(g, HEX, 24)}",
                  "iat": issued, "exp": issued + 86_400, "scope": "openid offline_access"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, URLSAFE, 22)}, claims, 342)

    return make


# (vendor, variable, maker); see the docstring for which shapes are real and which are guesses.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Voximplant", "VOXIMPLANT_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Calltouch", "CALLTOUCH_API_TOKEN", _j((ALNUM, 64))),
    ("Dashamail", "DASHAMAIL_API_KEY", _j((HEX, 32))),
    ("Envybox", "ENVYBOX_API_KEY", _j((LOWER_DIGITS, 40))),
    ("RuStore", "RUSTORE_API_SECRET", _j((URLSAFE, 64))),
    ("StarLine", "STARLINE_APP_SECRET", _j((HEX, 32))),
    ("Geoscan", "GEOSCAN_CLOUD_TOKEN", _j("gsc_", (ALNUM, 40))),
    ("Beamex", "BEAMEX_CMX_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Hoerbiger", "HOERBIGER_HYDROCOM_TOKEN", _j((URLSAFE, 48))),
    ("Crowcon", "CROWCON_CONNECT_KEY", _j((UPPER_DIGITS, 32))),
    ("Siemens Healthineers teamplay", "TEAMPLAY_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("EarthScope", "EARTHSCOPE_ACCESS_TOKEN", _vendor_jwt("https://login.earthscope.org/")),
    ("GeoSIG", "GEOSIG_GMSPLUS_KEY", _j((HEX, 40))),
    ("SoftBank", "SOFTBANK_IOT_API_KEY", _j((ALNUM, 32))),
    ("KDDI", "KDDI_IOT_CLOUD_TOKEN", _j((HEX, 64))),
    ("SASCO", "SASCO_BOOKING_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Prüftechnik", "PRUFTECHNIK_OMNITREND_KEY", _j((UPPER_HEX, 32))),
    ("IrAero", "IRAERO_AGENT_API_KEY", _j((ALNUM, 32))),
    ("hh.ru", "HH_ACCESS_TOKEN", _j("USER", (UPPER_DIGITS, 60))),
    ("Arenadata", "ARENADATA_ADCM_TOKEN", _j((HEX, 40))),
    ("Positive Technologies MaxPatrol", "MAXPATROL_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("InfoWatch", "INFOWATCH_TM_API_KEY", _j((ALNUM, 48))),
    ("WebMoney", "WEBMONEY_SECRET_KEY", _j((ALNUM, 24))),
    ("Payeer", "PAYEER_API_SECRET", _j((ALNUM, 28))),
    ("Farpost", "FARPOST_API_TOKEN", _j((HEX, 40))),
    ("FESCO", "FESCO_TRACKING_KEY", lambda g: v.uuid4(g, "9")),
    ("Sovcomflot", "SCF_FLEET_API_KEY", _j((ALNUM, 40))),
    ("au PAY", "AUPAY_MERCHANT_SECRET", _j((HEX, 64))),
    ("Gitee", "GITEE_ACCESS_TOKEN", _j((HEX, 32))),
    ("Coding.net", "CODING_PERSONAL_TOKEN", _j((HEX, 40))),
    ("Luosimao", "LUOSIMAO_API_KEY", _j("key-", (HEX, 32))),
    ("Ctyun", "CTYUN_SECRET_KEY", _j((HEX, 32))),
    ("Megvii Face++", "FACEPP_API_SECRET", _j((URLSAFE, 32))),
    ("Beepul", "BEEPUL_SECRET_KEY", _j((ALNUM, 32))),
    ("Kompanion", "KOMPANION_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Anorbank", "ANORBANK_API_SECRET", _j((HEX, 48))),
    ("Hamkorbank", "HAMKOR_MERCHANT_KEY", _j((B64, 43), "=")),
    ("Optima Bank", "OPTIMA_PAY_SECRET", _j((ALNUM, 40))),
    ("Koronapay", "KORONAPAY_PARTNER_KEY", _j((UPPER_HEX, 40))),
    ("Primsocbank", "PRIMSOCBANK_API_TOKEN", _j((URLSAFE, 43))),
    ("Sovcombank", "SOVCOMBANK_ACQUIRING_KEY", _j((HEX, 64))),
    ("Tensor", "TENSOR_EDO_APP_SECRET", _j((ALNUM, 36))),
    ("SK Telecom", "SKT_OPEN_API_APPKEY", _j("l7xx", (HEX, 32))),
    ("Roistat", "ROISTAT_API_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "helm upgrade --install catch-api ./chart --set env.{env}={tok}",
    ".run/catch-api.run.xml:\n<env name=\"{env}\" value=\"{tok}\" />",
    "config/runtime.exs:\nconfig :catch_api, :{envl}, \"{tok}\"",
    "sys.config:\n[{{catch_api, [{{{envl}, \"{tok}\"}}]}}].",
    "application.properties:\n%prod.{envd}={tok}",
    ".env (react-native-config):\n{env}={tok}",
    ".env.local:\nVITE_{env}={tok}",
    "nuxt.config.ts: runtimeConfig: {{ {envc}: '{tok}' }}",
    "src/environments/environment.prod.ts:\nexport const environment = {{ production: true, {envc}: '{tok}' }};",
    "webpack.config.js: new webpack.DefinePlugin({{ 'process.env.{env}': JSON.stringify('{tok}') }})",
    "startup.jl:\nENV[\"{env}\"] = \"{tok}\"",
    "http-client.private.env.json: {{\"prod\": {{\"{envc}\": \"{tok}\"}}}}",
    "settings.json: \"rest-client.environmentVariables\": {{ \"prod\": {{ \"{envc}\": \"{tok}\" }} }}",
    "echo -n '{tok}' | php bin/console secrets:set {env} -",
    "Vostok ERP › Настройки › Интеграции › {vendor} › API key: {tok}",
    "Итилиум 4512: {vendor} sync returns 401, configured key {tok}",
    "Telegram, Kirill: {vendor} key for the catch export: {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "ключ API {vendor} для выгрузки улова: {tok}",
    "API-ключ {vendor}-от шибко длинный: {tok}",
    "ключ API {vendor} для поромної каси: {tok}",
    "{vendor} API 키 이데이: {tok}",
    "{vendor} のAPIキー、したらこれね：{tok}",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} API kaliti: {tok}",
    "{vendor} API ачкычы: {tok}",
    "{vendor} API key кəмма: {tok}",
    "гымнин {vendor} API key {tok}",
    "{vendor} API күлүүһэ: {tok}",
    "Ни {vendor} API key: {tok}",
    "miŋŋi {vendor} API key {tok}",
    "{vendor} API-ключ у нас теперь {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    gitee = _r(rng, HEX, 32)
    luosimao = "key-" + _r(rng, HEX, 32)
    voximplant = v.uuid4(rng, "8")
    facepp = _r(rng, URLSAFE, 32)
    starline = _r(rng, HEX, 32)
    skt = "l7xx" + _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://gitee.com/api/v5/user/repos", params={{"access_token": "{gitee}"}})', gitee),
        Sample("vendor_token", f"curl -s --user 'api:{luosimao}' https://sms-api.luosimao.com/v1/send.json -d mobile=13800000000", luosimao),
        Sample("vendor_token", f'const vox = new VoximplantApiClient({{ accountId: 4471920, apiKey: "{voximplant}" }});', voximplant),
        Sample("vendor_token", f"payload = {{'api_key': 'pW3x', 'api_secret': '{facepp}', 'image_url': url}}", facepp),
        Sample("vendor_token", f"StarLine developer console, app 38217, secret {starline}", starline),
        Sample("vendor_token", f'req.setRequestHeader("appKey", "{skt}");', skt),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        words = env.lower().split("_")
        fields = {"vendor": vendor, "env": env, "envl": env.lower(), "envd": ".".join(words),
                  "envc": words[0] + "".join(w.capitalize() for w in words[1:]), "tok": tok}  # fmt: skip
        out.append(Sample("vendor_token", template.format(**fields), tok))
    return out


_BARE_PLACES = ["{t}", "Telegram: {t}", "it is shown only once, so here:\n{t}", "вот токен: {t}",
                "토큰 이데이 {t}", "{t}\n^ новый, старый отозван", "hold on to this: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Notus trawl-sensor link, AES-128 key: {h}": 32,
    "HMAC секрет для выгрузки судовых суточных донесений: {h}": 64,
    "Kaijo sonar firmware signing key (hex): {h}": 64,
    "ключ шифрования резервной копии промыслового журнала: {h}": 64,
    "Lennartz logger's upload HMAC, hex: {h}": 40,
    "北海道の買い手のEDI暗号鍵、なくしたらわやだ: {h}": 32,
    "페리 예약 시스템 암호화 키: {h}": 48,
    "Beepul webhook HMAC kaliti: {h}": 64,
    "ключ шифрування бекапу на базі: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Intraservice ticket 4533: token from the browser's network tab {t}",
    "Cookie: lang=ru; vo_session={t}",
    "VOSTOK_PORTAL_ACCESS_TOKEN={t}",
    "сохрани токен доступа к порталу: {t}",
    "토큰 이데이: {t}",
    "トークン、したらこれ: {t}",
    "token kerak bo'lsa: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.vostok-okean.ru/realms/fleet",
            "azp": "catch-portal",
            "realm_access": {"roles": ["skipper", "vet-inspector"]},
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, URLSAFE, 16)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the seismic data server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/pki/tls/private/vetis-gw.vostok.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FERRY_BOOKING_SIGNING_KEY": "{key}", "issuer": "sasco-gw"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lng <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "закрытый ключ из обращения Итилиум 4541:\n{key}": ("PRIVATE KEY", "\n"),
    "サーバーの秘密鍵、なくさないでね:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Hokkaido buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Blockstream App recovery phrase of the retired catch-bonus wallet: {p}": "english",
    "voice memo: the wallet words are {p} and that is all of them": "english",
    "seed phrase, copied off the card before I burn it:\n{p}": "english",
    "сид-фраза от кошелька бригады, старая: {p}": "russian",
    "фраза восстановления кошелька-от: {p}": "russian",
    "Bitberry 지갑 복구 문구 이데이: {p}": "korean",
    "CROSSx 복구 문구: {p}": "korean",
    "Ginco ウォレットの復元フレーズ、なくしたらわやだ: {p}": "japanese",
    "火币钱包助记词：{p}": "chinese_simplified",
    "hamyonning tiklash so'zlari (Turkcha ro'yxat): {p}": "turkish",
    "錢包助記詞（繁體）：{p}": "chinese_traditional",
    "слова відновлення гаманця, ото вони: {p}": "english",
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
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's, UzCard's, Humo's, Elcart's: brands
    the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    if brand == "uzcard":
        return _card_of(rng, ["8600"], [16])
    if brand == "humo":
        return _card_of(rng, ["9860"], [16])
    if brand == "elcart":
        return _card_of(rng, ["9417"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Telegram, Oleg: the company card for the Cretel spare blades is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Номер карты: {c}\nСрок: {mm}/{yy}",
    "Intraservice ticket 4570: pay the Kaijo service visit with card {c}",
    "карта-от моя: {c}, до {mm}/{yy}",
    "номер картки: {c}, {mm}/{yy}",
    "카드 번호 이데이: {c}",
    "カード番号、したら {c}、期限 {mm}/{yy}",
    "我的卡号：{c}，有效期 {mm}/{yy}",
    "kartam raqami: {c}, {mm}/{yy}",
    "картамдын номери: {c}",
    "кəмма карта: {c}, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["mir", "visa", "uzcard", "mastercard", "humo", "jcb", "elcart", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVC {cvv}",
               "три цифры на обороте карты-от: {cvv}",
               "Amex {c}, the four small digits printed above the number: {cvv}",
               "卡背面那三个数：{cvv}",
               "카드 뒷면 세 자리 이데이 {cvv}",
               "kartaning orqasidagi uch raqam — {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 150 (ten or eleven corpora each); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"AT": "n" * 16, "BE": "n" * 12, "EE": "n" * 16, "GB": "aaaa" + "n" * 14,
                "IT": "a" + "n" * 10 + "c" * 12, "LU": "nnn" + "c" * 13, "PT": "n" * 21,
                "AZ": "aaaa" + "c" * 20}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the country whose IBAN it holds
    "Invoice VO-2031-214: pay the Porto bacalhau importer for the frozen cod to {i} within 30 days": "PT",
    "save the Tallinn buyer's IBAN: {i}": "EE",
    "IBAN: {i}\nReference: nerka roe, lot 31, August": "LU",
    "Telegram, Oksana: the Antwerp crab agent's new bank details, IBAN {i}": "BE",
    "IBAN бакинского покупателя икры: {i}": "AZ",
    "IBAN-от у итальянцев: {i}": "IT",
    "IBAN австрійського покупця: {i}": "AT",
    "이탈리아 바이어 IBAN 이데이 {i}": "IT",
    "ルクセンブルクの口座、IBANは {i}": "LU",
    "英国买家的 IBAN：{i}": "GB",
    "ozarbayjonlik xaridorning IBAN raqami: {i}": "AZ",
    "португалиялык сатып алуучунун IBAN: {i}": "PT",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _vlek(g: random.Random) -> str:
    """A ВЛЭК (flight medical board) certificate number as drawn here: a board's number, the year and
    a serial; no public check."""
    return f"{g.randrange(10, 90)}-{g.randrange(2029, 2032)}-{_r(g, D, 5)}"


def _accreditation(g: random.Random) -> str:
    """A medical specialist's accreditation record number: a region and thirteen digits, unchecked."""
    return f"{g.choice(['4924', '4124', '6524'])} {_r(g, D, 9)}"


def _border_pass(g: random.Random) -> str:
    """A border-zone pass: a region code, a series of two Cyrillic capitals and six digits."""
    return f"{g.choice(['41', '87', '49'])}-{g.choice(['ПЗ', 'ПП', 'ПГ'])} {_r(g, D, 6)}"


def _eb_cert(g: random.Random) -> str:
    """An electrical-safety group certificate number: a training centre's code and a serial."""
    return f"ЭБ-{_r(g, D, 3)}/{g.randrange(2029, 2032)}-{_r(g, D, 4)}"


def _slinger(g: random.Random) -> str:
    """A slinger's certificate: a training centre's serial of seven digits."""
    return g.choice("1234") + _r(g, D, 6)


def _height(g: random.Random) -> str:
    """A work-at-height certificate: a group, a year and a serial."""
    return f"ВР{g.choice('123')}-{g.randrange(2029, 2032)}-{_r(g, D, 5)}"


def _ot_cert(g: random.Random) -> str:
    """An occupational-safety knowledge certificate: a register's number of eleven digits."""
    return g.choice("123456789") + _r(g, D, 10)


def _reindeer_farm(g: random.Random) -> str:
    """A reindeer-herding farm's registry number: a district, ОЛ and five digits."""
    return f"87-ОЛ-{_r(g, D, 5)}"


def _rtn(g: random.Random) -> str:
    """An industrial-safety attestation protocol number: a territorial office, a year and a serial."""
    return f"{g.choice(['25', '41', '65'])}-{g.randrange(29, 32)}-{_r(g, D, 4)}-ДВ"


def _crane(g: random.Random) -> str:
    """A crane operator's certificate: a letter series and six digits."""
    return f"{g.choice(['КР', 'КМ', 'МК'])} {_r(g, D, 6)}"


def _confined(g: random.Random) -> str:
    """A confined-space entry certificate of an LNG contractor: CSE, a year and a serial."""
    return f"CSE-{g.randrange(2029, 2032)}-{_r(g, UPPER, 2)}{_r(g, D, 5)}"


def _ru_passport(g: random.Random) -> str:
    """A Russian internal passport: a region's series of four digits and a number of six."""
    return f"{g.choice(['30', '44', '64', '77'])} {_r(g, D, 2)} {_r(g, D, 6)}"


def _ru_foreign(g: random.Random) -> str:
    """A Russian biometric passport for travel abroad: 75 or 76 and seven digits."""
    return f"{g.choice(['75', '76'])} {_r(g, D, 7)}"


def _kr_passport(g: random.Random) -> str:
    """A Korean passport: M and eight digits."""
    return "M" + _r(g, D, 8)


def _jp_passport(g: random.Random) -> str:
    """A Japanese passport: two letters and seven digits."""
    return g.choice(["TK", "TR", "TZ"]) + _r(g, D, 7)


def _uz_passport(g: random.Random) -> str:
    """An Uzbek passport: two letters and seven digits."""
    return g.choice(["FA", "AD", "AB"]) + _r(g, D, 7)


def _kg_passport(g: random.Random) -> str:
    """A Kyrgyz passport: AC and seven digits."""
    return "AC" + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "номер заключения ВЛЭК второго пилота: {s}": _vlek,
    "ВЛЭК-от у меня новый, номер заключения {s}": _vlek,
    "номер свидетельства об аккредитации специалиста (фельдшер приёмного): {s}": _accreditation,
    "пропуск в погранзону для Лорино, номер {s}": _border_pass,
    "пропуск у прикордонну зону: {s}": _border_pass,
    "удостоверение по электробезопасности, группа IV, № {s}": _eb_cert,
    "my slinger's certificate number for the jetty induction: {s}": _slinger,
    "work-at-height certificate no. for the LNG contractor's gate: {s}": _height,
    "удостоверение о проверке знаний по охране труда № {s}": _ot_cert,
    "реестровый номер оленеводческого хозяйства «Канчалан»: {s}": _reindeer_farm,
    "номер протокола аттестации в Ростехнадзоре: {s}": _rtn,
    "удостоверение крановщика {s}, проверь до смены": _crane,
    "confined-space entry certificate of the Prigorodnoye shutdown crew lead: {s}": _confined,
    "кəмма паспорт: {s}": _ru_passport,
    "гымнин паспорт {s}": _ru_passport,
    "Ни загранпаспорт номер: {s}": _ru_foreign,
    "miŋŋi pasport {s}": _ru_passport,
    "내 여권 번호 이데이 {s}": _kr_passport,
    "パスポート番号、したらメモして: {s}": _jp_passport,
    "pasportim raqami: {s}": _uz_passport,
    "паспортумдун номери: {s}": _kg_passport,
    "гəммакин загранпаспорт {s}": _ru_foreign,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["hh.ru 2FA backup codes\n{codes}", "Gitee 两步验证恢复码：\n{codes}",
            "резервные коды от почты-то: {codes}", "예비 코드 이데이: {codes}",
            "zaxira kodlari (Anorbank): {codes}", "резервні коди від пошти: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Dashamail:oksana@vostok-okean.ru?secret={s}&issuer=Dashamail&period=30",
              "Salesforce Authenticator, manual setup key for the Beamex CMX login: {s}",
              "2FA секрет от личного кабинета Payeer: {s}",
              "2FA 비밀 키 이데이: {s}"]  # fmt: skip
_CODES = ["{c} — код подтверждения Примсоцбанка", "【Gitee】验证码 {c}，十分钟内有效",
          "Hamkorbank: tasdiqlash kodi {c}. Hech kimga aytmang", "Компаньон: ырастоо коду {c}",
          "au PAY 認証コード: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Vostok-Fish-Plant", "PK-Zasolka-5G", "RT-GPON-5A1C", "MTS_GPON_7E2F", "Beeline_5G_3F1A",
          "KVERT-Klyuchi", "Kanchalan-Camp", "Magadan-PortHosp", "Sakhalin9-Crew", "Kholmsk-Kassa",
          "Prigorodnoye-Contractor", "Elizovo-Hangar", "Ossora-Priemka", "Lorino-Brigada"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "/etc/hostname.iwm0 on the OpenBSD router:\njoin {s} wpakey {pw}\ninet autoconf",
    "code.py on the hold sensor:\nwifi.radio.connect(\"{s}\", \"{pw}\")",
    "crew network {s}, password {pw}",
    "wifi at the herders' camp: {s} / {pw}",
    "the key printed under the Sagemcom box: {pw}",
    "вайфай {s}, пароль {pw}",
    "вайфай-от {s}, пароль шибко длинный: {pw}",
    "вайфай {s}, пароль від нього {pw}",
    "와이파이 {s} 파롤은 {pw} 이데이",
    "Wi-Fi {s} のパスワード、{pw} さ",
    "无线网 {s} 密码是 {pw}",
    "wifi {s} paroli {pw}",
    "wifi {s} сырсөзү: {pw}",
    "Ни тыф вайфай {s} пароль: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ACDEFGHJKLMNPQRTUVWXY3479", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("l7xx", (HEX, 24)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("gsc_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out over the satellite phone, letter by letter: {t}", "[продиктовано по рации] {t}",
          "(with gaps so the preview in the chat hides it) {t}", "한 글자씩 이데이: {t}",
          "一文字ずつ書くね: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["код от замка на засолке: {pw}", "замок-от на складе, код {pw}",
          "код від замка на коморі: {pw}", "PIN Рутокена бухгалтера: {pw}",
          "the key safe at the Elizovo hangar takes {pw} then OK", "padlock on the net shed at Ossora: {pw}",
          "창고 자물쇠 번호 이데이 {pw}", "倉庫の南京錠、番号は {pw} さ", "ombor qulfining kodi: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kutkh", "yukola", "shiksha", "kekur", "sopka", "tolkusha", "chaut", "baidara",
                 "kamus", "yaranga", "torbasa", "avacha", "tundra", "narta", "navaga", "terpug"]  # fmt: skip
_PHRASES = {"Yandex Passwords master phrase for the dispatch laptop: {p}": " ",
            "LUKS passphrase of the seismic archive disk: {p}": " ",
            "Пассворк, мастер-фраза: {p}": "-", "кодовая фраза бэкапа: {p}": ".",
            "백업 패스프레이즈 이데이: {p}": " ", "バックアップのパスフレーズ: {p}": "_",
            "zaxira parol iborasi: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue(\"Basic\", \"{v}\");": True,
    "header(HttpHeaders.Authorization, \"Bearer {v}\")": False,
    "let resp = client.get(url).bearer_auth(\"{v}\").send().await?;": False,
    "load.yaml (Yandex.Tank):\nphantom:\n  headers:\n    - \"Authorization: Basic {v}\"": True,
    "resp = Req.get!(url, headers: [authorization: \"Basic {v}\"])": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "engine/data/dbconfig.php (DataLife Engine):\ndefine (\"DBHOST\", \"localhost\");\ndefine (\"DBNAME\", \"fishshop\");\ndefine (\"DBUSER\", \"fishshop\");\ndefine (\"DBPASS\", \"{pw}\");",
    "modules/core/config/database.php (HostCMS):\n'default' => array('driver' => 'pdo', 'host' => 'localhost', 'username' => 'hostcms', 'password' => '{pw}', 'database' => 'ferry'),",
    "system/config/config.php (InstantCMS):\n'db_host' => 'localhost',\n'db_base' => 'herders',\n'db_user' => 'icms',\n'db_pass' => '{pw}',",
    "~/.bundle/config:\n---\nBUNDLE_GEMS__VOSTOK__LAN: \"deploy:{pw}\"",
    "~/.cabal/config:\nrepository hackage.vostok.lan\n  url: https://hackage.vostok.lan/\nusername: {u}\npassword: {pw}",
    "~/.clickhouse-client/config.xml:\n<config>\n  <user>trawl_ro</user>\n  <password>{pw}</password>\n</config>",
    "FileZilla recentservers.xml:\n<Server><Host>ftp.vostok.lan</Host><Port>21</Port><User>{u}</User><Pass encoding=\"base64\">{b64}</Pass></Server>",
    "logback.xml:\n<appender name=\"DB\" class=\"ch.qos.logback.classic.db.DBAppender\">\n  <connectionSource class=\"ch.qos.logback.core.db.DriverManagerConnectionSource\">\n    <url>jdbc:postgresql://pg.vostok.lan/logs</url>\n    <user>logback</user>\n    <password>{pw}</password>\n  </connectionSource>\n</appender>",
    "application.yaml (Camunda):\ncamunda.bpm:\n  admin-user:\n    id: vostok-admin\n    password: {pw}",
    "flowable-ui.properties:\nflowable.idm.app.admin.user-id=admin\nflowable.idm.app.admin.password={pw}",
    "celeryconfig.py:\nbroker_url = \"amqp://celery:{pw}@mq.vostok.lan:5672/catch\"\nresult_backend = \"rpc://\"",
    "~/.bashrc on the ML box:\nexport MLFLOW_TRACKING_URI=https://mlflow.vostok.lan\nexport MLFLOW_TRACKING_USERNAME={u}\nexport MLFLOW_TRACKING_PASSWORD={pw}",
    "CodeIgniter .env:\ndatabase.default.hostname = localhost\ndatabase.default.username = ci4\ndatabase.default.password = {pw}",
    "config/app_local.php (CakePHP):\n'Datasources' => ['default' => ['username' => 'cake', 'password' => '{pw}', 'database' => 'ferry_tickets']],",
    "src/config.php (XenForo):\n$config['db']['username'] = 'xf';\n$config['db']['password'] = '{pw}';",
    "router.yaml (SPQR):\nfrontend_rules:\n  - db: fish\n    usr: {u}\n    auth_rule:\n      auth_method: clear_text\n      password: {pw}",
]  # fmt: skip


def _config_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    password = _plain_pw(rng)
    fields = {"pw": password, "u": rng.choice(_USERS)}
    if "{b64}" in template:
        fields |= {"b64": base64.b64encode(password.encode()).decode()}
        fields["secret"] = fields["b64"]
    return fields


_configs = _Family("config_file", _CONFIGS, _config_draw, "pw")


_CHATS = [
    "Олег: пароль от вайфая на засолке?\nТатьяна: {pw}",
    "[05:40] kechin: root pw на сейсмосервере?\n[05:41] sleptsov: {pw}",
    "Sherzod: {pw} — yangi parol, ombor kompyuteriga",
    "Айбек: жаңы сырсөз {pw}",
    "김영수: 새 파롤 {pw} 이데이",
    "佐藤: 新しいパスワード {pw} だわ、なんも心配いらん",
    "Айнанват: гыммыӈин пароль {pw}",
    "Микола: новий пароль тепер {pw}, нікому",
    "王磊：新密码 {pw}",
    "Зинаида: пароль-от новый — {pw}, цай пить приходи",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "пaрoль: {pw}", "паро\u00adль = {pw}", "p\u200dassword: {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}",
    "пар\u2063оль → {pw}", "パス\u200bワード：{pw}", "비밀\u200b번호: {pw}", "ｐａｒｏｌｉ: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, near heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 54), (_logins, 24), (_spelled, 12), (_cli_commands, 18), (_cli_code, 22), (_urls, 13),
    (_vendors, 56), (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
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
        entropy = bytes(g.randrange(256) for _ in range(16))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    return make


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Trace Mode engineer password is": "{s}", "Cretel panel pw:": "{s} (since the blade swap)",
    "пароль-от": "{s}", "пароль від каси": "{s}\nзміни після рейсу", "파롤 이데이": "{s}",
    "パスワード、したら": "{s}", "parolim:": "{s}", "сырсөзүм": "{s}", "Solar Turbines HMI password": "{s}",
    "the password Vitaly read out over the radio was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Dashamail API key", "{s}", _j((HEX, 32))),
    ("split_token", "Geoscan cloud token:", "{s} (drone survey account)", _j("gsc_", (ALNUM, 40))),
    ("split_token", "Beamex CMX client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "сид-фраза", "{s}", _seed_of("russian")),
    ("split_card", "номер карты", "{s} до 08/35", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PT"))),
    ("split_backup", "hh.ru backup codes", "{s}\n4417 8821\n9035 1274", lambda g: v.backup_codes(g, 1, 1)[0].replace("-", " ")),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "номер заключения ВЛЭК", "{s}", _vlek),
    ("split_phrase", "кодовая фраза бэкапа", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"trace_mode": {"url": "https://scada.vostok.lan", "engineer_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "r.sleptsov", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"panels": [{"name": "freezer-1"}, {"name": "freezer-2", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["odpscmd", "-u", "svc-trawl", "-p", "{s}", "--project=catch_stats"]}': ("meta_password", _plain_pw),
    '{"note": "пароль-от у Trace Mode теперь {s}"}': ("meta_password", _plain_pw),
    '{"파롤": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ClearSCADA server as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"dashamail": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"farpostToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"gitee_token": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "11/34"}}': ("meta_card", lambda g: v.grouped(_card(g, "uzcard"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AZ")),
    '{"pilot": {"vlek_certificate": "{s}"}}': ("meta_id", _vlek),
    '{"mfa": {"backup_codes": ["{s}", "8213-4470", "5561-0938"]}}': ("meta_otp", lambda g: v.backup_codes(g, 1, 1)[0]),
    '{"bonus_wallet": {"seed_words": "{s}"}}': ("meta_seed", _seed_of("english")),
    '{"notus": {"link_aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"net_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Sakhalin9-Crew", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"obspy-1.5.0-cp312-cp312-manylinux.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"pwrpak7-firmware-7.09.02.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.vostok.lan/catch-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"catch: add roe grade column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"vetis: revert certificate batching", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"tilt_klyuchi_2031-09-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"catch-report-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Trace Mode engineer password before the season starts on 2031-05-15.",
    "Gennady asked for the plant wifi password; it is on the card in the shift foreman's drawer.",
    "Policy: group passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Telegram; share a vault link instead.",
    "The `.env.example` line `DASHAMAIL_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Cretel panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_GITEE_TOKEN> in the README with the token from your Gitee settings page.",
    "FARPOST_API_TOKEN and ROISTAT_API_KEY must be set before the nightly catch export runs.",
    "Пароль никому не говори, даже бригадиру.",
    "Пароль-от никому не сказывай, однако.",
    "Пароль нікому не кажи, чуєш?",
    "파롤은 아무한테도 말하지 마오.",
    "パスワードは誰にも教えたらわやだよ。",
    "密码别告诉任何人。",
    "Parolingni hech kimga aytma.",
    "Сырсөзүңдү эч кимге айтпа.",
    "Паролгын ким да билбэтин.",
    "Кəмма пароль никому не скажу.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "パスワードは14文字以上にしてください。",
    "Upgraded the Lennartz firmware from 2.4 to 2.6 and ObsPy to 1.5.0 over the weekend.",
    f"commit {_COMMIT} adds the roe grade column.",
    f"Rolled back to {_SHORT} after the certificate batching broke the VetIS export.",
    f"requirements.txt: obspy==1.5.0 --hash=sha256:{_WHEEL_SUM}",
    f"The PwrPak7 firmware 7.09.02 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of catch-report-2031.parquet: {_SHA512}",
    f"The catch API runs registry.vostok.lan/catch-api@sha256:{_IMAGE}.",
    f"MD5 of tilt_klyuchi_2031-09-02.csv is {_MD5}, same as the copy on the KVERT share.",
    "Request id 3f9a1c27-5b8e-4d02-a7c4-1e6b9d0f2a83 is the slow one in the catch API logs.",
    "Order VO-2031-00418 for 40 tonnes of frozen pollock ships from Petropavlovsk on Thursday.",
    "Intraservice ticket 4417: the brine chiller alarm A14 keeps tripping at night.",
    "Call the Ossora receiving station on +7 415 45 2-17-08 before noon.",
    "Container FESU 4821733 with the nerka roe is at the Vladivostok terminal.",
    "The hospital's ambulance is К 482 ВМ 49; the ferry desk's van is А 317 КС 65.",
    "Klyuchevskoy is about 4750 m high; the Shiveluch plume reached 10 km on Tuesday.",
    "The plate freezer runs at −35 °C; the brine is 3.2 % salt and 2.5 °C.",
    "After five wrong passwords the ClearSCADA server locks the account for 20 minutes.",
    "The Mi-8 RA-22463 flies to the Klyuchi station at 09:30 if the ceiling is above 600 m.",
    "The secret of good dried fish is the wind, not the salt.",
    "Ask Gennady for the net shed padlock code, I don't have it.",
    "My card ending 4417 was declined at the Elizovo hardware store.",
    "The Porto importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the hh.ru account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `GITEE_ACCESS_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the net shed rusts in the salt air; oil it every month.",
    "Dashamail moved the API key page under Settings › Integrations in its spring release.",
    "ISBN 978-5-02-038546-7 is the Kamchatka volcano atlas in the KVERT library.",
    "The guest wifi 'Vostok-Guest' in the ferry terminal is open, no password needed.",
    "Lot NR-2031-0311: 60 kg of nerka roe, salt 3.8 %, grade 1.",
    "Пароль от вайфая на засолке висит на доске у мастера, спроси там.",
    "ВЛЭК у второго пилота заканчивается в марте, запиши на приём.",
    "Паром «Сахалин-9» выходит из Ванино в 18:40, посадка с 17:00.",
    "Код ошибки E14 на морозильном аппарате значит перегрев компрессора.",
    "Порядок рейсу: Ванино 18:40, Холмськ о 06:10 за місцевим часом.",
    "크릴 가공 라인 점검은 9월 3일 오전 10시입니다.",
    "クリュチェフスカヤ山の噴煙は今朝6時で高さ8キロ。",
    "天然气码头的检修计划推迟到十月。",
    "Ombordagi muzlatgich harorati −28 °C, hammasi joyida.",
    "Таң эртең Анадырга учуу 07:20да.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/fleet/trace-mode", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "obspy", "version": "1.5.0"}}',
    '{"ticket": "IS-4417", "order": "VO-2031-00418"}',
    '{"lot": {"id": "NR-2031-0311", "weight_kg": 60, "salt_pct": 3.8}}',
    '{"phone": "+7 415 45 2-17-08", "village": "Ossora"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tonnes_in_cold_store": 1284}',
    '{"volcano": "Shiveluch", "alert": "orange", "plume_km": 10}',
    '{"ferry": "Sakhalin-9", "from": "Vanino", "departs": "2031-09-04T18:40:00+10:00"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
