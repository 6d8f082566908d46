# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-seventy-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-seventieth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-seventy-second to hundred-and-seventy-fourth), any test, the reports, the benchmarks,
the changelog nor the git history, and the scrubber was never run on it. Its own seed (171604287),
password words (two Volga and Ural words, a river, a ship's cabin, a tractor part's number, an oil
well and a town, a ski slope and its drop in metres, a honey and a year, leet words of buckwheat,
honey, the Volga, the tractor, the slalom, oil and flax with a year, a name, a birth year, a sign
and a town, translit words joined by underscores with a year, a generator's four groups and random
runs), names, places, templates, tools, vendors and layouts, the way the staff of Akvolga Group
(fictional: river cruises from Kazan and Cheboksary, buckwheat honey from Bashkir apiaries by Birsk,
a tractor-parts works in Cheboksary, oil-field services out of Izhevsk and Ufa, a linen mill by
Kudymkar, a ski resort above Ufa and a savings cooperative (a KPK) in Saransk and Yoshkar-Ola) leak
secrets into an assistant's memory. The texts are Telegram, VK Messenger, VK Teams, WhatsApp, Viber,
TamTam, Max, Bitrix24 and Yandex Messenger messages, chat logs with times, Jira and YouGile tickets,
Confluence and Outline wiki pages and tables, Obsidian notes, an e-mail, a runbook, README
fragments, bash, PowerShell, cmd, Termius and Windows Terminal prompts, code (Python, Go, Kotlin,
C#, PHP, Ruby, JavaScript, Rust, Lua, PowerShell and 1C:Enterprise's built-in language), env files,
compose, Kubernetes, systemd, Podman quadlet, Spring, .NET, Django, Ansible, Terraform, Helm,
Zabbix, Asterisk and NetworkManager configs, voice-memo transcripts, dictated text and requests to
the assistant itself; the label's separators run from a colon, "is" and a dash to an arrow, an
emoji, a new line, quotes (`"…"`, `«…»`, `„…“`), parentheses, a tab and a table's bar.

Tools, calls, flags and variables none of heldouts 5 to 170 names (each grepped for the command,
flag or variable itself): Bitvise's `stermc … -pw=`, Factorio's `--rcon-password`, Kimai's
`kimai:user:create`, BookStack's `bookstack:create-admin --password=`, `pimcore-install
--admin-password`, `wfreerdp /p:`, `schtasks … /RP`, Rancher's `CATTLE_BOOTSTRAP_PASSWORD`, `dufs
-a user:…@/:rw`, `typesense-server --api-key=`, and the company's own variables
(`AKVOLGA_BOOKING_DB_PASSWORD`, `LEN_MES_DB_PASS`, `KPK_1C_ODATA_PASSWORD`, `SKI_GATE_HMAC_KEY`
and others, each grepped). Beside them commands of lightly used tools (each in one earlier corpus
by that grep: updog, gost, microsocks, pproxy's `#user:…`, bore's `--secret`, gitsync's
`--storage-pwd`, drweb-ctl, turnadmin, rspamadm, smtpctl, zmprov, MediaWiki's createAndPromote,
bbb-conf, crackmapexec, enum4linux, innobackupex, sqoop, pt-online-schema-change, nikto, ab `-A`,
hey `-a`, spacecmd, centreon's CLAPI, otrs.Console.pl, jmeter `-J`, superset's `fab create-admin`,
airflow's `--conn-password`, nifi.sh, label-studio, photoprism, netbird's `--setup-key` and
kubeadm's `--token`), and common layouts (a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and
Bearer headers, connection strings) in wordings of their own.

About half of the secret samples are in other languages than English (by a rough count of the
drawn samples, a line with Cyrillic letters beside the secret's own or a Russian word in Latin
letters: 190 of 390): Chuvash, Udmurt, Bashkir, Meadow Mari, Hill Mari, Erzya, Moksha, Komi-Permyak, Kazan Tatar,
Russian texting in Cyrillic and in Latin transliteration (and Czech, Turkish, Spanish, Italian,
French and Japanese only in seed-phrase lines). The wordings are the author's approximations,
checked by no speaker, built around a few marker words and the loanwords people there really text
(пароль, вайфай, ПИН, токен, сервер, API): Chuvash `манӑн`, `ҫӗнӗ`, `паролӗ`, `никама та ан кала`,
`тавах`, `ҫакӑ`, `алӑк кодӗ`; Udmurt `мынам`, `выль`, `тау`, `нокинлы но эн вера`, `ӧсэз`;
Bashkir `серһүҙ`, `яңы`, `минең`, `рәхмәт`, `бер кемгә лә әйтмә`, `асҡыс`, `ишек`; Meadow Mari
`мыйын`, `у`, `тау`, `нигӧлан ит ойло`, `омса`, `почкыч`; Hill Mari `мӹнӹн`, `тидӹ`, `кӹзӹт`,
`пачкыш`; Erzya `монь`, `од`, `сюкпря`, `тесэ`, `кияклы иляк азо`, `кенкш`, `панжома`, `салава
вал`; Moksha `монь`, `од`, `тяк азонда`, `панжема`, `тяса`; Komi-Permyak `менам`, `выль`,
`аттьӧ`, `некодлы эн шу`, `ӧдзӧс`, `восьтан`; Kazan Tatar `серсүз`, `яңа`, `минем`, `беркемгә дә
әйтмә`, `ачкыч`, `челтәр`, `ишек коды`, `саклап куй`; Russian texting `пасс`, `вафля` (wifi),
`сервак`, `плз`, `спс`, `щас`, `никому не говори`, `пинкод`; translit `parol ot`, `novyj`,
`nikomu ne govori`, `vot`, `spasibo`, `kod ot kalitki`, `klyuch`. The Hill Mari, Moksha, Udmurt
and Komi-Permyak sentences (possessives, `кӹзӹт`, `тяк азонда`, `ӧсэз`, `некодлы эн шу`) and the
words for "key" other than Tatar `ачкыч` and Bashkir `асҡыс` (Chuvash `уҫҫи`, Mari `почкыч` and
`пачкыш`, Erzya `панжома`, Moksha `панжема`, Komi `восьтан`, Udmurt `усьтон`) are the thinnest
guesses.

Vendors (PayAnyWay, Paymaster, Payture, Platron, Walletone, IntellectMoney, FreeKassa, AnyPay,
Cryptocloud, Aaio, Paypalych, Mixplat, Elecsnet, Bill24, SberPay, Senler, SaleBot, Bothelp, Leeloo,
Puzzlebot, Smartbot, Textback, Jivosite, Callibri, Alloka, Taplink, Nethouse, GetCourse, Flocktory,
Webim, Telphin, Sipnet, Rutube, Boomstream, Pruffme, Bizon365, Etutorium, Agrosignal, ExactFarming,
Cognitive Pilot, Geomir, Eriell, Datatex, Diasoft, BIFIT, Rusprofile, Infoflot, Vodohod and
Mosturflot) are ones heldouts 5 to 170 do not name (grepped by name). No shape here is one the
author knows to be real: every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs,
Datatex's dashed licence key, Paypalych's `id|secret`, JWTs for Cryptocloud and BIFIT, `sbk_` and
`ef_` prefixes); the JWTs are well-formed.

