# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, forty-seventh corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to forty-sixth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/` nor anything else under `memories/`, the
tuning corpus, the round corpora, their tests, the report, the value model's trainer nor the corpora
written at the same time, and the scrubber was never run on it. Its own seed, password words
(animals no earlier corpus names: aardvark, angwantibo, anoa, banteng, bongo, bontebok, bushbaby,
civet, colobus, cuscus, dikdik, duiker, galago, klipspringer, mangabey, potto, sitatunga,
slowloris, springhare, tamandua, tarsier; keepers' words: hayrack, mealworm, nestbox, dartgun,
muzzle), names, places, templates, tools, vendors and layouts, the way the animal keepers, the
veterinary clinic, the quarantine unit, the nocturnal house (the Nachthuis), the ticket gate, the
rescue wing and the office of a zoo and wildlife rescue centre in the Kempen (Bremdael Zoo &
Wildlife Rescue, with field partners at Narok, Kabarnet and Kakamega in Kenya, Kananga in the
Congo, Tiznit, Massa and Nador in Morocco, Brokopondo and Pikin Slee in Suriname, Abuko and Brikama
in the Gambia, Nampula and Gurué in Mozambique) leak secrets into an assistant's memory: the
keepers' group chat, radio logs, night handovers, e-mails, IT tickets, runbooks, READMEs, shell
history, configs, voice-dictated text, notes to self and requests to the assistant itself.

About 60 % English (or language-neutral config and shell), the rest in Maasai (Maa), Kalenjin,
Tshiluba, Tachelhit (in Latin letters and in Tifinagh), Tarifit, Saramaccan, Mandinka and Makhuwa
(no earlier docstring names them; written from a small kit of words each, with the loanword
"password", "mot de passe" or "awal uffir" as their speakers write it), and Flemish Dutch, Belgian
French, German, Swahili, Mozambican Portuguese, Moroccan Arabic (Darija, in Arabic letters),
Polish, Turkish, Spanish, Italian and Czech in wordings of their own.

Vendors (Movebank, EarthRanger, Ornitela, Cellular Tracking Technologies, Lotek, Vectronic,
Wildlife Computers, Telonics, Wildbook, Zooniverse, Shelterluv, PetPoint, Petstablished,
RescueGroups, Rosterfy, Centaman, Clorian, Vivenio, Donorfy, JustGiving, Monnit, TempAlert,
Reconyx, Spypoint, Casambi, Lutron, Helvar, Hippo Manager, ScribbleVet, Vetport, RxWorks, SMART
Connect, Followit, Trovan, Petlog, Identibase, Wildlife Acoustics, Sirtrack, Moultrie, Mazuri,
Secacam; the hardware of the clinic, the gate, the lights, the climate and the pools: Brinsea,
Grumbach, Tridonic, Abaxis, Tecniplast, Masimo, Welch Allyn, Surgivet, Karl Storz, Eickemeyer, Boon
Edam, Turnstar, Alvarado, Automatic Systems, Practical Automation, Stimare, Dynalite, Munters,
Link4, Sauter, Niagara, Bayrol, Hikmicro, Bosch Praesideo; the banks Belfius, Argenta, KCB and
Equity Bank; the password managers Keeper Security, Passwordstate and Avira Password Manager;
the wallets Ballet and imKey) are ones heldouts 5 to 46 do not name. So are the tools: lpadmin,
mjpg_streamer, pvk2pfx, v4l2rtspserver, virt-sysprep, NSClient's check_nt, check_radius,
http-server, lwp-request, pppd, TightVNC's tvnviewer, Easy-RSA, cpan-upload, aptly, ez-ipupdate,
openRTSP, smbcquotas, vncdo and Django's DJANGO_SUPERUSER_PASSWORD, and the configs of wvdial,
pap-secrets, CUPS' printers.conf, nsclient.ini, send_nsca, chrony and ntpd keys, Specify,
Symbiota, Xibo, Porteus Kiosk, Anthias, Viseron, Bluecherry, tvheadend and Trapper.

