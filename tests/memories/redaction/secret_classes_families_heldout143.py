# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-forty-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-forty-second's docstring,
the fifth to hundred-and-forty-second only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a fish and a
vessel's registration, a ferry and a year, a name with a birth year and a harbour, a leet word
and a year, a species and a tonnage, a fjord's cage and a year, a Faroese wind and its force, a
dialect word and a boat, a watch and a shift, generated groups and runs), names, places,
templates, tools, vendors and layouts, the way the staff of Skerryvoe Atlantic (SVA, a fictional
North Atlantic fishing, salmon-farming, fish-processing and ferry network: a pelagic factory at
Klaksvík with its plate-freezer line, a salmon farm in Sundalagið with the feed barge Fjallsbrún,
the Blacksness weighbridge and fish auction at Scalloway, the inter-island ferries Noss Ranger and
Vaila Star with booking offices at Lerwick's Holmsgarth and in Tórshavn, an air ambulance base at
Kirkwall, an office in Ísafjörður and the IT desk in Reykjavík; staff from the Faroes, Shetland,
Orkney, Iceland, Bergen, Vendsyssel, Poland and the Vilnius region, Lithuania, northern Courland,
Batangas, Nakhon Si Thammarat, Isan and Hull) leak secrets into an assistant's memory. The texts
are Messenger, Viber, WhatsApp, Teams, Slack, Signal, Telegram, LINE, Threema, SMS and Iridium
mail messages, Google Keep, Apple Notes, OneNote, Samsung Notes and Bitwarden notes to self,
TOPdesk, Jira and Zendesk tickets, a SuperOffice note, Confluence pages, e-mails, an incident
note, a runbook, README fragments, shell history (JuiceSSH, Termius, Tera Term, SecureCRT,
MobaXterm, Blink Shell, iTerm2, GNOME Terminal, tmux, Konsole, WezTerm, a crontab line), configs,
code, voice notes, read-outs over the VHF and requests to the assistant itself, around the panels
of factory, farm, harbour, ferry and base hardware (a Marel Innova grading station, Gram plate
freezers, a GEA Omni panel, a Sabroe Unisab III, a Baader 212, a Rinstrum R420 weighbridge
indicator, a Precia Molen i40, AKVA Control and ScaleAQ feeding, Steinsvik cameras, an OxyGuard
Pacific, LoRaWAN loggers, an Ewon Cosy 131 with Talk2M, a Teltonika access point, a Peplink MAX
BR1, a Cobham SAILOR 6110, Starlink, Tait TP9500 radios, Zebra ZT411 and ZQ521 printers, a Boca
Lemur ticket printer, DESFire crew cards, a Stryker LUCAS 3, a Synology DS923+). Tools none of
heldouts 5 to 142 names: PHP's `imap_open`, `ftp_login` and `ssh2_auth_password`, JSch, Apache
Commons Net's `FTPClient`, JavaMail's `Transport.send`, Rust's ssh2 crate (`userauth_password`)
and tiberius, Go's gosnmp, go-ldap and gomail, Node's ssh2-sftp-client, ImapFlow and basic-ftp,
and Python's pyghmi, pexpect's `pxssh` and clickhouse-connect; beside them the commands the
product names (sshpass, mysql -p, redis-cli -a, curl --user, docker login, htpasswd -b,
smbclient -U, 7z -p, openssl -pass, gpg --passphrase, plink -pw, xfreerdp /p:, net use, sqlplus,
ipmitool -P, mosquitto_pub -P, a password printed into sudo -S) and the formats it names (a wifi
QR code, connection strings, a table row's and a CSV row's user and password cells, `key = value`
assignments, bearer and basic credentials), in layouts of its own. About 41 % of the texts are
in other languages than English (by a rough count of the drawn samples): Southern Thai (Pak Tai,
in Thai script), Isan (in Thai script), Batangueño Tagalog, Bergensk (the Norwegian of Bergen),
Vendelbomål (the North Jutlandic of Vendsyssel), Tamian Latvian (the Latvian of northern
Courland), the Polish of the Vilnius region (polszczyzna wileńska) and Hull English, which no
earlier docstring names, and Faroese, Icelandic, Danish,
Norwegian (Bokmål and Nynorsk), Swedish, Polish, Lithuanian, Latvian, Tagalog, Thai, German,
Russian, Ukrainian, Spanish, Portuguese, Italian, Slovak, Shetlandic and Orcadian in wordings of
their own. The eight new languages' wordings are the author's approximations, checked by no
speaker, built around a possessive or a pronoun (and for some a copula, a particle or a
negation) and the loanwords people there really text (password, wifi, API key, user, login, TIN,
card, IBAN, command): Southern Thai's `ฉาน` ("I"), `หนิ` and `แหลง` ("speak"); Isan's `ข้อย`
("I"), `แม่น` ("is"), `บ่` ("not"), `ไผ` ("who") and `เด้อ`; Batangueño's `ala eh`, `ga` and `ire`
("this") with `huwag mong ipagsasabi`; Bergensk's `e` ("is"), `te` ("to"), `ikkje … da` and `du
logge inn`; Vendelbomål's `a` ("I"), `mi` ("my"), `dæ` and `hold den for dæ selv`; Tamian's
clipped endings (`man jaun e-past parol`, `dator`, `atslēg`) and `i` for `ir`; the Vilnius
Polish `u mnie … takie`, a past tense without its personal ending (`ja zmienił`) and `słyszysz`;
Hull's `me` ("my"), `t'` for the article, `nowt`, `our kid` and `ta`. The Tamian and Vendelbomål
forms are the thinnest guesses. Vendors (Dohop, Lucinity, Micetro, Plane Finder, Veðurstofa
Íslands, Síminn, Noona, Kara Connect, Regla, Pósturinn, Atlantic Airways, Strandfaraskip
Landsins, MitID, ID-porten, Pakkelabels, Simply.com, Loganair, ClearBank, Lursoft, eParaksts,
Symfonia, Saldeo, GlobKurier, SMSPlanet, Zowie, Opn Payments, SCB Easy, Rabbit LINE Pay,
Thailand Post, Zort, Page365, Semaphore, Kalibrr, Avimate, Ortivus, Cleric, Terrafix, LIFENET,
emsCharts, Traumasoft, Fishfacts, Kontali, OptoScale, Ace Aquatec, Enable Banking, Fiskistofa,
Føroya Tele and the Lerwick Port Authority) are ones heldouts 5 to 142 do not name; only Opn
Payments' `skey_` prefix is a shape the author knows, so every other shape here (Lucinity's
`luc_`, Kara Connect's `kc_live_`, OptoScale's `os_`, the UUIDs, hex runs, base64 runs and JWTs)
is the author's guess. The ids are kinds heldouts 5 to 142 do not use: a Faroese driving licence
(koyrikort), a Faroese health insurance (Heilsutrygd) card, a Faroese work and residence permit,
an Icelandic work permit (atvinnuleyfi), a Danish residence card (opholdskort), a Thai driving
licence, a Thai seafarer's book, a Philippine BIR TIN, a Latvian work permit (darba atļauja), a
Lithuanian work permit (leidimas dirbti), a Polish work permit (zezwolenie na pracę), a UK CAA
pilot's licence and a Young Scot card, for which python-stdnum has no module and which no library
or this file checks (no check-digit algorithm is written here): they are unchecked, their shapes
invented or as the author believes them; passports under Vilnius Polish, Bergensk, Southern Thai,
Vendelbomål, Hull and Batangueño words, likewise unchecked. Card numbers pass Luhn (Dankort's
5019 and Visa/Dankort's 4571 prefixes, as the author believes them, drawn here besides the value
helpers' brands, all checked with python-stdnum's `luhn`). The IBANs are of countries used least
by a rough count over the IBAN shapes of heldouts 5 to 142 (the Faroe Islands, Greenland,
Slovakia, Serbia, Belarus, Guatemala, Jordan and Mongolia, in eleven corpora each), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Russian, Czech,
Spanish, Portuguese and Italian lists, each with a valid checksum. Counts: 390 secret samples, 20
field pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 143_580_229
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


