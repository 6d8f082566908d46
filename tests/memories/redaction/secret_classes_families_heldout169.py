# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-sixty-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-sixty-sixth's docstring, the
fifth to hundred-and-sixty-sixth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-sixty-seventh, hundred-and-sixty-eighth and hundred-and-seventieth), any test, the
reports, the benchmarks, the changelog nor the git history, and the scrubber was never run on it.
Its own seed (169538274), password words (a Pamiri dish or fruit, a part of a hydropower plant,
two digits and a sign; a Pamir Highway pass, its height in metres, a sign and two letters; a yak's
name, a year, a sign and a village; a random run with signs; leet words of the yak, the ibex, the
rubob and the penstock with a year; two dishes joined by dots with a number; an animal in
capitals, a sign and a number; a generator's four groups; a name, `Herds` and an animal; a
turbine's kilowatts, a plant part and a sign; a plant part, a village and a year joined by
underscores; random runs), names, places, templates, tools, vendors and layouts, the way the staff
of Bam-i-Dunyo (fictional: a mountain NGO with a small hydropower plant and its mining rigs for the
summer surplus, a border-trade office at Kulma and Khunjerab, a yak-wool cooperative, a
microfinance branch and a guesthouse network across the Pamirs and the Wakhan: Khorog, Ishkashim,
Murghab, Langar, Sarhad-e Broghil and Tashkurgan) leak secrets into an assistant's memory. The
texts are Telegram, WhatsApp, imo, Signal, Viber, Element, Zulip and Slack messages, chat logs with
times, Jira, Redmine and Trello tickets and cards, wiki pages and tables, Obsidian and phone notes,
an e-mail, a runbook, a README fragment, shell and PowerShell prompts (Termux, MobaXterm, tmux,
Windows Terminal, a shell history), code (Python, Lua, Kotlin, Dart, Go, Arduino C++, MicroPython,
R, Julia, Elixir, Nim, Perl, Ruby, Haskell, C#, PHP, Scala), configs, voice memos,
dictated text and requests to the assistant itself.

Tools none of heldouts 5 to 166 names (each grepped for the command itself): cgminer, bfgminer,
cpuminer, xmrig, ethminer, lolMiner and nbminer with a pool password, HiveOS' `hive-passwd`,
`litecoin-cli walletpassphrase`, `dogecoin-cli` (`-rpcpassword`, `importprivkey` of a WIF key),
btcd's `btcctl -P`, `dcrctl -P`, `litd --uipassword`, JoinMarket's `wallet-tool.py
--wallet-password-stdin`, `electrs --auth`, `monerod --rpc-login`, shadowsocks-libev's `ss-server
-k`, `ethdo --passphrase`, `composer config http-basic`, OpenStack's `swift -K`, Ory's `hydra
create oauth2-client --secret`, `PULUMI_CONFIG_PASSPHRASE`, `i2pd --http.pass`, PowerShell's
`Unlock-SecretStore` and `Publish-Module -NuGetApiKey`, `tailscale up --authkey`, `dnstt-server
-privkey`, Foundry's `cast wallet import` and `forge create --private-key`, `aptos init
--private-key`, `subkey inspect` and `btcli … --mnemonic` and `rocketpool wallet recover
--mnemonic` of a seed phrase; configs of nodogsplash, i2pd, outline-ss-server, bosminer,
ThunderHub (`masterPassword`), ElectrumX (`DAEMON_URL`), mempool (`CORE_RPC_PASSWORD`), HiveOS
(`RIG_PASSWD`), wireproxy and dogecoin.conf, and the variables `YAKCOOP_DB_PASS`,
`KHOROG_HPP_HISTORIAN_PASSWORD`, `MFI_CORE_DB_PASSWORD`, `SARHAD_VSAT_PORTAL_PASS` and
`murghab_gh_admin_pass`, none of them in an earlier corpus. The flags `walletpassphrase`,
`importprivkey`, `--uipassword`, `--wallet-password-stdin`, `--rpc-login`, `-NuGetApiKey`,
`--wallet-passphrase` and `--mnemonic` are new too; `-p`, `--pass`, `-k`, `-K`, `-rpcpassword`,
`--private-key`, `--authkey`, `-privkey`, `--secret`, `--http.pass`, `http-basic`,
`SetCredential` and `ConvertTo-SecureString` appear in earlier corpora beside other tools. Beside
them common layouts (env files, compose, systemd, a Kubernetes secret, an Ansible host file, a wifi
QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers) in wordings of their own.

About 46 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 181 of 390): Tajik in Cyrillic and in Latin texting, Dari, Russian, the Pamiri
Kyrgyz of Murghab, Uyghur (Arabic script and its Latin texting), Shughni (Latin and Cyrillic),
Rushani, Wakhi, Ishkashimi, Yazghulami and Sarikoli, built around a few marker words and the
loanwords people there really text (parol, password, wifi, PIN, token, server, API, IBAN, 2FA,
backup): Tajik `пароли ман`, `аст`, `ба ҳеҷ кас нагӯ`, `рамз`, `калид`, `нигоҳ дор` and `paroli
man`, `ast`, `ba hech kas nagu`, `hamin`, `kodi dar`; Dari `رمز`, `پسورد`, `است`/`اس`, `به کس نگی`,
`مه`; Russian `пароль от`, `никому не говори`, `по буквам`; Kyrgyz `сырсөз`, `менин`, `эч кимге
айтпа`, `болду`, `коду`; Uyghur `پارول`, `مېنىڭ`, `ھېچكىمگە دېمە`, `ئاچقۇچى` and `méning`,
`héchkimge déme`; Shughni `mu`, `wuz`, `čāyard mā lū`, `naw`; Rushani `parōl`, `čōyard mō lū`;
Wakhi `maž`, `baf`, `xun`; Ishkashimi `azu`, `kas-ra ma luk`; Yazghulami `ya ta-ri ma lev`;
Sarikoli `wuz … čūdam`. The wordings are the author's approximations, checked by no speaker; the
Rushani, Ishkashimi, Yazghulami and Sarikoli lines are the thinnest guesses (a pronoun and a
prohibitive beside the loanword `parol`), and the Shughni and Wakhi ones are hardly thicker.

Vendors (Pamir Energy, Barki Tojik, AWCC, Caravanistan, Yahsat, OsonSMS, Golden Crown, DC Bank,
Oriyonbonk, Cloudbankin, Finflux, Loan Performer, Bankers Realm, LendFoundry, Smartbow, CattleEye,
Stellapps, HerdDogg, Xoom, Zepz, TransferGo, Perfect Money, AdvCash, Ria Money Transfer,
Shtrikh-M, SnowPilot, Avanet, Hydrolynx, Nivus, Senquip, Tojiksodirotbonk, Sohibkorbonk, Oxus,
Ghazanfar Bank, Maiwand Bank, AfPay, Keremet Bank, Tunduk, Bailyk Finance, Peakbagger, Babilon-T,
Saima Telecom, Nurtelecom, NiceHash and F2Pool) are ones heldouts 5 to 166 do not name. The shapes
the author believes real are Tailscale's `tskey-auth-` key, NuGet's `oy2` key of 46 characters and
NiceHash's API secret of two UUIDs written together; every other shape is the author's guess (hex,
base64, URL-safe and alphanumeric runs, UUIDs, dashed licence keys for Loan Performer, JWTs for
Yahsat and LendFoundry, invented prefixes `cvn_`, `cbk_live_`, `ce_`, `zk_live_` and `afp_sk_`).

The ids are kinds heldouts 5 to 166 do not use: a Tajik passport (шиноснома), taxpayer number
(РМА), driving licence, military ticket, identity card and social-insurance number, a Kyrgyz
personal number (ПИН), driving licence and passport, an Afghan electronic tazkera, a Chinese
household-register booklet, a Tashkurgan grazing permit, a Russian temporary residence permit
(РВП), a mountain guide's licence, a GBAO border-zone permit and a hydro operator's
electrical-safety certificate. None is checked: python-stdnum has no module for them and no
check-digit algorithm is written here; their shapes are guessed (the passports, licences, the
ПИН's sex digit and birth date, the tazkera's year) or invented (the booklet, the permits, the
licences of the guide and the operator, the social-insurance number). Card numbers pass Luhn (the
value helpers' Visa, Mastercard, UnionPay, Amex and JCB, and Mir `2200`-`2204`, Humo `9860` and
Elcart `9417` drawn here; Elcart's prefix is the author's belief; all checked with python-stdnum's
`luhn`). The IBANs are of countries used least by a rough count over the IBAN shapes and IBAN
calls of heldouts 5 to 166 (Russia, Qatar, Bahrain, Switzerland, Czechia, Ukraine, Egypt and
Ireland, in thirteen corpora each by that count), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, Russian, Simplified Chinese, Czech and Turkish lists, each
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

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 169_538_274
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

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


_DISHES = ["Shirchoy", "Qurutob", "Kimchak", "Tuqi", "Zardolu", "Chakanda", "Tutak", "Nishollo",
           "Kulcha", "Bakhmal", "Ashak", "Shirbat"]  # fmt: skip
_ANIMALS = ["Topoz", "Qutos", "Arkhar", "Palang", "Burgut", "Nakhchir", "Kiyik", "Tulki", "Kabk"]
_HYDRO = ["Penstock", "Forebay", "Tailrace", "Spillway", "Sluice", "Runner", "Wicket", "Intake",
          "Governor", "Draftube"]  # fmt: skip
_PASSES = [("AkBaital", 4655), ("Khargush", 4344), ("KoiTezek", 4272), ("KyzylArt", 4280),
           ("Khunjerab", 4693), ("Wakhjir", 4923), ("Broghil", 3882), ("Irshad", 4979),
           ("Kulma", 4362), ("Naizatash", 4137)]  # fmt: skip
_PLACES = ["Khorog", "Ishkashim", "Murghab", "Langar", "Sarhad", "Tashkurgan", "Rushan", "Vrang",
           "Yamg", "Zong", "Bulunkul", "Karakul", "Alichur", "Jelondy", "Roshtqala", "Porshinev",
           "Savnob", "Qalaikhumb", "QizilRabat", "Bozai"]  # fmt: skip
_NAMES = ["Davlatsho", "Gulnora", "Navruz", "Zarina", "Ismoil", "Saodat", "Farhod", "Aibek",
          "Kanybek", "Cholpon", "Wahid", "Gulzar", "Abdurahman", "Gulnisa", "Mamadnazar",
          "Mubarak", "Shodmon", "Nigina", "Bakhtovar", "Qurbonsho", "Lailo", "Jyldyz", "Ablimit",
          "Rahile", "Marjan"]  # fmt: skip
_YAKS = ["Qarakoz", "Aqbash", "Shamol", "Boychechak", "Sariq", "Chinor", "Tumor", "Barfak",
         "Oqsoch", "Kokjal"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["T0p0z", "Qut0s", "Ark4ar", "P4l4ng", "Burg4t", "Rub0b", "P3nst0ck", "F0r3b4y",
         "Ch4k4nd4", "Z4rd0lu"]  # fmt: skip


def _sym(g: random.Random) -> str:
    return g.choice(_SYMBOLS)


def _pass_altitude(g: random.Random) -> str:
    """A pass and its height in metres, the way drivers on the Pamir Highway pick passwords."""
    name, metres = g.choice(_PASSES)
    return f"{name}{metres}{_sym(g)}{_r(g, LOWER, 2)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_DISHES)}{g.choice(_HYDRO)}{g.randrange(10, 100)}{_sym(g)}",
    _pass_altitude,
    lambda g: f"{g.choice(_YAKS).lower()}{g.randrange(2005, 2026)}{_sym(g)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + _sym(g),
    lambda g: ".".join(w.lower() for w in g.sample(_DISHES, 2)) + "." + str(g.randrange(10, 1000)),
    lambda g: f"{g.choice(_ANIMALS).upper()}{_sym(g)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Herds{g.choice(_ANIMALS)}{g.randrange(2, 100)}",
    lambda g: f"{g.randrange(120, 2000)}kW{g.choice(_HYDRO)}{_sym(g)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_HYDRO).lower()}_{g.choice(_PLACES).lower()}_{g.randrange(1960, 2031)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + _sym(g) + _r(g, LOWER, 2),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram group 'Khorog HPP shift': SCADA operator password → {pw}",
    "WhatsApp from Davlatsho: the Porshinev mini-hydro governor panel password is {pw}",
    "imo message, Murghab guesthouse: booking laptop password: {pw}",
    "Signal, Gulnora: 🔑 {pw} (yak co-op accounts PC)",
    "Viber note from Navruz: Langar homestay router admin password - {pw}",
    "Element room #wakhan-clinic: the ultrasound workstation password is \"{pw}\"",
    "Zulip stream 'microfinance', topic 'Ishkashim branch': loan officer laptop password (for now): {pw}",
    "Jira HPP-311: reset the Roshtqala substation RTU password, current one {pw}",
    "Redmine #2207: the Khorog server iDRAC password ({pw}) is written on the rack door, remove it",
    "Wiki table 'Guesthouses':\n| house | laptop | password |\n|---|---|---|\n| Langar 2 | ThinkPad E14 | {pw} |",
    "Notes app, 'border trade': customs broker portal password\n{pw}",
    "Obsidian note 'Tashkurgan trip': hotel PC password = {pw}",
    "Subject: station laptop\n\nDear Zarina,\nthe new password for the Alichur weather station laptop is {pw}. Please do not forward.\n\nBest, Ismoil",
    "Runbook: restarting unit 2 at Khorog HPP\n1. log into the HMI as operator\n2. password: {pw}\n3. acknowledge the alarms before the start",
    "README (yak-coop server)\nssh in as coop, password '{pw}', then sudo -i",
    "voice memo, transcribed: okay so the satellite modem password is {pw} write that down",
    "remember my e-mail password for me: {pw}",
    "can you keep the microfinance app password? it's {pw}",
    "Shift log 03:40, Bulunkul pump station: changed the panel password to {pw}",
    "Slack DM: password for the Karakul solar inverter 👉 {pw}",
    "sticky note on the Vrang guesthouse PC: pw {pw}",
    "password (for the Ishkashim market stall tablet): {pw}",
    "the Sarhad clinic laptop password, in case I forget: `{pw}`",
    "Trello card 'Khunjerab trucks': the GPS tracker web password is {pw}, don't lose it",
    "Telegram, Шодмон: пароли компютери идора {pw} аст, ба ҳеҷ кас нагӯ",
    "пароли нави сервери кооператив: {pw}",
    "Мубарак: пароли роутери меҳмонхона — {pw}",
    "рамзи почтаи ман {pw} аст",
    "paroli man az email: {pw}, ba hech kas nagu",
    "Farhod: paroli kompyuteri GES {pw} ast",
    "paroli nav baroi printeri idora -> {pw}",
    "bro, paroli akkaunti banki man hamin {pw}",
    "رمز کمپیوتر دفتر اشکاشم {pw} است، به کس نگی",
    "پسورد ایمیل مه: {pw}",
    "وحید: رمز جدید سرور {pw} اس",
    "رمز عبور کمپیوتر کلینیک سرحد ← {pw}",
    "пароль от ноутбука на метеостанции: {pw}",
    "Саодат, пароль от 1С теперь {pw}, никому не говори",
    "новый пароль на сервер кооператива — {pw}",
    "Пароль: «{pw}» (касса гостевого дома)",
    "Айбек: кеңсенин компьютеринин сырсөзү {pw}, эч кимге айтпа",
    "менин почтамдын сыр сөзү: {pw}",
    "Мургабдагы мейманкананын ноутбугунун паролу {pw} болду",
    "مېنىڭ ئېلخەت پارولۇم: {pw}",
    "ئابلىمىت: مۇلازىمېتىرنىڭ يېڭى پارولى {pw}، ھېچكىمگە دېمە",
    "méning kompyutérimning paroli {pw}, héchkimge déme",
    "Mamadnazar: mu kompyuter parol {pw}, čāyard mā lū",
    "му паролам {pw}, чайард ма лу",
    "yā Khorog server parol: {pw}, wuz-am naw čūd",
    "Rōšān dafter kompyuter parōl: {pw}, čōyard mō lū",
    "mu parōl naw: {pw}",
    "Gulzar: maž kompyuter parol {pw}, baf?",
    "maž email parol → {pw}",
    "Sarhad xun wifi parol: {pw}",
    "azu Ishkashim dafter parol {pw} kardum, kas-ra ma luk",
    "Yazghulam: mu parol {pw}, ya ta-ri ma lev",
    "wuz parol {pw} čūdam, Tashkurgan server",
    "Sarikol: mu email parol: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["davlatsho", "gulnora.m", "navruz", "zarina.sh", "ismoil", "saodat", "farhod.k",
          "aibek.t", "kanybek", "cholpon", "wahid.w", "gulzar", "abdurahman", "gulnisa",
          "mamadnazar", "mubarak", "shodmon", "nigina.b", "qurbonsho", "jyldyz", "ablimit",
          "operator2", "hpp-shift", "coop-books", "mfi-officer", "gh-reception"]  # fmt: skip
_LOGINS = [
    "Telegram, Davlatsho: Khorog HPP HMI login is {u} / {pw}",
    "Redmine #2230: {u} locked out of the loan system, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Guesthouses › Langar › booking laptop: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| MFI core | {u} | {pw} |",
    "sign in to the customs broker portal as {u} with {pw}",
    "VSAT modem login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: sarhad-clinic-nas\n  user: {u}\n  pass: {pw}",
    "Zarina says the yak co-op bookkeeping account is {u} and the password is {pw}",
    "system,login,password\nhpp-historian,{u},{pw}",
    "логин {u}, пароль {pw}",
    "номи корбар {u}, парол {pw}",
    "login {u}, parol {pw}, ba kase nagu",
    "نام کاربری {u} و رمز {pw}",
    "колдонуучу {u}, сырсөз {pw}",
    "ئىشلەتكۈچى {u}، پارول {pw}",
    "mu login {u}, parol {pw}",
    "maž login {u} ki parol {pw}",
    "Пользователь: {u} / пароль: {pw} (Мургаб, касса)",
    "istifodabaranda {u} parol {pw}",
    "{u} / {pw} (Rōšān dafter)",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["zardolu", "chakanda", "shirchoy", "qurutob", "rubob", "topoz", "arkhar", "setor",
               "kulcha", "bakhmal", "pirakh", "nishollo", "kabk"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, lower case, then the number {d}",
    "voice memo: the guesthouse wifi is {w} and right after it {d}, no spaces",
    "for the HMI it's {w} followed by {d}",
    "type {w}, then {d}, that's the modem password",
    "it's {w}{d}, word and number stuck together",
    "spelled out for Navruz: {w}, that is {spell}, and then {d}",
    "пароль: слово {w}, потом {d}",
    "парол калимаи {w} аст, баъд {d}",
    "parol: kalimai {w}, baad {d}",
    "رمز کلمهٔ {w} است و بعدش {d}",
    "сырсөз {w} деген сөз, анан {d}",
    "پارول {w} دېگەن سۆز، ئاندىن {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 7 + 3) % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    secret = word + number if "{w}{d}" in template else word
    return {"w": word, "d": number, "spell": " ".join(word.upper()), "secret": secret}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


def _english_seed(g: random.Random, words: int = 12) -> str:
    entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words]))
    return str(_MNEMO["english"].to_mnemonic(entropy))


def _wif(g: random.Random) -> str:
    """A Dogecoin private key in wallet import format's shape: Q and 51 base58 characters."""
    return "Q" + _r(g, BASE58, 51)


def _nuget(g: random.Random) -> str:
    """A NuGet API key's shape: oy2 and 43 small letters and digits."""
    return "oy2" + _r(g, "abcdefghijklmnopqrstuvwxyz234567", 43)


_CLI: dict[str, Maker] = {  # command: its secret's maker
    "cgminer -o stratum+tcp://pool.khorog-hpp.lan:3333 -u bamidunyo.rig1 -p {pw} --api-listen": _plain_pw,
    "bfgminer -o stratum+tcp://pool.khorog-hpp.lan:3334 -u bamidunyo.rig2 -p {pw} -S auto": _plain_pw,
    "cpuminer -a scrypt -o stratum+tcp://ltc.khorog-hpp.lan:3335 -u {u}.cpu -p {pw}": _plain_pw,
    "xmrig -o xmr.khorog-hpp.lan:4444 -u {u} -p {pw} --tls -k": _plain_pw,
    "ethminer -P stratum1+tcp://{u}:{pw}@etc.khorog-hpp.lan:4445": _plain_pw,
    "lolMiner --algo ETCHASH --pool etc.khorog-hpp.lan:4446 --user {u}.lol --pass {pw}": _plain_pw,
    "nbminer -a kawpow -o stratum+tcp://rvn.khorog-hpp.lan:4447 -u {u}.nb -p {pw}": _plain_pw,
    "hive-passwd {pw}": _plain_pw,
    "litecoin-cli walletpassphrase \"{pw}\" 600": _plain_pw,
    "dogecoin-cli -rpcuser={u} -rpcpassword={pw} getbalance": _plain_pw,
    "dogecoin-cli importprivkey \"{pw}\" \"khorog-tips\" false": _wif,
    "btcctl -u {u} -P {pw} --rpcserver=btcd.khorog-hpp.lan:8334 getblockcount": _plain_pw,
    "dcrctl --wallet -u {u} -P {pw} getbalance": _plain_pw,
    "litd --uipassword={pw} --network=mainnet --lnd-mode=integrated": _plain_pw,
    "echo '{pw}' | python wallet-tool.py --wallet-password-stdin coop.jmdat display": _plain_pw,
    "electrs --network bitcoin --auth {u}:{pw} --db-dir /srv/electrs": _plain_pw,
    "monerod --rpc-bind-ip 10.8.0.2 --rpc-login {u}:{pw} --confirm-external-bind": _plain_pw,
    "ss-server -s 0.0.0.0 -p 8388 -k {pw} -m chacha20-ietf-poly1305": _plain_pw,
    "ethdo account create --account=Coop/Validator1 --passphrase={pw} --wallet-passphrase=coopwallet": _plain_pw,
    "composer config --global http-basic.packages.bamidunyo.lan {u} {pw}": _plain_pw,
    "swift -A https://swift.bamidunyo.lan/auth/v1.0 -U coop:{u} -K {pw} list": _plain_pw,
    "hydra create oauth2-client --endpoint http://hydra.bamidunyo.lan:4445 --name loans --secret {pw}": _plain_pw,
    "PULUMI_CONFIG_PASSPHRASE='{pw}' pulumi up --stack khorog-prod": _plain_pw,
    "i2pd --http.auth --http.user={u} --http.pass={pw}": _plain_pw,
    "Unlock-SecretStore -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)": _plain_pw,
    "Publish-Module -Name PamirTools -NuGetApiKey {pw}": _nuget,
    "tailscale up --authkey {pw} --hostname sarhad-vsat": _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 32)),
    "dnstt-server -udp :5300 -privkey {pw} t.bamidunyo.org 127.0.0.1:8000": _j((HEX, 64)),
    "cast wallet import khorog-deployer --private-key 0x{pw}": _j((HEX, 64)),
    "forge create src/YakEscrow.sol:YakEscrow --rpc-url https://rpc.bamidunyo.lan --private-key 0x{pw}": _j((HEX, 64)),
    "aptos init --profile murghab --network mainnet --private-key 0x{pw}": _j((HEX, 64)),
    "subkey inspect \"{pw}\"": _english_seed,
    "btcli wallet regen_coldkey --wallet.name coop --mnemonic {pw}": _english_seed,
    "rocketpool wallet recover --mnemonic \"{pw}\"": lambda g: _english_seed(g, 24),
}  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "rig@khorog-hpp-miner:~$ {c}", "root@murghab-gh:~# {c}",
    "Termux on the Langar phone:\n$ {c}", "MobaXterm session 'ishkashim-mfi': {c}",
    "Windows Terminal, PS C:\\coop> {c}", "tmux pane 2, sarhad-vsat: {c}",
    "history | grep -v ls\n  512  {c}", "bash_history from the rig:\n{c}",
    "командае ки ман задам: {c}", "ин командаро зан: {c}", "команда, которую я запускал: {c}",
    "من این کمند را زدم: {c}", "мен иштеткен команда: {c}", "men ijra qilghan buyruq: {c}",
    "mu komanda: {c}", "maž komanda: {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_CLI), n):
        secret = _CLI[template](rng)
        text = template.format(pw=secret, u=rng.choice(_USERS))
        out.append(Sample("cli_password", rng.choice(_SHELLS).format(c=text), secret))
    return out


_URLS = [
    "mongodb+srv://{u}:{pw}@cluster0.bamidunyo.mongodb.net/loans?retryWrites=true",
    "clickhouse://{u}:{pw}@ch.bamidunyo.lan:9000/meters",
    "opc.tcp://{u}:{pw}@hmi.khorog-hpp.lan:4840",
    "socks5h://{u}:{pw}@proxy.sarhad.lan:1080",
    "trino://{u}:{pw}@trino.bamidunyo.lan:443/hive/trade",
    "oracle+oracledb://{u}:{pw}@ora.bamidunyo.lan:1521/?service_name=MFI",
    "couchbases://{u}:{pw}@cb.bamidunyo.lan/bookings",
    "rediss://{u}:{pw}@cache.bamidunyo.lan:6380/2",
    "neo4j+s://{u}:{pw}@graph.bamidunyo.lan:7687",
    "ftps://{u}:{pw}@customs-drop.bamidunyo.org:990/manifests/",
    "snowflake://{u}:{pw}@bamidunyo-xy12345/TRADE/PUBLIC?warehouse=SMALL",
    "webdavs://{u}:{pw}@files.bamidunyo.org/remote.php/dav/files/{u}/",
    "jdbc:postgresql://pg.khorog-hpp.lan:5432/historian?user={u}&password={pw}&ssl=true",
    "Server=sql.bamidunyo.lan;Database=Loans;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "LOANS_DATABASE_URL={c}", "Metabase connection, the old one: {c}",
    "keep this connection string for me: {c}", "сатри пайвастшавӣ: {c}", "строка подключения: {c}",
    "Redmine #2241: {c}", "Wiki page 'Databases': {c}", "رشته اتصال دیتابیس: {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "bam-i-dunyo", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "meters:read tariffs:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _nicehash(g: random.Random) -> str:
    """NiceHash's API secret: two UUIDs written one after the other."""
    return v.uuid4(g, "8") + v.uuid4(g, "a")


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Pamir Energy", "PAMIR_ENERGY_API_KEY", _j((HEX, 32))),
    ("Barki Tojik", "BARKI_TOJIK_METER_TOKEN", lambda g: v.uuid4(g, "9")),
    ("AWCC", "AWCC_SMS_API_KEY", _j((ALNUM, 32))),
    ("Caravanistan", "CARAVANISTAN_PARTNER_KEY", _j("cvn_", (ALNUM, 32))),
    ("Yahsat", "YAHSAT_TERMINAL_TOKEN", _vendor_jwt("https://api.yahsat.example")),
    ("OsonSMS", "OSONSMS_API_TOKEN", _j((HEX, 40))),
    ("Golden Crown", "GOLDEN_CROWN_AGENT_SECRET", _j((B64, 43), "=")),
    ("DC Bank", "DCBANK_MERCHANT_SECRET", _j((URLSAFE, 43))),
    ("Oriyonbonk", "ORIYONBONK_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Cloudbankin", "CLOUDBANKIN_API_TOKEN", _j("cbk_live_", (ALNUM, 32))),
    ("Finflux", "FINFLUX_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Loan Performer", "LOAN_PERFORMER_LICENSE_KEY", lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5))),
    ("Bankers Realm", "BANKERS_REALM_API_KEY", _j((HEX, 64))),
    ("LendFoundry", "LENDFOUNDRY_TENANT_TOKEN", _vendor_jwt("https://auth.lendfoundry.example")),
    ("Smartbow", "SMARTBOW_API_KEY", _j((ALNUM, 40))),
    ("CattleEye", "CATTLEEYE_API_KEY", _j("ce_", (URLSAFE, 40))),
    ("Stellapps", "STELLAPPS_MOOPAY_SECRET", _j((HEX, 40))),
    ("HerdDogg", "HERDDOGG_API_TOKEN", _j((B64, 54), "==")),
    ("Xoom", "XOOM_PARTNER_SECRET", _j((ALNUM, 48))),
    ("Zepz", "ZEPZ_API_KEY", _j("zk_live_", (ALNUM, 40))),
    ("TransferGo", "TRANSFERGO_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Perfect Money", "PERFECT_MONEY_ALT_PASSPHRASE", _j((UPPER_DIGITS, 24))),
    ("AdvCash", "ADVCASH_API_SECRET", _j((ALNUM, 32))),
    ("Ria Money Transfer", "RIA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Shtrikh-M", "SHTRIKH_OFD_TOKEN", _j((UPPER_HEX, 32))),
    ("SnowPilot", "SNOWPILOT_API_KEY", _j((ALNUM, 36))),
    ("Avanet", "AVANET_API_TOKEN", _j((URLSAFE, 32))),
    ("Hydrolynx", "HYDROLYNX_DEVICE_KEY", _j((UPPER_HEX, 32))),
    ("Nivus", "NIVUS_WEBPORTAL_TOKEN", _j((B64, 43), "=")),
    ("Senquip", "SENQUIP_API_KEY", _j((HEX, 48))),
    ("Tojiksodirotbonk", "TSB_MERCHANT_KEY", _j((HEX, 32))),
    ("Sohibkorbonk", "SOHIBKORBONK_API_SECRET", _j((ALNUM, 40))),
    ("Oxus", "OXUS_LOS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Ghazanfar Bank", "GHAZANFAR_API_SECRET", _j((URLSAFE, 40))),
    ("Maiwand Bank", "MAIWAND_CLIENT_SECRET", _j((ALNUM, 32))),
    ("AfPay", "AFPAY_SECRET_KEY", _j("afp_sk_", (ALNUM, 32))),
    ("Keremet Bank", "KEREMET_API_TOKEN", _j((HEX, 40))),
    ("Tunduk", "TUNDUK_CLIENT_SECRET", _j((B64, 64))),
    ("Bailyk Finance", "BAILYK_API_KEY", _j((ALNUM, 28))),
    ("Peakbagger", "PEAKBAGGER_API_KEY", _j((HEX, 32))),
    ("Babilon-T", "BABILON_T_SMS_TOKEN", _j((ALNUM, 40))),
    ("Saima Telecom", "SAIMA_BILLING_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Nurtelecom", "NURTELECOM_API_KEY", _j((URLSAFE, 43))),
    ("NiceHash", "NICEHASH_API_SECRET", _nicehash),
    ("F2Pool", "F2POOL_API_SECRET", _j((ALNUM, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} bamidunyo/meter-sync:2.3",
    "kubectl create secret generic vendor-keys --from-literal={env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "systemd unit override:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "GitLab CI variable {env} (masked: no): {tok}",
    "Bam-i-Dunyo ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Wiki table 'Integrations': | {vendor} | live | {tok} |",
    "Trello: rotate the {vendor} key {tok}",
    "Telegram, Navruz: {vendor} key for the tariff sync: {tok}",
    "Signal: the {vendor} token we use now is {tok}, the old one is revoked",
    "Redmine #2250: {vendor} sync fails with 401, configured key {tok}",
    "Jira MFI-88: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "калиди API-и {vendor}: {tok}",
    "{vendor} API калид барои GES: {tok}",
    "kalidi API {vendor}: {tok}, ba kase nadih",
    "کلید API {vendor}: {tok}",
    "کلید ای پی آی {vendor} برای دفتر خروگ: {tok}",
    "ключ API {vendor} для кооператива: {tok}",
    "API-ключ {vendor} (прод): {tok}",
    "{vendor} API ачкычы: {tok}",
    "{vendor} API ئاچقۇچى: {tok}",
    "mu {vendor} API kalid: {tok}",
    "maž {vendor} API kalid: {tok}",
    "{vendor} API kaliti: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    pamir = _r(rng, HEX, 32)
    oson = _r(rng, HEX, 40)
    smartbow = _r(rng, ALNUM, 40)
    afpay = "afp_sk_" + _r(rng, ALNUM, 32)
    snow = _r(rng, ALNUM, 36)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.pamirenergy.example/v1/meters", headers={{"X-Api-Key": "{pamir}"}})', pamir),
        Sample("vendor_token", f'local oson = require("osonsms")\noson.init({{ login = "bamidunyo", token = "{oson}" }})', oson),
        Sample("vendor_token", f'val smartbow = SmartbowClient(apiKey = "{smartbow}", farm = "murghab-yak-coop")', smartbow),
        Sample("vendor_token", f"final afpay = AfPay(secretKey: '{afpay}', sandbox: false);", afpay),
        Sample("vendor_token", f'client := snowpilot.New("{snow}", snowpilot.WithRegion("pamir"))', snow),
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


_BARE_PLACES = ["{t}", "Telegram: {t}", "faqat yak bor nishon medihad, hamin:\n{t}", "токен: {t}",
                "{t}\n^ new one, the old one is dead", "инро нигоҳ дор: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of yak collar YC-114 (OTAA, Murghab herd): {h}": 32,
    "AppSKey of the Bulunkul river level sensor (ABP): {h}": 32,
    "HMAC secret for the OsonSMS delivery webhook: {h}": 64,
    "AES key of the Khorog HPP historian's export: {h}": 32,
    "pre-shared key of the Sarhad VSAT IPsec tunnel (hex): {h}": 64,
    "калиди рамзгузории нусхаи эҳтиётӣ: {h}": 64,
    "ключ шифрования бэкапа: {h}": 48,
    "کلید رمزگذاری بکاپ: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Redmine #2263: token copied from the browser's network tab {t}",
    "Cookie: lang=tg; bd_session={t}",
    "METER_SYNC_ACCESS_TOKEN={t}",
    "ин токенро барои ман нигоҳ дор {t}",
    "токен: {t}",
    "توکن: {t}",
    "Telegram paste from Ablimit: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@bamidunyo.org"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.bamidunyo.org/realms/network",
            "azp": "loans-console",
            "groups": ["mfi", "hpp-ops"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Khorog historian, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/loans.bamidunyo.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"CUSTOMS_EDI_PRIVATE_KEY": "{key}", "partner": "kulma-dryport"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_vsat <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Redmine #2270, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "калиди хусусии сервер:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the donor reports' SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MIGkAgEBBDA", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
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
    "paper backup of the coop's donation wallet, copying it before I burn it: {p}": "english",
    "BlueWallet recovery phrase\n{p}": "english",
    "voice memo: the Sparrow wallet words are {p} and that's all of them": "english",
    "Wiki page 'Old mining payout wallet (emptied)': {p}": "english",
    "мнемоническая фраза кошелька Trust, Мургаб: {p}": "russian",
    "калимаҳои барқарорсозии ҳамён: {p}": "russian",
    "сид-фраза старого кошелька майнинга: {p}": "russian",
    "钱包助记词（塔什库尔干办事处）：{p}": "chinese_simplified",
    "Tashkurgan: hamyan eslitish sozliri {p}": "chinese_simplified",
    "obnovovací fráze peněženky dárců: {p}": "czech",
    "cüzdan kurtarma kelimeleri (Kulma kamyoncuları): {p}": "turkish",
    "عبارت بازیابی کیف پول: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's, Humo's, Elcart's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    if brand == "humo":
        return _card_of(rng, ["9860"], [16])
    if brand == "elcart":
        return _card_of(rng, ["9417"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Telegram, Navruz: the co-op card for the turbine spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Redmine #2281: pay the satellite airtime with card {c}",
    "рақами корти ман: {c}, {mm}/{yy}",
    "rakami karti man {c}, srokash {mm}/{yy}",
    "شماره کارت مه: {c}",
    "номер карты для перевода: {c}",
    "менин картамдын номери: {c}, {mm}/{yy}",
    "مېنىڭ كارتا نومۇرۇم: {c}",
    "mu kart rakam: {c}",
    "maž kart nomer: {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mir", "mastercard", "humo", "unionpay", "elcart", "amex", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, security code {cvv}",
               "the three digits on the back of the co-op card: {cvv}",
               "Amex {c}, the four-digit code above the number: {cvv}",
               "се рақами пушти корт: {cvv}",
               "три цифры на обороте карты: {cvv}",
               "سه رقم پشت کارت: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 166; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"RU": "n" * 29, "QA": "aaaa" + "c" * 21, "BH": "aaaa" + "c" * 14,
                "CH": "n" * 5 + "c" * 12, "CZ": "n" * 20, "UA": "n" * 6 + "c" * 19,
                "EG": "n" * 25, "IE": "aaaa" + "n" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice PT-2033-041: please pay the turbine bearings to {i} within 30 days",
    "save the Moscow remittance partner's IBAN: {i}",
    "IBAN: {i}\nReference: yak wool lot 12, June",
    "Telegram #treasury: the Doha donor's new bank details, IBAN {i}",
    "IBAN-и ман: {i}",
    "IBAN-i man: {i}",
    "آیبن حساب مه: {i}",
    "мой IBAN: {i}",
    "менин IBAN: {i}",
    "مېنىڭ IBAN: {i}",
    "mu IBAN: {i}",
    "счёт швейцарского фонда для гранта, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _tj_passport(g: random.Random) -> str:
    """A Tajik passport (шиноснома): A or 4 and eight digits, shape guessed."""
    return g.choice(["A", "4"]) + _r(g, D, 8)


def _tj_rma(g: random.Random) -> str:
    """A Tajik taxpayer number (РМА): nine digits, no public check known to the author."""
    return g.choice("1234567") + _r(g, D, 8)


def _tj_licence(g: random.Random) -> str:
    """A Tajik driving licence: two letters and six digits, shape guessed."""
    return g.choice(["AA", "BB", "TJ"]) + _r(g, D, 6)


def _tj_military(g: random.Random) -> str:
    """A Tajik military ticket: two Cyrillic letters and seven digits, shape guessed."""
    return g.choice(["АБ", "ВН", "ТҶ"]) + " " + _r(g, D, 7)


def _tj_id_card(g: random.Random) -> str:
    """A Tajik identity card: the letter pair ID and eight digits, shape guessed."""
    return "ID" + _r(g, D, 8)


def _kg_pin(g: random.Random) -> str:
    """A Kyrgyz personal number (ПИН): sex digit, birth date and five digits, unchecked."""
    return f"{g.choice('12')}{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(1960, 2006)}{_r(g, D, 5)}"


def _kg_licence(g: random.Random) -> str:
    """A Kyrgyz driving licence: two letters and seven digits, shape guessed."""
    return g.choice(["AK", "DL"]) + _r(g, D, 7)


def _kg_passport(g: random.Random) -> str:
    """A Kyrgyz passport: AC and seven digits, shape guessed."""
    return "AC" + _r(g, D, 7)


def _tazkera(g: random.Random) -> str:
    """An Afghan electronic tazkera: a year, a four-digit block and five digits, shape guessed."""
    return f"{g.randrange(1398, 1404)}-{_r(g, D, 4)}-{_r(g, D, 5)}"


def _hukou(g: random.Random) -> str:
    """A Chinese household register booklet number: an invented shape (letters and nine digits)."""
    return "XJ" + _r(g, D, 9)


def _grazing(g: random.Random) -> str:
    """A grazing permit for the Tashkurgan pastures: invented."""
    return f"TXK-{g.randrange(2030, 2036)}-{_r(g, D, 5)}"


def _rvp(g: random.Random) -> str:
    """A Russian temporary residence permit's number: seven digits, unchecked."""
    return _r(g, D, 7)


def _guide(g: random.Random) -> str:
    """A mountain guide's licence of the regional tourism office: invented."""
    return f"GBAO-MG-{_r(g, D, 4)}"


def _gbao_permit(g: random.Random) -> str:
    """A GBAO border-zone permit: invented."""
    return f"{_r(g, D, 2)}/{_r(g, D, 6)}"


def _elsafety(g: random.Random) -> str:
    """An electrical-safety certificate of a hydro plant's operator: invented."""
    return f"ЭБ-{_r(g, D, 5)}"


def _tj_social(g: random.Random) -> str:
    """A Tajik social-insurance number: invented, eleven digits."""
    return _r(g, D, 11)


_ID_PLACES: dict[str, Maker] = {
    "шиносномаи ман: {s}": _tj_passport,
    "rakami shinosnomai man {s}, ba kase nafirist": _tj_passport,
    "РМА-и ман барои андоз: {s}": _tj_rma,
    "RMA-i Davlatsho (for the loan file): {s}": _tj_rma,
    "рақами шаҳодатномаи ронандагӣ: {s}": _tj_licence,
    "рақами билети ҳарбӣ: {s}": _tj_military,
    "рақами корти мушаххаси шаҳрвандӣ: {s}": _tj_id_card,
    "менин жеке номерим (ПИН): {s}": _kg_pin,
    "Cholpon's Kyrgyz personal number for the microloan: {s}": _kg_pin,
    "айдоочулук күбөлүктүн номери: {s}": _kg_licence,
    "паспорттун номери: {s}": _kg_passport,
    "شماره تذکرهٔ برقی مه: {s}": _tazkera,
    "Wahid's tazkera number for the Sarhad guesthouse register: {s}": _tazkera,
    "户口簿编号：{s}": _hukou,
    "ئوتلاق ئىجازەتنامىسىنىڭ نومۇرى: {s}": _grazing,
    "номер РВП: {s}": _rvp,
    "mountain guide licence of Bakhtovar: {s}": _guide,
    "GBAO border-zone permit for the Wakhan trip: {s}": _gbao_permit,
    "пропуск в погранзону ГБАО №: {s}": _gbao_permit,
    "удостоверение по электробезопасности Шодмона: {s}": _elsafety,
    "рақами суғуртаи иҷтимоӣ: {s}": _tj_social,
    "maž shinosnoma: {s}": _tj_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Google Workspace backup codes for the co-op admin\n{codes}",
            "recovery codes of the NGO's Microsoft 365 account: {codes}",
            "Yahsat portal backup codes: {codes}",
            "кодҳои эҳтиётии 2FA:\n{codes}",
            "резервные коды 2FA: {codes}",
            "کدهای پشتیبان 2FA: {codes}",
            "2FA камдык коддору: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Pamir%20Energy:navruz@bamidunyo.org?secret={s}&issuer=Pamir%20Energy&digits=6",
              "Aegis, manual setup key for the DC Bank login: {s}",
              "2FAS, secret key for the TransferGo account: {s}",
              "калиди 2FA: {s}",
              "секрет TOTP для Oriyonbonk: {s}",
              "کلید 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Oriyonbonk verification code", "Код подтверждения Golden Crown: {c}. Никому не сообщайте",
          "Рамзи тасдиқ: {c}. Ба ҳеҷ кас надиҳед", "کد تایید AfPay: {c}",
          "Ырастоо коду: {c}. Эч кимге айтпаңыз"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["BamiDunyo-Office", "KhorogHPP-Ctrl", "Murghab Guesthouse 2G", "Langar-Homestay",
          "Tcell_Ishkashim", "Sarhad-Clinic", "Tashkurgan-Inn 5G", "Alichur-MetStation",
          "YakCoop-Barn", "Bulunkul-Pump", "Rushan Dafter", "Vrang-GH"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "guesthouse network {s}, password {pw}",
    "wifi at the Langar homestay: {s} / {pw}",
    "the key printed under the Yahsat modem: {pw}",
    "пароли wifi {s}: {pw}",
    "paroli wifi {s} {pw} ast",
    "رمز وای‌فای {s}: {pw}",
    "пароль от вайфая {s} — {pw}",
    "{s} wifi сырсөзү: {pw}",
    "{s} ۋايفاي پارولى: {pw}",
    "mu wifi {s}, parol {pw}",
    "maž wifi {s} parol: {pw}",
    "Sarikol xun wifi {s}: parol {pw}",
    "вайфай для шлюза LoRa: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("cvn_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("afp_sk_", (ALNUM, 22)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the VSAT call] {t}",
          "(spaced so the Telegram preview hides it) {t}", "ҳарф ба ҳарф: {t}",
          "по буквам: {t}", "حرف به حرف: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["рамзи қулфи анбор: {pw}", "kodi dari GES {pw} ast", "کود قفل گدام: {pw}",
          "код от двери щитовой: {pw}", "кампанын кулпусунун коду: {pw}", "ئامبار قۇلۇپىنىڭ كودى: {pw}",
          "the turbine hall door keypad takes {pw} then #", "padlock on the yak-wool store at Murghab: {pw}",
          "SIM PIN of the Sarhad satellite phone: {pw}", "PIN-и корти Humo: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 7][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["zardolu", "chakanda", "rubob", "topoz", "arkhar", "penstock", "forebay",
                 "tailrace", "setor", "kulcha", "pirakh", "burgut", "glacier", "caravan",
                 "bakhmal", "nishollo"]  # fmt: skip
_PHRASES = {"KeePassXC database passphrase for the MFI vault: {p}": " ",
            "Bitwarden master passphrase: {p}": "-", "VeraCrypt volume passphrase: {p}": ".",
            "ибораи махфии нусхаи эҳтиётӣ: {p}": " ", "кодовая фраза бэкапа: {p}": "_",
            "عبارت عبور بکاپ: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Hoppscotch history: Authorization: Bearer {v}": False,
    "curl -H 'Authorization: Basic {v}' https://historian.khorog-hpp.lan/api/tags": True,
    "Telegram paste: authorization: bearer {v}": False,
    "Insomnia env, header Authorization = Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


def _wg_key(g: random.Random) -> str:
    """A WireGuard private key's shape: 43 base64 characters and a padding sign."""
    return _r(g, B64, 42) + g.choice("AEIMQUYcgkosw048") + "="


_CONFIGS: dict[str, Maker] = {  # config: its secret's maker
    "/etc/nodogsplash/nodogsplash.conf (Langar homestay):\nGatewayInterface br-lan\nPasswordAuthentication yes\nPassword {pw}": _plain_pw,
    "i2pd.conf:\n[http]\naddress = 10.8.0.2\nauth = true\nuser = coop\npass = {pw}": _plain_pw,
    "outline-ss-server config.yml:\nkeys:\n  - id: langar-homestay\n    port: 9000\n    cipher: chacha20-ietf-poly1305\n    secret: {pw}": _plain_pw,
    "bosminer.toml:\n[[group]]\nname = 'khorog'\n[[group.pool]]\nurl = 'stratum+tcp://pool.khorog-hpp.lan:3333'\nuser = 'bamidunyo.s19'\npassword = '{pw}'": _plain_pw,
    "thunderhub accounts.yaml:\nmasterPassword: '{pw}'\naccounts:\n  - name: coop-node\n    serverUrl: 127.0.0.1:10009": _plain_pw,
    "electrumx.env:\nCOIN=Bitcoin\nDAEMON_URL=http://coop:{pw}@127.0.0.1:8332/": _plain_pw,
    "mempool backend .env:\nCORE_RPC_HOST=127.0.0.1\nCORE_RPC_USERNAME=mempool\nCORE_RPC_PASSWORD={pw}": _plain_pw,
    "/hive-config/rig.conf:\nHIVE_HOST_URL=\"http://api.hiveos.farm\"\nRIG_ID=418822\nRIG_PASSWD=\"{pw}\"": _plain_pw,
    "wireproxy.conf:\n[Interface]\nAddress = 10.66.0.5/32\nPrivateKey = {pw}\nDNS = 10.66.0.1": _wg_key,
    "dogecoin.conf:\nserver=1\nrpcuser=tips\nrpcpassword={pw}\nrpcallowip=10.8.0.0/24": _plain_pw,
    ".env (yak-coop app):\nYAKCOOP_DB_HOST=db.bamidunyo.lan\nYAKCOOP_DB_USER=coop\nYAKCOOP_DB_PASS={pw}": _plain_pw,
    "compose.yaml:\nservices:\n  historian:\n    image: timescale/timescaledb:2.15.2-pg16\n    environment:\n      KHOROG_HPP_HISTORIAN_USER: hpp\n      KHOROG_HPP_HISTORIAN_PASSWORD: {pw}": _plain_pw,
    "mfi-core-secret.yaml:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: mfi-core\ntype: Opaque\nstringData:\n  MFI_CORE_DB_PASSWORD: {pw}": _plain_pw,
    "/etc/systemd/system/vsat-poller.service:\n[Service]\nEnvironment=SARHAD_VSAT_PORTAL_PASS={pw}\nExecStart=/opt/vsat/poller": _plain_pw,
    "/etc/systemd/system/loans-api.service.d/override.conf:\n[Service]\nSetCredential=loans-db-password:{pw}": _plain_pw,
    "host_vars/murghab-gh.yml:\nmurghab_gh_admin_user: gh\nmurghab_gh_admin_pass: {pw}": _plain_pw,
}  # fmt: skip


def _configs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_CONFIGS), n):
        secret = _CONFIGS[template](rng)
        out.append(Sample("config_file", template.format(pw=secret), secret))
    return out


_CODE = [
    "Arduino sketch for the Bulunkul level gauge:\nconst char* ssid = \"Bulunkul-Pump\";\nconst char* password = \"{pw}\";\nWiFi.begin(ssid, password);",
    "main.py дар ESP32-и обгир:\nwlan.connect('KhorogHPP-Ctrl', '{pw}')",
    "con <- dbConnect(RPostgres::Postgres(), host = \"pg.bamidunyo.lan\", user = \"analyst\", password = \"{pw}\")",
    "conn = LibPQ.Connection(\"host=pg.khorog-hpp.lan dbname=historian user=hpp password={pw}\")",
    "config/runtime.exs:\nconfig :yak_coop, YakCoop.Repo,\n  username: \"coop\",\n  password: \"{pw}\",\n  hostname: \"db.bamidunyo.lan\"",
    "db = DB.open \"postgres://coop:{pw}@db.bamidunyo.lan/yaks\"",
    "let db = open(\"db.bamidunyo.lan\", \"coop\", \"{pw}\", \"loans\")",
    "my $dbh = DBI->connect(\"dbi:Pg:dbname=loans;host=pg.bamidunyo.lan\", \"mfi\", \"{pw}\");",
    "DB = Sequel.connect(adapter: 'postgres', host: 'pg.bamidunyo.lan', user: 'gh', password: '{pw}')",
    "conn <- connectPostgreSQL \"host=pg.bamidunyo.lan user=trade password={pw}\"",
    "var conn = new NpgsqlConnection(\"Host=pg.bamidunyo.lan;Username=mfi;Password={pw};Database=loans\");",
    "OpenWrt, /usr/lib/lua/setup.lua:\nuci:set(\"wireless\", \"default_radio0\", \"key\", \"{pw}\")",
    "$db = new mysqli('localhost', 'guesthouse', '{pw}', 'bookings');",
    "val xa = Transactor.fromDriverManager[IO](\"org.postgresql.Driver\", \"jdbc:postgresql:trade\", \"trade\", \"{pw}\")",
]  # fmt: skip


def _code(rng: random.Random, n: int) -> list[Sample]:
    return v.fill(rng, "code_secret", _CODE, n, _plain_pw)


_CHATS = [
    "Navruz: Langar wifi password?\nGulnora: {pw}",
    "[06:12] aibek: root pw for the Murghab server?\n[06:13] kanybek: {pw}",
    "Zarina: {pw} is the new HMI password",
    "Ismoil: use {pw}, that's what the inverter has now",
    "Шодмон: пароли нав {pw}",
    "وحید: رمز نو {pw} اس",
    "[22:41] Саодат: новый пароль {pw}",
    "Кубат: жаңы сырсөз {pw}",
    "ئابلىمىت: يېڭى پارول {pw}",
    "Mamadnazar: naw parol {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "пар\u200dоль: {pw}", "па\u00adрол = {pw}", "ｐａｒｏｌ: {pw}",
    "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽 → {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ {pw}", "p\u0430ssw\u043erd: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 58), (_logins, 22), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 50),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 7), (_totp, 6), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 10), (_phrases, 6), (_auth, 6), (_configs, 16), (_code, 12),
    (_chats, 9), (_hidden, 7),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the HMI operator password is": "{s}", "Murghab guesthouse pw:": "{s} (since the router swap)",
    "пароли ман": "{s}", "yak co-op server password": "{s}\nchange it after the shearing",
    "رمز": "{s}", "пароль:": "{s}", "сырсөз:": "{s}",
    "the password Navruz read out over the radio was": "{s}, I think", "paroli nav": "{s}",
    "مېنىڭ پارولۇم": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Pamir Energy API key", "{s}", _j((HEX, 32))),
    ("split_token", "Caravanistan key:", "{s} (partner bookings)", _j("cvn_", (ALNUM, 32))),
    ("split_token", "Finflux client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "BlueWallet backup words", "{s}", _english_seed),
    ("split_card", "рақами корт", "{s} то 08/37", lambda g: v.grouped(_card(g, "humo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "QA"))),
    ("split_backup", "TransferGo recovery codes", "{s}\nkhor41-9x2mdq\nlang07-p3vz8a", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "жеке номер (ПИН)", "{s}", _kg_pin),
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
    '{"hmi": {"url": "https://hmi.khorog-hpp.lan", "operator_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"парол": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "gulnora.m", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"guesthouses": [{"name": "langar-1"}, {"name": "langar-2", "router_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["cgminer", "-o", "stratum+tcp://pool.khorog-hpp.lan:3333", "-u", "bamidunyo.rig3", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "пароль от 1С: {s}"}': ("meta_password", _plain_pw),
    '{"رمز": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the yak co-op books as coop with the password {s}"}': ("meta_password", _plain_pw),
    '{"pamir_energy": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"oxusLosKey": "{s}"}': ("meta_token", lambda g: v.uuid4(g, "8")),
    '{"osonsms_token": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "04/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"donor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CH")),
    '{"borrower": {"kg_pin": "{s}"}}': ("meta_id", _kg_pin),
    '{"mfa": {"backup_codes": ["{s}", "khor41-9x2mdq", "lang07-p3vz8a"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"payout_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"wool_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Langar-Homestay", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"governor-hmi-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/bamidunyo/loans-api:1.8").hexdigest()
_COMMIT = hashlib.sha1(b"loans: add the shearing holiday", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tariffs: revert winter rate table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"yak_census_2033-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"discharge-khorog-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the HMI operator password before the governor service visit on 2033-05-14.",
    "Navruz asked for the Langar homestay wifi password; it's on the card behind the reception desk.",
    "Policy: network passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the Telegram group; share a vault link instead.",
    "The `.env.example` line `PAMIR_ENERGY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The inverter asks for a new admin password after every firmware update.",
    "Replace <YOUR_CARAVANISTAN_KEY> in the README with the key from your partner dashboard.",
    "OSONSMS_API_TOKEN and OXUS_LOS_API_KEY must be set before the nightly loan sync runs.",
    "Паролро ба ҳеҷ кас нагӯед.",
    "paroli khudro ba kase nadihed, hatto ba mo.",
    "رمز خود را به هیچ کس نگویید.",
    "Никому не сообщайте свой пароль, даже сотрудникам банка.",
    "Сырсөзүңүздү эч кимге айтпаңыз.",
    "پارولىڭىزنى ھېچكىمگە دېمەڭ.",
    "parol-ata čāyard mā lū.",
    "Парол бояд на камтар аз чордаҳ аломат бошад.",
    "Пароль должен содержать не менее четырнадцати символов.",
    "رمز باید حداقل چهارده حرف باشد.",
    "Сырсөз кеминде он төрт белгиден турушу керек.",
    "paroli nav boyad daroz boshad, kamash 14 ta.",
    "Upgraded the governor HMI firmware from 5.1 to 5.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the repayment holiday for the shearing season (the shearing holiday).",
    f"Rolled back to {_SHORT} after the winter tariff table broke the billing export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The governor HMI firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of discharge-khorog-2032.parquet: {_SHA512}",
    f"The loans API container runs ghcr.io/bamidunyo/loans-api@sha256:{_IMAGE}.",
    f"MD5 of yak_census_2033-04.csv is {_MD5}, same as the copy on the Murghab laptop.",
    "Request id 3c9e71a4-8b2d-4f05-a6e1-2d0c9b7f4e31 is the slow one in the loan API logs.",
    "Purchase order PO-2033-00217 for 2 turbine bearings ships from Dushanbe on Thursday.",
    "Redmine #2290: the Roshtqala substation breaker trips every night at 02:00.",
    "Call the Khorog office on +992 352 22 41 87 before noon.",
    "Мургаб, меҳмонхона: тел. +992 93 512 44 08, фақат рӯзона.",
    "Тел. гостевого дома в Лянгаре: +992 91 770 35 12.",
    "Order 2033-0611 for 40 kg of yak wool is ready at the Murghab store.",
    "Truck KG 01 412 ABC crossed Kulma with 18 pallets of cement.",
    "HS code 5102.19 is fine animal hair, carded or combed: the yak down goes under it.",
    "The Khorog HPP runs at 14.5 MW in winter; the Pamir-1 design head is 120 m.",
    "After five wrong passwords the loan system locks the account for 20 minutes.",
    "The Ak-Baital pass is at 4655 m; Khargush is 4344 m and Kulma 4362 m.",
    "The secret of good shirchoy is yak butter and a pinch of salt.",
    "Ask Davlatsho for the turbine hall door code, I don't have it.",
    "My Humo card ending 4417 was declined at the Khorog bazaar.",
    "Корти ман, ки бо 8812 тамом мешавад, баста шуд.",
    "Карта, заканчивающаяся на 3095, заблокирована до понедельника.",
    "The Qatar donor wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the NGO's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `CARAVANISTAN_PARTNER_KEY` in the secrets store, never in the repository.",
    "The padlock on the wool store rusts in the spring melt; oil it every month.",
    "Caravanistan moved the API key page under Settings › Partners in its May release.",
    "ISBN 978-5-02-038256-6 is the Pamiri dictionary on the office shelf.",
    "The guest wifi 'Murghab-Guest' is open, no password needed.",
    "Yak YC-114 weighs 312 kg; the herd count at Alichur was 486 in April.",
    "Loan LN-2033-ISH-0418: 12 000 TJS over 18 months at 24 %.",
    "мой логин в 1С — saodat, пароль спросите у администратора.",
    "ин ҳафта пароли ҳамаи компютерҳоро иваз мекунем.",
    "Wahid: کد پستی خروگ 736000 است.",
    "Kanybek: почтанын индекси 723500, Мургаб.",
    "Tashkurgan office hours are 10:00 to 18:00 Beijing time, 08:00 to 16:00 local.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/network/hmi", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2290", "purchase_order": "PO-2033-00217"}',
    '{"loan": {"id": "LN-2033-ISH-0418", "amount_tjs": 12000, "months": 18}}',
    '{"phone": "+992 352 22 41 87", "city": "Khorog"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "yaks_in_herd": 486}',
    '{"hs_code": "5102.19", "origin": "TJ", "description": "yak down"}',
    '{"truck": "KG 01 412 ABC", "border": "Kulma", "eta": "2033-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
