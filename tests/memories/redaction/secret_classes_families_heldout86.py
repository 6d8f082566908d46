# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, eighty-sixth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to eighty-second only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora, the other
corpora written at the same time, any test nor the reports, and the scrubber was never run on it.
Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
showmen's family, ride crews, ticket trailer, generator and light crews and office of a travelling
funfair (Gebrüder Tamberlan, with a big wheel, the Riesenrad Aurelia, a Break Dance, dodgems, a
ghost train, a wave swinger, a wild-mouse coaster, a ticket trailer selling ride chips, a generator
lorry and winter quarters at the fictional Hinterbruch near Gießen; it plays the Kerb in Gießen,
the kermis in Oss, the Zwarte Cross at Lichtenvoorde, the Špancirfest in Varaždin, the Girotonno in
Carloforte, the Seto Kingdom day at Värska, the horse fair at Ballinasloe and the Yenish
Feckerchilbi) leak secrets into an assistant's memory: Crewmeister, Crewlinq, Planerio and Blink
messages, Pinboard, Readwise, Textastic, Runestone and Featherpad notes to self, tickets, e-mails,
ride-inspection logs, runbooks, shell history in ExtraPuTTY, the COSMIC terminal, Krusader's
terminal, Thunar's and PCManFM's "open terminal here", commands of OpenZiti's `ziti`, Sedna's
`se_term`, OpenMLDB's client, `ss-local`, `gio mount`, `kioclient5`, `cifscreds`, afpfs-ng's
`mount_afp`, `ovhai`, `upctl`, `cntb`, `appcenter`, `sentry-cli`, `vultr-cli` and `surge`, a
ProCurve switch's console and a RouterOS user, configs of ProCurve, Kodi (`guisettings.xml`),
Falcon Player, mAirList, RadioDJ, SAM Broadcaster, iSpy, VirtualDJ, Traktor, PlayoutONE, xLights,
`cntb`, `upctl` and `ss-local`, the web pages and panels of ride, generator, light, sound, coin and
card hardware (Zamperla, Huss, Mack Rides, KMG, Fabbri, Zierer, Gerstlauer, Bertazzon, SBF Visa,
Technical Park, Soriani, Schwarzkopf, Reverchon, Lamberink, SmartGen, Datakom, Lovato, Arkaos, Clay
Paky, Eurolite, Stairville, dB Technologies, Crane Payment Innovations, Suzohapp, Comestero,
Alberici, Standardwerk, Walter Hanke, Feig, Elatec, Madrix, Solarman, Palfinger and Schmitz
Cargobull) and show software (xLights, Falcon Player, VirtualDJ, Traktor, mAirList, RadioDJ,
PlayoutONE, SAM Broadcaster, Kodi), README fragments, voice-dictated text and requests to the
assistant itself. A little over half English (or language-neutral config and shell), the rest
(about 45 %) in Yenish (Jenisch, with Swiss German grammar), Shelta (the Irish Travellers' Cant,
English grammar with Cant words), Hessian, Brabantian, Achterhoeks, Kajkavian, Tabarchino (the
Ligurian of Carloforte) and Seto (no earlier docstring names them; the author's own approximations,
not checked by a speaker), and German, Dutch, Croatian, Italian, Estonian, French, Polish,
Romanian, Hungarian, Turkish, Bulgarian, Spanish, Czech, Korean, Russian, Chinese and Irish in
wordings of their own. Vendors (Intercard, Semnox, Sacoa, Gateway Ticketing, Tickethead, Reservix,
Starticket, Petzi, ShowClix, Tillhub, Paylike, CM.com, Spryng, Debitoor, Clockodo, Timetac,
Staffomatic, Combase, Ticketpark, Eventfrog, Ticketcorner, oeticket, ADticket, TicketSwap,
Festicket, Glownet, Playpass, Tappit, Lyfpay, Hobex, Saferpay, Trackimo, Invoxia, PAJ GPS and
Solarman) are ones heldouts 5 to 82 do not name; where a vendor publishes no key shape the shape
here is made up (Tickethead's `th_live_`, Glownet's `gnt_`). The ids are kinds heldouts 5 to 82 do
not use, and every kind python-stdnum checks for a person or a company is used by one of them, so
none here has a check a library verifies (none is computed here either): a Swiss itinerant-trade
licence (Reisendengewerbe), a German Reisegewerbekarte, a Dutch municipal pitch permit
(standplaatsvergunning), a Dutch identity card's document number, an Irish driver number, a
Croatian driving licence, an Italian electronic identity card (CIE), an Estonian ID card's document
number and driving licence, a Hungarian személyi igazolvány and a Bulgarian лична карта; and
passports (Swiss, Irish, German, Dutch, Croatian, Italian, Estonian) under Yenish, Shelta, Hessian,
Brabantian, Achterhoeks, Kajkavian, Tabarchino and Seto words, likewise unchecked. Card numbers
pass Luhn (Mir, Dankort and Bancontact prefixes drawn here and checked with python-stdnum's
`luhn`). The IBANs are of countries used least by a rough count over heldouts 5 to 82 (Italy,
Austria, Andorra, North Macedonia, Montenegro, Albania, Moldova and Serbia), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Italian, Czech, Korean,
Simplified Chinese, Spanish, French and Russian lists.
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

SEED = 71_331_366
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


_RIDES = ["Riesenrad", "Autoscooter", "Geisterbahn", "Kettenflieger", "Breakdance", "WildeMaus",
          "Wellenflug", "Musikexpress", "Schiffschaukel", "Losbude", "Hurrikan", "Topspin",
          "Kinderkarussell", "Aurelia", "Botsauto", "Spookhuis", "Ringispil", "Zweefmolen"]  # fmt: skip
_FAIR = ["Zuckerwatte", "Mandeln", "Lebkuchen", "Bembel", "Handkaes", "Oeteldonk", "Worstenbrood",
         "Krentenwegge", "Licitar", "Strukli", "Casca", "Tonno", "Leelo", "Soir", "Tober",
         "Flebbe", "Kerb", "Kermis", "Chilbi", "Chips"]  # fmt: skip
_PLACES = ["Giessen", "Hinterbruch", "Oss", "DenBosch", "Lichtenvoorde", "Doetinchem", "Varazdin",
           "Cakovec", "Carloforte", "Calasetta", "Varska", "Obinitsa", "Ballinasloe", "Rathkeale",
           "Savognin", "Chur", "Marburg", "Wetzlar"]  # fmt: skip
