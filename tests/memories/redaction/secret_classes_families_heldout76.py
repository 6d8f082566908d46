# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, seventy-sixth corpus: written blind, without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to seventy-fourth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written at the same time, any test nor the reports, and the scrubber was never run on
it. Its own seed, password words (tonewoods, a violin's parts, old makers, concert pitches, opus
numbers), names, places, templates, tools, vendors and layouts, the way the benches, varnish room,
wood store, music school and repair counter of a violin maker's workshop (Bottega Voluta: benches
and a varnish room in Hualien, a tonewood store at Yuchi by Sun Moon Lake holding billets from Tenom
and Val di Fiemme, a music school in Taitung and a repair counter in Kota Kinabalu, with friends in
Cremona, Mittenwald, Mirecourt and Luby) leak secrets into an assistant's memory: chat messages,
notes to self, tickets, e-mails, runbooks, shell history, configs, voice-dictated text and requests
to the assistant itself, about humidifiers, kilns, CNC routers and 3D scanners, mixers, player
pianos, classroom boards and projectors, NAS, smart locks, POS and humidity sensors. About 60 %
English (or language-neutral config and shell), the rest in Amis (Pangcah), Seediq (Truku),
Kavalan, Thao, Puyuma, Bunun, Paiwan and Murut (Timugon, mixed with Sabah Malay as it is spoken),
which no earlier docstring names, written by a learner from grammars and word lists with the
loanwords their speakers use for a password (`mima`, `password`) and an API key, so that a native
speaker would phrase them otherwise; and Taiwanese Mandarin (Traditional characters), Taiwanese
Hokkien (in Han characters), Malay, Italian, German, French, Czech, Japanese, Spanish and Thai in
wordings of their own. The vendors (Duet Partner, TakeLessons, Teachworks, Lessonface, Yousician, Flowkey,
MakeMusic, Hal Leonard, Sheet Music Plus, Tomplay, Reverb, Sweetwater, Thomann, Tarisio, Temp
Stick, YoLink, Qingping, JKOPay, TapPay, Razer Merchant Services, Touch 'n Go, EasyParcel, GDEX,
T-Cat, AutoCount, TidyCal, Appointy, RepairShopr, RepairDesk, iCHEF, Cyberbiz, 91APP, EasyStore,
Bandcamp, every8d, Mitake, Ragic, SurveyCake, Pinkoi, ClassDojo, Schoology, Jumbula, Curlec, Kiple,
Delyva, PChome and MyInvois) are ones heldouts 5 to 74 do not name, and so are the tools mpg123,
cmus-remote, ncmpcpp, yasql, nats-server, simple-http-server, supysonic-cli, velociraptor, Arkime's
arkime_add_user.sh, openvasmd, Rex, luarocks and wicd-cli and the configs of mpdscribble, tizonia,
streamrip, snapserver, upmpdcli and OwnTone (beside better known tools, whose commands are written
here afresh). The ids are kinds they do not use: a Czech insured person's number (číslo pojištěnce,
a birth number, drawn until python-stdnum's `cz.rc` validates its check digit) and a Thai pink
card's number (a non-Thai's 13 digits, drawn until `th.pin` validates it); Taiwan's citizen digital
certificate card number, household registration number and NHI card number, a Czech driving
licence, a German Schwerbehindertenausweis file number, and Malaysian and Taiwanese passports under
Murut, Malay, Puyuma and Paiwan words carry no check a library or this file verifies (unchecked). Card
numbers pass Luhn (python-stdnum's `luhn`). The IBANs are of countries used least by a rough count
over heldouts 5 to 74 (Bosnia and Herzegovina, Croatia, Montenegro, North Macedonia, Kosovo, Monaco,
Israel and Greenland), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Italian, Czech, Traditional Chinese, French, Japanese and Spanish lists.
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
from stdnum.cz import rc as cz_rc
from stdnum.th import pin as th_pin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 29_196_495
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


_WOODS = ["Spruce", "Maple", "Ebony", "Pernambuco", "Boxwood", "Willow", "Poplar", "Hinoki",
          "Camphor", "Zelkova", "Rosewood", "Cedar"]  # fmt: skip
_PARTS = ["Purfling", "Scroll", "Pegbox", "Soundpost", "Bassbar", "Chinrest", "Tailpiece",
          "Fingerboard", "Saddle", "Endpin", "Cbout", "Fhole", "Button", "Linings"]  # fmt: skip
_OLD_MAKERS = ["Stradivari", "Guarneri", "Stainer", "Klotz", "Vuillaume", "Gagliano", "Bergonzi",
               "Storioni", "Testore", "Rogeri"]  # fmt: skip
_PLACES = ["Hualien", "Meilun", "Chihsing", "Taroko", "Fengbin", "Taitung", "Dulan", "Pinaski",
           "Chishang", "Luye", "Yuchi", "ItaThaw", "Tenom", "Keningau", "KotaKinabalu", "Kudat",
           "Cremona", "Mittenwald", "Mirecourt", "Luby", "Fiemme"]  # fmt: skip
_NAMES = ["Yating", "Kuanyu", "Peishan", "Lekal", "Dongi", "Walis", "Pawan", "Dakis", "Ukah",
          "Bunbun", "Sinsing", "Siki", "Biung", "Ljavus", "Muakai", "Sauniaw", "Kapang", "Lingod",
          "Ambaya", "Sinah", "Jaimin", "Rosnah", "Korbinian", "Vroni", "Aurelien", "Solene",
          "Vojtech", "Bohdana", "Haruki", "Minori", "Benedetta", "Ottavio"]  # fmt: skip
_SYMBOLS = "!#%&*?@+=~$^"
_LEET = ["Str4d1v4r1", "Gu4rn3r1", "Purfl1ng", "V4rn1sh", "R0s1n", "Spruc3", "M4pl3", "3b0ny",
         "P3gb0x", "Kl0tz"]  # fmt: skip


def _pitch(g: random.Random) -> str:
    """A string and a concert pitch, the way a luthier jokes a password together."""
    return (
        f"{g.choice('EADGC')}string{g.choice([415, 430, 432, 440, 442, 443])}{g.choice(_SYMBOLS)}"
    )


def _generated(g: random.Random) -> str:
    """Four random groups of four, letters of both cases and digits, dot-joined."""
    return ".".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people at the workshop pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WOODS)}{g.choice(_PARTS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_PARTS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "!%&?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1690, 2032)) + g.choice(_SYMBOLS),
    _pitch,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_WOODS).lower()}.{g.randrange(1980, 2033)}",
    lambda g: f"Op{g.randrange(1, 130)}No{g.randrange(1, 13)}{g.choice(_OLD_MAKERS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 5) + _r(g, D, 2) + g.choice(_SYMBOLS) + _r(g, UPPER, 1),
    lambda g: f"{g.choice(_OLD_MAKERS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Plays{g.choice(_OLD_MAKERS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Cubie message from Yating: the Condair RS humidifier web panel password is {pw}",
    "Plus Messenger, group 'Varnish room': DriSteem Vapor-logic 4 password {pw}",
    "64Gram chat with Kuanyu: Nortec MES3 controller password {pw}",
    "Converse.js room workshop@chat.voluta.tw: HygroMatik FlexLine web password {pw}",
    "Plurk (a private plurk, thank god): Stulz CyberAir 3 admin password {pw}",
    "Lemon8 DM from Dongi: Meaco dehumidifier app password {pw}",
    "Toot! DM from @walis: AXYZ CNC pendant admin password {pw}",
    "Whalebird DM: Thermwood Cut Ready login password {pw}",
    "Mammoth DM from Haruki: Artec Studio account password {pw}",
    "Moshidon DM: the EinScan HX laptop password is {pw}",
    "LINE group 'Bottega Voluta': Vaisala viewLinc admin password {pw}",
    "Messenger from Pawan: Kaadas K20 lock app password {pw}",
    "WhatsApp from Rosnah (repair counter, KK): Eats365 back office password {pw}",
    "Signal note to self: Soundcraft Ui24R admin password {pw}",
    "Telegram, Minori: Yamaha Disklavier ENSPIRE web password {pw}",
    "Discord #music-school: SMART Board MX admin password {pw}",
    "Slack huddle chat: BenQ RM8604 board admin password {pw}",
    "Teams chat, Solène: Epson EB-L530U projector web control password {pw}",
    "Zoom chat during the recital rehearsal: Yealink MeetingBar A30 admin password {pw}",
    "Google Chat, Aurélien: Formlabs Form 4 dashboard password {pw}",
    "Mattermost ~kiln: the Vacutherm vacuum kiln controller password is {pw}",
    "Rocket.Chat #wood-store: Temp Stick account password {pw}",
    "Element room #tenom-shed: YoLink hub app password {pw}",
    "Keybase chat: Qingping air monitor account password {pw}",
    "Threema from Vojtěch: Canon imagePROGRAF TM-300 admin password {pw}",
    "Viber from Jaimin: Brother MFC-L8900 admin password {pw}",
    "Apple Notes 'wood store': Synology DS923+ admin password {pw}",
    "Obsidian daily note: QNAP TS-464 admin password {pw}",
    "Logseq journal: Hikvision DS-7608 NVR admin password {pw}",
    "Google Keep card 'school': Promethean ActivPanel admin password {pw}",
    "Evernote 'Kota Kinabalu counter': iCHEF POS manager password {pw}",
    "Notion page 'Bench IT': DrayTek Vigor 2927 admin password {pw}",
    "OneNote, section 'Taitung school': ViewSonic myViewBoard Manager password {pw}",
    "sticky note, scanned with Office Lens: Xiaomi Mi Home account password {pw}",
    "Todoist task: change the Philips EasyKey app password, now {pw}",
    "TickTick reminder: Zyxel USG Flex 100 admin password {pw}",
    "Things to-do: the Steinway Spirio app password is {pw}",
    "RepairShopr ticket #5510: customer's Glowforge account password {pw}",
    "RepairDesk ticket 2291: Kuanyu left the xTool F1 laptop password {pw} in the notes",
    "Jira VOL-118: the PreSonus StudioLive 32 remote password {pw} is written on the rack",
    "Linear issue SCH-44: Logitech Rally Bar Sync portal password {pw}",
    "Zendesk #30411: TP-Link Omada controller password {pw} stopped working",
    "Freshdesk ticket 7719: Behringer Wing mixer app password {pw}, please rotate",
    "Hi Peishan,\n\nthe admin password on the Hualien NAS is {pw}. Please put it in the vault and delete this mail.\n\nThanks,\nKuanyu",
    "Incident 2032-03-08: the Soundcraft Ui24R in the recital hall was reachable from the guest wifi with password {pw}",
    "Runbook: overnight humidity override for the varnish room\n1. open the Condair panel\n2. log in as service\n3. password {pw}\n4. set 55 % RH until 07:00",
    "README (wood store Pi)\nthe hygrometer dashboard is at https://woodstore.voluta.lan:3000, admin password `{pw}`.",
    "my Hua Nan Bank app password is {pw} now",
    "can you remember my Bank Islam GO password? it's {pw}",
    "the Chunghwa Post e-banking password is {pw}",
    "dictated: the Disklavier web password is {pw} full stop",
    "note to self: Vaisala viewLinc service password {pw}",
    "after the reinstall the Formlabs password became {pw}",
    "O mima no email ako: {pw}",
    "ko mima no router i loma' ako: {pw}, aka pafeli to tao",
    "Lekal: ko fa'elohay a mima no server: {pw}",
    "mima email mu ka {pw}",
    "mima router sapah mu: {pw}",
    "Walis: ka mima na server ni {pw}",
    "zau ya mima na email-ku: {pw}",
    "mima na router ta sapaw-ku: {pw}",
    "Ukah: mima na server ya {pw}",
    "mima nak a email: {pw}",
    "mima a router nak: {pw}",
    "Bunbun: thuyni mima a server: {pw}",
    "a mima nanku i email: {pw}",
    "a mima na router i ruma': {pw}",
    "Sinsing: a mima na server, {pw}",
    "maqa mima inak tu email, {pw}",
    "mima tu router is lumaq inak: {pw}",
    "Biung: mima tu server {pw}, uninang",
    "a ku password nua email: {pw}",
    "a password nua router i umaq: {pw}",
    "Ljavus: a vaqu a password nua server: {pw}",
    "password email ku: {pw}",
    "password router ra rumah: {pw}",
    "Lingod: password server baru {pw}, jangan indagu ra ulun",
    "我的信箱密碼是 {pw}",
    "琴房那台電腦的密碼：{pw}",
    "雅婷：新的伺服器密碼是 {pw}，不要外流",
    "我的電子批密碼是 {pw}",
    "厝裡的路由器密碼：{pw}",
    "kata laluan emel saya {pw}",
    "Rosnah: kata laluan server baru ialah {pw}",
    "la password del Disklavier in sala concerti è {pw}",
    "das Kennwort vom Trockenraum-Rechner lautet {pw}",
    "le mot de passe du poste de vernissage, c'est {pw}",
    "heslo k počítači v lakovně je {pw}",
    "ニス室のPCのパスワードは {pw} です",
    "la contraseña del portátil del taller es {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["yating.lin", "kuanyu", "peishan.c", "lekal", "dongi", "walis.p", "pawan", "dakis",
          "ukah", "bunbun", "sinsing", "siki.t", "biung", "ljavus", "muakai", "sauniaw", "kapang",
          "lingod", "ambaya.s", "sinah", "jaimin", "rosnah.m", "korbinian", "vroni", "aurelien",
          "solene.d", "vojtech", "bohdana", "haruki.m", "minori", "benedetta", "ottavio",
          "svc-kiln", "school-desk", "repair-kk"]  # fmt: skip
