# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, fortieth corpus: written blind, without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to thirty-eighth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
any test, the report nor the value model's trainer, and the scrubber was never run on it. Its own
seed, password words (breeds, ward words, the blood bank's donor types), names, places, templates,
tools, vendors and layouts, the way the vets, nurses, lab, blood bank, pharmacy, pet-insurance desk
and farm-call van crews of a chain of veterinary hospitals (Tarnbrook Veterinary Group: hospitals in
Hereford, Cáceres, Corvara in Val Badia, Olonets in Karelia, Mamoudzou, Jammu, Udupi, Shillong and a
working-equine clinic in Balkh, an animal blood bank at Ludlow, the PetCover insurance desk at
Leominster and mobile farm-call vans in the Marches) leak secrets into an assistant's memory:
OnPage, Imprivata Cortext, Doximity, Medic Bleep, Pando, Careflow, Cureatr, Diagnotes, Mobile
Heartbeat, Epic Secure Chat, Teamlink, Talknote, Pinngle, Confide and Kontalk messages, Loop Email,
Edison Mail, K-9 Mail, FairEmail, eM Client, Postbox, Mailbird, Canary Mail, Runbox, StartMail and
GMX mails, Nozbe, Zenkit and Hitask tasks, ShiftNote, Rotageek, Bizimply, Ximble, Jolt, Zenput,
Xenia and Operandio shift notes and tickets, handover notes, runbooks, README fragments, van radio
and voice-dictated text and requests to the assistant itself; the web pages and consoles of lab
analysers, imaging, monitors, blood-bank fridges, drug cabinets, pet trackers and farm readers
(IDEXX Catalyst One, ProCyte Dx, SediVue Dx and VetLab Station, Heska Element HT5 and DC5X, Zoetis
Vetscan Imagyst, Fujifilm DRI-CHEM NX700, Mindray BC-5000 Vet, scil Vet abc Plus, Eurolyser
CUBE-VET, Seamaty, Woodley, Diatron, Alvedia, Hallmarq, Esaote, Butterfly iQ+ Vet, Clarius, Sound
DR, Sedecal, Poskom, Midmark, Digicare, Vetland, Burtons, Nihon Kohden, Cardell, SunTech Vet,
Comen, Contec, Hallowell, Tafonius, Follett, Cubex, VetVault, Pyxis, PetPace, Sure Petcare,
Shearwell), the sites of drug makers and wholesalers (Virbac, Norbrook, Dechra, Animalcare, Ceva);
commands of storescu, movescu and getscu (dcm4che's), hapi-fhir-cli, dicomweb_client, mailsend-go,
SMCIPMITool, flux create secret, pdftotext, pdfinfo, pdfdetach, pdftocairo, pdfcpu, cpdf, exiftool,
supervisorctl, hey, wpscan, jisql, glider, bsdtar, arj, dar, ttIsql, CUBRID's csql,
mssql-scripter, diskutil, dscl, sysadminctl, hdiutil, H2's Shell, sstableloader, basexclient, mlcp,
henplus, ldapvi, adtool, dsmod, Set-LocalUser and Add-Computer, run in dtach, RustRover, EC2
Instance Connect, SSM sessions, Apache Guacamole, Butterfly, an xterm.js console and the chain's own
machines; configs of Conquest (dicom.ini), proxychains, redsocks, Hysteria, sing-box, frps, esmtp,
mpop, fdm, imapfilter, RANCID (.cloginrc), Oxidized, ProcessWire, Concrete CMS, Craft CMS,
OpenCart, Sylius, Shopware, Dendrite, Pimcore and Umbraco. About 60 % English (or
language-neutral config and shell), the rest in Extremaduran, Ladin (Val Badia), Livvi Karelian,
Shimaore, Dari, Dogri (in Devanagari), Tulu (in Kannada letters) and Khasi (no earlier docstring
names them), and Welsh, Spanish, Italian, German, Russian, Finnish, French, Hindi, Kannada and
Pashto in wordings of their own. Vendors (IDEXX, Heska, Zoetis, Covetrus, ezyVet, Provet Cloud,
Vetspire, Shepherd, Digitail, PetDesk, Vetstoria, Weave, Rhapsody, Instinct, Smart Flow, Vetsource,
Trupanion, Petplan, ManyPets, Figo, Healthy Paws, Embrace, Pumpkin, Scratchpay, CareCredit,
Sunbit, Payabli, Vetcove, Petabyte, DaySmart Vet, Tractive, PetLink, 24PetWatch, Vetster,
FirstVet, Vetology, SignalPET, Radimal, Chewy, Animana, Moocall, Allflex) are ones heldouts 5 to 38
do not name; the ids are kinds they do not use: a French RPPS number and a FINESS number, drawn
until python-stdnum's `luhn` validates their Luhn digit, a Russian ОГРНИП drawn until `ru.ogrn`
validates it, a British EORI number whose VAT part `gb.vat` validates, and an Austrian
Firmenbuchnummer, whose module (`at.businessid`) checks its format only; an RCVS registration
number, an SQP registration number, a French ADELI number, a Mayotte residence-permit (AGDREF)
number, a Spanish número de colegiado, an Italian codice aziendale, an Indian Udyam registration
number, a Karnataka drug-licence number, an FSSAI licence number, a Meghalaya Veterinary Council
registration, a CKYC number and Afghan passports under Dari and Pashto words, which carry no check
a library or this file verifies (their shapes are plausible, not checked). Card numbers pass Luhn
(Visa Electron, Laser, InstaPayment, InterPayment, Naranja, Shetab and Prostir prefixes drawn here
and checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count
over heldouts 5 to 38 (Russia, France, San Marino, Malta, Croatia, the United Arab Emirates,
Burundi and Saint Lucia, each in two earlier corpora; the French ones carry a computed RIB key),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish,
Italian, Russian and French lists.
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
from stdnum.at import businessid as at_businessid
from stdnum.gb import vat as gb_vat
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 58_204_917
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


_BREEDS = ["Haflinger", "Herdwick", "Karakul", "Kambala", "Mithun", "Gaddi", "Lurcher", "Whippet",
           "Saanen", "Welsummer", "Merino", "Ragdoll", "Dachshund", "Zebu", "Lipizzaner",
           "Ayrshire", "Cockapoo", "Retinta"]  # fmt: skip
_WARD = ["Cannula", "Suture", "Scalpel", "Catheter", "Plasma", "Centrifuge", "Forceps",
         "Tourniquet", "Otoscope", "Lambing", "Farrier", "Triage", "Haematocrit", "Bandage",
         "Syringe", "Kennel"]  # fmt: skip
_PLACES = ["Hereford", "Ludlow", "Leominster", "Caceres", "Trujillo", "Plasencia", "Corvara",
           "LaVal", "Badia", "Olonets", "Vieljarvi", "Mamoudzou", "Dzaoudzi", "Sada", "Jammu",
           "Udhampur", "Kathua", "Udupi", "Karkala", "Mangaluru", "Shillong", "Sohra", "Jowai",
           "Balkh", "Sharif"]  # fmt: skip
_NAMES = ["Gwenllian", "Rhodri", "Bethan", "Dafydd", "Nerys", "Owain", "Hattie", "Rupert",
          "Nicanor", "Remedios", "Fulgencio", "Sagrario", "Ujep", "Lisl", "Elmar", "Ondrei",
          "Nasto", "Iivana", "Okko", "Anfane", "Zainaba", "Chamssidine", "Faiza", "Vikramjeet",
          "Kusum", "Rajinder", "Kanta", "Prajna", "Raksha", "Deekshith", "Jayanth", "Wanbok",
          "Daphisha", "Kyrshan", "Ibansara", "Wahid", "Zarghona", "Najib"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["H4fl1ng3r", "K4r4kul", "C4nnul4", "Pl4sm4", "W3lsumm3r", "Wh1pp3t", "S44n3n",
         "L1pp1z4n3r", "R3t1nt4"]  # fmt: skip


def _donor(g: random.Random) -> str:
    """A blood donor's type, its breed and a number, the way the blood bank names its logins."""
    return f"DEA{g.choice('1347')}{g.choice(_BREEDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Three random groups of four, letters of both cases and digits, joined by stops."""
    return ".".join(_r(g, ALNUM, 4) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BREEDS)}{g.choice(_WARD)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_WARD, 2)) + "." + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.choice(_SYMBOLS)}{g.randrange(1970, 2012)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&!?*", 16),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(1990, 2034)),
    _donor,
    lambda g: f"{g.choice(_PLACES).lower()}-{g.choice(_BREEDS).lower()}-{g.randrange(10, 100)}",
    lambda g: f"Ward{g.choice('ABCDEFGH')}{g.randrange(1, 20)}{g.choice(_WARD)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, LOWER, 3) + _r(g, UPPER, 2) + _r(g, D, 4) + g.choice(_SYMBOLS) + _r(g, UPPER, 2),
    lambda g: f"{g.choice(_BREEDS).upper()}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}Vets{g.choice(_BREEDS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "OnPage alert note from Rhodri: IDEXX Catalyst One admin password {pw}",
    "Imprivata Cortext message, ICU: Heska Element HT5 service password {pw}",
    "Doximity DM from Bethan: the Zoetis Vetscan Imagyst login password is {pw}",
    "Medic Bleep, theatre 2: Fujifilm DRI-CHEM NX700 engineer password {pw}",
    "Pando message from Owain: Mindray BC-5000 Vet admin password {pw}",
    "Careflow note, ward B: scil Vet abc Plus password {pw}",
    "Cureatr message: Eurolyser CUBE-VET service password {pw}",
    "Diagnotes page to the on-call vet: Seamaty VG2 password {pw}",
    "Mobile Heartbeat text: the Woodley InSight analyser password is {pw}",
    "Epic Secure Chat (the locum pasted it from the human hospital): Diatron Abacus Junior Vet password {pw}",
    "Teamlink message, blood bank: Follett fridge controller password {pw}",
    "Talknote post 'Ludlow donors': Alvedia reader password {pw}",
    "Pinngle message from Hattie: Hallmarq standing MRI console password {pw}",
    "Confide message (it vanished, so copying it here): Esaote MyLab console password {pw}",
    "Kontalk chat with Nerys: Butterfly iQ+ Vet cloud password {pw}",
    "Loop Email thread 'X-ray room': Sound DR workstation password {pw}",
    "Edison Mail draft: Sedecal mobile X-ray unit password {pw}",
    "K-9 Mail, from the Poskom engineer: service menu password {pw}",
    "FairEmail, forwarded by Rupert: Clarius scanner account password {pw}",
    "eM Client note: Midmark monitor admin password {pw}",
    "Postbox, subject 'anaesthesia monitors': Digicare LifeWindow password {pw}",
    "Mailbird, from the supplier: Vetland ventilator service password {pw}",
    "Canary Mail, Gwenllian to ops: Burtons theatre light controller password {pw}",
    "Runbox mail to myself: Cubex pharmacy cabinet admin password {pw}",
    "StartMail draft: VetVault controlled-drugs safe password {pw}",
    "GMX mail from the Olonets team: Pyxis station password {pw}",
    "Nozbe task: change the PetPace collar portal password, now {pw}",
    "Zenkit card 'Blood bank': Sure Petcare hub password {pw}",
    "Hitask reminder: Shearwell reader password {pw}",
    "ShiftNote for the night vet: Nihon Kohden monitor password {pw}",
    "Rotageek shift comment: Cardell monitor admin password {pw}",
    "Bizimply note to the weekend nurses: SunTech Vet20 password {pw}",
    "Ximble message: Comen C60 monitor service password {pw}",
    "Jolt checklist item 'open pharmacy': Contec fridge logger password {pw}",
    "Zenput form, van 2 daily check: the ProCyte Dx password is {pw}",
    "Xenia task: Hallowell EMC ventilator password {pw}",
    "Operandio log, farm-call van 4: Tafonius anaesthesia workstation password {pw}",
    "Hi Bethan,\n\nthe root password on the Ludlow blood-bank server is {pw}. Delete this once it's in the vault.\n\nDafydd",
    "Incident 2033-02-09: the Follett fridge at Ludlow answered on the internet with password {pw}",
    "Runbook: releasing a unit from the blood bank\n1. open the Hemolink inventory\n2. user bloodbank\n3. password {pw}\n4. scan the bag's barcode",
    "README (lab rack, Udupi)\nthe VetLab Station UI is on https://vetlab.tarnbrook.lan, admin password `{pw}`.",
    "my ManyPets account password is {pw} now",
    "remember my Trupanion portal password please, it's {pw}",
    "the Virbac ordering site password is {pw}",
    "dictated in van 3: the Norbrook shop password is {pw} full stop",
    "note to self: Dechra portal password {pw}",
    "after the reset the Animalcare login became {pw}",
    "the Ceva rep left this on a sticky note: demo tablet password {pw}",
    "la contraseña del mi correu es {pw}",
    "Nicanor: la contraseña nueva del servior es {pw}, nu se la digas a naidi",
    "la password de mia posta eletronica é {pw}",
    "Ujep: la password nöia dl server é {pw}, no la dí a degügn",
    "minun pošton salasana on {pw}",
    "Ondrei: serveran uuzi salasana on {pw}, älä sano nikelle",
    "password yahangu ya email ni {pw}",
    "Anfane: password mpya ya serveur ni {pw}, usimambiye mutru",
    "پسورد ایمیل من {pw} اس",
    "وحید: پسورد نو سرور {pw} اس، به هیچ کس نگو",
    "मेरी ईमेल दा पासवर्ड {pw} ऐ",
    "विक्रमजीत: सर्वर दा नमां पासवर्ड {pw} ऐ, कुसै गी नेईं दस्सेओ",
    "ಎನ್ನ ಇಮೇಲ್‌ದ ಪಾಸ್‌ವರ್ಡ್ {pw}",
    "ಪ್ರಜ್ಞಾ: ಸರ್ವರ್‌ದ ಪೊಸ ಪಾಸ್‌ವರ್ಡ್ {pw}, ಏರೆಗ್ಲಾ ಪನೊಡ್ಚಿ",
    "ka password jong ka email jong nga ka long {pw}",
    "Wanbok: ka password thymmai jong ka server ka long {pw}, wat ong ia uno uno",
    "cyfrinair y dadansoddwr gwaed yn Llwydlo yw {pw}",
    "oye, la clave del ecógrafo de Cáceres es {pw}",
    "la password dell'ecografo di Corvara è {pw}",
    "Kennwort vom Röntgen-PC in Corvara: {pw}",
    "пароль от анализатора в Олонце — {pw}",
    "Aunuksen laboratorion analysaattorin salasana on {pw}",
    "le mot de passe de l'échographe de Mamoudzou, c'est {pw}",
    "जम्मू लैब के एनालाइज़र का पासवर्ड {pw} है",
    "ಉಡುಪಿ ಲ್ಯಾಬ್ ಅನಾಲೈಸರ್‌ನ ಪಾಸ್‌ವರ್ಡ್ {pw} ಆಗಿದೆ",
    "د بلخ د لابراتوار د ماشين پټنوم {pw} دی",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["gwenllian", "rhodri.p", "bethan", "dafydd", "nerys.h", "owain", "hattie", "rupert.l",
          "nicanor", "remedios.g", "fulgencio", "ujep", "lisl.p", "elmar", "ondrei", "nasto.k",
          "anfane", "zainaba.m", "vikramjeet", "kusum", "prajna", "raksha.s", "wanbok",
          "daphisha", "wahid", "zarghona", "svc-lab", "bloodbank", "pharmacy", "van3"]  # fmt: skip
_LOGINS = [
    "OnPage, Rhodri: the IDEXX VetConnect login is {u} / {pw}",
    "Jolt #88: {u} locked out of the Cubex cabinet, last password {pw}",
    "acct {u}  pw {pw}",
    "Nozbe › Lab › Analysers › ProCyte Dx: {u} — {pw}",
    "| analyser | user | password |\n|---|---|---|\n| Catalyst One (Udupi) | {u} | {pw} |",
    "log into the Hemolink inventory as {u} using {pw}",
    "Pyxis login {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: pacs-hereford\n  user: {u}\n  pass: {pw}",
    "Medic Bleep: account {u}, pass {pw}",
    "Bethan says the Sound DR account is {u} and its password is {pw}",
    "analyser,user,password\nelement-ht5,{u},{pw}",
    "ssh {u}@pacs.tarnbrook.lan  # pw {pw}",
    "el mi usuariu es {u} y la contraseña {pw}",
    "mi inom d'utent é {u} y la password {pw}",
    "käyttäjänimi {u}, salasana {pw}",
    "jina la usager ni {u}, password ni {pw}",
    "نام کاربری {u} و پسورد {pw}",
    "यूज़रनेम {u} ऐ ते पासवर्ड {pw}",
    "ಯೂಸರ್‌ನೇಮ್ {u}, ಪಾಸ್‌ವರ್ಡ್ {pw}",
    "ka username ka long {u} bad ka password {pw}",
    "enw defnyddiwr {u}, cyfrinair {pw}",
    "логин {u}, пароль {pw}",
    "utente {u} e password {pw}",
    "identifiant {u}, mot de passe {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["haflinger", "karakul", "kambala", "mithun", "gaddi", "herdwick", "lurcher",
               "welsummer", "saanen", "lambing", "farrier", "zebu", "whippet", "retinta",
               "forceps", "tourniquet"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then the digits {d}",
    "password: say {w} and then {d}",
    "for the blood-bank PC it's {w} with {d} after it",
    "voice note from van 3: the van router password is {w}, and after that {d}, no gap",
    "it's {w}{d}: the breed and the number stuck together",
    "la contraseña es la palabra {w}, y endispués {d}",
    "la password é la parora {w}, spo {d}",
    "salasana on sana {w}, sit {d}",
    "password ni neno {w}, baadaye {d}",
    "پسورد کلمهٔ {w} اس، بعد از آن {d}",
    "पासवर्ड {w} शब्द ऐ, उसदे बाद {d}",
    "ಪಾಸ್‌ವರ್ಡ್ {w} ಪನ್ಪಿನ ಪದ, ಬೊಕ್ಕ {d}",
    "ka password ka long ka kyntien {w}, nangta {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "storescu -c PACS@pacs.tarnbrook.lan:11112 --user {u} --user-pass {pw} xray/2033-02-11/",
    "movescu -c PACS@pacs.tarnbrook.lan:11112 -m StudyInstanceUID=1.2.826.0.1.3680043.8.498.1 --dest HEREFORD_WS --user {u} --user-pass '{pw}'",
    "getscu -c PACS@pacs-udupi.tarnbrook.lan:11112 -m PatientID=TVG-55102 --user {u} --user-pass '{pw}'",
    "hapi-fhir-cli upload-examples -v r4 -t https://fhir.tarnbrook.lan/fhir --basic-auth {u}:{pw}",
    "dicomweb_client --url https://pacs.tarnbrook.lan/dicom-web --username {u} --password '{pw}' search studies",
    "mailsend-go -smtp smtp.tarnbrook.vet -port 587 auth -user {u}@tarnbrook.vet -pass '{pw}' -from lab@tarnbrook.vet -to results@tarnbrook.vet -sub 'CBC results'",
    "SMCIPMITool 10.40.0.21 {u} '{pw}' ipmi power status",
    "flux create secret git pacs-config --url=https://git.tarnbrook.lan/infra/pacs --username={u} --password='{pw}'",
    "pdftotext -upw '{pw}' lab-report-TVG-55102.pdf -",
    "pdfinfo -upw '{pw}' insurance-claim-8841.pdf",
    "pdfdetach -list -opw '{pw}' claim-pack-8841.pdf",
    "pdftocairo -png -upw '{pw}' xray-report.pdf xray",
    "pdfcpu decrypt -upw '{pw}' blood-donor-register.pdf",
    "cpdf -decrypt petcover-policy.pdf owner={pw} -o policy-open.pdf",
    "exiftool -password '{pw}' -all= scan-0042.pdf",
    "supervisorctl -s http://lis-bridge.tarnbrook.lan:9001 -u {u} -p '{pw}' restart hl7-listener",
    "hey -n 500 -c 20 -a {u}:{pw} https://portal.tarnbrook.vet/claims/",
    "wpscan --url https://petcover.tarnbrook.vet --http-auth {u}:{pw}",
    "jisql -driver mssql -cstring jdbc:sqlserver://lis.tarnbrook.lan:1433 -user {u} -password '{pw}' -c \\;",
    "glider -listen socks5://{u}:{pw}@:1080 -verbose",
    "bsdtar --passphrase '{pw}' --format zip --options zip:encryption=aes256 -cf xrays-2033-02.zip xrays/",
    "arj a -g{pw} -jm donors-2033.arj donors/",
    "dar -c /backup/pharmacy-full -R /srv/pharmacy -K aes:{pw}",
    "ttIsql -connStr \"DSN=lisdb;UID={u};PWD={pw}\"",
    "csql -u {u} -p '{pw}' pharmacydb@cubrid.tarnbrook.lan",
    "mssql-scripter -S lis.tarnbrook.lan -d LIS -U {u} -P '{pw}' > lis-schema.sql",
    "diskutil apfs unlockVolume disk3s1 -user disk -passphrase '{pw}'",
    "dscl . -passwd /Users/{u} '{pw}'",
    "sudo sysadminctl -addUser {u} -fullName 'Locum Vet' -password '{pw}' -admin",
    "printf '%s' '{pw}' | hdiutil attach -stdinpass ~/Desktop/radiology-archive.dmg",
    "java -cp h2.jar org.h2.tools.Shell -url jdbc:h2:tcp://lab-pc.tarnbrook.lan/~/analyser -user {u} -password '{pw}'",
    "sstableloader -d cass1.tarnbrook.lan -u {u} -pw '{pw}' /var/lib/cassandra/data/vitals/readings",
    "basexclient -n basex.tarnbrook.lan -U {u} -P '{pw}' -c 'OPEN claims'",
    "mlcp.sh import -host ml.tarnbrook.lan -port 8000 -username {u} -password '{pw}' -input_file_path /data/claims",
    "henplus -J jdbc:postgresql://pg.tarnbrook.lan/pharmacy -U {u} -P '{pw}'",
    "ldapvi -h ldap://dc.tarnbrook.lan -D 'uid={u},ou=people,dc=tarnbrook,dc=lan' -w '{pw}' '(objectClass=posixAccount)'",
    "adtool -H ldaps://dc.tarnbrook.lan -D 'CN={u},CN=Users,DC=tarnbrook,DC=lan' -w '{pw}' userunlock locum2",
    "dsmod user \"CN={u},OU=Locums,DC=tarnbrook,DC=lan\" -pwd {pw} -mustchpwd yes",
    "Set-LocalUser -Name {u} -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "Add-Computer -DomainName tarnbrook.lan -Credential (New-Object PSCredential('TARNBROOK\\{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force))) -Restart",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "dtach session on the PACS box: {c}", "RustRover terminal ~/lis-bridge $ {c}",
    "EC2 Instance Connect, claims-api: [ec2-user@ip-10-40-2-17 ~]$ {c}",
    "SSM Session Manager, i-0c7e19: sh-5.2$ {c}", "Apache Guacamole session 'lab-pc-udupi': {c}",
    "Butterfly in the browser, lis-bridge: {c}", "xterm.js console on the LIS bridge: {c}",
    "van 3 laptop, after the farm call: {c}", "blood-bank Pi: pi@ludlow-fridge:~ $ {c}",
    "lab PC in Udupi (Windows), cmd: C:\\lab> {c}", "pharmacy till box:\n# {c}",
    "root@pacs-hereford:~# {c}", "the locum's MacBook: % {c}",
    "~/.zsh_history on the claims box:\n: 1991234567:0;{c}",
    "~/.bash_history (Balkh reception PC):\n{c}", "PS C:\\pharmacy> {c}",
    "crontab on the LIS bridge: 15 3 * * * {c}", "CI console output:\n+ {c}",
    "Makefile recipe:\n\t{c}", "ran this from the Olonets clinic's laptop: {c}",
    "el comandu que eché: {c}", "le comando che i à fat: {c}", "komandu, kudaman panin: {c}",
    "commande nirendra: {c}", "دستوری که اجرا کدم: {c}", "जेह्‌ड़ी कमांड चलाई: {c}",
    "ಯಾನ್ ಕೊರಿನ ಕಮಾಂಡ್: {c}", "ka command ba nga la pynlong: {c}",
    "команда, которую я запустил: {c}", "den Befehl hab ich im Röntgenraum abgesetzt: {c}",
    "ajoin tämän komennon: {c}", "y gorchymyn redais i: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.tarnbrook.lan:5432/pharmacy?sslmode=require",
    "mysql+pymysql://{u}:{pw}@lis-db.tarnbrook.lan/lis",
    "mongodb+srv://{u}:{pw}@claims.tarnbrook-db.net/petcover?retryWrites=true",
    "oracle+oracledb://{u}:{pw}@ora.tarnbrook.lan:1521/?service_name=BLOOD",
    "mssql+pytds://{u}:{pw}@lis.tarnbrook.lan:1433/LIS",
    "clickhouse://{u}:{pw}@ch.tarnbrook.lan:9000/vitals",
    "ftps://{u}:{pw}@lab-drop.tarnbrook.vet:990/results/",
    "https://{u}:{pw}@pacs.tarnbrook.lan/dicom-web/studies",
    "redis://{u}:{pw}@redis.tarnbrook.lan:6379/2",
    "imaps://{u}:{pw}@mail.tarnbrook.vet:993/INBOX",
    "davs://{u}:{pw}@files.tarnbrook.lan/radiology",
    "jdbc:postgresql://pg.tarnbrook.lan:5432/lis?user={u}&password={pw}&ssl=true",
    "Server=tcp:lis.tarnbrook.lan,1433;Database=LIS;User ID={u};Password={pw};TrustServerCertificate=True",
    "influxdb://{u}:{pw}@influx.tarnbrook.lan:8086/fridges",
]  # fmt: skip
_URL_PLACES = [
    "LIS_DATABASE_URL={c}", "the PACS bridge's connection: {c}", "keep this DSN for me: {c}",
    "la cadena de conexión: {c}", "رشتهٔ اتصال: {c}", "ka connection string ka long {c}",
    "OnPage #2281: {c}", "Nozbe note 'databases': {c}", "строка подключения: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tarnbrook-vets", "sub": f"practice_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "patients:read claims:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("IDEXX", "IDEXX_VETCONNECT_API_KEY", _j((ALNUM, 40))),
    ("Heska", "HESKA_CLOUD_TOKEN", _j((HEX, 48))),
    ("Zoetis", "ZOETIS_VETSCAN_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Covetrus", "COVETRUS_PULSE_API_KEY", lambda g: v.uuid4(g, "8")),
    ("ezyVet", "EZYVET_CLIENT_SECRET", _j((ALNUM, 64))),
    ("Provet Cloud", "PROVET_API_TOKEN", _j((HEX, 40))),
    ("Vetspire", "VETSPIRE_API_KEY", _vendor_jwt("https://api.vetspire.com")),
    ("Shepherd", "SHEPHERD_API_TOKEN", _j("shp_", (ALNUM, 36))),
    ("Digitail", "DIGITAIL_API_KEY", _j((ALNUM, 48))),
    ("PetDesk", "PETDESK_PARTNER_SECRET", _j((B64, 44))),
    ("Vetstoria", "VETSTORIA_API_KEY", _j((HEX, 32))),
    ("Weave", "WEAVE_API_TOKEN", _j((URLSAFE, 40))),
    ("Rhapsody", "RHAPSODY_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Instinct", "INSTINCT_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Smart Flow", "SMARTFLOW_API_KEY", _j((HEX, 64))),
    ("Vetsource", "VETSOURCE_API_KEY", _j((ALNUM, 32))),
    ("Trupanion", "TRUPANION_EXPRESS_KEY", _j((UPPER_HEX, 40))),
    ("Petplan", "PETPLAN_PARTNER_TOKEN", _vendor_jwt("https://partners.petplan.co.uk")),
    ("ManyPets", "MANYPETS_API_KEY", _j("mp_live_", (ALNUM, 32))),
    ("Figo", "FIGO_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Healthy Paws", "HEALTHYPAWS_API_KEY", _j((HEX, 40))),
    ("Embrace", "EMBRACE_API_TOKEN", _j((B64, 64))),
    ("Pumpkin", "PUMPKIN_PARTNER_KEY", lambda g: v.uuid4(g, "9")),
    ("Scratchpay", "SCRATCHPAY_SECRET_KEY", _j((ALNUM, 40))),
    ("CareCredit", "CARECREDIT_MERCHANT_KEY", _j((UPPER_DIGITS, 24))),
    ("Sunbit", "SUNBIT_API_SECRET", _j((HEX, 64))),
    ("Payabli", "PAYABLI_API_TOKEN", _j((B64, 60))),
    ("Vetcove", "VETCOVE_API_KEY", _j((ALNUM, 36))),
    ("Petabyte", "PETABYTE_API_KEY", _j((HEX, 32))),
    ("DaySmart Vet", "DAYSMART_VET_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Tractive", "TRACTIVE_CLIENT_SECRET", _j((ALNUM, 40))),
    ("PetLink", "PETLINK_API_KEY", _j((UPPER_HEX, 32))),
    ("24PetWatch", "PETWATCH24_API_KEY", _j((HEX, 40))),
    ("Vetster", "VETSTER_API_TOKEN", _vendor_jwt("https://api.vetster.com")),
    ("FirstVet", "FIRSTVET_PARTNER_SECRET", _j((URLSAFE, 64))),
    ("Vetology", "VETOLOGY_API_KEY", _j((ALNUM, 32))),
    ("SignalPET", "SIGNALPET_API_KEY", _j((HEX, 48))),
    ("Radimal", "RADIMAL_API_TOKEN", _j((ALNUM, 44))),
    ("Chewy", "CHEWY_PHARMACY_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Animana", "ANIMANA_API_SECRET", _j((B64, 43), "=")),
    ("Moocall", "MOOCALL_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Allflex", "ALLFLEX_LIVESTOCK_API_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -gx {env} {tok}",
    "PowerShell: $env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\"",
    "launchctl setenv {env} {tok}",
    "kubectl create secret generic claims-api --from-literal={env}={tok}",
    "docker run -e {env}={tok} tarnbrook/lis-bridge:2.3",
    "deployment.yaml:\n        - name: {env}\n          value: \"{tok}\"",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "terraform.tfvars:\n{envl} = \"{tok}\"",
    "gh secret set {env} --body '{tok}'",
    "group_vars/lis.yml:\n{envl}: \"{tok}\"",
    "Tarnbrook PMS › Settings › Integrations › {vendor} › API key: {tok}",
    "Nozbe task: rotate the {vendor} key {tok}",
    "OnPage, Rhodri: {vendor} key for the claims sync: {tok}",
    "Medic Bleep: the {vendor} token in use now is {tok}; the old one is revoked",
    "Jolt #91: {vendor} sync returns 401, configured key {tok}",
    "Xenia ticket 3310: {vendor} integration broken, current key {tok}",
    "please remember my {vendor} API key: {tok}",
    "handover note: {vendor} API key for the Hereford front desk is {tok}",
    "voice note from van 2: the {vendor} key on the tablet is {tok}",
    "{vendor} sandbox key, keep it for the integration test: {tok}",
    "Canary Mail from the {vendor} onboarding team: your API key is {tok}",
    "Zenkit card 'Integrations': {vendor} | prod | {tok}",
    "ShiftNote: if the {vendor} sync stops, re-enter the key {tok}",
    "Operandio log: swapped the {vendor} key on van 4's tablet to {tok}",
    "la clavi de la API de {vendor}: {tok}",
    "la tlê API de {vendor}: {tok}",
    "{vendor}-API-avain: {tok}",
    "ufunguo wa API ya {vendor}: {tok}",
    "کلید API {vendor}: {tok}",
    "{vendor} दी API चाबी: {tok}",
    "{vendor}ದ API ಕೀ: {tok}",
    "ka chabi API jong {vendor}: {tok}",
    "allwedd API {vendor} ar gyfer y labordy: {tok}",
    "la clave de API de {vendor} para la clínica de Cáceres: {tok}",
    "chiave API di {vendor} per l'ambulatorio di Corvara: {tok}",
    "API-Schlüssel für {vendor} (Praxis Corvara): {tok}",
    "API-ключ {vendor} для клиники в Олонце: {tok}",
    "{vendor}:n API-avain Aunuksen klinikalle: {tok}",
    "clé API {vendor} pour la pharmacie de Mamoudzou : {tok}",
    "{vendor} की API key जम्मू क्लिनिक के लिए: {tok}",
    "{vendor} API ಕೀ ಉಡುಪಿ ಕ್ಲಿನಿಕ್‌ಗೆ: {tok}",
    "د {vendor} API کیلي: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    idexx = _r(rng, ALNUM, 40)
    vetstoria = _r(rng, HEX, 32)
    ezyvet = _r(rng, ALNUM, 64)
    petdesk = _r(rng, ALNUM, 40)
    signalpet = _r(rng, HEX, 48)
    trupanion = _r(rng, UPPER_HEX, 40)
    return [
        Sample("vendor_token", f'resp = requests.get("https://api.vetconnectplus.example/v1/results", headers={{"X-Idexx-Api-Key": "{idexx}"}})', idexx),
        Sample("vendor_token", f"curl -H 'X-Api-Key: {vetstoria}' https://api.vetstoria.example/v2/bookings?site=hereford", vetstoria),
        Sample("vendor_token", f'const ezy = new EzyVetClient({{ partnerId: "tarnbrook", clientSecret: "{ezyvet}" }});', ezyvet),
        Sample("vendor_token", f'let petdesk = PetDeskSDK(apiKey: "{petdesk}")', petdesk),
        Sample("vendor_token", f'val signalpet = SignalPetApi("{signalpet}")', signalpet),
        Sample("vendor_token", f"client = Trupanion::Client.new(api_key: '{trupanion}', clinic: 'hereford')", trupanion),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, envl=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "OnPage: {t}", "shown once, keeping it here:\n{t}", "el token es {t}",
                "ka token: {t}", "{t}\n^ the new one; the old one is revoked",
                "paste for later: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 20), ".", (URLSAFE, 43)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES key for the donor-register export (hex): {h}": 64,
    "HMAC secret for the Hemolink stock webhook: {h}": 64,
    "Zigbee network key of the kennel-ward sensors: {h}": 32,
    "Bluetooth LTK of the Sure Petcare hub, from the debug dump: {h}": 32,
    "SNMPv3 localized auth key of the van router (hex): {h}": 40,
    "master key of the PMS's encrypted backup: {h}": 64,
    "کلید رمزگذاری بکاپ: {h}": 64,
    "बैकअप दी एन्क्रिप्शन चाबी: {h}": 64,
    "la tlê de criptaziun dl backup: {h}": 48,
    "varmuskopien salauksen avain: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "OnPage #2290: token lifted from the PMS's network tab {t}",
    "Cookie: lang=cy; tvg_session={t}",
    "CLAIMS_PORTAL_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token ni {t}",
    "टोकन {t} ऐ",
    "StartMail forward: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@tarnbrook.vet"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.tarnbrook.vet/oauth2",
            "client_id": "pms-web",
            "roles": ["vet", "pharmacy"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, LOWER_DIGITS, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the PACS server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/pki/tls/private/claims.tarnbrook.vet.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"HL7_MLLP_TLS_KEY": "{key}", "site": "hereford"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_van3 <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Xenia ticket 3315, pasted by the PACS integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "serveran salainen avain:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the insurer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQWGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "TronLink recovery phrase for the donations wallet, copying it before I shred the card: {p}": "english",
    "Crypto.com DeFi Wallet words\n{p}": "english",
    "Keevo backup sheet (the blood bank's donations wallet, now emptied): {p}": "english",
    "voice memo: the donations wallet recovery words are {p} and that is all of them": "english",
    "Nozbe note 'charity wallet (retired)': {p}": "english",
    "the words from Gwenllian's old hardware wallet: {p}": "english",
    "las palabras de recuperación de la cartera: {p}": "spanish",
    "les parores de recuperaziun dl portafoi: {p}": "italian",
    "kukkaron palautussanat: {p}": "russian",
    "maneno ya kurudisha wallet: {p}": "french",
    "фраза восстановления кошелька клиники: {p}": "russian",
    "frase di recupero del portafoglio dell'ambulatorio: {p}": "italian",
    "phrase de récupération du portefeuille de la pharmacie : {p}": "french",
    "frase de recuperación de la cartera de donaciones: {p}": "spanish",
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
        " / ".join(words),
        "  ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (brands the value helpers do not know),
    ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


_CARD_PREFIXES: dict[str, tuple[list[str], list[int]]] = {
    "visa_electron": (["4026", "417500", "4508", "4844", "4913", "4917"], [16]),
    "laser": (["6304", "6706", "6771", "6709"], [16, 19]),
    "instapayment": (["637", "638", "639"], [16]),
    "interpayment": (["636"], [16]),
    "naranja": (["589562"], [16]),
    "shetab": (["603799", "603769", "610433"], [16]),
    "prostir": (["9804"], [16]),
}


def _card(rng: random.Random, brand: str) -> str:
    if brand in _CARD_PREFIXES:
        return _card_of(rng, *_CARD_PREFIXES[brand])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Medic Bleep, Rhodri: the practice card for the Follett fridge parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Jolt #97: pay the Hallmarq service visit with card {c}",
    "el númeru de la mi tarjeta: {c}, {mm}/{yy}",
    "le numer de mia carta: {c}",
    "minun kartan numeru: {c}, {mm}/{yy}",
    "nambari ya carte yahangu: {c}",
    "نمبر کارت من: {c}، {mm}/{yy}",
    "मेरे कार्ड दा नंबर: {c}",
    "ಎನ್ನ ಕಾರ್ಡ್‌ದ ನಂಬರ್: {c}, {mm}/{yy}",
    "ka number jong ka card jong nga: {c}",
]  # fmt: skip


_BRANDS = ["visa_electron", "laser", "mastercard", "instapayment", "amex", "interpayment",
           "naranja", "shetab", "prostir", "visa"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, CVC {cvv}",
               "the three digits on the signature panel: {cvv}",
               "Amex {c}, the four small digits above the number: {cvv}",
               "سه رقم پشت کارت: {cvv}",
               "ki lai tylli number ha shadien ka card: {cvv}",
               "los trés númerus de atrás de la tarjeta: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 38 (each in two earlier corpora); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"RU": "n" * 29, "SM": "a" + "n" * 10 + "c" * 12, "MT": "aaaa" + "n" * 5 + "c" * 18,
                "HR": "n" * 17, "AE": "n" * 19, "BI": "n" * 23, "LC": "aaaa" + "c" * 24}  # fmt: skip
_IBAN_COUNTRIES = ["RU", "FR", "SM", "MT", "HR", "AE", "BI", "LC"]


def _fr_iban(rng: random.Random) -> str:
    """A French IBAN: a bank, a branch and an all-digit account with their RIB key."""

    def make(g: random.Random) -> str:
        bank, branch, account = _r(g, D, 5), _r(g, D, 5), _r(g, D, 11)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97
        bban = f"{bank}{branch}{account}{key:02d}"
        return "FR" + std_iban.calc_check_digits("FR00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


def _iban(rng: random.Random, country: str) -> str:
    if country == "FR":
        return _fr_iban(rng)
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TVG-2033-0412: please pay the blood-bag order to {i} within 30 days",
    "save the Olonets feed supplier's IBAN: {i}",
    "IBAN: {i}\nReference: Mamoudzou pharmacy, March",
    "OnPage #treasury: the San Marino lab supplier's new bank details, IBAN {i}",
    "el IBAN de la mi cuenta: {i}",
    "l'IBAN de mi cunt: {i}",
    "minun tilin IBAN: {i}",
    "IBAN ya compte yahangu: {i}",
    "IBAN حساب من: {i}",
    "सप्लायर दे खाते दा IBAN: {i}",
    "ಸಪ್ಲೈಯರ್‌ದ IBAN: {i}",
    "ka IBAN jong ka account jong nga: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _luhn_number(g: random.Random, prefix: str, length: int) -> str:
    body = prefix + _r(g, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _rpps(g: random.Random) -> str:
    """A French RPPS number: eleven digits, 10 first, a Luhn digit last."""
    return _luhn_number(g, "10", 11)


def _finess(g: random.Random) -> str:
    """A FINESS number of a Mayotte establishment: nine digits, 976 first, a Luhn digit last."""
    return _luhn_number(g, "976", 9)


def _ogrnip(g: random.Random) -> str:
    """A Russian ОГРНИП of a sole trader in Karelia (region 10): its mod-13 check digit holds."""

    def make(h: random.Random) -> str:
        body = f"3{h.randrange(4, 33):02d}10{_r(h, D, 9)}"
        return body + ru_ogrn.calc_check_digit(body + "0")

    return v.until(g, make, ru_ogrn.is_valid)


def _eori(g: random.Random) -> str:
    """A British EORI number: GB, a VAT number whose check `gb.vat` validates, then 000."""
    vat = v.until(g, lambda h: "GB" + h.choice("1234567") + _r(h, D, 8), gb_vat.is_valid)
    return vat + "000"


def _firmenbuch(g: random.Random) -> str:
    """An Austrian Firmenbuchnummer: FN, digits and a letter (`at.businessid` checks the format)."""

    def make(h: random.Random) -> str:
        return f"FN {h.randrange(100_000, 600_000)}{h.choice('abdfghikmptvwxyz')}"

    return v.until(g, make, at_businessid.is_valid)


def _rcvs(g: random.Random) -> str:
    """An RCVS registration number: seven digits, no public check."""
    return g.choice("1234567") + _r(g, D, 6)


def _sqp(g: random.Random) -> str:
    """An SQP registration number: six digits, no public check."""
    return g.choice("123456789") + _r(g, D, 5)


def _adeli(g: random.Random) -> str:
    """A French ADELI number of Mayotte: nine digits, no check verified here."""
    return "976" + _r(g, D, 6)


def _agdref(g: random.Random) -> str:
    """A residence-permit (AGDREF) number: ten digits, no public check."""
    return "976" + _r(g, D, 7)


def _colegiado(g: random.Random) -> str:
    """A Spanish veterinarian's número de colegiado of Cáceres (province 10): no check."""
    return f"10/{g.randrange(300, 2000):04d}"


def _codice_aziendale(g: random.Random) -> str:
    """An Italian livestock holding code (codice aziendale) in Bolzano: no check."""
    return f"{g.randrange(1, 117):03d}BZ{g.randrange(1, 1000):03d}"


def _udyam(g: random.Random) -> str:
    """An Indian Udyam registration number of Jammu and Kashmir: no check."""
    return f"UDYAM-JK-{g.randrange(1, 23):02d}-{_r(g, D, 7)}"


def _drug_licence(g: random.Random) -> str:
    """A Karnataka retail drug-licence number of Udupi: no check."""
    return f"KA-UDP-{_r(g, D, 6)}"


def _fssai(g: random.Random) -> str:
    """An FSSAI licence number: fourteen digits, no check verified here."""
    return "1" + g.choice("0123") + _r(g, D, 12)


def _vc_reg(g: random.Random) -> str:
    """A Meghalaya State Veterinary Council registration: no check."""
    return f"MSVC/{g.randrange(100, 2000)}/{g.randrange(2005, 2033)}"


def _ckyc(g: random.Random) -> str:
    """An Indian CKYC identifier: fourteen digits, no check verified here."""
    return g.choice("3456789") + _r(g, D, 13)


def _af_passport(g: random.Random) -> str:
    """An Afghan passport: P and eight digits, no check."""
    return "P" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "RPPS number of the Mamoudzou pharmacist, for the order form: {s}": _rpps,
    "nambari ya RPPS ya pharmacien: {s}": _rpps,
    "FINESS number of the Mamoudzou pharmacy: {s}": _finess,
    "n° FINESS de la pharmacie vétérinaire de Mamoudzou : {s}": _finess,
    "OGRNIP of the Olonets farm vet (sole trader), for the contract: {s}": _ogrnip,
    "ОГРНИП ветеринара из Олонца: {s}": _ogrnip,
    "minun OGRNIP-numeru: {s}": _ogrnip,
    "EORI number of the blood bank, for importing donor bags: {s}": _eori,
    "rhif EORI y banc gwaed: {s}": _eori,
    "Firmenbuchnummer des Innsbrucker Blutbeutel-Lieferanten: {s}": _firmenbuch,
    "RCVS registration number of the new locum: {s}": _rcvs,
    "SQP registration number for the pharmacy counter: {s}": _sqp,
    "ADELI number of the pharmacy assistant: {s}": _adeli,
    "nambari ya titre de séjour yahangu: {s}": _agdref,
    "el mi númeru de colegiau: {s}": _colegiado,
    "mi número de colegiado del Colegio de Veterinarios de Cáceres: {s}": _colegiado,
    "le codesc aziendal dl mas: {s}": _codice_aziendale,
    "codice aziendale della stalla di La Val: {s}": _codice_aziendale,
    "साढ़ा उद्यम रजिस्ट्रेशन नंबर: {s}": _udyam,
    "ಮದ್ದ್ ಅಂಗಡಿದ ಡ್ರಗ್ ಲೈಸೆನ್ಸ್ ನಂಬರ್: {s}": _drug_licence,
    "ಔಷಧ ಅಂಗಡಿಯ FSSAI ಪರವಾನಗಿ ಸಂಖ್ಯೆ: {s}": _fssai,
    "ka registration number jong nga ha ka Meghalaya Veterinary Council: {s}": _vc_reg,
    "मेरा CKYC नंबर: {s}": _ckyc,
    "نمبر پاسپورت من: {s}": _af_passport,
    "زما د پاسپورټ شمېره: {s}": _af_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return ["-".join(_r(rng, LOWER_DIGITS, 4) for _ in range(3)) for _ in range(n)]


_BACKUPS = ["Trupanion portal 2FA recovery codes\n{codes}",
            "spare sign-in codes for the group's Microsoft 365 {codes}",
            "ezyVet backup codes: {codes}", "2FA:n varakoodit:\n{codes}",
            "2FA दे बैकअप कोड: {codes}", "codesc de reserva dl 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Tarnbrook%20PMS:nerys@tarnbrook.vet?secret={s}&issuer=Tarnbrook%20PMS&period=30",
              "2FA setup key for the Covetrus account, typed in by hand: {s}",
              "TOTP secret for the blood-bank VPN, as the app showed it: {s}",
              "ufunguo wa 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Vetster sign-in code", "Your Petplan verification code: {c}. It expires in 10 minutes.",
          "کود تصدیق شما {c} اس", "तुंदा OTP {c} ऐ। कुसै कन्नै साझा नेईं करो",
          "ka code jong phi ka long {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Tarnbrook-Theatre", "TVG-Pharmacy-5G", "Hereford-Wards", "BloodBank-Ludlow",
          "Van3-Hotspot", "Corvara-Stall", "Olonets-Klinikka", "MAYOTTE-PHARMA", "Jammu-VetLab",
          "Udupi-Kambala-5G", "Shillong-OPD", "Balkh-Equine", "Caceres-Quirofano",
          "Leominster-Claims", "Van4-Router"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nPSK: {pw}",
    "theatre network {s}, password {pw}",
    "wifi in the Ludlow donor room: {s} / {pw}",
    "van router setup: SSID {s}, key {pw}",
    "the key on the sticker under van 4's router: {pw}",
    "la contraseña del wifi {s} es {pw}",
    "la password dl wifi {s} é {pw}",
    "wifin {s} salasana on {pw}",
    "password ya wifi {s} ni {pw}",
    "پسورد وای‌فای {s}: {pw}",
    "वाई-फाई {s} दा पासवर्ड {pw} ऐ",
    "ವೈಫೈ {s}, ಪಾಸ್‌ವರ್ಡ್ {pw}",
    "ka password jong ka wifi {s} ka long {pw}",
    "the Sure Petcare hub joins {s} with passphrase {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ACDEFGHJKLMNPQRTUVWXY34679", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("mp_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("shp_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[dictated over the van radio] {t}",
          "(spaced so the OnPage preview hides it) {t}", "lëtra por lëtra: {t}",
          "kirjain kerrallah: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", " "][index % 3].join(token) if style != 4 else "  ".join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the controlled-drugs cabinet code is {pw}", "blood-bank fridge keypad: {pw} then the tick key",
          "padlock on van 3's drug box: {pw}", "el códigu del candau de la nevera: {pw}",
          "le code dla porta dl magazin: {pw}", "code ya cadenas ya frigo: {pw}",
          "کود قفل الماری دوا: {pw}", "ಮದ್ದ್‌ದ ಕಪಾಟ್‌ದ ಕೋಡ್: {pw}",
          "ka code jong ka tala ha ka dukan dawai: {pw}", "दुआई आली अलमारी दा कोड: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [6, 4, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["haflinger", "plasma", "lambing", "cannula", "karakul", "mithun", "kambala",
                 "whippet", "suture", "farrier", "tourniquet", "herdwick", "zebu", "welsummer",
                 "otoscope", "triage"]  # fmt: skip
_PHRASES = {"master passphrase of the practice's password vault: {p}": " ",
            "LUKS passphrase of van 3's laptop: {p}": "-",
            "passphrase for the donor-register archive: {p}": " ",
            "la frasi de pasu de la copia: {p}": ".", "varmuskopien salalause: {p}": " ",
            "عبارت عبور بکاپ: {p}": "_", "ka passphrase jong ka backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Paw export of the LIS call, header Authorization: Basic {v}": True,
    "HAProxy backend: http-request set-header Authorization \"Basic {v}\"": True,
    "LIS bridge debug log: > Authorization: Bearer {v}": False,
    "the van tablet's sync config: auth_header = \"Basic {v}\"": True,
    "insurer's sample claims request: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Conquest dicom.ini:\n[sscscp]\nSQLServer = conquest\nUsername = conquest\nPassword = {pw}",
    "/etc/proxychains.conf:\n[ProxyList]\nsocks5 10.40.0.5 1080 vanproxy {pw}",
    "redsocks.conf:\nredsocks {{\n  local_port = 12345;\n  ip = 10.40.0.5;\n  port = 1080;\n  type = socks5;\n  login = \"van\";\n  password = \"{pw}\";\n}}",
    "hysteria client config.yaml:\nserver: edge.tarnbrook.vet:443\nauth: {pw}\nbandwidth:\n  up: 20 mbps",
    "sing-box config.json:\n{{\"outbounds\": [{{\"type\": \"trojan\", \"server\": \"edge.tarnbrook.vet\", \"server_port\": 443, \"password\": \"{pw}\"}}]}}",
    "frps.toml:\nbindPort = 7000\nauth.method = \"token\"\nauth.token = \"{pw}\"",
    "~/.esmtprc:\nhostname = smtp.tarnbrook.vet:587\nusername = \"lab-alerts\"\npassword = \"{pw}\"\nstarttls = required",
    "~/.mpoprc:\naccount tarnbrook\nhost pop.tarnbrook.vet\nuser nerys\npassword {pw}",
    "~/.fdm.conf:\naccount \"lab\" imaps server \"mail.tarnbrook.vet\" user \"lab\" pass \"{pw}\"",
    "~/.imapfilter/config.lua:\nlab = IMAP {{\n    server = 'mail.tarnbrook.vet',\n    username = 'lab',\n    password = '{pw}',\n    ssl = 'auto',\n}}",
    "~/.cloginrc (RANCID):\nadd user van-rtr-* netops\nadd password van-rtr-* {pw}",
    "oxidized config:\nusername: netops\npassword: {pw}\nmodel: routeros\ninterval: 3600",
    "ProcessWire site/config.php:\n$config->dbUser = 'pw_vets';\n$config->dbPass = '{pw}';",
    "Concrete CMS application/config/database.php:\n'username' => 'concrete',\n'password' => '{pw}',",
    "Craft CMS .env:\nCRAFT_DB_USER=craft\nCRAFT_DB_PASSWORD={pw}",
    "OpenCart config.php:\ndefine('DB_USERNAME', 'shop');\ndefine('DB_PASSWORD', '{pw}');",
    "Sylius .env.local:\nDATABASE_URL=mysql://sylius:{pw}@127.0.0.1/sylius_prod",
    "Shopware .env:\nDATABASE_URL=mysql://shopware:{pw}@db:3306/shopware",
    "dendrite.yaml:\nglobal:\n  database:\n    connection_string: postgresql://dendrite:{pw}@pg.tarnbrook.lan/dendrite",
    "Pimcore config/local/database.yaml:\ndoctrine:\n  dbal:\n    connections:\n      default:\n        user: pimcore\n        password: '{pw}'",
    "Umbraco appsettings.json:\n\"ConnectionStrings\": {{ \"umbracoDbDSN\": \"Server=sql;Database=umbraco;User Id=umbraco;Password={pw};\" }}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Rhodri: theatre wifi password?\nBethan: {pw}",
    "[02:41] hattie: root pw for the PACS box?\n[02:42] dafydd: {pw}",
    "Nerys: {pw} is the new VetVault password",
    "Owain: use {pw}, that's what the Cubex has now",
    "Remedios: la contraseña nueva es {pw}",
    "Lisl: la password nöia é {pw}",
    "Nasto: uuzi salasana on {pw}",
    "Zaïnaba: password mpya ni {pw}",
    "زرغونه: پسورد نو {pw} اس",
    "कुसुम: नमां पासवर्ड {pw} ऐ",
    "ರಕ್ಷಾ: ಪೊಸ ಪಾಸ್‌ವರ್ಡ್ {pw}",
    "Daphisha: ka password thymmai ka long {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "p\u0430ssword: {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ {pw}",
    "𝘱𝘢𝘴𝘴𝘸𝘰𝘳𝘥: {pw}", "P A S S W O R D: {pw}", "pass\u2063word → {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 = {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
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
    "the VetVault password is": "{s}", "Cubex admin pw:": "{s} (since the cabinet swap in January)",
    "la contraseña del mi correu es": "{s}", "PACS password": "{s}\nchange it after the audit",
    "सर्वर दा पासवर्ड": "{s} ऐ", "ka password ka long": "{s}", "salasana:": "{s}",
    "password ya serveur ni": "{s}",
    "the password Hattie read out over the van radio was": "{s}, I think", "پسورد سرور": "{s} اس",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "IDEXX API key", "{s}", _j((ALNUM, 40))),
    ("split_token", "ManyPets key:", "{s} (claims sync)", _j("mp_live_", (ALNUM, 32))),
    ("split_token", "Covetrus client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "donations wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/37", lambda g: v.grouped(_card(g, "prostir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FR"))),
    ("split_backup", "Trupanion recovery codes", "{s}\nq7m2-x9kd-4rpa\nz3vb-8nwe-k5tc", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RPPS", "{s}", _rpps),
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
    '{"pacs": {"url": "https://pacs.tarnbrook.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "hattie", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"analysers": [{"name": "catalyst-udupi"}, {"name": "procyte-udupi", "service_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["pdftotext", "-upw", "{s}", "claim-8841.pdf", "-"]}': ("meta_password", _plain_pw),
    '{"note": "پسورد کمپیوتر لابراتوار {s} اس"}': ("meta_password", _plain_pw),
    '{"salasana": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Hemolink inventory as bloodbank with the password {s}"}': ("meta_password", _plain_pw),
    '{"idexx": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"heskaToken": "{s}"}': ("meta_token", _j((HEX, 48))),
    '{"vetstoria_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "shetab"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MT")),
    '{"pharmacist": {"rpps": "{s}"}}': ("meta_id", _rpps),
    '{"mfa": {"backup_codes": ["{s}", "q7m2-x9kd-4rpa", "z3vb-8nwe-k5tc"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donations_wallet": {"recovery_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"zigbee": {"network_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"drug_cabinet": {"code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "TVG-Pharmacy-5G", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pydicom-3.0.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"catalyst-one-update-4.2.1.pkg").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tarnbrook/claims-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"donors: add blood-type column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"lis: revert HL7 OBX mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cbc_2033-02-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"donor-register-2032.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the Cubex cabinet password before the controlled-drugs audit on 2033-03-14.",
    "Bethan asked for the theatre wifi password; it's on the card in the head nurse's drawer.",
    "Policy: practice passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into OnPage; send a vault link instead.",
    "The `.env.example` line `IDEXX_VETCONNECT_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Hallmarq console asks for a new admin password after every software update.",
    "Replace <YOUR_VETSTORIA_KEY> in the README with the key from your Vetstoria dashboard.",
    "HESKA_CLOUD_TOKEN and PETLINK_API_KEY must be set before the nightly results sync runs.",
    "Nu le digas a naidi la tu contraseña.",
    "No dí a degügn tua password.",
    "Älä sano nikelle omua salasanua.",
    "Usimambiye mutru password yaho.",
    "پسورد خود را به هیچ کس نگویید.",
    "अपना पासवर्ड कुसै गी नेईं दस्सो।",
    "ಈರೆನ ಪಾಸ್‌ವರ್ಡ್ ಏರೆಗ್ಲಾ ಪನೊಡ್ಚಿ.",
    "Wat ong ia la ka password ia uno uno.",
    "Rhaid i'r cyfrinair fod o leiaf un ar bymtheg nod.",
    "La password deve avere almeno sedici caratteri.",
    "Пароль должен содержать не менее шестнадцати символов.",
    "पासवर्ड कम से कम सोलह अक्षरों का होना चाहिए।",
    "Upgraded the ProCyte Dx software from 2.9 to 3.1 and pydicom to 3.0.1 last night.",
    f"commit {_COMMIT} adds the blood-type column to the donor register.",
    f"Reverted to {_SHORT} after the HL7 mapping broke the lab import.",
    f"requirements.txt: pydicom==3.0.1 --hash=sha256:{_WHEEL_SUM}",
    f"The Catalyst One update 4.2.1 package has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of donor-register-2032.xlsx: {_SHA512}",
    f"The claims API container runs ghcr.io/tarnbrook/claims-api@sha256:{_IMAGE}.",
    f"MD5 of cbc_2033-02-11.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3f9c2a71-8e4b-4d12-a7c5-0b6e19d4f832 is the slow one in the PMS logs.",
    "Purchase order PO-2033-00731 for 120 blood collection bags ships on Tuesday.",
    "Jolt #97: the Ludlow fridge alarm keeps going off at night.",
    "Call the Udupi clinic on +91 820 252 4417 before noon.",
    "Claim CLM-2033-118204 for Marmite the lurcher was paid on 2033-02-02.",
    "Dog blood type DEA 1 negative; the donor's PCV was 48 % before collection.",
    "The van fridge holds 2 to 8 °C; the plasma freezer holds −30 °C.",
    "After five wrong passwords the PMS locks the account for 15 minutes.",
    "A unit of canine packed red cells is about 250 ml and keeps for 35 days.",
    "The secret of a calm cat consult is a towel and a quiet room.",
    "Ask Owain for the drug-cabinet code, I don't have it.",
    "My card ending 4471 was declined at the Hereford feed store.",
    "The San Marino supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Trupanion account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MANYPETS_API_KEY` in the secrets store, never in the repository.",
    "The padlock on van 3's drug box sticks in the cold; spray it before winter.",
    "Vetstoria moved the API key page under Settings › Developer in its March release.",
    "ISBN 978-0-7020-2792-5 is the anaesthesia handbook on the theatre shelf.",
    "The guest wifi 'Tarnbrook-Waiting-Room' is open, no password needed.",
    "Patient TVG-55102, 24.5 kg, creatinine 142 µmol/L; recheck in two weeks.",
    "Farm call at Tŷ Isaf: 14 heifers tested, no reactors.",
    "El pedido PED-2033-0419 de bolsas de sangre llega el jueves a Cáceres.",
    "La pharmacie de Mamoudzou ouvre à 7 h 30 le samedi.",
    "Der Hufschmied kommt am Mittwoch um 9 Uhr nach Corvara.",
    "ಉಡುಪಿ ಕ್ಲಿನಿಕ್ ಭಾನುವಾರ ಮುಚ್ಚಿರುತ್ತದೆ.",
    "د بلخ کلینیک د شنبې په ورځ خلاص دی.",
    "Aunuksen klinikka on suljettu juhannuksena.",
    "Version 7.4.2 of the PACS viewer fixes the measurement tool on lateral views.",
    "Vetscan rotor lot 3082 expires in April; order the next box now.",
    "Heska support ticket 552810 was closed after the firmware reflash.",
    "Sala d'aspetta: le dotur de Corvara é de sëra fin les set.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-01-20T08:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/tarnbrook/pacs", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pydicom", "version": "3.0.1"}}',
    '{"ticket": "552810", "purchase_order": "PO-2033-00731"}',
    '{"patient": {"id": "TVG-55102", "weight_kg": 24.5, "species": "canine"}}',
    '{"phone": "+91 820 252 4417", "city": "Udupi"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "blood_units_in_stock": 41}',
    '{"blood_type": "DEA 1 negative", "pcv_pct": 48, "donor": "Marmite"}',
    '{"request_id": "3f9c2a71-8e4b-4d12-a7c5-0b6e19d4f832", "status": 504, "route": "/claims"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
