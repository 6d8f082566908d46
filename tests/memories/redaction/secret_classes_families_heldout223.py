# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-twenty-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-twenty-first only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-twenty-second, -fourth and -fifth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (223604917),
password words (a rice-terrace village, a clan of terraces and a sign; a dam and its spillway
elevation; a weave pattern, a year and a sign; a leet Cordillera word with a year; a jeepney
route and its plate-like number; a roast level, a bean and a sign; a name, a birth year and a
town; a generator's groups and random runs), names, places, templates, tools, vendors and
layouts, the way the staff of Payew Highland Holdings (fictional: rice-terrace tours and heirloom
rice from Banaue and Hungduan, a coffee roaster in Sagada and Atok, a jeepney line between
Baguio, La Trinidad and Bontoc, an inabel and binakol weaving cooperative, maintenance crews of a
hydro dam on the Chico river, homestays in Sagada and Batad, and a rural bank with branches in
Tabuk and Tuguegarao) leak secrets into an assistant's memory. The texts are Messenger, Viber,
Telegram, Signal, WhatsApp, Discord and Slack messages, SMS, chat logs with times, tickets,
wiki tables, notes, e-mails, runbooks, README fragments, shell prompts, voice-memo transcripts,
code (Python, JavaScript, Go, PHP, Ruby, Rust, Java, Kotlin, C#, Lua, Bash), configs (env files,
compose, Kubernetes secrets, systemd units) and requests to the assistant itself; the label's
separators run from a colon, "is" and a dash to an arrow, an emoji, a new line, quotes,
parentheses, brackets and a table's bar.

Tools, flags and variables (each grepped for the command, flag or variable itself over heldouts
5 to 221): `garnet-server --password`, `nikto -id`, `wfuzz --basic` and esniper's config, which
no earlier corpus names; and, each named in one to three earlier corpora only (none was found
unused among the many tried): `cnosdb-cli --password`, `LEIN_PASSWORD` before `lein deploy`,
`FLIT_PASSWORD` before `flit publish`, `poetry publish -p`, `hatch publish -a`, `luarocks upload
--api-key`, `cpan-upload -p`, `msoffcrypto-tool -p`, `svnsync --sync-password`, `iwconfig … key
s:`, `reaver -p`, `jisql -password`, `bendsql -p`, `memtier_benchmark -a`, `pkcs11-tool --pin`,
`ykman … --new-pin`, `uqmi --password`, `patator … password=`, `tsql -S … -P`, and the company's
own variables `PAYEW_SCADA_DB_PASS`, `CHICO_DAM_HISTORIAN_PASSWORD`, `SAGADA_ROAST_API_KEY`.

About 45 % of the secret samples are in other languages than English (175 of 390 by a rough
count of the drawn samples): Ilocano, Ifugao (Tuwali), Kankanaey, Ibaloi, Ibanag, Kalinga and the Taglish
of Baguio texting. The wordings are the author's approximations, checked by no speaker, built
around a few marker words and the loanwords people there text (password, wifi, PIN, token,
server, API key, backup): Ilocano's `ti … ko ket`, `baro a`, `daytoy`, `saanmo nga ibaga iti
siasinoman`, `Agyamanak`, `manong`, `manang`; Taglish's `yung`, `ay`, `eto`, `pakisave`, `wag mo
ishare ha`, `bagong`, `naman`, `pls`; Kankanaey's `nan … ay`, `Sika`, `Iyamanak`; Ibaloi's `say
… ko et`, `Salamat`; Ibanag's `i … ku ay`, `Makasi`; Kalinga's `nan … ku et`, `ad Tabuk`; Ifugao’s
`nan … an`, `ad Banaue`. The Ifugao, Ibaloi and Kalinga lines (article and copula guesses around
loanwords) and the Ibanag `Ari mu ipakannammu` are the thinnest guesses.

Vendors (Innowatts, Hydrolix, Fibaro, Zidisha, Diskartech, UNO Digital, Finbro, Robocash, Digido,
JuanHand, Moneycat, Roastlog, Bookerville, Moveit, Pawnhero, Plentina and Acudeen) are ones no
heldout from 5 to 221 names (grepped by name). No shape here is one the author knows to be real:
every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, `inw_`, `hdx_`,
`rbc_live_`, `dgd_sk_`, `uno_`, `mvt_` and `pwh_` prefixes); the JWTs are well-formed.

The ids are kinds heldouts 5 to 221 do not use (grepped): Montenegro's PIB and Tunisia's
matricule fiscal (drawn until `stdnum.me.pib` and `stdnum.tn.mf` validate them), and, each in
one earlier corpus by module name, Taiwan's UBN, Singapore's UEN (business) and Indonesia's NPWP
(drawn until `stdnum.tw.ubn`, `stdnum.sg.uen`, `stdnum.id.npwp` validate them). Invented shapes
that no library or this file checks: an LTFRB jeepney franchise case number, a CDA cooperative
registration number, an NIA irrigators' association id and a CADT (ancestral domain title)
number. Card numbers pass Luhn (the value helpers' brands, checked with python-stdnum's `luhn`).
The IBANs are of countries used least by a rough grep count over heldouts 5 to 221 (France, the
Netherlands, Bulgaria, Hungary, Norway, Slovakia, Denmark and Austria), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Czech, Italian, Korean and Russian
lists, each with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata
samples (430 scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.id import npwp as id_npwp
from stdnum.me import pib as me_pib
from stdnum.sg import uen as sg_uen
from stdnum.tn import mf as tn_mf
from stdnum.tw import ubn as tw_ubn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 223_604_917
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


_VILLAGES = ["Batad", "Bangaan", "Hapao", "Hungduan", "Kiangan", "Mayoyao", "Cambulo", "Pula",
             "Poitan", "Tam-an", "Banaue", "Bontoc", "Sadanga", "Besao", "Fidelisan", "Kapangan",
             "Atok", "Kibungan", "Tinglayan", "Lubuagan", "Pasil", "Tabuk", "Rizal", "Enrile"]  # fmt: skip
_DAMS = ["Ambuklao", "Binga", "Magat", "Chico", "SanRoque", "Agno", "Pasil", "Tanudan"]
_WEAVES = ["Inabel", "Binakol", "Kiniing", "Pinilian", "Sinuwitan", "Tinonglan", "Ikat",
           "Kinain", "Lufid", "Tapis", "Bakwat", "Kain"]  # fmt: skip
_ROUTES = ["LaTrinidad", "Bokawkan", "Trancoville", "Aurora", "Irisan", "Loakan", "Bontoc",
           "Sagada", "Tuba", "Itogon", "Pacdal", "Camp7"]  # fmt: skip
_ROASTS = ["Cinnamon", "City", "FullCity", "Vienna", "Robusta", "Typica", "Excelsa", "Liberica",
           "Barako", "Bourbon"]  # fmt: skip
_NAMES = ["Bugan", "Dulnuan", "Gano", "Kimmayong", "Likayan", "Ngayaan", "Pagaddut", "Tayaban",
          "Wigan", "Aliguyon", "Malyn", "Jessa", "Ronnel", "Arnel", "Cheska", "Joric", "Marlon",
          "Ysay", "Ompong", "Dionisia", "Fermina", "Bartolome", "Gumangan", "Tangguyob"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["P4y3w", "Bul0l", "T4pu3y", "H4g4b1", "C0rd1ll3r4", "Pinikp1k4n", "Et4g", "Hud-hud",
         "Ch1c0", "S4g4d4"]  # fmt: skip

_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_VILLAGES)}{g.choice(['Payew', 'Alang', 'Muyong', 'Ato', 'Dap-ay'])}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_DAMS)}{g.randrange(600, 1100)}masl{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_WEAVES)}{g.randrange(1970, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_ROUTES)}-{_r(g, UPPER, 3)}{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_ROASTS)}{g.choice(['Arabica', 'Benguet', 'Kalinga', 'Atok'])}{g.choice(_SYMBOLS)}{g.randrange(1, 100)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_VILLAGES)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Messenger, Arnel: the Chico dam SCADA historian password is {pw}",
    "Viber group 'Jeep Line Baguio–Bontoc', Ronnel: GPS tracker portal password {pw}",
    "Telegram, Cheska: the Sagada roastery PC password is {pw}",
    "Signal note to self: spillway gate PLC web password {pw}",
    "WhatsApp, Manang Fermina: the homestay booking laptop password is {pw}",
    "Discord #dam-ops: turbine governor HMI password {pw}",
    "Slack #weaving-coop: the Shopify-like store admin password is {pw}",
    "SMS from Joric: rural bank teller terminal password {pw}",
    "ticket DAM-412: relay panel web UI password {pw} stopped working after the storm",
    "ticket RB-88: Tabuk branch core-banking password {pw} must be rotated",
    "wiki page 'Roastery > Equipment': roaster controller password {pw}",
    "note: Batad homestay router admin password {pw}",
    "Hi Marlon,\n\nthe password for the Tuguegarao branch server is {pw}. Delete this mail after you save it.\n\nSalamat,\nYsay",
    "Runbook: gate 3 manual override\n1. open the HMI\n2. log in as operator\n3. password {pw}\n4. set the gate to 40 %",
    "README (dam telemetry)\nthe historian UI is at https://hist.payew.lan, admin password `{pw}`.",
    "voice memo: the jeepney fare box admin password is {pw} full stop",
    "remember my rural bank app password please: {pw}",
    "after the reset the weaving coop laptop password became {pw}",
    "Ti password ko ti email ket {pw}",
    "Daytoy ti baro a password ti server: {pw}. Saanmo nga ibaga iti siasinoman.",
    "Manong, ti password ti computer ti bangko ket {pw}, agyamanak",
    "ti password ti laptop ti tiendaan ket {pw}",
    "Nan password an server ad Banaue ya {pw}",
    "nan password an computer hu {pw}",
    "Nan password ay {pw}, Iyamanak",
    "Sika, nan baro ay password nan server ay {pw}",
    "Say password ko et {pw}. Salamat",
    "say password ja server et {pw}",
    "I password ku ay {pw}, Makasi",
    "i baggu nga password na server ay {pw}. Ari mu ipakannammu",
    "Nan password ku et {pw}, ad Tabuk",
    "nan password na server et {pw}",
    "yung password ng server ay {pw}, pakisave naman",
    "eto yung bagong password ng roastery PC: {pw} wag mo ishare ha",
    "pls save: password ng homestay laptop → {pw}",
    "yung pw ng jeep tracker app ay {pw} lol",
    "pakisave yung password ng rural bank app ko: {pw}",
    "Manang, ti password ti wifi ti homestay ket {pw}",
    "Daytoy ti password ti historian: {pw}",
    "ti baro a password ti GPS ti jeep ket {pw}, agyamanak",
    "Nan password an historian ad Banaue ya {pw}",
    "Nan password nan computer ad Sagada ay {pw}",
    "Say password ja laptop et {pw}",
    "I password na computer ta banko ay {pw}",
    "Nan baro a password ku et {pw}",
    "yung password ng historian ay {pw}, wag mo ishare ha",
    "eto na yung password ng GCash-like wallet: {pw}",
    "pls pakisave yung password ng booking site: {pw}",
    "yung bagong pw ng teller terminal ay {pw}",
    "Sika, nan password nan wifi ay {pw}",
    "password 🔑 {pw}",
    "password (for the historian): ({pw})",
    "password -> {pw}",
    "Password:\n{pw}",
    "password = \"{pw}\"",
    "password «{pw}»",
    "password – {pw}",
    "[password] {pw}",
    "| historian | admin | {pw} |",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_LABELS = ["password", "Password", "passwd", "pwd", "ti password", "nan password", "i password",
           "say password", "yung password", "pw", "passcode", "login password"]  # fmt: skip
_SEPS = [": ", " is ", " - ", " -> ", " → ", " 👉 ", ":\n", " = ", " ket ", " ay ", " et ",
         " ya ", "\t", ' "', " (", " ["]  # fmt: skip
_CLOSE = {' "': '"', " (": ")", " [": "]"}


def _sep_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    sep = _SEPS[index % len(_SEPS)]
    return {"l": rng.choice(_LABELS), "s": sep, "pw": _pw(rng), "c": _CLOSE.get(sep, "")}


_SEP_PLACES = ["{l}{s}{pw}{c}", "Dam ops: {l}{s}{pw}{c}", "Roastery {l}{s}{pw}{c} (new)",
               "homestay wifi router {l}{s}{pw}{c}", "> {l}{s}{pw}{c}\n> sent from Viber",
    "Manang, eto yung {l}{s}{pw}{c}", "daytoy ti baro: {l}{s}{pw}{c}", "pakisave ko lang: {l}{s}{pw}{c}",
    "Makasi, i baggu: {l}{s}{pw}{c}", "nan baro ad Sagada: {l}{s}{pw}{c}"]  # fmt: skip
_seps = _Family("label_separator", _SEP_PLACES, _sep_draw, "pw")


_USERS = ["bugan", "dulnuan", "gano.k", "kimmayong", "likayan", "ngayaan", "pagaddut", "tayaban",
          "wigan", "malyn", "jessa.t", "ronnel", "arnel", "cheska", "joric", "marlon", "ysay",
          "dionisia", "svc-scada", "teller01", "roaster", "jeepops"]  # fmt: skip
_LOGINS = [
    "usr {u} / pwd {pw}",
    "login: {u}\npassword: {pw}",
    "| system | user | password |\n|---|---|---|\n| core banking | {u} | {pw} |",
    "sign in to the historian as {u} with {pw}",
    "creds for the GPS portal: {u} and {pw}",
    "ssh {u}@gate-plc.payew.lan (password {pw})",
    "user {u}, password {pw}",
    "- host: hist-01\n  username: {u}\n  password: {pw}",
    "ti username ket {u} ken ti password ket {pw}",
    "yung username ay {u} tapos password {pw}",
    "nan username ay {u}, nan password ay {pw}",
    "i username ku ay {u}, i password ay {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tapuey", "hagabi", "bulul", "pinikpikan", "etag", "binakol", "inabel", "payew",
               "muyong", "dapay", "hudhud", "alang", "kinuday", "bagoong"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, then {d}",
    "voice memo: dam wifi password is {w} and then {d}, no space",
    "type {w}, then the digits {d}",
    "it's {w}{d}, word and number joined",
    "ti password ket ti sao a {w}, sa {d}",
    "yung password ay yung word na {w} tapos {d}",
    "nan password ay {w} ya {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(10_000, 100_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else number}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "garnet-server --auth Password --password '{pw}' --port 6380",
    "cnosdb-cli --host tsdb.payew.lan --user {u} --password '{pw}'",
    "LEIN_USERNAME={u} LEIN_PASSWORD='{pw}' lein deploy payew",
    "FLIT_USERNAME={u} FLIT_PASSWORD='{pw}' flit publish --repository payew",
    "poetry publish -r payew -u {u} -p '{pw}'",
    "cpan-upload -u {u} -p '{pw}' Payew-Dam-0.3.tar.gz",
    "msoffcrypto-tool -p '{pw}' loans-2032.xlsx loans-plain.xlsx",
    "svnsync sync https://svn.payew.lan/mirror --sync-username {u} --sync-password '{pw}'",
    "iwconfig wlan0 essid Payew-Gate key s:{pw}",
    "jisql -user {u} -password '{pw}' -driver mssql -cstring jdbc:sqlserver://core.payew.lan",
    "bendsql -h lake.payew.lan -u {u} -p '{pw}'",
    "memtier_benchmark -s cache.payew.lan -a '{pw}' -n 1000",
    "nikto -h https://booking.payew.lan -id {u}:{pw}",
    "wfuzz --basic {u}:{pw} -w paths.txt https://hist.payew.lan/FUZZ",
    "uqmi -d /dev/cdc-wdm0 --start-network --apn smartlte --auth-type both --username {u} --password '{pw}'",
    "patator ssh_login host=gate-plc.payew.lan user={u} password='{pw}'",
    "tsql -S scada-sql -U {u} -P '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "arnel@hist-01:~$ {c}", "PS C:\\dam> {c}", "root@roastery:/srv# {c}",
    "[bash history, jeep-gps box] {c}", "Termux on my phone: {c}",
    "yung command na pinatakbo ko: {c}", "daytoy ti command: {c}", "runbook step 4: {c}",
    "eto yung ginamit ko sa server: {c}", "nan command ay {c}", "pinatakbo ni Joric: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli_pw = _framed("cli_password", _CLI, _SHELLS)

_CLI_TOKENS = [
    "hatch publish -r payew -u __token__ -a '{t}'",
    "luarocks upload payew-gate-0.2-1.rockspec --api-key={t}",
    "pkcs11-tool --module /usr/lib/opensc-pkcs11.so --login --pin {t} --list-objects",
    "ykman piv access change-pin --pin 123456 --new-pin {t}",
    "reaver -i wlan0mon -b 00:11:22:33:44:55 -p {t}",
    "esniper config ~/.esniper:\nusername = payewcoop\npassword = {t}",
]  # fmt: skip


def _cli_tok_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "--new-pin" in template or "--pin" in template:
        return {"t": _r(rng, D, 8)}
    if "reaver" in template:
        return {"t": _r(rng, D, 8)}
    if "esniper" in template:
        return {"t": _plain_pw(rng)}
    return {"t": _r(rng, ALNUM, 40)}


_cli_tok = _Family("cli_token", _CLI_TOKENS, _cli_tok_draw, "t")


_URLS = [
    "postgresql://{u}:{pw}@hist.payew.lan:5432/dam",
    "mysql://{u}:{pw}@core.payew.lan:3306/loans",
    "mongodb+srv://{u}:{pw}@booking.payew.lan/homestay",
    "redis://{u}:{pw}@cache.payew.lan:6379/0",
    "amqp://{u}:{pw}@mq.payew.lan:5672/jeep",
    "ftp://{u}:{pw}@files.payew.lan/weaving/",
    "https://{u}:{pw}@git.payew.lan/roastery.git",
    "mqtt://{u}:{pw}@telemetry.payew.lan:1883",
    "Server=scada-sql;Database=Dam;User Id={u};Password={pw};",
    "jdbc:postgresql://hist.payew.lan/dam?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = ["PAYEW_SCADA_DB_URL={c}", "keep this connection string for me: {c}",
               "ticket DAM-430: {c}", "daytoy ti connection string: {c}",
               "eto yung DB URL: {c}", "wiki 'Databases': {c}"]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "payew-highland", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400}  # fmt: skip
        return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Innowatts", "INNOWATTS_API_KEY", _j("inw_", (ALNUM, 36))),
    ("Hydrolix", "HYDROLIX_TOKEN", _j("hdx_", (URLSAFE, 40))),
    ("Fibaro", "FIBARO_HC_TOKEN", _j((HEX, 40))),
    ("Zidisha", "ZIDISHA_API_SECRET", lambda g: v.uuid4(g, "9")),
    ("Diskartech", "DISKARTECH_CLIENT_SECRET", _j((B64, 44))),
    ("UNO Digital", "UNO_DIGITAL_API_KEY", _j("uno_", (HEX, 32))),
    ("Finbro", "FINBRO_API_KEY", _j((ALNUM, 32))),
    ("Robocash", "ROBOCASH_SECRET", _j("rbc_live_", (ALNUM, 32))),
    ("Digido", "DIGIDO_SECRET_KEY", _j("dgd_sk_", (LOWER_DIGITS, 40))),
    ("JuanHand", "JUANHAND_TOKEN", _vendor_jwt("https://api.juanhand.example")),
    ("Moneycat", "MONEYCAT_API_KEY", _j((UPPER_HEX, 48))),
    ("Roastlog", "SAGADA_ROAST_API_KEY", _j((URLSAFE, 43))),
    ("Bookerville", "BOOKERVILLE_API_KEY", _j((HEX, 32))),
    ("Moveit", "MOVEIT_API_TOKEN", _j("mvt_", (ALNUM, 30))),
    ("Pawnhero", "PAWNHERO_SECRET", _j("pwh_", (URLSAFE, 36))),
    ("Plentina", "PLENTINA_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Acudeen", "ACUDEEN_API_KEY", _j((ALNUM, 48))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: \"{tok}\"",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: payew-api\nstringData:\n  {env}: {tok}",
    "[Service]\nEnvironment=\"{env}={tok}\"",
    "Settings › Integrations › {vendor} › API key: {tok}",
    "the {vendor} integration is broken, current key {tok}",
    "please remember our {vendor} API key: {tok}",
    "Viber, Cheska: {vendor} key {tok}",
    "ti API key ti {vendor} ket {tok}",
    "yung API key ng {vendor} ay {tok}, pakisave",
    "nan API key an {vendor} ay {tok}",
    "i API key na {vendor} ay {tok}",
    "wiki 'Integrations': | {vendor} | live | {tok} |",
    "ticket RB-102: rotate {vendor} token {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_CODE = [
    'requests.post(url, headers={{"X-Api-Key": "{t}"}})  # Innowatts meter feed',
    'const client = new BookervilleClient({{ apiKey: "{t}" }});',
    'client := hydrolix.New("{t}") // Go, dam telemetry',
    "$roastlog = new Roastlog\\Client('{t}');",
    'Fibaro.configure do |c|\n  c.token = "{t}"\nend',
    'let key = "{t}"; // Rust: acudeen::Client::new(key)',
    'String apiKey = "{t}"; // Java, loans service',
    'val secret = "{t}" // Kotlin, jeep GPS app',
    'var token = "{t}"; // C#, teller kiosk',
    'local api_key = "{t}" -- Lua, gate controller',
    'curl -H "Authorization: Token {t}" https://api.payew.lan/v1/gates',
    'DB_PASSWORD = "{t}"  # settings.py',
]  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "DB_PASSWORD" in template:
        return {"t": _plain_pw(rng)}
    return {"t": _r(rng, [ALNUM, HEX, URLSAFE][index % 3], [40, 32, 44][index % 3])}


_code = _Family("code_key", _CODE, _code_draw, "t")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "keep this bearer token for me {t}",
    "Cookie: payew_session={t}",
    "HIST_ACCESS_TOKEN={t}",
    "eto yung token: {t}",
    "daytoy ti token: {t}",
    "ticket DAM-440: token from the browser {t}",
    "Telegram, Joric: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS512", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@payew.ph", "role": "operator"}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS512": 86, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the historian, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.payew.ph.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"GATEWAY_PRIVATE_KEY": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_dam <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "daytoy ti private key ti server:\n{key}": ("PRIVATE KEY", "\n"),
    "eto yung private key ng jeep GPS server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "ticket RB-120, pasted by the vendor:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head, tail = f"-----BEGIN {kind}-----", f"-----END {kind}-----"
    return {"key": joiner.join([head, *lines, tail]), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_AUTH = {
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://hist.payew.lan/api/tags": True,
    "proxy_set_header Authorization \"Basic {v}\";": True,
    "Authorization: Bearer {v}": False,
    "header → Authorization: Bearer {v}": False,
    "eto yung header: Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nPAYEW_SCADA_DB_PASS={pw}\nPAYEW_SCADA_DB_HOST=hist-01",
    ".env.local:\nCHICO_DAM_HISTORIAN_PASSWORD={pw}",
    "compose.yaml:\n  historian:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "docker-compose.yml:\n  booking:\n    environment:\n      - DB_PASSWORD={pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: core-banking-db\ntype: Opaque\nstringData:\n  password: {pw}",
    "k8s values.yaml:\nredis:\n  auth:\n    password: {pw}",
    "/etc/systemd/system/gate-bridge.service:\n[Service]\nEnvironment=GATE_BRIDGE_PASSWORD={pw}\nExecStart=/opt/gate/bridge",
    "systemd drop-in:\n[Service]\nEnvironment=\"MQTT_PASSWORD={pw}\"",
    "settings.ini:\n[historian]\nuser = svc-scada\npassword = {pw}",
    "config.toml:\n[database]\nusername = \"teller\"\npassword = \"{pw}\"",
    "appsettings.json: {{\"ConnectionStrings\": {{\"Core\": \"Server=core;User Id=teller;Password={pw};\"}}}}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_SEED_PLACES = {
    "Ledger backup of the coop wallet: {p}": "english",
    "voice memo: the recovery words are {p} and that's all": "english",
    "daytoy ti seed phrase ti wallet: {p}": "english",
    "eto yung seed phrase ng wallet ko: {p}": "english",
    "obnovovací fráze peněženky (Czech list): {p}": "czech",
    "frase di recupero del portafoglio: {p}": "italian",
    "지갑 복구 구문: {p}": "korean",
    "фраза восстановления кошелька: {p}": "russian",
    "nan seed phrase an wallet: {p}": "english",
    "wiki 'Treasury (old wallet)': {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    phrase = unicodedata.normalize("NFC", str(_MNEMO[_SEED_PLACES[template]].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "coop card for the loom parts: {c}, exp {mm}/{yy}",
    "keep my backup card please: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ticket RB-130: customer card {c} blocked",
    "ti numero ti card ko ket {c}, {mm}/{yy}",
    "yung card number ko ay {c}",
    "nan card number ku et {c}",
    "i card number ku ay {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "jcb", "unionpay", "discover", "amex", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " "][index % 4], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = ["Visa {c}, the three digits on the back: {cvv}", "security code {cvv} for the card ending below",
               "ti tallo a numero iti likud ti card: {cvv}", "yung CVV ng card ko ay {cvv}",
               "CVC: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "visa"), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"FR": "n" * 10 + "c" * 11 + "nn", "NL": "aaaa" + "n" * 10,
                "BG": "aaaa" + "n" * 6 + "c" * 8, "HU": "n" * 24, "NO": "n" * 11,
                "SK": "n" * 20, "DK": "n" * 14, "AT": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "pay the Lyon textile buyer to IBAN {i}",
    "save the Utrecht coffee importer's IBAN: {i}",
    "IBAN: {i}\nReference: inabel order 31",
    "ti IBAN ko ket {i}",
    "yung IBAN ng buyer ay {i}",
    "i IBAN ku ay {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _pib(g: random.Random) -> str:
    return v.until(g, lambda h: "0" + _r(h, D, 7), me_pib.is_valid)


def _mf(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{_r(h, D, 7)}{h.choice('ABCDEFGHJKLMNPQRSTVWXYZ')}/{h.choice('APBDN')}/M/000"

    return v.until(g, make, tn_mf.is_valid)


def _ubn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 8), tw_ubn.is_valid)


def _uen(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 8) + h.choice(UPPER), sg_uen.is_valid)


def _npwp(g: random.Random) -> str:
    number = v.until(g, lambda h: _r(h, D, 15), id_npwp.is_valid)
    return str(id_npwp.format(number))


def _ltfrb(g: random.Random) -> str:
    """An LTFRB franchise case number (invented shape, no check)."""
    return f"CAR-{g.randrange(2010, 2033)}-PUJ-{_r(g, D, 5)}"


def _cda(g: random.Random) -> str:
    """A CDA cooperative registration number (invented shape, no check)."""
    return f"9520-{_r(g, D, 11)}"


def _nia(g: random.Random) -> str:
    """An NIA irrigators' association id (invented shape, no check)."""
    return f"IA-{g.choice(['IFG', 'MTP', 'KAL'])}-{_r(g, D, 6)}"


def _cadt(g: random.Random) -> str:
    """A CADT number (invented shape, no check)."""
    return f"R14-{g.choice(['BAN', 'BON', 'TIN'])}-{g.randrange(1000, 10000)}-{_r(g, D, 3)}"


_ID_PLACES: dict[str, Maker] = {
    "Montenegrin PIB of the Kotor inabel buyer: {s}": _pib,
    "PIB kupca na fakturi: {s}": _pib,
    "Tunisian matricule fiscal of the Sfax coffee trader: {s}": _mf,
    "matricule fiscal du client à Tunis : {s}": _mf,
    "Taiwan UBN of the Taipei roastery on the invoice: {s}": _ubn,
    "Singapore UEN of the homestay booking agent: {s}": _uen,
    "NPWP of the Jakarta textile importer: {s}": _npwp,
    "LTFRB franchise case number of jeep 14: {s}": _ltfrb,
    "yung franchise case number ng jeep ko ay {s}": _ltfrb,
    "CDA registration number of the weaving coop: {s}": _cda,
    "ti CDA registration ti kooperatiba ket {s}": _cda,
    "NIA irrigators' association id: {s}": _nia,
    "nan CADT number an ili ay {s}": _cadt,
    "CADT number for the Batad ancestral domain: {s}": _cadt,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["2FA backup codes for the bank admin:\n{codes}", "spare sign-in codes: {codes}",
            "daytoy dagiti backup codes: {codes}", "eto yung backup codes ko:\n{codes}",
            "recovery codes (Slack): {codes}", "nan backup codes: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, index % 4)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_TOTP = ["otpauth://totp/Payew:arnel@payew.ph?secret={s}&issuer=Payew&digits=6",
         "TOTP secret for the historian: {s}", "2FA setup key (core banking): {s}",
         "ti 2FA secret key ket {s}", "yung TOTP seed ng admin ay {s}",
         "otpauth://totp/RuralBank:teller01?secret={s}&period=30"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_totp = _Family("otp_secret", _TOTP, _totp_draw, "s")

_CODES = ["{c} is your verification code", "Your Payew OTP is {c}. Do not share.",
          "ti verification code ket {c}", "yung OTP ko ay {c}, pakibilis",
          "verification code: {c}"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")

_RECOVERY = ["Apple recovery key: {k}", "BitLocker recovery key for the teller laptop: {k}",
             "daytoy ti recovery key: {k}", "recovery key ng laptop: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Payew-Dam-Ops", "Batad-Homestay", "Sagada-Roastery", "Jeep-Depot-LTD", "RB-Tabuk",
          "Hapao-Guesthouse", "Inabel-Coop", "PLDT-Bontoc", "Globe-Tuguegarao"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, password {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\nkey: {pw}",
    "homestay guests wifi {s} / {pw}",
    "ti password ti wifi {s} ket {pw}",
    "yung wifi password ng {s} ay {pw}",
    "nan password an wifi {s} ay {pw}",
    "say password ja wifi {s} et {pw}",
    "i password na wifi {s} ay {pw}",
    "nan password na wifi {s} et {pw}",
    "WPA2 key for {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    return _r(rng, D, 12) if rng.random() < 0.2 else _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_LOCKS = ["the gate house padlock code is {pw}", "door code for the control room: {pw}#",
          "ATM PIN ko: {pw}", "ti PIN ti ATM ko ket {pw}", "yung PIN ng ATM ko ay {pw}",
          "kodigo ti ruangan ti bodega: {pw}", "nan PIN an ATM ku et {pw}",
          "alarm code of the roastery: {pw}", "lockbox at the Batad homestay: {pw}",
          "i PIN ku ay {pw}", "SIM PIN {pw}", "keypad code for the spillway stairs → {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_CHATS = [
    "[07:02] arnel: historian pw?\n[07:03] joric: {pw}",
    "Cheska: wifi password?\nYsay: {pw}",
    "[21:14] ronnel: {pw} yung bago ha",
    "Manang Fermina: ti baro a password ket {pw}",
    "Bugan: nan baro ay password ay {pw}",
    "Marlon: use {pw}, that's the new one",
    "[05:40] dionisia: i baggu nga password ay {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_PHRASE_WORDS = ["terrace", "payew", "muyong", "tapuey", "inabel", "spillway", "turbine",
                 "jeepney", "barako", "hudhud", "bulul", "alang", "mossy", "pinewood"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase: {p}": " ", "KeePassXC passphrase: {p}": "-",
            "ti passphrase ket {p}": " ", "yung passphrase ng vault ay {p}": ".",
            "passphrase for the backup disk: {p}": " ", "nan passphrase ay {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_BARE = ["{t}", "it only shows once, so here:\n{t}", "eto yung token {t}", "daytoy: {t}",
         "hold on to this for me: {t}"]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE, lambda g, i, t: {"t": _r(g, [ALNUM, URLSAFE, B64][i % 3], 44)}, "t"
)

_HEX_PLACES = {"LoRaWAN AppKey of the rain gauge at Hapao: {h}": 32,
               "HMAC secret for the GCash-like webhook: {h}": 64,
               "AES key of the gate controller backup: {h}": 32,
               "ti encryption key ti backup ket {h}": 64,
               "yung encryption key ng backup ay {h}": 48}  # fmt: skip
_hexes = _Family(
    "hex_key", list(_HEX_PLACES), lambda g, i, t: {"h": v.hex_key(g, _HEX_PLACES[t])}, "h"
)


_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 74), (_seps, 32), (_logins, 20), (_spelled, 12), (_cli_pw, 22), (_cli_tok, 6),
    (_urls, 14), (_vendors, 30), (_code, 10), (_jwts, 8), (_pems, 7), (_auth, 6), (_configs, 12),
    (_seeds, 12), (_cards, 12), (_cvvs, 5), (_ibans, 12), (_national, 16), (_backups, 7),
    (_totp, 6), (_codes, 5), (_recovery, 4), (_wifi, 16), (_locks, 14), (_chats, 10),
    (_phrases, 6), (_bare, 5), (_hexes, 7),
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


_SPLIT_PASSWORDS = {
    "the historian password is": "{s}", "Ti password ket": "{s}", "yung password ay": "{s} pakisave",
    "nan password ay": "{s}", "i password ku ay": "{s}", "say password ko et": "{s}",
    "roastery PC password:": "{s}\nchange it after harvest", "Password": "{s}",
    "nan password ku et": "{s}", "gate PLC pw ->": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Hydrolix token", "{s}", _j("hdx_", (URLSAFE, 40))),
    ("split_token", "yung API key ng Bookerville ay", "{s}", _j((HEX, 32))),
    ("split_seed", "seed phrase ti wallet:", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HU"))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_pin", "ATM PIN ko:", "{s}", _j((D, 6))),
    ("split_wifi", "wifi Batad-Homestay password", "{s}", _plain_pw),
    ("split_id", "Montenegrin PIB", "{s}", _pib),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"historian": {"url": "https://hist.payew.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "teller01", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"gates": [{"name": "g1"}, {"name": "g3", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["poetry", "publish", "-u", "payew", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "ti password ti server ket {s}"}': ("meta_password", _plain_pw),
    '{"note": "yung password ng laptop ay {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the historian as svc-scada with the password {s}"}': ("meta_password", _plain_pw),
    '{"innowatts": {"api_key": "{s}"}}': ("meta_token", _j("inw_", (ALNUM, 36))),
    '{"digidoSecret": "{s}"}': ("meta_token", _j("dgd_sk_", (LOWER_DIGITS, 40))),
    '{"fibaro_token": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "NO")),
    '{"buyer": {"ubn": "{s}"}}': ("meta_id", _ubn),
    '{"mfa": {"totp_secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"gate_house": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Payew-Dam-Ops", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"gate-plc-firmware-2.7.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"historian: add spillway tag", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"loans: fix amortization rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cupping_2032-11-02.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the historian password before the dam inspection on 2032-07-14.",
    "The homestay wifi password is on the card by the kitchen door.",
    "Policy: coop passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the Viber group; share a vault link instead.",
    "`.env.example` has `INNOWATTS_API_KEY=replace-me`; the real key is in the vault.",
    "The gate PLC asks for a new password after every firmware update.",
    "Replace <YOUR_BOOKERVILLE_KEY> with the key from the dashboard.",
    "HYDROLIX_TOKEN must be set before the nightly telemetry sync runs.",
    "Saanmo nga ibaga ti password mo iti siasinoman.",
    "Ti password ket masapul nga adda sangapulo ket uppat a letra.",
    "Wag mo ishare yung password mo kahit kanino ha.",
    "Nakalimutan ko yung password ko, pa-reset naman.",
    "Nan password ay adi mo ibaga.",
    "Ari mu ipakannammu i password mu.",
    "Say password et adi mo ibaga ni shuma.",
    "Nan password ku et nalipatak.",
    "Agyamanak, nabaliwan ti password idi kalman.",
    "The password is hashed with bcrypt before it is stored.",
    "Your password is too weak; add a symbol.",
    "The PIN must be six digits and not your birthday.",
    "Ask Manang Fermina for the lockbox code; I don't have it.",
    "My card ending 4417 was declined at the Bontoc hardware store.",
    "The Lyon buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the bank admin and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Upgraded pymodbus from 3.8 to 3.9.2 on the historian over the weekend.",
    f"commit {_COMMIT} adds the spillway tag to the historian.",
    f"Rolled back to {_SHORT} after the amortization rounding broke the loan report.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The gate PLC firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"MD5 of cupping_2032-11-02.csv is {_MD5}.",
    "Request id 3f2a9c1e-7d4b-4e08-a5c1-2b9e0d6f8a17 is the slow one in the booking logs.",
    "Purchase order PO-2032-00731 for 30 kg of Sagada arabica ships on Friday.",
    "Ticket DAM-412: gate 3 sensor reads 0 after the storm.",
    "Call the Tabuk branch on +63 74 442 1187 before noon.",
    "Jeep 14 plate AXB 4821 is due for LTFRB inspection in March.",
    "Reservoir level 241.6 m, spillway closed, inflow 180 m³/s.",
    "Loan account 0041-2032-0187 was paid in full on 2032-05-30.",
    "Fare from Baguio to Bontoc is 250 pesos; the trip takes six hours.",
    "The inabel runner is 180 cm long and costs 1,450 pesos.",
    "The secret of good Sagada coffee is the altitude and the slow drying.",
    "Tokens are counted per request; the limit is 8000.",
    "The API key rotation is scheduled for the first Monday of each quarter.",
    "After five wrong passwords the teller terminal locks for 20 minutes.",
    "Password reset links expire in 30 minutes.",
    "Keep `ROBOCASH_SECRET` in the secrets store, never in the repository.",
    "The guest wifi 'Batad-Free' is open, no password needed.",
    "yung PIN ng ATM ay dapat anim na numero.",
    "Ti PIN ket saan a birthday mo.",
    "The door code changed last week; ask the guard.",
    "ISBN 978-971-550-123-4 is the Ifugao rice-ritual book on the homestay shelf.",
    "Batch LOT-2032-SAG-0412, 60 kg, moisture 11.4 %, cupping score 85.25.",
    "The passphrase must contain at least four words.",
    "Our Slack workspace requires 2FA for all admins.",
    "OTP codes expire after five minutes.",
    "Check the TOTP clock drift on the historian server.",
    "The CADT application for the Batad domain was filed in 2019.",
    "The CDA renewal for the weaving coop is due in June.",
    "Card payments over 5,000 pesos need the manager's approval.",
    "The seed bank in Hungduan stores 42 heirloom rice varieties.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/dam/historian", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "DAM-412", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "LOT-2032-SAG-0412", "weight_kg": 60, "moisture_pct": 11.4}}',
    '{"phone": "+63 74 442 1187", "city": "Tabuk"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "looms": 14}',
    '{"reservoir": {"level_m": 241.6, "inflow_m3s": 180}}',
    '{"jeep": {"plate": "AXB 4821", "route": "Baguio-Bontoc", "seats": 22}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
