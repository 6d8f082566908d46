# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, seventy-eighth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to seventy-fourth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/` (nor `memories/redaction/`), the tuning corpus, the
round corpora, the corpora written beside it, any test nor the reports, and the scrubber was never
run on it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the
way the hatchery crews, net-pen and feed-barge hands, feed-mill operators, fish-health lab,
smokehouse and office of a fish farm leak secrets into an assistant's memory: Bukal Tidewater
Aquaculture (BTA), with a grouper and milkfish hatchery at Aborlan, net pens and a feed barge in
Taytay Bay, a feed mill at Calapan, a fish-health and veterinary lab at Sablayan, a smokehouse for
tinapa and flying fish (dibang) at Basco in Batanes and a highland tilapia and trout hatchery at
Kudjip with ponds at Tambul (Papua New Guinea), buying from a Norwegian pen maker, a Chinese
extruder maker, a Russian fishmeal supplier and a Korean grouper buyer. Its texts are Viber,
Messenger and WhatsApp group chats, chat logs with times, VHF read-outs typed up, Ralph asset notes
and openMAINT work orders, e-mails, runbooks, a README, notes to self, shell history (a root prompt,
PowerShell, a Jupyter cell, crontab, a Makefile, GitLab CI, an Ansible task, a systemd line, a
Snowflake SSH session, tmux), configs, voice-dictated text and requests to the assistant itself,
around the panels, HMIs and apps of feeding, RAS, grading, milling, extrusion, lab, smoking, power,
solar, pumping, tagging, telemetry and networking gear (Steinsvik, Akvasmart, OxyGuard, Arvo-Tec,
Alpha Aqua, Billund Aquaculture, Krüger Kaldnes, Aquamaof, Faivre, Muyang, Clextral, Ottevanger,
Almex, Zheng Chang, Tecan, BioTek, Illumina, QuantStudio, Kerres, Maurer-Atmos, Cabinplant, Skaginn
3X, Optimar, Himoinsa, Sol-Ark, Fox ESS, Gael Force, Biomark, Vemco, Lorentz, Seametrics,
Sterilight, Hydrotech, InHand, Four-Faith) and the banks Security Bank, GoTyme, Women's Micro Bank
and Techcombank, none of which heldouts 5 to 74 name. About 45 % of the texts are in other languages
than English (the rest English or language-neutral config and shell): Palawano, Central Tagbanwa,
Iraya, Alangan, Hanunó'o (in its own script too), Ivatan, Melpa and Wahgi, which no earlier
docstring names (written by a non-speaker from a few known words, mixed with the loanwords
"pasword", "paswot", "wifi" and "API key" and, in the highlands, with Tok Pisin as their speakers
text; the wordings are approximations), and Tagalog, Cebuano, Tok Pisin, Norwegian (Bokmål), Chilean
Spanish, Vietnamese, Indonesian, Japanese, Korean and Simplified Chinese in wordings of their own
(Russian only in bank details; Spanish, Portuguese and Czech only as seed-phrase word lists).
Vendors (Manolin, Aquabyte, Innovasea, AquaManager, Mercatus FishTalk, Aquacloud, ScaleAQ, Atarraya,
Aquaconnect, Eruvaka, AKVA connect, Blueye, Aquanetix, Fishency, Skretting, BioMar, Adifo BESTMIX,
Format Solutions, LabVantage, STARLIMS, LabWare, Sapio, eLabJournal, Qiagen QCI, Neogen, ThermoWorks
Cloud, Meater Cloud, PhilSMS, Movider, BillEase, Qubitro, Everynet, Netmore, Kizeo Forms, Alchemer,
Fillout, Cognito Forms and Squadle) are ones heldouts 5 to 74 do not name; their token shapes are
drawn here, not copied from their documentation. Tools none of heldouts 5 to 74 names: lavinmqctl,
lavinmqperf, amqpcat, chef-server-ctl, ipa-replica-install, TimesTen's ttbulkcp and ttMigrate, SQL
Anywhere's dbping, dbvalid and dbsrv17 (`-ek`), MobiLink's mlsrv17 and dbmlsync, Qpid Dispatch's
qdstat and qdmanage, litmus, redis-commander, mongo-express, arangobench, T-SQL's `CREATE LOGIN`,
`sp_addlogin` and `sp_password`, and pymilvus' `MilvusClient`; and configs of chef-server.rb,
TimesTen's sys.odbc.ini, Milvus, mongo-express, qdrouterd, CloudBeaver, SQL Anywhere's odbc.ini,
openBIS, ESP-IDF's sdkconfig, Ralph, openMAINT, redis-commander, Manticore, Unimus and Apache
Fineract (beside sqlcmd and an Arduino secrets header, named before). The ids are kinds heldouts 5
to 74 do not use, and python-stdnum has no module for any of them: a Russian legal entity's
settlement account (расчётный счёт) with its bank's BIK, whose control digit holds (the BIK's last
three digits and the account weighted 7, 1, 3), China's organisation code (组织机构代码, GB 11714: weights
3, 7, 9, 10, 5, 8, 4, 2, mod 11) and Korea's corporate registration number (법인등록번호: weights 1, 2,
mod 10), each computed and checked by a small function here, and China's foreigners' permanent
residence ID card (外国人永久居留身份证, 2023 form), checked with python-stdnum's ISO 7064 mod 11-2; and,
unchecked (no public check, no algorithm written here), a Philippine Seafarer's Identification and
Record Book (SIRB) number and a Papua New Guinea NID number, as drawn here; passports under
Palawano, Tagbanwa, Iraya, Ivatan, Melpa and Wahgi words (a Philippine e-passport's shape, a PNG one
as drawn here), likewise unchecked. Card numbers pass Luhn (Visa, Mastercard, Amex, JCB, UnionPay,
Discover, Diners and Maestro, drawn by the value helpers and checked with python-stdnum's `luhn`).
The IBANs are of the countries used least by a rough count over heldouts 5 to 74 (Croatia, Israel,
Greenland, the United Arab Emirates, Oman, Saudi Arabia, Monaco and Bosnia and Herzegovina, each in
five earlier corpora), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Spanish, Portuguese, Japanese, Korean, Simplified Chinese and Czech lists. Sixty clean
texts and ten clean metadata hold no secret: digests after the word that names them, order, batch
and work-order numbers, phone numbers, versions, a UUID request id and prose about passwords in the
same languages.
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
from stdnum import ean as std_ean
from stdnum import iban as std_iban
from stdnum import isbn as std_isbn
from stdnum import luhn
from stdnum.iso7064 import mod_11_2

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 61_384_207
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


_FISH = ["Lapulapu", "Bangus", "Danggit", "Dibang", "Tinapa", "Samaral", "Kitang", "Bisugo",
         "Apahap", "Talakitok", "Tanigue", "Pompano", "Tilapia", "Siganid", "Malaga"]  # fmt: skip
_GEAR = ["Fingerling", "Broodstock", "Rotifer", "Artemia", "Copepod", "Mooring", "Sinker", "Buoy",
         "Feedbarge", "Extruder", "Hammermill", "Pelletizer", "Brine", "Sawdust", "Smokebox",
         "Netpen", "Hapa"]  # fmt: skip
_PLACES = ["Aborlan", "Taytay", "Narra", "Bataraza", "Quezon", "Sablayan", "Mamburao", "Mansalay",
           "Bulalacao", "Calapan", "Basco", "Mahatao", "Itbayat", "Sabtang", "Kudjip", "Tambul",
           "Nondugl", "Ogelbeng"]  # fmt: skip
_NAMES = ["Rodel", "Marivic", "Analyn", "Edgardo", "Lorna", "Dindo", "Maricel", "Arnel",
          "Jocelyn", "Rowena", "Ambo", "Sabina", "Yagaw", "Dimas", "Amparo", "Cirilo", "Pius",
          "Wapi", "Kaupa", "Nema", "Kange", "Sigrid", "Eivind", "Javiera", "Nahuel", "Wayan",
          "Haruka", "Minseo", "Liwei"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["L4pul4pu", "B4ngus", "T1l4p14", "D1b4ng", "R0t1f3r", "Art3m14", "Br00dst0ck",
         "F1ng3rl1ng", "T1n4p4", "S4m4r4l"]  # fmt: skip


def _salinity(g: random.Random) -> str:
    """A fish and a pen's salinity, the way a hatchery crew jokes a password together."""
    return f"{g.choice(_FISH)}{g.randrange(18, 36)}ppt{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Three random groups of six, both cases and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_GEAR)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FISH, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2034)) + g.choice(_SYMBOLS),
    _salinity,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FISH).lower()}_{g.randrange(1970, 2034)}",
    lambda g: f"Tank{g.randrange(1, 40)}{g.choice(_FISH)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_GEAR).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Feeds{g.choice(_FISH)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber group 'Taytay pens', Rodel: the Steinsvik barge control PC password is {pw}",
    "Messenger from Marivic: Akvasmart CCS feed system admin password {pw}",
    "WhatsApp from Edgardo: OxyGuard Pacific oxygen monitor password {pw}",
    "Arvo-Tec feeding robot in hatchery hall B, service password {pw}",
    "Kudjip trout hall: the Alpha Aqua RAS panel password is {pw}",
    "Billund Aquaculture SCADA, grouper RAS at Aborlan, operator password {pw}",
    "Krüger Kaldnes MBBR blower controller password {pw}",
    "Aquamaof RAS dashboard password for the Kudjip tilapia hall: {pw}",
    "Faivre grader touch panel password {pw}",
    "Muyang SZLH420 pellet mill HMI password {pw}",
    "Clextral Evolum 145 extruder recipe PC password {pw}",
    "Ottevanger hammer mill PLC web password {pw}",
    "Tecan Fluent liquid handler admin password {pw}",
    "BioTek Synergy H1 plate reader PC password {pw}",
    "Illumina MiSeq control software password {pw}",
    "QuantStudio 5 qPCR workstation password {pw}",
    "Kerres smoking oven touch screen password {pw}",
    "Maurer-Atmos smokehouse controller password {pw}",
    "Himoinsa CEM7 genset controller password {pw}",
    "Sol-Ark 15K inverter portal password {pw}",
    "Fox ESS cloud password for the Basco smokehouse roof array {pw}",
    "Gael Force SeaFeed barge HMI password {pw}",
    "Biomark IS1001 PIT-tag reader web password {pw}",
    "Lorentz PS2 solar pump app password for the Tambul ponds {pw}",
    "Hi Dindo,\n\nthe admin password for the Sterilight UV controllers at the hatchery is {pw}. Please delete this mail once it's in the vault.\n\nSalamat,\nLorna",
    "Incident 2033-02-09: the InHand IR615 router on the Taytay barge was reachable from the internet with password {pw}",
    "Runbook: emergency oxygen for tank row C\n1. open the OxyGuard Pacific\n2. log in as service\n3. password {pw}\n4. open valve O2-3 and watch the DO climb",
    "README (vet lab rack)\nthe Hydrotech drum filter panel is at https://drumfilter.bta.lan, admin password `{pw}`.",
    "my Security Bank app password is {pw} now",
    "can you remember my GoTyme password? it's {pw}",
    "dictated: the Vemco receiver software password is {pw} full stop",
    "note to self: Seametrics flow meter config password {pw}",
    "after the firmware update the Four-Faith router password became {pw}",
    "the Women's Micro Bank online banking password is {pw}",
    "Pasword ku et kompyuter diya sa hatchery: {pw}",
    "Rodel: begu a pasword et rawter diya sa kulungan, {pw}",
    "pasword ng laptop ku diyat Aborlan, sia {pw}",
    "Ambo: bago ng pasword ng Faivre grader, sia {pw}",
    "ti pasword ko ti kompyuter sa pabrika, {pw}",
    "Yagaw: bag-o ti pasword ti Muyang, {pw}",
    "pasword nako sa kompyuter ti lab {pw}",
    "Sabina: bag-o pasword ti rawter sa Sablayan {pw}",
    "ᜩᜰ᜴ᜯᜳᜭ᜴ᜧ᜴ ᜣᜳ: {pw}",
    "pasword ti kompyuter ku sa Mansalay: {pw}",
    "u pasword ko du laptop du tinapaan am {pw}",
    "Dimas: u vayu a pasword nu rawter am {pw}",
    "nanga paswot kompyuta fis haus: {pw}",
    "Pius: nanga paswot rawter kae {pw}",
    "na paswot kompyuta Kudjip: {pw}",
    "Kaupa: paswot nupela rawter ene {pw}",
    "yung password ng laptop sa feedmill, {pw} na ngayon",
    "ang password sa kompyuter sa smokehouse kay {pw}",
    "paswot bilong kompyuta long haus pis em {pw}",
    "passordet til fôrflåten i Taytay er {pw}",
    "la clave del compu de la balsa es {pw}, po",
    "mật khẩu máy ép viên ở nhà máy thức ăn là {pw}",
    "kata sandi PC di hatchery kerapu: {pw}",
    "飼料工場のPCのパスワード：{pw}",
    "양식장 사무실 PC 비밀번호는 {pw}",
    "制粒机电脑的密码是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rodel", "marivic.b", "analyn", "edgardo", "lorna.t", "dindo", "maricel", "arnel",
          "jocelyn.r", "rowena", "ambo", "sabina.m", "yagaw", "dimas", "amparo.c", "cirilo",
          "pius.k", "wapi", "kaupa", "nema", "kange", "sigrid", "eivind.h", "javiera", "nahuel",
          "wayan", "haruka.s", "minseo", "liwei", "svc-feedmill", "barge-ops", "vetlab"]  # fmt: skip
