# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-thirty-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-thirty-fourth's docstring,
the fifth to hundred-and-thirty-fourth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a fish and a
seabird with a number, an island and a voyage code, a first name with a birth year and an island,
a CTD cast number and an island, an invented helicopter registration and its hours, an oyster
lease and its bag count, a Māori word of the sea with a number and a piece of deck gear, two
seabirds and a number, an island, a fish and a year, leet words for the toothfish, the mollymawk,
the rockhopper, the Niskin bottle, the rosette, Macquarie, the petrel, the albatross, the fur seal
and scampi, generated groups, random runs), names, places, templates, tools, vendors and layouts,
the way the staff of the Southern Reach Consortium (a fictional research-cruise, fisheries-science
and university-health network of Tasmania, New Zealand's south and the sub-Antarctic islands: the
research vessel Southern Petrel out of Hobart and Port Chalmers with her winch, CTD, acoustics and
satellite rooms and her launch Kekeno, the Southern Observer Programme that puts observers on
toothfish longliners out of Bluff and Hobart, the Macquarie Island station, an oyster farm at
Pipeclay Lagoon, the Leith Valley university clinic in Dunedin, the Foveaux Rotorcraft helicopter
operator at Invercargill with its hangar and the lodge at Oban on Stewart Island; staff from Māori,
Samoan, Tongan, Cook Islands, Fiji Indian, Dutch, Korean, Chinese, Chilean, French Polynesian,
Solomon Islands, Papua New Guinean and Vanuatu communities, seasonal workers among them) leak
secrets into an assistant's memory. The texts are WhatsApp, Signal, Teams, Slack, Element,
Mattermost, Zulip, Rocket.Chat, Google Chat, Workplace, iMessage, SMS, Discord, Viber, Telegram
and Messenger messages, Apple Notes, Google Keep, OneNote, Obsidian, Joplin, Bear and Todoist
notes to self, Jira, ServiceNow, Zammad, TOPdesk and GLPI tickets, Confluence pages, e-mails, an
incident note, a runbook, README fragments, shell history (bash, zsh's extended history, fish,
PowerShell, Termux, Konsole, tmux, screen, cron, a GitLab CI job, a Jupyter cell, the RStudio
terminal), configs, code (Python, C#, PHP, R, MATLAB, Gradle, an Info.plist), voice-dictated text
and requests to the assistant itself, around the panels of vessel, farm, clinic, hangar and
network hardware (a MacArtney CORMAC winch control, a Sea-Bird SBE 11plus deck unit and its
Seasave PC, a Kongsberg SIS workstation and Seapath 380, a Simrad EK80, a VmDas ADCP PC, an
Intellian v150NX, a Cobham Sailor 900 VSAT, a VesselLINK terminal, a Furuno radar, a Scanmar
ScanBas; a Milesight UG65 LoRa gateway and a Siemens LOGO! on the depuration tank; a Philips
IntelliVue MX450, a Sysmex XN-550, a GeneXpert Dx, an i-STAT Alinity, a Welch Allyn Connex, a
Zebra ZD421 and a Carestream DRX-1; a Flightcell DZMx, an Appareo Vision 1000, Garmin Pilot and an
Avidyne IFD; a Peplink MAX BR1, a FortiGate 60F, a Synology DS920+, the station's UniFi controller
and an APC Smart-UPS network card). Tools none of heldouts 5 to 134 names: CrushFTP's `-a`,
glftpd's `site adduser`, `grid-proxy-init -pwstdin`, unace, `ncplogin`, and the game servers of
the ship's mess deck: OpenRA, SuperTuxKart, ioquake3's `ioq3ded`, Simutrans, OpenRCT2, BZFlag's
`bzfs` and DDNet; configs of TES3MP, Simutrans (simuconf.tab), 7 Days to Die (serverconfig.xml),
bzfs.conf, OpenRVDAS and a SAS autoexec's `libname`; beside them the commands the product names
(sshpass, mysql, redis-cli, curl -u, docker login, htpasswd -b, smbclient, 7z, openssl -pass, gpg
--passphrase, plink, xfreerdp, net use, sqlplus, lftp, ipmitool, mosquitto_pub, sudo -S,
ldapsearch -w, zip -P, kinit, rabbitmqctl) and configs of .pgpass, NetworkManager, Home
Assistant, Grafana, Docker Compose, phpMyAdmin, Terraform, pgbouncer, nslcd and msmtp, in layouts
of its own. About 40 % of the texts are in other languages than English (by a rough count of the
drawn samples): Tuamotuan (Paumotu, of the Tuamotus), Tongarevan (of Tongareva, Penrhyn, in the
northern Cook Islands), Tikopia (of Tikopia, Solomon Islands), Rennellese (of Rennell and Bellona,
Solomon Islands), Takuu (of Takuu Atoll, Papua New Guinea), Emae and Mele-Fila (of Emae, and of
Mele and Ifira, Vanuatu) and Niuafo'ou (of Niuafo'ou, Tonga), which no earlier docstring names,
and Māori, Samoan, Tongan, Cook Islands Māori, Fiji Hindi (in Latin letters), Dutch, Korean,
Mandarin (simplified characters), Chilean Spanish, French, German, Japanese, Norwegian, Tagalog
and Indonesian in wordings of their own. The eight new languages' wordings are the author's
approximations, checked by no speaker, built around a possessive and a focus word or connective
and the loanwords people there really text (password, username, email, computer, wifi, code,
padlock, card number, IBAN, API key, passport, client number): Tuamotuan's `tōku … , ko …` and
`nō`; Tongarevan's `toku … ko … ia` and `te … o te …`; Tikopia's `taku … ne …` and `mo te`;
Rennellese's `tooku … ko …` and `a te`; Takuu's `taaku … koi …`; Emae's `aku … ku …`; Mele-Fila's
`taku … ia …`; Niuafo'ou's `'eku … ko …` (with the Tongan `fika paasipooti`). Their words for
"new" and all the negations in the clean texts are the thinnest guesses (after Tahitian, Cook
Islands Māori, Tongan and Samoan), and the Samoan, Tongan, Cook Islands Māori and Fiji Hindi
wordings are unchecked too. Vendors (Heliops, AvSoft, Quantum MX, Olrac, Pelorus, Teem Fish,
Star-Oddi, AML Oceanographic, Ocean Signal, EvoLogics, Exail, Imenco, Voyis, Echoview, Oceanum,
Swellnet, Blue Ocean Monitoring, Ocean Infinity, Hydstra, Outpost Central, Wilderness Labs,
Meshed, Ellenex, Observant, Wildeye, MedicalDirector, Medtech, Gentu, Magentus, Mediboard, Tandem
Health, Physitrack, Best Practice, Cubiko, Alcidion, Conporto, Valentia, Whanau Tahi, Castor EDC,
Medidata, Paymark, Smartpay, Azupay, Up Bank, PaySauce, MyHR, Karbon and Annature) are ones
heldouts 5 to 134 do not name; none of them but Up publishes a token shape the author knows (Up's
`up:yeah:` prefix as the author remembers it, its length a guess), so every other shape here
(Heliops' `hlo_`, Pelorus' `pel_live_`, Voyis' `vy_`, Tandem Health's `th_sk_`, Azupay's
`azp_sk_`, the UUIDs, hex runs, base64 runs and JWTs) and the client classes in the code samples
are the author's guesses. The ids are kinds heldouts 5 to 134 do not use: a Korean domestic
residence report number (국내거소신고번호) of a foreign-national Korean, drawn until
python-stdnum's `kr.rrn` accepts its date and check digit (a resident number's shape, as the
author believes); a Tasmanian Working with Vulnerable People registration, a New Zealand HPI
Common Person Number, a New Zealand National Student Number, a Dutch health-insurance policy
number (polisnummer), a Maritime New Zealand client number, an Australian MSIC card number, a
Tasmanian MAST recreational boat licence, an Immigration New Zealand client number and an
Australian DVA file number, for which python-stdnum has no module and which no library or this
file checks (no check-digit algorithm is written here): they are unchecked, their shapes invented
or as the author believes them; and Tongan, Samoan and Fijian passports under Niuafo'ou, Samoan
and Fiji Hindi words, likewise unchecked. Card numbers pass Luhn (drawn by the value helpers, and
RuPay prefixes drawn here, checked with python-stdnum's `luhn`). The IBANs are of countries used
least by a rough count over the IBAN shapes of heldouts 5 to 134 (Timor-Leste, Monaco, El
Salvador, San Marino, Moldova, Iraq, the Dominican Republic and Nicaragua, in eight or nine
corpora each), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Spanish, French, Korean, Simplified Chinese, Japanese and Portuguese lists, each with a
valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored),
60 clean texts and 10 clean metadata dicts.
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
from stdnum.kr import rrn as kr_rrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 137_604_219
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


