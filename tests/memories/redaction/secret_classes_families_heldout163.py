# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-sixty-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-sixty-second's docstring, the
fifth to hundred-and-sixty-second only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-sixty-fourth to hundred-and-sixty-sixth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (163582947),
password words (a spice or a sago dish, an island, a number and a sign; a boat word, a number, an
island and a sign; a pearl's size in millimetres, its grade, a sign and a number; a name, a birth
year, a sign and an island; leet spice and fish words with a year; two spice words joined by a dot
with a number; a nickel grade and `Feronikel`; `KM`, a boat word, a number, a sign and capitals; a
name, `Suka` and a spice; `Opa`, a name and a pre-war year; a generator's four groups of five and
random runs), names, places, templates, tools, vendors and layouts, the way the staff of Rempah
Timur (a fictional group in Maluku and North Maluku: a nutmeg and mace plantation at Lonthoir on
Banda, clove gardens on Ternate and Tidore, a nickel smelter with a rotary kiln and electric
furnaces at Weda on Halmahera, a pearl farm at Dobo in the Aru islands, a mission hospital at
Tobelo, an inter-island ferry line Ambon-Banda-Tual and a bank agent network in Langgur, Masohi,
Namlea and Sofifi) leak secrets into an assistant's memory. The texts are WhatsApp groups and
calls, Telegram, Signal, Messenger and SMS messages, chat logs with times, Samsung Notes, Google
Keep, ColorNote and Mi Notes notes, GLPI, osTicket and Jira tickets, e-mails, a runbook, a README
fragment, shell, PowerShell, Termux, MobaXterm, PuTTY, tmux, fish and zsh history, code (Go, Rust,
Perl, Julia, Nim, Clojure, Java, PHP, Python, Kotlin, Elixir), configs and env files, voice memos,
dictated text and requests to the assistant itself, around the kiln, the XRF lab, the weighbridge,
the ward, the radar, the ticket kiosks and the agents' EDC terminals.

Tools, calls, flags, variables and files none of heldouts 5 to 162 names (each grepped for the
call, flag or file itself): `qpid-stat -b user/…@host`, `openstack … --os-password` and `nova
--os-username … --os-password`, `sqlite3 -cmd "PRAGMA key='…'"`, Ignition's
`gwcmd --password` and a `gwcmd.properties`, `ossutil64 config … -k`, `jsqsh -U … -P`, virsh's
`esx://` URI fed a password on stdin, Postfix's `sasl_passwd` (run `postmap` after), OpenStack's
`clouds.yaml`, `qpidd.conf`, `gemfire.properties`, `ignite-config.xml`, `crate.yml`, Elixir's
`config.exs`; in code `binance.NewClient(…)` for Tokocrypto, a `SatuSehatClient::new(…)` and a
`KerjooApi(token = …)`. Beside them common layouts (env files, compose, systemd, CI variables,
a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection URLs) and
commands other corpora also use, in wordings of their own.

About 47 % of the secret samples are in other languages than English (by a rough count of the
drawn samples by marker words, 182 of 390): Galela, Kei (Evav), Bandanese (the Banda language of
Banda Eli), Alune, Buru, Sahu, Taba (East Makian) and Geser-Gorom, which no earlier docstring
names, and Ambonese Malay, North Moluccan (Ternate) Malay, Ternate, Tidore, Tobelo, Javanese and
Bugis of the settlers, Indonesian and the Dutch of the elders. The wordings are the author's
approximations, checked by no speaker, built around a few marker words and the loanwords people
there really text (password, wifi, PIN, OTP, kartu, IBAN, API key, token, backup codes,
passphrase): Ambonese Malay's `beta`, `ale`, `pung`, `seng`, `su`, `jang kasi tau`, `katong`,
`lai`; North Moluccan Malay's `kita`, `ngana`, `pe`, `so`, `tara`, `jang kase tau`, `pa dorang`;
Ternate's `fangare ma`; Tidore's `ngori ma`; Tobelo's `ngohi ahi`; Galela's `ngohi ai`; Kei's
`ya'au ning` and `ain ni ain`; Javanese's `-ku`, `saiki`, `tembung`, `ojo dikandhakke sapa-sapa`;
Bugis's `-ku`, `aja' mupowadai`, `iye'`; Indonesian's `kata sandi`, `saya`, `nomor`, `jangan
berikan`; Dutch's `wachtwoord`, `niet doorvertellen hoor`, `opa`. The Galela, Kei, Bandanese,
Alune, Buru, Sahu, Taba and Geser-Gorom lines are the thinnest guesses (a pronoun or a marker
beside Malay words, as people there also text).

