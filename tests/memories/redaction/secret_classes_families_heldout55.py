# ruff: noqa: RUF001, RUF002  (labels, separators, names and letters of other scripts are part of the samples)
"""Held-out secret families, fifty-fifth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to fifty-fourth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written beside it, their tests nor the reports, and the scrubber was never run on it.
Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
nurses, aides, chaplain, kitchen, pharmacy, volunteers and office of a hospice and palliative-care
home (Pelican Reach Hospice, Port Allemand: Magnolia, Cypress, Heron and Live Oak wards, a
pharmacy cabinet and a controlled-drugs cupboard, a chapel with a bell tower, the Porch day
centre, a memorial garden, with staff from Côte d'Ivoire, South Sudan, the Bahamas, Ghana,
Acadiana, the Philippines and Malaysia) leak secrets into an assistant's memory: Voalte, Halo
Health, Amtelco, PerfectServe and Crewhu messages, Patchwork, Lantum, Florence and HealthRoster
shift notes, Nourish, Birdie, CarePlanner, Access Care Planning, Carebeans, Cliniko and Accurx care
notes, Datix, Radar Healthcare and InPhase incidents, Joplin and Karakeep notes to self, Augnito and
Wispr Flow dictation, e-mails, runbooks, whiteboards and clipboards; shell history (bash, zsh's
extended history, fish, PowerShell's ConsoleHost_history, script's typescript, tmux scrollback,
WSL, Konsole) with the commands of credhub, uaac, bosh, OpenSearch's securityadmin.sh, OWASP
dependency-check, HeidiSQL, Commvault's qlogin, Avamar's mccli, ossutil, coscmd, obsutil, qshell,
DataStax's dsbulk and Arcserve's ca_backup (tools no earlier corpus names); configs of ChurchCRM,
Rock RMS, HospitalRun, Kodi, BackupPC, motionEye, maddy, InvoiceNinja, Mahara, ILIAS, TacticalRMM,
FOG Project, Castopod, Twenty, Documenso, Joplin Server, HortusFox and Stirling-PDF; the web pages
and apps of beds, hoists, pumps, oxygen, nurse call, telecare, kitchen, laundry, power, building and
chapel equipment (Hillrom, Stryker, Linet, Arjo, Guldmann, B. Braun, ResMed, Philips Respironics,
Inogen, Fisher & Paykel, Rauland, Jeron, Spectralink, Legrand Care, Tunstall, Courtney Thorne,
Static Systems, Aid Call, Intercall, Lainox, Speed Queen, Miele Professional, Generac, Delta
Controls, ProPresenter, Verdin, RxSafe, Hobart, Medline); README fragments, voice-dictated text and
requests to the assistant itself. About 40 % of the texts are in other languages than English (the
rest English or language-neutral config and shell): Dyula (Jula, in its Latin letters), Juba Arabic
(in Latin letters, as typed in chats), Bahamian Creole, Ghanaian Pidgin English, Cajun (Louisiana)
French, Nouchi (Abidjan's French street register), Taglish (Tagalog and English mixed) and Manglish
(Malaysian English) (no earlier docstring names them; the wordings are the author's own), and
Spanish, Vietnamese, French, German, Brazilian Portuguese, Arabic, Korean, Simplified Chinese,
Hindi, Russian, Japanese, Polish, Turkish, Swahili, Czech and Italian in wordings of their own.
Vendors (WellSky, Netsmart, Homecare Homebase, MatrixCare, Axxess, PointClickCare, KanTime,
Brightree, Consolo, DrChrono, Tebra, Health Gorilla, Particle Health, Zus Health, 1upHealth,
Metriport, Validic, DoseSpot, CoverMyMeds, Availity, Waystar, Claim.MD, pVerify, Candid Health,
OhMD, Klara, Solutionreach, Bamboo Health, CareCloud, athenahealth, eClinicalWorks, Tithe.ly,
Planning Center, Pushpay, Subsplash, Galaxy Digital, Timecounts, VolunteerMatters, Lightico,
Spectralink, Rauland, DocuSeal) are ones heldouts 5 to 54 do not name; their token shapes are
the author's guesses, not published formats. The ids are kinds they do not use: Australia's
Individual Healthcare Identifier (800360, nine digits, checked with python-stdnum's `luhn`),
Turkey's foreigner identification number (yabancı kimlik numarası, 99-prefixed, checked with
`tr.tckimlik`) and Malaysia's MyPR number (its birth date and birthplace code checked with
`my.nric`; the scheme has no check digit); a US Alien Registration Number, a US permanent resident
card number, a Known Traveler Number, a DoD ID (EDIPI), a Medicaid ID, an I-94 admission number, a
Philippine GSIS BP number, a Côte d'Ivoire CMU card number, a South Sudanese national ID number and
a Bahamas NIB number carry no check a library or this file verifies (no check-digit algorithm is
written here), nor do the Philippine, Ivorian, South Sudanese and Bahamian passports under Taglish,
Nouchi, Juba Arabic and Bahamian words. Card numbers pass Luhn (RuPay and Mir prefixes drawn here
and checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count
over heldouts 5 to 54 (Bosnia and Herzegovina, Israel, Libya, Moldova, Montenegro, North Macedonia,
Pakistan and the United Arab Emirates, each in three earlier corpora), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Czech, Italian, Korean, Simplified
Chinese, Russian and Spanish lists (the Russian one is checksum-valid by construction; `mnemonic`'s
own `check` rejects it because it decomposes `й`). Same families and counts as the thirty-second
corpus: 390 texts, 20 field pairs and 20 metadata samples with a secret; 60 clean texts and 10
clean metadata.
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
from stdnum.my import nric as my_nric
from stdnum.tr import tckimlik as tr_tckimlik

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 35_055_713
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


# Pelican Reach Hospice & Palliative Care, Port Allemand: its wards, birds, kitchen and people.
_WARDS = ["Magnolia", "Cypress", "Heron", "LiveOak", "Egret", "Bayberry"]
_BIRDS = ["Heron", "Egret", "Pelican", "Ibis", "Spoonbill", "Kingfisher", "Wren", "Cardinal",
          "Mockingbird", "Pintail", "Gallinule", "Anhinga"]  # fmt: skip
_FOODS = ["Gumbo", "Boudin", "Praline", "Beignet", "Etouffee", "Attieke", "Alloco", "Kisra",
          "Asida", "Kenkey", "Waakye", "Sinigang", "Adobo", "Lumpia", "Rendang", "Kaya", "Conch",
          "Johnnycake", "Souse"]  # fmt: skip
_HOSPICE = ["Magnolia", "Cypress", "Vesper", "Lantern", "Chamomile", "Lavender", "Quilt",
            "Evensong", "Rosary", "Hymnal", "Candle", "Compline", "Solace", "Porch"]  # fmt: skip
_PLACES = ["PortAllemand", "Plaquemine", "Opelousas", "Mamou", "VillePlatte", "Korhogo", "Bouake",
           "Odienne", "Rumbek", "Yei", "Torit", "Eleuthera", "Exuma", "Andros", "Abaco", "Sunyani",
           "Koforidua", "Bacolod", "Dumaguete", "Ipoh", "Taiping", "Seremban"]  # fmt: skip
_NAMES = ["Awa", "Seydou", "Mariam", "Drissa", "Deng", "Nyandeng", "Achol", "Lual", "Tavares",
          "Shavonne", "Kendrick", "Latoya", "Kwabena", "Efua", "Yaw", "Abena", "Remy", "Celeste",
          "Alcide", "Noelie", "Maricel", "Jhun", "Rowena", "Arnel", "Siti", "Kavitha", "Haziq",
          "Bronwen", "Ambrose", "Thuy"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["M4gn0l14", "V3sp3r", "P3l1c4n", "Cypr3ss", "L4v3nd3r", "Ev3ns0ng", "H3r0nW4rd",
         "Pr4l1n3", "Q41lt"]  # fmt: skip


def _bed(g: random.Random) -> str:
    """A ward and a bed, the way a night nurse makes a password up."""
    return f"{g.choice(_WARDS)}Bed{g.randrange(1, 25)}{g.choice(_SYMBOLS)}"


def _apple(g: random.Random) -> str:
    """Three groups of six small letters with one capital and one digit, as a phone suggests."""
    groups = [list(_r(g, LOWER, 6)) for _ in range(3)]
    capital, digit = g.sample(range(18), 2)
    groups[capital // 6][capital % 6] = g.choice(UPPER)
    groups[digit // 6][digit % 6] = g.choice(D)
    return "-".join("".join(group) for group in groups)


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BIRDS)}{g.choice(_FOODS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_HOSPICE, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1950, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "!%&*#@", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    _bed,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FOODS).lower()}_{g.randrange(1950, 2033)}",
    lambda g: f"Room{g.randrange(1, 40)}{g.choice(_HOSPICE)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 5) + _r(g, D, 2) + g.choice(_SYMBOLS) + _r(g, LOWER, 1),
    lambda g: f"{g.choice(_BIRDS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _apple,
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_FOODS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Voalte message from Kendrick: Hillrom Centrella bed gateway password {pw}",
    "Halo Health thread, night nurses: the Rauland Responder 5 admin password is {pw}",
    "Amtelco Infinity console note: Jeron Provider 790 master station password {pw}",
    "PerfectServe page from Celeste: Spectralink Versity MDM password {pw}",
    "Crewhu kudos post (public, oops): thanks Remy for resetting the Stryker iBed Server password to {pw}",
    "Patchwork shift note: Linet SafeSense portal password {pw}",
    "Lantum booking note for the agency nurse: B. Braun OnlineSuite password {pw}",
    "Florence shift handover, Magnolia ward: ResMed AirView password {pw}",
    "HealthRoster comment on the night rota: Philips Care Orchestrator password {pw}",
    "Nourish care note, typed in the wrong box: Inogen Connect password {pw}",
    "Birdie visit log: Fisher & Paykel myAIRVO 3 service password {pw}",
    "CarePlanner message to the day centre: Arjo MaxiMove service-tool password {pw}",
    "Access Care Planning note: Guldmann GH3 ceiling-hoist app password {pw}",
    "Carebeans activity log, the Porch day centre: Legrand Care Arial admin password {pw}",
    "Radar Healthcare incident 418: the Tunstall Lifeline hub password {pw} was written on the unit",
    "Datix report DW-3371: Courtney Thorne Medicall 800 engineer password {pw} left on a sticky note",
    "InPhase action log: Static Systems nurse-call web password {pw}",
    "Accurx message sent to the GP by mistake: Aid Call Touchcare admin password {pw}",
    "Cliniko treatment note, physio room: Intercall 700 controller password {pw}",
    "Kitchen whiteboard, photographed: Lainox Naboo oven cloud password {pw}",
    "Laundry clipboard: Speed Queen Insights password {pw}",
    "Miele Professional MOVE password for the sluice-room washer: {pw}",
    "Generac Mobile Link password for the standby generator: {pw}",
    "Delta Controls enteliWEB operator password {pw}",
    "ProPresenter remote password for the chapel screen: {pw}",
    "Verdin bell controller in the chapel tower, web password {pw}",
    "RxSafe 1800 pharmacy cabinet admin password {pw}",
    "Hi Awa,\n\nthe admin password for the RxSafe cabinet PC is {pw}. Please shred this once you know it.\n\nBronwen",
    "Runbook: power cut at night\n1. check the Generac panel by the laundry\n2. log in to Mobile Link as duty-manager\n3. password {pw}\n4. confirm the transfer switch moved",
    "README (chapel AV cupboard)\nProPresenter runs on the chapel iMac; remote password `{pw}`.",
    "remember my credit union app password for me: {pw}",
    "Augnito dictation: the RxSafe admin password is {pw} full stop",
    "Wispr Flow dictation: new password for the nurse-call server {pw}",
    "note to self, Hillrom gateway password {pw}",
    "n ka imɛli mot de passe ye {pw} ye",
    "Drissa: sɛriwɛri ka mot de passe kura ye {pw} ye, i kana a di mɔgɔ si ma",
    "mon djo, le mot de passe du PC de la chapelle c'est {pw}, faut pas donner ça à môgô",
    "Mariam: on dit quoi, le nouveau code du serveur c'est {pw} hein",
    "password ta email ta ana huwa {pw}",
    "Lual: password jedid ta server huwa {pw}, ma wori ayi zol",
    "Da password fa my email is {pw}, don' tell nobody ya hear",
    "Shavonne: bey, da server password change to {pw}, chile",
    "Chale, my email password be {pw}, no tell anybody oo",
    "Kwabena: charley, the new server password be {pw}, make you no share am",
    "Mon mot de passe pour le courriel, c'est {pw}, mais dis-le pas à personne, cher",
    "Alcide: asteur le mot de passe du serveur, ça c'est {pw}",
    "Yung password ng email ko ay {pw}, wag mo i-share ha",
    "Jhun: pinalitan ko na yung server password, {pw} na siya ngayon",
    "My email password is {pw} lah, don't simply share ah",
    "Haziq: eh the chapel PC password {pw} already, Kavitha changed one",
    "oye, la contraseña nueva del gabinete de farmacia es {pw}",
    "mật khẩu máy tính ở phòng trực đêm là {pw}",
    "le mot de passe du poste de l'accueil de jour est {pw}",
    "Das Passwort vom Kapellen-PC ist jetzt {pw}",
    "a senha do computador da farmácia agora é {pw}",
    "كلمة سر حاسوب الصيدلية هي {pw}",
    "약제실 PC 비밀번호: {pw}",
    "药房电脑的密码改成 {pw} 了",
    "फार्मेसी वाले कंप्यूटर का पासवर्ड अब {pw} है",
    "пароль от компьютера в часовне теперь {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["awa.kone", "seydou", "mariam.o", "drissa", "deng.m", "nyandeng", "achol", "lual",
          "tavares", "shavonne.k", "kendrick", "latoya", "kwabena", "efua.m", "yaw", "abena",
          "remy.t", "celeste", "alcide", "noelie", "maricel", "jhun.v", "rowena", "arnel",
          "siti.a", "kavitha", "haziq", "bronwen", "svc-census", "chapel-av", "pharm-tech"]  # fmt: skip
_LOGINS = [
    "Voalte, Kendrick: the Rauland login is {u} / {pw}",
    "Datix DW-3390: {u} locked out of the RxSafe cabinet, last password tried {pw}",
    "acct {u} pw {pw}",
    "Joplin › IT › Nurse call › Responder 5: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Stryker iBed | {u} | {pw} |",
    "log into enteliWEB as {u} using {pw}",
    "Linet portal {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "[generac]\nuser = {u}\npass = {pw}",
    "Halo Health: account {u}, pass {pw}",
    "Celeste says the Medicall login is {u} and the password is {pw}",
    "system;user;password\nresmed-airview;{u};{pw}",
    "ssh {u}@census.pelicanreach.lan   # pw {pw}",
    "PerfectServe: creds for ProPresenter are {u} and {pw}",
    "n tɔgɔ ye {u}, mot de passe ye {pw}",
    "le login c'est {u}, le mot de passe c'est {pw}, c'est propre",
    "username ta ana {u}, password ta ana {pw}",
    "my username is {u} an' da password is {pw}",
    "my username be {u}, the password be {pw}",
    "mon nom d'usager c'est {u} pis le mot de passe c'est {pw}",
    "username ko {u}, password {pw}",
    "username {u}, password {pw}, can login already",
    "tên đăng nhập {u}, mật khẩu {pw}",
    "usuario {u} y contraseña {pw}",
    "아이디 {u} 비밀번호 {pw}",
    "login {u}, hasło {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["praline", "boudin", "attieke", "kenkey", "waakye", "kisra", "asida", "sinigang",
               "adobo", "lumpia", "rendang", "kaya", "conch", "johnnycake", "souse", "magnolia",
               "egret", "vesper"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: {w}, and straight after it the digits {d}",
    "for the chapel PC it's {w} with {d} on the end",
    "Augnito dictation: the day centre wifi password is {w} then {d}, no spaces",
    "type {w}, followed by {d}",
    "it's {w}{d}, the word and the number run together",
    "mot de passe ye daɲɛ {w} ye, o kɔfɛ {d}",
    "password huwa kalima {w}, ba'd de nimra {d}",
    "da password is da word {w}, den {d} behind it",
    "the password be the word {w}, then you add {d} for the back",
    "le mot de passe, c'est le mot {w}, et après ça {d}",
    "password is yung word na {w}, tapos {d} sa dulo",
    "password is the word {w} then {d} at the back lah",
    "mật khẩu là chữ {w}, sau đó là số {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


# A command's password (``{pw}``) or a cloud tool's secret key (``{sk}``, with its id ``{ak}``).
_CLI = [
    "credhub login -s https://credhub.pelicanreach.lan:8844 -u {u} -p '{pw}' --skip-tls-validation",
    "credhub set -n /hospice/census/db_password -t password -w '{pw}'",
    "credhub login --server https://credhub.pelicanreach.lan:8844 --username={u} --password={pw}",
    "uaac token owner get cf {u} -s \"\" -p '{pw}'",
    "uaac user add {u} --emails {u}@pelicanreach.org -p '{pw}'",
    "bosh -e hospice --client {u} --client-secret '{pw}' log-in",
    "BOSH_CLIENT={u} BOSH_CLIENT_SECRET='{pw}' bosh -e hospice deployments",
    "./securityadmin.sh -cd ../securityconfig/ -icl -nhnv -cacert root-ca.pem -ks admin-keystore.jks -kspass '{pw}'",
    "securityadmin.sh -backup ./sec-backup -icl -nhnv -ts truststore.jks -tspass {pw} -ks kirk.jks -kspass changeit",
    "dependency-check.sh --project census --scan ./lib --connectionString jdbc:mysql://nvd.pelicanreach.lan/dependencycheck --dbUser {u} --dbPassword '{pw}'",
    "dependency-check.sh -s ./portal --proxyserver proxy.pelicanreach.lan --proxyport 3128 --proxyuser {u} --proxypass '{pw}'",
    "heidisql.exe -n=1 -h=sql01.pelicanreach.lan -u={u} -p={pw} -d=Pharmacy",
    "\"C:\\Program Files\\HeidiSQL\\heidisql.exe\" --host=sql01.pelicanreach.lan --user={u} --password={pw} --port=1433",
    "qlogin -cs commserve.pelicanreach.lan -u {u} -clp '{pw}'",
    "qlogin -u {u} -clp {pw} -cs cv-cs01 && qoperation backup -c pr-fs01 -a Q_WINDOWS_FS -b default",
    "mccli client show --domain=/clients --usr={u} --password='{pw}'",
    "mccli backup show --name=/clients/pr-fs01 --usr={u} --password={pw}",
    "ossutil config -e oss-ap-southeast-3.aliyuncs.com -i {ak} -k '{sk}'",
    "ossutil cp census-2033-04.csv oss://pr-offsite/census/ -e oss-ap-southeast-3.aliyuncs.com -i {ak} -k {sk}",
    "coscmd config -a {ak} -s {sk} -b pr-backup-1250000000 -r ap-singapore",
    "coscmd -s {sk} -a {ak} upload memorial-slideshow.mp4 /chapel/",
    "obsutil config -i={ak} -k={sk} -e=obs.ap-southeast-1.myhuaweicloud.com",
    "obsutil cp ./bereavement obs://pr-archive -r -f -i={ak} -k={sk}",
    "qshell account {ak} {sk} pelicanreach",
    "qshell account -w {ak} {sk} chapel-media",
    "dsbulk load -url visits.csv -k hospice -t visits -h cass1.pelicanreach.lan -u {u} -p '{pw}'",
    "dsbulk unload -query \"SELECT * FROM hospice.visits\" -h cass1.pelicanreach.lan -u {u} -p {pw} -url /tmp/visits",
    "ca_backup -cahost arc01 -source pr-fs01 -filesystem D:\\Records -username {u} -password '{pw}'",
    "ca_backup -cahost arc01 -source -filesystem E:\\Chapel -username {u} -password {pw} -jobdesc nightly",
    "credhub generate -n /hospice/chapel/obs_ws -t password && credhub login -u {u} -p {pw}",
    "uaac target https://uaa.pelicanreach.lan && uaac token client get {u} -s '{pw}'",
    "bosh alias-env hospice -e 10.40.0.6 --ca-cert root_ca.pem && bosh -e hospice --client={u} --client-secret={pw} vms",
    "dsbulk count -k hospice -t visits -h cass2.pelicanreach.lan --driver.advanced.auth-provider.username {u} --driver.advanced.auth-provider.password '{pw}'",
    "heidisql.exe -h=127.0.0.1 -P=3307 -u={u} -p='{pw}' -d=\"Day centre MariaDB\"",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "~/.bash_history:\n{c}", ": 1961234567:0;{c}", "- cmd: {c}\n  when: 1961234567",
    "PS C:\\Users\\awa.kone> {c}", "C:\\ops>{c}", "ConsoleHost_history.txt: {c}",
    "history | grep -i pass\n  412  {c}", "tmux scrollback, window 'census':\n{c}",
    "typescript (script -a) from the night shift:\n{c}", "WSL, awa@RECEPTION-PC:~$ {c}",
    "Datix #2251, steps to reproduce: ran {c}", "Konsole tab 'backups': {c}",
    "eto yung command na pinatakbo ko: {c}", "I ran this one lah: {c}", "command al ana sawi: {c}",
    "dis da command I run: {c}", "la commande que j'ai roulée: {c}", "the command wey I run: {c}",
    "n ye command min kɛ: {c}", "la commande que j'ai tapée là: {c}", "lệnh tôi đã chạy: {c}",
]  # fmt: skip
_SECRET_KEYS: list[Maker] = [_j((ALNUM, 30)), _j((ALNUM, 32)), _j((ALNUM, 40)), _j((URLSAFE, 40))]


def _cli_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    fields = {"u": rng.choice(_USERS), "ak": _r(rng, UPPER_DIGITS, 20)}
    if "{sk}" in template:
        fields["sk"] = fields["secret"] = rng.choice(_SECRET_KEYS)(rng)
    else:
        fields["pw"] = fields["secret"] = _plain_pw(rng)
    return fields


Taker = Callable[[random.Random, int], list[Sample]]


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = _Family("cli_password", _CLI, _cli_draw, "secret").take(rng, n)
    return v.framed(rng, samples, _SHELLS)


_URLS = [
    "https://{u}:{pw}@couch.pelicanreach.org:6984/hospitalrun",
    "mysql+pymysql://{u}:{pw}@db.pelicanreach.lan:3306/churchcrm",
    "Server=sql01.pelicanreach.lan;Database=RockRMS;User Id={u};Password={pw};TrustServerCertificate=True",
    "davs://{u}:{pw}@files.pelicanreach.org/remote.php/dav/files/{u}/",
    "imaps://{u}:{pw}@mail.pelicanreach.org:993/INBOX",
    "ftps://{u}:{pw}@ftp.pelicanreach.org:990/bereavement/",
    "rtsp://{u}:{pw}@cam-garden.pelicanreach.lan:554/Streaming/Channels/101",
    "mongodb+srv://{u}:{pw}@volunteers.pr7xq.mongodb.net/rota?retryWrites=true",
    "clickhouse://{u}:{pw}@ch.pelicanreach.lan:9000/telemetry",
    "oracle+oracledb://{u}:{pw}@ora.pelicanreach.lan:1521/?service_name=BILLING",
    "snowflake://{u}:{pw}@pelicanreach-acct/HOSPICE/PUBLIC?warehouse=REPORTING",
    "socks5h://{u}:{pw}@proxy.pelicanreach.lan:1080",
    "smtp+starttls://{u}:{pw}@smtp.pelicanreach.org:587",
    "couchbase://{u}:{pw}@cb.pelicanreach.lan/meals",
]  # fmt: skip
_URL_PLACES = [
    "HOSPITALRUN_DB_URL={c}", "the connection string from the old Rock RMS migration: {c}",
    "keep this connection string somewhere for me: {c}", "eto yung connection string: {c}",
    "da database URL is {c}", "Datix DW-3418: {c}", "Joplin note 'Databases': {c}",
    "Karakeep bookmark note: {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "pelican-reach-hospice", "sub": f"app_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "patients:read census:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "ES256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 86)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("WellSky", "WELLSKY_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Netsmart", "NETSMART_API_KEY", _j((HEX, 32))),
    ("Homecare Homebase", "HCHB_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("MatrixCare", "MATRIXCARE_API_TOKEN", _j((ALNUM, 48))),
    ("Axxess", "AXXESS_API_KEY", _j((UPPER_HEX, 40))),
    ("PointClickCare", "PCC_CLIENT_SECRET", _j((ALNUM, 32))),
    ("KanTime", "KANTIME_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Brightree", "BRIGHTREE_API_KEY", _j((B64, 43), "=")),
    ("Consolo", "CONSOLO_API_TOKEN", _j((HEX, 40))),
    ("DrChrono", "DRCHRONO_CLIENT_SECRET", _j((ALNUM, 64))),
    ("Tebra", "TEBRA_CUSTOMER_KEY", _j((LOWER_DIGITS, 24))),
    ("Health Gorilla", "HEALTHGORILLA_CLIENT_SECRET", _j((HEX, 64))),
    ("Particle Health", "PARTICLE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Zus Health", "ZUS_API_TOKEN", _vendor_jwt("https://auth.zusapi.com")),
    ("1upHealth", "ONEUP_CLIENT_SECRET", _j((HEX, 32))),
    ("Metriport", "METRIPORT_API_KEY", _j((B64, 56))),
    ("Validic", "VALIDIC_ORG_TOKEN", _j((HEX, 64))),
    ("DoseSpot", "DOSESPOT_CLINIC_KEY", _j((ALNUM, 32))),
    ("CoverMyMeds", "COVERMYMEDS_API_SECRET", _j((ALNUM, 40))),
    ("Availity", "AVAILITY_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Waystar", "WAYSTAR_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Claim.MD", "CLAIMMD_ACCOUNT_KEY", _j((D, 5), "_", (ALNUM, 24))),
    ("pVerify", "PVERIFY_CLIENT_SECRET", _j((ALNUM, 30))),
    ("Candid Health", "CANDID_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("OhMD", "OHMD_API_KEY", _j((HEX, 40))),
    ("Klara", "KLARA_API_TOKEN", _j((ALNUM, 40))),
    ("Solutionreach", "SOLUTIONREACH_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Bamboo Health", "BAMBOO_PMP_API_KEY", _j((B64, 44))),
    ("CareCloud", "CARECLOUD_CLIENT_SECRET", _j((ALNUM, 40))),
    ("athenahealth", "ATHENA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("eClinicalWorks", "ECW_CLIENT_SECRET", _j((HEX, 32))),
    ("Tithe.ly", "TITHELY_SECRET_KEY", _j((HEX, 40))),
    ("Planning Center", "PCO_APP_SECRET", _j((HEX, 64))),
    ("Pushpay", "PUSHPAY_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Subsplash", "SUBSPLASH_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Galaxy Digital", "GALAXY_DIGITAL_API_KEY", _j((HEX, 32))),
    ("Timecounts", "TIMECOUNTS_API_TOKEN", _j((ALNUM, 40))),
    ("VolunteerMatters", "VOLUNTEERMATTERS_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Lightico", "LIGHTICO_API_SECRET", _j((B64, 40))),
    ("Spectralink", "SPECTRALINK_AMIE_API_KEY", _j((UPPER_HEX, 32))),
    ("Rauland", "RAULAND_RESPONDER_API_KEY", lambda g: v.uuid4(g, "8")),
    ("DocuSeal", "DOCUSEAL_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "set -gx {env} '{tok}'",
    "$env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\"",
    "launchctl setenv {env} {tok}",
    "kubectl create secret generic census-sync --from-literal={env}={tok}",
    "docker run -d -e {env}={tok} ghcr.io/pelicanreach/census-sync:2.3",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "web.config:\n<appSettings>\n  <add key=\"{env}\" value=\"{tok}\" />\n</appSettings>",
    ".env.production:\n{env}={tok}",
    "crontab -l\n15 2 * * * {env}={tok} /opt/census/sync.sh",
    "GitHub Actions secret pasted into the issue by mistake: {env}: {tok}",
    "Pelican Reach IT › Integrations › {vendor} › API key: {tok}",
    "Datix DW-3425: {vendor} feed down since 6am, key in use {tok}",
    "Radar Healthcare action 77: rotate the {vendor} key {tok}",
    "Voalte, Kendrick: {vendor} key for the census sync: {tok}",
    "Halo Health: the {vendor} token we use now is {tok}, the old one is revoked",
    "{vendor} integration broken again, current key {tok}",
    "please remember our {vendor} API key: {tok}",
    "{vendor} ka API clé ye {tok} ye",
    "la clé API de {vendor} là c'est {tok}, faut pas gâter ça",
    "API key ta {vendor} huwa {tok}",
    "da {vendor} API key is {tok}",
    "the {vendor} API key be {tok}",
    "la clé d'API pour {vendor}, c'est {tok}, cher",
    "yung API key ng {vendor}: {tok}",
    "{vendor} API key is {tok} ah, don't anyhow share",
    "la llave de API de {vendor} es {tok}",
    "khóa API của {vendor} là {tok}",
    "a chave da API do {vendor}: {tok}",
    "der API-Schlüssel für {vendor} lautet {tok}",
    "klucz API do {vendor}: {tok}",
    "مفتاح API الخاص بـ {vendor} هو {tok}",
    "{vendor} API 키는 {tok} 입니다",
    "{vendor} की API कुंजी {tok} है",
    "{vendor}のAPIキーは{tok}です",
    "{vendor} 的 API 密钥：{tok}",
    "API-ключ {vendor}: {tok}",
    "{vendor} API anahtarı: {tok}",
    "ufunguo wa API wa {vendor} ni {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    gorilla = _r(rng, HEX, 64)
    metriport = _r(rng, B64, 56)
    dosespot = _r(rng, ALNUM, 32)
    pco = _r(rng, HEX, 64)
    timecounts = _r(rng, ALNUM, 40)
    oneup = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'client = HealthGorillaClient(client_id="pelican-reach", client_secret="{gorilla}")', gorilla),
        Sample("vendor_token", f"curl -H 'x-api-key: {metriport}' https://api.metriport.com/medical/v1/patient?facilityId=pr-01", metriport),
        Sample("vendor_token", f'const dosespot = new DoseSpot({{ clinicId: 1187, clinicKey: "{dosespot}" }});', dosespot),
        Sample("vendor_token", f"Config/Prod.xcconfig:\nPCO_APP_ID = 7731\nPCO_APP_SECRET = {pco}", pco),
        Sample("vendor_token", f'Invoke-RestMethod -Uri https://api.timecounts.org/v1/shifts -Headers @{{ Authorization = "Token {timecounts}" }}', timecounts),
        Sample("vendor_token", f'{{"key": "oneup_client_secret", "value": "{oneup}", "type": "secret", "enabled": true}}', oneup),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    templates = iter(v.cycle(rng, _NAMED, n - len(out)))
    chosen = list(_VENDORS) + [rng.choice(_VENDORS) for _ in range(n - len(out) - len(_VENDORS))]
    rng.shuffle(chosen)
    for vendor, env, make in chosen:
        tok = make(rng)
        text = next(templates).format(vendor=vendor, env=env, tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Voalte: {t}", "copied from the portal, it won't show it again:\n{t}",
                "eto yung token: {t}", "{t} <- the new one lah", "keep this string for me: {t}",
                "token huwa {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 43), "="), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Zigbee network key of the Legrand Care room sensors: {h}": 32,
    "Z-Wave S2 access key of the garden-door lock: {h}": 32,
    "AES-128 key in the Tunstall pendant config export: {h}": 32,
    "HMAC-SHA256 secret for the DocuSeal webhook: {h}": 64,
    "SRTP master key of the Spectralink handsets, hex: {h}": 60,
    "khóa mã hóa của bản sao lưu: {h}": 64,
    "encryption key ng backup: {h}": 64,
    "backup ka clé ye {h} ye": 48,
    "BLE long-term key of the syringe-driver bridge: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Datix DW-3440: pasted from the browser DevTools {t}",
    "Cookie: pr_sso={t}; theme=dark",
    "CENSUS_SYNC_JWT={t}",
    "keep this token for the Zus sync {t}",
    "token: {t}",
    "token ta sync huwa {t}",
    "HAR export, request header authorization: Bearer {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.pelicanreach.org/realms/hospice",
            "azp": "census-portal",
            "roles": ["nurse", "night-shift"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the census server, please vault it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/portal.pelicanreach.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"DOCUSEAL_SIGNING_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ed25519_chapel <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "Datix DW-3402, attachment pasted inline:\n{key}": ("EC PRIVATE KEY", "\n"),
    "eto yung private key ng server:\n{key}": ("PRIVATE KEY", "\n"),
    "GPG key for the pharmacy wholesaler's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Mr. Breaux asked us to give these to his son after he passes (Zashi wallet words): {p}": "english",
    "Nighthawk wallet recovery phrase\n{p}": "english",
    "YWallet backup, memorial fund: {p}": "english",
    "MyEtherWallet mnemonic (the old donations wallet, emptied in 2031): {p}": "english",
    "Wispr Flow dictation: the Infinity Wallet recovery words are {p} and that's all of them": "english",
    "Joplin note 'Family requests / Room 12': {p}": "english",
    "obnovovací fráze k peněžence po tátovi: {p}": "czech",
    "frase di recupero del portafoglio di papà: {p}": "italian",
    "아버지 지갑 복구 문구: {p}": "korean",
    "钱包助记词（爸爸留下的）：{p}": "chinese_simplified",
    "сид-фраза от кошелька дедушки: {p}": "russian",
    "las palabras de recuperación de la billetera de mi abuelo: {p}": "spanish",
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
    return {"p": layouts[0 if "dictation" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's, Mir's: brands the value helpers
    do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["508227", "607153", "652150", "817290", "820041"], [16])
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Voalte, Tavares: the hospice card for the Medline order is {c}, exp {mm}/{yy}",
    "keep my spare card for me: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "Datix DW-3455: pay the Hobart service call with card {c}",
    "n ka karti nimɛro ye {c} ye",
    "nimra ta karta ta ana huwa {c}, {mm}/{yy}",
    "my card number is {c}, don' lose it",
    "my card number be {c}, {mm}/{yy}",
    "mon numéro de carte, c'est {c}, {mm}/{yy}",
    "card number ko: {c}",
    "my card number is {c} ah, exp {mm}/{yy}",
    "số thẻ của tôi: {c}",
]  # fmt: skip
_BRANDS = ["visa", "rupay", "mastercard", "amex", "mir", "discover", "jcb", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Discover {c} exp 09/34, CID on the back {cvv}",
               "the 3 digits by the signature panel: {cvv}",
               "Amex {c}, the 4-digit code printed on the front: {cvv}",
               "yung 3 digits sa likod ng card: {cvv}",
               "da three numbers on da back of da card is {cvv}",
               "mã CVV ở mặt sau thẻ: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "discover"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 54 (three earlier corpora each); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BA": "n" * 16, "IL": "n" * 19, "LY": "n" * 21, "MD": "cc" + "c" * 18,
                "ME": "n" * 18, "MK": "nnn" + "c" * 10 + "nn", "PK": "aaaa" + "c" * 16,
                "AE": "n" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Bequest from the Sarajevo cousin: please send the balance back to {i}",
    "save the Haifa donor's IBAN for the refund: {i}",
    "IBAN: {i}\nRef: memorial garden bench, plaque 7",
    "Halo Health #finance: the Chișinău family asked for the deposit back to IBAN {i}",
    "n ka IBAN ye {i} ye",
    "IBAN ta ana huwa {i}",
    "my IBAN is {i}",
    "my IBAN be {i}",
    "mon IBAN, c'est {i}",
    "eto yung IBAN ko: {i}",
    "my IBAN is {i} ah",
    "رقم الآيبان الخاص بي: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ihi(g: random.Random) -> str:
    """Australia's Individual Healthcare Identifier: 800360, nine digits and a Luhn digit."""
    body = "800360" + _r(g, D, 9)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return " ".join(number[k : k + 4] for k in range(0, 16, 4))