The ids are kinds heldouts 5 to 170 do not use, except two lightly used ones that carry a check:
Belarus's УНП (UNP), drawn until `stdnum.by.unp` validates its check digit, and Moldova's IDNO,
drawn until `stdnum.md.idno` does. The others are invented shapes that no library or this file
checks (no check-digit algorithm is written here): a Russian small-craft master's certificate
(удостоверение судоводителя), a Tatarstan resident's social card number, an apiary's
veterinary-sanitary passport, a driller's certificate, a slinger's certificate, an oil-field shift
pass and Russian internal passports under Tatar, Udmurt, Chuvash and translit words. Card numbers
pass Luhn (the value helpers' Visa, Mastercard, UnionPay, Maestro and JCB, and Mir's `2200`-`2204`
drawn here, all checked with python-stdnum's `luhn`). The IBANs are of countries used least by a
rough count over the IBAN shapes and IBAN calls of heldouts 5 to 170 (Iraq, the Vatican, Ukraine,
Sudan, El Salvador, the British Virgin Islands, Egypt and Moldova, in three to six corpora each by
that count), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Russian, Turkish, Czech, Spanish, Italian, French and Japanese lists, each with a valid checksum
(drawn from entropy by `to_mnemonic`; `mnemonic`'s own `check` rejects the Russian and Turkish
phrases whose words hold й, ü, ş and the like, as it normalizes words to NFKD and those lists
are not).
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.by import unp as by_unp
from stdnum.md import idno as md_idno

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 171_604_287
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
CYR_UPPER = "АБВГДЕЖИКЛМНОПРСТУХ"

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


_WORDS = ["Grechka", "Medok", "Sura", "Volga", "Kama", "Agidel", "Kokshaga", "Vyatka", "Inva",
          "Sviyaga", "Lenok", "Kudel", "Kardan", "Shkiv", "Burovaya", "Vyshka", "Slalom",
          "Lyzhnya", "Buran", "Parom", "Prichal", "Shlyuz", "Pasika", "Soty", "Kolos", "Chulman"]  # fmt: skip
_TOWNS = ["Cheboksary", "Izhevsk", "Ufa", "YoshkarOla", "Saransk", "Kudymkar", "Kazan", "Sarapul",
          "Kozmodemyansk", "Birsk", "Votkinsk", "Tsivilsk", "Alatyr", "Neftekamsk"]  # fmt: skip
_NAMES = ["Ilnur", "Gulnara", "Rinat", "Alsu", "Aigul", "Ramil", "Salavat", "Zulfiya", "Nadezhda",
          "Vitaly", "Yegor", "Oksana", "Timur", "Elvira", "Artyom", "Polina", "Ildar", "Venera",
          "Stepan", "Marina", "Anatoly", "Ruslan", "Dinara", "Onar", "Akpars"]  # fmt: skip
_SLOPES = ["Kant", "Olimp", "Yalchik", "Akbulyak", "Tau", "Zilim"]
_HONEY = ["Grechishny", "Lipovy", "Donnik", "Kipreyny", "Burzyan"]
_SHIPS = ["Sura", "Kokshaga", "Agidel", "Sviyaga", "Chulman", "Vetluga"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Gr3chk4", "M3d0k", "V0lg4", "Tr4kt0r", "Sl4l0m", "N3ftyan1k", "L3n0k", "K4rd4n", "P4s1k4"]


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.choice(_WORDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SHIPS)}Kauta{g.randrange(100, 400)}{g.choice(_SYMBOLS)}",
    lambda g: f"K744-{_r(g, UPPER, 2)}{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: f"Skv{g.randrange(1000, 10_000)}{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SLOPES)}{g.randrange(180, 720)}m{g.choice(_SYMBOLS)}{_r(g, LOWER, 2)}",
    lambda g: f"{g.choice(_HONEY)}Med{g.randrange(1990, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2008)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: "_".join(w.lower() for w in g.sample(_WORDS, 2)) + f"_{g.randrange(1960, 2032)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram, Ildar: the 1C server admin password is {pw}",
    "VK Teams, #cruise-ops: booking DB password {pw}",
    "Bitrix24 chat, Alsu → me: ski-lift turnstile console password: {pw}",
    "WhatsApp from Rinat: the Kirovets spare-parts portal password is {pw}",
    "Viber, Zulfiya: KPK cash desk PC password 👉 {pw}",
    "TamTam from Ruslan: mud-logging station password - {pw}",
    "Max messenger, Elvira: the linen mill's loom controller password is \"{pw}\"",
    "Yandex Messenger, Timur: honey warehouse scale password 🔑 {pw}",
    "Jira AKV-512: the Sura's onboard wifi router admin password ({pw}) leaked in a screenshot",
    "YouGile task: rotate the oil-field camera NVR password, now {pw}",
    "Obsidian note 'ufa-rig':\nNVR admin password\n{pw}",
    "Confluence › Ski › Snow guns: | controller | password |\n| TechnoAlpin T40 | {pw} |",
    "Outline page 'Apiary sensors': gateway password\t{pw}",
    "Hi Salavat,\n\nthe new password for the cooperative's mailbox is {pw}. Delete this mail once it's in KeePass.\n\nAigul",
    "Runbook: restart the booking service\n1. ssh to cruise-app-02\n2. sudo password: {pw}\n3. systemctl restart booking",
    "README (ski-gates):\nthe gate admin UI is at https://gates.akvolga.lan, password `{pw}`.",
    "voice memo, transcribed: the password for the tractor-parts webshop admin is {pw} full stop",
    "please remember my Sberbank Online password: {pw}",
    "note to self — Tinkoff app password {pw}",
    "after the reinstall the Rosneft fuel-card portal password became {pw}",
    "password for the linen mill's ERP = {pw}",
    "Манӑн почта паролӗ: {pw}",
    "Ҫӗнӗ пароль — {pw}, никама та ан кала",
    "Сервер паролӗ ҫакӑ: {pw}. Тавах!",
    "Ildar: 1С паролӗ → {pw}",
    "Мынам почта пароле: {pw}",
    "Выль пароль — {pw}. Нокинлы но эн вера!",
    "Сервер пароль: «{pw}», тау",
    "Минең почта серһүҙем: {pw}",
    "Яңы серһүҙ → {pw}, бер кемгә лә әйтмә",
    "Салауат: сервер серһүҙе {pw}, рәхмәт",
    "Мыйын почто паролем: {pw}",
    "У пароль — {pw}. Нигӧлан ит ойло!",
    "Онар: сервер пароль ({pw}), тау",
    "Мӹнӹн почта паролем: {pw}",
    "Тидӹ сервер пароль: {pw}",
    "Кӹзӹт пароль → {pw}",
    "Монь почтань паролем: {pw}",
    "Од пароль: {pw}, кияклы иляк азо",
    "Сюкпря! Серверэнь пароль тесэ: {pw}",
    "Монь салава валом — {pw}",
    "Од пароль: {pw}, тяк азонда",
    "Серверть пароль тяса: {pw}",
    "Менам почта пароль: {pw}",
    "Выль пароль — {pw}, некодлы эн шу",
    "Аттьӧ! Сервер пароль: {pw}",
    "Минем почта серсүзем: {pw}",
    "Яңа пароль → {pw}, беркемгә дә әйтмә",
    "Гөлнара: серверның серсүзе „{pw}“",
    "1С серсүзе: {pw}, рәхмәт",
    "пароль от почты — {pw}, никому не говори плз",
    "новый пароль от 1С: {pw} спс",
    "пароль (админка круизов): {pw}",
    "пасс от сервака щас {pw}",
    "KPK member portal password\n{pw}",
    "drilling-rig terminal password: «{pw}»",
    "Ilnur: the apiary scale password — {pw}",
    "btw the tender portal password changed, now {pw}",
    "parol ot pochty: {pw}",
    "novyj parol' -> {pw}, nikomu ne govori",
    "vot parol ot servaka {pw}",
    "pass ot 1C: {pw} spasibo",
    "parol ot lichnogo kabineta KPK (\"{pw}\")",
    "Ramil: wellhead camera password - {pw}",
    "remind me later: Ozon Seller password {pw}",
    "the password I sent Gulnara yesterday was {pw}",
    "you asked for the router password on the Agidel: {pw}",
    "the Kudymkar mill's SCADA password ➜ {pw}",
    "ssh root@ski-pos-01, password {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ilnur", "gulnara.s", "rinat", "alsu.g", "aigul", "ramil", "salavat", "zulfiya",
          "nadezhda.k", "vitaly", "yegor", "oksana.p", "timur", "elvira", "artyom", "polina",
          "ildar.s", "venera", "stepan", "marina.v", "anatoly", "ruslan", "dinara", "onar",
          "svc-1c", "kpk-cashier", "ski-pos", "rig-ops"]  # fmt: skip
