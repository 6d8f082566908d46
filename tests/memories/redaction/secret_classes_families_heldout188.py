# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-eighty-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-eighty-fifth only to search them (grep) for the languages, wordings, tools,
commands, flags, variables, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-eighty-sixth, -seventh and -ninth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (188604217),
password words (a blast-furnace word in Luxembourgish, a town of the Minett or the Moselle, two
digits and a sign; a Moselle grape, a vintage, a sign and a wine village; two or three dishes of
the Greater Region joined by dots with a number; leet words of the Minett, the Schmelz, Rivaner,
Elbling, Lyoner, the Schwenker, the converter and the wagon with a year; a cross-border bus line
and a town; a name, a birth year, a sign and a town; a stand of the stadium, a number, a sign and
a town; a town in capitals, a sign and four digits; a freight wagon and a number; a generator's
four groups and random runs), names, places, templates, tools, vendors and layouts, the way the
staff of Rout Äerd (fictional: a steelworks-heritage site at the Belval blast furnaces, the RÄ
Bus cross-border commuter lines between Esch-sur-Alzette, Thionville, Metz, Saarbrücken, Trier and
Arlon, a wine cooperative at Remich, Wormeldange and Grevenmacher, a private-bank back office on
the Kirchberg, RÄ Rail Cargo at Bettembourg and Thionville-Woippy, and the football club Jeunesse
Rout Äerd) leak secrets into an assistant's memory. The texts are Signal, WhatsApp, Threema Work,
Wire, Element, Teams, Webex, Slack, Mattermost, Viber and Telegram messages, chat logs with
times, Jira, ServiceNow, TOPdesk, GLPI and Redmine tickets, Confluence, BookStack and DokuWiki
pages and tables, OneNote, Joplin, Obsidian, Apple Notes and Google Keep notes, e-mails, runbooks,
README fragments, bash, PowerShell and HSM-console prompts, code (Python, Ruby, Java, C#, Go, PHP
and Kotlin), configs, voice-memo transcripts in four languages and requests to the assistant
itself; the label's separators run from a colon, "is" (`ass`, `is`, `é`, `è`, `c' est`) and a dash
to an arrow, a pointing hand, an emoji, a new line, quotes (`"…"`, `„…“`, `«…»`), brackets and a
table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 185 names (each grepped for the
command, flag or variable itself): Thales Luna's `lunacm` and its `role login -password`,
Utimaco's `csadm … LogonPass=` and `p11tool2 … LoginUser=`, CipherTrust's `ksctl login
--password`, Fortanix's `sdkms-cli user-login`, Pulumi's `esc env set … --secret`, WildFly's
`elytron-tool.sh credential-store --password` and JBoss's `vault.sh … --sec-attr`, Bandizip's `bz c
-p:`, Tomcat's `digest.sh`, utPLSQL-cli's `utplsql run user/…@db`, Ant's `-D…password=`, Splunk's
`--seed-passwd`, Helm's `--set bootstrapPassword=` (Rancher) and `--set harborAdminPassword=`, the
output of `cat …/initialAdminPassword`, `/etc/gitlab/initial_root_password`, the
`argocd-initial-admin-secret` and `elasticsearch-setup-passwords auto`, acme.sh's `CF_Key` with
`dns_cf`, Kong's `KONG_PG_PASSWORD`, PyKMIP's `pykmip.conf`, python-fintech's `EbicsKeyRing(…,
passphrase=…)` and the Ruby `Epics::Client.new(…)`, and the company's own variables
(`RAE_TACHO_DB_PASS`, `RAE_EBICS_KEYRING_PASSPHRASE`, `RAE_SCADA_HISTORIAN_PASSWORD`). Beside
them commands of lightly used tools (each in one earlier corpus by that grep: `sapshcut -pw=`,
`brconnect -u system/…`, `startrfc -p`, GoldenGate's `DBLOGIN USERID …, PASSWORD`, `dsmadmc
-password=`, `ycqlsh -p`, Tasmota's `MqttPassword`, `sdb-admin create-node --password`,
`srt-live-transmit` with `passphrase=`, `obs-cmd` with `obsws://…/secret`, `cf login -p`), and
common layouts (env files, compose, systemd, Kubernetes secrets, a wifi QR code, `otpauth://`,
JWTs, PEM blocks, Basic and Bearer headers, connection strings) in wordings of their own.

About 49 % of the secret samples are in other languages than English (by a rough count of the drawn
samples, 193 of 390): Luxembourgish, the Lorraine Franconian Platt of Forbach and Sarreguemines,
the Saarland dialect, the Moselle Franconian of Trier, Walloon, the Portuguese the Luxembourg
diaspora texts and the Italian of the old mining towns (Dudelange, Esch, Villerupt, Hayange), with
standard French, German and Spanish in a few login, vendor, seed-phrase, card and id lines. The
wordings are the author's approximations, checked by no speaker, built around a few marker words
and the loanwords people there really text (password, wifi, PIN, token, code, server, backup):
Luxembourgish `Moien`, `ass`, `vum`, `fir`, `neit`, `geännert op`, `Passwuert`, `Benotzernumm`,
`w.e.g.`, `villmools merci`, `sot et kengem`, `Kanns de dir dat mierken`, `Sproochmemo`; Saarland
`isch`, `hann`, `'s Passwort`, `fa`, `Alla hopp`, `Ei jo`, `Kolleesch`, `schwätz nit drüwwer`,
`hasche?`, `Sprachnachricht`; Lorraine Platt `'s Passwort vum Ordi`, `is`, `jetzt`, `merci hein`,
`alors`, `verzähl's kenem`, `de nei Code`; Moselle Franconian `Moie`, `dat`, `ett`, `hunn`,
`gesatt`, `sach et kenem`, `Dingen`; Walloon `Bondjoû`, `li novea mot d' passe`, `dji l' a candjî`,
`c' est`, `nel dijhoz a nolu`, `po`, `del gåre`; diaspora Portuguese `a pass`, `a senha`, `tá`,
`obg`, `bjs`, `n digas a ngm`, `o chantier`, `a caisse`, `nota de voz`; mining-town Italian `mi
raccomando`, `non dirlo a nessuno`, `la Schmelz`, `l'ho cambiata in`, `ricordati`. Walloon's
apostrophe is typed as the ASCII one, as people text it, though print writes `’` (`mot d’ passe`).
The thinnest guesses are the Lorraine Platt lines (told apart from the Saarland ones only by their
French loans), the Moselle Franconian `gesatt` and `Dingen`, the Walloon `candjî`, `del gåre di
marchandijhes` and `clé d' l' API`, and the Venetian `xe` in one mining-town line.