def _ykn(g: random.Random) -> str:
    """Turkey's foreigner identification number (yabancı kimlik numarası): 99, seven digits and
    the two check digits of the T.C. Kimlik No."""
    body = "99" + _r(g, D, 7)
    number = body + tr_tckimlik.calc_check_digits(body)
    assert tr_tckimlik.is_valid(number)
    return number


def _mypr(g: random.Random) -> str:
    """A Malaysian MyPR (permanent resident card) number: birth date, birthplace code, serial;
    stdnum's `my.nric` checks the date and the birthplace code (the scheme has no check digit)."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{born}-{h.choice(['71', '74', '60', '65', '83'])}-{_r(h, D, 4)}"

    return v.until(g, make, my_nric.is_valid)


def _a_number(g: random.Random) -> str:
    """A US Alien Registration Number: A and nine digits; no public check."""
    return "A" + g.choice("0123") + _r(g, D, 8)


def _green_card(g: random.Random) -> str:
    """A US permanent resident card's number: a service centre's three letters and ten digits;
    no public check."""
    return g.choice(["EAC", "WAC", "LIN", "SRC", "MSC", "IOE"]) + _r(g, D, 10)


def _ktn(g: random.Random) -> str:
    """A US Known Traveler Number (Global Entry's PASSID): nine digits; no public check."""
    return g.choice(["98", "15", "16"]) + _r(g, D, 7)


def _edipi(g: random.Random) -> str:
    """A US DoD ID number (EDIPI) from a veteran's card: ten digits; no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _medicaid(g: random.Random) -> str:
    """A state Medicaid recipient ID: thirteen digits as printed on the card; no public check."""
    return g.choice("12345678") + _r(g, D, 12)


def _i94(g: random.Random) -> str:
    """A US I-94 admission number in the 2019 form: nine digits, a letter, a digit; unchecked."""
    return _r(g, D, 9) + g.choice(UPPER) + g.choice(D)


def _gsis(g: random.Random) -> str:
    """A Philippine GSIS BP (business partner) number: eleven digits; no public check."""
    return "200" + _r(g, D, 8)


def _ph_passport(g: random.Random) -> str:
    """A Philippine e-passport: P, seven digits and a letter; no public check."""
    return "P" + _r(g, D, 7) + g.choice(UPPER)


def _ci_cmu(g: random.Random) -> str:
    """A Côte d'Ivoire CMU (universal health cover) card number: thirteen digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 12)


def _ci_passport(g: random.Random) -> str:
    """An Ivorian passport: two digits, two letters and five digits; no public check."""
    return f"{g.randrange(17, 33)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


def _ss_nin(g: random.Random) -> str:
    """A South Sudanese national ID number: ten digits; no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _ss_passport(g: random.Random) -> str:
    """A South Sudanese passport: R and eight digits; no public check."""
    return "R" + _r(g, D, 8)


def _bs_nib(g: random.Random) -> str:
    """A Bahamas National Insurance (NIB) number: eight digits; no public check."""
    return g.choice("123456789") + _r(g, D, 7)


def _bs_passport(g: random.Random) -> str:
    """A Bahamian passport: two letters and six digits; no public check."""
    return g.choice(["AB", "AC", "AD"]) + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "IHI of the Adelaide patient on Cypress ward, for the transfer letter: {s}": _ihi,
    "Individual Healthcare Identifier (from her My Health Record): {s}": _ihi,
    "Yabancı kimlik numaram: {s}": _ykn,
    "yabancı kimlik no. of the Izmir volunteer, for the background check: {s}": _ykn,
    "my MyPR number is {s}, for the HR form lah": _mypr,
    "MyPR no. of the new staff nurse from Ipoh: {s}": _mypr,
    "A-number on his green card: {s}": _a_number,
    "mon A-number pour les papiers d'immigration, c'est {s}": _a_number,
    "green card number for the I-9: {s}": _green_card,
    "Known Traveler Number for the chaplain's conference booking: {s}": _ktn,
    "veteran's DoD ID (EDIPI) for the We Honor Veterans paperwork: {s}": _edipi,
    "Medicaid ID of the Room 9 admission: {s}": _medicaid,
    "I-94 admission number for Dr. Ouattara's visa file: {s}": _i94,
    "yung GSIS BP number ko: {s}": _gsis,
    "GSIS BP no. ni Mama para sa pension: {s}": _gsis,
    "passport number ko: {s}, renew ko next year": _ph_passport,
    "n ka CMU karti nimɛro ye {s} ye": _ci_cmu,
    "mon numéro de passeport là c'est {s}": _ci_passport,
    "nimra ta bitaka ta ana ta South Sudan huwa {s}": _ss_nin,
    "nimra ta pasport ta ana huwa {s}": _ss_passport,
    "my NIB number is {s}": _bs_nib,
    "my passport number is {s}, don' lose it": _bs_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Availity 2FA recovery codes\n{codes}", "spare sign-in codes for the hospice's Microsoft 365 {codes}",
            "Waystar backup codes: {codes}", "backup codes ng 2FA ko:\n{codes}",
            "my 2FA backup codes: {codes}", "mã dự phòng 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Availity:bronwen@pelicanreach.org?secret={s}&issuer=Availity&period=30",
              "Tofu authenticator, manual entry key for the Waystar login: {s}",
              "Token2 hardware token seed for the WellSky admin: {s}",
              "setup key ng 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Availity verification code", "Orange Money : votre code de confirmation est {c}",
          "Gulf Parish Credit Union: your one-time code is {c}. We will never call you for it.",
          "Mã OTP của bạn là {c}. Không chia sẻ mã này.", "code ta inta huwa {c}, ma wori ayi zol"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["PelicanReach-Staff", "PR-Magnolia-5G", "PR-Chapel", "DayCentre-Porch", "PR-Pharmacy-IoT",
          "Cox-4417", "ATT8kQ2ZpR", "NETGEAR-Heron", "Breaux-Family", "PR-Cypress-2G",
          "Kitchen-Lainox", "Garden-Cam-AP"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nkey: {pw}",
    "ward network {s}, password {pw}",
    "wifi in the family room: {s} / {pw}",
    "ESP32 sensor sketch, secrets.h: #define WIFI_SSID \"{s}\" / #define WIFI_PASS \"{pw}\"",
    "the key on the sticker under the Cox router: {pw}",
    "wifi ka mot de passe ye {pw} ye ({s})",
    "wifi {s} password huwa {pw}",
    "da wifi {s} password is {pw}",
    "the wifi {s} password be {pw}",
    "le mot de passe du wifi {s}, c'est {pw}",
    "yung password ng wifi {s}: {pw}",
    "wifi {s} password is {pw} lah",
    "mật khẩu wifi {s} là {pw}",
    "nurse-call DECT base backhaul: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j((ALNUM, 24)), _j((UPPER_HEX, 40)), _j((LOWER_DIGITS, 30)),
                 _j((URLSAFE, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Spectralink] {t}",
          "(spaced so the Voalte preview won't show it) {t}", "isa-isang letra: {t}",
          "one one letter: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the T34 syringe driver keypad lock code is {pw}", "controlled-drugs cupboard, Cypress ward: {pw}",
          "key safe by the front door: {pw}", "chapel safe combination {pw}",
          "kadenasi kode ye {pw} ye", "code ta kufl ta makhzan huwa {pw}",
          "da code fa da shed padlock is {pw}", "code ng padlock sa bodega: {pw}",
          "the day centre door keypad takes {pw} then #"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["magnolia", "cypress", "vesper", "lantern", "chamomile", "quilt", "evensong",
                 "hymnal", "pelican", "spoonbill", "praline", "kenkey", "attieke", "sinigang",
                 "rendang", "johnnycake"]  # fmt: skip
_PHRASES = {"NordLocker locker passphrase for the bereavement files: {p}": " ",
            "Boxcryptor master passphrase (old, before we moved): {p}": " ",
            "LUKS passphrase on the pharmacy NUC: {p}": "-",
            "GnuPG passphrase for the wholesaler key: {p}": ".",
            "passphrase ng backup: {p}": " ", "backup ka passphrase ye {p} ye": "_",
            "da backup passphrase is {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Milkman request, header Authorization: Basic {v}": True,
    "Apache vhost: RequestHeader set Authorization \"Basic {v}\"": True,
    "HAR file from the WellSky portal: authorization: Bearer {v}": False,
    "HAProxy backend: http-request set-header Authorization \"Basic {v}\"": True,
    "Burp repeater tab: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "ChurchCRM Include/Config.php:\n$sSERVERNAME = 'localhost';\n$sUSER = 'churchcrm';\n$sPASSWORD = '{pw}';\n$sDATABASE = 'churchcrm';",
    "Rock RMS web.ConnectionStrings.config:\n<add name=\"RockContext\" connectionString=\"Data Source=sql01;Initial Catalog=RockRMS;User Id=RockUser;password={pw};MultipleActiveResultSets=true\" providerName=\"System.Data.SqlClient\" />",
    "HospitalRun server/config.js:\ncouchAdminUser: 'couchadmin',\ncouchAdminPassword: '{pw}',",
    "Kodi advancedsettings.xml (day centre TV):\n<videodatabase>\n  <type>mysql</type>\n  <host>10.40.2.5</host>\n  <user>kodi</user>\n  <pass>{pw}</pass>\n</videodatabase>",
    "BackupPC config.pl:\n$Conf{{XferMethod}} = 'rsyncd';\n$Conf{{RsyncdUserName}} = 'backuppc';\n$Conf{{RsyncdPasswd}} = '{pw}';",
    "motionEye camera-2.conf:\nnetcam_url rtsp://10.40.3.22:554/stream1\nnetcam_userpass viewer:{pw}",
    "maddy.conf:\ntarget.smtp relay {{\n    targets tls://smtp.pelicanreach.org:465\n    auth plain \"alerts@pelicanreach.org\" \"{pw}\"\n}}",
    "InvoiceNinja .env:\nDB_USERNAME=ninja\nDB_PASSWORD={pw}\nMAIL_MAILER=smtp",
    "Mahara config.php:\n$cfg->dbuser = 'mahara';\n$cfg->dbpass = '{pw}';",
    "ILIAS client.ini.php:\n[db]\ntype = \"mysql\"\nuser = \"ilias\"\npass = \"{pw}\"",
    "TacticalRMM local_settings.py:\nDATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'NAME': 'tacticalrmm', 'USER': 'tactical', 'PASSWORD': '{pw}'}}}}",
    "/opt/fog/.fogsettings:\nsnmysqluser='fogmaster'\nsnmysqlpass='{pw}'",
    "Castopod .env:\ndatabase.default.username=\"castopod\"\ndatabase.default.password=\"{pw}\"",
    "Twenty CRM .env:\nPG_DATABASE_URL=postgres://twenty:{pw}@db.pelicanreach.lan:5432/twenty",
    "Documenso .env:\nNEXT_PRIVATE_SMTP_USERNAME=\"sign@pelicanreach.org\"\nNEXT_PRIVATE_SMTP_PASSWORD=\"{pw}\"",
    "Joplin Server .env:\nPOSTGRES_USER=joplin\nPOSTGRES_PASSWORD={pw}\nPOSTGRES_DATABASE=joplin",
    "HortusFox .env (memorial garden):\nDB_USERNAME=hortusfox\nDB_PASSWORD={pw}",
    "Stirling-PDF settings.yml:\nsecurity:\n  enableLogin: true\n  initialLogin:\n    username: admin\n    password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Remy: chapel wifi password?\nCeleste: {pw}",
    "[02:41] jhun: what's the root pw on the census box?\n[02:42] bronwen: {pw}",
    "Efua: {pw} is the new RxSafe admin password",
    "Tavares: use {pw}, that's what the Generac panel has now",
    "Awa: mot de passe kura ye {pw} ye",
    "Nyandeng: password jedid huwa {pw}",
    "Latoya: da new password is {pw}",
    "Maricel: bagong password: {pw}",
    "Siti: new password is {pw} ya",
    "Noelie: le nouveau mot de passe, c'est {pw}",
    "Abena: the new password be {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "pass\u2063word → {pw}", "pass\u034fword: {pw}",
    "ρаsswоrd: {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 {pw}", "𝑝𝑎𝑠𝑠𝑤𝑜𝑟𝑑: {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ = {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's counts).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
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
    "the RxSafe admin password is": "{s}", "Hillrom gateway pw:": "{s} (since the bed swap in April)",
    "password ko ay": "{s}", "mot de passe ye": "{s} ye", "password huwa": "{s}",
    "da password is": "{s}\nchange it after da inspection", "the password be": "{s}",
    "le mot de passe, c'est": "{s}", "password is": "{s} lah",
    "the password Tavares read out over the radio was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Metriport API key", "{s}", _j((B64, 56))),
    ("split_token", "DoseSpot clinic key:", "{s} (eRx)", _j((ALNUM, 32))),
    ("split_token", "Waystar API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Nighthawk backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/35", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "ME"))),
    ("split_backup", "Availity recovery codes", "{s}\nq7dk-2mwp\nx3fa-9tnc", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "IHI", "{s}", _ihi),
    ("split_phrase", "NordLocker passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"rxsafe": {"url": "https://rxsafe.pelicanreach.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "celeste", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"beds": [{"id": "magnolia-3"}, {"id": "cypress-7", "gateway_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["dsbulk", "load", "-k", "hospice", "-u", "etl", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "password ta server huwa {s}"}': ("meta_password", _plain_pw),
    '{"mật_khẩu": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into enteliWEB as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"metriport": {"api_key": "{s}"}}': ("meta_token", _j((B64, 56))),
    '{"doseSpotClinicKey": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"validic_token": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"donation": {"card_number": "{s}", "exp": "10/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"family_contact": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MK")),
    '{"patient": {"ihi": "{s}"}}': ("meta_id", _ihi),
    '{"mfa": {"backup_codes": ["{s}", "q7dk-2mwp", "x3fa-9tnc"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"memorial_fund_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"zwave": {"s2_access_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"pharmacy": {"cd_cupboard_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "PR-Magnolia-5G", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_INSTALLER_SUM = hashlib.sha256(b"rxsafe-console-setup-5.2.0.msi").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"responder5-firmware-7.1.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/pelicanreach/census-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"census: add bed-turnover report", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"portal: revert visitor form change", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"volunteer_rota_2033-05.xlsx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"bereavement-archive-2032.zip").hexdigest()

CLEAN = [
    "Remind me to change the RxSafe admin password before the pharmacy audit on 2033-06-14.",
    "Kendrick asked for the family-room wifi password; it's on the laminated card at reception.",
    "Policy: hospice passwords are at least 15 characters and live only in the shared vault.",
    "Please don't paste passwords into Voalte; send a vault link instead.",
    "The `.env.example` line `METRIPORT_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Hillrom gateway asks for a new admin password after every firmware update.",
    "Replace <YOUR_DOSESPOT_CLINIC_KEY> in the README with the key from the DoseSpot admin page.",
    "VALIDIC_ORG_TOKEN and WAYSTAR_API_KEY must be set before the nightly census sync runs.",
    "I kana i ka mot de passe di mɔgɔ si ma.",
    "Faut pas donner ton mot de passe à môgô, c'est gâté.",
    "Ma wori password ta inta le ayi zol.",
    "Don' give nobody ya password, ya hear me?",
    "Chale, no tell anybody your password oo.",
    "Donne pas ton mot de passe à personne, cher, même pas à ton nonc.",
    "Wag niyo i-send yung password sa group chat, please lang.",
    "Don't share your password in the group lah, later kena.",
    "La contraseña debe tener al menos quince caracteres.",
    "Mật khẩu phải có ít nhất mười lăm ký tự.",
    "Das Passwort muss mindestens fünfzehn Zeichen haben.",
    "パスワードは15文字以上にしてください。",
    "Upgraded the Responder 5 firmware from 7.0 to 7.1.3 and the census sync to 2.3.1 on Sunday.",
    f"commit {_COMMIT} adds the bed-turnover report to the census portal.",
    f"Rolled back to {_SHORT} after the visitor form stopped saving.",
    f"The RxSafe console installer 5.2.0 has SHA-256 checksum {_INSTALLER_SUM}.",
    f"SHA-256 of responder5-firmware-7.1.3.bin: {_FIRMWARE_SUM}",
    f"SHA-512 of bereavement-archive-2032.zip: {_SHA512}",
    f"The census sync container runs ghcr.io/pelicanreach/census-sync@sha256:{_IMAGE}.",
    f"MD5 of volunteer_rota_2033-05.xlsx is {_MD5}, same as the copy on the shared drive.",
    "Request id 3f9c2a71-6b0e-4d52-9a1f-7e8d0c4b5a26 is the slow one in the WellSky logs.",
    "Purchase order PO-2033-00872 for 60 boxes of nitrile gloves ships on Tuesday.",
    "Datix DW-3371: the Cypress ward call point by bed 7 keeps alarming at night.",
    "Call the Opelousas pharmacy on +1 337 555 0148 before noon.",
    "Medline order 7730214 with the pressure mattresses arrives Thursday.",
    "Invoice INV-PR-2033-0419 covers the chapel organ tuning, 2 hours.",
    "ICD-10 code Z51.5 is encounter for palliative care; C34.90 is lung cancer, unspecified.",
    "Magnolia ward is at 22 °C and 45 % relative humidity; the pharmacy fridge is at 4.2 °C.",
    "After five wrong passwords the RxSafe cabinet locks the user out for 15 minutes.",
    "The memorial garden path is 48 m long and takes a wheelchair in about two minutes.",
    "The secret of Celeste's gumbo is a dark roux and patience.",
    "Ask Tavares for the key safe code, I don't have it.",
    "My card ending 4415 was declined at the garden centre.",
    "The family in Sarajevo wants the IBAN on the receipt without spaces.",
    "Print the 2FA backup codes for the Availity account and keep them in the office safe.",
    "No wallet's support team will ever ask for your recovery phrase.",
    "Keep `DOSESPOT_CLINIC_KEY` in the secrets store, never in the repository.",
    "The shed padlock rusts in the humidity; oil it every month.",
    "Waystar moved the API key page under Settings › Developer in its spring release.",
    "ISBN 978-0-19-870681-6 is the palliative care handbook on the ward shelf.",
    "The guest wifi 'PR-Visitors' is open, no password needed.",
    "Bed 12 on Cypress ward was turned over at 14:30; the next admission is due at 16:00.",
    "Morning prayer in the chapel is at 8:15, evensong at 18:00, and the day centre opens at 9:30.",
    "Volunteer shift 2033-W22-07: Doris and Earl on the tea trolley, 10:00 to 12:00.",
    "Le code d'erreur E-203 du lit Linet veut dire que le frein n'est pas mis.",
    "Yung version ng Spectralink firmware ay 8.2.1 na, na-update kahapon.",
    "The password field on the WellSky login page now shows a strength meter.",
    "Room 9 family asked how long a password reset takes; told them about ten minutes.",
    "The Generac exercised for 12 minutes at 10:00 on Tuesday, output 240 V, 60 Hz.",
    "Tracking number 1Z 999 AA1 01 2345 6784 is the box of syringe-driver lines.",
    "The hospice phone tree: reception 0, nurse in charge 2, chaplain 4, day centre 5.",
    "Số điện thoại của khoa dược là +1 337 555 0192, gọi trước 5 giờ chiều.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 15}',
    '{"secret_ref": "vault/hospice/rxsafe", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_INSTALLER_SUM}", "package": "rxsafe-console", "version": "5.2.0"}}',
    '{"ticket": "DW-3371", "purchase_order": "PO-2033-00872"}',
    '{"bed": {"ward": "Cypress", "number": 12, "turned_over_at": "14:30"}}',
    '{"phone": "+1 337 555 0148", "city": "Opelousas"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "beds_occupied": 17}',
    '{"icd10": "Z51.5", "description": "encounter for palliative care"}',
    '{"request_id": "3f9c2a71-6b0e-4d52-9a1f-7e8d0c4b5a26", "status": 504, "latency_ms": 8120}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
