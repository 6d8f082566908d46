# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-seventy-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-seventy-third's
docstring, the fifth to two-hundred-and-seventy-third only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-seventy-fourth, two-hundred-and-seventy-fifth and
two-hundred-and-seventy-seventh), any other test, the reports, the benchmarks, the rest of docs/security.md, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (276518043),
password words (a pomegranate variety and a year and a sign, `Gulosha2031!`; a Southern Dagestan
carpet's pattern and its knots, `Mikrakh48knots#`; a Dagestani lorry's plate of region 05 and a
sign; a fish, a cannery batch and a year, `KutumBatch41-2032`; a name, a year and a village; a
generator's four groups; random runs), names, places, templates, tools, vendors and layouts, the
way the staff of a fictional company (Samur-Nar, with a carpet workshop in Derbent, a fish cannery
on the Caspian shore, a pomegranate orchard near Magaramkent, a mountain guesthouse in Akhty and a
lorry depot at the Yarag-Kazmalyar crossing on the Azerbaijani border) leak secrets into an
assistant's memory. Every company, person, address and number is fictional; only the region
(Southern Dagestan) is real. The texts are chats with times, tickets (Helpdeski, EvaTeam, ITSM
365), wiki and table rows (Teamly, Bpium, ELMA365, Directum), chat widgets (LiveTex, Verbox,
RedHelper, Cleversite, Webim, Callibri, Agent Mail.ru), notes, e-mails, runbooks, READMEs, shell
prompts and history, voice-memo transcripts, dictated and spelled text and requests to the
assistant itself; the separators run from a colon, "is", a dash (`—`) and an arrow (`→`, `➜`,
`👉`) to an emoji (`🌳`, `🙏`), a new line, Russian quotes (`«…»`), straight quotes, a table bar
and parentheses.

Devices, tools and names lightly used before (by grep, case-insensitively, the number of heldouts
5 to 273 that name each): in none, Eltis, Vega Absolute, Vzljot, Toro Tempus, Helpdeski, EvaTeam,
Bpium, LiveTex, Verbox, RedHelper, Cleversite, Agent Mail, kafka-acls, nifi-toolkit, rasphone,
`tsh login`, vinagre, apg, Kvartirka, Magaramkent, Yarag, Lezgin's `чинебан гаф`, `къалурмир`,
`ингье`, `сагърай`, `Ахцегь`, Tabasaran's `шубазни мапӀуш`, `кьюлиг`, `Хючн`, and the texted
Azerbaijani `heç kime`, `sag ol`; in one, Beward, Polyvision, HiWatch, Wiren Board, Segnetics,
MasterSCADA, Trace Mode, Teplocom, Orion Pro, Energomera, Elsys, Dornier, Tuftco, Marelec,
Skaginn, Carsoe, Irritec, ELMA365, Teamly, Directum, ITSM 365, Webim, Callibri, autossh, httperf,
rtorrent, pwgen, rbw, `hərf-hərf` and wb-mqtt; in two or three, rasdial and Ахты/Akhty,
Derbent and Tabasaran as place names. The other commands (sqlline, beeline, mcrcon, steamcmd,
TeamSpeak's query login, wvdial, WinSCP, psftp, pscp, ccrypt, mcrypt, VeraCrypt, encfs, mytop,
innotop, mycli, usql, cmdkey, schtasks, `sc config`, wmic, psexec, winrs, `ConvertTo-SecureString`,
`netsh wlan`, autologon, dsadd, `net user`) and the common layouts (env files, `export`, compose,
database URLs, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string,
`.pgpass`, wpa_supplicant and hostapd) are used in earlier corpora, here in wordings of their own.

About half of the secret samples are in other languages than English: Russian in Cyrillic and in
translit as it is texted (`пароль от …`, `вот`, `никому не говори`, `спасибо`, `пасс`, `учётка`,
`логин`, `ключ API`, `пин-код`, `код подтверждения`, `по буквам`; `parol ot …`, `vot`, `nikomu ne
govori`, `spasibo`, `klyuch`, `kod prishel`, `uchetka`); Lezgin in Cyrillic (`пароль`, `чинебан
гаф` "secret word", `зи` "my", `цӀийи` "new", `я` "is", `ингье` "here is", `садазни къалурмир`
"don't show anyone", `сагърай` "thanks", `тӀвар` "name", `истифадачидин тӀвар` "user name",
`куьлег` "key", `нумра` "number"); Tabasaran in Cyrillic (`йиз` "my", `ву` "is", `цӀийи` "new",
`баркаллагь` "thanks", `кьюлиг` "key", `шубазни мапӀуш` "don't tell anyone"); and Azerbaijani in
Latin letters, with its letters and as texted without them (`şifrə` / `sifre`, `parol`, `yeni`,
`mənim`, `budur` "here it is", `heç kimə demə` / `heç kime deme` / `hec kime deme`, `sağ ol` /
`sag ol`, `çox sağ ol`, `istifadəçi adı` / `istifadeci`, `API açarı`, `gizli açar`, `təsdiq
kodu`, `birdəfəlik kod`, `ehtiyat kodları`, `bərpa sözləri`, `bərpa açarı`, `kart nömrəsi`,
`ön üzündəki dörd rəqəm`, `hərf-hərf` "letter by letter"). The
wordings are the author's approximations, checked by no speaker; the thinnest guesses are the
Tabasaran ones (`кьюлиг` for a key, `шубазни мапӀуш` for "don't tell anyone", the genitive
endings `-ин`/`-айин`), then Lezgin's `чинебан гаф` for a password, `истифадачидин тӀвар` for a
user name, `садазни къалурмир` and `ингье`, and Azerbaijani `hərf-hərf`.

Vendors (by grep, in no earlier corpus: Birmarket, Cargomart, CDNvideo, CityNet, Cloud4Y,
DDoS-Guard, Delta Telecom, EdgeCenter, Gravitel, GroozGo, Hesab.az, Hostiman, Kit Invest,
Kvartirka, Masterhost, Ngenix, Nic.ru, Onlinepbx, Pulpal, Qrator, Rapporto, Realtycalendar,
Serverspace, Sotrans, StormWall, Stream Telecom, Toro Tempus, Traft, Turbo.az, VDSina, Variti,
i2crm, Della.ru and Nar Mobile; in one: Aaio, Altegio, Bothelp, Dikidi, Exely, FieldClimate,
Getcourse, Interkassa, Lifepay, Moneta.ru, Salebot, Sencrop, Textback, Umico, Bank Respublika,
Xalq Bank and Yelo Bank). No shape here is one the author knows to be real: every one is a guess
(hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, a `digits$hex` pair for
EdgeCenter, the `sw_` prefix for StormWall, JWTs for Cargomart, Traft and Umico); the JWTs are
well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Russia's INN
of a person (twelve digits) and of a company (ten) (`stdnum.ru.inn`), the OGRN and OGRNIP
(`stdnum.ru.ogrn`), all with Dagestan's region code 05; Azerbaijan's VÖEN (`stdnum.az.voen`, its
ninth digit a check digit); Türkiye's T.C. Kimlik No. (`stdnum.tr.tckimlik`) of a lorry driver.
Kinds no library or this file checks (no check-digit algorithm is written here; the shapes are
guesses): an Azerbaijani FIN code, identity card and passport, a Russian internal passport of
series 82, a SNILS (its check pair drawn, not computed), a Russian driving licence, a vehicle
registration certificate (СТС), an OMS policy and a passport for travel abroad. Card numbers pass
Luhn (Mir's 2200–2204 prefixes drawn here, and the value helpers' Visa, Mastercard, Amex,
Maestro, UnionPay and JCB, checked with python-stdnum's `luhn`); the card codes are Amex's
four-digit CIDs only. The IBANs are of Azerbaijan, Russia and Georgia (the neighbours) and of
Albania, Gibraltar, Kosovo, the Holy See and Yemen (a rough count of the quoted country codes in
heldouts 5 to 273 finds these in twenty-two or twenty-three each, the fewest), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Russian, Turkish,
Traditional Chinese and Korean lists, each drawn until `Mnemonic(lang).check` accepts it. The
PINs, one-time codes and card codes never start with a zero, and every secret is drawn again
until it is new and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
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
from stdnum.ru import ogrn as ru_ogrn
from stdnum.tr import tckimlik as tr_tckimlik

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 276_518_043
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]

# Every secret drawn by `secrets()` so far: a value is drawn again until it is new and no clean
# text holds it (cleared at the start of each call, so two calls give the same samples).
_TAKEN: set[str] = set()


def _fresh(rng: random.Random, make: Maker) -> str:
    def new(value: str) -> bool:
        return value not in _TAKEN and not any(value in text for text in _CLEAN_TEXTS)

    value = v.until(rng, make, new)
    _TAKEN.add(value)
    return value


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
            for _ in range(1000):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                clash = secret in _TAKEN or any(secret in text for text in _CLEAN_TEXTS)
                if not clash:
                    break
            _TAKEN.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_NAR = ["Gulosha", "Shahnar", "Kyrmyzy", "Balamursal", "Nazik", "Veles", "Kaim", "Akdona",
        "Shirin", "Ahmar", "Bala", "Achichik"]  # fmt: skip
_CARPET = ["Mikrakh", "Khiv", "Rutul", "Tabasaran", "Ahty", "Khuchni", "Rugudzha", "Chirag",
           "Kasumkent", "Dzhuli", "Khanag", "Mugerg"]  # fmt: skip
_FISH = ["Kilka", "Kutum", "Sazan", "Sudak", "Vobla", "Sevryuga", "Kefal", "Lesh", "Osetr"]
_PLACES = ["Derbent", "Magaramkent", "Akhty", "Yarag", "Kazmalyar", "Samur", "Kasumkent",
           "Usukhchay", "Belidzhi", "Mamedkala", "Ogni", "Rubas", "Khuchni", "Kurakh", "Tsmur",
           "Miskindzha", "Kakhul", "Zrykh"]  # fmt: skip
_NAMES = ["Ramazan", "Zaur", "Eldar", "Aida", "Gulnara", "Zarema", "Mamed", "Nariman", "Fikret",
          "Emin", "Aslan", "Leyla", "Zumrud", "Kerim", "Telman", "Sevda", "Murad", "Ilgar",
          "Nurlan", "Patimat", "Zuhra", "Rustam", "Ayna", "Kurban", "Gadzhi", "Zalina",
          "Yaraly", "Fazil"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_PLATE_LETTERS = "ABEKMHOPCTYX"


def _plate(g: random.Random) -> str:
    """A Dagestani lorry's plate (region 05) and a sign, the way a depot crew makes a password."""
    return (
        f"{g.choice(_PLATE_LETTERS)}{g.randrange(100, 1000)}{_r(g, _PLATE_LETTERS, 2)}05"
        f"{g.choice(_SYMBOLS)}"
    )


def _cans(g: random.Random) -> str:
    """A fish, a tin's batch and a year."""
    return f"{g.choice(_FISH)}Batch{g.randrange(10, 100)}-{g.randrange(2029, 2035)}"


def _generator(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_NAR)}{g.randrange(2024, 2036)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CARPET)}{g.choice([36, 40, 42, 48, 52, 64])}knots{g.choice(_SYMBOLS)}",
    _plate,
    _cans,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2008)}{g.choice(_PLACES).lower()}",
    lambda g: _r(g, ALNUM + "!#%&?", 14),
    _generator,
    lambda g: f"Nar{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES)}_{g.choice(_FISH).lower()}_{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"{g.choice(_NAMES)}{g.choice(_SYMBOLS)}{g.choice(_CARPET)}{g.randrange(1, 100)}",
]  # fmt: skip
_PLAIN = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN)