_LOGINS = [
    "Viber, Rodel: the Steinsvik barge login is {u} / {pw}",
    "Ralph asset 2214 note: {u} locked out of the Kerres oven, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Feed mill › Extruder › Clextral: {u} — {pw}",
    "| machine | user | password |\n|---|---|---|\n| Almex EA-230 | {u} | {pw} |",
    "log into the Zheng Chang cooler as {u} with {pw}",
    "Skaginn login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: barge-taytay-hmi\n  user: {u}\n  password: {pw}",
    "machine,user,password\nkruger-mbbr,{u},{pw}",
    "ssh {u}@feedmill-hmi.bta.lan (password {pw})",
    "creds for the QuantStudio PC are {u} and {pw}",
    "Edgardo says the Optimar pump account is {u} and the password is {pw}",
    "openMAINT work order 1207: account {u}, password {pw}",
    "ang username ay {u} at ang password ay {pw}",
    "user {u} ug password {pw} sa Cabinplant",
    "nem bilong yusa {u}, paswot {pw}",
    "brukernavn {u}, passord {pw}",
    "usuario {u} y clave {pw}, po",
    "tên đăng nhập {u}, mật khẩu {pw}",
    "ユーザー名 {u}　パスワード {pw}",
    "ngaran ku {u}, pasword {pw}",
    "u ngaran ko {u}, u pasword am {pw}",
    "nanga nem {u}, paswot {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["lapulapu", "bangus", "danggit", "dibang", "tinapa", "samaral", "kitang",
               "bisugo", "apahap", "talakitok", "tanigue", "rotifer", "artemia", "mooring",
               "sinker", "hapa", "copepod"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "for the feed barge it's {w} with {d} after it",
    "voice note: the hatchery wifi password is {w} and after that {d}, no spaces",
    "it's {w}{d}, the fish and the number run together",
    "ang password ay ang salitang {w}, tapos {d}",
    "ang password kay ang pulong {w}, dayon {d}",
    "paswot em dispela tok {w}, bihain namba {d}",
    "passordet er ordet {w}, og så {d}",
    "la clave es la palabra {w} y después el {d}, po",
    "pasword ku, tibuk ya {w}, sunud ya {d}",
    "u pasword am {w}, as {d}",
    "密码是 {w} 这个词，后面再加 {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "lavinmqctl add_user {u} '{pw}'",
    "lavinmqctl change_password {u} '{pw}'",
    "lavinmqperf throughput --uri 'amqp://{u}:{pw}@mq.bta.lan:5672/pens' -x 2 -y 2",
    "amqpcat --producer --uri 'amqps://{u}:{pw}@mq.bta.lan:5671/pens' --exchange feed.events < events.jsonl",
    "chef-server-ctl user-create {u} Lorna Tabang {u}@bukal-aqua.ph '{pw}' --filename /tmp/{u}.pem",
    "chef-server-ctl password {u} '{pw}'",
    "ipa-replica-install --principal {u} --admin-password '{pw}' --setup-ca --unattended",
    "ttbulkcp -o \"DSN=feedstock;UID={u};PWD={pw}\" feed.batches batches.dmp",
    "ttMigrate -c \"DSN=feedstock;UID={u};PWD={pw}\" feedstock-2033.mig",
    "dbping -d -c \"UID={u};PWD={pw};Host=vetlab-sqla.bta.lan:2638;DBN=histopath\"",
    "dbvalid -c \"UID={u};PWD={pw};DBN=histopath\" -f",
    "mlsrv17 -c \"DSN=histo_cons;UID={u};PWD={pw}\" -x tcpip(port=2439) -o mlsrv.log",
    "dbmlsync -c \"DSN=barge_remote\" -mu {u} -mp '{pw}' -n barge_pub",
    "dbsrv17 -n histopath -ek '{pw}' /data/histopath.db",
    "qdstat -b amqps://router.bta.lan:5671 --sasl-username {u} --sasl-password '{pw}' -c",
    "qdmanage -b amqps://router.bta.lan:5671 --sasl-username {u} --sasl-password '{pw}' query --type=address",
    "litmus https://dav.bta.lan/hatchery/ {u} '{pw}'",
    "redis-commander --redis-host redis.bta.lan --redis-password '{pw}' --port 8081",
    "redis-commander --http-auth-username {u} --http-auth-password '{pw}' --redis-host redis.bta.lan",
    "mongo-express -u {u} -p '{pw}' -d feedlogs -H mongo.bta.lan",
    "arangobench --server.endpoint tcp://arango.bta.lan:8529 --server.username {u} --server.password '{pw}' --test-case crud",
    "sqlcmd -S sql.bta.lan -E -Q \"CREATE LOGIN [{u}] WITH PASSWORD = N'{pw}', CHECK_POLICY = OFF\"",
    "EXEC sp_addlogin '{u}', '{pw}', 'Histopath';",
    "EXEC sp_password NULL, '{pw}', '{u}';",
    "client = MilvusClient(uri=\"http://milvus.bta.lan:19530\", token=\"{u}:{pw}\")",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@feedmill-hmi:~# {c}", "history | grep -i pass\n 1042  {c}",
    "~/.bash_history on the barge PC:\n{c}", "PS C:\\lab> {c}",
    "Jupyter cell in the hatchery notebook:\n!{c}", "crontab: 15 3 * * * {c}",
    "Makefile:\nbootstrap:\n\t{c}", "GitLab CI job 'deploy-feedmill':\n  script:\n    - {c}",
    "Ansible task:\n- ansible.builtin.shell: {c}", "ExecStartPre={c}",
    "Snowflake SSH session to the vet lab: {c}", "tmux pane 2 on the mill box: {c}",
    "yung command na pinatakbo ko: {c}", "ang command nga gipadagan nako: {c}",
    "komand mi ranim: {c}", "kommandoen jeg kjørte: {c}", "el comando que corrí: {c}",
    "lệnh tôi đã chạy: {c}", "我跑的命令：{c}", "komand ku diya sa pabrika: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@pen-cam-07.bta.lan:554/Streaming/Channels/101",
    "mongodb+srv://{u}:{pw}@feedlogs.bta-aqua.net/feedlogs?retryWrites=true",
    "clickhouse://{u}:{pw}@ch.bta.lan:9000/telemetry",
    "oracle+oracledb://{u}:{pw}@ora.bta.lan:1521/?service_name=FEED",
    "mssql+pymssql://{u}:{pw}@sql.bta.lan:1433/Histopath",
    "postgresql+psycopg://{u}:{pw}@tsdb.bta.lan:5432/sensors",
    "influxdb://{u}:{pw}@influx.bta.lan:8086/pens",
    "opc.tcp://{u}:{pw}@plc-feedmill.bta.lan:4840",
    "ftps://{u}:{pw}@ftp.bta.lan:990/histology/",
    "davs://{u}:{pw}@dav.bta.lan/hatchery/",
    "stomp+ssl://{u}:{pw}@mq.bta.lan:61614",
    "redis://{u}:{pw}@redis.bta.lan:6379/2",
    "jdbc:sqlanywhere:UID={u};PWD={pw};Host=vetlab-sqla.bta.lan:2638;DatabaseName=histopath",
    "DSN=Histopath;UID={u};PWD={pw};",
    "amqps://{u}:{pw}@mq.bta.lan:5671/pens",
]  # fmt: skip
_URL_PLACES = [
    "SENSORS_DB_URL={c}", "keep this connection string for me: {c}", "ito yung connection string: {c}",
    "koblingsstreng: {c}", "Ralph asset 2240, notes: {c}", "openMAINT note on the mill server: {c}",
    "chuỗi kết nối: {c}", "connection string bilong database: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "bukal-tidewater", "sub": f"farm_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "pens:read feed:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "ES256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 86)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Manolin", "MANOLIN_API_KEY", _j("mnl_", (ALNUM, 32))),
    ("Aquabyte", "AQUABYTE_API_TOKEN", _vendor_jwt("https://api.aquabyte.ai")),
    ("Innovasea", "INNOVASEA_REALFISH_KEY", _j((HEX, 40))),
    ("AquaManager", "AQUAMANAGER_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Mercatus FishTalk", "FISHTALK_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Aquacloud", "AQUACLOUD_TOKEN", _j((HEX, 64))),
    ("ScaleAQ", "SCALEAQ_API_KEY", _j((ALNUM, 40))),
    ("Atarraya", "ATARRAYA_SECRET_KEY", _j("sk_", (ALNUM, 32))),
    ("Aquaconnect", "AQUACONNECT_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Eruvaka", "ERUVAKA_TOKEN", _j((B64, 43), "=")),
    ("AKVA connect", "AKVA_CONNECT_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Blueye", "BLUEYE_API_TOKEN", _j((URLSAFE, 48))),
    ("Aquanetix", "AQUANETIX_API_KEY", _j((HEX, 32))),
    ("Fishency", "FISHENCY_API_KEY", _j((ALNUM, 36))),
    ("Skretting", "SKRETTING_PORTAL_TOKEN", _j((B64, 60))),
    ("BioMar", "BIOMAR_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Adifo BESTMIX", "BESTMIX_API_KEY", _j((UPPER_HEX, 32))),
    ("Format Solutions", "FORMAT_API_SECRET", _j((ALNUM, 48))),
    ("LabVantage", "LABVANTAGE_API_KEY", _j((HEX, 40))),
    ("STARLIMS", "STARLIMS_SECRET", _j((B64, 86), "==")),
    ("LabWare", "LABWARE_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Sapio", "SAPIO_API_TOKEN", _j((ALNUM, 44))),
    ("eLabJournal", "ELABJOURNAL_API_KEY", _j("elab_", (HEX, 32))),
    ("Qiagen QCI", "QCI_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Neogen", "NEOGEN_ANALYTICS_KEY", _j((HEX, 32))),
    ("ThermoWorks Cloud", "THERMOWORKS_API_KEY", _j((ALNUM, 32))),
    ("Meater Cloud", "MEATER_CLOUD_TOKEN", _vendor_jwt("https://public-api.cloud.meater.com")),
    ("PhilSMS", "PHILSMS_API_TOKEN", _j((D, 3), "|", (ALNUM, 40))),
    ("Movider", "MOVIDER_API_SECRET", _j((ALNUM, 32))),
    ("BillEase", "BILLEASE_SECRET_KEY", _j("be_live_", (ALNUM, 32))),
    ("Qubitro", "QUBITRO_API_KEY", _j("QB_", (ALNUM, 40))),
    ("Everynet", "EVERYNET_ACCESS_TOKEN", _j((HEX, 32))),
    ("Netmore", "NETMORE_API_TOKEN", _j((URLSAFE, 64))),
    ("Kizeo Forms", "KIZEO_TOKEN", _j("kizeo_", (HEX, 40))),
    ("Alchemer", "ALCHEMER_API_SECRET", _j((HEX, 35))),
    ("Fillout", "FILLOUT_API_KEY", _j("sk_prod_", (ALNUM, 48))),
    ("Cognito Forms", "COGNITO_FORMS_API_KEY", _vendor_jwt("https://www.cognitoforms.com")),
    ("Squadle", "SQUADLE_API_KEY", _j((ALNUM, 24))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -gx {env} {tok}",
    ".env.production:\n{env}=\"{tok}\"",
    "pixi.toml:\n[activation.env]\n{env} = \"{tok}\"",
    "kubectl create secret generic pens-sync --from-literal={env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "dokku config:set pens-api {env}={tok}",
    "railway variables --set \"{env}={tok}\"",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "gh secret set {env} --body \"{tok}\"",
    "Jenkinsfile:\nenvironment {{ {env} = '{tok}' }}",
    "azure-pipelines.yml:\nvariables:\n  - name: {env}\n    value: {tok}",
    "cloud-init write_files, /etc/default/pens-sync:\n{env}={tok}",
    "docker run -e {env}={tok} bta/pens-sync:2.3",
    "wrangler secret put {env}\n✔ Enter a secret value: {tok}",
    "BTA ops › Settings › Integrations › {vendor}: {tok}",
    "Ralph asset 2207, {vendor} sync fails with 403, configured key {tok}",
    "openMAINT work order 1193: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Rodel: {vendor} key for the pen feed sync: {tok}",
    "the {vendor} token the vet lab uses now is {tok}, the old one is revoked",
    "ang API key ng {vendor}: {tok}",
    "ang API key sa {vendor} kay {tok}",
    "API ki bilong {vendor} em {tok}",
    "API-nøkkelen til {vendor} for fôrflåten: {tok}",
    "la llave de la API de {vendor} es {tok}, po",
    "khóa API của {vendor} cho nhà máy thức ăn: {tok}",
    "kunci API {vendor} untuk hatchery: {tok}",
    "{vendor} のAPIキーは {tok} です",
    "{vendor} API 키는 {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "API key et {vendor}: {tok}",
    "API key ng {vendor} diyat hatchery, sia {tok}",
    "ti API key ti {vendor}, {tok}",
    "u API key nu {vendor} am {tok}",
    "{vendor} API ki nanga: {tok}",
    "{vendor} API ki na: {tok}",
    "API key nako ti {vendor}: {tok}",
    "API key ti {vendor} ku sa Mansalay: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    aquanetix = _r(rng, HEX, 32)
    movider = _r(rng, ALNUM, 32)
    manolin = "mnl_" + _r(rng, ALNUM, 32)
    thermoworks = _r(rng, ALNUM, 32)
    everynet = _r(rng, HEX, 32)
    sapio = _r(rng, ALNUM, 44)
    return [
        Sample("vendor_token", f'resp = httpx.get("https://api.aquanetix.co.uk/v2/sites", headers={{"X-Api-Key": "{aquanetix}"}})', aquanetix),
        Sample("vendor_token", f"curl -X POST https://api.movider.co/v1/sms -d api_key=bta-farm -d api_secret={movider} -d to=639171234567", movider),
        Sample("vendor_token", f"const manolin = new ManolinClient('{manolin}');", manolin),
        Sample("vendor_token", f"flutter run --dart-define=THERMOWORKS_API_KEY={thermoworks}", thermoworks),
        Sample("vendor_token", f'pen_buoy.ino:\n#define EVERYNET_TOKEN "{everynet}"', everynet),
        Sample("vendor_token", f'dotnet user-secrets set "Sapio:ApiToken" "{sapio}"', sapio),
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


_BARE_PLACES = ["{t}", "Viber: {t}", "it shows it only once, so here:\n{t}", "ito yung token: {t}",
                "dispela token: {t}", "{t}\n^ bagong token, patay na yung luma",
                "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 46)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 54)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Taytay pen-3 oxygen buoy (OTAA): {h}": 32,
    "AppSKey of the Kudjip pond level sensor (ABP): {h}": 32,
    "HMAC secret for the BillEase payment webhook: {h}": 64,
    "AES key of the Biomark reader's config export: {h}": 32,
    "IPsec PSK (hex) of the barge-to-mill tunnel: {h}": 64,
    "session-ticket key of the Modbus gateway, hex: {h}": 48,
    "encryption key ng backup: {h}": 64,
    "ki bilong enkripsen bilong bekap: {h}": 64,
    "krypteringsnøkkel for sikkerhetskopien: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ralph asset 2231: token copied out of the browser's network tab {t}",
    "Cookie: lang=fil; bta_session={t}",
    "PENS_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "ito yung token: {t}",
    "token bilong mi: {t}",
    "openMAINT chat transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.bukal-aqua.ph/realms/farm",
            "azp": "pens-console",
            "roles": ["hatchery", "vetlab"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the barge HMI, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/pens.bukal-aqua.ph.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"LAB_SFTP_PRIVATE_KEY": "{key}", "partner": "hainan-hatchery"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_mill <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "openMAINT attachment, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "ito yung private key ng server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Croatian net maker's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Leather wallet backup, copying it off the card before I shred it: {p}": "english",
    "Coinbase Wallet recovery phrase\n{p}": "english",
    "NuFi wallet words (the old tip-jar wallet, emptied): {p}": "english",
    "Vespr seed backup: {p}": "english",
    "voice memo: the Rainbow wallet recovery words are {p} and that's all of them": "english",
    "openMAINT attachment 'barge petty-cash wallet (retired)': {p}": "english",
    "frase semilla de la billetera Unstoppable, po: {p}": "spanish",
    "frase de recuperação da carteira Gero: {p}": "portuguese",
    "Sui Wallet のリカバリーフレーズ：{p}": "japanese",
    "Foundation Passport 복구 문구: {p}": "korean",
    "Leap 钱包的助记词：{p}": "chinese_simplified",
    "obnovovací fráze peněženky Stack Wallet: {p}": "czech",
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


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Viber, Rodel: the farm card for the Faivre spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Ralph asset 2251: pay the Kerres service visit with card {c}",
    "numero ng card ko: {c}, {mm}/{yy}",
    "numero sa akong kard: {c}",
    "kad namba bilong mi: {c}, {mm}/{yy}",
    "kortnummer: {c}, utløper {mm}/{yy}",
    "el número de mi tarjeta es {c}, po",
    "số thẻ của tôi: {c}",
    "nomor kartu saya: {c}, {mm}/{yy}",
    "u numero nu kard ko am {c}",
]  # fmt: skip


_BRANDS = ["visa", "mastercard", "amex", "jcb", "unionpay", "discover", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 06/35, CVC {cvv}",
               "the three digits on the back of the farm card: {cvv}",
               "Amex {c}, the four small digits printed on the front: {cvv}",
               "yung tatlong numero sa likod ng card: {cvv}",
               "tripela namba long baksait bilong kad em {cvv}",
               "de tre sifrene bak på kortet: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 74 (each in five earlier corpora);
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"HR": "n" * 17, "IL": "n" * 19, "GL": "n" * 14, "AE": "n" * 19,
                "OM": "nnn" + "c" * 16, "SA": "nn" + "c" * 18, "MC": "n" * 10 + "c" * 11 + "nn",
                "BA": "n" * 16}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the country whose bank it names
    "Invoice NET-2033-044: please pay the Croatian net maker to {i} within 30 days": "HR",
    "save the Haifa RAS supplier's IBAN: {i}": "IL",
    "IBAN: {i}\nReference: halibut smokehouse order, March": "GL",
    "Viber #finance: the Nuuk smokehouse partner's new bank details, IBAN {i}": "GL",
    "ang IBAN ng supplier sa Dubai: {i}": "AE",
    "IBAN sa Muscat nga abalone supplier: {i}": "OM",
    "IBAN bilong ol long Jeddah: {i}": "SA",
    "IBAN-en til investoren i Monaco: {i}": "MC",
    "el IBAN del proveedor de truchas de Sarajevo: {i}": "BA",
    "IBAN của nhà cung cấp lưới ở Split: {i}": "HR",
    "IBAN pemasok vaksin di Tel Aviv: {i}": "IL",
    "IBAN ng Riyadh buyer, paki-save: {i}": "SA",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _ru_account_valid(bik: str, account: str) -> bool:
    """A Russian settlement account's key: the BIK's last three digits and the account, weighted
    7, 1, 3 over and over, sum to a multiple of ten."""
    digits = bik[-3:] + account
    return (
        len(account) == 20
        and sum(int(c) * (7, 1, 3)[k % 3] for k, c in enumerate(digits)) % 10 == 0
    )


def _ru_account(g: random.Random) -> dict[str, str]:
    """A BIK and a legal entity's rouble account (40702810…) whose control digit (the ninth)
    holds: drawn with a zero there, then set to three times the sum's last digit."""
    bik = "04" + _r(g, D, 4) + str(g.randrange(100, 1000))
    tail = _r(g, D, 11)
    draft = "40702810" + "0" + tail
    total = sum(int(c) * (7, 1, 3)[k % 3] for k, c in enumerate(bik[-3:] + draft))
    account = "40702810" + str(total % 10 * 3 % 10) + tail
    assert _ru_account_valid(bik, account)
    return {"s": account, "b": bik}


def _cn_org_code_valid(code: str) -> bool:
    """China's organisation code (组织机构代码, GB 11714): eight digits weighted 3, 7, 9, 10, 5, 8,
    4, 2; the check is 11 less the sum modulo 11 (10 written X, 11 written 0)."""
    body, check = code[:8], code[-1]
    value = 11 - sum(int(c) * w for c, w in zip(body, (3, 7, 9, 10, 5, 8, 4, 2), strict=True)) % 11
    return check == {10: "X", 11: "0"}.get(value, str(value))


def _cn_org_code(g: random.Random) -> str:
    body = g.choice("123456789") + _r(g, D, 7)
    value = 11 - sum(int(c) * w for c, w in zip(body, (3, 7, 9, 10, 5, 8, 4, 2), strict=True)) % 11
    check = {10: "X", 11: "0"}.get(value, str(value))
    code = f"{body}-{check}"
    assert _cn_org_code_valid(code)
    return code


def _kr_corp_valid(number: str) -> bool:
    """Korea's corporate registration number (법인등록번호): thirteen digits, the first twelve
    weighted 1, 2, 1, 2 …; the check is ten less the sum's last digit (0 for 10)."""
    digits = number.replace("-", "")
    total = sum(int(c) * (1, 2)[k % 2] for k, c in enumerate(digits[:12]))
    return len(digits) == 13 and int(digits[12]) == (10 - total % 10) % 10


def _kr_corp(g: random.Random) -> str:
    body = g.choice(["1101", "1201", "1801", "2801", "1301"]) + "11" + _r(g, D, 6)
    total = sum(int(c) * (1, 2)[k % 2] for k, c in enumerate(body))
    digits = body + str((10 - total % 10) % 10)
    number = f"{digits[:6]}-{digits[6:]}"
    assert _kr_corp_valid(number)
    return number


def _cn_foreign_pr(g: random.Random) -> str:
    """China's foreigners' permanent residence ID card (外国人永久居留身份证, 2023 form): 9, the
    issuing province, a country code, the birth date, a serial and an ISO 7064 mod 11-2 check."""
    born = f"{g.randrange(1958, 2000)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    body = (
        "9"
        + g.choice(["46", "44", "35", "31"])
        + g.choice(["608", "598", "578", "704", "360"])
        + born
        + _r(g, D, 3)
    )
    number = body + mod_11_2.calc_check_digit(body)
    assert mod_11_2.is_valid(number)
    return number


def _ph_sirb(g: random.Random) -> str:
    """A Philippine Seafarer's Identification and Record Book (SIRB) number as drawn here: a
    letter and seven digits, no public check."""
    return g.choice("ABCDE") + _r(g, D, 7)


def _pg_nid(g: random.Random) -> str:
    """A Papua New Guinea national identity (NID) number as drawn here: ten digits, no public
    check."""
    return g.choice("123456789") + _r(g, D, 9)


def _ph_passport(g: random.Random) -> str:
    """A Philippine e-passport: P, seven digits and a letter."""
    return "P" + _r(g, D, 7) + g.choice(UPPER)


def _pg_passport(g: random.Random) -> str:
    """A Papua New Guinea passport as drawn here: two letters and six digits."""
    return g.choice(["OP", "NP", "PA"]) + _r(g, D, 6)


def _one(make: Maker) -> Draw:
    return lambda g, i, t: {"s": make(g)}


_ID_PLACES: dict[str, Draw] = {
    "Murmansk fishmeal supplier, БИК {b}, р/с {s}": lambda g, i, t: _ru_account(g),
    "реквизиты поставщика крилевой муки: БИК {b}, расчётный счёт {s}": lambda g, i, t: _ru_account(g),
    "the Russian fishmeal supplier's account: BIK {b}, account {s}": lambda g, i, t: _ru_account(g),
    "牧羊海南子公司的组织机构代码：{s}": _one(_cn_org_code),
    "organization code (组织机构代码) of the extruder spares supplier in Yangzhou: {s}": _one(_cn_org_code),
    "组织机构代码 {s}，开发票用": _one(_cn_org_code),
    "부산 바이어 법인등록번호: {s}": _one(_kr_corp),
    "corporate registration number (법인등록번호) of the Busan grouper buyer: {s}": _one(_kr_corp),
    "법인등록번호는 {s} 입니다": _one(_kr_corp),
    "外国人永久居留身份证号码：{s}": _one(_cn_foreign_pr),
    "Hainan hatchery consultant's permanent residence ID (外国人永久居留身份证): {s}": _one(_cn_foreign_pr),
    "yung 外国人永久居留身份证 number ni Arnel sa Hainan: {s}": _one(_cn_foreign_pr),
    "SIRB no. ng bagong deckhand: {s}": _one(_ph_sirb),
    "seaman's book (SIRB) of the barge skipper: {s}": _one(_ph_sirb),
    "PNG NID namba bilong mi: {s}": _one(_pg_nid),
    "PNG national ID number of the Kudjip hatchery manager: {s}": _one(_pg_nid),
    "pasaporte ku: {s}": _one(_ph_passport),
    "pasaporte ng asawa ku diyat Aborlan, sia {s}": _one(_ph_passport),
    "ti pasaporte ko, {s}": _one(_ph_passport),
    "u pasaporte ko am {s}": _one(_ph_passport),
    "nanga paspot namba {s}": _one(_pg_passport),
    "na paspot namba ene {s}": _one(_pg_passport),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: _ID_PLACES[t](g, i, t), "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return ["-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(3)) for _ in range(n)]


_BACKUPS = ["BillEase 2FA recovery codes\n{codes}", "spare sign-in codes for the hatchery's Microsoft 365 account {codes}",
            "Manolin backup codes: {codes}", "mga backup code ng 2FA:\n{codes}",
            "2FA bekap kod: {codes}", "reservekoder for tofaktor: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Aquabyte:rodel@bukal-aqua.ph?secret={s}&issuer=Aquabyte&period=30",
              "Aegis, manual setup key for the BillEase login: {s}",
              "2FAS, secret key for the Sapio account: {s}",
              "ki bilong 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your GoTyme verification code", "Security Bank: Your OTP is {c}. Do not share.",
          "【中国银行】验证码 {c}，5分钟内有效", "Mã OTP Techcombank của bạn là {c}",
          "kod OTP bilong yu em {c}, no ken givim narapela"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["BTA-Hatchery", "BTA-Barge-Taytay", "PLDTHOMEFIBR_5G_7C41", "Globe_At_Home_A2F9",
          "DITO-Calapan-5G", "Converge_FiberX_3B7E", "Smart-Bro-Basco", "bmobile-Kudjip",
          "Telikom-Tambul", "BTA-Smokehouse", "BTA-VetLab-5G", "Sablayan-Lab", "Aborlan-Tanks",
          "Itbayat-Dock"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "barge network {s}, password {pw}",
    "wifi at the Basco smokehouse: {s} / {pw}",
    "ESP32 config for the pen buoys: ssid {s}, psk {pw}",
    "the key on the sticker under the Converge modem: {pw}",
    "ang password ng wifi {s} ay {pw}",
    "ang password sa wifi {s} kay {pw}",
    "paswot bilong wifi {s} em {pw}",
    "passordet til nettet {s} er {pw}",
    "la clave del wifi {s} es {pw}, po",
    "mật khẩu wifi {s}: {pw}",
    "pasword et wifi {s}: {pw}",
    "u pasword nu wifi {s} am {pw}",
    "wifi {s} paswot: {pw}",
    "pasword nako ti wifi {s}: {pw}",
    "wifi {s}, ᜩᜰ᜴ᜯᜳᜭ᜴ᜧ᜴: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, UPPER_DIGITS, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("QB_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("mnl_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Viber call] {t}",
          "(spaced so the group preview hides it) {t}", "isa-isang letra: {t}",
          "wanpela wanpela leta: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["hatchery gate padlock: {pw}", "the feed store keypad takes {pw} then *",
          "padlock on the net shed at Taytay: {pw}", "kandado ng bodega ng feeds: {pw}",
          "kandado sa smokehouse: {pw}", "kod bilong lok long stoa: {pw}",
          "koden til hengelåsen på nøstet: {pw}", "u kodigo nu kandado du tinapaan: {pw}",
          "código del candado de la bodega: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["lapulapu", "bangus", "danggit", "dibang", "tinapa", "samaral", "rotifer",
                 "artemia", "copepod", "mooring", "sinker", "hapa", "brine", "sawdust",
                 "pelletizer", "broodstock"]  # fmt: skip
_PHRASES = {"Proton Pass vault passphrase for the hatchery team: {p}": " ",
            "Enpass master passphrase: {p}": " ",
            "Psono passphrase for the barge laptop: {p}": "-",
            "KeeWeb database passphrase: {p}": ".",
            "passphrase ng backup: {p}": " ", "bekap passphrase bilong mi: {p}": "_",
            "passfrase for sikkerhetskopien: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch collection: Authorization: Bearer {v}": False,
    "Yaak workspace, header Authorization = Basic {v}": True,
    "Requestly rule for the Eruvaka call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "chef-server.rb:\npostgresql['db_superuser'] = 'chef_pgsql'\npostgresql['db_superuser_password'] = '{pw}'",
    "sys.odbc.ini (TimesTen):\n[feedstock]\nDataStore=/tt/data/feedstock\nUID=ttadmin\nPWD={pw}",
    "milvus.yaml:\nminio:\n  address: minio.bta.lan\n  port: 9000\n  accessKeyID: milvus\n  secretAccessKey: {pw}",
    "mongo-express config.js:\nbasicAuth: {{ username: 'ops', password: '{pw}' }},",
    "qdrouterd.conf:\nsslProfile {{\n    name: router-ssl\n    certFile: /etc/qdr/router.crt\n    privateKeyFile: /etc/qdr/router.key\n    password: {pw}\n}}",
    "CloudBeaver .cloudbeaver.runtime.conf:\n\"adminName\": \"cbadmin\",\n\"adminPassword\": \"{pw}\",",
    "odbc.ini (SQL Anywhere):\n[histopath]\nDriver=/opt/sqlanywhere17/lib64/libdbodbc17_r.so\nUID=dba\nPWD={pw}\nDatabaseName=histopath",
    "openBIS service.properties:\ndatabase.owner = openbis\ndatabase.owner-password = {pw}",
    "sdkconfig of the pen-buoy firmware:\nCONFIG_ESP_WIFI_SSID=\"BTA-Barge-Taytay\"\nCONFIG_ESP_WIFI_PASSWORD=\"{pw}\"",
    "Ralph .env:\nDATABASE_USER=ralph_ng\nDATABASE_PASSWORD={pw}",
    "openMAINT conf/database.conf:\ndb.url=jdbc:postgresql://pg.bta.lan:5432/openmaint\ndb.username=openmaint\ndb.password={pw}",
    "redis-commander config/local-production.json:\n{{\"connections\": [{{\"label\": \"pens\", \"host\": \"redis.bta.lan\", \"port\": 6379, \"password\": \"{pw}\"}}]}}",
    "arduino_secrets.h for the pen-buoy logger:\n#define SECRET_SSID \"BTA-Barge-Taytay\"\n#define SECRET_OPTIONAL_PASS \"{pw}\"",
    "manticore.conf:\nsource feedlogs {{\n    type = pgsql\n    sql_host = pg.bta.lan\n    sql_user = manticore\n    sql_pass = {pw}\n    sql_db = feedlogs\n}}",
    "/etc/unimus/unimus.properties:\ndatabase.type=POSTGRESQL\ndatabase.user=unimus\ndatabase.password={pw}",
    "Apache Fineract .env (the fisherfolk micro-loan ledger):\nFINERACT_DEFAULT_TENANTDB_UID=fineract\nFINERACT_DEFAULT_TENANTDB_PWD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Rodel: barge wifi password?\nMarivic: {pw}",
    "[05:41] dindo: root pw for the mill HMI?\n[05:42] edgardo: {pw}",
    "Analyn: {pw} is the new Kerres admin password",
    "Arnel: use {pw}, that's what the Faivre has now",
    "Jocelyn: bagong password, {pw}",
    "Maricel: ang bag-ong password kay {pw}",
    "Wapi: nupela paswot em {pw}",
    "Sigrid: nytt passord er {pw}",
    "Javiera: la clave nueva es {pw}, po",
    "Dimas: u vayu a pasword am {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "pa\u00adss\u00adword → {pw}", "pаssword: {pw}",
    "𝘱𝘢𝘴𝘴𝘸𝘰𝘳𝘥 {pw}", "\u2066password\u2069: {pw}", "ᴘᴀꜱꜱᴡᴏʀᴅ: {pw}", "p\u200da\u200ds\u200ds\u200dword = {pw}",
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
    "the Kerres admin password is": "{s}", "Faivre service pw:": "{s} (since the grader swap in May)",
    "ang password ay": "{s}", "Steinsvik password": "{s}\nchange it after the harvest",
    "paswot em": "{s}", "passordet er": "{s}", "u pasword am": "{s}", "la clave es": "{s}, po",
    "Akvasmart password": "{s}", "the password Rodel read out over the VHF was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Aquanetix API key", "{s}", _j((HEX, 32))),
    ("split_token", "Fillout key:", "{s} (hatchery intake form)", _j("sk_prod_", (ALNUM, 48))),
    ("split_token", "AKVA connect client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "NuFi backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/36", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HR"))),
    ("split_backup", "BillEase recovery codes", "{s}\nQ7MZ-4KD2-P9XW\nL3TV-8RB6-C2NH", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "법인등록번호", "{s}", _kr_corp),
    ("split_phrase", "Enpass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"barge": {"url": "https://barge-taytay.bta.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasword": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "rodel", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"pens": [{"id": "P1"}, {"id": "P7", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mongo-express", "-u", "ops", "-p", "{s}", "-d", "feedlogs"]}': ("meta_password", _plain_pw),
    '{"note": "ang password ng barge PC ay {s}"}': ("meta_password", _plain_pw),
    '{"passord": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log in to the Kerres oven as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"aquabyte": {"api_token": "{s}"}}': ("meta_token", _j((URLSAFE, 48))),
    '{"manolinKey": "{s}"}': ("meta_token", _j("mnl_", (ALNUM, 32))),
    '{"eruvaka_token": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"X-Api-Key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "OM")),
    '{"buyer": {"corp_reg_no": "{s}"}}': ("meta_id", _kr_corp),
    '{"2fa": {"backup_codes": ["{s}", "Q7MZ-4KD2-P9XW", "L3TV-8RB6-C2NH"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tip_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"nwk_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"feed_store": {"keypad": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "BTA-Barge-Taytay", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"akvasmart-ccs-5.4.0.img").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/bukal/pens-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"pens: add dissolved oxygen alarm", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"feed: revert pellet size table", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"histopath_2033-02-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"harvest-export-2032.parquet").hexdigest()
_ISBN = str(std_isbn.format("978047065908" + std_ean.calc_check_digit("978047065908")))

CLEAN = [
    "Remind me to change the Kerres oven password before the technician visits on 2033-03-14.",
    "Rodel asked for the barge wifi password; it's on the laminated card in the wheelhouse.",
    "Policy: farm passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into the Viber group; share a vault link instead.",
    "The `.env.example` line `MANOLIN_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Steinsvik barge PC asks for a new admin password after every software update.",
    "Replace <YOUR_AQUABYTE_TOKEN> in the README with the token from your Aquabyte dashboard.",
    "ERUVAKA_TOKEN and QUBITRO_API_KEY must be set before the nightly pen sync runs.",
    "Huwag ibigay ang password mo kahit kanino.",
    "Ayaw ihatag ang imong password bisan kinsa.",
    "No ken givim paswot bilong yu long narapela man.",
    "Passordet må ha minst seksten tegn.",
    "La clave tiene que tener al menos dieciséis caracteres, po.",
    "Đừng chia sẻ mật khẩu với bất kỳ ai.",
    "Jangan berikan kata sandi kepada siapa pun.",
    "パスワードは16文字以上にしてください。",
    "비밀번호는 누구에게도 알려주지 마세요.",
    "密码不要告诉任何人。",
    "Ayaw begay et pasword mu diya sa dueg a tau.",
    "Ava mo ipaypangu u pasword mo.",
    "Upgraded the Akvasmart CCS from 5.2 to 5.4 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the dissolved oxygen alarm for the pens.",
    f"Rolled back to commit {_SHORT} after the pellet size table broke the feed plan.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Akvasmart CCS 5.4.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of harvest-export-2032.parquet: {_SHA512}",
    f"The pens-sync container runs ghcr.io/bukal/pens-sync@sha256:{_IMAGE}.",
    f"MD5 of histopath_2033-02-11.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3c9d51e7-8a2b-4f6e-9d10-b7e24c58a0f3 is the slow one in the Manolin logs.",
    "Purchase order PO-2033-00271 for 12 t of grouper starter feed ships on Thursday.",
    "Ralph asset 2214: the Taytay barge camera keeps dropping at night.",
    "Call the Aborlan hatchery office on +63 48 433 2175 before noon.",
    "The Kudjip hatchery's number is +675 542 1187; they answer after 8 a.m.",
    "Feed lot FL-2033-CAL-0412: 2 mm pellets, 42 % protein, 8 % lipid.",
    "Pen P7 holds about 18 000 pompano at 350 g average; stocking density 12 kg/m³.",
    "Dissolved oxygen at 06:00 was 4.8 mg/L in pen P3; salinity 33 ppt, water 29.5 °C.",
    "After five wrong passwords the Akvasmart locks the account for 30 minutes.",
    "The secret of good tinapa is slow smoke from coconut husk and a light brine.",
    "Ask Dimas for the smokehouse keypad code, I don't have it.",
    "My card ending 4417 was declined at the Calapan hardware store.",
    "The Croatian net maker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the farm's BillEase account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `FISHENCY_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the feed store rusts in the salt air; oil it every month.",
    "ScaleAQ moved the API key page under Settings › Developers in its April release.",
    f"ISBN {_ISBN} is the fish-health handbook on the vet lab shelf.",
    "The guest wifi 'BTA-Guest' is open, no password needed.",
    "Batch HB-2033-017: 240 000 grouper larvae stocked in tank T4 on day 0.",
    "Sales order SO-2033-1188 covers 60 sacks of copra meal for the mill.",
    "Version 2.14.1 of pens-sync fixed the timezone bug in the feeding report.",
    "The token limit for the feeding-report summary is 4096 tokens.",
    "Use the password manager's generator: 20 characters, all four classes.",
    "Hatchery temperature log: T1 28.9 °C, T2 29.1 °C, T3 28.7 °C.",
    "The QuantStudio run on 2033-02-11 found no WSSV in the broodstock samples.",
    "Kudjip hatchery i gat 14 tank na 6 raun tank.",
    "Feed conversion ratio for pen P5 last cycle was 1.42.",
    "Please reset my password through the self-service page, not by email.",
    "Password reset links expire after 15 minutes.",
    "The PIN pad on the feed-store door is broken; use the key for now.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-01-20T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/farm/steinsvik", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"work_order": "1207", "purchase_order": "PO-2033-00271"}',
    '{"batch": {"id": "HB-2033-017", "larvae": 240000, "tank": "T4"}}',
    '{"phone": "+63 48 433 2175", "site": "Aborlan"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "pens_active": 14}',
    '{"request_id": "3c9d51e7-8a2b-4f6e-9d10-b7e24c58a0f3", "status": 502}',
    '{"pen": "P7", "species": "pompano", "avg_weight_g": 350, "fcr": 1.42}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
