# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-first only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-second, -third and -fifth), any test, the reports, the benchmarks, the changelog
nor the git history, and the scrubber was never run on it. Its own seed (204617359), password
words (a salmon species, a town and a year with a sign; a hovercraft's name, a hull number and a
sign; an ice-road kilometre post; leet words of keta, nerka, ikra, zimnik and zhenshen with a
year; a sea-urchin grade and a port; a name, a birth year and a river; Russian words typed on a
Latin keyboard; a generator's groups and random runs), names, places, templates, tools, vendors
and layouts, the way the staff of Poronai Holding (fictional: a salmon cannery in Kholmsk, offshore
gas-platform catering out of Okha, ice-road trucking on the Amur winter roads, sea-urchin export to
Hokkaido and Busan, a ginseng farm near Khabarovsk, river hovercraft between Nikolayevsk-on-Amur and
the villages, and the Taiga credit cooperative in Yuzhno-Sakhalinsk and Komsomolsk) leak secrets
into an assistant's memory. The texts are Telegram, WhatsApp, VK, Express messenger, Buzzola,
SaluteJazz, KakaoTalk and Viber messages, chat logs with times, Okdesk-style and internal tickets,
wiki pages and tables, notes, e-mails, runbooks, README fragments, shell prompts, code (Python, Go,
1C:Enterprise script, Kotlin, PHP, C#, Rust, Lua, Bash, TypeScript), configs, voice-memo
transcripts, dictated text and requests to the assistant itself; separators run from a colon, "is"
and a dash to an arrow, an emoji, a new line, quotes (`"…"`, `«…»`, `„…“`), parentheses and a
table's bar.

Tools, flags and variables none of heldouts 5 to 201 names (each grepped): OpenVZ's `vzctl set …
--userpasswd`, Astra Linux Directory's `ald-admin` (its password flag is a guess), and the
company's own scripts and variables, whose flags are invented here: `zimnik-dispatch
--dispatcher-pass`, `korsakov-reefer-ctl --reefer-pass`, `kholmsk-canctl --scada-pw`,
`urchin-export push --fsvps-password`, `khivus-telemetry --modem-pin`, `taiga-ledger
--teller-passphrase`, `okha-galley sync --vendor-pass`, `ginseng-greenhouse --controller-pw`,
`amur-ferry-pos --cashier-pin`, and `PORONAI_CANNERY_DB_PASS`, `ZIMNIK_GPS_TOKEN`,
`TAIGA_KPK_SECRET`, `KHIVUS_MODEM_PIN`,
`URCHIN_FSVPS_PASSWORD`. Beside them common layouts in wordings of their own (env files, compose,
Kubernetes secrets, systemd units, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer
headers, connection strings).

About 46 % of the secret samples are in other languages than English (179 of 390 by a rough count
of the drawn samples): Russian texting in Cyrillic and in Latin letters (translit: `parol`, `vot`,
`novyi`, `kod ot dveri`, `ne govori nikomu`), Far Eastern Russian slang (`чё`, `братан`, `на
материке`, `японка`, `праворульная`, `чифанька`, `шуршать`, `короче`), Sakhalin Korean in Hangul
with its Russian loanwords (`파롤` for пароль, `와이파이`, `핀코드`, `~슴다` endings, `내`, `우리`),
and Nivkh, Nanai, Ulch and Udege lines in Cyrillic around the loanwords (`пароль`, `вайфай`, `пин`,
`токен`, `сервер`): Nanai and Ulch `ми` (I), `си` (you), `бачигоапу` (thanks); Udege `би` (I),
`бу` (we); Nivkh `ни` (I), `чи` (you). The Nivkh, Ulch and Udege lines and the Sakhalin Korean
`~슴다` endings are the thinnest guesses; the Nanai and Ulch word order around the loanwords is the
author's, checked by no speaker.

Vendors (Ekassir, Gravitec, NtechLab, Smart Engines, Vision Labs, Mirpay, Altegio, Business.ru,
Enot.io, FirstVDS, Gruzi, HeadHunter, Kakao Mobility, Kandinsky, Korbit, Upbit, Bithumb, Kwork,
Mailganer, Moneta.ru, Monopoly, Netangels, Nice Info, Nord Wheel, RU-CENTER, Skorozvon, SuperJob,
Trucker Path, Ucoz, Vozovoz, Zhel Dor Express, Energomera, Incotex, Teplocom, Vzlet, HiWatch,
Polyvision, Qtech, Iron Logic) are ones heldouts 5 to 201 do not name (grepped by name). No shape
here is one the author knows to be real: every one is a guess (hex, base64, URL-safe and
alphanumeric runs, UUIDs, JWTs, and invented prefixes such as `ekx_live_`, `gvt-`, `ntl_`,
`upbit_` and `mnt_`); the JWTs are well-formed.

The ids: Japan's corporate number (`stdnum.jp.cn`, lightly used before, two corpora) and Taiwan's
unified business number (`stdnum.tw.ubn`, one corpus) are drawn until python-stdnum validates their
check digits; the others are invented shapes that no library or this file checks (no check-digit
algorithm is written here): a GIMS small-vessel (hovercraft) operator's certificate, an ice-road
winter-route pass, a Sakhalin oblast fishing-quota permit, a tractor-operator (self-propelled
machinery) licence of Gostekhnadzor, an indigenous-minorities traditional-fishing permit, a
FSVPS export-establishment number, a Korean passport under Sakhalin Korean words and Russian
internal and foreign passports under Nanai and Russian words. Card numbers pass Luhn (the value
helpers' brands and Mir `2200`-`2204` prefixes drawn here, checked with python-stdnum's `luhn`).
The IBANs are of countries used least by a rough count over the IBAN shapes and IBAN calls of
heldouts 5 to 201 (the United Kingdom, Portugal, Belarus, Mongolia, the Falklands, the Faroes,
Greenland and Kuwait, in fifteen or sixteen corpora each by that count), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Russian, Korean, Japanese, Czech and
Chinese (simplified) lists, each with a valid checksum. Counts: 390 secret samples, 20 field pairs
and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean metadata
dicts.
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
from stdnum.jp import cn as jp_cn
from stdnum.tw import ubn as tw_ubn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 204_617_359
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


_FISH = ["Keta", "Nerka", "Kizhuch", "Gorbusha", "Sima", "Chavycha", "Navaga", "Korjushka",
         "Minoga", "Kambala", "Ikra", "Krab", "Trepang", "Kalmar"]  # fmt: skip
_HOVER = ["Khius", "Hivus", "Mars", "Neptun", "Slavyanka", "Taimen", "Orlan", "Kasatka"]
_PLACES = ["Okha", "Kholmsk", "Nogliki", "Poronaysk", "Korsakov", "Nevelsk", "Aniva", "Tymovsk",
           "Khabarovsk", "Komsomolsk", "Nikolayevsk", "Lazarev", "DeKastri", "Amursk", "Bogorodskoe",
           "Tyr", "Chnyrrakh", "Vanino"]  # fmt: skip
_NAMES = ["Arkadiy", "Svetlana", "Timur", "Olesya", "Dmitriy", "Galina", "Yurii", "Zhanna",
          "Sunok", "Gwanghee", "Minsu", "Yongcheol", "Valentina", "Kirill", "Nadezhda", "Vadim",
          "Akim", "Lyubov", "Pavel", "Elena", "Ruslan", "Inna", "Bogdan", "Kseniya"]  # fmt: skip
_RIVERS = ["Amur", "Tym", "Poronay", "Amgun", "Gorin", "Anyuy", "Khor", "Bikin", "Tumnin"]
_RU_WORDS = ["ryba", "lodka", "zima", "vodka", "more", "sopka", "tuman", "led", "bereg", "zaliv"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K3t4", "N3rk4", "1kr4", "Z1mn1k", "Zh3nsh3n", "Tr3p4ng", "K4lm4r", "S0pk4"]


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_PLACES)}{g.randrange(1980, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_HOVER)}-{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: f"zimnik_km{g.randrange(10, 700)}_{g.choice(_RIVERS).lower()}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"Urchin{g.choice(['A', 'AA', 'B', 'Extra'])}{g.choice(_PLACES)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2008)}{g.choice(_RIVERS)}",
    lambda g: "".join(w.capitalize() for w in g.sample(_RU_WORDS, 2)) + str(g.randrange(10, 1000)) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    _manager,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram, chat 'Kholmsk cannery': the retort SCADA password is {pw}",
    "WhatsApp from Timur: Okha galley POS admin password {pw}",
    "VK message, Svetlana: the ice-road dispatcher panel password is {pw}",
    "Express messenger, #urchin-export: FSVPS Mercury login password {pw}",
    "Buzzola chat with Kirill: the greenhouse climate controller password — {pw}",
    "SaluteJazz meeting chat: hovercraft telemetry portal password → {pw}",
    "Viber from Galina: Taiga credit coop teller workstation password 👉 {pw}",
    "KakaoTalk from Sunok: the Busan buyer portal password is \"{pw}\"",
    "Okdesk ticket 5512: the Nikolayevsk pier camera NVR password ({pw}) stopped working",
    "Ticket PRN-2041: reset the blast-freezer controller, current password {pw}",
    "Hi Arkadiy,\n\nthe root password on the Okha galley server is {pw}. Delete this once it's in the vault.\n\nYurii",
    "Runbook: ice-road weighbridge\n1. open the scale terminal\n2. log in as operator\n3. password:\n{pw}\n4. tare the empty truck",
    "README (cannery line 2)\nthe labeller UI is at https://labeller.poronai.lan, admin password `{pw}`.",
    "wiki › Hovercraft › Khius-2: | panel | password |\n|---|---|\n| engine HMI | {pw} |",
    "note to self: ginseng greenhouse irrigation password {pw}",
    "voice memo: the platform galley freezer alarm password is {pw} full stop",
    "please remember my Taiga coop online banking password: {pw}",
    "after the reinstall the hovercraft ticketing password became {pw}",
    "пароль (холодильник в Холмске) = {pw}",
    "пароль от камеры сортировки ежа: «{pw}»",
    "пароль от сервера консервного: {pw}",
    "Пароль на весовую зимника — {pw}",
    "Светлана: новый пароль от кассы кооператива {pw}",
    "пароль от камеры на причале в Николаевске: „{pw}“",
    "Тимур, пароль от вайфая на камбузе → {pw}",
    "короче, пароль от холодильника на платформе {pw}, не потеряй",
    "чё, братан, пароль от японки-рефа в диспетчерской: {pw}",
    "на материке сменили пароль от почты, теперь {pw}",
    "шуршим: пароль от чифаньки-кассы в Охе {pw}",
    "parol ot servera konservnogo: {pw}",
    "vot novyi parol ot kassy {pw}, ne govori nikomu",
    "parol na zimnik-vesy — {pw}",
    "Kirill: parol ot vaifaya v teplitse {pw}",
    "내 메일 파롤은 {pw} 이슴다",
    "공장 서버 파롤: {pw}",
    "선옥: 새 파롤은 {pw}",
    "우리 집 와이파이 파롤 {pw} 이슴다",
    "Ми пароль-ми {pw}, бачигоапу",
    "Си сервер пароль: {pw}",
    "Ульчи: ми касса пароль {pw}",
    "Би пароль {pw}, бу ховеркрафт",
    "Ни пароль {pw}, чи нэ гавари",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["arkadiy", "svetlana.k", "timur", "olesya", "dmitriy.p", "galina", "yurii", "zhanna",
          "sunok.kim", "gwanghee", "minsu", "valentina", "kirill", "nadezhda", "vadim", "akim",
          "svc-scada", "dispatch", "kassir1", "galley"]  # fmt: skip
_LOGINS = [
    "Telegram, Timur: the weighbridge login is {u} / {pw}",
    "usr {u} pwd {pw}",
    "| system | login | password |\n|---|---|---|\n| cannery SCADA | {u} | {pw} |",
    "sign into the coop's teller app as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: khivus-2-hmi\n  user: {u}\n  password: {pw}",
    "Okdesk #5530: {u} locked out of the greenhouse panel, last password {pw}",
    "ssh {u}@okha-galley.poronai.lan (password {pw})",
    "логин {u}, пароль {pw}",
    "Логин: {u}\nПароль: {pw}",
    "login {u}, parol {pw}",
    "아이디 {u} 파롤 {pw}",
    "Ми логин {u}, пароль {pw}",
    "чё, логин {u} и пароль {pw}, короче",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["nerka", "gorbusha", "kizhuch", "navaga", "trepang", "zimnik", "sopka", "kasatka",
               "taimen", "zhenshen", "korjushka", "kambala"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, and then {d}",
    "voice memo: the galley wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "пароль — слово {w} латиницей, потом {d}",
    "parol: slovo {w}, potom cifry {d}",
    "파롤은 {w} 그리고 {d}",
    "пароль {w}, маленькими, и сразу {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(1000, 100_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else number}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "vzctl set 104 --userpasswd root:{pw} --save",
    "ald-admin user-passwd {u} --pass='{pw}'",
    "korsakov-reefer-ctl --site korsakov --user {u} --reefer-pass '{pw}' defrost 3",
    "zimnik-dispatch login --user {u} --dispatcher-pass '{pw}'",
    "kholmsk-canctl --host retort-2 --user {u} --scada-pw={pw} status",
    "urchin-export push --lot 2031-117 --fsvps-user {u} --fsvps-password '{pw}'",
    "taiga-ledger close-day --teller {u} --teller-passphrase '{pw}'",
    "okha-galley sync --vendor {u} --vendor-pass={pw}",
    "ginseng-greenhouse set-vent 40 --controller-user {u} --controller-pw '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@okha-galley:~# {c}", "arkadiy@cannery-srv:~$ {c}",
    "PS C:\\ops> {c}", "Telegram, Timur: run this: {c}", "команда, которую я запустил: {c}",
    "komanda: {c}", "이 명령 쳤슴다: {c}",
]  # fmt: skip


def _cli_take(rng: random.Random, n: int) -> list[Sample]:
    out = v.framed(rng, v.fill(rng, "cli_password", _CLI, n - 4, _plain_pw, u=_USERS), _SHELLS)
    for template in ["khivus-telemetry --modem-pin {p} --port /dev/ttyUSB0",
                     "amur-ferry-pos unlock --cashier-pin {p}",
                     "KHIVUS_MODEM_PIN={p} ./khivus-telemetry",
                     "$ khivus-telemetry --modem-pin={p} --apn internet.sakhalin"]:  # fmt: skip
        pin = _r(rng, D, rng.choice([4, 6]))
        out.append(Sample("cli_password", template.format(p=pin), pin))
    return out


_URLS = [
    "postgresql://{u}:{pw}@pg.poronai.lan:5432/cannery",
    "mysql://{u}:{pw}@galley-db.poronai.lan/pos",
    "mongodb+srv://{u}:{pw}@urchin.poronai.net/lots",
    "redis://{u}:{pw}@cache.poronai.lan:6379/2",
    "amqp://{u}:{pw}@mq.poronai.lan:5672/zimnik",
    "ftp://{u}:{pw}@ftp.poronai.ru/fsvps/",
    "https://{u}:{pw}@nexus.poronai.lan/repository/raw/",
    "grpcs://{u}:{pw}@ydb.poronai.lan:2135/cannery",
    "mssql+pyodbc://{u}:{pw}@kpk-sql.poronai.lan/Taiga?driver=ODBC+Driver+18",
    "Srvr=\"1c.poronai.lan\";Ref=\"taiga\";Usr=\"{u}\";Pwd=\"{pw}\";",
]  # fmt: skip
_URL_PLACES = [
    "PORONAI_CANNERY_DB_URL={c}", "keep this connection string for me: {c}",
    "строка подключения: {c}", "stroka podklyucheniya {c}", "Okdesk #5561: {c}",
    "wiki › Databases: {c}", "접속 주소: {c}",
]  # fmt: skip


def _urls_take(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(
        rng, v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS), _URL_PLACES
    )


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "poronai-holding", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Ekassir", "EKASSIR_API_KEY", _j("ekx_live_", (ALNUM, 32))),
    ("Gravitec", "GRAVITEC_APP_SECRET", _j("gvt-", (HEX, 40))),
    ("NtechLab", "NTECHLAB_TOKEN", _j("ntl_", (URLSAFE, 43))),
    ("Smart Engines", "SMARTENGINES_LICENSE_KEY", _j((UPPER_HEX, 48))),
    ("Vision Labs", "VISIONLABS_API_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Mirpay", "MIRPAY_MERCHANT_SECRET", _j((B64, 44))),
    ("Altegio", "ALTEGIO_PARTNER_TOKEN", _j((LOWER_DIGITS, 40))),
    ("Business.ru", "BUSINESSRU_SECRET", _j((HEX, 32))),
    ("Enot.io", "ENOT_SECRET_KEY", lambda g: v.uuid4(g, "b")),
    ("FirstVDS", "FIRSTVDS_API_TOKEN", _j((ALNUM, 48))),
    ("Gruzi", "GRUZI_API_KEY", _j((HEX, 64))),
    ("HeadHunter", "HH_CLIENT_SECRET", _j((UPPER_DIGITS, 64))),
    ("Kakao Mobility", "KAKAO_MOBILITY_REST_KEY", _j((HEX, 32))),
    ("Kandinsky", "KANDINSKY_SECRET_KEY", _j((UPPER_HEX, 32))),
    ("Korbit", "KORBIT_SECRET", _j((B64, 64))),
    ("Upbit", "UPBIT_SECRET_KEY", _j("upbit_", (ALNUM, 40))),
    ("Bithumb", "BITHUMB_SECRET", _j((HEX, 32))),
    ("Kwork", "KWORK_TOKEN", _vendor_jwt("https://api.kwork.ru")),
    ("Mailganer", "MAILGANER_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Moneta.ru", "MONETA_INTEGRITY_CODE", _j((ALNUM, 24))),
    ("Monopoly", "MONOPOLY_ONLINE_TOKEN", _j("mnt_", (URLSAFE, 40))),
    ("Netangels", "NETANGELS_API_KEY", _j((ALNUM, 56))),
    ("Nice Info", "NICEINFO_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Nord Wheel", "NORDWHEEL_API_KEY", _j((HEX, 40))),
    ("RU-CENTER", "NIC_RU_OAUTH_SECRET", _j((URLSAFE, 48))),
    ("Skorozvon", "SKOROZVON_API_KEY", _j((LOWER_DIGITS, 36))),
    ("SuperJob", "SUPERJOB_SECRET_KEY", _j("v3.r.", (D, 9), ".", (HEX, 40))),
    ("Trucker Path", "TRUCKERPATH_TOKEN", _vendor_jwt("https://api.truckerpath.com")),
    ("Ucoz", "UCOZ_OAUTH_SECRET", _j((ALNUM, 30))),
    ("Vozovoz", "VOZOVOZ_TOKEN", _j((HEX, 48))),
    ("Zhel Dor Express", "ZDE_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Energomera", "ENERGOMERA_CLOUD_KEY", _j((UPPER_DIGITS, 40))),
    ("Teplocom", "TEPLOCOM_API_TOKEN", _j((B64, 40), "==")),
    ("Vzlet", "VZLET_CLOUD_TOKEN", _j((URLSAFE, 52))),
    ("Iron Logic", "IRONLOGIC_WEB_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "k8s secret (stringData):\n  {env}: \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Poronai ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "Telegram, Timur: {vendor} key for the nightly sync: {tok}",
    "Okdesk #5577: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "ключ API {vendor}: {tok}",
    "API-ключ {vendor} для кассы — {tok}",
    "klyuch API {vendor}: {tok}",
    "{vendor} API 키: {tok}",
    "чё, {vendor} токен новый: {tok}",
    "Ми {vendor} токен: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    gruzi = _r(rng, HEX, 64)
    vozovoz = _r(rng, HEX, 48)
    iron = _r(rng, HEX, 32)
    kakao = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'resp = requests.post("https://api.gruzi.example/v1/orders", headers={{"X-Api-Key": "{gruzi}"}})', gruzi),
        Sample("vendor_token", f'client := vozovoz.New("{vozovoz}") // Komsomolsk depot', vozovoz),
        Sample("vendor_token", f'Соединение = Новый HTTPСоединение("api.ironlogic.example");\nЗаголовки.Вставить("X-Key", "{iron}");', iron),
        Sample("vendor_token", f'val kakao = KakaoMobilityClient(restKey = "{kakao}")', kakao),
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


_BARE_PLACES = ["{t}", "Telegram: {t}", "it only shows it once, so here:\n{t}", "токен: {t}",
                "{t}\n^ новый, старый сдох", "hang on to this for me: {t}", "토큰 {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the blast-freezer sensor BF-03: {h}": 32,
    "HMAC secret for the Taiga coop's payment webhook: {h}": 64,
    "AES key of the hovercraft black-box export: {h}": 32,
    "IPsec pre-shared key, Okha platform link (hex): {h}": 64,
    "ключ шифрования бэкапа кооператива: {h}": 64,
    "klyuch shifrovaniya: {h}": 48,
    "백업 암호화 키: {h}": 32,
    "master key of the weighbridge's SD card, hex: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Okdesk #5590: token copied out of the browser's network tab {t}",
    "Cookie: lang=ru; prn_session={t}",
    "ZIMNIK_GPS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен доступа: {t}",
    "tokin: {t}",
    "토큰: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@poronai.ru"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.poronai.ru/realms/holding", "azp": "zimnik-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 16)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the cannery server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/kpk.poronai.ru.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EGAIS_TLS_KEY": "{key}", "site": "okha"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_hover <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "закрытый ключ сервера:\n{key}": ("PRIVATE KEY", "\n"),
    "서버 개인 키:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Hakodate buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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


_SEED_PLACES = {
    "old cold wallet of the coop, copying the words off the card: {p}": "english",
    "recovery phrase\n{p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all of them": "english",
    "сид-фраза кошелька: {p}": "russian",
    "фраза восстановления (старый кошелёк кооператива): {p}": "russian",
    "sid-fraza: {p}": "english",
    "지갑 복구 단어: {p}": "korean",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "obnovovací fráze peněženky: {p}": "czech",
    "钱包助记词：{p}": "chinese_simplified",
    "Ми кошелёк слова: {p}": "russian",
    "seed words for the Busan exchange wallet: {p}": "korean",
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
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _mir(rng: random.Random) -> str:
    """A Luhn-valid Mir card number (prefixes 2200 to 2204), ungrouped."""
    body = f"220{rng.randrange(0, 5)}" + _r(rng, D, 11)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    return _mir(rng) if brand == "mir" else v.card(rng, brand)


_CARD_PLACES = [
    "Telegram, Galina: the coop card for the freezer parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Okdesk #5602: pay the hovercraft service with card {c}",
    "номер карты: {c}, {mm}/{yy}",
    "моя карта Мир {c}",
    "nomer karty {c} srok {mm}/{yy}",
    "카드 번호: {c}",
    "Ми карта номер {c}",
    "чё, скинь на карту {c}",
]  # fmt: skip
_BRANDS = ["mir", "visa", "unionpay", "mastercard", "mir", "jcb", "amex", "mir"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", "."][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 04/35, CVC {cvv}",
               "the three digits on the back: {cvv}",
               "Amex {c}, four-digit CID on the front: {cvv}",
               "CVV с обратной стороны: {cvv}",
               "tri cifry szadi {cvv}",
               "카드 뒷면 세 자리: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 201; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"GB": "aaaa" + "n" * 14, "PT": "n" * 21, "BY": "cccc" + "nnnn" + "c" * 16,
                "MN": "n" * 16, "FK": "aa" + "n" * 12, "FO": "n" * 14, "GL": "n" * 14,
                "KW": "aaaa" + "c" * 22}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice PRN-2032-044: pay the Minsk canning-line supplier to {i} within 30 days",
    "save the Ulaanbaatar ginseng buyer's IBAN: {i}",
    "IBAN: {i}\nReference: urchin lot 17",
    "Telegram #treasury: the Lisbon tinplate broker's new IBAN {i}",
    "IBAN получателя: {i}",
    "мой IBAN {i}",
    "IBAN dlya oplaty: {i}",
    "IBAN 계좌: {i}",
    "Ми IBAN: {i}",
    "Faroese salmon-feed supplier, IBAN {i}",
    "Kuwaiti catering partner for the platform: IBAN {i}",
    "Nuuk shrimp-trawl agent's account, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _jp_cn(g: random.Random) -> str:
    """A Japanese corporate number: a check digit and twelve digits."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 12), jp_cn.is_valid)


def _tw_ubn(g: random.Random) -> str:
    """A Taiwanese unified business number: eight digits with its weighted check."""
    return v.until(g, lambda h: _r(h, D, 8), tw_ubn.is_valid)


def _gims(g: random.Random) -> str:
    """A GIMS small-vessel operator's certificate: two letters and six digits (invented)."""
    return f"{g.choice(['ХБ', 'СХ', 'АМ'])} {_r(g, D, 6)}"


def _zimnik_pass(g: random.Random) -> str:
    """An ice-road winter-route pass number (invented)."""
    return f"ZM-{g.randrange(2031, 2036)}-{_r(g, D, 5)}"


def _quota(g: random.Random) -> str:
    """A Sakhalin fishing-quota permit (invented)."""
    return f"65/{_r(g, D, 4)}-{g.choice(['ТК', 'ПР', 'КМ'])}/{g.randrange(31, 36)}"


def _tractor(g: random.Random) -> str:
    """A tractor-operator licence number (invented)."""
    return f"{_r(g, D, 2)} {_r(g, UPPER, 2)} {_r(g, D, 6)}"


def _kmns(g: random.Random) -> str:
    """A traditional-fishing permit of the indigenous-minorities register (invented)."""
    return f"КМНС-{_r(g, D, 3)}-{_r(g, D, 4)}"


def _fsvps(g: random.Random) -> str:
    """A FSVPS export-establishment number (invented)."""
    return f"RU-065/{_r(g, D, 2)}/{_r(g, D, 5)}"


def _kr_passport(g: random.Random) -> str:
    return "M" + _r(g, D, 8)


def _ru_internal(g: random.Random) -> str:
    return f"{_r(g, D, 2)} {_r(g, D, 2)} {_r(g, D, 6)}"


def _ru_foreign(g: random.Random) -> str:
    return f"7{_r(g, D, 1)} {_r(g, D, 7)}"


_ID_PLACES: dict[str, Maker] = {
    "corporate number of the Hakodate urchin buyer (法人番号): {s}": _jp_cn,
    "Japan corporate number for the export contract: {s}": _jp_cn,
    "統一編號 of the Taipei ginseng importer: {s}": _tw_ubn,
    "Taiwan UBN on the ginseng invoice: {s}": _tw_ubn,
    "удостоверение ГИМС на судно на воздушной подушке: {s}": _gims,
    "hovercraft operator certificate (GIMS): {s}": _gims,
    "пропуск на зимник: {s}": _zimnik_pass,
    "propusk na zimnik {s}": _zimnik_pass,
    "разрешение на вылов (квота): {s}": _quota,
    "fishing quota permit for the Tym: {s}": _quota,
    "удостоверение тракториста-машиниста: {s}": _tractor,
    "разрешение КМНС на традиционный лов: {s}": _kmns,
    "FSVPS establishment number of the Kholmsk plant: {s}": _fsvps,
    "내 여권 번호: {s}": _kr_passport,
    "паспорт серия и номер: {s}": _ru_internal,
    "Ми паспорт: {s}": _ru_internal,
    "загранпаспорт: {s}": _ru_foreign,
    "zagranpasport nomer {s}": _ru_foreign,
    "passport (Korean) of the Busan agent: {s}": _kr_passport,
    "чё, паспорт мой {s}, впиши в накладную": _ru_internal,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Gosuslugi-style backup codes for the coop account\n{codes}",
            "spare sign-in codes for the holding's mail: {codes}",
            "резервные коды 2FA:\n{codes}", "rezervnye kody: {codes}",
            "2단계 인증 백업 코드: {codes}", "backup codes (Upbit): {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Poronai:timur@poronai.ru?secret={s}&issuer=Poronai&digits=6",
              "TOTP setup key for the Korbit login: {s}",
              "секрет 2FA для кассы: {s}",
              "2FA secret (manual entry) for the SCADA VPN: {s}",
              "OTP 비밀 키: {s}",
              "sekret TOTP {s}"]  # fmt: skip
_CODES = ["{c} is your Taiga coop verification code", "Код подтверждения: {c}. Никому не сообщайте",
          "kod podtverzhdeniya {c}", "[Web발신] 인증번호 [{c}]", "Use {c} to sign in to Upbit",
          "Ваш код для входа {c}"]  # fmt: skip


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


_SSIDS = ["Poronai-Cannery", "Okha-Galley-5G", "Zimnik-Base-KM212", "Kholmsk-ColdStore",
          "TaigaKPK-Office", "Khius2-Deck", "Ginseng-Teplitsa", "Nikolaevsk-Pier",
          "Sakhalin-Telecom-7F", "MTS_Komsomolsk"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\npassword: {pw}",
    "the key printed under the router in the galley: {pw}",
    "вайфай {s}, пароль {pw}",
    "пароль от вайфая {s}: {pw}",
    "vaifai {s} parol {pw}",
    "와이파이 {s} 파롤: {pw}",
    "Ми вайфай {s} пароль {pw}",
    "чё за пароль от вайфая? {s} → {pw}",
    "Raspberry Pi imager, wireless LAN: SSID {s}, password {pw}",
    "Бу вайфай {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ekx_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28))]
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "по буквам: {t}", "한 글자씩: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", "-", "."][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["код от двери склада: {pw}", "kod ot dveri {pw}", "PIN карты кооператива {pw}",
          "пин-код от сейфа в кассе — {pw}", "창고 문 비밀번호 {pw}", "핀코드 {pw}",
          "the cold-store door keypad takes {pw} then #", "padlock on the hovercraft shed: {pw}",
          "Ми пин {pw}", "my card PIN is {pw}", "код домофона в общаге: {pw}",
          "чё, код от шлагбаума на зимнике {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["keta", "nerka", "zimnik", "sopka", "taimen", "kasatka", "navaga", "trepang",
                 "tuman", "zaliv", "amgun", "bikin", "orlan", "khius", "ikra", "kambala"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the coop vault: {p}": " ",
            "Bitwarden master passphrase: {p}": "-",
            "мастер-фраза менеджера паролей: {p}": " ",
            "master-fraza: {p}": ".",
            "비밀 문구: {p}": " ",
            "backup passphrase of the weighbridge NAS: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "curl -H 'Authorization: Basic {v}' https://scada.poronai.lan/api/retorts": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "заголовок: Authorization: Bearer {v}": False,
    "HTTP request from the hovercraft app log: authorization: bearer {v}": False,
    "Postman environment, header Authorization = Basic {v}": True,
    "Okdesk #5611: Authorization: Bearer {v} (from the ERP logs)": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nPORONAI_CANNERY_DB_USER=cannery\nPORONAI_CANNERY_DB_PASS={pw}",
    ".env.production:\nURCHIN_FSVPS_LOGIN=export\nURCHIN_FSVPS_PASSWORD={pw}",
    "docker-compose.yml:\n  db:\n    image: postgres:17\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: taiga-kpk\nstringData:\n  TAIGA_KPK_SECRET: {pw}",
    "/etc/systemd/system/zimnik-dispatch.service:\n[Service]\nEnvironment=DISPATCH_DB_PASSWORD={pw}",
    "config.yaml (hovercraft telemetry):\nmodem:\n  apn: internet\n  password: {pw}",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Kpk\": \"Server=kpk-sql;User Id=teller;Password={pw};\"}}}}",
    "settings.ini:\n[scada]\nuser = operator\npassword = {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "application.properties:\nspring.datasource.username=galley\nspring.datasource.password={pw}",
    "config.toml:\n[greenhouse]\ncontroller_user = \"agro\"\ncontroller_password = \"{pw}\"",
    "values.yaml:\npostgresql:\n  auth:\n    password: \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    'DB_PASSWORD = "{pw}"  # cannery reports, python',
    'const scadaPassword = "{pw}"; // TypeScript, retort dashboard',
    'password := "{pw}" // Go, zimnik dispatcher',
    'Пароль = "{pw}"; // 1С, обмен с кассой кооператива',
    'val galleyPassword = "{pw}" // Kotlin, Okha galley app',
    "$kpkPassword = '{pw}'; // PHP, coop site",
    'var hoverPassword = "{pw}"; // C#, ticketing',
    'let modem_password = "{pw}"; // Rust, khivus-telemetry',
    'local password = "{pw}" -- Lua, greenhouse controller script',
    'export FSVPS_PASSWORD="{pw}"  # bash, urchin export cron',
    'conn = psycopg.connect(host="pg.poronai.lan", user="cannery", password="{pw}")',
    'mysql.createConnection({{host: "galley-db", user: "pos", password: "{pw}"}})',
    'СтрокаСоединения = "Srvr=1c;Ref=taiga;Usr=kassir;Pwd={pw}";',
    'client.login("dispatch", "{pw}")  # пароль диспетчера',
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Timur: galley wifi password?\nOlesya: {pw}",
    "[06:12] kirill: root pw for the cannery server?\n[06:13] arkadiy: {pw}",
    "Svetlana: {pw} is the new dispatcher password",
    "[21:40] Галина: пароль от кассы?\n[21:41] Вадим: {pw}",
    "Тимур: новый пароль {pw}",
    "Олеся: parol teper {pw}",
    "[08:02] 선옥: 파롤 뭐임?\n[08:03] 광희: {pw}",
    "Минсу: 새 파롤 {pw} 이슴다",
    "Аким: ми пароль {pw}",
    "Любовь: бачигоапу, пароль {pw}",
    "Руслан: чё, братан, пароль {pw}, не забудь",
    "Юрий: ставь {pw}, на весовой теперь такой",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli_take, 30), (_urls_take, 13), (_vendors, 50),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 6), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 12), (_phrases, 6), (_auth, 6), (_configs, 16), (_code, 14),
    (_chats, 12),
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
    "the cannery SCADA password is": "{s}", "dispatcher pw:": "{s} (since the new season)",
    "пароль от кассы": "{s}", "Пароль:": "{s}\nсмени после путины",
    "parol ot vaifaya": "{s}", "파롤은": "{s} 이슴다", "Ми пароль": "{s}",
    "the password Timur read out over the radio was": "{s}, I think",
    "weighbridge password": "{s}", "чё, пароль": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Gravitec API key", "{s}", _j("gvt-", (HEX, 40))),
    ("split_token", "Upbit secret:", "{s} (read-only)", _j("upbit_", (ALNUM, 40))),
    ("split_token", "Nice Info client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "номер карты", "{s} до 11/36", lambda g: v.grouped(_mir(g), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BY"))),
    ("split_backup", "резервные коды", "{s}\nqwer-1234-asdf\nzxcv-5678-tyui", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "法人番号", "{s}", _jp_cn),
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


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"scada": {"url": "https://retort.poronai.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "timur", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"hovercraft": [{"name": "khius-1"}, {"name": "khius-2", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["zimnik-dispatch", "login", "--user", "dispatch", "--dispatcher-pass", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "новый пароль от кассы {s}"}': ("meta_password", _plain_pw),
    '{"파롤": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the greenhouse controller as agro with the password {s}"}': ("meta_password", _plain_pw),
    '{"gravitec": {"api_key": "{s}"}}': ("meta_token", _j("gvt-", (HEX, 40))),
    '{"vozovozToken": "{s}"}': ("meta_token", _j((HEX, 48))),
    '{"bithumb_secret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_mir(g), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MN")),
    '{"buyer": {"corporate_number": "{s}"}}': ("meta_id", _jp_cn),
    '{"mfa": {"recovery_codes": ["{s}", "qwer-1234-asdf", "zxcv-5678-tyui"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"coop_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"store_door": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Okha-Galley-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"retort-plc-firmware-5.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.poronai.lan/zimnik-dispatch:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"dispatch: add ice thickness column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"export: revert FSVPS mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"urchin_grades_2032-06-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"catch-report-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the cannery SCADA password before the inspection on 2032-06-11.",
    "Timur asked for the galley wifi password; it's on the card in the chef's drawer.",
    "Policy: holding passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Telegram; share a vault link instead.",
    "The `.env.example` line `GRAVITEC_APP_SECRET=replace-me` is a placeholder.",
    "The retort panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_VOZOVOZ_TOKEN> in the README with the token from your dashboard.",
    "ZIMNIK_GPS_TOKEN and TAIGA_KPK_SECRET must be set before the nightly sync runs.",
    "Никому не говори свой пароль.",
    "Пароль должен быть не короче четырнадцати символов.",
    "parol nikomu ne govori, ponyal?",
    "파롤은 아무한테도 말하지 마슴다.",
    "비밀번호는 14자 이상이어야 합니다.",
    "Ми пароль нэ гавари, бачигоапу.",
    "чё, братан, пароль забыл, завтра спрошу у Тимура.",
    "на материке сейчас плюс двадцать, а у нас туман.",
    "Upgraded the retort PLC firmware from 5.0 to 5.1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the ice thickness column.",
    f"Rolled back to {_SHORT} after the FSVPS mapping broke the export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The retort PLC firmware 5.1.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of catch-report-2031.parquet: {_SHA512}",
    f"The dispatcher runs registry.poronai.lan/zimnik-dispatch@sha256:{_IMAGE}.",
    f"MD5 of urchin_grades_2032-06-03.csv is {_MD5}.",
    "Request id 3f9a1c2e-8b4d-4e17-a2c6-5d0e9f7b1a34 is the slow one in the dispatcher logs.",
    "Purchase order PRN-PO-2032-0311 for 400 cases of pink salmon ships on Thursday.",
    "Okdesk #5512: the Kholmsk blast freezer alarm keeps tripping at night.",
    "Call the Okha galley office on +7 42437 2-18-44 before noon.",
    "Container FESU 5128734 with the urchin roe is at Korsakov port.",
    "Bill of lading PRN-KRS-2032-0077 covers the canned keta, 18 pallets.",
    "HS code 0308.21 is live sea urchins; 1604.11 is prepared salmon.",
    "Cold store 2 is at -25 °C; the urchin room is at 4 °C.",
    "After five wrong passwords the teller app locks the account for 20 minutes.",
    "The ice road to Nikolayevsk opens when the ice is 60 cm thick; km 212 has the weighbridge.",
    "The secret of good ikra is the salt: 4 % brine, no more.",
    "Ask Vadim for the store door code, I don't have it.",
    "My card ending 4417 was declined at the Okha hardware store.",
    "The Minsk supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `URCHIN_FSVPS_PASSWORD` in the secrets store, never in the repository.",
    "The hovercraft Khius-2 carries 20 passengers at 40 km/h over the ice.",
    "Vozovoz moved the API token page under Settings › Developers in its May release.",
    "ISBN 978-5-02-038512-4 is the fisheries handbook on the office shelf.",
    "The guest wifi 'Poronai-Guest' is open, no password needed.",
    "Lot KRS-2032-URC-0311, 60 kg, grade A; the roe yield was 11.2 %.",
    "Код из СМС не приходит, попробую позже.",
    "Смена пароля запланирована на понедельник.",
    "kod ot dveri pomenyayut v ponedelnik",
    "와이파이 파롤 바뀌었슴다, 사무실에 물어보세요.",
    "Бу ховеркрафт Николаевск — Лазарев, 3 часа.",
    "Заказ № 2032-0418 на 120 кг кеты, доставка в Комсомольск.",
    "Телефон диспетчерской зимника: +7 4212 45-67-89.",
    "Номер накладной 65-0031-2218, груз: икра, 40 ящиков.",
    "ИНН указан в договоре, спроси у бухгалтерии.",
    "Ginseng beds 4-7 are six years old; harvest in September.",
    "The cannery line runs 240 cans a minute on the 1/2 lb format.",
    "Platform catering rotation: 28 days on, 28 days off, crew change via Nogliki.",
    "Credit coop rate for the fishing-season loan is 14.5 % per year.",
    "Tide at Kholmsk tomorrow: high water 06:42, 1.3 m.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/holding/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 712}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "5512", "purchase_order": "PRN-PO-2032-0311"}',
    '{"lot": {"id": "KRS-2032-URC-0311", "weight_kg": 60, "grade": "A"}}',
    '{"phone": "+7 42437 2-18-44", "city": "Okha"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "cases_in_stock": 1284}',
    '{"hs_code": "0308.21", "origin": "RU", "description": "live sea urchins"}',
    '{"container": "FESU 5128734", "port": "Korsakov", "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