Vendors (Kantox, IDnow, Skribble, Hastus, Hudl, Wyscout, StatsBomb, Sportradar, Catapult,
STATSports, Kitman Labs, SkillCorner, SECUTIX, Mes Parcelles, Vitisoft, Lineas, Captrain, Medway,
Europorte, Lezzgo, Kentkart, Clearstream, Euroclear, Vestima, Finologee, Kneip, Fundsquare,
Allfunds, Playermaker, TransferRoom, Sofascore, Fotmob, Kinexon, Zone7 and Zetcom) are ones
heldouts 5 to 185 do not name (grepped by name). Only Cloudflare's 37-hex global API key (as
acme.sh's `CF_Key` takes it) is a shape the author believes real; every vendor shape here is a
guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, `lzg_live_`, `fngl_` and `kx_`
prefixes), and the JWTs for Catapult and Kneip are well-formed guesses.

The ids: three checked kinds, each lightly used (in one earlier corpus by that grep): Luxembourg's
national identification number (matricule), its Luhn and Verhoeff digits computed with
python-stdnum's `luhn` and `verhoeff`; the Belgian eID card number, drawn until `stdnum.be.eid`
validates it; and the Portuguese Cartão de Cidadão number, drawn until `stdnum.pt.cc` validates it.
The others are kinds no earlier corpus uses and shapes invented here that no library or this file
checks (no check-digit algorithm is written here): a Luxembourg identity card (Identitéitskaart)
and passport number, a tachograph driver card (Fahrerkaart), a bus driver's
Fahrerqualifizierungsnachweis, an FLF player licence (Spillerlizenz), a UEFA-A coaching licence
(Trainerlizenz), a Saarland Waffenbesitzkarte and Fischereischein, an EU train driver licence
(Lokführerschein) and an Italian carta d'identità elettronica. Card numbers pass Luhn (the value
helpers' brands and a Bancontact 6703 prefix drawn here, checked with python-stdnum's `luhn`). The
IBANs are of countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts
5 to 185 (Bahrain, Gibraltar, Guatemala and El Salvador, the least used, then Andorra, Monaco,
Malta and Saint Lucia), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, French, Italian, Portuguese and Spanish lists, each with a valid checksum.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum import luhn, verhoeff
from stdnum.be import eid as be_eid
from stdnum.pt import cc as pt_cc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 188_604_217
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


_FURNACE = ["Hochuewen", "Minett", "Schmelz", "Gichtgas", "Konverter", "Thomasmeel", "Koks",
            "Lore", "Ofebouer", "Abstech", "Sinter", "Wallwierk", "Gießhal", "Erzbunker"]  # fmt: skip
_GRAPES = ["Elbling", "Rivaner", "Auxerrois", "Riesling", "Pinotgris", "Pinotblanc", "Gewurz",
           "Cremant", "Chardonnay", "Pinotnoir"]  # fmt: skip
_TOWNS = ["Esch", "Belval", "Dudelange", "Differdange", "Rumelange", "Remich", "Wormeldange",
          "Grevenmacher", "Wasserbillig", "Schengen", "Arlon", "Thionville", "Hayange", "Villerupt",
          "Forbach", "Sarreguemines", "Metz", "Woippy", "Saarbruecken", "Voelklingen", "Merzig",
          "Saarlouis", "Trier", "Bettembourg", "Kirchberg", "Ehnen"]  # fmt: skip
_DISHES = ["kachkeis", "judd", "bouneschlupp", "gromperekichelcher", "quetschentaart", "lyoner",
           "schwenker", "dibbelabbes", "mirabelle", "quiche", "bacalhau", "polenta", "paschtei",
           "stollen", "viez"]  # fmt: skip
_NAMES = ["Jos", "Marc", "Claude", "Fernand", "Nico", "Romain", "Carine", "Josiane", "Mireille",
          "Gilles", "Thierry", "Jerome", "Horst", "Gerd", "Hildegard", "Juergen", "Birgit", "Sascha",
          "Manfred", "Joao", "Fatima", "Rui", "Tiago", "Sonia", "Nuno", "Luigi", "Rosa", "Franco",
          "Aldo", "Ennio", "Pol", "Leon", "Gaston", "Benoit"]  # fmt: skip
