# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, thirty-third corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to thirty-second only to search them
for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, and the scrubber was never run on it. Its own seed, password words,
names, places, templates, tools, vendors and layouts, the way the dispatchers, hut wardens,
helicopter crews, avalanche forecasters and volunteers of a mountain-rescue and avalanche-warning
federation (Serac Mountain Rescue & Avalanche Watch: a dispatch centre at Ljetzan in the Lessinia,
stations at Samarina in the Pindus and Krushuva in North Macedonia, Kvikkjokk by Sarek, Børselv on
the Porsanger fjord, Ovacik under the Munzur range, Polur below Damavand, Ziarat in the Balochistan
junipers and Sendim on the Mirandese plateau, huts, weather and snow stations, two H145s and a
drone team) leak secrets into an assistant's memory: Siilo, Pulsara, Vocera, TigerConnect, Hospify,
Glympse, Life360, Superhuman, Franz, Wavebox, Ice Cubes, Megalodon, Fedilab, Tokodon and Sharkey
messages, radio and pager logs, hut logbooks and whiteboard photos, InvGate, SupportPal, Papercups,
Document360, Helpjuice and Slab tickets and pages, Ghostwriter notes to self, e-mails, runbooks,
the history of WebSSH, GoTTY, Sshwifty, Bastillion, XPipe, hterm, CoolTerm, RealTerm, moserial and
CuteCom sessions, commands of radtest, radclient, adidnsdump, onvif-cli, atexec, MPlayer,
ipa-client-install, realm, ldapdomaindump, bloodhound-python, certipy, impacket's getTGT,
secretsdump, wmiexec, GetUserSPNs, smbclient.py and psexec.py, kerbrute, enum4linux, ncrack,
patator, crowbar, chisel, microsocks, MAVProxy, nanomq_cli, mosquitto_rr, hatch, pdm, cabal,
smbtree, psftp, ipmiutil, sqlmap, whatweb, wfuzz, dirb, gobuster, Rubeus, lsassy, coercer,
windapsearch and net rpc, configs of Traccar, OwnTracks' recorder, Kismet, NanoMQ, Kannel, Gammu's
smsd, playSMS, Jasmin, tegola, pg_tileserv, OpenSIPS, VerneMQ, InvenTree, uMurmur, Apprise,
Chamilo, Part-DB and martin, the web pages of avalanche, weather, snow, rope, radio, satellite,
medical, camera, drone and hut-power hardware (Mammut, Ortovox, Pieps, Wyssen, Inauen-Schätti, TAS,
Doppelmayr, Leitner, Prinoth, Kässbohrer, Hytera, Sepura, Kenwood, Tait, Simoco, Thrane & Thrane,
Breeze-Eastern, Hensoldt, Sommer, Geonor, Kipp & Zonen, Thies, R.M. Young, Biral, Parrot, Freefly,
Corpuls, Zoll, LUCAS, LIFEPAK, Schiller, Weinmann, Hamilton, Dräger, Zetron, Rohde & Schwarz,
McMurdo, Orolia, Mobotix, Vivotek, Geutebrück, Milestone, Studer, Victron's Venus OS, Epever,
Renogy and Pylontech), README fragments, voice-dictated text and requests to the assistant itself.
About 60 % English (or language-neutral config and shell), the rest in Aromanian, Cimbrian (of the
Seven and Thirteen Communities), Lule Sámi, Kven, Zazaki, Mazandarani (in Persian letters), Balochi
(in Arabic letters, as written in Pakistan) and Mirandese (no earlier docstring names them), and
Italian, German, French, Rioplatense Spanish, Norwegian, Swedish, Slovene, Polish, Nepali,
Japanese, Persian, Turkish and Greek in wordings of their own. Vendors (RapidSOS, AlertMedia,
OnSolve, Intterra, Tablet Command, Mark43, CentralSquare, Everbridge, D4H, Resgrid, Active911,
IamResponding, Aladtec, SIGNL4, xMatters, Zoleo, Somewear, Globalstar, CalTopo, Gaia GPS, Avenza,
PeakVisor, Outdooractive, Komoot, Bergfex, Spidertracks, Skytrac, the OpenSky Network, Synoptic
Data, EUMETSAT, ECMWF, Ubimet, Earth Networks, Weathernews, Netatmo, Weather Underground, Maxar,
Esendex, GatewayAPI, 46elks, Cellsynt, Skydio, FlytBase, Airdata, Auterion, Glympse) are ones
heldouts 5 to 32 do not name; the ids are kinds they do not use: Norway's D-number, drawn until
python-stdnum's `no.fodselsnummer` validates it, a Swedish samordningsnummer (a birth day plus 60,
which stdnum's `se.personnummer` refuses, so its Luhn digit is checked with stdnum's `luhn`), the
IMEI of a satellite messenger or a phone (`imei`, Luhn), a SIM's IMSI (`imsi`, which checks its
length and country code only), Iceland's VSK number and San Marino's COE (`is_.vsk`, `sm.coe`:
format only, they carry no check digit); North Macedonia's EMBG, the Greek police identity card
number (ΑΔΤ), Pakistan's NICOP, a Turkish driving licence number, an EASA pilot licence number and
the Italian health card (tessera sanitaria) number, which carry no check a library or this file
verifies (no check-digit algorithm is written here); passports under Cimbrian, Mazandarani,
Aromanian and Mirandese words, likewise unchecked. Card numbers pass Luhn (Dankort, UATP, Humo,
UzCard, Napas, Belkart and DinaCard prefixes drawn here and checked with python-stdnum's `luhn`).
The IBANs are of countries used least by a rough count over heldouts 5 to 32 (North Macedonia,
Monaco, the Holy See, Belarus, Iraq, Libya, Somalia and Yemen, each in one earlier corpus), drawn
until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Italian, Czech,
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
from stdnum import imei as std_imei
from stdnum import imsi as std_imsi
from stdnum import luhn
from stdnum.is_ import vsk as is_vsk
from stdnum.no import fodselsnummer
from stdnum.sm import coe as sm_coe

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 58_118_674
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


_SNOW = ["Cornice", "Serac", "Couloir", "Firn", "Sastrugi", "Bergschrund", "Verglas", "Windslab",
         "Hoarfrost", "Depthhoar", "Runnel", "Nevado", "Spillway", "Glide"]  # fmt: skip
_GEAR = ["Crampon", "Piton", "Karabiner", "Belay", "Bivouac", "Stretcher", "Longline", "Barryvox",
         "Prusik", "Abseil", "Harness", "Shovel", "Vacmat", "Hoist"]  # fmt: skip
_PLACES = ["Samarina", "Krushuva", "Metsovo", "Ljetzan", "Sleghe", "Robaan", "Kvikkjokk", "Sarek",
           "Jokkmokk", "Porsanger", "Borselv", "Lakselv", "Ovacik", "Pulumur", "Munzur", "Polur",
           "Damavand", "Baladeh", "Ziarat", "Khuzdar", "Kalat", "Sendim", "Montesinho", "Bovec",
           "Zakopane", "Lukla", "Hakuba", "Chalten", "Lyngen", "Abisko"]  # fmt: skip
_NAMES = ["Yorgu", "Tanasi", "Vanghelitsa", "Mitsa", "Bepi", "Nadia", "Lorenzo", "Ante", "Sunna",
          "Risten", "Jovnna", "Eero", "Aili", "Toivo", "Hilja", "Heyder", "Rojda", "Zeynel",
          "Berfin", "Behrouz", "Farzaneh", "Kourosh", "Mahsa", "Naseer", "Gulzar", "Mahrang",
          "Amadeu", "Alcina", "Reto", "Urska", "Kinga", "Pemba", "Dawa", "Haruto", "Catalina"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["C0rn1c3", "S3r4c", "B3rgschrund", "Cr4mp0n", "B1v0u4c", "K4r4b1n3r", "S4strug1",
         "L0ngl1n3", "V3rgl4s"]  # fmt: skip
_TAILS = ["HBZ", "OEX", "IEK", "SEJ", "LNO", "TCH", "EPH", "SXH"]


def _summit(g: random.Random) -> str:
    """A snow word, a piece of gear, a summit's height and a sign, as a warden makes one up."""
    return f"{g.choice(_SNOW)}{g.choice(_GEAR)}{g.randrange(1200, 4900)}{g.choice(_SYMBOLS)}"


def _groups(g: random.Random) -> str:
    """Four groups of four, letters of both cases and digits, as a vault generates them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    _summit,
    lambda g: "-".join(w.lower() for w in g.sample(_SNOW, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%*!@", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_TAILS)}{_r(g, UPPER, 2)}{g.choice(['145', '169', '429', '135'])}{g.choice(_SYMBOLS)}{_r(g, LOWER, 3)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_SNOW).lower()}.{g.randrange(10, 100)}",
    lambda g: f"Danger{g.randrange(1, 6)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_GEAR).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _groups,
    lambda g: f"{g.choice(_NAMES)}Climbs{g.choice(_PLACES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 18),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Siilo message from Reto: the Mammut Barryvox checkpoint at the Ljetzan trailhead has admin password {pw}",
    "Pulsara case note: Corpuls3 monitor service menu password {pw}",
    "Vocera broadcast, transcribed: the Zoll X Series export password is {pw}",
    "TigerConnect message from Urska: LUCAS 3 data-export password {pw}",
    "Hospify chat with the H145 crew: LIFEPAK 15 setup password is {pw}",
    "Glympse share note from Pemba: Schiller Argus PRO password {pw}",
    "Life360 place note 'Polur station': Weinmann MEDUMAT service password {pw}",
    "Superhuman draft to the medical lead: Hamilton T1 service password {pw}",
    "Franz tab, Siilo web: Dräger Oxylog 3000 plus service code password {pw}",
    "Wavebox, TigerConnect pane: Ortovox beacon-trainer base station password {pw}",
    "Ice Cubes DM from @catalina: Pieps Checkpoint web password {pw}",
    "Megalodon DM: Wyssen avalanche tower control panel password {pw}",
    "Fedilab DM from Heyder: Inauen-Schätti Gazex controller password {pw}",
    "Tokodon DM: TAS Daisybell remote-trigger console password is {pw}",
    "Sharkey DM from Tanasi: Doppelmayr ropeway operator station password {pw}",
    "radio log 14:32, Kvikkjokk to dispatch: Leitner lift SCADA password {pw}",
    "pager text to the hut wardens: Prinoth fleet portal password {pw}",
    "hut logbook, Robaan hut, 3 Feb: Kässbohrer SNOWsat password {pw}",
    "whiteboard photo from the Ljetzan dispatch room, OCR: Hytera DMR dispatcher password {pw}",
    "Siilo group 'Heli ops': Sepura SC21 programming password {pw}",
    "Pulsara note: Kenwood NX-5000 KPG password {pw}",
    "Vocera note, Børselv station: Tait TN9300 node password {pw}",
    "TigerConnect: Simoco Xd repeater web password {pw}",
    "Hospify: Thrane & Thrane Explorer 710 BGAN terminal password {pw}",
    "Glympse note: Breeze-Eastern hoist maintenance laptop password {pw}",
    "Superhuman, sent to the avionics shop: Hensoldt camera pod password {pw}",
    "Franz, Vocera pane: Sommer USH-9 snow-depth logger password {pw}",
    "Ice Cubes DM: Geonor T-200B gauge logger password {pw}",
    "Megalodon DM from Aili: Kipp & Zonen radiometer web password {pw}",
    "Fedilab DM: Thies Clima ultrasonic anemometer config password {pw}",
    "Tokodon DM from Behrouz: R.M. Young wind monitor logger password {pw}",
    "Sharkey DM: Biral SWS-200 visibility sensor password {pw}",
    "InvGate request 3310: Parrot Anafi USA ground-station password {pw}, please reset",
    "SupportPal ticket #1194: Freefly Astro controller password {pw} stopped working",
    "Papercups chat with the installer: Zetron ACOM dispatch console password {pw}",
    "Document360 draft 'Radio room': Rohde & Schwarz radio web password {pw}",
    "Helpjuice article (internal): McMurdo beacon-test station password {pw}",
    "Slab post 'Beacon registrations': Orolia SARsat portal password {pw}",
    "InvGate request 3322: Mobotix M73 webcam at Sarek hut admin password {pw} must be changed",
    "SupportPal ticket #1201: Vivotek camera at the Munzur weather mast, password {pw}",
    "Papercups: the Geutebrück G-Core password is {pw}",
    "Slab page 'Video': Milestone XProtect admin password {pw}",
    "Ghostwriter note 'huts': Studer Xcom-232i password {pw}",
    "Ghostwriter, 'solar at Samarina': Victron Venus OS remote console password {pw}",
    "note to self: Epever Tracer web password at Ziarat is {pw}",
    "Renogy ONE Core at the Sendim hut: password {pw}",
    "Pylontech BatteryView password on the Kalat hut laptop: {pw}",
    "Hi Reto,\n\nthe dispatch server's root password is {pw}. Delete this mail once it is in the vault.\n\nCheers,\nUrska",
    "Incident 2033-01-19: the Wyssen tower panel at Sleghe was open to the internet with password {pw}",
    "Runbook: resetting the Sommer logger after a power cut\n1. connect to the hut's LTE router\n2. log in as service\n3. password {pw}\n4. restart the logging task",
    "README (Polur weather mast)\nthe Thies console is at http://thies-polur.serac.lan, admin password `{pw}`.",
    "my Postbank Ident password is {pw} now",
    "can you remember my Banca Popolare di Sondrio app password? it's {pw}",
    "the e-Devlet password I use is {pw}",
    "dictated: the Corpuls portal password is {pw} full stop",
    "after the reinstall the Zetron console password became {pw}",
    "Parola a mea di email easte {pw}",
    "parola di la router tu casã: {pw}",
    "Tanasi: parola noauã a serverlui easte {pw}, nu u spuni a vãrnui",
    "Dar pasbòrt vo mai email iz {pw}",
    "dar pasbòrt vo 'me router in haus: {pw}",
    "Bepi: dar naüge pasbòrt vo 'me server iz {pw}, sag's niamat",
    "Mu e-poastta bessamsátne la {pw}",
    "ruovttu routera bessamsátne: {pw}",
    "Sunná: ådå servera bessamsátne la {pw}, ale subtsasa",
    "Minun e-postin salasana oon {pw}",
    "kottiin ruuterin salasana: {pw}",
    "Aili: serverin uusi salasana oon {pw}, elä sano kenelekhään",
    "Şîfreya e-postaya mi {pw} a",
    "şîfreya routerê keyeyî: {pw}",
    "Rojda: şîfreya newiye ya serverî {pw} a, kesî rê meva",
    "مه ایمیلِ رمز {pw} هسه",
    "سرهِ روترِ رمز: {pw}",
    "بهروز: نو سرورِ رمز {pw} هسه، هیچکس ره نَوو",
    "منی ای میلءِ پاسورڈ {pw} انت",
    "لوگءِ روٹرءِ پاسورڈ: {pw}",
    "نصیر: سرورءِ نوکیں پاسورڈ {pw} انت، کسءَ مگوش",
    "La palabra-passe de l miu correio ye {pw}",
    "la palabra-passe de l router de casa: {pw}",
    "Amadeu: la nuoba palabra-passe de l serbidor ye {pw}, nun la digas a naide",
    "la password del tablet sull'elicottero è {pw}, non dirla via radio",
    "s Passwort vom Funk-PC in der Zentrale isch {pw}",
    "mdp du poste de la cabane : {pw}",
    "che, la clave del rúter del refugio es {pw}",
    "passordet til værstasjonen på Lyngen er {pw}",
    "lösenordet till stugans dator i Abisko är {pw}",
    "geslo za računalnik v koči je {pw}",
    "hasło do komputera w dyżurce to {pw}",
    "लजको कम्प्युटरको पासवर्ड {pw} हो",
    "山小屋のPCのパスワードは{pw}だよ",
    "رمز کامپیوتر پناهگاه {pw} است",
    "sığınaktaki bilgisayarın şifresi {pw}",
    "ο κωδικός του υπολογιστή στο καταφύγιο είναι {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["yorgu", "tanasi.m", "vanghelitsa", "bepi.nicolussi", "nadia.n", "ante", "sunna.k",
          "risten", "eero", "aili.h", "heyder", "rojda", "behrouz", "farzaneh", "naseer",
          "gulzar.b", "amadeu", "alcina", "reto", "urska", "kinga", "pemba", "dawa.s", "haruto",
          "catalina", "svc-dispatch", "heli-ops", "wx-stations"]  # fmt: skip
_LOGINS = [
    "Siilo, Reto: the Zetron console login is {u} / {pw}",
    "SupportPal #1210: {u} locked out of the Corpuls portal, last password {pw}",
    "acct {u} passwd {pw}",
    "Slab › Stations › Polur › Thies console: {u} — {pw}",
    "| system | user | pass |\n|---|---|---|\n| Wyssen panel | {u} | {pw} |",
    "log into the Hytera dispatcher as {u} with {pw}",
    "Prinoth portal {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: wx-polur\n  user: {u}\n  pass: {pw}",
    "Vocera: account {u}, password {pw}",
    "Pemba says the Sepura account is {u} and the password is {pw}",
    "system,user,password\ngeutebrueck,{u},{pw}",
    "ssh {u}@dispatch.serac.lan (password {pw})",
    "Hospify: creds for the Studer Xcom are {u} and {pw}",
    "numa di utilizator {u}, parola {pw}",
    "dar nà vo 'me user {u}, dar pasbòrt {pw}",
    "geavaheddjenamma {u}, bessamsátne {pw}",
    "käyttäjänimi {u}, salasana {pw}",
    "nameyê karberî {u}, şîfre {pw}",
    "کاربر {u}، رمز {pw}",
    "یوزر نیم {u}، پاسورڈ {pw}",
    "nome d'outelizador {u}, palabra-passe {pw}",
    "utente {u} e password {pw}, mi raccomando",
    "Benutzername {u}, Passwort {pw}",
    "brukernavn {u}, passord {pw}",
    "ユーザー名 {u} / パスワード {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["cornice", "serac", "couloir", "firn", "sastrugi", "verglas", "bivouac", "prusik",
               "crampon", "kaberlaba", "tunturi", "varre", "munzur", "juniper", "mirlo", "lakselv",
               "samarina", "damavand"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, and then {d}",
    "password: {w}, and right behind it the number {d}",
    "for the dispatch server it's {w} with {d} on the end",
    "voice memo: the hut wifi password is {w}, then {d}, nothing in between",
    "type {w}, followed by {d}",
    "it's {w}{d}, the word and the digits run together",
    "parola easte zborlu {w}, shi dupã el {d}",
    "dar pasbòrt iz 's bort {w}, dornàch {d}",
    "bessamsátne la báhko {w}, dan maŋŋela {d}",
    "salasana oon sana {w}, sitte perrään {d}",
    "şîfre çekuya {w} a, dima {d}",
    "رمز کلمهِ {w} هسه، بعدش {d}",
    "پاسورڈ لبز {w} انت، رندا {d}",
    "la palabra-passe ye la palabra {w}, apuis {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "radtest {u} '{pw}' radius.serac.lan 0 testing123",
    "echo 'User-Name={u},User-Password={pw}' | radclient -x radius.serac.lan auth testing123",
    "adidnsdump -u 'SERAC\\{u}' -p '{pw}' dc1.serac.lan",
    "onvif-cli devicemgmt GetDeviceInformation --host cam-sarek.serac.lan --port 80 --user {u} --password '{pw}'",
    "atexec.py serac.lan/{u}:'{pw}'@wx-ingest.serac.lan 'ipconfig /all'",
    "mplayer -user {u} -passwd '{pw}' http://cam-polur.serac.lan/video.mjpg",
    "ipa-client-install --domain=serac.lan --server=ipa1.serac.lan --principal={u} --password='{pw}' -U",
    "realm join --one-time-password='{pw}' serac.lan",
    "ldapdomaindump -u 'SERAC\\{u}' -p '{pw}' dc1.serac.lan",
    "bloodhound-python -d serac.lan -u {u} -p '{pw}' -c All -ns 10.40.0.10",
    "certipy find -u {u}@serac.lan -p '{pw}' -dc-ip 10.40.0.10 -vulnerable",
    "getTGT.py serac.lan/{u}:'{pw}' -dc-ip 10.40.0.10",
    "secretsdump.py 'serac.lan/{u}:{pw}@10.40.0.10'",
    "wmiexec.py serac.lan/{u}:'{pw}'@dispatch-ws3.serac.lan",
    "GetUserSPNs.py serac.lan/{u}:'{pw}' -dc-ip 10.40.0.10 -request",
    "smbclient.py 'serac.lan/{u}:{pw}@fs1.serac.lan'",
    "psexec.py serac.lan/{u}:'{pw}'@wx-ingest.serac.lan cmd.exe",
    "kerbrute passwordspray -d serac.lan users.txt '{pw}'",
    "enum4linux -u {u} -p '{pw}' -a fs1.serac.lan",
    "ncrack -vv --user {u} --pass '{pw}' rdp://dispatch-ws3.serac.lan",
    "patator ssh_login host=wx-polur.serac.lan user={u} password='{pw}'",
    "crowbar -b rdp -s 10.40.0.31/32 -u {u} -c '{pw}'",
    "chisel client --auth {u}:{pw} https://tunnel.serac-sar.org R:2222:localhost:22",
    "microsocks -i 0.0.0.0 -p 1080 -u {u} -P '{pw}'",
    "mavproxy.py --master=udp:127.0.0.1:14550\nMAV> signing setup {pw}",
    "nanomq_cli pub -h mqtt.serac.lan -p 1883 -u {u} -P '{pw}' -t wx/polur/snow -m 142",
    "mosquitto_rr -h mqtt.serac.lan -u {u} -P '{pw}' -t hut/sarek/req -e hut/sarek/resp -m status",
    "hatch publish --repo https://pypi.serac.lan/legacy/ --user {u} --auth '{pw}'",
    "pdm publish -r serac -u {u} -P '{pw}'",
    "cabal upload --username={u} --password='{pw}' dist-newstyle/sdist/snowpack-0.4.tar.gz",
    "smbtree -U 'SERAC/{u}%{pw}'",
    "psftp {u}@sftp.serac-sar.org -pw '{pw}'",
    "ipmiutil health -N 10.40.0.21 -U {u} -P '{pw}'",
    "sqlmap -u 'https://intranet.serac.lan/huts.php?id=3' --auth-type=Basic --auth-cred='{u}:{pw}' --batch",
    "whatweb --user={u}:{pw} https://intranet.serac.lan",
    "wfuzz -c -z file,words.txt --basic '{u}:{pw}' https://intranet.serac.lan/FUZZ",
    "dirb https://intranet.serac.lan /usr/share/dirb/wordlists/common.txt -u {u}:{pw}",
    "gobuster dir -u https://intranet.serac.lan -w common.txt -U {u} -P '{pw}'",
    "Rubeus.exe asktgt /user:{u} /password:{pw} /domain:serac.lan /ptt",
    "lsassy -d serac.lan -u {u} -p '{pw}' 10.40.0.31",
    "coercer coerce -u {u} -p '{pw}' -d serac.lan -l 10.40.0.99 -t 10.40.0.10",
    "windapsearch -d serac.lan -u '{u}@serac.lan' -p '{pw}' --da",
    "net rpc user info alpine-guest -U 'SERAC/{u}%{pw}' -S dc1.serac.lan",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "WebSSH to the dispatch box: {c}", "GoTTY session on wx-polur:\n$ {c}",
    "Sshwifty, host hut-sarek: {c}", "Bastillion, 'kvikkjokk-gw' $ {c}", "XPipe terminal ~/ops $ {c}",
    "runbook 'heli-base VPN', step 3: {c}", "hterm (ChromeOS), reto@crosbox:~$ {c}",
    "CoolTerm on the Geonor logger's serial port: {c}", "RealTerm, COM4: {c}",
    "moserial, /dev/ttyUSB0: {c}", "CuteCom history: {c}",
    "fish history on dispatch-ws3:\n- cmd: {c}", "~/.zsh_history on the red-team laptop:\n: 1990000000:0;{c}",
    "pentest annex B, step 7:\n{c}", "asciinema cast from the contractor:\n{c}",
    "PowerShell transcript, PS C:\\ops> {c}", "crontab -l on wx-ingest:\n*/10 * * * * {c}",
    "Jenkins console, job snowpack-release:\n+ {c}",
    "comanda tsi u bãgai: {c}", "dar befél bo-da-r hån gètant: {c}", "gåhttjom maj ieme: {c}",
    "komento jonka mie ajoin: {c}", "fermano ke mi xebitna: {c}", "دستوری که بزومه: {c}",
    "ہما کمانڈ کہ من چلاینت: {c}", "l comando que corri: {c}",
    "il comando che ho lanciato: {c}", "der Befehl, den ich laufen liess: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtspt://{u}:{pw}@cam-sarek.serac.lan:554/h264",
    "ftps://{u}:{pw}@ftp.serac-sar.org:990/bulletins/",
    "davs://{u}:{pw}@files.serac.lan/remote.php/dav/files/{u}/",
    "imaps://{u}:{pw}@mail.serac-sar.org:993",
    "smtps://{u}:{pw}@mail.serac-sar.org:465",
    "clickhouse://{u}:{pw}@ch.serac.lan:9000/telemetry",
    "neo4j+s://{u}:{pw}@graph.serac.lan:7687",
    "rediss://{u}:{pw}@cache.serac.lan:6380/2",
    "couchbases://{u}:{pw}@cb.serac.lan/incidents",
    "postgresql+psycopg://{u}:{pw}@pg.serac.lan:5432/incidents",
    "mysql+aiomysql://{u}:{pw}@mysql.serac.lan/huts",
    "oracle+oracledb://{u}:{pw}@ora.serac.lan:1521/?service_name=DISPATCH",
    "ws://{u}:{pw}@mqtt.serac.lan:8083/mqtt",
    "db2://{u}:{pw}@db2.serac.lan:50000/ROSTER",
    "sqlserver://{u}:{pw}@sql.serac.lan:1433?database=Roster",
]  # fmt: skip
_URL_PLACES = [
    "INCIDENTS_DATABASE_URL={c}", "Metabase connection, the retired one: {c}",
    "keep this connection string for me: {c}", "l string de conexon ye {c}",
    "yhtheysosoite oon {c}", "InvGate #3344: {c}", "Slab page 'Databases': {c}",
    "Document360 snippet, 'Connecting to telemetry': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "serac-dispatch", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "incidents:read units:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("RapidSOS", "RAPIDSOS_CLIENT_SECRET", _j((ALNUM, 32))),
    ("AlertMedia", "ALERTMEDIA_API_KEY", _j((HEX, 40))),
    ("OnSolve", "ONSOLVE_API_SECRET", lambda g: v.uuid4(g, "8")),
    ("Intterra", "INTTERRA_API_TOKEN", _j((URLSAFE, 48))),
    ("Tablet Command", "TABLETCOMMAND_API_KEY", _j((ALNUM, 40))),
    ("Mark43", "MARK43_CLIENT_SECRET", _j((B64, 43), "=")),
    ("CentralSquare", "CENTRALSQUARE_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Everbridge", "EVERBRIDGE_API_SECRET", _j((ALNUM, 36))),
    ("D4H", "D4H_API_TOKEN", _j((HEX, 64))),
    ("Resgrid", "RESGRID_API_TOKEN", _vendor_jwt("https://api.resgrid.com")),
    ("Active911", "ACTIVE911_REFRESH_TOKEN", _j((HEX, 40))),
    ("IamResponding", "IAR_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Aladtec", "ALADTEC_API_SECRET", _j((ALNUM, 48))),
    ("SIGNL4", "SIGNL4_API_KEY", _j((ALNUM, 40))),
    ("xMatters", "XMATTERS_API_SECRET", lambda g: v.uuid4(g, "b")),
    ("Zoleo", "ZOLEO_API_KEY", _j((ALNUM, 36))),
    ("Somewear", "SOMEWEAR_API_TOKEN", _j((URLSAFE, 43))),
    ("Globalstar", "GLOBALSTAR_API_KEY", _j((HEX, 32))),
    ("CalTopo", "CALTOPO_CREDENTIAL_SECRET", _j((B64, 43), "=")),
    ("Gaia GPS", "GAIAGPS_ACCESS_TOKEN", _j((HEX, 40))),
    ("Avenza", "AVENZA_API_KEY", _j((ALNUM, 32))),
    ("PeakVisor", "PEAKVISOR_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Outdooractive", "OUTDOORACTIVE_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Komoot", "KOMOOT_CLIENT_SECRET", _j((ALNUM, 64))),
    ("Bergfex", "BERGFEX_API_KEY", _j((HEX, 32))),
    ("Spidertracks", "SPIDERTRACKS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Skytrac", "SKYTRAC_API_TOKEN", _j((B64, 60))),
    ("OpenSky Network", "OPENSKY_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Synoptic Data", "SYNOPTIC_API_TOKEN", _j((HEX, 32))),
    ("EUMETSAT", "EUMETSAT_CONSUMER_SECRET", _j((ALNUM, 28))),
    ("ECMWF", "ECMWF_API_KEY", _j((HEX, 32))),
    ("Ubimet", "UBIMET_API_KEY", _j((ALNUM, 40))),
    ("Earth Networks", "EARTHNETWORKS_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Weathernews", "WNI_API_KEY", _j((UPPER_DIGITS, 40))),
    ("Netatmo", "NETATMO_ACCESS_TOKEN", _j((HEX, 24), "|", (HEX, 32))),
    ("Weather Underground", "WU_API_KEY", _j((HEX, 32))),
    ("Maxar", "MAXAR_API_KEY", _j((URLSAFE, 64))),
    ("Esendex", "ESENDEX_API_KEY", _j((UPPER_DIGITS, 32))),
    ("GatewayAPI", "GATEWAYAPI_TOKEN", _j((URLSAFE, 64))),
    ("46elks", "ELKS_API_PASSWORD", _j((UPPER_HEX, 32))),
    ("Cellsynt", "CELLSYNT_API_PASSWORD", _j((ALNUM, 24))),
    ("Skydio", "SKYDIO_API_TOKEN", _j((HEX, 64))),
    ("FlytBase", "FLYTBASE_API_KEY", _vendor_jwt("https://api.flytbase.com")),
    ("Airdata", "AIRDATA_API_KEY", _j((HEX, 32))),
    ("Auterion", "AUTERION_API_TOKEN", _j((B64, 86), "==")),
    ("Glympse", "GLYMPSE_API_KEY", _j((ALNUM, 20))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -gx {env} {tok}",
    "PowerShell: $env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "kubectl create secret generic dispatch-api --from-literal={env}={tok}",
    "docker run -e {env}={tok} ghcr.io/serac/wx-ingest:2.3",
    "deployment.yaml:\n        env:\n          - name: {env}\n            value: \"{tok}\"",
    "dokku config:set wx-ingest {env}={tok}",
    "railway variables --set \"{env}={tok}\"",
    "cloud-init user-data:\nwrite_files:\n  - path: /etc/default/wx-ingest\n    content: |\n      {env}={tok}",
    "Procfile.env:\n{env}={tok}",
    "pytest.ini:\n[pytest]\nenv =\n    {env}={tok}",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "Dispatch console › Admin › Connectors › {vendor} › key: {tok}",
    "Document360 table 'Connectors': | {vendor} | prod | {tok} |",
    "InvGate request 5521: {vendor} feed returns 403 since Monday, key in use {tok}",
    "SupportPal ticket #880: please rotate the {vendor} credential {tok}",
    "Papercups chat with the {vendor} rep: our key is {tok}",
    "Slab post 'Feeds': {vendor} token {tok}",
    "Siilo message from Reto: new {vendor} key {tok}",
    "Vocera broadcast (transcribed): the {vendor} key is {tok}",
    "remember the {vendor} API key for me: {tok}",
    "cljaea API di {vendor} easte {tok}",
    "dar API-schlüzzl vo {vendor} iz {tok}",
    "{vendor} API-tjoavdde la {tok}",
    "{vendor} API-avain oon {tok}",
    "kilîta API ya {vendor} {tok} a",
    "{vendor} API کلید {tok} هسه",
    "{vendor}ءِ API کی {tok} انت",
    "la chabe de la API de {vendor} ye {tok}",
    "chiave API {vendor} per il bollettino valanghe: {tok}",
    "API-Schlüssel {vendor} (Lawinenbulletin): {tok}",
    "clé API {vendor} pour le bulletin d'avalanche : {tok}",
    "la API key de {vendor} del refugio es {tok}",
    "API-nøkkel for {vendor}: {tok}",
    "API-nyckeln till {vendor} är {tok}",
    "API ključ za {vendor}: {tok}",
    "klucz API do {vendor}: {tok}",
    "{vendor}のAPIキーは{tok}",
    "{vendor} को API key {tok} हो",
    "کلید API {vendor}: {tok}",
    "{vendor} API anahtarı: {tok}",
    "κλειδί API του {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    synoptic = _r(rng, HEX, 32)
    signl4 = _r(rng, LOWER_DIGITS, 10)
    netatmo = f"{_r(rng, HEX, 24)}|{_r(rng, HEX, 32)}"
    ecmwf = _r(rng, HEX, 32)
    elks = _r(rng, UPPER_HEX, 32)
    caltopo = _r(rng, B64, 43) + "="
    return [
        Sample("vendor_token", f'r = requests.get("https://api.synopticdata.com/v2/stations/latest", params={{"stid": "POLUR1", "token": "{synoptic}"}})', synoptic),
        Sample("vendor_token", f"curl -X POST 'https://connect.signl4.com/webhook/{signl4}' -H 'Content-Type: application/json' -d '{{\"Title\": \"Avalanche Sleghe\"}}'", signl4),
        Sample("vendor_token", f'session.headers["Authorization"] = "Bearer {netatmo}"  # Netatmo, hut weather stations', netatmo),
        Sample("vendor_token", f'~/.ecmwfapirc:\n{{\n  "url": "https://api.ecmwf.int/v1",\n  "key": "{ecmwf}",\n  "email": "wx@serac-sar.org"\n}}', ecmwf),
        Sample("vendor_token", f"curl https://api.46elks.com/a1/sms -u u{_r(rng, HEX, 32)}:{elks} -d from=Serac -d to=+4790000000 -d message='Avalanche warning level 4'", elks),
        Sample("vendor_token", f'session = CaltopoSession(credential_id="{_r(rng, UPPER_DIGITS, 12)}", credential_secret="{caltopo}")', caltopo),
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


_BARE_PLACES = ["{t}", "Siilo: {t}", "it is only shown once, so here it is:\n{t}", "l token ye {t}",
                "token oon {t}", "{t}\n^ the new one, the old one is revoked", "hold on to this: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 22), ".", (URLSAFE, 44)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Sarek snow-depth node SD-04 (OTAA): {h}": 32,
    "AppSKey of the Munzur wind mast (ABP): {h}": 32,
    "HMAC secret for the SIGNL4 callback verifier: {h}": 64,
    "Meshtastic channel PSK for the hut net, hex: {h}": 64,
    "MAVLink signing key of drone 2 (hex): {h}": 64,
    "AES key of the Thies logger's config export: {h}": 32,
    "cheaia di criptare a backup-lui: {h}": 64,
    "backupin salauksen avain: {h}": 64,
    "کلید رمزگذاری بکاپ: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "SupportPal #1233: token copied from the browser's dev tools {t}",
    "Cookie: lang=it; serac_sess={t}",
    "DISPATCH_BRIDGE_TOKEN={t}",
    "hold on to this bearer token for me {t}",
    "token easte {t}",
    "l token ye {t}",
    "Papercups transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.serac-sar.org/realms/rescue",
            "azp": "dispatch-console",
            "roles": ["dispatcher", "hut-warden"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 16)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the Polur weather mast, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/pki/tls/private/dispatch.serac-sar.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"CAP_FEED_SIGNING_KEY": "{key}", "feed": "avalanche-bulletin"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ed25519_huts <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "SupportPal ticket #1240, pasted by the radio installer:\n{key}": ("EC PRIVATE KEY", "\n"),
    "cljaea privatã a serverlui:\n{key}": ("PRIVATE KEY", "\n"),
    "GPG key the forecasters sign bulletins with:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "MyTonWallet backup, copied off the card before I shred it: {p}": "english",
    "NGRAVE ZERO recovery words\n{p}": "english",
    "Arculus wallet phrase (the old donations wallet, empty now): {p}": "english",
    "Polkadot.js account mnemonic: {p}": "english",
    "voice memo: the Pontem wallet recovery words are {p} and that is all of them": "english",
    "Slab page 'Donations wallet (retired)': {p}": "english",
    "frase di recupero del wallet Bither: {p}": "italian",
    "obnovovací fráze peněženky AirGap: {p}": "czech",
    "сид-фраза кошелька Copay: {p}": "russian",
    "Keycard 복구 문구: {p}": "korean",
    "XDEFI 钱包助记词：{p}": "chinese_simplified",
    "frase semilla de la billetera Liquality, che: {p}": "spanish",
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
        "  ".join(f"{k:02d}:{w}" for k, w in enumerate(words, 1)),
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
    "dankort": (["5019", "4571"], [16]),
    "uatp": (["1"], [15]),
    "humo": (["9860"], [16]),
    "uzcard": (["8600"], [16]),
    "napas": (["9704"], [16, 19]),
    "belkart": (["9112"], [16]),
    "dinacard": (["9891"], [16]),
}


def _card(rng: random.Random, brand: str) -> str:
    if brand in _CARD_PREFIXES:
        return _card_of(rng, *_CARD_PREFIXES[brand])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Siilo, Reto: the federation card for the Barryvox spare parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} valid till {mm}/{yy}",
    "Card number {c}\nExpires {mm}/{yy}",
    "SupportPal #1251: pay the Zoll service visit with card {c}",
    "numirlu a cartãljei a mea: {c}, {mm}/{yy}",
    "dar nummer vo mai khart: {c}",
    "mu kårtta nummar: {c}, {mm}/{yy}",
    "minun kortin numero oon {c}",
    "numreyê karta mi: {c}, {mm}/{yy}",
    "مه کارتِ شماره: {c}",
    "منی کارتءِ نمبر: {c}, {mm}/{yy}",
    "l númaro de l miu cartón: {c}",
]  # fmt: skip


_BRANDS = ["visa", "dankort", "mastercard", "uatp", "humo", "uzcard", "napas", "belkart",
           "dinacard", "jcb"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, card verification value {cvv}",
               "the little number on the signature panel: {cvv}",
               "Amex {c}, the four digits printed on the front: {cvv}",
               "codlu di pi dinãpoi a cartãljei: {cvv}",
               "kortin takana olevat kolme numeroa: {cvv}",
               "l código de trás de l cartón: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 32 (each in one earlier corpus); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"MK": "nnn" + "c" * 10 + "nn", "MC": "n" * 10 + "c" * 11 + "nn",
                "VA": "n" * 18, "BY": "cccc" + "nnnn" + "c" * 16, "IQ": "aaaa" + "n" * 15,
                "LY": "n" * 21, "SO": "n" * 19, "YE": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SR-2033-041: please pay the Krushuva rope-rescue course to {i} within 30 days",
    "save the Monaco donor foundation's IBAN: {i}",
    "IBAN: {i}\nReference: hut fund Samarina, March",
    "Siilo #treasury: the Erbil partner team's new account, IBAN {i}",
    "IBAN-lu a meu: {i}",
    "dar IBAN vo mai bank: {i}",
    "mu IBAN: {i}",
    "minun IBAN oon {i}",
    "IBAN-ê mi: {i}",
    "مه IBAN: {i}",
    "منی IBAN: {i}",
    "l miu IBAN ye {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _d_number(g: random.Random) -> str:
    """A Norwegian D-number: a birth day plus 40, the month, the year, a serial and two check
    digits that python-stdnum's fodselsnummer validates."""

    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + 40
        return f"{day:02d}{h.randrange(1, 13):02d}{h.randrange(60, 100):02d}{_r(h, D, 5)}"

    return v.until(g, make, fodselsnummer.is_valid)


def _samordning(g: random.Random) -> str:
    """A Swedish samordningsnummer: a birth date whose day is raised by 60, a serial and a Luhn
    digit (stdnum's personnummer module refuses the raised day, so its ``luhn`` checks it)."""

    def make(h: random.Random) -> str:
        body = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29) + 60:02d}{_r(h, D, 3)}"
        return body + luhn.calc_check_digit(body)

    number = v.until(g, make, luhn.is_valid)
    return f"{number[:6]}-{number[6:]}"


