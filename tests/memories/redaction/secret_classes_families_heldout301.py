# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-ninety-seventh's
docstring, the fifth to two-hundred-and-ninety-seventh only to search them (grep -l/-c) for the
languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-ninety-eighth to three-hundredth),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (301584927), password words (a
fish and its weight, `Surmai42kg!`; a date variety and a year, `BegumJangi#2031`; a boat's name
and a harbour; leet place names, `G4w4d4r`; a bus's route and seat; a generator's dashed groups;
random runs), names, places, templates, tools, vendors and layouts, the way the staff of a
fictional company (Zirrâ Makran: a fish-landing cooperative at Gwadar and Pasni, a boat-building
yard at Ormara, a date-packing house in Turbat, a Quetta–Karachi bus line with a depot at Hub and a
mobile-money agent shop) and their relatives in Muscat, Dubai and Zahedan leak secrets into an
assistant's memory. Every company, person, address, domain and number is fictional; only the
region (the Makran coast and Balochistan, Pakistan) is real. The texts are WhatsApp-style chats
with times, tickets, wiki rows and breadcrumbs, ledgers, notes, runbooks, READMEs, shell prompts,
voice-note transcripts, dictation and requests to the assistant itself; the separators run from a
colon, "is", `ہے`, `اِنت`, `دی`, `اینه`, `هو`, an arrow and `=>` to an emoji (`🔑`, `🐟`, `🤫`), a new
line, a table bar, `« … »`, quotes and brackets.

Names and tools by grep (the number of heldouts 5 to 297 that name each, `grep -l`): in none,
Quetta, Faysal, Raast, Foodpanda, Nadra, `kisi ko na`, `راز`, `tdsql`; in one, Gwadar, Pasni,
Ormara, Turbat, Brahui, Easypaisa, JazzCash, SadaPay, NayaPay, Bykea, Careem, Ufone, mclient; in
two to five, Makran, Keenu, hdiutil, kafka-console-producer, `kisi ko`, veracrypt, duplicity,
ncftpput, neo4j-admin, pgbench, mongodump, memtier; in six to ten, openconnect, psexec, winrs,
curlftpfs, cryptsetup, arangosh, cypher-shell, rdesktop, x11vnc, `net user`, unrar, mega-login,
beeline, vsql, sqsh, `RESTIC_PASSWORD`, `BORG_PASSPHRASE`; more used before and here in wordings
of their own: snmpwalk (12), chpasswd (12), mysqldump (20), cqlsh (23), keytool, `PGPASSWORD`,
`mount -t cifs`, wget, `WIFI:`, `otpauth://`, Basic and Bearer headers, JWTs, PEM blocks, JDBC
and ODBC strings, env files, Compose, Django, Laravel and Spring settings.

About half of the secret samples are in other languages than English: Urdu in Nastaliq
(`پاسورڈ`, `خفیہ لفظ`, `کوڈ`, `کسی کو مت بتانا`, `سنبھال کے رکھنا`, `یہ لو`) and Roman Urdu
texting (`pswd`, `paswrd`, `kisi ko na btana`, `sambhal k rakhna`, `ye lo`, `yaar`, `shukriya`);
Balochi in Arabic letters (`پاسورڈ اِنت`, `کسّ ءَ مگوش`, `چیر کن`) and in Latin letters
(`pasword int`, `kassà ma gwash`, `mani code`, `gon`); Brahui in Latin letters (`pasward e`,
`kas aṭ pāpa`, `ant e`); Pashto (`پټنوم`, `پاسورډ`, `کوډ`, `هیچا ته یې مه وایه`, `دا دی`);
Persian as Iranian and Dari traders write it (`رمز عبور`, `گذرواژه`, `رمز`, `به کسی نگو`,
`اینه`, `کد تأیید`, `کلید بازیابی`); and Gulf Arabic of relatives in Oman and Dubai
(`الباسوورد`, `الرقم السري`, `لا تعطيه أحد`, `هذا هو`, `كود التحقق`, `الواي فاي`, `يا خوي`). The
wordings are the author's approximations, checked by no speaker; the thinnest guesses are the
Brahui ones (`pasward e`, `kas aṭ pāpa` for "don't tell anyone", `ant e` for "is"), then the
Balochi ones in both scripts (`pasword int`, `kassà ma gwash`, `چیر کن` for "hide it"), then the
Pashto `پټنوم` ("hidden name", the Afghan word for password) and `د بیرته راګرځولو کیلي` (a
calque for "recovery key").

Vendors: local and invented ones (Faysal, Raast, Foodpanda, Nadra none; Easypaisa, JazzCash,
SadaPay, NayaPay, Bykea, Careem, Ufone one; Keenu two; and the invented Makranet, DhowTrack,
TurbatCold, MahiPay, Sabzal SMS, Koh-e-Sulaiman Cloud, Hingol Maps, Astola Ledger, whose shapes and
prefixes are the author's guesses: hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs,
`mk_live_`, `dtk_`, `mp-sk-`, `szl_`, `ksc_pat_`, `hgl.`, `ast_`), besides the well-known GitHub,
GitLab, OpenAI, Anthropic, Stripe, Slack, AWS, Google, Telegram, Hugging Face, SendGrid, Twilio,
npm, DigitalOcean, Shopify, Linear, Postman, Grafana, Groq, Brevo, Docker Hub, age and
Mailchimp shapes; the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Pakistan's
CNIC (`stdnum.pk.cnic`, in three earlier corpora), Costa Rica's CPJ and cédula de residencia
(`stdnum.cr.cpj`, `stdnum.cr.cr`, one each: a Costa Rican prawn buyer), Slovenia's matična številka
(`stdnum.si.maticna`, one), Luxembourg's TVA (`stdnum.lu.tva`, one), Estonia's KMKR
(`stdnum.ee.kmkr`, one) and Lithuania's asmens kodas (`stdnum.lt.asmens`, one): foreign buyers and
suppliers of the yard; an Emirates ID and a Saudi iqama number are drawn Luhn-valid here (checked
with `stdnum.luhn`, no module of their own), an Iranian national code (کد ملی) with its mod-11
check digit computed here (no library checks it). Kinds no library or this file checks (shapes
guessed): Pakistan's NTN, a Pakistani passport, an Omani civil number, an Afghan e-tazkira number
and a Pakistani driving licence. Card numbers pass Luhn (Visa, Mastercard, UnionPay, Amex and a
PayPak-like `2205` prefix in four groups of four, checked with `luhn`); card codes are three
digits or Amex's four. The IBANs are of Pakistan, the United Arab Emirates, Oman, Qatar, Saudi
Arabia, Kuwait, Iraq and Yemen (quoted in twenty-five to twenty-nine earlier corpora each by a rough
grep), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Czech, Italian, Simplified Chinese and Spanish lists, each checked with `Mnemonic(lang).check`.
Every secret is drawn again until it is new and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.cr import cpj as cr_cpj
from stdnum.cr import cr as cr_cr
from stdnum.ee import kmkr as ee_kmkr
from stdnum.lt import asmens as lt_asmens
from stdnum.lu import tva as lu_tva
from stdnum.pk import cnic as pk_cnic
from stdnum.si import maticna as si_maticna

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 301_584_927
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]

