# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-sixty-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-sixty-third's docstring,
the fifth to two-hundred-and-sixty-third only to search them (grep) for the languages, wordings,
tools, flags, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the library docs
of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round corpora, the
corpora written at the same time (the two-hundred-and-sixty-fourth, two-hundred-and-sixty-fifth
and two-hundred-and-sixty-seventh), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (266417903), password words (two Karelian place or lake-life words and a number and a sign; a
husky's name, a year, a sign and a town; a berry, a weight and a sign, `Moroshka12kg!…`; a
hydrofoil's number and a town, `Meteor211-Kizhi#`; a pine board's section, `Sosna50x150_…`; leet
Kizhi, Onego, kantele, brusnika, moroshka; a generator's three dashed groups of five; random runs),
names, places, templates, tools, vendors and layouts, the way the staff of a fictional company
(Onegranta, with a hydrofoil ticket office in Petrozavodsk for Kizhi, a sawmill's dispatch in
Kondopoga, a berry buyers' depot in Pudozh, a husky kennel near Sortavala and a ferry kiosk in
Medvezhyegorsk) leak secrets into an assistant's memory. The texts are chats with times
(Express.ms, TrueConf, Kontur.Talk, Wazzup, Umnico), tickets, wiki tables and breadcrumbs,
e-mails, runbooks, READMEs, shell prompts (qterminal, lxterminal, Blackbox terminal, a MikroTik
console), voice-memo transcripts, dictated text, sticky notes and requests to the assistant
itself; the separators run from a colon, "is" (`on`, `er`, `om`, `это`), a dash and an em dash to
an arrow, an emoji (`🔐`), a new line, guillemets (`«…»`), backticks, quotes and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 263
that name each): in none, Petrozavodsk, Pudozh, Sortavala, Medvezhyegorsk, Express.ms, Lesegais,
Flowwow, Kontur.Market, Vipps MobilePay, Lyyti, Cargonet, Nettbil and lsyncd; in one, Kondopoga,
Veps, TrueConf, Kontur.Talk, Wazzup, Umnico, Blackbox terminal, `tightvncpasswd`, `wget
--ftp-password`, `fwconsole`, Frontol, iiko, MoySklad, Mango Office, Zadarma, CDEK, Boxberry,
DaData, RetailCRM, YooKassa, Reg.ru, Prodamus, Modulbank, PayKeeper, Unitpay, Taxcom, Platforma
OFD, InSales, Sendsay, DashaMail, Exolve, Novofon, Telphin, Sipuni, SMSAero, iqsms, Paytrail,
Fiken, Tripletex, Procountor, Netvisor, Matkahuolto, PowerOffice, Mapon, Transics, Dynafleet,
Maventa, Fennoa, Shipmondo, PostNord, Nets Easy, Bambora, Svea, Walley and AutoPASS; in two,
Karelian, `wget --http-password`, `curl --proxy-user`, `pg_dumpall`, `virsh`, RouterOS's `/user
add`; in four, `qterminal` and `lxterminal`. The common layouts (env files, database URLs,
`.pgpass`, `docker-compose`, `wp-config.php`, JWTs, PEM blocks, `otpauth://`, Basic and Bearer
headers, the `WIFI:` QR string, `sshpass`, `mysql -p`, `redis-cli -a`, `7z`, `zip -P`, `sqlcmd`,
`xfreerdp`, `ipmitool`, BitLocker), all named in many earlier corpora, are in wordings of their own.

About half of the secret samples are in other languages than English: Russian in Cyrillic
(`пароль`, `пин-код`, `код`, `ключ API`, `токен`, `логин`, `вот`, `это`, `никому не показывай`,
`не пали`, `пасиб`, `спасибо`, `код подтверждения`, `резервные коды`, `сид-фраза`, `мнемоника`,
`строка подключения`, `ключ восстановления`, `вайфай`) and in translit as texted (`parol ot …`,
`vot parol`, `nikomu ne pokazyvai`, `pasib`, `spsb`, `uchetka`, `klyuch API`, `vaifai`, `kod iz
SMS`); Finnish of tourists and relatives (`salasana`, `PIN-koodi`, `tunnusluku`, `API-avain`,
`avain`, `käyttäjätunnus`, `tunnus`, `tässä on`, `on`, `älä näytä kenellekään`, `kiitti`,
`vahvistuskoodi`, `varmistuskoodit`, `palautuslause`, `palautusavain`, `henkilötunnus`,
`passinumero`, `wifin salasana`); Karelian (`salasana` as a loan, `täs on` "here is", `älä sano
nikellegi` "don't tell anyone", `passibo` "thanks", `uuzi` "new"); Veps (`peitsana` for a
password, `nece om` "this is", `om` "is", `uz'` "new", `spasib` "thanks", `kodi ambarah` for a
storehouse's code); and Norwegian of a truck driver (`passord`, `passordet er`, `PIN-kode`,
`API-nøkkel`, `her er`, `ikke fortell noen`, `takk`, `brukernavn`, `engangskode`, `reservekoder`,
`gjenopprettingsfrase`, `fødselsnummer`, `førerkortnummer`, `nettverk`). The wordings are the
author's approximations, checked by no speaker; the thinnest guesses are the Veps and Karelian:
`peitsana`, `nece om`, `uz'`, `kodi ambarah`, `älä sano nikellegi`, `uuzi salasana` and `täs on`.