_SPECIES = ["Makril", "Sild", "Svartkjaftur", "Laksur", "Hysa", "Toskur", "Upsi", "Lodna",
            "Kongafiskur", "Skata", "Silver", "Piltock", "Sillock", "Mackerel", "Whiting",
            "Hake"]  # fmt: skip
_REGS = ["KG688", "KG221", "TN327", "VA12", "FD540", "LK985", "LK62", "K1130", "IS56", "BA811",
         "TN1104", "LK417"]  # fmt: skip
_FERRIES = ["NossRanger", "VailaStar", "Solarbra", "HolmRanger", "Fetlar", "Brimdrangur",
            "Hvalba", "Swona"]  # fmt: skip
_PLACES = ["Klaksvik", "Torshavn", "Lerwick", "Scalloway", "Kirkwall", "Isafjordur", "Reykjavik",
           "Sundalag", "Holmsgarth", "Blacksness", "Hatston", "Nordoyggjar", "Skalafjord",
           "Stromness", "Vagur", "Fuglafjordur"]  # fmt: skip
_NAMES = ["Jogvan", "Rokur", "Sjurdur", "Turid", "Rannva", "Beinta", "Hogni", "Magnie",
          "Lowrie", "Ina", "Erlend", "Thorfinn", "Sigurdur", "Thordis", "Eyrun", "Ragnhild",
          "Eirik", "Mads", "Karen", "Krzysztof", "Agnieszka", "Wojtek", "Mindaugas", "Ruta",
          "Janis", "Ilze", "Rodel", "Marivic", "Jenalyn", "Somchai", "Anong", "Tadeusz",
          "Daz"]  # fmt: skip
_DIALECT = ["Peerie", "Peedie", "Bonxie", "Tammie", "Selkie", "Noost", "Haaf", "Simmer", "Voe",
            "Skerry"]  # fmt: skip
_WINDS = ["Nordvestan", "Sunnanvindur", "Utnyrdingur", "Landnyrdingur", "Eystan", "Vestan"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Sk3rryv0e", "M4kr1ll", "S4lm0n", "Bryggj4", "F3rj4", "H3rr1ng", "T0sk", "L4ksur",
         "Bonx13"]  # fmt: skip


def _landing(g: random.Random) -> str:
    """A species and a tonnage, the way a freezer crew jokes a password together."""
    return f"{g.choice(_SPECIES)}{g.choice([420, 650, 880, 1200, 1850, 2300])}t{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Three random groups of five, capitals and digits, as a vault's generator writes them."""
    return "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(3))


# The ways the staff pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SPECIES)}{g.choice(_REGS)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FERRIES)}{g.randrange(2009, 2032)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2006)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SYMBOLS),
    _landing,
    lambda g: f"{g.choice(_PLACES).lower()}_bur{g.randrange(1, 15)}_{g.randrange(2018, 2032)}",
    lambda g: f"{g.choice(_WINDS)}{g.randrange(5, 12)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_DIALECT)}{g.choice(['Boat', 'Hoose', 'Skiff', 'Ferry', 'Bait'])}{g.randrange(10, 100)}",
    _generated,
    lambda g: f"Vakt{g.randrange(1, 6)}{g.choice(['Natt', 'Dag', 'Kvold'])}{g.choice(_SYMBOLS)}{g.choice(_REGS)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word, code or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Messenger from Rodel, freezer line: the Marel Innova password for the grading station is {pw}",
    "Viber group 'Klaksvík nightshift', Marivic: Gram plate freezer HMI password {pw}",
    "WhatsApp, Magnie: the Rinstrum R420 weighbridge indicator admin password is {pw}",
    "Teams chat with Jógvan: Sabroe Unisab III compressor panel password {pw}",
    "Slack #feed-barge: the AKVA Control password on the Fjallsbrún barge is {pw}",
    "Signal from Eirik: ScaleAQ feeding system web password {pw}",
    "Telegram, Mindaugas: Ewon Cosy 131 Talk2M password {pw}",
    "LINE from Somchai: the Baader 212 filleting machine's service password {pw}",
    "SMS from Lowrie: Peplink MAX BR1 admin password on the Noss Ranger is {pw}",
    "Iridium mail from the Vaila Star's bridge: Cobham SAILOR 6110 password {pw}",
    "TOPdesk call 24-0417: the Zebra ZT411 label printer password {pw} gets refused at the login screen",
    "Jira SVA-812: Boca Lemur ticket printer in the Holmsgarth booking office, admin password {pw}",
    "SuperOffice note on the Scalloway auction account: Precia Molen i40 password {pw}",
    "Hi Rannvá,\n\nthe admin password on the Klaksvík freezer-line server is now {pw}. Put it in Bitwarden and bin this mail, please.\n\nBest,\nSjúrður",
    "Incident 2031-11-03: the GEA Omni panel in the Klaksvík engine room was reachable from the guest wifi with password {pw}",
    "Runbook: plate freezer 4 defrost override\n1. open the Gram HMI\n2. log in as service\n3. password {pw}\n4. start defrost on station 4",
    "README.md on the weighbridge PC's desktop\nthe Rinstrum web UI is at http://10.40.2.15, admin password `{pw}`.",
    "can you remember my Betri banki netbank password? it's {pw}",
    "voice note from the hangar: the Kirkwall base ops PC password is {pw} full stop",
    "Loyniorðið til vektina niðri á bryggjuni er {pw}",
    "Threema message from Erlend: Tait TP9500 radio programming password {pw}",
    "Lykilorðið á tölvunni niðri í vélarrúminu er {pw}",
    "Zendesk ticket 5521: OxyGuard Pacific oxygen controller web password {pw}, please rotate",
    "Adgangskoden til pc'en ude i frysehuset er {pw}",
    "Apple Notes, 'Kirkwall base': Stryker LUCAS 3 device password {pw}",
    "Passordet til PC-en i styrehuset på fôrflåten er {pw}",
    "passordet til vekta nede på kaia er {pw}",
    "lösenordet till datorn vid frysrummet är {pw}",
    "hasło do komputera przy linii mrożenia śledzia: {pw}",
    "Google Keep note 'barge': Steinsvik camera system password {pw}",
    "šaldymo linijos kompiuterio slaptažodis prie sandėlio: {pw}",
    "Samsung Notes on the auction tablet: Zebra ZQ521 printer pairing password {pw}",
    "saldētavas līnijas datora parole ir {pw}",
    "OneNote page 'Ísafjörður office': Synology DS923+ admin password {pw}",
    "ang password ng computer sa freezer ng planta ay {pw}",
    "Jenalyn: bago kong password sa email ng kompanya: {pw}",
    "รหัสผ่านคอมห้องแช่แข็งปลาคือ {pw}",
    "Das Passwort der Eismaschine im Auktionsschuppen: {pw}",
    "пароль от компа в морозильном цеху на причале — {pw}",
    "пароль до комп'ютера біля ваги на причалі: {pw}",
    "la contraseña del ordenador de la lonja de Scalloway es {pw}",
    "a senha do PC da lota em Lerwick é {pw}",
    "da password fir da weighbridge pc doon at da pier is {pw}",
    "Erlend: the password for the peedie office pc, buddo, hid's {pw}",
    "รหัสผ่านคอมห้องเย็นของฉานหนิ {pw}",
    "สมชาย: พาสเวิร์ดเมลฉานเปลี่ยนแล้ว เป็น {pw} แหละหนิ อย่าไปแหลงต่อ",
    "รหัสผ่านคอมโรงงานของข้อยคือ {pw} เด้อ",
    "อนงค์: พาสเวิร์ดเมลของข้อยแม่น {pw} บ่ต้องบอกไผ",
    "Ala eh, ang password ng computer sa freezer ay {pw}",
    "Rodel: ire ang bago kong password sa email, {pw}, huwag mong ipagsasabi ga",
    "Passordet te PC-en nede på kaien e {pw}",
    "Eirik: passordet mitt te jobbmailen e {pw}, ikkje spre det rundt, da",
    "Mi kode te pc'en ved fryseren er {pw}, hold den for dæ selv",
    "Mads: a ha skiftet mi mailkode, den er nu {pw}",
    "saldētav dator parol i {pw}",
    "Jānis: man jaun e-past parol i {pw}",
    "u mnie hasło do komputera w chłodni takie: {pw}",
    "Tadeusz: ja zmienił hasło do poczty na {pw}, nikomu nie mów, słyszysz",
    "password for t'weighbridge PC's {pw}",
    "Daz: me new email password's {pw}, don't tell nowt to nobody",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["jogvan.h", "rokur", "sjurdur.j", "turid", "rannva", "beinta.p", "hogni", "magnie",
          "lowrie.s", "ina.t", "erlend", "thorfinn", "sigurdur", "thordis", "eyrun.b",
          "ragnhild", "eirik.v", "mads.k", "karen.n", "krzysztof.w", "agnieszka", "wojtek",
          "mindaugas", "ruta.p", "janis.b", "ilze", "rodel.m", "marivic", "jenalyn", "somchai",
          "anong.s", "tadeusz", "daz.h", "svc-freezer", "weighbridge", "barge-ops",
          "booking"]  # fmt: skip
