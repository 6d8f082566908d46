# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, eighty-second corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to seventy-eighth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora, the
corpora written beside it, their tests nor the reports, and the scrubber was never run on it. Its
own seed, password words, names, places, templates, tools, vendors and layouts, the way the
interpreters, Deaf relay agents, trainers and booking clerks of a sign-language interpreting
cooperative (Handswell, with a video relay service on Session Road in Baguio, a training centre in
Tuguegarao, a booking desk in Zamboanga, field offices in Romblon, Bontoc and Lamitan and a partner
office in Tedim) leak secrets into an assistant's memory: InnoCaption, Nagish, CapTel,
ClearCaptions, Rogervoice, Live Transcribe, Purple P3, Signly, SignVideo, InterpreterNow, Relay UK,
TapSOS, StreamText and 1CapApp transcripts and chats (a password voiced for a relay caller among
them), Teamdesk, HelpSpot, Userback and Frill tickets, 10to8, Appointlet, Koalendar, Condeco,
Meetio, Evoko, Harmonizely, Bookly, Amelia, Booknetic, Simply Schedule Appointments, Square
Appointments and Book Like A Boss notes, e-mails, runbooks, READMEs, a CART transcript, the
history of tmux, screen, Termux, MobaXterm, Termius, Royal TS, SecureCRT, WezTerm, Alacritty and
Tabby, commands of sipexer, postfixadmin-cli, vmm, Greenlight's `rake admin:create`, OpenMeetings'
`admin.sh`, XuguDB's xgconsole, uber-apk-signer, Genymotion's gmtool, Pydio Cells' `cells admin
user set-pwd`, Moodle's `admin/cli/reset_password.php`, Carbonio's `prov`, SyncEvolution and
GStreamer's srtsink (none of heldouts 5 to 78 names these commands; Moodle and Pydio are named
there as products) beside documented ones (mysql, sshpass, smbclient, xfreerdp, lftp, ldapsearch,
redis-cli, openssl, 7z, zip, net use, sqlcmd, mosquitto_pub, docker login, sudo -S, curl -u,
ipmitool), configs of Jibri, BigBlueButton, Moodle, Opencast, PostfixAdmin, Kamailio, FreePBX,
Polycom provisioning, OpenMeetings, Greenlight, coturn, Jitsi Videobridge, SyncEvolution, datarhei
Core, vmm and Kolibri, and the web pages of conferencing, camera, presentation, AV, phone, PBX,
door, Deaf-alerting, classroom, storage and router hardware (Poly RealPresence, Vaddio, Meeting
Owl, Neat, Huddly, Jabra PanaCast, Mersive Solstice, AirServer, Gefen, Atlona, Datavideo, Listen
Technologies, Williams AV, Htek, Alcatel-Lucent OmniPCX, NEC SV9100, Zultys, DoorBird, Videxio,
Vidyo, Glowpoint, Bellman Visit, Sonic Alert, Serene Innovations, Geemarc, Amplicom, Humantechnik
lisa, Silent Call, Boxlight, Newline, Clevertouch, Samsung Flip, Optoma, WD My Cloud, ReadyNAS,
Fiberhome, Globe At Home, Sky Fiber, Huawei), voice-dictated text and requests to the assistant
itself. About 60 % English (or language-neutral config and shell), the rest in Kankanaey, Ibaloi,
Itawis, Romblomanon, Sinama (Central Sama), Yakan, Bontoc (Finontok) and Tedim Chin (Zolai, in
Latin letters), which no earlier docstring names (their sentences are the author's own, written
from what he knows of the languages and not checked by speakers), and Tagalog, Cebuano, Ilocano,
Burmese, Spanish, French, German, Portuguese, Italian, Dutch, Russian, Czech, Hindi, Indonesian,
Japanese, Korean, Simplified Chinese and Arabic in wordings of their own. Vendors (Interpreter
Intelligence, Boostlingo, Interprefy, KUDO, Sorenson, ZVRS, GlobalVRS, 3Play Media, Cielo24,
AI-Media, Wordly, Interactio, Smartcat, Memsource, Unbabel, Gengo, TextMaster, LanguageLine,
CyraCom, Jeenie, VoiceBoxer, Picktime, Zcal, SavvyCal, OnceHub, TimeTap, TalentLMS, Docebo,
LearnDash, iSpring, 360Learning, EdApp, Coassemble, 100ms, Dyte, Voicegain, Symbl, Synthesia,
HeyGen, Signapse, Dubverse, Speechpad, GoTranscript, Magpie, Wave Money) are ones heldouts 5 to 78
do not name; their token shapes are made up here. The ids are kinds those corpora do not use,
most of them the papers a Deaf client or trainee carries: China's disability certificate number
(残疾人证号: a resident id drawn until python-stdnum's `cn.ric` validates its check digit, birth date
and place, then the category and grade), and, unchecked because python-stdnum has no module for
them and no check-digit algorithm is written here, Japan's physical disability certificate
number, a French MDPH file number, a Spanish disability card, a Portuguese multi-purpose disability
certificate, an Italian civil-invalidity report, a Dutch disabled parking card, a UK Blue Badge,
an Indian disability certificate, an Academic Bank of Credits id, a Philippine iDOLE OFW ID, LTOPF
licence and Civil Service Commission ID, a Vanuatu VNPF member number and a Myanmar household list
(Form 66/6) number; passports (Philippine, Myanmar) under Kankanaey, Itawis, Bontoc, Sinama and
Tedim words, likewise unchecked. Card numbers pass Luhn (Aura numbers on prefixes drawn here, the
rest from the value helpers, each checked with python-stdnum's `luhn`). The IBANs are of countries
used least by a rough count over heldouts 5 to 78 (Belarus, Costa Rica, Gibraltar, Iraq, Lebanon
and Russia, in five earlier corpora each; Djibouti and the Falklands, in six), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish, Portuguese,
Czech, Korean and Simplified Chinese lists, with valid checksums. The clean texts (60) and clean
metadata (10) hold no secret: digests after the word that names them, a commit, versions, a
request's UUID, booking, order, ticket and tracking numbers, phone numbers, an ISBN and an ORCID
iD, and prose about passwords in the languages above.
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
from stdnum.cn import ric as cn_ric

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 47_759_290
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


# The interpreters' own words: the craft, the food of the Cordillera, Cagayan, Romblon, the Sulu
# Sea and the Chin Hills, and the places the cooperative works in.
_SIGNS = ["Handshape", "Fingerspell", "Classifier", "Palmdown", "Eyegaze", "Signspace",
          "Mouthing", "Teamswap", "Glossing", "Relaybooth", "Handoff", "Nonmanual", "Lipread",
          "Captions"]  # fmt: skip
_FOODS = ["Tapuey", "Etag", "Kiniing", "Binagol", "Curacha", "Satti", "Sabuti", "Lubeg",
          "Mungtang", "Batil", "Pinikpikan", "Kalamay", "Tiyula", "Pastil", "Bulalo", "Tamu"]  # fmt: skip
_PLACES = ["Baguio", "Sagada", "Besao", "Bontoc", "Tinoc", "Kabayan", "Tuguegarao", "Tabuk",
           "Solana", "Romblon", "Odiongan", "Sibuyan", "Zamboanga", "Lamitan", "Isabela", "Tedim",
           "Kalay", "Falam", "SessionRoad", "Burnham"]  # fmt: skip
_NAMES = ["Dinggol", "Kimayong", "Agpalo", "Lumiyap", "Carantes", "Pacdo", "Tuddao", "Baccay",
          "Mallillin", "Fabella", "Mortel", "Galicha", "Hadjirul", "Nurhaida", "Alnajir", "Sittie",
          "Asmawil", "Jumdail", "Fagsao", "Chalinggan", "Liyao", "Thangpi", "Cinglian", "Khupno",
          "Niangzel", "Mungpau", "Rowena", "Jomar", "Ligaya", "Junrey"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["H4ndsh4p3", "F1ng3rsp3ll", "Cl4ss1f13r", "R3l4yB00th", "Gl0ss1ng", "S1gnSp4c3",
         "T4pu3y", "L1pr34d"]  # fmt: skip


def _booth(g: random.Random) -> str:
    """A relay booth's number and a dish, the way the VRS floor jokes a password together."""
    return f"Booth{g.randrange(1, 13)}{g.choice(_FOODS)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of four, small letters and digits, joined by dots as a generator does."""
    return ".".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SIGNS)}{g.choice(_FOODS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FOODS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2033)) + g.choice(_SYMBOLS),
    _booth,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_SIGNS).lower()}_{g.randrange(1970, 2033)}",
    lambda g: f"VRS{g.randrange(100, 1000)}{g.choice(_SIGNS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_FOODS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Signs{g.choice(_FOODS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "InnoCaption transcript, call from Kimayong: the Poly RealPresence Group 500 admin password is {pw}",
    "Nagish caption log, booth 4: Vaddio RoboSHOT 30 camera password {pw}",
    "CapTel screen, Ligaya reading it back: Meeting Owl 3 app password {pw}",
    "ClearCaptions call note: Neat Bar Pro admin password {pw}",
    "Rogervoice transcript with Jomar: Huddly IQ config password {pw}",
    "Live Transcribe in training room 2, somebody said it out loud: Jabra PanaCast 50 admin password {pw}",
    "Purple P3 chat with the VRS supervisor: Mersive Solstice Pod admin password {pw}",
    "Signly note on the booking page: AirServer Connect password {pw}",
    "SignVideo callback note: Gefen matrix switcher web password {pw}",
    "InterpreterNow session chat, Rowena: the Atlona AT-OME-MS42 password is {pw}",
    "Relay UK text log: Datavideo SE-1200MU admin password {pw}",
    "TapSOS test message from Junrey: Listen Technologies ListenWiFi server password {pw}",
    "StreamText event chat (public, oops): Williams AV Digi-Wave base password {pw}",
    "1CapApp side chat with the CART writer: Htek UC926 phone admin password {pw}",
    "Teamdesk ticket 212: the Alcatel-Lucent OmniPCX web admin password {pw} no longer works",
    "HelpSpot request 4471: NEC SV9100 PCPro password {pw}, please rotate it",
    "Userback report from the booking kiosk: Zultys MX admin password {pw}",
    "Frill idea thread, wrongly public: DoorBird D2101V admin password {pw}",
    "10to8 booking note: Videxio room admin password {pw}",
    "Appointlet internal note: Vidyo portal password {pw}",
    "Koalendar event description (private): Glowpoint bridge password {pw}",
    "Condeco desk note, Relay Room B: Bellman Visit base station password {pw}",
    "Meetio panel outside room 3, maintenance menu password {pw}",
    "Evoko Naso room manager admin password {pw}",
    "Harmonizely meeting notes: Sonic Alert gateway password {pw}",
    "Bookly staff note: Serene Innovations CentralAlert password {pw}",
    "Amelia appointment note: Geemarc Photophone web password {pw}",
    "Booknetic staff memo: Amplicom PowerTel programming password {pw}",
    "Simply Schedule Appointments admin memo: Humantechnik lisa RF base password {pw}",
    "Square Appointments private note: Silent Call Medallion receiver setup password {pw}",
    "Book Like A Boss note: Boxlight MimioPro 4 admin password {pw}",
    "note to self: Newline Q-series panel password {pw}",
    "Clevertouch UX Pro in the trainers' room, admin password {pw}",
    "note to self: Samsung Flip Pro lock password {pw}",
    "Optoma projector in training room 1, web control password {pw}",
    "WD My Cloud EX2 in the VRS room, admin password {pw}",
    "ReadyNAS RN214 backup box: admin password {pw}",
    "Fiberhome HG6145D router at the Zamboanga booking desk: admin password {pw}",
    "Globe At Home prepaid wifi admin page password {pw}",
    "Sky Fiber modem at Tuguegarao, superadmin password {pw}",
    "Huawei B311 at the Romblon field office, admin password {pw}",
    "Subject: booth laptops\n\nHi Jomar,\n\nthe local admin password on all twelve relay booth laptops is {pw}. Please delete this once it's in the vault.\n\nSalamat,\nRowena",
    "Incident 2031-11-02: the VRS recorder's web UI was reachable from the café wifi with password {pw}",
    "Runbook: swap a relay booth camera\n1. unplug the RoboSHOT\n2. log into the Vaddio web UI as admin\n3. password {pw}\n4. restore preset 'booth-centre'",
    "README (relay rack)\nthe Poly RealPresence console is at https://rp.handswell.lan, admin password `{pw}`.",
    "my Landbank iAccess password is {pw} now",
    "can you remember my Chinabank online password? it's {pw}",
    "the CB Bank mobile password is {pw}",
    "password for my PSBank app: {pw}",
    "dictated: the interpreter roster portal password is {pw} full stop",
    "note to self: training centre projector password {pw}",
    "after the reset the booking desk PC password became {pw}",
    "remember for me: relay queue dashboard password {pw}",
    "handoff note for the night shift: booth 9 PC password is {pw}",
    "VRS call, voiced for the caller: \"my email password is {pw}, can you reset it for me\"",
    "CART transcript, FSL level 2, session 9: [TRAINER] and the quiz site password is {pw}, write it down",
    "Nan password ko ed email et {pw}",
    "nan password nan router ed baey: {pw}",
    "Dinggol: nan bayo ay password nan server et {pw}, adim ibaga",
    "Say password ko shi email et {pw}",
    "say password ni router shi abong: {pw}",
    "Carantes: say baro ya password ni server et {pw}",
    "Yo password ku ta email ay {pw}",
    "yo password na router ta bale: {pw}",
    "Tuddao: yo bagu nga password na server ay {pw}",
    "Ang password it akong email ay {pw}",
    "ang password it router sa balay: {pw}",
    "Fabella: ang bag-ong password it server ay {pw}",
    "Password ma email ku, {pw}",
    "password router ma luma': {pw}",
    "Hadjirul: password ba'hu server {pw}, da'a pahatiin",
    "Iye password email ku: {pw}",
    "password router si lumah kami: {pw}",
    "Asmawil: password bahu server iye {pw}",
    "Nan password ko ad email ya {pw}",
    "nan password nan router ad afong: {pw}",
    "Fagsao: nan falo ay password nan server ya {pw}",
    "Ka email password {pw} hi",
    "inn router password: {pw}",
    "Thangpi: server password thak {pw} hi, mi kuamah hilh kei in",
    "yung password ng booth laptop ay {pw}",
    "pass ng kiosk sa booking desk: {pw}",
    "ang password sa projector sa training room kay {pw}",
    "ti password ti VRS recorder ket {pw}",
    "ရုံးကွန်ပျူတာ စကားဝှက်က {pw} ပါ",
    "la clave del portátil de la cabina de relevo es {pw}",
    "mdp du poste de relais vidéo : {pw}",
    "PW fürs Dolmetschkabinen-Notebook: {pw}",
    "a senha do totem de agendamento é {pw}",
    "通訳ブースPCのパスワードは{pw}です",
    "수어 통역실 PC 비번: {pw}",
    "手语中心前台电脑的密码：{pw}",
    "kata sandi laptop juru bahasa isyarat: {pw}",
    "साइन लैंग्वेज सेंटर के लैपटॉप का पासवर्ड {pw} है",
    "пароль от ноутбука переводчика жестового языка — {pw}",
    "la password del PC della cabina LIS è {pw}",
    "wachtwoord van de tolkcabine-laptop: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["dinggol", "kimayong.a", "agpalo", "lumiyap", "carantes", "pacdo.r", "tuddao",
          "baccay.m", "mallillin", "fabella", "mortel.j", "galicha", "hadjirul", "nurhaida.s",
          "alnajir", "sittie", "asmawil", "jumdail.h", "fagsao", "chalinggan", "liyao", "thangpi",
          "cinglian.n", "khupno", "mungpau", "rowena.d", "jomar", "ligaya", "svc-relay",
          "booking-desk"]  # fmt: skip
_LOGINS = [
    "InnoCaption call, Kimayong: the Poly login is {u} / {pw}",
    "Teamdesk #219: {u} can't get into the relay queue, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › VRS › Booth cameras › Vaddio: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Solstice Pod | {u} | {pw} |",
    "log into the booking admin as {u} with {pw}",
    "Zultys login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: booth-07\n  user: {u}\n  pass: {pw}",
    "HelpSpot: account {u}, password {pw}",
    "Jomar says the Meetio account is {u} and the password is {pw}",
    "system,user,password\nevoko-room3,{u},{pw}",
    "ssh {u}@relay-rec01.handswell.lan (pw {pw})",
    "creds for the Williams AV base are {u} and {pw}",
    "nan username ko et {u}, nan password et {pw}",
    "say username ko et {u}, say password et {pw}",
    "yo username ku ay {u}, yo password ay {pw}",
    "ang username ko ay {u}, ang password ay {pw}",
    "username ku {u}, password ku {pw}",
    "iye username ku {u}, password {pw}",
    "nan username ko ya {u}, nan password ya {pw}",
    "ka username {u} hi, password {pw} hi",
    "user: {u}, pass: {pw}, wag mong ipagkalat",
    "အသုံးပြုသူအမည် {u}၊ စကားဝှက် {pw}",
    "usuario {u}, clave {pw}",
    "ユーザー名：{u} / パスワード：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tapuey", "etag", "kiniing", "binagol", "curacha", "satti", "sabuti", "lubeg",
               "mungtang", "batil", "tiyula", "pastil", "handshape", "palmdown", "glossing",
               "eyegaze", "kalamay", "lipread"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lowercase, then the digits {d}",
    "relay note: it's {w} followed straight by {d}",
    "voice-dictated: the booth laptop password is {w} and then {d}, no space",
    "{w}{d}, word and number run together, that's the kiosk one",
    "ang password ay yung salitang {w}, tapos {d}",
    "nan password et nan sasao ay {w}, ket ayan {d}",
    "say password et say salita ya {w}, tan {d}",
    "yo password ay yo kagi nga {w}, sana {d}",
    "ang password ay ang pulong nga {w}, dayon {d}",
    "password iya na bissala {w}, pagubus {d}",
    "password iye bissala {w}, dayi {d}",
    "nan password ya nan sasao ay {w}, et {d}",
    "password pen kammal {w} hi, a nungah {d}",
    "စကားဝှက်က {w} ဆိုတဲ့ စကားလုံး၊ ပြီးရင် {d}",
    "パスワードは「{w}」という単語、そのあとに{d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "sipexer -register -fuser {u} -au {u} -ap '{pw}' -ex 600 udp:sbc.handswell.lan:5060",
    "postfixadmin-cli mailbox add {u}@handswell.ph --password '{pw}' --password2 '{pw}' --name 'Relay agent'",
    "vmm ua {u}@handswell.ph '{pw}'",
    "docker exec greenlight bundle exec rake admin:create['Relay Admin','{u}@handswell.ph','{pw}']",
    "./admin.sh -i -email {u}@handswell.ph -group vrs -user {u} --password '{pw}' --db-type postgresql --db-host pg.handswell.lan",
    "xgconsole -s nssl -h xugu.handswell.lan -P 5138 -d SYSTEM -u {u} -p '{pw}'",
    "java -jar uber-apk-signer.jar -a vrs-app-release.apk --ks handswell-upload.jks --ksAlias upload --ksPass '{pw}'",
    "gmtool config --email={u}@handswell.ph --password='{pw}'",
    "cells admin user set-pwd --username={u} --password='{pw}'",
    "sudo -u www-data php admin/cli/reset_password.php --username={u} --password='{pw}' --ignore-password-policy",
    "carbonio prov sp {u}@handswell.ph '{pw}'",
    "syncevolution --configure username={u} password='{pw}' syncURL=https://dav.handswell.ph/{u}/ handswell-caldav",
    "gst-launch-1.0 v4l2src ! x264enc tune=zerolatency ! mpegtsmux ! srtsink uri='srt://relay.handswell.lan:9000?passphrase={pw}&pbkeylen=16'",
    "mysql -h booking-db.handswell.lan -u {u} -p'{pw}' bookings",
    "sshpass -p '{pw}' ssh {u}@relay-rec01.handswell.lan",
    "smbclient //nas.handswell.lan/recordings -U '{u}%{pw}'",
    "xfreerdp /v:booth-07.handswell.lan /u:{u} /p:'{pw}' /cert:ignore",
    "lftp -u {u},'{pw}' sftp://captions.handswell.ph",
    "ldapsearch -x -H ldap://dc1.handswell.lan -D 'uid={u},ou=interpreters,dc=handswell,dc=lan' -w '{pw}' '(uid=*)'",
    "redis-cli -h queue.handswell.lan -a '{pw}' LLEN relay:waiting",
    "openssl pkcs12 -export -in vrs.crt -inkey vrs.key -out vrs.p12 -passout pass:{pw}",
    "7z a -p'{pw}' consent-forms-2031.7z consent-forms/",
    "zip -P '{pw}' trainee-records.zip trainees/*.pdf",
    "net use Z: \\\\fs01\\training {pw} /user:HANDSWELL\\{u}",
    "sqlcmd -S sql01.handswell.lan -U {u} -P '{pw}' -d Roster",
    "mosquitto_pub -h mqtt.handswell.lan -u {u} -P '{pw}' -t booths/7/busy -m 1",
    "docker login registry.handswell.lan -u {u} -p '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart asterisk",
    "curl -u {u}:{pw} https://rp.handswell.lan/api/v1/mgmt/device/info",
    "ipmitool -I lanplus -H relay-ipmi.handswell.lan -U {u} -P '{pw}' power status",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\relay> {c}", "~/.bash_history on booth-03:\n{c}",
    ": 1955012345:0;{c}", "tmux pane 2, relay-rec01: {c}", "screen -r relay, last line: {c}",
    "Termux on my phone ~ $ {c}", "MobaXterm session booth-07: {c}",
    "Termius snippet 'reset admin': {c}", "Royal TS terminal tab: {c}", "SecureCRT log: {c}",
    "WezTerm, ops@relay-gw:~$ {c}", "Alacritty: {c}", "Tabby, serial to the PBX: {c}",
    "Teamdesk #224, pasted by the contractor:\n{c}",
    "pinatakbo ko ito: {c}", "nan command ay impatak ko: {c}", "say command ya impatak ko: {c}",
    "yo command nga pinatakbo ku: {c}", "ang command nga ginpadalagan ko: {c}",
    "command bay ku patakbo: {c}", "command iye bay ku patakbo: {c}",
    "nan command ay impatakbo ko: {c}", "command ka zat: {c}",
    "ang command nga akong gipadagan: {c}", "ကျွန်တော် run ခဲ့တဲ့ command: {c}",
    "実行したコマンド：{c}", "perintah yang saya jalankan: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "sip:{u}:{pw}@sbc.handswell.lan;transport=tls",
    "rtmps://{u}:{pw}@ingest.handswell.ph:443/live/booth7",
    "davs://{u}:{pw}@files.handswell.lan/remote.php/dav/files/{u}/",
    "mongodb+srv://{u}:{pw}@roster.x7ab2.mongodb.net/roster?retryWrites=true",
    "redis://{u}:{pw}@queue.handswell.lan:6379/2",
    "clickhouse://{u}:{pw}@stats.handswell.lan:9000/relay_calls",
    "oracle+oracledb://{u}:{pw}@ora.handswell.lan:1521/?service_name=HR",
    "mssql+pyodbc://{u}:{pw}@sql01.handswell.lan/Roster?driver=ODBC+Driver+18+for+SQL+Server",
    "imaps://{u}:{pw}@mail.handswell.ph:993",
    "ftps://{u}:{pw}@captions.handswell.ph:990/incoming",
    "db2+ibm_db://{u}:{pw}@db2.handswell.lan:50000/PAYROLL",
    "wss://{u}:{pw}@relay.handswell.lan/signal",
    "xmpp://{u}:{pw}@chat.handswell.lan",
    "Server=pg.handswell.lan;Port=5432;Database=bookings;User Id={u};Password={pw};",
    "mysql+pymysql://{u}:{pw}@booking-db.handswell.lan/bookings?charset=utf8mb4",
]  # fmt: skip
_URL_PLACES = [
    "BOOKING_DATABASE_URL={c}", "Metabase connection, the old one: {c}",
    "keep this connection string for me: {c}", "ito yung connection string: {c}",
    "nan connection string et {c}", "Teamdesk #231: {c}", "Wiki.js page 'Databases': {c}",
    "connection string က {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "handswell-coop", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "sessions:write rooms:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Interpreter Intelligence", "INTERPRETER_INTELLIGENCE_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Boostlingo", "BOOSTLINGO_API_TOKEN", _j((ALNUM, 40))),
    ("Interprefy", "INTERPREFY_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("KUDO", "KUDO_API_KEY", _j((HEX, 40))),
    ("Sorenson", "SORENSON_PARTNER_KEY", _j((UPPER_DIGITS, 32))),
    ("ZVRS", "ZVRS_PARTNER_TOKEN", _vendor_jwt("https://auth.zvrs.com")),
    ("GlobalVRS", "GLOBALVRS_API_SECRET", _j((HEX, 64))),
    ("3Play Media", "THREEPLAY_API_KEY", _j((ALNUM, 32))),
    ("Cielo24", "CIELO24_SECURE_KEY", _j((HEX, 32))),
    ("AI-Media", "AIMEDIA_LEXI_TOKEN", _j((B64, 64), "==")),
    ("Wordly", "WORDLY_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Interactio", "INTERACTIO_API_TOKEN", _j((ALNUM, 48))),
    ("Smartcat", "SMARTCAT_API_SECRET", _j("2_", (ALNUM, 40))),
    ("Memsource", "MEMSOURCE_TOKEN", _j((ALNUM, 64))),
    ("Unbabel", "UNBABEL_API_KEY", _j((HEX, 40))),
    ("Gengo", "GENGO_PRIVATE_KEY", _j((B64, 64))),
    ("TextMaster", "TEXTMASTER_API_SECRET", _j((URLSAFE, 43))),
    ("LanguageLine", "LANGUAGELINE_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("CyraCom", "CYRACOM_API_KEY", _j((UPPER_HEX, 32))),
    ("Jeenie", "JEENIE_PARTNER_KEY", _j("jn_live_", (ALNUM, 32))),
    ("VoiceBoxer", "VOICEBOXER_TOKEN", _j((HEX, 48))),
    ("Picktime", "PICKTIME_API_KEY", _j((ALNUM, 36))),
    ("Zcal", "ZCAL_API_TOKEN", _j("zcal_", (ALNUM, 40))),
    ("SavvyCal", "SAVVYCAL_TOKEN", _j("pt_secret_", (HEX, 32))),
    ("OnceHub", "ONCEHUB_API_KEY", _j((HEX, 32))),
    ("TimeTap", "TIMETAP_PRIVATE_KEY", _j((UPPER_DIGITS, 40))),
    ("TalentLMS", "TALENTLMS_API_KEY", _j((ALNUM, 30))),
    ("Docebo", "DOCEBO_CLIENT_SECRET", _j((HEX, 40))),
    ("LearnDash", "LEARNDASH_API_KEY", _j((ALNUM, 32))),
    ("iSpring", "ISPRING_LEARN_SECRET", _j((URLSAFE, 43))),
    ("360Learning", "LEARNING360_API_KEY", _j((HEX, 32))),
    ("EdApp", "EDAPP_API_TOKEN", _vendor_jwt("https://api.edapp.com")),
    ("Coassemble", "COASSEMBLE_API_KEY", _j((ALNUM, 40))),
    ("100ms", "HMS_APP_SECRET", _j((URLSAFE, 43), "=")),
    ("Dyte", "DYTE_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Voicegain", "VOICEGAIN_JWT", _vendor_jwt("https://api.voicegain.ai")),
    ("Symbl", "SYMBL_APP_SECRET", _j((HEX, 64))),
    ("Synthesia", "SYNTHESIA_API_KEY", _j((HEX, 32))),
    ("HeyGen", "HEYGEN_API_KEY", _j((B64, 56), "==")),
    ("Signapse", "SIGNAPSE_API_KEY", _j((ALNUM, 48))),
    ("Dubverse", "DUBVERSE_API_KEY", _j((ALNUM, 40))),
    ("Speechpad", "SPEECHPAD_SECRET_KEY", _j((UPPER_HEX, 40))),
    ("GoTranscript", "GOTRANSCRIPT_API_TOKEN", _j((LOWER_DIGITS, 48))),
    ("Magpie", "MAGPIE_SECRET_KEY", _j("sk_live_", (ALNUM, 32))),
    ("Wave Money", "WAVEMONEY_MERCHANT_SECRET", _j((B64, 48))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "set -gx {env} {tok}",
    "$env:{env} = '{tok}'",
    "setx {env} \"{tok}\"",
    "launchctl setenv {env} {tok}",
    "fly secrets set {env}={tok} -a relay-api",
    "railway variables --set \"{env}={tok}\"",
    "echo -n '{tok}' | vercel env add {env} production",
    "netlify env:set {env} {tok}",
    "kubectl create secret generic relay-api --from-literal={env}={tok}",
    "group_vars/relay.yml:\n{env_lower}: \"{tok}\"",
    "appsettings.Production.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "wrangler.toml:\n[vars]\n{env} = \"{tok}\"",
    "supervisord.d/relay.ini:\n[program:relay]\nenvironment={env}=\"{tok}\"",
    "crontab -l:\n*/5 * * * * {env}={tok} /opt/handswell/sync-roster.sh",
    ".htaccess on the booking site:\nSetEnv {env} {tok}",
    "nginx site config: fastcgi_param {env} {tok};",
    ".github/workflows/roster.yml:\n    env:\n      {env}: {tok}",
    "Jenkinsfile: environment {{ {env} = '{tok}' }}",
    "Handswell booking admin › Settings › Connected apps › {vendor} › Secret: {tok}",
    "Wiki.js table 'Integrations': | {vendor} | prod | {tok} |",
    "note to self: rotate the {vendor} key {tok}",
    "InnoCaption chat, Kimayong: {vendor} key for the roster sync: {tok}",
    "Purple P3 chat: the {vendor} token we use now is {tok}, the old one is revoked",
    "Teamdesk #240: {vendor} sync fails with 401, configured key {tok}",
    "HelpSpot request 4490: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "nan API key nan {vendor} et {tok}",
    "say API key ni {vendor}: {tok}",
    "yo API key na {vendor} ay {tok}",
    "ang API key it {vendor}: {tok}",
    "API key {vendor} ma kami: {tok}",
    "iye API key {vendor}: {tok}",
    "nan API key nan {vendor} ya {tok}",
    "{vendor} API key pen {tok} hi",
    "yung API key ng {vendor}: {tok}",
    "ang API key sa {vendor} kay {tok}",
    "ti API key ti {vendor} ket {tok}",
    "{vendor} API key က {tok} ပါ",
    "clave API de {vendor} para la central de relevo: {tok}",
    "clé API {vendor} du centre de relais : {tok}",
    "{vendor}-API-Schlüssel fürs Dolmetschbüro: {tok}",
    "chave da API {vendor} do centro de formação: {tok}",
    "{vendor}のAPIキーは{tok}です",
    "{vendor} API 키는 {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "kunci API {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    cielo = _r(rng, HEX, 32)
    smartcat = "2_" + _r(rng, ALNUM, 40)
    sorenson = _r(rng, UPPER_DIGITS, 32)
    talentlms = _r(rng, ALNUM, 30)
    symbl = _r(rng, HEX, 64)
    kudo = _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.cielo24.com/api/v1/job/list", params={{"api_token": "{cielo}", "v": 1}})', cielo),
        Sample("vendor_token", f'const smartcat = new SmartcatClient({{ accountId: "handswell", secret: "{smartcat}" }});', smartcat),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    manifestPlaceholders["sorensonPartnerKey"] = "{sorenson}"\n  }}\n}}', sorenson),
        Sample("vendor_token", f"$talentlms = new TalentLMS('handswell.talentlms.com', '{talentlms}');", talentlms),
        Sample("vendor_token", f'var symbl = new SymblClient("handswell-vrs", "{symbl}");', symbl),
        Sample("vendor_token", f"curl -H 'X-Api-Key: {kudo}' https://api.kudoway.com/v1/meetings", kudo),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, env_lower=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "InnoCaption note: {t}", "copy it before the page closes:\n{t}",
                "eto yung token: {t}", "token thak: {t}", "{t}\n(the old one was revoked at 09:40)",
                "token ma kami: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 20), ".", (URLSAFE, 44)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "HMAC signing secret for the Magpie payment webhook: {h}": 64,
    "Zigbee network key of the Bellman Visit flash receivers: {h}": 32,
    "SRTP master key and salt of the VRS trunk (hex): {h}": 60,
    "DESFire AES application key for the training-centre door cards: {h}": 32,
    "LUKS volume key of the relay recorder, from luksDump: {h}": 64,
    "AES-128 key of the ListenWiFi stream for room 2: {h}": 32,
    "nan encryption key nan backup: {h}": 64,
    "backup encryption key pen {h} hi": 48,
    "backup ကုဒ်ဝှက်ကီး: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Rogervoice caption log: header copied from devtools {t}",
    "Cookie: lang=fil; hw_sso={t}",
    "VRS_GATEWAY_JWT={t}",
    "save this session token for me {t}",
    "ito ang token: {t}",
    "say token: {t}",
    "Teamdesk #233: websocket url wss://relay.handswell.lan/ws?access_token={t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.handswell.ph/realms/relay",
            "azp": "vrs-console",
            "roles": ["interpreter", "booth"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key for the relay recorder, the old one, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/rp.handswell.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SIP_TLS_PRIVATE_KEY": "{key}", "sbc": "sbc.handswell.lan"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_booking <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Teamdesk #236, attached by the PBX contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "nan private key nan server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the payroll SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Coldcard backup, copying it off the steel plate before I move house: {p}": "english",
    "Sparrow wallet recovery phrase\n{p}": "english",
    "Keystone seed words (the training-fund wallet, emptied last year): {p}": "english",
    "voice memo: the Tangem backup words are {p} and that's all of them": "english",
    "nan seed phrase nan wallet ko: {p}": "english",
    "say recovery words ni wallet ko: {p}": "english",
    "wallet seed phrase pen {p} hi": "english",
    "frase semilla de la cartera Electrum del fondo de becas: {p}": "spanish",
    "frase de recuperação da carteira Exodus: {p}": "portuguese",
    "obnovovací fráze peněženky Trezor: {p}": "czech",
    "지갑 복구 구문: {p}": "korean",
    "钱包助记词（培训基金）：{p}": "chinese_simplified",
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
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Aura's: a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "aura":
        return _card_of(rng, ["5024", "5044", "5056"], [16, 19])
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "InnoCaption chat, Kimayong: the coop card for the ring lights is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Teamdesk #245: pay the Poly support renewal with card {c}",
    "nan numero nan card ko: {c}, {mm}/{yy}",
    "say numero ni card ko: {c}",
    "yo numero na card ku: {c}, {mm}/{yy}",
    "ang numero it card ko: {c}",
    "numero card ku {c}, {mm}/{yy}",
    "nan numero nan card ko ya {c}",
    "ka card number {c} hi, {mm}/{yy}",
    "ကတ်နံပါတ်: {c}",
]  # fmt: skip


_BRANDS = ["visa", "aura", "mastercard", "amex", "jcb", "discover", "unionpay", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVV2 {cvv}",
               "the little number printed on the signature panel: {cvv}",
               "Amex {c}, the four digits on the front above the number: {cvv}",
               "nan tulo ay numero ed likod nan card: {cvv}",
               "say CVV ni card ko et {cvv}",
               "ကတ်နောက်ကျော ဂဏန်းသုံးလုံး: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 78 (five or six earlier corpora each);
# BBAN shapes (a, n, c, 0 as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BY": "cccc" + "nnnn" + "c" * 16, "CR": "0" + "n" * 17, "GI": "aaaa" + "c" * 15,
                "IQ": "aaaa" + "n" * 15, "LB": "n" * 4 + "c" * 20, "RU": "n" * 29,
                "DJ": "n" * 23, "FK": "aa" + "n" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice HW-2031-207: please pay the remote-captioning work to {i} within 14 days",
    "save the interpreters' association's IBAN: {i}",
    "IBAN: {i}\nReference: relay shifts, October",
    "Teamdesk #230: the subtitling studio's new bank details, IBAN {i}",
    "nan IBAN ko: {i}",
    "ang IBAN ko ay {i}",
    "iye IBAN ku {i}",
    "ka IBAN {i} hi",
    "say IBAN ko et {i}",
    "cuenta de la intérprete de LESCO en San José, IBAN {i}",
    "реквизиты переводчика в Москве: IBAN {i}",
    "رقم الآيبان لمترجمة لغة الإشارة: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cn_disability(g: random.Random) -> str:
    """China's disability certificate number (残疾人证号): a resident id whose check digit
    `cn.ric` validates (with its birth date and place), then the category (2: hearing) and the
    grade."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(1962, 2010)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = h.choice(["530102", "110105", "440106", "510104", "350203"]) + born + _r(h, D, 3)
        return body + cn_ric.calc_check_digit(body + "0")

    return v.until(g, make, cn_ric.is_valid) + "2" + g.choice("1234")


def _jp_shintai(g: random.Random) -> str:
    """A Japanese physical disability certificate's number (身体障害者手帳): six digits, no check."""
    return g.choice("123456789") + _r(g, D, 5)


def _fr_mdph(g: random.Random) -> str:
    """A French MDPH file number: a département, a year, a serial; no public check."""
    return (
        f"{g.choice(['075', '069', '013', '974', '971'])}-{g.randrange(2025, 2032)}-{_r(g, D, 6)}"
    )


def _es_discapacidad(g: random.Random) -> str:
    """A Spanish disability card's number: a province, seven digits, a letter; no public check."""
    return f"{g.choice(['28', '08', '41', '46'])}/{_r(g, D, 7)}/{g.choice(UPPER)}"


def _pt_multiuso(g: random.Random) -> str:
    """A Portuguese multi-purpose disability certificate's number: a year and six; no check."""
    return f"{g.randrange(2024, 2032)}/{_r(g, D, 6)}"


def _it_verbale(g: random.Random) -> str:
    """An Italian civil-invalidity report's protocol number: a year and ten digits; no check."""
    return f"INPS.{g.randrange(2026, 2032)}.{_r(g, D, 10)}"


def _nl_gpk(g: random.Random) -> str:
    """A Dutch disabled parking card's number: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _uk_blue_badge(g: random.Random) -> str:
    """A UK Blue Badge number: a council's code and twelve digits; no public check."""
    return f"{_r(g, UPPER, 2)}{_r(g, D, 2)} {_r(g, D, 4)} {_r(g, D, 4)} {_r(g, D, 2)}"


def _in_divyang(g: random.Random) -> str:
    """An Indian disability certificate's number: a state, a district and a serial; no check."""
    return (
        f"{g.choice(['MN', 'NL', 'MZ', 'AS'])}{_r(g, D, 4)}{g.randrange(1960, 2010)}{_r(g, D, 7)}"
    )


def _in_abc(g: random.Random) -> str:
    """An Academic Bank of Credits id (APAAR's predecessor): twelve digits, no public check."""
    return g.choice("123456789") + _r(g, D, 11)


def _ph_idole(g: random.Random) -> str:
    """A Philippine iDOLE OFW ID number: twelve digits, no public check."""
    return "20" + _r(g, D, 10)


def _ph_ltopf(g: random.Random) -> str:
    """A Philippine firearm owner's licence (LTOPF) number: a region, seven digits, a year."""
    return f"R{g.randrange(1, 13):02d}-{_r(g, D, 7)}-{g.randrange(2027, 2033)}"


def _ph_csc(g: random.Random) -> str:
    """A Philippine Civil Service Commission ID number: ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _vu_vnpf(g: random.Random) -> str:
    """A Vanuatu National Provident Fund member number: seven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _mm_household(g: random.Random) -> str:
    """A Myanmar household list (Form 66/6) number: a township and two groups; no check."""
    return f"{g.choice(['TDM', 'KLY', 'FLM', 'HKA'])}-{_r(g, D, 4)}-{_r(g, D, 4)}"


def _ph_passport(g: random.Random) -> str:
    """A Philippine e-passport: P, seven digits and a letter."""
    return "P" + _r(g, D, 7) + g.choice("ABC")


def _mm_passport(g: random.Random) -> str:
    """A Myanmar passport: two letters and six digits."""
    return g.choice(["MC", "MD", "ME"]) + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "身体障害者手帳の番号は第{s}号（聴覚2級）": _jp_shintai,
    "交流项目学员的残疾人证号（听力）：{s}": _cn_disability,
    "numéro de dossier MDPH de la stagiaire sourde : {s}": _fr_mdph,
    "número de la tarjeta de discapacidad de la intérprete sorda: {s}": _es_discapacidad,
    "número do atestado multiuso da formanda surda: {s}": _pt_multiuso,
    "numero del verbale di invalidità civile (sordità): {s}": _it_verbale,
    "nummer van de gehandicaptenparkeerkaart van de klant: {s}": _nl_gpk,
    "Blue Badge number of the Deaf client from Leeds, for the parking form: {s}": _uk_blue_badge,
    "दिव्यांग प्रमाणपत्र संख्या (श्रवण बाधित): {s}": _in_divyang,
    "ABC ID (Academic Bank of Credits) of the trainee from Imphal: {s}": _in_abc,
    "iDOLE OFW ID number of Ligaya, for the Dubai assignment: {s}": _ph_idole,
    "LTOPF number of the training-centre guard, for the agency file: {s}": _ph_ltopf,
    "CSC ID number of the court interpreter on loan from the city: {s}": _ph_csc,
    "VNPF member number of the Port Vila relay interpreter: {s}": _vu_vnpf,
    "Form 66/6 household list number of the Tedim office manager: {s}": _mm_household,
    "nan numero nan pasaporte ko et {s}": _ph_passport,
    "yo numero na pasaporte ku ay {s}": _ph_passport,
    "ka passport number {s} hi": _mm_passport,
    "nan numero nan pasaporte ko ya {s}": _ph_passport,
    "numero pasaporte ku {s}": _ph_passport,
    "ang numero it CSC ID ko ay {s}": _ph_csc,
    "say numero ni iDOLE ID ko et {s}": _ph_idole,
    "numero LTOPF ku iye {s}": _ph_ltopf,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["Docebo 2FA recovery codes\n{codes}", "emergency codes for the relay admin's Microsoft account: {codes}",
            "TalentLMS backup codes: {codes}", "mga backup code ng 2FA ko:\n{codes}",
            "nan backup codes ko ed 2FA: {codes}", "2FA အရန်ကုဒ်များ: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Docebo:rowena@handswell.ph?secret={s}&issuer=Docebo&period=30",
              "Aegis, manual entry for the Magpie merchant login: {s}",
              "2FA secret key ng TalentLMS admin: {s}",
              "2FA secret key pen {s} hi"]  # fmt: skip
_CODES = ["{c} is your Magpie verification code. Do not share it.", "Wave Money: သင့် OTP ကုဒ်မှာ {c} ဖြစ်ပါသည်",
          "Ang OTP mo sa RCBC ay {c}. Huwag ibigay kahit kanino.", "EastWest: your one-time PIN is {c}",
          "nan OTP ko ed Chinabank et {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Handswell-Relay", "HW-VRS-Booths-5G", "Handswell-Training", "GlobeAtHome_5G_61C0",
          "SKYbroadband_7A21", "Fiberhome-HG6145D-2F", "Tedim-Office", "Romblon-Field",
          "Bontoc-Hall", "Sagada-Guest", "Zambo-Booking", "Tugue-Classroom", "Lamitan-Outreach",
          "Kalay-Deaf-Club"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\npassword: {pw}",
    "relay floor network {s}, key {pw}",
    "wifi at the Bontoc hall: {s} / {pw}",
    "booth tablet setup, wireless: SSID {s}, passphrase {pw}",
    "the key on the sticker under the Globe At Home box: {pw}",
    "nan password nan wifi {s} et {pw}",
    "say password ni wifi {s}: {pw}",
    "yo password na wifi {s} ay {pw}",
    "ang password it wifi {s} ay {pw}",
    "password wifi {s} ma luma': {pw}",
    "iye password wifi {s}: {pw}",
    "nan password nan wifi {s} ya {pw}",
    "wifi {s} password {pw} hi",
    "ဝိုင်ဖိုင် {s} စကားဝှက်: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sk_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("pt_secret_", (HEX, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading the key off the screen for the relay agent: {t}", "[dictated to InnoCaption] {t}",
          "(spaced so Teamdesk's preview doesn't show it) {t}", "isa-isang letra: {t}",
          "laimal khat khat in: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["code ng padlock sa bodega ng training centre: {pw}", "nan code nan kandado ed bodega: {pw}",
          "yo code na kandado ta bodega: {pw}", "code kandado ma bodega: {pw}",
          "bodega kandado code {pw} hi", "ဂိုဒေါင် သော့ခလောက် ကုဒ်: {pw}",
          "the server room keypad at Session Road takes {pw} then #",
          "lockbox by the training-centre gate: {pw}", "the key safe at the Bontoc hall takes {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["handshape", "palmdown", "eyegaze", "glossing", "tapuey", "kiniing", "binagol",
                 "curacha", "satti", "lubeg", "batil", "rice", "terrace", "pine", "fog",
                 "jeepney", "carabao", "ferry"]  # fmt: skip
_PHRASES = {"Strongbox master passphrase for the relay vault: {p}": " ",
            "KeeWeb database passphrase: {p}": " ",
            "Passbolt recovery passphrase: {p}": "-", "Enpass master passphrase: {p}": ".",
            "nan passphrase nan backup: {p}": " ", "backup passphrase pen {p} hi": "_",
            "ang passphrase it backup ay {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Kreya request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Paw export of the Dyte call: Authorization: Bearer {v}": False,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "RESTED history: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "jibri.conf:\njibri {{\n  api {{\n    xmpp {{\n      environments = [{{\n        control-login {{\n          domain = \"auth.meet.handswell.lan\"\n          username = \"jibri\"\n          password = \"{pw}\"\n        }}\n      }}]\n    }}\n  }}\n}}",
    "/etc/bigbluebutton/bbb-web.properties:\nbigbluebutton.web.serverURL=https://bbb.handswell.ph\nsecuritySalt={pw}",
    "moodle/config.php:\n$CFG->dbtype = 'pgsql';\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "etc/custom.properties (Opencast):\norg.opencastproject.security.digest.user=opencast_system_account\norg.opencastproject.security.digest.pass={pw}",
    "postfixadmin/config.local.php:\n$CONF['database_user'] = 'postfixadmin';\n$CONF['database_password'] = '{pw}';",
    "kamailio.cfg:\n#!define DBURL \"mysql://kamailio:{pw}@localhost/kamailio\"",
    "/etc/freepbx.conf:\n$amp_conf['AMPDBUSER'] = 'freepbxuser';\n$amp_conf['AMPDBPASS'] = '{pw}';",
    "Polycom provisioning, 0004f2a1b2c3-phone.cfg:\nreg.1.auth.userId=\"2041\"\nreg.1.auth.password=\"{pw}\"",
    "openmeetings persistence.xml:\n<property name=\"openjpa.ConnectionUserName\" value=\"om\"/>\n<property name=\"openjpa.ConnectionPassword\" value=\"{pw}\"/>",
    "greenlight .env:\nDB_HOST=postgres\nDB_USERNAME=greenlight\nDB_PASSWORD={pw}",
    "turnserver.conf:\nrealm=turn.handswell.ph\nlt-cred-mech\nuser=vrs:{pw}",
    "sip-communicator.properties:\norg.jitsi.videobridge.xmpp.user.shard.USERNAME=jvb\norg.jitsi.videobridge.xmpp.user.shard.PASSWORD={pw}",
    "~/.config/syncevolution/default/peers/handswell/config.ini:\nusername = relay-desk\npassword = {pw}",
    "datarhei core .env:\nCORE_API_AUTH_USERNAME=admin\nCORE_API_AUTH_PASSWORD={pw}",
    "/etc/vmm/vmm.cfg:\n[database]\nuser = vmm\npass = {pw}",
    "kolibri options.ini:\n[Database]\nDATABASE_USER = kolibri\nDATABASE_PASSWORD = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Jomar: relay floor wifi password?\nRowena: {pw}",
    "[07:02] junrey: root pw for the recorder?\n[07:03] kimayong: {pw}",
    "Ligaya: {pw} is the new booking admin password",
    "Liyao: use {pw}, that's what the Poly has now",
    "Dinggol: nan bayo ay password et {pw}",
    "Tuddao: yo bagu nga password ay {pw}",
    "Galicha: ang bag-ong password ay {pw}",
    "Nurhaida: password ba'hu {pw}",
    "Cinglian: password thak {pw} hi",
    "Pacdo: say baro ya password et {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "p\u0430ssw\u043erd = {pw}", "Ｐａｓｓｗｏｒｄ：{pw}",
    "𝓅𝒶𝓈𝓈𝓌𝑜𝓇𝒹 {pw}", "pa\u034fss\u034fword: {pw}", "\u03c1assword → {pw}",
    "p\u0332a\u0332s\u0332s\u0332w\u0332o\u0332r\u0332d\u0332: {pw}", "🅿🅰🆂🆂🆆🅾🆁🅳 {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, held-out 32's counts).
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
    "the Poly admin password is": "{s}", "Vaddio camera pw:": "{s} (since the firmware update)",
    "nan password et": "{s}", "booking admin password": "{s}\nchange it after the audit",
    "say password et": "{s}", "yo password ay": "{s}", "ang password it server ay": "{s}",
    "password ku": "{s}", "the password Junrey signed to me across the room was": "{s}, I think",
    "ka password": "{s} hi",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Cielo24 secure key", "{s}", _j((HEX, 32))),
    ("split_token", "Zcal token:", "{s} (booking page sync)", _j("zcal_", (ALNUM, 40))),
    ("split_token", "LanguageLine client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/37", lambda g: v.grouped(_card(g, "aura"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GI"))),
    ("split_backup", "Docebo recovery codes", "{s}\nmqtz4821\nhvbe0937", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "残疾人证号", "{s}", _cn_disability),
    ("split_phrase", "Strongbox passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"poly": {"url": "https://rp.handswell.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password_ko": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "liyao", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"booths": [{"name": "booth-01"}, {"name": "booth-02", "local_admin_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sipexer", "-register", "-au", "booth07", "-ap", "{s}", "udp:sbc.handswell.lan:5060"]}': ("meta_password", _plain_pw),
    '{"note": "nan password nan server et {s}"}': ("meta_password", _plain_pw),
    '{"ka_password": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the booking admin as rowena with the password {s}"}': ("meta_password", _plain_pw),
    '{"cielo24": {"secure_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"globalVrsSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"kudo_api_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "05/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"contractor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LB")),
    '{"client": {"blue_badge_number": "{s}"}}': ("meta_id", _uk_blue_badge),
    '{"mfa": {"recovery_codes": ["{s}", "mqtz4821", "hvbe0937"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"training_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"bellman": {"zigbee_network_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"equipment_cage": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "HW-VRS-Booths-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"aiortc-1.9.0-cp39-abi3-manylinux_2_17_x86_64.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"realpresence-group-6.2.2.sig").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/handswell/relay-api:2.14.3").hexdigest()
_COMMIT = hashlib.sha1(b"relay: add interpreter handoff timer", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"overlay: revert caption font", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"fsl-glossary-v7.pdf", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"roster-export-2031.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the Poly RealPresence admin password before the firmware visit on 2031-12-04.",
    "Jomar asked for the relay floor wifi password; it is on the laminated card at the supervisor's desk.",
    "Policy: Handswell passwords are at least 16 characters and live only in the shared vault.",
    "Please don't type passwords into the InnoCaption chat; send a vault link instead.",
    "The `.env.example` line `CIELO24_SECURE_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Vaddio camera asks for a new admin password after every factory reset.",
    "Replace <YOUR_KUDO_KEY> in the README with the key from your KUDO dashboard.",
    "BOOSTLINGO_API_TOKEN and WORDLY_API_KEY must be set before the nightly roster sync runs.",
    "Adi yo ibaga nan password yo ed uray sino.",
    "Aga mo ibaga say password mo ni uray shi sino.",
    "Awan mu nga ipakammu yo password mu ta tanu man.",
    "Indi mo ipagsabi ang imong password sa bisan sin-o.",
    "Da'a pahatiin password nu ma sai-sai.",
    "Ga'i kew magpahati password nu ni dakayu'.",
    "Achi yo ibaga nan password yo ad sino man.",
    "Na password mi kuamah hilh kei in.",
    "Huwag ibigay ang password mo kahit kanino, kahit sa interpreter.",
    "သင့်စကားဝှက်ကို ဘယ်သူ့ကိုမှ မပြောပါနဲ့။",
    "La clave debe tener al menos dieciséis caracteres, por favor.",
    "パスワードは16文字以上にしてください。",
    "Upgraded the Solstice Pod firmware from 5.5 to 6.1 and the relay client to 2.14.3 over the weekend.",
    f"commit {_COMMIT} adds the interpreter handoff timer to the relay client.",
    f"Rolled back to {_SHORT} after the caption overlay broke on the booth screens.",
    f"requirements.txt: aiortc==1.9.0 --hash=sha256:{_WHEEL_SUM}",
    f"The RealPresence firmware 6.2.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of roster-export-2031.xlsx: {_SHA512}",
    f"The relay API container runs ghcr.io/handswell/relay-api@sha256:{_IMAGE}.",
    f"MD5 of fsl-glossary-v7.pdf is {_MD5}, same as the copy on the training share.",
    "Request id 3f9c2a71-8e4d-4b06-a5d2-6c1e0f9b7d43 is the dropped call in the relay gateway logs.",
    "Booking HW-BK-2031-00872: two FSL interpreters for the Sagada town hall, 9:00 to 12:00.",
    "Teamdesk #212: booth 4's camera drifts to the left after about an hour.",
    "Call the Tuguegarao training centre on +63 78 844 1297 before noon.",
    "Purchase order PO-2031-0456 for six ring lights ships on Thursday.",
    "The FSL gloss for that line is ME FINISH EAT ALREADY, with a head nod.",
    "Relay booths 1 to 6 are on the second floor; booths 7 to 12 are in the annex on Session Road.",
    "After five wrong passwords the booking admin locks the account for 30 minutes.",
    "Team interpreting: swap every 20 minutes, and the off interpreter feeds missed numbers.",
    "The secret to a clean handoff is to finish the sentence before you swap.",
    "Ask Liyao for the key-safe code at the Bontoc hall, I don't have it.",
    "My card ending 4418 was declined at the Baguio bookshop.",
    "The Gibraltar contractor wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Docebo admin and keep them in the office safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SMARTCAT_API_SECRET` in the secrets store, never in the repository.",
    "The padlock on the equipment cage at Tuguegarao is stiff; oil it before the term starts.",
    "KUDO moved the API key page under Account › Integrations in its March release.",
    "ISBN 978-0-19-852829-6 is the linguistics handbook on the trainers' shelf; ORCID iD 0000-0002-1825-0097 belongs to its editor.",
    "The guest wifi 'Handswell-Guest' is open, no password needed.",
    "Session 14 of the FSL level 2 course: fingerspelling drills, 18 trainees, room 3, 13:30.",
    "VRS queue today: average answer time 41 seconds, 212 calls, 3 abandoned.",
    "Ang susunod na klase ng FSL ay sa Lunes, alas-nuwebe ng umaga.",
    "Zing nitak in training center ah kikhop ding hi.",
    "Nan klase ed FSL et ed Lunes ed agsapa.",
    "Ang sunod nga booking kay sa Biyernes sa alas-dos sa hapon.",
    "The Tedim office landline is +95 70 21445, mornings only.",
    "Version 3.4.1 of the booking app fixed the double-booking bug; 3.4.2 is only a translation update.",
    "Tracking number 1Z 999 AA1 01 2345 6784 is the box of headsets going to Zamboanga.",
    "The Meetio panel outside room 3 shows the next booking at 14:00.",
    "Passwords for the trainee accounts are set by the trainees themselves at first login.",
    "Our code of ethics forbids repeating what a caller says, passwords read out on a relay call included.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T08:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/relay/poly", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "aiortc", "version": "1.9.0"}}',
    '{"ticket": "212", "purchase_order": "PO-2031-0456"}',
    '{"booking": {"id": "HW-BK-2031-00872", "interpreters": 2, "language": "FSL"}}',
    '{"phone": "+63 78 844 1297", "city": "Tuguegarao"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "relay_calls_today": 212}',
    '{"request_id": "3f9c2a71-8e4d-4b06-a5d2-6c1e0f9b7d43", "status": 504}',
    '{"course": "FSL-2", "session": 14, "room": "3", "trainees": 18}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
