# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, thirty-fourth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to thirty-second only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, and the scrubber was never run on it. Its own seed, password words,
names, places, templates, tools, vendors and layouts, the way the counter staff, pharmacists,
compounding lab, delivery riders, insurance desk and telehealth desk of a chain of community
pharmacies (Gaskiya Pharmacies: shops in Niamey, Zinder, Maradi, Agadez, Diffa, Maiduguri, Tamale,
Bolgatanga, Ouagadougou, Nouakchott and N'Djamena, a compounding lab in Tamale, delivery vans and
motorbikes, vaccine and insulin fridges, HMOs and insurers to bill, and a telehealth desk) leak
secrets into an assistant's memory: Imo, Eskimi, Palmchat, BBM, Keet, 3CX, Ooma, OpenPhone,
JustCall, CloudTalk, Talkdesk, Five9, Genesys Cloud, Kixie, Ringover, Zadarma, Sipgate, Placetel,
Mitel MiCollab, StarLeaf, Grasshopper, Loom, Tuple, Around, Teamflow, Kosy, SpatialChat, Wonder,
Hopin, Bevy, Grain, Fireflies, tl;dv, Rewatch, Read.ai, Avoma, Gong, VSee, Doxy.me, SimplePractice
and thera-LINK pastes, Bike, OmniOutliner, Napkin, Muse, Kosmik, Athens, Slab, Guru, Bit.ai,
Document360 and Helpjuice notes to self, Hiver, Helprace, LiveHelpNow, Vision Helpdesk and Pulseway
tickets, e-mails, runbooks, the terminals of Android Studio, Anjuta, BBEdit, CLion, Coder, Deepnote,
Eclipse Che, Geany, GoLand, KDevelop, Kate, Komodo, Lens, Lightning Studio, PhpStorm, Qt Creator,
Rider, RubyMine, SageMaker Studio, Sublime Text (Terminus), Visual Studio, WebStorm, code-server,
electerm, Kakoune, Lite XL, Notepad++ (NppExec), UltraEdit and Saturn Cloud, commands of gbak,
fbsvcmgr, gsec, dbaccess, edgedb, cockroach sql, dgraph live, typedb console, gallery-dl,
instaloader, psftp, sc.exe config, sqlmap, proxmox-backup-client, certutil, nuget sources, p4,
ldifde, csvde, dsquery, adfind, HSQLDB's SqlTool, Derby's ij, secret-tool, boundary, airflow users,
grafana-cli, bench, odoo-bin, mattermost, mongofiles, mongotop, asadmin, apprise, radosgw-admin and
expect, configs of Mirth Connect, Orthanc, Kannel, Gammu, playSMS, Jasmin, Tryton, vtiger, EspoCRM,
Chamilo, InvenTree, LabKey, SENAITE, HAPI FHIR, EHRbase, OpenHIM, OpenSIPS, OpenSMTPD, Yate,
dcm4chee and Sahana Eden, the web pages of pharmacy, laboratory, cold-chain, fleet, power, payment
and security hardware (Helmer, Liebherr, PHCbi, Vestfrost, Dometic, B Medical Systems, Haier
Biomedical, SureChill, Aucma, Sartorius, Radwag, Kern, A&D, Esco, NuAire, Labconco, Germfree,
Tuttnauer, Systec, Getinge, Belimed, Melag, Eyecon, Kirby Lester, ScriptPro, Parata, Omnicell,
Swisslog, BD Rowa, Willach, Capsa, Yuyama, Tosho, Arxium, Bixolon, Citizen, DYMO, Epson, CipherLab,
Opticon, Unitech, Queclink, Concox, Ruptela, Meitrack, CalAmp, Geotab, Cartrack, Testo, LogTag,
Tempmate, Dickson, T&D, CyberPower, Deye, Luxpower, Felicity Solar, Cudy, PAX, Nexgo, Telpo, Urovo,
Castles, Centerm, EZVIZ, Imou, Tiandy, Akuvox, dormakaba, Salto, Nuki, Genetec, Memmert, Binder,
Julabo, Eppendorf, Hettich, Shimadzu, Agilent, Metrohm, Anton Paar, Hanna, Brookfield, Erweka,
Copley, Sotax, Distek, Caleva, Unguator, Torpac), README fragments, voice-dictated text and requests
to the assistant itself. About 60 % English (or language-neutral config and shell), the rest in
Zarma, Kanuri, Tamasheq, Dagbani, Mooré, Gurene (Frafra), Hassaniya Arabic (in Arabic letters) and
Chadian Arabic (in Latin letters, as it is typed in chats) (no earlier docstring names them; the
wordings are the author's own, code-switched with French or English loanwords as chats there are),
and West African French, Hausa, Yoruba, Modern Standard Arabic, German, Spanish, European
Portuguese, Italian, Russian, Turkish, Japanese, Korean, Simplified Chinese and Hindi in wordings of
their own. Vendors (Surescripts, DrFirst, RxNT, PioneerRx, BestRx, PrimeRx, First Databank,
Medi-Span, Photon Health, Truepill, Medplum, Redox, Healthie, Canvas Medical, Infermedica, Helium
Health, mPharma, DrugStoc, Gozem, Yassir, Heetch, Kwik, Glovo, Hygeia HMO, AXA Mansard, Leadway
Health, Sanlam, MSH International, Kkiapay, Hub2, Fincra, Maplerad, Budpay, Zeepay, ExpressPay,
Cellulant (Tingg), Smile Identity, mNotify, Nexleaf ColdTrace, Berlinger, Sensitech, Zipline and
Dimagi CommCare) are ones heldouts 5 to 32 do not name; the ids are kinds they do not use: the US National
Provider Identifier, drawn until python-stdnum's `luhn` validates it behind the 80840 prefix, a
German Handelsregisternummer and an EU IOSS (import one-stop-shop) number, which python-stdnum's
`de.handelsregisternummer` and `eu.oss` check for court and format only (neither has a public
check digit); Nigeria's NIN, Niger's national identity card number, Burkina Faso's CNIB number,
Mali's NINA, Mauritania's NNI, Chad's NNI, Ghana's NHIS membership number and voter ID number, a
Nigerian FRSC driving licence, a Nigerian voter card's VIN and an HMO enrolee number, which carry no
check a library or this file verifies (no check-digit algorithm is written here); passports of
Niger, Nigeria, Burkina Faso, Ghana, Mauritania, Mali and Chad under the new languages' words,
likewise unchecked. Card numbers pass Luhn (Elo, Humo, UzCard, Dankort, Cabal, Bancontact and UATP
prefixes drawn here and checked with python-stdnum's `luhn`). The IBANs are of countries used least
by a rough count over heldouts 5 to 32 (Romania and Hungary, each in one earlier corpus, and Norway,
Finland, the Czech Republic, Denmark, Luxembourg and Portugal, each in two), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French, Italian, Czech,
Russian, Korean, Simplified Chinese and Spanish lists.
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
from stdnum.de import handelsregisternummer as de_hr
from stdnum.eu import oss as eu_oss

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 65_904_117
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


_HERBS = ["Kinkeliba", "Bissap", "Karite", "Dawadawa", "Zobo", "Kunu", "Tuwo", "Waakye",
          "Kilishi", "Kosai", "Masa", "Akara", "Senna", "Camphor", "Lanolin", "Glycerin",
          "Quinquina", "Calendula"]  # fmt: skip
_FORMS = ["Pestle", "Mortar", "Ampoule", "Sachet", "Tincture", "Ointment", "Syrup", "Blister",
          "Capsule", "Spatula", "Pipette", "Vial", "Lozenge", "Poultice", "Elixir", "Dropper"]  # fmt: skip
_DRUGS = ["Amoxicillin", "Paracetamol", "Metformin", "Artesunate", "Insulin", "Ibuprofen",
          "Cotrimoxazole", "Amlodipine", "Omeprazole", "Salbutamol", "Nifedipine",
          "Ciprofloxacin", "Doxycycline"]  # fmt: skip
_PLACES = ["Niamey", "Zinder", "Maradi", "Agadez", "Tahoua", "Diffa", "Maiduguri", "Damaturu",
           "Tamale", "Yendi", "Bolgatanga", "Navrongo", "Ouagadougou", "Koudougou", "Nouakchott",
           "Nouadhibou", "NDjamena", "Abeche", "Moundou"]  # fmt: skip
_NAMES = ["Moussa", "Hadiza", "Issoufou", "Mariama", "Boubacar", "Zeinabou", "Yacouba",
          "Rakiatou", "Bulama", "Zara", "Aghali", "Tanina", "Fadimata", "Intalla", "Wumpini",
          "Fuseini", "Salamatu", "Tahiru", "Wendkouni", "Rasmane", "Pousga", "Atiga", "Ayamga",
          "Akolgo", "Vatimetou", "Cheikh", "Khadijetou", "Achta", "Mahamat", "Abakar"]  # fmt: skip
_SYMBOLS = "!#%*?@+=&$^"
_LEET = ["K1nk3l1b4", "B1ss4p", "D4w4d4w4", "P3stl3", "4mp0ul3", "S4ch3t", "T1nctur3", "3l1x1r",
         "K4r1t3"]  # fmt: skip


def _dose(g: random.Random) -> str:
    """A drug and its strength, the way a counter crew makes a password out of a shelf label."""
    return (
        f"{g.choice(_DRUGS)}{g.choice([5, 10, 20, 40, 250, 500, 850, 1000])}mg{g.choice(_SYMBOLS)}"
    )


def _apple(g: random.Random) -> str:
    """Three groups of six as a phone's keychain suggests them: a digit, a capital."""
    return f"{_r(g, LOWER, 6)}-{_r(g, LOWER, 5)}{_r(g, D, 1)}-{_r(g, UPPER, 1)}{_r(g, LOWER, 5)}"


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_HERBS)}{g.choice(_FORMS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FORMS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%*?@", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    _dose,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_HERBS).lower()}.{g.randrange(1960, 2034)}",
    lambda g: f"Rx{g.randrange(1000, 10_000)}{g.choice(_HERBS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, D, 2) + _r(g, LOWER, 5) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: f"{g.choice(_FORMS).upper()}{g.choice(_SYMBOLS)}{g.randrange(10_000, 100_000)}",
    lambda g: "-".join(g.sample(_FORMS, 3)) + str(g.randrange(2, 10)),
    lambda g: f"{g.choice(_NAMES)}Gaskiya{g.randrange(2, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 13),
    _apple,
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Imo message from Hadiza: the Helmer i.Series fridge panel password is {pw}",
    "3CX chat, Zinder shop: Liebherr SmartMonitoring password {pw}",
    "Ooma text from Fuseini: PHCbi vaccine fridge web password {pw}",
    "OpenPhone text from Wumpini: Vestfrost VLS 064 logger password {pw}",
    "JustCall SMS from the Maiduguri shop: Dometic MS 505 fridge password {pw}",
    "CloudTalk call note: B Medical Systems TCW 120 dashboard password {pw}",
    "Talkdesk note, telehealth desk: Haier Biomedical HYC-390 web password {pw}",
    "Five9 agent chat: SureChill cloud password for the Diffa fridge {pw}",
    "Genesys Cloud chat on the insurer line: Aucma CFD-50 monitor password {pw}",
    "Kixie SMS from Bulama: Sartorius Cubis II balance admin password {pw}",
    "Ringover message: Radwag AS 220.R2 balance password {pw}",
    "Zadarma chat: Kern ABT 220 balance web password {pw}",
    "Sipgate SMS from the lab: A&D GX-224A balance password {pw}",
    "Placetel chat, Tamale lab: Esco Labculture cabinet password {pw}",
    "Mitel MiCollab chat: NuAire LabGard hood panel password {pw}",
    "StarLeaf call chat: Labconco Purifier Logic+ password {pw}",
    "Grasshopper voicemail transcript: the Germfree isolator HMI password is {pw}",
    "Loom comment under the cleanroom walkthrough: Tuttnauer 3870 autoclave password {pw}",
    "Tuple pairing chat: Systec VX-95 autoclave password {pw}",
    "Around call chat: Getinge HS33 sterilizer password {pw}",
    "Teamflow chat: Belimed WD 290 washer password {pw}",
    "Kosy office chat, Yacouba: Melag Vacuklav 41 password {pw}",
    "SpatialChat room 'Tamale lab': Eyecon 2 pill counter password {pw}",
    "Wonder room chat: Kirby Lester KL1Plus admin password {pw}",
    "Hopin backstage chat: ScriptPro SP 200 password {pw}",
    "Bevy event chat (public, sorry): Parata Max 2 admin password {pw}",
    "Grain meeting note: Omnicell XR2 service password {pw}",
    "Fireflies transcript of the shop huddle: Swisslog BoxPicker password {pw}",
    "tl;dv note from the Monday call: BD Rowa Vmax admin password {pw}",
    "Rewatch comment: Willach consis password {pw}",
    "Read.ai action items: Capsa NexSys cart password {pw}",
    "Avoma call note: Yuyama YS-TR-260 packager password {pw}",
    "Gong call snippet: Tosho Xana password {pw}",
    "Imo message from Rakiatou: Arxium RIVA compounding robot password {pw}",
    "Eskimi chat: Bixolon SLP-TX400 label printer password {pw}",
    "Palmchat message from Tahiru: Citizen CL-S621 printer web password {pw}",
    "BBM message off the old phone: DYMO LabelWriter 550 share password {pw}",
    "VSee chat during a telehealth visit: Epson TM-m30III web config password {pw}",
    "Doxy.me waiting-room chat (wrong window): CipherLab RS36 admin password {pw}",
    "SimplePractice internal note: Opticon OPN-2006 config password {pw}",
    "thera-LINK chat: Unitech EA630 admin password {pw}",
    "Keet room 'vans': Queclink GV300 tracker SMS password {pw}",
    "Bike outline 'Fleet': Concox GT06N tracker password {pw}",
    "OmniOutliner row 'Motorbikes': Ruptela FM-Eco4 configurator password {pw}",
    "Napkin card: Meitrack MS03 platform password {pw}",
    "Muse board 'Cold chain': CalAmp LMU-3640 password {pw}",
    "Kosmik note: MyGeotab password for the van fleet {pw}",
    "Athens page 'Delivery': Cartrack portal password {pw}",
    "Slab post 'Fridge loggers': Testo Saveris 2 password {pw}",
    "Guru card 'Cold chain': LogTag Analyzer password {pw}",
    "Bit.ai doc 'Vaccines': Tempmate cloud password {pw}",
    "Document360 draft (unpublished): DicksonOne password {pw}",
    "Helpjuice draft: T&D WebStorage Service password {pw}",
    "Hiver shared inbox note: CyberPower PowerPanel password {pw}",
    "Helprace ticket 2207: Deye SUN-12K inverter portal password {pw}",
    "LiveHelpNow ticket 5531: Luxpower monitor password {pw}, please reset it",
    "Vision Helpdesk ticket 908: the Felicity Solar app password is {pw}",
    "Pulseway alert note: Cudy WR3000 router admin password {pw}",
    "Helprace ticket 2215: PAX A920 terminal admin password {pw} must be rotated",
    "LiveHelpNow ticket 5547: Nexgo N86 manager password {pw}",
    "Hi Issoufou,\n\nthe root password of the claims server in Niamey is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nMariama",
    "Incident 2033-03-02: the EZVIZ camera at the Maradi shop was reachable from the internet with password {pw}",
    "Runbook: cold-chain alarm at night\n1. open the Liebherr SmartMonitoring page\n2. log in as pharmacist\n3. password {pw}\n4. acknowledge, then move the insulin to fridge B",
    "README (Tamale lab rack)\nthe Shimadzu LabSolutions server is at https://hplc.gaskiya.lan, admin password `{pw}`.",
    "my Sonibank mobile banking password is {pw} now",
    "can you remember my Orabank app password? it's {pw}",
    "the Coris Bank online banking password is {pw}",
    "password for my Bankily account: {pw}",
    "dictated: the Metrohm tiamo password is {pw} full stop",
    "note to self: Memmert incubator password {pw}",
    "after the reset the Akuvox door phone password became {pw}",
    "Ay email mot de passe ga ti {pw}",
    "fuwo router mot de passe: {pw}",
    "Moussa: serveur taaga sanni tuguyaŋo ga ti {pw}",
    "Kalima sirri email wuye: {pw}",
    "fato-be router-be pasuwod: {pw}",
    "Bulama: server-be kalima sirri dǝ {pw}",
    "Awal n əsərr n email-in d {pw}",
    "router n ehan-in, awal n əsərr: {pw}",
    "Aghali: awal n əsərr amaynu n serveur d {pw}",
    "N email password maa n-nyɛla {pw}",
    "N yili router password: {pw}",
    "Wumpini: server maa password palli n-nyɛla {pw}",
    "M email mot de passe wã yaa {pw}",
    "M roogã router mot de passe: {pw}",
    "Wendkouni: serveur mot de passe paalgã yaa {pw}",
    "M email password la ane {pw}",
    "M yire router password: {pw}",
    "Atiga: server la password paalega ane {pw}",
    "كلمة السر متاع الإيميل ه {pw}",
    "كلمة سر الراوتر فالدار: {pw}",
    "خديجتو: كلمة السر الجديدة متاع السيرفر هي {pw}",
    "kalimt al-sirr hana l-email hanâi hi {pw}",
    "kalimt al-sirr hana l-router fi l-bêt: {pw}",
    "Mahamat: kalimt al-sirr al-jadîde hana l-server hi {pw}",
    "le code secret du PC de la caisse, c'est {pw} hein",
    "mot de passe de l'ordinateur de la pharmacie de garde : {pw}",
    "kalmar sirrin kwamfutar kantin magani ita ce {pw}",
    "ọ̀rọ̀ aṣínà kọ̀ǹpútà ilé oògùn ni {pw}",
    "كلمة المرور لجهاز الصيدلية هي {pw}",
    "das Kennwort für den Rezeptur-PC ist {pw}",
    "la contraseña del equipo de la farmacia es {pw}",
    "a palavra-passe do computador da farmácia é {pw}",
    "la password del PC del laboratorio galenico è {pw}",
    "пароль от компьютера в аптеке: {pw}",
    "eczane bilgisayarının şifresi {pw}",
    "薬局のパソコンのパスワードは {pw}",
    "약국 컴퓨터 비밀번호는 {pw}",
    "药房电脑的密码是 {pw}",
    "दवाखाने के कंप्यूटर का पासवर्ड {pw} है",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["moussa", "hadiza.i", "issoufou", "mariama", "boubacar", "zeinabou.h", "yacouba",
          "rakiatou", "bulama", "zara.m", "aghali", "tanina", "fadimata.w", "intalla", "wumpini",
          "fuseini", "salamatu.a", "tahiru", "wendkouni", "rasmane.o", "pousga", "atiga",
          "ayamga", "akolgo", "vatimetou", "cheikh.s", "khadijetou", "achta", "mahamat.a",
          "svc-fridges", "rx-robot", "lab-tamale"]  # fmt: skip
_LOGINS = [
    "Imo, Hadiza: the Omnicell login is {u} / {pw}",
    "LiveHelpNow #5540: {u} locked out of the Parata, last password {pw}",
    "user={u} pass={pw}",
    "Guru › Shops › Zinder › PAX A920: {u} — {pw}",
    "| system | user | pass |\n|---|---|---|\n| Swisslog BoxPicker | {u} | {pw} |",
    "log into the Helmer panel as {u} using {pw}",
    "Kirby Lester login {u}:{pw}",
    "Username: {u}\nPass: {pw}",
    "- host: rowa-niamey\n  user: {u}\n  pass: {pw}",
    "3CX chat: account {u}, pw {pw}",
    "Fuseini says the Arxium account is {u} and the password is {pw}",
    "system;user;password\ntempmate;{u};{pw}",
    "ssh {u}@claims-srv.gaskiya.lan, password {pw}",
    "Ooma: creds for the Sartorius are {u} and {pw}",
    "ay maa {u}, ay mot de passe {pw}",
    "username wuye {u}, kalima sirri {pw}",
    "isəm-in {u}, awal n əsərr {pw}",
    "n yuli {u}, n password {pw}",
    "m yʋʋrã yaa {u}, mot de passe wã yaa {pw}",
    "m yʋ'ʋre {u}, password la {pw}",
    "اسم المستخدم {u} وكلمة السر {pw}",
    "usm hanâi {u}, kalimt al-sirr {pw}",
    "identifiant {u}, code {pw} (poste de la caisse)",
    "sunan mai amfani {u}, kalmar sirri {pw}",
    "Anmeldename {u}, Kennwort {pw}",
    "ユーザー名：{u}／パスワード：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kinkeliba", "bissap", "dawadawa", "zobo", "kunu", "waakye", "kilishi", "kosai",
               "akara", "karite", "senna", "camphor", "lanolin", "pestle", "sachet", "elixir",
               "tincture", "poultice"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lowercase, followed by {d}",
    "password: {w}, then the digits {d} right after it",
    "for the Rowa robot it's {w} with {d} on the end",
    "voice note: the fridge-room wifi password is {w} then {d}, no spaces",
    "just type {w} and after it {d}",
    "it's {w}{d}, the word and the number run together",
    "mot de passe ga ti sanni {w}, a banda {d}",
    "kalima sirri dǝ {w}, bayan-ro {d}",
    "awal n əsərr d {w}, dəffər-əs {d}",
    "password maa n-nyɛla yɛltɔɣa {w}, ka {d} doli",
    "mot de passe wã yaa {w}, rẽ poore {d}",
    "password la ane {w}, la poore {d}",
    "كلمة السر هي كلمة {w} ومن بعدها {d}",
    "kalimt al-sirr hi {w}, ba'ad da {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "gbak -b -user SYSDBA -password '{pw}' claims-srv:/data/dispensary.fdb /backup/dispensary.fbk",
    "fbsvcmgr claims-srv:service_mgr user SYSDBA password '{pw}' action_db_stats dbname /data/dispensary.fdb sts_hdr_pages",
    "gsec -user SYSDBA -password '{pw}' -display",
    "echo \"CONNECT TO 'rx@ol_tamale' USER '{u}' USING '{pw}'; SELECT COUNT(*) FROM scripts;\" | dbaccess - -",
    "echo '{pw}' | edgedb --host edb.gaskiya.lan --user {u} --password-from-stdin query 'select count(Script)'",
    "cockroach sql --url 'postgresql://{u}:{pw}@crdb.gaskiya.lan:26257/claims?sslmode=require'",
    "dgraph live -f stock.rdf --alpha dg.gaskiya.lan:9080 --creds 'user={u};password={pw};namespace=0'",
    "typedb console --cloud tdb.gaskiya.lan:1729 --username {u} --password '{pw}'",
    "gallery-dl -u {u} -p '{pw}' https://www.instagram.com/gaskiya.pharmacies/",
    "instaloader --login={u} --password='{pw}' gaskiya.pharmacies",
    "psftp claims.gaskiya-rx.net -l {u} -pw {pw} -b upload-claims.txt",
    "sc.exe config GaskiyaRxSync obj= \".\\{u}\" password= \"{pw}\"",
    "sqlmap -u 'https://portal.gaskiya-rx.net/claims?id=7' --auth-type=Basic --auth-cred='{u}:{pw}' --batch",
    "PBS_PASSWORD='{pw}' proxmox-backup-client backup root.pxar:/ --repository {u}@pbs@pbs.gaskiya.lan:store1",
    "certutil -f -p \"{pw}\" -importpfx portal-gaskiya-rx.pfx",
    "nuget sources add -Name gaskiya -Source https://nuget.gaskiya.lan/v3/index.json -Username {u} -Password {pw}",
    "p4 -p ssl:p4.gaskiya.lan:1666 -u {u} -P '{pw}' sync //depot/labels/...",
    "ldifde -i -f pharmacists.ldf -s dc1.gaskiya.lan -b {u} GASKIYA {pw}",
    "csvde -f shops.csv -s dc1.gaskiya.lan -b {u} GASKIYA {pw}",
    "dsquery user -name Hadiza* -s dc1.gaskiya.lan -u {u} -p {pw}",
    "adfind -h dc1.gaskiya.lan -u GASKIYA\\{u} -up {pw} -f objectcategory=computer",
    "java -jar sqltool.jar --inlineRc=url=jdbc:hsqldb:hsql://lab.gaskiya.lan/formulas,user={u},password={pw}",
    "ij> connect 'jdbc:derby://lab.gaskiya.lan:1527/batches;user={u};password={pw}';",
    "echo -n '{pw}' | secret-tool store --label='Gaskiya claims' service claims user {u}",
    "boundary authenticate password -auth-method-id ampw_7Hc2LqQx0v -login-name {u} -password '{pw}'",
    "airflow users create --username {u} --firstname Hadiza --lastname Issa --role Admin --email hadiza@gaskiya-rx.net --password '{pw}'",
    "grafana-cli admin reset-admin-password '{pw}'",
    "bench --site erp.gaskiya.lan set-admin-password '{pw}'",
    "odoo-bin -d stock --db_host pg.gaskiya.lan --db_user {u} --db_password '{pw}' -u stock",
    "mattermost user create --email {u}@gaskiya-rx.net --username {u} --password '{pw}'",
    "mongofiles --uri 'mongodb://{u}:{pw}@mongo.gaskiya.lan/scans?authSource=admin' put prescription-0412.pdf",
    "mongotop --host mongo.gaskiya.lan -u {u} -p '{pw}' --authenticationDatabase admin 5",
    "asadmin --user {u} --passwordfile <(echo 'AS_ADMIN_PASSWORD={pw}') list-applications",
    "apprise -vv -b 'fridge 3 at 9.1 C' 'mailtos://{u}:{pw}@mail.gaskiya-rx.net'",
    "radosgw-admin user create --uid={u} --display-name='Lab scans' --access-key=GASKIYALAB --secret='{pw}'",
    "expect -c 'spawn ssh {u}@claims-srv; expect \"assword:\"; send \"{pw}\\r\"; interact'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Android Studio terminal: {c}", "Anjuta terminal $ {c}",
    "BBEdit shell worksheet:\n{c}", "CLion terminal ~/labels $ {c}", "Coder workspace 'rx-dev' $ {c}",
    "Deepnote terminal:\n{c}", "Eclipse Che terminal, workspace stock: {c}", "Geany terminal tab: {c}",
    "GoLand terminal ~/claims-api $ {c}", "KDevelop konsole view: {c}", "Kate terminal panel: {c}",
    "Komodo IDE shell: {c}", "Lens terminal, node rx-1: {c}", "Lightning Studio terminal: {c}",
    "PhpStorm terminal (Local): {c}", "Qt Creator terminal pane: {c}", "Rider terminal: PS C:\\rx> {c}",
    "RubyMine terminal: {c}", "SageMaker Studio terminal:\n{c}", "Sublime Text, Terminus: {c}",
    "Visual Studio Developer PowerShell: {c}", "WebStorm terminal ~/portal $ {c}",
    "code-server terminal on the lab box: {c}", "electerm session 'Tamale lab': {c}",
    "Kakoune :terminal\n{c}", "Lite XL console: {c}", "Notepad++ NppExec console:\n{c}",
    "UltraEdit command window: {c}", "Saturn Cloud terminal: {c}",
    "komandi kaŋ ay tee: {c}", "command shɛŋa n zaŋ tum: {c}", "command ning m sẽn maan: {c}",
    "الأمر الّ خدمت: {c}", "al-amr al-sawwêtah: {c}", "la commande que j'ai lancée : {c}",
    "umarnin da na gudanar: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "bolt://{u}:{pw}@graph.gaskiya.lan:7687",
    "crate://{u}:{pw}@crate.gaskiya.lan:4200/doc",
    "databend://{u}:{pw}@databend.gaskiya.lan:8000/claims?sslmode=disable",
    "db2+ibm_db://{u}:{pw}@db2.gaskiya.lan:50000/RXHIST",
    "elasticsearch+https://{u}:{pw}@es.gaskiya.lan:9200/",
    "hana+hdbcli://{u}:{pw}@hana.gaskiya.lan:30015",
    "hive://{u}:{pw}@hive.gaskiya.lan:10000/claims?auth=LDAP",
    "presto://{u}:{pw}@presto.gaskiya.lan:8443/hive/claims",
    "redis+sentinel://:{pw}@sentinel.gaskiya.lan:26379/mymaster/0",
    "singlestoredb://{u}:{pw}@s2.gaskiya.lan:3306/stock",
    "starrocks://{u}:{pw}@sr.gaskiya.lan:9030/default_catalog.stock",
    "teradatasql://{u}:{pw}@td.gaskiya.lan",
    "pop3s://{u}:{pw}@mail.gaskiya-rx.net:995",
    "socks5h://{u}:{pw}@proxy.gaskiya.lan:1080",
    "ircs://{u}:{pw}@irc.gaskiya.lan:6697/#pharmacists",
]  # fmt: skip
_URL_PLACES = [
    "CLAIMS_DB_URL={c}", "Evidence connection, the old one: {c}",
    "save this DSN somewhere for me please: {c}", "database URL maa n-nyɛla {c}",
    "al-URL hana l-database: {c}", "chaîne de connexion : {c}", "LiveHelpNow #5561: {c}",
    "Slab page 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "gaskiya-pharmacies", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "dispense:read claims:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, URLSAFE, 22)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Surescripts", "SURESCRIPTS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("DrFirst", "DRFIRST_API_KEY", _j((ALNUM, 32))),
    ("RxNT", "RXNT_API_TOKEN", lambda g: v.uuid4(g, "8")),
    ("PioneerRx", "PIONEERRX_API_KEY", _j((HEX, 40))),
    ("BestRx", "BESTRX_SECRET", _j((ALNUM, 36))),
    ("PrimeRx", "PRIMERX_API_KEY", _j((UPPER_HEX, 32))),
    ("First Databank", "FDB_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Medi-Span", "MEDISPAN_API_KEY", _j((HEX, 32))),
    ("Photon Health", "PHOTON_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Truepill", "TRUEPILL_API_KEY", _j((HEX, 64))),
    ("Medplum", "MEDPLUM_CLIENT_SECRET", _j((HEX, 64))),
    ("Redox", "REDOX_API_SECRET", _j((ALNUM, 48))),
    ("Healthie", "HEALTHIE_API_KEY", _j((ALNUM, 40))),
    ("Canvas Medical", "CANVAS_CLIENT_SECRET", _j((URLSAFE, 50))),
    ("Infermedica", "INFERMEDICA_APP_KEY", _j((HEX, 32))),
    ("Helium Health", "HELIUM_API_KEY", _j((ALNUM, 32))),
    ("mPharma", "MPHARMA_API_TOKEN", _vendor_jwt("https://auth.mpharma.com")),
    ("DrugStoc", "DRUGSTOC_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Gozem", "GOZEM_API_KEY", _j((ALNUM, 48))),
    ("Yassir", "YASSIR_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Heetch", "HEETCH_API_TOKEN", _j((HEX, 64))),
    ("Kwik", "KWIK_ACCESS_TOKEN", _vendor_jwt("https://api.kwik.delivery")),
    ("Glovo", "GLOVO_API_SECRET", _j((ALNUM, 32))),
    ("Hygeia HMO", "HYGEIA_API_KEY", _j((UPPER_DIGITS, 32))),
    ("AXA Mansard", "AXAMANSARD_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Leadway Health", "LEADWAY_API_SECRET", _j((B64, 64))),
    ("Sanlam", "SANLAM_CLIENT_SECRET", _j((ALNUM, 40))),
    ("MSH International", "MSH_API_TOKEN", _j((URLSAFE, 48))),
    ("Kkiapay", "KKIAPAY_PRIVATE_KEY", _j((HEX, 40))),
    ("Hub2", "HUB2_API_KEY", _j((ALNUM, 64))),
    ("Fincra", "FINCRA_SECRET_KEY", _j((ALNUM, 32))),
    ("Maplerad", "MAPLERAD_SECRET_KEY", _j((URLSAFE, 48))),
    ("Budpay", "BUDPAY_SECRET_KEY", _j("sk_live_", (LOWER_DIGITS, 40))),
    ("Zeepay", "ZEEPAY_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("ExpressPay", "EXPRESSPAY_API_KEY", _j((ALNUM, 56))),
    ("Cellulant", "TINGG_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Smile Identity", "SMILE_ID_API_KEY", lambda g: v.uuid4(g, "8")),
    ("mNotify", "MNOTIFY_API_KEY", _j((ALNUM, 36))),
    ("Nexleaf ColdTrace", "COLDTRACE_API_KEY", _j((HEX, 32))),
    ("Berlinger", "BERLINGER_SMARTVIEW_KEY", _j((UPPER_HEX, 32))),
    ("Sensitech", "SENSITECH_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Zipline", "ZIPLINE_API_KEY", _j((ALNUM, 48))),
    ("Dimagi CommCare", "COMMCARE_API_KEY", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "dotenvx set {env} {tok}",
    "chamber write gaskiya-claims {env} {tok}",
    "glab variable set {env} {tok}",
    "aws ssm put-parameter --name /gaskiya/prod/{env} --type SecureString --value {tok}",
    "az keyvault secret set --vault-name gaskiya-kv --name partner-key --value {tok}",
    "printf '{tok}' | gcloud secrets create partner-key --data-file=-",
    "kubectl set env deployment/claims-api {env}={tok}",
    "oc set env dc/claims-api {env}={tok}",
    "incus config set rx-box environment.{env}={tok}",
    "systemd-run --setenv={env}={tok} /opt/gaskiya/sync",
    "~/.config/environment.d/gaskiya.conf:\n{env}={tok}",
    "~/.zshenv: export {env}={tok}",
    "~/.bash_profile:\nexport {env}=\"{tok}\"",
    "fish_variables:\nSETUVAR --export {env}:{tok}",
    "crontab -l\nMAILTO=ops@gaskiya-rx.net\n{env}={tok}\n0 2 * * * /opt/gaskiya/sync.sh",
    "env.list (docker run --env-file env.list):\n{env}={tok}",
    ".gitlab-ci.yml:\nvariables:\n  {env}: \"{tok}\"",
    "bitbucket-pipelines.yml:\n        script:\n          - export {env}={tok}",
    ".circleci/config.yml:\n    environment:\n      {env}: {tok}",
    "cloudbuild.yaml:\n  env: ['{env}={tok}']",
    "app.json: \"env\": {{\"{env}\": {{\"value\": \"{tok}\"}}}}",
    "supabase secrets set {env}={tok}",
    "eas secret:create --scope project --name {env} --value {tok}",
    "zappa_settings.json: \"environment_variables\": {{\"{env}\": \"{tok}\"}}",
    "template.yaml (SAM):\n      Environment:\n        Variables:\n          {env}: {tok}",
    "Gaskiya Rx admin › Partners › {vendor} › Secret: {tok}",
    "Slab table 'Partners': | {vendor} | live | {tok} |",
    "Bike task: rotate the {vendor} key {tok}",
    "Imo, Hadiza: {vendor} key for the claims sync: {tok}",
    "Hiver note: the {vendor} token in use is {tok}, the old one is revoked",
    "Helprace #2231: {vendor} calls fail with 403, key configured {tok}",
    "LiveHelpNow ticket 5570: {vendor} integration broken, current key {tok}",
    "please remember our {vendor} API key: {tok}",
    "{vendor} API clé ga ti {tok}",
    "{vendor}-be API key: {tok}",
    "tasarut n API n {vendor}: {tok}",
    "{vendor} API key maa n-nyɛla {tok}",
    "{vendor} API clé wã yaa {tok}",
    "{vendor} API key la ane {tok}",
    "مفتاح API متاع {vendor}: {tok}",
    "al-muftâh hana API {vendor} hu {tok}",
    "clé API {vendor} de la pharmacie : {tok}",
    "makullin API na {vendor}: {tok}",
    "kọ́kọ́rọ́ API {vendor}: {tok}",
    "API-Schlüssel für {vendor} (Rezepturlabor): {tok}",
    "clave API de {vendor} para la farmacia: {tok}",
    "chave da API {vendor}: {tok}",
    "chiave API {vendor} del laboratorio: {tok}",
    "API-ключ {vendor} для аптеки: {tok}",
    "{vendor} API anahtarı: {tok}",
    "{vendor} のAPIキーは {tok}",
    "{vendor} API 키는 {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} की API कुंजी {tok} है",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    infermedica = _r(rng, HEX, 32)
    medplum = _r(rng, HEX, 64)
    smile = v.uuid4(rng, "9")
    commcare = _r(rng, HEX, 40)
    gozem = _r(rng, ALNUM, 48)
    zipline = _r(rng, ALNUM, 48)
    return [
        Sample("vendor_token", f'r = requests.post("https://api.infermedica.com/v3/diagnosis", headers={{"App-Id": "{_r(rng, HEX, 8)}", "App-Key": "{infermedica}"}}, json=body)', infermedica),
        Sample("vendor_token", f"await medplum.startClientLogin('{v.uuid4(rng, 'a')}', '{medplum}');", medplum),
        Sample("vendor_token", f'const connection = new smileIdentityCore.WebApi("1187", "https://portal.gaskiya-rx.net/kyc", "{smile}", 0);', smile),
        Sample("vendor_token", f"curl -H 'Authorization: ApiKey hadiza@gaskiya-rx.net:{commcare}' https://www.commcarehq.org/a/gaskiya/api/v0.5/case/", commcare),
        Sample("vendor_token", f'<meta-data\n    android:name="com.gozem.partner.API_KEY"\n    android:value="{gozem}" />', gozem),
        Sample("vendor_token", f'let client = ZiplineClient(apiKey: "{zipline}", region: .westAfrica)', zipline),
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


_BARE_PLACES = ["{t}", "Imo: {t}", "it is shown only once, so pasting it here:\n{t}",
                "token maa n-nyɛla {t}", "التوكن: {t}", "{t}\n^ the new one; the old one is revoked",
                "keep this one safe for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 32), ".", (URLSAFE, 43)), _j((B64, 64)),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 56)), _j((ALNUM, 50)), _j((B64, 40), "==")]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Z-Wave S2 network key of the fridge-room sensors: {h}": 32,
    "wM-Bus AES key of the cold-room energy meter: {h}": 32,
    "DESFire application master key for the Salto staff badges: {h}": 32,
    "HMAC signing secret for the Kkiapay webhook: {h}": 64,
    "Bluetooth LE long-term key paired with the Nuki lock on the lab door: {h}": 32,
    "firmware update AES key for the Concox trackers: {h}": 64,
    "backup encryption clé ga ti {h}": 64,
    "مفتاح تشفير النسخة الاحتياطية: {h}": 64,
    "muftâh al-tashfîr hana l-backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Helprace #2244: token copied from the browser's dev tools {t}",
    "Cookie: lang=fr-NE; grx_session={t}",
    "CLAIMS_PORTAL_ACCESS_TOKEN={t}",
    "hang on to this bearer token for me {t}",
    "token maa n-nyɛla {t}",
    "التوكن متاع البوابة: {t}",
    "Hiver transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@gaskiya-rx.net"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://auth.gaskiya-rx.net/realms/pharmacies",
            "azp": "claims-portal",
            "shop": rng.choice(_PLACES).lower(),
            "roles": ["pharmacist", "counter"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 16)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the claims SFTP, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/pki/tls/private/portal.gaskiya-rx.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"HMO_GATEWAY_PRIVATE_KEY": "{key}", "insurer": "hygeia"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lab <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Helprace ticket 2240, pasted by the integrator:\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
    "serveur clé privée ga ti:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "GPG key for the insurer's claims drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG",
               "ENCRYPTED PRIVATE KEY": "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + (index * 5) % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Lace wallet recovery phrase, copying it before I wipe the old phone: {p}": "english",
    "Nami wallet words\n{p}": "english",
    "Vespr seed (the staff savings wallet, emptied): {p}": "english",
    "Leap wallet backup: {p}": "english",
    "voice memo: the Freighter recovery words are {p} and that is all of them": "english",
    "Slab page 'Pharmacy float wallet (retired)': {p}": "english",
    "phrase de récupération du portefeuille xBull : {p}": "french",
    "frase di recupero del portafoglio Pontem: {p}": "italian",
    "obnovovací fráze peněženky Rabet: {p}": "czech",
    "фраза восстановления кошелька MyTonWallet: {p}": "russian",
    "HashPack 지갑 복구 문구: {p}": "korean",
    "Sui Wallet 助记词：{p}": "chinese_simplified",
    "frase de recuperación de la billetera Lobstr: {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 15, 12, 18][index % 5]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 15: 20, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else (index * 5 + 1) % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Elo's, Humo's, UzCard's, Dankort's,
    Cabal's, Bancontact's, UATP's: brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


_CARD_PREFIXES: dict[str, tuple[list[str], list[int]]] = {
    "elo": (["401178", "438935", "451416", "504175", "506699", "509048", "627780", "636297", "636368"], [16]),
    "humo": (["9860"], [16]),
    "uzcard": (["8600"], [16]),
    "dankort": (["5019"], [16]),
    "cabal": (["604201", "604209", "627170"], [16]),
    "bancontact": (["6703"], [19]),
    "uatp": (["1"], [15]),
}  # fmt: skip


def _card(rng: random.Random, brand: str) -> str:
    if brand in _CARD_PREFIXES:
        return _card_of(rng, *_CARD_PREFIXES[brand])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Imo, Hadiza: the company card for the Sartorius service parts is {c}, exp {mm}/{yy}",
    "keep my spare card please: {c} valid to {mm}/{yy}",
    "Card #: {c}\nExpiry: {mm}/{yy}",
    "Helprace #2250: charge the Tuttnauer repair to card {c}",
    "ay karte nimero: {c}, {mm}/{yy}",
    "kart wuye-be nomba: {c}",
    "nimero n karte-in: {c}, {mm}/{yy}",
    "n card number n-nyɛla {c}",
    "m karta nimero wã yaa {c}, {mm}/{yy}",
    "m card number la ane {c}",
    "رقم البطاقة متاعي: {c}، {mm}/{yy}",
    "nimra hana l-kart hanâi: {c}",
]  # fmt: skip


_BRANDS = ["visa", "elo", "mastercard", "humo", "amex", "dankort", "uzcard", "cabal",
           "bancontact", "uatp", "visa", "mastercard"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/34, CVC {cvv}",
               "the 3 little digits on the back by the signature: {cvv}",
               "Amex {c}, the 4-digit code on the front above the number: {cvv}",
               "les 3 chiffres derrière la carte : {cvv}",
               "lambobi uku a bayan katin: {cvv}",
               "card maa nyaaŋa nambas ata: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 32 (Romania and Hungary once, the
# rest twice); BBAN shapes from `secret_classes_values.IBAN_SHAPES`.
_IBAN_COUNTRIES = ["RO", "HU", "NO", "FI", "CZ", "DK", "LU", "PT"]


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, v.IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice GRX-2033-044: please pay the insulin pens to {i} within 45 days",
    "save the generics supplier's IBAN: {i}",
    "IBAN: {i}\nRef: compounding bases, order 88",
    "Imo #finance: the fish-oil supplier's new bank details, IBAN {i}",
    "ay IBAN: {i}",
    "IBAN wuye: {i}",
    "IBAN-in: {i}",
    "n IBAN n-nyɛla {i}",
    "m IBAN wã yaa {i}",
    "m IBAN la ane {i}",
    "الآيبان متاعي: {i}",
    "account of the capsule-shell maker in Europe, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _npi(g: random.Random) -> str:
    """A US National Provider Identifier: ten digits whose Luhn check runs behind 80840."""

    def make(h: random.Random) -> str:
        body = h.choice("12") + _r(h, D, 8)
        return body + luhn.calc_check_digit("80840" + body)

    return v.until(g, make, lambda number: luhn.is_valid("80840" + number))


def _handelsregister(g: random.Random) -> str:
    """A German Handelsregisternummer: a court, HRB and a number (format and court checked)."""
    court = g.choice(["Aachen", "München", "Hamburg", "Köln", "Ulm", "Darmstadt"])
    return v.until(g, lambda h: f"{court} HRB {h.randrange(1000, 300_000)}", de_hr.is_valid)


def _ioss(g: random.Random) -> str:
    """An EU IOSS number: IM, a member state's number and seven digits (format checked only)."""
    return v.until(
        g, lambda h: f"IM{h.choice(['372', '528', '442', '250'])}{_r(h, D, 7)}", eu_oss.is_valid
    )


def _ng_nin(g: random.Random) -> str:
    """Nigeria's National Identification Number: eleven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 10)


def _ne_cni(g: random.Random) -> str:
    """Niger's national identity card number, ten digits as drawn here; no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _bf_cnib(g: random.Random) -> str:
    """Burkina Faso's CNIB number: B and eight digits; no public check."""
    return "B" + _r(g, D, 8)


def _ml_nina(g: random.Random) -> str:
    """Mali's NINA: fourteen digits and a letter as printed; no public check."""
    return g.choice("12") + _r(g, D, 13) + g.choice(UPPER)


def _mr_nni(g: random.Random) -> str:
    """Mauritania's NNI: ten digits; no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _td_nni(g: random.Random) -> str:
    """Chad's NNI as drawn here: thirteen digits; no public check."""
    return g.choice("12") + _r(g, D, 12)


def _gh_nhis(g: random.Random) -> str:
    """Ghana's NHIS membership number: eight digits; no public check."""
    return g.choice("123456789") + _r(g, D, 7)


def _gh_voter(g: random.Random) -> str:
    """Ghana's voter ID number: ten digits; no public check."""
    return g.choice("3456789") + _r(g, D, 9)


def _ng_licence(g: random.Random) -> str:
    """A Nigerian FRSC driving licence: three letters, five digits, two letters, two digits."""
    return f"{_r(g, UPPER, 3)}{_r(g, D, 5)}{_r(g, UPPER, 2)}{_r(g, D, 2)}"


def _ng_vin(g: random.Random) -> str:
    """A Nigerian voter card's VIN: nineteen capitals and digits; no public check."""
    return _r(g, UPPER_HEX, 4) + _r(g, UPPER_DIGITS, 15)


def _hmo_enrolee(g: random.Random) -> str:
    """An HMO enrolee number as printed on the card; no public check."""
    return f"HYG/{g.randrange(10, 99)}/{_r(g, D, 6)}/{g.choice('ABC')}"


def _passport(letters: str, digits: int) -> Maker:
    """A passport number: a letter from ``letters`` and ``digits`` digits; no public check."""
    return lambda g: g.choice(letters) + _r(g, D, digits)


_ID_PLACES: dict[str, Maker] = {
    "NPI of the US doctor on the telehealth desk, for the referral form: {s}": _npi,
    "National Provider Identifier of the prescriber in Houston: {s}": _npi,
    "Handelsregisternummer des Kapselmaschinen-Herstellers: {s}": _handelsregister,
    "IOSS number of the online lab-supply shop, for customs: {s}": _ioss,
    "my NIN from the NIMC slip: {s}": _ng_nin,
    "NIN wuye: {s}": _ng_nin,
    "ay carte d'identité nimero ga ti {s}": _ne_cni,
    "m CNIB nimero wã yaa {s}": _bf_cnib,
    "NINA-in: {s}": _ml_nina,
    "الرقم الوطني للتعريف متاعي: {s}": _mr_nni,
    "nimrat al-hawiya hanâi (NNI): {s}": _td_nni,
    "n NHIS number n-nyɛla {s}": _gh_nhis,
    "m voter ID la ane {s}": _gh_voter,
    "driver's licence of the Maiduguri van driver: {s}": _ng_licence,
    "VIN on my voter card: {s}": _ng_vin,
    "HMO enrolee ID of the patient on the phone: {s}": _hmo_enrolee,
    "ay passeport nimero: {s}": _passport("ABC", 7),
    "paspo wuye-be nomba: {s}": _passport("ABD", 8),
    "m passeport nimero wã yaa {s}": _passport("AB", 7),
    "n passport number n-nyɛla {s}": _passport("GH", 7),
    "جواز السفر متاعي: {s}": _passport("ABCD", 7),
    "paspor-in: {s}": _passport("AB", 8),
    "jawâz al-safar hanâi: {s}": _passport("ABE", 7),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 0:
        return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 4)}" for _ in range(n)]
    if style == 1:
        return [f"{_r(rng, UPPER_DIGITS, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]
    if style == 2:
        return [_r(rng, D, 10) for _ in range(n)]
    return [
        f"{_r(rng, LOWER_DIGITS, 3)}-{_r(rng, LOWER_DIGITS, 3)}-{_r(rng, LOWER_DIGITS, 3)}"
        for _ in range(n)
    ]


_BACKUPS = ["Kkiapay 2FA recovery codes\n{codes}", "spare sign-in codes for the pharmacy's Zoho account {codes}",
            "Healthie backup codes: {codes}", "codes de secours 2FA :\n{codes}",
            "2FA backup codes maa: {codes}", "رموز الاحتياط 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Fincra:hadiza@gaskiya-rx.net?secret={s}&issuer=Fincra&algorithm=SHA1&digits=6&period=30",
              "FreeOTP, manual entry for the Zeepay login, key: {s}",
              "Raivo OTP, secret for the Maplerad dashboard: {s}",
              "2FA clé wã yaa {s}"]  # fmt: skip
_CODES = ["{c} is your Fincra login code", "Kwik: {c} is your one-time PIN. It expires in 5 minutes.",
          "Code de vérification Orabank : {c}", "lambar tabbatarwa ta bankin ku: {c}",
          "رمز التحقق Bankily: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 4
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n", " · "][index % 5]
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 3) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Gaskiya-Staff", "GRX-ColdRoom-5G", "Niamey-Pharma", "Zinder-Officine", "Tamale-Lab-5G",
          "Bolga-Store", "Ouaga-Pharma-2G", "NKC-Officine", "NDJ-Depot", "Agadez-Rx",
          "Diffa-Fridge-AP", "Cudy-5G-3A1C", "Maiduguri-Counter", "Maradi-Garde"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nPSK: {pw}",
    "pharmacy network {s}, passcode {pw}",
    "wifi in the cold room: {s} / {pw}",
    "ESP32 provisioning for the fridge sensor: ssid {s}, pass {pw}",
    "the key on the sticker under the Cudy router: {pw}",
    "wifi {s} mot de passe ga ti {pw}",
    "wifi {s}-be pasuwod: {pw}",
    "awal n əsərr n wifi {s} d {pw}",
    "wifi {s} password maa n-nyɛla {pw}",
    "wifi {s} mot de passe wã yaa {pw}",
    "wifi {s} password la ane {pw}",
    "كلمة سر الويفي {s}: {pw}",
    "kalimt al-sirr hana l-wifi {s} hi {pw}",
    "code wifi {s} : {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sk_live_", (LOWER_DIGITS, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j((ALNUM, 28)), _j((LOWER_DIGITS, 30))]  # fmt: skip
_SPELL = ["spelling it out one character at a time: {t}", "[read out on the 3CX call] {t}",
          "(spaced so the Imo preview doesn't show it) {t}", "حرف حرف: {t}", "letter kam: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", " - "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["code du cadenas de la réserve : {pw}", "the controlled-drugs cabinet takes {pw} then OK",
          "padlock on the van's cool box: {pw}", "kadnas-be code: {pw}", "code n kadna n ehan: {pw}",
          "padlock maa code n-nyɛla {pw}", "cadenas wã code yaa {pw}", "padlock la code ane {pw}",
          "kôd hana l-kadnas: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kinkeliba", "bissap", "dawadawa", "pestle", "mortar", "ampoule", "sachet",
                 "tincture", "lozenge", "poultice", "camphor", "lanolin", "shea", "savanna",
                 "dropper", "calendula"]  # fmt: skip
_PHRASES = {"Buttercup vault passphrase for the pharmacists: {p}": " ",
            "KeePassium database passphrase: {p}": " ",
            "Padloc master passphrase: {p}": "-", "Passwork master passphrase: {p}": ".",
            "Password Depot master passphrase: {p}": " ", "backup passphrase ga ti {p}": "_",
            "عبارة المرور للنسخة الاحتياطية: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "claims.hurl:\nGET https://api.gaskiya-rx.net/claims\nAuthorization: Basic {v}": True,
    "Kreya request, header Authorization: Basic {v}": True,
    "Fiddler capture: Authorization: Bearer {v}": False,
    "mitmproxy flow detail: authorization: Basic {v}": True,
    "Proxyman log of the Hygeia call: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "mirth.properties:\ndatabase = postgres\ndatabase.url = jdbc:postgresql://pg.gaskiya.lan:5432/mirthdb\ndatabase.username = mirth\ndatabase.password = {pw}",
    "Orthanc.json:\n\"AuthenticationEnabled\": true,\n\"RegisteredUsers\": {{ \"radiology\": \"{pw}\" }}",
    "kannel.conf:\ngroup = sendsms-user\nusername = gaskiya\npassword = {pw}",
    "gammu-smsdrc:\n[smsd]\nservice = sql\ndriver = native_pgsql\nuser = smsd\npassword = {pw}",
    "playSMS config.php:\n$core_config['db']['user'] = 'playsms';\n$core_config['db']['pass'] = '{pw}';",
    "jasmin.cfg:\n[amqp-broker]\nhost = 127.0.0.1\nusername = jasmin\npassword = {pw}",
    "trytond.conf:\n[database]\nuri = postgresql://tryton:{pw}@pg.gaskiya.lan:5432/",
    "vtiger config.inc.php:\n$dbconfig['db_username'] = 'vtiger';\n$dbconfig['db_password'] = '{pw}';",
    "EspoCRM data/config-internal.php:\n'database' => ['user' => 'espo', 'password' => '{pw}'],",
    "Chamilo app/config/configuration.php:\n$_configuration['db_user'] = 'chamilo';\n$_configuration['db_password'] = '{pw}';",
    "InvenTree config.yaml:\ndatabase:\n  ENGINE: postgresql\n  USER: inventree\n  PASSWORD: {pw}",
    "LabKey labkey.xml:\n<Resource name=\"jdbc/labkeyDataSource\" username=\"labkey\" password=\"{pw}\"/>",
    "SENAITE buildout.cfg:\n[instance]\nuser = admin:{pw}",
    "HAPI FHIR application.yaml:\nspring:\n  datasource:\n    username: hapi\n    password: {pw}",
    "EHRbase application.yml:\nsecurity:\n  authAdminUser: ehrbase-admin\n  authAdminPassword: {pw}",
    "OpenHIM config/production.json:\n\"mongo\": {{\"url\": \"mongodb://openhim:{pw}@mongo:27017/openhim\"}}",
    "opensips.cfg:\nmodparam(\"usrloc\", \"db_url\", \"mysql://opensips:{pw}@localhost/opensips\")",
    "OpenSMTPD /etc/mail/secrets:\ngaskiya alerts@gaskiya-rx.net:{pw}",
    "Yate regfile.conf:\n[1001]\npassword={pw}",
    "dcm4chee-arc docker env:\nLDAP_ROOTPASS={pw}\nPOSTGRES_USER=pacs",
    "Sahana Eden models/000_config.py:\nsettings.database.username = \"sahana\"\nsettings.database.password = \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Hadiza: cold room wifi password?\nFuseini: {pw}",
    "[07:40] yacouba: root pw for the claims server?\n[07:41] wumpini: {pw}",
    "Rakiatou: {pw} is the new Parata admin password",
    "Bulama: use {pw}, that's what the Omnicell has now",
    "Moussa: mot de passe taaga no ti {pw}",
    "Zara: server-be pasuwod {pw}",
    "Aghali: awal n əsərr amaynu d {pw}",
    "Wumpini: password palli maa n-nyɛla {pw}",
    "Wendkouni: mot de passe paalgã yaa {pw}",
    "Atiga: password paalega la ane {pw}",
    "خديجتو: كلمة السر الجديدة هي {pw}",
    "Achta: kalimt al-sirr al-jadîde hi {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pa\u200bssword: {pw}", "passw\u200dord = {pw}", "p\u2060a\u2060ssword -> {pw}", "pasѕword: {pw}",
    "𝘱𝘢𝘴𝘴𝘸𝘰𝘳𝘥: {pw}", "ｐａｓｓ: {pw}", "\u202apassword\u202c: {pw}", "Ρassword {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, held-out 32's proportions).
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
    "the Omnicell admin password is": "{s}", "Parata service pw:": "{s} (since the robot swap in May)",
    "ay mot de passe ga ti": "{s}", "Helmer password": "{s}\nchange it after the audit",
    "kalimt al-sirr hanâi hi": "{s}", "N password maa n-nyɛla": "{s}", "M mot de passe wã yaa": "{s}",
    "Swisslog password": "{s}", "the password Fuseini read out over the phone was": "{s}, I think",
    "كلمة السر متاعي هي": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Infermedica app key", "{s}", _j((HEX, 32))),
    ("split_token", "Budpay secret key:", "{s} (live)", _j("sk_live_", (LOWER_DIGITS, 40))),
    ("split_token", "Smile Identity API key", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Lace wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HU"))),
    ("split_backup", "Kkiapay recovery codes", "{s}\nQ7KD-2MXP\nH3TZ-9WVA", lambda g: _backup_list(g, 1, 1)[0]),
    ("split_otp", "2FA setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NIN", "{s}", _ng_nin),
    ("split_phrase", "Buttercup passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"omnicell": {"url": "https://xr2.gaskiya.lan", "service_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasuwod": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "wumpini", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"fridges": [{"name": "fridge-a"}, {"name": "fridge-b", "panel_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["gbak", "-b", "-user", "SYSDBA", "-password", "{s}", "dispensary.fdb", "dispensary.fbk"]}': ("meta_password", _plain_pw),
    '{"note": "M mot de passe wã yaa {s}"}': ("meta_password", _plain_pw),
    '{"كلمة_السر": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the Helmer panel as pharmacist with the password {s}"}': ("meta_password", _plain_pw),
    '{"infermedica": {"app_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"heetchToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"medplum_client_secret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "humo"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "RO")),
    '{"patient": {"nin": "{s}"}}': ("meta_id", _ng_nin),
    '{"mfa": {"backup_codes": ["{s}", "Q7KD-2MXP", "H3TZ-9WVA"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 1)[0]),
    '{"float_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"salto": {"desfire_master_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"drug_cabinet": {"combination": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "GRX-ColdRoom-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"fhir.resources-8.0.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"helmer-iseries-fw-3.12.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/gaskiya/claims-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(
    b"claims: send HMO enrolee id with each line", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(
    b"labels: revert the Hausa dosage strings", usedforsecurity=False
).hexdigest()[:10]
_MD5 = hashlib.md5(b"fridge-log_2033-02.csv", usedforsecurity=False).hexdigest()
_SHA1 = hashlib.sha1(b"formulary-2033.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Helmer fridge password before the inspection on 2033-04-18.",
    "Fuseini asked for the cold-room wifi password; it's on the card in the head pharmacist's drawer.",
    "Policy: shop passwords are at least 14 characters and live only in the team vault.",
    "Please don't paste passwords into Imo; share a vault link instead.",
    "The `.env.example` line `INFERMEDICA_APP_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Parata asks for a new admin password after every software update.",
    "Replace <YOUR_FINCRA_SECRET> in the README with the key from your Fincra dashboard.",
    "HEETCH_API_TOKEN and MEDPLUM_CLIENT_SECRET must be set before the nightly claims sync runs.",
    "Ma si ni mot de passe cebe boro kulu se.",
    "Pasuwod nyiye kam laa-ro gotǝ-nyi-ba.",
    "Ur təssəknəd awal n əsərr-nək i awedəm.",
    "Di wuhi so a password.",
    "Ra wilg ned f mot de passe ye.",
    "Da wuɡe so'a fo password la.",
    "ما تعطي كلمة السر متاعك لحد.",
    "Mâ tantî kalimt al-sirr hanak le ayyi nâdum.",
    "Ne donnez jamais votre code secret au téléphone, même à la pharmacie.",
    "Kada ka ba kowa kalmar sirrinka.",
    "Das Kennwort muss mindestens vierzehn Zeichen haben.",
    "パスワードは誰にも教えないでください。",
    "Upgraded the Helmer firmware from 3.11 to 3.12 and fhir.resources to 8.0.0 over the weekend.",
    f"commit {_COMMIT} sends the HMO enrolee id with each claim line.",
    f"Rolled back to {_SHORT} after the Hausa dosage strings broke the label printer.",
    f"requirements.txt: fhir.resources==8.0.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Helmer i.Series firmware 3.12 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-1 of formulary-2033.xlsx: {_SHA1}",
    f"The claims API container runs ghcr.io/gaskiya/claims-api@sha256:{_IMAGE}.",
    f"MD5 of fridge-log_2033-02.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3f9c2a71-8d4e-4b06-a1f5-6e2d9c0b7a34 is the slow one in the Hygeia claim logs.",
    "Purchase order PO-2033-00712 for 60 boxes of artesunate ships on Tuesday.",
    "Helprace #2207: the Diffa fridge alarm keeps tripping at night.",
    "Call the Tamale lab on +233 37 202 4418 before noon.",
    "Order GRX-ORD-2033-5521 left the Zinder depot on the blue van at 09:40.",
    "Batch TML-CMP-2033-118: 200 g of 2 % salicylic acid ointment, beyond-use date 2033-06-30.",
    "ATC code J01CA04 is amoxicillin; P01BF01 is artemether with lumefantrine.",
    "CAS 103-90-2 is paracetamol and CAS 50-78-2 is aspirin.",
    "Fridge B is at 4.6 °C; the insulin shelf must stay between 2 and 8 °C.",
    "After five wrong passwords the Omnicell locks the account for 15 minutes.",
    "The Tamale lab's laminar flow hood is 1.2 m wide; the HEPA filter was changed in January.",
    "The secret of a smooth ointment is warming the base to 60 °C before mixing.",
    "Ask Salamatu for the drug-cabinet code, I don't have it.",
    "My card ending 4410 was declined at the Maradi market.",
    "The Budapest supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the pharmacy's Fincra account and keep them in the safe.",
    "No wallet's support team will ever ask for your recovery phrase.",
    "Keep `BUDPAY_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the van's cool box rusts in the harmattan dust; oil it every month.",
    "Infermedica moved the API key page under Settings › Applications in its March release.",
    "The guest wifi 'Gaskiya-Guest' is open, no password needed.",
    "Version 2.7.1 of the claims portal adds the Leadway Health tariff table.",
    "The telehealth desk is open from 08:00 to 20:00; calls after that go to the on-call pharmacist.",
    "Hygeia HMO pays claims within 30 days of the end of the month.",
    "The van's route today: Niamey depot, Dosso, then back by 18:00.",
    "Reminder: rotate the Zipline and Gozem keys every 90 days, per the security policy.",
    "The password field on the claims portal now shows a strength meter.",
    "We need a password manager that works offline in Agadez; Buttercup or KeePassium?",
    "Tracking number of the balance sent for calibration: parcel 1Z 4F8 72W 03 1184 552 9.",
    "The compounding log lists 14 capsules of 25 mg hydrocortisone for patient file 2033/0417.",
    "The NHIS card renewal queue in Tamale was three hours long this morning.",
    "Mot de passe oublié ? Cliquez sur le lien reçu par SMS pour le réinitialiser.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T06:30:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/shops/omnicell", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "fhir.resources", "version": "8.0.0"}}',
    '{"ticket": "2207", "purchase_order": "PO-2033-00712"}',
    '{"batch": {"id": "TML-CMP-2033-118", "mass_g": 200, "strength_pct": 2}}',
    '{"phone": "+233 37 202 4418", "city": "Tamale"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "boxes_in_stock": 1312}',
    '{"atc_code": "J01CA04", "form": "capsule", "strength_mg": 500}',
    '{"request_id": "3f9c2a71-8d4e-4b06-a1f5-6e2d9c0b7a34", "status": 200, "latency_ms": 812}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