# The words the consortium's people build passwords from: the catch, the seabirds, the deck
# gear, the islands and harbours, first names, Māori words of the sea, leet spellings.
_FISH = ["Toothfish", "Hoki", "Hapuku", "Tarakihi", "Paua", "Kina", "Warehou", "Gurnard", "Moki",
         "Oreo", "Hake", "Scampi", "Trumpeter", "Crayfish", "Ling", "Blenny"]  # fmt: skip
_BIRDS = ["Albatross", "Mollymawk", "Titi", "Prion", "Skua", "Shag", "Petrel", "Rockhopper",
          "Gentoo", "Hoiho", "Toroa", "Kororaa", "Sooty", "Shearwater"]  # fmt: skip
_DECK = ["Winch", "Sheave", "Levelwind", "Niskin", "Rosette", "Warp", "Davit", "Gantry", "Aframe",
         "Trawldoor", "Capstan", "Moonpool"]  # fmt: skip
_ISLES = ["Macquarie", "Campbell", "Enderby", "Rakiura", "Foveaux", "Bluff", "Oban", "Maatsuyker",
          "Bruny", "Derwent", "Pipeclay", "Aramoana", "Otago", "Hurd", "Kekeno"]  # fmt: skip
_FIRST = ["aroha", "wiremu", "mereana", "hemi", "sefo", "losa", "tavita", "sione", "mele", "teina",
          "ravinesh", "shalini", "joost", "femke", "jiwoo", "seoyeon", "catalina", "matias", "teva",
          "vaihere", "fakasau", "saungaki", "hakaoto", "taripoa", "fusi", "callum", "ngaire"]  # fmt: skip
