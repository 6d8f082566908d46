# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-sixty-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-sixtieth's docstring,
the fifth to two-hundred-and-sixtieth only to search them (grep) for the languages, wordings,
tools, flags, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the library docs
of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round corpora, the
corpora written at the same time (the two-hundred-and-fifty-eighth, two-hundred-and-sixty-first
and two-hundred-and-sixty-third), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (262604917), password words (a village or beach of the islands, a reef fish and a number with
a sign; two trade words joined by an underscore and a number, `supari_jetty412`; a name, a birth
year, a sign and a place; leet words of Havelock, Swaraj, Nemo reef, dive master, supari, nariyal,
jetty, barracuda, Shaheed and coral garden with a year; a dive site and a depth, `Mantaray22m!`; a
ferry's name, a seat and a sign, `NautikaC41#`; a trade word, a bag's weight and a village,
`Nariyal60kg@neil`; a generator's three dashed groups of four; a name, `@` and a place; random
runs), names, places, templates, tools, vendors and layouts, the way the staff of a fictional
company (Andaman Reef & Trade, with a scuba school at Havelock (Swaraj Dweep), a coconut and
arecanut trading office in Port Blair, a ferry ticket counter at Phoenix Bay jetty, a homestay at
Neil Island (Shaheed Dweep) and a fishing-net repair shed at Car Nicobar) leak secrets into an
assistant's memory. The texts are chats with times (WhatsApp-style lines, Zoho Connect), tickets
and boards (SupportBee, Focalboard), wiki pages and notes (AppFlowy, Gollum, Otterwiki, Docmost),
e-mails in the Indian English of tourism staff ("PFA", "kindly do the needful and revert", "same
is shared"), runbooks, READMEs, shell prompts (bash, PowerShell, a `history` line), voice-memo
and meeting transcripts (tl;dv, Pixel Recorder, Dolby On, Notta), dictated text, bank SMS and
requests to the assistant itself; the separators run from a colon, "is" (`hai`, `holo`, `dhaan`,
`idi`, `ön`), a dash and an em dash to an arrow (`→`), an emoji (`👉`), a new line, a Markdown
table row, backticks, quotes and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 260
that name each): in none, apcupsd's `NISPASS` and `apctest`, octosql, zrepl, sanoid/syncoid,
rtorrent, Pixel Recorder, Dolby On, Gollum, Otterwiki, Havelock, Swaraj Dweep, Shaheed Dweep,
Phoenix Bay, Port Blair, Car Nicobar and Canara's ai1; in one, litecli, trdsql, steampipe,
benthos, `smbpasswd -a`, htdigest, Zoho Connect, SupportBee, AppFlowy, tl;dv, Scubapro, Suunto
and Garmin Descent; in two, Focalboard, Docmost and Notta. The common layouts (env files,
docker-compose, `.pgpass`, PHP's `define`, Django settings, Spring properties, rclone, msmtp,
fetchmail, odoo.conf, terraform.tfvars, Kubernetes secrets, hostapd, `sshpass`, `mysql -p`,
`redis-cli -a`, `docker login -p`, `zip -P`, `7z -p`, `openssl -pass`, `gpg --passphrase`,
`curl -u`, `lftp -u`, `sqlcmd -P`, `xfreerdp /p:`, `mosquitto_pub -P`, `rabbitmqctl add_user`,
`sudo -S`, keytool, ipmitool, wget, sqlplus, `net use`, database URLs, JWTs, PEM blocks,
`otpauth://`, Basic and Bearer headers in Postman, Caddy, HTTPie, Thunder Client and curl, the
`WIFI:` QR string, Bitwarden, KeePassXC, VeraCrypt, Enpass, Aegis, BitLocker and Proton), all
named in many earlier corpora, are in wordings of their own.

