# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-fifty-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-fifty-third's
docstring, the fifth to two-hundred-and-fifty-third only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-fifty-fourth, the
two-hundred-and-fifty-fifth and the two-hundred-and-fifty-seventh), any other test, the reports,
the benchmarks, the rest of docs/security.md, the changelog nor the git history, and the scrubber
was never run on it. Its own seed (256731094), password words (a dried fish and a ship's part, a
number and a sign; two fish joined by a dash and a number; a name, a birth year, a sign and a
Chittagong place; leet words of loitta, shutki, keelson, ballast, pekoe, Sitakunda, Kolatoli and
Rangunia with a year; a ship's part, its light tonnage in thousands and `LDT`; a beach, a hotel
room and a year joined by dots; a tea grade, a weight and a sign; a fish in capitals with a
number; a name, `Loves` and a fish; generator groups and random runs), names, places, templates,
tools, vendors and layouts, the way the staff of a fictional Chittagong company (Karnaphuli
Tidewater: a ship-breaking yard's office at Sitakunda, a dried-fish curing yard at Nazirartek, a
beach hotel's booking desk at Kolatoli in Cox's Bazar, a tea garden's factory near Rangunia and a
bKash agent kiosk) leak secrets into an assistant's memory. The texts are chats with times (Imo,
Botim), tickets, wiki breadcrumbs and tables, notes, e-mails, runbooks, READMEs, shell and
PowerShell prompts, Termux, Git Bash, MobaXterm, voice-memo transcripts, dictated text and
requests to the assistant itself; the separators run from a colon, "is" (`হলো`, `holo`, `ibá`)
and a dash to an arrow (`→`), an emoji (`👉`, `🔑`), a new line, French quotes (`«»`), double
quotes, backticks and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of earlier corpora
that name each): in none, Sitakunda, Cox's Bazar, Rangunia, Nazirartek, Kolatoli, Inani, Agrabad,
Teknaf, Hathazari, shutki, Chatgaiyya, Rakhine, Hishabee, BDCOM GPON, V-Sol, Agoda YCS, Amber IT,
`ispn-cli`, `zookeeper-shell` and `jcmd`; in one, Chattogram, Chittagonian, Chakma,
Tally Prime, RavenDB, Skytable, PolarDB, xmysql, `presto-cli`,
`cbc-pillowfight` and Firebolt; in two, bKash, Nagad, Cloudbeds, `kafkactl`, `dsbulk`,
`asinfo`, `dbmcli`, `clpplus`, Mimer's `bsql`, `isql-v`, immudb, kvrocks, Materialize, GreptimeDB,
Dgraph, Scylla and SAP HANA; in three, eZee and `evil-winrm`/`rpcclient`. The common
layouts and commands (env files, `export`, compose files, wp-config, settings.py, odoo.conf,
grafana.ini, hostapd, rclone, `.pgpass`, `.my.cnf`, Zabbix, Terraform, `smbclient -U`, `wget
--password`, `openfortivpn -p`, `nmcli`, `swaks`, `sshfs`, `hdbsql`, `cqlsh`, database URLs, JWTs,
PEM blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, CSV rows, Markdown
tables, YAML, BitLocker, Bitwarden, KeePass, VeraCrypt, Padloc), all named in many earlier
corpora, are in wordings of their own.

About half of the secret samples are in other languages than English (Bangladeshi English
texting, `vai`, `apu`, `bro`, `plz`, `tnx`, counts as English here): Standard Bengali in Bengali
script (`পাসওয়ার্ড … হলো`, `আমার` "my", `নতুন` "new", `কাউকে বলবেন না` "don't tell anyone",
`ধন্যবাদ` "thanks", `এই যে` "here it is", `এর`/`ের` "of", `ইউজারনেম`, `কোড`, `পিন`, `কী` "key",
`তালার কোড` "the lock's code", `এক এক করে` "one by one", `এনআইডি`, `জন্ম নিবন্ধন`, `ই-টিআইএন`,
`মেয়াদ` "validity") and romanised Banglish (`amar password holo …`, `notun`, `kauke bolben na`,
`karo sathe share korben na`, `ei nen` "here, take it", `er` "of", `ar` "and", `tarpor` "then",
`likhe rakhen` "write it down", `bhule gesi` "I forgot"); Chittagonian (Chatgaiyya) romanised
(`aar` "my", `ibá` as "this (is)", `or` "of", `nouwa` "new", `keure no koiyo` / `keure no diyo`
"don't tell / don't give anyone", `tarbade` "after that", `shobdo` "word", `meyad` "validity");
Rakhine and Chakma only as words (`mingalaba` and `kyay zu` from a Rakhine desk, `ju ju` the Chakma
greeting); Korean, Chinese, Italian and Czech only around seed phrases of foreign ship buyers and
surveyors. The wordings are the author's approximations, checked by no speaker; the thinnest
guesses are the Chittagonian `ibá` as a copula, `nouwa password oilde` "the new password became",
`shutki kholar` "of the drying yard", `aar … or number` and `Amex or shamne char number code`,
the Banglish `Amex card er shamner char digit code`, and `kyay zu` / `ju ju` used as a texting
"thanks" and "hi".