_LOGINS = [
    "VK Teams, Ildar: the 1C web client login is {u} / {pw}",
    "Jira AKV-530: {u} locked out of the booking admin, last password {pw}",
    "login {u} pass {pw}",
    "Confluence › Oilfield › Rig 7 › NVR: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| KPK 1C | {u} | {pw} |",
    "sign into the ski-pass till as {u} with {pw}",
    "creds for the tractor-parts shop: {u}:{pw}",
    "user: {u}\npassword: {pw}",
    "Rinat says the linen MES account is {u} and the password is {pw}",
    "system,login,password\nhoney-scale,{u},{pw}",
    "логин {u}, пароль {pw}",
    "сервак: {u} / {pw}",
    "логин: {u} пасс: {pw}",
    "login {u}, parol {pw}",
    "account {u} / pw {pw}",
    "Кулланучы {u}, серсүз {pw}",
    "Ҡулланыусы {u}, серһүҙ {pw}",
    "Усӑ куракан {u}, пароль {pw}",
    "Логин {u}, пароль {pw}, нокинлы но эн вера",
    "Логин: {u}; пароль: {pw} (тау)",
    "Логин {u}, пароль {pw}, кияклы иляк азо",
    "Логин {u}, пароль {pw}, некодлы эн шу",
    "Логин {u}, пароль {pw}, тяк азонда",
    "Логин {u}, пароль {pw} — тидӹ",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SPOKEN = ["grechka", "sviyaga", "kokshaga", "kudel", "shkiv", "parom", "vyshka", "lyzhnya",
           "chulman", "soty", "kardan", "shlyuz", "pasika", "buran", "agidel", "inva", "kolos"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "voice memo: the wifi password on the Sura is {w} and right after it {d}, no space",
    "type {w}, then {d} — that's the 1C password",
    "it's {w}{d}, word and digits together",
    "пароль — слово {w} маленькими буквами, потом {d}",
    "пароль: сначала {w}, потом цифры {d}",
    "parol — slovo {w}, potom {d}",
    "пароль {w} сӑмах, унтан {d}",
    "серсүз: {w} сүзе, аннары {d}",
    "серһүҙ: {w} һүҙе, унан һуң {d}",
    "пароль: {w} кыл, собере {d}",
    "пароль: {w} вал, мейле {d}",
    "Ильдар диктует: {w}{d}, всё слитно",
    "the password is {w}{d}, Ramil spelled it over the radio",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SPOKEN[index]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "stermc {u}@bastion.akvolga.lan -pw={pw}",
    "./bin/x64/factorio --start-server crew.zip --rcon-port 27015 --rcon-password '{pw}'",
    "php bin/console kimai:user:create {u} {u}@akvolga.ru ROLE_TEAMLEAD '{pw}'",
    "php artisan bookstack:create-admin --email='{u}@akvolga.ru' --name='{u}' --password='{pw}'",
    "vendor/bin/pimcore-install --admin-username {u} --admin-password '{pw}' --mysql-host-socket db.akvolga.lan --no-interaction",
    "wfreerdp /v:1c-term.akvolga.lan /u:AKVOLGA\\{u} /p:'{pw}' /cert:ignore",
    "schtasks /Create /S buh-01 /TN Backup1C /TR C:\\scripts\\backup.cmd /SC DAILY /ST 02:00 /RU AKVOLGA\\{u} /RP {pw}",
    "docker run -d --restart=unless-stopped -p 443:443 --privileged -e CATTLE_BOOTSTRAP_PASSWORD='{pw}' rancher/rancher:v2.9.2",
    "dufs -a '{u}:{pw}@/:rw' -p 5000 /srv/prices",
    "updog -d /srv/share -p 9090 --password '{pw}'",
    "gost -L 'http://{u}:{pw}@:8080'",
    "microsocks -i 0.0.0.0 -p 1080 -u {u} -P '{pw}'",
    "pproxy -l 'socks5://:1080#{u}:{pw}'",
    "bore local 8069 --to tunnel.akvolga.ru --secret '{pw}'",
    "gitsync sync --storage-user {u} --storage-pwd '{pw}' /srv/1c-storage/kpk /srv/git/kpk",
    "drweb-ctl esconnect es.akvolga.lan --Login {u} --Password '{pw}'",
    "turnadmin -a -u {u} -r akvolga.ru -p '{pw}'",
    "rspamadm pw -p '{pw}'",
    "smtpctl encrypt '{pw}'",
    "zmprov ca {u}@akvolga.ru '{pw}' displayName '{u}'",
    "php maintenance/run.php createAndPromote --sysop {u} '{pw}'",
    "bbb-conf --setsecret '{pw}'",
    "crackmapexec smb 10.31.0.0/24 -u {u} -p '{pw}' --shares",
    "enum4linux -u {u} -p '{pw}' -a fs01.akvolga.lan",
    "innobackupex --user={u} --password='{pw}' /backup/cruise-booking",
    "sqoop import --connect jdbc:postgresql://pg.akvolga.lan/honey --username {u} --password '{pw}' --table lots",
    "pt-online-schema-change --user={u} --password='{pw}' --alter 'ADD COLUMN cabin_class CHAR(2)' D=booking,t=cabins --execute",
    "nikto -h https://kpk.akvolga.ru -id {u}:{pw}",
    "ab -A {u}:{pw} -n 500 -c 20 https://booking.akvolga.ru/api/cabins",
    "hey -n 200 -a {u}:{pw} https://ski.akvolga.ru/api/passes",
    "spacecmd -u {u} -p '{pw}' -- system_list",
    "centreon -u {u} -p '{pw}' -o HOST -a show",
    "perl bin/otrs.Console.pl Admin::User::Add --user-name {u} --first-name Ildar --last-name Safin --email-address {u}@akvolga.ru --password '{pw}'",
    "jmeter -n -t booking.jmx -Jusername={u} -Jpassword='{pw}'",
    "superset fab create-admin --username {u} --firstname Alsu --lastname Gilmanova --email {u}@akvolga.ru --password '{pw}'",
    "airflow connections add oilfield_pg --conn-type postgres --conn-host pg.akvolga.lan --conn-login {u} --conn-password '{pw}'",
    "./bin/nifi.sh set-single-user-credentials {u} '{pw}'",
    "label-studio start --username {u}@akvolga.ru --password '{pw}'",
    "photoprism --admin-user {u} --admin-password '{pw}' start",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@ufa-rig-07:~# {c}", "PS C:\\Users\\ildar> {c}", "C:\\Windows\\system32> {c}",
    "Termius, host 'kpk-saransk':\n$ {c}", "Windows Terminal (cmd): {c}", "ops@cheb-parts:~$ {c}",
    "история bash на сервере:\n{c}", "istoriya komand: {c}", "вот что я запускал: {c}",
    "Мин җибәргән команда: {c}", "Jira AKV-544, steps to reproduce: {c}", "zsh% {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str], make: Maker) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, make, u=_USERS), frames)

    return take


_cli_passwords = _framed("cli_password", _CLI, _SHELLS, _plain_pw)


def _cli_keys(rng: random.Random) -> list[Sample]:
    setup = v.uuid4(rng, "9").upper()
    typesense = _r(rng, ALNUM, 40)
    join = f"{_r(rng, LOWER_DIGITS, 6)}.{_r(rng, LOWER_DIGITS, 16)}"
    ca_hash = hashlib.sha256(b"akvolga-k8s-ca").hexdigest()
    return [
        Sample("cli_secret", f"netbird up --management-url https://nb.akvolga.ru --setup-key {setup}", setup),
        Sample("cli_secret", f"typesense-server --data-dir=/var/lib/typesense --api-key={typesense} --enable-cors", typesense),
        Sample("cli_secret", f"kubeadm join 10.31.4.10:6443 --token {join} --discovery-token-ca-cert-hash sha256:{ca_hash}", join),
    ]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    keys = _cli_keys(rng)
    return _cli_passwords(rng, n - len(keys)) + keys


_URLS = [
    "tarantool://{u}:{pw}@tnt.akvolga.lan:3301",
    "postgresql+psycopg://{u}:{pw}@pg.akvolga.lan:6432/kpk",
    "clickhouse+native://{u}:{pw}@ch.akvolga.lan:9000/telemetry",
    "mysql+aiomysql://{u}:{pw}@mysql.akvolga.lan/booking",
    "oracle+oracledb://{u}:{pw}@ora.akvolga.lan:1521/?service_name=OILPDB",
    "mongodb+srv://{u}:{pw}@ski0.akvolga.ru/passes?retryWrites=true",
    "ftp://{u}:{pw}@ftp.akvolga.lan/prices/",
    "rtsp://{u}:{pw}@cam-pristan.akvolga.lan:554/Streaming/Channels/101",
    "jdbc:postgresql://pg.akvolga.lan:5432/oilfield?user={u}&password={pw}",
    "Server=mssql.akvolga.lan;Database=Ski;User Id={u};Password={pw};TrustServerCertificate=True",
    "amqp://{u}:{pw}@rabbit.akvolga.lan:5672/%2f",
    "http://{u}:{pw}@1c.akvolga.lan/kpk/odata/standard.odata/",
    "socks5h://{u}:{pw}@proxy.akvolga.lan:1080",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "строка подключения: {c}", "stroka podklyucheniya: {c}",
    "Jira AKV-560: {c}", "в .env кассы: {c}", "keep this connection string for me: {c}",
    "тоташу юлы: {c}", "README (kpk-sync): {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES, _plain_pw)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "akvolga", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "payments:read invoices:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("PayAnyWay", "PAYANYWAY_SECRET_KEY", _j((HEX, 32))),
    ("Paymaster", "PAYMASTER_API_TOKEN", _j((URLSAFE, 64))),
    ("Payture", "PAYTURE_API_KEY", _j((ALNUM, 24))),
    ("Platron", "PLATRON_SECRET_KEY", _j((ALNUM, 20))),
    ("Walletone", "WALLETONE_SIGNATURE_KEY", _j((B64, 40))),
    ("IntellectMoney", "INTELLECTMONEY_SECRET_KEY", _j((HEX, 32))),
    ("FreeKassa", "FREEKASSA_API_KEY", _j((HEX, 32))),
    ("AnyPay", "ANYPAY_API_KEY", _j((ALNUM, 40))),
    ("Cryptocloud", "CRYPTOCLOUD_API_KEY", _vendor_jwt("https://api.cryptocloud.plus")),
    ("Aaio", "AAIO_SECRET_KEY", lambda g: v.uuid4(g, "a")),
    ("Paypalych", "PAYPALYCH_TOKEN", lambda g: f"{g.randrange(1000, 99_999)}|{_r(g, ALNUM, 40)}"),
    ("Mixplat", "MIXPLAT_API_KEY", _j((HEX, 40))),
    ("Elecsnet", "ELECSNET_HMAC_KEY", _j((HEX, 64))),
    ("Bill24", "BILL24_TOKEN", _j((ALNUM, 32))),
    ("SberPay", "SBERPAY_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Senler", "SENLER_CALLBACK_SECRET", _j((ALNUM, 32))),
    ("SaleBot", "SALEBOT_API_KEY", _j((HEX, 32))),
    ("Bothelp", "BOTHELP_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Leeloo", "LEELOO_API_TOKEN", _j((ALNUM, 48))),
    ("Puzzlebot", "PUZZLEBOT_TOKEN", _j((HEX, 40))),
    ("Smartbot", "SMARTBOT_API_KEY", _j("sbk_", (ALNUM, 36))),
    ("Textback", "TEXTBACK_API_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Jivosite", "JIVOSITE_WEBHOOK_TOKEN", _j((ALNUM, 40))),
    ("Callibri", "CALLIBRI_USER_TOKEN", _j((ALNUM, 32))),
    ("Alloka", "ALLOKA_API_KEY", _j((HEX, 32))),
    ("Taplink", "TAPLINK_API_KEY", _j((ALNUM, 40))),
    ("Nethouse", "NETHOUSE_API_TOKEN", _j((HEX, 40))),
    ("GetCourse", "GETCOURSE_SECRET_KEY", _j((ALNUM, 64))),
    ("Flocktory", "FLOCKTORY_API_TOKEN", _j((HEX, 32))),
    ("Webim", "WEBIM_API_KEY", _j((HEX, 40))),
    ("Telphin", "TELPHIN_APP_SECRET", _j((ALNUM, 32))),
    ("Sipnet", "SIPNET_API_KEY", _j((HEX, 32))),
    ("Rutube", "RUTUBE_UPLOAD_TOKEN", _j((HEX, 40))),
    ("Boomstream", "BOOMSTREAM_API_KEY", _j((ALNUM, 32))),
    ("Pruffme", "PRUFFME_API_KEY", _j((HEX, 32))),
    ("Bizon365", "BIZON365_TOKEN", _j((URLSAFE, 48))),
    ("Etutorium", "ETUTORIUM_API_KEY", _j((HEX, 32))),
    ("Agrosignal", "AGROSIGNAL_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("ExactFarming", "EXACTFARMING_API_KEY", _j("ef_", (ALNUM, 40))),
    ("Cognitive Pilot", "COGNITIVE_PILOT_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Geomir", "GEOMIR_API_KEY", _j((UPPER_HEX, 32))),
    ("Eriell", "ERIELL_DRILLING_API_KEY", _j((HEX, 48))),
    ("Datatex", "DATATEX_LICENSE_KEY", lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5))),
    ("Diasoft", "DIASOFT_FA_CLIENT_SECRET", _j((B64, 43), "=")),
    ("BIFIT", "BIFIT_API_TOKEN", _vendor_jwt("https://api.bifit.com")),
    ("Rusprofile", "RUSPROFILE_API_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "set {env}={tok}",
    "$env:{env} = \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "group_vars/all/vault.yml (not encrypted yet):\n{env_lower}: {tok}",
    "compose.yaml:\n    environment:\n      - {env}={tok}",
    "YouGile task: rotate the {vendor} key {tok}",
    "Jira AKV-577: {vendor} returns 403, key in settings {tok}",
    "Bitrix24 chat, Ildar: {vendor} key → {tok}",
    "Telegram, @alsu_g: {vendor} API key: {tok}",
    "VK Teams: {vendor} token for the booking site: {tok}",
    "please keep my {vendor} API key: {tok}",
    "Outline › Integrations › {vendor}: {tok}",
    "{vendor} webhook broken again, current key {tok}",
    "README (akv-site): set {env} to {tok} for local runs",
    "Obsidian note: {vendor} prod key = {tok}",
    "ssh cruise-app-02 'echo {env}={tok} >> /etc/akvolga/site.env'",
    "Max messenger, Timur: the {vendor} secret is {tok}",
    "ключ API {vendor}: {tok}",
    "API-ключ {vendor} для сайта круизов — {tok}",
    "токен {vendor} (боевой): {tok}",
    "klyuch API {vendor}: {tok}",
    "api klyuch ot {vendor} {tok}",
    "{vendor} API ачкычы: {tok}",
    "{vendor} API асҡысы: {tok}",
    "{vendor} API уҫҫи: {tok}",
    "{vendor} API усьтон: {tok}",
    "{vendor} API почкыч: {tok}",
    "{vendor} API пачкыш: {tok}",
    "{vendor} API панжома: {tok}",
    "{vendor} API панжема: {tok}",
    "{vendor} API восьтан: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    infoflot = _r(rng, ALNUM, 32)
    vodohod = v.uuid4(rng, "a")
    mosturflot = _r(rng, HEX, 40)
    geomir = _r(rng, UPPER_HEX, 32)
    mixplat = _r(rng, HEX, 40)
    sberpay = v.uuid4(rng, "9")
    return [
        Sample("vendor_token", f'r = requests.get("https://api.infoflot.com/cruises", headers={{"X-API-Key": "{infoflot}"}})', infoflot),
        Sample("vendor_token", f'val vodohod = VodohodClient(partnerToken = "{vodohod}")', vodohod),
        Sample("vendor_token", f'req.Header.Set("Authorization", "Token {mosturflot}") // Mosturflot partner API', mosturflot),
        Sample("vendor_token", f'$geomir = new GeomirApi(\'{geomir}\');', geomir),
        Sample("vendor_token", f'// Mixplat\nЗаголовки.Вставить("X-Api-Key", "{mixplat}");', mixplat),
        Sample("vendor_token", f'var sber = new SberPayClient("akvolga-kpk", "{sberpay}");', sberpay),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, env_lower=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Telegram: {t}", "вот токен, он показывается один раз:\n{t}", "vot token: {t}",
                "саклап куй: {t}", "{t}\n^ новый, старый отозван"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the hive scale at the Birsk apiary: {h}": 32,
    "HMAC secret for the PayAnyWay callback: {h}": 64,
    "ключ шифрования бэкапа 1С (hex): {h}": 64,
    "SKI_GATE_HMAC_KEY={h}": 64,
    "klyuch shifrovaniya arkhiva: {h}": 48,
    "AES-128 key of the ski-gate RFID readers: {h}": 32,
    "шифрлау ачкычы (hex): {h}": 64,
    "Zigbee network key of the linen mill's humidity sensors: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira AKV-590: token copied from the browser's network tab {t}",
    "Cookie: lang=tt; akv_session={t}",
    "KPK_LK_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен: {t}",
    "token ot lichnogo kabineta {t}",
    "Bitrix24 chat: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@akvolga.ru"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.akvolga.ru/realms/kpk", "azp": "lk-web", "roles": ["member"]}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": ("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 6),
    "RSA PRIVATE KEY": ("MIIEpAIBAAKCAQEA", 25),
    "PRIVATE KEY": ("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 25),
    "EC PRIVATE KEY": ("MHcCAQEEI", 3),
    "ENCRYPTED PRIVATE KEY": ("MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI", 26),
}  # fmt: skip


def _pem(rng: random.Random, kind: str, joiner: str) -> str:
    start, lines = _PEM_STARTS[kind]
    body = start + _r(rng, B64, 64 * lines - len(start))
    rows = [body[i : i + 64] for i in range(0, len(body), 64)] + [_r(rng, B64, 22) + "=="]
    return joiner.join([f"-----BEGIN {kind}-----", *rows, f"-----END {kind}-----"])


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the booking server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/nginx/ssl/kpk.akvolga.ru.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDO_PRIVATE_KEY": "{key}", "inn_owner": "akvolga"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_rig <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Jira AKV-603, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "закрытый ключ сервера:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "yapyq achkych (Tatar, v translite), ne teryat':\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
}  # fmt: skip
_pems = _Family(
    "pem_private_key", list(_PEM_PLACES), lambda g, i, t: {"key": _pem(g, *_PEM_PLACES[t])}, "key"
)


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "turkish", "czech", "spanish",
                                            "italian", "french", "japanese")}  # fmt: skip


def _seed(rng: random.Random, lang: str, words: int) -> str:
    bits = {12: 16, 18: 24, 24: 32}[words]
    return str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits))))