# Every secret drawn so far (a fresh one is drawn again until it is new).
_SEEN: set[str] = set()


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
            for _ in range(1000):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(secret):
                    break
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _fresh(secret: str) -> bool:
    """Whether ``secret`` is new and in no clean text (it is then remembered)."""
    if secret in _SEEN or any(secret in text for text in _CLEAN_TEXTS):
        return False
    _SEEN.add(secret)
    return True


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_FISH = ["Surmai", "Hamour", "Pomfret", "Kalgir", "Mushka", "Sangra", "Dandya", "Gangu",
         "Paplet", "Jhinga", "Suwa", "Kund", "Rawas", "Bam"]  # fmt: skip
_DATES = ["BegumJangi", "Muzafati", "Kahraba", "AabeDandan", "Karbalaen", "Halini", "Rabai",
          "Sabzo", "Shakri"]  # fmt: skip
_BOATS = ["Zarbaf", "Hammal", "Chakar", "Gwadari", "Hingol", "Astola", "Sonmiani", "Jiwani",
          "Kalmat", "Dasht", "Kech", "Shadikaur"]  # fmt: skip
_PLACES = ["Gwadar", "Pasni", "Ormara", "Turbat", "Quetta", "Hub", "Jiwani", "Kech", "Panjgur",
           "Mand", "Tump", "Khuzdar", "Kalat", "Bela", "Uthal", "Mastung", "Nushki"]  # fmt: skip