Vendors (Flowwow, Kontur.Market, Lesegais, Vipps MobilePay, Lyyti, Cargonet, Nettbil, Prodamus,
Modulbank, PayKeeper, Unitpay, Taxcom, Platforma OFD, InSales, Wazzup, Umnico, Sendsay, DashaMail,
Exolve, Novofon, Telphin, Sipuni, SMSAero, iqsms, Mango Office, Zadarma, CDEK, Boxberry, DaData,
RetailCRM, MoySklad, iiko, YooKassa, Reg.ru, Paytrail, Fiken, Tripletex, Procountor, Netvisor,
Matkahuolto, PowerOffice, Mapon, Transics, Volvo Dynafleet, Maventa, Fennoa, Shipmondo, PostNord,
Nets Easy, Bambora, Svea, Walley, AutoPASS, TrueConf and Express.ms) were grepped by name, each in
at most one earlier corpus. No shape here is one the author knows to be real: every one is a
guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs for Exolve and
Tripletex, and the `cgn_`, `cs_`, `live_` and `live-secret-key-` prefixes); the JWTs are
well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Finland's
henkilötunnus (`stdnum.fi.hetu`, in one earlier corpus by grep), veronumero (`stdnum.fi.veronumero`,
one) and Y-tunnus (`stdnum.fi.ytunnus`, two), Norway's fødselsnummer (`stdnum.no.fodselsnummer`,
four) and organisasjonsnummer (`stdnum.no.orgnr`, two), Russia's personal INN (`stdnum.ru.inn`,
eight) and Belarus' UNP (`stdnum.by.unp`, four). Kinds no library or this file checks (no
check-digit algorithm is written here; the shapes are guesses): a Russian internal passport's
series and number, a SNILS, an OMS policy number, a Russian driving licence, a Russian foreign
passport, a Finnish passport and a Norwegian driving licence number. Card numbers pass Luhn (Mir's
`2200` to `2204` prefixes drawn here, and the value helpers' Visa, Mastercard and Maestro, checked
with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, drawn so that none
reads as a year. The IBANs are of Russia, Belarus, the Faroe Islands, Greenland, Ukraine, Iceland
and Lithuania (a rough count of the country codes in heldouts 5 to 263 finds each in twenty-two to
twenty-four corpora, about the fewest), drawn until `stdnum.iban` validates them; seed phrases
come from `mnemonic`'s English, Russian, Czech, Spanish, French, Italian and Portuguese lists,
each drawn until `Mnemonic(lang).check` accepts it. Short values (PINs, card codes, one-time
codes) are drawn again until no clean text holds them.
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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.by import unp as by_unp
from stdnum.fi import hetu as fi_hetu
from stdnum.fi import veronumero as fi_vero
from stdnum.fi import ytunnus as fi_ytunnus
from stdnum.no import fodselsnummer as no_fnr
from stdnum.no import orgnr as no_orgnr
from stdnum.ru import inn as ru_inn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 266_417_903
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the planted value.
    A value already planted, shorter than four characters or inside a clean text is drawn again."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(1000):
                fields = self.draw(rng, index, template)
                secret = fields[self.key]
                if _usable(secret, seen):
                    break
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _usable(secret: str, seen: set[str]) -> bool:
    return len(secret) >= 4 and secret not in seen and secret not in _CLEAN_BLOB


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_WORDS = ["Kizhi", "Onego", "Kantele", "Sampo", "Moroshka", "Brusnika", "Klyukva", "Chernika",
          "Kalitka", "Ryapushka", "Lohi", "Kivach", "Ruskeala", "Vodla", "Suna", "Zaonezhye",
          "Meteor", "Kometa", "Paromshchik", "Lesovoz", "Pilorama", "Doska", "Sosna", "Kuusi",
          "Koivu", "Lumi", "Pakkanen", "Tuisku", "Buran", "Metel", "Vyuga", "Polarlys"]  # fmt: skip
_DOGS = ["Tuisku", "Pakkanen", "Buran", "Metel", "Vyuga", "Lumi", "Hilla", "Karhu", "Ilves",
         "Sever", "Yukon", "Nanuk", "Otso", "Pyry", "Kuura", "Tayga"]  # fmt: skip
_PLACES = ["Petrozavodsk", "Kondopoga", "Pudozh", "Sortavala", "Medvezhyegorsk", "Kizhi",
           "Shunga", "Tolvuya", "Velikaya", "Shala", "Kuganavolok", "Lahdenpohja", "Povenets",
           "Girvas", "Sheltozero", "Kinerma"]  # fmt: skip
_NAMES = ["Olga", "Arseniy", "Marina", "Pekka", "Aino", "Veikko", "Irina", "Timofey", "Larisa",
          "Stepan", "Ulla", "Jarmo", "Nadezhda", "Egor", "Tatyana", "Roar", "Sigurd", "Ingrid",
          "Vasilisa", "Kirill", "Liisa", "Harri", "Fedor", "Zoya"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K1zh1", "0n3g0", "K4nt3l3", "Br4sn1k4", "M0r0shk4", "L0h1", "S4mp0", "Kl4ukv4",
         "P1l0r4m4", "M3t30r"]  # fmt: skip
_BERRIES = ["Moroshka", "Brusnika", "Klyukva", "Chernika", "Golubika", "Hilla", "Puolukka"]


def _generator(g: random.Random) -> str:
    """Three random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.choice(_WORDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_DOGS)}{g.randrange(2009, 2031)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_BERRIES)}{g.randrange(5, 60)}kg{g.choice(_SYMBOLS)}{g.randrange(10, 99)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"Meteor{g.randrange(100, 300)}-{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: f"Sosna{g.choice([50, 40, 25])}x{g.choice([100, 150, 200])}_{_r(g, UPPER, 2)}{g.randrange(10, 99)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_WORDS).lower()}_{g.randrange(1960, 2031)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    _generator,
    lambda g: f"{g.choice(_NAMES)}{g.choice(_SYMBOLS)}{g.randrange(1960, 2008)}{_r(g, UPPER, 2)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
]  # fmt: skip
_PLAIN_CHARS = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN_CHARS)


_SAID = [
    "Express.ms chat 'Kassa Kizhi', Olga: the ticket office terminal password is {pw}",
    "TrueConf meeting chat: Meteor booking desk admin password {pw}",
    "Kontur.Talk chat during the dispatch call: sawmill scale PC password {pw}",
    "Wazzup inbox, berry depot Pudozh: the buyers' laptop password is {pw}",
    "Umnico chat with the kennel: Sortavala booking tablet password {pw}",
    "[07:42] Arseniy: Kondopoga dispatch PC password is {pw}\n[07:43] Marina: ok",
    "ticket OT-2291 (Medvezhyegorsk kiosk): till password reset to {pw}",
    "Runbook: reopen the Kizhi ticket office\n1. turn on the Frontol till\n2. log in as kassir\n3. password {pw}\n4. print the X-report",
    "README (kennel router shelf)\nthe Keenetic admin page is at http://192.168.1.1, password `{pw}`.",
    "Hi Timofey,\n\nthe new password for the sawmill's weighbridge PC is {pw}. Delete this mail when it's in the vault.\n\nThanks,\nLarisa",
    "voice memo, transcript: okay so the ferry kiosk laptop password is {pw}, write it down",
    "dictated: the hydrofoil office printer password is {pw} full stop",
    "note to self: Lesegais login password {pw}",
    "after the reinstall the dispatch Windows password became {pw}",
    "can you remember the kennel's Wi-Fi camera password? it's {pw}",
    "Please store this for me: MoySklad admin password {pw}",
    "| system | password |\n|---|---|\n| Pudozh depot scale | {pw} |",
    "Wiki › Ferry kiosk › Laptop: password — {pw}",
    "incident 2033-06-02: the Meteor booking server was reachable with password {pw}",
    "sticky note on the monitor, photographed: PASSWORD {pw}",
    "the hydrofoil schedule PC password → {pw}",
    "🔐 Kondopoga timber yard tablet: {pw}",
    "пароль от кассы на Кижи: {pw}",
    "Ольга: новый пароль на компе в диспетчерской — {pw}",
    "пароль от ноута на пароме «{pw}», никому не показывай",
    "вот пароль от весов на пилораме: {pw}",
    "пароль от 1С на складе ягод теперь {pw}, пасиб что напомнил",
    "Марина: пароль от планшета в питомнике — {pw}. Не пали его",
    "parol ot kassy na Kizhi: {pw}",
    "vot parol ot kompa v dispetcherskoy: {pw}",
    "novyi parol na pilorame {pw}, nikomu ne pokazyvai",
    "parol ot noutbuka na paromnom kioske — {pw}, pasib",
    "Stepan: parol ot vesov v Pudozhe {pw} ok?",
    "tässä on koiratarhan tabletin salasana: {pw}",
    "Salasana Sortavalan mökin läppäriin on {pw}, älä näytä kenellekään",
    "Aino: uusi salasana on {pw} kiitti",
    "mökin reitittimen salasana → {pw}",
    "Pekka: Kizhin lipputoimiston koneen salasana on {pw}",
    "passordet til lastebil-PCen er {pw}",
    "Roar: her er passordet til Dynafleet-kontoen: {pw}, ikke fortell noen",
    "nytt passord på sagbruksportalen: {pw} takk",
    "Sigurd: passord for fergekiosken er {pw}",
    "salasana täs on: {pw}, älä sano nikellegi, passibo",
    "Veikko: kantelehen salasana on {pw}",
    "peitsana nece om {pw}, spasib",
    "Zoya: vepsläine peitsana om {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")

_USERS = ["kassir", "dispatch", "olga.k", "arseniy", "marina.p", "pekka", "aino.v", "roar",
          "admin", "kennel", "berry_buyer", "ferry01", "stepan", "liisa"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "creds for the Meteor booking site are {u} and {pw}",
    "sign in to the Lesegais cabinet as {u} with {pw}",
    "u={u} p={pw}",
    "{u}@onegranta.ru:{pw}",
    "MoySklad: user {u}, password {pw}",
    "| user | password |\n|---|---|\n| {u} | {pw} |",
    "Frontol till, cashier {u}, password {pw}",
    "логин: {u}\nпароль: {pw}",
    "логин {u} пароль {pw} — это для кассы на пароме",
    "login {u} parol {pw}",
    "uchetka: {u} / parol: {pw}",
    "käyttäjätunnus {u}, salasana {pw}",
    "tunnus: {u}\nsalasana: {pw}",
    "brukernavn {u}, passord {pw}",
    "Mapon: brukernavn: {u} passord: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SPELL_WORDS = ["moroshka", "kantele", "onego", "kalitka", "sampo", "kuikka", "tuisku", "brusnika",
                "ryapushka", "pakkanen", "kivach", "pilorama"]  # fmt: skip
_SPELLED = [
    "the kennel password is the word {w} followed by {n}",
    "type {w}, then {n}; that's the dispatch PC password",
    "{W} with a capital first letter and {n} at the end: the ferry kiosk password",
    "the name of our lead dog, {W}, followed by {n}",
    "пароль — слово {w} и потом цифры {n}",
    "parol: slovo {w} latinicei i {n} v konce",
    "salasana on sana {w} ja perään {n}",
    "passordet er ordet {w} og så {n}",
    "{w}{n} — that's the wifi password at the Kizhi office",
    "пароль: {W} с большой буквы и {n} в конце",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    w = rng.choice(_SPELL_WORDS)
    n = str(rng.randrange(100, 10_000))
    word = w.capitalize() if "{W}" in template else w
    return {"w": w, "W": w.capitalize(), "n": n, "secret": word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "secret")


_PHRASE_WORDS = ["lingonberry", "hydrofoil", "sawdust", "husky", "ferry", "cloudberry", "onega",
                 "pier", "sledge", "birch", "granite", "kantele", "timber", "snowdrift", "harness",
                 "pinecone", "lighthouse", "dogsled"]  # fmt: skip
_PHRASES = [
    "passphrase: {p}",
    "KeePassXC entry 'kennel NAS', passphrase {p}",
    "the vault passphrase is \"{p}\"",
    "кодовая фраза: «{p}»",
    "salalause: {p}",
    "passfrase (Bitwarden-hvelvet): {p}",
]  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    joiner = rng.choice([" ", "-", "."])
    return {"p": joiner.join(rng.sample(_PHRASE_WORDS, 4))}


_phrases = _Family("passphrase", _PHRASES, _phrase_draw, "p")


_CLI = [
    "olga@kassa:~$ tightvncpasswd -f <<< '{pw}'",
    "$ wget --ftp-user=meteor --ftp-password={pw} ftp://ftp.onegranta.lan/timetable.xlsx",
    "$ wget --http-user=dispatch --http-password={pw} https://saw.onegranta.lan/export.csv",
    "$ curl --proxy-user depot:{pw} -x http://proxy.pudozh.lan:3128 https://lesegais.ru",
    "dispatch$ pg_dumpall -h pg.onegranta.lan -U postgres --password={pw}",
    "$ virsh -c 'qemu+ssh://root@kennel-host/system' secret-set-value --secret 7f1 --base64 {pw}",
    "[root@pbx ~]# fwconsole userman --add kassir --password {pw}",
    "[admin@MikroTik] > /user add name=ferry group=full password={pw}",
    "$ sshpass -p '{pw}' ssh kassir@kassa-kizhi",
    "$ mysql -u frontol -p{pw} frontol_db",
    "$ redis-cli -h cache.onegranta.lan -a {pw} ping",
    "$ docker login registry.onegranta.lan -u ci -p {pw}",
    "$ htpasswd -b /etc/nginx/.htpasswd kennel {pw}",
    "$ smbclient //nas/berries -U depot%{pw}",
    "$ 7z a -p{pw} waybills.7z waybills/",
    "$ zip -P {pw} lesovoz.zip lesovoz/*.pdf",
    "$ openssl pkcs12 -export -in crt.pem -inkey key.pem -out kassa.p12 -passout pass:{pw}",
    "$ sqlcmd -S kassa-sql -U sa -P {pw} -Q 'select 1'",
    "$ lftp -u meteor,{pw} sftp://files.onegranta.lan",
    "$ ldapsearch -x -D 'cn=admin,dc=onegranta,dc=lan' -w {pw}",
    "$ keytool -importkeystore -srckeystore old.jks -storepass {pw}",
    "$ echo '{pw}' | sudo -S systemctl restart kassa",
    "$ xfreerdp /v:kassa-kizhi /u:kassir /p:{pw}",
    "$ rabbitmqctl add_user dispatch {pw}",
    "$ ipmitool -I lanplus -H 10.0.4.2 -U ADMIN -P {pw} chassis status",
    "$ mosquitto_pub -h mqtt.kennel.lan -u feeder -P {pw} -t bowls/1 -m fill",
    "$ gpg --batch --passphrase {pw} -c boarding-list.csv",
    "$ plink -ssh root@saw-gw -pw {pw}",
    "qterminal, kassa:~$ net use \\\\nas\\tickets {pw} /user:kassir",
    "lxterminal: $ sqlplus dispatch/{pw}@SAWDB",
    "Blackbox terminal: $ kinit dispatch@ONEGRANTA.LAN <<< '{pw}'",
    "я запустил вот это:\n$ cqlsh -u depot -p {pw} cass.pudozh.lan",
    "kirjoitin tämän komennon: hydra -l admin -p {pw} 10.0.0.5 ssh",
    "kjørte denne: $ mysql -u roar -p{pw} dynafleet_export",
]  # fmt: skip
_cli = _Family("cli_password", _CLI, _with(_plain_pw), "pw")


_URLS = [
    "DATABASE_URL=postgres://dispatch:{pw}@pg.onegranta.lan:5432/sawmill",
    "mongodb://kennel:{pw}@mongo.sortavala.lan/bookings",
    "amqp://berries:{pw}@mq.pudozh.lan:5672/",
    "строка подключения: mysql://kassa:{pw}@10.2.0.4/tickets",
    "redis://:{pw}@cache.onegranta.lan:6379/0",
    "ftp://meteor:{pw}@ftp.onegranta.lan/schedule/",
    "yhteysmerkkijono: Server=pg.sortavala.lan;User Id=koirat;Password={pw};",
    "tilkobling: postgresql://roar:{pw}@lager.no:5432/frakt",
    "jdbc:sqlserver://kassa-sql;user=sa;password={pw};databaseName=Frontol",
    "socks5://depot:{pw}@:1080",
]  # fmt: skip
_urls = _Family("connection_string", _URLS, _with(_plain_pw), "pw")


def _jwt_of(rng: random.Random, claims: dict[str, Any]) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    return f"{head}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        return _jwt_of(
            g, {"iss": issuer, "sub": _r(g, D, 8), "iat": 2_000_000_000 + g.randrange(10**6)}
        )

    return make


# (template with {t}, maker): shapes are guesses.
_VENDORS: list[tuple[str, Maker]] = [
    ("Flowwow API key: {t}", _j((HEX, 32))),
    ("Kontur.Market token {t}", _j((ALNUM, 40))),
    ("Lesegais integration broken, current key {t}", lambda g: v.uuid4(g, "8")),
    ("Vipps MobilePay client secret: {t}", _j((B64, 43), "=")),
    ("Vipps MobilePay Ocp-Apim-Subscription-Key {t}", _j((HEX, 32))),
    ("Lyyti API key for the Kizhi events: {t}", _j((ALNUM, 32))),
    ("Cargonet EDI token: {t}", _j("cgn_", (ALNUM, 36))),
    ("Nettbil dealer API key {t}", _j((HEX, 40))),
    ("Prodamus secret key: {t}", _j((HEX, 64))),
    ("Modulbank token {t}", _j((ALNUM, 64))),
    ("PayKeeper API key → {t}", _j((HEX, 32))),
    ("Unitpay secret key: {t}", _j((HEX, 32))),
    ("Taxcom OFD token: {t}", _j((UPPER_HEX, 32))),
    ("Platforma OFD API key {t}", lambda g: v.uuid4(g, "b")),
    ("InSales API password: {t}", _j((HEX, 32))),
    ("Wazzup API key {t}", _j((HEX, 32))),
    ("Umnico token: {t}", _j((ALNUM, 48))),
    ("Sendsay API key: {t}", _j("19", (URLSAFE, 58))),
    ("DashaMail api_key {t}", _j((HEX, 32))),
    ("Exolve API key: {t}", _vendor_jwt("exolve")),
    ("Novofon secret: {t}", _j((ALNUM, 32))),
    ("Telphin client secret {t}", _j((HEX, 32))),
    ("Sipuni integration key: {t}", _j((HEX, 32))),
    ("SMSAero API key {t}", _j((ALNUM, 32))),
    ("iqsms password for the API: {t}", _j((ALNUM, 20))),
    ("Mango Office sign key: {t}", _j((LOWER_DIGITS, 32))),
    ("Zadarma secret {t}", _j((HEX, 20))),
    ("CDEK client secret: {t}", _j((ALNUM, 32))),
    ("Boxberry API token {t}", _j((HEX, 32))),
    ("DaData secret key: {t}", _j((HEX, 40))),
    ("RetailCRM API key {t}", _j((ALNUM, 32))),
    ("MoySklad token: {t}", _j((HEX, 40))),
    ("iiko API login key {t}", _j((HEX, 8), "-", (HEX, 4), "-", (HEX, 4), "-", (HEX, 4), "-", (HEX, 12))),
    ("YooKassa secret key: {t}", _j("live_", (URLSAFE, 40))),
    ("Reg.ru API password {t}", _j((ALNUM, 24))),
    ("Paytrail merchant secret: {t}", _j((ALNUM, 40))),
    ("Fiken API token {t}", _j((ALNUM, 60))),
    ("Tripletex employee token: {t}", _vendor_jwt("tripletex")),
    ("Procountor client secret {t}", _j("cs_", (ALNUM, 40))),
    ("Netvisor customer key: {t}", _j((UPPER_DIGITS, 32))),
    ("Matkahuolto API key {t}", _j((HEX, 32))),
    ("PowerOffice client key: {t}", lambda g: v.uuid4(g, "9")),
    ("Mapon API key {t}", _j((HEX, 32))),
    ("Transics integration secret: {t}", _j((B64, 40))),
    ("Volvo Dynafleet API token {t}", _j((ALNUM, 44))),
    ("Maventa API key: {t}", lambda g: v.uuid4(g, "a")),
    ("Fennoa API token {t}", _j((HEX, 48))),
    ("Shipmondo API key: {t}", _j((HEX, 32))),
    ("PostNord apikey {t}", _j((HEX, 32))),
    ("Nets Easy secret key: {t}", _j("live-secret-key-", (HEX, 32))),
    ("Bambora secret {t}", _j((ALNUM, 40))),
    ("Svea checkout secret: {t}", _j((ALNUM, 128))),
    ("Walley shared secret {t}", _j((ALNUM, 32))),
    ("AutoPASS API-nøkkel: {t}", _j((HEX, 32))),
    ("ключ API Flowwow: {t}", _j((HEX, 40))),
    ("API-ключ ЮKassa для киоска: {t}", _j("live_", (URLSAFE, 40))),
    ("klyuch API CDEK {t}", _j((ALNUM, 40))),
    ("токен МойСклад — {t}", _j((HEX, 40))),
    ("Paytrailin API-avain: {t}", _j((ALNUM, 40))),
    ("Matkahuollon avain on {t}", _j((HEX, 40))),
    ("API-nøkkel til Fiken: {t}", _j((ALNUM, 60))),
    ("Mapon-nøkkelen er {t}, takk", _j((HEX, 40))),
    ("TrueConf server secret {t}", _j((HEX, 32))),
    ("Express.ms bot secret: {t}", _j((HEX, 64))),
]  # fmt: skip


def _vendor_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"t": dict(_VENDORS)[template](rng)}


_vendors = _Family("vendor_token", [t for t, _ in _VENDORS], _vendor_draw, "t")


_AUTH = [
    "curl -H 'Authorization: Bearer {t}' https://api.onegranta.ru/v1/tickets",
    "Authorization: Basic {t}",
    "заголовок: Authorization: Bearer {t}",
    "otsake Authorization: Basic {t}",
]  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Basic" in template:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"t": base64.b64encode(pair.encode()).decode()}
    return {"t": _r(rng, ALNUM, 40)}


_auth = _Family("auth_header", _AUTH, _auth_draw, "t")

_JWTS = [
    "session cookie from the booking site: {t}",
    "Meteor booking API token {t}",
    "токен сессии кассы: {t}",
    "istuntotunniste: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    claims = {
        "sub": rng.choice(_USERS),
        "office": rng.choice(_PLACES),
        "exp": 2_100_000_000 + rng.randrange(10**6),
    }
    return {"t": _jwt_of(rng, claims)}


_jwts = _Family("jwt", _JWTS, _jwt_draw, "t")


_PEMS = [
    "kassa-kizhi.key:\n{k}",
    "ключ от сервера бронирования:\n{k}",
    "here's the kennel VPN key, keep it safe\n{k}",
]  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    body = _r(rng, B64, 64 * 6)
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    kind = rng.choice(["PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY"])
    return {"k": f"-----BEGIN {kind}-----\nMIIE{lines}\n-----END {kind}-----"}


_pems = _Family("pem_private_key", _PEMS, _pem_draw, "k")

_HEXES = [
    "ENCRYPTION_KEY={h}",
    "kennel camera master key {h}",
    "ключ шифрования резервных копий: {h}",
]  # fmt: skip
_hexes = _Family("hex_key", _HEXES, lambda g, i, t: {"h": _r(g, HEX, 64)}, "h")


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "czech", "spanish", "french", "italian", "portuguese")}  # fmt: skip
_SEED_PLACES = {
    "Trezor backup of the depot's wallet: {p}": "english",
    "seed words for the kennel crypto tips: {p}": "english",
    "сид-фраза кошелька: {p}": "russian",
    "мнемоника, не потеряй: {p}": "russian",
    "palautuslause: {p}": "english",
    "gjenopprettingsfrase: {p}": "english",
    "Jarmo's cousin's wallet (Czech list): {p}": "czech",
    "frase semilla del turista: {p}": "spanish",
    "phrase de récupération: {p}": "french",
    "frase di recupero: {p}": "italian",
    "frase de recuperação: {p}": "portuguese",
    "seed: {p}": "english",
}  # fmt: skip


def _seed(rng: random.Random, lang: str, words: int = 12) -> str:
    bits = {12: 16, 18: 24, 24: 32}[words]
    m = _MNEMO[lang]

    def make(g: random.Random) -> str:
        return str(m.to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return v.until(rng, make, m.check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _seed(rng, _SEED_PLACES[template], rng.choice([12, 12, 24]))}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefix: str, length: int) -> str:
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, f"220{rng.randrange(5)}", 16)
    return v.card(rng, brand)


_CARD_PLACES = [
    "карта Мир: {c}",
    "номер карты {c}, срок 08/35",
    "kortin numero {c}",
    "kortnummer {c} utløper 03/34",
    "card number {c}",
    "pay with {c} exp 11/36",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["mir", "visa", "mastercard", "mir", "visa", "maestro"][index % 6]
    return {"c": v.grouped(_card(rng, brand), rng.choice([" ", "-", ""]), rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "the four digits on the front of the Amex are {cvv}",
    "Amex CID: {cvv}",
    "четыре цифры на лицевой стороне Amex: {cvv}",
    "Amexin etupuolen turvakoodi {cvv}",
    "Amex-kortets sikkerhetskode foran: {cvv}",
]  # fmt: skip


def _cvv(rng: random.Random) -> str:
    return v.until(rng, lambda g: _r(g, D, 4), lambda c: not c.startswith(("19", "20")))


_cvvs = _Family("card_code", _CVV_PLACES, lambda g, i, t: {"cvv": _cvv(g)}, "cvv")


_IBAN_SHAPES = {
    "RU": "n" * 14 + "c" * 15, "BY": "cccc" + "nnnn" + "c" * 16, "FO": "n" * 14,
    "GL": "n" * 14, "UA": "n" * 6 + "n" * 19, "IS": "n" * 22, "LT": "n" * 16,
}  # fmt: skip
_IBAN_PLACES = [
    "IBAN: {i}",
    "реквизиты для оплаты ягод, IBAN {i}",
    "tilinumero IBAN {i}",
    "kontonummer (IBAN) {i}",
    "send the deposit to {i}",
    "счёт IBAN → {i}",
    "IBAN for the husky tour refund: {i}",
]  # fmt: skip
_IBAN_COUNTRIES = ["RU", "BY", "FO", "GL", "UA", "IS", "LT"]


def _iban(rng: random.Random, country: str) -> str:
    shapes = {
        country: _IBAN_SHAPES[country].replace("c", "n")
        if country == "RU"
        else _IBAN_SHAPES[country]
    }
    number = v.iban_shaped(rng, country, shapes)
    assert std_iban.is_valid(number)
    return number


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _hetu(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        day, month, year = h.randrange(1, 29), h.randrange(1, 13), h.randrange(50, 100)
        check = h.choice("0123456789ABCDEFHJKLMNPRSTUVWXY")
        return f"{day:02d}{month:02d}{year:02d}-{h.randrange(2, 900):03d}{check}"

    return v.until(g, make, fi_hetu.is_valid)


def _fnr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        day, month, year = h.randrange(1, 29), h.randrange(1, 13), h.randrange(50, 100)
        return f"{day:02d}{month:02d}{year:02d}{h.randrange(0, 500):03d}{_r(h, D, 2)}"

    return v.until(g, make, no_fnr.is_valid)


def _inn(g: random.Random) -> str:
    return v.until(g, lambda h: "10" + _r(h, D, 10), ru_inn.is_valid)


def _ytunnus(g: random.Random) -> str:
    return v.until(g, lambda h: f"{_r(h, D, 7)}-{h.choice(D)}", fi_ytunnus.is_valid)


def _vero(g: random.Random) -> str:
    return v.until(g, lambda h: "1000" + _r(h, D, 8), fi_vero.is_valid)


def _unp(g: random.Random) -> str:
    return v.until(g, lambda h: "1" + _r(h, D, 8), by_unp.is_valid)


def _orgnr(g: random.Random) -> str:
    return v.until(g, lambda h: "9" + _r(h, D, 8), no_orgnr.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "henkilötunnus: {s}": _hetu,
    "Ainon hetu on {s}, älä kerro kellekään": _hetu,
    "Finnish personal identity code {s}": _hetu,
    "fødselsnummer: {s}": _fnr,
    "Roar's fødselsnummer is {s}": _fnr,
    "ИНН физлица: {s}": _inn,
    "INN for the berry buyer's tax form: {s}": _inn,
    "Y-tunnus {s}": _ytunnus,
    "veronumero: {s}": _vero,
    "УНП поставщика из Бреста: {s}": _unp,
    "organisasjonsnummer {s}": _orgnr,
    "паспорт РФ серия и номер: {s}": lambda g: f"86 {_r(g, D, 2)} {_r(g, D, 6)}",
    "pasport (vnutrenniy): {s}": lambda g: f"86{_r(g, D, 2)} {_r(g, D, 6)}",
    "СНИЛС: {s}": lambda g: f"{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, D, 3)} {_r(g, D, 2)}",
    "полис ОМС {s}": lambda g: "10" + _r(g, D, 14),
    "passport number of the Finnish guest: {s}": lambda g: "FP" + _r(g, D, 7),
    "passinumero {s}": lambda g: "FN" + _r(g, D, 7),
    "førerkortnummer: {s}": lambda g: _r(g, D, 11),
    "водительское удостоверение: {s}": lambda g: f"10 {_r(g, D, 2)} {_r(g, D, 6)}",
    "загранпаспорт: {s}": lambda g: "75 " + _r(g, D, 7),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _codes(rng: random.Random, style: int) -> str:
    if style == 0:
        items = [_r(rng, D, 8) for _ in range(6)]
    elif style == 1:
        items = [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(6)]
    else:
        items = [_r(rng, UPPER_DIGITS, 10) for _ in range(6)]
    return "\n".join(items)


_BACKUPS = [
    "backup codes for the kennel Google account:\n{c}",
    "резервные коды:\n{c}",
    "varmistuskoodit:\n{c}",
    "reservekoder:\n{c}",
    "2FA backup codes (Lesegais):\n{c}",
    "коды восстановления для Госуслуг... ой, для почты:\n{c}",
]  # fmt: skip
_backups = _Family("backup_codes", _BACKUPS, lambda g, i, t: {"c": _codes(g, i % 3)}, "c")

_TOTP = [
    "otpauth://totp/Onegranta:kassir?secret={s}&issuer=Onegranta",
    "TOTP secret for the booking admin: {s}",
    "секретный ключ 2FA: {s}",
    "2FA-avain (manuaalinen): {s}",
    "2FA-nøkkel: {s}",
    "setup key: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced="otpauth" not in template and index % 2 == 1)}


_totp = _Family("otp_secret", _TOTP, _totp_draw, "s")

_OTP = [
    "{c} is your verification code",
    "код подтверждения: {c}",
    "kod iz SMS {c}, skazhi bystro",
    "vahvistuskoodi {c}",
    "engangskode: {c}",
    "Use {c} to sign in to Tripletex",
    "Ваш код для входа: {c}. Никому не сообщайте его",
    "[09:14] Olga: code is {c} quick",
]  # fmt: skip
_otp = _Family("otp_code", _OTP, lambda g, i, t: {"c": _r(g, D, 6)}, "c")

_RECOVERY = [
    "BitLocker recovery key for the kassa laptop: {k}",
    "ключ восстановления: {k}",
    "palautusavain: {k}",
    "gjenopprettingsnøkkel: {k}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(8))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SPELL = [
    "read out over the radio: {t}",
    "диктую ключ по группам: {t}",
    "avain ryhmissä: {t}",
    "nøkkelen lest opp: {t}",
    "voice memo: the token is {t}",
]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    raw = _r(rng, [HEX, ALNUM][index % 2], 24)
    size = rng.choice([4, 6])
    sep = rng.choice([" - ", " | ", " · ", ", "])
    return {"t": sep.join(raw[i : i + size] for i in range(0, len(raw), size))}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_SSIDS = ["Onegranta-Kassa", "Kizhi Office 5G", "Pilorama_Guest", "Pudozh Depot", "Kennel-Sortavala", "Parom Kiosk"]  # fmt: skip
_WIFI = [
    "network {s} key {pw}",
    "Wi-Fi: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "вайфай {s}, пароль {pw}",
    "пароль от вайфая «{pw}»",
    "vaifai {s} parol: {pw}",
    "wlan {s}, salasana {pw}",
    "wifin salasana: {pw}",
    "wifi-passord: {pw}",
    "nettverk {s}, passord {pw}",
    "{pw} — that's the wifi password at the kiosk",
    "guest wifi ({s}) password: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    return rng.choice([_plain_pw, lambda g: _r(g, ALNUM, 12), lambda g: f"{g.choice(_WORDS).lower()}{g.choice(_DOGS).lower()}{g.randrange(10, 99)}"])(rng)  # fmt: skip


_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, s=_SSIDS), "pw")

_LOCKS = [
    "PIN for the kiosk card terminal: {pw}",
    "пин-код от карты: {pw}",
    "PIN-koodi on {pw}",
    "PIN-kode: {pw}",
    "код от сейфа в кассе {pw}",
    "the kennel gate keypad code is {pw}",
    "tunnusluku: {pw}",
    "kodi ambarah: {pw}",
]  # fmt: skip


def _pin(rng: random.Random) -> str:
    return v.until(
        rng, lambda g: _r(g, D, g.choice([4, 5, 6])), lambda c: not c.startswith(("19", "20"))
    )


_locks = _Family("pin_code", _LOCKS, _with(_pin), "pw")


_CONFIGS = [
    ".env:\nKASSA_DB_USER=frontol\nKASSA_DB_PASSWORD={pw}",
    "config.yaml:\ndatabase:\n  user: dispatch\n  password: \"{pw}\"",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'kennel', 'PASSWORD': '{pw}'}}}}",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"tickets@onegranta.ru\", \"Password\": \"{pw}\"}}}}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "~/.pgpass:\npg.onegranta.lan:5432:sawmill:dispatch:{pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "kassa.ini:\n[db]\nuser=sa\npassword={pw}",
    "конфиг бота:\nTELEGRAM_BOT_PASSWORD={pw}",
    "asetukset.toml:\n[smtp]\nkayttaja = \"koirat\"\nsalasana = \"{pw}\"",
    "application.properties:\nspring.datasource.password={pw}",
    "lsyncd.conf.lua:\nsettings {{ password = \"{pw}\" }}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")

_CHATS = [
    "[08:01] Olga: пароль от кассы?\n[08:02] Arseniy: {pw}",
    "[21:15] Pekka: mikä on wifin salasana?\n[21:16] Aino: {pw}",
    "[06:30] Roar: passord til lastebilen?\n[06:31] Sigurd: {pw}",
    "Marina: {pw} — новый пароль от весов",
    "Stepan: parol teper {pw} spsb",
    "Liisa: salasana vaihdettu: {pw}",
    "Ingrid: nytt passord er {pw}",
    "[12:40] Timofey: root pw for the booking server?\n[12:41] Larisa: {pw}",
    "Veikko: uuzi salasana on {pw}",
    "Zoya: uz' peitsana om {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_PLAN: list[tuple[_Family, int]] = [
    (_said, 64), (_chats, 20), (_logins, 28), (_spelled, 12), (_phrases, 10), (_cli, 34),
    (_urls, 12), (_vendors, 50), (_auth, 8), (_jwts, 8), (_pems, 6), (_hexes, 6), (_seeds, 12),
    (_cards, 12), (_cvvs, 6), (_ibans, 14), (_national, 20), (_backups, 6), (_totp, 6),
    (_otp, 8), (_recovery, 4), (_spelled_tokens, 10), (_wifi, 14), (_locks, 8), (_configs, 12),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the Kizhi till password is", "{s}", _pw),
    ("split_password", "пароль:", "{s}", _pw),
    ("split_password", "parol ot vesov", "{s} (posle remonta)", _pw),
    ("split_password", "salasana on", "{s}", _pw),
    ("split_password", "passordet er", "{s}\nbytt det etter turen", _pw),
    ("split_password", "kennel NAS password:", "{s}", _pw),
    ("split_password", "peitsana om", "{s}", _pw),
    ("split_password", "новый пароль от парома —", "{s}", _pw),
    ("split_password", "the dispatch admin password Arseniy read out was", "{s}, I think", _pw),
    ("split_password", "wifin salasana", "{s}", _wifi_key),
    ("split_token", "Flowwow API key", "{s}", _j((HEX, 32))),
    ("split_token", "Paytrail merchant secret:", "{s}", _j((ALNUM, 40))),
    ("split_token", "ключ API CDEK", "{s}", _j((ALNUM, 40))),
    ("split_seed", "seed phrase", "{s}", lambda g: _seed(g, "english")),
    ("split_card", "номер карты", "{s} 09/35", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FO"))),
    ("split_backup", "резервные коды", "{s}\n55102938\n77310284", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "henkilötunnus", "{s}", _hetu),
    ("split_phrase", "passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, seen: set[str]) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = v.until(rng, make, lambda s: _usable(s, seen))
    seen.add(secret)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    seen = {s.secret for s in secrets()}
    return [
        FieldPair(cls, first, *_fill(rng, second, make, seen))
        for cls, first, second, make in _SPLIT
    ]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"kassa": {"url": "https://kassa-kizhi.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"parol": "{s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"salasana": "{s}"}': ("meta_password", _plain_pw),
    '{"passord": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "dispatch", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["pg_dumpall", "-h", "pg.onegranta.lan", "--password={s}"]}': ("meta_password", _plain_pw),
    '{"note": "новый пароль от весов {s}"}': ("meta_password", _plain_pw),
    '{"flowwow": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"cdekSecret": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GL")),
    '{"guest": {"hetu": "{s}"}}': ("meta_id", _hetu),
    '{"driver": {"fodselsnummer": "{s}"}}': ("meta_id", _fnr),
    '{"mfa": {"backup_codes": ["{s}", "83920174", "10293847"]}}': ("meta_otp", lambda g: _r(g, D, 8)),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", lambda g: _seed(g, "english")),
    '{"totp_secret": "{s}"}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"safe": {"pin_code": "{s}"}}': ("meta_pin", _pin),
    '{"wifi": {"ssid": "Kennel-Sortavala", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    seen = {s.secret for s in secrets()} | {p.secret for p in field_pairs()}
    filled = [(cls, *_fill(rng, text, make, seen)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"keenetic-4.1.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.onegranta.lan/tickets:2.8").hexdigest()
_COMMIT = hashlib.sha1(b"tickets: add Kizhi evening run", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"dispatch: revert waybill layout", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"berries_2033-08-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Kizhi till password before the season opens on 2033-05-20.",
    "Olga asked for the kiosk wifi password; it's on the card under the ticket printer.",
    "Policy: office passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Express.ms; send a vault link instead.",
    "The `.env.example` line `FLOWWOW_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_CDEK_SECRET> in the README with the secret from your CDEK cabinet.",
    "PAYTRAIL_SECRET and MAPON_API_KEY must be set before the nightly sync runs.",
    "Никому не говори свой пароль, даже мне.",
    "Пароль должен быть не короче четырнадцати символов.",
    "parol nado pomenyat do pyatnitsy, ne zabud",
    "Älä kerro salasanaasi kenellekään.",
    "Salasanan pitää olla vähintään 14 merkkiä pitkä.",
    "Ikke fortell passordet ditt til noen.",
    "Passordet må ha minst 14 tegn.",
    "älä sano salasanua nikellegi, passibo",
    "Upgraded the Keenetic firmware to 4.1.7 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the Kizhi evening run.",
    f"Rolled back to {_SHORT} after the waybill layout broke the printer.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The Keenetic 4.1.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The tickets container runs registry.onegranta.lan/tickets@sha256:{_IMAGE}.",
    f"MD5 of berries_2033-08-14.csv is {_MD5}, same as the copy on the depot share.",
    "Request id 3c1f2a90-6d4e-4b7a-9e21-0f8d5c6b7a13 is the slow one in the booking logs.",
    "Order ORD-2033-00817: 120 kg of cloudberries from Pudozh, paid on delivery.",
    "Ticket OT-3310: the Medvezhyegorsk kiosk printer jams on thick paper.",
    "Call the Kondopoga dispatch on +7 814 517 42 96 before noon.",
    "Hydrofoil Meteor-211 leaves Petrozavodsk for Kizhi at 09:30, pier 4.",
    "Waybill ТН-2033-0412 covers 38 m³ of pine boards, 50x150.",
    "HS code 0810.40 covers cranberries and bilberries; 4407.11 is sawn pine.",
    "Postcode 185035 is the Petrozavodsk river station; 186350 is Medvezhyegorsk.",
    "ISBN 978-5-7545-1234-7 is the Kizhi guidebook on the office shelf.",
    "Route 158 runs from Sortavala to Ruskeala twice a day in summer.",
    "After five wrong passwords the booking site locks the account for 20 minutes.",
    "The kennel has 42 huskies; a sled team is eight dogs.",
    "The secret of good kalitki is rye dough rolled very thin.",
    "Ask Marina for the safe code, I don't have it.",
    "My card ending 4471 was declined at the Sortavala petrol station.",
    "The Finnish guests want the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the office mail and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `CDEK_CLIENT_SECRET` in the secrets store, never in the repository.",
    "The padlock on the berry shed rusts in the damp; oil it every month.",
    "The guest wifi 'Kizhi-Free' is open, no password needed.",
    "Lot BR-2033-0815: lingonberries, 340 kg, moisture within spec.",
    "Takk for turen! Lastebilen står i Kondopoga til mandag.",
    "Kiitos, koirat olivat ihania ja sauna oli kuuma.",
    "Спасибо за экскурсию, Кижи прекрасны.",
    "Ferry timetable 2033: Medvezhyegorsk – Velikaya Guba, Tuesdays and Fridays.",
    "Waybill number 00248193 is for the Sortavala kennel feed.",
    "The Meteor seats 123 passengers; the Kometa 120.",
    "Veps museum in Sheltozero opens at 10 on weekdays.",
    "Password reset link expired; request a new one from the booking admin page.",
    "Dynafleet shows the truck at Lahdenpohja, ETA 18:40.",
    "Board feet to cubic metres: one cubic metre is about 424 board feet.",
    "The INN field on the invoice form is required for companies only.",
    "OTP codes expire after 60 seconds; ask for a new one if it fails.",
    "Kennel tour 2033 price list: adults 3500, children 2000 roubles.",
    "Flight SU-6201 lands in Petrozavodsk at 14:05.",
    "Container TGHU 8812034 with the board order is at the Kondopoga yard.",
    "Yandex Maps puts the depot at 61.795, 34.365.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kassa/frontol", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 618}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "OT-3310", "order": "ORD-2033-00817"}',
    '{"lot": {"id": "BR-2033-0815", "weight_kg": 340, "berry": "lingonberry"}}',
    '{"phone": "+7 814 517 42 96", "city": "Kondopoga"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "dogs": 42}',
    '{"hs_code": "0810.40", "origin": "RU", "description": "cranberries"}',
    '{"route": "158", "from": "Sortavala", "to": "Ruskeala"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_BLOB = "\n".join(CLEAN + _CLEAN_METADATA_JSON)
