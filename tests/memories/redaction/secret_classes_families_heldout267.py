# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-sixty-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-sixty-third's
docstring, the fifth to two-hundred-and-sixty-third only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-sixty-fourth,
two-hundred-and-sixty-fifth and two-hundred-and-sixty-sixth), any other test, the reports, the
benchmarks, the rest of docs/security.md, the changelog nor the git history, and the scrubber was
never run on it. Its own seed (267418093), password words (a Tomohon flower, a Minahasa town, a
number and a sign; a Bunaken dive site and a Manado dish joined by an underscore and a number; a
name, a birth year, a sign and a town; leet words of cengkih, kopra, tinutuan, mapalus, Bunaken,
Tomohon, krisan, wale, cakalang and kawanua with a year; a copra lot's grade and weight,
`KopraB62kg!`; a Tombulu word and a work word with a number, `MapalusJemuran417`; a dish and
"pedis", "manis" or "panas" with a number; a generator's three dotted groups of five; random
runs), names, places, templates, tools, vendors and layouts, the way the staff of a fictional
company (Mawale Nusa, with a flower market stall in Tomohon, a dive resort's front desk in
Bunaken, a coconut copra warehouse in Bitung, a clove drying yard in Kakas and an angkot route
office in Tondano) leak secrets into an assistant's memory. Every company, person, address and
number is fictional; only the region is real. The texts are chats with times (WhatsApp groups,
irssi and hexchat channels, Dida365 comments), notes (Dida365, Reflect, Heptabase, Xiaomi Notes),
tickets, wiki table rows, invoices, e-mail-like requests, runbooks, READMEs, shell prompts
(mate-terminal, st, cool-retro-term), voice-memo transcripts, dictated and spelled text and
requests to the assistant itself; the separators run from a colon, "is" (`adalah`, `itu`, `is`,
`ay`, `pe`), a dash and an arrow (`→`, `←`, `->`) to an emoji (`🤫`), a new line, guillemets,
quotes, a middle dot, a table bar and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 263
that name each): in none, Tondano, Minahasa, Tonsea, `nyanda`, `makase`, Dida365, Bayarind, Finpay,
Cekmutasi, Mengantar, Bank SulutGo, Mister Aladin and Zenrooms; in one, Bunaken, Tombulu,
mate-terminal, st terminal, the `SSS number`, and every vendor below but those named in other
counts; in two, Tomohon, Bitung, Kakas, Jurnal, Scubapro,
`onderwijsnummer` and SIRB; in three, `duck --password`, `mariadb-dump -p`, `pulsar-admin
--auth-params`, baresip's `auth_pass`, matterbridge, bitlbee's `identify`, irssi's `/connect`,
hexchat, `nextcloudcmd -p`, `mc alias set`, `wget --password`, Reflect, KITAS, PhilHealth and
`id.nik`; in four or five, cool-retro-term, Heptabase, Manado, Xiaomi Notes, `jang kase` and
NPWP. The common
layouts (env files, `export`, `docker run -e`, `fly secrets set`, wp-config's `define`,
docker-compose, `.netrc`, `.pgpass`, Django settings, `appsettings.json`, Spring properties,
hostapd, muttrc, database and RTSP URLs, JWTs, PEM blocks, `otpauth://`, Basic and Bearer
headers, the `WIFI:` QR string, `curl -u`, `sshpass -p`, `mysql -p`, `smbclient -U`, `zip -P`,
`7z -p`, KeePassXC, Bitwarden, Trezor, BitLocker, Mikrotik, Hikvision, Starlink), all named in
many earlier corpora, are in wordings of their own.

About half of the secret samples are in other languages than English: Manado Malay as it is
texted (`kita` "I, my", `ngana` "you", `nyanda` "no, not", `so` "already", `pe` the possessive,
`kita pe password`, `ngana pe PIN`, `jo`, `dang`, `skarang`, `trus`, `makase` "thanks", `jang kase
tau pa sapa-sapa` "don't tell anyone", `so ganti` "changed", `kode pintu`, `gembok`); Indonesian
(`kata sandi`, `sandi`, `kode OTP`, `kode verifikasi`, `kunci API`, `kunci rahasia`, `kunci
pemulihan`, `kunci privat`, `frasa sandi`, `frase pemulihan`, `kode cadangan`, `nomor kartu`,
`adalah`, `ini dia` "here it is", `jangan berikan kode ini kepada siapa pun`, `terima kasih`,
`nama pengguna`, `string koneksi`, `tolong simpan ini`); Tombulu and Tonsea words (`wale` "house",
`opo`, `empung`, `tou`, `mapalus`, `kawanua`, `pakatuan`, `waruga`) inside passwords, SSIDs and
wordplay, around Manado Malay labels; the Dutch of old people (`wachtwoord`, `pincode`,
`sleutel`, `API-sleutel`, `wachtwoordzin`, `burgerservicenummer`, `gebruiker`, `niet
doorvertellen`, `dank u`, `is`, `het woord … dan …`); and the Tagalog of seasonal fishers
(`ang password ay`, `eto yung` / `ito yung` "here is", the English loan `key`,
`huwag sabihin kahit kanino` / `huwag ibigay kahit kanino` "don't tell / give it to anyone",
`salamat`, `pare`, `kuya`, `kapitan`, `isa-isang letra`). The wordings are the author's
approximations, checked by no speaker; the thinnest guesses are the Tombulu and Tonsea ones: the
author knows no word of either for a password, a code or a secret, so their words stand only in
the values and names (`wale`, `opo`, `empung`, `tou` and `pakatuan` as used here, and Tonsea told
apart from Tombulu nowhere), then Manado Malay's `pe` before the value (`wifi … pe password`),
`jang kase tau pa sapa-sapa`, `kode di depan` for an Amex's front code, and the Tagalog `isa-isang
letra` "one letter at a time".

Vendors (Midtrans, Xendit, iPaymu, Duitku, Tripay, Moota, Jubelio, RajaOngkir, Wablas,
Starsender, Woowa, Kirim.Email, Mailketing, Qiscus, Sociomile, Verihubs, Kata.ai, Olsera, Majoo,
Pawoon, Jojonomic, Gadjian, Talenta, Winpay, Prismalink, Cashlez, Paxel, Shipdeo, Everpro,
Waresix, Ritase, Koltiva, eFishery, PayMongo, Dragonpay, Lalamove, Deliveree, DiveBooker,
Bayarind, Finpay, Mengantar, Cekmutasi) were grepped by name, each in at most one earlier corpus
(the last four in none). No shape here is one the author knows to be real: every one is a guess
(hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs for Moota, Kata.ai and
Everpro, and the `SB-Mid-server-`, `xnd_development_`, `DEV-`, `SANDBOX`, `mj_live_`, `smk_`,
`pxl_`, `rts_`, `mgt_` and `sk_test_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Indonesia's
NPWP (`stdnum.id.npwp`, its check digit over the first eight), the Dutch BSN (`stdnum.nl.bsn`)
and onderwijsnummer (`stdnum.nl.onderwijsnummer`), both by the eleven test; Indonesia's NIK of
Minahasa (`stdnum.id.nik`), which has no check digit and is validated for its province and birth
date only. Kinds no library or this file checks (no check-digit algorithm is written here; the
shapes are guesses): an Indonesian driving licence (SIM), a KITAS, a PhilHealth number, a
Philippine SSS number and a seafarer's SIRB. Card numbers pass Luhn (an Indonesian GPN debit
prefix `9360`, a guess, drawn here, and the value helpers' Visa, Mastercard, Amex, JCB and
UnionPay, checked with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only,
none read as a year. Indonesia and the Philippines issue no IBANs; the IBANs are of Palestine,
Timor-Leste, Mauritania, Iraq, Bahrain, Mongolia, Georgia and São Tomé and Príncipe (a rough
count of the country codes in the IBAN shape tables of heldouts 5 to 263 finds each in twenty to
twenty-two corpora, about the fewest), drawn until `stdnum.iban` validates them; seed phrases
come from `mnemonic`'s English, Spanish, French, Italian, Portuguese, Czech, Korean, Japanese and
Simplified Chinese lists, each drawn until `Mnemonic(lang).check` accepts it. Every secret is
drawn again until it is new and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.id import nik as id_nik
from stdnum.id import npwp as id_npwp
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import onderwijsnummer as nl_onderwijs

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 267_418_093
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
            for _ in range(1000):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(secret):
                    break
            _SEEN.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