Vendors (ShareTrip, GoZayaan, Sheba.xyz, Amber IT, Eastern Bank, Bdjobs, Deligram, Boomcast, MiM
SMS, iFarmer, WeGro, Hellotask, Sundarban Courier, Porichoy, mCash, City Touch, Ghoori Learning,
Sindabad, Othoba, Ajkerdeal, Shikho, 10 Minute School, BDCOM, Ridmik, Doctorola, Walton, Gotruck,
Nirapod and Agoda YCS) are ones heldouts 5 to 253 do not name (grepped by name); SSLCommerz,
ShurjoPay, aamarPay, Paperfly, Steadfast and eCourier are named in one each. No shape here is one
the author knows to be real: every one is a guess (hex, base64, URL-safe, upper-case and
alphanumeric runs, UUIDs, a JWT for Sheba.xyz, and the `gz_live_`, `wg_`, `shk_` prefixes and an
`…@ssl` store password); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: India's
Aadhaar (`stdnum.in_.aadhaar`, Verhoeff; an Alang scrap buyer), Thailand's personal id
(`stdnum.th.pin`, mod 11; hotel guests), Malaysia's NRIC (`stdnum.my.nric`, birth date and
birthplace) and China's resident id (`stdnum.cn.ric`, ISO 7064 mod 11-2); by grep `in_.aadhaar`,
`th.pin` and `my.nric` are in four earlier corpora each, `cn.ric` in five. Kinds no library or this
file checks (no check-digit algorithm is written here; the shapes are guesses): Bangladesh's
ten-digit smart NID and seventeen-digit old NID, a birth registration number, an e-TIN, a
Bangladeshi e-passport, a BRTA driving licence of Chattogram and a Myanmar NRC of Rakhine State.
Card numbers pass Luhn (a TakaPay-like `9990`/`9991` prefix guessed here and the value helpers'
Visa, Mastercard, Amex, UnionPay, Discover, JCB and Maestro, checked with python-stdnum's `luhn`);
the card codes are Amex's four-digit CIDs only, drawn so that none reads as a year. Bangladesh
issues no IBANs; the IBANs are of Saudi Arabia, the United Arab Emirates, Qatar, Kuwait, Oman and
Bahrain, where families from Chittagong work (a rough count over the country codes quoted in
heldouts 5 to 253 finds each in twenty to twenty-three corpora), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Korean, Simplified Chinese, Italian
and Czech lists, each drawn until `Mnemonic(lang).check` accepts it. Counts: 390 secret samples,
20 field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10
clean metadata dicts.
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
from stdnum.cn import ric as cn_ric
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.my import nric as my_nric
from stdnum.th import pin as th_pin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 256_731_094
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


_YARD = ["Bulkhead", "Gascutter", "Winchrope", "Shellplate", "Ballast", "Keelson", "Hawsepipe",
         "Bilgekeel", "Scrapline", "Deckhouse", "Davit", "Fairlead"]  # fmt: skip
_FISH = ["Loitta", "Churi", "Rupchanda", "Lakkha", "Poa", "Faisha", "Chingri", "Surma", "Koral",
         "Shutki", "Chepa", "Hilsa"]  # fmt: skip
_TEA = ["Pekoe", "Broken", "Fannings", "Withering", "Rolling", "Kodu", "Pluckers", "Orthodox"]
_PLACES = ["Sitakunda", "Kumira", "Bhatiary", "Nazirartek", "Kolatoli", "Inani", "Himchari",
           "Rangunia", "Patenga", "Agrabad", "Teknaf", "Maheshkhali", "Hathazari", "Kaptai",
           "Ramu", "Chakaria"]  # fmt: skip
_NAMES = ["Jashim", "Rubina", "Nurul", "Shahnaz", "Belal", "Tahmina", "Monir", "Parvin",
          "Anwar", "Sumaiya", "Kamrul", "Rehana", "Aung", "Mra", "Thowai", "Jyoti", "Sujan",
          "Nayeem", "Afroza", "Mizan", "Habiba", "Shafiq"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["L0itt4", "Sh0tk1", "K33ls0n", "B4ll4st", "P3k0e", "Sit4kund4", "K0l4t0l1", "R4ngun14"]


def _tonnage(g: random.Random) -> str:
    """A ship's light tonnage and a sign, the way the yard office names a beaching."""
    return (
        f"{g.choice(_YARD)}{g.randrange(4, 40)}k{g.choice(['LDT', 'ldt', 'T'])}{g.choice(_SYMBOLS)}"
    )


def _room(g: random.Random) -> str:
    """A hotel room, a beach and a year, joined by dots."""
    return f"{g.choice(_PLACES).lower()}.room{g.randrange(101, 520)}.{g.randrange(2024, 2034)}"


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_YARD)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FISH, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    _tonnage,
    _room,
    lambda g: f"{g.choice(_TEA)}{g.choice(['Kg', 'Kilo', 'Mon'])}{g.randrange(20, 999)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_FISH).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_FISH)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    safe = set(ALNUM + "._~-")
    return v.until(rng, _pw, lambda value: set(value) <= safe)


_SAID = [
    "[09:14] Jashim (yard office): the gate NVR (Uniarch) admin password {pw}",
    "Imo message from Nurul: BDCOM GPON ONU web password {pw}",
    "Botim chat with the Dubai buyer's agent: scrap-weighbridge PC password {pw}",
    "Hishabee shop app, kiosk login password {pw}, plz dont share vai",
    "Tally Prime company 'Karnaphuli Tidewater' password {pw}",
    "Agoda YCS extranet password for the Kolatoli hotel: {pw}",
    "Cloudbeds front-desk password (night shift): {pw}",
    "eZee Absolute login for the booking desk, password {pw}",
    "V-Sol OLT web password at the Rangunia factory: {pw}",
    "tea factory CTC line HMI (Delta DOP) password {pw}",
    "withering-trough fan controller (Selec) password {pw}",
    "dryer panel at the Rangunia factory, Mitsubishi GOT password {pw}",
    "dried-fish yard solar inverter (Walton) app password {pw}",
    "Nazirartek curing yard moisture-meter PC password {pw}",
    "weighbridge software at Sitakunda, supervisor password {pw}",
    "gas-cutting oxygen store, Amar Sheba kiosk PC password {pw}",
    "hotel CCTV (Uniarch NVR) admin password: {pw}",
    "bKash agent kiosk laptop Windows password {pw}",
    "the kiosk's Nagad agent app password is {pw}",
    "Ticket #BK-5521 (yard IT): reset the Sitakunda office printer password, it is {pw} now",
    "Runbook, beaching day:\n1. open the tide-table PC\n2. user: harbour\n3. password {pw}\n4. print the slot list",
    "README (hotel booking desk)\nthe channel manager is at https://cm.kolatoli-bay.test, password `{pw}`.",
    "Hi Tahmina,\n\nthe Rangunia factory mail password is {pw}. Delete this mail once it is in the vault.\n\nThanks,\nMonir",
    "Incident 2033-02-11: the yard's weighbridge PC was reachable from the internet with password {pw}",
    "note to self: hotel wifi controller admin password {pw}",
    "voice memo, transcribed: the shutki yard office computer password is {pw} full stop",
    "after the reinstall the booking-desk PC password became {pw}",
    "remember my City Touch banking password pls: {pw}",
    "my EBL Skybanking password is {pw} now",
    "hey assistant, save this for me: Walton fridge-freezer app password {pw}",
    "আমার ইমেইলের পাসওয়ার্ড হলো {pw}",
    "অফিসের কম্পিউটারের পাসওয়ার্ড: {pw}, কাউকে বলবেন না",
    "নতুন পাসওয়ার্ড 👉 {pw}",
    "হোটেলের বুকিং পিসির পাসওয়ার্ড «{pw}»",
    "চা কারখানার সার্ভারের পাসওয়ার্ড এই যে: {pw}। ধন্যবাদ",
    "বিকাশ এজেন্ট ল্যাপটপের পাসওয়ার্ড → {pw}",
    "amar email er password holo {pw}",
    "office pc er password {pw}, kauke bolben na plz",
    "notun password ta holo {pw} vai",
    "hotel er booking pc password: {pw}, thanks apu",
    "ei nen factory server er password: {pw}",
    "kiosk laptop er password {pw}, karo sathe share korben na",
    "aar email or password ibá: {pw}",
    "yard office or computer or password {pw}, keure no koiyo",
    "nouwa password oilde {pw}",
    "shutki kholar computer or password ({pw}) keure no diyo",
    "hotel or booking computer or password {pw}, bhai dhonyobad",
    "Aung: kyay zu, bro — Teknaf office pc password {pw}",
    "Mra (Rakhine desk): mingalaba, new password is {pw}",
    "Jyoti: ju ju! Rangunia garden office password {pw}",
    "Thowai: ju ju dada, factory pc password ta {pw}",
    "bro the pass for hotel pc is {pw} ok?",
    "vai pass ta {pw}, tnx",
    "apu new pass: {pw} pls dont tell anyone",
    "password for my Bdjobs profile: {pw}",
    "Deligram seller account password {pw}",
    "Shikho app password for my nephew: {pw}",
    "Doctorola login password {pw}",
    "Gotruck shipper portal password: {pw}",
    "Ghoori Learning password {pw} (Tahmina's)",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["jashim", "rubina.k", "nurul", "shahnaz", "belal.h", "tahmina", "monir", "parvin",
          "anwar", "sumaiya", "kamrul", "rehana.b", "aung", "mra.rakhine", "thowai", "jyoti.c",
          "sujan", "nayeem", "afroza", "mizan", "svc-weighbridge", "frontdesk"]  # fmt: skip
_LOGINS = [
    "Imo, Nurul: the weighbridge login is {u} / {pw}",
    "Ticket #BK-5530: {u} locked out of Cloudbeds, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Yard › Weighbridge › PC: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| eZee Absolute | {u} | {pw} |",
    "sign in to the Tally Prime server as {u} with {pw}",
    "Uniarch NVR login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: kiosk-laptop-2\n  username: {u}\n  password: {pw}",
    "Botim: account {u}, password {pw}",
    "Monir says the V-Sol OLT account is {u} and the password is {pw}",
    "system,login,password\nagoda-ycs,{u},{pw}",
    "ssh {u}@yard-srv.tidewater.test (password {pw})",
    "Imo: creds for the hotel channel manager are {u} and {pw}",
    "ইউজারনেম {u}, পাসওয়ার্ড {pw}",
    "ইউজার: {u}\nপাসওয়ার্ড: {pw}",
    "username {u} ar password {pw}",
    "user name holo {u}, password holo {pw}",
    "aar user {u}, password {pw}",
    "user or nam {u}, password {pw}, keure no koiyo",
    "login {u} / pass {pw} vai",
    "Thowai: user {u} pass {pw}, ju ju",
    "[18:02] parvin: hotel pc user?\n[18:03] kamrul: {u} / {pw}",
    "Dear assistant, keep this: booking desk login {u}, password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["loitta", "rupchanda", "gascutter", "ballast", "kodu", "bhatiari", "kutubdia",
               "himchari", "chingri", "keelson", "jhau", "sampan", "mezban", "kalabhuna"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, right after it the number {d}",
    "for the weighbridge PC it's {w} and {d} at the end",
    "voice memo: the hotel wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the kiosk laptop password",
    "it's {w}{d}, word and digits joined",
    "পাসওয়ার্ড হলো {w} শব্দটা, তারপর {d}",
    "password holo {w} word ta, tarpor {d}",
    "password ibá {w} shobdo, tarbade {d}",
    "pass ta {w} then {d} vai, space chara",
    "আগে {w}, পরে {d} — এটাই অফিসের পাসওয়ার্ড",
    "the name of the yard's old tug, {w}, followed by {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 5 % len(_SAID_WORDS)]  # each word once
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "ravendb-cli --url https://raven.tidewater.test --user {u} --password '{pw}'",
    "skysh --user {u} --password '{pw}' --endpoint tcp@sky.tidewater.test:2003",
    "mysql -h polardb-x.tidewater.test -P3306 -u{u} -p'{pw}' -e 'show databases'",
    "xmysql -h mysql.tidewater.test -u {u} -p '{pw}' -d hotel",
    "presto-cli --server https://presto.tidewater.test --user {u} --password <<< '{pw}'",
    "cbc-pillowfight -U couchbase://cb.tidewater.test/bookings -u {u} -P '{pw}'",
    "firebolt query --username {u} --password '{pw}' --database yard",
    "ispn-cli.sh -c http://{u}:{pw}@cache.tidewater.test:11222",
    "kafkactl config set-context prod --brokers kafka.tidewater.test:9093 --sasl-username {u} --sasl-password '{pw}'",
    "dsbulk load -url bookings.csv -k hotel -t bookings -u {u} -p '{pw}'",
    "asinfo -h aero.tidewater.test -U {u} -P '{pw}' -v 'namespaces'",
    "dbmcli -d YARD -u {u},{pw} db_state",
    "clpplus {u}/{pw}@db2.tidewater.test:50000/TEAFAC",
    "bsql -u {u} -p '{pw}' yarddb",
    "isql-vt 1111 {u} '{pw}'",
    "immuclient login {u} --password '{pw}'",
    "kvrocks-cli -h kv.tidewater.test -p 6666 -a '{pw}'",
    "psql 'host=mz.tidewater.test port=6875 user={u} password={pw} dbname=materialize'",
    "greptime cli attach --grpc-addr greptime.tidewater.test:4001 --auth-basic {u}:{pw}",
    "dgraph live -f rdf.gz --user {u} --password '{pw}'",
    "cqlsh scylla.tidewater.test -u {u} -p '{pw}'",
    "hdbsql -n hana.tidewater.test:30015 -u {u} -p '{pw}'",
    "sqlcipher tea.db \"PRAGMA key = '{pw}';\"",
    "zookeeper-shell.sh zk.tidewater.test:2181 addauth digest {u}:{pw}",
    "jcmd 4120 ManagementAgent.start jmxremote.password={pw}",
    "rclone obscure '{pw}'",
    "wget --user={u} --password='{pw}' https://files.tidewater.test/tide-table.pdf",
    "smbclient //nas.kolatoli-bay.test/frontdesk -U {u}%{pw}",
    "openfortivpn vpn.tidewater.test:10443 -u {u} -p '{pw}'",
    "nmcli con mod yard-vpn vpn.secrets 'password={pw}'",
    "swaks --to ops@tidewater.test --server smtp.tidewater.test --auth-user {u} --auth-password '{pw}'",
    "evil-winrm -i 10.40.2.15 -u {u} -p '{pw}'",
    "rpcclient -U '{u}%{pw}' 10.40.2.15",
    "sshfs {u}@yard-srv.tidewater.test:/scans /mnt/scans -o password_stdin <<< '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\yard> {c}", "Termux on the kiosk phone: $ {c}",
    "jashim@yard-srv:~$ {c}", "WSL on the booking PC:\n$ {c}", "ran this from the tea factory laptop: {c}",
    "history | tail -1\n  412  {c}", "[root@hotel-nas ~]# {c}", "Git Bash on the weighbridge PC: {c}",
    "এই কমান্ড চালিয়েছি: {c}", "ei command ta chalaisi: {c}", "iba command chalaisi: {c}",
    "bro run this: {c}", "Runbook step 3: {c}", "MobaXterm tab 'Rangunia':\n{c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.tidewater.test:5432/yard",
    "mysql+pymysql://{u}:{pw}@mysql.kolatoli-bay.test/hotel",
    "mongodb+srv://{u}:{pw}@shutki.tidewater.test/stock",
    "redis://{u}:{pw}@cache.tidewater.test:6379/2",
    "ftp://{u}:{pw}@ftp.tidewater.test/weighbridge/",
    "sftp://{u}:{pw}@sftp.kolatoli-bay.test:2222/agoda/",
    "amqp://{u}:{pw}@mq.tidewater.test:5672/tea",
    "mssql+pyodbc://{u}:{pw}@sql.tidewater.test/Payroll?driver=ODBC+Driver+18+for+SQL+Server",
    "clickhouse://{u}:{pw}@ch.tidewater.test:9000/logs",
    "rtsp://{u}:{pw}@10.40.7.21:554/Streaming/Channels/101",
    "https://{u}:{pw}@git.tidewater.test/yard/weighbridge.git",
    "Server=sql.tidewater.test;Database=Hotel;User Id={u};Password={pw};",
    "jdbc:mariadb://maria.tidewater.test:3306/tea?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "connection string, keep it: {c}", "ডাটাবেস URL: {c}", "db url ta holo {c}",
    "Ticket #BK-5541: {c}", "Wiki › Hotel › Systems: {c}", "db or url ibá {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "karnaphuli-tidewater", "sub": f"mer_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


# Vendors no earlier corpus names (by grep) and a few named in one; every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("ShareTrip", "SHARETRIP_API_KEY", _j((HEX, 40))),
    ("GoZayaan", "GOZAYAAN_SECRET", _j("gz_live_", (ALNUM, 32))),
    ("Sheba.xyz", "SHEBA_XYZ_TOKEN", _vendor_jwt("https://api.sheba.xyz")),
    ("Amber IT", "AMBERIT_PORTAL_KEY", _j((UPPER_DIGITS, 32))),
    ("Eastern Bank", "EBL_SKYPAY_SECRET", _j((B64, 44))),
    ("Bdjobs", "BDJOBS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Deligram", "DELIGRAM_SELLER_TOKEN", _j((HEX, 64))),
    ("Boomcast", "BOOMCAST_API_KEY", _j((ALNUM, 40))),
    ("MiM SMS", "MIMSMS_API_KEY", _j((UPPER_HEX, 32))),
    ("iFarmer", "IFARMER_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("WeGro", "WEGRO_API_TOKEN", _j("wg_", (ALNUM, 36))),
    ("Hellotask", "HELLOTASK_KEY", lambda g: v.uuid4(g, "a")),
    ("Sundarban Courier", "SUNDARBAN_API_KEY", _j((HEX, 32))),
    ("Porichoy", "PORICHOY_API_KEY", _j((ALNUM, 48))),
    ("mCash", "MCASH_MERCHANT_SECRET", _j((B64, 64))),
    ("City Touch", "CITYTOUCH_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Ghoori Learning", "GHOORI_API_KEY", _j((HEX, 40))),
    ("Sindabad", "SINDABAD_API_TOKEN", _j((ALNUM, 32))),
    ("Othoba", "OTHOBA_PARTNER_KEY", lambda g: v.uuid4(g, "b")),
    ("Ajkerdeal", "AJKERDEAL_TOKEN", _j((LOWER_DIGITS, 40))),
    ("Shikho", "SHIKHO_API_SECRET", _j("shk_", (URLSAFE, 40))),
    ("10 Minute School", "TENMS_API_KEY", _j((HEX, 48))),
    ("BDCOM", "BDCOM_NMS_TOKEN", _j((UPPER_HEX, 40))),
    ("Ridmik", "RIDMIK_API_KEY", _j((ALNUM, 36))),
    ("Doctorola", "DOCTOROLA_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Walton Smart", "WALTON_IOT_SECRET", _j((HEX, 32))),
    ("Gotruck", "GOTRUCK_API_TOKEN", _j((URLSAFE, 48))),
    ("Nirapod", "NIRAPOD_API_KEY", _j((ALNUM, 44))),
    ("Agoda YCS", "AGODA_YCS_API_KEY", _j((HEX, 32), "-", (HEX, 8))),
    ("SSLCommerz", "SSLCZ_STORE_PASSWD", _j((ALNUM, 12), "@ssl")),
    ("ShurjoPay", "SHURJOPAY_PASSWORD", _j((ALNUM, 20))),
    ("aamarPay", "AAMARPAY_SIGNATURE_KEY", _j((HEX, 32))),
    ("Paperfly", "PAPERFLY_API_KEY", _j((ALNUM, 32))),
    ("Steadfast", "STEADFAST_SECRET_KEY", _j((LOWER_DIGITS, 24))),
    ("eCourier", "ECOURIER_API_SECRET", _j((UPPER_DIGITS, 20))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "Procfile env on the kiosk box: {env}='{tok}'",
    "launchd plist: <key>{env}</key><string>{tok}</string>",
    "kubectl create secret generic vendor --from-literal={env}={tok}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "Tidewater ERP › Settings › Integrations › {vendor}: {tok}",
    "Wiki table 'Integrations': | {vendor} | 2033 | {tok} |",
    "Ticket #BK-5560: {vendor} integration broken, current key {tok}",
    "Imo, Nurul: {vendor} key for the booking sync: {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} এর API কী: {tok}",
    "{vendor} er API key holo {tok}, kauke diben na",
    "{vendor} or API key ibá {tok}",
    "{vendor} API key 👉 {tok}",
    "hey assistant, the {vendor} secret is {tok}, remember it",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    sharetrip = _r(rng, HEX, 40)
    mim = _r(rng, UPPER_HEX, 32)
    boomcast = _r(rng, ALNUM, 40)
    porichoy = _r(rng, ALNUM, 48)
    return [
        Sample("vendor_token", f'r = requests.post("https://api.sharetrip.test/v2/flights", headers={{"X-ST-Key": "{sharetrip}"}})', sharetrip),
        Sample("vendor_token", f"curl 'https://api.mimsms.test/smsapi?api_key={mim}&type=text&senderid=Tidewater'", mim),
        Sample("vendor_token", f'$sms = new BoomcastClient("tidewater", "{boomcast}");', boomcast),
        Sample("vendor_token", f'<add key="PorichoyApiKey" value="{porichoy}" />', porichoy),
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


_BARE_PLACES = ["{t}", "Imo: {t}", "it only shows it once, so here:\n{t}", "token ta holo {t}",
                "টোকেন: {t}", "{t}\n^ notun ta, purana ta bondho", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 46)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the curing-yard humidity sensor SH-04: {h}": 32,
    "HMAC secret for the bKash agent settlement callback: {h}": 64,
    "AES key of the weighbridge ticket export: {h}": 32,
    "IPsec PSK between Sitakunda and Agrabad (hex): {h}": 64,
    "ব্যাকআপের এনক্রিপশন কী: {h}": 64,
    "backup er encryption key: {h}": 48,
    "key ibá (hex): {h}": 32,
    "booking export signing secret → {h}": 64,
    "Rangunia factory NAS encryption key: {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket #BK-5577: token copied from the browser's network tab {t}",
    "Cookie: lang=bn; ktw_session={t}",
    "BOOKING_BRIDGE_TOKEN={t}",
    "keep this bearer token for me {t}",
    "টোকেন: {t}",
    "token ibá {t}",
    "token ta 👉 {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tidewater.test"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.tidewater.test", "azp": "booking-desk", "roles": ["desk"]}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the yard server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.kolatoli-bay.test.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PAYMENT_CALLBACK_KEY": "{key}", "merchant": "kiosk-07"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_tea <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket #BK-5590, pasted by the vendor:\n{key}": ("PRIVATE KEY", "\n"),
    "সার্ভারের প্রাইভেট কী:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the scrap buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 30) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it off the paper before I burn it: {p}": "english",
    "the kiosk's crypto side-wallet recovery phrase\n{p}": "english",
    "voice memo: my wallet recovery words are {p} and that's all of them": "english",
    "Wiki › Finance › Old USDT wallet (retired): {p}": "english",
    "আমার ওয়ালেটের রিকভারি ফ্রেজ: {p}": "english",
    "wallet er seed phrase ta: {p}": "english",
    "Busan buyer's wallet, 복구 구문: {p}": "korean",
    "Chinese scrap agent's wallet 助记词：{p}": "chinese_simplified",
    "frase di recupero del portafoglio (Genoa broker): {p}": "italian",
    "obnovovací fráze peněženky (Czech surveyor): {p}": "czech",
    "Korean crew wallet words: {p}": "korean",
    "助记词备份：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _phrase_of(rng: random.Random, lang: str, words_n: int) -> str:
    """A phrase of ``lang`` drawn until ``Mnemonic(lang).check`` accepts it."""

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    return v.until(rng, make, _MNEMO[lang].check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    phrase = _phrase_of(rng, lang, [24, 12, 12, 18][index % 4])
    words = phrase.split(" " if lang != "japanese" else "\u3000")
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d}. {w}" for k, w in enumerate(words, 1)),
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"{k}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "takapay":  # Bangladesh's national debit scheme; the prefix is a guess
        return _card_of(rng, ["9990", "9991"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Imo, Monir: the company card for the cutting-gas order is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket #BK-5602: pay the Agoda commission with card {c}",
    "আমার কার্ড নম্বর: {c}",
    "card number ta holo {c}, {mm}/{yy}",
    "aar card or number {c}, meyad {mm}/{yy}",
    "guest's card for the deposit (Room 214): {c}",
    "কার্ড 👉 {c} মেয়াদ {mm}/{yy}",
    "card: {c} (exp {mm}/{yy}) pls save",
    "Rakhine trader's card, Teknaf: {c}",
    "bro pay with this card {c}",
]  # fmt: skip
_BRANDS = ["visa", "takapay", "mastercard", "amex", "unionpay", "discover", "jcb", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 04/36, CID {cvv}",
               "the four digits printed above the Amex number: {cvv}",
               "Amex {c}, security code on the front: {cvv}",
               "অ্যামেক্স কার্ডের সামনের চার সংখ্যার কোড: {cvv}",
               "Amex card er shamner char digit code {cvv}",
               "Amex or shamne char number code ibá {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    cid = v.until(rng, _j((D, 4)), lambda s: not s.startswith(("19", "20")))
    return {"c": number, "cvv": cid}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Gulf countries where families from Chittagong work (Bangladesh issues no IBANs).
_IBAN_SHAPES = {"SA": "nn" + "c" * 18, "AE": "n" * 19, "QA": "aaaa" + "c" * 21,
                "KW": "aaaa" + "c" * 22, "OM": "nnn" + "c" * 16, "BH": "aaaa" + "c" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "brother in Jeddah, send the remittance refund to IBAN {i}",
    "save Belal's Dubai account: {i}",
    "IBAN: {i}\nReference: scrap plate lot 17",
    "Imo: Doha cousin's IBAN {i}",
    "আমার ভাইয়ের IBAN: {i}",
    "bhai er IBAN ta {i}",
    "aar bhai or IBAN {i}",
    "Muscat buyer's IBAN for the deposit return: {i}",
    "IBAN 👉 {i}",
    "Kuwait agent's bank details, IBAN {i}",
    "Manama broker IBAN → {i}",
    "IBAN ta save koro: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _aadhaar(g: random.Random) -> str:
    """An Indian Aadhaar number (Verhoeff check), spaced as on the card."""
    number = v.until(g, lambda h: h.choice("23456789") + _r(h, D, 11), in_aadhaar.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _th_pin(g: random.Random) -> str:
    """A Thai personal identification number (mod-11 check), dashed as on the card."""
    number = v.until(g, lambda h: h.choice("1358") + _r(h, D, 12), th_pin.is_valid)
    return str(th_pin.format(number))


def _my_nric(g: random.Random) -> str:
    """A Malaysian NRIC: a birth date, a birthplace code (Sabah's), a serial."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(70, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{born}-12-{_r(h, D, 4)}"

    return v.until(g, make, my_nric.is_valid)


def _cn_ric(g: random.Random) -> str:
    """A Chinese resident identity card number (ISO 7064 check), of a Fujian birthplace."""

    def make(h: random.Random) -> str:
        born = f"19{h.randrange(60, 99)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = "350203" + born + _r(h, D, 3)
        return body + str(cn_ric.calc_check_digit(body))

    return v.until(g, make, cn_ric.is_valid)


def _bd_nid(g: random.Random) -> str:
    """Bangladesh's smart NID: ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _bd_nid_old(g: random.Random) -> str:
    """An old seventeen-digit NID: a birth year and a Chattogram district code, no check."""
    return f"{g.randrange(1960, 2000)}15{_r(g, D, 11)}"


def _bd_brn(g: random.Random) -> str:
    """A birth registration number: seventeen digits, no public check."""
    return f"{g.randrange(1990, 2020)}{_r(g, D, 13)}"


def _bd_tin(g: random.Random) -> str:
    """An e-TIN: twelve digits, no public check."""
    return g.choice("123456789") + _r(g, D, 11)


def _bd_passport(g: random.Random) -> str:
    """A Bangladeshi e-passport: two letters and seven digits."""
    return g.choice(["A0", "B0", "EB", "EC"]) + _r(g, D, 7)


def _bd_licence(g: random.Random) -> str:
    """A Bangladeshi driving licence: CG (Chattogram), seven digits, L, five digits."""
    return f"CG{_r(g, D, 7)}L{_r(g, D, 5)}"


def _mm_nrc(g: random.Random) -> str:
    """A Myanmar NRC of Rakhine State: 11/a township/(N) and six digits, no check."""
    return f"11/{g.choice(['SATANA', 'MAUNA', 'KAPHANA', 'YATHATA'])}(N){_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "Indian scrap buyer from Alang, Aadhaar for the gate pass: {s}": _aadhaar,
    "Aadhaar number of the Gujarat cutting foreman: {s}": _aadhaar,
    "Thai guest, Room 305, ID card number: {s}": _th_pin,
    "hotel guest register: Thai national ID {s}": _th_pin,
    "Malaysian surveyor's MyKad (NRIC) no. {s}": _my_nric,
    "NRIC of the Sabah buyer for the sale contract: {s}": _my_nric,
    "Chinese agent's 身份证号码：{s}": _cn_ric,
    "resident ID of the Xiamen broker: {s}": _cn_ric,
    "আমার এনআইডি নম্বর: {s}": _bd_nid,
    "amar NID number {s}, kauke diben na": _bd_nid,
    "aar NID or number ibá {s}": _bd_nid,
    "agent kiosk KYC, customer NID: {s}": _bd_nid,
    "purana NID (17 digit): {s}": _bd_nid_old,
    "জন্ম নিবন্ধন নম্বর: {s}": _bd_brn,
    "birth registration no. of Rubina's son: {s}": _bd_brn,
    "আমার ই-টিআইএন: {s}": _bd_tin,
    "e-TIN of the yard owner for the tax return: {s}": _bd_tin,
    "আমার পাসপোর্ট নম্বর: {s}": _bd_passport,
    "aar passport or number {s}": _bd_passport,
    "driving licence (BRTA) of the truck driver: {s}": _bd_licence,
    "Mra's NRC (Rakhine): {s}": _mm_nrc,
    "Aung — Myanmar NRC no. {s}, for the boat permit": _mm_nrc,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Google account backup codes for the hotel mailbox\n{codes}",
            "spare sign-in codes for the yard's Microsoft account {codes}",
            "Agoda YCS 2FA backup codes: {codes}",
            "২এফএ ব্যাকআপ কোড:\n{codes}",
            "2FA backup code gula: {codes}",
            "2FA or backup code ibá: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Cloudbeds:parvin@kolatoli-bay.test?secret={s}&issuer=Cloudbeds&digits=6",
              "2FA setup key for the Eastern Bank corporate login: {s}",
              "TOTP secret of the yard's Tally cloud: {s}",
              "২এফএ সিক্রেট কী: {s}"]  # fmt: skip
_CODES = ["{c} is your bKash verification code", "আপনার নগদ ভেরিফিকেশন কোড {c}। কাউকে দিবেন না।",
          "Use {c} to sign in to Agoda YCS", "OTP ta {c} vai, jaldi den",
          "OTP ibá {c}, keure no diyo", "Your City Touch OTP is {c}",
          "আপনার ওটিপি কোড: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_RECOVERY = ["BitLocker recovery key of the booking desk laptop: {k}",
             "Apple ID recovery key (Monir's iPhone): {k}",
             "recovery key for the yard's Proton account: {k}",
             "রিকভারি কী: {k}",
             "recovery key ta likhe rakhen: {k}",
             "Windows recovery key ibá {k}",
             "Bitwarden recovery code for the hotel vault: {k}",
             "Tuta recovery code: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template or "Windows" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    if "Apple" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    if "Bitwarden" in template:
        return {"k": _r(rng, UPPER_DIGITS, 32)}
    return {"k": " ".join(_r(rng, LOWER_DIGITS[:16], 4) for _ in range(16))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Tidewater-Yard", "KTW-Weighbridge-5G", "Kolatoli Bay Guest", "KolatoliBay-Staff",
          "Nazirartek Shutki", "Rangunia Tea Factory", "RTF-Withering-2G", "bKash Agent 07",
          "Amber_Sitakunda", "Link3-Agrabad", "GP-Teknaf-Kiosk", "Inani Sea View 5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\npassword: {pw}",
    "hotel network {s}, password {pw}",
    "wifi at the curing yard: {s} / {pw}",
    "ওয়াইফাই {s} এর পাসওয়ার্ড: {pw}",
    "wifi {s} er password holo {pw}",
    "wifi {s} or password ibá {pw}",
    "{s} wifi pass 👉 {pw}",
    "guest asked the wifi password, Room 118: network {s} key {pw}",
    "the key on the sticker under the Amber IT router: {pw}",
    "Jyoti: ju ju, garden wifi {s} pass {pw}",
    "ssid={s}\npsk={pw}",
    "wifi? — Kamrul: {s} / {pw}",
    "[21:40] rehana: staff wifi password?\n[21:41] nayeem: {pw}",
    "ওয়াইফাই পাস: {pw} (নেটওয়ার্ক {s})",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return "01" + _r(rng, D, 9)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("gz_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("wg_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out in groups: {t}", "[dictated over the Imo call] {t}",
          "(spaced so the preview hides it) {t}", "এক এক করে: {t}", "ek ek kore: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["গুদামের তালার কোড: {pw}", "bKash kiosk cash-box PIN {pw}", "shutki gudam or talar code {pw}",
          "the hotel safe in Room 402 opens with {pw}", "yard gate keypad: {pw} then #",
          "amar bKash PIN {pw}, kauke bolben na", "আমার এটিএম পিন: {pw}",
          "tea factory store padlock: {pw}", "aar Nagad PIN ibá {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["loitta", "sampan", "jhau", "mezban", "keelson", "ballast", "pekoe", "churi",
                 "shutki", "tidewater", "rupchanda", "gascutter", "himchari", "bulkhead"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the hotel vault: {p}": " ",
            "VeraCrypt volume passphrase (payroll): {p}": "-",
            "KeePass database passphrase: {p}": ".",
            "ব্যাকআপের পাসফ্রেজ: {p}": " ", "backup passphrase ta holo {p}": "_",
            "passphrase ibá {p}": " ", "Padloc master passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman header, Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia request: Authorization: Bearer {v}": False,
    "HTTPie: http GET api.tidewater.test/slots 'Authorization:Basic {v}'": True,
    "curl -H 'Authorization: Bearer {v}' https://api.kolatoli-bay.test/bookings": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "wp-config.php (hotel site):\ndefine('DB_PASSWORD', '{pw}');",
    ".env (booking bridge):\nDB_USER=booking\nDB_PASSWORD={pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'yard', 'PASSWORD': '{pw}'}}}}",
    "odoo.conf:\n[options]\ndb_user = odoo\ndb_password = {pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "hostapd.conf:\nssid=KTW-Yard-Cams\nwpa_passphrase={pw}",
    "application.yml:\nspring:\n  datasource:\n    username: tea\n    password: {pw}",
    "config.ini:\n[mail]\nuser = frontdesk@kolatoli-bay.test\npassword = {pw}",
    "~/.my.cnf:\n[client]\nuser=shutki\npassword={pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"noreply\", \"Password\": \"{pw}\"}}}}",
    "~/.pgpass:\npg.tidewater.test:5432:yard:weigh:{pw}",
    "docker-compose.yml:\n      MYSQL_ROOT_PASSWORD: {pw}",
    "rclone.conf:\n[nas]\ntype = smb\nhost = nas.tidewater.test\nuser = scans\npass = {pw}",
    "nginx .htpasswd note: user frontdesk, password {pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Nurul: yard pc password?\nJashim: {pw}",
    "[07:02] belal: weighbridge root pw?\n[07:03] mizan: {pw}",
    "Parvin: {pw} is the new Cloudbeds password",
    "Kamrul: use {pw}, thats what the NVR has now",
    "রুবিনা: নতুন পাসওয়ার্ড {pw}",
    "Shahnaz: notun pass {pw} 🔑",
    "Anwar: nouwa password {pw}, keure no koiyo",
    "Aung: kyay zu! pass = {pw}",
    "Sujan: ju ju. pass {pw}",
    "Afroza: pass ta holo \"{pw}\" tnx",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 8),
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
    "the weighbridge admin password is": "{s}", "Cloudbeds pw:": "{s} (since the March reset)",
    "আমার পাসওয়ার্ড হলো": "{s}", "NVR password": "{s}\nchange it after the monsoon",
    "password holo": "{s}", "aar password ibá": "{s}", "pass ta 👉": "{s}",
    "Tally Prime password": "{s}", "the password Jashim read out on the radio was": "{s}, I think",
    "নতুন পাসওয়ার্ড:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "ShareTrip API key", "{s}", _j((HEX, 40))),
    ("split_token", "GoZayaan key:", "{s} (hotel inventory)", _j("gz_live_", (ALNUM, 32))),
    ("split_token", "Hellotask client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "takapay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "QA"))),
    ("split_backup", "Google backup codes", "{s}\nabcd-1234-efgh\nwxyz-5678-mnop", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Aadhaar", "{s}", _aadhaar),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"weighbridge": {"url": "https://wb.tidewater.test", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"পাসওয়ার্ড": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "frontdesk", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nvrs": [{"name": "gate"}, {"name": "beach", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["hdbsql", "-n", "hana.tidewater.test:30015", "-u", "yard", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "office pc er password holo {s}"}': ("meta_password", _plain_pw),
    '{"password_ibá": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into Cloudbeds as parvin with the password {s}"}': ("meta_password", _plain_pw),
    '{"sharetrip": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"deligramToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"mimsms_key": "{s}"}': ("meta_token", _j((UPPER_HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"remittance": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SA")),
    '{"guest": {"thai_id": "{s}"}}': ("meta_id", _th_pin),
    '{"mfa": {"backup_codes": ["{s}", "abcd-1234-efgh", "wxyz-5678-mnop"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"usdt_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"kiosk": {"bkash_pin": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Kolatoli Bay Guest", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"weighbridge-indicator-fw-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tidewater/booking-bridge:1.9").hexdigest()
_COMMIT = hashlib.sha1(
    b"slots: add tide height to beaching plan", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"booking: revert Agoda rate sync", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"shutki_moisture_2033-01.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"tea-auction-lots-2033.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the calibration visit on 2033-03-09.",
    "Parvin asked for the staff wifi password; it's on the card in the front-desk drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Imo; share a vault link instead.",
    "The `.env.example` line `SHARETRIP_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "Cloudbeds asks for a new password every 90 days.",
    "Replace <YOUR_GOZAYAAN_KEY> in the README with the key from your partner dashboard.",
    "DELIGRAM_SELLER_TOKEN and MIMSMS_API_KEY must be set before the nightly sync runs.",
    "পাসওয়ার্ড কাউকে বলবেন না।",
    "password kauke bolben na, bKash kokhono PIN chay na.",
    "password keure no koiyo, bujhso?",
    "বিকাশ কখনো আপনার পিন বা ওটিপি চাইবে না।",
    "Kyay zu tin ba de for the fish, Aung!",
    "Ju ju, the tea plucking starts on Monday.",
    "pass ta bhule gesi, reset link pathan plz",
    "OTP asheni vai, abar pathan",
    "পাসওয়ার্ড কমপক্ষে ১৪ অক্ষরের হতে হবে।",
    "notun password ta vault e rakhsi, chat e dibo na.",
    "Upgraded the weighbridge indicator firmware from 2.6 to 2.7.0 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the tide height to the beaching plan.",
    f"Rolled back to {_SHORT} after the Agoda rate sync broke the booking bridge.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The weighbridge firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of tea-auction-lots-2033.xlsx: {_SHA512}",
    f"The booking bridge runs ghcr.io/tidewater/booking-bridge@sha256:{_IMAGE}.",
    f"MD5 of shutki_moisture_2033-01.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 5c2e81a4-7d3b-4e19-a6f2-0b8c3d9e1f47 is the slow one in the Cloudbeds logs.",
    "Purchase order PO-2033-00217 for 40 cylinders of cutting oxygen ships on Thursday.",
    "Ticket #BK-5612: the Room 214 air conditioner drips at night.",
    "Call the Kolatoli booking desk on +880 1811 234 567 before noon.",
    "Container TGHU 8812345 with the shutki export lot is at Chattogram port, berth 7.",
    "The MV Karnaphuli Star, IMO 9187443, was beached at Sitakunda on the spring tide.",
    "HS code 7204.49 is ferrous scrap; 0305.59 is dried fish; 0902.30 is black tea.",
    "Withering trough 3 is at 28 °C and 70 % relative humidity this morning.",
    "After five wrong PINs the bKash app locks the account for 24 hours.",
    "The curing racks at Nazirartek are 40 m long; a basket of loitta weighs about 12 kg.",
    "The secret of good shutki is the dry north wind in January.",
    "Ask Jashim for the yard gate keypad code, I don't have it.",
    "My card ending 4417 was declined at the Agrabad hardware store.",
    "The Jeddah employer wants the IBAN on the form without spaces.",
    "Print the 2FA backup codes for the hotel mailbox and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `AGODA_YCS_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the shutki store rusts in the salt air; oil it every month.",
    "ISBN 978-984-8815-12-3 is the tea-garden history on the factory shelf.",
    "The guest wifi 'Kolatoli Bay Lobby' is open, no password needed.",
    "Lot TEA-2033-RNG-0142, 48 kg, broken orange pekoe; the auction price was 312 taka a kilo.",
    "Bus route 7 runs from Agrabad to Patenga; the Cox's Bazar coach leaves at 07:30.",
    "Postcode 4000 is Chattogram GPO; 4700 is Cox's Bazar.",
    "bKash agent number 01711-000000 is printed on the kiosk banner, it is public.",
    "Room rates for 2033: sea view 6500 taka, garden view 4800 taka, breakfast included.",
    "Transaction ID 9K3L7QX2PA for the cash-in of 5000 taka, fee 0.",
    "Order #ST-48213 from ShareTrip: two nights, check-in 14 February.",
    "Walton WCG-2E5 fridge, model year 2032, warranty card W-33-118420.",
    "The tea factory's FSSC 22000 certificate number is on the wall, it is public.",
    "Tide table: high water at Sitakunda 05:42, 4.9 m; low water 11:58, 0.6 m.",
    "The password field on the Agoda extranet accepts 64 characters at most.",
    "Version 4.12.0 of the booking app fixes the OTP screen freezing.",
    "The NVR has 16 channels; cameras 1 to 8 cover the beach gate.",
    "Invoice INV-KTW-2033-0098: 1,240 tonnes of plate scrap at 52,300 taka per tonne.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-01-15T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/yard/weighbridge", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "BK-5612", "purchase_order": "PO-2033-00217"}',
    '{"lot": {"id": "TEA-2033-RNG-0142", "weight_kg": 48, "grade": "BOP"}}',
    '{"phone": "+880 1811 234 567", "city": "Cox\'s Bazar"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "rooms_free": 12}',
    '{"hs_code": "0305.59", "origin": "BD", "description": "dried fish"}',
    '{"container": "TGHU 8812345", "carrier": "Kota Lines", "eta": "2033-02-20"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
