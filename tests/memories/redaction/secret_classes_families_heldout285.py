# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-eighty-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-eighty-first's
docstring, the fifth to two-hundred-and-eighty-first only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-eighty-second, two-hundred-and-eighty-third and two-hundred-and-eighty-fourth),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (285417093), password words (a
cashew lot in kilograms, `Kasoy25kg#41`; a Coron dive site and a depth, `Barracuda30m!`; a pump
boat's name and departure time; a Palawan word and a dive site; a name, a year and `palawan`;
leet place names; a German diver's "taucht" and a site; a generator's four dashed groups; random
runs), names, places, templates, tools, vendors and layouts, the way the staff of a fictional
company (Bangkero Palawan, with a dive centre in Coron, a cashew processing shed in Puerto
Princesa, a pump-boat booking desk in El Nido, a pearl farm office and a van-transfer counter at
Roxas) and its German and Korean divers leak secrets into an assistant's memory. Every company,
person, address and number is fictional; only the region (Palawan, the Philippines, with its
dive sites and wrecks) is real. The texts are chats with times, tickets, wiki tables and
breadcrumbs, notes, e-mails, runbooks, READMEs, shell prompts, voice-memo transcripts, dictated
and spelled text and requests to the assistant itself; the separators run from a colon, "is",
`kay`, `ay` and a dash to an arrow, an emoji (`👍`, `🙏`), a new line, a table bar, `«…»`, `„…“`,
backticks and parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 281 that name each): in
none, `incus remote`, rsnapshot, Zuper Scuba and the wordings `ari ang`, `diya ang`,
`pag-isugid`, `salamat gid`, `ania ang`, `salamat kaayo`, `verrat es niemandem`, `Vielen Dank`,
`고마워요`; in one, `b2 account`, `aws configure set`, bupstash, Cartrack; in two, piku,
presto-cli, tigervncpasswd; in three to seven, Loyverse, guacamole.properties, Chatwoot, Yeastar,
Coltri, Nuvair, Bauer, `crash --`, mysqlsh, WindTerm, `usa-usa`, `Buchstabe für Buchstabe`. The
common layouts and tools (psql, curl, smbclient, docker login, redis-cli, htpasswd, 7z, zip,
openssl, gpg, sqlcmd, ipmitool, lftp, keytool, `sudo -S`, plink, trino, env files, Compose,
Spring, WordPress, Django, Grafana, Zabbix, Odoo, Frigate, JWTs, PEM blocks, `otpauth://`, Basic
and Bearer headers, the `WIFI:` QR string, Termux, Tabby, Warp, MobaXterm, Bruno, HTTPie,
Caddyfile, Viber) are used often before and are here in wordings of their own.