_SEEN: set[str] = set()


def _fresh(secret: str) -> bool:
    """A secret not drawn before in this run and held by no clean text."""
    return (
        len(secret) >= 4
        and secret not in _SEEN
        and not any(secret in text for text in CLEAN)
        and not any(secret in json.dumps(m, ensure_ascii=False) for m in CLEAN_METADATA)
    )


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_FLOWERS = ["Krisan", "Anggrek", "Gerbera", "Aster", "Dahlia", "Mawar", "Lili", "Kembang",
            "Gladiol", "Sedap", "Melati", "Bougenvil"]  # fmt: skip
_SITES = ["Lekuan", "Fukui", "Siladen", "Mandolin", "Sachiko", "Manado Tua", "Mantehage",
          "Nain", "Lembeh", "Pangalisang"]  # fmt: skip
_FOOD = ["Tinutuan", "Cakalang", "Woku", "Rica", "Panada", "Klappertaart", "Dabu", "Sayor",
         "Brenebon", "Kukis"]  # fmt: skip
_TOU = ["Wale", "Opo", "Mapalus", "Kawanua", "Pakatuan", "Empung", "Tou", "Waruga"]
_WORK = ["Kopra", "Cengkih", "Pala", "Angkot", "Trayek", "Karung", "Jemuran", "Timbangan",
         "Lapak", "Tabung"]  # fmt: skip
_TOWNS = ["Tomohon", "Bunaken", "Bitung", "Kakas", "Tondano", "Kawangkoan", "Remboken",
          "Airmadidi", "Kauditan", "Sonder", "Tareran", "Langowan", "Kakaskasen", "Tara-Tara"]  # fmt: skip
_NAMES = ["Jeane", "Vanny", "Meiske", "Steven", "Ferry", "Novly", "Royke", "Jotje", "Deysi",
          "Olvie", "Lexi", "Fanny", "Henky", "Rolly", "Sisca", "Tirza", "Yoppy", "Marthen",
          "Grace", "Frangky", "Rodel", "Arnel", "Boyet", "Dodong", "Junjun"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Cengk1h", "K0pr4", "T1nutu4n", "M4p4lus", "Bun4k3n", "T0moh0n", "Kr1s4n", "W4l3",
         "C4k4l4ng", "K4w4nu4"]  # fmt: skip
_USERS = ["jeane.w", "vanny", "admin", "royke_k", "frontdesk", "gudang", "kasir1", "novly",
          "steven.r", "opa.hein", "rodel", "operator", "sisca.m", "lapak-tomohon", "dive-ops"]  # fmt: skip


def _copra(g: random.Random) -> str:
    """A copra lot: its grade, its weight and a sign, `KopraA62kg!`."""
    return f"Kopra{g.choice('ABC')}{g.randrange(40, 99)}kg{g.choice(_SYMBOLS)}"


def _route(g: random.Random) -> str:
    """An angkot route and a plate's number: `TDN-TMH-04/DB4127`."""
    a, b = g.sample(["TDN", "TMH", "KKS", "LGW", "RMB", "AMD", "MDO"], 2)
    return f"{a}-{b}-{g.randrange(1, 30):02d}/DB{g.randrange(1000, 10_000)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FLOWERS)}{g.choice(_TOWNS).replace('-', '')}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SITES).replace(' ', '').lower()}_{g.choice(_FOOD).lower()}{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS).replace('-', '')}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    _copra,
    lambda g: f"{g.choice(_TOU)}{g.choice(_WORK)}{g.randrange(10, 1000)}",
    lambda g: ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(3)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_WORK).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_FOOD)}{g.choice(['Pedis', 'Manis', 'Panas'])}{g.randrange(2, 100)}",
]  # fmt: skip
_PLAIN_SET = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN_SET)