_SEED_PLACES = [  # (template, word list, words)
    ("seed phrase of the cooperative's Trust Wallet: {s}", "english", 12),
    ("Ledger recovery words (honey export payments): {s}", "english", 24),
    ("сид-фраза кошелька: {s}", "russian", 12),
    ("мнемоника от кошелька, сохрани: {s}", "russian", 24),
    ("seed words of the fuel-card wallet: {s}", "english", 18),
    ("кошелек сүзләре: {s}", "turkish", 12),
    ("кошелёк һүҙҙәре: {s}", "turkish", 12),
    ("obnovovací fráze od Jakuba z Brna: {s}", "czech", 12),
    ("frase semilla del socio de Valencia: {s}", "spanish", 12),
    ("frase di recupero (partner di Bari): {s}", "italian", 12),
    ("phrase de récupération du client de Lyon : {s}", "french", 12),
    ("ウォレットの復元フレーズ（大阪の取引先）：{s}", "japanese", 12),
]  # fmt: skip


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, lang, words in v.cycle(rng, _SEED_PLACES, n):
        phrase = _seed(rng, lang, words)
        out.append(Sample("seed_phrase", template.format(s=phrase), phrase))
    return out


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        body = rng.choice(["2200", "2201", "2202", "2203", "2204"]) + _r(rng, D, 11)
        number = body + luhn.calc_check_digit(body)
    else:
        number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [  # (template, brand, separator)
    ("номер карты {c}, до 09/29", "mir", " "),
    ("karta {c} srok 11/30", "mir", ""),
    ("карта номеры: {c}", "visa", " "),
    ("картă номерӗ: {c}", "mir", "-"),
    ("pay with my card pls {c}", "mastercard", " "),
    ("the purser's corporate card: {c} exp 04/31", "visa", "-"),
    ("Telegram, Alsu: UnionPay for the Harbin parts order {c}", "unionpay", " "),
    ("карта для возврата: {c}", "maestro", ""),
    ("карта номеры {c} (рәхмәт)", "jcb", " "),
    ("карточка КПК: {c}", "mir", " "),
    ("номер картыгыз: {c}", "mastercard", ""),
    ("kartochka dlya topliva {c}", "visa", " "),
]  # fmt: skip


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, brand, sep in v.cycle(rng, _CARD_PLACES, n):
        number = v.grouped(_card(rng, brand), sep, rng)
        out.append(Sample("card_number", template.format(c=number), number))
    return out


