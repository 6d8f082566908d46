# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-seventy-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-seventy-seventh only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, `secret_classes_families.py`, the round corpora, the corpora written
at the same time (the hundred-and-seventy-eighth, -eightieth and -eighty-first), any test, the
reports, the benchmarks, the changelog nor the git history, and the scrubber was never run on it.
Its own seed (179406283), password words (a crop, an ore, a boat type or a Sulawesi dish with a
boat part, a number and a sign; two of them joined by a dash with a number; a name, a birth year, a
sign and a town; a coffee hill, its height and `mdpl` (metres above sea level) and a sign; an ore
grade such as `Ni1.8`, a mine town, a sign and a number; a town, a crop and a year joined by
underscores; `Tedong` (the funeral buffalo), a count, a sign and a name; `KLM` (a phinisi's prefix),
a boat part, a number, a sign and a town; a name, `Jual` and a crop with a number; leet words of
Toraja, cengkeh, nikel, phinisi, kakao, Kalosi, tedong, kopra and Sapan with a year and a sign; a
generator's four groups and random runs), names, places, templates, tools, vendors and layouts, the
way the staff of Tujuh Layar Group (fictional: a coffee estate on Sapan and Pangala above Rantepao,
cocoa buying posts at Polewali and Palu, the logistics of a ferronickel smelter at Pomalaa and
Kendari, phinisi-boat tours from Bira and Manado, rambu solo' funeral-ceremony catering from
Rantepao, clove drying at Parepare and Limboto and a cooperative bank with tellers in Makassar,
Parepare and Gorontalo) leak secrets into an assistant's memory. The texts are WhatsApp (a group
too), Telegram, Signal, LINE, Slack, Teams, Google Chat, Element, Rocket.Chat and Threema
messages, chat logs with times, GLPI, osTicket, Freshdesk and Zammad tickets, Confluence pages,
tables and breadcrumbs, Samsung Notes, Google Keep and Obsidian notes, an e-mail, a runbook, a
README fragment, shell, PowerShell, Termux, tmux and Konsole prompts, code (Python, Go, Kotlin, PHP,
Rust, C#, Dart, Ruby, Elixir and Lua), configs, an Otter transcript, voice memos, dictated text and
requests to the assistant itself; the label's separators run from a colon, "is", a dash and an em
dash to an arrow, the 🔑 emoji, a new line, quotes (`"…"`, `«…»`, backticks), parentheses, a
table's bar and CSV commas.

Tools, calls, flags, variables and files none of heldouts 5 to 177 names (each grepped for the
command, flag or variable itself): Supermicro's `sum -u ADMIN -p`, the Hasura CLI's
`--admin-secret`, `ansible-vault encrypt_string`, ipmi-sensors' `--sdr-cache-recreate`, himalaya's
`backend.passwd.raw`, and the variables `WALG_LIBSODIUM_KEY`, `RABBIT_PASSWORD` (rabbitmq_exporter),
`RKE2_TOKEN` (as `token:` in RKE2's config.yaml) and the company's own `PHINISI_BOOKING_DB_PASS`,
`TLG_HISTORIAN_DSN` and `TLG_BOOKING_ACCESS_TOKEN`. Beside them commands of lightly used tools (each
in one or two earlier corpora by that grep: `surreal sql --password`, `ksql -u -p`, CUBRID's `csql`,
HiveMQ's `mqtt pub -pw`, `emqtt_bench -P`, `balena login --password`, SMCIPMITool, redfishtool,
ipmipower, ipmi-sensors, `prlctl set --userpasswd`, pyinfra, Puppet Bolt, `semaphore user add`,
shadowsocks-rust's `sslocal -k`, udp2raw, ptunnel, `git secret reveal -p`, rainfrog, `sq add`,
VyOS's `plaintext-password`, `Set-ADAccountPassword`, `netdom /PasswordD:`, IIS `appcmd`'s
`processModel.password`, `tsm login`, `swift package-registry login`, `pdm config`, Observium's
`adduser.php`, `odoo-bin --db_password`), configs of hponcfg's RIBCL and ezstream (one each), and
common layouts (compose, a Kubernetes Secret, systemd, Terraform, an Ansible inventory, Grafana
provisioning, Helm values, Home Assistant's secrets.yaml, `.netrc`, a mosquitto bridge,
openfortivpn, env files, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers,
connection strings) in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, some 188 of 390): Toraja (Tae'), Buginese, Makassarese, Mandar, Gorontalo
(Hulontalo), Manado Malay, Tolaki, Kaili (Ledo), Bajau (Sama) and Indonesian texting, and Korean,
Russian, Czech, Italian and Chinese only in seed-phrase lines. The wordings are the author's
approximations, checked by no speaker, built around a few marker words and the loanwords people
there really text (password, pw, wifi, PIN, token, API key, server, backup, OTP): Indonesian
texting's `pw`, `psw`, `yg`, `sy`, `udh`, `jd`, `jgn`, `utk`, `td`, `kak`, `bro`, `kata sandi`,
`kunci`, `satu-satu`; Manado's `kita pe` (my; in four earlier corpora), `ngana pe`, `so ganti`,
`jang kase tau pa orang`, `deng`, `kong`, `jo`, `nda`; Toraja's `-ku`, `lan` ("in"), `inde`, `iamo`,
`kada` ("word"), `kurre sumanga'`, `da'mu pokadai`, `sa'dui-sa'dui`; Buginese's definite `-é`
(`wifié`, `servere`), `iyanaritu`, `iyé puang`, `ri`, `aja' mupoadangngi tauwé`; Makassarese's
definite `-a` (`wifia`, `gudanga`, `kasira`), `inne`, `beru`, `nampa`, `teako mappau`; Mandar's
`-u`, `boyang`, `iyamo`, `da'a mupau`; Gorontalo's `lo`, `botiye`, `boyito`, `wau`, `wawu`, `bohu`,
`odu'olo`; Tolaki's `-nggu` and `laika`; Kaili's `banua` and `-ku`; Bajau's `luma'`, `bangka`,
`lepa`, `ngga'`. The glottal stop is typed as the ASCII apostrophe, as people text it, though print
writes `’` (Tae’, kurre sumanga’). The Tolaki, Kaili, Bajau and Mandar lines (a possessive and a
word for a house around loanwords), Toraja `da'mu pokadai` and `sa'dui-sa'dui`, Buginese
`mupoadangngi`, Bajau `bo'` and `ngga' kau bissara`, and the Gorontalo clean line `diila po'otawa`
are the thinnest guesses.

Vendors (Cafe Imports, GrainChain, LMEselect, Sucden, YachtCloud, Harbour Assist, Dive Admin,
DiveBooker, Osiris, Halcyon, Muneris, Parting Stone, Tribute Technology, Cemify, CaterTrax,
Caterease, Total Party Planner, Better Cater, Perfect Venue, HoneyBook, Aisle Planner, Social
Tables, Caterzen, ezCater, Fooda, CaterCow, BlueCart, Parsley, CostBrain, Exyn, Apiture, Bankjoy,
Tyfone, Narmi, Baker Hill, Kasasa and SmartVista) are ones heldouts 5 to 177 do not name (grepped by
name). No shape here is one the author knows to be real: every one is a guess (hex, base64,
URL-safe, capital and alphanumeric runs, UUIDs, JWTs for Muneris and HoneyBook, and the prefixes
`yc_live_`, `cmf_`, `pv_`, `sk_cc_` and `bj_live_`); only the JWTs' structure is real.

The ids are kinds heldouts 5 to 177 do not use, save two lightly used modules that carry a check:
Indonesia's NPWP in its old fifteen-digit and its 2024 sixteen-digit form, drawn until
`stdnum.id.npwp` validates its Luhn digit, and a child's NIK as printed on the Kartu Identitas Anak
(a card no earlier corpus names), drawn until `stdnum.id.nik` accepts its region and birth date
(each module in one earlier corpus). The others are invented shapes that no library or this file
checks (no check-digit algorithm is written here): a lecturer's NIDN, a Kartu Keluarga number (in
the NIK's shape), a Kartu Nelayan number, a cooperative member card, an ANT-III deck officer's
certificate, a Buku Pelaut (seafarer's book) and Indonesian passports under Toraja, Makassarese
and Manado words. Card numbers pass Luhn (the value helpers' Visa, Mastercard, Amex, JCB, UnionPay
and Discover, and invented `9360…` prefixes standing for a GPN national debit card, checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes and IBAN calls of heldouts 5 to 177 (Romania in thirteen corpora by that count; Mongolia,
Timor-Leste, Somalia, Libya, Mauritius, the Falkland Islands and Kosovo in fourteen), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Korean, Russian, Czech,
Italian and simplified Chinese lists, each with a valid checksum. Counts: 390 secret samples, 20
field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean
metadata dicts.
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
from stdnum.id import nik as id_nik
from stdnum.id import npwp as id_npwp

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 179_406_283
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


_CROPS = ["Arabika", "Kalosi", "Sapan", "Pangala", "Kakao", "Cengkeh", "Pala", "Kopra", "Nikel",
          "Feronikel", "Laterit", "Saprolit", "Phinisi", "Lambo", "Palari", "Tongkonan",
          "Pallubasa", "Konro", "Kaledo", "Tinutuan", "Sinonggi", "Dangke", "Barongko",
          "Lalampa"]  # fmt: skip
_BOAT = ["Layar", "Tiang", "Lunas", "Haluan", "Buritan", "Jangkar", "Kemudi", "Sawi", "Punggawa",
         "Dermaga", "Tanjung", "Selat", "Tedong", "Alang", "Lumbung", "Tanur"]  # fmt: skip
_PLACES = ["Makassar", "Parepare", "Rantepao", "Makale", "Palu", "Donggala", "Gorontalo",
           "Limboto", "Manado", "Tomohon", "Bitung", "Kendari", "Kolaka", "Pomalaa", "Sorowako",
           "Bira", "Bulukumba", "Polewali", "Majene", "Wakatobi", "Togean", "Ampana", "Enrekang",
           "Pinrang"]  # fmt: skip
_NAMES = ["Andi", "Baso", "Ngalle", "Lolo", "Rante", "Sampe", "Tandi", "Frangky", "Meiske",
          "Stenly", "Jeffry", "Novita", "Yusran", "Rini", "Fadli", "Asrul", "Sarlin", "Rizal",
          "Nurul", "Sahril", "Sulaiman", "Nurdin", "Hasnah", "Nurhayati", "Ismail",
          "Mardiana"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["T0r4j4", "C3ngk3h", "N1k3l", "Ph1n1s1", "K4k40", "K4l0s1", "T3d0ng", "K0pr4", "S4p4n"]
_HILLS = ["Sapan", "Pangala", "Kalosi", "Bittuang", "Awan", "Sesean", "Lompobattang", "Latimojong"]


def _altitude(g: random.Random) -> str:
    """A coffee hill and its height in metres above sea level (mdpl), the estate's habit."""
    return f"{g.choice(_HILLS)}{g.randrange(12, 23) * 100}mdpl{g.choice(_SYMBOLS)}"


def _nickel(g: random.Random) -> str:
    """An ore grade and a mine town, the smelter crew's habit."""
    town = g.choice(["Pomalaa", "Sorowako", "Kolaka", "Morowali", "Lasusua"])
    return f"Ni{g.randrange(14, 26) / 10:.1f}{town}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CROPS)}{g.choice(_BOAT)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_CROPS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    _altitude,
    _nickel,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_CROPS).lower()}_{g.randrange(1960, 2033)}",
    lambda g: f"Tedong{g.randrange(2, 60)}{g.choice(_SYMBOLS)}{g.choice(_NAMES)}",
    lambda g: f"KLM{g.choice(_BOAT)}{g.randrange(1, 100)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Jual{g.choice(_CROPS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English, in the company's chats, tickets, notes, mails and runbooks
    "WhatsApp, group 'Gudang Cengkeh Parepare', Andi: the Memmert dryer controller password is {pw}",
    "Telegram from Stenly (Bitung office): the Sartorius moisture analyser admin password is {pw}",
    "Signal, Jeffry: historian web console password {pw}",
    "LINE message from Meiske: Epson label printer web password {pw}",
    "Slack #smelter-ops, Fadli: the rotary kiln HMI password is now {pw}",
    "Teams chat, Kendari control room: the ferronickel ladle scale password is {pw}",
    "Google Chat, Rini: cocoa warehouse CCTV NVR admin password {pw}",
    "Element room #phinisi-crew: the Starlink router on KLM Layar Sembilan has password {pw}",
    "Rocket.Chat DM from Sahril: password for the dive compressor log tablet {pw}",
    "Threema message from Tandi: the funeral catering laptop password is {pw}",
    "GLPI ticket 5512: the cocoa fermentation box sensor portal rejects password {pw}",
    "osTicket #2207: reset the coop core banking teller password, current one {pw}",
    "Freshdesk ticket 9031: clove dryer gateway password {pw} stopped working after the update",
    "Zammad ticket 4410 (Palu): booking site admin password {pw}, please rotate",
    "Samsung Notes 'Gudang': weighbridge PC password {pw}",
    "Google Keep note: Toraja estate office router password → {pw}",
    "Obsidian note rambu-solo-catering.md: tablet password {pw}",
    "Hi Sarlin,\n\nthe root password on the Pomalaa historian is {pw}. Please put it in the vault and delete this mail.\n\nSalam,\nYusran",
    "Runbook: switching the kiln burner to manual\n1. open the Siemens WinCC station\n2. log in as operator\n3. password {pw}\n4. confirm the interlock",
    "README (phinisi booking site)\nadmin UI at https://admin.tujuhlayar.id, password `{pw}`",
    "Otter transcript, ops call: so the password for the dryer panel is {pw}, right, got it",
    "voice memo: the coop back-office password is {pw}, full stop",
    "remember this for me: my Bank Koperasi mobile password is {pw}",
    "note to self, Kendari smelter: lab LIMS password {pw}",
    "after the reinstall the cocoa grading app password became {pw}",
    "password (catering POS at Rantepao) = \"{pw}\"",
    "clove dryer #3 PLC web password 🔑 {pw}",
    "password for the Bira shipyard CAD workstation:\n{pw}",
    # Indonesian texting
    "pw wifi kantor koperasi: {pw} ya kak",
    "pass server smelter udh sy ganti jd {pw}",
    "kata sandi email kantor: {pw}, jgn disebar ya",
    "sandi baru admin web booking phinisi: {pw}",
    "psw dashboard historian {pw} bro, jgn lupa",
    "password laptop gudang kakao -> {pw}",
    "Bu Nurhayati, password aplikasi simpan pinjam: {pw}",
    "password timbangan gudang cengkeh «{pw}»",
    # Manado Malay
    "kita pe password email: {pw}",
    "Stenly: password server di Bitung so ganti jadi {pw}, jang kase tau pa orang",
    "password router di kios Tomohon: {pw} (jang bilang sapa-sapa)",
    "Meiske: ngana pe password baru for aplikasi kasir = {pw}",
    # Toraja (Tae')
    "password-ku lan email: {pw}, kurre sumanga'",
    "Ambe' Lolo: inde password wifi tongkonan: {pw}",
    "password komputer katering rambu solo' iamo {pw}",
    "password baru laptop kopi Sapan: {pw}, da'mu pokadai",
    # Buginese
    "passwordna wifié iyanaritu {pw}",
    "iyé puang, passwordku ri email: {pw}",
    "Andi Baso: passwordna servere {pw}, aja' mupoadangngi tauwé",
    "passwordna komputer ri gudangngé Pinrang: {pw}",
    # Makassarese
    "inne passwordna wifia: {pw}",
    "Daeng Ngalle: passwordku ri komputer gudanga {pw}, teako mappau",
    "password-na aplikasi kasira: {pw}",
    # Mandar
    "passwordu di email: {pw}",
    "passwordna wifi di boyang: {pw}, da'a mupau",
    "iyamo password komputer di Polewali: {pw}",
    # Gorontalo
    "password lo wifi botiye: {pw}",
    "password-u to email: {pw}, odu'olo",
    "Yusran: password lo server boyito {pw}",
    # Tolaki
    "password laikanggu: {pw}",
    "Sarlin: password email-nggu {pw}",
    # Kaili
    "password banuaku: {pw}",
    "Rizal: password email-ku iamo {pw}",
    # Bajau (Sama)
    "password luma'ku: {pw}",
    "Sahril: password wifi di bangka {pw}",
    "password hp-ku, ngga' kau bissara: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["andi.baso", "ngalle", "lolo.rante", "sampe", "tandi", "frangky", "meiske.w", "stenly",
          "jeffry", "novita", "yusran", "rini.h", "fadli", "asrul", "sarlin", "rizal", "nurul",
          "sahril", "sulaiman", "nurdin", "hasnah", "nurhayati", "ismail", "mardiana",
          "svc-historian", "ops-kiln", "kasir01", "teller03"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Andi: the weighbridge login is {u} / {pw}",
    "osTicket #2231: {u} locked out of the cocoa grading app, last password {pw}",
    "usr {u} pwd {pw}",
    "Confluence › Smelter › Kiln 2 › HMI: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| coop core banking | {u} | {pw} |",
    "sign into the booking admin as {u} with {pw}",
    "historian login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: dryer-gw-parepare\n  user: {u}\n  password: {pw}",
    "Fadli says the LIMS account is {u} and the password is {pw}",
    "system,user,password\nkiln-hmi,{u},{pw}",
    "Slack: creds for the catering POS are {u} and {pw}",
    "user: {u}, pw: {pw} (akun admin koperasi)",
    "username {u}\npassword {pw}\ntolong dicatat ya",
    "kita pe user {u}, password {pw}",
    "user {u} deng password {pw}, jang lupa",
    "username-ku {u}, password-ku {pw}",
    "usernamena {u}, passwordna {pw}",
    "username-na {u}, password-na {pw}",
    "username lo wau {u}, password {pw}",
    "usernameu {u}, passwordu {pw}",
    "username banuaku {u}, password {pw}",
    "username {u} / password {pw} (akun bank koperasi, luma'ku)",
    "akun teller: {u} / {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kaledo", "konro", "pallubasa", "tinutuan", "binte", "sinonggi", "kapurung",
               "jalangkote", "barongko", "dangke", "lalampa", "klapertaart", "cakalang", "bagea",
               "pantollo", "tedong", "tongkonan", "pinisi", "lepa", "sandeq"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the historian it's {w} and {d} at the end",
    "voice memo: the dryer wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "passwordnya kata {w}, abis itu angka {d}",
    "password-nya: kata {w} terus {d} di belakang",
    "kita pe password itu kata {w}, kong {d}",
    "passwordna iyanaritu kata {w}, na {d}",
    "passwordna kata {w}, nampa {d}",
    "password lo wifi kata {w}, wawu {d}",
    "password-ku kada {w}, na {d}",
    "password luma'ku kata {w}, bo' {d}",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    """Passwords said as a word and a number; each word used once."""
    out = []
    words = rng.sample(_SAID_WORDS, n)
    for word, template in zip(words, v.cycle(rng, _SPELLED, n), strict=True):
        number = str(rng.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.format(w=word, d=number), secret))
    return out


_CLI = [
    "./sum -i 10.17.4.21 -u ADMIN -p '{pw}' -c GetBmcInfo",
    "hasura metadata apply --endpoint https://graphql.tujuhlayar.id --admin-secret '{pw}'",
    "ansible-vault encrypt_string '{pw}' --name 'historian_db_password'",
    "surreal sql --endpoint http://surreal.tlg.lan:8000 --username {u} --password '{pw}' --namespace smelter --database ore",
    "ksql http://ksqldb.tlg.lan:8088 -u {u} -p '{pw}'",
    "csql -u {u} -p '{pw}' coopbank@cubrid.tlg.lan",
    "mqtt pub -h mqtt.tlg.lan -u {u} -pw '{pw}' -t dryer/parepare/temp -m 41.5",
    "emqtt_bench pub -h mqtt.tlg.lan -u {u} -P '{pw}' -t 'clove/%i' -c 50",
    "balena login --credentials --email {u}@tujuhlayar.id --password '{pw}'",
    "SMCIPMITool 10.17.4.22 {u} '{pw}' ipmi power status",
    "redfishtool -r bmc-kiln2.tlg.lan -u {u} -p '{pw}' Systems get",
    "ipmipower -h bmc-kiln3.tlg.lan -u {u} -p '{pw}' --stat",
    "ipmi-sensors -h bmc-kiln1.tlg.lan -u {u} -p '{pw}' --sdr-cache-recreate",
    "prlctl set 'booking-win11' --userpasswd {u}:{pw}",
    "pyinfra inventory.py exec --user {u} --password '{pw}' -- uptime",
    "bolt command run 'systemctl status historian' --targets kiln-gw --user {u} --password '{pw}'",
    "semaphore user add --admin --login {u} --name 'Ops Kendari' --email {u}@tujuhlayar.id --password '{pw}'",
    "sslocal -s 203.0.113.40:8388 -k '{pw}' -m chacha20-ietf-poly1305 -b 127.0.0.1:1080",
    "udp2raw -c -l 0.0.0.0:3333 -r 203.0.113.42:4096 -k '{pw}' --raw-mode faketcp -a",
    "ptunnel -p 203.0.113.43 -lp 8000 -da 10.0.0.5 -dp 22 -x '{pw}'",
    "git secret reveal -p '{pw}'",
    "rainfrog --driver postgres --username {u} --password '{pw}' --host pg.tlg.lan --port 5432 --database koperasi",
    "sq add 'postgres://{u}:{pw}@pg.tlg.lan/koperasi' --handle @koperasi",
    "set system login user {u} authentication plaintext-password '{pw}'",
    "Set-ADAccountPassword -Identity {u} -Reset -NewPassword (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "netdom join KASIR-PLW /domain:tlg.local /UserD:TLG\\{u} /PasswordD:{pw}",
    "appcmd set apppool /apppool.name:BookingPhinisi /processModel.userName:TLG\\{u} /processModel.password:{pw}",
    "tsm login -u {u} -p '{pw}'",
    "swift package-registry login https://registry.tlg.lan --username {u} --password '{pw}'",
    "pdm config pypi.tlg.password '{pw}'",
    "./adduser.php {u} '{pw}' 10",
    "odoo-bin -d katering --db_host pg.tlg.lan --db_user {u} --db_password '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@dryer-gw:~# {c}", "PS C:\\smelter> {c}", "Termux on the site phone: {c}",
    "tmux pane 2, kiln-gw:\n{c}", "Konsole, sarlin@kdi-hist01:~$ {c}", "GLPI ticket 5530, pasted command: {c}",
    "from the ops runbook, step 4:\n{c}", "WhatsApp to Fadli: {c}",
    "perintah yg sy jalanin td: {c}", "ini command-nya ya kak: {c}", "kita so jalankan: {c}",
    "iyanaé command-ku: {c}", "inne commandku: {c}", "command lo wau: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rediss://{u}:{pw}@cache.tlg.lan:6380/2",
    "couchbases://{u}:{pw}@cb.tlg.lan/bookings",
    "neo4j+s://{u}:{pw}@graph.tlg.lan:7687",
    "clickhouse://{u}:{pw}@ch.tlg.lan:9000/historian",
    "oracle+oracledb://{u}:{pw}@ora.tlg.lan:1521/?service_name=COOP",
    "mssql+pymssql://{u}:{pw}@sql.tlg.lan:1433/Katering",
    "db2://{u}:{pw}@db2.tlg.lan:50000/SMELT",
    "hana://{u}:{pw}@hana.tlg.lan:30015",
    "snowflake://{u}:{pw}@tlg-ap1/COCOA/PUBLIC?warehouse=BUYING",
    "trino://{u}:{pw}@trino.tlg.lan:8443/hive/ore",
    "ftps://{u}:{pw}@edi.tujuhlayar.id:990/inbound/",
    "rtmp://{u}:{pw}@stream.tlg.lan/live/rambusolo",
    "mongodb+srv://{u}:{pw}@booking.tlg.lan/phinisi?retryWrites=true",
    "webdavs://{u}:{pw}@files.tlg.lan/remote.php/dav/files/{u}/",
]  # fmt: skip
_URL_PLACES = [
    "TLG_HISTORIAN_DSN={c}", "Metabase connection, the old one: {c}", "keep this connection string for me: {c}",
    "string koneksi db: {c}", "kita pe database URL: {c}", "osTicket #2240: {c}",
    "Confluence page 'Databases': {c}", "url-na database: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tujuh-layar", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read events:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Cafe Imports", "CAFE_IMPORTS_API_KEY", _j((HEX, 40))),
    ("GrainChain", "GRAINCHAIN_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("LMEselect", "LMESELECT_API_TOKEN", _j((ALNUM, 48))),
    ("Sucden", "SUCDEN_API_KEY", lambda g: v.uuid4(g, "9")),
    ("YachtCloud", "YACHTCLOUD_API_KEY", _j("yc_live_", (ALNUM, 32))),
    ("Harbour Assist", "HARBOUR_ASSIST_TOKEN", _j((UPPER_HEX, 32))),
    ("Dive Admin", "DIVE_ADMIN_API_KEY", _j((HEX, 32))),
    ("DiveBooker", "DIVEBOOKER_SECRET", _j((B64, 43), "=")),
    ("Osiris", "OSIRIS_FUNERAL_API_KEY", _j((ALNUM, 40))),
    ("Halcyon", "HALCYON_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Muneris", "MUNERIS_API_TOKEN", _vendor_jwt("https://api.muneris.com")),
    ("Parting Stone", "PARTING_STONE_KEY", _j((HEX, 64))),
    ("Tribute Technology", "TRIBUTE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Cemify", "CEMIFY_API_KEY", _j("cmf_", (ALNUM, 36))),
    ("CaterTrax", "CATERTRAX_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Caterease", "CATEREASE_LICENSE_TOKEN", _j((ALNUM, 32))),
    ("Total Party Planner", "TPP_API_KEY", _j((HEX, 40))),
    ("Better Cater", "BETTERCATER_SECRET", _j((B64, 64))),
    ("Perfect Venue", "PERFECT_VENUE_TOKEN", _j("pv_", (ALNUM, 40))),
    ("HoneyBook", "HONEYBOOK_API_TOKEN", _vendor_jwt("https://api.honeybook.com")),
    ("Aisle Planner", "AISLE_PLANNER_KEY", _j((HEX, 32))),
    ("Social Tables", "SOCIAL_TABLES_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Caterzen", "CATERZEN_API_KEY", lambda g: v.uuid4(g, "b")),
    ("ezCater", "EZCATER_API_TOKEN", _j((URLSAFE, 40))),
    ("Fooda", "FOODA_API_KEY", _j((HEX, 48))),
    ("CaterCow", "CATERCOW_SECRET_KEY", _j("sk_cc_", (ALNUM, 30))),
    ("BlueCart", "BLUECART_API_KEY", _j((UPPER_HEX, 40))),
    ("Parsley", "PARSLEY_API_TOKEN", _j((ALNUM, 44))),
    ("CostBrain", "COSTBRAIN_API_KEY", _j((HEX, 32))),
    ("Exyn", "EXYN_FLEET_TOKEN", _j((URLSAFE, 64))),
    ("Apiture", "APITURE_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Bankjoy", "BANKJOY_API_KEY", _j("bj_live_", (HEX, 40))),
    ("Tyfone", "TYFONE_SECRET", _j((B64, 56), "==")),
    ("Narmi", "NARMI_API_TOKEN", _j((HEX, 40))),
    ("Baker Hill", "BAKERHILL_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Kasasa", "KASASA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("SmartVista", "SMARTVISTA_API_KEY", _j((UPPER_DIGITS, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "kubectl create secret generic vendor-keys --from-literal={env}={tok}",
    "Tujuh Layar ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Integrations': | {vendor} | 2033 | {tok} |",
    "Google Keep: rotate the {vendor} key {tok}",
    "WhatsApp, Fadli: {vendor} key for the sync job: {tok}",
    "Slack: the {vendor} token we use now is {tok}, the old one is revoked",
    "osTicket #2262: {vendor} sync fails with 401, configured key {tok}",
    "GLPI ticket 5547: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "API key {vendor} utk sinkron order: {tok}",
    "kunci API {vendor}: {tok} (jgn di-share)",
    "kita pe API key {vendor}: {tok}",
    "API keyna {vendor} iyanaritu {tok}",
    "API key-na {vendor}: {tok}",
    "API key lo {vendor}: {tok}",
    "API key-ku {vendor} lan sistem katering: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    grainchain = _r(rng, HEX, 40)
    harbour = _r(rng, ALNUM, 32)
    bankjoy = _r(rng, ALNUM, 36)
    return [
        Sample("vendor_token", f'resp = httpx.get("https://api.grainchain.io/v2/lots", headers={{"X-Api-Key": "{grainchain}"}})', grainchain),
        Sample("vendor_token", f"curl -H 'X-HarbourAssist-Key: {harbour}' https://api.harbourassist.com/v1/berths?port=IDBIR", harbour),
        Sample("vendor_token", f'val client = BankjoyClient(apiKey = "{bankjoy}")', bankjoy),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "token-nya: {t}",
                "kita pe token: {t}", "{t}\n^ yang baru, yg lama sdh mati", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "WALG_LIBSODIUM_KEY={h}": 64,
    "KNX IP Secure backbone key for the dryer hall: {h}": 32,
    "HMAC secret for the Bankjoy webhook: {h}": 64,
    "MIFARE DESFire application master key for the canteen cards: {h}": 32,
    "IPsec pre-shared key of the Pomalaa-Kendari tunnel (hex): {h}": 64,
    "kunci enkripsi backup koperasi: {h}": 64,
    "kita pe kunci AES for backup: {h}": 48,
    "kunci enkripsina backupé: {h}": 32,
    "kunci AES lo historian: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "osTicket #2270: token copied out of the browser's network tab {t}",
    "Cookie: lang=id; tlg_session={t}",
    "TLG_BOOKING_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token-nya {t}",
    "kita pe token login: {t}",
    "tokenna aplikasié: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tujuhlayar.id"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.tujuhlayar.id/realms/koperasi",
            "azp": "teller-app",
            "roles": ["teller", "kasir"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Kendari historian, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.tujuhlayar.id.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "makassar-cocoa"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_kiln <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "GLPI ticket 5560, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "kunci privat server koperasi:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the cocoa exporter's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the card before I burn it: {p}": "english",
    "Nunchuk wallet recovery phrase\n{p}": "english",
    "frasa pemulihan dompet koperasi (yang lama, sudah kosong): {p}": "english",
    "kita pe seed phrase: {p}": "english",
    "voice memo: the BlueWallet recovery words are {p} and that's all": "english",
    "seed phrase-na dompetku: {p}": "english",
    "Confluence page 'Cold wallet (retired)': {p}": "english",
    "복구 문구 (Klip 지갑): {p}": "korean",
    "сид-фраза кошелька Tonkeeper: {p}": "russian",
    "obnovovací fráze peněženky Trezor: {p}": "czech",
    "frase di recupero del portafoglio Keystone: {p}": "italian",
    "OneKey 钱包助记词：{p}": "chinese_simplified",
}  # fmt: skip
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
        " | ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "gpn":  # invented prefixes standing for a national debit scheme's card
        return _card_of(rng, ["936000", "936008", "936011", "936020"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Andi: the company card for the kiln spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "osTicket #2281: pay the phinisi sail maker with card {c}",
    "nomor kartu kredit sy: {c}, exp {mm}/{yy}",
    "no kartu debit koperasi: {c}",
    "kita pe nomor kartu: {c}, {mm}/{yy}",
    "nomoro' kartuku: {c}",
    "nomor kartuna: {c}, {mm}/{yy}",
    "nomor kartu lo wau: {c}",
    "nomor kartu-ku: {c}, {mm}/{yy}",
    "nomor kartu luma'ku: {c}",
]  # fmt: skip
_BRANDS = ["visa", "gpn", "mastercard", "amex", "jcb", "unionpay", "discover", "gpn"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, security code {cvv}",
               "the three digits on the back: {cvv}",
               "Amex {c}, four-digit CID on the front: {cvv}",
               "3 angka di belakang kartu: {cvv}",
               "kita pe CVV: {cvv}",
               "CVV kartuku: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 177 (Romania in thirteen, the rest in
# fourteen); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"RO": "aaaa" + "c" * 16, "MN": "n" * 16, "TL": "n" * 19, "SO": "n" * 19,
                "LY": "n" * 21, "MU": "aaaa" + "n" * 19 + "aaa", "FK": "aa" + "n" * 12,
                "XK": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TLG-2033-118: please pay the nickel assay lab to {i} within 30 days",
    "save the Dili coffee exporter's IBAN: {i}",
    "IBAN: {i}\nReference: clove lot 17, June",
    "Slack #treasury: the Port Louis sail broker's new bank details, IBAN {i}",
    "IBAN pembeli kakao: {i}",
    "IBAN rekening supplier: {i} (tolong cek lg)",
    "kita pe IBAN: {i}",
    "IBAN-na pabbalu'é: {i}",
    "IBAN-na: {i}",
    "IBAN lo wau: {i}",
    "IBAN-ku: {i}",
    "account of the Stanley chandler, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _npwp15(g: random.Random) -> str:
    """An old-format NPWP: a taxpayer type, six digits, a Luhn digit over them, an office, 000."""

    def make(h: random.Random) -> str:
        body = h.choice(["15", "24", "25", "36", "47", "58", "77", "84"]) + _r(h, D, 6)
        return body + luhn.calc_check_digit(body) + h.choice(["801", "802", "811", "821"]) + "000"

    return str(id_npwp.format(v.until(g, make, id_npwp.is_valid)))


def _npwp16(g: random.Random) -> str:
    """A sixteen-digit NPWP of the 2024 form: a 0 before the old number."""
    return "0" + id_npwp.compact(_npwp15(g))


_REGIONS = ["7371", "7318", "7326", "7372", "7271", "7571", "7171", "7471", "7604", "7203"]


def _kia(g: random.Random) -> str:
    """A child's NIK, printed on the Kartu Identitas Anak: region, sub-district, birth date (40 added
    to a girl's day), a serial; checked by stdnum's `id.nik` (a real date, a known region)."""

    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + h.choice([0, 40])
        born = f"{day:02d}{h.randrange(1, 13):02d}{h.randrange(15, 24):02d}"
        return f"{h.choice(_REGIONS)}{h.randrange(1, 30):02d}{born}{h.randrange(1, 10_000):04d}"

    return v.until(g, make, id_nik.is_valid)


def _nidn(g: random.Random) -> str:
    """A lecturer's NIDN: ten digits; no public check."""
    return "09" + _r(g, D, 8)


def _kk(g: random.Random) -> str:
    """A family card (Kartu Keluarga) number: region, sub-district, issue date, serial; its shape
    is the NIK's, unchecked."""
    issued = f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(10, 24):02d}"
    return f"{g.choice(_REGIONS)}{g.randrange(1, 30):02d}{issued}{g.randrange(1, 10_000):04d}"


def _nelayan(g: random.Random) -> str:
    """A fisher's card (Kartu Nelayan) number: an invented shape, no check."""
    return f"KN-{g.choice(_REGIONS)}-{_r(g, D, 6)}"


def _anggota(g: random.Random) -> str:
    """A cooperative member card's number: an invented shape, no check."""
    return f"KSP-TL/{g.randrange(2010, 2034)}/{_r(g, D, 5)}"


def _ant(g: random.Random) -> str:
    """A deck officer's (ANT-III) certificate number: an invented shape, no check."""
    return f"6201{_r(g, D, 6)}N3{_r(g, D, 4)}"


def _pelaut(g: random.Random) -> str:
    """A seafarer's book (Buku Pelaut) number: a letter and six digits, no check."""
    return g.choice("ABCDEFG") + _r(g, D, 6)


def _paspor(g: random.Random) -> str:
    """An Indonesian passport: a letter and seven digits, no check."""
    return g.choice("BCEX") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "NPWP of the cocoa buying post for the invoice: {s}": _npwp15,
    "NPWP sy utk faktur: {s}": _npwp15,
    "NPWP baru (16 digit) Pak Nurdin: {s}": _npwp16,
    "kita pe NPWP: {s}": _npwp16,
    "nomor KIA anak sy: {s}": _kia,
    "Kartu Identitas Anak, nomor: {s}": _kia,
    "nomor KIA ana'ku: {s}": _kia,
    "NIDN dosen pembimbing magang di smelter: {s}": _nidn,
    "NIDN-ku: {s}": _nidn,
    "nomor KK: {s}": _kk,
    "nomor Kartu Keluarga-na: {s}": _kk,
    "nomor Kartu Nelayan Pak Sahril: {s}": _nelayan,
    "Kartu Nelayan-ku, nomor {s}": _nelayan,
    "nomor kartu anggota koperasi sy: {s}": _anggota,
    "kita pe nomor anggota koperasi: {s}": _anggota,
    "ANT-III certificate no. of the KLM Layar Sembilan's mate: {s}": _ant,
    "nomor Buku Pelaut-ku: {s}": _pelaut,
    "paspor-ku: {s}": _paspor,
    "nomor pasporna: {s}": _paspor,
    "kita pe paspor: {s}": _paspor,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Bankjoy 2FA recovery codes\n{codes}", "spare sign-in codes for the company Microsoft account {codes}",
            "HoneyBook backup codes: {codes}", "kode cadangan 2FA:\n{codes}",
            "kode backup 2FA email kantor: {codes}", "kita pe kode cadangan 2FA: {codes}",
            "kode backup-ku: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Narmi:rini.h@tujuhlayar.id?secret={s}&issuer=Narmi&digits=6",
              "Aegis, manual setup key for the Apiture login: {s}",
              "kunci pengaturan 2FA akun koperasi: {s}",
              "kita pe secret 2FA: {s}",
              "2FA secret-na: {s}",
              "otpauth://totp/Kasasa:ops?secret={s}&period=30"]  # fmt: skip
_CODES = ["{c} is your Bankjoy verification code", "JANGAN BERIKAN kode ini. Kode OTP Bank Koperasi: {c}",
          "kode verifikasi kamu {c}, berlaku 5 menit", "ngana pe kode OTP: {c}",
          "kode OTP-na: {c}", "kode OTP lo wau: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["TLG-Dryer-Parepare", "IndiHome-Sapan-Estate", "MyRepublic-Palu-Office", "XL-Home-Kendari",
          "Orbit-7A3C-Pomalaa", "KLM-LayarSembilan", "Koperasi-TL-Kantor", "Gudang-Kakao-5G",
          "Katering-RambuSolo", "Tomohon-Kios", "Bitung-Dock-2G", "Limboto-Cengkeh"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA3 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "office network {s}, password {pw}",
    "wifi at the clove dryer: {s} / {pw}",
    "the key printed under the Orbit modem: {pw}",
    "wifi {s} pw: {pw}",
    "password wifi {s} -> {pw}",
    "kita pe wifi {s}, password {pw}",
    "passwordna wifi {s}: {pw}",
    "inne passwordna wifi {s}: {pw}",
    "passwordna wifi {s} di boyang: {pw}",
    "password lo wifi {s}: {pw}",
    "password wifi {s}-nggu: {pw}",
    "password wifi {s} di banua: {pw}",
    "password wifi {s} di lepa: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("yc_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("bj_live_", (HEX, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "satu-satu hurufnya: {t}",
          "kita eja satu-satu: {t}", "sa'dui-sa'dui: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kode gembok gudang cengkeh: {pw}", "PIN brankas kasir koperasi {pw}",
          "kita pe PIN ATM: {pw}", "PIN-ku: {pw}", "PIN-na ATM-ku: {pw}",
          "kode pintu gudang kakao → {pw}", "PIN lo wau: {pw}", "PIN ATM-nggu: {pw}",
          "the cocoa warehouse door keypad takes {pw} then #", "padlock on the clove drying shed: {pw}",
          "key safe at the Rantepao guesthouse: {pw}", "alarm code for the Kendari lab: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 6][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cengkeh", "kakao", "laterit", "tedong", "tongkonan", "pinisi", "sandeq",
                 "jangkar", "buritan", "lumbung", "kaledo", "saguer", "bagea", "cakalang",
                 "dangke", "lepa"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the ops vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Enpass master passphrase: {p}": ".",
            "passphrase backup koperasi: {p}": " ",
            "kita pe passphrase: {p}": " ",
            "passphrase-na vault: {p}": "_",
            "passphrase lo backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "haproxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Hoppscotch collection: Authorization: Bearer {v}": False,
    "Yaak workspace, header Authorization = Basic {v}": True,
    "RapidAPI client export of the GrainChain call: authorization: bearer {v}": False,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "compose.yaml for the historian:\nservices:\n  historian-db:\n    image: timescale/timescaledb:2.14.2-pg16\n    environment:\n      POSTGRES_USER: historian\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: coop-core-db\ntype: Opaque\nstringData:\n  username: teller\n  password: {pw}",
    "/etc/systemd/system/rabbitmq-exporter.service:\n[Service]\nEnvironment=RABBIT_USER=monitor\nEnvironment=RABBIT_PASSWORD={pw}\nExecStart=/usr/local/bin/rabbitmq_exporter",
    "/etc/rancher/rke2/config.yaml:\nserver: https://rke2-0.tlg.lan:9345\ntoken: {pw}",
    "~/.config/himalaya/config.toml:\n[accounts.kantor]\nemail = \"ops@tujuhlayar.id\"\nbackend.type = \"imap\"\nbackend.host = \"mail.tujuhlayar.id\"\nbackend.login = \"ops@tujuhlayar.id\"\nbackend.passwd.raw = \"{pw}\"",
    "hponcfg input, ilo-kiln.xml:\n<RIBCL VERSION=\"2.0\">\n  <LOGIN USER_LOGIN=\"Administrator\" PASSWORD=\"{pw}\">\n    <SERVER_INFO MODE=\"read\"><GET_SERVER_NAME/></SERVER_INFO>\n  </LOGIN>\n</RIBCL>",
    "ezstream.xml (the funeral live audio):\n<server>\n  <hostname>stream.tlg.lan</hostname>\n  <user>source</user>\n  <password>{pw}</password>\n</server>",
    "inventory.ini:\n[kiln]\nkiln-gw ansible_host=10.17.4.30 ansible_user=ops ansible_password={pw}",
    "terraform.tfvars:\nregion = \"ap-southeast-3\"\ncoop_db_password = \"{pw}\"",
    ".env (phinisi booking site):\nPHINISI_BOOKING_DB_USER=booking\nPHINISI_BOOKING_DB_PASS={pw}",
    "grafana/provisioning/datasources/historian.yaml:\n  - name: Historian\n    type: postgres\n    user: grafana\n    secureJsonData:\n      password: {pw}",
    "values-prod.yaml (bitnami/mariadb):\nauth:\n  rootPassword: {pw}\n  database: katering",
    "Home Assistant secrets.yaml:\ndryer_mqtt_password: {pw}",
    "~/.netrc:\nmachine ftp.tujuhlayar.id login cocoa password {pw}",
    "mosquitto.conf bridge to the clove dryers:\nconnection dryers\naddress 10.17.8.2:1883\nremote_username bridge\nremote_password {pw}",
    "openfortivpn config:\nhost = vpn.tujuhlayar.id\nport = 443\nusername = ops\npassword = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    'HISTORIAN = psycopg.connect(host="hist.tlg.lan", user="ops", password="{pw}")',
    'db, _ := sql.Open("mysql", "katering:{pw}@tcp(db.tlg.lan:3306)/katering")',
    'val ds = HikariDataSource().apply {{ username = "teller"; password = "{pw}" }}',
    "$pdo = new PDO('pgsql:host=pg.tlg.lan;dbname=koperasi', 'teller', '{pw}');",
    'let pool = PgPoolOptions::new().connect("postgres://ops:{pw}@pg.tlg.lan/ore").await?;',
    'var conn = new SqlConnection("Server=sql.tlg.lan;Database=Katering;User Id=pos;Password={pw};");',
    "final conn = await MySQLConnection.createConnection(host: 'db.tlg.lan', port: 3306, userName: 'booking', password: '{pw}');",
    'Mail.defaults {{ delivery_method :smtp, address: "mail.tujuhlayar.id", user_name: "ops", password: "{pw}" }}',
    'config :koperasi, Koperasi.Repo, username: "teller", password: "{pw}", hostname: "pg.tlg.lan"',
    'local conn = assert(env:connect("historian", "ops", "{pw}", "hist.tlg.lan", 5432))',
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Andi: wifi password for the dryer?\nRini: {pw}",
    "[07:12] fadli: root pw for the kiln gateway?\n[07:13] sarlin: {pw}",
    "Stenly: {pw} is the new historian admin password",
    "[08:02] kak Nur: pw wifi kantor apa?\n[08:03] Ismail: {pw}",
    "Meiske: password baru so {pw}",
    "Frangky: kita so ganti, sekarang {pw}",
    "Lolo: password baru iamo {pw}",
    "Baso: password baru iyanaritu {pw}",
    "Ngalle: password beruna {pw}",
    "Yusran: password bohu {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 64), (_logins, 24), (_spelled, 14), (_cli, 32), (_urls, 13), (_vendors, 46),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 6), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 12), (_phrases, 7), (_auth, 6), (_configs, 16), (_code, 10),
    (_chats, 10),
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
    "the historian admin password is": "{s}", "kiln HMI service pw:": "{s} (since the March shutdown)",
    "pw wifi kantor:": "{s}", "Dryer gateway password": "{s}\nchange it after the harvest",
    "kita pe password:": "{s}", "passwordna wifié": "{s}", "inne passwordna:": "{s}",
    "password lo email": "{s}", "the password Sahril read out over the radio was": "{s}, I think",
    "password-ku:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Cafe Imports API key", "{s}", _j((HEX, 40))),
    ("split_token", "YachtCloud key:", "{s} (booking sync)", _j("yc_live_", (ALNUM, 32))),
    ("split_token", "Tribute Technology client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "nomor kartu", "{s} exp 10/37", lambda g: v.grouped(_card(g, "gpn"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MU"))),
    ("split_backup", "Bankjoy recovery codes", "{s}\n81730264\n55029174", lambda g: _backup_list(g, 1, 0)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NPWP", "{s}", _npwp15),
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
    '{"historian": {"url": "https://hist.tlg.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kata_sandi": "{s}"}': ("meta_password", _plain_pw),
    '{"akun": {"user": "teller03", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"dryers": [{"name": "dryer-1"}, {"name": "dryer-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["surreal", "sql", "--username", "root", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "kita pe password email: {s}"}': ("meta_password", _plain_pw),
    '{"pesan": "passwordna wifié iyanaritu {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the kiln HMI as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"cafe_imports": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"narmiToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"costbrain_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "08/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LY")),
    '{"pemasok": {"npwp": "{s}"}}': ("meta_id", _npwp16),
    '{"mfa": {"recovery_codes": ["{s}", "48210937", "77310482"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 0)[0]),
    '{"dompet_lama": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"knx": {"backbone_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"gudang_cengkeh": {"kode_gembok": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "TLG-Dryer-Parepare", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"asyncua-1.1.5-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"dryer-plc-firmware-4.2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tujuhlayar/booking-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"historian: add ladle temperature tag", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"booking: revert cabin pricing", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cocoa_grading_2033-06-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ore-assays-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the dryer controller password before the harvest starts on 2033-07-01.",
    "Rini asked for the office wifi password; it's on the card in the admin drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `CAFE_IMPORTS_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The kiln HMI asks for a new operator password after every firmware update.",
    "Replace <YOUR_YACHTCLOUD_KEY> in the README with the key from your YachtCloud dashboard.",
    "NARMI_API_TOKEN and BANKJOY_API_KEY must be set before the nightly teller sync runs.",
    "jgn kasih password ke siapa2 ya, termasuk ke IT.",
    "Password minimal 12 karakter, wajib ganti tiap 90 hari.",
    "kita pe password so lupa, nanti minta reset jo.",
    "jang kase tau password pa sapa-sapa.",
    "aja' mupoadangngi passwordmu ri tau laingngé.",
    "teako mappau passwordnu ri tau maraeng.",
    "da'a mupau passwordu.",
    "diila po'otawa password ti tawu, odu'olo.",
    "da'mu pokadai password-mu, kurre sumanga'.",
    "Kata sandi harus diganti setelah teknisi selesai servis.",
    "sy lupa pw email, tolong reset ya pak.",
    "Upgraded the historian from 2.13 to 2.14.2 and asyncua to 1.1.5 over the weekend.",
    f"commit {_COMMIT} adds the ladle temperature tag to the historian.",
    f"Rolled back to {_SHORT} after the cabin pricing change broke the booking page.",
    f"requirements.txt: asyncua==1.1.5 --hash=sha256:{_WHEEL_SUM}",
    f"The dryer PLC firmware 4.2.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ore-assays-2032.parquet: {_SHA512}",
    f"The booking API container runs ghcr.io/tujuhlayar/booking-api@sha256:{_IMAGE}.",
    f"MD5 of cocoa_grading_2033-06-02.csv is {_MD5}, same as the copy on the share.",
    "Request id 3f6b21d8-9c4e-4a17-b2d0-5e8f1a7c3b94 is the slow one in the booking logs.",
    "Purchase order PO-2033-00512 for 12 tonnes of Kalosi arabica ships on Thursday.",
    "osTicket #2290: the Parepare clove dryer alarm keeps tripping at night.",
    "Call the Rantepao estate office on +62 423 21 4476 before noon.",
    "Telepon kantor Kendari di 0401-312-5587 sebelum jam 12.",
    "Container TGHU 6120447 with the ferronickel is at the Kendari New Port.",
    "Bill of lading TLG-KDI-2033-0088 covers 24 tonnes of ferronickel shot.",
    "HS code 0907.10 is cloves, whole; 1801.00 is cocoa beans, whole or broken.",
    "The clove dryer runs at 45 °C for 36 hours; moisture target 12 %.",
    "After five wrong passwords the teller app locks the account for 30 minutes.",
    "The phinisi KLM Layar Sembilan is 32 m long and sleeps 14 guests in 7 cabins.",
    "The secret of good kaledo is the tamarind and a slow fire.",
    "Ask Sahril for the warehouse keypad code, I don't have it.",
    "My card ending 4412 was declined at the Palu hardware store.",
    "kartu sy yg berakhiran 8830 ditolak di ATM Bitung.",
    "The Mauritius sail broker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the company Bankjoy account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `HONEYBOOK_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the clove shed rusts in the sea air; oil it every month.",
    "YachtCloud moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'KLM-LayarSembilan-Guest' is open, no password needed.",
    "Lot KAK-2033-PLW-0177, 62 kg, moisture 7.1 %; bean count 98 per 100 g.",
    "Rambu solo' for Ne' Tandi: 24 tedong, 300 guests, catering from Rantepao on 12 August.",
    "Nickel grade from the Pomalaa pit averaged 1.8 % Ni this month.",
    "Order number ORD-77120-PLU for 40 boxes of dangke ships from Enrekang tomorrow.",
    "Nomor resi JNE 8821 0039 4417 untuk kiriman kopi ke Makassar.",
    "ISBN 978-602-03-3295-6 is the Toraja coffee handbook on the office shelf.",
    "Rapat koperasi hari Sabtu jam 9, bahas bunga simpanan dan pinjaman.",
    "Kiln 2 tapped 86 tonnes of ferronickel at 1,540 °C on the night shift.",
    "The booking site's version 3.1.4 adds Bugis and Toraja translations.",
    "Wifi di tongkonan nda pake password, langsung konek jo.",
    "Sampe will bring the passport photos and the family card to the office on Monday.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ops/historian", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "asyncua", "version": "1.1.5"}}',
    '{"ticket": "2290", "purchase_order": "PO-2033-00512"}',
    '{"lot": {"id": "KAK-2033-PLW-0177", "weight_kg": 62, "moisture_pct": 7.1}}',
    '{"phone": "+62 423 21 4476", "city": "Rantepao"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sacks_in_stock": 2140}',
    '{"hs_code": "0907.10", "origin": "ID", "description": "cloves, whole"}',
    '{"vessel": "KLM Layar Sembilan", "cabins": 7, "homeport": "Bira"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
