# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-sixty-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-sixty-third's docstring,
the fifth to two-hundred-and-sixty-third only to search them (grep) for the languages, wordings,
tools, flags, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the library docs
of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round corpora, the
corpora written at the same time (the two-hundred-and-sixty-fourth, two-hundred-and-sixty-sixth
and two-hundred-and-sixty-seventh), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (265418093), password words (a grape variety of the south, a vintage and a sign; two Gagauz
words in plain Latin letters joined by a dash and a number; a name, a birth year, a sign and a
village; leet words of kaşkaval, Saperavi, günebakan, Comrat, Cahul, brînză, Taraclia, vinăria and
parcel with a year; a bus route's stations and departure, `CDL-CHI0640!`; a sheep-cheese wheel's
weight and cellar shelf, `Brinza6kgC12#`; a village, a Gagauz word and a number joined by dots;
an oil-press word, `PresaFloare42!`; a generator's four underscore-joined groups of five; random
runs), names, places, templates, tools, vendors and layouts, the way the staff of a fictional
company (Budjak Star, with a winery's tasting room in Comrat, a bus station ticket window in
Ceadîr-Lunga, a sheep cheese dairy in Vulcănești, a sunflower oil press in Cahul and a
cross-border parcel counter at Giurgiulești) leak secrets into an assistant's memory. The texts
are chats with times, mail and team-chat pastes (Superhuman, Missive, Mailfence, Troop Messenger,
Yammer, VK Teams), notes (Workflowy, Dynalist, RemNote, Diarium, Laverna, Leanote, QOwnNotes,
Tomboy, Gnote, Day One, Yandex Notes, Xournal, Glasp), tickets, wiki tables and breadcrumbs,
e-mails, runbooks, READMEs, shell prompts and editors (SuperPuTTY, Remmina, electerm, st, Midnight
Commander and mcedit, Far Manager, Total Commander, Notepad++, Mousepad, Pluma), voice-memo
transcripts, dictated text and requests to the assistant itself; the separators run from a colon,
"is" (`e`, `este`, `е`, `bu`), a dash and an em dash to an arrow (`->`, `→`), an emoji (`🤐`,
`🙈`), a new line, guillemets (`«…»`), backticks, quotes and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 263
that name each): in none, Comrat, Ceadîr, Vulcănești, Cahul, Giurgiulești, Taraclia, Enoflex,
Europress, Westfalia, Sunell, Glasp, mcedit, Gagauz's `söleemä` and `gizli laf`, and the `ksql
'host=… password=…'` form; in one, Farmet, Massa-K, ОВЕН, Incotex, Shtrih, Workflowy, Dynalist,
RemNote, Diarium, Laverna, Leanote, Notepad++, Mousepad, Pluma, st, e-Factura, Gagauz's
`kimseyä`, Bulgarian's `на никого`, `nzload -pw` and the IDNP; in two, Datecs, Tremol, Eltex,
Totolink, Tetra Pak, Bertuzzi, Fatek, Delta DVP, Tiandy, Superhuman, Mailfence, SuperPuTTY,
QOwnNotes, Tomboy, Gnote, Day One, Yandex Notes, Xournal, Far Manager, Total Commander, Midnight
Commander, `mysqlshow`, `pg_dumpall`, `gpg-preset-passphrase`, `hostapd_cli`, `globalprotect`,
`podman run -e` and the word Gagauz; in three, Missive, Troop Messenger, Yammer, Della Toffola,
Bucher Vaslin, `wget --password`, `aria2c --ftp-passwd`, `mariadb-dump`, `mc alias set`,
`ldappasswd -w`, `realm join`, `ipa user-add --password`, `neomutt -e`, `s-nail -S mta=`,
`mongoexport`, `mongorestore`, `dgraph live --creds`, `duckdb` ATTACH, `isql-vt`, `csql`, `yasql`,
`bteq .LOGON`, `qmicli`, `ocpasswd`, `pritunl-client`, `swanctl`, xl2tpd's chap-secrets and
`smbget`; in four or five, VK Teams, Remmina, electerm and `mysqladmin`. The common layouts (env
files, `export`, Kubernetes secrets, `appsettings.json`, database URLs, JWTs, PEM blocks,
`otpauth://`, Basic and Bearer headers in Bruno, Hoppscotch, haproxy and curl, the `WIFI:` QR
string, `.netrc`, `.pgpass`, `my.cnf`, msmtprc, odoo.conf, `wp-config.php`, Terraform, sshpass,
`RSYNC_PASSWORD`, Bitwarden, VeraCrypt, KeePassXC, Proton Pass, 2FAS, Trust Wallet, Exodus and
BitLocker), all named in many earlier corpora, are in wordings of their own.

About half of the secret samples are in other languages than English: Gagauz in its Latin script
(`parol`, `parolu`, `parolum` "my password", `gizli laf` "secret word" for a passphrase, `açar`
and `API açarı` for a key, `kod`, `PIN kodum`, `kilit kodu` for a lock's code, `işte` "here is",
`bu` "this is", `eni` "new", `benim` "my", `kimseyä söleemä` "don't tell anyone", `saa ol`
"thanks", `kullanıcı` for a user, `kartamın numarası`, `pasaport numaram`, `rezerv kodları` for
backup codes, `cüzdanın kurtarma sözleri` for a wallet's words, `bu komandayı yaptım` "I ran this
command", `harf harf` "letter by letter"); Moldovan Romanian texted without diacritics (`parola e`,
`parola mea este`, `parola noua`, `uite` "look, here", `nu spune la nimeni`, `mersi`,
`utilizator`, `userul e … si parola …`, `cheia API`, `cheia de criptare`, `codul`, `pinul`,
`seria si numarul buletinului`, `coduri de rezerva`, `cheia secreta 2FA`, `cheia de recuperare`,
`sirul de conectare`, `am rulat asta`, `tokenul e`); Russian in Cyrillic (`пароль`, `пароль от
…`, `вот`, `никому не говори`, `спасибо`, `логин`, `ключ API`, `токен`, `код подтверждения`,
`сид-фраза`, `фраза восстановления`, `резервные коды`, `ключ восстановления`, `строка
подключения`, `я запустил`) and in translit (`parol`, `parol'`, `vot`, `nikomu ne govori`,
`spasibo`, `novyj parol`, `klyuch API`, `nomer karty`, `zapustil`, `komanda`); and the Bulgarian
of the Taraclia villages in Cyrillic (`паролата е`, `парола`, `ето`, `на никого не казвай`,
`благодаря`, `мерси`, `потребител`, `потребителско име`, `ЕГН`, `ЛНЧ`, `ПИН-ът ми е`, `кодът на
катинара`, `резервни кодове`, `ключът за криптиране`, `паролна фраза`, `лична карта`, `пуснах
това`, `думата … после`), with French and Italian only around the seed phrases of a cork
supplier abroad. The wordings are the author's approximations, checked by no speaker; the
thinnest guesses are the Gagauz: `söleemä` for "tell", `gizli laf` for a passphrase, `açar` for
a key, `kullanıcı` for a user, `rezerv kodları`, `kurtarma sözleri`, `süt evi` for the dairy,
`bu laf …, sora …` for "this word, then", `harf harf`, and the genitive endings glued to loan
words (`kompyuterin parolu`, `presanın parolu`).