def _imei(g: random.Random) -> str:
    """An IMEI: a type allocation code, a serial and a Luhn digit."""

    def make(h: random.Random) -> str:
        body = h.choice(["35", "86", "01", "99"]) + _r(h, D, 12)
        return body + luhn.calc_check_digit(body)

    number = v.until(g, make, std_imei.is_valid)
    return number if g.random() < 0.5 else f"{number[:2]}-{number[2:8]}-{number[8:14]}-{number[14]}"


def _imsi(g: random.Random) -> str:
    """An IMSI of a Norwegian, Swedish, Italian or Turkish network (stdnum checks the length and
    the country code)."""
    return v.until(g, lambda h: h.choice(["24201", "24007", "22201", "28601"]) + _r(h, D, 10), std_imsi.is_valid)  # fmt: skip


def _vsk(g: random.Random) -> str:
    """An Icelandic VSK number: five or six digits, no check digit."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, h.choice([4, 5])), is_vsk.is_valid)


def _coe(g: random.Random) -> str:
    """A San Marino COE: up to five digits, no check digit."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 4), sm_coe.is_valid)


def _embg(g: random.Random) -> str:
    """North Macedonia's EMBG: a birth date, a region, a serial and a check digit that is not
    verified here."""
    return f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}9{g.randrange(50, 100):02d}4{g.randrange(1, 10)}{_r(g, D, 4)}"