_NAMES = ["Ottokar", "Wendelin", "Ramona", "Jannik", "Chantal", "Manni", "Sjaak", "Toon", "Mieke",
          "Harrie", "Gerrit", "Dinie", "Jolien", "Darko", "Snjezana", "Kruno", "Stefica", "Gigi",
          "Rosetta", "Battistina", "Tore", "Aare", "Leida", "Evar", "Paddy", "Bridget", "Johnjoe",
          "Venanz", "Mariella", "Albin"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["R13s3nr4d", "G31st3rb4hn", "Aut0sc00t3r", "K3rm1s", "L0sbud3", "Br34kd4nc3",
         "W4ltz3r", "Z4mp3rl4", "Kr4nk3n"]  # fmt: skip


def _chips(g: random.Random) -> str:
    """A ride and what it costs in chips, the way the ticket trailer jokes a password together."""
    return f"{g.choice(_RIDES)}{g.choice([1, 2, 3, 4, 5, 6, 8, 10, 12])}Chips{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Three groups of six, small letters with one capital and one digit, as a keychain writes them."""
    groups = [_r(g, LOWER, 6) for _ in range(3)]
    k = g.randrange(3)
    groups[k] = groups[k][:2] + g.choice(UPPER) + groups[k][3:]
    m = (k + 1 + g.randrange(2)) % 3
    groups[m] = groups[m][:4] + g.choice(D) + groups[m][5:]
    return "-".join(groups)


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_RIDES)}{g.choice(_FAIR)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FAIR, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2032)) + g.choice(_SYMBOLS),
    _chips,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_RIDES).lower()}_{g.randrange(1950, 2032)}",
    lambda g: f"Wagen{g.randrange(10, 100)}{g.choice(_RIDES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_RIDES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Und{g.choice(_RIDES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Crewmeister chat, Riesenrad crew: the Zamperla control panel password is {pw}",
    "Crewlinq message from Ottokar: Huss Break Dance operator terminal password {pw}",
    "Planerio shift note: Mack Rides service laptop password {pw}",
    "Blink post in #wilde-maus: KMG diagnostics password {pw}",
    "Crewmeister DM from Jannik: Fabbri PLC web password {pw}",
    "Crewlinq group 'Aufbau Gießen': Zierer ride-control HMI password {pw}",
    "Planerio comment on the Thursday shift: Gerstlauer maintenance portal password {pw}",
    "Blink message, Ramona: Bertazzon carousel controller password {pw}",
    "Pinboard bookmark note on the SBF Visa manual: service menu password {pw}",
    "Readwise highlight, my own note beside it: Technical Park panel password {pw}",
    "Textastic note 'rides.txt': Soriani bumper-car floor controller password {pw}",
    "Runestone scratch file: Schwarzkopf drive cabinet password {pw}",
    "Featherpad note on the office laptop: the Reverchon panel password is {pw}",
    "ride-inspection log, set-up at Oss: Lamberink service password {pw}",
    "generator lorry checklist: SmartGen HGM9510 web password {pw}",
    "Datakom D-500 genset controller, Rainbow Scada password {pw}",
    "Lovato RGK900 generator panel password {pw}, Manni changed it at Varaždin",
    "Arkaos MediaMaster remote password for the ghost-train screens: {pw}",
    "Clay Paky web remote password {pw}",
    "Stairville wireless DMX admin password {pw}",
    "dB Technologies amp network password {pw}",
    "Crane Payment Innovations chip changer service password {pw}",
    "Comestero change machine set-up password {pw}",
    "Standardwerk token dispenser admin password {pw}",
    "Elatec TWN4 AppBlaster project password {pw}",
    "Madrix 5 remote HTTP password {pw}",
    "Solarman logger web password for the panels on the winter-quarters barn: {pw}",
    "Schmitz Cargobull TrailerConnect portal password {pw}",
    "Falcon Player UI password on the Riesenrad show controller: {pw}",
    "VirtualDJ account password for the dodgem booth: {pw}",
    "Hi Ottokar,\n\nthe admin password for the ticket-trailer PC is {pw}. Please delete this mail once it's in the book.\n\nRamona",
    "Incident Gießen 2031-05-14: the Falcon Player on the big wheel was on the public wifi with the UI password {pw}",
    "Runbook: big-wheel wind stop reset\n1. open the Zamperla panel\n2. log in as service\n3. password {pw}\n4. confirm the anemometer reads below 15 m/s",
    "README (ticket trailer Pi)\nthe Tillhub bridge UI is at http://kasse.tamberlan.lan:8080, admin password `{pw}`.",
    "can you remember my Volksbank app password? it's {pw}",
    "dictated: the Huss operator terminal password is {pw} full stop",
    "Ei gude, es Passwort vom Kassewaache is {pw}, gell",
    "Manni: es neue Passwort fer die Autoscooter-Kass is {pw}, babbel des net rum",
    "Spann, s Passwort vom Chip-Automat isch {pw}, nid dibere mit de Kaffer",
    "Venanz: s nöie Passwort für d Kasse isch {pw}",
    "the password on the ticket box is {pw}, don't be canting it to the country people",
    "Johnjoe: new password for the laptop in the wagon is {pw}, keep it off the shades",
    "Sjaak: 't wachtwoord van de botsauto-kassa is {pw}, vertel da aan niemand hè",
    "ge moet dees wachtwoord onthouden: {pw}, houdoe",
    "'t wachtwoord van de kassa is {pw}, zeg 't tegen gin mens",
    "Gerrit: 't nieje wachtwoord van den laptop is {pw}",
    "Lozinka od blagajne je {pw}, nikomu ne povedaj, kaj ne?",
    "Štefica: nova lozinka za ringišpil je {pw}",
    "a password da cascia a l'è {pw}, no dîlo a nisciün",
    "Gigi: a password nêuva du computer a l'è {pw}",
    "Kassa salasõna om {pw}, ärq ütleq tuud kellelegi",
    "Aare: vahtsõnõ salasõna om {pw}",
    "das Kennwort für den PC im Kassenwagen lautet {pw}",
    "het wachtwoord van de pc in de kassawagen is {pw}",
    "lozinka za računalo u blagajni je {pw}",
    "la password del PC della cassa è {pw}",
    "kassaarvuti parool on {pw}",
    "hasło do komputera w kasie to {pw}",
    "a pénztárgép jelszava {pw}",
    "is é pasfhocal ríomhaire na dticéad ná {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ottokar", "wendelin.t", "ramona", "jannik", "chantal.t", "manni", "sjaak", "toon.vd",
          "mieke", "harrie", "gerrit", "dinie", "jolien.w", "darko", "snjezana", "kruno",
          "stefica.h", "gigi", "rosetta", "battistina", "tore", "aare", "leida", "evar.s",
          "paddy", "bridget.w", "johnjoe", "venanz", "mariella", "albin", "svc-kasse",
          "fpp-admin"]  # fmt: skip
