# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-forty-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-forty-first's
docstring, the fifth to two-hundred-and-forty-first only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-forty-second to
two-hundred-and-forty-fourth), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (245318607), password words (a wooden church's part, a village and a year in the 1700s and a
sign; a still-house word, a strength in per cent and a year; a timber word and cubic metres; a
name, a birth year, a sign and a village of Maramureș or Bukovina; leet words of horincă, șindrilă,
troiță, cojoc, molid, pridvor, clopotniță, Sighet and Breb with a year; a village, a still-house
word and a year joined by dots; a sheepskin coat, its size and a sign; a coach's departure,
`SV0715-CV…`, the way a dispatcher notes the Suceava–Chernivtsi run; a church word in capitals and
a number; a guesthouse, a name and a room; a generator's three groups and random runs), names,
places, templates, tools, vendors and layouts, the way the staff of Cununa Carpaților S.R.L.
(fictional: the Șindrila wooden-church restoration workshop scanning and re-shingling the churches
of Ieud, Bârsana and Budești, the Horinca Izei plum-brandy distillery at Sighetu Marmației, a
sheepskin-coat workshop at Vama, a timber yard with a sawmill and drying kilns at Vatra Dornei,
the Casa Breb guesthouses in Breb, and a coach line from Suceava through the Siret–Porubne crossing
to Chernivtsi, with a Lipovan-run shop at Climăuți) leak secrets into an assistant's memory. The
texts are chats with times, tickets (Hygger, Worksection, Weeek, Freedcamp, Teamdeck), wiki
breadcrumbs and tables, notes (AkelPad, Tomboy, Diaro, Journey), e-mails, runbooks, READMEs,
shell, PowerShell and cmd prompts, voice-memo transcripts, dictated text and requests to the
assistant itself; the separators run from a colon, "is" (`îi`, `є`, `e`) and a dash to an arrow
(`→`), an emoji (`👉`, `🙏`), a new line, the languages' quotes (`„…”`, `«…»`), backticks and
parentheses.

Tools, flags and names none of heldouts 5 to 241 names (each grepped for the command, flag or name
itself, case-insensitively): Yandex Cloud's `yc lockbox secret create --payload`, a kubeconfig's
user `token:`, a CCcam `C:` line, the Kothe, Ferroli, Viadrus, Protherm, Kospel, Motan, Immergas
and Burnit boiler and still panels, Siemens TIA Portal, Eaton's easyE4 (Eaton itself is named in
five), Pavone, Primultini and Incoplan, Comelz, Teseo, Tajima, Barudan and Ricoma, Leica BLK360, FARO Focus, RealityCapture and
DJI Terra, Salto KS and a Häfele Dialock, Etalon and Arobs, a Technicolor router, Tecsar and Tiras,
M.E.Doc, BAS ERP, IT-Enterprise, Арт-Звіт and a `Key-6.dat` key file, certSIGN with DUKIntegrator,
Microsec e-Szignó, the remote-desktop tools Ammyy Admin, LiteManager, AeroAdmin, Getscreen.me,
RuDesktop and RMS Remote, Yahoo Messenger, Hygger and Teamdeck. Beside them tools lightly used
before (by grep, the number of earlier corpora that name each): in one, `krdc rdp://`, Bitvise
`stermc -pw=`, `db2move -p`, `startosinstall --stdinpass`, expect's `send`, `pulsar-admin
--auth-params`, AnyConnect's `vpn -s`, `firebase functions:config:set`, `eb setenv`, `glab
variable set`, `jfrog config add`, `pip config set`, SQL Server's `/SQLSVCPASSWORD`,
`rhnreg_ks`, `nssm set … AppEnvironmentExtra`, `.s3cfg`, `.boto`, `.terraformrc`, gh's
`hosts.yml`, `fs.s3a.secret.key`, `.pcppass`, a Bareos director's client, Keycloak's
`KEYCLOAK_ADMIN_PASSWORD`, Mühlböck, TrackGPS, QIP, Mail.ru Agent, Trillian, Psi+, Kopete,
Sametime and Yammer; in two, `jupyter lab --ServerApp.token`, `sapshcut -pw=`, `tscon
/password:`, `WMIC /USER: /PASSWORD:`, `mactelnet -p`, `emqx_ctl admins passwd`, `vmctl
--influx-password`, `radosgw-admin --secret`, `ionosctl login`, `security
add-generic-password -w`, `register_new_matrix_user -p`, `nifi.sh
set-single-user-credentials`, `superset fab create-admin`, `realm join`, `winscp.com`, `duck
--password`, `mongoimport --password`, `check_nt -s`, `arangodump`, `.yarnrc.yml`'s
`npmAuthToken`, `DJANGO_SUPERUSER_PASSWORD`, FileZilla's `sitemanager.xml`, Tasmota's
`WebPassword`, obs-websocket, `.pypirc`, `openstack --os-password` and `pop3s://`. The
common layouts (env files, `export`, `$env:`, `docker run … -e`, crontab, Android's
`buildConfigField`, Info.plist, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the
`WIFI:` QR string, CSV rows, Markdown tables, YAML, connection URLs of ClickHouse, Oracle, Db2,
HANA, SQL Server, Redis, IMAP, Neo4j, WebDAV, FTPS, Couchbase and RTMP, all
named in many earlier corpora) are in wordings of their own.

