# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-ninetieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-eighty-ninth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-ninetieth's siblings, the hundred-and-ninety-first to hundred-and-ninety-third), any
test, the reports, the benchmarks, the changelog nor the git history, and the scrubber was never
run on it. Its own seed (190627415), password words (a reindeer word, an earmark number and a sign;
a snowmobile model, a model year, a sign and a village; a turbine type, its megawatts and a dam; a
sauna word, a temperature and a sign; a smolt weight, a sign and a pen; an ore-railway word and a
year; a name, a birth year, a sign and a lake; Sami words joined by dots with a number; Kildin
place names in Latin letters with a year; a generator's three groups and random runs), names,
places, templates, tools, vendors and layouts, the way the staff of Guovssahas Holding (fictional:
reindeer herding in Kautokeino and Karasjok, snowmobile tours from Inari and Ivalo, hydro-dam
maintenance on the Alta, Pasvik and Lule rivers, a fish farm by Vardø, a sauna hotel in Jokkmokk,
a mine railway out of Kiruna, and a herders' credit union with offices in Murmansk and Lovozero)
leak secrets into an assistant's memory. The texts are Signal, Telegram, WhatsApp, VK, Max,
Teams, Slack, Element, Spond, Snapchat and SMS messages, chat logs with times, tickets, wiki pages
and tables, notes, e-mails, runbooks, README fragments, shell and PowerShell prompts, TSO and
1C consoles, code (Python, Go, Rust, C#, Kotlin, Lua, Elixir, COBOL, ABAP, the 1C language, Nim
and Julia), configs, voice-memo transcripts and requests to the assistant itself; the label's
separators run from a colon, "is" and a dash to an arrow, an emoji, a new line, quotes (`"…"`,
`«…»`, `„…“`), parentheses, a tab and a table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 189 names (each grepped for the
command, flag, key or variable itself): GRUB's `set superusers` with a plain `password` line,
syslinux's `MENU PASSWD`, Sublime SFTP's `sftp-config.json`, XAMPP's `sendmail.ini`, rathole's
`default_token`, `sedutil-cli --setAdmin1Pwd`, `ykman fido access change-pin --new-pin`, a
`GIT_ASKPASS` script that echoes, `LFTP_PASSWORD` with lftp's `--env-password`,
`RCLONE_CONFIG_PASS`, `KOPIA_PASSWORD`, the output of `Get-LapsADPassword -AsPlainText` and of
`Get-AdmPwdPassword`, Neo4j's `dbms.security.createUser`, CouchDB's `_config/admins`, COBOL's
`EXEC SQL CONNECT`, ABAP's `cl_http_client`, `security set-keychain-password`, a Raspberry Pi
`userconf.txt` made with `openssl passwd`, NixOS's `initialPassword`, a TSO `LOGON user/password`
(`TSO LOGON` grepped; bteq's `.LOGON` is elsewhere), `john --show`, mimikatz's and LaZagne's output, certbot's `dns_cloudflare_api_token`, and the company's
own `GUOVS_SCADA_DB_PASS`, `SIIDA_GPS_TOKEN`, `BOAZU_LEDGER_KEY` and `VARDO_PEN_API_KEY`. Beside
them commands of lightly used tools (each in one or two earlier corpora: `systemd-creds encrypt`,
`homectl` fed `PASSWORD`, `wbadmin -password:`, Redis `ACL SETUSER`, ClickHouse's
`sha256_password`, `create_ap`, `lnxrouter -p`, `adb shell cmd wifi connect-network`, `adb shell
input text`, `jamf createAccount`, DietPi's `AUTO_SETUP_GLOBAL_PASSWORD`, Armbian's
`PRESET_ROOT_PASSWORD`, cloud-init's `plain_text_passwd`, a preseed's `d-i passwd/root-password`,
FreeBSD's `pw usermod -h 0`, 1C's `ibcmd --db-pwd` and `rac --cluster-pwd`, `ntripclient`, `uqmi --verify-pin1`, BACnet's `bacrd`, Supermicro's `ipmicfg -user
setpwd`, Dell's `cctk --setuppwd`, `COMGTPIN`, `sakis3g APN_PASS`, smsd.conf's `pin`, Pat's
`secure_login_password`, fcrackzip's and pdfcrack's output), and common layouts (env files,
compose, systemd, Kubernetes secrets, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and
Bearer headers, connection strings) in wordings of their own.

About 46 % of the secret samples are in other languages than English (by a rough count of the
drawn samples over the marker words below: 177 to 191 of 390, by a strict and a loose list): Northern Sami, Inari Sami, Skolt Sami, Lule Sami,
Kildin Sami in Cyrillic, Meänkieli, Kven, and Norwegian and Swedish texting, with Russian, Czech,
Korean, Italian and Portuguese only in seed-phrase lines. The wordings are the author's
approximations, checked by no speaker, built around a few marker words and the loanwords people
there really text (password, passord, lösen, salasana, пароль, wifi, PIN, token, server, API):
Northern Sami `beassansátni`, `mu`, `lea`, `ođđa`, `giitu`, `ale muital geasage`, `dasto`,
`stuorra bustávain`, `skohter`, `uksa`; Inari Sami `muu`, `lii`, `uđđâ`, `takkâ`, `ele muitâl`;
Skolt Sami `muu`, `lij`, `ođđ`, `späʹsseb`; Lule Sami `mu`, `lij`, `ådå`, `Gijtto`, `passuvrrda`;
Kildin Sami `мунн`, `лӣ`, `ōдт`, `пароль`, `вайфай`, `шӣгк`; Meänkieli `miun`, `on`, `uusi`,
`kiitos`, `elä sano kellekhään`, `kooti`; Kven `miun passordi`, `on`, `kiitos`, `elä sano
kelleeki`; Norwegian texting `passordet er`, `koden til døra`, `ikke del`, `mvh`, `btw`, `ass`;
Swedish texting `lösen e`, `koden är`, `asså`, `typ`, `tack`, `kram`. The thinnest guesses are the
Kildin lines (`лӣ` as the copula, `ōдт`, `шӣгк`), the Skolt `lij` and `ođđ`, the Inari `ele
muitâl kiäsánii`, the Lule `passuvrrda` and `ådå`, and the Kven `kelleeki`; the prime of Skolt
`späʹsseb` is typed as the modifier letter, as print writes it.

Vendors (Nortic, Citybreak, Simployer, Tidsbanken, Zaver, Finshark, ZealiD, Commfides,
Futurehome, Aidon, Crosskey, Yandex Rasp, Russian Post's Otpravka, Visbook, Planyo, Trafikverket,
NVE's HydAPI, Ishavskraft, Rovakaira, Inergia, Jämtkraft, Rainpower, Hymatek, Aqualine, Nofitech,
Artec Aqua, Mørenot, Pinovo, Bookvisit, Caspeco, Trivec, Onslip, Bane NOR, Infranord, Railcare,
Strukton, Kaunis Iron, PhosAgro, Tietoevry, Bricknode and POP Pankki) are ones heldouts 5 to 189
do not name (grepped by name). The author believes two shapes real (Yandex Rasp's UUID key and
Trafikverket's 32-hex authentication key); every other shape is a guess (hex, base64, URL-safe
and alphanumeric runs, UUIDs, JWTs for Finshark and ZealiD, `zvr_live_`, `fh_pat_`, `nfx-`,
`bkn_` and `pop_` prefixes). BitLocker recovery passwords follow the published layout (eight
groups of six digits, each divisible by 11).

The ids are kinds heldouts 5 to 189 do not use, except two lightly used ones: Russia's SNILS,
drawn with its check number (computed here by the published weighted-sum rule and asserted), and
Finland's tax number (veronumero), whose python-stdnum module (`fi.veronumero`) checks only its
length and digits. The others are invented shapes that no library or this file checks: a
Norwegian reindeer earmark registration, a Swedish renmärke registration, a Sámi Parliament
electoral roll number, a Norwegian snowmobile driver's licence, a Swedish lokförarbevis (train
driver licence), a Norwegian fartsbevis (boat licence), a Russian border-zone permit for the Kola
coast, and Norwegian, Swedish, Finnish and Russian passports. Card numbers pass Luhn (Mir cards
drawn here with the 2200-2204 prefixes, and the value helpers' Visa, Mastercard, Maestro and
UnionPay, checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough
count over the IBAN shapes and IBAN calls of heldouts 5 to 189 (Norway, Finland, Denmark,
Slovenia, Honduras, Luxembourg, Austria and Czechia, in fourteen corpora each by that count),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Russian,
Czech, Korean, Italian and Portuguese lists, each with a valid checksum. Counts: 390 secret
samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts
and 10 clean metadata dicts.
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
from stdnum.fi import veronumero as fi_veronumero

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 190_627_415
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


_HERD = ["Boazu", "Heargi", "Aldu", "Miessi", "Varit", "Spaillit", "Cearpmat", "Luovus", "Rotnu",
         "Gabba", "Nahkki", "Goddi"]  # fmt: skip
_SLEDS = ["LynxRave", "Tundra", "Skandic", "Alpina", "Expedition", "Yeti", "Titan", "Ranger"]
_TURBINES = ["Kaplan", "Francis", "Pelton", "Bulb", "Deriaz"]
_DAMS = ["Alta", "Porjus", "Harspranget", "Boris", "Skogfoss", "Melkefoss", "Suorva", "Messaure",
         "Kaitakoski", "Kolsnjavr"]  # fmt: skip
_SAUNA = ["Loyly", "Kiuas", "Vihta", "Savusauna", "Lauteet", "Avanto"]
_PENS = ["Merd", "Ring", "Pen", "Bur"]
_RAIL = ["Malmbanan", "Ofotbanen", "IORE", "Pellets", "Rensjon", "Abisko"]
_LAKES = ["Inarijarvi", "Paatsjoki", "Lujavr", "Umbozero", "Tornetrask", "Virihaure", "Iesjavri",
          "Lovozero", "Akkajaure", "Seitjavr"]  # fmt: skip
_VILLAGES = ["Guovdageaidnu", "Karasjohka", "Anar", "Avvil", "Giron", "Jokkmokk", "Lujavvr",
             "Nellim", "Sevettijarvi", "Vuotso", "Pajala", "Kirovsk", "Kovdor", "Vardo"]  # fmt: skip
_NAMES = ["Ande", "Maret", "Biret", "Niillas", "Ristin", "Jovnna", "Elle", "Issat", "Asllat",
          "Inga", "Sunna", "Piera", "Olga", "Nina", "Valentina", "Sasha", "Lars", "Annika",
          "Sindre", "Kari", "Pentti", "Aila", "Eino", "Hilja", "Toivo", "Jouni"]  # fmt: skip
_SAMI_WORDS = ["javri", "varri", "eanu", "geassi", "dalvi", "guovssu", "beaivi", "manu", "naste",
               "jiekna", "muohta", "suohpan", "gietti", "luokta"]  # fmt: skip
_KILDIN = ["Lujavvr", "Kintus", "Chudzjavr", "Lejjavvr", "Kuellnegk", "Arsjogk", "Sejtjavvr"]
_SYMBOLS = "!#$%&*?@+=^~"


def _sami_joined(g: random.Random) -> str:
    return ".".join(g.sample(_SAMI_WORDS, 3)) + "." + str(g.randrange(10, 100))


def _generator(g: random.Random) -> str:
    """Three random groups, small letters and digits, the way a manager writes them."""
    return "-".join(_r(g, LOWER_DIGITS, g.choice([5, 6])) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_HERD)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SLEDS)}{g.randrange(2019, 2034)}{g.choice(_SYMBOLS)}{g.choice(_VILLAGES)}",
    lambda g: f"{g.choice(_TURBINES)}-{g.randrange(12, 400)}MW-{g.choice(_DAMS)}",
    lambda g: f"{g.choice(_SAUNA)}{g.randrange(70, 111)}C{g.choice(_SYMBOLS)}",
    lambda g: f"Smolt{g.randrange(60, 250)}g{g.choice(_SYMBOLS)}{g.choice(_PENS)}{g.randrange(1, 13)}",
    lambda g: f"{g.choice(_RAIL)}{g.randrange(1960, 2034)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2010)}{g.choice(_SYMBOLS)}{g.choice(_LAKES)}",
    _sami_joined,
    lambda g: f"{g.choice(_KILDIN)}{g.randrange(1930, 2030)}{g.choice(_SYMBOLS)}",
    _generator,
    lambda g: _r(g, ALNUM, 14),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Signal, Ánde: the Guovdageaidnu herd server password is {pw}",
    "Telegram, #skuter-inari: Lynx tour tablet admin password → {pw}",
    "WhatsApp from Máret: password for the corral scale 👉 {pw}",
    "VK message from Olga (Murmansk office): the 1C server password is «{pw}»",
    "Max chat, Lovozero branch: new teller PC password - {pw}",
    "Teams, Hydro Ops › Porjus: SCADA historian password is {pw}",
    "Slack #fish-vardo: feed barge PC password: \"{pw}\"",
    "Element room !dam-alta: the governor HMI password (ssh too) is {pw}",
    "Spond post for the sauna staff: booking tablet password 🔑 {pw}",
    "Snapchat from Sindre, screenshot retyped: hotel wifi admin password {pw}",
    "SMS from Niillas: snowmobile garage PC password is {pw}",
    "[07:42] jovnna: password for the GPS collar portal?\n[07:43] biret: {pw}",
    "[22:10] lars: Kiruna yard signal box PC, password\n{pw}",
    "Ticket GUO-3318: Rainpower turbine controller lost its config, service password ({pw}) still works",
    "Ticket RAIL-204: reset the Bane NOR portal password, current one is {pw}",
    "Wiki › Sauna hotel › Devices\n| device | password |\n|---|---|\n| Harvia panel, sauna 2 | {pw} |",
    "Wiki table 'Dam Alta':\tPLC web password\t{pw}",
    "note to self: credit union core banking test password = {pw}",
    "Hi Issát,\n\nthe reindeer slaughterhouse PC password is {pw}. Delete this mail when it's in the vault.\n\nGiitu,\nElle",
    "Runbook: smolt transfer at Vardø\n1. open the feed barge PC\n2. log in as operator\n3. password: {pw}\n4. start pump 2",
    "README (ore-train depot)\nThe locomotive diagnostics laptop is at depot-kir-07, password `{pw}`.",
    "voice memo, transcribed: the password for the dam camera recorder is {pw} full stop",
    "remember my Sparebank 1 Nord-Norge password please, it's {pw}",
    "please store this: Jokkmokk hotel PMS password {pw}",
    "my Gosuslugi password is now {pw}",
    "Mu e-poastta beassansátni lea {pw}",
    "Ođđa beassansátni herd-serverii: {pw}, ale muital geasage",
    "Niillas: skohter-garáša dihtora beassansátni lea {pw}",
    "Mu beassansátni (bankii) → {pw}",
    "Beassansátni:\n{pw}\ngiitu!",
    "Muu salasana lii {pw}",
    "Uđđâ salasana Anar skuter-kontorân lii {pw}, takkâ",
    "Muu password lij {pw}, späʹsseb",
    "Ođđ salasana lij {pw}",
    "Mu passuvrrda lij {pw}",
    "Ådå passord Jåhkåmåhkke hotellaj lij {pw}. Gijtto!",
    "Мунн пароль лӣ {pw}",
    "Ōдт пароль 1С-сервер лӣ {pw}, шӣгк",
    "Валентина: пароль банк-программа лӣ «{pw}»",
    "Miun salasana on {pw}",
    "Uusi salasana Pajalan konttorhiin on {pw}, elä sano kellekhään",
    "Aila: Kiirunan raitehen tietokoneen salasana on {pw}",
    "Miun passordi on {pw}",
    "Uusi passordi Vesisaaren merrahaan on {pw}, kiitos",
    "Hilja: passordi laksetietokoneelle on „{pw}“",
    "passordet til fôrflåten er {pw} btw",
    "hei! nytt passord på hytta-pcen: {pw}, ikke del ass",
    "Kari: passordet er {pw} (mvh)",
    "Sindre -> passord til skuter-utleia: {pw}",
    "lösen e {pw} asså",
    "nya lösenordet till bastun e {pw}, tack",
    "Annika: lösen till malmtågs-datorn: {pw} typ",
    "Lars: lösenordet (hotellet) → {pw} kram",
    "Ođđa wifi-beassansátni hotellas: {pw}",
    "Biret: 1C beassansátni lea {pw}, giitu",
    "Muu salasana skuter-portaalân lii „{pw}“",
    "Ōдт пароль вайфай лӣ {pw}",
    "Miun salasana pankhiin on ({pw})",
    "Toivo: passordi fôrflåten-PC:lle on {pw}",
    "Ola: nytt passord på skuter-pcen -> {pw}",
    "lösenordet till malmtågs-PC:n e {pw} btw",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ande", "maret.s", "biret", "niillas", "ristin", "jovnna", "elle.h", "issat", "asllat",
          "inga", "sunna", "piera", "olga.k", "nina", "valentina", "sasha", "lars", "annika",
          "sindre", "kari", "pentti", "aila", "eino", "hilja", "toivo", "svc-scada", "svc-feed",
          "teller01"]  # fmt: skip
