# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-forty-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-forty-fifth's
docstring, the fifth to two-hundred-and-forty-fifth only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-forty-sixth to
two-hundred-and-forty-eighth), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (249518073), password words (a weave pattern, a place in eastern Bhutan or Sikkim, a number
and a sign; two weave patterns and a number; a name, a birth year, a sign and a place; leet words
of kishuthara, mathra, chorten, Dzongkha, ema datshi, Bumdeling, Khaling, Gangtok and alaichi
with a year; a weave pattern, `Loom`, a loom's number and a sign; a shared taxi's plate, its
route and a year, `BP2-…-SJ2031`, the way the stand's dispatcher notes a run; a spice, its
kilograms, a sign and a market; a place, a spice and a year joined by dots; a turbine and a
tunnel word with a number; a generator's three groups and random runs), names, places,
templates, tools, vendors and layouts, the way the staff of Druk Weave & Spice Trading
(fictional: a textile weaving centre at Khaling, a cardamom and ginger trading yard at Gangtok, a
homestay network in Trashiyangtse and Bumdeling, a shared-taxi stand at Samdrup Jongkhar and a
hydropower contractor's site office at an adit and a powerhouse) leak secrets into an assistant's
memory. The texts are chats with times, tickets and site logs (PlanRadar, Autodesk Build,
Buildertrend, LetsBuild, Fieldwire, Procore, Aconex), wiki breadcrumbs and tables, notes, e-mails,
runbooks, READMEs, shell and PowerShell prompts, Termux, voice-memo transcripts, dictated text and
requests to the assistant itself; the separators run from a colon, "is" (`ho`, `हो`, `in`,
`ཨིན`, `wa`, `yin`) and a dash to an arrow (`→`), an emoji (`👉`, `🙏`), a new line, the Tibetan
shad (`།`), backticks and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of earlier corpora
that name each): in none, `Tashi Air`, `Bhutan Airlines`, HamroPatro, Sastodeal, Machhapuchchhre,
Sanima, Muktinath, Citizens Bank, PlanRadar, Autodesk Build, Buildertrend, LetsBuild, Rupifi,
Kutumb, Eloelo, Fi Money, Druk Green Power, Sikkim State Cooperative Bank, Khaling,
Trashiyangtse and Samdrup Jongkhar; in one, `p4 … -P`, `mattermost user` (mmctl itself is in three),
MikroTik's `/user set … password=`, `wp config`, `doas`, `sssd`, eSewa, Fonepay, Pathao,
Tootle, inDrive, Shiprocket, Delhivery, Stayflexi, Djubo, Hotelogix, DeHaat, Ninjacart, Jumbotail,
Udaan, AgroStar, Procore, Fieldwire, Aconex, Bhutan Post and DrukRide; in two, `sshfs … password_stdin`, `crackmapexec`, `usermod -p`,
`tailscale up`, Gangtok, Sharchop and Lepcha; in three, Tshangla. The common layouts and commands
(env files, `export`, `docker run -e`, compose files, systemd drop-ins, `mysqldump -p`, `psql`
URLs, `lftp -u`, `smbclient -U`, `sshpass -p`, `ldapsearch -w`, `zip -P`, `7z -p`, `curl -u`,
`docker login -p`, `htpasswd -b`, `openssl -passout pass:`, `rabbitmqctl add_user`, `ipmitool
-P`, `mosquitto_pub -P`, `influx auth create`, `mongosh` and `redis-cli -a`, JWTs, PEM blocks,
`otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, CSV rows, Markdown tables, YAML,
wp-config, odoo.conf, Frappe's site_config, grafana.ini, Node-RED, hostapd, rclone, Zabbix,
ThingsBoard, Django and Spring settings), all named in many earlier corpora, are in wordings of
their own.

About half of the secret samples are in other languages than English (Bhutanese English texting,
with its `la`, `kuzu`, `aue`, `pls`, `chg`, counts as English here): Dzongkha in Tibetan script
(`ཨིན` "is", `ངའི་` "my", `ཁྱོད་ཀྱི་` "your", `གསརཔ་` "new", `མི་ག་ལུ་ཡང་མ་སླབ` "don't tell
anyone", `བཀའ་དྲིན་ཆེ` "thanks", `ཨང་` "number", `ཐོ་བཀོད་མིང` for a user name) and romanised
(`nga gi … in`, `gi` "of", `di` the topic marker, `mi galu yang ma lap`, `kadrinche la`,
`gsang tshig` for a secret word, `zer ba tshig` "the word called", `gsar pa` "new"); Tshangla
(Sharchop) romanised (`wa` for "is", `ngai` "my", `jang-gi` "of the office", `khai-ga-la ma lap`
"tell no one", `de-gi shu-la` "after that"); Sikkimese (Bhutia) romanised (`nge … du`, `yin`,
`su-la yang ma sheh` "tell no one", `sar-pa` "new"); Lepcha only as the greeting `khamri`;
Nepali in Devanagari (`पासवर्ड`, `हो`, `कसैलाई नभन्नू`, `धन्यवाद`, `नयाँ`, `कोड`, `तालाको`,
`प्रयोगकर्ता`, `नागरिकता`, `मतदाता परिचयपत्र`, `ब्याकअप कोडहरू`) and romanised (`ho`, `ko`,
`chai`, `yo lau` "here, take it", `yo ho` "this is", `kasailai nabhannu hai`, `dhanyabad`, `dai`,
`naya`, `ek ek akshar` "letter by letter", `bhanne shabda` "the word called", `tespachi` "after
that", `nagarikta`); Portuguese, Czech, Korean, Simplified Chinese, Italian and Japanese only
around seed phrases kept by relatives abroad. The wordings are the author's approximations,
checked by no speaker; the thinnest guesses are every Tshangla word (`wa`, `jang-gi`,
`khai-ga-la ma lap`, `de-gi shu-la`), the Sikkimese ones (`du`, `su-la yang ma sheh`, `sar-pa`),
the Dzongkha `gsang tshig` and `zer ba tshig` as romanised and `ཐོ་བཀོད་མིང` for a user name, and
Lepcha's `khamri` used as a greeting in a chat.

Vendors (the ones above, with Khalti, Rupifi, Kutumb, Eloelo, HamroPatro, Sastodeal, Sanima Bank,
Muktinath Bank, Tashi Air, Bhutan Airlines and Fi Money) are ones heldouts 5 to 245 name in at
most one corpus (grepped by name). No shape here is one the author knows to be real: every one is
a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs for Sastodeal and
Shiprocket, and the `rpf_sk_`, `live_secret_key_` and `fw_` prefixes); the JWTs are well-formed.

The ids that carry a check are India's, lightly used before (in three to four corpora each by
grep), each drawn until its python-stdnum module validates it: the GSTIN of Sikkim (state 11,
`stdnum.in_.gstin`), the voter id EPIC (`stdnum.in_.epic`, Luhn) and Aadhaar's virtual id
(`stdnum.in_.vid`, Verhoeff); India's PAN is validated by `stdnum.in_.pan` for its format and
holder type only. Kinds no library or this file checks (no check-digit algorithm is written here;
the Bhutanese passport's and driving licence's shapes are guesses): Bhutan's CID number, a
Bhutanese passport and driving licence, Nepal's citizenship certificate number and PAN, and an
Indian passport. Card numbers pass Luhn (RuPay prefixes drawn here and the value helpers' Visa,
Mastercard, Amex, UnionPay, JCB and Discover, checked with python-stdnum's `luhn`); the card codes
are Amex's four-digit CIDs only, drawn so that none reads as a year. Bhutan, Nepal and India
issue no IBANs; the IBANs are of Mongolia, Sudan, Djibouti, Burundi, Yemen and Libya (a rough count
over the country codes quoted in heldouts 5 to 245 finds each in twenty to twenty-three
corpora), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Portuguese, Czech, Korean, Simplified Chinese, Italian and Japanese lists, each drawn until
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
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.in_ import epic as in_epic
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import pan as in_pan
from stdnum.in_ import vid as in_vid

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 249_518_073
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


_WEAVE = ["Kishuthara", "Mathra", "Yathra", "Aikapur", "Sethra", "Lungserma", "Kushung",
          "Bura", "Thara", "Hor", "Kira", "Gho", "Rachu", "Kabney", "Tego", "Wonju"]  # fmt: skip
_SPICE = ["Alaichi", "Elaichi", "Aduwa", "Sukmel", "Ginger", "Timbur", "Dalle", "Churpi"]
_PLACES = ["Khaling", "Kanglung", "Trashigang", "Trashiyangtse", "Bumdeling", "Rangjung",
           "Radhi", "Wamrong", "Dewathang", "Jomotsangkha", "Gangtok", "Rangpo", "Singtam",
           "Namchi", "Lachung", "Mangan", "Rumtek", "Tsomgo", "Gomkora", "Chorten"]  # fmt: skip
_NAMES = ["Tshering", "Dorji", "Pema", "Sonam", "Karma", "Kinley", "Ugyen", "Sangay",
          "Tandin", "Yeshi", "Dechen", "Chimi", "Jigme", "Namgay", "Passang", "Wangmo",
          "Lhamu", "Pempa", "Mingma", "Bishnu", "Sabitra", "Roshan", "Anup", "Tenzing",
          "Rinzing", "Nima", "Dawa", "Phurba", "Yangchen", "Lhendup"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K1shuth4r4", "M4thr4", "Ch0rt3n", "Dz0ngkh4", "Ems4d4tsi", "B0md3l1ng", "Kh4l1ng",
         "G4ngt0k", "4l41ch1"]  # fmt: skip


def _loom(g: random.Random) -> str:
    """A weave pattern, a loom's number and a sign, the way the weavers joke a password."""
    return f"{g.choice(_WEAVE)}Loom{g.randrange(1, 40)}{g.choice(_SYMBOLS)}"


def _taxi(g: random.Random) -> str:
    """A shared taxi's plate digits, its route and a year, as the stand's dispatcher notes it."""
    return f"BP2-{g.choice('ABC')}{g.randrange(1000, 10_000)}-{g.choice(['SJ', 'TG', 'GH'])}{g.randrange(2019, 2033)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WEAVE)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_WEAVE, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    _loom,
    _taxi,
    lambda g: f"{g.choice(_SPICE)}{g.randrange(20, 90)}kg{g.choice(_SYMBOLS)}{g.choice(['Rangpo', 'Singtam', 'Lalbazar'])}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_SPICE).lower()}.{g.randrange(1990, 2033)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"Turbine{g.randrange(1, 5)}{g.choice(['Penstock', 'Surge', 'Tailrace', 'Adit'])}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    ok = set(ALNUM + "._~-")
    return v.until(rng, _pw, lambda value: set(value) <= ok)


_SAID = [
    "PlanRadar note on snag 114, adit 2: the Siemens SICAM A8000 RTU web password is {pw}",
    "Autodesk Build issue 'powerhouse cabinet 3': ABB Relion REF615 relay password {pw}",
    "Buildertrend daily log, site office: Andritz HIPASE governor HMI password {pw}",
    "LetsBuild form, penstock crew: Voith HyCon controller password {pw}",
    "Fieldwire task 'tailrace gauge': OTT ecoLog 1000 logger password {pw}",
    "Procore RFI 88: the Geokon GK-404 datalogger password is {pw}",
    "Aconex mail from Sangay: Campbell CR1000X logger web password {pw}",
    "Hotelogix front-desk note, Trashiyangtse: the Yale Assure lock admin password is {pw}",
    "Djubo channel-manager chat: the Bumdeling homestay router password {pw}",
    "Stayflexi message from Yangchen: the Rangjung guesthouse PMS password {pw}",
    "[Khaling loom shed] Stäubli JC6 jacquard controller password: {pw}",
    "Tally note on the Gangtok yard PC: Essae DS-852 scale password {pw}",
    "DeHaat chat with the Rangpo agent: cardamom dryer panel password {pw}",
    "Ninjacart driver chat: the Singtam cold room's Danfoss password {pw}",
    "Jumbotail buyer portal password for the ginger yard: {pw}",
    "Udaan seller login for Lalbazar, password {pw}",
    "Sastodeal vendor dashboard password {pw}, don't share la",
    "HamroPatro note to self: the Samdrup Jongkhar stand's tablet password {pw}",
    "Hi Kinley,\n\nthe admin password on the Khaling weaving centre's NAS is {pw}. Delete this once it's in the vault.\n\nKadrinche,\nDechen",
    "Incident 2032-08-03: the Gangtok yard's CCTV NVR was open to the internet with password {pw}",
    "Runbook: restart unit 2 after a trip\n1. open the Andritz HIPASE HMI\n2. log in as operator\n3. password {pw}\n4. reset lockout relay 86G",
    "README (site office rack)\nthe SCADA historian is at https://hist.drukhydro-site.lan, admin password `{pw}`.",
    "voice memo, transcribed: the Druk Green Power contractor portal password is {pw} full stop",
    "my mBoB password is {pw} now, remember it for me",
    "can you remember my Sanima Bank app password? it's {pw}",
    "Muktinath Bank mobile banking password: {pw}",
    "password for the Machhapuchchhre Bank corporate login: {pw}",
    "Citizens Bank (Nepal) internet banking password is {pw}",
    "Sikkim State Cooperative Bank netbanking password → {pw}",
    "Tashi Air agent portal password 👉 {pw}",
    "Bhutan Airlines booking desk password is {pw} la",
    "after the reset the Rupifi dashboard password became {pw}",
    "Kutumb group admin password: {pw}",
    "ok la, the loom shed tablet pw is {pw}, pls don't forward la",
    "kuzu la Pema, new password for the office laptop: {pw} 🙏",
    "aue, the homestay wifi-router admin password chg to {pw} la",
    "ངའི་ password {pw} ཨིན།",
    "ཁྱོད་ཀྱི་ router གི་ password འདི་ {pw} ཨིན། མི་ག་ལུ་ཡང་མ་སླབ།",
    "ངའི་ email གི་ gsang tshig / password: {pw} བཀའ་དྲིན་ཆེ།",
    "nga gi password di {pw} in la",
    "loom shed computer gi password {pw} in, mi galu yang ma lap",
    "office laptop gi password di {pw} in, kadrinche la",
    "ngai password {pw} wa, khai-ga-la ma lap",
    "loom tablet gi password {pw} wa la",
    "jang-gi computer password {pw} wa, kadrinche",
    "nge password {pw} du, su-la yang ma sheh",
    "yard computer gi password {pw} yin, kadrinche",
    "Lepcha class group, Mingma: khamri! the Dzongu homestay password is {pw}",
    "मेरो इमेलको पासवर्ड {pw} हो",
    "गोदामको कम्प्युटरको पासवर्ड: {pw}, कसैलाई नभन्नू",
    "बिष्णु: अलैंचीको तराजुको पासवर्ड {pw} हो, धन्यवाद",
    "mero email ko password {pw} ho",
    "yard ko computer ko password {pw} ho, kasailai nabhannu hai",
    "Roshan: naya password {pw} ho, dhanyabad",
    "taxi stand ko tablet ko password yo lau: {pw}",
    "पासवर्ड 👉 {pw} (Gangtok yard)",
    "dai, office ko router ko password chai {pw} ho",
    "note to self: Stäubli jacquard service password {pw}",
    "the Bhutan Post tracking kiosk password is {pw}",
    "DrukRide driver-app admin password {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["tshering.d", "dorji", "pema.w", "sonam", "karma", "kinley", "ugyen", "sangay.t",
          "tandin", "yeshi", "dechen", "chimi", "jigme.n", "namgay", "passang", "wangmo",
          "lhamu", "pempa", "mingma", "bishnu", "sabitra", "roshan", "anup", "tenzing",
          "rinzing", "svc-scada", "loomshed", "yard-ops", "stand-sj", "homestay"]  # fmt: skip
_LOGINS = [
    "PlanRadar, site office: the historian login is {u} / {pw}",
    "Buildertrend #221: {u} locked out of the HIPASE HMI, last password {pw}",
    "usr {u} pwd {pw}",
    "Wiki › Site office › Relays › ABB REF615: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| loom NAS | {u} | {pw} |",
    "sign into the Hotelogix back office as {u} with {pw}",
    "Stayflexi creds {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: yard-gangtok-pc\n  username: {u}\n  password: {pw}",
    "Tenzing says the Tally login is {u} and the password is {pw}",
    "system,user,password\nessae-scale,{u},{pw}",
    "ssh {u}@hist.site.lan (password {pw})",
    "login {u}, password {pw} la",
    "user {u} gi password {pw} in",
    "username {u}, password {pw} wa",
    "प्रयोगकर्ता {u}, पासवर्ड {pw}",
    "username {u} ra password {pw} ho",
    "ID {u} / pw {pw} — kasailai nabhannu",
    "account {u}, password {pw} yin",
    "ཐོ་བཀོད་མིང {u} / password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["mathra", "datshi", "churpi", "alaichi", "sukmel", "kabney", "dungkhar", "rachu",
               "zhugdrel", "thukpa", "gundruk", "hoentay", "suja", "jaju", "shakam"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, then {d}",
    "password: it's {w}, straight after it the number {d}",
    "voice memo: the homestay wifi password is {w} and then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "password di {w} zer ba tshig, de gi jen lu {d} in",
    "पासवर्ड {w} भन्ने शब्द, त्यसपछि {d}",
    "password chai {w} bhanne shabda, tespachi {d} ho",
    "pw is {w} then {d} la",
    "password {w}, de-gi shu-la {d} wa",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]  # each word once
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "p4 -u {u} -P '{pw}' sync //loom-patterns/...",
    "mmctl user create --email {u}@drukweave.bt --username {u} --password '{pw}'",
    "/user set {u} password={pw}",
    "wp config set DB_PASSWORD '{pw}' --path=/var/www/homestay",
    "echo '{pw}' | sshfs {u}@nas.khaling.lan:/patterns /mnt/patterns -o password_stdin",
    "crackmapexec smb 10.40.2.0/24 -u {u} -p '{pw}' --shares",
    "usermod -p \"$(openssl passwd -6 '{pw}')\" {u}",
    "sudo tailscale up --authkey=tskey-auth-{pw}",
    "mysqldump -h db.homestay.lan -u {u} -p'{pw}' bookings > bookings.sql",
    "psql 'postgresql://{u}:{pw}@hist.site.lan/scada' -c 'select now()'",
    "lftp -u {u},'{pw}' sftp://files.drukweave.bt",
    "smbclient //nas.khaling.lan/looms -U '{u}%{pw}'",
    "influx auth create --org site -u {u} -p '{pw}'",
    "mongosh 'mongodb://{u}:{pw}@mongo.gangtok.lan/yard'",
    "redis-cli -h cache.homestay.lan -a '{pw}' ping",
    "sshpass -p '{pw}' ssh {u}@relay-gw.site.lan",
    "ldapsearch -x -D 'cn={u},dc=drukweave,dc=bt' -w '{pw}' -b 'dc=drukweave,dc=bt'",
    "zip -P '{pw}' payroll-2032-08.zip payroll.xlsx",
    "7z a -p'{pw}' scada-backup.7z /srv/historian",
    "curl -u {u}:{pw} https://hist.site.lan/api/v1/tags",
    "docker login registry.drukweave.bt -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "openssl pkcs12 -export -in site.crt -inkey site.key -out site.p12 -passout pass:{pw}",
    "rabbitmqctl add_user {u} '{pw}'",
    "ipmitool -I lanplus -H 10.40.9.11 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.site.lan -u {u} -P '{pw}' -t penstock/pressure -m 31.4",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "site-office-pc:~$ {c}", "PS C:\\Users\\dorji> {c}",
    "Termux on Tandin's phone $ {c}", "the loom NAS's web shell: {c}",
    "history | tail -1\n  512  {c}", "Buildertrend #230, the command the integrator ran: {c}",
    "command I ran la: {c}", "yo command chalako: {c}", "ང་གིས་ run ཡི: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@hist.site.lan:5432/scada",
    "mysql://{u}:{pw}@db.homestay.lan:3306/bookings",
    "mongodb+srv://{u}:{pw}@yard.gangtok.example.net/stock",
    "amqp://{u}:{pw}@mq.site.lan:5672/telemetry",
    "redis://{u}:{pw}@cache.homestay.lan:6379/0",
    "sftp://{u}:{pw}@files.drukweave.bt:22/orders/",
    "opc.tcp://{u}:{pw}@plc-unit2.site.lan:4840",
    "mssql+pyodbc://{u}:{pw}@tally-bridge.gangtok.lan/Yard?driver=ODBC+Driver+18+for+SQL+Server",
    "Server=sql.khaling.lan;Database=Looms;User Id={u};Password={pw};",
    "ftp://{u}:{pw}@cam-stand.sj.lan/snapshots",
]  # fmt: skip
_URL_PLACES = ["HISTORIAN_DB_URL={c}", "keep this connection string la: {c}",
               "Procore RFI 91: {c}", "connection string yo ho: {c}", "connection string {c} in"]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "druk-weave-trading", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


# Every shape here is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("PlanRadar", "PLANRADAR_API_TOKEN", _j((HEX, 40))),
    ("Autodesk Build", "APS_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Buildertrend", "BUILDERTREND_API_KEY", lambda g: v.uuid4(g, "8")),
    ("LetsBuild", "LETSBUILD_TOKEN", _j((URLSAFE, 43))),
    ("Rupifi", "RUPIFI_SECRET_KEY", _j("rpf_sk_", (ALNUM, 32))),
    ("Kutumb", "KUTUMB_API_KEY", _j((HEX, 32))),
    ("Eloelo", "ELOELO_APP_SECRET", _j((ALNUM, 40))),
    ("HamroPatro", "HAMROPATRO_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Sastodeal", "SASTODEAL_SELLER_TOKEN", _vendor_jwt("https://api.sastodeal.com")),
    ("Sanima Bank", "SANIMA_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Muktinath Bank", "MUKTINATH_API_KEY", _j((HEX, 64))),
    ("Tashi Air", "TASHIAIR_AGENT_KEY", _j((ALNUM, 24))),
    ("Bhutan Airlines", "BHUTANAIRLINES_API_KEY", _j((UPPER_HEX, 32))),
    ("Fi Money", "FI_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("eSewa", "ESEWA_SECRET_KEY", _j((ALNUM, 16), "-", (ALNUM, 16))),
    ("Khalti", "KHALTI_SECRET_KEY", _j("live_secret_key_", (HEX, 32))),
    ("Fonepay", "FONEPAY_MERCHANT_SECRET", _j((HEX, 40))),
    ("Pathao", "PATHAO_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Tootle", "TOOTLE_API_TOKEN", _j((LOWER_DIGITS, 48))),
    ("inDrive", "INDRIVE_PARTNER_KEY", lambda g: v.uuid4(g, "a")),
    ("Shiprocket", "SHIPROCKET_TOKEN", _vendor_jwt("https://apiv2.shiprocket.in")),
    ("Delhivery", "DELHIVERY_API_TOKEN", _j((HEX, 40))),
    ("Stayflexi", "STAYFLEXI_API_KEY", _j((ALNUM, 36))),
    ("Djubo", "DJUBO_API_KEY", _j((HEX, 32))),
    ("Hotelogix", "HOTELOGIX_CONSUMER_SECRET", _j((HEX, 40))),
    ("DeHaat", "DEHAAT_API_KEY", _j((URLSAFE, 40))),
    ("Ninjacart", "NINJACART_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Jumbotail", "JUMBOTAIL_API_KEY", _j((ALNUM, 32))),
    ("Udaan", "UDAAN_SELLER_KEY", _j((B64, 56), "==")),
    ("AgroStar", "AGROSTAR_TOKEN", _j((HEX, 48))),
    ("Procore", "PROCORE_CLIENT_SECRET", _j((HEX, 64))),
    ("Fieldwire", "FIELDWIRE_API_TOKEN", _j("fw_", (ALNUM, 40))),
    ("Aconex", "ACONEX_CLIENT_SECRET", _j((URLSAFE, 32))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} drukweave/yard-sync:3",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "Druk Weave ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Buildertrend #240: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API key {tok} la, don't share",
    "{vendor} gi API key di {tok} in",
    "{vendor} ko API key {tok} ho",
    "{vendor} को API key: {tok}",
    "{vendor} API key {tok} wa",
    "{vendor} གི་ API key {tok} ཨིན།",
    "rotate the {vendor} token {tok} before Losar",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out: list[Sample] = []
    esewa = _r(rng, ALNUM, 32)
    khalti = "live_secret_key_" + _r(rng, HEX, 32)
    out.append(Sample("vendor_token", f'headers = {{"Authorization": "Key {khalti}"}}', khalti))
    out.append(Sample("vendor_token", f"$esewa = new EsewaClient('drukweave', '{esewa}');", esewa))
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "it only shows once, so here la:\n{t}", "token yo ho: {t}",
                "{t}\n^ new one, old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the penstock pressure sensor PS-03: {h}": 32,
    "HMAC secret for the Fonepay callback: {h}": 64,
    "IEC 62351 pre-shared key, unit 2 RTU (hex): {h}": 64,
    "AES key of the jacquard pattern export: {h}": 32,
    "backup encryption key gi hex: {h}": 64,
    "ब्याकअपको इन्क्रिप्सन की: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = ["Authorization: Bearer {t}", "Procore RFI 95: token from the browser's network tab {t}",
               "Cookie: lang=dz; dwt_session={t}", "YARD_SYNC_ACCESS_TOKEN={t}",
               "keep this bearer token la {t}", "token yo ho {t}", "token {t} in"]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@drukweave.bt"}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the historian server, keep it safe la:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/homestay.drukweave.bt.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "gangtok-yard"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_rtu <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Aconex mail, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "server gi private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    key = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": key, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Zengo wallet backup, copying it off the card before I burn it: {p}": "english",
    "voice memo: the Keystone wallet recovery words are {p} and that's all": "english",
    "wiki page 'Weavers' fund wallet (retired)': {p}": "english",
    "wallet seed words la, keep safe: {p}": "english",
    "seed phrase yo ho, kasailai nadekhaunu: {p}": "english",
    "frase de recuperação (Pema's brother in Lisbon): {p}": "portuguese",
    "obnovovací fráze peněženky (Sonam, Brno): {p}": "czech",
    "지갑 복구 문구 (Tenzing, Seoul): {p}": "korean",
    "钱包助记词（Dawa 在成都）：{p}": "chinese_simplified",
    "frase di recupero del portafoglio (Lhamu, Bologna): {p}": "italian",
    "ウォレットの復元フレーズ（Nima、大阪）：{p}": "japanese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _phrase_of(rng: random.Random, lang: str, words_n: int) -> str:
    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return str(_MNEMO[lang].to_mnemonic(entropy))

    return v.until(rng, make, _MNEMO[lang].check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", _phrase_of(rng, lang, [12, 24, 12, 18][index % 4]))
    words = phrase.split()
    sep = "\u3000" if lang == "japanese" else " "
    layouts = [
        sep.join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(sep.join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], length: int) -> str:
    prefix = rng.choice(prefixes)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["607153", "652150", "508528", "817290"], 16)
    n = v.card(rng, brand)
    assert luhn.is_valid(n)
    return n


_CARD_PLACES = [
    "Buildertrend #251: pay the Andritz spares with the company card {c}, exp {mm}/{yy}",
    "keep my backup card la: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "मेरो कार्ड नम्बर: {c}, {mm}/{yy}",
    "mero card number {c} ho",
    "nga gi card number {c} in, {mm}/{yy}",
    "card number {c} wa",
    "ངའི་ card number: {c}",
]  # fmt: skip
_BRANDS = ["visa", "rupay", "mastercard", "amex", "unionpay", "rupay", "jcb", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " "][index % 4], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, the four digits printed above the number: {cvv}",
               "Amex {c} exp 04/35, CID {cvv}",
               "कार्डको पछाडिको चार अंक (Amex): {cvv}",
               "Amex card gi CID {cvv} in",
               "Amex ko CID {cvv} ho, kasailai nabhannu"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(_card(rng, "amex"), " ", rng)
    code = v.until(rng, lambda g: _r(g, D, 4), lambda c: not c.startswith(("19", "20")))
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"MN": "n" * 16, "SD": "n" * 14, "DJ": "n" * 23, "BI": "n" * 23,
                "YE": "aaaa" + "nnnn" + "c" * 18, "LY": "n" * 21}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice DW-2032-77: please pay the Ulaanbaatar cashmere yarn supplier to {i} within 30 days",
    "save the Khartoum buyer's IBAN: {i}",
    "IBAN: {i}\nReference: cardamom lot 12, August",
    "mero IBAN {i} ho",
    "IBAN {i} in la",
    "खाताको IBAN: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _gstin(g: random.Random) -> str:
    """An Indian GSTIN of Sikkim (state 11): a PAN, an entity digit, Z and a check character
    (drawn until python-stdnum accepts it)."""

    def make(h: random.Random) -> str:
        body = (
            f"11{_r(h, UPPER, 3)}{h.choice('CPF')}{_r(h, UPPER, 1)}{_r(h, D, 4)}{_r(h, UPPER, 1)}1Z"
        )
        return body + h.choice(UPPER_DIGITS)

    return v.until(g, make, in_gstin.is_valid)


def _epic(g: random.Random) -> str:
    """An Indian voter id (EPIC): three letters, six digits and a Luhn check digit."""
    return v.until(g, lambda h: _r(h, UPPER, 3) + _r(h, D, 7), in_epic.is_valid)


def _vid(g: random.Random) -> str:
    """An Aadhaar virtual id: sixteen digits, the last a Verhoeff check digit."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 15), in_vid.is_valid)


def _pan(g: random.Random) -> str:
    """An Indian PAN: python-stdnum checks its format and holder type only."""
    return v.until(
        g,
        lambda h: f"{_r(h, UPPER, 3)}P{_r(h, UPPER, 1)}{_r(h, D, 4)}{_r(h, UPPER, 1)}",
        in_pan.is_valid,
    )


def _bt_cid(g: random.Random) -> str:
    """A Bhutanese citizenship identity card number: eleven digits, no public check."""
    return g.choice("1") + g.choice("01") + _r(g, D, 9)


def _np_citizenship(g: random.Random) -> str:
    """A Nepali citizenship certificate number: district code, year and serial, no check."""
    return f"{g.randrange(1, 78):02d}-{g.randrange(1, 4):02d}-{g.randrange(60, 80)}-{_r(g, D, 5)}"


def _np_pan(g: random.Random) -> str:
    """A Nepali PAN: nine digits, no public check."""
    return g.choice("1346") + _r(g, D, 8)


def _bt_passport(g: random.Random) -> str:
    """A Bhutanese passport: PB and seven digits (a guess)."""
    return "PB" + _r(g, D, 7)


def _in_passport(g: random.Random) -> str:
    """An Indian passport: a letter and seven digits."""
    return g.choice("JKLMNPRSTUVWZ") + g.choice("123456789") + _r(g, D, 6)


def _bt_licence(g: random.Random) -> str:
    """A Bhutanese driving licence (a guess at its shape): a dzongkhag code and digits."""
    return f"{g.choice(['TG', 'SJ', 'TY', 'MG'])}-{_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "GSTIN of the Gangtok trading yard, for the e-way bill: {s}": _gstin,
    "yard ko GSTIN {s} ho": _gstin,
    "my voter ID (EPIC) number: {s}": _epic,
    "मेरो मतदाता परिचयपत्र (EPIC) नम्बर: {s}": _epic,
    "Aadhaar VID for the KYC form: {s}": _vid,
    "mero Aadhaar VID {s} ho, kasailai nabhannu": _vid,
    "PAN of the Rangpo agent: {s}": _pan,
    "my CID number is {s} la": _bt_cid,
    "nga gi CID number {s} in": _bt_cid,
    "ངའི་ CID ཨང་: {s}": _bt_cid,
    "CID number {s} wa": _bt_cid,
    "मेरो नागरिकता नम्बर: {s}": _np_citizenship,
    "nagarikta number {s} ho": _np_citizenship,
    "Nepal PAN of the Dharan ginger supplier: {s}": _np_pan,
    "passport number la: {s}": _bt_passport,
    "nga gi passport number {s} in": _bt_passport,
    "mero passport number {s} ho": _in_passport,
    "driving licence number {s}, expires 2034": _bt_licence,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Khalti 2FA recovery codes\n{codes}", "backup codes for the site office Google Workspace: {codes}",
            "2FA backup codes la: {codes}", "2FA ब्याकअप कोडहरू:\n{codes}",
            "2FA backup codes yo ho: {codes}", "2FA backup code tshu: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, index % 4)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_TOTP = ["otpauth://totp/Fonepay:dechen@drukweave.bt?secret={s}&issuer=Fonepay&digits=6",
         "2FA setup key for the Procore account: {s}",
         "TOTP secret la: {s}",
         "2FA ko secret key {s} ho",
         "2FA gi setup key {s} in",
         "Aegis, manual entry for the PlanRadar login: {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_totp = _Family("otp_secret", _TOTP, _totp_draw, "s")

_CODES = ["{c} is your eSewa verification code", "Your mBoB OTP is {c}. Do not share it.",
          "तपाईंको Khalti OTP {c} हो। कसैलाई नदिनुहोस्।", "OTP {c} in la, mi galu yang ma lap",
          "verification code {c} ho, kasailai nabhannu", "Use {c} to sign in to Tashi Air",
          "OTP ཨང་ {c} ཨིན།", "login code: {c}"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")

_RECOVERY = ["BitLocker recovery key of the site office laptop: {k}",
             "BitLocker recovery key la: {k}",
             "recovery key yo ho: {k}",
             "Proton recovery phrase? no, the recovery key: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["DrukWeave-Khaling", "LoomShed-5G", "TashiCell-Home-4G", "BT-Trashiyangtse",
          "Bumdeling Homestay", "Yard Gangtok 2G", "Airtel_Rangpo", "Jio-Singtam-5G",
          "SJ-Taxi-Stand", "SiteOffice-Adit2"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "homestay network {s}, password {pw}",
    "wifi at the loom shed: {s} / {pw}",
    "wifi {s} gi password {pw} in",
    "wifi {s} ko password {pw} ho",
    "वाइफाइ {s} को पासवर्ड: {pw}",
    "wifi {s} password {pw} wa",
    "guest wifi {s}, password {pw} la",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, D, 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("live_secret_key_", (HEX, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("fw_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the preview hides it) {t}", "one by one la: {t}", "ek ek akshar: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["loom shed padlock code: {pw}", "the yard gate keypad takes {pw} then #",
          "गोदामको तालाको कोड: {pw}", "godam ko tala ko code {pw} ho",
          "homestay key box code {pw} la", "key box gi code {pw} in",
          "site office door PIN: {pw}", "my mBoB PIN is {pw}, don't tell anyone la",
          "ATM PIN {pw} ho, kasailai nabhannu"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kishuthara", "mathra", "churpi", "datshi", "kabney", "chorten", "dzong",
                 "prayerflag", "yak", "rhododendron", "takin", "cardamom", "penstock",
                 "tailrace", "shuttle", "warp"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the site office: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Enpass master passphrase: {p}": ".",
            "backup passphrase yo ho: {p}": " ",
            "passphrase {p} in la": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Postman header la: Authorization: Bearer {v}": False,
    "Bruno request, auth header = Basic {v}": True,
    "Hoppscotch export: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "wp-config.php (homestay site):\ndefine('DB_USER', 'homestay');\ndefine('DB_PASSWORD', '{pw}');",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = db.gangtok.lan",
    "frappe site_config.json:\n{{\"db_name\": \"yard\", \"db_password\": \"{pw}\"}}",
    "sssd.conf:\n[domain/drukweave]\nldap_default_bind_dn = cn=sssd,dc=drukweave,dc=bt\nldap_default_authtok = {pw}",
    "/etc/doas.conf is fine; the vault file has ansible_become_password: {pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "influxdb.conf for the historian:\nINFLUXDB_ADMIN_PASSWORD={pw}",
    "Node-RED settings.js:\nadminAuth: {{ users: [{{ username: \"admin\", password: \"{pw}\" }}] }}",
    "docker-compose.yml:\n  POSTGRES_USER: scada\n  POSTGRES_PASSWORD: {pw}",
    ".env\nDB_HOST=hist.site.lan\nDB_USER=scada\nDB_PASS={pw}",
    "application.properties:\nspring.datasource.username=yard\nspring.datasource.password={pw}",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Looms\": \"Server=sql.khaling.lan;User Id=looms;Password={pw};\" }}",
    "hostapd.conf (loom shed AP):\nssid=LoomShed-5G\nwpa_passphrase={pw}",
    "mosquitto passwd source (plain, before mosquitto_passwd -U):\ntelemetry:{pw}",
    "config.yaml:\nmqtt:\n  user: telemetry\n  password: \"{pw}\"",
    "ThingsBoard tb-gateway.yaml:\n  security:\n    username: gw-adit2\n    password: {pw}",
    "Zabbix zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "rclone.conf:\n[nas]\ntype = sftp\nhost = nas.khaling.lan\nuser = loomshed\npass_plain = {pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'yard', 'PASSWORD': '{pw}'}}}}",
    "values.yaml:\npostgresql:\n  auth:\n    password: {pw}",
    "my.cnf:\n[client]\nuser=bookings\npassword={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:02] Kinley: loom shed wifi password?\n[07:03] Dechen: {pw}",
    "[21:14] anup: root pw for the historian?\n[21:15] tandin: {pw}",
    "Yeshi: {pw} is the new Hotelogix password la",
    "Karma: use {pw}, that's what the NAS has now",
    "Bishnu: naya password {pw} ho",
    "Sabitra: नयाँ पासवर्ड {pw} हो",
    "Ugyen: password gsar pa {pw} in",
    "Phurba: password sar-pa {pw} yin",
    "Namgay: new pw {pw} wa la",
    "[10:40] Pempa: stand tablet password?\n[10:41] Roshan: {pw}",
    "Chimi: ok la, password 👉 {pw}",
    "Jigme: ཁྱོད་ཀྱི་ password གསརཔ་ {pw} ཨིན།",
    "Mingma: khamri la, the Dzongu homestay's new password is {pw}",
    "Tenzing: {pw} — that's the yard PC's password",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 30), (_urls, 13), (_vendors, 50),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 6), (_codes, 8), (_recovery, 4),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 21),
    (_chats, 14),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _phrase_of(g, "english", 12)


_SPLIT_PASSWORDS = {
    "the Hotelogix admin password is": "{s}", "loom NAS pw:": "{s} (since the disk swap)",
    "nga gi password di": "{s} in", "historian password": "{s}\nchange it after the monsoon",
    "mero password": "{s} ho", "पासवर्ड:": "{s}", "password la 👉": "{s}", "Stayflexi password": "{s}",
    "the password Sangay read out over the radio was": "{s}, I think", "password wa ->": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "PlanRadar API token", "{s}", _j((HEX, 40))),
    ("split_token", "Khalti secret key:", "{s} (live)", _j("live_secret_key_", (HEX, 32))),
    ("split_token", "Ninjacart client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "weavers' fund wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MN"))),
    ("split_backup", "Fonepay recovery codes", "{s}\n4821-0937\n7730-1625", lambda g: v.backup_codes(g, 1, 1)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CID number", "{s}", _bt_cid),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"hotelogix": {"url": "https://pms.homestay.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password": "{s}", "note": "loom NAS la"}': ("meta_password", _plain_pw),
    '{"account": {"user": "tandin", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"relays": [{"name": "ref615-a"}, {"name": "ref615-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysqldump", "-u", "bookings", "--password", "{s}", "bookings"]}': ("meta_password", _plain_pw),
    '{"note": "yard ko computer ko password {s} ho"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the historian as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"planradar": {"api_token": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"khaltiSecretKey": "{s}"}': ("meta_token", _j("live_secret_key_", (HEX, 32))),
    '{"djubo_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "DJ")),
    '{"yard": {"gstin": "{s}"}}': ("meta_id", _gstin),
    '{"mfa": {"recovery_codes": ["{s}", "4821-0937", "7730-1625"]}}': ("meta_otp", lambda g: v.backup_codes(g, 1, 1)[0]),
    '{"weavers_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"yard_gate": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "LoomShed-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"ref615-firmware-5.0fp1.bin").hexdigest()
_COMMIT = hashlib.sha1(b"yard: add moisture column for cardamom", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"looms: revert pattern export", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"kishuthara_pattern_0412.png", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"historian-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Hotelogix password before the Tshechu rush on 2032-10-03.",
    "Kinley asked for the loom shed wifi password; it's on the card in Dechen's drawer.",
    "Policy: site office passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the group chat la; send a vault link instead.",
    "The `.env.example` line `PLANRADAR_API_TOKEN=replace-me` is a placeholder.",
    "The Andritz HMI asks for a new operator password after every firmware update.",
    "Replace <YOUR_KHALTI_KEY> in the README with the key from your Khalti dashboard.",
    "FONEPAY_MERCHANT_SECRET and DJUBO_API_KEY must be set before the nightly sync runs.",
    "password mi galu yang ma lap la.",
    "ཁྱོད་ཀྱི་ password མི་ག་ལུ་ཡང་མ་སླབ།",
    "आफ्नो पासवर्ड कसैलाई नभन्नू।",
    "password kasailai nabhannu hai, dhanyabad.",
    "ok la, I changed the password, it's in the vault now.",
    "kadrinche la, the new password works.",
    "Upgraded the REF615 firmware to 5.0 FP1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the moisture column for cardamom lots.",
    f"Rolled back to {_SHORT} after the pattern export broke.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The REF615 firmware image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of historian-export-2032.parquet: {_SHA512}",
    f"MD5 of kishuthara_pattern_0412.png is {_MD5}, same as the copy on the NAS.",
    "Request id 3c9f20a1-7b44-4e2d-9a61-58f0c2d7e913 is the slow one in the PlanRadar logs.",
    "Purchase order PO-2032-00731 for 80 kg of large cardamom ships from Rangpo on Friday.",
    "Buildertrend #251: the adit 2 ventilation fan trips at night.",
    "Call the Gangtok yard on +91 3592 20 4471 before noon.",
    "Call the Khaling weaving centre on +975 4 53 1186.",
    "Shared taxi BP-2-A4471 leaves Samdrup Jongkhar for Trashigang at 06:30.",
    "Route 3 bus from Trashigang to Trashiyangtse runs at 08:00 and 13:00.",
    "HS code 0908.31 is cardamom, neither crushed nor ground; 0910.11 is ginger.",
    "HS code 5007.20 covers woven silk fabrics like the kishuthara we export.",
    "Gangtok's PIN code is 737101; Rangpo's is 737132.",
    "Lot number LOT-2032-RGP-0214, 60 kg, moisture 10.4 %; grade Badadana.",
    "ISBN 978-99936-0-123-4 is the textile book on the Khaling shelf.",
    "Unit 2 runs at 42.5 MW with a net head of 212 m; the penstock is 1.8 km long.",
    "After five wrong passwords the HMI locks the account for 15 minutes.",
    "The secret of a good kira is the tension of the back-strap loom.",
    "Ask Tandin for the gate keypad code, I don't have it.",
    "My card ending 4471 was declined at the Gangtok hardware store.",
    "The Ulaanbaatar supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Khalti account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `KHALTI_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the loom shed rusts in the monsoon; oil it every month.",
    "The guest wifi 'Bumdeling-Guest' is open, no password needed.",
    "Invoice DW-2032-0451 for 12 kishuthara kira, Nu. 184,000, due 2032-09-30.",
    "Ticket HAL-2209 closed: the homestay booking widget shows the wrong currency.",
    "Docker image drukweave/yard-sync:3.4.1 was built on 2032-08-12.",
    "Toyota Hiace 2019 model, 14 seats, the Samdrup Jongkhar–Trashigang run.",
    "Tracking number EE123456789BT for the parcel of ginger samples to Thimphu.",
    "Meter reading at the site office: 48213 kWh on 2032-08-01.",
    "The relay setting group 2 is I> 1.2 In, t> 0.4 s.",
    "यो महिनाको अलैंचीको भाउ रु. 1,850 प्रति केजी हो।",
    "nga gi phone number +975 17 61 2290 in la.",
    "Bumdeling homestay room 3 is booked from 14 to 18 November.",
    "UUID of the relay asset: 8d3e21f0-5c7a-4b19-a2e4-7f90d6c13b85, see the asset register.",
    "Version 2.14.0 of the loom pattern tool adds Yathra motifs.",
    "Set the password length policy to 14 and the history to 5 in the HMI.",
    "The mBoB app asks for a PIN after every update; nothing to write down.",
    "The ginger consignment GNG-2032-17 weighed 1 240 kg at Rangpo.",
    "Flight KB 130 Paro–Delhi departs at 11:20; B3 701 leaves at 12:05.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-08-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/site/historian", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "HAL-2209", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "LOT-2032-RGP-0214", "weight_kg": 60, "moisture_pct": 10.4}}',
    '{"phone": "+975 4 53 1186", "town": "Khaling"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "kira_in_stock": 42}',
    '{"hs_code": "0908.31", "origin": "IN-SK", "description": "large cardamom"}',
    '{"route": "SJ-TG", "departure": "06:30", "seats": 14}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
