# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-fortieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-thirty-eighth's docstring,
the fifth to hundred-and-thirty-eighth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a boat's name
and its port letters, a fish and its price a kilo, a lighthouse and its height, a saint and a
year, a spring tide's coefficient and a port, a club and its founding year, Breton, Cornish,
Welsh and Irish sea words joined by a number, a name with a birth year and a port, a Beaufort
force and a light, a seaweed, a weight and a port, generated groups), names, places, templates,
tools, vendors and layouts, the way the staff of Kelmor Marine (a fictional lighthouse, pilotage,
fish-auction and offshore-wind service network: the electronic bidding of the Lorient fish
auction with desks at the Newlyn and Killybegs markets, the harbour pilot station and its VTS at
Milford Haven, the crew-transfer vessels of the Avel Mor floating wind farm working out of
Falmouth and Brest, a seaweed processor at Roscoff with a drying shed at Rossaveal, a lifeboat
station on the Connemara coast, the remote monitoring of lights such as Kéréon, and an office in
Galway; staff from Léon and the Vannes country, Penwith, north Pembrokeshire, Conamara, Lewis,
Glasgow and the Costa da Morte, with Filipino, Egyptian, Polish, Lithuanian, Latvian and
Bulgarian crews) leak secrets into an assistant's memory. The texts are WhatsApp, Signal, Teams,
Slack, Telegram, SMS, Messenger, Viber, Threema, Google Chat, Discord, Element, iMessage, Wire,
Olvid, Tchap, Webex and Skype messages, notes to self, Jira Service Management, Freshservice,
ServiceNow and Trello tickets, e-mails, an incident note, a runbook, README and Confluence
fragments, shell history (bash, zsh, PowerShell, cron), an IBM i command line, an ILOM and an iLO
prompt, Python snippets, configs, voice-dictated text and requests to the assistant itself,
around the panels of auction, pilotage, navigation, radio, vessel, seaweed-line, lighthouse and
network hardware (Marel M2200 scales and a Marel Innova server, Dibal and Epelsa scales, a
Mobatime clock server, an AD Navigation ADX XR portable pilot unit, a Jotron RA-2000 VHF gateway,
a Sailor 6222 VHF, a Sepura SC21 radio, a Furuno FAR-2228 radar, a Zenitel Turbine intercom, a
Sealite SL-75 lantern and a Tideland AtoN monitoring RTU, an Intellian v100NX antenna, Humphree
HCS-5 interceptors, a Seakeeper 9, a Victron Cerbo GX, an MTU diagnostics laptop, a Loma IQ4
metal detector, a Peplink MAX BR1, a Teltonika RUT955, a Draytek Vigor 2865, Livebox, Freebox and
Bbox routers, a UniFi controller, a Juniper SRX and a KNX gateway). Tools none of heldouts 5 to
138 names: IBM i's CRTUSRPRF, ADDSVRAUTE and RUNRMTCMD, Oracle ILOM's `create /SP/users`, the iLO
SMASH CLP's `create /map1/accounts1`, BusyBox's cryptpw, pyunifi, junos-eznc (PyEZ), xknx's
`SecureConfig`, TurboVNC's vncviewer, Hamlib's rigctld, HoloViz Panel's `panel serve
--basic-auth`, Stonebranch's ucmd, Opsview's opsview_rest and ClusterControl's s9s; configs of
rss2email, NSD, MyBB and certbot's RFC 2136 plugin and a key in BIND's `named.conf`; beside them
the commands the product names (sshpass, mysql, redis-cli, docker login, htpasswd, ssh-keygen -N,
smbclient, curl -u, 7z, openssl, gpg --passphrase, plink, xfreerdp, net use, sqlplus, lftp,
ipmitool, mosquitto_pub, keytool) and the formats it names (.pgpass, PHP's `define`, Terraform's
`default`, pgbouncer's userlist, chap-secrets, nslcd's `bindpw`, an INI `[credentials]` section,
unattend.xml, davfs2's secrets, a YAML `!unsafe` tag, a Docker config's `auth`), in layouts of
its own. About 40 % of the texts are in other languages than English (by a rough count of the
drawn samples): Léonard Breton (Leoneg, of Roscoff and the Léon), Vannetais Breton (Gwenedeg, of
Lorient and the Vannes country), Connacht Irish (of Conamara), Lewis Gaelic (the Gaelic of the
Isle of Lewis), Anglo-Cornish (the English dialect of Newlyn and Penwith), Pembrokeshire Welsh
(the "Wês-wês" of north Pembrokeshire), Costa da Morte Galician (with its gheada) and Glaswegian
Scots, which no earlier docstring names, and French, Breton, Gallo, Cornish, Welsh, Irish,
Scottish Gaelic, Scots, Spanish, Portuguese, Italian, Polish, Lithuanian, Latvian, Tagalog,
Dutch, German, Danish, Bulgarian and Egyptian Arabic in wordings of their own. The eight new
languages' wordings are the author's approximations, checked by no speaker, built around a
possessive or a copula and the loanwords people there really text (password, wifi, server, code,
card, IBAN, API, token, user): Léonard's `va ger-tremen … eo …`; Vannetais' `me ger-tremen … e
zo …`, its article `er`/`en`, `ag`, `goudé`, `ne larit ket` and `alhuez API`; Connacht's `'sé …
an pasfhocal`, `sa mbaile`, `muise` and `ansin`; Lewis' `'s e … am facal-faire`, `a bhalaich` and
`na can guth ri duine`; Anglo-Cornish's `my 'ansum`, `dreckly`, `emmets`, `'tis`, `'n` and `fer`;
Pembrokeshire's `wês`, `gwed` and `paid gweud`; the Costa da Morte's `contrasinal`, `ho` and the
gheada of `dihas` and `ninhén`; Glaswegian's `gonnae no`, `dinnae`, `naebody`, `fur`, `oan`,
`aff` and `wan`. The Vannetais forms, the Léonard possessive, the Lewis flavour and the
Pembrokeshire `wês` are the thinnest guesses (after the standard languages and what the author
remembers of the dialects). Vendors (Spinergie, Opsealog, Reygar BareFLEET, Marorka, ScanReach,
Shipin Systems, Sea Machines, Tampnet, SeaRoc, Qastor, 4C Offshore, Sentient Science, Royston
enginei, Aucxis, Traceall, PageOne, GoodSAM, Lengow, Innovorder, Clever Cloud, Outscale,
Alwaysdata, iAdvize, Ekylibre, Isagri, Kraaft, Diabolocom, Mailinblack, Dougs, Fenergo,
ePayLink, Wayflyer, Trustap, Fexco, Xtremepush, Nory, Clubforce, ClubZap, Yoello, Wealthify and
Endalia) are ones heldouts 5 to 138 do not name; none of them publishes a token shape the author
knows, so every shape here (Spinergie's `spg_`, Shipin's `shp_live_`, Royston's `ei_`,
Innovorder's `io_`, Kraaft's `kft_`, Wayflyer's `wf_sk_`, Nory's `nory_`, Yoello's `yo_sk_`,
Qastor's grouped licence key, Outscale's access and secret keys as the author believes them, the
UUIDs, hex runs, base64 runs and JWTs) is the author's guess. The ids are kinds heldouts 5 to 138
do not use: an Estonian registry code (registrikood), drawn until python-stdnum's
`ee.registrikood` validates its check digit; a Galician shellfish gatherer's permit (permex), an
Irish learner permit, a UK Boatmaster Licence, a VHF Short Range Certificate, a UK Ship Station
Licence, a UK fishing vessel licence, a CSCS card, an SIA licence, a French job-seeker's
identifier (identifiant Pôle emploi), a Romanian seaman's book (carnet de marinar), a Lithuanian
seaman's book (jūreivio knygelė), a Scottish PVG scheme membership number, a V5C document
reference and an Irish Garda age card, for which python-stdnum has no module and which no library
or this file checks (no check-digit algorithm is written here): they are unchecked, their shapes
invented or as the author believes them; and French, Irish, Spanish and British passports under
Léonard, Vannetais, Connacht, Galician and Lewis words, likewise unchecked. Card numbers pass
Luhn (the value helpers' brands and the prefixes of Ireland's old Laser card drawn here, all
checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over
the IBAN shapes of heldouts 5 to 138 (Bahrain in eight corpora; Egypt, Bulgaria, Germany, the
Netherlands, Finland, Saudi Arabia and Bosnia and Herzegovina in nine each), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French, Spanish,
Portuguese and Italian lists, each with a valid checksum. Counts: 390 secret samples, 20 field
pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.ee import registrikood as ee_registrikood

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 140_611_283
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


_FISH = ["Mackerel", "Hake", "Monkfish", "Turbot", "Pollack", "Gurnard", "Megrim", "Scallop",
         "Brill", "Ling", "Pilchard", "Langoustine", "Sardine", "Bass", "Whiting", "Spidercrab"]  # fmt: skip
_WEED = ["Dulse", "Kelp", "Wrack", "Carrageen", "Wakame", "Nori", "Laver", "Sugarkelp", "Oarweed"]
_BOATS = ["Gwennili", "Morwenna", "AvelVor", "Sterenn", "CeolNaMara", "RealtNaMaidine",
          "CelticDawn", "Seren", "Kerenza", "MorGlas", "Brendan", "Tonnog"]  # fmt: skip
_LIGHTS = ["ArMen", "Kereon", "Tevennec", "LaVieille", "Wolf", "Longships", "Smalls", "Skerries",
           "Fastnet", "Slyne", "Eddystone", "Stiff", "Creach", "Inishtrahull", "Mumbles"]  # fmt: skip
_REGS = ["BR", "LO", "GV", "CC", "MX", "PZ", "FH", "M", "G", "SO"]  # port letters on the bows
_SAINTS = ["Piran", "Erwan", "Brendan", "Colmcille", "Non", "Pol", "Ronan", "Gwenole", "Dewi",
           "Enda", "Petroc", "Columba"]  # fmt: skip
_CLUBS = [("Merlus", 1926), ("Brestois", 1950), ("Connacht", 1885), ("Pirates", 1945),
          ("Scarlets", 2003), ("FinnHarps", 1954), ("GalwayUtd", 1937), ("Swans", 1912)]  # fmt: skip
_PLACES = ["Brest", "Lorient", "Roscoff", "Newlyn", "Falmouth", "Milford", "Galway", "Killybegs",
           "Rossaveal", "Concarneau", "Lanildut", "Pembroke"]  # fmt: skip
_NAMES = ["Yann", "Gwenaelle", "Maiwenn", "Erwan", "Loic", "Nolwenn", "Goulven", "Soazig",
          "Jago", "Morwenna", "Tamsin", "Kerensa", "Rhodri", "Sian", "Gethin", "Nia", "Padraig",
          "Mairtin", "Caoimhe", "Colm", "Roisin", "Murdo", "Peigi", "Uxia", "Brais", "Xurxo",
          "Rodel", "Jomar", "Hany", "Darius"]  # fmt: skip
_CELTIC = ["Morlenn", "Gwennili", "Tonnog", "Farraige", "Cuan", "Mara", "Avel", "Gwynt", "Steren",
           "Lanw", "Trai", "Mor"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["M4ck3r3l", "L4ngoust1n3", "P1lch4rd", "Turb0t", "K3lp", "Du1s3", "Sc4ll0p", "G4nn3t",
         "C0rm0r4nt"]  # fmt: skip


def _coef(g: random.Random) -> str:
    """A spring tide's coefficient and a port, the way the auction floor jokes a password."""
    return f"coef{g.randrange(95, 121)}{g.choice(_PLACES)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


def _club(g: random.Random) -> str:
    name, year = g.choice(_CLUBS)
    return f"{name}{year}{g.choice(_SYMBOLS)}"


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BOATS)}-{g.choice(_REGS)}{g.randrange(10, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FISH)}{g.randrange(2, 40)}.{g.randrange(10, 100)}kg{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_LIGHTS)}{g.randrange(20, 61)}m{g.choice(_SYMBOLS)}",
    lambda g: f"St{g.choice(_SAINTS)}{g.randrange(1950, 2011)}{g.choice(_SYMBOLS)}",
    _coef,
    _club,
    lambda g: f"{g.choice(_CELTIC)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_CELTIC).lower()}",
    lambda g: _r(g, ALNUM + "!$%&?#", 16),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2008)}.{g.choice(_PLACES).lower()}",
    lambda g: f"Force{g.randrange(6, 13)}{g.choice(_LIGHTS)}{g.choice(_SYMBOLS)}",
    _manager,
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_WEED).lower()}_{g.randrange(100, 1000)}kg_{g.choice(_PLACES).lower()}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Newlyn market crew: the Marel M2200 scale web password is {pw}",
    "Signal from Tamsin: the auction clock PC admin password {pw}",
    "Teams chat, #pilots-milford: AD Navigation ADX XR portable pilot unit settings password {pw}",
    "Slack DM from Rhodri: Jotron RA-2000 VHF gateway web password {pw}",
    "Telegram, Yann: Sealite SL-75 lantern config password {pw}",
    "SMS from Gethin: the Sailor 6222 admin password is {pw}",
    "Messenger, crew of the Avel Vor: Intellian v100NX antenna admin password {pw}",
    "Viber from Rodel: Peplink MAX BR1 admin password {pw}",
    "Threema, Erwan: Teltonika RUT955 on CTV Gwennili, root password {pw}",
    "Google Chat, seaweed line Roscoff: Loma IQ4 metal detector supervisor password {pw}",
    "Discord, the CTV skippers' server: Humphree HCS-5 interceptor service password {pw}",
    "Element room #lighthouse-ops: Tideland AtoN monitoring RTU password {pw}",
    "iMessage from Morwenna: Seakeeper 9 service menu password {pw}",
    "Wire message from Caoimhe: Victron Cerbo GX remote console password {pw}",
    "Olvid message from Nolwenn: Dibal LS-3000 scale back-office password {pw}",
    "Tchap, criée de Lorient: the Epelsa scale terminal password is {pw}",
    "Webex chat: Furuno FAR-2228 radar service password {pw}",
    "Zenitel Turbine intercom admin password, from Jago over Skype: {pw}",
    "Jira SD ticket KEL-412: Mobatime clock server says password {pw} is out of date",
    "Freshservice ticket #8812: Draytek Vigor 2865 admin password {pw} is on a sticky note, change it",
    "ServiceNow INC0081234: Sepura SC21 radio programming password {pw}",
    "Trello card 'Killybegs auction room': Marel Innova server password {pw}",
    "Hi Sian,\n\nthe root password of the pilot-station VTS server is {pw}. Please shred this once it's in the vault.\n\nDiolch,\nRhodri",
    "Incident 2032-11-03: the Livebox admin page in the Roscoff drying shed was reachable from the quay wifi, password {pw}",
    "Runbook: relighting Kéréon remotely\n1. open the Tideland RTU page\n2. user: keeper\n3. password {pw}\n4. lamp test, then log the event",
    "README (pilot-station rack)\nthe Jotron VHF gateway is at https://vhf.pilots.kelmor.lan, admin password `{pw}`.",
    "note to self: Humphree service password {pw}",
    "dictated: the MTU engine diagnostics laptop password is {pw} full stop",
    "can you remember my Crédit Mutuel de Bretagne password? it's {pw}",
    "password for my Abanca app: {pw}",
    "after the update the Cerbo GX password became {pw}",
    "va ger-tremen evit ar posteloù eo {pw}",
    "ger-tremen an urzhiataer er sec'herezh bezhin e Rosko eo {pw}",
    "Goulven: ger-tremen nevez ar servijer eo {pw}, na lavar ket da zen",
    "me ger-tremen evit er posteloù e zo {pw}",
    "ger-tremen en urzhiataer ér griérezh a Oriant: {pw}",
    "Maiwenn: er ger-tremen nevez ag er servijour e zo {pw}, ne larit ket de zen",
    "an pasfhocal atá agam don ríomhphost: {pw}, muise",
    "pasfhocal ríomhaire na feamainne i Ros a' Mhíl: {pw}",
    "Máirtín: 'sé {pw} an pasfhocal nua ar an bhfreastalaí, ná hinis do dhuine ar bith é",
    "'s e {pw} am facal-faire agam airson a' phuist-d",
    "facal-faire a' choimpiutair air a' bhàta: {pw}, a bhalaich",
    "Murdo: am facal-faire ùr air an t-seirbheisiche, 's e {pw} a th' ann, na can guth ri duine",
    "my 'ansum, the email password's {pw}",
    "password fer the fish market computer down Newlyn: {pw}, proper job",
    "Jago: new server password's {pw}, don't tell the emmets, I'll change 'n dreckly",
    "fy nghyfrinair i i'r ebost yw {pw}, gwed",
    "cyfrinair cyfrifiadur y peilotiaid lawr yn Aberdaugleddau: {pw}",
    "Gethin: cyfrinair newydd y gweinydd yw {pw}, paid gweud wrth neb",
    "o meu contrasinal do correo é {pw}",
    "o contrasinal do ordenador do barco é {pw}, ho",
    "Uxía: o contrasinal novo do servidor é {pw}, non llo dihas a ninhén",
    "ma email password's {pw}, gonnae no tell anybody",
    "the password fur the auction computer is {pw}, pure dead simple",
    "Shug: new server password's {pw}, dinnae tell naebody, awright",
    "le mot de passe de la balance Marel à la criée, c'est {pw}",
    "ger-tremen an urzhiataer war bont ar vag: {pw}",
    "l'mot d'passe de l'ordinateur de la criée, c'ét {pw}",
    "ger-tremena an jynn-amontya y'n porth yw {pw}",
    "cyfrinair y cyfrifiadur ar bont y cwch yw {pw}",
    "pasfhocal ríomhaire an stáisiúin tarrthála: {pw}",
    "facal-faire a' choimpiutair aig stèisean a' bhàta-teasairginn: {pw}",
    "the passwird fur the lichthoose computer is {pw}",
    "la contraseña del ordenador del puente es {pw}",
    "a palavra-passe do computador da lota é {pw}",
    "hasło do komputera na kutrze to {pw}",
    "laivo kompiuterio slaptažodis yra {pw}",
    "pare, password nung laptop sa tulay ng barko: {pw}",
    "het wachtwoord van de laptop op de CTV is {pw}",
    "das Passwort für den Turbinen-Laptop lautet {pw}",
    "adgangskoden til pc'en på broen er {pw}",
    "kuģa datora parole ir {pw}",
    "الباسورد بتاع كمبيوتر المركب {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["yann.m", "gwenaelle", "maiwenn", "erwan.k", "loic", "nolwenn", "goulven", "soazig",
          "jago", "morwenna", "tamsin.p", "kerensa", "rhodri", "sian.w", "gethin", "nia",
          "padraig", "mairtin", "caoimhe", "colm.o", "roisin", "murdo", "peigi", "uxia", "brais",
          "xurxo", "rodel", "jomar", "hany", "darius", "svc-criee", "ctv-ops"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Tamsin: the auction clock login is {u} / {pw}",
    "Freshservice #8830: {u} locked out of the Marel Innova, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Pilots › PPU › AD Navigation: {u} — {pw}",
    "| kit on Gwennili | login | pass |\n|---|---|---|\n| Cerbo GX | {u} | {pw} |",
    "sign in to the Seakeeper app as {u} with {pw}",
    "Loma IQ4 login {u}:{pw}",
    "Username ▸ {u}\nPassword ▸ {pw}",
    "- host: vts-01.pilots.kelmor.lan\n  user: {u}\n  pass: {pw}",
    "Teams, pilots' channel: {u} for the account, {pw} for the password",
    "Rodel says for the Peplink use {u}, pass {pw}",
    "host,user,password\nvts-02,{u},{pw}",
    "ssh {u}@ppu-gw.kelmor.lan (pw {pw})",
    "SMS: creds for the Sailor VHF are {u} and {pw}",
    "va anv-implijer {u}, ger-tremen {pw}",
    "me anv-implijour {u}, er ger-tremen {pw}",
    "{u} an t-ainm, {pw} an pasfhocal, muise",
    "ainm-cleachdaiche {u}, facal-faire {pw}, a bhalaich",
    "user's {u} an' the password's {pw}, my 'ansum",
    "{u} yw'r defnyddiwr a {pw} yw'r cyfrinair, wês",
    "usuario {u} e contrasinal {pw}, ho",
    "user's {u}, an it's {pw} fur the password",
    "identifiant {u}, mot de passe {pw}",
    "usuario {u} y clave {pw}",
    "login {u}, hasło {pw}",
    "pre, user si {u}, pass naman {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["morlenn", "gwennili", "brennig", "dulse", "carrageen", "piran", "stargazy",
               "pilchard", "currach", "hooker", "chouchen", "kouign", "barmbrack", "laverbread",
               "scadan", "ronnach", "crubeen", "bezhin"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "small letters, the word {w}, and {d} straight on the end",
    "on the auction PC it's {w} with {d} after",
    "voice note: CTV wifi, it's {w}, no gap, then {d}",
    "type {w} and then {d}",
    "it's {w}{d}, all one, no space",
    "ar ger-tremen eo ar ger {w}, ha goude {d}",
    "er ger-tremen e zo er ger {w}, ha goudé {d}",
    "an pasfhocal, sin an focal {w} agus ansin {d}",
    "am facal-faire, sin am facal {w} agus an uair sin {d}",
    "tis the word {w}, an' {d} tacked on after'n",
    "y gair {w} sy'n dod gynta yn y cyfrinair, wedyn {d}",
    "o contrasinal leva a palabra {w} e logo {d}",
    "ye type the word {w} first, then stick {d} oan the end",
    "le mot de passe : tu mets {w}, et {d} juste après, collé",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


# Tools none of heldouts 5 to 138 names, each written with the context it runs in.
_CLI_OWN = [
    "IBM i command line on the auction's AS/400:\n===> CRTUSRPRF USRPRF({U}) PASSWORD({pw}) USRCLS(*USER) TEXT('Criee clerk')",
    "===> ADDSVRAUTE USRPRF(AUCTION) SERVER(QDDMDRDASERVER) USRID({U}) PASSWORD('{pw}')",
    "===> RUNRMTCMD CMD('dir C:\\exports') RMTLOCNAME('scale-pc.kelmor.lan' *IP) RMTUSER({u}) RMTPWD('{pw}')",
    "ILOM on the VTS server:\n-> create /SP/users/{u} password={pw} role=aucro",
    "</>hpiLO-> create /map1/accounts1 username={u} password={pw} name=\"Ops\" group=admin,config",
    "busybox cryptpw -m sha512 '{pw}'",
    "from pyunifi.controller import Controller\nc = Controller('unifi.kelmor.lan', '{u}', '{pw}', port=8443, version='UDMP-unifiOS')",
    "from jnpr.junos import Device\ndev = Device(host='srx-quay.kelmor.lan', user='{u}', passwd='{pw}').open()",
    "secure = SecureConfig(knxkeys_file_path='station.knxkeys', knxkeys_password='{pw}')\nxknx = XKNX(connection_config=ConnectionConfig(gateway_ip='10.40.2.9', secure_config=secure))",
    "/opt/TurboVNC/bin/vncviewer -password {pw} vts-console.kelmor.lan:1",
    "rigctld -m 3073 -r /dev/ttyUSB0 -t 4532 -A '{pw}'",
    "panel serve tides_dashboard.py --address 0.0.0.0 --port 5006 --basic-auth '{pw}'",
    "ucmd -i sched.kelmor.lan -u {u} -w '{pw}' -c 'dir C:\\exports'",
    "opsview_rest --username={u} --password='{pw}' --pretty GET 'config/host?rows=5'",
    "s9s cluster --create --cluster-type=galera --vendor=mariadb --provider-version=10.11 --nodes='10.40.8.11;10.40.8.12' --db-admin-passwd='{pw}' --wait",
]  # fmt: skip
# Commands the product names, in layouts of this corpus.
_CLI = [
    "sshpass -p \"{pw}\" scp -P 2222 landings-2032-11.csv {u}@sftp.kelmor.net:/inbound/",
    "mysql -h auction-db.kelmor.lan -u{u} -p'{pw}' criee -e 'select count(*) from lots'",
    "redis-cli -h bids.kelmor.lan -p 6380 --user {u} -a '{pw}' --no-auth-warning XLEN bids:lorient",
    "docker login registry.kelmor.net -u {u} -p '{pw}'",
    "htpasswd -b -B /etc/nginx/.tides_htpasswd {u} '{pw}'",
    "ssh-keygen -t ed25519 -f ~/.ssh/ctv_gwennili -N '{pw}' -C skipper@gwennili",
    "smbclient //nas-roscoff/sechage -U '{u}%{pw}' -c 'get rapport.xlsx'",
    "curl -u {u}:{pw} -F file=@tide-table.pdf https://docs.kelmor.net/upload",
    "7z a -mhe=on -p'{pw}' crew-passports.7z passports/",
    "openssl enc -aes-256-cbc -pbkdf2 -iter 200000 -in bids-2032-11.csv -out bids-2032-11.enc -pass pass:{pw}",
    "gpg -o roster.ods --pinentry-mode loopback --batch --passphrase '{pw}' -d pilots-roster.ods.gpg",
    "plink -pw {pw} -batch -ssh {u}@10.40.1.20 \"show interfaces\"",
    "xfreerdp /v:vts-ws2.kelmor.lan /u:{u} /p:'{pw}' /cert:tofu /dynamic-resolution",
    "net use P: \\\\fs-milford\\pilots /user:KELMOR\\{u} {pw} /persistent:no",
    "sqlplus {u}/{pw}@//ora-criee.kelmor.lan:1521/ENCHERES",
    "lftp -u {u},{pw} sftp://ftp.kelmor.net -e 'mirror -R out/ /in; bye'",
    "ipmitool -I lanplus -H 10.40.9.17 -U {u} -P '{pw}' sel elist last 20",
    "mosquitto_pub -h mqtt.kelmor.lan -u {u} -P '{pw}' -t ctv/gwennili/fuel -m 412",
    "keytool -importcert -alias vts -file vts.crt -keystore vts.jks -noprompt -storepass '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "# {c}", "root@ctv-gwennili:~# {c}", "PS C:\\Users\\pilot> {c}",
    "ops@criee-lorient:~$ {c}", "history | tail -n 2\n 1187  cd /srv/criee\n 1188  {c}",
    "out of ~/.zsh_history on the VTS box: {c}", "Teams snippet from Rhodri:\n{c}", "Jira KEL-498, what I tried:\n{c}",
    "README, 'Restoring the auction DB':\n    {c}", "crontab entry on the auction box: 40 4 * * 1-5 {c}",
    "an urzhiad am eus lañset: {c}", "seo an t-ordú a chuir mé ag obair: {c}", "o comando que lancei: {c}",
    "here's the command ah ran: {c}", "y gorchymyn redes i: {c}", "la commande tapée sur le poste de la criée : {c}",
]  # fmt: skip
_OWN_FRAMES = ["{c}", "Jira KEL-517, pasted by the contractor:\n{c}", "note: {c}",
               "Teams, Gethin:\n{c}", "paste from Tamsin's screen:\n{c}"]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _cli(rng: random.Random, n: int) -> list[Sample]:
    """Every new tool once, then the named commands (each once), each in a frame."""
    own = []
    for template in _CLI_OWN:
        secret, user = _plain_pw(rng), rng.choice(_USERS)
        text = template.format(
            pw=secret, u=user, U=user.replace(".", "").replace("-", "").upper()[:10]
        )
        own.append(Sample("cli_password", text, secret))
    named = v.fill(rng, "cli_password", _CLI, n - len(own), _plain_pw, u=_USERS)
    return v.framed(rng, own, _OWN_FRAMES) + v.framed(rng, named, _SHELLS)


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_URLS = [
    "postgresql://{u}:{pw}@ais-db.kelmor.lan:5432/ais",
    "rtsp://{u}:{pw}@cam-quay2.kelmor.lan:554/Streaming/Channels/101",
    "mysql://{u}:{pw}@auction-db.kelmor.lan:3306/criee",
    "mongodb+srv://{u}:{pw}@landings.x7kq2.mongodb.net/catch?retryWrites=true",
    "sftp://{u}:{pw}@ftp.kelmor.net/outbound/",
    "ftps://{u}:{pw}@returns.kelmor.net:990/landings/",
    "redis://{u}:{pw}@bids.kelmor.lan:6380/2",
    "amqp://{u}:{pw}@mq.kelmor.lan:5672/criee",
    "mqtt://{u}:{pw}@mqtt.kelmor.lan:1883",
    "https://{u}:{pw}@wind-scada.kelmor.lan/api/turbines",
    "Server=sql-pilots.kelmor.lan;Database=Pilotage;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://ais-db.kelmor.lan/ais?user={u}&password={pw}",
    "clickhouse://{u}:{pw}@ch.kelmor.lan:9000/telemetry",
    "smtp://{u}:{pw}@smtp.kelmor.net:587",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "the old Grafana source for the AIS panel: {c}", "remember the AIS connection: {c}",
    "ar chadenn gevreañ: {c}", "an teaghrán ceangail: {c}", "a cadea de conexión é {c}",
    "Jira KEL-503: {c}", "Confluence, Data stores (ops): {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kelmor-marine", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "vessels:read reports:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _outscale_ak(g: random.Random) -> str:
    return _r(g, UPPER_DIGITS, 20)


# None of these vendors publishes a token shape the author knows: every shape is a guess
# (Outscale's access and secret keys as the author believes them).
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Spinergie", "SPINERGIE_API_KEY", _j("spg_", (ALNUM, 32))),
    ("Opsealog", "OPSEALOG_TOKEN", _vendor_jwt("https://auth.opsealog.com")),
    ("Reygar BareFLEET", "BAREFLEET_API_KEY", _j((HEX, 40))),
    ("Marorka", "MARORKA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("ScanReach", "SCANREACH_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Shipin Systems", "SHIPIN_API_KEY", _j("shp_live_", (ALNUM, 28))),
    ("Sea Machines", "SEAMACHINES_TOKEN", _j((B64, 44))),
    ("Tampnet", "TAMPNET_API_SECRET", _j((UPPER_HEX, 32))),
    ("SeaRoc", "SEAROC_MCS_KEY", _j((ALNUM, 40))),
    ("Qastor", "QASTOR_LICENSE_KEY", lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5))),
    ("4C Offshore", "FOURC_API_KEY", _j((HEX, 32))),
    ("Sentient Science", "SENTIENT_DIGITALCLONE_KEY", _j((ALNUM, 48))),
    ("Royston enginei", "ENGINEI_API_TOKEN", _j("ei_", (LOWER_DIGITS, 40))),
    ("Aucxis", "AUCXIS_CLOCK_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Traceall", "TRACEALL_API_KEY", _j((HEX, 64))),
    ("PageOne", "PAGEONE_API_PASSWORD", _j((ALNUM, 24))),
    ("GoodSAM", "GOODSAM_API_KEY", _j((URLSAFE, 40))),
    ("Lengow", "LENGOW_ACCESS_TOKEN", _j((HEX, 32))),
    ("Innovorder", "INNOVORDER_API_KEY", _j("io_", (ALNUM, 36))),
    ("Clever Cloud", "CLEVER_SECRET", _j((ALNUM, 32))),
    ("Outscale", "OSC_SECRET_KEY", _j((UPPER_DIGITS, 40))),
    ("Alwaysdata", "ALWAYSDATA_API_KEY", _j((HEX, 32))),
    ("iAdvize", "IADVIZE_CLIENT_SECRET", _j((ALNUM, 64))),
    ("Ekylibre", "EKYLIBRE_API_TOKEN", _j((LOWER_DIGITS, 40))),
    ("Isagri", "ISAGRI_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Kraaft", "KRAAFT_API_KEY", _j("kft_", (URLSAFE, 40))),
    ("Diabolocom", "DIABOLOCOM_API_TOKEN", _j((HEX, 48))),
    ("Mailinblack", "MAILINBLACK_API_KEY", _j((ALNUM, 32))),
    ("Dougs", "DOUGS_API_TOKEN", _vendor_jwt("https://api.dougs.fr")),
    ("Fenergo", "FENERGO_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("ePayLink", "EPAYLINK_SECRET_KEY", _j((UPPER_HEX, 40))),
    ("Wayflyer", "WAYFLYER_API_KEY", _j("wf_sk_", (ALNUM, 32))),
    ("Trustap", "TRUSTAP_API_KEY", _j((HEX, 32))),
    ("Fexco", "FEXCO_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Xtremepush", "XTREMEPUSH_APP_TOKEN", _j((ALNUM, 40))),
    ("Nory", "NORY_API_KEY", _j("nory_", (LOWER_DIGITS, 32))),
    ("Clubforce", "CLUBFORCE_API_KEY", lambda g: v.uuid4(g, "8")),
    ("ClubZap", "CLUBZAP_TOKEN", _j((HEX, 40))),
    ("Yoello", "YOELLO_SECRET_KEY", _j("yo_sk_", (ALNUM, 30))),
    ("Wealthify", "WEALTHIFY_API_KEY", _j((ALNUM, 36))),
    ("Endalia", "ENDALIA_API_KEY", _j((UPPER_DIGITS, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "docker run --rm --env {env}={tok} kelmor/criee-sync:3.2",
    "app.yaml:\nenv_variables:\n  {env}: \"{tok}\"",
    "[{vendor}]\napi_key = {tok}",
    "appsettings.Staging.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "gh secret set {env} --body '{tok}'",
    "Kelmor Ops Portal › Admin › Connected apps › {vendor} › Secret: {tok}",
    "Confluence, Third-party keys: | {vendor} | live | {tok} |",
    "Jira KEL-522: 401 from {vendor} on every poll, key in the config is {tok}",
    "Teams, Rhodri: {vendor} key for the CTV reports: {tok}",
    "Slack #ctv-ops: {vendor} rotated ours, the live one is {tok}",
    "stash the {vendor} API key somewhere for me: {tok}",
    "{vendor} feed dead since the storm, key on file {tok}",
    "alc'hwez an API evit {vendor}: {tok}",
    "alhuez API {vendor} e zo {tok}",
    "an eochair atá againn don API ag {vendor} anois: {tok}",
    "an iuchair aig {vendor} airson an API: {tok}, a bhalaich",
    "{vendor}'s key fer the API, 'tis {tok}, my 'ansum",
    "allwedd yr API gan {vendor} yw {tok}, wês",
    "a chave que nos deu {vendor} pra API é {tok}, ho",
    "here's the {vendor} API key fur ye, {tok}, right",
    "clé API {vendor} pour la criée : {tok}",
    "la clave de la API que nos dio {vendor}: {tok}",
    "{vendor}: a chave que a lota usa na API é {tok}",
    "{vendor} – klucz, który dał nam dostawca: {tok}",
    "de {vendor}-sleutel die de werf gebruikt: {tok}",
    "{vendor}-Schlüssel vom Turbinenhersteller: {tok}",
    "eochair an API ó {vendor} don stáisiún: {tok}",
    "allwedd yr API i'r orsaf ({vendor}): {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    spinergie = "spg_" + _r(rng, ALNUM, 32)
    pageone = _r(rng, ALNUM, 24)
    ak, sk = _outscale_ak(rng), _r(rng, UPPER_DIGITS, 40)
    trustap = _r(rng, HEX, 32)
    lengow = _r(rng, HEX, 32)
    aucxis = v.uuid4(rng, "a")
    return [
        Sample("vendor_token", f'r = requests.get("https://api.spinergie.com/v2/vessels/ctv", headers={{"X-Api-Key": "{spinergie}"}})', spinergie),
        Sample("vendor_token", f"$pager = new PageOneClient('kelmor-lifeboat', '{pageone}');", pageone),
        Sample("vendor_token", f"~/.osc/config.json:\n{{\"default\": {{\"access_key\": \"{ak}\", \"secret_key\": \"{sk}\", \"region\": \"eu-west-2\"}}}}", sk),
        Sample("vendor_token", f"curl -u '{trustap}:' https://api.trustap.com/api/v1/transactions", trustap),
        Sample("vendor_token", f"<add key=\"LengowAccessToken\" value=\"{lengow}\" />", lengow),
        Sample("vendor_token", f"const clock = new AucxisClock({{ site: 'criee-lorient', apiKey: '{aucxis}' }});", aucxis),
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


_BARE_PLACES = ["{t}", "Teams: {t}", "the portal shows it the once, so here:\n{t}", "an comhartha: {t}",
                "{t}\n^ the new one, the old one's dead", "stick this in your memory: {t}",
                "o token: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Slyne buoy tracker (OTAA): {h}": 32,
    "AppSKey of the Newlyn slipway tide gauge (ABP): {h}": 32,
    "HMAC key that signs the auction's bid messages: {h}": 64,
    "KNX IP Secure backbone key of the lifeboat station: {h}": 32,
    "WPA2 PSK of the CTV-to-turbine bridge, in hex: {h}": 64,
    "AES-256 key of the pilots' PPU log export: {h}": 64,
    "alc'hwez enrinegañ ar gwaredoù: {h}": 64,
    "an eochair a chriptíonn cúltaca an mhargaidh: {h}": 48,
    "chave de cifrado da copia de seguridade: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira KEL-530: token copied from the browser's dev tools {t}",
    "Cookie: lang=br; kelmor_sess={t}",
    "PILOT_PORTAL_ACCESS_TOKEN={t}",
    "bearer for the pilot portal, note it down {t}",
    "an comhartha iompróra: {t}",
    "o token de acceso é {t}",
    "HAR export from Tamsin: authorization: Bearer {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {"iss": "https://id.kelmor.net/realms/marine", "azp": "pilot-portal",
                   "roles": ["pilot", "vts"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the auction server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/vts.pilots.kelmor.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SCADA_CLIENT_KEY": "{key}", "site": "avelmor-oss"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_ctv <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Jira KEL-541, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "alc'hwez prevez ar servijer:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the landings SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Sparrow wallet backup, copying it off the steel plate before I sell the boat: {p}": "english",
    "BlueWallet, the twelve-word backup screen:\n{p}": "english",
    "Nunchuk wallet words (the old crew-fund wallet, emptied): {p}": "english",
    "Phoenix wallet seed backup: {p}": "english",
    "voice memo: Muun wallet, recovery words {p} and that's the lot, end": "english",
    "Confluence page 'Lifeboat raffle wallet (retired)': {p}": "english",
    "phrase de récupération du portefeuille Ledger de Loïc : {p}": "french",
    "les 24 mots du portefeuille de la criée : {p}": "french",
    "las palabras de recuperación de Exodus, las de Xurxo: {p}": "spanish",
    "frase de recuperação da carteira Trust Wallet: {p}": "portuguese",
    "frase di recupero del portafoglio Electrum di Darius: {p}": "italian",
    "Wasabi wallet recovery words for the seaweed co-op: {p}": "english",
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
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "laser":  # Ireland's old Laser debit card
        return _card_of(rng, ["6304", "6706", "6709", "6771"], [16, 18, 19])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Tamsin: the co-op card for the Marel spare parts is {c}, exp {mm}/{yy}",
    "spare card for the chandlery: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Jira KEL-560: pay the Humphree service visit with card {c}",
    "my mother's old Laser card, still in the drawer: {c}",
    "niverenn va c'hartenn: {c}, {mm}/{yy}",
    "uimhir an chárta bainc atá agam: {c}, {mm}/{yy}",
    "o número da miña tarxeta: {c}",
    "here's the number aff ma card: {c}, {mm}/{yy}",
    "rhif fy ngherdyn: {c}",
    "la carte bleue de la criée, le numéro : {c}, fin {mm}/{yy}",
    "eto yung card ko pang-remit: {c}",
    "رقم الكارت بتاعي: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "maestro", "amex", "discover", "jcb", "unionpay", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "laser" if "Laser" in template else _BRANDS[index % len(_BRANDS)]
    number = _card(rng, brand)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 41))}  # fmt: skip


_cards = _Family("card_number", [t for t in _CARD_PLACES if "Laser" not in t], _card_draw, "c")


def _laser_card(rng: random.Random, n: int) -> list[Sample]:
    template = next(t for t in _CARD_PLACES if "Laser" in t)
    number = v.grouped(_card(rng, "laser"), " ", rng)
    return [Sample("card_number", template.format(c=number), number)][:n]


_CVV_PLACES = ["Visa {c} (09/34), the 3 digits behind: {cvv}",
               "the three digits beside the signature on the back: {cvv}",
               "Amex {c}, the four little digits above the number on the front: {cvv}",
               "na trí dhigit ar chúl an chárta: {cvv}",
               "os tres números de detrás da tarxeta: {cvv}",
               "an tri sifr war gein ar gartenn: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 138 (Bahrain in
# eight, the others in nine); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`),
# after stdnum's iban.dat.
_IBAN_SHAPES = {"BH": "aaaa" + "c" * 14, "EG": "n" * 25, "BG": "aaaa" + "n" * 6 + "c" * 8,
                "DE": "n" * 18, "NL": "aaaa" + "n" * 10, "FI": "n" * 14, "SA": "nn" + "c" * 18,
                "BA": "n" * 16}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the account's country
    "Invoice AV-2032-077, gearbox refit: transfer to {i}, net 45": "DE",
    "save the Manama mackerel importer's IBAN: {i}": "BH",
    "IBAN: {i}\nReference: Killybegs mackerel to Jeddah, lot 12": "SA",
    "Teams #finance: the Turku dryer supplier's new bank details, IBAN {i}": "FI",
    "IBAN ar stal eus Bro-Alamagn evit an turbinoù: {i}": "DE",
    "IBAN an cheannaitheora ronnach san Éigipt: {i}": "EG",
    "o IBAN do soldador bosníaco da subestación: {i}": "BA",
    "the Bulgarian lads' agency IBAN's {i}": "BG",
    "IBAN y cwmni o'r Iseldiroedd: {i}": "NL",
    "ده الآيبان بتاعي يا ريس: {i}": "EG",
    "IBAN-ът ми е {i}": "BG",
    "IBAN van de CTV-werf in Harlingen: {i}": "NL",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _registrikood(g: random.Random) -> str:
    """An Estonian registry code (registrikood): eight digits, a company's starting with 1, the
    last a check digit python-stdnum's `ee.registrikood` verifies."""
    return v.until(g, lambda h: "1" + _r(h, D, 7), ee_registrikood.is_valid)