_SAID = [
    "Dida365 task 'lapak Tomohon': the Sunmi V2 cash-register password is {pw}",
    "note to self: Olsera back-office password for the flower stall = {pw}",
    "Bunaken front desk, the Mikrotik hotspot admin password is {pw}",
    "Kakas drying yard moisture meter (the web one) password: {pw}",
    "Password for the Bitung warehouse Hikvision NVR → {pw}",
    "the dive centre's DiveBooker admin password is {pw}, don't change it before high season",
    "mate-terminal note, Tondano route office: router password \"{pw}\"",
    "Reflect note 'Bitung copra': weighbridge PC password is {pw}",
    "Heptabase card 'Tondano office': the Epson L3210 printer web password — {pw}",
    "Remind me: Jurnal accounting password for the clove yard is {pw}",
    "kita pe password Majoo for lapak: {pw} 🤫",
    "ngana pe password Pawoon so kita ganti, skarang {pw}",
    "password Moota for mutasi bank: {pw}, jang kase tau pa sapa-sapa",
    "kata sandi komputer timbangan di gudang kopra: {pw}",
    "Kata sandi admin Wi-Fi resort adalah {pw}. Terima kasih.",
    "sandi baru aplikasi kasir lapak kembang: «{pw}»",
    "opa Hein: het wachtwoord van de computer in de wale is {pw}",
    "Opa bilang: wachtwoord van de kluis-laptop, {pw}, niet doorvertellen ya",
    "ang password ng laptop sa bodega ay {pw}",
    "pare, eto yung password ng Starlink sa bangka: {pw}. Huwag sabihin kahit kanino",
    "{pw} ← itu password Gadjian for payroll tukang jemur, makase",
    "Tombulu wordplay, Meiske's idea: the CCTV password at the wale is {pw}",
    "voice memo, Royke in the angkot: 'password for the route office PC is {pw}'",
    "Hey assistant, save this for me: the Kirim.Email password is {pw}",
    "Please remember the Mailketing login password: {pw}",
    "Talenta HR password (Tondano office) -> {pw}",
    "password pe Jojonomic for reimburse: {pw} (jang kase tau Jotje)",
    "Yoppy so ganti password Cekmutasi jadi {pw}",
    "wachtwoord voor de duikcomputer? nee, password Shearwater sync: {pw}",
    "Koltiva farmer app password (Kakas clove group): {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_CHATS = [
    "[06.12] Jeane: pagi! password WiFi lapak so ganti\n[06.13] Jeane: {pw}\n[06.13] Vanny: makase",
    "[21:40] Rodel: kuya, ano password ng laptop?\n[21:41] Henky: {pw}\n[21:41] Rodel: salamat po",
    "[08.05] Steven: ngana tau password Xiaomi Notes kita?\n[08.07] Grace: {pw}",
    "WA grup 'Kopra Bitung' 17.22 — Marthen: password timbangan baru: {pw}",
    "[10:02] Tirza: the new password for the dive shop POS is {pw}\n[10:03] Lexi: 👍",
    "[19.55] Olvie: pw angkot office pe PC apa dang?\n[19.58] Ferry: {pw} jo",
    "[07:31] Novly: kata sandi admin Bayarind: {pw}\n[07:32] Novly: hapus pesan ini nanti ya",
    "Meiske 14.03: ini dia password email lapak → {pw}",
    "[11:11] Deysi: the Bunaken boat tablet password is {pw}, thanks\n[11:12] Sisca: ok",
    "[16.45] Opa Hein: wachtwoord is {pw}\n[16.46] Frangky: dank u opa",
    "[05:50] Arnel: pare ang password ng GPS plotter: {pw}",
    "irssi #mawale-ops <royke> password for the backup NAS: {pw}",
    "hexchat, #kopra: <marthen> new FTP pw is {pw}",
    "Dida365 comment, 09:14, Vanny: password Finpay merchant: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_LOGINS = [
    "login Olsera: {u} / {pw}",
    "Majoo back office — user: {u}, password: {pw}",
    "user {u}, pass {pw} for the Bitung weighbridge PC",
    "username: {u}\npassword: {pw}",
    "creds for the Bunaken booking tablet are {u} and {pw}",
    "sign in to DiveBooker as {u} with {pw}",
    "{u}:{pw}@nas.mawale.lan",
    "| {u} | {pw} | Bitung gudang PC |",
    "user = {u} ; pass = {pw}",
    "nama pengguna {u}, kata sandi {pw}",
    "pake akun {u}, password {pw}, jang kase tau",
    "akun lapak: {u} / {pw} (makase Vanny)",
    "gebruiker {u}, wachtwoord {pw}",
    "username ko ay {u} at password ay {pw}",
    "u={u} p={pw}",
    "Heptabase card 'accounts': Winpay merchant login {u} · {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tinutuan", "cakalang", "klappertaart", "mapalus", "kawanua", "waruga", "paniki",
               "brenebon", "panada", "kolombeng", "saguer", "goroho", "lalampa", "bagea"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "wifi password: it's {w}{d}, word and number joined",
    "type {w}, then {d}; that's the front-desk PC password",
    "password itu kata {w}, abis itu angka {d}",
    "kita pe password: kata {w} trus {d}, nyanda pake spasi",
    "sandinya {w}{d}, huruf kecil semua",
    "wachtwoord is het woord {w}, dan {d}",
    "ang password ay yung salitang {w}, tapos {d}",
    "voice memo: password lapak is {w} and after that {d}",
    "{w}{d} — that's what I set for the Kakas router",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_SHELLS = [
    "mate-terminal, royke@tondano-office:~$ {c}",
    "st terminal on the old warehouse box: $ {c}",
    "cool-retro-term (Steven's joke setup): {c}",
    "ran this on the resort NUC:\n$ {c}",
    "kita da jalankan ini: {c}",
    "perintah yang dipake kemarin: {c}",
    "eto yung command na pinatakbo ko: {c}",
    "Runbook 'Backup gudang', step 3:\n    {c}",
    "README, Setup:\n```\n{c}\n```",
]  # fmt: skip
_CLI = [
    "duck --username {u} --password {pw} --upload ftps://ftp.mawale.id/lapak/ ./foto/",
    "mariadb-dump -u {u} -p{pw} kasir > kasir.sql",
    "pulsar-admin --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationBasic --auth-params '{{\"userId\":\"{u}\",\"password\":\"{pw}\"}}' topics list public/default",
    "baresip -e '/uanew sip:{u}@voip.mawale.id;auth_pass={pw}'",
    "matterbridge: [telegram] … [irc.libera] Password=\"{pw}\"",
    "bitlbee: identify {pw}",
    "irssi: /connect -tls irc.mawale.lan 6697 {pw} {u}",
    "sshpass -p '{pw}' ssh {u}@10.8.0.12",
    "mysql -h db.mawale.lan -u {u} -p{pw} angkot",
    "wget --user={u} --password={pw} https://files.mawale.id/kopra/2033-05.xlsx",
    "nextcloudcmd -u {u} -p {pw} ./nota https://cloud.mawale.id",
    "mc alias set mawale https://s3.mawale.id {u} {pw}",
    "smbclient //nas.mawale.lan/nota -U {u}%{pw}",
    "curl -u {u}:{pw} https://api.mawale.id/v1/lots",
    "zip -P {pw} nota-cengkih.zip nota/*.pdf",
    "7z a -p{pw} backup-resort.7z /srv/booking",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            pw = v.until(rng, _plain_pw, _fresh)
            _SEEN.add(pw)
            text = template.format(pw=pw, u=rng.choice(_USERS))
            out.append(Sample(cls, rng.choice(frames).format(c=text), pw))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@db.mawale.lan:5432/kopra",
    "mysql://{u}:{pw}@10.8.0.5:3306/angkot",
    "mongodb+srv://{u}:{pw}@cluster0.mawale.example/booking",
    "redis://{u}:{pw}@cache.mawale.lan:6379/2",
    "amqp://{u}:{pw}@mq.mawale.lan:5672/lapak",
    "ftp://{u}:{pw}@ftp.mawale.id/nota/",
    "rtsp://{u}:{pw}@192.168.10.64:554/Streaming/Channels/101",
    "Server=sql.mawale.lan;Database=Cengkih;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "connection string for the clove yard app: {c}",
    "koneksi database lapak: {c}", "string koneksi: {c}", "CCTV stream Bitung: {c}",
    "tolong simpan ini: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "sub": f"mrc_{_r(g, LOWER_DIGITS, 12)}", "iat": issued,
                  "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)

    return make


# (vendor, env name, maker): every shape is the author's guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Midtrans", "MIDTRANS_SERVER_KEY", _j("SB-Mid-server-", (URLSAFE, 24))),
    ("Xendit", "XENDIT_SECRET_KEY", _j("xnd_development_", (ALNUM, 60))),
    ("iPaymu", "IPAYMU_API_KEY", _j("SANDBOX", (UPPER_HEX, 8), "-", (UPPER_HEX, 4), "-", (UPPER_HEX, 4), "-", (UPPER_HEX, 4), "-", (UPPER_HEX, 12))),
    ("Duitku", "DUITKU_MERCHANT_KEY", _j((HEX, 32))),
    ("Tripay", "TRIPAY_API_KEY", _j("DEV-", (ALNUM, 40))),
    ("Moota", "MOOTA_TOKEN", _vendor_jwt("moota")),
    ("Jubelio", "JUBELIO_SECRET", _j((HEX, 64))),
    ("RajaOngkir", "RAJAONGKIR_KEY", _j((HEX, 32))),
    ("Wablas", "WABLAS_TOKEN", _j((ALNUM, 60))),
    ("Starsender", "STARSENDER_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Woowa", "WOOWA_KEY", _j((HEX, 40))),
    ("Kirim.Email", "KIRIMEMAIL_API_TOKEN", _j((ALNUM, 48))),
    ("Mailketing", "MAILKETING_TOKEN", _j((HEX, 32))),
    ("Qiscus", "QISCUS_SECRET_KEY", _j((HEX, 32))),
    ("Sociomile", "SOCIOMILE_SECRET", _j("smk_", (ALNUM, 36))),
    ("Verihubs", "VERIHUBS_API_KEY", _j((ALNUM, 32))),
    ("Kata.ai", "KATA_TOKEN", _vendor_jwt("kata.ai")),
    ("Olsera", "OLSERA_APP_SECRET", _j((ALNUM, 40))),
    ("Majoo", "MAJOO_API_KEY", _j("mj_live_", (ALNUM, 32))),
    ("Pawoon", "PAWOON_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Jojonomic", "JOJO_API_KEY", _j((UPPER_HEX, 32))),
    ("Gadjian", "GADJIAN_TOKEN", _j((B64, 44))),
    ("Talenta", "TALENTA_HMAC_SECRET", _j((ALNUM, 32))),
    ("Winpay", "WINPAY_PRIVATE_KEY_2", _j((HEX, 40))),
    ("Prismalink", "PRISMALINK_SECRET", _j((UPPER_DIGITS, 32))),
    ("Cashlez", "CASHLEZ_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Paxel", "PAXEL_API_KEY", _j("pxl_", (ALNUM, 40))),
    ("Shipdeo", "SHIPDEO_CLIENT_SECRET", _j((ALNUM, 64))),
    ("Everpro", "EVERPRO_TOKEN", _vendor_jwt("everpro")),
    ("Waresix", "WARESIX_API_KEY", _j((HEX, 48))),
    ("Ritase", "RITASE_KEY", _j("rts_", (ALNUM, 32))),
    ("Koltiva", "KOLTIVA_API_TOKEN", _j((ALNUM, 50))),
    ("eFishery", "EFISHERY_KEY", _j((HEX, 32))),
    ("PayMongo", "PAYMONGO_SECRET_KEY", _j("sk_test_", (ALNUM, 24))),
    ("Dragonpay", "DRAGONPAY_PASSWORD", _j((ALNUM, 20))),
    ("Lalamove", "LALAMOVE_API_SECRET", _j("sk_test_", (B64, 64))),
    ("Deliveree", "DELIVEREE_API_KEY", _j((HEX, 64))),
    ("Bayarind", "BAYARIND_SECRET_KEY", _j((UPPER_HEX, 40))),
    ("Finpay", "FINPAY_MERCHANT_KEY", _j((ALNUM, 32))),
    ("Mengantar", "MENGANTAR_API_KEY", _j("mgt_", (HEX, 40))),
]  # fmt: skip
_VENDOR_PLACES = [
    "{v} API key: {k}",
    "export {e}={k}",
    "{e}=\"{k}\"",
    "kunci API {v}: {k}",
    "{v} secret key → {k}",
    "ngana pe {v} key so kita ganti, skarang: {k}",
    "ini dia API key {v} untuk lapak, jang kase tau sapa-sapa: {k}",
    "eto yung API key ng {v}: {k}",
    "Integrations › {v}: {k}",
    "{v} integration broken, current key {k}",
    "fly secrets set {e}={k}",
    "docker run -e {e}={k} mawale/booking:2.4",
    "de API-sleutel van {v} is {k}",
    "Hey assistant, remember our {v} key: {k}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    places = v.cycle(rng, _VENDOR_PLACES, n)
    for (name, env, make), place in zip(v.cycle(rng, _VENDORS, n), places, strict=True):
        key = v.until(rng, make, _fresh)
        _SEEN.add(key)
        out.append(Sample("vendor_key", place.format(v=name, e=env, k=key), key))
    return out


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "session token for the booking app: {t}",
    "token Moota dari dashboard: {t}",
    "localStorage.setItem('token', '{t}')",
    "ini token login kasir: {t}",
    "eto yung token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    claims = {"sub": rng.choice(_USERS), "role": rng.choice(["kasir", "admin", "dive-ops"]),
              "iat": issued, "exp": issued + 86_400, "iss": "https://auth.mawale.id"}  # fmt: skip
    alg = ["HS256", "RS256", "ES256"][index % 3]
    sig = {"HS256": 43, "RS256": 342, "ES256": 86}[alg]
    return {"t": _jwt_of(rng, {"alg": alg, "typ": "JWT"}, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_KINDS = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]
_PEM_PLACES = {
    "deploy key for the booking server:\n{key}": 0,
    "kunci privat server lapak:\n{key}\nsimpan baik-baik": 1,
    "~/.ssh/id_ecdsa on the Bitung box:\n{key}": 2,
    "ito yung private key ng VPS:\n{key}": 3,
    "Runbook 'VPN gudang', paste this into /etc/ssl/private/gw.key:\n{key}": 0,
    "sleutel van opa's server:\n{key}": 1,
}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _PEM_KINDS[(_PEM_PLACES[template] + index) % 4]
    body = base64.b64encode(
        bytes(rng.randrange(256) for _ in range(rng.choice([120, 240, 360])))
    ).decode()
    lines = "\n".join(body[k : k + 64] for k in range(0, len(body), 64))
    return {"key": f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french", "italian",
                                              "portuguese", "czech", "korean", "japanese",
                                              "chinese_simplified")}  # fmt: skip


def _phrase(g: random.Random, lang: str, words: int) -> str:
    def make(h: random.Random) -> str:
        bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
        return str(_MNEMO[lang].to_mnemonic(bytes(h.randrange(256) for _ in range(bits))))

    return v.until(g, make, _MNEMO[lang].check)


_SEED_PLACES = {
    "seed phrase of the resort's Trezor: {p}": "english",
    "recovery phrase (Bunaken tip jar wallet): {p}": "english",
    "kita pe seed phrase: {p}": "english",
    "frase pemulihan dompet kripto lapak: {p}": "english",
    "frase semilla de la billetera del buzo español: {p}": "spanish",
    "phrase de récupération (le client de Lyon): {p}": "french",
    "frase di recupero del portafoglio di Marco: {p}": "italian",
    "frase de recuperação: {p}": "portuguese",
    "obnovovací fráze: {p}": "czech",
    "복구 문구: {p}": "korean",
    "ダイバーさんのウォレット復元フレーズ：{p}": "japanese",
    "助记词：{p}": "chinese_simplified",
    "12 kata rahasia dompet: {p}": "english",
    "ito yung seed words ng wallet ko: {p}": "english",
}  # fmt: skip


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    return {"p": _phrase(rng, lang, [12, 24, 12, 18][index % 4])}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], length: int) -> str:
    body = rng.choice(prefixes) + ""
    body += _r(rng, D, length - len(body) - 1)
    return body + luhn.calc_check_digit(body)


