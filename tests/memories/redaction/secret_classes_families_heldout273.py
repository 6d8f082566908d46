# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-seventy-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-seventieth's
docstring, the fifth to two-hundred-and-seventieth only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-sixty-ninth, two-hundred-and-seventy-first and two-hundred-and-seventy-second),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (273406915), password words (a
Kalmyk horse's or herd's word and a Bashkir honey or river word, a number and a sign; a
Sterlitamak bus route, a garage number and a sign, `Marshrut17K412!`; a kumis batch in litres; a
name, a year and a village; a generator's four dotted groups; random runs), names, places,
templates, tools, vendors and layouts, the way the staff of a fictional company (Sarpa-Agidel,
with the Tsagan Adun horse-breeding farm office near Elista, the gift shop of a Buddhist temple
(khurul) in Elista, the Burzyan honey cooperative, a kumis bottling line near Ufa and the bus
depot No. 4 in Sterlitamak) leak secrets into an assistant's memory. Every company, person,
address and number is fictional; only the region (Kalmykia and Bashkortostan) is real. The texts
are chats with times (Telemost, Kontur.Talk, Ktalk, SaluteJazz, Vinteo, MTS Link, Webinar.ru),
tickets (Deskun, Userside, Naumen, Intradesk, SimpleOne, Usedesk, Omnidesk, HelpDeskEddy), wiki
table rows and breadcrumbs, notes, e-mails, runbooks, READMEs, shell prompts and history,
voice-memo transcripts, dictated and spelled text and requests to the assistant itself; the
separators run from a colon, "is" and a dash (`—`) to an arrow (`➜`, `👉`), an emoji (`🐎`, `🙏`),
a new line, quotes, a table bar and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 270,
the 269th left out, that name each): in none, kumis, Tsagan Sar, Yashkul, Ishimbay, `ханҗанав`,
`räxmät`, `serhüð`, `sersüz`, `qullanuçı`, `нэрн`, zabbix_js, yandex-tank, Kurento, nginx-ui,
Yandex Disk, Deskun and Userside; in one, Elista, Burzyan, Sterlitamak, `рәхмәт`, `кулланучы`,
`Раслау коды`, `түлкүр`, H2's RunScript, dropbear's `DROPBEAR_PASSWORD`, FASTPANEL's mogwai,
ISPmanager's mgrctl, deployka, `k6 run`, Owncast, rtmpdump, Flussonic's `edit_auth`, Wowza,
AmneziaWG, Janus, evans, restish, `yc lockbox`, Ktalk, SaluteJazz, Vinteo, MTS Link, Webinar.ru,
Naumen, Intradesk, SimpleOne, Usedesk, Omnidesk and HelpDeskEddy; in two, Kalmyk, Bashkir,
`серһүҙ`, `бер кемгә лә әйтмә`, `ҡулланыусы`, Telemost, Kontur.Talk, usermin's `changepass.pl`,
obs-cli, kafkacat, amqp-publish, curlie, lychee, pg_probackup, zbackup, Hestia's `v-add-user`,
`atlas migrate`, streamlink, siege, Odyssey and strongSwan; in three, `серсүз`, `беркемгә дә
әйтмә`, mqttx, sysbench, vrunner and `tt connect`. The common layouts (env files, `export`,
docker-compose, database URLs, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the
`WIFI:` QR string) are in wordings of their own.

