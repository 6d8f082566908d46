# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, fifty-second corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to fiftieth only to search them (grep)
for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written beside it, the tests nor the reports, and the scrubber was never run on it. Its
own seed, password words, names, places, templates, tools, vendors and layouts, the way the mixing
hall, tunnel-oven crews, packing line, delivery fleet, shop chain and office of an industrial
bakery group (Ovenbird Bakeries: a mixing hall and tunnel ovens in Kuching, bun lines in Penampang
and Fuzhou, plants in Mataram, Raipur, Changsha and Makhado, a depot in Myitkyina and the Ovenbird
Corner shops) leak secrets into an assistant's memory: MiChat, BeeTalk, Qiscus, Paltalk, Camfrog,
Nandbox, Sleekflow, Wablas, Easemob, Meiqia and Truecaller chats, Sobot, Barantum and Deskero
tickets, Flomo, Wolai, FlowUs, Yuque, Shimo, Youdao Note, Mubu, Tencent Docs, 印象笔记, WizNote, Kdocs
and Noteplan notes, Teambition, Worktile, PingCode, Jiandaoyun, Mingdao, Kintone, Kissflow,
Timetree, Canny and Productboard items, Knowlarity, MyOperator, Servetel and Tata Tele call notes,
Indosat, Smartfren, Celcom, U Mobile and Mytel texts, DWService, HopToDesk, Sunlogin (向日葵), AweSun
and Remotely sessions and the Ion shell, e-mails, runbooks and README fragments; commands of
pt-archiver, pt-query-digest, pt-upgrade, pt-config-diff, pt-duplicate-key-checker, pt-index-usage,
mysqlreplicate, mysqldbcopy, mysqldiff, mysqlserverclone, SQLines, Skeema, psqldef, mysqldef, tbls,
SchemaSpy, SchemaCrawler, pgroll, Bucardo, taosdump, Arthas, HammerDB, glpi-agent,
fusioninventory-agent, Wazuh's agent-auth, Metricbeat, Auditbeat, gMSADumper, msfconsole,
Superset's fab, kopano-admin, grommunio-admin, msktutil, enpass-cli, PAExec, pglogical (through
psql), mongomirror, mongosync, pgagroal-admin, MySQLTuner, pgmetrics and dbmate; configs of Canal,
Maxwell, Debezium, DolphinScheduler, Azkaban, Oozie, XXL-JOB, Seata, RocketMQ, SkyWalking,
pg_chameleon, chproxy, redis-shake, Metricbeat, glpi-agent, DataX, Embulk, SeaTunnel, Arthas and
the Sentinel dashboard; the Apifox, YApi, ApiPost, Eolink and Stoplight API clients; the Passpack,
Securden, Uniqkey and PassPortal password managers; the SubWallet, Bitkeep, Ownbit, BitPay and
HashKey Me wallets; the web pages of mixing, dividing, sheeting, proving, baking, cooling,
freezing, slicing, wrapping, inspecting, weighing, dosing, fleet, refrigeration, network, metering
and forklift equipment (Diosna, Kemper, WP Haton, Rademaker, Rondo, König, Fritsch, Kaak, AMF
Bakery Systems, Mecatherm, Gostol, Sottoriva, MIWE, Wachtel, Daub, Heuft, Polin, Den Boer,
Auto-Bake, Reading Bakery Systems, Spooner Vicars, Stewart Systems, Bongard, Panimatic, IJ White,
Frigoscandia, JBT, Hansaloy, Grote, Ilapak, Formost Fuji, Rotzinger, Syntegon, Rovema, Hayssen,
Pakona, Fortress, CEIA, Eriez, Anritsu, Yamato, Coperion, Shick Esteve, Reimelt, Dinnissen,
Unifiller, Hinds-Bock, Ctrack, MiX Telematics, Netstar, Carrier Transicold, Xprinter, Ruijie, H3C,
Janitza, Crown, Toyota); voice-dictated text and requests to the assistant itself. About 57 %
English (or language-neutral config and shell), the rest in Iban, Sasak, Kadazandusun,
Chhattisgarhi (in Devanagari), Xiang (Changsha, in Chinese characters), Fuzhounese (Eastern Min, in
Chinese characters), Tshivenda and Jingpho (Kachin) (no docstring of heldouts 5 to 50 names them),
and Malay, Indonesian, Hindi, Mandarin Chinese, Burmese, Afrikaans, German, French, Spanish,
Portuguese, Dutch, Japanese and Korean in wordings of their own (Czech, Italian and Russian only as
seed-phrase word lists). Vendors (FlexiBake, BakeSmart, MRPeasy, Katana, Fishbowl, Deacom,
FoodDocs, Safefood 360, ComplianceMate, Checkit, Blulog, Redzone, MachineMetrics, Augury, Seeq,
TrendMiner, HighByte, Tractian, Tookan, Bringg, SimpliRoute, Track-POD, Shipday, Detrack, Route4Me,
NextBillion, Lalamove, Borzo, StoreHub, Qashier, Majoo, iKhokha, Fiuu, Deliverect, UrbanPiper,
Petpooja, Swingvy, greytHR, Gadjian, Wablas, Jurnal, Bukku, Talenox, and the banks Hong Leong, Bank
NTB Syariah, TymeBank, 长沙银行 and KBZPay) are ones heldouts 5 to 50 do not name; their token shapes
are made up here, not copied from the vendors. The ids are kinds heldouts 5 to 50 do not use: ISO
11649 RF creditor references, Belgian OGM-VCS structured communications and Swiss ESR (QR)
references, each drawn until python-stdnum's module (`iso11649`, `be.ogm_vcs`, `ch.esr`) validates
its check digits; Malaysia's KWSP (EPF) member number and LHDN income tax number, a Hunan
housing-provident-fund (公积金) account, a Fuzhou medical-insurance (医保) card number, India's ESIC
insurance number, EPF PF account number and MGNREGA job card number, a South African medical aid
number, an Indonesian civil servant's NIP and a mainland resident's Taiwan travel permit, which
carry no check a library or this file verifies (none is computed here); besides them, passports (a
kind used before) of Malaysia, Indonesia, India, China, South Africa and Myanmar under
Kadazandusun, Sasak, Chhattisgarhi, Xiang, Tshivenda and Jingpho words, likewise unchecked. Card
numbers pass Luhn (NAPAS 9704, DinaCard 9891 and ArCa 9051 prefixes drawn here beside the value
helpers' brands, checked with python-stdnum's `luhn`). The IBANs are of countries used least by a
rough count over heldouts 5 to 50 (Serbia, Tunisia, Estonia, Latvia, Lithuania, Kuwait, Slovenia
and Liechtenstein), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Simplified Chinese, Korean, Czech, Italian and Russian lists.
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
from stdnum import iso11649, luhn
from stdnum.be import ogm_vcs
from stdnum.ch import esr as ch_esr
from stdnum.iso7064 import mod_97_10

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 51_640_794
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


_BREADS = ["Brioche", "Focaccia", "Ciabatta", "Mantou", "Vetkoek", "Koeksister", "Khurmi",
           "Anarsa", "Bahulu", "Cerorot", "Youtiao", "Shaobing", "Levain", "Poolish", "Pretzel",
           "Crumpet", "Babka", "Thethri"]  # fmt: skip
_KIT = ["Divider", "Rounder", "Moulder", "Proofer", "Tunnel", "Spiral", "Hopper", "Sheeter",
        "Depositor", "Slicer", "Bagger", "Trough", "Tipper", "Silo", "Cooler", "Peel"]  # fmt: skip