def _permex(g: random.Random) -> str:
    """A Galician shellfish gatherer's permit (permiso de explotación): shape invented, no check."""
    return f"PX-{g.choice(['15', '36'])}-{_r(g, D, 5)}/{g.randrange(2029, 2034)}"


def _ie_learner(g: random.Random) -> str:
    """An Irish learner permit's number: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _boatmaster(g: random.Random) -> str:
    """A UK Boatmaster Licence number: shape invented, no check."""
    return f"BML{_r(g, D, 6)}"


def _src(g: random.Random) -> str:
    """A VHF Short Range Certificate's number: shape invented, no check."""
    return f"SRC/{_r(g, D, 7)}"


def _ship_station(g: random.Random) -> str:
    """A UK Ship Station Licence number: shape invented, no check."""
    return f"SSL{_r(g, D, 7)}/{g.randrange(1, 4)}"


def _fv_licence(g: random.Random) -> str:
    """A UK fishing vessel licence number: shape invented, no check."""
    return f"FVL{_r(g, D, 5)}"


def _cscs(g: random.Random) -> str:
    """A CSCS card number: ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _sia(g: random.Random) -> str:
    """An SIA licence number: sixteen digits printed in fours, no public check."""
    digits = "1" + _r(g, D, 15)
    return " ".join(digits[k : k + 4] for k in range(0, 16, 4))


def _pole_emploi(g: random.Random) -> str:
    """A French job-seeker's identifier (identifiant Pôle emploi): seven digits and a letter."""
    return _r(g, D, 7) + g.choice(UPPER)