About 45 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 174 of 390: the texts with Cyrillic letters or a marker word of the languages
below): the Romanian of Maramureș as texted (`parola`, `parola-i` and `îi` for "is", `na` "here,
take it", the filler `no`, `amu` "now", `mulțam` "thanks", `să nu spui la nimenea`, `nu-l spune
la nimenea` with the regional `nimenea`, `bade` for an older man, `zâce` "says", `cheia API`,
`codu'`, `contu'`, `cardu'`, `PIN-ul`, `coduri de rezervă`, `cheia de recuperare`, `ține minte, te
rog`, `notă vocală`, `cuvântu'`, `pe urmă` "then"), the Ukrainian of Bukovina and the Hutsul
region (`пароль`, Hutsul `ади` "look, here", `ґазда` "the master of the house", `шо`, `дєкую
файно` "thanks kindly", `колиба` a mountain hut, `нікому не кажи`, `ключ API`, `код`, `ПІН`,
`резервні коди`, `ключ відновлення`, `фраза відновлення`, `запам'ятай, будь ласка`,
`латинкою` "in Latin letters"), Rusyn (`гесло` "password", `є` "is", `осе` "here is", `клуч`
"key", `никому не гвар` "tell no one", `дякую красно`, `хыжа` "house", `чісло` "number",
`теперь`, `од`), the Russian of the Lipovans (`пароль`, `вот` "here is", `никому не сказывай`,
`Спаси Христос`, the Old Believers' "thank you", `таперича` "now", `опосля` "after", `цифирь`,
`моленная` the prayer house, `лавка`, `карточка`), the Hungarian of Sighet (`jelszó`,
`jelszava`, `itt van` and `itt a` "here is", `ne mondd el senkinek`, `ne add tovább` "don't pass
it on", `köszi`, `felhasználónév`, `belépés`, `API kulcsa`, `kódja`, `PIN-kód`, `tartalék
kódok`, `helyreállítási kulcsa`, `jegyezd meg kérlek`) and Romanian-Ukrainian surzhyk in mixed
scripts (`парола від … e`, `parola від`, `пароль la calculatorul`, `мерсі`, `тільки нікому`,
`cheia API від`, `ключ … pentru bilete`, `команда, care am rulat-o`); Italian, Spanish, Czech and
French only around seed phrases kept by relatives working abroad. The wordings are the author's
approximations, checked by no speaker; the thinnest guesses are the Rusyn ones (`гесло`, `гвар`,
`осе`, `клуч`, `чісло`, `хыжа` in this spelling), the Lipovans' `сказывай`, `таперича` and
`цифирь` (old-fashioned words that may not be how they text), Hutsul `ади` and `дєкую файно` as
texted, the Maramureș `zâce` and `nimenea` written out, and whether the surzhyk's mix of a Latin
`e` with Cyrillic reads as real texting.

Vendors (Termene.ro, ListaFirme, Romcard, Plationline, FintechOS, Freshful, Bringo, Ecolet, Poșta
Română, Nemo Express, Charisma ERP, Easybox, Ghișeul.ro, SMSLink, Travelminit, Salt Bank, Libra
Internet Bank, Frisbo, Colete Online, Autogari, Atlassib, Izibank, Hostico, ROMARG, NovaPay,
Delivery Auto, Tabletki.ua, Epicentr, iPay.ua, Tranzzo, Ukrgasbank, Ukrzaliznytsia, Bukovel,
Uklon, Oschadbank, Sense Bank, UkrSibbank, lifecell, GigaCloud, Szallas.hu, Netpincér, MBH Bank,
Gránit Bank, MAIB, Victoriabank, Infobus, Bussystem and Ecolines) are ones heldouts 5 to 241 do
not name (grepped by name). No shape here is one the author knows to be real: every one is a
guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs for Freshful,
Epicentr and Netpincér, and the `ecl_`, `frb_` and `ib_live_` prefixes); the JWTs are
well-formed.

The ids that carry a check are kinds lightly used before (in one to three corpora each by grep),
each drawn until its python-stdnum module validates it: Romania's CNP of Maramureș and Suceava
(`stdnum.ro.cnp`), CUI with and without RO (`stdnum.ro.cui`) and trade register number in its old
and its 2024 form (`stdnum.ro.onrc`), Hungary's community VAT number (`stdnum.hu.anum`), Ukraine's
РНОКПП (`stdnum.ua.rntrc`) and ЄДРПОУ (`stdnum.ua.edrpou`) and Moldova's IDNO
(`stdnum.md.idno`). Kinds used in none to two earlier corpora that no library or this file checks
(no check-digit algorithm is written here; the Romanian passport's and the Ukrainian driving
licence's shapes are guesses): a Romanian identity card's series and number, a Romanian passport,
a Ukrainian ID card, УНЗР, passport for travel abroad and driving licence, and a Hungarian TAJ
number, tax number (adóazonosító jel) and identity card. Card numbers pass Luhn (the value
helpers' Visa, Mastercard, Maestro, Amex, Discover, UnionPay, JCB and Diners, checked with
python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, drawn so that none reads
as a year, so that no planted value is shorter than four characters. The IBANs are of the region
and its neighbours, Romania, Ukraine, Hungary, Moldova, Bulgaria and Poland, none of them rare
before (a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 241 finds each in
nineteen to twenty-one corpora, Bulgaria and Poland among the least used), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Russian, Italian,
Spanish, Czech and French lists, each drawn until `Mnemonic(lang).check` accepts it. Counts: 390
secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean
texts and 10 clean metadata dicts.
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
from stdnum.hu import anum as hu_anum
from stdnum.md import idno as md_idno
from stdnum.ro import cnp as ro_cnp
from stdnum.ro import cui as ro_cui
from stdnum.ro import onrc as ro_onrc
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 245_318_607
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


# The words the staff of Cununa Carpaților build passwords from: a wooden church's parts, the
# still house, the timber yard, the coat workshop, the villages and towns of the two regions.
_CHURCH = ["Sindrila", "Clopotnita", "Pridvor", "Iconostas", "Troita", "Tinda", "Stresina",
           "Bolta", "Pronaos", "Naos", "Turla", "Catapeteasma"]  # fmt: skip
_STILL = ["Horinca", "Palinca", "Prunele", "Butoiul", "Alambic", "Cazanul", "Borhot", "Rachiul"]
_WOOD = ["Molid", "Brad", "Bustean", "Scandura", "Fag", "Paltin", "Gater", "Rumegus"]
_SKIN = ["Cojoc", "Pieptar", "Keptar", "Bunda", "Suba", "Laibar"]
_PLACES = ["Sighet", "Breb", "Ieud", "Barsana", "Budesti", "Botiza", "Sapanta", "Oncesti",
           "Dornei", "Vama", "Siret", "Solca", "Cernauti", "Vijnita", "Putila", "Kosiv", "Rahiv",
           "Verhovina", "Climauti", "Storojinet"]  # fmt: skip
_NAMES = ["Ion", "Vasile", "Ileana", "Floare", "Toader", "Anuta", "Grigore", "Marioara", "Mykola",
          "Oksana", "Yurko", "Halyna", "Taras", "Orysia", "Fedot", "Evdokia", "Kiril", "Ignat",
          "Zoltan", "Ildiko", "Eniko", "Csaba", "Reka", "Mykhal"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["H0r1nc4", "Sh1ndr1l4", "Tr01t4", "C0j0c", "M0l1d", "Pr1dv0r", "Cl0p0tn1t4", "S1gh3t",
         "Br3b"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CHURCH)}{g.choice(_PLACES)}{g.randrange(1700, 1800)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_STILL)}{g.randrange(48, 63)}%{g.randrange(2020, 2034)}",
    lambda g: f"{g.choice(_WOOD)}{g.randrange(12, 99)}m3{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2006)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_STILL).lower()}.{g.randrange(1960, 2034)}",
    lambda g: f"{g.choice(_SKIN)}{g.choice([46, 48, 50, 52, 54, 56])}{g.choice(['S', 'M', 'L', 'XL'])}{g.choice(_SYMBOLS)}",
    lambda g: f"SV{g.randrange(5, 23):02d}{g.choice(['00', '15', '30', '45'])}-CV{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_CHURCH).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"Breb{g.choice(_NAMES)}{g.randrange(1, 40):02d}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "QIP message, 06:52, Toader: the Ferroli boiler panel at Casa Breb 3 has password {pw}",
    "Mail.ru Agent from Fedot: the Viadrus boiler controller password is {pw}",
    "Yahoo Messenger archive on the old laptop: the Kothe still's touch panel password {pw}",
    "Kopete log, Vasile: TIA Portal project password for the distillery PLC is {pw}",
    "Psi+ chat with Csaba: Eaton easyE4 relay password {pw}",
    "Trillian log: Pavone weighbridge terminal at Vatra Dornei, admin password {pw}",
    "Sametime chat: Primultini bandsaw controller service password {pw}",
    "Yammer post in #timber (oops, the whole company sees it): Incoplan kiln controller password {pw}",
    "Hygger card 'Kiln 2 overheating': Mühlböck kiln web password {pw}",
    "Worksection task 'coat cutting table': Comelz cutter password {pw}",
    "Weeek task: change the Teseo leather cutting table password (now {pw})",
    "Freedcamp note: Tajima embroidery machine network password {pw}",
    "Teamdeck booking note: Barudan embroidery head admin password {pw}",
    "AkelPad file 'parole.txt' on the workshop PC: Ricoma EM-1010 password {pw}",
    "Tomboy note 'church scans': Leica BLK360 hotspot password {pw}",
    "Diaro entry, 14 May: FARO Focus scanner web password {pw}",
    "Journey entry: RealityCapture licence account password {pw}",
    "Ammyy Admin session to the bus office, the access password: {pw}",
    "LiteManager server on the distillery PC, connection password {pw}",
    "AeroAdmin access for the Breb booking laptop: password {pw}",
    "Getscreen.me agent on the sawmill PC, account password {pw}",
    "RuDesktop permanent password on the Chernivtsi ticket PC: {pw}",
    "RMS Remote host at the timber yard office, password {pw}",
    "Etalon A081 bus, onboard telematics unit password {pw}",
    "Arobs TrackGPS dashboard password for the Suceava–Chernivtsi line: {pw}",
    "Technicolor router at Casa Breb 5, admin password {pw}",
    "DJI Terra account for the church drone scans: password {pw}",
    "Salto KS guesthouse locks, admin password {pw}",
    "Häfele Dialock terminal at the Breb reception, password {pw}",
    "Hi Zoltán,\n\nthe root password on the distillery server is {pw}. Please delete this mail once it's in the vault.\n\nBest,\nIleana",
    "Runbook: still 2 emergency stop reset\n1. open the TIA Portal project on the panel PC\n2. log in as service\n3. password {pw}\n4. acknowledge the alarm and restart the column",
    "README (timber yard scale PC)\nthe Pavone terminal UI is at http://cantar.cununa.lan, admin password `{pw}`.",
    "please remember my Salt Bank app password: {pw}",
    "Incident 2033-02-11: the Kospel controller at Breb was reachable from the internet with password {pw}",
    "Toader, 07:05: no, parola la centrala Ferroli de la Casa Breb 2 îi {pw}",
    "parola-i {pw} la Motan, să nu spui la nimenea",
    "na parola de la gater: {pw}, mulțam",
    "Ileana: amu parola la calculatoru' din pivniță e {pw}",
    "ține minte, te rog, parola mea de la Libra Internet Bank: {pw}",
    "notă vocală: parola de la Immergas îi {pw}, punct",
    "bade Grigore zâce că parola la DJI Terra-i {pw}",
    "Оксана, 08:14: пароль від котла Protherm у колибі — {pw}",
    "ади пароль до Tecsar: {pw}, нікому не кажи",
    "ґазда каже, шо новий пароль до M.E.Doc {pw}, дєкую файно",
    "запам'ятай, будь ласка, мій пароль від Сенс Банку: {pw}",
    "Тарас: пароль на Tiras тепер {pw}",
    "гесло до Immergas в нашой хыжі є {pw}",
    "Юрко: гесло до BAS ERP теперь {pw}, никому не гвар",
    "осе гесло од камер Tecsar на пилорамі: {pw}, дякую красно",
    "Вот пароль от компьютера в лавке: {pw}. Спаси Христос",
    "Федот: пароль от котла Viadrus таперича {pw}, никому не сказывай",
    "пароль от кассы в лавке при моленной — {pw}",
    "запомни, пожалуйста, пароль от почты Кирилла: {pw}",
    "a Burnit kazán jelszava {pw}",
    "itt van a jelszó a Pavone mérleghez: {pw}, ne mondd el senkinek",
    "Zoltán, 21:03: az új jelszó a főzde gépéhez {pw} köszi",
    "jegyezd meg kérlek a Microsec e-Szignó jelszavamat: {pw}",
    "парола від камер в пансіоні e {pw}",
    "Vasyl: parola від Etalon тепер {pw}, мерсі",
    "пароль la calculatorul de la autogară: {pw}",
    "шо, parola de la IT-Enterprise? {pw}, тільки нікому",
    "пароль до файлового ключа Key-6.dat: {pw}",
    "Арт-Звіт, пароль бухгалтера: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ion.bud", "vasile", "ileana.m", "floare", "toader", "anuta", "grigore.h", "marioara",
          "mykola", "oksana.h", "yurko", "halyna", "taras", "orysia", "fedot", "evdokia", "kiril",
          "ignat", "zoltan", "ildiko.sz", "eniko", "csaba", "reka", "mykhal", "svc-gater",
          "svc-distil", "bilete"]  # fmt: skip
_LOGINS = [
    "QIP, Toader: the Ferroli portal login is {u} / {pw}",
    "Hygger #318: {u} locked out of the Kothe panel, last password {pw}",
    "Worksection › Distillery › PLC › TIA Portal: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Pavone scale | {u} | {pw} |",
    "log into the RMS Remote console as {u} with {pw}",
    "Etalon onboard unit login {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: bus-office-cv\n  login: {u}\n  secret: {pw}",
    "Mail.ru Agent: account {u}, password {pw}",
    "Csaba says the Tajima account is {u} and the password is {pw}",
    "system,user,password\nincoplan-kiln,{u},{pw}",
    "ssh {u}@gater.cununa.lan (password {pw})",
    "Yammer DM: creds for the Comelz cutter are {u} and {pw}",
    "utilizator {u}, parola „{pw}”, no",
    "contu' îi {u} și parola-i {pw}",
    "логін {u}, пароль {pw}, нікому",
    "користувач — {u}, пароль — {pw}",
    "логін {u} а гесло {pw}",
    "имя {u}, пароль {pw}, Спаси Христос",
    "felhasználónév: {u}, jelszó: „{pw}”",
    "belépés {u} / {pw}, ne add tovább",
    "user {u} 👉 парола {pw}",
    "contul {u} → пароль «{pw}»",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["ciubar", "tulnic", "opinca", "kolomyika", "banosh", "zgarda", "toporas",
               "straita", "suman", "ceaslov", "kyptar", "gerdan", "bocanc", "krysanya"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the kiln PC it's {w} and {d} at the end",
    "voice memo: the Breb laptop password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "parola îi cuvântu' {w}, cu litere mici, și pe urmă {d}",
    "пароль — слово {w} латинкою, а потім {d}",
    "гесло то слово {w}, а за ним цифры {d}",
    "пароль: слово {w}, опосля цифирь {d}",
    "a jelszó a {w} szó, utána {d}",
    "parola e слово {w}, потім {d}",
]  # fmt: skip


def _spelled_take(rng: random.Random, n: int) -> list[Sample]:
    """Each sample a word of its own (so that no two secrets are the same word)."""
    words = rng.sample(_SAID_WORDS, n)
    out = []
    for word, template in zip(words, v.cycle(rng, _SPELLED, n), strict=True):
        number = str(rng.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.format(w=word, d=number), secret))
    return out


_CLI = [
    "yc lockbox secret create --name breb-pms --payload '[{{\"key\": \"db_password\", \"text_value\": \"{pw}\"}}]'",
    "jupyter lab --ip 0.0.0.0 --no-browser --ServerApp.token='{pw}'",
    "krdc rdp://{u}:{pw}@bus-office.cununa.lan",
    "stermc {u}@gater.cununa.lan -pw={pw}",
    "db2move DISTIL export -u {u} -p {pw}",
    "sapshcut -system=PRD -client=100 -user={u} -pw={pw}",
    "tscon 2 /dest:console /password:{pw}",
    "WMIC /NODE:kiln-pc /USER:{u} /PASSWORD:{pw} os get lastbootuptime",
    "echo '{pw}' | startosinstall --agreetolicense --user {u} --stdinpass",
    "spawn ssh {u}@still.cununa.lan\nexpect \"password:\"\nsend \"{pw}\\r\"",
    "pulsar-admin --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationBasic --auth-params '{{\"userId\":\"{u}\",\"password\":\"{pw}\"}}' tenants list",
    "printf '{u}\\n{pw}\\ny\\n' | /opt/cisco/anyconnect/bin/vpn -s connect vpn.cununa.ro",
    "firebase functions:config:set smtp.user={u} smtp.password='{pw}'",
    "eb setenv DB_USER={u} DB_PASSWORD={pw}",
    "glab variable set PMS_DB_PASSWORD '{pw}' --masked",
    "jfrog config add cununa --artifactory-url https://art.cununa.lan/artifactory --user {u} --password '{pw}' --interactive=false",
    "pip config set global.index-url https://{u}:{pw}@pypi.cununa.lan/simple",
    "setup.exe /Q /ACTION=Install /FEATURES=SQLEngine /SQLSVCACCOUNT=\"CUNUNA\\{u}\" /SQLSVCPASSWORD=\"{pw}\"",
    "mactelnet -u {u} -p '{pw}' 4C:5E:0C:1A:22:9B",
    "emqx_ctl admins passwd {u} '{pw}'",
    "vmctl influx --influx-addr http://influx.cununa.lan:8086 --influx-user {u} --influx-password '{pw}'",
    "radosgw-admin user create --uid={u} --display-name='church scans' --access-key=SCANS01 --secret='{pw}'",
    "ionosctl login --user {u}@cununa.ro --password '{pw}'",
    "security add-generic-password -a {u} -s breb-pms -w '{pw}'",
    "openstack --os-username {u} --os-password '{pw}' --os-project-name scans server list",
    "swift -A https://swift.cununa.lan/auth/v1.0 -U scans:{u} -K '{pw}' list",
    "register_new_matrix_user -u {u} -p '{pw}' -a -c homeserver.yaml",
    "nifi.sh set-single-user-credentials {u} '{pw}'",
    "superset fab create-admin --username {u} --firstname Ion --lastname Bud --email {u}@cununa.ro --password '{pw}'",
    "echo '{pw}' | realm join -U {u} cununa.lan",
    "winscp.com /command \"open sftp://{u}:{pw}@sftp.cununa.ro/\" \"get /exports/*\" \"exit\"",
    "duck --username {u} --password '{pw}' --upload sftp://sftp.cununa.ro/in/ ./bilete.csv",
    "mongoimport --uri mongodb://mongo.cununa.lan --username {u} --password '{pw}' --db bilete --file curse.json",
    "check_nt -H kiln-pc -p 12489 -s '{pw}' -v CPULOAD -l 5,80,90",
    "rhnreg_ks --username={u} --password='{pw}' --activationkey=1-distil",
    "arangodump --server.endpoint tcp://arango.cununa.lan:8529 --server.username {u} --server.password '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ion@distilerie:~$ {c}", "PS C:\\Users\\toader> {c}", "C:\\ops>{c}",
    "root@gater:/# {c}", "[oksana@breb-pms ~]$ {c}", "zsh, csaba@fozde-mac % {c}",
    "fedot@lavka:~$ {c}", "taras@avtostantsiia:~$ {c}",
    "comanda pe care am rulat-o: {c}", "команда, яку я запускав: {c}",
    "команду, котру я пустив: {c}", "вот команда, что я запускал: {c}",
    "ezt a parancsot futtattam: {c}", "команда, care am rulat-o ieri: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "clickhouse://{u}:{pw}@ch.cununa.lan:9000/bilete",
    "oracle+oracledb://{u}:{pw}@ora.cununa.lan:1521/?service_name=DISTIL",
    "db2+ibm_db://{u}:{pw}@db2.cununa.lan:50000/DISTIL",
    "hana://{u}:{pw}@hana.cununa.lan:39015",
    "mssql+pymssql://{u}:{pw}@sql.cununa.lan/Rezervari",
    "rediss://default:{pw}@cache.cununa.lan:6380/0",
    "imaps://{u}:{pw}@mail.cununa.ro:993",
    "pop3s://{u}:{pw}@mail.cununa.ro:995",
    "neo4j+s://{u}:{pw}@graf.cununa.lan:7687",
    "davs://{u}:{pw}@cloud.cununa.ro/remote.php/dav/files/scans/",
    "ftps://{u}:{pw}@ftp.cununa.ro:990/scanuri/",
    "couchbase://{u}:{pw}@cb.cununa.lan/pensiuni",
    "rtmp://{u}:{pw}@stream.cununa.ro/live/breb",
    "Server=tcp:sql.cununa.lan,1433;Initial Catalog=Bilete;User ID={u};Password={pw};Encrypt=True;",
]  # fmt: skip
_URL_PLACES = [
    "DISTILERIE_DB_URL={c}", "old connection, Teamdeck note: {c}",
    "keep this connection string for me: {c}", "рядок підключення: {c}",
    "stringu' de conectare îi {c}", "Hygger #402: {c}", "a kapcsolati karakterlánc: {c}",
    "строка подключения к базе: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "cununa-carpatilor", "sub": f"partner_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read stock:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _uuid(variant: str) -> Maker:
    return lambda g: v.uuid4(g, variant)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Termene.ro", "TERMENE_API_KEY", _j((HEX, 32))),
    ("ListaFirme", "LISTAFIRME_API_KEY", _j((ALNUM, 40))),
    ("Romcard", "ROMCARD_MERCHANT_KEY", _j((UPPER_HEX, 64))),
    ("Plationline", "PLATIONLINE_SECRET", _j((B64, 43), "=")),
    ("FintechOS", "FINTECHOS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Freshful", "FRESHFUL_PARTNER_TOKEN", _vendor_jwt("https://partners.freshful.example")),
    ("Bringo", "BRINGO_API_KEY", _uuid("9")),
    ("Ecolet", "ECOLET_API_TOKEN", _j("ecl_", (ALNUM, 36))),
    ("Poșta Română", "POSTA_ROMANA_API_KEY", _j((HEX, 40))),
    ("Nemo Express", "NEMO_EXPRESS_TOKEN", _j((ALNUM, 32))),
    ("Charisma ERP", "CHARISMA_API_SECRET", _uuid("a")),
    ("Easybox", "EASYBOX_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Ghișeul.ro", "GHISEUL_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("SMSLink", "SMSLINK_CONNECTION_KEY", _j((UPPER_HEX, 40))),
    ("Travelminit", "TRAVELMINIT_API_KEY", _j((HEX, 64))),
    ("Salt Bank", "SALTBANK_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Libra Internet Bank", "LIBRA_API_SECRET", _j((ALNUM, 48))),
    ("Frisbo", "FRISBO_API_TOKEN", _j("frb_", (ALNUM, 40))),
    ("Colete Online", "COLETEONLINE_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Autogari", "AUTOGARI_PARTNER_KEY", _j((HEX, 32))),
    ("Atlassib", "ATLASSIB_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Izibank", "IZIBANK_API_SECRET", _j((B64, 64))),
    ("Hostico", "HOSTICO_API_TOKEN", _j((ALNUM, 60))),
    ("ROMARG", "ROMARG_API_KEY", _j((HEX, 40))),
    ("NovaPay", "NOVAPAY_PRIVATE_KEY", _j((HEX, 64))),
    ("Delivery Auto", "DELIVERY_AUTO_KEY", _uuid("b")),
    ("Tabletki.ua", "TABLETKI_API_TOKEN", _j((ALNUM, 32))),
    ("Epicentr", "EPICENTR_MARKETPLACE_TOKEN", _vendor_jwt("https://marketplace.epicentr.example")),
    ("iPay.ua", "IPAY_SIGN_KEY", _j((HEX, 40))),
    ("Tranzzo", "TRANZZO_API_SECRET", _j((B64, 43), "=")),
    ("Ukrgasbank", "UKRGASBANK_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Ukrzaliznytsia", "UZ_TICKETS_TOKEN", _j((ALNUM, 48))),
    ("Bukovel", "BUKOVEL_SKIPASS_API_KEY", _uuid("8")),
    ("Uklon", "UKLON_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Oschadbank", "OSCHADBANK_MERCHANT_KEY", _j((HEX, 48))),
    ("Sense Bank", "SENSEBANK_API_SECRET", _j((ALNUM, 40))),
    ("UkrSibbank", "UKRSIB_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("lifecell", "LIFECELL_SMS_TOKEN", _j((UPPER_DIGITS, 32))),
    ("GigaCloud", "GIGACLOUD_APP_CREDENTIAL_SECRET", _j((URLSAFE, 64))),
    ("Szallas.hu", "SZALLAS_API_KEY", _j((ALNUM, 32))),
    ("Netpincér", "NETPINCER_PARTNER_TOKEN", _vendor_jwt("https://partner.netpincer.example")),
    ("MBH Bank", "MBH_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Gránit Bank", "GRANIT_API_KEY", _uuid("9")),
    ("MAIB", "MAIB_ECOMM_SECRET", _j((ALNUM, 32))),
    ("Victoriabank", "VB_MERCHANT_KEY", _j((UPPER_HEX, 48))),
    ("Infobus", "INFOBUS_API_KEY", _j("ib_live_", (ALNUM, 32))),
    ("Bussystem", "BUSSYSTEM_API_PASSWORD", _j((HEX, 40))),
    ("Ecolines", "ECOLINES_PARTNER_TOKEN", _j((URLSAFE, 43))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "$env:{env} = '{tok}'",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} cununa/bilete:3.2",
    "nssm set BileteSync AppEnvironmentExtra {env}={tok}",
    "config.yaml:\n  integrations:\n    {env}: {tok}",
    "crontab: 0 3 * * * {env}={tok} /opt/sync/run.sh",
    "Cununa ERP › Setări › Integrări › {vendor} › Cheie API: {tok}",
    "Worksection table 'Integrations': | {vendor} | 2033 | {tok} |",
    "Weeek task: rotate the {vendor} key {tok}",
    "QIP, Toader: {vendor} key for the booking sync: {tok}",
    "Mail.ru Agent: the {vendor} token we use now is {tok}, the old one is revoked",
    "Hygger #344: {vendor} sync fails with 401, configured key {tok}",
    "Teamdeck note: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} webhook secret: {tok}",
    "Settings › Developers › {vendor} › Secret: {tok}",
    "cheia API de la {vendor} îi {tok}, no",
    "na cheia {vendor}: {tok} (nu o da la nimenea)",
    "ключ API {vendor} для автостанції: {tok}",
    "ади ключ від {vendor}: {tok}, дєкую",
    "клуч API од {vendor} є {tok}",
    "вот ключ API от {vendor}: {tok}, Спаси Христос",
    "a {vendor} API kulcsa: {tok}",
    "itt a {vendor} kulcs a foglalásokhoz: {tok}",
    "cheia API від {vendor}: {tok}",
    "ключ {vendor} pentru bilete — {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    termene = _r(rng, HEX, 32)
    smslink = _r(rng, UPPER_HEX, 40)
    novapay = _r(rng, HEX, 64)
    travelminit = _r(rng, HEX, 64)
    maib = _r(rng, ALNUM, 32)
    tabletki = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.termene.example/v2/firma/18547290", headers={{"X-Api-Key": "{termene}"}})', termene),
        Sample("vendor_token", f"curl 'https://secure.smslink.example/sms/gateway/communicate/index.php?connection_id=A1B2&password={smslink}&to=0740000000&message=Cursa+07:15'", smslink),
        Sample("vendor_token", f'const novapay = new NovaPayClient({{ merchantId: "cununa", privateKey: "{novapay}" }});', novapay),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "TRAVELMINIT_API_KEY", "\\"{travelminit}\\"")\n  }}\n}}', travelminit),
        Sample("vendor_token", f"Info.plist:\n<key>MaibEcommSecret</key>\n<string>{maib}</string>", maib),
        Sample("vendor_token", f"$client = new TabletkiClient('cununa-breb', '{tabletki}');", tabletki),
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


_BARE_PLACES = ["{t}", "QIP: {t}", "it only shows it once, so here:\n{t}", "ади токен: {t}",
                "na tokenu': {t}", "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the kiln humidity sensor K-03 (OTAA): {h}": 32,
    "HMAC secret for the Romcard payment callback: {h}": 64,
    "AES key of the Kothe still's recipe export: {h}": 32,
    "pre-shared key of the Siret–Porubne site-to-site tunnel (hex): {h}": 64,
    "DESFire AES master key of the Salto KS room cards: {h}": 32,
    "ключ шифрування резервної копії: {h}": 64,
    "cheia de criptare a backup-ului: {h}": 64,
    "a mentés titkosító kulcsa: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Hygger #355: token copied out of the browser's network tab {t}",
    "Cookie: lang=ro; breb_session={t}",
    "BILETE_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен доступу: {t}",
    "tokenu' de acces îi {t}",
    "a hozzáférési token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@cununa.ro"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.cununa.ro/realms/grup",
            "azp": "bilete-console",
            "roles": ["casier", "dispecer"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the distillery server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/bilete.cununa.ro.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EFACTURA_SIGNING_KEY": "{key}", "cui": "RO18547290"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_gater <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Hygger #361, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "приватний ключ сервера автостанції:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "cheia PGP pentru SFTP-ul vamal:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "recovery phrase of the old donation wallet for the Ieud church roof: {p}": "english",
    "hardware wallet backup card, copying it off before I burn it: {p}": "english",
    "voice memo: the wallet words are {p} and that's all of them": "english",
    "Tomboy note 'wallet (emptied)': {p}": "english",
    "фраза відновлення гаманця, нікому: {p}": "english",
    "a tárca helyreállító szavai: {p}": "english",
    "сид-фраза от кошелька, никому не сказывай: {p}": "russian",
    "слова для восстановления кошелька Кирилла\n{p}": "russian",
    "Floare (lucrează în Italia): frase di recupero del portafoglio: {p}": "italian",
    "Grigore (lucrează în Spania): frase de recuperación de la cartera, oye: {p}": "spanish",
    "obnovovací fráze peněženky od kamaráda z Ostravy: {p}": "czech",
    "phrase de récupération du portefeuille de Csaba (il bosse à Lyon) : {p}": "french",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _phrase_of(rng: random.Random, lang: str, words_n: int) -> str:
    """A phrase of ``lang``'s list, NFC as typed, drawn until ``Mnemonic.check`` accepts it."""
    size = {12: 16, 15: 20, 18: 24, 24: 32}[words_n]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range(size))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    return v.until(rng, make, _MNEMO[lang].check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _phrase_of(rng, _SEED_PLACES[template], [24, 12, 12, 18, 15][index % 5]).split()
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


_CARD_PLACES = [
    "QIP, Toader: the company card for the Kothe spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "Hygger #377: pay the Pavone service visit with card {c}",
    "numărul de la card: {c}, expiră {mm}/{yy}",
    "na cardu' lu' Grigore: {c}",
    "номер картки: {c}, до {mm}/{yy}",
    "ади номер моєї картки {c}",
    "чісло карты: {c}",
    "номер карточки: {c}, срок {mm}/{yy}",
    "a kártyaszámom: {c}, lejárat {mm}/{yy}",
    "номер de card: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "maestro", "amex", "discover", "unionpay", "jcb", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


def _four_digits(rng: random.Random) -> str:
    """Four digits that read as no year (so that no date in a clean text holds them)."""
    return v.until(rng, lambda g: _r(g, D, 4), lambda s: s[:2] not in ("19", "20") and s[0] != "0")


_CVV_PLACES = ["Amex {c} exp 04/36, the four digits printed above the number: {cvv}",
               "the CID on the front of the Amex, over the embossed number: {cvv}",
               "cele patru cifre de pe fața cardului Amex: {cvv}",
               "чотири цифри на лицьовому боці Amex: {cvv}",
               "az Amex elején lévő négy számjegy: {cvv}",
               "четыре цифры спереди на карточке Amex: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": _four_digits(rng)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# The region's countries and its neighbours (BBAN shapes: a, n, c as in
# `secret_classes_values.iban_shaped`, after stdnum's iban.dat).
_IBAN_SHAPES = {"RO": "aaaa" + "c" * 16, "UA": "n" * 6 + "n" * 19, "HU": "n" * 24,
                "MD": "aa" + "c" * 18, "BG": "aaaa" + "n" * 6 + "c" * 8, "PL": "n" * 24}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice CC-2033-041: please pay the shingles for the Ieud church to {i} within 30 days",
    "save the Chernivtsi bus partner's IBAN: {i}",
    "IBAN: {i}\nReference: horincă lot 14, March",
    "Worksection #treasury: the Sofia sheepskin supplier's new bank details, IBAN {i}",
    "IBAN-ul meu: {i}",
    "contu' pensiunii, IBAN {i}, mulțam",
    "мій IBAN: {i}",
    "рахунок автостанції в Чернівцях, IBAN {i}",
    "мій IBAN є {i}",
    "IBAN для пожертвований на моленную: {i}",
    "az IBAN számom: {i}",
    "IBAN-ul від перевізника: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cnp(g: random.Random) -> str:
    """A Romanian CNP of Maramureș (24) or Suceava (33): sex and century, birth date, county, a
    serial and the weighted check digit."""

    def make(h: random.Random) -> str:
        first, year = h.choice([("1", h.randrange(50, 100)), ("2", h.randrange(50, 100)),
                                ("5", h.randrange(0, 8)), ("6", h.randrange(0, 8))])  # fmt: skip
        body = f"{first}{year:02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}{h.choice(['24', '33'])}{_r(h, D, 3)}"
        return body + ro_cnp.calc_check_digit(body)

    return v.until(g, make, ro_cnp.is_valid)


def _cui(g: random.Random) -> str:
    """A Romanian CUI: eight digits and the weighted check digit, with RO when VAT-registered."""

    def make(h: random.Random) -> str:
        body = h.choice("123456789") + _r(h, D, 6)
        return body + ro_cui.calc_check_digit(body)

    number = v.until(g, make, ro_cui.is_valid)
    return ("RO" + number) if g.random() < 0.5 else number


def _onrc(g: random.Random) -> str:
    """A Romanian trade register number: the old form (J24/serial/year) or the new one of 2024,
    J, year, serial, county and a check digit."""
    if g.random() < 0.5:
        return v.until(
            g,
            lambda h: f"J{h.choice(['24', '33'])}/{h.randrange(1, 2000)}/{h.randrange(1995, 2024)}",
            ro_onrc.is_valid,
        )

    def make(h: random.Random) -> str:
        body = f"J{h.randrange(2005, 2033)}{h.randrange(1, 999_999):06d}{h.choice(['24', '33'])}0"
        return body[:-1] + str(sum(int(c) for c in str(ord("J") % 10) + body[1:-1]) % 10)

    return v.until(g, make, ro_onrc.is_valid)


def _anum(g: random.Random) -> str:
    """A Hungarian community VAT number (ANUM): HU and eight digits whose weighted sum ends in 0."""
    return "HU" + v.until(g, lambda h: h.choice("12") + _r(h, D, 7), hu_anum.is_valid)


def _rntrc(g: random.Random) -> str:
    """A Ukrainian taxpayer number (РНОКПП): ten digits, the last a weighted check digit."""
    return v.until(g, lambda h: h.choice("123") + _r(h, D, 9), ua_rntrc.is_valid)


def _edrpou(g: random.Random) -> str:
    """A Ukrainian enterprise code (ЄДРПОУ): eight digits, the last a check digit."""
    return v.until(g, lambda h: h.choice("234") + _r(h, D, 7), ua_edrpou.is_valid)


def _idno(g: random.Random) -> str:
    """A Moldovan IDNO: 1, the year's three digits, a serial and a 7-3-1 check digit."""
    return v.until(g, lambda h: f"100{h.randrange(2, 6)}{_r(h, D, 9)}", md_idno.is_valid)


def _ro_card(g: random.Random) -> str:
    """A Romanian identity card's series and number (MM for Maramureș, SV or XV for Suceava); no
    public check."""
    return f"{g.choice(['MM', 'SV', 'XV'])} {_r(g, D, 6)}"


def _ro_passport(g: random.Random) -> str:
    """A Romanian passport number: nine digits (a guess at the shape), no public check."""
    return "05" + _r(g, D, 7)


def _ua_idcard(g: random.Random) -> str:
    """A Ukrainian ID card's document number: nine digits, no check this file verifies."""
    return "00" + _r(g, D, 7)


def _ua_unzr(g: random.Random) -> str:
    """A Ukrainian demographic register record (УНЗР): a birth date, a dash and five digits."""
    return (
        f"{g.randrange(1960, 2005)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}-{_r(g, D, 5)}"
    )


def _ua_passport(g: random.Random) -> str:
    """A Ukrainian passport for travel abroad: two letters and six digits."""
    return g.choice(["FT", "FU", "GA"]) + _r(g, D, 6)


def _ua_licence(g: random.Random) -> str:
    """A Ukrainian driving licence: three Cyrillic letters and six digits (a guess at the shape)."""
    return g.choice(["ВХТ", "СХН", "ВКЕ"]) + " " + _r(g, D, 6)


def _hu_taj(g: random.Random) -> str:
    """A Hungarian social security (TAJ) number in its groups of three; its check digit is not
    computed here."""
    number = _r(g, D, 9)
    return f"{number[:3]} {number[3:6]} {number[6:]}"


def _hu_tax(g: random.Random) -> str:
    """A Hungarian personal tax number (adóazonosító jel): 8 and nine digits, unchecked here."""
    return "8" + _r(g, D, 9)


def _hu_idcard(g: random.Random) -> str:
    """A Hungarian identity card: six digits and two letters, no public check."""
    return _r(g, D, 6) + _r(g, UPPER, 2)


_ID_PLACES: dict[str, Maker] = {
    "CNP-ul meu: {s}": _cnp,
    "Personal numeric code (CNP) of the new distiller, for the contract: {s}": _cnp,
    "CNP Федота для договора: {s}": _cnp,
    "CUI of the restoration firm for the church invoice: {s}": _cui,
    "codu' fiscal al pensiunii din Breb (CUI): {s}": _cui,
    "trade register number of the distillery (ONRC): {s}": _onrc,
    "nr. de ordine în registrul comerțului: {s}": _onrc,
    "a pálinkafőzde közösségi adószáma: {s}": _anum,
    "EU VAT number of the Debrecen coat buyer: {s}": _anum,
    "мій РНОКПП (ІПН): {s}": _rntrc,
    "taxpayer number (RNOKPP) of the Chernivtsi driver, for the waybill: {s}": _rntrc,
    "код ЄДРПОУ перевізника з Чернівців: {s}": _edrpou,
    "IDNO of the Moldovan plum supplier in Briceni: {s}": _idno,
    "seria și nr. buletinului: {s}": _ro_card,
    "passport number of the Romanian driver: {s}": _ro_passport,
    "номер ID-картки: {s}": _ua_idcard,
    "мій УНЗР: {s}": _ua_unzr,
    "номер закордонного паспорта: {s}": _ua_passport,
    "номер водійського посвідчення: {s}": _ua_licence,
    "TAJ számom: {s}": _hu_taj,
    "adóazonosító jelem: {s}": _hu_tax,
    "személyi igazolvány száma: {s}": _hu_idcard,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Salt Bank 2FA recovery codes\n{codes}", "spare sign-in codes for the guesthouses' Google Workspace {codes}",
            "Travelminit backup codes: {codes}", "coduri de rezervă pentru 2FA:\n{codes}",
            "резервні коди для входу: {codes}", "tartalék kódok a kétlépcsős azonosításhoz: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Hostico:ileana@cununa.ro?secret={s}&issuer=Hostico&period=30",
              "manual setup key for the NovaPay business cabinet: {s}",
              "секретний ключ 2FA для Tranzzo: {s}",
              "cheia secretă TOTP pentru ROMARG: {s}"]  # fmt: skip
_CODES = ["{c} is your Salt Bank verification code",
          "Codul tău de confirmare Libra: {c}. Nu-l spune nimănui.",
          "Ваш код підтвердження NovaPay: {c}. Нікому не повідомляйте.",
          "A MBH Bank egyszer használatos kódja: {c}",
          "Uklon: код для входу {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


def _otp_code(rng: random.Random) -> str:
    return v.until(rng, lambda g: _r(g, D, 6), lambda s: s[0] != "0")


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _otp_code(g)}, "c")


_SSIDS = ["Casa-Breb-1", "Breb_Oaspeti_5G", "DIGI-Breb-Casa3", "Gater-Dornei", "Horinca-Izei",
          "Cojocaria-Vama", "Autogara-Suceava-Staff", "Avtostantsiia-Cv", "Volia_Cv_5G",
          "Ieud-Biserica-Scan", "Sighet-Fozde", "Lavka-Climauti"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "guesthouse network {s}, password {pw}",
    "wifi at the Breb reception: {s} / {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
    "the key printed on the sticker under the Digi box: {pw}",
    "parola la wifi {s} îi {pw}",
    "wifi-u' {s}, parola {pw}, mulțam",
    "пароль від вайфаю {s}: {pw}",
    "ади вайфай {s}, пароль 👉 {pw}",
    "гесло на вайфай {s} є {pw}",
    "пароль от вайфая {s} — «{pw}»",
    "a wifi {s} jelszava {pw}",
    "парола від wifi {s}: {pw}",
    "scanner hotspot at the church: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ecl_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("frb_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the chat preview hides it) {t}", "диктую по одній літері: {t}",
          "îți dictez literă cu literă: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["codu' la lacătul de la gater: {pw}",
          "codu' de la ușa pivniței cu horincă: {pw}, nu-l spune la nimenea",
          "код від кодового замка на автостанції: {pw}",
          "ПІН до сейфа в колибі: {pw}",
          "a főzde ajtajának kódja: {pw}",
          "код от замка в лавке: {pw}",
          "the key safe at Casa Breb 4 opens with {pw}",
          "PIN-ul tokenului certSIGN pentru DUKIntegrator: {pw}",
          "PIN-kód a Microsec kártyához: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    length = [5, 6, 4, 8][index % 4]
    return {
        "pw": _four_digits(rng) if length == 4 else rng.choice("123456789") + _r(rng, D, length - 1)
    }


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["shingle", "belfry", "plum", "cauldron", "spruce", "sawdust", "fleece", "porch",
                 "rafter", "barrel", "hayloft", "trembita", "sheepfold", "ferry", "larch", "copper"]  # fmt: skip
_PHRASES = {"master passphrase for the office vault: {p}": " ",
            "database passphrase of the old vault: {p}": "-",
            "passphrase of the backup drive at the timber yard: {p}": ".",
            "fraza de acces la seif: {p}": " ",
            "парольна фраза до сховища: {p}": " ",
            "a jelszókezelő mesterjelmondata: {p}": "_",
            "кодовая фраза от архива: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request (bilete-api), header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Hygger #355, raw request: Authorization: Bearer {v}": False,
    "HAProxy backend: http-request set-header Authorization \"Basic {v}\"": True,
    "curl -H 'Authorization: Bearer {v}' https://api.bilete.cununa.ro/v2/curse": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "kubeconfig (the Breb k3s box):\nusers:\n- name: breb-admin\n  user:\n    token: {pw}",
    "CCcam.cfg on the guesthouse receiver:\nC: sat.cununa.lan 12000 breb {pw}",
    ".s3cfg:\n[default]\naccess_key = SCANS01\nsecret_key = {pw}\nhost_base = s3.cununa.lan",
    ".boto:\n[Credentials]\ngs_access_key_id = GOOGSCANS01\ngs_secret_access_key = {pw}",
    ".terraformrc:\ncredentials \"tf.cununa.lan\" {{\n  token = \"{pw}\"\n}}",
    "~/.config/gh/hosts.yml:\ngithub.com:\n    oauth_token: {pw}\n    user: cununa-ops",
    ".yarnrc.yml:\nnpmRegistries:\n  \"https://npm.cununa.lan\":\n    npmAuthToken: {pw}",
    "core-site.xml:\n<property><name>fs.s3a.secret.key</name><value>{pw}</value></property>",
    ".pcppass:\npgpool.cununa.lan:9898:pgpool:{pw}",
    "bareos-dir.d/client/kiln-fd.conf:\nClient {{\n  Name = kiln-fd\n  Address = kiln-pc.cununa.lan\n  Password = \"{pw}\"\n}}",
    "compose.yaml for Keycloak:\n    environment:\n      KEYCLOAK_ADMIN: admin\n      KEYCLOAK_ADMIN_PASSWORD: {pw}",
    "DJANGO_SUPERUSER_PASSWORD={pw} python manage.py createsuperuser --noinput --username breb",
    "sitemanager.xml:\n<Host>sftp.cununa.ro</Host>\n<User>ileana</User>\n<Pass>{pw}</Pass>",
    "Tasmota console on the still's pump plug: Backlog WebPassword {pw}; Restart 1",
    "obs-websocket config.json:\n{{\"server_enabled\": true, \"server_port\": 4455, \"server_password\": \"{pw}\"}}",
    ".pypirc:\n[cununa]\nrepository = https://pypi.cununa.lan\nusername = ileana\npassword = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Toader: wifi password for the kiln room?\nIleana: {pw}",
    "[06:12] fedot: root pw for the Etalon unit?\n[06:13] taras: {pw}",
    "Csaba: {pw} is the new Kothe admin password",
    "Oksana: use {pw}, that's what the Tiras panel has now",
    "Grigore, 22:10: parola nouă-i {pw} 🙏",
    "Юрко, 09:41: новий пароль — {pw}",
    "Михаль: нове гесло є {pw}",
    "Игнат: новый пароль → {pw}, Спаси Христос",
    "Ildikó: az új jelszó {pw}",
    "Vasyl: нова parola e {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


def _bitlocker(g: random.Random) -> str:
    """A BitLocker recovery key: eight groups of six digits, each a multiple of 11 below 720896."""
    return "-".join(f"{g.randrange(1, 65_536) * 11:06d}" for _ in range(8))


def _filevault(g: random.Random) -> str:
    return "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(6))


def _bitwarden(g: random.Random) -> str:
    return _r(g, LOWER_DIGITS, 32)


def _secret_key(g: random.Random) -> str:
    return f"A3-{_r(g, UPPER_DIGITS, 6)}-{_r(g, UPPER_DIGITS, 6)}-" + "-".join(
        _r(g, UPPER_DIGITS, 5) for _ in range(4)
    )


_RECOVERY: dict[str, Maker] = {
    "BitLocker recovery key for the distillery laptop: {k}": _bitlocker,
    "cheia de recuperare BitLocker de la laptopul din gater: {k}": _bitlocker,
    "ключ відновлення BitLocker ноутбука автостанції: {k}": _bitlocker,
    "ключ восстановления от ноутбука в лавке: {k}": _bitlocker,
    "FileVault recovery key (Csaba's Mac): {k}": _filevault,
    "a Mac helyreállítási kulcsa: {k}": _filevault,
    "recovery code for the office password manager account: {k}": _bitwarden,
    "Emergency Kit of the guesthouses' vault, Secret Key: {k}": _secret_key,
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")

# How many samples each family draws (390 in all, near heldout32's proportions, a recovery-key family
# in place of its hidden labels).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 63), (_logins, 23), (_spelled_take, 12), (_cli, 36), (_urls, 14), (_vendors, 54),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _phrase_of(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Kothe panel password is": "{s}", "parola la gater:": "{s} (de la schimbarea din martie)",
    "пароль від котла —": "{s}", "Incoplan password": "{s}\nchange it after the drying season",
    "гесло є": "{s}", "a jelszó:": "{s}", "пароль:": "{s}, Спаси Христос",
    "parola від роутера e": "{s}", "the password Toader read out over the phone was": "{s}, I think",
    "the Salto KS admin password": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Travelminit API key", "{s}", _j((HEX, 64))),
    ("split_token", "Romcard merchant key:", "{s} (live)", _j((UPPER_HEX, 64))),
    ("split_token", "Bringo API key", "{s}", _uuid("a")),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/37", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "RO"))),
    ("split_backup", "Salt Bank recovery codes", "{s}\nkmzt41-8q2v7d\nbrxe07-h3vz9p", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CNP", "{s}", _cnp),
    ("split_phrase", "vault passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"kothe": {"url": "https://still.cununa.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"parola": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "toader", "jelszo": "{s}"}}': ("meta_password", _plain_pw),
    '{"boilers": [{"name": "casa-1"}, {"name": "casa-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["arangodump", "--server.username", "root", "--server.password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "новий пароль від M.E.Doc: {s}"}': ("meta_password", _plain_pw),
    '{"гесло": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the RMS Remote console as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"travelminit": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"novapayPrivateKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"autogari_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "09/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "UA")),
    '{"buyer": {"kozossegi_adoszam": "{s}"}}': ("meta_id", _anum),
    '{"mfa": {"recovery_codes": ["{s}", "kmzt41-8q2v7d", "brxe07-h3vz9p"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"church_roof_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"pivnita": {"cod_lacat": "{s}"}}': ("meta_pin", _j(("7", 1), (D, 5))),
    '{"wifi": {"ssid": "Casa-Breb-2", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"kothe-panel-firmware-4.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.cununa.lan/bilete-api:3.2").hexdigest()
_COMMIT = hashlib.sha1(b"bilete: add the Porubne stop", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"rezervari: revert the Breb room map", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"scan-ieud-pronaos-2033-05.e57", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"inventar-gater-2032.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the Kothe panel password before the excise inspection on 2033-06-11.",
    "Toader asked for the Breb guest wifi password; it's on the card in the reception drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into QIP; share a vault link instead.",
    "The `.env.example` line `TRAVELMINIT_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Pavone terminal asks for a new admin password after every firmware update.",
    "Replace <YOUR_AUTOGARI_KEY> in the README with the key from the Autogari partner page.",
    "NOVAPAY_PRIVATE_KEY and SMSLINK_CONNECTION_KEY must be set before the nightly ticket sync runs.",
    "Nu spune la nimeni parola, no, că-i treaba ta.",
    "Нікому не кажи свій пароль, навіть ґазді.",
    "Гесло никому не гвар, ани дітям.",
    "Пароль никому не сказывай, Спаси Христос.",
    "A jelszavadat ne mondd el senkinek, köszi.",
    "Parola не кажи нікому, mulțam.",
    "Parola trebuie să aibă cel puțin paisprezece caractere.",
    "Пароль має містити щонайменше чотирнадцять символів.",
    "A jelszó legalább tizennégy karakter legyen.",
    "Упгрейд: the Kothe panel firmware went from 4.1 to 4.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the Porubne stop to the Chernivtsi timetable.",
    f"Rolled back to {_SHORT} after the Breb room map broke the booking export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Kothe panel firmware 4.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of inventar-gater-2032.xlsx: {_SHA512}",
    f"The tickets API container runs registry.cununa.lan/bilete-api@sha256:{_IMAGE}.",
    f"MD5 of scan-ieud-pronaos-2033-05.e57 is {_MD5}, same as the copy on the scans share.",
    "Request id 3c9a17e2-58b4-4d61-9f0e-7a2b6c81d4f3 is the slow one in the Autogari logs.",
    "Purchase order CC-PO-2033-0172 for 40 m³ of spruce shingles ships on Thursday.",
    "Hygger #318: the kiln 2 humidity alarm at Vatra Dornei keeps tripping at night.",
    "Call the Breb reception on +40 262 318 904 before noon.",
    "Номер автостанції в Чернівцях: +380 372 52 41 07.",
    "Seat 14 on the 07:15 Suceava–Chernivtsi coach, via the Siret–Porubne crossing, platform 3.",
    "HS code 2208.90 covers the plum brandy; 4302.19 is for the tanned sheepskins.",
    "Lot HZ-2033-014: 480 l of horincă at 52 % vol, cask 7, distilled in October.",
    "The Ieud church shingles are 60 cm long and the belfry is 18 m high.",
    "After five wrong passwords the Ferroli portal locks the account for 20 minutes.",
    "The secret of good horincă is twice-distilled plums from Oncești and patience.",
    "Ask Toader for the cellar door code, I don't have it.",
    "My card ending 4417 was declined at the Sighet hardware store.",
    "The Chernivtsi partner wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Salt Bank account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `ROMCARD_MERCHANT_KEY` in the secrets store, never in the repository.",
    "The padlock on the sawdust shed rusts in the winter; oil it every month.",
    "Travelminit moved the API key page under Setări › Dezvoltatori in its May release.",
    "ISBN 978-973-50-7124-3 is the book on the wooden churches of Maramureș on the office shelf.",
    "The guest wifi 'Breb-Oaspeti-Free' is open, no password needed.",
    "Log batch DR-2033-0412: 38 spruce logs, 41.6 m³, tracked in SUMAL 2.0 with notice 7730121.",
    "Poștă: 435500 Sighetu Marmației, 725700 Vatra Dornei; пошта: 58000 Чернівці.",
    "The bus takes the DN17 to Suceava and the E85 to Siret, then the M19 to Chernivtsi.",
    "Coat order 2033/118: three sheepskin coats, sizes 48, 52 and 54, for the Vama fair.",
    "Guest booking BR-44821 for Casa Breb 3, 12–15 August, two adults and a child.",
    "The Barudan head needs a new needle plate; part number 0181-22040, in stock at Cluj.",
    "Codul de bare de pe sticla de horincă de 0,5 l este 5940000123452.",
    "The excise warehouse authorisation is printed on the door; nobody needs a password to read it.",
    "Ticket Weeek-7731: the Technicolor router in Casa Breb 5 reboots every night at 03:00.",
    "Fedot's version of the timetable is 2033.2 and the tariff table is v14.",
    "Дякую за рахунок №2033/77 від 14.03, оплату проведемо до кінця тижня.",
    "Köszi a számlát, a 2033/0091-es tételt holnap utaljuk.",
    "The wooden church of Bârsana was rebuilt in 1720; our scan job number is SC-1720-B.",
    "The Salto KS keypad shows error E-07 when a card's battery is low.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/cununa/kothe", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 612}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "Hygger-318", "purchase_order": "CC-PO-2033-0172"}',
    '{"lot": {"id": "HZ-2033-014", "litres": 480, "abv_pct": 52}}',
    '{"phone": "+40 262 318 904", "city": "Sighetu Marmației"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "logs_in_yard": 1284}',
    '{"hs_code": "2208.90", "origin": "RO", "description": "plum brandy"}',
    '{"route": "Suceava–Chernivtsi", "departure": "07:15", "seats": 49}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
