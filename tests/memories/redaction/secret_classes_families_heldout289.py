# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-eighty-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-eighty-fifth's
docstring, the fifth to two-hundred-and-eighty-fifth only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-eighty-sixth, two-hundred-and-eighty-seventh and two-hundred-and-eighty-eighth),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (289604173), password words (a
pearl's size and grade, `Mutiara12mmA#41`; a Lombok surf break, its side and a wave height; a
name, a year and a break; leet place names; a rice lot in tons and a Praya district; a fast boat's
island and a number; a generator's four dashed groups; random runs), names, places, templates,
tools, vendors and layouts, the way the staff of a fictional company (a surf camp in Kuta Lombok,
a pearl shop in Sekarbela, a fast-boat desk to the Gilis at Bangsal, a main jaran horse-race
ticket stall in Sumbawa Besar and a rice mill in Praya) and its Australian surfers leak secrets
into an assistant's memory. Every company, person, address and number is fictional; only the
region (Lombok and Sumbawa, Indonesia, with its surf breaks and towns) is real. The texts are
chats with times, tickets, wiki table rows, notes, e-mails, runbooks, shell prompts, voice-memo
transcripts, dictated and spelled text and requests to the assistant itself; the separators run
from a colon, "is", `adalah`, `yaitu`, `niki`, `ta`, `ne` and a dash to an arrow, an emoji (`👉`,
`➡️`, `🔑`, `🙏`), a new line, a table bar, `«…»`, quotes and parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 285 that name each): in
none, Mikhmon, First Media, XL Axiata and the word `Samawa`;
in one, `tsh login`, ZTE F660, Huawei HG8245, `bgt`, `makasih`, `tampiasih`, `suksma`, `jgn kasih
tau`; in two, IPFire, MyRepublic, plakar; in three to five, `sendemail -xp`,
mount.cifs, mongodump, winbox, `ibmcloud login`, `cf login`,
`az login`. The common tools (mysql, psql, redis-cli, docker login, sshpass, curl, 7z, zip,
openssl, gpg, htpasswd, sqlcmd, ipmitool, lftp, keytool, `sudo -S`, plink, xfreerdp, smbclient,
wget, rabbitmqctl, mosquitto_pub, ldapsearch, unrar, mongosh, rclone, env files, Compose,
WordPress, Django, Spring, Odoo, Terraform, `.pgpass`, netrc, msmtp, Ansible, JWTs, PEM blocks,
`otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, `uci set`, `wpa_passphrase`) are
used often before and are here in wordings of their own.

About half of the secret samples are in other languages than English: Indonesian texting (`pw`,
`passwordnya`, `kata sandi`, `sandi`, `kunci API`, `kode`, `adalah`, `yaitu`, `ini`, `nih`, `udh`,
`gk`, `yg`, `bgt`, `skrg`, `jgn bilang siapa2`, `jangan kasih tau siapa-siapa`, `makasih`,
`tolong simpan`, `kode cadangan`, `kode pemulihan`, `gembok`, `brankas`); Sasak (`ne`, `iye`,
`tiang`, `side`, `ndaq badaq sai-sai`, `ndaq bebadaq`, `tampiasih`, `berugaq`); Samawa (`ta`,
`nan`, `nonda tu bada ke tau`, `tarima kasi`, `kompyuter`, `loka`); Balinese (`kata sandine`,
`niki`, `puniki`, `nggih`, `sampunang orahang ring nyen-nyen`, `suksma`, `kruna … raris`, `Bli`);
and the English of Australian surfers (`mate`, `reckon`, `arvo`, `legend`, `cheers`, `keep it
under your hat`, `don't go blabbing`, `no worries`, `servo`). The wordings are the author's
approximations, checked by no speaker; the thinnest guesses are the Samawa ones (`nonda tu bada
ke tau` for "don't tell anyone", `tarima kasi`, `ta` and `nan` as "this" and "that", `baru` as
"then"), then the Sasak ones (`ndaq badaq sai-sai`, `ndaq bebadaq`, `kata … terus`), then
Balinese `kruna … raris angka` and `sampunang orahang ring nyen-nyen`.

Vendors (by grep, in no earlier corpus: Sakurupiah, Paydia, Beecloud, Rumahweb, Dewaweb, Jagoan
Hosting, Domainesia, Seabreeze, Wahana Express, Pos Indonesia; in one: Finpay, LinkAja, Watzap,
Forstok, SIRCLO, Desty, Qasir, Kasir Pintar, BukuWarung, Hadirr, LinovHR, Accurate, Zahir,
Niagahoster, Biznet Gio, Qwords, Swellnet, Coastalwatch, Willyweather, Humanitix, Trybooking,
Ezidebit, Pin Payments, SecurePay, Fat Zebra, Employment Hero, RMS Cloud, Nuvei, Bayarind,
Sicepat, Anteraja, Lion Parcel, Borzo, Pegipegi, Blibli, Mamikos; in two: Zeller; in three or
four: Cloudbeds) and a few well-known shapes (GitHub, Stripe, OpenAI, Telegram, Slack, AWS,
Hugging Face, SendGrid, Twilio, npm). No shape of the local vendors is one the author knows to be
real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs
for Sakurupiah and Coastalwatch, and the `skr_live_`, `skr_test_`, `bc_`, `jh_`, `cw_`, `lp_`,
`sirclo_` and `BGIO` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Indonesia's
NPWP (`stdnum.id.npwp`, in four earlier corpora), Australia's TFN (`stdnum.au.tfn`, three) and
ACN (`stdnum.au.acn`, three); Indonesia's NIK has no check digit, but each is drawn (a West
Lombok region code and a birth date) until `stdnum.id.nik` accepts it (four). Kinds no library
or this file checks (no check-digit algorithm is written here; the shapes are guesses): the
kartu keluarga number, the BPJS Kesehatan number, an Indonesian driving licence (SIM), Medicare
numbers, Indonesian and Australian passports. Card numbers pass Luhn (the value helpers' Visa,
Mastercard, JCB, UnionPay, Amex and Discover, checked with python-stdnum's `luhn`); the card
codes are Amex's four-digit CIDs only. The IBANs are of El Salvador, Seychelles, the Falkland
Islands, Nicaragua, Oman, Somalia, Burundi and Djibouti (the countries a rough count of the
country codes in heldouts 5 to 285 finds least, in twenty-two to twenty-five corpora each), drawn
until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish,
Italian, Portuguese, Czech, French, Korean and Simplified Chinese lists (no Turkish nor
Russian), each checked with `Mnemonic(lang).check`. Every secret is drawn again until it is new
and no clean text holds it.
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
from typing import Any

from mnemonic import Mnemonic
from stdnum.au import acn as au_acn
from stdnum.au import tfn as au_tfn
from stdnum.id import nik as id_nik
from stdnum.id import npwp as id_npwp

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 289_604_173
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_SEEN: set[str] = set()


def _new(rng: random.Random, make: Maker) -> str:
    """A value of ``make`` not drawn before and in no clean text."""
    clean = "\n".join(CLEAN) + json.dumps(CLEAN_METADATA, ensure_ascii=False)
    for _ in range(10_000):
        value = make(rng)
        if value not in _SEEN and value not in clean and len(value) >= 4:
            _SEEN.add(value)
            return value
    raise ValueError("no new value drawn")


def _family(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Taker:
    """``n`` samples: each template with a fresh ``{pw}`` and a pick of each pool."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = _new(rng, make)
            extra = {name: rng.choice(pool) for name, pool in pools.items()}
            out.append(Sample(cls, template.format(pw=secret, **extra), secret))
        return out

    return take


def _keyed(cls: str, templates: dict[str, Maker]) -> Taker:
    """Templates each with their own maker for ``{pw}``."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, list(templates), n):
            secret = _new(rng, templates[template])
            out.append(Sample(cls, template.replace("{pw}", secret), secret))
        return out

    return take


_SURF = ["Gerupuk", "Seger", "Mawun", "Selong", "Ekas", "Mawi", "Tanjung", "Areguling", "Yoyos",
         "Lakey", "Supersuck", "Scar", "Periscopes", "Benang", "Torok"]  # fmt: skip
_THINGS = ["Mutiara", "Jaran", "Joki", "Beras", "Gabah", "Sampan", "Papan", "Ombak", "Tiket",
           "Kuda", "Pearl", "Swell", "Barrel", "Lontar", "Rinjani"]  # fmt: skip
_NAMES = ["Lalu", "Baiq", "Zul", "Rini", "Fahri", "Wayan", "Ketut", "Made", "Ayu", "Jeko", "Dedi",
          "Suhaimi", "Mirza", "Brodie", "Kirra", "Lachie", "Tahlia", "Jarrah", "Hamdan", "Nurul"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Mut14r4", "R1nj4n1", "S3g3r", "G3rupuk", "Sumb4w4", "L0mb0k", "B4ngs4l", "Pr4y4", "J4r4n"]


def _pearl(g: random.Random) -> str:
    """A pearl's size in millimetres and a grade, the way the Sekarbela shop jokes a password."""
    return (
        f"Mutiara{g.randrange(8, 16)}mm{g.choice('ABC')}{g.choice(_SYMBOLS)}{g.randrange(10, 99)}"
    )


_PICKS: list[Maker] = [
    _pearl,
    lambda g: f"{g.choice(_SURF)}{g.choice(['Left', 'Right', 'Reef', 'Barrel'])}{g.randrange(2, 13)}ft{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1970, 2012)}{g.choice(_SYMBOLS)}{g.choice(_SURF).lower()}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2035)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_THINGS)}{g.choice(_SURF)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"gabah{g.randrange(10, 99)}ton_{g.choice(['praya', 'jonggat', 'pujut', 'batukliang'])}{g.randrange(10, 99)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"Fastboat{g.choice(['Trawangan', 'Meno', 'Air', 'Bangsal', 'Teluk'])}{g.randrange(100, 999)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN and len(value) >= 8)


_SAID = [
    "Surf camp Kuta Lombok, board room laptop password: {pw}",
    "The Sekarbela pearl shop's Moka-less till (Qasir) admin password is {pw}",
    "Bangsal fast-boat desk, Ezidebit portal password → {pw}",
    "Praya rice mill scale PC password: \"{pw}\"",
    "main jaran stall, Sumbawa Besar: the ticket tablet password is {pw}",
    "Mate, the surf cam NVR password is {pw}, keep it under your hat",
    "reckon the new Swellnet login password is {pw} but check with Kirra",
    "Legend, cheers. Coastalwatch partner password's {pw}",
    "Heads up for the arvo shift: board-hire iPad password = {pw}",
    "Dewaweb cPanel password (surf camp site): {pw}",
    "Domainesia account password: {pw} — no worries if it bounces, ask Brodie",
    "Jagoan Hosting client area password → {pw}",
    "Rumahweb login for kutasurf.id, password: {pw}",
    "Beecloud POS back office password for the pearl shop: {pw}",
    "The password for the Trybooking organiser account is ({pw})",
    "pw Zeller-nya diganti, skrg {pw}",
    "password wifi kantor Bangsal udh aku ganti yg baru: {pw}",
    "Bro, kata sandi laptop gudang gabah itu {pw} ya, jgn bilang siapa2",
    "kata sandi admin tiket jaran adalah {pw}",
    "passwordnya Accurate Online kantor Praya: {pw} makasih",
    "Mbak Rini, sandi email toko mutiara yaitu «{pw}»",
    "sandi baru dashboard Sakurupiah nih {pw}, gk usah disebar",
    "pw Biznet Gio console: {pw} (udh diganti kemarin bgt ribet)",
    "Kata sandi Zahir di PC penggilingan: \"{pw}\"",
    "ini pw LinovHR buat absen kru boat: {pw}",
    "Password akun Paydia kita adalah {pw}, jangan kasih tau siapa-siapa ya",
    "sandi Sasak-e: kata sandi komputer selep Praya iye {pw}, ndaq badaq sai-sai",
    "Tiang bait: password wifi berugaq ne {pw}, tampiasih",
    "kata sandi laptop ku ne {pw}, ndaq bebadaq ke dengan lain",
    "Samawa: kata sandi kompyuter loka jaran ta {pw}, nonda tu bada ke tau",
    "sandi tiket main jaran ta {pw} — tarima kasi",
    "Bli Wayan, kata sandine wifi toko niki {pw}, sampunang orahang ring nyen-nyen, suksma",
    "Pak Ketut: password Cloudbeds-e niki: {pw}",
    "Kata sandine Hadirr puniki {pw} nggih, suksma",
    "The wifi at Gerupuk hut changed, password is now {pw}",
    "SecurePay merchant console password — {pw}",
    "Fat Zebra sandbox login password: {pw}",
    "The RMS Cloud night-audit account password is {pw}.",
    "Pin Payments dashboard password\n{pw}",
    "Note to self: Willyweather pro password {pw}",
    "Set the Humanitix password to {pw} for the full-moon surf party page",
    "Employment Hero admin password ➡️ {pw}",
    "🔑 password Sicepat seller: {pw}",
    "pw anteraja korporat 👉 {pw}",
    "Lion Parcel agen Praya, passwordnya: {pw}",
    "password SIRCLO toko mutiara udh ganti → {pw}",
    "kata sandi Desty (toko online mutiara): {pw}",
    "pw BukuWarung kasir jaran: {pw} yg lama gk bisa",
    "sandi Kasir Pintar di boat desk {pw}",
    "Kirra: surf school booking laptop pw is {pw} ok",
    "password Qwords VPS: '{pw}'",
    "Niagahoster hPanel kata sandi: {pw}",
    "[voice memo] uh the password for the ding repair shed tablet is {pw} yeah",
    "Dictated: password for the Seger camp router admin, {pw}, end of note",
    "Can you remember for me that the pearl shop safe app password is {pw}?",
    "Hey assistant, store this: Bangsal ticket printer web password {pw}",
    "Tolong simpan ya: password e-Faktur gudang Praya {pw}",
    "Runbook §4 — NVR at Kuta camp: user admin, password {pw}",
    "wiki | Rice mill | weighbridge | password | {pw} |",
    "ticket LBK-3318: reset done, temporary password {pw}",
    "Subject: boat desk laptop\n\nThe new password is {pw}.\n\nCheers, Lachie",
    "Pak Hamdan, password Pos Indonesia bisnis: {pw}",
    "Wahana Express akun cabang Praya — sandi {pw}",
    "kata sandi Seabreeze premium (Brodie yg bayar) = {pw}",
    "Mamikos owner password buat mess kru: {pw}",
    "kata sandi wifi loket jaran Sumbawa adalah {pw}, tarima kasi",
    "Accurate password baru (kantor Sekarbela): {pw}",
    "Forstok admin pass → {pw}",
    "password Finpay merchant: {pw}, makasih bro",
    "the Bayarind portal password is {pw} mate",
]  # fmt: skip
_said = _family("labelled_password", _SAID, _pw)

_USERS = ["lalu.f", "baiq.rini", "zul", "fahri", "wayan.k", "ketut", "dedi.p", "brodie", "kirra",
          "lachie", "jarrah", "hamdan", "nurul", "mirza", "suhaimi"]  # fmt: skip
_LOGINS = [
    "Swellnet login: {u} / {pw}",
    "creds for the surf cam box are {u} and {pw}",
    "Zeller: user {u}, password {pw}",
    "login Accurate: {u} / {pw}",
    "user: {u}\npass: {pw}",
    "username {u} pw {pw} (akun Sicepat)",
    "akun Zahir: username {u}, kata sandi {pw}",
    "sign in to RMS Cloud as {u} with {pw}",
    "{u}:{pw}",
    "Mikhmon login {u} / {pw} buat voucher hotspot camp",
    "ZTE F660 IndiHome ganti: user {u}, pw {pw}",
    "Huawei HG8245 admin: {u} / {pw}",
    "| {u} | {pw} | boat desk |",
    "Winbox ke router gudang: {u} — {pw}",
    "nama pengguna {u}, sandi {pw} (LinovHR)",
    "pengguna: {u} · kata sandi: {pw}",
    "Bli, login-e {u} kata sandine {pw}, suksma",
    "u={u} p={pw}",
    "user {u} + kata sandi {pw}, ndaq badaq sai-sai",
    "IPFire web GUI → {u}:{pw}",
    "{u}@kutasurf.id:{pw}",
    "First Media router, akun {u} sandi {pw}",
    "MyRepublic ONT: {u} / {pw}",
    "XL Axiata bisnis portal — username {u} password {pw}",
]  # fmt: skip
_logins = _family("login_pair", _LOGINS, _pw, u=_USERS)

_SAID_WORDS = ["plecing", "beberuk", "rembiga", "peresean", "cidomo", "songket", "sasambo",
               "singgang", "gecok", "bebalung", "sepat", "ayamtaliwang", "nyongkolan", "gendang"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} followed by {d}",
    "it's {W} with a capital first letter and {d} at the end",
    "passwordnya kata {w} terus angka {d}, gk pake spasi",
    "sandi: tulis {w}, lalu {d}, semua huruf kecil",
    "the name of the camp dog, {W}, followed by {d}",
    "type {w}, then {d}; that's the board-hire admin password",
    "{w}{d} — itu password wifi loket",
    "kata sandine: kruna {w} raris angka {d}, suksma",
    "sandi Sasak: kata {w} terus {d}, ndaq bebadaq",
    "Samawa: kata {w} baru angka {d}, nan sandi kompyuter",
    "Kirra reckons it's just {w} and then {d}, all lower case, that's the NVR password",
    "[voice memo] password, uh, {W}, capital {c}, then {d}, no spaces",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    words = iter(rng.sample(_SAID_WORDS, len(_SAID_WORDS)))
    for template in v.cycle(rng, _SPELLED, n):
        w, d = next(words), str(rng.randrange(100, 10_000))
        text = template.format(w=w, W=w.capitalize(), d=d, c=w[0].upper())
        joined = "{w}{d}" in template
        secret = w + d if joined else (w.capitalize() if "{W}" in template else w)
        _SEEN.add(secret)
        out.append(Sample("spelled_password", text, secret))
    return out


_CLI = [
    "tsh login --proxy=tp.kutasurf.id --user={u} --password={pw}",
    "sudo mount.cifs //nas.praya.lan/gabah /mnt/gabah -o username={u},password={pw}",
    "mongodump --uri mongodb://nas.lan/tiket --username {u} --password {pw} --out /backup",
    "sendemail -f desk@gili-express.id -t ops@gili-express.id -s smtp.lan:587 -xu {u} -xp {pw}",
    "ibmcloud login -u {u}@kutasurf.id -p {pw} -r jp-tok",
    "cf login -a api.cf.lan -u {u} -p {pw}",
    "az login -u {u}@kutasurf.id -p {pw}",
    "mysql -h db.praya.lan -u {u} -p{pw} selep",
    "psql \"postgresql://{u}:{pw}@pg.bangsal.lan/fastboat\"",
    "redis-cli -h cache.lan -a {pw} ping",
    "docker login registry.kutasurf.id -u {u} -p {pw}",
    "sshpass -p {pw} ssh {u}@10.8.1.20",
    "curl -u {u}:{pw} https://nvr.kuta.lan/cgi-bin/snapshot.cgi",
    "7z a -p{pw} laporan_gabah.7z laporan/",
    "zip -P {pw} tiket_jaran.zip tiket.csv",
    "openssl enc -aes-256-cbc -in kas.csv -out kas.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c stok_mutiara.ods",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "sqlcmd -S sql.praya.lan -U {u} -P {pw} -Q \"select 1\"",
    "ipmitool -I lanplus -H 10.8.0.5 -U {u} -P {pw} power status",
    "lftp -u {u},{pw} ftp.gili-express.id",
    "keytool -list -keystore tiket.jks -storepass {pw}",
    "echo '{pw}' | sudo -S systemctl restart selep",
    "plink -ssh {u}@10.8.2.2 -pw {pw}",
    "xfreerdp /v:kasir.lan /u:{u} /p:{pw}",
    "smbclient //nas/mutiara -U {u}%{pw}",
    "wget --user={u} --password={pw} https://files.kutasurf.id/waivers.zip",
    "rabbitmqctl add_user {u} {pw}",
    "mosquitto_pub -h mqtt.lan -u {u} -P {pw} -t selep/suhu -m 31",
    "ldapsearch -x -D cn={u},dc=kuta -w {pw}",
    "unrar x -p{pw} foto_mutiara.rar",
    "mongosh \"mongodb://{u}:{pw}@10.8.3.3/jaran\"",
    "rclone config create nas webdav url https://nas.lan user {u} pass {pw}",
    "plakar -keyfile <(echo {pw}) backup /srv/tiket",
]  # fmt: skip
_SHELLS = ["{c}", "$ {c}", "kirra@boatdesk:~$ {c}", "root@selep-praya:~# {c}",
           "PS C:\\Users\\kasir> {c}", "history | tail -1 →  812  {c}", "jalankan ini ya: `{c}`",
           "Termius, Bangsal tablet: {c}", "bash_history laptop gudang:\n{c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = _family("cli_password", _CLI, _plain_pw, u=_USERS)(rng, n)
    return v.framed(rng, samples, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.bangsal.lan:5432/fastboat",
    "mysql://{u}:{pw}@db.praya.lan:3306/selep",
    "mongodb+srv://{u}:{pw}@tiket.jaran.mongo.example/tiket",
    "redis://{u}:{pw}@cache.kuta.lan:6379/0",
    "amqp://{u}:{pw}@mq.praya.lan:5672/",
    "ftp://{u}:{pw}@ftp.gili-express.id/manifest/",
    "smtp://{u}:{pw}@mail.kutasurf.id:587",
    "Server=sql.praya.lan;Database=Selep;User Id={u};Password={pw};",
    "jdbc:postgresql://pg.lan:5432/jaran?user={u}&password={pw}",
    "rtsp://{u}:{pw}@cam-gerupuk.lan:554/stream1",
    "sftp://{u}:{pw}@nas.sekarbela.lan/stok",
    "mssql+pyodbc://{u}:{pw}@sql.praya.lan/gabah?driver=ODBC+Driver+18",
    "clickhouse://{u}:{pw}@ch.lan:9000/analytics",
]  # fmt: skip
_URL_PLACES = ["DATABASE_URL={c}", "connection string buat laporan: {c}", "simpan ya: {c}",
               "the old DB URL, mate: {c}", "tiket LBK-3402: {c}"]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    samples = _family("connection_string", _URLS, _plain_pw, u=_USERS)(rng, n)
    return v.framed(rng, samples, _URL_PLACES)


def _jwt_of(rng: random.Random, issuer: str) -> str:
    issued = 1_960_000_000 + rng.randrange(2_000_000)
    claims = {"iss": issuer, "sub": f"mch_{_r(rng, LOWER_DIGITS, 12)}", "iat": issued,
              "exp": issued + 86_400 * 30, "scope": "bookings:write"}  # fmt: skip
    header = {"alg": "HS256", "typ": "JWT"}
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"


_VENDORS: dict[str, Maker] = {
    "Sakurupiah API key: {pw}": _j("skr_live_", (ALNUM, 32)),
    "Paydia client secret → {pw}": _j((HEX, 40)),
    "SAKURUPIAH_API_KEY={pw}": _j("skr_live_", (ALNUM, 32)),
    "PAYDIA_SECRET={pw}": _j((HEX, 48)),
    "Beecloud token: {pw}": _j("bc_", (ALNUM, 36)),
    "Rumahweb reseller API key {pw}": _j((HEX, 32)),
    "DEWAWEB_API_TOKEN={pw}": _j((ALNUM, 40)),
    "Domainesia API key: {pw}": _j((UPPER_DIGITS, 32)),
    "Jagoan Hosting API token (DNS): {pw}": _j("jh_", (LOWER_DIGITS, 40)),
    "Seabreeze API key: {pw}": lambda g: v.uuid4(g, "b"),
    "Finpay merchant key {pw}": _j((HEX, 64)),
    "LinkAja API secret: {pw}": _j((ALNUM, 48)),
    "Watzap API key buat notif tiket: {pw}": _j((UPPER_DIGITS, 24)),
    "Forstok API key → {pw}": _j((HEX, 32)),
    "SIRCLO_API_TOKEN={pw}": _j("sirclo_", (ALNUM, 40)),
    "Desty open API secret: {pw}": _j((ALNUM, 32)),
    "Qasir API key {pw}": _j((HEX, 40)),
    "Hadirr API token: {pw}": _j((ALNUM, 40)),
    "Accurate Online API signature secret: {pw}": _j((ALNUM, 44)),
    "Zahir API key: {pw}": lambda g: v.uuid4(g, "9"),
    "Niagahoster API key {pw}": _j((HEX, 64)),
    "BIZNET_GIO_ACCESS_KEY={pw}": _j("BGIO", (UPPER_DIGITS, 20)),
    "Swellnet API key: {pw}": _j((HEX, 32)),
    "Coastalwatch partner token {pw}": _j("cw_", (ALNUM, 40)),
    "WILLYWEATHER_API_KEY={pw}": _j((ALNUM, 48)),
    "Humanitix API key → {pw}": lambda g: v.uuid4(g, "8"),
    "Trybooking API secret: {pw}": _j((ALNUM, 32)),
    "Ezidebit digital key {pw}": lambda g: v.uuid4(g, "a").upper(),
    "Pin Payments secret key: {pw}": _j("sk_live_", (URLSAFE, 24)),
    "SecurePay client secret — {pw}": _j((URLSAFE, 40)),
    "FAT_ZEBRA_TOKEN={pw}": _j((HEX, 40)),
    "Employment Hero API key {pw}": _j((HEX, 64)),
    "RMS Cloud agent password/key: {pw}": _j((ALNUM, 30)),
    "Sicepat API key: {pw}": _j((HEX, 32)),
    "Anteraja access key → {pw}": _j((ALNUM, 36)),
    "Lion Parcel API token {pw}": _j("lp_", (ALNUM, 40)),
    "Borzo auth token: {pw}": _j((HEX.upper(), 40)),
    "Pegipegi partner key {pw}": _j((ALNUM, 32)),
    "Blibli seller API secret: {pw}": _j((ALNUM, 40)),
    "Bayarind secret key {pw}": _j((HEX, 48)),
    "Nuvei merchant secret: {pw}": _j((ALNUM, 64)),
    "Wahana Express API key: {pw}": _j((UPPER_DIGITS, 28)),
    "kunci API Sakurupiah: {pw}": _j("skr_test_", (ALNUM, 32)),
    "API key Paydia udh aku ganti, yg baru {pw}": _j((HEX, 40)),
    "kunci API Swellnet-e niki {pw}, suksma": _j((HEX, 32)),
    "Kunci API Beecloud: {pw} jgn disebar": _j("bc_", (ALNUM, 36)),
    "token Watzap yg baru nih {pw}": _j((UPPER_DIGITS, 24)),
    "Sicepat integration broken, current key {pw}": _j((HEX, 32)),
    "Integrations › Humanitix: {pw}": lambda g: v.uuid4(g, "9"),
    "Settings › API › Trybooking key: {pw}": _j((ALNUM, 32)),
    "GitHub token for the camp site repo: {pw}": _j("ghp_", (ALNUM, 36)),
    "Stripe secret for the surf shop: {pw}": _j("sk_live_", (ALNUM, 24)),
    "OpenAI key for the ticket bot: {pw}": _j("sk-proj-", (URLSAFE, 48)),
    "Telegram bot token (jadwal boat): {pw}": lambda g: f"{g.randrange(10**9, 10**10)}:{_r(g, URLSAFE, 35)}",
    "Slack bot token {pw}": lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}",
    "AWS key id AKIA… full: {pw}": _j("AKIA", (UPPER_DIGITS, 16)),
    "Hugging Face token {pw}": _j("hf_", (ALNUM, 34)),
    "SendGrid key: {pw}": lambda g: f"SG.{_r(g, URLSAFE, 22)}.{_r(g, URLSAFE, 43)}",
    "Twilio auth token → {pw}": _j((HEX, 32)),
    "npm token {pw}": _j("npm_", (ALNUM, 36)),
    "Sakurupiah JWT: {pw}": lambda g: _jwt_of(g, "sakurupiah"),
    "Coastalwatch session JWT {pw}": lambda g: _jwt_of(g, "coastalwatch"),
}  # fmt: skip
_vendors = _keyed("vendor_token", _VENDORS)


_HEXES = [
    "shop session secret: {pw}",
    "SELEP_SIGNING_KEY={pw}",
    "{pw} ← kunci rahasia webhook tiket",
    "APP_KEY for the jaran ticket app is {pw}",
    "hmac secret buat callback Paydia: {pw}",
    "Laravel APP_KEY (toko mutiara): base64:{pw}",
    "webhook secret Sakurupiah = {pw}",
    "encryption key of the waiver DB: {pw}",
]  # fmt: skip


def _hexes(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _HEXES, n):
        make = _j((B64, 43), "=") if "base64:" in template else _j((HEX, 64))
        secret = _new(rng, make)
        out.append(Sample("hex_key", template.format(pw=secret), secret))
    return out


_JWTS = [
    "Authorization header from the Bangsal booking app: Bearer {pw}",
    "token login tiket jaran: {pw}",
    "JWT buat test API boat: {pw}",
    "session cookie jwt={pw}",
    "the access token that Lachie pasted: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.gili-express.id/v1/trips",
    "id_token={pw}",
    "token_e niki {pw}, suksma",
]  # fmt: skip
_ISSUERS = ["gili-express", "jaran-tiket", "kutasurf", "selep-praya", "mutiara-sekarbela"]
_jwts = _family("jwt", _JWTS, lambda g: _jwt_of(g, g.choice(_ISSUERS)))


def _pem_body(rng: random.Random, kind: str) -> str:
    lines = [_r(rng, B64, 64) for _ in range(rng.randrange(5, 9))] + [_r(rng, B64, 20) + "=="]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


_PEMS = {
    "deploy key for the camp site:\n{pw}": "OPENSSH PRIVATE KEY",
    "id_rsa laptop gudang:\n{pw}": "RSA PRIVATE KEY",
    "TLS key tiket.jaran.id\n{pw}": "PRIVATE KEY",
    "kunci privat server boat:\n{pw}": "EC PRIVATE KEY",
    "Paydia callback signing key\n{pw}\n(jgn commit)": "PRIVATE KEY",
    "ssh key Bli Wayan, niki:\n{pw}": "OPENSSH PRIVATE KEY",
    "encrypted? no mate:\n{pw}": "RSA PRIVATE KEY",
}  # fmt: skip


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_PEMS), n):
        secret = _new(rng, lambda g, t=template: _pem_body(g, _PEMS[t]))
        out.append(Sample("pem_private_key", template.format(pw=secret), secret))
    return out


_SEED_PLACES = {
    "seed phrase dompet kas camp: {pw}": "english",
    "recovery phrase of the surf shop's Ledger: {pw}": "english",
    "12 kata pemulihan (jgn bilang siapa2): {pw}": "english",
    "frase semilla de Jarrah (wallet): {pw}": "spanish",
    "frase di recupero: {pw}": "italian",
    "frase de recuperação: {pw}": "portuguese",
    "obnovovací fráze: {pw}": "czech",
    "phrase de récupération: {pw}": "french",
    "복구 문구: {pw}": "korean",
    "助记词：{pw}": "chinese_simplified",
    "kata-kata seed wallet Bli Made niki: {pw}": "english",
    "Trust Wallet backup words, mate:\n{pw}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_SEED_PLACES), n):
        lang = _SEED_PLACES[template]
        size = rng.choice([16, 16, 32])
        secret = _new(
            rng,
            lambda g, m=_MNEMO[lang], s=size: str(
                m.to_mnemonic(bytes(g.randrange(256) for _ in range(s)))
            ),
        )
        out.append(Sample("seed_phrase", template.format(pw=secret), secret))
    return out


_CARD_PLACES = [
    "Card for the Seabreeze subscription: {pw} exp 09/31",
    "nomor kartu kredit kantor: {pw}",
    "kartu Bli Ketut niki {pw}, exp 04/30",
    "booking deposit card {pw} 11/32",
    "no kartu buat bayar Dewaweb: {pw}",
    "Visa debit Lachie → {pw}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "jcb", "unionpay", "amex", "discover"]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _CARD_PLACES, n)):
        brand = _BRANDS[i % len(_BRANDS)]
        sep = rng.choice(["", " ", "-", " "])
        secret = _new(rng, lambda g, b=brand, s=sep: v.grouped(v.card(g, b), s, g))
        out.append(Sample("card_number", template.format(pw=secret), secret))
    return out


_CVV_PLACES = [
    "Amex kantor, the 4 digits on the front: {pw}",
    "CID Amex {pw}",
    "kode keamanan Amex (4 angka depan): {pw}",
    "Amex security code is {pw}",
    "4 angka di depan kartu Amex niki {pw}",
    "Amex card ending 1005, front code {pw}",
]  # fmt: skip
_cvvs = _family("card_code", _CVV_PLACES, lambda g: str(g.randrange(3000, 10_000)))

_IBAN_SHAPES = {"SV": "aaaa" + "n" * 20, "SC": "aaaannnn" + "n" * 16 + "aaa", "FK": "aa" + "n" * 12,
                "NI": "aaaa" + "n" * 20, "OM": "nnn" + "c" * 16, "SO": "n" * 19,
                "BI": "n" * 23, "DJ": "n" * 23}  # fmt: skip
_IBAN_PLACES = [
    "IBAN supplier mutiara: {pw}",
    "Transfer the deposit to IBAN {pw}",
    "rekening luar negeri (IBAN) {pw}",
    "IBAN-e niki {pw}, suksma",
    "surfboard shaper's IBAN → {pw}",
    "IBAN: {pw} (bayar DP)",
]  # fmt: skip


def _iban_of(g: random.Random, country: str, spaced: bool) -> str:
    number = v.iban_shaped(g, country, _IBAN_SHAPES)
    return v.iban_spaced(number) if spaced else number


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    countries = list(_IBAN_SHAPES)
    for i, template in enumerate(v.cycle(rng, _IBAN_PLACES, n)):
        country = countries[i % len(countries)]
        spaced = rng.random() < 0.5
        secret = _new(rng, lambda g, c=country, s=spaced: _iban_of(g, c, s))
        out.append(Sample("iban", template.format(pw=secret), secret))
    return out


def _nik(g: random.Random) -> str:
    return v.until(
        g,
        lambda h: (
            f"5202{_r(h, D, 2)}{h.randrange(1, 29) + h.choice([0, 40]):02d}{h.randrange(1, 13):02d}{h.randrange(60, 100):02d}{_r(h, D, 4)}"
        ),
        id_nik.is_valid,
    )


def _npwp(g: random.Random) -> str:
    return str(id_npwp.format(v.until(g, lambda h: _r(h, D, 15), id_npwp.is_valid)))


def _tfn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 9), au_tfn.is_valid)


def _acn(g: random.Random) -> str:
    number = v.until(g, lambda h: _r(h, D, 9), au_acn.is_valid)
    return f"{number[:3]} {number[3:6]} {number[6:]}"


_NATIONAL: dict[str, Maker] = {
    "NIK KTP Baiq: {pw}": _nik,
    "nomor KTP Pak Hamdan {pw}": _nik,
    "NIK-e niki {pw}, sampunang orahang": _nik,
    "NIK kru boat: {pw} (buat BPJS)": _nik,
    "NPWP toko mutiara: {pw}": _npwp,
    "NPWP selep Praya adalah {pw}": _npwp,
    "NPWP pribadi Zul {pw}": _npwp,
    "Kirra's TFN is {pw}": _tfn,
    "tax file number (Lachie): {pw}": _tfn,
    "TFN for payroll — {pw}": _tfn,
    "ACN of the Aussie surf-tour partner: {pw}": _acn,
    "ACN {pw} (Pty Ltd for the camp)": _acn,
    "nomor paspor Baiq: {pw}": _j(UPPER[2], (D, 7)),
    "Indonesian passport no. {pw}": _j("X", (D, 7)),
    "Brodie's passport number: {pw}": _j("PA", (D, 7)),
    "Australian passport {pw}": _j("RA", (D, 7)),
    "Medicare number (Tahlia): {pw}": lambda g: f"{g.randrange(2, 7)}{_r(g, D, 3)} {_r(g, D, 5)} {g.randrange(1, 10)}",
    "nomor KK (kartu keluarga) Nurul: {pw}": _j("5202", (D, 12)),
    "nomor BPJS Kesehatan {pw}": _j("000", (D, 10)),
    "SIM C Dedi: {pw}": _j((D, 12)),
    "nomor KTP Samawa ta {pw}, nonda tu bada": _nik,
    "Sasak: NIK tiang {pw}, ndaq badaq sai-sai": _nik,
}  # fmt: skip
_national = _keyed("national_id", _NATIONAL)


def _codes_list(g: random.Random) -> str:
    style = g.randrange(3)
    codes = v.backup_codes(g, g.randrange(6, 11), style)
    return "\n".join(codes) if style else ", ".join(codes)


_BACKUPS = ["Backup codes akun Google camp:\n{pw}", "kode cadangan 2FA Sakurupiah:\n{pw}",
            "Swellnet recovery codes (keep offline, mate)\n{pw}", "kode pemulihan GitHub kantor: {pw}",
            "2FA backup codes for the boat-desk Microsoft account: {pw}", "kode cadangan-e niki:\n{pw}"]  # fmt: skip
_backups = _family("backup_codes", _BACKUPS, _codes_list)

_TOTP = [
    "TOTP secret for the Paydia admin: {pw}",
    "kunci 2FA manual (gk bisa scan QR): {pw}",
    "otpauth://totp/Sakurupiah:ops@kutasurf.id?secret={pw}&issuer=Sakurupiah",
    "setup key for the Dewaweb 2FA: {pw}",
    "2FA secret Beecloud = {pw}",
    "otpauth://totp/Trybooking:kirra?secret={pw}&digits=6",
]  # fmt: skip
_totp = _family("otp_secret", _TOTP, lambda g: _r(g, BASE32, 32))

_CODES = [
    "{pw} adalah kode verifikasi Sakurupiah Anda. JANGAN BERIKAN kode ini kepada siapa pun.",
    "kode OTP LinkAja: {pw}, jgn kasih ke siapa2",
    "Your Swellnet verification code is {pw}",
    "Use {pw} to sign in to Coastalwatch",
    "kode OTP-e niki {pw}, sampunang orahang",
    "[Paydia] Kode OTP {pw} berlaku 5 menit",
]  # fmt: skip
_codes = _family("otp_code", _CODES, _j((D, 6)))

_SSIDS = ["KutaSurf-Camp", "GiliExpress-Bangsal", "Mutiara Sekarbela 5G", "SELEP-PRAYA",
          "Loket Jaran SBW", "Gerupuk Hut"]  # fmt: skip
_WIFI = [
    "wifi {s} passwordnya {pw}",
    "Network: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "wifi {s} → {pw}",
    "SSID {s}, WPA key {pw}",
    "wifi password for {s} is {pw}, cheers",
    "sandi wifi {s} niki {pw}, suksma",
    "wifi {s}\n{pw}",
    "uci set wireless.default_radio0.key={pw}",
    "password wifi {s}: {pw} (udh ganti)",
    "Gerupuk hut wifi? \nKirra: {pw}",
    "kata sandi wifi {s} ta {pw}, tarima kasi",
    "wifi {s} ne, sandi {pw}, tampiasih",
    "{s} psk={pw}",
    "network ({s}) uses {pw}",
    "wpa_passphrase \"{s}\" {pw}",
]  # fmt: skip
_wifi = _family("wifi_key", _WIFI, _plain_pw, s=_SSIDS)

_SPELL_MAKERS = [_j((HEX, 32)), _j((ALNUM, 24)), _j("skr_", (ALNUM, 20)), _j((UPPER_DIGITS, 20))]
_SPELL = ["reading it out in groups: {t}", "[dictated over WhatsApp call] {t}",
          "kuncinya gw eja per 4: {t}", "token Sakurupiah, dieja: {t}", "kunci API Paydia: {t}"]  # fmt: skip


def _spelled_tokens(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _SPELL, n)):
        raw = _new(rng, _SPELL_MAKERS[i % len(_SPELL_MAKERS)])
        sep = [" ", " - ", " · ", " | ", "  "][i % 5]
        size = [4, 4, 5, 4, 3][i % 5]
        shown = sep.join(raw[k : k + size] for k in range(0, len(raw), size))
        _SEEN.add(shown)
        out.append(Sample("spaced_token", template.format(t=shown), shown))
    return out


_LOCKS = [
    "PIN brankas toko mutiara: {pw}",
    "kode gembok gudang gabah {pw}",
    "board-shed padlock code is {pw}",
    "PIN ATM kas boat desk {pw}, jgn bilang siapa2",
    "keypad code for the camp gate: {pw}",
    "PIN-e niki {pw}, sampunang orahang ring nyen-nyen",
    "kode gembok loket jaran ta {pw}",
    "PIN alarm selep {pw}",
    "safe code at Sekarbela → {pw}",
    "PIN HP kantor: {pw}",
]  # fmt: skip
_locks = _family("pin", _LOCKS, lambda g: _r(g, D, g.choice([4, 6])))

_PHRASE_WORDS = ["ombak", "karang", "sampan", "mutiara", "jaran", "gabah", "rinjani", "lontar",
                 "barrel", "reef", "tiket", "kerbau", "selep", "pantai", "angin", "bulan"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase: {pw}": " ", "passphrase KeePass kantor: {pw}": "-",
            "the vault passphrase is {pw}": " ", "frasa sandi backup: {pw}": ".",
            "passphrase gpg Bli Made niki: {pw}": " ", "restic repo passphrase {pw}": "-",
            "frasa sandi NAS Praya = {pw}": " "}  # fmt: skip


def _phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_PHRASES), n):
        secret = _new(rng, lambda g, s=_PHRASES[template]: s.join(g.sample(_PHRASE_WORDS, 5)))
        out.append(Sample("passphrase", template.format(pw=secret), secret))
    return out


