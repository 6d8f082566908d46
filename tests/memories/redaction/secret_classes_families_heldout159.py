# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-fifty-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fifty-eighth's docstring, the
fifth to hundred-and-fifty-eighth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-sixtieth to hundred-and-sixty-second), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed, password words
(a citrus variety, a carton count, `ct` and a sign; `Shaft`, a shaft and `Level`, a level and a
sign; a bushveld tree or animal, a year and a sign; a cashew grade (`W320`), a town and a sign; two
Mozambican or Sepedi dishes joined by dots with a number; `Ward`, `Bed` and a town; a name, a birth
year, a sign and a town; a football club, a number, a sign and a tree; leet bushveld words with a
year; `Quantum`, a seat count, `Seater` and a town; a town, a tree and a year joined by
underscores; a generator's groups and random runs), names, places, templates, tools, vendors and
layouts, the way the staff of Limpopo Basin Holdings (fictional: a platinum mine near Mokopane, a
citrus packhouse at Letsitele, a game lodge near Hoedspruit, a mission hospital at Elim, a
minibus-taxi association on the Giyani-Tzaneen route, a cashew processor at Chókwè and a border
office at Lebombo/Ressano Garcia, with people in eSwatini and in Gaza, Maputo and Inhambane) leak
secrets into an assistant's memory. The texts are WhatsApp, MoyaApp, Zello, Signal, Telegram,
Teams, Slack, Viber and Messenger messages, SMS, chat logs with times, tickets, a wiki page and
table, an e-mail, a runbook, a README fragment, a ward notebook, shell, cmd.exe and PowerShell
prompts, bash history, code (Rust, Python, C, Perl, PowerShell, Swift, C#, Nim, Ruby/Chef, PHP,
JavaScript), configs, voice memos, dictated text and requests to the assistant itself, around the
systems of a packhouse (a Compac sorter, cold rooms, a weighbridge), a mine (the winder HMI, the
explosives magazine), a lodge (booking PC, camera NVR, waterhole cameras), a hospital (pharmacy PC,
DHIS2), a taxi rank, the customs and revenue systems (SIGTAS, SARS eFiling, eNaTIS, TRAFMAN) and
accounting software (Sage Evolution, Sage 300 People, Caseware, Draftworx, Softline Accpac).

Tools, calls, flags, variables and files none of heldouts 5 to 158 names (each grepped for the
call, flag or file itself; a few of the tools appear there in other uses): wget's
`--ftp-password`, `wmic /user: /password:`, `pjsua --password`, kafka-configs'
`SCRAM-SHA-256=[password=…]`, socat's `PROXY:…,proxyauth=`, `ctr … content fetch --user`,
`pip config set global.index-url https://user:…@`, `gem sources --add https://user:…@`, a PAT
piped to `az devops login`, helm's `--set auth.rootPassword=`, `kamctl add`, curl's `--aws-sigv4`
with `--user`, `--login-options`, `--sasl-authzid` and `--tlsuser`/`--tlspassword`, git's `-c
http.extraHeader="Authorization: Basic …"`, rclone's `--sftp-host`/`--sftp-pass`, ffmpeg reading
an `rtsp://user:…@` stream, ZoneMinder's `zmu -U … -P`, Rust's `tokio_postgres::connect`, Python's
`hvac.Client` with `auth.userpass.login`, C's `PQconnectdb`, Perl's `Mojo::Pg->new`,
`HTTP::Tiny->new->get` and `Win32::OLE` with an `ADODB.Connection`, PowerShell's
`Connect-ExchangeOnline`, SwiftSMTP's `SMTP(hostname:email:password:)`, MailKit's
`SecureSocketOptions.StartTls` and `Pop3Client`, C#'s `MySqlConnection(…Pwd=…)`, Nim's `newSmtp`
and `smtpConn.auth`; connection strings `jdbc:sapdb:`, `jdbc:mimer:`, `jdbc:pervasive:`,
`jdbc:Altibase:`, `jdbc:tibero:` and `memcached://`; configs: kobo-env's
`KOBO_SUPERUSER_PASSWORD`, `REDASH_DATABASE_URL`, openHAB's `services/mqtt.cfg` (`broker.pwd`),
OpenWrt's PPPoE `option password`, `PPPOE_PASSWORD`, an EdgeRouter's `pppoe 0 password`, a GNSS
base's `ntrip_password` and a caster's `CASTER_PASSWORD`, playSMS's `SMSD_PASSWORD`,
`DHIS2_PASSWORD`, `UNMS_POSTGRES_PASSWORD`, an Ansible `mongo_password`, Chef's
`server_root_password`, MikroTik's `/caps-man security … passphrase=` and a router backup's
`wan_password`; vendor keys in a `FleetcamApiToken` app setting, an `X-PayProp-Key` header, an
`AgrihubClient` and a `PicupClient`, and sent to Zoom Connect's and Everlytic's REST APIs. Beside
them the commands and formats the product names (sshpass, smbclient -U, sudo -S, a wifi QR code,
`otpauth://`, a JWT, PEM blocks, Basic and Bearer headers), in layouts of its own.

About 48 % of the secret samples are in other languages than English (188 of 390 by a rough count
of the drawn samples): Cicopi (Chopi), Xichangana (Changana), Southern isiNdebele, Khelobedu,
Sepulana, Sehananwa, Xihlanganu, Iscamtho and Sepitori, which no earlier docstring names, and
Xitsonga, Xirhonga (Ronga), Xitshwa (Tswa), Gitonga (Bitonga), Tshivenda, Sepedi, siSwati,
Mozambican Portuguese, Afrikaans and South African English, with French, Spanish, Italian, German,
Dutch, Korean and Traditional Chinese lines, in wordings of their own. The wordings are the
author's approximations, checked by no speaker, built around a few marked words and the loanwords
people there really text (password, phasiwedi, senha, wifi, PIN, code/khodi, card/khadi, IBAN,
username, API key, token, backup codes, passphrase): Xitsonga's `ya mina … i`, `leyintshwa`, `u nga
byeli munhu`, `endzhaku ka`, `hlayisa`; Xichangana's `senha ya … i`, `ya ka hina`, `yintshwa`;
Xirhonga's and Xitshwa's `a senha ya mina hi`; Tshivenda's `yanga … ndi`, `ntswa`, `ni songo vhudza
muthu`; Sepedi's `ya ka … ke`, `ye mpsha`, `o se botše motho`, `lentšu`, `ka morago`; siSwati's `lami
… ngu`, `lelisha`, `ungatjeli muntfu`; Mozambican Portuguese's `a minha senha é`, `mano`,
`maningue`, `xiii`, `estás a ver`, `não mostra a ninguém`; Afrikaans' `wagwoord`, `moenie vir
iemand sê nie`; South African English's `eish`, `just now`, `bra`, `sharp`. The nine new
languages' lines are the thinnest guesses (a possessive and a copula beside loanwords): Cicopi
`senha ya nyamini ni`, Gitonga-like `senha yangu ngu`, Xichangana `senha ya … i`, Southern
isiNdebele `iphasiwedi yami … ngu`, `etja`, `ungatjeli muntu`, Khelobedu `phasewede ya ka khi`,
Sepulana `phasewete ya ka ki`, Sehananwa `u seke wa bolela mang`, Xihlanganu `phasiwedi … i …,
nchumu`, Iscamtho `Sho bra, i-password yam … ke`, `ek sê`, and Sepitori `password ya ka ke …, bra,
o se ke wa e bolella motho`.

Vendors (Lesaka, Payat, WumDrop, Picup, Courier It, RAM Hand-to-Hand, Fastway, Sendmarc,
Everlytic, Grapevine, Celerity, Zoom Connect, Syntell, PayProp, Searchworks, Compuscan, Datanamix,
Agri Technovation, FruitSpec, FarmTrace, SmartCare, SA Taxi, SwaziBank, PayShap, Takealot,
Lumkani, OUTsurance, King Price, Hollard, Old Mutual, Bank Zero, Lulalend, Hello Paisa, Mama Money,
Fleetcam, VeriCred, LekkeSlaap, MediKredit, Paltrack, FruitLook, Agrihub, Tevatronic, Minetec,
Axora, Pronto Xi, Mobivate, 1-grid and Domains.co.za) are ones heldouts 5 to 158 do not name. None
of them publishes a token shape the author knows, so every shape here is a guess (hex, base64,
URL-safe and alphanumeric runs, UUIDs, JWTs for Datanamix and Paltrack, and invented prefixes
`picup_live_`, `bz_live_` and `axr_`); only the use of a UUID-like token as Zoom Connect's REST
password and of an API key as Everlytic's Basic-auth password are believed real, and even those
are unchecked.

The ids are kinds heldouts 5 to 158 do not use: a minibus-taxi operating licence, a mine's blasting
certificate, a SAMTRAC certificate, an FGASA field-guide registration, an HPCSA registration, an
INCAJU cashew export licence, a SARS customs client number, a DUAT land-use title, a Mozambican
cédula pessoal, an eNaTIS traffic register number and a PSIRA registration, for which
python-stdnum has no module and which no library or this file checks (no check-digit algorithm is
written here): they are unchecked, their shapes invented or as the author believes them; passports
(eSwatini, Mozambican, South African) under siSwati, Xichangana, Khelobedu, Tshivenda and
Portuguese words, likewise unchecked. Card numbers pass Luhn (the value helpers' brands, checked
with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes and IBAN calls of heldouts 5 to 158 (Poland, in eleven corpora by that count; the United
Arab Emirates, Azerbaijan, Bosnia and Herzegovina, Honduras, Kuwait, Lebanon and Mauritania, in
twelve), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Portuguese, French, Spanish, Italian and Korean lists, each with a valid checksum. Counts: 390
secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean
metadata dicts.
Measured once; a miss here is reported, not tuned on.
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

SEED = 159_470_382
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


_CITRUS = ["Nadorcott", "Midknight", "Valencia", "Eureka", "StarRuby", "Navel", "Tango",
           "Delta", "Cambria", "Minneola"]  # fmt: skip
_BUSH = ["Mopane", "Marula", "Baobab", "Nyala", "Kudu", "Impala", "Hornbill", "Pangolin",
         "Nsimbitsi", "Mahogany", "Tambotie", "Leadwood", "Xirhami", "Ndlopfu"]  # fmt: skip
_FOOD = ["Matapa", "Mucapata", "Xiguinha", "Chamussa", "Rissois", "Mogodu", "Chakalaka",
         "Vetkoek", "Bogobe", "Mashonja", "Tihove", "Nhame"]  # fmt: skip
_PLACES = ["Mokopane", "Phalaborwa", "Tzaneen", "Letsitele", "Hoedspruit", "Giyani", "Elim",
           "Thohoyandou", "Musina", "Komatipoort", "Lebombo", "Ressano", "Namaacha", "Mbabane",
           "Manzini", "Siteki", "Lomahasha", "XaiXai", "Chokwe", "Chibuto", "Maxixe", "Zavala",
           "Inharrime", "Vilankulo", "Manjacaze", "Bilene", "Matola", "Acornhoek", "Bushbuck"]  # fmt: skip
_NAMES = ["Nyeleti", "Tsakani", "Hlulani", "Ntsako", "Masingita", "Tshilidzi", "Rudzani",
          "Lufuno", "Mpho", "Lerato", "Thabo", "Modjadji", "Sibusiso", "Nomcebo", "Lindiwe",
          "Xolani", "Khanyisile", "Mandla", "Celso", "Amelia", "Fatima", "Ernesto", "Zacarias",
          "Albertina", "Gracinda", "Anneke", "Pieter", "Matimba", "Dumisani", "Hlengiwe"]  # fmt: skip
_CLUBS = ["Chiefs", "Pirates", "Sundowns", "Leopards", "Ferroviario", "CostaDoSol",
          "Maxaquene", "Polokwane", "Baroka", "Swallows"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["M0p4n3", "M4rul4", "B40b4b", "N4d0rc0tt", "Ch1k0n0", "Pl4t1num", "K4shew", "T4x1R4nk",
         "Ng4l4"]  # fmt: skip


def _carton(g: random.Random) -> str:
    """A citrus variety and a carton count, the way the packhouse floor makes a password."""
    return f"{g.choice(_CITRUS)}{g.choice([48, 56, 64, 72, 88, 100, 113])}ct{g.choice(_SYMBOLS)}"


def _shaft(g: random.Random) -> str:
    """A shaft and a level of the platinum mine, with a sign."""
    return f"Shaft{g.randrange(1, 9)}Level{g.randrange(10, 40)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of four, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _carton,
    _shaft,
    lambda g: f"{g.choice(_BUSH)}{g.randrange(1990, 2033)}{g.choice(_SYMBOLS)}",
    lambda g: f"W{g.choice([180, 210, 240, 320, 450])}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FOOD).lower()}.{g.choice(_FOOD).lower()}.{g.randrange(10, 100)}",
    lambda g: f"Ward{g.randrange(1, 12)}Bed{g.randrange(1, 30)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_CLUBS)}{g.randrange(1, 100)}{g.choice(_SYMBOLS)}{g.choice(_BUSH).lower()}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"Quantum{g.randrange(10, 16)}Seater{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    _manager,
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_BUSH).lower()}_{g.randrange(1960, 2033)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Packhouse Letsitele' group, Anneke: the Compac sorter PC password is {pw}",
    "MoyaApp message from Ntsako: the eNaTIS booking login password is {pw}",
    "Zello channel 'Ngala rangers', transcribed: radio base laptop password {pw}",
    "Signal from Celso at Ressano Garcia: SIGTAS terminal password {pw}",
    "Telegram, Chokwe cashew yard: weighbridge PC password {pw}",
    "SMS from Tshilidzi: the Sage 300 People payroll password is {pw}",
    "Teams chat, #shaft-4: the winder control room HMI password {pw}",
    "Slack DM from Pieter: Caseware working-papers file password {pw}",
    "Viber from Gracinda: the Draftworx licence portal password is {pw}",
    "Messenger from Mandla: the taxi association's Softline Accpac password {pw}",
    "Mission hospital ward notebook: pharmacy dispensing PC password {pw}",
    "Teams, lodge reservations: the ResPax-style booking PC password {pw}",
    "Ticket HLP-4471: SARS eFiling practitioner password {pw} expired, please reset",
    "Ticket OPS-118 (Komatipoort border office): TRAFMAN clerk password {pw}",
    "Hi Lufuno,\n\nthe Sage Evolution admin password is now {pw}. Delete this mail once it's in the safe.\n\nRegards,\nAnneke",
    "Runbook: cold room 2 at the packhouse\n1. open the controller page\n2. log in as service\n3. password {pw}\n4. set the degreening cycle",
    "README (game lodge server cupboard)\nthe camera NVR is at https://nvr.limpopobasin.lan, admin password `{pw}`.",
    "voice memo: the Hoedspruit lodge front-desk PC password is {pw} full stop",
    "dictated: the clinic laptop password is {pw}, don't lose it",
    "note to self: Phalaborwa shaft office PC password {pw}",
    "can you remember my Capitec app password? it's {pw}",
    "my Millennium bim IZI password is {pw} now",
    "after the reinstall the cashew grading PC password became {pw}",
    "eish, the password for the rank office laptop is {pw}, I'll change it just now",
    "Phasiwedi ya email ya mina i {pw}, u nga byeli munhu",
    "phasiwedi ya router ya le kaya: {pw}",
    "Hlulani: phasiwedi leyintshwa ya server i {pw}",
    "senha ya email ya mina i {pw}, ka u nga byeli munhu",
    "senha ya wifi ya ka hina: {pw}",
    "Matimba: a senha yintshwa ya computador i {pw}",
    "a senha ya mina hi {pw}",
    "senha ya computador ya nhlengeletano hi {pw}",
    "senha yangu ngu {pw}, na gu lombi",
    "senha ya nyamini ni {pw}",
    "phasiwede yanga ya email ndi {pw}, ni songo vhudza muthu",
    "Rudzani: phasiwede ntswa ya server ndi {pw}",
    "phasewete ya ka ya email ke {pw}, o se botše motho",
    "Lerato: phasewete ye mpsha ya server ke {pw}",
    "phasewede ya ka ya email khi {pw}",
    "Modjadji: phasewede ye ntshwa ya kompiuta khi {pw}",
    "phasewete ya ka ya foune ki {pw}, u se bolele motho",
    "phasewete ya ka ya email ke {pw}, u seke wa bolela mang",
    "liphasiwedi lami le-email ngu {pw}, ungatjeli muntfu",
    "Khanyisile: liphasiwedi lelisha le-server ngu {pw}",
    "iphasiwedi yami ye-email ngu {pw}, ungatjeli muntu",
    "Sibusiso: iphasiwedi etja ye-server ngu {pw}",
    "Sho bra, i-password yam ye-email ke {pw}, o seke wa e bolella mang",
    "ek sê, password ya laptop ke {pw}, sharp",
    "password ya ka ya email ke {pw}, bra, o se ke wa e bolella motho",
    "phasiwedi ya khompyutara ya mina i {pw}, nchumu",
    "my wagwoord vir die pakhuis-rekenaar is {pw}, moenie vir iemand sê nie",
    "die wagwoord van die skaal se rekenaar is {pw}",
    "a minha senha do email é {pw}, mano, não mostra a ninguém",
    "a senha do computador da balança é {pw}, maningue secreta",
    "xiii, a senha do portal das alfândegas agora é {pw}",
    "le mot de passe du PC de la clinique, c'est {pw}",
    "la contraseña del ordenador de la portería es {pw}",
    "倉庫電腦的密碼是 {pw}",
    "das Kennwort für den Lodge-PC lautet {pw}",
    "het wachtwoord van de kantoor-pc is {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["nyeleti", "tsakani.m", "hlulani", "ntsako", "masingita", "tshilidzi", "rudzani.n",
          "lufuno", "mpho", "lerato.k", "thabo", "modjadji", "sibusiso", "nomcebo", "lindiwe.d",
          "xolani", "khanyisile", "mandla", "celso", "amelia.c", "fatima", "ernesto", "zacarias",
          "albertina", "gracinda", "anneke", "pieter.vz", "matimba", "svc-weighbridge", "packhouse"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Anneke: the Compac login is {u} / {pw}",
    "Ticket HLP-4480: {u} locked out of SARS eFiling, last password {pw}",
    "user {u} pass {pw}",
    "Lodge wiki › Reservations › Booking PC: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| weighbridge | {u} | {pw} |",
    "sign into Sage Evolution as {u} with {pw}",
    "TRAFMAN login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: nvr-ngala\n  username: {u}\n  password: {pw}",
    "Teams: account {u}, password {pw}",
    "Pieter says the Caseware account is {u} and the password is {pw}",
    "system,login,password\nsigtas,{u},{pw}",
    "ssh {u}@packhouse-srv.limpopobasin.lan (password {pw})",
    "creds for the winder HMI are {u} and {pw}",
    "vito ra mina i {u}, phasiwedi i {pw}",
    "utilizador {u}, senha {pw}, mano",
    "leina la ka ke {u}, phasewete ke {pw}",
    "dzina langa ndi {u}, phasiwede ndi {pw}",
    "ligama lami ngu {u}, liphasiwedi ngu {pw}",
    "username yam ke {u}, i-password ke {pw}, sharp",
    "gebruikersnaam {u}, wagwoord {pw}",
    "nome de utilizador {u} e senha {pw}",
    "vito ra mina hi {u}, a senha hi {pw}",
    "leina khi {u}, phasewede khi {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["mopane", "marula", "tihove", "matapa", "nadorcott", "mucapata", "xiguinha",
               "baobab", "ndlopfu", "mashonja", "tambotie", "chakalaka", "leadwood", "nhame",
               "xirhami", "bogobe"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "password: it's {w}, and straight after it the number {d}",
    "for the weighbridge PC it's {w} and {d} at the end",
    "voice memo: the lodge wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits together",
    "phasiwedi i rito {w}, endzhaku ka sona {d}",
    "a senha é a palavra {w}, depois {d}",
    "phasewete ke lentšu {w}, ka morago {d}",
    "liphasiwedi ligama {w}, bese {d}",
    "die wagwoord is die woord {w}, dan {d}",
    "phasiwede ndi ipfi {w}, nga murahu {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "wget --ftp-user={u} --ftp-password='{pw}' ftp://ftp.limpopobasin.lan/packlists/week32.csv",
    "wmic /node:10.40.2.15 /user:LIMPOPO\\{u} /password:\"{pw}\" os get caption",
    "pjsua --id sip:{u}@pbx.limpopobasin.lan --registrar sip:pbx.limpopobasin.lan --realm '*' --username {u} --password '{pw}'",
    "kafka-configs.sh --bootstrap-server kafka.limpopobasin.lan:9092 --alter --add-config 'SCRAM-SHA-256=[password={pw}]' --entity-type users --entity-name {u}",
    "socat TCP-LISTEN:5432,fork PROXY:proxy.limpopobasin.lan:pg.limpopobasin.lan:5432,proxyport=3128,proxyauth={u}:{pw}",
    "ctr -n k8s.io content fetch --user {u}:{pw} registry.limpopobasin.lan/packhouse/grader:2.4",
    "pip config set global.index-url https://{u}:{pw}@pypi.limpopobasin.lan/simple/",
    "gem sources --add https://{u}:{pw}@gems.limpopobasin.lan/",
    "echo '{pw}' | az devops login --organization https://dev.azure.com/limpopobasin",
    "helm upgrade --install lodge-db oci://registry.limpopobasin.lan/charts/mariadb --set auth.rootPassword='{pw}' --set auth.username={u}",
    "kamctl add {u}@pbx.limpopobasin.lan '{pw}'",
    "curl --aws-sigv4 'aws:amz:af-south-1:s3' --user '{u}:{pw}' https://packlists.s3.af-south-1.amazonaws.com/",
    "curl --login-options 'AUTH=PLAIN' --user '{u}@limpopobasin.co.za:{pw}' imaps://mail.limpopobasin.co.za/INBOX",
    "curl --sasl-authzid ops --user '{u}:{pw}' --mail-from {u}@limpopobasin.co.za --mail-rcpt ops@limpopobasin.co.za -T report.eml smtp://mail.limpopobasin.co.za:587",
    "curl --tlsuser {u} --tlspassword '{pw}' https://srp.limpopobasin.lan/weighings",
    "git -c http.extraHeader=\"Authorization: Basic $(printf '%s' '{u}:{pw}' | base64)\" clone https://git.limpopobasin.lan/packhouse/grader.git",
    "rclone copy ./scans :sftp:/inbound --sftp-host sftp.limpopobasin.lan --sftp-user {u} --sftp-pass '{pw}'",
    "ffmpeg -i 'rtsp://{u}:{pw}@cam-waterhole.ngala.lan:554/live/ch1' -t 60 waterhole.mp4",
    "zmu -m 3 -U {u} -P '{pw}' --state",
    "let (client, conn) = tokio_postgres::connect(\"host=pg.limpopobasin.lan user={u} password={pw} dbname=packhouse\", NoTls).await?;",
    "client = hvac.Client(url=\"https://vault.limpopobasin.lan:8200\")\nclient.auth.userpass.login(username=\"{u}\", password=\"{pw}\")",
    "PGconn *conn = PQconnectdb(\"host=pg.limpopobasin.lan user={u} password={pw} dbname=clinic\");",
    "my $pg = Mojo::Pg->new('postgresql://{u}:{pw}@pg.limpopobasin.lan/lodge');",
    "my $res = HTTP::Tiny->new->get('https://{u}:{pw}@sigtas-proxy.limpopobasin.lan/status');",
    "my $cn = Win32::OLE->new('ADODB.Connection');\n$cn->Open('Provider=SQLOLEDB;Data Source=evo01;User ID={u};Password={pw};');",
    "Connect-ExchangeOnline -Credential (New-Object System.Management.Automation.PSCredential('{u}@limpopobasin.co.za', (ConvertTo-SecureString '{pw}' -AsPlainText -Force)))",
    "let smtp = SMTP(hostname: \"mail.limpopobasin.co.za\", email: \"{u}@limpopobasin.co.za\", password: \"{pw}\")",
    "client.Connect(\"mail.limpopobasin.co.za\", 587, SecureSocketOptions.StartTls);\nclient.Authenticate(\"{u}\", \"{pw}\");",
    "using var cn = new MySqlConnection(\"Server=db.limpopobasin.lan;Uid={u};Pwd={pw};Database=taxi_levies\");",
    "let smtpConn = newSmtp(useSsl = true)\nsmtpConn.connect(\"mail.limpopobasin.co.za\", Port 465)\nsmtpConn.auth(\"{u}\", \"{pw}\")",
    "using var pop = new Pop3Client();\npop.Connect(\"pop.limpopobasin.co.za\", 995, true);\npop.Authenticate(\"{u}\", \"{pw}\");",
    "sshpass -p '{pw}' ssh {u}@weighbridge.limpopobasin.lan",
    "smbclient //fs01.limpopobasin.lan/packlists -U '{u}%{pw}'",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart grader",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\ops> {c}", "anneke@packhouse-srv:~$ {c}",
    "shaft-4 control room laptop, Git Bash: {c}", "lodge server, tmux pane 2:\n{c}",
    "clinic PC, Windows Terminal:\n{c}", "Ressano Garcia border office, cmd.exe: {c}",
    "from my bash history on the weighbridge box:\n{c}", "snippet from the grader repo:\n{c}",
    "ticket HLP-4492, pasted by the contractor:\n{c}", "WhatsApp from Pieter, 'try this': {c}",
    "comando que corri ontem: {c}", "xileriso lexi ndzi xi tirhisile: {c}",
    "taelo ye ke e šomišitšego: {c}", "die opdrag wat ek gehardloop het: {c}",
    "umyalo lengiwusebentisile: {c}", "command ye ke e runileng, bra: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "jdbc:sapdb://maxdb.limpopobasin.lan/PGM?user={u}&password={pw}",
    "jdbc:mimer://{u}:{pw}@mimer.limpopobasin.lan:1360/clinic",
    "jdbc:pervasive://zen.limpopobasin.lan:1583/CASHEW;user={u};password={pw}",
    "jdbc:Altibase://alti.limpopobasin.lan:20300/grading?user={u}&password={pw}",
    "jdbc:tibero:thin:{u}/{pw}@tibero.limpopobasin.lan:8629:tibero",
    "memcached://{u}:{pw}@cache.limpopobasin.lan:11211",
    "postgresql://{u}:{pw}@pg.limpopobasin.lan:5432/packhouse",
    "mysql://{u}:{pw}@db.limpopobasin.lan/taxi_levies",
    "mongodb://{u}:{pw}@mongo.limpopobasin.lan:27017/lodge?authSource=admin",
    "amqps://{u}:{pw}@mq.limpopobasin.lan:5671/weighings",
    "redis://{u}:{pw}@redis.limpopobasin.lan:6379/0",
    "ftp://{u}:{pw}@ftp.limpopobasin.lan/packlists/",
    "Server=evo01;Database=EvolutionCompany;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "PACKHOUSE_DB_URL={c}", "the old connection string, keep it for me: {c}",
    "string de conexão: {c}", "ticket HLP-4503: {c}", "lodge wiki page 'Databases': {c}",
    "connection string ya database i {c}", "verbindingstring: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "limpopo-basin", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Lesaka", "LESAKA_API_KEY", _j((ALNUM, 40))),
    ("Payat", "PAYAT_MERCHANT_SECRET", _j((HEX, 64))),
    ("WumDrop", "WUMDROP_API_KEY", _j((HEX, 32))),
    ("Picup", "PICUP_API_KEY", _j("picup_live_", (ALNUM, 32))),
    ("Courier It", "COURIERIT_API_TOKEN", _j((URLSAFE, 43))),
    ("RAM Hand-to-Hand", "RAM_COURIER_SECRET", lambda g: v.uuid4(g, "9")),
    ("Fastway", "FASTWAY_API_KEY", _j((HEX, 32))),
    ("Sendmarc", "SENDMARC_API_TOKEN", _j((ALNUM, 48))),
    ("Everlytic", "EVERLYTIC_API_KEY", _j((ALNUM, 32))),
    ("Grapevine", "GRAPEVINE_AUTH_TOKEN", _j((UPPER_HEX, 40))),
    ("Celerity", "CELERITY_SMS_SECRET", _j((B64, 44))),
    ("Zoom Connect", "ZOOMCONNECT_API_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Syntell", "SYNTELL_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("PayProp", "PAYPROP_API_KEY", _j((HEX, 40))),
    ("Searchworks", "SEARCHWORKS_API_KEY", _j((ALNUM, 36))),
    ("Compuscan", "COMPUSCAN_CLIENT_SECRET", _j((B64, 64))),
    ("Datanamix", "DATANAMIX_TOKEN", _vendor_jwt("https://auth.datanamix.co.za")),
    ("Agri Technovation", "AGRITECHNOVATION_API_KEY", _j((HEX, 48))),
    ("FruitSpec", "FRUITSPEC_API_TOKEN", _j((URLSAFE, 40))),
    ("FarmTrace", "FARMTRACE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("SmartCare", "SMARTCARE_SYNC_SECRET", _j((ALNUM, 44))),
    ("SA Taxi", "SATAXI_PARTNER_KEY", _j((UPPER_DIGITS, 32))),
    ("SwaziBank", "SWAZIBANK_API_SECRET", _j((HEX, 64))),
    ("PayShap", "PAYSHAP_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Takealot", "TAKEALOT_SELLER_API_KEY", _j((HEX, 128))),
    ("Lumkani", "LUMKANI_API_KEY", _j((ALNUM, 32))),
    ("OUTsurance", "OUTSURANCE_PARTNER_TOKEN", _j((B64, 86), "==")),
    ("King Price", "KINGPRICE_API_KEY", _j((ALNUM, 40))),
    ("Hollard", "HOLLARD_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Old Mutual", "OLDMUTUAL_API_SECRET", _j((HEX, 40))),
    ("Bank Zero", "BANKZERO_API_KEY", _j("bz_live_", (ALNUM, 36))),
    ("Lulalend", "LULALEND_API_TOKEN", _j((ALNUM, 48))),
    ("Hello Paisa", "HELLOPAISA_API_SECRET", _j((B64, 44))),
    ("Mama Money", "MAMAMONEY_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Fleetcam", "FLEETCAM_API_TOKEN", _j((HEX, 32))),
    ("VeriCred", "VERICRED_API_KEY", _j((ALNUM, 30))),
    ("LekkeSlaap", "LEKKESLAAP_API_KEY", _j((HEX, 40))),
    ("MediKredit", "MEDIKREDIT_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Paltrack", "PALTRACK_API_TOKEN", _vendor_jwt("https://api.paltrack.co.za")),
    ("FruitLook", "FRUITLOOK_API_KEY", _j((ALNUM, 32))),
    ("Agrihub", "AGRIHUB_API_KEY", _j((HEX, 32))),
    ("Tevatronic", "TEVATRONIC_API_TOKEN", _j((ALNUM, 40))),
    ("Minetec", "MINETEC_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Axora", "AXORA_API_KEY", _j("axr_", (ALNUM, 40))),
    ("Pronto Xi", "PRONTO_API_TOKEN", _j((B64, 64))),
    ("Mobivate", "MOBIVATE_API_KEY", _j((HEX, 40))),
    ("1-grid", "ONEGRID_API_KEY", _j((ALNUM, 48))),
    ("Domains.co.za", "DOMAINSCOZA_API_TOKEN", _j((HEX, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "$env:{env} = \"{tok}\"",
    "hlayisa API key ya {vendor} ya mina: {tok}",
    ".env.production:\n{env}={tok}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "fly secrets set {env}={tok}",
    "kubectl set env deployment/grader {env}={tok}",
    "docker-compose.override.yml:\n    environment:\n      - {env}={tok}",
    "guarda a chave da {vendor}, mano: {tok}",
    "Ops wiki › Integrations › {vendor} › API key: {tok}",
    "Ops wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "ticket HLP-4511: {vendor} integration broken, current key {tok}",
    "WhatsApp, Pieter: {vendor} key for the packhouse sync: {tok}",
    "token ya {vendor} leyi hi yi tirhisaka sweswi i {tok}",
    "please keep my {vendor} API key: {tok}",
    "API key ya {vendor} i {tok}",
    "chave da API da {vendor}: {tok}, mano",
    "a chave API ya {vendor} hi {tok}",
    "API key ya {vendor} ke {tok}, o se e botše motho",
    "API key ya {vendor} ndi {tok}",
    "i-API key ye-{vendor} ngu {tok}",
    "{vendor} se API-sleutel vir die pakhuis: {tok}",
    "i-API key ya {vendor} ke {tok}, sharp",
    "clé d'API {vendor} pour la clinique : {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    zoom = v.uuid4(rng, "a")
    everlytic = _r(rng, ALNUM, 32)
    picup = "picup_live_" + _r(rng, ALNUM, 32)
    fleetcam = _r(rng, HEX, 32)
    agrihub = _r(rng, HEX, 32)
    payprop = _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f'r = requests.post("https://www.zoomconnect.com/app/api/rest/v1/sms/send", auth=("ops@limpopobasin.co.za", "{zoom}"), json=msg)', zoom),
        Sample("vendor_token", f"curl -u 'ops:{everlytic}' https://api.everlytic.net/api/2.0/contacts", everlytic),
        Sample("vendor_token", f'const picup = new PicupClient("{picup}");', picup),
        Sample("vendor_token", f'<add key="FleetcamApiToken" value="{fleetcam}" />', fleetcam),
        Sample("vendor_token", f"$agrihub = new AgrihubClient('limpopo-basin', '{agrihub}');", agrihub),
        Sample("vendor_token", f'headers = {{"X-PayProp-Key": "{payprop}"}}', payprop),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "token i {t}",
                "guarda isto: {t}", "{t}\n^ new one, the old one is dead", "hou dit vir my: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the citrus cold-room probe CR-12 (OTAA): {h}": 32,
    "AppSKey of the waterhole level sensor (ABP): {h}": 32,
    "HMAC secret for the PayShap payment webhook: {h}": 64,
    "weighbridge indicator config-export AES key: {h}": 32,
    "pre-shared key of the border office's IPsec tunnel (hex): {h}": 64,
    "clinic backup encryption key, hex: {h}": 48,
    "chave de encriptação do backup: {h}": 64,
    "kiyi ya encryption ya backup i {h}": 64,
    "enkripsiesleutel van die rugsteun: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket HLP-4520: token copied out of the browser's network tab {t}",
    "Cookie: lang=pt-MZ; lbh_session={t}",
    "GRADER_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token ya portal i {t}",
    "o token é {t}",
    "Teams transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@limpopobasin.co.za"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.limpopobasin.co.za/realms/group",
            "azp": "packhouse-console",
            "roles": ["grader", "dispatch"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the packhouse server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/portal.limpopobasin.co.za.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SARS_EFILING_SIGNING_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lodge <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket HLP-4527, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "chave privada do servidor da fronteira:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "hardware wallet backup, copying it off the card before I burn it: {p}": "english",
    "old lodge tip-jar wallet recovery phrase\n{p}": "english",
    "recovery words of the taxi association's savings wallet (emptied): {p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all of them": "english",
    "frase de recuperação da carteira, mano, guarda bem: {p}": "portuguese",
    "a minha carteira de cripto, as palavras: {p}": "portuguese",
    "marito ya wallet ya mina: {p}": "english",
    "phrase de récupération du portefeuille de la clinique : {p}": "french",
    "frase de recuperación de la billetera: {p}": "spanish",
    "frase di recupero del portafoglio: {p}": "italian",
    "지갑 복구 문구: {p}": "korean",
    "die herstelwoorde van my beursie: {p}": "english",
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


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "WhatsApp, Anneke: the company card for the sorter spares is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "paga o depósito do lodge com o cartão {c}, mano",
    "nomboro ya khadi ya mina: {c}, {mm}/{yy}",
    "o número do meu cartão: {c}, validade {mm}/{yy}",
    "nomoro ya karata ya ka ke {c}",
    "nomboro ya garata yanga ndi {c}, {mm}/{yy}",
    "inombolo yelikhadi lami ngu {c}",
    "my kaartnommer is {c}, {mm}/{yy}",
    "nomboro ya card ya mina hi {c}",
    "card number yam ke {c}, {mm}/{yy}, bra",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, the three digits on the back: {cvv}",
               "CVV ya le ndzhaku ka khadi ya mafurha: {cvv}",
               "Amex {c}, four-digit code on the front: {cvv}",
               "o código de segurança atrás do cartão: {cvv}",
               "die drie syfers agter op die kaart: {cvv}",
               "tinomboro tinharhu endzhaku ka khadi: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 158
# (Poland in eleven corpora; the United Arab Emirates, Azerbaijan, Bosnia and Herzegovina,
# Honduras, Kuwait, Lebanon and Mauritania in twelve); BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"PL": "n" * 24, "AE": "n" * 19, "AZ": "aaaa" + "c" * 20, "BA": "n" * 16,
                "HN": "aaaa" + "n" * 20, "KW": "aaaa" + "c" * 22, "LB": "nnnn" + "c" * 20,
                "MR": "n" * 23}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice LBH-2033-207: please pay the Polish cold-chain consultant to {i} within 30 days",
    "save the Dubai cashew buyer's IBAN: {i}",
    "IBAN: {i}\nReference: W320 lot 17, August",
    "WhatsApp, treasury group: the Baku platinum trader's new bank details, IBAN {i}",
    "o IBAN da minha conta: {i}",
    "IBAN ya mina i {i}",
    "IBAN ya ka ke {i}",
    "IBAN yanga ndi {i}",
    "i-IBAN yami ngu {i}",
    "my IBAN is {i}, bra",
    "IBAN van die Libanese sitrus-koper: {i}",
    "conta do fornecedor de Nouakchott, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _taxi_oplicence(g: random.Random) -> str:
    """A minibus-taxi operating licence number: a province's letters and a serial, no check."""
    return f"LP{g.randrange(2018, 2033)}/{_r(g, D, 6)}"


def _blasting(g: random.Random) -> str:
    """A mine's blasting certificate number: a region's code and a serial, no check."""
    return f"BC-{g.choice(['LIM', 'MPU'])}-{_r(g, D, 5)}"


def _samtrac(g: random.Random) -> str:
    """A SAMTRAC certificate number: a year and a serial, no check."""
    return f"ST{g.randrange(15, 33)}{_r(g, D, 6)}"


def _fgasa(g: random.Random) -> str:
    """An FGASA (field guide) registration number, no check."""
    return f"FGASA-{_r(g, D, 6)}"


def _hpcsa(g: random.Random) -> str:
    """An HPCSA registration number: a register's letters and seven digits, no check."""
    return g.choice(["MP", "PT", "OT"]) + _r(g, D, 7)


def _incaju(g: random.Random) -> str:
    """An INCAJU cashew export licence number, no check."""
    return f"INCAJU/{g.choice(['GZ', 'IN', 'MP'])}/{_r(g, D, 4)}/{g.randrange(2025, 2034)}"


def _customs_client(g: random.Random) -> str:
    """A SARS customs client number: eight digits, no check the author knows."""
    return g.choice("1234") + _r(g, D, 7)


def _duat(g: random.Random) -> str:
    """A DUAT (Mozambican land-use title) number, no check."""
    return f"{_r(g, D, 5)}/{g.choice(['GZ', 'MPT', 'IMB'])}/{g.randrange(2005, 2033)}"


def _cedula(g: random.Random) -> str:
    """A Mozambican cédula pessoal number: a register's serial and a year, no check."""
    return f"{_r(g, D, 6)}/{g.randrange(1965, 2010)}"


def _trn(g: random.Random) -> str:
    """An eNaTIS traffic register number: thirteen characters, no check the author knows."""
    return "0" + _r(g, UPPER_DIGITS, 12)


def _psira(g: random.Random) -> str:
    """A PSIRA (security officer) registration number: seven digits, no check."""
    return g.choice("23") + _r(g, D, 6)


def _sz_passport(g: random.Random) -> str:
    """An eSwatini passport: a letter and seven digits, no check."""
    return g.choice("AB") + _r(g, D, 7)


def _mz_passport(g: random.Random) -> str:
    """A Mozambican passport: two letters and seven digits, no check."""
    return g.choice(["AB", "AC", "AD"]) + _r(g, D, 7)


def _za_passport(g: random.Random) -> str:
    """A South African passport: A and eight digits, no check."""
    return "A" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "operating licence number of the Giyani-Tzaneen taxi: {s}": _taxi_oplicence,
    "layisense ya ku tirhisa thekisi, nomboro: {s}": _taxi_oplicence,
    "blasting certificate number of the shift's miner: {s}": _blasting,
    "nomoro ya setifikeiti sa go thuthupiša: {s}": _blasting,
    "SAMTRAC certificate number for the safety rep file: {s}": _samtrac,
    "FGASA registration number of the new field guide: {s}": _fgasa,
    "nomboro ya FGASA ya mina i {s}": _fgasa,
    "HPCSA registration number of the locum doctor: {s}": _hpcsa,
    "nomboro ya u ṅwaliswa ha HPCSA: {s}": _hpcsa,
    "licença de exportação INCAJU da fábrica: {s}": _incaju,
    "SARS customs client number of the Lebombo clearing agent: {s}": _customs_client,
    "número do DUAT da machamba: {s}": _duat,
    "nomboro ya DUAT ya nsimu ya hina: {s}": _duat,
    "número da cédula pessoal da avó: {s}": _cedula,
    "eNaTIS traffic register number of the taxi owner: {s}": _trn,
    "PSIRA registration number of the gate guard: {s}": _psira,
    "inombolo ya-PSIRA yami ngu {s}": _psira,
    "inombolo yeliphasiphoti lami ngu {s}": _sz_passport,
    "nomboro ya phasipoti ya mina i {s}": _mz_passport,
    "nomoro ya phasepoto ya ka khi {s}": _za_passport,
    "nomboro ya phasipotho yanga ndi {s}": _za_passport,
    "número do meu passaporte: {s}": _mz_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Microsoft account recovery codes\n{codes}", "spare sign-in codes for the group's Google Workspace {codes}",
            "Takealot seller portal backup codes: {codes}", "códigos de recuperação do 2FA:\n{codes}",
            "backup codes ya 2FA ya mina: {codes}", "rugsteunkodes vir die 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Lulalend:anneke@limpopobasin.co.za?secret={s}&issuer=Lulalend&digits=6",
              "Authenticator, manual setup key for the SARS eFiling login: {s}",
              "chave de configuração do 2FA: {s}",
              "2FA setup key ya portal i {s}"]  # fmt: skip
_CODES = ["{c} is your Capitec verification code", "Millennium bim: o seu código é {c}. Não partilhe.",
          "Your Takealot OTP is {c}", "khodi ya wena ya OTP i {c}", "jou eenmalige kode is {c}"]  # fmt: skip


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


_SSIDS = ["LBH-Packhouse", "LBH-Shaft4-Office", "Ngala-Lodge-Guest", "Ngala-Staff-5G",
          "Elim-Mission-Ward", "Chokwe-Cashew", "Lebombo-Border-Ops", "Vodacom-MZ-Xai",
          "Movitel_Maxixe", "Telkom-Letsitele", "MTN-Siteki-4G", "Rank-Giyani",
          "Inharrime-Casa", "Vilankulo-Dhow", "Hoedspruit-Res"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "packhouse network {s}, password {pw}",
    "wifi at the staff village: {s} / {pw}",
    "phasiwedi ya wifi {s} i {pw}",
    "a senha do wifi {s} é {pw}",
    "senha ya wifi {s} hi {pw}",
    "phasewete ya wifi {s} ke {pw}",
    "phasiwede ya wifi {s} ndi {pw}",
    "liphasiwedi le-wifi {s} ngu {pw}",
    "die wifi {s} se wagwoord is {pw}",
    "wifi {s}, password ke {pw}, sharp",
    "phasewede ya wifi {s} khi {pw}",
    "the key printed under the Vodacom router: {pw}",
    "waterhole camera backhaul: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("picup_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("bz_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[read out over the Zello channel] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "letra a letra: {t}", "xiletere hi xiletere: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the code for the packhouse gate keypad: {pw}", "código do cadeado do armazém de caju: {pw}",
          "khodi ya loko ya xitolo i {pw}", "khoutu ya senotlelo sa ntlo ya polokelo ke {pw}",
          "die kluis in die lodge-kantoor: {pw}", "the explosives magazine padlock takes {pw}",
          "safe in the pharmacy: {pw}", "ikhodi yesikhiya sesitolo ngu {pw}",
          "khodi ya loko ya vhengele ndi {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["mopane", "marula", "baobab", "tambotie", "leadwood", "nyala", "pangolin",
                 "hornbill", "cashew", "clementine", "winder", "headgear", "dhow", "capulana",
                 "minibus", "waterhole"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the ops vault: {p}": " ",
            "KeePassXC database passphrase: {p}": " ",
            "Proton Pass master passphrase: {p}": "-", "Enpass vault passphrase: {p}": ".",
            "passphrase do backup: {p}": " ", "passphrase ya backup i {p}": "_",
            "die rugsteun se wagfrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Hoppscotch collection: Authorization: Bearer {v}": False,
    "Yaak request headers: Authorization = Basic {v}": True,
    "Thunder Client export of the SARS call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "kobo-env/envfiles/django.txt:\nKOBO_SUPERUSER_USERNAME=super_admin\nKOBO_SUPERUSER_PASSWORD={pw}",
    "redash .env:\nREDASH_DATABASE_URL=postgresql://redash:{pw}@pg.limpopobasin.lan/redash",
    "openHAB services/mqtt.cfg:\nbroker.url=tcp://mqtt.limpopobasin.lan:1883\nbroker.user=openhab\nbroker.pwd={pw}",
    "/etc/config/network:\nconfig interface 'wan'\n\toption proto 'pppoe'\n\toption username 'lbh@fibre'\n\toption password '{pw}'",
    "dialer.env:\nPPPOE_USERNAME=lbh@fibre\nPPPOE_PASSWORD={pw}",
    "EdgeRouter config:\nset interfaces ethernet eth0 pppoe 0 user-id lbh@fibre\nset interfaces ethernet eth0 pppoe 0 password {pw}",
    "gnss-base.yaml:\nntrip_host: caster.limpopobasin.lan\nntrip_mountpoint: LBH_SHAFT4\nntrip_user: base\nntrip_password: {pw}",
    "caster.env:\nCASTER_USER=admin\nCASTER_PASSWORD={pw}",
    "playsms docker env:\nSMSD_USER=playsms\nSMSD_PASSWORD={pw}",
    "dhis2-sync/.env:\nDHIS2_URL=https://dhis2.elim-mission.org\nDHIS2_USERNAME=sync\nDHIS2_PASSWORD={pw}",
    "unms.env:\nUNMS_POSTGRES_USER=unms\nUNMS_POSTGRES_PASSWORD={pw}",
    "group_vars/graylog.yml:\nmongo_user: graylog\nmongo_password: {pw}",
    "Chef attributes/default.rb:\nnode.default['mysql']['server_root_password'] = '{pw}'",
    "values-lodge.yaml:\nauth:\n  rootPassword: {pw}\n  username: lodge",
    "/caps-man security add name=staff authentication-types=wpa2-psk encryption=aes-ccm passphrase={pw}",
    "router backup.cfg:\nwan_username=lbh@fibre\nwan_password={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Anneke: packhouse wifi password?\nPieter: {pw}",
    "[05:40] thabo: root pw for the weighbridge box?\n[05:41] mandla: {pw}",
    "Celso: a senha nova do SIGTAS é {pw}, estás a ver",
    "Tsakani: use {pw}, that's what the booking PC has now",
    "Hlulani: phasiwedi leyintshwa i {pw}",
    "Gracinda: a senha nova é {pw}, mano",
    "Rudzani: phasiwede ntswa ndi {pw}",
    "Lerato: phasewete ye mpsha ke {pw}",
    "Khanyisile: liphasiwedi lelisha ngu {pw}",
    "Matimba: senha yintshwa hi {pw}",
    "Sipho: new password ke {pw}, bra",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "sen\u200bha: {pw}", "wag\u2060woord = {pw}", "pass\u00adword → {pw}", "рhаsiwedi: {pw}",
    "𝐬𝐞𝐧𝐡𝐚 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "ѕеnhа = {pw}", "phasi\ufeffwedi: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
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
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _portuguese_seed(g: random.Random) -> str:
    return str(_MNEMO["portuguese"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Compac sorter password is": "{s}", "SIGTAS clerk pw:": "{s} (since the system swap in May)",
    "a minha senha é": "{s}", "Sage Evolution password": "{s}\nchange it after month-end",
    "phasiwedi ya mina i": "{s}", "wagwoord:": "{s}", "phasewete ya ka ke": "{s}",
    "weighbridge password": "{s}", "the password Thabo read out over the radio was": "{s}, I think",
    "liphasiwedi lami ngu": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Fleetcam API key", "{s}", _j((HEX, 32))),
    ("split_token", "Picup key:", "{s} (courier bookings)", _j("picup_live_", (ALNUM, 32))),
    ("split_token", "Mama Money client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "palavras de recuperação da carteira", "{s}", _portuguese_seed),
    ("split_card", "card number", "{s} exp 04/37", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HN"))),
    ("split_backup", "Takealot recovery codes", "{s}\nkrtw-4821-mopa\nbaob-9034-niya", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "HPCSA registration number", "{s}", _hpcsa),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"sorter": {"url": "https://compac.limpopobasin.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "thabo", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"cameras": [{"name": "gate"}, {"name": "waterhole", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["wget", "--ftp-user", "packlists", "--ftp-password", "{s}", "ftp://ftp.limpopobasin.lan/"]}': ("meta_password", _plain_pw),
    '{"note": "phasiwedi ya khompyutara i {s}"}': ("meta_password", _plain_pw),
    '{"wagwoord": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the weighbridge PC as clerk with the password {s}"}': ("meta_password", _plain_pw),
    '{"fleetcam": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"payshapSecret": "{s}"}': ("meta_token", _j((URLSAFE, 64))),
    '{"agrihub_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "02/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KW")),
    '{"guide": {"fgasa_number": "{s}"}}': ("meta_id", _fgasa),
    '{"mfa": {"recovery_codes": ["{s}", "krtw-4821-mopa", "baob-9034-niya"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tip_jar_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"magazine": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Ngala-Staff-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"weighbridge-indicator-4.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.limpopobasin.lan/packhouse/grader:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"grader: add Nadorcott size classes", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"customs: revert tariff mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"packlist_2033-08-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"cashew-grading-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Compac sorter password before the season starts on 2033-04-01.",
    "Pieter asked for the packhouse wifi password; it's on the card in the foreman's drawer.",
    "Policy: group passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `FLEETCAM_API_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The weighbridge indicator asks for a new admin password after every firmware update.",
    "Replace <YOUR_PICUP_KEY> in the README with the key from your Picup dashboard.",
    "PAYSHAP_CLIENT_SECRET and AGRIHUB_API_KEY must be set before the nightly sync runs.",
    "U nga byeli munhu phasiwedi ya wena.",
    "Não partilhes a tua senha com ninguém, mano.",
    "O se botše motho phasewete ya gago.",
    "Ni songo vhudza muthu phasiwede yaṋu.",
    "Ungatjeli muntfu liphasiwedi lakho.",
    "Moenie jou wagwoord vir iemand gee nie.",
    "O seke wa bolella mang password ya hao, bra.",
    "Ungatjeli muntu iphasiwedi yakho.",
    "A senha tem de ter pelo menos catorze caracteres.",
    "Die wagwoord moet minstens veertien karakters lank wees.",
    "Phasiwedi yi fanele ku va ni swiletere swa khume-mune.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Upgraded the weighbridge firmware from 4.1 to 4.2 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the Nadorcott size classes to the grader.",
    f"Rolled back to {_SHORT} after the tariff mapping broke the customs export.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The indicator firmware 4.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of cashew-grading-export-2032.parquet: {_SHA512}",
    f"The grader container runs registry.limpopobasin.lan/packhouse/grader@sha256:{_IMAGE}.",
    f"MD5 of packlist_2033-08-14.csv is {_MD5}, same as the copy on the share.",
    "Request id 3f9c2a71-8d4e-4b16-a5c0-7e21d9b64f03 is the slow one in the Picup logs.",
    "Purchase order PO-2033-00731 for 1 200 cartons of Nadorcott ships on Thursday.",
    "Ticket HLP-4471: the packhouse cold room 2 alarm keeps tripping at night.",
    "Call the Letsitele packhouse office on +27 15 345 0192 before noon.",
    "Ligue para o armazém de Chókwè: +258 21 720 415.",
    "Container MSCU 7730412 with the W320 cashew lot is at the Maputo terminal.",
    "Pallet ID 600912 with 64 cartons of Midknight Valencias, PUC on the label, left at 06:10.",
    "HS code 0805.21 is mandarins; 0801.32 is cashew nuts, shelled.",
    "Cold room 2 is at 4.5 °C and 90 % relative humidity; degreening room at 20 °C.",
    "After five wrong passwords SIGTAS locks the account for 30 minutes.",
    "The shaft 4 headgear is 62 m tall; the cage carries 120 people.",
    "The secret of good matapa is fresh cassava leaves and plenty of peanuts.",
    "Ask Thabo for the gate keypad code, I don't have it.",
    "My card ending 4417 was declined at the Hoedspruit pharmacy.",
    "The Kuwaiti buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Takealot seller account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `LULALEND_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the explosives magazine is checked by the shift boss every morning.",
    "Mama Money moved the API key page under Settings › Developers in its March release.",
    "ISBN 978-0-620-46382-4 is the citrus handbook on the packhouse shelf; ORCID iD 0000-0002-1825-0097 belongs to its editor.",
    "The guest wifi 'Ngala-Lodge-Guest' is open, no password needed.",
    "Lot number LOT-2033-CHK-0412, 80 kg, moisture 8.5 %; the cashew outturn was 48 lbs.",
    "Taxi route 14, Giyani to Tzaneen, costs R45; the rank opens at 04:30.",
    "Ward 7 has 24 beds; the pharmacy closes at 16:00 on Saturdays.",
    "The Lebombo border post is open from 06:00 to 00:00; Ressano Garcia is on the other side.",
    "Kaizer Chiefs were founded in 1970; Orlando Pirates in 1937.",
    "Tsakani u ta fika mundzuku hi nkarhi wa nhlikanhi.",
    "Amanhã vamos a Xai-Xai buscar caju, estás a ver.",
    "Ke tla go bona ka Mokibelo kua Mokopane.",
    "Ndi ḓo vhuya nga Swondaha.",
    "Sizofika eManzini ekuseni, bese siya eSiteki.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ops/compac", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "HLP-4471", "purchase_order": "PO-2033-00731"}',
    '{"lot": {"id": "LOT-2033-CHK-0412", "weight_kg": 80, "moisture_pct": 8.5}}',
    '{"phone": "+27 15 345 0192", "town": "Letsitele"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cartons_in_stock": 18240}',
    '{"hs_code": "0801.32", "origin": "MZ", "description": "cashew nuts, shelled"}',
    '{"container": "MSCU 7730412", "port": "Maputo", "eta": "2033-09-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
