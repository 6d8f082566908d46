# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-fifty-fourth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-fifty-third's
docstring, the fifth to three-hundred-and-fifty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (355 to 357), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (354_620_917), password words (a steppe word, a
place and a number, `TulparKhromtau58!`; dot-joined steppe words with a year,
`saksaul.kumys.2019`; leet `Kh40mt4u`; a name, a year and a place; a generator's dashed groups; a
wagon's number with a symbol; random runs).

The fictional company is Mugalzhar Temir Servis LLP (TOO «Мұғалжар Темір Сервис»: an office in
Aktobe, a rail depot in Kandyagash, a chrome-ore logistics yard in Khromtau and a water pumping
station in Shalkar), with Kazakh and Russian-speaking staff, Ukrainian relatives in Kharkiv, a
Tatar grandmother in Kazan and a Chinese oil partner (the invented Tianshan Yuanhang Petroleum in
Urumqi); every company, person, address, domain (`mugtemir.lan`, `mugtemir.example`), account and
number is invented, only the region is real. Texts: chats, tickets, notes, runbooks, shell
prompts, config and env files, voice-note transcripts and requests to the assistant; separators:
a colon, `=`, `→`, `::`, `—`, `мынау`, `деген`, `такой`, `ось`, `шул`, `是`, `shi`, guillemets,
brackets, backticks, a new line and none.

Grep counts (heldouts 5 to 353 naming each, grep -l): none for Aktobe, Актобе, Kandyagash,
Khromtau, Shalkar, Харків, `әбием`/`äbiem`, `балам`, `жаным`, `синку`, `доню`, `kupia kod`,
`құпия код`, `mi ma shi`, `yan zheng ma`, `beiyongma`, `kouling`, `serle süz`, `influx config
create`, `-Dpassword`, gpfdist, `kz.iin`; one to three for Kcell, Tele2, Altel, Wooppay,
IPERF3_PASSWORD, the AnyConnect CLI, dsmc, impdp, DUPLICACY_PASSWORD, wlfreerdp, nxlog, lncli,
electrum, `filebeat keystore`, `elasticsearch-keystore`, `bitcoin-cli -rpcpassword`, `гасло`,
`kupiya soz`, `qūpiä`, `sersüz`, `me.pib`, `mk.edb`, `rs.pib`; four to nine for Kharkiv (4),
Kazan (7), Tatar (9), Halyk (5), Jusan (5), Kaspi (8), `құпия сөзі` (5), `серсүзе` (6), rman (4),
expdp (5), mysqlpump (5), PBS_PASSWORD (4), `md.idno` (6), `az.voen` (8); more for `пароль`
(130), `密码` (97), `ru.inn` (25), `cn.ric` (17), `ua.rntrc` (14), `by.unp` (13), `cn.uscc` (10),
`ua.edrpou` (10), `tr.vkn` (12) and the common tools.

About half of the secret samples are not in English: Kazakh as texted in Cyrillic (`құпиясөз`,
`құпия сөзі мынау`, `құпия код`, `балам`, `жаным`, `растау коды`) and in Latin letters
(`qupiasöz`, `kupia soz`, `parol mynau`, `kody`), Russian as texted (`пароль такой`, `пасс от
вайфая`, `код из смс`, `parol ot wifi`), the Ukrainian of the relatives in Kharkiv (`пароль від`,
`гасло`, `синку`, `доню`, `ось`), the Tatar of a grandmother in Kazan in Cyrillic (`серсүз`,
`балакаем`, `шул`) and Latin letters (`sersüz`, `balam`), and the Chinese of the oil partner in
characters (`密码是`, `验证码`, `口令`, `助记词`) and in pinyin (`mima shi`, `yanzhengma`,
`kouling`). Russian, Ukrainian and Chinese in characters are ordinary usage; the author's guesses,
checked by no speaker, are the Kazakh Latin spellings (`qupiasöz`, `kupia soz`), the Tatar wordings
in both scripts (`серсүз`, `sersüz`, `балакаем`, `әби`, `äbineñ`, `şul`), the Kazakh texting
words and the pinyin without tones.

Vendors: invented ones (SteppePay `stp_live_`, AktobeCloud `akc-`, Kandyagash Rail API `kdr_`,
Shalkar Telemetry `shlk.`, Mugalzhar ERP `mge_sk_`, Berkut SMS `bks_`; shapes guessed), Kazakh and
Chinese ones with guessed shapes (Kaspi Pay, Halyk ePay, Jusan, Kcell, Altel, Wooppay, DingTalk,
Feishu, WeCom) and published shapes (GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic,
OpenRouter, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Shopify,
DigitalOcean, Linear, Grafana, Doppler, Sentry, Tailscale, Groq, Docker Hub, Brevo, NVIDIA,
Postman, Notion, Figma, Mailchimp, Alibaba Cloud, Tencent Cloud); the JWTs are well-formed.

Ids: Ukraine's RNTRC and EDRPOU (`ua.rntrc`, `ua.edrpou`), Russia's INN (`ru.inn`), China's
resident id and unified social credit code (`cn.ric`, `cn.uscc`), Belarus's UNP (`by.unp`),
Azerbaijan's VÖEN (`az.voen`), Moldova's IDNO (`md.idno`), Montenegro's PIB (`me.pib`), North
Macedonia's EDB (`mk.edb`), Serbia's PIB (`rs.pib`) and Turkey's VKN (`tr.vkn`), each drawn until
its python-stdnum module validates it; Kazakhstan's IIN and BIN, which python-stdnum has no module
for, carry the published weighted mod-11 check digit computed in this file; a Kazakh and a
Ukrainian passport number carry no check. Cards pass Luhn (`stdnum.luhn`; Visa, Mastercard,
UnionPay and Mir prefixes); IBANs of Kazakhstan, Ukraine, El Salvador, Seychelles, Nicaragua and
Mauritius, checked with `stdnum.iban`; seed phrases from mnemonic's English, Russian and
simplified Chinese lists, checked with `Mnemonic(lang).check`.
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
from stdnum.az import voen as az_voen
from stdnum.by import unp as by_unp
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.md import idno as md_idno
from stdnum.me import pib as me_pib
from stdnum.mk import edb as mk_edb
from stdnum.rs import pib as rs_pib
from stdnum.ru import inn as ru_inn
from stdnum.tr import vkn as tr_vkn
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 354_620_917
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


_STEPPE = ["Tulpar", "Berkut", "Saksaul", "Kumys", "Shubat", "Baursak", "Dombra", "Zhusan",
           "Kokpar", "Kiyiz", "Tumar", "Sarkyt", "Ayran", "Kobyz", "Zhailau",
           "Shanyrak"]  # fmt: skip
_RAIL = ["Teplovoz", "Strelka", "Semafor", "Dizel", "Vagon", "Shpala", "Perron", "Depo",
         "Khromit", "Ferrosplav", "Nasos", "Skvazhina"]  # fmt: skip
_PLACES = ["Aktobe", "Kandyagash", "Khromtau", "Shalkar", "Emba", "Alga", "Kargaly", "Martuk",
           "Temir", "Bayganin", "Irgiz", "Mugalzhar", "Ilek", "Urumqi", "Kazan",
           "Kharkiv"]  # fmt: skip
_NAMES = ["Yerzhan", "Aigerim", "Dauren", "Saule", "Bakhyt", "Zhanar", "Madina", "Timur",
          "Arman", "Gulnara", "Asel", "Rustem", "Oksana", "Taras", "Mykola", "Rauza", "Ilnur",
          "WangLei", "LiuFang", "Nurgul", "Kanat", "Aliya"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Kh40mt4u", "4kt0b3", "Sh4lk4r", "K4ndy4g4sh", "Mug4lzh4r", "T3pl0v0z", "B3rkut",
         "Tulp4r"]  # fmt: skip


def _wagon(g: random.Random) -> str:
    """A wagon's number with a symbol, the way the depot crew makes a password of it."""
    return f"Vagon{_r(g, D, 8)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_STEPPE)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join([*(w.lower() for w in g.sample(_STEPPE, 2)), str(g.randrange(1990, 2032))]),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2032)) + g.choice(_SYMBOLS),
    _wagon,
    lambda g: f"{g.choice(_RAIL).lower()}_{g.choice(_PLACES).lower()}_{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_RAIL)}{g.choice(_SYMBOLS)}{g.choice(_STEPPE)}{g.randrange(1, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    _manager,
    lambda g: f"{g.choice(_STEPPE).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Bitrix24 chat, Yerzhan: the Kandyagash depot NVR admin password is {pw}",
    "Telegram, group «Депо Кандыагаш»: Dahua DSS password {pw}",
    "WhatsApp from Aigerim: the Khromtau weighbridge PC password is {pw}",
    "Ticket HD-4471: Siemens SIMATIC HMI at the Shalkar pump station, password {pw}",
    "Jira SD-918: the ABB ACS880 drive web password at Shalkar is {pw}, please rotate",
    "Note to self: Grundfos CU 352 controller password {pw}",
    "Runbook: restart pump P-3\n1. open the Wonderware HMI\n2. log in as operator\n"
    "3. password {pw}\n4. press Reset on P-3",
    "email from Dauren: the 1C server administrator password is {pw}, delete this please",
    "voice note, transcribed: the password for the Kandyagash dispatcher laptop is {pw}",
    "Incident 2031-11-03: the Khromtau yard camera was open with password {pw}",
    "README (Aktobe rack): Synology admin password `{pw}`",
    "please remember for me: my Kaspi business cabinet password is {pw}",
    "can you keep my Halyk Homebank password? it's {pw}",
    "Bakhyt: MikroTik at the Shalkar station, admin password {pw}",
    "Kcell router at the Khromtau gatehouse, web password {pw}",
    "after the reinstall the Wialon account password became {pw}",
    "Құпиясөз: {pw}",
    "депо компьютерінің құпия сөзі мынау: {pw}",
    "Аружан, Шалқардағы насостың құпиясөзі {pw}, ешкімге айтпа",
    "балам, поштамның құпия сөзі {pw}",
    "жаным, роутердің құпиясөзі — {pw}",
    "qupiasöz: {pw}",
    "depo kompiuteriniñ kupia sozi mynau {pw}",
    "Shalkardagy nasostyn parol mynau {pw}",
    "balam pochtamnyn kupia soz {pw}",
    "пароль такой: {pw}",
    "Тимур: пароль от сервера 1С — {pw}",
    "пасс от вайфая в депо {pw}",
    "пароль от весовой в Хромтау {pw}, никому",
    "parol ot wifi v ofise {pw}",
    "Рустем, новый пароль на камеры {pw}",
    "parol ot 1C {pw} ne teryai",
    "пароль від пошти {pw}",
    "синку, гасло від інтернет-банку {pw}",
    "доню, ось пароль від роутера: {pw}",
    "Тарас: новий пароль від ноутбука {pw}",
    "Оксана: гасло до Дії {pw}, нікому не кажи",
    "parol vid poshty {pw}",
    "серсүз: {pw}",
    "балакаем, почтаның серсүзе шул: {pw}",
    "Рауза әби: телефонның серсүзе {pw}",
    "sersüz: {pw}",
    "balam, poçtanıñ sersüze şul {pw}",
    "密码是 {pw}",
    "王磊：油罐监控系统的密码是 {pw}",
    "刘芳：新服务器密码 {pw}，别告诉别人",
    "阿克托别办公室路由器密码：{pw}",
    "mima shi {pw}",
    "Wang Lei: you guan jiankong de mima shi {pw}",
    "xin fuwuqi mima {pw}",
    "Gulnara in Bitrix24: the Hikvision NVR at Khromtau, password {pw}",
    "Madina: Ubiquiti UniFi controller password {pw}",
    "Asel, ticket 2207: Zabbix frontend Admin password {pw}",
    "Slack DM from Arman: Veeam console password {pw}",
    "Rustem, Teams chat: the Ruijie switch in Shalkar, enable password {pw}",
    "Kanat wrote on the whiteboard photo: Teltonika RUT955 admin password {pw}",
    "Dauren: the Schneider EcoStruxure password at the pumping station is {pw}",
    "Zhanar, e-mail: the Aktobe accounting PC password is {pw}",
    "Ilnur from Kazan: grandma's tablet password {pw}",
    "Aliya: the pass for the Khromtau dispatch tablet is {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["yerzhan", "aigerim.k", "dauren", "saule.b", "bakhyt", "zhanar", "madina.t", "timur",
          "arman.s", "gulnara", "asel", "rustem.n", "oksana.k", "taras", "mykola", "rauza",
          "ilnur", "wanglei", "liufang", "nurgul", "kanat", "aliya", "svc-depot",
          "pump-ops"]  # fmt: skip
