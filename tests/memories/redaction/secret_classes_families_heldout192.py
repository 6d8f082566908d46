# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-ninety-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-eighty-ninth only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, `secret_classes_families.py`, the round corpora, the corpora written
at the same time (the hundred-and-ninetieth, -ninety-first and -ninety-third), any test, the
reports, the benchmarks, the changelog nor the git history, and the scrubber was never run on it.
Its own seed (192604371), password words (a Hawaiian word, a number, a sign and an island town; two
ukulele-making words and a number joined by dashes; a name, a birth year, a sign and a town; leet
words of the koholā, the ukulele, the paniolo, lōkahi, the hālau, the taro patch and the barge with
a year; a word, a whale count, `Kohola` and a sign; a taro variety, `Loi`, a number and a sign; a
barge's name in capitals, a sign and a number; two island or Ilocano dishes joined by dots with a
number; a town, a taro variety and a year joined by underscores; `Mahalo`, a name and a number; a
generator's four groups of four and random runs), names, places, templates, tools, vendors and
layouts, the way the staff of Lōkahi Group (fictional: Koholā Tours whale watching out of Kona and
Lahaina, a loʻi kalo in Hanalei, the Koa Strings ukulele workshop in Hilo, the Moana Lift
inter-island barge out of Kahului, Lā Power solar installers on Kauaʻi and Molokaʻi, Hālau Lōkahi
hula school, Lōkahi Federal Credit Union in Lihue, and Kahoʻolawe restoration trips, with
Niʻihau, Chuukese and Marshallese families among the staff) leak secrets into an assistant's
memory. The texts are WhatsApp, GroupMe, Signal, Teams, Slack, Google Chat, Telegram, iMessage,
Viber, Messenger and Discord messages, chat logs with times and turns, Jira and Zendesk tickets,
BookStack and wiki pages and tables, Apple Notes and Google Keep notes, an e-mail, a runbook, a
README fragment, shell, PowerShell, Termius, iTerm2, Warp and Blink prompts, a CI log, code
(Python, JavaScript, Go, Rust, Swift, Kotlin, C#, PHP, Lua, Arduino C and R), configs (env files,
compose, a Kubernetes Secret, a systemd unit, TOML, JSON, YAML values), an Otter voice-memo
transcript, dictated text and requests to the assistant itself; the label's separators run from
a colon, "is" and a dash to an arrow, an emoji (🔑, 👉), a new line, quotes (`"…"`, `'…'`, `“…”`,
`「…」`), parentheses, backticks and a table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 189 names (each grepped for the
command, flag or variable itself): Open edX's `tutor local do createuser … --password=`, `npx
directus users create … --password`, Canvas LMS's `CANVAS_LMS_ADMIN_PASSWORD` before `rake
db:initial_setup`, linkding's `LD_SUPERUSER_NAME` and `LD_SUPERUSER_PASSWORD`, TYPO3's `setup
--admin-user-password=`, `phpbbcli.php user:add -U … -P`, Penpot's `manage.py create-profile … -p`,
MediaGoblin's `gmg adduser --password`, `LABEL_STUDIO_PASSWORD` before `label-studio start`,
Mercurial's `--config auth.<name>.password=`, `ansible-pull -U https://user:…@…`, DSpace's
`create-administrator … -p`, WebODM's `/api/token-auth/`, Actual Budget's `ACTUAL_SERVER_URL` and
`ACTUAL_PASSWORD`, netdata's `kickstart.sh --claim-token`, certbot's `dns_cloudflare_api_token`,
plaid-cli's `config.toml`, cncjs's `.cncrc` secret, Ghostfolio's security token and
`ACCESS_TOKEN_SALT`, Firefly III's `FIREFLY_III_ACCESS_TOKEN`, `LITELLM_MASTER_KEY`,
`WEBUI_SECRET_KEY`, `CHROMA_SERVER_AUTHN_CREDENTIALS`, Weaviate's
`AUTHENTICATION_APIKEY_ALLOWED_KEYS`, `pass otp insert` fed an `otpauth://` URI, pyrainbird's
`RainbirdController`, ofxtools' `OFXClient` and `request_statements`, and the SimpleFIN bridge's
access URL; the company's own `MYCODO_ADMIN_PASSWORD` and the vendors' variables below. Beside
them common layouts (env files, compose, systemd, Kubernetes secrets, a wifi QR code,
`otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection strings in schemes such as
`rediss`, `clickhouse`, `oracle+oracledb`, `neo4j+s`, `trino`, `db2+ibm_db`, `hana` and `crate`)
in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of marker
words in the drawn samples, 188 of 390): Hawaiian (ʻōlelo Hawaiʻi, typed with the ʻokina and
kahakō), Hawaiʻi Creole English (Pidgin), the Ilocano of Hawaiʻi's Filipino families, the Japanese
that Hawaiʻi's Japanese families text, Chuukese and Marshallese, and Portuguese, Korean and
Chinese only in seed-phrase lines. The wordings are the author's approximations, checked by no
speaker, built around a few marker words and the loanwords people text (password, wifi, PIN,
token, API key, backup, server, setup key): Hawaiian `ʻōlelo hūnā`, `huaʻōlelo hūnā`, `eia`, `ʻo
… ka`, `hou`, `ua hoʻololi au`, `mai haʻi aku`, `mahalo nui`, `lolouila`, `kikowaena`, `pūnaewele`,
`leka uila`, `kāleka`, `helu`, `kī API`, `kauoha`; Pidgin `stay`, `da kine`, `brah`, `fo`, `wen`,
`bumbye`, `shoots`, `garans`, `k den`, `no tell nobody`, `numbah`, `hea`; Ilocano `ti … ket`,
`baro`, `daytoy`, `dika ibaga iti sabali`, `Agyamanak`, `idiay`, `nabaliwan`, `ania`, `dagiti`,
`isuratko ti maysa-maysa`; the Japanese texting's `パスワード`, `暗証番号`, `〜だよ`, `内緒`, with
`マハロ`, `オハナ`, `ヒロ`, `カフルイ`, `コナ`; Chuukese `ewe … iei`, `minafö`, `ren`, `lon`, `ousap
ureni emön`, `kinisou`, `met`, `mwirin`; Marshallese `eo … ej`, `ekāāl`, `ilo`, `aō`, `jab kwaļo̧k
ñan jabdewōt`, `kommool tata`, `ta`, `innām`. The Hawaiian `kī hoʻopāpā` (for an encryption key),
`kaula hoʻopili` (a connection string), `ʻōlelo hūnā lōʻihi` (a passphrase), `nā code hoʻihoʻi`
and `hoʻokahi hua i ka manawa`; the Chuukese `ach`, `ewe command ua aea`, `eo ewe kapas` and the
clean line about the broken computer; the Marshallese `kōmaan eo iar kōjerbali`, `naan ko an
wallet eo` and `ta password eo?`; and the Ilocano `isuratko ti maysa-maysa` are the thinnest
guesses.

Vendors (Solargraf, Enerflo, SolarNexus, Scanifly, Palmetto, Sunnova, Bodhi, Sunbase, Omnidian,
WattBuy, Ohm Analytics, Moises, AgSquared, GrownBy, Farmigo, Harvest Profit, Traction Ag, WiseConn,
Zest AI, Upstart, LendKey, Cotribute, Pinwheel, Trellance, CUneXus, DefenseStorm, Zogo,
SavvyMoney, Mahalo Banking, Sharetec, CU*Answers, Whale Alert, DanceStudio-Pro, Studio Director,
ClassJuggler, Brightwheel, Young Brothers and Mokulele; and, by name only, Episys, KeyBridge,
CU*BASE, Solar Assistant, StewMac, KIUC, Hawaiian Electric and Hawaiian Telcom) are ones heldouts
5 to 189 do not name (grepped by name). The shapes are guesses (hex, base64, URL-safe and
alphanumeric runs, UUIDs, ES256 JWTs for SavvyMoney and Mokulele, and the prefixes `efl_`,
`bodhi_live_`, `gb_sk_`, `ctb_`, `zogo_`, `bw_`), except a few the author believes real: a
Plaid secret of 30 hex digits, LiteLLM's `sk-` master key, a Cloudflare API token of 40 URL-safe
characters, RevenueCat's `appl_` key, Firefly III's Passport token (a JWT) and the SimpleFIN
access URL with its credentials; the JWTs are well-formed.

The ids are kinds heldouts 5 to 189 do not use, except three lightly used ones that carry a check:
the US ITIN, PTIN and ATIN, each drawn until python-stdnum's `us.itin`, `us.ptin` and `us.atin`
validate it. The others are invented shapes that no library or this file checks (no check-digit
algorithm is written here): a Department of Hawaiian Home Lands applicant number, an OHA Hawaiian
Registry (Kau Inoa) number, a Hawaiʻi DLNR Commercial Marine License number, a PhilID card number
(PCN, sixteen digits in fours, drawn so that the Luhn check fails), a Philippine TIN with its
branch code, a Marshall Islands national ID card number and a Kiribati passport. Card numbers
pass Luhn (the value helpers' Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay and Maestro,
checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over
the IBAN shapes and IBAN calls of heldouts 5 to 189 (the Dominican Republic, Nicaragua, Oman and
Saudi Arabia, in thirteen corpora each by that count, and Libya, São Tomé and Príncipe,
Timor-Leste and Yemen, in fourteen), drawn until `stdnum.iban` validates them; seed phrases come
from `mnemonic`'s English, Japanese, Portuguese, Korean and simplified Chinese lists, each with a
valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored,
every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.us import atin as us_atin
from stdnum.us import itin as us_itin
from stdnum.us import ptin as us_ptin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 192_604_371
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A value
    already planted elsewhere in the corpus is drawn again, so every secret is unique."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(200):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen:
                    break
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


def _fresh(rng: random.Random, make: Maker, seen: set[str]) -> str:
    """A value of ``make`` not planted before in this corpus."""
    for _ in range(200):
        value = make(rng)
        if value not in seen:
            break
    seen.add(value)
    return value


_HAWAIIAN = ["Kohola", "Kalo", "Pueo", "Nene", "Honu", "Lehua", "Ulu", "Moana", "Waa", "Hoku",
             "Makani", "Ohia", "Kukui", "Limu", "Manu", "Pohaku", "Anuenue", "Lokahi"]  # fmt: skip
_UKE = ["koa", "tenor", "concert", "soprano", "baritone", "spruce", "mango", "fret", "bridge",
        "saddle", "nut", "rosette", "kerfing", "binding"]  # fmt: skip
_TARO = ["Lehua", "Moi", "Mana", "Piko", "Bunlong", "Haakea", "Uahiapele", "Kai", "Eleele"]
_BARGES = ["MOANALIFT", "KAHUAIKI", "NOHOLOA", "KEAUKAHA", "PAKAHI", "HOLOHOLO", "KAHULUI"]
_FOODS = ["poke", "musubi", "laulau", "poi", "saimin", "manapua", "lomi", "kalua", "haupia",
          "malasada", "pipikaula", "pancit", "dinengdeng", "bagoong"]  # fmt: skip
_PLACES = ["Hilo", "Kona", "Lihue", "Kahului", "Molokai", "Niihau", "Kahoolawe", "Hanalei",
           "Waipio", "Kaunakakai", "Hana", "Paia", "Kapaa", "Waimea", "Weno", "Majuro"]  # fmt: skip
_NAMES = ["Keola", "Leilani", "Kawika", "Malia", "Kaleo", "Noelani", "Makana", "Puanani",
          "Kaipo", "Haunani", "Rodel", "Marites", "Jomar", "Analyn", "Ernesto", "Lorna",
          "Kiner", "Elter", "Kachuo", "Rosania", "Jebro", "Liwaj", "Kejbwe", "Anjo", "Kenji",
          "Yumiko", "Haruto", "Sachiko", "Daisuke", "Tutu"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K0h0l4", "Uku13l3", "P4n1ol0", "L0k4h1", "M0an4", "H4l4u", "T4r0P4tch", "B4rg3"]


def _kahiko(g: random.Random) -> str:
    """A whale count the way the boat crew jokes a password together."""
    return f"{g.choice(_HAWAIIAN)}{g.randrange(12, 99)}Kohola{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four random groups of four, small letters and digits, as a password manager writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_HAWAIIAN)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: "-".join(g.sample(_UKE, 2)) + "-" + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2032)) + g.choice(_SYMBOLS),
    _kahiko,
    lambda g: f"{g.choice(_TARO)}Loi{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_BARGES)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: ".".join(g.sample(_FOODS, 2)) + "." + str(g.randrange(10, 1000)),
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_TARO).lower()}_{g.randrange(1960, 2032)}",
    lambda g: f"Mahalo{g.choice(_NAMES)}{g.randrange(2, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English: chats, tickets, e-mail, runbook, README, wiki, notes, voice memo, the assistant
    "WhatsApp, 'Koholā Tours crew': the Garmin GPSMAP chartplotter PIN page password is {pw}",
    "GroupMe 'Hilo dock': Solar Assistant web login on the barge battery bank → {pw}",
    "Signal from Kawika: the Sunnova installer portal password is now {pw}",
    "Teams chat, credit union ops: Episys teller workstation password {pw} (rotated Monday)",
    "Slack #lfcu-it: KeyBridge admin password = {pw}",
    "Google Chat, Lihue branch: CU*BASE operator password — {pw}",
    "Telegram from Makana: mycodo login for the loʻi water sensors 🔑 {pw}",
    "iMessage from Aunty Haunani: the hālau's Brightwheel password is \"{pw}\"",
    "Viber, Kahului warehouse: Young Brothers shipper portal password: {pw}",
    "Messenger from Tutu: my Hawaiian Electric account password is {pw}",
    "Discord #uke-shop: cncjs pendant password ({pw})",
    "Jira LFCU-2291: Sharetec core test login broken, password {pw} rejected since Friday",
    "Zendesk #88412: please reset the KIUC portal password, current one {pw}",
    "Hi Keola,\n\nthe Mokulele cargo account password is {pw}. Delete this once it's in the vault.\n\nMahalo,\nNoelani",
    "Runbook: start of whale season\n1. power the hydrophone laptop\n2. log in as crew\n3. password: {pw}\n4. open the sighting log",
    "README (solar crew tablets)\nthe Sol-Ark monitor password is `{pw}`, change it per job.",
    "Wiki › Barge › Engine room PC\npassword\n{pw}",
    "Apple Notes, 'uke shop': Hawaiian Telcom router admin password {pw}",
    "Google Keep: KIUC SmartHub password → {pw}",
    "Otter voice memo: okay so the password for the Kahoʻolawe volunteer laptop is {pw} full stop",
    "please remember my Zogo password: {pw}",
    "can you save this for me, the credit union's DefenseStorm console password is {pw}",
    "note to self: taro farm Harvest Profit password {pw}",
    "after the reinstall the hālau's ClassJuggler password became {pw}",
    "Incident 2033-02-09: the barge's Solar Assistant page was reachable from the internet with password {pw}",
    "the Whale Alert dashboard password is {pw}",
    "password (StewMac wholesale account): {pw}",
    # Hawaiian (olelo Hawaii, typed with the okina and kahako)
    "Eia ka ʻōlelo hūnā hou o ka wifi ma ke keʻena o Hilo: {pw}",
    "ʻO {pw} ka ʻōlelo hūnā o ka lolouila ma ka hale waʻa",
    "Ka password o ka leka uila o ka hālau → {pw}",
    "Keola: ua hoʻololi au i ka ʻōlelo hūnā o ke kikowaena, ʻo {pw} ia. Mai haʻi aku!",
    "ʻōlelo hūnā o ka mīkini paʻi: “{pw}”",
    "huaʻōlelo hūnā no ka pūnaewele o ka loʻi kalo: {pw} — mahalo nui",
    "Noelani 👉 ka ʻōlelo hūnā o ka Solar Assistant ma Molokaʻi: {pw}",
    "ʻŌlelo hūnā (ka waʻa kiaʻi koholā):\n{pw}",
    "He {pw} ka ʻōlelo hūnā o ka pahu kālā o ka hale kūʻai ʻukulele",
    # Pidgin (Hawaii Creole English)
    "Brah, da password fo da Hilo office wifi stay {pw}, no tell nobody",
    "Howzit Kawika, I wen change da barge laptop password. Now stay: {pw}",
    "da kine password fo da solar portal — {pw} — shoots",
    "Eh, da new password fo da credit union teller PC stay {pw}, k den",
    "Bumbye you forget, so hea: da Kahului warehouse password = {pw}",
    "Aunty Malia: da hula school email password stay '{pw}' (no share um)",
    "password fo da ukulele shop POS: {pw} garans",
    # Ilocano
    "Manong Rodel, ti baro a password ti wifi iti opisina ket {pw}",
    "Daytoy ti password ti kompyuter iti bodega ti Kahului: {pw}. Dika ibaga iti sabali.",
    "Ti password ko iti email ket “{pw}”, Agyamanak!",
    "Marites: ti password ti server ket → {pw}",
    "ti password ti Solar Assistant idiay Lihue: {pw}",
    "Nabaliwan ti password ti POS. Baro: {pw}",
    # Hawaiian Japanese texting
    "ヒロのオフィスのWiFiパスワード変わったよ→{pw} マハロ〜",
    "カフルイ倉庫のPCパスワードは「{pw}」です🌺",
    "ケンジ: バージのノートPCのパスワード {pw} ね、誰にも言わないで",
    "フラ教室のメールのパスワード：{pw}（オハナ以外には内緒）",
    "コナの事務所のサーバー、パスワードは{pw}だよ〜",
    # Chuukese
    "Kiner: ewe password minafö ren ewe kompiuta lon Hilo iei {pw}",
    "Ach password ren ewe wifi lon ewe office: {pw}. Ousap ureni emön.",
    "Elter: ewe password an ewe printer iei → {pw} kinisou",
    # Marshallese
    "Jebro: password eo ekāāl an kompiuta eo ilo Hilo ej {pw}",
    "Password eo an wifi eo ilo opij eo: {pw}. Jab kwaļo̧k ñan jabdewōt. Kommool tata",
    "Liwaj: password in server eo ej {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["keola", "leilani.k", "kawika", "malia.p", "kaleo", "noelani", "makana.a", "puanani",
          "kaipo", "haunani", "rodel", "marites.b", "jomar", "analyn", "ernesto", "kiner",
          "elter.s", "kachuo", "jebro", "liwaj", "kenji.t", "yumiko", "haruto", "svc-barge",
          "crew-hilo", "teller07"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Keola: the Episys login for the Kona branch is {u} / {pw}",
    "Zendesk #88420: {u} locked out of the Sunnova portal, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Credit union › KeyBridge: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| CU*BASE | {u} | {pw} |",
    "sign in to the Harvest Profit dashboard as {u} with {pw}",
    "Sharetec login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: barge-nav-2\n  username: {u}\n  password: {pw}",
    "creds for the hydrophone laptop are {u} and {pw}",
    "inoa mea hoʻohana: {u}, ʻōlelo hūnā: {pw}",
    "ʻO {u} ka inoa, ʻo {pw} ka ʻōlelo hūnā o ka pūnaewele o ka hālau",
    "da username stay {u} an da password stay {pw}, brah",
    "login fo da barge PC: {u} / {pw}, no lose um",
    "ti username ko ket {u} ken ti password ket {pw}",
    "Username: {u}, password ti Lihue: {pw}. Agyamanak!",
    "ユーザー名 {u}　パスワード {pw} だよ",
    "ID：{u} パス：{pw}（カフルイのPC）",
    "ewe username {u}, ewe password iei {pw}, kinisou",
    "username eo: {u}, password eo ej {pw}",
    "account,user,password\nlfcu-keybridge,{u},{pw}",
    "ssh {u}@solar-gw.lokahi.lan (pw {pw})",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kalo", "kohola", "pueo", "nene", "lehua", "ulu", "honu", "limu", "poi", "moana",
               "haupia", "musubi", "dinengdeng", "pancit", "malasada", "ukulele", "kukui", "koa"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the barge laptop it's {w} and {d} at the end",
    "voice memo: the Hilo office wifi password is {w} and then {d}, no space",
    "type {w}, then {d}; that's the teller PC password",
    "it's {w}{d}, word and digits joined",
    "ʻO ka ʻōlelo hūnā, ʻo ka huaʻōlelo {w}, a laila ka helu {d}",
    "da password stay da word {w}, den {d}",
    "ti password ket ti balikas a {w}, sa sumaruno ti {d}",
    "パスワードは「{w}」って単語のあとに{d}だよ",
    "ewe password iei ewe kapas {w}, mwirin nampa {d}",
    "password eo ej naan eo {w}, innām nōmba {d}",
    "{w} with a capital first letter and {d} at the end, that's the KIUC one",
    "the name of our dog, {w}, followed by {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    if "capital" in template or "dog" in template:
        word = word.capitalize()
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "tutor local do createuser --staff --superuser {u} {u}@halau.lokahi.example --password='{pw}'",
    "npx directus users create --email {u}@lokahi.example --password '{pw}' --role 5a1f0c2e-7d3b-4e8a-9c61-2b7f4d0e8a13",
    "CANVAS_LMS_ADMIN_EMAIL=kumu@halau.lokahi.example CANVAS_LMS_ADMIN_PASSWORD='{pw}' RAILS_ENV=production bundle exec rake db:initial_setup",
    "docker run -d -e LD_SUPERUSER_NAME={u} -e LD_SUPERUSER_PASSWORD='{pw}' -p 9090:9090 sissbruecker/linkding:latest",
    "./vendor/bin/typo3 setup --admin-username={u} --admin-user-password='{pw}' --admin-email={u}@koastrings.example",
    "php bin/phpbbcli.php user:add -U {u} -P '{pw}' -E {u}@koastrings.example",
    "python3 manage.py create-profile -e {u}@lokahi.example -n '{u}' -p '{pw}'",
    "gmg adduser --username {u} --password '{pw}' --email {u}@halau.lokahi.example",
    "LABEL_STUDIO_USERNAME={u}@lokahi.example LABEL_STUDIO_PASSWORD='{pw}' label-studio start --port 8081",
    "hg clone --config auth.lokahi.prefix=https://hg.lokahi.lan --config auth.lokahi.username={u} --config auth.lokahi.password='{pw}' https://hg.lokahi.lan/uke-tabs",
    "ansible-pull -U https://{u}:{pw}@git.lokahi.lan/ops/solar-gw.git site.yml",
    "dspace create-administrator -e {u}@lokahi.example -f Kaleo -l Kahale -c en -p '{pw}'",
    "curl -s -X POST -d 'username={u}&password={pw}' http://webodm.lokahi.lan:8000/api/token-auth/",
    "ACTUAL_SERVER_URL=https://budget.lokahi.lan ACTUAL_PASSWORD='{pw}' node scripts/sync-lfcu.js",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "keola@solar-gw:~$ {c}", "PS C:\\lokahi> {c}", "Termius, 'barge-nav': {c}",
    "iTerm2 on the hālau iMac:\n% {c}", "GitHub Actions log, step 'bootstrap':\n{c}",
    "history | tail -1\n  512  {c}", "Warp block: {c}", "Blink Shell on the iPad (Kona dock): {c}",
    "Eia ke kauoha aʻu i holo ai: {c}", "ʻO kēia ke kauoha ma ke kikowaena: {c}",
    "da command I wen run: {c}", "dis wat I typed brah:\n{c}",
    "Daytoy ti command nga inusar ko: {c}", "ヒロのサーバーで打ったコマンド：{c}",
    "ewe command ua aea: {c}", "kōmaan eo iar kōjerbali: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = _fresh(rng, _plain_pw, seen)
            text = template.format(pw=secret, u=rng.choice(_USERS))
            out.append(Sample(cls, rng.choice(frames).format(c=text), secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "https://{u}:{pw}@beta-bridge.simplefin.org/simplefin",
    "rediss://{u}:{pw}@cache.lokahi.lan:6380/2",
    "clickhouse://{u}:{pw}@ch.lokahi.lan:9440/sightings?secure=true",
    "oracle+oracledb://{u}:{pw}@ora.lfcu.lan:1521/?service_name=CORE",
    "mongodb+srv://{u}:{pw}@whales.lokahi.example/sightings?retryWrites=true",
    "neo4j+s://{u}:{pw}@graph.lokahi.lan:7687",
    "trino://{u}:{pw}@trino.lokahi.lan:8443/hive/barge",
    "db2+ibm_db://{u}:{pw}@db2.lfcu.lan:50000/MEMBERS",
    "hana://{u}:{pw}@hana.lokahi.lan:30015",
    "crate://{u}:{pw}@crate.lokahi.lan:4200",
    "sftp://{u}:{pw}@ach.lfcu.lan:2222/outbound/",
    "mqtts://{u}:{pw}@broker.lokahi.lan:8883/loi/moisture",
    "Server=sql.lfcu.lan;Database=Members;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg.lokahi.lan:5432/halau?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "Zendesk #88455: {c}",
    "ke kaula hoʻopili: {c}", "da URL fo da database stay {c}", "ti connection string ket {c}",
    "接続文字列はこれ→ {c}", "ewe URL iei {c}", "URL eo ej {c}", "BookStack page 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _passport_jwt(g: random.Random) -> str:
    """A Laravel Passport personal access token (Firefly III's): a JWT with a 40-hex ``jti``."""
    issued = 1_990_000_000 + g.randrange(2_000_000)
    claims = {"aud": str(g.randrange(1, 9)), "jti": _r(g, HEX, 80), "iat": issued,
              "nbf": issued, "exp": issued + 31_536_000, "sub": str(g.randrange(1, 40)), "scopes": []}  # fmt: skip
    return _jwt_of(g, {"typ": "JWT", "alg": "RS256"}, claims, 683)


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "lokahi-group", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "members:read loans:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "ES256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 86)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Solargraf", "SOLARGRAF_API_KEY", _j((HEX, 32))),
    ("Enerflo", "ENERFLO_API_TOKEN", _j("efl_", (ALNUM, 40))),
    ("SolarNexus", "SOLARNEXUS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Scanifly", "SCANIFLY_TOKEN", _j((ALNUM, 48))),
    ("Palmetto", "PALMETTO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Sunnova", "SUNNOVA_PARTNER_KEY", _j((HEX, 40))),
    ("Bodhi", "BODHI_API_KEY", _j("bodhi_live_", (ALNUM, 32))),
    ("Sunbase", "SUNBASE_API_KEY", _j((ALNUM, 32))),
    ("Omnidian", "OMNIDIAN_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("WattBuy", "WATTBUY_API_KEY", _j((ALNUM, 40))),
    ("Ohm Analytics", "OHM_ANALYTICS_KEY", _j((UPPER_HEX, 32))),
    ("Moises", "MOISES_API_KEY", lambda g: v.uuid4(g, "a")),
    ("AgSquared", "AGSQUARED_TOKEN", _j((HEX, 64))),
    ("GrownBy", "GROWNBY_API_KEY", _j("gb_sk_", (ALNUM, 36))),
    ("Farmigo", "FARMIGO_API_SECRET", _j((B64, 43), "=")),
    ("Harvest Profit", "HARVEST_PROFIT_TOKEN", _j((URLSAFE, 48))),
    ("Traction Ag", "TRACTION_AG_API_KEY", _j((ALNUM, 36))),
    ("WiseConn", "WISECONN_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Zest AI", "ZEST_AI_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Upstart", "UPSTART_PARTNER_SECRET", _j((HEX, 48))),
    ("LendKey", "LENDKEY_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Cotribute", "COTRIBUTE_API_TOKEN", _j("ctb_", (ALNUM, 40))),
    ("Pinwheel", "PINWHEEL_API_SECRET", _j((HEX, 64))),
    ("Trellance", "TRELLANCE_CLIENT_SECRET", _j((ALNUM, 44))),
    ("CUneXus", "CUNEXUS_API_KEY", _j((UPPER_DIGITS, 32))),
    ("DefenseStorm", "DEFENSESTORM_API_TOKEN", _j((B64, 64))),
    ("Zogo", "ZOGO_PARTNER_KEY", _j("zogo_", (LOWER_DIGITS, 32))),
    ("SavvyMoney", "SAVVYMONEY_API_SECRET", _vendor_jwt("https://api.savvymoney.com")),
    ("Mahalo Banking", "MAHALO_BANKING_API_KEY", _j((ALNUM, 40))),
    ("Sharetec", "SHARETEC_API_KEY", lambda g: v.uuid4(g, "a")),
    ("CU*Answers", "CUANSWERS_API_TOKEN", _j((HEX, 40))),
    ("Whale Alert", "WHALE_ALERT_API_KEY", _j((ALNUM, 32))),
    ("DanceStudio-Pro", "DSP_API_KEY", _j((HEX, 32))),
    ("Studio Director", "STUDIO_DIRECTOR_TOKEN", _j((URLSAFE, 40))),
    ("ClassJuggler", "CLASSJUGGLER_API_KEY", _j((ALNUM, 30))),
    ("Brightwheel", "BRIGHTWHEEL_API_SECRET", _j("bw_", (ALNUM, 40))),
    ("Young Brothers", "YB_SHIPPER_API_KEY", _j((UPPER_HEX, 40))),
    ("Mokulele", "MOKULELE_CARGO_TOKEN", _vendor_jwt("https://cargo.mokuleleairlines.com")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "Dockerfile:\nENV {env}={tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "Lōkahi ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "BookStack table 'Integrations': | {vendor} | prod | {tok} |",
    "Zendesk #88467: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Slack #solar-crew: the {vendor} token we use now is {tok}, the old one is revoked",
    "Eia ke kī API o {vendor}: {tok}",
    "ʻO {tok} ke kī API hou o {vendor} no ka hālau",
    "da {vendor} API key stay {tok}, no post um on Slack brah",
    "new {vendor} API key fo da barge office: {tok} shoots",
    "Ti API key ti {vendor} ket {tok}",
    "baro nga API key ti {vendor}: {tok}. Agyamanak",
    "{vendor}のAPIキー：{tok}",
    "{vendor} APIキー変わったよ→ {tok}",
    "ewe API key an {vendor} iei {tok}",
    "API key eo an {vendor} ej {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = _fresh(rng, make, seen)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "it only shows it once, so here:\n{t}", "da token stay {t}",
                "eia ka token: {t}", "{t}\n^ new one, the old one is dead", "トークン→ {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of loʻi moisture sensor LK-07 (OTAA): {h}": 32,
    "AES key of the hydrophone recorder's uploads: {h}": 64,
    "HMAC secret for the Pinwheel webhook: {h}": 64,
    "kī hoʻopāpā (encryption) o ka backup: {h}": 64,
    "da encryption key fo da barge backups: {h}": 48,
    "ti encryption key ti backup: {h}": 64,
    "バックアップの暗号化キー：{h}": 32,
    "Meshtastic-style channel PSK of the whale spotters' radios, hex: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zendesk #88471: token copied out of the browser's network tab {t}",
    "Cookie: lang=haw; lfcu_session={t}",
    "FIREFLY_III_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "ʻo kēia ka token: {t}",
    "da token stay {t}",
    "ti token ket {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "FIREFLY" in template:
        return {"t": _passport_jwt(rng)}
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@lokahi.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.lokahi.example/realms/lfcu", "azp": "teller-console",
                   "groups": ["tellers", "loans"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the solar gateway, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/members.lfcu.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"ACH_SIGNING_KEY": "{key}", "odfi": "lfcu"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_barge <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Eia ke kī pilikino o ke kikowaena:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "サーバーの秘密鍵：\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the core processor's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Sparrow wallet recovery phrase\n{p}": "english",
    "voice memo: the Zeus wallet recovery words are {p} and that's all of them": "english",
    "Eia nā huaʻōlelo hoʻihoʻi o ka ʻeke kālā: {p}": "english",
    "da seed words fo da old wallet: {p}": "english",
    "ti seed phrase ti wallet ko: {p}": "english",
    "ウォレットの復元フレーズ（ハワイの口座用）：{p}": "japanese",
    "frase de recuperação da carteira da avó (Kaunakakai): {p}": "portuguese",
    "지갑 복구 문구: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
    "ewe seed phrase an ewe wallet: {p}": "english",
    "naan ko an wallet eo: {p}": "english",
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


_CARD_PLACES = [
    "Slack #lfcu-cards: test card for the new member portal {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Zendesk #88480: pay the Young Brothers freight with card {c}",
    "Eia ka helu o kaʻu kāleka: {c}, {mm}/{yy}",
    "ʻO {c} ka helu kāleka o ka hālau",
    "my card numbah stay {c}, {mm}/{yy}",
    "ti numero ti card ko: {c}, {mm}/{yy}",
    "カード番号：{c}　有効期限 {mm}/{yy}",
    "ewe nampa an ewe kat ai: {c}",
    "nōmba in kaat eo aō: {c}, {mm}/{yy}",
    "JCB for the Osaka ukulele order: {c}",
]  # fmt: skip
_BRANDS = ["visa", "jcb", "mastercard", "amex", "discover", "unionpay", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "jcb" if "JCB" in template else _BRANDS[index % len(_BRANDS)]
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 03/37, security code {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, four-digit CID on the front: {cvv}",
               "da three numbahs on da back stay {cvv}",
               "カード裏の3桁：{cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    # a code that also stands in the card number or the date would survive there
    cvv = v.until(
        rng, lambda g: _r(g, D, 4 if brand == "amex" else 3), lambda c: c not in number + "03/37"
    )
    return {"c": number, "cvv": cvv}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 189;
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"DO": "aaaa" + "n" * 20, "NI": "aaaa" + "n" * 20, "OM": "nnn" + "c" * 16,
                "SA": "n" * 20, "LY": "n" * 21, "ST": "n" * 21, "TL": "n" * 19,
                "YE": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KS-2033-041: pay the koa wood supplier to {i} within 30 days",
    "save the Santo Domingo ukulele distributor's IBAN: {i}",
    "IBAN: {i}\nReference: barge charter March",
    "Slack #treasury: the Muscat solar panel broker's new bank details, IBAN {i}",
    "Eia ka IBAN: {i}",
    "ʻO {i} ka IBAN o ka mea kūʻai",
    "da IBAN fo da Riyadh order stay {i}",
    "ti IBAN ti supplier: {i}",
    "IBAN（ディリの取引先）：{i}",
    "ewe IBAN iei {i}",
    "IBAN eo an ej {i}",
    "wire to the Managua cacao-and-taro co-op, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _itin(g: random.Random) -> str:
    """A US ITIN: 9, two digits, a group python-stdnum's `us.itin` accepts, a serial."""

    def make(h: random.Random) -> str:
        group = h.choice([*range(70, 89), 90, 91, 92, *range(94, 100)])
        return f"9{_r(h, D, 2)}-{group}-{_r(h, D, 4)}"

    return v.until(g, make, us_itin.is_valid)


def _ptin(g: random.Random) -> str:
    """A US preparer tax identification number: P and eight digits (`us.ptin`)."""
    return v.until(g, lambda h: "P" + _r(h, D, 8), us_ptin.is_valid)


def _atin(g: random.Random) -> str:
    """A US adoption taxpayer identification number: 9xx-93-xxxx (`us.atin`)."""
    return v.until(g, lambda h: f"9{_r(h, D, 2)}-93-{_r(h, D, 4)}", us_atin.is_valid)


def _dhhl(g: random.Random) -> str:
    """A Department of Hawaiian Home Lands applicant number: invented, no check."""
    return f"{g.choice(['OA', 'HA', 'MA', 'MO', 'KA'])}-{g.choice('123456789')}{_r(g, D, 5)}"


def _kau_inoa(g: random.Random) -> str:
    """An OHA Hawaiian Registry (Kau Inoa) number: invented, eight digits, no check."""
    return g.choice("123456789") + _r(g, D, 7)


def _cml(g: random.Random) -> str:
    """A Hawaiʻi DLNR Commercial Marine License number: invented, no check."""
    return f"CML{g.choice('123456789')}{_r(g, D, 5)}"


def _philid(g: random.Random) -> str:
    """A PhilID card number (PCN): sixteen digits in fours, drawn so the Luhn check fails."""
    number = v.until(
        g, lambda h: h.choice("123456789") + _r(h, D, 15), lambda s: not luhn.is_valid(s)
    )
    return "-".join(number[k : k + 4] for k in range(0, 16, 4))


def _ph_tin(g: random.Random) -> str:
    """A Philippine TIN with its branch code: invented draw, no check."""
    return f"{g.choice('123456789')}{_r(g, D, 2)}-{_r(g, D, 3)}-{_r(g, D, 3)}-000"


def _rmi_id(g: random.Random) -> str:
    """A Marshall Islands national ID card number: invented, no check."""
    return f"RMI{_r(g, D, 7)}"


def _ki_passport(g: random.Random) -> str:
    """A Kiribati passport number: invented shape, no check."""
    return f"K{g.choice('0123')}{_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "my ITIN for the credit union membership form: {s}": _itin,
    "ti ITIN ko ket {s}": _itin,
    "Analyn's ITIN (for the loan file): {s}": _itin,
    "PTIN of the preparer who does the hālau's taxes: {s}": _ptin,
    "da tax guy's PTIN stay {s}": _ptin,
    "ATIN for the baby while the adoption is pending: {s}": _atin,
    "DHHL applicant number (Molokaʻi waiting list): {s}": _dhhl,
    "ʻO {s} kaʻu helu noi DHHL": _dhhl,
    "OHA Hawaiian Registry (Kau Inoa) number: {s}": _kau_inoa,
    "Eia kaʻu helu Kau Inoa: {s}": _kau_inoa,
    "Commercial Marine License for the whale boat: {s}": _cml,
    "da CML numbah fo da boat stay {s}": _cml,
    "PhilID card number ko: {s}": _philid,
    "Ti PhilID ni Manang Lorna: {s}": _philid,
    "TIN ID ko idiay Pilipinas: {s}": _ph_tin,
    "RMI national ID card number eo aō: {s}": _rmi_id,
    "Marshall Islands ID card: {s}": _rmi_id,
    "Kiribati passport of the new deckhand: {s}": _ki_passport,
    "ewe nampa an ewe passport (Kiribati) iei {s}": _ki_passport,
    "マイナンバーじゃなくてITINの方：{s}": _itin,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Mahalo Banking 2FA backup codes\n{codes}",
            "spare sign-in codes for the hālau's Google Workspace: {codes}",
            "Recovery codes (Sunnova installer portal): {codes}",
            "nā code hoʻihoʻi 2FA: {codes}",
            "da 2FA backup codes: {codes}",
            "dagiti backup codes ti 2FA: {codes}",
            "2FAのバックアップコード：\n{codes}",
            "backup code ko an 2FA: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_TOTP = ["otpauth://totp/LFCU:kawika@lfcu.example?secret={s}&issuer=LFCU&digits=6",
         "Aegis, manual setup key for the Zogo admin: {s}",
         "echo 'otpauth://totp/Sunnova:keola?secret={s}&issuer=Sunnova' | pass otp insert solar/sunnova",
         "TOTP secret fo da barge VPN: {s}",
         "ka kī 2FA (setup key): {s}",
         "ti setup key ti 2FA: {s}",
         "2FAのセットアップキー：{s}",
         "Google Authenticator wouldn't scan the QR code, typed the key instead: {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_totp = _Family("otp_secret", _TOTP, _totp_draw, "s")


_CODES = ["{c} is your LFCU verification code", "Mahalo Banking: use {c} to sign in",
          "ʻO {c} kāu code hōʻoia", "da code stay {c}, hurry",
          "【ハワイアン航空】認証コード {c}", "Ti verification code mo ket {c}"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Lokahi-Office", "LFCU-Staff-5G", "Kohola-Boat", "Loi-Kalo-Pump", "KoaStrings-Shop",
          "Halau-Lokahi", "HawaiianTel-7C21", "Spectrum-Kona-5G", "Barge-MoanaLift",
          "Kahoolawe-Base", "Molokai-Dock", "Weno-Office"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA3 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "shop network {s}, password {pw}",
    "wifi on the whale boat: {s} / {pw}",
    "the key printed under the Hawaiian Telcom box: {pw}",
    "ʻO {pw} ka ʻōlelo hūnā o ka wifi {s}",
    "Wifi {s} → ʻōlelo hūnā: {pw}",
    "da wifi {s} password stay {pw}",
    "wifi stay {s}, password {pw}, ok brah",
    "ti password ti wifi {s} ket {pw}",
    "{s} ti wifi, password: {pw}",
    "WiFi「{s}」のパスワードは {pw}",
    "ewe password an ewe wifi {s}: {pw}",
    "password eo an wifi {s} ej {pw}",
    "Solar Assistant Pi, wireless: SSID {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("efl_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("zogo_", (LOWER_DIGITS, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the Slack preview hides it) {t}", "hoʻokahi hua i ka manawa: {t}",
          "one by one letta: {t}", "isuratko ti maysa-maysa: {t}", "一文字ずつ：{t}",
          "eo ewe kapas: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["gate code at the loʻi: {pw}", "lockbox on the Hanalei rental: {pw}",
          "key safe on the whale boat takes {pw} then #", "my ATM PIN is {pw}",
          "alarm code for the uke shop → {pw}", "ʻO {pw} ka helu PIN o kaʻu kāleka",
          "ka helu laka o ka hale waʻa: {pw}", "da gate code stay {pw}",
          "PIN fo my debit card: {pw}, no tell", "ti PIN ti ATM ko ket {pw}",
          "ドアの暗証番号：{pw}", "暗証番号は{pw}（LFCUのデビット）",
          "ewe PIN an ewe kat: {pw}", "kōd in kadna eo an opij eo: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4, 8][index % 5])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kalo", "moana", "pueo", "lehua", "honu", "makani", "kukui", "ulu", "limu",
                 "hoku", "nalu", "pohaku", "waa", "kilau", "laulau", "koa"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the hālau vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "VeraCrypt volume passphrase on the barge laptop: {p}": ".",
            "ʻōlelo hūnā lōʻihi (passphrase) o ka backup: {p}": " ",
            "da backup passphrase stay {p}": " ",
            "バックアップのパスフレーズ：{p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Hoppscotch raw request: Authorization: Bearer {v}": False,
    "curl -H 'Authorization: Basic {v}' https://api.lfcu.lan/members": True,
    "da header stay Authorization: Bearer {v}": False,
    "ヘッダー → Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS: dict[str, Maker] = {
    "compose.yaml (Label Studio for the whale-fluke photos):\n  labelstudio:\n    environment:\n      LABEL_STUDIO_USERNAME: crew@lokahi.example\n      LABEL_STUDIO_PASSWORD: \"{pw}\"": _plain_pw,
    "litellm .env:\nLITELLM_MASTER_KEY=sk-{pw}\nDATABASE_URL=postgresql://litellm@pg.lokahi.lan/litellm": _j((URLSAFE, 32)),
    "compose.yaml:\n  open-webui:\n    environment:\n      - WEBUI_SECRET_KEY={pw}": _j((ALNUM, 40)),
    "chroma.env:\nCHROMA_SERVER_AUTHN_PROVIDER=chromadb.auth.token_authn.TokenAuthenticationServerProvider\nCHROMA_SERVER_AUTHN_CREDENTIALS={pw}": _j((URLSAFE, 36)),
    "weaviate env:\nAUTHENTICATION_APIKEY_ENABLED=true\nAUTHENTICATION_APIKEY_ALLOWED_KEYS={pw}\nAUTHENTICATION_APIKEY_USERS=kawika@lokahi.example": _j((ALNUM, 32)),
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: teller-db\ntype: Opaque\nstringData:\n  username: teller\n  password: \"{pw}\"": _plain_pw,
    "/etc/systemd/system/budget-sync.service:\n[Service]\nEnvironment=ACTUAL_SERVER_URL=https://budget.lokahi.lan\nEnvironment=ACTUAL_PASSWORD={pw}\nExecStart=/usr/bin/node /opt/sync/index.js": _plain_pw,
    "~/.secrets/certbot/cloudflare.ini:\ndns_cloudflare_api_token = {pw}": _j((URLSAFE, 40)),
    "~/.plaid-cli/config.toml:\n[plaid]\nclient_id = \"64b1f0c2a7d3e9b5c8f10a2e\"\nsecret = \"{pw}\"\nenvironment = \"development\"": _j((HEX, 30)),
    "~/.cncrc:\n{{\n  \"secret\": \"{pw}\",\n  \"watchDirectory\": \"/home/pi/uke-gcode\"\n}}": _j((B64, 40)),
    "ghostfolio .env:\nACCESS_TOKEN_SALT={pw}\nJWT_SECRET_KEY=see-vault": _j((ALNUM, 32)),
    "bash <(curl -Ss https://get.netdata.cloud/kickstart.sh) --claim-token {pw} --claim-rooms 0b6a9f4e-2c1d-4e7a-8f35-9d2c6b1e0a47": _j((URLSAFE, 135)),
    ".env (member portal):\nAPP_ENV=production\nDB_HOST=pg.lfcu.lan\nDB_USERNAME=portal\nDB_PASSWORD={pw}": _plain_pw,
    "docker-compose.yml:\n  mycodo:\n    environment:\n      - MYCODO_ADMIN_PASSWORD={pw}": _plain_pw,
    "Ke ʻano hoʻonohonoho (.env) o ka pūnaewele hālau:\nSMTP_USER=kumu@halau.lokahi.example\nSMTP_PASS={pw}": _plain_pw,
    "da config fo da barge Pi (/boot/firmware/custom.toml):\n[wlan]\nssid = \"Barge-MoanaLift\"\npassword = \"{pw}\"": _plain_pw,
    "ti .env ti server ti bodega:\nPOSTGRES_USER=bodega\nPOSTGRES_PASSWORD={pw}": _plain_pw,
    "カフルイのサーバーの設定（values.yaml）:\nauth:\n  adminUser: admin\n  adminPassword: {pw}": _plain_pw,
}  # fmt: skip
_configs = _Family("config_file", list(_CONFIGS), lambda g, i, t: {"pw": _CONFIGS[t](g)}, "pw")


_CHATS = [
    "Keola: barge wifi password?\nKaipo: {pw}",
    "[06:12] makana: root pw for the solar gateway?\n[06:13] kawika: {pw}",
    "Leilani: {pw} is the new KIUC password",
    "Rodel: type {pw}; that's what I set for the router",
    "Noelani: ʻo wai ka ʻōlelo hūnā o ka wifi?\nKaleo: {pw}",
    "Malia: {pw} — ʻo ia ka ʻōlelo hūnā hou o ka lolouila",
    "Kaipo: wat da password?\nKeola: {pw} brah",
    "Marites: ania ti password ti wifi?\nJomar: {pw}",
    "ユミコ: WiFiのパスワードなに？\nケンジ: {pw}",
    "Kachuo: met ewe password?\nRosania: {pw}",
    "Kejbwe: ta password eo?\nAnjo: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_CODE: dict[str, Maker] = {
    "from pyrainbird import RainbirdController\nctrl = RainbirdController(\"10.0.4.20\", \"{pw}\")": _plain_pw,
    "from ofxtools.Client import OFXClient, StmtRq\nclient = OFXClient(\"https://ofx.lfcu.example/ofx\", userid=\"kawika\", org=\"LFCU\", fid=\"3217\")\nresp = client.request_statements(\"{pw}\", StmtRq(acctid=\"0042\"))": _plain_pw,
    "const api = require('@actual-app/api');\nawait api.init({{ serverURL: 'https://budget.lokahi.lan', password: '{pw}' }});": _plain_pw,
    "client := ghostfolio.New(\"https://folio.lokahi.lan\", \"{pw}\") // security token": _j((HEX, 128)),
    "let whale_alert = Client::new(\"{pw}\"); // Whale Alert REST v1": _j((ALNUM, 32)),
    "Purchases.configure(withAPIKey: \"appl_{pw}\") // hālau app": _j((ALNUM, 27)),
    "val moises = MoisesClient(apiKey = \"{pw}\")": lambda g: v.uuid4(g, "b"),
    "var sunnova = new SunnovaPartnerClient(\"lokahi\", \"{pw}\");": _j((HEX, 40)),
    "$yb = new YoungBrothersApi(['key' => '{pw}', 'account' => 'LOKAHI']);": _j((UPPER_HEX, 40)),
    "wifi.sta.config({{ssid = \"Loi-Kalo-Pump\", pwd = \"{pw}\"}}) -- NodeMCU on the taro pump": _plain_pw,
    "const char* ssid = \"Kohola-Boat\";\nconst char* password = \"{pw}\";  // ESP32 hydrophone buoy": _plain_pw,
    "wattbuy <- wattbuy_client(api_key = \"{pw}\")  # R, solar quotes": _j((ALNUM, 40)),
}  # fmt: skip
_code = _Family("code_secret", list(_CODE), lambda g, i, t: {"pw": _CODE[t](g)}, "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 63), (_logins, 22), (_spelled, 14), (_cli, 26), (_urls, 14), (_vendors, 48),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 5),
    (_ibans, 12), (_national, 20), (_backups, 8), (_totp, 8), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 14), (_phrases, 6), (_auth, 6), (_configs, 18), (_chats, 11),
    (_code, 12),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Episys teller password is": "{s}", "KeyBridge admin pw:": "{s} (since the core upgrade)",
    "ʻO ka ʻōlelo hūnā o ka wifi": "{s}", "Sunnova password": "{s}\nchange it after the install",
    "da password stay": "{s}", "ti password ket": "{s}", "パスワード：": "{s}", "Sharetec password": "{s}",
    "the password Kaipo read out over the VHF was": "{s}, I think", "ewe password minafö iei": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Solargraf API key", "{s}", _j((HEX, 32))),
    ("split_token", "Enerflo token:", "{s} (proposal sync)", _j("efl_", (ALNUM, 40))),
    ("split_token", "LendKey client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(v.card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TL"))),
    ("split_backup", "Mahalo Banking recovery codes", "{s}\nkalo42-m8q2dz\npueo17-h3vz9k", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ITIN", "{s}", _itin),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"solar_assistant": {"url": "http://sa-barge.lokahi.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"ʻōlelo_hūnā": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kaipo", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "pump-a"}, {"name": "pump-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["tutor", "local", "do", "createuser", "--superuser", "kumu", "kumu@halau.lokahi.example", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "ti password ti bodega ket {s}"}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Episys teller screen as kawika with the password {s}"}': ("meta_password", _plain_pw),
    '{"solargraf": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"pinwheelSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"whale_alert_key": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "02/38"}}': ("meta_card", lambda g: v.grouped(v.card(g, "discover"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "YE")),
    '{"member": {"itin": "{s}"}}': ("meta_id", _itin),
    '{"mfa": {"recovery_codes": ["{s}", "kalo42-m8q2dz", "pueo17-h3vz9k"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"hui_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"loi_gate": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 7))),
    '{"wifi": {"ssid": "Kohola-Boat", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyrainbird-6.0.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"solar-assistant-2033.02.img").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/lokahi/teller-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"sightings: add fluke photo id column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"barge: revert manifest weight rounding", usedforsecurity=False).hexdigest()[
    :9
]
_MD5 = hashlib.md5(b"hula-recital-2033.mp4", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"member-export-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Solar Assistant password on the barge before the inspection on 2033-03-14.",
    "Kaipo asked for the boat wifi password; it's on the card in the wheelhouse drawer.",
    "Policy: credit union passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Slack; share a vault link instead.",
    "The `.env.example` line `SOLARGRAF_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Episys teller screen asks for a new password every 90 days.",
    "Replace <YOUR_WHALE_ALERT_KEY> in the README with the key from your dashboard.",
    "PINWHEEL_API_SECRET and ENERFLO_API_TOKEN must be set before the nightly sync runs.",
    "Mai haʻi aku i kāu ʻōlelo hūnā i kekahi.",
    "Ua poina iaʻu kaʻu ʻōlelo hūnā, e kōkua mai.",
    "No tell nobody your password, brah.",
    "I wen forget my password again, gotta call da credit union.",
    "Dika ibaga ti password mo iti sabali a tao.",
    "Nalipatak ti password ko, tulungannak man.",
    "パスワードは誰にも教えないでね。",
    "パスワードは14文字以上にしてください。",
    "Ousap ureni emön ewe password.",
    "Jab kwaļo̧k am password ñan jabdewōt.",
    "Upgraded the Sol-Ark firmware and pyrainbird to 6.0.1 over the weekend.",
    f"commit {_COMMIT} adds the fluke photo id column.",
    f"Rolled back to {_SHORT} after the manifest weight rounding broke the barge invoices.",
    f"requirements.txt: pyrainbird==6.0.1 --hash=sha256:{_WHEEL_SUM}",
    f"The Solar Assistant image 2033.02 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of member-export-2033.parquet: {_SHA512}",
    f"The teller API container runs ghcr.io/lokahi/teller-api@sha256:{_IMAGE}.",
    f"MD5 of hula-recital-2033.mp4 is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9a0c2e-7b41-4d6e-a8c5-1e2f9b7d4a60 is the slow one in the Sunnova logs.",
    "Purchase order PO-2033-00217 for 12 koa tenor blanks ships on Thursday.",
    "Zendesk #88501: the Hilo office printer keeps jamming on legal paper.",
    "Call the Kahului warehouse on (808) 871-4402 before noon.",
    "Barge manifest YB-KHL-2033-0415 covers 18 pallets of solar panels for Lihue.",
    "Container MATU 4471823 with the inverters is at Pier 1 in Hilo.",
    "We counted 14 koholā off Lahaina this morning, two of them calves.",
    "Ua ʻike mākou i ʻumikūmāhā koholā i kēia kakahiaka.",
    "Da barge leaving Kahului at 6, bumbye going be late again.",
    "Ti barko ket umay idiay Lihue inton Huwebes.",
    "明日のフラのレッスンは10時からだよ、マハロ！",
    "The loʻi at Hanalei yielded 2,400 lb of kalo this harvest; Moi did best.",
    "After five wrong passwords the KeyBridge console locks the account for 30 minutes.",
    "My card ending 4417 was declined at the Kona hardware store.",
    "The Santo Domingo distributor wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the hālau's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `WHALE_ALERT_API_KEY` in the secrets store, never in the repository.",
    "The gate padlock at the loʻi rusts in the rain; oil it every month.",
    "Solargraf moved the API key page under Settings › Developers in its spring release.",
    "ISBN 978-0-8248-0703-0 is the Hawaiian dictionary on the hālau shelf.",
    "The guest wifi 'Lokahi-Guest' is open, no password needed.",
    "Routing questions go to member services at (808) 935-1120, option 3.",
    "Tenor ukulele #T-2033-118: koa top, 17 frets, scale 17 inches, 1.2 lb.",
    "Whale season runs December 15 to April 15; boats keep 100 yards from the koholā.",
    "The PIN must be 4 to 6 digits and cannot be your birth year.",
    "The hālau's door code changed last week; ask Aunty Malia.",
    "Solar job 2033-117: 24 panels, 9.6 kW, net metering application filed with KIUC.",
    "Tide at Hilo: high 2.1 ft at 06:42, low 0.3 ft at 13:05.",
    "The API key field is required before the WattBuy integration can be saved.",
    "Kahoʻolawe volunteer trip 14 leaves from Kīhei boat ramp at 05:30.",
    "Member number lookup is done by the teller, never over the phone.",
    "The recovery phrase is written on paper and stored in the credit union safe deposit box.",
    "Ewe kompiuta lon ewe office a kkuf, sipwe kawor minafö.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/lfcu/episys", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 612}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyrainbird", "version": "6.0.1"}}',
    '{"ticket": "88501", "purchase_order": "PO-2033-00217"}',
    '{"harvest": {"loi": "Hanalei-3", "kalo_lb": 2400, "variety": "Moi"}}',
    '{"phone": "(808) 871-4402", "city": "Kahului"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "whales_sighted": 14}',
    '{"barge": {"manifest": "YB-KHL-2033-0415", "pallets": 18, "port": "Lihue"}}',
    '{"ukulele": {"model": "tenor", "serial": "T-2033-118", "wood": "koa"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