_PLACES = ["Kuching", "Sibu", "Betong", "Penampang", "Tambunan", "Keningau", "Mataram", "Praya",
           "Selong", "Raipur", "Bhilai", "Durg", "Changsha", "Xiangtan", "Zhuzhou", "Fuzhou",
           "Mawei", "Changle", "Makhado", "Sibasa", "Musina", "Myitkyina", "Bhamo",
           "Waingmaw"]  # fmt: skip
_NAMES = ["Jugah", "Sendi", "Empiang", "Rentap", "Lemambang", "Wira", "Rina", "Sahnan", "Sumiati",
          "Juanis", "Roselyn", "Ambrose", "Gansuk", "Dukalu", "Sukhmati", "Ramesar", "Janki",
          "Phoolbasan", "Zhiyong", "Xiaomei", "Yanqiu", "Yiping", "Mingfang", "Guohui",
          "Tshilidzi", "Rudzani", "Khathu", "Mashudu", "Brang", "Sengraw", "Zautu",
          "Bawkja"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Br10ch3", "F0c4cc14", "M4nt0u", "V3tk03k", "B4hulu", "L3v41n", "P00l1sh", "Pr3tz3l",
         "Kh0rm1"]  # fmt: skip


def _oven(g: random.Random) -> str:
    """A bread and its oven temperature, the way a shift lead jokes a password together."""
    return (
        f"{g.choice(_BREADS)}{g.choice([180, 200, 210, 220, 230, 240, 250])}C{g.choice(_SYMBOLS)}"
    )


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BREADS)}{g.choice(_KIT)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_BREADS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2034)) + g.choice(_SYMBOLS),
    _oven,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_BREADS).lower()}_{g.randrange(1965, 2034)}",
    lambda g: f"Batch{g.randrange(100, 1000)}{g.choice(_BREADS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 4) + _r(g, D, 2) + g.choice(_SYMBOLS) + _r(g, LOWER, 3),
    lambda g: f"{g.choice(_KIT).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Bakes{g.choice(_BREADS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "MiChat group 'Mixing hall Kuching', Jugah: the Diosna SP 240 touch panel password is {pw}",
    "BeeTalk message from Sendi: Kemper SP 300 mixer HMI password {pw}",
    "Qiscus chat with the oven line: Mecatherm tunnel oven supervisor password {pw}",
    "Paltalk room 'night shift', Rentap: WP Haton divider admin password {pw}",
    "Camfrog chat (camera was off, sorry): Rademaker sheeting line HMI password {pw}",
    "Nandbox channel 'Penampang buns': Rondo Compas 4000 password {pw}",
    "Sleekflow inbox, agent Roselyn: König Rex Futura web password {pw}",
    "Wablas gateway log, message from Ambrose: Fritsch Multitec password {pw}",
    "Barantum ticket 5512: the Kaak proofer panel password {pw} stopped working",
    "Sobot ticket 90217: AMF Bakery Systems tunnel oven HMI password {pw}",
    "Meiqia chat, Changsha plant: Gostol GoSmart oven password {pw}",
    "Easemob IM from Xiaomei: Sottoriva roll line admin password {pw}",
    "Deskero ticket 3391: MIWE roll-in oven service password {pw}, please reset",
    "Teambition task 'Changsha oven 3': Wachtel deck oven controller password {pw}",
    "Worktile card: Daub bread line password {pw}",
    "PingCode work item OB-812: Heuft thermal oil oven web password {pw}",
    "Jiandaoyun form, maintenance request: Polin spiral mixer password {pw}",
    "Mingdao record 'Fuzhou bun line': Den Boer tunnel oven password {pw}",
    "Kintone app 'Makhado maintenance': Auto-Bake Serpentine HMI password {pw}",
    "Kissflow request: Reading Bakery Systems oven PLC password {pw}",
    "Timetree event note: Spooner Vicars biscuit oven password {pw}",
    "Canny post (public board, oops): Stewart Systems proofer password {pw}",
    "Productboard note on the packing-line idea: Bongard cold room panel password {pw}",
    "Pure Chat visitor note: Panimatic proofer controller password {pw}",
    "Flomo memo #ovens: IJ White spiral cooler HMI password {pw}",
    "Wolai page 'Freezer': Frigoscandia GYRoCOMPACT password {pw}",
    "FlowUs note: JBT freezer controller password {pw}",
    "Yuque doc 'Slicer line': Hansaloy slicer admin password {pw}",
    "Shimo sheet 'Passwords (delete me)': Grote slicer password {pw}",
    "Youdao note: Ilapak Vegatronic HMI password {pw}",
    "Mubu outline › Packing line › Formost Fuji wrapper: password {pw}",
    "Tencent Docs, tab 'Fuzhou line': Rotzinger buffer system password {pw}",
    "印象笔记 note 'packing': Syntegon Pack 202 HMI password {pw}",
    "WizNote entry: Rovema VPL bagger password {pw}",
    "Kdocs sheet, row 14: Hayssen bagger admin password {pw}",
    "Noteplan, today: Pakona tray sealer password {pw}",
    "Truecaller chat from Dukalu: Fortress Interceptor metal detector password {pw}",
    "Knowlarity call note, Raipur plant: CEIA THS metal detector password {pw}",
    "MyOperator call summary: Eriez Xtreme metal detector password {pw}",
    "Servetel IVR transcript: Anritsu checkweigher admin password {pw}",
    "Tata Tele SMS from Ramesar: Yamato dataweigh password {pw}",
    "Indosat SMS from Lalu Wira: Coperion flour silo control password {pw}",
    "Smartfren SMS: Shick Esteve ingredient system password {pw}",
    "Celcom SMS from Empiang: Reimelt dosing panel password {pw}",
    "U Mobile SMS: Dinnissen mixer web password {pw}",
    "Mytel SMS from Brang Seng: Unifiller depositor password {pw}",
    "DWService session notes: Hinds-Bock depositor HMI password {pw}",
    "HopToDesk chat with the integrator: Ctrack fleet portal password {pw}",
    "Sunlogin remote session chat: MiX Telematics Fleet Manager password {pw}",
    "AweSun chat: Netstar fleet portal password {pw}",
    "Remotely support chat: Carrier Transicold Lynx Fleet password {pw}",
    "Ruijie Cloud note: the Betong shop router password is {pw}",
    "H3C Magic router at the Changsha shop, admin password {pw}",
    "Janitza UMG 604 energy meter web password {pw}",
    "Crown InfoLink forklift portal password {pw}",
    "Toyota I_Site fleet password for the Makhado forklifts: {pw}",
    "Xprinter label printer web password {pw}",
    "Hi Tshilidzi,\n\nthe admin password on the Makhado oven server is {pw}. Please delete this mail once it is in the vault.\n\nRegards,\nRudzani",
    "Incident 2033-02-09: the Mecatherm HMI at Kuching was reachable from the shop VLAN with password {pw}",
    "Runbook: restart the tunnel oven burners\n1. open the Heuft panel\n2. log in as service\n3. password {pw}\n4. ramp zone 1 to 230 °C",
    "README (mixing hall rack)\nthe Diosna panel is at https://diosna.ovenbird.lan, admin password `{pw}`.",
    "my Hong Leong Connect password is {pw} now",
    "can you remember my Bank NTB Syariah mobile password? it's {pw}",
    "the TymeBank app password is {pw}",
    "password for my 长沙银行 app: {pw}",
    "dictated: the Ctrack portal password is {pw} full stop",
    "note to self: Rondo service password {pw}",
    "after the firmware update the Kaak password became {pw}",
    "Password email aku nya {pw}",
    "password komputer ba pejabat kilang: {pw}",
    "Jugah: password baru server nya {pw}, anang madahka ngagai orang bukai",
    "Password email tiang niki {pw}",
    "password router lẽq bale: {pw}",
    "Lalu Wira: password baru server niki {pw}, ndaq bada'ang dengan lain",
    "Password do email ku, {pw}",
    "password do router id walai: {pw}",
    "Juanis: password vagu do server nopo nga {pw}, ada' popoilo' do tulun suai",
    "मोर ईमेल के पासवर्ड {pw} हे",
    "घर के राउटर के पासवर्ड: {pw}",
    "दुकालू: सर्वर के नवा पासवर्ड {pw} हे, काकरो ल झन बताबे",
    "我咯邮箱密码是 {pw}",
    "屋里咯路由器密码：{pw}",
    "谭志勇：服务器咯新密码是 {pw}，莫跟别个讲咯",
    "我其邮箱密码是 {pw}",
    "厝里其路由器密码：{pw}",
    "林依萍：服务器其新密码是 {pw}，伓通共别侬讲",
    "Phasiwede ya imeili yanga ndi {pw}",
    "phasiwede ya router ya hayani: {pw}",
    "Tshilidzi: phasiwede ntswa ya server ndi {pw}, ni songo vhudza muthu",
    "Ngai a email password gaw {pw} re",
    "nta kaw na router password: {pw}",
    "Brang Seng: server a password nnan gaw {pw} re, kadai hpe mung khum tsun u",
    "kata laluan PC bilik adunan ialah {pw}",
    "sandi komputer gudang tepung: {pw}",
    "ओवन वाले कंप्यूटर का पासवर्ड {pw} रखा है",
    "烤炉控制电脑的密码是 {pw}",
    "မုန့်ဖုတ်စက် ကွန်ပျူတာ စကားဝှက်က {pw}",
    "die wagwoord vir die oondrekenaar is {pw}",
    "das Passwort vom Ofenleitstand lautet {pw}",
    "le mot de passe du poste du four tunnel, c'est {pw}",
    "トンネルオーブン端末のパスワードは {pw}",
    "la contraseña del PC de la amasadora es {pw}",
    "a senha do PC da masseira é {pw}",
    "het wachtwoord van de oven-pc is {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["jugah", "sendi.n", "empiang", "rentap", "lalu.wira", "baiq.rina", "sahnan", "juanis",
          "roselyn.g", "ambrose", "dukalu", "sukhmati", "ramesar.s", "janki", "tanzy", "pengxm",
          "liuyq", "linyp", "chenmf", "zhenggh", "tshilidzi", "rudzani.m", "khathu", "mashudu",
          "brangseng", "seng.raw", "zautu", "svc-ovens", "mixhall-ops", "fleet-disp"]  # fmt: skip