_MAORI = ["Kaimoana", "Tangaroa", "Hinemoana", "Pounamu", "Moana", "Toroa", "Hoiho", "Awarua",
          "Takutai"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["T00thf1sh", "M0llym4wk", "R0ckh0pp3r", "N1sk1n", "R0s3tt3", "M4cqu4r13", "P3tr3l",
         "Alb4tr0ss", "K3k3n0", "Sc4mp1"]  # fmt: skip


def _voyage(g: random.Random) -> str:
    """A voyage code of the research vessel: SP, the year, the voyage's number that year."""
    return f"SP{g.randrange(28, 34)}{g.randrange(1, 13):02d}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_BIRDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_ISLES)}-{_voyage(g)}",
    lambda g: f"{g.choice(_FIRST)}{g.randrange(1962, 2008)}{g.choice(_SYMBOLS)}{g.choice(_ISLES)}",
    lambda g: _r(g, ALNUM + "!#%&?@", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"CTD{g.randrange(1, 400):03d}{g.choice(_ISLES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_ISLES).lower()}_{g.choice(_FISH).lower()}_{g.randrange(1970, 2034)}",
    lambda g: f"ZK{_r(g, UPPER, 3)}{g.randrange(1000, 10_000)}h{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"Lease{g.randrange(100, 1000)}Bags{g.randrange(20, 400)}",
    _manager,
    lambda g: f"{g.choice(_MAORI)}{g.randrange(1, 100):02d}{g.choice(_DECK)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_BIRDS, 2)) + str(g.randrange(100, 1000)),
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Aroha (bridge): the CORMAC winch controller password is {pw}",
    "Signal from Joost: MacArtney winch HMI admin pw {pw}",
    "Teams chat, #ctd-ops: Seasave PC login password {pw}",
    "Slack #petrel-science, Tessa: SBE 11plus deck unit web password {pw}",
    "Element room 'Voyage SP3207': the Kongsberg SIS workstation password is {pw}",
    "Mattermost DM from Hamish: EK80 transceiver admin password {pw}",
    "Zulip stream acoustics > ADCP: VmDas PC password {pw}",
    "Rocket.Chat, Callum: Seapath 380 web UI password {pw}",
    "Google Chat, Ngaire: the Intellian v150NX ACU password is {pw}",
    "Workplace post in 'Bridge team' (deleted later): Sailor 900 VSAT admin password {pw}",
    "iMessage from Fiona: VesselLINK terminal password {pw}",
    "SMS from the 2nd mate: Furuno radar service menu password {pw}",
    "Discord #mess-deck, Bronte: Scanmar ScanBas PC password {pw}",
    "Viber message from Ravinesh: Peplink MAX BR1 admin password {pw}",
    "Telegram from Teva: Milesight UG65 gateway password at Pipeclay: {pw}",
    "Messenger, Mele: the depuration tank's Siemens LOGO! web password is {pw}",
    "Apple Notes 'Hangar': Flightcell DZMx config password {pw}",
    "Google Keep: Appareo Vision 1000 download password {pw}",
    "OneNote page 'Clinic IT': Philips IntelliVue MX450 service password {pw}",
    "Obsidian vault, note 'lab kit': Sysmex XN-550 supervisor password {pw}",
    "Joplin note: GeneXpert Dx admin password {pw}",
    "Bear note 'i-STAT': the i-STAT Alinity system password is {pw}",
    "Jira HELP-2210: Welch Allyn Connex monitor password {pw} rejected after the update",
    "ServiceNow INC0048812: Zebra ZD421 print server password {pw}, please reset",
    "Zammad ticket #5517: Carestream DRX-1 console password {pw} stopped working",
    "TOPdesk call M2405-118: the FortiGate 60F admin password is {pw}",
    "GLPI ticket 884: Synology DS920+ at the hangar, admin password {pw}",
    "Hi Wiremu,\n\nthe root password on the observer laptop image is {pw}. Bin this mail once it's in Bitwarden.\n\nCheers,\nNgaire",
    "Incident 2032-02-09: the Macquarie station UniFi controller was reachable from the internet with password {pw}",
    "Runbook: CTD pre-cast\n1. power up the deck unit\n2. log into the Seasave PC as ctd\n3. password {pw}\n4. check the pump and the altimeter",
    "README (acoustics rack)\nthe EK80 PC is at https://ek80.petrel.sreach.lan, operator password `{pw}`.",
    "my MyState Bank app password is {pw} now",
    "dictated: the Garmin Pilot password for the Squirrel is {pw} full stop",
    "note to self: APC Smart-UPS network card password {pw}",
    "after the firmware update the Avidyne IFD password became {pw}",
    "please remember my Outlook password for me, it's {pw}",
    "Ko te kupuhipa hou o te rorohiko winch ko {pw}",
    "Aroha: kupuhipa mō te rorohiko o te whare taputapu: {pw}",
    "O lo'u password o le imeli o {pw}",
    "Ko hoku password ki he komipiuta ʻi he vaka ko {pw}",
    "Ko taku password no te komupiuta o te pae kaipuke ko {pw}",
    "email wala password hamar {pw} hai",
    "het wachtwoord van de lier-pc is {pw}",
    "윈치 제어 PC 비밀번호는 {pw} 입니다",
    "绞车控制电脑的密码是 {pw}",
    "la clave del computador del winche es {pw}, po",
    "le mot de passe du PC de la rosette, c'est {pw}",
    "Kennwort für den Echolot-Rechner auf der Petrel: {pw}",
    "観測ラボのPC、パスワードは {pw} になりました",
    "passordet til vinsj-PC-en er {pw}",
    "ang password ng laptop sa hangar ay {pw}",
    "kata sandi laptop pengamat di kapal: {pw}",
    "Tōku password nō te imēra, ko {pw}",
    "Te password o te komupiuta ko {pw} ia",
    "Taku password mo te kompiuta ne {pw}",
    "Tooku password o te kompiuta ko {pw}",
    "Taaku password te kompiuta koi {pw}",
    "Aku password te kompiuta ku {pw}",
    "Taku password te kompiuta ia {pw}",
    "ʻEku password ki he kompiuta ko {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aroha.t", "wiremu", "mereana.k", "hemi.p", "sefo", "losa.f", "tavita", "sione.h",
          "mele.v", "viliami", "teina.m", "tangi", "ravinesh", "shalini.p", "pritika", "joost",
          "femke.d", "jiwoo.kim", "seoyeon", "lei.wang", "jing.chen", "catalina.r", "matias",
          "javiera", "teva.a", "vaihere", "ngametua", "fakasau", "saungaki", "hakaoto", "kalo.m",
          "taripoa", "fusi", "callum", "ngaire", "svc-winch", "ctd-ops", "observer01",
          "clinic-lab", "hangar"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Hemi: the winch HMI login is {u} / {pw}",
    "Jira HELP-2231: {u} locked out of the Seasave PC, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Petrel › Acoustics › EK80: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| CORMAC winch | {u} | {pw} |",
    "sign in to the GeneXpert as {u} with {pw}",
    "Seapath {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: ek80-pc\n  user: {u}\n  pass: {pw}",
    "Teams: account {u}, password {pw}",
    "Tessa says the hangar NAS account is {u} and the password is {pw}",
    "system,user,password\nsysmex-xn,{u},{pw}",
    "ssh {u}@ctd.petrel.sreach.lan (pw {pw})",
    "Slack: creds for the Flightcell are {u} and {pw}",
    "ko {u} taku ingoa kaiwhakamahi, ko {pw} taku kupuhipa",
    "O lo'u username o {u}, ma lo'u password o {pw}",
    "username {u}, password {pw}, yaad rakhna bhaiya",
    "계정 {u}, 비번은 {pw}",
    "用户名 {u}，密码 {pw}",
    "usuario {u} y clave {pw}, po",
    "inlognaam {u} en het wachtwoord daarbij {pw}",
    "tōku username ko {u}, tōku password ko {pw}",
    "ʻeku username ko {u}, ʻeku password ko {pw}",
    "taaku username koi {u}, taaku password koi {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["toothfish", "mollymawk", "rockhopper", "kekeno", "hoiho", "niskin", "rosette",
               "macquarie", "pipeclay", "warehou", "tarakihi", "rakiura", "awarua", "levelwind"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lowercase, then {d}",
    "password: just {w} and the number {d} after it",
    "for the CTD PC it's {w} with {d} on the end",
    "voice memo: the hangar wifi password is {w}, and then {d}, no gap",
    "type {w} then {d}",
    "it's {w}{d}, the word and the digits together",
    "Tuhia te kupu {w}, kātahi ko {d}: koinā te kupuhipa",
    "pehle {w} likho, phir {d}, wahi password",
    "la clave: escribes {w} y le pegas {d}, po",
    "eerst {w} typen, dan {d} erachter",
    "Te password, ko {w} ia, e {d} i muri",
    "aku password ku te kupu {w}, mo {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "java -jar CrushFTP.jar -a {u} '{pw}'",
    "ftp> quote site adduser {u} {pw} *@10.40.*",
    "echo '{pw}' | grid-proxy-init -pwstdin -valid 24:00",
    "unace x -p{pw} ctd-archive-2009.ace",
    "ncplogin -S NW-HOBART -U {u} -P {pw}",
    "./OpenRA.Server Game.Mod=ra Server.Name='Petrel mess deck' Server.ListenPort=1234 Server.Password={pw}",
    "supertuxkart --server-config=petrel.xml --network-console --server-password={pw}",
    "ioq3ded +set dedicated 1 +set net_port 27960 +set rconpassword '{pw}' +map q3dm17",
    "simutrans -server 13353 -server_admin_pw {pw} -load voyage.sve",
    "openrct2 host bluff-oyster-park.park --port 11753 --password {pw}",
    "bzfs -p 5154 -password {pw} -world macca.bzw",
    "./DDNet-Server 'sv_name Petrel; sv_rcon_password {pw}'",
    "sshpass -p '{pw}' ssh {u}@ctd.petrel.sreach.lan",
    "mysql -h db.sreach.lan -u {u} -p'{pw}' observer",
    "redis-cli -h cache.sreach.lan -a '{pw}' ping",
    "curl -u {u}:{pw} https://erddap.sreach.lan/erddap/tabledap/ctd_sp3207.csv",
    "docker login registry.sreach.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //nas.sreach.lan/ctd -U {u}%{pw}",
    "7z x -p'{pw}' observer-photos.7z",
    "openssl enc -d -aes-256-cbc -in logbook.enc -out logbook.csv -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -d trip-report.gpg",
    "plink -ssh -pw {pw} {u}@10.40.2.11",
    "xfreerdp /v:clinic-rdp.sreach.lan /u:{u} /p:'{pw}'",
    "net use Z: \\\\files.sreach.lan\\hangar /user:SREACH\\{u} {pw}",
    "sqlplus {u}/{pw}@//oradb.sreach.lan:1521/LIMS",
    "lftp -u {u},'{pw}' sftp://data.sreach.lan",
    "ipmitool -I lanplus -H 10.40.9.5 -U {u} -P '{pw}' chassis status",
    "mosquitto_pub -h mqtt.sreach.lan -u {u} -P '{pw}' -t pipeclay/temp -m 14.2",
    "echo '{pw}' | sudo -S systemctl restart seasave-bridge",
    "ldapsearch -x -H ldap://dc1.sreach.lan -D 'cn={u},ou=staff,dc=sreach,dc=lan' -w '{pw}' '(uid=observer01)'",
    "zip -P '{pw}' trip-0411.zip trip-0411/*.jpg",
    "echo '{pw}' | kinit {u}@SREACH.LAN",
    "rabbitmqctl add_user {u} '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\ngaire> {c}", "Termux on the observer's phone:\n$ {c}",
    "mess-deck laptop, Konsole:\n{c}", "tmux pane 'winch' on ctd-pc:\n{c}", "~/.bash_history:\n{c}",
    ": 1965032211:0;{c}", "fish history:\n- cmd: {c}", "crontab -l:\n15 2 * * * {c}",
    "GitLab CI job 'sync-ctd':\n$ {c}", "Jupyter cell:\n!{c}", "RStudio terminal:\n{c}",
    "screen -r ctd\n{c}", "te whakahau i whakahaere ai au: {c}", "ham ei command chalaya: {c}",
    "어제 돌린 명령: {c}", "刚才在船上敲的命令：{c}", "corrí este comando po: {c}", "tōku command, ko {c}",
    "ʻeku command ko {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.sreach.lan:5432/observer",
    "mongodb+srv://{u}:{pw}@tags.sreach.lan/tagging?retryWrites=true&w=majority",
    "redis://:{pw}@cache.sreach.lan:6379/2",
    "amqps://{u}:{pw}@mq.sreach.lan:5671/petrel",
    "mqtt://{u}:{pw}@mqtt.sreach.lan:1883",
    "rtsp://{u}:{pw}@10.40.7.21:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@ctd-archive.sreach.lan/sp3207/",
    "sftp://{u}:{pw}@data.sreach.lan:22/observer/",
    "jdbc:mysql://{u}:{pw}@lims.sreach.lan:3306/lims",
    "clickhouse://{u}:{pw}@ch.sreach.lan:9000/acoustics",
    "influxdb://{u}:{pw}@influx.sreach.lan:8086/pipeclay",
    "smb://{u}:{pw}@nas.sreach.lan/ctd",
    "Server=lab-sql.sreach.lan;Database=LabResults;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "OBSERVER_DB_URL={c}", "keep this for me: {c}", "te aho hononga: {c}", "数据库连接串（别外传）：{c}",
    "Jira HELP-2240: {c}", "Confluence page 'Data links': {c}", "la URL de la base: {c}",
    "Obsidian note 'dbs': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "southern-reach", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# No vendor here publishes a token shape the author knows (Up's `up:yeah:` prefix aside, as the
# author remembers it): the shapes are guesses.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Heliops", "HELIOPS_API_KEY", _j("hlo_", (ALNUM, 36))),
    ("AvSoft", "AVSOFT_API_TOKEN", _j((HEX, 40))),
    ("Quantum MX", "QUANTUM_MX_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Olrac", "OLRAC_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Pelorus", "PELORUS_TOKEN", _j("pel_live_", (ALNUM, 32))),
    ("Teem Fish", "TEEMFISH_API_KEY", _j((HEX, 32))),
    ("Star-Oddi", "STARODDI_API_KEY", _j((ALNUM, 40))),
    ("AML Oceanographic", "AML_CLOUD_TOKEN", _vendor_jwt("https://cloud.amloceanographic.com")),
    ("Ocean Signal", "OCEANSIGNAL_API_KEY", _j((HEX, 48))),
    ("EvoLogics", "EVOLOGICS_API_TOKEN", _j((B64, 43), "=")),
    ("Exail", "EXAIL_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Imenco", "IMENCO_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Voyis", "VOYIS_API_KEY", _j("vy_", (LOWER_DIGITS, 40))),
    ("Echoview", "ECHOVIEW_LICENSE_KEY", _j((UPPER_HEX, 32))),
    ("Oceanum", "OCEANUM_API_TOKEN", _j((ALNUM, 48))),
    ("Swellnet", "SWELLNET_API_KEY", _j((HEX, 32))),
    ("Blue Ocean Monitoring", "BLUEOCEAN_API_TOKEN", _j((URLSAFE, 43))),
    ("Ocean Infinity", "OCEAN_INFINITY_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Hydstra", "HYDSTRA_WEBSERVICE_KEY", _j((UPPER_HEX, 40))),
    ("Outpost Central", "OUTPOST_API_KEY", _j((HEX, 64))),
    ("Wilderness Labs", "WILDERNESS_LABS_API_KEY", _j((ALNUM, 32))),
    ("Meshed", "MESHED_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Ellenex", "ELLENEX_TOKEN", _j((HEX, 32))),
    ("Observant", "OBSERVANT_API_TOKEN", _j((ALNUM, 36))),
    ("Wildeye", "WILDEYE_API_KEY", lambda g: v.uuid4(g, "8")),
    ("MedicalDirector", "MEDICALDIRECTOR_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Medtech", "MEDTECH_ALEX_TOKEN", _vendor_jwt("https://alex.medtechglobal.com")),
    ("Gentu", "GENTU_API_KEY", _j((HEX, 40))),
    ("Magentus", "MAGENTUS_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Mediboard", "MEDIBOARD_API_KEY", _j((ALNUM, 32))),
    ("Tandem Health", "TANDEM_API_KEY", _j("th_sk_", (ALNUM, 32))),
    ("Physitrack", "PHYSITRACK_API_KEY", _j((HEX, 32))),
    ("Best Practice", "BP_PREMIER_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Cubiko", "CUBIKO_TOKEN", _j((B64, 40))),
    ("Alcidion", "ALCIDION_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Conporto", "CONPORTO_API_KEY", _j((HEX, 32))),
    ("Valentia", "VALENTIA_INDICI_KEY", lambda g: v.uuid4(g, "a")),
    ("Whanau Tahi", "WHANAU_TAHI_API_KEY", _j((ALNUM, 40))),
    ("Castor EDC", "CASTOR_CLIENT_SECRET", _j((HEX, 64))),
    ("Medidata", "MEDIDATA_RAVE_TOKEN", _j((B64, 64))),
    ("Paymark", "PAYMARK_API_KEY", _j((ALNUM, 32))),
    ("Smartpay", "SMARTPAY_API_KEY", _j((HEX, 40))),
    ("Azupay", "AZUPAY_SECRET_KEY", _j("azp_sk_", (ALNUM, 32))),
    ("Up Bank", "UP_PERSONAL_ACCESS_TOKEN", _j("up:yeah:", (ALNUM, 128))),
    ("PaySauce", "PAYSAUCE_API_KEY", _j((ALNUM, 40))),
    ("MyHR", "MYHR_API_TOKEN", _j((HEX, 40))),
    ("Karbon", "KARBON_ACCESS_KEY", _vendor_jwt("https://api.karbonhq.com")),
    ("Annature", "ANNATURE_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "set -gx {env} {tok}",
    "$env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\"",
    ".env:\n{env}={tok}",
    "app.yaml (App Engine):\nenv_variables:\n  {env}: \"{tok}\"",
    "fly secrets set {env}={tok}",
    "railway variables --set \"{env}={tok}\"",
    "GitHub Actions step:\n    env:\n      {env}: {tok}",
    "docker run -e {env}={tok} ghcr.io/sreach/ingest:2.3",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "Petrel data portal › Settings › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Integrations': | {vendor} | prod | {tok} |",
    "Todoist: rotate the {vendor} key {tok}",
    "WhatsApp, Callum: {vendor} key for the voyage sync: {tok}",
    "Slack: the {vendor} token is {tok} now, the old one is revoked",
    "Jira HELP-2250: {vendor} sync returns 401, configured key {tok}",
    "ServiceNow INC0049120: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "He kī API mō {vendor} tēnei: {tok}",
    "O le kī API mo {vendor} o {tok}",
    "{vendor} ke liye jo API key hai: {tok}",
    "de {vendor}-API-sleutel voor aan boord: {tok}",
    "{vendor} 연동용 API 키: {tok}",
    "{vendor} 这边的接口密钥：{tok}",
    "{vendor} me pasó esta key de API: {tok}, po",
    "la clé API de {vendor}, celle du navire : {tok}",
    "{vendor}-API-Schlüssel (Petrel): {tok}",
    "{vendor} 用のAPIキー、{tok} です",
    "nøkkel til API-et hos {vendor}: {tok}",
    "yung API key sa {vendor}: {tok}",
    "ini kunci API dari {vendor} buat kapal: {tok}",
    "te API key nō {vendor}, ko {tok}",
    "Ko {tok} ia, te kī API no {vendor}",
    "Te ki o te API o {vendor} ne {tok}",
    "Te ki API a {vendor} ko {tok}",
    "Taaku ki API {vendor} koi {tok}",
    "Aku ki mo te API {vendor} ku {tok}",
    "Taku ki mo te API a {vendor} ia {tok}",
    "Ko e API key ʻa {vendor} ko {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    up = "up:yeah:" + _r(rng, ALNUM, 128)
    oceanum = _r(rng, ALNUM, 48)
    olrac = _r(rng, UPPER_DIGITS, 32)
    star_oddi = _r(rng, ALNUM, 40)
    teem = _r(rng, HEX, 32)
    heliops = "hlo_" + _r(rng, ALNUM, 36)
    wildeye = v.uuid4(rng, "8")
    paymark = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'curl -H "Authorization: Bearer {up}" https://api.up.com.au/api/v1/accounts', up),
        Sample("vendor_token", f'r = requests.get("https://api.oceanum.io/datamesh/datasources", headers={{"Authorization": "Token {oceanum}"}})', oceanum),
        Sample("vendor_token", f'var olrac = new OlracClient("{olrac}");', olrac),
        Sample("vendor_token", f"opts = weboptions('KeyName', 'x-api-key', 'KeyValue', '{star_oddi}');", star_oddi),
        Sample("vendor_token", f'Sys.setenv(TEEMFISH_API_KEY = "{teem}")', teem),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "HELIOPS_KEY", "\\"{heliops}\\"")\n  }}\n}}', heliops),
        Sample("vendor_token", f"Info.plist:\n<key>WildeyeApiKey</key>\n<string>{wildeye}</string>", wildeye),
        Sample("vendor_token", f"$paymark = new PaymarkClient('southern-reach', '{paymark}');", paymark),
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