def _card(rng: random.Random, brand: str) -> str:
    if brand == "gpn":  # an Indonesian GPN debit card: the prefix is a guess
        return _card_of(rng, ["9360"], 16)
    return v.card(rng, brand)


_CARD_PLACES = [
    "card for the dive gear order: {c} exp {mm}/{yy}",
    "nomor kartu kredit lapak: {c}",
    "kita pe kartu: {c}, exp {mm}/{yy}",
    "ang card number ko ay {c}",
    "kaartnummer van opa: {c}",
    "JCB {c} valid thru {mm}/{yy}",
    "kartu debit GPN {c}",
    "Visa {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = (
        "jcb"
        if "JCB" in template
        else "gpn"
        if "GPN" in template
        else "visa"
        if "Visa" in template
        else rng.choice(["mastercard", "amex", "unionpay", "visa", "jcb"])
    )
    number = _card(rng, brand)
    grouped = v.grouped(number, [" ", "-", "", "."][index % 4], rng)
    return {"c": grouped, "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 40))}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Amex {c}, four-digit CID on the front: {cvv}",
    "kode keamanan Amex (4 angka di depan kartu): {cvv}",
    "kita pe Amex, kode di depan {cvv}",
    "ang CID ng Amex ay {cvv}",
    "de vier cijfers op de voorkant van de Amex: {cvv}",
    "security code printed above the Amex number: {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    code = str(rng.choice([rng.randrange(2100, 9999), rng.randrange(1000, 1900)]))
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 263: BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"PS": "aaaa" + "c" * 21, "TL": "n" * 19, "MR": "n" * 23, "IQ": "aaaa" + "n" * 15,
                "BH": "aaaa" + "c" * 14, "MN": "n" * 16, "GE": "aa" + "n" * 16, "ST": "n" * 21}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN of the Dili coffee partner: {i}",
    "please transfer the dive deposit to IBAN {i}",
    "IBAN pembeli cengkih: {i}",
    "kita pe IBAN for kiriman dari luar: {i}",
    "rekening luar negeri (IBAN) {i}, makase",
    "IBAN ng kapitan: {i}",
    "opa's IBAN: {i}",
    "Invoice MWN-2033-041, IBAN: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _npwp(g: random.Random) -> str:
    """An Indonesian NPWP (old 15-digit form): its ninth digit checks the first eight."""
    number = v.until(g, lambda h: "0" + h.choice("123789") + _r(h, D, 13), id_npwp.is_valid)
    return str(id_npwp.format(number))


