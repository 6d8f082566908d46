# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-twenty-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-twenty-sixth's docstring, the
fifth to hundred-and-twenty-sixth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a fish and its
landed weight, a ferry and a year, a turtle word with a nest number and an island's code, a morna
and a year, the radio's frequency and a town, leet words for morna, cachupa, grogue, lobster,
baobab, desalination, turtle, ferry and the ice plant, an island's code with a year and a fish, a
name with a birth year and a town, two fish and a number, generated groups, random runs), names,
places, templates, tools, vendors and layouts, the way the staff of Ondamar Serviços Insulares (a
fictional island fisheries, ferry and solar-desalination service in the Cape Verde and Bissagos
archipelagos) leak secrets into an assistant's memory: inter-island ferries (Mindelo to Porto Novo,
Praia, Sal Rei, Bissau to Bubaque and Bolama) with a ticket office in Porto Novo, a fish-auction
hall with an ice plant in Mindelo, solar desalination units at Sal Rei and Bubaque, a
turtle-conservation camp on Poilão and a community radio (Rádio Maré, Mindelo and Bubaque), with
staff from Cape Verde, Guinea-Bissau, Senegal and Portugal. The texts are WhatsApp, Signal,
Telegram, imo, Messenger, Viber, Teams, SMS, Google Chat, Slack, Element, Zulip, Rocket.Chat,
Webex, Mattermost, Wire, Discord, Threema, LINE, Skype and Zoom messages, Google Keep, Samsung
Notes, OneNote, Apple Notes and Obsidian notes, Jira, GLPI, Zammad and Freshdesk tickets,
Confluence, Outline and Notion pages, an e-mail, an incident note, a runbook, a README fragment,
shell history (bash, PowerShell, Termux, tmux, cron, Git Bash, a GitLab CI job), configs, code,
voice-dictated text and requests to the assistant itself, around the panels of weighing, ice,
refrigeration, desalination, solar, navigation, satellite, network, ticketing, broadcast, field and
safety hardware (a Marel M2200 and a Dibal D-955 scale, a Ziegra ZBE 2500 and a Geneglace F250
flake-ice machine, Danfoss AK-PC 781 and AK-SM 880 controllers, a Mycom compressor panel, a Victron
Cerbo GX, a Grundfos CU 200, Siemens KTP700 and LOGO! 8, a Unitronics UniStream, a Hach SC200, an
Endress+Hauser Liquiline CM444, a Pylontech Force-H2, an SMA Sunny Island, a Huawei SUN2000, a
Furuno FMD-3200 ECDIS, a Cobham Sailor 600 VSAT, a Starlink router, a Peplink MAX BR1 Pro, a
Teltonika RUT955, a Sunmi T2s, a PAX A920, a Zebra ZQ520, a Comrex ACCESS NX, a DB Elettronica
Mozart Next, a Deva DB7000, an Inovonics 551, a Sonifex AVN-PA8, a Garmin Explore account, an
Iridium GO! exec, a RAK7268 LoRa gateway, an EPIRB and a PLB). Tools none of heldouts 5 to 126
names: MicroBin's `microbin`, `npm-cli-login`, dns-lexicon's `lexicon`, `openvscode-server`,
`minetest`, `aprs-weather-submit`, `sslyze`, `gnutls-cli`, Spectre's `spectre`, net-snmp's
`snmpbulkwalk`, `snmpstatus`, `snmpdf`, `snmpnetstat`, `snmpinform` and `snmpdelta`, and OpenLDAP's
`ldapdelete`, `ldapmodrdn` and `ldapexop` on the command line, and the configs of OpenSMTPD's
secrets table, forked-daapd, MicroBin, RKE2, LizardFS's mfsmount and an autofs map; beside them the
commands the product names (sshpass, mysql, redis-cli, curl -u, docker login, htpasswd, smbclient,
7z, openssl, plink, xfreerdp, net use, sqlplus, ipmitool, sudo -S and gpg --passphrase) and configs
of Rivendell, Liquidsoap, Odoo, Home Assistant, Grafana, Zabbix, a `.pgpass`, a compose file,
Asterisk's iax.conf and WordPress, in layouts of its own. About 42 % of the texts are in other
languages than English (by a rough count of the drawn samples): Bijagó (the Kamona and Kajoko
speech of Bubaque and Orango), Balanta (Kentohe), Manjak (Manjaku, of Cacheu and Canchungo), Papel
(Pepel, of Biombo), Mankanya (Mancanha, of Bula), Jola-Fonyi (Diola, of Ziguinchor and Bignona),
Serer (Sereer-Sine, of Joal and Mbour) and Biafada (Beafada, of Quinara), which no earlier
docstring names (Cape Verdean Creole, Guinea-Bissau Creole, Wolof, Pulaar, Mandinka, Soninke and
Forro are named before; these are not, and "papel" occurs before only as the Spanish word for
paper), and European Portuguese, Cape Verdean Creole (Kabuverdianu, in São Vicente and Santiago
spellings), Guinea-Bissau Kriol, Wolof, French, Spanish, Italian, German, Dutch, Russian,
Ukrainian, Simplified Chinese, Japanese, Korean and Arabic in wordings of their own. The eight new
languages' wordings are the author's approximations, checked by no speaker and for the most part
invented: the author knows none of their grammars, so each gets a small frame of a possessive and a
copula of the author's making, with a few more words (Bijagó `password ɔnɔ … na`, `ɔdɛ` "new",
`ɔkɔ` "home", `nõ ɔmɛ ninguin` "tell no one", `ɔlɔ` "word", `kɔ` "then"; Balanta `ŋan password …
ɓa`, `hlaa`, `ɓi tɔɔ ninguin`, `fala`, `daŋ`; Manjak `password naŋ … aŋ`, `pinti`, `ka u ji ŋen`,
`bëlik`, `ko`; Papel `password kaŋ … ŋi`, `bëlu`, `ñaaŋ`, `ba bu ñaŋ ninguin`, `kadëm`, `ne`;
Mankanya `password wum … ka`, `ŋoor`, `uka mëlëŋ ninguin`, `pëlaŋ`, `diŋ`; Jola-Fonyi `password
yaam … ban`, `fufaŋ`, `ukan jikaanut`, `fukan`, `mbi`; Serer `password um … a`, `fes`, `ta an o
mbaa`, `kelem`, `ten`; Biafada `password ŋɔŋ … ma`, `biya`, `kuda`, `na ŋoo ninguin`, `ɗalu`,
`ti`); only Jola's greeting `Kasumay` and `inje` ("I") and Serer's greeting `Na fio`, `mbind`
("house") and `um` ("my") are after what the author believes are real words. Around the frames
stand the loanwords Bissau-Guinean and Senegalese staff really text (password, senha, kodi, wifi,
IBAN, API key, user, token, passaporte, passeport, cédula, kartão, carte pêcheur) and Kriol's `di`
("of"), `ku` ("with") and `ninguin` ("nobody"); the Kabuverdianu, Kriol and Wolof wordings are the
author's too and likewise unchecked. Vendors (Vinti4, SISP, Voiceflow, Free Money, CV Interilhas,
seaturtle.org, CVMóvel, Unitel T+, Orange Bissau, SIBS, ifthenpay, Eupago, Moloni, InvoiceXpress,
Vendus, TOConline, Keyinvoice, Vasp, PayTech, Bictorys, Naboopay, Woyofal, Senelec, Bestfly,
Enapor, Grundfos AQtap, Succorfish, OurFish, CLS Themis, Marine Instruments, Zunibal, Radio King,
Happywhale, OBIS-SEAMAP, CV Telecom, Electra, Cabo Verde Fast Ferry, EAGB, nif.pt, GesFaturação,
Lusopay, Redunicre, Via Verde, TrailGuard, BirdNET, Garantia and Kalpé) are ones heldouts 5 to 126
do not name; Voiceflow's `VF.DM.` prefix is as the author remembers it, and no other of them
publishes a token shape the author knows, so every other shape here (Unitel T+'s `utp_`, Bictorys's
`bct_sk_live_`, Naboopay's `naboo-`, CV Telecom's `cvt_`, TrailGuard's `tg_`, Kalpé's `kp_live_`,
the UUIDs, grouped and plain hex runs, base64 runs and JWTs) is the author's guess. The ids are
kinds heldouts 5 to 126 do not use, the crews', fishers' and office's documents: Cape Verde's
Número de Identificação Civil (NIC), a Senegalese IPRES pension number, a Senegalese artisanal
fisher's card, a Portuguese certidão permanente access code, an EPIRB's or PLB's hex id, a Cape
Verdean fishing licence, a seafarer's book (cédula marítima), a Portuguese carta de marinheiro and
residence permit (título de residência), and Cape Verdean and Senegalese passports under Balanta,
Papel, Mankanya, Serer and Biafada words; python-stdnum has no module for any of them (every module
of its that names an identity or tax number is already used by heldouts 5 to 126) and none is
checked by a library or this file (no check-digit algorithm is written here, not even the beacon's
BCH code): they are unchecked, their shapes as the author believes them or guessed. Card numbers
pass Luhn (Mir prefixes, and Vinti4 and GIM-UEMOA prefixes guessed by the author, drawn here; Visa,
Mastercard, Maestro, UnionPay and Amex from the value helpers; each checked with python-stdnum's
`luhn`). The IBANs are of countries used least by a rough count over the IBAN shapes of heldouts 5
to 126 (Bahrain in seven corpora; Andorra, Bosnia and Herzegovina, Costa Rica, the Falkland
Islands, Saint Lucia, Somalia and the British Virgin Islands in eight), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Portuguese, French, Spanish, Italian,
Russian, Simplified Chinese and Korean lists, each with its real checksum (the Russian one
confirmed by recomputing it by hand, as `mnemonic`'s own `check` misreads its й). 390 secret
samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata
dicts.
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

SEED = 128_460_973
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


# The words the staff build their passwords from: fish landed at the auction hall, the ferries,
# the turtles, the mornas on the radio, the islands' two-letter codes.
_FISH = ["Garoupa", "Cavala", "Serra", "Bonito", "Moreia", "Lagosta", "Polvo", "Dobrada",
         "Salmonete", "Bicuda", "Chicharro", "Wahoo", "Tainha", "Corvina", "Bentana"]  # fmt: skip
_FERRIES = ["Kriola", "Liberdadi", "DjonDadu", "Chiquinho", "BubaqueStar", "Orango",
            "BolamaBela", "Sotavento", "Barlavento", "Praiense"]  # fmt: skip
_TURTLES = ["Caretta", "Chelonia", "Tartaruga", "Ninho", "Cria", "Eclosao"]
_MORNAS = ["Sodade", "PetitPays", "Angola", "Mar Azul", "Lua Nha Testemunha", "Nha Cancera",
           "Tchintchirote", "Miss Perfumado"]  # fmt: skip
_ISLANDS = ["SV", "ST", "SL", "BV", "MA", "FG", "SA", "SN", "BR", "BQ", "BL", "OR"]
_PLACES = ["Mindelo", "Praia", "SalRei", "Bubaque", "Bolama", "PortoNovo", "Tarrafal",
           "Espargos", "Palmeira", "Orango", "Poilao", "Canhabaque", "Ziguinchor", "Joal",
           "Mbour", "Peniche", "Matosinhos"]  # fmt: skip
_NAMES = ["Adilson", "Djenice", "Edmilson", "Katia", "Arlindo", "Zenaida", "Odair", "Nelsa",
          "Nilton", "Ivanilda", "Braima", "Aua", "Mamadu", "Fatumata", "Sadjo", "Quintino",
          "Nhima", "Bacar", "Cadi", "Tchuda", "Moussa", "Awa", "Ousmane", "Ndeye", "Aliou",
          "Coumba", "Ines", "Rui", "Filipa", "Tiago"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["M0rn4", "C4chup4", "Gr0gu3", "L4g0st4", "B40b4b", "D3s4l1n4", "T4rt4rug4", "F3rry",
         "G3l0Lota"]  # fmt: skip


def _catch(g: random.Random) -> str:
    """A fish and a landed weight, the way the auction-hall crew jokes a password together."""
    return f"{g.choice(_FISH)}{g.choice([8, 12, 15, 22, 35, 40, 60])}kg{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _catch,
    lambda g: f"{g.choice(_FERRIES)}{g.randrange(2018, 2033)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_TURTLES)}-{g.randrange(100, 1000)}{g.choice(_ISLANDS).lower()}",
    lambda g: g.choice(_MORNAS).replace(" ", "") + str(g.randrange(1960, 2000)) + g.choice(_SYMBOLS),
    lambda g: f"FM{g.choice(['885', '913', '955', '981', '1035', '1062'])}{g.choice(_PLACES).lower()}",
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_ISLANDS)}{g.choice(_SYMBOLS)}{g.randrange(2020, 2033)}{g.choice(_FISH).lower()}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2008)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%!?", 16),
    _manager,
    lambda g: "-".join(w.lower() for w in g.sample(_FISH, 2)) + str(g.randrange(100, 1000)),
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