_BARE_PLACES = ["{t}", "Signal: {t}", "it only shows it once, so here:\n{t}", "te token hou: {t}",
                "新的令牌：{t}", "{t}\n^ new one, the old one's revoked", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 48)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Pipeclay temperature node PL-04 (OTAA): {h}": 32,
    "NwkSKey of the oyster-bag tilt sensor OB-11 (ABP): {h}": 32,
    "HMAC secret for the Paymark webhook: {h}": 64,
    "raw WPA2 PSK (hex) of the Macquarie station mesh: {h}": 64,
    "AES-256 key for the drifter buoys' Iridium SBD messages: {h}": 64,
    "EvoLogics modem AES key, hex: {h}": 32,
    "백업 디스크 암호화 키 (hex): {h}": 64,
    "backup disk wala encryption key: {h}": 48,
    "ʻeku encryption key ki he backup: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira HELP-2260: token copied from the browser devtools {t}",
    "Cookie: lang=mi; sr_session={t}",
    "HELI_OPS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "登录令牌是 {t}",
    "O le token o {t}",
    "Zammad chat transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "RS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@southreach.org.nz"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.southreach.org.nz/realms/staff",
            "azp": "heli-ops",
            "roles": ["observer", "crew"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS256": 342, "HS256": 43, "RS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the CTD PC, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/erddap.southreach.org.nz.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"ORTHANC_TLS_KEY": "{key}", "site": "leith-valley"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_heli <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad ticket 5530, pasted by the vendor:\n{key}": ("PRIVATE KEY", "\n"),
    "서버 개인 키:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the observer data drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Trezor Safe 5 backup card, copying it before I shred it: {p}": "english",
    "Coldcard Q recovery words\n{p}": "english",
    "BitBox02 backup (the old expedition donations wallet, emptied): {p}": "english",
    "Keystone 3 Pro seed backup: {p}": "english",
    "voice memo: the Jade wallet recovery words are {p} and that's all of them": "english",
    "Ko ngā kupu whakaora o te pūkoro moni: {p}": "english",
    "frase semilla de la billetera Nunchuk, po: {p}": "spanish",
    "Sparrow : les mots de récupération du portefeuille sont {p}": "french",
    "콜드월렛 복구 단어들: {p}": "korean",
    "旧钱包的恢复词：{p}": "chinese_simplified",
    "ハードウェアウォレットのリカバリーワード：{p}": "japanese",
    "frase de recuperação da carteira do Catalina (BlueWallet): {p}": "portuguese",
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
        " | ".join(words),
        "  ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's: a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["652150", "652172", "508227", "607384"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Femke: the ship's card for the Sea-Bird spares is {c}, exp {mm}/{yy}",
    "keep my travel card for the Macca voyage: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Jira HELP-2275: pay the GeneXpert cartridge order with card {c}",
    "Taku nama kāri: {c}, {mm}/{yy}",
    "O le numera o lo'u kata: {c}",
    "hamar wala card: {c}, khatam {mm}/{yy}",
    "제 카드 번호: {c}, 유효기간 {mm}/{yy}",
    "刷这张卡：{c}，到期 {mm}/{yy}",
    "mi número de tarjeta: {c}, vence {mm}/{yy}, po",
    "tōku numera kāta, ko {c}",
    "Toku card number ko {c} ia, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "mastercard", "rupay", "amex", "jcb", "unionpay", "diners", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c}, 08/36, CVC {cvv}",
               "the three digits on the back of the ship's card: {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "카드 뒤쪽 보안코드 3자리는 {cvv}",
               "card ke piche wala teen number {cvv} hai",
               "de drie cijfers op de achterkant van de kaart: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 134 (eight or nine corpora each); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"TL": "n" * 19, "MC": "n" * 10 + "c" * 11 + "nn", "SV": "aaaa" + "n" * 20,
                "SM": "a" + "n" * 10 + "c" * 12, "MD": "aa" + "c" * 18, "IQ": "aaaa" + "n" * 15,
                "DO": "aaaa" + "n" * 20, "NI": "aaaa" + "n" * 20}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the IBAN's country (the one its words name, if any)
    "Invoice SR-2032-044: please pay the Monaco instrument refurbisher to {i} within 30 days": "MC",
    "save the Dili boat-builder's IBAN: {i}": "TL",
    "IBAN: {i}\nReference: toothfish tags, batch 7": "IQ",
    "Slack #finance: the San Marino conference venue's bank details, IBAN {i}": "SM",
    "Anei taku IBAN: {i}": "DO",
    "O lo'u IBAN o {i}": "NI",
    "IBAN hamar wala: {i}": "IQ",
    "IBAN 계좌: {i}": "TL",
    "我在那边的 IBAN 账号：{i}": "MD",
    "la cuenta del proveedor en San Salvador, IBAN {i}, po": "SV",
    "IBAN van de leverancier in Chișinău: {i}": "MD",
    "ʻeku IBAN ko {i}": "NI",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _wwvp(g: random.Random) -> str:
    """A Tasmanian Working with Vulnerable People registration number: seven digits, as the author
    believes; no public check."""
    return str(g.randrange(1_000_000, 2_000_000))