About half of the secret samples are in other languages than English: Hindi and Hinglish texting
(`password`, `paswad`, `पासवर्ड`, `naya password` "new password", `mera` "my", `hai` "is", `yeh
raha` / `yeh rahe` "here is / are", `yeh lo` "take this", `kisi ko mat batana` / `किसी को मत
बताना` "don't tell anyone", `shukriya` "thanks", `chabi` "key", `taale ka code` "the lock's
code", `pehle … phir` "first … then", `shabd` "word", `ek ek karke` "one by one", `aage`
"front", `chaar` "four"); Bengali in Latin letters (`password ta holo` "the
password is", `notun` "new", `amar` "my", `kauke bolbe na` "don't tell anyone", `dhonnobad`
"thanks", `shobdo` "word", `tarpor` "then", `tala` "lock", `ek ek kore bolchi` "I'm saying it
one by one", `shamne` "front", `gulo` plural) and in its script (`আমার নতুন পাসওয়ার্ড`, `আধার
নম্বর`, `রিকভারি কোড`); Tamil words of settlers' families (`kadavuchol` / `கடவுச்சொல்`
"password", `pudhu` "new", `en` "my", `dhaan` "is", `idho` "here is", `yaarkitteyum sollaadhe`
"don't tell anyone", `nandri` "thanks", `saavi` "key", `payanar` "user", `appuram` "then",
`munnaadi` "front", `naalu` "four"); Telugu (`kotha` "new", `naa` "my", `idigo` "here is",
`idi` "this is", `evvariki cheppaku` "don't tell anyone", `andi` the polite ending, `user peru`
"user name", `raasi … tarvata` "write … then", `rahasya vaakyam` "secret phrase", `పాస్‌వర్డ్`);
Car Nicobarese as a few words only (`ön` as "is / this", `ta-kö` "of the shed"); and Indian
English of tourism staff, with one French line for a diving guest. The wordings are the author's
approximations, checked by no speaker; the thinnest guesses are all the Car Nicobarese words
(`ön`, `ta-kö`, `tala code ön`, `wifi ön`: invented stand-ins, since the author knows no
Car Nicobarese), the Telugu `rahasya vaakyam` for "passphrase" and `raasi`, the Tamil
`munnaadi naalu number` for an Amex's front code and `payanar` for "user", and the Bengali
`shamne chhoto char ta number`.

Vendors (Makruzz, Nautika, Green Ocean, ONDC, Falconide, Fampay, Treebo, ACT Fibernet, Vodafone
Idea, UCO Bank, Canara and Andaman Sheekha are in none of heldouts 5 to 260; Exotel, Gupshup,
Textlocal, Kaleyra, Cashfree, Instamojo, Easebuzz, Zaakpay, Decentro, Signzy, Digio, Leegality,
Vyapar, Petpooja, STAAH, AxisRooms, Little Hotelier, Bhashini, Sarvam, Fast2SMS, 2Factor,
SMSCountry, Netcore, MoEngage, WebEngage, CleverTap, Airpay, PayGlocal and Razorpay in one each,
Mappls in two) were grepped by name; Stripe, Slack, GitHub, OpenAI, Telegram, AWS and Hugging Face
appear once each in their published shapes. No other shape here is one the author knows to be
real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, a JWT
for Treebo, and the `mkz_live_`, `ntk-`, `fp_sk_`, `cfsk_ma_prod_`, `kId-` and `sk_…_` prefixes);
the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Aadhaar
(`stdnum.in_.aadhaar`, Verhoeff; by grep in five earlier corpora), the Aadhaar Virtual ID
(`stdnum.in_.vid`, five), the voter's EPIC (`stdnum.in_.epic`, Luhn over its digits, five), the
GSTIN of a business in the Andamans (state code 35; `stdnum.in_.gstin`, eight) and Mauritius's
national ID (`stdnum.mu.nid`, four). Kinds no library or this file checks (no check-digit
algorithm is written here; the shapes are guesses): an Indian passport, a ration card number, a
fictional islander identity card, a fisherman's biometric id card and an Andaman driving licence
(`AN01 …`). Card numbers pass Luhn (RuPay prefixes `6074`, `6521`, `8172`, `8200` and `5085` drawn
here, and the value helpers' Visa, Mastercard, Amex and UnionPay, checked with python-stdnum's
`luhn`); the card codes are Amex's four-digit CIDs only, drawn so that none reads as a year. India
issues no IBANs; the IBANs are of relatives' and suppliers' countries used least by a rough count
of the country codes in the IBAN shape tables of heldouts 5 to 260 (Pakistan, Montenegro, North
Macedonia and San Marino in twenty corpora each, Mauritius, Seychelles, Bahrain and Georgia in
twenty-one), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, French, Portuguese, Czech and Korean lists, each drawn until `Mnemonic(lang).check`
accepts it. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every
secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import epic as in_epic
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import vid as in_vid
from stdnum.mu import nid as mu_nid

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 262_604_917
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]

# Every secret drawn so far in this import (a value is drawn again if it repeats one or
# stands inside a clean text); reset by each public function.
_SEEN: set[str] = set()


def _fresh(secret: str) -> bool:
    return len(secret) >= 4 and secret not in _SEEN and not any(secret in c for c in _CLEAN_BLOBS)


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


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_ISLAND = ["Havelock", "Swaraj", "Neil", "Shaheed", "Chidiyatapu", "Wandoor", "Mayabunder",
           "Rangat", "Diglipur", "Baratang", "Kimios", "Malacca", "Mus", "Sawai", "Tamaloo",
           "Aberdeen", "Junglighat", "Haddo", "Bambooflat", "Sitapur", "Laxmanpur", "Radhanagar",
           "Elephanta", "Kalapathar", "Bharatpur"]  # fmt: skip
_REEF = ["Nemo", "Mantaray", "Barracuda", "Parrotfish", "Dugong", "Turtle", "Grouper", "Lionfish",
         "Coral", "Snapper", "Seahorse", "Napoleon", "Trevally", "Moray"]  # fmt: skip
_TRADE = ["Supari", "Nariyal", "Copra", "Areca", "Kopra", "Narkel", "Thengai", "Kobbari",
          "Coir", "Jaali", "Pandanus", "Ferry", "Jetty", "Dinghy"]  # fmt: skip
_NAMES = ["Ravi", "Sunita", "Pradip", "Mousumi", "Anirban", "Tapas", "Lakshmi", "Murugan",
          "Selvi", "Venkat", "Padma", "Srinu", "Ahmed", "Farida", "Joseph", "Rosalind",
          "Kinnai", "Tuluk", "Alphonse", "Mithun", "Rekha", "Sanjay", "Bhavani", "Prakash",
          "Kalpana", "Dilip", "Jayanti", "Shibu"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["H4v3l0ck", "Sw4r4j", "N3m0R33f", "D1v3M4st3r", "Sup4r1", "N4r1y4l", "J3tty", "B4r4cud4",
         "Sh4h33d", "C0r4lG4rd3n"]  # fmt: skip


def _dive(g: random.Random) -> str:
    """A dive site, a depth in metres and a sign, the way a dive instructor builds a password."""
    return f"{g.choice(_REEF)}{g.choice([12, 14, 18, 22, 25, 30, 40])}m{g.choice(_SYMBOLS)}"


def _ferry(g: random.Random) -> str:
    """A ferry's name, a seat and a sign: the ticket counter's habit."""
    return f"{g.choice(['Makruzz', 'Nautika', 'GreenOcean', 'Sindhu', 'Bharatseema'])}{g.choice('ABCD')}{g.randrange(10, 99)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of four (letters and digits) as a generator writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ISLAND)}{g.choice(_REEF)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "_".join(w.lower() for w in g.sample(_TRADE, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2012)}{g.choice(_SYMBOLS)}{g.choice(_ISLAND)}",
    lambda g: _r(g, ALNUM + "$%&!?", 14),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    _dive,
    _ferry,
    lambda g: f"{g.choice(_TRADE)}{g.randrange(20, 90)}kg{g.choice(_SYMBOLS)}{g.choice(_ISLAND).lower()}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    _manager,
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_ISLAND)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN_CHARS = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN_CHARS)


_SAID = [
    "Zoho Connect post in 'Havelock dive shop': the Scubapro Galileo logbook PC password is {pw}",
    "SupportBee ticket #2281 from the Neil homestay: Booking.com extranet password {pw}, please change",
    "AppFlowy page 'Phoenix Bay counter': ticket printer admin password {pw}",
    "tl;dv recap of the Monday call: Ravi said the compressor log laptop password is {pw}",
    "Pixel Recorder transcript: the Bauer compressor panel password is {pw} okay",
    "Dolby On memo, Car Nicobar shed: the net shed PC password {pw}",
    "Gollum wiki, page Ops/Counter: POS terminal supervisor password {pw}",
    "Otterwiki page 'Homestay router': admin password {pw}",
    "Focalboard card 'Port Blair office': Tally server password {pw}",
    "Docmost page 'Supari godown': weighbridge PC password {pw}",
    "Notta transcript of the briefing: the boat GPS chartplotter password is {pw}",
    "Incident note 14-Feb: the Phoenix Bay kiosk was left logged in, password {pw} seen by a customer",
    "Runbook: reprint a ferry ticket\n1. open the counter PC\n2. user counter2\n3. password {pw}\n4. reprint from history",
    "README (dive shop laptop)\nthe rental tracker is at http://gear.havelock.lan, admin password `{pw}`.",
    "Dear Sir,\nAs discussed, PFA nothing; the homestay extranet password is {pw}. Kindly do the needful and revert.\nRegards, Rosalind",
    "note to self: SBI YONO login password {pw}",
    "my UCO Bank net banking password is {pw} now",
    "Canara ai1 app password: {pw}",
    "Andaman Sheekha co-op bank portal password → {pw}",
    "after the reset the Vodafone Idea self-care password became {pw}",
    "Hey assistant, please remember my Treebo partner portal password: {pw}",
    "store this for me: Fampay parent account password = {pw}",
    "mera email ka password {pw} hai",
    "bhai naya password {pw} hai, kisi ko mat batana",
    "counter wale PC ka paswad: {pw}",
    "godown computer ka password yeh raha 👉 {pw}",
    "मेरा नया पासवर्ड {pw} है, किसी को मत बताना",
    "दुकान के कंप्यूटर का पासवर्ड: {pw}",
    "Tally ka password {pw} hai, shukriya bolna mat 😄",
    "homestay router ka password \"{pw}\" hai",
    "amar email er password holo {pw}",
    "dokaner computer er password ta holo {pw}, kauke bolbe na",
    "notun password: {pw} (dhonnobad)",
    "আমার নতুন পাসওয়ার্ড {pw}",
    "en email kadavuchol {pw}",
    "kadai computer kadavuchol idho: {pw}, yaarkitteyum sollaadhe",
    "கடவுச்சொல்: {pw}",
    "pudhu password {pw} dhaan",
    "naa email password {pw}",
    "kotha password idigo: {pw}, evvariki cheppaku",
    "పాస్‌వర్డ్: {pw}",
    "godown system password {pw} andi",
    "ön password ta-kö: {pw}",
    "Kinnai: shed computer password ön {pw}",
    "the Garmin Descent sync password is {pw}",
    "password for the Suunto app on the shop tablet: {pw}",
    "dictated: the homestay WhatsApp Business PC password is {pw} full stop",
    "Mares dive computer interface password: {pw}",
    "after the reinstall the Busy accounting password became {pw}",
    "the weighbridge's supervisor password '{pw}'",
    "Sunita (10:02): office laptop password {pw}\nSunita (10:03): delete this msg pls",
    "Office laptop — pw: {pw}",
    "password (Port Blair office NAS) = {pw}",
    "Sir, password of ferry booking login is {pw} only, same is shared with Tapas",
    "Ma'am, homestay Airbnb password is {pw}, kindly don't share",
    "le mot de passe du wifi-cam de la plongée est {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")

_CHATS = [
    "Tapas: counter PC password?\nMousumi: {pw}",
    "[07:41] murugan: net shed laptop pw?\n[07:42] selvi: {pw}",
    "Anirban: {pw} is the new password for the booking site",
    "Venkat: use {pw}, that's what the Tally box has now",
    "Rekha: naya password {pw} hai",
    "[21:15] Pradip: password ta {pw} korlam",
    "Lakshmi: pudhu kadavuchol {pw}",
    "Srinu: kotha password {pw}",
    "Joseph: password changed to {pw}",
    "[09:05] Farida: bhai password kya hai?\n[09:06] Ahmed: {pw}",
    "Shibu: {pw} — that's the homestay PC password",
    "Padma: ippo password {pw}, nandri",
    "Mithun: amar laptop er password {pw}, dhonnobad",
    "Tuluk: {pw} ön password",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

_USERS = ["ravi.k", "sunita", "pradip.das", "mousumi", "anirban", "tapas", "lakshmi.m", "murugan",
          "selvi", "venkat.r", "padma", "srinu", "ahmed", "farida", "joseph", "rosalind", "kinnai",
          "counter2", "dive_admin", "homestay"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "creds for the weighbridge: {u}:{pw}",
    "sign in as {u} with {pw}",
    "user {u}, password {pw}",
    "username: {u}\npassword: {pw}",
    "{u} / {pw} (booking portal)",
    "| counter PC | {u} | {pw} |",
    "u={u} p={pw}",
    "{u}@andamanreef.in:{pw}",
    "user id {u} aur password {pw} hai",
    "user {u}, password ta holo {pw}",
    "payanar {u}, kadavuchol {pw}",
    "user peru {u}, password {pw}",
    "login {u} and {pw}",
    "admin / {pw}",
    "root:{pw}",
    "Sir, kindly use ID {u} and password {pw} for the Makruzz agent login",
    "Tally login — {u} — {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kobbari", "thengai", "narkel", "supari", "jaalidar", "nicobari",
               "hornbill", "megapode", "padauk", "gurjan", "chuglam", "pyinma", "tunaboat",
               "mangrovejack", "kalapani"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} followed by {d}",
    "password: {w}, all small letters, then {d}",
    "the counter password is the word {w} with a capital first letter and {d} at the end",
    "type {w}, then {d}; that's the homestay PC password",
    "password mein pehle {w} likho, phir {d}",
    "password hai shabd {w} aur uske baad {d}",
    "password ta holo {w} shobdo ta, tarpor {d}",
    "kadavuchol: {w} nu ezhudhu, appuram {d}",
    "password lo mundu {w} ani raasi, tarvata {d}",
    "{w}{d} — that's the net shed laptop password",
    "the name of the dive boat, {w}, followed by {d}: that's the gear locker password",
    "voice memo: password is {w} ... {d}, no space",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word, number = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "apctest --password {pw}",
    "/etc/apcupsd/apcupsd.conf: NISPASS {pw}",
    "octosql --password '{pw}' \"SELECT * FROM bookings\"",
    "zrepl test filesystems --job push_nas  # then sshpass -p {pw} zrepl signal wakeup push_nas",
    "litecli -p {pw} bookings.db",
    "trdsql -driver mysql -dsn 'counter:{pw}@tcp(127.0.0.1:3306)/tickets' \"SELECT 1\"",
    "steampipe service start --database-password {pw}",
    "smbpasswd -a tapas <<< $'{pw}\\n{pw}'",
    "htdigest -c .htdigest reef admin  # typed {pw} twice",
    "rtorrent: scgi auth in .rtorrent.rc: network.http.password.set = {pw}",
    "sshpass -p '{pw}' ssh counter@10.20.1.15",
    "mysql -u tally -p{pw} -h 10.20.1.4 accounts",
    "redis-cli -a {pw} -h cache.portblair.lan",
    "docker login registry.andamanreef.in -u ci -p {pw}",
    "zip -P {pw} ticket-backup.zip tickets.csv",
    "7z a -p{pw} divelogs.7z logs/",
    "openssl enc -aes-256-cbc -in manifests.csv -out manifests.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c ledger.ods",
    "curl -u counter:{pw} https://api.phoenixbay.lan/tickets",
    "lftp -u tapas,{pw} sftp://files.andamanreef.in",
    "sqlcmd -S 10.20.1.9 -U sa -P {pw}",
    "xfreerdp /v:10.20.1.20 /u:sunita /p:{pw}",
    "mosquitto_pub -h 10.20.3.2 -u shed -P {pw} -t nets/dryer -m on",
    "rabbitmqctl add_user ferrybot {pw}",
    "echo '{pw}' | sudo -S systemctl restart compressor-logger",
    "keytool -list -keystore counter.jks -storepass {pw}",
    "ipmitool -I lanplus -H 10.20.1.2 -U ADMIN -P {pw} power status",
    "wget --http-user=counter --http-password={pw} http://printer.phoenixbay.lan/status",
    "benthos: output.sql_insert.dsn: postgres://benthos:{pw}@db.portblair.lan/trade",
    "sshpass -p {pw} syncoid root@nas.portblair.lan:tank/tickets backup/tickets  # sanoid snapshots",
    "sqlplus trade/{pw}@PORTBLAIR",
    "net use Z: \\\\nas\\tickets /user:counter {pw}",
]  # fmt: skip
_SHELLS = ["{c}", "tapas@counter:~$ {c}", "PS C:\\Users\\counter> {c}", "history | tail -1 →  1042  {c}",
           "Sir, command used: {c}", "yeh command chalao: {c}", "ee command run cheyyi: {c}"]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    family = _Family(cls, templates, _with(_plain_pw), "pw")

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, family.take(rng, n), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)

_URLS = [
    "DATABASE_URL=postgres://trade:{pw}@db.portblair.lan:5432/copra",
    "mysql://counter:{pw}@10.20.1.4/tickets",
    "mongodb+srv://dive:{pw}@reef-cluster.mongodb.net/logs",
    "amqp://ferrybot:{pw}@mq.phoenixbay.lan:5672/",
    "redis://:{pw}@cache.portblair.lan:6379/0",
    "Server=10.20.1.9;Database=Tally;User Id=sa;Password={pw};",
    "jdbc:postgresql://db.portblair.lan/copra?user=trade&password={pw}",
    "smtp://bookings%40andamanreef.in:{pw}@smtp.zoho.in:587",
    "ftp://shed:{pw}@10.30.0.5/nets",
    "connection string ta holo: postgresql://homestay:{pw}@neil-db:5432/rooms",
    "connection string yeh hai → mssql://sa:{pw}@10.20.1.9/Busy",
]  # fmt: skip
_URL_PLACES = ["{c}", "in .env: {c}", "Zoho Connect snippet: {c}", "`{c}`"]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        claims = {"iss": issuer, "sub": _r(g, D, 8), "iat": 1_900_000_000 + g.randrange(10**7)}
        return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)

    return make


# (template, maker): every shape is the author's guess
_NAMED: list[tuple[str, Maker]] = [
    ("Makruzz agent API key: {t}", _j("mkz_live_", (ALNUM, 32))),
    ("MAKRUZZ_API_SECRET={t}", _j((HEX, 48))),
    ("Nautika booking API token → {t}", _j("ntk-", (HEX, 40))),
    ("Green Ocean seat-map key: {t}", lambda g: v.uuid4(g, "b")),
    ("ONDC signing_private_key: {t}", _j((B64, 43), "=")),
    ("Falconide API key {t}", _j((HEX, 32))),
    ("FAMPAY_SECRET_KEY={t}", _j("fp_sk_", (ALNUM, 30))),
    ("Treebo partner API token: {t}", _vendor_jwt("treebo")),
    ("Exotel api token: {t}", _j((HEX, 40))),
    ("Gupshup apikey: {t}", _j((LOWER_DIGITS, 32))),
    ("Textlocal API key = {t}", _j((ALNUM, 40))),
    ("Kaleyra API key: {t}", _j("A", (HEX, 32))),
    ("CASHFREE_CLIENT_SECRET={t}", _j("cfsk_ma_prod_", (HEX, 32), "_", (HEX, 8))),
    ("Instamojo private auth token: {t}", _j((HEX, 32))),
    ("Easebuzz salt: {t}", _j((UPPER_DIGITS, 12))),
    ("Zaakpay secret key → {t}", _j((HEX, 32))),
    ("Decentro client_secret: {t}", _j((ALNUM, 32))),
    ("Signzy API key {t}", _j((ALNUM, 64))),
    ("Digio client secret: {t}", _j((UPPER_DIGITS, 32))),
    ("Leegality auth token: {t}", _j((ALNUM, 32))),
    ("Vyapar sync key: {t}", lambda g: v.uuid4(g, "8")),
    ("Petpooja access token: {t}", _j((HEX, 40))),
    ("STAAH channel manager API key: {t}", lambda g: v.uuid4(g, "9")),
    ("AxisRooms API key = {t}", _j((ALNUM, 36))),
    ("Little Hotelier API token: {t}", _j((URLSAFE, 43))),
    ("Mappls client_secret: {t}", _j((URLSAFE, 64))),
    ("Bhashini udyat key: {t}", _j((ALNUM, 48))),
    ("SARVAM_API_KEY={t}", _j("sk_", (LOWER_DIGITS, 8), "_", (ALNUM, 24))),
    ("Fast2SMS authorization key: {t}", _j((ALNUM, 80))),
    ("2Factor API key: {t}", lambda g: v.uuid4(g, "a")),
    ("SMSCountry auth token: {t}", _j((ALNUM, 40))),
    ("Netcore email API key: {t}", _j((HEX, 32))),
    ("MoEngage data API key: {t}", _j((UPPER_DIGITS, 24))),
    ("WebEngage REST API key: {t}", lambda g: v.uuid4(g, "b")),
    ("CleverTap passcode: {t}", _j((UPPER, 3), "-", (UPPER, 3), "-", (UPPER_DIGITS, 4))),
    ("Airpay API secret: {t}", _j((ALNUM, 16))),
    ("PayGlocal private key id {t}", _j("kId-", (ALNUM, 16))),
    ("Razorpay key secret: {t}", _j((ALNUM, 24))),
    ("stripe secret key {t}", _j("sk_live_", (ALNUM, 24))),
    ("Slack bot token {t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("GitHub PAT {t}", _j("ghp_", (ALNUM, 36))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48))),
    ("Telegram bot token for the ferry alerts: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("AWS secret for the photo bucket: {t}", _j((B64, 40))),
    ("Hugging Face token {t}", _j("hf_", (ALNUM, 34))),
    ("Makruzz ka API key yeh hai: {t}", _j("mkz_live_", (ALNUM, 32))),
    ("Nautika API chabi: {t}", _j("ntk-", (HEX, 40))),
    ("Gupshup er API key ta holo {t}", _j((LOWER_DIGITS, 32))),
    ("Exotel API saavi idho: {t}", _j((HEX, 40))),
    ("Instamojo API key idigo: {t}", _j((HEX, 32))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NAMED, n):
        value = v.until(rng, make, _fresh)
        _SEEN.add(value)
        out.append(Sample("vendor_token", template.format(t=value), value))
    return out


_BARE_PLACES = ["{t}", "Zoho Connect: {t}", "it only shows it once, so here:\n{t}",
                "yeh lo token: {t}", "token ta: {t}", "token idho {t}", "token idigo {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((ALNUM, 52))]  # fmt: skip
_bare = _Family("bare_token", _BARE_PLACES,
                lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t")  # fmt: skip

_HEX_PLACES = ["NET_SHED_HMAC_KEY={h}", "session secret for the booking app: {h}",
               "Fernet-ish signing key for the ticket QR: {h}", "LoRa AppKey of the buoy: {h}",
               "homestay door lock master key {h}", "encryption_key: {h}",
               "chabi (hex): {h}"]  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = _r(rng, HEX, [64, 32, 48][index % 3])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", _HEX_PLACES, _hex_draw, "h")

_JWT_PLACES = ["Authorization: Bearer {t}", "id_token={t}", "booking portal session cookie: {t}",
               "yeh JWT hai: {t}", "JWT ta holo {t}", "access_token: \"{t}\""]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    header = {"alg": ["HS256", "RS256", "ES256"][index % 3], "typ": "JWT"}
    claims = {
        "sub": rng.choice(_USERS),
        "aud": "andamanreef",
        "exp": 1_900_000_000 + rng.randrange(10**7),
    }
    return {"t": _jwt_of(rng, header, claims, [43, 86, 64][index % 3])}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")

_PEM_PLACES = {"{key}": "\n", "id_ed25519 of the counter box:\n{key}": "\n",
               "deploy key (pasted flat) {key}": " ", "tls.key for tickets.andamanreef.in:\n{key}": "\n",
               "yeh private key hai:\n{key}": "\n"}  # fmt: skip
_PEM_KINDS = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _PEM_KINDS[index % len(_PEM_KINDS)]
    lines = [_r(rng, B64, 64) for _ in range(8)]
    joiner = _PEM_PLACES[template]
    body = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": body, "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")

_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet recovery phrase of the dive shop: {p}": "english",
    "seed words, written on the back of the tide table: {p}": "english",
    "Ravi's wallet ka seed phrase: {p}": "english",
    "phrase de récupération du portefeuille du cousin à Pondichéry : {p}": "french",
    "frase de recuperação (primo em Goa): {p}": "portuguese",
    "obnovovací fráze (Jana, dive guest from Brno): {p}": "czech",
    "복구 구문 (Busan buyer's wallet): {p}": "korean",
    "voice memo: the twelve words are {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_of(rng: random.Random, lang: str, words: int) -> str:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    make = lambda g: str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))  # noqa: E731
    return v.until(rng, make, _MNEMO[lang].check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    phrase = _seed_of(rng, lang, [12, 24, 12, 18][index % 4])
    return {"p": phrase}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], length: int) -> str:
    prefix = rng.choice(prefixes)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":  # RuPay prefixes (60, 65, 81, 82, 508): the author's reading of them
        return _card_of(rng, ["6074", "6521", "8172", "8200", "5085"], 16)
    return v.card(rng, brand)


_CARD_PLACES = [
    "card number for the Makruzz agent top-up: {c}",
    "RuPay card: {c} exp 08/31",
    "SBI debit card no. {c}",
    "mera card number {c} hai, kisi ko mat batana",
    "amar card number holo {c}",
    "en card number {c}",
    "naa card number idi: {c}",
    "Sir, card no {c}, kindly process the homestay advance",
    "pay the Green Ocean bulk tickets with {c}",
    "card: {c}",
]  # fmt: skip
_BRANDS = ["rupay", "visa", "mastercard", "rupay", "amex", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", "."][index % 5], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = [
    "Amex {c} exp 04/33, CID {cvv}",
    "Amex {c}, the four small digits on the front are {cvv}",
    "Amex {c} — aage chhote chaar number {cvv}",
    "Amex {c}, shamne chhoto char ta number {cvv}",
    "Amex {c}, security code {cvv}",
    "Amex card {c}, munnaadi naalu number {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(_card(rng, "amex"), " ", rng)
    code = v.until(rng, lambda g: _r(g, D, 4), lambda c: c[:2] not in ("19", "20"))
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")

_IBAN_SHAPES = {"MU": "aaaa" + "n" * 19 + "aaa", "SC": "aaaa" + "n" * 20 + "aaa",
                "BH": "aaaa" + "c" * 14, "PK": "aaaa" + "c" * 16, "ME": "n" * 18,
                "MK": "nnn" + "c" * 10 + "nn", "SM": "a" + "n" * 10 + "c" * 12,
                "GE": "aa" + "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Murugan's brother in Port Louis, IBAN {i}",
    "IBAN for the Seychelles net supplier: {i}",
    "Bahrain wali bua ka IBAN: {i}",
    "IBAN of the Karachi arecanut buyer → {i}",
    "Rosalind's account in Kotor (IBAN): {i}",
    "Skopje gear shop, IBAN {i}",
    "San Marino dive club refund IBAN: {i}",
    "Tbilisi guest's IBAN for the deposit refund: {i}",
    "IBAN ta holo {i}",
    "IBAN idho: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _aadhaar(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("23456789") + _r(h, D, 11), in_aadhaar.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _vid(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 15), in_vid.is_valid)
    return " ".join(number[k : k + 4] for k in range(0, 16, 4))


def _epic(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, UPPER, 3) + _r(h, D, 7), in_epic.is_valid)


def _gstin(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        pan = _r(h, UPPER, 3) + h.choice("PCF") + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1)
        body = "35" + pan + h.choice("123") + "Z"
        return body + luhn.calc_check_digit(body, "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")

    return v.until(g, make, in_gstin.is_valid)


def _mu_nid(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = (
            _r(h, UPPER, 1)
            + f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 100):02d}"
            + _r(h, D, 6)
        )
        return body + mu_nid.calc_check_digit(body)

    return v.until(g, make, mu_nid.is_valid)


def _in_passport(g: random.Random) -> str:
    """An Indian passport: a letter and seven digits, no public check."""
    return g.choice("JKLMNPRSTUVWZ") + _r(g, D, 7)


def _islander_card(g: random.Random) -> str:
    """A fictional islander identity card number: AN, two letters, six digits (no check)."""
    return "AN" + _r(g, UPPER, 2) + _r(g, D, 6)


def _fisher_id(g: random.Random) -> str:
    """A fisherman's biometric id card: state code and twelve digits, a guess with no check."""
    return "ANI" + _r(g, D, 12)


def _ration(g: random.Random) -> str:
    """A ration card number: ten digits, no check."""
    return g.choice("123") + _r(g, D, 9)


def _licence(g: random.Random) -> str:
    """A driving licence of the Andamans (AN01), a year and seven digits, no check."""
    return f"AN01 {g.randrange(2005, 2031)}{_r(g, D, 7)}"


_ID_PLACES: dict[str, Maker] = {
    "Aadhaar number of the new dive instructor: {s}": _aadhaar,
    "mera Aadhaar number {s} hai": _aadhaar,
    "আমার আধার নম্বর {s}": _aadhaar,
    "en Aadhaar en {s}": _aadhaar,
    "Aadhaar VID for the homestay guest check-in: {s}": _vid,
    "VID ta holo {s}": _vid,
    "voter ID (EPIC) of Selvi for the bank KYC: {s}": _epic,
    "mera voter card number: {s}": _epic,
    "GSTIN of the Port Blair trading office (for the Makruzz invoice): {s}": _gstin,
    "homestay ka GST number: {s}": _gstin,
    "Mauritian ID of Murugan's cousin, for the remittance form: {s}": _mu_nid,
    "passport number of the Korean dive guest's Indian guide: {s}": _in_passport,
    "mera passport no. {s}": _in_passport,
    "naa passport number {s}": _in_passport,
    "islander card no. of Kinnai: {s}": _islander_card,
    "fisherman ID card (biometric) of Tuluk: {s}": _fisher_id,
    "ration card number: {s}": _ration,
    "driving licence of the jeep driver at Neil: {s}": _licence,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["Zoho 2FA backup codes\n{codes}", "backup codes for the dive shop's Google account: {codes}",
            "Makruzz agent portal recovery codes:\n{codes}", "2FA backup codes yeh rahe: {codes}",
            "2FA backup code gulo: {codes}", "2FA backup codes idho:\n{codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_SEEDS_2FA = ["otpauth://totp/Cashfree:tapas@andamanreef.in?secret={s}&issuer=Cashfree",
              "Aegis, manual setup key for the Zoho login: {s}",
              "2FA secret key (homestay Airbnb): {s}",
              "TOTP secret yeh hai: {s}",
              "2FA er setup key ta holo {s}",
              "otpauth://totp/Exotel:ravi?secret={s}&digits=6&period=30"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")

_CODES = ["{c} is your Makruzz verification code", "Your OTP for Nautika booking is {c}. Do not share.",
          "SBI: OTP {c} for txn at GREEN OCEAN. Kisi ke saath share na karein",
          "apnar OTP {c}, kauke bolben na", "unga OTP {c}, yaarkitteyum sollaadheenga",
          "mee OTP {c}, evvariki cheppakandi"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")

_SSIDS = ["ReefHouse-Havelock", "Neil Homestay Guest", "ANDREEF_Office_5G", "JioFiber-PhoenixBay",
          "BSNL FTTH Car Nicobar", "ACT Fibernet PB", "Swaraj Dive Shop", "Shaheed Sunset Rooms",
          "Kimios Net Shed", "Airtel_Xstream_Godown"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\npassword: {pw}",
    "guest wifi at the homestay: {s} / {pw}",
    "{s} ka wifi password {pw} hai",
    "wifi {s} er password ta holo {pw}",
    "wifi {s} password {pw} dhaan",
    "wifi {s} password idi: {pw}",
    "Sir, wifi is {s} and passcode is {pw}",
    "the key printed under the ACT router: {pw}",
    "hostapd.conf on the dive boat: ssid={s}\nwpa_passphrase={pw}",
    "wifi ön {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, D, 10)
    if roll < 0.35:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")

_SPELL_MAKERS = [_j("mkz_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ntk-", (HEX, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone from the jetty] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "ek ek karke likh raha hoon: {t}",
          "ek ek kore bolchi: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")

_LOCKS = ["gear locker padlock code: {pw}", "godown ke taale ka code: {pw}",
          "shed er tala r code {pw}", "homestay safe PIN {pw}", "ATM PIN {pw}, kisi ko mat batana",
          "en ATM PIN {pw}", "naa PIN {pw}", "the net shed keypad takes {pw} then #",
          "tala code ön {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")

_PHRASE_WORDS = ["dugong", "coral", "jetty", "supari", "copra", "mangrove", "hornbill", "ferry",
                 "dinghy", "padauk", "lagoon", "turtle", "manta", "pandanus", "conch", "tidepool"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-", "VeraCrypt volume passphrase: {p}": ".",
            "backup ka passphrase: {p}": " ", "passphrase ta holo {p}": "_",
            "rahasya vaakyam (passphrase): {p}": " ", "Enpass master passphrase → {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")

_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman header for the Makruzz call: Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTPie: http GET api.nautika.lan/seats 'Authorization: Bearer {v}'": False,
    "Thunder Client env, Authorization = Basic {v}": True,
    "curl -H \"Authorization: Bearer {v}\" https://api.greenocean.lan/v1/trips": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")

_CONFIGS = [
    "apcupsd.conf on the counter UPS box:\nNETSERVER on\nNISPASS {pw}",
    ".env of the booking app:\nDB_USER=tickets\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "config.php (homestay site):\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nEMAIL_HOST_PASSWORD = \"{pw}\"",
    "application.properties:\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "msmtprc:\naccount bookings\nuser bookings@andamanreef.in\npassword {pw}",
    "rclone.conf:\n[nas]\ntype = sftp\nuser = backup\npass = {pw}",
    "~/.pgpass:\ndb.portblair.lan:5432:copra:trade:{pw}",
    "k8s secret (stringData):\n  TALLY_PASSWORD: \"{pw}\"",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "fetchmailrc:\npoll imap.zoho.in user \"bookings\" password \"{pw}\"",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}",
    "benthos.yaml:\n  password: \"{pw}\"",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"ferrybot\", \"Password\": \"{pw}\"}}}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")

_RECOVERY = ["BitLocker recovery key of the counter laptop: {k}", "Proton recovery key for the bookings mail: {k}",
             "recovery key yeh hai: {k}", "রিকভারি কোড: {k}", "recovery key idho: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(8))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 56), (_chats, 20), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13),
    (_vendors, 50), (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 6), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_recovery, 5),
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
    return _seed_of(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the counter PC password is": "{s}", "Tally password:": "{s} (since the March reinstall)",
    "mera password hai": "{s}", "homestay router password": "{s}\nchange it after the season",
    "password ta holo": "{s}", "kadavuchol:": "{s}", "kotha password": "{s}",
    "Makruzz agent login password": "{s}", "the password Tapas read out over the VHF was": "{s}, I think",
    "ön password": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Falconide API key", "{s}", _j((HEX, 32))),
    ("split_token", "Nautika key:", "{s} (seat sync)", _j("ntk-", (HEX, 40))),
    ("split_token", "STAAH API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Trust Wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/32", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MU"))),
    ("split_backup", "Zoho recovery codes", "{s}\nkpqe-4471\nzwav-9038", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Aadhaar", "{s}", _aadhaar),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = v.until(rng, make, _fresh)
    _SEEN.add(secret)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    _SEEN.clear()
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"counter_pc": {"url": "http://10.20.1.15", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"paswad": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "tapas", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"boats": [{"name": "Dugong I"}, {"name": "Dugong II", "gps_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["litecli", "-p", "{s}", "bookings.db"]}': ("meta_password", _plain_pw),
    '{"note": "godown PC ka password {s} hai"}': ("meta_password", _plain_pw),
    '{"கடவுச்சொல்": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Tally server as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"makruzz": {"api_key": "{s}"}}': ("meta_token", _j("mkz_live_", (ALNUM, 32))),
    '{"falconideKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"exotel_token": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/33"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SC")),
    '{"guest": {"aadhaar": "{s}"}}': ("meta_id", _aadhaar),
    '{"mfa": {"recovery_codes": ["{s}", "kpqe-4471", "zwav-9038"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"shop_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"buoy": {"lora_app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"net_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "ReefHouse-Havelock", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    _SEEN.clear()
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_APK_SUM = hashlib.sha256(b"makruzz-agent-4.2.1.apk").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"bauer-b-control-micro-2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/andamanreef/tickets:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"tickets: add Neil-Havelock evening sailing", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"trade: revert copra moisture rounding", usedforsecurity=False).hexdigest()[
    :9
]
_MD5 = hashlib.md5(b"divelog_2033-01-18.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"arecanut-ledger-2032.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the counter PC password before the audit on 2033-02-11.",
    "Tapas asked for the homestay wifi password; it's on the card behind the reception desk.",
    "Policy: office passwords are at least 14 characters and live only in the Bitwarden vault.",
    "Please don't paste passwords in the WhatsApp group; share a vault link instead.",
    "The `.env.example` line `MAKRUZZ_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Tally server asks for a new admin password after every update.",
    "Replace <YOUR_NAUTIKA_KEY> in the README with the key from the agent dashboard.",
    "EXOTEL_API_TOKEN and FALCONIDE_API_KEY must be set before the nightly SMS job runs.",
    "apna password kisi ko mat batana, bank kabhi nahi poochta.",
    "password kauke bolbe na, bank kokhono jiggesh kore na.",
    "unga kadavuchol-ai yaarkitteyum sollaadheenga.",
    "mee password evvariki cheppakandi.",
    "पासवर्ड कम से कम बारह अक्षर का होना चाहिए।",
    "Kindly do not share OTP with anyone, sir; our staff will never ask for it.",
    "Upgraded the Makruzz agent app from 4.1 to 4.2.1 on the counter tablets.",
    f"commit {_COMMIT} adds the Neil–Havelock evening sailing.",
    f"Rolled back to {_SHORT} after the copra moisture rounding broke the invoices.",
    f"makruzz-agent-4.2.1.apk sha256: {_APK_SUM}",
    f"The Bauer B-Control firmware 2.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of arecanut-ledger-2032.xlsx: {_SHA512}",
    f"The tickets container runs ghcr.io/andamanreef/tickets@sha256:{_IMAGE}.",
    f"MD5 of divelog_2033-01-18.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f0c2a91-77b4-4e1d-9a20-51c8de4b7f06 is the slow one in the booking logs.",
    "Purchase order PO-PB-2033-0142 for 120 bags of arecanut ships on Friday.",
    "SupportBee #2290: the Phoenix Bay ticket printer jams on the second copy.",
    "Call the Port Blair office on +91 3192 23 4417 before noon.",
    "Container TGHU 6618204 with the copra lot is at Haddo wharf.",
    "Ferry PNR MKZ-PB-HL-118274 for 4 adults, Port Blair to Swaraj Dweep, 08:15.",
    "HS code 0802.80 is areca nuts; 1203.00 is copra; 5607.50 is synthetic fibre twine.",
    "Pincode 744211 is Havelock, 744104 is Neil; Car Nicobar is 744301.",
    "Route 14 bus leaves Aberdeen Bazaar at 07:30 for Chidiyatapu.",
    "ISBN 978-81-7141-963-1 is the reef fish guide on the shop shelf.",
    "After three wrong passwords the booking portal locks the account for 30 minutes.",
    "The net shed at Malacca village is 18 m long; one trawl net weighs about 40 kg.",
    "The secret of a good dive briefing is to keep it under ten minutes.",
    "Ask Mousumi for the godown padlock code, I don't have it.",
    "My card ending 4417 was declined at the Aberdeen Bazaar pharmacy.",
    "The Mauritius buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Zoho account and keep them in the office safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `NAUTIKA_API_TOKEN` in the secrets store, never in the repository.",
    "Guest wifi 'Neil Homestay Lobby' is open, no password needed.",
    "Lot AR-2033-PB-0077, 60 kg, moisture 7.5 %; grade Chali, export quality.",
    "Dive log #418: Dixon's Pinnacle, max depth 24 m, 52 min, visibility 20 m.",
    "Booking ref TRB-NEIL-55102 at the Treebo, 2 nights, breakfast included.",
    "Boat registration AN-PB-MO-1182 is the Dugong II; its engine is a 40 hp Yamaha.",
    "Invoice INV/2033/0219 from the coir rope supplier: ₹18,450 incl. GST.",
    "The PADI course number for Open Water is listed in the brochure, not a secret.",
    "OTP aane mein 2 minute lagte hain, wait karo.",
    "The counter closes at 16:00; the last Nautika sailing is at 16:30.",
    "tide table: high water 10:42 (2.1 m), low water 16:55 (0.4 m) at Port Blair.",
    "Version 2033.1 of the homestay app fixed the Tamil and Bengali menus.",
    "Kinnai fixed 42 nets this week; the shed needs 3 rolls of 210D/12 twine.",
    "The wifi password is changed every month, ask the manager.",
    "SSH host key fingerprint SHA256:Hh4pW8m1Qn6yT2vX0rZ5kL9cB3eD7fG1aJ4sU6iO8q0 for the counter box.",
    "Recovery phrase? Never type it into any website, sir.",
    "Order #AR-55871 shipped via Blue Dart, AWB 71823490551.",
    "Use the Makruzz agent portal in Chrome; Firefox breaks the seat map.",
    "The UPI id on the receipt is a public merchant handle, fine to print.",
    "Flight 6E-281 lands at Veer Savarkar airport at 11:05.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-01-04T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/office/tally", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_APK_SUM}", "package": "makruzz-agent", "version": "4.2.1"}}',
    '{"ticket": "2290", "purchase_order": "PO-PB-2033-0142"}',
    '{"lot": {"id": "AR-2033-PB-0077", "weight_kg": 60, "moisture_pct": 7.5}}',
    '{"phone": "+91 3192 23 4417", "city": "Port Blair"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "nets_repaired": 42}',
    '{"hs_code": "0802.80", "origin": "IN", "description": "areca nuts"}',
    '{"pnr": "MKZ-PB-HL-118274", "sailing": "08:15", "pax": 4}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_BLOBS = [*CLEAN, *_CLEAN_METADATA_JSON]