Vendors (Moldindconbank, Orange Moldova, Moldcell, StarNet, Posta Moldovei, Runpay, 999.md,
Simpals, Linella, Ecomoney, FinComBank, Comertbank, Energbank, bilete.md, Infotrans and Bolt Food
in none of the earlier corpora by grep; MAIB, Victoriabank, Paynet, Vinsight, Untappd, Evocabank,
FAN Courier, Sameday, Glovo, iiko, Quick Resto, Infobip, Busbud, Netopia, Speedy, ePay.bg, Borica,
Cargus, Meest, Ukrposhta, Trendyol, Iyzico, Hepsiburada and Euplatesc in one each) were grepped
by name. No shape here is one the author knows to be real: every one is a guess (hex, base64,
URL-safe, upper-case and alphanumeric runs, UUIDs, a hex run joined to a UUID for Infobip, JWTs
for Linella and FAN Courier, and the `pm_live_`, `PARTNER_`, `sandbox-` and `bf_` prefixes); the
JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Moldova's
personal number IDNP and company number IDNO (`stdnum.md.idno`, named in four earlier corpora by
grep), Bulgaria's EGN (`stdnum.bg.egn`, two), its foreigner's number ЛНЧ (`stdnum.bg.pnf`, two)
and VAT number (`stdnum.bg.vat`, one), Romania's trade register number (`stdnum.ro.onrc`, three)
and Ukraine's taxpayer number РНОКПП (`stdnum.ua.rntrc`, four). Kinds no library or this file
checks (no check-digit algorithm is written here; the shapes are guesses): a Moldovan passport,
a Moldovan identity card's series and number, a Bulgarian identity card's number, Moldova's CPAS
social insurance code, a Moldovan driving licence and a CNAM medical insurance policy. Card
numbers pass Luhn (Mir, Troy and a guessed Prostir prefix drawn here, and the value helpers'
Visa, Mastercard, Amex, Maestro and UnionPay, checked with python-stdnum's `luhn`); the card codes
are Amex's four-digit CIDs only, drawn so that none reads as a year. The IBANs are of Moldova,
Romania, Bulgaria, Turkey, Ukraine, Serbia, Bosnia and Herzegovina and Palestine (a rough count of
the country codes in the IBAN shape tables of heldouts 5 to 263 finds each in seventeen to
twenty-three corpora, about the fewest any country has), drawn until `stdnum.iban` validates them;
seed phrases come from `mnemonic`'s English, Turkish, Russian (also under a Bulgarian label: the
package ships no Bulgarian list), French and Italian lists, each drawn until `Mnemonic(lang).check`
accepts it. Short values (PINs, card codes, one-time codes) and every other secret are drawn
again until no clean text holds them and no earlier sample used them.
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
from stdnum.bg import egn as bg_egn
from stdnum.bg import pnf as bg_pnf
from stdnum.bg import vat as bg_vat
from stdnum.md import idno as md_idno
from stdnum.ro import onrc as ro_onrc
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 265_418_093
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


def _clean_blob() -> str:
    """Every clean text and clean metadata value, joined: a drawn secret must not be in it."""
    return "\n".join(CLEAN) + "\n" + json.dumps(CLEAN_METADATA, ensure_ascii=False)


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A draw
    whose secret was drawn before, or that a clean text holds, is drawn again."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        blob = _clean_blob()
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(1000):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen and secret not in blob:
                    break
            else:
                raise ValueError(template)
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_GRAPES = ["RaraNeagra", "Feteasca", "Saperavi", "Aligote", "Isabella", "Traminer", "Rkatsiteli",
           "Muscat", "Pinot", "Merlot", "Viorica", "Bastardo", "Cabernet", "Kaberne"]  # fmt: skip
_GAGAUZ = ["sarap", "koyun", "peynir", "kaskaval", "bulgur", "kurban", "kazan", "kaval", "avlu",
           "bayram", "yildiz", "gunesh", "chorba", "kirlangach", "tepe", "kuyu"]  # fmt: skip
_PLACES = ["Comrat", "Ceadir", "Vulcanesti", "Cahul", "Giurgiulesti", "Taraclia", "Congaz",
           "Besalma", "Avdarma", "Tomai", "Copceac", "Baurci", "Chirsova", "Etulia", "Cismichioi",
           "Svetlii", "Corten", "Valeaperjei"]  # fmt: skip
_NAMES = ["Todur", "Kiriyak", "Petri", "Dimitri", "Vasi", "Ekaterina", "Mariya", "Anika", "Fodor",
          "Ilya", "Stepan", "Olga", "Mihai", "Sergiu", "Natalia", "Elena", "Ion", "Stoyan",
          "Petko", "Radka", "Nedelcho", "Zlatka", "Yordan", "Galya", "Kolyo", "Svetlana",
          "Tudor", "Victoria", "Denis", "Irina"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K4sk4v4l", "S4p3r4v1", "Gun3b4k4n", "K0mr4t", "C4hul", "Br1nz4", "T4r4cl14", "V1n4r14",
         "P4r4c3l"]  # fmt: skip


def _bus(g: random.Random) -> str:
    """A bus route, its departure and a sign, as the ticket window jokes a password together."""
    a, b = g.sample(["CDL", "COM", "CHI", "CAH", "VUL", "TAR", "BAL", "ODS", "GIU"], 2)
    return f"{a}-{b}{g.randrange(5, 23):02d}{g.choice([0, 15, 30, 45]):02d}{g.choice(_SYMBOLS)}"