def _cpn(g: random.Random) -> str:
    """A New Zealand HPI Common Person Number: two digits and four letters as the author believes;
    not checked here."""
    return f"{g.randrange(10, 100)}{_r(g, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 4)}"


def _nsn(g: random.Random) -> str:
    """A New Zealand National Student Number: nine or ten digits; not checked here."""
    return str(g.randrange(100_000_000, 1_000_000_000)) + (
        str(g.randrange(10)) if g.random() < 0.3 else ""
    )


def _polis(g: random.Random) -> str:
    """A Dutch health-insurance policy number (polisnummer): nine digits, its shape a guess."""
    return g.choice("123456789") + _r(g, D, 8)


def _mnz(g: random.Random) -> str:
    """A Maritime New Zealand client number: seven digits, its shape a guess."""
    return g.choice("1234") + _r(g, D, 6)


def _msic(g: random.Random) -> str:
    """An Australian Maritime Security Identification Card number: shape invented here."""
    return f"MS{_r(g, D, 7)}"


def _mast(g: random.Random) -> str:
    """A Tasmanian (MAST) recreational boat licence number: B and six digits, shape invented."""
    return f"B{_r(g, D, 6)}"


def _inz(g: random.Random) -> str:
    """An Immigration New Zealand client number: nine digits, shape as believed, unchecked."""
    return g.choice("123456789") + _r(g, D, 8)


