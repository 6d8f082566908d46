# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-twenty-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-twenty-fifth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-twenty-seventh to two-hundred-and-twenty-ninth), any test, the reports, the
benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(226583917), password words (a sheep breed, a lake or a range, a number and a sign; a cherry
variety, a year and a sign; a ferry or a ski run in capitals with a number; a southern town in
small letters with a bale or lot number; a leet word of the woolshed, the sluice, the crib and the
tussock with a year; a name, a birth year, a sign and a station; a generator's three groups and
random runs), names, places, templates, tools, vendors and layouts, the way the staff of Tussock &
Tide Holdings (fictional: a wool mill in Oamaru, a high-country sheep station by Alexandra, a lake
ferry on Wakatipu out of Queenstown, a cherry orchard at Cromwell, a ski lodge above Te Anau, a
gold-sluicing museum near Arrowtown and a credit cooperative in Invercargill and Dunedin) leak
secrets into an assistant's memory. The texts are WhatsApp, Messenger, Viber, WeChat, Signal,
Teams, Slack, SMS and Discord messages, chat logs with times, helpdesk tickets, wiki pages and
tables, notes to self, e-mails, runbooks, README fragments, shell prompts, CI logs, code (Python,
JavaScript, Go, Ruby, PHP, C#, Rust, Kotlin, Bash, PowerShell), configs (env files, compose,
Kubernetes secrets, systemd units), voice-memo transcripts, dictated text and requests to the
assistant itself; the label's separators run from a colon, "is" and a dash to an arrow, an emoji, a
new line, quotes, parentheses, brackets and a table's bar.

Tools, flags and variables none of heldouts 5 to 225 names (each grepped): the company's own
command-line tools `woolclass-sync` (`--bale-db-pass`), `lodge-lift` (`--rfid-secret`),
`frostwatch` (`--station-key`), `earnslaw-tix` (`--agent-password`), `sluicectl` (`--kiosk-pin`),
`coopledger` (`--hsm-passphrase`), `kaitiaki-backup` (`--kaitiaki-pass`), `tussockctl`
(`--radio-psk`), `mataura-meter` (`--reader-secret`) and `orchardtrack` (`--picker-api-token`),
beside H2's `org.h2.tools.Shell … -password` (lightly used: two earlier corpora name `h2.jar`), and
the variables `WOOLCLASS_DB_PASSWORD`, `EARNSLAW_TIX_SECRET`, `FROSTWATCH_STATION_KEY`,
`LODGE_LIFT_RFID_SECRET`, `SLUICE_KIOSK_PIN`, `COOPLEDGER_HSM_PASSPHRASE`, `TUSSOCK_RADIO_PSK`,
`ORCHARDTRACK_TOKEN` and `MATAURA_READER_SECRET`. Beside them common layouts (env files, compose,
systemd, Kubernetes secrets, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection
strings) in wordings of their own.

About 49 % of the secret samples are in other languages than English (193 of 390 by a rough count
of the drawn samples' marker words; Spanish, Portuguese and Italian appear only in seed-phrase
lines): southern Māori of the Kāi Tahu dialect (with its `k` for `ng`: `kā mihi`, `Kāi Tahu`,
`kāore`), the Scots-flavoured English of Southland and Otago texting, Samoan as texted in Dunedin,
Tongan texting, Queenstown workers' Mandarin texting and Filipino dairy workers' Tagalog texting.
The wordings are the author's approximations, checked by no speaker, built around a few marker
words and the loanwords people text (password, wifi, PIN, token, API key, server, backup): Māori
`kupuhipa`, `kupu huna`, `ko … te kupuhipa`, `anei`, `kia ora`, `kā mihi`, `kaua e whakaatu ki
tētahi atu`, `te wifi o te whare`, `waehere`; Southland's `aye`, `wee`, `ken`, `dinnae`, `cannae`,
`yer`, `the crib`, `chur`, `sweet as`, `eh`; Samoan `o le`, `upu fa'alilolilo`, `fa'amolemole`,
`fa'afetai`, `aua le ta'u atu i se isi`, `talofa`, `le fale`; Tongan `ko e`, `mālō` / `malo`,
`fakamolemole` / `fkmolemole`, `ʻoua ʻe talaange ki ha taha`, `ʻo e fale`, `mālō e lelei`; Mandarin
`密码是`, `宿舍wifi`, `门禁码`, `别告诉别人哈`, `收到`, `谢啦`, `老板说`; Tagalog `yung password`, `pw ko`, `pakisave`,
`salamat po`, `wag mo ipagsabi`, `sa dairy shed`, `ito yung PIN`, `boss`. The Kāi Tahu `waehere
kuaha` (door code) and `te kī API`, the Tongan `ko e fika PIN` and `fakaʻilo`, and the Samoan
`numera PIN` and `ki API` are the thinnest guesses.

Vendors (Agrigate, Sharesies, SkiData, RealNZ, Rural Co, Harvest Electronics, Tracksuit, Sortd,
Ponder, Tutaki, Mobi2Go, and the fictional Wakatipu Pay, Clutha Ledger, Tussock Telemetry, Mataura
Meters, Catlins Cloud, Moeraki Maps, Hokonui Hire, Waitaki Water, Rakiura Radio, Taieri Tickets,
Maniototo Mesh and Kawarau Kiosk) are ones heldouts 5 to 181 do not name (grepped by name). No
shape here is one the author knows to be real: every one is a guess (hex, base64, URL-safe and
alphanumeric runs, UUIDs, `sk_live_`-like prefixes of the author's own: `wkp_live_`, `tstl_`,
`rkr-`, `kk_sec_`); the JWTs are well-formed and the PEM blocks have a real key's first line and
random base64 after it.

