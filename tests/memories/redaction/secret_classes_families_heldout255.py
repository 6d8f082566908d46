# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-fifty-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-fifty-third's
docstring, the fifth to two-hundred-and-fifty-third only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-fifty-fourth, the
two-hundred-and-fifty-sixth and the two-hundred-and-fifty-seventh), any other test, the reports,
the benchmarks, the rest of docs/security.md, the changelog nor the git history, and the scrubber
was never run on it. Its own seed (255604913), password words (a shore word, a village and a
number and a sign; two shore words and a number; a first name, a birth year, a sign and a
village; leet words of homard, lobster, crabe, céilidh, fiddle, strathspey, hooky, fricot,
tintamarre and skyline with a year; a lobster fishing area, a trap count and a sign,
`LFA18-275traps!`, the way the crab office names a boat; a village, a shore word and a year
joined by dots; a surname, a shore word and a number; a shore word in capitals with a number; a
generator's four groups of four and random runs), names, places, templates, tools, vendors and
layouts, the way the staff of a fictional Cape Breton company (Cap-Rouge Shore: a lobster pound
at Chéticamp, a fiddle-and-céilidh music hall, a hooked-rug cooperative, a snow-crab boat's
office and a fibre-internet installer in Inverness County) leak secrets into an assistant's
memory. The texts are chats with times, Messenger messages, tickets (`HALL-…`), wiki breadcrumbs
and tables, notes, e-mails, runbooks, READMEs, shell and PowerShell prompts, serial consoles, a
VHF read-out and voice-memo transcripts, dictated text and requests to the assistant itself;
the separators run from a colon, "is" (`c'est`, `tha`) and a dash to an arrow (`→`), `=`,
a new line, French guillemets, backticks and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of earlier corpora
that name each): in none, Chéticamp, Cape Breton, Margaree, Sensorist, Marlec, Point Four,
X32-Edit, Ardour, Reaper, Jamulus, qjackctl, SmartOLT, V-SOL, BDCOM, Hioso, Munbyn, ScanNCut,
Gammill, `plink -serial`, `cupsctl`, `apcaccess` and `litecli`; in one, Baicells, Inseego, EXFO,
Fujikura, Mixxx, vMix, Bitfocus Companion, `screen /dev/…`, `zabbix_sender`, `check_nrpe`,
`skopeo login` and the Acadian `parsonne`; in two, `cadaver`, `mpc -h`, `picocom`, `ncftpget`,
`pdftotext -upw`, `scrypt enc`, chiac, `b'y`, `asteure`, `wela'lin` and Mi'kmaq; in three,
`lpadmin`, `ncftpput`, `wput`, `davix`, `ccrypt`, `rar a -hp`, `doveadm pw`, `ejabberdctl
register`, `prosodyctl`, `pure-pw`, `saslpasswd2`, `snmpset`, `jarsigner`, `apksigner`, `mcrypt`,
`cmdkey` and `mumble-server`; in four, `osslsigncode`, `curlftpfs`, `unrar` and `facal-faire`.
The common layouts (env files, `export`, compose files, systemd drop-ins, Dockerfiles, `kubectl
create secret`, `fly secrets set`, wp-config, settings.py, icecast.xml, mpd.conf, freeradius,
NUT's upsd.users, msmtprc, rclone, wpa_supplicant, `nmcli`, database URLs, JWTs, PEM blocks,
`otpauth://`, Basic and Bearer headers in Bruno, Caddy, HTTPie, Yaak and Thunder Client, the
`WIFI:` QR string, CSV rows, Markdown tables, YAML, Proton Pass, KeeWeb, Buttercup, Sparrow,
Nunchuk and BlueWallet), all named in many earlier corpora, are in wordings of their own.

