# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-eighteenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-seventeenth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-nineteenth to two-hundred-and-twenty-first), any test, the reports, the
benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(218604731), password words (a pearl grade, a lagoon and a number with a sign; two vanilla or
canoe words joined by a dash with a number; a name, a birth year, a sign and an island; a surf
break in capitals, a sign and a wave height; leet words of the black pearl, the outrigger, the
vanilla pod, the ferry and the reef with a year; `Lot`, an auction lot number and a pearl colour; a
generator's three groups and random runs), names, places, templates, tools, vendors and layouts,
the way the staff of Tiare Vaka Holding (fictional: pearl farms off Raiatea and Aitutaki, a
vanilla curing house on Taha'a, an outrigger-canoe (va'a) club and boat yard on Moorea, a
black-pearl auction house in Papeete, an inter-island ferry between Papeete, Moorea, Raiatea and
Bora Bora, a surf school at Haapiti and Teahupo'o, and a small credit union in Avarua on
Rarotonga) leak secrets into an assistant's memory. The texts are WhatsApp, Messenger, Viber,
Signal, Telegram, Slack, Teams and Discord messages, chat logs with times, Zendesk- and Jira-style
tickets, Confluence and Notion pages and tables, Apple Notes and Google Keep notes, e-mails,
runbooks, README fragments, shell prompts, voice-memo transcripts (Otter, WhatsApp voice notes
transcribed), code (Python, JavaScript, Go, Rust, Ruby, PHP, Kotlin, Swift, C#, Java, Nim,
Crystal, Haskell, Julia, Perl, Zig, Elixir, Dart, Lua and Scala), configs and requests to the
assistant itself; the label's separators run from a colon, "is" and a dash to an arrow, an emoji,
a new line, quotes (`"…"`, `«…»`, `“…”`), parentheses, a tab and a table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 217 names (each grepped for the
command, flag or variable itself): `calibre-server --userdb … --manage-users -- add`, the Tasmota
console's `Password1`, Knot DNS's `knotc conf-set 'key[…].secret'`, Bazel's `--remote_header`,
Cargo's `CARGO_REGISTRIES_<NAME>_TOKEN`, NetBird's `NB_SETUP_KEY`, Navidrome's `ND_LASTFM_SECRET`,
Armbian's first-boot `PRESET_USER_PASSWORD`, Audiobookshelf's `ABS_ROOT_PASSWORD`, a `wg-quick` config, a
Reticulum `rnsd` interface config, a Teltonika RutOS router and a LigoWave radio's web pages and
the company's own `TIAREVAKA_FERRY_DB_PASS`. Beside them tools lightly used before (each in one
earlier corpus by the grep: Kismet's `httpd_password=`, bettercap's `api.rest.password`,
matterbridge's `Password=`, `netbird up --setup-key`, obs-cli's `--password`, Komga, headscale
and `tailscale up --authkey`; in two: Armbian's `PRESET_ROOT_PASSWORD` and Tasmota's `Password2`),
the commands the product's page names (mysql, `PGPASSWORD`, sshpass, `curl -u`, `redis-cli -a`,
`docker login -p`, smbclient, `htpasswd -b`, `zip -P`, `ldapsearch -w`, `sqlcmd -P`) beside
mongosh, clickhouse-client, 7z's `-p` and `openssl pkcs12 -passout` and common layouts (env files, compose, systemd,
Kubernetes secrets, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers,
connection strings) in wordings of their own.

