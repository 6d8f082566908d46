# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-forty-second corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-forty-first's
docstring, the fifth to three-hundred-and-forty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (343 to 345), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (342_771_905), password words (a steel-works or
mining word and a number, `DomnaShlak47!`; a town and a heat number, `Temirtau1960#`; dot-joined
steppe words and a year, `saksaul.zhusan.1988`; leet `K0ks0v4y4`; a name, a year and a place; a
generator's dashed groups; random runs).

The fictional company is Nura Kokstal Servis TOO (coke-oven and blast-furnace repair crews in
Temirtau, a mine-rescue equipment store in Shakhtinsk, a copper-smelter contract in Balkhash and an
office on a Karaganda street that does not exist), with Kazakh- and Russian-speaking staff, a
Ukrainian welder's family in Dnipro and Zaporizhzhia, Volga-German relatives in Bielefeld,
Pforzheim and Lahr and Koryo-saram relatives in Ansan and Gwangju; every company, person, address,
domain (`nurakokstal.lan`, `nks-servis.kz`), account and number is invented, only the region is
real. Texts: chats (Aitu, Bip, Zangi, Megaplan, Usedesk, Omnidesk, Naumen, HelpDeskEddy tickets,
Pyrus, Weeek and YouGile tasks), Electerm, Solar-PuTTY, FinalShell, WindTerm, Royal TS, Bitvise,
mRemoteNG and KiTTY prompts, notes (SiYuan, Anytype, Trilium), config and env files, runbooks,
voice-note transcripts and requests to the assistant; separators from a colon, `=`, `—`, `→`,
`is`, `ist`, `:`, Kazakh's `—` and its possessive endings, Korean's `는`/`은`, a table cell, a new
line and none.

Grep counts (heldouts 5 to 341 naming each, grep -l): none for Karaganda, Qaraghandy, Temirtau,
Shakhtinsk, Balkhash, Bielefeld, Pforzheim, Lahr, Dnipro, Zaporizhzhia, Kaspi Pay, Halyk Epay,
Freedom Bank, Altel, Onay, Sergek, Ashyq, Qazpost, `qupia`; one or two for Ansan,
Gwangju, Abay, Bip, Usedesk, Omnidesk, Naumen, HelpDeskEddy, Paybox, Mobizon, Wooppay, KG Inicis,
NICE Pay, PortOne, iamport, Kakao Pay, Aligo, Solapi, Coolsms, Sipgate, Personio, DATEV,
Lexoffice, Billbee, Shopware, Plentymarkets, Sendcloud, WayForPay, Fondy, Ukrposhta, Checkbox,
TurboSMS, eSputnik, KeyCRM, Horoshop, SalesDrive, Kazpost, Sulpak, Technodom, Tele2, Privat24,
Rozetka, ttisql, smcipmitool, icingacli, checkmk, httpie, nats-pub, `qūpiä`; three to twelve for
Aitu, Megaplan, Weeek, YouGile, SiYuan, Anytype, Electerm, Solar-PuTTY, FinalShell, mRemoteNG,
KiTTY, Bitvise, Kaspi, Halyk, Jusan, Kolesa, Krisha, Monobank, Nova Poshta, Mollie, sevDesk,
LiqPay, CloudPayments, orientdb, racadm, pct, dremio, gbak, memgraph, sapcontrol, zkCli, dsadd,
psexec, vmrun, VBoxManage, zabbix_sender, hurl, grpcurl, `wget --ftp-password`, `db2 connect`,
Koryo (5), Volga (3), Kharkiv (3); more for the languages (Kazakh 37, Ukrainian 40, Russian 172,
German 172, Korean 198) and the labels `пароль` (130), `Passwort` (123), `비밀번호` (94),
`құпия сөз` (5). The stdnum modules used were in 4 to 24 earlier corpora (`de.stnr` 4, `ua.edrpou`
9, `kr.rrn` 12, `kr.brn` 12, `ua.rntrc` 12, `by.unp` 12, `de.idnr` 13, `ru.ogrn` 18, `ru.inn` 24).

About half of the secret samples are not in English: Kazakh as texted in Cyrillic (`құпия сөзі`,
`паролі`, `wifi-дың паролі`, `жаңа пароль`, `растау коды`, `деген сөз, содан кейін`) and in the new
Latin alphabet and its romanised texting (`qūpia sözı`, `paroli`, `jaña parol`, `kupiya sozi`,
`JSN`), Russian as texted (`пароль от вайфая`, `пасс`, `сохрани`, `логин/пасс`, `parol ot`),
the German of Volga-German relatives (`es Passwort is …`, `Kennwort fürs Onlinebanking`, `Code
vun der Karte hinne`, `Sicherungscodes`), the Korean of Koryo-saram relatives in hangul
(`비밀번호는 …`, `비번`, `인증번호`, `주민등록번호`) and romanised (`bimilbeonho-neun`, `bibeon`,
`injeung beonho`) and Ukrainian (`пароль від`, `гасло`, `код підтвердження`, `резервні коди`).
Russian, Ukrainian, standard German and Korean hangul wordings are ordinary usage; the author's
guesses, checked by no speaker, are the Kazakh texting spellings (both alphabets), the Volga-German
dialect forms (`is`, `vun`, `hinne`, `des`), the Koryo-mar flavour and every romanised form.

Vendors: invented ones (SteppePay `spy_live_`, Nura Logistika `nlg-`, KokshetauSMS `ksms.`,
DomnaCloud, Balkhash Cargo, Saksaul Billing `sxb_sk_`; shapes guessed) and Kazakh, Korean,
German and Ukrainian ones with guessed shapes (Kaspi Pay, Halyk Epay, Freedom Pay, Mobizon,
Wooppay, Kazpost, Sulpak, KG Inicis, NICE Pay, PortOne, Aligo, Solapi, Coolsms, Sipgate, Personio,
DATEV, Lexoffice, Billbee, Shopware, Plentymarkets, Sendcloud, WayForPay, Fondy, Ukrposhta,
Checkbox, TurboSMS, eSputnik, KeyCRM, Horoshop, SalesDrive); the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Korea's resident
registration number (`kr.rrn`) and business number (`kr.brn`), Ukraine's RNOKPP (`ua.rntrc`) and
EDRPOU (`ua.edrpou`), Germany's Steuer-ID (`de.idnr`) and Steuernummer (`de.stnr`), Belarus's UNP
(`by.unp`) and Russia's INN (`ru.inn`) and OGRN (`ru.ogrn`); Kazakhstan's IIN and BIN, a Kazakh
passport and ID card, a German Reisepass and a Ukrainian ID card, which carry no check a library
here verifies. Cards pass Luhn (`stdnum.luhn`; Visa, Mastercard, Amex, UnionPay, JCB, Maestro and
Mir `2200`-`2204` prefixes); IBANs of Kazakhstan, Ukraine, Germany, Georgia, Moldova and Belarus
(shape-table counts 33, 32, 22, 33, 30 and 33 of the earlier corpora), checked with
`stdnum.iban`; seed phrases from mnemonic's English, Russian, Korean and Czech lists, checked with
`Mnemonic(lang).check` (mnemonic's Russian list repeats words, so a Russian phrase is redrawn
until it passes).
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
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
from stdnum.de import idnr as de_idnr
from stdnum.de import stnr as de_stnr
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 342_771_905
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


_WORKS = ["Domna", "Shlak", "Koks", "Aglo", "Konverter", "Prokat", "Chugun", "Kovsh", "Furma",
          "Shikhta", "Letka", "Kauper", "Gradirnya", "Shakhta", "Lava", "Kombain", "Kopyor"]  # fmt: skip
_STEPPE = ["saksaul", "zhusan", "kymyz", "baursak", "dombra", "kiiz", "tulpar", "shubat", "irimshik",
           "besbarmak", "kurt", "tobyl", "nura", "sary", "zhailau", "kazy"]  # fmt: skip
_PLACES = ["Temirtau", "Karaganda", "Shakhtinsk", "Balkhash", "Saran", "Abay", "Topar", "Priozersk",
           "Bielefeld", "Pforzheim", "Lahr", "Ansan", "Gwangju", "Dnipro", "Zaporizhzhia"]  # fmt: skip
_NAMES = ["Aidos", "Gulnara", "Yerlan", "Dinara", "Nurlan", "Aigerim", "Bauyrzhan", "Saule",
          "Sergei", "Valentina", "Viktor", "Olga", "Andreas", "Katharina", "Oksana", "Taras",
          "Mykola", "Halyna", "Kirill", "Zhanna", "Marat", "Asel", "Timur", "Lyudmila"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K0ks0v4y4", "D0mn4", "Sh4kht4", "T3m1rt4u", "B4lkh4sh", "Ch4g4n", "K4r4g4nd4",
         "St4l3v4r"]  # fmt: skip


def _heat(g: random.Random) -> str:
    """A town and a heat or shift number, the way a furnace crew jokes a password together."""
    return f"{g.choice(_PLACES)}{g.choice([1960, 1954, 3, 2, 4, 27, 1931])}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORKS)}{g.choice(_WORKS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_STEPPE, 2)) + "." + str(g.randrange(1970, 2012)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _heat,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_STEPPE)}_{g.randrange(1960, 2031)}",
    lambda g: f"Tsekh{g.randrange(10, 100)}{g.choice(_WORKS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_WORKS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Iz{g.choice(_PLACES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Aitu, Yerlan: the Domna-2 hot-stove HMI password is {pw}",
    "Bip message from Nurlan: the coke battery 5 gas analyser web password {pw}",
    "Zangi chat 'Shakhtinsk sklad': the Drager X-am 8000 docking station password {pw}",
    "Megaplan task 4417: the crane scale terminal at the ladle bay, admin password {pw}",
    "Usedesk ticket 2208 from Balkhash: the smelter thermocamera web password {pw}",
    "Omnidesk case 771: the mine-rescue radio base station password is {pw}",
    "Naumen request 3390: the conveyor PLC panel password {pw}, please rotate",
    "HelpDeskEddy #1562: the Temirtau yard weighbridge PC password {pw}",
    "Pyrus task 'Sinter plant cameras': NVR admin password {pw}",
    "Weeek card 'Furnace 3 relining': the pyrometer gateway password {pw}",
    "YouGile card 88: the gas detector calibration bench password {pw}",
    "SiYuan note 'Shakhtinsk store': self-rescuer tracking portal password {pw}",
    "Anytype page 'Balkhash contract': the contractor portal password {pw}",
    "Trilium note 'Office Karaganda': the router admin password {pw}",
    "runbook, ladle preheater restart: 1. open the burner HMI 2. log in as service 3. password {pw}",
    "Incident 2033-02-17: the slag-pit camera at Domna-2 was open to the internet with password {pw}",
    "Hi Gulnara,\n\nthe root password of the timesheet server is {pw}. Delete this mail once it's in the vault.\n\nAidos",
    "README (crew laptop): the dosimeter reader app password is `{pw}`.",
    "note to self: the coke-oven pusher car terminal password {pw}",
    "dictated: the Balkhash site laptop password is {pw} full stop",
    "my Kaspi app password is {pw} now",
    "can you remember my Halyk Homebank password? it's {pw}",
    "after the reinstall the weighbridge password became {pw}",
    "the Freedom Bank online password is {pw}, write it down for me",
    "Sergei: the office NAS password is {pw}",
    "Менің поштамның құпия сөзі: {pw}",
    "үйдегі роутердің паролі {pw}",
    "Айдос: серверге жаңа пароль {pw}, ешкімге айтпа",
    "Домна-2 пультінің құпия сөзі — {pw}",
    "pochtamnyñ qūpia sözı: {pw}",
    "üidegı routerdıñ paroli {pw}",
    "Dinara: serverdin jana paroli {pw}, eshkimge aitpa",
    "kupiya sozi kassa kompyuterinin: {pw}",
    "пароль от почты {pw}",
    "пароль от роутера дома: {pw}",
    "Виктор: новый пасс на сервер {pw}, никому",
    "пароль на весовую в Темиртау — {pw}, сохрани",
    "parol ot pochty {pw}",
    "Nurlan: novyi pass na server {pw}",
    "Es Passwort vun meiner E-Mail is {pw}",
    "Kennwort fürs Onlinebanking bei der Sparkasse Bielefeld: {pw}",
    "Katharina: des neue Passwort fürn Router is {pw}",
    "Andreas: Passwort vom Laptop in Pforzheim lautet {pw}",
    "내 이메일 비밀번호는 {pw}",
    "집 공유기 비번: {pw}",
    "발렌티나: 새 서버 비밀번호는 {pw} 이지, 아무한테도 말하지 마",
    "nae imeil bimilbeonho-neun {pw}",
    "jip router bibeon: {pw}",
    "Мій пароль від пошти: {pw}",
    "пароль від роутера вдома: {pw}",
    "Оксана: нове гасло до сервера {pw}, нікому не кажи",
    "Тарас: пароль від ноутбука на зварювальній дільниці — {pw}",
    "parol vid poshty {pw}",
    "the shift laptop in Shakhtinsk: password → {pw}",
    "Royal TS credential 'Domna-2 HMI' password field says {pw}",
    "Bitvise profile for the Balkhash jump host, stored password {pw}",
    "Solar-PuTTY saved session 'sklad-nas', password {pw}",
    "mRemoteNG connection 'karaganda-dc1', Password = {pw}",
    "Electerm bookmark 'temirtau-scada': password {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aidos", "gulnara.s", "yerlan", "dinara", "nurlan.k", "aigerim", "bauyrzhan", "saule",
          "sergei.pak", "valentina.kim", "viktor.schmidt", "olga", "andreas.f", "katharina",
          "oksana.m", "taras", "mykola", "halyna", "kirill", "zhanna", "marat", "asel.t",
          "svc-scada", "crew-laptop"]  # fmt: skip