_CVV_PLACES = [
    "CVC на обороте: {d}",
    "три цифры сзади — {d}",
    "CVV {d}, карта та же",
    "kod na oborote karty {d}",
    "артындагы өч сан: {d}",
]  # fmt: skip
_cvvs = _Family(
    "card_cvv", _CVV_PLACES, lambda g, i, t: {"d": f"{100 + 137 * i + g.randrange(0, 130)}"}, "d"
)


_IBAN_SHAPES = {
    "IQ": "aaaa" + "n" * 15, "VA": "n" * 18, "UA": "n" * 6 + "c" * 19, "SD": "n" * 14,
    "SV": "aaaa" + "n" * 20, "VG": "aaaa" + "n" * 16, "EG": "n" * 25, "MD": "c" * 20,
}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBAN_PLACES = [  # (template, country, spaced)
    ("IBAN of the Basra drilling subcontractor: {i}", "IQ", True),
    ("IBAN для перевода в Ватикан (паломнический тур): {i}", "VA", False),
    ("IBAN поставщика льна из Житомира: {i}", "UA", True),
    ("IBAN partnera v Khartume {i}", "SD", False),
    ("Telegram: El Salvador honey buyer IBAN {i}", "SV", True),
    ("IBAN компании на БВО: {i}", "VG", False),
    ("IBAN для оплаты круиза из Каира: {i}", "EG", True),
    ("IBAN покупателя мёда (Кишинёв): {i}", "MD", False),
    ("IBAN: {i} (Ирак, сервисный контракт)", "IQ", False),
    ("IBAN счёты: {i}", "UA", False),
    ("IBAN-ӗ: {i}", "EG", False),
    ("Confluence › Finance › Partners: | Chisinau | {i} |", "MD", True),
]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, country, spaced in v.cycle(rng, _IBAN_PLACES, n):
        number = _iban(rng, country)
        shown = v.iban_spaced(number) if spaced else number
        out.append(Sample("iban", template.format(i=shown), shown))
    return out