The ids are kinds heldouts 5 to 225 do not use, or use lightly where a check exists: New Zealand's
IRD number, drawn until `stdnum.nz.ird` validates its check digit, and a New Zealand bank account
number, drawn until `stdnum.nz.bankaccount` validates it. The others are invented shapes that no
library or this file checks (no check-digit algorithm is written here): an NZTA driver licence with
its version, a KiwiSaver member number, a Community Services Card, a SuperGold card, a RealNZ staff
pass, a Samoan national ID, a Tongan national ID, a Philippine PhilSys card number, an OWWA
membership number and New Zealand, Samoan, Tongan and Philippine passports. Card numbers pass Luhn
(the value helpers' Visa, Mastercard, Amex, Discover, JCB, UnionPay and Maestro, checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over heldouts 5 to
225 (Czechia, Ireland, Romania, Costa Rica, Mauritania, San Marino, Monaco and Hungary, each in
seventeen or eighteen corpora by that count), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, Simplified Chinese, Spanish, Portuguese and Italian lists,
each with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430
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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.nz import bankaccount as nz_bank
from stdnum.nz import ird as nz_ird

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 226_583_917
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


_BREEDS = ["Merino", "Corriedale", "Romney", "Perendale", "Halfbred", "Borderdale", "Drysdale",
           "Coopworth", "Texel", "Polwarth"]  # fmt: skip
_WATERS = ["Wakatipu", "Wanaka", "Hawea", "Manapouri", "Kawarau", "Clutha", "Mataura", "Taieri",
           "Waitaki", "Shotover", "Remarkables", "Eyre", "Hokonui", "Takitimu"]  # fmt: skip
_CHERRIES = ["Lapins", "Stella", "Sweetheart", "Kordia", "Regina", "Staccato", "Rainier",
             "Bing", "Skeena"]  # fmt: skip
_RUNS = ["EARNSLAW", "WALTERPEAK", "SHADOWBASIN", "HOMEWARD", "ALTA", "LAKEVIEW", "ROCKYGULLY",
         "SLUICEBOX", "HANGINGROCK"]  # fmt: skip
_TOWNS = ["oamaru", "alexandra", "teanau", "invercargill", "dunedin", "queenstown", "cromwell",
          "arrowtown", "gore", "balclutha", "ranfurly", "mossburn"]  # fmt: skip
_NAMES = ["Hamish", "Fiona", "Callum", "Morag", "Tama", "Aroha", "Rangi", "Mere", "Sione",
          "Losa", "Tavita", "Malia", "Viliami", "Salote", "Sione", "Mele", "Wei", "Jiaxin",
          "Haoyu", "Lingling", "Jomar", "Rowena", "Arnel", "Liezl", "Dondon"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["W00lsh3d", "Slu1c3b0x", "Cr1bL1f3", "Tuss0ck", "B4l3Pr3ss", "Sh34r3r", "Ch3rryP1ck",
         "Sk1Tow", "G0ldP4n"]  # fmt: skip
_STATIONS = ["Galloway", "Earnscleugh", "Moutere", "Bendigo", "Mt Nicholas", "Glenaray"]


def _gen3(g: random.Random) -> str:
    """Three random groups of six, as a password manager writes them."""
    return "-".join(_r(g, ALNUM, 6) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BREEDS)}{g.choice(_WATERS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CHERRIES)}{g.randrange(1990, 2035)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: f"{g.choice(_RUNS)}{g.randrange(100, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_TOWNS)}.bale{g.randrange(1000, 100_000)}",
    lambda g: f"{g.choice(_LEET)}{g.randrange(1975, 2035)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2008)}{g.choice(_SYMBOLS)}{g.choice(_STATIONS).replace(' ', '')}",
    _gen3,
    lambda g: _r(g, ALNUM + "!$%&?", 16),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_WATERS).lower()}_{g.choice(_CHERRIES).lower()}_{g.randrange(100, 100_000)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English, with the company's places and machines
    "WhatsApp, 'Oamaru mill crew': the carding line HMI password is {pw}",
    "Teams chat from Callum: the bale press PLC web login, password {pw}",
    "Slack #ferry-ops: the Earnslaw ticket kiosk admin password is now {pw}",
    "Messenger from Fiona: orchard frost-fan controller password → {pw}",
    "SMS from the lodge manager: snow-groomer telemetry portal password: {pw}",
    "Signal note from Hamish: sluicing museum CCTV NVR password is {pw}",
    "Discord #it-help: credit coop teller PC local admin password - {pw}",
    "Helpdesk ticket TT-4471: woolscour boiler panel password ({pw}) stopped working after the update",
    "Wiki › Mill › Scour line\n| device | password |\n|---|---|\n| scour HMI | {pw} |",
    "Note to self: cherry packhouse grader password = {pw}",
    "Hi Morag,\n\nthe Invercargill branch server root password is {pw}. Please put it in the vault and delete this.\n\nCheers,\nCallum",
    "Runbook: restart the Te Anau lodge boiler\n1. open the controller page\n2. user plant\n3. password:\n{pw}\n4. reset fault 12",
    "README (ferry ticketing)\nthe kiosk UI is at https://kiosk.tussocktide.lan, admin password \"{pw}\".",
    "voice memo transcript: ok the woolshed tablet password is {pw} got that",
    "please remember my coop internet banking password, it's {pw}",
    "Remember this for me: the museum gift shop POS password 👉 {pw}",
    "the ski-hire till password (the new one) is '{pw}'",
    "dictated: sheep station weather station password is {pw} full stop",
    # Kāi Tahu Māori
    "Kia ora Tama, ko {pw} te kupuhipa hou o te rorohiko o te wāpu",
    "Anei te kupuhipa mō te wifi o te whare: {pw}. Kaua e whakaatu ki tētahi atu",
    "Kā mihi! Te kupu huna o te tūmau: {pw}",
    "Aroha: ko te kupuhipa o te pūtea mīhini ko {pw}",
    "Rangi, kupuhipa hou 🔑 {pw} — kāore e tuku ki ētahi atu",
    "He whakamaumahara: kupuhipa o te īmēra o te wāhi mahi - {pw}",
    # Southland / Otago Scots-flavoured texting
    "aye the crib wifi pw is {pw}, dinnae lose it",
    "wee reminder, shearing gang laptop password: {pw} chur",
    "ken the new password fer the ute tracker? its {pw}",
    "cannae remember yer coop login? password is {pw} eh",
    "sweet as, station office pc password -> {pw}",
    "Morag said the mill password's {pw}, dinnae tell the boss",
    # Samoan (Dunedin)
    "Talofa Sione, o le password o le komepiuta o le ofisa: {pw}",
    "O le upu fa'alilolilo fou o le wifi o le fale o {pw}. Aua le ta'u atu i se isi",
    "Losa: fa'amolemole sefe lenei password {pw} fa'afetai",
    "Tavita, o le password o le server ua suia i le {pw}",
    "password o le imeli a le aulotu: {pw} fa'afetai tele",
    # Tongan texting
    "Malo e lelei Viliami, ko e password ʻo e komipiuta ko {pw}",
    "ko e wifi ʻo e fale password ko e {pw}, ʻoua ʻe talaange ki ha taha",
    "Salote: fkmolemole save e password ni {pw} malo",
    "Mele, ko e password foʻou ki he server: {pw}",
    "password ʻo e bank app ʻa e kulupu: {pw} mālō",
    # Mandarin (Queenstown)
    "老板说宿舍wifi密码是 {pw}，别告诉别人哈",
    "嘉欣：缆车售票机的新密码：{pw}",
    "浩宇，服务器密码改成 {pw} 了，收到回个话",
    "玲玲 帮我记一下 酒店前台电脑密码是{pw} 谢啦",
    "渡轮售票系统 密码 → {pw}",
    "滑雪场 租赁柜台 密码「{pw}」",
    # Tagalog (dairy)
    "Jomar, yung password ng wifi sa dairy shed ay {pw}, wag mo ipagsabi",
    "pw ko sa email: {pw} pakisave po",
    "Boss, ito yung bagong password ng milking computer: {pw}",
    "Rowena: password ng server ay {pw}, salamat po",
    "pakisave naman yung password sa bahay, {pw} yun",
    "Arnel - password ng payroll app: {pw} ha, wag ipagkalat",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["hamish", "fiona.mc", "callum", "morag", "tama", "aroha.t", "rangi", "mere", "sione",
          "losa.f", "tavita", "viliami", "salote", "wei.zhang", "jiaxin", "haoyu", "jomar",
          "rowena.d", "arnel", "liezl", "svc-scour", "kiosk01", "coop-teller"]  # fmt: skip
_LOGINS = [
    "Teams: the scour line HMI login is {u} / {pw}",
    "user {u} pass {pw}",
    "| system | user | password |\n|---|---|---|\n| ferry kiosk | {u} | {pw} |",
    "log into the frost-fan portal as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: lodge-nvr\n  username: {u}\n  password: {pw}",
    "system,user,password\ncoop-core,{u},{pw}",
    "ssh {u}@scour-plc.tussocktide.lan (password {pw})",
    "Hamish says the station login is {u} and the password is {pw}",
    "Helpdesk TT-4502: {u} locked out, temp password {pw}",
    "ingoa kaiwhakamahi {u}, kupuhipa {pw}",
    "aye login's {u}, pw {pw}",
    "igoa {u}, password {pw} fa'afetai",
    "hingoa {u}, password {pw} malo",
    "用户名 {u}，密码 {pw}",
    "username ko {u}, password ko {pw} po",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tussock", "crutching", "fleecewool", "woolpress", "sluicebox", "moraine",
               "pinot", "kawarau", "matagouri", "speargrass", "schist", "kowhai"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "voice memo: lodge wifi password is {w} and then the number {d}, no space",
    "it's {w}{d}, the word and the digits joined",
    "ko te kupuhipa ko te kupu {w}, ka mutu ko {d}",
    "aye its {w} then {d} on the end",
    "o le password o le upu {w}, ona sosoo ai lea ma {d}",
    "ko e password ko e foʻi lea {w}, pea {d}",
    "密码就是 {w} 这个词，后面加 {d}",
    "yung password ay yung word na {w}, tapos {d}",
    "spell it out: the password is {w}{d}",
]  # fmt: skip


def _spelled_take(rng: random.Random, n: int) -> list[Sample]:
    """Spelled-out passwords; when word and number stand apart, the secret is the word's sample."""
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word = rng.choice(_SAID_WORDS) + _r(rng, LOWER, 2)
        number = str(rng.randrange(1000, 100_000))
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.format(w=word, d=number), secret))
    return out