About half of the secret samples are in other languages than English (Cape Breton English
texting, `b'y`, `dear`, `some good`, `buddy`, `tanks`, counts as English here): Acadian French
with chiac mixing (`mon password c'est …`, `le mot de passe … c'est`, `asteure` "now", `icitte`
"here", `pis` "and then", `voici` "here is", `merci`, `j'ai switché le password à`, `dis-lé à
parsonne` and `faut pas le dire à personne` "don't tell anyone", `partage-le pas`, `worry pas`,
`right` as an intensifier, `NIP` for a PIN, `code du cadenas`, `clé d'API`, `clé secrète`,
`codes de secours`, `numéro de sécu`, `NAS` for the SIN, `les quatre petits chiffres en avant de
l'Amex`); Nova Scotia Gaelic as a few words (`facal-faire` "password", `seo am facal-faire` "here
is the password", `tha … ùr` "the new … is", `na innis do dhuine` "don't tell anyone", `mòran
taing` "thanks", `iuchair` "key", `dìomhair` "secret", `còd a' ghlais` "the lock's code",
`àireamh PIN`, `còdan cùl-taic` "backup codes", `ainm-cleachdaiche` "user name", `abairt-fhaire`
"passphrase", `àireamh cead-siubhail` "passport number", `aon litir aig aon àm` "one letter at a
time"); Mi'kmaq as a few words (`kwe'` "hello", `wela'lin`, `wela'lioq` "thank you (to one, to
all)", `ula` "here is", `mu wen` "no one", `pasweti`). The wordings are the author's
approximations, checked by no speaker; the thinnest guesses are the Mi'kmaq `ula` as "here is",
`mu wen` as "tell no one" and the loan `pasweti`, the Gaelic `abairt-fhaire`, `tòcan` "token",
`iuchair chrioptachaidh` "encryption key", `ainm-cleachdaiche` and `àireamh cead-siubhail`, and
the chiac `dis-lé à parsonne` and `c'est right …`. Korean, Japanese, Chinese, Portuguese, Czech
and French appear only around seed phrases of snow-crab and lobster buyers and relatives abroad.

Vendors (Bandzoogle, Chexy, Gaiia, Powercode, Preseem, Splynx, Sonar Software, Azotel, Eshipper,
UNI Financial, Square Online, VIAVI and SmartOLT, which heldouts 5 to 253 do not name; Helcim,
Moneris, Wealthsimple, Showpass, Ticket Tailor, Big Cartel, Payhip, Jobber, FreshBooks,
Purolator, Intelcom, Chit Chats, Stallion Express, Freightcom, Spire Maritime, Sofar, ZOLEO,
Tarana, Calix, Ecwid, Folksy, Gumroad, Wagepoint, Plooto, Zeffy, CanadaHelps, Ticketleap, Hubdoc,
Nethris, Rise People, Loomis, Eastlink, Paymentus and Ticketmaster, each named in one; Sensorist,
in none) by grep of their names. No shape here is one the author knows to be real: every one is
a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs for Gaiia and Sonar
Software, and the `sk_`, `secret_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Canada's SIN
(`stdnum.ca.sin`, Luhn), the CRA business number (`stdnum.ca.bn`, Luhn, with an `RT0001`
program account), British Columbia's Personal Health Number (`stdnum.ca.bc_phn`, weighted mod
11), France's NIR of people born in Saint-Pierre-et-Miquelon (`stdnum.fr.nir`, key mod 97),
Ireland's PPS number (`stdnum.ie.pps`, mod 23 letter) and the UK's NHS number (`stdnum.gb.nhs`,
mod 11); by grep `ca.sin` is in two earlier corpora, `bc_phn` in three, `ca.bn` and `fr.nir` in
four, `ie` `pps` and `gb.nhs` in two. Kinds no library or this file checks (no check-digit
algorithm is written here; the shapes are guesses): a Nova Scotia health card (MSI) number, a
Nova Scotia driver's licence, a Canadian passport, a Secure Certificate of Indian Status
registration number and a DFO fisher identification number. Card numbers pass Luhn (the value
helpers' Visa, Mastercard, Amex, Discover, JCB and UnionPay, checked with python-stdnum's `luhn`);
the card codes are Amex's four-digit CIDs only, drawn so that none reads as a year, and the PINs
likewise. Canada issues no IBANs; the IBANs are of France (the Saint-Pierre family), Ireland,
the United Kingdom, Portugal (an Azorean crew), Iceland and the Faroe Islands, where the shore's
partners bank (a rough count over the country codes quoted in heldouts 5 to 253 finds each in
nineteen to twenty-three corpora), drawn until `stdnum.iban` validates them; seed phrases come
from `mnemonic`'s English, French, Portuguese, Korean, Japanese, Simplified Chinese and Czech
lists, each drawn until `Mnemonic(lang).check` accepts it. Counts: 390 secret samples, 20 field
pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean
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
from stdnum.ca import bc_phn as ca_bc_phn
from stdnum.ca import bn as ca_bn
from stdnum.ca import sin as ca_sin
from stdnum.fr import nir as fr_nir
from stdnum.gb import nhs as gb_nhs
from stdnum.ie import pps as ie_pps

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 255_604_913
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


_SHORE = ["Homard", "Lobster", "Crabe", "Snowcrab", "Pound", "Doris", "Trapline", "Buoy",
          "Fricot", "Rapure", "Tintamarre", "Ceilidh", "Strathspey", "Fiddle", "Reel", "Hooky",
          "Burlap", "Mat", "Skyline", "Splice"]  # fmt: skip
_PLACES = ["Cheticamp", "PetitEtang", "GrandEtang", "BelleCote", "Margaree", "Mabou", "Judique",
           "PortHood", "Inverness", "Dunvegan", "PleasantBay", "CapeNorth", "Whycocomagh",
           "Wagmatcook", "Eskasoni", "Arichat", "PetitdeGrat", "Baddeck", "Meat Cove"]  # fmt: skip
_NAMES = ["Aucoin", "Chiasson", "Deveau", "LeBlanc", "Boudreau", "Poirier", "Cormier", "AuCoin",
          "MacIsaac", "MacDonald", "Beaton", "Rankin", "MacMaster", "Gillis", "MacLellan",
          "Francis", "Googoo", "Denny", "Paul", "Bernard", "Doucet", "Larade"]  # fmt: skip
_FIRST = ["Ginette", "Rémi", "Ti-Paul", "Josée", "Marcel", "Yvonne", "Angus", "Flora", "Ronald",
          "Kenzie", "Mairi", "Stewart", "Elsie", "Noel", "Cheryl", "Brandon", "Dolena", "Germaine"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["H0m4rd", "L0bst3r", "Cr4b3", "C3ilidh", "F1ddl3", "Str4thsp3y", "H00ky", "Fr1c0t",
         "T1nt4m4rr3", "Sk7l1n3"]  # fmt: skip


def _traps(g: random.Random) -> str:
    """A boat's licence area, its trap count and a sign: how the crab office names things."""
    return (
        f"LFA{g.choice([18, 19, 20, 21, 22])}-{g.choice([250, 275, 300])}traps{g.choice(_SYMBOLS)}"
    )


def _generator(g: random.Random) -> str:
    """Four random groups of four, letters and digits, as a password manager writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SHORE)}{g.choice(_PLACES).replace(' ', '')}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_SHORE, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_FIRST).replace('é', 'e').replace('-', '').lower()}{g.randrange(1950, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES).replace(' ', '')}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _traps,
    lambda g: f"{g.choice(_PLACES).replace(' ', '').lower()}.{g.choice(_SHORE).lower()}.{g.randrange(1960, 2031)}",
    lambda g: f"{g.choice(_NAMES)}{g.choice(_SHORE)}{g.randrange(2, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_SHORE).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "text from Ginette at the pound: the Sensorist logger portal password is {pw}",
    "[05:42] Rémi: Marlec tank-room controller password is {pw}",
    "Messenger, Marcel: the Point Four aquaculture monitor web password {pw}",
    "ticket HALL-311: the Behringer X32-Edit remote password {pw} got shared on the stage wifi, rotate it",
    "note to self: the Ardour session server at the hall, admin password {pw}",
    "Kenzie: the Reaper render box login password is {pw}",
    "Jamulus server for the Tuesday session, the admin password {pw}",
    "the qjackctl box under the stage, user password {pw}",
    "SmartOLT dashboard for the Inverness County fibre: password {pw}",
    "V-SOL OLT web page at the Margaree hut, password {pw}",
    "BDCOM P3310 OLT, enable password {pw}",
    "Hioso OLT by the Mabou cabinet, admin password {pw}",
    "Baicells eNB at Pleasant Bay, web password {pw}",
    "Inseego FX2000 at the crab office, admin password {pw}",
    "EXFO MaxTester 730C, the tech account password {pw}",
    "Fujikura 90S+ splicer app login password {pw}",
    "Munbyn label printer at the rug coop, web password {pw}",
    "Brother ScanNCut at the rug coop, CanvasWorkspace password {pw}",
    "Gammill longarm Statler computer password {pw}",
    "Mixxx booth laptop at the céilidh, password {pw}",
    "vMix laptop for the Saturday stream, Windows password {pw}",
    "Bitfocus Companion admin password on the hall Pi: {pw}",
    "Hi Flora,\n\nthe root password on the pound's chiller server is {pw}. Delete this once it's in the vault.\n\nTanks,\nAngus",
    "Runbook: after a power cut at the pound\n1. open the Marlec panel\n2. log in as tech\n3. password {pw}\n4. restart the pumps on tank 4",
    "README (hall rack)\nthe X32 bridge UI is at https://x32.halldecheticamp.lan, admin password `{pw}`.",
    "voice memo: the Eastlink modem password at the rug coop is {pw}, that's it",
    "can you keep my UNI Financial online banking password? it's {pw}",
    "dictated: the Jobber account password is {pw} full stop",
    "b'y the new password for the crab office laptop is {pw}, some handy eh",
    "dear, the password for the pound computer is {pw} now",
    "Ticketmaster resale account, password {pw}, don't lose it buddy",
    "mon password pour le laptop du pound c'est {pw}",
    "le password du modem icitte asteure c'est {pw}",
    "Josée: j'ai switché le password du Sensorist à {pw}, dis-lé à parsonne",
    "le mot de passe de l'ordi du bureau du crabe, c'est {pw}",
    "Yvonne: le nouveau mot de passe de la console à la salle c'est {pw}, merci!",
    "ok so le password de l'OLT à Margaree c'est right {pw}, worry pas",
    "voici le mot de passe du wifi au pound : « {pw} »",
    "Germaine: mot de passe de la coopérative de tapis hookés → {pw}",
    "le password de mon compte UNI c'est {pw}, faut pas le dire à personne",
    "Ti-Paul: password du Jamulus asteure = {pw}",
    "Seo am facal-faire: {pw}",
    "Mairi: tha am facal-faire ùr {pw}, na innis do dhuine",
    "facal-faire an talla: {pw} (mòran taing, Dolena)",
    "facal-faire a' choimpiutair aig a' phound → {pw}",
    "Kwe' Noel, ula password {pw}, wela'lin",
    "Cheryl: kwe', password ula {pw}",
    "Brandon: ula pasweti for the band office {pw}, wela'lioq",
    "Denny: kwe'! password {pw} ula, mu wen",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ginette", "remi.aucoin", "tipaul", "josee.c", "marcel", "yvonne.d", "angus.b",
          "flora", "ronald.r", "kenzie", "mairi.g", "stewart", "elsie.m", "noel.f", "cheryl",
          "brandon.d", "dolena", "germaine.l", "svc-pound", "fibre-tech", "hall-sound"]  # fmt: skip
_LOGINS = [
    "Messenger, Angus: the Marlec login is {u} / {pw}",
    "HALL-318: {u} locked out of the X32-Edit bridge, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Fibre › SmartOLT: {u} — {pw}",
    "| box | login | password |\n|---|---|---|\n| V-SOL OLT Margaree | {u} | {pw} |",
    "sign into the Sensorist portal as {u} with {pw}",
    "Hioso login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- device: olt-mabou-1\n  username: {u}\n  password: {pw}",
    "Kenzie says the Ardour box is {u} and the password is {pw}",
    "device,login,password\nbaicells-pleasantbay,{u},{pw}",
    "ssh {u}@chiller.pound.lan (password {pw})",
    "creds for the EXFO cloud are {u} and {pw}",
    "user {u}, mot de passe {pw}, merci",
    "le user c'est {u} pis le password c'est {pw}",
    "nom d'usager {u}, mot de passe {pw}",
    "ainm-cleachdaiche {u}, facal-faire {pw}",
    "Kwe', user {u}, password {pw}, wela'lin",
    "b'y the login is {u} and the pass is {pw}",
    "identifiant : {u} / mot de passe : {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["homard", "chaloupe", "rapure", "tintamarre", "strathspey", "ceilidh", "doris",
               "bouette", "poutine", "gaspereau", "skyline", "burlap", "hooky", "buoy"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, all small, then {d}",
    "password: it's {w}, right after it the number {d}",
    "for the chiller server it's {w} and {d} at the end",
    "voice memo: the pound wifi password is {w} then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and number stuck together b'y",
    "le password c'est le mot {w}, pis après {d}",
    "mot de passe : le mot « {w} » suivi de {d}",
    "c'est {w}{d} tout collé, le password du pound",
    "am facal-faire: am facal {w}, agus an uair sin {d}",
    "password ula: {w}, then {d}, wela'lin",
    "the password's the word {w} followed by {d}, some simple",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 5 % len(_SAID_WORDS)]  # a word once per corpus
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "cadaver https://dav.halldecheticamp.ca/\ndav:/> open -u {u} -p '{pw}'",
    "mpc -h '{pw}@hall-pi.lan' play",
    "picocom -b 115200 /dev/ttyUSB0   # olt console, then: login {u}, password {pw}",
    "plink -serial COM4 -sercfg 9600,8,n,1,N   # V-SOL console, password {pw}",
    "screen /dev/ttyUSB1 115200\nHioso login: {u}\nPassword: {pw}",
    "zabbix_sender -z zbx.pound.lan -s chiller -k temp -o 3.1 --tls-psk-identity pound --tls-psk-file <(echo {pw})",
    "check_nrpe -H olt-mabou.lan -c check_load -A '{pw}'",
    "cupsctl --remote-admin --user {u} --password '{pw}'",
    "lpadmin -p munbyn -E -v 'ipp://{u}:{pw}@munbyn.coop.lan/ipp' -m everywhere",
    "apcaccess -h ups.pound.lan:3551   # nis password {pw}",
    "litecli 'sqlite:///trap-tags.db' --password '{pw}'",
    "skopeo login -u {u} -p '{pw}' registry.shorefibre.ca",
    "ncftpput -u {u} -p '{pw}' ftp.pound.lan /tags tags-2032-05.csv",
    "wput tags.csv 'ftp://{u}:{pw}@ftp.pound.lan/in/'",
    "davix-get --userlogin {u} --userpass '{pw}' https://dav.coop.lan/rugs/inventory.xlsx",
    "pdftotext -upw '{pw}' settlement-2032.pdf -",
    "scrypt enc --passphrase env:SCRYPT_PW rugs.tar rugs.tar.enc   # SCRYPT_PW={pw}",
    "ccrypt -e -K '{pw}' crab-slips.csv",
    "rar a -hp'{pw}' ceilidh-recordings.rar recordings/",
    "doveadm pw -s SHA512-CRYPT -p '{pw}'",
    "ejabberdctl register {u} chat.halldecheticamp.ca '{pw}'",
    "prosodyctl register {u} chat.pound.lan '{pw}'",
    "pure-pw useradd {u} -u ftpuser -d /srv/ftp/tags -m <<< '{pw}\n{pw}'",
    "saslpasswd2 -p -c {u} <<< '{pw}'",
    "snmpset -v3 -l authPriv -u {u} -a SHA -A '{pw}' -x AES -X '{pw}' olt-mabou.lan ifAdminStatus.3 i 2",
    "jarsigner -keystore release.jks -storepass '{pw}' hall-tickets.apk release",
    "apksigner sign --ks release.jks --ks-pass pass:{pw} hall-tickets.apk",
    "mcrypt -k '{pw}' payroll-2032.csv",
    "osslsigncode sign -pkcs12 code.pfx -pass '{pw}' -in setup.exe -out setup-signed.exe",
    "cmdkey /generic:olt-margaree /user:{u} /pass:{pw}",
    "mumble-server -supw '{pw}'",
    "ncftpget -u {u} -p '{pw}' ftp.coop.lan . /patterns/*.pdf",
    "curlftpfs 'ftp://{u}:{pw}@ftp.coop.lan/' /mnt/coop",
    "unrar x -p'{pw}' old-fiddle-tunes.rar",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "angus@chiller:~$ {c}", "PS C:\\hall> {c}", "root@olt-jump:~# {c}",
    "Termius on the crab boat's laptop: {c}", "the command Rémi ran: {c}",
    "la commande que j'ai runnée : {c}", "an àithne: {c}", "b'y I ran this: {c}",
    "Kenzie, from the hall Pi:\n$ {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsps://{u}:{pw}@cam-tank4.pound.lan:322/live",
    "sftp://{u}:{pw}@slips.crabeoffice.ca:2222/in/",
    "ftps://{u}:{pw}@ftp.coop.lan:990/patterns",
    "ldaps://{u}:{pw}@dc.shorefibre.lan:636/dc=shorefibre,dc=lan",
    "postgresql+psycopg://{u}:{pw}@pg.shorefibre.lan:5432/subscribers",
    "mysql+pymysql://{u}:{pw}@db.hall.lan/tickets",
    "redis://{u}:{pw}@cache.hall.lan:6379/2",
    "mongodb://{u}:{pw}@mongo.pound.lan:27017/traps?authSource=admin",
    "amqp://{u}:{pw}@mq.pound.lan:5672/tags",
    "mqtt://{u}:{pw}@broker.pound.lan:1883",
    "jdbc:postgresql://pg.coop.lan:5432/rugs?user={u}&password={pw}",
    "Server=sql.crabeoffice.lan;Database=Slips;User Id={u};Password={pw};",
    "smb://{u}:{pw}@nas.coop.lan/patterns",
]  # fmt: skip
_URL_PLACES = [
    "SUBSCRIBERS_DB_URL={c}", "keep this connection string for me: {c}",
    "la connection string c'est {c}", "HALL-322: {c}", "Wiki › Pound › Databases: {c}",
    "b'y here's the db url {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "cap-rouge-shore", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


# Every shape is the author's guess; none is known to be a vendor's real format.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Bandzoogle", "BANDZOOGLE_API_KEY", _j((HEX, 40))),
    ("Chexy", "CHEXY_SECRET", _j((ALNUM, 32))),
    ("Gaiia", "GAIIA_API_TOKEN", _vendor_jwt("https://api.gaiia.com")),
    ("Powercode", "POWERCODE_API_KEY", _j((ALNUM, 40))),
    ("Preseem", "PRESEEM_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Splynx", "SPLYNX_API_SECRET", _j((HEX, 32))),
    ("Sonar Software", "SONAR_API_TOKEN", _vendor_jwt("https://shorefibre.sonar.software")),
    ("Azotel", "AZOTEL_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Eshipper", "ESHIPPER_API_SECRET", _j((URLSAFE, 43))),
    ("UNI Financial", "UNI_OPENBANKING_SECRET", _j((B64, 44))),
    ("Square Online", "SQUARE_ONLINE_TOKEN", _j((URLSAFE, 64))),
    ("VIAVI", "VIAVI_STRATASYNC_KEY", _j((HEX, 64))),
    ("SmartOLT", "SMARTOLT_API_KEY", _j((HEX, 32))),
    ("Helcim", "HELCIM_API_TOKEN", _j((ALNUM, 48))),
    ("Moneris", "MONERIS_API_TOKEN", _j((ALNUM, 20))),
    ("Wealthsimple", "WEALTHSIMPLE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Showpass", "SHOWPASS_API_KEY", _j((HEX, 40))),
    ("Ticket Tailor", "TICKET_TAILOR_API_KEY", _j("sk_", (D, 4), "_", (HEX, 32))),
    ("Big Cartel", "BIG_CARTEL_TOKEN", _j((ALNUM, 40))),
    ("Payhip", "PAYHIP_API_KEY", _j((HEX, 40))),
    ("Jobber", "JOBBER_CLIENT_SECRET", _j((HEX, 64))),
    ("FreshBooks", "FRESHBOOKS_CLIENT_SECRET", _j((HEX, 64))),
    ("Purolator", "PUROLATOR_API_PASSWORD", _j((ALNUM, 16), (_SYMBOLS, 1), (ALNUM, 3))),
    ("Intelcom", "INTELCOM_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Chit Chats", "CHITCHATS_ACCESS_TOKEN", _j((URLSAFE, 40))),
    ("Stallion Express", "STALLION_API_TOKEN", _j((ALNUM, 60))),
    ("Freightcom", "FREIGHTCOM_API_KEY", _j((ALNUM, 64))),
    ("Spire Maritime", "SPIRE_MARITIME_TOKEN", _j((ALNUM, 32))),
    ("Sofar", "SOFAR_SPOTTER_TOKEN", _j((HEX, 30))),
    ("ZOLEO", "ZOLEO_API_KEY", _j((UPPER_HEX, 40))),
    ("Tarana", "TARANA_TCS_API_KEY", _j((B64, 56))),
    ("Calix", "CALIX_CLOUD_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Ecwid", "ECWID_SECRET_TOKEN", _j("secret_", (ALNUM, 32))),
    ("Folksy", "FOLKSY_API_KEY", _j((HEX, 32))),
    ("Gumroad", "GUMROAD_ACCESS_TOKEN", _j((URLSAFE, 43))),
    ("Wagepoint", "WAGEPOINT_API_KEY", _j((ALNUM, 36))),
    ("Plooto", "PLOOTO_API_SECRET", lambda g: v.uuid4(g, "a")),
    ("Zeffy", "ZEFFY_API_KEY", _j((ALNUM, 40))),
    ("CanadaHelps", "CANADAHELPS_API_KEY", _j((UPPER_HEX, 32))),
    ("Ticketleap", "TICKETLEAP_API_KEY", _j((HEX, 40))),
    ("Hubdoc", "HUBDOC_TOKEN", _j((ALNUM, 48))),
    ("Nethris", "NETHRIS_API_SECRET", _j((B64, 64))),
    ("Rise People", "RISE_API_TOKEN", _j((URLSAFE, 50))),
    ("Loomis", "LOOMIS_API_PASSWORD", _j((ALNUM, 24))),
    ("Eastlink", "EASTLINK_PORTAL_KEY", _j((HEX, 48))),
    ("Paymentus", "PAYMENTUS_API_KEY", _j((ALNUM, 32))),
    ("Ticketmaster", "TICKETMASTER_CONSUMER_SECRET", _j((ALNUM, 32))),
    ("Sensorist", "SENSORIST_API_KEY", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "Dockerfile:\nENV {env}={tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "kubectl create secret generic hall-api --from-literal={env}={tok}",
    "Cap-Rouge admin › Settings › Integrations › {vendor} › API key: {tok}",
    "wiki table 'Integrations': | {vendor} | 2032 | {tok} |",
    "note: rotate the {vendor} key {tok}",
    "Messenger, Angus: {vendor} key for the sync: {tok}",
    "the {vendor} token we use now is {tok}, the old one's dead b'y",
    "HALL-340: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "la clé API {vendor} c'est {tok}",
    "clé d'API de {vendor} pour le pound : {tok}",
    "ma clé {vendor} asteure c'est {tok}, dis-lé à parsonne",
    "le API key de {vendor} c'est {tok}, merci!",
    "voici la clé secrète {vendor} : {tok}",
    "iuchair API {vendor}: {tok}",
    "seo an iuchair dhìomhair aig {vendor}: {tok}",
    "Kwe', {vendor} API key ula {tok}, wela'lin",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    splynx = _r(rng, HEX, 32)
    helcim = _r(rng, ALNUM, 48)
    showpass = _r(rng, HEX, 40)
    smartolt = _r(rng, HEX, 32)
    spire = _r(rng, ALNUM, 32)
    gumroad = _r(rng, URLSAFE, 43)
    return [
        Sample("vendor_token", f'r = requests.get("https://shorefibre.splynx.app/api/2.0/admin/customers/customer", auth=("ops", "{splynx}"))', splynx),
        Sample("vendor_token", f"curl -H 'api-token: {helcim}' https://api.helcim.com/v2/card-transactions", helcim),
        Sample("vendor_token", f'const showpass = new ShowpassClient({{ token: "{showpass}" }});', showpass),
        Sample("vendor_token", f"curl -H 'X-Token: {smartolt}' https://shorefibre.smartolt.com/api/onu/get_all_onus_details", smartolt),
        Sample("vendor_token", f'query = {{"token": "{spire}", "mmsi": "316012345"}}', spire),
        Sample("vendor_token", f"$gumroad = new GumroadClient('{gumroad}');", gumroad),
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


_BARE_PLACES = ["{t}", "Messenger: {t}", "it only shows it once, so here:\n{t}",
                "le token c'est {t}", "seo e: {t}", "{t}\n^ new one b'y, old one's revoked",
                "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of tank sensor T-04 at the pound (OTAA): {h}": 32,
    "HMAC secret for the Helcim webhook: {h}": 64,
    "Dante Domain Manager backup key: {h}": 32,
    "pre-shared key of the IPsec tunnel from the Margaree hut: {h}": 64,
    "GPON ONU registration key (hex) for the Mabou cabinet: {h}": 20,
    "clé de chiffrement des backups du pound : {h}": 64,
    "la clé AES du logger du crabe asteure : {h}": 32,
    "iuchair chrioptachaidh: {h}": 48,
    "SNMPv3 localized auth key of olt-mabou: {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "HALL-355: token copied from the browser's network tab {t}",
    "Cookie: lang=fr-CA; crsession={t}",
    "TICKETS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "le token c'est {t}",
    "seo an tòcan: {t}",
    "b'y the token is {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@caprouge.ca"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.caprouge.ca/realms/shore", "azp": "hall-tickets",
                   "roles": ["box-office"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the chiller server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tickets.halldecheticamp.ca.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"RADIUS_TLS_KEY": "{key}", "site": "margaree-hut"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_olt <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "HALL-360, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "la clé privée du serveur du pound :\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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


_SEED_PLACES = {
    "Sparrow wallet backup, copying it off the card: {p}": "english",
    "Nunchuk wallet recovery phrase\n{p}": "english",
    "the old céilidh-fund wallet words (emptied): {p}": "english",
    "voice memo: the BlueWallet recovery words are {p} and that's all b'y": "english",
    "wiki page 'Crab fund wallet (retired)': {p}": "english",
    "phrase de récupération du wallet à mon cousin de Saint-Pierre : {p}": "french",
    "les mots de récupération du wallet, asteure : {p}": "french",
    "frase de recuperação da carteira do tio em Ponta Delgada: {p}": "portuguese",
    "스노우크랩 바이어 지갑 복구 문구: {p}": "korean",
    "ズワイガニの仕入れ先のウォレット復元フレーズ：{p}": "japanese",
    "龙虾买家钱包助记词：{p}": "chinese_simplified",
    "fráze pro obnovu peněženky (kamarád z Brna): {p}": "czech",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _checked_phrase(rng: random.Random, lang: str, words_n: int) -> str:
    """A phrase of ``lang``'s list, redrawn until ``Mnemonic(lang).check`` accepts it as typed."""
    mnemo = _MNEMO[lang]
    for _ in range(1000):
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = unicodedata.normalize("NFC", " ".join(str(mnemo.to_mnemonic(entropy)).split()))
        if mnemo.check(phrase):
            return phrase
    raise ValueError(lang)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _checked_phrase(rng, _SEED_PLACES[template], [24, 12, 12, 18][index % 4]).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Messenger, Angus: the company card for the chiller parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "HALL-372: pay the fiddle repair with card {c}",
    "b'y my card number is {c}, {mm}/{yy}",
    "mon numéro de carte c'est {c}, exp {mm}/{yy}",
    "numéro de carte de crédit du pound : {c}",
    "la carte de la coop asteure : {c} ({mm}/{yy})",
    "àireamh na cairt agam: {c}",
    "card ula {c}, {mm}/{yy}, wela'lin",
    "the Visa for the céilidh float: {c}",
    "Carte : {c} — expiration {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "visa" if "Visa" in template else _BRANDS[index % len(_BRANDS)]
    number = _card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", "", " ", " ", "."][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 04/35, the four-digit code on the front: {cvv}",
               "the coop's Amex, the four little digits above the number: {cvv}",
               "Amex {c}, four-digit CID printed above the number: {cvv}",
               "les quatre petits chiffres en avant de l'Amex : {cvv}",
               "le code de l'Amex, les 4 chiffres sur le devant, c'est {cvv}",
               "na ceithir àireamhan air beulaibh an Amex: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    """An Amex and its four-digit CID (drawn so that it never reads as a year)."""
    number = v.grouped(_card(rng, "amex"), " ", rng)
    code = v.until(rng, lambda g: _r(g, D, 4), lambda c: not c.startswith(("19", "20")))
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Where the region's families and partners bank (Canada issues no IBANs); BBAN shapes after
# stdnum's iban.dat (a: letter, n: digit, c: either).
_IBAN_SHAPES = {"FR": "n" * 10 + "c" * 11 + "nn", "IE": "aaaa" + "n" * 14, "GB": "aaaa" + "n" * 14,
                "PT": "n" * 21, "IS": "n" * 22, "FO": "n" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice CR-2032-041: please pay the Saint-Pierre lobster crates to {i} within 30 days",
    "save the Killybegs trap maker's IBAN: {i}",
    "IBAN: {i}\nReference: snow crab lot 12, May",
    "the Oban fiddle shop's new bank details, IBAN {i}",
    "l'IBAN à ma tante à Saint-Pierre c'est {i}",
    "IBAN du fournisseur de casiers : {i}",
    "IBAN an luchd-ciùil à Alba: {i}",
    "IBAN ula {i}, wela'lin",
    "b'y the Azores crew's IBAN is {i}",
    "IBAN of the Reykjavík crab buyer: {i}",
    "Tórshavn net supplier, IBAN {i}",
    "virement à faire sur l'IBAN {i} asteure",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _sin(g: random.Random) -> str:
    """A Canadian SIN: nine digits whose Luhn check holds (first digit 1 to 7, 9 for temporary)."""
    number = v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), ca_sin.is_valid)
    return str(ca_sin.format(number))


def _bn(g: random.Random) -> str:
    """A Canada Revenue Agency business number: nine digits, Luhn, and a program account."""
    number = v.until(g, lambda h: h.choice("78") + _r(h, D, 8), ca_bn.is_valid)
    return f"{number} RT0001"


def _bc_phn(g: random.Random) -> str:
    """A British Columbia Personal Health Number: 9 then eight digits, a weighted mod-11 check."""
    number = v.until(g, lambda h: "9" + _r(h, D, 9), ca_bc_phn.is_valid)
    return str(ca_bc_phn.format(number))


def _nir(g: random.Random) -> str:
    """A French NIR (numéro de sécu) of someone born in Saint-Pierre-et-Miquelon (975), key mod 97."""

    def make(h: random.Random) -> str:
        body = f"{h.choice('12')}{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}975{h.choice(['01', '02'])}{_r(h, D, 3)}"
        return body + f"{97 - int(body) % 97:02d}"

    return v.until(g, make, fr_nir.is_valid)


def _pps(g: random.Random) -> str:
    """An Irish PPS number: seven digits and a weighted mod-23 check letter."""

    def make(h: random.Random) -> str:
        digits = _r(h, D, 7)
        total = sum(int(c) * w for c, w in zip(digits, range(8, 1, -1), strict=True))
        return digits + "WABCDEFGHIJKLMNOPQRSTUV"[total % 23]

    return v.until(g, make, ie_pps.is_valid)


def _nhs(g: random.Random) -> str:
    """A UK NHS number: ten digits with a mod-11 check digit."""
    number = v.until(g, lambda h: _r(h, D, 10), gb_nhs.is_valid)
    return str(gb_nhs.format(number))


def _ns_health(g: random.Random) -> str:
    """A Nova Scotia health card (MSI) number: ten digits, no public check."""
    return f"{g.choice('0123')}{_r(g, D, 3)} {_r(g, D, 3)} {_r(g, D, 3)}"


def _ns_licence(g: random.Random) -> str:
    """A Nova Scotia driver's licence: five letters of the surname and nine digits, no check."""
    return f"{g.choice(['AUCOI', 'CHIAS', 'DEVEA', 'MACIS', 'BEATO', 'GILLI'])}{_r(g, D, 9)}"


def _ca_passport(g: random.Random) -> str:
    """A Canadian passport: two letters and six digits."""
    return _r(g, UPPER, 2) + _r(g, D, 6)


def _status_card(g: random.Random) -> str:
    """A Secure Certificate of Indian Status registration number: ten digits, no public check."""
    return "0" + g.choice("23") + _r(g, D, 8)


def _fin(g: random.Random) -> str:
    """A DFO fisher identification number as a crew member keeps it: six digits, no check."""
    return g.choice("123") + _r(g, D, 5)


_ID_PLACES: dict[str, Maker] = {
    "my SIN for the EI claim after crab season: {s}": _sin,
    "mon NAS pour le chômage après la saison : {s}": _sin,
    "b'y my social insurance number is {s}, for the payroll form": _sin,
    "àireamh SIN agam: {s}": _sin,
    "Business number of Cap-Rouge Shore Ltd. on the CRA payroll form: {s}": _bn,
    "numéro d'entreprise de la coopérative de tapis hookés : {s}": _bn,
    "Kenzie's BC PHN from when he worked in Nanaimo: {s}": _bc_phn,
    "numéro de sécu de ma cousine de Saint-Pierre : {s}": _nir,
    "le NIR du gars de Miquelon pour la paye : {s}": _nir,
    "PPS number of the Killybegs deckhand: {s}": _pps,
    "àireamh PPS aig Seumas à Èirinn: {s}": _pps,
    "NHS number of the Oban fiddler, for his travel insurance: {s}": _nhs,
    "my Nova Scotia health card number: {s}": _ns_health,
    "ma carte santé de la Nouvelle-Écosse : {s}": _ns_health,
    "NS driver's licence for the crab truck's insurance: {s}": _ns_licence,
    "mon permis de conduire : {s}": _ns_licence,
    "my passport number for the Saint-Pierre ferry: {s}": _ca_passport,
    "numéro de passeport pour aller à Saint-Pierre : {s}": _ca_passport,
    "status card number ula {s}, wela'lin": _status_card,
    "my status card registry number: {s}": _status_card,
    "fisher identification number of the deckhand, for the licence papers: {s}": _fin,
    "àireamh cead-siubhail agam: {s}": _ca_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Wealthsimple 2FA recovery codes\n{codes}",
            "spare sign-in codes for the hall's Google Workspace {codes}",
            "codes de secours de la coop : {codes}", "codes de récupération 2FA, asteure :\n{codes}",
            "còdan cùl-taic 2FA: {codes}", "b'y the backup codes for Helcim: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Helcim:angus@caprouge.ca?secret={s}&issuer=Helcim&digits=6",
              "setup key for the Wealthsimple 2FA, manual entry: {s}",
              "clé secrète 2FA pour le compte Splynx : {s}",
              "TOTP secret for the SmartOLT admin: {s}",
              "iuchair 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Wealthsimple verification code", "UNI : votre code de vérification est {c}",
          "Use {c} to sign in to Ticketmaster", "ton code de confirmation Moneris : {c}, partage-le pas",
          "code Eastlink: {c}. na innis do dhuine", "b'y the code they texted is {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["CapRouge-Pound", "Pound-Tanks-5G", "Hall-Cheticamp", "Salle-Stage-2G",
          "Coop-Tapis-Hookes", "CrabOffice-5G", "ShoreFibre-Install", "Eastlink-7F21",
          "Margaree-Hut", "MabouCabinet", "PleasantBay-Guest", "Doris-Marine"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "pound network {s}, password {pw}",
    "wifi at the hall: {s} / {pw}",
    "Pi first boot, wireless: SSID {s}, passphrase {pw}",
    "le wifi {s}, le password c'est {pw}",
    "mot de passe du wifi {s} : {pw}",
    "wifi {s} icitte, password asteure {pw}",
    "facal-faire an wifi {s}: {pw}",
    "wifi {s} password ula {pw}",
    "b'y the wifi is {s} and the key is {pw}",
    "nmcli dev wifi connect {s} password {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "Eastlink modem sticker: network {s}, key {pw}",
    "ONT at the customer's in Judique: SSID {s}, WPA key {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sk_", (ALNUM, 24)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28)),
                 _j("secret_", (ALNUM, 20))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[read out over the VHF, transcribed] {t}",
          "(spaced so the Messenger preview hides it) {t}", "une lettre à la fois : {t}",
          "aon litir aig aon àm: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["code du cadenas du pound : {pw}", "le NIP de ma carte c'est {pw}, dis-lé à parsonne",
          "b'y the code for the bait shed padlock is {pw}", "còd a' ghlais: {pw}",
          "the hall's back-door keypad takes {pw} then #", "PIN for the crab office alarm: {pw}",
          "mon NIP asteure : {pw}", "padlock ula {pw}, wela'lin",
          "àireamh PIN agam: {pw}, na innis do dhuine"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {
        "pw": v.until(
            rng,
            lambda g: _r(g, D, [4, 5, 6, 4][index % 4]),
            lambda c: not c.startswith(("19", "20")),
        )
    }


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["fricot", "rapure", "tintamarre", "doris", "bouette", "strathspey", "ceilidh",
                 "burlap", "skyline", "buoy", "trapline", "hooky", "margaree", "chanterelle",
                 "capstan", "gaspereau"]  # fmt: skip
_PHRASES = {"Proton Pass master passphrase for the office vault: {p}": " ",
            "KeeWeb database passphrase: {p}": " ", "Buttercup vault passphrase: {p}": "-",
            "la passphrase du backup du pound : {p}": ".",
            "abairt-fhaire an stòir: {p}": " ", "passphrase ula {p}": "_",
            "b'y the backup passphrase is {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Bruno request, header Authorization: Basic {v}": True,
    "caddy: header_up Authorization \"Basic {v}\"": True,
    "HTTPie history: Authorization: Bearer {v}": False,
    "Yaak environment, header Authorization = Basic {v}": True,
    "Thunder Client export of the Splynx call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "jamulus.service drop-in:\n[Service]\nExecStart=/usr/bin/jamulus -s -n --serverinfo 'Cheticamp;;CA' --jsonrpcport 8765 --jsonrpcsecretfile /etc/jamulus/secret\n# /etc/jamulus/secret: {pw}",
    "icecast.xml on the hall stream box:\n<authentication>\n  <source-password>{pw}</source-password>\n</authentication>",
    "mpd.conf:\npassword \"{pw}@read,add,control,admin\"",
    "freeradius clients.conf:\nclient margaree-hut {{\n  ipaddr = 10.20.0.0/24\n  secret = {pw}\n}}",
    "splynx.ini:\n[db]\nuser = splynx\npassword = {pw}",
    "nut upsd.users:\n[monuser]\n  password = {pw}\n  upsmon primary",
    "smartolt-bridge.yaml:\nolt:\n  host: 10.30.0.2\n  user: admin\n  password: {pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "wp-config.php on the hall site:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "settings.py (rug coop shop):\nDATABASES = {{\"default\": {{\"USER\": \"coop\", \"PASSWORD\": \"{pw}\"}}}}",
    "chillerd.toml:\n[modbus]\nhost = \"10.0.4.20\"\nuser = \"tech\"\npassword = \"{pw}\"",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Slips\": \"Server=sql.crabeoffice.lan;User Id=slips;Password={pw};\" }}",
    ".env (box office):\nDB_USER=tickets\nDB_PASS={pw}",
    "msmtprc:\naccount hall\nhost smtp.eastlink.ca\nuser box@halldecheticamp.ca\npassword {pw}",
    "rclone.conf:\n[coopdav]\ntype = webdav\nuser = coop\npass = {pw}",
    "radiusd users file:\nfibre-tech Cleartext-Password := \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Ginette: wifi password at the pound?\nRémi: {pw}",
    "[06:12] angus: root pw for the chiller server?\n[06:13] flora: {pw}",
    "Kenzie: {pw} is the new X32-Edit password",
    "Marcel: use {pw}, that's what I set on the OLT",
    "Josée: le nouveau password c'est {pw}",
    "Yvonne: {pw}, c'est ça le mot de passe de la salle asteure",
    "Mairi: am facal-faire ùr: {pw}",
    "Noel: kwe', new password ula {pw}",
    "[21:40] Ti-Paul: password du pound?\n[21:41] Ginette: {pw}, merci de pas le partager",
    "Stewart: b'y the new one's {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\ufeffword = {pw}", "pass\u00adword → {pw}", "раsswоrd: {pw}",
    "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "mot\u200bde\u200bpasse : {pw}", "pass\u200eword: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 58), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 5), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _checked_phrase(g, "english", 12)


_SPLIT_PASSWORDS = {
    "the Marlec admin password is": "{s}", "SmartOLT pw:": "{s} (since the OLT swap in March)",
    "le password c'est": "{s}", "facal-faire:": "{s}\nna innis do dhuine",
    "mot de passe du pound :": "{s}", "b'y the password is": "{s}", "password ula": "{s}",
    "X32-Edit password": "{s}",
    "the password Rémi read out over the VHF was": "{s}, I think",
    "mon mot de passe asteure c'est": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Splynx API secret", "{s}", _j((HEX, 32))),
    ("split_token", "Ticket Tailor key:", "{s} (box office)", _j("sk_", (D, 4), "_", (HEX, 32))),
    ("split_token", "Plooto client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FO"))),
    ("split_backup", "Wealthsimple recovery codes", "{s}\nkxrw04-7qm2d1\nbtwq81-h3vz9p", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "SIN", "{s}", _sin),
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


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"marlec": {"url": "https://marlec.pound.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"facal-faire": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kenzie", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"olts": [{"name": "olt-mabou"}, {"name": "olt-margaree", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["cadaver", "-u", "coop", "--password", "{s}", "https://dav.coop.lan/"]}': ("meta_password", _plain_pw),
    '{"note": "le password du pound c\'est {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the SmartOLT as fibre-tech with the password {s}"}': ("meta_password", _plain_pw),
    '{"splynx": {"api_secret": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"helcimToken": "{s}"}': ("meta_token", _j((ALNUM, 48))),
    '{"showpass_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "IS")),
    '{"deckhand": {"sin": "{s}"}}': ("meta_id", _sin),
    '{"mfa": {"recovery_codes": ["{s}", "kxrw04-7qm2d1", "btwq81-h3vz9p"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"ceilidh_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bait_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j("7", (D, 3))),
    '{"wifi": {"ssid": "Pound-Tanks-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"x32-firmware-4.13.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.shorefibre.ca/olt-bridge:2.1").hexdigest()
_COMMIT = hashlib.sha1(b"tickets: add the Saturday ceilidh", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pound: revert tank alarm threshold", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"slips_2032-05-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"subscribers-export-2032.csv").hexdigest()

CLEAN = [
    "Remind me to change the Marlec password before the chiller service on 2032-06-11.",
    "Rémi asked for the pound wifi password; it's on the card in the office drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Messenger, b'y; send a vault link instead.",
    "The `.env.example` line `SPLYNX_API_SECRET=replace-me` is a placeholder; the real one is in the vault.",
    "The X32-Edit remote asks for a new password after every firmware update.",
    "Replace <YOUR_HELCIM_TOKEN> in the README with the token from your Helcim dashboard.",
    "SHOWPASS_API_KEY and SMARTOLT_API_KEY must be set before the nightly sync runs.",
    "Faut pas donner ton mot de passe à parsonne, même pas à moi.",
    "Le password du wifi est sur le frigidaire au pound, demande à Ginette.",
    "Na innis am facal-faire agad do dhuine sam bith.",
    "Kwe'! Wela'lin for the tea, Noel.",
    "Mòran taing for the céilidh last night, the fiddles were some good.",
    "J'ai changé mon mot de passe hier, c'était la quatrième fois c't'année.",
    "B'y don't be texting passwords around, use the vault.",
    "Le mot de passe doit avoir au moins quatorze caractères.",
    "Upgraded the X32 firmware from 4.06 to 4.13 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the Saturday céilidh to the box office.",
    f"Rolled back to {_SHORT} after the tank alarm threshold change paged everyone at 3 a.m.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The X32 firmware 4.13 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of subscribers-export-2032.csv: {_SHA512}",
    f"The OLT bridge runs registry.shorefibre.ca/olt-bridge@sha256:{_IMAGE}.",
    f"MD5 of slips_2032-05-14.csv is {_MD5}, same as the copy on the office NAS.",
    "Request id 3c9e1f7a-52b4-4d1e-9a60-7f2b8c0d1e35 is the slow one in the Splynx logs.",
    "Purchase order PO-2032-00731 for 300 crab traps ships from Yarmouth on Thursday.",
    "HALL-311: the stage monitor mix keeps feeding back during the fiddle sets.",
    "Call the pound on 902-224-0147 before noon; the office line is 902-258-0133.",
    "Container TCNU 5590218 with the snow crab is at the Halifax terminal.",
    "Bill of lading CRS-HFX-2032-0019 covers 14 pallets of frozen snow crab sections.",
    "HS code 0306.14 is frozen crabs; 0306.32 is live lobster, not frozen.",
    "Tank 4 is at 3.1 °C and the salinity is 31 ppt; tank 2 runs a bit warmer.",
    "After five wrong passwords the SmartOLT locks the account for 20 minutes.",
    "Lobster fishing area 18 opens on May 1; the Chéticamp boats set 275 traps each.",
    "The secret of a good fricot is the summer savory, says Yvonne.",
    "Ask Marcel for the bait shed code, I don't have it.",
    "My card ending 4471 was declined at the co-op in Chéticamp.",
    "The Saint-Pierre buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Wealthsimple account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `HELCIM_API_TOKEN` in the secrets store, never in the repository.",
    "Helcim moved the API token page under Settings › Integrations in its May release.",
    "ISBN 978-0-88780-512-3 is the hooked-rug pattern book on the coop shelf.",
    "The guest wifi 'Hall-Guest' is open, no password needed.",
    "Lot SC-2032-LFA18-0412, 1 800 kg of snow crab sections, grade A.",
    "Postal code B0E 1H0 is Chéticamp; B0E 1V0 is Mabou; B0E 2W0 is Margaree Forks.",
    "Route 19 runs from Port Hastings to Inverness; Route 219 continues north to Margaree Harbour.",
    "Cabot Trail 2032 map edition, second printing, 40 000 copies.",
    "The ONT serial ALCL-B4F2 9C11 is on the sticker; it is not a password, it's for the OLT match.",
    "Fiddle tune book 'Cape Breton Reels 1975–2030', tune 212 is 'The Margaree Reel'.",
    "Splice tray 3 of the Mabou cabinet holds fibres 25 to 36; OTDR trace shows 0.21 dB/km.",
    "GPON ranging took 14 ms on the Judique drop; optical power -19.4 dBm.",
    "The rug coop's price list: 24 × 36 in mat, $340; 30 × 48 in runner, $520.",
    "Tracking number 1Z 999 AA1 01 2345 6784 is the fiddle strings from Ontario.",
    "MMSI 316 012 345 is the Doris Marie's radio id, printed on the VHF.",
    "The crab office VHF listens on channel 16 and works on 68.",
    "Le code postal de Petit-Étang c'est B0E 2T0, pis Grand-Étang B0E 1L0.",
    "Seo an clàr-ama airson a' chèilidh: Dihaoine aig 8f.",
    "Password reset link sent to the box office mailbox; it expires in 30 minutes.",
    "The Wi-Fi standard on the new ONTs is 802.11ax (Wi-Fi 6), model XS-2426G-B.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/shore/marlec", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 212}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "HALL-311", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "SC-2032-LFA18-0412", "weight_kg": 1800, "grade": "A"}}',
    '{"phone": "902-224-0147", "city": "Chéticamp"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "traps_in_water": 275}',
    '{"hs_code": "0306.14", "origin": "CA", "description": "frozen snow crab"}',
    '{"postal_code": "B0E 1H0", "route": "19", "mmsi": "316012345"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