_NAMES = ["Dostain", "Nasir", "Zarina", "Hammal", "Mirhasil", "Shahdad", "Bibigul", "Karim",
          "Lalbux", "Gulnaz", "Sabzal", "Wajaali", "Nazeer", "Mahnaz", "Jiand", "Haneef",
          "Shay", "Banuk", "Hani", "Mehrab"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["G4w4d4r", "P4sn1", "0rm4r4", "Turb4t", "Qu3tt4", "M4kr4n", "H1ng0l", "K4lm4t", "Ju1w4n1"]


def _fish(g: random.Random) -> str:
    """A fish and a catch's weight, the way a landing clerk jokes a password together."""
    return f"{g.choice(_FISH)}{g.choice([12, 18, 25, 30, 42, 55, 64, 80])}kg{g.choice(_SYMBOLS)}"


def _route(g: random.Random) -> str:
    """A bus's route, its number and a seat."""
    a, b = g.sample(["QTA", "KHI", "HUB", "KZR", "GWD", "TBT", "PSN"], 2)
    return f"{a}-{b}-{g.randrange(100, 1000)}Seat{g.randrange(1, 46)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, letters and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _fish,
    lambda g: f"{g.choice(_DATES)}#{g.randrange(2024, 2036)}",
    lambda g: f"{g.choice(_BOATS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2031)) + g.choice(_SYMBOLS),
    _route,
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: f"{g.choice(_NAMES).lower()}.{g.choice(_BOATS).lower()}.{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"Nakhuda{g.choice(_BOATS)}{g.randrange(1, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Landing Jetty Gwadar group, [05:41] Dostain: auction scale tablet password is {pw}",
    "note to self: the Pasni ice plant's HMI password = {pw} (Nasir changed it after Eid)",
    "Ormara yard wiki › Machines › CNC plasma: admin password {pw}",
    "please remember for me: Turbat packing-house weighbridge PC, password {pw}",
    "Hub depot runbook, step 4: log into the fuel-dispenser console, its password is {pw}",
    "ticket HUB-218: ticketing kiosk at Quetta terminal locked, reset password to {pw}",
    "agent shop till, Gwadar bazaar branch — password 🔑 {pw}",
    "the cold room controller at the Pasni jetty wants password {pw} after every power cut",
    "voice note, Zarina: the new password for the date grading camera is {pw}, got it?",
    "Sabzal said the bus GPS tracker portal password => {pw}",
    "Shahdad's email: 'password for the dhow engine logger: « {pw} »'",
    "| Device | Password |\n|---|---|\n| Turbat cold store PLC | {pw} |",
    "اوکشن والے ٹیبلٹ کا پاسورڈ {pw} ہے، کسی کو مت بتانا",
    "پاسورڈ: {pw}\nسنبھال کے رکھنا",
    "یار ڈپو والے کمپیوٹر کا نیا پاسورڈ یہ لو: {pw}",
    "yaar ice plant wale pc ka pswd {pw} hai, kisi ko na btana",
    "paswrd → {pw}   sambhal k rakhna plz",
    "bus booking laptop ka password: {pw} (Haneef ne badla)",
    "یارڈءِ کمپیوٹرءِ پاسورڈ {pw} اِنت، کسّ ءَ مگوش",
    "پاسورڈ اِنت: {pw} — چیر کن",
    "Ormara yard e laptopay pasword {pw} int, kassà ma gwash",
    "mani pasword gon: {pw}",
    "Turbat godam na pasward e: {pw} — kas aṭ pāpa",
    "pasward ant e? {pw} e",
    "د کمپیوټر پټنوم دا دی: {pw} هیچا ته یې مه وایه",
    "پاسورډ {pw} دی",
    "رمز عبور انبار خرما تو زاهدان اینه: {pw} به کسی نگو",
    "گذرواژه‌ی جدید سیستم فروش: {pw}",
    "يا خوي الباسوورد حق الكمبيوتر في مسقط هذا هو {pw} لا تعطيه أحد",
    "كلمة المرور للراوتر في دبي: {pw}",
]  # fmt: skip
_said = _Family("said_password", _SAID, _with(_pw), "pw")


_USERS = ["dostain.b", "nasir", "zarina.k", "hammal", "mirhasil", "shahdad", "bibigul", "karim.d",
          "lalbux", "gulnaz", "sabzal", "waja.ali", "nazeer", "mahnaz.b", "jiand", "haneef",
          "svc-scale", "auction-tab", "depot-hub", "agentshop"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Karim: login for the Turbat grading line is {u} / {pw}",
    "Astola Ledger help desk #4412: {u} can't log in, last password {pw}",
    "user {u} pass {pw}",
    "Yard wiki › IT › NVR at the slipway: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| Fleet GPS portal | {u} | {pw} |",
    "sign in to the bus booking portal as {u} with {pw}",
    "cold store HMI creds {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: auction-tab-02\n  user: {u}\n  pass: {pw}",
    "یوزر نیم {u}، پاسورڈ {pw}",
    "user {u} aur pswd {pw} — depot wala",
    "یوزر {u} و رمز عبور {pw}",
    "اسم المستخدم {u} والباسوورد {pw}",
    "karzwar {u}, pasword {pw} int",
    "ticket system\n{u}\t{pw}",
    "Nazeer says the MahiPay merchant panel account is {u} and the password is {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["surmai", "hamour", "paplet", "kalgir", "muzafati", "kahraba", "hingol", "astola",
               "sonmiani", "zarbaf", "chakar", "jiwani", "kalmat", "sajji", "balochi", "dhow"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "voice note: ice plant password — it's {w}, straight after it the number {d}",
    "for the weighbridge it's {w} with {d} at the end",
    "type {w}, then {d}; that's the depot PC",
    "it's {w}{d}, word and digits together",
    "پاسورڈ ہے لفظ {w}، اس کے بعد {d}",
    "pswd hai {w} phir {d}, sab chhote huroof",
    "پاسورڈ لبز {w} اِنت، رندا {d}",
    "رمز کلمه‌ی {w} است، بعدش {d}",
    "الباسوورد كلمة {w} وبعدها {d}",
    "پاسورډ کلمه {w} ده، بیا {d}",
    "pasward e lafz {w}, gud {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "mysqldump -h db.zirra.lan -u {u} -p'{pw}' landings > landings-$(date +%F).sql",
    "mongodump --uri 'mongodb://{u}:{pw}@mongo.zirra.lan:27017/auction' --out /backup",
    "ncftpput -u {u} -p '{pw}' ftp.turbatcold.pk /incoming grading-report.csv",
    "curlftpfs {u}:{pw}@ftp.zirra.lan /mnt/scales",
    "rdesktop -u {u} -p '{pw}' ticketing-pc.hub.zirra.lan",
    "x11vnc -display :0 -passwd '{pw}' -forever",
    "echo '{pw}' | openconnect --user={u} --passwd-on-stdin vpn.zirra.pk",
    "psexec \\\\till-gwadar -u {u} -p '{pw}' ipconfig /all",
    "winrs -r:kiosk-quetta -u:{u} -p:'{pw}' shutdown /r /t 0",
    "net user {u} '{pw}' /add",
    "arangosh --server.endpoint tcp://arango.zirra.lan:8529 --server.username {u} --server.password '{pw}'",
    "cypher-shell -a neo4j://graph.zirra.lan -u {u} -p '{pw}'",
    "neo4j-admin dbms set-initial-password '{pw}'",
    "echo -n '{pw}' | cryptsetup luksOpen /dev/sdb1 ledger -",
    "veracrypt --text --mount /srv/ledger.hc /mnt/ledger --password='{pw}' --pim=0 --non-interactive",
    "echo '{u}:{pw}' | chpasswd",
    "mysqladmin -u root -p'{pw}' flush-privileges",
    "PGPASSWORD='{pw}' pgbench -h pg.zirra.lan -U {u} -c 10 -T 60 tickets",
    "PASSPHRASE='{pw}' duplicity /srv/yard-drawings sftp://{u}@backup.zirra.lan//yard",
    "RESTIC_PASSWORD='{pw}' restic -r sftp:{u}@backup.zirra.lan:/restic backup /srv/dates",
    "BORG_PASSPHRASE='{pw}' borg create ssh://{u}@backup.zirra.lan/./ledger::{{now}} /srv/ledger",
    "kafka-console-producer.sh --bootstrap-server kafka.zirra.lan:9093 --topic landings --producer-property 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{u}\" password=\"{pw}\";'",
    "unrar x -p'{pw}' dhow-plans-2031.rar",
    "mega-login {u}@zirra.pk '{pw}'",
    "keytool -genkeypair -alias agentshop -keystore agent.jks -storepass '{pw}' -keyalg RSA",
    "cqlsh cass.zirra.lan -u {u} -p '{pw}'",
    "snmpwalk -v3 -l authPriv -u {u} -a SHA -A '{pw}' -x AES -X '{pw}' switch-pasni.zirra.lan",
    "mount -t cifs //nas.zirra.lan/dates /mnt/dates -o username={u},password={pw}",
    "wget --user={u} --password='{pw}' https://files.zirra.lan/manifests/june.xlsx",
    "beeline -u jdbc:hive2://hive.zirra.lan:10000 -n {u} -p '{pw}'",
    "vsql -h vertica.zirra.lan -U {u} -w '{pw}' -d sales",
    "sqsh -S SYBASE_HUB -U {u} -P '{pw}'",
    "mclient -h monet.zirra.lan -u {u} -d catch  # password when asked: {pw}",
    "memtier_benchmark -s redis.zirra.lan -a '{pw}' --ratio=1:10",
    "hdiutil attach ledger.dmg -passphrase '{pw}'",
    "sshpass -p '{pw}' scp landings.csv {u}@pasni-jetty.zirra.lan:/data/",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@yard-srv:~# {c}", "PS C:\\Users\\ops> {c}",
    "from the depot laptop's history:\n{c}", "runbook, backup step:\n    {c}",
    "ye command chalayi thi: {c}", "یہ کمانڈ چلائی: {c}", "این دستور را زدم: {c}",
    "هذا الأمر اللي شغلته: {c}", "command ke man jatag: {c}", "Termux on the auction tablet: {c}",
    "cron on the Pasni box:\n0 2 * * * {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out: list[Sample] = []
        for template in v.cycle(rng, templates, n):
            for _ in range(1000):
                secret = _plain_pw(rng)
                if _fresh(secret):
                    break
            text = template.format(pw=secret, u=rng.choice(_USERS))
            out.append(Sample(cls, rng.choice(frames).format(c=text), secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@pg.zirra.lan:5432/auction",
    "mysql://{u}:{pw}@db.zirra.lan/landings",
    "mongodb+srv://{u}:{pw}@cluster0.zirra.mongo.example/dates",
    "redis://{u}:{pw}@redis.zirra.lan:6379/2",
    "amqp://{u}:{pw}@mq.zirra.lan:5672/tickets",
    "ftp://{u}:{pw}@ftp.turbatcold.pk/outgoing/",
    "sftp://{u}:{pw}@files.zirra.lan:2222/manifests",
    "https://{u}:{pw}@git.zirra.lan/yard/hull-drawings.git",
    "rtsp://{u}:{pw}@cam-slipway.zirra.lan:554/Streaming/Channels/101",
    "jdbc:mysql://db.zirra.lan:3306/bus?user={u}&password={pw}",
    "Server=sql.zirra.lan;Database=AgentShop;User Id={u};Password={pw};",
    "mssql+pyodbc://{u}:{pw}@sql.zirra.lan/Tickets?driver=ODBC+Driver+18",
    "socks5h://{u}:{pw}@proxy.zirra.lan:1080",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "connection string: {c}", "keep this for me: {c}", "کنکشن: {c}",
    "ye URL hai db ka: {c}", "آدرس دیتابیس: {c}", "Yard wiki › Servers: {c}", "ticket HUB-240: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "zirra-makran", "sub": f"mer_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 64), "T3BlbkFJ", (URLSAFE, 64))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("AWS", "AWS_ACCESS_KEY_ID", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", "TWILIO_API_SECRET", _j("SK", (HEX, 32))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Shopify", "SHOPIFY_ADMIN_TOKEN", _j("shpat_", (HEX, 32))),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40))),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Grafana", "GRAFANA_SA_TOKEN", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Brevo", "BREVO_API_KEY", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27))),
    ("Mailchimp", "MAILCHIMP_API_KEY", _j((HEX, 32), "-us21")),
    ("Easypaisa", "EASYPAISA_HASH_KEY", _j((UPPER_DIGITS, 16))),
    ("JazzCash", "JAZZCASH_INTEGRITY_SALT", _j((ALNUM, 10))),
    ("Faysal", "FAYSAL_API_SECRET", _j((HEX, 40))),
    ("Raast", "RAAST_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("SadaPay", "SADAPAY_BUSINESS_KEY", _j("sp_live_", (ALNUM, 32))),
    ("NayaPay", "NAYAPAY_MERCHANT_SECRET", _j((B64, 43), "=")),
    ("Keenu", "KEENU_SECRET_KEY", _j((HEX, 32))),
    ("Foodpanda", "FOODPANDA_VENDOR_TOKEN", _vendor_jwt("https://auth.foodpanda.pk")),
    ("Bykea", "BYKEA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Careem", "CAREEM_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Ufone", "UFONE_SMS_API_KEY", _j((UPPER_HEX, 32))),
    ("Makranet", "MAKRANET_API_KEY", _j("mk_live_", (ALNUM, 30))),
    ("DhowTrack", "DHOWTRACK_TOKEN", _j("dtk_", (LOWER_DIGITS, 40))),
    ("TurbatCold", "TURBATCOLD_API_KEY", _j((HEX, 48))),
    ("MahiPay", "MAHIPAY_SECRET", _j("mp-sk-", (ALNUM, 36))),
    ("Sabzal SMS", "SABZAL_SMS_KEY", _j("szl_", (ALNUM, 32))),
    ("Koh-e-Sulaiman Cloud", "KSC_ACCESS_TOKEN", _j("ksc_pat_", (URLSAFE, 40))),
    ("Hingol Maps", "HINGOL_MAPS_TOKEN", _j("hgl.", (URLSAFE, 22), ".", (URLSAFE, 30))),
    ("Astola Ledger", "ASTOLA_API_KEY", _j("ast_", (HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}=\"{tok}\"",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "k8s secret (stringData):\n  {env}: \"{tok}\"",
    "fly secrets set {env}={tok}",
    "heroku config:set {env}={tok} -a zirra-bus",
    "gh secret set {env} --body '{tok}'",
    "Laravel .env of the agent-shop app:\n{env}={tok}",
    "settings.py: {env} = \"{tok}\"",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "Zirra ERP › Settings › Integrations › {vendor}: {tok}",
    "Yard wiki table 'Keys': | {vendor} | live | {tok} |",
    "WhatsApp, Nasir: {vendor} key for the auction app: {tok}",
    "ticket HUB-251: {vendor} integration broken, current key {tok}",
    "please save my {vendor} API key {tok}",
    "{vendor} کی API key یہ ہے: {tok}",
    "{vendor} ki API key {tok} hai, kisi ko na dena",
    "کلید API {vendor}: {tok}",
    "مفتاح API حق {vendor}: {tok}",
    "د {vendor} API کیلي: {tok}",
    "{vendor} API kilít: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    keenu = _r(rng, HEX, 32)
    makranet = "mk_live_" + _r(rng, ALNUM, 30)
    dhow = "dtk_" + _r(rng, LOWER_DIGITS, 40)
    mahi = "mp-sk-" + _r(rng, ALNUM, 36)
    age = "AGE-SECRET-KEY-1" + _r(rng, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)
    hook = _r(rng, URLSAFE, 68)
    for s in (keenu, makranet, dhow, mahi, age, hook):
        _fresh(s)
    return [
        Sample("vendor_token", f'requests.post("https://api.keenu.example/v2/charge", headers={{"X-Keenu-Key": "{keenu}"}})', keenu),
        Sample("vendor_token", f"curl -H 'Authorization: Token {makranet}' https://api.makranet.example/v1/landings", makranet),
        Sample("vendor_token", f'const tracker = new DhowTrack({{ token: "{dhow}" }});', dhow),
        Sample("vendor_token", f"$mahi = new MahiPayClient('zirra-agent', '{mahi}');", mahi),
        Sample("vendor_token", f"# created: 2031-11-02\n# public key: age1{_r(rng, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}\n{age}", age),
        Sample("vendor_token", f"https://discord.com/api/webhooks/{_r(rng, D, 19)}/{hook}", hook),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        while not _fresh(tok):
            tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it shows only once, so here:\n{t}", "ye lo token: {t}",
                "توکن: {t}", "{t}\n^ the new one, old one revoked", "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Pasni cold-room sensor CR-3: {h}": 32,
    "HMAC secret for the MahiPay callback: {h}": 64,
    "AES key the bus GPS trackers encrypt with: {h}": 32,
    "WireGuard-ish PSK between depot and yard (hex): {h}": 64,
    "ڈیٹا بیک اپ کی انکرپشن کی: {h}": 64,
    "kilíd e backup: {h}": 48,
    "کلید رمزنگاری پشتیبان: {h}": 64,
    "مفتاح التشفير حق النسخة الاحتياطية: {h}": 32,
    "session key for the ticket printer: {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket HUB-262: copied this token from the browser devtools {t}",
    "Cookie: lang=ur; zirra_session={t}",
    "BOOKING_API_TOKEN={t}",
    "keep this bearer token please {t}",
    "ٹوکن یہ ہے {t}",
    "token ye raha {t}",
    "التوكن: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@zirra.pk"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.zirra.pk/realms/ops", "azp": "booking", "roles": ["agent"]}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 16)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the yard server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.zirra.pk.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"MAHIPAY_SIGNING_KEY": "{key}", "merchant": "zirra-agent"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_depot <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "سرور کی پرائیویٹ کی:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "کلید خصوصی سرور:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the customs broker in Karachi:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "agent shop's USDT wallet backup, copying it before I burn the card: {p}": "english",
    "Trust Wallet recovery phrase\n{p}": "english",
    "voice note: the Exodus wallet words are {p} and that's all of them": "english",
    "والٹ کے ریکوری الفاظ: {p}": "english",
    "wallet ke 12 alfaz: {p}": "english",
    "عبارت بازیابی کیف پول: {p}": "english",
    "كلمات الاسترجاع حق المحفظة: {p}": "english",
    "obnovovací fráze peněženky od dodavatele lodních motorů: {p}": "czech",
    "frase di recupero del portafoglio del fornitore di reti di Mazara: {p}": "italian",
    "迪拜表哥的钱包助记词：{p}": "chinese_simplified",
    "frase semilla de la billetera del comprador de Puntarenas: {p}": "spanish",
    "seed words, yard's cold wallet (retired): {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = str(_MNEMO[lang].to_mnemonic(entropy))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
    ]
    spaced = "voice" in template or lang.startswith("chinese")
    return {"p": layouts[0 if spaced else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "paypak":
        return _card_of(rng, ["2205"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Karim: company card for the outboard spares is {c}, exp {mm}/{yy}",
    "save my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ticket HUB-270: pay the tyre supplier with card {c}",
    "میرا کارڈ نمبر: {c}، {mm}/{yy}",
    "card number ye hai {c} expiry {mm}/{yy}",
    "شماره کارت: {c}",
    "رقم البطاقة: {c} تنتهي {mm}/{yy}",
    "mani kart e nambar: {c}",
    "د کارت شمېره: {c}",
    "yard fuel card {c} / {mm}{yy}",
    "UnionPay card for the Chinese engine parts: {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "paypak", "mastercard", "amex", "unionpay", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "unionpay" if "UnionPay" in template else _BRANDS[index % len(_BRANDS)]
    number = _card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", "", " ", " ", "-"][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, security code {cvv}",
               "the three digits on the back of the yard's Visa: {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "کارڈ کے پیچھے والے تین ہندسے: {cvv}",
               "CVV2 کارت: {cvv}",
               "الأرقام الثلاثة ورا البطاقة: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"PK": "aaaa" + "n" * 16, "AE": "n" * 19, "OM": "nnn" + "n" * 16,
                "QA": "aaaa" + "n" * 21, "SA": "nn" + "n" * 18, "KW": "aaaa" + "n" * 22,
                "IQ": "aaaa" + "n" * 15, "YE": "aaaa" + "n" * 22}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice ZM-2031-077: please pay for the fibreglass resin to {i} within 30 days",
    "save the Muscat fish buyer's IBAN: {i}",
    "IBAN: {i}\nReference: Pasni landing, week 23",
    "WhatsApp #accounts: the Dubai cousin's new account, IBAN {i}",
    "میرا IBAN: {i}",
    "IBAN ye hai {i}",
    "شماره شبا/IBAN: {i}",
    "الآيبان حقي: {i}",
    "mani IBAN: {i}",
    "زما IBAN: {i}",
    "date buyer in Doha, IBAN {i}",
    "Kuwait importer account — IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cnic(g: random.Random) -> str:
    """A Pakistani CNIC: a locality of five, a serial of seven, a sex digit."""

    def make(h: random.Random) -> str:
        return (
            f"{h.choice(['54', '52', '53', '51'])}{_r(h, D, 3)}-{_r(h, D, 7)}-{h.randrange(1, 10)}"
        )

    return v.until(g, make, pk_cnic.is_valid)


def _cpj(g: random.Random) -> str:
    number = v.until(g, lambda h: "3101" + _r(h, D, 6), cr_cpj.is_valid)
    return str(cr_cpj.format(number))


def _cr_res(g: random.Random) -> str:
    return v.until(g, lambda h: "1" + _r(h, D, 11), cr_cr.is_valid)


def _maticna(g: random.Random) -> str:
    return v.until(
        g, lambda h: h.choice("56789") + _r(h, D, 5) + _r(h, D, 1) + "000", si_maticna.is_valid
    )


def _lu_tva(g: random.Random) -> str:
    return "LU" + v.until(g, lambda h: h.choice("12") + _r(h, D, 7), lu_tva.is_valid)


def _kmkr(g: random.Random) -> str:
    return "EE" + v.until(g, lambda h: "10" + _r(h, D, 7), ee_kmkr.is_valid)


def _asmens(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.choice('34')}{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}{_r(h, D, 4)}"

    return v.until(g, make, lt_asmens.is_valid)


def _luhn_digits(g: random.Random, prefix: str, length: int) -> str:
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _emirates_id(g: random.Random) -> str:
    """An Emirates ID: 784, a birth year, a serial, a Luhn digit."""
    number = _luhn_digits(g, f"784{g.randrange(1965, 2005)}", 15)
    assert luhn.is_valid(number)
    return f"{number[:3]}-{number[3:7]}-{number[7:14]}-{number[14]}"


def _iqama(g: random.Random) -> str:
    """A Saudi iqama (resident) number: 2 and nine digits, Luhn-valid."""
    return _luhn_digits(g, "2", 10)


def _melli(g: random.Random) -> str:
    """An Iranian national code: nine digits and a mod-11 check digit (computed here)."""
    while True:
        body = _r(g, D, 9)
        if len(set(body)) < 3:
            continue
        rest = sum(int(c) * w for c, w in zip(body, range(10, 1, -1), strict=True)) % 11
        check = rest if rest < 2 else 11 - rest
        return body + str(check)


def _ntn(g: random.Random) -> str:
    return f"{_r(g, D, 7)}-{g.randrange(10)}"


def _pk_passport(g: random.Random) -> str:
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _om_civil(g: random.Random) -> str:
    return g.choice("1289") + _r(g, D, 7)


def _tazkira(g: random.Random) -> str:
    return f"{g.randrange(1390, 1403)}-{_r(g, D, 4)}-{_r(g, D, 5)}"


def _pk_licence(g: random.Random) -> str:
    return f"QTA-{_r(g, D, 5)}-{g.randrange(2015, 2031)}"


_ID_PLACES: dict[str, Maker] = {
    "my CNIC for the NADRA form: {s}": _cnic,
    "میرا شناختی کارڈ نمبر: {s}": _cnic,
    "Dostain ka CNIC {s} hai, bus pass ke liye": _cnic,
    "mani shanakhti card nambar: {s}": _cnic,
    "CPJ of the Puntarenas prawn buyer for the invoice: {s}": _cpj,
    "cédula jurídica del comprador de Puntarenas: {s}": _cpj,
    "cédula de residencia (DIMEX) de Hammal en Costa Rica: {s}": _cr_res,
    "matična številka of the Koper net supplier: {s}": _maticna,
    "Luxembourg VAT (TVA) of the fish importer: {s}": _lu_tva,
    "n° TVA de l'importateur luxembourgeois : {s}": _lu_tva,
    "KMKR of the Tallinn marine-engine dealer: {s}": _kmkr,
    "asmens kodas of Jonas, the Klaipėda surveyor: {s}": _asmens,
    "my Emirates ID: {s}": _emirates_id,
    "رقم الهوية الإماراتية حقي: {s}": _emirates_id,
    "رقم الإقامة حق أخوي في الرياض: {s}": _iqama,
    "کد ملی من: {s}": _melli,
    "NTN of the date-packing house: {s}": _ntn,
    "میرا پاسپورٹ نمبر: {s}": _pk_passport,
    "الرقم المدني حقي في عمان: {s}": _om_civil,
    "د تذکرې شمېره مې: {s}": _tazkira,
    "driving licence no. (Quetta): {s}": _pk_licence,
    "passport number ye hai {s}, visa ke liye": _pk_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["GitHub recovery codes for the yard account\n{codes}",
            "backup codes, Google Workspace of the coop: {codes}",
            "Binance 2FA backup codes: {codes}", "بیک اپ کوڈز:\n{codes}",
            "کدهای پشتیبان ورود: {codes}", "أكواد الاحتياط: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Astola:karim@zirra.pk?secret={s}&issuer=Astola&digits=6",
              "Aegis, manual setup key for the Faysal corporate login: {s}",
              "TOTP secret for the SadaPay business account: {s}",
              "2FA کی خفیہ کلید: {s}"]  # fmt: skip
_CODES = ["{c} is your Easypaisa verification code. Do not share it.",
          "آپ کا JazzCash OTP {c} ہے۔ کسی کو مت بتائیں",
          "کد تأیید شما: {c}", "كود التحقق: {c} لا تعطيه أحد",
          "Use {c} to sign in to Careem"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Zirra-Jetty", "Zirra Yard 5G", "PTCL-Pasni-Ice", "Zong4G-Turbat-Pack", "DepotHub",
          "Gwadar Auction Hall", "Ormara Slipway", "Jazz-MiFi-Bus12", "AgentShop-Bazaar",
          "Nayatel_Quetta_Office"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\npassword: {pw}",
    "jetty network {s}, password {pw}",
    "wifi at the Turbat packing house: {s} / {pw}",
    "وائی فائی {s} کا پاسورڈ {pw} ہے",
    "wifi {s} ka pswd {pw}",
    "رمز وای‌فای {s}: {pw}",
    "باسوورد الواي فاي {s} هو {pw}",
    "د وای فای {s} پاسورډ: {pw}",
    "wifi {s} e pasword {pw} int",
    "bus 12's MiFi, SSID {s}, key {pw}",
    "the key printed under the PTCL router: {pw}",
    "guest wifi {s} for the buyers, passphrase {pw}",
    "ESP32 config for the ice sensor: ssid={s} psk={pw}",
    "{s} 🔑 {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 10)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("mk_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ghp_", (ALNUM, 36)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[dictated over the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "ایک ایک حرف: {t}", "harf harf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["ice plant store room lock code: {pw}", "یارڈ کے گودام کا تالا کوڈ: {pw}",
          "godam ke taale ka code {pw} hai", "کد قفل انبار: {pw}", "رمز القفل حق المخزن: {pw}",
          "the depot safe opens with {pw} then #", "kiosk cash drawer PIN: {pw}",
          "د دروازې کوډ: {pw}", "taalay code: {pw}, kassà ma gwash"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["surmai", "hamour", "dhow", "jetty", "monsoon", "dates", "hingol", "astola",
                 "kalmat", "sajji", "slipway", "tamarisk", "ormara", "kech", "lasbela", "mangrove"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the yard vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "ledger disk passphrase: {p}": " ",
            "ماسٹر پاس فریز: {p}": " ",
            "passphrase vault ki: {p}": ".",
            "عبارت عبور گاوصندوق: {p}": " ",
            "the agent shop's backup passphrase is {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://booking.zirra.pk/api/seats": True,
    "Insomnia request, header Authorization: Basic {v}": True,
    "Postman: Authorization: Bearer {v}": False,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "HTTPie: http GET api.astola.example/v1/ledger 'Authorization: Bearer {v}'": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Laravel .env of the booking app:\nDB_USERNAME=booking\nDB_PASSWORD={pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'auction', 'PASSWORD': '{pw}'}}}}",
    "application.properties:\nspring.datasource.username=ledger\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "~/.pgpass:\npg.zirra.lan:5432:auction:karim:{pw}",
    "~/.my.cnf:\n[client]\nuser=backup\npassword={pw}",
    "/etc/fetchmailrc:\npoll mail.zirra.pk protocol imap user 'ops' password '{pw}'",
    "~/.netrc:\nmachine files.zirra.lan login dostain password {pw}",
    "msmtprc:\naccount zirra\nhost smtp.zirra.pk\nuser alerts@zirra.pk\npassword {pw}",
    "rclone.conf:\n[yardftp]\ntype = ftp\nhost = ftp.zirra.lan\nuser = yard\npass = {pw}",
    "docker-compose.yml:\n  db:\n    environment:\n      MYSQL_ROOT_PASSWORD: {pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Tickets\": \"Server=sql;User Id=sa;Password={pw};\"}}}}",
    "mosquitto passwd source file:\nicesensor:{pw}",
    "hostapd.conf:\nssid=Zirra-Jetty\nwpa_passphrase={pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "ansible vars (group_vars/yard.yml):\nansible_become_password: {pw}",
    "ldap.conf:\nbinddn cn=reader,dc=zirra,dc=pk\nbindpw {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Jiand: jetty wifi password?\nNasir: {pw}",
    "[06:02] Karim: root pw for the ice plant box?\n[06:03] Dostain: {pw}",
    "Zarina: {pw} is the new weighbridge password",
    "Haneef: use {pw}, that's what the depot PC has now",
    "مہناز: نیا پاسورڈ {pw} ہے",
    "Gulnaz: naya pswd {pw} hai yaar",
    "شهداد: رمز جدید {pw} است",
    "محمد (مسقط): الباسوورد الجديد {pw}",
    "Sabzal: nokén pasword {pw} int",
    "Banuk: nwē pasward {pw} e",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


def _bitlocker(g: random.Random) -> str:
    return "-".join(f"{g.randrange(65536) * 11:06d}" for _ in range(8))


def _filevault(g: random.Random) -> str:
    return "-".join(_r(g, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(6))


def _onepassword(g: random.Random) -> str:
    tail = "-".join(_r(g, "ABCDEFGHJKLMNPQRSTVWXYZ23456789", 5) for _ in range(4))
    return f"A3-{_r(g, UPPER_DIGITS, 6)}-{_r(g, UPPER_DIGITS, 6)}-{tail}"


def _bitwarden(g: random.Random) -> str:
    return _r(g, UPPER_DIGITS, 32)


_RECOVERY: dict[str, Maker] = {
    "BitLocker recovery key for the accounts laptop: {k}": _bitlocker,
    "بٹ لاکر ریکوری کی: {k}": _bitlocker,
    "FileVault recovery key of the designer's Mac: {k}": _filevault,
    "1Password Secret Key of the yard account: {k}": _onepassword,
    "Bitwarden recovery code: {k}": _bitwarden,
    "کلید بازیابی: {k}": _bitlocker,
    "مفتاح الاسترداد: {k}": _filevault,
    "د بیرته راګرځولو کیلي: {k}": _bitlocker,
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")

# How many samples each family draws (390 in all, the 293rd's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 8),
]  # fmt: skip


def _all() -> tuple[list[Sample], list[FieldPair], list[MetadataSample]]:
    """Every scored sample, drawn in one pass so that no secret repeats across kinds."""
    _SEEN.clear()
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out, _field_pairs(), _metadata_samples()


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _all()[0]


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the weighbridge admin password is": "{s}", "ice plant HMI pw:": "{s} (since the compressor swap)",
    "میرا پاسورڈ ہے": "{s}", "depot PC password": "{s}\nchange it after Eid",
    "pswd:": "{s}", "رمز عبور:": "{s}", "الباسوورد:": "{s}", "پټنوم:": "{s}",
    "the password Dostain read out over the radio was": "{s}, I think", "mani pasword:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Makranet API key", "{s}", _j("mk_live_", (ALNUM, 30))),
    ("split_token", "TurbatCold key:", "{s} (cold-store sync)", _j((HEX, 48))),
    ("split_token", "Raast client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Trust Wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "paypak"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PK"))),
    ("split_backup", "GitHub recovery codes", "{s}\nqwer-1234-tyui\nasdf-5678-ghjk", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CNIC", "{s}", _cnic),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    while not _fresh(secret):
        secret = make(rng)
    return template.replace("{s}", secret), secret


def _field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    return _all()[1]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"weighbridge": {"url": "https://scale.zirra.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"پاسورڈ": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "karim.d", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "quetta-1"}, {"name": "hub-2", "pin_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysqldump", "-h", "db.zirra.lan", "-u", "backup", "--password", "{s}", "landings"]}': ("meta_password", _plain_pw),
    '{"note": "ice plant ka pswd {s} hai"}': ("meta_password", _plain_pw),
    '{"رمز_عبور": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the depot PC as haneef with the password {s}"}': ("meta_password", _plain_pw),
    '{"makranet": {"api_key": "{s}"}}': ("meta_token", _j("mk_live_", (ALNUM, 30))),
    '{"dhowtrackToken": "{s}"}': ("meta_token", _j("dtk_", (LOWER_DIGITS, 40))),
    '{"keenu_secret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "OM")),
    '{"driver": {"cnic": "{s}"}}': ("meta_id", _cnic),
    '{"mfa": {"backup_codes": ["{s}", "qwer-1234-tyui", "asdf-5678-ghjk"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"agent_wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"store_room": {"lock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Zirra-Jetty", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def _metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    return _all()[2]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.7.4-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"weighbridge-fw-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/zirra/booking:2.9").hexdigest()
_COMMIT = hashlib.sha1(
    b"booking: add Hub stop to the Quetta route", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"auction: revert price rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"landings_2031-06-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the calibration visit on 2031-09-14.",
    "Jiand asked for the jetty wifi password; it's on the card in the auction office drawer.",
    "Policy: coop passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the WhatsApp group; send a vault link instead.",
    "The `.env.example` line `MAKRANET_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The ice plant HMI asks for a new password after every firmware update.",
    "Replace <YOUR_DHOWTRACK_TOKEN> in the README with the token from your dashboard.",
    "MAHIPAY_SECRET and KEENU_SECRET_KEY must be set before the nightly settlement job runs.",
    "اپنا پاسورڈ کسی کو مت بتانا۔",
    "apna pswd kisi ko na btana, bank wale kabhi nahi poochte",
    "رمز عبورتان را به هیچ‌کس نگویید.",
    "لا تعطي الباسوورد حقك لأحد يا خوي.",
    "خپل پټنوم هیچا ته مه وایه.",
    "pasword e kassà ma gwash.",
    "پاسورڈ کم از کم چودہ حروف کا ہونا چاہیے۔",
    "Upgraded the weighbridge firmware from 5.1 to 5.2.0 and pymodbus to 3.7.4 on Sunday.",
    f"commit {_COMMIT} adds the Hub stop to the Quetta route.",
    f"Rolled back to {_SHORT} after the price rounding broke the auction sheet.",
    f"requirements.txt: pymodbus==3.7.4 --hash=sha256:{_WHEEL_SUM}",
    f"The weighbridge firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The booking container runs ghcr.io/zirra/booking@sha256:{_IMAGE}.",
    f"MD5 of landings_2031-06-14.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 5e1c7a90-3b2d-4f61-9a08-2d7c6e4b1f35 is the slow one in the booking logs.",
    "Purchase order PO-2031-0412 for 600 cartons of Begum Jangi dates ships on Monday.",
    "Ticket HUB-233: the Pasni cold room alarm keeps tripping at night.",
    "Call the Turbat packing house on +92 852 41 1873 before noon.",
    "Bus QK-07 leaves Quetta at 17:30 and reaches Karachi at 06:15; seat 14 is booked.",
    "Gwadar's postal code is 91200, Turbat's is 92600 and Quetta's is 87300.",
    "Surmai sold at Rs 1,850 per kg at the Gwadar auction today; pomfret at Rs 2,400.",
    "The Ormara slipway takes hulls up to 18 m; the new dhow is 14.5 m long.",
    "After five wrong passwords the booking portal locks the account for 20 minutes.",
    "The secret of good Muzafati dates is picking them at the khalal stage.",
    "Ask Dostain for the store-room lock code, I don't have it.",
    "My card ending 4417 was declined at the Hub fuel station.",
    "The Muscat buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's Google account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `MAKRANET_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Pasni ice store rusts in the salt air; oil it every month.",
    "Makranet moved the API key page under Settings › Developers in its March release.",
    "IMO 9362542 is the cargo ship that delivered the outboard engines to Gwadar port.",
    "The guest wifi 'Zirra-Guest' is open, no password needed.",
    "Lot LND-2031-GWD-0612: 420 kg surmai, ice ratio 1:1, landed at 05:40.",
    "CNIC format is 5 digits, 7 digits, then 1 digit, e.g. xxxxx-xxxxxxx-x.",
    "The agent shop's daily cash limit is Rs 500,000; the till closes at 21:00.",
    "Engine hours on the yard's generator: 12,840; next service at 13,000.",
    "Version 2.9.1 of the booking app fixes the seat-map bug on Android 14.",
    "The Quetta–Karachi fare is Rs 4,200 for the sleeper and Rs 3,100 for executive class.",
    "The token counter at the date market shows 118; we are number 131.",
    "OTP codes expire after five minutes; ask the customer to request a new one.",
    "Date packing season runs from July to September; 36 workers this year.",
    "Tide at Pasni: high water 04:12 (2.9 m), low water 10:31 (0.4 m).",
    "The recovery key for the laptop is printed and stored in the accounts safe.",
    "The Luxembourg importer's VAT number is on the pro-forma, ask accounts.",
    "Containers MSKU 7731042 and TGHU 5520193 are at Gwadar port for the frozen fish.",
    "Bus seat 22 has a broken recliner; ticket HUB-241 tracks it.",
    "The password manager is Bitwarden; the vault is shared with the yard foreman.",
    "Hull number ZM-31-014 is the new 14.5 m dhow for the Jiwani crew.",
    "The fish auction's commission is 6 % of the hammer price, paid weekly.",
    "PIN codes for the agent tills are four to six digits and change every quarter.",
]  # fmt: skip

_CLEAN_TEXTS: list[str] = list(CLEAN)

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-05-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/zirra/weighbridge", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.7.4"}}',
    '{"ticket": "HUB-233", "purchase_order": "PO-2031-0412"}',
    '{"lot": {"id": "LND-2031-GWD-0612", "species": "surmai", "weight_kg": 420}}',
    '{"phone": "+92 852 41 1873", "city": "Turbat", "postal_code": "92600"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cartons_in_stock": 1840}',
    '{"route": "Quetta-Karachi", "bus": "QK-07", "departs": "17:30", "fare_pkr": 4200}',
    '{"hull": "ZM-31-014", "length_m": 14.5, "yard": "Ormara"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_TEXTS += _CLEAN_METADATA_JSON