About 45 % of the secret samples are in other languages than English (by a rough count of the
drawn samples' marker words, 177 of 390): Tahitian (Reo Mā'ohi), Paumotu, Marquesan (`'Eo 'Enana`), Cook
Islands Māori, Polynesian French texting and Rarotongan English texting, with standard French in a few
lines and Japanese, Korean, Czech, Spanish, Italian and Portuguese only in seed-phrase lines. The wordings are the
author's approximations, checked by no speaker, built around a few marker words and the loanwords
people there really text (password, wifi, PIN, code, token, server, backup): Tahitian's `Ia ora
na`, `māuruuru roa`, `teie`, `tō'u`, `'āpī`, `nō te`, `fare`, `eiaha e fa'a'ite`, `'ua taui au`,
`te nūmera huna`; Paumotu's `Kia ora`, `toku`, `teienei`, `mea hou`, `koe`, `māuruuru`; Marquesan's
`Kaoha te hoa`, `to'u`, `'a'ue`, `'i`, `nui`; Cook Islands Māori's `Kia orana`, `meitaki maata`,
`taku`, `ko`, `ou`, `auraka e akakite`, `te numero muna`, `no te`; Polynesian French texting's
`ia ora na`, `mdp`, `c` (for "c'est"), `stp`, `tkt`, `aita pe'ape'a`, `fiu`, `le fare`,
`mauruuru`; Rarotongan English's `kia orana`, `meitaki`, `ae`, `aue`, `bro`, `ka kite`, `on
island time`; the glottal stop is typed as the ASCII apostrophe, as people text it,
though print writes the ʻeta (`ʻāpī`, `toʻu`). The Paumotu lines (Tahitian-like forms with `toku` and `teienei`), the Marquesan
lines (`to'u`, `'a'ue`), Cook Islands Māori `te numero muna` and `akakite`, and Tahitian `te
nūmera huna` are the thinnest guesses.

Vendors (Aremiti and Terevau as ferry booking APIs, Paybox, POLi, Booqable, Flybook, Rentle,
Seabookings, Starboard Suite, Tideschart, KKday, Savvy Navvy, Auction Mobility, Auctria, Bidpath,
Bidspirit, Catawiki, Drouot, FleetMon, Galabid, Handbid, HiBid, Invaluable, LiveAuctioneers,
Mahalo Banking, Paxlink, Pinpoint Booking, Proxibid, VesselFinder, Wavebid, Bookinglayer, Lesson
Hub, SourceTrace, Glia and Buoyweather) are ones heldouts 5 to 181 do not name (grepped by name).
No shape here is one the author knows to be real: every one is a guess (hex, base64, URL-safe and
alphanumeric runs, UUIDs, JWTs for Aremiti and Mahalo Banking, and the prefixes `pbx_live_`,
`flyb_`, `rntl_sk_`, `hb_`, `ivl-`, `mb_live_`, `pxl_` and `bl_sk_`); the JWTs are well-formed, and
the WireGuard private key (32 random bytes in base64) and the Knot TSIG secret follow their
published layouts.

The ids are kinds heldouts 5 to 217 do not use, except two lightly used ones that carry a check:
New Zealand's IRD number (Cook Islanders hold New Zealand citizenship), drawn until
`stdnum.nz.ird` validates its check digit, and a New Zealand bank account number, drawn until
`stdnum.nz.bankaccount` validates it. The others are invented shapes that no library or this file
checks (no check-digit algorithm is written here): a Cook Islands visitor's driving licence from
the Rarotonga police, a French Polynesian pearl producer's card (carte de producteur perlier), a
pearl-farm lagoon concession number, a Cook Islands Ministry of Marine Resources pearl-farm
licence, a CPS (Caisse de Prévoyance Sociale) member number, a Cook Islands National
Superannuation Fund member number, a French coastal boat licence (permis côtier) and Cook Islands
passports. Card numbers pass Luhn (the value helpers' Visa, Mastercard, Amex, Discover, JCB,
Diners, UnionPay and Maestro, checked with python-stdnum's `luhn`). The IBANs are of countries used
least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 217 (Gibraltar,
Guatemala, Croatia, Israel, Lithuania, Malta, Seychelles and El Salvador, in seventeen corpora
each by that count), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, French, Spanish, Italian, Portuguese, Czech, Japanese and Korean lists, each
with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430
scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.nz import bankaccount as nz_bankaccount
from stdnum.nz import ird as nz_ird

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 218_604_731
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


def _fmt(template: str, fields: dict[str, str]) -> str:
    """``template`` with each ``{name}`` of ``fields`` replaced (other braces stay as written)."""
    for name, value in fields.items():
        if name != "secret":
            template = template.replace("{" + name + "}", value)
    return template


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
            out.append(Sample(self.cls, _fmt(template, fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_PEARLS = ["PoeRava", "Keshi", "Peacock", "Aubergine", "Pistache", "Cerise", "Nacre", "Tahia",
           "Marutea", "Mabe", "Baroque", "Circle"]  # fmt: skip
_VANILLA = ["vanira", "gousse", "tahitensis", "curing", "vahine", "pirogue", "vaa", "ama", "hoe",
            "tiare", "tipanie", "ature", "mahimahi", "uru", "miti", "ferry"]  # fmt: skip
_LAGOONS = ["Uturoa", "Tahaa", "Vaitape", "Haapiti", "Paopao", "Avarua", "Amuri", "Muri",
            "Arorangi", "Faaa", "Papara", "Rangiroa", "Fakarava", "Taiohae", "Tautira"]  # fmt: skip
_BREAKS = ["TEAHUPOO", "HAAPITI", "TAAPUNA", "PAPARA", "AVARUA", "PAPENOO", "VAIRAO", "MAHINA"]
_NAMES = ["Teva", "Hinano", "Moana", "Vaimiti", "Tehani", "Manutea", "Heiarii", "Tamatea",
          "Poerava", "Rangi", "Mata", "Teina", "Tepaeru", "Vaine", "Tuaine", "Marama", "Kainuku",
          "Teuira", "Ngatoko", "Tiare", "Nga", "Makiroa"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["P03R4v4", "V4n1r4", "V44Hoe", "F3rry", "R33fP4ss", "T14r3", "K3sh1", "Ou7r1gg3r"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PEARLS)}{g.choice(_LAGOONS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(g.sample(_VANILLA, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_LAGOONS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_BREAKS)}{g.choice(_SYMBOLS)}{g.randrange(2, 9)}m{g.randrange(10, 100)}",
    lambda g: f"Lot{g.randrange(100, 1000)}{g.choice(_PEARLS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    _manager,
    lambda g: f"{g.choice(_LAGOONS).lower()}_{g.choice(_VANILLA)}_{g.randrange(1960, 2031)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


# -- passwords after labels, many languages and separators ------------------------------------
_SAID = [
    "WhatsApp, Teva: the Moorea ferry ticket office PC password is {pw}",
    "Viber from Hinano: pearl grading room PC password: {pw}",
    "Messenger, Tepaeru: credit union teller login password → {pw}",
    "Slack #vanilla-curing: the drying-house sensor hub password — {pw}",
    "Teams chat: auction catalogue server password 👉 {pw}",
    "Signal, Manutea: the surf school booking laptop password is “{pw}”",
    "Discord #vaa-club: the club's Strava admin password ({pw})",
    "Telegram from Rangi: LigoWave radio link to Tahaa, web password\n{pw}",
    "Zendesk #4471: ferry kiosk admin password is {pw}, please rotate",
    "Jira TVK-882: Teltonika RutOS router on the Raiatea dock, admin password = {pw}",
    "Confluence › Ferry › Bridge PC: password\t{pw}",
    "Google Keep: Aitutaki pearl farm boat GPS password: «{pw}»",
    "Apple Notes 'credit union': core banking test password -> {pw}",
    "Hi Heiarii,\n\nthe Papeete auction house NAS password is {pw}. Please delete this mail once it is in the vault.\n\nMauruuru,\nVaimiti",
    "Runbook: reset the ferry's ticket printer\n1. open the web page\n2. log in as admin\n3. password {pw}\n4. reprint the manifest",
    "README (surf school tablet): admin password `{pw}`, don't change it without telling Tamatea.",
    "voice memo: te password nō te ordinateur vanira, {pw}, 'ua oti",
    "kia orana, remember my Bank of the Cook Islands app password eh: {pw} meitaki",
    "note pour moi: le mdp Banque de Tahiti en ligne c {pw}",
    "après la réinstall le mdp du pc des enchères c {pw}",
    "Ia ora na Teva, teie tō'u password 'āpī nō te ordinateur: {pw}",
    "Teie te password nō te fare perle: {pw}. Eiaha e fa'a'ite!",
    "'Ua taui au i te password nō te server, teie te mea 'āpī → {pw}",
    "tō'u password nō te imēra: {pw}",
    "Te password nō te va'a club: {pw} (māuruuru roa)",
    "Hinano: te password 'āpī nō te pahī, {pw}",
    "Kia ora, toku password teienei: {pw}",
    "Toku password mea hou nō te server: {pw}, māuruuru",
    "Paumotu: te password nō te fare poe i Fakarava → {pw}",
    "Kaoha te hoa! to'u password nō te mēra: {pw}",
    "Kaoha nui, te password 'i te komupiuta: {pw}, 'a'ue",
    "Kia orana, ko taku password ou no te komupiuta ko {pw}. Meitaki maata!",
    "Kia orana Ngatoko, taku password no te imeli: {pw}",
    "Auraka e akakite ki tetai: ko taku password ko {pw}",
    "ko te password ou no te credit union ko {pw}",
    "Tepaeru: taku password no te server ko {pw}, meitaki",
    "ia ora na, le mdp du pc de la ferme perlière c {pw} mauruuru",
    "le mdp du fare c {pw}, tkt je change demain",
    "stp note le mdp du bateau: {pw}",
    "mdp caisse surf school → {pw} aita pe'ape'a",
    "fiu de ce pc, nouveau mdp: {pw}",
    "Moana: mdp de la salle des ventes = {pw}",
    "kia orana bro, the password for the office pc is {pw} meitaki",
    "ae the new password is {pw}, on island time so change it next week",
    "aue forgot again, password {pw} ka kite",
    "Rangi: wifi at the hangar ok but the pc password is {pw} bro",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["teva", "hinano.t", "moana", "vaimiti", "tehani.m", "manutea", "heiarii", "tamatea",
          "poerava", "rangi", "mata.k", "teina", "tepaeru", "vaine", "tuaine.n", "marama",
          "svc-ferry", "auction-ops", "cu-teller3", "surfdesk"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Teva: the ferry booking login is {u} / {pw}",
    "Zendesk #4480: {u} locked out of the auction back office, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Credit union › Core banking test: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| pearl grading PC | {u} | {pw} |",
    "sign into the vanilla ERP as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: ferry-kiosk-2\n  username: {u}\n  password: {pw}",
    "Viber: account {u}, password {pw}",
    "Tamatea says the surf school account is {u} and the password is {pw}",
    "ssh {u}@auction-db.tiarevaka.pf (password {pw})",
    "i'oa {u}, password 'āpī {pw}",
    "teie te user {u} e te password {pw}",
    "toku user {u}, toku password {pw}",
    "to'u user {u}, password {pw}, kaoha",
    "ko taku user ko {u}, ko taku password ko {pw}",
    "user {u} mdp {pw} stp",
    "kia orana, user {u} and password {pw} meitaki",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["vanira", "poerava", "tipanie", "mahimahi", "ature", "faraoa", "poisson", "uto",
               "rori", "pahua", "ika", "maroro", "tiare", "vaa", "pahi"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "voice memo: the pearl shed wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "te password, te parau {w} e i muri mai {d}",
    "toku password: te parau {w}, {d} i muri",
    "ko taku password ko te kupu {w}, ki muri ko {d}",
    "le mdp c le mot {w} puis {d} collé",
    "password is {w}{d} bro all joined",
]  # fmt: skip
_SPELL_OUT = [  # the secret is written one sign between its characters
    "voice note, he read it letter by letter: {s}",
    "te password, ta'o tāta'itahi: {s}",
    "ko taku password, ta'i ta'i: {s}",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "{s}" in template:
        token = _r(rng, ALNUM, 12)
        spelled = rng.choice(["-", " ", ".", " - "]).join(token)
        return {"s": spelled, "w": "", "d": ""}
    word = _SAID_WORDS[index % len(_SAID_WORDS)]  # each word once
    number = str(rng.randrange(100, 100_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


def _spelled_key(rng: random.Random, index: int, template: str) -> dict[str, str]:
    fields = _spelled_draw(rng, index, template)
    if "{s}" in template:
        fields["secret"] = fields["s"]
    return fields


_spelled = _Family("spelled_password", _SPELLED + _SPELL_OUT, _spelled_key, "w")


# -- shell commands ------------------------------------------------------------------------------
_CLI = [
    "calibre-server --userdb /srv/calibre/users.sqlite --manage-users -- add {u} '{pw}'",
    "tasmota console (vanilla dryer plug): Backlog SSID1 Vanira-Dry; Password1 {pw}",
    "sudo sh -c \"echo 'PRESET_ROOT_PASSWORD={pw}' >> /root/.not_logged_in_yet\"",
    "bettercap -eval 'set api.rest.username {u}; set api.rest.password {pw}; api.rest on'",
    "obs-cli --host 10.8.0.20 --password '{pw}' scene switch 'Auction live'",
    "mysql --host=ferry-db.tiarevaka.pf --user={u} --password={pw} ferry",
    "PGPASSWORD='{pw}' psql -h cu-db.tiarevaka.co.ck -U {u} creditunion",
    "sshpass -p '{pw}' ssh {u}@pearl-nas.tiarevaka.pf",
    "curl -u {u}:{pw} https://auction.tiarevaka.pf/api/lots",
    "redis-cli -h cache.tiarevaka.pf -a '{pw}' ping",
    "docker login registry.tiarevaka.pf -u {u} -p '{pw}'",
    "smbclient //fs.tiarevaka.pf/curing -U '{u}%{pw}'",
    "htpasswd -b /etc/nginx/.surfdesk {u} '{pw}'",
    "zip -P '{pw}' manifests_raiatea.zip manifests/*.csv",
    "ldapsearch -H ldaps://dc.tiarevaka.pf -D 'cn={u},dc=tiarevaka,dc=pf' -w '{pw}' '(uid=*)'",
    "sqlcmd -S cu-sql.tiarevaka.co.ck -U {u} -P '{pw}' -Q 'select 1'",
    "mongosh 'mongodb://auction-mongo.tiarevaka.pf' -u {u} -p '{pw}'",
    "clickhouse-client --host ferry-stats --user {u} --password '{pw}'",
    "7z a -p'{pw}' pearl_grades_2031.7z grades/",
    "openssl pkcs12 -export -in cu.crt -inkey cu.key -out cu.p12 -passout pass:{pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "teva@ferry-ops:~$ {c}", "root@pearl-nas:~# {c}", "PS C:\\ops> {c}",
    "history | grep pass\n  412  {c}", "Slack snippet from Rangi:\n```\n{c}\n```",
    "teie te command: {c}", "ko te command i rave au: {c}", "la commande que j'ai tapé: {c}",
    "iTerm on the auction Mac: {c}", "bash_history on the surf school laptop:\n{c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        samples = v.fill(rng, cls, templates, n, _plain_pw, u=_USERS)
        return [Sample(s.cls, rng.choice(frames).replace("{c}", s.text), s.secret) for s in samples]

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@cu-db.tiarevaka.co.ck:5432/creditunion",
    "mysql://{u}:{pw}@ferry-db.tiarevaka.pf:3306/ferry",
    "mongodb+srv://{u}:{pw}@auction.x7k2p.mongodb.net/lots",
    "redis://:{pw}@cache.tiarevaka.pf:6379/0",
    "amqp://{u}:{pw}@mq.tiarevaka.pf:5672/bookings",
    "sftp://{u}:{pw}@edi.tiarevaka.pf:2222/manifests/",
    "rtsp://{u}:{pw}@cam-teahupoo.tiarevaka.pf:554/stream1",
    "ftp://{u}:{pw}@pearl-scan.tiarevaka.pf/grades/",
    "https://{u}:{pw}@git.tiarevaka.pf/ferry/booking.git",
    "mssql+pyodbc://{u}:{pw}@cu-sql.tiarevaka.co.ck/CoreBank?driver=ODBC+Driver+18",
    "Server=cu-sql.tiarevaka.co.ck;Database=CoreBank;User Id={u};Password={pw};",
    "jdbc:postgresql://ferry-db.tiarevaka.pf/ferry?user={u}&password={pw}",
    "socks5://{u}:{pw}@:1080",
    "mqtt://{u}:{pw}@broker.tiarevaka.pf:1883",
]  # fmt: skip
_URL_PLACES = [
    "TIAREVAKA_FERRY_DB_URL={c}", "keep this connection string for me: {c}",
    "teie te URL nō te database: {c}", "ko te URL o te database: {c}", "Zendesk #4502: {c}",
    "Notion page 'Databases': {c}", "le lien de la base c {c}", "{c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


# -- vendor tokens -------------------------------------------------------------------------------
def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tiare-vaka", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Aremiti", "AREMITI_API_TOKEN", _vendor_jwt("https://api.aremiti.pf")),
    ("Terevau", "TEREVAU_API_KEY", _j((HEX, 40))),
    ("Paybox", "PAYBOX_HMAC_KEY", _j((UPPER_HEX, 128))),
    ("POLi", "POLI_AUTH_CODE", _j((ALNUM, 32))),
    ("Booqable", "BOOQABLE_API_KEY", _j((HEX, 64))),
    ("Flybook", "FLYBOOK_SECRET", _j("flyb_", (ALNUM, 36))),
    ("Rentle", "RENTLE_API_KEY", _j("rntl_sk_", (ALNUM, 32))),
    ("Seabookings", "SEABOOKINGS_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Starboard Suite", "STARBOARD_API_KEY", _j((URLSAFE, 43))),
    ("Tideschart", "TIDESCHART_KEY", _j((HEX, 32))),
    ("KKday", "KKDAY_API_SECRET", _j((ALNUM, 40))),
    ("Savvy Navvy", "SAVVYNAVVY_TOKEN", _j((B64, 44))),
    ("Auction Mobility", "AUCTION_MOBILITY_KEY", lambda g: v.uuid4(g, "9")),
    ("Auctria", "AUCTRIA_API_KEY", _j((ALNUM, 48))),
    ("Bidpath", "BIDPATH_SECRET", _j((HEX, 48))),
    ("Bidspirit", "BIDSPIRIT_TOKEN", _j((URLSAFE, 40))),
    ("Catawiki", "CATAWIKI_API_KEY", _j((HEX, 64))),
    ("Drouot", "DROUOT_DIGITAL_KEY", _j((ALNUM, 32))),
    ("FleetMon", "FLEETMON_API_KEY", _j((HEX, 40))),
    ("Galabid", "GALABID_TOKEN", _j((LOWER_DIGITS, 40))),
    ("Handbid", "HANDBID_API_KEY", _j("hb_", (ALNUM, 40))),
    ("HiBid", "HIBID_API_SECRET", _j((UPPER_DIGITS, 32))),
    ("Invaluable", "INVALUABLE_KEY", _j("ivl-", (HEX, 32))),
    ("LiveAuctioneers", "LIVEAUCTIONEERS_TOKEN", _j((B64, 64), "==")),
    ("Mahalo Banking", "MAHALO_API_TOKEN", _vendor_jwt("https://auth.mahalobanking.example")),
    ("Paxlink", "PAXLINK_SECRET", _j("pxl_", (ALNUM, 40))),
    ("Pinpoint Booking", "PINPOINT_BOOKING_KEY", _j((HEX, 32))),
    ("Proxibid", "PROXIBID_API_KEY", lambda g: v.uuid4(g, "a")),
    ("VesselFinder", "VESSELFINDER_USERKEY", _j((UPPER_DIGITS, 36))),
    ("Wavebid", "WAVEBID_TOKEN", _j((ALNUM, 44))),
    ("Bookinglayer", "BOOKINGLAYER_SECRET", _j("bl_sk_", (ALNUM, 32))),
    ("Lesson Hub", "LESSONHUB_API_KEY", _j((HEX, 48))),
    ("SourceTrace", "SOURCETRACE_TOKEN", _j((URLSAFE, 50))),
    ("Glia", "GLIA_API_SECRET", _j((ALNUM, 40))),
    ("Buoyweather", "BUOYWEATHER_KEY", _j((HEX, 32))),
    ("Paybox", "PAYBOX_LIVE_TOKEN", _j("pbx_live_", (ALNUM, 32))),
    ("Mahalo Banking", "MAHALO_CLIENT_SECRET", _j("mb_live_", (ALNUM, 40))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "Slack #ops: new {vendor} key {tok}, the old one is revoked",
    "{vendor} integration broken, current key {tok}",
    "Settings › Integrations › {vendor}: {tok}",
    "Zendesk #4519: {vendor} sandbox token {tok} stopped working",
    "te API key nō {vendor}: {tok}",
    "ko te API key no {vendor} ko {tok}",
    "la clé d'API {vendor} c {tok}",
    "kia orana, the {vendor} token is {tok} meitaki",
    "teie te token 'āpī nō {vendor}: {tok}",
    "ko te token ou no {vendor} ko {tok}",
    "le token {vendor} c {tok} stp",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(
            Sample("vendor_token", _fmt(template, {"vendor": vendor, "env": env, "tok": tok}), tok)
        )
    return out


_BARE_PLACES = ["{t}", "Viber: {t}", "it only shows it once, so here:\n{t}", "teie te token: {t}",
                "ko te token: {t}", "{t}\n^ new one, the old one is dead", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


def _b64_bytes(g: random.Random, n: int) -> str:
    return base64.b64encode(bytes(g.randrange(256) for _ in range(n))).decode()


_KEY_PLACES: dict[str, Maker] = {
    "wg-quick config /etc/wireguard/ferry.conf:\n[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = {h}\nListenPort = 51820": lambda g: _b64_bytes(g, 32),
    "knotc conf-set 'key[ferry-tsig].secret' '{h}'": lambda g: _b64_bytes(g, 32),
    "navidrome.env:\nND_LASTFM_APIKEY=public-demo\nND_LASTFM_SECRET={h}": _j((HEX, 32)),
    "NB_SETUP_KEY={h} docker compose up -d netbird": lambda g: v.uuid4(g, "a").upper(),
    "netbird up --setup-key {h} --management-url https://nb.tiarevaka.pf": lambda g: v.uuid4(g, "b").upper(),
    "CARGO_REGISTRIES_TIAREVAKA_TOKEN={h} cargo publish --registry tiarevaka": _j("cio", (ALNUM, 32)),
    "bazel build //booking:all --remote_header=Authorization=Bearer\\ {h}": _j((URLSAFE, 48)),
    "tailscale up --authkey {h} --hostname pearl-nas": _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32)),
    "LoRaWAN AppKey of the vanilla dryer sensor VD-03: {h}": _j((UPPER_HEX, 32)),
    "te kī huna nō te backup: {h}": _j((HEX, 64)),
}  # fmt: skip
_keys = _Family("key_material", list(_KEY_PLACES), lambda g, i, t: {"h": _KEY_PLACES[t](g)}, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}", "ferry kiosk log: token={t}", "keep this session token: {t}",
    "teie te token nō te app: {t}", "ko te JWT ko {t}", "le jwt de l'appli surf: {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.tiarevaka.pf/v1/bookings",
    "localStorage['cu_session'] = '{t}'",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    claims = {"sub": rng.choice(_USERS), "iat": issued, "exp": issued + 3600,
              "role": rng.choice(["teller", "captain", "auctioneer", "coach"])}  # fmt: skip
    alg = rng.choice(["HS256", "RS256", "ES256"])
    return {
        "t": _jwt_of(
            rng, {"alg": alg, "typ": "JWT"}, claims, {"HS256": 43, "RS256": 342, "ES256": 86}[alg]
        )
    }


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = [
    "{p}", "the ferry VPN key, keep it:\n{p}", "Zendesk #4530 attachment pasted:\n{p}",
    "teie te kī nō te server:\n{p}", "ko te key o te server:\n{p}", "README: deploy key\n\n{p}\n",
    "```\n{p}\n```",
]  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"][index % 4]
    body = _b64_bytes(rng, rng.choice([120, 240, 400]))
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return {"p": f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"}


_pems = _Family("pem_key", _PEM_PLACES, _pem_draw, "p")


# -- seed phrases --------------------------------------------------------------------------------
_SEED_PLACES = {
    "my wallet recovery words: {p}": "english",
    "teie tō'u seed phrase: {p}": "english",
    "ko taku seed phrase ko {p}": "english",
    "voice memo: the twelve words are {p}": "english",
    "phrase de récupération du wallet: {p}": "french",
    "frase semilla de la cartera: {p}": "spanish",
    "frase di recupero: {p}": "italian",
    "frase de recuperação: {p}": "portuguese",
    "obnovovací fráze: {p}": "czech",
    "ウォレットの復元フレーズ: {p}": "japanese",
    "복구 문구: {p}": "korean",
    "Ledger backup card, Raiatea safe:\n{p}": "english",
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
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


# -- cards, card codes, IBANs --------------------------------------------------------------------
_CARD_PLACES = [
    "WhatsApp, Vaimiti: pay the pearl drilling machine with the company card {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Zendesk #4541: charge the surf boards to card {c}",
    "teie tō'u nūmera kāta: {c}, {mm}/{yy}",
    "toku kāta: {c}",
    "ko taku numero kāti ko {c}, {mm}/{yy}",
    "n° de carte pour le ferry: {c} exp {mm}/{yy}",
    "kia orana, my card is {c} bro",
    "to'u kāta: {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " "][index % 4], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, security code {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, four-digit CID on the front: {cvv}",
               "te toru nūmera i muri i te kāta: {cvv}",
               "les trois chiffres au dos c {cvv}",
               "ko nga numero e toru i muri i te kāti: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 217; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"GI": "aaaa" + "c" * 15, "GT": "aaaa" + "n" * 20, "HR": "n" * 17, "IL": "n" * 19,
                "LT": "n" * 16, "MT": "aaaa" + "n" * 5 + "c" * 18, "SC": "aaaa" + "n" * 20 + "aaa",
                "SV": "aaaa" + "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TV-2031-044: pay the pearl nucleus supplier to {i} within 30 days",
    "save the Victoria broker's IBAN: {i}",
    "IBAN: {i}\nReference: auction lot 1187",
    "Slack #treasury: new bank details for the Malta buyer, IBAN {i}",
    "teie te IBAN: {i}",
    "toku IBAN: {i}",
    "ko taku IBAN ko {i}",
    "l'IBAN de l'acheteur c {i} stp",
    "to'u IBAN: {i}",
    "kia orana, the IBAN is {i} meitaki",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# -- national ids, licences, passports ----------------------------------------------------------
def _ird(g: random.Random) -> str:
    """A New Zealand IRD number whose check digit `stdnum.nz.ird` accepts."""
    return str(
        nz_ird.format(
            v.until(g, lambda h: str(h.randrange(10_000_000, 150_000_000)), nz_ird.is_valid)
        )
    )


def _nz_account(g: random.Random) -> str:
    """A New Zealand bank account number `stdnum.nz.bankaccount` accepts."""

    def make(h: random.Random) -> str:
        bank = h.choice([1, 2, 3, 6, 11, 12, 38])
        return (
            f"{bank:02d}{h.randrange(1, 2000):04d}{h.randrange(10**7):07d}{h.randrange(1000):03d}"
        )

    return str(nz_bankaccount.format(v.until(g, make, nz_bankaccount.is_valid)))


_ID_MAKERS: dict[str, Maker] = {
    "ird": _ird,
    "nzacct": _nz_account,
    "ckdl": _j("RL", (D, 6)),  # invented: Rarotonga police visitor's licence
    "perlier": _j("PP-", (D, 5), (UPPER, 1)),  # invented: carte de producteur perlier
    "concession": _j("CL/", (D, 4), "/", (UPPER, 2)),  # invented: lagoon concession
    "mmr": _j("MMR-PF-", (D, 5)),  # invented: Ministry of Marine Resources licence
    "cps": _j((D, 7)),  # invented: CPS member number
    "cinsf": _j("CINSF", (D, 6)),  # invented: superannuation member number
    "cotier": _j((D, 2), (UPPER, 2), (D, 6)),  # invented: permis côtier
    "ckpass": _j("CK", (D, 7)),  # invented: Cook Islands passport
}
_NATIONAL = [
    ("My IRD number is {ird}", "ird"),
    ("ko taku IRD number ko {ird}", "ird"),
    ("NZ bank account for the payroll: {nzacct}", "nzacct"),
    ("ko taku numero pute moni ko {nzacct}", "nzacct"),
    ("Cook Islands driver's licence no. {ckdl} (police station Avarua)", "ckdl"),
    ("kia orana, my Raro driving licence is {ckdl}", "ckdl"),
    ("carte de producteur perlier n° {perlier}", "perlier"),
    ("teie tō'u nūmera carte perlier: {perlier}", "perlier"),
    ("Concession lagon Tahaa, numéro {concession}", "concession"),
    ("te nūmera concession: {concession}", "concession"),
    ("MMR pearl farm licence: {mmr}", "mmr"),
    ("numéro d'immatriculation CPS: {cps}", "cps"),
    ("tō'u nūmera CPS: {cps}", "cps"),
    ("Superannuation member no. {cinsf}", "cinsf"),
    ("permis côtier n° {cotier}", "cotier"),
    ("Cook Islands passport number: {ckpass}", "ckpass"),
    ("ko taku numero passport ko {ckpass}", "ckpass"),
    ("toku passport: {ckpass}", "ckpass"),
    ("to'u passport: {ckpass}", "ckpass"),
    ("mon numéro de passeport des Cook c {ckpass}", "ckpass"),
]  # fmt: skip
_NATIONAL_KIND = dict(_NATIONAL)


def _national_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, [t for t, _ in _NATIONAL], n):
        kind = _NATIONAL_KIND[template]
        value = _ID_MAKERS[kind](rng)
        out.append(Sample("national_id", template.replace("{" + kind + "}", value), value))
    return out


# -- 2FA codes, TOTP seeds, recovery codes -------------------------------------------------------
def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 0:
        return [_r(rng, D, 8) for _ in range(n)]
    if style == 1:
        return [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]
    if style == 2:
        return [f"{_r(rng, D, 5)} {_r(rng, D, 5)}" for _ in range(n)]
    return [f"{_r(rng, UPPER_DIGITS, 6)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUP_PLACES = [
    "Google backup codes for the auction account:\n{b}",
    "2FA backup codes (surf school Instagram): {b}",
    "teie te mau backup code: {b}",
    "ko te au backup code: {b}",
    "codes de secours du compte ferry:\n{b}",
    "recovery codes for the credit union admin:\n{b}",
    "Slack 2FA backup codes, keep in the safe: {b}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 8, index % 4)
    joiner = "\n" if "\n{b}" in template else ", "
    return {"b": joiner.join(codes), "secret": codes[0]}


_backups = _Family("backup_codes", _BACKUP_PLACES, _backup_draw, "b")


_TOTP_PLACES = [
    "otpauth://totp/TiareVaka:{u}?secret={s}&issuer=TiareVaka",
    "TOTP secret for the ferry admin: {s}",
    "2FA seed (credit union core): {s}",
    "teie te 2FA secret: {s}",
    "ko te TOTP secret ko {s}",
    "la clé 2FA du compte enchères c {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced="otpauth" not in template and index % 2 == 1),
            "u": rng.choice(_USERS)}  # fmt: skip


_totp = _Family("totp_seed", _TOTP_PLACES, _totp_draw, "s")


_CODE_PLACES = [
    "{c} is your Tiare Vaka verification code",
    "Your Bank of the Cook Islands code is {c}. Do not share it.",
    "teie tō'u code: {c}",
    "ko taku code ko {c}",
    "le code de vérif c {c} stp vite",
]  # fmt: skip
_codes = _Family("one_time_code", _CODE_PLACES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


# -- wifi keys -----------------------------------------------------------------------------------
def _wifi_key(rng: random.Random) -> str:
    style = rng.randrange(4)
    if style == 0:
        return _r(rng, HEX, 26).upper()
    if style == 1:
        return f"{rng.choice(_VANILLA)}{rng.randrange(1000, 10_000)}{rng.choice(_LAGOONS).lower()}"
    if style == 2:
        return _r(rng, ALNUM, 16)
    return _plain_pw(rng)


_WIFI = [
    "WIFI:T:WPA;S:Fare-Poe-5G;P:{pw};;",
    "guest wifi at the Papeete auction room: {pw}",
    "the wifi password on the Raiatea ferry is {pw}",
    "nmcli dev wifi connect SurfSchool-Haapiti password '{pw}'",
    "hostapd.conf on the pearl boat:\nssid=Poe-Rava-Boat\nwpa_passphrase={pw}",
    "Teie te wifi password: {pw}",
    "te wifi nō te fare vanira → {pw}",
    "toku wifi password teienei: {pw}",
    "to'u wifi: {pw}",
    "Kia orana! ko te wifi password ko {pw}",
    "ko te password o te wifi i te fare: {pw}, meitaki",
    "le mdp wifi du fare c {pw}",
    "wifi de la surf school: {pw} tkt",
    "kia orana the wifi is {pw} bro",
    "wifi 👉 {pw}",
    "Tasmota console: Backlog SSID2 CU-Office; Password2 {pw}",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key), "pw")


# -- PINs and lock codes -------------------------------------------------------------------------
_LOCKS = [
    "the gate code at the boat yard is {c}",
    "pearl shed padlock: {c}",
    "my card PIN is {c}",
    "keybox at the surf school: {c}#",
    "te PIN nō tō'u kāta: {c}",
    "te nūmera huna o te 'ōpani: {c}",
    "toku PIN: {c}",
    "ko taku PIN ko {c}",
    "te numero muna o te safe: {c}",
    "le code du portail du fare c {c}",
    "code cadenas pirogue: {c}",
    "kia orana, door code for the credit union is {c}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": _r(rng, D, [4, 6, 5, 8][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "c")


# -- passphrases ---------------------------------------------------------------------------------
_PHRASE_WORDS = ["lagoon", "outrigger", "pearl", "vanilla", "reef", "ferry", "swell", "coconut",
                 "breadfruit", "frigate", "motu", "paddle", "hibiscus", "tide", "anchor", "nacre"]  # fmt: skip
_PHRASES = [
    "Bitwarden master passphrase: {p}",
    "the KeePass passphrase is {p}",
    "passphrase: {p}",
    "teie te passphrase: {p}",
    "ko taku passphrase ko {p}",
    "la passphrase du coffre c {p}",
    "my disk unlock passphrase is {p}",
]  # fmt: skip
_phrases = _Family(
    "passphrase",
    _PHRASES,
    lambda g, i, t: {"p": g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, 4 + i % 2))},
    "p",
)


# -- Basic and Bearer headers --------------------------------------------------------------------
_AUTH = [
    "Authorization: Basic {b}",
    "curl -H 'Authorization: Basic {b}' https://cu.tiarevaka.co.ck/api/members",
    "proxy_set_header Authorization \"Basic {b}\";",
    "headers = {'Authorization': 'Basic {b}'}",
    "Authorization: Bearer {t}",
    "fetch(url, { headers: { Authorization: `Bearer {t}` } })",
    "ko te header: Authorization: Bearer {t}",
    "teie te header: Authorization: Basic {b}",
]  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    creds = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
    basic = base64.b64encode(creds.encode()).decode()
    token = _r(rng, ALNUM, 40)
    return {"b": basic, "t": token, "secret": basic if "{b}" in template else token}


_auth = _Family("auth_header", _AUTH, _auth_draw, "b")


# -- configs -------------------------------------------------------------------------------------
_CONFIGS = [
    ".env:\nFERRY_DB_USER=ferry\nTIAREVAKA_FERRY_DB_PASS={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_USER: cu\n    POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: auction-db\nstringData:\n  password: {pw}",
    "[Service]\nEnvironment=AUCTION_DB_PASSWORD={pw}\nExecStart=/opt/auction/bin/server",
    "/root/.not_logged_in_yet (Armbian, the dock Pi):\nPRESET_USER_NAME=teva\nPRESET_USER_PASSWORD={pw}",
    "~/.reticulum/config:\n[[Outer islands LoRa]]\n  type = RNodeInterface\n  network_name = tiarevaka\n  passphrase = {pw}",
    "kismet_site.conf:\nhttpd_username=ops\nhttpd_password={pw}",
    "matterbridge.toml:\n[slack.tiarevaka]\nLogin=\"bot\"\nPassword=\"{pw}\"",
    "application.properties:\nspring.datasource.username=ferry\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "settings.py:\nDATABASES = {'default': {'USER': 'cu', 'PASSWORD': '{pw}'}}",
    "audiobookshelf.env:\nABS_ROOT_PASSWORD={pw}",
    "komga application.yml:\nkomga:\n  admin:\n    password: {pw}",
    "headscale config.yaml:\ndatabase:\n  postgres:\n    pass: {pw}",
    "RutOS (Teltonika RUTX11, Raiatea dock) web UI → System → Administration: password {pw}",
    "LigoWave DLB 5-20 (link to Tahaa) admin page password: {pw}",
    "my.cnf:\n[client]\nuser=auction\npassword={pw}",
    "pgpass: cu-db.tiarevaka.co.ck:5432:creditunion:teller:{pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


# -- code with keys ------------------------------------------------------------------------------
_CODE = [
    'client = FerryClient(api_key="{k}")  # python',
    'const stripe = require("stripe")("{k}"); // js, the surf shop',
    'cfg := aremiti.Config{Token: "{k}"} // go',
    'let key = "{k}"; // rust, auction sync',
    'Bidspirit.api_key = "{k}" # ruby',
    "$client = new PayboxClient('tiarevaka', '{k}'); // php",
    'val apiKey = "{k}" // kotlin, crew app',
    'let token = "{k}" // swift, ferry app',
    'var client = new CatawikiClient("{k}"); // C#',
    'private static final String SECRET = "{k}"; // java',
    'let apiKey = "{k}" # nim',
    'API_KEY = "{k}" # crystal',
    'apiKey = "{k}" :: String -- haskell',
    'const API_KEY = "{k}" # julia',
    "my $token = '{k}'; # perl",
    'const api_key = "{k}"; // zig',
    'config :tiarevaka, vesselfinder_key: "{k}" # elixir',
    "const kToken = '{k}'; // dart",
    'local token = "{k}" -- lua',
    'val apiSecret = "{k}" // scala',
]  # fmt: skip
_CODE_MAKERS = [_j((HEX, 40)), _j((ALNUM, 40)), _j((URLSAFE, 44)), _j((HEX, 64))]
_code = _Family("code_key", _CODE, lambda g, i, t: {"k": _CODE_MAKERS[i % 4](g)}, "k")


# -- chat logs -----------------------------------------------------------------------------------
_CHATS = [
    "Teva: ferry kiosk password?\nHinano: {pw}",
    "[06:12] rangi: root pw for the pearl NAS?\n[06:13] tamatea: {pw}",
    "[21:40] Moana: {pw} is the new auction admin password",
    "Vaimiti: use {pw}, that's what the surf laptop has now",
    "[07:02] Teina: teie te password 'āpī: {pw}",
    "[07:03] Mata: toku password teienei {pw}",
    "[09:15] Tepaeru: ko te password ou ko {pw}",
    "[09:16] Vaine: kia orana, password no te server ko {pw}",
    "[18:20] Heiarii: le nouveau mdp c {pw}",
    "[18:21] Marama: to'u password: {pw}",
    "[12:00] Ngatoko: ae bro the password is {pw}",
    "[12:01] Kainuku: aue the server pw changed to {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 22), (_spelled, 12), (_cli, 28), (_urls, 14), (_vendors, 50),
    (_bare, 7), (_keys, 10), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national_take, 20), (_backups, 7), (_totp, 6), (_codes, 5), (_wifi, 16),
    (_locks, 12), (_phrases, 7), (_auth, 8), (_configs, 18), (_code, 20), (_chats, 11),
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
    "the ferry kiosk admin password is": "{s}", "auction PC pw:": "{s} (since the new catalogue)",
    "teie tō'u password:": "{s}", "pearl NAS password": "{s}\nchange it after the harvest",
    "ko taku password ko": "{s}", "mdp:": "{s}", "toku password": "{s}", "to'u password:": "{s}",
    "the password Rangi read out over the VHF was": "{s}, I think", "kia orana, password is": "{s} meitaki",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Terevau API key", "{s}", _j((HEX, 40))),
    ("split_token", "Handbid key:", "{s} (auction app)", _j("hb_", (ALNUM, 40))),
    ("split_token", "Proxibid client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HR"))),
    ("split_backup", "recovery codes", "{s}\nKXR204-7QM2D\nBTW881-H3VZ9", lambda g: _backup_list(g, 1, 3)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "IRD number", "{s}", _ird),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"ferry": {"kiosk_url": "https://kiosk.tiarevaka.pf", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mdp": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "tamatea", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"boats": [{"name": "Vaeara"}, {"name": "Poe Iti", "gps_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "--user", "auction", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "teie te password nō te server: {s}"}': ("meta_password", _plain_pw),
    '{"password": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "ko taku password no te credit union ko {s}"}': ("meta_password", _plain_pw),
    '{"terevau": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"fleetmonToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"catawiki_key": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MT")),
    '{"member": {"ird_number": "{s}"}}': ("meta_id", _ird),
    '{"mfa": {"recovery_codes": ["{s}", "KXR204-7QM2D", "BTW881-H3VZ9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 3)[0]),
    '{"auction_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"pearl_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Fare-Poe-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"rutx11-firmware-7.9.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tiarevaka/booking-api:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add Raiatea evening crossing", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"auction: revert lot grading", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"pearl_grades_2031-05.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"vanilla-lots-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the ferry kiosk password before the audit on 2031-06-11.",
    "Teva asked for the pearl shed wifi password; it's on the card in the office drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Viber; share a vault link instead.",
    "The `.env.example` line `TEREVAU_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The auction back office asks for a new password after every update.",
    "Replace <YOUR_FLEETMON_KEY> in the README with the key from your FleetMon dashboard.",
    "CATAWIKI_API_KEY and HANDBID_API_KEY must be set before the nightly lot sync runs.",
    "Eiaha e fa'a'ite i tō 'oe password i te ta'ata.",
    "'Ua mo'e ia'u te password, e ani au ia Teva.",
    "Auraka e akakite i to password ki tetai tangata.",
    "Kia orana, kua ngaro taku password, ka ui au ki a Tepaeru.",
    "Kaoha te hoa, 'a'ore to'u password i 'ō nei.",
    "Kia ora, toku password kua ngaro, e ui au.",
    "le mdp doit faire 14 caractères minimum stp",
    "tkt je t'envoie le mdp par le coffre, pas par sms",
    "kia orana bro, never send the password on Messenger eh",
    "ae the password changed but ask Rangi, I don't have it",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "パスワードは14文字以上にしてください。",
    "Upgraded the RutOS firmware from 7.8 to 7.9.2 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the Raiatea evening crossing.",
    f"Rolled back to {_SHORT} after the lot grading broke the catalogue export.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The RUTX11 firmware 7.9.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of vanilla-lots-2031.parquet: {_SHA512}",
    f"The booking API container runs ghcr.io/tiarevaka/booking-api@sha256:{_IMAGE}.",
    f"MD5 of pearl_grades_2031-05.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 5c2e81d4-3f6a-4b09-a7e2-8d1c3b6f0e27 is the slow one in the booking logs.",
    "Purchase order PO-2031-00277 for 400 pearl nuclei ships on Thursday.",
    "Zendesk #4471: the ferry kiosk printer jams on the Moorea crossing.",
    "Call the Avarua office on +682 21 047 before noon.",
    "Call the Papeete auction house on +689 40 42 18 77.",
    "Auction lot 1187: 38 Tahitian pearls, 9-11 mm, peacock, grade A.",
    "Ferry booking TVK-2031-0877 for 2 adults and a car, Papeete to Vaitape.",
    "Vanilla lot VT-2031-044, 120 kg, moisture 28 %, Taha'a curing house.",
    "The surf forecast for Teahupo'o is 2.5 m at 14 s from the south-west.",
    "After five wrong passwords the core banking test locks the account for 20 minutes.",
    "The secret of Taha'a vanilla is the slow sun curing, three months of it.",
    "Ask Tamatea for the surf school keybox code, I don't have it.",
    "My card ending 4412 was declined at the Uturoa hardware store.",
    "The Malta buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the auction account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `VESSELFINDER_USERKEY` in the secrets store, never in the repository.",
    "The padlock on the pearl shed rusts in the salt air; oil it every month.",
    "FleetMon moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-0-19-861186-8 is the pearl handbook on the office shelf.",
    "The guest wifi 'TiareVaka-Guest' is open, no password needed.",
    "The va'a club meets at 5:30 at Paopao; bring your own paddle.",
    "Ferry departs Papeete 09:15, arrives Uturoa 16:40, car deck closes 08:45.",
    "Te PIN e maha nūmera, 'aita e taui.",
    "Ko te PIN, e wa numero, kare e kite ana au.",
    "La carte se termine par 0931, elle expire en 2033.",
    "IMO 9612345 is the ferry's number on the port authority list.",
    "Credit union membership number 000417 is on the passbook cover.",
    "The door code changed last week; ask the office.",
    "Password rotation is every 90 days for the credit union staff.",
    "Tracking number TV20310877PF for the pearl parcel to Hong Kong.",
    "The tide at Avarua is 0.6 m at 14:20 today.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tiarevaka/auction", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "4471", "purchase_order": "PO-2031-00277"}',
    '{"lot": {"id": "1187", "pearls": 38, "size_mm": "9-11", "colour": "peacock"}}',
    '{"phone": "+682 21 047", "city": "Avarua"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "pearls_in_stock": 1284}',
    '{"ferry": {"booking": "TVK-2031-0877", "route": "Papeete-Vaitape"}}',
    '{"surf": {"break": "Teahupoo", "height_m": 2.5, "period_s": 14}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