def _basic(g: random.Random) -> str:
    raw = f"{g.choice(_USERS)}:{_plain_pw(g)}".encode()
    return base64.b64encode(raw).decode()


_AUTH = {
    "Authorization: Basic {pw}": _basic,
    "header buat API tiket: Authorization: Bearer {pw}": _j((ALNUM, 40)),
    "curl -H \"Authorization: Basic {pw}\" https://nvr.kuta.lan/api": _basic,
    "Proxy-Authorization: Basic {pw}": _basic,
    "X-Api-Key: {pw}": _j((HEX, 40)),
}  # fmt: skip
_auth = _keyed("auth_header", _AUTH)

_CONFIGS = [
    ".env laptop boat desk:\nDB_HOST=127.0.0.1\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "wp-config.php: define('DB_PASSWORD', '{pw}');",
    "settings.py: DATABASES['default']['PASSWORD'] = \"{pw}\"",
    "application.properties:\nspring.datasource.password={pw}",
    "config.yaml (tiket jaran):\nsmtp:\n  user: tiket\n  password: {pw}",
    "[client]\nuser=selep\npassword={pw}",
    "~/.pgpass: pg.bangsal.lan:5432:fastboat:kirra:{pw}",
    "Odoo odoo.conf: admin_passwd = {pw}",
    "terraform.tfvars: db_password = \"{pw}\"",
    "appsettings.json: \"ConnectionStrings\": {{\"Selep\": \"Server=.;User Id=sa;Password={pw}\"}}",
    "mikhmon config.php: $data['admin'] = ['admin', '{pw}'];",
    "netrc: machine ftp.gili-express.id login desk password {pw}",
    "redis.conf: requirepass {pw}",
    "msmtprc:\naccount kuta\nuser ops@kutasurf.id\npassword {pw}",
    "ansible vars: ansible_become_password: {pw}",
]  # fmt: skip
_configs = _family("config_file", _CONFIGS, _plain_pw)