_LOGINS = [
    "Crewmeister, Ottokar: the Huss terminal login is {u} / {pw}",
    "usr {u} pwd {pw}",
    "Readwise note › Rides › Zamperla panel: {u} — {pw}",
    "| ride | login | password |\n|---|---|---|\n| Riesenrad Aurelia | {u} | {pw} |",
    "sign into the Falcon Player as {u} with {pw}",
    "Eurolite DMX node login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- ride: wilde-maus\n  username: {u}\n  password: {pw}",
    "Blink: Palfinger Connected account {u}, password {pw}",
    "Jannik says the Tillhub back office is {u} and the password is {pw}",
    "ride,login,password\nbreakdance,{u},{pw}",
    "ssh {u}@kasse-pi.tamberlan.lan (password {pw})",
    "Crewlinq: creds for the Walter Hanke dispenser are {u} and {pw}",
    "Benutzer {u}, Passwort {pw}, gell",
    "de Benutzer isch {u} und s Passwort {pw}",
    "the feen's login is {u} and the password {pw}",
    "gebruiker {u}, wachtwoord {pw}, hedde da?",
    "gebruukersnaam {u}, wachtwoord {pw}",
    "korisničko ime {u}, lozinka {pw}",
    "utente {u}, password {pw}, no dîlo a nisciün",
    "kasutaja {u}, salasõna {pw}",
    "login {u} i hasło {pw}",
    "felhasználónév: {u}, jelszó: {pw}",
    "utilizator {u}, parolă {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["bembel", "licitar", "krentenwegge", "oeteldonk", "casca", "leelo", "tober",
               "flebbe", "zuckerwatte", "geisterbahn", "kettenflieger", "handkaes", "worstenbrood",
               "girotonno", "strukli", "ringispil", "sõir", "waltzer"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, and then {d}",
    "for the ticket-trailer PC it's {w} with {d} at the end",
    "voice memo: the crew wifi password is {w} and after that {d}, no space",
    "it's {w}{d}, the word and the digits together",
    "es Passwort is des Wort {w}, unn dann {d}",
    "s Passwort isch s Wort {w}, nochher {d}",
    "the password's the word {w}, then {d} after it, don't cant it",
    "'t wachtwoord is 't woord {w}, en dan {d}",
    "'t wachtwoord is 't woord {w}, en d'r achteran {d}",
    "lozinka je reč {w}, a onda {d}",
    "a password a l'è a paròlla {w}, pöi {d}",
    "salasõna om sõna {w}, sis {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "ziti edge login ctrl.tamberlan.lan:1280 -u {u} -p '{pw}'",
    "se_term -name {u} -pwd '{pw}' kassendb",
    "openmldb --zk_cluster=zk.tamberlan.lan:2181 --zk_root_path=/openmldb --role=sql_client --user={u} --password='{pw}'",
    "ss-local -s 203.0.113.40 -p 8388 -l 1080 -k '{pw}' -m chacha20-ietf-poly1305",
    "printf '{u}\\nTAMBERLAN\\n{pw}\\n' | gio mount smb://nas.tamberlan.lan/kasse",
    "kioclient5 cat 'smb://{u}:{pw}@nas.tamberlan.lan/kasse/tagesabschluss.csv'",
    "echo '{pw}' | cifscreds add -u {u} nas.tamberlan.lan",
    "mount_afp 'afp://{u}:{pw}@imac-buero.local/Plakate' /mnt/plakate",
    "ovhai login -u {u} -p '{pw}'",
    "UPCLOUD_USERNAME={u} UPCLOUD_PASSWORD='{pw}' upctl server list",
    "cntb config set-credentials --oauth2-clientid=INT-11833541 --oauth2-user={u}@tamberlan.eu --oauth2-password='{pw}'",
    "Kasse-Switch(config)# password manager user-name {u} plaintext {pw}",
    "[admin@Winterquartier] > /user set {u} password={pw}",
    "curl -u {u}:{pw} http://fpp-aurelia.local/api/playlists",
    "mariadb -h db.tamberlan.lan -u {u} -p'{pw}' kasse",
    "smbclient //nas.tamberlan.lan/kasse -U '{u}%{pw}'",
    "sshpass -p '{pw}' ssh {u}@kasse-pi.tamberlan.lan",
    "se_term -name {u} -pwd {pw} -file abschluss.xquery kassendb",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ExtraPuTTY session 'kassenwagen': {c}", "COSMIC Terminal on the office laptop:\n$ {c}",
    "Krusader's terminal emulator, ~/kasse $ {c}", "Thunar › Open Terminal Here:\n{c}",
    "PCManFM › Tools › Open Current Folder in Terminal: {c}",
    "bash_history on the generator lorry's NUC:\n  412  {c}",
    "the Pi in the ticket trailer, ~/.zsh_history:\n: 1955123456:0;{c}",
    "Textastic note 'befehle': {c}", "Featherpad scratch file:\n{c}",
    "Den Befehl hab isch ausgeführt: {c}", "dä Befehl hani lo laufe: {c}",
    "the command the feen ran on the box: {c}", "da commando heb ik gedraaid: {c}",
    "dit commando heb ik edraaid: {c}", "ovu naredbu sem pustil: {c}",
    "ò lanciòu sto comando: {c}", "seo käsu panni ma käümä: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtmp://{u}:{pw}@stream.tamberlan.eu/live/riesenrad",
    "rtsp://{u}:{pw}@cam-autoscooter.tamberlan.lan:554/h264",
    "afp://{u}:{pw}@imac-buero.local/Plakate",
    "davs://{u}:{pw}@cloud.tamberlan.eu/remote.php/webdav/",
    "ftps://{u}:{pw}@ftp.tamberlan.eu:990/plakate/",
    "mysql+pymysql://{u}:{pw}@db.tamberlan.lan:3306/kasse",
    "oracle+oracledb://{u}:{pw}@ora.tamberlan.lan:1521/?service_name=BUCH",
    "clickhouse+native://{u}:{pw}@ch.tamberlan.lan:9000/fahrten",
    "mongodb+srv://{u}:{pw}@kasse.x7k2q.mongodb.net/chips?retryWrites=true",
    "jdbc:mariadb://db.tamberlan.lan:3306/kasse?user={u}&password={pw}",
    "Server=sql.tamberlan.lan;Database=PlayoutONE;User Id={u};Password={pw};TrustServerCertificate=True",
    "ws://{u}:{pw}@fpp-aurelia.local:32322/",
    "http://{u}:{pw}@fpp-aurelia.local/api/system/status",
]  # fmt: skip
_URL_PLACES = [
    "KASSE_DB_URL={c}", "keep this connection string for me: {c}", "die Verbindung is {c}, gell",
    "de database-URL is {c}", "veza do baze: {c}", "ticket 4490: {c}",
    "Readwise note 'databases': {c}", "andmebaasi URL om {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tamberlan-kasse", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "sales:read chips:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _upper_uuid(variant: str) -> Maker:
    return lambda g: v.uuid4(g, variant).upper()


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Intercard", "INTERCARD_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Semnox", "SEMNOX_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Sacoa", "SACOA_API_TOKEN", _j((HEX, 32))),
    ("Gateway Ticketing", "GALAXY_API_KEY", _j((B64, 43), "=")),
    ("Tickethead", "TICKETHEAD_API_KEY", _j("th_live_", (ALNUM, 32))),
    ("Reservix", "RESERVIX_API_KEY", _j((HEX, 40))),
    ("Starticket", "STARTICKET_TOKEN", _j((URLSAFE, 43))),
    ("Petzi", "PETZI_WEBHOOK_SECRET", _j((HEX, 64))),
    ("ShowClix", "SHOWCLIX_TOKEN", _j((HEX, 32))),
    ("Tillhub", "TILLHUB_API_TOKEN", _vendor_jwt("https://api.tillhub.com")),
    ("Paylike", "PAYLIKE_APP_KEY", lambda g: v.uuid4(g, "9")),
    ("CM.com", "CM_PRODUCT_TOKEN", _upper_uuid("8")),
    ("Spryng", "SPRYNG_BEARER_TOKEN", _vendor_jwt("https://rest.spryngsms.com")),
    ("Debitoor", "DEBITOOR_ACCESS_TOKEN", _j((ALNUM, 48))),
    ("Clockodo", "CLOCKODO_API_KEY", _j((HEX, 32))),
    ("Timetac", "TIMETAC_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Staffomatic", "STAFFOMATIC_ACCESS_TOKEN", _j((HEX, 64))),
    ("Combase", "COMBASE_API_KEY", _j((ALNUM, 48))),
    ("Ticketpark", "TICKETPARK_API_SECRET", _j((URLSAFE, 40))),
    ("Eventfrog", "EVENTFROG_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Ticketcorner", "TICKETCORNER_PARTNER_KEY", _j((ALNUM, 32))),
    ("oeticket", "OETICKET_API_KEY", _j((HEX, 40))),
    ("ADticket", "ADTICKET_TOKEN", _j((ALNUM, 36))),
    ("TicketSwap", "TICKETSWAP_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Festicket", "FESTICKET_API_TOKEN", _j((HEX, 40))),
    ("Glownet", "GLOWNET_API_TOKEN", _j("gnt_", (ALNUM, 40))),
    ("Playpass", "PLAYPASS_API_KEY", _j((ALNUM, 32))),
    ("Tappit", "TAPPIT_CLIENT_SECRET", _j((B64, 64))),
    ("Lyfpay", "LYFPAY_SECRET_KEY", _j((HEX, 64))),
    ("Hobex", "HOBEX_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Saferpay", "SAFERPAY_JSON_API_PASSWORD", _j((ALNUM, 24))),
    ("Trackimo", "TRACKIMO_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Invoxia", "INVOXIA_API_TOKEN", _j((HEX, 40))),
    ("PAJ GPS", "PAJ_GPS_API_KEY", _j((ALNUM, 40))),
    ("Solarman", "SOLARMAN_APP_SECRET", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} tamberlan/kasse-bridge:2.4",
    "fly secrets set {env}={tok} -a kasse-bridge",
    "railway variables --set \"{env}={tok}\"",
    "dokku config:set kasse-bridge {env}={tok}",
    "crontab -l:\n0 6 * * * {env}={tok} /opt/kasse/sync.sh",
    "PowerShell on the office PC: $env:{env} = \"{tok}\"",
    "set {env}={tok}",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "config.php: define('{env}', '{tok}');",
    "Tamberlan Kasse-Admin › Einstellungen › Schnittstellen › {vendor} › API-Schlüssel: {tok}",
    "Crewmeister, Ramona: {vendor} key for the chip sync: {tok}",
    "Blink: the {vendor} token we use now is {tok}, the old one is revoked",
    "ticket 4417: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "de {vendor}-API-Schlüssel is {tok}, gell",
    "de API-Schlüssel vo {vendor} isch {tok}",
    "the {vendor} API key, don't cant it to nobody: {tok}",
    "den API-sleutel van {vendor} is {tok}, hè",
    "de API-sleutel van {vendor} is {tok}, zeg 't tegen gin mens",
    "API ključ od {vendor} je {tok}, kaj ne",
    "a ciave API de {vendor} a l'è {tok}",
    "{vendor} API võti om {tok}",
    "API-Schlüssel von {vendor} für die Kasse: {tok}",
    "API-sleutel van {vendor} voor de kassa: {tok}",
    "API ključ za {vendor}: {tok}",
    "chiave API di {vendor} per la cassa: {tok}",
    "{vendor} API võti kassa jaoks: {tok}",
    "klucz API {vendor} do kasy: {tok}",
    "{vendor} API-kulcs a pénztárhoz: {tok}",
    "cheia API {vendor} pentru casă: {tok}",
    "clé d'API {vendor} pour la caisse : {tok}",
    "{vendor} API anahtarı: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    cm = v.uuid4(rng, "9").upper()
    clockodo = _r(rng, HEX, 32)
    appcenter = _r(rng, HEX, 40)
    sentry = _r(rng, HEX, 64)
    vultr = _r(rng, UPPER_DIGITS, 36)
    surge = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f"curl -X POST https://gw.messaging.cm.com/v1.0/message -H 'X-CM-PRODUCTTOKEN: {cm}' -d @sms.json", cm),
        Sample("vendor_token", f'const clockodo = new Clockodo({{ authentication: {{ user: "buero@tamberlan.eu", apiKey: "{clockodo}" }} }});', clockodo),
        Sample("vendor_token", f"appcenter login --token {appcenter}", appcenter),
        Sample("vendor_token", f"sentry-cli --auth-token {sentry} releases new kasse-app@2.4.1", sentry),
        Sample("vendor_token", f"VULTR_API_KEY={vultr} vultr-cli instance list", vultr),
        Sample("vendor_token", f"SURGE_LOGIN=buero@tamberlan.eu SURGE_TOKEN={surge} surge ./plakate kirmes-tamberlan.surge.sh", surge),
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