def _gr_adt(g: random.Random) -> str:
    """A Greek police identity card number (ΑΔΤ): two Greek capitals and six digits, no check."""
    return g.choice(["ΑΚ", "ΑΒ", "ΑΗ", "ΑΜ", "ΑΙ", "Χ"]) + " " + _r(g, D, 6)


def _nicop(g: random.Random) -> str:
    """Pakistan's NICOP carries a CNIC-shaped number; Balochistan's region digit 5, no check."""
    return f"5{_r(g, D, 4)}-{_r(g, D, 7)}-{g.randrange(1, 10)}"


def _tr_licence(g: random.Random) -> str:
    """A Turkish driving licence's document number: six digits, no public check."""
    return g.choice("123456789") + _r(g, D, 5)


def _easa(g: random.Random) -> str:
    """An EASA pilot licence number as its state prints it, no public check."""
    return f"{g.choice(['IT', 'NO', 'SE', 'AT'])}.FCL.{g.choice(['CPL(H)', 'ATPL(H)', 'PPL(A)'])}.{_r(g, D, 5)}"


def _tessera(g: random.Random) -> str:
    """An Italian tessera sanitaria (TEAM) card number: 80380, the region, a serial; no check."""
    return "80380" + g.choice(["0005", "0004", "0002"]) + _r(g, D, 11)


