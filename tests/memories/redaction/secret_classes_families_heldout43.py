# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, forty-third corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to forty-second only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
any test module nor the reports, and the scrubber was never run on it. Its own seed, password
words, names, places, templates, tools, vendors and layouts, the way the aquarists, life-support
(LSS) night crew, turtle-hospital vets and lab, dive team, crew of the collecting boat Garfish,
membership desk, Rockpool gift shop and Seagrass Café of a public aquarium and marine research
centre (Ondine Bay Aquarium: the Kelp Cathedral, Open Ocean, Jelly Gallery, Mangrove Walk, Touch
Pool, Seahorse Nursery, Coral Farm and quarantine tanks; interns and volunteers from Larnaca,
Shkodër and Prizren, Tübingen and Reutlingen, Huelva and Sanlúcar, Palma and Sóller, Shediac and
Caraquet, Picada Café and Nova Petrópolis, Batroun and Jbeil) leak secrets into an assistant's
memory: LSS night logs, husbandry and vet-lab chat, dive-team and boat radio transcripts, handover
books, whiteboard photos read by OCR, tickets, e-mails, runbooks, notes to self, shell history
(cron lines, Makefiles, CI steps, Ansible tasks), configs, voice-dictated text and requests to the
assistant itself. The device passwords are those of aquarium, lab, entrance, till and boat hardware
no earlier corpus names (Tunze, Maxspect, EcoTech Radion, Reef Factory, CoralVue Hydros, Kessil,
ProfiLux, Walchem, ProMinent, Pentair, Schuran, Sander, Emperor Aquatics, Evoqua, Seneye, Kamoer,
IceCap, reef-pi, Orphek, Sysmex, Randox, Bio-Rad, SonoSite, Carestream, Axess, Skidata, Posiflex,
Mastervolt, Humminbird, Deep Trekker). About 40 % of the texts are in other languages: Cypriot
Greek, Gheg Albanian, Swabian, Andalusian Spanish, Majorcan Catalan (Mallorquí, with its salat
article), Acadian French (Chiac), Hunsrik (Riograndenser Hunsrückisch) and Lebanese Arabic written
in Arabizi, which no earlier docstring names, and Spanish, French, German, European Portuguese,
Italian, Dutch, Polish, Turkish, Japanese, Korean, Vietnamese and Simplified Chinese in wordings of
their own. The command lines are of tools heldouts 5 to 42 do not name: MicroPython's webrepl_cli,
the Particle CLI, Liberty's securityUtility, WebSphere's wsadmin, Pentaho's kitchen, cbbackupmgr,
ApacheBench, hey, Home Assistant's auth script, cosign, MSBuild's package signing, dotnet
dev-certs, ionosctl, LXD's trust password, virt-install's VNC password, containerd's ctr,
anaconda-client, Cyberduck's duck, Label Studio, netdom, pptpsetup, Altibase's isql, GBase's gccli,
Mirth Connect's mccommand, Supermicro's sum, subscription-manager, rhc, Chocolatey, zypper, dnf,
Ghostscript, VLC and GStreamer's rtspsrc; the configs are of uniCenta, Chromis, OSPOS, osCommerce,
Saleor, Vendure, SilverStripe, Sitecore, Chronograf, ScadaBR, Restreamer, OpenVPMS, Bika LIMS,
GeoNode, NetXMS and Pandora FMS. Vendors (Bookeo, Tiqets, GetYourGuide, Viator, Peek Pro, Altru,
Neon CRM, Little Green Light, DonorPerfect, Classy, Kindful, EveryAction, Virtuous, Epos Now,
Loyverse, Species360, ZooEasy, HydroVu, Shiftboard, Better Impact, VolunteerHub, Givecloud,
Funraise, Zeffy, iDonate, Bonterra, Doubleknot, Vantix, Siriusware, Omnify, CenterEdge,
Attractions.io, Dexibit, Cuseum, Smartify, Ticketure, Digonex, Acme Ticketing, Convious,
izi.TRAVEL, Orpheo, Sympla, Ticketleap, Purplepass) are ones heldouts 5 to 42 do not name; their
token shapes are drawn here, not taken from the vendors' documents. The ids are kinds they do not
use: the card number of a German electronic health card (eGK, its ICCSN: 80, 276 and an issuer,
with a Luhn digit checked by python-stdnum's `luhn`), which is the only checked one; Andalusia's
NUHSA, the Balearic health card's CIP code, a New Brunswick Medicare number, a German driving
licence number, a Cypriot social insurance number, a Lebanese identity card number, a Brazilian
work card (CTPS) number, a Japanese and a Korean driving licence number, a Vietnamese CCCD number
and a Dutch driving licence number carry no check a library or this file verifies (no check-digit
algorithm is written here), and nor do the Cypriot, Albanian, Brazilian and Lebanese passports
under Cypriot, Gheg, Hunsrik and Arabizi words. Card numbers pass Luhn (Elo, RuPay, Cencosud and
Argencard prefixes drawn here and checked with python-stdnum's `luhn`, the rest from the value
helpers). The IBANs are of countries used least by a rough count over heldouts 5 to 42 (Lebanon,
Brazil, Costa Rica, the Faroe Islands, Iceland, Mauritius, Greece and Qatar), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish, Portuguese,
French, Italian, Czech and Korean lists.
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

SEED = 71_204_389
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


_ANIMALS = ["Cuttlefish", "Nudibranch", "Loggerhead", "Moray", "Seahorse", "Remora", "Grouper",
            "Wrasse", "Octopus", "Anemone", "Manta", "Dugong", "Lionfish", "Garibaldi", "Sunfish",
            "Ctenophore", "Pipefish", "Blenny"]  # fmt: skip
_TANKWORDS = ["Kelp", "Posidonia", "Sargassum", "Plankton", "Skimmer", "Sump", "Riptide",
              "Thermocline", "Brine", "Coralline", "Mangrove", "Lagoon", "Drift", "Current"]  # fmt: skip
_PLACES = ["Larnaca", "Limassol", "Paphos", "Shkoder", "Prizren", "Kukes", "Tubingen",
           "Reutlingen", "Esslingen", "Huelva", "Sanlucar", "Almeria", "Palma", "Soller",
           "Manacor", "Shediac", "Caraquet", "Bouctouche", "PicadaCafe", "Herval", "Batroun",
           "Jbeil", "Saida", "OndineBay"]  # fmt: skip
_NAMES = ["Dana", "Priya", "Okafor", "Andreas", "Eleni", "Panayiotis", "Arber", "Drita", "Gezim",
          "Blerta", "Gottlieb", "Hannelore", "Juergen", "Rocio", "Curro", "Macarena", "Xisca",
          "Tomeu", "Biel", "Rejean", "Ginette", "Aurele", "Irineu", "Lurdes", "Elvino", "Rami",
          "Nour", "Karim", "Rania", "Ziad"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["N4d1br4nch", "L0gg3rh34d", "P0s1d0n14", "S4rg4ss0", "Ct3n0ph0r3", "S34h0rs3",
         "0ct0pu5", "M0r4yE3l", "Kr1ll"]  # fmt: skip
_SALINITY = ["35ppt", "1.026", "33ppt", "1.025", "34ppt", "1.024"]


def _tank(g: random.Random) -> str:
    """An animal, its tank's number and the tank's salinity, the way the LSS crew makes one up."""
    return f"{g.choice(_ANIMALS)}T{g.randrange(1, 40)}{g.choice(_SALINITY)}{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four groups of five, mixed case and digits, the way a generator prints them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _tank,
    lambda g: f"{g.choice(_ANIMALS).lower()}&{g.choice(_ANIMALS).lower()}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1965, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "!?%&$#", 16),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(1990, 2035)),
    lambda g: f"HighTide{g.randrange(0, 24):02d}{g.randrange(0, 60):02d}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_TANKWORDS).lower()}.{g.randrange(1970, 2035)}",
    lambda g: f"Tank{g.randrange(1, 60)}{g.choice(_ANIMALS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 1),
    lambda g: f"{g.choice(_TANKWORDS).upper()}{g.choice(_SYMBOLS)}{g.randrange(100, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Feeds{g.choice(_ANIMALS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "LSS night log, 02:40, Dana: the Tunze 7097 controller password is {pw}",
    "#husbandry, Priya: Maxspect Gyre app password {pw}",
    "lighting rig note, Kelp Cathedral: EcoTech Radion XR30 admin password {pw}",
    "Reef Factory Smart Controller on the Coral Farm racks, password {pw}",
    "CoralVue Hydros X4 (Jelly Gallery kreisels): password {pw}",
    "Kessil A360X spectral controller web password {pw}",
    "ProfiLux 4 on the Open Ocean tank, admin password {pw}",
    "Walchem W900 ozone/ORP controller for T2: password {pw}",
    "ProMinent DULCOMARIN 3 panel at the seal pool, password {pw}",
    "Pentair IntelliCenter installer password for the touch pool pumps: {pw}",
    "Schuran Jetskim 300 controller password {pw}",
    "Sander C2000 ozoniser web panel password {pw}",
    "Emperor Aquatics SMART UV panel password {pw}",
    "Evoqua Depolox chlorine analyser service password {pw}",
    "reef-pi on the quarantine rack: admin password {pw}",
    "Seneye Reef web dashboard password {pw}",
    "vet lab: Sysmex XN-V haematology analyser service password {pw}",
    "vet lab: Randox RX Daytona+ admin password {pw}",
    "Bio-Rad CFX96 PC (turtle fibropapilloma PCR) password {pw}",
    "SonoSite Edge II ultrasound admin password {pw}",
    "turtle hospital: the Carestream DR workstation password is {pw}",
    "Axess turnstile server at the main entrance, password {pw}",
    "Skidata car-park gate controller password {pw}",
    "Rockpool Shop: Posiflex till manager password {pw}",
    "Mastervolt CZone display on the Garfish: password {pw}",
    "Deep Trekker DTG3 ROV controller tablet password {pw}",
    "whiteboard photo in the LSS room, read by OCR: IceCap chiller T4 - pw {pw}",
    "Hi Rami,\n\nthe root password on the LSS historian is {pw}. Delete this once it's in the vault.\n\nCheers,\nDana",
    "Runbook: emergency drain-down of the Touch Pool\n1. open the ProfiLux page\n2. log in as lss\n3. password {pw}\n4. close valve V-12 first",
    "handover book, membership desk: the Altru back-office password is {pw}",
    "dictated on the boat: the Humminbird network password is {pw} full stop",
    "note to self: Kamoer dosing app password {pw}",
    "after the firmware update the Orphek Atlantik password became {pw}",
    "my Bank of Cyprus 1bank password is {pw} now",
    "can you keep my Banco Sabadell app password? it's {pw}",
    "please remember my Desjardins AccèsD password for me: {pw}",
    "Ο κωδικός του ProfiLux εν {pw}, μεν τον πεις κανενού",
    "Αντρέα, ο καινούργιος κωδικός του server εν {pw}",
    "fjalëkalimi i Tunze-s âsht {pw}",
    "Arbër: fjalëkalimi i ri për serverin âsht {pw}, mos ja thuej kujt",
    "s Passwort vom Kessil-Regler isch {pw}, gell",
    "Gottlieb: s nuie Passwort fürn Server isch {pw}, sag's koim",
    "quillo, la contraseña der Schuran e' {pw}",
    "Rocío: la contraseña nueva der servidó e' {pw}, no se la digas a nadie, ¿eh?",
    "sa contrasenya de s'ozonitzador és {pw}",
    "Xisca: sa contrasenya nova des servidor és {pw}, no la diguis a ningú",
    "le password du chiller c'est {pw}, right",
    "Réjean: le nouveau password pour le serveur c'est {pw}, dis-lé pas à parsonne",
    "tas Passwort fon te Sander-Ozonmaschiin is {pw}",
    "Irineu: tas nay Passwort fom Server is {pw}, saa's nimand",
    "el password taba3 el Walchem huwwe {pw}",
    "Rami: el password el jdide taba3 el server {pw}, ma t2oul la 7ada",
    "la clave del controlador de la sala de medusas es {pw}",
    "mot de passe du poste de la quarantaine : {pw}",
    "Kennwort fürs Wasserlabor-Terminal: {pw}",
    "a palavra-passe do PC da clínica veterinária é {pw}",
    "la password della console dell'ozonizzatore è {pw}",
    "wachtwoord van de kassa in de museumwinkel: {pw}",
    "水槽コントローラーのパスワードは {pw} です",
    "hasło do panelu filtrów piaskowych to {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["dana.w", "priya", "tom.okafor", "rami.h", "nour", "andreas.k", "eleni", "arber",
          "drita.g", "gottlieb", "hannelore", "rocio", "curro", "xisca", "tomeu", "rejean",
          "ginette", "irineu", "lurdes", "karim", "lss-ops", "vetlab", "giftshop",
          "members-desk", "aquarist3", "dive-officer"]  # fmt: skip
_LOGINS = [
    "ZIMS login for the vet team: {u} / {pw}",
    "acct {u} pw {pw}",
    "Turtle hospital › Imaging › Carestream: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Axess gate server | {u} | {pw} |",
    "log into the Skidata server as {u} using {pw}",
    "Posiflex till {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: lss-historian\n  login: {u}\n  password: {pw}",
    "staff chat: account {u}, password {pw}",
    "Dana says the Randox login is {u} and the password is {pw}",
    "system,user,password\nsysmex-xnv,{u},{pw}",
    "ssh {u}@lss-historian.ondine.lan, pw {pw}",
    "creds for the Mastervolt panel are {u} and {pw}",
    "sign in to the Seneye portal as {u} with {pw}",
    "όνομα χρήστη {u}, κωδικός {pw}",
    "përdoruesi {u}, fjalëkalimi {pw}",
    "Benutzer isch {u}, s Passwort {pw}",
    "usuario {u} y la contraseña {pw}, quillo",
    "usuari {u}, contrasenya {pw}",
    "le username c'est {u} pis le password c'est {pw}",
    "te Benutzer is {u} un tas Passwort {pw}",
    "el username {u} w el password {pw}",
    "kullanıcı adı {u}, şifre {pw}",
    "아이디: {u} 비밀번호: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["cuttlefish", "posidonia", "nudibranch", "sargassum", "loggerhead", "remora",
               "grouper", "ctenophore", "anemone", "dugong", "plankton", "moray", "garibaldi",
               "pipefish", "blenny", "halocline"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then the number {d}",
    "password: say {w}, and after it the digits {d}",
    "for the historian PC it's {w} with {d} stuck on the end",
    "voice note: the Garfish wifi is {w} followed by {d}, no spaces",
    "type {w} then {d}; that's the LSS admin password",
    "it's {w}{d}, the word and the number together",
    "the password is the old octopus's name, {w}, and then {d}",
    "ο κωδικός εν η λέξη {w} τζιαι μετά {d}",
    "s Passwort isch s Wort {w} und dann {d}",
    "le password c'est le mot {w}, pis après ça {d}",
    "el password hiyye el kilme {w} w ba3da {d}",
    "sa contrasenya és sa paraula {w} i després {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "webrepl_cli.py -p '{pw}' ph_probe.py 192.168.4.1:/ph_probe.py",
    "particle login --username {u}@ondinebay.org --password '{pw}'",
    "securityUtility encode --encoding=aes '{pw}'",
    "wsadmin.sh -lang jython -user {u} -password '{pw}' -f deploy_tickets.py",
    "kitchen.sh -rep=ondine_repo -user={u} -pass='{pw}' -job=nightly_membership",
    "cbbackupmgr backup -a /backups -r visits -c couchbase://cb.ondine.lan -u {u} -p '{pw}'",
    "ab -n 500 -c 20 -A {u}:{pw} https://tickets.ondine.lan/api/slots",
    "hey -n 2000 -c 50 -a {u}:{pw} https://members.ondine.lan/renew",
    "hass --script auth --config /config add {u} '{pw}'",
    "COSIGN_PASSWORD='{pw}' cosign sign --key cosign.key ghcr.io/ondine/lss-api:2.3",
    "msbuild TicketKiosk.wapproj /p:PackageCertificateKeyFile=kiosk.pfx /p:PackageCertificatePassword={pw}",
    "dotnet dev-certs https -ep ./kiosk.pfx -p '{pw}'",
    "ionosctl login --user {u}@ondinebay.org --password '{pw}'",
    "lxc config set core.trust_password '{pw}'",
    "virt-install --name lss-sim --memory 4096 --disk size=20 --graphics vnc,listen=0.0.0.0,password={pw} --cdrom debian.iso",
    "ctr images pull --user {u}:{pw} registry.ondine.lan/lss/historian:5.1",
    "anaconda login --username {u} --password '{pw}'",
    "duck --username {u} --password '{pw}' --upload sftp://media.ondine.lan/press/ ./jelly-gallery/",
    "label-studio start --username {u}@ondinebay.org --password '{pw}' --port 8090",
    "netdom join GIFTSHOP-TILL2 /domain:ondine.lan /UserD:{u} /PasswordD:{pw}",
    "pptpsetup --create garfish --server vpn.ondinebay.org --username {u} --password '{pw}' --encrypt",
    "$ALTIBASE_HOME/bin/isql -s altibase.ondine.lan -port 20300 -u {u} -p '{pw}'",
    "gccli -h gbase.ondine.lan -u{u} -p'{pw}' -D visitors",
    "mccommand -a https://mirth.ondine.lan:8443 -u {u} -p '{pw}'",
    "sum -i 10.40.0.21 -u {u} -p '{pw}' -c GetBmcCfg --file bmc.cfg",
    "subscription-manager register --username {u} --password '{pw}' --auto-attach",
    "rhc connect --username {u} --password '{pw}'",
    "choco source add -n=ondine -s=https://nuget.ondine.lan/choco -u={u} -p='{pw}'",
    "zypper ar 'https://{u}:{pw}@repo.ondine.lan/sles15/' ondine-extra",
    "dnf --setopt=ondine.username={u} --setopt=ondine.password='{pw}' install lss-tools",
    "gs -sDEVICE=pdfwrite -sOwnerPassword='{pw}' -sUserPassword='{pw}' -o necropsy-locked.pdf necropsy.pdf",
    "vlc rtsp://cam-jelly.ondine.lan/live --rtsp-user={u} --rtsp-pwd='{pw}'",
    "gst-launch-1.0 rtspsrc location=rtsp://cam-otter.ondine.lan/main user-id={u} user-pw='{pw}' ! decodebin ! autovideosink",
    "particle login --username {u}@ondinebay.org --password {pw} --otp 000000",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "# {c}", "lss@historian:~$ {c}", "PS C:\\Kiosk> {c}",
    "history | grep: 2214  {c}", "from ~/.zsh_history: : 1969400000:0;{c}",
    "cron on the LSS box: 15 2 * * * {c}", "Makefile, target release:\n\t{c}",
    "Jenkinsfile step: sh '''{c}'''", "GitLab CI script:\n  - {c}",
    "Ansible task:\n  ansible.builtin.shell: {c}", "the vet lab's install notes: {c}",
    "Dana ran this on the LSS box: {c}", "the command from the vendor's e-mail: {c}",
    "η εντολή που έτρεξα: {c}", "komanda qi e nisa: {c}", "dr Befehl, wo i laufa lassa hab: {c}",
    "er comando que eché: {c}", "sa comanda que vaig executar: {c}",
    "la commande que j'ai runnée: {c}", "te Befehl wo ich gelaaf hon: {c}",
    "el command yalli shaghghalto: {c}", "comando que corrí ayer: {c}", "Befehl aus dem Wiki: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtmp://{u}:{pw}@stream.ondine.lan/live/jelly-cam",
    "srt://stream.ondine.lan:9000?streamid=kelp&passphrase={pw}",
    "webdavs://{u}:{pw}@files.ondine.lan/vet-imaging/",
    "ftps://{u}:{pw}@ftp.ondine.lan:990/pos-exports/",
    "couchbase://{u}:{pw}@cb.ondine.lan/visits",
    "clickhouse://{u}:{pw}@ch.ondine.lan:9000/sensors",
    "influxdb://{u}:{pw}@influx.ondine.lan:8086/lss",
    "opc.tcp://{u}:{pw}@plc-t2.ondine.lan:4840",
    "https://{u}:{pw}@pacs.ondine.lan/dicom-web/studies",
    "mssql+pymssql://{u}:{pw}@sql.ondine.lan/Tickets",
    "oracle+oracledb://{u}:{pw}@ora.ondine.lan:1521/?service_name=MEMBERS",
    "neo4j+s://{u}:{pw}@graph.ondine.lan:7687",
    "Data Source=sql.ondine.lan;Initial Catalog=Members;User ID={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "HUSBANDRY_DB_URL={c}", "the old OBS source, keep it: {c}", "save this connection string: {c}",
    "η σύνδεση εν {c}", "el connection string {c}", "Issue #5530 (kiosk sync): {c}",
    "handover book: {c}", "la cadena de conexión: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_962_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "ondine-bay-aquarium", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "visits:read members:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Bookeo", "BOOKEO_SECRET_KEY", _j((ALNUM, 32))),
    ("Tiqets", "TIQETS_API_KEY", _j((HEX, 40))),
    ("GetYourGuide", "GYG_SUPPLIER_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Viator", "VIATOR_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Peek Pro", "PEEK_PRO_API_TOKEN", _j((URLSAFE, 40))),
    ("Altru", "ALTRU_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Neon CRM", "NEON_CRM_API_KEY", _j((HEX, 32))),
    ("Little Green Light", "LGL_API_KEY", _j((ALNUM, 48))),
    ("DonorPerfect", "DONORPERFECT_API_KEY", _j((B64, 86), "==")),
    ("Classy", "CLASSY_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Kindful", "KINDFUL_API_TOKEN", _j((HEX, 64))),
    ("EveryAction", "EVERYACTION_API_KEY", lambda g: v.uuid4(g, "b") + "|1"),
    ("Virtuous", "VIRTUOUS_API_TOKEN", _j((URLSAFE, 64))),
    ("Epos Now", "EPOSNOW_API_TOKEN", _j((B64, 60), "==")),
    ("Loyverse", "LOYVERSE_ACCESS_TOKEN", _j((HEX, 32))),
    ("Species360", "ZIMS_API_KEY", lambda g: v.uuid4(g, "9")),
    ("ZooEasy", "ZOOEASY_API_KEY", _j((ALNUM, 36))),
    ("HydroVu", "HYDROVU_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Shiftboard", "SHIFTBOARD_SIGNATURE_KEY", _j((B64, 43), "=")),
    ("Better Impact", "BETTERIMPACT_API_KEY", _j((UPPER_DIGITS, 32))),
    ("VolunteerHub", "VOLUNTEERHUB_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Givecloud", "GIVECLOUD_API_KEY", _j("gcld_", (ALNUM, 40))),
    ("Funraise", "FUNRAISE_API_KEY", _j((HEX, 40))),
    ("Zeffy", "ZEFFY_API_KEY", _j("zfy_", (ALNUM, 36))),
    ("iDonate", "IDONATE_API_KEY", _j((UPPER_HEX, 32))),
    ("Bonterra", "BONTERRA_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Doubleknot", "DOUBLEKNOT_API_KEY", _j((ALNUM, 24))),
    ("Vantix", "VANTIX_API_KEY", _j((UPPER_DIGITS, 40))),
    ("Siriusware", "SIRIUSWARE_SALESLINK_KEY", lambda g: v.uuid4(g, "a")),
    ("Omnify", "OMNIFY_API_TOKEN", _j((HEX, 48))),
    ("CenterEdge", "CENTEREDGE_API_KEY", _j((ALNUM, 32))),
    ("Attractions.io", "ATTRACTIONS_IO_API_KEY", _j((HEX, 64))),
    ("Dexibit", "DEXIBIT_API_TOKEN", _vendor_jwt("https://api.dexibit.com")),
    ("Cuseum", "CUSEUM_API_KEY", _j((ALNUM, 40))),
    ("Smartify", "SMARTIFY_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Ticketure", "TICKETURE_API_KEY", _j((HEX, 32))),
    ("Digonex", "DIGONEX_API_KEY", _j((B64, 44))),
    ("Acme Ticketing", "ACME_TICKETING_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Convious", "CONVIOUS_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("izi.TRAVEL", "IZI_TRAVEL_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Orpheo", "ORPHEO_API_TOKEN", _vendor_jwt("https://auth.orpheo.example")),
    ("Sympla", "SYMPLA_S_TOKEN", _j((HEX, 64))),
    ("Ticketleap", "TICKETLEAP_API_KEY", _j((ALNUM, 32))),
    ("Purplepass", "PURPLEPASS_API_KEY", _j((UPPER_HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "chezmoi template ~/.config/ondine/env.tmpl:\n{env}={tok}",
    "op item create --category 'API Credential' --title '{vendor}' credential={tok}",
    "bws secret create {env} '{tok}' ondine-prod",
    "conda env config vars set {env}={tok}",
    "local.settings.json:\n{{\"IsEncrypted\": false, \"Values\": {{\"{env}\": \"{tok}\"}}}}",
    "vercel.json: \"env\": {{ \"{env}\": \"{tok}\" }}",
    "template.yaml (SAM):\n      Environment:\n        Variables:\n          {env}: {tok}",
    "cdk.json context: \"{env}\": \"{tok}\"",
    "garden.yml:\n  env:\n    {env}: {tok}",
    "consul kv put ondine/kiosk/{env} {tok}",
    "etcdctl put /ondine/{env} {tok}",
    "aws secretsmanager create-secret --name ondine/{env} --secret-string {tok}",
    "Ondine intranet › Admin › Connectors › {vendor} › Secret key: {tok}",
    "membership desk handover: the {vendor} key is {tok}, don't reissue it",
    "LSS log: {vendor} sync returned 403 again, current key {tok}",
    "Issue #5521: {vendor} integration down since Monday, key in use {tok}",
    "note to self: {vendor} API key {tok}",
    "can you keep the {vendor} API key for me? {tok}",
    "{vendor} key for the gift-shop sync: {tok}",
    "whiteboard photo (OCR): {vendor} - {tok}",
    "the {vendor} token on the kiosks is {tok}; the old one was revoked",
    "dictated: {vendor} API key, {tok}, that's it",
    "sticky note on the ticket desk PC: {vendor} token = {tok}",
    "Το API key του {vendor} εν {tok}",
    "çelësi API i {vendor} âsht {tok}",
    "dr API-Schlüssl vom {vendor} isch {tok}",
    "la clave API de {vendor} e' {tok}, quillo",
    "sa clau API de {vendor} és {tok}",
    "la clé API de {vendor} c'est {tok}, right",
    "te API-Schlissel fon {vendor} is {tok}",
    "el API key taba3 {vendor} huwwe {tok}",
    "clave de la API de {vendor} para la taquilla: {tok}",
    "clé API {vendor} (boutique) : {tok}",
    "{vendor}-API-Schlüssel für die Kasse: {tok}",
    "chave da API {vendor} para a loja: {tok}",
    "la chiave API di {vendor} per la biglietteria è {tok}",
    "{vendor} API anahtarı: {tok}",
    "{vendor} のAPIキーは {tok} です",
    "{vendor} 的 API 密钥：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    tiqets = _r(rng, HEX, 40)
    bookeo = _r(rng, ALNUM, 32)
    viator = v.uuid4(rng, "8")
    loyverse = _r(rng, HEX, 32)
    eposnow = _r(rng, B64, 60) + "=="
    zeffy = "zfy_" + _r(rng, ALNUM, 36)
    return [
        Sample("vendor_token", f'client = TiqetsClient(api_key="{tiqets}", base_url="https://api.tiqets.com/v2")', tiqets),
        Sample("vendor_token", f'Bookeo.configure do |c|\n  c.secret_key = "{bookeo}"\nend', bookeo),
        Sample("vendor_token", f'client := viator.NewClient(viator.WithAPIKey("{viator}"))', viator),
        Sample("vendor_token", f'let loyverse = LoyverseAPI(token: "{loyverse}")', loyverse),
        Sample("vendor_token", f'var epos = new EposNowClient(new EposNowOptions {{ Token = "{eposnow}" }});', eposnow),
        Sample("vendor_token", f"$zeffy = new ZeffyClient(['api_key' => '{zeffy}']);", zeffy),
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


_BARE_PLACES = ["{t}", "staff chat: {t}", "copy this before the page closes:\n{t}",
                "το token: {t}", "hayda el token: {t}", "{t}\n^ the new one, the old one is revoked",
                "store this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 48)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the seawater intake temperature node (OTAA): {h}": 32,
    "AppSKey of the Garfish's mooring buoy logger (ABP): {h}": 32,
    "HMAC secret for the Zeffy donation webhook: {h}": 64,
    "AES key of the PIT-tag reader that logs the turtles' microchips: {h}": 32,
    "pre-shared key of the Garfish's IPsec tunnel (hex): {h}": 64,
    "Axess gate controller's master encryption key, hex: {h}": 48,
    "το κλειδί κρυπτογράφησης του backup: {h}": 64,
    "la clé de chiffrement du backup, en hex : {h}": 64,
    "mefte7 el encryption taba3 el backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Issue #5540: token copied from the kiosk's dev tools {t}",
    "Cookie: lang=el-CY; oba_session={t}",
    "KIOSK_ACCESS_TOKEN={t}",
    "hold on to this bearer token for me {t}",
    "το token εν {t}",
    "el token huwwe {t}",
    "tas Token is {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_962_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@ondinebay.org"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.ondinebay.org/realms/staff",
            "azp": "husbandry-app",
            "roles": ["aquarist", "lss"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the LSS historian, the one we retired, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/pki/tls/private/tickets.ondinebay.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"KIOSK_SIGNING_KEY": "{key}", "kiosk": "entrance-2"}}': ("PRIVATE KEY", "\\n"),
    "tee ~/.ssh/id_ecdsa_garfish > /dev/null <<'KEY'\n{key}\nKEY": ("EC PRIVATE KEY", "\n"),
    "Issue #5547, pasted by the Axess integrator:\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
    "το ιδιωτικό κλειδί του server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "la clé privée PGP pour le dépôt du vétérinaire :\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABD",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkq",
               "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Fearless wallet backup words, copying them before I shred the card: {p}": "english",
    "Stoic wallet recovery phrase\n{p}": "english",
    "NuFi words for the old adoption-fund wallet (emptied): {p}": "english",
    "GemWallet seed backup: {p}": "english",
    "voice memo: the Crossmark recovery words are {p} and that's all of them": "english",
    "Albedo wallet phrase, from the drawer in the LSS room: {p}": "english",
    "la frase de recuperación de la cartera, quillo: {p}": "spanish",
    "sa frase de recuperació des moneder (llista en castellà): {p}": "spanish",
    "tie Wörter fon te Carteira (Recovery): {p}": "portuguese",
    "la phrase de récupération du wallet, asteure que je l'ai retrouvée : {p}": "french",
    "frase di recupero del portafoglio della raccolta fondi: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
}  # fmt: skip
_MNEMO = {
    lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values(), "korean"])
}


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
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Elo's, RuPay's, Cencosud's, Argencard's:
    brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "elo":
        return _card_of(rng, ["636368", "504175", "509048", "650031", "451416"], [16])
    if brand == "rupay":
        return _card_of(rng, ["6080", "6521", "5085"], [16])
    if brand == "cencosud":
        return _card_of(rng, ["603493"], [16])
    if brand == "argencard":
        return _card_of(rng, ["501105"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "staff chat, Dana: the aquarium card for the Tunze spare parts is {c}, exp {mm}/{yy}",
    "keep my spare card for me: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "Issue #5560: pay the Sysmex service visit with card {c}",
    "membership desk: renewal paid over the phone with {c}, {mm}/{yy}",
    "dictated: card {c}, expiry {mm} {yy}",
    "Rockpool Shop refund went back to card {c}",
    "ο αριθμός της κάρτας μου: {c}, {mm}/{yy}",
    "numri i kartës sime: {c}",
    "er número de la tarjeta: {c}, caduca el {mm}/{yy}",
    "tie Nummer fon meine Kaart: {c}, {mm}/{yy}",
    "ra2am el card taba3e {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "elo", "mastercard", "amex", "rupay", "jcb", "cencosud", "discover",
           "argencard", "diners", "unionpay", "maestro"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 10/36, CVV {cvv}",
               "the code on the back, by the signature: {cvv}",
               "Amex {c}, the four digits printed on the front above the number: {cvv}",
               "die drei Zahla hinta uff dr Kart: {cvv}",
               "les trois chiffres en arrière de la carte : {cvv}",
               "es tres números de darrere sa targeta: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 42; BBAN shapes after stdnum's iban.dat
# (a: upper-case letter, n: digit, c: either; any other character stands as written).
_IBAN_SHAPES = {"LB": "n" * 4 + "c" * 20, "BR": "n" * 23 + "ac", "CR": "0" + "n" * 17,
                "FO": "n" * 14, "IS": "n" * 22, "MU": "aaaa" + "n" * 19 + "MUR",
                "GR": "n" * 7 + "c" * 16, "QA": "aaaa" + "c" * 21}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    alphabet = {"a": UPPER, "n": D, "c": UPPER_DIGITS}

    def make(g: random.Random) -> str:
        bban = "".join(g.choice(alphabet[c]) if c in alphabet else c for c in _IBAN_SHAPES[country])
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = {  # template: the account's country
    "Invoice OBA-2034-211: please pay the Batroun coral-frag supplier to {i} within 14 days": "LB",
    "save the Tórshavn lumpfish hatchery's IBAN: {i}": "FO",
    "IBAN: {i}\nReference: seahorse shipment 7, March": "QA",
    "staff chat, treasury: new bank details for the Mauritius live-rock exporter, IBAN {i}": "MU",
    "refund the Costa Rica turtle-survey volunteer to IBAN {i}": "CR",
    "dictated: IBAN {i}, account holder Reykjavík Marine Supplies": "IS",
    "Το IBAN μου: {i}": "GR",
    "IBAN-i im: {i}": "QA",
    "mei IBAN isch {i}": "FO",
    "tas IBAN fon meine Konto: {i}": "BR",
    "el IBAN taba3e: {i}": "LB",
    "o IBAN do fornecedor de Itajaí: {i}": "BR",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _egk(g: random.Random) -> str:
    """The card number of a German electronic health card (ICCSN): 80 (health), 276 (Germany), a
    five-digit issuer, a nine-digit serial and a Luhn check digit."""
    body = "80276" + g.choice(["88311", "88314", "00160", "88315", "10181"]) + _r(g, D, 9)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _nuhsa(g: random.Random) -> str:
    """Andalusia's health-history number (NUHSA): AN and ten digits, no public check."""
    return "AN" + _r(g, D, 10)


def _balearic_cip(g: random.Random) -> str:
    """A Balearic health card's CIP code as printed: four letters and ten digits, unchecked."""
    return _r(g, UPPER, 4) + _r(g, D, 10)


def _nb_medicare(g: random.Random) -> str:
    """A New Brunswick Medicare number: nine digits, no check verified here."""
    return g.choice("123456789") + _r(g, D, 8)


def _de_licence(g: random.Random) -> str:
    """A German driving licence number: eleven characters, no check verified here."""
    return f"{g.choice('BFJKNS')}{_r(g, D, 3)}{_r(g, UPPER_DIGITS, 6)}{g.choice(D)}"


def _cy_social(g: random.Random) -> str:
    """A Cypriot social insurance number: eight digits, unchecked."""
    return g.choice("123456789") + _r(g, D, 7)


def _cy_passport(g: random.Random) -> str:
    """A Cypriot passport: K and eight digits."""
    return "K" + _r(g, D, 8)


def _al_passport(g: random.Random) -> str:
    """An Albanian passport: two letters and seven digits."""
    return "B" + g.choice("ACDEFG") + _r(g, D, 7)


def _ctps(g: random.Random) -> str:
    """A Brazilian work card (CTPS): number, series and state, unchecked."""
    return f"{_r(g, D, 7)} série {_r(g, D, 4)}-RS"


def _br_passport(g: random.Random) -> str:
    """A Brazilian passport: two letters and six digits."""
    return g.choice(["FZ", "GA", "FW", "YB"]) + _r(g, D, 6)


def _lb_passport(g: random.Random) -> str:
    """A Lebanese passport: RL and seven digits."""
    return "RL" + _r(g, D, 7)


def _lb_id(g: random.Random) -> str:
    """A Lebanese identity card number: twelve digits, unchecked."""
    return g.choice("123456789") + _r(g, D, 11)


def _jp_licence(g: random.Random) -> str:
    """A Japanese driving licence number: twelve digits, its check not verified here."""
    return f"{g.choice(['30', '40', '50', '62'])}{_r(g, D, 10)}"


def _kr_licence(g: random.Random) -> str:
    """A Korean driving licence number: region, year, serial and check, unchecked."""
    return f"{g.randrange(11, 29)}-{_r(g, D, 2)}-{_r(g, D, 6)}-{_r(g, D, 2)}"


def _vn_cccd(g: random.Random) -> str:
    """A Vietnamese citizen identity (CCCD) number: province, sex and century, year, serial."""
    return f"0{g.randrange(1, 97):02d}{g.choice('0123')}{_r(g, D, 2)}{_r(g, D, 6)}"


def _nl_licence(g: random.Random) -> str:
    """A Dutch driving licence number: ten digits, unchecked."""
    return g.choice("45") + _r(g, D, 9)


_ID_PLACES: dict[str, Maker] = {
    "mi NUHSA e' {s}, pa' lo der seguro de buceo": _nuhsa,
    "NUHSA of the Huelva volunteer diver, for the dive insurance: {s}": _nuhsa,
    "es codi CIP de sa meva targeta sanitària és {s}": _balearic_cip,
    "mon numéro de Medicare du Nouveau-Brunswick c'est {s}": _nb_medicare,
    "New Brunswick Medicare number of the seasonal aquarist: {s}": _nb_medicare,
    "d' Kartanummer von meiner Gsondheitskart isch {s}": _egk,
    "Kartennummer der elektronischen Gesundheitskarte der Tierärztin aus Tübingen: {s}": _egk,
    "mei Führerscheinnummer isch {s}": _de_licence,
    "the visiting vet's German driving licence number, for the boat insurance: {s}": _de_licence,
    "ο αριθμός κοινωνικών ασφαλίσεων μου εν {s}": _cy_social,
    "Cyprus social insurance number of the seasonal diver: {s}": _cy_social,
    "ο αριθμός του διαβατηρίου μου εν {s}": _cy_passport,
    "numri i pasaportës eme âsht {s}": _al_passport,
    "tie Nummer fon mayner Carteira de Trabalho is {s}": _ctps,
    "mayn Passnummer is {s}": _br_passport,
    "ra2am el passport taba3e {s}": _lb_passport,
    "ra2am bita2et el haweyye taba3e {s}": _lb_id,
    "運転免許証番号：{s}": _jp_licence,
    "운전면허번호: {s}": _kr_licence,
    "số CCCD của tôi: {s}": _vn_cccd,
    "mijn rijbewijsnummer is {s}": _nl_licence,
    "Albanian passport of the Shkodër intern, for the visa letter: {s}": _al_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Altru admin 2FA recovery codes\n{codes}", "one-time sign-in codes for the aquarium's Microsoft 365 {codes}",
            "Tiqets partner portal backup codes: {codes}", "οι κωδικοί ανάκτησης του 2FA:\n{codes}",
            "es codis de recuperació des 2FA: {codes}", "el backup codes taba3 el 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Bookeo:priya@ondinebay.org?secret={s}&issuer=Bookeo&period=30",
              "Aegis, manual entry key for the Loyverse back office: {s}",
              "2FAS, secret key for the Species360 account: {s}",
              "tas 2FA-Sekret is {s}"]  # fmt: skip
_CODES = ["{c} is your Bookeo verification code", "Il tuo codice di verifica Satispay è {c}",
          "Mã xác thực Vietcombank của bạn là {c}", "el code taba3 Bank Audi: {c}, ma tba3ato la 7ada",
          "Tu código de BBVA es {c}, quillo no lo compartas"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 1 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["OBA-Staff", "OBA-LSS-5G", "Ondine-Vetlab", "Garfish-Deck", "Rockpool-Shop",
          "Seagrass-Cafe", "KelpCathedral-AP3", "JellyGallery-IoT", "Quarantine-Q3",
          "DiveLocker-2G", "Membership-Desk", "CoralFarm-Sensors", "Shediac-Field",
          "Batroun-Station", "Soller-Boathouse"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "staff network {s}, password {pw}",
    "wifi in the turtle hospital: {s} / {pw}",
    "ESPHome for the tank probes: ssid {s}, password {pw}",
    "the key on the sticker under the boat router: {pw}",
    "dictated: wifi {s}, the password is {pw}",
    "Το wifi {s} έχει κωδικό {pw}",
    "fjalëkalimi i wifi-t {s} âsht {pw}",
    "s WLAN {s} hot s Passwort {pw}",
    "er wifi {s}, la contraseña e' {pw}",
    "sa contrasenya des wifi {s} és {pw}",
    "le password du wifi {s} c'est {pw}",
    "tas WLAN-Passwort fon {s} is {pw}",
    "el wifi {s}, el password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("gcld_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("zfy_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it to you letter by letter: {t}", "[read out over the boat radio] {t}",
          "(spaced out so the chat preview doesn't show it) {t}", "γράμμα γράμμα: {t}",
          "7arf 7arf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " , ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["keypad for the quarantine room: {pw}", "food-prep walk-in freezer code {pw}#",
          "the dive locker padlock: {pw}", "gift shop safe combination {pw}",
          "ο κωδικός της πόρτας του εργαστηρίου: {pw}", "kodi i derës së magazinës: {pw}",
          "dr Code fürs Tierarzt-Kämmerle isch {pw}", "es codi de sa porta des moll: {pw}",
          "code el bab taba3 el store {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cuttlefish", "posidonia", "nudibranch", "sargassum", "skimmer", "sump",
                 "halocline", "remora", "grouper", "plankton", "mangrove", "riptide", "coralline",
                 "blenny", "pipefish", "kelp"]  # fmt: skip
_PHRASES = {"master passphrase of the LSS password vault: {p}": " ",
            "passphrase of the vet-lab backup drive: {p}": " ",
            "Keeper master passphrase for the membership team: {p}": "-",
            "KeePassXC passphrase for the dive team's file: {p}": ".",
            "η φράση πρόσβασης του backup: {p}": " ", "la passphrase du backup c'est {p}": "_",
            "tie Passphrase fom Backup is {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Envoy route:\n  request_headers_to_add:\n  - header: {{key: authorization, value: \"Basic {v}\"}}": True,
    "PowerShell: Invoke-RestMethod -Uri $u -Headers @{{Authorization = 'Bearer {v}'}}": False,
    "fetch(url, {{ headers: {{ Authorization: 'Bearer {v}' }} }})": False,
    "captured from the kiosk: authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "unicentaopos.properties:\ndb.URL=jdbc:mysql://pos.ondine.lan:3306/unicentaopos\ndb.user=unicenta\ndb.password={pw}",
    "chromispos.properties:\ndb.user=chromis\ndb.password={pw}\ndb.driver=com.mysql.jdbc.Driver",
    "OSPOS docker .env:\nMYSQL_USERNAME=admin\nMYSQL_PASSWORD={pw}\nMYSQL_DB_NAME=ospos",
    "osCommerce includes/configure.php:\ndefine('DB_SERVER_USERNAME', 'shop');\ndefine('DB_SERVER_PASSWORD', '{pw}');",
    "Saleor .env:\nEMAIL_URL=smtp://shop@ondinebay.org:{pw}@smtp.ondinebay.org:587/?tls=True",
    "vendure-config.ts:\n  dbConnectionOptions: {{ type: 'postgres', username: 'vendure', password: '{pw}' }},",
    "SilverStripe .env:\nSS_DATABASE_USERNAME=\"ss\"\nSS_DATABASE_PASSWORD=\"{pw}\"",
    "Sitecore ConnectionStrings.config:\n<add name=\"core\" connectionString=\"user id=sc_core;password={pw};Data Source=sql.ondine.lan;Database=Sitecore.Core\" />",
    "chronograf.env:\nINFLUXDB_URL=http://influx.ondine.lan:8086\nINFLUXDB_USERNAME=chronograf\nINFLUXDB_PASSWORD={pw}",
    "ScadaBR env.properties:\ndb.type=mysql\ndb.username=scadabr\ndb.password={pw}",
    "Restreamer compose:\n    environment:\n      CORE_API_AUTH_USERNAME: admin\n      CORE_API_AUTH_PASSWORD: {pw}",
    "openvpms.properties:\njdbc.url=jdbc:mysql://vet.ondine.lan:3306/openvpms\njdbc.username=openvpms\njdbc.password={pw}",
    "Bika LIMS buildout.cfg:\n[instance]\nrecipe = plone.recipe.zope2instance\nuser = admin:{pw}",
    "GeoNode .env:\nGEONODE_DATABASE=geonode\nGEONODE_DATABASE_PASSWORD={pw}",
    "netxmsd.conf:\nDBDriver = pgsql.ddr\nDBLogin = netxms\nDBPassword = {pw}",
    "pandora_server.conf:\ndbname pandora\ndbuser pandora\ndbpass {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Dana: T2 ozone panel password?\nRami: {pw}",
    "[07:02] priya: root pw on the historian?\n[07:03] tom: {pw}",
    "Okafor: {pw} is what the chiller takes now",
    "Ελένη: ο καινούργιος κωδικός εν {pw}",
    "Drita: fjalëkalimi i ri âsht {pw}",
    "Hannelore: s nuie Passwort isch {pw}",
    "Curro: la contraseña nueva e' {pw}",
    "Tomeu: sa contrasenya nova és {pw}",
    "Ginette: le nouveau password c'est {pw}",
    "Arno: tas nay Passwort is {pw}",
    "Nour: el password el jdid {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2063word: {pw}", "p\u200ba\u200bs\u200bs\u200bw\u200bo\u200br\u200bd = {pw}",
    "раsswоrd → {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "𝓅𝒶𝓈𝓈𝓌ℴ𝓇𝒹 {pw}", "PASS\u034fWORD: {pw}",
    "pass-\nword: {pw}", "p a s s w o r d : {pw}",
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


def _korean_seed(g: random.Random) -> str:
    phrase = str(_MNEMO["korean"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))
    return unicodedata.normalize("NFC", phrase)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the ProfiLux admin password is": "{s}", "Sysmex service pw:": "{s} (since the analyser swap in May)",
    "ο κωδικός εν": "{s}", "Walchem password": "{s}\nrotate it after the audit",
    "fjalëkalimi âsht": "{s}", "s Passwort isch": "{s}", "sa contrasenya és": "{s}",
    "Axess password": "{s}", "the password Tomeu read out on the boat radio was": "{s}, I think",
    "el password": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Tiqets API key", "{s}", _j((HEX, 40))),
    ("split_token", "Zeffy key:", "{s} (donations webhook)", _j("zfy_", (ALNUM, 36))),
    ("split_token", "Species360 ZIMS key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Stoic wallet words", "{s}", _korean_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MU"))),
    ("split_backup", "Altru recovery codes", "{s}\nmrvq-4821-kzpt\nhwab-7730-snle", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NUHSA", "{s}", _nuhsa),
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
    '{"profilux": {"url": "https://profilux-t2.ondine.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contrasenya": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "xisca", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"tanks": [{"id": "T1"}, {"id": "T2", "controller_pw": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["wsadmin.sh", "-lang", "jython", "-user", "wasadmin", "-password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "ο κωδικός του chiller εν {s}"}': ("meta_password", _plain_pw),
    '{"fjalëkalimi": "{s}"}': ("meta_password", _plain_pw),
    '{"dictation": "the Walchem password is {s} full stop"}': ("meta_password", _plain_pw),
    '{"tiqets": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"kindfulToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"loyverse_access_token": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"X-Api-Key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"billing": {"pan": "{s}", "expiry": "09/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "FO")),
    '{"volunteer": {"nuhsa": "{s}"}}': ("meta_id", _nuhsa),
    '{"two_factor": {"backup_codes": ["{s}", "qlmz-5106-ravt", "pkeo-2291-dwun"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"adoption_fund_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"lora": {"nwk_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"dive_locker": {"combination": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Ondine-Vetlab", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"profilux4-firmware-7.42.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ondine/husbandry-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"lss: log ORP every minute on T2", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"kiosk: revert slot rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"water_quality_2034-03-09.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"turtle-strandings-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the ProfiLux password before the LSS audit on 2034-04-18.",
    "Rami asked for the turtle hospital wifi password; it's on the card in the vet office drawer.",
    "Policy: aquarium passwords are at least 14 characters and live only in the team vault.",
    "Please don't paste passwords into the staff chat; send a vault link instead.",
    "The `.env.example` line `TIQETS_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Sysmex analyser asks for a new service password after every software update.",
    "Replace <YOUR_BOOKEO_SECRET> in the README with the key from your Bookeo dashboard.",
    "ZIMS_API_KEY and LOYVERSE_ACCESS_TOKEN must be set before the nightly sync runs.",
    "Μεν πεις τον κωδικό σου σε κανέναν.",
    "Mos ja thuej kujt fjalëkalimin tand.",
    "Sag dei Passwort koim, gell.",
    "Quillo, la contraseña no se la digas a nadie.",
    "Sa contrasenya no la diguis a ningú.",
    "Dis pas ton password à parsonne, right.",
    "Saa tayn Passwort nimand.",
    "Ma t2oul el password taba3ak la 7ada.",
    "La contraseña debe tener al menos catorce caracteres.",
    "Das Kennwort muss mindestens vierzehn Zeichen haben.",
    "Le mot de passe doit comporter au moins quatorze caractères.",
    "パスワードは14文字以上にしてください。",
    "Updated the ProfiLux firmware from 7.38 to 7.42 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} logs ORP every minute on T2.",
    f"Rolled back to {_SHORT} after the slot rounding broke the kiosk.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The ProfiLux 4 firmware 7.42 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of turtle-strandings-2033.parquet: {_SHA512}",
    f"The husbandry API container runs ghcr.io/ondine/husbandry-api@sha256:{_IMAGE}.",
    f"MD5 of water_quality_2034-03-09.csv is {_MD5}, same as the copy on the LSS share.",
    "Request id 3f9c2a71-8d4e-4b06-a1f5-6e2d9c0b7a14 is the slow one in the kiosk logs.",
    "Purchase order PO-2034-00731 for 12 bags of Tropic Marin salt arrives on Tuesday.",
    "Issue #5519: the Jelly Gallery kreisel pump trips its breaker at night.",
    "Call the Batroun coral supplier on +961 6 741 233 before noon.",
    "Membership number OBA-M-0048213 renewed for a family of four, paid at the desk.",
    "Order #RS-2034-1187 from the Rockpool Shop: two plush seahorses and a tide chart.",
    "The Kelp Cathedral holds 1.2 million litres at 14 °C and 34 ppt.",
    "Tank T2 ORP is 380 mV; nitrate 2.5 mg/L; pH 8.12 at 10:00.",
    "After five wrong passwords the Axess server locks the account for 15 minutes.",
    "The Garfish is 11.4 m long and draws 0.9 m; the ROV tether is 150 m.",
    "The secret of a healthy jelly tank is a gentle kreisel flow.",
    "Ask Dana for the quarantine keypad code, I don't have it.",
    "My card ending 4417 was declined at the Sóller chandlery.",
    "The Faroese hatchery wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Altru admin account and keep them in the safe.",
    "No wallet's support team will ever ask for your recovery phrase.",
    "Keep `ZEFFY_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the dive locker rusts in the salt air; grease it every month.",
    "Tiqets moved the API key page under Settings › Integrations in its spring release.",
    "ISBN 978-0-19-955985-5 is the fish-health handbook in the vet lab; ORCID iD 0000-0002-1825-0097 is its editor's.",
    "The visitors' wifi 'Ondine-Guest' is open, no password needed.",
    "Loggerhead 'Eftychia', 41 kg, carapace 68 cm, released at Larnaca on 2034-06-02.",
    "Version 5.1.3 of the husbandry app fixes the feeding-log export.",
    "Ticket office opening hours: 09:30 to 18:00, last entry 17:00.",
    "The touch pool closes for cleaning every Monday from 08:00 to 09:30.",
    "Η βάρδια του LSS ξεκινά στις 22:00 και τελειώνει στις 06:00.",
    "El turno de noche de buceo empieza a las ocho, quillo.",
    "Der Tierarzt kommt am Donnerstag um zehn.",
    "Le bateau part du quai de Shediac à sept heures asteure.",
    "Sa reunió de voluntaris és dimarts a les sis.",
    "El pass taba3 el parking byekhlas akher el shahr, jib wa7ad jdid mn el desk.",
    "A microchip scan of turtle 'Aphrodite' read 985 141 000 223 016; it matches the stranding record.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-03-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/lss/profilux", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"issue": "5519", "purchase_order": "PO-2034-00731"}',
    '{"tank": {"id": "T2", "volume_l": 850000, "orp_mv": 380, "salinity_ppt": 34}}',
    '{"phone": "+961 6 741 233", "city": "Batroun"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "members_active": 18204}',
    '{"request_id": "3f9c2a71-8d4e-4b06-a1f5-6e2d9c0b7a14", "status": 200, "duration_ms": 412}',
    '{"membership": "OBA-M-0048213", "tier": "family", "expires": "2035-03-31"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
