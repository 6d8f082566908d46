# ruff: noqa: RUF001  (labels and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-eighteenth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-seventeenth's
docstring, the fifth to three-hundred-and-seventeenth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (319 to 321), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (318640277), password words (a spice and a sea
word, `KarafuuMawimbi42!`; two sea words and a number, `kusi-pweza417`; a name, a year and a
village; leet `K4r4fuu`; a seaweed line and the tide, `Kamba212Kupwa#`; dot-joined
`paje.karafuu.1998`; a generator's dashed groups; `SalimAnapendaMwani7`; random runs).

The fictional company is Karafuu na Mwani Ltd (cloves and seaweed: a shop at Forodhani in Stone
Town, a seaweed farm at Paje, boat hire at Nungwi and a clove store in Chake-Chake on Pemba) and
its staff's relatives in Muscat and Seeb, in Bhuj and Mandvi (a Kutchi trading family), at an
Italian-run resort in Nungwi, and cousins in Eastleigh and Kilimani, Nairobi; every company,
person, address, domain (`karafuu.lan`, `karafuumwani.co.tz`) and number is invented, only the
region (Unguja and Pemba) is real. Texts: WhatsApp and SMS chats, Zammad tickets, wiki
breadcrumbs, tables, CSV and YAML rows, runbooks, shell prompts (Termux among them), configs,
env files, voice-note transcripts and requests to the assistant; separators from a colon, `ni`,
`هي`, `છે`, `è`, `che`, `aay`, `=` and `→` to a new line or the next turn.

Grep counts (heldouts 5 to 317 naming each, grep -l): none for Karafuu, Mwani, Stone Town, Nungwi,
Chake, Forodhani, Jambiani, Kendwa, Matemwe, Michamvi, Mkokotoni, Wete, Mkoani, Muttrah, Eastleigh,
Kilimani, Rongai, Zantel, SasaPay, Coastal Aviation, Auric Air, Azam Marine, Kilimanjaro Fast,
Tanesco, `Zan ID`, Kiswahili, `kamati ya siri`; one for Paje, Seeb, Bhuj, Mandvi, AzamPay,
ClickPesa, HaloPesa, NextSMS, Bank Muscat, Thawani, Jenga, IntaSend, Tingg, ZanID, ZECO, Luku,
`influx -password`, icingacli, ffplay, jdownloader, fastboot, ampy, rshell, `password che`; two
for Selcom, Pesapal, Beem, Kopo Kopo, Nexi, Scalapay, `Fatture`, Mixx, NIDA, chronograf, rtorrent,
mpremote, arduino-cli; three to eight for Zanzibar (3), Kutchi (3), mclient, kerbrute, aerospike,
amtool, zabbix_sender, icloudpd, smbmap, mpv, vernemq, `nats context`, megatools, Satispay,
M-Pesa, `KRA PIN`, `usimwambie`, `namba ya siri`, `msimbo`, `neno la siri`, evil-winrm,
rpcclient, crackmapexec, kcat, rabbitmqadmin, transmission-remote, deluge-console, tarantoolctl,
grafana-cli; Pemba is in nine, Gujarati in eleven, Swahili in 23, Muscat in 21, nenosiri in 16.

About half of the secret samples are not in English: Swahili of Unguja as texted (`nenosiri ni`,
`pasiwedi`, `paswadi`, `neno la siri`, `usimwambie mtu`, `mtumiaji`, `ufunguo wa API`, `namba ya
kadi`, `msimbo wa uthibitisho`, `misimbo ya akiba`, `namba ya siri`, `kitambulisho`, `pasipoti`),
the Arabic of Omani relatives in Arabic script (`كلمة السر حق …`, `الباسوورد مال …`, `لا تعطيها
حد`, `رمز التحقق`, `الرقم المدني`) and romanised (`el password mal`, `kilmat el sir hag`, `la
tkhabbir ahad`), Gujarati in its script (`પાસવર્ડ … છે`, `કોઈને કહેતા નહીં`, `આધાર નંબર`) and
Kutchi/Gujarati romanised (`password … che`, `koi ne kehta nai`, `jo password … aay`, `maru card`,
`pachhad na tran ank`, `ek ek akshar`), Italian of tourists and resort staff (`la password è`,
`parola d'ordine`, `chiave API`, `codici di backup`, `codice fiscale`, `partita IVA`) and Sheng of
cousins in Nairobi (`manze`, `msee`, `buda`, `keja`, `pass ya … ni`, `usimwambie mse`); a Spanish,
a French, a Portuguese and a Korean seed line. The Swahili, Arabic, Gujarati and Italian
wordings are ordinary usage as far as the author knows; guesses, checked by no speaker, are the
Kutchi forms (`aay`, `jo`), the Omani dialect spellings (`hag`, `mal`, `la tkhabbir ahad`), the
romanised Gujarati lines, and the Sheng phrasings (`si ushow mtu`, `niliexecute hii buda`).

Vendors: invented ones (KarafuuPay `kfp_live_`, MwaniSMS `mws.`, DhowTrack `dht_`, JahaziCloud
`jz-`, ForodhaniPOS UUIDs, MarashiMail `mm-`, PwaniID JWTs; shapes guessed), regional ones with
guessed shapes (Selcom, AzamPay, Pesapal, ClickPesa, HaloPesa, NextSMS, Beem Africa, Bank Muscat,
Thawani, Jenga, IntaSend, Kopo Kopo, SasaPay, Tingg, Satispay, Nexi, Scalapay, Fatture in Cloud,
Airtel Money, Mixx by Yas) and the known GitHub, Stripe, OpenAI, Anthropic, Slack, AWS, Telegram,
Hugging Face and SendGrid shapes; the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: India's Aadhaar
(`in_.aadhaar`), VID (`in_.vid`), PAN (`in_.pan`, format only) and GSTIN (`in_.gstin`), Italy's
codice fiscale (`it.codicefiscale`) and partita IVA (`it.iva`), Kenya's KRA PIN (`ke.pin`) and
South Africa's ID number (`za.idnr`). Unchecked (shapes guessed): Tanzania's NIDA number, a ZanID,
an Omani civil number, a Kenyan ID number and Tanzanian and Omani passports. Cards pass Luhn
(RuPay prefixes drawn here, the rest from `v.card`, checked with `stdnum.luhn`); IBANs of
Seychelles, Mauritius, Lebanon, Moldova, Palestine, Tunisia, Oman and Somalia (the least used by a
rough grep of `"XX":`, 25 to 28 earlier corpora each), checked with `stdnum.iban`; seed phrases
from mnemonic's English, Italian, Spanish, French, Portuguese and Korean lists, checked with
`Mnemonic(lang).check`.
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
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import pan as in_pan
from stdnum.in_ import vid as in_vid
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.ke import pin as ke_pin
from stdnum.za import idnr as za_idnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 318_640_277
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


_SPICE = [
    "Karafuu",
    "Mdalasini",
    "Pilipili",
    "Tangawizi",
    "Iliki",
    "Binzari",
    "Mwani",
    "Kungumanga",
    "Vanila",
    "Ndimu",
    "Mchaichai",
    "Jahazi",
    "Ngalawa",
    "Dau",
]
_SEA = [
    "Mawimbi",
    "Matumbawe",
    "Pweza",
    "Kaa",
    "Samaki",
    "Upepo",
    "Kusi",
    "Kaskazi",
    "Bahari",
    "Mwambao",
    "Mchanga",
    "Nyota",
    "Mwezi",
    "Pwani",
]
_PLACES = [
    "StoneTown",
    "Nungwi",
    "Paje",
    "ChakeChake",
    "Jambiani",
    "Kendwa",
    "Matemwe",
    "Michamvi",
    "Mkokotoni",
    "Wete",
    "Mkoani",
    "Muttrah",
    "Bhuj",
    "Mandvi",
    "Eastleigh",
    "Kilimani",
    "Rongai",
    "Forodhani",
    "Kizimkazi",
]
_NAMES = [
    "Salim",
    "Mwanaisha",
    "Juma",
    "Fatma",
    "Hamad",
    "Zuhura",
    "Rashid",
    "Asha",
    "Khalid",
    "Maryam",
    "Hasmukh",
    "Nilesh",
    "Jayaben",
    "Kantilal",
    "Giulia",
    "Matteo",
    "Chiara",
    "Kevo",
    "Wanjiku",
    "Otieno",
    "Baraka",
    "Amour",
    "Shadya",
    "Tariq",
]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K4r4fuu", "Mw4n1", "P1l1p1l1", "J4h4z1", "M4w1mb1", "Pw3z4", "Ng4l4w4", "T4ng4w1z1"]


def _tide(g: random.Random) -> str:
    """A seaweed line's number and the tide's height, the way the Paje farm crew makes one up."""
    return f"Kamba{g.randrange(10, 400)}{g.choice(['Kupwa', 'Maji', 'Bamvua'])}{g.choice(_SYMBOLS)}"


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SPICE)}{g.choice(_SEA)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_SEA, 2)) + str(g.randrange(100, 1000)),
    lambda g: (
        g.choice(_NAMES).lower()
        + str(g.randrange(1960, 2012))
        + g.choice(_SYMBOLS)
        + g.choice(_PLACES)
    ),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2035)) + g.choice(_SYMBOLS),
    _tide,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_SPICE).lower()}.{g.randrange(1964, 2034)}",
    lambda g: (
        _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2)
    ),
    lambda g: f"{g.choice(_SEA).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"{g.choice(_NAMES)}Anapenda{g.choice(_SPICE)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Salim to the Paje crew: nenosiri la kompyuta ya ghala ni {pw}",
    "Juma: pasiwedi ya router ya ofisi Forodhani ni {pw} usimwambie mtu",
    "sms kutoka kwa Fatma: pw mpya ya Zantel portal ni {pw}",
    "Mwanaisha (Chake-Chake): neno la siri la mashine ya kupima karafuu ni {pw}",
    "Hamad: paswadi ya laptop ya duka la Stone Town ni {pw}, usimpe mtu",
    "voice note ya Zuhura, imeandikwa: nenosiri jipya la POS ni {pw}",
    "Rashid: pasiwedi ya email ya kampuni imebadilishwa kuwa {pw}",
    "Asha: siri ya akaunti ya Azam Marine tiketi ni {pw}",
    "خالد: كلمة السر حق حساب البنك الجديد {pw} لا تعطيها حد",
    "مريم من مسقط: الباسوورد مال الإيميل {pw}",
    "Khalid (Muscat): el password mal el laptop {pw}, la tkhabbir ahad",
    "Maryam: kilmat el sir hag el router {pw}",
    "عمي طارق: كلمة المرور الجديدة للنظام هي {pw}",
    "Hasmukh kaka: દુકાનના કમ્પ્યુટરનો પાસવર્ડ {pw} છે",
    "Jayaben: પાસવર્ડ છે {pw}, કોઈને કહેતા નહીં",
    "Nilesh (Bhuj): tally no password {pw} che, koi ne kehta nai",
    "Kantilal bapa: hisab na computer jo password {pw} aay",
    "Nilesh: navo password {pw} rakhyo che",
    "Giulia (resort Nungwi): la password del gestionale è {pw}",
    "Matteo: parola d'ordine per il registro prenotazioni: {pw}",
    "Chiara, reception: la nuova password della cassa è {pw}, non dirla a nessuno",
    "nota di Matteo: password del Wi-Fi ospiti cambiata in {pw}",
    "Giulia: la password di Booking extranet adesso è {pw}",
    "Kevo: manze, password ya Netflix ni {pw} usimwambie mse",
    "Wanjiku: msee, pass ya M-Shwari ni {pw} sasa",
    "Otieno: nimechange password ya laptop, ni {pw} buda",
    "Kevo (Eastleigh): pass ya router ya keja ni {pw}, si ushow mtu",
    "Baraka: the Selcom merchant portal password is {pw}",
    "Ticket KM-2211 (Zammad): Nungwi boat-hire tablet, password reset to {pw}",
    "Runbook 'Chake-Chake clove store', step 4: the scale server's admin password is {pw}",
    "note to self: Tanesco LUKU vendor account password {pw}",
    "Please remember that the ZECO meter portal password for the Paje farm is {pw}.",
    "Amour: the Coastal Aviation agent login password is {pw}",
    "Shadya: Auric Air bookings portal password {pw}",
    "Karafuu na Mwani wiki › Ofisi › Printer: admin password {pw}",
    "Tariq: the Omantel router in Seeb, password {pw}",
    "voice note from Salim, transcribed: okay so the password for the drying shed camera is {pw}",
    "assistant, save this: Kilimanjaro Fast ferry agent password {pw}",
    "remember for me that Matemwe guesthouse booking system password = {pw}",
    "Zammad #4410: Forodhani shop till password was changed to {pw}",
]
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = [
    "salim",
    "mwanaisha.k",
    "juma",
    "fatma.h",
    "hamad",
    "zuhura",
    "rashid.o",
    "asha",
    "khalid.b",
    "maryam",
    "hasmukh",
    "nilesh.t",
    "jayaben",
    "giulia.r",
    "matteo",
    "chiara",
    "kevo",
    "wanjiku.m",
    "otieno",
    "baraka",
    "svc-ghala",
    "paje-farm",
]
_LOGINS = [
    "Juma: mtumiaji {u}, nenosiri {pw}",
    "jina la mtumiaji ni {u} na pasiwedi ni {pw}",
    "ingia kama {u} kwa {pw}",
    "اسم المستخدم {u} وكلمة السر {pw}",
    "Khalid: user {u} w el password {pw}",
    "યુઝરનેમ {u}, પાસવર્ડ {pw}",
    "Nilesh: user {u} ane password {pw} che",
    "utente {u}, password {pw}",
    "Giulia: accedi come {u} con la password {pw}",
    "Kevo: username ni {u}, pass ni {pw}",
    "login: {u} / {pw}",
    "| system | user | password |\n|---|---|---|\n| ghala-nas | {u} | {pw} |",
    "creds for the Paje weather station are {u} and {pw}",
    "user,password\n{u},{pw}",
    "- host: chake-scale-1\n  user: {u}\n  password: {pw}",
    "Zammad KM-2230: {u} locked out, the last password they used was {pw}",
    "ssh {u}@ghala.karafuu.lan  (password {pw})",
    "Karafuu wiki › Nungwi › Boat tablets: {u} — {pw}",
    "sign in to the shop's Odoo as {u} with {pw}",
    "u={u} p={pw}",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = [
    "karafuu",
    "mdalasini",
    "pweza",
    "mawimbi",
    "jahazi",
    "ngalawa",
    "matumbawe",
    "mchaichai",
    "kungumanga",
    "zafarani",
    "halwa",
    "urojo",
    "mkate",
    "bahari",
]
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "nenosiri ni neno {w}, herufi ndogo, kisha namba {d}",
    "pasiwedi: andika {w} halafu {d} bila nafasi",
    "كلمة السر هي كلمة {w} وبعدها الرقم {d}",
    "password ma pehla {w} lakho, pachi {d}",
    "la password è la parola {w} seguita da {d}",
    "pass ni {w} alafu {d} mwisho",
    "the password is the word {w}, lower case, then {d}",
    "it's {w}{d}, that's the router password",
    "type {w}, then {d}; that's the admin password for the drying shed",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "influx -host influx.karafuu.lan -username {u} -password '{pw}' -database tides",
    "icingacli --user {u} --password '{pw}' monitoring list",
    "ffplay 'rtsp://{u}:{pw}@cam-shed.karafuu.lan:554/h264'",
    "mclient -h monet.karafuu.lan -u {u} -d stock  # password {pw} at the prompt",
    "kerbrute passwordspray -d karafuu.lan users.txt '{pw}'",
    "amtool --alertmanager.url=https://{u}:{pw}@alerts.karafuu.lan silence query",
    "zabbix_sender -z zbx.karafuu.lan -s ghala -k temp -o 24  # agent {u}, psk pass {pw}",
    "icloudpd --directory /srv/photos --username {u}@karafuumwani.co.tz --password '{pw}'",
    "mpremote exec \"import network; network.WLAN(0).connect('Ghala', '{pw}')\"",
    "ampy --port /dev/ttyUSB0 run wifi.py  # wifi.py has PASSWORD = '{pw}'",
    "rshell -p /dev/ttyACM0 --user {u} --password '{pw}'",
    "arduino-cli upload -p /dev/ttyUSB0 --upload-field password='{pw}' tide-logger",
    "smbmap -H 10.20.0.5 -u {u} -p '{pw}' -d KARAFUU",
    "mpv 'https://{u}:{pw}@nvr.karafuu.lan/live/2.m3u8'",
    "vernemq-admin api-key add  # broker user {u}, password {pw}",
    "nats context save ghala --server nats://nats.karafuu.lan --user {u} --password '{pw}'",
    "megatools ls --username {u}@karafuumwani.co.tz --password '{pw}'",
    "chronograf --influxdb-url=http://tsdb --influxdb-username={u} --influxdb-password='{pw}'",
    "aerospike asadm -U {u} -P '{pw}' -h as.karafuu.lan",
    "rtorrent -o xmlrpc.auth={u}:{pw}",
    "jdownloader: myjd login {u}@karafuumwani.co.tz --password '{pw}'",
    "fastboot oem unlock-password '{pw}'",
    "evil-winrm -i 10.20.0.9 -u {u} -p '{pw}'",
    "rpcclient -U 'KARAFUU\\{u}%{pw}' 10.20.0.5",
    "crackmapexec smb 10.20.0.0/24 -u {u} -p '{pw}'",
    "snmpwalk -v3 -l authPriv -u {u} -a SHA -A '{pw}' -x AES -X '{pw}' 10.20.0.1",
    "sqsh -S MSSQL_GHALA -U {u} -P '{pw}'",
    "kcat -b kafka.karafuu.lan:9093 -X sasl.username={u} -X sasl.password='{pw}' -L",
    "rabbitmqadmin -H mq.karafuu.lan -u {u} -p '{pw}' list queues",
    "transmission-remote 10.20.0.7 -n '{u}:{pw}' -l",
    "deluge-console 'connect 10.20.0.7:58846 {u} {pw}; info'",
    "mosquitto_passwd -b /etc/mosquitto/passwd {u} '{pw}'",
    "grafana-cli admin reset-admin-password '{pw}'",
    "tarantoolctl connect {u}:{pw}@tarantool.karafuu.lan:3301",
]
_SHELLS = [
    "{c}",
    "$ {c}",
    "salim@ghala:~$ {c}",
    "juma@paje-farm:/srv$ {c}",
    "PS C:\\Users\\fatma> {c}",
    "root@chake-scale-1:~# {c}",
    "history ya Termux kwenye simu ya Kevo:\n{c}",
    "nimeendesha hii: {c}",
    "أمر شغلته أمس: {c}",
    "આ કમાન્ડ ચલાવ્યો: {c}",
    "comando lanciato dal resort: {c}",
    "niliexecute hii buda: {c}",
    "runbook 'Paje tide logger', step 2:\n{c}",
    "Zammad KM-2244, pasted by the installer:\n{c}",
]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.karafuu.lan:5432/karafuu",
    "mysql://{u}:{pw}@db.forodhani-shop.lan/odoo",
    "mongodb+srv://{u}:{pw}@cluster0.karafuu.example.net/stock",
    "redis://{u}:{pw}@cache.karafuu.lan:6379/2",
    "amqp://{u}:{pw}@mq.karafuu.lan:5672/ghala",
    "mqtt://{u}:{pw}@broker.karafuu.lan:1883",
    "ftp://{u}:{pw}@ftp.karafuu.lan/exports/",
    "rtsp://{u}:{pw}@cam-paje.karafuu.lan:554/stream1",
    "clickhouse://{u}:{pw}@ch.karafuu.lan:9000/tides",
    "jdbc:postgresql://pg.karafuu.lan/karafuu?user={u}&password={pw}",
    "Server=sql.karafuu.lan;Database=Hesabu;User Id={u};Password={pw};",
]
_URL_PLACES = [
    "DATABASE_URL={c}",
    "connection string ya database: {c}",
    "رابط قاعدة البيانات: {c}",
    "la stringa di connessione del gestionale: {c}",
    "keep this connection for me: {c}",
    "Zammad KM-2251: {c}",
    "ડેટાબેઝ લિંક: {c}",
]
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {
            "iss": issuer,
            "aud": "karafuu-na-mwani",
            "sub": f"mch_{_r(g, LOWER_DIGITS, 12)}",
            "iat": issued,
            "exp": issued + 2_592_000,
        }
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Selcom", "SELCOM_API_SECRET", _j((HEX, 40))),
    ("AzamPay", "AZAMPAY_CLIENT_SECRET", _j((B64, 88))),
    ("Pesapal", "PESAPAL_CONSUMER_SECRET", _j((B64, 28))),
    ("ClickPesa", "CLICKPESA_API_KEY", _j("SKcp", (ALNUM, 36))),
    ("HaloPesa", "HALOPESA_MERCHANT_KEY", _j((UPPER_HEX, 32))),
    ("NextSMS", "NEXTSMS_AUTH", _j((B64, 40), "==")),
    ("Beem Africa", "BEEM_SECRET_KEY", _j((B64, 64))),
    ("Bank Muscat", "BANKMUSCAT_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Thawani", "THAWANI_SECRET_KEY", _j("sk_live_", (ALNUM, 32))),
    ("Jenga", "JENGA_API_KEY", _j((B64, 60))),
    ("IntaSend", "INTASEND_SECRET_KEY", _j("ISSecretKey_live_", (ALNUM, 36))),
    ("Kopo Kopo", "KOPOKOPO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("SasaPay", "SASAPAY_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Tingg", "TINGG_CLIENT_SECRET", _j((HEX, 64))),
    ("Satispay", "SATISPAY_KEY_ID", _j((LOWER_DIGITS, 80))),
    ("Nexi", "NEXI_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Scalapay", "SCALAPAY_API_KEY", _j("qhtfs", (ALNUM, 35))),
    ("Fatture in Cloud", "FIC_ACCESS_TOKEN", _j("a/", (URLSAFE, 150))),
    ("Airtel Money", "AIRTEL_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Mixx by Yas", "MIXX_API_KEY", _j((ALNUM, 40))),
    ("KarafuuPay", "KARAFUUPAY_SECRET", _j("kfp_live_", (ALNUM, 32))),
    ("MwaniSMS", "MWANISMS_TOKEN", _j("mws.", (URLSAFE, 40))),
    ("DhowTrack", "DHOWTRACK_API_KEY", _j("dht_", (LOWER_DIGITS, 40))),
    ("JahaziCloud", "JAHAZI_ACCESS_KEY", _j("jz-", (UPPER_DIGITS, 36))),
    ("ForodhaniPOS", "FORODHANI_POS_KEY", lambda g: v.uuid4(g, "a")),
    ("MarashiMail", "MARASHI_API_KEY", _j("mm-", (HEX, 48))),
    ("PwaniID", "PWANI_ID_TOKEN", _vendor_jwt("https://id.pwani.example")),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 100))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    (
        "Slack",
        "SLACK_BOT_TOKEN",
        lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}",
    ),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
]
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env ya duka:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "railway variables --set {env}={tok}",
    "kamal secrets: {env}={tok}",
    'k8s Secret stringData:\n  {env}: "{tok}"',
    "Odoo › Settings › Integrations › {vendor}: {tok}",
    "Zammad KM-2260: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "ufunguo wa API wa {vendor} ni {tok}",
    "API key ya {vendor} ni {tok}, usiweke kwenye group",
    "مفتاح API حق {vendor}: {tok}",
    "Khalid: el API key mal {vendor} {tok}",
    "{vendor} ની API key: {tok}",
    "Nilesh: {vendor} ni API key {tok} che",
    "chiave API di {vendor} per il resort: {tok}",
    "Giulia: la chiave API {vendor} è {tok}",
    "Kevo: API key ya {vendor} ni hii {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = [
    "{t}",
    "hii hapa, inaonekana mara moja tu:\n{t}",
    "خذ هذا التوكن {t}",
    "Giulia: {t}",
    "{t}\n^ hii ndio mpya",
    "hang on to this for me: {t}",
    "આ ટોકન સાચવી રાખજો {t}",
]
_BARE_MAKERS = [
    _j((ALNUM, 44)),
    _j((URLSAFE, 24), ".", (URLSAFE, 40)),
    _j((B64, 56), "=="),
    _j((LOWER_DIGITS, 48)),
    _j((URLSAFE, 50)),
    _j((B64, 44)),
    _j((ALNUM, 36)),
]
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey ya sensa ya maji Paje line 7: {h}": 32,
    "HMAC secret for the Selcom callback: {h}": 64,
    "ufunguo wa kusimba backup ya ghala: {h}": 64,
    "مفتاح التشفير حق النسخة الاحتياطية: {h}": 64,
    "chiave di cifratura dei backup del resort: {h}": 32,
    "બેકઅપની એન્ક્રિપ્શન કી: {h}": 48,
    "WireGuard-style PSK for the Chake-Chake link, hex: {h}": 64,
    "Kevo: encryption key ya backup ni {h}": 32,
}


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad KM-2271: token from the browser's network tab {t}",
    "Cookie: lang=sw; kmw_session={t}",
    "ODOO_BRIDGE_TOKEN={t}",
    "tokeni ya kuingia ni {t}",
    "التوكن: {t}",
    "il token della sessione è {t}",
    "Kevo: token ni {t}",
]


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {
        "sub": v.uuid4(rng, "b"),
        "iat": issued,
        "exp": issued + 3600,
        "email": f"{rng.choice(_USERS)}@karafuumwani.co.tz",
    }
    if index % 2 == 0:
        claims |= {"iss": "https://sso.karafuu.lan/realms/kmw", "roles": ["ghala", "duka"]}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 16)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key ya seva ya ghala, iweke salama:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.karafuumwani.co.tz.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "host": "sftp.karafuu.lan"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_paje <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "المفتاح الخاص حق السيرفر:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "chiave privata del server del resort:\n{key}": ("PRIVATE KEY", "\n"),
    "Zammad KM-2280, attachment pasted inline:\n{key}": ("RSA PRIVATE KEY", "\n"),
}
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
    head, tail = [f"-----BEGIN {kind}-----"], [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "maneno ya kurejesha wallet ya Trust: {p}": "english",
    "seed phrase ya Kevo (wallet ya zamani): {p}": "english",
    "voice note: the recovery words for the Exodus wallet are {p} and that's all": "english",
    "كلمات الاسترداد للمحفظة: {p}": "english",
    "frase di recupero del portafoglio Ledger di Matteo: {p}": "italian",
    "parole seed del wallet del resort:\n{p}": "italian",
    "વોલેટના રિકવરી શબ્દો: {p}": "english",
    "Nilesh: seed words {p}": "english",
    "frase de recuperación de la billetera del primo en Madrid: {p}": "spanish",
    "phrase de récupération du portefeuille de Chiara : {p}": "french",
    "frase de recuperação da carteira do Otieno: {p}": "portuguese",
    "Kevo: seed ya wallet ni {p}": "korean",
}
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
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":  # RuPay's 60/65/81/82 ranges, drawn here and checked by Luhn
        body = rng.choice(["6082", "6521", "8172"]) + _r(rng, D, 11)
        number = body + luhn.calc_check_digit(body)
        assert luhn.is_valid(number)
        return number
    return v.card(rng, brand)


