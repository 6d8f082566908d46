# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-forty-fifth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-forty-first's
docstring, the fifth to three-hundred-and-forty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (342 to 344), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (345_771_093), password words (a date variety
and a place with a number, `MozafatiSaravan47!`; dot-joined places and a Persian year,
`taftan.hamun.1403`; leet `T4ft4n`; a name, a year and a port; a generator's dashed groups;
random runs).

The fictional company is Hamun Khorma Logistics (a date packhouse in Iranshahr, a cold store in
Zahedan, an office in Zabol and a bonded warehouse in the Chabahar free zone), with Persian- and
Balochi-speaking staff, Pakistani partners in Quetta and Karachi, relatives in Dubai (Deira), in
Muscat (Ruwi) and in Kuala Lumpur (Cheras), and a Turkish transit forwarder in Van; every company,
person, address, domain (`hamunkhorma.lan`, `hkl.example`), account and number is invented, only
the region is real. Texts: chats (Rubika, Eitaa, Soroush Plus, iGap, Zangi, Botim), tickets,
notes, runbooks, shell prompts, config and env files, voice-note transcripts and requests to the
assistant; separators from a colon, `=`, `→`, `←`, `-`, `is`, `ialah`, `hai`, `ent`, `اِنت`,
`است`, `ہے`, a table cell, a new line and none.

Grep counts (heldouts 5 to 341 naming each, grep -l): none for Hamun, Khorma, Mozafati, Taftan,
Saravan, Konarak, Zabol, Chabahar, Iranshahr, Sistan, `kod pengesahan`, Divar, Zarinpal, Cafe
Bazaar, Myket, Liara, Hamravesh, Chabokan, Snapp Box, Miare, PayFort, senangPay, sms.ir, dqlite,
tresorit; one to three for Zahedan, Kuala Lumpur, iGap, Soroush, Eitaa, Melipayamak, Kavenegar,
Ghasedak, Alopeyk, Tipax, ArvanCloud, Talabat, Careem, JazzCash, Easypaisa, Billplz, ToyyibPay,
iPay88, orchestrator-client, tiup, hazelcast, koofr, onedrive, check_nrpe, icinga2, plakar,
`گذرواژه`, `رمز دوم`, Finglish; more for Balochi (4), `کد ملی` (4), Persian (13), Urdu (14), `kata
laluan` (20), `كلمة السر` (37), Malay (36) and the rest of the tools named (valkey-cli, arangosh,
cypher-shell, couchbase-cli, isql-fb, nzsql, hdbsql, exaplus, s3cmd, ovftool, GOVC_PASSWORD, sshfs,
curlftpfs, mc, etcdctl, rabbitmqadmin, keydb-cli, ldapmodify, smbpasswd, duplicity, kopia, rustic,
sftpgo, mysqlsh, mydumper, gh-ost, yb-admin, rqlite, kcat, rpk, pulsar-admin, gfsh, emqx,
zabbix_sender: 2 to 16).

About half of the secret samples are not in English: Persian in Perso-Arabic script (`رمز عبور`,
`گذرواژه`, `رمزش … است`, `کد تایید`, `کد ملی`, `کدهای پشتیبان`) and in Finglish (`ramze wifi`,
`passworde jadid`, `kalame obur`, `code-e taeed`), Balochi in Arabic script (`منی پاسورد … اِنت`,
`رمز ءِ`) and romanised (`mani password … ent`, `nokén ramz`, `guda`), the Urdu of the Pakistani
partners in script and romanised (`پاس ورڈ … ہے`, `bhai password … hai`, `OTP code yeh hai`), the
Gulf Arabic of the relatives in Dubai and Muscat in script and Arabizi (`الباسورد حق الواي فاي`,
`el pass 7ag`, `ya 5oy`), and the Malay of the relatives in Kuala Lumpur (`kata laluan baru
ialah`, `kod pengesahan`, `kod sandaran`, `nombor MyKad`). Persian script, Urdu script, Gulf
Arabic and Malay wordings are ordinary usage; the author's guesses, checked by no speaker, are
every Balochi wording (`ent`, `اِنت`, `ءِ`, `nokén`, `guda`, `padá`), the Finglish and Arabizi
spellings and the romanised Urdu particles.

Vendors: invented ones (KhormaPay `kpy_live_`, Hamun SMS `hsms-`, Chabahar Freight `cbf_sk_`,
TaftanCloud `tfc.`, Nimrouz Post, Saravan Sense; shapes guessed) and Iranian, Pakistani, Gulf and
Malaysian ones with guessed shapes (Zarinpal, Kavenegar, Ghasedak, sms.ir, Melipayamak, Divar,
Snapp Box, Alopeyk, Miare, Tipax, Liara, Hamravesh, Chabokan, ArvanCloud, Cafe Bazaar, Myket,
JazzCash, Easypaisa, PayFort, Tap Payments, Talabat, Careem, Billplz, ToyyibPay, senangPay,
iPay88); the JWTs are well-formed.