def _bsn(g: random.Random) -> str:
    """A Dutch BSN: nine digits passing the eleven test."""
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), nl_bsn.is_valid)


def _onderwijs(g: random.Random) -> str:
    """A Dutch onderwijsnummer: 10 and seven digits under the BSN-like check."""
    return v.until(g, lambda h: "10" + _r(h, D, 7), nl_onderwijs.is_valid)


def _nik(g: random.Random) -> str:
    """An Indonesian NIK of Minahasa (71.02): place, birth date (+40 for women), serial; python-stdnum
    checks its province and date, it has no check digit."""

    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + h.choice([0, 40])
        return f"7102{h.randrange(1, 30):02d}{day:02d}{h.randrange(1, 13):02d}{h.randrange(55, 100):02d}{h.randrange(1, 10_000):04d}"

    return v.until(g, make, id_nik.is_valid)


def _sim(g: random.Random) -> str:
    """An Indonesian driving licence (SIM) number: twelve digits, no public check."""
    return f"{g.randrange(1000, 10_000)}-{g.randrange(1000, 10_000)}-{g.randrange(1000, 10_000)}"


def _kitas(g: random.Random) -> str:
    """A KITAS (stay permit) number, a guessed shape: 2C + eleven digits and a letter."""
    return f"2C{_r(g, D, 2)}{_r(g, UPPER, 2)}{_r(g, D, 7)}{g.choice('ABCDEFGH')}"


