# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, forty-second corpus: written blind to the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to thirty-eighth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, and the scrubber was never run on it. Its own seed, password words,
names, places, templates, tools, vendors and layouts, the way the editors, colourists, render
wranglers, sound crew, festival desk and office of a film and TV post-production studio (Obsidiana
Nueve Post: edit suites in Coyoacán, a grading suite in Oaxaca, a render farm in Querétaro, a
sound and ADR stage in Antigua Guatemala and a festival submissions desk in Montréal, finishing a
documentary series shot in Juchitán, Tlaxiaco, Ixmiquilpan, Pátzcuaro, San Cristóbal, Xela,
Chimaltenango and Cobán) leak secrets into an assistant's memory: Evercast, ClearView Flex,
Streambox, Louper, Moxion, Kitsu, iconik, MediaSilo, Wipster, SyncSketch, Filestage, ftrack,
ShotGrid, Postlab, Kollaborate and Screenlight chats and review comments, Final Draft, WriterDuet,
Fade In, Arc Studio, Trelby, Scapple, MindNode, Mural, Fantastical, Apple Reminders, Craft Docs,
Keyboard Maestro, Raycast, Alfred, Shortcuts, Automator, BetterTouchTool, Hammerspoon and Stream
Deck notes to self, Slido, Mentimeter and Pigeonhole questions, EasyVista, Alloy Navigator,
Supportbench, Zoho BugTracker, Favro, Nifty, Movie Magic Scheduling, Gorilla, Assemble and
Filmustage tickets and tasks, e-mails, runbooks, the consoles of Nuke, Houdini, Blender, Maya,
Resolve and Fusion, Deadline Monitor's and CueGUI's remote commands, Proxmox, TrueNAS and
PowerScale shells, commands of ascp, FileCatalyst's CLI, notarytool, iTMSTransporter, security,
hdiutil, diskutil, mount_smbfs, smbutil, dscl, sysadminctl, streamlink, cuebot, deadlinecommand,
TSDuck's tsp, srt-xtransmit, midclt, pveum, isi, s3fs, pyftpdlib, webfsd, dufs, filebrowser,
copyparty, Sunshine, wget2, juicefs, networksetup, mp4decrypt, shaka-packager and asdcp-wrap (and
signtool and osslsigncode, which earlier corpora name), configs of Kitsu's zou, OpenCue's cuebot,
Resilio Sync, Pydio Cells, MediaCMS, Ant Media Server, ResourceSpace, Phraseanet,
CollectiveAccess, Archivematica, Mayan EDMS, Shlink, YOURLS, Teampass, Vidispine, FileCatalyst
Server, Aspera, Kollaborate Server, CatDV and the Resolve project server's pgpass, the web pages of storage, monitoring, projection, audio, lighting, camera, timecode and
wireless hardware (EditShare, Facilis, OpenDrives, Quantum StorNext, Atomos, Haivision, Dejero,
Genelec, Trinnov, Doremi, Dolby, GDC, Tangent, Flanders Scientific, Focusrite, Sony, Canon,
Promise, OWC, LaCie, Accusys, ATTO, Tiger Technology, ProMAX, GB Labs, Symply, Scale Logic,
Tektronix, Phabrix, Omnitek, Eizo, Portrait Displays, Light Illusion, X-Rite, Merging, Kinoton,
USL, Nanlux, Creamsource, Litegear, Kino Flo, SmallHD, Tentacle Sync, Ambient, Deity, Sound
Devices, Zaxcom, Lectrosonics, Wisycom, Audinate, Pixspan, Teradici), README fragments,
voice-dictated text and requests to the assistant itself. About 55 % English (or
language-neutral config and shell), the rest in K'iche', Kaqchikel, Q'eqchi', Tzotzil, Isthmus
Zapotec (Diidxazá), Mixtec (Tu'un Savi), Otomi (Hñähñu) and Purépecha (no earlier docstring names
them; the wordings are the author's own, with the Spanish loanwords their speakers type in chats:
contraseña, número, tarjeta, pasaporte), and Guatemalan Spanish, Quebec French, German, Italian,
Brazilian Portuguese, Dutch, Polish, Swedish, Turkish, Japanese, Korean and Simplified Chinese in
wordings of their own. Vendors (iconik, Signiant, IBM Aspera, MediaSilo, Wipster, ShotGrid,
ftrack, Kitsu, Moxion, Evercast, Sohonet, Filestage, SyncSketch, FilmFreeway, Festhome,
Shortfilmdepot, Movibeta, Cinando, Eventival, RebusFarm, GarageFarm, Fox Renderfarm, Ranch
Computing, Soundly, Audiomovers, Soundsnap, Musicbed, Artlist, Pond5, Storyblocks, Shutterstock,
Envato, Artgrid, Verbit, OOONA, CaptionHub, Matesub, LucidLink, Postlab, Kollaborate, Bitmovin,
Qencode, Filmhub, Wrapbook, Telestream Cloud, Screenlight) are ones heldouts 5 to 38 do not name;
the ids are kinds they do not use: the ISAN of an embargoed cut and the GRid of an unreleased
soundtrack, each drawn until python-stdnum's module (`isan`, `grid`) validates its ISO 7064 Mod
37, 36 check characters; Guatemala's DPI (CUI), El Salvador's DUI, Honduras' RTN, the CIC of a
Mexican INE voter card, a Mexican cédula profesional, a Guatemalan IGSS affiliation number,
Québec's RAMQ health insurance number, Ontario's OHIP health number, an Oaxaca driving licence
and Mexican and Guatemalan passports (under K'iche', Q'eqchi', Tzotzil, Zapotec, Mixtec, Otomi
and Purépecha words), which carry no check a library or this file verifies (no check-digit
algorithm is written here). Card numbers pass Luhn (Carnet, Tarjeta Naranja, InstaPayment and
LankaPay prefixes drawn here and checked with python-stdnum's `luhn`, and the helpers' Visa,
Mastercard, Amex and Discover). The IBANs are of countries used least by a rough count over
heldouts 5 to 38 (Saint Lucia, Timor-Leste, São Tomé and Príncipe, Kosovo, Greenland, Croatia,
Mauritania and Bahrain), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Italian, Czech, Korean, Russian and Simplified Chinese lists.
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
from stdnum import grid as std_grid
from stdnum import iban as std_iban
from stdnum import isan as std_isan
from stdnum import luhn
from stdnum.iso7064 import mod_37_36

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 21_549_459
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


_FILM = ["Keyframe", "Rushes", "Dailies", "Clapper", "Foley", "Dolly", "Rotoscope", "Telecine",
         "Anamorphic", "Kinescope", "Steadicam", "Vectorscope", "Letterbox", "Lowthird", "Jcut",
         "Matte", "Slate", "Conform"]  # fmt: skip
_MESO = ["Mezcal", "Tlayuda", "Alebrije", "Huipil", "Jocote", "Chapulin", "Tejate", "Guelaguetza",
         "Pepian", "Kakik", "Copal", "Nixtamal", "Marimba", "Ocelote", "Tecolote", "Zopilote",
         "Colibri", "Ajolote", "Nopal", "Maguey", "Xoconostle"]  # fmt: skip
_PLACES = ["Coyoacan", "RomaNorte", "Oaxaca", "Juchitan", "Queretaro", "Antigua", "Xela", "Coban",
           "SanCristobal", "Tlaxiaco", "Ixmiquilpan", "Patzcuaro", "Chimaltenango", "Montreal",
           "Tehuantepec", "Zinacantan", "Momostenango", "Tecpan"]  # fmt: skip