_LOGINS = [
    "Cubie, Yating: the Disklavier login is {u} / {pw}",
    "RepairShopr #5532: {u} locked out of the iCHEF back office, last password {pw}",
    "user {u} pass {pw}",
    "Notion › Bench IT › Kiln › Vacutherm: {u} — {pw}",
    "| device | user | password |\n|---|---|---|\n| Soundcraft Ui24R | {u} | {pw} |",
    "log into the Vaisala viewLinc as {u} with {pw}",
    "Condair login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: nas-hualien\n  user: {u}\n  pass: {pw}",
    "LINE: account {u}, password {pw}",
    "Kuanyu says the QNAP account is {u} and the password is {pw}",
    "host,login,password\nkiln-ctl,{u},{pw}",
    "ssh {u}@woodstore.voluta.lan (pw {pw})",
    "Viber: creds for the Formlabs dashboard are {u} and {pw}",
    "帳號 {u}，密碼 {pw}，記一下",
    "帳號 {u}，密碼 {pw}，莫共別人講",
    "nama pengguna {u}, kata laluan {pw}",
    "utente {u}, password {pw}",
    "Benutzername {u}, Passwort {pw}",
    "identifiant {u}, mot de passe {pw}",
    "uživatel {u}, heslo {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
    "ko account ako {u}, ko mima {pw}",
    "account mu ka {u}, mima mu ka {pw}",
    "account inak {u}, mima inak {pw}",
    "account-ku ya {u}, mima-ku ya {pw}",
    "account nak {u}, mima nak {pw}",
    "a ku account {u}, a ku password {pw}",
    "a account nanku {u}, a mima nanku {pw}",
    "username ku {u}, password ku {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["purfling", "ebony", "rosin", "gamboge", "propolis", "bassbar", "pegbox", "klotz",
               "vuillaume", "storioni", "taroko", "dulan", "pinaski", "tenom", "yuchi", "chihsing",
               "hinoki", "zelkova"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "password: it's {w}, and right after it the number {d}",
    "for the kiln controller it's {w} with {d} at the end",
    "voice memo: the varnish room wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the digits joined",
    "密碼是 {w} 這個字，後面接 {d}",
    "密碼是 {w} 這个字，後壁閣加 {d}",
    "kata laluan dia perkataan {w}, lepas tu {d}",
    "la password è la parola {w}, poi {d}",
    "heslo je slovo {w} a za ním {d}",
    "ko mima i, {w}, ta {d}",
    "a password: {w}, sa {d}",
    "mima tu {w}, mas {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "mpg123 -u {u}:{pw} https://stream.voluta.tw/recital-hall.mp3",
    "mpg123 --auth {u}:{pw} -@ http://radio.voluta.lan:8000/practice.m3u",
    "cmus-remote --server 10.20.0.15:3000 --passwd '{pw}' -C 'player-pause'",
    "ncmpcpp --host '{pw}@mpd-recital.voluta.lan' --port 6600",
    "yasql {u}/{pw}@ydb.voluta.lan:1688",
    "nats-server --user {u} --pass '{pw}' -p 4222 -m 8222",
    "simple-http-server --auth {u}:{pw} --port 8088 --upload ./recordings",
    "supysonic-cli user add {u} -p '{pw}'",
    "velociraptor --config server.config.yaml user add {u} '{pw}' --role administrator",
    "/opt/arkime/bin/arkime_add_user.sh {u} 'Repair counter' '{pw}' --admin",
    "openvasmd --user={u} --new-password='{pw}'",
    "rex -u {u} -p '{pw}' -H 'kiln-01 kiln-02' uptime",
    "luarocks upload voluta-tuner-1.2-1.rockspec --api-key={pw}",
    "RSYNC_PASSWORD='{pw}' rsync -av recordings/ {u}@nas.voluta.lan::recitals",
    "rclone config create school-dav webdav url=https://dav.voluta.tw vendor=nextcloud user={u} pass=$(rclone obscure '{pw}')",
    "mount -t cifs //nas.voluta.lan/scores /mnt/scores -o username={u},password={pw},vers=3.0",
    "smbclient //nas.voluta.lan/drawings -U '{u}%{pw}' -c 'get bridge-templates.dxf'",
    "vlc --intf http --http-host 0.0.0.0 --http-password '{pw}' recital.m3u",
    "obs --startrecording --websocket_port 4455 --websocket_password '{pw}'",
    "sshpass -p '{pw}' ssh {u}@woodstore.voluta.lan 'tail /var/log/hygro.csv'",
    "curl -u {u}:{pw} https://disklavier.voluta.lan/api/v1/playlist",
    "wget --user={u} --password='{pw}' https://files.voluta.tw/scores/bach-partita-2.pdf",
    "lftp -u {u},{pw} sftp://drop.cremona-dealer.it",
    "7z a -p'{pw}' -mhe=on customer-records-2032.7z customers/",
    "openssl enc -aes-256-cbc -pbkdf2 -in payroll.csv -out payroll.enc -pass pass:{pw}",
    "gpg --batch --yes --passphrase '{pw}' -c certificates-of-origin.tar",
    "xfreerdp /v:acct.voluta.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use S: \\\\nas.voluta.lan\\scores {pw} /user:VOLUTA\\{u}",
    "docker login -u {u} -p '{pw}' registry.voluta.tw",
    "mysqldump -h db.kk-counter.voluta.my -u{u} -p'{pw}' tickets > tickets.sql",
    "ldapsearch -H ldaps://dc.voluta.lan -D 'cn={u},ou=staff,dc=voluta,dc=lan' -w '{pw}' '(objectClass=person)'",
    "ipmitool -I lanplus -H 10.20.0.9 -U {u} -P '{pw}' chassis power status",
    "mosquitto_sub -h mqtt.voluta.lan -u {u} -P '{pw}' -t 'woodstore/+/humidity'",
    "snmpwalk -v3 -l authPriv -u {u} -a SHA -A '{pw}' -x AES -X '{pw}' 10.20.0.1",
    "redis-cli -h cache.voluta.lan -a '{pw}' --no-auth-warning INFO",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "keytool -importkeystore -srckeystore pos.p12 -srcstoretype PKCS12 -srcstorepass '{pw}' -destkeystore pos.jks",
    "zip -P '{pw}' invoices-q1.zip invoices/*.pdf",
    "psql 'postgresql://{u}:{pw}@pg.voluta.lan:5432/lessons' -c 'select count(*) from bookings'",
    "mongosh 'mongodb://{u}:{pw}@mongo.voluta.lan:27017/school?authSource=admin'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "yating@varnish-pi:~$ {c}", "zsh history: : 1965012345:0;{c}",
    "fish history, - cmd: {c}", "PS C:\\Luthier> {c}", "C:\\Users\\counter> {c}",
    "Termux on the repair-counter tablet: ~ $ {c}", "a-Shell on the iPad: $ {c}",
    "Blink Shell, mosh to the wood-store Pi:\n{c}", "Tabby tab 'school-nas': {c}",
    "WezTerm pane 2: {c}", "kitty, ssh into the kiln box: {c}", "Alacritty ~/voluta-school $ {c}",
    "Ghostty: {c}", "Warp block (shared by accident): {c}", "Terminator split, Taitung server: {c}",
    "Tilix: {c}", "Konsole, profile 'workshop': {c}", "GNOME Terminal: {c}", "iTerm2: {c}",
    "Terminal.app on Yating's Mac:\n{c}", "JuiceSSH from the phone: {c}",
    "Termius, host 'hualien-core': {c}", "MobaXterm tab 'KK counter': {c}",
    "SecureCRT session 'wood-store': {c}", "Xshell 7: [root@woodstore ~]# {c}", "FinalShell: {c}",
    "我剛剛在終端機打的：{c}", "我頭拄仔拍的指令：{c}", "arahan yang saya jalankan: {c}",
    "příkaz, co jsem pustil: {c}", "ko command a pinaloma' ako: {c}", "command tu pinatas inak: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-varnish.voluta.lan:554/Streaming/Channels/101",
    "davs://{u}:{pw}@nas.voluta.lan:5006/scores",
    "icecast://{u}:{pw}@stream.voluta.tw:8000/recital.ogg",
    "mongodb+srv://{u}:{pw}@school.x7kqa.mongodb.net/lessons?retryWrites=true",
    "postgres://{u}:{pw}@pg.voluta.lan:5432/repairs?sslmode=require",
    "mysql://{u}:{pw}@db.kk-counter.voluta.my:3306/tickets",
    "rediss://{u}:{pw}@cache.voluta.lan:6380/2",
    "clickhouse://{u}:{pw}@ch.voluta.lan:9000/humidity",
    "oracle+oracledb://{u}:{pw}@ora.voluta.lan:1521/?service_name=ACCT",
    "mssql+pyodbc://{u}:{pw}@acct.voluta.lan/AutoCount?driver=ODBC+Driver+18+for+SQL+Server",
    "ftp://{u}:{pw}@scanner.voluta.lan/scans/",
    "imaps://{u}:{pw}@mail.voluta.tw:993/INBOX",
    "amqp://{u}:{pw}@mq.voluta.lan:5672/lessons",
    "Server=sql.voluta.lan;Database=School;User Id={u};Password={pw};TrustServerCertificate=True;",
    "neo4j+s://{u}:{pw}@graph.voluta.lan:7687",
]  # fmt: skip
_URL_PLACES = [
    "LESSONS_DB_URL={c}", "Metabase, Admin › Databases, the old string: {c}",
    "keep this connection string for me: {c}", "連線字串：{c}", "rentetan sambungan: {c}",
    "RepairShopr #5566: {c}", "Outline page 'Databases': {c}", "HackMD /voluta/infra: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_962_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "bottega-voluta", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 31_536_000, "scope": "bookings:write pos:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Duet Partner", "DUET_PARTNER_API_KEY", _j((HEX, 40))),
    ("TakeLessons", "TAKELESSONS_API_TOKEN", _j((ALNUM, 36))),
    ("Teachworks", "TEACHWORKS_API_TOKEN", _j((ALNUM, 32))),
    ("Lessonface", "LESSONFACE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Yousician", "YOUSICIAN_PARTNER_KEY", lambda g: v.uuid4(g, "8")),
    ("Flowkey", "FLOWKEY_API_KEY", _j("fk_live_", (ALNUM, 32))),
    ("MakeMusic", "MAKEMUSIC_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Hal Leonard", "HAL_LEONARD_API_KEY", _j((UPPER_HEX, 32))),
    ("Sheet Music Plus", "SMP_AFFILIATE_TOKEN", _j((ALNUM, 40))),
    ("Tomplay", "TOMPLAY_API_KEY", _j((HEX, 64))),
    ("Reverb", "REVERB_PERSONAL_TOKEN", _j((HEX, 64))),
    ("Sweetwater", "SWEETWATER_DEALER_KEY", _j((ALNUM, 32))),
    ("Thomann", "THOMANN_B2B_TOKEN", _j((B64, 43), "=")),
    ("Tarisio", "TARISIO_COZIO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Temp Stick", "TEMPSTICK_API_KEY", _j((HEX, 32))),
    ("YoLink", "YOLINK_UAC_SECRET", _j((ALNUM, 32))),
    ("Qingping", "QINGPING_APP_SECRET", _j((ALNUM, 32))),
    ("JKOPay", "JKOPAY_SECRET_KEY", _j((HEX, 64))),
    ("TapPay", "TAPPAY_PARTNER_KEY", _j("partner_", (ALNUM, 56))),
    ("Razer Merchant Services", "RMS_SECRET_KEY", _j((HEX, 32))),
    ("Touch 'n Go", "TNG_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("EasyParcel", "EASYPARCEL_API_KEY", _j("EP-", (ALNUM, 24))),
    ("GDEX", "GDEX_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("T-Cat", "TCAT_CUSTOMER_TOKEN", _j((UPPER_DIGITS, 32))),
    ("AutoCount", "AUTOCOUNT_API_KEY", lambda g: v.uuid4(g, "9")),
    ("TidyCal", "TIDYCAL_TOKEN", _vendor_jwt("https://tidycal.com")),
    ("Appointy", "APPOINTY_API_KEY", _j((ALNUM, 40))),
    ("RepairShopr", "REPAIRSHOPR_API_KEY", _j("T", (HEX, 16), "-", (HEX, 32))),
    ("RepairDesk", "REPAIRDESK_API_KEY", _j((ALNUM, 48))),
    ("iCHEF", "ICHEF_API_TOKEN", _vendor_jwt("https://api.ichefpos.com")),
    ("Cyberbiz", "CYBERBIZ_HMAC_SECRET", _j((HEX, 32))),
    ("91APP", "NINETYONEAPP_CLIENT_SECRET", _j((B64, 43), "=")),
    ("EasyStore", "EASYSTORE_ACCESS_TOKEN", _j((HEX, 32))),
    ("Bandcamp", "BANDCAMP_CLIENT_SECRET", _j((ALNUM, 40))),
    ("every8d", "EVERY8D_API_TOKEN", _j((UPPER_HEX, 40))),
    ("Mitake", "MITAKE_API_KEY", _j((ALNUM, 24))),
    ("Ragic", "RAGIC_API_KEY", _j((B64, 64), "==")),
    ("SurveyCake", "SURVEYCAKE_HASH_KEY", _j((ALNUM, 32))),
    ("Pinkoi", "PINKOI_PARTNER_SECRET", _j((HEX, 40))),
    ("ClassDojo", "CLASSDOJO_API_TOKEN", _j((URLSAFE, 50))),
    ("Schoology", "SCHOOLOGY_CONSUMER_SECRET", _j((HEX, 32))),
    ("Jumbula", "JUMBULA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Curlec", "CURLEC_KEY_SECRET", _j((ALNUM, 24))),
    ("Kiple", "KIPLE_SECRET_KEY", _j((HEX, 64))),
    ("Delyva", "DELYVA_API_KEY", _j((ALNUM, 40))),
    ("PChome", "PCHOME_PAY_SECRET", _j((ALNUM, 32))),
    ("MyInvois", "MYINVOIS_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -gx {env} {tok}",
    "PowerShell: $env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\"",
    "launchctl setenv {env} {tok}",
    ".env.production:\n{env}=\"{tok}\"",
    "fly secrets set {env}={tok} -a voluta-school",
    "dokku config:set lessons {env}={tok}",
    "cf set-env repairs-api {env} {tok}",
    "kubectl create secret generic vendor-keys --from-literal={env}={tok}",
    "docker run -d -e {env}={tok} ghcr.io/voluta/lessons:2.3",
    "gh secret set {env} --body '{tok}'",
    "justfile:\nexport {env} := \"{tok}\"",
    "Taskfile.yml:\nenv:\n  {env}: {tok}",
    "appsettings.json: \"Vendors\": {{ \"{env}\": \"{tok}\" }}",
    "os.environ.setdefault(\"{env}\", \"{tok}\")",
    "Voluta admin › Settings › Integrations › {vendor} › API key: {tok}",
    "Outline table 'Vendors': | {vendor} | live | {tok} |",
    "Todoist: rotate the {vendor} key {tok}",
    "Cubie, Yating: {vendor} key for the lesson sync: {tok}",
    "Plurk DM: the {vendor} token we use now is {tok}, the old one is revoked",
    "RepairShopr #5541: {vendor} sync fails with 401, configured key {tok}",
    "Zendesk #30452: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} 的 API 金鑰是 {tok}",
    "{vendor} ê API key 是 {tok}",
    "kunci API {vendor}: {tok}",
    "chiave API di {vendor} per la bottega: {tok}",
    "API-Schlüssel für {vendor} (Werkstatt): {tok}",
    "clé API {vendor} de l'atelier : {tok}",
    "API klíč {vendor} pro dílnu: {tok}",
    "{vendor} のAPIキーは {tok} です",
    "ko API key no {vendor}: {tok}",
    "API key na {vendor} ka {tok}",
    "API key na {vendor} ya {tok}",
    "API key a {vendor} nak: {tok}",
    "a API key na {vendor}: {tok}",
    "API key tu {vendor}: {tok}",
    "a API key nua {vendor}: {tok}",
    "API key {vendor} ku: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    tappay = "partner_" + _r(rng, ALNUM, 56)
    reverb = _r(rng, HEX, 64)
    ragic = _r(rng, B64, 64) + "=="
    flowkey = "fk_live_" + _r(rng, ALNUM, 32)
    tempstick = _r(rng, HEX, 32)
    repairdesk = _r(rng, ALNUM, 48)
    return [
        Sample("vendor_token", f'resp = requests.post("https://prod.tappaysdk.com/tpc/payment/pay-by-prime", json=payload, headers={{"x-api-key": "{tappay}"}})', tappay),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {reverb}' -H 'Accept-Version: 3.0' https://api.reverb.com/api/my/listings", reverb),
        Sample("vendor_token", f"const ragic = new RagicClient({{ account: 'voluta', apiKey: '{ragic}' }});", ragic),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    resValue("string", "flowkey_api_key", "{flowkey}")\n  }}\n}}', flowkey),
        Sample("vendor_token", f"Info.plist:\n<key>TempStickAPIKey</key>\n<string>{tempstick}</string>", tempstick),
        Sample("vendor_token", f"$client = new RepairDeskClient('voluta-kk', '{repairdesk}');", repairdesk),
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


_BARE_PLACES = ["{t}", "Cubie: {t}", "it only shows this once, keeping it here:\n{t}",
                "這個 token：{t}", "token ni: {t}", "{t}\n^ fresh one, the old one is revoked",
                "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 32), ".", (URLSAFE, 43)), _j((B64, 63), "="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 56)), _j((B64, 48)), _j((ALNUM, 32))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Zigbee network key of the varnish-room sensors: {h}": 32,
    "AES-128 key of the Tenom drying-shed logger LG-04: {h}": 32,
    "HMAC secret for the TapPay notify webhook: {h}": 64,
    "Z-Wave S2 Access key of the school's door sensors: {h}": 32,
    "PSK of the kiln controller's MQTT-TLS link (hex): {h}": 64,
    "SNMPv3 localized privacy key for the Hualien core switch: {h}": 40,
    "備份的加密金鑰：{h}": 64,
    "kunci penyulitan sandaran: {h}": 48,
    "a encryption key nua backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "RepairShopr #5560: token copied from the browser's dev tools {t}",
    "Cookie: lang=zh-TW; voluta_session={t}",
    "LESSONS_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token 是 {t}",
    "token ni {t}",
    "Zendesk macro output: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_962_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://auth.voluta.tw/realms/workshop",
            "azp": "lessons-web",
            "roles": ["teacher", "counter"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the wood-store Pi, please keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/school.voluta.tw.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TURNKEY_SIGNING_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ed25519_kiln <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "Zendesk #30470, pasted by the POS installer:\n{key}": ("EC PRIVATE KEY", "\n"),
    "伺服器的私鑰：\n{key}": ("RSA PRIVATE KEY", "\n"),
    "PGP key for the Cremona dealer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Blocto backup, copying it off before I delete the app: {p}": "english",
    "Dapper wallet recovery phrase\n{p}": "english",
    "Lilico words (the school's recital-ticket wallet, emptied): {p}": "english",
    "Keeper Wallet seed backup: {p}": "english",
    "voice memo: the Bitski recovery words are {p} and that is all of them": "english",
    "Outline page 'Ticket wallet (retired)': {p}": "english",
    "frase di recupero del Sender Wallet: {p}": "italian",
    "obnovovací fráze k Meteor Wallet: {p}": "czech",
    "Bitverse 錢包助記詞：{p}": "chinese_traditional",
    "phrase de récupération du portefeuille Wirex : {p}": "french",
    "Cwallet の復元フレーズ：{p}": "japanese",
    "frase de recuperación de Welldone Wallet: {p}": "spanish",
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
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Cubie, Yating: the workshop card for the Condair spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "RepairShopr #5580: charge the bow rehair deposit to card {c}",
    "我的卡號：{c}，有效期限 {mm}/{yy}",
    "我的信用卡號碼是 {c}",
    "nombor kad saya: {c}, {mm}/{yy}",
    "il numero della carta della bottega: {c}, scadenza {mm}/{yy}",
    "číslo karty: {c}, platnost {mm}/{yy}",
    "ko card number ako: {c}",
    "a ku card number: {c}, {mm}/{yy}",
    "カード番号：{c}　有効期限 {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "jcb", "mastercard", "unionpay", "amex", "maestro", "discover", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVV {cvv}",
               "the three little digits on the back of the school's card: {cvv}",
               "Amex {c}, the four digits on the front (CID): {cvv}",
               "卡片背面的三碼：{cvv}",
               "tiga nombor di belakang kad: {cvv}",
               "CVC kód ze zadní strany karty: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 74; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BA": "n" * 16, "HR": "n" * 17, "ME": "n" * 18, "MK": "nnn" + "c" * 10 + "nn",
                "XK": "n" * 16, "MC": "n" * 10 + "c" * 11 + "nn", "IL": "n" * 19,
                "GL": "n" * 14}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the country of the account
    "Invoice VOL-2032-041: please pay the Bosnian maple billets to {i} within 30 days": "BA",
    "save the Zagreb maple supplier's IBAN: {i}": "HR",
    "IBAN: {i}\nReference: summer academy fee, Kotor": "ME",
    "Plurk DM: the Monaco consignment house's new bank details, IBAN {i}": "MC",
    "以色列琴商的匯款帳號（IBAN）：{i}": "IL",
    "IBAN pembuat tali usus di Ohrid: {i}": "MK",
    "IBAN del liutaio di Mostar: {i}": "BA",
    "IBAN für die Rückzahlung an den Kunden in Nuuk: {i}": "GL",
    "IBAN pro zálohu na festival v Prištině: {i}": "XK",
    "IBAN du client de Nuuk : {i}": "GL",
    "the Tel Aviv dealer's account for the bow, IBAN {i}": "IL",
    "Prishtina festival fee goes to IBAN {i}": "XK",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _cz_insured(g: random.Random) -> str:
    """A Czech insured person's number (číslo pojištěnce): a birth number, YYMMDD (a woman's month
    plus 50), a serial and a check digit that makes it divisible by 11."""

    def make(h: random.Random) -> str:
        month = h.randrange(1, 13) + h.choice([0, 50])
        body = f"{h.randrange(54, 100):02d}{month:02d}{h.randrange(1, 29):02d}{_r(h, D, 3)}"
        return body + str(int(body) % 11 % 10)

    number = v.until(g, make, cz_rc.is_valid)
    return str(cz_rc.format(number))


def _th_pink(g: random.Random) -> str:
    """A Thai pink card's number: 6 (a non-Thai's registration), eleven digits, the PIN's check."""

    def make(h: random.Random) -> str:
        body = "6" + _r(h, D, 11)
        return body + th_pin.calc_check_digit(body)

    return str(th_pin.format(v.until(g, make, th_pin.is_valid)))


def _tw_moica(g: random.Random) -> str:
    """Taiwan's citizen digital certificate (自然人憑證) card number: two letters, fourteen digits;
    unchecked."""
    return _r(g, UPPER, 2) + _r(g, D, 14)


def _tw_household(g: random.Random) -> str:
    """A Taiwanese household registration number (戶號): a letter and seven digits; unchecked."""
    return g.choice(UPPER) + _r(g, D, 7)


def _tw_nhi_card(g: random.Random) -> str:
    """A Taiwanese NHI card number (健保卡號) as printed: twelve digits in three groups of four;
    unchecked."""
    return f"0000 {_r(g, D, 4)} {_r(g, D, 4)}"


def _cz_licence(g: random.Random) -> str:
    """A Czech driving licence (řidičský průkaz) number: two letters and six digits; unchecked."""
    return f"E{g.choice('ABCDEFGHJ')} {_r(g, D, 6)}"


def _de_sb_ausweis(g: random.Random) -> str:
    """A German Schwerbehindertenausweis file number (Aktenzeichen); unchecked."""
    return f"{g.randrange(10, 100)}/{_r(g, D, 3)}/{_r(g, D, 6)}"


def _my_passport(g: random.Random) -> str:
    """A Malaysian passport: A or H and eight digits; unchecked."""
    return g.choice("AH") + _r(g, D, 8)


def _tw_passport(g: random.Random) -> str:
    """A Taiwanese passport: nine digits; unchecked."""
    return "3" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "číslo pojištěnce (VZP) učně z Luby: {s}": _cz_insured,
    "Czech health insurance number of the Luby apprentice, for the clinic form: {s}": _cz_insured,
    "Versichertennummer der tschechischen Kasse (Vojtěch): {s}": _cz_insured,
    "เลขบัตรชมพูของน้องที่ห้องเคลือบเงา: {s}": _th_pink,
    "pink card number of the apprentice in the varnish room, for the work permit: {s}": _th_pink,
    "學徒粉紅卡的號碼：{s}": _th_pink,
    "我的自然人憑證卡號：{s}": _tw_moica,
    "自然人憑證ê卡號：{s}": _tw_moica,
    "阮兜的戶號：{s}": _tw_household,
    "ko 戶號 no loma' ako: {s}": _tw_household,
    "我的健保卡號：{s}": _tw_nhi_card,
    "健保卡號 mu ka {s}": _tw_nhi_card,
    "健保卡號 inak: {s}": _tw_nhi_card,
    "健保卡號-ku ya {s}": _tw_nhi_card,
    "戶號 nak: {s}": _tw_household,
    "číslo mého řidičáku: {s}": _cz_licence,
    "Vojtěch's Czech driving licence number, for the van insurance: {s}": _cz_licence,
    "Aktenzeichen meines Schwerbehindertenausweises: {s}": _de_sb_ausweis,
    "passport ku: {s}": _my_passport,
    "nombor pasport Lingod: {s}": _my_passport,
    "a passport nanku: {s}": _tw_passport,
    "a ku passport: {s}": _tw_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["Reverb 2FA backup codes\n{codes}", "recovery codes for the school's Google account {codes}",
            "Pinkoi backup codes: {codes}", "備用驗證碼：\n{codes}",
            "kod sandaran 2FA: {codes}", "záložní kódy k účtu dílny: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Reverb:yating@voluta.tw?secret={s}&issuer=Reverb&period=30",
              "Aegis export, entry 'Thomann': secret {s}",
              "2FAS, manual entry for the JKOPay merchant portal: {s}",
              "兩步驟驗證的設定金鑰：{s}"]  # fmt: skip
_CODES = ["{c} is your Thomann verification code", "【街口支付】您的驗證碼為 {c}，請於5分鐘內輸入",
          "Kod TAC anda ialah {c}. Jangan kongsi dengan sesiapa.", "Váš ověřovací kód je {c}",
          "Il tuo codice di verifica Sweetwater è {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Voluta-Workshop", "Voluta-Varnish-2G", "CHT-Hualien-5G", "TP-Link_7C3A", "ASUS_58_5G",
          "Taitung-School-Staff", "YuchiWoodStore", "unifi-KK-Counter", "MaxisFibre_5G",
          "TIME_Voluta", "TIM-28471563", "Vodafone-Cremona", "O2-Internet-Luby",
          "Livebox-Mirecourt", "Tenom-DryingShed"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "workshop network {s}, password {pw}",
    "wifi in the varnish room: {s} / {pw}",
    "wicd-cli --wireless --network 2 --network-property apsk --set-to '{pw}'",
    "netsh wlan set hostednetwork mode=allow ssid={s} key={pw}",
    "the key printed under the Chunghwa router: {pw}",
    "琴房的 Wi-Fi {s} 密碼是 {pw}",
    "Wi-Fi {s} ê 密碼是 {pw}",
    "kata laluan wifi {s}: {pw}",
    "ko mima no wifi {s}: {pw}",
    "mima wifi {s} ka {pw}",
    "mima na wifi {s} ya {pw}",
    "mima nak a wifi {s}: {pw}",
    "mima tu wifi {s}: {pw}",
    "a password nua wifi {s}: {pw}",
    "heslo na wifi {s} je {pw}",
    "la password del wifi {s} è {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("partner_", (ALNUM, 24)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("EP-", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out character by character: {t}", "[dictated over the LINE call] {t}",
          "(spaced so the Cubie preview doesn't show it) {t}", "一個字一個字念：{t}",
          "satu-satu huruf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " - ".join(token[k : k + 3] for k in range(0, len(token), 3))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    if style == 4:
        return {"t": "\n".join(token[k : k + 8] for k in range(0, len(token), 8))}
    return {"t": [" ", "."][style // 2].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the varnish-room door keypad takes {pw} then #", "木料倉的密碼鎖：{pw}",
          "倉庫門鎖ê號碼：{pw}", "kod mangga stor kayu: {pw}", "kód na visacím zámku dílny: {pw}",
          "il lucchetto della cantina dei legni si apre con {pw}",
          "the cello locker at the Taitung school opens with {pw}",
          "safe under the repair counter (bench 2): {pw}", "ko code no padlock: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["spruce", "maple", "purfling", "scroll", "rosin", "varnish", "gamboge",
                 "propolis", "soundpost", "bassbar", "pegbox", "chinrest", "ebony", "catgut",
                 "hinoki", "zelkova"]  # fmt: skip
_PHRASES = {"GNOME Secrets database passphrase: {p}": " ",
            "Avast Passwords master passphrase: {p}": " ",
            "Trend Micro Password Manager master passphrase: {p}": "-",
            "Secrets.app vault passphrase: {p}": ".",
            "Sync.com vault passphrase for the recordings: {p}": " ",
            "備份的通關密語：{p}": " ", "frasa laluan sandaran: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTPie desktop, raw request: Authorization: Bearer {v}": False,
    "Hoppscotch collection export, Authorization = Basic {v}": True,
    "RapidAPI client export of the Reverb call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "mpdscribble.conf:\n[last.fm]\nurl = https://post.audioscrobbler.com/\nusername = voluta_hall\npassword = {pw}",
    "~/.config/tizonia/tizonia.conf:\n[tizonia]\nspotify.user = recitals@voluta.tw\nspotify.password = {pw}",
    "streamrip config.toml:\n[qobuz]\nemail_or_userid = \"school@voluta.tw\"\npassword_or_token = \"{pw}\"",
    "snapserver.conf:\n[stream]\nsource = librespot:///usr/bin/librespot?name=Recital&username=hall@voluta.tw&password={pw}&bitrate=320",
    "upmpdcli.conf:\nqobuzuser = school@voluta.tw\nqobuzpass = {pw}",
    "owntone.conf:\ngeneral {{\n    admin_password = \"{pw}\"\n}}",
    "flexget config.yml:\n  transmission:\n    host: localhost\n    username: ops\n    password: {pw}",
    "Dolibarr htdocs/conf/conf.php:\n$dolibarr_main_db_user='dolibarr';\n$dolibarr_main_db_pass='{pw}';",
    "Chamilo app/config/configuration.php:\n$_configuration['db_user'] = 'chamilo';\n$_configuration['db_password'] = '{pw}';",
    "Gibbon config.php:\n$databaseUsername = 'gibbon';\n$databasePassword = '{pw}';",
    "koha-conf.xml:\n<user>koha_voluta</user>\n<pass>{pw}</pass>",
    "zigbee2mqtt configuration.yaml:\nmqtt:\n  server: mqtt://localhost\n  user: z2m\n  password: '{pw}'",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "~/.msmtprc:\naccount school\nhost smtp.voluta.tw\nuser school@voluta.tw\npassword {pw}",
    "OpenSIS Data.php:\n$DatabaseUserName = 'opensis';\n$DatabasePassword = '{pw}';",
    "application.properties:\nspring.datasource.username=booking\nspring.datasource.password={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Yating: varnish-room wifi password?\nKuanyu: {pw}",
    "[07:58] walis: root pw for the school NAS?\n[07:59] lekal: {pw}",
    "Minori: {pw} is the new Disklavier admin password",
    "Korbinian: nimm {pw}, das ist jetzt das Passwort vom Trockenraum-PC",
    "佩珊：新的密碼是 {pw}",
    "Rosnah: kata laluan baru {pw}",
    "Vojtěch: nové heslo je {pw}",
    "Dongi: ko fa'elohay a mima {pw}",
    "Ljavus: a vaqu a password {pw}",
    "Biung: mima tu baqlu {pw}",
    "Aurélien : le nouveau mot de passe, c'est {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pa\u200css\u200cword = {pw}", "passw\u200dord → {pw}",
    "passw\u03bfrd: {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "𝓅𝒶𝓈𝓈𝓌ℴ𝓇𝒹 = {pw}",
    "P\u0391SSW\u039fRD: {pw}",
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
    "the Disklavier admin password is": "{s}", "viewLinc service pw:": "{s} (since the sensor swap in May)",
    "我的密碼是": "{s}", "Condair password": "{s}\nchange it after the dry season",
    "kata laluan:": "{s}", "ko mima:": "{s}", "heslo je": "{s}", "a ku password": "{s}",
    "the password Walis read out over the phone was": "{s}, I think", "Kennwort:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "TapPay partner key", "{s}", _j("partner_", (ALNUM, 56))),
    ("split_token", "Reverb token:", "{s} (listings sync)", _j((HEX, 64))),
    ("split_token", "AutoCount API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Blocto backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 06/37", lambda g: v.grouped(v.card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BA"))),
    ("split_backup", "Reverb backup codes", "{s}\nqmzt-4410\nbvra-9921", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "číslo pojištěnce", "{s}", _cz_insured),
    ("split_phrase", "GNOME Secrets passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"disklavier": {"url": "https://disklavier.voluta.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mima": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "lekal", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"panels": [{"name": "varnish"}, {"name": "woodstore", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["nats-server", "--user", "school", "--pass", "{s}", "-p", "4222"]}': ("meta_password", _plain_pw),
    '{"note": "琴房電腦的密碼是 {s}"}': ("meta_password", _plain_pw),
    '{"kata_laluan": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign into the Condair panel as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"reverb": {"personal_token": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"tapPayPartnerKey": "{s}"}': ("meta_token", _j("partner_", (ALNUM, 56))),
    '{"tempstick_api_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"X-Api-Key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"billing": {"card": "{s}", "exp": "02/35"}}': ("meta_card", lambda g: v.grouped(v.card(g, "unionpay"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "HR")),
    '{"apprentice": {"pink_card_no": "{s}"}}': ("meta_id", _th_pink),
    '{"2fa": {"backup_codes": ["{s}", "qmzt-4410", "bvra-9921"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"old_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"zigbee": {"network_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cello_locker": {"combination": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Voluta-Varnish-2G", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_INSTALLER_SUM = hashlib.sha256(b"viewlinc-5.1.2-setup.exe").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/voluta/lessons:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"woodstore: add humidity column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"lessons: revert booking page", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"bridge-templates_2032-02.dxf", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"recital-2031-12.flac").hexdigest()

CLEAN = [
    "Remind me to change the Disklavier admin password before the spring recital on 2032-04-18.",
    "Kuanyu asked for the varnish-room wifi password; it's on the card in the bench drawer.",
    "Policy: workshop passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into the LINE group; send a vault link instead.",
    "The `.env.example` line `REVERB_PERSONAL_TOKEN=changeme` is a placeholder; the real token is in the vault.",
    "The Condair panel asks for a new service password after every firmware update.",
    "Replace <YOUR_TAPPAY_PARTNER_KEY> in the README with the key from the TapPay portal.",
    "TEMPSTICK_API_KEY and YOLINK_UAC_SECRET must be set before the humidity sync runs.",
    "Aka pafeli to tao ko mima iso.",
    "Iya rmngaw ka mima su.",
    "Mai pasazi tu mima-su.",
    "Ata tu ihu pakaazash mima.",
    "Adri pakiyadeku ku mima nanu.",
    "Ni'i tu palihabasun mima isu.",
    "Nakuya sipatjelu tua caucau a su password.",
    "Jangan indagu ra ulun password nu.",
    "密碼請不要告訴任何人，也不要寫在便條紙上。",
    "密碼莫共別人講，嘛莫寫佇紙仔頂。",
    "Jangan kongsi kata laluan anda dengan sesiapa.",
    "La password deve avere almeno sedici caratteri.",
    "Das Passwort muss mindestens sechzehn Zeichen lang sein.",
    "Heslo nikomu neříkejte, ani kolegům z dílny.",
    "パスワードは16文字以上にしてください。",
    "Ne communiquez jamais votre mot de passe par téléphone.",
    "Upgraded the Condair firmware from 5.1 to 5.3 and snapcast to 0.29.0 over the weekend.",
    f"commit {_COMMIT} adds the humidity column to the wood-store log.",
    f"Rolled back to {_SHORT} after the lesson booking page broke.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The viewLinc 5.1.2 installer has SHA-256 checksum {_INSTALLER_SUM}.",
    f"SHA-512 of recital-2031-12.flac: {_SHA512}",
    f"The lessons API container runs ghcr.io/voluta/lessons@sha256:{_IMAGE}.",
    f"MD5 of bridge-templates_2032-02.dxf is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2a71-8e4b-4d06-a1f3-5b7e0c9d2468 is the slow one in the TapPay logs.",
    "Purchase order PO-2032-0417 for 12 Val di Fiemme spruce tops ships on Thursday.",
    "RepairShopr #5510: the cello in bay 3 needs a new soundpost and a bridge.",
    "Call the Hualien workshop on +886 3 835 2741 before noon.",
    "The Kota Kinabalu counter's number is +60 88-231 905.",
    "T-Cat tracking number 6102 4418 7735 for the bows sent to Taitung.",
    "Body length 356 mm, upper bout 167 mm, lower bout 206 mm; ribs 31 mm at the end block.",
    "The varnish room is at 24 °C and 55 % RH; the wood store is at 19 °C and 60 %.",
    "After five wrong passwords the Condair panel locks the account for 15 minutes.",
    "Tonewood from Tenom must season at least seven years before it becomes a back.",
    "The secret of a good varnish is patience: twelve thin coats, a week of sun between each.",
    "Ask Walis for the padlock code on the wood store, I don't have it.",
    "My card ending 4417 was declined at the hardware shop in Meilun.",
    "The Monaco consignment house wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the school's Reverb account and keep them in the safe.",
    "No wallet support team will ever ask for your recovery phrase.",
    "Keep `TAPPAY_PARTNER_KEY` in the secrets store, never in the repository.",
    "The padlock on the wood store sticks in the wet season; oil it every month.",
    "Reverb moved the API token page under Settings › API & Integrations in March.",
    "ISMN 979-0-2001-8012-1 is the Bach partitas edition on the school shelf; ISBN 978-0-19-816627-6 is the violin history next to it.",
    "The guest wifi 'Voluta-Guest' is open, no password needed.",
    "Violin no. 112, Guarneri model, spruce top 2.7 mm at the centre, tuned to A = 442 Hz.",
    "Label inside: 'Antonius Stradivarius Cremonensis Faciebat Anno 1716', a copy label, as in thousands of factory violins.",
    "Lesson booking ref LSN-2032-0884: Tuesday 16:00, cello, room 4.",
    "The music school runs Python 3.12.4, Django 5.1.2 and PostgreSQL 16.3.",
    "Kuanyu's new mobile number is 0912 345 678.",
    "Sun Moon Lake wood store: 38 spruce billets, 22 maple backs, 6 boxes of ebony fingerboards.",
    "The alarm panel's PIN is changed every quarter by the office; ask Peishan if you need it.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-03-01T08:00:00+08:00", "password_min_length": 16}',
    '{"secret_ref": "vault/workshop/condair", "rotate_every_days": 120}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "5510", "purchase_order": "PO-2032-0417"}',
    '{"instrument": {"id": "VOL-112", "model": "Guarneri", "top_mm": 2.7, "pitch_hz": 442}}',
    '{"phone": "+886 3 835 2741", "city": "Hualien"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "spruce_tops_in_stock": 38}',
    '{"request_id": "3f9c2a71-8e4b-4d06-a1f3-5b7e0c9d2468", "status": 502}',
    '{"tracking": "6102 4418 7735", "carrier": "T-Cat", "eta": "2032-04-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