_STANDS = ["Tribune", "Kurve", "Stehplatz", "Elfmeter", "Abseits", "Corner", "Libero", "Flutlicht"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["M1n3tt", "Schm3lz", "R1v4n3r", "3lbl1ng", "Lyon3r", "Schw3nk3r", "K0nv3rt3r", "W4gg0n"]
_LINES = ["300", "301", "302", "307", "308", "309", "317", "324", "325", "335", "155", "194"]


def _generator(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FURNACE)}{g.choice(_TOWNS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_GRAPES)}{g.randrange(1990, 2034)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: ".".join(g.sample(_DISHES, g.choice([2, 3]))) + str(g.randrange(10, 1000)),
    lambda g: g.choice(_LEET) + str(g.randrange(1960, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"Linn{g.choice(_LINES)}{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1950, 2008)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    _generator,
    lambda g: f"{g.choice(_STANDS)}{g.randrange(1, 100)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_TOWNS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"Wagon{g.randrange(10_000, 100_000)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 3)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English (and language-neutral) media
    "Signal, Jos: the Belval furnace SCADA historian password is {pw}",
    "WhatsApp from Carine: ticket office PC at the stadium, password {pw}",
    "Threema Work, #bus-dispatch: the Hastus workstation password is now {pw}",
    "Wire message from Gilles: Siemens WinCC OA panel on Hochofen A, password {pw}",
    "Element room 'Rail Cargo Bettembourg': yard PC password {pw}",
    "Teams chat, back office: the SWIFT Alliance Access operator password is {pw} until Friday",
    "Webex chat during the audit: the core banking test password {pw}",
    "Slack #cave-remich: the bottling line HMI password is {pw}",
    "Mattermost DM from Thierry: the turnstile controller password -> {pw}",
    "Viber from Sonia: the wine shop till password is {pw}",
    "Telegram, Nuno: password for the CCTV recorder at the Woippy yard: {pw}",
    "Jira BO-2291: EBICS client login fails since the rotation, the password is {pw}",
    "ServiceNow INC0048812: tachograph download station password {pw}, please reset",
    "TOPdesk call 7719: the depot printer at Thionville has admin password {pw}",
    "GLPI ticket 5120: press box wifi controller, admin password ({pw})",
    "Redmine #884: password of the Wyscout video PC is \"{pw}\"",
    "Confluence 'Furnace B visitor tour': the audio-guide kiosk password is {pw}",
    "BookStack page 'Cellar sensors': gateway admin password {pw}",
    "OneNote, page 'bus depot Esch': alarm panel password {pw}",
    "Joplin note: Kirchberg VPN fallback password {pw}",
    "Obsidian daily note: changed the scoreboard controller password to {pw}",
    "Apple Notes: my Spuerkeess S-Net password {pw}",
    "Google Keep: jeunesse kit-room laptop 👉 {pw}",
    "Hi Romain,\n\nthe new password for the yard scale PC in Bettembourg is {pw}. Delete this mail once it is in the vault.\n\nCheers,\nMireille",
    "Runbook: restart the historian\n1. RDP to hist01\n2. user svc-hist\n3. password {pw}\n4. restart the collector service",
    "README (ticketing kiosk)\nThe kiosk UI is at https://kiosk.rout-aerd.lan, admin password `{pw}`.",
    "voice memo, transcribed: the password for the bus depot gate PC is {pw} full stop",
    "please remember my BGL web banking password: {pw}",
    "note to self - the cooperative's e-mail password is {pw}",
    "after the reinstall the SECUTIX box office password became {pw}",
    "password for the rail cargo wagon-tracking portal ➡️ {pw}",
    # Luxembourgish
    "Moien! D'Passwuert vum Dispatch-PC zu Esch ass {pw}",
    "Dat neit Passwuert fir de Billjeesautomat: {pw}, sot et kengem",
    "Passwuert vum Wäikeller-Server ➜ {pw}",
    "D'Passwuert vun der Scada um Héichuewen huet de Jos geännert op {pw}",
    "Villmools merci! Mäi Passwuert fir de Webbanking ass „{pw}“",
    "w.e.g. späicher mer dat: Passwuert Backoffice = {pw}",
    "Sproochmemo: d'Passwuert vum Tachograph-Portal ass {pw}, Punkt.",
    "Kanns de dir dat mierken? Passwuert vum Stadion-Laptop: {pw}",
    # Saarland
    "Alla hopp, 's Passwort fa de Bus-Dispo is {pw}",
    "Isch hann's geännert, 's neie Passwort vum Kassesystem im Stadion is jetz {pw}",
    "Ei jo, 's Passwort vum Grill-Tablet: {pw} 😂",
    "Kolleesch, 's Passwort fa de Werkstatt-Rechner in Völklingen → {pw}, schwätz nit drüwwer",
    "Sprachnachricht (Saarbrigge): 's Passwort is {pw}, hasche?",
    # Lorraine Platt
    "'s Passwort vum Ordi im Depot in Forbach is {pw}, merci hein",
    "De nei Code fa's Portal vun de Bus: {pw}, verzähl's kenem",
    "Alors, 's Passwort vun de Kass in Sarreguemines is jetzt {pw}",
    # Moselle Franconian (Trier)
    "Moie, dat Passwort vom Kellerrechner in Trier is {pw}",
    "Dat Passwort? Ett is {pw}, sach et kenem",
    "Dat neie Passwort vum Winzerportal hunn ich op {pw} gesatt",
    # Walloon
    "Bondjoû, li novea mot d' passe do PC d' Arlon: {pw} (nel dijhoz a nolu)",
    "Mi mot d' passe po l' banke, dji l' a candjî: {pw}",
    "Po l' ordinateur del gåre di marchandijhes, li mot d' passe c' est {pw}",
    # Portuguese (diaspora texting)
    "a pass do pc do escritório é {pw} tá? obg",
    "João: a senha nova do portal dos autocarros é {pw} n digas a ngm",
    "a password do banco mudei pra {pw} 😅",
    "Fátima, a senha da caisse no estádio: {pw}",
    "nota de voz: a password do tacógrafo é {pw}, ponto final",
    # Italian (old mining towns)
    "la password del computer alla Schmelz è {pw}, mi raccomando",
    "Rosa: la nuova password della cantina di Remich è {pw}",
    "ciao Aldo, la password del conto in banca l'ho cambiata in {pw}",
    "password della biglietteria dello stadio → {pw}, non dirlo a nessuno",
    "la password del PC del depòsito xe {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["jos.weber", "marc", "claude.k", "fernand", "nico.s", "romain", "carine", "josiane.m",
          "mireille", "gilles.h", "thierry", "jerome.b", "horst", "gerd.m", "birgit", "sascha",
          "joao.silva", "fatima", "rui", "tiago.p", "sonia", "nuno", "luigi", "rosa.c", "franco",
          "aldo", "pol", "leon.r", "svc-hist", "bo-ebics", "dispo-esch"]  # fmt: skip
_LOGINS = [
    "Signal, Jos: the historian login is {u} / {pw}",
    "ServiceNow INC0048840: {u} locked out of the Hastus client, last password {pw}",
    "usr={u} pwd={pw}",
    "BookStack › Depots › Esch › gate PC: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| turnstiles | {u} | {pw} |",
    "log into the WinCC OA panel as {u} with {pw}",
    "creds {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: yard-scale-bet\n  user: {u}\n  password: {pw}",
    "Teams: account {u}, password {pw}",
    "system,user,password\nsecutix-boxoffice,{u},{pw}",
    "the tachograph station takes {u} and {pw}",
    "Benotzernumm {u}, Passwuert {pw}",
    "Login fir d'Scada: {u} / Passwuert {pw}",
    "de Benutzer is {u} unn 's Passwort {pw}",
    "Nom d'utilisateur {u}, 's Passwort {pw}, merci",
    "dat Login is {u}, dat Passwort {pw}",
    "l' identifiant: {u}, li mot d' passe: {pw}",
    "user {u} pass {pw} tá",
    "utilizador: {u} | senha: {pw}",
    "utente {u} e password {pw}, ricordati",
    "Benutzer {u}, Passwort {pw} (Saarbrücker Depot)",
    "identifiant {u} / mot de passe {pw}",
    "usuario {u}, contraseña {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["hochuewen", "elbling", "rivaner", "kachkeis", "lyoner", "schwenker", "minett",
               "quetsch", "judd", "mirabelle", "gichtgas", "bouneschlupp", "dibbelabbes",
               "flutlicht", "bacalhau", "polenta", "konverter", "stollen", "viezkrug", "erzlore"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the cellar server it's {w} with {d} at the end",
    "voice memo: the depot wifi password is {w} and after that {d}, no space",
    "it's {w}{d}, word and digits together",
    "d'Passwuert ass d'Wuert {w}, duerno {d}",
    "'s Passwort is {w}, hinnedran {d}",
    "isch buchstabier: {w}{d}, alles klä",
    "dat Passwort is dat Wort {w}, dann {d}",
    "li mot d' passe, c' est l' mot {w}, pwis {d}",
    "a pass é a palavra {w}, depois {d}",
    "a senha é {w}{d}, tudo junto",
    "la password è la parola {w}, poi {d}",
    "la password xe {w} e dopo {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]  # each sample its own word
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "lunacm.exe\nlunacm:> role login -name co -password {pw}",
    "csadm Dev=3001@hsm1.rout-aerd.lan LogonPass=ADMIN,{pw} GetState",
    "p11tool2 Slot=0 LoginUser={pw} ListObjects",
    "ksctl login --url https://ctm.rout-aerd.lan --user {u} --password '{pw}'",
    "sdkms-cli --api-endpoint https://eu.smartkey.io user-login --username {u}@rout-aerd.lu --password '{pw}'",
    "esc env set rout-aerd/backoffice-prod pulumiConfig.ebicsDbPassword '{pw}' --secret",
    "elytron-tool.sh credential-store --create --location /opt/wildfly/standalone/data/bo.jceks --password '{pw}'",
    "vault.sh --keystore /opt/jboss/vault.keystore --alias vault --enc-dir /opt/jboss/vault/ --vault-block backoffice --attribute dbpass --sec-attr '{pw}'",
    "bz c -p:{pw} kontoauszuege-2033.zip .\\auszuege\\",
    "$CATALINA_HOME/bin/digest.sh -a sha-256 -h org.apache.catalina.realm.MessageDigestCredentialHandler '{pw}'",
    "utplsql run {u}/{pw}@//ora-bo.rout-aerd.lan:1521/BACKOFF -p=ebics_pkg -f=ut_documentation_reporter -c",
    "ant -Dsigning.keystore.password='{pw}' -Dsigning.alias=busapp release",
    "splunk start --accept-license --answer-yes --no-prompt --seed-passwd '{pw}'",
    "helm install rancher rancher-latest/rancher -n cattle-system --set hostname=rancher.rout-aerd.lan --set bootstrapPassword='{pw}'",
    "helm upgrade --install harbor harbor/harbor -n harbor --set harborAdminPassword='{pw}'",
    "sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n{pw}",
    "sudo cat /etc/gitlab/initial_root_password\n# WARNING: This value is valid only in the following conditions\nPassword: {pw}",
    "kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{{.data.password}}' | base64 -d\n{pw}",
    "bin/elasticsearch-setup-passwords auto -b\nChanged password for user kibana_system\nChanged password for user elastic\nPASSWORD elastic = {pw}",
    "sapshcut.exe -system=PBO -client=100 -user={u} -pw={pw}",
    "brconnect -u system/{pw} -c -f stats -t all",
    "startrfc -h sap-bo.rout-aerd.lan -s 00 -c 100 -u {u} -p {pw} -F RFC_PING",
    "ggsci\nGGSCI (ogg01) 1> DBLOGIN USERID ogg@BACKOFF, PASSWORD {pw}",
    "dsmadmc -id={u} -password={pw} q sess",
    "ycqlsh cass.rout-aerd.lan -u {u} -p '{pw}'",
    "Tasmota console (cellar pump): Backlog MqttUser {u}; MqttPassword {pw}",
    "sdb-admin create-node --host 10.20.0.11 --password '{pw}' --yes",
    "srt-live-transmit 'udp://:5000' 'srt://stream.rout-aerd.lu:9000?passphrase={pw}&pbkeylen=32'",
    "obs-cmd --websocket obsws://127.0.0.1:4455/{pw} streaming start",
    "cf login -a https://api.cf.rout-aerd.lan -u {u} -p '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\jos> {c}", "root@bo-jump:~# {c}",
    "bash history on the Belval jump host:\n  512  {c}", "runbook step 4:\n{c}",
    "Confluence 'HSM onboarding', code block:\n{c}", "Jira BO-2304: ran {c}",
    "GLPI ticket 5133, what I typed: {c}", "Joplin note 'stadium stream':\n{c}",
    "Dëse Command hunn ech gelaf: {c}", "de Befehl, wo isch laafe gelosst hann: {c}",
    "o comando que correste ontem: {c}", "il comando che ho lanciato: {c}",
    "li comande qu' dj' a tapé: {c}", "Mattermost #ops: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "jdbc:db2://db2-bo.rout-aerd.lan:50000/BACKOFF:user={u};password={pw};",
    "jdbc:informix-sqli://ifx.rout-aerd.lan:9088/tickets:INFORMIXSERVER=ol_rae;user={u};password={pw}",
    "oracle+oracledb://{u}:{pw}@ora-bo.rout-aerd.lan:1521/?service_name=BACKOFF",
    "rediss://{u}:{pw}@redis-tickets.rout-aerd.lan:6380/0",
    "ftps://{u}:{pw}@ebics-drop.rout-aerd.lan/outbound/",
    "mssql+pymssql://{u}:{pw}@sql-hastus.rout-aerd.lan:1433/Hastus",
    "clickhouse://{u}:{pw}@ch.rout-aerd.lan:9000/scada",
    "mongodb+srv://{u}:{pw}@scouting.rout-aerd.lan/wyscout?retryWrites=true",
    "amqp://{u}:{pw}@mq-rail.rout-aerd.lan:5672/wagons",
    "rtsp://{u}:{pw}@cam-tribune-nord.rout-aerd.lan:554/Streaming/Channels/101",
    "postgres://{u}:{pw}@pg-cave.rout-aerd.lan:5432/cooperative",
    "opc.tcp://{u}:{pw}@plc-hochofen-a.rout-aerd.lan:4840",
    "Server=sql-bo.rout-aerd.lan;Database=Custody;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "RAE_CUSTODY_DB={c}", "keep this connection string for me: {c}", "Verbindung: {c}",
    "a connection string do chantier: {c}", "la stringa di connessione: {c}",
    "TOPdesk call 7740: {c}", "DokuWiki page 'databases': {c}", "d'Connexioun fir de Backoffice: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "rout-aerd", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Kantox", "KANTOX_API_KEY", _j((ALNUM, 40))),
    ("IDnow", "IDNOW_API_KEY", _j((HEX, 32))),
    ("Skribble", "SKRIBBLE_API_KEY", _j((URLSAFE, 43))),
    ("Hastus", "HASTUS_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Hudl", "HUDL_API_KEY", _j((HEX, 40))),
    ("Wyscout", "WYSCOUT_CLIENT_SECRET", _j((ALNUM, 32))),
    ("StatsBomb", "STATSBOMB_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Sportradar", "SPORTRADAR_API_KEY", _j((LOWER_DIGITS, 24))),
    ("Catapult", "CATAPULT_API_TOKEN", _vendor_jwt("https://connect-eu.catapultsports.com")),
    ("STATSports", "STATSPORTS_API_KEY", _j((HEX, 64))),
    ("Kitman Labs", "KITMAN_API_KEY", _j((URLSAFE, 43))),
    ("SkillCorner", "SKILLCORNER_TOKEN", _j((HEX, 40))),
    ("SECUTIX", "SECUTIX_API_KEY", _j((ALNUM, 48))),
    ("Mes Parcelles", "MESPARCELLES_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Vitisoft", "VITISOFT_API_KEY", _j((UPPER_HEX, 32))),
    ("Lineas", "LINEAS_API_KEY", _j((ALNUM, 36))),
    ("Captrain", "CAPTRAIN_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Medway", "MEDWAY_API_KEY", _j((HEX, 32))),
    ("Europorte", "EUROPORTE_TOKEN", _j((B64, 60))),
    ("Lezzgo", "LEZZGO_SECRET_KEY", _j("lzg_live_", (ALNUM, 32))),
    ("Kentkart", "KENTKART_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Clearstream", "CLEARSTREAM_API_SECRET", _j((ALNUM, 40))),
    ("Euroclear", "EUROCLEAR_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Vestima", "VESTIMA_API_KEY", _j((HEX, 64))),
    ("Finologee", "FINOLOGEE_API_KEY", _j("fngl_", (ALNUM, 40))),
    ("Kneip", "KNEIP_API_TOKEN", _vendor_jwt("https://auth.kneip.com")),
    ("Fundsquare", "FUNDSQUARE_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Allfunds", "ALLFUNDS_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Playermaker", "PLAYERMAKER_API_KEY", _j((B64, 44))),
    ("TransferRoom", "TRANSFERROOM_API_KEY", _j((HEX, 32))),
    ("Sofascore", "SOFASCORE_TOKEN", _j((ALNUM, 40))),
    ("Fotmob", "FOTMOB_API_KEY", _j((ALNUM, 32))),
    ("Kinexon", "KINEXON_API_KEY", _j("kx_", (URLSAFE, 40))),
    ("Zone7", "ZONE7_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Zetcom", "ZETCOM_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      - {env}={tok}",
    "k8s secret:\napiVersion: v1\nkind: Secret\nstringData:\n  {env}: \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "values.yaml:\n  env:\n    {env}: {tok}",
    "GitLab CI variable {env} = {tok}",
    "Rout Äerd intranet › Admin › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Integrations': | {vendor} | prod | {tok} |",
    "Jira BO-2330: {vendor} integration broken, current key {tok}",
    "ServiceNow INC0048870: {vendor} sync returns 401, configured token {tok}",
    "please keep my {vendor} API key: {tok}",
    "Slack #scouting: {vendor} key for the season: {tok}",
    "Den API-Schlëssel vum {vendor} ass {tok}",
    "{vendor}-Token fir de Bus-Dispatch: {tok}",
    "de {vendor}-Schlissel fa die API is {tok}, gell",
    "de API-Schlüssel vum {vendor} is {tok}, merci hein",
    "dat {vendor}-API-Dingen, de Schlüssel is {tok}",
    "li clé d' l' API {vendor}: {tok}",
    "a chave da API da {vendor} é {tok}, n digas a ngm",
    "ecco la key API di {vendor}, mi raccomando: {tok}",
    "clé API {vendor} (back-office) : {tok}",
    "{vendor} API-Key fürs Stadion: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    cf_key = _r(rng, HEX, 37)
    sportradar = _r(rng, LOWER_DIGITS, 24)
    kantox = _r(rng, ALNUM, 40)
    hudl = _r(rng, HEX, 40)
    idnow = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f"export CF_Email=it@rout-aerd.lu CF_Key='{cf_key}'\nacme.sh --issue --dns dns_cf -d tickets.rout-aerd.lu", cf_key),
        Sample("vendor_token", f'resp = requests.get(f"https://api.sportradar.com/soccer/trial/v4/en/competitors/sr:competitor:2030/profile.json?api_key={sportradar}")', sportradar),
        Sample("vendor_token", f'KantoxClient client = new KantoxClient("rout-aerd-bo", "{kantox}");', kantox),
        Sample("vendor_token", f"curl -H 'Authorization: Token {hudl}' https://api.hudl.com/v1/teams", hudl),
        Sample("vendor_token", f'<add key="IDnowApiKey" value="{idnow}" />', idnow),
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


_BARE_PLACES = ["{t}", "Signal: {t}", "it is shown only once, so:\n{t}", "hei den Token: {t}",
                "o token: {t}", "{t}\n^ the new one, the old one is revoked", "tieni questo per me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token",
    _BARE_PLACES,
    lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)},
    "t",
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "historian encryption key, Hochofen A: {h}": 64,
    "Backup-Schlëssel vum Tresor-Server ass {h}": 64,
    "AES-Schlissel fa's Kassesystem: {h}": 32,
    "LoRaWAN AppKey of the vineyard sensor at Wormeldange: {h}": 32,
    "chave de encriptação do NAS do chantier: {h}": 64,
    "chiave AES del registratore della Schmelz: {h}": 32,
    "RAE_SCADA_HISTORIAN_KEY={h}": 64,
    "dat Verschlüsselungs-Dingen fa de Kellerrechner: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "id_token from the Keycloak login of the back office: {t}",
    "cookie on the ticket shop: session={t}",
    "Postman environment 'secutix-prod', variable accessToken = {t}",
    "den Token vum Portal: {t}",
    "o token do portal dos autocarros: {t}",
    "il token JWT della biglietteria: {t}",
    "Jira BO-2351, request log: access_token={t}",
    "localStorage['rae.auth'] = \"{t}\"",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@rout-aerd.lu"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.rout-aerd.lu/realms/staff",
            "azp": "backoffice",
            "roles": ["bo", "custody"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "ebics/bank-sig.key:\n{key}": ("PRIVATE KEY", "\n"),
    "the deploy key for the ticket shop repo:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Dëse Schlëssel ass fir de SFTP vun der Bank:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "a chave do servidor do estádio:\n{key}": ("EC PRIVATE KEY", "\n"),
    "gpg --export-secret-keys, the cooperative's signing key:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
    '{{"SWIFT_MQ_TLS_KEY": "{key}", "channel": "BO.SVRCONN"}}': ("PRIVATE KEY", "\\n"),
    "la chiave privata del registratore:\n{key}": ("RSA PRIVATE KEY", "\n"),
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
    "Ledger of the club treasury, recovery words: {p}": "english",
    "Seed-Wierder vum Bitcoin-Portmonni: {p}": "english",
    "'s Seed vun meim Wallet: {p}": "english",
    "as 12 palavras da carteira: {p}": "portuguese",
    "le parole della cripto-wallet del nonno: {p}": "italian",
    "les mots de récupération du portefeuille : {p}": "french",
    "frase semilla de la wallet del portero: {p}": "spanish",
    "voice memo: my seed words are {p}": "english",
    "li mots d' rapexhaedje do portefeuye: {p}": "french",
    "Recovery phrase, Trezor in the Kirchberg safe: {p}": "english",
    "a frase de recuperação (Esch): {p}": "portuguese",
    "parole di recupero, non perderle: {p}": "italian",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid number of one of ``prefixes`` (for brands the value helpers do not know)."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "bancontact":
        return _card_of(rng, ["6703"], [17, 19])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Visa Infinite of the private client file: {c}, valid until {mm}/{yy}",
    "d'Kaartennummer vun der Firma: {c} ({mm}/{yy})",
    "de Kaat vum Verein, Nummer {c}, gültig bis {mm}/{yy}",
    "o número do cartão é {c} validade {mm}/{yy}",
    "il numero della carta: {c}, scadenza {mm}/{yy}",
    "card number for the Metz hotel booking: {c} exp. {mm}/{yy}",
    "fuel card for bus 44: {c}",
    "the club shop's card on file, {c}, exp {mm}/{yy}",
    "Bancontact vun der Cave: {c}",
    "li cåte di banke: {c}",
    "Teams, Fatima: card {c} exp {mm}/{yy}, for the hotel in Metz",
    "card used for the away-game coach hire: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "bancontact", "amex", "maestro", "jcb", "discover", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/37, CVC {cvv}",
               "déi dräi Zuelen hannen op der Kaart: {cvv}",
               "Amex {c}, the four digits above the number: {cvv}",
               "os 3 números de trás do cartão: {cvv}",
               "le tre cifre dietro la carta: {cvv}",
               "die drei Zahle hinne uff de Kaat: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 185; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BH": "aaaa" + "c" * 14, "GI": "aaaa" + "c" * 15, "GT": "aaaa" + "n" * 20,
                "SV": "aaaa" + "n" * 20, "AD": "n" * 8 + "c" * 12, "MC": "n" * 10 + "c" * 11 + "nn",
                "MT": "aaaa" + "n" * 5 + "c" * 18, "LC": "aaaa" + "c" * 24}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN of the client's Monaco account: {i}",
    "d'IBAN fir de Virement: {i}",
    "my IBAN for the expense refund: {i}",
    "de IBAN vum Spieler is {i}",
    "o IBAN da minha conta é {i}",
    "l'IBAN per lo stipendio: {i}",
    "Jira BO-2377: return the deposit to IBAN {i}",
    "li IBAN do fournisseur: {i}",
    "the grower's IBAN for the harvest payment: {i}",
    "beneficiary: Rout Äerd Custody Ltd, IBAN {i}",
    "IBAN (Andorra account, private client): {i}",
    "Alla hopp, do is mei IBAN: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _lu_matricule(g: random.Random) -> str:
    """Luxembourg's national number: a birth date, three digits, a Luhn and a Verhoeff digit."""
    body = f"{g.randrange(1950, 2006)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}{_r(g, D, 3)}"
    number = body + luhn.calc_check_digit(body) + verhoeff.calc_check_digit(body)
    assert luhn.is_valid(number[:-1])
    assert verhoeff.is_valid(number[:-2] + number[-1])
    return number


def _be_eid(g: random.Random) -> str:
    return str(be_eid.format(v.until(g, lambda h: "59" + _r(h, D, 10), be_eid.is_valid)))


def _pt_cc(g: random.Random) -> str:
    number = v.until(g, lambda h: _r(h, D, 9) + _r(h, UPPER, 2) + _r(h, D, 1), pt_cc.is_valid)
    return str(pt_cc.format(number))


def _lu_idcard(g: random.Random) -> str:
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _lu_passport(g: random.Random) -> str:
    return "L" + _r(g, UPPER, 1) + _r(g, D, 6)


def _tacho_card(g: random.Random) -> str:
    return "L" + _r(g, UPPER_DIGITS, 13) + _r(g, D, 2)


def _fqn(g: random.Random) -> str:
    return f"L-FQN-{_r(g, D, 8)}"


def _flf_licence(g: random.Random) -> str:
    return _r(g, D, 7)


def _uefa_a(g: random.Random) -> str:
    return f"A-LUX-{_r(g, D, 5)}"


def _wbk(g: random.Random) -> str:
    return f"{g.randrange(100, 999)}/{g.randrange(2010, 2034)}/{_r(g, D, 5)}"


def _fischerei(g: random.Random) -> str:
    return f"SL-{_r(g, D, 6)}"


def _train_licence(g: random.Random) -> str:
    return "LU" + _r(g, D, 2) + _r(g, UPPER, 2) + _r(g, D, 8)


def _it_cie(g: random.Random) -> str:
    return _r(g, UPPER, 2) + _r(g, D, 5) + _r(g, UPPER, 2)


_ID_PLACES: dict[str, Maker] = {
    "meng Matricule ass {s}": _lu_matricule,
    "CCSS matricule of the new driver: {s}": _lu_matricule,
    "national number of the client, Luxembourg: {s}": _lu_matricule,
    "numéro de carte d'identité belge (Arlon): {s}": _be_eid,
    "li numero del cåte d' identité: {s}": _be_eid,
    "o número do cartão de cidadão é {s}": _pt_cc,
    "cartão de cidadão do Tiago: {s}": _pt_cc,
    "d'Nummer vu menger Identitéitskaart: {s}": _lu_idcard,
    "Luxembourg passport number of the new striker: {s}": _lu_passport,
    "Fahrerkaart vum Gerd, Nummer {s}": _tacho_card,
    "tachograph driver card of the new driver: {s}": _tacho_card,
    "Fahrerqualifizierungsnachweis-Nr. vum Sascha: {s}": _fqn,
    "Spillerlizenz FLF vum neie Stiermer: {s}": _flf_licence,
    "d'Trainerlizenz UEFA-A vum Coach: {s}": _uefa_a,
    "mei Waffenbesitzkarte, Nummer {s}": _wbk,
    "Fischereischein (Saarland): {s}": _fischerei,
    "Lokführerschein vum Pol, EU-Nummer {s}": _train_licence,
    "EU train driver licence of the Woippy shunter: {s}": _train_licence,
    "il numero della carta d'identità elettronica: {s}": _it_cie,
    "Italian CIE (electronic identity card) of the tour guide: {s}": _it_cie,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 2)}" for _ in range(n)]


