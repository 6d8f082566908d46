# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, thirty-fifth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to thirty-second only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, and the scrubber was never run on it. Its own seed, password words,
names, places, templates, tools, vendors and layouts, the way the stage crew, wardrobe, box office,
orchestra office and touring drivers of a regional theatre and opera house (Vesperhall Lyric
Theatre, with a costume workshop, a rehearsal studio, a box office and two touring trucks that take
its Rusalka and Tosca to Gorey in Jersey, Miranda do Douro, Rēzekne, Kruševo and Korçë, Pajala,
Aosta, Maykop and Masanchi) leak secrets into an assistant's memory: Simpplr, Teamwork Chat,
Pronto, Keet, GoTo Connect, Ventrilo, Hangouts, Palringo, Nimbuzz, Texts.com, Franz, Wavebox,
Mailspring, RainLoop, SnappyMail, Glip, Grasshopper, Groundwire, Acrobits, 3CX, sipgate, Placetel
and fonial messages, Rotaready, Quinyx, Humanity, Rotacloud, Papershift, Shiftbase, Crewplanner,
Rotamaster, Findmyshift and ZoomShift notes, Mochi, Napkin, Fibery, Slab, Bloomfire, Document360,
Tiki, Foswiki, PmWiki, Fireflies, Tactiq, Just Press Record, Voice Memos, Voicenotes, Saner, Twos,
Habitica, Reclaim and Vimcal notes to self and transcripts, ManageEngine ServiceDesk Plus,
LibreDesk, Ticksy, Enchant, Smartsupp and Comm100 tickets and chats, e-mails, runbooks, shell
history in Royal TSX, WebSSH, hterm, MATE Terminal, PowerShell ISE, Emacs vterm, Geany, KDevelop,
Qt Creator, Android Studio, Developer PowerShell for Visual Studio, CodeRunner, StackBlitz, noVNC,
RealVNC Viewer, Chrome Remote Desktop, Pantheon Terminal, CoolTerm, PuTTYtray, Termite, SyncTERM,
Core Shell and Termix, commands of ten and more tools no earlier corpus names (Geode's gfsh,
jmxterm, Ignite's control.sh, qpid-config, Redpanda's rpk, the ksqlDB CLI, gbase, SQL Anywhere's
dbisql, Perforce's p4, 7za, smbmount, flit, zfs load-key, Hazelcast's mc-conf, Infinispan's CLI,
emqtt_bench, coap-client, ApacheBench, sqlmap, kubectl config set-credentials, pvesm,
proxmox-backup-client, TiDB's dumpling, pure-pw, ftpasswd, doveadm pw, saslpasswd2, ktpass,
slappasswd, mgconsole, nebula-console, Tarantool's tt, the EdgeDB CLI, bendsql and ycqlsh), configs
of EspoCRM, phpBB, a CIFS credentials file, ddclient, inadyn, Centreon, Jetty, Hive, OpenSIPS,
Murmur, uMurmur, OpenVidu, FileRun, SeaweedFS, Akaunting, Crater, Airsonic, Tryton, InvenTree,
Nautobot, RackTables and openDCIM, the web pages of lighting, sound, intercom, stage machinery,
video, rigging, ticket printing, sewing, pattern cutting and truck hardware (ChamSys, Avolites,
High End Systems Hog 4, Yamaha RIVAGE, Midas, Sennheiser, Green-GO, Waagner-Biro, Kinesys, J.R.
Clancy, Claypaky, Vari-Lite, d&b audiotechnik, L-Acoustics, Meyer Sound, Luminex, Pharos, Christie,
Dataton Watchout, Pixera, Resolume, Brompton, Bernina, Lectra, Tukatech, Optitex, Volvo Dynafleet,
Mercedes-Benz FleetBoard, Scania, Webasto, VDO, BOCA Systems, Star Micronics, Stagetec, Calrec,
Astera, Ayrton, Chauvet, Strand, Zero 88, Gerriets, Rosco, Wenger, TAIT, Verlinde, Chainmaster,
Movecat, Blackmagic, Vizrt, vMix and CasparCG), README fragments, voice-dictated text and requests
to the assistant itself. About 60 % English (or language-neutral config and shell), the rest in
Jèrriais (Jersey Norman), Mirandese, Dungan (in Cyrillic letters), Latgalian, Aromanian, Meänkieli,
Franco-Provençal (Valdôtain) and Adyghe (no earlier docstring names them), and Swedish, Norwegian,
Latvian, Romanian, Greek, European Portuguese, Italian, French, German, Spanish, Russian, Polish,
Hungarian, Finnish, Albanian, Macedonian, Kazakh, Czech, Korean, Simplified Chinese and Japanese in
wordings of their own. Vendors (Tessitura, AudienceView, Patronbase, Ticketsolve, vivenu,
TicketSource, Eventim, See Tickets, Ingresso, ThunderTix, Ludus, OvationTix, Showpass, Tixly,
TicketCo, Ticketmatic, Propared, Artifax, nkoda, Geotab, Verizon Connect, Teletrac Navman, Quartix,
Microlise, Frotcom, Wialon, Beacon CRM, Bloomerang, Blackbaud, Worldline, HelloAsso, Billetweb,
StudioBinder, Celtx, Yamdu, Ticketbud, Brushfire, Rotaready, Quinyx and Personio) are ones heldouts
5 to 32 do not name; the ids are kinds they do not use: Norway's D-nummer, drawn until
python-stdnum's `no.fodselsnummer` validates both its check digits; a Swedish samordningsnummer,
whose Luhn digit python-stdnum's `luhn` checks (`se.personnummer` refuses its day plus 60); a
phone's MEID, drawn until `meid` validates its hex check digit; an EU IOSS number, a Spanish CAE
and a German Handelsregisternummer, whose modules (`eu.oss`, `es.cae`, `de.handelsregisternummer`)
check their format, office, activity or court only; a Kyrgyz personal number (ПИН), a Kazakh
identity card number, a Russian driving licence, a Romanian identity card's series and number, an
Albanian NID (letërnjoftim), a Greek police identity card (ΑΔΤ), a German Personalausweis number,
an Italian tessera sanitaria card number, a Latvian eID card number and a Portuguese driving
licence, which carry no check a library or this file verifies (no check-digit algorithm is written
here); and passports under Adyghe, Dungan and Jèrriais words, likewise unchecked. Card numbers pass
Luhn (Elcart, Humo, Dankort, Elo and UATP prefixes drawn here and checked with python-stdnum's
`luhn`). The IBANs are of countries used least by a rough count over heldouts 5 to 32 (Honduras,
Hungary, Pakistan, Poland, Romania, Portugal, Italy and Spain, each in two earlier corpora), drawn
until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Italian, Czech,
Russian, Korean, Simplified Chinese and Spanish lists.
Measured once; a miss here is reported, not tuned on.
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
from stdnum import luhn, meid
from stdnum.de import handelsregisternummer as de_hr
from stdnum.es import cae as es_cae
from stdnum.eu import oss as eu_oss
from stdnum.no import fodselsnummer as no_fnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 99_408_678
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


_OPERAS = ["Tosca", "Fidelio", "Rigoletto", "Carmen", "Nabucco", "Norma", "Otello", "Wozzeck",
           "Salome", "Elektra", "Turandot", "Rusalka", "Jenufa", "Boheme", "Traviata", "Lakme",
           "Manon", "Werther"]  # fmt: skip
_STAGE = ["Proscenium", "Flytower", "Batten", "Scrim", "Cyclorama", "Gobo", "Fresnel", "Greenroom",
          "Revolve", "Trapdoor", "Understudy", "Overture", "Libretto", "Cabaletta", "Crinoline",
          "Bodice", "Doublet", "Taffeta", "Buckram", "Petticoat"]  # fmt: skip
_COSTUME = ["Bodice", "Corset", "Doublet", "Crinoline", "Petticoat", "Ruff", "Cloak", "Waistcoat"]
_PLACES = ["Helier", "Gorey", "Trinity", "Sendim", "Miranda", "Rezekne", "Ludza", "Kraslava",
           "Krusevo", "Metsovo", "Korca", "Pajala", "Haparanda", "Overtornea", "Aosta", "Cogne",
           "Maykop", "Adygeysk", "Masanchi", "Karakunuz", "Tokmok", "Vesperhall"]  # fmt: skip
_NAMES = ["Aurelie", "Piers", "Helier", "Graca", "Anselmo", "Custodio", "Rosalina", "Ontons",
          "Tekla", "Stanislavs", "Mitrush", "Ianula", "Zoica", "Vanghelu", "Aune", "Eino", "Toivo",
          "Hilja", "Batiste", "Ornella", "Marietta", "Aslan", "Zarema", "Bislan", "Khusein",
          "Yasyr", "Aisha", "Morwenna", "Callum", "Ottilie", "Leopold"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~^"
_LEET = ["R1g0l3tt0", "N4bucc0", "Tr4v14t4", "C4rm3n", "Tur4nd0t", "Rus4lk4", "S4l0m3",
         "Cr1n0l1n3", "Gr33nr00m"]  # fmt: skip


def _fitting(g: random.Random) -> str:
    """A costume piece and a measurement, the way the wardrobe makes a password up."""
    return f"{g.choice(_COSTUME)}{g.randrange(56, 131)}cm{g.choice(_SYMBOLS)}"


def _seat(g: random.Random) -> str:
    """A seat in the stalls and an opera, as the box office does it."""
    return (
        f"Row{g.choice('ABCDEFGHJKLMN')}{g.randrange(1, 41)}{g.choice(_OPERAS)}{g.choice(_SYMBOLS)}"
    )


def _generated(g: random.Random) -> str:
    """Four groups of four letters and digits, as a password generator writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_OPERAS)}Act{g.randrange(1, 6)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: "-".join(w.lower() for w in g.sample(_STAGE, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    _fitting,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_OPERAS).lower()}.{g.randrange(1958, 2034)}",
    _seat,
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS) + _r(g, UPPER, 1),
    lambda g: f"LXQ{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}{g.choice(_STAGE)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Sings{g.choice(_OPERAS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 18),
    lambda g: f"{g.choice(_OPERAS)}@{g.choice(['19', '20', '14', '15'])}{g.choice(['00', '15', '30', '45'])}{g.choice(_STAGE)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Simpplr post to the lighting crew: the ChamSys MagicQ MQ500 admin password is {pw}",
    "Teamwork Chat from Callum: Avolites Diamond 9 web password {pw}",
    "Pronto message, #wardrobe: Bernina 790 PRO embroidery module password {pw}",
    "Keet room 'fly floor': Waagner-Biro stage control operator password {pw}",
    "GoTo Connect chat with Piers: Hog 4 console network password {pw}",
    "Ventrilo text channel 'Sound': Yamaha RIVAGE PM10 admin password {pw}",
    "Hangouts message from Morwenna: Midas PRO X remote password {pw}",
    "Palringo group 'Tour crew': Volvo Dynafleet login password {pw}",
    "Nimbuzz chat with Leopold: Sennheiser Digital 6000 WSM password {pw}",
    "Texts.com, forwarded from Ottilie: Green-GO intercom config password {pw}",
    "Franz tab, the Kinesys Vector desk chat: password {pw}",
    "Wavebox note from the rigging call: J.R. Clancy SceneControl password {pw}",
    "Mailspring draft to Helier: the Claypaky Sharpy Plus web UI password is {pw}",
    "RainLoop mail, subject 'moving heads': Vari-Lite VL3600 password {pw}",
    "SnappyMail from the audio supplier: d&b R1 Remote control password {pw}",
    "Glip message, Ornella: L-Acoustics LA Network Manager password {pw}",
    "Grasshopper text from the sound no. 2: Meyer Sound Galaxy admin password {pw}",
    "Groundwire chat: Luminex GigaCore switch web password {pw}",
    "Acrobits softphone message: Pharos LPC 2 controller password {pw}",
    "3CX chat with the projection tech: Christie Griffyn 4K35 web password {pw}",
    "sipgate SMS from Aslan: Dataton Watchout 7 production machine password {pw}",
    "Placetel chat: the Pixera two server's admin password is {pw}",
    "fonial message from Khusein: Resolume Arena licence account password {pw}",
    "Rotaready shift note: Brompton SX40 processor web password {pw}",
    "Quinyx note to the get-out crew: Mercedes-Benz FleetBoard password {pw}",
    "Humanity schedule comment: Scania Fleet Management password {pw}",
    "Rotacloud note for the drivers: Webasto ThermoConnect heater password {pw}",
    "Papershift comment, Aune: VDO DLK Pro download key password {pw}",
    "Shiftbase note: BOCA Systems Lemur ticket printer web password {pw}",
    "Crewplanner message from Yasyr: Star Micronics TSP143IV web password {pw}",
    "Rotamaster note: Stagetec NEXUS base device password {pw}",
    "Findmyshift comment for the broadcast truck: Calrec Type R password {pw}",
    "ZoomShift note: AsteraApp account password for the tubes {pw}",
    "Mochi card 'lighting': Ayrton Khamsin web password {pw}",
    "Napkin note: Chauvet Maverick Storm RDM password {pw}",
    "Fibery doc 'Studio B': Strand NEO console password {pw}",
    "Slab page 'Rehearsal room': Zero 88 FLX S48 remote password {pw}",
    "Bloomfire post: Gerriets tab track controller password {pw}",
    "Document360 article draft (unpublished): Wenger V-Room booking panel password {pw}",
    "Tiki wiki page Rigging: Verlinde Stagemaker SR controller password {pw}",
    "Foswiki topic FlyTower: Chainmaster BGV-D8 Plus web password {pw}",
    "PmWiki page Automation: Movecat I-Motion password {pw}",
    "Fireflies transcript of the production meeting: the Blackmagic ATEM password is {pw}",
    "Tactiq transcript: Vizrt TriCaster admin password {pw}",
    "Just Press Record, transcribed: the vMix web controller password is {pw}",
    "Voice Memos transcript: CasparCG server machine password {pw}",
    "Saner note: Lectra Modaris licence portal password {pw}",
    "Twos list 'wardrobe': Tukatech TUKAcad password {pw}",
    "Habitica to-do: change the Optitex account password (now {pw})",
    "Reclaim task note: TAIT Navigator machine password {pw}",
    "Vimcal event note, tech week: Rosco Keystroke password {pw}",
    "ManageEngine request 4402: the ChamSys password {pw} stopped working",
    "LibreDesk #118: Green-GO bridge password {pw}, please reset",
    "Ticksy #2207: BOCA printer password {pw} must be rotated",
    "Enchant ticket 733: Hog 4 show backup server password {pw}",
    "Smartsupp chat with the rigging firm: Kinesys Elevation 1+ password {pw}",
    "Comm100 transcript: the Brompton Tessera account password is {pw}, please change it",
    "Hi Piers,\n\nthe root password on the ticket server is {pw}. Please delete this mail once it's in the vault.\n\nThanks,\nMorwenna",
    "Incident 2033-05-14: the Pharos controller in the foyer was reachable from the internet with password {pw}",
    "Runbook: fly bar 14 fault reset\n1. open the Waagner-Biro panel\n2. log in as operator\n3. password {pw}\n4. clear the fault and re-home bar 14",
    "README (lighting rack)\nthe MQ500 web UI is at https://mq500.vesperhall.lan, admin password `{pw}`.",
    "my Citadele internet bank password is {pw} now",
    "can you remember my Handelsbanken app password? it's {pw}",
    "dictated: the FleetBoard portal password is {pw} full stop",
    "note to self: Sennheiser receiver rack password {pw}",
    "after the reinstall the Avolites password became {pw}",
    "Man mot d'passe pour l'èmail est {pw}",
    "Piers: l'nouvieau mot d'passe du sèrveux est {pw}, né l'dis pon à pèrsonne",
    "La mie palabra-passe de l'email ye {pw}",
    "Graça: la nuoba palabra-passe de l sirbidor ye {pw}, nun la digas a naide",
    "Вәди имэйл пароль сы {pw}",
    "Хусейн: серверди щин пароль сы {pw}",
    "Muna e-postys parole ir {pw}",
    "Ontons: servera jauna parole ir {pw}, nasaki nikam",
    "Parola a mea di email easti {pw}",
    "Mitrush: noua parolã a serverlui easti {pw}",
    "Mun sähköpostin salasana oon {pw}",
    "Aune: serverin uusi salasana oon {pw}",
    "Mon mot de passa de l'email l'est {pw}",
    "Batiste: lo noou mot de passa di serveur l'est {pw}, di-lo pa a gnun",
    "Си е-mail паролыр {pw}",
    "Аслъан: серверым ипароль кӀэр {pw}, зыми умыӀу",
    "lösenordet till ljusbordet i turnébilen är {pw}",
    "passordet til lydpulten på turné er {pw}",
    "skatuves datora parole ir {pw}",
    "parola de la calculatorul din casa de bilete este {pw}",
    "ο κωδικός του υπολογιστή στο ταμείο είναι {pw}",
    "a palavra-passe do computador da bilheteira é {pw}",
    "la password del mixer in sala è {pw}",
    "le mot de passe de la régie lumière, c'est {pw}",
    "das Passwort fürs Inspizientenpult lautet {pw}",
    "la contraseña del ordenador de la taquilla es {pw}",
    "пароль от компьютера в костюмерном цехе: {pw}",
    "hasło do konsoli oświetleniowej to {pw}",
    "l'mot d'passe du routeur à la maison: {pw}",
    "palabra-passe de l router de casa: {pw}",
    "Жяли роутерди пароль: {pw}",
    "sātys rūtera parole: {pw}",
    "parola a ruterlui di acasã: {pw}",
    "kotirouterin salasana: {pw}",
    "lo mot de passa di routeur de mèison: {pw}",
    "Унэм ироутер ипароль: {pw}",
    "a jegypénztár gépének jelszava {pw}",
    "lippukassan koneen salasana on {pw}",
    "fjalëkalimi i kompjuterit të biletarisë është {pw}",
    "лозинката за компјутерот во гардеробата е {pw}",
    "билет кассасы компьютерінің құпия сөзі: {pw}",
    "照明卓のパスワード：{pw}",
    "조명 콘솔 비밀번호는 {pw}",
    "售票处电脑的密码是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aurelie.lb", "piers", "helier.r", "graca", "anselmo.f", "custodio", "rosalina",
          "ontons", "tekla", "stanislavs", "mitrush", "ianula.z", "zoica", "vanghelu", "aune",
          "eino.k", "toivo", "hilja", "batiste", "ornella", "marietta", "aslan", "zarema.k",
          "bislan", "khusein", "yasyr", "aisha.d", "morwenna", "callum", "ottilie", "leopold.w",
          "svc-boxoffice", "lx-desk", "wardrobe", "fly-op"]  # fmt: skip
_LOGINS = [
    "Simpplr post to the crew: the Hog 4 console login is {u} / {pw}",
    "Ticksy #2213: {u} locked out of the Tessitura client, last password {pw}",
    "user {u} pass {pw}",
    "Slab › Production › Sound › Midas PRO X: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Wenger V-Room booking | {u} | {pw} |",
    "log into the Kinesys Vector desk as {u} with {pw}",
    "Strand NEO login {u}:{pw}",
    "username: {u}\npass: {pw}",
    "- console: chamsys-mq500\n  user: {u}\n  pass: {pw}",
    "3CX chat: account {u}, password {pw}",
    "Callum says the Meyer Sound Galaxy account is {u} and the password is {pw}",
    "host,user,password\nboca-lemur-2,{u},{pw}",
    "ssh {u}@fly-ctrl.vesperhall.lan (pw {pw})",
    "Glip: creds for the Waagner-Biro stage control are {u} and {pw}",
    "nom d'usage {u}, mot d'passe {pw}",
    "outelizador {u}, palabra-passe {pw}",
    "логин {u}, пароль {pw}",
    "lītuotuojs {u}, parole {pw}",
    "numa di utilizator {u}, parola {pw}",
    "käyttäjä {u}, salasana {pw}",
    "utilisateur {u}, mot de passa {pw}",
    "логиныр {u}, паролыр {pw}",
    "Användare {u}, lösenord {pw}",
    "χρήστης {u}, κωδικός {pw}",
    "login {u}, hasło {pw}",
    "utilizador {u} e palavra-passe {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tosca", "nabucco", "papageno", "rusalka", "crinoline", "buckram", "cyclorama",
               "fresnel", "libretto", "overture", "greenroom", "taffeta", "doublet", "leporello",
               "zerlina", "gobo", "cherubino", "sarastro"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: {w}, and right after it {d}",
    "for the box-office PC it's {w} with {d} on the end",
    "Voice Memos: the rehearsal studio wifi password is {w} followed by {d}, no gap",
    "type {w} and then {d}",
    "it's {w}{d}, the word and the number stuck together",
    "l'mot d'passe, ch'est l'mot {w}, et pis {d}",
    "la palabra-passe ye la palabra {w}, i apuis {d}",
    "пароль сы {w} гә зы, хули {d}",
    "parole ir vuords {w}, tod {d}",
    "parola easti zborlu {w}, dupã aestã {d}",
    "salasana oon sana {w}, sitte {d}",
    "lo mot de passa l'est lo mot {w}, aprì {d}",
    "паролыр гущыӀэу {w}, етӀанэ {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "gfsh -e \"connect --locator=geode.vesperhall.lan[10334] --user={u} --password={pw}\" -e \"list regions\"",
    "java -jar jmxterm-1.0.4-uber.jar -l surtitles.vesperhall.lan:9010 -u {u} -p '{pw}'",
    "control.sh --host ignite.vesperhall.lan --user {u} --password '{pw}' --baseline",
    "qpid-config -b {u}/{pw}@amqp.vesperhall.lan:5672 add queue seat-holds --durable",
    "rpk topic produce ticket-scans --brokers rp.vesperhall.lan:9092 --user {u} --password '{pw}' --sasl-mechanism SCRAM-SHA-256",
    "ksql --user {u} --password '{pw}' http://ksqldb.vesperhall.lan:8088",
    "gbase -h gbase.vesperhall.lan -u{u} -p'{pw}' -D subscriptions",
    "dbisql -c \"UID={u};PWD={pw};Server=boxoffice_asa;Host=asa.vesperhall.lan:2638\" -nogui",
    "p4 -p ssl:p4.vesperhall.lan:1666 -u {u} -P '{pw}' sync //scenery/main/...",
    "7za a -p'{pw}' -mhe=on payroll-2033-05.7z payroll/",
    "smbmount //nas.vesperhall.lan/wardrobe /mnt/wardrobe -o username={u},password={pw}",
    "FLIT_USERNAME={u} FLIT_PASSWORD='{pw}' flit publish --repository vesperhall",
    "echo '{pw}' | zfs load-key tank/recordings",
    "bin/mc-conf.sh user create -n={u} -p='{pw}' -r=admin",
    "[disconnected]> connect http://ispn.vesperhall.lan:11222 --username={u} --password={pw}",
    "emqtt_bench pub -h mqtt.vesperhall.lan -u {u} -P '{pw}' -t stage/dmx/%i -c 20",
    "coap-client -m get -u {u} -k '{pw}' coaps://dimmer-rack-3.vesperhall.lan/status",
    "ab -n 500 -c 20 -A {u}:{pw} https://tickets.vesperhall.org/api/availability",
    "sqlmap -u 'https://staging.vesperhall.org/donate?id=3' --auth-type=Basic --auth-cred='{u}:{pw}' --batch",
    "kubectl config set-credentials {u} --username={u} --password='{pw}'",
    "pvesm add cifs wardrobe-nas --server nas.vesperhall.lan --share scans --username {u} --password '{pw}'",
    "PBS_PASSWORD='{pw}' proxmox-backup-client backup root.pxar:/ --repository {u}@pbs@backup.vesperhall.lan:store1",
    "dumpling -u {u} -p '{pw}' -P 4000 -h tidb.vesperhall.lan --filetype sql -o /backup/tidb",
    "(echo '{pw}'; echo '{pw}') | pure-pw useradd {u} -u ftpuser -d /srv/ftp/press -m",
    "echo '{pw}' | ftpasswd --passwd --file=/etc/proftpd/ftpd.passwd --name={u} --uid=2001 --home=/srv/ftp/scores --shell=/bin/false --stdin",
    "doveadm pw -s SHA512-CRYPT -p '{pw}'",
    "echo '{pw}' | saslpasswd2 -p -c -u vesperhall.org {u}",
    "ktpass /princ HTTP/intranet.vesperhall.lan@VESPERHALL.LAN /mapuser VESPERHALL\\{u} /pass {pw} /out intranet.keytab /ptype KRB5_NT_PRINCIPAL",
    "slappasswd -h '{{SSHA}}' -s '{pw}'",
    "mgconsole --host memgraph.vesperhall.lan --port 7687 --username {u} --password '{pw}'",
    "nebula-console -addr graphd.vesperhall.lan -port 9669 -u {u} -p '{pw}'",
    "tt connect {u}:{pw}@tarantool.vesperhall.lan:3301",
    "echo '{pw}' | edgedb instance link archive --host edgedb.vesperhall.lan --user {u} --password-from-stdin",
    "bendsql -h databend.vesperhall.lan -u {u} -p '{pw}' -D attendance",
    "ycqlsh yb1.vesperhall.lan -u {u} -p '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Royal TSX tab 'fly-ctrl': {c}", "WebSSH to the box-office VM: {c}",
    "hterm (Secure Shell extension):\n$ {c}", "MATE Terminal, callum@lx-desk:~$ {c}",
    "PowerShell ISE:\nPS C:\\Users\\boxoffice> {c}", "Emacs vterm buffer *vterm<2>*: {c}",
    "Geany's terminal tab: {c}", "KDevelop Konsole view:\n{c}", "Qt Creator terminal pane:\n{c}",
    "Android Studio Terminal (Local) ~/vh-app $ {c}", "Developer PowerShell for VS 2022: {c}",
    "CodeRunner run log: {c}", "StackBlitz terminal ❯ {c}", "noVNC console of the render node: {c}",
    "RealVNC Viewer, the lighting PC's terminal: {c}",
    "Chrome Remote Desktop into the scenery CAD PC, terminal: {c}",
    "Pantheon Terminal, ottilie@wardrobe-pc:~$ {c}", "CoolTerm on the dimmer rack's serial port: {c}",
    "PuTTYtray session 'truck-gw': {c}", "Termite ~ ❯ {c}", "SyncTERM to the old rigging box: {c}",
    "Core Shell on the stage manager's iPad: {c}", "Termix session 'pbs': {c}",
    "l'commande qu'j'ai lanchie: {c}", "l cumando que corri: {c}", "вә жуәди команда: {c}",
    "komanda, kuru palaidu: {c}", "comanda tsi u dedu: {c}", "komento jonka mie ajoin: {c}",
    "la comanda que y'é lanchà: {c}", "командэу сэ згъэфедагъэр: {c}", "kommandot jag körde: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "tarantool://{u}:{pw}@tarantool.vesperhall.lan:3301",
    "redis+sentinel://{u}:{pw}@sentinel1.vesperhall.lan:26379/seatmap/0",
    "db2+ibm_db://{u}:{pw}@db2.vesperhall.lan:50000/SUBSDB",
    "teradatasql://{u}:{pw}@td.vesperhall.lan/?database=attendance",
    "presto://{u}:{pw}@presto.vesperhall.lan:8443/hive/box_office",
    "hive://{u}:{pw}@hive.vesperhall.lan:10000/default?auth=LDAP",
    "impala://{u}:{pw}@impala.vesperhall.lan:21050/default?auth_mechanism=LDAP",
    "druid+https://{u}:{pw}@druid.vesperhall.lan:8282/druid/v2/sql/",
    "bolt://{u}:{pw}@neo.vesperhall.lan:7687",
    "svn+ssh://{u}:{pw}@svn.vesperhall.lan/scores/trunk",
    "pop3s://{u}:{pw}@mail.vesperhall.org:995",
    "ircs://{u}:{pw}@irc.vesperhall.lan:6697/#fly-crew",
    "edgedb://{u}:{pw}@edgedb.vesperhall.lan:5656/archive",
    "databend://{u}:{pw}@databend.vesperhall.lan:8000/attendance?sslmode=disable",
    "mysql+asyncmy://{u}:{pw}@mariadb.vesperhall.lan:3306/wardrobe",
    "postgresql+pg8000://{u}:{pw}@pg.vesperhall.lan:5432/subscriptions",
    "jdbc:kingbase8://kb.vesperhall.lan:54321/tour?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "SUBSCRIPTIONS_DB_URL={c}", "the connection string from before the migration: {c}",
    "remember this DSN for me: {c}", "l'URL d'la base: {c}", "datubāzes adrese: {c}",
    "LibreDesk #121: {c}", "Napkin card 'databases': {c}", "PmWiki page Tech/Links: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "vesperhall-lyric", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "scores:read fleet:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "ES256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 86)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Tessitura", "TESSITURA_API_KEY", _j((HEX, 32))),
    ("AudienceView", "AUDIENCEVIEW_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Patronbase", "PATRONBASE_API_TOKEN", _j((ALNUM, 40))),
    ("Ticketsolve", "TICKETSOLVE_API_KEY", lambda g: v.uuid4(g, "8")),
    ("vivenu", "VIVENU_SECRET_KEY", _j("vvn_sk_", (ALNUM, 32))),
    ("TicketSource", "TICKETSOURCE_API_KEY", _j((ALNUM, 48))),
    ("Eventim", "EVENTIM_PARTNER_SECRET", _j((B64, 43), "=")),
    ("See Tickets", "SEETICKETS_API_TOKEN", _j((HEX, 40))),
    ("Ingresso", "INGRESSO_API_KEY", _j((UPPER_HEX, 32))),
    ("ThunderTix", "THUNDERTIX_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Ludus", "LUDUS_API_TOKEN", _j((ALNUM, 32))),
    ("OvationTix", "OVATIONTIX_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Showpass", "SHOWPASS_API_TOKEN", _j((HEX, 40))),
    ("Tixly", "TIXLY_API_KEY", _j((URLSAFE, 32))),
    ("TicketCo", "TICKETCO_TOKEN", _j((ALNUM, 36))),
    ("Ticketmatic", "TICKETMATIC_SECRET", _j((HEX, 64))),
    ("Propared", "PROPARED_API_KEY", _j((B64, 42), "==")),
    ("Artifax", "ARTIFAX_API_KEY", lambda g: v.uuid4(g, "b")),
    ("nkoda", "NKODA_LICENSE_TOKEN", _vendor_jwt("https://auth.nkoda.com")),
    ("Geotab", "GEOTAB_SESSION_ID", _j((URLSAFE, 24))),
    ("Verizon Connect", "VERIZON_CONNECT_API_TOKEN", _vendor_jwt("https://fim.api.us.fleetmatics.com")),
    ("Teletrac Navman", "TN360_API_KEY", _j((HEX, 32))),
    ("Quartix", "QUARTIX_API_TOKEN", _j((ALNUM, 28))),
    ("Microlise", "MICROLISE_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Frotcom", "FROTCOM_API_KEY", _j((HEX, 40))),
    ("Wialon", "WIALON_TOKEN", _j((HEX, 72))),
    ("Beacon CRM", "BEACON_API_KEY", _j((ALNUM, 48))),
    ("Bloomerang", "BLOOMERANG_API_KEY", _j((ALNUM, 40))),
    ("Blackbaud", "BLACKBAUD_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Worldline", "WORLDLINE_API_SECRET", _j((B64, 44))),
    ("HelloAsso", "HELLOASSO_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Billetweb", "BILLETWEB_KEY", _j((HEX, 40))),
    ("StudioBinder", "STUDIOBINDER_TOKEN", _j((URLSAFE, 40))),
    ("Celtx", "CELTX_API_KEY", _j("cx_", (ALNUM, 36))),
    ("Yamdu", "YAMDU_API_TOKEN", _j((HEX, 48))),
    ("Ticketbud", "TICKETBUD_ACCESS_TOKEN", _j((HEX, 64))),
    ("Brushfire", "BRUSHFIRE_APP_KEY", lambda g: v.uuid4(g, "9")),
    ("Rotaready", "ROTAREADY_API_KEY", _j((ALNUM, 32))),
    ("Quinyx", "QUINYX_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Personio", "PERSONIO_CLIENT_SECRET", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "clever env set {env} {tok}",
    "platform variable:create --level environment --name env:{env} --value {tok}",
    "tox.ini:\n[testenv]\nsetenv =\n    {env} = {tok}",
    "pytest.ini:\n[pytest]\nenv =\n    {env}={tok}",
    "uwsgi.ini:\n[uwsgi]\nenv = {env}={tok}",
    "gunicorn.conf.py:\nraw_env = [\"{env}={tok}\"]",
    "php-fpm pool, www.conf:\nenv[{env}] = {tok}",
    "lighttpd.conf:\nsetenv.add-environment = (\"{env}\" => \"{tok}\")",
    "Vesperhall intranet › Admin › Connectors › {vendor} › secret: {tok}",
    "PmWiki table: || {vendor} || box office || {tok} ||",
    "Twos list 'rotate': {vendor} key {tok}",
    "Simpplr post, Callum: {vendor} key for the seat sync: {tok}",
    "Pronto DM: the {vendor} token in use now is {tok}; the old one is revoked",
    "Ticksy #2231: {vendor} sync fails with 403, configured key {tok}",
    "ManageEngine request 4412: {vendor} integration broken, current key {tok}",
    "please hold on to my {vendor} API key: {tok}",
    "la clié API pour {vendor} est {tok}",
    "la chave de la API de {vendor} ye {tok}",
    "{vendor} API ключ сы {tok}",
    "{vendor} API atslāga ir {tok}",
    "cheaea API di {vendor} easti {tok}",
    "{vendor}:in API-avain oon {tok}",
    "la clli API de {vendor} l'est {tok}",
    "{vendor} иAPI-ӀункӀыбзэр {tok}",
    "API-nyckeln för {vendor} (biljettkassan): {tok}",
    "API-nøkkel til {vendor} for turnébilene: {tok}",
    "{vendor} API atslēga kasei: {tok}",
    "cheia API {vendor} pentru casa de bilete: {tok}",
    "κλειδί API του {vendor} για το ταμείο: {tok}",
    "chave da API do {vendor} para a bilheteira: {tok}",
    "la chiave API di {vendor} per la biglietteria è {tok}",
    "ключ API {vendor} для кассы: {tok}",
    "klucz API {vendor} do kasy biletowej: {tok}",
    "a {vendor} API-kulcsa a jegypénztárhoz: {tok}",
    "{vendor}-rajapinnan avain lipunmyyntiin: {tok}",
    "API-Schlüssel für {vendor} (Abendkasse): {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    vivenu = _r(rng, ALNUM, 40)
    ticketsolve = _r(rng, HEX, 32)
    teletrac = _r(rng, HEX, 32)
    showpass = _r(rng, HEX, 40)
    ludus = _r(rng, ALNUM, 32)
    bloomerang = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'r = httpx.get("https://vivenu.com/api/events", headers={{"Authorization": "Bearer {vivenu}"}})', vivenu),
        Sample("vendor_token", f"curl -H 'X-Api-Key: {ticketsolve}' https://vesperhall.ticketsolve.com/api/v2/shows", ticketsolve),
        Sample("vendor_token", f'const tn = new TeletracClient("{teletrac}");', teletrac),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "SHOWPASS_TOKEN", "\\"{showpass}\\"")\n  }}\n}}', showpass),
        Sample("vendor_token", f"Info.plist:\n<key>LudusAPIToken</key>\n<string>{ludus}</string>", ludus),
        Sample("vendor_token", f"$donors = new BloomerangClient('vesperhall-lyric', '{bloomerang}');", bloomerang),
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


_BARE_PLACES = ["{t}", "Pronto: {t}", "shown once only, so:\n{t}", "l'token: {t}", "токен: {t}",
                "{t}\n^ the new one; the old one is revoked", "keep this safe for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 20), ".", (URLSAFE, 44)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 52)), _j((B64, 48)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Sennheiser Digital 6000 AES-256 link key: {h}": 64,
    "Green-GO intercom config encryption key (hex): {h}": 32,
    "BLE pairing LTK of the follow-spot tracker: {h}": 32,
    "HMAC secret for the Ticketsolve order webhook: {h}": 64,
    "AES key for the surtitle feed to the seat-back screens: {h}": 32,
    "Brompton SX40 config-backup key: {h}": 48,
    "pre-shared key of the tour truck's IPsec tunnel, hex: {h}": 64,
    "rezerves kopiju šifrēšonys atslāga: {h}": 64,
    "varmuuskopion salausavain: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ManageEngine #4420: token copied out of the browser dev tools {t}",
    "Cookie: lang=pt-PT; vh_session={t}",
    "BOXOFFICE_BRIDGE_TOKEN={t}",
    "hang on to this bearer token for me: {t}",
    "токен сы {t}",
    "l token ye {t}",
    "Comm100 transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.vesperhall.org/realms/theatre",
            "azp": "box-office",
            "roles": ["box_office", "front_of_house"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the fly-tower controller, file it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tickets.vesperhall.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SURTITLE_SIGNING_KEY": "{key}", "venue": "main-house"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_truck <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Enchant ticket 741, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "servera privatō atslāga:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the payroll bureau's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Glow wallet backup, copying it off the card before I shred it: {p}": "english",
    "Pontem wallet recovery phrase\n{p}": "english",
    "Freighter words (the touring float wallet, emptied): {p}": "english",
    "Ambire seed backup: {p}": "english",
    "Voicenotes: the HashPack recovery words are {p} and that's all of them": "english",
    "Fibery doc 'Donations wallet (retired)': {p}": "english",
    "frase di recupero del portafoglio Valora: {p}": "italian",
    "obnovovací fráze peněženky Lobstr: {p}": "czech",
    "фраза восстановления кошелька Polkadot.js: {p}": "russian",
    "Frontier 지갑 복구 구문: {p}": "korean",
    "BitKeep 钱包助记词：{p}": "chinese_simplified",
    "frase de recuperación de la cartera Mutiny: {p}": "spanish",
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
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        "  ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "Voicenotes" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Elcart's, Humo's, Dankort's, Elo's,
    UATP's: brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "elcart":
        return _card_of(rng, ["9417"], [16])
    if brand == "humo":
        return _card_of(rng, ["9860"], [16])
    if brand == "dankort":
        return _card_of(rng, ["5019"], [16])
    if brand == "elo":
        return _card_of(rng, ["636368", "438935", "504175", "451416", "636297"], [16])
    if brand == "uatp":
        return _card_of(rng, ["1"], [15])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Pronto, Callum: the company card for the Bernina service call is {c}, exp {mm}/{yy}",
    "save my spare card: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Ticksy #2240: pay the Brompton repair with card {c}",
    "l'numéro d'ma carte: {c}, {mm}/{yy}",
    "númaro de l mie cartón: {c}",
    "вәди карта номер: {c}, {mm}/{yy}",
    "muna kortys numurs: {c}",
    "numirlu a cartiljei a mea: {c}, {mm}/{yy}",
    "mun kortin numero: {c}",
    "lo nimero de ma carta: {c}, {mm}/{yy}",
    "си картэ иномер: {c}",
]  # fmt: skip


_BRANDS = ["visa", "elcart", "mastercard", "humo", "amex", "dankort", "elo", "uatp"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 02/36, CVC {cvv}",
               "the three digits on the back by the signature: {cvv}",
               "Amex {c}, the four-digit code printed on the front: {cvv}",
               "trejs cipari kortys ūtrā pusē: {cvv}",
               "trei numiri di pi dinapoi a cartiljei: {cvv}",
               "kolme numeroa kortin takana: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 32 (each in two earlier corpora); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"HN": "aaaa" + "n" * 20, "HU": "n" * 24, "PK": "aaaa" + "c" * 16, "PL": "n" * 24,
                "RO": "aaaa" + "c" * 16, "PT": "n" * 21, "IT": "a" + "n" * 10 + "c" * 12,
                "ES": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice VH-2033-207: please pay the wig-making course fee to {i} within 14 days",
    "save the Miranda do Douro bagpipe maker's IBAN: {i}",
    "IBAN: {i}\nReference: Rusalka tour, Rēzekne leg",
    "Pronto #finance: the Kruševo hall's new bank details, IBAN {i}",
    "l'IBAN d'man compte: {i}",
    "IBAN de la mie cuonta: {i}",
    "вәди IBAN: {i}",
    "muns IBAN: {i}",
    "IBAN-lu a meu: {i}",
    "mun IBAN: {i}",
    "mon IBAN: {i}",
    "си IBAN: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _birth(g: random.Random) -> tuple[int, int, int]:
    """A birth date (year, month, day) that every month has."""
    return g.randrange(1956, 2004), g.randrange(1, 13), g.randrange(1, 29)


def _samordning(g: random.Random) -> str:
    """A Swedish samordningsnummer: a birth date whose day is raised by 60, a serial and a Luhn
    digit over the ten digits (python-stdnum's `luhn` checks it)."""
    year, month, day = _birth(g)
    body = f"{year % 100:02d}{month:02d}{day + 60:02d}{_r(g, D, 3)}"
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return f"{number[:6]}-{number[6:]}"


def _dnummer(g: random.Random) -> str:
    """A Norwegian D-nummer: a birth date whose day is raised by 40, an individual number and
    two mod-11 check digits, drawn until `no.fodselsnummer` validates it."""

    def make(h: random.Random) -> str:
        year, month, day = _birth(h)
        body = f"{day + 40:02d}{month:02d}{year % 100:02d}{h.randrange(0, 500):03d}"
        first = no_fnr.calc_check_digit1(body)
        return body + first + no_fnr.calc_check_digit2(body + first)

    return v.until(g, make, no_fnr.is_valid)


def _meid(g: random.Random) -> str:
    """A phone's MEID in hex, a manufacturer code from A0 to FF, with its hex Luhn digit."""

    def make(h: random.Random) -> str:
        number = _r(h, "ABCDEF", 1) + _r(h, UPPER_HEX, 13)
        return str(meid.format(number, add_check_digit=True))

    return v.until(g, make, lambda value: meid.is_valid(value) and not value[:2].isdigit())


def _ioss(g: random.Random) -> str:
    """An EU IOSS number: IM, a member state's numeric code and seven digits (format only)."""
    return v.until(
        g, lambda h: f"IM{h.choice(['372', '528', '442', '250'])}{_r(h, D, 7)}", eu_oss.is_valid
    )


def _cae(g: random.Random) -> str:
    """A Spanish CAE: ES000, a managing office, an activity key, three digits and a letter (format
    only)."""

    def make(h: random.Random) -> str:
        office = f"{h.randrange(1, 53):02d}"
        return (
            f"ES000{office}{h.choice(['A1', 'B1', 'C1', 'DA', 'H1'])}{_r(h, D, 3)}{h.choice(UPPER)}"
        )

    return v.until(g, make, es_cae.is_valid)


def _handelsregister(g: random.Random) -> str:
    """A German Handelsregisternummer: a registry court, HRB and a number (court and form only)."""
    court = g.choice(["Aachen", "Amberg", "Ansbach", "Bamberg", "Bayreuth", "Coburg", "Kempten"])
    return v.until(g, lambda h: f"{court} HRB {h.randrange(1000, 99_999)}", de_hr.is_valid)


def _kg_pin(g: random.Random) -> str:
    """A Kyrgyz personal number (ПИН): the sex, the birth date and five digits; no public check."""
    year, month, day = _birth(g)
    return f"{g.choice('12')}{day:02d}{month:02d}{year}{_r(g, D, 5)}"


def _kz_id_card(g: random.Random) -> str:
    """A Kazakh identity card's number: nine digits, no public check."""
    return "0" + _r(g, D, 8)


def _ru_licence(g: random.Random) -> str:
    """A Russian driving licence: a region's two digits, two more and six; no public check."""
    return f"01 {_r(g, D, 2)} {_r(g, D, 6)}"


def _ru_passport(g: random.Random) -> str:
    """A Russian internal passport of Adygea: series 79 and two digits, and a number of six."""
    return f"79 {g.randrange(0, 25):02d} {_r(g, D, 6)}"


def _ro_ci(g: random.Random) -> str:
    """A Romanian identity card's series (Constanța's) and number; no public check."""
    return f"{g.choice(['KT', 'KZ', 'CT'])} {_r(g, D, 6)}"


def _al_nid(g: random.Random) -> str:
    """An Albanian NID (letërnjoftim): a letter, eight digits and a letter; unchecked here."""
    return f"{g.choice('IJK')}{_r(g, D, 8)}{g.choice(UPPER)}"


def _gr_adt(g: random.Random) -> str:
    """A Greek police identity card number (ΑΔΤ): two Greek capitals and six digits."""
    return f"{_r(g, 'ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 2)} {_r(g, D, 6)}"


def _de_ausweis(g: random.Random) -> str:
    """A German Personalausweis number: nine letters and digits of its alphabet; its check digit
    is printed apart and not drawn here."""
    return g.choice("LMNPRTVWXY") + _r(g, "CFGHJKLMNPRTVWXYZ0123456789", 8)


def _it_tessera(g: random.Random) -> str:
    """An Italian tessera sanitaria card number: 80380 and fifteen digits; unchecked here."""
    return "80380" + _r(g, D, 15)


def _lv_eid(g: random.Random) -> str:
    """A Latvian eID card number: PA and seven digits; no public check."""
    return "PA" + _r(g, D, 7)


def _pt_licence(g: random.Random) -> str:
    """A Portuguese driving licence of Bragança district: BR-, six digits and one; unchecked."""
    return f"BR-{_r(g, D, 6)} {_r(g, D, 1)}"


def _kz_passport(g: random.Random) -> str:
    """A Kazakh passport: N and eight digits."""
    return "N" + _r(g, D, 8)


def _uk_passport(g: random.Random) -> str:
    """A British passport issued in Jersey: nine digits."""
    return g.choice("1235") + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "samordningsnummer för den finska maskören, till lönen: {s}": _samordning,
    "mun samordningsnummer: {s}": _samordning,
    "D-nummer til den svenske rekvisitøren, til lønnen: {s}": _dnummer,
    "Norwegian D-number of the guest conductor, for the tax form: {s}": _dnummer,
    "MEID of the stage manager's old CDMA phone, for the insurer: {s}": _meid,
    "IOSS number of the programme-and-merch web shop: {s}": _ioss,
    "número IOSS de la tienda de programas: {s}": _ioss,
    "CAE del almacén del bar del teatro (impuestos especiales): {s}": _cae,
    "Handelsregisternummer der Tournee-GmbH für den Vertrag: {s}": _handelsregister,
    "вәди ПИН (Кыргызстан): {s}": _kg_pin,
    "вәди удостоверение номер: {s}": _kz_id_card,
    "си водительскэ удостоверение иномер: {s}": _ru_licence,
    "си паспорт иномер: {s}": _ru_passport,
    "buletinlu a meu, seria shi numirlu: {s}": _ro_ci,
    "numirlu a letërnjoftimlui a meu: {s}": _al_nid,
    "ΑΔΤ-lu a meu (taftotita): {s}": _gr_adt,
    "Personalausweisnummer der Souffleuse: {s}": _de_ausweis,
    "lo nimero de ma tessera sanitaria: {s}": _it_tessera,
    "muna eID kortys numurs: {s}": _lv_eid,
    "númaro de la mie carta de cunduçon: {s}": _pt_licence,
    "вәди паспорт номер: {s}": _kz_passport,
    "l'numéro d'man passepor: {s}": _uk_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [
        f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 2)}{_r(rng, D, 2)}" for _ in range(n)
    ]


_BACKUPS = ["Personio 2FA recovery codes\n{codes}", "emergency sign-in codes for the box-office Microsoft 365 {codes}",
            "Tessitura backup codes: {codes}", "2FA rezerves kodi:\n{codes}",
            "2FA резерв код: {codes}", "codurli di rezervã 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Quinyx:ottilie@vesperhall.org?secret={s}&issuer=Quinyx&period=30",
              "Stratum, manual entry for the Personio login: {s}",
              "Proton Authenticator, secret for the HelloAsso account: {s}",
              "2FA-avain: {s}"]  # fmt: skip
_CODES = ["{c} is your Ticketsolve verification code", "Citadele: jūsu verifikācijas kods {c}",
          "Kaspi.kz: код {c}. Никому не сообщайте", "Handelsbanken: din engångskod är {c}",
          "Crédito Agrícola: o seu código de confirmação é {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Vesperhall-Crew", "VH-Wardrobe-5G", "VH-Rehearsal", "Tour-Truck-2", "JT-Gorey-Arts",
          "MEO-Miranda-5G", "Tet_Rezekne", "Telia-Pajala", "Vodafone-Aosta", "Megaline_Tokmok",
          "Beeline_Masanchi", "MTS_Maykop", "Vodafone-Korca", "A1-Krusevo", "VH-Flyfloor"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "rehearsal studio network {s}, password {pw}",
    "wifi in the wardrobe store: {s} / {pw}",
    "Android hotspot on the tour truck: name {s}, password {pw}",
    "the key on the sticker under the Tet router: {pw}",
    "l'mot d'passe du wifi {s} est {pw}",
    "la palabra-passe de l wifi {s} ye {pw}",
    "вайфай {s} пароль сы {pw}",
    "wifi {s} parole ir {pw}",
    "parola di wifi {s} easti {pw}",
    "wifi {s} salasana oon {pw}",
    "lo mot de passa di wifi {s} l'est {pw}",
    "wifi {s} ипаролыр {pw}",
    "ESP32 DMX node provisioning: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("vvn_sk_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("cx_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated on the 3CX call] {t}",
          "(spaced so the Pronto preview doesn't show it) {t}", "pa vīnai zeimei: {t}",
          "unã cãte unã: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 3] for k in range(0, len(token), 3))}
    if style == 4:
        return {"t": " . ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", "  "][style // 2].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the wardrobe store keypad: {pw}, then the key symbol", "padlock on the tour truck's tail lift: {pw}",
          "safe in the box office: {pw}", "l'code du cadnas: {pw}", "l código de l cadeado: {pw}",
          "замок код: {pw}", "durovu kods: {pw}", "oven koodi: {pw}", "къэлапчъэм икод: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["crinoline", "buckram", "taffeta", "batten", "scrim", "gobo", "fresnel",
                 "cyclorama", "libretto", "overture", "cabaletta", "petticoat", "doublet",
                 "trapdoor", "revolve", "greenroom"]  # fmt: skip
_PHRASES = {"Password Boss master passphrase for the box-office vault: {p}": " ",
            "Passwork vault passphrase: {p}": " ",
            "KeePassium database passphrase: {p}": "-", "Kee Vault passphrase: {p}": ".",
            "Keepass2Android master passphrase: {p}": " ", "fraza di parolã: {p}": "_",
            "salalause: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Kreya request, header Authorization: Basic {v}": True,
    "lighttpd: setenv.add-request-header = (\"Authorization\" => \"Basic {v}\")": True,
    "Fiddler capture: Authorization: Bearer {v}": False,
    "Requestly rule, header Authorization = Basic {v}": True,
    "mitmproxy flow of the Ticketsolve call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "EspoCRM data/config-internal.php:\n'database' => ['host' => 'localhost', 'dbname' => 'espocrm', 'user' => 'espo', 'password' => '{pw}'],",
    "phpBB config.php:\n$dbuser = 'phpbb';\n$dbpasswd = '{pw}';",
    "/etc/samba/wardrobe.cred (credentials=/etc/samba/wardrobe.cred in fstab):\nusername=wardrobe\npassword={pw}",
    "ddclient.conf:\nprotocol=dyndns2\nlogin=vesperhall\npassword='{pw}'\ntour-gw.vesperhall.org",
    "inadyn.conf:\nprovider default@dyndns.org {{\n    username = vesperhall\n    password = {pw}\n}}",
    "centreon.conf.php:\n$conf_centreon['user'] = 'centreon';\n$conf_centreon['password'] = '{pw}';",
    "etc/realm.properties (Jetty):\nboxoffice: {pw}, admin",
    "hive-site.xml:\n<property>\n  <name>javax.jdo.option.ConnectionPassword</name>\n  <value>{pw}</value>\n</property>",
    "opensips.cfg:\nmodparam(\"usrloc\", \"db_url\", \"mysql://opensips:{pw}@localhost/opensips\")",
    "murmur.ini:\nserverpassword={pw}\nbandwidth=72000",
    "umurmur.conf:\npassword = \"{pw}\";\nmax_users = 40;",
    "OpenVidu .env:\nDOMAIN_OR_PUBLIC_IP=stream.vesperhall.org\nOPENVIDU_SECRET={pw}",
    "FileRun system/data/autoconfig.php:\n'db_user' => 'filerun',\n'db_pass' => '{pw}',",
    "SeaweedFS filer.toml:\n[postgres2]\nenabled = true\nusername = \"seaweed\"\npassword = \"{pw}\"",
    "Akaunting .env:\nDB_USERNAME=akaunting\nDB_PASSWORD={pw}",
    "Crater .env:\nDB_CONNECTION=mysql\nDB_USERNAME=crater\nDB_PASSWORD={pw}",
    "airsonic.properties:\nDatabaseConfigType=external\nDatabaseConfigExternalUser=airsonic\nDatabaseConfigExternalPassword={pw}",
    "trytond.conf:\n[database]\nuri = postgresql://tryton:{pw}@pg.vesperhall.lan:5432/",
    "InvenTree config.yaml:\ndatabase:\n  ENGINE: postgresql\n  USER: inventree\n  PASSWORD: {pw}",
    "nautobot_config.py:\nDATABASES = {{\"default\": {{\"USER\": \"nautobot\", \"PASSWORD\": \"{pw}\"}}}}",
    "RackTables secret.php:\n$pdo_username = 'racktables';\n$pdo_password = '{pw}';",
    "openDCIM db.inc.php:\n$dbuser = 'dcim';\n$dbpass = '{pw}';",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Callum: rehearsal studio wifi password?\nOttilie: {pw}",
    "[19:02] piers: root pw for the ticket server?\n[19:03] graca: {pw}",
    "Morwenna: {pw} is the new ChamSys password",
    "Leopold: go with {pw}, that's what the Boca printer has now",
    "Aurélie: l'nouvieau mot d'passe ch'est {pw}",
    "Anselmo: la nuoba palabra-passe ye {pw}",
    "Ясыр: щин пароль сы {pw}",
    "Tekla: jauna parole ir {pw}",
    "Ianula: noua parolã easti {pw}",
    "Toivo: uusi salasana oon {pw}",
    "Зарема: пароль кӀэр {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200dword = {pw}", "paѕѕword: {pw}", "passwοrd → {pw}",
    "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽: {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 = {pw}", "p\u00adass\u00adword: {pw}", "pass\u202aword\u202c: {pw}",
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
    "the ChamSys admin password is": "{s}", "Boca printer service pw:": "{s} (since the firmware update in May)",
    "l'mot d'passe est": "{s}", "Sennheiser WSM password": "{s}\nchange it after the premiere",
    "la palabra-passe ye": "{s}", "пароль сы": "{s}", "parole ir": "{s}",
    "Waagner-Biro password": "{s}", "the password Piers shouted down from the fly gallery was": "{s}, I think",
    "salasana oon": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Ticketsolve API key", "{s}", _j((HEX, 32))),
    ("split_token", "Celtx key:", "{s} (script sync)", _j("cx_", (ALNUM, 36))),
    ("split_token", "Artifax client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Pontem backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "elcart"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HN"))),
    ("split_backup", "Personio recovery codes", "{s}\nqwhz-4821-kd73\nmvtr-0952-pa18", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "MEID", "{s}", _meid),
    ("split_phrase", "Passwork passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"chamsys": {"url": "https://mq500.vesperhall.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mot_d_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "piers", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"consoles": [{"name": "lx-a"}, {"name": "lx-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["dumpling", "-u", "ops", "--password", "{s}", "-o", "/backup/tidb"]}': ("meta_password", _plain_pw),
    '{"note": "серверди пароль сы {s}"}': ("meta_password", _plain_pw),
    '{"parole": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Waagner-Biro stage control as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"ticketsolve": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"wialonToken": "{s}"}': ("meta_token", _j((HEX, 72))),
    '{"showpass_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    '{"vendor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "PK")),
    '{"guest": {"samordningsnummer": "{s}"}}': ("meta_id", _samordning),
    '{"mfa": {"recovery_codes": ["{s}", "qwhz-4821-kd73", "mvtr-0952-pa18"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"float_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"ble": {"ltk": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"truck_2": {"tail_lift_padlock": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "VH-Wardrobe-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"python_osc-1.9.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"magicq-1.9.6-mq500.img").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/vesperhall/tickets-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"surtitles: add cue export", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"seatmap: revert row letters", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"costume-inventory_2033-04-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"attendance-2032-33.parquet").hexdigest()
_FINGERPRINT = base64.b64encode(hashlib.sha256(b"fly-ctrl host key").digest()).decode().rstrip("=")

CLEAN = [
    "Remind me to change the ChamSys password before the rig check on 2033-09-14.",
    "Callum asked for the rehearsal studio wifi password; it's on the card inside the stage door office.",
    "Policy: theatre passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Pronto; share a vault link instead.",
    "The `.env.example` line `TICKETSOLVE_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Boca printer asks for a new admin password after every firmware update.",
    "Replace <YOUR_CELTX_KEY> in the README with the key from your Celtx workspace settings.",
    "WIALON_TOKEN and GEOTAB_SESSION_ID must be set before the nightly truck sync runs.",
    "Né dis pon tan mot d'passe à pèrsonne.",
    "Nun digas la tue palabra-passe a naide.",
    "Пароль ни бә гәсу жын.",
    "Nasaki sovu paroli nikam.",
    "S-nu-ts spuni parola a vãrnui.",
    "Älä anna salasanaa kelekhään.",
    "Di pa ton mot de passa a gnun.",
    "Уипароль зыми умыӀу.",
    "La contraseña tiene que llevar catorce caracteres como mínimo.",
    "Ein Passwort braucht bei uns mindestens vierzehn Zeichen.",
    "Lösenordet måste ha minst fjorton tecken.",
    "Parolei jābūt vismaz četrpadsmit rakstzīmes garai.",
    "Upgraded MagicQ from 1.9.4 to 1.9.6 and pyserial to 3.5 during the summer break.",
    f"commit {_COMMIT} adds the surtitle cue export.",
    f"Reverted to {_SHORT} after the seat-map change broke the box-office sync.",
    f"requirements.txt: python-osc==1.9.0 --hash=sha256:{_WHEEL_SUM}",
    f"The MQ500 firmware 1.9.6 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of attendance-2032-33.parquet: {_SHA512}",
    f"The tickets API container runs ghcr.io/vesperhall/tickets-api@sha256:{_IMAGE}.",
    f"MD5 of costume-inventory_2033-04-02.csv is {_MD5}, same as the copy on the wardrobe share.",
    f"ssh-keygen -lf shows the fly controller's host key fingerprint SHA256:{_FINGERPRINT}.",
    "Request id 3f9c2a71-8e4b-4d6a-9b15-2c7e0d8f4a63 is the slow one in the Ticketsolve logs.",
    "Purchase order PO-2033-00927 for 120 m of red velvet ships on Monday.",
    "Ticksy #2219: the fly-tower counterweight alarm keeps tripping during the interval.",
    "Call the Gorey venue on +44 1534 867 420 before noon.",
    "Truck 2 leaves the loading dock at 05:30; the ferry to Saint-Malo is at 09:15.",
    "Performance of Rusalka on 2033-10-04: 612 seats sold, 38 comps, 14 wheelchair spaces.",
    "The wig room is at 21 °C and 45 % relative humidity; the fabric store is at 18 °C.",
    "After five wrong passwords the Tessitura client locks the account for 15 minutes.",
    "The main stage is 18 m wide and the fly tower 26 m high, with 64 counterweight sets.",
    "The secret of a good crinoline is steel hoops and a patient seamstress.",
    "Ask Piers for the wardrobe keypad code, I don't have it.",
    "My card ending 4417 was declined at the fabric wholesaler in Aosta.",
    "The Honduran co-producer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Personio admin account and keep them in the safe.",
    "No wallet's support team will ever ask for your recovery phrase.",
    "Keep `SHOWPASS_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the tail lift freezes in Pajala in January; spray it with de-icer.",
    "Celtx moved the API key page under Workspace › Integrations in its March release.",
    "ISBN 978-0-14-044913-6 is the paperback on the dramaturg's shelf; the vocal score is on loan.",
    "The guest wifi 'Vesperhall-Foyer' is open, no password needed.",
    "Seat map v7.3: stalls rows A to T, dress circle rows AA to HH, 1 118 seats in all.",
    "Costume C-2033-RUS-041: Rusalka's act 2 dress, bodice 72 cm, length 148 cm; fitting on Thursday.",
    "Tour dates: Gorey 12 May, Miranda do Douro 20 May, Rēzekne 3 June, Kruševo 11 June, Pajala 1 July.",
    "DMX universe 4: the follow spots start at address 301 and the haze machine is on 501.",
    "Version 2.14.1 of the surtitle player fixed the line-break bug in the Jèrriais surtitles.",
    "Order #VH-88213 (two tickets, row K seats 14 and 15) was refunded on 2033-05-02.",
    "Invoice INV-2033-0412 from the wig maker is due in 30 days; the total is 1 840.00 EUR.",
    "Use the reset link in the Quinyx app if you forget your login; IT never sees passwords.",
    "Parola trebuie schimbată la fiecare 90 de zile.",
    "パスワードは定期的に変更してください。",
    "Пароль нужно менять раз в квартал.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/theatre/chamsys", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "python-osc", "version": "1.9.0"}}',
    '{"ticket": "2219", "purchase_order": "PO-2033-00927"}',
    '{"costume": {"id": "C-2033-RUS-041", "bodice_cm": 72, "length_cm": 148}}',
    '{"phone": "+44 1534 867 420", "city": "Gorey"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "seats_sold": 612}',
    '{"request_id": "3f9c2a71-8e4b-4d6a-9b15-2c7e0d8f4a63", "status": 504}',
    '{"performance": "2033-10-04", "opera": "Rusalka", "venue": "Rezekne"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