_PINS = [
    "the gate code for the station is {pw}",
    "museum back door keypad: {pw}#",
    "coop safe PIN = {pw}",
    "lodge ski-room lock code → {pw}",
    "Ferry crew room door code ({pw})",
    "my EFTPOS PIN is {pw}, just in case",
    "waehere kuaha o te wāpu: {pw}",
    "aye the shed padlock's {pw}",
    "o le numera PIN o le kata: {pw}",
    "ko e fika PIN ʻo e kaati ko {pw}",
    "门禁码是 {pw}",
    "ito yung PIN ng gate sa farm: {pw}",
]  # fmt: skip
_pins = _Family("pin_code", _PINS, _with(lambda g: _r(g, D, g.choice([6, 7, 8]))), "pw")


_SSIDS = ["TT-Mill-Staff", "Galloway-Woolshed", "Earnslaw-Crew", "Cromwell-Packhouse",
          "TeAnau-Lodge-Back", "Sluice-Museum", "CoopBranch-INV"]  # fmt: skip
_WIFI = [
    "wifi {s}, password {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "Network: {s}\nWPA2 key: {pw}",
    "the {s} wifi key is {pw}",
    "te wifi {s}, kupuhipa: {pw}",
    "crib wifi {s} pw {pw} aye",
    "le wifi {s}, o le password: {pw}",
    "wifi {s} ko e password ko {pw}",
    "宿舍wifi {s} 密码：{pw}",
    "wifi sa dairy shed ({s}) password: {pw}",
    "nmcli-less way: wpa key for {s} = {pw}",
]  # fmt: skip
_wifi = _Family("wifi_password", _WIFI, _with(_plain_pw, s=_SSIDS), "pw")


