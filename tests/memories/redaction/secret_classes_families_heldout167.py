# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-sixty-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-sixty-sixth's docstring, the
fifth to hundred-and-sixty-sixth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-sixty-eighth to hundred-and-seventieth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (167482906),
password words (a Caspian fish, an oil-rig word, a number and a sign; a carpet and a peak joined
by dashes with a number; a name, a birth year, a sign and a place; leet words of the fish, the
peaks, Derbent and the rig with a year, a sign and a number; a caviar tin's fish, weight, a sign
and a batch; a place, a fish and a year; `Rig`, a number, a peak and a sign; a rig word in
capitals, a sign and a number; a name, `Weaves` and a carpet; a generator's four groups of five
and random runs), names, places, templates, tools, vendors and layouts, the way the staff of
Naryn-Kala Holding (fictional: a kilka fishery at Kaspiysk, a sturgeon and caviar hatchery by
Kizlyar and the Sulak, an oil-service arm with a supply base at Pirshagi on Baku's north shore,
boats out of Aktau, Kuryk and Bautino and a mud-logging lab at Zhanaozen, carpet workshops in
Derbent, Khiv and Quba, and mountain resorts on the Matlas plateau, at Shahdag and at Veduchi, run
from Makhachkala) leak secrets into an assistant's memory. The texts are Telegram, WhatsApp,
Viber, TamTam, Zangi, Botim, VK Messenger and Pachka messages, chat logs with times, Telemost
meeting chat, Kaiten and YouGile cards, HappyDesk, Deskie, Intradesk, ELMA and Megaplan tickets and
tasks, Obsidian, Joplin, Google Keep and Yandex Notes notes, an e-mail, a runbook, a README
fragment, wiki-style tables, shell, PowerShell and terminal-app prompts, code (Python, Go, C#,
PHP, Kotlin, Rust, JavaScript and 1C's own language), configs, voice memos, dictated text and
requests to the assistant itself.

Tools, calls, flags and variables none of heldouts 5 to 166 names (each grepped for the command,
flag or variable itself): 1C's `rac infobase … --infobase-pwd`, `filebeat keystore add … --stdin`,
`opensearch-keystore add … --stdin`, `influx user password`, `arangoinspect`, `argocd repo add`,
ISPmanager's `mgrctl … user.edit passwd=`, GLPI's `db:install`, `keystone-manage bootstrap
--bootstrap-password`, meilisearch's `--master-key`, Team Foundation's `tf … -login:user,…`,
`tyk-sync`, `trdsql -dsn`, TiDB's `br backup` with `secret-access-key`, `node-red admin hash-pw`,
`openbmctool`, `dsreplication`, `Connect-MgGraph -ClientSecretCredential`, `ngrok config
add-authtoken`, `dart pub token add` and `maas login`; configs with `KEYCLOAK_PASSWORD`,
`PDD_Token`, `PGPASSWORD_SUPERUSER`, `SFTPGO_DEFAULT_ADMIN_PASSWORD`, `NC_AUTH_JWT_SECRET`,
`KAFKA_CLUSTERS_0_PROPERTIES_SASL_JAAS_CONFIG`, PostgREST's `jwt-secret`, a `nebula-importer`
file, `DATASOURCES_DEFAULT_PASSWORD`, `ARGOCD_AUTH_TOKEN`, `TYK_GW_SECRET`,
`DOLI_ADMIN_PASSWORD` and a WITSML client's `witsml.password`. Beside them commands and files of
lightly used tools (tmux `send-keys`, `xdotool type`, `rasdial`, `kcat`, `aptly`, `iinit`,
`steamcmd`, FreeTDS's `tsql`, `ttyd`, `gopass insert`, `wtype`, a 1C `default.vrd`, Quarkus'
`quarkus.datasource.password`; each in one or two earlier corpora by that grep) and common
layouts (env files, compose, systemd, Kubernetes secrets, a wifi QR code, `otpauth://`, JWTs, PEM
blocks, Basic and Bearer headers) in wordings of their own.

About 47 % of the secret samples are in other languages than English (by a rough count of the drawn
samples, 182 of 390): Avar, Lezgian, Dargin, Kumyk, Lak, Tabasaran, Chechen, Azerbaijani, Russian
(in Cyrillic and in Latin texting), the Kazakh of Mangystau and Judeo-Tat (Juhuri). The wordings
are the author's approximations, checked by no speaker, built around a few marker words and the
loanwords people there really text (пароль, password, wifi, вайфай, PIN, API, token, server,
логин, IBAN): Avar's `дир`, `буго`, `цIияб`, `Ворчами`, `щивасего бицуге`, `рагIи`, `хадуб`;
Lezgian's `зи`, `я`, `цIийи`, `садазни лугьумир`, `гаф`, `куьлег`; Dargin's `саби`, `нушала`,
`цIуба`; Kumyk's `мени`, `паролю`, `янгы`, `гьеч кимге айтма`, `ачгъычы`, `сонг`; Lak's `ттул`,
`бур`, `цӀусса`; Tabasaran's `ву`, `цӀийи`; Chechen's `сан`, `тхан`, `ду`, `керла`, `цхьаьнгге а ма
ала`, `догӀа`, `дош`, `тӀаккха`; Azerbaijani `şifrə`, `parolu`, `kimsəyə demə`, `açarı`, `qardaş`;
Russian `короче`, `сервак`, `никому`, `учётка`, and in Latin `parol ot`, `nikomu ne govori`,
`teper`; Mangystau Kazakh `шырағым`, `құпиясөз`, `ешкімге айтпа`, `кілті`, and in Latin
`eshkimge aitpa`; Judeo-Tat's `Шелом`, `э`, `ме`, `эри кес мэгуь`, `ачар`. The Dargin, Lak,
Tabasaran and Judeo-Tat lines are the thinnest guesses (a marker or two beside loanwords), the
Mangystau flavour of the Kazakh only a form of address.

Vendors (ROGII, StarSteer, Petrolink, WellView, CygNet, Ambyint, Tachyus, eLynx, Novi Labs,
Tendeka, tNavigator, Roxar, GeoGraphix, PIPESIM, DecisionSpace, OpenWells, Меркурий (Vetis),
Честный ЗНАК, Диадок, Dostavista, Kazpost, Comagic, Yandex SpeechKit, FusionBrain, RTP|One,
NedGraphics, Galaincha, Arahne, Texcelle, Pointcarré, Van de Wiele, Schönherr, Tuftco,
CarpetVista, Azerkhalcha, Azer-Ilme, ForteBank, Bank CenterCredit, Unibank, Leobank, Yelo Bank,
Rabitabank, Xalq Bank, AccessBank, Bank Respublika, AzInTelecom, Kolesa) are ones heldouts 5 to
166 do not name (the three Russian state systems by their Cyrillic names). The shapes the author
believes real are Yandex Cloud's `AQVN…` API key and `YCAJ…`/`YC…` static access keys,
FusionBrain's `Key …`/`Secret …` pair of 32 upper-case hex digits, ngrok's authtoken and MAAS's
three-part `consumer:token:secret` key; every other shape is the author's guess (hex, base64,
URL-safe and alphanumeric runs, UUIDs, dashed licence keys for StarSteer, tNavigator, NedGraphics
and Galaincha, a JWT for Ambyint, `novi_` and `cv_live_` prefixes), since none of them publishes
one the author knows.