_SAID = [
    "[08:14] Ramazan: Eltis intercom at the Derbent workshop, admin password {pw}",
    "[21:03] Zarema: Beward camera on the cannery gate → password {pw}",
    "Agent Mail.ru chat, Fikret: Vega Absolute LoRa gateway at the orchard, password {pw}",
    "LiveTex widget, operator Leyla: Polyvision NVR in Akhty, password {pw}",
    "Verbox chat (the guesthouse site): HiWatch DVR admin password {pw}",
    "RedHelper chat with the installer: Wiren Board controller in the cold room, password is {pw}",
    "Cleversite chat, Kerim: Vzljot heat meter web password {pw}",
    "Helpdeski #204: Segnetics pixel controller on the sterilizer, password {pw}",
    "EvaTeam task DRB-88: MasterSCADA runtime password {pw}, change after the season",
    "Bpium record 'Cannery line 2': Trace Mode operator password {pw}",
    "ELMA365 task: Teplocom boiler controller in Akhty, password {pw}",
    "Teamly page 'Depot yard': Orion Pro server password 👉 {pw}",
    "Directum note: Energomera meter portal password {pw}",
    "ITSM 365 request 5513: Elsys sensor console password {pw} stopped working",
    "Webim chat, Aslan: the Dornier loom terminal password is {pw}",
    "Callibri lead note (oops, wrong field): Tuftco panel password {pw}",
    "Marelec portion cutter HMI, service password — {pw}",
    "Skaginn 3X freezer panel, password: {pw}",
    "Carsoe spiral freezer admin password ➜ {pw}",
    "Toro Tempus irrigation controller at Magaramkent, password {pw} 🌳",
    "Irritec fertigation box, web password {pw}",
    "Hi Nurlan,\n\nthe root password of the depot server at Yarag-Kazmalyar is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nZumrud",
    "Runbook: retort sterilizer restart\n1. open the Segnetics panel\n2. log in as service\n3. password {pw}\n4. restart cycle 3",
    "README (Akhty guesthouse rack)\nKvartirka channel-manager sync box: https://sync.samurnar.lan, admin password `{pw}`",
    "voice memo, transcribed: the Realtycalendar password for the guesthouse is {pw} full stop",
    "note to self: Hostiman VPS panel password {pw}",
    "after the reinstall the Cloud4Y portal password became {pw}",
    "can you remember my Bank Respublika app password? it's {pw}",
    "my Xalq Bank online banking password is {pw}",
    "the Yelo Bank app password (the company card) is {pw}",
    "пароль от компа в ковровой мастерской: {pw}",
    "[07:40] Зарема: пароль от роутера на консервном вот {pw}, никому не говори",
    "Эльдар: новый пароль от 1С на складе — {pw}. Спасибо!",
    "пароль от вайфая в гостевом доме в Ахты «{pw}»",
    "parol ot kompa na konservnom: {pw}",
    "vot parol ot routera v sadu {pw} nikomu ne govori",
    "Zaur: parol ot depo servera {pw}, spasibo",
    "пасс от камеры на воротах {pw}",
    "Зи почтадин пароль {pw} я, садазни къалурмир",
    "Ингье, складдин компьютердин чинебан гаф: {pw}",
    "Мурад: цӀийи пароль {pw} я. Сагърай!",
    "Ахцегь мугьманханадин вайфайдин пароль (хуьре): {pw}",
    "Йиз почтайин пароль {pw} ву",
    "Хючн идарайин компьютерин пароль: {pw}, баркаллагь",
    "Gulnara: yeni şifrə {pw}, heç kimə demə",
    "mənim poçtumun şifrəsi: {pw}",
    "anbardakı kompüterin parolu budur — {pw}",
    "sifre yeni: {pw} sag ol",
    "Ilgar: depo serverinin şifrəsi \"{pw}\", çox sağ ol",
    "qonaq evinin wifi şifrəsi: {pw}",
    "Yükdaşıma portalının parolu {pw}, heç kime deme",
    "dictated: the Rapporto SMS panel password is {pw}",
    "Sevda: the carpet shop's Turbo.az login password is {pw}",
    "Gravitel PBX admin password, Derbent office: {pw}",
    "Onlinepbx web panel password for the cannery: {pw}",
    "Stream Telecom cabinet password {pw} (Kerim set it)",
    "Nic.ru account for samurnar.ru, password: {pw}",
    "Masterhost control panel (old site), password {pw}",
    "Serverspace panel password, depot account: {pw}",
    "VDSina panel password — {pw} — rotate in June",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ramazan", "zaur.m", "eldar", "aida.k", "gulnara", "zarema", "mamed", "nariman",
          "fikret", "emin", "aslan.g", "leyla", "zumrud", "kerim", "telman", "sevda", "murad",
          "ilgar", "nurlan", "patimat", "zuhra", "rustam", "svc-cannery", "depot-ops",
          "guesthouse", "orchard"]  # fmt: skip