About half of the secret samples are in other languages than English: Russian in Cyrillic and
in translit as it is texted (`пароль`, `пароль от …`, `вот`, `короче`, `никому не говори`,
`спасибо`, `пин-код`, `код`, `ключ API`, `логин`, `учётка`, `пасс`; `parol ot …`, `vot`,
`nikomu ne govori`, `sps`, `spasibki`, `klyuch`, `kod`); Kalmyk in Cyrillic (`нууц үг`
"password", `шин` "new", `мана` "our", `күүнд бичә келтн` "don't tell anyone", `ханҗанав`
"thanks", `түлкүр` "key", `нэрн` "name"); Bashkir in Cyrillic and in Latin letters (`серһүҙ` /
`serhüð` "password", `асҡыс` / `asqys` "key", `бына` / `byna` "here is", `яңы` / `yañy` "new",
`минең` / `mineñ` "my", `бер кемгә лә әйтмә` "don't tell anyone", `рәхмәт` / `räxmät` "thanks",
`ҡулланыусы` "user", `Раҫлау коды` "confirmation code"); and the Tatar of the neighbours, in
Cyrillic and in Zamanälif Latin (`серсүз` / `sersüz` "password", `ачкыч` / `açqıç` "key", `менә`
/ `menä` "here is", `яңа` / `yaña` "new", `минем` / `minem` "my", `беркемгә дә әйтмә` /
`berkemgä dä äytmä`, `кулланучы` / `qullanuçı` "user", `Раслау коды`). The wordings are the
author's approximations, checked by no speaker; the thinnest guesses are the Kalmyk ones (`нууц
үг` for a password, borrowed from Mongolian, `күүнд бичә келтн`, `нэрн` for a user name, `түлкүр`
for an API key), then the Bashkir Latin spellings (`serhüð` with `ð` for `ҙ`, `asqys`), Bashkir's
`Раҫлау коды` and the card code's `алғы яғындағы дүрт һан`, `härefen-härefen` for
"letter by letter", and `янсыҡ` for a wallet.

Vendors (by grep, in no earlier corpus: Ak Bars Bank, Autograph GPS, ScoutGPS, Lamoda,
KazanExpress, Megamarket, Magnit Market, RBK.money, Rusonyx, Jino, Majordomo, SMS Traffic,
Prostor-SMS and Deskun; in one: Ufanet, Zolotaya Korona, Omnicomm, Fort Monitor, Navixy, Ozon
Seller, Yandex Market, Wildberries, Payselection, Paymaster, Platron, P1SMS, 2GIS, Mindbox, Carrot
quest, Chat2Desk, Green API, PayAnyWay, Uniteller, Payture, Mixplat, GigaChat, Kinescope, Ofd.ru,
Frontpad, Chestny ZNAK, Qiwi, SberPay, SberCloud, FirstVDS, Hostland, NetAngels, Ktalk and
Vinteo). No shape here is one the author knows to be real: every one is a guess (hex, base64,
URL-safe, upper-case and alphanumeric runs, UUIDs, a base64 `uuid:uuid` pair for GigaChat, JWTs for
Omnicomm, Wildberries, RBK.money and Chestny ZNAK, and the `agps_`, `pmtk_`, `app.` and `ACMA:`
prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Russia's INN
of a person (twelve digits) and of a company (ten) (`stdnum.ru.inn`), and the OGRN (thirteen
digits) and OGRNIP (fifteen) (`stdnum.ru.ogrn`), with Kalmykia's and Bashkortostan's region codes.
Kinds no library or this file checks (no check-digit algorithm is written here; the shapes are
guesses): a SNILS (its check pair drawn, not computed), a Russian internal passport (series 85 and
80), an OMS policy, a Russian driving licence, a passport for travel abroad and a military ID.
Card numbers pass Luhn (Mir's 2200–2204 prefixes drawn here, and the value helpers' Visa,
Mastercard, UnionPay, JCB, Maestro and Amex, checked with python-stdnum's `luhn`); the card codes
are Amex's four-digit CIDs only, none read as a year. The IBANs are of Russia, Kazakhstan,
Mongolia, Türkiye, Azerbaijan and Belarus (the neighbours), and of Denmark and Hungary (a rough
count of the country codes in heldouts 5 to 270 finds Denmark in seventeen and Hungary in
eighteen, the fewest; the others in twenty-two to twenty-five), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Russian, Turkish, Czech, French and
Simplified Chinese lists, each drawn until `Mnemonic(lang).check` accepts it (which rejects many
Russian and Turkish phrases, so those are redrawn). Every secret is drawn again until it is new and
no clean text holds it.
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
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 273_406_915
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
_SEEN: set[str] = set()  # every secret drawn so far (filled as the samples are made)


def _fresh(secret: str) -> bool:
    """A secret no earlier sample holds and no clean text contains."""
    low = secret.lower()
    return secret not in _SEEN and not any(low in text.lower() for text in _CLEAN_TEXTS)


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
                if _fresh(secret):
                    break
            _SEEN.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


# Kalmyk horse and herd words, Bashkir honey and kumis words, Sterlitamak's buses, in Latin letters.
_HORSES = ["Kharmorn", "Tsagan", "Boro", "Khongor", "Zeerd", "Shargol", "Dzhangar", "Savr",
           "Ulanzalat", "Altn", "Mongn", "Sarul", "Kheer", "Khaltr"]  # fmt: skip
_HONEY = ["Soloq", "Umarta", "Yukeley", "Qymyd", "Bal", "Burzyan", "Shulgan", "Kapova",
          "Agidel", "Ural", "Yuruzan", "Nugush", "Mayauyl", "Qorot"]  # fmt: skip
_PLACES = ["Elista", "Yashkul", "Lagan", "Tsaganaman", "Ikiburul", "Priyutnoye", "Gorodovikovsk",
           "Burzyan", "Starosubkhangulovo", "Askarovo", "Ufa", "Chishmy", "Iglino", "Sterlitamak",
           "Ishimbay", "Salavat", "Sarpa"]  # fmt: skip
_NAMES = ["Badma", "Bembya", "Sanal", "Delgir", "Baira", "Kermen", "Aysa", "Ulyana", "Ilnur",
          "Azat", "Gulnaz", "Zulfiya", "Rustem", "Aigul", "Salavat", "Timur", "Rinat", "Alsu",
          "Dmitry", "Oksana", "Vitaly", "Nadezhda", "Ertne", "Bulat"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Dzh4ng4r", "Kh0ng0r", "S0l0q", "Qym1z", "Um4rt4", "Bur2y4n", "Ts4g4n", "Agid3l"]


def _route(g: random.Random) -> str:
    """A Sterlitamak bus route and a bus's garage number, as depot staff make a password."""
    return f"Marshrut{g.randrange(1, 40)}{g.choice(['A', 'B', 'K', 'P'])}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_HORSES)}{g.choice(_HONEY)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_HONEY, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _route,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_HORSES).lower()}_{g.randrange(1960, 2031)}",
    lambda g: f"Kumis{g.randrange(100, 1000)}L{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_HORSES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_HONEY)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telemost chat, stud-farm office: the Tsagan Adun stable camera NVR password is {pw}",
    "Kontur.Talk chat with Badma: the foaling-barn thermostat admin password is {pw}",
    "Ktalk meeting chat: Elista office printer web password {pw}",
    "SaluteJazz chat, Sanal: the horse-scale terminal password {pw}",
    "Vinteo room 'Yashkul paddocks': the feed-silo controller password is {pw}",
    "MTS Link webinar chat (oops, everyone saw it): gift-shop POS admin password {pw}",
    "Webinar.ru backstage chat: the temple shop's Evotor back office password is {pw}",
    "Deskun ticket 4410: incense-shelf label printer password {pw}, please reset",
    "Userside task 1187: Sterlitamak depot router password {pw}",
    "Naumen request 3302: bus-wash PLC panel password {pw}",
    "Intradesk ticket 912: the kumis line filler HMI password is {pw}",
    "SimpleOne incident INC-5521: the Ufa cold room logger password {pw}",
    "Usedesk chat, Burzyan honey coop: extractor scale password {pw}",
    "Omnidesk case 7740: the depot fuel-card portal password is {pw}",
    "HelpDeskEddy ticket 2028: the depot ticket-validator service password {pw}",
    "Yandex Disk note 'depot.txt': the dispatcher PC password {pw}",
    "Runbook: restart the kumis pasteuriser\n1. open the HMI\n2. log in as service\n3. password {pw}\n4. hold 72 °C for 15 s",
    "README (temple shop till)\nthe back office is at https://till.sarpa-agidel.lan, admin password `{pw}`.",
    "Hi Ilnur,\n\nthe root password on the Burzyan honey server is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nGulnaz",
    "Incident 2033-02-11: the Sterlitamak depot camera DVR was open to the internet with password {pw}",
    "can you remember my Ak Bars online banking password? it's {pw}",
    "dictated: the foaling-barn camera password is {pw} full stop",
    "note to self: kumis line SCADA password {pw}",
    "after the reinstall the Elista office NAS password became {pw}",
    "voice memo from the paddock: stable tablet password, erm, {pw}",
    "remember this for me please: my Gosuslugi password is {pw}",
    "the bus depot dispatcher login changed, password now {pw}",
    "Aysa: the gift-shop wifi camera admin password is {pw}",
    "Telemost chat, Burzyan: bee-yard scale gateway password {pw}",
    "Telemost chat, Ishimbay garage: the NVR password is {pw}",
    "пароль от компа в конюшне: {pw}",
    "Бадма: пароль от кассы в лавке при хуруле — {pw}",
    "короче пароль от сервера на линии кумыса {pw}, никому не говори",
    "вот пароль от диспетчерской в Стерлитамаке: {pw}",
    "parol ot kompa v konyushne: {pw}",
    "vot parol ot kassy {pw}, nikomu ne govori pls",
    "sps, i eshe parol ot wi-fi kamery {pw}",
    "мана адуна компьютерин нууц үг: {pw}",
    "Санал: шин нууц үг — {pw}, күүнд бичә келтн",
    "хурлын лавкин кассин нууц үг: {pw}. Ханҗанав!",
    "минең почта серһүҙе: {pw}",
    "бал кооперативы серверының яңы серһүҙе — {pw}, бер кемгә лә әйтмә",
    "бына ҡымыҙ линияһы серһүҙе: {pw}",
    "mineñ poçta serhüðe: {pw}",
    "byna yañy serhüð: {pw}, räxmät",
    "soloq serverynyñ serhüðe {pw}",
    "минем почта серсүзе: {pw}",
    "менә яңа серсүз: {pw}, беркемгә дә әйтмә",
    "автобус паркы компьютеры серсүзе — {pw}",
    "menä yaña sersüz: {pw}, räxmät",
    "minem poçta sersüze {pw}",
    "Рустем: серһүҙ {pw}, рәхмәт",
    "Гульназ: пароль от умного улья {pw}",
    "Delgir: parol' ot ofisa v Eliste {pw}",
    "Сальма: кассин нууц үг {pw}",
    "oksana: пароль от 1С в депо {pw}",
    "Zulfiya: menä sersüz {pw}",
    "Alsu: пароль {pw} 🐎",
    "Kermen: нууц үг ➜ {pw}",
    "Bulat: серһүҙ 👉 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["badma", "bembya.o", "sanal", "delgir", "baira", "kermen.b", "aysa", "ilnur",
          "azat.g", "gulnaz", "zulfiya", "rustem", "aigul.k", "salavat", "timur", "rinat",
          "alsu", "dmitry.s", "oksana", "vitaly", "svc-kumis", "dispatch-3", "honey-coop",
          "shop-till"]  # fmt: skip
_LOGINS = [
    "Telemost chat: the NVR login is {u} / {pw}",
    "Deskun #4421: {u} locked out of the depot portal, last password {pw}",
    "usr {u} pwd {pw}",
    "Wiki › Depot › Dispatch › Fort Monitor: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| kumis SCADA | {u} | {pw} |",
    "sign into the stable NVR as {u} with {pw}",
    "honey scale login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: till-elista-1\n  username: {u}\n  password: {pw}",
    "Vinteo: account {u}, password {pw}",
    "Ilnur says the SCADA account is {u} and the password is {pw}",
    "system,login,password\nfiller-hmi,{u},{pw}",
    "логин {u}, пароль {pw}",
    "логин: {u} / пароль: {pw} — никому",
    "login {u} parol {pw}",
    "нэрн {u}, нууц үг {pw}",
    "ҡулланыусы {u}, серһүҙ {pw}",
    "qullanyusy {u}, serhüð {pw}",
    "кулланучы {u}, серсүз {pw}",
    "qullanuçı {u}, sersüz {pw}",
    "user {u} / pass {pw}",
    "Ktalk: creds for the depot 1C are {u} and {pw}",
    "ssh {u}@kumis-srv.sarpa-agidel.lan (password {pw})",
    "учётка {u}, пасс {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kharmorn", "dzhangar", "tsagaan", "soloq", "umarta", "yukeley", "qymyd",
               "shulgan", "belaya", "khurul", "yashkul", "tulpar", "kapova", "nugush"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the honey server it's {w} and {d} at the end",
    "voice memo: the depot wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the stable NVR",
    "it's {w}{d}, word and digits joined",
    "{w}{d} — that's the kumis line password",
    "пароль — слово {w} маленькими буквами, потом {d}",
    "parol: slovo {w} i potom cifry {d}",
    "нууц үг: {w} гидг үг, тегәд {d}",
    "серһүҙ: {w} һүҙе, унан {d}",
    "serhüð: {w} hüðe, unan {d}",
    "серсүз: {w} сүзе, аннары {d}",
    "sersüz: {w} süze, annarı {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "java -cp h2.jar org.h2.tools.RunScript -url jdbc:h2:tcp://h2.sarpa-agidel.lan/depot -user {u} -password '{pw}' -script routes.sql",
    "DROPBEAR_PASSWORD='{pw}' dbclient {u}@nvr-elista.sarpa-agidel.lan",
    "mogwai chpasswd -u {u} -p '{pw}'",
    "/usr/libexec/usermin/changepass.pl /etc/usermin {u} '{pw}'",
    "zabbix_js -s ufanet_check.js -p '{{\"user\": \"{u}\", \"password\": \"{pw}\"}}'",
    "obs-cli --host 10.20.0.15 --password '{pw}' scene switch 'Temple shop'",
    "kafkacat -b kafka.sarpa-agidel.lan:9093 -X security.protocol=SASL_SSL -X sasl.mechanisms=PLAIN -X sasl.username={u} -X sasl.password='{pw}' -t validations -C",
    "amqp-publish --url amqp://{u}:{pw}@mq.sarpa-agidel.lan/depot -r fares -b 'ping'",
    "nats --server nats://nats.sarpa-agidel.lan:4222 --user {u} --password '{pw}' sub 'buses.>'",
    "curlie -u {u}:{pw} https://scada.sarpa-agidel.lan/api/filler/state",
    "lychee --basic-auth 'https://wiki.sarpa-agidel.lan {u}:{pw}' docs/",
    "mqttx sub -h mqtt.sarpa-agidel.lan -p 8883 -u {u} -P '{pw}' -t 'hives/#'",
    "sysbench oltp_read_only --db-driver=pgsql --pgsql-host=pg.sarpa-agidel.lan --pgsql-user={u} --pgsql-password='{pw}' run",
    "PGPASSWORD='{pw}' pg_probackup backup -B /backup --instance honey -b FULL -U {u}",
    "zbackup backup --password-file <(echo '{pw}') /srv/zb/backups/kumis-$(date +%F)",
    "oscript deployka.os loadrepo /S1c.sarpa-agidel.lan\\depot -db-user {u} -db-pwd '{pw}'",
    "vrunner updatedb --ibconnection /Ssrv1c/depot --db-user {u} --db-pwd '{pw}'",
    "tt connect {u}:{pw}@tarantool.sarpa-agidel.lan:3301",
    "v-add-user {u} '{pw}' {u}@sarpa-agidel.ru",
    "/usr/local/mgr5/sbin/mgrctl -m ispmgr user.edit elid={u} passwd='{pw}' sok=ok",
    "k6 run -e DEPOT_USER={u} -e DEPOT_PASSWORD='{pw}' load-fares.js",
    "owncast -adminpassword '{pw}' -webserverport 8080",
    "ibcmd infobase dump --db-server=pg.sarpa-agidel.lan --db-name=depot --db-user={u} --db-pwd='{pw}' depot.dt",
    "\"C:\\Program Files\\1cv8\\8.3.24\\bin\\1cv8.exe\" DESIGNER /S srv1c\\kumis /N {u} /P {pw} /DumpIB kumis.dt",
    "atlas migrate apply --url 'postgres://{u}:{pw}@pg.sarpa-agidel.lan:5432/honey?sslmode=require'",
    "sqlcipher hives.db \"PRAGMA key = '{pw}'; SELECT count(*) FROM frames;\"",
    "java -cp h2.jar org.h2.tools.Shell -url jdbc:h2:tcp://h2.sarpa-agidel.lan/depot -user {u} -password {pw}",
    "mosquitto_rr -h mqtt.sarpa-agidel.lan -u {u} -P '{pw}' -t 'filler/cmd' -e 'filler/resp' -m status",
    "rtmpdump -r 'rtmp://stream.sarpa-agidel.lan/live/temple?user={u}&pass={pw}' -o puja.flv",
    "streamlink --http-header 'X-User={u}' --http-cookie 'pass={pw}' https://stream.sarpa-agidel.lan/live best",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "badma@stable-nuc:~$ {c}", "root@kumis-srv:~# {c}", "PS C:\\depot> {c}",
    "Telemost chat, Ilnur pasted: {c}", "Deskun #4433, the command that worked: {c}",
    "Wiki › Kumis line › Backups:\n```\n{c}\n```", "history | grep pass\n  412  {c}",
    "вот команда: {c}", "vot komanda, rabotaet: {c}", "бына команда: {c}", "менә команда: {c}",
    "командаһы: {c}", "комманд: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = v.until(rng, _plain_pw, _fresh)
            _SEEN.add(secret)
            text = rng.choice(frames).format(c=template.format(pw=secret, u=rng.choice(_USERS)))
            out.append(Sample(cls, text, secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@pg.sarpa-agidel.lan:5432/depot",
    "clickhouse://{u}:{pw}@ch.sarpa-agidel.lan:9440/validations?secure=true",
    "mysql://{u}:{pw}@shop-db.sarpa-agidel.lan/temple_shop",
    "redis://{u}:{pw}@redis.sarpa-agidel.lan:6380/2",
    "mongodb+srv://{u}:{pw}@honey.sarpa-agidel.lan/hives?retryWrites=true",
    "amqps://{u}:{pw}@mq.sarpa-agidel.lan:5671/kumis",
    "ftp://{u}:{pw}@ftp.sarpa-agidel.lan/nvr/",
    "tarantool://{u}:{pw}@tarantool.sarpa-agidel.lan:3301",
    "jdbc:postgresql://pg.sarpa-agidel.lan:5432/1c?user={u}&password={pw}",
    "Server=mssql.sarpa-agidel.lan;Database=Depot;User Id={u};Password={pw};TrustServerCertificate=true",
    "rtsp://{u}:{pw}@cam-paddock2.sarpa-agidel.lan:554/Streaming/Channels/101",
    "smb://{u}:{pw}@nas-elista.sarpa-agidel.lan/stud-book",
    "kafka+sasl://{u}:{pw}@kafka.sarpa-agidel.lan:9093",
    "opc.tcp://{u}:{pw}@filler-plc.sarpa-agidel.lan:4840",
]  # fmt: skip
_URL_PLACES = [
    "DEPOT_DB_URL={c}", "строка подключения: {c}", "stroka podklyucheniya {c}",
    "keep this connection string for me: {c}", "тоташыу юлы: {c}", "тоташу юлы: {c}",
    "Deskun #4450: {c}", "Wiki › Databases: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "sarpa-agidel", "sub": f"acc_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read routes:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "ES256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 86)

    return make


def _gigachat(g: random.Random) -> str:
    return base64.b64encode(f"{v.uuid4(g, 'a')}:{v.uuid4(g, 'b')}".encode()).decode()


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Ak Bars Bank", "AKBARS_ACQUIRING_SECRET", _j((HEX, 64))),
    ("Ufanet", "UFANET_API_TOKEN", _j((ALNUM, 40))),
    ("Zolotaya Korona", "ZK_TRANSIT_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Omnicomm", "OMNICOMM_JWT", _vendor_jwt("https://online.omnicomm.ru")),
    ("Fort Monitor", "FORT_MONITOR_TOKEN", _j((HEX, 32))),
    ("Navixy", "NAVIXY_API_HASH", _j((HEX, 32))),
    ("ScoutGPS", "SCOUT_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Autograph GPS", "AUTOGRAPH_SESSION_KEY", _j("agps_", (ALNUM, 36))),
    ("Ozon Seller", "OZON_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Yandex Market", "YM_API_KEY", _j("ACMA:", (ALNUM, 40), ":", (HEX, 8))),
    ("Lamoda", "LAMODA_PARTNER_SECRET", _j((B64, 43), "=")),
    ("KazanExpress", "KE_SELLER_TOKEN", _j((URLSAFE, 43))),
    ("Megamarket", "MEGAMARKET_TOKEN", _j((UPPER_HEX, 32))),
    ("Magnit Market", "MM_API_TOKEN", _j((ALNUM, 48))),
    ("Wildberries", "WB_API_TOKEN", _vendor_jwt("https://seller.wildberries.ru")),
    ("Payselection", "PAYSELECTION_SECRET_KEY", _j((HEX, 64))),
    ("Paymaster", "PAYMASTER_TOKEN", _j("pmtk_", (ALNUM, 40))),
    ("Platron", "PLATRON_SECRET_KEY", _j((LOWER_DIGITS, 24))),
    ("RBK.money", "RBK_API_KEY", _vendor_jwt("https://auth.rbk.money")),
    ("Rusonyx", "RUSONYX_API_TOKEN", _j((HEX, 40))),
    ("Jino", "JINO_API_KEY", _j((ALNUM, 32))),
    ("Majordomo", "MAJORDOMO_TOKEN", _j((HEX, 48))),
    ("SMS Traffic", "SMSTRAFFIC_API_KEY", _j((ALNUM, 30))),
    ("Prostor-SMS", "PROSTOR_SMS_API_KEY", _j((HEX, 32))),
    ("P1SMS", "P1SMS_API_KEY", _j((ALNUM, 40))),
    ("2GIS", "DGIS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Mindbox", "MINDBOX_SECRET_KEY", _j((URLSAFE, 32))),
    ("Carrot quest", "CARROT_API_TOKEN", _j("app.", (D, 5), ".", (HEX, 64))),
    ("Chat2Desk", "CHAT2DESK_TOKEN", _j((HEX, 32))),
    ("Green API", "GREEN_API_TOKEN_INSTANCE", _j((HEX, 50))),
    ("PayAnyWay", "PAYANYWAY_INTEGRITY_CODE", _j((ALNUM, 24))),
    ("Uniteller", "UNITELLER_API_SECRET", _j((UPPER_DIGITS, 64))),
    ("Payture", "PAYTURE_SECRET", _j((ALNUM, 36))),
    ("Mixplat", "MIXPLAT_API_KEY", _j((HEX, 40))),
    ("GigaChat", "GIGACHAT_CREDENTIALS", _gigachat),
    ("Kinescope", "KINESCOPE_API_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Ofd.ru", "OFDRU_AUTH_TOKEN", _j((UPPER_HEX, 32))),
    ("Frontpad", "FRONTPAD_SECRET", _j((ALNUM, 32))),
    ("Chestny ZNAK", "CRPT_TOKEN", _vendor_jwt("https://markirovka.crpt.ru")),
    ("Qiwi", "QIWI_SECRET_KEY", _j((URLSAFE, 64))),
    ("SberPay", "SBERPAY_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("SberCloud", "SBERCLOUD_SECRET_KEY", _j((ALNUM, 40))),
    ("FirstVDS", "FIRSTVDS_API_TOKEN", _j((HEX, 64))),
    ("Hostland", "HOSTLAND_API_KEY", _j((ALNUM, 32))),
    ("NetAngels", "NETANGELS_API_KEY", _j((ALNUM, 40))),
    ("Ktalk", "KTALK_BOT_TOKEN", _j((URLSAFE, 48))),
    ("Vinteo", "VINTEO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Deskun", "DESKUN_API_KEY", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} registry.sarpa-agidel.lan/depot-sync:3.1",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "kubectl create secret generic depot-sync --from-literal={env}={tok}",
    "yc lockbox secret create --name depot-sync --payload '[{{\"key\": \"{env}\", \"text_value\": \"{tok}\"}}]'",
    "settings.py:\n{env} = \"{tok}\"",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "Depot admin › Settings › Integrations › {vendor} › API key: {tok}",
    "Wiki table 'Integrations': | {vendor} | 2033 | {tok} |",
    "Deskun #4460: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Telemost chat, Ilnur: {vendor} key for the shop sync: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "ключ API {vendor}: {tok}",
    "вот ключ {vendor} для кассы {tok}, никому не говори",
    "klyuch API {vendor}: {tok}",
    "API-ключ {vendor}: {tok}",
    "{vendor} API асҡысы: {tok}",
    "{vendor} API asqysy: {tok}",
    "{vendor} API ачкычы: {tok}",
    "{vendor} API açqıçı: {tok}",
    "{vendor} API түлкүр: {tok}",
    "токен {vendor} — {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    navixy = _r(rng, HEX, 32)
    chat2desk = _r(rng, HEX, 32)
    dgis = v.uuid4(rng, "b")
    payture = _r(rng, ALNUM, 36)
    out = [
        Sample("vendor_token", f'r = requests.get("https://api.navixy.com/v2/tracker/list", params={{"hash": "{navixy}"}})', navixy),
        Sample("vendor_token", f"curl -H 'Authorization: {chat2desk}' https://api.chat2desk.com/v1/messages", chat2desk),
        Sample("vendor_token", f'<script src="https://mapgl.2gis.com/api/js/v1?key={dgis}"></script>', dgis),
        Sample("vendor_token", f"$payture = new PaytureClient('sarpa-agidel', '{payture}');", payture),
    ]  # fmt: skip
    _SEEN.update(s.secret for s in out)
    return out


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    chosen = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor once
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen[: n - len(out)]:
        tok = v.until(rng, make, _fresh)
        _SEEN.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Telemost: {t}", "it only shows it once, so here:\n{t}", "вот токен: {t}",
                "byna token: {t}", "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of hive scale BZ-14 (OTAA): {h}": 32,
    "NwkSKey of the paddock water-trough sensor (ABP): {h}": 32,
    "HMAC secret for the Payselection webhook: {h}": 64,
    "AES key of the ticket validators' fare table: {h}": 32,
    "pre-shared key of the Ufa–Sterlitamak IPsec tunnel (hex): {h}": 64,
    "ключ шифрования бэкапа: {h}": 64,
    "резерв күсермәһенең шифрлау асҡысы: {h}": 48,
    "bekap şifrlaw açqıçı: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Deskun #4471: token copied out of the browser's network tab {t}",
    "Cookie: lang=ru; depot_session={t}",
    "DEPOT_PORTAL_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен доступа: {t}",
    "ҡулланыу токены: {t}",
    "Telemost chat transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@sarpa-agidel.ru"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.sarpa-agidel.ru/realms/staff",
            "azp": "depot-portal",
            "groups": ["dispatch", "kumis-line"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the kumis SCADA box, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.sarpa-agidel.ru.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FARE_SIGNING_KEY": "{key}", "depot": "sterlitamak-4"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_depot <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Deskun #4480, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "закрытый ключ сервера:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the honey export paperwork:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "old Electrum wallet of the honey coop, copying it off the card before I burn it: {p}": "english",
    "Sparrow wallet recovery phrase\n{p}": "english",
    "voice memo: the Tonkeeper recovery words are {p} and that's all": "english",
    "Wiki › Treasury › Kumis fund wallet (retired): {p}": "english",
    "сид-фраза от кошелька Trust Wallet: {p}": "russian",
    "seed fraza ot koshelka: {p}": "russian",
    "мнемоника кошелька на кассе, никому: {p}": "russian",
    "янсыҡ кошелегының һүҙҙәре: {p}": "turkish",
    "kapçık kurtarma kelimeleri (Tatar kürşe Kazan'dan): {p}": "turkish",
    "obnovovací fráze peněženky z Brna: {p}": "czech",
    "phrase de récupération du portefeuille de la boutique : {p}": "french",
    "钱包助记词：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    mnemo = _MNEMO[lang]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return unicodedata.normalize("NFC", str(mnemo.to_mnemonic(entropy)))  # as typed

    phrase = v.until(rng, make, mnemo.check)
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        "; ".join(words),
        " ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
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
    "Telemost chat, Gulnaz: the company card for the hive frames is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Deskun #4490: pay the filler service visit with card {c}",
    "номер карты: {c}, {mm}/{yy}",
    "vot nomer karty {c} srok {mm}/{yy}",
    "картаның номеры: {c}",
    "kartanyñ nomery: {c}, {mm}/{yy}",
    "картаның номеры: {c}, {mm}/{yy} — беркемгә дә әйтмә",
    "картын номер: {c}",
    "Mir card for the depot fuel: {c}",
    "UnionPay card of the Harbin horse buyer: {c}",
]  # fmt: skip


_BRANDS = ["mir", "visa", "mir", "mastercard", "unionpay", "mir", "jcb", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "mir" if "Mir" in template else "unionpay" if "UnionPay" in template else None
    number = _card(rng, brand or _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 04/36, four-digit CID printed above the number: {cvv}",
               "the four digits on the front of the Amex, right of the number: {cvv}",
               "CID на лицевой стороне Amex: {cvv}",
               "cid s licevoy storony amex {cvv}",
               "Amex картаһының алғы яғындағы дүрт һан: {cvv}",
               "Amex kartasınıñ alğı yağındağı dürt san: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    """An Amex number and its four-digit CID, never read as a year (no 19xx or 20xx)."""
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    cid = v.until(
        rng, lambda g: _r(g, "3456789", 1) + _r(g, D, 3), lambda c: c[:2] not in ("19", "20")
    )
    return {"c": number, "cvv": cid}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Russia and its neighbours' IBANs (Kazakhstan, Mongolia, Türkiye, Azerbaijan, Belarus) and
# Denmark's and Hungary's (the fewest by a rough count); BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"RU": "n" * 14 + "c" * 15, "KZ": "nnn" + "c" * 13, "MN": "n" * 16,
                "TR": "n" * 6 + "c" * 16, "AZ": "aaaa" + "c" * 20, "BY": "cccc" + "nnnn" + "c" * 16,
                "DK": "n" * 14, "HU": "n" * 24}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SA-2033-041: please pay the stud-farm saddles to {i} within 30 days",
    "save the Almaty kumis-equipment supplier's IBAN: {i}",
    "IBAN: {i}\nReference: Burzyan honey lot 12",
    "Telemost #treasury: the Ulaanbaatar horse buyer's bank details, IBAN {i}",
    "IBAN счёта: {i}",
    "вот IBAN поставщика: {i}",
    "IBAN schyota {i}",
    "IBAN иҫәбе: {i}",
    "IBAN hisabı: {i}",
    "Danish Akhal-Teke buyer, IBAN {i}",
    "Hungarian beekeepers' union, IBAN {i}",
    "Bakı'daki kımız alıcısının IBAN'ı {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    country = _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)]
    if "Danish" in template:
        country = "DK"
    elif "Hungarian" in template:
        country = "HU"
    number = _iban(rng, country)
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _inn_person(g: random.Random) -> str:
    """A person's INN: a region code (Kalmykia 08, Bashkortostan 02), ten digits, two checks."""
    return v.until(g, lambda h: h.choice(["08", "02"]) + _r(h, D, 10), ru_inn.is_valid)


def _inn_company(g: random.Random) -> str:
    """A company's INN: ten digits, the last a weighted check digit."""
    return v.until(g, lambda h: h.choice(["08", "02"]) + _r(h, D, 8), ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    """An OGRN: thirteen digits, the last the remainder modulo 11."""
    return v.until(
        g, lambda h: "1" + _r(h, D, 2) + h.choice(["08", "02"]) + _r(h, D, 8), ru_ogrn.is_valid
    )


def _ogrnip(g: random.Random) -> str:
    """An OGRNIP: fifteen digits, the last the remainder modulo 13."""
    return v.until(
        g, lambda h: "3" + _r(h, D, 2) + h.choice(["08", "02"]) + _r(h, D, 10), ru_ogrn.is_valid
    )


def _snils(g: random.Random) -> str:
    """A SNILS in its printed form; its check pair is drawn, not computed (no library checks it)."""
    n = _r(g, D, 9)
    return f"{n[:3]}-{n[3:6]}-{n[6:]} {_r(g, D, 2)}"


def _passport_ru(g: random.Random) -> str:
    """A Russian internal passport: a series (region 85 Kalmykia, 80 Bashkortostan) and six digits."""
    return f"{g.choice(['85', '80'])} {g.randrange(0, 25):02d} {_r(g, D, 6)}"


def _oms(g: random.Random) -> str:
    """A single-form OMS (health insurance) policy: sixteen digits, no check verified here."""
    return g.choice(["0251", "8550"]) + _r(g, D, 12)


def _licence_ru(g: random.Random) -> str:
    """A Russian driving licence: four digits and six, no public check."""
    return f"{g.choice(['08', '02'])}{g.randrange(10, 40)} {_r(g, D, 6)}"


def _zagran(g: random.Random) -> str:
    """A Russian passport for travel abroad: nine digits, no public check."""
    return g.choice(["75", "76"]) + " " + _r(g, D, 7)


def _military(g: random.Random) -> str:
    """A Russian military ID: two Cyrillic letters and seven digits."""
    return g.choice(["АВ", "АН", "АЕ"]) + " " + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "my INN for the tax form: {s}": _inn_person,
    "ИНН Бадмы (самозанятый конюх): {s}": _inn_person,
    "INN moy: {s}": _inn_person,
    "минең ИНН: {s}": _inn_person,
    "INN of the honey coop for the invoice: {s}": _inn_company,
    "ИНН поставщика бутылок: {s}": _inn_company,
    "OGRN of the kumis bottling company: {s}": _ogrn,
    "ОГРН конезавода: {s}": _ogrn,
    "ОГРНИП пасечника из Бурзяна: {s}": _ogrnip,
    "OGRNIP of the temple-shop supplier: {s}": _ogrnip,
    "my SNILS: {s}": _snils,
    "СНИЛС водителя автобуса: {s}": _snils,
    "минем СНИЛС: {s}": _snils,
    "passport series and number: {s}": _passport_ru,
    "паспорт серия и номер: {s}": _passport_ru,
    "паспортым: {s}": _passport_ru,
    "полис ОМС: {s}": _oms,
    "my OMS policy number: {s}": _oms,
    "водительское удостоверение: {s}": _licence_ru,
    "driver's licence of the night-shift driver: {s}": _licence_ru,
    "загранпаспорт: {s}": _zagran,
    "военный билет: {s}": _military,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Gosuslugi backup codes\n{codes}", "spare sign-in codes for the depot's Yandex 360 {codes}",
            "резервные коды 2FA: {codes}", "rezervnye kody: {codes}",
            "2FA запас кодтары: {codes}", "2FA zapas kodları: {codes}", "Ozon Seller recovery codes:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Qiwi:gulnaz@sarpa-agidel.ru?secret={s}&issuer=Qiwi&digits=6",
              "Yandex Key, manual setup key for the SberCloud login: {s}",
              "секретный ключ 2FA для Ozon: {s}",
              "2FA серле асҡыс: {s}",
              "TOTP secret of the depot VPN: {s}",
              "2FA yäşeren açqıç: {s}"]  # fmt: skip
_CODES = ["{c} is your Ozon verification code", "Код подтверждения: {c}. Никому не сообщайте его",
          "Vash kod {c}", "Раҫлау коды: {c}", "Раслау коды: {c}", "Use {c} to sign in to Wildberries",
          "Ak Bars: kod {c} dlya vhoda"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 3) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["SarpaAgidel-Office", "Konyushnya-5G", "Tsagan Adun Stable", "Khurul-Shop",
          "Burzyan-Bal-Coop", "Qymyd-Line-2G", "Depot4-Dispatch", "Ufanet_Kumis", "Yashkul Barn",
          "Sterlitamak Depot Guest"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "stable network {s}, password {pw}",
    "wifi at the honey extraction room: {s} / {pw}",
    "the key printed under the Ufanet box: {pw}",
    "вайфай {s}, пароль {pw}",
    "parol ot vaifaya {s}: {pw}",
    "wifi {s} серһүҙе: {pw}",
    "wifi {s} sersüze: {pw}",
    "вайфайин нууц үг ({s}): {pw}",
    "wi-fi {s} серсүзе — {pw}",
    "ssid {s}, psk {pw}",
    "гостевой wifi {s} — пароль {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("agps_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("pmtk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Telemost call] {t}",
          "(spaced so the preview hides it) {t}", "по буквам: {t}", "härefen-härefen: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["PIN of the depot fuel card: {pw}", "пин-код от карты: {pw}", "pin ot karty {pw}",
          "ПИН-код картаның: {pw}", "kod zamka na sklade: {pw}", "код от сейфа в лавке: {pw}",
          "the tack-room keypad takes {pw} then #", "padlock on the Burzyan bee shed: {pw}",
          "умарталыҡ ишегенең коды: {pw}", "кассин пин-код: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["steppe", "saiga", "tulip", "kumis", "honeycomb", "linden", "stallion",
                 "mare", "prayer", "wheel", "karagach", "buckwheat", "trolley", "route",
                 "yurt", "lotus"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the stud-farm vault: {p}": " ",
            "Bitwarden master passphrase: {p}": "-", "Enpass vault passphrase: {p}": ".",
            "парольная фраза бэкапа: {p}": " ", "резерв серһүҙ-һөйләме: {p}": "_",
            "backup passphrase: {p}": " ", "pass phrase for the depot NAS encryption: {p}": "-",
            "серсүз-җөмлә: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "yandex-tank load.yaml:\n  phantom:\n    headers:\n      - \"Authorization: Basic {v}\"": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "siege --header='Authorization: Bearer {v}' https://fares.sarpa-agidel.lan/api/v1/tickets": False,
    "Insomnia export, header Authorization = Basic {v}": True,
    "evans --host grpc.sarpa-agidel.lan --header 'authorization=Bearer {v}' repl": False,
    "restish: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "odyssey.conf:\nstorage \"postgres_server\" {{\n    type \"remote\"\n}}\ndatabase \"depot\" {{\n    user \"dispatch\" {{\n        authentication \"md5\"\n        password \"{pw}\"\n    }}\n}}",
    "ipsec.secrets (strongSwan):\n: PSK \"{pw}\"",
    "janus.jcfg:\ngeneral: {{\n    admin_secret = \"{pw}\"\n}}",
    "kurento WebRtcEndpoint.conf.ini:\nturnURL=kms:{pw}@turn.sarpa-agidel.lan:3478",
    "flussonic.conf:\nedit_auth flussonic {pw};",
    "wowza conf/admin.password:\ndispatch {pw} admin",
    "awg0.conf (AmneziaWG):\n[Interface]\nPrivateKey = {pw}\nJc = 4",
    "nginx-ui app.ini:\n[app]\nJwtSecret = {pw}",
    "1C default.vrd:\n<ws pointEnableCommon=\"true\" publishExtensionsByDefault=\"true\"/>\n<point name=\"depot\" usr=\"web\" pwd=\"{pw}\"/>",
    "zabbix_agent2.conf:\nPlugins.PostgreSQL.Sessions.Depot.Password={pw}",
    "pgbouncer userlist.txt:\n\"dispatch\" \"{pw}\"",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "clickhouse users.xml:\n<users><validator><password>{pw}</password></validator></users>",
    "tarantool config.yaml:\ncredentials:\n  users:\n    depot:\n      password: '{pw}'",
    "mosquitto passwd source (before hashing):\nhive_gw:{pw}",
    "application.properties:\nspring.datasource.username=honey\nspring.datasource.password={pw}",
]  # fmt: skip


def _config_value(rng: random.Random) -> str:
    return _plain_pw(rng)


def _config_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "AmneziaWG" in template:
        return {"pw": base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()}
    return {"pw": _config_value(rng)}


_configs = _Family("config_file", _CONFIGS, _config_draw, "pw")


_CHATS = [
    "Ilnur: depot wifi password?\nGulnaz: {pw}",
    "[06:12] rustem: root pw for the kumis server?\n[06:13] azat: {pw}",
    "Aysa: {pw} is the new till admin password",
    "Timur: use {pw}, that's what the NVR has now",
    "[07:40] Бадма: пароль от NVR?\n[07:41] Санал: {pw}",
    "Оксана: новый пароль {pw} 🙏",
    "[21:03] delgir: parol ot kassy?\n[21:05] baira: {pw} spasibki",
    "Кермен: шин нууц үг {pw}",
    "Азат: яңы серһүҙ {pw}",
    "Aigul: yañy serhüð {pw}, räxmät",
    "Алсу: яңа серсүз {pw}",
    "Rinat: yaña sersüz {pw}",
    "[05:58] Vitaly: пароль от диспетчерской?\n[05:59] Dmitry: {pw}",
    "Bulat: kumis line password? — Salavat: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 14), (_cli, 32), (_urls, 14), (_vendors, 52),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 7), (_totp, 6), (_codes, 7), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 10), (_phrases, 8), (_auth, 6), (_configs, 16), (_chats, 14),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    _SEEN.clear()
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the NVR admin password is": "{s}", "kumis SCADA pw:": "{s} (since the filler swap in May)",
    "пароль от кассы:": "{s}", "depot router password": "{s}\nchange it after the audit",
    "серһүҙ:": "{s}", "нууц үг:": "{s}", "серсүз —": "{s}", "parol:": "{s}",
    "the password Badma read out over the radio was": "{s}, I think", "пароль": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Navixy API hash", "{s}", _j((HEX, 32))),
    ("split_token", "Paymaster key:", "{s} (shop checkout)", _j("pmtk_", (ALNUM, 40))),
    ("split_token", "SberPay client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "номер карты", "{s} exp 11/36", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "Gosuslugi recovery codes", "{s}\nKXR204-7QM2D\nBTW881-H3VZ9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ИНН", "{s}", _inn_person),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = v.until(rng, make, _fresh)
    _SEEN.add(secret)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    secrets()  # the samples' secrets, so that none is drawn again
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"nvr": {"url": "https://nvr-elista.sarpa-agidel.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "ilnur", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"tills": [{"name": "till-1"}, {"name": "till-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["vrunner", "updatedb", "--db-user", "depot", "--db-pwd", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "пароль от компа в конюшне {s}"}': ("meta_password", _plain_pw),
    '{"серһүҙ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the kumis SCADA as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"navixy": {"api_hash": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"payselectionSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"chat2desk_token": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MN")),
    '{"driver": {"inn": "{s}"}}': ("meta_id", _inn_person),
    '{"mfa": {"recovery_codes": ["{s}", "KXR204-7QM2D", "BTW881-H3VZ9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"kumis_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bee_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Konyushnya-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    field_pairs()  # the samples' and the pairs' secrets, so that none is drawn again
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"filler-hmi-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.sarpa-agidel.lan/depot-sync:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"fares: add route 17K night tariff", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"honey: revert lot label layout", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"foaling_2033-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"kumis-batches-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the stable NVR password before the vet's visit on 2033-04-18.",
    "Ilnur asked for the depot wifi password; it's on the card in the dispatcher's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Telemost chat; share a vault link instead.",
    "The `.env.example` line `NAVIXY_API_HASH=replace-me` is a placeholder; the real one is in the vault.",
    "The kumis filler HMI asks for a new admin password after every firmware update.",
    "Replace <YOUR_2GIS_KEY> in the README with the key from your 2GIS dashboard.",
    "PAYSELECTION_SECRET_KEY and CHAT2DESK_TOKEN must be set before the nightly sync runs.",
    "Никому не говори свой пароль, даже мне.",
    "Пароль должен быть не короче четырнадцати символов.",
    "nikomu ne govori parol, ok?",
    "Серһүҙеңде бер кемгә лә әйтмә.",
    "Serhüðeñde ber kemgä lä äytmä.",
    "Серсүзеңне беркемгә дә әйтмә.",
    "Sersüzeñne berkemgä dä äytmä.",
    "Нууц үгән күүнд бичә келтн.",
    "Рәхмәт, бал бик тәмле булды!",
    "Ханҗанав, мөрн сән!",
    "Спасибо, кумыс отличный, возьмём ещё два ящика.",
    "Upgraded the filler HMI firmware from 5.1 to 5.2.0 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the night tariff for route 17K.",
    f"Rolled back to {_SHORT} after the honey lot label layout broke the printer.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The filler HMI firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of kumis-batches-2032.parquet: {_SHA512}",
    f"The depot sync container runs registry.sarpa-agidel.lan/depot-sync@sha256:{_IMAGE}.",
    f"MD5 of foaling_2033-04.csv is {_MD5}, same as the copy on the stud-farm NAS.",
    "Request id 3c1f70a2-8e4b-4d19-a6c5-0b7e2d9f4a31 is the slow one in the Navixy logs.",
    "Order ZK-2033-00917 for 600 kumis bottles, 0.5 l, ships on Thursday.",
    "Deskun #4410: the Yashkul paddock water trough sensor keeps dropping off at night.",
    "Call the Elista office on +7 847 22 4 18 93 before noon.",
    "Bus 217 on route 17K is back from the body shop; garage number 4-117.",
    "Honey lot BZ-2033-0412, 38 kg, moisture 17.8 %, linden and buckwheat.",
    "HS code 0409.00 is natural honey; 0401.20 covers milk drinks such as kumis.",
    "Cold room 2 at the kumis line is at 4 °C; the maturing tank is at 22 °C.",
    "After five wrong passwords the depot portal locks the account for 20 minutes.",
    "The stable has 42 stalls; a Kalmyk mare gives about 2 litres of milk per milking.",
    "The secret of good kumis is slow stirring and a clean wooden churn.",
    "Ask Badma for the tack-room keypad code, I don't have it.",
    "My card ending 4417 was declined at the Elista hardware store.",
    "The Almaty supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Gosuslugi account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `GREEN_API_TOKEN_INSTANCE` in the secrets store, never in the repository.",
    "The padlock on the bee shed rusts in the damp; oil it every month.",
    "ISBN 978-5-7695-3216-4 is the beekeeping handbook on the coop's shelf.",
    "The guest wifi 'Khurul-Guest' is open, no password needed.",
    "Postcode 358000 is Elista; 453100 is Sterlitamak; 450000 is Ufa.",
    "Route 17K runs every 12 minutes from 05:40 to 23:10.",
    "Tsagan Sar falls on 2033-02-19 this year; the shop opens at 09:00.",
    "Ticket 2033-03-07/118 for the temple shop's incense delivery is closed.",
    "Plate number А 417 КМ 08 is the stud farm's horse trailer.",
    "Mare Altn-Sar, stud book number 0811-2019, foaled on 2033-04-02.",
    "Лот мёда BZ-2033-0415, 40 кг, влажность 18 %.",
    "Бал партияһы BZ-2033-0416, 36 кг.",
    "The kumis line runs two shifts, 06:00–14:00 and 14:00–22:00.",
    "Tracking number 80094512377216 for the Burzyan honey parcel.",
    "Phone of the Sterlitamak depot dispatcher: +7 3473 24 15 60.",
    "Model year 2031 PAZ buses need the new validator firmware 4.8.",
    "The word 'kumis' comes from the Turkic qımız; in Bashkir it is ҡымыҙ.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/stud-farm/nvr", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "4410", "order": "ZK-2033-00917"}',
    '{"lot": {"id": "BZ-2033-0412", "weight_kg": 38, "moisture_pct": 17.8}}',
    '{"phone": "+7 847 22 4 18 93", "city": "Elista"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "bottles_in_stock": 1284}',
    '{"hs_code": "0409.00", "origin": "RU", "description": "natural honey"}',
    '{"route": "17K", "bus": "4-117", "postcode": "453100"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_TEXTS = (
    CLEAN + _CLEAN_METADATA_JSON + [json.dumps(d, ensure_ascii=False) for d in CLEAN_METADATA]
)