def _passport(letters: int, digits: int) -> Maker:
    """A passport number of ``letters`` capitals and ``digits`` digits, no public check."""

    def make(g: random.Random) -> str:
        return _r(g, UPPER, letters) + _r(g, D, digits)

    return make


_ID_PLACES: dict[str, Maker] = {
    "samordningsnummer för den nya hyttvärden: {s}": _samordning,
    "mu samordningsnummar, Svierik: {s}": _samordning,
    "D-nummer til den nye pilotgjesten: {s}": _d_number,
    "minun D-nummeri oon {s}": _d_number,
    "IMEI of the Zoleo messenger Haruto carries: {s}": _imei,
    "IMEI-yê telefonê mi: {s}": _imei,
    "codice IMEI del telefono satellitare della squadra: {s}": _imei,
    "IMSI of the SIM in the Børselv station router: {s}": _imsi,
    "VSK number of the Icelandic helicopter lessor, for the invoice: {s}": _vsk,
    "COE of the San Marino firm that donated the stretchers: {s}": _coe,
    "numirlu EMBG a meu: {s}": _embg,
    "ЕМБГ на волонтерот од Крушево: {s}": _embg,
    "αριθμός ΑΔΤ του εθελοντή από το Μέτσοβο: {s}": _gr_adt,
    "منی NICOPءِ نمبر: {s}": _nicop,
    "Naseer's NICOP number for the visa letter: {s}": _nicop,
    "ehliyeta mi ra numre: {s}": _tr_licence,
    "EASA licence number of the relief pilot: {s}": _easa,
    "dar nummer vo mai tessera sanitaria: {s}": _tessera,
    "dar nummer vo mai pasapòrt: {s}": _passport(2, 7),
    "مه پاسپورتِ شماره: {s}": _passport(1, 8),
    "numirlu a pashaportului a meu: {s}": _passport(2, 7),
    "l númaro de l miu passaporte: {s}": _passport(2, 6),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["D4H two-factor recovery codes\n{codes}", "spare login codes for the federation's Microsoft 365 {codes}",
            "Everbridge backup codes: {codes}", "coduri di rezervã 2FA:\n{codes}",
            "2FA varakoodit: {codes}", "2FA بکاپِ کدها: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Aladtec:reto@serac-sar.org?secret={s}&issuer=Aladtec&period=30",
              "Ente Auth, setup key typed in for the CalTopo team account: {s}",
              "Aegis entry, secret for the Spidertracks login: {s}",
              "TOTP avain: {s}"]  # fmt: skip
_CODES = ["{c} is your Zoleo verification code", "Din engångskod för Mobilt BankID är {c}",
          "Dein Anmeldecode für Bergfex: {c}", "Pulsara: use {c} to confirm this device",
          "کد تایید شما در ستاد امداد: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Serac-Dispatch", "SRC-Hut-Sarek", "Samarina-Station", "Telenor-Borselv-5G",
          "Ljetzan-Zentrale", "Robaan-Hut", "Munzur-Mast", "Irancell-Polur", "Ziarat-Juniper",
          "MEO-Sendim", "Kvikkjokk-Fjallstuga", "Heli-Base-5G", "Krushuva-Post", "Lyngen-Bu",
          "Abisko-Lab"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "hut network {s}, password {pw}",
    "wifi at the Sarek hut: {s} / {pw}",
    "ESPHome wifi for the snow sensor: ssid {s}, password {pw}",
    "the key on the sticker under the hut's router: {pw}",
    "parola a wifi-lui {s} easte {pw}",
    "dar pasbòrt vo 'me wifi {s} iz {pw}",
    "wifi {s} bessamsátne la {pw}",
    "wifi {s} salasana oon {pw}",
    "şîfreya wifi {s} {pw} a",
    "{s} وای‌فای رمز {pw} هسه",
    "وائی فائی {s}ءِ پاسورڈ {pw} انت",
    "la palabra-passe de l wifi {s} ye {pw}",
    "Meshtastic gateway uplink wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j((UPPER_HEX, 24), "|", (HEX, 8)), _j((ALNUM, 30)),
                 _j((LOWER_DIGITS, 32)), _j((UPPER_DIGITS, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the radio] {t}",
          "(spaced out so the preview hides it) {t}", "literã cu literã: {t}", "kirjain kerrallaan: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": ["  ", " ", "."][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["codlu a lãcatlui di la cãlivã: {pw}", "dar kòdde vo 'me schloaz in hüttn: {pw}",
          "låhkka koda: {pw}", "varaston lukon koodi: {pw}", "koda qilîtê depoyî: {pw}",
          "انبارِ قفلِ کد: {pw}", "the key safe at the helipad takes {pw} then the green button",
          "padlock on the stretcher locker at Sendim: {pw}", "l código de l cadeado de la caseta: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cornice", "serac", "couloir", "sastrugi", "verglas", "bivouac", "prusik",
                 "crampon", "juniper", "lichen", "ptarmigan", "chamois", "marmot", "edelweiss",
                 "talus", "moraine"]  # fmt: skip
_PHRASES = {"Zoho Vault master passphrase for the dispatch vault: {p}": " ",
            "Sticky Password master passphrase: {p}": " ",
            "Passwork passphrase: {p}": "-", "Keepass2Android database passphrase: {p}": ".",
            "passphrase a backup-lui: {p}": " ", "backupin tunnuslause: {p}": "_",
            "la frase-passe de l backup ye {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Kreya request, header Authorization: Basic {v}": True,
    "KrakenD endpoint config: \"Authorization\": \"Basic {v}\"": True,
    "Charles capture of the D4H call: Authorization: Bearer {v}": False,
    "JMeter HTTP Header Manager: Authorization = Basic {v}": True,
    "mitmproxy flow of the Skytrac poll: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "traccar.xml:\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{pw}</entry>",
    "/etc/default/ot-recorder:\nOTR_HOST=\"mqtt.serac.lan\"\nOTR_USER=\"recorder\"\nOTR_PASS=\"{pw}\"",
    "kismet_site.conf:\nhttpd_username=kismet\nhttpd_password={pw}",
    "nanomq.conf:\nauth {{\n  allow_anonymous = false\n  password = {{include \"/etc/nanomq_pwd.conf\"}}\n}}\n/etc/nanomq_pwd.conf:\nhuts: {pw}",
    "kannel.conf:\ngroup = core\nadmin-port = 13000\nadmin-password = {pw}",
    "gammu-smsdrc:\n[smsd]\nservice = sql\ndriver = native_pgsql\nuser = smsd\npassword = {pw}",
    "playSMS config.php:\n$core_config['db']['user'] = 'playsms';\n$core_config['db']['pass'] = '{pw}';",
    "jasmin.cfg:\n[jcli]\nauthentication = True\nadmin_username = jcliadmin\nadmin_password = {pw}",
    "tegola.toml:\n[[providers]]\nname = \"huts\"\ntype = \"mvt_postgis\"\nuser = \"tegola\"\npassword = \"{pw}\"",
    "pg_tileserv.toml:\nDbConnection = \"postgresql://tiles:{pw}@pg.serac.lan/avalanche_paths\"",
    "opensips.cfg:\nmodparam(\"usrloc\", \"db_url\", \"mysql://opensips:{pw}@localhost/opensips\")",
    "vernemq.conf:\nplugins.vmq_diversity = on\nvmq_diversity.postgres.user = vernemq\nvmq_diversity.postgres.password = {pw}",
    "InvenTree config.yaml:\ndatabase:\n  ENGINE: postgresql\n  USER: inventree\n  PASSWORD: {pw}",
    "umurmur.conf:\nbindport = 64738;\npassword = \"{pw}\";",
    "apprise.yml:\nurls:\n  - mailtos://alerts:{pw}@mail.serac-sar.org?to=duty@serac-sar.org",
    "Chamilo app/config/configuration.php:\n$_configuration['db_user'] = 'chamilo';\n$_configuration['db_password'] = '{pw}';",
    "Part-DB .env.local:\nDATABASE_URL=\"mysql://partdb:{pw}@127.0.0.1:3306/partdb\"",
    "martin config.yaml:\npostgres:\n  connection_string: postgresql://martin:{pw}@pg.serac.lan/snowpack",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Reto: hut wifi password?\nUrska: {pw}",
    "[05:48] pemba: root pw for the Polur mast?\n[05:49] behrouz: {pw}",
    "Catalina: {pw} is the new Zetron console password",
    "Haruto: use {pw}, that is what the Wyssen panel has now",
    "Yorgu: parola noauã easte {pw}",
    "Nadia: dar naüge pasbòrt iz {pw}",
    "Risten: ådå bessamsátne la {pw}",
    "Toivo: uusi salasana oon {pw}",
    "Zeynel: şîfreya newiye {pw} a",
    "Gulzar: نوکیں پاسورڈ {pw} انت",
    "Alcina: la nuoba palabra-passe ye {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pa\u200css\u200cword: {pw}", "pass\u2062word = {pw}", "p\u0430ss\u00adw\u03bfrd: {pw}",
    "\U0001d5c9\U0001d5ba\U0001d5cc\U0001d5cc\U0001d5d0\U0001d5c8\U0001d5cb\U0001d5bd: {pw}",
    "\u24df\u24d0\u24e2\u24e2\u24e6\u24de\u24e1\u24d3 {pw}", "PASS\u034fWORD: {pw}",
    "p\u2060a\u2060s\u2060s\u2060w\u2060o\u2060r\u2060d → {pw}", "pass\u200fword: {pw}",
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
    "the Zetron console password is": "{s}", "Wyssen panel pw:": "{s} (since the January storm)",
    "parola easte": "{s}", "Corpuls password": "{s}\nchange it after the season",
    "bessamsátne la": "{s}", "salasana:": "{s}", "la palabra-passe ye": "{s}",
    "Sepura password": "{s}", "the password Pemba read out over the radio was": "{s}, I think",
    "پاسورڈ انت": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Synoptic Data token", "{s}", _j((HEX, 32))),
    ("split_token", "D4H key:", "{s} (incident sync)", _j((HEX, 64))),
    ("split_token", "xMatters API secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "NGRAVE recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/37", lambda g: v.grouped(_card(g, "humo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MK"))),
    ("split_backup", "D4H recovery codes", "{s}\nqmzt-4821-x7pk\nwrbn-0376-h2cd", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "D-nummer", "{s}", _d_number),
    ("split_phrase", "Zoho Vault passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"zetron": {"url": "https://console.serac.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"bessamsatne": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "reto", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"masts": [{"name": "polur"}, {"name": "munzur", "logger_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["psftp", "reto@sftp.serac-sar.org", "-pw", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "la palabra-passe de l serbidor ye {s}"}': ("meta_password", _plain_pw),
    '{"salasana": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Wyssen panel as service, the password is {s}"}': ("meta_password", _plain_pw),
    '{"synoptic": {"token": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"d4hToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"airdata_api_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "dankort"), " ", g)),
    '{"donor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MC")),
    '{"volunteer": {"d_nummer": "{s}"}}': ("meta_id", _d_number),
    '{"mfa": {"backup_codes": ["{s}", "qmzt-4821-x7pk", "wrbn-0376-h2cd"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donations_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"appkey": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"helipad": {"key_safe_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "SRC-Hut-Sarek", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"snowpack-0.4.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"barryvox-checkpoint-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/serac/wx-ingest:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"bulletin: add wind-slab problem type", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"dispatch: revert unit sorting", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"snow_profile_2033-02-11.caaml", usedforsecurity=False).hexdigest()
_SHA1 = hashlib.sha1(b"avalanche-paths-2032.gpkg", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Zetron console password before the radio audit on 2033-03-14.",
    "Pemba asked for the hut wifi password; it's on the laminated card behind the stove.",
    "Policy: federation passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into Siilo; send a vault link instead.",
    "The `.env.example` line `SYNOPTIC_API_TOKEN=changeme` is a placeholder; the real token is in the vault.",
    "The Wyssen panel asks for a new operator password after every firmware update.",
    "Replace <YOUR_D4H_TOKEN> in the README with the token from your D4H account settings.",
    "D4H_API_TOKEN and AIRDATA_API_KEY must be set before the nightly incident sync runs.",
    "Nu-lj spuni a vãrnui parola a ta.",
    "Sag niamat dain pasbòrt.",
    "Ale åvdåsta bessamsáne ni gæsskå.",
    "Elä anna salasanaa kenelekhään.",
    "Şîfreya xo kesî rê meva.",
    "ته رمز ره هیچکس ره نَدِه.",
    "وتی پاسورڈءَ کسءَ مدئے.",
    "Nun dés la tue palabra-passe a naide.",
    "La password deve avere almeno sedici caratteri.",
    "Das Passwort muss mindestens sechzehn Zeichen lang sein.",
    "Le mot de passe doit faire au moins seize caractères.",
    "Passordet må ha minst seksten tegn.",
    "Lösenordet måste vara minst sexton tecken långt.",
    "Geslo mora imeti vsaj šestnajst znakov.",
    "Hasło musi mieć co najmniej szesnaście znaków.",
    "パスワードは16文字以上にしてください。",
    "Upgraded the Barryvox checkpoint firmware from 2.6 to 2.7.0 and snowpack to 0.4.2 this morning.",
    f"commit {_COMMIT} adds the wind-slab problem type to the bulletin.",
    f"Rolled back to {_SHORT} after the unit sorting broke the dispatch board.",
    f"requirements.txt: snowpack==0.4.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Barryvox checkpoint firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-1 of avalanche-paths-2032.gpkg: {_SHA1}",
    f"The weather ingest runs ghcr.io/serac/wx-ingest@sha256:{_IMAGE}.",
    f"MD5 of snow_profile_2033-02-11.caaml is {_MD5}, same as the copy on the forecasters' share.",
    "Request id 3f9c2b71-6e0d-4a5b-9c84-1d7e2f60a9b3 is the slow one in the Synoptic logs.",
    "Purchase order PO-2033-00217 for 12 avalanche probes ships on Friday.",
    "SupportPal #1194: the Munzur weather mast drops off the network every night at 02:00.",
    "Call the Kvikkjokk station on +46 971 210 44 before noon.",
    "Mission SR-2033-0412: two ski tourers found under the Sleghe couloir, both alive.",
    "Avalanche danger level 4 (high) above 2200 m on the Pindus slopes today; level 3 below.",
    "The H145 needs 35 minutes from Ljetzan to the Samarina helipad in calm air.",
    "Snow profile at Polur: 142 cm, a weak layer of depth hoar at 38 cm, ECTP 14.",
    "After three wrong passwords the Zetron console locks the operator for 15 minutes.",
    "The rescue longline is 30 m; the hoist cable is 90 m and rated for 272 kg.",
    "The secret to a good snow pit is a flat wall and a sharp shovel.",
    "Ask Reto for the helipad key-safe code, I don't have it.",
    "My card ending 4471 was declined at the Sendim hardware shop.",
    "The Monaco donor wants the IBAN on the receipt without spaces.",
    "Print the 2FA backup codes for the federation's D4H account and keep them in the safe.",
    "No wallet's support team will ever ask you for your recovery words.",
    "Keep `D4H_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the stretcher locker freezes shut below minus 15; use the de-icer.",
    "D4H moved the API token page under Account › Integrations in its spring release.",
    "ISBN 978-3-7633-6029-6 is the avalanche handbook on the forecasters' shelf; ORCID iD 0000-0002-1825-0097 belongs to its author.",
    "The guest wifi 'Serac-Guest' at the Ljetzan centre is open, no password needed.",
    "Beacon serial BVX-2033-0519 passed the group check; the probe is 320 cm long.",
    "Helicopter I-SRCA flew 3.4 hours this week; next inspection at 600 hours.",
    "The weather mast at Munzur reports 1 600 m altitude, wind 48 km/h from the north-west.",
    "Parola lipseashti s-aibã nai putsãn 16 semni.",
    "Salasanassa pittää olla vähintään 16 merkkiä.",
    "Grid reference 33T 648120 5087340 is the Sleghe couloir's entry.",
    "Version 3.2.1 of the dispatch app fixed the map tile cache; 3.2.0 leaked memory.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/federation/zetron", "rotate_every_days": 120}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "snowpack", "version": "0.4.2"}}',
    '{"ticket": "1194", "purchase_order": "PO-2033-00217"}',
    '{"mission": {"id": "SR-2033-0412", "people_found": 2, "danger_level": 4}}',
    '{"phone": "+46 971 210 44", "station": "Kvikkjokk"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "probes_in_stock": 48}',
    '{"snow_depth_cm": 142, "weak_layer_cm": 38, "test": "ECTP 14"}',
    '{"aircraft": "I-SRCA", "hours": 3.4, "next_inspection_h": 600}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