_CLI = [
    "woolclass-sync --host mill-db.tussocktide.lan --user {u} --bale-db-pass '{pw}'",
    "lodge-lift enrol --reader gate-2 --rfid-secret '{pw}'",
    "frostwatch push --station cromwell-block7 --station-key '{pw}'",
    "earnslaw-tix login --agent {u} --agent-password '{pw}'",
    "sluicectl kiosk unlock --kiosk-pin '{pw}'",
    "coopledger export --hsm-passphrase '{pw}' --out members.csv",
    "kaitiaki-backup run --target s3://tt-backups --kaitiaki-pass '{pw}'",
    "tussockctl radio provision --mesh maniototo --radio-psk '{pw}'",
    "mataura-meter read --reader-secret '{pw}' --site woolscour",
    "orchardtrack sync --picker-api-token '{pw}'",
    "java -cp h2.jar org.h2.tools.Shell -url jdbc:h2:tcp://kiosk-db/tix -user {u} -password '{pw}'",
    "WOOLCLASS_DB_PASSWORD='{pw}' woolclass-sync --dry-run",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "hamish@scour-plc:~$ {c}", "PS C:\\ops> {c}", "CI log, job 812:\n+ {c}",
    "ran this on the lodge box: {c}", "anei te tono i whakahaerehia e au: {c}",
    "aye ran this: {c}", "o le poloaiga na ou fa'aogaina: {c}", "ko e command ne u fai: {c}",
    "我跑的命令：{c}", "ito yung command na pinatakbo ko: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@coop-db.tussocktide.lan:5432/members",
    "mysql://{u}:{pw}@tix-db.tussocktide.lan/earnslaw",
    "mongodb+srv://{u}:{pw}@orchard.tt-cluster.net/picks",
    "redis://{u}:{pw}@lodge-cache.tussocktide.lan:6379/0",
    "amqp://{u}:{pw}@mq.tussocktide.lan:5672/wool",
    "ftp://{u}:{pw}@nas.oamaru-mill.lan/bales/",
    "https://{u}:{pw}@frostwatch.tussocktide.nz/api/blocks",
    "Server=sql.coop.lan;Database=Loans;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string: {c}", "连接串：{c}",
    "te hononga: {c}", "Helpdesk TT-4520: {c}", "yung connection string: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Agrigate", "AGRIGATE_API_KEY", _j((HEX, 40))),
    ("Sharesies", "SHARESIES_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("SkiData", "SKIDATA_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("RealNZ", "REALNZ_PARTNER_KEY", _j((ALNUM, 36))),
    ("Rural Co", "RURALCO_API_SECRET", _j((UPPER_HEX, 48))),
    ("Harvest Electronics", "HARVEST_ELEC_TOKEN", _j((B64, 44))),
    ("Tracksuit", "TRACKSUIT_API_KEY", _j("tsk_", (ALNUM, 32))),
    ("Sortd", "SORTD_SECRET", _j((HEX, 64))),
    ("Ponder", "PONDER_API_TOKEN", _j((URLSAFE, 40))),
    ("Tutaki", "TUTAKI_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Mobi2Go", "MOBI2GO_API_KEY", _j((ALNUM, 40))),
    ("Wakatipu Pay", "WAKATIPU_PAY_SECRET_KEY", _j("wkp_live_", (ALNUM, 32))),
    ("Clutha Ledger", "CLUTHA_LEDGER_TOKEN", _j("cl_", (HEX, 40))),
    ("Tussock Telemetry", "TUSSOCK_TELEMETRY_KEY", _j("tstl_", (URLSAFE, 36))),
    ("Mataura Meters", "MATAURA_READER_SECRET", _j((UPPER_DIGITS, 32))),
    ("Catlins Cloud", "CATLINS_CLOUD_API_KEY", _j((B64, 56), "==")),
    ("Moeraki Maps", "MOERAKI_MAPS_KEY", _j("mm.", (ALNUM, 38))),
    ("Hokonui Hire", "HOKONUI_HIRE_TOKEN", _j((HEX, 48))),
    ("Waitaki Water", "WAITAKI_WATER_SECRET", lambda g: v.uuid4(g, "b")),
    ("Rakiura Radio", "RAKIURA_RADIO_KEY", _j("rkr-", (LOWER_DIGITS, 40))),
    ("Taieri Tickets", "EARNSLAW_TIX_SECRET", _j((URLSAFE, 48))),
    ("Maniototo Mesh", "TUSSOCK_RADIO_PSK", _j((ALNUM, 44))),
    ("Kawarau Kiosk", "KAWARAU_KIOSK_SECRET", _j("kk_sec_", (ALNUM, 30))),
    ("Tussock Telemetry", "FROSTWATCH_STATION_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    'export {env}="{tok}"',
    "{v} API key: {tok}",
    "the {v} integration broke, current key {tok}",
    "Settings › Integrations › {v}: {tok}",
    "Slack #ops: {v} secret is {tok}, rotate next week",
    "te kī API o {v}: {tok}",
    "aye the {v} API key is {tok}",
    "o le ki API a {v}: {tok}",
    "ko e API key ʻa {v} ko {tok}",
    "{v} 的 API key 是 {tok}",
    "yung API key ng {v}: {tok}",
    "  - name: {env}\n    value: \"{tok}\"",
    "{v} token (from the dashboard, shown once):\n{tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    places = v.cycle(rng, _NAMED, n)
    for i, place in enumerate(places):
        name, env, make = _VENDORS[i % len(_VENDORS)]
        tok = make(rng)
        out.append(Sample("vendor_token", place.format(env=env, v=name, tok=tok), tok))
    return out


def _jwt(rng: random.Random) -> str:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    claims = {"iss": "https://auth.tussocktide.nz", "sub": f"usr_{_r(rng, LOWER_DIGITS, 12)}",
              "aud": "earnslaw-tix", "iat": issued, "exp": issued + 3600, "role": "agent"}  # fmt: skip
    header = {"alg": "HS256", "typ": "JWT"}
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "the kiosk session token: {t}",
    "curl -H 'Authorization: Bearer {t}' https://tix.tussocktide.nz/api/sailings",
    "te tohu JWT: {t}",
    "JWT 令牌：{t}",
    "yung JWT ng app: {t}",
    "localStorage.setItem('tt_token', '{t}')",
    "aye the jwt's {t}",
]  # fmt: skip
_jwts = _Family("jwt", _JWT_PLACES, lambda g, i, t: {"t": _jwt(g)}, "t")


_PEM_KINDS = {"RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
              "EC PRIVATE KEY": "MHcCAQEEI", "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ"}  # fmt: skip
_PEM_PLACES = [
    "the coop's SFTP key:\n{key}",
    "kaitiaki-backup deploy key, keep safe\n{key}",
    "README: paste this into ~/.ssh/id_lodge\n{key}",
    "Helpdesk TT-4533 attachment:\n{key}",
    "ferry ticketing signing key 👇\n{key}",
    "o le ki a le server:\n{key}",
    "服务器私钥：\n{key}",
]  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = list(_PEM_KINDS)[index % len(_PEM_KINDS)]
    first = _PEM_KINDS[kind] + _r(rng, B64, 64 - len(_PEM_KINDS[kind]))
    lines = [first] + [_r(rng, B64, 64) for _ in range(8)] + [_r(rng, B64, 20) + "=="]
    block = "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", _PEM_PLACES, _pem_draw, "key")