_LOGINS = [
    "Bitrix24, Yerzhan: the weighbridge login is {u} / {pw}",
    "HD-4490: {u} locked out of the Wialon portal, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Depot › Cameras › Dahua NVR: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| 1C Kandyagash | {u} | {pw} |",
    "sign into the Khromtau yard PC as {u} with {pw}",
    "Zabbix creds {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: pump-shalkar-1\n  user: {u}\n  password: {pw}",
    "Teams: account {u}, password {pw}",
    "Aigerim says the Veeam account is {u} and the password is {pw}",
    "host,login,password\nnvr-khromtau,{u},{pw}",
    "логин {u}, пароль {pw}",
    "логин: {u} / пароль: {pw}",
    "пайдаланушы аты {u}, құпиясөз {pw}",
    "login {u}, kupia soz {pw}",
    "логін {u}, пароль {pw}",
    "кулланучы {u}, серсүз {pw}",
    "用户名 {u}，密码 {pw}",
    "yonghuming {u}, mima {pw}",
    "login {u} parol {pw}",
    "учётка {u}, пароль {pw}",
    "Kanat: creds for the Shalkar SCADA are {u} and {pw}",
    "ssh {u}@depot-srv.mugtemir.lan (password {pw})",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tulpar", "berkut", "saksaul", "kumys", "shubat", "baursak", "dombra", "zhusan",
               "kokpar", "sarkyt", "kobyz", "zhailau", "teplovoz", "semafor"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "for the depot laptop it's {w} with {d} at the end",
    "voice memo: the Shalkar wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "құпиясөз — {w} деген сөз, артынан {d}",
    "kupia soz {w} degen soz, sosyn {d}",
    "пароль — слово {w}, потом {d}",
    "parol slovo {w}, potom cifry {d}",
    "пароль — слово {w}, а потім {d}",
    "серсүз — {w} сүзе, аннары {d}",
    "密码是 {w} 这个词，后面加 {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "IPERF3_PASSWORD='{pw}' iperf3 -c iperf.mugtemir.lan --username {u} "
    "--rsa-public-key-path pub.pem",
    "printf '{u}\\n{pw}\\ny\\n' | /opt/cisco/anyconnect/bin/vpn -s connect vpn.mugtemir.example",
    "echo '{pw}' | ocpasswd -c /etc/ocserv/ocpasswd {u}",
    "dsmc query backup /data/ -virtualnode=depot -password={pw}",
    "rman target sys/{pw}@DEPOTDB",
    "expdp {u}/{pw}@ERP schemas=WAGONS directory=DP dumpfile=wagons.dmp",
    "impdp {u}/{pw}@ERPTEST schemas=WAGONS directory=DP dumpfile=wagons.dmp",
    "mysqlpump -u {u} -p'{pw}' --databases dispatch > dispatch.sql",
    "PBS_PASSWORD='{pw}' proxmox-backup-client backup root.pxar:/ "
    "--repository {u}@pbs@pbs.mugtemir.lan:depot",
    "DUPLICACY_PASSWORD='{pw}' duplicacy backup -stats",
    "wlfreerdp /v:scada-shalkar.mugtemir.lan /u:{u} /p:'{pw}'",
    "influx config create --config-name depot --host-url http://influx.mugtemir.lan:8086 "
    "--org mugtemir --username-password {u}:{pw} --active",
    "mvn deploy -Dusername={u} -Dpassword='{pw}'",
    "echo '{pw}' | filebeat keystore add ES_PWD --stdin --force",
    "echo '{pw}' | elasticsearch-keystore add -x bootstrap.password",
    "bitcoin-cli -rpcuser={u} -rpcpassword='{pw}' getblockchaininfo",
    "lncli --rpcserver=lnd.mugtemir.lan:10009 unlock --stdin <<< '{pw}'",
    "electrum -w ~/.electrum/wallets/fund password --password '{pw}'",
    "monero-wallet-cli --wallet-file fund --password '{pw}' --command balance",
    "printf 'user={u}\\npassword={pw}\\n' > ~/.monetdb && mclient -h monet.mugtemir.lan -d wagons",
    "PGPASSWORD='{pw}' psql -h rw.mugtemir.lan -p 4566 -U {u} -d dev",
    "yb-admin --master_addresses yb1:7100 --ysql_password '{pw}' list_tables",
    "sqream sql --host=sq.mugtemir.lan --username={u} --password='{pw}' --database=ore",
    "tarantoolctl connect {u}:{pw}@tt.mugtemir.lan:3301",
    "isql -v DEPOT {u} '{pw}'",
    "tsql -S mssql.mugtemir.lan -U {u} -P '{pw}'",
    "helm registry login harbor.mugtemir.lan -u {u} -p '{pw}'",
    "nerdctl login harbor.mugtemir.lan -u {u} -p '{pw}'",
    "buildah login -u {u} -p '{pw}' harbor.mugtemir.lan",
    "argocd login argocd.mugtemir.lan --username {u} --password '{pw}'",
    "pveum passwd {u}@pve  # typed {pw} twice",
    "qpdf --encrypt '{pw}' '{pw}' 256 -- salary-2031.pdf salary-enc.pdf",
    "jf rt ping --url https://jfrog.mugtemir.lan/artifactory --user {u} --password '{pw}'",
    "lncli create  # wallet password typed: {pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "[yerzhan@depot-srv ~]$ {c}", "root@pump-shalkar:~# {c}",
    "PS C:\\Users\\aigerim> {c}", "mobaxterm, tab 'Khromtau': {c}",
    "history | tail -1 →  1042  {c}", "Terminus on the dispatch iPad: {c}",
    "Windows Terminal, WSL Ubuntu: {c}", "Termius, host 'kandyagash-db': {c}",
    "Осы команданы жібердім: {c}", "вот команда, которую я запускал: {c}",
    "ось команда, яку я вводив: {c}", "我运行的命令：{c}", "wo yunxing de mingling: {c}",
    "bul komandany zhiberdim: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-yard2.mugtemir.lan:554/cam/realmonitor?channel=1",
    "ftps://{u}:{pw}@edi.mugtemir.example:990/outbox/",
    "clickhouse://{u}:{pw}@ch.mugtemir.lan:9000/telemetry",
    "mongodb+srv://{u}:{pw}@cluster0.mugtemir.example/wagons",
    "oracle+oracledb://{u}:{pw}@ora.mugtemir.lan:1521/?service_name=ERP",
    "postgresql://{u}:{pw}@pg.mugtemir.lan:5432/dispatch?sslmode=require",
    "redis://{u}:{pw}@redis.mugtemir.lan:6379/2",
    "opc.tcp://{u}:{pw}@plc-shalkar.mugtemir.lan:4840",
    "mssql+pyodbc://{u}:{pw}@mssql.mugtemir.lan/Dispatch?driver=ODBC+Driver+18",
    "http://{u}:{pw}@proxy.mugtemir.lan:3128",
    "jdbc:postgresql://pg.mugtemir.lan/ore?user={u}&password={pw}",
    "Server=mssql.mugtemir.lan;Database=Wagons;User Id={u};Password={pw};",
    "kafka://{u}:{pw}@kafka.mugtemir.lan:9093",
]  # fmt: skip
_URL_PLACES = [
    "DISPATCH_DB_URL={c}", "Grafana data source, the old one: {c}",
    "keep this connection string for me: {c}", "连接字符串：{c}", "строка подключения: {c}",
    "HD-4502: {c}", "Confluence page 'Databases': {c}", "қосылу жолы: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _aws_pair(g: random.Random) -> str:
    return _r(g, B64, 40)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("SteppePay", "STEPPEPAY_SECRET_KEY", _j("stp_live_", (ALNUM, 32))),
    ("AktobeCloud", "AKTOBECLOUD_TOKEN", _j("akc-", (LOWER_DIGITS, 40))),
    ("Kandyagash Rail API", "KDR_API_KEY", _j("kdr_", (ALNUM, 36))),
    ("Shalkar Telemetry", "SHALKAR_TELEMETRY_KEY", _j("shlk.", (URLSAFE, 24), ".", (HEX, 16))),
    ("Mugalzhar ERP", "MGE_SECRET", _j("mge_sk_", (ALNUM, 40))),
    ("Berkut SMS", "BERKUT_SMS_KEY", _j("bks_", (HEX, 40))),
    ("Kaspi Pay", "KASPI_PAY_TOKEN", _j((B64, 44))),
    ("Halyk ePay", "HALYK_EPAY_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Jusan Business", "JUSAN_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Kcell SMS", "KCELL_SMS_PASSWORD", _j((ALNUM, 24))),
    ("Altel M2M", "ALTEL_M2M_TOKEN", _j((HEX, 48))),
    ("Wooppay", "WOOPPAY_SECRET", _j((HEX, 32))),
    ("DingTalk", "DINGTALK_APP_SECRET", _j((URLSAFE, 64))),
    ("Feishu", "FEISHU_APP_SECRET", _j((ALNUM, 32))),
    ("WeCom", "WECOM_CORP_SECRET", _j((URLSAFE, 43))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 156))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OpenRouter", "OPENROUTER_API_KEY", _j("sk-or-v1-", (HEX, 64))),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _aws_pair),
    ("Google", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", "TWILIO_API_SECRET", _j((ALNUM, 32))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("PyPI", "PYPI_TOKEN", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify", "SHOPIFY_ADMIN_TOKEN", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40))),
    ("Grafana", "GRAFANA_SA_TOKEN", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
    ("Sentry", "SENTRY_AUTH_TOKEN", _j("sntrys_", (URLSAFE, 60))),
    ("Tailscale", "TS_AUTHKEY", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo", "BREVO_API_KEY", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA", "NVIDIA_API_KEY", _j("nvapi-", (URLSAFE, 64))),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Notion", "NOTION_TOKEN", _j("ntn_", (ALNUM, 46))),
    ("Figma", "FIGMA_TOKEN", _j("figd_", (URLSAFE, 40))),
    ("Mailchimp", "MAILCHIMP_API_KEY", _j((HEX, 32), "-us21")),
    ("Alibaba Cloud", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", _j((ALNUM, 30))),
    ("Tencent Cloud", "TENCENTCLOUD_SECRET_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "k8s secret, stringData:\n  {env}: {tok}",
    "docker run -e {env}={tok} mugtemir/dispatch:2.4",
    "GitLab CI variable {env} = {tok}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "1C › Администрирование › Интеграции › {vendor}: {tok}",
    "Bitrix24, Yerzhan: {vendor} key for the wagon sync: {tok}",
    "HD-4510: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API кілті: {tok}",
    "{vendor} API kilti mynau {tok}",
    "ключ API {vendor} для диспетчерской: {tok}",
    "API-ключ {vendor}: {tok}",
    "kluch API {vendor} {tok}",
    "ключ API {vendor} ось: {tok}",
    "{vendor} API ачкычы: {tok}",
    "{vendor} 的 API 密钥是 {tok}",
    "{vendor} API miyao shi {tok}",
    "Zabbix macro {{$API_TOKEN}} for {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    akid = "AKIA" + _r(rng, UPPER_DIGITS, 16)
    aws = _r(rng, B64, 40)
    ali = "LTAI5t" + _r(rng, ALNUM, 18)
    tencent = "AKID" + _r(rng, ALNUM, 32)
    steppe = "stp_live_" + _r(rng, ALNUM, 32)
    discord = _r(rng, URLSAFE, 68)
    return [
        Sample("vendor_token", f"[default]\naws_access_key_id = {akid}\n"
               f"aws_secret_access_key = {aws}", aws),
        Sample("vendor_token", f"阿里云 AccessKey ID：{ali}", ali),
        Sample("vendor_token", f"Tencent Cloud SecretId {tencent} for the Urumqi bucket",
               tencent),
        Sample("vendor_token", f'client = SteppePay(api_key="{steppe}")', steppe),
        Sample("vendor_token", "Discord webhook for depot alerts: https://discord.com/api/"
               f"webhooks/{_r(rng, D, 18)}/{discord}", discord),
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


_BARE_PLACES = ["{t}", "Bitrix24: {t}", "it shows it only once, so here:\n{t}", "токен: {t}",
                "这个 token：{t}", "{t}\n^ new one, the old one is revoked",
                "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)),
                _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Shalkar tank level sensor: {h}": 32,
    "HMAC secret for the SteppePay webhook: {h}": 64,
    "Modbus gateway AES key, Khromtau: {h}": 32,
    "IPsec pre-shared key Aktobe–Kandyagash (hex): {h}": 64,
    "backup encryption key for the 1C base: {h}": 48,
    "备份加密密钥：{h}": 64,
    "резервтік көшірменің шифрлау кілті: {h}": 64,
    "ключ шифрования бэкапа: {h}": 48,
    "ключ шифрування резервної копії: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "HD-4521: token copied from the browser's network tab {t}",
    "Cookie: lang=kk; mts_session={t}",
    "DISPATCH_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен такой {t}",
    "token 是 {t}",
    "токен ось {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@mugtemir.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.mugtemir.example/realms/depot", "azp": "dispatch-web"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Kandyagash depot server, keep it safe:\n{key}": (
        "OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/edi.mugtemir.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "tianshan"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_pump <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "HD-4530, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "服务器私钥：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "серверің жабық кілті:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
}


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head, tail = f"-----BEGIN {kind}-----", f"-----END {kind}-----"
    return {"key": joiner.join([head, *lines, tail]), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it before I burn the card: {p}": "english",
    "Exodus recovery phrase\n{p}": "english",
    "voice memo: the Tonkeeper recovery words are {p} and that's all of them": "english",
    "Ledger backup for the depot fund: {p}": "english",
    "SafePal seed, the old wallet (emptied): {p}": "english",
    "сид-фраза от кошелька: {p}": "russian",
    "мнемоника для Trust Wallet, не потеряй: {p}": "russian",
    "әмиянның қалпына келтіру сөздері: {p}": "russian",
    "сід-фраза гаманця: {p}": "russian",
    "助记词：{p}": "chinese_simplified",
    "imToken 助记词（旧钱包）：{p}": "chinese_simplified",
    "zhujici: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    mnemo = _MNEMO[lang]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return unicodedata.normalize("NFC", str(mnemo.to_mnemonic(entropy)))

    # mnemonic's check reads the phrase in NFKD, which splits a Russian "й" from its breve: a
    # phrase is drawn again until the library's own check passes on it as typed.
    phrase = v.until(rng, make, mnemo.check)
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
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
    if brand == "kz_visa":
        return _card_of(rng, ["440563", "400303", "404932"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Bitrix24, Yerzhan: the company card for the spare pump parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "HD-4540: pay the Grundfos service visit with card {c}",
    "картамның нөмірі: {c}, {mm}/{yy}",
    "kartamnyn nomiri {c}",
    "номер карты {c}, срок {mm}/{yy}",
    "nomer karty {c} do {mm}/{yy}",
    "номер картки: {c}",
    "卡号：{c}，有效期 {mm}/{yy}",
    "kahao {c}",
    "карта номеры: {c}",
]  # fmt: skip
_BRANDS = ["visa", "kz_visa", "mastercard", "unionpay", "mir", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", " ", "."][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 05/36, security code {cvv}",
               "the three digits on the back of the Halyk card: {cvv}",
               "картаның артындағы үш сан: {cvv}",
               "CVV с обратной стороны: {cvv}",
               "три цифри на звороті картки: {cvv}",
               "卡背面三位数：{cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "mastercard"), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "UA": "n" * 6 + "c" * 19, "SV": "aaaa" + "n" * 20,
                "SC": "aaaa" + "n" * 20 + "aaa", "NI": "aaaa" + "n" * 20,
                "MU": "aaaa" + "n" * 19 + "aaa"}  # fmt: skip
_IBAN_COUNTRIES = ["KZ", "UA", "KZ", "SV", "UA", "SC", "KZ", "NI", "UA", "MU", "KZ", "UA"]


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice MTS-2031-207: pay the pump repair to {i} within 10 days",
    "save the Kandyagash supplier's IBAN: {i}",
    "IBAN: {i}\nReference: wagon repair, November",
    "Bitrix24 #treasury: the new bank details of the ore carrier, IBAN {i}",
    "менің IBAN шотым: {i}",
    "meniñ IBAN: {i}",
    "мой IBAN {i}",
    "синку, ось мій IBAN: {i}",
    "IBAN для переказу: {i}",
    "我的 IBAN：{i}",
    "IBAN хисабым: {i}",
    "ИИК компании: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _kz_check(body: str) -> str | None:
    """Kazakhstan's IIN/BIN check digit: weights 1..11, then 3..11,1,2 when the first gives 10."""
    digits = [int(c) for c in body]
    total = sum(d * w for d, w in zip(digits, range(1, 12), strict=True)) % 11
    if total == 10:
        weights = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]
        total = sum(d * w for d, w in zip(digits, weights, strict=True)) % 11
    return None if total == 10 else str(total)


def _kz_iin(g: random.Random) -> str:
    """A Kazakh IIN: a birth date, a century-and-sex digit, a serial and the check digit."""
    while True:
        body = (f"{g.randrange(55, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
                f"{g.choice('34')}{_r(g, D, 4)}")  # fmt: skip
        check = _kz_check(body)
        if check is not None:
            return body + check


def _kz_bin(g: random.Random) -> str:
    """A Kazakh BIN: a registration year and month, a type digit, a serial and the check digit."""
    while True:
        body = f"{g.randrange(10, 30):02d}{g.randrange(1, 13):02d}4{g.choice('01')}{_r(g, D, 5)}"
        check = _kz_check(body)
        if check is not None:
            return body + check


def _valid(make: Maker, valid: Callable[[str], bool]) -> Maker:
    return lambda g: v.until(g, make, valid)


def _ric(g: random.Random) -> str:
    """A Chinese resident id of an Urumqi district, its ISO 7064 check digit computed."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(1965, 2000)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = h.choice(["650102", "650103", "650104", "650105"]) + born + _r(h, D, 3)
        return body + cn_ric.calc_check_digit(body + "0")

    return v.until(g, make, cn_ric.is_valid)


def _uscc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "91650100" + _r(h, "0123456789ABCDEFGHJKLMNPQRTUWXY", 9)
        return body + cn_uscc.calc_check_digit(body)

    return v.until(g, make, cn_uscc.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "ЖСН: {s}": _kz_iin,
    "менің ЖСН-ім {s}": _kz_iin,
    "IIN for the visa form: {s}": _kz_iin,
    "ИИН мой {s}, для справки": _kz_iin,
    "БСН компании: {s}": _kz_bin,
    "BIN of Mugalzhar Temir Servis for the contract: {s}": _kz_bin,
    "паспорт нөмірі: N{s}": lambda g: _r(g, D, 8),
    "РНОКПП (ІПН) мами: {s}": _valid(lambda h: _r(h, D, 10), ua_rntrc.is_valid),
    "синку, мій ідентифікаційний код {s}": _valid(lambda h: _r(h, D, 10), ua_rntrc.is_valid),
    "ЄДРПОУ фірми дядька Миколи: {s}": _valid(lambda h: _r(h, D, 8), ua_edrpou.is_valid),
    "номер ID-картки: {s}": lambda g: _r(g, D, 9),
    "ИНН әбием: {s}": _valid(lambda h: "16" + _r(h, D, 10), ru_inn.is_valid),
    "Rauza äbineñ INN: {s}": _valid(lambda h: "16" + _r(h, D, 10), ru_inn.is_valid),
    "王磊的身份证号：{s}": _ric,
    "shenfenzheng hao {s}": _ric,
    "天山远航的统一社会信用代码：{s}": _uscc,
    "УНП поставщика из Минска: {s}": _valid(lambda h: "1" + _r(h, D, 8), by_unp.is_valid),
    "VÖEN of the Baku pump dealer: {s}": _valid(lambda h: _r(h, D, 9) + "1", az_voen.is_valid),
    "IDNO of the Chisinau valve maker: {s}": _valid(lambda h: "100" + _r(h, D, 10),
                                                    md_idno.is_valid),
    "PIB of the Podgorica freight agent: {s}": _valid(lambda h: "02" + _r(h, D, 6),
                                                      me_pib.is_valid),
    "EDB of the Skopje supplier: {s}": _valid(lambda h: "4" + _r(h, D, 12), mk_edb.is_valid),
    "PIB of the Novi Sad buyer, Serbia: {s}": _valid(lambda h: "1" + _r(h, D, 8), rs_pib.is_valid),
    "VKN of the Istanbul broker: {s}": _valid(lambda h: _r(h, D, 10), tr_vkn.is_valid),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["Google Workspace backup codes for the depot account\n{codes}",
            "резервные коды Госуслуг бабушки: {codes}", "резервтік кодтар: {codes}",
            "备用码：\n{codes}", "rezervni kody dlia Dii: {codes}",
            "Bitrix24 2FA recovery codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/MugTemir:yerzhan@mugtemir.example?secret={s}&issuer=MugTemir",
              "Google Authenticator setup key for the Halyk business login: {s}",
              "2FA құпия кілті: {s}", "TOTP secret for the VPN: {s}"]  # fmt: skip
_CODES = ["{c} is your Kaspi.kz verification code", "Код из смс: {c}, никому не сообщайте",
          "Растау коды: {c}. Ешкімге айтпаңыз", "【天山远航】验证码 {c}，5分钟内有效",
          "yanzhengma shi {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n", "; "][index % 5]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["MugTemir-Office", "MTS-Depot-5G", "Kandyagash-Depo", "Khromtau-Yard",
          "Shalkar-Nasos", "Beeline_Aktobe_5G", "Kazakhtelecom-Home", "Tianshan-Guest",
          "Kazan-Ebi-WiFi", "Kharkiv-Kvartyra"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "depot network {s}, password {pw}",
    "вайфай {s}, пароль {pw}",
    "пасс от вайфая {s}: {pw}",
    "wifi {s} parol {pw}",
    "{s} желісінің құпиясөзі {pw}",
    "wifi {s} kupia sozi {pw}",
    "пароль від вайфаю {s}: {pw}",
    "{s} вайфаеның серсүзе {pw}",
    "wifi {s} sersüze {pw}",
    "{s} 的 Wi-Fi 密码是 {pw}",
    "wifi {s} mima {pw}",
    "the key printed under the Kazakhtelecom box: {pw}",
    "LoRa gateway uplink wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("stp_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("kdr_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the preview hides it) {t}", "по одной букве: {t}", "一个字一个字：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["депо қақпасының коды: {pw}", "құпия код: {pw}", "kupia kod kakpaga {pw}",
          "код от ворот депо {pw}", "код домофона у мамы в Харкові {pw}",
          "PIN-код картки: {pw}", "әбинең телефонының PIN коды {pw}",
          "仓库门禁密码：{pw}", "the Shalkar pump house keypad takes {pw} then #"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["tulpar", "berkut", "saksaul", "kumys", "shubat", "baursak", "dombra",
                 "zhusan", "kokpar", "sarkyt", "kobyz", "zhailau", "teplovoz", "semafor",
                 "khromit", "shanyrak"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the depot vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "VeraCrypt volume passphrase: {p}": ".",
            "кодовая фраза от KeePass: {p}": " ",
            "口令：{p}": " ", "kouling shi {p}": "_",
            "құпия фраза: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "curl -H 'Authorization: Bearer {v}' https://api.mugtemir.example/wagons": False,
    "HTTPie: http GET api.mugtemir.example/pumps Authorization:'Basic {v}'": True,
    "Bruno collection, auth header: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "nxlog.conf:\n<Output es>\n  Module om_http\n  URL https://es.mugtemir.lan:9200\n"
    "  HTTPBasicAuthUser nxlog\n  HTTPBasicAuthPassword {pw}\n</Output>",
    "telegraf.conf:\n[[outputs.influxdb]]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "1cestart.cfg line: Srvr=\"1c.mugtemir.lan\";Ref=\"depot\";Usr=\"admin\";Pwd=\"{pw}\";",
    "wialon_retranslator.ini:\n[egts]\nlogin=mts\npassword={pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "application.yml:\nspring:\n  datasource:\n    username: dispatch\n    password: {pw}",
    "nut upsd.users:\n[monuser]\n  password = {pw}\n  upsmon primary",
    "mosquitto passwd source, plain before hashing:\npump-shalkar:{pw}",
    "fetchmail .fetchmailrc:\npoll mail.mugtemir.example user 'depot' password '{pw}'",
    "rsyncd.secrets:\nbackup:{pw}",
    "Node-RED settings.js: credentialSecret: \"{pw}\",",
    "chirpstack.toml:\n[postgresql]\ndsn=\"postgres://chirpstack:{pw}@localhost/chirpstack\"",
    "docker-compose.yml:\n  environment:\n    - MYSQL_ROOT_PASSWORD={pw}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "config.php of the Zabbix frontend:\n$DB['PASSWORD'] = '{pw}';",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Yerzhan: depot wifi password?\nAigerim: {pw}",
    "[07:41] dauren: root pw for the Shalkar pump server?\n[07:42] bakhyt: {pw}",
    "Madina: {pw} is the new 1C admin password",
    "Тимур: ставь {pw}, это теперь пароль на роутере",
    "Айгерім: жаңа құпиясөз {pw}",
    "Aigerim: zhana kupia soz {pw}",
    "Оксана: новий пароль {pw}",
    "Рауза әби: яңа серсүз {pw}",
    "刘芳：新密码是 {pw}",
    "Liu Fang: xin mima shi {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\ufeffword = {pw}", "pass\u00adword → {pw}", "раsswоrd: {pw}",
    "пар\u200bоль: {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "Pаrоl: {pw}", "құпия\u200dсөз: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 55),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 23), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
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
    "the 1C admin password is": "{s}", "Wialon pw:": "{s} (since the tracker swap)",
    "құпиясөз:": "{s}", "пароль от весовой": "{s}\nпоменяй после проверки",
    "гасло:": "{s}", "серсүз:": "{s}", "密码是": "{s}", "mima:": "{s}",
    "the password Dauren read out over the radio was": "{s}, I think",
    "kupia soz mynau": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "SteppePay API key", "{s}", _j("stp_live_", (ALNUM, 32))),
    ("split_token", "Kandyagash Rail API key:", "{s} (wagon positions)", _j("kdr_", (ALNUM, 36))),
    ("split_token", "Jusan client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/36", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "Bitrix24 recovery codes", "{s}\nabcd-1234\nwxyz-9876",
     lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ЖСН", "{s}", _kz_iin),
    ("split_phrase", "Bitwarden passphrase", "{s}",
     lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"nvr": {"url": "https://nvr.mugtemir.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"құпиясөз": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "dauren", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"pumps": [{"name": "p-1"}, {"name": "p-3", "web_password": "{s}"}]}':
        ("meta_password", _plain_pw),
    '{"argv": ["mysqlpump", "-u", "dispatch", "--password", "{s}", "dispatch"]}':
        ("meta_password", _plain_pw),
    '{"note": "油罐监控系统的密码是 {s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Wialon portal as depot with the password {s}"}':
        ("meta_password", _plain_pw),
    '{"steppepay": {"api_key": "{s}"}}': ("meta_token", _j("stp_live_", (ALNUM, 32))),
    '{"wooppaySecret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"altel_token": "{s}"}': ("meta_token", _j((HEX, 48))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/36"}}':
        ("meta_card", lambda g: v.grouped(_card(g, "kz_visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "UA")),
    '{"employee": {"iin": "{s}"}}': ("meta_id", _kz_iin),
    '{"mfa": {"recovery_codes": ["{s}", "qwer-5521", "tyui-0937"]}}':
        ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"depot_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"pump_house": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "MTS-Depot-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"grundfos-cu352-fw-2.14.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.mugtemir.lan/dispatch:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"dispatch: add wagon axle column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"revert tariff table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"pump-log_2031-11-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ore-shipments-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the depot NVR password before the audit on 2031-12-04.",
    "Yerzhan asked for the depot wifi password; it's on the card in the dispatcher's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Bitrix24; share a vault link instead.",
    "The `.env.example` line `STEPPEPAY_SECRET_KEY=replace-me` is a placeholder.",
    "The Grundfos controller asks for a new password after every firmware update.",
    "Replace <YOUR_KDR_KEY> in the README with the key from the Kandyagash Rail portal.",
    "WOOPPAY_SECRET and ALTEL_M2M_TOKEN must be set before the nightly wagon sync runs.",
    "Құпиясөзіңізді ешкімге айтпаңыз.",
    "Kupia sozdi eshkimge aitpa, balam.",
    "Никому не говори свой пароль, ладно?",
    "Пароль должен быть не короче 14 символов.",
    "Нікому не кажи свій пароль, синку.",
    "Серсүзне беркемгә дә әйтмә, балам.",
    "Sersüzne berkemgä dä äytmä.",
    "不要把密码告诉任何人。",
    "Bie ba mima gaosu renhe ren.",
    "密码至少需要十四个字符。",
    "Құпиясөз кемінде 14 таңбадан тұруы керек.",
    "Забыли пароль? Нажмите «Восстановить».",
    "Upgraded the Grundfos firmware from 2.12 to 2.14 and pymodbus to 3.9.2 last weekend.",
    f"commit {_COMMIT} adds the wagon axle column.",
    f"Rolled back to {_SHORT} after the tariff table broke the invoices.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The CU 352 firmware 2.14 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ore-shipments-2031.parquet: {_SHA512}",
    f"The dispatch container runs registry.mugtemir.lan/dispatch@sha256:{_IMAGE}.",
    f"MD5 of pump-log_2031-11-02.csv is {_MD5}, same as the copy on the share.",
    "Request id 3f1c7a20-8b4e-4d61-9a0f-2e7b5c9d1a64 is the slow one in the Wialon logs.",
    "Purchase order PO-2031-00733 for 12 pump seals ships on Thursday.",
    "HD-4471: the Shalkar pump station alarm keeps tripping at night.",
    "Call the Aktobe office on +7 7132 55 01 47 before noon.",
    "Wagon 54213876 with the chrome ore left Khromtau at 06:40.",
    "Waybill MTS-KND-2031-0412 covers 18 wagons of ore concentrate.",
    "Train 2417 arrives at Kandyagash at 14:25, platform 2.",
    "Tank 3 at Shalkar is at 72 % and 11.5 °C; pump P-3 runs at 2 940 rpm.",
    "After five wrong passwords the SCADA locks the account for 20 minutes.",
    "The Khromtau yard is 1.2 km long; a wagon holds about 69 tonnes of ore.",
    "The secret of good baursak is warm milk and patience.",
    "Ask Bakhyt for the pump house keypad code, I don't have it.",
    "My card ending 4417 was declined at the Aktobe hardware store.",
    "The Kazakh supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Bitrix24 admin and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `KDR_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Shalkar pump house rusts; oil it every month.",
    "SteppePay moved the API key page under Settings › Developers in March.",
    "ISBN 978-601-7272-15-3 is the rail handbook on the depot shelf.",
    "The guest wifi 'MugTemir-Guest' is open, no password needed.",
    "Order 11873 for 40 bags of cement, 50 kg each, total 148 000 тенге.",
    "Телефон магазина в Хромтау: +7 713 36 2 14 05, работают до 19:00.",
    "Заказ № 55321 отправлен, трек будет завтра.",
    "Номер рейсу Харків–Варшава 714, відправлення о 21:10.",
    "Бабушкин автобус из Казани в 07:15, место 23.",
    "订单号 20311105-0087，发货时间周四。",
    "Version 8.3.24.1624 of the 1C platform is installed on the depot server.",
    "The pump's serial number is GF-98421307, warranty until 2033.",
    "Postcode 030000 is Aktobe; 030400 is Khromtau.",
    "Tariff code 2610 00 000 0 is chromium ore and concentrate.",
    "The password field on the login page is now masked on phones too.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-11-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/depot/nvr", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "HD-4471", "purchase_order": "PO-2031-00733"}',
    '{"wagon": {"number": "54213876", "load_t": 69, "station": "Khromtau"}}',
    '{"phone": "+7 7132 55 01 47", "city": "Aktobe"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "wagons_in_yard": 212}',
    '{"tariff_code": "2610000000", "origin": "KZ", "description": "chromium ore"}',
    '{"train": "2417", "arrival": "14:25", "platform": 2}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