def _unp(rng: random.Random) -> str:
    return v.until(rng, lambda g: str(g.randrange(1, 8)) + _r(g, D, 8), by_unp.is_valid)


def _idno(rng: random.Random) -> str:
    return v.until(rng, lambda g: "100" + _r(g, D, 10), md_idno.is_valid)


def _boat_licence(g: random.Random) -> str:
    return f"{_r(g, CYR_UPPER, 2)} № {_r(g, D, 6)}"


def _passport(g: random.Random) -> str:
    return f"{_r(g, D, 2)} {_r(g, D, 2)} {_r(g, D, 6)}"


_NATIONAL: list[tuple[str, Maker]] = [
    ("УНП поставщика запчастей МТЗ (Минск): {n}", _unp),
    ("UNP of the Minsk tractor-parts supplier {n}", _unp),
    ("IDNO покупателя мёда из Кишинёва: {n}", _idno),
    ("Moldovan buyer's IDNO for the contract: {n}", _idno),
    ("удостоверение судоводителя маломерного судна: {n}", _boat_licence),
    ("udostoverenie sudovoditelya {n}", _boat_licence),
    ("Tatarstan resident's social card no. {n}", lambda g: f"02 {_r(g, D, 10)}"),
    ("Татарстан социаль картасы номеры: {n}", lambda g: f"02 {_r(g, D, 10)}"),
    ("ветеринарно-санитарный паспорт пасеки № {n}", lambda g: f"02-{_r(g, D, 3)}-{_r(g, D, 4)}"),
    ("умартачылык паспорты: {n}", lambda g: f"02-{_r(g, D, 3)}-{_r(g, D, 4)}"),
    ("удостоверение бурильщика: {n}", lambda g: f"Б-{g.randrange(2026, 2032)}-{_r(g, D, 5)}"),
    ("driller's certificate no. {n}", lambda g: f"Б-{g.randrange(2026, 2032)}-{_r(g, D, 5)}"),
    ("удостоверение стропальщика № {n}", lambda g: f"СТР-{_r(g, D, 4)}/{g.randrange(26, 32)}"),
    ("slinger's ticket {n}", lambda g: f"СТР-{_r(g, D, 4)}/{g.randrange(26, 32)}"),
    ("oil-field shift pass: {n}", lambda g: f"ПР-УН-{_r(g, D, 6)}"),
    ("propusk na mestorozhdenie {n}", lambda g: f"ПР-УН-{_r(g, D, 6)}"),
    ("паспорт серия һәм номеры: {n}", _passport),
    ("паспортэлэн номерез: {n}", _passport),
    ("паспорт серийӗпе номерӗ: {n}", _passport),
    ("pasport seriya i nomer {n}", _passport),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NATIONAL, n):
        value = make(rng)
        out.append(Sample("national_id", template.format(n=value), value))
    return out


def _backup_list(rng: random.Random, style: int, n: int) -> list[str]:
    if style == 4:
        return [
            f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}"
            for _ in range(n)
        ]
    return v.backup_codes(rng, n, style)  # fmt: skip