_CARD_PLACES = [
    "namba ya kadi yangu: {c}, {mm}/{yy}",
    "kadi ya kampuni ya kulipia Coastal Aviation: {c} exp {mm}/{yy}",
    "رقم البطاقة: {c} تنتهي {mm}/{yy}",
    "Khalid: card number {c}, {mm}/{yy}",
    "કાર્ડ નંબર: {c}",
    "Nilesh: maru card {c} che, expiry {mm}/{yy}",
    "numero della carta: {c}, scadenza {mm}/{yy}",
    "Kevo: namba ya card ni {c}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Zammad KM-2290: pay the Paje boat engine service with card {c}",
]
_BRANDS = ["visa", "mastercard", "rupay", "amex", "unionpay", "discover", "jcb", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {
        "c": v.grouped(number, ["-", " ", "", " "][index % 4], rng),
        "mm": f"{rng.randrange(1, 13):02d}",
        "yy": str(rng.randrange(34, 42)),
    }


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Visa {c} exp 09/37, CVV {cvv}",
    "tarakimu tatu nyuma ya kadi: {cvv}",
    "الأرقام الثلاثة على ظهر البطاقة: {cvv}",
    "il codice di sicurezza sul retro è {cvv}",
    "Amex {c}, the four digits above the number: {cvv}",
    "card pachhad na tran ank: {cvv}",
]


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough grep over heldouts 5 to 317 (25 to 28 corpora each); BBAN
# shapes after stdnum's iban.dat.
_IBAN_SHAPES = {
    "SC": "aaaa" + "n" * 20 + "aaa",
    "MU": "aaaa" + "n" * 19 + "aaa",
    "LB": "nnnn" + "c" * 20,
    "MD": "cc" + "c" * 18,
    "PS": "aaaa" + "c" * 21,
    "TN": "n" * 20,
    "OM": "nnn" + "c" * 16,
    "SO": "n" * 19,
}
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN ya mnunuzi wa karafuu Seychelles: {i}",
    "tafadhali lipa ankara KM-2032-77 kwa IBAN {i}",
    "رقم الآيبان حق عمي: {i}",
    "Khalid: el IBAN {i}",
    "IBAN: {i}\nReference: clove lot 12",
    "Nilesh: IBAN {i} che",
    "IBAN del fornitore per il resort: {i}",
    "Kevo: IBAN ya binamu ni {i}",
    "save the Port Louis seaweed buyer's IBAN: {i}",
    "IBAN ખાતું: {i}",
]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _aadhaar(g: random.Random) -> str:
    return str(
        in_aadhaar.format(
            v.until(g, lambda h: h.choice("23456789") + _r(h, D, 11), in_aadhaar.is_valid)
        )
    )