def _dva(g: random.Random) -> str:
    """An Australian DVA file number from Tasmania: T, a war code and digits, as believed."""
    return g.choice([f"TX{_r(g, D, 6)}", f"TSM{_r(g, D, 5)}", f"TN{_r(g, D, 6)}"])


def _geoso(g: random.Random) -> str:
    """A Korean domestic residence report number (국내거소신고번호) of a foreign-national Korean:
    a resident number's shape with 5 or 6 in the seventh place, drawn until python-stdnum's
    `kr.rrn` accepts its date and check digit."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(55, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{born}-{h.choice('56')}{_r(h, D, 6)}"

    return v.until(g, make, kr_rrn.is_valid)


def _to_passport(g: random.Random) -> str:
    """A Tongan passport: a letter and seven digits as believed; unchecked."""
    return g.choice("NT") + _r(g, D, 7)


def _ws_passport(g: random.Random) -> str:
    """A Samoan passport: a letter and six digits as believed; unchecked."""
    return g.choice("AS") + _r(g, D, 6)


def _fj_passport(g: random.Random) -> str:
    """A Fijian passport: two letters and six digits as believed; unchecked."""
    return g.choice(["FA", "FB"]) + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "Ngaire's WWVP registration number, for the school visit on the Petrel: {s}": _wwvp,
    "Ko taku nama WWVP: {s}": _wwvp,
    "HPI CPN for Dr Tavita Faleolo (Leith Valley clinic): {s}": _cpn,
    "O lo'u HPI CPN o {s}": _cpn,
    "Hemi's National Student Number, for the summer studentship form: {s}": _nsn,
    "taaku National Student Number koi {s}": _nsn,
    "tōku National Student Number, ko {s}": _nsn,
    "polisnummer van mijn zorgverzekering: {s}": _polis,
    "zorgverzekeraar VGZ, polisnummer {s}": _polis,
    "Maritime NZ client number of the new deckhand, for the STCW check: {s}": _mnz,
    "Toku Maritime NZ number ko {s} ia": _mnz,
    "MSIC card number (Hobart wharf access) for Matías: {s}": _msic,
    "mi número de tarjeta MSIC es {s}, po": _msic,
    "MAST boat licence number of the Pipeclay skipper: {s}": _mast,
    "aku MAST boat licence ku {s}": _mast,
    "taku Immigration NZ client number ne {s}": _inz,
    "tooku INZ client number ko {s}": _inz,
    "DVA file number for Grandad's hearing-aid claim: {s}": _dva,
    "외국국적동포 국내거소신고번호: {s}": _geoso,
    "ʻeku fika paasipooti: {s}": _to_passport,
    "O le numera o lo'u tusifolau: {s}": _ws_passport,
    "hamar passport number {s} hai": _fj_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Paymark portal 2FA recovery codes\n{codes}",
            "spare sign-in codes for the consortium's Microsoft 365 {codes}",
            "Heliops backup codes: {codes}", "双重验证备用码：\n{codes}",
            "2단계 인증 복구 코드 목록: {codes}", "Ngā waehere taupua 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/MedicalDirector:ngaire@southreach.org.nz?secret={s}&issuer=MedicalDirector&digits=6",
              "Aegis, manual setup key for the Paymark login: {s}",
              "2FAS, secret key for the Karbon account: {s}",
              "2FA ke setup key {s} hai"]  # fmt: skip
_CODES = ["{c} is your Up verification code. Don't share it.", "【支付宝】验证码 {c}，请勿泄露",
          "[Web발신]\n[카카오뱅크] 인증번호 {c} 를 입력해 주세요",
          "BancoEstado: tu código de verificación es {c}", "Kiwibank: your one-time code is {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["SouthernPetrel-Crew", "SP-Science-5G", "Macca-Station-Guest", "Oban-Lodge",
          "Pipeclay-Shed", "FoveauxRotor-Hangar", "LeithValley-Staff", "Spark-8F2C1A",
          "Telstra4A2B1C", "2degrees-5G-77", "One.NZ-B3F2", "Bluff-Wharf-Office",
          "Kekeno-Launch", "Dunedin-Obs-Lab"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "the crew network {s}, password {pw}",
    "wifi in the Oban lodge: {s} / {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
    "the key on the sticker under the Spark modem: {pw}",
    "Te kupuhipa o te Wi-Fi {s}: {pw}",
    "O le password o le wifi {s} o {pw}",
    "{s} wala wifi, uska password {pw}",
    "와이파이 {s} 비밀번호: {pw}",
    "Wi-Fi {s} 的密码是 {pw}",
    "el wifi {s} tiene la clave {pw}, po",
    "te password mo te wifi {s} ne {pw}",
    "te password a te wifi {s} ko {pw}",
    "te password te wifi {s} ia {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("hlo_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_DIGITS, 32)),
                 _j("pel_live_", (ALNUM, 20)), _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[read out over the sat phone] {t}",
          "(spaced so the Teams preview hides it) {t}", "一个字一个字地念：{t}", "ek-ek karke padh raha hoon: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["hangar side door keypad: {pw} then the tick", "padlock on the Pipeclay shed: {pw}",
          "the clinic drug-fridge code is {pw}", "Te waehere o te raka o te whare taputapu: {pw}",
          "store ke padlock ke code {pw} hai", "장비 창고 자물쇠 번호는 {pw}", "器材间门锁的数字：{pw}",
          "te code te padlock koi {pw}", "te code te padlock ku {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["toothfish", "mollymawk", "levelwind", "niskin", "sheave", "kelp", "prion",
                 "tarakihi", "moonpool", "rosette", "gantry", "skua", "kina", "albatross",
                 "capstan", "shearwater"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the voyage vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-", "Enpass master passphrase: {p}": ".",
            "VeraCrypt volume passphrase for the observer photos: {p}": " ",
            "备份盘的口令是 {p}": " ", "O le passphrase o le backup o {p}": "_",
            "de wachtzin voor de back-upschijf: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman collection, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Insomnia request: Authorization: Bearer {v}": False,
    "HTTPie session file: \"Authorization\": \"Basic {v}\"": True,
    "Bruno .bru file:\nauth:bearer {{\n  token: {v}\n}}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "tes3mp-server-default.cfg:\n[General]\nhostname = Petrel mess deck\npassword = {pw}",
    "simuconf.tab (the mess-deck server):\nserver_frames_ahead = 4\nserver_admin_pw = {pw}",
    "serverconfig.xml (7 Days to Die, crew server):\n<property name=\"TelnetEnabled\" value=\"true\"/>\n<property name=\"TelnetPassword\" value=\"{pw}\"/>",
    "bzfs.conf:\n-p 5154\n-password {pw}\n-world macca.bzw",
    "openrvdas/django_gui/settings.py:\nDATABASES = {{'default': {{'ENGINE': 'django.db.backends.mysql', 'NAME': 'openrvdas', 'USER': 'rvdas', 'PASSWORD': '{pw}'}}}}",
    "autoexec.sas on the stats server:\nlibname obs oracle user=obs_ro password=\"{pw}\" path=LIMS schema=OBSERVER;",
    ".pgpass:\npg.sreach.lan:5432:observer:obs_rw:{pw}",
    "/etc/NetworkManager/system-connections/Petrel-Science.nmconnection:\n[wifi-security]\nkey-mgmt=wpa-psk\npsk={pw}",
    "Home Assistant secrets.yaml:\npipeclay_mqtt_password: {pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "compose.yaml:\n  lims-db:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "phpMyAdmin config.inc.php:\n$cfg['Servers'][$i]['password'] = '{pw}';",
    "variables.tf:\nvariable \"erddap_admin_password\" {{\n  default = \"{pw}\"\n}}",
    "/etc/pgbouncer/userlist.txt:\n\"obs_rw\" \"{pw}\"",
    "/etc/nslcd.conf:\nbinddn cn=nslcd,dc=sreach,dc=lan\nbindpw {pw}",
    "~/.msmtprc:\naccount clinic\nhost smtp.southreach.org.nz\nuser alerts\npasswordeval \"echo {pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Callum: hangar wifi password?\nTessa: {pw}",
    "[05:41] matias: root pw for the CTD PC?\n[05:42] joost: {pw}",
    "Seoyeon: {pw} is the new EK80 admin password",
    "Ravinesh: use {pw}, that's what the GeneXpert has now",
    "Mereana: ko {pw} te kupuhipa inaianei",
    "Losa: o le password fou o {pw}",
    "陈静：新密码是 {pw}",
    "Vaihere: tōku password āpī, ko {pw}",
    "Fusi: ʻeku password foʻou ko {pw}",
    "Saungaki: tooku password fo'ou ko {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "pass\u200dword → {pw}", "pass\u2063word: {pw}",
    "passwοrd: {pw}", "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽 {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "paѕѕword = {pw}",
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
    "the CORMAC winch password is": "{s}", "Seasave PC pw:": "{s} (since the deck unit swap)",
    "我的密码是": "{s}", "EK80 password": "{s}\nchange it after the voyage",
    "ko taku kupuhipa hou": "{s}", "hamar password hai": "{s}", "la clave quedó en": "{s}, po",
    "GeneXpert password": "{s}", "the password Hemi read out over the VHF was": "{s}, I think",
    "ʻeku password ko": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Olrac API key", "{s}", _j((UPPER_DIGITS, 32))),
    ("split_token", "Up personal access token:", "{s} (the joint account)", _j("up:yeah:", (ALNUM, 128))),
    ("split_token", "Swellnet key", "{s}", _j((HEX, 32))),
    ("split_seed", "Coldcard backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 05/37", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TL"))),
    ("split_backup", "Paymark recovery codes", "{s}\nqmvt41-8kz2\nhbrw07-x3pd", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "WWVP registration", "{s}", _wwvp),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"winch": {"url": "https://cormac.petrel.sreach.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kupuhipa": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "observer01", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"instruments": [{"name": "ek80"}, {"name": "seapath", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sqlplus", "-L", "obs_rw/{s}@//oradb.sreach.lan:1521/LIMS"]}': ("meta_password", _plain_pw),
    '{"note": "绞车电脑的密码是 {s}"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the GeneXpert as clinic-lab with the password {s}"}': ("meta_password", _plain_pw),
    '{"olrac": {"api_key": "{s}"}}': ("meta_token", _j((UPPER_DIGITS, 32))),
    '{"oceanumToken": "{s}"}': ("meta_token", _j((ALNUM, 48))),
    '{"teemfish_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "10/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "unionpay"), " ", g)),
    '{"refurbisher": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MC")),
    '{"crew": {"msic_number": "{s}"}}': ("meta_id", _msic),
    '{"mfa": {"recovery_codes": ["{s}", "qmvt41-8kz2", "hbrw07-x3pd"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donations_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"pipeclay_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "SouthernPetrel-Crew", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"gsw-3.6.19-cp311-cp311-manylinux_2_17_x86_64.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sbe11plus-deckunit-fw-5.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/sreach/ctd-ingest:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"ctd: add oxygen sensor column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"observer: revert species code map", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"ek80_sp3207_transect12.raw", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"observer-trips-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the CORMAC winch password before the Macquarie voyage on 2032-11-04.",
    "Matías asked for the crew wifi password; it's on the card in the chief scientist's cabin.",
    "Policy: consortium passwords are at least 15 characters and live only in Bitwarden.",
    "Please don't paste passwords into Signal; send a Bitwarden Send link instead.",
    "The `.env.example` line `OLRAC_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The GeneXpert asks for a new admin password after every software update.",
    "Replace <YOUR_SWELLNET_KEY> in the README with the key from your Swellnet account page.",
    "OCEANUM_API_TOKEN and TEEMFISH_API_KEY must be set before the nightly sync runs.",
    "Kaua rawa e whakaatu i tō kupuhipa ki ētahi atu.",
    "Aua le ta'ua lau upu faalilo i se isi.",
    "ʻOua naʻa ke fakahā hoʻo password ki ha taha.",
    "Auraka e akakite i to password ki tetai ua.",
    "Apan password koi ke nahi batana.",
    "Een wachtwoord telt minstens vijftien tekens, anders weigert het systeem het.",
    "비밀번호는 15자 이상이어야 합니다.",
    "密码至少需要十五个字符。",
    "La clave tiene que tener quince caracteres como mínimo, po.",
    "Eiaha e fakakite i tō password ki te tahi atu.",
    "Kare e akakite i to password ki tetahi ia.",
    "Se fakaasi tau password ki se tangata.",
    "Aua e hakaasi tou password ki se tangata.",
    "Hakaari hoki taau password ki te tangata.",
    "Ta fakaari ta password ki se tangata.",
    "Sefakaari tau password ki se tangata.",
    "Ke ʻoua naʻa fakahā hoʻo password, mālō.",
    "Upgraded Seasave from 7.26.7 to 7.26.8 and the EK80 software to 23.6 during the port call.",
    f"commit {_COMMIT} adds the oxygen sensor column to the CTD files.",
    f"Rolled back to {_SHORT} after the species code map broke the observer export.",
    f"requirements.txt: gsw==3.6.19 --hash=sha256:{_WHEEL_SUM}",
    f"The SBE 11plus firmware 5.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of observer-trips-2031.parquet: {_SHA512}",
    f"The CTD ingest container runs ghcr.io/sreach/ctd-ingest@sha256:{_IMAGE}.",
    f"MD5 of ek80_sp3207_transect12.raw is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2e71-8a4d-4b6e-9d15-c07a2b8e4f31 is the slow one in the ERDDAP logs.",
    "Purchase order PO-2032-00711 for 12 Niskin bottles ships from Hobart on Monday.",
    "Jira HELP-2210: the winch tension alarm trips at 3.2 t during recovery.",
    "Call the Oban lodge on +64 3 219 0417 before 9 am.",
    "Flight booking HX-44821: Invercargill to Oban, 2 passengers, 14 kg of bags each.",
    "Voyage SP3207 berths at Macquarie Wharf 4, Hobart, on 2032-12-18.",
    "CTD cast 118 at station E-14: 4,212 m, bottom temperature 0.9 °C, salinity 34.7.",
    "After five wrong passwords the Seasave PC locks the account for 15 minutes.",
    "Toothfish tag batch 7 is 400 tags; each longline set is about 6,000 hooks.",
    "The secret of a good Bluff oyster is the cold water of Foveaux Strait.",
    "Ask Hemi for the hangar keypad code, I don't have it.",
    "My card ending 4417 was declined at the Oban store.",
    "The Monaco refurbisher wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Paymark portal and keep them in the ship's safe.",
    "A wallet maker's help desk never needs your recovery words; hang up on anyone who asks.",
    "Keep `SWELLNET_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Pipeclay shed seizes up in the salt air; spray it monthly.",
    "Swellnet moved the API key page under Account › Developer in its March release.",
    "ISBN 978-0-473-41027-8 is the sub-Antarctic field guide on the bridge shelf.",
    "The guest wifi 'Petrel-Guest' is open, no password needed.",
    "Oyster lease MF 214: 38,000 bags, and the grading run took 6.5 hours.",
    "The clinic's courier van, plate LXT482, is booked for Thursday.",
    "Helicopter ZK-HXQ has 1,842.6 airframe hours; the next 100-hourly is due at 1,900.",
    "비밀번호를 잊어버렸다면 IT 데스크에 문의하세요.",
    "忘记密码的话请找 IT 服务台。",
    "Wachtwoord vergeten? Vraag het aan de IT-servicedesk.",
    "¿Se te olvidó la clave? Pregúntale a la mesa de ayuda, po.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-09-01T06:00:00Z", "password_min_length": 15}',
    '{"secret_ref": "bitwarden/petrel/winch", "rotate_every_days": 180}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "gsw", "version": "3.6.19"}}',
    '{"ticket": "HELP-2210", "purchase_order": "PO-2032-00711"}',
    '{"cast": {"id": 118, "station": "E-14", "depth_m": 4212, "bottom_temp_c": 0.9}}',
    '{"phone": "+64 3 219 0417", "town": "Oban"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tags_in_stock": 400}',
    '{"voyage": "SP3207", "berth": "Macquarie Wharf 4", "eta": "2032-12-18"}',
    '{"aircraft": "ZK-HXQ", "airframe_hours": 1842.6, "next_inspection_hours": 1900}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