About half of the secret samples are in other languages than English: Taglish and Filipino
texting (`yung password ng … ay`, `eto na po yung`, `pw ng`, `pass`, `wag nyo po ipagsabi`,
`Huwag ibigay kahit kanino`, `salamat po`, `tapos … sa dulo`, `walang space`, `isa-isa`, `yung
apat na numero sa harap`, `bago`, `lisensya`); Cebuano (`ang password sa … kay`, `mao ni ang`,
`ania ang`, `bag-ong`, `gamita`, `ayaw isulti bisan kinsa`, `ayaw ipakita`, `salamat kaayo`,
`ang pulong … dayon`, `usa-usa`, `nako`, `nimo`); Cuyonon (`ang password ka … ay`, `ari ang`,
`diya ang`, `indi mo pag-isugid sa iba`, `salamat gid`, `kandado`, `perlasan`, `subong`); the
German of divers (`Passwort`, `Kennwort`, `ist`, `lautet`, `hier ist`, `verrat es niemandem`,
`Vielen Dank`, `Zahlenschloss`, `WLAN-Schlüssel`, `Prüfnummer`, `Reisepassnummer`, `USt-IdNr.`,
`Bestätigungscode`); and the Korean of divers (`비밀번호`, `비번`, `… 입니다`, `여기 있어요`,
`아무한테도 말하지 마세요`, `고마워요`, `감사합니다`, `[Web발신] 인증번호`, `한 글자씩`, `API 키`,
`시크릿 키`, `백업 코드`, `도어락`, `여권번호`, `사업자등록번호`). The wordings are the author's
approximations, checked by no speaker; the thinnest guesses are the Cuyonon ones (`ari ang`,
`diya ang`, `indi mo pag-isugid sa iba`, `salamat gid`, `ang … ka … ay`: Cuyonon is written here
much as Hiligaynon is, which may be wrong), then Cebuano's `ang pulong … dayon` and `ang
tagalog nga`, then Filipino's `yung apat na numero sa harap ng Amex`.

Vendors (by grep, in no earlier corpus: Pirma, Traxion, TraxionPay, Maribank, Zennya, Locad,
Zuper Scuba, JoyRide, Air Juan, Cebgo, PayRoll Hero, Prosple, DiveAdvisor, ScubaEarth,
Channel.io; in one: MySSI, Dive Assure, innRoad, WebRezPro, HitPay, ShopeePay, Tomorrow.io,
WorldTides, PredictWind, Visual Crossing, Xweather, QNE, Movider, iTexMo, Globe Labs, M360,
EngageSpark, Toss Payments, Naver Cloud, NHN Cloud, Solapi, Coolsms, Billomat, sevDesk, FastBill,
Storm Glass, Mosaic POS, StoreHub, Sprout Solutions, UnionBank; in two: Hotelogix, Sirvoy,
SiteMinder). No shape here is one the author knows to be real: every one is a guess (hex,
base64, URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs for JoyRide and QNE, and the
`pirma_live_`, `tpx_sk_`, `zs_`, `da_`, `PR-`, `test_sk_` and `live_sk_` prefixes); the JWTs are
well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Germany's
USt-IdNr (`stdnum.de.vat`, in four earlier corpora), South Korea's business registration number
(`stdnum.kr.brn`, five), Singapore's UEN (`stdnum.sg.uen`, four) and Australia's ABN
(`stdnum.au.abn`, four). Kinds no library or this file checks (no check-digit algorithm is
written here; the shapes are guesses): the PhilSys card number, the Philippine TIN, SSS,
PhilHealth and Pag-IBIG MID numbers, a Philippine driver's licence, a PRC licence, Philippine,
Korean and German passports. Card numbers pass Luhn (the value helpers' Visa, Mastercard, Amex,
JCB, UnionPay, Discover, Diners and Maestro, checked with python-stdnum's `luhn`); the card codes
are Amex's four-digit CIDs only, none starting with 1 or 2. The IBANs are of Yemen, Saint Lucia,
Timor-Leste, Kuwait, Sudan, Egypt, Mauritania and the Holy See (the countries a rough count of
the country codes in heldouts 5 to 281 finds least, in twenty-four or twenty-five corpora each),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Korean,
Spanish, Italian, Portuguese, Czech and Simplified Chinese lists (no Turkish nor Russian), each
checked with `Mnemonic(lang).check`. Every secret is drawn again until it is new and no clean
text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.au import abn as au_abn
from stdnum.de import vat as de_vat
from stdnum.kr import brn as kr_brn
from stdnum.sg import uen as sg_uen

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 285_417_093
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
            while True:  # drawn again until the secret is new and no clean text holds it
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(secret):
                    break
            _TAKEN.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


_TAKEN: set[str] = set()


def _fresh(value: str) -> bool:
    return value not in _TAKEN and value.lower() not in _CLEAN_TEXT.lower()


def _new(rng: random.Random, make: Maker) -> str:
    """A value of ``make`` that no earlier sample and no clean text holds."""
    value = v.until(rng, make, _fresh)
    _TAKEN.add(value)
    return value


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_SPOTS = ["Kayangan", "Barracuda", "Siete Pecados", "Bacuit", "Calauit", "Busuanga", "Linapacan",
          "Culion", "Tabon", "Iraan", "Banol", "Malcapuya", "Akitsushima", "Okikawa", "Irako",
          "Kogyo", "Lusong", "Tangat", "Sangat", "Dimakya"]  # fmt: skip
_THINGS = ["Kasoy", "Perlas", "Bangka", "Dugong", "Manta", "Lapulapu", "Talaba", "Tamban",
           "Nudi", "Tawilis", "Katig", "Pasalubong", "Bagoong", "Tamilok", "Lato"]  # fmt: skip
_NAMES = ["Rowena", "Jhun", "Maricel", "Dodong", "Inday", "Ronaldo", "Joylyn", "Arnel", "Lorna",
          "Bong", "Cherry", "Rodel", "Jessa", "Minjun", "Jiwoo", "Seoyeon", "Hyunwoo", "Jonas",
          "Katrin", "Lukas", "Annika", "Florian", "Dieter", "Ulrike"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K4y4ng4n", "B4rr4cud4", "P3rl4s", "Dug0ng", "K4s0y", "Busu4ng4", "Cul10n", "T4b0n"]


def _shed(g: random.Random) -> str:
    """A cashew lot and its kilos, the way the Puerto Princesa shed names a password."""
    return f"Kasoy{g.choice([10, 20, 25, 40, 50])}kg{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _dive(g: random.Random) -> str:
    """A dive site and a depth in metres: what a divemaster picks."""
    return (
        f"{g.choice(_SPOTS).replace(' ', '')}{g.choice([18, 24, 30, 36, 40])}m{g.choice(_SYMBOLS)}"
    )


def _boat(g: random.Random) -> str:
    """A pump boat's name and its departure time."""
    return f"MBca{g.choice(_NAMES)}{g.choice(['0730', '0900', '1030', '1400'])}{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    _shed,
    _dive,
    _boat,
    lambda g: f"{g.choice(_THINGS)}{g.choice(_SPOTS).replace(' ', '')}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1970, 2012)}{g.choice(_SYMBOLS)}palawan",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2035)) + g.choice(_SYMBOLS),
    lambda g: "-".join(w.lower() for w in g.sample(_THINGS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"Lot{g.randrange(100, 1000)}{g.choice(_THINGS)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES)}Taucht{g.choice(_SPOTS).replace(' ', '')}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber group 'Coron Dive Crew', 06:41 Jhun: the Shearwater Cloud account password is {pw}",
    "Signal note from Katrin: Suunto app password for the shop account {pw}",
    "Zuper Scuba app, staff login password {pw} (Rowena set it)",
    "Channel.io inbox note: the DiveAdvisor partner portal password is {pw}",
    "ScubaEarth dive-log export, shop account password {pw}",
    "Bauer compressor Junior II controller, service menu password {pw}",
    "Coltri MCH-16 panel service password: {pw}",
    "Nuvair Nitrox membrane controller password {pw}",
    "Ticket PPS-118 (cashew shed): the Loyverse back office password is {pw}",
    "Cashew shed, Mosaic POS manager password {pw}, change after harvest",
    "StoreHub BackOffice password for the El Nido desk: {pw}",
    "QNE Optimum login for the pearl office, password {pw}",
    "Sprout Solutions payroll admin password is {pw}",
    "PayRoll Hero admin password (Roxas counter): {pw}",
    "Hotelogix front desk password for the Coron lodge {pw}",
    "Sirvoy admin password, El Nido desk: {pw}",
    "innRoad night audit login password {pw}",
    "Runbook, van counter at Roxas:\n1. open the Traxion dashboard\n2. user: roxas-van\n3. password {pw}\n4. print the manifest",
    "README for the pearl farm NVR:\nHikvision DS-7608 web UI at http://10.8.0.20, admin password `{pw}`",
    "voice memo transcript: okay so the Starlink router password is {pw}, that's it",
    "dictated: the Maribank app password is {pw} full stop",
    "please remember the Pirma e-sign password for the lease: {pw}",
    "note to self: DJI Mini drone account password {pw}",
    "Hi Arnel,\n\nthe root password for the booking server in El Nido is {pw}. Delete this after.\n\nThanks,\nMaricel",
    "incident 2032-03-02: the Yeastar S20 PBX at the Roxas office accepted password {pw} from outside",
    "after the reset the GoPro Quik password became {pw}",
    "Chatwoot conversation #211: the Locad client portal password is {pw}",
    "Zennya staff account password for the spa tie-up: {pw}",
    "can you keep the JoyRide business password for me? it's {pw}",
    "the Air Juan agency portal password is {pw}",
    "yung password ng Starlink sa dive shop ay {pw}",
    "Ate Lorna, eto na po yung password ng booking laptop: {pw}. wag nyo po ipagsabi ha",
    "pw ng Loyverse sa shed: {pw} salamat po",
    "ang bagong password ng Traxion ay {pw}",
    "yung pass ng CCTV sa pearl farm {pw} 👍",
    "Kuya Bong, password ng van tablet = {pw}",
    "ang password sa compressor kay {pw}",
    "mao ni ang password sa booking laptop: {pw}, ayaw isulti bisan kinsa",
    "ania ang password sa Starlink: {pw} salamat kaayo",
    "ang bag-ong password sa POS kay {pw}",
    "ang password ka laptop sa opisina ay {pw}, indi mo pag-isugid sa iba",
    "ari ang password ka wifi router sa perlasan: {pw}, salamat gid",
    "diya ang password ka van tablet: {pw}",
    "das Passwort für den Tauchcomputer-Account ist {pw}",
    "Kennwort fürs Logbuch-Tablet: {pw}, verrat es niemandem",
    "hier ist das Passwort für die Basis in Coron: {pw}. Vielen Dank!",
    "Zugangspasswort Kompressorsteuerung lautet {pw}",
    "Florian: neues Passwort für den Bootslaptop → {pw}",
    "다이빙샵 예약 PC 비밀번호는 {pw} 입니다",
    "보트 태블릿 비번: {pw}",
    "여기 있어요, 숙소 관리자 비밀번호 {pw} 아무한테도 말하지 마세요",
    "지우: 새 비밀번호는 {pw} 고마워요",
    "펄 농장 NVR 비밀번호 → {pw}",
    "Bookeo? no, the DiveAdvisor admin password: {pw}",
    "ang password sa Hotelogix ni Inday kay {pw} 🙏",
    "password sa van GPS tracker (Cartrack): {pw}",
    "Lorna: password ng ShopeePay seller center → {pw}",
    "ang password ka POS sa kasoy ay «{pw}»",
    "Passwort der Sirvoy-Buchungsseite: „{pw}“",
    "Roxas desk whiteboard photo, transcribed: WIFI ADMIN PASSWORD {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rowena", "jhun.d", "maricel", "dodong", "inday.r", "ronaldo", "joylyn", "arnel",
          "lorna.b", "bong", "cherry", "rodel", "jessa", "minjun", "jiwoo.k", "seoyeon",
          "hyunwoo", "jonas.w", "katrin", "lukas.m", "annika", "florian", "svc-booking",
          "coron-dive", "roxas-van"]  # fmt: skip
_LOGINS = [
    "Viber, Jhun: the Zuper Scuba login is {u} / {pw}",
    "ticket PPS-131: {u} locked out of Hotelogix, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Coron › Compressor › Bauer B-Control: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| StoreHub | {u} | {pw} |",
    "sign in to the Traxion dashboard as {u} with {pw}",
    "Maribank login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: nvr-perlas\n  username: {u}\n  password: {pw}",
    "Katrin says the Suunto shop account is {u} and the password is {pw}",
    "system,user,password\nsirvoy,{u},{pw}",
    "ssh {u}@booking.elnido.lan (password {pw})",
    "username ko {u}, password {pw}",
    "user: {u} tapos ang password ay {pw}",
    "ang user kay {u} ug ang password kay {pw}",
    "ang user ay {u}, ang password ay {pw}",
    "Benutzername {u}, Passwort {pw}",
    "아이디 {u} 비밀번호 {pw}",
    "ID {u} / 비번 {pw}",
    "creds for the pearl NVR are {u} and {pw}",
    "Jonas: Login fürs Logbuch {u} / Kennwort {pw}",
    "mao ni ang login: {u} / {pw}",
    "Innroad, user {u}, pass {pw}",
    "eto po: {u} at {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kasoy", "perlas", "bangka", "dugong", "talaba", "tamilok", "katig", "lapulapu",
               "tamban", "bagoong", "busuanga", "kayangan", "banca", "nudibranch"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "voice memo: the shed laptop password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the booking PC password",
    "it's {w}{d}, word and number together",
    "ang password ay yung salitang {w}, tapos {d} sa dulo",
    "ang password kay ang pulong {w}, dayon {d}",
    "ang password ka opisina ay ang tagalog nga {w}, dayon {d}",
    "das Passwort ist das Wort {w}, dann {d}",
    "비밀번호는 {w} 라는 단어, 그 다음 {d}",
    "pw: {w} tapos {d}, walang space",
    "for the van tablet it's {w} with {d} at the end",
    "{w}{d} — that's the wifi password at the pearl office",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "TRINO_PASSWORD='{pw}' trino --server https://trino.palawan.lan:8443 --user {u} --password",
    "CRATEPW='{pw}' crash --hosts https://crate.coron.lan:4200 --username {u}",
    "b2 account authorize {u} '{pw}'",
    "incus remote add coron https://incus.coron.lan:8443 --password '{pw}'",
    "piku config:set booking DB_PASSWORD={pw}",
    "plink -ssh -pw '{pw}' -R 2222:localhost:22 {u}@relay.palawan.net",
    "sshpass -p '{pw}' autossh -M 0 -N -L 5433:localhost:5432 {u}@db.elnido.lan",
    "aws configure set aws_secret_access_key '{pw}' --profile pearl",
    "presto-cli --server https://presto.palawan.lan --user {u} --password <<< '{pw}'",
    "vncpasswd -f <<< '{pw}' > ~/.vnc/passwd",
    "tigervncpasswd -f <<< '{pw}' > /root/.vnc/passwd",
    "bupstash init --repository ssh://{u}@nas.coron.lan/bupstash # key passphrase {pw}",
    "ldapwhoami -x -H ldap://dc.palawan.lan -D 'cn={u},dc=palawan,dc=lan' -w '{pw}'",
    "mysqlsh --uri {u}:{pw}@mysql.coron.lan:3306 --sql",
    "psql 'host=pg.elnido.lan user={u} password={pw} dbname=bookings'",
    "rabbitmqctl change_password {u} '{pw}'",
    "curl -u {u}:{pw} https://nvr-perlas.palawan.lan/ISAPI/System/deviceInfo",
    "wget --user={u} --password='{pw}' https://files.palawan.lan/manifests/roxas.csv",
    "smbclient //nas.coron.lan/divelogs -U {u}%{pw}",
    "xfreerdp /v:pos.kasoy.lan /u:{u} /p:'{pw}'",
    "docker login registry.palawan.lan -u {u} -p '{pw}'",
    "mosquitto_pub -h mqtt.perlas.lan -u {u} -P '{pw}' -t tanks/temp -m 27.4",
    "redis-cli -h redis.elnido.lan -a '{pw}' ping",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "net use Z: \\\\nas.coron.lan\\waivers /user:{u} {pw}",
    "7z a waivers-2032.7z waivers/ -p'{pw}'",
    "zip -P '{pw}' manifest-roxas.zip manifest.csv",
    "openssl enc -aes-256-cbc -in payroll.csv -out payroll.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c guests-2032.xlsx",
    "sqlcmd -S sql.puerto.lan -U {u} -P '{pw}' -d Kasoy",
    "ipmitool -I lanplus -H 10.8.0.5 -U {u} -P '{pw}' chassis status",
    "lftp -u {u},{pw} sftp://files.palawan.lan",
    "keytool -genkeypair -alias booking -keystore booking.jks -storepass '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart booking",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "jhun@coron-nuc:~$ {c}", "Termux on the boat phone: {c}",
    "Git Bash on the Roxas counter PC:\n$ {c}", "PowerShell 7, C:\\kasoy> {c}",
    "Windows Terminal (WSL) rowena@shed:~$ {c}", "Blink Shell on the iPad: {c}",
    "Tabby tab 'pearl-nvr': {c}", "WindTerm session 'elnido-booking': {c}",
    "Warp terminal ~/booking $ {c}", "Kitty, katrin@dive-mbp ~ % {c}",
    "Alacritty: {c}", "MobaXterm, session coron-nas:\n{c}",
    "eto yung command na ginamit ko: {c}", "mao ni ang command nga gipadagan nako: {c}",
    "den Befehl hab ich so ausgeführt: {c}", "실행한 명령어: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(
            rng, v.fill(rng, cls, templates, n, lambda g: _new(g, _plain_pw), u=_USERS), frames
        )

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.elnido.lan:5432/bookings",
    "mysql://{u}:{pw}@mysql.coron.lan:3306/divelogs",
    "mongodb+srv://{u}:{pw}@cluster0.palawan.example.net/perlas",
    "redis://{u}:{pw}@redis.elnido.lan:6379/2",
    "amqp://{u}:{pw}@mq.palawan.lan:5672/vans",
    "rtsp://{u}:{pw}@10.8.0.31:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@files.palawan.lan/manifests",
    "mssql+pyodbc://{u}:{pw}@sql.puerto.lan/Kasoy?driver=ODBC+Driver+18+for+SQL+Server",
    "clickhouse://{u}:{pw}@ch.palawan.lan:9000/analytics",
    "jdbc:postgresql://pg.elnido.lan:5432/bookings?user={u}&password={pw}",
    "Server=sql.puerto.lan;Database=Kasoy;User Id={u};Password={pw};",
    "influxdb://{u}:{pw}@influx.perlas.lan:8086/tanks",
    "https://{u}:{pw}@git.palawan.lan/booking.git",
]  # fmt: skip
_URL_PLACES = [
    "BOOKING_DB_URL={c}", "keep this connection string for me: {c}", "eto yung DB URL: {c}",
    "ang connection string kay {c}", "Verbindungsstring fürs Logbuch: {c}", "DB 접속 문자열: {c}",
    "ticket PPS-140: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "palawan-bangkero", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Pirma", "PIRMA_API_KEY", _j("pirma_live_", (ALNUM, 32))),
    ("Traxion", "TRAXION_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("TraxionPay", "TRAXIONPAY_SECRET_KEY", _j("tpx_sk_", (HEX, 40))),
    ("Maribank", "MARIBANK_API_SECRET", _j((ALNUM, 40))),
    ("Zennya", "ZENNYA_PARTNER_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Locad", "LOCAD_API_KEY", _j((HEX, 40))),
    ("Zuper Scuba", "ZUPERSCUBA_API_KEY", _j("zs_", (ALNUM, 36))),
    ("JoyRide", "JOYRIDE_API_TOKEN", _vendor_jwt("https://api.joyride.com.ph")),
    ("Air Juan", "AIRJUAN_AGENT_KEY", _j((UPPER_DIGITS, 32))),
    ("Cebgo", "CEBGO_API_KEY", _j((HEX, 32))),
    ("PayRoll Hero", "PAYROLLHERO_API_TOKEN", _j((HEX, 64))),
    ("Prosple", "PROSPLE_API_KEY", _j((ALNUM, 48))),
    ("DiveAdvisor", "DIVEADVISOR_API_KEY", _j("da_", (LOWER_DIGITS, 40))),
    ("ScubaEarth", "SCUBAEARTH_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Channel.io", "CHANNEL_ACCESS_SECRET", _j((HEX, 32))),
    ("MySSI", "MYSSI_PARTNER_KEY", _j((UPPER_HEX, 40))),
    ("Dive Assure", "DIVEASSURE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("innRoad", "INNROAD_API_SECRET", _j((B64, 43), "=")),
    ("WebRezPro", "WEBREZPRO_API_KEY", _j((ALNUM, 32))),
    ("HitPay", "HITPAY_API_KEY", _j((HEX, 64))),
    ("ShopeePay", "SHOPEEPAY_PARTNER_KEY", _j((ALNUM, 64))),
    ("Tomorrow.io", "TOMORROW_API_KEY", _j((ALNUM, 32))),
    ("WorldTides", "WORLDTIDES_KEY", lambda g: v.uuid4(g, "8")),
    ("PredictWind", "PREDICTWIND_API_KEY", _j((HEX, 40))),
    ("Visual Crossing", "VISUALCROSSING_KEY", _j((UPPER_DIGITS, 25))),
    ("Xweather", "XWEATHER_CLIENT_SECRET", _j((ALNUM, 40))),
    ("QNE", "QNE_API_TOKEN", _vendor_jwt("https://api.qne.cloud")),
    ("Movider", "MOVIDER_API_SECRET", _j((ALNUM, 32))),
    ("iTexMo", "ITEXMO_APICODE", _j("PR-", (UPPER_DIGITS, 10), "_", (UPPER_DIGITS, 5))),
    ("Globe Labs", "GLOBELABS_APP_SECRET", _j((HEX, 64))),
    ("M360", "M360_APP_SECRET", _j((ALNUM, 40))),
    ("EngageSpark", "ENGAGESPARK_API_TOKEN", _j((HEX, 40))),
    ("Toss Payments", "TOSS_SECRET_KEY", _j("test_sk_", (ALNUM, 24))),
    ("Naver Cloud", "NCLOUD_SECRET_KEY", _j((ALNUM, 40))),
    ("NHN Cloud", "NHN_APPKEY_SECRET", _j((ALNUM, 16))),
    ("Solapi", "SOLAPI_API_SECRET", _j((UPPER_DIGITS, 32))),
    ("Coolsms", "COOLSMS_API_SECRET", _j((UPPER_HEX, 32))),
    ("Billomat", "BILLOMAT_API_KEY", _j((HEX, 32))),
    ("sevDesk", "SEVDESK_API_TOKEN", _j((HEX, 32))),
    ("FastBill", "FASTBILL_API_KEY", _j((ALNUM, 40))),
    ("Storm Glass", "STORMGLASS_API_KEY", lambda g: f"{v.uuid4(g, 'a')}-{v.uuid4(g, 'b')}"),
    ("Mosaic POS", "MOSAIC_API_KEY", _j((URLSAFE, 48))),
    ("StoreHub", "STOREHUB_API_TOKEN", _j((HEX, 32))),
    ("Sprout Solutions", "SPROUT_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("UnionBank", "UNIONBANK_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Hotelogix", "HOTELOGIX_CONSUMER_SECRET", _j((UPPER_HEX, 32))),
    ("Sirvoy", "SIRVOY_API_TOKEN", _j((ALNUM, 44))),
    ("SiteMinder", "SITEMINDER_API_KEY", _j((B64, 56), "==")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "kubectl create secret generic booking --from-literal={env}={tok}",
    "GitHub Actions: gh secret set {env} --body '{tok}'",
    "docker run -e {env}={tok} palawan/booking:3.1",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "wrangler.toml [vars]\n{env} = \"{tok}\"",
    "Booking admin › Settings › Integrations › {vendor} › API key: {tok}",
    "Notion table 'Integrations': | {vendor} | live | {tok} |",
    "ticket PPS-152: {vendor} sync fails with 401, current key {tok}",
    "Viber, Jhun: {vendor} key for the bookings: {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one was revoked",
    "eto yung {vendor} API key: {tok}",
    "API key ng {vendor} → {tok}, wag ipagsabi",
    "ang API key sa {vendor} kay {tok}",
    "ania ang {vendor} API key: {tok}",
    "ang API key ka {vendor} ay {tok}",
    "API-Schlüssel von {vendor} für die Tauchbasis: {tok}",
    "{vendor} API 키: {tok}",
    "{vendor} 시크릿 키는 {tok} 입니다",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    hitpay = _new(rng, _j((HEX, 64)))
    tides = _new(rng, lambda g: v.uuid4(g, "8"))
    movider = _new(rng, _j((ALNUM, 32)))
    sevdesk = _new(rng, _j((HEX, 32)))
    toss = _new(rng, _j("live_sk_", (ALNUM, 24)))
    storehub = _new(rng, _j((HEX, 32)))
    return [
        Sample("vendor_token", f'requests.post("https://api.hit-pay.com/v1/payment-requests", headers={{"X-BUSINESS-API-KEY": "{hitpay}"}})', hitpay),
        Sample("vendor_token", f"curl 'https://www.worldtides.info/api/v3?heights&lat=12.0&lon=120.2&key={tides}'", tides),
        Sample("vendor_token", f'const movider = new Movider("palawan", "{movider}");', movider),
        Sample("vendor_token", f"$sevdesk = new SevDeskClient('{sevdesk}');", sevdesk),
        Sample("vendor_token", f"Authorization: Basic base64({toss}:) — Toss Payments live key", toss),
        Sample("vendor_token", f"<add key=\"StoreHubToken\" value=\"{storehub}\" />", storehub),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = _new(rng, make)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Viber: {t}", "it only shows it once, so here:\n{t}", "eto yung token: {t}",
                "{t}\n^ bago, patay na yung luma", "hang on to this for me: {t}", "ania ang token: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the pearl-tank sensor PT-04: {h}": 32,
    "HMAC secret for the HitPay webhook: {h}": 64,
    "AES key of the compressor log export: {h}": 32,
    "pre-shared key of the Roxas–Coron IPsec tunnel (hex): {h}": 64,
    "encryption key ng backup: {h}": 64,
    "ang encryption key sa backup kay {h}": 48,
    "Schlüssel für das Backup der Tauchbasis (hex): {h}": 64,
    "백업 암호화 키: {h}": 64,
    "signing secret of the booking webhook: {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket PPS-160: token copied from the browser's network tab {t}",
    "Cookie: lang=tl; bk_session={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "eto yung token: {t}",
    "토큰: {t}",
    "Chatwoot transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@bangkero.ph"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.bangkero.ph/realms/staff", "azp": "booking-desk",
                   "roles": ["desk", "dive"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the El Nido booking server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.bangkero.ph.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"NVR_TLS_KEY": "{key}", "site": "perlas"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_coron <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket PPS-171, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "eto yung private key ng server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "서버 개인 키:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    block = [f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"]
    return {"key": joiner.join(block), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup, copying it off the card before I shred it: {p}": "english",
    "Trust Wallet recovery phrase\n{p}": "english",
    "voice memo: the old tip-jar wallet words are {p} and that's all": "english",
    "eto yung seed phrase ng wallet ng shop: {p}": "english",
    "ang recovery words sa wallet kay {p}": "english",
    "Seed-Phrase der Tauchbasis-Wallet: {p}": "english",
    "지갑 복구 단어: {p}": "korean",
    "frase de recuperación de la billetera: {p}": "spanish",
    "frase di recupero del portafoglio: {p}": "italian",
    "frase de recuperação da carteira: {p}": "portuguese",
    "obnovovací fráze peněženky: {p}": "czech",
    "钱包助记词：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Viber, Maricel: the company card for the compressor parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ticket PPS-180: pay the Bauer service with card {c}",
    "card number ko: {c}, {mm}/{yy}",
    "ang card number nako kay {c}",
    "card number ko ay {c}, {mm}/{yy}",
    "Kartennummer: {c}, gültig bis {mm}/{yy}",
    "카드 번호 {c}, 유효기간 {mm}/{yy}",
    "Jonas' Kreditkarte für die Tauchkurse: {c}",
    "guest paid the Busuanga trip with {c} ({mm}/{yy})",
    "eto po card ni Ma'am: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "jcb", "unionpay", "discover", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", " "][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 04/36, security code {cvv}",
               "the four digits above the Amex number: {cvv}",
               "Amex {c}, four-digit CID printed on the front: {cvv}",
               "yung apat na numero sa harap ng Amex: {cvv}",
               "Amex-Kartenprüfnummer (vorne, vierstellig): {cvv}",
               "아멕스 카드 앞면 4자리 CID {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    return {"c": number, "cvv": _r(rng, "3456789", 1) + _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries a rough count of country codes in heldouts 5 to 281 finds least (in twenty-four or
# twenty-five corpora each); BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"YE": "aaaannnn" + "c" * 18, "LC": "aaaa" + "c" * 24, "TL": "n" * 19,
                "KW": "aaaa" + "c" * 22, "SD": "n" * 14, "EG": "n" * 25, "MR": "n" * 23,
                "VA": "n" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice PPS-2032-044: please pay the pearl nucleus supplier to {i} within 30 days",
    "save the Kuwait buyer's IBAN: {i}",
    "IBAN: {i}\nReference: cashew lot 17, March",
    "Viber #finance: the Dili dive partner's new bank details, IBAN {i}",
    "IBAN ko: {i}",
    "ang IBAN nako kay {i}",
    "ang IBAN ka supplier ay {i}",
    "Meine IBAN für die Rückerstattung: {i}",
    "환불 받을 IBAN: {i}",
    "eto po yung IBAN: {i}",
    "Vatican choir group deposit, IBAN {i}",
    "pearl buyer in Nouakchott, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _de_vat(g: random.Random) -> str:
    """A German USt-IdNr: DE and nine digits, ISO 7064 mod 11,10."""
    return v.until(g, lambda h: "DE" + h.choice("123456789") + _r(h, D, 8), de_vat.is_valid)


def _kr_brn(g: random.Random) -> str:
    """A Korean business registration number: ten digits, a weighted check digit."""
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 9), kr_brn.is_valid)
    return str(kr_brn.format(number))


def _sg_uen(g: random.Random) -> str:
    """A Singapore UEN of a business: eight digits and a check letter."""
    return v.until(g, lambda h: _r(h, D, 8) + h.choice(UPPER), sg_uen.is_valid)


def _au_abn(g: random.Random) -> str:
    """An Australian Business Number: eleven digits, mod 89."""
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), au_abn.is_valid)
    return str(au_abn.format(number))


def _philsys(g: random.Random) -> str:
    """A PhilSys card number (PCN): sixteen digits in four groups, no public check."""
    return "-".join(_r(g, D, 4) for _ in range(4))


def _ph_tin(g: random.Random) -> str:
    """A Philippine TIN: nine digits and a branch code, no check verified here."""
    return f"{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, D, 3)}-000"


def _sss(g: random.Random) -> str:
    """An SSS number: 2-7-1 digits, no check verified here."""
    return f"{_r(g, '0123', 1)}{_r(g, D, 1)}-{_r(g, D, 7)}-{_r(g, D, 1)}"


def _philhealth(g: random.Random) -> str:
    """A PhilHealth number: 2-9-1 digits, no check verified here."""
    return f"{_r(g, '0123', 1)}{_r(g, D, 1)}-{_r(g, D, 9)}-{_r(g, D, 1)}"


def _pagibig(g: random.Random) -> str:
    """A Pag-IBIG MID number: twelve digits in three groups."""
    return f"1{_r(g, D, 3)}-{_r(g, D, 4)}-{_r(g, D, 4)}"


def _ph_licence(g: random.Random) -> str:
    """A Philippine driver's licence: a letter, two digits, two digits and six digits."""
    return f"{g.choice('DNK')}{_r(g, D, 2)}-{_r(g, D, 2)}-{_r(g, D, 6)}"


def _kr_passport(g: random.Random) -> str:
    """A Korean passport: M and eight digits."""
    return "M" + _r(g, D, 8)


def _de_passport(g: random.Random) -> str:
    """A German passport number: C and eight characters of its alphabet (check not verified)."""
    return "C" + _r(g, "CFGHJKLMNPRTVWXYZ0123456789", 8)


def _ph_passport(g: random.Random) -> str:
    """A Philippine passport: P, seven digits and a letter."""
    return "P" + _r(g, D, 7) + g.choice(UPPER)


def _prc(g: random.Random) -> str:
    """A PRC professional licence number: seven digits."""
    return g.choice("0123") + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "USt-IdNr. der Tauchschule in Stuttgart für die Rechnung: {s}": _de_vat,
    "German VAT id of the dive-travel agency: {s}": _de_vat,
    "사업자등록번호 (여행사): {s}": _kr_brn,
    "Korean travel agency's business registration number: {s}": _kr_brn,
    "UEN of the Singapore pearl wholesaler: {s}": _sg_uen,
    "ABN of the Cairns liveaboard partner: {s}": _au_abn,
    "PhilSys card number ko: {s}": _philsys,
    "my PhilSys number for the bank form: {s}": _philsys,
    "TIN ko: {s}": _ph_tin,
    "ang TIN nako kay {s}": _ph_tin,
    "SSS number ni Jhun: {s}": _sss,
    "ang SSS number ka driver ay {s}": _sss,
    "PhilHealth no.: {s}": _philhealth,
    "Pag-IBIG MID ko: {s}": _pagibig,
    "driver's license ng van driver: {s}": _ph_licence,
    "lisensya ni Kuya Bong: {s}": _ph_licence,
    "여권번호: {s}": _kr_passport,
    "passport of the Korean group leader: {s}": _kr_passport,
    "Reisepassnummer von Lukas: {s}": _de_passport,
    "passport number ko: {s}": _ph_passport,
    "PRC license ng engineer sa shed: {s}": _prc,
    "ang passport number nako kay {s}": _ph_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 4)}-{_r(rng, D, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Maribank 2FA recovery codes\n{codes}", "backup codes ng Google account ng shop: {codes}",
            "Hotelogix recovery keys: {codes}", "ang backup codes sa Facebook page kay\n{codes}",
            "Backup-Codes fürs Logbuch-Konto: {codes}", "백업 코드: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Traxion:roxas-van@bangkero.ph?secret={s}&issuer=Traxion&digits=6",
              "2FA setup key ng Maribank business: {s}",
              "TOTP secret for the HitPay dashboard: {s}",
              "2FA-Schlüssel (manuell) fürs Logbuch: {s}"]  # fmt: skip
_CODES = ["{c} is your Maribank verification code", "[Web발신] 인증번호 [{c}] 타인에게 노출하지 마세요",
          "OTP mo ay {c}. Huwag ibigay kahit kanino", "ang OTP nimo kay {c}, ayaw ipakita bisan kinsa",
          "Ihr Bestätigungscode lautet {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family(
    "otp_code", _CODES, lambda g, i, t: {"c": _r(g, "123456789", 1) + _r(g, D, 5)}, "c"
)


_SSIDS = ["Bangkero-Coron", "CoronDive-5G", "Kasoy-Shed", "Perlas-Office", "ElNido-Desk",
          "Roxas-Vans", "Starlink-Banca", "PLDT-Busuanga", "Globe-ElNido-2G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "boat network {s}, password {pw}",
    "wifi at the dive shop: {s} / {pw}",
    "yung wifi password sa {s}: {pw}",
    "pw ng wifi ({s}) → {pw}",
    "ang password sa wifi {s} kay {pw}",
    "ari ang password ka wifi {s}: {pw}",
    "WLAN {s}, Passwort {pw}",
    "와이파이 {s} 비번 {pw}",
    "the key printed under the PLDT modem: {pw}",
    "guest wifi sa desk: {s}\npassword: {pw}",
    "Starlink on the banca, ssid {s}, psk {pw}",
    "Wi-Fi {s} 비밀번호는 {pw} 입니다",
    "WLAN-Schlüssel für {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("zs_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("pirma_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated on the Viber call] {t}",
          "isa-isa ko babasahin: {t}", "usa-usa: {t}", "한 글자씩: {t}", "Buchstabe für Buchstabe: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        text = " | ".join(token[k : k + 4] for k in range(0, len(token), 4))
    elif style == 3:
        text = " - ".join(token[k : k + 5] for k in range(0, len(token), 5))
    else:
        text = [" ", ".", "  "][index % 3].join(token)
    return {"t": text}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["padlock ng bodega sa shed: {pw}", "ang code sa padlock sa compressor room kay {pw}",
          "ang code ka kandado sa bodega ay {pw}", "Zahlenschloss am Flaschenlager: {pw}",
          "도어락 비밀번호 {pw}", "the van key box at Roxas takes {pw} then #",
          "PIN ng ATM ng shop: {pw}", "ang PIN sa card kay {pw}", "pearl office alarm code: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, "123456789", 1) + _r(rng, D, [3, 4, 5, 3][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["coral", "outrigger", "mangrove", "lagoon", "cashew", "wreck", "sunset",
                 "snorkel", "limestone", "pearl", "current", "jetty", "turtle", "anchor",
                 "seagrass", "tricycle"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the shop vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Proton Pass master passphrase: {p}": " ", "Passphrase der Tresor-Datei: {p}": ".",
            "passphrase ng backup: {p}": " ", "ang passphrase sa vault kay {p}": "_",
            "백업 암호 문구: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTPie: http POST booking.bangkero.ph/api 'Authorization: Bearer {v}'": False,
    "RapidAPI (Paw) header Authorization = Basic {v}": True,
    "Yaak export of the Traxion call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "rsnapshot.conf:\nbackup\trsync://backup@nas.coron.lan/divelogs/\tcoron/\n# RSYNC_PASSWORD={pw}",
    "guacamole.properties:\npostgresql-username: guac\npostgresql-password: {pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "nextcloud config.php:\n'dbuser' => 'nc',\n'dbpassword' => '{pw}',",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    ".env:\nDB_USERNAME=booking\nDB_PASSWORD={pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'booking', 'PASSWORD': '{pw}'}}}}",
    "application.properties:\nspring.datasource.username=kasoy\nspring.datasource.password={pw}",
    "docker-compose.yml:\n  db:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "msmtprc:\naccount bangkero\nuser desk@bangkero.ph\npassword {pw}",
    "frigate config.yml:\nmqtt:\n  user: frigate\n  password: {pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "pgadmin servers.json: \"Password\": \"{pw}\"",
    "Home Assistant secrets.yaml:\nstarlink_router_password: {pw}",
    "unifi system.properties:\ndb.mongo.password={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:02] Jhun: wifi password ng boat?\n[07:03] Rowena: {pw}",
    "Katrin: root pw for the booking server?\nArnel: {pw}",
    "Maricel: {pw} na yung bagong admin password",
    "Dodong: gamita ang {pw}, mao na ang bag-o sa POS",
    "Inday: bago na pass ng Loyverse: {pw}",
    "Lukas: das neue Passwort ist {pw}",
    "민준: 새 비번 {pw}",
    "Cherry: {pw} ang password ka POS subong",
    "Rodel: ito na po {pw} salamat",
    "Seoyeon: 비밀번호 {pw} 입니다, 감사합니다",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\ufeffword = {pw}", "pass\u00adword → {pw}", "раsswоrd: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "ᴘᴀssᴡᴏʀᴅ = {pw}", "pass\u200bword: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
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
    _TAKEN.clear()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Hotelogix admin password is": "{s}", "compressor service pw:": "{s} (since the March overhaul)",
    "yung password ay": "{s}", "Loyverse password": "{s}\npalitan pagkatapos ng harvest",
    "ang password kay": "{s}", "Passwort:": "{s}", "비밀번호는": "{s} 입니다", "NVR password": "{s}",
    "the password Jhun read out over the radio was": "{s}, I think", "ang password ka POS ay": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "HitPay API key", "{s}", _j((HEX, 64))),
    ("split_token", "Zuper Scuba key:", "{s} (bookings)", _j("zs_", (ALNUM, 36))),
    ("split_token", "WorldTides key", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "tip-jar wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(v.card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KW"))),
    ("split_backup", "Maribank recovery codes", "{s}\nQWER-2210-7KD2\nPLMN-8812-Z3X9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "USt-IdNr.", "{s}", _de_vat),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = _new(rng, make)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    secrets()  # the secrets first, so that no field pair repeats one
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"hotelogix": {"url": "https://hx.bangkero.ph", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"Passwort": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "jhun", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nvrs": [{"name": "nvr-a"}, {"name": "nvr-perlas", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["psql", "-h", "pg.elnido.lan", "-U", "booking", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "yung password ng POS ay {s}"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "ang password sa compressor kay {s}, ayaw isulti"}': ("meta_password", _plain_pw),
    '{"hitpay": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"sevdeskToken": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"storehub_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LC")),
    '{"agency": {"ust_idnr": "{s}"}}': ("meta_id", _de_vat),
    '{"mfa": {"recovery_codes": ["{s}", "QWER-2210-7KD2", "PLMN-8812-Z3X9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tip_jar_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bodega": {"padlock_code": "{s}"}}': ("meta_pin", _j("7", (D, 4))),
    '{"wifi": {"ssid": "CoronDive-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    field_pairs()  # the secrets and field pairs first, so that no metadata repeats one
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"b-control-firmware-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/bangkero/booking:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"booking: add manifest export for Roxas vans", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"shed: revert moisture rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"divelog_2032-04-09.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"guests-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the compressor panel password before the Bauer service on 2032-05-20.",
    "Jhun asked for the boat wifi password; it's on the card in the captain's drawer.",
    "Policy: shop passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Viber; share a vault link instead.",
    "The `.env.example` line `HITPAY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Hotelogix desk asks for a new password every 90 days.",
    "Replace <YOUR_WORLDTIDES_KEY> in the README with the key from your WorldTides account.",
    "SEVDESK_API_TOKEN and STOREHUB_API_TOKEN must be set before the nightly sync runs.",
    "Wag mong ibigay ang password mo kahit kanino.",
    "Ayaw isulti ang imong password bisan kinsa.",
    "Indi mo pag-isugid ang password mo sa iba.",
    "Gib dein Passwort niemandem weiter.",
    "비밀번호는 아무에게도 알려주지 마세요.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "비밀번호는 14자 이상이어야 합니다.",
    "Salamat po sa pag-book! Kita-kits sa Coron.",
    "Upgraded the booking app from 3.0 to 3.1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the manifest export for the Roxas vans.",
    f"Rolled back to {_SHORT} after the moisture rounding broke the shed report.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The B-Control firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of guests-export-2031.parquet: {_SHA512}",
    f"The booking container runs ghcr.io/bangkero/booking@sha256:{_IMAGE}.",
    f"MD5 of divelog_2032-04-09.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2a71-8b4e-4d06-a1f3-5e7b90c2d418 is the slow one in the booking logs.",
    "Purchase order PO-2032-00377 for 40 sacks of raw cashew ships on Friday.",
    "Ticket PPS-118: the cashew shed roaster trips the breaker at noon.",
    "Call the El Nido desk on +63 917 555 0142 before 9 am.",
    "Booking BK-2032-04-1187: 2 divers, Barracuda Lake and Twin Peaks, pick-up 07:30.",
    "Manifest MNF-ROX-0419: 11 passengers, van plate NAB 4721, Roxas to El Nido.",
    "HS code 0801.32 is cashew nuts, shelled; 7101.22 is cultured pearls, worked.",
    "ISBN 978-971-27-1234-5 is the Palawan reef guide on the shop shelf.",
    "Postcode 5316 is Coron, 5313 is El Nido, 5300 is Puerto Princesa.",
    "Route 1 of the Roxas vans leaves at 06:00; route 4 at 13:30.",
    "Tank pressure 200 bar, nitrox EAN32, max depth 34 m.",
    "The Irako wreck sits at 43 m; the Okikawa Maru at 26 m.",
    "After five wrong passwords the Hotelogix desk locks the account for 15 minutes.",
    "Lot LOT-2032-KSY-0207, 25 kg, moisture 7.8 %; grade W320.",
    "Pearl harvest batch PB-2032-03: 412 pearls, 9-12 mm, golden South Sea.",
    "Ask Rowena for the bodega padlock code, I don't have it.",
    "My card ending 4417 was declined at the Coron hardware store.",
    "The Kuwait buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the shop's Maribank account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `HITPAY_API_KEY` in the secrets store, never in the repository.",
    "The guest wifi 'Bangkero-Guest' is open, no password needed.",
    "Weather: Signal No. 1 over northern Palawan, boats to Linapacan cancelled.",
    "Dive computer serial SW-PRD-224418, firmware 94.",
    "Van plate NAB 4721 is due for its LTO renewal in June 2032.",
    "The Zuper Scuba 2032 release moved the API key page under Settings › Developers.",
    "OTP codes expire after 5 minutes; ask the guest to request a new one.",
    "PhilSys registration is at the municipal hall on Tuesdays.",
    "The PIN pad at the El Nido desk is a Verifone V240m, serial 401-337-992.",
    "Flight 5J 643 lands in Busuanga at 10:15.",
    "Padi course code OWD-2032-117, 4 students, instructor Katrin.",
    "Das Passwort für den Kurs bekommst du vor Ort.",
    "예약 번호 KR-2032-0418, 다이버 3명, 보트 07:30 출발.",
    "ang booking number ay BK-2032-04-1190, salamat kaayo.",
    "Exchange rate on Friday: 1 EUR = 62.40 PHP, 1,000 KRW = 41.90 PHP.",
    "Coron port, berth 3: the 13:00 Atienza boat to El Nido is full.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/shop/hotelogix", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "PPS-118", "purchase_order": "PO-2032-00377"}',
    '{"lot": {"id": "LOT-2032-KSY-0207", "weight_kg": 25, "grade": "W320"}}',
    '{"phone": "+63 917 555 0142", "town": "El Nido"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "divers_today": 14}',
    '{"hs_code": "0801.32", "origin": "PH", "description": "cashew nuts, shelled"}',
    '{"manifest": "MNF-ROX-0419", "van": "NAB 4721", "passengers": 11}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_TEXT = "\n".join(CLEAN + _CLEAN_METADATA_JSON)