_CHATS = [
    "[07:12] Brodie: camp wifi pw?\n[07:13] Zul: {pw}",
    "[21:40] Kirra: new NVR password is {pw}, don't go blabbing",
    "Rini: pw kasir baru {pw} ya\nDedi: ok siap makasih",
    "[09:02] Lalu: passwordnya apa?\n[09:03] Baiq: {pw}",
    "Ketut: kata sandine {pw}\nWayan: suksma bli",
    "Hamdan: sandi loket ta {pw}",
    "Fahri: udh aku ganti, skrg {pw}",
    "Lachie: {pw} is what I set for the board-hire iPad",
    "Jarrah: reckon it's {pw} — that's the surf cam password",
    "Nurul: pw email selep yg baru {pw} 🙏",
]  # fmt: skip
_chats = _family("chat_password", _CHATS, _pw)

# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_said, 70), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 58),
    (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12),
    (_national, 22), (_backups, 6), (_totp, 6), (_codes, 6), (_wifi, 16), (_spelled_tokens, 10),
    (_locks, 10), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    _SEEN.clear()
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the NVR password is", "{s}", _pw),
    ("split_password", "kata sandi wifi loket:", "{s}", _pw),
    ("split_password", "passwordnya", "{s} ya, jgn bilang siapa2", _pw),
    ("split_password", "kata sandine niki", "{s}\nsuksma", _pw),
    ("split_password", "sandi kompyuter ta", "{s}", _pw),
    ("split_password", "Swellnet password", "{s} (Kirra changed it)", _pw),
    ("split_password", "pw Accurate:", "{s}", _pw),
    ("split_password", "the password Brodie yelled across the car park was", "{s}, I reckon", _pw),
    ("split_password", "sandi selep Praya", "{s}", _pw),
    ("split_password", "password:", "{s}", _pw),
    ("split_token", "Sakurupiah API key", "{s}", _j("skr_live_", (ALNUM, 32))),
    ("split_token", "kunci API Paydia:", "{s} (prod)", _j((HEX, 40))),
    ("split_token", "Humanitix key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "seed phrase dompet camp", "{s}", _english_seed),
    ("split_card", "nomor kartu", "{s} exp 02/31", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(v.iban_shaped(g, "FK", _IBAN_SHAPES))),
    ("split_backup", "kode cadangan 2FA", "{s}\n58204417\n90316652", _j((D, 8))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NPWP", "{s}", _npwp),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = _new(rng, make)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLIT]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"nvr": {"url": "https://nvr.kuta.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kata_sandi": "{s}"}': ("meta_password", _plain_pw),
    '{"akun": {"user": "baiq.rini", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "kasir-1"}, {"name": "kasir-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mongodump", "--username", "kirra", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "sandi wifi loket jaran {s}"}': ("meta_password", _plain_pw),
    '{"sandi": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Swellnet account as kirra with the password {s}"}': ("meta_password", _plain_pw),
    '{"sakurupiah": {"api_key": "{s}"}}': ("meta_token", _j("skr_live_", (ALNUM, 32))),
    '{"paydiaSecret": "{s}"}': ("meta_token", _j((HEX, 48))),
    '{"seabreeze_key": "{s}"}': ("meta_token", lambda g: v.uuid4(g, "b")),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "06/32"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: v.iban_shaped(g, "SO", _IBAN_SHAPES)),
    '{"karyawan": {"nik": "{s}"}}': ("meta_id", _nik),
    '{"mfa": {"recovery_codes": ["{s}", "77120934", "30018845"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"payroll": {"tfn": "{s}"}}': ("meta_id", _tfn),
    '{"brankas": {"pin": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "KutaSurf-Camp", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"nvr-firmware-4.2.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kutasurf/tiket-api:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"tiket: add heat number to race tickets", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"boat: revert manifest export", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"manifest_bangsal_2033-02-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the NVR password before the surf comp on 2033-03-04.",
    "Brodie asked for the camp wifi password; it's on the card behind the bar.",
    "Policy: camp passwords are at least 14 characters and live only in the shared vault.",
    "Jangan kirim password lewat WhatsApp ya, pakai link vault aja.",
    "Passwordnya udh aku simpan di vault, gk usah tanya lagi.",
    "Bli, kata sandine sampunang orahang ring nyen-nyen nggih.",
    "Ndaq badaq sandi side ke sai-sai.",
    "Kata sandi nonda tu bada ke tau.",
    "Mate, never paste passwords in the group chat, yeah?",
    "The `.env.example` line `SAKURUPIAH_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_PAYDIA_SECRET> in the README with the key from the Paydia dashboard.",
    "SWELLNET_API_KEY and HUMANITIX_API_KEY must be set before the nightly sync runs.",
    "The Trybooking page asks for a new password after 90 days.",
    f"commit {_COMMIT} adds the heat number to race tickets.",
    f"Rolled back to {_SHORT} after the manifest export broke.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The NVR firmware 4.2.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The ticket API runs ghcr.io/kutasurf/tiket-api@sha256:{_IMAGE}.",
    f"MD5 of manifest_bangsal_2033-02-14.csv is {_MD5}.",
    "Request id 4c8d2e1a-93b7-4f60-a2d5-7e1b0c9f3a64 is the slow one in the Sicepat logs.",
    "Order SO-2033-00871: 12 strands of 9 mm Sekarbela pearls, ships Friday.",
    "Tiket LBK-3391: genset selep Praya mati lagi jam 2 pagi.",
    "Call the Bangsal desk on +62 370 619 4482 before the 10:30 boat.",
    "Fast boat route BGS–GT 08:30, 10:30 and 13:30; the Meno stop is on request.",
    "Lot gabah LOT-2033-PRY-0412, 18 ton, kadar air 14.2 %.",
    "HS code 7101.22 is worked cultured pearls; 1006.30 is milled rice.",
    "Kode pos Kuta Lombok 83573, Praya 83511, Sumbawa Besar 84311.",
    "ISBN 978-602-03-1234-1 is the Sasak phrasebook on the camp shelf.",
    "Main jaran race 5, heat 2: joki Dedi on Bintang Samawa, ticket stall opens 14:00.",
    "The swell at Gerupuk is 6 ft at 14 s from the SW this arvo.",
    "Surfboard 6'2\" x 19 1/4\" x 2 7/16\", 31.5 L, for hire at 150k a day.",
    "The Praya mill processed 42 ton gabah in March 2033, rendemen 63 %.",
    "Jadwal boat ke Gili Trawangan: 08.30, 10.30, 13.30 WITA.",
    "After five wrong passwords the Swellnet account locks for 20 minutes.",
    "Ask Zul for the board-shed padlock code, I don't have it.",
    "My card ending 4417 was declined at the servo in Praya.",
    "The pearl supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the camp's Google account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `PAYDIA_SECRET` in the secrets store, never in the repository.",
    "Suksma, Bli Wayan, the surf lesson photos are up.",
    "Tampiasih, boat udh sampai Bangsal.",
    "Tarima kasi, tiket jaran laku 312 lembar hari ini.",
    "Makasih bgt, tiketnya udh aku kirim ke email.",
    "Reset password link expired, gk bisa login ke Sicepat, tolong kirim ulang.",
    "The guest wifi 'KutaSurf-Guest' is open, no password needed.",
    "Boat manifest GX-2033-0218: 42 pax, 3 crew, departs Bangsal 10:30.",
    "Model PLN meter 32112345678 at the Praya mill is the prepaid one.",
    "Rinjani trek permit RJN-2033-0091 for 4 guests, 3 days.",
    "Kirra's new board is a 2033 Channel Islands Happy Everyday 5'10\".",
    "Windows 11 Pro 23H2 on the kasir PC, Office 2021 LTSC.",
    "Version 4.18.2 of the ticket app adds QRIS payments.",
    "Pearl grade AAA, 10–11 mm, lustre excellent, 18-inch strand.",
    "Kode HS untuk beras giling 1006.30.99, bea masuk 0 %.",
    "Room 7 at the camp: 2 bunks, fan, 250k per night.",
    "Sumbawa Besar horse race season runs from July to September.",
    "Bus DAMRI route Praya airport – Mataram, every 60 minutes.",
    "The PIN code of the camp card reader reset is in the vendor's manual, page 12.",
    "Sekarbela pearl market opens at 09:00, closes at 17:00, Friday prayers break.",
    "Ticket #LBK-3402 closed: NVR storage replaced, 4 TB.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/camp/nvr", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "LBK-3391", "order": "SO-2033-00871"}',
    '{"lot": {"id": "LOT-2033-PRY-0412", "ton": 18, "moisture_pct": 14.2}}',
    '{"phone": "+62 370 619 4482", "city": "Bangsal"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "boards_for_hire": 41}',
    '{"hs_code": "7101.22", "origin": "ID", "description": "cultured pearls"}',
    '{"route": "BGS-GT", "departure": "10:30", "pax": 42}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