def _vid(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("23456789") + _r(h, D, 15), in_vid.is_valid)


def _pan(g: random.Random) -> str:
    return v.until(
        g,
        lambda h: _r(h, UPPER, 3) + "P" + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1),
        in_pan.is_valid,
    )


def _gstin(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "24" + _r(h, UPPER, 3) + "F" + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1) + "1Z"
        return body + luhn.calc_check_digit(body, UPPER_DIGITS[26:] + UPPER)

    return v.until(g, make, in_gstin.is_valid)


def _cf(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, UPPER, 6) + f"{h.randrange(60, 100)}" + h.choice("ABCDEHLMPRST")
        body += f"{h.randrange(1, 72):02d}" + h.choice("FGH") + _r(h, D, 3)
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _iva(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 7) + f"{h.randrange(1, 100):03d}"
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, it_iva.is_valid)


def _ke_pin(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("AP") + _r(h, D, 9) + _r(h, UPPER, 1), ke_pin.is_valid)


def _za_id(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.randrange(60, 100)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += _r(h, D, 4) + "08"
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, za_idnr.is_valid)


def _tz_nida(g: random.Random) -> str:
    """Tanzania's NIDA number: a birth date and serials, twenty digits; no public check."""
    born = f"{g.randrange(1960, 2005)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    return f"{born}-{_r(g, D, 5)}-{_r(g, D, 5)}-{_r(g, D, 2)}"


