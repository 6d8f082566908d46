# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-ninety-seventh only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-ninety-eighth to two-hundredth), any test, the reports, the benchmarks, the changelog
nor the git history, and the scrubber was never run on it. Its own seed (201583907), password words
(a sheep breed, an ewe-tag number and a sign; a still-house word and a cask number; a ferry's name
and a sailing time; a Gaelic or Faroese place word and a year; leet words of the fleece, the
dram, the skerry and the hot pool; a kayak's name and its length; a name, a birth year, a sign and
an island; a generator's groups and random runs), names, places, templates, tools, vendors and
layouts, the way the staff of Stac & Sund Holdings (fictional: sheep stations on Lewis and
Unst, a wool-scouring mill by Lerwick, sea-kayak tours from Portree, a geothermal spa by
Tórshavn, a whisky distillery near Kirkwall, an inter-island ferry and a small building society
in Stornoway) leak secrets into an assistant's memory. The texts are WhatsApp, Signal, Telegram,
Messenger, iMessage, SMS, Teams, Slack, Discord and Google Chat messages, chat logs with times,
Zendesk and Jira-style tickets, Confluence and BookStack pages and tables, Apple Notes, Google Keep
and Obsidian notes, e-mails, runbooks, README fragments, shell and PowerShell prompts, code
(Python, JavaScript, Go, Ruby, PHP, C#, Kotlin, Rust, Bash and SQL), configs (env files, compose,
Kubernetes secrets, systemd units), an Otter voice-memo transcript, dictated text and requests to
the assistant itself; the label's separators run from a colon, "is" and a dash to an arrow, an
emoji, a new line, quotes (`"…"`, `«…»`, `“…”`), parentheses and a table's bar.

Tools, flags and variables (each grepped for the command, flag or variable itself): the NATS CLI's
`--user … --password`, `vsql` fed by `VSQL_PASSWORD`, and the company's own variables
(`STACSUND_FERRY_DB_PASS`, `STACSUND_SPA_MQTT_PASSWORD`, `STACSUND_BOND_LEDGER_KEY`), which no
earlier corpus names; beside them commands of lightly used tools (each in one or two of heldouts 5
to 197 by that grep): `bzr branch` and `fossil clone` and `hg clone` with credentials in the URL,
`mount -t cifs -o username=…,password=…`, curlftpfs, `arj a -g…`, `pk12util -W`, `signtool sign
/p`, `xcrun notarytool --password` and `xcrun altool -p`, `winrs -p:`, `anydesk --set-password`,
`rustdesk --password`, MeshCentral's `meshctrl --loginpass`, irssi's `/connect` with a password,
`/msg NickServ IDENTIFY`, `thelounge add … --password`, and pianobar's and SABnzbd's configs.

About 48 % of the secret samples are in other languages than English (189 of 390, by a rough
count of the drawn samples against each language's marker words, see `_MARKERS`): Scottish
Gaelic, Faroese, Shetland and Orkney Scots, Doric, Hebridean English texting and Scots, and
Spanish, French, Italian, Czech and Portuguese only in seed-phrase lines. The wordings are the author's
approximations, checked by no speaker, built around a few marker words and the loanwords people
text (password, wifi, PIN, token, server, API): Gaelic `facal-faire`, `Is e … a th' ann`, `ùr`,
`Seo`, `còd an dorais`, `iuchair API`, `na innis do dhuine sam bith`, `Tapadh leat`, `a
charaid`; Faroese `loyniorð`, `loyniorðið er`, `nýggja`, `brúkaranavn`, `kodan til hurðina`,
`PIN-kodan`, `API-lykilin`, `Ikki siga tað við nakran`, `Takk fyri`; Shetland `da`, `dis`, `du`,
`peerie`, `dunna tell naebody`, `hit's`, `fir`, `noo`; Orkney `peedie`, `buddo`, `hid's`, `thoo`;
Doric `fit`, `passwird`, `dinna`, `loon`, `quine`, `the nicht`, `a sowl`; Hebridean texting `a
ghràidh`, `pw`, `thx`, `ferry's off`, `x`; Scots `passwird`, `dinnae`, `cannae`, `wee`,
`onybody`, `Awrite`. The Faroese lines (case endings guessed: `kodan til hurðina`, `til
ferjuskipanina`, `á spa'num`) and the Gaelic lenitions (`a' bhàta`, `an t-seirbheiseir`, `a'
chairt`) are the thinnest guesses; the Orkney lines differ from the Shetland ones only by
`peedie`, `buddo` and `thoo`. Gaelic's apostrophe is typed as the ASCII one, as people text it,
though print writes `’` (`a’ bhàta`, `’s e`).

Vendors (Paymentsense, Takepayments, Eik Banki, Føroya Banki, Tourvana, Gamma Telecom, Zen
Internet, Gigaclear, HebNet, Farmplan, DesignMyNight, Breathe HR, CharlieHR, Yokoy, Northmill,
Anyfin, Ecospend, Moneyhub, Sheepware, Pentland Ferries and Orkney Ferries) are ones heldouts 5 to
197 do not name (grepped by name). No shape here is one the author knows to be real: every one is
a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, a JWT for Moneyhub, Sheepware's dashed
licence key, the prefixes `psk_live_`, `tvn_`, `gc-`, `bhr_live_`, `yk_` and `ecs_sk_`); the JWTs
are well-formed.

The ids: two carry a check and are lightly used (one earlier corpus each by grep): the UK Unique
Taxpayer Reference, drawn until `stdnum.gb.utr` validates its check digit, and the Unique Pupil
Number, drawn until `stdnum.gb.upn` validates it. The others are invented shapes that no library
or this file checks (no check-digit algorithm is written here): an HMRC WOWGR approval number, a
Faroese p-tal-like tax number under `Skattur`, a Scottish National Entitlement Card number, a
Police Scotland firearm certificate number, a DVLA-style driving licence number, a Faroese
passport, a British passport and an MCA seafarer's discharge book. Card numbers pass Luhn (the
value helpers' brands, checked with python-stdnum's `luhn`). The IBANs are of countries used least
by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 197 (Azerbaijan, Bahrain,
Lebanon, Liechtenstein, Moldova, Montenegro, Pakistan, San Marino and Tunisia, in fifteen corpora
each by that count), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Spanish, French, Italian, Czech and Portuguese lists, each with a valid
checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every
secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.gb import upn as gb_upn
from stdnum.gb import utr as gb_utr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 201_583_907
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