def _carnet_marinar(g: random.Random) -> str:
    """A Romanian seaman's book (carnet de marinar) number: shape invented, no check."""
    return f"CM{_r(g, D, 6)}"


def _jureivio(g: random.Random) -> str:
    """A Lithuanian seaman's book (jūreivio knygelė) number: shape invented, no check."""
    return f"JK{_r(g, D, 7)}"


def _pvg(g: random.Random) -> str:
    """A Scottish PVG scheme membership number: sixteen digits, no public check."""
    return "1" + _r(g, D, 15)


def _v5c(g: random.Random) -> str:
    """A V5C logbook's document reference number: eleven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 10)


def _age_card(g: random.Random) -> str:
    """An Irish Garda age card's number: shape invented, no check."""
    return f"AC{_r(g, D, 7)}"


def _fr_passport(g: random.Random) -> str:
    """A French passport: two digits, two letters, five digits."""
    return f"{_r(g, D, 2)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


def _ie_passport(g: random.Random) -> str:
    """An Irish passport: two letters and seven digits."""
    return g.choice(["PA", "PB", "PC", "LH"]) + _r(g, D, 7)


def _es_passport(g: random.Random) -> str:
    """A Spanish passport: three letters and six digits."""
    return "PA" + g.choice(UPPER) + _r(g, D, 6)


