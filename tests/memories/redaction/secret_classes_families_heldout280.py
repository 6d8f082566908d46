# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-eightieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-seventy-seventh's
docstring, the fifth to two-hundred-and-seventy-seventh only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-seventy-eighth, two-hundred-and-seventy-ninth and two-hundred-and-eighty-first),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (280614397), password words (a
stock blank's wood, a town, a number and a sign; a rifle-stock model and a blank's number,
`LozhaIZH27#512`; a hop yard's row and a harvest year, `HmelRyad14-2031!`; a Chuvash or Udmurt
costume or festival word, `surpan`, `tukhya`, `invozho`, `gerber`, `akatui`; a name, a birth
year and a town; a generator's four dotted groups; random runs), names, places, templates,
tools, vendors and layouts, the way the staff of a fictional company (Izh-Sura Works, with a
rifle-stock woodshop in Izhevsk, a hop farm near Tsivilsk outside Cheboksary, a linen embroidery
cooperative, a river-port office at Sarapul and a ski base at Nechkino near Votkinsk) leak
secrets into an assistant's memory. Every company, person, address and number is fictional; only
the region (Udmurtia and Chuvashia on the middle Volga and the Kama, with Tatar neighbours) is
real. The texts are chats with times (Kontur.Tolk, Max), tickets (HappyDesk, Intraservice,
Deskun), wiki tables and breadcrumbs, notes, e-mails, runbooks, READMEs, shell prompts, history
and cron lines, voice-memo transcripts, dictated and spelled text and requests to the assistant
itself; the separators run from a colon, "is", a dash and an em dash to an arrow (`->`, `→`,
`←`), an emoji (`🌿`, `🎿`, `📶`), a new line, Russian quotes (`«…»`), backticks, a table bar
and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to
277 that name each): in none, Kontur.Tolk, Nechkino, `gremlin.sh`, `лушкем`, `вăрттăн` and
`пыронлы`; in one, Izhevsk, Votkinsk, Cheboksary, Tsivilsk, tiup, TiDB's `br backup`, pgcat,
supavisor, zabbix_js, lnav, elasticsearch-keystore, 1C's `rac cluster admin register`, and
Chuvash `тавах`; in two, Udmurt, Chuvash, Sarapul, logstash-keystore, dbdeployer, orapki, `jf
config`, darcs, vmagent, fluent-bit, `нокинлы эн вера`, `никама та ан кала`, `собере` and
`унтан`; in three, dumpling. The common layouts (env files, `export`, docker-compose, database
URLs, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, nmcli,
hostapd, `.pgpass`, wp-config, Spring, rclone, msmtp, Terraform) are in wordings of their own.