_LOGINS = [
    "Signal, Ánde: the corral scale login is {u} / {pw}",
    "Ticket GUO-3344: {u} locked out of the Hymatek HMI, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Hydro › Pasvik › Skogfoss RTU: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| feed barge PC | {u} | {pw} |",
    "log into the credit union core as {u} with {pw}",
    "Railcare portal login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: sauna-panel-2\n  user: {u}\n  password: {pw}",
    "Telegram: account {u}, password {pw}",
    "Lars says the yard PC account is {u} and the password is {pw}",
    "system,login,password\ngps-collars,{u},{pw}",
    "ssh {u}@herd-srv.guovs.lan (password {pw})",
    "Max: creds for the 1C base are {u} and {pw}",
    "Geavaheaddji {u}, beassansátni {pw}",
    "Geavaheijee {u}, salasana {pw}",
    "Пользователь {u}, пароль лӣ {pw}",
    "Käyttäjä {u}, salasana {pw}",
    "brukar {u}, passordi {pw}",
    "bruker: {u} / passord: {pw}",
    "användare {u}, lösen {pw}",
    "Geavaheaddji namma lea {u} ja beassansátni lea {pw}",
    "användarnamn {u} och lösenord {pw} typ",
    "Anv: {u} Lösen: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["boazu", "heargi", "miessi", "lohkka", "suohpan", "guovssu", "skohter", "loyly",
               "kiuas", "smolt", "malmtag", "turbiini", "lujavvr", "gietti", "avanto", "ruoktu"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password for the herd server: it's {w}, straight after it the number {d}",
    "voice memo: the sauna wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the turbine HMI password",
    "it's {w}{d}, word and digits joined",
    "beassansátni lea sátni {w}, dasto logut {d}",
    "beassansátni: {w} stuorra bustávain, dasto {d}",
    "salasana lii sääni {w}, tastoo {d}",
    "пароль лӣ слово {w}, а потом {d}",
    "salasana on sana {w}, sitte numerot {d}",
    "passordi on sana {w} ja sitte {d}",
    "passordet er ordet {w}, så {d}",
    "lösen e ordet {w} och sen {d}",
    "type {w}, then {d} - that's the wifi password at the Jokkmokk hotel",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 5 % len(_SAID_WORDS)]  # no word twice
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "sedutil-cli --setAdmin1Pwd oldpass-unused {pw} /dev/nvme0",
    "ykman fido access change-pin --pin 123987 --new-pin {pw}",
    "printf '#!/bin/sh\\necho {pw}\\n' > /tmp/askpass && chmod +x /tmp/askpass && GIT_ASKPASS=/tmp/askpass git push origin main",
    "LFTP_PASSWORD='{pw}' lftp --env-password -u {u} sftp://files.guovs.no",
    "RCLONE_CONFIG_PASS='{pw}' rclone sync /srv/herd remote:herd-backup",
    "KOPIA_PASSWORD='{pw}' kopia snapshot create /srv/scada",
    "cypher-shell -u neo4j -d system \"CALL dbms.security.createUser('{u}', '{pw}', false)\"",
    "curl -X PUT http://127.0.0.1:5984/_node/_local/_config/admins/{u} -d '\"{pw}\"'",
    "security set-keychain-password -o oldkeychainpw -p '{pw}' ~/Library/Keychains/login.keychain-db",
    "echo \"pi:$(echo '{pw}' | openssl passwd -6 -stdin)\" > /boot/firmware/userconf.txt",
    "echo -n '{pw}' | systemd-creds encrypt --name=scada-db - /etc/credstore.encrypted/scada-db",
    "PASSWORD='{pw}' homectl create {u} --real-name='Guovssahas ops' --storage=luks",
    "wbadmin start backup -backupTarget:\\\\nas01\\backup -include:C: -user:{u} -password:{pw} -quiet",
    "redis-cli -h cache.guovs.lan ACL SETUSER {u} on '>{pw}' '~*' '+@all'",
    "clickhouse-client -q \"CREATE USER {u} IDENTIFIED WITH sha256_password BY '{pw}'\"",
    "jamf createAccount -username {u} -realname 'Ops' -password '{pw}' -admin",
    "echo '{pw}' | pw usermod {u} -h 0",
    "ibcmd infobase dump --dbms=PostgreSQL --db-server=pg1c.guovs.lan --db-name=ledger --db-user={u} --db-pwd={pw} /backup/ledger.dt",
    "rac infobase summary list --cluster=3f1a --cluster-user={u} --cluster-pwd={pw} 1c.guovs.lan:1545",
    "ntripclient -s rtk.kartverket.no -r 2101 -m KAUT00NOR0 -u {u} -p {pw}",
    "ipmicfg -user setpwd 2 {pw}",
    "cctk --setuppwd={pw}",
    "sakis3g connect APN=internet.telia.no APN_USER={u} APN_PASS='{pw}'",
    "bacrd 127001 0 {pw}",
    "Get-LapsADPassword -Identity HYDRO-SCADA01 -AsPlainText\n\nComputerName : HYDRO-SCADA01\nAccount      : Administrator\nPassword     : {pw}",
    "Get-AdmPwdPassword -ComputerName FEED-BARGE-PC | fl\nComputerName : FEED-BARGE-PC\nPassword     : {pw}",
    "john --show nt.hashes\n{u}:{pw}:1001::::\n1 password hash cracked, 0 left",
    "mimikatz # sekurlsa::logonpasswords\n * Username : {u}\n * Domain   : GUOVS\n * Password : {pw}",
    "lazagne.exe all\n[+] Password found !!!\nURL: https://core.guovs-cu.ru\nLogin: {u}\nPassword: {pw}",
    "fcrackzip -u -D -p words.txt herd-2031.zip\nPASSWORD FOUND!!!!: pw == {pw}",
    "pdfcrack -f ledger-q3.pdf\nfound user-password: '{pw}'",
    "READY\nLOGON {u}/{pw}",
    "adb shell input text '{pw}'",
    "create_ap wlan0 eth0 Guovs-Sauna {pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "herd-srv:~$ {c}", "root@dam-alta-gw:~# {c}", "PS C:\\ops> {c}",
    "ande@guovdageaidnu:~$ {c}", "[olga@murmansk-1c ~]$ {c}", "lars@kiruna-yard:~$ {c}",
    "zsh on the Jokkmokk Mac: {c}", "Termius, tab 'Vardø barge':\n$ {c}",
    "Dát lea kommando maid vuojehin: {c}", "Kommando maid mun vuojehin: {c}",
    "Команда, мунн вуэйхэ: {c}", "Kommento jonka mie ajoin: {c}", "kjørte denne: {c}",
    "körde det här: {c}", "the command I ran yesterday: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg-herd.guovs.lan:5432/herd",
    "mysql://{u}:{pw}@booking-db.guovs.lan/sauna_hotel",
    "mongodb://{u}:{pw}@mongo.guovs.lan:27017/gps?authSource=admin",
    "redis://:{pw}@cache.guovs.lan:6379/2",
    "amqp://{u}:{pw}@mq.guovs.lan:5672/feed",
    "sftp://{u}:{pw}@files.guovs.no:22/herd-exports/",
    "rtsp://{u}:{pw}@cam-skogfoss-2.guovs.lan:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@barge-vardo.guovs.lan/logs/",
    "mssql+pyodbc://{u}:{pw}@sql-cu.guovs.lan/Ledger?driver=ODBC+Driver+18+for+SQL+Server",
    "opc.tcp://{u}:{pw}@plc-porjus.guovs.lan:4840",
    "Server=sql-cu.guovs.lan;Database=Ledger;User Id={u};Password={pw};TrustServerCertificate=true",
    "Host=pg1c.guovs.lan;Port=5432;Database=ledger;Username={u};Password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "HERD_DB_URL={c}", "keep this connection string for me: {c}", "Wiki › Databases: {c}",
    "Ticket GUO-3402: {c}", "čadnostreaŋga: {c}", "строка подключения: {c}",
    "tilkobling: {c}", "anslutning: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "guovssahas", "sub": f"client_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "accounts payments"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Nortic", "NORTIC_API_KEY", _j((HEX, 32))),
    ("Citybreak", "CITYBREAK_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Simployer", "SIMPLOYER_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Tidsbanken", "TIDSBANKEN_API_TOKEN", _j((ALNUM, 40))),
    ("Zaver", "ZAVER_API_KEY", _j("zvr_live_", (ALNUM, 32))),
    ("Finshark", "FINSHARK_ACCESS_TOKEN", _vendor_jwt("https://auth.finshark.io")),
    ("ZealiD", "ZEALID_CLIENT_TOKEN", _vendor_jwt("https://id.zealid.com")),
    ("Commfides", "COMMFIDES_CLIENT_SECRET", _j((B64, 44))),
    ("Futurehome", "FUTUREHOME_PAT", _j("fh_pat_", (ALNUM, 36))),
    ("Aidon", "AIDON_API_KEY", _j((UPPER_HEX, 40))),
    ("Crosskey", "CROSSKEY_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Yandex Rasp", "YANDEX_RASP_KEY", lambda g: v.uuid4(g, "a")),
    ("Otpravka", "POCHTA_ACCESS_TOKEN", _j((URLSAFE, 32))),
    ("Visbook", "VISBOOK_API_KEY", _j((HEX, 40))),
    ("Planyo", "PLANYO_API_KEY", _j((HEX, 40))),
    ("Trafikverket", "TRAFIKVERKET_AUTH_KEY", _j((HEX, 32))),
    ("HydAPI", "NVE_HYDAPI_KEY", _j((B64, 32))),
    ("Ishavskraft", "ISHAVSKRAFT_API_KEY", _j((ALNUM, 32))),
    ("Rovakaira", "ROVAKAIRA_DATAHUB_KEY", _j((HEX, 64))),
    ("Inergia", "INERGIA_API_TOKEN", _j((URLSAFE, 40))),
    ("Jämtkraft", "JAMTKRAFT_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Rainpower", "RAINPOWER_SERVICE_KEY", _j((UPPER_DIGITS, 32))),
    ("Hymatek", "HYMATEK_API_KEY", _j((HEX, 48))),
    ("Aqualine", "AQUALINE_API_TOKEN", _j((ALNUM, 44))),
    ("Nofitech", "NOFITECH_API_KEY", _j("nfx-", (LOWER_DIGITS, 40))),
    ("Artec Aqua", "ARTEC_AQUA_TOKEN", _j((B64, 56), "==")),
    ("Mørenot", "MORENOT_API_KEY", _j((HEX, 32))),
    ("Pinovo", "PINOVO_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Bookvisit", "BOOKVISIT_API_KEY", _j("bkn_", (ALNUM, 40))),
    ("Caspeco", "CASPECO_API_SECRET", _j((URLSAFE, 48))),
    ("Trivec", "TRIVEC_API_KEY", _j((UPPER_HEX, 32))),
    ("Onslip", "ONSLIP_API_KEY", _j((B64, 40), "=")),
    ("Bane NOR", "BANENOR_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Infranord", "INFRANORD_API_TOKEN", _j((ALNUM, 36))),
    ("Railcare", "RAILCARE_API_KEY", _j((LOWER_DIGITS, 48))),
    ("Strukton", "STRUKTON_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Kaunis Iron", "KAUNIS_HAULAGE_KEY", _j((HEX, 40))),
    ("PhosAgro", "PHOSAGRO_PORTAL_TOKEN", _j((ALNUM, 32))),
    ("Tietoevry", "TIETOEVRY_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Bricknode", "BRICKNODE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("POP Pankki", "POP_PANKKI_API_KEY", _j("pop_", (ALNUM, 36))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "k8s Secret (stringData):\n  stringData:\n    {env}: \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "fly secrets set {env}={tok}",
    "GitHub Actions: echo \"{env}={tok}\" >> $GITHUB_ENV",
    "Guovssahas ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "Ticket GUO-3420: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Signal, Ánde: {vendor} key for the herd sync: {tok}",
    "{vendor} API-čoavdda lea {tok}",
    "{vendor} API-kaavâ lii {tok}",
    "{vendor} API-ключ лӣ {tok}",
    "{vendor} API-avain on {tok}, elä sano kellekhään",
    "{vendor} API-nykkeli on {tok}",
    "API-nøkkelen til {vendor}: {tok}",
    "API-nyckeln för {vendor} e {tok}",
    "ключ API {vendor} для кредитного союза: {tok}",
    "{vendor} API-čoavdda: {tok}, ale muital geasage",
    "API-ключ {vendor}, мунн: {tok}",
    "{vendor}-nøkkelen (API) er {tok}",
    "{vendor} API-nyckel: {tok} typ",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    rasp = v.uuid4(rng, "8")
    trafik = _r(rng, HEX, 32)
    visbook = _r(rng, HEX, 40)
    onslip = _r(rng, ALNUM, 32)
    planyo = _r(rng, HEX, 40)
    hyd = _r(rng, B64, 32)
    return [
        Sample("vendor_token", f'r = httpx.get("https://api.rasp.yandex.net/v3.0/search/", params={{"apikey": "{rasp}", "from": "s9623131", "to": "s9610189"}})', rasp),
        Sample("vendor_token", f'<REQUEST>\n  <LOGIN authenticationkey="{trafik}" />\n  <QUERY objecttype="TrainAnnouncement" schemaversion="1.9"/>\n</REQUEST>', trafik),
        Sample("vendor_token", f'let client = VisbookClient::new("{visbook}");', visbook),
        Sample("vendor_token", f'val onslip = OnslipApi(realm = "guovs", key = "{onslip}")', onslip),
        Sample("vendor_token", f"curl 'https://www.planyo.com/rest/?method=list_reservations&api_key={planyo}&site_id=41822'", planyo),
        Sample("vendor_token", f'curl -H "X-API-Key: {hyd}" https://hydapi.nve.no/api/v1/Observations?StationId=212.10.0', hyd),
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


_BARE_PLACES = ["{t}", "Signal: {t}", "it only shows it once, so here:\n{t}", "dát lea token: {t}",
                "{t}\n^ ođđa, the old one is dead", "токен, мунн: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the reindeer fence gate sensor G-14: {h}": 32,
    "AES key of the Skogfoss RTU's DNP3 secure authentication: {h}": 32,
    "HMAC secret for the booking webhook at the sauna hotel: {h}": 64,
    "GUOVS_SCADA_DB_PASS={h}": 40,
    "WireGuard-style pre-shared key for the Vardø barge link (hex): {h}": 64,
    "krypterenčoavdda (hex): {h}": 64,
    "ключ шифрования резервной копии: {h}": 48,
    "BOAZU_LEDGER_KEY={h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket GUO-3431: token copied out of the browser's dev tools {t}",
    "Cookie: lang=se; guovs_session={t}",
    "SIIDA_GPS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token lea {t}",
    "токен лӣ {t}",
    "tokeni on {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@guovs.no"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.guovs.no/realms/siida",
            "azp": "herd-app",
            "roles": ["herder"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the herd server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.guovs.no.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SWISH_LIKE_CERT_KEY": "{key}", "merchant": "guovs-cu"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_dam <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket RAIL-219, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "priváhta čoavdda:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    key = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": key, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the card before I burn it: {p}": "english",
    "herd fund wallet recovery phrase\n{p}": "english",
    "voice memo: the Electrum recovery words are {p} and that's all": "english",
    "BlueWallet seed (old, emptied): {p}": "english",
    "seed-cealkka (lompá): {p}": "english",
    "фраза восстановления кошелька, мунн: {p}": "russian",
    "сид-фраза Tonkeeper: {p}": "russian",
    "obnovovací fráze peněženky (from the Czech guide at the sauna): {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
    "frase di recupero del portafoglio della guida italiana: {p}": "italian",
    "frase de recuperação da carteira: {p}": "portuguese",
    "palautuslause (lompakko), elä sano kellekhään: {p}": "english",
}  # fmt: skip
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
        " · ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Signal, Olga: the credit union's card for the fuel at Lovozero is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket GUO-3450: pay the snowmobile parts with card {c}",
    "Mu kortta nummar: {c}, {mm}/{yy}",
    "Номер карта, мунн: {c}",
    "карта Мир: {c}, до {mm}/{yy}",
    "Miun kortin numero on {c}",
    "kortnummeret mitt: {c}, utløper {mm}/{yy}",
    "kortnumret e {c} ({mm}/{yy})",
    "Muu kortâ nummâr: {c}",
    "bank card for the sauna supplier {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["mir", "visa", "mastercard", "mir", "maestro", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, security code {cvv}",
               "the three digits on the back are {cvv}",
               "CVC lea {cvv}",
               "CVV-koden på baksiden: {cvv}",
               "код на обороте карты: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "mastercard"), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 189; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"NO": "n" * 11, "FI": "n" * 14, "DK": "n" * 14, "SI": "n" * 15,
                "HN": "aaaa" + "n" * 20, "LU": "nnn" + "c" * 13, "AT": "n" * 16, "CZ": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SKU-2031-077: please pay the corral fencing to {i} within 30 days",
    "save the Tromsø net supplier's IBAN: {i}",
    "IBAN: {i}\nReference: smolt batch 12",
    "Teams #treasury: the Ivalo snowmobile dealer's new bank details, IBAN {i}",
    "Mu IBAN lea {i}",
    "IBAN, мунн: {i}",
    "Miun IBAN on {i}",
    "IBAN-nummeret mitt: {i}",
    "mitt IBAN e {i}",
    "Muu IBAN lii {i}",
    "pay the Honduran sauna-wood importer, IBAN {i}",
    "Mu IBAN lij {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _snils(g: random.Random) -> str:
    """Russia's SNILS: nine digits and a check number by the weighted-sum rule (weights 9 to 1,
    then modulo 101, 100 and 101 giving 00)."""
    digits = [int(c) for c in _r(g, D, 9)]
    total = sum(d * w for d, w in zip(digits, range(9, 0, -1), strict=True))
    check = total if total < 100 else 0 if total in (100, 101) else total % 101 % 100
    body = "".join(map(str, digits))
    number = f"{body[:3]}-{body[3:6]}-{body[6:]} {check:02d}"
    assert len(number) == 14
    return number


def _veronumero(g: random.Random) -> str:
    """A Finnish tax number (veronumero): twelve digits; stdnum checks its format only."""
    return v.until(g, lambda h: "100" + _r(h, D, 9), fi_veronumero.is_valid)


def _reinmerke(g: random.Random) -> str:
    """A Norwegian reindeer earmark registration: district letters and a serial (invented)."""
    return f"{g.choice(['D', 'E', 'X', 'Y'])}{g.randrange(10, 40)}-{_r(g, D, 4)}"


def _renmarke(g: random.Random) -> str:
    """A Swedish renmärke registration: sameby code and a serial (invented)."""
    return f"BD{g.randrange(10, 60)}-{_r(g, D, 5)}"


def _electoral(g: random.Random) -> str:
    """A Sámi Parliament electoral roll number (invented)."""
    return f"SD-{_r(g, D, 6)}-{g.choice(UPPER)}"


def _scooter(g: random.Random) -> str:
    """A Norwegian snowmobile driver's licence number (invented)."""
    return f"{g.randrange(10, 40)} {_r(g, D, 3)} {_r(g, D, 3)} {_r(g, D, 2)}"


def _lokforar(g: random.Random) -> str:
    """A Swedish train-driver licence (lokförarbevis) number (invented)."""
    return f"SE{g.randrange(51, 99)}{_r(g, D, 10)}"


def _fartsbevis(g: random.Random) -> str:
    """A Norwegian boat licence (fartsbevis) number (invented)."""
    return f"FB-{_r(g, D, 8)}"


def _border_permit(g: random.Random) -> str:
    """A Russian border-zone permit number for the Kola coast (invented)."""
    return f"ПЗ-51-{_r(g, D, 7)}"


def _no_passport(g: random.Random) -> str:
    return f"{_r(g, UPPER, 2)}{_r(g, D, 7)}"


def _se_passport(g: random.Random) -> str:
    return f"{_r(g, D, 8)}"


def _fi_passport(g: random.Random) -> str:
    return f"{_r(g, UPPER, 2)}{_r(g, D, 7)}"


def _ru_passport(g: random.Random) -> str:
    return f"{g.randrange(70, 80)} {_r(g, D, 7)}"


_ID_PLACES: dict[str, Maker] = {
    "my SNILS for the credit union form: {s}": _snils,
    "СНИЛС, мунн: {s}": _snils,
    "Valentina's SNILS (for the payroll in Lovozero): {s}": _snils,
    "Miun veronumero on {s}": _veronumero,
    "Finnish tax number (veronumero) of the Inari guide, for the construction site card: {s}": _veronumero,
    "Mu boazomearkka registrerejuvvon nummar: {s}": _reinmerke,
    "reinmerke registration for Ánde's siida: {s}": _reinmerke,
    "renmärket e registrerat som {s}": _renmarke,
    "Mu jienastuslogu nummar Sámedikki válgii: {s}": _electoral,
    "Sámi Parliament electoral roll number: {s}": _electoral,
    "snøscooterførerkortet mitt har nummer {s}": _scooter,
    "Niillas' snowmobile licence no. {s}": _scooter,
    "lokförarbevis nr {s}": _lokforar,
    "fartsbeviset mitt: {s}": _fartsbevis,
    "пропуск в погранзону, номер {s}": _border_permit,
    "Mu pássa nummar lea {s}": _no_passport,
    "passnumret e {s}": _se_passport,
    "Miun passin numero on {s}": _fi_passport,
    "загранпаспорт мунн: {s}": _ru_passport,
    "passport number (Kari, Norwegian): {s}": _no_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Tietoevry portal 2FA recovery codes\n{codes}", "spare sign-in codes for the herd Google account {codes}",
            "backup codes: {codes}", "2FA backup-koodat:\n{codes}",
            "2FA reservkoder: {codes}", "резервные коды 2FA, мунн: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Guovssahas:ande@guovs.no?secret={s}&issuer=Guovssahas&digits=6",
              "Aegis, manual setup key for the Crosskey sandbox: {s}",
              "2FA secret for the SCADA VPN: {s}",
              "TOTP-čiegusvuohta: {s}",
              "TOTP-nøkkel for banken: {s}",
              "секрет TOTP: {s}"]  # fmt: skip
_CODES = ["{c} is your POP Pankki verification code", "Din engangskode er {c}",
          "Din kod: {c}. Dela den inte med någon.", "Код подтверждения: {c}",
          "Use {c} to sign in to the Vipps-like app"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 4 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


def _bitlocker(g: random.Random) -> str:
    """A BitLocker recovery password: eight groups of six digits, each divisible by 11."""
    return "-".join(f"{g.randrange(1, 65_536) * 11:06d}" for _ in range(8))


_RECOVERY = ["BitLocker recovery key for HYDRO-SCADA01: {k}",
             "Gjenopprettingsnøkkel (BitLocker), dam-laptop: {k}",
             "BitLocker-återställningsnyckel: {k}",
             "ключ восстановления BitLocker: {k}",
             "recovery key for the Kiruna depot laptop\n{k}"]  # fmt: skip
_recovery = _Family("recovery_code", _RECOVERY, lambda g, i, t: {"k": _bitlocker(g)}, "k")


_SSIDS = ["Guovs-Herd", "Guovs-Sauna-5G", "Telia-Jokkmokk-Hotel", "Telenor-Vardo-Barge",
          "Elisa-Anar-Skuter", "MTS-Lovozero-CU", "Kiruna-Depot", "Alta-Dam-OT", "Siida-Camp-4G",
          "Beeline-Murmansk-1C"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "hotel network {s}, password {pw}",
    "wifi at the sauna: {s} / {pw}",
    "adb shell cmd wifi connect-network {s} wpa2 {pw}",
    "lnxrouter --ap wlan0 {s} -p {pw}",
    "wifi {s} beassansátni lea {pw}",
    "Wifi {s}: salasana lii {pw}",
    "вайфай {s}, пароль лӣ {pw}",
    "wifi {s} salasana on {pw}",
    "wifi-passordi {s}: {pw}",
    "wifi {s}, passordet er {pw}",
    "wifi {s} lösen: {pw}",
    "Mu wifi {s} passuvrrda lij {pw}",
    "the key printed under the Telia box: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("zvr_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("fh_pat_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the Signal preview hides it) {t}", "bustáva bustávas: {t}", "по одной букве: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["uksa koda gárdái: {pw}", "Uksakoda lea {pw}#", "Kooti ovheen on {pw}",
          "koden til døra på skuterbua er {pw}", "koden är {pw} till bastun", "код от двери: {pw}",
          "the dam gallery door keypad takes {pw} then #", "padlock on the reindeer fence gate: {pw}",
          "SIM PIN for the GPS collar modem: {pw}", "uqmi -d /dev/cdc-wdm0 --verify-pin1 {pw}",
          "COMGTPIN={pw} comgt -d /dev/ttyUSB2 PIN", "smsd.conf on the barge:\n[GSM1]\ndevice = /dev/ttyUSB0\npin = {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["boazu", "heargi", "suohpan", "skohter", "guovssu", "jiekna", "muohta", "luokta",
                 "kiuas", "avanto", "smolt", "turbiini", "malmtag", "gietti", "varri", "javri"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the herd vault: {p}": " ",
            "Bitwarden master passphrase: {p}": "-", "Vault passphrase for the dam laptop: {p}": ".",
            "váldobeassansátni: {p}": " ", "главная фраза-пароль: {p}": "_",
            "huvudlösenfras: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia request to the Otpravka API: X-User-Authorization: Basic {v}": True,
    "curl -H 'Authorization: Bearer {v}' https://api.guovs.no/herd": False,
    "HTTPie: http GET api.guovs.no/gps 'Authorization:Bearer {v}'": False,
    "Postman header in the credit union collection: Authorization = Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/boot/grub/grub.cfg:\nset superusers=\"ops\"\npassword ops {pw}",
    "syslinux.cfg:\nMENU TITLE Dam boot\nMENU PASSWD {pw}",
    "sftp-config.json (Sublime SFTP):\n{{\n  \"type\": \"sftp\",\n  \"host\": \"files.guovs.no\",\n  \"user\": \"ande\",\n  \"password\": \"{pw}\"\n}}",
    "C:\\xampp\\sendmail\\sendmail.ini:\n[sendmail]\nsmtp_server=smtp.guovs.no\nauth_username=booking@guovs.no\nauth_password={pw}",
    "rathole server.toml:\n[server]\nbind_addr = \"0.0.0.0:2333\"\ndefault_token = \"{pw}\"",
    "configuration.nix:\nusers.users.ops = {{ isNormalUser = true; initialPassword = \"{pw}\"; }};",
    "dietpi.txt:\nAUTO_SETUP_GLOBAL_PASSWORD={pw}",
    "/root/.not_logged_in_yet (Armbian):\nPRESET_ROOT_PASSWORD=\"{pw}\"",
    "cloud-init user-data:\nusers:\n  - name: ops\n    lock_passwd: false\n    plain_text_passwd: {pw}",
    "preseed.cfg:\nd-i passwd/root-password password {pw}\nd-i passwd/root-password-again password {pw}",
    "Pat (Winlink) config.json:\n  \"mycall\": \"LA9GUO\",\n  \"secure_login_password\": \"{pw}\"",
    ".env:\nGUOVS_SCADA_DB_PASS={pw}\nGUOVS_SCADA_DB_HOST=pg-scada.guovs.lan",
    "docker-compose.yml:\n  db:\n    image: postgres:17\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: herd-db\nstringData:\n  password: {pw}",
    "/etc/systemd/system/feed.service.d/override.conf:\n[Service]\nEnvironment=FEED_DB_PASSWORD={pw}",
    "cloudflare.ini (certbot):\ndns_cloudflare_api_token = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "       MOVE \"{pw}\" TO WS-PASSWD.\n       EXEC SQL CONNECT :WS-USER IDENTIFIED BY :WS-PASSWD END-EXEC.",
    "cl_http_client=>create( EXPORTING host = 'core.guovs-cu.ru' IMPORTING client = lo_client ).\nlo_client->authenticate( username = 'RFC_CU' password = '{pw}' ).",
    "Соединение = Новый HTTPСоединение(\"core.guovs-cu.ru\", 443, \"teller\", \"{pw}\");",
    "db = psycopg.connect(host=\"pg-herd.guovs.lan\", user=\"herd\", password=\"{pw}\")",
    "cfg := mysql.Config{{User: \"booking\", Passwd: \"{pw}\", Net: \"tcp\", Addr: \"booking-db:3306\"}}",
    "let pool = PgPoolOptions::new().connect(\"postgres://scada:{pw}@pg-scada/dam\").await?;",
    "var conn = new NpgsqlConnection(\"Host=pg1c;Username=ledger;Password={pw}\");",
    "local wifi_password = \"{pw}\"  -- ESP32 at the fence gate",
    "config :herd, Herd.Repo, username: \"herd\", password: \"{pw}\", hostname: \"pg-herd\"",
    "let dbPass = \"{pw}\"  # nim: feed barge logger",
    "conn = LibPQ.Connection(\"host=pg-dam dbname=flows user=julia password={pw}\")",
    "val railPassword = \"{pw}\" // Kotlin, depot tablet app",
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Ánde: herd server password?\nMáret: {pw}",
    "[06:05] sindre: root pw for the skuter booking box?\n[06:06] kari: {pw}",
    "Biret: {pw} lea ođđa beassansátni",
    "Olga: {pw} — это ōдт пароль",
    "Lars: use {pw}, that's what the yard PC has now",
    "Pentti: {pw} on uusi salasana",
    "Hilja: {pw}, se on uusi passordi",
    "Sindre: {pw} er det nye passordet",
    "Annika: {pw} e nya lösen",
    "Inga: {pw} lii uđđâ salasana",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 63), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 12), (_vendors, 48),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 5),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 6), (_codes, 5), (_recovery, 5),
    (_wifi, 16), (_spelled_tokens, 8), (_locks, 12), (_phrases, 6), (_auth, 6), (_configs, 16),
    (_code, 10), (_chats, 10),
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
    "the herd server password is": "{s}", "Hymatek HMI service pw:": "{s} (since the March outage)",
    "Mu beassansátni lea": "{s}", "feed barge PC password": "{s}\nchange it after the smolt transfer",
    "Мунн пароль лӣ": "{s}", "Miun salasana on": "{s}", "passordet er": "{s}", "lösen:": "{s}",
    "the password Niillas read out over the radio was": "{s}, I think", "Muu salasana lii": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Trafikverket API key", "{s}", _j((HEX, 32))),
    ("split_token", "Zaver key:", "{s} (test shop)", _j("zvr_live_", (ALNUM, 30))),
    ("split_token", "Yandex Rasp key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/36", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NO"))),
    ("split_backup", "Tietoevry recovery codes", "{s}\nqzkv-4417-mepa\nrtnw-9081-jasd", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "СНИЛС", "{s}", _snils),
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
    '{"dam": {"hmi": "https://hmi-porjus.guovs.lan", "service_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"beassansátni": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "olga.k", "пароль": "{s}"}}': ("meta_password", _plain_pw),
    '{"saunas": [{"name": "sauna-1"}, {"name": "sauna-2", "panel_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sakis3g", "connect", "APN_USER=telia", "APN_PASS={s}"]}': ("meta_password", _plain_pw),
    '{"note": "uusi salasana on {s}"}': ("meta_password", _plain_pw),
    '{"passordi": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the feed barge PC as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"trafikverket": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"VARDO_PEN_API_KEY": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"visbook_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "FI")),
    '{"member": {"snils": "{s}"}}': ("meta_id", _snils),
    '{"mfa": {"recovery_codes": ["{s}", "qzkv-4417-mepa", "rtnw-9081-jasd"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"herd_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fence_gate": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Guovs-Sauna-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"governor-hmi-7.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.guovs.no/herd-api:5.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"herd: add earmark column to the slaughter list", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"booking: revert sauna slot length", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"lice_counts_2031-w14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"flows-alta-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the herd server password before the autumn slaughter on 2031-09-22.",
    "Máret asked for the sauna wifi password; it's on the card at the front desk.",
    "Policy: passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Signal; share a vault link instead.",
    "The `.env.example` line `TRAFIKVERKET_AUTH_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Hymatek HMI asks for a new password after every firmware update.",
    "Replace <YOUR_VISBOOK_KEY> in the README with the key from the Visbook dashboard.",
    "NORTIC_API_KEY and PLANYO_API_KEY must be set before the nightly booking sync runs.",
    "Ale muital du beassansáni geasage.",
    "Beassansátni galgá leat unnimusat 14 mearkka.",
    "Ele muitâl salasana kiäsánii.",
    "Не говори пароль никому, шӣгк.",
    "Elä sano salasanaa kellekhään.",
    "Passordi pittää olla pitkä, kiitos.",
    "Husk å bytte passordet på hytta før sesongen, ass.",
    "Glöm inte att byta lösen på bastun typ nästa vecka.",
    "Passordet ditt er for svakt, prøv igjen.",
    "Lösenordet måste vara minst fjorton tecken.",
    "Gijtto, passuvrrda lij vault-s.",
    "Späʹsseb, salasana lij vault-ast.",
    "Upgraded the governor HMI firmware from 7.1 to 7.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the earmark column to the slaughter list.",
    f"Rolled back to {_SHORT} after the sauna slot length change broke bookings.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The governor HMI firmware 7.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of flows-alta-2031.parquet: {_SHA512}",
    f"The herd API container runs registry.guovs.no/herd-api@sha256:{_IMAGE}.",
    f"MD5 of lice_counts_2031-w14.csv is {_MD5}, same as the copy on the share.",
    "Request id 4c2e81a7-5b3d-4e90-a1f2-7d6c3b9e0a15 is the slow one in the booking logs.",
    "Order SK-2031-00512 for 12 snowmobile drive belts ships on Thursday.",
    "Ticket GUO-3501: the Porjus intake gate alarm keeps tripping at night.",
    "Call the Kautokeino office on +47 78 48 55 00 before noon.",
    "Train 9912 with 68 ore wagons leaves the Kiruna yard at 14:05.",
    "Pen 7 at Vardø holds 182,000 smolt at an average of 145 g.",
    "Turbine 2 at Skogfoss runs at 58 MW with a head of 21.5 m.",
    "The sauna is at 92 °C; the avanto hole in the lake is 1.2 m across.",
    "After five wrong passwords the core banking test system locks the account for 20 minutes.",
    "The corral at Šuoššjávri holds about 3,000 reindeer during the autumn gathering.",
    "The secret of a good löyly is birch wood and a patient kiuas.",
    "Ask Niillas for the garage keypad code, I don't have it.",
    "My card ending 4471 was declined at the Ivalo fuel station.",
    "The Honduran supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Tietoevry portal and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `NVE_HYDAPI_KEY` in the secrets store, never in the repository.",
    "The padlock on the fence gate freezes at -35 °C; spray it with de-icer.",
    "Visbook moved the API key page under Settings › Integrations in its May release.",
    "ISBN 978-82-8263-241-5 is the reindeer husbandry handbook on the office shelf.",
    "The guest wifi 'Guovs-Guest' is open, no password needed.",
    "Snowmobile LX-2291, 900 ACE engine, 1,840 km; next service at 2,500 km.",
    "PIN codes for the collar modems are kept in the vault, not in tickets.",
    "The BitLocker recovery key is stored in Entra ID for every dam laptop.",
    "Slaughter lot 2031-KAU-118: 64 animals, average carcass 23.4 kg.",
    "The Lovozero branch opens at 09:00; the Murmansk office at 10:00.",
    "Mir cards from the credit union work at every fuel station on the Kola road.",
    "SNILS and passport copies must be sent through the secure upload, never by chat.",
    "СНИЛС нужно отправлять только через защищённую форму.",
    "The ore train's braking distance at 60 km/h is about 1,100 m.",
    "Ventilation shaft 3 at Kirovsk was inspected on 2031-04-02; no findings.",
    "Lice count week 14: 0.12 adult females per fish, below the limit.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/guovs/herd-server", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 611}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "GUO-3501", "order": "SK-2031-00512"}',
    '{"pen": {"id": 7, "smolt": 182000, "avg_weight_g": 145}}',
    '{"phone": "+47 78 48 55 00", "city": "Kautokeino"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "reindeer_in_corral": 3012}',
    '{"turbine": "Skogfoss-2", "output_mw": 58, "head_m": 21.5}',
    '{"train": "9912", "wagons": 68, "departure": "14:05"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