def _gb_passport(g: random.Random) -> str:
    """A British passport: nine digits."""
    return g.choice("12345") + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "registrikood of the Tallinn crewing agency on the CTV contract: {s}": _registrikood,
    "Estonian registry code (registrikood) for the invoice to Pärnu: {s}": _registrikood,
    "o número do meu permex de mariscadora: {s}": _permex,
    "uimhir mo cheadúnais foghlaimeora: {s}": _ie_learner,
    "my daughter's learner permit number for the insurance form: {s}": _ie_learner,
    "Boatmaster Licence no. of the Falmouth CTV skipper: {s}": _boatmaster,
    "Short Range Certificate number, mine, for the VHF form: {s}": _src,
    "Ship Station Licence of the pilot launch, for the radio survey: {s}": _ship_station,
    "fishing vessel licence of the PZ 412, from the MMO letter: {s}": _fv_licence,
    "CSCS card number (Ivan's, for the substation job): {s}": _cscs,
    "SIA licence of the night guard at the Newlyn market: {s}": _sia,
    "ancien identifiant Pôle emploi de Nolwenn pour l'attestation : {s}": _pole_emploi,
    "numărul carnetului meu de marinar: {s}": _carnet_marinar,
    "mano jūreivio knygelės numeris: {s}": _jureivio,
    "PVG scheme membership number (Murdo, for the lifeboat crew check): {s}": _pvg,
    "V5C document reference of the station's launch tractor: {s}": _v5c,
    "Garda age card number of the new trainee: {s}": _age_card,
    "niverenn va faspor: {s}": _fr_passport,
    "niverenn me faspor e zo {s}": _fr_passport,
    "uimhir an phas atá agam: {s}, muise": _ie_passport,
    "o número do meu pasaporte: {s}": _es_passport,
    "àireamh a' chead-siubhail agam: {s}": _gb_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Proton Mail, saved recovery codes for ops@kelmor.net\n{codes}",
            "spare sign-in codes for the Kelmor Microsoft 365 tenant: {codes}",
            "Spinergie 2FA backup codes: {codes}", "kodoù-sikour 2FA:\n{codes}",
            "na cóid chúltaca don fhíordheimhniú dhá chéim: {codes}", "códigos de respaldo do 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Kelmor%20VPN:tamsin@kelmor.net?secret={s}&issuer=Kelmor%20VPN&period=30",
              "Aegis, manual entry for the PageOne portal: {s}",
              "2FAS, setup key for the Fenergo sandbox: {s}",
              "chave de configuración do 2FA: {s}"]  # fmt: skip