Vendors (the BCA API, BPJS VClaim and P-Care, SatuSehat, E-Klaim (INA-CBG), AsliRI, Biznet Gio,
Prosa.ai, Indodax, Tokocrypto, Rekeningku, Bareksa, Ajaib, Stockbit, Tilaka, Digisign, Watzap,
Ruangwa, Dripsender, Ninja Xpress, Everpro, BukuWarung, Kasir Pintar, iSeller, Trustmedis,
Assist.id, Jojonomic, Mangoesky, Hadirr, Kitalulus, Ayopop, Gajiku, Catapa, LinovHR and Kerjoo)
are ones heldouts 5 to 162 do not name. The shapes the author believes real are the BCA API's UUID
secret, E-Klaim's 64-hex encryption key, Tokocrypto's 64-character secret (Binance's shape) and
Indodax's key of eight dash-joined groups of eight; the rest are the author's guesses (hex,
base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Prosa.ai and Stockbit, Hadirr's `hdr_`),
since none of them publishes a shape the author knows.

The ids are kinds heldouts 5 to 162 do not use: Indonesia's Nomor Induk Berusaha (NIB), a family
card number (Nomor Kartu Keluarga, NKK), a fishing-vessel permit (SIKPI), a vessel's tanda selar,
a Kartu Indonesia Sehat number, a pharmacy technician's STRTTK and a Kartu Tani number, for which
python-stdnum has no module and which no library or this file checks (no check-digit algorithm is
written here): they are unchecked, their shapes as the author believes them or invented; passports
(Indonesian, Dutch) under English, Ambonese, North Moluccan, Indonesian, Javanese, Bugis, Kei and
Dutch words, likewise unchecked. Card numbers pass Luhn (the value helpers' Visa, Mastercard, JCB,
Amex and UnionPay, and GPN debit prefixes drawn here, checked with python-stdnum's `luhn`). The
IBANs are of countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts
5 to 162 (Nicaragua, Pakistan, Palestine, Liechtenstein, Lithuania, Israel, Norway and Sweden, in
twelve corpora each by that count), drawn until `stdnum.iban` validates them; seed phrases come
from `mnemonic`'s English, Spanish, French, Portuguese, Italian and Czech lists, each with a valid
checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60
clean texts and 10 clean metadata dicts.
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

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 163_582_947
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


_SPICE = ["Pala", "Cengkeh", "Fuli", "Kenari", "Sagu", "Papeda", "Kasbi", "Cakalang", "Mutiara",
          "Laterit", "Feronikel", "Kayuputih", "Gandaria", "Salak", "Sopi", "Bagea"]  # fmt: skip
_BOAT = ["Speedboat", "Longboat", "Belang", "Kora", "Jonson", "Pelni", "Lambo", "Rakit",
         "Jangkar", "Dermaga", "Haluan", "Buritan"]  # fmt: skip
_ISLES = ["Ambon", "Banda", "Neira", "Lonthoir", "Run", "Seram", "Masohi", "Ternate", "Tidore",
          "Soasio", "Tobelo", "Weda", "Sofifi", "Tual", "Langgur", "Dobo", "Namlea", "Haruku",
          "Saparua", "Jailolo"]  # fmt: skip
_NAMES = ["Yopi", "Marthen", "Frangky", "Selfi", "Ongen", "Maxi", "Elda", "Yance", "Nona",
          "Rustam", "Hamid", "Nurlela", "Sahril", "Ikbal", "Fatma", "Jafar", "Suparno", "Sri",
          "Andi", "Baso", "Daeng", "Wim", "Ria", "Hendrik", "Rahanra", "Rumangun", "Ohoiwutun",
          "Salawati", "Latuconsina", "Tuasikal"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["P4l4", "C3ngk3h", "K4s8i", "S4gu", "Mut14r4", "C4k4l4ng", "K3n4r1", "P4p3d4", "N1k3l"]


def _pearl(g: random.Random) -> str:
    """A pearl's size in millimetres and its grade, the way the farm's sorters make a password."""
    return (
        f"Mutiara{g.randrange(8, 19)}mm{g.choice('ABC')}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"
    )


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SPICE)}{g.choice(_ISLES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_BOAT)}{g.randrange(1, 40)}{g.choice(_ISLES)}{g.choice(_SYMBOLS)}",
    _pearl,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_ISLES)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_SPICE).lower()}.{g.choice(_SPICE).lower()}{g.randrange(100, 1000)}",
    lambda g: f"Ni{g.randrange(14, 25) / 10}Feronikel{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    _manager,
    lambda g: f"{g.choice(_NAMES)}Suka{g.choice(_SPICE)}{g.randrange(2, 100)}",
    lambda g: f"KM{g.choice(_BOAT)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"Opa{g.choice(_NAMES)}{g.randrange(1940, 1960)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WA grup 'Kebun Pala Lonthoir', Yopi: password PC gudang pala {pw}",
    "WA from Marthen: ABB 800xA operator workplace password on the kiln line is {pw}",
    "Telegram, smelter shift lead Rustam: the Honeywell Experion station password {pw}",
    "Signal DM from Selfi: Thermo Niton XL5 analyser admin password {pw}",
    "SMS from Hamid: weighbridge PC at the ore jetty, password {pw}",
    "WA call note, hospital IT: Fujifilm FCR Capsula XL console password {pw}",
    "Messenger, Nurlela: Mindray DC-70 ultrasound service password is {pw}",
    "Telegram group 'Ferry Ambon-Banda': Furuno FAR-2228 radar service password {pw}",
    "Zoom chat, ferry office Tual: AIS base station web password {pw}",
    "WA from Ikbal: the EDC BRILink terminal merchant password is {pw}",
    "Samsung Notes 'agen Langgur': fingerprint reader admin password {pw}",
    "Google Keep note 'mutiara Dobo': YSI ProDSS handheld password {pw}",
    "ColorNote on the hatchery tablet: Sysmex XN-550 lab password {pw}",
    "Mi Notes, Fatma: smelter canteen POS password {pw}",
    "GLPI ticket 2207: the XRF lab PC password {pw} is shared by three shifts",
    "osTicket #5531: nurse station PC at Tobelo, password {pw}, please reset",
    "Jira FERRY-88: booking kiosk at Banda Neira, admin password {pw}",
    "Hi Jafar,\n\nthe root password on the bank-agent sync server is {pw}. Please delete this mail once it's stored.\n\nSalam,\nElda",
    "Runbook: restart the electric furnace historian\n1. RDP to hist-01\n2. user ops\n3. password {pw}\n4. restart the collector service",
    "README (pearl-farm NAS)\nweb UI https://nas.dobo.rempah.lan, admin password `{pw}`",
    "my BRImo password is {pw} now",
    "can you remember my Bank Maluku Malut app password? it's {pw}",
    "dictated: the ferry booking portal password is {pw} full stop",
    "after the reinstall the nutmeg grader PC password became {pw}",
    "note to self: clove dryer controller password {pw}",
    "beta pung password email tu {pw}, jang kasi tau orang e",
    "Yopi: ale pung password server baru {pw}, seng usah bilang sapa-sapa",
    "password wifi kantor su ganti, skarang {pw} lai",
    "kita pe password email {pw}, jang kase tau pa dorang",
    "Rustam: ngana pe password server baru {pw}, so ganti kemarin",
    "password laptop kantor Sofifi so jadi {pw}",
    "fangare ma password email: {pw}",
    "ngori ma password komputer kadaton {pw}",
    "ngohi ahi password email {pw}, Tobelo",
    "ngohi ai password komputer rumah sakit: {pw} (Galela)",
    "ya'au ning password email {pw}, ain ni ain",
    "Rahanra: password komputer Langgur ne {pw}",
    "password kita e Banda Eli: {pw}",
    "au password email Alune {pw}, Piru",
    "yako password email Namlea: {pw}",
    "Sahu: ngaiya password laptop {pw}",
    "yak password email Makian: {pw}",
    "Geser: ami password server {pw}",
    "password emailku {pw}, ojo dikandhakke sapa-sapa",
    "Suparno: sandi PC timbangan saiki {pw}",
    "password email-ku {pw}, aja' mupowadai tau laing",
    "Andi: password komputer gudang {pw}, iye'",
    "kata sandi email saya {pw}",
    "kata sandi komputer kasir sekarang {pw}",
    "het wachtwoord van opa's computer is {pw}, niet doorvertellen hoor",
    "Tante Ria: mijn wachtwoord voor de bank is {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["yopi", "marthen.l", "frangky", "selfi", "ongen", "maxi.t", "elda", "yance", "rustam",
          "hamid.s", "nurlela", "sahril", "ikbal", "fatma.j", "jafar", "suparno", "sri.w", "andi",
          "baso", "daeng.r", "rahanra", "rumangun", "wim.h", "svc-kiln", "agen-langgur",
          "ferry-ops"]  # fmt: skip