_BACKUP_PLACES = [
    ("резервные коды VK ID:\n{codes}", "\n"),
    ("rezervnye kody Bitrix24: {codes}", ", "),
    ("запас кодлар:\n{codes}", "\n"),
    ("запас кодтар: {codes}", ", "),
    ("backup codes for the KPK 1C admin:\n{codes}", "\n"),
    ("Backup codes for sign-in (keep them in the safe)\n{codes}", "\n"),
    ("2FA резерв кочӗсем: {codes}", " "),
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (template, sep) in enumerate(v.cycle(rng, _BACKUP_PLACES, n)):
        codes = _backup_list(rng, index % 5, 8)
        out.append(Sample("backup_codes", template.format(codes=sep.join(codes)), codes[0]))
    return out


_TOTP_PLACES = [
    "otpauth://totp/Akvolga:{u}?secret={s}&issuer=Akvolga&digits=6",
    "TOTP секрет: {s}",
    "ключ для Google Authenticator (ввести вручную): {s}",
    "2FA setup key for the booking admin: {s}",
    "2FA ачкычы: {s}",
    "sekretnyj klyuch 2FA: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 3 == 1 and "otpauth" not in template),
            "u": rng.choice(_USERS)}  # fmt: skip


_totp = _Family("totp_seed", _TOTP_PLACES, _totp_draw, "s")


_CODE_PLACES = [
    "код восстановления Bitrix24: {c}",
    "kod vosstanovleniya akkaunta: {c}",
    "recovery key for the Apple ID of the purser's iPad: {c}",
    "торгӑзу кочӗ (recovery): {c}",
    "Яндекс ID, ключ восстановления — {c}",
]  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Apple" in template:
        return {"c": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    return {"c": "-".join(_r(rng, LOWER_DIGITS, 5) for _ in range(index % 2 + 3))}


_codes = _Family("recovery_code", _CODE_PLACES, _code_draw, "c")


_WIFI = [
    "вайфай «Akvolga-Guest» пароль {k}",
    "Network: Teplohod_Sura_5G / {k}",
    "WIFI:T:WPA;S:Pasika-Birsk;P:{k};;",
    "wifi na prichale: Prichal-Kozmo, parol {k}",
    "Вайфай: Cheb-Traktor-2G, паролӗ {k}",
    "Вайфай пароль (Izh-Burovaya): {k}",
    "вайфай серһүҙе — {k} (селтәр: Ufa-Oil-5G)",
    "Вайфай пароль (Yoshkar-KPK): {k}, тау",
    "Вайфаень пароль: {k} (Saransk-KPK)",
    "вайфайлӧн пароль: {k} (Kudymkar-Len)",
    "Вайфай челтәре Kazan-Office, серсүз: {k}",
    "Ski lodge wifi Yalchik-Lodge, key {k}",
    "netplan:\n  wifis:\n    wlan0:\n      access-points:\n        \"Len-Mill\":\n          password: \"{k}\"",
    "/etc/NetworkManager/system-connections/Sura-Crew.nmconnection:\n[wifi-security]\nkey-mgmt=wpa-psk\npsk={k}",
    "пасс от вафли на теплоходе: {k}",
    "Мӹнӹн вайфай (Kozmo-Home): {k}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    style = rng.randrange(4)
    if style == 0:
        return f"{rng.choice(_WORDS).lower()}{rng.choice(_WORDS).lower()}{rng.randrange(100, 1000)}"
    if style == 1:
        return _r(rng, LOWER_DIGITS, 12)
    if style == 2:
        return f"{rng.choice(_TOWNS)}{rng.randrange(2000, 2032)}{rng.choice('!#$%')}"
    return _r(rng, ALNUM, 16)


_wifi = _Family("wifi_key", _WIFI, lambda g, i, t: {"k": _wifi_key(g)}, "k")


_LOCKS = [
    "пин-код карты Мир: {p}",
    "pin ot karty {p}",
    "gate code at the holiday camp: {p}#",
    "kod ot kalitki pasiki {p}",
    "ишек коды: {p}",
    "алӑк кодӗ: {p}",
    "ӧсэз код: {p}",
    "омса код: {p}",
    "кенкшень код: {p}",
    "ӧдзӧс код: {p}",
    "the gate code for the snowcat garage is {p}",
    "safe in the purser's office: {p}",
    "Kaba lock at the oil-field dorm: {p}*",
    "safe in the KPK cash office — {p}",
]  # fmt: skip
_locks = _Family(
    "pin_code", _LOCKS, lambda g, i, t: {"p": str(g.randrange(10**3, 10**6)).zfill(4 + i % 3)}, "p"
)


_CONFIGS = [
    ".env (booking):\nDB_HOST=pg.akvolga.lan\nAKVOLGA_BOOKING_DB_PASSWORD={pw}",
    "docker-compose.yml:\n  kpk-db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: honey-shop-db\ntype: Opaque\nstringData:\n  password: {pw}",
    "/etc/systemd/system/len-mes.service:\n[Service]\nEnvironment=\"LEN_MES_DB_PASS={pw}\"",
    "odbc.ini:\n[KPK]\nDriver=PostgreSQL Unicode\nServername=pg.akvolga.lan\nUsername=kpk\nPassword={pw}",
    "application.yml:\nspring:\n  datasource:\n    url: jdbc:postgresql://pg.akvolga.lan/ski\n    username: ski\n    password: {pw}",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Oil\": \"Host=pg.akvolga.lan;Username=oil;Password={pw}\" }}",
    "settings.py:\nDATABASES = {{\"default\": {{\"USER\": \"cruise\", \"PASSWORD\": \"{pw}\", \"HOST\": \"pg.akvolga.lan\"}}}}",
    "inventory.ini:\n[oilfield]\nufa-rig-07 ansible_user=ops ansible_become_pass={pw}",
    "terraform.tfvars:\ndb_admin_password = \"{pw}\"",
    "values.yaml:\npostgresql:\n  auth:\n    postgresPassword: {pw}",
    "~/.my.cnf:\n[client]\nuser=traktor\npassword={pw}",
    "zabbix_server.conf:\nDBHost=pg.akvolga.lan\nDBUser=zabbix\nDBPassword={pw}",
    "pjsip.conf:\n[2101]\ntype=auth\nauth_type=userpass\nusername=2101\npassword={pw}",
    "ski-db.container:\n[Container]\nImage=docker.io/library/mariadb:11\nEnvironment=MARIADB_ROOT_PASSWORD={pw}",
    "kpk-sync.env:\nKPK_1C_ODATA_USER=odata\nKPK_1C_ODATA_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


_CODE: list[tuple[str, Maker]] = [
    ('conn = psycopg.connect(host="pg.akvolga.lan", user="honey", password="{s}")', _plain_pw),
    ('db, _ := sql.Open("mysql", "parts:{s}@tcp(mysql.akvolga.lan:3306)/parts")', _plain_pw),
    ('val ds = HikariDataSource().apply {{ username = "ski"; password = "{s}" }}', _plain_pw),
    ('var client = new SmtpClient("smtp.akvolga.ru") {{ Credentials = new NetworkCredential("kpk", "{s}") }};', _plain_pw),
    ("$pdo = new PDO('pgsql:host=pg.akvolga.lan;dbname=oil', 'oil', '{s}');", _plain_pw),
    ('Redis.new(host: "redis.akvolga.lan", password: "{s}")', _plain_pw),
    ('const pool = mysql.createPool({{ host: "mysql.akvolga.lan", user: "booking", password: "{s}" }});', _plain_pw),
    ('let client = Client::new("https://api.akvolga.ru", "{s}"); // SKI_POS_API_SECRET', _j((ALNUM, 40))),
    ('local ok = redis:auth("{s}") -- nginx lua on the ski gates', _plain_pw),
    ('Соединение = Новый HTTPСоединение("1c.akvolga.lan", , "odata", "{s}");', _plain_pw),
    ('$cred = New-Object PSCredential("AKVOLGA\\svc1c", (ConvertTo-SecureString "{s}" -AsPlainText -Force))', _plain_pw),
]  # fmt: skip


def _code(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _CODE, n):
        value = make(rng)
        out.append(
            Sample(
                "code_secret",
                template.replace("{s}", value).replace("{{", "{").replace("}}", "}"),
                value,
            )
        )
    return out  # fmt: skip


_AUTH = {  # template: whether it carries Basic credentials (else a bearer token)
    "curl -H 'Authorization: Basic {v}' https://1c.akvolga.lan/kpk/hs/api/loans": True,
    "Insomnia request: Authorization: Bearer {v}": False,
    "Postman, header Authorization = Basic {v}": True,
    "заголовок: Authorization: Bearer {v}": False,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "HTTPie: http GET api.akvolga.ru/cabins 'Authorization:Bearer {v}'": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        return {"v": _b64(f"{rng.choice(_USERS)}:{_plain_pw(rng)}")}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CHATS = [
    "[08:14] Ильдар: пароль от вайфая на теплоходе?\n[08:15] Алсу: {pw}",
    "[22:41] rinat: root pw ot burovoj?\n[22:43] ramil: {pw}",
    "Salavat: {pw} — это новый пароль от кассы",
    "Gulnara: {pw}, вот что я поставила на роутер",
    "[07:02] Онар: сервер пароль?\n[07:05] Акпарс: {pw}",
    "[13:30] Гөлнара: 1С серсүзе кирәк\n[13:31] Илнур: {pw}",
    "[19:20] Зөлфиә: вайфай серһүҙе?\n[19:22] Салауат: {pw}",
    "Timur: use {pw}, that's the new booking admin password",
    "[10:10] Степан: пароль?\n[10:11] Марина: {pw} (тау)",
    "[16:45] Elvira: parol ot MES?\n[16:46] Yegor: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_PHRASE_WORDS = ["grechka", "parom", "vyshka", "lenok", "kolos", "buran", "shlyuz", "prichal",
                 "kardan", "soty", "lyzhnya", "kudel", "inva", "vyatka", "kama", "sura"]  # fmt: skip
_PHRASES = [
    "кодовая фраза: {s}",
    "passphrase for the cooperative's KeePass: {s}",
    "kodovaya fraza ot seifa: {s}",
    "the VeraCrypt passphrase on the purser's laptop is {s}",
    "серсүз-җөмлә: {s}",
    "master passphrase (Bitwarden): {s}",
]  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = rng.sample(_PHRASE_WORDS, 4 + index % 2)
    return {"s": rng.choice([" ", "-", "."]).join(words)}


_phrases = _Family("passphrase", _PHRASES, _phrase_draw, "s")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 67), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 13), (_vendors, 52),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 5),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 6), (_codes, 5), (_wifi, 16),
    (_locks, 14), (_configs, 16), (_code, 11), (_auth, 6), (_chats, 10), (_phrases, 5),
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
    "the 1C admin password is": "{s}",
    "пароль от кассы:": "{s} (с понедельника)",
    "серсүз:": "{s}",
    "Ҫӗнӗ пароль": "{s}\nникама та ан кала",
    "серһүҙ —": "{s}",
    "parol ot servaka": "{s}",
    "Выль пароль:": "{s}",
    "booking DB password": "{s}\nrotate after the season",
    "Од пароль:": "{s}, сюкпря",
    "пасс от вафли": "{s}",
}  # fmt: skip