_NAMES = ["Ixchel", "Kawoq", "Balam", "Xunka", "Erendira", "Nayeli", "Odilia", "Efrain",
          "Heriberto", "Maribel", "Genoveva", "Dionisio", "Tomasa", "Lucero", "Solveig", "Henrike",
          "Junho", "Haruka", "Giulia", "Thiago", "MarcAndre", "Benedikt", "Wiebke", "Pernilla",
          "Noemi", "Minji", "Wenjing", "Rosalba", "Fidencio", "Petrona", "Sebastiana", "Macario",
          "Nashielly", "Yatzil"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~:"
_LEET = ["R0t0sc0p3", "T3l3c1n3", "K1n3sc0p3", "Al3br1j3", "Hu1p1l", "Chapul1n", "St3ad1cam",
         "V3ct0rsc0p3", "F0l3y"]  # fmt: skip


def _timecode(g: random.Random) -> str:
    """A timecode and a film word, the way an assistant editor makes a password up at 3 a.m."""
    hh, mm, ss = g.randrange(0, 3), g.randrange(60), g.randrange(60)
    return f"TC{hh:02d}{mm:02d}{ss:02d}{g.choice(_FILM)}"


def _apple_style(g: random.Random) -> str:
    """Three groups of six small letters, one a capital and one a digit, as Keychain suggests."""
    chars = list(_r(g, LOWER, 18))
    chars[g.randrange(18)] = g.choice(UPPER)
    chars[g.randrange(18)] = g.choice(D)
    return "-".join("".join(chars[k : k + 6]) for k in range(0, 18, 6))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FILM)}{g.choice(_MESO)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_MESO, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_FILM)}Take{g.randrange(2, 60)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_MESO).lower()}_{g.randrange(1960, 2034)}",
    _timecode,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_FILM).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _apple_style,
    lambda g: f"{g.choice(_NAMES)}Grades{g.choice(_MESO)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(['24', '25', '30', '48', '60'])}fps{g.choice(_MESO)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Evercast session chat, Ixchel: the EditShare EFS admin password is {pw}",
    "ClearView Flex chat during the grade: Facilis TerraBlock web password {pw}",
    "Streambox chat, Haruka: OpenDrives Atlas admin password {pw}",
    "Louper room chat: Quantum StorNext GUI password {pw}",
    "Moxion comment on reel 2 (oops): Atomos Shogun Connect cloud password {pw}",
    "Kitsu comment on shot 040: Haivision Makito X4 encoder password {pw}",
    "iconik comment thread: Dejero EnGo web password {pw}",
    "MediaSilo review note from Thiago: Genelec GLM account password {pw}",
    "Wipster comment: Trinnov D-Mon web UI password {pw}",
    "SyncSketch review note: the Doremi IMS2000 admin password is {pw}",
    "Filestage comment from Solveig: Dolby IMS3000 screening server password {pw}",
    "ftrack note on the conform task: GDC SR-1000 password {pw}",
    "ShotGrid ticket 4410: Tangent Hub password {pw}",
    "Postlab chat, Benedikt: Flanders Scientific XMP550 remote password {pw}",
    "Kollaborate comment: Focusrite RedNet Control password {pw}",
    "Screenlight comment on the trailer: Sony Venice 2 web remote password {pw}",
    "Evercast chat, Erendira: Canon C500 Mark II browser remote password {pw}",
    "Louper chat: Promise Pegasus32 R8 admin password {pw}",
    "ClearView Flex chat: OWC Jupiter Callisto NAS admin password {pw}",
    "Streambox chat from Wiebke: LaCie 12big RAID Manager password {pw}",
    "Final Draft script note (margin of page 12): Accusys ExaSAN password {pw}",
    "WriterDuet comment: ATTO XstreamCORE web password {pw}",
    "Fade In note: Tiger Store admin password {pw}",
    "Arc Studio note: ProMAX Platform ONLINE admin password {pw}",
    "Scapple board 'Sound stage': GB Labs FastNAS password {pw}",
    "MindNode map 'Render farm': Symply WorkSPACE admin password {pw}",
    "Mural board, sticky from Noemi: Scale Logic Genesis RAID password {pw}",
    "Fantastical event note: Tektronix WFM8300 web password {pw}",
    "Apple Reminders: change the Phabrix Qx12G password (now {pw})",
    "Craft Docs page 'Grading suite': Omnitek Ultra XR password {pw}",
    "Keyboard Maestro macro comment: Eizo ColorNavigator network password {pw}",
    "Raycast snippet 'calman': Portrait Displays Calman Studio account password {pw}",
    "Alfred snippet ';cs': Light Illusion ColourSpace account password {pw}",
    "Shortcuts 'Text' action in 'Start grade': X-Rite i1Profiler account password {pw}",
    "Automator workflow note: Merging Anubis web password {pw}",
    "BetterTouchTool floating note: Kinoton FP38 projector web password {pw}",
    "Hammerspoon init.lua comment: USL JNIOR 410 password {pw}",
    "Stream Deck button title (by mistake): Nanlux Evoke 1200 DMX node password {pw}",
    "Slido Q&A at the all-hands (public!): Creamsource Vortex8 web password {pw}",
    "Mentimeter word cloud, sigh: Litegear LiteMat controller password {pw}",
    "Pigeonhole Live question: Kino Flo FreeStyle web password {pw}",
    "EasyVista ticket 2281: SmallHD Cine 13 web UI password {pw}",
    "Alloy Navigator ticket 733: the Tentacle Sync Studio account password is {pw}",
    "Supportbench case 90412: Ambient Lockit ACN master password {pw}",
    "Zoho BugTracker bug 318: Deity THEOS web password {pw} must be rotated",
    "Favro card 'Sound stage': Sound Devices 888 web password {pw}",
    "Nifty task: Zaxcom Nova web password {pw}",
    "Movie Magic Scheduling note: Lectrosonics Wireless Designer password {pw}",
    "Gorilla schedule note: Wisycom MTP60 web password {pw}",
    "Assemble task: Audinate Dante Domain Manager password {pw}",
    "Filmustage breakdown note: Pixspan PixMover password {pw}",
    "Trelby script comment: the Teradici PCoIP host card password is {pw}",
    "Hi Heriberto,\n\nthe root password on the Querétaro render head node is {pw}. Delete this mail once it's in Teampass.\n\nGracias,\nMaribel",
    "Incident 2033-02-09: the Dolby IMS3000 in the screening room was reachable from the internet with password {pw}",
    "Runbook: re-ingest a camera card\n1. open the Pixspan PixMover UI\n2. log in as dit\n3. password {pw}\n4. start the copy with checksum verify",
    "README (grading suite rack)\nthe Omnitek UI is at https://omnitek.obsidiana.lan, admin password `{pw}`.",
    "my Banorte app password is {pw} now",
    "can you remember my Banrural app password? it's {pw}",
    "the Desjardins AccèsD password is {pw}",
    "password for my Fondeadora account: {pw}",
    "dictated: the Dolby server password is {pw} full stop",
    "note to self: Sound Devices 888 password {pw}",
    "after the reinstall the EditShare password became {pw}",
    "Hey assistant, save this for me: the Genelec GLM login password is {pw}",
    "Ri ewal tzij rech ri nucorreo are {pw}",
    "ri ewal tzij rech ri router pa nuja: {pw}",
    "Kawoq: ri k'ak' ewal tzij rech ri servidor are {pw}, man kab'ij ta chi jun",
    "Ri nuewan tzij richin ri correo ja ri {pw}",
    "ri ewan tzij richin ri router pa nuchoch: {pw}",
    "Petrona: ri k'ak'a' ewan tzij richin ri servidor ja ri {pw}, man tab'ij chi ke ri winaqi'",
    "Li muqmu aatin re lin correo a'an {pw}",
    "li muqmu aatin re li router sa' lin ochoch: {pw}",
    "Macario: li ak' muqmu aatin re li servidor a'an {pw}, moko taaye re ani",
    "Li smukbil k'op li jcorreoe ja' {pw}",
    "li smukbil k'op li router ta jnae: {pw}",
    "Xunka: li ach' smukbil k'op li servidore ja' {pw}, mu xavalbe yan krixchano",
    "Diidxa' nagaachi stiá' correo nga {pw}",
    "diidxa' nagaachi sti' router ni nuu ndaani' lidxe': {pw}",
    "Nashielly: diidxa' nagaachi cubi sti' servidor nga {pw}, cadi guinii'lu ni irá binni",
    "Tu'un se'e correo yu'u kúu {pw}",
    "tu'un se'e router ve'e yu'u: {pw}",
    "Odilia: tu'un se'e jaá servidor kúu {pw}, ña ka'an ndó nuu ni iin ñayiu",
    "Ma contraseña ja ma correo ge {pw}",
    "'ra contraseña ja 'ra router ja ma ngú: {pw}",
    "Dionisio: 'ra 'ra'yo contraseña ja 'ra servidor ge {pw}, hingi xi'i ni 'na'a",
    "Juchiti contraseña correo-eri jindeesti {pw}",
    "contraseña router-eri juchiti k'umanchikuarhu: {pw}",
    "Erendira: jimpanhi contraseña servidor-eri jindeesti {pw}, asï uandanta ma ambe",
    "vos, la contra de la compu de edición es {pw}",
    "la contraseña del servidor de render en Querétaro quedó {pw}, no la compartás",
    "le mot de passe du poste d'étalonnage, c'est {pw} là",
    "mot de passe du NAS au bureau des festivals : {pw}",
    "das Passwort für den Tonmischplatz lautet {pw}",
    "la password della sala colore è {pw}",
    "a senha do servidor de render é {pw}",
    "het wachtwoord van de montagekamer-Mac is {pw}",
    "hasło do stacji montażowej to {pw}",
    "lösenordet till ljudstudion är {pw}",
    "kurgu odasındaki bilgisayarın şifresi {pw}",
    "編集室のMacのパスワードは {pw} です",
    "색보정실 PC 비밀번호는 {pw}",
    "渲染农场管理节点的密码是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ixchel", "kawoq.t", "balam", "xunka", "erendira", "nayeli.r", "odilia", "efrain",
          "heriberto", "maribel.c", "genoveva", "dionisio", "tomasa", "lucero", "solveig.h",
          "henrike", "junho", "haruka.m", "giulia", "thiago", "marc-andre", "benedikt", "wiebke",
          "pernilla", "noemi", "minji", "wenjing", "rosalba", "fidencio", "petrona", "macario",
          "nashielly", "svc-render", "dit-cart", "conform", "qc-desk", "festivals"]  # fmt: skip