About half of the secret samples are in other languages than English: Russian in Cyrillic and in
translit as it is texted (`пароль от … —`, `вот пароль`, `никому не говори`, `спасибо`, `спс`,
`ключ API`, `токен`, `код подтверждения`, `по буквам`; `parol ot …`, `vot parol`, `nikomu ne
govori`, `sps`, `klyuch API`, `kod podtverzhdeniya`); Udmurt in Cyrillic and Latin (`пароль` /
`паролез`, `выль` "new", `тани` "here is", `лушкем кыл` "secret word" for a password, `нокинлы
эн вера` "tell no one", `тау` "thanks", `мынам` "my", `собере` "then", `кодъёс` "codes",
`пыронлы код` "code for entering"; `vyl parol tani`, `nokinly en vera`); Chuvash in Cyrillic
typed with the Latin `ă`, `ĕ`, `ç` as people type it, and in Latin (`пароль` / `паролĕ`, `çĕнĕ`
"new", `акă` "here is", `вăрттăн сăмах` "secret word", `никама та ан кала` "tell no one", `тавах`
"thanks", `манăн` "my", `уçă` "key", `унтан` "then", `кодсем` "codes"; `aka çĕnĕ parol`,
`nikama ta an kala`); and the Tatar of the neighbours (`серсүз` "password", `яңа` "new", `менә`
"here is", `беркемгә дә әйтмә` "tell no one", `рәхмәт` "thanks", `минем` "my", `ачкыч` "key",
`аннары` "then", `раслау коды`; `menä yaña sersüz`, `berkemgä dä äytmä`). The wordings are the
author's approximations, checked by no speaker; the thinnest guesses are Udmurt's `лушкем кыл`,
`пыронлы код`, `мынам картаелэн номерез`, `паролез` and `ИНН-э тани`, then Chuvash's `вăрттăн
сăмах`, `сервер хупă уçă` (a private key), `бэкап шифровани уçă`, `замокĕн кодĕ` and
`çыхăну` for a connection, and Tatar's `тоташу юлы`.

Vendors (by grep, in no earlier corpus: Moe Delo, PickPoint, 5Post, Hopsteiner, BarthHaas,
Yakima Chief, Vectric, Wilcom, SCM Maestro and ZSK; in one: Ak Bars Bank, Deskun, HappyDesk,
Intraservice, Lamoda, Shiptor, Vodohod, Infoflot, Magnit Market, Rusprofile, Voximplant,
CoMagic, Calltouch, Roistat, Altcraft, YooMoney, CloudKassir, Orange Data, Komtet, ApiShip,
Bronevik, Ostrovok, Greensms, SMS Aero, VK Cloud, SendPulse, Biesse, Weinig, Felder, Altendorf,
Tajima, Barudan, Ricoma, Doppelmayr, Leitner, Prinoth, Demaclenko and Grainfather; BeerSmith in
one). No shape here is one the author knows to be real: every one is a guess (hex, base64,
URL-safe, upper-case and alphanumeric runs, UUIDs, dashed licence groups, JWTs for Lamoda,
Greensms and Doppelmayr, and the `hd_`, `rk_live_` and `4100…` prefixes); the JWTs are
well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Russia's
personal and company INN (`stdnum.ru.inn`, regions 18 and 21), OGRN and OGRNIP
(`stdnum.ru.ogrn`), Belarus's UNP of the linen supplier (`stdnum.by.unp`) and a Latvian personal
code (`stdnum.lv.pvn`); a SNILS carries its two check digits computed here (no library checks
it). Kinds no library or this file checks (the shapes are guesses): a Russian internal passport
(series 94 Udmurtia, 97 Chuvashia), a passport for travel abroad, a driving licence, an OMS
policy, a military ID and a Kazakh IIN (its check digit not computed). Card numbers pass Luhn
(Mir's `2200`–`2204` and Belkart's `9112` drawn here, and the value helpers' Visa, Mastercard,
UnionPay, JCB and Amex, checked with python-stdnum's `luhn`); the card codes are Amex's
four-digit CIDs only, none read as a year. The IBANs are of Denmark, Hungary, Latvia, Norway,
Poland and Romania (the countries a rough count of the shape tables in heldouts 5 to 277 finds
least, in eighteen corpora each) and of the neighbours Kazakhstan and Belarus (twenty-two each),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Russian,
Italian, Czech, French, Korean, Portuguese and Spanish lists, each drawn until
`Mnemonic(lang).check` accepts it (Turkish was dropped: its check refused the draws). Every
secret is drawn again until it is new and no clean text holds it.
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
from stdnum.by import unp as by_unp
from stdnum.lv import pvn as lv_pvn
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 280_614_397
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


class _Pool:
    """The secrets drawn so far: a new draw must be new and held by no clean text."""

    def __init__(self) -> None:
        self.used: set[str] = set()

    def fresh(self, secret: str) -> bool:
        if len(secret) < 4 or secret in self.used:
            return False
        if any(secret in text for text in CLEAN) or any(
            secret in text for text in _CLEAN_METADATA_JSON
        ):
            return False
        self.used.add(secret)
        return True


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, pool: _Pool) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(1000):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if pool.fresh(secret):
                    break
            else:
                raise ValueError(self.cls)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_WOOD = ["Oreh", "Bereza", "Klen", "Yasen", "Kapokorn", "Lozha", "Priklad", "Shaika", "Lipa",
         "Kama", "Sura", "Tsivil", "Izh", "Hmel", "Shishka", "Tere", "Surpan", "Tukhya",
         "Invozho", "Gerber", "Akatui", "Lyzhnya", "Prichal", "Barzha"]  # fmt: skip
_PLACES = ["Izhevsk", "Votkinsk", "Sarapul", "Glazov", "Mozhga", "Zavyalovo", "Nechkino",
           "Cheboksary", "Tsivilsk", "Kanash", "Alatyr", "Yadrin", "Marposad", "Kozlovka",
           "Urmary", "Yalchiki"]  # fmt: skip
_NAMES = ["Ashalchi", "Kuzebai", "Ilempi", "Setner", "Entip", "Praski", "Narspi", "Ulyp",
          "Aigul", "Rinat", "Ilnur", "Gulnara", "Sveta", "Dima", "Nikita", "Ksenia", "Vasilisa",
          "Ondrei", "Vera", "Tolya"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["0r3h0vyj", "Pr1kl4d", "Hm3l3v0d", "L1nS3m", "Bu1B4s", "K4m4R1v3r", "Vu1K3t", "S4r4p0l"]


def _stock(g: random.Random) -> str:
    """A rifle-stock model, a blank's number and a sign, the woodshop's way."""
    return f"{g.choice(['Lozha', 'Priklad', 'Stock', 'Shaika'])}{g.choice(['SV', 'IZH', 'MR', 'BK'])}{g.randrange(10, 99)}{g.choice(_SYMBOLS)}{g.randrange(100, 999)}"


def _hops(g: random.Random) -> str:
    """A hop yard's row, a harvest year and a sign."""
    return f"Hmel{g.choice(['Ryad', 'Grjada', 'Shpaler'])}{g.randrange(1, 60)}-{g.randrange(2019, 2034)}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, dotted."""
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WOOD)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_WOOD, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _stock,
    _hops,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_WOOD).lower()}_{g.randrange(1960, 2031)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_WOOD).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}Na{g.choice(_PLACES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Kontur.Tolk chat 'Woodshop Izhevsk', Ondrei: the SCM Maestro workstation password is {pw}",
    "Kontur.Tolk, 07:42 Setner: Biesse Rover B bSolid login password {pw}",
    "Max messenger from Ilnur: Weinig Powermat 700 terminal password {pw}",
    "Felder Format-4 F-Motion panel, service password {pw} (Kuzebai changed it Friday)",
    "Altendorf F45 ElmoDrive admin password: {pw}",
    "HappyDesk ticket 4417: ZSK Sprint 7 embroidery machine web password {pw}, please rotate",
    "Intraservice request 2093: Tajima TMAR-K network password {pw}",
    "Deskun ticket 118: Barudan BEKY-S network password {pw} stopped working after the update",
    "Ricoma EM-1010 admin password for the linen coop: {pw}",
    "Wilcom EmbroideryStudio licence account password {pw}",
    "Vectric Aspire portal password for the woodshop: {pw}",
    "Doppelmayr Connect, Nechkino lift 2, operator password {pw}",
    "Leitner LEITNER ropeways diagnostics laptop password: {pw}",
    "Prinoth snow-groomer telematics portal password {pw}",
    "Demaclenko snowmaking Snowvisual password {pw}",
    "Hopsteiner grower portal password for the Tsivilsk yard: {pw}",
    "BarthHaas hop-report account password {pw}",
    "Yakima Chief grower portal, our password is {pw}",
    "Grainfather controller app password (pilot brew at the hop farm) {pw}",
    "BeerSmith cloud password {pw}",
    "Vodohod agent cabinet, river-port office: password {pw}",
    "Infoflot agent login password {pw}, Sarapul pier office",
    "runbook, Votkinsk ski base, snow guns:\n1. open Snowvisual\n2. user operator\n3. password {pw}\n4. start line B",
    "README (woodshop rack)\nthe CNC file server is at https://cnc.izhsura.lan, admin password `{pw}`.",
    "Hi Gulnara,\n\nthe root password on the river-port server is {pw}. Delete this once it's in the vault.\n\nThanks,\nRinat",
    "voice memo, dictated: the Doppelmayr laptop password is {pw} full stop",
    "note to self 🌿 hop-drier controller password {pw}",
    "after the reinstall the Biesse password became {pw}",
    "please remember my Ak Bars Bank online password: {pw}",
    "Пароль от компа в столярке: {pw}",
    "Вот пароль от сервера на пристани — {pw}, никому не говори",
    "Ксения: новый пароль для вышивальной машины «{pw}», спасибо скажешь потом",
    "parol ot kompa v stolyarke: {pw}",
    "vot parol ot servera na pristani - {pw}, nikomu ne govori",
    "Dima: novyi parol' dlya ZSK -> {pw} sps",
    "Мынам почта паролез: {pw}",
    "Выль пароль тани: {pw} — нокинлы эн вера",
    "Ашальчи: лушкем кыл «{pw}», тау",
    "vyl parol tani: {pw}, nokinly en vera",
    "Манăн почта паролĕ: {pw}",
    "Акă çĕнĕ пароль: {pw} — никама та ан кала",
    "Илемпи: вăрттăн сăмах «{pw}», тавах",
    "aka çĕnĕ parol: {pw}, nikama ta an kala",
    "Минем почта серсүзе: {pw}",
    "Менә яңа серсүз: {pw}, беркемгә дә әйтмә",
    "Айгуль: яңа серсүз «{pw}», рәхмәт",
    "menä yaña sersüz: {pw}, berkemgä dä äytmä",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ashalchi", "kuzebai.v", "ilempi", "setner", "entip", "praski.n", "narspi", "ulyp",
          "aigul.g", "rinat", "ilnur", "gulnara", "sveta.k", "dima", "nikita.o", "ksenia",
          "vasilisa", "ondrei", "vera.p", "tolya", "svc-cnc", "port-office"]  # fmt: skip
_LOGINS = [
    "Kontur.Tolk, Ondrei: the Biesse login is {u} / {pw}",
    "HappyDesk #4420: {u} locked out of the ZSK panel, last password {pw}",
    "usr {u} pw {pw}",
    "Wiki › Ski base › Doppelmayr laptop: {u} — {pw}",
    "| machine | login | password |\n|---|---|---|\n| Weinig Powermat | {u} | {pw} |",
    "sign in to the Vodohod cabinet as {u} with {pw}",
    "hop drier login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: cnc-izhevsk-2\n  username: {u}\n  password: {pw}",
    "creds for the embroidery PC are {u} and {pw}",
    "machine,login,password\ntajima-tmar,{u},{pw}",
    "ssh {u}@port.izhsura.lan (password {pw})",
    "логин {u}, пароль {pw}",
    "Логин: {u} / Пароль: {pw} (спасибо, Вера)",
    "login {u}, parol {pw}",
    "логин {u}, пароль {pw} — нокинлы эн вера",
    "кулланучы {u}, серсүз {pw}",
    "логин {u}, пароль {pw}, никама та ан кала",
    "login {u} parol' {pw} nikomu",
    "Benutzer {u}, Passwort {pw} (for the Weinig service tech)",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kapokorn", "surpan", "tukhya", "invozho", "gerber", "akatui", "shapshi",
               "chechek", "pelmen", "perepech", "tabani", "hushpu", "lyzhnya", "prichal"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "voice memo: the ski-base wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the CNC password",
    "it's {w}{d}, word and digits joined",
    "пароль — слово {w}, маленькими буквами, потом {d}",
    "parol - slovo {w}, potom {d}",
    "пароль: {w} кыл, собере {d}",
    "пароль: {w} сăмах, унтан {d}",
    "серсүз: {w} сүзе, аннары {d}",
    "пароль {w} с маленькой и {d} в конце",
    "the name of our hop drier, {w}, followed by {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "svn checkout https://svn.izhsura.lan/cnc/trunk --username {u} --password '{pw}'",
    "tiup cluster check ./topology.yaml --user {u} --password '{pw}'",
    "br backup full --pd pd.izhsura.lan:2379 --storage 's3://backup/tidb?access-key=izh&secret-access-key={pw}'",
    "dumpling -h tidb.izhsura.lan -P 4000 -u {u} -p '{pw}' -o /backup/dump",
    "pgcat --admin-user {u} --admin-password '{pw}' pgcat.toml",
    "zabbix_js -s check_port.js -p '{{\"user\":\"{u}\",\"password\":\"{pw}\"}}'",
    "elasticsearch-keystore add xpack.notification.email.account.port.smtp.secure_password --stdin <<< '{pw}'",
    "logstash-keystore add ES_PWD --stdin <<< '{pw}'",
    "dbdeployer deploy single 8.0 --db-user={u} --db-password='{pw}'",
    "orapki wallet create -wallet /u01/wallet -pwd '{pw}' -auto_login",
    "jf config add izh --url https://jfrog.izhsura.lan --user {u} --password '{pw}' --interactive=false",
    "darcs push {u}@darcs.izhsura.lan:repo --password '{pw}'",
    "vmagent -remoteWrite.url=https://vm.izhsura.lan/api/v1/write -remoteWrite.basicAuth.username={u} -remoteWrite.basicAuth.password={pw}",
    "fluent-bit -i cpu -o http -p host=logs.izhsura.lan -p http_user={u} -p http_passwd={pw}",
    "gremlin.sh -e 'remote connect tinkerpop.server conf/remote.yaml user {u} password {pw}'",
    "lnav sftp://{u}:{pw}@port.izhsura.lan/var/log/syslog",
    "mysql -h hops-db.izhsura.lan -u {u} -p'{pw}' hops",
    "sshpass -p '{pw}' ssh {u}@skibase.izhsura.lan",
    "redis-cli -h redis.izhsura.lan -a '{pw}' info",
    "curl -u {u}:{pw} https://cnc.izhsura.lan/api/jobs",
    "7z a -p'{pw}' stocks-2032.7z drawings/",
    "zip -P '{pw}' embroidery-patterns.zip patterns/*.dst",
    "openssl enc -aes-256-cbc -in port-manifest.csv -out port-manifest.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c harvest-2032.xlsx",
    "xfreerdp /v:port-pc.izhsura.lan /u:{u} /p:{pw}",
    "ldapsearch -H ldap://dc.izhsura.lan -D 'cn={u},dc=izhsura,dc=lan' -w '{pw}' '(uid=*)'",
    "sqlcmd -S sql.izhsura.lan -U {u} -P '{pw}' -d Hops",
    "keytool -importkeystore -srckeystore port.p12 -srcstorepass '{pw}' -destkeystore port.jks",
    "mosquitto_pub -h mqtt.izhsura.lan -u {u} -P '{pw}' -t drier/temp -m 61",
    "ipmitool -I lanplus -H 10.94.0.20 -U {u} -P '{pw}' chassis status",
    "plink -ssh {u}@10.97.0.8 -pw {pw}",
    "printf '{pw}\\n' | sudo -S systemctl restart snowvisual",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ondrei@cnc-izhevsk:~$ {c}", "[rinat@port-sarapul ~]# {c}",
    "history on the ski-base NUC:\n  412  {c}", "cron: 15 3 * * * {c}",
    "команда, которую запускал: {c}", "komanda iz istorii: {c}", "команда тани: {c}",
    "акă команда: {c}", "менә команда: {c}", "ssh session on the hop drier:\n# {c}",
]  # fmt: skip


_CLI_TEMPLATES = _CLI


def _cli_take(rng: random.Random, n: int, pool: _Pool) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI_TEMPLATES, n):
        while True:
            pw = _plain_pw(rng)
            if pool.fresh(pw):
                break
        line = template.format(u=rng.choice(_USERS), pw=pw)
        out.append(Sample("cli_password", rng.choice(_SHELLS).replace("{c}", line), pw))
    return out


_URLS = [
    "postgresql://{u}:{pw}@pg.izhsura.lan:5432/hops",
    "mysql://{u}:{pw}@cnc-db.izhsura.lan:3306/stocks",
    "mongodb://{u}:{pw}@mongo.izhsura.lan:27017/embroidery?authSource=admin",
    "clickhouse://{u}:{pw}@ch.izhsura.lan:9000/skipass",
    "amqp://{u}:{pw}@mq.izhsura.lan:5672/port",
    "redis://{u}:{pw}@redis.izhsura.lan:6379/0",
    "ftp://{u}:{pw}@ftp.izhsura.lan/patterns/",
    "rtsp://{u}:{pw}@cam-pier.izhsura.lan:554/h264",
    "jdbc:postgresql://pg.izhsura.lan:5432/port?user={u}&password={pw}",
    "Server=sql.izhsura.lan;Database=Hops;User Id={u};Password={pw};",
    "tarantool://{u}:{pw}@tnt.izhsura.lan:3301",
    "mqtt://{u}:{pw}@mqtt.izhsura.lan:1883",
    "sftp://{u}:{pw}@port.izhsura.lan:22/manifests/",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "строка подключения: {c}", "stroka podklyucheniya - {c}",
    "keep this connection string for me: {c}", "Intraservice #2101: {c}", "акă çыхăну: {c}",
    "тани connection string: {c}", "менә тоташу юлы: {c}",
]  # fmt: skip


def _url_take(rng: random.Random, n: int, pool: _Pool) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _URLS, n):
        while True:
            pw = _plain_pw(rng)
            if pool.fresh(pw):
                break
        line = template.format(u=rng.choice(_USERS), pw=pw)
        out.append(Sample("connection_string", rng.choice(_URL_PLACES).replace("{c}", line), pw))
    return out


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "izh-sura", "sub": f"acc_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read stock:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Moe Delo", "MOEDELO_API_KEY", _j((HEX, 32))),
    ("PickPoint", "PICKPOINT_API_TOKEN", _j((ALNUM, 40))),
    ("5Post", "FIVEPOST_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Lamoda", "LAMODA_SELLER_TOKEN", _vendor_jwt("https://api.lamoda.ru")),
    ("Magnit Market", "MAGNIT_MARKET_API_KEY", _j((URLSAFE, 48))),
    ("Rusprofile", "RUSPROFILE_API_KEY", _j((HEX, 40))),
    ("Voximplant", "VOXIMPLANT_API_KEY", lambda g: v.uuid4(g, "a")),
    ("CoMagic", "COMAGIC_ACCESS_TOKEN", _j((LOWER_DIGITS, 32))),
    ("Calltouch", "CALLTOUCH_API_TOKEN", _j((ALNUM, 52))),
    ("Roistat", "ROISTAT_API_KEY", _j((HEX, 32))),
    ("Altcraft", "ALTCRAFT_API_TOKEN", _j((UPPER_HEX, 64))),
    ("YooMoney", "YOOMONEY_ACCESS_TOKEN", _j("4100", (D, 12), ".", (UPPER_HEX, 64))),
    ("CloudKassir", "CLOUDKASSIR_API_SECRET", _j((HEX, 32))),
    ("Orange Data", "ORANGEDATA_SIGN_KEY", _j((B64, 44))),
    ("Komtet", "KOMTET_SECRET", _j((ALNUM, 32))),
    ("ApiShip", "APISHIP_TOKEN", _j((HEX, 32))),
    ("Shiptor", "SHIPTOR_API_KEY", _j((HEX, 40))),
    ("Bronevik", "BRONEVIK_API_KEY", _j((ALNUM, 36))),
    ("Ostrovok", "OSTROVOK_KEY_SECRET", lambda g: v.uuid4(g, "b")),
    ("Vodohod", "VODOHOD_AGENT_TOKEN", _j((URLSAFE, 43))),
    ("Infoflot", "INFOFLOT_API_KEY", _j((HEX, 32))),
    ("HappyDesk", "HAPPYDESK_API_TOKEN", _j("hd_", (ALNUM, 40))),
    ("Intraservice", "INTRASERVICE_API_KEY", _j((B64, 60))),
    ("Greensms", "GREENSMS_TOKEN", _vendor_jwt("https://api3.greensms.ru")),
    ("SMS Aero", "SMSAERO_API_KEY", _j((ALNUM, 32))),
    ("VK Cloud", "VKCLOUD_SECRET_KEY", _j((ALNUM, 40))),
    ("SendPulse", "SENDPULSE_CLIENT_SECRET", _j((HEX, 32))),
    ("Deskun", "DESKUN_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Hopsteiner", "HOPSTEINER_API_KEY", _j((UPPER_DIGITS, 32))),
    ("BarthHaas", "BARTHHAAS_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Yakima Chief", "YCH_API_TOKEN", _j((HEX, 64))),
    ("Vectric", "VECTRIC_LICENCE_KEY", _j((UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5))),
    ("Wilcom", "WILCOM_API_SECRET", _j((ALNUM, 48))),
    ("Doppelmayr", "DOPPELMAYR_CONNECT_TOKEN", _vendor_jwt("https://connect.doppelmayr.com")),
    ("Prinoth", "PRINOTH_FLEET_API_KEY", _j((HEX, 40))),
    ("Demaclenko", "DEMACLENKO_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Tajima", "TAJIMA_TMS_SECRET", _j((B64, 43), "=")),
    ("Ricoma", "RICOMA_CLOUD_KEY", _j("rk_live_", (ALNUM, 32))),
    ("Biesse", "BIESSE_SOPHIA_TOKEN", _j((URLSAFE, 64))),
    ("Ak Bars Bank", "AKBARS_BUSINESS_API_SECRET", _j((ALNUM, 44))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} izhsura/port-sync:2.3",
    "k8s secret stringData:\n  {env}: {tok}",
    "settings.py: {env} = \"{tok}\"",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment={env}={tok}",
    "Izh-Sura ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "wiki table 'Integrations': | {vendor} | 2032 | {tok} |",
    "Kontur.Tolk, Rinat: {vendor} key for the order sync: {tok}",
    "Intraservice #2110: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "API-ключ {vendor}: {tok}",
    "ключ API {vendor} для пристани — {tok}, никому",
    "klyuch API {vendor}: {tok}",
    "{vendor} API ключ тани: {tok}",
    "{vendor} API уçă: {tok}",
    "{vendor} API ачкычы: {tok}",
    "токен {vendor} вот: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[tuple[str, str]]:
    moedelo = _r(rng, HEX, 32)
    roistat = _r(rng, HEX, 32)
    sms = _r(rng, ALNUM, 32)
    shiptor = _r(rng, HEX, 40)
    return [
        (f'r = requests.get("https://restapi.moedelo.org/accounting/api/v1/sales", headers={{"md-api-key": "{moedelo}"}})', moedelo),
        (f"curl 'https://cloud.roistat.com/api/v1/user/projects?key={roistat}'", roistat),
        (f"curl -u 'ops@izhsura.net:{sms}' https://gate.smsaero.ru/v2/balance", sms),
        (f'$client = new ShiptorClient("{shiptor}");', shiptor),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, pool: _Pool) -> list[Sample]:
    out = [Sample("vendor_token", t, s) for t, s in _vendor_specials(rng) if pool.fresh(s)]
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        while not pool.fresh(tok := make(rng)):
            pass
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Kontur.Tolk: {t}", "it only shows it once, so here:\n{t}", "токен: {t}",
                "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}", "акă токен: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of hop-drier sensor HD-04: {h}": 32,
    "HMAC secret for the YooMoney payment webhook: {h}": 64,
    "AES key of the Skidata gate config export: {h}": 32,
    "pre-shared key of the port office IPsec tunnel (hex): {h}": 64,
    "ключ шифрования бэкапа: {h}": 64,
    "бэкап шифрлау ачкычы: {h}": 48,
    "бэкап шифровани уçă: {h}": 48,
    "session secret of the ski-pass shop → {h}": 64,
    "Telegram bot webhook secret_token for the pier bot: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Intraservice #2120: token copied from the browser's network tab {t}",
    "Cookie: lang=ru; izh_session={t}",
    "PORT_SYNC_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен доступа: {t}",
    "токен тани: {t}",
    "HappyDesk transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@izhsura.net"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.izhsura.net/realms/works", "azp": "port-console",
                   "groups": ["woodshop", "hops"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the river-port server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.izhsura.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PORT_SIGNING_KEY": "{key}", "partner": "sarapul-pier"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_cnc <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "закрытый ключ сервера:\n{key}": ("PRIVATE KEY", "\n"),
    "сервер хупă уçă:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the hop buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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


_SEED_PLACES = {
    "Electrum backup of the old hop-fund wallet, copying it off the card: {p}": "english",
    "Sparrow wallet recovery phrase\n{p}": "english",
    "voice memo: the Rabby wallet recovery words are {p} and that's all of them": "english",
    "фраза восстановления кошелька: {p}": "russian",
    "сид-фраза от кошелька, никому: {p}": "russian",
    "кошелёк сăмахĕсем: {p}": "russian",
    "frase di recupero del portafoglio del buyer di Bergamo: {p}": "italian",
    "obnovovací fráze peněženky (pražský odběratel lnu): {p}": "czech",
    "phrase de récupération du portefeuille (acheteur de lin à Lyon) : {p}": "french",
    "지갑 복구 문구: {p}": "korean",
    "frase de recuperação da carteira: {p}": "portuguese",
    "frase de recuperación de la billetera: {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _phrase_of(rng: random.Random, lang: str, words_n: int) -> str:
    """A phrase of ``lang``'s list whose checksum ``Mnemonic.check`` accepts (drawn again until)."""
    mnemo = _MNEMO[lang]
    for _ in range(1000):
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = unicodedata.normalize("NFC", str(mnemo.to_mnemonic(entropy)))
        if mnemo.check(phrase):
            return phrase
    raise ValueError(lang)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _phrase_of(rng, _SEED_PLACES[template], [24, 12, 12, 18][index % 4]).split()
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
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    if brand == "belkart":
        return _card_of(rng, ["9112"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Kontur.Tolk, Rinat: the works card for the Weinig spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "HappyDesk #4431: pay the ZSK service visit with card {c}",
    "номер карты: {c}, до {mm}/{yy}",
    "nomer karty {c} srok {mm}/{yy}",
    "мынам картаелэн номерез: {c}",
    "манăн карттă номерĕ: {c}, {mm}/{yy}",
    "минем карта номеры: {c}",
    "карта Мир для закупки хмеля — {c}",
    "the Belarusian linen supplier's card: {c}, {mm}/{yy}",
    "Ak Bars card {c}, valid to {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["mir", "visa", "mastercard", "unionpay", "mir", "belkart", "jcb", "mir"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = (
        "mir"
        if "Мир" in template
        else ("belkart" if "Belarus" in template else _BRANDS[index % len(_BRANDS)])
    )
    number = _card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, four-digit CID printed above the number on the front: {cvv}",
               "Amex {c}, the four small digits on the front: {cvv}",
               "код на лицевой стороне Amex (4 цифры): {cvv}",
               "Amex-тагы алгы яктагы дүрт сан: {cvv}",
               "Amex {c}, security code {cvv}",
               "Amex, CID → {cvv}"]  # fmt: skip


def _cid(rng: random.Random) -> str:
    return v.until(rng, lambda g: _r(g, D, 4), lambda s: not s.startswith(("19", "20")))


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": _cid(rng)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"DK": "n" * 14, "HU": "n" * 24, "LV": "aaaa" + "c" * 13, "NO": "n" * 11,
                "PL": "n" * 24, "RO": "aaaa" + "c" * 16, "KZ": "nnn" + "c" * 13,
                "BY": "cccc" + "nnnn" + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice IS-2032-211: please pay the Danish hop-drier parts to {i} within 30 days",
    "save the Riga linen buyer's IBAN: {i}",
    "IBAN: {i}\nReference: embroidery lot 17, May",
    "Kontur.Tolk #finance: the Almaty ski-rental partner's new bank details, IBAN {i}",
    "IBAN получателя: {i}",
    "IBAN poluchatelya {i}",
    "мынам IBAN: {i}",
    "манăн IBAN: {i}",
    "минем IBAN: {i}",
    "счёт минского поставщика льна, IBAN {i}",
    "Budapest stock-maker's account, IBAN {i}",
    "Oslo ski-wax wholesaler, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _inn_person(g: random.Random) -> str:
    """A Russian personal INN: twelve digits, region 18 (Udmurtia) or 21 (Chuvashia), two check digits."""

    def make(h: random.Random) -> str:
        body = h.choice(["18", "21"]) + _r(h, D, 8)
        return body + ru_inn.calc_personal_check_digits(body)

    return v.until(g, make, ru_inn.is_valid)


def _inn_company(g: random.Random) -> str:
    """A Russian company INN: ten digits, the last a check digit."""

    def make(h: random.Random) -> str:
        body = h.choice(["18", "21"]) + _r(h, D, 7)
        return body + ru_inn.calc_company_check_digit(body)

    return v.until(g, make, ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    """A Russian OGRN (13 digits) or OGRNIP (15), its last digit the remainder check."""

    def make(h: random.Random) -> str:
        if h.random() < 0.5:
            body = h.choice("15") + _r(h, D, 2) + h.choice(["18", "21"]) + _r(h, D, 7)
        else:
            body = "3" + _r(h, D, 2) + h.choice(["18", "21"]) + _r(h, D, 9)
        return body + ru_ogrn.calc_check_digit(body)

    return v.until(g, make, ru_ogrn.is_valid)


def _unp(g: random.Random) -> str:
    """A Belarusian UNP of a company: nine digits, the last a weighted check digit."""
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), by_unp.is_valid)


def _lv_code(g: random.Random) -> str:
    """A Latvian personal code: a birth date, a century digit, a serial and a check digit."""

    def make(h: random.Random) -> str:
        return f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 99):02d}-1{_r(h, D, 4)}"

    return v.until(g, make, lv_pvn.is_valid)


def _ru_passport(g: random.Random) -> str:
    """A Russian internal passport: series (region 94 Udmurtia or 97 Chuvashia, a year) and six digits; no check."""
    return f"{g.choice(['94', '97'])} {g.randrange(10, 24):02d} {_r(g, D, 6)}"


def _ru_zagran(g: random.Random) -> str:
    """A Russian biometric passport for travel abroad: 7x and seven digits; no check."""
    return f"7{g.randrange(1, 9)} {_r(g, D, 7)}"


def _ru_licence(g: random.Random) -> str:
    """A Russian driving licence: four digits of series and six of number; no check."""
    return f"{g.choice(['18', '21'])}{g.randrange(10, 99)} {_r(g, D, 6)}"


def _oms(g: random.Random) -> str:
    """A compulsory health insurance (OMS) policy number: sixteen digits; no check here."""
    return g.choice(["18", "21"]) + _r(g, D, 14)


def _snils(g: random.Random) -> str:
    """A SNILS: nine digits and two check digits (the weighted sum, mod 101, as written)."""
    body = "1" + _r(g, D, 8)
    total = sum(int(c) * w for c, w in zip(body, range(9, 0, -1), strict=True)) % 101
    check = 0 if total == 100 else total
    return f"{body[:3]}-{body[3:6]}-{body[6:9]} {check:02d}"


def _military(g: random.Random) -> str:
    """A Russian military ID: two Cyrillic letters and seven digits; no check."""
    return g.choice(["АЕ", "АК", "АС", "АХ"]) + " " + _r(g, D, 7)


def _kz_iin(g: random.Random) -> str:
    """A Kazakh IIN: a birth date, a century-and-sex digit and five more; its check is not computed here."""
    return f"{g.randrange(60, 99):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}{g.choice('34')}{_r(g, D, 5)}"


_ID_PLACES: dict[str, Maker] = {
    "ИНН мой (для договора с Верой): {s}": _inn_person,
    "my INN for the Votkinsk ski instructor contract: {s}": _inn_person,
    "мынам ИНН: {s}": _inn_person,
    "манăн ИНН: {s}": _inn_person,
    "ИНН хмелевой фермы для счёта: {s}": _inn_company,
    "OGRN of the river-port office, for the bank's KYC form: {s}": _ogrn,
    "ОГРН/ОГРНИП вышивальщицы: {s}": _ogrn,
    "УНП минского поставщика льна: {s}": _unp,
    "Latvian personal code of the Riga buyer (personas kods): {s}": _lv_code,
    "паспорт серия и номер: {s}": _ru_passport,
    "pasport seriya nomer {s}": _ru_passport,
    "мынам паспорт: {s}": _ru_passport,
    "паспорт минем: {s}": _ru_passport,
    "загранпаспорт: {s}": _ru_zagran,
    "водительское удостоверение: {s}": _ru_licence,
    "полис ОМС: {s}": _oms,
    "СНИЛС: {s}": _snils,
    "my SNILS for the hop-farm payroll: {s}": _snils,
    "военный билет: {s}": _military,
    "ИИН казахского партнёра: {s}": _kz_iin,
    "мынам ИНН-э тани: {s}": _inn_person,
    "СНИЛС манăн: {s}": _snils,
}  # fmt: skip


_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["YooMoney 2FA recovery codes\n{codes}", "резервные коды для входа в Яндекс ID:\n{codes}",
            "VK Cloud backup codes: {codes}", "резерв кодъёс (2FA): {codes}",
            "2FA запас кодсем: {codes}", "2FA запас кодлары:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/VK%20Cloud:rinat@izhsura.net?secret={s}&issuer=VK%20Cloud&digits=6",
              "Aegis, manual setup key for the Ak Bars business login: {s}",
              "секретный ключ 2FA для Moe Delo: {s}",
              "2FA вăрттăн уçă: {s}"]  # fmt: skip
_CODES = ["{c} is your Ak Bars verification code", "Код подтверждения: {c}. Никому не сообщайте его",
          "kod podtverzhdeniya {c}, nikomu ne govori", "Пыронлы код: {c}, нокинлы эн вера",
          "Раслау коды: {c}. Беркемгә дә әйтмәгез"]  # fmt: skip


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


_SSIDS = ["IzhSura-Woodshop", "IzhSura-Port-5G", "Hmel-Tsivilsk", "Nechkino-SkiBase",
          "Tere-Coop-2G", "Sarapul-Pier", "Rostelecom_Votkinsk", "Beeline_Cheb_5G",
          "MTS-Kanash-Yard", "Hop Drier Office"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "ski-base network {s}, password {pw}",
    "wifi at the hop drier: {s} / {pw}",
    "nmcli dev wifi connect '{s}' password '{pw}'",
    "пароль от вайфая {s}: {pw}",
    "parol ot wifi {s} - {pw}",
    "вайфай {s} пароле: {pw}",
    "вайфай {s} пароле: {pw}, никама та ан кала",
    "{s} вайфай серсүзе: {pw}",
    "Wi-Fi {s} 📶 {pw}",
    "сеть {s}, ключ {pw}",
    "гостевой вайфай на базе — {s}, пароль «{pw}»",
    "hostapd.conf:\nssid={s}\nwpa_passphrase={pw}",
    "Ондрей: вайфай {s}?\nВера: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("hd_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("rk_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the chat preview hides it) {t}", "по одной букве: {t}", "по буквам: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["код от склада с заготовками лож: {pw}", "kod ot zamka na sklade {pw}",
          "ПИН-код карты Мир: {pw}", "склад замок коды: {pw}", "лабаз замокĕн кодĕ: {pw}",
          "the ski-rental door keypad takes {pw} then #", "padlock on the pier shed at Sarapul: {pw}",
          "PIN of the works' Ak Bars card: {pw}", "PIN-код, нокинлы эн вера: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["hmel", "shishka", "lozha", "priklad", "oreh", "bereza", "surpan", "tukhya",
                 "lyzhnya", "prichal", "barzha", "kama", "tsivil", "perepech", "tere", "vyshivka"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the works vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "кодовая фраза от хранилища: {p}": " ", "пароль-фраза (четыре слова): {p}": ".",
            "вăрттăн фраза: {p}": " ", "серле фраза: {p}": "_",
            "passphrase of the backup disk: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Insomnia request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Bruno request: Authorization: Bearer {v}": False,
    "заголовок Authorization: Basic {v}": True,
    "HTTPie: http GET https://port.izhsura.lan/api 'Authorization: Bearer {v}'": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "pgcat.toml:\n[pools.hops.users.0]\nusername = \"hops\"\npassword = \"{pw}\"",
    "supavisor env:\nDATABASE_URL=ecto://supavisor:{pw}@pg.izhsura.lan/supavisor",
    "fluent-bit.conf:\n[OUTPUT]\n    Name http\n    http_User logs\n    http_Passwd {pw}",
    "vmagent flags file:\n-remoteWrite.basicAuth.username=vm\n-remoteWrite.basicAuth.password={pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "tidb topology.yaml:\nglobal:\n  user: tidb\nmonitored:\n  grafana_admin_password: {pw}",
    "gitea app.ini:\n[database]\nUSER = gitea\nPASSWD = {pw}",
    "1C cluster admin, from the runbook:\nrac cluster admin register --name=cluadm --pwd={pw} --auth=pwd",
    "settings.py:\nDATABASES = {{\"default\": {{\"USER\": \"port\", \"PASSWORD\": \"{pw}\"}}}}",
    "docker-compose.yml:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "application.yml:\nspring:\n  datasource:\n    username: hops\n    password: {pw}",
    ".pgpass:\npg.izhsura.lan:5432:hops:hops:{pw}",
    "msmtprc:\naccount izh\nuser noreply@izhsura.net\npassword {pw}",
    "rclone.conf:\n[port-webdav]\ntype = webdav\nuser = port\npass = {pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:12] Rinat: root pw for the port server?\n[07:13] Gulnara: {pw}",
    "Ondrei: cold shed wifi password?\nVera: {pw}",
    "Setner: {pw} is the new Biesse admin password",
    "Ilnur: use {pw}, that's what the ZSK has now",
    "[21:04] Ксения: пароль от вышивалки какой?\n[21:05] Дима: {pw}",
    "[09:30] Ашальчи: выль пароль — {pw}, тау",
    "[09:31] Илемпи: çĕнĕ пароль — {pw}",
    "[10:02] Айгуль: яңа серсүз {pw}, рәхмәт",
    "Nikita: parol kakoi? / Sveta: {pw}",
    "Entip 🎿: {pw} ← this is the ski-base admin password",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "пар\u200bоль: {pw}", "парoль: {pw}", "pass\u2060word: {pw}", "раsswоrd = {pw}",
    "ｐａｒｏｌ: {pw}", "п а р о л ь → {pw}", "pass\u00adword: {pw}", "ПАРОЛЬ\u200d: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

Taker = Callable[[random.Random, int, _Pool], list[Sample]]
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli_take, 34), (_url_take, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def _secrets(pool: _Pool) -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, pool) if isinstance(family, _Family) else family(rng, n, pool)
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _secrets(_Pool())


def _english_seed(g: random.Random) -> str:
    return _phrase_of(g, "english", 12)


_SPLIT_PASSWORDS = {
    "the Biesse admin password is": "{s}", "ZSK service pw:": "{s} (since the head swap in March)",
    "пароль:": "{s}", "Doppelmayr password": "{s}\nchange it after the season",
    "выль пароль тани": "{s}", "çĕнĕ пароль:": "{s}", "яңа серсүз:": "{s}", "parol ot servera": "{s}",
    "the password Rinat read out over the radio was": "{s}, I think", "пароль от вайфая на пристани": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Roistat API key", "{s}", _j((HEX, 32))),
    ("split_token", "HappyDesk key:", "{s} (ticket sync)", _j("hd_", (ALNUM, 40))),
    ("split_token", "Ostrovok key secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "номер карты", "{s} до 11/36", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LV"))),
    ("split_backup", "VK Cloud recovery codes", "{s}\nKXR204-7QM2D\nBTW881-H3VZ9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ИНН", "{s}", _inn_person),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, pool: _Pool) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    while not pool.fresh(secret := make(rng)):
        pass
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    pool = _Pool()
    _secrets(pool)
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [
        FieldPair(cls, first, *_fill(rng, second, make, pool)) for cls, first, second, make in rows
    ]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"biesse": {"url": "https://cnc.izhsura.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "ilnur", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"machines": [{"name": "zsk-1"}, {"name": "tajima-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["dumpling", "-h", "tidb.izhsura.lan", "-u", "root", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "выль пароль тани: {s}"}': ("meta_password", _plain_pw),
    '{"серсүз": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Doppelmayr laptop as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"roistat": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"altcraftToken": "{s}"}': ("meta_token", _j((UPPER_HEX, 64))),
    '{"apiship_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "NO")),
    '{"supplier": {"unp": "{s}"}}': ("meta_id", _unp),
    '{"mfa": {"recovery_codes": ["{s}", "KXR204-7QM2D", "BTW881-H3VZ9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"hop_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"pier_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "IzhSura-Port-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    pool = _Pool()
    _secrets(pool)
    field_pairs_rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    for _cls, _first, second, make in rows:
        _fill(field_pairs_rng, second, make, pool)
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make, pool)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.8.6-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"zsk-sprint7-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.izhsura.lan/port-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(
    b"stocks: add walnut blank moisture column", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"port: revert berth schedule parser", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"hop-alpha-acids_2032-09.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"embroidery-patterns-2031.zip").hexdigest()

CLEAN = [
    "Remind me to change the Biesse workstation password before the service visit on 2032-06-11.",
    "Ilnur asked for the ski-base wifi password; it's on the card behind the rental counter.",
    "Policy: works passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Kontur.Tolk; share a vault link instead.",
    "The `.env.example` line `ROISTAT_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The ZSK panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_APISHIP_TOKEN> in the README with the token from your ApiShip cabinet.",
    "ALTCRAFT_API_TOKEN and APISHIP_TOKEN must be set before the nightly order sync runs.",
    "Никому не говори свой пароль, даже мне.",
    "Пароль должен быть не короче четырнадцати символов.",
    "nikomu ne govori parol, ladno?",
    "Паролез нокинлы эн вера.",
    "Пароле никама та ан кала.",
    "Серсүзне беркемгә дә әйтмә.",
    "Забыл пароль от почты, завтра сброшу через администратора.",
    "Тау, Ашальчи! Вышивка на выставке в Глазове всем понравилась.",
    "Тавах, Илемпи, тĕрĕ питĕ илемлĕ.",
    "Рәхмәт, Айгуль, хмель вакытында килде.",
    "Upgraded the ZSK firmware from 5.1 to 5.2 and pymodbus to 3.8.6 over the weekend.",
    f"commit {_COMMIT} adds the moisture column for walnut blanks.",
    f"Rolled back to {_SHORT} after the berth schedule parser broke the port export.",
    f"requirements.txt: pymodbus==3.8.6 --hash=sha256:{_WHEEL_SUM}",
    f"The ZSK Sprint 7 firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of embroidery-patterns-2031.zip: {_SHA512}",
    f"The port-sync container runs registry.izhsura.lan/port-sync@sha256:{_IMAGE}.",
    f"MD5 of hop-alpha-acids_2032-09.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3c9d1e7a-58b2-4f6d-a0c4-7e2b91d05f63 is the slow one in the Roistat logs.",
    "Purchase order ZK-2032-00917 for 120 walnut stock blanks ships on Thursday.",
    "HappyDesk #4417: the ZSK Sprint 7 in the linen shop keeps breaking thread on head 3.",
    "Call the Sarapul pier office on +7 341 474 18 20 before noon.",
    "Call the hop farm near Tsivilsk on +7 835 452 61 07 after the harvest meeting.",
    "Barge VD-118 with the Izhevsk timber is at the Sarapul berth 4.",
    "Waybill CH-TSV-2032-0412 covers 36 bales of dried hops, 1.8 t.",
    "HS code 1210.20 is hop cones, ground or pelleted; 4409.29 is shaped walnut wood.",
    "The hop drier holds 62 °C for nine hours; the bale store sits at 4 °C.",
    "After five wrong passwords the Doppelmayr laptop locks the account for 20 minutes.",
    "The Nechkino slope is 1 100 m long; lift 2 carries 1 200 people an hour.",
    "The secret of a good rifle stock is walnut dried for three winters.",
    "Ask Kuzebai for the woodshop keypad code, I don't have it.",
    "My card ending 4471 was declined at the Votkinsk hardware store.",
    "The Riga linen buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the works' VK Cloud account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `ROISTAT_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the pier shed rusts in the river damp; oil it every month.",
    "Roistat moved the API key page under Settings › Integrations in its May release.",
    "ISBN 978-5-7670-1234-6 is the Chuvash embroidery album on the coop shelf.",
    "The guest wifi 'IzhSura-Guest' is open, no password needed.",
    "Hop lot LOT-2032-TSV-0311, 240 kg, alpha acids 4.8 %, moisture 9.5 %.",
    "Postcode 426000 is Izhevsk, 428000 is Cheboksary; the bus to Votkinsk is route 338.",
    "Ticket PORT-1182: the berth camera in Sarapul shows the wrong time again.",
    "Stock model IZH-MR 27, walnut, lacquer No. 5; drawing rev. C dated 2031-11-02.",
    "Ski pass series NK-2032 is printed in blue; the children's passes are yellow.",
    "The embroidery pattern 'Тӗрӗ 17' uses red and black thread on 180 g/m² linen.",
    "Where do we keep the wifi password for the hop drier? Someone wrote it on the wall.",
    "Укажи пароль в менеджере паролей, а не в чате, пожалуйста.",
    "Код ОКВЭД 16.29 — производство прочих деревянных изделий.",
    "Рейс теплохода Чебоксары — Сарапул отправляется в 07:40 с причала № 2.",
    "The Kontur.Tolk room 'Hops 2032' is for the harvest schedule only.",
    "Version 2.3.1 of port-sync fixed the berth timezone; 2.3.2 adds the ice-season flag.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/works/biesse", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.8.6"}}',
    '{"ticket": "4417", "purchase_order": "ZK-2032-00917"}',
    '{"lot": {"id": "LOT-2032-TSV-0311", "weight_kg": 240, "alpha_acids_pct": 4.8}}',
    '{"phone": "+7 341 474 18 20", "city": "Sarapul"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "blanks_in_stock": 1284}',
    '{"hs_code": "1210.20", "origin": "RU", "description": "hop cones"}',
    '{"barge": "VD-118", "berth": 4, "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