def _zan_id(g: random.Random) -> str:
    """A Zanzibar resident's ZanID number: nine digits; no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _om_civil(g: random.Random) -> str:
    """An Omani civil number: eight digits; no public check."""
    return g.choice("123456789") + _r(g, D, 7)


def _ke_id(g: random.Random) -> str:
    """A Kenyan national ID number: eight digits; no public check."""
    return g.choice("123") + _r(g, D, 7)


def _tz_passport(g: random.Random) -> str:
    return "TAE" + _r(g, D, 6)


def _om_passport(g: random.Random) -> str:
    return _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "Kantilal bapa no Aadhaar number: {s}": _aadhaar,
    "આધાર નંબર: {s}": _aadhaar,
    "Jayaben nu Virtual ID (VID): {s}": _vid,
    "PAN card number of Nilesh: {s}": _pan,
    "Mandvi shop GSTIN for the invoice: {s}": _gstin,
    "codice fiscale di Giulia: {s}": _cf,
    "il codice fiscale di Matteo è {s}": _cf,
    "partita IVA del resort di Nungwi: {s}": _iva,
    "Kevo: KRA PIN yangu ni {s}": _ke_pin,
    "KRA PIN ya Wanjiku: {s}": _ke_pin,
    "South African ID number of the Kendwa dive instructor: {s}": _za_id,
    "namba ya NIDA ya Salim: {s}": _tz_nida,
    "kitambulisho cha NIDA: {s}": _tz_nida,
    "Zan ID ya Mwanaisha: {s}": _zan_id,
    "الرقم المدني حق خالد: {s}": _om_civil,
    "Maryam: civil number {s}": _om_civil,
    "Otieno: namba ya ID ni {s}": _ke_id,
    "pasipoti ya Hamad: {s}": _tz_passport,
    "رقم الجواز: {s}": _om_passport,
}
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = [
    "misimbo ya akiba ya 2FA ya Google ya kampuni:\n{codes}",
    "رموز الاحتياط حق الحساب: {codes}",
    "codici di backup dell'account Booking: {codes}",
    "Selcom portal recovery codes\n{codes}",
    "બેકઅપ કોડ: {codes}",
    "Kevo: backup codes za Insta ni {codes}",
]
_SEEDS_2FA = [
    "otpauth://totp/Selcom:fatma@karafuumwani.co.tz?secret={s}&issuer=Selcom",
    "siri ya 2FA (setup key) ya akaunti ya benki: {s}",
    "chiave segreta TOTP per l'extranet: {s}",
    "مفتاح 2FA اليدوي: {s}",
]
_CODES = [
    "{c} ni msimbo wako wa uthibitisho wa Mixx. Usimpe mtu",
    "رمز التحقق الخاص بك هو {c}",
    "Il tuo codice di verifica è {c}",
    "{c} is your AzamPay verification code",
    "Kevo: code ya M-Pesa ni {c} haraka",
]


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, index % 4)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = [
    "Karafuu-Ghala",
    "KMW-Paje-Farm",
    "Forodhani-Duka-5G",
    "Nungwi Boat Hire",
    "ZANTEL_4G_Chake",
    "Halotel-Home",
    "Seeb Villa 5G",
    "Bhuj Ghar",
    "Resort Ospiti Staff",
    "Keja ya Kevo",
]
_WIFI_PLACES = [
    "wifi {s}, nenosiri {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\nkey: {pw}",
    "pasiwedi ya wifi {s} ni {pw}",
    "كلمة السر حق الواي فاي {s} هي {pw}",
    "Khalid: el wifi {s} password {pw}",
    "વાઇફાઇ {s} નો પાસવર્ડ {pw} છે",
    "la password del Wi-Fi {s} è {pw}",
    "Kevo: pass ya wifi {s} ni {pw}",
    "guest network {s} / {pw}",
]


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [
    _j("ghp_", (ALNUM, 20)),
    _j((HEX, 32)),
    _j("kfp_live_", (ALNUM, 16)),
    _j((ALNUM, 28)),
    _j((UPPER_HEX, 40)),
]
_SPELL = [
    "nakusomea herufi moja moja: {t}",
    "voice note, spelled out: {t}",
    "حرف حرف: {t}",
    "lettera per lettera: {t}",
    "ek ek akshar: {t}",
]


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", " "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "namba ya siri ya kufuli ya ghala: {pw}",
    "PIN ya kadi ya benki ni {pw}",
    "الرقم السري حق البطاقة: {pw}",
    "il codice del lucchetto del deposito: {pw}",
    "ATM PIN maro {pw} che",
    "Kevo: PIN ya M-Pesa ni {pw}",
    "the drying-shed door keypad takes {pw} then #",
    "safe code at the Nungwi office: {pw}",
    "alarm code ya duka Stone Town: {pw}",
]


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = [
    "karafuu",
    "mwani",
    "jahazi",
    "pweza",
    "ngalawa",
    "mawimbi",
    "matumbawe",
    "kusi",
    "kaskazi",
    "dau",
    "upepo",
    "mchanga",
    "nyota",
    "mwezi",
    "bahari",
    "kamba",
]
_PHRASES = {
    "Bitwarden master passphrase: {p}": " ",
    "KeePassXC database passphrase: {p}": "-",
    "passphrase ya vault ni {p}": " ",
    "passphrase حق الخزنة: {p}": ".",
    "passphrase del gestore password: {p}": " ",
    "Nilesh: vault passphrase {p}": "_",
    "Kevo: passphrase ni {p}": " ",
}


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://api.karafuu.lan/stock": True,
    'Caddyfile: header_up Authorization "Basic {v}"': True,
    "Bruno request, headers: Authorization: Bearer {v}": False,
    "Hoppscotch env, Authorization = Basic {v}": True,
    "HTTPie: http GET api.karafuu.lan/orders 'Authorization:Bearer {v}'": False,
}


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "odoo.conf:\n[options]\ndb_user = odoo\ndb_password = {pw}\nadmin_passwd = x-not-this",
    ".env ya duka:\nDB_HOST=db.karafuu.lan\nDB_PASSWORD={pw}",
    'config.yaml:\nsmtp:\n  user: duka@karafuumwani.co.tz\n  password: "{pw}"',
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'kmw', 'PASSWORD': '{pw}'}}}}",
    'appsettings.json:\n{{"Smtp": {{"User": "resort", "Password": "{pw}"}}}}',
    "application.properties:\nspring.datasource.username=kmw\nspring.datasource.password={pw}",
    "docker-compose.yml:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "~/.my.cnf:\n[client]\nuser=ghala\npassword={pw}",
    'terraform.tfvars:\ndb_password = "{pw}"',
    "msmtprc:\naccount duka\nuser duka@karafuumwani.co.tz\npassword {pw}",
    "~/.pgpass:\npg.karafuu.lan:5432:karafuu:ghala:{pw}",
    "hostapd.conf:\nssid=Karafuu-Ghala\nwpa_passphrase={pw}",
    'config.toml:\n[mqtt]\nusername = "paje-logger"\npassword = "{pw}"',
]
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Juma: pasiwedi ya wifi ya ghala?\nSalim: {pw}",
    "[07:41] Fatma: nenosiri la POS ni lipi?\n[07:42] Hamad: {pw}",
    "مريم: شو كلمة السر؟\nخالد: {pw}",
    "Jayaben: password shu che?\nNilesh: {pw}",
    "Chiara: qual è la password della cassa?\nMatteo: {pw}",
    "Wanjiku: pass ya router ni gani?\nKevo: {pw}",
    "Asha: {pw} ndio nenosiri jipya la kompyuta",
    "Giulia: {pw} è quella che ho messo per il router",
    "Baraka: {pw}, that's what I set for the boat tablet",
]
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}",
    "neno\u00adsiri: {pw}",
    "раsswоrd: {pw}",
    "ｐａｓｓｗｏｒｄ: {pw}",
    "pass\u200bword = {pw}",
    "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝 {pw}",
    "ᴘᴀssᴡᴏʀᴅ: {pw}",
    "pass\ufeffword → {pw}",
]
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60),
    (_logins, 24),
    (_spelled, 12),
    (_cli, 34),
    (_urls, 13),
    (_vendors, 56),
    (_bare, 7),
    (_hexes, 9),
    (_jwts, 8),
    (_pems, 7),
    (_seeds, 12),
    (_cards, 12),
    (_cvvs, 6),
    (_ibans, 12),
    (_national, 22),
    (_backups, 6),
    (_totp, 4),
    (_codes, 5),
    (_wifi, 16),
    (_spelled_tokens, 10),
    (_locks, 9),
    (_phrases, 7),
    (_auth, 5),
    (_configs, 16),
    (_chats, 10),
    (_hidden, 8),
]


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
    "nenosiri la ghala ni": "{s}",
    "pasiwedi:": "{s} (usimwambie mtu)",
    "كلمة السر:": "{s}",
    "પાસવર્ડ છે": "{s}",
    "la password è": "{s}\ncambiala dopo la stagione",
    "Kevo: pass ni": "{s} buda",
    "the Odoo admin password is": "{s}",
    "Khalid: el password": "{s}",
    "Selcom portal pw:": "{s}",
    "Nilesh: password": "{s} che",
}
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "AzamPay client secret", "{s}", _j((B64, 88))),
    ("split_token", "ufunguo wa API wa Pesapal:", "{s}", _j((B64, 28))),
    ("split_token", "KarafuuPay secret", "{s} (live)", _j("kfp_live_", (ALNUM, 32))),
    ("split_seed", "maneno ya wallet", "{s}", _english_seed),
    (
        "split_card",
        "namba ya kadi",
        "{s} exp 10/38",
        lambda g: v.grouped(_card(g, "rupay"), " ", g),
    ),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SC"))),
    (
        "split_backup",
        "codici di backup",
        "{s}\n48213907\n55120934",
        lambda g: v.backup_codes(g, 1, 0)[0],
    ),
    ("split_otp", "siri ya TOTP", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "codice fiscale", "{s}", _cf),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]


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
    '{"ghala": {"url": "https://ghala.karafuu.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"nenosiri": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kevo", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"كلمة السر": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["influx", "-username", "ghala", "-password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "la password della cassa è {s}"}': ("meta_password", _plain_pw),
    '{"પાસવર્ડ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "ingia kama salim kwa nenosiri {s}"}': ("meta_password", _plain_pw),
    '{"selcom": {"api_secret": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"thawaniSecretKey": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 32))),
    '{"dhowtrack_key": "{s}"}': ("meta_token", _j("dht_", (LOWER_DIGITS, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': (
        "meta_card",
        lambda g: v.grouped(_card(g, "rupay"), " ", g),
    ),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MU")),
    '{"relative": {"aadhaar": "{s}"}}': ("meta_id", _aadhaar),
    '{"mfa": {"backup_codes": ["{s}", "90417723", "33810264"]}}': (
        "meta_otp",
        lambda g: v.backup_codes(g, 1, 0)[0],
    ),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"ghala": {"padlock_pin": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "KMW-Paje-Farm", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"odoo-17.0.20240601-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"tide-logger-fw-2.3.1.bin").hexdigest()
_COMMIT = hashlib.sha1(b"stock: add seaweed dry-weight column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pos: revert receipt footer", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"clove_prices_2033-07.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Nikumbushe kubadilisha nenosiri la POS kabla ya msimu wa watalii.",
    "Usimwambie mtu nenosiri lako, hata mimi.",
    "Sera ya kampuni: nenosiri liwe na herufi 14 au zaidi.",
    "Nenosiri la wifi liko kwenye kadi ndani ya droo ya ofisi.",
    "لا تعطي كلمة السر لأحد، حتى البنك.",
    "كلمة السر لازم تكون أطول من ١٢ حرف.",
    "કોઈને પાસવર્ડ કહેતા નહીં.",
    "Password badlvo padse, bank e message moklyo che.",
    "Non condividere mai la password, nemmeno con la reception.",
    "La password deve avere almeno quattordici caratteri.",
    "Manze usiweke password yako kwa group ya WhatsApp.",
    "Password ya keja imebadilishwa, Kevo atakutumia mwenyewe.",
    "Please don't paste passwords into the WhatsApp group; use the vault.",
    "The `.env.example` line `SELCOM_API_SECRET=replace-me` is a placeholder.",
    "Replace <YOUR_AZAMPAY_KEY> in the README with the key from the dashboard.",
    "SELCOM_API_SECRET and THAWANI_SECRET_KEY must be set before the nightly sync.",
    "The Odoo screen asks for a new password after every upgrade.",
    "After five wrong passwords the POS locks the till for 15 minutes.",
    "Print the 2FA backup codes and keep them in the safe in Stone Town.",
    "No wallet's support will ever ask for your recovery phrase.",
    "The guest wifi 'Karafuu-Wageni' is open, no password needed.",
    "Ask Salim for the drying-shed keypad code, I don't have it.",
    "My card ending 4417 was declined at the Darajani hardware shop.",
    "The Seychelles buyer wants the IBAN on the invoice without spaces.",
    "Upgraded Odoo from 16.0 to 17.0 and the tide logger firmware to 2.3.1.",
    f"commit {_COMMIT} adds the seaweed dry-weight column.",
    f"Rolled back to {_SHORT} after the receipt footer broke the printer.",
    f"requirements.txt: odoo==17.0.20240601 --hash=sha256:{_WHEEL_SUM}",
    f"The tide logger firmware 2.3.1 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"MD5 of clove_prices_2033-07.csv is {_MD5}, same as on the share.",
    "Request id 3f9a1c2e-7b4d-4e08-a6c1-5d2e8f0b9a71 is the slow one in the POS logs.",
    "Order KMW-2033-00418: 40 kg of Pemba cloves for the Muscat shop, ships Thursday.",
    "Zammad #4471: the Paje drying shed fan trips at night again.",
    "Call the Forodhani shop on +255 24 223 1187 before noon.",
    "Ferry ticket AZM-7731-B, Stone Town to Dar, 07:00, seat 14C.",
    "Invoice KM-2033-118 is 1,250,000 TZS, due in 30 days.",
    "HS code 0907.10 is cloves, whole; 1212.21 is seaweed for food.",
    "The Paje farm has 380 lines of seaweed, about 12 m each.",
    "Low tide at Paje is 05:42, high tide 11:58 (0.4 m and 3.9 m).",
    "A sack of dried cloves from Chake-Chake weighs about 50 kg.",
    "The secret of good urojo is the mango pickle, says Bi Zuhura.",
    "Siri ya mchuzi mzuri ni nazi mbichi.",
    "Bei ya karafuu leo ni shilingi 14,000 kwa kilo.",
    "Boti ya Nungwi inaondoka saa 3 asubuhi, tiketi namba 0412.",
    "Il check-in al resort è alle 14:00, la colazione dalle 7 alle 10.",
    "La camera 12 ha il codice prenotazione BK-4482-XN, due notti.",
    "سعر القرنفل اليوم ٤ ريال للكيلو.",
    "رحلة مسقط زنجبار رقم WY 671 الساعة ٩ صباحا.",
    "Kantilal bapa ni dukan Mandvi ma 8 vage khule che.",
    "ગોદામનો ફોન નંબર +91 2834 22 3341 છે.",
    "Kevo anakuja Jumamosi na basi la Mombasa, namba ya kiti 22.",
    "Bus ya Eastleigh 8:30, fare ni 150 bob.",
    "Version 4.12.3 of the POS app fixed the receipt printer.",
    "The PIN pad at the Stone Town shop is broken; use the mobile terminal.",
    "Password rotation for the office laptops is every 90 days.",
    "Token counts for the assistant: prompt 512, completion 128.",
    "The API key field in Odoo settings is required for the Selcom module.",
    "PO number 2033-0077 covers 18 bales of seaweed to Port Louis.",
    "Container MSKU 7731249 with the cloves is at Malindi port, Stone Town.",
    "ISBN 978-9987-08-112-4 is the clove history book on the office shelf.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kmw/odoo", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "odoo", "version": "17.0"}}',
    '{"ticket": "4471", "order": "KMW-2033-00418"}',
    '{"lot": {"id": "CLV-2033-PEM-0311", "weight_kg": 50, "moisture_pct": 12.5}}',
    '{"phone": "+255 24 223 1187", "city": "Stone Town"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "seaweed_lines": 380}',
    '{"hs_code": "0907.10", "origin": "TZ", "description": "cloves, whole"}',
    '{"tide": {"low": "05:42", "high": "11:58"}, "farm": "Paje"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