_LOGINS = [
    "MiChat, Jugah: the Diosna login is {u} / {pw}",
    "Sobot #90244: {u} locked out of the Mecatherm HMI, last password {pw}",
    "user {u} pass {pw}",
    "Yuque › Plant › Ovens › Den Boer tunnel: {u} — {pw}",
    "| line | user | password |\n|---|---|---|\n| Kaak proofer | {u} | {pw} |",
    "log into the Rondo panel as {u} with {pw}",
    "Heuft login {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: oven-hmi-3\n  user: {u}\n  password: {pw}",
    "Kintone: account {u}, password {pw}",
    "Rudzani says the Ctrack account is {u} and the password is {pw}",
    "host,user,password\nmecatherm-hmi,{u},{pw}",
    "ssh {u}@oven-srv.ovenbird.lan (password {pw})",
    "Truecaller chat: creds for the Grote slicer are {u} and {pw}",
    "Nama guna aku {u}, password aku {pw}",
    "Aran pengguna {u}, password {pw}",
    "Ngaran ku {u}, password ku {pw}",
    "मोर यूजरनेम {u} अउ पासवर्ड {pw} हे",
    "用户名 {u}，密码 {pw}，记得咯",
    "账号 {u}，密码 {pw}，伓通乱讲",
    "Dzina la mushumisi ndi {u}, phasiwede ndi {pw}",
    "Ngai a username gaw {u}, password gaw {pw} re",
    "nama pengguna {u}, kata laluan {pw}",
    "username {u} dan kata sandi {pw} ya",
    "gebruiker {u}, wagwoord {pw}",
    "အသုံးပြုသူ {u} စကားဝှက် {pw}",
    "아이디 {u} 비밀번호 {pw}",
    "यूज़र {u}, पासवर्ड {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["brioche", "mantou", "vetkoek", "rusk", "khurmi", "anarsa", "thethri", "cerorot",
               "bahulu", "tuhau", "levain", "poolish", "banneton", "couche", "koeksister",
               "youtiao", "shaobing", "crumpet"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, and then {d}",
    "password: say {w}, right after it the number {d}",
    "for the oven server it's {w} with {d} at the end",
    "voice memo: the mixing hall wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits run together",
    "Password nya leka jaku {w}, udah nya {d}",
    "Password niki kata {w}, terus {d}",
    "Password nopo nga boros {w}, om {d}",
    "पासवर्ड हे {w} शब्द, ओखर बाद {d}",
    "密码是 {w} 咯只词，后背再加 {d}",
    "密码是 {w} 这隻字，后斗加 {d}",
    "Phasiwede ndi ipfi {w}, nga murahu {d}",
    "Password gaw {w} ngu ai ga, dai hpang {d}",
    "kata laluan ialah perkataan {w}, kemudian {d}",
    "die wagwoord is die woord {w}, dan {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "pt-archiver --source h=mysql-a.ovenbird.lan,D=erp,t=batch_log,u={u},p={pw} --purge --where 'created < NOW() - INTERVAL 1 YEAR'",
    "pt-query-digest --review h=mysql-a.ovenbird.lan,D=percona,t=query_review,u={u},p={pw} /var/log/mysql/slow.log",
    "pt-upgrade h=mysql-old.ovenbird.lan,u={u},p={pw} h=mysql-a.ovenbird.lan slow.log",
    "pt-config-diff h=mysql-a.ovenbird.lan,u={u},p={pw} /etc/mysql/my.cnf",
    "pt-duplicate-key-checker --host mysql-a.ovenbird.lan --user {u} --password '{pw}'",
    "pt-index-usage /var/log/mysql/slow.log --host mysql-a.ovenbird.lan --user {u} --password {pw}",
    "mysqlreplicate --master={u}:{pw}@mysql-a.ovenbird.lan:3306 --slave=root@mysql-b.ovenbird.lan:3306 --rpl-user=repl",
    "mysqldbcopy --source={u}:{pw}@mysql-a.ovenbird.lan --destination=root@mysql-b.ovenbird.lan erp:erp_copy",
    "mysqldiff --server1={u}:{pw}@mysql-a.ovenbird.lan --server2=root@mysql-b.ovenbird.lan erp:erp",
    "mysqlserverclone --server={u}:{pw}@localhost --new-data=/tmp/clone --new-port=3310",
    "sqlines -s=oracle -t=postgresql -sd=oracle,{u}/{pw}@ora.ovenbird.lan:1521/OBERP -td=pg,erp@pg.ovenbird.lan,erp",
    "skeema push production --user {u} --password='{pw}'",
    "psqldef -U {u} -W '{pw}' -h pg.ovenbird.lan recipes < schema.sql",
    "mysqldef -u {u} -p '{pw}' -h mysql-a.ovenbird.lan erp --dry-run < schema.sql",
    "tbls doc 'postgres://{u}:{pw}@pg.ovenbird.lan:5432/recipes?sslmode=disable' docs/schema",
    "schemaspy -t pgsql11 -host pg.ovenbird.lan -db recipes -u {u} -p '{pw}' -o out/",
    "schemacrawler.sh --server=postgresql --host=pg.ovenbird.lan --database=recipes --user={u} --password={pw} --info-level=standard --command=schema",
    "pgroll start migrations/05_add_crumb_score.json --postgres-url 'postgres://{u}:{pw}@pg.ovenbird.lan/recipes'",
    "bucardo add db erp dbname=erp host=pg.ovenbird.lan user={u} pass={pw}",
    "taosdump -h td.ovenbird.lan -u {u} -p'{pw}' -o /backup/oven-sensors",
    "java -jar arthas-boot.jar --username {u} --password '{pw}' --target-ip 0.0.0.0",
    "hammerdbcli\nhammerdb> diset tpcc pg_superuserpass {pw}",
    "glpi-agent --server https://glpi.ovenbird.lan/ --user {u} --password '{pw}'",
    "fusioninventory-agent --server https://glpi.ovenbird.lan/plugins/fusioninventory/ --user {u} --password {pw}",
    "/var/ossec/bin/agent-auth -m wazuh.ovenbird.lan -P '{pw}' -A oven-hmi-2",
    "metricbeat setup -E output.elasticsearch.username={u} -E output.elasticsearch.password={pw}",
    "auditbeat -e -E output.elasticsearch.hosts=['es.ovenbird.lan:9200'] -E output.elasticsearch.password={pw}",
    "gMSADumper.py -u {u} -p '{pw}' -d ovenbird.lan",
    "msfconsole -q -x 'use auxiliary/scanner/ssh/ssh_login; set RHOSTS 10.40.2.0/24; set USERNAME {u}; set PASSWORD {pw}; run'",
    "superset fab create-admin --username {u} --firstname Ops --lastname Bakery --email ops@ovenbird.co --password '{pw}'",
    "kopano-admin -c {u} -p '{pw}' -e {u}@ovenbird.co -f 'Shop Manager'",
    "grommunio-admin passwd --password '{pw}'",
    "msktutil --update --computer-name oven-hmi-3 --old-account-password '{pw}'",
    "MASTERPW='{pw}' enpass-cli -vault ~/Documents/Enpass/Vaults/primary list",
    "paexec \\\\pos-12.ovenbird.lan -u OVENBIRD\\{u} -p '{pw}' -s cmd /c ipconfig",
    "psql -h pg-b.ovenbird.lan -d shops -c \"SELECT pglogical.create_subscription(subscription_name := 'shops', provider_dsn := 'host=pg-a.ovenbird.lan dbname=shops user={u} password={pw}');\"",
    "mongomirror --host rs0/mongo-old.ovenbird.lan:27017 --username {u} --password '{pw}' --destination rs1/mongo.ovenbird.lan:27017",
    "mongosync --cluster0 'mongodb://{u}:{pw}@mongo-old.ovenbird.lan:27017' --cluster1 'mongodb://sync@mongo.ovenbird.lan:27017'",
    "pgagroal-admin -f /etc/pgagroal/pgagroal_users.conf -U {u} -P '{pw}' user add",
    "mysqltuner --host mysql-a.ovenbird.lan --user {u} --pass '{pw}'",
    "PGPASSWORD='{pw}' pgmetrics -h pg.ovenbird.lan -U {u} recipes",
    "dbmate --url 'postgres://{u}:{pw}@pg.ovenbird.lan:5432/shops?sslmode=disable' up",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@oven-srv:~# {c}", "history:\n 1042  {c}",
    "Jenkins console, job 'ovens-nightly':\n+ {c}", "GitLab CI job log:\n$ {c}",
    "crontab -l:\n30 2 * * * {c}", "Makefile:\nsync:\n\t{c}", "Dockerfile:\nRUN {c}",
    "PowerShell transcript:\nPS C:\\ovens> {c}", "screenshot OCR of the terminal: {c}",
    "Ion shell on the packing-line box: {c}", "DWService web shell: {c}",
    "HopToDesk session, terminal: {c}", "Sunlogin remote terminal: {c}", "向日葵远程终端：{c}",
    "AweSun session, cmd window: {c}", "Remotely script console: {c}",
    "Kissflow ticket attachment (shell log):\n$ {c}", "Jiandaoyun comment: ran {c}",
    "the command I ran for the oven line: {c}",
    "Command ke dijalaika aku: {c}", "Perintah saq tiang jalanang: {c}",
    "Command di inguna ku: {c}", "मँय जऊन कमांड चलायेंव: {c}", "我打咯命令：{c}",
    "我拍其命令：{c}", "Khomanndo ye nda i shumisa: {c}", "Ngai galaw ai command: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "snowflake://{u}:{pw}@ovenbird-ab12345/BAKERY/PUBLIC?warehouse=OVENS_WH",
    "trino://{u}:{pw}@trino.ovenbird.lan:8443/hive/sales",
    "databend://{u}:{pw}@databend.ovenbird.lan:8000/default?sslmode=disable",
    "starrocks://{u}:{pw}@sr-fe.ovenbird.lan:9030/default_catalog.bakery",
    "singlestoredb://{u}:{pw}@s2.ovenbird.lan:3306/shops",
    "teradatasql://{u}:{pw}@td-edw.ovenbird.lan",
    "hana+hdbcli://{u}:{pw}@hana.ovenbird.lan:30015",
    "neo4j+s://{u}:{pw}@graph.ovenbird.lan:7687",
    "couchbases://{u}:{pw}@cb.ovenbird.lan/orders",
    "rediss://{u}:{pw}@cache.ovenbird.lan:6380/2",
    "imaps://{u}:{pw}@mail.ovenbird.co:993/INBOX",
    "ftps://{u}:{pw}@edi.mlin-backa.rs:990/orders/",
    "vertica+vertica_python://{u}:{pw}@vertica.ovenbird.lan:5433/bakery",
    "oracle+oracledb://{u}:{pw}@erp-db.ovenbird.lan:1521/?service_name=OBERP",
    "clickhouse+http://{u}:{pw}@ch.ovenbird.lan:8123/ovens",
]  # fmt: skip
_URL_PLACES = [
    "SALES_WAREHOUSE_URL={c}", "Superset database URI, the old one: {c}",
    "keep this connection string for me: {c}", "连接串咯值：{c}", "Connection string nya {c}",
    "Sobot #90412: {c}", "Yuque page 'Databases': {c}", "Tencent Docs row 'DB': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "ovenbird-bakeries", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "orders:read routes:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("FlexiBake", "FLEXIBAKE_API_KEY", _j((HEX, 40))),
    ("BakeSmart", "BAKESMART_API_TOKEN", _j((ALNUM, 32))),
    ("MRPeasy", "MRPEASY_API_KEY", _j((HEX, 32))),
    ("Katana", "KATANA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Fishbowl", "FISHBOWL_APP_SECRET", _j((B64, 43), "=")),
    ("Deacom", "DEACOM_API_SECRET", _j((ALNUM, 28))),
    ("FoodDocs", "FOODDOCS_API_TOKEN", _vendor_jwt("https://api.fooddocs.com")),
    ("Safefood 360", "SAFEFOOD360_API_KEY", _j((UPPER_HEX, 32))),
    ("ComplianceMate", "COMPLIANCEMATE_TOKEN", _j((URLSAFE, 40))),
    ("Checkit", "CHECKIT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Blulog", "BLULOG_API_KEY", _j((HEX, 32))),
    ("Redzone", "REDZONE_API_TOKEN", _j((ALNUM, 48))),
    ("MachineMetrics", "MACHINEMETRICS_API_KEY", _j((HEX, 64))),
    ("Augury", "AUGURY_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Seeq", "SEEQ_ACCESS_KEY_SECRET", _j((ALNUM, 32))),
    ("TrendMiner", "TRENDMINER_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("HighByte", "HIGHBYTE_API_TOKEN", _j("hb_", (ALNUM, 40))),
    ("Tractian", "TRACTIAN_API_KEY", _j((ALNUM, 40))),
    ("Tookan", "TOOKAN_API_KEY", _j((HEX, 32))),
    ("Bringg", "BRINGG_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("SimpliRoute", "SIMPLIROUTE_TOKEN", _j((HEX, 40))),
    ("Track-POD", "TRACKPOD_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Shipday", "SHIPDAY_API_KEY", _j((ALNUM, 10), ".", (ALNUM, 24))),
    ("Detrack", "DETRACK_API_KEY", _j((HEX, 32))),
    ("Route4Me", "ROUTE4ME_API_KEY", _j((UPPER_HEX, 32))),
    ("NextBillion", "NEXTBILLION_API_KEY", _j((HEX, 32))),
    ("Lalamove", "LALAMOVE_API_SECRET", _j("sk_prod_", (ALNUM, 40))),
    ("Borzo", "BORZO_AUTH_TOKEN", _j((UPPER_HEX, 40))),
    ("StoreHub", "STOREHUB_API_TOKEN", _j((HEX, 32))),
    ("Qashier", "QASHIER_API_KEY", _j((ALNUM, 36))),
    ("Majoo", "MAJOO_ACCESS_TOKEN", _vendor_jwt("https://api.majoo.id")),
    ("iKhokha", "IKHOKHA_APP_SECRET", _j((ALNUM, 32))),
    ("Fiuu", "FIUU_SECRET_KEY", _j((HEX, 32))),
    ("Deliverect", "DELIVERECT_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("UrbanPiper", "URBANPIPER_API_KEY", _j((HEX, 40))),
    ("Petpooja", "PETPOOJA_ACCESS_TOKEN", _j((HEX, 40))),
    ("Swingvy", "SWINGVY_API_KEY", _j((B64, 64))),
    ("greytHR", "GREYTHR_API_SECRET", lambda g: v.uuid4(g, "a")),
    ("Gadjian", "GADJIAN_API_KEY", _j((ALNUM, 40))),
    ("Wablas", "WABLAS_TOKEN", _j((ALNUM, 50))),
    ("Jurnal", "JURNAL_API_KEY", _j((HEX, 32))),
    ("Bukku", "BUKKU_ACCESS_TOKEN", _vendor_jwt("https://api.bukku.my")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "fish: set -gx {env} '{tok}'",
    ".env.production:\n{env}={tok}",
    "app.json: \"env\": {{ \"{env}\": {{ \"value\": \"{tok}\" }} }}",
    "railway variables --set {env}={tok}",
    "kubectl create secret generic route-sync --from-literal={env}={tok}",
    "wrangler secret put {env}\n? Enter a secret value: {tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "Kubernetes manifest:\n        - name: {env}\n          value: \"{tok}\"",
    "GitHub Actions workflow:\n    env:\n      {env}: {tok}",
    "Dockerfile:\nARG {env}={tok}",
    "docker run -e {env}={tok} ovenbird/route-sync:2.4",
    "supervisord program:\nenvironment={env}=\"{tok}\"",
    "Ovenbird ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Yuque table 'Integrations': | {vendor} | live | {tok} |",
    "Teambition task: rotate the {vendor} key {tok}",
    "MiChat, Jugah: {vendor} key for the route sync: {tok}",
    "BeeTalk: the {vendor} token we use now is {tok}, the old one is revoked",
    "Sobot #90377: {vendor} sync fails with 401, configured key {tok}",
    "Deskero ticket 3402: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Anak kunchi API {vendor} nya {tok}",
    "Kunci API {vendor} niki {tok}",
    "Kunci API do {vendor}: {tok}",
    "{vendor} के API की {tok} हे",
    "{vendor} 咯 API 密钥是 {tok}",
    "{vendor} 其 API 密钥：{tok}",
    "Khii ya API ya {vendor} ndi {tok}",
    "{vendor} a API key gaw {tok} re",
    "kunci API {vendor} untuk kilang Kuching: {tok}",
    "API key {vendor} buat toko Mataram: {tok}",
    "{vendor} की API कुंजी {tok} है",
    "{vendor} 的 API 密钥：{tok}",
    "API-sleutel van {vendor} vir die bakkery: {tok}",
    "{vendor} API key က {tok}",
    "API-Schlüssel von {vendor} für die Backstraße: {tok}",
    "{vendor} のAPIキーは {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    tookan = _r(rng, HEX, 32)
    bringg = _r(rng, URLSAFE, 40)
    detrack = _r(rng, HEX, 32)
    route4me = _r(rng, UPPER_HEX, 32)
    nextbillion = _r(rng, HEX, 32)
    majoo = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'val tookan = TookanClient(apiKey = "{tookan}")', tookan),
        Sample("vendor_token", f"$bringg = new BringgApi('ovenbird', '{bringg}');", bringg),
        Sample("vendor_token", f'client := detrack.NewClient("{detrack}")', detrack),
        Sample("vendor_token", f"Route4Me.api_key = '{route4me}'", route4me),
        Sample("vendor_token", f'r = requests.post("https://api.nextbillion.io/distancematrix/json?key={nextbillion}", json=stops)', nextbillion),
        Sample("vendor_token", f'let majoo = MajooService(token: "{majoo}")', majoo),
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


_BARE_PLACES = ["{t}", "MiChat: {t}", "it's shown only once, so here it is:\n{t}", "token nya {t}",
                "咯只 token：{t}", "{t}\n^ the new one, the old one is revoked",
                "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 20), ".", (URLSAFE, 36)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 56)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of flour silo level sensor S-04 (OTAA): {h}": 32,
    "KNX IP Secure backbone key for the Betong shop: {h}": 32,
    "HMAC secret for the Fiuu payment callback: {h}": 64,
    "Mecatherm recipe-export AES key: {h}": 32,
    "IPsec pre-shared key to the Makhado depot (hex): {h}": 64,
    "Zigbee network key of the shop lighting: {h}": 32,
    "备份咯加密密钥：{h}": 64,
    "मोर बैकअप के एन्क्रिप्शन की: {h}": 64,
    "Khii ya encryption ya backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Sobot #90350: token copied from the browser's dev tools {t}",
    "Cookie: lang=ms-MY; ob_session={t}",
    "SHOPS_PORTAL_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token 咯值是 {t}",
    "Token nya {t}",
    "Meiqia transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@ovenbird.co"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.ovenbird.co/realms/bakery",
            "azp": "shops-portal",
            "roles": ["shift-lead", "dispatch"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Kuching oven server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shops.ovenbird.co.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDI_SIGNING_KEY": "{key}", "partner": "makhado-depot"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_fleet <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Deskero ticket 3420, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "服务器咯私钥：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the flour mill's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "SubWallet backup, copying it off the card before I shred it: {p}": "english",
    "Bitkeep recovery phrase\n{p}": "english",
    "Ownbit wallet words (the old bread-fund wallet, emptied): {p}": "english",
    "BitPay wallet backup: {p}": "english",
    "voice memo: the HashKey Me recovery words are {p} and that's all of them": "english",
    "Yuque page 'Donation wallet (retired)': {p}": "english",
    "钱包助记词，莫跟别个讲：{p}": "chinese_simplified",
    "我其钱包助记词：{p}": "chinese_simplified",
    "지갑 복구 문구: {p}": "korean",
    "obnovovací fráze peněženky: {p}": "czech",
    "frase di recupero del portafoglio: {p}": "italian",
    "сид-фраза кошелька: {p}": "russian",
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
    """A Luhn-valid card number of one of ``prefixes`` (NAPAS', DinaCard's, ArCa's: brands the
    value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "napas":
        return _card_of(rng, ["9704"], [16, 19])
    if brand == "dinacard":
        return _card_of(rng, ["9891"], [16])
    if brand == "arca":
        return _card_of(rng, ["9051"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "MiChat, Jugah: the company card for the Diosna spare parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Sobot #90301: pay the Rondo service visit with card {c}",
    "Nombor kad aku: {c}, {mm}/{yy}",
    "Nomer kartu tiang: {c}, {mm}/{yy}",
    "Numbur kad ku: {c}",
    "मोर कार्ड के नंबर: {c}, {mm}/{yy}",
    "我咯卡号：{c}，{mm}/{yy}",
    "我其卡号：{c}",
    "Nomboro ya khadi yanga: {c}, {mm}/{yy}",
    "Ngai a card number: {c}, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "napas", "mastercard", "amex", "dinacard", "jcb", "arca", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 08/34, CVC {cvv}",
               "the three digits on the signature strip: {cvv}",
               "Amex {c}, the four-digit code printed above the number: {cvv}",
               "卡背面咯三位数：{cvv}",
               "nomboro tharu dzi re murahu ha khadi: {cvv}",
               "कार्ड के पाछू के तीन अंक: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 50; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"RS": "n" * 18, "TN": "n" * 20, "EE": "n" * 16, "LV": "aaaa" + "c" * 13,
                "LT": "n" * 16, "KW": "aaaa" + "c" * 22, "SI": "n" * 15,
                "LI": "n" * 5 + "c" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice OB-2033-071: please pay the Bačka flour mill to {i} within 30 days",
    "save the Sfax date-paste supplier's IBAN: {i}",
    "IBAN: {i}\nReference: rusk order 19, March",
    "Kintone #treasury: the Tallinn yeast broker's new bank details, IBAN {i}",
    "IBAN aku: {i}",
    "IBAN tiang: {i}",
    "IBAN ku: {i}",
    "मोर IBAN: {i}",
    "我咯 IBAN：{i}",
    "我其 IBAN：{i}",
    "IBAN yanga: {i}",
    "Ngai a IBAN gaw {i} re",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _rf(g: random.Random) -> str:
    """An ISO 11649 creditor reference: RF, two ISO 7064 mod 97 digits, then the reference."""

    def make(h: random.Random) -> str:
        body = h.choice("123456789") + _r(h, D, h.randrange(9, 16))
        return "RF" + mod_97_10.calc_check_digits(body + "RF") + body

    return str(iso11649.format(v.until(g, make, iso11649.is_valid)))


def _ogm(g: random.Random) -> str:
    """A Belgian structured communication (OGM-VCS): ten digits and their mod 97 check."""

    def make(h: random.Random) -> str:
        base = _r(h, D, 10)
        return f"+++{ogm_vcs.format(base + ogm_vcs.calc_check_digits(base))}+++"

    return v.until(g, make, ogm_vcs.is_valid)


def _esr(g: random.Random) -> str:
    """A Swiss ESR/QR reference: 26 digits and a recursive mod 10 check digit."""

    def make(h: random.Random) -> str:
        base = "00" + _r(h, D, 24)
        return str(ch_esr.format(base + ch_esr.calc_check_digit(base)))

    return v.until(g, make, ch_esr.is_valid)


def _kwsp(g: random.Random) -> str:
    """A Malaysian KWSP (EPF) member number: eight digits, no public check."""
    return g.choice("12") + _r(g, D, 7)


def _lhdn(g: random.Random) -> str:
    """A Malaysian LHDN individual income tax number: IG and eleven digits, no public check."""
    return "IG" + g.choice("12") + _r(g, D, 10)


def _gjj(g: random.Random) -> str:
    """A Hunan housing provident fund (住房公积金) account: twelve digits, no public check."""
    return "4301" + _r(g, D, 8)


def _yibao(g: random.Random) -> str:
    """A Fuzhou medical insurance (医保) card number: twelve digits, no public check."""
    return "3501" + _r(g, D, 8)


def _esic(g: random.Random) -> str:
    """An Indian ESIC insurance (IP) number: ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _pf(g: random.Random) -> str:
    """An Indian EPF PF account number: state, office, establishment, extension, account."""
    return f"CG/RAI/{_r(g, D, 7)}/000/{_r(g, D, 7)}"


def _medical_aid(g: random.Random) -> str:
    """A South African medical aid membership number: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _nip(g: random.Random) -> str:
    """An Indonesian civil servant's NIP: birth date, appointment month, sex, serial; unchecked."""
    born = f"{g.randrange(1965, 2000)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    return f"{born}{g.randrange(1990, 2025)}{g.randrange(1, 13):02d}{g.choice('12')}{_r(g, D, 3)}"


def _nrega(g: random.Random) -> str:
    """An Indian MGNREGA job card number: state, district, block, panchayat, household; unchecked."""
    return f"CH-{_r(g, D, 2)}-{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, D, 3)}/{g.randrange(1, 500)}"


def _passport(letters: str, digits: int) -> Maker:
    """A passport number of a letter (or two) and ``digits`` digits: unchecked."""

    def make(g: random.Random) -> str:
        return (
            "".join(g.choice(part) for part in letters.split())
            + g.choice("123456789")
            + _r(g, D, digits - 1)
        )

    return make


_ID_PLACES: dict[str, Maker] = {
    "RF creditor reference on the Rondo spare-parts invoice: {s}": _rf,
    "referencia RF de la factura de la harinera: {s}": _rf,
    "gestructureerde mededeling voor de factuur van de Belgische gistleverancier: {s}": _ogm,
    "OGM/VCS for the Belgian chocolate-drop supplier's invoice: {s}": _ogm,
    "ESR-Referenznummer auf dem Einzahlungsschein der Basler Backmittelfirma: {s}": _esr,
    "Nombor ahli KWSP aku: {s}": _kwsp,
    "No. cukai pendapatan LHDN saya: {s}": _lhdn,
    "Numbur cukai LHDN ku: {s}": _lhdn,
    "我咯公积金账号：{s}": _gjj,
    "我其医保卡号：{s}": _yibao,
    "मोर ESIC नंबर: {s}": _esic,
    "मेरा PF खाता नंबर: {s}": _pf,
    "Nomboro ya medical aid yanga ndi {s}": _medical_aid,
    "NIP semame tiang: {s}": _nip,
    "Phoolbasan's MGNREGA job card number for the seasonal-staff form: {s}": _nrega,
    "Numbur paspot ku: {s}": _passport("AHK", 8),
    "Nomer paspor tiang: {s}": _passport("BCEX", 7),
    "मोर पासपोर्ट के नंबर: {s}": _passport("JKLMNPRSTUVW", 7),
    "我咯护照号码：{s}": _passport("E ABCDEFGHJKLMNPQRSTUVWXYZ", 7),
    "Nomboro ya phasipoto yanga: {s}": _passport("A", 8),
    "Ngai a passport number gaw {s} re": _passport("M ABCDE", 6),
    "我其台湾通行证号码：{s}": _passport("L", 8),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [".".join(_r(rng, LOWER_DIGITS, 4) for _ in range(3)) for _ in range(n)]


_BACKUPS = ["Jurnal 2FA recovery codes\n{codes}", "spare login codes for the bakery's Bukku account {codes}",
            "StoreHub backup codes: {codes}", "2FA 咯备用码：\n{codes}",
            "Kod backup 2FA aku: {codes}", "2FA backup codes yanga: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Majoo:sendi@ovenbird.co?secret={s}&issuer=Majoo&period=30",
              "Talenox 2FA, manual entry key: {s}",
              "authenticator setup key for the Gadjian admin: {s}",
              "Kunci 2FA aku: {s}"]  # fmt: skip
_CODES = ["{c} is your Fiuu verification code", "【长沙银行】您的验证码是 {c}，请勿泄露",
          "TymeBank: your OTP is {c}. Don't share it", "Kode OTP Bank NTB Syariah: {c}. Jangan berikan ke siapa pun",
          "KBZPay အတည်ပြုကုဒ် {c}"]  # fmt: skip


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


_SSIDS = ["Ovenbird-MixingHall", "OB-TunnelOven-5G", "unifi_kuching_plant", "IndiHome-Mataram-Bakery",
          "Celcom-Penampang-OB", "JioFiber-Raipur-Plant", "CMCC-Changsha-OB", "Fuzhou-BunLine-5G",
          "Telkom_Makhado_Depot", "Vumatel-Sibasa-Shop", "MPT-Myitkyina-Depot", "OB-Packing-Line",
          "Ovenbird Corner Betong", "OB-Fleet-Van07"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "mixing hall network {s}, password {pw}",
    "wifi in the Makhado dispatch office: {s} / {pw}",
    "ESP32 firmware, secrets.h:\n#define WIFI_SSID \"{s}\"\n#define WIFI_PASS \"{pw}\"",
    "the key on the sticker under the IndiHome router: {pw}",
    "Password wifi {s} nya {pw}",
    "Password wifi {s} niki {pw}",
    "Password do wifi {s}: {pw}",
    "वाईफाई {s} के पासवर्ड {pw} हे",
    "{s} 咯 Wi-Fi 密码是 {pw}",
    "{s} 其 Wi-Fi 密码：{pw}",
    "Phasiwede ya wifi {s} ndi {pw}",
    "Wifi {s} a password gaw {pw} re",
    "kata laluan wifi {s}: {pw}",
    "password wifi {s} itu {pw}",
    "delivery van hotspot {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("hb_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sk_prod_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it to you one character at a time: {t}", "[dictated over the Knowlarity call] {t}",
          "(spaced so the MiChat preview doesn't show it) {t}", "一个字一个字念：{t}",
          "leka jaku sa-sa: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "_", " "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the flour store keypad takes {pw} then #", "padlock on the Makhado yeast fridge: {pw}",
          "Kod mangga bilik stor tepung: {pw}", "Kode gembok gudang tepung: {pw}",
          "Kod do mangga id stor: {pw}", "गोदाम के ताला के कोड: {pw}", "仓库卷闸门咯密码锁：{pw}",
          "店后门其锁头密码：{pw}", "Khoudu ya loko ya vhulungelo: {pw}",
          "Store room a padlock code gaw {pw} re", "gate code for the bakery yard: {pw}",
          "the alarm panel at the Betong shop: enter {pw} then OFF"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["levain", "poolish", "banneton", "couche", "crumb", "proofer", "rusk", "mantou",
                 "vetkoek", "khurmi", "bahulu", "tuhau", "sheeter", "trough", "hopper",
                 "brioche"]  # fmt: skip
_PHRASES = {"Passpack master passphrase for the ovens' vault: {p}": " ",
            "Securden passphrase: {p}": "-", "Uniqkey master passphrase: {p}": ".",
            "PassPortal vault passphrase: {p}": " ", "Passphrase backup aku: {p}": " ",
            "备份咯口令：{p}": " ", "Passphrase ya backup ndi {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Apifox environment, header Authorization: Basic {v}": True,
    "YApi mock config: Authorization: Bearer {v}": False,
    "ApiPost global header Authorization = Basic {v}": True,
    "Eolink test case header: authorization: bearer {v}": False,
    "Stoplight mock request: Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "canal instance.properties:\ncanal.instance.master.address=mysql-a.ovenbird.lan:3306\ncanal.instance.dbUsername=canal\ncanal.instance.dbPassword={pw}",
    "maxwell config.properties:\nhost=mysql-a.ovenbird.lan\nuser=maxwell\npassword={pw}\nproducer=kafka",
    "debezium connector, orders.json:\n{{\"database.hostname\": \"pg.ovenbird.lan\", \"database.user\": \"dbz\", \"database.password\": \"{pw}\"}}",
    "dolphinscheduler application.yaml:\nspring:\n  datasource:\n    username: ds\n    password: {pw}",
    "azkaban.properties:\nmysql.host=mysql-a.ovenbird.lan\nmysql.user=azkaban\nmysql.password={pw}",
    "oozie-site.xml:\n<property>\n  <name>oozie.service.JPAService.jdbc.password</name>\n  <value>{pw}</value>\n</property>",
    "xxl-job admin application.properties:\nspring.datasource.username=xxljob\nspring.datasource.password={pw}",
    "seata file.conf:\nstore {{\n  db {{\n    user = \"seata\"\n    password = \"{pw}\"\n  }}\n}}",
    "rocketmq plain_acl.yml:\naccounts:\n  - accessKey: ovenbird-orders\n    secretKey: {pw}\n    admin: false",
    "skywalking application.yml:\nstorage:\n  elasticsearch:\n    user: skywalking\n    password: {pw}",
    "pg_chameleon default.yml:\npg_conn:\n  host: pg.ovenbird.lan\n  user: chameleon\n  password: '{pw}'",
    "chproxy config.yml:\nusers:\n  - name: \"dashboards\"\n    password: \"{pw}\"\n    to_cluster: \"ovens\"",
    "redis-shake shake.toml:\n[sync_reader]\naddress = \"redis-old.ovenbird.lan:6379\"\npassword = \"{pw}\"",
    "metricbeat.yml:\noutput.elasticsearch:\n  hosts: [\"es.ovenbird.lan:9200\"]\n  username: metricbeat\n  password: \"{pw}\"",
    "glpi-agent agent.cfg:\nserver = https://glpi.ovenbird.lan/\nuser = inventory\npassword = {pw}",
    "datax job, mysql2pg.json:\n{{\"reader\": {{\"name\": \"mysqlreader\", \"parameter\": {{\"username\": \"datax\", \"password\": \"{pw}\"}}}}}}",
    "embulk config.yml:\nin:\n  type: mysql\n  host: mysql-a.ovenbird.lan\n  user: embulk\n  password: {pw}",
    "seatunnel job.conf:\nsource {{\n  Jdbc {{\n    url = \"jdbc:mysql://mysql-a.ovenbird.lan/erp\"\n    user = \"seatunnel\"\n    password = \"{pw}\"\n  }}\n}}",
    "arthas.properties:\narthas.username=ops\narthas.password={pw}",
    "sentinel-dashboard start line:\njava -Dsentinel.dashboard.auth.username=sentinel -Dsentinel.dashboard.auth.password={pw} -jar sentinel-dashboard.jar",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Tshilidzi: mixing hall wifi password?\nMashudu: {pw}",
    "[05:41] sendi: root pw for the Kuching oven server?\n[05:42] jugah: {pw}",
    "Xiaomei: {pw} is the new Gostol admin password",
    "Dukalu: use {pw}, that's what the CEIA has now",
    "Sendi: password baru nya {pw}",
    "Baiq Rina: password baru niki {pw}",
    "Roselyn: password vagu nopo nga {pw}",
    "सुकमती: नवा पासवर्ड {pw} हे",
    "彭晓梅：新密码是 {pw} 咯",
    "郑国辉：新密码是 {pw}，记牢",
    "Rudzani: phasiwede ntswa ndi {pw}",
    "Seng Raw: password nnan gaw {pw} re",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "Pass\u2063word: {pw}", "pαsswοrd: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱: {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 → {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ {pw}",
    "p\u200da\u200ds\u200ds\u200dw\u200do\u200dr\u200dd: {pw}",
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
    "the Mecatherm admin password is": "{s}", "Rondo service pw:": "{s} (since the March service)",
    "我咯密码是": "{s}", "Diosna password": "{s}\nchange it after the audit",
    "password aku nya": "{s}", "phasiwede ndi": "{s}", "पासवर्ड हे": "{s}", "Heuft password": "{s}",
    "the password Rudzani read out over the radio was": "{s}, I think", "Ngai a password gaw": "{s} re",
}  # fmt: skip
_OTHER_CODES = "\nk3x9.pq72.m0ta\nz8w1.rr4c.7bne"
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Bringg API key", "{s}", _j((URLSAFE, 40))),
    ("split_token", "NextBillion key:", "{s} (distance matrix)", _j((HEX, 32))),
    ("split_token", "greytHR API secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "SubWallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/35", lambda g: v.grouped(_card(g, "dinacard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "RS"))),
    ("split_backup", "Jurnal recovery codes", "{s}" + _OTHER_CODES, lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RF creditor reference", "{s}", _rf),
    ("split_phrase", "Securden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"mecatherm": {"url": "https://oven.ovenbird.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"phasiwede": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "jugah", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"ovens": [{"name": "tunnel-1"}, {"name": "tunnel-2", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysqltuner", "--host", "mysql-a.ovenbird.lan", "--user", "tuner", "--pass", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "烤炉电脑咯密码是 {s}"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Rondo panel as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"bringg": {"client_secret": "{s}"}}': ("meta_token", _j((URLSAFE, 40))),
    '{"tookanKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"detrack_api_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "10/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "napas"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "TN")),
    '{"invoice": {"rf_reference": "{s}"}}': ("meta_id", _rf),
    '{"mfa": {"backup_codes": ["{s}", "k3x9.pq72.m0ta", "z8w1.rr4c.7bne"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"bread_fund_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"knx": {"backbone_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"yeast_fridge": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "OB-TunnelOven-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"python_snap7-2.0.2-py3-none-manylinux_2_28_x86_64.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"mecatherm-hmi-firmware-7.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ovenbird/route-sync:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"qc: add crumb softness column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"proofer: revert humidity setpoint", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"bake_log_2033-02-01.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"oven-profiles-2032.zip").hexdigest()

CLEAN = [
    "Remind me to change the Diosna panel password before the audit on 2033-03-14.",
    "Jugah asked for the mixing hall wifi password; it's on the card in the shift lead's drawer.",
    "Policy: plant passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into MiChat; send a vault link instead.",
    "The `.env.example` line `BRINGG_CLIENT_SECRET=changeme` is a placeholder; the real secret is in the vault.",
    "The Mecatherm HMI asks for a new service password after every firmware update.",
    "Replace <YOUR_TOOKAN_KEY> in the README with the key from your Tookan dashboard.",
    "DETRACK_API_KEY and ROUTE4ME_API_KEY must be set before the nightly route sync runs.",
    "Anang madahka password nuan ngagai sapa-sapa.",
    "Ndaq bada'ang password side lẽq dengan lain.",
    "Ada' popoilo' password nu do tulun suai.",
    "अपन पासवर्ड काकरो ल झन बताबे।",
    "你咯密码莫跟别个讲。",
    "汝其密码伓通共别侬讲。",
    "Ni songo vhudza muthu phasiwede yaṋu.",
    "Na a password hpe kadai hpe mung khum tsun u.",
    "Kata laluan mesti sekurang-kurangnya empat belas aksara.",
    "Kata sandi harus diganti setiap 90 hari.",
    "Die wagwoord moet ten minste veertien karakters lank wees.",
    "पासवर्ड कम से कम चौदह अक्षरों का होना चाहिए।",
    "Upgraded the Heuft controller firmware from 5.1 to 5.3 and python-snap7 to 2.0.2 last night.",
    f"commit {_COMMIT} adds the crumb-softness column to the QC sheet.",
    f"Rolled back to {_SHORT} after the proofer humidity setpoint broke the export.",
    f"requirements.txt: python-snap7==2.0.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Mecatherm HMI firmware 7.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of oven-profiles-2032.zip: {_SHA512}",
    f"The route-sync container runs ghcr.io/ovenbird/route-sync@sha256:{_IMAGE}.",
    f"MD5 of bake_log_2033-02-01.csv is {_MD5}, same as the copy on the QC share.",
    "Request id 3f1c7a92-8d4e-4b6a-9e05-2c7b1d8f6a34 is the slow one in the Bringg logs.",
    "Purchase order PO-2033-00712 for 120 sacks of bread flour arrives on Tuesday.",
    "Sobot #90377: the Kuching tunnel oven zone 3 keeps overshooting at night.",
    "Call the Makhado depot on +27 15 516 0842 before 10:00.",
    "Call the Raipur plant on +91 771 402 8813 about the rusk line.",
    "Batch B-2033-0412: 1,840 loaves, proof 55 min at 38 °C, bake 32 min at 230 °C.",
    "Delivery route KCH-07 has 23 stops; van OB-VAN-12 leaves at 04:30.",
    "The spiral cooler runs at 1.8 m/min and the slicer at 60 loaves a minute.",
    "After five wrong passwords the Mecatherm HMI locks the account for 15 minutes.",
    "The secret of a good vetkoek is resting the dough for an hour.",
    "Ask Rudzani for the yeast fridge padlock code, I don't have it.",
    "My card ending 4417 was declined at the Betong hardware shop.",
    "The Serbian flour mill wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Jurnal account and keep them in the safe.",
    "No wallet support desk will ever ask for your recovery phrase.",
    "Keep `FIUU_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the flour store sticks in the humidity; oil it every month.",
    "NextBillion moved the API key page under Console › Keys in its April release.",
    "The guest wifi 'Ovenbird-Guest' is open, no password needed.",
    "Lot FL-2033-0219, bread flour: protein 12.8 %, moisture 13.5 %, falling number 320 s.",
    "Version 4.12.1 of the shop POS app fixes the receipt printer bug.",
    "Order #OB-558120 for 40 trays of brioche buns is confirmed for Friday.",
    "明天早上六点开炉，记得提前半小时来。",
    "今旦其面包卖了 1240 个。",
    "Vhurotho ha namusi vhu khou bikwa nga 04:00.",
    "Bakery nta gaw jahpawt 5 nai hta hpaw ai.",
    "Roti baru deka dibai ngagai kedai pukul 6 pagi.",
    "Roti baru teqirim ojok toko Mataram jam enam.",
    "काली बिहनिया छह बजे ले ओवन चालू होही।",
    "Roti vagu nopo nga id kadai do jam 6.",
    "The password reset link for the shop portal expires after 30 minutes.",
    "Tookan's API key rotation is scheduled for the first Monday of every quarter.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/bakery/mecatherm", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "python-snap7", "version": "2.0.2"}}',
    '{"ticket": "90377", "purchase_order": "PO-2033-00712"}',
    '{"batch": {"id": "B-2033-0412", "loaves": 1840, "bake_minutes": 32}}',
    '{"phone": "+27 15 516 0842", "city": "Makhado"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "trays_in_stock": 412}',
    '{"request_id": "3f1c7a92-8d4e-4b6a-9e05-2c7b1d8f6a34", "status": 504}',
    '{"route": "KCH-07", "van": "OB-VAN-12", "stops": 23}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