Ids: Pakistan's CNIC (`pk.cnic`), Malaysia's MyKad NRIC (`my.nric`), Turkey's T.C. Kimlik and VKN
(`tr.tckimlik`, `tr.vkn`) and the Emirates ID (its Luhn digit by `stdnum.luhn`), each drawn until
python-stdnum validates it; Iran's national code (کد ملی), whose check digit this file computes
itself (no python-stdnum module), and an Omani civil number and Iranian passport, which carry no
check a library verifies. Cards pass Luhn (`stdnum.luhn`; Visa, Mastercard, UnionPay, Amex and
Iranian Shetab prefixes printed in four groups of four); IBANs of Oman, the Emirates, Pakistan,
Kuwait, Jordan and Burundi (countries a rough grep count finds least, the first three for the
relatives and partners), checked with `stdnum.iban`; seed phrases from mnemonic's English,
Portuguese, French and Spanish lists (its Turkish list fails its own check here, so none),
checked with `Mnemonic(lang).check`.
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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.my import nric as my_nric
from stdnum.pk import cnic as pk_cnic
from stdnum.tr import tckimlik as tr_tckimlik
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 345_771_093
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields (``{name}`` in the template is
    replaced, nothing else is read as a brace); ``key`` names the planted value, unless the draw
    returns a ``secret`` field."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            fields = self.draw(rng, index, template)
            secret = fields.get("secret", fields[self.key])
            text = template
            for name, value in fields.items():
                text = text.replace("{" + name + "}", value)
            out.append(Sample(self.cls, text, secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_DATES = ["Mozafati", "Rabbi", "Shahani", "Kalute", "Haleeleh", "Zardak", "Pimazu", "Kharak",
          "Halawi", "Khenizi", "Shamsaei", "Zahedi"]  # fmt: skip
_PLACES = ["Saravan", "Taftan", "Hamun", "Bazman", "Konarak", "Ramshar", "Nikshahr", "Sarbaz",
           "Khash", "Mirjaveh", "Hirmand", "Zehak", "Dashtiari", "Rask", "Bampur", "Sib",
           "Tis", "Pozm", "Gwadar", "Ruwi", "Deira", "Cheras"]  # fmt: skip
_NAMES = ["Dadshah", "Golbibi", "Jalal", "Abdolghafour", "Mahnaz", "Parisa", "Yarmohammad",
          "Nazir", "Shahbakhsh", "Hoorieh", "Karimbakhsh", "Mehrab", "Nazbibi", "Rostam",
          "Sadegh", "Farzaneh", "Behrouz", "Faisal", "Saleem", "Nasrin", "Imran", "Shazia",
          "Murat"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["T4ft4n", "H4mun", "M0z4f4t1", "S4r4v4n", "B4zm4n", "Ch4b4h4r", "K0n4r4k", "Z4b0l"]


def _gen(g: random.Random) -> str:
    """Three random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_DATES)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(p.lower() for p in g.sample(_PLACES, 2))
    + f".{g.randrange(1390, 1406)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1355, 1400)}"
    + f"{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1390, 1406)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_DATES)}{g.choice([5, 7, 10, 12, 20])}kg"
    + f"{g.choice(_SYMBOLS)}{g.randrange(10, 99)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_DATES).lower()}_{g.randrange(1980, 2031)}",
    lambda g: f"Reefer{g.randrange(100, 1000)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3)
    + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    _gen,
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_PLACES)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Rubika message from Dadshah: the Iranshahr packhouse scale web password is {pw}",
    "Eitaa group 'Sardkhaneh Zahedan', Mehrab: cold room controller admin password {pw}",
    "Soroush Plus note from Jalal: Chabahar bonded warehouse WMS password {pw}",
    "iGap chat with Parisa: the Zabol office NAS password is {pw}",
    "Zangi message from Faisal in Deira: the Botim business account password is {pw}",
    "Ticket HKL-2207 (date sorter down): technician login password {pw}",
    "Runbook 'Reefer plugs, Chabahar': the genset panel password is {pw}",
    "یادداشت برای خودم: رمز جدید اسکادای سردخانه زاهدان {pw} است",
    "Voice note, transcribed: ok so the password for the forklift telematics is {pw} okay bye",
    "Hey assistant, remember that the packhouse printer admin password is {pw}",
    "Please store this for me: Hamun Khorma vault master password = {pw}",
    "From the shift log, Iranshahr: humidity logger portal password: {pw}",
    "Nazir (Quetta daftar): transit portal ka password {pw} hai",
    "Murat from Van: the customs broker portal password → {pw}",
    "Checklist for the Mirjaveh border truck: tracker password - {pw}",
    "Hoorieh in Rubika: the date-grading camera password is {pw}, don't forward",
    "Incident 0412, Chabahar: temporary admin password set to {pw}",
    "Onboarding doc, step 3: the shared mailbox password is {pw}",
    "yadet bashe: ramze inverter-e khorshidi-ye daftar-e zabol {pw}",
    "پیام ایتا: پسورد کامپیوتر باسکول میرجاوه {pw} هست",
    "Runbook: vacuum packer HMI password: {pw} (set by the installer)",
    "Voice note from Karimbakhsh: password for the new reefer monitor, it's {pw}",
    "Assistant, save: the accounting server password for Hamun Khorma is {pw}",
    "زنجي من سليم في روي: باسورد الأدمن حق نقطة البيع {pw}",
    "| system | password |\n| Iranshahr fumigation log | {pw} |",
    "Ticket HKL-2311: reset done, the new password of the Zabol laptop is {pw}",
    "Note: Chabahar free-zone portal, password {pw}, renew in Farvardin",
    "Eitaa: remember the cold-store alarm panel passwd is {pw}",
    "Botim call note: Faisal's Deira warehouse camera password is {pw}",
    "Runbook 'datepack line 2': PLC web pwd = {pw}",
    "Assistant, note that the Zahedan office router password is now {pw}",
    "Shift handover, Konarak jetty: crane cab tablet password {pw}",
    "Ticket HKL-2402: the Saravan grower portal password became {pw}",
    "Rubika channel (private): fumigation chamber controller password is {pw}",
    "Nota: NAS sandaran di Cheras, kata laluan admin {pw}",
    "iGap message from Sadegh: sorting robot maintenance password {pw}",
    "Soroush: new password for the Iranshahr timeclock — {pw}",
    "پیام صوتی بلوچی: سردخانگ ءِ داشبورڈ ءِ پاسورد {pw} اِنت",
    "Assistant, please keep the passphrase of the export laptop: {pw}",
    "Ticket HKL-2519: weighbridge software password was changed to {pw}",
    "Runbook 'dry store Zahedan': dehumidifier web password :: {pw}",
    "Eitaa from Behrouz: the Chabahar gate PC password is `{pw}`",
    "زنگی نوٹ: شازیہ کے کراچی آفس کا VPN پاس ورڈ {pw} ہے",
    "Draft e-mail to Murat: the Van depot login password is \"{pw}\"",
]  # fmt: skip
_said = _Family("label_password", _SAID, _with(_pw), "pw")


_FOREIGN = [
    # Persian, Perso-Arabic script
    "رمز عبور وای‌فای انبار زاهدان: {pw}",
    "گذرواژه سرور حسابداری {pw} است",
    "رمز جدید سردخانه چابهار رو گذاشتم {pw}",
    "پسورد پنل باسکول ایرانشهر: {pw}",
    "رمزش {pw} هست، به کسی نگو",
    "کلمه عبور ایمیل شرکت = {pw}",
    "مهناز: رمز ورود سامانه گمرک {pw} است",
    "یادداشت: رمز دوم کارت شرکت نیست، رمز سیستم انبار {pw} است",
    "پیام صوتی: رمز عبور لپ‌تاپ دفتر زابل میشه {pw}",
    "گذرواژه‌ی جدید دوربین‌ها ← {pw}",
    "رمز پنل خورشیدی دفتر زابل: {pw}",
    "دادشاه گفت رمز مودم انبار {pw} هست",
    "رمز عبور اتوماسیون اداری شرکت هامون خرما: {pw}",
    "ایمیل پشتیبانی، رمز: {pw}",
    # Persian, Finglish
    "ramze wifi anbar {pw} e",
    "passworde jadid sardkhane: {pw}",
    "kalame obur = {pw}",
    "ramze laptop daftar zabol {pw} hast",
    "ramz ubur email sherkat: {pw}",
    "parisa: passwordesh {pw} e, be kasi nagi",
    "ramze server ro avaz kardam, shod {pw}",
    "pass panel baskool {pw}",
    "ramze jadide modem {pw} hastesh",
    "password gomrok: {pw} (Jalal goft)",
    # Balochi, Arabic script
    "منی پاسورد {pw} اِنت",
    "رمز ءِ وای فای انبار {pw} اِنت",
    "نوکیں رمز {pw} اِنت، کسّ ءَ مه دئے",
    "سردخانگ ءِ پاسورد: {pw}",
    "گُلبیبی: کمپیوٹر ءِ رمز {pw} اِنت",
    "دفتر ءِ پاسورد {pw} اِنت",
    # Balochi, romanised
    "mani password {pw} ent",
    "wifi ay ramz {pw} int",
    "nokén ramz {pw} ent, kass a ma day",
    "anbar ay password: {pw}",
    "nazbibi: laptop ay ramz {pw} ent",
    "daftar ay pass {pw} int, guda ma gwash",
    # Urdu, script
    "نیا پاس ورڈ: {pw}",
    "کراچی آفس کا پاس ورڈ {pw} ہے",
    "بھائی سرور کا پاسورڈ {pw} ہے",
    "شازیہ: ای میل کا پاس ورڈ یہ ہے {pw}",
    # Urdu, romanised
    "bhai password {pw} hai",
    "naya password ye hai: {pw}",
    "Quetta godown ka password {pw} hai, kisi ko mat batana",
    "imran: portal ka pass {pw} hai yaar",
    # Gulf Arabic, script
    "الباسورد حق الواي فاي في المحل {pw}",
    "كلمة السر الجديدة حق الإيميل: {pw}",
    "فيصل: الرقم السري حق الكمبيوتر {pw}",
    "باسورد السيستم في روي {pw} لا تعطيه أحد",
    "سليم: كلمة المرور حق الكاشير {pw}",
    # Gulf Arabic, Arabizi
    "el pass 7ag el wifi {pw}",
    "ya 5oy el password el jdeed {pw}",
    "faisal: el pass 7ag el laptop {pw}, la t3teeh 7ad",
    "saleem: kalimat el sir 7ag el POS {pw}",
    "el password 7ag el email sar {pw}",
    # Malay
    "kata laluan baru ialah {pw}",
    "password wifi rumah Cheras: {pw}",
    "Nasrin: kata laluan laptop kakak {pw}, jangan bagi sesiapa",
    "kata laluan emel pejabat = {pw}",
    "kata laluan akaun bank online {pw} ok",
    "ni password Unifi rumah: {pw}",
]  # fmt: skip
_foreign = _Family("label_other_language", _FOREIGN, _with(_pw), "pw")

_USERS = ["dadshah", "mehrab", "parisa.r", "jalal", "hkl-admin", "ops", "root", "admin",
          "faisal.deira", "nasrin.k", "imran.q", "shazia", "murat.van",
          "svc_coldstore"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "creds for the Zabol NAS: {u}:{pw}",
    "sign in as {u} with {pw}",
    "{u} / {pw} — Chabahar WMS",
    "user {u} pass {pw}",
    "نام کاربری: {u}  رمز: {pw}",
    "yuzer {u}, ramz {pw}",
    "یوزر {u} پاس ورڈ {pw}",
    "user {u} w el pass {pw}",
    "nama pengguna {u}, kata laluan {pw}",
    "{u}@hamunkhorma.lan:{pw}",
    "u={u} p={pw}",
    "creds for the weighbridge are {u} and {pw}",
    "کاربر {u} و رمزش {pw}",
    "Ticket HKL-2600 › Reefer portal: {u} — {pw}",
    "username={u}\npassword={pw}",
    "{u}:{pw}@sftp.hkl.example",
    "login {u} and {pw} for the Iranshahr grader",
    "نام کاربری {u}، گذرواژه {pw}",
    "id {u} pass {pw} (Van depot)",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SPELLED = [
    "the password is the word {w} followed by {d}",
    "type {w}, then {d}; that's the cold store admin password",
    "رمز کلمه‌ی {w} است و بعدش عدد {d}",
    "ramz kalame-ye {w} hast, badesh {d}",
    "password lafz {w} hai, phir {d}",
    "kata laluan ialah perkataan {w}, kemudian {d}",
    "el pass kilmat {w} w ba3dha {d}",
    "ramz {w} ent, padá {d}",
    "{w} with a capital first letter and {d} at the end",
    "the name of our camel, {w}, followed by {d}",
    "the wifi password is {w}{d}, all one word",
    "{w}{d} — that's the router password at Zabol",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_DATES + _PLACES[:12])
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "$ valkey-cli -h cache.hamunkhorma.lan -a {pw} ping",
    "ops@zhd-core:~$ arangosh --server.username root --server.password {pw}",
    "$ cypher-shell -a bolt://graph.hkl.example:7687 -u neo4j -p {pw}",
    "[ops@chb-wms ~]$ couchbase-cli bucket-list -c localhost -u admin -p {pw}",
    "$ isql-fb -user SYSDBA -password {pw} /data/khorma.fdb",
    "$ nzsql -host nz.hkl.example -u loader -pw {pw} -d LOTS",
    "$ hdbsql -n hana.hkl.example:30015 -u SYSTEM -p {pw}",
    "$ exaplus -c exa.hkl.example:8563 -u sys -p {pw}",
    "$ s3cmd --access_key=HKLARCHIVE --secret_key={pw} ls s3://khorma-scans",
    "$ ovftool --X:logFile=ovf.log"
    " vi://administrator:{pw}@vcenter.hamunkhorma.lan/DC/vm/wms ./wms.ova",
    "$ export GOVC_PASSWORD={pw}; govc ls /Zahedan/vm",
    "$ echo {pw} | sshfs ops@nas.zabol.lan:/share /mnt/zabol -o password_stdin",
    "$ curlftpfs ftp://scales:{pw}@ftp.iranshahr.lan /mnt/scales",
    "$ mc alias set khorma https://minio.hkl.example HKLMINIO {pw}",
    "$ etcdctl --user root:{pw} get /hkl/config",
    "$ rabbitmqadmin -H mq.hkl.example -u hkl -p {pw} list queues",
    "$ keydb-cli -a {pw} -h 10.8.0.21 info",
    "$ ldapmodify -x -D cn=admin,dc=hamunkhorma,dc=lan -w {pw} -f users.ldif",
    "$ (echo {pw}; echo {pw}) | smbpasswd -s -a golbibi",
    "$ PASSPHRASE={pw} duplicity /srv/khorma sftp://backup@nas.zabol.lan//bk",
    "$ kopia repository connect s3 --bucket=khorma --password={pw}",
    "$ rustic -r /mnt/bk --password {pw} snapshots",
    "$ sftpgo revertprovider && sftpgo portable --password {pw} -d /srv/scans",
    "$ mysqlsh --uri root@db.chabahar.lan:3306 --password={pw}",
    "$ mydumper -h db.chabahar.lan -u dump -p {pw} -B wms -o /bk/wms",
    "$ gh-ost --user=ghost --password={pw} --host=db1 --database=wms --table=lots"
    " --alter='add column x int' --execute",
    "$ yb-admin --master_addresses yb1:7100 --client_node_password {pw} list_tables",
    "$ rqlite -u admin:{pw} http://rq.hkl.example:4001",
    "$ kcat -b kafka.hkl.example:9093 -X sasl.username=hkl -X sasl.password={pw} -L",
    "$ rpk topic list --user hkl --password {pw} --sasl-mechanism SCRAM-SHA-256",
    "$ emqx ctl admins passwd admin {pw}",
    "$ zabbix_sender -z zbx.hkl.example --tls-psk-identity hkl --tls-psk-file /dev/stdin <<< {pw}",
]  # fmt: skip
_cli = _Family("cli_password", _CLI, _with(_plain_pw), "pw")


_URLS = [
    "DATABASE_URL=postgres://wms:{pw}@db.chabahar.lan:5432/wms",
    "mongodb+srv://hkl:{pw}@khorma.cluster.hkl.example/lots",
    "redis://:{pw}@cache.hamunkhorma.lan:6379/2",
    "amqp://hkl:{pw}@mq.hkl.example:5672/%2F",
    "Server=sql.zabol.lan;Database=Hesab;User Id=sa;Password={pw};",
    "jdbc:mysql://db.iranshahr.lan:3306/pack?user=pack&password={pw}",
    "رشته اتصال: mysql://anbar:{pw}@10.20.0.5/anbar",
    "connection string yeh hai: mssql://quetta:{pw}@sql.quetta.lan/transit",
    "smtp://alerts%40hkl.example:{pw}@mail.hkl.example:587",
    "dqlite://admin:{pw}@dq1.hkl.example:9001/lots",
    "clickhouse://reader:{pw}@ch.hkl.example:9000/telemetry",
    "socks5://ops:{pw}@:1080",
]  # fmt: skip
_urls = _Family("connection_string", _URLS, _with(_plain_pw), "pw")


_VENDOR_ROWS: list[tuple[str, Maker]] = [
    ("KhormaPay live key: {t}", _j("kpy_live_", (ALNUM, 32))),
    ("Hamun SMS API key {t}", _j("hsms-", (LOWER_DIGITS, 36))),
    ("CHABAHAR_FREIGHT_SECRET={t}", _j("cbf_sk_", (ALNUM, 30))),
    ("TaftanCloud token → {t}", _j("tfc.", (URLSAFE, 40))),
    ("Nimrouz Post integration broken, current key {t}", _j((HEX, 32))),
    ("Saravan Sense API key: {t}", lambda g: v.uuid4(g, "b")),
    ("Zarinpal merchant id for the shop: {t}", lambda g: v.uuid4(g, "8")),
    ("Kavenegar API key: {t}", _j((UPPER_DIGITS, 88))),
    ("کلید API قاصدک: {t}", _j((HEX, 64))),
    ("sms.ir x-api-key {t}", _j((ALNUM, 64))),
    ("Melipayamak console › API key: {t}", _j((HEX, 32))),
    ("توکن API دیوار: {t}", _j("divar_", (ALNUM, 40))),
    ("Snapp Box integration key {t}", _j((ALNUM, 48))),
    ("Alopeyk API token: {t}", _j("eyJ0eXAiOiJKV1Qi", (URLSAFE, 30))),
    ("Miare courier key = {t}", _j((HEX, 40))),
    ("Tipax web service key: {t}", _j((UPPER_DIGITS, 32))),
    ("LIARA_API_TOKEN={t}", _j((URLSAFE, 64))),
    ("Hamravesh token: {t}", _j("hmr_", (ALNUM, 40))),
    ("Chabokan API key {t}", _j((HEX, 48))),
    ("ArvanCloud apikey {t}", lambda g: "Apikey " + v.uuid4(g, "9")),
    ("Cafe Bazaar developer API key: {t}", _j((ALNUM, 40))),
    ("کلید API مایکت: {t}", _j((HEX, 40))),
    ("JazzCash integrity salt: {t}", _j((UPPER_DIGITS, 10))),
    ("Easypaisa hashKey = {t}", _j((UPPER_DIGITS, 16))),
    ("PayFort SHA request phrase: {t}", _j((ALNUM, 24), "$")),
    ("Tap Payments secret key {t}", _j("sk_live_", (ALNUM, 24))),
    ("Talabat vendor API key: {t}", _j((HEX, 32))),
    ("Careem Pay client secret = {t}", _j((URLSAFE, 43))),
    ("Billplz API secret key: {t}", lambda g: v.uuid4(g, "a")),
    ("ToyyibPay userSecretKey {t}",
     _j((LOWER_DIGITS, 8), "-", (LOWER_DIGITS, 4), "-", (LOWER_DIGITS, 12))),
    ("senangPay secret key: {t}", _j((D, 4), "-", (D, 3))),
    ("iPay88 merchant key {t}", _j((ALNUM, 10))),
    ("GitHub token for the wms repo: {t}", _j("ghp_", (ALNUM, 36))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48))),
    ("Slack bot token {t}", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("Stripe key for the Deira shop: {t}", _j("sk_live_", (ALNUM, 99))),
    ("AWS_SECRET_ACCESS_KEY={t}", _j((B64, 40))),
    ("Telegram bot token {t}", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("SendGrid key: {t}", lambda g: f"SG.{_r(g, URLSAFE, 22)}.{_r(g, URLSAFE, 43)}"),
    ("کلید API کاوه‌نگار برای پیامک: {t}", _j((UPPER_DIGITS, 88))),
]  # fmt: skip
_VENDORS = dict(_VENDOR_ROWS)


def _vendor_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"t": _VENDORS[template](rng)}


_vendors = _Family("vendor_token", list(_VENDORS), _vendor_draw, "t")


_HEXES = [
    "session cookie for the customs portal: {h}",
    "ENCRYPTION_KEY={h}",
    "کلید رمزنگاری پشتیبان: {h}",
    "master key of the Zahedan backups {h}",
    "HKL_SIGNING_SECRET={h}",
    "kunci rahsia: {h}",
    "config/master.key\n{h}",
    "aes key (Chabahar gate) → {h}",
]  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"h": _r(rng, HEX, [64, 32, 48][index % 3])}


_hexes = _Family("hex_key", _HEXES, _hex_draw, "h")


def _jwt(rng: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": rng.choice(_USERS), "iss": "auth.hkl.example",
                     "exp": 2_000_000_000 + rng.randrange(10**7)})  # fmt: skip
    return f"{head}.{body}.{_r(rng, URLSAFE, 43)}"


_JWTS = [
    "token for the WMS API: {t}",
    "Authorization header from the Chabahar gate app: {t}",
    "توکن ورود اپ انبار: {t}",
    "bhai yeh token hai {t}",
    "cookie auth_token={t}",
    "el token 7ag el app {t}",
    "token sesi portal: {t}",
]  # fmt: skip
_jwts = _Family("jwt", _JWTS, lambda g, i, t: {"t": _jwt(g)}, "t")


_PEM_STARTS = {"OPENSSH PRIVATE KEY":
               "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip
_PEMS = [
    "deploy key for the Chabahar box:\n{key}",
    "کلید خصوصی سرور زاهدان:\n{key}",
    "id_ed25519 from Jalal's laptop\n{key}",
    "kunci peribadi server KL:\n{key}",
    "ssl/hkl.key:\n{key}",
    "نجی کلید:\n{key}",
]  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = list(_PEM_STARTS)[index % len(_PEM_STARTS)]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 40) + "=="]
    key = "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": key, "secret": lines[2 + index % 5]}


_pems = _Family("private_key", _PEMS, _pem_draw, "key")


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "portuguese", "french", "spanish")}
_SEEDS = [
    ("english", "recovery phrase of the shop's hardware wallet: {s}"),
    ("english", "عبارت بازیابی کیف پول: {s}"),
    ("english", "seed words for Faisal's wallet\n{s}"),
    ("english", "frasa pemulihan dompet: {s}"),
    ("english", "Murat'ın cüzdan kurtarma kelimeleri: {s}"),
    ("english", "wallet ke 12 alfaaz: {s}"),
    ("french", "phrase de récupération (cousin à Dubaï): {s}"),
    ("english", "el kalimat 7ag el wallet: {s}"),
    ("spanish", "frase semilla de la cartera de prueba: {s}"),
    ("portuguese", "frase de recuperação da carteira de teste: {s}"),
]  # fmt: skip
_SEED_TEXTS = {text: lang for lang, text in _SEEDS}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_TEXTS[template]
    bits = rng.choice([16, 32])
    phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits))))
    return {"s": phrase}


_seeds = _Family("seed_phrase", list(_SEED_TEXTS), _seed_draw, "s")

_SHETAB = ["603799", "610433", "621986", "627412", "589210", "627353"]


def _card(rng: random.Random, kind: str) -> str:
    if kind == "shetab":
        body = rng.choice(_SHETAB) + _r(rng, D, 9)
        return body + luhn.calc_check_digit(body)
    return v.card(rng, kind)


_CARDS = [
    ("shetab", "شماره کارت شرکت: {c}"),
    ("shetab", "shomare karte bank: {c}"),
    ("visa", "card for the Deira shop: {c}"),
    ("mastercard", "Faisal: رقم البطاقة {c}"),
    ("unionpay", "UnionPay card of the Van forwarder {c}"),
    ("amex", "corporate Amex {c} exp 04/31"),
    ("visa", "nombor kad Nasrin: {c}"),
    ("mastercard", "card number yeh hai {c}"),
    ("shetab", "کارت به کارت کن به {c} به اسم مهناز"),
    ("visa", "Card: {c}  Exp 09/30"),
    ("shetab", "karte anbar {c} e"),
    ("mastercard", "el card 7ag saleem {c}"),
]  # fmt: skip
_CARD_TEXTS = {text: kind for kind, text in _CARDS}


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _CARD_TEXTS[template])
    sep = [" ", "-", "", " "][index % 4]
    return {"c": v.grouped(number, sep, rng)}


_cards = _Family("card_number", list(_CARD_TEXTS), _card_draw, "c")

_CVVS = [
    "CVV2 کارت: {c}",
    "the three digits on the back are {c}",
    "kod keselamatan di belakang kad: {c}",
    "CVV {c} hai",
    "رمز cvv2 {c} است",
    "security code on the back: {c}",
]  # fmt: skip
_cvvs = _Family("card_code", _CVVS, lambda g, i, t: {"c": _r(g, D, 3 + i % 2)}, "c")


def _iban(rng: random.Random, country: str) -> str:
    shape = _IBAN_SHAPES[country]
    alphabet = {"n": D, "a": UPPER, "c": UPPER_DIGITS}
    for _ in range(10_000):
        bban = "".join(_r(rng, alphabet[k], int(n)) for n, k in re.findall(r"(\d+)!([nac])", shape))
        number = country + std_iban.calc_check_digits(country + "00" + bban) + bban
        if std_iban.is_valid(number):
            return number
    raise ValueError(country)


_IBAN_SHAPES = {"OM": "3!n16!c", "AE": "3!n16!n", "PK": "4!a16!c", "KW": "4!a22!c",
                "JO": "4!a4!n18!c", "BI": "5!n5!n11!n2!n"}  # fmt: skip
_IBANS = [
    ("OM", "IBAN حساب خالو سلیم در مسقط: {i}"),
    ("AE", "Faisal's IBAN in Dubai: {i}"),
    ("PK", "Quetta partner account IBAN {i}"),
    ("KW", "IBAN for the Kuwait buyer: {i}"),
    ("JO", "IBAN الحساب في عمّان: {i}"),
    ("BI", "IBAN of the Bujumbura importer {i}"),
    ("AE", "el IBAN 7ag faisal {i}"),
    ("OM", "saleem IBAN: {i}"),
    ("PK", "bhai IBAN yeh hai {i}"),
    ("KW", "شبای حساب کویت: {i}"),
    ("JO", "IBAN penerima: {i}"),
    ("BI", "IBAN: {i}"),
]  # fmt: skip
_IBAN_TEXTS = {text: c for c, text in _IBANS}


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_TEXTS[template])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", list(_IBAN_TEXTS), _iban_draw, "i")


def _code_melli(rng: random.Random) -> str:
    """Iran's national code: nine digits and a check digit (mod 11), computed here."""
    while True:
        body = _r(rng, D, 9)
        if len(set(body)) < 3:
            continue
        rest = sum(int(d) * (10 - k) for k, d in enumerate(body)) % 11
        return body + str(rest if rest < 2 else 11 - rest)


def _cnic(rng: random.Random) -> str:
    number = v.until(rng, lambda g: "5" + _r(g, D, 12), pk_cnic.is_valid)
    return str(pk_cnic.format(number))


def _nric(rng: random.Random) -> str:
    def make(g: random.Random) -> str:
        date = f"{g.randrange(70, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
        return date + g.choice(["14", "10", "08", "01"]) + _r(g, D, 4)

    return str(my_nric.format(v.until(rng, make, my_nric.is_valid)))


def _tckimlik(rng: random.Random) -> str:
    body = str(rng.randrange(1, 10)) + _r(rng, D, 8)
    return body + tr_tckimlik.calc_check_digits(body)


def _vkn_full(rng: random.Random) -> str:
    body = _r(rng, D, 9)
    return body + tr_vkn.calc_check_digit(body)


def _emirates_id(rng: random.Random) -> str:
    body = "784" + str(rng.randrange(1970, 2005)) + _r(rng, D, 7)
    number = body + luhn.calc_check_digit(body)
    return f"{number[:3]}-{number[3:7]}-{number[7:14]}-{number[14]}"


def _passport(rng: random.Random) -> str:
    """An Iranian passport's shape: a letter and eight digits (no check)."""
    return rng.choice("ABCDEKLMNPRSTUVXYZ") + _r(rng, D, 8)


_NATIONAL_ROWS: list[tuple[str, Maker]] = [
    ("کد ملی مهناز: {n}", _code_melli),
    ("code melli dadshah {n} e", _code_melli),
    ("national code of the new driver: {n}", _code_melli),
    ("کد ملی مدیرعامل {n}", _code_melli),
    ("شناختی کارڈ نمبر: {n}", _cnic),
    ("Imran ka CNIC {n} hai", _cnic),
    ("CNIC of the Quetta driver: {n}", _cnic),
    ("nombor MyKad Nasrin: {n}", _nric),
    ("NRIC kakak {n}", _nric),
    ("no. kad pengenalan: {n}", _nric),
    ("T.C. Kimlik No: {n}", _tckimlik),
    ("Murat'ın TC kimlik numarası {n}", _tckimlik),
    ("vergi kimlik numarası (VKN): {n}", _vkn_full),
    ("Van forwarder's VKN {n}", _vkn_full),
    ("Emirates ID: {n}", _emirates_id),
    ("رقم الهوية الإماراتية حق فيصل {n}", _emirates_id),
    ("الرقم المدني حق سليم: {n}", lambda g: _r(g, D, 8)),
    ("شماره گذرنامه جلال: {n}", _passport),
]  # fmt: skip


_NATIONAL = dict(_NATIONAL_ROWS)
_national = _Family("national_id", list(_NATIONAL), lambda g, i, t: {"n": _NATIONAL[t](g)}, "n")


_BACKUPS = [
    "کدهای پشتیبان ورود دو مرحله‌ای:\n{codes}",
    "2FA backup codes for the shop's Google account: {codes}",
    "kod sandaran 2FA:\n{codes}",
    "backup codes yeh hain: {codes}",
    "codes-e backup Instagram-e sherkat:\n{codes}",
    "أكواد الاسترداد حق الحساب: {codes}",
    "Recovery codes (Zabol admin):\n{codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 8, index % 4)
    sep = "\n" if template.endswith(":\n{codes}") else ", "
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 8]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_TOTPS = [
    "2FA secret for the WMS admin: {s}",
    "کلید راه‌اندازی تأیید دو مرحله‌ای: {s}",
    "otpauth://totp/HKL:ops@hkl.example?secret={s}&issuer=HKL",
    "TOTP setup key (couldn't scan the QR code) {s}",
    "kunci persediaan 2FA: {s}",
    "2FA ki setup key {s} hai",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_totp = _Family("otp_secret", _TOTPS, _totp_draw, "s")


_CODES = [
    "کد تایید شما: {c}",
    "code-e taeed {c} e, zood bezan",
    "Kod pengesahan anda ialah {c}",
    "{c} is your Hamun Khorma sign-in code",
    "OTP code yeh hai {c}",
    "رمز التحقق {c}",
    "your verification code: {c}",
    "Use {c} to sign in to the customs portal",
]  # fmt: skip
_codes = _Family("one_time_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_NETS = ["HKL-Anbar-5G", "Sardkhaneh Zahedan", "Daftar Zabol 2.4", "Chabahar Gate AP",
         "Cheras Home",
         "Deira Shop Guest", "Ruwi Flat 12"]  # fmt: skip
_WIFI = [
    "wifi {n} / {pw}",
    "Network: {n}\nKey: {pw}",
    "WIFI:T:WPA;S:{n};P:{pw};;",
    "وای‌فای {n} رمزش {pw}",
    "wifi {n} ramz {pw}",
    "واي فاي {n} الباسورد {pw}",
    "wifi {n} kata laluan {pw}",
    "wifi {n} ka password {pw}",
    "network {n} key {pw}",
    "SSID {n}, WPA2 key: {pw}",
    "wifi? \nGolbibi: {pw}",
    "{pw} — that's the wifi password in {n}",
    "wpa_psk for {n} = {pw}",
    "wifi ay ramz ({n}) {pw} ent",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI, _with(_plain_pw, n=_NETS), "pw")


_SPELL_MAKERS = [
    _j("kpy_live_", (ALNUM, 18)),
    _j((HEX, 32)),
    _j("ghp_", (ALNUM, 36)),
    _j((ALNUM, 28)),
]
_SPELL = [
    "reading it out one character at a time: {t}",
    "[voice note] {t}",
    "حرف به حرف: {t}",
    "satu satu: {t}",
    "(spaced so Rubika doesn't preview it) {t}",
    "ek ek karke: {t}",
    "key read out in groups: {t}",
    "7arf 7arf: {t}",
]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "  "][index % 2].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "door code of the Zahedan cold store: {pw}",
    "رمز قفل درب انبار چابهار {pw}",
    "ramze gavsandogh {pw} e",
    "PIN kad ATM: {pw}",
    "alarm code at the Zabol office is {pw}",
    "گیٹ کا کوڈ {pw} ہے",
    "رمز البوابة حق المحل {pw}",
    "PIN کارت شرکت: {pw}",
]  # fmt: skip
_locks = _Family("pin_code", _LOCKS, lambda g, i, t: {"pw": _r(g, D, [4, 6, 5, 4][i % 4])}, "pw")


_PHRASE_WORDS = ["nakhl", "shotor", "khorma", "daryache", "bad", "shen", "kashti", "bandar",
                 "mahi", "gavaz", "sahra", "noor", "baran", "sang", "kooh", "ghayegh"]  # fmt: skip
_PHRASES = [
    "passphrase for the backup disk: {pw}",
    "عبارت عبور کیف کلید: {pw}",
    "KeePassXC master passphrase → {pw}",
    "frasa laluan: {pw}",
    "Bitwarden master passphrase is {pw}",
    "passphrase-e gpg: {pw}",
    "wifi passphrase for the Chabahar AP: {pw}",
]  # fmt: skip


def _phrase(rng: random.Random) -> str:
    return rng.choice(["-", " ", "."]).join(rng.sample(_PHRASE_WORDS, 4))


_phrases = _Family("passphrase", _PHRASES, _with(_phrase), "pw")


_AUTH = {
    "curl -H 'Authorization: Basic {v}' https://wms.hkl.example/api/lots": True,
    "Authorization: Bearer {v}": False,
    "header: authorization: basic {v}": True,
    "هدر درخواست: Authorization: Bearer {v}": False,
    "Postman env, Authorization = Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "gfsh.properties:\nsecurity-username=cluster\nsecurity-password={pw}",
    "hazelcast.yaml:\nhazelcast:\n  cluster-name: hkl\n  security:\n    client-password: {pw}",
    "pulsar client.conf:\nauthPlugin=org.apache.pulsar.client.impl.auth.AuthenticationBasic\n"
    "authParams={\"userId\":\"hkl\",\"password\":\"{pw}\"}",
    "icinga2 api-users.conf:\nobject ApiUser \"root\" {\n  password = \"{pw}\"\n}",
    "nrpe.cfg on the Zahedan host:\nssl_client_certs=0\n# check_nrpe password\nnrpe_password={pw}",
    "plakar.yml:\nrepository: /mnt/bk\npassphrase: {pw}",
    "rclone.conf:\n[koofr]\ntype = koofr\nuser = ops@hkl.example\npassword = {pw}",
    "onedrive config:\nsync_dir = \"~/OneDrive\"\nauth_password = \"{pw}\"",
    "tiup topology.yaml:\nserver_configs:\n  tidb:\n    security.root-password: \"{pw}\"",
    "vtctld flags:\n--db_dba_user=vt_dba\n--db_dba_password={pw}",
    "orchestrator-client env:\nORCHESTRATOR_AUTH_USER=orc\nORCHESTRATOR_AUTH_PASSWORD={pw}",
    "tresorit-sync.ini:\n[account]\nemail=ops@hkl.example\npassword={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_ENVS = [
    ".env (wms):\nDB_HOST=db.chabahar.lan\nDB_USER=wms\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    - MARIADB_ROOT_PASSWORD={pw}",
    "export KHORMA_SMTP_PASS={pw}",
    "terraform.tfvars:\nadmin_password = \"{pw}\"",
    "php config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "k8s secret (stringData):\n  password: {pw}",
]  # fmt: skip
_envs = _Family("env_file", _ENVS, _with(_plain_pw), "pw")


_CHATS = [
    "Mehrab: ramze cold store chie?\nJalal: {pw}",
    "[07:02] parisa: password-e server?\n[07:03] dadshah: {pw}",
    "مهناز: رمز جدید سیستم؟\nجلال: {pw}",
    "Faisal: شو الباسورد؟\nSaleem: {pw}",
    "Nasrin: password wifi apa?\nKakak: {pw}",
    "Imran: portal ka password kya hai?\nShazia: {pw}",
    "Golbibi: ramz chi ent?\nNazbibi: {pw}",
    "Behrouz: {pw} is the new password for the Rubika business account",
    "Sadegh: {pw}, that's what I set for the router in Zabol",
    "Murat: yeni şifre {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_PLAN: list[tuple[_Family, int]] = [
    (_said, 44), (_foreign, 60), (_logins, 20), (_spelled, 12), (_cli, 32), (_urls, 12),
    (_vendors, 40), (_hexes, 8), (_jwts, 7), (_pems, 6), (_seeds, 10), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 18), (_backups, 7), (_totp, 6), (_codes, 8), (_wifi, 14),
    (_spelled_tokens, 8), (_locks, 8), (_phrases, 7), (_auth, 5), (_configs, 12), (_envs, 6),
    (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the cold store admin password is": "{s}", "رمز عبور سرور:": "{s}",
    "ramze jadid": "{s} (az emrooz)", "mani password": "{s} ent",
    "پاس ورڈ": "{s} ہے", "kata laluan baru ialah": "{s}", "الباسورد حق الواي فاي": "{s}",
    "Zabol NAS password": "{s}\nchange it after Nowruz", "el pass": "{s} ya 5oy",
    "the password Mehrab read out over the radio was": "{s}, I think",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "KhormaPay live key", "{s}", _j("kpy_live_", (ALNUM, 32))),
    ("split_token", "Kavenegar API key:", "{s} (sms alerts)", _j((UPPER_DIGITS, 88))),
    ("split_token", "Zarinpal merchant id", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "عبارت بازیابی", "{s}", _english_seed),
    ("split_card", "shomare kart", "{s} enqezā 1409/06",
     lambda g: v.grouped(_card(g, "shetab"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "OM"))),
    ("split_backup", "kod sandaran", "{s}\n48210937\n11930475", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "کد ملی", "{s}", _code_melli),
    ("split_phrase", "KeePassXC passphrase", "{s}", _phrase),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _plain_pw) for a, b in _SPLIT_PASSWORDS.items()]
    rows += _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


