# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, fifty-third corpus: written blind, without reading the scrubber.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to fiftieth only to search them (grep)
for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora, the
corpora written beside it, any test nor the reports, and the scrubber was never run on it. Its own
seed, password words, names, places, templates, tools, vendors and layouts, the way the crane
drivers, lashing gangs, gate clerks, reefer technicians, customs desk and vessel planning office of
a container terminal leak secrets into an assistant's memory: Tamarisk Quay Container Terminal at
the fictional port of Saltcote Roads, with five ship-to-shore cranes on three berths, a gate complex
with OCR lanes, a reefer yard of 912 plugs, a customs desk and a vessel planning office, rail-linked
inland depots at Raipur, Jhansi, Haldwani, Mathura and Bhagalpur, a feeder agency in Chattogram, a
barge jetty at Vengurla and a liaison office in Mansehra. Shift handover logs, VHF traffic typed up
by a tally clerk, the gate radio chat, tickets, e-mails, runbooks, wiki pages and tables, the
history of tmux, byobu, screen, Termux, Git Bash, zsh and fish, Jenkins and cron lines, configs,
voice-dictated text and requests to the assistant itself; the passwords of the web pages and service
tools of crane, spreader, gate, reefer, sensor, safety, radio, camera, access and network hardware
and accounts (Konecranes, ZPMC, Camco, Orbita, Ikusi, Bromma, Stinis, Elme, Gottwald, Terberg, Mafi,
Sany, Rotork, SICK, Leuze, Pepperl+Fuchs, Turck, Balluff, Star Cool, Schmersal, Paceco, TagMaster,
Zetes, CP Plus, Matrix Comsec, Godrej, Tejas, Syrotech, Excitel, Grameenphone, Banglalink, Teletalk,
Ufone); commands of tn5250, startrfc, twiddle.sh, conjur, tpcc_load, hammerdbcli, kafkacat,
rethinkdb, uemcli, azcopy, brconnect, saphostctrl, OpenEdge's mpro and Connect:Direct's direct
(tools heldouts 5 to 50 do not name) beside commoner ones; configs of WSO2, Debezium, Flectra,
Apache Camel, Kafka Connect, Karapace, Schema Registry, Jaspersoft, PostgREST, ToolJet, StackStorm,
Metricbeat, Packetbeat, Sphinx, Katello, Quickwit and Uptrace. About 61 % English (or
language-neutral config and shell), the rest (about 39 %) in Chhattisgarhi, Bundeli, Kumaoni, Braj,
Angika and Malvani (in Devanagari), Chittagonian (in Bengali letters) and Hindko (in Shahmukhi),
which no earlier docstring names, and in Hindi, Urdu, Bengali, Marathi, Tamil, Gujarati, Tagalog,
Arabic, Simplified Chinese, Korean, Dutch, Spanish, Vietnamese, Indonesian, Czech, Italian and
Russian in wordings of their own. Vendors (CyberLogitec, INTTRA, CargoSmart, GreenSteam, Nautilus
Labs, Awake.AI, Identec Solutions, Visy, BillDesk, Decentro, Digio, Signzy, IDfy, Karza, Perfios,
Knowlarity, Route Mobile, Shiprocket, Blue Dart, Ecom Express, Xpressbees, BlackBuck, FarEye,
LogiNext, Fretron, Intugine, Cogoport, Freightwalla, Vamaship, Portall, Kale Logistics, Magaya,
CargoWise, Ocean Insights, Terminal49, Shipwell, Loadsmart, Turvo, Nexxiot, Traxens, Globe Tracker)
are ones heldouts 5 to 50 do not name. The ids are kinds they do not use: an Indian seafarer's
Continuous Discharge Certificate (CDC) number, India's ESIC insurance (IP) number, e-Shram UAN, TAN
and Aadhaar enrolment id (EID), Bangladesh's e-TIN and birth registration number, Pakistan's
sales-tax registration number (STRN), the Qatar ID (QID), a UAE MOHRE person code, an Omani resident
card number, a Philippine Seafarer's Record Book (SRB) number and an Indonesian seaman's book (buku
pelaut) number, and Indian and Pakistani passports under Chhattisgarhi, Braj and Hindko words. Every
python-stdnum module for a person's or a company's number is used by some earlier held-out corpus
(the few left, Brazil's CPF, Canada's SIN, Spain's DNI and the US SSN, through the value helpers),
and none of these kinds has one: all are unchecked, drawn in their published shape or as the
docstring of their maker says (no check-digit algorithm is written here). The container numbers of
the clean texts pass ISO 6346 (`stdnum.iso6346`) and the feeder's IMO number its check digit
(`stdnum.imo`): those must be kept. Card numbers pass Luhn (NAPAS `9704`, ArCa `9051` and Korti
Milli `9762` prefixes drawn here and checked with python-stdnum's `luhn`, beside the value helpers'
Visa, Mastercard, Amex, UnionPay and Discover). The IBANs are of countries used least by a rough
count over heldouts 5 to 50 (Serbia, Tunisia, Lithuania, Latvia, Estonia, Belgium, Ireland and
Sweden, each in about three earlier corpora), drawn until `stdnum.iban` validates them; seed phrases
come from `mnemonic`'s English, Czech, Korean, Simplified Chinese, Italian, Russian and Spanish
lists.
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
from stdnum import imo as std_imo
from stdnum import iso6346, luhn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 71_406_593
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


_KIT = ["Spreader", "Twistlock", "Headblock", "Trolley", "Stowage", "Hatchcover", "Quaywall",
        "Fender", "Lashbar", "Outreach", "Sternline", "Chassis", "Straddle", "Flipper", "Baplie",
        "Coprar", "Backreach", "Sheave"]  # fmt: skip
_PLACES = ["Raipur", "Bilaspur", "Jhansi", "Orchha", "Almora", "Haldwani", "Mathura", "Vrindavan",
           "Bhagalpur", "Munger", "Patenga", "Halishahar", "Vengurla", "Malvan", "Abbottabad",
           "Mansehra", "Saltcote", "Tamarisk"]  # fmt: skip
_NAMES = ["Bhuneshwar", "Sukhnandan", "Lakheshwari", "Ramsakhi", "Harprasad", "Kundan", "Himani",
          "Girdhari", "Radhika", "Umakant", "Sunaina", "Nurul", "Rokeya", "Jamshed", "Sadanand",
          "Prajakta", "Haroon", "Sabahat", "Zarmina", "Rodel", "Jomar", "Maricel", "Senthil",
          "Kalaivani", "Hamdan", "Weiqiang", "Minjae", "Joost", "Yolanda", "Pankaj", "Hetal"]  # fmt: skip
_FOOD = ["chila", "faraa", "singori", "peda", "katarni", "mezban", "kombdi", "chapli", "bhatt",
         "jhangora", "sattu", "ambat", "litti", "kalakand"]  # fmt: skip
_SYMBOLS = "!@#$%^*?+=_"
_LEET = ["Spr34d3r", "Tw1stl0ck", "H34dbl0ck", "Qu4yw4ll", "St0w4g3", "F3nd3r", "Tr0ll3y",
         "H4tchc0v3r", "L4shb4r"]  # fmt: skip


def _box(g: random.Random) -> str:
    """An equipment word, a box size and a sign, the way a lashing gang makes one up."""
    return f"{g.choice(_KIT)}{g.choice(['20ft', '40ft', '45HC', '40RF'])}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Three random groups of five capitals and digits joined by dots, as a generator writes them."""
    return ".".join(_r(g, UPPER_DIGITS, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _box,
    lambda g: "-".join(w.lower() for w in g.sample(_KIT, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&!?@", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_KIT)}Bay{g.randrange(1, 90):02d}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_FOOD)}.{g.randrange(1970, 2034)}",
    lambda g: f"Berth{g.randrange(1, 9)}{g.choice(_KIT)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: _r(g, LOWER, 3) + _r(g, UPPER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_SYMBOLS)}{g.choice(_FOOD).capitalize()}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}Moves{g.randrange(20, 60)}Boxes",
    lambda g: _r(g, ALNUM, 18),
    lambda g: f"{g.randrange(100, 1000)}TEU{g.choice(_FOOD).capitalize()}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Shift handover log, STS 3: Konecranes TRUCONNECT portal password {pw}",
    "typed up from VHF channel 12 by the tally clerk: ZPMC crane CMS password {pw}",
    "Gate lane 4 note: Camco OCR portal admin password {pw}",
    "Rodel, gate camera server (Orbita): password {pw}",
    "Ikusi TETRA dispatcher console password {pw}, radio room at berth 2",
    "Bromma spreader diagnostics laptop password {pw}",
    "Stinis spreader PLC web page password: {pw}",
    "Elme spreader service tool password is {pw}",
    "Jomar says the Gottwald mobile harbour crane HMI password is {pw}",
    "Terberg terminal tractor fleet portal password {pw}",
    "Mafi roll-trailer telematics password {pw}",
    "Sany reach stacker cloud portal password is {pw}",
    "Rotork IQ actuator Bluetooth password {pw} (fuel farm valves)",
    "SICK laser scanner SOPAS engineering password {pw}",
    "Leuze BPS positioning sensor password {pw}",
    "Pepperl+Fuchs RFID gateway web password {pw}",
    "Turck TBEN block password {pw}, trolley house of STS 5",
    "Balluff IO-Link master admin password: {pw}",
    "Star Cool reefer controller service password {pw}",
    "Schmersal PSC1 safety controller password {pw}",
    "Paceco crane PLC web login password {pw}",
    "TagMaster reader at gate-in lane 2, admin password {pw}",
    "Hi Senthil,\n\nthe root password on the TOS app server is {pw}. Please delete this mail once it's in Conjur.\n\nThanks,\nHetal",
    "Incident 2033-08-19: the CP Plus NVR at the reefer yard was reachable from the internet with password {pw}",
    "Runbook: silence a reefer alarm\n1. open the Matrix Comsec panel\n2. log in as supervisor\n3. password {pw}\n4. acknowledge the R-14 alarm",
    "README (gate OCR rack)\nthe Zetes console is at https://zetes.tqct.lan, admin password `{pw}`.",
    "my Grameenphone account password is {pw} now",
    "can you remember my Banglalink app password? it's {pw}",
    "dictated: the Tejas ONT admin password is {pw} full stop",
    "after the reset the Syrotech router password became {pw}",
    "मोर ईमेल के पासवर्ड {pw} हे",
    "भुनेश्वर: क्रेन के केबिन वाले पीसी के नवा पासवर्ड {pw} हवय, काकरो ल झन बताबे",
    "हमाओ ईमेल को पासवर्ड {pw} आय",
    "रामसखी: गेट वाले कंप्यूटर को नओ पासवर्ड {pw} आय",
    "म्यर ईमेलक पासवर्ड {pw} छ",
    "कुंदन: रीफर यार्डक कंप्यूटरक नौं पासवर्ड {pw} छ",
    "मेरौ ईमेल कौ पासवर्ड {pw} है",
    "गिरधारी: कस्टम डेस्क वारे कंप्यूटर कौ नयौ पासवर्ड {pw} है, काऊ ते मत कहियौ",
    "हमरो ईमेल रो पासवर्ड {pw} छेकै",
    "उमाकांत: प्लानिंग ऑफिस रो कंप्यूटर रो नया पासवर्ड {pw} छै",
    "আঁর ইমেইলর পাসওয়ার্ড ইবা: {pw}",
    "নুরুল: গেটর কম্পিউটারর নয়া পাসওয়ার্ড {pw}, কেওরে ন কইও",
    "माझ्या ईमेलाचो पासवर्ड {pw} आसा",
    "सदानंद: जेटीवरच्या कंप्युटराचो नवो पासवर्ड {pw} आसा",
    "میرے ای میل نا پاسورڈ {pw} اے",
    "ہارون: کسٹم ڈیسک نے کمپیوٹر نا نواں پاسورڈ {pw} اے",
    "क्रेन 3 के केबिन वाले पीसी का पासवर्ड अब {pw} है",
    "کسٹمز ڈیسک والے کمپیوٹر کا پاس ورڈ {pw} رکھا ہے",
    "গেটের কম্পিউটারের পাসওয়ার্ড এখন {pw}",
    "रीफर यार्डच्या संगणकाचा पासवर्ड {pw} आहे",
    "கிரேன் கேபின் கணினியின் கடவுச்சொல் {pw}",
    "please store this for me, the vessel planning PC password: {pw}",
    "yung password ng PC sa gate ay {pw}",
    "Maricel asked me to keep this: the reefer yard laptop password is {pw}",
    "كلمة سر جهاز بوابة الميناء هي {pw}",
    "码头闸口电脑的密码改成了 {pw}",
    "안벽 크레인 PC 암호는 {pw}입니다",
    "het wachtwoord van de kraancabine-pc is nu {pw}",
    "voice note from the quay: STS 2 spreader touchscreen password {pw}, over",
    "Wiki › Gate › Lane 3 kiosk: local admin password {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["bhuneshwar", "sukhnandan", "lakheshwari.s", "ramsakhi", "harprasad", "kundan.b",
          "himani", "girdhari", "radhika.c", "umakant", "sunaina", "nurul", "rokeya.a", "jamshed",
          "sadanand", "prajakta.n", "haroon", "sabahat", "rodel", "jomar.d", "maricel", "senthil",
          "kalaivani", "hamdan", "weiqiang", "minjae", "joost", "pankaj", "svc-gate-ocr",
          "vpo-planner", "reefer-mon"]  # fmt: skip
_LOGINS = [
    "gate radio chat, Jomar: the Camco portal login is {u} / {pw}",
    "ticket 6133: {u} locked out of the Konecranes portal, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Cranes › STS 4 › Paceco PLC: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Star Cool tool | {u} | {pw} |",
    "log into the Bromma diagnostics as {u} with {pw}",
    "Visy login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: ocr-lane4\n  user: {u}\n  pass: {pw}",
    "Himani says the SICK SOPAS account is {u} and the password is {pw}",
    "system,user,password\nterberg-fleet,{u},{pw}",
    "ssh {u}@gate-ocr.tqct.lan (password {pw})",
    "creds for the Ikusi console are {u} and {pw}",
    "मोर यूजरनेम {u} अउ पासवर्ड {pw} हे",
    "हमाओ यूजरनेम {u} और पासवर्ड {pw} आय",
    "म्यर यूजरनेम {u} और पासवर्ड {pw} छ",
    "मेरौ यूजरनेम {u} और पासवर्ड {pw} है",
    "हमरो यूजरनेम {u} आरो पासवर्ड {pw} छै",
    "আঁর ইউজারনেম {u}, পাসওয়ার্ড {pw}",
    "माझो यूजरनेम {u} आणि पासवर्ड {pw} आसा",
    "میرا یوزرنیم {u} تے پاسورڈ {pw} اے",
    "username ko {u}, password {pw}",
    "اسم المستخدم {u} وكلمة المرور {pw}",
    "아이디는 {u}, 비밀번호는 {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kedge", "fairlead", "gunwale", "thole", "windlass", "scupper", "thekua",
               "khurchan", "dubki", "bafauri", "shidal", "kuswar", "sannas", "ghevar", "rasbhari",
               "sutarfeni"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, followed by {d}",
    "crane 3 PC: say {w}, then the digits {d}",
    "voice note: the gate lane wifi is {w} and then {d}, no gap",
    "it's {w}{d}, the word and the number run together",
    "पासवर्ड ह {w} शब्द हे, ओकर बाद {d}",
    "पासवर्ड {w} सबद आय, ऊके पाछें {d}",
    "पासवर्ड {w} शब्द छ, वीक बाद {d}",
    "पासवर्ड {w} सब्द है, वाके पाछें {d}",
    "पासवर्ड {w} शब्द छेकै, ओकरो बाद {d}",
    "পাসওয়ার্ড {w} শব্দ, তারবাদে {d}",
    "पासवर्ड {w} शब्द, मगे {d}",
    "پاسورڈ {w} لفظ اے، اس توں بعد {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "tn5250 env.DEVNAME=GATE04 env.USER={u} env.IBMSUBSPW={pw} ssl:as400.tqct.lan",
    "startrfc -h sap-erp.tqct.lan -s 00 -c 100 -u {u} -p {pw} -l EN -F RFC_SYSTEM_INFO",
    "./twiddle.sh -s jboss-tos.tqct.lan:1099 -u {u} -p '{pw}' get jboss.system:type=ServerInfo",
    "conjur variable set -i tqct/gate-ocr/db-password -v '{pw}'",
    "./tpcc_load -h yard-db.tqct.lan -P 3306 -d tpcc100 -u {u} -p '{pw}' -w 100",
    "hammerdbcli\nhammerdb>dbset db pg\nhammerdb>diset connection pg_host tos-pg.tqct.lan\nhammerdb>diset tpcc pg_superuserpass {pw}",
    "kafkacat -b kafka.tqct.lan:9093 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username={u} -X sasl.password={pw} -t gate.transactions -C -o end",
    "rethinkdb --bind all --directory /data/yard-events --initial-password '{pw}'",
    "uemcli -d unity-vpo.tqct.lan -u Local/{u} -p '{pw}' /stor/prov/fs show",
    "AZCOPY_SPA_CLIENT_SECRET='{pw}' azcopy login --service-principal --application-id $APP_ID --tenant-id $TENANT_ID",
    "brconnect -u system/{pw} -c -f stats -t all",
    "/usr/sap/hostctrl/exe/saphostctrl -host sap-erp -user sapadm {pw} -function ListInstances",
    "mpro -db tos -H oe.tqct.lan -S 20931 -U {u} -P '{pw}' -p gatelist.p",
    "direct\nsubmit file=coprar.cdp snode=CUSTOMS.EDI snodeid=({u},{pw}) &FILE=/edi/out/coprar.edi;",
    "sqlcmd -S vpo-sql.tqct.lan -U {u} -P '{pw}' -d Stowage -Q \"select top 5 * from Bays\"",
    "mysql -h gate-db.tqct.lan -u {u} -p'{pw}' gate",
    "PGPASSWORD='{pw}' psql -h tos-pg.tqct.lan -U {u} tos",
    "curl -u {u}:{pw} https://camco-ocr.tqct.lan/api/v1/lanes/4/transactions",
    "smbclient //fs.tqct.lan/baplie -U 'TQCT\\{u}%{pw}'",
    "ipmitool -I lanplus -H tos-app1-bmc.tqct.lan -U {u} -P '{pw}' chassis power status",
    "sshpass -p '{pw}' ssh {u}@crane4-hmi.tqct.lan",
    "net use Z: \\\\fs.tqct.lan\\customs {pw} /user:TQCT\\{u}",
    "xfreerdp /v:vpo-ts.tqct.lan /u:{u} /p:'{pw}' /dynamic-resolution",
    "snmpwalk -v3 -l authPriv -u {u} -a SHA -A '{pw}' -x AES -X '{pw}' sts3-switch.tqct.lan",
    "openssl pkcs12 -export -in gate.crt -inkey gate.key -out gate.p12 -passout pass:{pw}",
    "keytool -importkeystore -srckeystore tos.p12 -srcstoretype PKCS12 -srcstorepass '{pw}' -destkeystore tos.jks",
    "7z a -p'{pw}' -mhe=on manifests-2033-08.7z manifests/",
    "mosquitto_sub -h mqtt.tqct.lan -p 8883 -u {u} -P '{pw}' -t 'reefer/+/temp'",
    "redis-cli -h yard-cache.tqct.lan -a '{pw}' --no-auth-warning info keyspace",
    "docker login registry.tqct.lan -u {u} -p '{pw}'",
    "wget --user={u} --password='{pw}' https://vpo.tqct.lan/exports/baplie-latest.edi",
    "mongosh \"mongodb://{u}:{pw}@events.tqct.lan:27017/gate?authSource=admin\"",
    "sqlplus {u}/{pw}@//tos-ora.tqct.lan:1521/TOS",
    "htpasswd -b -c /etc/nginx/.htpasswd-vpo {u} '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "gate-ocr:~# {c}", "rodel@vpo-ws01:~$ {c}",
    "from the crane 4 maintenance laptop (Git Bash): {c}", "PS C:\\ops> {c}",
    "tmux pane 2 on the jump host:\n$ {c}", "byobu, window 'sap':\n{c}", "screen -r tos\n$ {c}",
    "Termux on the foreman's phone: {c}", "Windows Terminal, Ubuntu tab:\n{c}",
    "shift log, what I ran at 03:10:\n{c}", "~/.bash_history on vpo-ws01:\n  412  {c}",
    "zsh history: : 1985234112:0;{c}", "fish history:\n- cmd: {c}\n  when: 1985234112",
    "runbook step 4: {c}", "ticket 6151, pasted by the integrator:\n{c}",
    "Jenkins console output:\n+ {c}", "what the planner typed on the terminal screen: {c}",
    "ए कमांड चलाय रहेंव: {c}", "जा कमांड चलाई ती: {c}",
    "यो कमांड चलाछ: {c}", "এই কমান্ড চালাইয়ি: {c}", "ही कमांड चलयली: {c}",
    "اے کمانڈ چلائی سی: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-sts3-trolley.tqct.lan:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@edi.customs-gw.lan:990/coprar/",
    "redis://{u}:{pw}@yard-cache.tqct.lan:6379/2",
    "mongodb+srv://{u}:{pw}@tos-events.tqct.net/gate",
    "oracle+oracledb://{u}:{pw}@tos-ora.tqct.lan:1521/?service_name=TOS",
    "ibm_db_sa://{u}:{pw}@as400.tqct.lan:50000/GATE",
    "clickhouse://{u}:{pw}@ch.tqct.lan:9000/moves",
    "stomp+ssl://{u}:{pw}@artemis.tqct.lan:61614",
    "influxdb://{u}:{pw}@influx.tqct.lan:8086/reefers",
    "snowflake://{u}:{pw}@tqct-acc/vpo/public?warehouse=PLANNING",
    "hana://{u}:{pw}@sap-hana.tqct.lan:30015",
    "neo4j+s://{u}:{pw}@graph.tqct.lan:7687",
    "Server=tcp:vpo-sql.tqct.lan,1433;Initial Catalog=Stowage;User ID={u};Password={pw};Encrypt=True;",
    "jdbc:postgresql://tos-pg.tqct.lan:5432/tos?user={u}&password={pw}&ssl=true",
    "amqp://{u}:{pw}@rabbit.tqct.lan:5672/gate",
]  # fmt: skip
_URL_PLACES = [
    "GATE_DB_URL={c}", "Superset database URI, the old one: {c}",
    "keep this connection string for me: {c}", "कनेक्शन स्ट्रिंग: {c}", "ডেটাবেসর ইউআরএল: {c}",
    "ticket 6140: {c}", "wiki page 'Yard databases': {c}", "डेटाबेसक URL {c} छ",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tamarisk-quay", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "bookings:read moves:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("CyberLogitec", "OPUS_TERMINAL_API_KEY", _j((HEX, 40))),
    ("INTTRA", "INTTRA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("CargoSmart", "CARGOSMART_API_KEY", _j((UPPER_DIGITS, 32))),
    ("GreenSteam", "GREENSTEAM_TOKEN", _vendor_jwt("https://api.greensteam.com")),
    ("Nautilus Labs", "NAUTILUS_API_KEY", _j("nl_live_", (ALNUM, 32))),
    ("Awake.AI", "AWAKE_API_TOKEN", _j((HEX, 64))),
    ("Identec Solutions", "IDENTEC_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Visy", "VISY_GATE_API_KEY", _j((ALNUM, 36))),
    ("BillDesk", "BILLDESK_SECRET_KEY", _j((ALNUM, 32))),
    ("Decentro", "DECENTRO_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Digio", "DIGIO_CLIENT_SECRET", _j((UPPER_DIGITS, 32))),
    ("Signzy", "SIGNZY_API_KEY", _j((URLSAFE, 48))),
    ("IDfy", "IDFY_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Karza", "KARZA_API_KEY", _j((ALNUM, 16))),
    ("Perfios", "PERFIOS_PRIVATE_KEY", _j((B64, 44))),
    ("Knowlarity", "KNOWLARITY_AUTH_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Route Mobile", "ROUTEMOBILE_API_KEY", _j((HEX, 32))),
    ("Shiprocket", "SHIPROCKET_TOKEN", _vendor_jwt("https://apiv2.shiprocket.in")),
    ("Blue Dart", "BLUEDART_LICENCE_KEY", _j((LOWER_DIGITS, 32))),
    ("Ecom Express", "ECOMEXPRESS_API_PASSWORD", _j((ALNUM, 20))),
    ("Xpressbees", "XPRESSBEES_API_KEY", _j((HEX, 40))),
    ("BlackBuck", "BLACKBUCK_API_TOKEN", _j((URLSAFE, 43))),
    ("FarEye", "FAREYE_API_KEY", _j((ALNUM, 40))),
    ("LogiNext", "LOGINEXT_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Fretron", "FRETRON_API_TOKEN", _vendor_jwt("https://apis.fretron.com")),
    ("Intugine", "INTUGINE_API_KEY", _j((HEX, 32))),
    ("Cogoport", "COGOPORT_API_KEY", _j("cogo_", (ALNUM, 36))),
    ("Freightwalla", "FREIGHTWALLA_API_KEY", _j((UPPER_HEX, 40))),
    ("Vamaship", "VAMASHIP_API_TOKEN", _j((ALNUM, 64))),
    ("Portall", "PORTALL_ACCESS_TOKEN", _j((URLSAFE, 64))),
    ("Kale Logistics", "KALE_CLIENT_SECRET", _j((B64, 64))),
    ("Magaya", "MAGAYA_NETWORK_KEY", _j((UPPER_HEX, 32))),
    ("CargoWise", "CARGOWISE_EADAPTOR_PASSWORD", _j((ALNUM + "!#%", 24))),
    ("Ocean Insights", "OCEANINSIGHTS_API_TOKEN", _j((HEX, 48))),
    ("Terminal49", "TERMINAL49_API_KEY", _j((ALNUM, 30))),
    ("Shipwell", "SHIPWELL_API_KEY", _j((HEX, 64))),
    ("Loadsmart", "LOADSMART_API_KEY", _j((ALNUM, 40))),
    ("Turvo", "TURVO_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Nexxiot", "NEXXIOT_API_KEY", _j((B64, 43), "=")),
    ("Traxens", "TRAXENS_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Globe Tracker", "GLOBETRACKER_API_KEY", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "set {env}={tok}",
    "$env:{env} = \"{tok}\"",
    "kubectl create secret generic gate-sync --from-literal={env}={tok}",
    "docker run -e {env}={tok} registry.tqct.lan/gate-sync:2.3",
    "Jenkinsfile:\nenvironment {{\n    {env} = '{tok}'\n}}",
    ".gitlab-ci.yml:\nvariables:\n  {env}: \"{tok}\"",
    "workflow file:\n    env:\n      {env}: {tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "group_vars/all.yml:\n{env}: \"{tok}\"",
    "crontab on tos-app1: 0 * * * * {env}={tok} /opt/tqct/bin/sync-bookings",
    "conjur variable set -i tqct/{env} -v {tok}",
    "TOS › Admin › External systems › {vendor} › Secret: {tok}",
    "wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "shift log: rotated the {vendor} key, new one {tok}",
    "gate radio chat, Rodel: {vendor} key for the booking sync: {tok}",
    "the {vendor} token in use now is {tok}; the old one is revoked",
    "ticket 5521: {vendor} webhook returns 403, key on file {tok}",
    "{vendor} integration broken since the upgrade, current key {tok}",
    "please remember my {vendor} API key: {tok}",
    "{vendor} के API चाबी {tok} हे",
    "{vendor} की API चाबी {tok} आय",
    "{vendor}क API चाबी {tok} छ",
    "{vendor} की API चाबी {tok} है, काऊ ते मत कहियौ",
    "{vendor} रो API चाबी {tok} छै",
    "{vendor}র API কী ইবা: {tok}",
    "{vendor}ची API की {tok} आसा",
    "{vendor} نی API کی {tok} اے",
    "Bitwarden note 'integrations': {vendor} / {tok}",
    "{vendor} کی API کلید: {tok}",
    "{vendor}-এর API কী: {tok}",
    "TOS release notes draft (remove before sending!): {vendor} key {tok}",
    "{vendor} API சாவி: {tok}",
    "{vendor} ની API કી: {tok}",
    "dictated: the {vendor} API key is {tok} end of key",
    "handover to the night planner: {vendor} sandbox key {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} API 키는 {tok}",
    "API-sleutel van {vendor} voor de gate: {tok}",
    "Postman environment 'prod': {env} = {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    terminal49 = _r(rng, ALNUM, 30)
    ocean = _r(rng, HEX, 48)
    fareye = _r(rng, ALNUM, 40)
    karza = _r(rng, ALNUM, 16)
    loadsmart = _r(rng, ALNUM, 40)
    billdesk = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.terminal49.com/v2/shipments", headers={{"Authorization": "Token {terminal49}"}})', terminal49),
        Sample("vendor_token", f"curl -H 'X-Api-Key: {ocean}' https://api.ocean-insights.com/v2/containers/TQCU4182638", ocean),
        Sample("vendor_token", f'const fareye = new FarEyeClient({{ apiKey: "{fareye}", region: "in" }});', fareye),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "KARZA_API_KEY", "\\"{karza}\\"")\n  }}\n}}', karza),
        Sample("vendor_token", f"Info.plist:\n<key>LoadsmartApiKey</key>\n<string>{loadsmart}</string>", loadsmart),
        Sample("vendor_token", f"$bd = new BillDeskClient('TQCTMERCH', '{billdesk}');", billdesk),
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


_BARE_PLACES = ["{t}", "gate radio chat: {t}", "copy it now, the page shows it only once:\n{t}",
                "ये वाला token: {t}", "{t}\n^ the current one, the previous is revoked",
                "hold on to this for me: {t}", "ইবা token: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 46)), _j((URLSAFE, 20), ".", (URLSAFE, 44)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 54)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES-128 key of the Identec reefer tag reader (hex): {h}": 32,
    "HMAC secret for the BillDesk payment callback: {h}": 64,
    "Visy gate OCR export encryption key: {h}": 32,
    "IPsec pre-shared key of the tunnel to the customs EDI gateway, hex: {h}": 64,
    "MACsec CAK of the crane ring network: {h}": 64,
    "Schmersal config backup master key (hex): {h}": 48,
    "बैकअप का एन्क्रिप्शन की: {h}": 64,
    "بیک اپ کی انکرپشن کلید: {h}": 64,
    "बैकअपक एन्क्रिप्शन चाबी: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket 6162: token copied from the browser's dev tools on the Terminal49 page {t}",
    "Cookie: lang=hi-IN; tq_session={t}",
    "VPO_CONSOLE_ACCESS_TOKEN={t}",
    "hold on to this bearer token for me {t}",
    "ये token है {t}",
    "ইবা token: {t}",
    "HAR export, request header authorization: Bearer {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.tqct.net/realms/terminal",
            "azp": "vpo-console",
            "roles": ["planner", "gate"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the gate OCR box, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/pki/tls/private/edi.tqct.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"AS2_SIGNING_KEY": "{key}", "partner": "customs-gw"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_vpo <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket 6170, pasted by the crane vendor's engineer:\n{key}": ("PRIVATE KEY", "\n"),
    "सर्वर की प्राइवेट की:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "GPG secret key for signing the BAPLIE exports:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the steel plate: {p}": "english",
    "BlueWallet recovery phrase\n{p}": "english",
    "Guarda words (the old demurrage-fund wallet, emptied): {p}": "english",
    "Coinomi seed backup: {p}": "english",
    "voice memo: the Exodus recovery words are {p} and that is all of them": "english",
    "wiki page 'Crew fund wallet (retired)': {p}": "english",
    "obnovovací fráze peněženky Nunchuk: {p}": "czech",
    "Kaikas 지갑 복구 문구: {p}": "korean",
    "imToken 助记词：{p}": "chinese_simplified",
    "frase di recupero del portafoglio Atomic: {p}": "italian",
    "сид-фраза кошелька SafePal: {p}": "russian",
    "frase semilla de la billetera Trust Wallet: {p}": "spanish",
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
        " | ".join(words),
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (NAPAS', ArCa's, Korti Milli's: brands the
    value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "napas":
        return _card_of(rng, ["970415", "970436", "970422", "970418"], [16])
    if brand == "arca":
        return _card_of(rng, ["905100", "905101", "905125"], [16])
    if brand == "kortimilli":
        return _card_of(rng, ["976200", "976201", "976245"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "shift log: the terminal's purchasing card for Bromma spare parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "ticket 6120: pay the Konecranes field visit with card {c}",
    "मोर कार्ड के नंबर: {c}, {mm}/{yy}",
    "हमाओ कार्ड नंबर {c} आय",
    "मेरौ कार्ड नंबर: {c}",
    "আঁর কার্ডর নম্বর: {c}, {mm}/{yy}",
    "माझ्या कार्डाचो नंबर {c} आसा",
    "میرے کارڈ نا نمبر: {c}",
    "numero ng card ko: {c}, {mm}/{yy}",
    "số thẻ của tôi: {c}, hết hạn {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "napas", "mastercard", "amex", "arca", "unionpay", "kortimilli", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 02/36, CVC {cvv}",
               "the three digits printed by the signature panel: {cvv}",
               "Amex {c}, the four small digits above the number on the front: {cvv}",
               "कार्डक पिछाड़ि तीन अंक: {cvv}",
               "কার্ডর পিছদি তিনোয়া নম্বর: {cvv}",
               "yung tatlong numero sa likod ng card: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 50 (each in about three earlier
# corpora); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"RS": "n" * 18, "TN": "n" * 20, "LT": "n" * 16, "LV": "aaaa" + "c" * 13,
                "EE": "n" * 16, "BE": "n" * 12, "IE": "aaaa" + "n" * 14, "SE": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TQ-2033-0412: please pay the lashing gear supplier to {i} within 30 days",
    "save the Klaipėda feeder agent's IBAN: {i}",
    "IBAN: {i}\nReference: demurrage, vessel call 2033/118",
    "shift log, finance: the Radès stevedoring partner has a new account, IBAN {i}",
    "Antwerp spreader workshop, pay to {i}",
    "मोर IBAN: {i}",
    "म्यर IBAN {i} छ",
    "हमरो IBAN {i} छै",
    "আঁর IBAN: {i}",
    "माझो IBAN {i} आसा",
    "میرا IBAN: {i}",
    "rekening van het sjorbedrijf in Gent, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cdc(g: random.Random) -> str:
    """An Indian seafarer's Continuous Discharge Certificate number: a port office's code and six
    digits; no public check."""
    return f"{g.choice(['MUM', 'KOL', 'CHN', 'KND'])} {_r(g, D, 6)}"


def _esic(g: random.Random) -> str:
    """India's ESIC insurance (IP) number: ten digits, a region's two first; no public check."""
    return g.choice(["11", "21", "31", "41", "51", "61", "69"]) + _r(g, D, 8)


def _eshram(g: random.Random) -> str:
    """An e-Shram card's UAN: twelve digits, printed in fours; no public check."""
    number = g.choice("123456789") + _r(g, D, 11)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _tan(g: random.Random) -> str:
    """India's TAN: a city's three letters, a name's initial, five digits and a letter; no public
    check."""
    return f"{g.choice(['RPR', 'JHS', 'BLP', 'MUM', 'PNE'])}{g.choice(UPPER)}{_r(g, D, 5)}{g.choice(UPPER)}"


def _eid(g: random.Random) -> str:
    """An Aadhaar enrolment id: the fourteen-digit enrolment number and the enrolment's time."""
    when = f"{g.randrange(1, 29):02d}/{g.randrange(1, 13):02d}/{g.randrange(2029, 2034)}"
    return f"{_r(g, D, 4)}/{_r(g, D, 5)}/{_r(g, D, 5)} {when} {g.randrange(9, 18):02d}:{g.randrange(60):02d}:{g.randrange(60):02d}"


def _bd_etin(g: random.Random) -> str:
    """Bangladesh's e-TIN: twelve digits; no public check."""
    return g.choice("123456789") + _r(g, D, 11)


def _bd_brn(g: random.Random) -> str:
    """A Bangladeshi birth registration number: the birth year and thirteen digits; no check."""
    return f"{g.randrange(1975, 2030)}{_r(g, D, 13)}"


def _pk_strn(g: random.Random) -> str:
    """Pakistan's sales-tax registration number: thirteen digits as drawn here; no public check."""
    return g.choice("1234") + _r(g, D, 12)


def _qid(g: random.Random) -> str:
    """A Qatar ID: a century digit, the birth year, a nationality's code and a serial; no check."""
    return f"{g.choice('23')}{g.randrange(60, 100):02d}{g.choice(['356', '050', '586', '608', '144'])}{_r(g, D, 5)}"


def _mohre(g: random.Random) -> str:
    """A UAE MOHRE person code: fourteen digits as drawn here; no public check."""
    return "10" + _r(g, D, 12)


def _om_resident(g: random.Random) -> str:
    """An Omani resident card number: eight digits as drawn here; no public check."""
    return g.choice("123456789") + _r(g, D, 7)


def _srb(g: random.Random) -> str:
    """A Philippine Seafarer's Record Book number: a letter and seven digits as drawn here."""
    return g.choice("ABCDE") + _r(g, D, 7)


def _pelaut(g: random.Random) -> str:
    """An Indonesian seaman's book (buku pelaut) number: a letter and six digits as drawn here."""
    return f"{g.choice('EFGH')} {_r(g, D, 6)}"


def _in_passport(g: random.Random) -> str:
    """An Indian passport: a letter and seven digits."""
    return g.choice("JKLMNPRSTUVWZ") + _r(g, D, 7)


def _pk_passport(g: random.Random) -> str:
    """A Pakistani passport: two letters and seven digits."""
    return _r(g, UPPER, 2) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "CDC number of the new lashing foreman, for the crew list: {s}": _cdc,
    "माझो CDC नंबर {s} आसा, कोणाक सांगू नको": _cdc,
    "ESIC insurance (IP) number of the crane driver, for the accident form: {s}": _esic,
    "हमाओ ESIC बीमा नंबर {s} आय": _esic,
    "हमरो ESIC आईपी नंबर {s} छेकै": _esic,
    "मोर ई-श्रम कार्ड के UAN: {s}": _eshram,
    "म्यर ई-श्रम कार्डक UAN {s} छ": _eshram,
    "TAN of the terminal company, for the quarterly TDS return: {s}": _tan,
    "Aadhaar enrolment slip of the new gate clerk, EID {s}": _eid,
    "আঁর ই-টিআইএন নম্বর: {s}": _bd_etin,
    "e-TIN of the Chattogram feeder agent, for the invoice: {s}": _bd_etin,
    "আঁর পোয়ার জন্ম নিবন্ধন নম্বর: {s}": _bd_brn,
    "ساڈی کمپنی نا STRN {s} اے": _pk_strn,
    "my QID, for the Hamad Port gate pass: {s}": _qid,
    "رقم البطاقة الشخصية القطرية للفني: {s}": _qid,
    "MOHRE person code of the Jebel Ali crane driver: {s}": _mohre,
    "Omani resident card number of the Sohar planner: {s}": _om_resident,
    "yung SRB number ko, pakitago: {s}": _srb,
    "nomor buku pelaut saya: {s}": _pelaut,
    "मोर पासपोर्ट नंबर {s} हे": _in_passport,
    "मेरौ पासपोर्ट नंबर {s} है, काऊ ते मत कहियौ": _in_passport,
    "میرا پاسپورٹ نمبر {s} اے": _pk_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, D, 5)}-{_r(rng, D, 5)}" for _ in range(n)]


_BACKUPS = ["Cogoport 2FA recovery codes\n{codes}",
            "spare sign-in codes for the terminal's Microsoft 365 tenant {codes}",
            "BillDesk merchant panel backup codes: {codes}", "2FA के बैकअप कोड:\n{codes}",
            "mga backup code ng 2FA: {codes}", "2FA ব্যাকআপ কোডগুন: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Shipwell:planner@tqct.net?secret={s}&issuer=Shipwell&period=30",
              "Aegis, manual entry key for the CargoWise login: {s}",
              "2FAS setup key for the Magaya account: {s}",
              "2FA की गुप्त चाबी {s} आय"]  # fmt: skip
_CODES = ["{c} is your Shiprocket login OTP", "Your BillDesk OTP is {c}. Do not share it with anyone.",
          "{c} आपका Knowlarity लॉगिन OTP है", "তোঁয়ার Teletalk OTP {c}, কেওরে ন দিও",
          "آپ کا Ufone تصدیقی کوڈ {c} ہے"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["TQCT-Gate-5G", "TQCT-Quay-Mesh", "ReeferYard-IoT", "VPO-Office", "Customs-Desk-2G",
          "STS4-Cabin", "Excitel_Canteen", "Raipur-ICD-Yard", "JHS-ICD-Office", "Haldwani-Depot",
          "Mathura-ICD", "Bhagalpur-Rake", "Patenga-Feeder", "Vengurla-Jetty",
          "Mansehra-Liaison"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "crane cabin network {s}, password {pw}",
    "reefer yard IoT wifi: {s} / {pw}",
    "netplan on the OCR box:\n  wifis:\n    wlan0:\n      access-points:\n        \"{s}\":\n          password: \"{pw}\"",
    "the key on the sticker under the Excitel router: {pw}",
    "वाईफाई {s} के पासवर्ड {pw} हे",
    "वाईफाई {s} को पासवर्ड {pw} आय",
    "वाईफाई {s}क पासवर्ड {pw} छ",
    "वाईफाई {s} कौ पासवर्ड {pw} है",
    "वाईफाई {s} रो पासवर्ड {pw} छै",
    "ওয়াইফাই {s}র পাসওয়ার্ড ইবা: {pw}",
    "वायफाय {s}चो पासवर्ड {pw} आसा",
    "وائی فائی {s} نا پاسورڈ {pw} اے",
    "password ng wifi na {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("cogo_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 30)),
                 _j((URLSAFE, 28))]  # fmt: skip
_SPELL = ["reading it out over channel 12, one character at a time: {t}",
          "[dictated on the gate intercom] {t}", "(spaced so the chat preview hides it) {t}",
          "एक-एक अक्षर करके: {t}", "isa-isang letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " / ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "·", "  ", " ", "·"][style].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["गोदाम के ताला के कोड: {pw}", "गोदाम के ताले को कोड: {pw}", "गोदामक तालक कोड: {pw}",
          "লাশিং খাঁচার তালার নম্বর: {pw}", "कुलपाचो कोड: {pw}", "تالے نا کوڈ: {pw}",
          "the reefer yard gate keypad wants {pw} and then #",
          "padlock on the lashing-gear cage at berth 2: {pw}", "crane 5 stair door code: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["twistlock", "spreader", "headblock", "hatchcover", "lashbar", "quaywall",
                 "stowage", "trolley", "outreach", "fender", "sternline", "chassis", "tandem",
                 "flipper", "coprar", "baplie"]  # fmt: skip
_PHRASES = {"Enpass master password for the planners' vault: {p}": " ",
            "Psono passphrase: {p}": " ", "Passbolt private key passphrase: {p}": "-",
            "Keeper master passphrase: {p}": ".", "बैकअप का पासफ़्रेज़: {p}": " ",
            "passphrase ng backup: {p}": "_", "wachtzin van de back-up: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Hoppscotch environment, Authorization = Bearer {v}": False,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Thunder Client request to Loadsmart: authorization: bearer {v}": False,
    "Yaak workspace, auth header Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "WSO2 deployment.toml:\n[database.shared_db]\ntype = \"postgre\"\nurl = \"jdbc:postgresql://pg.tqct.lan:5432/wso2shared\"\nusername = \"wso2\"\npassword = \"{pw}\"",
    "Debezium connector config:\n{{\"connector.class\": \"io.debezium.connector.postgresql.PostgresConnector\", \"database.hostname\": \"tos-pg.tqct.lan\", \"database.user\": \"debezium\", \"database.password\": \"{pw}\", \"topic.prefix\": \"tos\"}}",
    "flectra.conf:\n[options]\ndb_host = pg.tqct.lan\ndb_user = flectra\ndb_password = {pw}",
    "Camel route in EdiRoutes.java:\nfrom(\"sftp://edi@edi.customs-gw.lan:22/outbox?password={pw}&delete=true\").to(\"direct:coprar\");",
    "connect-distributed.properties:\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"connect\" password=\"{pw}\";",
    "karapace.config.json:\n{{\"bootstrap_uri\": \"kafka.tqct.lan:9093\", \"sasl_mechanism\": \"PLAIN\", \"sasl_plain_username\": \"karapace\", \"sasl_plain_password\": \"{pw}\"}}",
    "schema-registry.properties:\nkafkastore.security.protocol=SASL_SSL\nkafkastore.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"sr\" password=\"{pw}\";",
    "Jaspersoft default_master.properties:\ndbHost=pg.tqct.lan\ndbUsername=jasper\ndbPassword={pw}",
    "postgrest.conf:\ndb-uri = \"postgres://authenticator:{pw}@tos-pg.tqct.lan:5432/tos\"\ndb-schemas = \"api\"",
    "ToolJet .env:\nPG_HOST=pg.tqct.lan\nPG_USER=tooljet\nPG_PASS={pw}",
    "st2.conf:\n[database]\nhost = mongo.tqct.lan\nusername = st2\npassword = {pw}",
    "metricbeat.yml:\noutput.elasticsearch:\n  hosts: [\"https://es.tqct.lan:9200\"]\n  username: \"metricbeat_writer\"\n  password: \"{pw}\"",
    "packetbeat.yml:\noutput.elasticsearch.username: packetbeat\noutput.elasticsearch.password: {pw}",
    "sphinx.conf:\nsource moves\n{{\n  type = pgsql\n  sql_host = tos-pg.tqct.lan\n  sql_user = sphinx\n  sql_pass = {pw}\n}}",
    "katello-answers.yaml:\nforeman:\n  initial_admin_username: admin\n  initial_admin_password: {pw}",
    "quickwit.yaml:\nmetastore_uri: postgres://quickwit:{pw}@pg.tqct.lan:5432/quickwit",
    "uptrace.yml:\nch:\n  dsn: 'clickhouse://uptrace:{pw}@ch.tqct.lan:9000/uptrace?sslmode=disable'",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Rodel: reefer yard wifi pass?\nMaricel: {pw}",
    "[02:41] jomar: root pw on the gate OCR box?\n[02:42] senthil: {pw}",
    "Himani: {pw} is the new Camco admin password",
    "Nurul: use {pw}, that's what the crane 4 HMI takes now",
    "लखेश्वरी: नवा पासवर्ड {pw} हे",
    "हिमानी: नौं पासवर्ड {pw} छ",
    "राधिका: नयौ पासवर्ड {pw} है",
    "রোকেয়া: নয়া পাসওয়ার্ড {pw}",
    "प्राजक्ता: नवो पासवर्ड {pw} आसा",
    "صباحت: نواں پاسورڈ {pw} اے",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pa\u2063ssword = {pw}", "pass\u034fword -> {pw}", "passwοrd {pw}",
    "𝕡𝕒𝕤𝕤𝕨𝕠𝕣𝕕: {pw}", "𝘱𝘢𝘴𝘴𝘸𝘰𝘳𝘥 = {pw}", "ᵖᵃˢˢʷᵒʳᵈ: {pw}", "Ｐａｓｓｗｏｒｄ：{pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's counts).
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
    "the Camco OCR admin password is": "{s}", "crane 4 HMI pw:": "{s} (since the PLC swap)",
    "मोर पासवर्ड:": "{s}", "Konecranes portal password": "{s}\nrotate it after the audit",
    "পাসওয়ার্ড ইবা:": "{s}", "हमाओ पासवर्ड": "{s}", "Star Cool service password": "{s}",
    "the password Rodel read out on channel 12 was": "{s}, I think", "میرا پاسورڈ": "{s}",
    "म्यर पासवर्ड": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Terminal49 API key", "{s}", _j((ALNUM, 30))),
    ("split_token", "Cogoport key:", "{s} (booking sync)", _j("cogo_", (ALNUM, 36))),
    ("split_token", "LogiNext client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(_card(g, "napas"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "RS"))),
    ("split_backup", "BillDesk recovery codes", "{s}\n40218-77391\n90514-26603", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "2FA setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "QID", "{s}", _qid),
    ("split_phrase", "Enpass master passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"camco_ocr": {"url": "https://ocr.tqct.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "rodel", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"cranes": [{"id": "STS-3"}, {"id": "STS-4", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["kafkacat", "-b", "kafka.tqct.lan:9093", "-X", "sasl.username=vpo", "-X", "sasl.password={s}", "-t", "gate.transactions"]}': ("meta_password", _plain_pw),
    '{"note": "गोदाम वाले पीसी के पासवर्ड {s} हे"}': ("meta_password", _plain_pw),
    '{"پاسورڈ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the Star Cool service tool as tech with the password {s}"}': ("meta_password", _plain_pw),
    '{"terminal49": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 30))),
    '{"shipwellToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"intugine_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"X-Api-Key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card": "{s}", "expiry": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "arca"), " ", g)),
    '{"agent": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LT")),
    '{"crew": {"cdc_number": "{s}"}}': ("meta_id", _cdc),
    '{"mfa": {"backup_codes": ["{s}", "40218-77391", "90514-26603"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"crew_fund_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"reefer_tag_reader": {"aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"lashing_cage": {"padlock": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "TQCT-Gate-5G", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


def _container(owner_serial: str) -> str:
    """A container number with its ISO 6346 check digit (a public box id: it must be kept)."""
    number = owner_serial + iso6346.calc_check_digit(owner_serial)
    assert iso6346.is_valid(number)
    return number


_BOX1, _BOX2, _BOX3 = _container("TQCU418263"), _container("MSKU702915"), _container("CAIU553108")
_IMO = "IMO 981100" + std_imo.calc_check_digit("981100")
_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sts-plc-firmware-2.8.4.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tqct/gate-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"yard: add reefer plug count", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"baplie: revert segment order fix", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"baplie_2033-07-02.edi", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"moves-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Camco OCR admin password before the audit on 2033-09-14.",
    "Rodel asked for the reefer yard wifi password; it's on the card in the control room drawer.",
    "Policy: terminal passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into the gate radio chat; send a vault link instead.",
    "The `.env.example` line `TERMINAL49_API_KEY=<set-in-conjur>` is a placeholder; the real key is in Conjur.",
    "The Konecranes portal asks for a new password every 90 days.",
    "Replace <YOUR_COGOPORT_KEY> in the README with the key from your Cogoport dashboard.",
    "SHIPWELL_API_KEY and INTUGINE_API_KEY must be set before the nightly booking sync runs.",
    "अपन पासवर्ड काकरो ल झन बताबे।",
    "अपनो पासवर्ड कोऊ खों नें बताइयो।",
    "आपण पासवर्ड कैकें झन बताया।",
    "अपनौ पासवर्ड काऊ ते मत कहियौ।",
    "आपनो पासवर्ड केकरो नै बताबै।",
    "তোঁয়ার পাসওয়ার্ড কেওরে ন কইও।",
    "तुमचो पासवर्ड कोणाक सांगू नकात.",
    "اپنا پاسورڈ کسے کی نہ دسیں۔",
    "Huwag ibigay ang password mo kahit kanino.",
    "पासवर्ड कम से कम सोलह अक्षरों का होना चाहिए।",
    "يجب أن تتكون كلمة المرور من ستة عشر حرفًا على الأقل.",
    "Het wachtwoord moet minstens zestien tekens lang zijn.",
    "Upgraded the TOS from 4.2.1 to 4.3.0 and kafka-python to 2.0.2 on Sunday night.",
    f"commit {_COMMIT} adds the reefer plug count to the yard view.",
    f"Rolled back to {_SHORT} after the BAPLIE parser broke on the Tuesday feeder call.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The STS PLC firmware 2.8.4 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of moves-2032.parquet: {_SHA512}",
    f"The gate API container runs ghcr.io/tqct/gate-api@sha256:{_IMAGE}.",
    f"MD5 of baplie_2033-07-02.edi is {_MD5}, same as the copy on the planning share.",
    "Request id 3c9a1e57-8b2d-4f6e-a0c3-5d7e9b1f2a64 is the slow one in the Terminal49 logs.",
    "Purchase order PO-2033-00731 for 200 twistlocks ships on Friday.",
    "Ticket 6120: the reefer plug bank R-14 trips its breaker at night.",
    "Call the Chattogram feeder desk on +880 31 2512 4471 before noon.",
    f"Container {_BOX1} with the Raipur rice is in block C, row 4, tier 2.",
    f"Booking TQ-BKG-2033-4471 covers {_BOX2} and {_BOX3}, both 40-foot reefers.",
    f"The Sohar feeder ({_IMO}) is due at berth 2 at 06:30; the pilot boards at 05:45.",
    "HS code 1006.30 is milled rice; 0804.50 is mangoes.",
    "The 40RF set point is -18.0 °C for the fish and +13.0 °C for the bananas.",
    "After three wrong passwords the Camco portal locks the account for 15 minutes.",
    "STS crane 4 has an outreach of 65 m and a safe working load of 65 t under the spreader.",
    "The secret of a fast crane cycle is a good stowage plan.",
    "Ask Himani for the lashing cage padlock code, I don't have it.",
    "My card ending 4417 was declined at the Vengurla hardware shop.",
    "The Klaipėda agent wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the terminal's BillDesk account and keep them in the safe.",
    "No wallet support desk will ever ask for your recovery phrase.",
    "Keep `COGOPORT_API_KEY` in Conjur, never in the repository.",
    "Terminal49 moved its API key page under Settings › Developer in the June release.",
    "The guest wifi 'TQCT-Visitors' is open, no password needed.",
    "Move count for the last call: 1,842 moves, 38.6 gross moves per hour per crane.",
    "The gate OCR reads 97.4 % of plates; the rest go to the manual lane.",
    "Order number 4500193822 for spreader flippers was confirmed on Monday.",
    "Version 7.1.12 of the Visy gate software fixes the lane 3 camera timeout.",
    "The customs desk opens at 08:00; bring the bill of entry and the delivery order.",
    "密码至少要有十六个字符。",
    "비밀번호는 열여섯 자 이상이어야 합니다.",
    "La contraseña debe tener al menos dieciséis caracteres.",
    "পাসওয়ার্ড কমপক্ষে ষোলো অক্ষরের হতে হবে।",
    "پاس ورڈ کم از کم سولہ حروف کا ہونا چاہیے۔",
    "The vessel planning office closes the stowage plan six hours before berthing.",
    "Lashing gang B asked whether the token system for the canteen is back; it is, from Monday.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-05-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "conjur:tqct/gate-ocr/db-password", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "6120", "purchase_order": "PO-2033-00731"}',
    f'{{"container": "{_BOX1}", "size_type": "45G1", "block": "C04"}}',
    '{"phone": "+880 31 2512 4471", "city": "Chattogram"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "reefer_plugs": 912}',
    '{"hs_code": "1006.30", "origin": "IN", "description": "milled rice"}',
    '{"request_id": "3c9a1e57-8b2d-4f6e-a0c3-5d7e9b1f2a64", "latency_ms": 842}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
