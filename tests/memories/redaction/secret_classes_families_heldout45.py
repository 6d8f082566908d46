# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, forty-fifth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to forty-second only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, and the scrubber was never run on it. Its own seed, password words,
names, places, templates, tools, vendors and layouts, the way the librarians, archivists,
reading-room staff, digitisation lab, interlibrary-loans desk, rare-book conservator, oral-history
unit and systems office of a university library and archive (Marrowby University Library and
Archives: the Halloran special collections, the Aldous Reading Room, a digitisation lab with book
scanners and a camera copy stand, an interlibrary-loans desk, a conservation studio, an off-site
depository with mobile shelving and a tape library, and an oral-history unit recording in Mbarara,
Kabale, Gulu, Kitgum, Jinja, Iganga, Malanje, Ndalatando, Huambo, Kuito, Oshakati, Ondangwa,
Okahandja, Opuwo, Koror and Melekeok) leak secrets into an assistant's memory: QuestionPoint,
LibraryH3lp, LibAnswers, Blackboard Collaborate, Campuswire, Piazza, Ed Discussion, Brightspace,
Sakai, Panopto, Echo360, Padlet, Perusall, Doodle, Tresorit, Kolab, Axigen, Kerio Connect, MDaemon,
hMailServer, Wimi, Akkoma, Newton Mail, Airmail, Polymail, Sylpheed, KMail, BlueMail and Aqua Mail
pastes, Nirvana, Almanac, Bike Outliner, Citavi, JabRef, ReadCube, Paperpile, Sciwheel,
LiquidText, MarginNote, PDF Expert, Okular, Sioyek, Foxit, PDF-XChange, Kami, Xodo, Flexcil,
Typewriter and Jottacloud notes to self, TeamDynamix, Web Help Desk, Footprints and Plaky tickets,
e-mails, runbooks, shell history, cron lines, Makefiles, Jupyter and Python REPL cells, commands of
Evergreen's eg_db_config, AtoM's tools:add-superuser, ArchivesSpace's password-reset.sh,
fcrepo-import-export, Heritrix, browsertrix-crawler, hexapdf, podofoencrypt, pdftops, pdfimages,
unoconv, ImageMagick's magick -authenticate, Shibboleth's seckeygen.sh, Virtuoso's isql-vt,
Stardog, eXist-db's client.sh, DuraCloud's synctool and retrievaltool, Spectra's ds3_java_cli,
pyPreservica, pikepdf, davix-get, smbget, aria2c, lynx, rpcclient, rdesktop and x11vnc, configs of
ArchivesSpace, VuFind, EZproxy, Evergreen, AtoM, Cantaloupe, Fuseki, Islandora Workbench, EPrints,
Kitodo, Blacklight, Fedora, Heritrix, the Shibboleth IdP, PaperCut, Tomcat, davfs2, Mailman,
Pure-FTPd, Goobi, ArchivesSnake and DuraCloud, the web pages of scanning, camera, printing,
microfilm, climate, logging, microscope, shelving, building, fire, security, self-check, sorting,
audio, network and tape hardware (Zeutschel, Phase One, Treventus, Qidenus, Image Access Bookeye,
CZUR, Plustek, Kodak Alaris, Ricoh, Xerox, PaperCut, uniFLOW, ST Imaging, e-ImageData, Hanwell,
Meaco, Tinytag, Dino-Lite, Hirox, Leica, Bruynzeel, Spacesaver, Kardex, Johnson Controls Metasys,
Siemens Desigo, Distech, Automated Logic WebCTRL, Xtralis VESDA, Sensormatic, LenelS2, Brivo,
Verkada, bibliotheca, Envisionware, Lyngsoe, FE Technologies, Tascam, Cube-Tec, SAMMA, Meraki,
Extreme Networks, SonicWall, WatchGuard, Barracuda, Palo Alto, Spectra Logic, Hasselblad, Cruse,
i2S, Digital Transitions, Metis, Goppion), README fragments, voice-dictated text and requests to
the assistant itself. About 58 % English (or language-neutral config and shell), the rest in
Runyankore-Rukiga, Acholi, Lusoga, Kimbundu, Umbundu, Oshikwanyama (Oshiwambo), Otjiherero and
Palauan (no earlier docstring names them; the wordings are the author's own, with the loanwords
their speakers type in chats: pasiwaadi, password, senha, API key), and Spanish, European
Portuguese, French, German, Italian, Dutch, Swedish, Polish, Russian, Swahili, Afrikaans,
Japanese, Korean and Simplified Chinese in wordings of their own. Vendors (Ex Libris Alma, OCLC
WorldShare, SirsiDynix, EBSCO, ProQuest, Springshare LibCal, ILLiad, Aeon, Relais, RapidILL,
Preservica, Arkivum, Libnova, CONTENTdm, Axiell, Soutron, OverDrive, Kanopy, cloudLibrary,
Altmetric, Scopus, JSTOR, the Internet Archive, HathiTrust, OpenAlex, Europeana, DPLA, DigitalNZ,
the Smithsonian, the Rijksmuseum, Cooper Hewitt, Transkribus, ABBYY, PaperCut, LibraryH3lp,
Reprints Desk, Subito, the Copyright Clearance Center, OpenAthens, LibKey, Meaco, Hanwell, Tinytag,
Goobi, Pressbooks and Janeway) are ones heldouts 5 to 42 do not name, and so are the tools above
from eg_db_config to pikepdf. The ids are kinds they do not use: a library patron's card number
(a Codabar barcode of fourteen digits whose last is a Luhn check digit, drawn until
python-stdnum's `luhn` validates it), the only kind checked here, since python-stdnum has no
module for the others and every person-id module it has is used by an earlier corpus; Uganda's
NIN and URA TIN, Botswana's Omang number, the Namibian ID number, Tanzania's NIDA number,
Ethiopia's Fayda FIN, Mozambique's BI number, Macau's BIR number, Brunei's IC number, the Maldives'
ID card number and a German Matrikelnummer carry no check a library or this file verifies (no
check-digit algorithm is written here), nor do passports under Runyankore, Acholi, Oshikwanyama,
Kimbundu and Palauan words (Ugandan, Namibian, Angolan and Palauan shapes as drawn here). Card
numbers pass Luhn (BC Card's domestic 94 prefixes drawn here, checked with python-stdnum's
`luhn`). The IBANs are of countries used least by a rough count over heldouts 5 to 42 (Costa
Rica, Israel, Lebanon, Moldova, Palestine, Saudi Arabia and Ukraine, each in two earlier corpora,
and Burundi, in three), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Spanish, Italian, Czech, Korean, Russian and Simplified Chinese lists (each
drawn from entropy, so its checksum holds).
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

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 75_474_658
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


_STACKS = ["Vellum", "Folio", "Codex", "Incunable", "Colophon", "Octavo", "Quarto", "Verso",
           "Recto", "Foxing", "Deckle", "Endpaper", "Headband", "Parchment", "Marginalia",
           "Palimpsest", "Broadside", "Ephemera", "Solander", "Glassine", "Catchword",
           "Gathering"]  # fmt: skip
_BENCH = ["Kozo", "Gampi", "Mitsumata", "Bonefolder", "Wheatstarch", "Awl", "Lectern", "Spatula",
          "Tacking", "Guard", "Hinge", "Clasp", "Boards", "Chemise", "Slipcase", "Tissue"]  # fmt: skip
_PLACES = ["Mbarara", "Kabale", "Gulu", "Kitgum", "Jinja", "Iganga", "Malanje", "Ndalatando",
           "Huambo", "Kuito", "Oshakati", "Ondangwa", "Okahandja", "Opuwo", "Koror", "Melekeok",
           "Aldous", "Halloran", "Marrowby"]  # fmt: skip
_NAMES = ["Atuhaire", "Tumusiime", "Kyomuhendo", "Akello", "Okello", "Lakot", "Nabirye", "Waiswa",
          "Njinga", "Kiluanji", "Chilombo", "Tchissola", "Ndapewa", "Nangolo", "Uerikua",
          "Kavezeri", "Dirrabang", "Ngiraked", "Philippa", "Ansel", "Grete", "Oriol", "Beatriz",
          "Jakub", "Svea", "Hiroko", "Minseo", "Wenjing", "Imogen", "Tobias"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["V3llum", "C0d3x", "F0l10", "Incun4bl3", "P4l1mps3st", "M4rg1n4l14", "0ct4v0", "Qu4rt0",
         "C0l0ph0n"]  # fmt: skip


def _shelfmark(g: random.Random) -> str:
    """A manuscript's shelfmark and a word, the way an archivist makes a password memorable."""
    return f"MS{g.randrange(100, 1000)}{g.choice(_STACKS)}{g.choice(_SYMBOLS)}"


def _box_folder(g: random.Random) -> str:
    """Where a document lies in its collection, as a reading-room joke."""
    return f"Box{g.randrange(2, 90)}Folder{g.randrange(1, 40)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_STACKS)}{g.choice(_BENCH)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_STACKS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1450, 1800)) + g.choice(_SYMBOLS),
    _shelfmark,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_BENCH).lower()}_{g.randrange(10, 100)}",
    _box_folder,
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_STACKS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Mends{g.choice(_STACKS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "QuestionPoint chat transcript, 22:14: the Zeutschel OS A2 admin password is {pw}",
    "LibraryH3lp message from Ansel: Phase One iXG camera server password {pw}",
    "LibAnswers ticket 6631: Treventus ScanRobot 2.0 service password {pw}",
    "Blackboard Collaborate chat (recorded, sorry): Qidenus Smart Book Scan admin password {pw}",
    "Campuswire DM from Imogen: Bookeye 5 V2 web password {pw}",
    "Piazza private note to instructors: the CZUR ET24 Pro password is {pw}",
    "Ed Discussion, staff-only thread: Plustek OpticBook A300 Plus admin password {pw}",
    "Brightspace pager message: Kodak Alaris S3100 scanner web password {pw}",
    "Sakai Messages, Special Collections site: Ricoh IM C3000 admin password {pw}",
    "Panopto session comment: Xerox AltaLink C8155 admin password {pw}",
    "Echo360 Q&A box: PaperCut MF admin password {pw}",
    "Padlet wall 'digilab handover': uniFLOW Online admin password {pw}",
    "Perusall annotation on the workflow PDF: ST Imaging ViewScan 4 password {pw}",
    "Doodle poll comment (public!): e-ImageData ScanPro 3000 admin password {pw}",
    "Tresorit shared note: Hanwell RL4000 EMS password {pw}",
    "Kolab chat with Grete: Meaco radio logger base-station password {pw}",
    "Axigen webmail draft: Tinytag Explorer licence-server password {pw}",
    "Kerio Connect message from Oriol: Dino-Lite DinoCapture 2.0 admin password {pw}",
    "MDaemon webmail, saved draft: Hirox RH-2000 microscope PC password {pw}",
    "hMailServer bounce, quoted in full: Leica LAS X workstation password {pw}",
    "TeamDynamix ticket 48217: Bruynzeel Compactus iQ controller password {pw}",
    "Web Help Desk ticket 3390: Spacesaver XTend shelving password {pw}",
    "Footprints ticket 7710: Kardex Shuttle XP 500 service password {pw}",
    "Plaky item 'Depository B2': Johnson Controls Metasys password {pw}",
    "Almanac doc 'Building systems': Siemens Desigo CC operator password {pw}",
    "Nirvana next action: change the Distech Eclypse controller password (now {pw})",
    "Akkoma DM from @tobias: Automated Logic WebCTRL password {pw}",
    "Wimi chat, workspace 'Depository': Xtralis VESDA VSC password {pw}",
    "Newton Mail snippet: Sensormatic Synergy gate admin password {pw}",
    "Airmail draft to facilities: LenelS2 OnGuard password {pw}",
    "Polymail note: Brivo Access admin password {pw}",
    "Sylpheed draft: Verkada Command password for the reading-room cameras {pw}",
    "KMail note to self: bibliotheca selfCheck 1000 admin password {pw}",
    "BlueMail message from Svea: Envisionware LPT:One print-release password {pw}",
    "Aqua Mail draft: Lyngsoe LibSort sorter password {pw}",
    "Bike Outliner, node 'Circulation kit': FE Technologies Sort admin password {pw}",
    "Citavi task note: Tascam DA-3000 recorder web password {pw}",
    "JabRef comment field (synced to everyone): Cube-Tec Quadriga workstation password {pw}",
    "ReadCube note: SAMMA Solo migration station password {pw}",
    "Paperpile note on the oral-history bibliography: Meraki dashboard password {pw}",
    "Sciwheel note: ExtremeCloud IQ admin password {pw}",
    "LiquidText workspace margin: SonicWall TZ470 admin password {pw}",
    "MarginNote card: WatchGuard Firebox T45 password {pw}",
    "PDF Expert sticky note on the floor plan: Barracuda Email Protection admin password {pw}",
    "Okular annotation, depository plan: Palo Alto PA-440 admin password {pw}",
    "Sioyek bookmark text: Spectra BlackPearl admin password {pw}",
    "Foxit comment on the tender PDF: Spectra T950 tape library password {pw}",
    "PDF-XChange sticky note: Hasselblad Phocus server password {pw}",
    "Kami annotation on the digitisation SOP: Cruse CS 285 scanner PC password {pw}",
    "Xodo note: i2S CopiBook admin password {pw}",
    "Flexcil margin note: DT RCam capture station password {pw}",
    "Typewriter note: Metis DRS 2A0 admin password {pw}",
    "Jottacloud shared text file: Goppion case climate controller password {pw}",
    "TeamDynamix ticket 48302: the Aeon server's local admin password {pw} expired, please reset",
    "Web Help Desk ticket 3412: ILLiad web platform service account password {pw} must be rotated",
    "Hi Philippa,\n\nthe root password on the Heritrix crawler box is {pw}. Please move it to the vault and delete this mail.\n\nBest,\nTobias",
    "Incident 2033-02-07: the Hanwell EMS receiver sat on the public network with password {pw}",
    "Runbook: freezer treatment log (pest control)\n1. open the Meaco base station page\n2. log in as conservator\n3. password {pw}\n4. export the -30 °C cycle for crate 17",
    "README (digitisation lab)\nthe capture station share is \\\\digilab-nas\\raw, admin password `{pw}`.",
    "my Stanbic Bank Uganda app password is {pw} now",
    "can you remember my Bank Windhoek password? it's {pw}",
    "the BAI Directo password is {pw}",
    "dictated: the Ex Libris Alma sandbox password is {pw} full stop",
    "note to self: Aeon staff client password {pw}",
    "after the firmware update the Zeutschel password became {pw}",
    "Pasiwaadi ya email yangye ni {pw}",
    "pasiwaadi ya router y'omu nju: {pw}",
    "Tumusiime: pasiwaadi empyaka ya seva ni {pw}",
    "Password me email na obedo {pw}",
    "password me router i ot: {pw}",
    "Akello: password manyen me server obedo {pw}",
    "Pasiwaadi ya email yange ye {pw}",
    "pasiwaadi ya router mu nyumba: {pw}",
    "Nabirye: pasiwaadi empya eya seeva ye {pw}",
    "Senha ia email iami: {pw}",
    "senha ia router ia inzo: {pw}",
    "Njinga: senha ia ubhe ia server, {pw}",
    "Senha ya email yange: {pw}",
    "senha ya router yonjo: {pw}",
    "Chilombo: senha yupe ya server, {pw}",
    "Password yange yo-email oyo {pw}",
    "password yo router meumbo: {pw}",
    "Ndapewa: password ipe yo server oyo {pw}",
    "Password yandje ya email i {pw}",
    "password ya router mondjuwo: {pw}",
    "Uerikua: password ombe ya server i {pw}",
    "A password er a email er ngak a {pw}",
    "password er a router er a blai: {pw}",
    "Dirrabang: a beches el password er a server a {pw}",
    "la clave del PC de la sala de lectura es {pw}, no la apuntes",
    "palavra-passe do posto de digitalização: {pw}",
    "mot de passe du poste de l'atelier de reliure : {pw}",
    "das Passwort vom Scanrechner im Digitalisierungslabor ist {pw}",
    "la password del PC della sala manoscritti è {pw}",
    "het wachtwoord van de scanpc in het digitaliseringslab is {pw}",
    "lösenordet till läsesalsdatorn är {pw}",
    "hasło do komputera w pracowni konserwacji to {pw}",
    "пароль от компьютера в читальном зале — {pw}",
    "nenosiri la kompyuta ya chumba cha kusomea ni {pw}",
    "die wagwoord vir die skandeerder se rekenaar is {pw}",
    "閲覧室のPCのパスワードは {pw} です",
    "열람실 PC 비밀번호: {pw}",
    "阅览室电脑的密码是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["atuhaire", "tumusiime.k", "kyomuhendo", "akello", "okello.j", "lakot", "nabirye",
          "waiswa", "njinga", "kiluanji", "chilombo", "tchissola", "ndapewa", "nangolo", "uerikua",
          "kavezeri", "dirrabang", "ngiraked", "philippa.r", "ansel", "grete", "oriol",
          "beatriz.m", "jakub", "svea", "hiroko", "minseo", "wenjing", "svc-aeon", "ill-desk",
          "digilab"]  # fmt: skip
_LOGINS = [
    "LibraryH3lp, Ansel: the Zeutschel login is {u} / {pw}",
    "TeamDynamix #48230: {u} can't get into the ILLiad staff client, last password {pw}",
    "user {u} pass {pw}",
    "Almanac › Special Collections › Reading room › Aeon: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Preservica | {u} | {pw} |",
    "log into ArchivesSpace as {u} with {pw}",
    "Hanwell login {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: heritrix.lib.marrowby.ac\n  user: {u}\n  pass: {pw}",
    "Kolab chat: account {u}, password {pw}",
    "Grete says the PaperCut login is {u} and the password is {pw}",
    "system,username,password\naeon,{u},{pw}",
    "ssh {u}@digilab-nas.lib.marrowby.ac (password {pw})",
    "Web Help Desk: creds for the Spectra library are {u} and {pw}",
    "eizina ry'omukozesa {u}, pasiwaadi {pw}",
    "nying me donyo {u}, password {pw}",
    "edhiina ly'omukozesa {u}, pasiwaadi {pw}",
    "dijina dia utilizador {u}, senha {pw}",
    "onduko yutumiso {u}, senha {pw}",
    "edina lomulongifi {u}, password {pw}",
    "ena romuungurise {u}, password {pw}",
    "ngakl {u}, password {pw}",
    "utilizador {u}, palavra-passe {pw}",
    "Nutzer {u}, Passwort {pw}",
    "jina la mtumiaji {u}, nenosiri {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
    "用户名：{u} 密码：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["vellum", "colophon", "quarto", "foxing", "kozo", "gampi", "solander", "glassine",
               "octavo", "deckle", "catchword", "matooke", "luwombo", "funje", "calulu", "kapana",
               "oshifima", "omaere"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: it's {w} and straight after it {d}",
    "for the Aeon box it's {w}, and {d} at the end",
    "voice memo: the digilab wifi password is {w} followed by {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the number run together",
    "pasiwaadi ni ekigambo {w}, kandi ahanyuma {d}",
    "password obedo lok {w}, ci i ngeye namba {d}",
    "pasiwaadi kigambo {w}, oluvanyuma {d}",
    "senha: dizui {w}, ni número {d} ku dima",
    "senha ondaka {w}, kuenda número {d}",
    "password oshitya {w}, konima {d}",
    "password ambo {w}, nu kombunda {d}",
    "a password a tekoi el {w}, me a uriul a {d}",
    "nenosiri ni neno {w}, kisha {d}",
    "Passwort: erst {w}, dahinter {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "eg_db_config --update-config --service all --create-database --create-schema --user {u} --password '{pw}' --hostname pg.lib.marrowby.ac --port 5432 --database evergreen",
    "php symfony tools:add-superuser --email=archives@marrowby.ac --password='{pw}' {u}",
    "scripts/password-reset.sh {u} '{pw}'",
    "java -jar fcrepo-import-export.jar --mode export --resource http://fedora.lib.marrowby.ac:8080/rest/halloran --dir /backup/fcrepo --binaries --user {u}:{pw}",
    "./bin/heritrix -a {u}:{pw} -b 0.0.0.0 -p 8443",
    "docker run -p 9222:9222 -v $PWD/profiles:/crawls/profiles webrecorder/browsertrix-crawler create-login-profile --url https://intranet.marrowby.ac/login --username {u} --password '{pw}'",
    "hexapdf decrypt --password '{pw}' deed-of-gift-1932.pdf deed-of-gift-1932-open.pdf",
    "podofoencrypt --aesv2 -u reader -o '{pw}' thesis-embargoed.pdf thesis-locked.pdf",
    "pdftops -upw '{pw}' letters-1888.pdf letters-1888.ps",
    "pdfimages -upw '{pw}' -png survey-map-1790.pdf map",
    "unoconv -f pdf --password='{pw}' accession-register-2032.xlsx",
    "magick -authenticate '{pw}' 'thesis-embargo.pdf[0]' cover.png",
    "bin/seckeygen.sh --storefile credentials/sealer.jks --storepass '{pw}' --versionfile credentials/sealer.kver --alias secret",
    "isql-vt 1111 {u} '{pw}' exec=\"SPARQL SELECT COUNT(*) WHERE {{?s ?p ?o}}\"",
    "stardog query -u {u} -p '{pw}' catalogue 'SELECT * WHERE {{ ?s a :Manuscript }} LIMIT 10'",
    "bin/client.sh -u {u} -P '{pw}' -ouri=xmldb:exist://exist.lib.marrowby.ac:8080/exist/xmlrpc -c /db/finding-aids",
    "java -jar synctool.jar -h marrowby.duracloud.org -u {u} -p '{pw}' -s oral-history -c /mnt/oralhist/masters",
    "java -jar retrievaltool.jar -h marrowby.duracloud.org -u {u} -p '{pw}' -s digilab-masters -c /restore",
    ">>> from pyPreservica import EntityAPI\n>>> client = EntityAPI(username='{u}', password='{pw}', tenant='MUL', server='eu.preservica.com')",
    ">>> pdf = pikepdf.open('deed-of-gift-1932.pdf', password='{pw}')",
    "curl -s -F password='{pw}' https://aspace-api.lib.marrowby.ac/users/{u}/login",
    "curl -d 'user={u}&pw={pw}' https://transkribus.eu/TrpServer/rest/auth/login",
    "mysqldump -u {u} -p'{pw}' --single-transaction archivesspace > aspace-2033-02-01.sql",
    "PGPASSWORD='{pw}' pg_dump -h pg.lib.marrowby.ac -U {u} evergreen -Fc -f evergreen.dump",
    "rdesktop -u {u} -p '{pw}' conserv-pc.lib.marrowby.ac",
    "x11vnc -storepasswd '{pw}' ~/.vnc/passwd",
    "smbget -U '{u}%{pw}' -R smb://digilab-nas.lib.marrowby.ac/raw/2033-02",
    "aria2c --http-user={u} --http-passwd='{pw}' https://ill-drop.lib.marrowby.ac/outgoing/batch-77.zip",
    "lynx -auth={u}:{pw} https://ezproxy.lib.marrowby.ac/admin",
    "davix-get --userpass {u}:{pw} https://dav.lib.marrowby.ac/scans/ms-417/manifest.json manifest.json",
    "rpcclient -U 'MARROWBY\\{u}%{pw}' fs02.lib.marrowby.ac -c 'enumdomusers'",
    "ds3_java_cli -e blackpearl.lib.marrowby.ac -a {u} -k '{pw}' -c get_service",
    "mysql -h aspace-db.lib.marrowby.ac -u {u} --password='{pw}' archivesspace -e 'select count(*) from archival_object'",
    "mongodump --uri 'mongodb://{u}:{pw}@oralhist.lib.marrowby.ac:27017/interviews' --out /backup/oralhist",
    "psql 'postgresql://{u}:{pw}@pg.lib.marrowby.ac/evergreen' -c 'select count(*) from biblio.record_entry'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "[digilab@capture-01 ~]$ {c}", "archivist@aspace:~$ {c}",
    "on the Heritrix box: {c}", "TextMate scratch buffer with the command I ran:\n{c}",
    "Observable notebook, shell cell: {c}", "PS C:\\Digilab> {c}",
    "conservation PC, cmd: C:\\Users\\conserv> {c}",
    "from my bash history on the Aeon server:\n  512  {c}",
    "~/.zsh_history: : 1989212400:0;{c}", "Jupyter cell in the OCR notebook:\n!{c}",
    "cron line on the depository NAS: 0 2 * * * {c}", "Makefile target 'backup':\n\t{c}",
    "runbook step 4: {c}", "TeamDynamix #48251, what I typed: {c}",
    "ekiragiro eki nakozesa: {c}", "cik ma atiyo kwede: {c}", "ekiragiro kye nnakozesezza: {c}",
    "comando ua ngi bhange: {c}", "comando nda ngi linga: {c}", "elombwelo ndi nda longifa: {c}",
    "ombuurakiro ndji mba ungura: {c}", "a command el kuk ngak el ulterekokl: {c}",
    "el comando que corrí en el servidor: {c}", "Befehl auf dem Scanrechner: {c}",
    "我在服务器上跑的命令：{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.lib.marrowby.ac:5432/evergreen",
    "jdbc:mysql://aspace-db.lib.marrowby.ac:3306/archivesspace?user={u}&password={pw}&useUnicode=true&characterEncoding=UTF-8",
    "http://{u}:{pw}@fedora.lib.marrowby.ac:8080/fcrepo/rest/halloran",
    "davs://{u}:{pw}@dav.lib.marrowby.ac/scans/",
    "ftps://{u}:{pw}@ill-drop.lib.marrowby.ac:990/outgoing",
    "redis://{u}:{pw}@cache.lib.marrowby.ac:6379/2",
    "mongodb+srv://{u}:{pw}@oralhist.lib.marrowby.ac/interviews?retryWrites=true",
    "oracle+oracledb://{u}:{pw}@ora.lib.marrowby.ac:1521/?service_name=SIRSI",
    "neo4j+s://{u}:{pw}@graph.lib.marrowby.ac:7687",
    "rtmps://{u}:{pw}@av.lib.marrowby.ac:443/live/oralhistory",
    "ldap://{u}:{pw}@ad.marrowby.ac:389/ou=Library,dc=marrowby,dc=ac",
    "Server=sql.lib.marrowby.ac;Database=LPTOne;User Id={u};Password={pw};TrustServerCertificate=True;",
    "sqlserver://{u}:{pw}@sql.lib.marrowby.ac:1433?database=PaperCut",
    "clickhouse://{u}:{pw}@ch.lib.marrowby.ac:9000/usage_stats",
    "https://{u}:{pw}@es.lib.marrowby.ac:9200/finding-aids",
]  # fmt: skip
_URL_PLACES = [
    "EVERGREEN_DB_URL={c}", "Blacklight .env: DATABASE_URL={c}",
    "keep this connection string for me: {c}", "URL ya database ni {c}",
    "ligação à base de dados: {c}", "TeamDynamix #48266: {c}", "Almanac doc 'Databases': {c}",
    "Bike Outliner node 'connections': {c}", "连接串：{c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "marrowby-library", "sub": f"inst_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "catalogue:read loans:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Ex Libris Alma", "ALMA_API_KEY", _j("l7xx", (HEX, 32))),
    ("OCLC WorldShare", "OCLC_WSKEY_SECRET", _j((B64, 32))),
    ("SirsiDynix", "SIRSIDYNIX_APP_SECRET", _j((HEX, 32))),
    ("EBSCO", "EBSCO_EDS_API_KEY", _j((ALNUM, 40))),
    ("ProQuest", "PROQUEST_TDM_TOKEN", _j((URLSAFE, 48))),
    ("Springshare LibCal", "LIBCAL_CLIENT_SECRET", _j((HEX, 32))),
    ("ILLiad", "ILLIAD_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Aeon", "AEON_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Relais", "RELAIS_API_KEY", _j((UPPER_DIGITS, 32))),
    ("RapidILL", "RAPIDILL_API_KEY", _j((ALNUM, 36))),
    ("Preservica", "PRESERVICA_API_TOKEN", _j((HEX, 64))),
    ("Arkivum", "ARKIVUM_API_KEY", _j((ALNUM, 48))),
    ("Libnova", "LIBNOVA_API_TOKEN", _j((URLSAFE, 40))),
    ("CONTENTdm", "CONTENTDM_LICENSE_KEY", _j((UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5))),
    ("Axiell", "AXIELL_API_KEY", _j((HEX, 40))),
    ("Soutron", "SOUTRON_API_KEY", _j((ALNUM, 32))),
    ("OverDrive", "OVERDRIVE_CLIENT_SECRET", _j((B64, 40), "=")),
    ("Kanopy", "KANOPY_PARTNER_TOKEN", _vendor_jwt("https://api.kanopy.com")),
    ("cloudLibrary", "CLOUDLIBRARY_ACCOUNT_KEY", _j((ALNUM, 30))),
    ("Altmetric", "ALTMETRIC_API_KEY", _j((HEX, 32))),
    ("Scopus", "SCOPUS_API_KEY", _j((HEX, 32))),
    ("JSTOR", "JSTOR_API_TOKEN", _j((URLSAFE, 43))),
    ("Internet Archive", "IA_S3_SECRET", _j((ALNUM, 16))),
    ("HathiTrust", "HATHITRUST_DATA_API_SECRET", _j((HEX, 30))),
    ("OpenAlex", "OPENALEX_API_KEY", _j((ALNUM, 32))),
    ("Europeana", "EUROPEANA_WSKEY", _j((LOWER, 10))),
    ("DPLA", "DPLA_API_KEY", _j((HEX, 32))),
    ("DigitalNZ", "DIGITALNZ_API_KEY", _j((ALNUM, 20))),
    ("Smithsonian", "SMITHSONIAN_API_KEY", _j((ALNUM, 40))),
    ("Rijksmuseum", "RIJKSMUSEUM_API_KEY", _j((ALNUM, 8))),
    ("Cooper Hewitt", "COOPERHEWITT_ACCESS_TOKEN", _j((HEX, 32))),
    ("Transkribus", "TRANSKRIBUS_SESSION_ID", _j((UPPER_HEX, 32))),
    ("ABBYY", "ABBYY_APPLICATION_PASSWORD", _j((ALNUM, 24))),
    ("PaperCut", "PAPERCUT_AUTH_TOKEN", _j((ALNUM, 32))),
    ("LibraryH3lp", "LIBRARYH3LP_API_KEY", _j((HEX, 40))),
    ("Reprints Desk", "REPRINTSDESK_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Subito", "SUBITO_API_TOKEN", _j((ALNUM, 40))),
    ("Copyright Clearance Center", "CCC_API_SECRET", _j((URLSAFE, 32))),
    ("OpenAthens", "OPENATHENS_API_KEY", _j((ALNUM, 44))),
    ("LibKey", "THIRDIRON_ACCESS_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Meaco", "MEACO_CLOUD_TOKEN", _vendor_jwt("https://cloud.meaco.com")),
    ("Hanwell", "HANWELL_EMS_API_KEY", _j((UPPER_HEX, 32))),
    ("Tinytag", "TINYTAG_CLOUD_KEY", _j((HEX, 32))),
    ("Goobi", "GOOBI_API_TOKEN", _j((HEX, 64))),
    ("Pressbooks", "PRESSBOOKS_APP_PASSWORD", _j((ALNUM, 4), " ", (ALNUM, 4), " ", (ALNUM, 4), " ", (ALNUM, 4), " ", (ALNUM, 4), " ", (ALNUM, 4))),
    ("Janeway", "JANEWAY_API_TOKEN", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".htaccess on the discovery server:\nSetEnv {env} {tok}",
    "~/.Rprofile:\nSys.setenv({env} = \"{tok}\")",
    "Jupyter cell: %env {env}={tok}",
    "os.environ[\"{env}\"] = \"{tok}\"  # in the harvest notebook",
    "berglas create mul-secrets/{env} {tok} --key projects/mul-digilab/locations/global/keyRings/berglas/cryptoKeys/berglas-key",
    "op item create --category 'API Credential' --title {env} credential={tok}",
    "k8s Secret (stringData):\n  {env}: \"{tok}\"",
    "docker run -e {env}={tok} ghcr.io/marrowby/discovery:2.4",
    "GitHub Actions step:\n      env:\n        {env}: {tok}",
    "crontab on the harvest box:\n{env}={tok}\n15 3 * * * /opt/harvest/run.sh",
    "php-fpm pool www.conf: env[{env}] = {tok}",
    "supervisord [program:harvest]\nenvironment={env}=\"{tok}\"",
    "Jenkinsfile: environment {{ {env} = '{tok}' }}",
    "Alma › Configuration › Integration profiles › {vendor} › API key: {tok}",
    "Almanac table 'Library APIs': | {vendor} | prod | {tok} |",
    "Nirvana task: rotate the {vendor} key {tok}",
    "LibraryH3lp, Ansel: {vendor} key for the discovery layer: {tok}",
    "Kolab chat: the {vendor} token in use now is {tok}; the old one is revoked",
    "TeamDynamix #48290: {vendor} harvest fails with 403, configured key {tok}",
    "Web Help Desk 3455: {vendor} integration down, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "API key ya {vendor} ni {tok}",
    "API key me {vendor} obedo {tok}",
    "API key ya {vendor} ye {tok}",
    "API key ia {vendor}: {tok}",
    "API key ya {vendor}: {tok}",
    "API key yo {vendor} oyo {tok}",
    "API key ya {vendor} i {tok}",
    "API key er a {vendor} a {tok}",
    "clave de la API de {vendor} para el catálogo: {tok}",
    "chave da API {vendor} do repositório: {tok}",
    "clé API {vendor} du catalogue : {tok}",
    "API-Schlüssel {vendor} fürs Repositorium: {tok}",
    "chiave dell'API {vendor} per il catalogo: {tok}",
    "API-sleutel {vendor} voor de catalogus: {tok}",
    "API-nyckel för {vendor}: {tok}",
    "klucz API {vendor} do katalogu: {tok}",
    "ключ API {vendor} для каталога: {tok}",
    "ufunguo wa API wa {vendor}: {tok}",
    "{vendor} API-sleutel vir die katalogus: {tok}",
    "{vendor} のAPIキーは {tok}",
    "{vendor} API 키는 {tok}",
    "{vendor} 的 API 密钥：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    scopus = _r(rng, HEX, 32)
    dpla = _r(rng, HEX, 32)
    alma = "l7xx" + _r(rng, HEX, 32)
    ia_access, ia_secret = _r(rng, ALNUM, 16), _r(rng, ALNUM, 16)
    oclc_key, oclc_secret = _r(rng, ALNUM, 80), _r(rng, B64, 32)
    europeana = _r(rng, LOWER, 10)
    return [
        Sample("vendor_token", f'resp = httpx.get("https://api.elsevier.com/content/search/scopus", params={{"query": "TITLE(vellum)"}}, headers={{"X-ELS-APIKey": "{scopus}"}})', scopus),
        Sample("vendor_token", f"curl 'https://api.dp.la/v2/items?q=oral+history+gulu&api_key={dpla}'", dpla),
        Sample("vendor_token", f"GET https://api-eu.hosted.exlibrisgroup.com/almaws/v1/bibs/99123456789?apikey={alma}&format=json", alma),
        Sample("vendor_token", f"~/.config/internetarchive/ia.ini:\n[s3]\naccess = {ia_access}\nsecret = {ia_secret}", ia_secret),
        Sample("vendor_token", f'token = WorldcatAccessToken(key="{oclc_key}", secret="{oclc_secret}", scopes="WorldCatMetadataAPI")', oclc_secret),
        Sample("vendor_token", f'web.config:\n<appSettings>\n  <add key="EuropeanaWsKey" value="{europeana}" />\n</appSettings>', europeana),
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


_BARE_PLACES = ["{t}", "LibraryH3lp: {t}", "it's shown only once, so here:\n{t}", "token ni {t}",
                "令牌：{t}", "{t}\n^ the new one; the old one is revoked", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 20), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 52)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the stack-humidity sensor in Depository B2 (OTAA): {h}": 32,
    "AppSKey of the freezer logger in the conservation studio (ABP): {h}": 32,
    "HMAC secret for the LibCal booking webhook: {h}": 64,
    "AES key of the Zeutschel profile export: {h}": 32,
    "LTO-9 drive encryption key for the Spectra T950 partition 'masters' (hex): {h}": 64,
    "Shibboleth SP cookie-encryption key, hex: {h}": 48,
    "ekisumuruzo ky'okusiba backup: {h}": 64,
    "chave de encriptação do backup: {h}": 64,
    "kii me cego backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "TeamDynamix #48311: token copied from the browser's dev tools {t}",
    "Cookie: lang=en-UG; mul_session={t}",
    "DISCOVERY_ACCESS_TOKEN={t}",
    "keep this bearer token {t}",
    "token ya API ni {t}",
    "令牌是 {t}",
    "Aeon web log: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.marrowby.ac/realms/library",
            "azp": "aeon-staff",
            "groups": ["special-collections", "digilab"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Heritrix crawler, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/shibboleth/sp-encrypt-key.pem:\n{key}": ("RSA PRIVATE KEY", "\n"),
    'digilab-gcs-uploader.json: {{"type": "service_account", "project_id": "mul-digilab", "private_key": "{key}", "client_email": "uploader@mul-digilab.iam.gserviceaccount.com"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_aeon <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "TeamDynamix #48320, pasted by the EZproxy consultant:\n{key}": ("PRIVATE KEY", "\n"),
    "ekisumuruzo kya seva:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the RapidILL partner's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "found in the donor's papers (accession 2032.118, box 4), a wallet card: {p}": "english",
    "Blockchain.com recovery phrase for the digitisation fund wallet\n{p}": "english",
    "Fearless Wallet words (the old crowdfunding wallet, empty now): {p}": "english",
    "Jade Plus backup: {p}": "english",
    "voice memo: the Slush wallet recovery words are {p} and that's all of them": "english",
    "Almanac page 'Bequest wallet (retired)': {p}": "english",
    "frase de recuperación de la cartera del legado: {p}": "spanish",
    "frase di recupero del portafoglio della donazione: {p}": "italian",
    "obnovovací fráze peněženky z pozůstalosti: {p}": "czech",
    "기증 지갑 복구 문구: {p}": "korean",
    "фраза восстановления кошелька из архива: {p}": "russian",
    "捐赠钱包的助记词：{p}": "chinese_simplified",
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
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (BC Card's domestic 94 range as drawn
    here: a brand the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "bccard":
        return _card_of(rng, ["9410", "9420", "9430", "9445"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "LibraryH3lp, Ansel: the purchasing card for the Zeutschel spares is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "TeamDynamix #48344: pay the Treventus service visit with card {c}",
    "namba ya kaadi yangye: {c}",
    "namba me kad na: {c}, {mm}/{yy}",
    "nnamba ya kaadi yange: {c}",
    "número ia kartá iami: {c}, {mm}/{yy}",
    "onomola yokarta yange: {c}",
    "a number er a card er ngak: {c}, {mm}/{yy}",
    "número do cartão: {c}, validade {mm}/{yy}",
    "我的卡号：{c}，有效期 {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "bccard", "mastercard", "discover", "amex", "diners", "maestro", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Discover {c} exp 09/34, CID on the back {cvv}",
               "the three digits on the back of the purchasing card: {cvv}",
               "Amex {c}, the four small digits above the number on the front: {cvv}",
               "enamba ishatu ez'enyuma ya kaadi: {cvv}",
               "namba adek i ngeye kad: {cvv}",
               "números atatu ku dima dia kartá: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "discover" if "Discover" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 42 (two earlier corpora each, Burundi
# three); BBAN shapes (a, n, c, 0 as in `secret_classes_values.iban_shaped`), after stdnum's
# iban.dat.
_IBAN_SHAPES = {"CR": "0" + "n" * 17, "IL": "n" * 19, "LB": "nnnn" + "c" * 20,
                "MD": "aa" + "c" * 18, "PS": "aaaa" + "c" * 21, "SA": "n" * 20,
                "UA": "n" * 6 + "c" * 19, "BI": "n" * 23}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SB-2033-041: please pay the Kuito bookbinder to {i} within 30 days",
    "save the Beirut paper supplier's IBAN: {i}",
    "IBAN: {i}\nReference: conservation tissue order 17",
    "LibraryH3lp, Grete: the Kyiv digitisation partner's new bank details, IBAN {i}",
    "IBAN yangye: {i}",
    "IBAN na: {i}",
    "IBAN iami: {i}",
    "IBAN yange: {i}",
    "IBAN yandje: {i}",
    "IBAN er ngak: {i}",
    "IBAN de la encuadernadora de San José: {i}",
    "IBAN des Papierlieferanten in Chișinău: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _born(g: random.Random) -> str:
    return f"{g.randrange(55, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"


def _ug_nin(g: random.Random) -> str:
    """Uganda's National Identification Number as drawn here: C, the sex, two digits of the birth
    year, six digits and four capitals; no public check."""
    return f"C{g.choice('MF')}{g.randrange(60, 100):02d}{_r(g, D, 6)}{_r(g, UPPER, 4)}"


def _ug_tin(g: random.Random) -> str:
    """A Uganda Revenue Authority TIN: ten digits from 10; no public check."""
    return "10" + _r(g, D, 8)


def _bw_omang(g: random.Random) -> str:
    """Botswana's Omang number: nine digits, the fifth 1 or 2 (the sex); no public check."""
    return _r(g, D, 4) + g.choice("12") + _r(g, D, 4)


def _na_id(g: random.Random) -> str:
    """A Namibian ID number: the birth date (YYMMDD) and five digits; no public check."""
    return _born(g) + _r(g, D, 5)


def _tz_nida(g: random.Random) -> str:
    """Tanzania's NIDA number: the birth date (YYYYMMDD) and three groups; no public check."""
    born = f"19{_born(g)}"
    return f"{born}-{_r(g, D, 5)}-{_r(g, D, 5)}-{_r(g, D, 2)}"


def _et_fin(g: random.Random) -> str:
    """Ethiopia's Fayda FIN: twelve digits in fours; no public check."""
    return " ".join(_r(g, D, 4) for _ in range(3))


def _mz_bi(g: random.Random) -> str:
    """A Mozambican BI number: twelve digits and a capital; no public check."""
    return _r(g, D, 12) + g.choice(UPPER)


def _mo_bir(g: random.Random) -> str:
    """A Macau resident's BIR number: seven digits and a bracketed check digit this file does not
    verify."""
    return f"{g.choice('157')}{_r(g, D, 6)}({g.choice(D)})"


def _bn_ic(g: random.Random) -> str:
    """A Brunei identity card number: a two-digit prefix and six digits; no public check."""
    return f"{g.choice(['00', '01', '30', '31'])}-{_r(g, D, 6)}"


def _mv_id(g: random.Random) -> str:
    """A Maldives national ID card number: A and six digits; no public check."""
    return "A" + _r(g, D, 6)


def _matrikel(g: random.Random) -> str:
    """A German university's Matrikelnummer: seven digits; no public check."""
    return g.choice("1234") + _r(g, D, 6)


def _library_card(g: random.Random) -> str:
    """A patron's library card: Codabar 2 (a person), the institution's four digits, eight digits
    and a Luhn check digit."""
    body = "2" + "1718" + _r(g, D, 8)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _ug_passport(g: random.Random) -> str:
    """A Ugandan e-passport as drawn here: A and eight digits."""
    return "A" + _r(g, D, 8)


def _na_passport(g: random.Random) -> str:
    """A Namibian passport as drawn here: P and seven digits."""
    return "P" + _r(g, D, 7)


def _ao_passport(g: random.Random) -> str:
    """An Angolan passport as drawn here: N and seven digits."""
    return "N" + _r(g, D, 7)


def _pw_passport(g: random.Random) -> str:
    """A Palauan passport as drawn here: PW and six digits."""
    return "PW" + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "namba ya NIN yangye: {s}": _ug_nin,
    "my Ugandan NIN for the research-permit form: {s}": _ug_nin,
    "nnamba ya NIN yange: {s}": _ug_nin,
    "URA TIN of the Jinja transcriber, for the invoice: {s}": _ug_tin,
    "Omang number of the Gaborone visiting fellow, for the stipend: {s}": _bw_omang,
    "onomola yange yo-ID yaNamibia: {s}": _na_id,
    "onomora yandje yo-ID: {s}": _na_id,
    "Namibian ID number of the Okahandja interviewee (consent form): {s}": _na_id,
    "namba ya NIDA ya mhadhiri mgeni: {s}": _tz_nida,
    "Fayda FIN of the Addis Ababa conservator on the contract: {s}": _et_fin,
    "número do BI moçambicano da bolseira: {s}": _mz_bi,
    "BIR number (Macau) of the visiting reader: {s}": _mo_bir,
    "Brunei IC number of the exchange student: {s}": _bn_ic,
    "Maldives ID card number for the ILL account: {s}": _mv_id,
    "meine Matrikelnummer für den Bibliotheksausweis: {s}": _matrikel,
    "my library card number (the PIN is separate): {s}": _library_card,
    "numéro de ma carte de bibliothèque : {s}": _library_card,
    "namba ya paasipooti yangye: {s}": _ug_passport,
    "namba me pasipot na: {s}": _ug_passport,
    "onomola yopaspoto yange: {s}": _na_passport,
    "número ia passaporte iami: {s}": _ao_passport,
    "a number er a passport er ngak: {s}": _pw_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, D, 3)}-{_r(rng, D, 3)}-{_r(rng, D, 3)}" for _ in range(n)]


_BACKUPS = ["PaperCut admin 2FA recovery codes\n{codes}",
            "spare sign-in codes for the library's Ex Libris ID: {codes}",
            "Preservica backup codes: {codes}", "kodi z'okugarukamu za 2FA:\n{codes}",
            "códigos de recuperação da conta OpenAthens: {codes}",
            "2FA backup kod me Brightspace: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Preservica:grete@marrowby.ac?secret={s}&issuer=Preservica&period=30",
              "OTP Auth, manual entry for the OCLC account, key: {s}",
              "Bitwarden, authenticator key for the Ex Libris ID: {s}",
              "ekisumuruzo kya 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your OpenAthens verification code", "【工商银行】您的验证码是{c}，请勿泄露",
          "Airtel Money: kod me moko {c}. Pe i mii ki ngat mo",
          "BAI Directo: o seu código de confirmação é {c}",
          "Bank Windhoek: okoodi yoye yoku-OTP oyo {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["MUL-Staff", "MUL-Digilab-5G", "Aldous-ReadingRoom", "Conservation-Studio",
          "Depository-B2", "MTN_4G_Mbarara", "Airtel-Gulu-Hub", "Unitel-Huambo", "MTC-Oshakati",
          "PNCC-Koror", "Ondangwa-OralHist", "Jinja-FieldKit", "Halloran-Vault"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "reading-room network {s}, password {pw}",
    "wifi in the Okahandja interview house: {s} / {pw}",
    "oral-history field kit, travel router: SSID {s}, key {pw}",
    "the key on the sticker under the MTN router: {pw}",
    "pasiwaadi ya wifi {s} ni {pw}",
    "password me wifi {s} obedo {pw}",
    "pasiwaadi ya wifi {s} ye {pw}",
    "senha ia wifi {s}: {pw}",
    "senha ya wifi {s}: {pw}",
    "password yo wifi {s} oyo {pw}",
    "password ya wifi {s} i {pw}",
    "password er a wifi {s} a {pw}",
    "nenosiri la wifi {s} ni {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("l7xx", (HEX, 32)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 30)),
                 _j((LOWER_DIGITS, 36))]  # fmt: skip
_SPELL = ["reading it out over the Blackboard Collaborate call: {t}",
          "[dictated over the phone to the ILL desk] {t}",
          "(spaced so the Padlet preview hides it) {t}", "ninsoma enyuguta emwe emwe: {t}",
          "一个字符一个字符念：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": "|".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the rare-book vault keypad takes {pw} then #",
          "padlock on the map-drawer cage in Depository B2: {pw}",
          "kodi ya kufuli y'ekisiika ky'ebitabo: {pw}", "kod me kufuli me dero buk: {pw}",
          "kodi ya kufulu ya sitoowa: {pw}", "código ia kadiadu ia armazém: {pw}",
          "okoodi yokufuli yondjuwo yomambo: {pw}", "a code er a lock er a blai er a hong: {pw}",
          "善本库密码锁：{pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [5, 4, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["vellum", "colophon", "quarto", "gampi", "kozo", "solander", "lectern",
                 "bonefolder", "glassine", "deckle", "octavo", "catchword", "matooke", "kapana",
                 "funje", "endpaper"]  # fmt: skip
_PHRASES = {"pwSafe master passphrase for the archives vault: {p}": " ",
            "Myki vault passphrase: {p}": " ",
            "Déjà Dup backup encryption passphrase: {p}": "-",
            "Acronis archive passphrase: {p}": ".",
            "ebigambo by'ekihama bya backup: {p}": " ", "备份口令：{p}": " ",
            "frase-passe do cofre da digitalização: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Hurl file for the ILLiad check:\nGET https://illiad.lib.marrowby.ac/ILLiadWebPlatform/Users/ill-desk\nAuthorization: Basic {v}": True,
    "Apache httpd: RequestHeader set Authorization \"Basic {v}\"": True,
    "~/.curlrc: header = \"Authorization: Bearer {v}\"": False,
    "Emacs restclient buffer:\nGET https://aspace-api.lib.marrowby.ac/repositories\nAuthorization: Basic {v}": True,
    "JetBrains HTTP client, aeon.http: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "ArchivesSpace config/config.rb:\nAppConfig[:db_url] = \"jdbc:mysql://localhost:3306/archivesspace?user=as&password={pw}&useUnicode=true&characterEncoding=UTF-8\"",
    "VuFind local/config/vufind/config.ini:\n[Database]\ndatabase = mysql://vufind:{pw}@localhost/vufind",
    "EZproxy user.txt:\nezadmin:{pw}:admin",
    "Evergreen opensrf.xml:\n<database>\n  <host>pg.lib.marrowby.ac</host>\n  <user>evergreen</user>\n  <pw>{pw}</pw>\n</database>",
    "AtoM config/config.php:\n'dsn' => 'mysql:host=localhost;dbname=atom;port=3306',\n'username' => 'atom',\n'password' => '{pw}',",
    "cantaloupe.properties:\nendpoint.admin.enabled = true\nendpoint.admin.username = admin\nendpoint.admin.secret = {pw}",
    "Fuseki run/shiro.ini:\n[users]\nadmin = {pw}, administrator",
    "Islandora Workbench ingest.yml:\ntask: create\nhost: https://islandora.lib.marrowby.ac\nusername: workbench\npassword: {pw}",
    "EPrints archives/theses/cfg/cfg.d/database.pl:\n$c->{{dbuser}} = \"eprints\";\n$c->{{dbpass}} = \"{pw}\";",
    "Kitodo hibernate.cfg.xml:\n<property name=\"hibernate.connection.username\">kitodo</property>\n<property name=\"hibernate.connection.password\">{pw}</property>",
    "Blacklight config/database.yml:\nproduction:\n  adapter: postgresql\n  username: blacklight\n  password: {pw}",
    "fcrepo.properties:\nfcrepo.db.url=jdbc:postgresql://pg.lib.marrowby.ac:5432/fcrepo\nfcrepo.db.user=fcrepo\nfcrepo.db.password={pw}",
    "Heritrix crawler-beans.cxml:\n<bean class=\"org.archive.modules.credential.HttpAuthenticationCredential\">\n  <property name=\"domain\" value=\"intranet.marrowby.ac\"/>\n  <property name=\"login\" value=\"crawler\"/>\n  <property name=\"password\" value=\"{pw}\"/>\n</bean>",
    "Shibboleth IdP credentials/secrets.properties:\nidp.sealer.storePassword = {pw}\nidp.sealer.keyPassword = {pw}",
    "PaperCut server.properties:\ndatabase.type=PostgreSQL\ndatabase.username=papercut\ndatabase.password={pw}",
    "tomcat-users.xml on the Aeon box:\n<user username=\"manager\" password=\"{pw}\" roles=\"manager-gui\"/>",
    "/etc/davfs2/secrets:\nhttps://dav.lib.marrowby.ac/scans digilab {pw}",
    "mailman.cfg:\n[database]\nclass: mailman.database.postgresql.PostgreSQLDatabase\nurl: postgres://mailman:{pw}@localhost/mailman",
    "pureftpd-mysql.conf:\nMYSQLServer localhost\nMYSQLUser pureftpd\nMYSQLPassword {pw}",
    "Goobi workflow goobi_config.properties:\nldap_adminLogin=cn=goobi,dc=marrowby,dc=ac\nldap_adminPassword={pw}",
    "ArchivesSnake ~/.archivessnake.yml:\nbaseurl: https://aspace-api.lib.marrowby.ac\nusername: asnake\npassword: {pw}",
    "DuraCloud synctool.conf:\n-h marrowby.duracloud.org\n-u digilab\n-p {pw}\n-s masters",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Grete: digilab wifi password?\nAnsel: {pw}",
    "[07:41] oriol: root pw for the Aeon server?\n[07:42] svea: {pw}",
    "Imogen: {pw} is the new Zeutschel admin password",
    "Tobias: use {pw}, that's what the PaperCut box has now",
    "Kyomuhendo: pasiwaadi empyaka ni {pw}",
    "Okello: password manyen obedo {pw}",
    "Waiswa: pasiwaadi empya ye {pw}",
    "Kiluanji: senha ia ubhe, {pw}",
    "Tchissola: senha yupe, {pw}",
    "Nangolo: password ipe oyo {pw}",
    "Kavezeri: password ombe i {pw}",
    "Ngiraked: a beches el password a {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "pa\u00adss\u00adword → {pw}",
    "passw\u03bfrd: {pw}",
    "\U0001d5fd\U0001d5ee\U0001d600\U0001d600\U0001d604\U0001d5fc\U0001d5ff\U0001d5f1: {pw}",
    "pass\u202aword\u202c = {pw}", "p\u2060a\u2060s\u2060s\u2060w\u2060o\u2060r\u2060d: {pw}",
    "Ｐａｓｓｗｏｒｄ＝{pw}",
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
    "the Zeutschel admin password is": "{s}", "Aeon staff pw:": "{s} (since the server move in January)",
    "pasiwaadi ni": "{s}", "PaperCut password": "{s}\nchange it after the audit",
    "password obedo": "{s}", "senha:": "{s}", "password yandje i": "{s}", "Hanwell password": "{s}",
    "the password Tobias read out over the phone was": "{s}, I think", "a password er ngak a": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "DPLA API key", "{s}", _j((HEX, 32))),
    ("split_token", "Alma key:", "{s} (sandbox)", _j("l7xx", (HEX, 32))),
    ("split_token", "Reprints Desk API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "bequest wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(_card(g, "bccard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "UA"))),
    ("split_backup", "PaperCut recovery codes", "{s}\n418-093-552\n730-118-964", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Namibian ID number", "{s}", _na_id),
    ("split_phrase", "pwSafe passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"aeon": {"url": "https://aeon.lib.marrowby.ac", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasiwaadi": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "grete", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scanners": [{"name": "zeutschel-a2"}, {"name": "bookeye-5", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["eg_db_config", "--update-config", "--user", "evergreen", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "阅览室电脑的密码是 {s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Hanwell receiver as conservator with the password {s}"}': ("meta_password", _plain_pw),
    '{"dpla": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"preservicaToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"altmetric_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"X-ELS-APIKey": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"purchasing": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "discover"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LB")),
    '{"patron": {"library_card_number": "{s}"}}': ("meta_id", _library_card),
    '{"mfa": {"backup_codes": ["{s}", "418-093-552", "730-118-964"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"bequest_wallet": {"recovery_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"vault_keypad": {"code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "MUL-Digilab-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pikepdf-9.4.2-cp312-cp312-manylinux_2_28_x86_64.whl").hexdigest()
_JAR_SUM = hashlib.sha256(b"heritrix-3.4.0-dist.tar.gz").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/marrowby/discovery:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"ead: add the Gulu interviews", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ead: revert container labels", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"gulu-interview-014.wav", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ms-417-master.tif").hexdigest()
_HOSTKEY = base64.b64encode(hashlib.sha256(b"ill-drop host key").digest()).decode().rstrip("=")

CLEAN = [
    "Remind me to change the Zeutschel admin password before the service visit on 2033-03-14.",
    "Ansel asked for the digilab wifi password; it's on the card in the lab manager's drawer.",
    "Policy: library staff passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into LibraryH3lp; send a vault link instead.",
    "The `.env.example` line `DPLA_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Aeon staff client asks for a new password every 180 days.",
    "Replace <YOUR_ALMA_API_KEY> in the README with the key from the Developer Network.",
    "PRESERVICA_API_TOKEN and SCOPUS_API_KEY must be set before the nightly harvest runs.",
    "Otagambira muntu weena pasiwaadi yaawe.",
    "Pe i nyut password ni bot ngat mo.",
    "Tobuulira muntu yenna pasiwaadi yo.",
    "Kana ku lombolola senha ié kua muthu.",
    "Ku lekisi senha yove komunu.",
    "Ino lombwela nande omunhu password yoye.",
    "Ko raera omundu password yoye.",
    "Lak bo mdechelii a password er kau er a di el chad.",
    "La contraseña debe tener al menos catorce caracteres.",
    "Das Passwort muss mindestens vierzehn Zeichen haben.",
    "A palavra-passe tem de ter pelo menos catorze caracteres.",
    "閲覧室のパスワードは毎年四月に変更します。",
    "Nenosiri lako lisiwe fupi kuliko herufi kumi na nne.",
    "Upgraded ArchivesSpace from 3.5.1 to 4.0.0 and Cantaloupe to 5.0.6 over the weekend.",
    f"commit {_COMMIT} adds the Gulu interviews to the finding aid.",
    f"Rolled back to {_SHORT} after the EAD export dropped the container labels.",
    f"requirements.txt: pikepdf==9.4.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Heritrix 3.4.0 release tarball has SHA-256 checksum {_JAR_SUM}.",
    f"SHA-512 of ms-417-master.tif: {_SHA512}",
    f"The discovery container runs ghcr.io/marrowby/discovery@sha256:{_IMAGE}.",
    f"MD5 of gulu-interview-014.wav is {_MD5}, same as the LTO copy.",
    f"Host key fingerprint of ill-drop.lib.marrowby.ac: SHA256:{_HOSTKEY}",
    "Request id 3f9a1c2e-7b4d-4e21-9a8c-5d0e6f1b2c3a is the slow one in the Alma logs.",
    "Purchase order PO-2033-00217 for 40 solander boxes ships on Tuesday.",
    "TeamDynamix #48217: the Depository B2 humidity alarm keeps tripping at night.",
    "Call the Mbarara field office on +256 485 660 214 before noon.",
    "Phone the Koror oral-history partner on +680 488 2210 on Mondays.",
    "ILL request 884213 (Tipasa) for the 1911 Luganda grammar is on its way from Leiden.",
    "Accession 2032.118 (the Okello papers) is 14 boxes and 3 outsize folders.",
    "Call number PL8471 .K38 1911 is on the third floor; the folio is in the cage.",
    "The vault is at 16 °C and 45 % relative humidity; the freezer cycle is -30 °C for 72 hours.",
    "After five wrong passwords the Aeon staff client locks the account for 15 minutes.",
    "The reading room seats 24; pencils only, no bags past the lockers.",
    "The secret of good wheat-starch paste is to cook it slowly and sieve it twice.",
    "Ask Grete for the vault keypad code, I don't have it.",
    "My card ending 4417 was declined at the Jinja stationer's.",
    "The Kyiv partner wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the PaperCut admin and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `ALMA_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the map-drawer cage sticks in winter; oil it monthly.",
    "Scopus moved the API key page under the Developer Portal's 'My API Key' tab.",
    "ISBN 978-0-19-957112-3 is the binding manual on the conservation shelf; ISSN 0034-5466 is the rare-books journal.",
    "The guest wifi 'Aldous-Guest' is open, no password needed.",
    "Item barcode 31718004412960 belongs to the reading-room copy of the Kimbundu dictionary.",
    "The Spectra T950 holds 340 LTO-9 tapes; 212 are written, 18 TB each.",
    "Version 9.4.2 of pikepdf fixed the crash on the 1790 survey map.",
    "The EAD3 finding aid for MS 417 validates against the 1.1.2 schema.",
    "Shelfmark MS 417 f. 23v shows the palimpsest under UV at 365 nm.",
    "The digitisation lab shoots at 400 ppi, 16-bit, Adobe RGB, FADGI three-star.",
    "The password field on the Aeon login page is cleared after a failed attempt; that's by design.",
    "Pasiwaadi yaawe ehindure buri myezi esatu.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-01-10T08:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/library/aeon", "rotate_every_days": 180}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pikepdf", "version": "9.4.2"}}',
    '{"ticket": "48217", "purchase_order": "PO-2033-00217"}',
    '{"accession": {"id": "2032.118", "boxes": 14, "linear_metres": 5.6}}',
    '{"phone": "+256 485 660 214", "city": "Mbarara"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "items_on_loan": 2113}',
    '{"call_number": "PL8471 .K38 1911", "location": "cage", "isbn": "978-0-19-957112-3"}',
    '{"ill_request": "884213", "lender": "Leiden University Libraries", "due": "2033-04-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