_LOGINS = [
    "Evercast chat, Maribel: the Dolby IMS login is {u} / {pw}",
    "EasyVista #2290: {u} locked out of the EditShare, last password {pw}",
    "user {u} pass {pw}",
    "Craft Docs › Machine room › Storage › Facilis TerraBlock: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| Sound Devices 888 | {u} | {pw} |",
    "sign into the Tangent Hub as {u} with {pw}",
    "Kinoton login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: render-head-qro\n  username: {u}\n  password: {pw}",
    "Louper: account {u}, password {pw}",
    "Balam says the OpenDrives account is {u} and the password is {pw}",
    "device,login,password\ndoremi-ims2000,{u},{pw}",
    "ssh {u}@render-head.obsidiana.lan (password {pw})",
    "Streambox chat: creds for the Makito encoder are {u} and {pw}",
    "ri b'i' rech okem {u}, ri ewal tzij {pw}",
    "nub'i' {u}, ewan tzij {pw}",
    "lin k'ab'a' {u}, li muqmu aatin {pw}",
    "jbi {u}, smukbil k'op {pw}",
    "lá stiá' {u}, diidxa' nagaachi {pw}",
    "kíví yu'u {u}, tu'un se'e {pw}",
    "ma thuhu {u}, ma contraseña {pw}",
    "juchiti usuario {u}, juchiti contraseña {pw}",
    "usuario {u} y contraseña {pw}, vos",
    "utilisateur {u}, mot de passe {pw}",
    "Nutzer {u}, Passwort {pw}",
    "ユーザー名 {u}　パスワード {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tlayuda", "alebrije", "huipil", "jocote", "chapulin", "tejate", "pepian", "kakik",
               "copal", "nixtamal", "marimba", "tecolote", "zopilote", "foley", "telecine",
               "kinescope", "steadicam", "letterbox"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: {w}, and right after it the number {d}",
    "for the grading Mac it's {w} with {d} at the end",
    "voice memo: the sound stage wifi password is {w} and then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits together",
    "ri ewal tzij are ri tzij {w}, k'ate k'u ri {d}",
    "ri ewan tzij ja ri tzij {w}, k'a ri' {d}",
    "li muqmu aatin a'an li aatin {w}, chirix a'an {d}",
    "li smukbil k'op ja' li k'op {w}, ta ts'akal {d}",
    "diidxa' nagaachi nga diidxa' {w}, ne despué {d}",
    "tu'un se'e kúu tu'un {w}, ta sa'a {d}",
    "'ra contraseña ge 'ra noya {w}, nepu {d}",
    "contraseña jindeesti uandakua {w}, ka {d}",
    "la contra es la palabra {w} y después {d}, vos",
    "le mot de passe, c'est le mot {w} pis après {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "ASPERA_SCP_PASS='{pw}' ascp -QT -l 800m -P 33001 reel4_v12.mxf {u}@aspera.obsidiana.mx:/festivals/inbox",
    "java -jar FileCatalystCL.jar -host fc.obsidiana.mx -user {u} -passwd '{pw}' -file conform_v7.mov -remotedir /deliveries",
    "xcrun notarytool store-credentials obsidiana-notary --apple-id {u}@obsidiana.mx --team-id 7QK2M9X4LB --password '{pw}'",
    "iTMSTransporter -m upload -u {u}@obsidiana.mx -p '{pw}' -f OchoLenguas_E01.itmsp",
    "security unlock-keychain -p '{pw}' ~/Library/Keychains/login.keychain-db",
    "security add-generic-password -a {u} -s resolve-project-server -w '{pw}'",
    "printf '%s' '{pw}' | hdiutil attach -stdinpass dailies_day14.dmg",
    "diskutil apfs unlockVolume disk5s1 -passphrase '{pw}'",
    "mount_smbfs //{u}:{pw}@efs.obsidiana.lan/Dailies /Volumes/Dailies",
    "smbutil view //{u}:{pw}@terrablock.obsidiana.lan",
    "sudo dscl . -passwd /Users/{u} '{pw}'",
    "sudo sysadminctl -addUser {u} -fullName 'Assistant Editor' -password '{pw}' -admin",
    "streamlink --bbciplayer-username {u}@obsidiana.mx --bbciplayer-password '{pw}' https://www.bbc.co.uk/iplayer/live/bbcfour best -o ref.ts",
    "java -jar cuebot.jar --datasource.cue-data-source.jdbc-url=jdbc:postgresql://cue-db.obsidiana.lan/cuebot --datasource.cue-data-source.username={u} --datasource.cue-data-source.password='{pw}'",
    "deadlinecommand -ChangeRepository Proxy rcs.obsidiana.lan:4433 /opt/Thinkbox/certs/{u}.pfx '{pw}'",
    "tsp -I srt --caller grade.obsidiana.mx:9000 --passphrase '{pw}' -O file screener_check.ts",
    "srt-xtransmit receive 'srt://:4200?passphrase={pw}&pbkeylen=32' --enable-metrics",
    "midclt call user.update 7 '{{\"username\": \"{u}\", \"password\": \"{pw}\"}}'",
    "pveum user add {u}@pve --password '{pw}' --comment 'render node admin'",
    "isi auth users create {u} --password '{pw}' --enabled yes --zone media",
    "echo '{u}:{pw}' > ~/.passwd-s3fs && chmod 600 ~/.passwd-s3fs && s3fs renders /mnt/renders -o url=https://minio.obsidiana.lan",
    "python -m pyftpdlib -p 2121 -u {u} -P '{pw}' -d /srv/deliveries -w",
    "webfsd -p 8088 -r /srv/screeners -b {u}:{pw}",
    "dufs /srv/stems -a '{u}:{pw}@/:rw' --port 5000",
    "filebrowser users add {u} '{pw}' --perm.admin",
    "copyparty -v /srv/proxies::rw,{u} -a {u}:{pw}",
    "sunshine --creds {u} '{pw}'",
    "wget2 --http-user={u} --http-password='{pw}' https://dam.obsidiana.lan/export/E03_proxies.zip",
    "juicefs format --storage minio --bucket https://minio.obsidiana.lan/vfx --access-key {u} --secret-key '{pw}' redis://cue-redis.obsidiana.lan/3 vfxcache",
    "signtool sign /f obsidiana-codesign.pfx /p '{pw}' /tr http://timestamp.digicert.com /td sha256 ScreenerPlayer.exe",
    "osslsigncode sign -pkcs12 obsidiana-codesign.pfx -pass '{pw}' -in ScreenerPlayer.exe -out ScreenerPlayer-signed.exe",
    "export ASPERA_SCP_PASS={pw}; ascp --user={u} --host=aspera.obsidiana.mx -P 33001 --mode=send E02_textless.mov /festivals/outbox",
    "java -jar FileCatalystCL.jar -host fc-mtl.obsidiana.ca -user {u} -passwd {pw} -download /submissions/FF-2033-55812",
    "streamlink --zattoo-email {u}@obsidiana.mx --zattoo-password '{pw}' https://zattoo.com/live/arte best -o arte_ref.ts",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "% {c}", "editor@grade-01 ~ % {c}",
    "Nuke Script Editor:\nimport os; os.system(r'''{c}''')",
    "Houdini Python Shell:\n>>> subprocess.run(r'''{c}''', shell=True)",
    "Blender Python console:\n>>> os.system(r'''{c}''')",
    "Maya Script Editor (Python tab): os.system(r'''{c}''')",
    "Resolve Console (Workspace › Console, Py3): os.system(r'''{c}''')",
    "Fusion Console: os.execute([[{c}]])",
    "Deadline Monitor › Remote Control › Execute Command on render-14: {c}",
    "CueGUI › run command on host cue-07: {c}",
    "Keyboard Maestro 'Execute Shell Script' action:\n{c}",
    "Automator 'Run Shell Script' action: {c}",
    "Shortcuts 'Run Shell Script' action:\n{c}",
    "Raycast script command mount-dailies.sh:\n#!/bin/zsh\n{c}",
    "Hammerspoon: hs.execute([[{c}]])",
    "Stream Deck 'Open' action on the conform Mac: {c}",
    "cron on the render head node: 0 3 * * * {c}",
    "Proxmox node shell (pve-qro-2): {c}",
    "TrueNAS shell: {c}",
    "PowerScale SSH session, node 1: {c}",
    "ri kómando xinkoj: {c}", "ri comando xinkusaj: {c}", "li comando xinkanab': {c}",
    "li comando la jtuuntes: {c}", "comando ni bisaanaya: {c}", "comando ni sa'a ri: {c}",
    "'ra comando dá japi: {c}", "comando enga uni: {c}", "el comando que corrí, vos: {c}",
    "la commande que j'ai lancée : {c}", "执行过的命令：{c}", "実行したコマンド：{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "srt://ingest.obsidiana.mx:9000?streamid=#!::r=live/grade,m=publish&passphrase={pw}",
    "rist://rist.obsidiana.mx:8193?username={u}&password={pw}&aes-type=256",
    "rtmps://{u}:{pw}@live.obsidiana.mx:443/festival/preview",
    "davs://{u}:{pw}@dam.obsidiana.lan/remote.php/dav/files/{u}/",
    "afp://{u}:{pw}@xserve.obsidiana.lan/Archive",
    "s3://{u}:{pw}@minio.obsidiana.lan:9000/renders",
    "mongodb://{u}:{pw}@deadline-db.obsidiana.lan:27100/deadline10db?authSource=admin",
    "postgresql://{u}:{pw}@resolve-db.obsidiana.lan:5432/OchoLenguas_Project",
    "mssql+pyodbc://{u}:{pw}@catdv.obsidiana.lan/catdv?driver=ODBC+Driver+18+for+SQL+Server",
    "ftpes://{u}:{pw}@ftp.obsidiana.mx:21/deliverables/",
    "vnc://{u}:{pw}@grade-02.obsidiana.lan:5900",
    "rdp://{u}:{pw}@render-win-03.obsidiana.lan",
    "redis://:{pw}@cue-redis.obsidiana.lan:6379/0",
    "icecast://source:{pw}@mix.obsidiana.mx:8000/temp-mix",
]  # fmt: skip
_URL_PLACES = [
    "KITSU_DATABASE_URL={c}", "Evercast chat, the old one: {c}",
    "keep this connection string for me: {c}", "ri URL rech okem: {c}", "la URL de conexión, vos: {c}",
    "EasyVista #2294: {c}", "Craft Docs page 'Links': {c}", "Favro card 'Stream tests': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "obsidiana-nueve", "sub": f"ws_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "projects:read media:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("iconik", "ICONIK_AUTH_TOKEN", _vendor_jwt("https://app.iconik.io")),
    ("Signiant", "SIGNIANT_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("IBM Aspera", "ASPERA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("MediaSilo", "MEDIASILO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Wipster", "WIPSTER_API_TOKEN", _j((HEX, 40))),
    ("ShotGrid", "SHOTGRID_SCRIPT_KEY", _j((LOWER_DIGITS, 26))),
    ("ftrack", "FTRACK_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Kitsu", "KITSU_ACCESS_TOKEN", _vendor_jwt("https://kitsu.obsidiana.mx")),
    ("Moxion", "MOXION_API_KEY", _j((ALNUM, 32))),
    ("Evercast", "EVERCAST_API_SECRET", _j((HEX, 64))),
    ("Sohonet", "SOHONET_FILERUNNER_TOKEN", _j((B64, 43), "=")),
    ("Filestage", "FILESTAGE_API_KEY", _j((ALNUM, 40))),
    ("SyncSketch", "SYNCSKETCH_API_KEY", _j((HEX, 40))),
    ("FilmFreeway", "FILMFREEWAY_API_TOKEN", _j((URLSAFE, 32))),
    ("Festhome", "FESTHOME_API_KEY", _j((HEX, 32))),
    ("Shortfilmdepot", "SHORTFILMDEPOT_TOKEN", _j((ALNUM, 40))),
    ("Movibeta", "MOVIBETA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Cinando", "CINANDO_API_TOKEN", _j((B64, 64))),
    ("Eventival", "EVENTIVAL_API_KEY", _j((HEX, 40))),
    ("RebusFarm", "REBUSFARM_API_KEY", _j((UPPER_DIGITS, 32))),
    ("GarageFarm", "GARAGEFARM_TOKEN", _j((ALNUM, 48))),
    ("Fox Renderfarm", "FOXRENDERFARM_ACCESS_KEY", _j((HEX, 32))),
    ("Ranch Computing", "RANCH_API_KEY", _j((ALNUM, 24))),
    ("Soundly", "SOUNDLY_API_KEY", _j((URLSAFE, 40))),
    ("Audiomovers", "AUDIOMOVERS_TOKEN", _vendor_jwt("https://audiomovers.com")),
    ("Soundsnap", "SOUNDSNAP_API_KEY", _j((HEX, 32))),
    ("Musicbed", "MUSICBED_API_KEY", _j((ALNUM, 40))),
    ("Artlist", "ARTLIST_API_TOKEN", _j((URLSAFE, 48))),
    ("Pond5", "POND5_API_SECRET", _j((HEX, 40))),
    ("Storyblocks", "STORYBLOCKS_PRIVATE_KEY", _j((HEX, 64))),
    ("Shutterstock", "SHUTTERSTOCK_API_TOKEN", _j("v2/", (B64, 96))),
    ("Envato", "ENVATO_PERSONAL_TOKEN", _j((ALNUM, 32))),
    ("Artgrid", "ARTGRID_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Verbit", "VERBIT_API_TOKEN", _j((HEX, 64))),
    ("OOONA", "OOONA_API_KEY", _j((ALNUM, 32))),
    ("CaptionHub", "CAPTIONHUB_API_KEY", _j((HEX, 40))),
    ("Matesub", "MATESUB_API_KEY", lambda g: v.uuid4(g, "8")),
    ("LucidLink", "LUCIDLINK_SERVICE_TOKEN", _j((URLSAFE, 64))),
    ("Postlab", "POSTLAB_API_TOKEN", _j((ALNUM, 40))),
    ("Kollaborate", "KOLLABORATE_API_KEY", _j((HEX, 32))),
    ("Bitmovin", "BITMOVIN_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Qencode", "QENCODE_API_KEY", _j((HEX, 32))),
    ("Filmhub", "FILMHUB_API_TOKEN", _j((ALNUM, 40))),
    ("Wrapbook", "WRAPBOOK_API_KEY", _j("wbk_", (ALNUM, 32))),
    ("Telestream Cloud", "TELESTREAM_CLOUD_API_KEY", _j((HEX, 32))),
    ("Screenlight", "SCREENLIGHT_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "zsh: export {env}='{tok}'",
    "launchctl setenv {env} {tok}",
    "~/Library/LaunchAgents/mx.obsidiana.sync.plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "defaults write mx.obsidiana.ingest {env} -string '{tok}'",
    "OpenCue job env: -env {env}={tok}",
    "deadline plugin config (Submission.ini):\n{env}={tok}",
    "Kitsu zou .env:\n{env}={tok}",
    "pixi.toml:\n[activation.env]\n{env} = \"{tok}\"",
    "foreman .env next to the Procfile: {env}={tok}",
    "compose.override.yaml:\n    environment:\n      - {env}={tok}",
    "k8s ConfigMap by mistake:\ndata:\n  {env}: \"{tok}\"",
    "Windows: setx {env} \"{tok}\"",
    "PowerShell: $env:{env} = '{tok}'",
    "Obsidiana Hub › Settings › Integrations › {vendor} › API key: {tok}",
    "Craft Docs table 'Integrations': | {vendor} | 2033 | {tok} |",
    "Apple Reminders: rotate the {vendor} key {tok}",
    "Evercast chat, Maribel: {vendor} key for the festival sync: {tok}",
    "Louper chat: the {vendor} token we use now is {tok}, the old one is revoked",
    "EasyVista #2307: {vendor} sync fails with 401, configured key {tok}",
    "Supportbench case 90431: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "ri lawe API rech {vendor} are {tok}",
    "ri rulawe' API richin {vendor}: {tok}",
    "li llave API re {vendor} a'an {tok}",
    "li llave API yu'un {vendor} ja' {tok}",
    "llave API sti' {vendor} nga {tok}",
    "llave API {vendor} kúu {tok}",
    "'ra llave API ja {vendor} ge {tok}",
    "llave API {vendor}-eri jindeesti {tok}",
    "la llave de API de {vendor} es {tok}, vos",
    "API-Schlüssel von {vendor} für die Tonmischung: {tok}",
    "clé d'API {vendor} pour le bureau des festivals : {tok}",
    "chave de API do {vendor}: {tok}",
    "chiave API di {vendor} per la sala colore: {tok}",
    "API-sleutel van {vendor} voor de montagekamer: {tok}",
    "klucz API {vendor} do renderowni: {tok}",
    "API-nyckel för {vendor} i ljudstudion: {tok}",
    "{vendor} API anahtarı: {tok}",
    "{vendor} のAPIキー：{tok}",
    "{vendor} API 키: {tok}",
    "{vendor} 的 API 密钥是 {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    shotgrid = _r(rng, LOWER_DIGITS, 26)
    ftrack = v.uuid4(rng, "9")
    storyblocks = _r(rng, HEX, 64)
    pond5 = _r(rng, HEX, 40)
    bitmovin = v.uuid4(rng, "a")
    soundly = _r(rng, URLSAFE, 40)
    return [
        Sample("vendor_token", f'sg = shotgun_api3.Shotgun("https://obsidiana.shotgrid.autodesk.com", script_name="render_sync", api_key="{shotgrid}")', shotgrid),
        Sample("vendor_token", f'session = ftrack_api.Session(server_url="https://obsidiana.ftrackapp.com", api_user="ixchel@obsidiana.mx", api_key="{ftrack}")', ftrack),
        Sample("vendor_token", f'sig = hmac.new(b"{storyblocks}", (expires + resource).encode(), hashlib.sha256).hexdigest()', storyblocks),
        Sample("vendor_token", f"curl -H 'key: obsidiana-post' -H 'secret: {pond5}' 'https://api.pond5.com/api/v1/search?query=marimba'", pond5),
        Sample("vendor_token", f"const bitmovinApi = new BitmovinApi({{apiKey: '{bitmovin}'}});", bitmovin),
        Sample("vendor_token", f"defaults write com.soundly.Soundly apiKey -string '{soundly}'", soundly),
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


_BARE_PLACES = ["{t}", "Evercast chat: {t}", "it only shows it once, copy it now:\n{t}", "ri token: {t}",
                "令牌：{t}", "{t}\n^ the new one, the old one is revoked", "can you hold on to this for me? {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 32), "~", (URLSAFE, 16)), _j((B64, 48), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 56)), _j((UPPER_DIGITS, 40)),
                _j((ALNUM, 32), ".", (ALNUM, 16))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "mp4decrypt --key 1:{h} screener_enc.mp4 screener.mp4": 32,
    "asdcp-wrap -e -k {h} reel3_51.wav reel3_51_enc.mxf": 32,
    "shaka-packager in=master.mp4,stream=video,output=v.mp4 --enable_raw_key_encryption --keys label=:key={h}": 32,
    "AES content key of reel 5, for the festival KDM: {h}": 32,
    "HMAC secret for the FilmFreeway webhook: {h}": 64,
    "Evercast room's end-to-end key, hex: {h}": 64,
    "clé de contenu du DCP pour la KDM du festival : {h}": 32,
    "ri lawe rech ri backup: {h}": 48,
    "Schlüssel für das verschlüsselte Backup der Tonspuren: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "EasyVista #2302: token copied out of the browser's network tab {t}",
    "Cookie: lang=es-GT; kitsu_session={t}",
    "RENDER_PORTAL_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "ri token rech okem: {t}",
    "令牌是 {t}",
    "Louper chat: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.obsidiana.mx/realms/post",
            "azp": "render-portal",
            "roles": ["wrangler", "colourist"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "DCP-o-matic KDM signing key (leaf.key), keep it off the shared drive:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "/etc/ssl/private/screeners.obsidiana.mx.key:\n{key}": ("PRIVATE KEY", "\n"),
    '{{"FESTIVAL_UPLOAD_PRIVATE_KEY": "{key}", "desk": "montreal"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ed25519_wrangler <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "Alloy Navigator ticket 740, pasted by the integrator:\n{key}": ("EC PRIVATE KEY", "\n"),
    "clé privée du serveur de projection, pour le festival :\n{key}": ("RSA PRIVATE KEY", "\n"),
    "PGP key for the distributor's encrypted drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "BitPay wallet backup, copying it off the card before I shred it: {p}": "english",
    "Theya vault recovery phrase\n{p}": "english",
    "Alby Hub seed (the festival tips wallet, emptied): {p}": "english",
    "voice memo: the old tip-jar wallet recovery words are {p} and that's all": "english",
    "Craft Docs page 'Crypto grant wallet (retired)': {p}": "english",
    "Hey assistant, keep these wallet words safe for me: {p}": "english",
    "frase di recupero del portafoglio della coproduzione: {p}": "italian",
    "obnovovací fráze peněženky pro festivalové granty: {p}": "czech",
    "후원금 지갑 복구 구문: {p}": "korean",
    "сид-фраза кошелька для гонораров: {p}": "russian",
    "旧众筹钱包的助记词：{p}": "chinese_simplified",
    "ri tzij rech ri billetera, man kab'ij ta: {p}": "english",
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
    """A Luhn-valid card number of one of ``prefixes`` (Carnet's, Naranja's, InstaPayment's,
    LankaPay's: brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "carnet":
        return _card_of(rng, ["506199", "506250", "506302", "506411", "639484", "639559"], [16])
    if brand == "naranja":
        return _card_of(rng, ["589562"], [16])
    if brand == "instapayment":
        return _card_of(rng, ["637", "638", "639"], [16])
    if brand == "lankapay":
        return _card_of(rng, ["357111"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Evercast chat, Maribel: the studio card for the Dolby spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "EasyVista #2310: pay the Sound Devices repair with card {c}",
    "ri ajilab'al rech ri nutarjeta: {c}, {mm}/{yy}",
    "rajilanïk ri nutarjeta: {c}",
    "li ajlanb'il re lin tarjeta: {c}, {mm}/{yy}",
    "snumeroal li jtarjetae: {c}",
    "número stiá' tarjeta: {c}, {mm}/{yy}",
    "número tarjeta yu'u: {c}",
    "ma número ja ma tarjeta: {c}, {mm}/{yy}",
    "juchiti tarjeta-eri número: {c}",
]  # fmt: skip


_BRANDS = ["carnet", "visa", "naranja", "mastercard", "instapayment", "amex", "lankapay", "discover"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 06/36, CVV2 {cvv}",
               "the three digits on the back, by the signature panel: {cvv}",
               "Amex {c}, the four-digit code above the number on the front: {cvv}",
               "ri oxib' ajilab'al chi rij ri tarjeta: {cvv}",
               "los tres números de atrás de la tarjeta: {cvv}",
               "les trois chiffres en arrière de la carte : {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 38; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"LC": "aaaa" + "c" * 24, "TL": "n" * 19, "ST": "n" * 21, "XK": "n" * 16,
                "GL": "n" * 14, "HR": "n" * 17, "MR": "n" * 23, "BH": "aaaa" + "c" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice OBS-2033-041: please pay the co-producer's share to {i} within 30 days",
    "save the Dili subtitling house's IBAN: {i}",
    "IBAN: {i}\nReference: Ocho Lenguas ep. 4 grade",
    "Evercast chat, Maribel: the VFX vendor's new bank details, IBAN {i}",
    "ri nuIBAN: {i}",
    "IBAN richin ri nucuenta: {i}",
    "lin IBAN: {i}",
    "IBAN stiá': {i}",
    "el IBAN del estudio de doblaje, vos: {i}",
    "IBAN de la coproductrice pour le virement : {i}",
    "IBAN der Tonfirma für die Rechnung: {i}",
    "IBAN do laboratório de legendagem: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _isan(g: random.Random) -> str:
    """An ISAN: a root of twelve hex digits, an episode, a version, and their two ISO 7064
    Mod 37, 36 check characters, as stdnum's `isan.format` writes them."""

    def make(h: random.Random) -> str:
        raw = _r(h, UPPER_HEX, 12) + "0000" + _r(h, UPPER_HEX, 8)
        return str(std_isan.format(raw))

    return v.until(g, make, std_isan.is_valid)


def _grid(g: random.Random) -> str:
    """A GRid: A1, an issuer code of five, a release number of ten and an ISO 7064 Mod 37, 36
    check character."""

    def make(h: random.Random) -> str:
        body = "A1" + _r(h, UPPER_DIGITS, 5) + _r(h, UPPER_DIGITS, 10)
        return str(std_grid.format(body + mod_37_36.calc_check_digit(body)))

    return v.until(g, make, std_grid.is_valid)


def _gt_dpi(g: random.Random) -> str:
    """Guatemala's DPI (CUI): eight digits, a verifier, a department and a municipality code,
    printed 4-5-4; no check is verified here."""
    dept = g.randrange(1, 23)
    return f"{_r(g, D, 4)} {_r(g, D, 5)} {dept:02d}{g.randrange(1, 30):02d}"


def _sv_dui(g: random.Random) -> str:
    """El Salvador's DUI: eight digits, a hyphen and a verifier (not checked here)."""
    return f"0{_r(g, D, 7)}-{g.choice(D)}"


def _hn_rtn(g: random.Random) -> str:
    """Honduras' RTN: a municipality, a birth year, a serial and one digit (no check here)."""
    return f"0801{g.randrange(1960, 2005)}{_r(g, D, 6)}"


def _ine_cic(g: random.Random) -> str:
    """The CIC printed on the back of a Mexican INE voter card: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _cedula_prof(g: random.Random) -> str:
    """A Mexican cédula profesional: seven or eight digits, no check."""
    return g.choice("123456789") + _r(g, D, g.choice([6, 7]))


def _igss(g: random.Random) -> str:
    """A Guatemalan IGSS affiliation number: eleven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 10)


def _ramq(g: random.Random) -> str:
    """Québec's RAMQ health insurance number: four letters, a birth date and two digits."""
    born = f"{g.randrange(55, 100):02d}{g.choice([g.randrange(1, 13), g.randrange(51, 63)]):02d}{g.randrange(1, 29):02d}"
    return f"{_r(g, UPPER, 4)} {born[:4]} {born[4:]}{_r(g, D, 2)}"


def _ohip(g: random.Random) -> str:
    """Ontario's OHIP health number and its version code (not checked here)."""
    number = g.choice("123456789") + _r(g, D, 9)
    return f"{number[:4]}-{number[4:7]}-{number[7:]}-{_r(g, UPPER, 2)}"


def _oax_licence(g: random.Random) -> str:
    """An Oaxaca driving licence number: a letter and nine digits, no public check."""
    return g.choice("ABCE") + _r(g, D, 9)


def _mx_passport(g: random.Random) -> str:
    """A Mexican passport: G or N and eight digits."""
    return g.choice("GN") + _r(g, D, 8)


def _gt_passport(g: random.Random) -> str:
    """A Guatemalan passport: nine digits."""
    return g.choice("123456789") + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "ISAN of the festival cut, under embargo until the premiere: {s}": _isan,
    "numéro ISAN de la version festival (sous embargo) : {s}": _isan,
    "GRid of the unreleased soundtrack, for the distributor's form: {s}": _grid,
    "GRid der unveröffentlichten Filmmusik fürs Vertriebsformular: {s}": _grid,
    "mi DPI (CUI) para el contrato del foro, vos: {s}": _gt_dpi,
    "ri ajilab'al rech ri nuDPI: {s}": _gt_dpi,
    "rajilanïk ri nuDPI: {s}": _gt_dpi,
    "DUI de la colorista para la planilla: {s}": _sv_dui,
    "RTN del sonidista hondureño para la factura: {s}": _hn_rtn,
    "CIC de mi credencial del INE: {s}": _ine_cic,
    "cédula profesional de la abogada de derechos: {s}": _cedula_prof,
    "li ajlanb'il re lin afiliación IGSS: {s}": _igss,
    "numéro d'assurance maladie (RAMQ) du monteur : {s}": _ramq,
    "my OHIP health card number for the crew insurance form: {s}": _ohip,
    "licencia de conducir de Oaxaca del chofer del camión de cámaras: {s}": _oax_licence,
    "ri ajilab'al rech ri nupasaporte: {s}": _gt_passport,
    "li ajlanb'il re lin pasaporte: {s}": _gt_passport,
    "snumeroal li jpasaportee: {s}": _mx_passport,
    "número stiá' pasaporte: {s}": _mx_passport,
    "número pasaporte yu'u: {s}": _mx_passport,
    "ma número ja ma pasaporte: {s}": _mx_passport,
    "juchiti pasaporte-eri número: {s}": _mx_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["ftrack 2FA recovery codes\n{codes}", "spare sign-in codes for the studio's FilmFreeway account {codes}",
            "Wrapbook backup codes: {codes}", "ri kódigos rech 2FA:\n{codes}",
            "codes de secours du compte Festhome : {codes}", "2FA 备用码：\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Signiant:ixchel@obsidiana.mx?secret={s}&issuer=Signiant&period=30",
              "andOTP, manual entry key for the Aspera login: {s}",
              "Authenticator Pro, secret for the Pond5 contributor account: {s}",
              "diidxa' nagaachi sti' 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your FilmFreeway verification code", "Tu código de Banrural es {c}. No lo compartás.",
          "Desjardins : votre code de vérification est {c}", "Banorte: {c} es tu código para autorizar la operación",
          "【剪映】验证码 {c}，10分钟内有效"]  # fmt: skip


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


_SSIDS = ["Obsidiana-Edit", "OBS9-Grading-5G", "RenderFarm-QRO", "Foro-Antigua", "FestDesk-MTL",
          "Totalplay-Coyoacan", "Infinitum7F3A", "Claro-GT-Xela", "Tigo-Coban-2G", "izzi-5G-2B71",
          "Megacable-Oaxaca", "Videotron-Helix-MTL", "Sonido-Foley", "Juchitan-Locacion",
          "Patzcuaro-Rodaje"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\nPSK: {pw}",
    "edit suite network {s}, password {pw}",
    "wifi at the Pátzcuaro location: {s} / {pw}",
    "networksetup -setairportnetwork en0 {s} '{pw}'",
    "the key on the sticker under the Totalplay modem: {pw}",
    "ri ewal tzij rech ri wifi {s} are {pw}",
    "ri ewan tzij richin ri wifi {s} ja ri {pw}",
    "li muqmu aatin re li wifi {s} a'an {pw}",
    "li smukbil k'op li wifi {s} ja' {pw}",
    "diidxa' nagaachi sti' wifi {s} nga {pw}",
    "tu'un se'e wifi {s} kúu {pw}",
    "'ra contraseña ja 'ra wifi {s} ge {pw}",
    "wifi {s}-eri contraseña jindeesti {pw}",
    "le wifi du bureau des festivals, {s}, mot de passe {pw}",
    "la clave del wifi del foro ({s}) es {pw}, vos",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, UPPER_DIGITS, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("wbk_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28)),
                 _j((URLSAFE, 36))]  # fmt: skip
_SPELL = ["reading it out so you can type it: {t}", "[dictated during the Evercast call] {t}",
          "(spaced so the Louper preview hides it) {t}", "ri token, jun chi jun: {t}",
          "lettre par lettre : {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the sound stage door keypad takes {pw} then *", "padlock on the camera cage at the Querétaro farm: {pw}",
          "ri ajilab'al rech ri candado pa ri k'olib'al: {pw}", "li ajlanb'il re li candado re li bodega: {pw}",
          "código del candado de la jaula de cámaras: {pw}", "code du cadenas du casier à disques : {pw}",
          "Schlosscode vom Festplattenschrank: {pw}", "número candado sti' bodega nga {pw}",
          "スタジオ扉のキーパッドは {pw} のあと #"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["copal", "huipil", "jocote", "marimba", "tecolote", "zopilote", "nopal", "maguey",
                 "telecine", "kinescope", "foley", "letterbox", "steadicam", "clapper", "rushes",
                 "matte"]  # fmt: skip
_PHRASES = {"Teampass master passphrase for the edit suite vault: {p}": " ",
            "LastPass master passphrase (the old one, before we left it): {p}": " ",
            "AxCrypt passphrase for the festival screeners: {p}": "-",
            "Kryptor passphrase of the archive drive: {p}": ".",
            "ri ewal tzij rech ri backup: {p}": " ", "phrase de passe de la sauvegarde : {p}": "_",
            "归档硬盘的密码短语：{p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Paw export, header Authorization: Basic {v}": True,
    "HTTPie Desktop history: authorization: Bearer {v}": False,
    "Burp Repeater tab on the Dolby API: Authorization: Basic {v}": True,
    "Wireshark, Follow TCP Stream of the old projector API: Authorization: Basic {v}": True,
    "Posting collection (the TUI), header Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Kitsu (zou) .env:\nDB_HOST=kitsu-db.obsidiana.lan\nDB_USERNAME=zou\nDB_PASSWORD={pw}",
    "cuebot application.properties:\ndatasource.cue-data-source.jdbc-url=jdbc:postgresql://cue-db.obsidiana.lan/cuebot\ndatasource.cue-data-source.username=cuebot\ndatasource.cue-data-source.password={pw}",
    "Resilio Sync config.json:\n{{\"webui\": {{\"listen\": \"0.0.0.0:8888\", \"login\": \"ingest\", \"password\": \"{pw}\"}}}}",
    "Pydio Cells pydio.json:\n\"databases\": {{\"pydio\": {{\"dsn\": \"cells:{pw}@tcp(db.obsidiana.lan:3306)/cells\"}}}}",
    "MediaCMS cms/local_settings.py:\nDATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'NAME': 'mediacms', 'USER': 'mediacms', 'PASSWORD': '{pw}', 'HOST': 'db'}}}}",
    "Ant Media Server conf/red5.properties:\nserver.db_user=antmedia\nserver.db_password={pw}",
    "ResourceSpace include/config.php:\n$mysql_server = 'dam.obsidiana.lan';\n$mysql_username = 'resourcespace';\n$mysql_password = '{pw}';",
    "Phraseanet config/configuration.yml:\nmain:\n  database:\n    host: db.obsidiana.lan\n    user: phraseanet\n    password: {pw}",
    "CollectiveAccess setup.php:\ndefine(\"__CA_DB_USER__\", 'ca_archive');\ndefine(\"__CA_DB_PASSWORD__\", '{pw}');",
    "Archivematica MCPClient env:\nARCHIVEMATICA_MCPCLIENT_CLIENT_USER=archivematica\nARCHIVEMATICA_MCPCLIENT_CLIENT_PASSWORD={pw}",
    "Mayan EDMS .env:\nMAYAN_DATABASE_USER=mayan\nMAYAN_DATABASE_PASSWORD={pw}",
    "Shlink .env:\nDB_DRIVER=postgres\nDB_USER=shlink\nDB_PASSWORD={pw}",
    "YOURLS user/config.php:\n$yourls_user_passwords = [\n    'festivales' => '{pw}',\n];",
    "Teampass includes/config/settings.php:\ndefine(\"DB_USER\", \"teampass\");\ndefine(\"DB_PASSWD\", \"{pw}\");",
    "Vidispine server.yaml:\ndatabase:\n  url: jdbc:postgresql://vs-db.obsidiana.lan/vidispine\n  user: vidispine\n  password: {pw}",
    "FileCatalyst Server fcconf.conf:\nFC.server.admin.username=admin\nFC.server.admin.password={pw}",
    "aspera.conf:\n<transfer><encryption><content_protection_secret>{pw}</content_protection_secret></encryption></transfer>",
    "Kollaborate Server config.php:\n$db_user = 'kollaborate';\n$db_password = '{pw}';",
    "CatDV Server catdv.properties:\ncatdv.db.user=catdv\ncatdv.db.password={pw}",
    "Resolve project server, %APPDATA%\\postgresql\\pgpass.conf:\nresolve-db.obsidiana.lan:5432:*:postgres:{pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Ixchel: grading suite wifi password?\nBalam: {pw}",
    "[07:41] heriberto: root pw for the Querétaro head node?\n[07:42] maribel: {pw}",
    "Thiago: {pw} is the new EditShare admin password",
    "Solveig: use {pw}, that's what the Dolby server has now",
    "Kawoq: ri k'ak' ewal tzij are {pw}",
    "Petrona: ri k'ak'a' ewan tzij ja ri {pw}",
    "Macario: li ak' muqmu aatin a'an {pw}",
    "Xunka: li ach' smukbil k'op ja' {pw}",
    "Nashielly: diidxa' nagaachi cubi nga {pw}",
    "Odilia: tu'un se'e jaá kúu {pw}",
    "Dionisio: 'ra 'ra'yo contraseña ge {pw}",
    "Erendira: jimpanhi contraseña jindeesti {pw}",
    "Marc-André : le nouveau mot de passe, c'est {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "contra\u00adseña → {pw}", "p\u0430ssw\u043erd: {pw}",
    "𝓅𝒶𝓈𝓈𝓌𝑜𝓇𝒹 {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "pass\u2063word = {pw}", "pass\u202aword\u202c: {pw}",
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
    "the EditShare admin password is": "{s}", "Dolby server pw:": "{s} (since the projector swap)",
    "ri ewal tzij are": "{s}", "Genelec GLM password": "{s}\nchange it after the mix",
    "diidxa' nagaachi nga": "{s}", "la contra del foro:": "{s}",
    "mot de passe du poste d'étalonnage :": "{s}", "Sound Devices password": "{s}",
    "the password Balam read out on the Evercast call was": "{s}, I think", "li muqmu aatin a'an": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "SyncSketch API key", "{s}", _j((HEX, 40))),
    ("split_token", "Shutterstock token:", "{s} (stock search)", _j("v2/", (B64, 96))),
    ("split_token", "ftrack API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "BitPay wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "carnet"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TL"))),
    ("split_backup", "Wrapbook recovery codes", "{s}\nqtzd41-8kx2pm\nvrho07-m3c9wa", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ISAN", "{s}", _isan),
    ("split_phrase", "Teampass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"dolby_ims": {"url": "https://ims.obsidiana.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "balam", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nas": [{"name": "efs-a"}, {"name": "terrablock", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["iTMSTransporter", "-m", "upload", "-u", "delivery@obsidiana.mx", "-p", "{s}", "-f", "E01.itmsp"]}': ("meta_password", _plain_pw),
    '{"note": "ri ewal tzij rech ri servidor are {s}"}': ("meta_password", _plain_pw),
    '{"diidxa_nagaachi": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Sound Devices 888 as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"syncsketch": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"evercastSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"festhome_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "instapayment"), " ", g)),
    '{"coproducer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LC")),
    '{"editor": {"ramq": "{s}"}}': ("meta_id", _ramq),
    '{"mfa": {"recovery_codes": ["{s}", "qtzd41-8kx2pm", "vrho07-m3c9wa"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tipjar_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"kdm": {"content_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"camera_cage": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "OBS9-Grading-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"opentimelineio-0.17.0-cp311-cp311-macosx_11_0_arm64.whl").hexdigest()
_INSTALLER_SUM = hashlib.sha256(b"DaVinci_Resolve_Studio_19.1.3_Mac.zip").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/obsidiana/cue-worker:2.6").hexdigest()
_COMMIT = hashlib.sha1(b"conform: read reel names from the EDL", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"kdm: revert the validity window", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"reel4_mix_v9.wav", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"OchoLenguas_E03_DCP.zip").hexdigest()

CLEAN = [
    "Remind me to change the Dolby IMS3000 password before the festival screening on 2033-05-18.",
    "Balam asked for the sound stage wifi password; it's on the card taped inside the machine-room door.",
    "Policy: studio passwords are at least 16 characters and live only in the Teampass vault.",
    "Please don't paste passwords into the Evercast chat; send a vault link instead.",
    "The `.env.example` line `SYNCSKETCH_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The EditShare web UI asks for a new admin password after every firmware update.",
    "Replace <YOUR_FILMFREEWAY_TOKEN> in the README with the token from your FilmFreeway settings.",
    "FESTHOME_API_KEY and CINANDO_API_TOKEN must be set before the nightly submissions sync runs.",
    "Man kab'ij ta ri ewal tzij chi jun winaq.",
    "Man tab'ij ri ewan tzij chi ke ri winaqi'.",
    "Moko taaye li muqmu aatin re ani.",
    "Mu xavalbe yan krixchano li smukbil k'ope.",
    "Cadi guinii'lu diidxa' nagaachi stiu' ni irá binni.",
    "Ña ka'an ndó tu'un se'e nuu ni iin ñayiu.",
    "Hingi xi'i ni 'na'a ri contraseña.",
    "Asï uandanta contraseña ma ambe.",
    "La contraseña tiene que llevar por lo menos dieciséis caracteres, vos.",
    "Le mot de passe doit avoir au moins seize caractères, là.",
    "Das Passwort muss mindestens sechzehn Zeichen haben.",
    "パスワードは16文字以上にしてください。",
    "Upgraded DaVinci Resolve from 19.1 to 19.1.3 and the Dolby IMS firmware to 3.7.2 over the weekend.",
    f"commit {_COMMIT} reads the reel names from the EDL during conform.",
    f"Rolled back to {_SHORT} after the KDM validity window broke the Montréal screening.",
    f"requirements.txt: opentimelineio==0.17.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Resolve 19.1.3 installer has SHA-256 checksum {_INSTALLER_SUM}.",
    f"SHA-512 of OchoLenguas_E03_DCP.zip: {_SHA512}",
    f"The render workers run ghcr.io/obsidiana/cue-worker@sha256:{_IMAGE}.",
    f"MD5 of reel4_mix_v9.wav is {_MD5}, same as the copy on the sound stage NAS.",
    "Request id 3f9c2a71-8b4e-4d1f-9a6c-2e7b5d0c8f43 is the slow one in the Kitsu logs.",
    "Purchase order OC-2033-06158 for twelve 20 TB drives ships on Tuesday.",
    "EasyVista #2281: render node 14 in Querétaro keeps dropping off the farm at night.",
    "Call the Antigua sound stage on +502 7832 4410 before noon.",
    "Timecode 01:02:14:08 is where the grade jumps in reel 2; check the Rec. 709 export too.",
    "The DCP for Montréal is 4K DCI, 24 fps, 5.1 and Atmos, 212 GB in all.",
    "Festival submission FF-2033-55812 for 'Ocho Lenguas' is marked complete.",
    "After five wrong passwords the Dolby server locks the account for 30 minutes.",
    "The sound stage is 18 m by 12 m; the foley pit holds six kinds of gravel.",
    "The secret of a clean ADR session is a quiet booth and a well-rested actor.",
    "Ask Heriberto for the camera cage padlock code, I don't have it.",
    "My card ending 4471 was declined at the Pátzcuaro hardware store.",
    "The co-producer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the studio's ftrack account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `POND5_API_SECRET` in the secrets store, never in the repository.",
    "The padlock on the camera cage sticks in the rainy season; oil it every month.",
    "Signiant moved the API key page under Settings › Developer in its March release.",
    "ISBN 978-0-240-81250-2 is the colour grading handbook on the shelf in the grading suite.",
    "The guest wifi 'Obsidiana-Invitados' is open, no password needed.",
    "Reel 3 of episode 2 runs 21 minutes 14 seconds; loudness is -24 LKFS, true peak -2 dBTP.",
    "Hey assistant, how long should a good password be for the new Kitsu accounts?",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-02T08:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/post/dolby-ims", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "opentimelineio", "version": "0.17.0"}}',
    '{"ticket": "2281", "purchase_order": "OC-2033-06158"}',
    '{"reel": 3, "timecode_in": "01:00:00:00", "timecode_out": "01:21:14:06", "fps": 24}',
    '{"phone": "+502 7832 4410", "city": "Antigua Guatemala"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "drives_in_stock": 42}',
    '{"frame_rate": "23.976", "resolution": "4096x2160", "codec": "ProRes 4444 XQ"}',
    '{"submission": "FF-2033-55812", "festival": "Montréal", "status": "complete"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