_LOGINS = [
    "Viber, Marivic: the Marel Innova login is {u} / {pw}",
    "TOPdesk 24-0433: {u} locked out of the AKVA Control, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Ferry › Booking office › Boca printer: {u} — {pw}",
    "| unit | usr | pw |\n|---|---|---|\n| Precia Molen i40 | {u} | {pw} |",
    "log into the Ewon as {u} with {pw}",
    "Steinsvik camera login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "Jógvan reckons the Sabroe account is {u}, password {pw}",
    "device;username;passwd\nrinstrum-r420;{u};{pw}",
    "ssh {u}@barge-gw.sva.lan (pw {pw})",
    "user fir da shed pc: {u}, password: {pw}",
    "brúkaranavnið hjá mær er {u} og loyniorðið {pw}",
    "notandinn er {u} og lykilorðið {pw}",
    "OxyGuard web: {u} / {pw}",
    "użytkownik {u}, a hasło {pw}",
    "Zebra printer web UI: login {u}, password {pw}",
    "creds for the Tait radio programmer are {u} and {pw}",
    "yung user ko ay {u}, yung password naman {pw}",
    "เข้าระบบด้วย {u} รหัส {pw}",
    "ยูสเซอร์ของข้อย {u} พาสเวิร์ด {pw} เด้อ",
    "ala eh, user {u}, password {pw}",
    "du logge inn som {u} med {pw}",
    "log in as {u}, an' t'password's {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tjaldur", "bonxie", "tammie", "selkie", "noost", "haaf", "lundi", "skarvur",
               "makril", "sildin", "hafrun", "voar", "piltock", "sillock", "skerry",
               "klakkur"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the weighbridge password is {w} in small letters, then the digits {d}",
    "bunkhouse wifi: {w} first, {d} last",
    "type {w} and then {d}, no space",
    "it's {w}{d}, in one go",
    "loyniorðið er orðið {w}, síðan {d}",
    "say {w}, then the number {d}, that's the hangar PC",
    "the word is {w}, and the numbers after it are {d}",
    "w haśle najpierw jest słowo {w}, a za nim {d}",
    "ang password ay yung word na {w}, sunod {d}",
    "tak da word {w} an pit {d} efter it, dat's da password",
    "passordet, det e {w} med {d} bak, skjønner du",
    "u mnie hasło takie: słowo {w} i zaraz {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


# The commands the product names, in this network's layouts.
_CLI = [
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@barge-gw.sva.lan 'systemctl restart akva-bridge'",
    "mysql -h freezer-db.sva.lan -u {u} -p'{pw}' freezerline -e 'select * from plates where state = 4'",
    "redis-cli -h cache.sva.lan -p 6380 -a '{pw}' --no-auth-warning DBSIZE",
    "curl --silent --insecure --user {u}:{pw} https://10.40.2.15/api/weights/latest",
    "docker login registry.sva.lan --username {u} --password '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd-booking {u} '{pw}'",
    "smbclient //nas-kirkwall/flightlogs -U 'SVA\\{u}%{pw}' -c 'ls'",
    "7z a -p'{pw}' -mhe=on landings-2031.7z landings/",
    "openssl enc -aes-256-cbc -pbkdf2 -in crewlist.csv -out crewlist.enc -pass pass:{pw}",
    "gpg --pinentry-mode loopback --batch --yes --passphrase '{pw}' --output prices.csv --decrypt auction-prices.csv.gpg",
    "plink -batch -P 2222 -pw {pw} {u}@10.50.0.2 \"tail -n 50 /var/log/feeder.log\"",
    "xfreerdp /v:booking-pc03.sva.lan /u:{u} /p:'{pw}' /dynamic-resolution",
    "net use W: \\\\weigh-pc\\exports {pw} /user:SVA\\{u}",
    "sqlplus {u}/{pw}@//ora.sva.lan:1521/FERRY",
    "ipmitool -I lanplus -H 10.9.4.37 -U {u} -P '{pw}' sdr type Temperature",
    "mosquitto_pub -h mqtt.sva.lan -u {u} -P '{pw}' -t barge/feeder/4/cmd -m stop",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart freezer-plc-bridge",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "rannva@booking-srv:~$ {c}", "JuiceSSH on the barge tablet: {c}",
    "Termius, host 'weigh-pc':\n$ {c}", "Tera Term, SSH to jump01:\n{c}",
    "SecureCRT session 'freezer-db': {c}", "MobaXterm, tab 3: {c}",
    "Blink Shell on the wheelhouse iPad: {c}", "iTerm2 ~/sva-infra $ {c}",
    "GNOME Terminal, rokur@booking-srv:~$ {c}", "tmux pane 2 on jump01: {c}",
    "history | grep:\n 1042  {c}", "Konsole: {c}", "WezTerm ~/ferry $ {c}",
    "kommandoin, ið eg koyrdi: {c}", "komenda, którą puściłem na serwerze: {c}",
    "ito yung command na tinakbo ko sa server: {c}", "คำสั่งที่รันบนเซิร์ฟเวอร์: {c}",
    "command I ran on t'server: {c}",
]  # fmt: skip

# Libraries' calls that take a user and a password (none of heldouts 5 to 142 names them).
_CODE = [
    '$mbox = imap_open("{{mail.sva.fo:993/imap/ssl}}INBOX", "{u}@sva.fo", "{pw}");',
    '$conn = ftp_connect("10.40.2.15");\nftp_login($conn, "{u}", "{pw}");',
    "$c = ssh2_connect('barge-gw.sva.lan', 22);\nssh2_auth_password($c, '{u}', '{pw}');",
    'Session session = new JSch().getSession("{u}", "weigh-pc.sva.lan", 22);\nsession.setPassword("{pw}");',
    'FTPClient ftp = new FTPClient();\nftp.connect("10.40.2.15");\nftp.login("{u}", "{pw}");',
    'Transport.send(message, "{u}@sva.fo", "{pw}");',
    'sess.handshake()?;\nsess.userauth_password("{u}", "{pw}")?;',
    'let mut config = Config::new();\nconfig.host("sql.sva.lan");\nconfig.authentication(AuthMethod::sql_server("{u}", "{pw}"));',
    'g := &gosnmp.GoSNMP{{Target: "10.50.0.1", Version: gosnmp.Version3, SecurityModel: gosnmp.UserSecurityModel,\n    MsgFlags: gosnmp.AuthPriv, SecurityParameters: &gosnmp.UsmSecurityParameters{{UserName: "{u}",\n    AuthenticationProtocol: gosnmp.SHA, AuthenticationPassphrase: "{pw}", PrivacyProtocol: gosnmp.AES, PrivacyPassphrase: "{pw}"}}}}',
    'l, _ := ldap.DialURL("ldaps://dc1.sva.lan:636")\nerr = l.Bind("cn={u},ou=svc,dc=sva,dc=lan", "{pw}")',
    'd := gomail.NewDialer("smtp.sva.fo", 587, "{u}@sva.fo", "{pw}")',
    "await sftp.connect({{ host: 'sftp.sva.fo', port: 22, username: '{u}', password: '{pw}' }});",
    "const client = new ImapFlow({{ host: 'mail.sva.fo', port: 993, secure: true, auth: {{ user: '{u}@sva.fo', pass: '{pw}' }} }});",
    'await client.access({{ host: "10.40.2.15", user: "{u}", password: "{pw}", secure: false }})',
    'c = command.Command(bmc="10.9.4.37", userid="{u}", password="{pw}")',
    's = pxssh.pxssh()\ns.login("barge-gw.sva.lan", "{u}", "{pw}")',
    'client = clickhouse_connect.get_client(host="ch.sva.lan", username="{u}", password="{pw}")',
]  # fmt: skip
_CODE_PLACES = [
    "{c}", "from the booking-sync repo:\n{c}", "gist pasted in Slack #dev:\n{c}",
    "Jira SVA-851, snippet from the contractor:\n{c}", "code review: this line has to go →\n{c}",
    "koda úr verkætlanini hjá Rók:\n{c}", "fragment kodu od Wojtka:\n{c}",
    "Teams, Mindaugas: is this right?\n{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_shell = _framed("cli_password", _CLI, _SHELLS)
_code = _framed("cli_password", _CODE, _CODE_PLACES)


def _cli(rng: random.Random, n: int) -> list[Sample]:
    """Every command and every call once (``n`` is their count)."""
    return _shell(rng, len(_CLI)) + _code(rng, n - len(_CLI))


_URLS = [
    "rtsp://{u}:{pw}@10.50.3.11:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@weigh-pc.sva.lan/exports/",
    "mqtt://{u}:{pw}@mqtt.sva.lan:1883",
    "mssql+pyodbc://{u}:{pw}@sql.sva.lan/Ferry?driver=ODBC+Driver+18+for+SQL+Server",
    "postgresql://{u}:{pw}@pg.sva.lan:5432/auction",
    "amqp://{u}:{pw}@rabbit.sva.lan:5672/freezer",
    "smb://{u}:{pw}@nas-kirkwall.sva.lan/flightlogs",
    "ldap://{u}:{pw}@dc1.sva.lan:389/dc=sva,dc=lan",
    "redis://:{pw}@cache.sva.lan:6380/2",
    "davs://{u}:{pw}@cloud.sva.fo/remote.php/dav/files/{u}/",
    "sftp://{u}:{pw}@sftp.sva.fo:22/landings/",
    "mongodb://{u}:{pw}@mongo1.sva.lan:27017,mongo2.sva.lan:27017/tracking?replicaSet=rs0",
    "http://{u}:{pw}@10.40.2.15/cgi-bin/weight.cgi",
]  # fmt: skip
_URL_PLACES = [
    "AUCTION_DB_URL={c}", "old Grafana datasource (still in use!): {c}",
    "the DSN the auction dashboard still reads from: {c}", "sambandið til dátugrunnin: {c}",
    "adres bazy z hasłem: {c}", "TOPdesk 24-0451: {c}",
    "Confluence page 'Barge systems': {c}", "note 'barge cams': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "skerryvoe-atlantic", "sub": f"app_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400, "scope": "bookings:read landings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors none of heldouts 5 to 142 names; none publishes a shape the author knows, except Opn
# Payments' `skey_`: every other shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Dohop", "DOHOP_API_KEY", _j((HEX, 32))),
    ("Lucinity", "LUCINITY_API_KEY", _j("luc_", (ALNUM, 40))),
    ("Micetro", "MICETRO_API_TOKEN", _j((ALNUM, 48))),
    ("Plane Finder", "PLANEFINDER_SHARE_KEY", _j((HEX, 24))),
    ("Veðurstofa Íslands", "VEDUR_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Síminn", "SIMINN_SMS_API_KEY", _j((ALNUM, 32))),
    ("Noona", "NOONA_API_TOKEN", _j((URLSAFE, 43))),
    ("Kara Connect", "KARA_API_KEY", _j("kc_live_", (ALNUM, 32))),
    ("Regla", "REGLA_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Pósturinn", "POSTURINN_API_KEY", _j((HEX, 40))),
    ("Atlantic Airways", "ATLANTIC_AGENT_SECRET", _j((B64, 43), "=")),
    ("Strandfaraskip Landsins", "SSL_BOOKING_TOKEN", _vendor_jwt("https://booking.ssl.fo")),
    ("MitID", "MITID_BROKER_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("ID-porten", "IDPORTEN_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Pakkelabels", "PAKKELABELS_API_KEY", _j((HEX, 32))),
    ("Simply.com", "SIMPLY_API_KEY", _j((ALNUM, 40))),
    ("Loganair", "LOGANAIR_AGENT_KEY", _j((UPPER_DIGITS, 32))),
    ("ClearBank", "CLEARBANK_API_TOKEN", _j((B64, 86), "==")),
    ("Lursoft", "LURSOFT_API_KEY", _j((ALNUM, 36))),
    ("eParaksts", "EPARAKSTS_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Symfonia", "SYMFONIA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Saldeo", "SALDEO_API_TOKEN", _j((HEX, 64))),
    ("GlobKurier", "GLOBKURIER_API_KEY", _j((ALNUM, 40))),
    ("SMSPlanet", "SMSPLANET_API_KEY", _j((HEX, 32))),
    ("Zowie", "ZOWIE_API_TOKEN", _j((ALNUM, 48))),
    ("Opn Payments", "OPN_SECRET_KEY", _j("skey_5", (LOWER_DIGITS, 18))),
    ("SCB Easy", "SCB_EASY_API_SECRET", _j((ALNUM, 32))),
    ("Rabbit LINE Pay", "RLP_CHANNEL_SECRET", _j((HEX, 32))),
    ("Thailand Post", "THPOST_TRACK_TOKEN", _vendor_jwt("https://trackapi.thailandpost.co.th")),
    ("Zort", "ZORT_API_SECRET", _j((B64, 43), "=")),
    ("Page365", "PAGE365_TOKEN", _j((HEX, 40))),
    ("Semaphore", "SEMAPHORE_API_KEY", _j((HEX, 32))),
    ("Kalibrr", "KALIBRR_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Avimate", "AVIMATE_API_KEY", _j((ALNUM, 32))),
    ("Ortivus", "ORTIVUS_MOBIMED_SECRET", _j((B64, 44))),
    ("Cleric", "CLERIC_CAD_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Terrafix", "TERRAFIX_API_TOKEN", _j((HEX, 48))),
    ("LIFENET", "LIFENET_API_KEY", _j((ALNUM, 40))),
    ("emsCharts", "EMSCHARTS_API_KEY", _j((ALNUM, 32))),
    ("Traumasoft", "TRAUMASOFT_API_KEY", _j((UPPER_HEX, 40))),
    ("Fishfacts", "FISHFACTS_API_KEY", _j((HEX, 40))),
    ("Kontali", "KONTALI_API_TOKEN", _j((URLSAFE, 40))),
    ("OptoScale", "OPTOSCALE_API_KEY", _j("os_", (ALNUM, 40))),
    ("Ace Aquatec", "ACEAQUATEC_PORTAL_KEY", _j((UPPER_DIGITS, 24))),
    ("Enable Banking", "ENABLEBANKING_SESSION_JWT", _vendor_jwt("enablebanking.com")),
    ("Fiskistofa", "FISKISTOFA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Føroya Tele", "FT_SMS_API_KEY", _j((HEX, 32))),
    ("Lerwick Port Authority", "LPA_PORTCALL_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "SVA wiki › Ferry › Integrations › {vendor}: key {tok}",
    "terraform.tfvars:\n{env_lower} = \"{tok}\"",
    "Bitwarden note '{vendor}': {tok}",
    "{vendor} dashboard says the live key is {tok}",
    "vault kv put secret/ferry/{env_lower} value={tok}",
    "Teams, Karen: rotated the {vendor} key, new one {tok}",
    "crontab: 0 2 * * * {env}={tok} /opt/sva/bin/landing-sync",
    "Jenkins credential '{env}' (secret text): {tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok} -a sva-booking",
    "kubectl -n ferry create secret generic booking-sync --from-literal={env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "docker run -d -e {env}={tok} ghcr.io/sva/booking-sync:2.3",
    "gh secret set {env} --body '{tok}'",
    "group_vars/ferry.yml:\n{env}: \"{tok}\"",
    "setx {env} \"{tok}\"",
    "PowerShell: $env:{env} = '{tok}'",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "SVA admin › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Live integrations': | {vendor} | prod | {tok} |",
    "TOPdesk 24-0470: {vendor} sync gets 401 back, key in config is {tok}",
    "Jira SVA-830: {vendor} integration down since the weekend, key {tok}",
    "don't lose my {vendor} API key for the booking sync: {tok}",
    "Slack #integrations: new {vendor} token is {tok}, binned the previous one",
    "Viber, Rodel: {vendor} key for the landing sync: {tok}",
    "lykilin til API'ið hjá {vendor}: {tok}",
    "API-lykill {vendor} (framleiðsla): {tok}",
    "API-nøkkel for {vendor} i drift: {tok}",
    "produkcyjny klucz API od {vendor}: {tok}",
    "{vendor} API piekļuves atslēga: {tok}",
    "ito yung susi natin sa API ng {vendor}: {tok}",
    "{vendor} ให้คีย์ API มาแล้ว: {tok}",
    "боевой API-ключ {vendor}: {tok}",
    "da {vendor} API key fir da live system: {tok}",
    "API key {vendor} ของฉานหนิ {tok}",
    "API key {vendor} ของข้อยแม่น {tok} เด้อ",
    "ala eh, ire ang API key sa {vendor}: {tok}",
    "API-nøkkelen me bruke te {vendor} e {tok}",
    "API-nøglen te {vendor} er {tok}, hold den for dæ selv",
    "{vendor} API atslēg tas i {tok}",
    "u mnie klucz API do {vendor} taki: {tok}",
    "{vendor} API key's {tok}, don't tell nowt to nobody",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    fishfacts = _r(rng, HEX, 40)
    semaphore = _r(rng, HEX, 32)
    dohop = _r(rng, HEX, 32)
    noona = _r(rng, URLSAFE, 43)
    kara = "kc_live_" + _r(rng, ALNUM, 32)
    pakkelabels = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.fishfacts.com/v1/vessels/KG688", headers={{"X-Api-Key": "{fishfacts}"}})', fishfacts),
        Sample("vendor_token", f"curl --data 'apikey={semaphore}&number=09171234567&message=Shift+moved+to+06:00' https://api.semaphore.co/api/v4/messages", semaphore),
        Sample("vendor_token", f'const res = await fetch(`https://api.dohop.com/v2/fares?from=FAE&to=KOI&key={dohop}`);', dohop),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "NOONA_TOKEN", "\\"{noona}\\"")\n  }}\n}}', noona),
        Sample("vendor_token", f"Info.plist:\n<key>KaraConnectApiKey</key>\n<string>{kara}</string>", kara),
        Sample("vendor_token", f"$client = new Pakkelabels('sva-booking', '{pakkelabels}');", pakkelabels),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, env_lower=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Viber: {t}", "the portal shows it only once, copying it here:\n{t}", "tokenin: {t}",
                "{t}\n^ rotated after the audit", "hold on to this till Monday: {t}",
                "ire ang token, ala eh: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AppKey of the LoRaWAN temperature logger in freezer store 2 (OTAA): {h}": 32,
    "NwkSKey of the cage-7 oxygen probe (ABP): {h}": 32,
    "HMAC secret for the auction results webhook: {h}": 64,
    "raw WPA-PSK (hex) on the feed barge's Teltonika access point: {h}": 64,
    "AES key of the Ewon's exported VPN config: {h}": 32,
    "DESFire AES master key for the ferry crew cards: {h}": 32,
    "dulkodingarlykilin til trygdarritið: {h}": 64,
    "restic repository key for the cold-store backups, hex: {h}": 64,
    "คีย์เข้ารหัสไฟล์แบ็กอัปของโรงงาน: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "TOPdesk 24-0480: token copied from the browser's dev tools {t}",
    "Cookie: lang=fo; sva_session={t}",
    "FERRY_BOOKING_BEARER={t}",
    "stash this bearer token, I need it tomorrow {t}",
    "tokenin til bókingar-API'ið er {t}",
    "mój token do API rezerwacji: {t}",
    "Viber, Marivic: here's the token {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@sva.fo"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.sva.fo/realms/ops",
            "azp": "booking-office",
            "roles": ["booking", "purser"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the barge gateway, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.sva.fo.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FERRY_SAML_PRIVATE_KEY": "{key}", "sp": "booking.sva.fo"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_weigh <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Jira SVA-845, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "privati lykilin til servaran á bryggjuni:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP secret key for the TAKS customs SFTP upload:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet words, typing them in before the paper gets wet: {p}": "english",
    "Sparrow backup, from the notebook in my locker\n{p}": "english",
    "Exodus seed from the old crew-fund wallet (emptied): {p}": "english",
    "Tangem card backup, the phrase: {p}": "english",
    "voice note on the night watch: my Zengo recovery words are {p}, end of the words": "english",
    "Confluence page 'Auction deposit wallet (retired)': {p}": "english",
    "сид-фраза от кошелька Trust, не потеряй: {p}": "russian",
    "MetaMask, фраза для восстановления, записываю сюда: {p}": "russian",
    "obnovovacia fráza k peňaženke Exodus: {p}": "czech",
    "frase semilla de la cartera de Xoán: {p}": "spanish",
    "frase de recuperação da carteira do Tiago: {p}": "portuguese",
    "frase di recupero del portafoglio Ledger di Matteo: {p}": "italian",
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
    if brand == "dankort":
        return _card_of(rng, ["5019"], [16])
    if brand == "visa_dankort":
        return _card_of(rng, ["4571"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Viber, Marivic: the company card for the Marel spare parts is {c}, exp {mm}/{yy}",
    "the spare card from the kitchen drawer at home: {c} exp {mm}/{yy}",
    "PAN {c}\nvalid to {mm}/{yy}",
    "TOPdesk 24-0490: pay the Gram service visit with card {c}",
    "kortnummarið hjá mær: {c}, {mm}/{yy}",
    "Jira SVA-861: the crew-fuel card {c} was cloned, block it",
    "mi kortnummer er {c}, {mm}/{yy}",
    "numer mojej karty służbowej: {c}",
    "gamitin mo na lang card ko pambayad ng pamasahe: {c}, exp {mm}/{yy}",
    "เลขบัตรเครดิตที่ใช้จ่ายค่าตั๋ว: {c}",
    "card's {c}, runs out {mm}/{yy}, our kid",
    "card on file for the Loganair tickets: {c}",
]  # fmt: skip
_BRANDS = ["visa", "dankort", "mastercard", "amex", "visa_dankort", "maestro", "jcb", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 03/34, CVC {cvv}",
               "CVC off the back, next to where I signed: {cvv}",
               "Amex {c}, the little four digits printed on the front: {cvv}",
               "tey trý tølini aftan á kortinum: {cvv}",
               "kod CVV z tyłu karty firmowej: {cvv}",
               "yung tatlong numero sa likod ng BDO card ko: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 142 (eleven corpora
# each); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"FO": "n" * 14, "GL": "n" * 14, "SK": "n" * 20, "RS": "n" * 18,
                "BY": "aaaa" + "nnnn" + "c" * 16, "GT": "aaaa" + "n" * 20,
                "JO": "aaaa" + "n" * 22, "MN": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice 2031-118 from the net loft: please pay to {i} before the month closes",
    "save the Tórshavn chandler's IBAN: {i}",
    "IBAN: {i}\nReference: landing KG688 week 41",
    "Slack #finance: the Nuuk shrimp buyer's new bank details, IBAN {i}",
    "kontan hjá mær, IBAN: {i}",
    "the Slovak net maker wants the deposit on {i}",
    "mit IBAN til lønnen: {i}",
    "mój IBAN do przelewu wypłaty: {i}",
    "Greenland shrimp factory, payment details: IBAN {i}",
    "IBAN ko para sa sweldo: {i}",
    "kontonummeret mitt, IBAN-en, e {i}",
    "pay me wages into {i}, ta",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids and documents of kinds heldouts 5 to 142 do not use. python-stdnum has no module for any of
# them and this file writes no check: their shapes are invented or as the author believes them.
def _fo_licence(g: random.Random) -> str:
    """A Faroese driving licence (koyrikort) number: eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


def _fo_health(g: random.Random) -> str:
    """A Faroese health insurance (Heilsutrygd) card number: ten digits."""
    return "298" + _r(g, D, 7)


def _fo_permit(g: random.Random) -> str:
    """A Faroese work and residence permit (arbeiðs- og uppihaldsloyvi): letters, year, serial."""
    return f"AUL-{g.randrange(2027, 2032)}-{_r(g, D, 5)}"


def _is_permit(g: random.Random) -> str:
    """An Icelandic work permit (atvinnuleyfi) number: ten digits."""
    return _r(g, D, 10)


def _dk_residence(g: random.Random) -> str:
    """A Danish residence card (opholdskort) number: two letters and seven digits."""
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _th_licence(g: random.Random) -> str:
    """A Thai driving licence number: eight digits."""
    return _r(g, D, 8)


def _th_seabook(g: random.Random) -> str:
    """A Thai seafarer's book (หนังสือคนประจำเรือ) number: a letter and six digits."""
    return g.choice("ABCS") + _r(g, D, 6)


def _ph_tin(g: random.Random) -> str:
    """A Philippine BIR TIN with its branch code: four groups of three digits."""
    return f"{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, D, 3)}-000"


def _lv_permit(g: random.Random) -> str:
    """A Latvian work permit (darba atļauja) number: DA and seven digits."""
    return "DA" + _r(g, D, 7)


def _lt_permit(g: random.Random) -> str:
    """A Lithuanian work permit (leidimas dirbti) number: LD and eight digits."""
    return "LD" + _r(g, D, 8)


def _pl_permit(g: random.Random) -> str:
    """A Polish work permit (zezwolenie na pracę) number: an office, a year, a serial."""
    return f"WSC-{g.randrange(2027, 2032)}/{_r(g, D, 6)}"


def _caa_licence(g: random.Random) -> str:
    """A UK CAA pilot's licence number."""
    return f"GBR.FCL.CPL(H).{_r(g, D, 6)}"


def _young_scot(g: random.Random) -> str:
    """A Young Scot (National Entitlement) card number: 633597 and twelve digits, spaced."""
    number = "633597" + _r(g, D, 12)
    return " ".join(number[k : k + 6] for k in range(0, 18, 6))


def _letters_digits(letters: int, digits: int, tail: str = "") -> Maker:
    """A passport number of ``letters`` capitals, ``digits`` digits and ``tail`` letters."""

    def make(g: random.Random) -> str:
        return _r(g, UPPER, letters) + _r(g, D, digits) + _r(g, UPPER, len(tail))

    return make


_ID_PLACES: dict[str, Maker] = {
    "Faroese driving licence no. {s}": _fo_licence,
    "Heilsutrygdarkortið hjá Beintu, nr. {s}": _fo_health,
    "arbeiðs- og uppihaldsloyvið hjá Rodel: {s}": _fo_permit,
    "Icelandic work permit number for Rodel: {s}": _is_permit,
    "Jenalyn's Danish residence card: {s}": _dk_residence,
    "mi opholdskort, nummer {s}, ligger i skuffen": _dk_residence,
    "Somchai's Thai driving licence: {s}": _th_licence,
    "หนังสือคนประจำเรือของข้อย เลขที่ {s} เด้อ": _th_seabook,
    "TIN ko sa BIR: {s}": _ph_tin,
    "ala eh, ire ang TIN ko: {s}": _ph_tin,
    "Latvian work permit, Ilze: {s}": _lv_permit,
    "man darb atļauj numur i {s}": _lv_permit,
    "mano leidimo dirbti numeris {s}": _lt_permit,
    "Polish work permit number for Wojtek's cousin: {s}": _pl_permit,
    "u mnie paszport litewski, numer {s}": _letters_digits(0, 8),
    "me CAA licence number's {s}": _caa_licence,
    "da Young Scot card number is {s}": _young_scot,
    "passnummeret mitt e {s}, om du treng det te billetten": _letters_digits(2, 7),
    "เลขพาสปอร์ตของฉานหนิ {s}": _letters_digits(2, 7),
    "mi pasnummer er {s}": _letters_digits(0, 9),
    "me passport number's {s}": _letters_digits(0, 9),
    "ire ang pasaporte ko, numero {s}, ala eh": _letters_digits(1, 7, "A"),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [
        f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}"
        for _ in range(n)
    ]


_BACKUPS = ["Bitwarden two-step login recovery codes, printed copy:\n{codes}",
            "backup codes for the SVA Microsoft 365 admin: {codes}",
            "varakotur til 2FA hjá mær: {codes}",
            "kody zapasowe do 2FA na koncie firmowym:\n{codes}",
            "mga backup code ko sa 2FA ng email: {codes}",
            "backupkoder til totrinsbekræftelse:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/SVA%20Bitwarden:rannva@sva.fo?secret={s}&issuer=SVA%20Bitwarden&period=30",
              "Aegis, manual entry for the Ewon Talk2M login: {s}",
              "2FAS, setup key for the Lucinity console: {s}",
              "2FA lykilin hjá mær til Talk2M: {s}"]  # fmt: skip
_CODES = ["{c} is your Síminn verification code",
          "Auðkenningarkóðinn þinn er {c}",
          "Twój kod do logowania w banku: {c}",
          "{c} คือรหัสยืนยันสำหรับเข้าสู่ระบบ ห้ามบอกผู้อื่น",
          "{c} ang verification code mo para sa pag-login. Wag mong ibibigay."]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["SVA-Freezer-Line", "Klaksvik-Bunkhouse", "Fjallsbrun-Barge", "Noss-Ranger-Crew",
          "Holmsgarth-Office", "Scalloway-Auction", "KirkwallAMB-Base", "Isafjordur-Hus",
          "Hey_5G_2B14", "FRITZ!Box 7530 EK", "Nova-Heima-7C", "TP-Link_C4F2",
          "Starlink-Vaila"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "crew net {s}, password {pw}",
    "wifi in the bunkhouse: {s} / {pw}",
    "WPA key from the label on the Starlink box: {pw}",
    "wifi {s}, loyniorð: {pw}",
    "lykilorðið á netinu {s} er {pw}",
    "the auction hall wifi, {s}, takes {pw}",
    "wifi {s} w kontenerze, hasło: {pw}",
    "guest net on the ferry is {s}, key {pw}",
    "yung wifi sa barracks, {s}, password {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
    "รหัสไวไฟ {s} แม่น {pw} เด้อ",
    "wifi {s}, koden er {pw}, hold den for dæ selv",
    "da wifi {s} password is {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("skey_5", (LOWER_DIGITS, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("luc_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it off the screen letter by letter: {t}", "[read over the VHF, channel 12] {t}",
          "(spaced out so it won't show in the Viber preview) {t}", "tekin fyri tekin: {t}",
          "letra por letra, ala eh: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["keypad on the bait store at Scalloway: {pw} then #",
          "hongilásið á agnhúsinum: {pw}",
          "gate to the fish quay at Blacksness: {pw}",
          "freezer store door keypad, Klaksvík: {pw}#",
          "SIM PIN of the Teltonika on the feed barge: {pw}",
          "kod do kłódki na kontenerze z sieciami: {pw}",
          "alarm code for the auction hall: {pw}",
          "ang code ng padlock sa locker ko ay {pw}",
          "controlled drugs safe at the Kirkwall base: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["skerry", "voe", "haaf", "noost", "simmer", "bonxie", "tammie", "selkie",
                 "tjaldur", "lundi", "sild", "makril", "brim", "fjara", "piltock", "sillock"]  # fmt: skip
_PHRASES = {"master passphrase, ops vault in Bitwarden: {p}": " ",
            "KeePassXC database passphrase (ferry office): {p}": "-",
            "Proton Pass: the shared vault passphrase is {p}": ".",
            "VeraCrypt volume on the USB stick with the crew lists, passphrase {p}": " ",
            "loyniorðsetningin til trygdarritið: {p}": " ",
            "adgangsfrasen til backuppen: {p}": "_",
            "me backup passphrase's {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman collection export, header Authorization: Basic {v}": True,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "Insomnia export of the booking call: Authorization: Bearer {v}": False,
    "Node-RED flow export, the http request node: Authorization = Basic {v}": True,
    "curl -v log from the landing sync: > authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Node-RED settings.js:\nmodule.exports = {{\n    credentialSecret: \"{pw}\",\n    uiPort: 1880,\n}}",
    "telegraf.conf on the barge:\n[[outputs.influxdb]]\n  urls = [\"http://10.50.0.5:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "mosquitto.conf bridge to shore:\nconnection shore\naddress mqtt.sva.lan:8883\nremote_username barge4\nremote_password {pw}",
    "zabbix_server.conf:\nDBHost=pg.sva.lan\nDBUser=zabbix\nDBPassword={pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "~/.netrc:\nmachine ftp.sva.fo\nlogin weighbridge\npassword {pw}",
    "odbc.ini:\n[AuctionDB]\nDriver=ODBC Driver 18 for SQL Server\nServer=sql.sva.lan\nUID=auction\nPassword={pw}",
    "upsd.users on the feed barge:\n[upsmon]\n    password = {pw}\n    upsmon primary",
    "snmpd.conf on the Ewon side:\ncreateUser monitor SHA \"{pw}\" AES \"{pw}\"",
    "pjsip.conf (booking office phones):\n[6101]\ntype=auth\nauth_type=userpass\nusername=6101\npassword={pw}",
    "compose.yaml:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "~/.my.cnf on the freezer-line server:\n[client]\nuser=freezer\npassword={pw}",
    "application.properties:\nspring.datasource.url=jdbc:postgresql://pg.sva.lan:5432/auction\nspring.datasource.username=auction\nspring.datasource.password={pw}",
    "web.config:\n<appSettings>\n  <add key=\"SmtpUser\" value=\"booking@sva.fo\" />\n  <add key=\"SmtpPassword\" value=\"{pw}\" />\n</appSettings>",
    "ESPHome, freezer-door-sensor.yaml:\nwifi:\n  ssid: SVA-Freezer-Line\n  password: \"{pw}\"",
    "Laravel .env of the booking site:\nDB_CONNECTION=mysql\nDB_USERNAME=booking\nDB_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Rannvá: bunkhouse wifi password?\nSjúrður: {pw}",
    "[05:40] magnie: root pw for the weighbridge pc?\n[05:41] lowrie: {pw}",
    "Rodel: {pw} is the new Marel password",
    "Eirik: use {pw}, that's what the AKVA panel has now",
    "Høgni: nýggja loyniorðið er {pw}",
    "Ina: it's {pw} now, I changed it after the audit",
    "Wojtek: nowe hasło to {pw}",
    "Thorfinn: new pw {pw}, don't put it on the whiteboard",
    "นก: รหัสใหม่คือ {pw}",
    "Arnel: ala eh, bagong password: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "adgangs\u2060kode: {pw}", "loyni\u00adorð: {pw}", "lykil\u200borð = {pw}", "lоyniоrð → {pw}",
    "𝗵𝗮𝘀𝗹𝗼 {pw}", "ⓢⓛⓐⓟⓣⓐⓩⓞⓩⓓⓘⓢ: {pw}", "pa\u034frole: {pw}", "has\u200dło: {pw}",
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
    "the Marel Innova admin password is": "{s}", "Gram HMI service pw:": "{s} (since the panel swap in May)",
    "nýggja loyniorðið til vektina er": "{s}", "AKVA Control password": "{s}\nchange it after the harvest",
    "lykilorðið á vélinni er": "{s}", "hasło:": "{s}", "ala eh, password ko sa Marel:": "{s}", "Rinstrum password": "{s}",
    "the password Lowrie read out over the VHF was": "{s}, I think", "me password's": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Fishfacts API key", "{s}", _j((HEX, 40))),
    ("split_token", "Opn Payments secret key:", "{s} (live)", _j("skey_5", (LOWER_DIGITS, 18))),
    ("split_token", "Regla API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/35", lambda g: v.grouped(_card(g, "dankort"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FO"))),
    ("split_backup", "Bitwarden recovery codes", "{s}\nq7vm-2k9x-pr4d\nz8nc-41tw-hh6e", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "TIN ko sa BIR", "{s}", _ph_tin),
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
    '{"marel": {"host": "innova.sva.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"loyniorð": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "magnie", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"freezers": [{"name": "plate-3"}, {"name": "plate-4", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "barge-ops@barge-gw.sva.lan"]}': ("meta_password", _plain_pw),
    '{"note": "hasło do komputera w chłodni to {s}"}': ("meta_password", _plain_pw),
    '{"รหัสผ่าน": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the AKVA panel as barge-ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"fishfacts": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"saldeoToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"semaphore_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "05/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa_dankort"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GL")),
    '{"crew": {"bir_tin": "{s}"}}': ("meta_id", _ph_tin),
    '{"mfa": {"recovery_codes": ["{s}", "q7vm-2k9x-pr4d", "z8nc-41tw-hh6e"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"trawler_crew_kitty": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bait_store": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Klaksvik-Bunkhouse", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"rinstrum-r420-firmware-4.2.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/sva/booking-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"landings: add tonnage column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"auction: revert tare rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"auction_2031-10-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"landings-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Rinstrum weighbridge password before the calibration visit on 2031-09-14.",
    "Magnie asked for the bunkhouse wifi password; it's on the card pinned up in the mess.",
    "Policy: SVA passwords are at least 14 characters and live only in the Bitwarden vault.",
    "Passwords don't go into Viber; share them through the vault.",
    "The `.env.example` line `FISHFACTS_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The AKVA Control panel asks for a new password after every software update.",
    "Replace <YOUR_SEMAPHORE_KEY> in the README with the key from your Semaphore dashboard.",
    "DOHOP_API_KEY and NOONA_API_TOKEN must be set before the nightly booking sync runs.",
    "Sig ongum loyniorðið hjá tær, heldur ikki í telefonini.",
    "Ekki gefa neinum lykilorðið þitt, ekki einu sinni yfirmanninum.",
    "Del aldrig din adgangskode med nogen, heller ikke med IT.",
    "Passordet må vere minst fjorten teikn langt.",
    "Nigdy nikomu nie podawaj swojego hasła, nawet brygadziście.",
    "Niekam nesakykite savo slaptažodžio, net meistrui.",
    "Nevienam nesakiet savu paroli, pat brigadierim.",
    "Huwag mong ibigay kahit kanino ang password mo, kahit sa supervisor.",
    "อย่าบอกรหัสผ่านของคุณให้ใครรู้ แม้แต่หัวหน้างาน",
    "รหัสผ่านหนิ อย่าแหลงให้คนอื่นรู้",
    "บ่ต้องบอกรหัสผ่านให้ไผเด้อ",
    "Ala eh, huwag mong ipagsasabi ang password mo ga.",
    "Passordet ditt ska du ikkje spre rundt, da.",
    "Di kode ska du hold for dæ selv.",
    "Savu parol nesak nevienam.",
    "Nu, hasła nikomu nie mów, słyszysz.",
    "Don't tell nowt to nobody about your password, our kid.",
    "Keep dy password ta dysel, min.",
    "Bitte gib dein Passwort niemals am Telefon weiter.",
    "Upgraded Marel Innova from 6.4 to 6.5 and the Ewon firmware to 15.0s2 over the weekend.",
    f"commit {_COMMIT} adds the tonnage column to the landings report.",
    f"Rolled back to {_SHORT} after the tare-weight rounding broke the auction export.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Rinstrum R420 firmware 4.2.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of landings-2031.parquet: {_SHA512}",
    f"The booking API container runs ghcr.io/sva/booking-api@sha256:{_IMAGE}.",
    f"MD5 of auction_2031-10-02.csv is {_MD5}, same as the copy on the share.",
    "Request id 3c9f1a72-8e4b-4d10-a6c5-2b7e90f1d384 is the slow one in the booking logs.",
    "Purchase order PO-2031-00722 for 12 tonnes of pellet feed ships from Bergen on Tuesday.",
    "TOPdesk call 24-0417: the Klaksvík plate freezer 4 alarm keeps tripping at night.",
    "Booking 2031-118842 for two cabins on the Lerwick sailing is confirmed.",
    "Call the Scalloway auction office on +44 1595 880 412 before seven.",
    "ISBN 978-1-84159-458-3 is the Shetland fishing history on the office shelf.",
    "The van with the plate SY21 KLM is parked at Holmsgarth.",
    "Plate freezer 4 holds 1 800 kg per cycle at −35 °C; a cycle takes 2 h 40 min.",
    "Cage 7 at Sundalagið: water 8.4 °C, oxygen 92 % saturation, biomass 410 t.",
    "The weighbridge read 38 640 kg gross and 14 220 kg tare for the Klaksvík lorry.",
    "After five wrong passwords the Marel Innova locks the account for 15 minutes.",
    "The Noss Ranger is 74.5 m long and carries 340 passengers and 60 cars.",
    "Ask Lowrie for the keypad code to the bait store, I don't have it.",
    "My card ending 4410 was declined at the Kirkwall chandlery.",
    "The Belarus net supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the SVA Bitwarden account and keep them in the safe.",
    "Whoever asks for your seed words on Telegram is a scammer.",
    "Keep `SEMAPHORE_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the bait store rusts in the salt air; oil it every month.",
    "Ewon moved the Talk2M account page under Settings › Security in its latest release.",
    "The guest wifi 'SVA-Guest' on the ferry is open, no password needed.",
    "Landing LND-2031-KG-0417: 1 850 t of blue whiting, fat 3.1 %, delivered by KG 688.",
    "Version 2.3.1 of the booking sync fixed the cabin double-booking; 2.3.2 adds Faroese receipts.",
    "Flight SVA-AMB-27 left Kirkwall at 14:05 and landed in Aberdeen at 14:52.",
    "Hasło do wifi wisi na kartce w stołówce.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-09-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ops/marel-innova", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "24-0417", "purchase_order": "PO-2031-00722"}',
    '{"landing": {"id": "LND-2031-KG-0417", "tonnes": 1850, "fat_pct": 3.1}}',
    '{"phone": "+44 1595 880 412", "town": "Scalloway"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "pallets_in_store": 2416}',
    '{"cage": 7, "site": "Sundalagið", "water_c": 8.4, "oxygen_pct": 92}',
    '{"sailing": "Lerwick-Kirkwall", "vessel": "Noss Ranger", "departs": "2031-10-04T17:30:00Z"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