def _wifi_key(g: random.Random) -> str:
    return _r(g, ALNUM, 14)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"coldstore": {"url": "https://scada.hamunkhorma.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"ramz": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "mehrab", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "scale-1"}, {"name": "scale-2", "web_password": "{s}"}]}':
        ("meta_password", _plain_pw),
    '{"argv": ["mysqlsh", "--uri", "root@db.chabahar.lan", "--password", "{s}"]}':
        ("meta_password", _plain_pw),
    '{"note": "رمز عبور انبار {s} است"}': ("meta_password", _plain_pw),
    '{"کلمه_عبور": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the weighbridge as ops with the password {s}"}':
        ("meta_password", _plain_pw),
    '{"kavenegar": {"api_key": "{s}"}}': ("meta_token", _j((UPPER_DIGITS, 88))),
    '{"khormaPayToken": "{s}"}': ("meta_token", _j("kpy_live_", (ALNUM, 32))),
    '{"ghasedak_key": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/31"}}':
        ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"relative": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AE")),
    '{"partner": {"cnic": "{s}"}}': ("meta_id", _cnic),
    '{"mfa": {"backup_codes": ["{s}", "72049163", "55810327"]}}':
        ("meta_otp", lambda g: _r(g, D, 8)),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"gate": {"aes_key": "{s}"}}': ("meta_key", _j((HEX, 64))),
    '{"warehouse": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "HKL-Anbar-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"coldroom-controller-2.7.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.hkl.example/wms:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"wms: add reefer plug column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"customs: fix HS code for dates", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"grading_1403-02-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"export-manifest-1403.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the cold store password before the audit on 1403-03-20.",
    "Mehrab asked for the warehouse wifi password; it's on the card in the foreman's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Rubika; share a vault link instead.",
    "The `.env.example` line `KAVENEGAR_API_KEY=replace-me` is a placeholder.",
    "The SCADA panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_ZARINPAL_MERCHANT_ID> in the README with the id from the dashboard.",
    "KHORMAPAY_KEY and GHASEDAK_API_KEY must be set before the nightly sync runs.",
    "رمز عبورت را به هیچ‌کس نگو.",
    "ramzet ro be hichkas nagoo.",
    "پاس ورڈ کسی کو مت بتانا۔",
    "password kisi ko mat batana bhai.",
    "لا تعطي الباسورد لأي أحد.",
    "la t3ti el pass la 7ad.",
    "Jangan kongsi kata laluan anda dengan sesiapa.",
    "پاسورد ءَ کسّ ءَ مه دئے۔",
    "password a kass a ma day.",
    "رمز عبور باید حداقل ۱۲ کاراکتر باشد.",
    "Kata laluan mesti sekurang-kurangnya 12 aksara.",
    "كلمة المرور يجب أن تكون ١٢ حرف على الأقل.",
    "Upgraded the cold room firmware from 2.6 to 2.7.3 and pyserial to 3.5.",
    f"commit {_COMMIT} adds the reefer plug column.",
    f"Rolled back to {_SHORT} after the HS code change broke the customs export.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The controller firmware 2.7.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of export-manifest-1403.xlsx: {_SHA512}",
    f"The WMS container runs registry.hkl.example/wms@sha256:{_IMAGE}.",
    f"MD5 of grading_1403-02-14.csv is {_MD5}, same as on the Zabol share.",
    "Request id 3f9a2c71-8e4b-4d10-a6c2-5b7e0d9f1a34 is the slow one in the WMS logs.",
    "Purchase order PO-1403-00271 for 300 cartons of Mozafati dates ships on Tuesday.",
    "Ticket HKL-2718: cold room 2 alarm keeps tripping at night in Zahedan.",
    "Call the Chabahar office on +98 54 3531 2870 before noon.",
    "Container TGHU 5129384 with the Rabbi dates is at Shahid Beheshti port.",
    "Bill of lading HKL-CHB-1403-0042 covers 22 pallets of dates.",
    "HS code 0804.10 is dates, fresh or dried; 0910.20 is saffron.",
    "Cold room 2 is at 0.5 °C and 75 % relative humidity.",
    "After five wrong passwords the SCADA locks the account for 15 minutes.",
    "A carton of Mozafati dates weighs 5 kg; a pallet holds 120 cartons.",
    "The secret of good Saravan dates is the late summer heat.",
    "Ask Jalal for the cold-store keypad code, I don't have it.",
    "My card ending 4471 was declined at the Deira hardware store.",
    "The Muscat buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the shop's account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `KAVENEGAR_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Konarak shed rusts in the salt air; oil it every month.",
    "Zarinpal moved the merchant settings page in its spring release.",
    "The guest wifi 'HKL-Guest' is open, no password needed.",
    "Lot number LOT-1403-IRS-0177, 5 kg cartons, moisture 18 %; grade A.",
    "The truck left Mirjaveh at 06:40 and reached Zahedan at 08:15.",
    "Invoice INV-2031-0458: 1,250.00 AED for the Deira shop shelves.",
    "The date festival in Iranshahr starts on 1403-06-10 at 17:00.",
    "Version 5.1.2 of the WMS fixes the pallet label printing.",
    "Order #88214 from Cheras: 12 boxes, RM 340.00, delivered.",
    "Token counts in the summary: prompt 512, completion 128.",
    "The Zabol office phone is 054 3222 4915, ask for Parisa.",
    "Password reset links from the portal expire after 30 minutes.",
    "Passport photos for the Van trip are due on Saturday.",
    "Flight EK 2217 to Dubai departs at 03:55, gate 12.",
    "The Karachi partner's NTN is on the invoice header, as the law asks.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/hkl/coldstore", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "HKL-2718", "purchase_order": "PO-1403-00271"}',
    '{"lot": {"id": "LOT-1403-IRS-0177", "weight_kg": 5, "moisture_pct": 18}}',
    '{"phone": "+98 54 3531 2870", "city": "Chabahar"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cartons_in_stock": 2140}',
    '{"hs_code": "0804.10", "origin": "IR", "description": "dried dates"}',
    '{"container": "TGHU 5129384", "port": "Shahid Beheshti", "eta": "1403-05-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