_CODES = ["Bank of Ireland 365: use {c} to approve the payment to KELMOR MARINE.",
          "Crédit Agricole : votre code de validation est {c}",
          "Abanca: o teu código de verificación é {c}",
          "{c} yw eich cod dilysu Monzo",
          "Do chód fíoraithe AIB: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Livebox-7A3C", "Freebox-Criee", "Bbox-4F21D0", "KELMOR-CTV-Gwennili", "eir-fibre-8C2D",
          "BT-Hub6-K9QX", "PilotStation-Milford", "Criee-Lorient-5G", "Roscoff-Sechage",
          "Lifeboat-Crew", "AvelMor-OSS", "Peplink-MAX-BR1", "Newlyn-Market", "Killybegs-Auction"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} — WPA2-Personal, key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nPassword: {pw}",
    "the CTV network {s}, passphrase {pw}",
    "wifi in the auction hall: {s} / {pw}",
    "sticker on the bottom of the criée Livebox says {pw}",
    "evit ar wifi {s}, ar ger-tremen eo {pw}",
    "er ger-tremen ag er wifi {s} e zo {pw}",
    "ar an wifi {s} sa mbaile, {pw} an pasfhocal",
    "air a' wifi {s}, 's e {pw} am facal-faire",
    "wifi on the boat's {s}, password {pw}, my 'ansum",
    "ar y wifi {s}, wês, y cyfrinair yw {pw}",
    "o contrasinal da wifi {s} é {pw}",
    "wifi's cried {s}, password {pw}, nae bother",
    "clé wifi de la Freebox de la criée : {pw}",
    "password ng wifi sa barko ({s}): {pw}",
    "en la wifi {s} la clave es {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, "0123456789ABCDEF", 26)
    if roll < 0.3:
        return "-".join(_r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 4) for _ in range(3))
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("spg_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 32)),
                 _j("wf_sk_", (ALNUM, 22)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out over the phone, letter by letter: {t}", "(Gethin read it out on the Teams call) {t}",
          "(broken up so it won't show whole on the watch) {t}", "ceann ar cheann, carachtar ar charachtar: {t}",
          "wan letter at a time: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["key safe at the Newlyn slipway: {pw}", "combination of the lifeboat station key box: {pw}",
          "alarm code at the Roscoff seaweed shed: {pw}", "code du cadenas du local à filets : {pw}",
          "kod ar c'hadenas war ar c'hae: {pw}", "cód an ghlais ar an stór: {pw}",
          "o código do cadeado do almacén: {pw}", "the code fur the padlock oan the shed: {pw}",
          "SIM PIN of the tablet on CTV Gwennili: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["mackerel", "lantern", "hawser", "dulse", "gannet", "currach", "pilchard",
                 "bollard", "kelp", "turbot", "foghorn", "slipway", "breakwater", "cormorant",
                 "spinnaker", "tideway"]  # fmt: skip
_PHRASES = {"Proton Pass master passphrase for the pilots' vault: {p}": " ",
            "the Enpass vault on the station laptop opens with {p}": " ",
            "Keeper, the skippers' shared folder, master: {p}": "-", "kelmor-ops.kdbx (KeePassXC) unlocks with {p}": ".",
            "frazenn-dremen ar c'hofr: {p}": " ", "frase de paso do cofre: {p}": "_",
            "backup passphrase fer the boat laptop is {p}, my 'ansum": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request 'vessel list', auth tab: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia export, auth header: Bearer {v}": False,
    "Hoppscotch environment: Authorization = Basic {v}": True,
    "HAR from the Spinergie call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


def _tsig(g: random.Random) -> str:
    """A TSIG key's secret, base64 of 32 random bytes, as tsig-keygen prints it."""
    return base64.b64encode(bytes(g.randrange(256) for _ in range(32))).decode()


def _docker_auth(g: random.Random) -> str:
    return base64.b64encode(f"{g.choice(_USERS)}:{_plain_pw(g)}".encode()).decode()


_CONFIGS: dict[str, Maker] = {  # template: its secret's maker
    "~/.config/rss2email.cfg:\n[DEFAULT]\nsmtp-auth = True\nsmtp-server = smtp.kelmor.net:587\nsmtp-username = tides-bot@kelmor.net\nsmtp-password = {pw}": _plain_pw,
    "nsd.conf:\nkey:\n    name: \"xfr-kelmor\"\n    algorithm: hmac-sha256\n    secret: \"{pw}\"": _tsig,
    "named.conf.local:\nkey \"ddns-criee\" {{\n    algorithm hmac-sha256;\n    secret \"{pw}\";\n}};": _tsig,
    "MyBB inc/config.php (the crew forum):\n$config['database']['username'] = 'mybb';\n$config['database']['password'] = '{pw}';": _plain_pw,
    "/etc/letsencrypt/rfc2136.ini:\ndns_rfc2136_server = 10.40.0.53\ndns_rfc2136_name = certbot-kelmor.\ndns_rfc2136_secret = {pw}\ndns_rfc2136_algorithm = HMAC-SHA512": _tsig,
    "~/.pgpass on the AIS box:\nais-db.kelmor.lan:5432:ais:ais_reader:{pw}": _plain_pw,
    "wp-config.php of the tides site:\ndefine( 'DB_USER', 'marees' );\ndefine( 'DB_PASSWORD', '{pw}' );": _plain_pw,
    "variables.tf:\nvariable \"scada_admin_password\" {{\n  type      = string\n  default   = \"{pw}\"\n  sensitive = true\n}}": _plain_pw,
    "/etc/pgbouncer/userlist.txt\n\"criee_app\" \"{pw}\"": _plain_pw,
    "/etc/ppp/chap-secrets (the 4G backup on CTV Gwennili):\n# client\tserver\tsecret\t\tIP addresses\nkelmor-ctv3\t*\t\"{pw}\"\t*": _plain_pw,
    "/etc/nslcd.conf:\nuri ldaps://dc1.kelmor.lan\nbinddn cn=nslcd,ou=svc,dc=kelmor,dc=lan\nbindpw {pw}": _plain_pw,
    "criee-sync.ini:\n[server]\nhost = criee.kelmor.lan\n\n[credentials]\nuser = criee-sync\nsecret = {pw}": _plain_pw,
    "autounattend.xml of the VTS workstations:\n<AdministratorPassword>\n  <Value>{pw}</Value>\n  <PlainText>true</PlainText>\n</AdministratorPassword>": _plain_pw,
    "/etc/davfs2/secrets:\nhttps://cloud.kelmor.net/remote.php/dav/files/tides tides {pw}": _plain_pw,
    "group_vars/ctv.yml:\nvenus_remote_console_password: !unsafe '{pw}'": _plain_pw,
    "~/.docker/config.json:\n{{\"auths\": {{\"registry.kelmor.net\": {{\"auth\": \"{pw}\"}}}}}}": _docker_auth,
}  # fmt: skip
_configs = _Family("config_file", list(_CONFIGS), lambda g, i, t: {"pw": _CONFIGS[t](g)}, "pw")


_CHATS = [
    "Tamsin: wifi password in the auction hall?\nJago: {pw}",
    "[05:48] rodel: root pw for the CTV router?\n[05:49] erwan: {pw}",
    "Caoimhe: {pw} is the new Cerbo GX password",
    "Rhodri: use {pw}, that's what the Jotron has now",
    "Soazig: ar ger-tremen nevez eo {pw}",
    "Colm: 'sé {pw} an ceann nua",
    "Brais: o novo é {pw}",
    "Big Tam: new wan's {pw}",
    "Nia: yr un newydd yw {pw}",
    "Loïc : le nouveau, c'est {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pa\u0455\u0455word ⇒ {pw}", "ℙ𝕒𝕤𝕤𝕨𝕠𝕣𝕕: {pw}", "pass\u2063word → {pw}",
    "𝓅𝒶𝓈𝓈𝓌ℴ𝓇𝒹 {pw}", "PΑSSWORD: {pw}", "pass\u180eword = {pw}", "ger\u200d-tremen: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 11), (_laser_card, 1),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
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
    "the Humphree service password is": "{s}", "Venus remote-console pw on the Cerbo:": "{s} (since the refit in March)",
    "va ger-tremen eo": "{s}", "Loma IQ4 password": "{s}\nBRC auditor comes Tuesday",
    "pasfhocal:": "{s}", "o contrasinal é": "{s}", "ma password's": "{s}", "Marel password": "{s}",
    "the password Jago read out over the radio was": "{s}, I think", "cyfrinair:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Trustap API key", "{s}", _j((HEX, 32))),
    ("split_token", "Wayflyer key:", "{s} (revenue sync)", _j("wf_sk_", (ALNUM, 32))),
    ("split_token", "Clubforce API key", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Phoenix backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/38 (Mam's)", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "EG"))),
    ("split_backup", "Proton Mail spare codes", "{s}\nrmwq-4821-tjkd\nbvhz-0937-lpxe", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "authenticator key for the VPN", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "registrikood", "{s}", _registrikood),
    ("split_phrase", "station vault phrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"cerbo_gx": {"host": "venus-ctv3.kelmor.lan", "remote_console_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"ger-tremen": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "jago", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "marel-a"}, {"name": "marel-b", "admin_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["s9s", "cluster", "--create", "--db-admin-passwd", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "pasfhocal ríomhaire an mhargaidh: {s}"}': ("meta_password", _plain_pw),
    '{"contrasinal": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Loma IQ4 as supervisor with the password {s}"}': ("meta_password", _plain_pw),
    '{"spinergie": {"api_key": "{s}"}}': ("meta_token", _j("spg_", (ALNUM, 32))),
    '{"traceallKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"lengow_token": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"http": {"auth": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"chandlery_order": {"card_no": "{s}", "exp": "05/38"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"importer": {"bank": {"country": "BH", "iban": "{s}"}}}': ("meta_iban", lambda g: _iban(g, "BH")),
    '{"agency": {"registrikood": "{s}"}}': ("meta_id", _registrikood),
    '{"proton": {"spare_codes": ["{s}", "rmwq-4821-tjkd", "bvhz-0937-lpxe"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"raffle_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"buoy_tracker": {"otaa": {"appkey": "{s}"}}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"net_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "KELMOR-CTV-Gwennili", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyais-2.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"venus-image-cerbogx-v3.52.swu").hexdigest()
_IMAGE = hashlib.sha256(b"registry.kelmor.net/criee-bids:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"bids: round reserve prices to 10 cents", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tides: fix Brest coefficient import", usedforsecurity=False).hexdigest()[
    :10
]
_MD5 = hashlib.md5(b"landings_2032-11-14.csv", usedforsecurity=False).hexdigest()
_SHA1 = hashlib.sha1(b"ppu-log-export-2032-10.zip", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Marel scale password before the calibration visit on 2032-12-02.",
    "Jago asked for the auction hall wifi password; it's on the card behind the clock.",
    "Policy: Kelmor passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into the crew WhatsApp; send a vault link instead.",
    "The `.env.example` line `SPINERGIE_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Cerbo GX asks for a new remote console password after every firmware update.",
    "Replace <YOUR_TRUSTAP_KEY> in the README with the key from the Trustap dashboard.",
    "TRACEALL_API_KEY and LENGOW_ACCESS_TOKEN must be set before the nightly landings sync runs.",
    "na lavar ket da ger-tremen da zen, mar plij.",
    "ne larit ket hous ger-tremen de zen.",
    "ná hinis do phasfhocal do dhuine ar bith, muise.",
    "na can d' fhacal-faire ri duine sam bith, a bhalaich.",
    "don't you go tellin' nobody yer password, my 'ansum.",
    "paid gweud dy gyfrinair wrth neb, gwed.",
    "non lle dihas o teu contrasinal a ninhén, ho.",
    "gonnae no tell anybody yer password, awright?",
    "À la criée, on ne colle plus les mots de passe sous les balances.",
    "Ne dites jamais votre mot de passe à personne, même au téléphone.",
    "La contraseña tiene que tener dieciséis caracteres como mínimo.",
    "Na lota, ninguém escreve a palavra-passe num papel colado ao ecrã.",
    "Rhaid i'r cyfrinair fod yn un ar bymtheg nod o leiaf.",
    "Upgraded the Cerbo GX from Venus OS 3.50 to 3.52 and pyais to 2.9.2 over the weekend.",
    f"commit {_COMMIT} rounds reserve prices to 10 cents.",
    f"Pinned the tides importer to {_SHORT} after the Brest coefficient import broke the tide table.",
    f"requirements.txt: pyais==2.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Venus OS v3.52 image for the Cerbo GX has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-1 of ppu-log-export-2032-10.zip: {_SHA1}",
    f"The bids service runs registry.kelmor.net/criee-bids@sha256:{_IMAGE}.",
    f"MD5 of landings_2032-11-14.csv is {_MD5}, same as the copy on the auction share.",
    "Request id 3f9c2a71-8e4b-4d06-a5c3-1b7e90d2f468 is the slow one in the Spinergie logs.",
    "Purchase order PO-2032-01177 for two Humphree interceptor blades ships on Friday.",
    "Jira KEL-412: the Mobatime clock drifts two seconds a day in the Lorient auction hall.",
    "Booking ref KMB-7Q42 for the Roscoff–Cork crossing on 14 December, cabin for two.",
    "Call the Milford Haven pilot station on +44 1646 690 412 before the 06:00 boarding.",
    "The pilot launch's plate on the trailer reads WX19 KLM; the tractor's is AB62 PZE.",
    "ISBN 978-1-84682-715-3 is the pilotage handbook on the VTS shelf.",
    "Landed today: 1,240 kg of hake, 380 kg of monkfish, 62 boxes of mackerel at 12.5 kg each.",
    "Tidal coefficient 112 at Brest on Saturday; high water 07:42, 6.9 m.",
    "The CTV Gwennili is 26.5 m long, makes 25 knots and burns about 180 litres an hour.",
    "Wind at the Avel Mor substation: 34 knots from the west-south-west, significant wave 2.8 m.",
    "After five wrong passwords the Loma IQ4 locks the supervisor account for 15 minutes.",
    "The secret of good Roscoff dulse is drying it slowly in the sea wind.",
    "Ask Tamsin for the net-shed padlock code, I don't have it.",
    "My card ending 4471 was declined at the Newlyn chandlery.",
    "The Turku supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Proton account and put them in the station safe.",
    "A recovery phrase belongs on the steel plate in the safe, never in a chat.",
    "Keep `WAYFLYER_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the net shed rusts in the salt air; grease it every month.",
    "Spinergie moved the API key page under Settings › Developers in its spring release.",
    "The guest wifi 'Kelmor-Guest' is open, no password needed.",
    "Lot LOR-2032-11-0418: 22 boxes of langoustine, grade A, sold at 14.20 €/kg.",
    "Pilot boarding at 51°41.2'N 005°10.8'W, ladder on the starboard side, 3 m above water.",
    "Kéréon lighthouse: lamp changed, range 17 nautical miles, next visit in March.",
    "Is aoibhinn liom an fheamainn a thriomú ar an gcladach i Ros a' Mhíl.",
    "Tha an geama ball-coise aig a' bhàgh a-màireach aig dà uair.",
    "Ar vag a zo distro d'ar porzh da seizh eur.",
    "The lifeboat launched at 02:14 to a yacht with a fouled propeller, back on station 04:30.",
    "Version 4.7.1 of the bids API adds the reserve-price field; 4.6 is retired on 2033-01-31.",
    "The ship's IMO number is on the certificate; the MMSI is painted on the wheelhouse.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-10-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/kelmor/cerbo-gx", "rotate_every_days": 90}',
    f'{{"git_commit": "{_COMMIT}", "pipeline": 733}}',
    f'{{"wheel_sha256": "{_WHEEL_SUM}", "package": "pyais", "version": "2.9.2"}}',
    '{"ticket": "KEL-412", "purchase_order": "PO-2032-01177"}',
    '{"lot": {"id": "LOR-2032-11-0418", "boxes": 22, "price_eur_kg": 14.2}}',
    '{"phone": "+44 1646 690 412", "station": "Milford Haven pilots"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "boxes_landed": 1184}',
    '{"tide": {"port": "Brest", "coefficient": 112, "high_water": "07:42"}}',
    '{"vessel": "Gwennili", "length_m": 26.5, "speed_kn": 25}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