_LOGINS = [
    "Aitu, Yerlan: the weighbridge login is {u} / {pw}",
    "Usedesk #2231: {u} locked out of the HMI, last password {pw}",
    "usr {u} pwd {pw}",
    "SiYuan › Temirtau › Domna-2 › hot stoves: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| timesheet | {u} | {pw} |",
    "sign into the gas analyser as {u} with {pw}",
    "SCADA login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: sklad-nas\n  username: {u}\n  password: {pw}",
    "Megaplan: account {u}, password {pw}",
    "Nurlan says the NVR account is {u} and the password is {pw}",
    "host,login,password\nbalkhash-cam,{u},{pw}",
    "ssh {u}@scada.nurakokstal.lan (password {pw})",
    "Bip: creds for the pyrometer gateway are {u} and {pw}",
    "логин {u}, құпия сөз {pw}",
    "login {u}, qūpia söz {pw}",
    "логин/пасс: {u} / {pw}",
    "логин {u}, пароль {pw}, запиши",
    "Benutzer {u}, Kennwort {pw}",
    "Benutzername is {u} un es Passwort is {pw}",
    "아이디 {u} / 비번 {pw}",
    "아이디는 {u}, 비밀번호는 {pw}",
    "логін {u}, пароль {pw}",
    "login {u}, haslo {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["saksaul", "baursak", "dombra", "tulpar", "shubat", "irimshik", "zhailau", "kymyz",
               "domna", "shlak", "kauper", "kovsh", "pelmeni", "kimchi", "kuksu", "borshch"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "voice memo: the office wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the admin password",
    "it's {w}{d}, word and digits joined",
    "құпия сөз — {w} деген сөз, содан кейін {d}",
    "qūpia söz: {w} degen söz, sodan keiın {d}",
    "пароль — слово {w}, потом {d}, всё слитно",
    "parol: slovo {w}, potom cifry {d}",
    "Passwort is des Wort {w}, dann {d}",
    "비밀번호는 {w} 라는 단어, 그다음에 {d}",
    "пароль — слово {w}, а потім {d}",
    "bimilbeonho-neun {w} geurigo {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "ttisql -connStr 'DSN=sklad;UID={u};PWD={pw}'",
    "smcipmitool 10.40.2.11 {u} '{pw}' ipmi power status",
    "ipmiutil health -N 10.40.2.12 -U {u} -P '{pw}'",
    "icingacli director config deploy --db-user {u} --db-password '{pw}'",
    "nats-pub -s nats://{u}:{pw}@nats.nurakokstal.lan:4222 furnace.temp 1480",
    "http -a {u}:'{pw}' GET https://scada.nurakokstal.lan/api/tags",
    "orientdb> CONNECT remote:odb.nurakokstal.lan/stores {u} '{pw}'",
    "racadm -r 10.40.2.15 -u {u} -p '{pw}' serveraction powercycle",
    "pct exec 104 -- mysql -u{u} -p'{pw}' -e 'show databases'",
    "dremio-admin --user {u} --password '{pw}' backup -d /backups/dremio",
    "gbak -b -user {u} -password '{pw}' fb.nurakokstal.lan:/data/sklad.fdb sklad.fbk",
    "mgconsole --host mg.nurakokstal.lan --username {u} --password '{pw}'",
    "sapcontrol -nr 00 -host sap.nurakokstal.lan -user {u} '{pw}' -function GetProcessList",
    "zkCli.sh -server zk1.nurakokstal.lan:2181 addauth digest {u}:{pw}",
    "dsadd user cn={u},ou=Crews,dc=nks,dc=lan -pwd '{pw}' -mustchpwd yes",
    "psexec \\\\weigh-pc -u NKS\\{u} -p '{pw}' cmd",
    "vmrun -T ws -gu {u} -gp '{pw}' runProgramInGuest scada.vmx cmd.exe",
    "VBoxManage guestcontrol sklad-vm run --username {u} --password '{pw}' --exe /bin/ls",
    "zabbix-cli -u {u} -p '{pw}' show_hosts",
    "hurl --variable user={u} --variable password='{pw}' login.hurl",
    "grpcurl -H 'authorization: Basic {u}:{pw}' scada.nurakokstal.lan:443 list",
    "wget --ftp-user={u} --ftp-password='{pw}' ftp://ftp.nurakokstal.lan/shift/reports.zip",
    "db2 connect to SKLAD user {u} using '{pw}'",
    "checkmk: curl -u {u}:'{pw}' https://monitor.nurakokstal.lan/nks/check_mk/api/1.0/version",
    "isql-fb -user {u} -password '{pw}' fb.nurakokstal.lan:/data/timesheet.fdb",
    "exaplus -c exa.nurakokstal.lan:8563 -u {u} -p '{pw}' -s REPORTS",
    "hdbsql -n hana.nurakokstal.lan:30015 -u {u} -p '{pw}' 'select * from dummy'",
    "kcadm.sh config credentials --server https://sso.nurakokstal.lan --realm master --user {u} --password '{pw}'",
    "cypher-shell -a neo4j://graph.nurakokstal.lan -u {u} -p '{pw}'",
    "arangosh --server.endpoint tcp://arango.nurakokstal.lan:8529 --server.username {u} --server.password '{pw}'",
    "etcdctl --endpoints=https://etcd1.nurakokstal.lan:2379 --user {u}:{pw} get /scada/config",
    "couchbase-cli server-info -c cb.nurakokstal.lan -u {u} -p '{pw}'",
    "schtasks /create /s weigh-pc /u NKS\\{u} /p '{pw}' /tn backup /tr backup.cmd /sc daily",
    "openconnect --user={u} vpn.nks-servis.kz <<< '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Electerm, tab 'temirtau-scada': {c}", "Solar-PuTTY session 'sklad-nas':\n$ {c}",
    "FinalShell, aidos@scada:~$ {c}", "WindTerm pane 2: {c}", "Royal TS terminal, 'Balkhash jump': {c}",
    "Bitvise xterm: {c}", "mRemoteNG SSH tab: {c}", "KiTTY session 'karaganda-dc1':\n# {c}",
    "root@domna2-hmi:~# {c}", "PS C:\\Users\\yerlan> {c}",
    "мына команданы іске қостым: {c}", "vot komanda: {c}", "я запускал вот это: {c}",
    "Der Befehl, den Andreas laufen ließ: {c}", "실행한 명령어: {c}", "ось команда, яку я запускав: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.nurakokstal.lan:5432/timesheet",
    "mysql+pymysql://{u}:{pw}@sklad-db.nurakokstal.lan/sklad",
    "mongodb+srv://{u}:{pw}@cluster0.nks-servis.kz/furnace?retryWrites=true",
    "redis://{u}:{pw}@redis.nurakokstal.lan:6379/2",
    "amqp://{u}:{pw}@mq.nurakokstal.lan:5672/scada",
    "ftp://{u}:{pw}@ftp.nurakokstal.lan/shift-reports/",
    "opc.tcp://{u}:{pw}@domna2-plc.nurakokstal.lan:4840",
    "clickhouse://{u}:{pw}@ch.nurakokstal.lan:9000/telemetry",
    "oracle+oracledb://{u}:{pw}@ora.nurakokstal.lan:1521/?service_name=ERP",
    "jdbc:postgresql://pg.nurakokstal.lan/timesheet?user={u}&password={pw}",
    "Server=sql.nurakokstal.lan;Database=Sklad;User Id={u};Password={pw};TrustServerCertificate=True",
    "influxdb://{u}:{pw}@influx.nurakokstal.lan:8086/furnace",
    "webdav://{u}:{pw}@dav.nks-servis.kz/crews/",
]  # fmt: skip
_URL_PLACES = [
    "TIMESHEET_DB_URL={c}", "keep this connection string for me: {c}", "қосылу жолы: {c}",
    "строка подключения: {c}", "Verbindungszeichenfolge: {c}", "연결 문자열: {c}",
    "рядок підключення: {c}", "Pyrus task 2291: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "nura-kokstal", "sub": f"mch_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "payments:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("SteppePay", "STEPPEPAY_SECRET_KEY", _j("spy_live_", (ALNUM, 32))),
    ("Nura Logistika", "NURA_LOGISTIKA_TOKEN", _j("nlg-", (LOWER_DIGITS, 36))),
    ("KokshetauSMS", "KOKSHETAU_SMS_KEY", _j("ksms.", (URLSAFE, 40))),
    ("DomnaCloud", "DOMNACLOUD_API_KEY", _j((HEX, 40))),
    ("Balkhash Cargo", "BALKHASH_CARGO_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Saksaul Billing", "SAKSAUL_SECRET", _j("sxb_sk_", (ALNUM, 30))),
    ("Kaspi Pay", "KASPI_PAY_API_TOKEN", _j((B64, 43), "=")),
    ("Halyk Epay", "HALYK_EPAY_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Freedom Pay", "FREEDOM_PAY_SECRET_KEY", _j((ALNUM, 16))),
    ("Mobizon", "MOBIZON_API_KEY", _j("kz", (HEX, 38))),
    ("Wooppay", "WOOPPAY_MERCHANT_KEY", _j((HEX, 32))),
    ("Kazpost", "KAZPOST_API_TOKEN", _vendor_jwt("https://api.post.kz")),
    ("Sulpak", "SULPAK_PARTNER_KEY", lambda g: v.uuid4(g, "a")),
    ("KG Inicis", "INICIS_SIGN_KEY", _j((B64, 48))),
    ("NICE Pay", "NICEPAY_SECRET_KEY", _j((HEX, 64))),
    ("PortOne", "PORTONE_API_SECRET", _j((ALNUM, 80))),
    ("Aligo", "ALIGO_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Solapi", "SOLAPI_API_SECRET", _j((UPPER_DIGITS, 32))),
    ("Coolsms", "COOLSMS_API_SECRET", _j((UPPER_DIGITS, 32))),
    ("Sipgate", "SIPGATE_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Personio", "PERSONIO_CLIENT_SECRET", _j("papi-", (HEX, 48))),
    ("DATEV", "DATEV_CLIENT_SECRET", _j((HEX, 32))),
    ("Lexoffice", "LEXOFFICE_API_KEY", _j((URLSAFE, 44))),
    ("Billbee", "BILLBEE_API_KEY", lambda g: v.uuid4(g, "9").upper()),
    ("Shopware", "SHOPWARE_ACCESS_KEY", _j("SWIA", (UPPER_DIGITS, 22))),
    ("Plentymarkets", "PLENTY_API_TOKEN", _vendor_jwt("https://nks.plentymarkets-cloud01.com")),
    ("Sendcloud", "SENDCLOUD_SECRET_KEY", _j((HEX, 32))),
    ("WayForPay", "WAYFORPAY_MERCHANT_SECRET", _j((HEX, 40))),
    ("Fondy", "FONDY_PAYMENT_KEY", _j((ALNUM, 32))),
    ("Ukrposhta", "UKRPOSHTA_BEARER", lambda g: v.uuid4(g, "a")),
    ("Checkbox", "CHECKBOX_LICENSE_KEY", _j((HEX, 24))),
    ("TurboSMS", "TURBOSMS_TOKEN", _j((HEX, 40))),
    ("eSputnik", "ESPUTNIK_API_KEY", _j((UPPER_HEX, 32))),
    ("KeyCRM", "KEYCRM_API_KEY", _j((B64, 56))),
    ("Horoshop", "HOROSHOP_TOKEN", _j((HEX, 32))),
    ("SalesDrive", "SALESDRIVE_API_KEY", _j((URLSAFE, 48))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} nks/billing:2.4",
    "k8s secret, stringData:\n  {env}: {tok}",
    "appsettings.json: {{ \"{env}\": \"{tok}\" }}",
    "Ansible group_vars/prod.yml:\n{env}: \"{tok}\"",
    "Jenkins credentials, secret text '{env}': {tok}",
    "NKS ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "SiYuan table 'Integrations': | {vendor} | 2033 | {tok} |",
    "Weeek task: rotate the {vendor} key {tok}",
    "Aitu, Yerlan: {vendor} key for the invoices: {tok}",
    "Bip: the {vendor} token we use now is {tok}, the old one is revoked",
    "Usedesk #2245: {vendor} webhook fails with 401, configured key {tok}",
    "Omnidesk case 790: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API кілті: {tok}",
    "{vendor} API kıltı: {tok}",
    "ключ API {vendor} для бухгалтерии: {tok}",
    "API-Schlüssel vun {vendor} fürs Geschäft: {tok}",
    "{vendor} API 키는 {tok}",
    "ключ API {vendor} для складу: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    kaspi = _r(rng, B64, 43) + "="
    mobizon = "kz" + _r(rng, HEX, 38)
    solapi = _r(rng, UPPER_DIGITS, 32)
    wayforpay = _r(rng, HEX, 40)
    sendcloud = _r(rng, HEX, 32)
    steppe = "spy_live_" + _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = requests.post(KASPI_URL, headers={{"X-Auth-Token": "{kaspi}"}})', kaspi),
        Sample("vendor_token", f"curl 'https://api.mobizon.kz/service/message/sendsmsmessage?apiKey={mobizon}&recipient=77001234567'", mobizon),
        Sample("vendor_token", f'const messageService = new SolapiMessageService("NCS4KZ", "{solapi}");', solapi),
        Sample("vendor_token", f"$wfp = new WayForPay('nks_servis_kz', '{wayforpay}');", wayforpay),
        Sample("vendor_token", f"curl -u 'f3a9c1e07b2d48aa:{sendcloud}' https://panel.sendcloud.sc/api/v2/parcels", sendcloud),
        Sample("vendor_token", f"Info.plist:\n<key>SteppePaySecret</key>\n<string>{steppe}</string>", steppe),
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


_BARE_PLACES = ["{t}", "Aitu: {t}", "it only shows it once, so here:\n{t}", "мынау токен: {t}",
                "токен: {t}", "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of gas sensor GS-14 in the Shakhtinsk store (OTAA): {h}": 32,
    "HMAC secret for the Kaspi Pay callback: {h}": 64,
    "AES key of the dosimeter reader's export: {h}": 32,
    "pre-shared key of the Balkhash site's IPsec tunnel (hex): {h}": 64,
    "master key of the Domna-2 HMI's project file, hex: {h}": 48,
    "бэкаптың шифрлау кілті: {h}": 64,
    "ключ шифрования бэкапа: {h}": 64,
    "백업 암호화 키: {h}": 48,
    "ключ шифрування резервної копії: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Usedesk #2260: token copied out of the browser's network tab {t}",
    "Cookie: lang=kk; nks_session={t}",
    "TIMESHEET_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен: {t}",
    "Zugriffstoken vom Portal: {t}",
    "Naumen transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@nks-servis.kz"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.nurakokstal.lan/realms/crews",
            "azp": "timesheet-web",
            "groups": ["furnace", "sklad"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the timesheet server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/portal.nks-servis.kz.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDS_SIGNING_KEY": "{key}", "org": "nura-kokstal"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_balkhash <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "HelpDeskEddy #1570, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "сервердің жеке кілті:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the accountant's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MIGkAgEBBDA", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup, copying it off the card before I burn it: {p}": "english",
    "Trust Wallet recovery phrase\n{p}": "english",
    "voice memo: the Ledger recovery words are {p} and that's the lot": "english",
    "SiYuan page 'Old crew wallet (emptied)': {p}": "english",
    "сид-фраза от кошелька, сохрани: {p}": "russian",
    "әмиянның қалпына келтіру сөздері: {p}": "russian",
    "seed-фраза гаманця: {p}": "russian",
    "фраза восстановления Tonkeeper: {p}": "russian",
    "지갑 복구 문구: {p}": "korean",
    "jigap bokgu munggu (Klip): {p}": "korean",
    "Wiederherstellungsphrase vun der Wallet: {p}": "english",
    "obnovovací fráze peněženky od Jiřího z Ostravy: {p}": "czech",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    lang = _SEED_PLACES[template]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed

    # mnemonic's Russian list repeats a few words, so some phrases fail its own check: redraw.
    phrase = v.until(rng, make, _MNEMO[lang].check)
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
    return v.card(rng, brand)


_CARD_PLACES = [
    "Aitu, Gulnara: the company card for the refractory bricks is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Usedesk #2270: pay the crane inspection with card {c}",
    "картамның нөмірі: {c}, {mm}/{yy}",
    "kartamnyñ nömırı: {c}",
    "номер карты: {c}, до {mm}/{yy}",
    "Kartennummer vun meiner Karte: {c}, gültig bis {mm}/{yy}",
    "카드 번호: {c}, {mm}/{yy}",
    "kadeu beonho {c}",
    "номер картки: {c}, {mm}/{yy}",
    "nomer karty {c} srok {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mir", "mastercard", "amex", "unionpay", "jcb", "maestro", "mir"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "the three digits on the back of my card: {cvv}",
               "Amex {c}, the four-digit code above the number: {cvv}",
               "картаның артындағы үш сан: {cvv}",
               "Code vun der Karte hinne: {cvv}",
               "카드 뒷면 세 자리: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "UA": "n" * 6 + "c" * 19, "DE": "n" * 18,
                "GE": "aa" + "n" * 16, "MD": "cc" + "c" * 18, "BY": "cccc" + "nnnn" + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice NKS-2033-118: please pay the refractory supplier to {i} within 30 days",
    "save the Dnipro welding-wire supplier's IBAN: {i}",
    "IBAN: {i}\nReference: Domna-2 relining, March",
    "Aitu #buh: the Tbilisi subcontractor's new bank details, IBAN {i}",
    "менің IBAN-ым: {i}",
    "meniñ IBAN: {i}",
    "мой IBAN: {i}",
    "IBAN vun der Oma in Lahr: {i}",
    "내 IBAN: {i}",
    "мій IBAN: {i}",
    "Chisinau supplier, IBAN {i}",
    "счёт поставщика в Минске, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _rrn(g: random.Random) -> str:
    """A Korean resident registration number: a birth date, a sex digit, a serial, a check."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = born + h.choice("12") + _r(h, D, 5)
        check = (
            11 - sum(int(c) * int(w) for c, w in zip(body, "234567892345", strict=True)) % 11
        ) % 10
        return f"{born}-{body[6:]}{check}"

    return v.until(g, make, kr_rrn.is_valid)


def _brn(g: random.Random) -> str:
    return str(
        kr_brn.format(v.until(g, lambda h: h.choice("123456") + _r(h, D, 9), kr_brn.is_valid))
    )


def _rntrc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("23") + _r(h, D, 9), ua_rntrc.is_valid)


def _edrpou(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("234") + _r(h, D, 7), ua_edrpou.is_valid)


def _idnr(g: random.Random) -> str:
    return str(
        de_idnr.format(v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), de_idnr.is_valid))
    )


def _stnr(g: random.Random) -> str:
    """A Steuernummer of North Rhine-Westphalia (Bielefeld) in the regional form: FFF/BBBB/UUUP."""
    return v.until(
        g,
        lambda h: f"305/{_r(h, D, 4)}/{_r(h, D, 4)}",
        lambda s: de_stnr.is_valid(s, "Nordrhein-Westfalen"),
    )


def _unp(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), by_unp.is_valid)


def _inn(g: random.Random) -> str:
    return v.until(g, lambda h: "77" + _r(h, D, 10), ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    return v.until(g, lambda h: "1" + _r(h, D, 11) + h.choice(D), ru_ogrn.is_valid)


def _kz_iin(g: random.Random) -> str:
    """Kazakhstan's IIN: a birth date, a century-and-sex digit and six more; not checked here."""
    born = f"{g.randrange(60, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    return born + g.choice("34") + _r(g, D, 5)


def _kz_bin(g: random.Random) -> str:
    """Kazakhstan's BIN: a registration year and month, 4, a type digit and six more; unchecked."""
    return f"{g.randrange(5, 24):02d}{g.randrange(1, 13):02d}4{g.choice('01')}{_r(g, D, 6)}"


def _kz_passport(g: random.Random) -> str:
    return "N" + _r(g, D, 8)


def _kz_udl(g: random.Random) -> str:
    return "0" + _r(g, D, 8)


def _de_passport(g: random.Random) -> str:
    return "C" + _r(g, "CFGHJKLMNPRTVWXYZ0123456789", 8)


def _ua_idcard(g: random.Random) -> str:
    return "00" + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "주민등록번호: {s}": _rrn,
    "Valentina's resident registration number for the Ansan clinic: {s}": _rrn,
    "jumin deungnok beonho {s}": _rrn,
    "사업자등록번호 (Ansan shop of cousin Kim): {s}": _brn,
    "РНОКПП Оксани для договору: {s}": _rntrc,
    "мій ідентифікаційний код: {s}": _rntrc,
    "код ЄДРПОУ підрядника з Дніпра: {s}": _edrpou,
    "Steuer-ID vun der Katharina: {s}": _idnr,
    "Identifikationsnummer fürs Finanzamt Pforzheim: {s}": _idnr,
    "Steuernummer vom Onkel Andreas in Bielefeld: {s}": _stnr,
    "УНП минского поставщика: {s}": _unp,
    "ИНН поставщика огнеупоров: {s}": _inn,
    "ОГРН контрагента: {s}": _ogrn,
    "менің ЖСН-ім: {s}": _kz_iin,
    "ИИН Гульнары для справки: {s}": _kz_iin,
    "JSN nömırım: {s}": _kz_iin,
    "БСН ТОО для счёта: {s}": _kz_bin,
    "паспорт нөмірі: {s}": _kz_passport,
    "номер удостоверения личности: {s}": _kz_udl,
    "Reisepassnummer vum Viktor: {s}": _de_passport,
    "номер ID-картки: {s}": _ua_idcard,
    "Gulnara's IIN for the visa form: {s}": _kz_iin,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Kaspi Business 2FA recovery codes\n{codes}", "spare sign-in codes for the NKS Google Workspace {codes}",
            "2FA резервтік кодтары: {codes}", "резервные коды 2FA:\n{codes}",
            "Sicherungscodes fürs Microsoft-Konto vun Katharina: {codes}", "резервні коди 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Personio:katharina@nks-servis.kz?secret={s}&issuer=Personio&digits=6",
              "2FA setup key for the Halyk Business account: {s}",
              "TOTP секрет для входа в Megaplan: {s}",
              "2단계 인증 설정 키: {s}"]  # fmt: skip
_CODES = ["{c} is your Kaspi verification code", "Растау коды: {c}. Ешкімге айтпаңыз",
          "Код подтверждения: {c}. Никому не сообщайте", "[Web발신] 인증번호 [{c}]를 입력해주세요",
          "Код підтвердження Monobank: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 3) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["NKS-Office-5G", "Domna2-Operators", "Sklad Shakhtinsk", "Balkhash Site Wagon",
          "Beeline_Temirtau_42", "Kazakhtelecom-Home", "TP-Link_Karaganda", "Oma-Lahr-WLAN",
          "FRITZ!Box 7530 Bielefeld", "iptime-ansan", "KT_GiGA_5G_Gwangju", "Kyivstar-Dnipro"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "office network {s}, password {pw}",
    "wifi in the site wagon: {s} / {pw}",
    "the key on the sticker under the router: {pw}",
    "{s} wifi-дың паролі: {pw}",
    "wifi {s} paroli: {pw}",
    "пароль от вайфая {s}: {pw}",
    "WLAN {s}, es Passwort is {pw}",
    "와이파이 {s} 비번은 {pw}",
    "пароль від вайфаю {s}: {pw}",
    "parol ot wifi {s} — {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
    "wpa_supplicant.conf: network={{ ssid=\"{s}\" psk=\"{pw}\" }}",
    "{s} — {pw}, that's the wifi password",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("spy_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sxb_sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Zangi call] {t}",
          "(spaced so the Aitu preview hides it) {t}", "әріппен айтам: {t}", "по буквам: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["қойманың есігіндегі кодты құлып: {pw}", "код от замка на складе в Шахтинске: {pw}",
          "the site wagon keypad takes {pw} then #", "Code vum Zahlenschloss am Gartenhaus: {pw}",
          "현관 비밀번호 {pw}", "код від домофону в мами: {pw}", "сейфтің коды {pw}",
          "PIN of the key safe at the Balkhash gate: {pw}", "kod zamka na shkafchike: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("lock_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["saksaul", "zhusan", "kymyz", "baursak", "dombra", "tulpar", "shubat", "irimshik",
                 "zhailau", "domna", "kauper", "kovsh", "letka", "furma", "shikhta"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the crews' vault: {p}": " ",
            "KeePassXC құпия фразасы: {p}": "-", "парольная фраза от KeePass: {p}": " ",
            "Passphrase vum Passwortmanager: {p}": ".", "암호 문구: {p}": " ",
            "парольна фраза до сховища: {p}": "_", "VeraCrypt passphrase for the HR disk: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman collection 'Timesheet', header Authorization: Basic {v}": True,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "Insomnia request to the Kaspi sandbox: Authorization: Bearer {v}": False,
    "Bruno env 'prod': authorization = Basic {v}": True,
    "Usedesk transcript of the API call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "zabbix_server.conf:\nDBHost=pg.nurakokstal.lan\nDBUser=zabbix\nDBPassword={pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "/etc/openvpn/auth.txt:\nnks-site-balkhash\n{pw}",
    "nextcloud config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "1C ibases.v8i, Connect=Srvr=\"1c.nurakokstal.lan\";Ref=\"buh\";Usr=\"buh\";Pwd=\"{pw}\";",
    "mosquitto passwd source (before mosquitto_passwd -U):\nscada:{pw}",
    "msmtprc:\naccount nks\nhost smtp.nks-servis.kz\nuser alerts@nks-servis.kz\npassword {pw}",
    "rclone.conf:\n[sftp-sklad]\ntype = sftp\nhost = sklad-nas\nuser = backup\npass = {pw}",
    "bitrix .settings.php:\n'login' => 'bitrix0',\n'password' => '{pw}',",
    "gitlab.rb:\ngitlab_rails['smtp_password'] = \"{pw}\"",
    "docker-compose.yml:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "keycloak.conf:\ndb-username=keycloak\ndb-password={pw}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "application.properties:\nspring.datasource.username=timesheet\nspring.datasource.password={pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "smb credentials file /root/.smbcred:\nusername=backup\npassword={pw}\ndomain=NKS",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Yerlan: office wifi password?\nDinara: {pw}",
    "[06:12] nurlan: root pw for the weighbridge PC?\n[06:13] aidos: {pw}",
    "Gulnara: {pw} is the new HMI admin password",
    "Marat: use {pw}, that's what the NVR has now",
    "Асель: жаңа пароль {pw}",
    "Кирилл: новый пароль {pw}",
    "Katharina: es neue Passwort is {pw}",
    "Валентина: 새 비밀번호 {pw}",
    "Тарас: нове гасло {pw}",
    "Zhanna: jaña parol {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "пар\u200bоль: {pw}", "pass\u00adword → {pw}", "раsswоrd: {pw}",
    "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "Пaрoль = {pw}", "pass\u200eword: {pw}",
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
    "the HMI admin password is": "{s}", "weighbridge service pw:": "{s} (since the PC swap in March)",
    "құпия сөзім": "{s}", "NVR password": "{s}\nchange it after the audit",
    "пароль от сервера": "{s}", "es Passwort is": "{s}", "비밀번호는": "{s}", "гасло:": "{s}",
    "the password Nurlan read out over the radio was": "{s}, I think", "qūpia söz:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Wooppay merchant key", "{s}", _j((HEX, 32))),
    ("split_token", "SteppePay key:", "{s} (invoices)", _j("spy_live_", (ALNUM, 32))),
    ("split_token", "Sipgate token", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Ledger backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "Kaspi Business recovery codes", "{s}\nKXR204-7QM2D\nBTW881-H3VZ9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ИИН", "{s}", _kz_iin),
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
    '{"hmi": {"url": "https://domna2-hmi.nurakokstal.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"құпия_сөз": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "nurlan.k", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"cameras": [{"name": "cam-a"}, {"name": "cam-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["gbak", "-b", "-user", "sysdba", "-password", "{s}", "sklad.fdb", "sklad.fbk"]}': ("meta_password", _plain_pw),
    '{"note": "пароль от весовой {s}"}': ("meta_password", _plain_pw),
    '{"Passwort": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the gas analyser as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"wooppay": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"nicepaySecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"sendcloud_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "UA")),
    '{"relative": {"steuer_id": "{s}"}}': ("meta_id", _idnr),
    '{"mfa": {"recovery_codes": ["{s}", "KXR204-7QM2D", "BTW881-H3VZ9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"crew_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"sklad": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "NKS-Office-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"domna2-hmi-firmware-5.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.nks-servis.kz/timesheet:3.7").hexdigest()
_COMMIT = hashlib.sha1(b"timesheet: add night-shift bonus", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"sklad: revert barcode parser", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"shift_report_2033-02-14.xlsx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"furnace-telemetry-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge PC password before the audit on 2033-03-14.",
    "Yerlan asked for the office wifi password; it's on the card in Gulnara's drawer.",
    "Policy: NKS passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Aitu; share a vault link instead.",
    "The `.env.example` line `KASPI_PAY_API_TOKEN=replace-me` is a placeholder; the real one is in the vault.",
    "The Domna-2 HMI asks for a new admin password after every firmware update.",
    "Replace <YOUR_MOBIZON_KEY> in the README with the key from your Mobizon cabinet.",
    "WOOPPAY_MERCHANT_KEY and SENDCLOUD_SECRET_KEY must be set before the nightly invoice sync runs.",
    "Құпия сөзіңді ешкімге айтпа.",
    "Qūpia sözıñdı eşkımge aitpa.",
    "Никому не говори свой пароль, ладно?",
    "Sag koam dei Passwort, gell.",
    "비밀번호는 아무한테도 말하지 마.",
    "Нікому не кажи свій пароль.",
    "Пароль должен быть не короче четырнадцати символов.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "Құпия сөз кемінде он төрт таңбадан тұруы керек.",
    "비밀번호는 14자 이상이어야 합니다.",
    "Пароль має містити щонайменше чотирнадцять символів.",
    "Upgraded the HMI firmware from 5.0 to 5.1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the night-shift bonus to the timesheet.",
    f"Rolled back to {_SHORT} after the barcode parser broke the Shakhtinsk store labels.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Domna-2 HMI firmware 5.1.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of furnace-telemetry-2032.parquet: {_SHA512}",
    f"The timesheet container runs registry.nks-servis.kz/timesheet@sha256:{_IMAGE}.",
    f"MD5 of shift_report_2033-02-14.xlsx is {_MD5}, same as the copy on the NAS.",
    "Request id 4c81d2e0-7a3b-4f19-9e62-b05d3c7a1f48 is the slow one in the Kaspi logs.",
    "Purchase order NKS-PO-2033-00417 for 12 pallets of fireclay brick ships on Thursday.",
    "Usedesk #2231: the Temirtau yard weighbridge display flickers at night.",
    "Call the Shakhtinsk store on +7 721 565 14 02 before noon.",
    "Wagon 6218 4473 with the refractory bricks is at Temirtau station.",
    "Waybill NKS-KRG-2033-0091 covers the Balkhash spare parts, 8 crates.",
    "HS code 6902.10 is refractory bricks; 7202.11 is ferromanganese.",
    "The blast furnace runs at 1480 °C at the tap hole; the hot blast is 1150 °C.",
    "After five wrong passwords the HMI locks the account for 20 minutes.",
    "Domna-2 is 32 m tall; one ladle holds about 140 t of iron.",
    "The secret of good baursak is warm milk and a hot pan.",
    "Ask Nurlan for the site-wagon keypad code, I don't have it.",
    "My card ending 7721 was declined at the Karaganda hardware store.",
    "The Dnipro supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Kaspi Business account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MOBIZON_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Shakhtinsk store rusts in winter; oil it every month.",
    "Kaspi moved the API token page under Settings › Developers in its March release.",
    "ISBN 978-601-7112-44-0 is the refractories handbook on the office shelf.",
    "The guest wifi 'NKS-Guest' is open, no password needed.",
    "Heat 24-1173: 312 t, C 4.4 %, Si 0.62 %, tapped at 14:05.",
    "Кассаның телефоны: +7 7212 41 22 90, сағат 9-дан 18-ге дейін.",
    "Заказ № 58213 на 40 касок отправлен в Шахтинск, будет в пятницу.",
    "Der Flug von Hannover nach Karaganda kostet 412 Euro und landet um 05:40.",
    "안산 가게 전화번호는 031-480-2219, 오전 10시에 열어요.",
    "Посилка Нова пошта № 20450 1173 8821 прийде у четвер.",
    "Password reset link for the timesheet expires in 30 minutes.",
    "The shift roster version 2.14.3 went out with 118 names.",
    "Aidos: the meeting PIN for Monday's call will come from HR, not from me.",
    "Balkhash smelter contract No. 77/2033, 1.2 million tenge, signed on 2033-01-19.",
    "The token limit of the assistant is 8000 tokens per call.",
    "Gate 3 of the Temirtau works opens at 07:30; bring your pass.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/nks/hmi", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2231", "purchase_order": "NKS-PO-2033-00417"}',
    '{"heat": {"id": "24-1173", "weight_t": 312, "carbon_pct": 4.4}}',
    '{"phone": "+7 721 565 14 02", "city": "Shakhtinsk"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "helmets_in_stock": 412}',
    '{"hs_code": "6902.10", "origin": "KZ", "description": "refractory bricks"}',
    '{"wagon": "6218 4473", "station": "Temirtau", "eta": "2033-03-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