def _philhealth(g: random.Random) -> str:
    """A PhilHealth number: 12-345678901-2, no check this file or a library knows."""
    return f"{_r(g, D, 2)}-{_r(g, D, 9)}-{_r(g, D, 1)}"


def _sss(g: random.Random) -> str:
    """A Philippine SSS number: 34-1234567-8, unchecked."""
    return f"{g.choice(['33', '34', '01', '07'])}-{_r(g, D, 7)}-{_r(g, D, 1)}"


def _sirb(g: random.Random) -> str:
    """A seafarer's identification and record book (SIRB) number, a guessed shape."""
    return f"{g.choice('ABC')}{_r(g, D, 7)}"


_ID_PLACES: dict[str, Maker] = {
    "NPWP lapak kembang untuk faktur: {s}": _npwp,
    "kita pe NPWP: {s}": _npwp,
    "tax id (NPWP) of the copra warehouse: {s}": _npwp,
    "NPWP gudang Bitung → {s}": _npwp,
    "opa's BSN, for the Dutch pension letter: {s}": _bsn,
    "burgerservicenummer van opa Hein: {s}": _bsn,
    "BSN oma: {s}": _bsn,
    "onderwijsnummer of Tirza's nephew in Zwolle: {s}": _onderwijs,
    "onderwijsnummer: {s}": _onderwijs,
    "NIK KTP Meiske: {s}": _nik,
    "my NIK (KTP number) for the resort licence: {s}": _nik,
    "nomor KTP pe Henky: {s}": _nik,
    "nomor SIM angkot Royke: {s}": _sim,
    "driver's licence (SIM A) of the route boss: {s}": _sim,
    "KITAS of the Dutch dive instructor: {s}": _kitas,
    "nomor KITAS: {s}": _kitas,
    "PhilHealth ID ni Rodel: {s}": _philhealth,
    "Arnel's PhilHealth number: {s}": _philhealth,
    "SSS number ko: {s}": _sss,
    "SIRB no. ni kapitan Boyet: {s}": _sirb,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = [
    "Xendit dashboard 2FA backup codes\n{codes}",
    "kode cadangan 2FA akun Google lapak: {codes}",
    "backup codes ng Facebook ng bangka: {codes}",
    "reservecodes voor opa's DigiD-app? nee, Google: {codes}",
    "recovery codes for the Midtrans login:\n{codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = index % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n", "\n"][index % 5]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_SEEDS_2FA = [
    "otpauth://totp/Xendit:jeane@mawale.id?secret={s}&issuer=Xendit",
    "TOTP secret for the Midtrans dashboard: {s}",
    "setup key (kalau QR nyanda bisa di-scan): {s}",
    "kunci rahasia 2FA: {s}",
    "2FA secret ng email: {s}",
    "otpauth://totp/DiveBooker:frontdesk?secret={s}&digits=6&period=30",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")


_CODES = [
    "{c} adalah kode OTP Anda. JANGAN berikan kode ini kepada siapa pun.",
    "Kode verifikasi Bank SulutGo: {c}. Jang kase tau pa sapa-sapa",
    "Ang iyong verification code ay {c}. Huwag ibigay kahit kanino.",
    "Use {c} to sign in to the Xendit dashboard",
    "{c} is your DiveBooker login code",
    "kita pe kode OTP {c}, cepat jo",
    "je verificatiecode is {c}",
    "[07.03] Jeane: kode dari Mister Aladin {c}",
    "Your Zenrooms code: {c}",
]  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    code = _r(rng, D, 6)
    return {"c": f"{code[:3]} {code[3:]}" if index % 4 == 3 else code}


_codes = _Family("otp_code", _CODES, _code_draw, "c")


_RECOVERY = [
    "BitLocker recovery key for the front-desk laptop: {k}",
    "kunci pemulihan BitLocker laptop gudang: {k}",
    "Apple ID recovery key (Vanny's iPhone): {k}",
    "recovery key ng laptop: {k}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Mawale-Lapak", "Lapak Kembang Tomohon", "Bunaken Reef Desk", "Gudang Kopra Bitung",
          "Jemuran Kakas", "Trayek Tondano", "IndiHome-7Q2K", "Opa Hein", "Dive Shop 5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, password {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "Network: {s} / {pw}",
    "kata sandi WiFi {s}: {pw}",
    "wifi {s} pe password {pw}, makase",
    "password wifi di lapak ({s}) adalah {pw}",
    "het wifi-wachtwoord van {s} is {pw}",
    "password ng wifi sa {s}: {pw}",
    "guests ask for the wifi all day: {s} → {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, D, 12)
    if roll < 0.35:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("xnd_development_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("SB-Mid-server-", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "dibaca per huruf: {t}",
          "[voice memo, dictated] {t}", "isa-isang letra: {t}", "letter voor letter: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "PIN ATM kita: {pw}",
    "kode pintu gudang kopra {pw}",
    "the safe at the dive desk opens with {pw}",
    "gembok jemuran cengkih: {pw}",
    "pincode van opa's bankpas: {pw}",
    "ang PIN ng ATM ko ay {pw}",
    "alarm code, Tondano route office: {pw}#",
    "PIN kasir lapak → {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["tinutuan", "cakalang", "kopra", "cengkih", "waruga", "mapalus", "lokon",
                 "mahawu", "siladen", "bunaken", "angkot", "kembang", "klappertaart", "paniki",
                 "empung", "wale"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the resort vault: {p}": " ",
            "frasa sandi Bitwarden lapak: {p}": "-",
            "kita pe passphrase: {p}": " ",
            "wachtwoordzin: {p}": ".",
            "passphrase ng backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "header Authorization = Basic {v} (Xendit sandbox)": True,
    "curl -H 'Authorization: Bearer {v}' https://api.mawale.id/v1/angkot": False,
    "header buat RajaOngkir: Authorization: Bearer {v}": False,
    "proxy_set_header Authorization \"Basic {v}\";": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env of the booking app:\nAPP_ENV=production\nDB_HOST=db.mawale.lan\nDB_PASSWORD={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "docker-compose.yml:\n  environment:\n    POSTGRES_USER: kopra\n    POSTGRES_PASSWORD: {pw}",
    "config.yaml (lapak sync):\nsmtp:\n  host: mail.mawale.id\n  user: lapak@mawale.id\n  password: \"{pw}\"",
    "~/.netrc:\nmachine ftp.mawale.id login gudang password {pw}",
    "settings.py:\nEMAIL_HOST_PASSWORD = \"{pw}\"",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Kasir\": \"Server=.;Database=Kasir;User Id=sa;Password={pw};\"}}}}",
    "~/.pgpass:\ndb.mawale.lan:5432:kopra:gudang:{pw}",
    "hostapd.conf (dive shop):\nssid=Dive Shop 5G\nwpa_passphrase={pw}",
    "muttrc:\nset imap_pass = \"{pw}\"",
    "application.properties:\nspring.datasource.password={pw}",
    "config.ini:\n[mikrotik]\nhost = 192.168.88.1\nuser = admin\npassword = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 40), (_chats, 25), (_logins, 24), (_spelled, 12), (_cli, 24), (_urls, 12),
    (_vendors, 40), (_jwts, 10), (_pems, 7), (_seeds, 14), (_cards, 16), (_cvvs, 8),
    (_ibans, 16), (_national, 20), (_backups, 8), (_totp, 10), (_codes, 14), (_recovery, 6),
    (_wifi, 18), (_spelled_tokens, 10), (_locks, 16), (_phrases, 10), (_auth, 10), (_configs, 20),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    _SEEN.clear()
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _phrase(g, "english", 12)


def _fresh_of(make: Maker) -> Maker:
    """``make``, drawn again until its value is new and no clean text holds it."""
    return lambda g: v.until(g, make, _fresh)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Olsera admin password is": "{s}",
    "kita pe password:": "{s} (jang kase tau)",
    "kata sandi baru": "{s}\nganti lagi abis panen cengkih",
    "wachtwoord van opa:": "{s}",
    "ang password ay": "{s}, salamat",
    "DiveBooker password": "{s}",
    "password timbangan gudang:": "{s}",
    "Royke read the route office password over the phone:": "{s}, I think",
    "sandi Majoo": "{s}",
    "password wifi lapak adalah": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Xendit secret key", "{s}", _j("xnd_development_", (ALNUM, 60))),
    ("split_token", "kunci API RajaOngkir:", "{s} (ongkir lapak)", _j((HEX, 32))),
    ("split_token", "Cashlez API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "seed phrase dompet", "{s}", _english_seed),
    ("split_card", "nomor kartu", "{s} exp 08/37", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TL"))),
    ("split_backup", "Xendit backup codes", "{s}\nqzpa-4417\nmrtk-0932", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NPWP", "{s}", _npwp),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = v.until(rng, make, _fresh)
    _SEEN.add(secret)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    secrets()  # the secrets drawn first, so that no pair repeats one
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"olsera": {"url": "https://lapak.mawale.id", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kata_sandi": "{s}"}': ("meta_password", _plain_pw),
    '{"akun": {"user": "gudang", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"wachtwoord": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb-dump", "--user", "kasir", "--password", "{s}", "kasir"]}': ("meta_password", _plain_pw),
    '{"note": "kita pe password baru {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "ang password ng GPS plotter ay {s}"}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "nvr-bitung"}, {"name": "nvr-lapak", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"xendit": {"secret_key": "{s}"}}': ("meta_token", _j("xnd_development_", (ALNUM, 60))),
    '{"midtransServerKey": "{s}"}': ("meta_token", _j("SB-Mid-server-", (ALNUM, 24))),
    '{"wablas_token": "{s}"}': ("meta_token", _j((ALNUM, 60))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "gpn"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GE")),
    '{"opa": {"bsn": "{s}"}}': ("meta_id", _bsn),
    '{"mfa": {"backup_codes": ["{s}", "qzpa-4417", "mrtk-0932"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tip_wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"gudang": {"kode_pintu": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Jemuran Kakas", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    field_pairs()  # the secrets and the pairs drawn first, so that none repeats
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"escpos-3.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"routeros-7.15.2-arm.npk").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add Siladen boat slots", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"kopra: fix moisture rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"nota_cengkih_2033-08.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Olsera password after the flower festival (TIFF) in August.",
    "Vanny asked for the lapak wifi password; it's on the card under the cash box.",
    "kita pe password so lupa, tolong reset jo",
    "Jang kase tau password pa sapa-sapa, ok?",
    "Kata sandi minimal 12 karakter dan harus diganti tiap 90 hari.",
    "Huwag ibigay ang password mo kahit kanino.",
    "Het wachtwoord staat in het schriftje van opa, niet hier.",
    "Please don't paste passwords in the WA group; use the vault link.",
    "Ganti sandi dulu baru login ulang, makase.",
    "The `.env.example` line `XENDIT_SECRET_KEY=isi-di-sini` is a placeholder.",
    "MIDTRANS_SERVER_KEY and RAJAONGKIR_KEY must be set before the nightly sync runs.",
    "Replace <YOUR_WABLAS_TOKEN> in the README with the token from the Wablas dashboard.",
    "Upgraded RouterOS from 7.14 to 7.15.2 on the Bitung gateway over the weekend.",
    f"commit {_COMMIT} adds the Siladen boat slots to the booking app.",
    f"Rolled back to {_SHORT} after the copra moisture rounding broke the weighbridge report.",
    f"requirements.txt: python-escpos==3.1 --hash=sha256:{_WHEEL_SUM}",
    f"routeros-7.15.2-arm.npk SHA-256 checksum {_FIRMWARE_SUM}",
    f"MD5 of nota_cengkih_2033-08.csv is {_MD5}.",
    "Request id 5c2e81a4-9b3d-4e17-a0f6-2d8c7b1e4a93 is the slow one in the Xendit logs.",
    "PO-2033-00712: 120 karung kopra, Bitung, ships Thursday.",
    "Tiket #4471: angkot DB 4127 AE mogok di Kakaskasen.",
    "Telepon kantor trayek Tondano: +62 431 321 774.",
    "Call the Bunaken dive desk on +62 812 4410 9923 before 8.",
    "Angkot route 04 runs Tondano–Tomohon every 15 minutes; route 12 goes to Remboken.",
    "Kode pos Tomohon Tengah 95441, Tondano 95611, Bitung 95511.",
    "HS code 0907.10 is cloves, whole; 1203.00 is copra.",
    "ISBN 978-602-03-1234-9 is the Minahasa recipe book on the shelf.",
    "Lot LOT-2033-KKS-0291: cengkih 480 kg, kadar air 12.5 %.",
    "Container TEMU 5512309 with the copra lot leaves Bitung on the 14th.",
    "The dive log says 28 m max depth, 47 minutes, 29 °C at Lekuan II.",
    "The PIN pad at the lapak is broken again, cash only today.",
    "After three wrong PINs the ATM keeps the card.",
    "Password reset link expires in 30 minutes.",
    "The API key field is required in the Midtrans plugin settings.",
    "The secret of good tinutuan is fresh kangkung and a lot of patience.",
    "Kode promo Tomohon flower festival: TIFF2033 (public, on the banner).",
    "My card ending 4471 was declined at the dive shop in Manado.",
    "The dive shop wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Xendit account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Gudang kopra Bitung: 36 m long, each karung weighs about 60 kg.",
    "The guest wifi 'Bunaken Reef Guest' is open, no password needed.",
    "Wi-Fi password? Ask at the front desk, it changes every week.",
    "kode verifikasi nyanda masuk-masuk, coba kirim ulang",
    "Nomor resi JNE 0301 2233 4455 6677 untuk kiriman kembang ke Jakarta.",
    "Plat angkot DB 1234 AF, trayek Tondano–Langowan.",
    "Ticket DIVE-2033-118: BCD leaking on set 7, send to Scubapro service.",
    "Token counts: prompt 512, completion 128.",
    "The passphrase must be at least four words, says the KeePassXC policy.",
    "Opa zegt: de sleutel van de kast ligt in de la.",
    "Salamat sa isda, kapitan!",
    "Makase banyak for the klappertaart, Oma!",
    "Flight JT 741 Manado–Jakarta departs 06:15.",
    "Order #MWN-88213: 40 ikat krisan, 12 ikat gerbera.",
    "Tomohon flower market opens 05.00, closes 11.00.",
    "Release notes: Booking app 2.4 (2033) adds Bahasa Indonesia and Tagalog.",
    "UUID of the test fixture: 00000000-0000-0000-0000-000000000000.",
    "Sensor MAC 3C:71:BF:4A:9E:02 on the clove dryer reports every 5 minutes.",
    "Storage: 12 tabung gas, 3 timbangan, 1 genset Yanmar 2019.",
    "npm run build && npm run test -- --coverage",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 12}',
    '{"secret_ref": "vault/mawale/olsera", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 88}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "python-escpos", "version": "3.1"}}',
    '{"ticket": "4471", "purchase_order": "PO-2033-00712"}',
    '{"lot": {"id": "LOT-2033-KKS-0291", "weight_kg": 480, "moisture_pct": 12.5}}',
    '{"phone": "+62 431 321 774", "city": "Tondano"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "karung_in_stock": 812}',
    '{"route": "04", "from": "Tondano", "to": "Tomohon", "headway_min": 15}',
    '{"dive": {"site": "Lekuan II", "max_depth_m": 28, "minutes": 47}}',
]  # fmt: skip
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