The ids are kinds heldouts 5 to 166 do not use or barely use: a Russian personal INN (twelve
digits, Dagestan's and Chechnya's region codes) and an Azerbaijani VÖEN, each drawn until
python-stdnum's module (`ru.inn`, `az.voen`; each imported by one earlier corpus) validates its
check digits; an Azerbaijani FIN code, an Azerbaijani ID card's series and number, a Kazakh ID
card (жеке куәлік) number, a Russian personal medical book's number, a ski instructor's
certificate, an Azerbaijani seaman's book and a Russian residence permit (ВНЖ), for which
python-stdnum has no module and which no library or this file checks: unchecked, their shapes
guessed or invented; passports (Russian internal and foreign-travel, Azerbaijani, Kazakh)
likewise unchecked. Card numbers pass Luhn (Mir's 2200-2204 prefixes drawn here, and the value
helpers' Visa, Mastercard, UnionPay, Maestro, Amex and JCB, checked with python-stdnum's `luhn`).
The IBANs are of countries used least by a rough count over the IBAN shapes and IBAN calls of
heldouts 5 to 166 (Germany, Spain, France and the Netherlands in twelve corpora each by that
count; Kazakhstan, Russia, Georgia and Qatar in thirteen), drawn until `stdnum.iban` validates
them; seed phrases come from `mnemonic`'s English, Russian, Turkish, Spanish, Czech, Italian,
Portuguese and French lists, each with a valid checksum. Counts: 390 secret samples, 20 field pairs
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
from stdnum.az import voen as az_voen
from stdnum.ru import inn as ru_inn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 167_482_906
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


_FISH = ["Beluga", "Osetr", "Sevruga", "Sterlet", "Kilka", "Kutum", "Vobla", "Sudak", "Shemaya",
         "Belorybitsa", "Kefal", "Lenkoranka"]  # fmt: skip
_RIG = ["Derrick", "Casing", "Packer", "Mudlog", "Choke", "Wireline", "Drillpipe", "Spudder",
        "Annulus", "Wellhead", "Swivel", "Mudpump"]  # fmt: skip
_CARPETS = ["Khiv", "Sumakh", "Kilim", "Palas", "Dumi", "Chichi", "Ruchuk", "Kubachi", "Zeykhur",
            "Shirvan", "Khila", "Tsakhur"]  # fmt: skip
_PEAKS = ["Bazardyuzyu", "Shahdag", "Matlas", "Gunib", "Tufandag", "Shalbuzdag", "Addala",
          "Diklosmta", "Veduchi", "Tarki", "Sarykum"]  # fmt: skip
_PLACES = ["Makhachkala", "Derbent", "Kaspiysk", "Izberbash", "Kizlyar", "Buynaksk", "Khunzakh",
           "Kumukh", "Akhty", "Aktau", "Kuryk", "Bautino", "Zhanaozen", "Pirshagi", "Nardaran",
           "Mardakan", "Novkhani", "Sumgait", "Quba", "Veduchi", "Tarki", "Sulak"]  # fmt: skip
_NAMES = ["Magomed", "Patimat", "Shamil", "Zarema", "Arsen", "Madina", "Gadzhi", "Aishat",
          "Ruslan", "Khadizhat", "Murad", "Saida", "Tagir", "Zaira", "Anar", "Leyla", "Elvin",
          "Gunel", "Rauf", "Nigar", "Aibek", "Dana", "Nurlan", "Aigerim", "Yerlan", "Movsar",
          "Khava", "Zelimkhan", "Shimon", "Avshalum", "Olga", "Dmitry"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K1lk4", "B3lug4", "Sh4hd4g", "D3rb3nt", "St3rl3t", "M4tl4s", "Sum4kh", "P4ck3r",
         "Kut4m"]  # fmt: skip
_TINS = [30, 50, 100, 113, 125, 250, 500, 1000]


def _tin(g: random.Random) -> str:
    """A caviar tin: the fish, its weight in grams, a sign and the batch, as the packers joke."""
    return f"{g.choice(_FISH)}{g.choice(_TINS)}g{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_RIG)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CARPETS).lower()}-{g.choice(_PEAKS).lower()}-{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 15),
    lambda g: f"{g.choice(_LEET)}{g.randrange(1985, 2034)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    _tin,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FISH).lower()}_{g.randrange(1960, 2034)}",
    lambda g: f"Rig{g.randrange(2, 600)}{g.choice(_PEAKS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_RIG).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Weaves{g.choice(_CARPETS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram, chat 'Kaspiysk kilka fleet', Ruslan: the fish-pump PLC panel password on the trawler is {pw}",
    "WhatsApp from Patimat: the incubator room PC at the Kizlyar sturgeon hatchery, password {pw}",
    "Viber, Anar: Pirshagi supply-base gate terminal password: {pw}",
    "TamTam message: the caviar-lab balance PC password → {pw}",
    "Zangi chat with Aibek (Aktau): crew-change kiosk password 🔑 {pw}",
    "Botim call note: the Shahdag rental shop till password is \"{pw}\"",
    "VK Messenger, Madina: the Derbent carpet-shop POS password ({pw})",
    "Pachka thread #snowmaking, Tagir: snow-gun control room password - {pw}",
    "Telemost meeting chat: the Matlas chairlift ticket-gate admin password is {pw}",
    "Kaiten card 'Zhanaozen mud lab': mud-logging unit PC password {pw}",
    "YouGile task: change the wireline truck laptop password (now {pw})",
    "HappyDesk ticket 2207: the Kuryk warehouse scale password {pw} stopped working",
    "Deskie ticket #5512: loom-room design PC password is {pw}, please reset",
    "Intradesk request 318: Veduchi hotel front-desk PC password:\n{pw}",
    "ELMA task 'Rotate passwords', item 4: ROV pilot console password {pw}",
    "Megaplan note on the Aktau charter: DP operator station password = {pw}",
    "Obsidian note 'hatchery/ops': feeding robot panel password: {pw}",
    "Joplin note: the brood-stock tank telemetry password is {pw}",
    "Google Keep: smokehouse oven controller pw {pw}",
    "Yandex Notes entry: Derbent weaving school laptop password — {pw}",
    "Hi Murad,\n\nthe root password on the Kaspiysk cold-store server is {pw}. Delete this after you save it.\n\nZaira",
    "Runbook: restart the caviar-packing line\n1. log in to the line HMI as service\n2. password {pw}\n3. press RESET, then START",
    "README (hatchery rack): the water-quality dashboard is at https://wq.naryn-kala.lan, admin password `{pw}`.",
    "Incident 2033-02-09: the mud-logging unit's web UI was open to the yard wifi with password {pw}",
    "my Bank CenterCredit app password is {pw} now",
    "can you remember my Leobank password? it's {pw}",
    "dictated: the snowcat telematics portal password is {pw} full stop",
    "note to self: the Tarki warehouse NAS password {pw}",
    "after the reset the ticket-gate password became {pw}",
    "Remember this for me - the Khiv carpet cooperative's e-mail password: {pw}",
    "[voice memo, 07:42] okay so the password for the sonar laptop on the Bautino boat is {pw}, got it",
    "the Novkhani dacha router admin password >> {pw}",
    "Ворчами, Патимат! Дир почтаялъул пароль буго {pw}, щивасего бицуге",
    "Хунзахалъул складалъул компьютералъул цIияб пароль: {pw}",
    "Матласалъул гостиницаялъул администраторасул пароль буго {pw}",
    "Салам, Арсен! Зи почтадин пароль {pw} я, садазни лугьумир",
    "Ахцегьрин складдин компьютердин цIийи пароль: {pw}",
    "Дербентдин халичайрин туьквендин кассадин пароль → {pw}",
    "Салам! Ицарила складла компьютерла пароль саби {pw}",
    "нушала почтала цIуба пароль: {pw}, бурмадая",
    "Салам, Зарема! Мени почтамны паролю: {pw}, гьеч кимге айтма",
    "Бизин складны компьютерини янгы паролю — {pw}",
    "Таркидаги тукенни кассасыны паролю {pw}",
    "ттул почтардал пароль {pw} бур, цамургу бувчуммара",
    "Гъумучиял гостиницардал компьютердал цӀусса пароль: {pw}",
    "Хивдин халичайин цехдин компьютердин пароль {pw} ву",
    "ЦӀийи почтайин пароль: {pw}, кӀуру мапуз",
    "Салам, Мовсар! Сан почтан пароль {pw} ду, цхьаьнгге а ма ала",
    "Ведучин канатни некъан админ пароль: {pw}",
    "Тхан офисан компьютеран керла пароль — {pw}",
    "Salam Anar, Pirşağı bazasının serverinin yeni şifrəsi: {pw}, kimsəyə demə",
    "Şahdağ otelinin resepsiya kompüterinin parolu {pw}",
    "qardaş, mənim poçtumun şifrəsi belədir: {pw}",
    "Qubadakı xalça emalatxanasının noutbuku, şifrə → {pw}",
    "короче, пароль от сервака в Каспийске: {pw}, никому",
    "Новый пароль на кассу в Матласе — {pw}",
    "Ольга: пароль от почты бухгалтерии «{pw}»",
    "parol ot vaifaya v ofise na Lenina {pw}, nikomu ne govori",
    "pass ot 1C-ki teper {pw}",
    "Шырағым, Ақтаудағы базаның компьютерінің жаңа құпиясөзі: {pw}, ешкімге айтпа",
    "Құрық портындағы кеңсе компьютерінің паролі {pw}",
    "menin poshtamnyn paroli {pw}, eshkimge aitpa",
    "Шелом, Шимон! Пароль э компутер ме: {pw}, эри кес мэгуь",
    "Пароль э почта ме: {pw}, эри кес мэгуь",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["magomed", "patimat.a", "shamil", "zarema.k", "arsen", "madina", "gadzhi.m", "aishat",
          "ruslan", "khadizhat", "murad.g", "saida", "tagir", "zaira", "anar.m", "leyla", "elvin",
          "gunel.h", "rauf", "nigar", "aibek", "dana.s", "nurlan", "aigerim", "yerlan", "movsar",
          "khava", "shimon.d", "olga.p", "svc-hatchery", "mudlog-ops", "lift-ctl"]  # fmt: skip
