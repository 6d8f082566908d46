# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-eighty-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-eighty-fifth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-eighty-sixth to hundred-and-eighty-eighth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (189604217),
password words (a Réunion, Mayotte or Rodrigues place, a crop word, a number and a sign; leet words
of the vanilla, the Fournaise, the ylang-ylang, the bagasse, the lagoon, the barge and the piton
with a year; two island dishes joined by dots with a number; a name, a birth year, a sign and
`Mafate`; an aircraft type, a sign and four digits; `Barge`, a number, a sign and a landing; a crop
in capitals, a sign and a number; `Kari`, a dish and a year; a generator's four groups of five and
random runs), names, places, templates, tools, vendors and layouts, the way the staff of Piton
Vanille Group (fictional: a vanilla-curing house in Saint-André and a sugar-cane estate by
Saint-Pierre, volcano tours to the Piton de la Fournaise from Saint-Denis, an ylang-ylang
distillery at Combani in Mayotte, the lagoon barge between Mamoudzou and Dzaoudzi, an island
airline, Air Piton, flying ATR 72s between Roland-Garros, Pierrefonds, Pamandzi and Plaine Corail,
and a mutual bank, Kès Mityèl Piton, with a branch in Port Mathurin on Rodrigues) leak secrets into
an assistant's memory. The texts are WhatsApp, Telegram, Signal, Viber, Olvid, Tchap, Wire,
Element, Messenger, Teams, Slack and SMS messages, chat logs with times, help-desk tickets, wiki
pages and tables, Notion-style and Apple notes, e-mails, runbooks, README fragments, shell,
PowerShell and Cloud Shell prompts, code (Python, JavaScript, TypeScript, Go, PHP, Ruby, Kotlin,
Swift, C#, Rust, Dart and Elixir), env files, compose files, Kubernetes secrets, systemd units,
other configs, voice-memo transcripts, dictated text and requests to the assistant itself; the
label's separators run from a colon, "is" (`lé`, `se`, `ndo`, `dia`, `c`) and a dash to an arrow,
an emoji, a new line, quotes (`"…"`, `«…»`, `“…”`), parentheses and a table's bar.

Tools, calls, flags and variables none of heldouts 5 to 185 names (each grepped for the command,
the call or the flag itself): Bitwarden's `bw login` with the password as its argument, `ghorg
clone … --token=`, `nuget sign … -CertificatePassword`, win-acme's `--pfxpassword` (the tool in one
earlier corpus, the flag in none), `pleroma_ctl user new … --password`, `az network
application-gateway ssl-cert create … --cert-password`, `attic login` with its token, `lxd init
--trust-password=`, Kafka's `ssl.truststore.password` given as a consumer property, Core
Lightning's `lightningd --bitcoin-rpcuser … --bitcoin-rpcpassword=`, a password piped into `encore
secret set`, Azure Functions' `func settings add`, `sst secret set`, Foundry's `cast wallet import
… --unsafe-password`, `aws iam change-password --old-password` and Nextcloud's `occ ldap:set-config
… ldapAgentPassword`; and the company's own variables (`PVG_SECHAGE_DB_PASS`,
`LAGON_FERRY_DB_PASSWORD`, `AIRPITON_PSS_SECRET`, `KES_MITYEL_CORE_TOKEN`, `COMBANI_SCADA_PASSWORD`
and the like). Common layouts (env files, compose, systemd, Kubernetes secrets, a wifi QR code,
`otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection strings) appear in wordings of
their own.

About 49 % of the secret samples are in other languages than English (by a rough count of the drawn
samples over the marker words below: some 190 of 390): Réunion Creole, Shimaore (the Comorian of
Mayotte), Kibushi (the Malagasy of Mayotte), Rodriguan Creole, Réunion Creole lines carrying the
Tamil loanwords of the Malbar community, and the French texting of the islands, with French proper
in a few labels and seed-phrase lines. The wordings are the author's approximations, checked by no
speaker, built around a few marker words and the loanwords people there really text (password,
modpas, mdp, wifi, PIN, kod, token, API key, serveur, backup): Réunion Creole's `lé`, `mi`, `lo`,
`out`, `amoin`, `dalon`, `astèr`, `la kaz`, `nouvo`, `pa di personn`, `anou`, `i fo`, `kossa`;
Rodriguan Creole's `mo`, `to`, `finn`, `pou`, `ena`, `se`, `lakaz`, `pa dir personn`, `mersi`,
`bonzour`; Shimaore's `Jeje`, `marahaba`, `wami`, `yangu`, `yaho`, `ndo`, `ya`, `nyumba`, `-pya`,
`usu ambiya mtru`, `haya`; Kibushi's `ny`, `-ko`, `-nao`, `dia`, `vaovao`, `io`, `trano`, `aza
lazainao amin'olona`, `misôtra`, `Akory`; the Malbar loanwords `Vanakkam`, `nandri`, `kovil`,
`pousari`, `Dipavali`, `kavadi`, `Pongal`, `sami`; island texting's `slt`, `bjr`, `stp`, `mdp`,
`c`, `tkt`, `dak`, `pr`, `ds`, `oublie pa`; Malagasy's apostrophe is typed as the ASCII one, as
people text it, though print writes `’` (`amin’olona`). The thinnest guesses are Shimaore's copula
`ndo`, its `usu ambiya mtru` ("don't tell anyone") and `-pya` ("new"), Kibushi's `misôtra` and `aza
lazainao amin'olona`, and the Malbar lines, which are Creole with a Tamil greeting or a temple word
set in them.

Vendors (FlightAware's AeroAPI, OAG, Mystifly, Travelfusion, Juniper Booking, OpenAirlines,
Skybreathe, Resaneo, Travelsoft, Dexchange, Nuapay, Paylib, iBanFirst, Mambu, Opay, PayXpert,
Pledg, Floa, Oney, Younited, Memo Bank, Manager.one, Cashbee, Dejamobile, Famoco, Tagpay, Smag,
Katana MRP, Actito, Selligent, Isendpro, SMSPartner, Fygr, Indy, Telma Money and Afrimarket) are
ones heldouts 5 to 181 do not name (grepped by name as a word). The shapes the author believes
real: Opay's `OPAYPRV` secret-key prefix, OAG's 32 hex digits of an Azure API Management
subscription key, Mambu's 32-character API key and Docker's `SWMTKN-1-` join token (in a `docker
swarm join`, whose token shape one earlier corpus also has); every other shape is a guess (hex,
base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Mystifly and Memo Bank, and invented
prefixes such as `pxp_live_`, `pledg_sk_`, `ibf_`, `tgp-`, `fygr_pat_`).