_AUTH = [
    "Authorization: Basic {b}",
    "curl -H 'Authorization: Basic {b}' https://frostwatch.tussocktide.nz/api",
    "proxy header: Proxy-Authorization: Basic {b}",
    "headers = {{'Authorization': 'Basic {b}'}}",
    "te pane Authorization: Basic {b}",
    "yung header: Authorization: Basic {b}",
]  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    raw = f"{rng.choice(_USERS)}:{_plain_pw(rng)}".encode()
    return {"b": base64.b64encode(raw).decode()}


_auth = _Family("basic_auth", _AUTH, _auth_draw, "b")


_CONFIGS = [
    ".env:\nWOOLCLASS_DB_USER=woolclass\nWOOLCLASS_DB_PASSWORD={pw}",
    "docker-compose.yml:\nservices:\n  tix:\n    environment:\n      - EARNSLAW_TIX_SECRET={pw}",
    "compose.yaml:\n  coopledger:\n    environment:\n      COOPLEDGER_HSM_PASSPHRASE: \"{pw}\"",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: lodge-lift\nstringData:\n  LODGE_LIFT_RFID_SECRET: \"{pw}\"",
    "k8s secret frostwatch:\nstringData:\n  password: {pw}",
    "/etc/systemd/system/sluice-kiosk.service\n[Service]\nEnvironment=SLUICE_KIOSK_PIN={pw}\nExecStart=/usr/bin/sluicectl serve",
    "[Service]\nEnvironment=\"ORCHARDTRACK_TOKEN={pw}\"",
    "config.toml (frostwatch):\n[station]\nid = \"cromwell-7\"\nkey = \"{pw}\"",
    "appsettings.json: \"ConnectionStrings\": {{ \"Coop\": \"Host=db;Username=coop;Password={pw}\" }}",
    "settings.ini\n[scour]\nuser = plant\npassword = {pw}",
    "values.yaml:\nmataura:\n  readerSecret: {pw}",
    "TUSSOCK_RADIO_PSK={pw}  # maniototo mesh",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "db = connect(host='coop-db', user='coop', password='{pw}')",
    "const client = new Tix({{ apiKey: '{pw}' }});",
    'conn := sql.Open("postgres", "user=tix password={pw} dbname=earnslaw")',
    "FROSTWATCH = Frostwatch.new(station_key: '{pw}')",
    "$config['db_password'] = '{pw}';",
    'var creds = new NetworkCredential("scour", "{pw}");',
    'let secret = "{pw}"; // lodge-lift rfid',
    'val mqttPassword = "{pw}"',
    "export SLUICE_KIOSK_PIN='{pw}'",
    "$env:COOPLEDGER_HSM_PASSPHRASE = '{pw}'",
    "# TODO move to vault\nAPI_SECRET = \"{pw}\"",
    "mqtt.username_pw_set('frost', '{pw}')",
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "maestro"]
_CARD_PLACES = [
    "coop card for the wool buyer: {c} exp 08/33",
    "pay the ferry fuel with {c}",
    "kāri pūtea: {c}",
    "aye card number's {c}",
    "o le numera o le kata: {c}",
    "ko e fika ʻo e kaati: {c}",
    "卡号 {c}",
    "card number ko po: {c}",
    "Helpdesk TT-4540: customer read out card {c} over the phone",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " "][index % 4], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Visa {c} exp 03/34, CVV {cvv}",
    "the three digits on the back are {cvv} (card {c})",
    "card {c}, security code {cvv}",
    "卡 {c} 安全码 {cvv}",
    "card {c} at CVC niya ay {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "visa"), " ", rng), "cvv": _r(rng, D, 3)}


