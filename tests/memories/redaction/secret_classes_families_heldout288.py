# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-eighty-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-eighty-fifth's
docstring, the fifth to two-hundred-and-eighty-fifth only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-eighty-sixth, two-hundred-and-eighty-seventh and two-hundred-and-eighty-ninth),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (288604117), password words (a
guda cheese wheel's weight, `Guda9kg#41`; a mountain pass and its height, `Abano2850m!`; a
village and a year; a horse's name and a village; leet place names, `Sh4t1l1`; Kakhetian wines
joined by dashes; a generator's four dashed groups; random runs), names, places, templates,
tools, vendors and layouts, the way the staff of a fictional company (Tushmta, with a guesthouse
in Omalo, a 4x4 transfer desk on the Abano pass road, a guda sheep-cheese dairy, a horse-trek
office in Shatili and a wine cellar in Telavi) and its Israeli and Polish trekkers leak secrets
into an assistant's memory. Every company, person, address and number is fictional; only the
region (Tusheti, Khevsureti and Kakheti, Georgia) is real. The texts are chats with times,
tickets, wiki breadcrumbs and table rows, notes, e-mails, runbooks, READMEs, shell prompts,
voice-memo transcripts, dictated and spelled text and requests to the assistant itself; the
separators run from a colon, "is", `არის`, `aris`, `то`, `היא` and a dash to an arrow, an emoji
(`👉`, `🔑`), a new line, a table bar, `«…»`, `„…”`, backticks and parentheses.

Names and tools by grep (the number of heldouts 5 to 285 that name each): in none, Cellfie, Biblusi, Hotels.ge, RS.ge, Oris, Tusheti, Omalo,
Shatili and the wordings `madloba`, `მადლობა`; in one, `w3m`, `dolt login`, Wave terminal, iSH,
`aravis`, `dzięki`; in two, `riak-admin`, Zellij; in three to six, `ftp-upload`, `rsync
--password-file`, `elinks`, `a-Shell`, `byobu`, Rio terminal, `gremlin`, `immudb`, `immuadmin`,
`ejabberdctl`, `hdbuserstore`, `cadaver`, `gsec`, `ycqlsh`, `isql-fb`, `nzsql`, `exaplus`, `bteq`,
`saslpasswd2`, `smbget`, `davix`, `edgedb`, `rethinkdb`, `curlftpfs`, `wput`, `sshfs`,
`couchbase-cli`, `cbq`, `pure-pw`, Prompt 3, `nikomu nie`; in seven to nine, `arangosh`,
`cypher-shell`, `mosquitto_passwd`, `x11vnc`, `rdesktop`, `iwctl`. Common layouts (env files,
Compose, WordPress, Django, Spring, `.pgpass`, `.my.cnf`, netrc, pgbouncer, Terraform, JWTs, PEM
blocks, `otpauth://`, Basic and Bearer headers, Sanctum's `id|secret`, the `WIFI:` QR string) are
used often before and are here in wordings of their own.

About half of the secret samples are in other languages than English: Georgian in Mkhedruli
(`პაროლი`, `ახალი პაროლი`, `არის`, `-ია`, `არავის უთხრა`, `მადლობა`, `კოდი`, `PIN-კოდი`,
`გასაღები`, `ტოკენი`, `სარეზერვო კოდები`, `პირადი ნომერი`, `პასპორტის ნომერი`, `ანგარიში`,
`დაიმახსოვრე`, `სიტყვა … მერე`); Georgian as texted in Latin letters (`paroli aris`, `axali
paroli`, `aravis utxra`, `madloba`, `kodi`, `gasaghebi`, `piradi nomeri`, `angarishi`,
`daimaxsovre`, `sityva … mere`, `da bolos`, `patara asoebit`, `shevcvale`, `vaifais paroli`);
Russian (`пароль`, `вот`, `никому не говори`, `Никому не сообщайте`, `Код подтверждения`,
`ключ API`, `резервные коды`, `кодовая фраза`, `запомни`, `слово … потом`); the Hebrew of
trekkers (`סיסמה`, `הסיסמה … היא`, `הנה`, `תודה`, `קוד האימות`, `מפתח API`, `קודי גיבוי`,
`מספר דרכון`, `ח.פ.`, `תזכור בשבילי`, `המילה … ואחריה`); and the Polish of trekkers (`hasło`,
`to`, `oto`, `nikomu nie mów`, `dzięki`, `kod weryfikacyjny`, `klucz API`, `kody zapasowe`,
`słowo … i liczba`, `zapamiętaj`, `numer paszportu`). The wordings are the author's
approximations, checked by no speaker; the thinnest guesses are the Georgian ones in Latin
letters (`da bolos … yvelaferi patara asoebit`, `vaifais paroli`, `marani-s kompis paroli`,
`brdzaneba`), then the Mkhedruli `სარდაფის კომპიუტრის პაროლი`, `Amex-ის წინა მხარეს ოთხი ციფრი`
and `საიდენტიფიკაციო კოდი`, then the Hebrew `יעל: … זאת הסיסמה`.

Vendors (by grep, in no earlier corpus: Cellfie, Biblusi, Hotels.ge, RS.ge, Oris, Extra.ge,
Veli.store; in one: Tkt.ge, Biletebi.ge, Zoommer, Keepz, Flitt, UniPAY, Liberty Bank,
Basisbank, MyAuto.ge, Bolt Food, Syrve, Quipu, Balance.ge, Zoleo, Somewear, flespi, Eventbrite,
Skydio; in two: Navixy, Gurtam Wialon's token, Ventrata). No shape here is one the author knows
to be real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs,
a JWT for Balance.ge, and the `kpz_sk_`, `qp_live_`, `sw_` and `veli_` prefixes); the JWTs are
well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Poland's
PESEL (`stdnum.pl.pesel`, in two earlier corpora), NIP (`stdnum.pl.nip`, three) and REGON
(`stdnum.pl.regon`, one), Israel's company number (`stdnum.il.hp`, three) and Ukraine's EDRPOU
(`stdnum.ua.edrpou`, four). Kinds no library or this file checks (no check-digit algorithm is
written here; the shapes are guesses): the Georgian personal number, the Georgian company
identification code, Georgian passports and driving licences, an Israeli and a Polish passport
and a Russian passport's series and number. Card numbers pass Luhn (the value helpers' Visa,
Mastercard, Amex, UnionPay, Maestro and JCB, checked with python-stdnum's `luhn`); the card codes
are Amex's four-digit CIDs on the front, none starting with 1 or 2. The IBANs are of Georgia,
Israel, Moldova, Belarus, Ukraine, Azerbaijan, Iraq and Poland (the region's and the trekkers'
countries, most of them found in few earlier corpora by a rough grep of their codes), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish, French,
Italian, Portuguese, Czech, Korean, Japanese and Simplified Chinese lists (no Turkish nor
Russian), each checked with `Mnemonic(lang).check`. Every secret is drawn again until it is new
and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import functools
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
from stdnum.il import hp as il_hp
from stdnum.pl import nip as pl_nip
from stdnum.pl import pesel as pl_pesel
from stdnum.pl import regon as pl_regon
from stdnum.ua import edrpou as ua_edrpou

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 288_604_117
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


def _ok(secret: str) -> bool:
    """A secret is usable when it is new, long enough and in no clean text."""
    if secret in _SEEN or len(secret) < 4:
        return False
    clean = CLEAN + [json.dumps(m, ensure_ascii=False) for m in CLEAN_METADATA]
    return not any(secret in text for text in clean)


_SEEN: set[str] = set()


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
                if _ok(secret):
                    break
            _SEEN.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_VILLAGES = ["Omalo", "Dartlo", "Shenako", "Diklo", "Parsma", "Girevi", "Kvavlo", "Chigho",
             "Shatili", "Mutso", "Ardoti", "Roshka", "Barisakho", "Korsha", "Telavi", "Kvareli",
             "Ikalto", "Napareuli", "Pshaveli", "Alvani"]  # fmt: skip
_HORSES = ["Merani", "Lurja", "Tsiko", "Shavi", "Kuda", "Dzhalo", "Tsabla", "Mertskhali",
           "Ghrubela", "Kvicha", "Zvara", "Torola"]  # fmt: skip
_WINES = ["Saperavi", "Rkatsiteli", "Kisi", "Mtsvane", "Khikhvi", "Qvevri", "Chacha", "Kindzmarauli",
          "Mukuzani", "Tsinandali"]  # fmt: skip
_NAMES = ["Nino", "Giorgi", "Levan", "Tamar", "Dato", "Eka", "Zurab", "Mariam", "Irakli", "Keti",
          "Shota", "Nana", "Beka", "Salome", "Vakho", "Tornike", "Gela", "Aluda", "Noa", "Yael",
          "Itai", "Omer", "Kasia", "Tomek", "Magda", "Piotr", "Sergei", "Olga"]  # fmt: skip
_USERS = ["nino.b", "gela", "aluda_k", "tornike", "vakho", "levan.m", "salome", "desk-abano",
          "omalo-gh", "shatili", "guda", "cellar", "ops", "beka_4x4", "kasia.w", "itai"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["0m4l0", "Sh4t1l1", "Kv3vr1", "S4p3r4v1", "Tush3t1", "Gud4", "D4rtl0", "Ab4n0",
         "Khevsur3t1"]  # fmt: skip


def _guda(g: random.Random) -> str:
    """A wheel of guda cheese and its weight, the way the dairy jokes a password together."""
    return f"Guda{g.choice([6, 8, 9, 12, 14, 16])}kg{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _pass_height(g: random.Random) -> str:
    return f"{g.choice(['Abano', 'Atsunta', 'Datvisjvari', 'Roshka', 'Nakaicho'])}{g.choice([2850, 3431, 2676, 2900, 3100])}m{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    _guda,
    _pass_height,
    lambda g: f"{g.choice(_VILLAGES).lower()}{g.randrange(1950, 2012)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_HORSES)}{g.choice(_SYMBOLS)}{g.choice(_VILLAGES)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_WINES)}-{g.choice(_WINES).lower()}-{g.randrange(2015, 2033)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES)}Rides{g.choice(_HORSES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda x: all(c in ALNUM + "._~-" for c in x))


_SAID = [
    "Omalo guesthouse wiki › Router: the Keenetic admin password is {pw}",
    "Abano desk ticket #4418: the Teltonika RUT241 web password {pw}",
    "note to self: the cellar's Hikvision NVR password → {pw}",
    "Shatili horse office laptop, Windows password: {pw}",
    "e-mail from Levan, subject 'dairy PC': the password for the milk-scale PC is {pw}. thanks!",
    "runbook step 3: log into the Telavi POS back office with password {pw}",
    "voice memo, Gela on the Abano road: password for the transfer desk tablet is {pw}, repeat {pw}",
    "README (guda-lab): default admin password after reset: `{pw}`",
    "ახალი პაროლი: {pw}",
    "პაროლი არის {pw} — არავის უთხრა",
    "სარდაფის კომპიუტრის პაროლი — {pw}, მადლობა",
    "axali paroli aris {pw}",
    "paroli: {pw} aravis utxra",
    "marani-s kompis paroli {pw} madloba",
    "пароль от ноута на Абано: {pw}",
    "вот пароль от сыроварни {pw}, никому не говори",
    "Пароль к кассе в Телави — «{pw}»",
    "הסיסמה של הוויפי בגסטהאוס היא {pw}",
    "הנה הסיסמה: {pw} תודה!",
    "סיסמה למחשב בשאטילי: {pw}",
    "Hasło do routera w Omalo to {pw}",
    "hasło: {pw} — nikomu nie mów",
    "Oto hasło do panelu kwatery: „{pw}”. Dzięki!",
    "Beka 🔑 {pw}",
    "the Ubiquiti UISP password (Abano relay mast) is \"{pw}\"",
    "ომალოს როუტერის პაროლი 👉 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_LOGINS = [
    "login: {u} / {pw}",
    "creds for the Omalo booking PC: {u} and {pw}",
    "user {u}, password {pw} (Telavi cellar NAS)",
    "{u}:{pw}",
    "sign in as {u} with {pw}",
    "| {u} | {pw} | Shatili office laptop |",
    "მომხმარებელი: {u}\nპაროლი: {pw}",
    "momxmarebeli {u}, paroli {pw}",
    "логин {u}, пароль {pw}",
    "Логин: {u} / Пароль: {pw}",
    "שם משתמש {u} סיסמה {pw}",
    "login: {u}, hasło: {pw}",
    "użytkownik {u} i hasło {pw}",
    "u={u} p={pw}",
    "{u}@tushmta.ge:{pw}",
    "admin / {pw} — that's the dairy's Moxa gateway",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["khinkali", "tushuri", "bakhmaro", "kvevri", "chokha", "nabadi", "sulguni", "churchkhela",
               "mtsvadi", "tamada", "supra", "panduri", "chonguri", "khachapuri", "kalti", "zedashe",
               "kvetsi", "namtsvri", "shoti", "satsnakheli"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, then {d}",
    "voice memo: wifi password at the guesthouse is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the desk tablet password",
    "it's {w}{d}, word and digits joined",
    "პაროლი არის სიტყვა {w}, მერე {d}",
    "paroli aris sityva {w}, mere {d}",
    "пароль — слово {w}, потом {d}",
    "הסיסמה היא המילה {w} ואחריה {d}",
    "Hasło to słowo {w} i liczba {d}",
    "the name of Gela's horse, {w}, followed by {d}",
    "{w} with a capital first letter and {d} at the end",
    "paroli: {w} da bolos {d}, yvelaferi patara asoebit",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS + [h.lower() for h in _HORSES])
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_CLI = [
    "isql-fb -user {u} -password '{pw}' omalo.tushmta.lan:/data/bookings.fdb",
    "gsec -user SYSDBA -password '{pw}' -add {u} -pw Reset2031",
    "exaplus -c exa.tushmta.lan:8563 -u {u} -p '{pw}' -s CELLAR",
    "bteq .logon td.tushmta.lan/{u},{pw}",
    "cadaver https://dav.tushmta.ge/guda/ <<< 'user {u} {pw}'",
    "ftp-upload -h ftp.tushmta.ge -u {u} --password '{pw}' menu.pdf",
    "rsync --password-file=<(echo '{pw}') rsync://{u}@nas.tushmta.lan/photos ./photos",
    "riak-admin security add-user {u} password={pw}",
    "gremlin.sh -e connect.groovy --user {u} --password '{pw}'",
    "dolt login --user {u} --password '{pw}'",
    "immuadmin login {u} --password '{pw}'",
    "ycqlsh yb.tushmta.lan -u {u} -p '{pw}'",
    "hdbuserstore SET CELLAR hana.tushmta.lan:30015 {u} '{pw}'",
    "nzsql -host nz.tushmta.lan -u {u} -pw '{pw}' -d WINE",
    "ejabberdctl register {u} tushmta.ge '{pw}'",
    "saslpasswd2 -p -c {u} <<< '{pw}'",
    "pure-pw useradd {u} -u ftp -d /srv/ftp/{u} <<< $'{pw}\\n{pw}'",
    "smbget -U {u}%{pw} smb://nas.tushmta.lan/cellar/labels.zip",
    "curlftpfs ftp://{u}:{pw}@ftp.tushmta.ge /mnt/site",
    "sshfs {u}@shatili-pi:/srv /mnt/pi -o password_stdin <<< '{pw}'",
    "wput --basename=out/ out/menu.html ftp://{u}:{pw}@ftp.tushmta.ge/",
    "elinks -auth={u}:{pw} http://router.omalo.lan/",
    "couchbase-cli bucket-list -c cb.tushmta.lan -u {u} -p '{pw}'",
    "cbq -e couchbase://cb.tushmta.lan -u {u} -p '{pw}'",
    "arangosh --server.username {u} --server.password '{pw}'",
    "cypher-shell -a neo4j://graph.tushmta.lan -u {u} -p '{pw}'",
    "edgedb --host edge.tushmta.lan --user {u} --password-from-stdin <<< '{pw}'",
    "rethinkdb export -c db.tushmta.lan --password-file <(echo '{pw}')",
    "mosquitto_passwd -b /etc/mosquitto/passwd {u} '{pw}'",
    "x11vnc -usepw -passwd '{pw}' -display :0",
    "rdesktop -u {u} -p '{pw}' pos-telavi.tushmta.lan",
    "davix-get --userlogin {u} --userpass '{pw}' https://dav.tushmta.ge/cellar/stock.ods",
    "iwctl --passphrase '{pw}' station wlan0 connect Omalo-Guest",
    "immudb --admin-password '{pw}' --dir /var/lib/immudb",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "gela@abano-desk:~$ {c}", "Zellij pane 2 on the Omalo box: {c}",
    "byobu on the cellar server:\n{c}", "a-Shell on the iPad at the desk: {c}",
    "iSH on Nino's iPhone:\n$ {c}", "Wave terminal (Telavi laptop): {c}",
    "Rio terminal ~ {c}", "Prompt 3 session 'shatili-pi': {c}",
    "ბრძანება რომელიც გავუშვი: {c}", "brdzaneba: {c}",
    "команда, которую я запускал: {c}", "הפקודה שהרצתי: {c}", "polecenie, które odpaliłem: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            while not _ok(secret := _plain_pw(rng)):
                pass
            _SEEN.add(secret)
            text = rng.choice(frames).format(c=template.format(pw=secret, u=rng.choice(_USERS)))
            out.append(Sample(cls, text, secret))
        return out

    return take


_URLS = [
    "firebird://{u}:{pw}@omalo.tushmta.lan:3050/bookings",
    "exa://{u}:{pw}@exa.tushmta.lan:8563/CELLAR",
    "neo4j+s://{u}:{pw}@graph.tushmta.lan:7687",
    "couchbases://{u}:{pw}@cb.tushmta.lan/guda",
    "teradatasql://{u}:{pw}@td.tushmta.lan/WINE",
    "hana://{u}:{pw}@hana.tushmta.lan:30015",
    "arangodb://{u}:{pw}@arango.tushmta.lan:8529/_db/horses",
    "edgedb://{u}:{pw}@edge.tushmta.lan:5656/transfers",
]  # fmt: skip
_URL_PLACES = ["{c}", "DSN: {c}", "connection string for the desk app → {c}",
               "DATABASE_URL={c}", "კავშირის სტრიქონი: {c}", "строка подключения: {c}"]  # fmt: skip


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tushmta", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Keepz", "KEEPZ_SECRET_KEY", _j("kpz_sk_", (ALNUM, 32))),
    ("Flitt", "FLITT_MERCHANT_SECRET", _j((ALNUM, 32))),
    ("UniPAY", "UNIPAY_API_KEY", _j((UPPER_HEX, 40))),
    ("Liberty Bank", "LIBERTY_PAY_SECRET", lambda g: v.uuid4(g, "9")),
    ("Basisbank", "BASISBANK_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("RS.ge", "RSGE_SERVICE_PASSWORD", _j((ALNUM, 24))),
    ("Cellfie", "CELLFIE_SMS_TOKEN", _j((HEX, 32))),
    ("Biblusi", "BIBLUSI_PARTNER_KEY", _j((ALNUM, 40))),
    ("Hotels.ge", "HOTELSGE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("MyAuto.ge", "MYAUTO_API_TOKEN", _j((HEX, 40))),
    ("Bolt Food", "BOLT_FOOD_API_SECRET", _j((URLSAFE, 48))),
    ("Syrve", "SYRVE_API_LOGIN", _j((HEX, 32))),
    ("Quipu", "QUIPU_API_KEY", _j("qp_live_", (ALNUM, 28))),
    ("Balance.ge", "BALANCE_API_TOKEN", _vendor_jwt("https://api.balance.ge")),
    ("Zoleo", "ZOLEO_API_KEY", _j((ALNUM, 36))),
    ("Somewear", "SOMEWEAR_TOKEN", _j("sw_", (URLSAFE, 40))),
    ("flespi", "FLESPI_TOKEN", _j((ALNUM, 64))),
    ("Eventbrite", "EVENTBRITE_PRIVATE_TOKEN", _j((UPPER_DIGITS, 20))),
    ("Tkt.ge", "TKTGE_API_KEY", _j((HEX, 32))),
    ("Biletebi.ge", "BILETEBI_SECRET", _j((B64, 43), "=")),
    ("Extra.ge", "EXTRA_GE_PARTNER_TOKEN", _j((URLSAFE, 40))),
    ("Zoommer", "ZOOMMER_B2B_KEY", lambda g: v.uuid4(g, "a")),
    ("Veli.store", "VELI_API_KEY", _j("veli_", (LOWER_DIGITS, 32))),
    ("Oris", "ORIS_ACCOUNTING_TOKEN", _j((UPPER_HEX, 32))),
    ("Gurtam Wialon", "WIALON_TOKEN", _j((HEX, 72))),
    ("Navixy", "NAVIXY_HASH", _j((HEX, 32))),
    ("Skydio", "SKYDIO_API_TOKEN", _j((ALNUM, 48))),
    ("Ventrata", "VENTRATA_API_KEY", lambda g: v.uuid4(g, "8")),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}='{tok}'",
    "{vendor} API key: {tok}",
    "our {vendor} key for prod is {tok}",
    "Integrations › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "{vendor}-ის API გასაღები: {tok}",
    "{vendor} API gasaghebi: {tok}",
    "ключ API {vendor}: {tok}",
    "מפתח API של {vendor}: {tok}",
    "klucz API {vendor}: {tok}",
    "  {env}: \"{tok}\"",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        while not _ok(tok := make(rng)):
            pass
        _SEEN.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Nino: {t}", "it shows it only once, so here:\n{t}", "აი ტოკენი: {t}",
                "{t}\n^ the new one, the old is revoked", "keep this for me please {t}",
                "вот токен {t}", "hang on to this: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the Omalo cheese-cellar thermometer (OTAA): {h}": 32,
    "HMAC secret for the Keepz payment webhook: {h}": 64,
    "AES key of the Telavi cellar's backup export: {h}": 64,
    "WireGuard-free IPsec PSK of the Abano relay mast (hex): {h}": 48,
    "Zoleo device pairing key, hex: {h}": 32,
    "სარეზერვო ასლის დაშიფვრის გასაღები: {h}": 64,
    "ключ шифрования бэкапа: {h}": 64,
    "מפתח ההצפנה של הגיבוי: {h}": 48,
    "klucz szyfrowania kopii zapasowej: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket #4471: token copied from the browser's network tab {t}",
    "Cookie: lang=ka; tm_session={t}",
    "DESK_APP_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "ტოკენი: {t}",
    "токен доступа: {t}",
    "טוקן: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tushmta.ge"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.tushmta.ge/realms/desk", "azp": "transfer-desk"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_PEM_PLACES = {
    "old deploy key for the Omalo booking box, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/desk.tushmta.ge.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"CELLAR_SIGNING_KEY": "{key}", "shop": "telavi"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_shatili <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "სერვერის პირადი გასაღები:\n{key}": ("PRIVATE KEY", "\n"),
    "закрытый ключ сервера:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the accountant's drop box:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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


_SEED_PLACES = {
    "Sparrow wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the cellar's old wallet\n{p}": "english",
    "voice memo: the wallet words are {p} and that's all of them": "english",
    "Nunchuk seed backup: {p}": "english",
    "frase de recuperación (Kasia's trek fund): {p}": "spanish",
    "phrase de récupération : {p}": "french",
    "frase di recupero del wallet: {p}": "italian",
    "frase de recuperação: {p}": "portuguese",
    "obnovovací fráze peněženky: {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "钱包助记词：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    while True:
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
        if _MNEMO[lang].check(phrase):
            break
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
    ]
    sep = "\u3000" if lang == "japanese" else " "
    if sep != " ":
        layouts[0] = sep.join(words)
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "card for the Hotels.ge payout: {c}, exp 09/34",
    "Visa of the Abano desk: {c}",
    "ბარათის ნომერი: {c}",
    "barathis nomeri {c} 11/35",
    "номер карты: {c}",
    "מספר כרטיס: {c}",
    "numer karty: {c}, ważna do 03/33",
    "Kasia paid the horse deposit with {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["visa", "mastercard", "amex", "unionpay", "maestro", "jcb"][index % 6]
    number = _card(rng, brand)
    return {"c": v.grouped(number, [" ", "-", "", " "][index % 4], rng)}


_CVV_PLACES = [
    "the four digits on the front of the Amex are {cvv}",
    "Amex CID (front, above the number): {cvv}",
    "security code of the Amex, printed on the front: {cvv}",
    "Amex-ის წინა მხარეს ოთხი ციფრი: {cvv}",
    "код CID на лицевой стороне Amex: {cvv}",
    "cztery cyfry z przodu Amexa: {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"cvv": str(rng.randrange(3000, 10_000))}


_IBAN_SHAPES = {
    "GE": "aa" + "n" * 16, "IL": "n" * 19, "MD": "cc" + "c" * 18, "BY": "cccc" + "nnnn" + "c" * 16,
    "UA": "n" * 6 + "c" * 19, "AZ": "aaaa" + "c" * 20, "IQ": "aaaa" + "n" * 15, "PL": "n" * 24,
}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBAN_PLACES = [
    "IBAN for the guda invoice: {i}",
    "pay the horse hire to {i}",
    "IBAN: {i} (Tushmta LLC)",
    "ანგარიში: {i}",
    "angarishi {i}",
    "IBAN получателя: {i}",
    "מספר IBAN: {i}",
    "numer konta (IBAN): {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_IBAN_SHAPES)[index % len(_IBAN_SHAPES)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


def _checked(make: Maker, valid: Callable[[str], bool]) -> Maker:
    return lambda g: v.until(g, make, valid)


def _pesel(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}{_r(h, D, 4)}"
        return body + str(
            (10 - sum(int(c) * w for c, w in zip(body, [1, 3, 7, 9] * 3, strict=False)) % 10) % 10
        )

    return v.until(g, make, pl_pesel.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "PESEL: {s}": _pesel,
    "Kasia's PESEL for the horse insurance is {s}": _pesel,
    "NIP firmy (Magda's trek agency): {s}": _checked(_j((D, 10)), pl_nip.is_valid),
    "REGON: {s}": _checked(_j((D, 9)), pl_regon.is_valid),
    "Israeli company number (ח.פ.) of the tour partner: {s}": _checked(_j("51", (D, 7)), il_hp.is_valid),
    "ח.פ. {s}": _checked(_j("51", (D, 7)), il_hp.is_valid),
    "ЄДРПОУ постачальника: {s}": _checked(_j((D, 8)), ua_edrpou.is_valid),
    "პირადი ნომერი: {s}": _j("01", (D, 9)),
    "piradi nomeri {s}": _j("01", (D, 9)),
    "Georgian personal number of the driver: {s}": _j("6", (D, 10)),
    "საიდენტიფიკაციო კოდი (company id): {s}": _j("4", (D, 8)),
    "passport number of Gela (Georgia): {s}": _j("1", (D, 2), (UPPER, 2), (D, 5)),
    "პასპორტის ნომერი: {s}": _j("1", (D, 2), (UPPER, 2), (D, 5)),
    "driver's licence, Georgia: {s}": _j((UPPER, 2), (D, 7)),
    "teudat zehut... no, Noa's Israeli passport: {s}": _j("3", (D, 7)),
    "מספר דרכון: {s}": _j("3", (D, 7)),
    "паспорт РФ: серия и номер {s}": lambda g: f"{_r(g, D, 2)} {_r(g, D, 2)} {_r(g, D, 6)}",
    "numer paszportu: {s}": _j((UPPER, 2), (D, 7)),
}  # fmt: skip


_BACKUPS = [
    "Keepz 2FA backup codes:\n{codes}",
    "recovery codes for the desk's Google account: {codes}",
    "სარეზერვო კოდები:\n{codes}",
    "резервные коды: {codes}",
    "קודי גיבוי: {codes}",
    "kody zapasowe:\n{codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 6, index % 4)
    joiner = "\n" if "\n{codes}" in template else ", "
    return {"codes": joiner.join(codes), "secret": codes[index % 6]}


_SEEDS_2FA = [
    "TOTP secret for the Flitt dashboard: {s}",
    "otpauth://totp/Tushmta:desk%40tushmta.ge?secret={s}&issuer=Tushmta",
    "setup key (can't scan the QR up in Shatili): {s}",
    "2FA გასაღები: {s}",
    "секретный ключ 2FA: {s}",
    "klucz 2FA do konta firmowego: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 3 == 2 and "otpauth" not in template)}


_CODES = [
    "Your Tushmta verification code is {c}",
    "{c} is your Liberty Bank login code",
    "Use {c} to sign in to Hotels.ge",
    "დადასტურების კოდი: {c}",
    "kodi: {c} aravis utxrat",
    "Код подтверждения: {c}. Никому не сообщайте.",
    "קוד האימות שלך: {c}",
    "Twój kod weryfikacyjny to {c}",
]  # fmt: skip


_SSIDS = ["Omalo Guesthouse 5G", "TUSHMTA-Desk", "Shatili Horses", "Telavi Cellar",
          "Dartlo Tower Wifi", "Guda Dairy Office"]  # fmt: skip
_WIFI_PLACES = [
    "network {s} key {pw}",
    "Network: {s} / {pw}",
    "wifi {s} — {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "WPA key of {s}: {pw}",
    "ვაიფაის პაროლი ({s}): {pw}",
    "vaifais paroli {s}: {pw}",
    "пароль от вайфая {s}: {pw}",
    "הסיסמה לוויפי {s}: {pw}",
    "hasło do wifi {s} to {pw}",
    "{s}\n{pw}",
    "guests ask: wifi? / Nino: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        return f"{rng.choice(_VILLAGES).lower()}{rng.randrange(1000, 10_000)}{rng.choice(_SYMBOLS)}"
    if style == 1:
        return _r(rng, ALNUM, 14)
    return f"{rng.choice(_WINES)}{rng.choice(_HORSES)}{rng.randrange(10, 100)}"


_SPELL = [
    "reading the key out in groups: {t}",
    "dictated over the satellite phone: {t}",
    "Levan read me the Quipu key: {t}",
    "ტოკენი ჯგუფებად: {t}",
    "ключ по группам: {t}",
]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    raw = _r(rng, ALNUM, 24)
    size, sep = [(4, " "), (4, " - "), (3, " · "), (1, " "), (6, " | ")][index % 5]
    return {"t": sep.join(raw[k : k + size] for k in range(0, len(raw), size))}


_LOCKS = [
    "The key-box code at the Omalo guesthouse is {pw}",
    "Gate code for the Abano yard: {pw}",
    "the PIN of the desk's SIM is {pw}",
    "padlock on the tack room: {pw}",
    "ჩაკეტის კოდი: {pw}",
    "PIN-kodi: {pw} aravis utxra",
    "код от сейфа: {pw}",
    "הקוד של הכספת: {pw}",
    "kod do kłódki: {pw}",
    "alarm code of the Telavi cellar → {pw}#",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {
        "pw": str(rng.randrange(10**5, 10**6)) if index % 2 else str(rng.randrange(1000, 10**4))
    }


_PHRASE_WORDS = ["shepherd", "lantern", "granite", "saddle", "thyme", "rowan", "glacier", "fleece",
                 "ember", "boulder", "falcon", "juniper", "meadow", "cairn", "tallow", "bridle"]  # fmt: skip
_PHRASES = {
    "The passphrase is {p}.": " ",
    "master passphrase: {p}": "-",
    "KeePassXC passphrase → {p}": " ",
    "ფრაზა-პაროლი: {p}": " ",
    "кодовая фраза: {p}": " ",
    "hasło (fraza): {p}": ".",
    "סיסמה: {p}": "-",
    "Bitwarden unlock phrase {p}": " ",
}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4))}


_AUTH = {
    "Authorization: Basic {v}": "basic",
    "curl -H 'Authorization: Bearer {v}' https://api.tushmta.ge/v1/transfers": "bearer",
    "Proxy-Authorization: Basic {v}": "basic",
    "headers = {{'Authorization': 'Token {v}'}}": "bearer",
    "Authorization: Bearer {v}": "sanctum",
    "X-Api-Key: {v}": "bearer",
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _AUTH[template]
    if kind == "basic":
        raw = f"{rng.choice(_USERS)}:{_plain_pw(rng)}".encode()
        return {"v": base64.b64encode(raw).decode()}
    if kind == "sanctum":
        return {"v": f"{rng.randrange(10, 999)}|{_r(rng, ALNUM, 40)}"}
    return {"v": _r(rng, ALNUM, 40)}


_CONFIGS = [
    "firebird.conf / SYSDBA.password:\nISC_PASSWORD={pw}",
    ".env of the desk app:\nDB_USER=desk\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: \"{pw}\"",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'guda', 'PASSWORD': '{pw}'}}}}",
    "application.properties:\nspring.datasource.password={pw}",
    "ejabberd.yml:\nsql_password: \"{pw}\"",
    "mosquitto bridge.conf:\nremote_password {pw}",
    "~/.my.cnf:\n[client]\nuser=cellar\npassword={pw}",
    "~/.pgpass:\npg.tushmta.lan:5432:bookings:desk:{pw}",
    "variable \"db_password\" {{ default = \"{pw}\" }}",
    "config.toml:\n[smtp]\nuser = \"desk@tushmta.ge\"\npassword = \"{pw}\"",
    "appsettings.json: \"ConnectionStrings\": {{ \"Cellar\": \"Server=sql;User Id=sa;Password={pw};\" }}",
    "const pool = mysql.createPool({{ user: 'omalo', password: '{pw}' }});",
    "pgbouncer userlist.txt:\n\"desk\" \"{pw}\"",
    "netrc:\nmachine ftp.tushmta.ge login site password {pw}",
]  # fmt: skip


_CHATS = [
    "[07:12] Nino: guesthouse wifi password?\n[07:13] Gela: {pw}",
    "[21:40] Aluda: what's the pw for the cellar laptop?\n[21:41] Keti: {pw}",
    "Beka: {pw} is the new admin password for the desk tablet",
    "Tornike: use {pw}, that's what I set on the router",
    "ნინო: ახალი პაროლია {pw}",
    "Gela: axali parolia {pw}",
    "Levan: paroli shevcvale, axla aris {pw}",
    "Ольга: новый пароль {pw}",
    "Сергей: пароль поменял, теперь {pw}",
    "נועה: הסיסמה החדשה היא {pw}",
    "יעל: {pw} זאת הסיסמה",
    "Kasia: nowe hasło to {pw}",
    "Tomek: hasło zmienione na {pw}",
    "[18:02] Piotr: hasło do wifi?\n[18:03] Nana: {pw}",
]  # fmt: skip


_REQUESTS = [
    "Please remember the Omalo router password for me: {pw}",
    "Can you store this? Keepz merchant password {pw}",
    "remember: my cellar NAS password is {pw}",
    "Note this down for later — dairy PC password: {pw}",
    "დაიმახსოვრე ჩემი პაროლი: {pw}",
    "daimaxsovre paroli: {pw}, madloba",
    "запомни пароль от кассы: {pw}",
    "תזכור בשבילי את הסיסמה: {pw}",
    "zapamiętaj proszę hasło: {pw}",
    "save my password for the Shatili laptop, it's {pw}",
    "Assistant, keep the desk tablet password: {pw}",
    "for next season, the guesthouse admin pw is {pw}",
]  # fmt: skip


_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 50),
    (_Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw"), 24),
    (_Family("spelled_password", _SPELLED, _spelled_draw, "w"), 12),
    (_framed("cli_password", _CLI, _SHELLS), 34),
    (_framed("connection_string", _URLS, _URL_PLACES), 12),
    (_vendors, 50),
    (_bare, 8),
    (_Family("hex_key", list(_HEX_PLACES), _hex_draw, "h"), 9),
    (_Family("jwt", _JWT_PLACES, _jwt_draw, "t"), 8),
    (_Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key"), 7),
    (_Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p"), 12),
    (_Family("card_number", _CARD_PLACES, _card_draw, "c"), 12),
    (_Family("card_code", _CVV_PLACES, _cvv_draw, "cvv"), 6),
    (_Family("iban", _IBAN_PLACES, _iban_draw, "i"), 12),
    (_Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s"), 22),
    (_Family("backup_codes", _BACKUPS, _backup_draw, "codes"), 6),
    (_Family("otp_secret", _SEEDS_2FA, _totp_draw, "s"), 6),
    (_Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c"), 8),
    (_Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw"), 16),
    (_Family("spaced_token", _SPELL, _spell_draw, "t"), 10),
    (_Family("pin_code", _LOCKS, _lock_draw, "pw"), 10),
    (_Family("passphrase", list(_PHRASES), _phrase_draw, "p"), 8),
    (_Family("auth_header", list(_AUTH), _auth_draw, "v"), 6),
    (_Family("config_file", _CONFIGS, _with(_plain_pw), "pw"), 16),
    (_Family("chat_password", _CHATS, _with(_pw), "pw"), 14),
    (_Family("request_to_assistant", _REQUESTS, _with(_pw), "pw"), 12),
]  # fmt: skip


def _secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the guesthouse router password is": "{s}", "Abano desk tablet pw:": "{s} (since the May reset)",
    "პაროლი:": "{s}", "paroli aris": "{s}\naravis utxra", "пароль от кассы": "{s}",
    "הסיסמה היא": "{s}", "hasło to": "{s}, dzięki", "the password Aluda shouted over the wind was": "{s}, I think",
    "Syrve back office password": "{s}", "ახალი პაროლი →": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Cellfie SMS API key", "{s}", _j((HEX, 32))),
    ("split_token", "Keepz secret key:", "{s} (live)", _j("kpz_sk_", (ALNUM, 32))),
    ("split_token", "Liberty Bank client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Nunchuk backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/34", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GE"))),
    ("split_backup", "Flitt recovery codes", "{s}\n48213-90551\n77120-31846", lambda g: v.backup_codes(g, 1, 2)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "PESEL", "{s}", _pesel),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    while not _ok(secret := make(rng)):
        pass
    _SEEN.add(secret)
    return template.replace("{s}", secret), secret


def _field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"router": {"url": "http://192.168.8.1", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"paroli": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "gela", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"tablets": [{"name": "desk-a"}, {"name": "desk-b", "unlock_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["isql-fb", "-user", "SYSDBA", "-password", "{s}", "bookings.fdb"]}': ("meta_password", _plain_pw),
    '{"note": "ახალი პაროლი: {s}"}': ("meta_password", _plain_pw),
    '{"hasło": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the cellar NAS as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"keepz": {"secret_key": "{s}"}}': ("meta_token", _j("kpz_sk_", (ALNUM, 32))),
    '{"flespiToken": "{s}"}': ("meta_token", _j((ALNUM, 64))),
    '{"cellfie_api_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "04/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MD")),
    '{"partner": {"regon": "{s}"}}': ("meta_id", _checked(_j((D, 9)), pl_regon.is_valid)),
    '{"mfa": {"recovery_codes": ["{s}", "48213-90551", "77120-31846"]}}': ("meta_otp", lambda g: v.backup_codes(g, 1, 2)[0]),
    '{"trek_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"tack_room": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Omalo Guesthouse 5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def _metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"openpyxl-3.1.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"rut241-firmware-7.14.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tushmta/desk-api:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"desk: add Abano pass closure flag", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"cellar: revert vintage labels", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"guda_batches_2032-07.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"bookings-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the guesthouse router password before the season opens on 2032-06-01.",
    "Gela asked for the wifi password; it's on the card behind the reception desk.",
    "Policy: Tushmta passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the group chat; share a vault link instead.",
    "The `.env.example` line `KEEPZ_SECRET_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Teltonika router asks for a new password after every firmware update.",
    "Replace <YOUR_HOTELSGE_KEY> in the README with the key from your Hotels.ge dashboard.",
    "FLESPI_TOKEN and CELLFIE_SMS_TOKEN must be set before the nightly sync runs.",
    "პაროლი არავის უთხრათ.",
    "paroli aravis utxrat, kargi?",
    "Никому не сообщайте свой пароль.",
    "אל תגלו את הסיסמה לאף אחד.",
    "Nikomu nie podawaj swojego hasła.",
    "პაროლი უნდა იყოს მინიმუმ თოთხმეტი სიმბოლო.",
    "Пароль должен быть не короче четырнадцати символов.",
    "Hasło musi mieć co najmniej czternaście znaków.",
    "Upgraded the RUT241 firmware from 7.13 to 7.14 and openpyxl to 3.1.5 over the weekend.",
    f"commit {_COMMIT} adds the Abano pass closure flag.",
    f"Rolled back to {_SHORT} after the vintage labels broke the cellar export.",
    f"requirements.txt: openpyxl==3.1.5 --hash=sha256:{_WHEEL_SUM}",
    f"The RUT241 firmware 7.14 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of bookings-export-2032.parquet: {_SHA512}",
    f"The desk API container runs ghcr.io/tushmta/desk-api@sha256:{_IMAGE}.",
    f"MD5 of guda_batches_2032-07.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 4c2e81a7-9d3b-4f60-a2c5-7e1b0d9f3a64 is the slow one in the Hotels.ge logs.",
    "Order TM-2032-00731 for 24 wheels of guda ships to Tbilisi on Thursday.",
    "Ticket #4502: the Omalo guesthouse boiler trips the breaker at night.",
    "Call the Omalo guesthouse on +995 591 40 27 18 before noon.",
    "Booking BK-ABN-0613: 4x4 transfer Kvemo Alvani → Omalo, 3 guests, 08:00.",
    "Lot GUDA-2032-07-14, 9 kg wheel, aged 60 days in sheepskin.",
    "HS code 0406.90 is other cheese; 2204.21 is wine in containers of 2 litres or less.",
    "The Abano pass is 2850 m high and usually opens in late May.",
    "The cellar is at 14 °C; the qvevri room is at 12 °C.",
    "After five wrong passwords the booking system locks the account for 20 minutes.",
    "The secret of good guda is the sheepskin sack and the cold of Tusheti.",
    "Ask Nino for the key-box code, I don't have it.",
    "My card ending 4417 was declined at the Telavi market.",
    "The Polish agency wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the desk's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `KEEPZ_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the tack room rusts in winter; oil it every month.",
    "Hotels.ge moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-9941-0-1234-5 is the Tusheti field guide at the desk; the postcode of Telavi is 2200.",
    "The guest wifi 'Omalo-Free' is open, no password needed.",
    "Route 3 from Omalo to Shatili over the Atsunta pass takes five days on horseback.",
    "Saperavi 2029 from the Telavi cellar, 750 ml, 13.5 % vol, batch TV-29-0412.",
    "The marshrutka from Tbilisi to Telavi leaves at 09:30 from Ortachala station.",
    "Flight GE-2032-07-03: the helicopter to Omalo is cancelled for fog.",
    "Our wiki page 'How to reset a password' was updated by Levan yesterday.",
    "The horse trek office in Shatili opens at 8 and closes at 18.",
    "Invoice INV-TM-2032-0418, 1 240 GEL, due in 14 days.",
    "Parcel tracking number RR123456785GE is stuck at Tbilisi customs.",
    "Serial number of the milk scale: MS-7731-0092-B.",
    "Token bucket limit for the booking API is 600 requests per minute.",
    "The key to a good supra is a good tamada.",
    "Please pass the salt and the sulguni.",
    "The PIN pad at the cellar shop is broken; take cash.",
    "Mariam's phone is +995 577 12 34 56; she runs the dairy on weekends.",
    "Version 2.3.1 of the desk app adds Hebrew and Polish to the booking form.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tushmta/router", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 231}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "openpyxl", "version": "3.1.5"}}',
    '{"ticket": "4502", "order": "TM-2032-00731"}',
    '{"lot": {"id": "GUDA-2032-07-14", "weight_kg": 9, "aged_days": 60}}',
    '{"phone": "+995 591 40 27 18", "village": "Omalo"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "horses_available": 12}',
    '{"hs_code": "0406.90", "origin": "GE", "description": "guda cheese"}',
    '{"booking": "BK-ABN-0613", "vehicle": "UAZ-452", "pass": "Abano"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]


@functools.cache
def _built() -> tuple[list[Sample], list[FieldPair], list[MetadataSample]]:
    """All scored samples, drawn once in one order, so every secret is new across the three."""
    _SEEN.clear()
    return _secrets(), _field_pairs(), _metadata_samples()


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return list(_built()[0])


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    return list(_built()[1])


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    return list(_built()[2])