_BARE_PLACES = ["{t}", "Crewmeister: {t}", "it only shows it once, so here:\n{t}",
                "des do hebb isch kopiert: {t}", "dit moet ge bewaren: {t}",
                "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 48)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "DESFire application master key of the ride-chip cards (AES, hex): {h}": 32,
    "Feig reader's AES key for the crew badges: {h}": 32,
    "LoRaWAN AppKey of the big wheel's anemometer (OTAA): {h}": 32,
    "HMAC secret for the Tappit top-up webhook: {h}": 64,
    "Zigbee network key of the light-chain controllers: {h}": 32,
    "Falcon Player multisync shared secret (hex): {h}": 48,
    "de Schlüssel fer die Chip-Kadde (hex): {h}": 64,
    "ključ za šifriranje backupa: {h}": 64,
    "varukoopia krüpteerimisvõti: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket 4452: token copied out of the browser's dev tools {t}",
    "Cookie: lang=nl; tmb_session={t}",
    "KASSE_BRIDGE_ACCESS_TOKEN={t}",
    "hang on to this bearer token: {t}",
    "des Token vom Kasse-Server: {t}",
    "den token van de kassa: {t}",
    "token za blagajnu: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.tamberlan.eu/realms/kirmes",
            "azp": "kasse-app",
            "roles": ["kasse", "fahrgeschaeft"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the ticket-trailer Pi, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/kasse.tamberlan.eu.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TILLHUB_SIGNING_KEY": "{key}", "store": "kassenwagen-1"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_fpp <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket 4460, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "de Schlüssel vom Server, gell:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the accountant's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Zecwallet Lite backup, copying it off the card before I shred it: {p}": "english",
    "HaloDefi wallet recovery phrase\n{p}": "english",
    "Nunchuk key backup words (the old chip-fund wallet, emptied): {p}": "english",
    "Exodus seed for the ride-chip experiment: {p}": "english",
    "voice memo: the BlueWallet recovery words are {p} and that's all of them": "english",
    "e paròlle pe recuperâ u portafeuggio: {p}": "italian",
    "slova pro obnovení peněženky Sparrow: {p}": "czech",
    "Cake Wallet 복구 문구: {p}": "korean",
    "助记词（旧钱包，已清空）：{p}": "chinese_simplified",
    "frase semilla de la billetera de la feria: {p}": "spanish",
    "phrase de récupération du portefeuille de la caisse : {p}": "french",
    "фраза восстановления кошелька кассы: {p}": "russian",
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
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's, Dankort's, Bancontact's: brands
    the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    if brand == "dankort":
        return _card_of(rng, ["5019"], [16])
    if brand == "bancontact":
        return _card_of(rng, ["6703"], [16, 19])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Crewmeister, Ramona: the company card for the Huss spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} valid to {mm}/{yy}",
    "Kartennummer: {c}\nGültig bis: {mm}/{yy}",
    "ticket 4471: pay the Zamperla service visit with card {c}",
    "mei Kaddenummer: {c}, {mm}/{yy}",
    "mini Charte-Nummer isch {c}",
    "me card number: {c}, {mm}/{yy}, don't cant it",
    "m'n kaartnummer is {c}, {mm}/{yy}",
    "mien kaartnummer: {c}",
    "broj moje kartice je {c}, {mm}/{yy}",
    "u numero da mæ carta: {c}",
    "mu kaardi number om {c}, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "mir", "mastercard", "amex", "dankort", "maestro", "bancontact", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/34, security code {cvv}",
               "the three digits on the back next to the signature: {cvv}",
               "Amex {c}, the four-digit CID on the front: {cvv}",
               "die drei Zahle hinne uff de Kadd: {cvv}",
               "de drie cijfers achter op de kaart: {cvv}",
               "tri brojke odzadi na kartici: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 82; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"IT": "a" + "n" * 10 + "c" * 12, "AT": "n" * 16, "AD": "n" * 8 + "c" * 12,
                "MK": "nnn" + "c" * 10 + "nn", "ME": "n" * 18, "AL": "n" * 8 + "c" * 16,
                "MD": "c" * 20, "RS": "n" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TMB-2031-077: please pay the Zamperla spare gearbox to {i} within 14 days",
    "save the Carloforte caterer's IBAN: {i}",
    "IBAN: {i}\nVerwendungszweck: Standgeld Kerb Gießen",
    "Crewlinq #buero: the Varaždin pitch organiser's new bank details, IBAN {i}",
    "mei IBAN: {i}",
    "mini IBAN isch {i}",
    "me IBAN, for the wages: {i}",
    "m'n IBAN is {i}",
    "mien IBAN: {i}",
    "moj IBAN je {i}",
    "u mæ IBAN: {i}",
    "mu IBAN om {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ch_itinerant(g: random.Random) -> str:
    """A Swiss itinerant-trade licence (Reisendengewerbe) number: a canton, a year, a serial."""
    return f"{g.choice(['GR', 'LU', 'SG', 'BE'])}-{g.randrange(2026, 2032)}-{_r(g, D, 5)}"


def _ch_passport(g: random.Random) -> str:
    """A Swiss passport number: a letter and seven digits, no public check."""
    return g.choice("SXF") + _r(g, D, 7)


def _ie_driver(g: random.Random) -> str:
    """An Irish driver number: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _ie_passport(g: random.Random) -> str:
    """An Irish passport number: two letters and seven digits."""
    return g.choice(["PA", "PB", "PC", "LF"]) + _r(g, D, 7)


def _de_reisegewerbe(g: random.Random) -> str:
    """A German Reisegewerbekarte number as a district office writes it: no public check."""
    return f"{g.randrange(100, 1000)}-{g.randrange(10, 100)}-{_r(g, D, 5)}"


def _de_passport(g: random.Random) -> str:
    """A German passport number: C and eight characters of its alphabet, its check digit left off."""
    return "C" + _r(g, "CFGHJKLMNPRTVWXYZ0123456789", 8)


def _nl_permit(g: random.Random) -> str:
    """A Dutch municipal pitch permit (standplaatsvergunning): a year and a serial."""
    return f"{g.randrange(2026, 2032)}-{_r(g, D, 6)}"


def _nl_document(g: random.Random) -> str:
    """A Dutch identity card's or passport's document number: two letters, six characters and a
    digit, no letter O, its check digit (only in the machine-readable zone) left off."""
    letters = UPPER.replace("O", "")
    return _r(g, letters, 2) + _r(g, letters + D, 6) + _r(g, D, 1)


def _hr_licence(g: random.Random) -> str:
    """A Croatian driving licence number: eight digits, no public check."""
    return g.choice("123456789") + _r(g, D, 7)


def _hr_passport(g: random.Random) -> str:
    """A Croatian passport number: nine digits, no public check."""
    return g.choice("123") + _r(g, D, 8)


def _it_cie(g: random.Random) -> str:
    """An Italian electronic identity card (CIE) number: two letters, five digits, two letters."""
    return "C" + g.choice("ABCD") + _r(g, D, 5) + _r(g, UPPER, 2)


def _it_passport(g: random.Random) -> str:
    """An Italian passport number: two letters and seven digits."""
    return g.choice(["YA", "YB", "YC", "AA"]) + _r(g, D, 7)


def _ee_id_card(g: random.Random) -> str:
    """An Estonian ID card's document number: two letters and seven digits."""
    return g.choice(["AB", "AC", "ET"]) + _r(g, D, 7)


def _ee_passport(g: random.Random) -> str:
    """An Estonian passport number: a letter and seven digits."""
    return g.choice("KV") + _r(g, D, 7)


def _ee_licence(g: random.Random) -> str:
    """An Estonian driving licence number: two letters and six digits."""
    return g.choice(["ET", "EE", "ER"]) + _r(g, D, 6)


def _hu_id(g: random.Random) -> str:
    """A Hungarian identity card (személyi igazolvány) number: six digits and two letters."""
    return _r(g, D, 6) + _r(g, UPPER, 2)


def _bg_id(g: random.Random) -> str:
    """A Bulgarian identity card (лична карта) number: nine digits, no public check."""
    return g.choice("6") + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "mini Bewilligung fürs Reisendengewerbe, d Nummer: {s}": _ch_itinerant,
    "mini Flebbe-Nummer (de Pass): {s}": _ch_passport,
    "me driver number off the licence, don't cant it to the shades: {s}": _ie_driver,
    "me passport number for the ferry booking: {s}": _ie_passport,
    "mei Reisegewerbekadde, Nummer {s}": _de_reisegewerbe,
    "die Nummer vom Reisebass: {s}": _de_passport,
    "standplaatsvergunning kermis Oss, nummer {s}": _nl_permit,
    "m'n ID-kaart nummer: {s}": _nl_document,
    "mien paspoortnummer is {s}": _nl_document,
    "nummer van mien ID-kaarte: {s}": _nl_document,
    "broj moje vozačke dozvole je {s}": _hr_licence,
    "broj putovnice: {s}": _hr_passport,
    "u numero da mæ carta d'identitæ elettronica: {s}": _it_cie,
    "u numero du mæ passapòrto: {s}": _it_passport,
    "mu ID-kaardi dokumendinumber om {s}": _ee_id_card,
    "mu passi number om {s}": _ee_passport,
    "mu juhiloa number om {s}": _ee_licence,
    "German itinerant trade card (Reisegewerbekarte) number for the Gießen Kerb application: {s}": _de_reisegewerbe,
    "Croatian driving licence number of the Varaždin driver: {s}": _hr_licence,
    "Estonian ID card document number for the Värska booking: {s}": _ee_id_card,
    "személyi igazolvány száma: {s}": _hu_id,
    "лична карта № {s}": _bg_id,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return ["-".join(_r(rng, LOWER_DIGITS, 4) for _ in range(3)) for _ in range(n)]


_BACKUPS = ["Tillhub 2FA recovery codes\n{codes}", "spare sign-in codes for the fair's Microsoft 365 {codes}",
            "Saferpay back-office backup codes: {codes}", "die 2FA-Ersatzcodes fer's Kassekonto:\n{codes}",
            "rezervni kodovi za 2FA: {codes}", "2FA varukoodiq: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Clockodo:ramona@tamberlan.eu?secret={s}&issuer=Clockodo&period=30",
              "2FAS, manual setup key for the Saferpay login: {s}",
              "Aegis, secret key for the Tillhub account: {s}",
              "de 2FA-sleutel van 't Hobex-account: {s}"]  # fmt: skip
_CODES = ["{c} is your Eventfrog verification code", "Hobex: Ihr Bestätigungscode lautet {c}",
          "Ticketcorner: Dein Code ist {c}. Gib ihn niemandem weiter.",
          "Spryng: je verificatiecode is {c}", "oeticket Sicherheitscode: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "\n", " "][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Tamberlan-Kasse", "TMB-Crew-5G", "Riesenrad-Aurelia", "Kerb-Giessen-Staff",
          "FRITZ!Box 6850 LTE", "Oss-Kermis-Kramers", "Zwarte-Cross-Crew", "Spancirfest-Zabava",
          "Girotonno-Staff", "Varska-Laat", "Ballinasloe-Fair", "Feckerchilbi-Savognin",
          "Winterquartier-5G", "Vodafone-7C3A", "A1-Kirmes-5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "crew network {s}, password {pw}",
    "wifi at the winter quarters: {s} / {pw}",
    "Falcon Player first boot, wireless: SSID {s}, passphrase {pw}",
    "the key on the sticker under the LTE router in the ticket trailer: {pw}",
    "es WLAN {s}, Passwort {pw}",
    "s WLAN {s}, s Passwort isch {pw}",
    "the wifi {s}, password {pw}, don't cant it to the punters",
    "de wifi {s}, 't wachtwoord is {pw}",
    "wifi {s}, wachtwoord {pw}, zeg 't tegen gin mens",
    "wifi {s}, lozinka je {pw}",
    "o wifi {s}, a password a l'è {pw}",
    "wifi {s} salasõna om {pw}",
    "big-wheel show controller wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 16)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("gnt_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("th_live_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Crewmeister call] {t}",
          "(spaced so the Blink preview hides it) {t}", "Buchstabe fer Buchstabe: {t}",
          "slovo po slovo: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["es Zahleschloss am Aggregat-Aahänger: {pw}", "s Schloss vom Kassewage: {pw}",
          "the lock on the wagon box: {pw}", "de code van 't hangslot op de kassawagen: {pw}",
          "code van 't hangslot van de schuur: {pw}", "kod lokota na kamionu: {pw}",
          "u codice du lucchetto du magazzin: {pw}", "tabaluku kood om {pw}",
          "the safe in the ticket trailer opens with {pw} then #"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["dodgem", "waltzer", "gallopers", "candyfloss", "toffee", "carousel", "coconut",
                 "hoopla", "lantern", "sawdust", "calliope", "midway", "tombola", "skittle",
                 "pennant", "bunting"]  # fmt: skip
_PHRASES = {"Enpass master passphrase for the office vault: {p}": " ",
            "Passbolt recovery passphrase: {p}": " ",
            "KeeWeb database passphrase: {p}": "-", "Strongbox master passphrase: {p}": ".",
            "die Passphrase fer's Backup: {p}": " ", "varukoopia salafraas: {p}": "_",
            "the backup passphrase, don't cant it: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request for the chip sync, header Authorization: Basic {v}": True,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "xLights upload log: Authorization: Bearer {v}": False,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "ticket 4480, curl from the Eventfrog docs: -H 'authorization: bearer {v}'": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "ProCurve 2530 running-config:\nhostname \"Kasse-Switch\"\npassword manager user-name admin plaintext \"{pw}\"",
    "Kodi guisettings.xml on the ghost-train media box:\n<setting id=\"services.webserverusername\">kodi</setting>\n<setting id=\"services.webserverpassword\">{pw}</setting>",
    "Falcon Player /home/fpp/media/settings:\npasswordEnable = \"1\"\npassword = \"{pw}\"",
    "mAirList.ini:\n[Database]\nServer=db.tamberlan.lan\nUsername=mairlist\nPassword={pw}",
    "RadioDJ Settings.xml:\n<DBServer>localhost</DBServer>\n<DBUser>radiodj</DBUser>\n<DBPass>{pw}</DBPass>",
    "SAM Broadcaster SAMBC.ini:\n[MySQL]\nHost=127.0.0.1\nUser=sam\nPassword={pw}",
    "iSpy objects.xml:\n<settings videosourcestring=\"rtsp://cam-autoscooter.tamberlan.lan/h264\" login=\"admin\" password=\"{pw}\" />",
    "~/.cntb.yaml:\noauth2-clientid: INT-11833541\noauth2-user: buero@tamberlan.eu\noauth2-password: {pw}",
    "~/.config/upctl.yaml:\nusername: tamberlan-api\npassword: {pw}",
    "/etc/shadowsocks-libev/crew.json (ss-local):\n{{\"server\": \"203.0.113.40\", \"server_port\": 8388, \"local_port\": 1080, \"password\": \"{pw}\", \"method\": \"chacha20-ietf-poly1305\"}}",
    "VirtualDJ settings.xml:\n<broadcastServer>stream.tamberlan.eu:8000</broadcastServer>\n<broadcastPassword>{pw}</broadcastPassword>",
    "Traktor Settings.tsi, broadcasting:\n<Entry Name=\"Broadcast.Server.Address\" Type=\"3\" Value=\"stream.tamberlan.eu\"></Entry>\n<Entry Name=\"Broadcast.Server.Password\" Type=\"3\" Value=\"{pw}\"></Entry>",
    "PlayoutONE.exe.config:\n<add name=\"PlayoutONE\" connectionString=\"Server=sql.tamberlan.lan;Database=PlayoutONE;User Id=playout;Password={pw};\" />",
    "xLights networks file, FPP upload:\n<Controller Name=\"Aurelia\" IP=\"10.8.0.21\" Username=\"fpp\" Password=\"{pw}\"/>",
    "~/.netrc on the poster printer's laptop:\nmachine ftp.tamberlan.eu login plakate password {pw}",
    "compose.yaml for the Tillhub bridge:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Ramona: crew wifi password?\nManni: {pw}",
    "[06:12] jannik: root pw for the kasse Pi?\n[06:13] ottokar: {pw}",
    "Chantal: {pw} is the new Huss terminal password",
    "Toon: use {pw}, that's what the Suzohapp validator tool has now",
    "Manni: es neue Passwort is {pw}",
    "Venanz: s nöie Passwort isch {pw}",
    "Paddy: new password's {pw}, don't cant it",
    "Mieke: 't nieuw wachtwoord is {pw}",
    "Darko: nova lozinka je {pw}",
    "Leida: vahtsõnõ salasõna om {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "Pass\u200bwort: {pw}", "wacht\u2060woord = {pw}", "lozin\u00adka → {pw}", "pаsswоrd: {pw}",
    "𝖕𝖆𝖘𝖘𝖜𝖔𝖗𝖉 {pw}", "ＰＡＳＳＷＯＲＴ: {pw}", "pass\u200dword = {pw}", "sala\u200csõna: {pw}",
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
    "the Huss terminal password is": "{s}", "Zamperla service pw:": "{s} (since the gearbox swap in May)",
    "es Passwort is": "{s}, gell", "Alberici hopper password": "{s}\nchange it after the Kerb",
    "'t wachtwoord is": "{s}", "lozinka:": "{s}", "a password a l'è": "{s}", "salasõna om": "{s}",
    "the password Manni shouted across the lot was": "{s}, I think", "s Passwort isch": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Clockodo API key", "{s}", _j((HEX, 32))),
    ("split_token", "Glownet token:", "{s} (cashless top-ups)", _j("gnt_", (ALNUM, 40))),
    ("split_token", "Trackimo client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Zecwallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(_card(g, "dankort"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MK"))),
    ("split_backup", "Tillhub recovery codes", "{s}\nk3x9-2m7q-vd81\nw0p4-h6ta-3jz5", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "broj vozačke dozvole", "{s}", _hr_licence),
    ("split_phrase", "Enpass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"fpp": {"url": "http://fpp-aurelia.local", "ui_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"lozinka": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "manni", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"rides": [{"name": "breakdance"}, {"name": "wilde-maus", "panel_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["ziti", "edge", "login", "ctrl.tamberlan.lan:1280", "-u", "admin", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "s Passwort vom Kassewage isch {s}"}': ("meta_password", _plain_pw),
    '{"salasõna": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Huss terminal as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"clockodo": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"tappitSecret": "{s}"}': ("meta_token", _j((B64, 64))),
    '{"glownet_token": "{s}"}': ("meta_token", _j("gnt_", (ALNUM, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "03/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"caterer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AD")),
    '{"crew": {"name": "Gigi", "passport_no": "{s}"}}': ("meta_id", _it_passport),
    '{"mfa": {"recovery_codes": ["{s}", "k3x9-2m7q-vd81", "w0p4-h6ta-3jz5"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"old_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"desfire": {"app_master_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"wagon_safe": {"code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "TMB-Crew-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"FPP-v8.5-Pi.img.zip").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tamberlan/kasse-bridge:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"ridelog: add wind speed column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"kasse: revert chip price table", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"standgeld_2031.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"fahrten-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Zamperla panel password before the ride inspection on 2031-04-22.",
    "Manni asked for the crew wifi password; it's on the card in the ticket trailer's drawer.",
    "Policy: fair passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Crewmeister; share a vault link instead.",
    "The `.env.example` line `CLOCKODO_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Huss terminal asks for a new operator password after every software update.",
    "Replace <YOUR_EVENTFROG_KEY> in the README with the key from your Eventfrog dashboard.",
    "TAPPIT_CLIENT_SECRET and GLOWNET_API_TOKEN must be set before the nightly top-up sync runs.",
    "Dei Passwort verzählst de kaam Mensch, gell?",
    "S Passwort dibersch nid mit de Kaffer.",
    "Never cant your password to anyone, not even the feen at the hatch.",
    "Ge vertelt oe wachtwoord aan niemand, hè.",
    "Oew wachtwoord zeg ie tegen gin mens.",
    "Lozinku nikomu ne povedaj, kaj ne.",
    "A password no se dixe a nisciün.",
    "Salasõnna ärq ütleq kellelegi.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "Het wachtwoord moet minstens veertien tekens bevatten.",
    "Lozinka mora imati najmanje četrnaest znakova.",
    "La password deve contenere almeno quattordici caratteri.",
    "Parool peab olema vähemalt neliteist tähemärki pikk.",
    "Hasło musi mieć co najmniej czternaście znaków.",
    "Upgraded the Falcon Player from 8.4 to 8.5 and xLights to 2031.12 over the winter.",
    f"commit {_COMMIT} adds the wind-speed column to the ride log.",
    f"Rolled back to {_SHORT} after the chip price change broke the ticket-trailer export.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The FPP 8.5 image for the Pi has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of fahrten-2031.parquet: {_SHA512}",
    f"The kasse-bridge container runs ghcr.io/tamberlan/kasse-bridge@sha256:{_IMAGE}.",
    f"MD5 of standgeld_2031.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f6c2a91-7b4e-4d0a-9e15-8c2b7f4a6d03 is the slow one in the Tillhub logs.",
    "Purchase order PO-2031-00297 for 400 LED bulbs for the big wheel ships on Thursday.",
    "Ticket 4417: the dodgem floor keeps tripping the RCD after rain.",
    "Call the Gießen market office on +49 641 306 1520 before noon.",
    "The big wheel is 38 m tall, has 36 gondolas and stops at wind speeds above 15 m/s.",
    "A ride on the dodgems costs 3 chips; 10 chips cost 25 euros at the ticket trailer.",
    "Standgeld for the Oss kermis is 1,240 euros for nine days.",
    "After five wrong passwords the Huss terminal locks the operator out for 20 minutes.",
    "The secret of good gebrannte Mandeln is a copper kettle and patience.",
    "Ask Ottokar for the safe code in the ticket trailer, I don't have it.",
    "My card ending 0938 was declined at the Varaždin hardware store.",
    "The Carloforte caterer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the fair's Tillhub account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SAFERPAY_JSON_API_PASSWORD` in the secrets store, never in the repository.",
    "The padlock on the generator trailer rusts in the rain; oil it every month.",
    "Eventfrog moved the API key page under Settings › Integrations in its spring release.",
    "The guest wifi 'Tamberlan-Gaeste' is open, no password needed.",
    "Gondola 17 of the big wheel needs a new door hinge before the Kerb.",
    "Zamperla firmware 4.12.3 fixes the brake-sensor warning on the big wheel.",
    "The winter quarters at Hinterbruch hold 14 trailers and the big wheel's 9 transport wagons.",
    "Špancirfest počne v petek, a mi se spravljamo v sredu.",
    "U Girotonno u l'è a-a fin de mazzo, a Carlofòrte.",
    "Seto Kuningriigi päiv om augustin, Värskan.",
    "The horse fair at Ballinasloe is the first week of October; we'll pull in on the Monday.",
    "D Feckerchilbi isch im Summer, mir chömed mit zwei Wage.",
    "Die Kerb in Gieße geht vom Freitag bis zum Dienstag, mer baue am Mittwoch uff.",
    "De kermis in Oss begint op zaoterdag, wij staon op de Heuvel.",
    "Met de Zwarte Cross staot wi'j met de botsauto's achter de grote tent.",
    "The generator lorry burns about 18 litres of diesel an hour with every ride running.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-03-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/fair/huss-terminal", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "4417", "purchase_order": "PO-2031-00297"}',
    '{"ride": {"name": "Riesenrad Aurelia", "height_m": 38, "gondolas": 36, "wind_limit_ms": 15}}',
    '{"phone": "+49 641 306 1520", "city": "Gießen"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "chips_sold": 18422}',
    '{"request_id": "3f6c2a91-7b4e-4d0a-9e15-8c2b7f4a6d03", "latency_ms": 812}',
    '{"pitch": {"fair": "Oss kermis", "standgeld_eur": 1240, "days": 9}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