The ids are kinds heldouts 5 to 185 do not use: a Malagasy passport number whose ICAO 9303 check
digit (weights 7, 3, 1) this file computes and asserts, and, with no check a library or this file
verifies (invented shapes), Mayotte's DCEM (document de circulation pour étranger mineur), the
titre d'identité républicain, a Comorian identity card (carte d'identité comorienne), a seafarer's
inscription maritime number, an airport titre de circulation badge at RUN, ZSE or DZA, an FFESSM diving
licence, a carte professionnelle d'éducateur sportif (the volcano guides'), a cane planter's numéro
de planteur at the sugar mill and a Mauritian permis de travail. Card numbers pass Luhn (the value
helpers' brands and CB-badged Visa prefixes drawn here, checked with python-stdnum's `luhn`). The
IBANs are of countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts
5 to 185 (Iraq, the Vatican, Ukraine, Sudan, El Salvador, the British Virgin Islands, Egypt and
Gibraltar, in four to seven corpora each by that count), drawn until `stdnum.iban` validates them;
seed phrases come from `mnemonic`'s English, French, Spanish, Portuguese, Italian, Czech and Korean
lists, each with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata
samples (430 scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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

SEED = 189_604_217
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A value
    already planted elsewhere in the file is drawn again."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(200):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen:
                    break
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_CROPS = ["Vanille", "Bourbon", "Gousse", "Kann", "Bagasse", "Rhum", "Ylang", "Combava",
          "Letchi", "Zevi", "Vetiver", "Geranium", "Curcuma", "Safran", "Piment", "Girofle"]  # fmt: skip
_PLACES = ["Cilaos", "Salazie", "Mafate", "SaintAndre", "SaintPierre", "Pierrefonds", "Bellecombe",
           "Fournaise", "Dolomieu", "Combani", "Mamoudzou", "Dzaoudzi", "Pamandzi", "Bandrele",
           "Chirongui", "Sada", "Mtsamboro", "PortMathurin", "MontLubin", "PlaineCorail",
           "Rivieres", "Gillot", "Labattoir", "Kaweni"]  # fmt: skip
_DISHES = ["rougail", "cari", "samoussa", "bouchon", "achards", "mataba", "romazava", "mabawa",
           "ourite", "gato-patate", "bonbon-piment", "mofo", "rougay", "ladob", "pain-mais"]  # fmt: skip
_NAMES = ["Teddy", "Ludivine", "Johnny", "Sabrina", "Nassur", "Zaoudjati", "Anrifa", "Mouhamadi",
          "Faneva", "Rivo", "Hery", "Tahina", "Jean-Luc", "Marie-Claude", "Kessen", "Vimla",
          "Lingeswaran", "Karthika", "Jocelyn", "Ginette", "Bryan", "Mickaella", "Fahardine",
          "Nafissata", "Patricia", "Clency"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["V4n1ll3", "F0urn41s3", "Yl4ngYl4ng", "B4g4ss3", "L4g0n", "B4rg3", "P1t0n", "G0uss3",
         "C1l40s", "M4f4t3", "Dz40udz1", "K4nn4"]  # fmt: skip


def _generator(g: random.Random) -> str:
    """Four random groups of five, as a password manager's generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES)}{g.choice(_CROPS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2035)) + g.choice(_SYMBOLS),
    lambda g: ".".join(g.sample(_DISHES, 2)) + "." + str(g.randrange(10, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2008)}{g.choice(_SYMBOLS)}Mafate",
    lambda g: f"ATR72{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: f"Barge{g.randrange(2, 100)}{g.choice(_SYMBOLS)}{g.choice(['Dzaoudzi', 'Mamoudzou', 'Pamandzi'])}",
    lambda g: f"{g.choice(_CROPS).upper()}{g.choice(_SYMBOLS)}{g.randrange(100, 10_000)}",
    lambda g: f"Kari{g.choice(_DISHES).split('-')[0].capitalize()}{g.randrange(1970, 2035)}",
    _generator,
    lambda g: _r(g, ALNUM + "!$%&?#", 15),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English
    "WhatsApp, #sechage: the Saint-André curing-room controller password is {pw}",
    "Teams chat with Jocelyn: Air Piton crew portal password {pw}",
    "Slack #ops-ferry: the barge ticketing kiosk admin password is {pw}",
    "Signal from Teddy: the Fournaise tour-booking back office password → {pw}",
    "Ticket PVG-2291: Combani still boiler HMI password {pw} stopped working after the update",
    "Viber from Ludivine: the cane-weighbridge PC password is \"{pw}\"",
    "Note to self: Kès Mityèl teller workstation password ({pw})",
    "Runbook: reset the barge gate\n1. open the turnstile controller\n2. log in as maint\n3. password {pw}\n4. reset counters",
    "Hi Kessen,\n\nthe root password on the Pierrefonds ops server is {pw}. Please delete this mail.\n\nThanks,\nVimla",
    "README (distillery rack)\nthe SCADA UI lives at https://scada.combani.pitonvanille.re, admin password `{pw}`",
    "voice memo: the password for the vanilla grading laptop is {pw} full stop",
    "please remember my Air Piton intranet password: {pw}",
    "🔑 {pw} is the new password for the volcano tours tablet",
    "Element room #aircraft: the ATR maintenance laptop password - {pw}",
    "after the reinstall the Port Mathurin branch PC password became {pw}",
    "incident 2033-02-11: the ylang still's web panel was open to the internet with password {pw}",
    "Messenger from Bryan: the hangar tool-crib PC password is {pw}",
    "SMS from Mickaella: the cane-lab spectrometer login password {pw}",
    "Wire message, Patricia: the treasury laptop BIOS password is {pw}",
    "ticket PVG-2297: reset the barge radio console, its password is {pw}",
    "my Kès Mityèl online banking password is {pw} now",
    "can you remember my airline payroll password? it's {pw}",
    "note: the Pierrefonds fuel-farm controller password is {pw}",
    "Teams, #it: the Combani distillery NAS admin password → {pw}",
    "dictated: the volcano tours booking tablet password is {pw}",
    "the password for the Port Mathurin branch safe log is {pw}",
    # French and island texting
    "le mot de passe du poste de tri de la vanille : « {pw} »",
    "slt, le mdp du wifi des guides c {pw} 👍",
    "bjr, mdp serveur compta → {pw} tkt c provisoire",
    "mdp de la caisse du guichet de Port Mathurin : {pw}",
    "stp note le mdp du portail équipage: {pw}",
    # Réunion Creole
    "Modpas lordi la vanyé lé {pw}, pa di personn",
    "Dalon, lo nouvo modpas serveur lé {pw}",
    "mi la shanj lo modpas la kès astèr lé {pw}",
    "out modpas pou lo portay lé {pw}, i fo shanj ali lo mwa prochain",
    "Teddy: modpas lordi la sikrri lé {pw}",
    "modpas lo tablèt volkan: {pw} (amoin la mèt ali)",
    "kossa lé lo modpas ? → {pw}",
    # Rodriguan Creole
    "Mo modpas pou bank online se {pw}",
    "Bonzour, nouvo modpas lordinater lakaz se {pw}, pa dir personn",
    "Clency: mo finn sanz modpas server la, aster li {pw}",
    "to modpas pou portal ferry se {pw}, mersi",
    "modpas kompter Port Mathurin: {pw}",
    # Shimaore
    "Jeje! Password ya ordinatera ya distillerie ndo {pw}, usu ambiya mtru",
    "Nassur: password yangu ya banki ndo {pw}",
    "password ya serveur ya barge ndo {pw} marahaba",
    "Zaoudjati: password ya wifi ya nyumba ndo {pw}",
    "password mpya ya caisse ndo {pw}, haya",
    # Kibushi
    "Akory! Ny password-ko amin'ny banky dia {pw}",
    "ny password vaovao ny ordinatera dia {pw}, aza lazainao amin'olona",
    "Faneva: ny password ny serveur distillerie dia {pw} misôtra",
    "ny password-nao amin'ny portail dia {pw}",
    # Malbar loanwords in Réunion Creole
    "Vanakkam dalon! lo modpas lordi la kovil lé {pw}, nandri",
    "pou Dipavali, modpas lo wifi la sal lé {pw}",
    "pousari la mandé lo modpas lo sit kovil: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["teddy", "ludivine.h", "johnny", "sabrina", "nassur", "zaoudjati", "anrifa.m",
          "mouhamadi", "faneva", "rivo.r", "hery", "tahina", "jean-luc", "mclaude", "kessen",
          "vimla", "lingeswaran", "karthika", "jocelyn", "ginette", "bryan", "mickaella",
          "fahardine", "nafissata", "clency", "svc-sechage", "ops-ferry", "crew-admin"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Teddy: the curing-room login is {u} / {pw}",
    "ticket PVG-2304: {u} locked out of the teller app, last password {pw}",
    "| system | user | password |\n|---|---|---|\n| ferry kiosk | {u} | {pw} |",
    "login: {u}\npassword: {pw}",
    "sign into the crew portal as {u} with {pw}",
    "- host: ops-pierrefonds\n  username: {u}\n  password: {pw}",
    "creds for the still HMI are {u} and {pw}",
    "host,user,password\nscada-combani,{u},{pw}",
    "ssh {u}@ops.pitonvanille.re (password {pw})",
    "Slack: the fuel-farm login is {u} / {pw}",
    "user {u} pass {pw}",
    "Teams, Jocelyn: account {u}, password {pw}",
    "identifiant {u}, mot de passe {pw}",
    "slt, ton login c {u} et le mdp {pw}",
    "itilizatèr {u}, modpas {pw}",
    "non itilizatèr lé {u} ek modpas lé {pw}",
    "mo username se {u} ek mo modpas se {pw}",
    "user ya wami ndo {u}, password ndo {pw}",
    "ny anarana {u}, ny password dia {pw}",
    "Vanakkam, login {u} / modpas {pw}, nandri",
    "Tchap, Ginette: compte {u}, mdp {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["letchi", "combava", "vetiver", "bagasse", "zevi", "tangue", "bichique", "mabawa",
               "mataba", "ylang", "pirogue", "dolomieu", "commerson", "maloya", "sega", "kabar"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "it's {w}{d}, word and digits joined",
    "voice memo: the barge wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the admin password",
    "le mdp c le mot {w} puis {d}",
    "modpas lé lo mo {w}, apré {d}",
    "modpas lé {w}{d}, tout kolé",
    "modpas se mo {w}, apre sa {d}",
    "password ndo neno {w}, baadi {d}",
    "ny password dia ny teny {w}, avy eo {d}",
    "Vanakkam, modpas lé lo non lo sami {w} ek {d} derièr",
    "the name of the old barge, {w}, followed by {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "bw login {u}@pitonvanille.re '{pw}'",
    "ghorg clone piton-vanille --scm=gitlab --base-url=https://git.pitonvanille.re --token={pw}",
    "nuget sign Piton.Ferry.Booking.1.4.2.nupkg -CertificatePath codesign.pfx -CertificatePassword '{pw}' -Timestamper http://timestamp.digicert.com",
    "wacs.exe --source manual --host booking.lagonferry.yt --store pfxfile --pfxfilepath C:\\certs --pfxpassword '{pw}'",
    "./bin/pleroma_ctl user new {u} {u}@social.pitonvanille.re --password '{pw}' --admin -y",
    "az network application-gateway ssl-cert create -g rg-airpiton --gateway-name agw-airpiton -n booking-cert --cert-file booking.pfx --cert-password '{pw}'",
    "attic login pvg https://cache.pitonvanille.re {pw}",
    "lxd init --auto --network-address=10.40.0.5 --trust-password='{pw}'",
    "kafka-console-consumer.sh --bootstrap-server kafka.lagonferry.yt:9093 --topic barge.departures --consumer-property security.protocol=SSL --consumer-property ssl.truststore.password='{pw}'",
    "lightningd --network=bitcoin --bitcoin-rpcuser={u} --bitcoin-rpcpassword='{pw}' --daemon",
    "printf '%s' '{pw}' | encore secret set --type production FerryDbPassword",
    "func settings add CaisseDbPassword '{pw}'",
    "npx sst secret set DistilleryDbPassword '{pw}' --stage prod",
    "cast wallet import vani-deployer --private-key \"$DEPLOYER_PK\" --unsafe-password '{pw}'",
    "aws iam change-password --old-password '{pw}' --new-password \"$(pwgen -s 20 1)\"",
    "sudo -u www-data php occ ldap:set-config s01 ldapAgentPassword '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "teddy@ops-pierrefonds:~$ {c}", "PS C:\\ops> {c}",
    "Azure Cloud Shell (bash):\n{c}", "GitLab CI job log, line 42: {c}",
    "WhatsApp, Johnny: I ran this: {c}", "ticket PVG-2317, steps to reproduce:\n{c}",
    "lakòmand mi la lansé: {c}", "kòmand ke mo finn lanse: {c}", "commande ya wami: {c}",
    "ny baiko nalefako: {c}", "slt, g lancé ça: {c}", "Vanakkam, lo komand: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)
        seen.update(s.secret for s in out)
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.pitonvanille.re:5432/sechage",
    "mysql://{u}:{pw}@db.lagonferry.yt:3306/billetterie",
    "mongodb+srv://{u}:{pw}@crew.airpiton.mongo.example/roster?retryWrites=true",
    "redis://{u}:{pw}@cache.kesmityel.mu:6379/2",
    "amqps://{u}:{pw}@mq.pitonvanille.re:5671/distillerie",
    "sqlserver://{u}:{pw}@sql.kesmityel.mu:1433?database=CoreBank",
    "oracle+oracledb://{u}:{pw}@ora.kesmityel.mu:1521/?service_name=TELLER",
    "clickhouse://{u}:{pw}@ch.airpiton.re:9000/flights",
    "ftp://{u}:{pw}@ftp.sucrerie.pitonvanille.re/pesees/",
    "smtp://{u}:{pw}@mail.pitonvanille.re:587",
    "neo4j+s://{u}:{pw}@graph.lagonferry.yt:7687",
    "jdbc:postgresql://pg.airpiton.re:5432/crew?user={u}&password={pw}",
    "Server=sql.kesmityel.mu;Database=Prets;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "lo lien la baz lé {c}",
    "lien database se {c}", "slt la chaîne de connexion c {c}", "ticket PVG-2330: {c}",
    "Notion page 'Bases de données': {c}", "lien ya base ndo {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "piton-vanille", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read payments:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("AeroAPI", "AEROAPI_X_APIKEY", _j((ALNUM, 32))),
    ("OAG", "OAG_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Mystifly", "MYSTIFLY_SESSION_TOKEN", _vendor_jwt("https://onepoint.mystifly.example")),
    ("Travelfusion", "TRAVELFUSION_XML_LOGIN", _j((UPPER_DIGITS, 24))),
    ("Juniper Booking", "JUNIPER_API_SECRET", _j((B64, 43), "=")),
    ("OpenAirlines", "OPENAIRLINES_API_TOKEN", _j((URLSAFE, 48))),
    ("Skybreathe", "SKYBREATHE_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Resaneo", "RESANEO_API_KEY", _j((HEX, 40))),
    ("Travelsoft", "TRAVELSOFT_TOKEN", _j((ALNUM, 40))),
    ("Dexchange", "DEXCHANGE_API_KEY", _j("dex_", (ALNUM, 36))),
    ("Nuapay", "NUAPAY_API_KEY", _j((HEX, 64))),
    ("Paylib", "PAYLIB_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("iBanFirst", "IBANFIRST_API_SECRET", _j("ibf_", (HEX, 40))),
    ("Mambu", "MAMBU_APIKEY", _j((ALNUM, 32))),
    ("Opay", "OPAY_MERCHANT_PRIVATE_KEY", _j("OPAYPRV", (D, 20), (D, 1))),
    ("PayXpert", "PAYXPERT_API_KEY", _j("pxp_live_", (ALNUM, 32))),
    ("Pledg", "PLEDG_SECRET", _j("pledg_sk_", (ALNUM, 30))),
    ("Floa", "FLOA_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Oney", "ONEY_API_KEY", _j((UPPER_HEX, 32))),
    ("Younited", "YOUNITED_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Memo Bank", "MEMOBANK_ACCESS_TOKEN", _vendor_jwt("https://auth.memo.bank.example")),
    ("Manager.one", "MANAGERONE_API_KEY", _j((ALNUM, 44))),
    ("Cashbee", "CASHBEE_TOKEN", _j((HEX, 48))),
    ("Dejamobile", "DEJAMOBILE_API_SECRET", _j((B64, 64))),
    ("Famoco", "FAMOCO_MDM_TOKEN", _j((LOWER_DIGITS, 40))),
    ("Tagpay", "TAGPAY_MERCHANT_KEY", _j("tgp-", (UPPER_DIGITS, 28))),
    ("Smag", "SMAG_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Katana MRP", "KATANA_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Actito", "ACTITO_API_KEY", _j((ALNUM, 64))),
    ("Selligent", "SELLIGENT_API_SECRET", _j((HEX, 32))),
    ("Isendpro", "ISENDPRO_KEYID", _j((HEX, 32))),
    ("SMSPartner", "SMSPARTNER_API_KEY", _j((HEX, 40))),
    ("Fygr", "FYGR_TOKEN", _j("fygr_pat_", (ALNUM, 36))),
    ("Indy", "INDY_API_TOKEN", _j((URLSAFE, 56))),
    ("Telma Money", "TELMA_MONEY_CONSUMER_SECRET", _j((ALNUM, 28))),
    ("Afrimarket", "AFRIMARKET_API_KEY", _j((UPPER_HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "systemd unit:\n[Service]\nEnvironment={env}={tok}",
    "Dockerfile:\nENV {env}={tok}",
    "Piton ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "| {vendor} | prod | {tok} |",
    "ticket PVG-2342: {vendor} integration broken, current key {tok}",
    "WhatsApp, Teddy: {vendor} key for the booking sync: {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "clé d'API {vendor} pour la billetterie : {tok}",
    "slt, la clé API {vendor} c {tok}",
    "lo klé API {vendor} lé {tok}",
    "klé API {vendor} se {tok}",
    "API key ya {vendor} ndo {tok}",
    "ny API key {vendor} dia {tok}",
    "Vanakkam, API key {vendor}: {tok}, nandri",
    "dalon, token {vendor} pou lo sit: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    mambu = _r(rng, ALNUM, 32)
    oag = _r(rng, HEX, 32)
    swarm = f"SWMTKN-1-{_r(rng, LOWER_DIGITS, 50)}-{_r(rng, LOWER_DIGITS, 25)}"
    aero = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = requests.get(f"{{MAMBU}}/api/clients", headers={{"apikey": "{mambu}"}})', mambu),
        Sample("vendor_token", f"curl -H 'Ocp-Apim-Subscription-Key: {oag}' https://api.oag.com/flight-instances/?DepartureAirport=RUN", oag),
        Sample("vendor_token", f"docker swarm join --token {swarm} 10.40.0.5:2377", swarm),
        Sample("vendor_token", f'const aero = axios.create({{ headers: {{ "x-apikey": "{aero}" }} }});', aero),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    seen.update(s.secret for s in out)
    return out


_BARE_PLACES = ["{t}", "it only shows it once, so here:\n{t}", "lo token lé {t}",
                "token se {t}", "{t}\n^ nouvo token, lo vié lé mor", "garde ça stp: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the vanilla-room hygrometer VR-04: {h}": 32,
    "HMAC secret for the Kès Mityèl card webhook: {h}": 64,
    "AES key of the barge turnstile firmware export: {h}": 32,
    "IPsec pre-shared key, Pamandzi to Roland-Garros tunnel (hex): {h}": 64,
    "klé chifraz lo backup: {h}": 64,
    "kle enkripsion backup se {h}": 48,
    "klé ya chiffrement ya backup ndo {h}": 64,
    "ny klé fanafenana ny backup dia {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket PVG-2355: token copied out of the browser's network tab {t}",
    "Cookie: lang=fr-RE; pvg_session={t}",
    "CREW_PORTAL_BEARER={t}",
    "keep this bearer token for me {t}",
    "lo token lé {t}",
    "token ndo {t}",
    "slt voilà le jeton: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@pitonvanille.re"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.pitonvanille.re/realms/pvg", "azp": "crew-portal",
                   "groups": ["crew", "ops"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Pierrefonds ops server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.lagonferry.yt.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EBICS_PRIVATE_KEY": "{key}", "bank": "kes-mityel"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_scada <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "lo klé privé serveur:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "klé privé ya serveur ndo:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the customs broker's SFTP at Longoni:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the old Fournaise tours wallet\n{p}": "english",
    "voice memo: the seed words are {p} and that's all": "english",
    "Trust Wallet words from the treasury drawer: {p}": "english",
    "Ledger backup card of the ylang fund, typed out: {p}": "english",
    "lo 12 mo lo portefeuille lé: {p}": "english",
    "phrase de récupération du portefeuille de la distillerie : {p}": "french",
    "slt, les mots de secours du wallet: {p}": "french",
    "mo seed phrase se {p}": "french",
    "frase de recuperación de la billetera del socio de Tamatave: {p}": "spanish",
    "frase de recuperação da carteira do parceiro: {p}": "portuguese",
    "frase di recupero del portafoglio: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
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
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _cb_card(rng: random.Random) -> str:
    """A Luhn-valid CB-badged Visa number of a French overseas bank's range (drawn prefixes)."""
    body = rng.choice(["497355", "497401", "497011", "497671"]) + _r(rng, D, 9)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


_BRANDS = ["visa", "cb", "mastercard", "amex", "maestro", "jcb", "unionpay", "discover"]


def _card(rng: random.Random, brand: str) -> str:
    return _cb_card(rng) if brand == "cb" else v.card(rng, brand)


_CARD_PLACES = [
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ticket PVG-2372: pay the ATR spare parts with the company card {c}",
    "WhatsApp, Sabrina: card for the fuel at Pamandzi is {c}, {mm}/{yy}",
    "slt le num de la carte c {c} exp {mm}/{yy}",
    "numéro mon kart bank lé {c}",
    "mo nimero kart se {c}, {mm}/{yy}",
    "namba ya carte yangu ndo {c}",
    "ny laharan'ny karatra-ko dia {c}",
    "Vanakkam, kart pou lo kovil: {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 04/37, security code {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, four-digit CID above the number: {cvv}",
               "les trois chiffres au dos: {cvv}",
               "lo trwa shif déyèr la kart lé {cvv}",
               "trwa sif deryer kart se {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 185; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"IQ": "aaaa" + "n" * 15, "VA": "n" * 18, "UA": "n" * 25, "SD": "n" * 14,
                "SV": "aaaa" + "n" * 20, "VG": "aaaa" + "n" * 16, "EG": "n" * 25,
                "GI": "aaaa" + "c" * 15}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice PVG-F-2033-118: please pay the still parts to {i} within 30 days",
    "save the vanilla broker's IBAN: {i}",
    "IBAN: {i}\nReference: ylang lot 12",
    "WhatsApp #tresorerie: the fuel supplier's new bank details, IBAN {i}",
    "slt l'IBAN du fournisseur c {i}",
    "IBAN mon kont lé {i}",
    "mo IBAN se {i}",
    "IBAN yangu ndo {i}",
    "ny IBAN-ko dia {i}",
    "Vanakkam, IBAN pou lo don kavadi: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _icao_check(value: str) -> str:
    """The ICAO 9303 check digit: digits as themselves, A-Z as 10-35, weights 7, 3, 1."""
    weights = [7, 3, 1]
    total = sum(
        (int(c) if c.isdigit() else ord(c) - 55) * weights[k % 3] for k, c in enumerate(value)
    )
    return str(total % 10)


_MG_PASSPORTS: dict[str, str] = {}


def _mg_passport(g: random.Random) -> str:
    """A Malagasy passport number: a letter and eight digits (its check digit kept beside it)."""
    number = g.choice("ABGR") + _r(g, D, 8)
    _MG_PASSPORTS[number] = _icao_check(number)
    return number


def _dcem(g: random.Random) -> str:
    """Mayotte's DCEM: an invented shape, 976, two letters and seven digits."""
    return f"976{_r(g, UPPER, 2)}{_r(g, D, 7)}"


def _tir(g: random.Random) -> str:
    """A titre d'identité républicain: an invented shape."""
    return f"TIR-976-{_r(g, D, 8)}"


def _km_cni(g: random.Random) -> str:
    """A Comorian identity card number: an invented shape, two letters and seven digits."""
    return g.choice(["NG", "AN", "MO"]) + _r(g, D, 7)


def _marin(g: random.Random) -> str:
    """A seafarer's inscription maritime number: an invented shape."""
    return f"{g.randrange(1990, 2031)}{_r(g, D, 4)}"


def _tca(g: random.Random) -> str:
    """An airport titre de circulation badge: an invented shape."""
    return f"{g.choice(['RUN', 'DZA', 'ZSE'])}-TCA-{_r(g, D, 6)}"


def _ffessm(g: random.Random) -> str:
    """An FFESSM licence number: an invented shape."""
    return f"A-{g.randrange(10, 99)}-{_r(g, D, 6)}"


def _educ(g: random.Random) -> str:
    """A carte professionnelle d'éducateur sportif: an invented shape."""
    return f"{g.choice(['974', '976'])}ED{g.randrange(2000, 2033)}{_r(g, D, 4)}"


def _planteur(g: random.Random) -> str:
    """A cane planter's number at the mill: an invented shape."""
    return f"PL-{_r(g, D, 6)}"


def _mu_permit(g: random.Random) -> str:
    """A Mauritian work permit number: an invented shape."""
    return f"WP/{_r(g, D, 6)}/{g.randrange(2026, 2034)}"


_ID_PLACES: dict[str, Maker] = {
    "ny laharan'ny pasipaoro malagasy-ko dia {s} (chiffre de contrôle {k})": _mg_passport,
    "Malagasy passport of the Tamatave broker: {s}, MRZ check digit {k}": _mg_passport,
    "namba ya DCEM ya mwana wami ndo {s}": _dcem,
    "slt le n° du DCEM de ma fille c {s}": _dcem,
    "titre d'identité républicain (TIR) number of the new ferry agent: {s}": _tir,
    "namba ya carte d'identité comorienne yangu ndo {s}": _km_cni,
    "carte d'identité comorienne of the new barge deckhand: {s}": _km_cni,
    "numéro d'inscription maritime du capitaine de la barge : {s}": _marin,
    "mo nimero inscription maritime se {s}": _marin,
    "airport badge (titre de circulation) number for the ATR engineer: {s}": _tca,
    "numéro mon badge titre de circulation lé {s}": _tca,
    "FFESSM licence of the lagoon dive instructor: {s}": _ffessm,
    "volcano guide's carte professionnelle d'éducateur sportif: {s}": _educ,
    "mon numéro de planteur à la sucrerie lé {s}": _planteur,
    "mo permis de travail Moris se {s}": _mu_permit,
    "Mauritian work permit (permis de travail) of the new teller: {s}": _mu_permit,
}  # fmt: skip


def _id_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    value = _ID_PLACES[template](rng)
    fields = {"s": value}
    if "{k}" in template:
        fields["k"] = _MG_PASSPORTS[value]
        assert _icao_check(value) == fields["k"]
    return fields


_national = _Family("national_id", list(_ID_PLACES), _id_draw, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Mambu 2FA recovery codes\n{codes}", "backup codes for the airline's Google Workspace: {codes}",
            "codes de secours du compte banque: {codes}", "lo kod sekour 2FA: {codes}",
            "kod sekour 2FA se: {codes}", "backup codes ya 2FA ndo: {codes}",
            "ny kaody backup 2FA dia: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Mambu:jocelyn@pitonvanille.re?secret={s}&issuer=Mambu&digits=6",
              "2FA setup key for the iBanFirst login: {s}",
              "TOTP secret of the crew portal: {s}",
              "slt la clé 2FA c {s}",
              "lo klé TOTP lé {s}",
              "klé ya 2FA ndo {s}"]  # fmt: skip
_CODES = ["{c} is your Kès Mityèl verification code", "Votre code de vérification Air Piton : {c}",
          "lo kod verifikasyon lé {c}", "kod verifikasion se {c}", "code ya verification ndo {c}",
          "Use {c} to sign in to Paylib"]  # fmt: skip


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


_RECOVERY = ["Apple account recovery key: {k}", "clé de récupération du compte Apple de la caisse : {k}",
             "lo klé rekipérasyon lé {k}", "1Password Secret Key of the ops vault: {k}",
             "klé rekiperasion se {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "1Password" in template:
        key = f"A3-{_r(rng, UPPER_DIGITS, 6)}-{_r(rng, UPPER_DIGITS, 6)}-" + "-".join(
            _r(rng, UPPER_DIGITS, 5) for _ in range(4)
        )
    else:
        key = "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))
    return {"k": key}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["PVG-Sechage", "Kès-Mityèl-Staff", "AirPiton-Crew", "LagonFerry-Kiosk", "Zeop_SaintAndre",
          "SFR-Box-Combani", "Only-Mamoudzou-5G", "Distillerie-Combani", "Volkan-Gite-Bellecombe",
          "Barge-Dzaoudzi", "my.t-PortMathurin", "Orange-Pamandzi", "Kovil-SaintAndre"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\npassword: {pw}",
    "guides' hut wifi at Bellecombe: {s} / {pw}",
    "the key printed under the Zeop box: {pw}",
    "slt le wifi c {s} et le mdp {pw}",
    "mdp wifi {s} → {pw}",
    "modpas wifi {s} lé {pw}",
    "lo modpas wifi la kaz lé {pw}",
    "modpas wifi {s} se {pw}",
    "password ya wifi {s} ndo {pw}",
    "ny password wifi {s} dia {pw}",
    "Vanakkam, wifi kovil {s}, modpas {pw}",
    "Raspberry Pi at the weighbridge: SSID {s}, passphrase {pw}",
    "hangar wifi at Pierrefonds: network {s}, key {pw}",
    "guest network for the tour bus is {s}, the password is {pw}",
    "WPA3 passphrase of {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("pxp_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28))]
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the preview hides it) {t}", "lèt par lèt: {t}", "harfu moja moja: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "."][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the curing-room door keypad takes {pw} then #", "padlock on the cane-shed gate: {pw}",
          "PIN of the Kès Mityèl branch alarm: {pw}", "code porte local vanille: {pw}",
          "slt le code du portail c {pw}", "lo kod la port lé {pw}", "kod kadna lakaz se {pw}",
          "kod ya mlango ndo {pw}", "ny kaody ny varavarana dia {pw}",
          "Vanakkam, lo kod la barrière kovil lé {pw}", "lo PIN mon kart lé {pw}",
          "mo PIN se {pw}", "PIN yangu ndo {pw}", "code du coffre de la barge: {pw}",
          "PIN of the barge ticket office safe: {pw}", "gate code at the Pierrefonds hangar is {pw}",
          "alarm code of the Combani distillery: {pw}", "door code of the guides' hut at Bellecombe: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4, 8][index % 5])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["vanille", "letchi", "combava", "bagasse", "pirogue", "barge", "lagon", "piton",
                 "maloya", "kabar", "tangue", "zevi", "ylang", "bichique", "mataba", "sega"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the ops vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "phrase de passe du coffre: {p}": " ",
            "lo phrase secrète lé {p}": ".",
            "passphrase ya coffre ndo {p}": " ",
            "ny passphrase dia {p}": "_",
            "mo passphrase se {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman export, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia request, Authorization: Bearer {v}": False,
    "lo header lé Authorization: Basic {v}": True,
    "curl -H 'Authorization: Bearer {v}' https://api.lagonferry.yt/v2/departures": False,
    "header ya API ndo Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nPVG_SECHAGE_DB_USER=sechage\nPVG_SECHAGE_DB_PASS={pw}",
    "compose.yaml:\n  db:\n    image: postgres:17\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: crew-portal-db\nstringData:\n  password: {pw}",
    "/etc/systemd/system/ferry-sync.service:\n[Service]\nEnvironment=LAGON_FERRY_DB_PASSWORD={pw}\nExecStart=/opt/ferry/sync",
    "group_vars/scada.yml:\nCOMBANI_SCADA_PASSWORD: \"{pw}\"",
    "terraform.tfvars:\nkes_core_db_password = \"{pw}\"",
    "values-prod.yaml:\npostgresql:\n  auth:\n    password: {pw}",
    "~/.pgpass:\npg.pitonvanille.re:5432:sechage:sechage:{pw}",
    "~/.netrc:\nmachine ftp.sucrerie.pitonvanille.re login pesees password {pw}",
    "my.cnf:\n[client]\nuser=teller\npassword={pw}",
    "application.yml:\nspring:\n  datasource:\n    username: crew\n    password: {pw}",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Core\": \"Server=sql.kesmityel.mu;User Id=core;Password={pw};\" }}",
    "Home Assistant secrets.yaml:\nvanilla_room_mqtt_password: {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"PVG-Sechage\"\n  psk=\"{pw}\"\n}}",
    "php-fpm pool www.conf:\nenv[AIRPITON_PSS_SECRET] = {pw}",
    "crontab -l:\n0 2 * * * PGPASSWORD={pw} pg_dump -h pg.pitonvanille.re sechage > /backup/sechage.sql",
    "KES_MITYEL_CORE_TOKEN={pw} # lo token la kès, pa komit ali",
    ".env.local (Kès Mityèl app):\nDB_PASSWORD={pw}\n# mo finn met li la, pa partaz",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    'ferry = LagonFerryClient(api_key="{pw}")',
    'const crew = new CrewPortal({{ apiKey: "{pw}", region: "re" }});',
    'export const PAYXPERT_SECRET: string = "{pw}";',
    'db, _ := sql.Open("postgres", "user=sechage password={pw} host=pg.pitonvanille.re")',
    "$pdo = new PDO('mysql:host=db.lagonferry.yt;dbname=billets', 'billets', '{pw}');",
    'Mambu.configure {{ |c| c.api_key = "{pw}" }}',
    'val smsPartnerKey = "{pw}" // lo klé SMS, pa komit',
    'let fygrToken = "{pw}" // mo token',
    'var conn = new SqlConnection("Server=sql.kesmityel.mu;User Id=core;Password={pw};");',
    'let secret = "{pw}"; // klé ya API ndo ici',
    "final dejamobileKey = '{pw}';",
    'config :pvg, Pvg.Repo, password: "{pw}"',
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "[07:02] Teddy: wifi password at the hangar?\n[07:03] Bryan: {pw}",
    "[13:20] Vimla: password for the treasury share?\n[13:21] Kessen: {pw}",
    "Patricia: new password on the barge kiosk is {pw}",
    "[22:47] Jocelyn: what's the ATR laptop pw again?\n[22:48] Bryan: {pw}",
    "[18:40] Ludivine: root pw for the ops server?\n[18:41] Kessen: {pw}",
    "Johnny: {pw} is the new crew portal password",
    "[06:15] Sabrina: modpas lordi la kès?\n[06:16] Ginette: {pw}",
    "Jean-Luc: dalon, modpas lé {pw}",
    "[09:12] Clency: ki modpas server?\n[09:13] Patricia: {pw}",
    "Mouhamadi: password mpya ndo {pw}",
    "[11:30] Faneva: inona ny password?\n[11:31] Hery: {pw}",
    "Karthika: Vanakkam! modpas lé {pw}",
    "[20:05] Mickaella: slt c quoi le mdp?\n[20:06] Bryan: {pw} tkt",
    "Anrifa: {pw} ndo password ya serveur",
    "Tahina: {pw} no password vaovao",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 64), (_logins, 24), (_spelled, 14), (_cli, 24), (_urls, 14), (_vendors, 48),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 16), (_backups, 7), (_totp, 6), (_codes, 6), (_recovery, 5),
    (_wifi, 16), (_spelled_tokens, 8), (_locks, 14), (_phrases, 7), (_auth, 6), (_configs, 18),
    (_code, 10), (_chats, 12),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def _seed_of(lang: str) -> Maker:
    return lambda g: str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the crew portal password is": "{s}", "teller app pw:": "{s} (since the migration)",
    "modpas lordi la kès lé": "{s}", "slt le mdp c": "{s}\nchange le après stp",
    "mo modpas se": "{s}", "password ya serveur ndo": "{s}", "ny password vaovao dia": "{s}",
    "the password Bryan read out over the radio was": "{s}, I think",
    "Vanakkam, modpas kovil:": "{s}", "SCADA password": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Nuapay API key", "{s}", _j((HEX, 64))),
    ("split_token", "lo klé API Resaneo lé", "{s}", _j((HEX, 40))),
    ("split_token", "Skybreathe client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet backup words", "{s}", _seed_of("french")),
    ("split_card", "numéro de carte", "{s} exp 09/37", lambda g: v.grouped(_cb_card(g), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IQ"))),
    ("split_backup", "codes de secours", "{s}\nqwhx-4471-pmzt\nrkde-9023-abnu", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "namba ya DCEM ndo", "{s}", _dcem),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"scada": {"url": "https://scada.combani.pitonvanille.re", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"modpas": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kessen", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "kiosk-a"}, {"name": "kiosk-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["lxd", "init", "--auto", "--trust-password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "modpas lordi la kès lé {s}"}': ("meta_password", _plain_pw),
    '{"mdp": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the crew portal as ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"mambu": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 32))),
    '{"nuapayToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"selligent_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "11/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "VA")),
    '{"crew": {"badge_tca": "{s}"}}': ("meta_id", _tca),
    '{"mfa": {"recovery_codes": ["{s}", "qwhx-4471-pmzt", "rkde-9023-abnu"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _seed_of("english")),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cane_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 7))),
    '{"wifi": {"ssid": "PVG-Sechage", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"turnstile-fw-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/pvg/crew-portal:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"sechage: add humidity alarm", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert timetable import", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"pesees_2033-03-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ylang-batch-export-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the curing-room controller password before the audit on 2033-04-11.",
    "Teddy asked for the hangar wifi password; it's on the card in the shift lead's drawer.",
    "Policy: group passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `MAMBU_APIKEY=replace-me` is a placeholder; the real key is in the vault.",
    "The crew portal asks for a new password every 90 days.",
    "Replace <YOUR_OAG_KEY> in the README with the key from the OAG developer portal.",
    "NUAPAY_API_KEY and SELLIGENT_API_SECRET must be set before the nightly sync runs.",
    "Pa di personn out modpas, dalon.",
    "Pa dir personn to modpas.",
    "Usu ambiya mtru password yaho.",
    "Aza lazainao amin'olona ny password-nao.",
    "slt, oublie pa de changer ton mdp stp",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Vanakkam! Dipavali lé samdi, lo kovil i ouv a 6 èr.",
    "Lo modpas i fo ek 14 lèt minimòm, sé la règ.",
    "Mo finn bliye mo modpas, mo pou al labank demin.",
    "Marahaba, wami tsi na password.",
    "Upgraded the turnstile firmware from 2.6 to 2.7 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the humidity alarm to the curing rooms.",
    f"Rolled back to {_SHORT} after the timetable import broke the barge schedule.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The turnstile firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ylang-batch-export-2033.parquet: {_SHA512}",
    f"The crew portal runs ghcr.io/pvg/crew-portal@sha256:{_IMAGE}.",
    f"MD5 of pesees_2033-03-02.csv is {_MD5}, same as the copy on the mill share.",
    "Request id 3f9c2a71-5b4e-4d10-9e2a-8c71f0b4d663 is the slow one in the booking logs.",
    "Purchase order PO-2033-00721 for 120 kg of black vanilla ships on Friday.",
    "Ticket PVG-2400: the Combani still's steam valve sticks in the morning.",
    "Call the Port Mathurin branch on +230 831 2044 before noon.",
    "Flight PI 214 from Roland-Garros to Pamandzi leaves at 07:40, gate 3.",
    "The barge from Mamoudzou to Dzaoudzi runs every 30 minutes until 22:00.",
    "The sugar mill weighed 4 812 tonnes of cane yesterday, sucrose rate 13.6 %.",
    "Batch YL-2033-044 of ylang-ylang extra: 18.5 litres, density 0.95.",
    "My card ending 4471 was declined at the Saint-Pierre hardware store.",
    "The broker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the bank's Mambu account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `AEROAPI_KEY` in the secrets store, never in the repository.",
    "The padlock on the cane shed rusts in the salt air; oil it every month.",
    "OAG moved the subscription key page under Profile › Subscriptions in its March release.",
    "ISBN 978-2-07-036822-8 is the vanilla handbook on the shelf; ORCID iD 0000-0002-1825-0097 is its author's.",
    "The guest wifi 'PVG-Guest' is open, no password needed.",
    "After five wrong passwords the teller app locks the account for 15 minutes.",
    "lo kod postal Saint-André lé 97440, Mamoudzou lé 97600.",
    "mo nimero telefonn se +230 5831 2277, apel mwa apre 5er.",
    "namba ya simu yangu ndo 0639 45 12 87.",
    "ny laharan'ny finday-ko dia 0639 21 76 43.",
    "slt le vol PI 214 est retardé de 40 min, porte 3",
    "Volcano tour on 2033-05-02: 14 guests, meeting at Pas de Bellecombe at 05:30.",
    "The ATR 72-600 F-OPVG is back from its C-check with 1 240 flight hours left before the next.",
    "Lo kavadi i komans a 4 èr granmatin, kovil Saint-André.",
    "Pongal lé lo 14 janvié, pousari la di sa.",
    "Ask Ginette for the curing-room keypad code, I don't have it.",
    "The secret of good bourbon vanilla is six months of slow drying in the shade.",
    "Invoice FAC-2033-0412 totals 18 450 EUR, due in 30 days.",
    "Vanilla grade A: 16-18 cm, moisture 30-35 %; grade B: 12-14 cm.",
    "la réunion des guides c jeudi 18h au gîte, ramenez les lampes frontales",
    "Tracking number 1Z 999 AA1 01 2345 6784 for the still gaskets.",
    "Mersi pou to led, mo pou pey twa lindi.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/pvg/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "PVG-2400", "purchase_order": "PO-2033-00721"}',
    '{"batch": {"id": "YL-2033-044", "litres": 18.5, "density": 0.95}}',
    '{"phone": "+230 831 2044", "city": "Port Mathurin"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "kg_vanilla_in_stock": 842}',
    '{"flight": "PI 214", "from": "RUN", "to": "DZA", "aircraft": "ATR 72-600"}',
    '{"barge": "Imane", "departures_per_day": 48, "crossing_minutes": 15}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