_BREEDS = ["Soay", "Boreray", "Shetland", "Hebridean", "Ronaldsay", "Cheviot", "Blackface",
           "Texel", "Zwartbles", "Jacob", "Herdwick", "Lonk"]  # fmt: skip
_STILL = ["Feints", "Foreshots", "Lynearm", "Wormtub", "Washback", "Spiritsafe", "Quaich",
          "Draff", "Malting", "Peatreek", "Angelshare", "Dunnage"]  # fmt: skip
_FERRIES = ["Solan", "Skua", "Bonxie", "Tystie", "Maalie", "Shalder", "Longaeva", "Ronas",
            "Kittiwake", "Norðlýsi"]  # fmt: skip
_PLACE_WORDS = ["Tràigh", "Cala", "Sgeir", "Beinn", "Eilean", "Gjógv", "Vágur", "Fjørður",
                "Hvalba", "Bøur", "Stac", "Voe", "Geo", "Haaf"]  # fmt: skip
_ISLANDS = ["Lewis", "Harris", "Unst", "Yell", "Fetlar", "Hoy", "Rousay", "Eday", "Sanday",
            "Skye", "Raasay", "Streymoy", "Eysturoy", "Vagar", "Sandoy", "Bressay"]  # fmt: skip
_NAMES = ["Ruaraidh", "Catriona", "Eilidh", "Murdo", "Seonaid", "Magnus", "Ingrid", "Thorfinn",
          "Jogvan", "Sunneva", "Rogvi", "Turid", "Bardur", "Hanus", "Ewan", "Kirsty", "Alasdair",
          "Morag", "Innes", "Isla", "Lachie", "Peigi", "Torquil", "Erlend", "Sigrid", "Trondur"]  # fmt: skip
