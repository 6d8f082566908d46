# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-forty-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-forty-fifth's
docstring, the fifth to two-hundred-and-forty-fifth only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-forty-sixth, the
two-hundred-and-forty-eighth and the two-hundred-and-forty-ninth), any other test, the reports,
the benchmarks, the rest of docs/security.md, the changelog nor the git history, and the scrubber
was never run on it. Its own seed (247516083), password words (a river word, a place and a
number and a sign; a date variety or spice and a boat word joined by dashes; a name, a birth
year, a sign and a Nubian village; leet felucca, dahabiya, Barakawi, Gondeila, karkadeh, henna,
sakia, cataract and a made-up boat name with a year; a village, a date and a year joined by dots; a
cabin number and a boat word; a river word in capitals and a number; a generator's four groups
and random runs), names, places, templates, tools, vendors and layouts, the way the staff of
Sollo Nile Ventures (fictional: a felucca and river-cruise agency at Aswan, a date-palm farm at
Dongola with a pump house and a cold store, a Nubian guesthouse on Elephantine, a ferry and cargo
office at Wadi Halfa, a henna and spice shop in the Aswan souq and a money-transfer (hawala)
office) leak secrets into an assistant's memory. The texts are chats with times, tickets and
inbox notes (Helpy, LiveAgent, Gorgias, tawk.to, Chaport, Respond.io, Interakt, AiSensy,
Gallabox), Tawasal messages, wiki breadcrumbs and table rows, notes to self, e-mails, runbooks,
READMEs, shell, PowerShell and cmd prompts, a shell history, voice-memo transcripts, dictated
text and requests to the assistant itself; the separators run from a colon, "is", a dash and an
arrow to emoji (`👉`, `👈`, `🙏`, `👍`), a new line, Arabic and French quotes (`«…»`, `‹…›`),
square brackets and parentheses.

Tools, flags and names none of heldouts 5 to 245 names (each grepped by its command, flag or name,
case-insensitively): `db2 attach … using`, `isqlw -P`, `gpg-zip --gpg-args "--passphrase …"`,
Tawasal, a ProtonVPN OpenVPN credentials file, Jackett's `AdminPassword`, Bazarr's `config.ini`
and copr-cli's config. Beside them tools lightly used before (by grep, the number of earlier
corpora that name each): in one, `kafkacat -X sasl.password=`, MikroTik's `/user set …
password=`, Cisco's `enable secret`, `cyberpanel createUser --password`, `aespipe -p`, `vsce
publish -p`, GlobalProtect, `COSIGN_PASSWORD`, naiveproxy, the configs of OrangeHRM, Etherpad,
OctoPrint, Technitium, KoboToolbox, Chevereto, Pixelfed, PeerTube, Funkwhale, Airsonic, Ampache,
Sonarr, Tautulli and Tiny Tiny RSS, and Helpy, LiveAgent, Gorgias, tawk.to, Chaport, Respond.io,
Interakt, AiSensy and Gallabox; in two, `sendemail -xp`, `unar -p`, `ffmpeg -decryption_key` and
`singularity remote login --password`; in three to five, `schtasks /rp`, `mmctl user create
--password`, `check_http -a`, `nats --password` and SoftEther's `vpncmd /PASSWORD:`. The common
layouts (`curl -u`, `sshpass -p`, `mysql -p`, `redis-cli -a`, `docker login -p`, `zip -P`, `7z
-p`, `openssl -passout pass:`, `sqlcmd -P`, `smbclient -U user%…`, `sudo -S`, `xfreerdp /p:`,
`lftp -u`, `wget --password`, env files, `export`, `docker run -e`, JWTs, PEM blocks,
`otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, Markdown tables, connection URLs of
PostgreSQL, MySQL, MongoDB, Redis, AMQP, SMTPS, FTP, RTSP, SQL Server, NATS, HTTPS and SOCKS5,
all named in many earlier corpora) are in wordings of their own.

About 47 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 183 of 390: the texts with Arabic, Greek, Japanese or Korean letters or a marker
word of the languages below): Sudanese Arabic in Arabic script (`الباسورد`, `كلمة السر`, `كلمة
المرور`, `الرمز السري`, `هاك` "here, take it", `هسي` "now", `حق` and `بتاع` "of", `ما تكلم زول`
"don't tell anyone", `مشكور` "thanks", `الرقم الوطني`) and in Arabizi (`hak el password`,
`el basword hassi`, `kalmat el sir`, `ma tkallim zol`, `mashkoor`, `tallaja` the fridge, `zato`
"the same"); Egyptian Arabic in Arabic script (`الباسورد أهو`, `ده`, `الرقم القومي`) and in
Franco-Arab texting (`el password aho` "here it is", `mat2olsh l7ad` "don't tell anyone",
`shokran`, `merci`, `ya basha`, `bta3`, `el gdeed`, `ra2am el 2awmy`, `7awel el 3arboon` "send the
deposit", `el rayyes` the boat's captain, `7arf 7arf` "letter by letter"); Nobiin and Kenzi
(Kenuzi-Dongolawi) in Latin letters as texted, leaning on Arabic and English loans as their
speakers do (`baasward`, `baaswardki`, Kenzi `baaswordkin`, `kood`, `kommaand`, `wayfay`,
`yuuzer`, `felukka`, `markabki`, Nobiin `in` "this (is)", Kenzi `ir`, Nobiin `ashkurekkon` and
Kenzi `ashkureen` "thanks", `weel taddo` and `wer-ka ellemenn` "don't tell anyone", `aman-n
sokke`); and Nile tourism English. Spanish, French, Italian, Japanese, Korean, Portuguese and
Czech appear only around guests' seed phrases, a German card note and foreign guests' ids. The
wordings are the author's approximations, checked by no speaker; the thinnest guesses are all
the Nobiin and Kenzi ones (`in` and `ir` as a copula, `-ki`/`-kin` endings on loans,
`ashkurekkon`, `ashkureen`, `weel taddo`, `wer-ka ellemenn`, `aman-n sokke`, `markabki`, and
whether Nubians text these at all rather than Arabic), then the Sudanese `zato` and `tallaja` in
Arabizi and `كي` for "key".

Vendors (Paysky, Syberpay, O-Cash, MoneyFellows, Thndr, Masary, Momkn, Souhoola, Tanmeyah,
Banque Misr, QNB Alahli, Banque du Caire, Omdurman National Bank, Faisal Islamic Bank, Sudanese
French Bank, Sudatel, Zain Sudan, MTN Sudan, Etisalat Misr, Telecom Egypt, Egypt Post, Sudapost,
Almosafer, EgyptAir, Nile Air, Badr Airlines, Super Jet, Blue Bus, Tirhal, Breadfast, Elmenus,
Taager, Cartona, Dsquares, Mozare3 and Yodawy) are ones heldouts 5 to 245 do not name (grepped by
name); Bankak, named in one, appears in an OTP text. No shape here is one the author knows to be
real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs
for Thndr and Nile Air, and the `mf_live_`, `onb_`, `mtnsd_`, `sj_`, `bf_` and `ydw_` prefixes);
the JWTs are well-formed.