# The eight new languages' frames (the author's approximations, see the docstring): Bijagó's
# `ɔnɔ` / `na`, Balanta's `ŋan` / `ɓa`, Manjak's `naŋ` / `aŋ`, Papel's `kaŋ` / `ŋi`, Mankanya's
# `wum` / `ka`, Jola-Fonyi's `yaam` / `ban`, Serer's `um` / `a`, Biafada's `ŋɔŋ` / `ma`.
_SAID = [
    "WhatsApp, group 'Lota Mindelo': the Marel M2200 scale terminal password is {pw}",
    "Signal from Adilson: Ziegra ZBE 2500 flake-ice HMI password {pw}",
    "Telegram, #gelo: Danfoss AK-PC 781 pack controller web password {pw}",
    "imo chat with Braima: Victron Cerbo GX remote console password {pw}",
    "Messenger, Djenice: Grundfos CU 200 SQFlex controller password {pw}",
    "Viber from Quintino: the RO skid's Siemens KTP700 panel password is {pw}",
    "Teams chat, desal team: Siemens LOGO! 8 web server password {pw}",
    "SMS from Mamadu (Bubaque): Unitronics UniStream 10 HMI password {pw}",
    "Google Chat, ferries: Furuno FMD-3200 ECDIS service password {pw}",
    "Slack #ferry-ops: Cobham Sailor 600 VSAT admin password {pw}",
    "Element room 'Radio Maré': Comrex ACCESS NX codec password {pw}",
    "Zulip stream radio > transmitter: DB Elettronica Mozart Next web password {pw}",
    "Rocket.Chat, Nilton: Deva DB7000 FM monitor password {pw}",
    "Webex space 'Poilão camp': Garmin Explore account password {pw}",
    "Mattermost, turtle camp: Iridium GO! exec admin password {pw}",
    "Wire message from Fatumata: RAK7268 LoRa gateway password {pw}",
    "Discord DM (radio volunteers): Sonifex AVN-PA8 web password {pw}",
    "Threema from Ines: Peplink MAX BR1 Pro admin password {pw}",
    "LINE message from Ousmane: Teltonika RUT955 admin password {pw}",
    "Skype chat, Rui: SMA Sunny Island 6.0H installer password {pw}",
    "Zoom chat: Huawei SUN2000 inverter installer password {pw}",
    "Keep note 'lota': Dibal D-955 scale service password {pw}",
    "Samsung Notes: Geneglace F250 ice-maker controller password {pw}",
    "OneNote page 'Desal Sal Rei': Hach SC200 controller password {pw}",
    "Apple Notes: Pylontech Force-H2 BMS web password {pw}",
    "Obsidian note 'ferry-tickets': Sunmi T2s POS admin password {pw}",
    "Jira DESAL-214: the Endress+Hauser Liquiline CM444 password {pw} is refused since Friday",
    "GLPI ticket 3381: PAX A920 terminal supervisor password {pw} has to be changed",
    "Zammad #5120: Zebra ZQ520 printer web password {pw}, needs a reset",
    "Freshdesk ticket 902: Mycom ammonia compressor panel password {pw}",
    "Olá Arlindo,\n\nthe root password on the ticket server in Porto Novo is {pw}. Delete this mail once it is in the vault.\n\nAbraço,\nKatia",
    "Incident 2031-08-02: the Bubaque desal unit's VRM site was shared in a public link with password {pw}",
    "Runbook: restarting the ice plant after a blackout\n1. open the Danfoss panel\n2. log in as service\n3. password {pw}\n4. start compressor C2 before C1",
    "README (radio rack)\nthe Inovonics 551 monitor is at http://rds.ondamar.lan, admin password `{pw}`.",
    "my Caixa Económica online banking password is {pw}",
    "can you remember my BCA mobile app password? it's {pw}",
    "dictated: the Starlink router admin password is {pw} full stop",
    "note to self: Marel scale service password {pw}",
    "after the reset the Cerbo GX password became {pw}",
    "password ɔnɔ di email na {pw}",
    "password ɔdɛ di ruter ɔkɔ na {pw}, nõ ɔmɛ ninguin",
    "ŋan password di email ɓa {pw}",
    "ŋan password hlaa di server ɓa {pw}, ɓi tɔɔ ninguin",
    "password naŋ di email aŋ {pw}",
    "Mendes: password pinti di server aŋ {pw}, ka u ji ŋen",
    "password kaŋ di email ŋi {pw}",
    "password bëlu di computador ñaaŋ ŋi {pw}",
    "password wum di email ka {pw}",
    "Tchuda: password ŋoor di balança ka {pw}, uka mëlëŋ ninguin",
    "Kasumay! password yaam di email ban {pw}",
    "inje, password fufaŋ di radio ban {pw}, ukan jikaanut",
    "Na fio! password um di email a {pw}",
    "password fes di mbind um a {pw}, ta an o mbaa",
    "password ŋɔŋ di email ma {pw}",
    "Sadjo: password biya di kuda ma {pw}, na ŋoo ninguin",
    "a palavra-passe do portátil da lota ficou {pw}",
    "le code du poste de la régie radio, c'est {pw}",
    "la clave del ordenador de la sala de subasta es {pw}",
    "la password del tablet delle biglietterie è {pw}",
    "Kennwort für den Laptop im Eiswerk: {pw}",
    "wachtwoord van de laptop op de veerboot is nu {pw}",
    "пароль к ноутбуку на пароме: {pw}",
    "пароль до планшета в касі порому: {pw}",
    "制冰厂那台电脑的密码：{pw}",
    "魚市場の事務所PCのパスワード：{pw}",
    "어판장 사무실 노트북 비번 {pw}",
    "كلمة السر لحاسوب سوق السمك: {pw}",
    "sama password bu ordinatëur bi ci lota bi mooy {pw}",
    "nha senha d'email é {pw}, ka bu mostra ningen",
    "senha di nha email i {pw}, ka bu fala ningin",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["adilson", "djenice.m", "edmilson", "katia.l", "arlindo", "zenaida", "odair",
          "nelsa.f", "nilton", "ivanilda", "braima", "aua.s", "mamadu", "fatumata", "sadjo",
          "quintino", "nhima", "bacar.c", "tchuda", "moussa", "awa.n", "ousmane", "ndeye",
          "aliou.d", "ines.r", "rui", "filipa", "svc-lota", "svc-desal", "radio-ops"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Katia: the Marel scale login is {u} / {pw}",
    "GLPI #3390: {u} locked out of the ticket POS, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Ferries › Bilheteira › Sunmi T2s: {u} — {pw}",
    "| device | user | password |\n|---|---|---|\n| Cerbo GX Bubaque | {u} | {pw} |",
    "log into the Danfoss AK-SM 880 as {u} using {pw}",
    "Hach SC200 login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: desal-salrei\n  user: {u}\n  pass: {pw}",
    "Telegram, Rui: account {u}, password {pw}",
    "Adilson: for the Furuno service menu use {u}, password {pw}",
    "host,user,password\nrds-encoder,{u},{pw}",
    "ssh {u}@lota-srv.ondamar.lan (pw {pw})",
    "Signal: creds for the Comrex codec are {u} and {pw}",
    "utilizador {u}, palavra-passe {pw}",
    "nha user é {u}, nha senha é {pw}",
    "nha user i {u} ku senha {pw}",
    "user ɔnɔ {u}, password ɔnɔ na {pw}",
    "user naŋ {u}, password naŋ aŋ {pw}",
    "user yaam {u}, password yaam ban {pw}",
    "user um {u}, password um a {pw}",
    "ŋan user {u}, ŋan password ɓa {pw}",
    "user wum {u} ku password wum ka {pw}",
    "user kaŋ {u}, password kaŋ ŋi {pw}",
    "user ŋɔŋ {u} / password ŋɔŋ ma {pw}",
    "pour la régie : compte {u}, et le mot de passe c'est {pw}",
    "Login fürs Eiswerk: {u}, Kennwort {pw}",
    "логин {u}, пароль {pw}",
    "用户名：{u}，密码：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["cachupa", "grogue", "morna", "coladeira", "funana", "batuku", "garoupa",
               "cavala", "tartaruga", "baobab", "pilon", "kankuran", "poilao", "lagosta",
               "tabanka", "djagasida"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password = the word {w} in small letters plus {d}",
    "password — it's {w} and right after it the number {d}",
    "ticket server: {w}, then {d} at the end",
    "voice memo: the ice plant wifi password is {w} followed by {d}, no space",
    "write {w}, then {d}",
    "it's {w}{d}, word and number glued together",
    "a palavra-passe começa pela palavra {w} e acaba em {d}",
    "senha é palavra {w}, dipôs {d}",
    "password ɔnɔ na ɔlɔ {w}, kɔ {d}",
    "ŋan password ɓa fala {w}, daŋ {d}",
    "password naŋ aŋ bëlik {w}, ko {d}",
    "password kaŋ ŋi kadëm {w}, ne {d}",
    "password wum ka pëlaŋ {w}, diŋ {d}",
    "password yaam ban fukan {w}, mbi {d}",
    "password um a kelem {w}, ten {d}",
    "password ŋɔŋ ma ɗalu {w}, ti {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


def _passcode(g: random.Random) -> str:
    """An APRS-IS passcode: five digits."""
    return str(g.randrange(10_000, 32_768))


# Command lines (the value's maker, when it is not a plain password).
_CLI: dict[str, Maker] = {
    "microbin --auth-admin-username admin --auth-admin-password '{pw}' --port 8080 --public-path https://paste.ondamar.lan": _plain_pw,
    "npm-cli-login -u {u} -p '{pw}' -e {u}@ondamar.cv -r https://npm.ondamar.lan": _plain_pw,
    "lexicon henet create ondamar.cv TXT --name _acme-challenge.radio --content probe --auth-username {u} --auth-password '{pw}'": _plain_pw,
    "openvscode-server --host 0.0.0.0 --port 3000 --connection-token '{pw}'": _plain_pw,
    "minetest --address mt.ondamar.lan --port 30000 --name {u} --password '{pw}' --go": _plain_pw,
    "aprs-weather-submit --callsign D44MAR-13 --latitude 1653.21N --longitude 02459.87W --server rotate.aprs2.net --port 14580 --username D44MAR --password {pw} --temperature 27": _passcode,
    "sslyze --cert radio-client.pem --key radio-client.key --pass '{pw}' stream.ondamar.cv:443": _plain_pw,
    "snmpbulkwalk -v3 -l authNoPriv -u {u} -a SHA -A '{pw}' 10.40.0.1 IF-MIB::ifTable": _plain_pw,
    "snmpstatus -v3 -l authNoPriv -u {u} -a SHA-256 -A '{pw}' ups-desal.ondamar.lan": _plain_pw,
    "snmpdf -v3 -l authNoPriv -u {u} -a SHA -A {pw} nas.ondamar.lan": _plain_pw,
    "snmpnetstat -v3 -l authNoPriv -u {u} -a MD5 -A '{pw}' -Cr 10.40.0.1": _plain_pw,
    "snmpinform -v3 -l authNoPriv -u {u} -a SHA -A '{pw}' nms.ondamar.lan '' SNMPv2-MIB::coldStart": _plain_pw,
    "snmpdelta -v3 -l authNoPriv -u {u} -a SHA -A '{pw}' -Cs -CT rt-bubaque IF-MIB::ifInOctets.2": _plain_pw,
    "ldapdelete -x -H ldaps://dc.ondamar.lan -D 'cn=admin,dc=ondamar,dc=cv' -w '{pw}' 'uid=estagiario,ou=people,dc=ondamar,dc=cv'": _plain_pw,
    "ldapmodrdn -x -H ldap://dc.ondamar.lan -D cn=admin,dc=ondamar,dc=cv -w {pw} 'uid=nilton,ou=people,dc=ondamar,dc=cv' uid=nilton.l": _plain_pw,
    "ldapexop -x -H ldaps://dc.ondamar.lan -D 'uid={u},ou=people,dc=ondamar,dc=cv' -w '{pw}' whoami": _plain_pw,
    "gnutls-cli --srpusername {u} --srppasswd '{pw}' telemetry.ondamar.lan -p 5556": _plain_pw,
    "spectre -u 'Katia Lopes' -M '{pw}' vrm.victronenergy.com": _plain_pw,
    "sshpass -p '{pw}' ssh {u}@desal-bubaque.ondamar.lan 'systemctl restart modbus-bridge'": _plain_pw,
    "mysql -h lota-db.ondamar.lan -u {u} -p'{pw}' lota -e 'select count(*) from lances'": _plain_pw,
    "redis-cli -h 10.40.2.7 -a '{pw}' --no-auth-warning INFO replication": _plain_pw,
    "curl -u {u}:{pw} -X POST https://rds.ondamar.lan/api/radiotext -d 'text=Ferry Kriola atrasado'": _plain_pw,
    "docker login registry.ondamar.lan -u {u} -p '{pw}'": _plain_pw,
    "htpasswd -bc /etc/nginx/.htpasswd-arquivo {u} '{pw}'": _plain_pw,
    "smbclient //nas.ondamar.lan/lota -U '{u}%{pw}' -c 'get fecho-2031-08.xlsx'": _plain_pw,
    "7z a -p'{pw}' -mhe=on ninhos-2031.7z ninhos/": _plain_pw,
    "openssl enc -aes-256-cbc -pbkdf2 -in salarios-ago.csv -out salarios-ago.enc -pass pass:{pw}": _plain_pw,
    "plink -ssh -pw '{pw}' {u}@10.40.0.2 uptime": _plain_pw,
    "xfreerdp /v:bilheteira-pn.ondamar.lan /u:{u} /p:'{pw}' /cert:ignore": _plain_pw,
    "net use R: \\\\nas\\radio /user:ONDAMAR\\{u} {pw}": _plain_pw,
    "sqlplus {u}/{pw}@//ora.ondamar.lan:1521/BILHETES": _plain_pw,
    "ipmitool -I lanplus -H 10.40.0.30 -U {u} -P '{pw}' chassis power status": _plain_pw,
    "echo '{pw}' | sudo -S systemctl restart icecast2": _plain_pw,
    "gpg --batch --passphrase '{pw}' -c contratos-2031.pdf": _plain_pw,
}  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@desal-salrei:~# {c}", "PS C:\\Users\\lota> {c}",
    "Termux on the ferry tablet:\n$ {c}", "bash history on the ice plant PC:\n  512  {c}",
    "tmux, pane 2 on the radio box: {c}", "crontab -l\n15 3 * * * {c}",
    "GitLab CI job log, step 4:\n$ {c}", "Windows Terminal (Git Bash) MINGW64 ~ $ {c}",
    "the command Nilton ran on the VSAT modem: {c}", "pasted into the Teams chat by mistake:\n{c}",
    "kumandu ki N kore: {c}", "kumandu ku n kuri: {c}", "kumandu naŋ: {c}",
    "kumandu yaam: {c}", "kumandu um: {c}", "o que escrevi no terminal do servidor da lota: {c}",
    "ce que j'ai tapé sur le serveur de la radio : {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_CLI), n):
        secret = _CLI[template](rng)
        text = template.format(pw=secret, u=rng.choice(_USERS))
        out.append(Sample("cli_password", rng.choice(_SHELLS).format(c=text), secret))
    return out


_URLS = [
    "postgresql://{u}:{pw}@pg.ondamar.lan:5432/lota",
    "mysql+pymysql://{u}:{pw}@bilhetes-db.ondamar.lan:3306/bilhetes",
    "mongodb://{u}:{pw}@mongo1.ondamar.lan:27017,mongo2.ondamar.lan:27017/ninhos?replicaSet=rs0",
    "amqp://{u}:{pw}@mq.ondamar.lan:5672/ferries",
    "ftp://{u}:{pw}@ftp.ondamar.cv/radio/podcasts/",
    "rtsp://{u}:{pw}@cam-cais.ondamar.lan:554/Streaming/Channels/101",
    "http://{u}:{pw}@192.168.8.1/api/monitoring/status",
    "influxdb://{u}:{pw}@influx.ondamar.lan:8086/desal",
    "mssql+pyodbc://{u}:{pw}@sql.ondamar.lan:1433/Contabilidade?driver=ODBC+Driver+18+for+SQL+Server",
    "jdbc:postgresql://pg.ondamar.lan:5432/lota?user={u}&password={pw}&ssl=true",
    "clickhouse://{u}:{pw}@ch.ondamar.lan:9000/telemetria",
    "redis://{u}:{pw}@10.40.2.7:6379/3",
    "sftp://{u}:{pw}@backup.ondamar.cv:2222/ninhos/",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "old Metabase data source: {c}",
    "save this DB string for me: {c}", "string di ligason: {c}", "link ɔnɔ na {c}",
    "GLPI #3402: {c}", "Outline doc 'Bases de dados': {c}", "Notion page 'Desal telemetry': {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(
        rng, v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS), _URL_PLACES
    )


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "ondamar", "sub": f"agt_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _grouped_hex(groups: list[int], upper: bool = False) -> Maker:
    def make(g: random.Random) -> str:
        return "-".join(_r(g, UPPER_HEX if upper else HEX, n) for n in groups)

    return make


# None of these vendors publishes a token shape the author knows: every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Vinti4", "VINTI4_MERCHANT_KEY", _j((HEX, 64))),
    ("SISP", "SISP_API_SECRET", _j((B64, 43), "=")),
    ("Voiceflow", "VOICEFLOW_API_KEY", _j("VF.DM.", (HEX, 24), ".", (ALNUM, 16))),
    ("Free Money", "FREEMONEY_API_KEY", lambda g: v.uuid4(g, "b")),
    ("CV Interilhas", "CVI_BOOKING_TOKEN", _vendor_jwt("https://api.cvinterilhas.cv")),
    ("seaturtle.org", "STAT_API_KEY", _j((HEX, 32))),
    ("CVMóvel", "CVMOVEL_SMS_TOKEN", _j((ALNUM, 40))),
    ("Unitel T+", "UNITEL_TMAIS_API_KEY", _j("utp_", (ALNUM, 32))),
    ("Orange Bissau", "ORANGE_GW_CLIENT_SECRET", _j((ALNUM, 24))),
    ("SIBS", "SIBS_API_TOKEN", _j((URLSAFE, 64))),
    ("ifthenpay", "IFTHENPAY_BACKOFFICE_KEY", _grouped_hex([4, 4, 4, 4], upper=True)),
    ("Eupago", "EUPAGO_API_KEY", _grouped_hex([4, 4, 4, 4, 4])),
    ("Moloni", "MOLONI_CLIENT_SECRET", _j((HEX, 40))),
    ("InvoiceXpress", "INVOICEXPRESS_API_KEY", _j((HEX, 40))),
    ("Vendus", "VENDUS_API_KEY", _j((HEX, 32))),
    ("TOConline", "TOCONLINE_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Keyinvoice", "KEYINVOICE_API_KEY", _j((HEX, 32))),
    ("Vasp", "VASP_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("PayTech", "PAYTECH_API_SECRET", _j((HEX, 64))),
    ("Bictorys", "BICTORYS_SECRET_KEY", _j("bct_sk_live_", (ALNUM, 32))),
    ("Naboopay", "NABOOPAY_API_KEY", lambda g: "naboo-" + v.uuid4(g, "a")),
    ("Woyofal", "WOYOFAL_VENDOR_TOKEN", _j((UPPER_DIGITS, 32))),
    ("Senelec", "SENELEC_API_KEY", _j((B64, 56))),
    ("Bestfly", "BESTFLY_AGENT_KEY", _j((UPPER_HEX, 32))),
    ("Enapor", "ENAPOR_PORTAL_TOKEN", _vendor_jwt("https://portal.enapor.cv")),
    ("Grundfos AQtap", "AQTAP_API_KEY", _j((ALNUM, 40))),
    ("Succorfish", "SUCCORFISH_API_TOKEN", _j((HEX, 40))),
    ("OurFish", "OURFISH_API_KEY", _j((ALNUM, 32))),
    ("CLS Themis", "THEMIS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Marine Instruments", "MI_BUOY_API_KEY", _j((HEX, 32))),
    ("Zunibal", "ZUNIBAL_API_TOKEN", _j((B64, 40))),
    ("Radio King", "RADIOKING_API_KEY", _j((ALNUM, 48))),
    ("Happywhale", "HAPPYWHALE_API_KEY", _j((HEX, 32))),
    ("OBIS-SEAMAP", "OBIS_SEAMAP_TOKEN", lambda g: v.uuid4(g, "a")),
    ("CV Telecom", "CVTELECOM_API_KEY", _j("cvt_", (ALNUM, 36))),
    ("Electra", "ELECTRA_PREPAID_KEY", _j((HEX, 40))),
    ("Cabo Verde Fast Ferry", "CVFF_AGENT_TOKEN", _j((URLSAFE, 43))),
    ("EAGB", "EAGB_METER_API_KEY", _j((UPPER_DIGITS, 24))),
    ("nif.pt", "NIFPT_API_KEY", _j((HEX, 32))),
    ("GesFaturação", "GESFATURACAO_TOKEN", _j((ALNUM, 64))),
    ("Lusopay", "LUSOPAY_CLIENT_GUID", lambda g: v.uuid4(g, "b").upper()),
    ("Redunicre", "REDUNICRE_MERCHANT_KEY", _j((B64, 64))),
    ("Via Verde", "VIAVERDE_API_KEY", _j((ALNUM, 36))),
    ("TrailGuard", "TRAILGUARD_API_TOKEN", _j("tg_", (URLSAFE, 40))),
    ("BirdNET", "BIRDNET_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Garantia", "GARANTIA_PORTAL_KEY", _j((UPPER_HEX, 40))),
    ("Kalpé", "KALPE_API_KEY", _j("kp_live_", (ALNUM, 30))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} ondamar/bilhetes:3.1",
    "fly secrets set {env}={tok}",
    "kubectl -n lota set env deploy/lota-api {env}={tok}",
    "supervisord program:sync\nenvironment={env}=\"{tok}\"",
    "compose.yaml:\n    environment:\n      - {env}={tok}",
    "GitHub Actions, repo settings › Secrets › {env}: {tok}",
    "settings.py:\n{env} = \"{tok}\"",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "Odoo › Settings › Integrations › {vendor} › API key: {tok}",
    "Notion table 'Integrações': | {vendor} | produção | {tok} |",
    "Todoist task: replace the {vendor} key {tok}",
    "WhatsApp, Katia: {vendor} key for the ferry booking sync: {tok}",
    "Signal: {vendor} token in use from today is {tok}; I killed the previous one",
    "GLPI #3410: {vendor} returns 401 on every sync, key set in Odoo {tok}",
    "Zammad ticket 5133: {vendor} integration down since Monday, key in use {tok}",
    "remember my {vendor} API key for me: {tok}",
    "usamos esta chave {vendor} na API dos bilhetes: {tok}",
    "API key da {vendor} na bilheteira: {tok}",
    "nha chavi di API di {vendor} é {tok}",
    "chavi API di {vendor} i {tok}",
    "API key ɔnɔ di {vendor} na {tok}",
    "ŋan API key di {vendor} ɓa {tok}",
    "API key naŋ di {vendor} aŋ {tok}",
    "API key kaŋ di {vendor} ŋi {tok}",
    "API key wum di {vendor} ka {tok}",
    "API key yaam di {vendor} ban {tok}",
    "API key um di {vendor} a {tok}",
    "API key ŋɔŋ di {vendor} ma {tok}",
    "sama API key bu {vendor} mooy {tok}",
    "la clé {vendor} (API) qu'utilise la billetterie du ferry : {tok}",
    "la clave API que {vendor} nos mandó para la subasta: {tok}",
    "chiave API {vendor} per la radio: {tok}",
    "unser {vendor}-API-Schlüssel fürs Eiswerk lautet {tok}",
    "{vendor} gaf ons deze API-sleutel voor de veerboot: {tok}",
    "ключ API {vendor} для парома: {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} のAPIキーは {tok}",
    "{vendor} API 키는 {tok}",
    "هذا مفتاح {vendor} للـAPI عندنا: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    vinti4 = _r(rng, HEX, 64)
    stat = _r(rng, HEX, 32)
    ourfish = _r(rng, ALNUM, 32)
    vendus = _r(rng, HEX, 32)
    radioking = _r(rng, ALNUM, 48)
    happywhale = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'resp = requests.post("https://api.vinti4.cv/v2/payments", headers={{"X-Merchant-Key": "{vinti4}"}}, json=order)', vinti4),
        Sample("vendor_token", f"curl -s 'https://www.seaturtle.org/tracking/api/?key={stat}&project=poilao-2031'", stat),
        Sample("vendor_token", f'const ourfish = new OurFishClient({{ apiKey: "{ourfish}", site: "lota-mindelo" }});', ourfish),
        Sample("vendor_token", f"$vendus = new Vendus\\Client('{vendus}');", vendus),
        Sample("vendor_token", f"liquidsoap: settings.radioking.key := \"{radioking}\"", radioking),
        Sample("vendor_token", f"R: hw <- happywhale_connect(api_key = \"{happywhale}\")", happywhale),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "the portal shows this once only:\n{t}", "token ɔnɔ na {t}",
                "token yaam ban {t}", "{t}\n^ current one, the previous got revoked",
                "store this somewhere for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the nest-temperature logger N-14 (OTAA): {h}": 32,
    "AppSKey of the desal tank level sensor at Sal Rei (ABP): {h}": 32,
    "HMAC secret of the Vinti4 payment callback: {h}": 64,
    "Meshtastic channel key 'poilao-camp', hex: {h}": 64,
    "pre-shared key of the VSAT modem's IPsec tunnel (hex): {h}": 64,
    "AES key of the Comrex codec's encrypted link: {h}": 32,
    "chavi di backup ɔnɔ na {h}": 64,
    "chave de encriptação dos backups: {h}": 48,
    "clé de chiffrement des sauvegardes de la radio : {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #3421: token copied from the browser's devtools {t}",
    "Cookie: lang=pt-CV; ondamar_sess={t}",
    "BILHETES_ACCESS_TOKEN={t}",
    "save this bearer for later {t}",
    "token naŋ aŋ {t}",
    "o token é {t}",
    "Freshdesk chat log: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@ondamar.cv"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.ondamar.cv/realms/staff",
            "azp": "bilheteira",
            "roles": ["ferries", "caixa"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS256": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the ticket server, put it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/stream.ondamar.cv.key:\n{key}": ("PRIVATE KEY", "\n"),
    '{{"VINTI4_SIGNING_KEY": "{key}", "merchant": "ondamar-ferries"}}': ("RSA PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_vsat <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad #5140, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "chavi privadu di server ɔnɔ:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the fisheries ministry's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQWGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup words, typed from the steel plate: {p}": "english",
    "BlueWallet backup\n{p}": "english",
    "voice memo: the Nunchuk wallet words are {p}, that's the full list": "english",
    "Outline doc 'Fundo tartarugas wallet (retired)': {p}": "english",
    "as palavras da carteira Xverse (já vazia): {p}": "portuguese",
    "palavras di recuperason di carteira ɔnɔ: {p}": "portuguese",
    "phrase de récupération du portefeuille Zeus : {p}": "french",
    "frase semilla de la billetera Bitkey: {p}": "spanish",
    "frase di recupero del wallet Nunchuk: {p}": "italian",
    "сид-фраза кошелька Blockstream: {p}": "russian",
    "Keystone 钱包助记词：{p}": "chinese_simplified",
    "OneKey 지갑 시드 단어: {p}": "korean",
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
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":  # Russia's Mir (2200-2204), for the trawler crews
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    if brand == "vinti4":  # Cape Verde's domestic network: its prefix is the author's guess
        return _card_of(rng, ["606133", "606134"], [16])
    if brand == "gim":  # GIM-UEMOA's regional cards: the prefix is the author's guess
        return _card_of(rng, ["628112", "628157"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Katia: the company card for the Ziegra spare parts is {c}, exp {mm}/{yy}",
    "my spare card, in case: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "GLPI #3433: pay the Furuno service visit with card {c}",
    "número di nha kartãu: {c}, {mm}/{yy}",
    "numeru di nha karton: {c}",
    "kartão ɔnɔ na {c}, {mm}/{yy}",
    "kartão yaam ban {c}",
    "kartão um a {c}, {mm}/{yy}",
    "o número do meu cartão é {c}, validade {mm}/{yy}",
    "карта для оплаты запчастей: {c}, срок {mm}/{yy}",
    "sama kàrt mooy {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "mir", "vinti4", "maestro", "gim", "unionpay", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c}, valid thru 09/34, CVV {cvv}",
               "the 3 numbers on the back next to the signature: {cvv}",
               "Amex {c}, the 4-digit code above the number: {cvv}",
               "código di trás di kartãu: {cvv}",
               "o código de segurança atrás do cartão é {cvv}",
               "kodi di trás di kartão ɔnɔ na {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = (
        v.grouped(v.card(rng, brand), " ", rng) if brand == "amex" else _card_of(rng, ["4"], [16])
    )
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 126 (Bahrain in
# seven corpora; Andorra, Bosnia and Herzegovina, Costa Rica, the Falklands, Saint Lucia,
# Somalia and the British Virgin Islands in eight); BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"BH": "aaaa" + "c" * 14, "AD": "n" * 8 + "c" * 12, "BA": "n" * 16,
                "CR": "n" * 18, "FK": "aa" + "n" * 12, "LC": "aaaa" + "c" * 24,
                "SO": "n" * 19, "VG": "aaaa" + "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice DS-2031-077: pay the RO membranes to {i} by the end of the month",
    "save the Costa Rica turtle NGO's IBAN for the exchange visit: {i}",
    "IBAN: {i}\nReference: squid consultancy, Stanley, August",
    "WhatsApp #finanças: the Manama desalination consultant's new bank details, IBAN {i}",
    "IBAN di nha konta: {i}",
    "nha IBAN i {i}",
    "IBAN ɔnɔ na {i}",
    "IBAN naŋ aŋ {i}",
    "IBAN um a {i}",
    "o IBAN do fornecedor de painéis em Castries é {i}",
    "IBAN du donateur andorran : {i}",
    "pay the Road Town ferry broker to {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# The ids: kinds no earlier corpus uses; python-stdnum has no module for any of them and no
# check digit is computed here: they are unchecked, their shapes as the author guesses them.
def _cv_nic(g: random.Random) -> str:
    """Cape Verde's Número de Identificação Civil, as guessed: nine digits, a letter, a digit."""
    return f"{g.choice('12')}{_r(g, D, 8)}{g.choice(UPPER)}{g.randrange(10)}"


def _ipres(g: random.Random) -> str:
    """A Senegalese IPRES pension number, as guessed: ten digits."""
    return g.choice("123456789") + _r(g, D, 9)


def _fisher_card(g: random.Random) -> str:
    """A Senegalese artisanal fisher's card, as guessed: port, year and a serial."""
    return f"{g.choice(['DKR', 'MBR', 'JOL', 'ZIG'])}-{g.randrange(2024, 2032)}-{_r(g, D, 6)}"


def _certidao(g: random.Random) -> str:
    """A Portuguese certidão permanente access code: three groups of four digits."""
    return "-".join(_r(g, D, 4) for _ in range(3))


def _epirb(g: random.Random) -> str:
    """An EPIRB's 15-character hex id (no BCH check computed here)."""
    return g.choice("9ABCD") + _r(g, UPPER_HEX, 14)


def _fishing_licence(g: random.Random) -> str:
    """A Cape Verdean fishing licence, as guessed: island, year, serial."""
    return f"LP-{g.choice(['SV', 'ST', 'SL', 'BV'])}-{g.randrange(2028, 2033)}/{_r(g, D, 4)}"


def _cedula(g: random.Random) -> str:
    """A seafarer's book (cédula marítima), as guessed: two letters and six digits."""
    return g.choice(["SV", "ST", "SL"]) + _r(g, D, 6)


def _carta_marinheiro(g: random.Random) -> str:
    """A Portuguese carta de marinheiro, as guessed: six digits and a harbour office."""
    return f"{_r(g, D, 6)}/{g.choice(['LX', 'PN', 'MT', 'SN'])}"


def _residencia(g: random.Random) -> str:
    """A Portuguese residence permit number, as guessed: a letter, eight digits."""
    return g.choice("ABCP") + _r(g, D, 8)


def _cv_passport(g: random.Random) -> str:
    """A Cape Verdean passport, as guessed: PA and seven digits."""
    return "PA" + _r(g, D, 7)


def _sn_passport(g: random.Random) -> str:
    """A Senegalese passport, as guessed: A and eight digits."""
    return "A" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "Número de Identificação Civil da Djenice, para o contrato: {s}": _cv_nic,
    "NIC di nha: {s}": _cv_nic,
    "my Cape Verde NIC for the ferry crew list: {s}": _cv_nic,
    "numéro IPRES de Moussa pour la fiche de paie : {s}": _ipres,
    "IPRES um a {s}": _ipres,
    "carte de pêcheur d'Ousmane (Joal) : {s}": _fisher_card,
    "carte pêcheur yaam ban {s}": _fisher_card,
    "código de acesso da certidão permanente da empresa: {s}": _certidao,
    "certidão permanente, access code for the bank: {s}": _certidao,
    "EPIRB hex id of the Kriola: {s}": _epirb,
    "beacon ID of the camp's PLB, for the registration form: {s}": _epirb,
    "licença di pesca di Odair: {s}": _fishing_licence,
    "fishing licence of the Garoupa II for the auction records: {s}": _fishing_licence,
    "cédula marítima di Edmilson: {s}": _cedula,
    "cédula ɔnɔ na {s}": _cedula,
    "carta de marinheiro do Tiago: {s}": _carta_marinheiro,
    "título de residência da Filipa: {s}": _residencia,
    "my Portuguese residence permit number: {s}": _residencia,
    "passaporte ŋan ɓa {s}": _cv_passport,
    "passaporte kaŋ ŋi {s}": _cv_passport,
    "passeport wum ka {s}": _sn_passport,
    "passeport um a {s}": _sn_passport,
    "passaporte ŋɔŋ ma {s}": _cv_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Vinti4 merchant portal 2FA recovery codes\n{codes}",
            "backup sign-in codes for the Microsoft 365 admin {codes}",
            "Starlink account backup codes: {codes}", "códigos de reserva da autenticação em dois passos:\n{codes}",
            "kodis di backup di 2FA: {codes}", "2FA backup codes ɔnɔ: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/SISP:katia@ondamar.cv?secret={s}&issuer=SISP&period=30",
              "Aegis, manual entry key for the Moloni login: {s}",
              "2FAS, setup key for the InvoiceXpress account: {s}",
              "chavi di 2FA ɔnɔ na {s}"]  # fmt: skip
_CODES = ["{c} is your Vinti4 verification code", "Caixa Económica: introduza {c} para autorizar a transferência.",
          "Votre code Free Money : {c}", "CVMóvel: bu kodi i {c}",
          "Use {c} to confirm your Via Verde login"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Ondamar-Lota", "ONDAMAR-Gelo-5G", "CVMovel-4G-7A21", "UnitelTmais_B3F0",
          "Orange-Bubaque", "Poilao-Camp", "RadioMare-Estudio", "Ferry Kriola Crew",
          "Desal-SalRei", "Starlink-Orango", "MTN-Bolama-4G", "Bolama-Escola", "Lota Mindelo Office",
          "Ondamar Guest Porto Novo"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "network: {s}\nkey: {pw}",
    "auction hall network {s}, password {pw}",
    "wifi at the turtle camp: {s} / {pw}",
    "Raspberry Pi Imager OS customisation: SSID {s}, password {pw}",
    "the key printed under the CVMóvel router: {pw}",
    "wifi {s} senha é {pw}",
    "wifi {s}, si senha i {pw}",
    "wifi {s} password ɔnɔ na {pw}",
    "wifi {s}: ŋan password ɓa {pw}",
    "wifi {s} password yaam ban {pw}",
    "wifi {s} password um a {pw}",
    "wifi {s} password ŋɔŋ ma {pw}",
    "wifi {s}, password wum ka {pw}",
    "wifi {s} password naŋ aŋ {pw}",
    "wifi {s}: password kaŋ ŋi {pw}",
    "le wifi {s}, mot de passe {pw}",
    "ESPHome secrets.yaml:\nwifi_ssid: \"{s}\"\nwifi_password: \"{pw}\"",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("bct_sk_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("kp_live_", (ALNUM, 22)), _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["spelling it out for you: {t}", "[dictated over the VHF, crew channel] {t}",
          "(with gaps so it doesn't show in the notification) {t}", "letra pa letra: {t}",
          "un a un: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " , ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["cadeado di armazém di gelo: {pw}", "kodi di cadeado ɔnɔ na {pw}",
          "code du cadenas de l'abri émetteur : {pw}", "cadeado di viveiro di tartaruga: {pw}",
          "the safe in the Porto Novo ticket office opens with {pw}",
          "keypad at the desal container door takes {pw} then #",
          "padlock on the hatchery fence at Poilão: {pw}", "kodi yaam ban {pw}",
          "kodi di cofre um a {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cachupa", "grogue", "morna", "garoupa", "cavala", "baobab", "tartaruga",
                 "pilon", "funana", "batuku", "lagosta", "bentana", "tabanka", "kankuran",
                 "coladeira", "mangal"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase (Ondamar org vault): {p}": " ",
            "KeePassXC file passphrase: {p}": " ",
            "Proton Pass, unlock passphrase of the shared vault: {p}": "-", "Psono vault passphrase: {p}": ".",
            "a frase-passe do nosso cofre de senhas é {p}": " ", "passphrase ɔnɔ na {p}": "_",
            "passphrase yaam ban {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno collection, bilhetes.bru: headers {{ Authorization: Basic {v} }}": True,
    "Caddy: reverse_proxy lota:8000 {{ header_up Authorization \"Basic {v}\" }}": True,
    "Hoppscotch raw request: Authorization: Bearer {v}": False,
    "Thunder Client env, header Authorization = Basic {v}": True,
    "Insomnia export of the Vinti4 call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/smtpd/secrets (OpenSMTPD):\nmailrelay alertas@ondamar.cv:{pw}",
    "forked-daapd.conf:\ngeneral {{\n    admin_password = \"{pw}\"\n}}",
    "MicroBin .env:\nMICROBIN_ADMIN_USERNAME=admin\nMICROBIN_ADMIN_PASSWORD={pw}",
    "/etc/rancher/rke2/config.yaml:\nserver: https://10.40.0.10:9345\ntoken: {pw}",
    "/etc/mfs/mfsmount.cfg (LizardFS):\nmfsmaster=mfs.ondamar.lan\nmfspassword={pw}",
    "/etc/auto.master: /mnt/nas /etc/auto.nas\n/etc/auto.nas.creds:\nusername=radio\npassword={pw}",
    "rd.conf (Rivendell):\n[mySQL]\nHostname=localhost\nLoginname=rduser\nPassword={pw}\nDatabase=Rivendell",
    "radio.liq:\noutput.icecast(%mp3, host=\"localhost\", port=8000, password=\"{pw}\", mount=\"mare.mp3\", radio)",
    "odoo.conf:\n[options]\ndb_host = localhost\ndb_user = odoo\ndb_password = {pw}",
    "Home Assistant secrets.yaml:\ncerbo_host: 10.40.3.5\nmqtt_password: {pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "zabbix_server.conf:\nDBHost=localhost\nDBName=zabbix\nDBUser=zabbix\nDBPassword={pw}",
    "~/.pgpass:\npg.ondamar.lan:5432:lota:lota_app:{pw}",
    "compose.yaml:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "iax.conf:\n[radio-studio]\ntype=friend\nhost=dynamic\nsecret={pw}",
    "wp-config.php:\ndefine('DB_USER', 'radiomare');\ndefine('DB_PASSWORD', '{pw}');",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Arlindo: ice plant wifi password?\nKatia: {pw}",
    "[07:02] nilton: root pw of the VSAT modem?\n[07:03] rui: {pw}",
    "Djenice: {pw} is the new Marel admin password",
    "Quintino: use {pw}, the Cerbo was changed to that",
    "Braima: password ɔdɛ na {pw}",
    "Sadjo: ŋan password hlaa ɓa {pw}",
    "Mendes: password pinti aŋ {pw}",
    "Coumba: password fes a {pw}",
    "Aliou: password fufaŋ ban {pw}",
    "Malam: password ŋoor ka {pw}",
    "Bacar: password bëlu ŋi {pw}",
    "Iaia: password biya ma {pw}",
    "Odair: senha nobu é {pw}",
    "Nhima: senha nobu i {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "palavra\u200c-passe = {pw}", "ѕenha: {pw}", "sеnha → {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "p\u0430ssword: {pw}", "pass\u034fword = {pw}", "Ｓｅｎｈａ: {pw}",
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
    "the Marel admin password is": "{s}", "Cerbo remote console, pw:": "{s} (since the July storm)",
    "password ɔnɔ na": "{s}", "Danfoss panel password": "{s}\n(rotate when the turtle season ends)",
    "password yaam ban": "{s}", "senha:": "{s}", "nha senha é": "{s}", "Furuno service password": "{s}",
    "the password Nilton read out over the VHF was": "{s}, I think", "password um a": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Vendus API key", "{s}", _j((HEX, 32))),
    ("split_token", "Bictorys key:", "{s} (ferry payments)", _j("bct_sk_live_", (ALNUM, 32))),
    ("split_token", "CLS Themis client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "BlueWallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 05/35", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FK"))),
    ("split_backup", "SISP recovery codes", "{s}\nqvtm-4821-hzpa\nrbkn-0937-wecs", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "EPIRB hex id", "{s}", _epirb),
    ("split_phrase", "Bitwarden org vault passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"marel": {"url": "https://balanca.ondamar.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "quintino", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"inverters": [{"name": "sun2000-a"}, {"name": "sun2000-b", "installer_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["snmpstatus", "-v3", "-l", "authNoPriv", "-u", "nms", "-a", "SHA", "-A", "{s}", "ups-desal"]}': ("meta_password", _plain_pw),
    '{"note": "password ɔnɔ di server na {s}"}': ("meta_password", _plain_pw),
    '{"palavra-passe": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Danfoss panel as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"vendus": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"paytechSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"stat_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "03/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "vinti4"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CR")),
    '{"crew": {"cedula_maritima": "{s}"}}': ("meta_id", _cedula),
    '{"mfa": {"recovery_codes": ["{s}", "qvtm-4821-hzpa", "rbkn-0937-wecs"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"turtle_fund_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"hatchery": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Poilao-Camp", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"venus-image-cerbogx-v3.60.swu").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ondamar/bilhetes:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"lota: add the ice tonnage column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bilhetes: revert the fare rounding", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"ninhos-poilao-2031.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"lota-fecho-2031-08.xlsx").hexdigest()
_SHA1 = hashlib.sha1(b"radio-grelha-setembro.pdf", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Marel scale password before the inspector's visit on 2031-09-16.",
    "Arlindo asked for the ice plant wifi password; it's on the card in the manager's drawer.",
    "Policy: Ondamar passwords are at least 14 characters and live only in the Bitwarden vault.",
    "Never paste a password into WhatsApp; send a Bitwarden Send link.",
    "The `.env.example` line `VENDUS_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "After each Venus OS update the Cerbo GX makes you pick a fresh password.",
    "Replace <YOUR_VINTI4_KEY> in the README with the key from the merchant portal.",
    "PAYTECH_API_SECRET and STAT_API_KEY must be set before the nightly sync runs.",
    "password ɔnɔ, nõ ɔmɛ ninguin.",
    "ŋan password, ɓi tɔɔ ninguin.",
    "Ka u ji ŋen password naŋ.",
    "Ba bu ñaŋ ninguin password kaŋ.",
    "Uka mëlëŋ ninguin password wum.",
    "Kasumay! Ukan jikaanut password yaam.",
    "Na fio? Password um, ta an o mbaa.",
    "Na ŋoo ninguin password ŋɔŋ.",
    "As palavras-passe da empresa levam no mínimo catorze caracteres, sem exceção.",
    "Ka bu konta ningen bu senha, ok?",
    "Le mot de passe de la régie doit faire au moins quatorze caractères.",
    "La contraseña de la lonja se cambia cada noventa días.",
    "Das Passwort fürs Eiswerk ändern wir nach der Saison.",
    "Пароль от ноутбука на пароме меняем раз в квартал.",
    "制冰厂的密码每三个月换一次。",
    "Bul wax kenn sa password.",
    "Upgraded the Cerbo GX from Venus OS 3.54 to 3.60 and pymodbus to 3.9.2 on Sunday.",
    f"commit {_COMMIT} adds the ice tonnage column to the auction reports.",
    f"Rolled back to {_SHORT} after the fare rounding broke the Porto Novo receipts.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Venus OS 3.60 image for the Cerbo GX has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of lota-fecho-2031-08.xlsx: {_SHA512}",
    f"The ticket API container runs ghcr.io/ondamar/bilhetes@sha256:{_IMAGE}.",
    f"MD5 of ninhos-poilao-2031.csv is {_MD5}, same as the copy on the camp laptop.",
    f"sha1sum radio-grelha-setembro.pdf → {_SHA1}",
    "Request id 3c8f12a7-94e0-4b6d-a215-7e0d93c4b8f1 is the slow one in the booking logs.",
    "Purchase order PO-2031-00733 for 12 RO membranes ships from Lisbon on Friday.",
    "GLPI #3381: the Porto Novo ticket printer jams every morning.",
    "Call the Bubaque radio studio on +245 95 512 3847 before ten.",
    "Booking ref KRL-2031-08-0441: 3 passengers and a pickup, Mindelo to Porto Novo, 08:00.",
    "Ferry Kriola, IMO 9134672, is in dry dock until the 20th.",
    "Plate ST-42-KV, the ice truck, has its inspection on Thursday.",
    "The Sal Rei unit makes 4.2 m³ of water a day at 310 µS/cm; the Bubaque unit 3.1 m³.",
    "Nest 217 at Poilão hatched 94 of 112 eggs after 58 days; sand temperature 29.4 °C.",
    "After three wrong passwords the Danfoss panel locks the account for 15 minutes.",
    "The ice plant makes 8 t of flake ice a day; the cold room holds 40 t at -22 °C.",
    "The secret of a good cachupa is to leave it on the fire overnight.",
    "Ask Katia for the hatchery padlock code, I don't have it.",
    "My card ending 4417 was declined at the chandlery in Mindelo.",
    "The Falklands consultant wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the SISP portal and keep them in the office safe.",
    "No real wallet helpdesk asks for seed words; report anyone who does.",
    "Keep `VINTI4_MERCHANT_KEY` in the secrets store, never in the repository.",
    "The padlock on the hatchery fence rusts in the salt air; oil it every week.",
    "Vendus moved the API key page under Settings › Integrations in its last release.",
    "ISBN 978-989-8661-47-0 is the fish field guide on the auction-hall shelf.",
    "The guest wifi 'Ondamar Guest Porto Novo' is open, no password needed.",
    "Lot L-2031-0822: 46 kg of wahoo, 18 kg of garoupa, sold at 640 CVE/kg.",
    "Radio Maré broadcasts on 103.5 MHz in Mindelo and 98.1 MHz in Bubaque.",
    "The EPIRB on the Kriola was serviced on 2031-05-02; battery replaced.",
    "Version 2.14.0 of the ticket app fixes the Kriol translation of the refund screen.",
    "Ticket DESAL-220: membrane pressure rose from 52 to 58 bar over two weeks.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-07-01T08:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ondamar/marel", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 1207}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "3381", "purchase_order": "PO-2031-00733"}',
    '{"nest": {"id": "POI-217", "eggs": 112, "hatched": 94, "sand_temp_c": 29.4}}',
    '{"phone": "+245 95 512 3847", "city": "Bubaque"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "ice_tonnes_today": 8}',
    '{"booking": "KRL-2031-08-0441", "route": "Mindelo-Porto Novo", "departure": "08:00"}',
    '{"desal": {"site": "Sal Rei", "m3_per_day": 4.2, "conductivity_us_cm": 310}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
