# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-forty-third corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-forty-first's
docstring, the fifth to three-hundred-and-forty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (342, 344, 345), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (343_150_929), password words (a
boat, a bay and a number, `GumbootRendezvous48!`; a fish and a ferry's sailing time,
`Snapper0815#`; dot-joined beach words and a year, `salt.pond.reef.1997`; leet `L0bst3r`; a name,
a year and a village; a generator's dashed groups; random runs).

The fictional company is Rendezvous Tide Provisions Ltd. (a ferry-ticket desk at Blowing Point, a
lobster and fish pound at Island Harbour, a beach bar and dock at Sandy Ground and an office in
The Valley, Anguilla), with Anguillian staff, relatives in Marigot (Saint-Martin), Philipsburg
(Sint Maarten) and Willemstad (Curaçao), Dominican kitchen and dock workers from San Pedro de
Macorís and Indian (Sindhi) shop owners who rent its front shop; every company, person, address,
domain (`rtide.lan`, `rendezvoustide.ai`), account and number is invented, only the region is
real. Texts: chats (Snikket, Gajim, Quassel, HexChat, Nheko, FluffyChat, Cinny, Wickr,
Conversations, SimpleX), tickets, notes, runbooks, shell prompts (Tera Term, urxvt, ConEmu, cmder,
Konsole, SecureCRT and others), config and env files, voice-note transcripts and requests to the
assistant; separators from a colon, `=`, `—`, `→`, `is`, `ta`, `e'`, `est`, `hai`, `है`, a table
cell, a new line and none.

Grep counts (heldouts 5 to 341 naming each, grep -l): none for Anguilla, Sandy Ground, Blowing
Point, Island Harbour, Saint-Martin, Philipsburg, Rendezvous, Windward Islands Bank, Dauphin
Telecom, Air Antilles, Caribe Tours, evilginx; one or two for ANGLEC, Aqualectra, Maduro & Curiel,
Winair, Vimenca, Banreservas, CardNET, Tpago, Instamojo, PhonePe, Papiamento (2), Sint Maarten,
Marigot, Snikket, Quassel, smbclient -L, impacket-psexec, sshpass -f, ghz, nikto -id; three to
seven for Cashfree, Paytm, kontraseña (4), klk (3), manito (4), Wickr, Gajim, Nheko, FluffyChat,
Cinny, HexChat, urxvt, artemis create, emqx ctl, SCRAM-SHA-256, redfishtool, esxcli, ilorest,
ldappasswd, slappasswd, usermod -p, wget --http-password, lynx -auth, elinks, kerbrute, certipy,
secretsdump, bloodhound-python, ldapdomaindump, sqlmap, ncrack, patator, ab -A, hey -a, mount.cifs,
gocryptfs, encfs, grpcurl, websocat; more for Hindi (61), `पासवर्ड` (59), `mdp` (53), `wachtwoord
is` (19), `password hai` (15), `fuh` (11) and the terminals (Tera Term 13, cmder 11, ConEmu 10).

About half of the secret samples are not in English: Anguillian English Creole as texted (`de
password fuh … is`, `wha de wifi code?`, `tek dis`, `dah one deh`, `me new password ah`),
Saint-Martin French (`le mot de passe c'est`, `mdp :`, `le code du portail`, `code de vérification`,
`les trois chiffres au dos`), Sint Maarten Dutch (`het wachtwoord is`, `ww:`, `gebruikersnaam …
wachtwoord …`, `herstelcodes`), Papiamento (`kontraseña ta`, `e kontraseña di wifi ta`, `mi
kontraseña nobo ta`, `kódigo di verifikashon`, `palabranan di rekuperashon`), Dominican Spanish as
texted (`klk, la contraseña e'`, `la clave del wifi e'`, `manito`, `vaina`, `ahorita`), and Hindi of
Indian shop owners in Devanagari (`पासवर्ड … है`, `वाईफाई का पासवर्ड`, `पिन`, `आधार नंबर`) and
romanised (`password hai`, `wifi ka password`, `bhai`, `yaad rakhna`). French, Dutch, Hindi and
Spanish are ordinary usage; the author's guesses, checked by no speaker, are every Anguillian
Creole and Papiamento wording, the Dominican texting spellings and the romanised Hindi.

Vendors: invented ones (ValleyPay `vpy_live_`, Blowing Point Ferry Desk `bpf-`, ScrubCay SMS
`scs.`, Shoal Bay Cloud, Lobster Pound POS `lpp_sk_`, Tide Booker; shapes guessed) and regional or
Indian ones with guessed shapes (ANGLEC, Digicel, Windward Islands Bank, Dauphin Telecom, Air
Antilles, Winair, Aqualectra, Maduro & Curiel's Bank, Banreservas, CardNET, Tpago, Vimenca, Caribe
Tours, Cashfree, Instamojo, PhonePe, Paytm); the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: the Dominican cédula
(`do.cedula`) and RNC (`do.rnc`), the Dutch BSN (`nl.bsn`) and onderwijsnummer
(`nl.onderwijsnummer`), France's NIR (`fr.nir`) and SIRET (`fr.siret`), India's Aadhaar
(`in_.aadhaar`), Aadhaar VID (`in_.vid`), PAN (`in_.pan`) and GSTIN (`in_.gstin`); an Anguillian
passport and a Sint Maarten sédula carry no check a library verifies. Cards pass Luhn
(`stdnum.luhn`; Visa, Mastercard, Amex, Discover, JCB, UnionPay, Diners and Maestro prefixes from
the value helpers and RuPay prefixes drawn here); IBANs of the British Virgin Islands, the Dominican
Republic, France (Saint-Martin banks), Gibraltar, Egypt and Iceland (countries a rough grep of the
earlier corpora's shape tables finds least or that fit the theme), checked with `stdnum.iban`; seed
phrases from mnemonic's English, French, Spanish and Portuguese lists, checked with
`Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
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
from stdnum import luhn, verhoeff
from stdnum.do import cedula as do_cedula
from stdnum.do import rnc as do_rnc
from stdnum.fr import nir as fr_nir
from stdnum.fr import siret as fr_siret
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import pan as in_pan
from stdnum.in_ import vid as in_vid
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import onderwijsnummer as nl_onderwijs

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 343_150_929
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


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


_BOATS = [
    "Gumboot",
    "Sandfly",
    "Tradewind",
    "Rascal",
    "Lady Bird",
    "Seabreeze",
    "Dolphin",
    "Calypso",
    "Shoalbay",
    "Limin",
    "Saltfish",
    "Conch",
    "Pelican",
    "Johnnycake",
]
_BAYS = [
    "Rendezvous",
    "Shoal",
    "Meads",
    "Maundays",
    "Cove",
    "Savannah",
    "Crocus",
    "Limestone",
    "Junks",
    "Mimi",
    "Captains",
    "Barnes",
    "Forest",
    "Sile",
]
_FISH = [
    "Snapper",
    "Lobster",
    "Grouper",
    "Wahoo",
    "Mahi",
    "Crayfish",
    "Conch",
    "Hind",
    "Jack",
    "Triggerfish",
    "Parrotfish",
    "Whelk",
]
_BEACH = [
    "salt",
    "pond",
    "reef",
    "cay",
    "dune",
    "boat",
    "race",
    "jolly",
    "sand",
    "wharf",
    "goat",
    "lime",
    "mango",
    "breeze",
]
_PLACES = [
    "TheValley",
    "SandyGround",
    "BlowingPoint",
    "IslandHarbour",
    "EastEnd",
    "WestEnd",
    "NorthHill",
    "SouthHill",
    "Stoney",
    "Marigot",
    "Philipsburg",
    "Willemstad",
    "SanPedro",
    "Ulhasnagar",
]
_NAMES = [
    "Kerwin",
    "Shanice",
    "Deon",
    "Lystra",
    "Almando",
    "Tyrell",
    "Jolene",
    "Maelle",
    "Thierry",
    "Joost",
    "Sanne",
    "Jurgen",
    "Ruthmila",
    "Shurmaine",
    "Yulissa",
    "Wander",
    "Radhames",
    "Rajesh",
    "Priya",
    "Sunil",
    "Kavita",
]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = [
    "L0bst3r",
    "Sn4pp3r",
    "R3nd3zv0us",
    "Gr0up3r",
    "F3rryB04t",
    "S4ndyGr0und",
    "W4h00",
    "C0nchSh3ll",
]


def _ferry(g: random.Random) -> str:
    """A fish and a ferry's sailing time, the way the ticket desk makes passwords up."""
    times = ["0730", "0815", "0900", "1030", "1215", "1545", "1700", "1815"]
    return f"{g.choice(_FISH)}{g.choice(times)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: (
        f"{g.choice(_BOATS).replace(' ', '')}{g.choice(_BAYS)}{g.randrange(10, 100)}"
        f"{g.choice(_SYMBOLS)}"
    ),
    _ferry,
    lambda g: ".".join(g.sample(_BEACH, 3)) + "." + str(g.randrange(1960, 2031)),
    lambda g: (
        f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}"
        f"{g.choice(_PLACES)}"
    ),
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FISH).lower()}_{g.randrange(1960, 2031)}",
    lambda g: f"Ferry{g.randrange(100, 1000)}{g.choice(_BAYS)}{g.choice(_SYMBOLS)}",
    lambda g: (
        _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2)
    ),
    lambda g: f"{g.choice(_FISH).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Sails{g.choice(_BAYS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Snikket, #ferry-desk, Kerwin: the Blowing Point ticket PC password is {pw}",
    "Gajim message from Shanice: the Island Harbour scale tablet password {pw}",
    "Quassel log, Deon: router admin password at the Sandy Ground bar is {pw}",
    "HexChat #rtide-ops <Tyrell> the POS back-office password: {pw}",
    "Nheko DM from Lystra: the new password for the office NAS is {pw}",
    "FluffyChat, Jolene: the bookkeeping laptop password = {pw}",
    "Cinny room 'Valley office': the password for the printer web page → {pw}",
    "Wickr note from Almando: the dock camera NVR password: {pw}",
    "Conversations, Kerwin to Deon: the ferry manifest server password — {pw}",
    "SimpleX chat, Shanice: the lobster pound chiller panel password is {pw}",
    "ticket RT-4412: reset the Sandy Ground bar's tablet; temporary password {pw}",
    "runbook, ferry desk close-out: log into the till with password {pw}",
    "note to self: password for the Valley office Wi-Fi router admin page: {pw}",
    "voice note: okay so the password for the fish pound computer is {pw}, got that?",
    "please remember for me: the password of the booking laptop is {pw}",
    "Hey assistant, save this: ANGLEC customer portal password {pw}",
    "Password for the Digicel business account: {pw}",
    "Air Antilles agent portal, login password {pw}",
    "de password fuh de ferry desk computer is {pw}",
    "Kerwin: me new password ah {pw}, doh tell nobody",
    "tek dis, de password fuh de bar tablet: {pw}",
    "de office computer password dah one deh: {pw}",
    "Deon: de password fuh de lobster pound laptop now is {pw}",
    "wha de password fuh de NAS? — {pw}",
    "le mot de passe c'est {pw}, pour l'ordi du bureau à Marigot",
    "mdp : {pw}",
    "Maëlle : le nouveau mot de passe de la box Dauphin Telecom est {pw}",
    "Thierry : mot de passe du portail Air Antilles → {pw}",
    "le mot de passe de la caisse du bar, c'est {pw}",
    "het wachtwoord is {pw}, voor de kassa in Philipsburg",
    "ww: {pw}",
    "Joost: het nieuwe wachtwoord van de router is {pw}",
    "Sanne: wachtwoord voor de Windward Islands Bank-app: {pw}",
    "het wachtwoord van de boekhoudlaptop is nu {pw}",
    "kontraseña ta {pw}",
    "e kontraseña di e kompyuter di ofisina ta {pw}",
    "Jurgen: mi kontraseña nobo ta {pw}",
    "Ruthmila: e kontraseña di Aqualectra portal ta {pw}",
    "Shurmaine: kontraseña pa e laptop: {pw}",
    "klk, la contraseña e' {pw}",
    "Yulissa: manito la contraseña de la compu de la cocina e' {pw}",
    "Wander: la contraseña nueva del tpago e' {pw}, no la pierda",
    "Radhamés: ahorita cambié la contraseña, ahora e' {pw}",
    "la contraseña de la vaina esa del muelle e' {pw}",
    "Rajesh: दुकान वाले कंप्यूटर का पासवर्ड {pw} है",
    "Priya: नया पासवर्ड {pw} है, याद रखना",
    "पासवर्ड: {pw}",
    "Sunil: bhai, shop ke laptop ka password {pw} hai",
    "Kavita: naya password {pw} hai, yaad rakhna",
    "bhai PhonePe business ka password hai {pw}",
    "kassa password: {pw}",
    "Password (bar tablet) {pw}",
    "password of the ferry desk Windows account is {pw}",
    "the password I set on the bookkeeping laptop is {pw}",
    "Shanice: password for Caribe Tours booking is {pw}",
    "Tyrell: password fuh de Winair agent site {pw}",
    "Almando: Banreservas online, contraseña {pw}",
    "Lystra: the new password is {pw}",
    "Jolene: password changed to {pw}",
    "Priya: Paytm merchant password {pw} hai",
]
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = [
    "kerwin",
    "shanice.r",
    "deon",
    "lystra",
    "almando",
    "tyrell",
    "jolene.h",
    "maelle",
    "thierry.b",
    "joost",
    "sanne.v",
    "jurgen",
    "ruthmila",
    "shurmaine",
    "yulissa",
    "wander",
    "radhames",
    "rajesh.m",
    "priya",
    "sunil",
    "kavita",
    "svc-pos",
    "ferrydesk",
]
_LOGINS = [
    "Snikket, Kerwin: the Blowing Point booking login is {u} / {pw}",
    "ticket RT-4420: {u} locked out of the POS, last password {pw}",
    "usr {u} pwd {pw}",
    "Wiki › Ferry desk › Ticket printer: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| booking | {u} | {pw} |",
    "sign into the pound's chiller panel as {u} with {pw}",
    "NVR login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: pos-sandyground\n  user: {u}\n  password: {pw}",
    "Deon says the NAS account is {u} and the password is {pw}",
    "system,login,password\nbooking-desk,{u},{pw}",
    "ssh {u}@nas.rtide.lan (password {pw})",
    "de login fuh de booking site is {u} an de password {pw}",
    "identifiant {u}, mot de passe {pw}",
    "utilisateur : {u} / mdp : {pw}",
    "gebruikersnaam {u}, wachtwoord {pw}",
    "usuario {u}, kontraseña {pw}",
    "nòmber di usuario ta {u} i kontraseña ta {pw}",
    "usuario {u} y la contraseña e' {pw}, manito",
    "यूज़रनेम {u}, पासवर्ड {pw}",
    "username {u} aur password {pw} hai",
    "creds for the till are {u} and {pw}",
    "ID {u} / PW {pw}",
    "login pa e kassa: {u} / {pw}",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = [
    "snapper",
    "crayfish",
    "johnnycake",
    "souse",
    "pelican",
    "gumboot",
    "conch",
    "mango",
    "sandfly",
    "saltpond",
    "tamarind",
    "kallaloo",
    "bakes",
    "moonsplash",
]
_SPELLED = [
    "the password is the word {w}, all small letters, and then {d}",
    "password: it's {w}, then right after it the number {d}",
    "for the pound laptop it's {w} and {d} at the end",
    "voice note: the bar wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and number stuck together",
    "de password is de word {w}, den {d}",
    "le mot de passe, c'est le mot {w}, puis {d}",
    "het wachtwoord is het woord {w}, daarna {d}",
    "e kontraseña ta e palabra {w}, despues {d}",
    "la contraseña e' la palabra {w} y despué' {d}",
    "पासवर्ड है शब्द {w}, फिर {d}",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "artemis create /var/lib/broker1 --user {u} --password '{pw}' --require-login",
    "ab -A {u}:{pw} -n 200 -c 10 https://book.rtide.lan/api/sailings",
    "hey -a {u}:{pw} -n 500 https://book.rtide.lan/api/tickets",
    "sqlmap -u 'https://book.rtide.lan/lookup?id=3' --auth-type=Basic --auth-cred='{u}:{pw}'",
    "nikto -h https://pos.rtide.lan -id {u}:{pw}",
    "ncrack -p 3389 --user {u} --pass '{pw}' 10.44.0.7",
    "patator ssh_login host=10.44.0.5 user={u} password='{pw}'",
    "impacket-psexec 'RTIDE/{u}:{pw}@10.44.0.9'",
    "certipy find -u {u}@rtide.lan -p '{pw}' -dc-ip 10.44.0.2",
    "secretsdump.py 'rtide.lan/{u}:{pw}@dc1.rtide.lan'",
    "bloodhound-python -d rtide.lan -u {u} -p '{pw}' -c All -ns 10.44.0.2",
    "ldapdomaindump -u 'RTIDE\\{u}' -p '{pw}' ldap://dc1.rtide.lan",
    "redfishtool -r 10.44.0.30 -u {u} -p '{pw}' Systems",
    "ilorest login 10.44.0.31 -u {u} -p '{pw}'",
    "esxcli --server esx1.rtide.lan --username {u} --password '{pw}' vm process list",
    "emqx ctl admins add {u} '{pw}'",
    "samba-tool user create {u} '{pw}' --given-name=Ferry --surname=Desk",
    "ldappasswd -x -D 'cn=admin,dc=rtide,dc=lan' -W -s '{pw}' 'uid={u},ou=staff,dc=rtide,dc=lan'",
    "slappasswd -s '{pw}'",
    "usermod -p \"$(openssl passwd -6 '{pw}')\" {u}",
    "wget --http-user={u} --http-password='{pw}' https://nas.rtide.lan/backups/pos.tar",
    "lynx -auth={u}:{pw} https://intranet.rtide.lan/rota",
    "kafka-configs.sh --bootstrap-server kafka.rtide.lan:9092 --alter --add-config "
    "'SCRAM-SHA-256=[password={pw}]' --entity-type users --entity-name {u}",
    "cf login -a https://api.cf.rtide.lan -u {u} -p '{pw}'",
    "ibmcloud login -u {u}@rendezvoustide.ai -p '{pw}' -r us-south",
    "mount.cifs //nas.rtide.lan/manifests /mnt/manifests -o username={u},password={pw}",
    "smbclient -L //nas.rtide.lan -U {u}%{pw}",
    "gocryptfs -extpass 'echo {pw}' ~/vault.enc ~/vault",
    "encfs --extpass='echo {pw}' ~/.crypt ~/crypt",
    "kerbrute passwordspray -d rtide.lan --dc 10.44.0.2 staff.txt '{pw}'",
    "medusa -h 10.44.0.5 -u {u} -p '{pw}' -M ssh",
    "elinks 'https://{u}:{pw}@router.rtide.lan/admin'",
]
_SHELLS = [
    "{c}",
    "$ {c}",
    "Tera Term, COM4 to the POS box: {c}",
    "urxvt, kerwin@desk:~$ {c}",
    "ConEmu on the ferry desk PC: {c}",
    "cmder λ {c}",
    "Konsole — deon@nas:~$ {c}",
    "SecureCRT session 'pound-gw':\n$ {c}",
    "Kitty on Tyrell's laptop: {c}",
    "Alacritty ~/rtide $ {c}",
    "WSL on the Valley office PC: {c}",
    "de command Deon run: {c}",
    "la commande que j'ai lancée : {c}",
    "het commando dat ik draaide: {c}",
    "e komando ku mi a kore: {c}",
    "el comando que corrí ahorita: {c}",
    "मैंने यह कमांड चलाई: {c}",
    "runbook step 4:\n{c}",
    "please keep this command for me: {c}",
]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-dock.rtide.lan:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@edi.rendezvoustide.ai:990/manifests/",
    "mssql+pymssql://{u}:{pw}@sql.rtide.lan:1433/Booking",
    "postgresql+psycopg://{u}:{pw}@pg.rtide.lan:5432/tickets",
    "mysql+aiomysql://{u}:{pw}@pos-db.rtide.lan/pos",
    "oracle+oracledb://{u}:{pw}@ora.rtide.lan:1521/?service_name=FIN",
    "clickhouse://{u}:{pw}@ch.rtide.lan:9000/sales",
    "rediss://{u}:{pw}@cache.rtide.lan:6380/0",
    "imaps://{u}:{pw}@mail.rendezvoustide.ai:993",
    "webdavs://{u}:{pw}@nas.rtide.lan/remote.php/dav/files/{u}/",
    "jdbc:postgresql://pg.rtide.lan:5432/tickets?user={u}&password={pw}",
    "Server=sql.rtide.lan;Database=Booking;User Id={u};Password={pw};TrustServerCertificate=true",
    "couchbases://{u}:{pw}@cb.rtide.lan/ferry",
]
_URL_PLACES = [
    "BOOKING_DB_URL={c}",
    "keep this connection string for me: {c}",
    "de database link is {c}",
    "chaîne de connexion : {c}",
    "verbindingsreeks: {c}",
    "ticket RT-4431: {c}",
    "Metabase connection (old): {c}",
    "e link di database ta {c}",
]
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {
            "iss": issuer,
            "aud": "rendezvous-tide",
            "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
            "iat": issued,
            "exp": issued + 2_592_000,
            "scope": "tickets:write",
        }
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("ValleyPay", "VALLEYPAY_SECRET_KEY", _j("vpy_live_", (ALNUM, 32))),
    ("Blowing Point Ferry Desk", "BPF_API_TOKEN", _j("bpf-", (LOWER_DIGITS, 36))),
    ("ScrubCay SMS", "SCRUBCAY_SMS_KEY", _j("scs.", (URLSAFE, 40))),
    ("Shoal Bay Cloud", "SHOALBAY_API_KEY", _j((HEX, 40))),
    ("Lobster Pound POS", "LPP_SECRET", _j("lpp_sk_", (ALNUM, 30))),
    ("Tide Booker", "TIDEBOOKER_TOKEN", _vendor_jwt("https://api.tidebooker.example")),
    ("ANGLEC", "ANGLEC_PORTAL_KEY", lambda g: v.uuid4(g, "8")),
    ("Digicel", "DIGICEL_BIZ_API_KEY", _j((ALNUM, 40))),
    ("Windward Islands Bank", "WIB_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Dauphin Telecom", "DAUPHIN_API_TOKEN", _j((HEX, 32))),
    ("Air Antilles", "AIRANTILLES_AGENT_KEY", _j((UPPER_DIGITS, 32))),
    ("Winair", "WINAIR_API_KEY", _j((ALNUM, 36))),
    ("Aqualectra", "AQUALECTRA_TOKEN", _j((B64, 44))),
    ("Maduro & Curiel's Bank", "MCB_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Banreservas", "BANRESERVAS_API_SECRET", _j((HEX, 64))),
    ("CardNET", "CARDNET_PRIVATE_KEY", _j((UPPER_HEX, 48))),
    ("Tpago", "TPAGO_API_KEY", _j("tp_", (ALNUM, 32))),
    ("Vimenca", "VIMENCA_TOKEN", _j((ALNUM, 48))),
    ("Caribe Tours", "CARIBETOURS_KEY", lambda g: v.uuid4(g, "b")),
    ("Cashfree", "CASHFREE_CLIENT_SECRET", _j("cfsk_ma_prod_", (HEX, 32), "_", (HEX, 8))),
    ("Instamojo", "INSTAMOJO_AUTH_TOKEN", _j((HEX, 32))),
    ("PhonePe", "PHONEPE_SALT_KEY", lambda g: v.uuid4(g, "a")),
    ("Paytm", "PAYTM_MERCHANT_KEY", _j((ALNUM + "#@&", 16))),
]
_NAMED = [
    "{env}={tok}",
    'export {env}="{tok}"',
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "doppler secrets set {env}='{tok}'",
    'k8s secret (stringData):\n  {env}: "{tok}"',
    'appsettings.json: "{env}": "{tok}"',
    "php artisan env:set {env} {tok}",
    "Rendezvous Tide ERP › Settings › Integrations › {vendor}: {tok}",
    "ticket RT-4440: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Snikket, Deon: {vendor} key for the ticket sync: {tok}",
    "de {vendor} API key is {tok}",
    "clé d'API {vendor} pour la caisse : {tok}",
    "API-sleutel van {vendor} voor de kassa: {tok}",
    "e API key di {vendor} ta {tok}",
    "la clave API de {vendor} e' {tok}, manito",
    "{vendor} की API key {tok} है",
    "{vendor} ki API key hai {tok}",
]


def _vendor_specials(rng: random.Random) -> list[Sample]:
    valley = "vpy_live_" + _r(rng, ALNUM, 32)
    ferry = "bpf-" + _r(rng, LOWER_DIGITS, 36)
    digicel = _r(rng, ALNUM, 40)
    cashfree = _r(rng, HEX, 32)
    return [
        Sample(
            "vendor_token", f'const pay = new ValleyPay("{valley}", {{ sandbox: false }});', valley
        ),
        Sample(
            "vendor_token",
            f"curl -H 'X-BPF-Key: {ferry}' https://api.bpf.example/v2/sailings",
            ferry,
        ),
        Sample("vendor_token", f'<add key="DigicelApiKey" value="{digicel}" />', digicel),
        Sample(
            "vendor_token", f"headers = {{'x-client-secret': '{cashfree}'}}  # Cashfree", cashfree
        ),
    ]


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


_BARE_PLACES = [
    "{t}",
    "Snikket: {t}",
    "it only shows it once, so here:\n{t}",
    "tek dis: {t}",
    "garde-moi ça : {t}",
    "{t}\n^ new one, old one dead",
    "bewaar dit even: {t}",
]
_BARE_MAKERS = [
    _j((ALNUM, 44)),
    _j((URLSAFE, 24), ".", (URLSAFE, 40)),
    _j((B64, 56), "=="),
    _j((LOWER_DIGITS, 48)),
    _j((URLSAFE, 50)),
    _j((B64, 44)),
    _j((ALNUM, 36)),
]
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "AES key of the ticket printer's config backup: {h}": 32,
    "HMAC secret for the ValleyPay webhook: {h}": 64,
    "pre-shared key of the site-to-site tunnel Valley ↔ Sandy Ground (hex): {h}": 64,
    "LoRaWAN AppKey of chiller sensor IH-03: {h}": 32,
    "clé de chiffrement de la sauvegarde : {h}": 64,
    "encryptiesleutel van de back-up: {h}": 48,
    "e kif di enkriptashon di backup ta {h}": 64,
    "बैकअप की एन्क्रिप्शन की: {h}": 64,
    "de backup encryption key is {h}": 48,
}


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket RT-4452: token copied from the browser's network tab {t}",
    "Cookie: lang=en-AI; rtide_session={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "le jeton : {t}",
    "de token is {t}",
    "e token ta {t}",
]


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {
        "sub": v.uuid4(rng, "a"),
        "iat": issued,
        "exp": issued + 3600,
        "email": f"{rng.choice(_USERS)}@rendezvoustide.ai",
    }
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.rtide.lan/realms/staff",
            "azp": "ferry-desk",
            "roles": ["tickets", "pos"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the booking server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/book.rendezvoustide.ai.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "marigot-fuel"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_pound <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket RT-4460, pasted by the POS vendor:\n{key}": ("PRIVATE KEY", "\n"),
    "clé privée du serveur :\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the bank's file drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
    "PGP PRIVATE KEY BLOCK": "lQVYBG",
}


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Zeus wallet backup, copying it off the card: {p}": "english",
    "BlueWallet recovery phrase (the bar's tip jar wallet)\n{p}": "english",
    "voice note: the Nunchuk recovery words are {p} and that's all of them": "english",
    "wiki page 'Old ferry fund wallet (emptied)': {p}": "english",
    "de wallet backup words is {p}": "english",
    "herstelzin van de wallet van Sanne: {p}": "english",
    "phrase de récupération du portefeuille de Maëlle : {p}": "french",
    "les mots de secours du wallet : {p}": "french",
    "frase de recuperación de la billetera, manito: {p}": "spanish",
    "palabranan di rekuperashon di e wallet: {p}": "spanish",
    "frase de recuperação da carteira do Wander: {p}": "portuguese",
    "वॉलेट के रिकवरी शब्द: {p}": "english",
}
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["508227", "606985", "607153", "652150", "817200"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Snikket, Shanice: the company card for the ferry fuel is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ticket RT-4470: pay the chiller repair with card {c}",
    "de card number is {c}, {mm}/{yy}",
    "numéro de ma carte : {c}, exp. {mm}/{yy}",
    "mijn kaartnummer: {c}",
    "mi number di karchi ta {c}, {mm}/{yy}",
    "el número de la tarjeta e' {c}",
    "मेरा कार्ड नंबर: {c}",
    "mera card number {c} hai, expiry {mm}/{yy}",
    "charge the Winair tickets to {c} ({mm}/{yy})",
]
_BRANDS = [
    "visa",
    "rupay",
    "mastercard",
    "amex",
    "discover",
    "jcb",
    "unionpay",
    "diners",
    "maestro",
]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {
        "c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
        "mm": f"{rng.randrange(1, 13):02d}",
        "yy": str(rng.randrange(33, 42)),
    }


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Visa {c} exp 09/36, security code {cvv}",
    "the three digits on the back of the card: {cvv}",
    "Amex {c}, the four-digit code on the front: {cvv}",
    "les trois chiffres au dos : {cvv}",
    "de tre nùmber pa tras di e karchi ta {cvv}",
    "कार्ड के पीछे के तीन अंक: {cvv}",
]


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {
    "VG": "aaaa" + "n" * 16,
    "DO": "cccc" + "n" * 20,
    "FR": "n" * 10 + "c" * 11 + "nn",
    "GI": "aaaa" + "c" * 15,
    "EG": "n" * 25,
    "IS": "n" * 22,
}
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice RT-2033-061: please pay the fuel supplier to {i} within 30 days",
    "save the Tortola boatyard's IBAN: {i}",
    "IBAN: {i}\nReference: ferry spares, March",
    "de IBAN fuh de Marigot supplier is {i}",
    "IBAN du fournisseur de Marigot : {i}",
    "IBAN van de leverancier: {i}",
    "e IBAN di mi kuenta ta {i}",
    "mi IBAN e' {i}, manito",
    "मेरा IBAN: {i}",
    "Snikket #accounts: the Santo Domingo fish exporter's new bank details, IBAN {i}",
    "wire the deposit to {i}",
    "la cuenta del suplidor, IBAN {i}",
]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cedula(g: random.Random) -> str:
    """A Dominican cédula: eleven digits, the last a Luhn check digit."""
    body = g.choice(["001", "023", "031", "402", "225"]) + _r(g, D, 7)
    number = v.until(g, lambda h: body + luhn.calc_check_digit(body), do_cedula.is_valid)
    return f"{number[:3]}-{number[3:10]}-{number[10]}"


def _rnc(g: random.Random) -> str:
    """A Dominican RNC: nine digits with a weighted mod-11 check digit."""
    return v.until(g, lambda h: h.choice("13") + _r(h, D, 8), do_rnc.is_valid)


def _bsn(g: random.Random) -> str:
    """A Dutch BSN: nine digits passing the eleven test."""
    return v.until(g, lambda h: h.choice("123456") + _r(h, D, 8), nl_bsn.is_valid)


def _onderwijs(g: random.Random) -> str:
    """A Dutch onderwijsnummer: nine digits starting 10, a modified eleven test."""
    return v.until(g, lambda h: "10" + _r(h, D, 7), nl_onderwijs.is_valid)


def _nir(g: random.Random) -> str:
    """A French NIR (numéro de sécurité sociale) with its two check digits."""
    born = f"{g.randrange(60, 100):02d}{g.randrange(1, 13):02d}"
    body = g.choice("12") + born + "971" + _r(g, D, 5)  # born in Guadeloupe's department
    number = body + fr_nir.calc_check_digits(body)
    assert fr_nir.is_valid(number)
    return str(fr_nir.format(number))


def _siret(g: random.Random) -> str:
    """A French SIRET: fourteen digits with Luhn checks on the SIREN and the whole."""
    return v.until(g, lambda h: h.choice("3458") + _r(h, D, 13), fr_siret.is_valid)


def _aadhaar(g: random.Random) -> str:
    """An Aadhaar number: twelve digits, the last a Verhoeff check digit."""

    def make(h: random.Random) -> str:
        body = h.choice("23456789") + _r(h, D, 10)
        return body + verhoeff.calc_check_digit(body)

    number = v.until(g, make, in_aadhaar.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _vid(g: random.Random) -> str:
    """An Aadhaar Virtual ID: sixteen digits, the last a Verhoeff check digit."""

    def make(h: random.Random) -> str:
        body = h.choice("23456789") + _r(h, D, 14)
        return body + verhoeff.calc_check_digit(body)

    return v.until(g, make, in_vid.is_valid)


def _pan(g: random.Random) -> str:
    """An Indian PAN: five letters (the fourth a holder type), four digits, a letter."""

    def make(h: random.Random) -> str:
        return f"{_r(h, UPPER, 3)}P{h.choice(UPPER)}{h.randrange(1, 10_000):04d}{h.choice(UPPER)}"

    return v.until(g, make, in_pan.is_valid)


def _gstin(g: random.Random) -> str:
    """An Indian GSTIN: a state code, a firm's PAN, an entity digit, Z and a check character."""

    def make(h: random.Random) -> str:
        firm = f"{_r(h, UPPER, 3)}F{h.choice(UPPER)}{h.randrange(1, 10_000):04d}{h.choice(UPPER)}"
        body = h.choice(["27", "24", "07"]) + firm + h.choice("123") + "Z"
        return body + luhn.calc_check_digit(body, "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")

    return v.until(g, make, in_gstin.is_valid)


def _ai_passport(g: random.Random) -> str:
    """An Anguillian (British Overseas Territory) passport: nine digits, no public check."""
    return g.choice("123") + _r(g, D, 8)


def _sx_sedula(g: random.Random) -> str:
    """A Sint Maarten identity card (sédula) number: unchecked here."""
    return "SX" + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "cédula of Yulissa for the work permit form: {s}": _cedula,
    "mi cédula e' {s}, manito": _cedula,
    "RNC del suplidor de pescado en San Pedro: {s}": _rnc,
    "the Dominican RNC on the fish invoice: {s}": _rnc,
    "BSN van Joost voor de belastingdienst: {s}": _bsn,
    "mijn burgerservicenummer is {s}": _bsn,
    "onderwijsnummer van Sanne's zoon: {s}": _onderwijs,
    "numéro de sécu de Maëlle : {s}": _nir,
    "mon NIR pour la mutuelle, c'est {s}": _nir,
    "SIRET de la boutique de Marigot : {s}": _siret,
    "Rajesh का आधार नंबर: {s}": _aadhaar,
    "mera Aadhaar number {s} hai": _aadhaar,
    "Aadhaar VID of Priya for the bank KYC: {s}": _vid,
    "मेरी आधार वर्चुअल आईडी: {s}": _vid,
    "PAN card number of Sunil: {s}": _pan,
    "mera PAN {s} hai, bhai": _pan,
    "GSTIN of the Ulhasnagar supplier: {s}": _gstin,
    "सप्लायर का जीएसटीआईएन: {s}": _gstin,
    "de passport number fuh Kerwin is {s}": _ai_passport,
    "Anguilla passport no. of Lystra: {s}": _ai_passport,
    "mi number di sédula ta {s}": _sx_sedula,
    "Sint Maarten ID card of Jurgen: {s}": _sx_sedula,
}
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = [
    "Windward Islands Bank 2FA recovery codes\n{codes}",
    "spare sign-in codes for the office Microsoft account {codes}",
    "codes de secours du compte Dauphin Telecom : {codes}",
    "herstelcodes voor de boekhouding: {codes}",
    "kódigonan di rekuperashon: {codes}",
    "2FA बैकअप कोड:\n{codes}",
]
_SEEDS_2FA = [
    "otpauth://totp/ValleyPay:kerwin@rendezvoustide.ai?secret={s}&issuer=ValleyPay",
    "2FA setup key for the Banreservas login: {s}",
    "clé de configuration de l'authentificateur : {s}",
    "de 2FA secret fuh de booking admin is {s}",
]
_CODES = [
    "{c} is your ValleyPay verification code",
    "Votre code de vérification : {c}",
    "Uw verificatiecode is {c}",
    "Bo kódigo di verifikashon ta {c}",
    "Tu código de Tpago e' {c}, no lo comparta",
]


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = [
    "RTide-Office",
    "RTide Ferry Desk 5G",
    "SandyGround-Bar",
    "IslandHarbour Pound",
    "Digicel_WiFi_7F2A",
    "FLOW-Valley-2G",
    "Dauphin-Marigot",
    "TelEm-Philipsburg",
    "Flow-Willemstad",
    "Claro-SanPedro",
    "Mulchandani Shop",
]
_WIFI_PLACES = [
    "wifi {s} / {pw}",
    "Network: {s}\nPassword: {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "the wifi at the bar is {s}, key {pw}",
    "wha de wifi code? — {pw}",
    "de wifi password fuh {s} is {pw}",
    "le code wifi de {s} : {pw}",
    "wifi {s}, wachtwoord {pw}",
    "e kontraseña di wifi ta {pw}",
    "la clave del wifi e' {pw}",
    "वाईफाई का पासवर्ड {pw} है",
    "wifi ka password {pw} hai ({s})",
    "guest network {s} uses {pw}",
    "nmcli dev wifi connect '{s}' password '{pw}'",
    "hostapd.conf:\nssid={s}\nwpa_passphrase={pw}",
    "WPA key for {s}: {pw}",
]


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [
    _j("vpy_live_", (ALNUM, 20)),
    _j((HEX, 32)),
    _j((UPPER_HEX, 40)),
    _j("lpp_sk_", (ALNUM, 24)),
    _j((ALNUM, 28)),
]
_SPELL = [
    "reading it out one character at a time: {t}",
    "[dictated over the phone] {t}",
    "(spaced so the preview hides it) {t}",
    "lettre par lettre : {t}",
    "letter voor letter: {t}",
]


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "de code fuh de gate at de pound is {pw}",
    "le code du portail : {pw}",
    "e kódigo di porta ta {pw}",
    "el código del candado e' {pw}",
    "दुकान के लॉकर का पिन {pw} है",
    "the fuel shed keypad takes {pw} then #",
    "PIN for the ferry desk cash drawer: {pw}",
    "pincode van de kluis: {pw}",
    "ATM pin {pw} hai, bhai",
]


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = [
    "snapper",
    "gumboot",
    "saltpond",
    "crayfish",
    "pelican",
    "tamarind",
    "boatrace",
    "johnnycake",
    "moonsplash",
    "limestone",
    "frigate",
    "sandfly",
    "conch",
    "souse",
]
_PHRASES = {
    "Bitwarden master passphrase for the office vault: {p}": " ",
    "KeePassXC database passphrase: {p}": "-",
    "phrase secrète du coffre : {p}": " ",
    "wachtzin van de kluis-app: {p}": ".",
    "e frase sekreto di e vault ta {p}": " ",
    "de vault passphrase is {p}": "_",
    "पासफ्रेज़: {p}": " ",
}


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Bruno request, header Authorization: Basic {v}": True,
    'Caddyfile: header_up Authorization "Basic {v}"': True,
    "Thunder Client: Authorization: Bearer {v}": False,
    'HAProxy: http-request set-header Authorization "Basic {v}"': True,
    "RapidAPI export of the Winair call: authorization: bearer {v}": False,
}


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "odoo.conf:\n[options]\ndb_user = odoo\ndb_password = {pw}\nadmin_passwd = changeme-later",
    "wp-config.php:\ndefine( 'DB_USER', 'rtide_wp' );\ndefine( 'DB_PASSWORD', '{pw}' );",
    "Nextcloud config.php:\n  'dbuser' => 'oc_rtide',\n  'dbpassword' => '{pw}',",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "mosquitto bridge.conf:\nconnection valley\nremote_username pound\nremote_password {pw}",
    'frpc.toml:\nserverAddr = "gw.rendezvoustide.ai"\nauth.token = "{pw}"',
    "unifi system.properties:\ndb.mongo.user=unifi\ndb.mongo.password={pw}",
    "redis.conf:\nrequirepass {pw}",
    'pgbouncer userlist.txt:\n"booking" "{pw}"',
    "msmtprc:\naccount office\nhost mail.rendezvoustide.ai\nuser desk@rendezvoustide.ai\n"
    "password {pw}",
    "rclone.conf:\n[nas]\ntype = webdav\nuser = backup\npass = {pw}",
    "docker-compose.yml:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "Home Assistant secrets.yaml:\nchiller_mqtt_password: {pw}",
    ".env (booking app):\nDB_HOST=pg.rtide.lan\nDB_USERNAME=booking\nDB_PASSWORD={pw}",
    "application.yml:\nspring:\n  datasource:\n    username: pos\n    password: {pw}",
]
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Kerwin: bar wifi password?\nShanice: {pw}",
    "[06:40] deon: root pw fuh de NAS?\n[06:41] tyrell: {pw}",
    "Jolene: {pw} is the new POS admin password",
    "Almando: use {pw}, dat's wha de router have now",
    "Maëlle : nouveau mdp → {pw}",
    "Joost: nieuw ww is {pw}",
    "Jurgen: kontraseña nobo: {pw}",
    "Wander: la nueva e' {pw}",
    "Rajesh: नया पासवर्ड {pw}",
    "Sunil: naya pw {pw}",
]
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}",
    "pass\ufeffword = {pw}",
    "pass\u00adword → {pw}",
    "раsswоrd: {pw}",
    "𝒑𝒂𝒔𝒔𝒘𝒐𝒓𝒅 {pw}",
    "ｐａｓｓｗｏｒｄ: {pw}",
    "mot\u00a0de\u00a0passe : {pw}",
    "wacht\u200bwoord: {pw}",
]
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60),
    (_logins, 24),
    (_spelled, 12),
    (_cli, 34),
    (_urls, 13),
    (_vendors, 56),
    (_bare, 7),
    (_hexes, 9),
    (_jwts, 8),
    (_pems, 7),
    (_seeds, 12),
    (_cards, 12),
    (_cvvs, 6),
    (_ibans, 12),
    (_national, 22),
    (_backups, 6),
    (_totp, 4),
    (_codes, 5),
    (_wifi, 16),
    (_spelled_tokens, 10),
    (_locks, 9),
    (_phrases, 7),
    (_auth, 5),
    (_configs, 16),
    (_chats, 10),
    (_hidden, 8),
]


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
    "the POS admin password is": "{s}",
    "NAS service pw:": "{s} (since the disk swap in June)",
    "de password fuh de ferry desk is": "{s}",
    "mot de passe :": "{s}\nà changer après la saison",
    "het wachtwoord is": "{s}",
    "kontraseña:": "{s}",
    "la contraseña e'": "{s}, manito",
    "पासवर्ड है": "{s}",
    "the password Deon read out over the VHF was": "{s}, I think",
    "password hai": "{s}",
}
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "ValleyPay secret key", "{s}", _j("vpy_live_", (ALNUM, 32))),
    ("split_token", "Banreservas API secret:", "{s} (payroll)", _j((HEX, 64))),
    ("split_token", "Caribe Tours key", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "BlueWallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 05/37", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "VG"))),
    (
        "split_backup",
        "herstelcodes",
        "{s}\nqkrt41-m8x2pa\nzwel07-b5c9nv",
        lambda g: _backup_list(g, 1, 4)[0],
    ),
    ("split_otp", "2FA setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Aadhaar number", "{s}", _aadhaar),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]


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
    '{"pos": {"url": "https://pos.rtide.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"kontraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "deon", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"tills": [{"name": "till-a"}, {"name": "till-b", "pin_password": "{s}"}]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"argv": ["samba-tool", "user", "setpassword", "kerwin", "--newpassword", "{s}"]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"note": "het wachtwoord van de kassa is {s}"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the chiller panel as service with the password {s}"}': (
        "meta_password",
        _plain_pw,
    ),
    '{"valleypay": {"secret_key": "{s}"}}': ("meta_token", _j("vpy_live_", (ALNUM, 32))),
    '{"tpagoToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"cashfree_secret": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "02/37"}}': (
        "meta_card",
        lambda g: v.grouped(_card(g, "rupay"), " ", g),
    ),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "DO")),
    '{"worker": {"cedula": "{s}"}}': ("meta_id", _cedula),
    '{"mfa": {"recovery_codes": ["{s}", "qkrt41-m8x2pa", "zwel07-b5c9nv"]}}': (
        "meta_otp",
        lambda g: _backup_list(g, 1, 4)[0],
    ),
    '{"tip_jar_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_shed": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "SandyGround-Bar", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"escpos-3.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"chiller-controller-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/rtide/booking:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add 18:15 sailing", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pos: revert rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"manifest_2033-03-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"sales-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the POS admin password before the auditor visits on 2033-04-10.",
    "Kerwin asked for the bar wifi password; it's on the card behind the till.",
    "Policy: staff passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Snikket; share a vault link instead.",
    "The `.env.example` line `VALLEYPAY_SECRET_KEY=replace-me` is a placeholder.",
    "The chiller panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_TPAGO_KEY> in the README with the key from your Tpago dashboard.",
    "CASHFREE_CLIENT_SECRET and TPAGO_API_KEY must be set before the nightly sync runs.",
    "Doh tell nobody yuh password, yuh hear?",
    "Ne donne jamais ton mot de passe à personne.",
    "Geef je wachtwoord nooit aan iemand.",
    "No duna niun hende bo kontraseña.",
    "Manito, no le dé su contraseña a nadie.",
    "अपना पासवर्ड किसी को मत बताना।",
    "bhai, password kisi ko mat batana",
    "La contraseña debe tener por lo menos catorce caracteres.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Upgraded the chiller firmware from 5.1 to 5.2 and python-escpos to 3.1 on Sunday.",
    f"commit {_COMMIT} adds the 18:15 sailing to the booking page.",
    f"Rolled back to {_SHORT} after the rounding change broke the till totals.",
    f"requirements.txt: python-escpos==3.1 --hash=sha256:{_WHEEL_SUM}",
    f"The chiller controller 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of sales-export-2032.parquet: {_SHA512}",
    f"The booking container runs ghcr.io/rtide/booking@sha256:{_IMAGE}.",
    f"MD5 of manifest_2033-03-14.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9a62d1-7c4b-4e05-a8d3-2b6e1c0f9a47 is the slow one in the booking logs.",
    "Order ORD-2033-00271 for 30 kg of spiny lobster ships on Thursday's 08:15 ferry.",
    "Ticket RT-4480: the Island Harbour chiller alarm keeps tripping at night.",
    "Call the ferry desk at Blowing Point on +1 264 555 0142 before noon.",
    "The shop line is +1 264 555 0187, open 9 to 6, closed on Sundays.",
    "Ferry departures from Blowing Point: 07:30, 08:15, 09:00, 10:30, 12:15, 15:45 and 17:00.",
    "Adult one-way ticket US$ 20, departure tax US$ 28, children under 12 half price.",
    "Rum punch EC$ 18, grilled crayfish EC$ 65, johnnycake EC$ 6.",
    "After five wrong passwords the POS locks the account for 15 minutes.",
    "The secret of good Anguillian johnnycake is not kneading the dough too long.",
    "Ask Deon for the fuel shed keypad code, I don't have it.",
    "My card ending 4417 was declined at the hardware store in The Valley.",
    "The Marigot supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the bank account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TPAGO_API_KEY` in the secrets store, never in the repository.",
    "Tpago moved the API key page under Settings › Developers in its March release.",
    "ISBN 978-0-19-861186-8 is the reef guide on the office shelf.",
    "The guest wifi 'RTide-Guest' is open, no password needed.",
    "Lot of lobster IH-2033-0311: 42 kg, 118 tails, kept at 2.5 °C.",
    "Boat race day is August Monday; the office closes at noon.",
    "The passport photo must be 45 mm by 35 mm with a white background.",
    "Version 2.7.1 of the booking app fixes the receipt printer timeout.",
    "Le code postal de Marigot est 97150.",
    "De winkel in Philipsburg gaat om 9 uur open en om 6 uur dicht.",
    "E ferry di 5'or ta sali di Blowing Point.",
    "El pasaje de la guagua a San Pedro cuesta 350 pesos.",
    "दुकान सुबह 9 बजे खुलती है।",
    "The Wi-Fi password field on the router page is greyed out until you pick WPA2.",
    "Use a passphrase of four or more words for the vault, says the IT note.",
    "Invoice INV-2033-0442 total EC$ 1,284.50, due 2033-05-01.",
    "Booking reference BPF-7Q2K for the 12:15 sailing, two adults.",
    "Tracking number 1Z 999 AA1 01 2345 6784 for the chiller spare part.",
    "Token count for the summary: 412 prompt, 96 completion.",
    "The PIN pad at the bar is broken again; card payments go through the ferry desk till.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/rtide/pos", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 271}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "python-escpos", "version": "3.1"}}',
    '{"ticket": "RT-4480", "order": "ORD-2033-00271"}',
    '{"lot": {"id": "IH-2033-0311", "weight_kg": 42, "temp_c": 2.5}}',
    '{"phone": "+1 264 555 0142", "place": "Blowing Point"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "tickets_sold": 1204}',
    '{"sailing": "17:00", "fare_usd": 20, "route": "Blowing Point - Marigot"}',
    '{"booking_ref": "BPF-7Q2K", "passengers": 2, "date": "2033-03-14"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