The ids are kinds heldouts 5 to 46 do not use, and none of them is checked: python-stdnum has no
module for any of them (every stdnum module of a person's number is used by an earlier corpus), so
each is drawn in its printed shape and carries no check a library or this file verifies: Kenya's
Maisha Namba, NHIF member number, NSSF number and passport, the Congo's carte d'électeur number,
the Gambia's NIN, SSHFC number and passport, Morocco's CNSS number and passport, Mozambique's
passport and cartão de eleitor number, a Belgian passport, a Belgian carte de séjour and a Belgian
ziekenfonds membership number, and a Surinamese passport. Card numbers pass Luhn (checked with
python-stdnum's `luhn`; Bancontact's 6703 prefix drawn here). The IBANs are of countries used
least by a rough count over heldouts 5 to 46 (Seychelles, Djibouti, the Falkland Islands,
Mongolia, Sudan, Somalia, Kosovo and Yemen), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, Portuguese, French, Italian, Spanish and Czech lists.
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

SEED = 47_382_916
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


_ANIMALS = ["Aardvark", "Angwantibo", "Anoa", "Banteng", "Bongo", "Bontebok", "Bushbaby", "Civet",
            "Colobus", "Cuscus", "Dikdik", "Duiker", "Galago", "Klipspringer", "Mangabey", "Potto",
            "Sitatunga", "Slowloris", "Springhare", "Tamandua", "Tarsier"]  # fmt: skip
_KEEPING = ["Hayrack", "Mealworm", "Nestbox", "Dartgun", "Muzzle", "Browse", "Perch", "Burrow",
            "Moat", "Redlight", "Squeeze", "Transponder"]  # fmt: skip
_PLACES = ["Bremdael", "Kempen", "Narok", "Kabarnet", "Kakamega", "Kananga", "Tiznit", "Massa",
           "Nador", "Brokopondo", "PikinSlee", "Abuko", "Brikama", "Nampula", "Gurue", "Geel",
           "Turnhout", "Mol"]  # fmt: skip
_NAMES = ["Wout", "Lies", "Jolien", "Sien", "Griet", "Jef", "Bram", "Femke", "Tuur", "Nele",
          "Stijn", "Ward", "Aurore", "Maxime", "Lemayian", "Naserian", "Kiprop", "Chebet",
          "Kabasele", "Mujinga", "Brahim", "Fadma", "Mimount", "Tarik", "Amoida", "Kodjo",
          "Lamin", "Isatou", "Amisse", "Atija"]  # fmt: skip
_RESIDENTS = ["Zawadi", "Mzee", "Nuru", "Jabari", "Pendo", "Kito", "Amani", "Tamu", "Safi",
              "Baraka"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["D1kd1k", "T4rs13r", "G4l4g0", "B0ng0", "P0tt0", "C1v3t", "Du1k3r", "S1t4tung4",
         "M4ng4b3y", "C0l0bu5"]  # fmt: skip


def _weighed(g: random.Random) -> str:
    """A resident's name and its last weight in grams, the way the weigh-in sheet reads."""
    return f"{g.choice(_RESIDENTS)}{g.randrange(180, 9_800)}g{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Three groups of six small letters, one capital and one digit among them, as a phone's
    password generator writes them."""
    chars = list(_r(g, LOWER, 18))
    at_digit, at_upper = g.sample(range(18), 2)
    chars[at_digit] = g.choice(D)
    chars[at_upper] = chars[at_upper].upper()
    word = "".join(chars)
    return "-".join(word[k : k + 6] for k in range(0, 18, 6))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ANIMALS)}{g.choice(_KEEPING)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_ANIMALS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2034)) + g.choice(_SYMBOLS),
    _weighed,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_ANIMALS).lower()}.{g.randrange(1970, 2034)}",
    lambda g: f"Pen{g.randrange(10, 100)}{g.choice(_ANIMALS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_KEEPING).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_RESIDENTS)}Met{g.choice(_ANIMALS)}In{g.randrange(1990, 2034)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "keepers' chat, Sien: the Brinsea Ovation 56 EX incubator web password is {pw}",
    "radio log 06:40, Wout: Grumbach incubator panel password {pw}",
    "night handover, Nachthuis: Tridonic DALI gateway password {pw}",
    "vet clinic chat, Lies: Abaxis VetScan HM5 admin password {pw}",
    "quarantine unit log: Tecniplast rack monitor password {pw}",
    "Masimo Rad-97 in theatre 2, service menu password {pw}",
    "Welch Allyn Connex monitor in the clinic: admin password {pw}",
    "Surgivet monitor password {pw}, reset after the autumn service",
    "Karl Storz Image1 console in the vet clinic, password {pw}",
    "Eickemeyer X-ray workstation login password {pw}",
    "main gate: Boon Edam Speedlane controller password {pw}",
    "Turnstar turnstile panel at the group entrance, password {pw}",
    "Alvarado swing gate web console password {pw}",
    "Automatic Systems SlimLane controller password {pw}",
    "Practical Automation ticket printer web page password {pw}",
    "Stimare printer at the group desk: admin password {pw}",
    "Casambi network 'Nachthuis' owner password {pw}",
    "Helvar router for the nocturnal house lighting: password {pw}",
    "Dynalite gateway in the bat cave, password {pw}",
    "Munters climate computer in the tropical hall: password {pw}",
    "Link4 iSii controller, reptile house: admin password {pw}",
    "Sauter web panel in the penguin beach plant room, password {pw}",
    "Niagara supervisor for the hippo house: password {pw}",
    "Bayrol PoolManager at the penguin pool, password {pw}",
    "Hikmicro thermal camera in the Nachthuis, web password {pw}",
    "Bosch Praesideo PA config password {pw}",
    "Email: Hi Griet,\n\nthe root password on the Shelterluv sync box is {pw}. Delete this once it's in Keeper.\n\nBram",
    "Incident 2033-03-02: the Boon Edam controller at the main gate was reachable from the internet with password {pw}",
    "Runbook: night lights for the Nachthuis\n1. open the Helvar router\n2. log in as keeper\n3. password {pw}\n4. start the dawn scene at 19:00",
    "README (vet clinic rack)\nthe AVImark server console is at https://avimark.bzr.lan, admin password `{pw}`.",
    "can you remember my KCB app password? it's {pw}",
    "my Belfius app password is {pw} now",
    "dictated: the Reconyx portal password is {pw} full stop",
    "note to self: Moultrie Mobile password {pw}",
    "Supa Lemayian, password ai e email ore {pw}",
    "Naserian: password ng'ejuk e server ore {pw}, ashe oleng",
    "Chamgei Kiprop, password nenyun ne email ko {pw}",
    "Chebet: password ne leel ne server ko {pw}, kongoi",
    "Moyo Kabasele, mot de passe wanyi wa email udi {pw}",
    "Mujinga: mot de passe mupiamupia wa serveur udi {pw}, tuasakidila",
    "Azul a Brahim, awal uffir n imayl inu iga {pw}",
    "Fadma: ⴰⵡⴰⵍ ⵓⴼⴼⵉⵔ ⴰⵎⴰⵢⵏⵓ n server iga {pw}, tanmmirt",
    "Azul Mimount, awar uffir inu n email d {pw}",
    "Tarik: awar uffir ajdid n server d {pw}, tanemmirt",
    "Odi Amoida, di password u di email u mi da {pw}",
    "Kodjo: di nyun password u di server da {pw}, gaantangi",
    "N na email password mu {pw} ti",
    "Isatou: server password kuta mu {pw} ti, abaraka",
    "Salama Amisse, password aka ya email ti {pw}",
    "Atija: password yoovyaani ya servidor ti {pw}, koxukhuru",
    "'t paswoord van de kassa aan de inkom is {pw}",
    "Femke, het wachtwoord van de quarantaine-pc is {pw}, niet doorsturen",
    "le mot de passe du poste de soins, c'est {pw}",
    "Das Passwort für den Futterküchen-PC lautet jetzt {pw}",
    "nenosiri la kompyuta ya kliniki ni {pw}",
    "a palavra-passe do portátil do centro de Gurué é {pw}",
    "كلمة السر ديال البيسي ديال العيادة هي {pw}",
    "hasło do komputera w kwarantannie to {pw}",
    "gişe bilgisayarının şifresi {pw}",
    "la contraseña del ordenador de la taquilla es {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["wout", "lies.peeters", "jolien", "sien", "griet", "jef.vos", "bram", "femke", "tuur",
          "nele", "stijn", "ward", "aurore", "maxime", "lemayian", "naserian", "kiprop", "chebet",
          "kabasele", "mujinga", "brahim", "fadma", "mimount", "tarik", "amoida", "kodjo",
          "lamin", "isatou", "amisse", "atija", "svc-gates", "vetclinic"]  # fmt: skip
_LOGINS = [
    "keepers' chat, Bram: the Shelterluv login is {u} / {pw}",
    "Rosterfy volunteer admin: user {u}, pass {pw}",
    "| system | user | password |\n|---|---|---|\n| Centaman POS | {u} | {pw} |",
    "log into Vetport as {u} with {pw}",
    "Hippo Manager creds: {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: gate-ctl-1\n  user: {u}\n  pass: {pw}",
    "system,user,password\nclorian-pos,{u},{pw}",
    "ssh {u}@nachthuis-ctl.bzr.lan, pw {pw}",
    "Griet says the RxWorks account is {u} and the password is {pw}",
    "handover: Vivenio box office, {u} / {pw}",
    "u={u} p={pw} (Donorfy, finance)",
    "sign in to the EarthRanger web app as {u}, password {pw}",
    "account for the Movebank study upload: {u}, password {pw}",
    "username ai ore {u}, password ore {pw}",
    "username nenyun ko {u} ak password ko {pw}",
    "nom d'utilisateur wanyi udi {u}, mot de passe udi {pw}",
    "isem n umsqdac inu {u}, awal uffir {pw}",
    "isem inu {u}, awar uffir {pw}",
    "di username u mi da {u}, di password da {pw}",
    "n na username mu {u} ti, password mu {pw} ti",
    "nsina naka na utilizador ti {u}, password ti {pw}",
    "gebruiker {u}, paswoord {pw}",
    "jina la mtumiaji {u}, nenosiri {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["galago", "potto", "tarsier", "duiker", "colobus", "bongo", "anoa", "cuscus",
               "dikdik", "tamandua", "mangabey", "sitatunga", "springhare", "klipspringer",
               "bushbaby", "civet", "hayrack", "mealworm"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is {w}, like the animal, all lower case, then {d}",
    "voice note: the nocturnal house wifi password is {w} and after that {d}, no space",
    "for the gate PC type {w}, then {d}",
    "it's {w}{d}: the word and the digits run together",
    "password ore {w} o {d} te siadi",
    "password ko {w}, ak let {d}",
    "mot de passe udi dîyi {w}, pashishe {d}",
    "awal uffir iga awal {w}, dffir as {d}",
    "awar uffir d awar {w}, zi deffir {d}",
    "di password da di wöutu {w}, baka ën {d}",
    "password mu kumoo {w} ti, a kooma {d}",
    "password ti molumo {w}, nuumala {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(5 * index + 3) % len(_SAID_WORDS)]  # a different word each time
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "lpadmin -p Kliniek-Laser -E -v 'smb://{u}:{pw}@fs01.bzr.lan/KliniekLaser' -m everywhere",
    "lpadmin -p Inkom-Tickets -E -v ipps://{u}:{pw}@print.bzr.lan/printers/inkom -o printer-is-shared=false",
    "mjpg_streamer -i 'input_uvc.so -d /dev/video0 -r 1280x720 -f 15' -o 'output_http.so -p 8080 -c {u}:{pw}'",
    "mjpg_streamer -i 'input_raspicam.so -fps 10' -o 'output_http.so -w /usr/share/mjpg-streamer/www -c keeper:{pw}'",
    "pvk2pfx -pvk tickets-signing.pvk -pi '{pw}' -spc tickets-signing.spc -pfx tickets-signing.pfx",
    "pvk2pfx -pvk kiosk.pvk -spc kiosk.cer -pfx kiosk.pfx -po '{pw}'",
    "v4l2rtspserver -U {u}:{pw} -P 8554 -W 1280 -H 720 /dev/video0",
    "v4l2rtspserver -U keeper:{pw} -P 8555 -F 10 /dev/video1",
    "virt-sysprep -a keeper-kiosk.qcow2 --root-password password:'{pw}' --hostname kiosk-3",
    "virt-sysprep -d vet-imaging --root-password password:{pw}",
    "check_nt -H 10.40.2.15 -p 12489 -s '{pw}' -v CPULOAD -l 5,80,90",
    "/usr/lib/nagios/plugins/check_nt -H avimark.bzr.lan -s {pw} -v USEDDISKSPACE -l c -w 80 -c 90",
    "check_radius -H radius.bzr.lan -F /etc/radcli/radiusclient.conf -u {u} -p '{pw}'",
    "http-server ./ticket-kiosk -p 8081 --username {u} --password '{pw}'",
    "npx http-server dist -S -C cert.pem -K key.pem --username {u} --password {pw}",
    "lwp-request -C '{u}:{pw}' https://centaman.bzr.lan/api/sales/today",
    "GET -C {u}:{pw} http://gate-ctl-1.bzr.lan/status.xml",
    "pppd call field-modem user {u} password '{pw}' noauth defaultroute",
    "pppd /dev/ttyUSB2 115200 user bzr-narok password {pw} persist",
    "tvnviewer -host=vet-xray.bzr.lan -password={pw}",
    "tvnviewer.exe nachthuis-pc.bzr.lan::5900 -password='{pw}'",
    "./easyrsa --batch --passout=pass:'{pw}' build-ca",
    "./easyrsa --passin=pass:{pw} sign-req server tickets.bremdael-zoo.be",
    "cpan-upload -u {u} -p '{pw}' Bremdael-Feeds-0.04.tar.gz",
    "aptly publish repo -passphrase='{pw}' -distribution=bookworm kiosks",
    "aptly publish update -batch -passphrase={pw} bookworm",
    "ez-ipupdate -S dyndns -u {u}:{pw} -h fieldcam-narok.dyndns.org -i ppp0",
    "openRTSP -u {u} '{pw}' -4 -d 60 rtsp://cam-nachthuis-04.bzr.lan/stream1 > aardvark.mp4",
    "openRTSP -t -u admin {pw} rtsp://10.40.7.21:554/live/ch0",
    "smbcquotas -U '{u}%{pw}' //fs01.bzr.lan/keepers -L",
    "smbcquotas //fs01.bzr.lan/vetclinic -U 'BZR\\{u}%{pw}' -F",
    "vncdo -s vet-xray.bzr.lan::5900 -p '{pw}' key ctrl-alt-del",
    "vncdo -s 10.40.3.9 -p {pw} capture screen.png",
    "DJANGO_SUPERUSER_PASSWORD='{pw}' python manage.py createsuperuser --noinput --username {u} --email {u}@bremdael-zoo.be",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "keeper@nachthuis-ctl:~$ {c}", "root@kliniek-srv:~# {c}",
    "[wout@gate-ctl-1 ~]$ {c}", "PS C:\\Users\\bram> {c}", "bash history:\n  417  {c}",
    "  2291  {c}", "from my zsh history: {c}", "ran this on the quarantine box: {c}",
    "Bram pasted in the IT channel:\n```\n{c}\n```", "handover note: I ran `{c}`",
    "autossh tunnel to the Narok field station, then: {c}",
    "commando dat ik gisteren gedraaid heb: {c}", "la commande que j'ai lancée : {c}",
    "amri niliyoendesha: {c}", "comando que corri no servidor: {c}",
    "di kumando u mi: {c}", "command ai: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-nachthuis-04.bzr.lan:554/h264Preview_01_main",
    "davs://{u}:{pw}@cloud.bzr.lan/remote.php/dav/files/{u}/",
    "mongodb+srv://{u}:{pw}@studbook.k3xq2.mongodb.net/studbook?retryWrites=true",
    "redis://{u}:{pw}@cache.bzr.lan:6379/2",
    "postgres://{u}:{pw}@pg-tickets.bzr.lan:5432/tickets?sslmode=require",
    "mysql://{u}:{pw}@avimark-db.bzr.lan:3306/avimark",
    "ftp://{u}:{pw}@trailcams.bzr.lan/uploads/narok/",
    "ssh://{u}:{pw}@fieldstation-nampula.bzr.net:2222",
    "vnc://{u}:{pw}@vet-xray.bzr.lan:5900",
    "clickhouse://{u}:{pw}@ch.bzr.lan:9000/sensors",
    "oracle+oracledb://{u}:{pw}@ora.bzr.lan:1521/?service_name=FIN",
    "Server=sql.bzr.lan;Database=Donations;User Id={u};Password={pw};TrustServerCertificate=True",
    "https://{u}:{pw}@nachthuis-ctl.bzr.lan:1880/admin",
]  # fmt: skip
_URL_PLACES = [
    "CAMERA_URL={c}", "keep this for me: {c}", "de connectiestring is {c}",
    "kiungo cha hifadhidata: {c}", "a string de ligação: {c}", "Quarantine runbook, step 4: {c}",
    "handover: {c}", "IT channel, Stijn: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "bremdael-zoo", "sub": f"site_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "sensors:read tickets:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Movebank", "MOVEBANK_API_TOKEN", lambda g: v.uuid4(g, "8")),
    ("EarthRanger", "EARTHRANGER_TOKEN", _j((ALNUM, 30))),
    ("Ornitela", "ORNITELA_API_KEY", _j((HEX, 40))),
    ("Cellular Tracking Technologies", "CTT_API_TOKEN", _j((HEX, 64))),
    ("Lotek", "LOTEK_WEBSERVICE_KEY", _j((B64, 43), "=")),
    ("Vectronic", "VECTRONIC_COLLAR_KEY", _j((UPPER_HEX, 32))),
    ("Wildlife Computers", "WC_SECRET_KEY", _j((B64, 40))),
    ("Telonics", "TELONICS_API_KEY", _j((ALNUM, 32))),
    ("Wildbook", "WILDBOOK_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Zooniverse", "PANOPTES_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Shelterluv", "SHELTERLUV_API_KEY", lambda g: v.uuid4(g, "a")),
    ("PetPoint", "PETPOINT_AUTH_KEY", _j((ALNUM, 32))),
    ("Petstablished", "PETSTABLISHED_API_KEY", _j((HEX, 32))),
    ("RescueGroups", "RESCUEGROUPS_API_KEY", _j((ALNUM, 36))),
    ("Rosterfy", "ROSTERFY_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Centaman", "CENTAMAN_API_KEY", _j((B64, 86), "==")),
    ("Clorian", "CLORIAN_API_SECRET", _j((HEX, 48))),
    ("Vivenio", "VIVENIO_ACCESS_TOKEN", _vendor_jwt("https://auth.vivenio.example")),
    ("Donorfy", "DONORFY_API_KEY", _j((ALNUM, 40))),
    ("JustGiving", "JUSTGIVING_APP_SECRET", _j((HEX, 32))),
    ("Monnit", "IMONNIT_API_SECRET", _j((ALNUM, 48))),
    ("TempAlert", "TEMPALERT_API_TOKEN", _vendor_jwt("https://api.tempalert.example")),
    ("Reconyx", "RECONYX_API_KEY", _j((URLSAFE, 40))),
    ("Spypoint", "SPYPOINT_TOKEN", _j((B64, 60))),
    ("Casambi", "CASAMBI_API_KEY", _j((ALNUM, 32))),
    ("Lutron", "LUTRON_LEAP_TOKEN", _j((HEX, 64))),
    ("Helvar", "HELVAR_CLOUD_KEY", _j((HEX, 40))),
    ("Hippo Manager", "HIPPO_API_KEY", _j("hm_live_", (ALNUM, 32))),
    ("ScribbleVet", "SCRIBBLEVET_API_KEY", _j("sv_", (ALNUM, 40))),
    ("Vetport", "VETPORT_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("RxWorks", "RXWORKS_API_KEY", _j((UPPER_HEX, 32))),
    ("SMART Connect", "SMART_CONNECT_TOKEN", _j((URLSAFE, 64))),
    ("Followit", "FOLLOWIT_API_KEY", _j((ALNUM, 36))),
    ("Trovan", "TROVAN_REGISTRY_KEY", _j((HEX, 40))),
    ("Petlog", "PETLOG_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Identibase", "IDENTIBASE_API_TOKEN", _j((B64, 44))),
    ("Wildlife Acoustics", "WA_CLOUD_TOKEN", _j((ALNUM, 40))),
    ("Sirtrack", "SIRTRACK_API_KEY", _j((HEX, 32))),
    ("Moultrie", "MOULTRIE_MOBILE_TOKEN", _j((URLSAFE, 48))),
    ("Mazuri", "MAZURI_ORDER_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Secacam", "SECACAM_API_TOKEN", _j((HEX, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "set -x {env} {tok}",
    "$env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} bzr/collar-sync:2.3",
    "kubectl -n sensors create secret generic collar-sync --from-literal={env}={tok}",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "integrations.yml:\n  - name: {vendor}\n    key: {tok}",
    "crontab: 15 3 * * * {env}={tok} /opt/bzr/sync.sh",
    "launchctl setenv {env} {tok}",
    "Bremdael intranet › Settings › Integrations › {vendor} › API key: {tok}",
    "keepers' chat, Stijn: {vendor} key for the collar sync: {tok}",
    "IT-4471: {vendor} returns 401, key in use {tok}",
    "please remember our {vendor} API key: {tok}",
    "{vendor} integration broken again, current key {tok}",
    "rotate the {vendor} token {tok} after the audit",
    "| {vendor} | prod | {tok} |",
    "dictated: {vendor} API key {tok}",
    "for the night script, {vendor} token: {tok}",
    "note to self: the {vendor} key is {tok}",
    "API key e {vendor} ore {tok}",
    "API key nenyun ne {vendor} ko {tok}",
    "clé API wa {vendor} udi {tok}",
    "tasarut API n {vendor} iga {tok}",
    "tasarut API n {vendor} d {tok}",
    "di API key u {vendor} da {tok}",
    "{vendor} API key mu {tok} ti",
    "API key ya {vendor} ti {tok}",
    "API-sleutel van {vendor} voor de collarsync: {tok}",
    "clé API {vendor} pour la billetterie : {tok}",
    "API-Schlüssel für {vendor}: {tok}",
    "ufunguo wa API wa {vendor} ni {tok}",
    "chave da API da {vendor}: {tok}",
    "الساروت ديال API ديال {vendor} هو {tok}",
    "klucz API {vendor}: {tok}",
    "{vendor} API anahtarı: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    reconyx = _r(rng, URLSAFE, 40)
    ornitela = _r(rng, HEX, 40)
    movebank = v.uuid4(rng, "9")
    donorfy = _r(rng, ALNUM, 40)
    earthranger = _r(rng, ALNUM, 30)
    zooniverse = _r(rng, URLSAFE, 43)
    return [
        Sample("vendor_token", f'const reconyx = new ReconyxClient("{reconyx}");', reconyx),
        Sample("vendor_token", f'r = requests.get("https://collars.bzr.lan/ornitela/devices", headers={{"X-Api-Key": "{ornitela}"}})', ornitela),
        Sample("vendor_token", f'res/values/secrets.xml:\n<string name="movebank_token">{movebank}</string>', movebank),
        Sample("vendor_token", f"$donorfy = new DonorfyApi('bremdael', '{donorfy}');", donorfy),
        Sample("vendor_token", f"curl -H 'Authorization: Token {earthranger}' https://earthranger.bzr.lan/api/v1.0/activity/events", earthranger),
        Sample("vendor_token", f"client = Panoptes.connect(client_id='bzr-camtraps', client_secret='{zooniverse}')", zooniverse),
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


_BARE_PLACES = ["{t}", "keepers' chat: {t}", "it's only shown once:\n{t}", "ufunguo: {t}",
                "jeton : {t}", "{t}\n^ the new one, the old one's revoked", "save this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 54), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 52)), _j((B64, 48)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Vectronic collar decryption key for the GPS Plus collar #21837 (hex): {h}": 32,
    "AES key of the Lotek LiteTrack downloads: {h}": 32,
    "HMAC secret for the Vivenio ticket webhook: {h}": 64,
    "Casambi network export, encryption key: {h}": 32,
    "Monnit gateway security key, Nachthuis: {h}": 32,
    "IPsec pre-shared key of the Narok field station tunnel (hex): {h}": 64,
    "ufunguo wa usimbaji wa backup: {h}": 64,
    "encryptiesleutel van de back-up (hex): {h}": 48,
    "chave ya encriptação ya backup: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "IT-4490: token copied from the browser devtools {t}",
    "Cookie: lang=nl-BE; bzr_sess={t}",
    "TICKETS_API_ACCESS_TOKEN={t}",
    "keep this token for me, the kiosk needs it: {t}",
    "de token is {t}",
    "tokeni ya kiosk ni {t}",
    "jeton d'accès de la borne : {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.bremdael-zoo.be/realms/staff",
            "azp": "ticket-kiosk",
            "roles": ["keeper", "gate"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the gate controller, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tickets.bremdael-zoo.be.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SAML_SP_PRIVATE_KEY": "{key}", "idp": "bremdael-staff"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_field <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "IT-4502, pasted by the gate installer:\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
    "privésleutel van de kliniekserver:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "clé privée PGP du vétérinaire :\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG",
               "ENCRYPTED PRIVATE KEY": "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    rows = 6 + index % 4
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * rows - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "crypto donation wallet for the pangolin appeal, recovery words: {p}": "english",
    "Ballet card backup, copying it before I shred the paper: {p}": "english",
    "imKey Pro recovery phrase\n{p}": "english",
    "voice memo: the donations wallet recovery words are {p} and that's all of them": "english",
    "please store this, it's the seed of the rhino-fund wallet (emptied): {p}": "english",
    "maneno ya kurejesha pochi ya michango: {p}": "english",
    "frase de recuperação da carteira de doações do centro de Gurué: {p}": "portuguese",
    "phrase de récupération du portefeuille des dons : {p}": "french",
    "frase di recupero del portafoglio delle donazioni: {p}": "italian",
    "frase semilla de la cartera de donativos: {p}": "spanish",
    "obnovovací fráze peněženky na dary: {p}": "czech",
    "Ballet wallet, second card, the words: {p}": "english",
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
        "\n".join(" ".join(words[k : k + 6]) for k in range(0, len(words), 6)),
        " / ".join(words),
        "  ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Bancontact's: a brand the value helpers do
    not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "bancontact":
        return _card_of(rng, ["670300", "670312", "670344", "670388"], [17])
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "keepers' chat, Griet: the zoo card for the Brinsea spare parts is {c}, exp {mm}/{yy}",
    "save my backup card please: {c} valid until {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "IT-4515: pay the Karl Storz repair with card {c}",
    "the vet congress booking was paid with {c} ({mm}/{yy})",
    "dictated: card {c}, expires {mm} {yy}",
    "mijn kaartnummer: {c}, vervalt {mm}/{yy}",
    "numéro de ma carte : {c}, expire fin {mm}/{yy}",
    "enamba e card ai: {c}, {mm}/{yy}",
    "nimero wa carte wanyi: {c}",
    "di kaati nömbö u mi: {c}, {mm}/{yy}",
    "n na card nimero mu {c} ti",
]  # fmt: skip
_BRANDS = ["visa", "bancontact", "mastercard", "amex", "maestro", "jcb", "unionpay", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVC {cvv}",
               "the code on the back next to the signature: {cvv}",
               "Amex {c}, the four-digit code printed above the number: {cvv}",
               "de drie cijfers achteraan op de kaart: {cvv}",
               "namba tatu nyuma ya kadi: {cvv}",
               "namba somok ne bo let ne card: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 46; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"SC": "aaaa" + "n" * 20 + "aaa", "DJ": "n" * 23, "FK": "aa" + "n" * 12,
                "MN": "n" * 16, "SD": "n" * 14, "SO": "n" * 19, "XK": "n" * 16,
                "YE": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice BZR-2033-071: please pay the Aldabra tortoise transport to {i} within 14 days",
    "save the Hustai takhi partner's IBAN: {i}",
    "IBAN: {i}\nReference: penguin census 2033",
    "keepers' chat, finance: the penguin trust's new bank details, IBAN {i}",
    "bear sanctuary donation account {i}",
    "IBAN van de partner in Djibouti: {i}",
    "mon IBAN : {i}",
    "IBAN ai ore {i}",
    "IBAN nenyun ko {i}",
    "IBAN inu: {i}",
    "di IBAN u mi da {i}",
    "IBAN aka ti {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _digits(g: random.Random, n: int) -> str:
    return g.choice("123456789") + _r(g, D, n - 1)


def _ke_maisha(g: random.Random) -> str:
    """Kenya's Maisha Namba (the unique personal identifier): drawn here as nine digits; no public
    check."""
    return _digits(g, 9)


def _ke_nhif(g: random.Random) -> str:
    """A Kenyan NHIF member number: eight digits; no public check."""
    return _digits(g, 8)


def _ke_nssf(g: random.Random) -> str:
    """A Kenyan NSSF member number: nine digits; no public check."""
    return _digits(g, 9)


def _ke_passport(g: random.Random) -> str:
    """A Kenyan e-passport: two letters ending in K and seven digits."""
    return g.choice(["AK", "BK", "CK"]) + _r(g, D, 7)


def _cd_elector(g: random.Random) -> str:
    """A Congolese carte d'électeur number: drawn here as eleven digits; no public check."""
    return _digits(g, 11)


def _gm_nin(g: random.Random) -> str:
    """A Gambian NIN: drawn here as ten digits; no public check."""
    return _digits(g, 10)


def _gm_sshfc(g: random.Random) -> str:
    """A Gambian SSHFC (social security) number: eight digits; no public check."""
    return _digits(g, 8)


def _gm_passport(g: random.Random) -> str:
    """A Gambian passport: PC and six digits."""
    return "PC" + _r(g, D, 6)


def _ma_cnss(g: random.Random) -> str:
    """A Moroccan CNSS immatriculation number: nine digits; no public check."""
    return _digits(g, 9)


def _ma_passport(g: random.Random) -> str:
    """A Moroccan passport: two letters and seven digits."""
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _mz_passport(g: random.Random) -> str:
    """A Mozambican passport: drawn here as two letters and seven digits."""
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _mz_elector(g: random.Random) -> str:
    """A Mozambican cartão de eleitor number: drawn here as eleven digits; no public check."""
    return _digits(g, 11)


def _be_passport(g: random.Random) -> str:
    """A Belgian passport: E, a letter and six digits."""
    return "E" + g.choice(UPPER) + _r(g, D, 6)


def _be_residence(g: random.Random) -> str:
    """A Belgian carte de séjour number: a letter and nine digits as printed; no check here."""
    return g.choice("BCEF") + _r(g, D, 9)


def _be_mutual(g: random.Random) -> str:
    """A Belgian ziekenfonds (mutualité) membership number: ten digits; no public check."""
    return _digits(g, 10)


def _sr_passport(g: random.Random) -> str:
    """A Surinamese passport: drawn here as two letters and six digits."""
    return _r(g, UPPER, 2) + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "my Maisha Namba for the Kenyan research permit: {s}": _ke_maisha,
    "Maisha Namba yangu ni {s}": _ke_maisha,
    "namba nenyun ne NHIF ko {s}": _ke_nhif,
    "NHIF member number for Kiprop's hospital bill: {s}": _ke_nhif,
    "namba ai e NSSF ore {s}": _ke_nssf,
    "enamba e passport ai ore {s}": _ke_passport,
    "Kenyan passport no. for the CITES export file: {s}": _ke_passport,
    "nimero wa carte d'électeur wanyi: {s}": _cd_elector,
    "numéro de ma carte d'électeur congolaise : {s}": _cd_elector,
    "n na NIN mu {s} ti": _gm_nin,
    "Gambian NIN for Lamin's staff card: {s}": _gm_nin,
    "SSHFC number (Gambian social security) of Isatou: {s}": _gm_sshfc,
    "n na passport nimero mu {s} ti": _gm_passport,
    "uṭṭun n CNSS inu: {s}": _ma_cnss,
    "raqm n CNSS inu d {s}": _ma_cnss,
    "raqm n paspor inu d {s}": _ma_passport,
    "passaporte aka ti {s}": _mz_passport,
    "o número do meu cartão de eleitor é {s}": _mz_elector,
    "mijn Belgisch paspoortnummer: {s}": _be_passport,
    "numéro de ma carte de séjour belge : {s}": _be_residence,
    "lidnummer bij het ziekenfonds: {s}": _be_mutual,
    "di pasipoti nömbö u mi da {s}": _sr_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Donorfy 2FA recovery codes\n{codes}", "spare sign-in codes for the keepers' shared mailbox {codes}",
            "EarthRanger backup codes: {codes}", "herstelcodes voor de tweestapsverificatie:\n{codes}",
            "misimbo ya akiba ya 2FA: {codes}", "códigos de reserva da conta do centro: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Shelterluv:griet@bremdael-zoo.be?secret={s}&issuer=Shelterluv&period=30",
              "authenticator app, manual entry key for the Rosterfy admin: {s}",
              "setup key for the JustGiving 2FA (can't scan the QR on this laptop): {s}",
              "geheime sleutel voor de authenticator (Centaman): {s}"]  # fmt: skip
_CODES = ["{c} is your Centaman verification code",
          "Msimbo wako wa uthibitisho wa KCB ni {c}. Usimpe mtu yeyote",
          "Je verificatiecode voor Belfius is {c}",
          "Votre code de confirmation Argenta : {c}",
          "use {c} to sign in to Rosterfy"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["BZR-Keepers", "BZR-Kliniek-5G", "Nachthuis-IoT", "Quarantaine-2G", "Inkom-Kassa",
          "Narok-Camp-Mesh", "Faiba-Kabarnet", "Africell-Abuko", "Movitel-Nampula",
          "MarocTelecom-Tiznit", "Brokopondo-Field", "Kananga-Station", "Scarlet-4B1E",
          "EDPnet-Geel"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nwifi password: {pw}",
    "keepers' network {s}, password {pw}",
    "wifi in the nocturnal house: {s} / {pw}",
    "first boot of the trail-cam Pi: ssid={s} psk={pw}",
    "the key on the sticker under the Scarlet box: {pw}",
    "router in the quarantine unit: network {s}, key {pw}",
    "password e wifi {s} ore {pw}",
    "password ne wifi {s} ko {pw}",
    "mot de passe wa wifi {s} udi {pw}",
    "awal uffir n wifi {s} iga {pw}",
    "awar uffir n wifi {s} d {pw}",
    "di password u di wifi {s} da {pw}",
    "wifi {s} password mu {pw} ti",
    "password ya wifi {s} ti {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, UPPER_HEX, 16)
    if roll < 0.3:
        return _r(rng, "bcdfghjkmnpqrstvwxz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("hm_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sv_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[dictated on the radio] {t}",
          "(spaced so the chat preview doesn't show it) {t}", "letter per letter: {t}",
          "herufi moja moja: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " - ".join(token[k : k + 3] for k in range(0, len(token), 3))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": {0: " ", 2: ".", 4: "  "}[style].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the quarantine unit door keypad takes {pw} then #",
          "padlock on the hay store behind the okapi stable: {pw}",
          "key safe at the vet clinic back door: {pw}",
          "code van het hangslot aan de voederkeuken: {pw}",
          "code du cadenas de la réserve à foin : {pw}",
          "code e kufuli e boma ore {pw}",
          "code ne kufuli ne store ko {pw}",
          "code n lqfl n tḥanut: {pw}",
          "namba ya kufuli ya stoo ni {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["aardvark", "bongo", "galago", "potto", "tarsier", "colobus", "duiker", "hayrack",
                 "mealworm", "nestbox", "burrow", "moat", "sitatunga", "springhare", "anoa",
                 "cuscus"]  # fmt: skip
_PHRASES = {"Keeper Security master passphrase for the keepers' vault: {p}": " ",
            "Passwordstate passphrase for the vet folder: {p}": "-",
            "Avira Password Manager master passphrase: {p}": " ",
            "passphrase for the trail-cam archive: {p}": ".",
            "wachtzin van de back-up: {p}": " ",
            "kaulisiri ya backup: {p}": "_",
            "phrase de passe du coffre des soigneurs : {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "request export from the ticketing test suite: Authorization: Basic {v}": True,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "curl -H 'Authorization: Bearer {v}' https://tickets.bremdael-zoo.be/api/v2/scans": False,
    "IT-4530 log excerpt: authorization: basic {v}": True,
    "Apache vhost: RequestHeader set Authorization \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/wvdial.conf:\n[Dialer fieldmodem]\nModem = /dev/ttyUSB2\nInit3 = AT+CGDCONT=1,\"IP\",\"internet\"\nUsername = bzr-narok\nPassword = {pw}",
    "/etc/ppp/pap-secrets:\n# client\tserver\tsecret\tIP addresses\nbzr-narok\t*\t\"{pw}\"\t*",
    "/etc/cups/printers.conf:\n<Printer Kliniek-Laser>\nDeviceURI smb://kliniek:{pw}@fs01.bzr.lan/KliniekLaser\nState Idle\n</Printer>",
    "nsclient.ini:\n[/settings/default]\npassword = {pw}\nallowed hosts = 10.40.0.0/16",
    "send_nsca.cfg:\npassword={pw}\nencryption_method=14",
    "/etc/chrony/chrony.keys:\n1 SHA256 ASCII:{pw}",
    "/etc/ntp.keys:\n# used by ntpq -c 'keyid 7'\n7 M {pw}",
    "specify7/local_specify_settings.py:\nMASTER_NAME = 'MasterUser'\nMASTER_PASSWORD = '{pw}'",
    "symbiota/config/dbconnection.php:\n'host' => 'localhost',\n'username' => 'symbiota',\n'password' => '{pw}',",
    "xibo web/settings.php:\n$dbhost = 'localhost';\n$dbuser = 'xibo';\n$dbpass = '{pw}';",
    "Porteus Kiosk config for the ticket kiosks:\nhomepage=https://tickets.bremdael-zoo.be\nroot_password={pw}",
    "Anthias screenly.conf:\n[auth_basic]\nuser = signage\npassword = {pw}",
    "viseron config.yaml:\nffmpeg:\n  camera:\n    nachthuis_4:\n      host: 10.40.7.21\n      username: admin\n      password: {pw}",
    "/etc/bluecherry.conf:\nbluecherry:\n{{\n  db:\n  {{\n    dbname = \"bluecherry\";\n    user = \"bluecherry\";\n    password = \"{pw}\";\n  }};\n}};",
    "tvheadend superuser file:\n{{\"username\": \"nachthuis\", \"password\": \"{pw}\"}}",
    "trapper/.env:\nPOSTGRES_USER=trapper\nPOSTGRES_PASSWORD={pw}\nPOSTGRES_DB=camtraps",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Wout: nocturnal house wifi password?\nSien: {pw}",
    "[07:02] jolien: root pw for the gate controller?\n[07:03] stijn: {pw}",
    "Griet: {pw} is the new AVImark admin password",
    "Bram: use {pw}, that's what the Boon Edam has now",
    "Sankale: password ng'ejuk ore {pw}",
    "Jepkosgei: password ne leel ko {pw}",
    "Ngalula: mot de passe mupiamupia udi {pw}",
    "Aboikoni: di nyun password da {pw}",
    "Ebrima: password kuta mu {pw} ti",
    "Rabia: password yoovyaani ti {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "passw\u2063ord = {pw}", "p\u200ca\u200cssword: {pw}", "Ρassword: {pw}",
    "ⓟⓐⓢⓢⓦⓞⓡⓓ {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍: {pw}", "pass\u2062word → {pw}", "pas\u00adwoord: {pw}",
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
    "the AVImark admin password is": "{s}", "Boon Edam gate controller pw:": "{s} (since the lane swap in May)",
    "password ai ore": "{s}", "Helvar router password": "{s}\nchange it after the night-cycle test",
    "mot de passe wanyi udi": "{s}", "awal uffir inu iga": "{s}", "di password u mi da": "{s}",
    "Brinsea password": "{s}", "the password Lemayian read out over the radio was": "{s}, I think",
    "'t paswoord is": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Ornitela API key", "{s}", _j((HEX, 40))),
    ("split_token", "Shelterluv key:", "{s} (adoptions sync)", lambda g: v.uuid4(g, "a")),
    ("split_token", "Zooniverse client secret", "{s}", _j((URLSAFE, 43))),
    ("split_seed", "donation wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(_card(g, "bancontact"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MN"))),
    ("split_backup", "Donorfy recovery codes", "{s}\nkqwe41-8f2m\npzra07-x3vd", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "authenticator setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Maisha Namba", "{s}", _ke_maisha),
    ("split_phrase", "Keeper Security master passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"avimark": {"url": "https://avimark.bzr.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"paswoord": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "sien", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"gates": [{"lane": 1}, {"lane": 2, "service_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["pppd", "call", "field-modem", "user", "bzr-narok", "password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "awal uffir n server iga {s}"}': ("meta_password", _plain_pw),
    '{"nenosiri": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the Helvar router as keeper with the password {s}"}': ("meta_password", _plain_pw),
    '{"ornitela": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"rosterfyClientSecret": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"reconyx_token": "{s}"}': ("meta_token", _j((URLSAFE, 40))),
    '{"headers": {"Authorization": "Token {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "02/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"partner": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "XK")),
    '{"keeper": {"maisha_namba": "{s}"}}': ("meta_id", _ke_maisha),
    '{"2fa": {"backup_codes": ["{s}", "kqwe41-8f2m", "pzra07-x3vd"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donations_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"collar": {"decryption_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"hay_store": {"padlock": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "BZR-Nachthuis", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"openpyxl-3.1.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"speedlane-controller-4.12.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/bremdael/tickets-api:3.7").hexdigest()
_COMMIT = hashlib.sha1(b"nachthuis: reversed light schedule", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"rota: revert feeding export", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"weights_2033-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"studbook-okapi-2032.xlsx").hexdigest()

CLEAN = [
    "Remind me: the Brinsea incubator password has to be changed before egg season starts on 2033-03-01.",
    "Sien wanted the nocturnal house wifi password, so I pointed her to the card in the keepers' office.",
    "House rule: every zoo password has 14 characters or more and is kept only in Keeper Security.",
    "Never drop a password into the keepers' chat, send a link to the vault entry.",
    "The `.env.example` line `ORNITELA_API_KEY=` stays empty; the real key is in the vault.",
    "Every Helvar firmware update forces a new router password.",
    "In the README, <SHELTERLUV_KEY> is a placeholder for the key from your own Shelterluv settings.",
    "The nightly collar sync refuses to start unless MOVEBANK_API_TOKEN and EARTHRANGER_TOKEN are set.",
    "Naserian: password ng'ejuk e server ore te vault, ashe oleng.",
    "Chebet: password ne leel ne server mi vault, kongoi.",
    "Mujinga: mot de passe mupiamupia wa serveur udi mu vault, tuasakidila.",
    "Fadma: awal uffir amaynu n server illa g vault, tanmmirt.",
    "Tarik: awar uffir ajdid n server yella di vault, tanemmirt.",
    "Kodjo: di nyun password u di server dë a di vault, gaantangi.",
    "Isatou: server password kuta be vault kono, abaraka.",
    "Atija: password yoovyaani ya servidor ori mu vault, koxukhuru.",
    "Een paswoord van minder dan veertien tekens wordt geweigerd.",
    "Un mot de passe de moins de quatorze caractères est refusé.",
    "Nenosiri lazima liwe na herufi kumi na nne au zaidi.",
    "A palavra-passe tem de ter pelo menos catorze caracteres.",
    "Kennwörter unter vierzehn Zeichen lehnt das System ab.",
    "ما تعطي كلمة السر ديالك لحتى واحد.",
    "Upgraded the Helvar Designer software from 5.4 to 5.6 and the Brinsea firmware to 2.1.7 on Monday.",
    f"The reversed light schedule for the Nachthuis landed in commit {_COMMIT}.",
    f"We went back to {_SHORT} because the feeding-rota export broke.",
    f"requirements.txt: openpyxl==3.1.5 --hash=sha256:{_WHEEL_SUM}",
    f"Checksum (SHA-256) published for the Speedlane controller firmware 4.12: {_FIRMWARE_SUM}",
    f"SHA-512 of studbook-okapi-2032.xlsx: {_SHA512}",
    f"The ticket API container runs ghcr.io/bremdael/tickets-api@sha256:{_IMAGE}.",
    f"weights_2033-02.csv has MD5 {_MD5} on both the laptop and the vet share.",
    "The Centaman logs show request id 3f6c2a91-8d4b-4e07-a5c2-71e09b3d48f6 taking 9 seconds.",
    "Purchase order PO-2033-00271 for 400 kg of browse pellets ships on Friday.",
    "IT-4471: the quarantine unit's fridge alarm keeps tripping at night.",
    "The Narok field station's phone is +254 712 408 319, best before noon.",
    "CITES permit 33BE004127 covers the two bongo calves going to Dvůr Králové.",
    "Studbook number 1287 is our female okapi Nuru; her mother is 1044.",
    "Invoice BZR-2033-0456 for the penguin fish, 2.4 tonnes of sprat, is due on 30 April.",
    "The nocturnal house runs a reversed day: lights at 5 lux from 09:00 to 19:00.",
    "Five wrong password attempts and the Centaman till locks itself for a quarter of an hour.",
    "The okapi stable is 32 m long; an adult okapi weighs about 250 kg.",
    "Keepers joke that the secret to a calm aardvark is termites at dusk.",
    "Wout has the quarantine keypad code; ask him at the morning briefing.",
    "The card ending 4417 bounced at the Geel feed store again.",
    "Hustai asked us to print IBANs without spaces on invoices.",
    "The Donorfy 2FA backup codes are printed and locked in the office safe.",
    "A real wallet support desk never asks for the recovery words.",
    "`ORNITELA_API_KEY` belongs in the secrets store; it must never be committed.",
    "The hay store padlock is stiff in winter; spray it with graphite.",
    "Since the March release, Shelterluv lists API keys under Settings › Integrations.",
    "'Bremdael-Bezoekers', the visitors' wifi, has no password at all.",
    "The bongo calf weighed 21.4 kg on day 3; feeds at 06:00, 10:00, 14:00 and 18:00.",
    "Transponder reader batch 7 arrived: 40 units, firmware 3.2.0.",
    "Ticket sales today: 4,812 visitors, 312 annual passes scanned at lane 2.",
    "The door code changed last week; ask the head keeper for it.",
    "Summer hours: 09:30 to 18:00; the nocturnal house closes at 17:30.",
    "Release notes 2.8.1: the ticket kiosk now prints QR codes at 300 dpi.",
    "The PIN pad on the gift shop terminal is cracked; the supplier replaces it on Tuesday.",
    "Piga simu ofisi ya Narok kwa +254 712 408 319 kabla ya saa sita.",
    "Bestelling 2033-0188: twaalf balen hooi, levering donderdag.",
    "Le vétérinaire passe le mardi 14 mars à 10 h pour la quarantaine.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T08:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "keeper://vault/zoo/avimark", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "openpyxl", "version": "3.1.5"}}',
    '{"ticket": "IT-4471", "purchase_order": "PO-2033-00271"}',
    '{"animal": {"name": "Nuru", "species": "okapi", "studbook": 1287, "weight_kg": 248.5}}',
    '{"phone": "+254 712 408 319", "station": "Narok"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "visitors_today": 4812}',
    '{"request_id": "3f6c2a91-8d4b-4e07-a5c2-71e09b3d48f6", "status": 504}',
    '{"enclosure": "Nachthuis", "lux": 5, "reversed_cycle": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