_LOGINS = [
    "Telegram, Ruslan: the trawler's fish-finder login is {u} / {pw}",
    "HappyDesk #2231: {u} locked out of the hatchery SCADA, last password {pw}",
    "user {u} pass {pw}",
    "Kaiten › Hatchery › Tanks › Oxygen panel: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| ticket gates | {u} | {pw} |",
    "sign into the mud-logging server as {u} with {pw}",
    "snowcat portal login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: cold-store-1\n  user: {u}\n  pass: {pw}",
    "Viber: account {u}, password {pw}",
    "Tagir says the lift-control account is {u} and the password is {pw}",
    "system;login;password\nloom-cad;{u};{pw}",
    "ssh {u}@mudlog.naryn-kala.lan (password {pw})",
    "логин {u}, пароль {pw} буго",
    "логин {u} я, пароль {pw} я",
    "логиним {u}, паролюм {pw}",
    "логин {u} ду, пароль {pw} ду",
    "istifadəçi adı {u}, şifrə {pw}",
    "giriş: {u} / {pw}, qardaş",
    "логин {u}, пароль {pw}, не потеряй",
    "учётка: {u} / {pw}",
    "login {u} parol {pw}",
    "пайдаланушы аты {u}, құпиясөз {pw}",
    "логин {u}, пароль {pw} бур",
    "логин э ме {u}, пароль {pw}",
    "логин {u}, пароль {pw} саби",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kilka", "kutum", "sevruga", "chudu", "kurze", "urbech", "khinkal", "sumakh",
               "palas", "derrick", "casing", "packer", "beluga", "sterlet", "tufandag", "shalbuz",
               "kubachi", "tarki", "bautino", "sarykum"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, lowercase, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the ticket gates it's {w} and {d} at the end",
    "voice memo: the hatchery wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "пароль — слово {w} маленькими буквами, потом {d}",
    "parol: slovo {w}, potom cifry {d}",
    "şifrə {w} sözüdür, sonra {d}",
    "құпиясөз — {w} деген сөз, одан кейін {d}",
    "пароль {w} дош ду, тӀаккха {d}",
    "пароль {w} гаф я, адан гуьгъуьналлаз {d}",
    "пароль {w} деген сёз, сонг {d}",
    "пароль {w} абураб рагIи буго, хадуб {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 7 + 3) % len(_SAID_WORDS)]  # a new word for every sample
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "rac infobase info --cluster=7e3a51c2-0b4d-4e8f-9a61-2c5d8e0f1b37 --infobase=4f0a9d1e-63b2-4c57-8e1a-b9d2c7f05e64 --infobase-user={u} --infobase-pwd={pw} 1c-srv.naryn-kala.lan:1545",
    "echo '{pw}' | filebeat keystore add ES_PWD --stdin --force",
    "printf '%s' '{pw}' | opensearch-keystore add plugins.security.ssl.http.keystore_password --stdin",
    "influx user password -n {u} -p '{pw}' --host https://influx.naryn-kala.lan:8086",
    "arangoinspect --server.endpoint ssl://arango.naryn-kala.lan:8529 --server.username {u} --server.password '{pw}'",
    "argocd repo add https://git.naryn-kala.lan/resort/charts.git --username {u} --password '{pw}'",
    "mgrctl -m ispmgr user.edit elid={u} passwd={pw} sok=ok",
    "php bin/console db:install -H mariadb.naryn-kala.lan -d glpi -u {u} -p '{pw}' --no-interaction",
    "keystone-manage bootstrap --bootstrap-password '{pw}' --bootstrap-admin-url https://keystone.naryn-kala.lan:5000/v3/ --bootstrap-region-id Caspian",
    "meilisearch --env production --db-path /srv/meili --master-key '{pw}'",
    "tf workspaces -collection:https://tfs.naryn-kala.lan/tfs/Fleet -login:{u},{pw}",
    "tyk-sync dump -d https://tyk-dash.naryn-kala.lan:3000 --secret '{pw}' -t ./apis",
    "trdsql -driver postgres -dsn \"host=pg.naryn-kala.lan user={u} password={pw} dbname=catch sslmode=require\" \"SELECT vessel, SUM(kg) FROM landings GROUP BY vessel\"",
    "br backup full --pd pd.naryn-kala.lan:2379 --storage 's3://tidb-backup/2033-03?endpoint=https://storage.yandexcloud.net&access-key={ak}&secret-access-key={key}'",
    "node-red admin hash-pw <<< '{pw}'",
    "openbmctool -H bmc-rig7.naryn-kala.lan -U {u} -P '{pw}' chassis power status",
    "dsreplication status -h ldap1.naryn-kala.lan -p 4444 --adminUID admin --adminPassword '{pw}' -X -n",
    "$sec = ConvertTo-SecureString '{pw}' -AsPlainText -Force; Connect-MgGraph -TenantId naryn-kala.onmicrosoft.com -ClientSecretCredential (New-Object System.Management.Automation.PSCredential('3f1c0a7e-52d9-4b61-8e3f-a09c6d14b72e', $sec))",
    "tmux send-keys -t mudlog:0 '{pw}' Enter",
    "xdotool type --delay 90 '{pw}'",
    "rasdial \"Kaspiysk-VPN\" {u} {pw}",
    "kcat -b kafka.naryn-kala.lan:9093 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username={u} -X sasl.password='{pw}' -t vessel-positions -C -o end",
    "aptly publish repo -gpg-key=7A3F19C2 -passphrase='{pw}' -batch hatchery-tools",
    "echo '{pw}' | iinit",
    "steamcmd +login {u} {pw} +app_update 740 +quit",
    "tsql -S mssql.naryn-kala.lan -p 1433 -U {u} -P '{pw}'",
    "ttyd -p 7681 -c {u}:{pw} bash",
    "echo '{pw}' | gopass insert -f ops/mudlog/{u}",
    "wtype '{pw}'",
    "dart pub token add https://pub.naryn-kala.lan <<< '{key}'",
    "ngrok config add-authtoken {key}",
    "maas login {u} http://maas.naryn-kala.lan:5240/MAAS/ '{key}'",
]  # fmt: skip
_CLI_KEYS: dict[str, Maker] = {  # templates whose secret is a key, not a password
    _CLI[13]: _j("YC", (URLSAFE, 38)),
    _CLI[29]: _j((URLSAFE, 43)),
    _CLI[30]: _j("2", (ALNUM, 26), "_", (ALNUM, 21)),
    _CLI[31]: _j((ALNUM, 18), ":", (ALNUM, 18), ":", (ALNUM, 32)),
}
_SHELLS = [
    "{c}", "$ {c}", "# {c}", "Windows Terminal, PS C:\\ops> {c}", "Konsole, tagir@mudlog:~$ {c}",
    "Tabby, tab 'hatchery': {c}", "Termius session 'Aktau base':\n$ {c}", "MobaXterm, rig7-bastion: {c}",
    "WezTerm ~/resort $ {c}", "Alacritty on the Derbent shop NUC: {c}", "GNOME Terminal, dana@kuryk-wh:~$ {c}",
    "Remmina SSH tab 'cold-store': {c}", "bash history on the loom-cad box:\n  412  {c}",
    "эту команду я запускал: {c}", "komandu zapuskal vot tak: {c}", "bu əmri işə saldım: {c}",
    "мына команданы іске қостым: {c}", "команда, мукъ ишлемишай: {c}", "ас йина команда: {c}",
]  # fmt: skip