The ids that carry a check are kinds lightly used before (in one or two corpora each by grep), of
the agency's foreign guests and partners, each drawn until its python-stdnum module validates it:
Tunisia's matricule fiscal (`stdnum.tn.mf`), Senegal's NINEA (`stdnum.sn.ninea`), Greece's AMKA
(`stdnum.gr.amka`), Japan's My Number (`stdnum.jp.in_`), Ecuador's cédula (`stdnum.ec.ci`) and
Cuba's carné de identidad (`stdnum.cu.ni`); Egypt's tax registration number is drawn through
`stdnum.eg.tn`, which checks its format only (used in three corpora). Kinds no library or this file
checks (no check-digit algorithm is written here; the shapes of the Sudanese passport and driving
licence are guesses): Egypt's fourteen-digit national ID (Aswan's governorate code 28, its last
digit unchecked), Sudan's national number, Sudanese and Egyptian passports, a Sudanese driving licence and a
driving licence under its Arabic name. Card numbers pass Luhn (the value helpers' Visa, Mastercard, Amex,
Discover, JCB, Diners, UnionPay and Maestro, checked with python-stdnum's `luhn`); the card codes
are four digits, drawn so that none reads as a year. The IBANs are of Egypt, Sudan, Libya, Saudi
Arabia, the UAE, Qatar, Kuwait, Djibouti, Jordan and Oman (where the region's families and
cousins bank; none rare before, each in about twenty to twenty-five corpora by a rough count),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish,
French, Italian, Japanese, Korean, Portuguese and Czech lists, each drawn until
`Mnemonic(lang).check` accepts it. Counts: 390 secret samples, 20 field pairs and 20 metadata
samples (430 scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.cu import ni as cu_ni
from stdnum.ec import ci as ec_ci
from stdnum.eg import tn as eg_tn
from stdnum.gr import amka as gr_amka
from stdnum.jp import in_ as jp_in
from stdnum.sn import ninea as sn_ninea
from stdnum.tn import mf as tn_mf

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 247_516_083
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


def _fmt(template: str, fields: dict[str, str]) -> str:
    """``template`` with each ``{name}`` replaced (literal braces of JSON and code stay as they are)."""
    for name, value in fields.items():
        template = template.replace("{" + name + "}", value)
    return template


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
            out.append(Sample(self.cls, _fmt(template, fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_RIVER = ["Felucca", "Dahabiya", "Sakia", "Shadoof", "Nuggar", "Cataract", "Sandbank", "Mooring",
          "Tiller", "Lateen", "Sambuk", "Ferryboat", "Jetty", "Gangway"]  # fmt: skip
_PALMS = ["Barakawi", "Gondeila", "Bitamoda", "Mishrig", "Kulma", "Jawa", "Tamoda", "Doum",
          "Karkadeh", "Henna", "Kohl", "Hilba", "Shatta", "Kamun", "Sunt"]  # fmt: skip
_PLACES = ["Aswan", "Elephantine", "GharbSoheil", "Kubbaniya", "Kalabsha", "Dongola", "Kerma",
           "Argo", "WadiHalfa", "Abri", "Sai", "Soleb", "Tombos", "Delgo", "Kosha", "Siwesi",
           "Koshtamna", "Daraw", "Edfu", "Nagaa"]  # fmt: skip
_NAMES = ["Hamza", "Ashraf", "Fatma", "Awad", "Idris", "Khalil", "Nabra", "Hawa", "Saadia",
          "Magdi", "Osman", "Sayyid", "Nafisa", "Hagag", "Tarik", "Amna", "Khadija", "Mustafa",
          "Baraka", "Nour", "Dahab", "Zeinab", "Kamal", "Sherifa"]  # fmt: skip
_USERS = ["hamza.awad", "nabra", "saadia_o", "magdi", "idris.k", "ops", "reservations",
          "cargo-halfa", "palms", "hawala", "fatma.h", "admin", "khalil", "guesthouse"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["F3lucc4", "D4h4b1y4", "B4r4k4w1", "G0nd31l4", "K4rk4d3h", "H3nn4", "S4k14",
         "C4t4r4ct", "Ny4ll4"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Four random groups of five, as a password manager writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_RIVER)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PALMS).lower()}-{g.choice(_RIVER).lower()}-{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2036)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PALMS)}{g.choice([12, 25, 40, 50, 90])}kilo{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_PALMS).lower()}.{g.randrange(1970, 2036)}",
    lambda g: f"Cabin{g.randrange(1, 40)}{g.choice(_RIVER)}{g.choice(_SYMBOLS)}{g.randrange(10, 99)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_RIVER).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"Nile{g.choice(_NAMES)}{g.choice(_PALMS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    ok = set(ALNUM + "._~-")
    return v.until(rng, _pw, lambda value: all(c in ok for c in value))


_SAID = [
    "Tawasal message from Hamza: the felucca booking laptop password is {pw}",
    "Helpy ticket #3107 (Elephantine guesthouse): the reception PC password is {pw}",
    "LiveAgent chat, agent Nafisa: the Wadi Halfa cargo scale admin password is {pw}",
    "Gorgias ticket, henna shop web store: admin password {pw}",
    "tawk.to widget on the cruise site, Magdi typed: dashboard password {pw}",
    "Chaport chat with the guesthouse guest: the room safe's master password is {pw}",
    "Respond.io inbox note: the date-farm pump controller password is {pw}",
    "Interakt WhatsApp note, Dongola palms: irrigation panel password {pw}",
    "AiSensy broadcast draft (not sent!): hawala office PC password {pw}",
    "Gallabox note from Idris: the ferry ticket printer password is {pw}",
    "Runbook, Aswan jetty: باسورد جهاز الكاميرات {pw}",
    "README, booking-sync: the staging admin password is {pw} (change it)",
    "E-mail from Saadia, subject 'laptop': Password: {pw}",
    "[voice memo, Hamza] okay so the new password for the cruise booking box is {pw} got it",
    "note l nafsy: pass el router bta3 el guesthouse → {pw}",
    "Hey assistant, remember that the spice shop's POS password is {pw}",
    "Please store this for me: the Dongola pump house tablet password is {pw}",
    "Wiki › Halfa office › Printers | password | {pw}",
    "ورقة على الشاشة: الباسورد = {pw}",
    "baasward GPS-n markabki Kalabsha: \"{pw}\"",
    "the moneygram desk PC password (Aswan souq) is now {pw}",
    "Nile tourism desk handover: the tour-guide tablet password is {pw} — keep it in the blue folder",
    "el rayyes (captain) el laptop bta3o el pass ({pw})",
    "Dictated: password for the date packing line PLC, {pw}, thanks",
    "الباسورد بتاع جهاز الحجوزات هو {pw}",
    "كلمة السر لماكينة التذاكر في وادي حلفا: {pw} ما تكلم زول",
    "هاك الباسورد الجديد حق الراوتر: {pw}",
    "كلمة المرور بتاعة كمبيوتر الحوالات هسي بقت {pw} مشكور",
    "الرمز السري حق خزنة المركب «{pw}»",
    "hak el password bta3 el computer: {pw} ma tkallim zol",
    "el basword hassi {pw}, mashkoor ya Awad",
    "kalmat el sir bta3t el tablet fi Dongola: {pw}",
    "el password aho: {pw} mat2olsh l7ad",
    "ya basha el pass el gdeed bta3 el markeb {pw} shokran",
    "el password beta3 el guesthouse wifi admin → {pw} merci",
    "pass el mahal (henna shop) ba2a {pw} 👍",
    "baasward in: {pw} — weel taddo, ashkurekkon",
    "Nobiin note from Hawa: kombiyuutarn baasward {pw} ashkurekkon",
    "baaswardki in {pw}, aman-n sokke",
    "Kenzi, Fatma: baaswordkin {pw} ashkureen",
    "Kenzi voice note: el baasword ir {pw}, wer-ka ellemenn",
    "Dongolawi text: baasward in {pw} 🙏",
    "felukka baasward: {pw}",
    "Password for the Elephantine booking tablet\n{pw}",
    "el NAS bta3 el guesthouse: pw – {pw}",
    "The cruise office password is {pw}. Don't put it on the whiteboard again.",
    "سعدية قالت باسورد مكتب الحوالات {pw}",
    "password 👉 {pw}",
    "kalmet el ser: \"{pw}\" (el markeb el kbeera)",
    "الباسورد 👈 {pw}",
    "Tarik: baasward: {pw}",
    "the password Nabra read to me over the phone was {pw}",
    "Sherifa, henna shop: the card terminal's merchant password is {pw}",
    "Kamal, Halfa: el basword hak el computer {pw}, wel printer zato",
    "Guesthouse wiki: Admin password of the booking site — {pw}",
    "Osman: el pass el jadeed hak el tallaja fi Dongola {pw}",
    "Khadija 09:14: password ya gama3a: {pw}",
    "Zeinab: el pass [{pw}] matensash",
    "Elephantine guesthouse, staff memo: reception password ‹{pw}›",
    "Mustafa (cruise engineer): engine-room tablet passwd={pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_CHATS = [
    "[07:02] Hamza: wifi password of the felucca office?\n[07:03] Nabra: {pw}",
    "[21:40] Awad: the guesthouse booking login?\n[21:41] Saadia: {pw}",
    "Magdi: {pw} is the new password for the ferry office PC",
    "Idris: use {pw}, that's what I set on the pump house router",
    "[10:15] عوض: الباسورد؟\n[10:16] حمزة: {pw}",
    "نفيسة: {pw} ده الباسورد الجديد",
    "[13:05] Khalil: el password eh?\n[13:06] Nour: {pw}",
    "Dahab: {pw} de el pass bta3 el laptop",
    "Hawa: baasward? \nFatma: {pw}",
    "[18:22] Osman: el basword?\n[18:22] Zeinab: {pw} mashkoor",
    "طارق: {pw} ده الباسورد اللي حطيته",
    "[08:47] guest in room 4: what's the password?\n[08:49] reception: {pw}",
    "Sayyid: pass el laptop bta3 el 7awala = {pw}",
    "Baraka: kalmat el sir {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_LOGINS = [
    "login: {u} / {pw}",
    "creds for the booking site: {u}:{pw}",
    "odkhol b {u} wel pass {pw}",
    "المستخدم {u}، الباسورد {pw}",
    "Username: {u}\nPassword: {pw}",
    "| Aswan NVR | {u} | {pw} |",
    "{u} / {pw} (the Helpy admin)",
    "اسم المستخدم {u} وكلمة السر {pw}",
    "اليوزر {u} والباسورد {pw}",
    "el user {u} wel pass {pw}",
    "yuuzer {u}, baasward {pw}",
    "login {u} and {pw} for the ferry office",
    "{u}@sollonile.com:{pw}",
    "u={u} p={pw}",
    "Awad's login for the cargo portal: {u} — {pw}",
    "user: {u}  pass: {pw}  (Dongola pump tablet)",
    "الدخول: {u} / {pw}",
    "yuuzer {u} baasward {pw} shokran",
    "el account: {u} / el password: {pw}",
    "Kenzi note: yuuzer {u} baasword {pw} ashkureen",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["sakia", "gondeila", "tombos", "nuggar", "doum", "sambuk", "shadoof", "kohl",
               "soleb", "kerma", "siwesi", "kosha", "delgo", "tamoda"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "for the guesthouse router it's {w} and {d} at the end",
    "voice memo: the felucca office wifi is {w} then {d}, no space",
    "it's {w}{d}, word and digits joined",
    "type {w}, then {d}; that's the admin password",
    "الباسورد هو كلمة {w} وبعدها {d}",
    "el password howa kelmet {w} w ba3daha {d}",
    "el basword kalmat {w} wa ba3dha ragam {d}",
    "baasward: {w} kalma, {d} ragam",
    "the name of our boat, {w}, followed by {d}",
    "{w} with a capital first letter and {d} at the end",
    "{w}{d} — that's the hawala PC password",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 5 % len(_SAID_WORDS)]  # each word once, so each secret is unique
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "db2 attach to NILENODE user {u} using {pw}",
    "isqlw -S halfa-sql -U {u} -P {pw} -i cargo.sql",
    "gpg-zip --encrypt --gpg-args \"--batch --passphrase {pw}\" --output manifests.gpgz manifests/",
    "unar -p {pw} bookings-2035.rar",
    "ffmpeg -decryption_key {pw} -i felucca-drone.mp4 out.mp4",
    "aespipe -p 3 < guests.db.aes > guests.db 3<<< '{pw}'",
    "vpncmd /SERVER halfa-vpn:443 /PASSWORD:{pw} /CMD UserList",
    "mmctl user create --email saadia@sollonile.com --username {u} --password {pw}",
    "singularity remote login --username {u} --password {pw} oras://registry.sollonile.lan",
    "vsce publish -p {pw}",
    "schtasks /create /tn SyncBookings /tr sync.bat /sc hourly /ru {u} /rp {pw}",
    "nats --server nats://bus.sollonile.lan:4222 --user {u} --password {pw} pub cargo.halfa hi",
    "globalprotect connect --portal vpn.sollonile.com --username {u} --password {pw}",
    "kafkacat -b kafka.sollonile.lan:9093 -X sasl.mechanisms=PLAIN -X sasl.username={u} -X sasl.password={pw} -t tickets -C",
    "sendemail -f ops@sollonile.com -t hamza@sollonile.com -s smtp.sollonile.com:587 -xu {u} -xp {pw} -u test",
    "wget --user={u} --password={pw} https://files.sollonile.lan/manifests/halfa.csv",
    "/user set admin password={pw}",
    "enable secret {pw}",
    "cyberpanel createUser --firstName Awad --lastName Osman --email awad@sollonile.com --userName {u} --password {pw}",
    "check_http -H booking.sollonile.lan -a {u}:{pw}",
    "curl -u {u}:{pw} https://api.sollonile.lan/v1/cabins",
    "sshpass -p {pw} ssh {u}@pump-dongola.lan",
    "mysql -u {u} -p{pw} bookings",
    "redis-cli -h cache.sollonile.lan -a {pw} ping",
    "docker login registry.sollonile.lan -u {u} -p {pw}",
    "zip -P {pw} passports-scan.zip scans/*.pdf",
    "7z a -p{pw} hawala-ledger.7z ledger/",
    "openssl pkcs12 -export -in pos.crt -inkey pos.key -out pos.p12 -passout pass:{pw}",
    "sqlcmd -S tcp:hawala-db -U {u} -P {pw} -Q \"select 1\"",
    "smbclient //nas.sollonile.lan/guests -U {u}%{pw}",
    "psql \"host=pg.sollonile.lan user={u} password={pw} dbname=cruise\"",
    "echo '{pw}' | sudo -S systemctl restart pump-controller",
    "xfreerdp /v:halfa-pc /u:{u} /p:{pw}",
    "lftp -u {u},{pw} sftp://cargo.sollonile.lan",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "hamza@felucca-office:~$ {c}", "PS C:\\halfa> {c}", "C:\\Users\\cargo> {c}",
    "root@pump-dongola:/# {c}", "the command I ran on the cruise server: {c}",
    "الأمر اللي شغلته: {c}", "el command elli 3amaltoh: {c}", "da el command: {c}",
    "runbook step 4, run:\n{c}", "history | tail -1\n  512  {c}",
    "شغلت الأمر ده في السيرفر: {c}", "el amr elli katabto fel terminal: {c}", "hak el command: {c}",
    "kommaand in: {c}", "ya Hamza, run da: {c}", "الكوماند: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = _plain_pw(rng)
            text = _fmt(template, {"pw": secret, "u": rng.choice(_USERS)})
            out.append(Sample(cls, _fmt(rng.choice(frames), {"c": text}), secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.sollonile.lan:5432/cruise",
    "mysql://{u}:{pw}@db.halfa.sollonile.lan/cargo",
    "mongodb+srv://{u}:{pw}@palms.mongo.sollonile.net/dates",
    "redis://:{pw}@cache.sollonile.lan:6379/2",
    "amqp://{u}:{pw}@mq.sollonile.lan:5672/hawala",
    "smtps://{u}:{pw}@mail.sollonile.com:465",
    "ftp://{u}:{pw}@cargo.sollonile.lan/manifests/",
    "rtsp://{u}:{pw}@cam-jetty.sollonile.lan:554/ch1",
    "mssql://{u}:{pw}@hawala-db:1433/ledger",
    "nats://{u}:{pw}@bus.sollonile.lan:4222",
    "https://{u}:{pw}@git.sollonile.lan/ops/booking.git",
    "socks5://{u}:{pw}@proxy.sollonile.lan:1080",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "conn string: {c}", "the booking app connects with {c}",
    "رابط الاتصال: {c}", "el connection string: {c}", "settings.py: BROKER_URL = \"{c}\"",
    "el link bta3 el database: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 2_050_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "sollo-nile", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


# (vendor, env name, maker): every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Paysky", "PAYSKY_SECRET_KEY", _j((UPPER_HEX, 64))),
    ("Syberpay", "SYBERPAY_API_KEY", _j((ALNUM, 40))),
    ("O-Cash", "OCASH_MERCHANT_TOKEN", lambda g: v.uuid4(g, "8")),
    ("MoneyFellows", "MONEYFELLOWS_API_KEY", _j("mf_live_", (ALNUM, 32))),
    ("Thndr", "THNDR_API_TOKEN", _vendor_jwt("https://auth.thndr.app")),
    ("Masary", "MASARY_API_SECRET", _j((HEX, 40))),
    ("Momkn", "MOMKN_API_KEY", _j((ALNUM, 36))),
    ("Souhoola", "SOUHOOLA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Tanmeyah", "TANMEYAH_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Banque Misr", "BANQUEMISR_MPGS_PASSWORD", _j((HEX, 32))),
    ("QNB Alahli", "QNB_GATEWAY_SECRET", _j((UPPER_DIGITS, 32))),
    ("Banque du Caire", "BDC_API_KEY", _j((B64, 44))),
    ("Omdurman National Bank", "ONB_API_TOKEN", _j("onb_", (ALNUM, 36))),
    ("Faisal Islamic Bank", "FIB_SUDAN_API_KEY", _j((HEX, 48))),
    ("Sudanese French Bank", "SFB_CLIENT_SECRET", _j((ALNUM, 44))),
    ("Sudatel", "SUDATEL_SMS_API_KEY", _j((UPPER_HEX, 40))),
    ("Zain Sudan", "ZAIN_SD_SMS_TOKEN", _j((ALNUM, 32))),
    ("MTN Sudan", "MTN_SD_API_KEY", _j("mtnsd_", (LOWER_DIGITS, 30))),
    ("Etisalat Misr", "ETISALAT_MISR_SMS_PASSWORD", _j((ALNUM, 24))),
    ("Telecom Egypt", "WE_SMS_API_KEY", _j((HEX, 64))),
    ("Egypt Post", "EGYPTPOST_TRACKING_KEY", lambda g: v.uuid4(g, "9")),
    ("Sudapost", "SUDAPOST_API_KEY", _j((UPPER_DIGITS, 28))),
    ("Almosafer", "ALMOSAFER_PARTNER_SECRET", _j((URLSAFE, 48))),
    ("EgyptAir", "EGYPTAIR_NDC_API_KEY", _j((ALNUM, 40))),
    ("Nile Air", "NILEAIR_AGENT_TOKEN", _vendor_jwt("https://agents.nileair.example")),
    ("Badr Airlines", "BADR_AGENT_KEY", _j((HEX, 32))),
    ("Super Jet", "SUPERJET_API_KEY", _j("sj_", (ALNUM, 34))),
    ("Blue Bus", "BLUEBUS_PARTNER_TOKEN", _j((B64, 64))),
    ("Tirhal", "TIRHAL_API_KEY", _j((ALNUM, 32))),
    ("Breadfast", "BREADFAST_B2B_KEY", _j("bf_", (HEX, 40))),
    ("Elmenus", "ELMENUS_PARTNER_SECRET", _j((URLSAFE, 40))),
    ("Taager", "TAAGER_API_TOKEN", _j((ALNUM, 48))),
    ("Cartona", "CARTONA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Dsquares", "DSQUARES_CLIENT_SECRET", _j((HEX, 64))),
    ("Mozare3", "MOZARE3_API_KEY", _j((ALNUM, 30))),
    ("Yodawy", "YODAWY_API_KEY", _j("ydw_", (ALNUM, 32))),
]  # fmt: skip
_VENDOR_PLACES = [
    "{env}={k}",
    "export {env}=\"{k}\"",
    "{name} API key: {k}",
    "the {name} key for the booking site is {k}",
    "مفتاح API حق {name}: {k}",
    "el API key bta3 {name} aho: {k}",
    "{name} integration broken, current key {k}",
    "Settings › Integrations › {name}: {k}",
    "Hey assistant, keep this {name} secret for later: {k}",
    "docker run -e {env}={k} sollo/booking:3.2",
    "مفتاح {name} الجديد هو {k} ما تكلم زول",
    "el key bta3 {name} el gdeed {k} mat2olsh l7ad",
    "hak el API key hak {name}: {k} mashkoor",
    "{name} API kood in: {k} ashkurekkon",
    "كي {name} للحجوزات 👈 {k}",
    "Kenzi note: {name} API key ir {k}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    vendors = list(v.cycle(rng, _VENDORS, n))
    for (name, env, make), place in zip(vendors, v.cycle(rng, _VENDOR_PLACES, n), strict=True):
        secret = make(rng)
        out.append(
            Sample("vendor_token", _fmt(place, {"env": env, "name": name, "k": secret}), secret)
        )
    return out


_BARE = [
    "HALFA_CARGO_SIGNING_KEY={k}",
    "cruise-sync: webhook_secret: {k}",
    "BOOKING_SESSION_SECRET = '{k}'",
    "PUMP_MQTT_CREDENTIALS={k}",
    "مفتاح hmac حق الحوالات → {k}",
    "GUESTHOUSE_ENCRYPTION_KEY: {k}",
    "el app secret bta3 app el felucca: {k}",
    "DONGOLA_SENSOR_ACCESS_GRANT={k}",
]  # fmt: skip
_bare = _Family("key_value", _BARE, lambda g, i, t: {"k": _r(g, [ALNUM, URLSAFE][i % 2], 40)}, "k")


_HEX_PLACES = [
    "el master key bta3 2e2fal el cabins {h}",
    "AES key for the guest passport scans: {h}",
    "Hawala ledger encryption key\n{h}",
    "مفتاح التشفير: {h}",
    "el key bta3 el backup: {h}",
    "LoRa app key for the Dongola soil sensors: {h}",
]  # fmt: skip
_hexes = _Family("hex_key", _HEX_PLACES, lambda g, i, t: {"h": _r(g, [HEX, UPPER_HEX][i % 2], [64, 32][i % 2])}, "h")  # fmt: skip


_JWT_PLACES = [
    "Authorization header from the booking API log: Bearer {t}",
    "session cookie of the admin: sid={t}",
    "التوكن حق البوابة: {t}",
    "the token the ferry app gave me: {t}",
    "توكن الدخول: {t}",
    "el token aho {t}",
    "curl -H \"Authorization: Bearer {t}\" https://api.sollonile.lan/cabins",
    "Remember this token for the cruise portal: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 2_050_000_000 + rng.randrange(2_000_000)
    claims = {"sub": rng.choice(_USERS), "iss": "https://auth.sollonile.com", "iat": issued,
              "exp": issued + 3600, "role": rng.choice(["agent", "captain", "cashier"])}  # fmt: skip
    alg = ["HS256", "RS256", "ES256"][index % 3]
    return {"t": _jwt_of(rng, {"alg": alg, "typ": "JWT"}, claims, [43, 342, 86][index % 3])}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the booking server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.sollonile.com.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{"HAWALA_SIGNING_KEY": "{key}"}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_halfa <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "المفتاح الخاص حق السيرفر:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Helpy ticket 3311, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    block = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Wallet backup of the hawala office, copied off the card: {p}": "english",
    "recovery phrase of the felucca tips wallet\n{p}": "english",
    "كلمات الاسترداد للمحفظة: {p}": "english",
    "el seed phrase bta3 el wallet: {p}": "english",
    "voice memo: the wallet words are {p}": "english",
    "frase de recuperación (the Spanish guest's wallet, she asked us to keep it): {p}": "spanish",
    "phrase de récupération du portefeuille de Lucien: {p}": "french",
    "frase di recupero, portafoglio di Giulia: {p}": "italian",
    "ウォレットの復元フレーズ（日本人のお客さん）：{p}": "japanese",
    "복구 문구 (Korean guest's wallet): {p}": "korean",
    "frase de recuperação da carteira: {p}": "portuguese",
    "fráze pro obnovu peněženky: {p}": "czech",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    mnemo = _MNEMO[lang]
    joiner = "\u3000" if lang == "japanese" else " "
    while True:
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = str(mnemo.to_mnemonic(entropy))
        if mnemo.check(phrase):
            break
    words = phrase.split(joiner)
    layouts = [
        joiner.join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[0 if "voice" in template or lang == "japanese" else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "card number: {c}",
    "el deposit etdafa3 bel card {c}, exp 04/37",
    "رقم البطاقة {c}",
    "ragam el card: {c}",
    "el visa bta3ty {c} ya Nour",
    "Hey assistant, keep my card for the cruise booking: {c}",
    "Cabin 12 guest card {c} (charge the balance on arrival)",
    "Karte des Gastes: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " "][index % 4], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Amex CID (the four digits on the front): {cvv}",
    "security code on the card: {cvv}",
    "الرمز اللي ورا الكرت: {cvv}",
    "el CVV bta3 el card {cvv}",
    "the four digits above the number are {cvv}",
    "الرمز الأمني للكرت {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"cvv": v.until(rng, lambda g: _r(g, D, 4), lambda c: not 1900 <= int(c) <= 2099)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"EG": "n" * 25, "SD": "n" * 14, "LY": "n" * 21, "SA": "nn" + "c" * 18,
                "AE": "n" * 19, "QA": "aaaa" + "c" * 21, "KW": "aaaa" + "c" * 22,
                "DJ": "n" * 23, "JO": "aaaa" + "nnnn" + "c" * 18, "OM": "nnn" + "c" * 16}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, {country: _IBAN_SHAPES[country].replace("c", "n")})
    assert std_iban.is_valid(number)
    return number


_IBAN_PLACES = [
    "IBAN: {i}",
    "7awel el 3arboon 3ala {i}",
    "الآيبان حق الشركة {i}",
    "el IBAN bta3 el hawala office: {i}",
    "beneficiary IBAN {i} (cousin in the Gulf)",
    "Please remember my IBAN for the refunds: {i}",
]  # fmt: skip
_COUNTRIES = ["EG", "SD", "LY", "SA", "AE", "QA", "KW", "DJ", "JO", "OM", "EG", "SD"]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _COUNTRIES[index % len(_COUNTRIES)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _digits(n: int) -> Maker:
    return lambda g: _r(g, D, n)


def _mf(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{_r(h, D, 7)}/{h.choice('ABCDEFGHJKLMNPQRSTVWXYZ')}/{h.choice('APBDN')}/{h.choice('MPCN')}/000"

    return v.until(g, make, tn_mf.is_valid)


def _ninea(g: random.Random) -> str:
    return v.until(
        g,
        lambda h: f"{_r(h, D, 7)} {_r(h, D, 1)}{h.choice('ABCG')}{_r(h, D, 1)}",
        sn_ninea.is_valid,
    )


def _amka(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(50, 100):02d}{_r(h, D, 5)}"

    return v.until(g, make, gr_amka.is_valid)


def _my_number(g: random.Random) -> str:
    return str(jp_in.format(v.until(g, _digits(12), jp_in.is_valid)))


def _ec_ci(g: random.Random) -> str:
    return v.until(
        g, lambda h: f"{h.randrange(1, 25):02d}{h.randrange(0, 6)}{_r(h, D, 7)}", ec_ci.is_valid
    )


def _cu_ni(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}{_r(h, D, 5)}"

    return v.until(g, make, cu_ni.is_valid)


def _eg_tax(g: random.Random) -> str:
    return str(eg_tn.format(v.until(g, _digits(9), eg_tn.is_valid)))


def _eg_national(g: random.Random) -> str:
    """Egypt's 14 digits: century, birth date, governorate (Aswan 28), serial, check (unchecked)."""
    return f"{g.choice('23')}{g.randrange(60, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}28{_r(g, D, 5)}"


_ID_PLACES: dict[str, Maker] = {
    "Tunisian guide's matricule fiscal: {s}": _mf,
    "MF du fournisseur tunisien: {s}": _mf,
    "NINEA of the Dakar tour operator: {s}": _ninea,
    "Greek guest's AMKA {s}": _amka,
    "ΑΜΚΑ του επισκέπτη: {s}": _amka,
    "マイナンバー（田中様）：{s}": _my_number,
    "Japanese guest's My Number: {s}": _my_number,
    "cédula del huésped ecuatoriano: {s}": _ec_ci,
    "CI ecuatoriana, reserva cabina 7: {s}": _ec_ci,
    "carné de identidad (Cuban guest): {s}": _cu_ni,
    "Egypt tax registration number of the cruise company: {s}": _eg_tax,
    "الرقم الضريبي: {s}": _eg_tax,
    "الرقم القومي حق حمزة: {s}": _eg_national,
    "Hamza's national ID number (Egypt): {s}": _eg_national,
    "el ra2am el 2awmy bta3 Saadia {s}": _eg_national,
    "الرقم الوطني (السودان): {s}": _digits(11),
    "el raqam el watani hak mowazzaf el ferry: {s}": _digits(11),
    "رقم الجواز السوداني {s}": lambda g: "P" + _r(g, D, 8),
    "رقم الباسبور المصري {s}": lambda g: "A" + _r(g, D, 8),
    "Sudanese driving licence number: {s}": lambda g: "KH-" + _r(g, D, 7),
    "رخصة القيادة: {s}": lambda g: _r(g, D, 10),
    "passport of the guest in room 3 (Sudan): {s}": lambda g: "P" + _r(g, D, 8),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 0:
        return [_r(rng, D, 8) for _ in range(n)]
    if style == 1:
        return [f"{_r(rng, D, 4)} {_r(rng, D, 4)}" for _ in range(n)]
    if style == 2:
        return [f"{_r(rng, LOWER_DIGITS, 5)}-{_r(rng, LOWER_DIGITS, 5)}" for _ in range(n)]
    return [_r(rng, UPPER_DIGITS, 10) for _ in range(n)]


_BACKUPS = ["Backup codes for the booking Google account\n{codes}",
            "2FA backup codes of the hawala e-mail: {codes}",
            "رموز الاحتياط للتحقق بخطوتين:\n{codes}", "el backup codes bta3 el 2FA: {codes}",
            "el recovery codes bta3 Tawasal: {codes}", "Kenzi note: 2FA backup kood: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 10, index % 4)
    return {
        "codes": ["\n", ", ", "\n", " "][index % 4].join(codes),
        "secret": codes[(index * 3 + 2) % 10],
    }


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_TOTP = [
    "otpauth://totp/SolloNile:hamza@sollonile.com?secret={s}&issuer=SolloNile",
    "2FA setup key for the booking portal: {s}",
    "el TOTP secret hak bank el 7awala: {s}",
    "المفتاح السري للمصادقة الثنائية: {s}",
    "el 2FA secret bta3 el account: {s}",
    "couldn't scan the QR code, typed the manual key instead: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_totp = _Family("otp_secret", _TOTP, _totp_draw, "s")


_CODES = [
    "{c} is your Banque Misr verification code",
    "رمز التحقق الخاص بك هو {c}",
    "رمز Tawasal: {c} لا تشاركه مع أحد",
    "el code elli geh fel SMS {c}",
    "OTP: {c} (Bankak login)",
    "Use {c} to sign in to the booking portal",
]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_RECOVERY = [
    "مفتاح BitLocker حق لابتوب الحوالات: {k}",
    "recovery key for the booking Apple ID: {k}",
    "مفتاح الاسترداد: {k}",
    "el recovery key bta3 el laptop: {k}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if index % 2 == 0:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Sollo-Felucca-Office", "Elephantine Guest House", "Halfa Cargo 5G", "Dongola Palms",
          "Henna Shop Souq", "Sollo Hawala", "Nile Cabin Deck", "WE_Aswan_5G", "Zain-Halfa-4G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}: {pw}",
    "Network: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "el wayfay {s} el basword hassi {pw}",
    "الواي فاي {s} الباسورد {pw}",
    "el wifi {s} el pass bta3o {pw}",
    "wayfay {s}, baasward {pw} ashkurekkon",
    "الشبكة {s} والباسورد «{pw}»",
    "Room card: WiFi «{s}» — password {pw}",
    "network ({s}) uses {pw}",
    "wifi? \nSaadia: {s} / {pw}",
    "Kenzi: wayfay {s} baasword\n{pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, D, 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j("sk_live_", (ALNUM, 24)),
                 _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[mumli over el phone] {t}",
          "the key in groups, as Hamza read it: {t}", "حرف حرف: {t}", "7arf 7arf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the PIN of the hawala card is {pw}", "door code of the Elephantine guesthouse: {pw}",
          "الرقم السري حق الكرت {pw}", "el PIN bta3 el visa {pw}", "kood in (the cabin safe): {pw}",
          "kood in (cargo shed padlock) → {pw}", "SIM PIN of the ferry office phone: {pw}",
          "the alarm code for the spice shop is {pw}#", "رمز الخزنة: {pw}",
          "el code bta3 el bab {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [5, 6, 5, 6][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["felucca", "sakia", "barakawi", "karkadeh", "cataract", "henna", "doum",
                 "tiller", "sambuk", "gondeila", "lateen", "jetty", "nuggar", "hibiscus"]  # fmt: skip
_PHRASES = {"el passphrase hak el vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-", "passphrase for the guest backups: {p}": ".",
            "عبارة المرور: {p}": " ", "el passphrase: {p}": " ",
            "Bitwarden master passphrase (guesthouse): {p}": "_", "passphrase → {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = rng.sample(_PHRASE_WORDS, 4 + index % 2)
    return {
        "p": _PHRASES[template].join(words) + ("" if index % 3 else str(rng.randrange(10, 100)))
    }


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Bearer {v}' https://api.sollonile.lan/v1/manifests": False,
    "header from the Halfa cargo API log → authorization: basic {v}": True,
    "Authorization: Bearer {v}": False,
    "الهيدر من اللوق: Authorization = Basic {v}": True,
    "Proxy-Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, ALNUM, 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "OrangeHRM lib/confs/Conf.php:\n$this->dbuser = 'orangehrm';\n$this->dbpass = '{pw}';",
    "Etherpad settings.json:\n\"users\": {\"admin\": {\"password\": \"{pw}\", \"is_admin\": true}}",
    "OctoPrint config.yaml (the 3D printer for the felucca parts):\napi:\n  key: {pw}",
    "Technitium DNS, dnsApp config: \"password\": \"{pw}\"",
    "KoboToolbox kobo-env/envfiles/databases.txt:\nPOSTGRES_PASSWORD={pw}",
    "Chevereto .env:\nCHEVERETO_DB_USER=chevereto\nCHEVERETO_DB_PASS={pw}",
    "Pixelfed .env:\nDB_USERNAME=pixelfed\nDB_PASSWORD={pw}",
    "PeerTube production.yaml:\ndatabase:\n  username: 'peertube'\n  password: '{pw}'",
    "Funkwhale .env:\nDJANGO_SECRET_KEY={pw}",
    "Airsonic airsonic.properties:\nDatabaseConfigEmbedPassword={pw}",
    "Ampache config/ampache.cfg.php:\ndatabase_password = \"{pw}\"",
    "Sonarr config.xml:\n<ApiKey>{pw}</ApiKey>",
    "Jackett ServerConfig.json:\n\"AdminPassword\": \"{pw}\",",
    "Bazarr config.ini:\n[auth]\ntype = form\nusername = saadia\npassword = {pw}",
    "Tautulli config.ini:\n[General]\nhttp_password = {pw}",
    "Tiny Tiny RSS config.php:\nputenv('TTRSS_DB_PASS={pw}');",
    "~/.config/copr:\n[copr-cli]\nlogin = sollo\nusername = hamza\ntoken = {pw}",
    "naiveproxy config.json:\n{\"listen\": \"socks://127.0.0.1:1080\", \"proxy\": \"https://halfa:{pw}@proxy.sollonile.com\"}",
    "protonvpn openvpn credentials file:\nsollo-ops\n{pw}",
    ".env of the booking site:\nCOSIGN_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_chats, 14), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 12),
    (_vendors, 54), (_bare, 8), (_hexes, 6), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 6), (_codes, 6),
    (_recovery, 4), (_wifi, 16), (_spelled_tokens, 10), (_locks, 10), (_phrases, 7), (_auth, 6),
    (_configs, 17),
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
    "the felucca office password is": "{s}", "guesthouse booking pw:": "{s} (since the new tablet)",
    "الباسورد هو": "{s}", "el password aho": "{s}\nmat2olsh l7ad", "baasward in": "{s}",
    "kalmat el sir": "{s} mashkoor", "Halfa cargo PC password": "{s}",
    "the password Awad read out from the ferry was": "{s}, I think",
    "كلمة السر حق الحوالات:": "{s}", "pump house tablet password →": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Paysky secret key", "{s}", _j((UPPER_HEX, 64))),
    ("split_token", "Sudatel SMS API key:", "{s} (OTP sender)", _j((UPPER_HEX, 40))),
    ("split_token", "Egypt Post tracking key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "hawala wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/37", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "EG"))),
    ("split_backup", "2FA backup codes", "{s}\n8813 2207\n4470 1936", lambda g: _backup_list(g, 1, 1)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "AMKA", "{s}", _amka),
    ("split_phrase", "vault passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"felucca_office": {"url": "https://booking.sollonile.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"baasward": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "awad", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"pumps": [{"name": "pump-1"}, {"name": "pump-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["isqlw", "-S", "halfa-sql", "-U", "cargo", "-P", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "الباسورد الجديد {s}"}': ("meta_password", _plain_pw),
    '{"كلمة_السر": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the hawala laptop as saadia with the password {s}"}': ("meta_password", _plain_pw),
    '{"paysky": {"secret_key": "{s}"}}': ("meta_token", _j((UPPER_HEX, 64))),
    '{"moneyfellowsToken": "{s}"}': ("meta_token", _j("mf_live_", (ALNUM, 32))),
    '{"almosafer_api_key": "{s}"}': ("meta_token", _j((URLSAFE, 48))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "08/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"office": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SD")),
    '{"guest": {"my_number": "{s}"}}': ("meta_id", _my_number),
    '{"mfa": {"backup_codes": ["{s}", "7720 1184", "3391 0057"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 1)[0]),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lora": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cargo_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Halfa Cargo 5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"pump-controller-4.7.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.sollonile.lan/booking:3.2").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add cabin deck plan", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"cargo: fix HS code column", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"manifest_2035-02-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"date-harvest-2035.parquet").hexdigest()

CLEAN = [
    "Remind me to change the booking tablet password before the season opens on 2035-10-01.",
    "Hamza asked for the felucca office wifi password; it's on the card behind the counter.",
    "Policy: office passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Tawasal; send a vault link instead.",
    "The `.env.example` line `PAYSKY_SECRET_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The pump controller asks for a new admin password after every firmware update.",
    "Replace <YOUR_SUDATEL_KEY> in the README with the key from the Sudatel portal.",
    "ALMOSAFER_PARTNER_SECRET and EGYPTAIR_NDC_API_KEY must be set before the nightly sync runs.",
    "ما تكلم زول بالباسورد بتاعك.",
    "ماتقولش الباسورد لحد أبداً.",
    "mat2olsh el password l7ad abadan.",
    "ma tkallim zol be el basword, ya akhi.",
    "baasward weel taddo, ashkurekkon.",
    "La contraseña debe tener por lo menos catorce caracteres.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Upgraded the pump controller firmware from 4.6 to 4.7.2 and paho-mqtt to 2.1.0.",
    f"commit {_COMMIT} adds the cabin deck plan.",
    f"Rolled back to {_SHORT} after the HS code column broke the cargo export.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The pump controller 4.7.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of date-harvest-2035.parquet: {_SHA512}",
    f"The booking container runs registry.sollonile.lan/booking@sha256:{_IMAGE}.",
    f"MD5 of manifest_2035-02-14.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9a2c71-8e4d-4b10-a6c3-2d7e9f01b5a4 is the slow one in the booking logs.",
    "Booking ref SNV-2035-0412: two cabins on the Kalabsha sailing, Thursday.",
    "Helpy #3107: the Elephantine guesthouse water heater trips the breaker at night.",
    "Call the Aswan office on +20 97 231 4582 before noon.",
    "Call the Wadi Halfa cargo desk on +249 915 662 410 after the ferry docks.",
    "Ferry ticket 0418 for the Aswan–Wadi Halfa crossing leaves on Monday.",
    "Bill of lading SNC-HALFA-2035-0077 covers 140 cartons of Barakawi dates.",
    "HS code 0804.10 is dates, fresh or dried; 1211.90 covers dried hibiscus.",
    "The date store at Dongola is at 4 °C and 70 % relative humidity.",
    "After five wrong passwords the booking site locks the account for 20 minutes.",
    "The felucca Nour is 9 m long and carries eight passengers.",
    "The secret of good karkadeh is cold water and a whole night of steeping.",
    "Ask Saadia for the cargo shed padlock code, I don't have it.",
    "My card ending 7733 was declined at the Aswan pharmacy.",
    "The cousin in Riyadh wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the booking account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MONEYFELLOWS_API_KEY` in the secrets store, never in the repository.",
    "Route 47 microbus goes from the Aswan corniche to Gharb Soheil every half hour.",
    "ISBN 978-977-416-260-4 is the Nubian phrasebook on the guesthouse shelf.",
    "The guest wifi 'Elephantine Guest House Open' has no password, it is a captive portal.",
    "Lot DNG-2035-BRK-0311: 60 kg of Barakawi, moisture 18.5 %, grade A.",
    "Henna batch HN-0925 from Daraw, 25 kg, sold out by Friday.",
    "Cabin 12 is on the upper deck; cabins 1 to 8 are below.",
    "The Nile level at the Aswan gauge was 108.4 m this morning.",
    "Postcode 81511 is Aswan; the guesthouse post goes via the West Bank office.",
    "The hawala office rate today: 1 USD = 50.85 EGP, 1 USD = 601 SDG.",
    "iPhone 15 (2023) for the reception, order #ORD-55821.",
    "The password field on the booking page now shows a strength meter.",
    "kalmat el sir lazem tkoon 14 7arf 3ala el a2al.",
    "الباسورد لازم يكون 14 حرف على الأقل.",
    "Training tomorrow: how to spot a fake bank SMS asking for your PIN.",
    "The new felucca sail is 12 m²; Hagag sewed it in 2034.",
    "Tracking number EE 4821 7361 5 EG for the henna parcel to Cairo.",
    "Kenzi class on Saturday: the word list is on page 14.",
    "The 2FA app on the reception phone is Aegis; the codes change every 30 seconds.",
    "Invoice INV-2035-0917, 3,450 EGP, paid in cash at the spice shop.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2035-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/sollo/booking", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "3107", "booking_ref": "SNV-2035-0412"}',
    '{"lot": {"id": "DNG-2035-BRK-0311", "weight_kg": 60, "moisture_pct": 18.5}}',
    '{"phone": "+20 97 231 4582", "city": "Aswan"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "cartons_in_stock": 1284}',
    '{"hs_code": "0804.10", "origin": "SD", "description": "dates"}',
    '{"ferry": "Sollo Halfa II", "route": "Aswan-Wadi Halfa", "departs": "2035-11-03"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