def _english_seed(g: random.Random) -> str:
    return _seed(g, "english", 12)


# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "ключ API Leeloo", "{s}", _j((ALNUM, 48))),
    ("split_token", "Rusprofile key:", "{s} (проверка контрагентов)", _j((HEX, 32))),
    ("split_token", "SberPay client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "сид-фраза", "{s}", _english_seed),
    ("split_card", "номер карты", "{s} до 12/30", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SV"))),
    ("split_backup", "резервные коды", "{s}\nk3v9-x0pq-2m7d\nw8c1-u5ne-q4tz", lambda g: _backup_list(g, 4, 1)[0]),
    ("split_otp", "TOTP секрет", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "УНП", "{s}", _unp),
    ("split_phrase", "кодовая фраза", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"booking": {"url": "https://booking.akvolga.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "ilnur", "parol": "{s}"}}': ("meta_password", _plain_pw),
    '{"rigs": [{"name": "rig-06"}, {"name": "rig-07", "nvr_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["innobackupex", "--user", "backup", "--password", "{s}", "/backup"]}': ("meta_password", _plain_pw),
    '{"note": "1С серсүзе {s}"}': ("meta_password", _plain_pw),
    '{"серһүҙ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "войди в кассу как kassir с паролем {s}"}': ("meta_password", _plain_pw),
    '{"payanyway": {"secret_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"getcourseKey": "{s}"}': ("meta_token", _j((ALNUM, 64))),
    '{"senler_callback_secret": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/31"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"partner": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "VG")),
    '{"buyer": {"idno": "{s}"}}': ("meta_id", _idno),
    '{"mfa": {"recovery_codes": ["{s}", "a8k2-p0w1-z7mq", "r5t3-c9dv-h1ey"]}}': ("meta_otp", lambda g: _backup_list(g, 4, 1)[0]),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", lambda g: _seed(g, "russian", 12)),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"apiary_gate": {"lock_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Teplohod-Agidel", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"psycopg-3.2.3-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"ski-gate-firmware-4.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.akvolga.ru/booking-api:7.3").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add cabin class column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"kpk: revert loan rate rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"honey_lots_2031-08.xlsx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"rig-07-daily-report-2031.pdf").hexdigest()

CLEAN = [
    "Remind me to change the 1C admin password before the audit on 2031-10-14.",
    "Alsu asked for the wifi password on the Sura; it's on the card in the purser's office.",
    "Policy: cooperative passwords are at least 14 characters and live only in KeePass.",
    "Please don't paste passwords into Telegram; share a KeePass entry instead.",
    "The `.env.example` line `PAYANYWAY_SECRET_KEY=change-me` is a placeholder; the real key is in Vault.",
    "The ski-gate console asks for a new password after every firmware update.",
    "Replace <YOUR_GETCOURSE_KEY> in the README with the key from your GetCourse account.",
    "SENLER_CALLBACK_SECRET and LEELOO_API_TOKEN must be set before the nightly sync runs.",
    "Паролӗ никама та ан кала.",
    "Пароледлы нокинлы но эн вера.",
    "Серһүҙеңде бер кемгә лә әйтмә.",
    "Паролетым нигӧлан ит ойло.",
    "Паролеть кияклы иляк азо.",
    "Пароль некодлы эн шу.",
    "Серсүзеңне беркемгә дә әйтмә.",
    "Пароль должен быть не короче 14 символов.",
    "parol dolzhen byt' ne koroche 14 simvolov",
    "Никому не сообщайте код из СМС, даже сотрудникам кооператива.",
    "Смени пароль от почты, он устарел.",
    "Пин-код не пиши на карте, ладно?",
    "Upgraded the ski-gate firmware from 4.0 to 4.1 and psycopg to 3.2.3 over the weekend.",
    f"commit {_COMMIT} adds the cabin class column.",
    f"Rolled back to {_SHORT} after the loan-rate rounding broke the KPK statements.",
    f"requirements.txt: psycopg==3.2.3 --hash=sha256:{_WHEEL_SUM}",
    f"The ski-gate firmware 4.1.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of rig-07-daily-report-2031.pdf: {_SHA512}",
    f"The booking API container runs registry.akvolga.ru/booking-api@sha256:{_IMAGE}.",
    f"MD5 of honey_lots_2031-08.xlsx is {_MD5}, same as the copy on the share.",
    "Request id 5c2e81a4-7d3b-4e19-a6f0-3b9d2c8e1f47 is the slow one in the booking logs.",
    "Order AKV-2031-00872: 40 cardan shafts for the Cheboksary works ship on Thursday.",
    "Jira AKV-612: the Sura's cabin 214 heater keeps tripping at night.",
    "Call the Birsk apiary on +7 347 842 61 20 before noon.",
    "Позвони в кассу КПК в Саранске: +7 834 247 15 93.",
    "Cruise 17 leaves Kazan river port on 2031-06-04 at 18:00 and reaches Cheboksary the next morning.",
    "Well 4127 on the Chutyr field produced 38 t of oil yesterday; water cut 61 %.",
    "The linen mill's loom 12 runs at 180 picks per minute; humidity in the hall is 72 %.",
    "Slope Kant-3 is 1 240 m long with a 290 m drop; the lift runs from 09:00 to 17:00.",
    "After five wrong passwords the 1C web client locks the account for 15 minutes.",
    "The secret of good buckwheat honey is a dry August.",
    "Ask Rinat for the apiary gate code, I don't have it.",
    "My card ending 4417 was declined at the Ufa hardware store.",
    "Карта заканчивается на 0932, оплата не прошла.",
    "The Iraqi subcontractor wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the cooperative's VK ID and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `GETCOURSE_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the apiary gate rusts in the rain; oil it every month.",
    "PayAnyWay moved the API key page under Settings › Integration in its May release.",
    "ISBN 978-5-17-118366-1 is the beekeeping handbook on the office shelf.",
    "The guest wifi 'Akvolga-Free' is open, no password needed.",
    "Lot HN-2031-BIR-0412: 60 kg of buckwheat honey, moisture 17.8 %.",
    "Тракторның К-744 кардан валы 18 мең сум тора.",
    "Теплоход «Сура» Шупашкара ирхине ҫитет.",
    "Серсүз кимендә 14 символдан торырга тиеш.",
    "Серһүҙ 14 символдан кәм булмаҫҡа тейеш.",
    "vstrecha v 15:00 v ofise KPK, ne zabud' pasport",
    "Ticket AKV-620 closed: the ski-pass printer was out of ribbon.",
    "The oil-field dorm has 48 beds; the shift changes every 15 days.",
    "Mir cards start with 2200 to 2204; we accept them at every cash desk.",
    "Курс рубля к юаню на 2031-08-12: 13,4.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kpk/1c-admin", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "psycopg", "version": "3.2.3"}}',
    '{"ticket": "AKV-612", "order": "AKV-2031-00872"}',
    '{"lot": {"id": "HN-2031-BIR-0412", "weight_kg": 60, "moisture_pct": 17.8}}',
    '{"phone": "+7 347 842 61 20", "city": "Birsk"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cabins_free": 41}',
    '{"well": "4127", "field": "Chutyr", "oil_t": 38, "water_cut_pct": 61}',
    '{"cruise": 17, "ship": "Sura", "from": "Kazan", "to": "Cheboksary"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