def _cli_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):
        pw, key = _plain_pw(rng), _CLI_KEYS.get(template, _plain_pw)(rng)
        fields = {
            "pw": pw,
            "u": rng.choice(_USERS),
            "ak": "YCAJE" + _r(rng, URLSAFE, 20),
            "key": key,
        }
        text = rng.choice(_SHELLS).replace("{c}", template.format_map(fields))
        out.append(Sample("cli_password", text, key if template in _CLI_KEYS else pw))
    return out


_URLS = [
    "postgresql://{u}:{pw}@pg.naryn-kala.lan:6432/catch?sslmode=verify-full",
    "clickhouse+native://{u}:{pw}@ch.naryn-kala.lan:9440/telemetry?secure=true",
    "mongodb+srv://{u}:{pw}@hatchery.x7kq2.mongodb.net/tanks",
    "rediss://{u}:{pw}@redis.naryn-kala.lan:6380/2",
    "amqps://{u}:{pw}@mq.naryn-kala.lan:5671/rigs",
    "ftps://{u}:{pw}@ftp.naryn-kala.lan:990/mudlogs/",
    "rtsp://{u}:{pw}@cam-sulak-4.naryn-kala.lan:554/Streaming/Channels/101",
    "https://{u}:{pw}@witsml.naryn-kala.lan/witsml/store",
    "tarantool://{u}:{pw}@tnt.naryn-kala.lan:3301",
    "jdbc:postgresql://pg.naryn-kala.lan:5432/resort?user={u}&password={pw}&ssl=true",
    "Server=mssql.naryn-kala.lan,1433;Database=Loom;User Id={u};Password={pw};TrustServerCertificate=True",
    "imaps://{u}:{pw}@mail.naryn-kala.lan:993",
    "smtp://{u}:{pw}@smtp.naryn-kala.lan:587",
    "ldap://{u}:{pw}@dc1.naryn-kala.lan:389/dc=naryn-kala,dc=lan",
]  # fmt: skip
_URL_PLACES = [
    "CATCH_DB_URL={c}", "строка подключения: {c}", "bağlantı sətri: {c}", "қосылу жолы: {c}",
    "Kaiten card 'DBs': {c}", "save this connection string: {c}", "HappyDesk #2290: {c}",
    "Joplin note 'links': {c}", "stroka podklyucheniya {c}",
]  # fmt: skip


