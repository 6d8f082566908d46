# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-fifty-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-fifty-third's
docstring, the fifth to two-hundred-and-fifty-third only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-fifty-fourth to
two-hundred-and-fifty-sixth), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (257604913), password words (a Sasak or Balinese thing, a Lombok place, a number and a sign;
two such words and a number; a name, a birth year, a sign and a place; leet words of mutiara,
songket, cidomo, Rinjani, Gerupuk, Sekotong, tiram, Sumbawa and peresean with a year; a surf word
and a board's length, `Barrel7ft3!`; a pearl grade, `MutiaraAAA…`; a ferry route, `LMB-PDB…`; a
generator's three dotted groups of five; a name, `Rips` and a break; random runs), names, places,
templates, tools, vendors and layouts, the way the staff of a fictional company (PT Segara, with a
pearl farm near Sekotong, a surf camp at Kuta Lombok, a weaving village's shop at Sukarara, a
horse-cart and ferry ticket agency at Lembar and a cashew processing shed at Alas in Sumbawa) leak
secrets into an assistant's memory. The texts are chats with times (WhatsApp, MiChat, BeeTalk),
tickets (Trudesk, Peppermint, UVdesk, Huly), wiki pages and tables (Docmost, TiddlyWiki, XWiki,
AFFiNE, Focalboard and Wekan cards), notes, e-mails, runbooks, READMEs, shell prompts (Termux,
Ghostty, Windows Terminal, MobaXterm, Xshell, JuiceSSH, Blink Shell), voice-memo transcripts
(Otter.ai, Google Recorder, Superwhisper, MacWhisper), dictated text and requests to the
assistant itself; the separators run from a colon, "is" (`adalah`, `jari`, `niki`), a dash and
an em dash to an arrow (`→`), an emoji (`👉`, `👈`, `🤙`), a new line, French quotes, backticks,
quotes and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 253
that name each): in none, Lombok, Sumbawa, Sekotong, Sukarara, Lembar, Segara, cidomo, songket,
`jfrog rt config`, `flower --basic_auth`, `brook server` and `flowerconfig.py`; in one, MiChat,
BeeTalk, Otter.ai, Google Recorder, Superwhisper, MacWhisper, Docmost, TiddlyWiki, XWiki,
Focalboard, iSeller, `dirb -u`, `mysqldbcopy`, `mysqldiff`, `mysqlreplicate`, `mysqlfailover`
and `medusa user`; in two, Huly, Wekan, Trudesk, Peppermint, AFFiNE, aerc's `accounts.conf`,
sing-box, `ZINC_FIRST_ADMIN_PASSWORD`, `FASTLANE_PASSWORD`, `superset_config.py`, gradio's
`auth=`, `check_postgres --dbpass`, `nxc smb`, `ldapdomaindump`, `check_ldap -P`, `wget
--http-password`, `rtspsrc user-pw=`, `pocketbase superuser upsert`, `hass --script auth add`,
`wp user create --user_pass` and Winlogon's `DefaultPassword`; in three, UVdesk, `vercel env
add`, `superset fab create-admin`, `airflow users create`, `label-studio start`, `gobuster -U
-P`, `wfuzz --basic`, `nikto -id`, `davix-get --userpass`, `mongodump`, `sqlmap --auth-cred`,
`jf c add`, `nerdctl login`, `helm repo add --password` and `regctl registry login`. The common
layouts (env files, `export`, compose files, Dockerfiles, systemd drop-ins, fly and railway
secrets, database URLs, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers in Bruno,
Caddy, Hoppscotch, Yaak and Thunder Client, the `WIFI:` QR string, CSV rows, Markdown tables,
YAML, Proton Pass, Enpass, KeePassXC, VeraCrypt, Bitwarden, Aegis and BitLocker), all named in
many earlier corpora, are in wordings of their own.

About half of the secret samples are in other languages than English (Australian surfer English,
`mate`, `reckon`, `arvo`, `heaps`, `groms`, `legend`, `stoked`, `keep it under your hat` "don't
tell anyone", `cheers`, counts as English here): Indonesian texting with Jakarta slang
(`passwordnya`, `pw`, `kata sandi`, `sandi baru`, `adalah`, `ini … nih`, `gw`/`gue`, `lu`, `jgn
kasih tau siapa2` and `jgn disebar` "don't tell / spread it", `makasih`, `mksh`, `udh`, `jd`,
`skrg`, `kepo`, `ngab`, `bokap`, `nyokap`, `wkwk`, `kunci API`, `kode gembok` "padlock code",
`kode cadangan` "backup codes", `kunci pemulihan` "recovery key", `frasa pemulihan` "recovery
phrase", `nomor kartu`, `PIN ATM`, `dieja satu2` "spelled one by one", the bank SMS's `JANGAN
BERIKAN kode ini kpd siapapun`); romanised Sasak (`tiang` "I, my", `niki` "this (is)", `ne`
"this", `jari` "became", `pasword`, `ape` "what", `tampiasih` "thanks", `ndaq beng dengan len`
"don't give it to others", `inaq`); Balinese words from the Hindu families of Cakranegara (`Om
Swastyastu`, `Bli`, `Mbok`, `sandi anyar` "new password", `suksma` "thanks", `sampunang ngorahin
anak len` "don't tell others", `nggih`, `kruna` "word", `raris` "then"); a few Sumbawan words
(`aku`, `sanak` "sibling", `nan` "that", `tarima kasi` "thanks"); German once from a guest, and
Chinese, Korean, Japanese, Czech and Portuguese only around seed phrases kept by buyers and
investors abroad. The wordings are the author's approximations, checked by no speaker; the
thinnest guesses are the Sasak `ndaq beng dengan len`, `pasword … ne jari …` and `Ndaq beng
pasword side lek dengan len`, the Balinese `sandi tiang kruna …, raris angka …`, and every
Sumbawan phrase (`kode gembok rumah mete nan`, `tarima kasi sanak`, `ndaq ku bagi ke sanak len`).

Vendors (Kitabisa, Pluang, Indodana, Sayurbox, TaniHub, BukuKas, Lummo, Mamikos, ID Express,
Evermos, Pegipegi, Bobobox, RedDoorz, Sociomile, Sociolla, Bhinneka, Ruangguru, Zenius, Cakap,
Hangry, Qoala, PasarPolis, Lifepal, Cermati, Akseleran, Tanamduit, Nanovest, Jakmall, Ralali,
Mbiz, Airtasker, Hipages, Judo Bank, Spaceship, Pearler, Swellmap, Surf-Forecast, Coastalwatch,
Surfable, Glassy, Surfcaptain, Swellinfo, Nusatrip, Superbank, Hibank, Allo Bank and Gili
Getaway; the banks Danamon, CIMB Niaga, Permata, Bank Muamalat, OCBC NISP, wondr, Jenius, Motion
Banking, Bankwest and Suncorp only as accounts) are ones heldouts 5 to 253 do not name (grepped by
name). No shape here is one the author knows to be real: every one is a guess (hex, base64,
URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs for RedDoorz and Airtasker, and the
`kb_live_`, `evm_`, `qoala_sk_`, `prl_`, `cw_` and `gls_sk_` prefixes); the JWTs are
well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Indonesia's
NPWP (`stdnum.id.npwp`, Luhn over its first digits), Australia's Tax File Number
(`stdnum.au.tfn`, weighted mod 11), Business Number (`stdnum.au.abn`, mod 89) and Company Number
(`stdnum.au.acn`) (by grep `npwp` is in three earlier corpora, `au.tfn`, `au.abn` and `au.acn` in
two each); Indonesia's NIK of West Nusa Tenggara is validated by `stdnum.id.nik` for its place
and birth date only (it has no check digit; `id.nik` in two). Kinds no library or this file
checks (no check-digit algorithm is written here; the shapes are guesses): an Indonesian
passport, a Kartu Keluarga number, a BPJS Kesehatan card, a SIM (driving licence), a KITAS, an
NIB, an Australian passport and a New South Wales driver licence. Card numbers pass Luhn (GPN
prefixes guessed and drawn here, and the value helpers' Visa, Mastercard, Amex, JCB and UnionPay,
checked with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, drawn so
that none reads as a year. Indonesia and Australia issue no IBANs; the IBANs are of Denmark,
Hungary, Bosnia and Herzegovina, Honduras, Latvia, Norway, Palestine and Mauritius (a rough count
of the country codes in the IBAN shape tables of heldouts 5 to 253 finds each in sixteen or
seventeen corpora, the fewest), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Simplified Chinese, Korean, Japanese, Czech and Portuguese lists, each drawn
until `Mnemonic(lang).check` accepts it. Counts: 390 secret samples, 20 field pairs and 20
metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.au import abn as au_abn
from stdnum.au import acn as au_acn
from stdnum.au import tfn as au_tfn
from stdnum.id import nik as id_nik
from stdnum.id import npwp as id_npwp

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 257_604_913
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


_THINGS = ["Mutiara", "Tiram", "Songket", "Cidomo", "Mete", "Ombak", "Lumbung", "Peresean",
           "Begawe", "Plecing", "Beberuk", "Penjor", "Canang", "Gendang", "Sampan", "Kerang",
           "Papan", "Karang"]  # fmt: skip
_SURF = ["Barrel", "Lefthander", "Offshore", "Grommet", "Swell", "Reefbreak", "Duckdive",
         "Closeout", "Noserider", "Sesh", "Lineup", "Glassy"]  # fmt: skip
_PLACES = ["Sekotong", "GiliNanggu", "GiliGede", "Kuta", "Gerupuk", "SelongBelanak", "Mawun",
           "TanjungAan", "Sukarara", "Praya", "Lembar", "Mataram", "Cakranegara", "Ampenan",
           "Kayangan", "PotoTano", "SumbawaBesar", "Alas", "Empang", "Taliwang", "Moyo"]  # fmt: skip
_NAMES = ["Lalu", "Baiq", "Zainal", "Sahnan", "Murni", "Rukiah", "Fathul", "Hairil", "Rizal",
          "Syamsuddin", "Hasanah", "Ramli", "Jamal", "Made", "Wayan", "Ketut", "Nyoman", "Putu",
          "Komang", "Gede", "Jase", "Bec", "Mick", "Shaz", "Tahnee", "Brodie", "Kirra", "Davo"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Mut14r4", "S0ngk3t", "C1d0m0", "R1nj4n1", "G3rup0k", "S3k0t0ng", "T1r4m", "Sum8aw4",
         "P3r3s3an"]  # fmt: skip


def _board(g: random.Random) -> str:
    """A surf word and a board's length, the way the camp's crew makes a password."""
    return f"{g.choice(_SURF)}{g.choice([5, 6, 7, 8, 9])}ft{g.randrange(0, 12)}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Three random groups of five, small letters and digits, as a generator writes them."""
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_THINGS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_THINGS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    _board,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_THINGS).lower()}_{g.randrange(1960, 2033)}",
    lambda g: f"MutiaraAAA{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: f"LMB-PDB{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 2)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    _generator,
    lambda g: f"{g.choice(_NAMES)}Rips{g.choice(_PLACES)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: all(c in ALNUM + "._~-" for c in value))


_SAID = [
    "WhatsApp, 06:41, Lalu Fathul: the Hikvision NVR at the Sekotong raft house password is {pw}",
    "MiChat 21:07 from Sahnan: password for the pearl-grading PC at Gili Nanggu {pw}",
    "BeeTalk, 05:58, Komang: the camp's Starlink app password is {pw}",
    "Otter.ai transcript, ops call: ...and the Loyverse back office password is {pw}, okay, next item",
    "Google Recorder transcript: the password for the cashew dryer's touch panel is {pw}",
    "Superwhisper dictation: new password for the ticket printer PC at Lembar, {pw}, full stop",
    "MacWhisper voice memo: board-shed laptop password {pw}",
    "Docmost page 'Sekotong farm / Devices': raft-house router admin password: {pw}",
    "TiddlyWiki tiddler [[Kuta camp wifi gear]]: UniFi controller password → {pw}",
    "XWiki › Segara › Sukarara shop: POS tablet password: {pw}",
    "Focalboard card 'Lembar agency PC': Windows password is {pw}",
    "Huly issue SEG-88: the Sumbawa shed's scale password ({pw}) needs changing",
    "Wekan card 'Cashew shed': generator controller password {pw}",
    "Trudesk ticket #2041: staff cannot log in to the Kuta booking tablet, password {pw}",
    "Peppermint ticket 317: ferry ticket PC password {pw} was written on the wall, rotate it",
    "UVdesk ticket 5590: the Sukarara shop's email password is {pw}",
    "AFFiNE doc 'Pearl farm handover': dive compressor logger password is {pw}",
    "Hi Ketut,\n\nthe admin password for the Cakranegara office server is {pw}. Delete this mail once it's in Bitwarden.\n\nSuksma,\nMade",
    "Runbook: restarting the oyster-line camera\n1. open the NVR in Chrome\n2. log in as admin\n3. password {pw}\n4. reboot channel 4",
    "README (Kuta camp rack)\nThe booking kiosk UI is at https://kiosk.segara.lan, admin password `{pw}`.",
    "Incident 2032-03-09: the Lembar ticket PC had RDP open to the internet with password {pw}",
    "Hey, remember my Bankwest password for me, it's {pw}",
    "my Suncorp app password is {pw} now, cheers",
    "note to self: Motion Banking password {pw}",
    "after the phone swap the Jenius password became {pw}",
    "Oi Jase, the board-shed laptop password is {pw}, keep it under your hat mate",
    "Stoked, got the surf-cam box back up. Password's {pw} if you need it this arvo",
    "Davo: new password for the camp Mac mini is {pw}, legend",
    "Heaps of groms hammering the wifi again. Router admin pw is {pw} fyi",
    "Mick reckons the pool pump controller password is {pw}",
    "Tahnee: 'the Glassy booking admin password → {pw}' 🤙",
    "Kirra (voice note): yeah so the camera password is {pw}, cheers",
    "passwordnya laptop kantor Praya: {pw}",
    "pw email toko Sukarara {pw}, jgn kasih tau siapa2 ya",
    "gue ganti password PC tiket jd {pw}, mksh",
    "Bang, kata sandi akun Danamon gw adalah {pw}",
    "sandi baru router kebun mutiara: {pw} 👈",
    "ini passwordnya bro 👉 {pw} wkwk",
    "kata sandinya CIMB Niaga nyokap: {pw}, jgn kepo ya ngab",
    "password PC gudang mete di Alas skrg {pw}",
    "pw Bank Muamalat gw \"{pw}\" makasih udh ngingetin",
    "Niki pasword tiang: {pw}, ndaq beng dengan len",
    "pasword laptop kantor ne jari {pw}, tampiasih",
    "Inaq Rukiah: pasword HP tiang {pw}",
    "pasword komputer toko tenun niki {pw}",
    "Om Swastyastu Bli, sandi anyar tiang {pw}, sampunang ngorahin anak len",
    "kata sandi laptop tiang niki: {pw}, suksma",
    "Mbok Putu: password wifi pura {pw} nggih",
    "sandi anyar komputer kantor Cakranegara «{pw}»",
    "pasword aku: {pw}, tarima kasi sanak",
    "Sanak, pasword komputer rumah mete nan {pw}",
    "password WordPress toko tenun: ({pw})",
    "wifi admin pw, Kuta camp — {pw}",
    "password for the pearl-farm drone app is {pw}",
    "Baiq: password iSeller kasir toko {pw}",
    "dictated: the cashew shed's laptop password is {pw}, that's it",
    "password Permata Mobile X istri: {pw}",
    "password wondr by BNI punya gw: {pw}",
    "password OCBC NISP bokap: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["lalu.fathul", "baiq.nurul", "zainal", "sahnan", "murni", "rukiah", "hairil", "rizal",
          "syamsuddin", "hasanah", "ramli", "made.sukerta", "wayan", "ketut.sudana", "nyoman",
          "putu.gita", "komang", "gede", "jase", "bec.w", "mick", "shaz", "tahnee", "brodie",
          "kirra", "davo", "svc-nvr", "kasir1"]  # fmt: skip
_LOGINS = [
    "WhatsApp 07:12, Zainal: the NVR login is {u} / {pw}",
    "Trudesk #2050: {u} locked out of the POS, last password {pw}",
    "user {u} pass {pw}",
    "XWiki › Segara › Lembar › Ticket PC: {u} — {pw}",
    "| device | user | password |\n|---|---|---|\n| booking kiosk | {u} | {pw} |",
    "log into the camp router as {u} with {pw}",
    "NAS login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: nvr-sekotong\n  user: {u}\n  pass: {pw}",
    "Mick says the surf-cam account is {u} and the password is {pw}",
    "device,username,password\nticket-printer,{u},{pw}",
    "ssh {u}@shed.segara.lan (pw {pw})",
    "BeeTalk, Komang: creds for the Kuta kiosk are {u} and {pw}",
    "akun: {u} / sandi: {pw}",
    "user {u}, pw nya {pw}, jgn disebar ya",
    "username gw {u} passwordnya {pw}",
    "username tiang {u}, pasword {pw}, tampiasih",
    "nama pengguna tiang {u}, sandi {pw}, suksma",
    "user aku {u}, pasword {pw}",
    "login mate: {u} and {pw}, cheers",
    "Oi, camp laptop's {u} / {pw}",
    "Benutzer {u}, Kennwort {pw} (der deutsche Gast)",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["nyalecanoe", "peresean", "beberuk", "plecing", "begawe", "lumbungku", "sampanku",
               "tirammas", "songketan", "ayamtaliwang", "poteng", "penjor", "kuningan", "bausnyale",
               "gendangbeleq", "rembiga"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the NVR it's {w} and {d} at the end",
    "voice memo: the board-shed wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}, mate",
    "it's {w}{d}, word and digits stuck together",
    "passwordnya kata {w}, huruf kecil semua, trus angka {d}",
    "sandinya {w} abis itu {d}, nyambung",
    "pasword ne kata {w}, terus angka {d}",
    "sandi tiang kruna {w}, raris angka {d}",
    "pasword aku {w} dan {d} di belakang",
    "ketik {w}{d}, sambung aja",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "jfrog rt config segara --url https://jfrog.segara.lan/artifactory --user {u} --password '{pw}' --interactive=false",
    "celery -A bookings flower --port=5555 --basic_auth={u}:{pw}",
    "brook server -l :9999 -p '{pw}'",
    "dirb https://kiosk.segara.lan/ /usr/share/dirb/wordlists/common.txt -u {u}:{pw}",
    "mysqldbcopy --source={u}:{pw}@db-praya.segara.lan --destination=root@localhost tiket:tiket_copy",
    "mysqldiff --server1={u}:{pw}@db-praya.segara.lan --server2=root@localhost tiket:tiket",
    "mysqlreplicate --master={u}:{pw}@db-praya.segara.lan:3306 --slave=repl@db-kuta.segara.lan:3306 --rpl-user=repl",
    "mysqlfailover --master={u}:{pw}@db-praya.segara.lan --discover-slaves-login=repl",
    "medusa user -e {u}@segara.id -p '{pw}'",
    "check_postgres.pl --action=connection --host=pg.segara.lan --dbuser={u} --dbpass='{pw}'",
    "nxc smb 10.52.1.20 -u {u} -p '{pw}' --shares",
    "ldapdomaindump -u 'SEGARA\\{u}' -p '{pw}' dc1.segara.lan",
    "check_ldap -H dc1.segara.lan -b dc=segara,dc=lan -D cn={u},dc=segara,dc=lan -P '{pw}'",
    "wget --http-user={u} --http-password='{pw}' https://files.segara.lan/pearl-grades.xlsx",
    "gst-launch-1.0 rtspsrc location=rtsp://cam-raft4.segara.lan/stream1 user-id={u} user-pw='{pw}' ! decodebin ! autovideosink",
    "./pocketbase superuser upsert {u}@segara.id '{pw}'",
    "hass --script auth add {u} '{pw}'",
    "wp user create {u} {u}@tenun-sukarara.id --role=shop_manager --user_pass='{pw}'",
    "reg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultPassword /t REG_SZ /d \"{pw}\" /f",
    "superset fab create-admin --username {u} --firstname Made --lastname Sukerta --email {u}@segara.id --password '{pw}'",
    "airflow users create --username {u} --firstname Baiq --lastname Nurul --role Admin --email {u}@segara.id --password '{pw}'",
    "label-studio start --username {u}@segara.id --password '{pw}'",
    "gobuster dir -u https://kiosk.segara.lan -w common.txt -U {u} -P '{pw}'",
    "wfuzz -c -z file,ids.txt --basic {u}:{pw} https://kiosk.segara.lan/booking/FUZZ",
    "nikto -h https://kiosk.segara.lan -id {u}:{pw}",
    "davix-get --userlogin {u} --userpass '{pw}' https://dav.segara.lan/pearls/grades.csv",
    "mongodump --uri mongodb://mongo.segara.lan:27017 --username {u} --password '{pw}' --db bookings",
    "sqlmap -u 'https://kiosk.segara.lan/api/slot?id=3' --auth-type=Basic --auth-cred='{u}:{pw}'",
    "jf c add segara --url=https://jfrog.segara.lan --user={u} --password='{pw}' --interactive=false",
    "nerdctl login -u {u} -p '{pw}' registry.segara.lan",
    "helm repo add segara https://charts.segara.lan --username {u} --password '{pw}'",
    "regctl registry login registry.segara.lan --user {u} --pass '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@segara-nas:~# {c}", "Termux, di HP: {c}", "Ghostty, made@cakra-mbp:~$ {c}",
    "Windows Terminal, PS C:\\tiket> {c}", "MobaXterm, session 'praya-db': {c}",
    "Xshell 7 on the Lembar PC:\n{c}", "JuiceSSH on the camp phone: {c}", "Blink Shell on the iPad:\n{c}",
    "perintah yg gw jalanin: {c}", "niki perintah tiang: {c}", "ran this on the camp box, mate: {c}",
    "BeeTalk 09:14, Rizal: udh gw jalanin ini\n{c}", "MiChat 22:40, Hairil:\n{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "clickhouse://{u}:{pw}@ch.segara.lan:9000/bookings",
    "mongodb+srv://{u}:{pw}@cluster0.segara-pearls.mongodb.net/grades",
    "rediss://{u}:{pw}@cache.segara.lan:6380/2",
    "amqp://{u}:{pw}@mq.segara.lan:5672/tiket",
    "postgresql://{u}:{pw}@pg.segara.lan:5432/shed_sumbawa",
    "mysql+pymysql://{u}:{pw}@db-praya.segara.lan/tiket",
    "oracle+oracledb://{u}:{pw}@ora.segara.lan:1521/?service_name=ERP",
    "couchbases://{u}:{pw}@cb.segara.lan/catalog",
    "neo4j+s://{u}:{pw}@graph.segara.lan:7687",
    "ftp://{u}:{pw}@ftp.tenun-sukarara.id/produk/",
    "sqlserver://{u}:{pw}@sql.segara.lan:1433?database=Akuntansi",
    "Server=sql.segara.lan;Database=Akuntansi;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "BOOKINGS_DATABASE_URL={c}", "Docmost page 'Databases': {c}", "simpan connection string ini ya: {c}",
    "keep this connection string for me: {c}", "Trudesk #2066: {c}", "conn string lama: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "segara-lestari", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read orders:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


# The shapes are the author's guesses, not the vendors' published ones.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Kitabisa", "KITABISA_API_KEY", _j("kb_live_", (ALNUM, 32))),
    ("Pluang", "PLUANG_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Indodana", "INDODANA_SECRET_KEY", _j((HEX, 40))),
    ("Sayurbox", "SAYURBOX_TOKEN", _j((ALNUM, 40))),
    ("TaniHub", "TANIHUB_API_KEY", lambda g: v.uuid4(g, "9")),
    ("BukuKas", "BUKUKAS_API_TOKEN", _j((HEX, 64))),
    ("Lummo", "LUMMO_SECRET", _j((B64, 43), "=")),
    ("Mamikos", "MAMIKOS_API_KEY", _j((UPPER_HEX, 32))),
    ("ID Express", "IDEXPRESS_APP_SECRET", _j((ALNUM, 32))),
    ("Evermos", "EVERMOS_PARTNER_KEY", _j("evm_", (ALNUM, 36))),
    ("Pegipegi", "PEGIPEGI_API_KEY", _j((HEX, 32))),
    ("Bobobox", "BOBOBOX_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("RedDoorz", "REDDOORZ_API_TOKEN", _vendor_jwt("https://api.reddoorz.com")),
    ("Sociomile", "SOCIOMILE_API_KEY", _j((ALNUM, 48))),
    ("Sociolla", "SOCIOLLA_PARTNER_SECRET", _j((HEX, 40))),
    ("Bhinneka", "BHINNEKA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Ruangguru", "RUANGGURU_API_TOKEN", _j((URLSAFE, 40))),
    ("Zenius", "ZENIUS_API_KEY", _j((LOWER_DIGITS, 36))),
    ("Cakap", "CAKAP_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Hangry", "HANGRY_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Qoala", "QOALA_SECRET_KEY", _j("qoala_sk_", (ALNUM, 32))),
    ("PasarPolis", "PASARPOLIS_API_KEY", _j((HEX, 64))),
    ("Lifepal", "LIFEPAL_API_TOKEN", _j((B64, 64))),
    ("Cermati", "CERMATI_PARTNER_KEY", lambda g: v.uuid4(g, "b")),
    ("Akseleran", "AKSELERAN_API_SECRET", _j((ALNUM, 44))),
    ("Tanamduit", "TANAMDUIT_CLIENT_SECRET", _j((HEX, 48))),
    ("Nanovest", "NANOVEST_API_KEY", _j((URLSAFE, 32))),
    ("Jakmall", "JAKMALL_API_TOKEN", _j((ALNUM, 36))),
    ("Ralali", "RALALI_API_KEY", _j((HEX, 32))),
    ("Mbiz", "MBIZ_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Airtasker", "AIRTASKER_API_TOKEN", _vendor_jwt("https://api.airtasker.com")),
    ("Hipages", "HIPAGES_API_KEY", _j((HEX, 40))),
    ("Judo Bank", "JUDO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Spaceship", "SPACESHIP_API_SECRET", _j((ALNUM, 48))),
    ("Pearler", "PEARLER_API_KEY", _j("prl_", (ALNUM, 32))),
    ("Swellmap", "SWELLMAP_API_KEY", _j((HEX, 32))),
    ("Surf-Forecast", "SURF_FORECAST_KEY", _j((ALNUM, 32))),
    ("Coastalwatch", "COASTALWATCH_API_KEY", _j("cw_", (LOWER_DIGITS, 40))),
    ("Surfable", "SURFABLE_API_TOKEN", _j((URLSAFE, 40))),
    ("Glassy", "GLASSY_SECRET_KEY", _j("gls_sk_", (ALNUM, 32))),
    ("Surfcaptain", "SURFCAPTAIN_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Swellinfo", "SWELLINFO_API_KEY", _j((UPPER_HEX, 40))),
    ("Nusatrip", "NUSATRIP_PARTNER_SECRET", _j((ALNUM, 40))),
    ("Superbank", "SUPERBANK_CLIENT_SECRET", _j((B64, 86), "==")),
    ("Hibank", "HIBANK_API_KEY", _j((HEX, 40))),
    ("Allo Bank", "ALLOBANK_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Gili Getaway", "GILIGETAWAY_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok} -a kuta-bookings",
    "railway variables --set \"{env}={tok}\"",
    "vercel env add {env} production <<< \"{tok}\"",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "Dockerfile:\nENV {env}={tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "k8s secret (stringData):\n  {env}: \"{tok}\"",
    "Segara ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "XWiki table 'Integrations': | {vendor} | 2032 | {tok} |",
    "Focalboard card: rotate the {vendor} key {tok}",
    "WhatsApp 10:02, Zainal: {vendor} key for the booking sync: {tok}",
    "Trudesk #2071: {vendor} integration broken, current key {tok}",
    "Peppermint ticket 322: {vendor} sync returns 401, configured key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Mate, the {vendor} API key is {tok}, don't lose it",
    "{vendor} token we're on now: {tok} (old one's dead)",
    "API key {vendor} kita: {tok}",
    "kunci API {vendor} buat toko: {tok}, jgn disebar",
    "key API {vendor} yg baru nih 👉 {tok}",
    "token {vendor} gw: {tok}",
    "kunci API {vendor} niki: {tok}, tampiasih",
    "kunci API {vendor} tiang: {tok}, suksma",
    "kunci API {vendor} aku: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    swellmap = _r(rng, HEX, 32)
    qoala = "qoala_sk_" + _r(rng, ALNUM, 32)
    reddoorz = _r(rng, ALNUM, 40)
    pegipegi = _r(rng, HEX, 32)
    sayurbox = _r(rng, ALNUM, 40)
    coastal = "cw_" + _r(rng, LOWER_DIGITS, 40)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.swellmap.example/v2/spots/gerupuk", headers={{"X-Swellmap-Key": "{swellmap}"}})', swellmap),
        Sample("vendor_token", f'const qoala = new QoalaClient({{ secretKey: "{qoala}" }});', qoala),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "REDDOORZ_KEY", "\\"{reddoorz}\\"")\n  }}\n}}', reddoorz),
        Sample("vendor_token", f"const pegipegiKey = '{pegipegi}'; // lib/config.dart", pegipegi),
        Sample("vendor_token", f'os.Setenv("SAYURBOX_TOKEN", "{sayurbox}")', sayurbox),
        Sample("vendor_token", f"'coastalwatch' => ['key' => env('COASTALWATCH_API_KEY', '{coastal}')],", coastal),
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


_BARE_PLACES = ["{t}", "WhatsApp 23:10: {t}", "it only shows it once, so here:\n{t}", "token nya: {t}",
                "{t}\n^ the new one, mate", "simpen ini ya: {t}", "niki token: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the raft-line temperature node R-12: {h}": 32,
    "HMAC secret for the booking webhook: {h}": 64,
    "AES key of the ticket-printer config export: {h}": 32,
    "WireGuard-adjacent PSK for the shed's IPsec tunnel (hex): {h}": 64,
    "kunci enkripsi backup NAS: {h}": 64,
    "kunci enkripsi backup tiang niki: {h}": 48,
    "encryption key for the surf-cam archive, mate: {h}": 64,
    "kunci enkripsi backup aku: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Trudesk #2080: token copied from the browser's network tab {t}",
    "Cookie: lang=id; seg_session={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token login kiosk: {t}",
    "niki token tiang {t}",
    "AFFiNE doc, pasted by Brodie: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@segara.id"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.segara.id/realms/staff",
            "azp": "booking-console",
            "groups": ["camp", "agency"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Kuta booking server, park it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tiket.segara.id.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"QRIS_SIGNING_KEY": "{key}", "merchant": "tenun-sukarara"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_shed <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "UVdesk ticket 5601, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "kunci privat server, jgn dishare:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the cashew buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MIGkAgEBBDA", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the old surf-camp crypto wallet\n{p}": "english",
    "voice memo: the wallet's recovery words are {p} and that's all of them": "english",
    "frasa pemulihan dompet kripto bokap: {p}": "english",
    "niki frasa pemulihan dompet tiang: {p}": "english",
    "给龙目岛珍珠场投资人的钱包助记词：{p}": "chinese_simplified",
    "지갑 복구 문구 (투자자 백업): {p}": "korean",
    "ウォレットの復元フレーズ（真珠の買い付け用）：{p}": "japanese",
    "obnovovací fráze peněženky (kupec kešu z Brna): {p}": "czech",
    "frase de recuperação da carteira do comprador de caju: {p}": "portuguese",
    "Aussie investor's Ledger words, mate: {p}": "english",
    "seed phrase aku: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _phrase_of(rng: random.Random, lang: str, words_n: int) -> str:
    """A phrase of ``lang`` drawn until ``Mnemonic(lang).check`` accepts it, as typed (NFC)."""

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return " ".join(str(_MNEMO[lang].to_mnemonic(entropy)).replace("\u3000", " ").split())

    phrase = v.until(rng, make, _MNEMO[lang].check)
    return unicodedata.normalize("NFC", phrase)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _phrase_of(rng, _SEED_PLACES[template], [24, 12, 12, 18][index % 4]).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
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
    if brand == "gpn":  # Indonesia's national debit scheme; the prefixes are the author's guess
        return _card_of(rng, ["936000", "936001", "936008", "936009", "936011"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp 14:20, Made: the company card for the ferry tickets is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Trudesk #2090: pay the compressor service with card {c}",
    "Mate, chuck the boards on my card, {c}, {mm}/{yy}",
    "no kartu gw: {c}, {mm}/{yy}",
    "nomor kartu debit toko: {c}",
    "nomor kartu tiang niki: {c}, {mm}/{yy}",
    "nomor kartu tiang: {c}, suksma",
    "nomor kartu aku: {c}",
    "nomor kartu kredit kantor 👉 {c} ({mm}/{yy})",
    "card number for the Gili Getaway booking: {c}",
]  # fmt: skip
_BRANDS = ["visa", "gpn", "mastercard", "amex", "jcb", "gpn", "unionpay", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, the four-digit CID printed above the number: {cvv}",
               "the 4 little digits on the front of the Amex, mate: {cvv}",
               "4 angka kecil di depan kartu Amex gw: {cvv}",
               "kode 4 digit di muka kartu Amex tiang: {cvv}",
               "Amex card's front security code: {cvv}",
               "CID Amex kantor (depan kartu): {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    cid = v.until(rng, lambda g: _r(g, D, 4), lambda c: not c.startswith(("19", "20")))
    return {"c": number, "cvv": cid}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 253 (sixteen or seventeen corpora
# each); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"DK": "n" * 14, "HU": "n" * 24, "BA": "n" * 16, "HN": "aaaa" + "n" * 20,
                "LV": "aaaa" + "c" * 13, "NO": "n" * 11, "PS": "aaaa" + "c" * 21,
                "MU": "aaaa" + "n" * 19 + "aaa"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SEG-2032-041: please pay the pearl nets to {i} within 30 days",
    "save the Copenhagen pearl buyer's IBAN: {i}",
    "IBAN: {i}\nReference: cashew lot 12, June",
    "WhatsApp 11:30, Made: the Budapest weaving buyer's new IBAN {i}",
    "IBAN buyer mete: {i}, tolong simpen",
    "IBAN tamu Norwegia buat refund surf camp: {i}",
    "niki IBAN pembeli mutiara: {i}",
    "IBAN pembeli tenun niki: {i}, suksma",
    "IBAN aku: {i}",
    "Mate, refund goes to my IBAN {i}",
    "IBAN of the Riga board shaper, for the deposit: {i}",
    "Port Louis pearl wholesaler, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _npwp(g: random.Random) -> str:
    """An Indonesian NPWP (tax number), its check digit over the first eight digits valid."""
    number = v.until(
        g, lambda h: h.choice(["01", "02", "07", "08", "09"]) + _r(h, D, 13), id_npwp.is_valid
    )
    return str(id_npwp.format(number))


def _nik(g: random.Random) -> str:
    """An Indonesian NIK of West Nusa Tenggara (52): place and birth date that stdnum accepts; it
    has no check digit."""

    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + (40 if h.random() < 0.5 else 0)
        born = f"{day:02d}{h.randrange(1, 13):02d}{h.randrange(60, 100):02d}"
        return (
            "52"
            + h.choice(["01", "02", "03", "04", "71"])
            + f"{h.randrange(1, 20):02d}"
            + born
            + _r(h, D, 4)
        )

    return v.until(g, make, id_nik.is_valid)


def _tfn(g: random.Random) -> str:
    """An Australian Tax File Number: nine digits, weighted sum 0 modulo 11."""
    return str(
        au_tfn.format(v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), au_tfn.is_valid))
    )


def _abn(g: random.Random) -> str:
    """An Australian Business Number: eleven digits, mod 89 after subtracting 1 from the first."""
    return str(
        au_abn.format(v.until(g, lambda h: h.choice("1234567") + _r(h, D, 10), au_abn.is_valid))
    )


def _acn(g: random.Random) -> str:
    """An Australian Company Number: nine digits, the last a weighted check digit."""
    return str(au_acn.format(v.until(g, lambda h: "6" + _r(h, D, 8), au_acn.is_valid)))


def _id_passport(g: random.Random) -> str:
    """An Indonesian passport: a letter and seven digits (the shape is a guess)."""
    return g.choice("ABCEX") + _r(g, D, 7)


def _kk(g: random.Random) -> str:
    """A family card (Kartu Keluarga) number of Lombok: sixteen digits, no public check."""
    return "5202" + _r(g, D, 12)


def _bpjs(g: random.Random) -> str:
    """A BPJS Kesehatan card number: thirteen digits, no public check."""
    return "000" + _r(g, D, 10)


def _sim(g: random.Random) -> str:
    """An Indonesian driving licence (SIM) number: twelve digits, no public check."""
    return _r(g, D, 4) + "-" + _r(g, D, 4) + "-" + _r(g, D, 4)


def _kitas(g: random.Random) -> str:
    """A KITAS (stay permit) number: the shape is the author's guess, no check."""
    return f"2C{g.randrange(11, 34)}{_r(g, UPPER, 2)}{_r(g, D, 7)}"


def _nib(g: random.Random) -> str:
    """A business identity number (NIB): thirteen digits, no public check."""
    return "9120" + _r(g, D, 9)


def _au_passport(g: random.Random) -> str:
    """An Australian passport: two letters and seven digits."""
    return g.choice(["PA", "PB", "PE", "RA"]) + _r(g, D, 7)


def _au_licence(g: random.Random) -> str:
    """A New South Wales driver licence: eight digits, no public check."""
    return g.choice("123456789") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "NPWP of the Sukarara weaving shop, for the invoice: {s}": _npwp,
    "NPWP PT nya: {s}, buat faktur pajak": _npwp,
    "niki NPWP tiang: {s}": _npwp,
    "NIK KTP gw: {s}": _nik,
    "NIK tiang niki {s}, suksma": _nik,
    "NIK aku {s}": _nik,
    "Jase's Tax File Number for the payroll: {s}": _tfn,
    "my TFN, mate: {s}": _tfn,
    "ABN of the Byron board shaper, on the invoice: {s}": _abn,
    "ACN of the surf camp's Australian holding company: {s}": _acn,
    "nomor paspor gw: {s}": _id_passport,
    "nomor paspor tiang: {s}": _id_passport,
    "nomor KK (Kartu Keluarga) Inaq Rukiah: {s}": _kk,
    "no BPJS Kesehatan Pak Ramli: {s}": _bpjs,
    "nomor SIM tiang: {s}": _sim,
    "KITAS number for Brodie's renewal: {s}": _kitas,
    "NIB usaha mete aku: {s}": _nib,
    "Kirra's passport number for the ferry manifest: {s}": _au_passport,
    "NSW licence number for the scooter hire, mate: {s}": _au_licence,
    "nomor paspor tamu Australia: {s}": _au_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Kitabisa 2FA recovery codes\n{codes}", "spare sign-in codes for the camp's Google Workspace {codes}",
            "Qoala backup codes: {codes}", "kode cadangan 2FA akun toko:\n{codes}",
            "niki kode cadangan 2FA tiang: {codes}", "backup codes for my Bankwest login, mate: {codes}"]  # fmt: skip
_RECOVERY = ["BitLocker recovery key of the Lembar ticket PC: {k}",
             "kunci pemulihan BitLocker laptop kantor Praya: {k}",
             "Apple ID recovery key (camp iPad): {k}",
             "recovery key for the pearl-farm NAS encryption, mate: {k}",
             "kunci pemulihan akun tiang niki: {k}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Nusatrip:made@segara.id?secret={s}&issuer=Nusatrip&digits=6",
              "Aegis, manual setup key for the Superbank login: {s}",
              "setup key 2FA akun Hibank gw: {s}",
              "TOTP secret for the camp's Glassy admin, mate: {s}",
              "kunci 2FA tiang niki: {s}"]  # fmt: skip
_CODES = ["{c} is your Bobobox verification code", "JANGAN BERIKAN kode ini kpd siapapun. Kode OTP Permata: {c}",
          "Kode OTP Danamon Anda {c}. Berlaku 5 menit.", "Your Bankwest code is {c}. Don't share it, mate",
          "kode OTP tiang {c}, ndaq beng dengan len", "pake {c} buat login Jenius ya"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 3) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    if "Apple" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    return {"k": "-".join(_r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5) for _ in range(6))}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family(
    "otp_code", _CODES, lambda g, i, t: {"c": _r(g, "123456789", 1) + _r(g, D, 5)}, "c"
)


_SSIDS = ["Segara Raft House", "KutaGrom-Camp-5G", "Sekotong Pearls", "Toko Tenun Sukarara",
          "Lembar Tiket", "Shed Mete Alas", "Gerupuk Board Shed", "IndiHome-52A7", "Cidomo Corner",
          "Starlink Kuta Camp", "Gili Nanggu Jetty"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "camp network {s}, password {pw}",
    "wifi at the raft house: {s} / {pw}",
    "the key on the sticker under the IndiHome box: {pw}",
    "Oi, wifi's {s}, pw {pw} 🤙",
    "wifi {s} passwordnya {pw}",
    "pw wifi {s}: {pw}, jgn kasih tau tamu lain ya",
    "pasword wifi {s} niki {pw}",
    "Ape pasword wifi? — {s}, {pw}",
    "sandi wifi {s} niki {pw}, suksma",
    "pasword wifi {s} aku {pw}",
    "ssid {s}, psk {pw}",
    "Google Recorder transcript: wifi is {s}, password {pw}",
    "WhatsApp 08:03, Bec: wifi pw?\nWhatsApp 08:04, Komang: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("kb_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("qoala_sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone to the camp] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "dieja satu2: {t}", "tiang eja: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kode gembok gudang mete: {pw}", "kode gembok gudang mete niki: {pw}, tampiasih",
          "kode brankas kantor tiang: {pw}, sampunang ngorahin anak len",
          "Sanak, kode gembok rumah mete nan: {pw}, tarima kasi",
          "PIN ATM BRI gw {pw}, jgn bilang2", "the board-shed keypad takes {pw} then #",
          "padlock on the dive-gear cage at the raft house: {pw}", "PIN for the camp's EDC machine: {pw}",
          "combination of the pearl safe, mate: {pw}", "PIN HP kasir toko: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    n = [4, 6, 5, 6][index % 4]
    return {"pw": v.until(rng, lambda g: _r(g, D, n), lambda c: not c.startswith(("19", "20")))}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["mutiara", "tiram", "songket", "cidomo", "ombak", "lumbung", "sampan", "karang",
                 "barrel", "lineup", "penjor", "canang", "jambu", "plecing", "rinjani", "nyale"]  # fmt: skip
_PHRASES = {"Proton Pass master passphrase for the camp vault: {p}": " ",
            "Enpass vault passphrase: {p}": "-",
            "KeePassXC database passphrase, mate: {p}": ".",
            "passphrase brankas password toko: {p}": " ",
            "frasa sandi backup tiang niki: {p}": "_",
            "passphrase VeraCrypt aku: {p}": " ",
            "Bitwarden master passphrase (Lembar agency): {p}": "-"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = rng.sample(_PHRASE_WORDS, 4 + index % 3)
    return {"p": _PHRASES[template].join(words) + str(rng.randrange(10, 100))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request 'slots', header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch export: authorization: Bearer {v}": False,
    "Yaak request, header Proxy-Authorization: Basic {v}": True,
    "Thunder Client, auth tab: Bearer {v}": False,
    "header Authorization buat API kiosk: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".streamlit/secrets.toml:\n[connections.bookings]\ndialect = \"postgresql\"\nusername = \"camp\"\npassword = \"{pw}\"",
    "~/.config/aerc/accounts.conf:\n[Segara]\nsource = imaps://made%40segara.id:{pw}@imap.segara.id\noutgoing = smtps://made%40segara.id@smtp.segara.id",
    "sing-box config.json:\n{{\"inbounds\": [{{\"type\": \"shadowsocks\", \"listen_port\": 8388, \"method\": \"2022-blake3-aes-128-gcm\", \"password\": \"{pw}\"}}]}}",
    "zincsearch .env:\nZINC_FIRST_ADMIN_USER=admin\nZINC_FIRST_ADMIN_PASSWORD={pw}",
    "fastlane/.env.default:\nFASTLANE_USER=dev@segara.id\nFASTLANE_PASSWORD={pw}",
    "Docmost .env:\nDATABASE_URL=postgresql://docmost:{pw}@db:5432/docmost",
    "Peppermint docker-compose.yml:\n      DB_USERNAME: peppermint\n      DB_PASSWORD: \"{pw}\"",
    "Trudesk config.yml:\nmongo:\n  host: mongo\n  username: trudesk\n  password: {pw}",
    "Wekan .env:\nMONGO_URL=mongodb://wekan:{pw}@mongo:27017/wekan",
    "Focalboard config.json:\n{{\"dbtype\": \"postgres\", \"dbconfig\": \"postgres://focal:{pw}@pg.segara.lan/boards?sslmode=disable\"}}",
    "UVdesk .env:\nDATABASE_URL=mysql://uvdesk:{pw}@127.0.0.1:3306/helpdesk",
    "XWiki hibernate.cfg.xml:\n<property name=\"hibernate.connection.username\">xwiki</property>\n<property name=\"hibernate.connection.password\">{pw}</property>",
    "TiddlyWiki users.csv (for --listen credentials=users.csv):\nusername,password\nmade,{pw}",
    "Medusa .env:\nDATABASE_URL=postgres://medusa:{pw}@localhost/medusa-store",
    "flowerconfig.py:\nbasic_auth = [\"ops:{pw}\"]",
    "superset_config.py:\nSQLALCHEMY_DATABASE_URI = \"postgresql://superset:{pw}@pg.segara.lan/superset\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    'demo.launch(auth=("admin", "{pw}"), server_name="0.0.0.0")',
    'app.config["SECRET_KEY"] = "{pw}"  # booking kiosk',
    'const char* mqtt_pass = "{pw}";  // raft-line sensor node',
    'ftp = ftplib.FTP("ftp.tenun-sukarara.id", "toko", "{pw}")',
    'server.login("tiket@segara.id", "{pw}")',
    'db, err := sql.Open("mysql", "tiket:{pw}@tcp(db-praya.segara.lan:3306)/tiket")',
    'WiFi.begin("Sekotong Pearls", "{pw}");',
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Bec: camp wifi password?\nKomang: {pw}",
    "[06:12] jase: root pw for the booking server?\n[06:13] made: {pw}",
    "Davo: {pw} is the new NVR admin password",
    "Mick: use {pw}, that's what the kiosk has now",
    "Kirra: reckon the surf-cam pw is {pw}, cheers",
    "[21:40] rizal: pw baru PC tiket?\n[21:41] hairil: {pw}",
    "Zainal: sandi baru {pw}, jgn disebar",
    "Baiq: pw nya {pw} kak, makasih",
    "Lalu Fathul: pasword baru niki {pw}",
    "Sahnan: pasword ne jari {pw}, tampiasih",
    "Wayan: sandi anyar tiang {pw}, suksma",
    "Ketut: niki sandi anyar: {pw}",
    "Syamsuddin: pasword aku {pw}",
    "Hasanah: pasword baru {pw}, tarima kasi",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 59), (_logins, 22), (_spelled, 12), (_cli, 32), (_urls, 12), (_vendors, 53),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_recovery, 5), (_totp, 5), (_codes, 6),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 10), (_phrases, 7), (_auth, 6), (_configs, 16),
    (_code, 7), (_chats, 14),
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


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the NVR admin password is": "{s}", "kiosk pw:": "{s} (since the reinstall in March)",
    "passwordnya": "{s}", "booking server password": "{s}\nchange it after the season",
    "pasword tiang niki": "{s}", "sandi anyar:": "{s}", "pasword aku": "{s}", "Starlink password": "{s}",
    "the password Mick read out over the radio was": "{s}, I reckon", "pw PC tiket:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Swellmap API key", "{s}", _j((HEX, 32))),
    ("split_token", "kunci API Pegipegi:", "{s} (booking sync)", _j((HEX, 32))),
    ("split_token", "Cermati partner key", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "nomor kartu", "{s} exp 11/36", lambda g: v.grouped(_card(g, "gpn"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "DK"))),
    ("split_backup", "Kitabisa recovery codes", "{s}\nKRT204-7QM2D\nBWA881-H3VZ9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NPWP", "{s}", _npwp),
    ("split_phrase", "Proton Pass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"nvr": {"url": "https://nvr.segara.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasword": "{s}"}': ("meta_password", _plain_pw),
    '{"akun": {"user": "made", "sandi": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "kiosk-a"}, {"name": "kiosk-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysqldbcopy", "--source", "root:{s}@db-praya.segara.lan", "--destination", "root@localhost"]}': ("meta_password", _plain_pw),
    '{"note": "kata sandi laptop kantor: {s}"}': ("meta_password", _plain_pw),
    '{"kata_sandi": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the camp router as admin with the password {s}, mate"}': ("meta_password", _plain_pw),
    '{"swellmap": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"bukukasToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"pegipegi_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "HU")),
    '{"staff": {"tfn": "{s}"}}': ("meta_id", _tfn),
    '{"mfa": {"recovery_codes": ["{s}", "KRT204-7QM2D", "BWA881-H3VZ9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"camp_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"shed_mete": {"kode_gembok": "{s}"}}': ("meta_pin", _j("7", (D, 4))),
    '{"wifi": {"ssid": "KutaGrom-Camp-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"onvif_zeep-0.2.12-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"nvr-firmware-4.74.210.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/segara/bookings:2.7").hexdigest()
_COMMIT = hashlib.sha1(
    b"bookings: add ferry slot for Lembar-Padangbai", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"shop: revert songket price import", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"pearl_grades_2032-05.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"cashew-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the NVR password before the technician comes on 2032-06-11.",
    "Bec asked for the camp wifi password; it's on the card behind the reception desk.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `SWELLMAP_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The booking kiosk asks for a new admin password after every update.",
    "Replace <YOUR_PEGIPEGI_KEY> in the README with the key from the Pegipegi partner dashboard.",
    "BUKUKAS_API_TOKEN and QOALA_SECRET_KEY must be set before the nightly sync runs.",
    "Jgn kasih tau password ke siapa2 ya, termasuk ke tamu.",
    "Ndaq beng pasword side lek dengan len.",
    "Sampunang ngorahin kata sandi ring anak len, nggih.",
    "Pasword aku nan ndaq ku bagi ke sanak len.",
    "Keep your passwords under your hat, mate, even from the groms.",
    "Password minimal 14 karakter, campur huruf dan angka.",
    "Upgraded the NVR firmware from 4.61 to 4.74 and onvif-zeep to 0.2.12 over the weekend.",
    f"commit {_COMMIT} adds the ferry slot for Lembar-Padangbai.",
    f"Rolled back to {_SHORT} after the songket price import broke the shop.",
    f"requirements.txt: onvif-zeep==0.2.12 --hash=sha256:{_WHEEL_SUM}",
    f"The NVR firmware 4.74.210 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of cashew-export-2031.parquet: {_SHA512}",
    f"The bookings container runs ghcr.io/segara/bookings@sha256:{_IMAGE}.",
    f"MD5 of pearl_grades_2032-05.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2a71-5e4b-4d08-a6c1-7b2e9d0f4c35 is the slow one in the booking logs.",
    "Purchase order PO-2032-00731 for 120 kg of Sumbawa cashew ships on Thursday.",
    "Trudesk #2041: the Kuta booking tablet keeps losing its wifi at night.",
    "Call the Lembar agency on +62 370 681 2245 before noon.",
    "Ferry Lembar–Padangbai leaves every hour; the crossing takes about four and a half hours.",
    "Bill of lading SEG-LMB-2032-0077 covers the cashew, 18 pallets.",
    "HS code 0801.32 is cashew nuts, shelled; 7101.22 is cultured pearls, worked.",
    "The raft line at Sekotong is at 28.5 °C today; the hatchery is at 27 °C.",
    "After five wrong passwords the kiosk locks the account for 20 minutes.",
    "A sack of raw cashew from Alas weighs about 80 kg; the shed dries 40 sacks a day.",
    "The secret of a good songket is the gold thread and a patient weaver.",
    "Ask Ketut for the shed's padlock code, I don't have it.",
    "My card ending 7733 was declined at the Praya hardware store.",
    "The Copenhagen buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the shop's Kitabisa account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SWELLMAP_API_KEY` in the secrets store, never in the repository.",
    "Kode pos Kuta, Lombok Tengah adalah 83573; Sekotong 83365.",
    "ISBN 978-602-03-1234-9 is the Sasak weaving book in the shop; it costs Rp 185.000.",
    "The guest wifi 'Kuta Camp Guest' is open, no password needed.",
    "Lot number MT-2032-SKT-0311, 240 pearls, grade AA, 8–9 mm; the luster score was 4.5.",
    "Tiket kapal no. LMB-0625-1187, kursi 14B, berangkat 10.30 WITA.",
    "Boards on sale: 6'2\" thruster, 7'6\" mid-length and a 9'1\" longboard, all 2031 models.",
    "Bemo route 3 runs from Praya to Kuta every 40 minutes; cidomo from Sweta costs Rp 25.000.",
    "Nomor resi ID Express: IDE7702318845 untuk paket songket ke Surabaya.",
    "Swell forecast: 6 ft at 14 s from the south-west, offshore till 10 am, mate.",
    "Rinjani 3726 m, Tambora 2850 m; the 1815 eruption of Tambora is famous.",
    "Order #TNS-2032-0418: 3 kain songket Sukarara, Rp 2.450.000, lunas.",
    "The NVR records 16 channels at 1080p; channel 4 watches the raft line.",
    "Bau Nyale 2032 falls on the 20th day of the tenth Sasak month; the camp is fully booked.",
    "Meeting notes: the password manager rollout is on hold until the new laptops come.",
    "The OTP SMS from the bank arrives within a minute; if not, press resend.",
    "Kode HS 5007.20 untuk kain sutra; tenun Sukarara biasanya katun, 5208.52.",
    "Invoice INV/2032/V/0091 for the pearl nets is due on 30 June.",
    "The camp's ABN is on the invoice footer, check the accountant's letter for it.",
    "Postcode of Byron Bay is 2481; the shaper's workshop is in the industrial estate.",
    "Gate 3 at Lembar harbour opens at 05:30 for foot passengers.",
    "Windows update KB5034441 failed on the ticket PC again; retry tonight.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/camp/nvr", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "onvif-zeep", "version": "0.2.12"}}',
    '{"ticket": "2041", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "MT-2032-SKT-0311", "pearls": 240, "grade": "AA"}}',
    '{"phone": "+62 370 681 2245", "city": "Lembar"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "boards_in_shed": 42}',
    '{"hs_code": "0801.32", "origin": "ID", "description": "cashew nuts, shelled"}',
    '{"ferry": "Lembar-Padangbai", "departure": "10:30", "seat": "14B"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