_LOGINS = [
    "[09:12] Aida: Wiren Board login {u} / {pw}",
    "Helpdeski #211: {u} locked out of the Trace Mode station, last password {pw}",
    "u={u} p={pw}",
    "Teamly › Depot › Gate PC: {u} — {pw}",
    "| device | user | password |\n|---|---|---|\n| Beward gate cam | {u} | {pw} |",
    "sign into the Eltis panel as {u} with {pw}",
    "Orion Pro creds {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: cannery-scada\n  user: {u}\n  password: {pw}",
    "Zuhra says the MasterSCADA account is {u} and the password is {pw}",
    "device,user,password\nvzljot-meter,{u},{pw}",
    "ssh {u}@depot.samurnar.lan (password {pw})",
    "логин {u}, пароль {pw}",
    "учётка на складе: {u} / {pw}",
    "login {u} parol {pw}",
    "uchetka {u}, parol {pw}, spasibo",
    "тӀвар {u}, пароль {pw}",
    "истифадачидин тӀвар {u}, чинебан гаф {pw}",
    "йиз логин {u} ву, пароль {pw}",
    "istifadəçi adı {u}, şifrə {pw}",
    "login: {u} / parol: {pw}",
    "istifadeci {u} sifre {pw}",
    "Benutzer {u}, Kennwort {pw}",
    "creds for the Toro controller are {u} and {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kizilnar", "shashlik", "kutum", "chirag", "mikrakh", "sazan", "kurakh", "shahdag",
               "bazardyuzi", "khinkal", "chudu", "urbech", "kurze", "lezginka", "tandyr",
               "kishmish", "dolma", "sumakh"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "voice memo: the orchard wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the depot PC",
    "it's {w}{d}, word and digits joined",
    "пароль — слово {w} маленькими буквами, потом {d}",
    "parol eto slovo {w}, potom cifry {d}",
    "пароль {w} гаф я, ахпа {d}",
    "şifrə {w} sözüdür, sonra {d}",
    "sifre: {w} sozu, sonra da {d}",
    "the name of Zaur's horse, {w}, followed by {d}",
    "{w}{d} — that's the cannery wifi password",
    "пароль — это {w}{d}, всё слитно",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 7) % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "kafka-acls.sh --bootstrap-server kafka.samurnar.lan:9093 --command-config <(printf 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{u}\" password=\"{pw}\";') --list",
    "nifi-toolkit/bin/cli.sh nifi list-param-contexts -u https://nifi.samurnar.lan:8443 -bau {u} -bap '{pw}'",
    "rasdial \"Depot VPN\" {u} {pw}",
    "rasphone -d \"Depot VPN\"  # then typed {u} / {pw}",
    "tsh login --proxy=tp.samurnar.lan --user={u}  # password prompt: {pw}",
    "vinagre --geometry=1280x800 vnc://{u}:{pw}@scada-hmi.samurnar.lan",
    "autossh -M 0 -f -N -R 2222:localhost:22 depot@gw.samurnar.lan  # sshpass -p '{pw}' in front",
    "httperf --server booking.samurnar.lan --uri /api/rooms --add-header='Authorization: Basic {u}:{pw}\\n'",
    "rtorrent -o network.scgi.open_port=127.0.0.1:5000 -o 'method.insert=cfg.pass,string|const,{pw}'",
    "pwgen 14 1  # gave {pw}, I set it on the Eltis panel",
    "apg -a 1 -m 14 -n 1  # {pw} went onto the Beward cam",
    "rbw add 'Vzljot meter' {u}  # typed {pw}",
    "sqlline -u jdbc:phoenix:hbase.samurnar.lan -n {u} -p '{pw}'",
    "beeline -u 'jdbc:hive2://hive.samurnar.lan:10000/cannery' -n {u} -p '{pw}'",
    "mcrcon -H mc.samurnar.lan -P 25575 -p '{pw}' 'whitelist add {u}'",
    "steamcmd +login {u} {pw} +app_update 896660 +quit",
    "telnet ts.samurnar.lan 10011\nlogin serveradmin {pw}\nuse 1",
    "wvdial.conf:\n[Dialer Defaults]\nModem = /dev/ttyUSB2\nUsername = {u}\nPassword = {pw}",
    "winscp.com /command \"open sftp://{u}:{pw}@edi.samurnar.ru/\" \"put invoices\\*.xml /in/\" \"exit\"",
    "psftp {u}@edi.samurnar.ru -pw {pw} -b upload.txt",
    "pscp -pw {pw} tariffs.xlsx {u}@edi.samurnar.ru:/in/",
    "ccrypt -e -K '{pw}' payroll-2032-05.xlsx",
    "mcrypt -k '{pw}' -a rijndael-256 guests-2032.csv",
    "veracrypt --text --mount /dev/sdb1 /mnt/books --password='{pw}' --pim=0 --non-interactive",
    "encfs --extpass='echo {pw}' ~/.crypt ~/books",
    "mytop -u {u} --pass '{pw}' -h mysql.samurnar.lan -d booking",
    "innotop -u {u} -p '{pw}' -h mysql.samurnar.lan",
    "mycli -h mysql.samurnar.lan -u {u} -p '{pw}' booking",
    "usql 'mysql://{u}:{pw}@mysql.samurnar.lan/booking'",
    "cmdkey /add:fs01.samurnar.lan /user:SAMURNAR\\{u} /pass:{pw}",
    "schtasks /Create /TN NightlyExport /TR C:\\ops\\export.cmd /SC DAILY /ST 02:00 /RU SAMURNAR\\{u} /RP {pw}",
    "sc config DepotSync obj= SAMURNAR\\{u} password= {pw}",
    "wmic /node:scada-hmi /user:{u} /password:{pw} process list brief",
    "psexec \\\\retort-pc -u SAMURNAR\\{u} -p {pw} ipconfig /all",
    "winrs -r:gate-pc -u:{u} -p:{pw} hostname",
    "$cred = New-Object PSCredential('{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force))",
    "netsh wlan set hostednetwork mode=allow ssid=Depot-Yard key={pw}",
    "autologon.exe {u} SAMURNAR {pw}",
    "dsadd user \"cn={u},ou=Depot,dc=samurnar,dc=lan\" -pwd {pw}",
    "net user {u} {pw} /add",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\ops> {c}", "C:\\Users\\ramazan> {c}", "Termius, host 'depot': {c}",
    "[14:22] Kerim ran: {c}", "history on the cannery box:\n  412  {c}",
    "Helpdeski #230, steps to reproduce:\n{c}", "EvaTeam comment: ran `{c}`",
    "вот команда: {c}", "komanda takaya: {c}", "bu əmri işlətdim: {c}", "и команда: {c}",
    "зи команда: {c}", "Nariman's runbook, step 2:\n{c}", "voice memo: then I typed {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        def make(g: random.Random) -> str:
            return _fresh(g, _plain_pw)

        return v.framed(rng, v.fill(rng, cls, templates, n, make, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-gate.samurnar.lan:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@edi.samurnar.ru:2222/in/",
    "ftps://{u}:{pw}@ftp.kvartirka-sync.lan/export/",
    "postgresql://{u}:{pw}@pg.samurnar.lan:5432/cannery",
    "mysql+pymysql://{u}:{pw}@mysql.samurnar.lan/booking",
    "clickhouse://{u}:{pw}@ch.samurnar.lan:9000/telemetry",
    "mssql+pyodbc://{u}:{pw}@sql1c.samurnar.lan/Depot?driver=ODBC+Driver+18+for+SQL+Server",
    "redis://{u}:{pw}@redis.samurnar.lan:6379/2",
    "amqp://{u}:{pw}@mq.samurnar.lan:5672/orchard",
    "mqtt://{u}:{pw}@wb.samurnar.lan:1883",
    "ldap://{u}:{pw}@dc1.samurnar.lan:389/dc=samurnar,dc=lan",
    "Server=sql1c.samurnar.lan;Database=Depot;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg.samurnar.lan:5432/cannery?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "CANNERY_DB_URL={c}", "keep this connection string for me: {c}", "строка подключения: {c}",
    "baza: {c}", "bağlantı sətri: {c}", "Bpium field 'db': {c}", "ITSM 365 #5530: {c}",
    "Teamly page 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "samur-nar", "sub": f"acc_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read trips:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Birmarket", "BIRMARKET_API_KEY", _j((ALNUM, 40))),
    ("Cargomart", "CARGOMART_API_TOKEN", _vendor_jwt("https://api.cargomart.ru")),
    ("CDNvideo", "CDNVIDEO_SECRET", _j((HEX, 32))),
    ("CityNet", "CITYNET_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Cloud4Y", "CLOUD4Y_SECRET_KEY", _j((B64, 40))),
    ("DDoS-Guard", "DDOSGUARD_API_TOKEN", _j((HEX, 64))),
    ("Delta Telecom", "DELTATELECOM_API_KEY", lambda g: v.uuid4(g, "9")),
    ("EdgeCenter", "EDGECENTER_APIKEY", _j((D, 4), "$", (HEX, 64))),
    ("Gravitel", "GRAVITEL_API_KEY", _j((ALNUM, 32))),
    ("GroozGo", "GROOZGO_TOKEN", _j((URLSAFE, 43))),
    ("Hesab.az", "HESABAZ_SECRET", _j((HEX, 40))),
    ("Hostiman", "HOSTIMAN_API_TOKEN", _j((ALNUM, 48))),
    ("Kit Invest", "KITINVEST_KEY", _j((UPPER_HEX, 32))),
    ("Kvartirka", "KVARTIRKA_API_KEY", _j((HEX, 32))),
    ("Masterhost", "MASTERHOST_TOKEN", _j((ALNUM, 36))),
    ("Ngenix", "NGENIX_API_TOKEN", _j((B64, 56), "==")),
    ("Nic.ru", "NICRU_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Onlinepbx", "ONLINEPBX_AUTH_KEY", _j((ALNUM, 40))),
    ("Pulpal", "PULPAL_MERCHANT_SECRET", _j((HEX, 64))),
    ("Qrator", "QRATOR_API_KEY", _j((HEX, 40))),
    ("Rapporto", "RAPPORTO_PASSWORD_TOKEN", _j((ALNUM, 32))),
    ("Realtycalendar", "REALTYCALENDAR_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Serverspace", "SERVERSPACE_API_KEY", _j((LOWER_DIGITS, 64))),
    ("Sotrans", "SOTRANS_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("StormWall", "STORMWALL_API_KEY", _j("sw_", (ALNUM, 40))),
    ("Stream Telecom", "STREAMTELECOM_API_KEY", _j((HEX, 32))),
    ("Toro Tempus", "TEMPUS_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Traft", "TRAFT_API_TOKEN", _vendor_jwt("https://api.traft.ru")),
    ("Turbo.az", "TURBOAZ_PARTNER_KEY", _j((ALNUM, 32))),
    ("VDSina", "VDSINA_API_TOKEN", _j((HEX, 64))),
    ("Variti", "VARITI_API_KEY", _j((UPPER_DIGITS, 40))),
    ("i2crm", "I2CRM_API_KEY", _j((ALNUM, 44))),
    ("Della.ru", "DELLA_API_KEY", _j((HEX, 32))),
    ("Nar Mobile", "NAR_SMS_API_SECRET", _j((B64, 43), "=")),
    ("Aaio", "AAIO_SECRET_1", _j((HEX, 32))),
    ("Altegio", "ALTEGIO_PARTNER_TOKEN", _j((LOWER_DIGITS, 20))),
    ("Bothelp", "BOTHELP_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Dikidi", "DIKIDI_API_KEY", _j((HEX, 40))),
    ("Exely", "EXELY_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Getcourse", "GETCOURSE_SECRET_KEY", _j((ALNUM, 80))),
    ("Interkassa", "INTERKASSA_SECRET_KEY", _j((ALNUM, 32))),
    ("Lifepay", "LIFEPAY_APIKEY", _j((HEX, 32))),
    ("Moneta.ru", "MONETA_API_PASSWORD", _j((ALNUM, 24))),
    ("Salebot", "SALEBOT_API_KEY", _j((HEX, 32))),
    ("Sencrop", "SENCROP_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Textback", "TEXTBACK_API_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Umico", "UMICO_MERCHANT_TOKEN", _vendor_jwt("https://api.umico.az")),
    ("FieldClimate", "FIELDCLIMATE_PRIVATE_KEY", _j((HEX, 48))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} samurnar/booking-sync:3.1",
    "compose.yaml:\n    environment:\n      {env}: \"{tok}\"",
    "Dockerfile:\nENV {env}={tok}",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "kubectl create secret generic sync --from-literal={env}={tok}",
    "Samur-Nar ERP › Settings › Integrations › {vendor}: {tok}",
    "Teamly table 'Integrations': | {vendor} | prod | {tok} |",
    "[10:31] Emin: {vendor} key for the booking sync: {tok}",
    "Helpdeski #240: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "EvaTeam DRB-102: rotate the {vendor} token {tok}",
    "ключ API {vendor}: {tok}",
    "API-ключ {vendor} для склада — {tok}, никому не говори",
    "klyuch API {vendor}: {tok}",
    "{vendor} API açarı: {tok}",
    "{vendor} üçün API açarı budur: {tok}",
    "{vendor}-дин API куьлег: {tok}",
    "{vendor} API кьюлиг: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    made = [_fresh(rng, _j((HEX, 32))), _fresh(rng, _j((ALNUM, 32))), _fresh(rng, _j((HEX, 40))),
            _fresh(rng, _j((ALNUM, 40))), _fresh(rng, _j((HEX, 32))), _fresh(rng, _j((ALNUM, 24)))]  # fmt: skip
    kv, gr, qr, hm, st, mo = made
    return [
        Sample("vendor_token", f'r = requests.get("https://api.kvartirka.lan/v2/bookings", headers={{"X-Api-Key": "{kv}"}})', kv),
        Sample("vendor_token", f"curl -H 'X-Auth-Token: {gr}' https://api.gravitel.lan/v1/calls?from=2032-05-01", gr),
        Sample("vendor_token", f'const qrator = new QratorClient({{ apiKey: "{qr}" }});', qr),
        Sample("vendor_token", f"$hostiman = new HostimanApi('samurnar', '{hm}');", hm),
        Sample("vendor_token", f"Info.plist:\n<key>StreamTelecomKey</key>\n<string>{st}</string>", st),
        Sample("vendor_token", f'moneta.properties:\nmoneta.account=84513270\nmoneta.api.password={mo}', mo),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = _fresh(rng, make)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "[19:02] Zaur: {t}", "it only shows it once, so here:\n{t}",
                "вот токен {t}", "token budur: {t}", "{t}\n^ new one, the old one is revoked",
                "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the orchard soil sensor S-14 (Vega Absolute): {h}": 32,
    "NwkSKey of the cold-room sensor at the cannery: {h}": 32,
    "HMAC secret for the Pulpal payment callback: {h}": 64,
    "encryption key of the guesthouse backups: {h}": 64,
    "pre-shared key of the depot's IPsec tunnel to Derbent (hex): {h}": 64,
    "ключ шифрования бэкапа 1С: {h}": 64,
    "ehtiyat nüsxəsinin şifrələmə açarı: {h}": 48,
    "Wiren Board MQTT TLS PSK: {h}": 32,
    "бекапдин куьлег: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Helpdeski #251: token copied out of the browser's dev tools {t}",
    "Cookie: lang=ru; sn_session={t}",
    "BOOKING_SYNC_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен: {t}",
    "token budur {t}",
    "LiveTex transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@samurnar.ru"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.samurnar.ru/realms/samur", "azp": "depot-console",
                   "groups": ["depot", "dispatch"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the depot server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.samurnar.ru.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDI_PRIVATE_KEY": "{key}", "partner": "cargomart"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_cannery <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ITSM 365 #5541, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "закрытый ключ сервера:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "serverin gizli açarı:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    block = [f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"]
    return {"key": joiner.join(block), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Exodus wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the old depot wallet\n{p}": "english",
    "voice memo: the Trust Wallet recovery words are {p} and that's all": "english",
    "Teamly page 'Pomegranate fund wallet (retired)': {p}": "english",
    "сид-фраза кошелька, никому не показывай: {p}": "russian",
    "фраза восстановления кошелька Tonkeeper: {p}": "russian",
    "cüzdanın bərpa sözləri: {p}": "turkish",
    "Azərbaycan dilində yox, türkcə verdi, bərpa ifadəsi: {p}": "turkish",
    "cold wallet words from the Taipei buyer's setup: {p}": "chinese_traditional",
    "錢包助記詞：{p}": "chinese_traditional",
    "지갑 복구 문구: {p}": "korean",
    "Zumrud's wallet seed (Korean list, she set it up in Seoul): {p}": "korean",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _phrase_of(rng: random.Random, lang: str, words_n: int) -> list[str]:
    """A phrase whose checksum `Mnemonic(lang).check` accepts (drawn again until it does)."""
    for _ in range(1000):
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = str(_MNEMO[lang].to_mnemonic(entropy))
        if _MNEMO[lang].check(phrase):
            return unicodedata.normalize("NFC", phrase).split()
    raise ValueError(lang)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _phrase_of(rng, _SEED_PLACES[template], [24, 12, 12, 18][index % 4])
    joiner = "\u3000" if _SEED_PLACES[template] == "japanese" else " "
    layouts = [
        joiner.join(words),
        "\n".join(f"{k:02d}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "[12:40] Telman: company card for the Marelec spare parts {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Helpdeski #262: pay the Dornier service visit with card {c}",
    "номер карты: {c}, срок {mm}/{yy}",
    "vot nomer karty {c} {mm}/{yy}",
    "kart nömrəm: {c}, {mm}/{yy}",
    "kartın nömrəsi budur — {c}",
    "зи картдин нумра: {c}",
    "йиз картайин номер: {c}, {mm}/{yy}",
    "the guesthouse card for Kvartirka payouts: {c}",
    "Sevda's card, for the carpet fair booth: {c} ({mm}/{yy})",
]  # fmt: skip
_BRANDS = ["mir", "visa", "mastercard", "amex", "maestro", "unionpay", "mir", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 08/36, the four-digit security code on the front: {cvv}",
               "the four digits printed above the number on the Amex: {cvv}",
               "Amex {c}, four-digit CID above the number: {cvv}",
               "CID на лицевой стороне Amex (4 цифры): {cvv}",
               "Amex kartın ön üzündəki dörd rəqəm: {cvv}",
               "cid kod amex (4 cifry speredi): {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    return {"c": number, "cvv": rng.choice("123456789") + _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# The neighbours (Azerbaijan, Russia, Georgia) and the countries a rough count finds least often
# in heldouts 5 to 273 (Albania, Gibraltar, Kosovo, the Holy See, Yemen); shapes after iban.dat.
_IBAN_SHAPES = {"AZ": "aaaa" + "c" * 20, "RU": "n" * 14 + "c" * 15, "GE": "aa" + "n" * 16,
                "AL": "n" * 8 + "c" * 16, "GI": "aaaa" + "c" * 15, "XK": "n" * 16,
                "VA": "n" * 18, "YE": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice DRB-2032-071: please pay the wool dyes to {i} within 30 days",
    "save the Baku carpet dealer's IBAN: {i}",
    "IBAN: {i}\nНазначение: оплата за тару, май",
    "[16:05] Gulnara: the Tbilisi cannery buyer's new bank details, IBAN {i}",
    "мой IBAN: {i}",
    "IBAN-ım budur: {i}",
    "moy IBAN {i}",
    "зи IBAN: {i}",
    "Tirana buyer of the pomegranate juice, IBAN {i}",
    "Gibraltar shipping agent, IBAN {i}",
    "Pristina lorry partner's IBAN — {i}",
    "Sana'a spice trader, pay to IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _inn_person(g: random.Random) -> str:
    """A Russian INN of a person in Dagestan (region 05): twelve digits, two check digits."""
    return v.until(g, lambda h: "05" + _r(h, D, 10), ru_inn.is_valid)


def _inn_company(g: random.Random) -> str:
    """A Russian INN of a company in Dagestan: ten digits, one check digit."""
    return v.until(g, lambda h: "05" + _r(h, D, 8), ru_inn.is_valid)


def _ogrnip(g: random.Random) -> str:
    """An OGRNIP (a sole trader's registration): fifteen digits, a mod-13 check digit."""
    return v.until(g, lambda h: "3" + _r(h, D, 2) + "05" + _r(h, D, 10), ru_ogrn.is_valid)


def _ogrn(g: random.Random) -> str:
    return v.until(g, lambda h: "1" + _r(h, D, 2) + "05" + _r(h, D, 8), ru_ogrn.is_valid)


def _voen(g: random.Random) -> str:
    """An Azerbaijani VÖEN: ten digits, the ninth a check digit, the tenth 1 or 2."""
    return v.until(g, lambda h: _r(h, D, 9) + h.choice("12"), az_voen.is_valid)


def _tckn(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), tr_tckimlik.is_valid)


def _fin(g: random.Random) -> str:
    """An Azerbaijani FIN code: seven letters and digits, no public check."""
    return _r(g, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 7)


def _az_id_card(g: random.Random) -> str:
    return "AA" + _r(g, D, 7)


def _az_passport(g: random.Random) -> str:
    return "C" + _r(g, D, 8)


def _ru_passport(g: random.Random) -> str:
    """A Russian internal passport of Dagestan (series 82 xx)."""
    return f"82 {g.randrange(0, 25):02d} {_r(g, D, 6)}"


def _snils(g: random.Random) -> str:
    return f"{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, D, 3)} {_r(g, D, 2)}"


def _ru_licence(g: random.Random) -> str:
    return f"05 {g.randrange(10, 35)} {_r(g, D, 6)}"


def _sts(g: random.Random) -> str:
    """A vehicle registration certificate (СТС) number: two digits, two letters, six digits."""
    return f"05 {_r(g, 'АВЕКМНОРСТУХ', 2)} {_r(g, D, 6)}"


def _oms(g: random.Random) -> str:
    return "05" + _r(g, D, 14)


def _ru_zagran(g: random.Random) -> str:
    return f"7{g.randrange(0, 10)} {_r(g, D, 7)}"


_ID_PLACES: dict[str, Maker] = {
    "ИНН физлица (Рамазан, для договора): {s}": _inn_person,
    "my INN for the tax office form: {s}": _inn_person,
    "INN moy {s}, ne teryay": _inn_person,
    "ИНН ООО «Самур-Нар» для счёта: {s}": _inn_company,
    "ОГРНИП Заура (ИП, консервный цех): {s}": _ogrnip,
    "OGRN of the depot company, for the bank's KYC mail: {s}": _ogrn,
    "VÖEN of the Baku carpet dealer: {s}": _voen,
    "VÖEN-im: {s}, hec kime deme": _voen,
    "TC kimlik no of the Turkish lorry driver, Kemal: {s}": _tckn,
    "Kemal'in kimlik numarası: {s}": _tckn,
    "FİN kodum {s}": _fin,
    "şəxsiyyət vəsiqəsinin nömrəsi: {s}": _az_id_card,
    "pasport nömrəm: {s}": _az_passport,
    "паспорт: {s}, выдан МВД по Республике Дагестан": _ru_passport,
    "pasport seriya i nomer {s}": _ru_passport,
    "СНИЛС Зухры: {s}": _snils,
    "водительское удостоверение водителя фуры: {s}": _ru_licence,
    "СТС на фуру {s}": _sts,
    "полис ОМС: {s}": _oms,
    "загранпаспорт Нурлана: {s}": _ru_zagran,
    "зи паспортдин нумра: {s}": _ru_passport,
    "йиз СНИЛС: {s}": _snils,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Nic.ru 2FA recovery codes\n{codes}", "backup codes for the cannery's Yandex 360 admin {codes}",
            "резервные коды 2FA: {codes}", "ehtiyat kodları (2FA):\n{codes}",
            "rezervnye kody: {codes}", "Serverspace backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Hostiman:fikret@samurnar.ru?secret={s}&issuer=Hostiman&digits=6",
              "Aegis, manual setup key for the Nic.ru login: {s}",
              "секретный ключ для 2FA (вместо QR-кода): {s}",
              "2FA açarı (QR kodu oxumadı): {s}",
              "TOTP secret for the VDSina panel: {s}"]  # fmt: skip
_CODES = ["{c} is your Serverspace verification code", "Код подтверждения: {c}. Никому не сообщайте его",
          "Təsdiq kodu: {c}. Kodu heç kimə deməyin", "Use {c} to sign in to Kvartirka",
          "[06:58] Aida: kod prishel {c}", "birdəfəlik kod {c}"]  # fmt: skip
_RECOVERY = ["Nic.ru account recovery key: {k}", "BitLocker recovery key for the 1C server: {k}",
             "ключ восстановления учётки: {k}", "bərpa açarı: {k}",
             "Hostiman recovery key (printed, in the safe): {k}", "Kvartirka emergency key {k}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6))}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family(
    "otp_code", _CODES, lambda g, i, t: {"c": g.choice("123456789") + _r(g, D, 5)}, "c"
)
_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["SamurNar-Workshop", "Derbent Carpet 5G", "Cannery-Ogni-2G", "Magaramkent Sad",
          "Akhty Guesthouse", "Akhty-Guest-5G", "Depot Yarag", "Kazmalyar-Yard", "Rubas-Office",
          "Keenetic-4172", "MTS_Router_05", "Beeline_Derbent"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "the orchard network {s}, password {pw}",
    "wifi at the guesthouse: {s} / {pw}",
    "пароль от вайфая {s}: {pw}",
    "wifi {s} parol {pw}",
    "вайфай {s}, пароль — {pw}, никому",
    "{s} wifi şifrəsi: {pw}",
    "wifi-nin adı {s}, şifrəsi {pw}",
    "{s} вайфайдин пароль {pw} я",
    "{s} вайфайин пароль: {pw}",
    "the key printed under the Keenetic box: {pw}",
    "Raspberry Pi imager, wireless LAN: SSID {s}, password {pw}",
    "LoRa gateway backhaul wifi: ssid {s}, psk {pw}",
    "guests keep asking — wifi {s}, key {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sw_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28)),
                 _j((LOWER_DIGITS, 30))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the chat preview hides it) {t}", "по буквам: {t}", "hərf-hərf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["код от ворот склада: {pw}", "kod ot kalitki v sadu {pw}", "anbarın qapı kodu: {pw}",
          "PIN kod kartın: {pw}", "пин-код карты {pw}, никому", "the depot gate keypad takes {pw} then #",
          "padlock on the pomegranate store at Magaramkent: {pw}", "складдин варцадин код: {pw}",
          "SIM PIN of the gate GSM module: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": rng.choice("123456789") + _r(rng, D, [3, 4, 5, 3][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["gulosha", "kilka", "sumakh", "chirag", "samur", "shahdag", "urbech", "chudu",
                 "tandyr", "kurze", "loom", "retort", "orchard", "lorry", "caspian", "kutum"]  # fmt: skip
_PHRASES = {"KeePassXC database passphrase for the depot: {p}": " ",
            "Bitwarden master passphrase: {p}": "-", "парольная фраза хранилища: {p}": " ",
            "Enpass master passphrase: {p}": ".", "şifrə ifadəsi: {p}": " ",
            "Passbolt passphrase (Sevda's): {p}": "_", "parol'naya fraza: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Insomnia request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Helpdeski #270, request headers: Authorization: Bearer {v}": False,
    "Postman collection export: \"Authorization\": \"Basic {v}\"": True,
    "заголовок запроса: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "wb-mqtt-db.conf:\n{{\"mqtt\": {{\"host\": \"localhost\", \"username\": \"wb\", \"password\": \"{pw}\"}}}}",
    "1C ibsrv config.yml:\ndatabase:\n  dbms: PostgreSQL\n  server: pg.samurnar.lan\n  user: usr1cv8\n  password: {pw}",
    "/etc/ppp/peers/depot-gsm:\nuser \"mts\"\npassword \"{pw}\"",
    "wpa_supplicant.conf:\nnetwork={{\n    ssid=\"Cannery-Ogni-2G\"\n    psk=\"{pw}\"\n}}",
    "hostapd.conf:\nssid=Akhty-Guest-5G\nwpa=2\nwpa_passphrase={pw}",
    "rclone.conf:\n[yadisk]\ntype = webdav\nurl = https://webdav.yandex.ru\nuser = samurnar\npass = {pw}",
    "msmtprc:\naccount cannery\nhost smtp.samurnar.ru\nuser alerts@samurnar.ru\npassword {pw}",
    "fetchmailrc:\npoll imap.samurnar.ru proto IMAP user \"booking\" password \"{pw}\"",
    "settings.php (Bitrix):\n'connections' => ['value' => ['default' => ['login' => 'bitrix', 'password' => '{pw}']]],",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "application.properties:\nspring.datasource.username=depot\nspring.datasource.password={pw}",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Depot\": \"Host=pg;Username=depot;Password={pw}\" }}",
    "config.ini (Eltis sync):\n[server]\nuser = eltis\npassword = {pw}",
    "zabbix_agent2.d/plugins.d/mysql.conf:\nPlugins.Mysql.Sessions.booking.Password={pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    ".pgpass:\npg.samurnar.lan:5432:cannery:cannery:{pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Kerim: wifi password at the workshop?\nAida: {pw}",
    "[06:12] zaur: root pw for the depot server?\n[06:13] nurlan: {pw}",
    "Eldar: {pw} is the new Eltis admin password",
    "Zuhra: use {pw}, that's what the Toro controller has now",
    "Зарема: новый пароль — {pw} 🙏",
    "Fikret: noviy parol {pw}",
    "Gulnara: yeni parol {pw} 👍",
    "Мурад: цӀийи пароль — {pw}",
    "Фазил: цӀийи пароль {pw} ву",
    "[22:15] Telman: the retort PC password is now {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 5), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 6),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    _TAKEN.clear()
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return " ".join(_phrase_of(g, "english", 12))


_SPLIT_PASSWORDS = {
    "the Eltis admin password is": "{s}", "Trace Mode operator pw:": "{s} (since the new line)",
    "пароль от склада": "{s}", "Toro controller password": "{s}\nchange it after the harvest",
    "şifrə:": "{s}", "parol:": "{s}", "чинебан гаф:": "{s}", "Beward cam password": "{s}",
    "the password Zaur read out over the radio was": "{s}, I think", "yeni şifrə budur —": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Kvartirka API key", "{s}", _j((HEX, 32))),
    ("split_token", "StormWall key:", "{s} (the guesthouse site)", _j("sw_", (ALNUM, 40))),
    ("split_token", "Exely client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "old wallet backup words", "{s}", _english_seed),
    ("split_card", "номер карты", "{s} до 11/36", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "AZ"))),
    ("split_backup", "Nic.ru recovery codes", "{s}\nkdmr-4412-pqzt\nvhaw-9031-lbnc", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ИНН", "{s}", _inn_person),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"eltis": {"url": "https://intercom.samurnar.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"şifrə": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "zaur", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"cams": [{"name": "gate"}, {"name": "yard", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mycli", "-h", "mysql.samurnar.lan", "-u", "booking", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "пароль от склада {s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Trace Mode station as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"kvartirka": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"vdsinaToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"pulpal_secret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "09/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"dealer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GE")),
    '{"partner": {"voen": "{s}"}}': ("meta_id", _voen),
    '{"mfa": {"recovery_codes": ["{s}", "kdmr-4412-pqzt", "vhaw-9031-lbnc"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"depot_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"orchard_store": {"padlock_code": "{s}"}}': ("meta_pin", lambda g: g.choice("123456789") + _r(g, D, 5)),
    '{"wifi": {"ssid": "Depot Yarag", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"wirenboard-8.4-firmware-2032.05.img").hexdigest()
_IMAGE = hashlib.sha256(b"registry.samurnar.lan/booking-sync:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"depot: add trip sheet export", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"cannery: revert batch label format", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"harvest_2032-10-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"carpet-orders-2031.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the Eltis intercom password before the inspection on 2032-06-11.",
    "Aida asked for the workshop wifi password; it's on the card in the office drawer.",
    "Policy: company passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the chat; share a vault link instead.",
    "The `.env.example` line `KVARTIRKA_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Trace Mode station asks for a new operator password after every update.",
    "Replace <YOUR_STORMWALL_KEY> in the README with the key from the StormWall dashboard.",
    "PULPAL_MERCHANT_SECRET and VDSINA_API_TOKEN must be set before the nightly sync runs.",
    "Никому не говори свой пароль, даже мне.",
    "Пароль должен быть не короче 14 символов.",
    "parol nikomu ne govori, dazhe Zauru",
    "Şifrəni heç kimə demə, sağ ol.",
    "Yeni şifrə ən azı 14 simvol olmalıdır.",
    "Пароль садазни лугьумир.",
    "Пароль шубазни мапӀуш.",
    "Kod gelmədi, bir də göndər.",
    "Код не пришёл, отправь ещё раз.",
    "Upgraded the Wiren Board firmware to 8.4 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the trip sheet export for the depot.",
    f"Rolled back to {_SHORT} after the batch label format broke the printer.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Wiren Board image 2032.05 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of carpet-orders-2031.xlsx: {_SHA512}",
    f"The booking sync runs registry.samurnar.lan/booking-sync@sha256:{_IMAGE}.",
    f"MD5 of harvest_2032-10-03.csv is {_MD5}, same as the copy on the share.",
    "Request id 5c2e81d4-7a3b-4e19-9f60-2b8d1c4e7a90 is the slow one in the Kvartirka logs.",
    "Order ZK-2032-00417: two Khiv carpets, 2 by 3 m, for the Kazan showroom.",
    "Helpdeski #277: the cold room 2 alarm at the cannery keeps tripping at night.",
    "Call the Derbent workshop on +7 8722 55 31 08 before noon.",
    "Container MSCU 5174902 with the canned kilka is at Makhachkala port.",
    "CMR DEP-YRG-2032-0119 covers 18 pallets of pomegranate juice to Baku.",
    "HS code 0810.90 covers fresh pomegranates; 5701.10 is hand-knotted wool carpets; 1604.13 is canned sprats.",
    "Cold room 2 is at 2.5 °C and 90 % relative humidity; the juice store is at 8 °C.",
    "After five wrong passwords the Trace Mode station locks the account for 20 minutes.",
    "A Tabasaran carpet of 2 by 3 metres takes about 900 hours on the loom.",
    "The secret of good Magaramkent pomegranates is the late October harvest.",
    "Ask Zaur for the depot gate code, I don't have it.",
    "My card ending 4417 was declined at the Derbent market.",
    "The Tbilisi buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Nic.ru account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `STORMWALL_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the pomegranate store rusts in winter; oil it every month.",
    "Kvartirka moved the API key page under Settings › Integrations in its May release.",
    "ISBN 978-5-17-118366-1 is the carpet-pattern book on the shelf; postcode 368600 is Derbent.",
    "The guest wifi 'Akhty-Guest-Open' is open, no password needed.",
    "Lot LOT-2032-MGK-0311: 1 200 kg of Gulosha pomegranates, Brix 16.4.",
    "Batch K-2032-118 of kilka in tomato sauce, 240 g tins, best before 2035-05.",
    "Lorry Е472КМ 05 left the Yarag-Kazmalyar crossing at 06:40; route M-29 to Makhachkala.",
    "Bus route 2 runs from Derbent station to the citadel every 15 minutes.",
    "The Akhty guesthouse has 9 rooms; check-in after 14:00, breakfast 8-10.",
    "Телефон гостевого дома в Ахты: +7 928 051 47 22.",
    "Номер заказа 2032-05-117, доставка в Дербент в четверг.",
    "Sifariş nömrəsi 88417, çatdırılma cümə axşamı.",
    "The Eltis panel firmware is version 3.12.4, build 20320514.",
    "Invoice 2032/0457 for the wool dyes is paid; 48 400 RUB.",
    "Kilka season opens in April; the cannery runs two shifts of 12 people.",
    "Ticket EvaTeam DRB-131: rename the depot's trucks in the fleet list.",
    "Tariff code for the M-29 toll section is 3; the rate went up on 1 June.",
    "The orchard has 14 hectares and 5 600 trees, drip irrigation on lines A to G.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/samurnar/eltis", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "DRB-131", "order": "ZK-2032-00417"}',
    '{"lot": {"id": "LOT-2032-MGK-0311", "weight_kg": 1200, "brix": 16.4}}',
    '{"phone": "+7 8722 55 31 08", "city": "Derbent"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "tins_in_stock": 18400}',
    '{"hs_code": "0810.90", "origin": "RU", "description": "pomegranates"}',
    '{"container": "MSCU 5174902", "port": "Makhachkala", "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_TEXTS = CLEAN + _CLEAN_METADATA_JSON