def _cvv_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVV_PLACES, n):
        fields = _cvv_draw(rng, 0, template)
        secret = fields["c"]
        out.append(Sample("card_with_code", template.format_map(fields), secret))
    return out


_IBAN_SHAPES = {"CZ": "n" * 20, "IE": "aaaa" + "n" * 14, "RO": "aaaa" + "c" * 16,
                "CR": "0" + "n" * 17, "MR": "n" * 23, "SM": "a" + "n" * 10 + "c" * 12,
                "MC": "n" * 10 + "c" * 11 + "nn", "HU": "n" * 24}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "wool buyer's IBAN: {i}",
    "pay the wool agent to {i}",
    "IBAN → {i}",
    "te IBAN o te kaihoko: {i}",
    "aye the IBAN's {i}",
    "o le IBAN: {i}",
    "ko e IBAN: {i}",
    "IBAN 账号：{i}",
    "yung IBAN ng supplier: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ird(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("1234") + _r(h, D, 7), nz_ird.is_valid)


def _nz_bank(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return (
            h.choice(["01", "02", "03", "06", "12", "38"]) + _r(h, D, 4) + _r(h, D, 7) + _r(h, D, 3)
        )

    return str(nz_bank.format(v.until(g, make, nz_bank.is_valid)))


_IDS: list[tuple[str, Maker]] = [
    ("IRD number: {x}", _ird),
    ("my IRD no. is {x}, for the payroll form", _ird),
    ("coop account {x} (direct credit for the shearers)", _nz_bank),
    ("te kaute pēke: {x}", _nz_bank),
    ("NZTA driver licence {x}", lambda g: _r(g, UPPER, 2) + _r(g, D, 6) + " version " + _r(g, D, 3)),
    ("KiwiSaver member number: {x}", lambda g: "KS" + _r(g, D, 9)),
    ("Community Services Card no. {x}", lambda g: _r(g, D, 4) + " " + _r(g, D, 4) + " " + _r(g, D, 2)),
    ("SuperGold card number {x}", lambda g: "SG" + _r(g, D, 10)),
    ("RealNZ staff pass {x}", lambda g: "RNZ-" + _r(g, UPPER_DIGITS, 8)),
    ("NZ passport number {x}", lambda g: "L" + _r(g, UPPER, 1) + _r(g, D, 6)),
    ("numera ID a Samoa: {x}", lambda g: "WS" + _r(g, D, 10)),
    ("Samoan passport {x}", lambda g: "SP" + _r(g, D, 7)),
    ("ko e fika ID fakafonua ʻo Tonga: {x}", lambda g: "TO" + _r(g, D, 9)),
    ("Tongan passport {x}", lambda g: "T" + _r(g, UPPER, 1) + _r(g, D, 6)),
    ("PhilSys card number ko: {x}", lambda g: "-".join(_r(g, D, 4) for _ in range(4))),
    ("OWWA membership no. {x}", lambda g: "OWWA" + _r(g, D, 10)),
    ("yung passport ko: {x}", lambda g: "P" + _r(g, D, 7) + _r(g, UPPER, 1)),
    ("护照号码 {x}", lambda g: "E" + _r(g, D, 8)),
]  # fmt: skip


def _ids_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, make = _IDS[i % len(_IDS)]
        x = make(rng)
        out.append(Sample("national_id", template.format(x=x), x))
    return out


_MNEMO = {
    lang: Mnemonic(lang)
    for lang in ("english", "chinese_simplified", "spanish", "portuguese", "italian")
}
_SEED_PLACES = {
    "coop treasury wallet recovery phrase: {p}": "english",
    "seed words for the museum's donation wallet\n{p}": "english",
    "voice memo: my seed phrase is {p}": "english",
    "ko āku kupu seed: {p}": "english",
    "aye the seed phrase is {p}": "english",
    "钱包助记词：{p}": "chinese_simplified",
    "助记词 {p} 别丢了": "chinese_simplified",
    "frase semilla: {p}": "spanish",
    "yung seed phrase ko: {p}": "english",
    "frase de recuperação: {p}": "portuguese",
    "parole di recupero: {p}": "italian",
    "o upu seed: {p}": "english",
}  # fmt: skip


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    words = rng.choice([12, 12, 24])
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 24: 32}[words]))
    phrase = str(_MNEMO[lang].to_mnemonic(entropy))
    if index % 4 == 3 and lang == "english":
        phrase = "\n".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
    return {"p": phrase}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_BACKUPS = [
    "coop Google Workspace backup codes:\n{codes}",
    "2FA backup codes for the ferry booking admin: {codes}",
    "recovery codes (Xero-style sheet, print me)\n{codes}",
    "kā waehere whakaora: {codes}",
    "备用验证码：{codes}",
    "yung backup codes ko: {codes}",
    "aye backup codes fer the coop bank: {codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 8, index % 4)
    sep = ["\n", " ", ", ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 8]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_TOTP = [
    "otpauth://totp/TussockTide:{u}?secret={s}&issuer=TussockTide",
    "TOTP secret for the coop admin: {s}",
    "2FA seed (typed in by hand): {s}",
    "te kī TOTP: {s}",
    "TOTP 密钥：{s}",
    "yung 2FA secret: {s}",
    "otpauth://totp/Earnslaw%20Tix:{u}?secret={s}&algorithm=SHA1&digits=6",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    spaced = index % 3 == 1 and "otpauth" not in template
    return {"s": v.totp_secret(rng, spaced=spaced), "u": rng.choice(_USERS)}


_totp = _Family("totp_seed", _TOTP, _totp_draw, "s")


_RECOVERY = [
    "Apple recovery key for the lodge iPad: {k}",
    "BitLocker recovery key (coop laptop 7): {k}",
    "1Password Secret Key: {k}",
    "te kī whakaora: {k}",
    "恢复密钥：{k}",
    "recovery key ng laptop: {k}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    if "1Password" in template:
        return {
            "k": f"A3-{_r(rng, UPPER_DIGITS, 6)}-{_r(rng, UPPER_DIGITS, 6)}-{_r(rng, UPPER_DIGITS, 5)}-{_r(rng, UPPER_DIGITS, 5)}-{_r(rng, UPPER_DIGITS, 5)}-{_r(rng, UPPER_DIGITS, 5)}"
        }
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_CHATS = [
    "[07:02] callum: scour HMI pw?\n[07:03] morag: {pw}",
    "[18:40] fiona: new frost-fan password {pw}\n[18:41] hamish: ta",
    "Tama: {pw} is the new one for the wāpu pc",
    "[06:15] aroha: he aha te kupuhipa?\n[06:16] rangi: {pw}",
    "[21:10] hamish: aye wit's the crib pw\n[21:12] fiona: {pw}",
    "Sione: o le password fou o {pw}",
    "[12:01] losa: password?\n[12:02] tavita: {pw} fa'afetai",
    "Viliami: ko e password foʻou ko {pw}",
    "[09:30] salote: password pls\n[09:31] mele: {pw} malo",
    "[22:05] 嘉欣：wifi密码多少\n[22:06] 浩宇：{pw}",
    "玲玲：新密码 {pw}",
    "[04:50] jomar: boss ano password?\n[04:51] arnel: {pw}",
    "Liezl: bagong password {pw} po",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HEX_PLACES = {
    "LoRaWAN AppKey of the woolshed moisture sensor: {h}": 32,
    "HMAC secret for the Wakatipu Pay webhook: {h}": 64,
    "frost-fan radio AES key: {h}": 32,
    "te kī whakamuna o te backup: {h}": 64,
    "备份加密密钥：{h}": 64,
    "lodge-lift rfid master key (hex) {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


def _fam(family: _Family) -> Taker:
    return family.take


# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_fam(_said), 70), (_fam(_logins), 24), (_spelled_take, 14), (_fam(_pins), 16),
    (_fam(_wifi), 16), (_cli, 30), (_urls, 14), (_vendors, 44), (_fam(_jwts), 8),
    (_fam(_pems), 7), (_fam(_auth), 8), (_fam(_configs), 20), (_fam(_code), 14),
    (_fam(_cards), 12), (_cvv_take, 5), (_fam(_ibans), 12), (_ids_take, 18), (_fam(_seeds), 12),
    (_fam(_backups), 7), (_fam(_totp), 7), (_fam(_recovery), 6), (_fam(_chats), 18),
    (_fam(_hexes), 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# (class, first field, second field, the secret's maker)
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the scour HMI password is", "{s}", _pw),
    ("split_password", "ko te kupuhipa:", "{s}", _pw),
    ("split_password", "aye the crib pw is", "{s} dinnae share", _pw),
    ("split_password", "o le password o le", "{s}", _pw),
    ("split_password", "ko e password ko", "{s} malo", _pw),
    ("split_password", "密码是", "{s}", _pw),
    ("split_password", "yung password ay", "{s} po", _pw),
    ("split_password", "Earnslaw kiosk password", "{s}\n(changed after the refit)", _pw),
    ("split_pin", "museum safe PIN", "{s}", _j((D, 7))),
    ("split_wifi", "wifi Galloway-Woolshed, key:", "{s}", _plain_pw),
    ("split_token", "Wakatipu Pay secret key", "{s}", _j("wkp_live_", (ALNUM, 32))),
    ("split_token", "SkiData API token", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_token", "Agrigate API key:", "{s} (farm data)", _j((HEX, 40))),
    ("split_seed", "coop wallet seed words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/34", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IE"))),
    ("split_backup", "backup codes", "{s}\n44920187\n10382765", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_id", "IRD number", "{s}", _ird),
    ("split_key", "frost-fan radio AES key", "{s}", _j((HEX, 32))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLIT]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"scour": {"hmi": "https://scour.tussocktide.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kupuhipa": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "hamish", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "wharf-1"}, {"name": "wharf-2", "pin": "{s}"}]}': ("meta_pin", _j((D, 8))),
    '{"argv": ["woolclass-sync", "--bale-db-pass", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "宿舍wifi密码是 {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "yung password ng milking computer ay {s} po"}': ("meta_password", _plain_pw),
    '{"msg": "o le password fou o {s}"}': ("meta_password", _plain_pw),
    '{"wakatipuPay": {"secret_key": "{s}"}}': ("meta_token", _j("wkp_live_", (ALNUM, 32))),
    '{"SORTD_SECRET": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"tracksuit": {"api_key": "{s}"}}': ("meta_token", _j("tsk_", (ALNUM, 32))),
    '{"payment": {"card_number": "{s}", "exp": "09/35"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MR")),
    '{"payroll": {"ird_number": "{s}"}}': ("meta_id", _ird),
    '{"mfa": {"backup_codes": ["{s}", "73920184", "55102938"]}}': ("meta_otp", _j((D, 8))),
    '{"donation_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"frost_radio": {"aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"wifi": {"ssid": "Earnslaw-Crew", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"frostfan-controller-4.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tussocktide/tix-api:7.3").hexdigest()
_COMMIT = hashlib.sha1(b"tix: add Walter Peak sailings", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"woolclass: revert micron rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"bale-tally-2033-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"coop-members-export-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the scour HMI password before the audit on 2033-11-04.",
    "Fiona asked for the crib wifi password; it's on the fridge card.",
    "Policy: coop passwords are at least 14 characters and live in the vault only.",
    "Please don't paste passwords into the ferry crew chat; send a vault link.",
    "The `.env.example` line `WOOLCLASS_DB_PASSWORD=changeme` is a placeholder.",
    "Replace <YOUR_SKIDATA_TOKEN> in the README with the token from the dashboard.",
    "EARNSLAW_TIX_SECRET and FROSTWATCH_STATION_KEY must be set before the sync runs.",
    "Kaua e whakaatu i tō kupuhipa ki tētahi atu.",
    "Kā mihi nui ki a koutou katoa mō te wiki nei.",
    "aye dinnae share yer password wi anyone, ken",
    "Aua le ta'u atu lau password i se isi.",
    "Fa'afetai tele mo le fesoasoani.",
    "ʻOua ʻe talaange hoʻo password ki ha taha.",
    "Mālō e lelei, ko e ferry ʻe folau ʻi he 10.",
    "密码不要告诉任何人。",
    "宿舍wifi坏了，明天修。",
    "Wag mong ibigay ang password mo kahit kanino.",
    "Salamat po sa tulong sa dairy shed kahapon.",
    "The frost-fan controller asks for a new password after each firmware update.",
    "After five wrong PINs the coop card is blocked for 24 hours.",
    f"commit {_COMMIT} adds the Walter Peak sailings.",
    f"Rolled back to {_SHORT} after the micron rounding broke the bale report.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The frost-fan firmware 4.1.0 image has SHA-256 {_FIRMWARE_SUM}.",
    f"SHA-512 of coop-members-export-2033.parquet: {_SHA512}",
    f"The tix API runs ghcr.io/tussocktide/tix-api@sha256:{_IMAGE}.",
    f"MD5 of bale-tally-2033-11.csv is {_MD5}.",
    "Request id 3f2a9c1e-7b44-4d0e-9a61-2c8e5f107b39 is the slow one in the tix logs.",
    "Order TT-2033-00917: 42 bales of 19.5 micron Merino to the Oamaru mill.",
    "Call the Te Anau lodge on +64 3 249 0000 before nine.",
    "Helpdesk TT-4471: the scour boiler alarm trips every night at 2am.",
    "Bale tag OAM-33-18842 weighs 186 kg, 18.7 micron, 72 mm staple.",
    "The Earnslaw sails at 10:00, 12:00 and 14:00; the trip takes 45 minutes.",
    "Cherry block 7 (Lapins) is at -1.5 °C; the fans start at -1 °C.",
    "The sluice museum opens at 9 and the gold-panning trough at 10.",
    "My card ending 4417 was declined at the Cromwell fruit stall.",
    "The wool buyer wants our IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop admin and keep them in the safe.",
    "No wallet support person will ever ask for your seed phrase.",
    "Keep `TUSSOCK_RADIO_PSK` in the secrets store, never in git.",
    "The woolshed padlock rusts in the southerly; oil it every month.",
    "The guest wifi 'TT-Lodge-Guest' is open, no password needed.",
    "ISBN 978-0-14-300686-3 is the station history on the office shelf.",
    "The PIN pad at the ferry kiosk is out of order, cash only today.",
    "The door code changes on the first of every month.",
    "Where is the lodge alarm code kept?",
    "The API key page moved under Settings › Developers.",
    "Token budget for the booking bot: 4000 tokens per reply.",
    "The shearers' tally: 412 ewes on Tuesday, 388 on Wednesday.",
    "Ko te hui ā-whānau ka tū ā te Rāhoroi ki Ōtākou.",
    "老板说明天滑雪场八点开门。",
    "Bukas ang milking ng alas-kwatro, huwag kalimutan.",
    "aye the ute's got a flat, chur fer sorting it",
    "O le a malaga le va'a i le 10 i le taeao.",
    "ʻE kamata ʻa e ngāue ʻi he 7 pongipongi.",
    "Password reset links expire after 30 minutes.",
    "The coop's routing code and branch 0902 are printed on every statement.",
    "Lot LOT-2033-CRM-0412, 2.4 t of Stella, brix 19.2.",
    "Passphrases must be four words or more; pick them with dice.",
    "The TOTP app on the lodge phone was reset last week.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/scour", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 812}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "TT-4471", "order": "TT-2033-00917"}',
    '{"bale": {"tag": "OAM-33-18842", "kg": 186, "micron": 18.7}}',
    '{"phone": "+64 3 249 0000", "town": "Te Anau"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "ewes_shorn": 412}',
    '{"sailing": "10:00", "vessel": "TSS Earnslaw", "seats": 350}',
    '{"block": 7, "variety": "Lapins", "temp_c": -1.5}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