def _url_take(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "naryn-kala", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "wells:read sensors:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _dashed(groups: int, size: int, alphabet: str) -> Maker:
    return lambda g: "-".join(_r(g, alphabet, size) for _ in range(groups))


_VENDORS: list[tuple[str, str, Maker]] = [
    ("ROGII", "ROGII_CLIENT_SECRET", _j((ALNUM, 40))),
    ("StarSteer", "STARSTEER_LICENSE_KEY", _dashed(4, 5, UPPER_DIGITS)),
    ("Petrolink", "PETROLINK_API_KEY", lambda g: v.uuid4(g, "b")),
    ("WellView", "WELLVIEW_API_TOKEN", _j((HEX, 32))),
    ("CygNet", "CYGNET_SERVICE_SECRET", _j((B64, 43), "=")),
    ("Ambyint", "AMBYINT_ACCESS_TOKEN", _vendor_jwt("https://auth.ambyint.com")),
    ("Tachyus", "TACHYUS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("eLynx", "ELYNX_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Novi Labs", "NOVI_API_KEY", _j("novi_", (ALNUM, 32))),
    ("Tendeka", "TENDEKA_API_TOKEN", _j((HEX, 40))),
    ("tNavigator", "TNAV_LICENSE_KEY", _dashed(5, 4, UPPER_HEX)),
    ("Roxar", "ROXAR_API_KEY", _j((UPPER_HEX, 32))),
    ("GeoGraphix", "GEOGRAPHIX_KEY", _j((ALNUM, 28))),
    ("PIPESIM", "PIPESIM_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("DecisionSpace", "DECISIONSPACE_TOKEN", _j((URLSAFE, 48))),
    ("OpenWells", "OPENWELLS_API_KEY", _j((HEX, 32))),
    ("Меркурий", "VETIS_API_KEY", _j((B64, 64))),
    ("Честный ЗНАК", "CRPT_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Диадок", "DIADOC_DEVELOPER_KEY", _j((ALNUM, 32))),
    ("Dostavista", "DOSTAVISTA_AUTH_TOKEN", _j((UPPER_HEX, 40))),
    ("Kazpost", "KAZPOST_API_KEY", _j((ALNUM, 32))),
    ("Comagic", "COMAGIC_ACCESS_TOKEN", _j((LOWER_DIGITS, 32))),
    ("Yandex SpeechKit", "SPEECHKIT_API_KEY", _j("AQVN", (URLSAFE, 36))),
    ("FusionBrain", "FUSIONBRAIN_SECRET_KEY", _j((UPPER_HEX, 32))),
    ("RTP|One", "RTPONE_API_KEY", _j((HEX, 32))),
    ("NedGraphics", "NEDGRAPHICS_LICENSE", _dashed(5, 5, UPPER_DIGITS)),
    ("Galaincha", "GALAINCHA_LICENSE_KEY", _dashed(4, 4, UPPER_DIGITS)),
    ("Arahne", "ARAHNE_KEY", _j((HEX, 40))),
    ("Texcelle", "TEXCELLE_API_KEY", _j((ALNUM, 24))),
    ("Pointcarré", "POINTCARRE_KEY", _j((UPPER_DIGITS, 24))),
    ("Van de Wiele", "VDW_LOOMCONNECT_KEY", lambda g: v.uuid4(g, "a")),
    ("Schönherr", "SCHOENHERR_API_KEY", _j((ALNUM, 32))),
    ("Tuftco", "TUFTCO_API_KEY", _j((HEX, 32))),
    ("CarpetVista", "CARPETVISTA_SECRET", _j("cv_live_", (ALNUM, 32))),
    ("Azerkhalcha", "AZERKHALCHA_API_KEY", _j((ALNUM, 40))),
    ("Azer-Ilme", "AZERILME_TOKEN", _j((HEX, 32))),
    ("ForteBank", "FORTEBANK_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Bank CenterCredit", "BCC_API_SECRET", _j((B64, 43), "=")),
    ("Unibank", "UNIBANK_MERCHANT_KEY", _j((HEX, 64))),
    ("Leobank", "LEOBANK_API_TOKEN", _j((ALNUM, 48))),
    ("Yelo Bank", "YELO_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Rabitabank", "RABITA_MERCHANT_SECRET", _j((HEX, 32))),
    ("Xalq Bank", "XALQ_API_KEY", _j((ALNUM, 32))),
    ("AccessBank", "ACCESSBANK_API_SECRET", _j((URLSAFE, 40))),
    ("Bank Respublika", "RESPUBLIKA_API_KEY", _j((HEX, 40))),
    ("AzInTelecom", "AZINTELECOM_TOKEN", _j((ALNUM, 36))),
    ("Kolesa", "KOLESA_API_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "values-prod.yaml:\n  secrets:\n    {env}: {tok}",
    "docker-compose.override.yml:\n    environment:\n      - {env}={tok}",
    "kubectl create secret generic integrations --from-literal={env}={tok}",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Naryn-Kala ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Kaiten table 'Integrations': | {vendor} | prod | {tok} |",
    "YouGile task: rotate the {vendor} key {tok}",
    "Telegram, Ruslan: {vendor} key for the nightly sync: {tok}",
    "Viber: the {vendor} token we use now is {tok}, the old one is revoked",
    "HappyDesk #2244: {vendor} sync fails with 401, configured key {tok}",
    "Deskie ticket 5530: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "ключ API {vendor}: {tok}",
    "API-ключ {vendor} для склада — {tok}",
    "api klyuch {vendor}: {tok}",
    "{vendor} API açarı: {tok}",
    "{vendor} üçün API açarı budur: {tok}",
    "{vendor} API кілті: {tok}",
    "{vendor} API ачгъычы: {tok}",
    "{vendor}-н API догӀа: {tok}",
    "{vendor}-дин API куьлег: {tok}",
    "{vendor}-ялъул API ключ буго {tok}",
    "{vendor}-лул API ключ: {tok}",
    "ачар э API {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    petrolink = v.uuid4(rng, "b")
    rogii = _r(rng, ALNUM, 40)
    dostavista = _r(rng, UPPER_HEX, 40)
    kazpost = _r(rng, ALNUM, 32)
    fusion = _r(rng, UPPER_HEX, 32)
    arahne = _r(rng, HEX, 40)
    speechkit = "AQVN" + _r(rng, URLSAFE, 36)
    tuftco = _r(rng, HEX, 32)
    xalq = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'resp = requests.get("https://api.petrolink.example/v2/wells", headers={{"X-Api-Key": "{petrolink}"}}, timeout=30)', petrolink),
        Sample("vendor_token", f'cfg := rogii.Config{{ClientID: "naryn-kala-ops", ClientSecret: "{rogii}"}}', rogii),
        Sample("vendor_token", f'client.DefaultRequestHeaders.Add("X-DV-Auth-Token", "{dostavista}");', dostavista),
        Sample("vendor_token", f"$kazpost = new KazpostClient('{kazpost}');", kazpost),
        Sample("vendor_token", f'val headers = mapOf("X-Key" to "Key $fusionKeyId", "X-Secret" to "Secret {fusion}")', fusion),
        Sample("vendor_token", f'let arahne = ArahneClient::new("naryn-kala-looms", "{arahne}");', arahne),
        Sample("vendor_token", f'Заголовки = Новый Соответствие;\nЗаголовки.Вставить("Authorization", "Api-Key {speechkit}");', speechkit),
        Sample("vendor_token", f"curl -H 'X-Api-Key: {tuftco}' https://api.tuftco.example/v1/machines", tuftco),
        Sample("vendor_token", f'const xalq = new XalqPayClient({{ merchant: "naryn-kala", apiKey: "{xalq}" }});', xalq),
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


_BARE_PLACES = ["{t}", "Telegram: {t}", "it shows it only once, so here:\n{t}", "вот токен: {t}",
                "{t}\n^ new one, the old one is dead", "bunu saxla: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 46)), _j((URLSAFE, 54)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Sulak cage buoy SB-11 (OTAA): {h}": 32,
    "HMAC secret for the Leobank payment webhook: {h}": 64,
    "AES key of the ticket-gate QR codes at Matlas: {h}": 32,
    "pre-shared key of the Aktau-Pirshagi IPsec tunnel (hex): {h}": 64,
    "ключ шифрования бэкапа 1С: {h}": 64,
    "ehtiyat nüsxəsinin şifrələmə açarı: {h}": 48,
    "сақтық көшірменің шифрлау кілті: {h}": 64,
    "Modbus gateway's session key on rig 7, hex: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "HappyDesk #2260: token copied out of the browser's network tab {t}",
    "Cookie: lang=ru; nk_session={t}",
    "TICKETS_ACCESS_TOKEN={t}",
    "сохрани этот bearer-токен: {t}",
    "токен: {t}",
    "bu token-dir: {t}",
    "Deskie transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@naryn-kala.ru"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.naryn-kala.ru/realms/holding",
            "azp": "hatchery-console",
            "groups": ["hatchery", "caviar-lab"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the mud-logging server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tickets.naryn-kala.ru.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"WITSML_CLIENT_KEY": "{key}", "store": "witsml.naryn-kala.lan"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_rig7 <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Intradesk request 330, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "закрытый ключ сервера:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker's SFTP in Aktau:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQWGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup, copying it off the paper before I shred it: {p}": "english",
    "Trust Wallet recovery phrase of the caviar-export treasury\n{p}": "english",
    "voice memo: the Zengo backup words are {p} and that's all of them": "english",
    "Kaiten card 'Old hatchery wallet (emptied)': {p}": "english",
    "сид-фраза кошелька Tonkeeper: {p}": "russian",
    "фраза восстановления, не потеряй: {p}": "russian",
    "Bitget cüzdanının bərpa sözləri (türk dilində): {p}": "turkish",
    "seed phrase of the Spanish-language wallet Rafael set up in Valencia: {p}": "spanish",
    "чешский кошелёк Якуба, фраза восстановления: {p}": "czech",
    "Marco's Ledger from the Derbent carpet deal (Italian words): {p}": "italian",
    "Brunonun cüzdanının bərpa ifadəsi (portuqal dilində): {p}": "portuguese",
    "Кәрімнің әмиянының қалпына келтіру фразасы (француз тілінде): {p}": "french",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
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
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's: a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Telegram, Ruslan: the company card for the trawler spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "HappyDesk #2275: pay the snowcat service visit with card {c}",
    "номер карты: {c}, срок {mm}/{yy}",
    "kartamın nömrəsi: {c}",
    "картамның нөмірі: {c}, {mm}/{yy}",
    "nomer karty {c} do {mm}/{yy}",
    "мени картамны номери: {c}",
    "сан картан номер: {c}, {mm}/{yy}",
    "зи картадин номер: {c}",
    "номер э карт ме: {c}",
]  # fmt: skip
_BRANDS = ["mir", "visa", "mastercard", "unionpay", "mir", "maestro", "amex", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mir {c} exp 09/36, CVC2 {cvv}",
               "the three digits on the back by the signature: {cvv}",
               "Amex {c}, the four digits printed above the number: {cvv}",
               "три цифры на обороте карты: {cvv}",
               "kartın arxasındakı üç rəqəm: {cvv}",
               "картаның артындағы үш сан: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mir"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 166 (twelve or thirteen corpora each);
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"DE": "n" * 18, "ES": "n" * 20, "FR": "n" * 10 + "c" * 11 + "nn",
                "NL": "aaaa" + "n" * 10, "KZ": "nnn" + "c" * 13, "RU": "n" * 14 + "c" * 15,
                "GE": "aa" + "n" * 16, "QA": "aaaa" + "c" * 21}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice NK-2033-207: pay the Hamburg caviar tins supplier to {i} within 30 days",
    "save the Aktau ship-chandler's IBAN: {i}",
    "IBAN: {i}\nReference: kilka landings, March",
    "Telegram #treasury: the Doha drilling-fluids broker's new bank details, IBAN {i}",
    "мой IBAN: {i}",
    "IBAN-ым: {i}",
    "mənim IBAN-ım: {i}",
    "moi IBAN {i}",
    "сан IBAN: {i}",
    "Valencia carpet buyer, IBAN {i}",
    "счёт поставщика икорной банки, IBAN {i}",
    "Tbilisi ski-rental partner, account IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _inn(g: random.Random) -> str:
    """A Russian personal INN (twelve digits, two check digits), Dagestan's or Chechnya's."""
    return v.until(g, lambda h: h.choice(["05", "20"]) + _r(h, D, 10), ru_inn.is_valid)


def _voen(g: random.Random) -> str:
    """An Azerbaijani VÖEN (tax number): ten digits with its weighted check digit."""
    return v.until(g, lambda h: h.choice("1234") + _r(h, D, 8) + h.choice("12"), az_voen.is_valid)


def _fin(g: random.Random) -> str:
    """An Azerbaijani FIN code (seven letters and digits on the ID card): no public check."""
    return _r(g, "0123456789ABCDEFGHJKLMNPRSTUVWXYZ", 7)


def _az_card(g: random.Random) -> str:
    """An Azerbaijani ID card's series and number (AA and seven digits): unchecked."""
    return "AA" + _r(g, D, 7)


def _kz_card(g: random.Random) -> str:
    """A Kazakh ID card (жеке куәлік) number: nine digits, no public check."""
    return "0" + _r(g, D, 8)


def _medbook(g: random.Random) -> str:
    """A Russian personal medical book's number (region, then seven digits): invented shape."""
    return f"05-{_r(g, D, 7)}"


def _instructor(g: random.Random) -> str:
    """A ski instructor's certificate number: the author's invention."""
    return f"ИГЛ-{g.randrange(2028, 2034)}-{_r(g, D, 5)}"


def _seaman(g: random.Random) -> str:
    """An Azerbaijani seaman's book number: two letters and six digits, invented."""
    return "AZ" + _r(g, D, 6)


def _residence(g: random.Random) -> str:
    """A Russian residence permit (ВНЖ): series 82 and seven digits, unchecked."""
    return f"82 {_r(g, D, 7)}"


def _ru_passport(g: random.Random) -> str:
    """A Russian internal passport issued in Chechnya (series 96 …), unchecked."""
    return f"96 {g.randrange(10, 25)} {_r(g, D, 6)}"


def _ru_foreign(g: random.Random) -> str:
    """A Russian biometric foreign-travel passport: 75 or 76 and seven digits."""
    return g.choice(["75", "76"]) + _r(g, D, 7)


def _az_passport(g: random.Random) -> str:
    """An Azerbaijani passport: C and eight digits."""
    return "C" + _r(g, D, 8)


def _kz_passport(g: random.Random) -> str:
    """A Kazakh passport: N and eight digits."""
    return "N" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "my INN for the hatchery payroll form: {s}": _inn,
    "ИНН мой (для налоговой): {s}": _inn,
    "ИНН Мовсара для договора: {s}": _inn,
    "VÖEN of the Pirshagi supply-base contractor, for the invoice: {s}": _voen,
    "xalça emalatxanasının VÖEN-i: {s}": _voen,
    "FIN kodum: {s}": _fin,
    "Anarın FIN kodu, otel qeydiyyatı üçün: {s}": _fin,
    "şəxsiyyət vəsiqəsinin seriya və nömrəsi: {s}": _az_card,
    "жеке куәлігімнің нөмірі: {s}": _kz_card,
    "Aibek's Kazakh ID card number for the crew list: {s}": _kz_card,
    "номер личной медицинской книжки (цех икры): {s}": _medbook,
    "номер удостоверения инструктора по горным лыжам: {s}": _instructor,
    "dənizçi kitabçasının nömrəsi: {s}": _seaman,
    "номер ВНЖ Эльвина: {s}": _residence,
    "сан паспортан серийн а, номерн а: {s}": _ru_passport,
    "паспорт ме: {s}": _ru_passport,
    "загран Дмитрия для визы: {s}": _ru_foreign,
    "pasportumun nömrəsi: {s}": _az_passport,
    "паспортымның нөмірі: {s}": _kz_passport,
    "мени паспортумну номери: {s}": _ru_foreign,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Leobank 2FA recovery codes\n{codes}", "spare sign-in codes for the holding's Yandex 360 admin {codes}",
            "резервные коды 2FA:\n{codes}", "2FA ehtiyat kodları: {codes}", "2FA резервтік кодтары:\n{codes}",
            "backup codes for the ticket-gate vendor portal: {codes}", "rezervnye kody {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/ForteBank:aibek@naryn-kala.ru?secret={s}&issuer=ForteBank&digits=6",
              "Aegis, manual setup key for the Unibank login: {s}",
              "2FAS, secret key of the Kolesa account: {s}",
              "ключ для 2FA (вручную): {s}",
              "2FA açarı: {s}",
              "TOTP secret of the Tendeka portal: {s}"]  # fmt: skip
_CODES = ["{c} is your Leobank verification code", "Код подтверждения: {c}. Никому не сообщайте",
          "ForteBank: растау коды {c}", "Yelo Bank təsdiq kodu: {c}", "Use {c} to sign in to Kolesa"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 4 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["NarynKala-Office", "RT-WiFi-7C2A", "Keenetic-4417", "MTS_GPON_5G", "Beeline_2G_C31F",
          "Hatchery-Kizlyar", "Kaspiysk-ColdStore", "AzFiber-Pirshagi", "Shahdag-Staff",
          "Matlas-Lift-5G", "IDNet-Aktau", "Kuryk-Port", "Derbent-Kovry", "Veduchi-Hotel",
          "Khiv-Loom-2G", "Tarki-Warehouse"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "hatchery network {s}, password {pw}",
    "wifi at the Matlas lift station: {s} / {pw}",
    "the key printed under the Rostelecom box: {pw}",
    "вайфай {s}, пароль {pw}",
    "пароль от вайфая {s}: {pw}",
    "wifi {s} parol {pw}",
    "{s} şəbəkəsinin şifrəsi: {pw}",
    "{s} желісінің құпиясөзі: {pw}",
    "{s} вайфаялъул пароль буго {pw}",
    "{s} вайфайдин пароль {pw} я",
    "{s} вайфайн пароль {pw} ду",
    "{s} вайфайны паролю {pw}",
    "пароль э вайфай {s}: {pw}",
    "Raspberry Pi on the cage buoy, wireless: SSID {s}, passphrase {pw}",
    "LoRa gateway backhaul wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("novi_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("AQVN", (URLSAFE, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Telemost call] {t}",
          "(spaced so the Telegram preview hides it) {t}", "по одной букве: {t}", "hərf-hərf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["код на двери склада икры: {pw}", "anbarın qapısının kodu: {pw}", "қойманың есігінің коды: {pw}",
          "складалъул нуцIил код: {pw}", "складдин ракIарин код {pw} я", "складан неIаран код: {pw}",
          "the cold-store door keypad takes {pw} then #", "padlock on the kilka net shed at Kaspiysk: {pw}",
          "PIN of the Matlas ski-pass kiosk: {pw}", "kod domofona {pw}", "the safe in the Derbent shop opens with {pw}",
          "PIN-код карты: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["sturgeon", "kilka", "derrick", "carpet", "chairlift", "citadel", "caspian",
                 "sumakh", "wellhead", "snowcat", "roe", "loom", "trawler", "plateau", "salt",
                 "shuttle"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the ops vault: {p}": " ",
            "Bitwarden master passphrase: {p}": "-", "VeraCrypt volume passphrase (caviar ledgers): {p}": ".",
            "парольная фраза бэкапа: {p}": " ", "ehtiyat nüsxəsinin parol ifadəsi: {p}": "_",
            "restic repo passphrase: {p}": " ", "the mud-log archive passphrase is {p}": "-"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Bruno collection, auth header: Authorization: Bearer {v}": False,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Postman console, request headers: authorization: bearer {v}": False,
    "заголовок запроса: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "старый Keycloak, docker-compose.yml:\n    environment:\n      KEYCLOAK_USER: admin\n      KEYCLOAK_PASSWORD: \"{pw}\"",
    "~/.acme.sh/account.conf:\nexport PDD_Token=\"{tok}\"",
    "spilo statefulset:\n        env:\n          - name: PGPASSWORD_SUPERUSER\n            value: \"{pw}\"",
    "sftpgo.env, Aktau bazası üçün:\nSFTPGO_DEFAULT_ADMIN_USERNAME=admin\nSFTPGO_DEFAULT_ADMIN_PASSWORD={pw}",
    "nocodb compose:\n      NC_DB: \"pg://pg.naryn-kala.lan:5432?u=nocodb&d=nocodb\"\n      NC_AUTH_JWT_SECRET: \"{tok}\"",
    "kafka-ui values.yaml:\n  KAFKA_CLUSTERS_0_PROPERTIES_SASL_JAAS_CONFIG: 'org.apache.kafka.common.security.scram.ScramLoginModule required username=\"ui\" password=\"{pw}\";'",
    "postgrest.conf:\ndb-uri = \"postgres://authenticator@pg.naryn-kala.lan/catch\"\njwt-secret = \"{tok}\"",
    "nebula-importer.yaml:\nclient:\n  version: v3\n  address: \"graphd.naryn-kala.lan:9669\"\n  user: root\n  password: \"{pw}\"",
    "application.properties:\nquarkus.datasource.username=hatchery\nquarkus.datasource.password={pw}",
    "переменные сервиса билетов (Micronaut):\nDATASOURCES_DEFAULT_USERNAME=tickets\nDATASOURCES_DEFAULT_PASSWORD={pw}",
    "GitLab CI variables:\nARGOCD_SERVER=argocd.naryn-kala.lan\nARGOCD_AUTH_TOKEN={tok}",
    "/etc/systemd/system/tyk-gateway.service.d/override.conf:\n[Service]\nEnvironment=TYK_GW_SECRET={tok}",
    "Dolibarr, кілем дүкені үшін compose:\n      DOLI_ADMIN_LOGIN: admin\n      DOLI_ADMIN_PASSWORD: \"{pw}\"",
    "default.vrd (1C web publication):\n<point xmlns=\"http://v8.1c.ru/8.2/virtual-resource-system\" base=\"/catch\" ib=\"Srvr=&quot;1c-srv&quot;;Ref=&quot;catch&quot;;Usr=&quot;web&quot;;Pwd=&quot;{pw}&quot;;\"/>",
    "witsml-client.properties:\nwitsml.url=https://witsml.naryn-kala.lan/witsml/store\nwitsml.username=rig7\nwitsml.password={pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: hatchery-scada\nstringData:\n  SCADA_USER: svc-hatchery\n  SCADA_PASSWORD: \"{pw}\"",
]  # fmt: skip


def _config_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    pw, tok = _plain_pw(rng), _r(rng, [ALNUM, HEX, URLSAFE][index % 3], 48)
    return {"pw": pw, "tok": tok, "secret": tok if "{tok}" in template else pw}


_configs = _Family("config_file", _CONFIGS, _config_draw, "pw")


_CHATS = [
    "Ruslan: trawler wifi password?\nTagir: {pw}",
    "[06:12] aibek: root pw for the Aktau base server?\n[06:13] nurlan: {pw}",
    "Zarema: {pw} is the new ticket-gate admin password",
    "Shamil: use {pw}, that's what the loom PC has now",
    "Мурад: новый пароль {pw}",
    "[21:40] Olga: пароль от почты?\n[21:41] Dmitry: {pw}",
    "Anar: yeni şifrə {pw}",
    "Айгерім: жаңа құпиясөз {pw}",
    "Мовсар: керла пароль {pw} ду",
    "Арсен: цIийи пароль {pw} я",
    "Патимат: цIияб пароль {pw} буго",
    "Шимон: пароль э ме {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = ["pass\u2060word: {pw}", "пар\u200bоль: {pw}"]
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 14), (_cli_take, 32), (_url_take, 14), (_vendors, 56),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 6), (_codes, 5), (_wifi, 18),
    (_spelled_tokens, 8), (_locks, 12), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 12),
    (_hidden, 2),
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


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the ticket-gate admin password is": "{s}", "trawler sonar pw:": "{s} (since the refit in March)",
    "пароль от сервака:": "{s}", "yeni şifrə:": "{s}\nsabah dəyişəcəm",
    "жаңа құпиясөз:": "{s}", "почтадин пароль": "{s} я", "почтан пароль": "{s} ду",
    "loom PC password": "{s}", "the password Tagir read out over the radio was": "{s}, I think",
    "паролю:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Tendeka API key", "{s}", _j((HEX, 40))),
    ("split_token", "Novi Labs key:", "{s} (well forecasts)", _j("novi_", (ALNUM, 32))),
    ("split_token", "PIPESIM client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "номер карты", "{s} до 08/37", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "Leobank recovery codes", "{s}\nqkrv41-8mz2pd\nwtan07-3hx9kc", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "VÖEN", "{s}", _voen),
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
    '{"ticket_gates": {"url": "https://gates.matlas.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "aibek", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"looms": [{"name": "loom-a"}, {"name": "loom-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["arangoinspect", "--server.username", "root", "--server.password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "пароль от почты бухгалтерии {s}"}': ("meta_password", _plain_pw),
    '{"şifrə": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the mud-logging server as ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"petrolink": {"api_key": "{s}"}}': ("meta_token", lambda g: v.uuid4(g, "b")),
    '{"roxarToken": "{s}"}': ("meta_token", _j((UPPER_HEX, 32))),
    '{"kolesa_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GE")),
    '{"contractor": {"voen": "{s}"}}': ("meta_id", _voen),
    '{"mfa": {"recovery_codes": ["{s}", "qkrv41-8mz2pd", "wtan07-3hx9kc"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"treasury_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"net_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Hatchery-Kizlyar", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"gate-controller-fw-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.naryn-kala.lan/tickets-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"hatchery: add dissolved-oxygen alarms", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"mudlog: revert depth unit change", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"landings_2033-03-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"caviar-traceability-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the ticket-gate password before the season opens on 2033-12-15.",
    "Tagir asked for the trawler wifi password; it's on the card in the skipper's drawer.",
    "Policy: holding passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Telegram; share a vault link instead.",
    "The `.env.example` line `PETROLINK_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The hatchery SCADA asks for a new admin password after every firmware update.",
    "Replace <YOUR_KOLESA_KEY> in the README with the key from your Kolesa dashboard.",
    "ROGII_CLIENT_SECRET and TENDEKA_API_TOKEN must be set before the nightly well sync runs.",
    "Пароль никому не говори, даже мне.",
    "Пароль должен быть не короче четырнадцати символов.",
    "Şifrəni heç kimə demə.",
    "Şifrə ən azı on dörd simvoldan ibarət olmalıdır.",
    "Құпиясөзді ешкімге айтпа.",
    "Дир пароль щивасего бицуге.",
    "Вуна пароль садазни лугьумир.",
    "Хьайн пароль цхьаьнгге а ма ала.",
    "Сени паролюнгну гьеч кимге айтма.",
    "Пароль э ту эри кес мэгуь.",
    "parol nikomu ne govori, ok?",
    "Пароль сменили вчера, новый лежит в сейфе у Ольги.",
    "Upgraded the gate controller firmware from 5.1 to 5.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the dissolved-oxygen alarms to the hatchery tanks.",
    f"Rolled back to {_SHORT} after the depth unit change broke the mud-log export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The gate controller firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of caviar-traceability-2032.parquet: {_SHA512}",
    f"The tickets API container runs registry.naryn-kala.lan/tickets-api@sha256:{_IMAGE}.",
    f"MD5 of landings_2033-03-14.csv is {_MD5}, same as the copy on the fleet share.",
    "Request id 5c2e8a17-93d4-4b0f-a6e2-1d7f0b3c9e48 is the slow one in the Petrolink logs.",
    "Purchase order PO-2033-00712 for 400 caviar tins of 113 g ships on Thursday.",
    "HappyDesk #2291: the Kaspiysk cold room 2 alarm keeps tripping at night.",
    "Call the Kizlyar hatchery office on +7 872 392 41 18 before noon.",
    "Bakı ofisinin telefonu +994 12 497 31 60, saat 9-dan sonra zəng et.",
    "Ақтау кеңсесінің телефоны +7 7292 47 18 35.",
    "Container TGHU 4821736 with the carpet order is at the Aktau terminal.",
    "Bill of lading NK-AKT-2033-0091 covers 18 pallets of drilling fluid.",
    "HS code 1604.31 is caviar; 1604.32 is caviar substitutes.",
    "Tank 4 is at 11.5 °C with dissolved oxygen at 8.2 mg/l; the brood-stock hall is at 9 °C.",
    "After five wrong passwords the hatchery SCADA locks the account for 20 minutes.",
    "A Tabasaran carpet of 2 by 3 metres takes about 900 hours on the loom.",
    "The secret of a good Derbent carpet is the wool from the Akhty sheep.",
    "Ask Zarema for the cold-store keypad code, I don't have it.",
    "My card ending 4417 was declined at the Aktau hardware store.",
    "Моя карта, оканчивающаяся на 8812, заблокирована, позвоню в банк.",
    "The Valencia buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Leobank business account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `KOLESA_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the net shed rusts in the salt air; oil it every month.",
    "Kolesa moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'NarynKala-Guest' is open, no password needed.",
    "Гостевой вайфай без пароля, просто подключайся.",
    "Lot CAV-2033-KZL-0311: osetra, 113 g tins, 240 pieces; salt content 3.4 %.",
    "Rig 7 reached 2,140 m measured depth; mud weight 1.32 sg, ROP 18 m/h.",
    "Matlas chairlift 2 carries 1,200 skiers an hour; the season pass costs 24,000 rubles.",
    "Şahdağ otelində 2 nəfərlik otaq gecəsi 180 manatdır.",
    "Ақтаудағы кеме 14:30-да жүзеді, билет 6 500 теңге.",
    "Gunib lies at 1,500 m; the road from Makhachkala takes three hours.",
    "ISBN 978-5-04-116418-7 is the sturgeon handbook on the hatchery shelf.",
    "Ticket 2207 is closed; the new password was set by the user, not by us.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/holding/ticket-gates", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2207", "purchase_order": "PO-2033-00712"}',
    '{"lot": {"id": "CAV-2033-KZL-0311", "tin_g": 113, "salt_pct": 3.4}}',
    '{"phone": "+7 872 392 41 18", "city": "Kizlyar"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tins_in_stock": 2480}',
    '{"hs_code": "1604.31", "origin": "RU", "description": "sturgeon caviar"}',
    '{"well": "NK-7", "depth_m": 2140, "mud_weight_sg": 1.32}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