_BACKUPS = ["Kantox 2FA recovery codes\n{codes}", "backup codes for the club's Microsoft account: {codes}",
            "Backup-Coden fir de Webbanking: {codes}", "códigos de recuperação da conta: {codes}",
            "codici di backup dell'account della cantina: {codes}",
            "Notfallcodes fa's Vereinskonto:\n{codes}", "spare sign-in codes, Hudl admin: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Finologee:bo-ebics@rout-aerd.lu?secret={s}&issuer=Finologee&digits=6",
              "TOTP-Schlëssel fir de Backoffice-VPN: {s}",
              "setup key for the SECUTIX admin 2FA: {s}",
              "chave secreta do 2FA: {s}",
              "la chiave TOTP del conto: {s}",
              "2FA-Geheimnis fa de Vereins-Mail: {s}"]  # fmt: skip
_CODES = ["{c} is your Kantox verification code", "Äre Bestätegungscode: {c}",
          "O teu código de verificação: {c}", "Il tuo codice di verifica è {c}",
          "Use {c} to sign in to Skribble"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 4 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["RAE-Depot-Esch", "Stade-Kiosk", "Cave-Remich-5G", "BO-Kirchberg-Staff",
          "POST-Fibre-4B21", "Livebox-7C3A", "FRITZ!Box 7590 RX", "Proximus-Home-55A1",
          "MEO-8F2C0", "TIM-28913431", "Hochofen-Besucher", "Woippy-Yard-AP"]  # fmt: skip
_WIFI_PLACES = [
    "Wifi {s}, Passwuert: {pw}",
    "de Wifi-Code vum {s} ass {pw}",
    "'s WLAN {s} hat 's Passwort {pw}",
    "'s Wifi im Büro is {s}, Passwort {pw}, merci hein",
    "dat WLAN heescht {s}, dat Passwort is {pw}",
    "pol wifi {s}, c' est {pw}",
    "a pass do wifi {s} é {pw} bjs",
    "mãe, o wifi do chantier é {s} e a senha {pw}",
    "rete {s}, password {pw}",
    "la password del wifi {s}: {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "netplan:\n  wifis:\n    wlan0:\n      access-points:\n        \"{s}\":\n          password: \"{pw}\"",
    "press box wifi: network {s}, key {pw}",
    "guest wifi for the wine tasting: {s} / {pw}",
    "depot wifi?\nRomain: {pw}",
    "Network: {s}\nPassword: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("fngl_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("lzg_live_", (ALNUM, 22)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["read out one character at a time: {t}", "[dictated on the Teams call] {t}",
          "(spaced so the preview hides it) {t}", "Buschtaf fir Buschtaf, den Token: {t}",
          "letra a letra: {t}", "lettera per lettera: {t}", "Zeeche fa Zeeche: {t}",
          "the key, in pieces: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["Code vun der Dier vum Wäikeller: {pw}", "PIN vun der Firmekaart (Tachograph): {pw}",
          "de Code fa's Schloss an de Kabine is {pw}", "bus depot garage door code: {pw}",
          "dat Code vum Tor am Keller: {pw}", "li côde del poite do depot: {pw}",
          "o código da porta do chantier é {pw}", "PIN of the club's debit card: {pw}",
          "il codice del lucchetto dello spogliatoio: {pw}",
          "the key safe at the Bettembourg signal box takes {pw}",
          "Unternehmenskarte PIN for the tacho download: {pw}",
          "SIM PIN of the bus 44 router: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["hochuewen", "minett", "elbling", "rivaner", "lyoner", "schwenker", "wagon",
                 "tribune", "flutlicht", "gichtgas", "mirabelle", "konverter", "erzlore", "viez",
                 "stollen", "abstech"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the back office vault: {p}": " ",
            "Bitwarden master passphrase: {p}": "-",
            "d'Passphrase vum Backup: {p}": ".",
            "'s Passphrase fa de Tresor: {p}": " ",
            "a passphrase do cofre: {p}": "_",
            "la passphrase del portachiavi: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://historian.rout-aerd.lan/api/tags": True,
    "Request headers (Wyscout proxy):\nAuthorization: Bearer {v}": False,
    "HTTP log: authorization=Basic {v}": True,
    "Insomnia header: Authorization: Bearer {v}": False,
    "den Header: Authorization: Basic {v}": True,
    "o header: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env of the ticket gateway:\nKONG_DATABASE=postgres\nKONG_PG_HOST=pg-kong\nKONG_PG_PASSWORD={pw}",
    "/etc/rae/tacho.env:\nRAE_TACHO_DB_USER=tacho\nRAE_TACHO_DB_PASS={pw}",
    "ebics-sync.service:\n[Service]\nEnvironment=\"RAE_EBICS_KEYRING_PASSPHRASE={pw}\"\nExecStart=/opt/ebics/bin/sync",
    "docker-compose.yml (historian):\n  environment:\n    RAE_SCADA_HISTORIAN_PASSWORD: \"{pw}\"",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: hastus-db\nstringData:\n  password: \"{pw}\"",
    "pykmip.conf:\n[client]\nhost=kms.rout-aerd.lan\nport=5696\nusername=bo-ebics\npassword={pw}",
    "Tomcat context.xml:\n<Resource name=\"jdbc/custody\" username=\"custody\" password=\"{pw}\" url=\"jdbc:oracle:thin:@ora-bo:1521/BACKOFF\"/>",
    "terraform.tfvars:\nsecutix_db_password = \"{pw}\"",
    "group_vars/depots.yml:\nansible_user: dispo\nansible_become_password: {pw}",
    "~/.pgpass:\npg-cave.rout-aerd.lan:5432:cooperative:cave:{pw}",
    "my.cnf on the scouting box:\n[client]\nuser=scout\npassword={pw}",
    "odbc.ini:\n[Hastus]\nDriver=ODBC Driver 18 for SQL Server\nServer=sql-hastus\nUID=hastus\nPWD={pw}",
    "values.yaml (wine shop):\npostgresql:\n  auth:\n    username: shop\n    password: {pw}",
    "Jenkins credentials.xml:\n<username>deploy</username>\n<password>{pw}</password>",
    "d'Konfiguratioun vum Server:\ndb.password={pw}",
    "application.yml vum Scouting-Sync:\ndatasources:\n  default:\n    password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "from fintech.ebics import EbicsKeyRing\nkeyring = EbicsKeyRing(keys='~/ebics-keys', passphrase='{pw}')",
    "client = Epics::Client.new(File.open('bo.key'), '{pw}', 'https://ebics.bank.lu/ebicsweb', 'BANKHOST', 'RAEUSER1', 'RAEPARTN')",
    "Connection c = DriverManager.getConnection(\"jdbc:oracle:thin:@ora-bo:1521/BACKOFF\", \"custody\", \"{pw}\");",
    "var cred = new NetworkCredential(\"svc-hist\", \"{pw}\", \"RAE\");",
    "db, err := sql.Open(\"mysql\", \"tickets:{pw}@tcp(mysql-shop:3306)/shop\")",
    "$pdo = new PDO('pgsql:host=pg-cave;dbname=cooperative', 'cave', '{pw}');",
    "val ds = HikariDataSource().apply {{ username = \"hastus\"; password = \"{pw}\" }}",
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Jos: historian password?\nCarine: {pw}",
    "[07:12] romain: root pw for the yard scale?\n[07:13] mireille: {pw}",
    "Thierry: {pw} is the new turnstile admin password",
    "[18:40] Nico: Passwuert vum Kiosk?\n[18:41] Claude: {pw}",
    "Horst [09:02]: 's Passwort fa de Dispo?\nGerd [09:03]: {pw}",
    "Moie Birgit, dat Passwort is {pw}",
    "[22:15] Rui: qual é a pass do pc?\n[22:16] Tiago: {pw}",
    "Sonia: a pass nova é {pw} tá",
    "[06:30] Luigi: la password del depòsito?\n[06:31] Franco: {pw}",
    "Pol: li mot d' passe? c' est {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 64), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 13), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 6), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 12), (_phrases, 6), (_auth, 6), (_configs, 16), (_code, 7),
    (_chats, 10),
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
    "the historian admin password is": "{s}", "Passwuert vum Dispatch:": "{s} (zënter dem Update)",
    "'s Passwort fa de Kass is": "{s}", "dat Passwort vum Kellerrechner": "{s}\nsach et kenem",
    "li mot d' passe c' est": "{s}", "a pass do pc é": "{s}", "la password della Schmelz è": "{s}",
    "SECUTIX box office password": "{s}",
    "the password Gerd read out over the radio was": "{s}, I think", "d'Passwuert ass": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Vestima API key", "{s}", _j((HEX, 64))),
    ("split_token", "Lezzgo key:", "{s} (bus tickets)", _j("lzg_live_", (ALNUM, 32))),
    ("split_token", "Zone7 token", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Seed-Wierder vum Wallet", "{s}", _english_seed),
    ("split_card", "Kaartennummer", "{s} exp 03/38", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MC"))),
    ("split_backup", "Kantox recovery codes", "{s}\nqrtz-4821-mn\nbplk-0937-ws", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Matricule", "{s}", _lu_matricule),
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
    '{"historian": {"url": "https://historian.rout-aerd.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"Passwuert": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "dispo-esch", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "kiosk-nord"}, {"name": "kiosk-sued", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["utplsql", "run", "custody/{s}@//ora-bo:1521/BACKOFF", "-c"]}': ("meta_password", _plain_pw),
    '{"note": "a pass do pc do escritório é {s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the tachograph station as dispo with the password {s}"}': ("meta_password", _plain_pw),
    '{"kantox": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"statsportsToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"skillcorner_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "11/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "bancontact"), " ", g)),
    '{"client": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AD")),
    '{"driver": {"matricule": "{s}"}}': ("meta_id", _lu_matricule),
    '{"mfa": {"recovery_codes": ["{s}", "qrtz-4821-mn", "bplk-0937-ws"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"treasury_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cellar_door": {"code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Cave-Remich-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"python_snap7-2.0.2-py3-none-manylinux_2_17_x86_64.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"turnstile-ctrl-fw-5.3.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.rout-aerd.lan/tickets/api:3.7").hexdigest()
_COMMIT = hashlib.sha1(b"hastus: import winter timetable 2033", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ebics: revert camt.053 parser", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"harvest_2033-10-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"custody-export-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the historian password before the furnace tour on 2033-06-14.",
    "Carine asked for the depot wifi password; it's on the card in the dispatcher's drawer.",
    "Policy: Rout Äerd passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Signal; share a vault link instead.",
    "The `.env.example` line `KANTOX_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The turnstile controller asks for a new admin password after every firmware update.",
    "Replace <YOUR_SPORTRADAR_KEY> in the README with the key from your Sportradar console.",
    "SECUTIX_API_KEY and HASTUS_API_TOKEN must be set before the nightly sync runs.",
    "Sot kengem Äert Passwuert, och net der IT.",
    "D'Passwuert muss mindestens véierzéng Zeechen hunn.",
    "Verzähl kenem dei Passwort, aach net em Chef.",
    "'s Passwort muss lang genug sinn, gell, mindestens vierzeh Zeiche.",
    "Dat Passwort sachste kenem, och net am Telefon.",
    "Ni dnez vosse mot d' passe a nolu, nén pus å bureau.",
    "Nunca dês a tua pass a ninguém, nem ao patrão.",
    "Non dare mai la password a nessuno, neanche al capo.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "La contraseña debe tener al menos catorce caracteres.",
    "Upgraded python-snap7 to 2.0.2 and the historian collector to 5.3 over the weekend.",
    f"commit {_COMMIT} imports the winter timetable 2033.",
    f"Rolled back to {_SHORT} after the camt.053 parser broke the morning statements.",
    f"requirements.txt: python-snap7==2.0.2 --hash=sha256:{_WHEEL_SUM}",
    f"The turnstile firmware 5.3.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of custody-export-2033.parquet: {_SHA512}",
    f"The ticket API runs registry.rout-aerd.lan/tickets/api@sha256:{_IMAGE}.",
    f"MD5 of harvest_2033-10-04.csv is {_MD5}, same as the copy on the cellar share.",
    "Request id 3f9c2e71-8a4b-4d06-b1e5-7c2d9a0e4f13 is the slow one in the Hastus logs.",
    "Order WS-2033-00912 for 600 bottles of Crémant ships from Remich on Thursday.",
    "Jira BO-2291: the camt.053 import at 06:00 was 40 minutes late again.",
    "Call the Esch depot on +352 26 54 81 20 before noon.",
    "Wagon 31 80 4727 118-3 with the slag samples is at the Bettembourg terminal.",
    "Line 300 leaves Esch at 06:42 and reaches Thionville at 07:15.",
    "Furnace B was blown in on 1965-11-02 and stopped in 1997; the tour takes 90 minutes.",
    "Tank 12 at the cellar is at 14.5 °C; the Elbling ferments at 16 °C.",
    "After five wrong passwords the ticketing portal locks the account for 30 minutes.",
    "The stadium holds 5 400 seats; the north stand has 1 200 of them.",
    "The secret of a good Quetschentaart is ripe plums from Remich in September.",
    "Ask Gerd for the depot gate code, I don't have it.",
    "My card ending 4417 was declined at the shop in Metz.",
    "The Andorran custodian wants the IBAN on the form without spaces.",
    "Print the 2FA backup codes for the club's Microsoft account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `FINOLOGEE_API_KEY` in the secrets store, never in the repository.",
    "The lock on the kit-room door sticks in winter; oil it every month.",
    "Sportradar moved the API key page under Account › Applications in its spring release.",
    "ISBN 978-2-87964-212-4 is the steelworks history on the visitor desk.",
    "The guest wifi 'Belval-Visitors' is open, no password needed.",
    "Harvest lot WRM-2033-117, 4 200 kg Rivaner, 84 °Oechsle, picked on 2033-09-28.",
    "Mäi Passwuert hunn ech haut geännert, et steet am Vault.",
    "Ech hunn de Wifi-Code vergiess, frot de Jos.",
    "Isch hann 's Passwort vergess, frä mol de Gerd.",
    "a pass do wifi tá no papel na cozinha do chantier",
    "la password del wifi è sul foglio in cantina",
    "li côde del poite est so l' papî dins l' burea",
    "dat Passwort steht im Tresor, net im Mail",
    "Sproochmemo: de Bus 307 huet haut 12 Minutte Retard.",
    "Ticket 5120: Tor 4 am Stadion mécht net op, Sensor kaputt.",
    "Invoice INV-2033-0417 from the bus body shop: 18 420,00 EUR, due in 30 days.",
    "Tachograph download of bus 44 was done on 2033-05-02; next one in 90 days.",
    "UEFA Conference League qualifier on Thursday, kick-off 20:00 at the Stade Émile Mayrisch.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/rae/historian", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "python-snap7", "version": "2.0.2"}}',
    '{"ticket": "BO-2291", "order": "WS-2033-00912"}',
    '{"harvest": {"lot": "WRM-2033-117", "kg": 4200, "oechsle": 84}}',
    '{"phone": "+352 26 54 81 20", "city": "Esch-sur-Alzette"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "seats": 5400}',
    '{"line": "300", "from": "Esch", "to": "Thionville", "departs": "06:42"}',
    '{"wagon": "31 80 4727 118-3", "terminal": "Bettembourg", "eta": "2033-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