_KAYAKS = ["Selkie", "Finman", "Nuckelavee", "Kelpie", "Trowie", "Merrow", "Blue Men", "Stoorworm"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Fl33c3", "Dr4m", "Sk3rry", "H0tp00l", "Sc0ur1ng", "P34tr33k", "F3rryb04t", "Ew3t4g"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BREEDS)}{g.randrange(100, 9999)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_STILL)}Cask{g.randrange(100, 3000)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FERRIES).replace('ð', 'd')}{g.randrange(6, 23):02d}{g.choice(['00', '15', '30', '45'])}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACE_WORDS)}{g.randrange(1950, 2031)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 2)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_KAYAKS).replace(' ', '')}{g.choice([480, 520, 535, 550, 575])}cm{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2008)}{g.choice(_SYMBOLS)}{g.choice(_ISLANDS)}",
    _manager,
    lambda g: _r(g, ALNUM + "!$%&?", 16),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_ISLANDS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_USERS = ["murdo.m", "eilidh", "magnus.t", "jogvan", "sunneva", "catriona.m", "rogvi",
          "ingrid.j", "thorfinn", "kirsty", "lachie", "torquil", "svc-ferry", "spa-ops"]  # fmt: skip

# Passwords after labels: English and the islands' languages, with many separators.
_SAID = [
    "WhatsApp from Murdo: the shearing-shed laptop password is {pw}",
    "Signal, Catriona: booking system password → {pw}",
    "Teams #scouring-mill: SCADA HMI password: {pw}",
    "Slack #kayak-ops: the rental tablet password - {pw}",
    "Telegram from Jogvan: spa booking admin password 👉 {pw}",
    "Google Chat, distillery: the bond ledger password is \"{pw}\"",
    "Messenger from Kirsty: building society intranet password (temporary) {pw}",
    "iMessage from Ewan: ferry ticket machine password:\n{pw}",
    "SMS from the mill foreman: password for the wool-press PLC is {pw}",
    "Discord #portree-guides: the GoPro cloud password is “{pw}”",
    "Obsidian note 'Lewis station': farm office PC password = {pw}",
    "Google Keep: Unst croft router admin password ({pw})",
    "Apple Notes, 'Spa plant room': heat-pump controller password → {pw}",
    "Confluence, Distillery › IT: | still-house PC | password | {pw} |",
    "Zendesk #4411: customer says the online banking password is {pw}, please reset",
    "Runbook, ferry bridge PC: log in as master, password {pw}",
    "README: the demo login is admin with password '{pw}'",
    "e-mail from Alasdair: The password for the new cask database is {pw}. Regards, A.",
    "Otter transcript: ok so the password for the kiln panel is {pw} got that",
    "Please remember my Kirkwall warehouse password: {pw}",
    "Is e am facal-faire ùr {pw}",
    "Seo am facal-faire airson a' choimpiutair san oifis: {pw}",
    "facal-faire an t-seirbheiseir → {pw}",
    "A Mhurchaidh, 's e {pw} am facal-faire aig a' bhàta a-nis. Na innis do dhuine sam bith!",
    "Tapadh leat! Am facal-faire: «{pw}»",
    "facal-faire (airson a' phost-d): {pw}",
    "A charaid, Is e {pw} am facal-faire a th' ann airson an spa",
    "Loyniorðið er {pw}",
    "Nýggja loyniorðið til ferjuskipanina: {pw}",
    "loyniorð 👉 {pw}",
    "Ikki siga tað við nakran: loyniorðið til bókingarskipanina er {pw}",
    "Takk fyri! Loyniorð til spa-serverin: «{pw}»",
    "Hey, loyniorðið á spa'num er broytt til {pw}",
    "Da new password fir da peerie office pc is {pw}, dunna tell naebody",
    "Hit's {pw} fir da scourin mill server noo",
    "Du'll need dis password: {pw} (da Unst shed laptop)",
    "Aye buddo, the password fir the peedie boat's laptop is {pw}",
    "Hid's {pw} noo fir the distillery till, thoo'll mind",
    "Fit's the passwird fir the bothy laptop? Ach, it's {pw}",
    "The loon changed the passwird tae {pw} the nicht",
    "Dinna tell a sowl, the passwird is {pw}",
    "The quine says the server passwird is noo {pw}",
    "ferry's off again 🙄 btw pw for the booking laptop is {pw} x",
    "a ghràidh the office pw = {pw} thx",
    "stuck in Uig, ferry's off. pw fer the till {pw} x",
    "Here's the passwird fir the shop till: {pw}. Dinnae gie it tae onybody.",
    "Awrite, the new password's {pw} — cheers",
    "Ye cannae log in wi'oot the wee password: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")

_LOGINS = [
    "Zendesk #4502: user {u}, password {pw}, locked out of the ferry portal",
    "login: {u} / {pw}",
    "Slack DM: can you log in as {u}? pw is {pw}",
    "Jira SPA-88: test account {u} with password {pw}",
    "Teams: username {u} password {pw} for the cask tracker",
    "brúkaranavn: {u}, loyniorð: {pw}",
    "Brúkari {u} — loyniorð {pw}",
    "ainm-cleachdaiche {u}, facal-faire {pw}",
    "Ainm: {u}\nFacal-faire: {pw}",
    "log in as {u}, da password is {pw}",
    "user's {u}, passwird's {pw}, dinna tell the boss",
    "cal mac app login: {u} / {pw} pls dont share",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")

_SAY_WORDS = ["fleece", "tweed", "skerry", "puffin", "gannet", "bothy", "crofter", "machair",
              "peat", "dram", "kelp", "gansey"]  # fmt: skip
_SPELLED = [
    "Otter voice memo: password is {w} then the number {d}, all lowercase, so {w}{d}",
    "dictated: the kiln password is {w}{d}, that's {w} and {d}",
    "[voice note] facal-faire: {w}{d}, litrichean beaga",
    "[voice note] loyniorðið: {w}{d} — smáir stavir",
    "spelled out on the phone: {w}{d}",
    "The password is {w}{d}, dinna write it doon",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    w, d = rng.choice(_SAY_WORDS), str(rng.randrange(1000, 100_000))
    return {"w": w, "d": d, "secret": w + d}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")

_SPELL_MAKERS = [_j((HEX, 32)), _j((UPPER_HEX, 24)), _j((ALNUM, 20))]
_SPELL = [
    "reading it out one character at a time: {t}",
    "[dictated over the phone] {t}",
    "Otter transcript: the token is {t}",
    "the key, letter by letter: {t}",
]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    sep = [" ", ".", " - ", ", "][index % 4]
    return {"t": sep.join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")

_CLI = [
    "nats --server nats://ferry-bus.stacsund.lan:4222 --user {u} --password '{pw}' sub 'ferry.>'",
    "VSQL_PASSWORD='{pw}' vsql -h vertica.stacsund.lan -U {u} -d bookings",
    "bzr branch https://{u}:{pw}@bzr.stacsund.lan/scour-recipes",
    "fossil clone https://{u}:{pw}@fossil.stacsund.lan/kayak-logbook kayak.fossil",
    "hg clone https://{u}:{pw}@hg.stacsund.lan/mash-bills",
    "sudo mount -t cifs //nas.stacsund.lan/wool /mnt/wool -o username={u},password={pw},vers=3.0",
    "curlftpfs ftp://{u}:{pw}@ftp.stacsund.lan/ /mnt/ferry-ftp",
    "arj a -g{pw} rosters.arj rosters/",
    "pk12util -i spa-tls.p12 -d sql:/etc/pki/nssdb -W '{pw}'",
    "signtool sign /f bond-codesign.pfx /p {pw} /tr http://timestamp.digicert.com /td sha256 BondApp.exe",
    "xcrun notarytool submit KayakBook.zip --apple-id {u}@stacsund.scot --password '{pw}' --team-id 7QK2M9XR4D",
    "xcrun altool --upload-app -f Kayak.ipa -t ios -u {u}@stacsund.scot -p '{pw}'",
    "winrs -r:spa-hvac01 -u:{u} -p:{pw} ipconfig /all",
    "echo {pw} | sudo anydesk --set-password",
    "rustdesk --password {pw}",
    "node meshctrl.js --url wss://mesh.stacsund.lan --loginuser {u} --loginpass '{pw}' ListDevices",
    "/connect -tls irc.stacsund.lan 6697 {pw} {u}",
    "/msg NickServ IDENTIFY {u} {pw}",
    "thelounge add {u} --password {pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "murdo@station-lewis:~$ {c}", "PS C:\\ops> {c}", "root@spa-gw:/# {c}",
    "ferry-bridge% {c}", "Jira OPS-310: ran {c}", "Slack #ops: {c}", "bash history:\n{c}",
    "Seo an àithne a ruith mi: {c}", "Hetta er boðið eg koyrdi: {c}", "da command I ran: {c}",
    "the command the loon typed: {c}",
    "a ghràidh ran this x: {c}", "Hetta koyrdi eg í gjár: {c}", "fit the quine ran: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)

_URLS = [
    "postgresql://{u}:{pw}@pg.stacsund.lan:5432/ferry",
    "mysql://{u}:{pw}@cask-db.stacsund.lan/bond",
    "mongodb+srv://{u}:{pw}@spa.x7kq2.mongodb.net/bookings",
    "redis://{u}:{pw}@redis.stacsund.lan:6379/2",
    "amqp://{u}:{pw}@mq.stacsund.lan:5672/mill",
    "mqtt://{u}:{pw}@spa-broker.stacsund.lan:1883",
    "ftp://{u}:{pw}@ftp.stacsund.lan/manifests",
    "sqlserver://sql.stacsund.lan:1433;database=Savings;user={u};password={pw}",
    "https://{u}:{pw}@dav.stacsund.lan/remote.php/dav/files/{u}/",
    "Server=sql.stacsund.lan;Database=Savings;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "FERRY_DATABASE_URL={c}", "keep this connection string: {c}", "ceangal an stòr-dàta: {c}",
    "sambandið til dátugrunnin: {c}", "Jira OPS-322: {c}", "da database link: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "stacsund", "sub": f"client_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Paymentsense", "PAYMENTSENSE_SECRET_KEY", _j("psk_live_", (ALNUM, 32))),
    ("Takepayments", "TAKEPAYMENTS_API_KEY", _j((HEX, 40))),
    ("Eik Banki", "EIK_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Føroya Banki", "FOROYA_BANKI_API_KEY", _j((B64, 43), "=")),
    ("Tourvana", "TOURVANA_TOKEN", _j("tvn_", (ALNUM, 28))),
    ("Gamma Telecom", "GAMMA_API_KEY", _j((HEX, 32))),
    ("Zen Internet", "ZEN_API_TOKEN", _j((ALNUM, 36))),
    ("Gigaclear", "GIGACLEAR_KEY", _j("gc-", (URLSAFE, 36))),
    ("HebNet", "HEBNET_API_SECRET", _j((HEX, 64))),
    ("Farmplan", "FARMPLAN_API_KEY", lambda g: v.uuid4(g, "b")),
    ("DesignMyNight", "DMN_API_KEY", _j((ALNUM, 40))),
    ("Breathe HR", "BREATHE_API_KEY", _j("bhr_live_", (HEX, 32))),
    ("CharlieHR", "CHARLIE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Yokoy", "YOKOY_API_KEY", _j("yk_", (LOWER_DIGITS, 40))),
    ("Northmill", "NORTHMILL_TOKEN", _j((B64, 56), "==")),
    ("Anyfin", "ANYFIN_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Ecospend", "ECOSPEND_SECRET", _j("ecs_sk_", (ALNUM, 30))),
    ("Moneyhub", "MONEYHUB_ACCESS_TOKEN", _vendor_jwt("https://identity.moneyhub.co.uk")),
    ("Pentland Ferries", "PENTLAND_API_KEY", _j((HEX, 48))),
    ("Orkney Ferries", "ORKNEY_FERRIES_TOKEN", _j((ALNUM, 48))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "the {vendor} key is {tok}",
    "Slack #finance: new {vendor} token {tok} (old one revoked)",
    "Jira OPS-340: {vendor} integration broken, current key {tok}",
    "Integrations › {vendor}: {tok}",
    "iuchair API {vendor}: {tok}",
    "API-lykilin hjá {vendor}: {tok}",
    "da {vendor} API key: {tok}",
    "the {vendor} API key, dinna share: {tok}",
    "| {vendor} | API key | `{tok}` |",
    "Seo an iuchair API aig {vendor}: {tok}",
    "Her er API-lykilin hjá {vendor}: {tok}",
    "da new {vendor} key fir dis: {tok}",
    "the {vendor} key, thoo'll need it buddo: {tok}",
    "a ghràidh {vendor} key {tok} thx",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    sheepware = "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(5))
    tourvana = "tvn_" + _r(rng, ALNUM, 28)
    gamma = _r(rng, HEX, 32)
    hebnet = _r(rng, HEX, 64)
    return [
        Sample("vendor_token", f"Sheepware flock-book licence key: {sheepware}", sheepware),
        Sample("vendor_token", f'const tv = new Tourvana({{ apiKey: "{tourvana}" }});', tourvana),
        Sample("vendor_token", f'req.Header.Set("X-Gamma-Key", "{gamma}") // Go, sip trunk sync', gamma),
        Sample("vendor_token", f"HebNet::Client.new(api_secret: '{hebnet}') # ruby", hebnet),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "it only shows it once, so here:\n{t}", "keep this for me: {t}",
                "Seo e: {t}", "Her er tað: {t}", "{t}\n^ da new een"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 48)), _j((B64, 56), "=="), _j((LOWER_DIGITS, 40))]
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)

_HEX_PLACES = {
    "LoRaWAN AppKey of the spa's pool-temperature sensor: {h}": 32,
    "HMAC secret for the Paymentsense webhook: {h}": 64,
    "iuchair crioptachaidh a' chùl-taice: {h}": 64,
    "dulkóðingarlykilin til trygdarritið: {h}": 48,
    "AES key o da mill's backup: {h}": 32,
    "WireGuard preshared key (hex) for the ferry link: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")

_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zendesk #4530: token copied from the browser {t}",
    "Cookie: ss_session={t}",
    "BOOKING_API_ACCESS_TOKEN={t}",
    "an tòcan: {t}",
    "tokin: {t}",
    "da token fae da browser: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@stacsund.scot"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://login.stacsund.scot/realms/staff", "roles": ["ferry", "spa"]}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")

_PEM_PLACES = {
    "old deploy key for the ferry booking server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/spa.stacsund.scot.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "wool-board"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_mill <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "iuchair phrìobhaideach an t-seirbheiseir:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "privati lykilin til serverin:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the building society's BACS drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Ledger recovery phrase for the society's test wallet: {p}": "english",
    "Trezor backup words\n{p}": "english",
    "voice memo: the wallet words are {p} and that's them": "english",
    "Seo na faclan-tèarainteachd airson a' wallet: {p}": "english",
    "Endurstovnanarorðini til wallet: {p}": "english",
    "frase de recuperación de la cartera: {p}": "spanish",
    "phrase de récupération : {p}": "french",
    "frase di recupero del portafoglio: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
    "frase de recuperação: {p}": "portuguese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")

_CARD_PLACES = [
    "card number {c} exp 09/34",
    "Zendesk #4555: customer pasted card {c} into the chat",
    "àireamh a' chairt: {c}",
    "kortnummarið: {c}",
    "da card number's {c}",
    "the card's {c}, dinna tell the bank",
    "WhatsApp: use my card {c} for the ferry tickets pls",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "maestro", "discover", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " "][index % 4], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = [
    "Visa {c} exp 04/33, security code {cvv}",
    "the three digits on the back are {cvv} (card {c})",
    "Mastercard {c}, CVV {cvv}",
    "còd tèarainteachd a' chairt {c}: {cvv}",
    "trygdarkoda á kortinum {c}: {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, "visa" if index % 2 else "mastercard")
    return {"c": v.grouped(number, " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")

_IBAN_SHAPES = {"AZ": "aaaa" + "c" * 20, "BH": "aaaa" + "c" * 14, "LB": "nnnn" + "c" * 20,
                "LI": "nnnnn" + "c" * 12, "MD": "c" * 20, "ME": "n" * 18, "PK": "aaaa" + "c" * 16,
                "SM": "a" + "n" * 10 + "c" * 12, "TN": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBAN_PLACES = [
    "IBAN: {i}",
    "Please pay the wool invoice to IBAN {i}",
    "IBAN a' chunntais: {i}",
    "IBAN-nummarið er {i}",
    "da IBAN fir da supplier: {i}",
    "| supplier | IBAN | {i} |",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _utr(g: random.Random) -> str:
    return v.until(g, _j((D, 10)), gb_utr.is_valid)


def _upn(g: random.Random) -> str:
    return v.until(g, _j((UPPER, 1), (D, 11), (UPPER, 1)), gb_upn.is_valid)


def _wowgr(g: random.Random) -> str:
    return f"X{_r(g, UPPER, 1)}WW{_r(g, D, 8)}"


def _skattur(g: random.Random) -> str:
    return f"{_r(g, D, 6)}-{_r(g, D, 3)}"


def _nec(g: random.Random) -> str:
    return f"6336 {_r(g, D, 4)} {_r(g, D, 4)} {_r(g, D, 4)}"


def _firearm(g: random.Random) -> str:
    return f"FAC/{_r(g, UPPER, 2)}/{_r(g, D, 6)}"


def _dvla(g: random.Random) -> str:
    return f"{_r(g, UPPER, 5)}{_r(g, D, 6)}{_r(g, UPPER, 2)}9{_r(g, UPPER, 2)}"


def _fo_passport(g: random.Random) -> str:
    return f"{_r(g, D, 9)}"


def _gb_passport(g: random.Random) -> str:
    return f"{_r(g, D, 9)}"


def _discharge(g: random.Random) -> str:
    return f"R{_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "UTR: {s}": _utr,
    "my Unique Taxpayer Reference is {s}": _utr,
    "UTR na croite: {s}": _utr,
    "Unique Pupil Number fir da bairn: {s}": _upn,
    "UPN: {s}": _upn,
    "WOWGR approval number: {s}": _wowgr,
    "Skattur, p-tal: {s}": _skattur,
    "mítt p-tal er {s}": _skattur,
    "National Entitlement Card: {s}": _nec,
    "firearm certificate no. {s}": _firearm,
    "driving licence number {s}": _dvla,
    "àireamh cead-dràibhidh: {s}": _dvla,
    "passnummar: {s}": _fo_passport,
    "passport number {s}": _gb_passport,
    "àireamh a' chead-siubhail: {s}": _gb_passport,
    "seafarer's discharge book: {s}": _discharge,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    return v.backup_codes(rng, n, style)


_BACKUPS = [
    "2FA backup codes for the society's Microsoft 365:\n{codes}",
    "còdan-cùl-taice 2FA: {codes}",
    "trygdarkotur (2FA): {codes}",
    "recovery codes fir da ferry portal\n{codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 6, index % 4)
    joiner = "\n" if "\n" in template else ", "
    return {"codes": joiner.join(codes), "secret": codes[index % 6]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_RECOVERY = [
    "2FA backup code: {c}",
    "recovery code for the bookings admin: {c}",
    "còd-cùl-taice: {c}",
    "endurstovnanarkoda: {c}",
]  # fmt: skip
_recovery = _Family(
    "recovery_code",
    _RECOVERY,
    lambda g, i, t: {"c": f"{_r(g, LOWER_DIGITS, 5)}-{_r(g, LOWER_DIGITS, 5)}"},
    "c",
)

_TOTPS = [
    "TOTP secret for the spa admin: {s}",
    "otpauth://totp/StacSund:{u}?secret={s}&issuer=StacSund",
    "2FA seed (paste into the authenticator): {s}",
    "dìomhair 2FA: {s}",
    "2FA lykil: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    spaced = "otpauth" not in template and index % 2 == 1
    return {"s": v.totp_secret(rng, spaced=spaced), "u": rng.choice(_USERS)}


_totp = _Family("otp_secret", _TOTPS, _totp_draw, "s")

_CODES = [
    "{c} is your Stac & Sund verification code",
    "Your Savings Online code is {c}",
    "còd dearbhaidh: {c}",
    "váttanarkoda: {c}",
    "da code fae da bank: {c}",
]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")

_SSIDS = ["StacSund-Office", "Portree-Kayak-Hub", "SPA-Plant-5G", "Ferry-Crew", "MillNet",
          "Bond-Store", "Unst-Croft"]  # fmt: skip
_WIFI_PLACES = [
    "wifi: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "the wifi password for {s} is {pw}",
    "Guest wifi {s}, key {pw}",
    "uifi {s}, facal-faire: {pw}",
    "facal-faire an uifi → {pw}",
    "wifi-loyniorðið á {s} er {pw}",
    "wifi ({s}): loyniorð {pw}",
    "da wifi password's {pw}",
    "the wifi on the peedie boat, {s}: {pw}",
    "fit's the wifi? it's {pw}",
    "a ghràidh wifi pw {pw} x",
    "wpa_psk for {s}: {pw}",
    "nmcli con modify {s} wifi-sec.psk '{pw}'",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: len(value) >= 8 and ";" not in value)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")

_LOCKS = [
    "door code for the bond store is {pw}#",
    "the alarm code is {pw}",
    "PIN for the ferry office safe: {pw}",
    "Còd an dorais: {pw}",
    "PIN a' chairt: {pw}",
    "Kodan til hurðina er {pw}",
    "Her er PIN-kodan til kortið: {pw}",
    "Whit's da door code? — {pw}",
    "da padlock on da peat shed is {pw}",
    "the key safe at the spa: {pw}",
    "the door code's {pw}, ye cannae miss it",
    "keypad at the still house (fa kens): {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [6, 5, 7, 8][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")

_PHRASE_WORDS = ["heather", "gannet", "fulmar", "skerry", "tweed", "puffin", "selkie", "machair",
                 "bothy", "kelp", "whinstone", "fleece", "gansey", "peat"]  # fmt: skip
_PHRASES = {
    "1Password master passphrase for the society vault: {p}": " ",
    "Bitwarden passphrase: {p}": "-",
    "facal-faire fada (passphrase): {p}": " ",
    "loyniorðið (passphrase) er {p}": ".",
    "da passphrase is {p}": " ",
}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    joiner = _PHRASES[template]
    return {
        "p": joiner.join(rng.sample(_PHRASE_WORDS, 4 + index % 2)) + str(rng.randrange(10, 100))
    }


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")

_AUTH = {
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://api.stacsund.scot/v1/sailings": True,
    "Proxy-Authorization: Basic {v}": True,
    "Authorization: Bearer {v}": False,
    "headers: {{\"Authorization\": \"Bearer {v}\"}}": False,
    "Seo am bearer token: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        raw = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(raw.encode()).decode()}
    return {"v": _r(rng, URLSAFE, 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")

_CONFIGS = [
    ".env:\nSTACSUND_FERRY_DB_PASS={pw}",
    ".env.production\nSTACSUND_SPA_MQTT_PASSWORD={pw}",
    "STACSUND_BOND_LEDGER_KEY={pw}",
    "docker-compose.yml:\n  db:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "compose.yaml:\n    environment:\n      - MARIADB_ROOT_PASSWORD={pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ferry-db\nstringData:\n  password: {pw}",
    "/etc/systemd/system/ferry-sync.service:\n[Service]\nEnvironment=FERRY_DB_PASSWORD={pw}",
    "systemd drop-in:\n[Service]\nEnvironment=\"SPA_API_PASSWORD={pw}\"",
    "~/.config/pianobar/config:\nuser = murdo@stacsund.scot\npassword = {pw}",
    "sabnzbd.ini:\n[misc]\nusername = admin\npassword = {pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "settings.py:\nDATABASES['default']['PASSWORD'] = '{pw}'",
    ".env (loyniorð til spa-serverin):\nSPA_DB_PASSWORD={pw}",
    "faidhle .env:\nBOOKING_DB_PASSWORD={pw}",
    "config.toml:\n[database]\nuser = \"mill\"\npassword = \"{pw}\"",
    "appsettings.json: \"ConnectionStrings\": {{\"Savings\": \"Server=sql;User Id=app;Password={pw};\"}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")

_CODE = [
    'db = psycopg.connect(host="pg.stacsund.lan", user="ferry", password="{pw}")',
    "const client = new Client({{ user: 'spa', password: '{pw}' }});",
    'cfg := mysql.Config{{User: "bond", Passwd: "{pw}", Net: "tcp"}}',
    "Redis.new(host: 'redis.stacsund.lan', password: '{pw}')",
    "$pdo = new PDO($dsn, 'savings', '{pw}');",
    'var creds = new NetworkCredential("mill", "{pw}");',
    'val props = Properties().apply {{ put("password", "{pw}") }}',
    'let pass = "{pw}"; // TODO move to vault',
    "sshpass_free_login() {{ PASSWORD='{pw}'; }}",
    "# facal-faire airson an stòr-dàta\nDB_PASSWORD = '{pw}'",
    "// loyniorð til dátugrunnin\nconst DB_PASSWORD = \"{pw}\";",
    "# da mill's db password, dunna commit\nMILL_DB_PASSWORD = \"{pw}\"",
    "-- facal-faire a' bhanca\nALTER USER savings PASSWORD '{pw}';",
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")

_CHATS = [
    "[07:02] Murdo: fit's the wifi passwird?\n[07:03] Eilidh: {pw}",
    "[18:40] Jogvan: hvat er loyniorðið?\n[18:41] Sunneva: {pw}",
    "[09:15] Magnus: whit's da password fir da mill pc?\n[09:16] Ingrid: {pw}",
    "[12:30] Catriona: dè am facal-faire?\n[12:31] Seonaid: {pw}",
    "[22:05] Thorfinn: buddo, password?\n[22:06] Erlend: {pw} — hid's new",
    "[06:55] Lachie: ferry's off, pw for the booking laptop?\n[06:56] Peigi: {pw} x",
    "Rógvi: nýggja loyniorðið er {pw}",
    "Torquil: 's e {pw} am facal-faire ùr",
    "Kirsty: the new passwird's {pw}, dinnae lose it",
    "Innes: {pw} is the new till password",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 66), (_logins, 20), (_spelled, 12), (_spelled_tokens, 4), (_cli, 30), (_urls, 14),
    (_vendors, 40), (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 18), (_backups, 6), (_recovery, 6), (_totp, 6),
    (_codes, 5), (_wifi, 16), (_locks, 16), (_phrases, 7), (_auth, 7), (_configs, 17),
    (_code, 14), (_chats, 15),
]  # fmt: skip

# Marker words of the non-English samples (for the rough count the docstring gives).
_MARKERS = ["facal-faire", "loyniorð", "àireamh", "còd", "kodan", "kortnummar", "IBAN-nummar",
            "IBAN a'", "iuchair", "lykil", "da ", "dis ", "peedie", "buddo", "hid's", "passwird",
            "dinna", "ghràidh", "ferry's off", "fir ", "Seo ", "Her er", "Hetta", "Tapadh",
            "Takk", "brúkar", "Ainm", "ainm-", "p-tal", "passnummar", "dìomhair", "tòcan", "Kodan", "Còd", "Hetta", "gjár", "thoo", "faidhle",
            "tokin", "uifi", "fit's", "Fit's", "Whit's", "quine", "loon", "cannae", "Awrite",
            "ye ", "onybody", "dè am", "hvat", "nýggja", "cuenta", "cartera", "récupération",
            "recupero", "peněženky", "recuperação", "Endurstov", "faclan", "privati",
            "dulkóð", "crioptach", "váttan", "trygdar", "sambandið", "ceangal", "o da", "'s e",
            "Is e", "bairn", "croite", "cead-", "mítt", "Dinna", "fae da", "fa kens"]  # fmt: skip


def _unique(rng: random.Random, family: _Family | Taker, n: int, seen: set[str]) -> list[Sample]:
    """``n`` samples of ``family`` whose secrets appear nowhere else in the corpus."""
    out: list[Sample] = []
    while len(out) < n:
        batch = family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
        for sample in batch:
            if len(out) < n and sample.secret not in seen:
                seen.add(sample.secret)
                out.append(sample)
    return out


def _all(seen: set[str]) -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += _unique(rng, family, n, seen)
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _all(set())


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT_PASSWORDS = {
    "the ferry booking admin password is": "{s}",
    "Am facal-faire:": "{s}",
    "Loyniorðið er": "{s} (broytt í gjár)",
    "da password fir da mill pc is": "{s}",
    "the passwird's": "{s}, dinna tell",
    "spa controller password": "{s}\nchange it after the season",
    "Is e am facal-faire ùr": "{s}",
    "nýggja loyniorðið:": "{s}",
    "pw for the till": "{s} x",
    "the still-house PC password Alasdair read out was": "{s}, I think",
    "password fir the peedie boat:": "{s}",
    "Password:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Tourvana API key", "{s}", _j("tvn_", (ALNUM, 28))),
    ("split_token", "iuchair API HebNet:", "{s}", _j((HEX, 64))),
    ("split_seed", "Trezor backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/35", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LI"))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "UTR", "{s}", _utr),
    ("split_pin", "Kodan til hurðina er", "{s}", _j((D, 7))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _plain_pw) for a, b in _SPLIT_PASSWORDS.items()]
    rows += _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"ferry": {"url": "https://book.stacsund.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"facal-faire": "{s}"}': ("meta_password", _plain_pw),
    '{"loyniorð": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "magnus.t", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"stills": [{"name": "wash"}, {"name": "spirit", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["nats", "--user", "svc-ferry", "--password", "{s}", "pub", "ferry.eta"]}': ("meta_password", _plain_pw),
    '{"note": "da password fir da mill is {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "the spa controller password is {s}"}': ("meta_password", _plain_pw),
    '{"tourvana": {"api_key": "{s}"}}': ("meta_token", _j("tvn_", (ALNUM, 28))),
    '{"gammaKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "11/34"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "ME")),
    '{"crofter": {"utr": "{s}"}}': ("meta_id", _utr),
    '{"mfa": {"recovery_codes": ["{s}", "kq2x9-7bm4d", "h3vz9-pt81c"]}}': ("meta_otp", lambda g: f"{_r(g, LOWER_DIGITS, 5)}-{_r(g, LOWER_DIGITS, 5)}"),
    '{"test_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"spa_sensor": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bond_store": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "SPA-Plant-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"heatpump-ctrl-4.2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/stacsund/ferry-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"ferry: add Uig timetable", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"spa: revert booking slots", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"fleece_weights_2032.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"cask-ledger-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the spa controller password before the season opens.",
    "Murdo asked for the office wifi password; it's on the card behind the till.",
    "Policy: society passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `TOURVANA_TOKEN=changeme` is a placeholder; the real key is in the vault.",
    "The kiln panel asks for a new password after every firmware update.",
    "Replace <YOUR_GAMMA_KEY> in the README with the key from the Gamma portal.",
    "STACSUND_FERRY_DB_PASS must be set before the nightly sailings sync runs.",
    "Na innis am facal-faire agad do dhuine sam bith.",
    "Is e facal-faire làidir a th' ann an seantans fada.",
    "Ikki siga loyniorðið við nakran.",
    "Loyniorðið skal hava í minsta lagi 14 tekn.",
    "Dunna tell naebody dy password, du kens.",
    "Thoo'll need a new password fae the office, buddo.",
    "Dinna write yer passwird on a bit o paper.",
    "ferry's off again, no wifi on the boat x",
    "Dinnae gie yer password tae onybody, ken.",
    "Die Passwortrichtlinie verlangt vierzehn Zeichen.",
    "Upgraded the heat-pump controller from 4.2.6 to 4.2.7 and paho-mqtt to 2.1.0.",
    f"commit {_COMMIT} adds the Uig timetable.",
    f"Rolled back to {_SHORT} after the booking slots broke.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The controller firmware 4.2.7 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of cask-ledger-2031.parquet: {_SHA512}",
    f"The ferry API runs ghcr.io/stacsund/ferry-api@sha256:{_IMAGE}.",
    f"MD5 of fleece_weights_2032.csv is {_MD5}, same as the copy on the share.",
    "Request id 4c2e81a9-6d3b-4f17-a2e0-8b9c1d7e3f25 is the slow one in the ferry logs.",
    "Order SS-2032-00917 for 300 kg of scoured Shetland wool ships on Friday.",
    "Zendesk #4601: the spa's plant-room alarm keeps tripping at night.",
    "Call the Stornoway branch on +44 1851 702 418 before noon.",
    "Tórshavn office: +298 31 47 22, open nine till four.",
    "Cask 2031/117 was filled on 14 March at 63.5 % ABV.",
    "The Portree kayak fleet has 14 singles and 6 doubles.",
    "The pool runs at 38 °C; the plunge tub at 8 °C.",
    "After five wrong passwords the booking system locks the account for 20 minutes.",
    "The secret of a good fleece is a dry day at the shearing.",
    "Ask Eilidh for the bond-store keypad code, I don't have it.",
    "My card ending 4417 was declined at the Co-op in Portree.",
    "The supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the society's accounts and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `HEBNET_API_SECRET` in the secrets store, never in the repository.",
    "The padlock on the peat shed rusts in the salt air; oil it every month.",
    "The guest wifi 'StacSund-Guest' is open, no password needed.",
    "Ewe tag UK0 123456 00417 was read at the Lewis fank on Tuesday.",
    "Sailing 0715 Uig to Tarbert is cancelled; next one at 1400.",
    "The PIN pad on the ferry ticket machine is broken again.",
    "PIN codes at the society are four to six digits, never a birthday.",
    "API keys are issued per integration and expire after a year.",
    "The token limit of the assistant is 8000 tokens per call.",
    "Password reset links expire in 30 minutes.",
    "ISBN 978-1-84502-913-4 is the Shetland wool handbook on the office shelf.",
    "Lot SW-2032-UNST-041, 412 kg greasy wool, yield 71 %.",
    "The distillery's duty return for March is due on the 15th.",
    "HMRC reference for the bond is in the vault, not in this note.",
    "Brùth am putan gus am facal-faire agad atharrachadh.",
    "Trýst á knøttin fyri at broyta loyniorðið.",
    "Fit like? The door code changed, ask the loon fir it.",
    "The recovery phrase is written on paper and stored in the society's safe.",
    "Token counts: prompt 512, completion 128.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ferry/db", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 417}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "4601", "order": "SS-2032-00917"}',
    '{"cask": {"id": "2031/117", "abv": 63.5, "litres": 198}}',
    '{"phone": "+298 31 47 22", "city": "Tórshavn"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "ewes": 1284}',
    '{"sailing": "0715", "route": "Uig-Tarbert", "status": "cancelled"}',
    '{"facal-faire_policy": "14 litrichean", "loyniorð_changed": "2032-05-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