_LOGINS = [
    "WA, Marthen: the Experion login is {u} / {pw}",
    "GLPI #2231: {u} locked out of the XRF PC, last password {pw}",
    "user {u} pass {pw}",
    "Google Sheets 'akun alat': | {u} | {pw} |",
    "| device | login | password |\n|---|---|---|\n| weighbridge | {u} | {pw} |",
    "sign into the ferry booking console as {u} with {pw}",
    "kiosk login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: hist-01\n  user: {u}\n  password: {pw}",
    "Telegram: account {u}, password {pw}",
    "Ikbal says the EDC admin is {u} and the password is {pw}",
    "host,login,password\nagen-sync,{u},{pw}",
    "beta pung username {u}, password {pw}",
    "kita pe user {u}, password {pw}",
    "username saya {u}, kata sandi {pw}",
    "usernameku {u}, passwordku {pw}",
    "gebruiker {u}, wachtwoord {pw}",
    "ya'au ning user {u}, password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["pala", "cengkeh", "fuli", "kenari", "papeda", "kasbi", "cakalang", "gandaria",
               "bagea", "sopi", "kayuputih", "lonthoir", "kora-kora", "tifa", "totobuang",
               "cakalele", "sasi", "baileo", "lenso", "kewang", "tahuri", "masohi"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the kiln PC it's {w} and {d} at the end",
    "voice memo: the ferry office wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "password tu kata {w}, abis itu {d}",
    "password pe kata {w}, baru {d}",
    "kata sandinya kata {w}, lalu angka {d}",
    "passwordku tembung {w}, terus {d}",
    "het wachtwoord is het woord {w} en daarna {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "qpid-stat -b {u}/{pw}@amqp.rempah.lan:5672 -q",
    "qpid-config -b {u}/{pw}@amqp.rempah.lan:5672 add queue agen.tx",
    "openstack --os-auth-url https://cloud.rempah.lan:5000/v3 --os-username {u} --os-password '{pw}' server list",
    "nova --os-username {u} --os-password '{pw}' --os-project-name smelter list",
    "vmrun -T ws -gu {u} -gp '{pw}' runProgramInGuest hist-01.vmx C:\\ops\\restart.bat",
    "dar -c /backup/rekam-medis -R /srv/rm -K aes:{pw}",
    "sqlite3 -cmd \"PRAGMA key='{pw}';\" agen.db",
    "gwcmd --user {u} --password '{pw}' --restart",
    "clpplus {u}/{pw}@db2.rempah.lan:50000/AGEN",
    "sqlline -u jdbc:phoenix:zk1.rempah.lan -n {u} -p '{pw}'",
    "crash --hosts https://crate.rempah.lan:4200 --username {u} --password '{pw}'",
    "bendsql -h dbs.rempah.lan -u {u} -p '{pw}'",
    "cbq -e couchbase://cb.rempah.lan -u {u} -p '{pw}'",
    "gfsh -e \"connect --locator=geo.rempah.lan[10334] --user={u} --password={pw}\"",
    "control.sh --host ignite.rempah.lan --user {u} --password '{pw}' --state",
    "mmctl auth login https://chat.rempah.lan --name rempah --username {u} --password-file <(echo '{pw}')",
    "prosodyctl register {u} chat.rempah.lan '{pw}'",
    "register_new_matrix_user -u {u} -p '{pw}' -a -c homeserver.yaml",
    "fs_cli -H pbx.rempah.lan -P 8021 -p '{pw}'",
    "sipsak -s sip:100@pbx.rempah.lan -a '{pw}' -u {u}",
    "linphonecsh register --host pbx.rempah.lan --username {u} --password '{pw}'",
    "pjsua --id sip:{u}@pbx.rempah.lan --registrar sip:pbx.rempah.lan --realm '*' --username {u} --password '{pw}'",
    "mongotop --host mongo.rempah.lan -u {u} -p '{pw}' --authenticationDatabase admin 15",
    "cbbackupmgr config -a /backup -r agen -c couchbase://cb.rempah.lan -u {u} -p '{pw}'",
    "ossutil64 config -e oss-ap-southeast-5.aliyuncs.com -i {u} -k '{pw}'",
    "b2 authorize-account {u} '{pw}'",
    "swift -A https://obj.rempah.lan/auth/v1.0 -U smelter:{u} -K '{pw}' list",
    "xe -s xen.rempah.lan -u {u} -pw '{pw}' vm-list",
    "esxcli -s esx1.rempah.lan -u {u} -p '{pw}' vm process list",
    "virsh -c 'esx://{u}@esx1.rempah.lan/?no_verify=1' list --all <<< '{pw}'",
    "mysqlsh --uri {u}@mysql.rempah.lan:3306 --password='{pw}' --sql",
    "jsqsh -U {u} -P '{pw}' -S ase.rempah.lan -p 5000",
    "smbmap -H fs.rempah.lan -u {u} -p '{pw}' -d REMPAH",
    "evil-winrm -i hist-01.rempah.lan -u {u} -p '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ops@kiln-hmi:~$ {c}", "PS C:\\ops> {c}", "root@agen-sync:~# {c}",
    "Termux on the ferry office phone: {c}", "Git Bash, MINGW64 ~/rumah-sakit $ {c}",
    "MobaXterm, session 'Weda': {c}", "PuTTY to hist-01: {c}", "tmux pane 2, ternate-gw: {c}",
    "fish, ikbal@langgur-nuc ~> {c}", "zsh history:\n: 1968123456:0;{c}",
    "bash_history on the smelter jump host:\n{c}",
    "command yang beta jalankan: {c}", "kita so jalankan: {c}", "perintah yang saya jalankan: {c}",
    "printahku mau: {c}", "commando die ik draaide: {c}",
    "beta pung history: {c}", "riwayat terminal saya: {c}", "kita pe history: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "amqp://{u}:{pw}@amqp.rempah.lan:5672/agen",
    "couchbases://{u}:{pw}@cb.rempah.lan/agen",
    "crate://{u}:{pw}@crate.rempah.lan:4200",
    "db2://{u}:{pw}@db2.rempah.lan:50000/AGEN",
    "ibm_db_sa://{u}:{pw}@db2.rempah.lan:50000/AGEN",
    "mssql+pymssql://{u}:{pw}@simrs.rempah.lan/rekam_medis",
    "clickhouse+native://{u}:{pw}@ch.rempah.lan:9000/smelter",
    "redis://{u}:{pw}@redis.rempah.lan:6379/2",
    "ftps://{u}:{pw}@ftp.rempah.lan/laporan/",
    "sip:{u}:{pw}@pbx.rempah.lan",
    "jdbc:db2://db2.rempah.lan:50000/AGEN:user={u};password={pw};",
    "Server=simrs.rempah.lan;Database=RekamMedis;User Id={u};Password={pw};TrustServerCertificate=True",
    "webdavs://{u}:{pw}@dav.rempah.lan/berkas",
]  # fmt: skip
_URL_PLACES = [
    "AGEN_DB_URL={c}", "the old connection: {c}", "keep this connection string for me: {c}",
    "koneksi database beta: {c}", "kita pe URL database: {c}", "GLPI #2240: {c}",
    "string koneksi: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "rempah-timur", "sub": f"cl_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "agen:read rm:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _indodax_key(g: random.Random) -> str:
    return "-".join(_r(g, UPPER_DIGITS, 8) for _ in range(8))


_VENDORS: list[tuple[str, str, Maker]] = [
    ("BCA API", "BCA_API_SECRET", lambda g: v.uuid4(g, "8")),
    ("VClaim", "VCLAIM_CONS_SECRET", _j((ALNUM, 10))),
    ("SatuSehat", "SATUSEHAT_CLIENT_SECRET", _j((ALNUM, 64))),
    ("E-Klaim", "EKLAIM_ENCRYPTION_KEY", _j((HEX, 64))),
    ("P-Care", "PCARE_USER_KEY", _j((HEX, 32))),
    ("AsliRI", "ASLIRI_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Biznet Gio", "BIZNETGIO_SECRET_KEY", _j((B64, 40))),
    ("Prosa.ai", "PROSA_API_KEY", _vendor_jwt("https://api.prosa.ai")),
    ("Indodax", "INDODAX_API_KEY", _indodax_key),
    ("Indodax", "INDODAX_SECRET_KEY", _j((HEX, 80))),
    ("Tokocrypto", "TOKOCRYPTO_SECRET_KEY", _j((ALNUM, 64))),
    ("Rekeningku", "REKENINGKU_API_SECRET", _j((HEX, 64))),
    ("Bareksa", "BAREKSA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Ajaib", "AJAIB_PARTNER_SECRET", _j((ALNUM, 48))),
    ("Stockbit", "STOCKBIT_ACCESS_TOKEN", _vendor_jwt("https://api.stockbit.com")),
    ("Tilaka", "TILAKA_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Digisign", "DIGISIGN_API_TOKEN", _j((ALNUM, 40))),
    ("Watzap", "WATZAP_API_KEY", _j((UPPER_DIGITS, 16))),
    ("Ruangwa", "RUANGWA_TOKEN", _j((ALNUM, 30))),
    ("Dripsender", "DRIPSENDER_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Ninja Xpress", "NINJAVAN_CLIENT_SECRET", _j((HEX, 32))),
    ("Everpro", "EVERPRO_API_KEY", _j((ALNUM, 36))),
    ("BukuWarung", "BUKUWARUNG_SECRET", _j((B64, 44))),
    ("Kasir Pintar", "KASIRPINTAR_TOKEN", _j((HEX, 40))),
    ("iSeller", "ISELLER_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Trustmedis", "TRUSTMEDIS_API_KEY", _j((URLSAFE, 48))),
    ("Assist.id", "ASSIST_ID_SECRET", _j((HEX, 40))),
    ("Jojonomic", "JOJONOMIC_API_TOKEN", _j((ALNUM, 50))),
    ("Mangoesky", "MANGOESKY_PORTAL_TOKEN", _j((UPPER_HEX, 32))),
    ("Hadirr", "HADIRR_API_KEY", _j("hdr_", (ALNUM, 32))),
    ("Kitalulus", "KITALULUS_PARTNER_KEY", _j((HEX, 32))),
    ("Ayopop", "AYOPOP_SECRET_KEY", _j((ALNUM, 40))),
    ("Gajiku", "GAJIKU_API_TOKEN", _j((B64, 56))),
    ("Catapa", "CATAPA_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("LinovHR", "LINOVHR_API_KEY", _j((HEX, 48))),
    ("Kerjoo", "KERJOO_TOKEN", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.override.yml:\n    environment:\n      - {env}={tok}",
    "Laravel config/services.php: '{env}' => env('{env}', '{tok}'),",
    "pm2 ecosystem: env: {{ {env}: \"{tok}\" }}",
    "GitLab CI variable {env} (not masked!): {tok}",
    "kubectl set env deploy/agen-api {env}={tok}",
    "Dockerfile:\nENV {env}={tok}",
    "systemd unit:\n[Service]\nEnvironment={env}={tok}",
    "SIMRS › Pengaturan › Integrasi › {vendor} › API key: {tok}",
    "Google Sheets 'integrasi': | {vendor} | 2033 | {tok} |",
    "WA, Ikbal: {vendor} key for the agent sync: {tok}",
    "Telegram: the {vendor} token we use now is {tok}, the old one is revoked",
    "GLPI #2260: {vendor} sync fails with 401, configured key {tok}",
    "osTicket #5590: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "beta pung API key {vendor}: {tok}",
    "kita pe API key {vendor} {tok}",
    "API key {vendor} untuk sinkron agen: {tok}",
    "kunci API {vendor}: {tok}",
    "API-sleutel van {vendor}: {tok}",
    "API key {vendor}-ku: {tok}",
    "ale pung token {vendor} tu {tok}",
    "ngana pe API key {vendor}: {tok}",
    "kunci API {vendor} sing anyar: {tok}",
    "token {vendor} yang baru: {tok}",
    "de sleutel van {vendor} is {tok}",
    "token {vendor} ya'au ning: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    bca = v.uuid4(rng, "a")
    vclaim = _r(rng, ALNUM, 10)
    tokocrypto = _r(rng, ALNUM, 64)
    eklaim = _r(rng, HEX, 64)
    satusehat = _r(rng, ALNUM, 64)
    kerjoo = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'$signature = hash_hmac("sha256", $stringToSign, "{bca}");  // BCA API secret', bca),
        Sample("vendor_token", f'signature = hmac.new(b"{vclaim}", f"{{cons_id}}&{{tstamp}}".encode(), hashlib.sha256)  # VClaim cons secret', vclaim),
        Sample("vendor_token", f'client := binance.NewClient(apiKey, "{tokocrypto}") // Tokocrypto secret', tokocrypto),
        Sample("vendor_token", f"define('EKLAIM_KEY', '{eklaim}');", eklaim),
        Sample("vendor_token", f'let client = SatuSehatClient::new("rs-tobelo", "{satusehat}");', satusehat),
        Sample("vendor_token", f"val kerjoo = KerjooApi(token = \"{kerjoo}\")", kerjoo),
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


_BARE_PLACES = ["{t}", "WA: {t}", "it only shows it once, so here:\n{t}", "token beta: {t}",
                "kita pe token: {t}", "{t}\n^ new one, the old one is dead", "simpan ini ya: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 46)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 54)), _j((B64, 48)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the pearl-raft buoy B-12 (OTAA): {h}": 32,
    "AES key of the ferry ticket QR codes: {h}": 64,
    "HMAC secret for the agent-network settlement webhook: {h}": 64,
    "kunci enkripsi backup rekam medis: {h}": 64,
    "beta pung kunci enkripsi backup: {h}": 48,
    "kita pe kunci enkripsi server: {h}": 32,
    "encryptiesleutel van de back-up: {h}": 64,
    "pre-shared key of the smelter's IPsec tunnel to Ternate (hex): {h}": 64,
    "DUKPT base derivation key of the EDC terminals, hex: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #2271: token copied from the browser's network tab {t}",
    "Cookie: lang=id; rt_session={t}",
    "AGEN_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token beta: {t}",
    "kita pe token {t}",
    "token akses SIMRS: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@rempah-timur.id"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.rempah-timur.id/realms/staf", "azp": "simrs-web",
                   "roles": ["perawat", "kasir"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the agent sync server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/simrs.rempah-timur.id.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SETTLEMENT_PRIVATE_KEY": "{key}", "bank": "agen"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_kiln <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "kunci privat server beta:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "kita pe private key:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the BPJS claim drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Ledger backup of the pearl-fund wallet, copying it off the card: {p}": "english",
    "Trezor recovery phrase\n{p}": "english",
    "voice memo: the old Electrum wallet words are {p} and that's all": "english",
    "frase pemulihan dompet Tokocrypto punya beta: {p}": "english",
    "kita pe seed phrase: {p}": "english",
    "seed phrase dompet kripto saya: {p}": "english",
    "frase de recuperación de la cartera, del primo en Madrid: {p}": "spanish",
    "phrase de récupération du portefeuille : {p}": "french",
    "frase de recuperação da carteira: {p}": "portuguese",
    "frase di recupero del portafoglio: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
    "herstelzin van opa's wallet: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    assert _MNEMO[lang].check(str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (the GPN debit prefixes, which the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "gpn":
        return _card_of(rng, ["936001", "936002", "936008", "936009"], [16])
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "WA, Marthen: the company card for the kiln spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "GLPI #2290: pay the Furuno service visit with card {c}",
    "beta pung nomor kartu: {c}, {mm}/{yy}",
    "kita pe nomor kartu {c}",
    "nomor kartu debit saya: {c}, berlaku {mm}/{yy}",
    "nomer kertuku: {c}",
    "mijn kaartnummer: {c}, geldig tot {mm}/{yy}",
    "ya'au ning nomor kartu: {c}",
    "nomor kartu-ku: {c}, {mm}/{yy}",
    "kartu ATM beta: {c}",
]  # fmt: skip
_BRANDS = ["visa", "gpn", "mastercard", "jcb", "gpn", "amex", "unionpay", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, security code {cvv}",
               "the three digits on the back of the card: {cvv}",
               "Amex {c}, four-digit CID above the number: {cvv}",
               "tiga angka di belakang kartu: {cvv}",
               "beta pung CVV: {cvv}",
               "kita pe kartu pe CVV {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 162;
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"NI": "aaaa" + "n" * 20, "PK": "aaaa" + "c" * 16, "PS": "aaaa" + "c" * 21,
                "LI": "n" * 5 + "c" * 12, "LT": "n" * 16, "IL": "n" * 19, "NO": "n" * 11,
                "SE": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice RT-2033-041: please pay the pearl buyer's commission to {i} within 14 days",
    "save the Oslo nutmeg importer's IBAN: {i}",
    "IBAN: {i}\nReference: fuli lot 12, March",
    "WA #keuangan: the Vaduz trader's new bank details, IBAN {i}",
    "beta pung IBAN: {i}",
    "kita pe IBAN {i}",
    "IBAN pembeli dari Karachi: {i}",
    "IBAN sedulurku ing Vilnius: {i}",
    "IBAN van mijn kleinzoon in Stockholm: {i}",
    "IBAN the Managua coffee partner sent: {i}",
    "ya'au ning IBAN: {i}",
    "IBAN the Ramallah olive-oil buyer uses: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    assert std_iban.is_valid(number)
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _nib(g: random.Random) -> str:
    """An Indonesian business registration number (Nomor Induk Berusaha): thirteen digits."""
    return g.choice("129") + _r(g, D, 12)


def _nkk(g: random.Random) -> str:
    """A family card number (Nomor Kartu Keluarga): a Maluku region code, sixteen digits."""
    return g.choice(["8101", "8102", "8171", "8201", "8271", "8205"]) + _r(g, D, 12)


def _sikpi(g: random.Random) -> str:
    """A fishing-vessel permit (SIKPI) number, in the shape the author guesses."""
    return f"{_r(g, D, 5)}/SIKPI/{g.choice(['DKP', 'PSDKP'])}/{g.randrange(2028, 2034)}"


def _selar(g: random.Random) -> str:
    """A vessel's tanda selar (gross tonnage, a register number and a port's letters)."""
    return f"GT.{g.randrange(20, 300)} No.{_r(g, D, 4)}/{g.choice(['Ba', 'Ta', 'Kd', 'Qq'])}"


def _kis(g: random.Random) -> str:
    """A Kartu Indonesia Sehat number: thirteen digits from 000."""
    return "000" + _r(g, D, 10)


def _strttk(g: random.Random) -> str:
    """A pharmacy technician's registration (STRTTK), in the shape the author guesses."""
    return f"{_r(g, D, 2)}.{_r(g, D, 2)}.{_r(g, D, 4)}.{_r(g, D, 4)}"


def _kartu_tani(g: random.Random) -> str:
    """A farmer's card (Kartu Tani) number: sixteen digits, unchecked here."""
    return "5" + _r(g, D, 15)


def _id_passport(g: random.Random) -> str:
    """An Indonesian passport: a letter and seven digits."""
    return g.choice("BCEX") + _r(g, D, 7)


def _nl_passport(g: random.Random) -> str:
    """A Dutch passport: two letters, six letters or digits (no O) and a digit."""
    return (
        _r(g, "ABCDEFGHIJKLMNPRSTUVWXYZ", 2)
        + _r(g, "ABCDEFGHJKLMNPRSTUVWXYZ123456789", 6)
        + _r(g, D, 1)
    )


_ID_PLACES: dict[str, Maker] = {
    "NIB (Nomor Induk Berusaha) of the pearl farm, for the export form: {s}": _nib,
    "Nomor Induk Berusaha koperasi pala Banda: {s}": _nib,
    "beta pung nomor kartu keluarga (NKK): {s}": _nkk,
    "kita pe NKK {s}": _nkk,
    "Nomor KK saya: {s}": _nkk,
    "SIKPI of the long-liner KM Tahuri: {s}": _sikpi,
    "nomor SIKPI kapal beta: {s}": _sikpi,
    "tanda selar of the ferry tender: {s}": _selar,
    "tanda selar kita pe kapal: {s}": _selar,
    "nomor Kartu Indonesia Sehat ibu: {s}": _kis,
    "nomor KIS beta: {s}": _kis,
    "STRTTK of the hospital pharmacy technician: {s}": _strttk,
    "nomor STRTTK saya: {s}": _strttk,
    "nomer Kartu Tani bapakku: {s}": _kartu_tani,
    "my passport number: {s}": _id_passport,
    "beta pung nomor paspor: {s}": _id_passport,
    "kita pe paspor {s}": _id_passport,
    "nomor paspor saya: {s}": _id_passport,
    "nomer pasporku: {s}": _id_passport,
    "paspor-ku: {s}": _id_passport,
    "mijn paspoortnummer: {s}": _nl_passport,
    "ya'au ning nomor paspor: {s}": _id_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 2)}" for _ in range(n)]


_BACKUPS = ["BCA KlikBCA Bisnis recovery codes\n{codes}", "backup codes for the hospital's Google Workspace {codes}",
            "kode cadangan 2FA beta:\n{codes}", "kita pe backup codes: {codes}",
            "kode backup 2FA saya: {codes}", "herstelcodes van opa: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Indodax:yopi@rempah-timur.id?secret={s}&issuer=Indodax&digits=6",
              "Aegis, manual setup key for the Tokocrypto login: {s}",
              "kunci 2FA beta: {s}",
              "TOTP secret of the SIMRS admin account: {s}"]  # fmt: skip
_CODES = ["{c} is your BRImo verification code", "Kode OTP Bank Maluku Malut: {c}. JANGAN berikan kepada siapapun",
          "beta pung kode OTP: {c}", "kita pe kode OTP {c}", "Uw verificatiecode is {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["RempahTimur-Kebun", "RT-Smelter-5G", "Lonthoir_Pala", "KM-Tahuri-Crew",
          "IndiHome-Langgur", "Telkomsel-Orbit-Dobo", "RSKristen-Tobelo", "Agen-Ternate-2G",
          "Mutiara_Raft_3", "Sofifi-Office", "Neira-Guesthouse", "Weda-Camp-B"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "camp network {s}, password {pw}",
    "wifi at the pearl hatchery: {s} / {pw}",
    "the key printed under the Orbit modem: {pw}",
    "password wifi {s} tu {pw}",
    "kita pe wifi {s} pe password {pw}",
    "kata sandi wifi {s}: {pw}",
    "sandi wifi {s} saiki {pw}",
    "wachtwoord van de wifi {s}: {pw}",
    "ya'au ning wifi {s}, password {pw}",
    "password wifi-ku {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("hdr_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 30)),
                 _j((LOWER_DIGITS, 26))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the WA call] {t}",
          "(spaced so the preview hides it) {t}", "satu-satu hurufnya: {t}", "beta eja: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kode gembok gudang pala: {pw}", "beta pung PIN ATM: {pw}", "kita pe kode brankas {pw}",
          "PIN kartu ATM saya {pw}", "kode lawang gudang: {pw}", "code van de kluis van opa: {pw}",
          "the clinic pharmacy door keypad takes {pw} then #", "padlock on the pearl store at Dobo: {pw}",
          "safe in the agent kiosk at Langgur: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 6][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["pala", "cengkeh", "fuli", "kenari", "papeda", "kasbi", "cakalang", "gandaria",
                 "baileo", "lenso", "kewang", "tahuri", "tifa", "sasi", "kora", "totobuang"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the hospital vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "VeraCrypt volume passphrase on the agent laptop: {p}": ".",
            "beta pung passphrase backup: {p}": " ", "kita pe passphrase {p}": "_",
            "frasa sandi brankas saya: {p}": " ", "wachtzin van de back-up: {p}": "-"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "HTTPie session file: \"Authorization\": \"Basic {v}\"": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Bruno request, headers: Authorization: Bearer {v}": False,
    "Thunder Client env: Authorization = Basic {v}": True,
    "Hoppscotch export: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "qpidd.conf:\nauth=yes\nsasl-config=/etc/sasl2\n# admin: {pw}",
    "/etc/postfix/sasl_passwd (run postmap after):\n[smtp.rempah-timur.id]:587 alerts@rempah-timur.id:{pw}",
    "clouds.yaml:\nclouds:\n  smelter:\n    auth:\n      username: ops\n      password: {pw}",
    "simrs/setting/database.xml:\n<entry key=\"USER\">simrs</entry>\n<entry key=\"PAS\">{pw}</entry>",
    "gwcmd.properties:\ngateway.user=admin\ngateway.password={pw}",
    "homeserver.yaml:\nregistration_shared_secret: \"{pw}\"",
    "autoload_configs/event_socket.conf.xml:\n<param name=\"password\" value=\"{pw}\"/>",
    "couchbase.env:\nCB_USERNAME=Administrator\nCB_PASSWORD={pw}",
    "crate.yml:\nauth.host_based.enabled: true\n# superuser crate, password {pw}",
    "ignite-config.xml:\n<property name=\"password\" value=\"{pw}\"/>",
    "gemfire.properties:\nsecurity-username=cluster\nsecurity-password={pw}",
    "prosody.cfg.lua:\nComponent \"agen.rempah.lan\"\n    component_secret = \"{pw}\"",
    "Laravel .env (SIMRS bridge):\nDB_USERNAME=simrs\nDB_PASSWORD={pw}",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Agen\": \"Server=db;User Id=agen;Password={pw};\" }}",
    "application.yml (Spring):\nspring:\n  datasource:\n    username: ferry\n    password: {pw}",
    "config.exs:\nconfig :agen, Agen.Repo, username: \"agen\", password: \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    'db, _ := sql.Open("mysql", "agen:{pw}@tcp(db.rempah.lan:3306)/agen")',
    'let opts = PgConnectOptions::new().host("pg.rempah.lan").username("rm").password("{pw}");',
    '$dbh = DBI->connect("dbi:Pg:dbname=ferry;host=pg.rempah.lan", "ferry", "{pw}");',
    'conn = LibPQ.Connection("host=pg.rempah.lan dbname=smelter user=kiln password={pw}")',
    'let db = open("pg.rempah.lan", "agen", "{pw}", "agen")  # Nim db_postgres',
    '(def db {{:dbtype "postgresql" :host "pg.rempah.lan" :user "rm" :password "{pw}"}})',
    'session.setPassword("{pw}") // JSch to the weighbridge PC',
    'conn, err := ssh.Dial("tcp", "kiln-hmi:22", &ssh.ClientConfig{{User: "ops", Auth: []ssh.AuthMethod{{ssh.Password("{pw}")}}}})',
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Yopi: wifi kantor password apa?\nMarthen: {pw}",
    "[06:40] rustam: root pw for the kiln HMI?\n[06:41] hamid: {pw}",
    "Selfi: {pw} is the new XRF admin password",
    "Ikbal: use {pw}, that's what the EDC has now",
    "Frangky: beta pung password baru {pw}",
    "Sahril: kita pe password baru {pw}",
    "Nurlela: kata sandi baru {pw}",
    "Suparno: passwordku saiki {pw}",
    "Opa Wim: mijn nieuwe wachtwoord is {pw}",
    "Rumangun: ya'au ning password baru {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\u200bword = {pw}", "kata\u00adsandi: {pw}", "раsswоrd: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "pass\u202aword: {pw}", "sandi\ufeff: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions; its 16 configs are
# split here into 10 config files and 6 code snippets).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 10), (_code, 6),
    (_chats, 10), (_hidden, 8),
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
    "the Experion operator password is": "{s}", "XRF lab pw:": "{s} (since the analyser swap)",
    "beta pung password tu": "{s}", "kiln HMI password": "{s}\nchange it after the shutdown",
    "kita pe password": "{s}", "kata sandi:": "{s}", "passwordku": "{s}", "EDC password": "{s}",
    "the password Hamid read out over the radio was": "{s}, I think", "wachtwoord:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "E-Klaim encryption key", "{s}", _j((HEX, 64))),
    ("split_token", "Hadirr key:", "{s} (attendance sync)", _j("hdr_", (ALNUM, 32))),
    ("split_token", "BCA API secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Trezor backup words", "{s}", _english_seed),
    ("split_card", "nomor kartu", "{s} exp 11/37", lambda g: v.grouped(_card(g, "gpn"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NI"))),
    ("split_backup", "KlikBCA recovery codes", "{s}\nmkta-4821-zq\nprov-0937-lx", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Nomor Induk Berusaha", "{s}", _nib),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"kiln_hmi": {"url": "https://kiln-hmi.rempah.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kata_sandi": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "ikbal", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "neira"}, {"name": "tual", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["qpid-stat", "-b", "admin/{s}@amqp.rempah.lan:5672", "-q"]}': ("meta_password", _plain_pw),
    '{"note": "beta pung password email {s}"}': ("meta_password", _plain_pw),
    '{"wachtwoord": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Experion station as ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"eklaim": {"encryption_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"satusehatSecret": "{s}"}': ("meta_token", _j((ALNUM, 64))),
    '{"kerjoo_token": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "gpn"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LI")),
    '{"koperasi": {"nib": "{s}"}}': ("meta_id", _nib),
    '{"mfa": {"recovery_codes": ["{s}", "mkta-4821-zq", "prov-0937-lx"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"pearl_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"pearl_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "RT-Smelter-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"far2228-radar-firmware-2.11.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.rempah.lan/agen-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"agen: add settlement retry", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"simrs: revert ICD-10 mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"grading_2033-03-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ore-assay-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Experion operator password before the audit on 2033-04-09.",
    "Yopi asked for the office wifi password; it's on the card in the foreman's drawer.",
    "Policy: staff passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the WA group; share a vault link instead.",
    "The `.env.example` line `SATUSEHAT_CLIENT_SECRET=replace-me` is a placeholder.",
    "The XRF analyser asks for a new admin password after every firmware update.",
    "Replace <YOUR_HADIRR_KEY> in the README with the key from your Hadirr dashboard.",
    "EKLAIM_ENCRYPTION_KEY and VCLAIM_CONS_SECRET must be set before the nightly claim sync.",
    "Jang kasi tau ale pung password ke orang laeng.",
    "Ngana jang kase tau ngana pe password pa sapa-sapa.",
    "Jangan berikan kata sandi Anda kepada siapa pun.",
    "Ojo menehi password marang sapa-sapa.",
    "Geef je wachtwoord nooit aan iemand, ook niet aan de bank.",
    "Ain ni ain: katong samua basudara.",
    "Pala dari Banda su kering, besok katong timbang.",
    "Kapal dari Ternate so sampe di Sofifi jam tujuh.",
    "Kata sandi harus minimal empat belas karakter.",
    "Het wachtwoord moet minstens veertien tekens lang zijn.",
    "Upgraded the radar firmware from 2.9 to 2.11 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the settlement retry.",
    f"Rolled back to {_SHORT} after the ICD-10 mapping broke the claim export.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The FAR-2228 firmware 2.11 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ore-assay-export-2032.parquet: {_SHA512}",
    f"The agent API container runs registry.rempah.lan/agen-api@sha256:{_IMAGE}.",
    f"MD5 of grading_2033-03-02.csv is {_MD5}, same as the copy on the share.",
    "Request id 3f9d2c71-8a4e-4b16-9d03-5e7a1c2b8f40 is the slow one in the claim logs.",
    "Purchase order PO-2033-00127 for 300 kg of Banda nutmeg ships on Friday.",
    "GLPI #2207: the kiln historian keeps losing its clock after a power cut.",
    "Call the Tual ferry office on +62 916 21 447 before noon.",
    "Container TGHU 7310542 with the mace lot is at Yos Sudarso port.",
    "Ferry KM Tahuri leaves Ambon 08:00, arrives Banda Neira 14:30, 214 passengers.",
    "The ore assay shows 1.82 % Ni and 18.4 % Fe; moisture 31 %.",
    "The pearl raft B-12 holds 640 oysters; the last harvest graded 9.5 mm on average.",
    "After five wrong passwords the booking console locks the account for 15 minutes.",
    "The nutmeg drying house is 18 m long; a sack of nutmeg weighs about 50 kg.",
    "The secret of good papeda is fresh sago and hot kuah kuning.",
    "Ask Marthen for the pharmacy keypad code, I don't have it.",
    "My card ending 4417 was declined at the Masohi hardware store.",
    "The Oslo buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the KlikBCA account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `INDODAX_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the pearl store rusts in the salt air; oil it every month.",
    "ISBN 978-0-300-18011-1 is the Banda history on the office shelf.",
    "The guest wifi 'Neira-Guesthouse-Free' is open, no password needed.",
    "Lot number PALA-2033-BND-0041, 50 kg, moisture 8.5 %, grade ABCD.",
    "Patient queue number 117 at the Tobelo clinic, room 3.",
    "Vessel IMO 9334923 is the ore carrier due at Weda on Tuesday.",
    "Agent code AG-TUAL-0093 handled 412 transfers in March.",
    "Room 204 at the mission hospital has four beds and one oxygen point.",
    "The clove harvest in Tidore starts in July; bring the ladders.",
    "The OTP expired, please ask the bank to send a new one.",
    "Bank Maluku Malut branch code 0012 is the one in Masohi.",
    "Opa Wim zegt dat de nootmuskaat dit jaar goed is.",
    "Beta seng tahu password wifi, tanya Yopi sa.",
    "Kita tara tau kode brankas, tanya pa Rustam.",
    "Weather: 29 °C in Ambon, waves 1.5 m in the Banda Sea.",
    "Version 4.2.1 of the booking app fixes the seat map.",
    "The smelter's furnace 2 ran at 1 550 °C for 36 hours.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/rempah/experion", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "2207", "purchase_order": "PO-2033-00127"}',
    '{"lot": {"id": "PALA-2033-BND-0041", "weight_kg": 50, "moisture_pct": 8.5}}',
    '{"phone": "+62 916 21 447", "city": "Tual"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sacks_in_stock": 842}',
    '{"vessel": "KM Tahuri", "imo": "9334923", "route": "Ambon-Banda"}',
    '{"assay": {"ni_pct": 1.82, "fe_pct": 18.4}, "agent_code": "AG-TUAL-0093"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