def _wheel(g: random.Random) -> str:
    """A sheep-cheese wheel's weight and a cellar shelf."""
    return (
        f"Brinza{g.randrange(2, 9)}kg{g.choice('ABCDEFGH')}{g.randrange(1, 40)}{g.choice(_SYMBOLS)}"
    )


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "_".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRAPES)}{g.randrange(1990, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(g.sample(_GAGAUZ, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _bus,
    _wheel,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_GAGAUZ)}.{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    _manager,
    lambda g: f"Presa{g.choice(['Floare', 'Seminte', 'Ulei', 'Turta'])}{g.randrange(10, 99)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Superhuman mail from Ekaterina: the Datecs FP-700 fiscal printer service password is {pw}",
    "Missive thread 'Tasting room POS': the Tremol M20 admin password {pw}",
    "Mailfence note to self: Incotex Mercury 185F tax terminal password {pw}",
    "Troop Messenger, #comrat-cellar, Todur: Della Toffola filter panel password {pw}",
    "Yammer post (should have been a DM): Bucher Vaslin XPro press password {pw}",
    "VK Teams, Petko: the Westfalia separator HMI password is {pw}",
    "[07:42] Mariya: Enoflex labeller touch panel password {pw}",
    "[18:05] Stepan: Europress oil press PLC web password {pw}",
    "Workflowy bullet 'Cahul press': Farmet screw press controller password {pw}",
    "Dynalist: Massa-K parcel scale admin password {pw}",
    "RemNote card: ОВЕН ТРМ dairy vat controller password {pw}",
    "Diarium: parola la NVR-ul Sunell de la autogara e {pw}",
    "Laverna: пароль камеры Tiandy над стойкой в Джурджулешты — {pw}",
    "Leanote 'Vulkaneşti süt evi': Fatek PLC parolu {pw}",
    "QOwnNotes, cellar.md: Delta DVP pasteuriser password {pw}",
    "Tomboy: parol ot paneli Tetra Pak v syrovarne {pw}",
    "Gnote: паролата на пулпера Bertuzzi е {pw}",
    "Day One: parola routerului Eltex din sala de degustare: {pw}",
    "Yandex Notes: parol ot Totolink u kassy {pw}",
    "Xournal (скан): пароль кассы Штрих-М {pw}",
    "Glasp highlight note: the Vinsight admin password is {pw}",
    "Ticket BUD-0412: the Untappd venue account password {pw} stopped working",
    "Ticket BUD-0431: Linella B2B portal password {pw} expired, please reset",
    "Hi Sergiu,\n\nthe root password on the Cahul press server is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nNatalia",
    "Incident 2031-09-14: the Giurgiulesti parcel counter PC was reachable with password {pw}",
    "Runbook: closing the tasting room\n1. print the Z report\n2. log into the back office as manager\n3. password {pw}\n4. lock the cellar",
    "README (bus station kiosk)\nthe ticket printer UI is at https://kiosk.budjakstar.lan, admin password `{pw}`.",
    "voice memo: the dairy's pasteuriser password is {pw} full stop",
    "dictated: the MAIB business banking password is {pw} comma don't share it",
    "can you remember my Moldindconbank app password? it's {pw}",
    "please store the Posta Moldovei partner cabinet password for me: {pw}",
    "note to self: the 999.md shop account password {pw}",
    "after the reinstall the Farmet controller password became {pw}",
    "Todur: benim e-mail parolum {pw}, kimseyä söleemä",
    "şarap odasının kompyuterin parolu: {pw}",
    "eni parol avtobus kassası için {pw}, saa ol",
    "işte parol: {pw} (peynir odası)",
    "Kiriyak: Cahul presanın parolu {pw}",
    "parola de la casa de bilete e {pw}, nu spune la nimeni",
    "parola mea este {pw}",
    "pe laptopul de la vama parola e {pw} mersi",
    "Ion: parola noua la presa din Cahul -> {pw}",
    "parola pt contul de la Paynet: {pw}",
    "пароль от кассы автовокзала: {pw}, никому не говори",
    "вот новый пароль от сыроварни: «{pw}»",
    "Ольга: пароль на ноуте в дегустационном зале {pw}, спасибо",
    "пароль для весов на посылках → {pw}",
    "parol ot sklada: {pw}, nikomu ne govori",
    "vot parol ot pressa {pw} spasibo",
    "Denis: novyj parol na kasse {pw}",
    "паролата за касата в Тараклия е {pw}, на никого не казвай",
    "ето паролата: {pw}, благодаря",
    "Стоян: новата парола за лаптопа е {pw}",
    "паролата ми за пощата е {pw}",
    "remember this for me: my Evocabank online banking password is {pw}",
    "Comertbank internet banking password {pw} 🤐",
    "the Runpay terminal service password: {pw}",
    "Quick Resto back office password for the tasting room is {pw}",
    "hey assistant, keep the iiko password safe for me: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")

_USERS = ["todur.k", "kiriyak", "petri", "dimitri.g", "vasi", "ekaterina", "mariya.t", "anika",
          "fodor", "ilya.b", "stepan", "olga.d", "mihai", "sergiu.c", "natalia", "elena.p",
          "stoyan", "petko", "radka.i", "nedelcho", "zlatka", "yordan", "galya", "kolyo",
          "svc-kiosk", "cellar-pos"]  # fmt: skip
_LOGINS = [
    "Missive, Ekaterina: the Tremol back office login is {u} / {pw}",
    "Ticket BUD-0440: {u} locked out of the Vinsight account, last password {pw}",
    "usr {u} pwd {pw}",
    "Wiki › Cahul › Press line › Farmet panel: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| Datecs FP-700 | {u} | {pw} |",
    "sign into the parcel counter PC as {u} with {pw}",
    "Europress login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- device: kiosk-ceadir-2\n  username: {u}\n  password: {pw}",
    "Troop Messenger: account {u}, password {pw}",
    "Todur says the dairy laptop account is {u} and the password is {pw}",
    "device,login,password\nsunell-nvr,{u},{pw}",
    "ssh {u}@press.budjakstar.lan (password {pw})",
    "kullanıcı {u}, parol {pw}",
    "login {u}, parolu {pw}, kimseyä söleemä",
    "utilizator: {u} parola: {pw}",
    "userul e {u} si parola {pw}",
    "логин {u}, пароль {pw}",
    "login {u} parol {pw}",
    "потребител {u}, парола {pw}",
    "потребителско име: {u}\nпарола: {pw}",
    "Yammer: creds for the Westfalia HMI are {u} and {pw}",
    "Superhuman draft: the Untappd login is {u} with password {pw}",
    "VK Teams, Yordan: логин {u} / пароль {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")

_SAID_WORDS = ["kirlangach", "kaskaval", "bulgurcu", "chorbaci", "budjakli", "placinda", "mamaliga",
               "zeamaci", "banitsa", "kapama", "sarmalar", "gozleme", "kuyumcu", "tepebashi",
               "yildizli", "avdarmali"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the press server it's {w} and {d} at the end",
    "voice memo: the tasting room wifi password is {w} and after that {d}, no space",
    "it's {w}{d}, word and digits joined",
    "parol bu laf: {w}, sora {d}",
    "parola e cuvantul {w}, apoi {d}",
    "пароль — слово {w}, потом {d}",
    "parol — slovo {w}, potom {d}",
    "паролата е думата {w}, после {d}",
    "type {w}, then {d}; that's the admin password",
    "the name of the dairy's dog, {w}, followed by {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "mysqlshow -h db.budjakstar.lan -u {u} -p'{pw}' tasting",
    "pg_dumpall -d 'host=pg.budjakstar.lan user={u} password={pw}' -f all-2031.sql",
    "mc alias set budjak https://s3.budjakstar.lan {u} '{pw}'",
    "wget --user={u} --password='{pw}' ftp://ftp.budjakstar.lan/labels/rara-2031.zip",
    "aria2c --ftp-user={u} --ftp-passwd='{pw}' ftp://ftp.budjakstar.lan/press/log.csv",
    "mariadb-dump -u {u} --password='{pw}' bilete > bilete.sql",
    "ldappasswd -H ldap://dc.budjakstar.lan -D 'cn=admin,dc=budjakstar,dc=lan' -w '{pw}' -S 'uid={u},ou=people,dc=budjakstar,dc=lan'",
    "echo '{pw}' | realm join -U {u} budjakstar.lan",
    "echo '{pw}' | ipa user-add {u} --first=Radka --last=Ivanova --password",
    "neomutt -e 'set imap_pass=\"{pw}\"' -f imaps://mail.budjakstar.lan/",
    "s-nail -S 'mta=smtps://{u}:{pw}@mail.budjakstar.lan' -s 'Z report' office@budjakstar.md < z.txt",
    "mongoexport --uri 'mongodb://{u}:{pw}@mongo.budjakstar.lan/parcels' -c labels -o labels.json",
    "mongorestore --host mongo.budjakstar.lan --username {u} --password '{pw}' dump/",
    "dgraph live -f cellar.rdf --creds 'user={u};password={pw};namespace=0'",
    "duckdb -c \"ATTACH 'dbname=oil host=pg.budjakstar.lan user={u} password={pw}' AS pg (TYPE postgres);\"",
    "isql-vt localhost:1111 {u} '{pw}'",
    "csql -u {u} -p '{pw}' dairydb@localhost",
    "yasql {u}/{pw}@yashan.budjakstar.lan:1688",
    "bteq .LOGON tdp1/{u},{pw};",
    "qmicli -d /dev/cdc-wdm0 --wds-start-network='apn=internet,username={u},password={pw}'",
    "printf '{pw}\\n{pw}\\n' | ocpasswd -c /etc/ocserv/ocpasswd {u}",
    "hostapd_cli -i wlan0 set wpa_passphrase '{pw}'",
    "ksql 'host=kb.budjakstar.lan user={u} password={pw} dbname=parcels'",
    "nzload -host nz.budjakstar.lan -u {u} -pw '{pw}' -db oil -t pressings -df pressings.csv",
    "globalprotect connect --portal vpn.budjakstar.md --username {u} --password '{pw}'",
    "pritunl-client add-profile --password '{pw}' budjak.tar",
    "smbget -U '{u}%{pw}' smb://fs.budjakstar.lan/labels/2031.pdf",
    "RSYNC_PASSWORD='{pw}' rsync -av {u}@backup.budjakstar.lan::cellar /srv/cellar",
    "mysqladmin -u {u} -p'{pw}' -h db.budjakstar.lan flush-hosts",
    "gpg-preset-passphrase --preset -P '{pw}' 4C1E0A9B7F3D2E5C6B8A9D0F1E2C3B4A5D6E7F80",
    "sshpass -p '{pw}' scp z-report.pdf {u}@kiosk-ceadir.budjakstar.lan:/srv/reports/",
    "curl --proxy-user {u}:{pw} -x http://proxy.budjakstar.lan:3128 https://bilete.md/",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "SuperPuTTY tab 'kiosk-ceadir': {c}", "Remmina SSH, press server:\n$ {c}",
    "electerm, todur@cellar:~$ {c}", "st on the dairy NUC: {c}",
    "Midnight Commander command line: {c}", "mcedit ~/notes/cmds.txt:\n{c}",
    "Far Manager, C:\\ops> {c}", "Total Commander command line: {c}",
    "Notepad++ new 3 (unsaved):\n{c}", "Mousepad scratch file:\n{c}", "Pluma, run.sh:\n{c}",
    "[09:14] stepan@press:~$ {c}",
    "bu komandayı yaptım: {c}", "am rulat asta: {c}", "я запустил: {c}", "zapustil vot tak: {c}",
    "пуснах това: {c}",
    "komandayı yazdım: {c}", "asta am scris in terminal: {c}", "вот команда: {c}",
    "komanda: {c} (ne trogat')", "командата беше: {c}", "ето командата: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""
    family = _Family(cls, templates, _with(_plain_pw, u=_USERS), "pw")

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        return v.framed(rng, family.take(rng, n, seen), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.budjakstar.lan:5432/cellar",
    "mysql://{u}:{pw}@db.budjakstar.lan:3306/bilete",
    "mongodb+srv://{u}:{pw}@parcels.budjakstar.lan/labels?retryWrites=true",
    "redis://{u}:{pw}@redis.budjakstar.lan:6379/2",
    "amqp://{u}:{pw}@mq.budjakstar.lan:5672/press",
    "ftp://{u}:{pw}@ftp.budjakstar.lan/labels/",
    "sqlserver://sql.budjakstar.lan:1433;database=Dairy;user={u};password={pw};trustServerCertificate=true",
    "clickhouse://{u}:{pw}@ch.budjakstar.lan:9000/tickets",
    "Server=db.budjakstar.lan;Port=5432;Database=oil;User Id={u};Password={pw};",
    "rtsp://{u}:{pw}@cam-giurgiulesti.budjakstar.lan:554/Streaming/Channels/101",
    "imaps://{u}:{pw}@mail.budjakstar.lan:993",
    "oracle+oracledb://{u}:{pw}@ora.budjakstar.lan:1521/?service_name=ERP",
]  # fmt: skip
_URL_PLACES = [
    "CELLAR_DB_URL={c}", "connection string for the press dashboard: {c}",
    "keep this connection string for me: {c}", "строка подключения: {c}", "sirul de conectare: {c}",
    "Ticket BUD-0455: {c}", "Workflowy › Infra › Databases: {c}", "bağlantı: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "budjak-star", "sub": f"acc_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read parcels:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


# Every shape here is a guess: the author knows none of these vendors' real key formats.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Moldindconbank", "MICB_API_SECRET", _j((HEX, 40))),
    ("Orange Moldova", "ORANGE_MD_SMS_TOKEN", _j((ALNUM, 32))),
    ("Moldcell", "MOLDCELL_BULK_SMS_KEY", lambda g: v.uuid4(g, "a")),
    ("StarNet", "STARNET_ACS_TOKEN", _j((HEX, 32))),
    ("Posta Moldovei", "POSTA_MD_API_KEY", _j("pm_live_", (ALNUM, 32))),
    ("Runpay", "RUNPAY_SECRET", _j((B64, 43), "=")),
    ("999.md", "MD999_API_TOKEN", _j((ALNUM, 40))),
    ("Simpals", "SIMPALS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Linella", "LINELLA_B2B_TOKEN", _vendor_jwt("https://b2b.linella.md")),
    ("Ecomoney", "ECOMONEY_MERCHANT_KEY", _j((UPPER_HEX, 32))),
    ("FinComBank", "FCB_ECOMM_SECRET", _j((HEX, 64))),
    ("Comertbank", "COMERTBANK_API_KEY", _j((ALNUM, 36))),
    ("Energbank", "ENERGBANK_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("MAIB", "MAIB_ECOMM_SIGNATURE_KEY", _j((HEX, 64))),
    ("Victoriabank", "VB_MERCHANT_KEY", _j((UPPER_HEX, 40))),
    ("Paynet", "PAYNET_SECRET_KEY", _j((ALNUM, 32))),
    ("Vinsight", "VINSIGHT_API_KEY", _j((HEX, 32))),
    ("Untappd", "UNTAPPD_CLIENT_SECRET", _j((UPPER_HEX, 40))),
    ("Evocabank", "EVOCA_API_TOKEN", _j((URLSAFE, 48))),
    ("FAN Courier", "FANCOURIER_TOKEN", _vendor_jwt("https://api.fancourier.ro")),
    ("Sameday", "SAMEDAY_API_SECRET", _j((ALNUM, 28))),
    ("Glovo", "GLOVO_PARTNER_TOKEN", _j((HEX, 40))),
    ("iiko", "IIKO_API_LOGIN", _j((HEX, 32))),
    ("Quick Resto", "QUICKRESTO_API_KEY", _j((ALNUM, 40))),
    ("Infobip", "INFOBIP_API_KEY", _j((HEX, 32), "-", (HEX, 8), "-", (HEX, 4), "-4", (HEX, 3), "-a", (HEX, 3), "-", (HEX, 12))),
    ("Busbud", "BUSBUD_X_TOKEN", _j("PARTNER_", (ALNUM, 40))),
    ("bilete.md", "BILETE_MD_API_KEY", _j((HEX, 40))),
    ("Infotrans", "INFOTRANS_DISPATCH_KEY", lambda g: v.uuid4(g, "b")),
    ("Netopia", "NETOPIA_API_KEY", _j((URLSAFE, 64))),
    ("Speedy", "SPEEDY_API_SECRET", _j((ALNUM, 32))),
    ("ePay.bg", "EPAY_BG_SECRET", _j((UPPER_DIGITS, 64))),
    ("Borica", "BORICA_MAC_KEY", _j((UPPER_HEX, 32))),
    ("Cargus", "CARGUS_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Meest", "MEEST_API_TOKEN", _j((B64, 48))),
    ("Ukrposhta", "UKRPOSHTA_BEARER", lambda g: v.uuid4(g, "8")),
    ("Trendyol", "TRENDYOL_API_SECRET", _j((ALNUM, 20))),
    ("Iyzico", "IYZICO_SECRET_KEY", _j("sandbox-", (ALNUM, 32))),
    ("Hepsiburada", "HEPSIBURADA_MERCHANT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Bolt Food", "BOLT_FOOD_API_KEY", _j("bf_", (ALNUM, 40))),
    ("Euplatesc", "EUPLATESC_KEY", _j((UPPER_HEX, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "podman run -e {env}={tok} budjak/kiosk:3.1",
    "kubectl create secret generic kiosk-env --from-literal={env}={tok}",
    "appsettings.Production.json: {{ \"{env}\": \"{tok}\" }}",
    "docker-compose.override.yml:\n    environment:\n      - {env}={tok}",
    "launchctl setenv {env} {tok}",
    "setx {env} \"{tok}\"",
    "BudjakStar back office › Settings › Integrations › {vendor} › API key: {tok}",
    "| {vendor} | prod | {tok} |",
    "Ticket BUD-0470: {vendor} integration broken, current key {tok}",
    "Missive: {vendor} key for the parcel sync: {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API açarı: {tok}",
    "{vendor} API açarı bu: {tok}, kimseyä söleemä",
    "cheia API {vendor}: {tok}",
    "uite cheia de API de la {vendor}: {tok}",
    "ключ API {vendor}: {tok}",
    "API-ключ {vendor} для касс: {tok}",
    "klyuch API {vendor}: {tok}",
    "API ключът за {vendor} е {tok}",
    "ключ за API на {vendor}: {tok}",
    "{vendor} için API açarı: {tok}",
    "cheia de la {vendor} pentru colete: {tok}",
    "токен {vendor}: {tok}",
    "tokenul {vendor} e {tok}",
    "API-ключ {vendor} — {tok}, никому",
    "ето ключа за API на {vendor}: {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    maib, glovo, vinsight, paynet = (
        _r(rng, HEX, 64),
        _r(rng, HEX, 40),
        _r(rng, HEX, 32),
        _r(rng, ALNUM, 32),
    )
    out = [
        Sample("vendor_token", f'r = requests.post("https://maib.example/ecomm/pay", headers={{"X-Signature-Key": "{maib}"}})', maib),
        Sample("vendor_token", f"curl -H 'Authorization: {glovo}' https://stageapi.glovoapp.com/b2b/orders", glovo),
        Sample("vendor_token", f'const vinsight = new VinsightClient("{vinsight}");', vinsight),
        Sample("vendor_token", f"$paynet = new PaynetClient('budjak-star', '{paynet}');", paynet),
    ]  # fmt: skip
    seen.update(s.secret for s in out)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        seen.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Missive: {t}", "it only shows it once, so here:\n{t}", "вот токен {t}",
                "{t}\n^ new one, the old one is dead", "işte token: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the sheep-cheese cellar sensor (OTAA): {h}": 32,
    "HMAC secret for the MAIB payment callback: {h}": 64,
    "AES key of the Datecs fiscal memory export: {h}": 32,
    "pre-shared key of the Comrat–Cahul IPsec tunnel (hex): {h}": 64,
    "ключ шифрования бэкапа: {h}": 64,
    "cheia de criptare a backup-ului: {h}": 48,
    "yedek şifreleme açarı: {h}": 64,
    "ключът за криптиране на архива: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket BUD-0482: token copied out of the browser's network tab {t}",
    "Cookie: lang=ro; bs_session={t}",
    "KIOSK_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен: {t}",
    "tokenul e {t}",
    "Missive transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@budjakstar.md"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.budjakstar.md/realms/staff", "azp": "kiosk",
                   "roles": ["cashier", "cellar"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the press server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/kiosk.budjakstar.md.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EFACTURA_SIGNING_KEY": "{key}", "partner": "sfs-md"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_dairy <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket BUD-0490, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "приватный ключ сервера:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "cheia privata pentru SFTP-ul vamii:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    block = [f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"]
    return {"key": joiner.join(block), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it off the card before I burn it: {p}": "english",
    "Exodus recovery phrase\n{p}": "english",
    "voice memo: the wallet words for the parcel tips are {p} and that's the lot": "english",
    "Workflowy › Personal › wallet (retired): {p}": "english",
    "cüzdanın kurtarma sözleri, kimseyä söleemä: {p}": "turkish",
    "eski cüzdan sözleri: {p}": "turkish",
    "сид-фраза от кошелька, никому: {p}": "russian",
    "фраза восстановления: {p}": "russian",
    "фразата за възстановяване на портфейла: {p}": "russian",
    "fraza de recuperare a portofelului: {p}": "english",
    "phrase de récupération (le fournisseur de bouchons à Lyon) : {p}": "french",
    "frase di recupero del portafoglio (fornitore di tappi): {p}": "italian",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed(rng: random.Random, lang: str, words_n: int) -> str:
    """A phrase of ``lang``'s list, drawn until ``Mnemonic(lang).check`` accepts it."""
    nbytes = {12: 16, 15: 20, 18: 24, 24: 32}[words_n]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range(nbytes))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    return v.until(rng, make, _MNEMO[lang].check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _seed(rng, _SEED_PLACES[template], [24, 12, 12, 18, 15][index % 5]).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2204"], [16])
    if brand == "troy":
        return _card_of(rng, ["979206", "979215", "979227"], [16])
    if brand == "prostir":
        return _card_of(rng, ["9804"], [16])  # a guess at Ukraine's national scheme's prefix
    return v.card(rng, brand)


_CARD_PLACES = [
    "Missive, Ekaterina: the company card for the Europress spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket BUD-0501: pay the Farmet service visit with card {c}",
    "kartamın numarası: {c}, {mm}/{yy}",
    "numarul cardului meu: {c}, exp {mm}/{yy}",
    "номер моей карты: {c}, до {mm}/{yy}",
    "nomer karty {c} srok {mm}/{yy}",
    "номерът на картата ми: {c}",
    "card Victoriabank: {c} valabil pana {mm}/{yy}",
    "my MAIB card is {c}, valid to {mm}/{yy}",
    "карта для посылок (Posta Moldovei): {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "mir", "amex", "troy", "maestro", "prostir", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, four-digit CID printed above the number: {cvv}",
               "the 4 small digits on the front of the Amex are {cvv}",
               "Amex kartanın önündeki dört rakam: {cvv}",
               "cele patru cifre mici de pe fata cardului Amex: {cvv}",
               "четыре цифры на лицевой стороне Amex: {cvv}",
               "четирите цифри отпред на Amex-а: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    cvv = v.until(rng, lambda g: _r(g, D, 4), lambda c: not 1900 <= int(c) <= 2100)
    return {"c": number, "cvv": cvv}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes (a: a capital, n: a digit, c: either, 0: a zero), after stdnum's iban.dat; each
# country is in 17 to 23 earlier corpora's IBAN tables by a rough count.
_IBAN_SHAPES = {"MD": "aa" + "n" * 18, "RO": "aaaa" + "n" * 16, "BG": "aaaa" + "n" * 6 + "c" * 8,
                "TR": "n" * 5 + "0" + "n" * 16, "UA": "n" * 6 + "n" * 19, "RS": "n" * 18,
                "BA": "n" * 16, "PS": "aaaa" + "n" * 21}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice BS-2031-118: please pay the Cahul sunflower seed to {i} within 30 days",
    "save the Taraclia cork supplier's IBAN: {i}",
    "IBAN: {i}\nReference: brinza lot 44, May",
    "Missive #treasury: the Odesa bottle supplier's new bank details, IBAN {i}",
    "benim IBAN: {i}",
    "IBAN-ul meu: {i}",
    "мой IBAN: {i}",
    "moj IBAN {i}",
    "моят IBAN: {i}",
    "contul furnizorului de etichete, IBAN {i}",
    "Bursa'daki şişe kapakçısı, IBAN {i}",
    "счёт перевозчика (Giurgiulesti), IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _idnp(g: random.Random) -> str:
    """A Moldovan personal number (IDNP): thirteen digits starting 2, weighted check digit."""
    return v.until(g, lambda h: "2" + _r(h, D, 12), md_idno.is_valid)


def _idno(g: random.Random) -> str:
    """A Moldovan company number (IDNO): thirteen digits starting 10, the same check."""
    return v.until(g, lambda h: "100" + _r(h, D, 10), md_idno.is_valid)


def _egn(g: random.Random) -> str:
    """A Bulgarian EGN: a birth date (months +40 after 2000) and a weighted check digit."""

    def make(h: random.Random) -> str:
        year = h.randrange(1950, 2006)
        month = h.randrange(1, 13) + (40 if year >= 2000 else 0)
        return f"{year % 100:02d}{month:02d}{h.randrange(1, 29):02d}{_r(h, D, 4)}"

    return v.until(g, make, bg_egn.is_valid)


def _pnf(g: random.Random) -> str:
    """A Bulgarian foreigner's personal number (ЛНЧ): ten digits, weighted check digit."""
    return v.until(g, lambda h: _r(h, D, 10), bg_pnf.is_valid)


def _bg_vat(g: random.Random) -> str:
    """A Bulgarian VAT number: BG and a nine-digit EIK with its check digit."""
    return "BG" + v.until(g, lambda h: h.choice("12") + _r(h, D, 8), bg_vat.is_valid)


def _onrc(g: random.Random) -> str:
    """A Romanian trade register number (J county/number/year)."""
    return v.until(
        g,
        lambda h: (
            f"J{h.choice(['17', '40', '12'])}/{h.randrange(100, 4000)}/{h.randrange(2005, 2024)}"
        ),
        ro_onrc.is_valid,
    )


def _rntrc(g: random.Random) -> str:
    """A Ukrainian taxpayer number (РНОКПП): ten digits, weighted check digit."""
    return v.until(g, lambda h: h.choice("23") + _r(h, D, 9), ua_rntrc.is_valid)


def _md_passport(g: random.Random) -> str:
    """A Moldovan passport: two letters and seven digits (a guess; no check)."""
    return g.choice(["AB", "AC", "BA"]) + _r(g, D, 7)


def _md_buletin(g: random.Random) -> str:
    """A Moldovan identity card's series and number: a letter and eight digits (a guess)."""
    return "B" + _r(g, D, 8)


def _bg_idcard(g: random.Random) -> str:
    """A Bulgarian identity card's number: nine digits starting 6 (a guess; no check)."""
    return "6" + _r(g, D, 8)


def _md_cpas(g: random.Random) -> str:
    """A Moldovan social insurance code (CPAS): thirteen digits (a guess; no check here)."""
    return "1" + _r(g, D, 12)


def _md_licence(g: random.Random) -> str:
    """A Moldovan driving licence: MDA and seven digits (a guess)."""
    return "MDA" + _r(g, D, 7)


def _md_polis(g: random.Random) -> str:
    """A CNAM medical insurance policy number: A and nine digits (a guess)."""
    return "A" + _r(g, D, 9)


_ID_PLACES: dict[str, Maker] = {
    "my IDNP for the Posta Moldovei parcel form: {s}": _idnp,
    "IDNP-ul meu: {s}, nu-l da la nimeni": _idnp,
    "мой IDNP (личный код): {s}": _idnp,
    "benim IDNP kodum: {s}": _idnp,
    "IDNO of the winery company, for the e-Factura form: {s}": _idno,
    "EGN of the Taraclia cheesemaker, for the contract: {s}": _egn,
    "моето ЕГН е {s}, на никого не казвай": _egn,
    "ЛНЧ на шофьора: {s}": _pnf,
    "Bulgarian VAT number of the Varna bottle trader: {s}": _bg_vat,
    "numarul de inregistrare ONRC al transportatorului din Galati: {s}": _onrc,
    "РНОКПП водителя из Измаила: {s}": _rntrc,
    "Ukrainian tax number (RNOKPP) of the Reni driver: {s}": _rntrc,
    "my Moldovan passport number: {s}": _md_passport,
    "pasaport numaram: {s}": _md_passport,
    "seria si numarul buletinului: {s}": _md_buletin,
    "номер удостоверения личности: {s}": _md_buletin,
    "номер на личната ми карта: {s}": _bg_idcard,
    "codul CPAS pentru salariu: {s}": _md_cpas,
    "my driving licence number, for the van insurance: {s}": _md_licence,
    "numarul politei de asigurare medicala: {s}": _md_polis,
    "voditel'skoe udostoverenie nomer {s}": _md_licence,
    "Gagauz kasabadan şoferin pasaport numarası: {s}": _md_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["MAIB 2FA recovery codes\n{codes}", "spare sign-in codes for the winery's Google Workspace {codes}",
            "rezerv kodları (2FA): {codes}", "coduri de rezerva 2FA:\n{codes}",
            "резервные коды 2FA: {codes}", "резервни кодове за 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Evocabank:ekaterina@budjakstar.md?secret={s}&issuer=Evocabank&digits=6",
              "2FAS, manual setup key for the Runpay login: {s}",
              "TOTP secret for the kiosk admin: {s}",
              "cheia secreta 2FA: {s}", "секрет TOTP для почты: {s}",
              "otpauth://totp/Untappd:cellar?secret={s}&issuer=Untappd"]  # fmt: skip
_CODES = ["{c} is your Moldindconbank verification code", "Codul tau de verificare MAIB: {c}. Nu-l comunica nimanui",
          "Ваш код подтверждения: {c}. Никому не сообщайте", "Kodunuz: {c}, kimseyä söleemä",
          "Вашият код за потвърждение е {c}", "Use {c} to sign in to Paynet"]  # fmt: skip
_RECOVERY = ["BitLocker recovery key of the tasting room laptop:\n{k}",
             "recovery key for the press server disk: {k}",
             "cheia de recuperare a laptopului de la vama: {k}",
             "ключ восстановления ноутбука кассы: {k}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template or index % 2 == 0:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6))}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")
_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["BudjakStar-Tasting", "Comrat Cellar 5G", "Kiosk-Ceadir", "Orange-Moldova-7F21",
          "Moldcell-Home-2G", "StarNet_Cahul_Press", "Vulcanesti Dairy", "Giurgiulesti-Parcels",
          "Taraclia-Guest", "TP-Press-Office"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "tasting room network {s}, password {pw}",
    "wifi at the dairy: {s} / {pw}",
    "ssid {s}, psk {pw}",
    "the key printed under the StarNet box: {pw}",
    "wifi {s} parolu: {pw}",
    "wifi parolu bu: {pw} ({s})",
    "parola la wifi {s} e {pw}",
    "uite parola de la wifi: {pw}",
    "пароль от вайфая {s}: {pw}",
    "parol ot wifi {s} — {pw}",
    "паролата за wifi-то {s} е {pw}",
    "Wi-Fi {s} → {pw}",
    "guest network for the bus station is {s}, code {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("pm_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("bf_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the preview hides it) {t}", "по одной букве: {t}", "harf harf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the cellar door keypad takes {pw} then #", "PIN of the tasting room card: {pw}",
          "kilit kodu (peynir odası): {pw}", "PIN kodum {pw}, kimseyä söleemä",
          "codul de la lacatul de la depozit: {pw}", "pinul cardului e {pw}",
          "код от калитки на автовокзале: {pw}", "PIN ot karty {pw}",
          "кодът на катинара на склада: {pw}", "ПИН-ът ми е {pw}",
          "alarm code for the Giurgiulesti counter: {pw}", "SIM PIN of the kiosk modem: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    n = [4, 5, 6, 4][index % 4]
    return {"pw": v.until(rng, lambda g: _r(g, D, n), lambda c: not 1900 <= int(c) <= 2100)}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kaskaval", "saperavi", "gunebakan", "brinza", "avtobus", "koyunlar", "presa",
                 "pelin", "kurban", "chorba", "tepelik", "kirlangach", "placinta", "bucak"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "VeraCrypt container passphrase: {p}": "-", "KeePassXC database passphrase: {p}": ".",
            "passphrase-ul de la backup: {p}": " ", "парольная фраза бэкапа: {p}": " ",
            "gizli laf (passphrase): {p}": "_", "паролна фраза: {p}": " ",
            "Proton Pass passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "haproxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Hoppscotch export: authorization: Bearer {v}": False,
    "curl -H 'Authorization: Basic {v}' https://kiosk.budjakstar.lan/api/tickets": True,
    "Postman console: Authorization: Bearer {v}": False,
    "заголовок Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nDB_HOST=pg.budjakstar.lan\nDB_USER=cellar\nDB_PASSWORD={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "config.yaml:\ndatabase:\n  user: kiosk\n  password: \"{pw}\"",
    "application.properties:\nspring.datasource.username=press\nspring.datasource.password={pw}",
    "/etc/ocserv/ocserv.conf (note):\n# radius secret {pw}\nauth = \"radius[config=/etc/radcli/radiusclient.conf]\"",
    "xl2tpd chap-secrets:\nkiosk * {pw} *",
    "swanctl.conf:\nsecrets {{\n  ike-cahul {{\n    secret = \"{pw}\"\n  }}\n}}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'dairy', 'PASSWORD': '{pw}'}}}}",
    "docker-compose.yml:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "odoo.conf:\n[options]\ndb_user = odoo\ndb_password = {pw}\nadmin_passwd = change-me-later",
    "msmtprc:\naccount budjak\nhost mail.budjakstar.lan\nuser office@budjakstar.md\npassword {pw}",
    "~/.netrc:\nmachine ftp.budjakstar.lan login labels password {pw}",
    "pgpass:\npg.budjakstar.lan:5432:cellar:cellar:{pw}",
    "my.cnf:\n[client]\nuser=root\npassword={pw}",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"kiosk\", \"Password\": \"{pw}\"}}}}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "conn = psycopg.connect(host='pg.budjakstar.lan', user='cellar', password='{pw}')",
    "const pool = mysql.createPool({{ host: 'db.budjakstar.lan', user: 'kiosk', password: '{pw}' }});",
    "var cs = \"Server=sql.budjakstar.lan;User ID=dairy;Password={pw};\";",
    "client.login('office@budjakstar.md', '{pw}')",
    "$pdo = new PDO('mysql:host=db.budjakstar.lan;dbname=bilete', 'kiosk', '{pw}');",
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "[08:02] Todur: tasting room wifi password?\n[08:03] Mariya: {pw}",
    "[06:12] Stepan: root pw for the press server?\n[06:13] Ion: {pw}",
    "Ekaterina: {pw} is the new Tremol admin password",
    "Petko: use {pw}, that's what the Westfalia HMI has now",
    "[21:40] Kiriyak: eni parol {pw}, saa ol",
    "[10:15] Natalia: parola noua e {pw}",
    "[14:22] Ольга: новый пароль {pw}",
    "[14:23] Denis: novyj parol' {pw} ok?",
    "[11:05] Радка: новата парола е {pw}",
    "Zlatka: паролата е {pw}, мерси",
    "[19:30] Vasi: parol ne? \n[19:31] Anika: {pw}",
    "Mihai: parola de la kiosk -> {pw} 🙈",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 32), (_urls, 12), (_vendors, 50),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 6), (_codes, 6), (_recovery, 4),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 12), (_phrases, 8), (_auth, 6), (_configs, 16),
    (_chats, 12), (_code, 5),
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
    return _seed(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Tremol admin password is": "{s}", "Europress service pw:": "{s} (since the press swap in March)",
    "parolum:": "{s}", "Farmet password": "{s}\nchange it after the harvest",
    "parola e": "{s}", "пароль:": "{s}", "паролата е": "{s}", "Westfalia password": "{s}",
    "the password Stepan read out over the phone was": "{s}, I think", "parol:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Vinsight API key", "{s}", _j((HEX, 32))),
    ("split_token", "Posta Moldovei key:", "{s} (parcel labels)", _j("pm_live_", (ALNUM, 32))),
    ("split_token", "Energbank client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MD"))),
    ("split_backup", "MAIB recovery codes", "{s}\nkrmv4821\ntobz9930", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "IDNP", "{s}", _idnp),
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
    '{"press": {"url": "https://press.budjakstar.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"parol": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "stepan", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "kiosk-1"}, {"name": "kiosk-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb-dump", "-u", "backup", "--password", "{s}", "bilete"]}': ("meta_password", _plain_pw),
    '{"note": "пароль от кассы {s}"}': ("meta_password", _plain_pw),
    '{"parola": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the dairy laptop as stepan with the password {s}"}': ("meta_password", _plain_pw),
    '{"vinsight": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"maibSignatureKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"glovo_token": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "troy"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BG")),
    '{"driver": {"egn": "{s}"}}': ("meta_id", _egn),
    '{"mfa": {"recovery_codes": ["{s}", "krmv4821", "tobz9930"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cellar": {"door_pin": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Comrat Cellar 5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.8.6-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"fp700-firmware-3.12.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.budjakstar.lan/kiosk:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"kiosk: add Ceadir-Lunga to Odesa route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"press: revert oil yield rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"tasting_2031-10-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"parcels-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Tremol admin password before the fiscal inspection on 2031-11-12.",
    "Mariya asked for the tasting room wifi password; it's on the card behind the bar.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Missive; share a vault link instead.",
    "The `.env.example` line `MAIB_ECOMM_SIGNATURE_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Europress panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_VINSIGHT_KEY> in the README with the key from your Vinsight dashboard.",
    "GLOVO_PARTNER_TOKEN and POSTA_MD_API_KEY must be set before the nightly parcel sync runs.",
    "Parolunu kimseyä söleemä, saa ol.",
    "Nu spune parola la nimeni, mersi.",
    "Никому не говори свой пароль.",
    "Nikomu ne govori parol', ok?",
    "Не казвай паролата си на никого.",
    "Parola trebuie sa aiba cel putin 14 caractere.",
    "Пароль должен быть не короче 14 символов.",
    "Паролата трябва да е поне 14 знака.",
    "Upgraded the FP-700 firmware from 3.11 to 3.12 and pymodbus to 3.8.6 over the weekend.",
    f"commit {_COMMIT} adds the Ceadir-Lunga to Odesa route to the kiosk.",
    f"Rolled back to {_SHORT} after the oil yield rounding broke the daily report.",
    f"requirements.txt: pymodbus==3.8.6 --hash=sha256:{_WHEEL_SUM}",
    f"The FP-700 firmware 3.12 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of parcels-export-2031.parquet: {_SHA512}",
    f"The kiosk container runs registry.budjakstar.lan/kiosk@sha256:{_IMAGE}.",
    f"MD5 of tasting_2031-10-03.csv is {_MD5}, same as the copy on the office share.",
    "Request id 3f6c2a91-8b4e-4d07-a1c5-7e9b0d2f4a63 is the slow one in the Paynet logs.",
    "Purchase order PO-2031-00418 for 600 bottles of Rara Neagra ships on Thursday.",
    "Ticket BUD-0412: the Cahul press line trips its breaker at night.",
    "Call the Comrat tasting room on +373 298 2 47 15 before noon.",
    "Parcel RR 482 173 695 MD left the Giurgiulesti counter this morning.",
    "Bus 712 Ceadir-Lunga to Chisinau leaves at 06:40 from platform 3; the ticket costs 95 lei.",
    "HS code 2204.21 is wine in bottles; 1512.11 is crude sunflower oil; 0406.90 is cheese.",
    "Postal code MD-3805 is Comrat; MD-3901 is Cahul; MD-7401 is Ceadir-Lunga.",
    "After five wrong passwords the back office locks the account for 20 minutes.",
    "The Vulcanesti cellar holds 420 wheels of brinza at 8 °C and 85 % humidity.",
    "The secret of a good Gagauz kaval is slow pressing of the curd.",
    "Ask Stepan for the cellar keypad code, I don't have it.",
    "My card ending 7733 was declined at the Cahul hardware store.",
    "The Odesa supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the MAIB account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `VINSIGHT_API_KEY` in the secrets store, never in the repository.",
    "Vinsight moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-9975-4447-2-1 is the Gagauz cookbook on the tasting room shelf.",
    "The guest wifi 'Taraclia-Open' has no password.",
    "Lot number SUN-2031-CAH-0311, 18 t of seed, oil yield 41.2 %; acidity 0.8.",
    "Vintage 2019 Rara Neagra, 13.5 % vol, bottle 0.75 l, batch L2031-117.",
    "Route 526 Comrat – Taraclia runs twice a day except Sundays.",
    "Kuzey 2031 tasting notes: cherry, smoke, 14 months in oak.",
    "Order #100482 from 999.md: 12 bottles, delivery to Cahul on Friday.",
    "The e-Factura number is EF-2031-000482, issued 2031-10-14.",
    "Şarap odası saat 10'da açılır, bilet yok.",
    "Casa de bilete se deschide la 05:30.",
    "Касса автовокзала работает с 5:30 до 20:00.",
    "Дегустацията е в събота от 14:00.",
    "The password field on the kiosk login page is masked with dots.",
    "The door code changed last week; Todur has the new one.",
    "Tracking number CV 104 227 391 MD for the Taraclia cheese box.",
    "Firmware v2.4.17 for the Farmet press is out; release notes on the vendor site.",
    "The API key rotation for Posta Moldovei is scheduled for 2031-12-01.",
    "Sunflower oil 5 l, EAN 4840000123457, price 189 lei.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/budjak/press", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.8.6"}}',
    '{"ticket": "BUD-0412", "purchase_order": "PO-2031-00418"}',
    '{"lot": {"id": "SUN-2031-CAH-0311", "weight_t": 18, "oil_yield_pct": 41.2}}',
    '{"phone": "+373 298 2 47 15", "city": "Comrat"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "bottles_in_stock": 1284}',
    '{"hs_code": "2204.21", "origin": "MD", "description": "red wine in bottles"}',
    '{"route": "712", "from": "Ceadir-Lunga", "to": "Chisinau", "departs": "06:40"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
