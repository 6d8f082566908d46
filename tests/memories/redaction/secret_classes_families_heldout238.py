# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-thirty-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-thirty-seventh's
docstring, the fifth to two-hundred-and-thirty-seventh only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-thirty-ninth to two-hundred-and-forty-first), any test, the reports, the
benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(238517094), password words (a Friulian dish, a peak, its height in `m` and a sign; two dishes and
a number; a name, a birth year, a sign and a town; a town, a ham's months in the cellar (`mesi`)
and a sign; a town, a dish and a year joined by underscores; a cask (`Bote`), a number, a grape
and a sign; leet words of prosciutto, sgnape, frico, Zoncolan, Montasio, gubana, cirmolo, Seceda,
Tarvisio and Picolit with a year and a sign; a lift's kind in capitals, a sign and a number; a
name, `Cjadree`, a wood and a number; a wood, a name and a year joined by dots; a generator's
three groups and random runs), names, places, templates, tools, vendors and layouts, the way the
staff of Soreli Grup (fictional: a prosciutto curing house at San Daniele, a grappa distillery at
Pradamano near Udine, a ski-lift company at Ravascletto in Carnia with the Stali dal Lôf rifugio,
a chair factory at Manzano, a wood-carving school at Urtijëi in Val Gardena and a cross-border
truck yard at Coccau by Tarvisio) leak secrets into an assistant's memory. The texts are chats
with times, tickets (`CJAR-…`), wiki tables and breadcrumbs, notes, e-mails, a runbook, an
incident note, READMEs, shell, PowerShell, cmd and zsh prompts and a shell history, voice-memo
transcripts, dictated text and requests to the assistant itself; the separators run from a
colon, "is" and a dash to an arrow, an emoji (`👉`, `🔑`, `👇`), a new line, quotes (`«…»`,
`„…“`, `“…”`, backticks) and parentheses.

Tools, flags and names none of heldouts 5 to 237 names (each grepped for the command, flag or
variable itself): openvpn's `--askpass` with a password file written by `printf`, Rex's `rex -H … -u
… -p`, hexapdf's `modify --user-password`, `wp option update`, `drush config:set`, CMake's
`add_compile_definitions`, the Zephyr shell's `wifi connect -s … -p`, an xlsxwriter `add_worksheet`
and `worksheet.protect` and a Snom provisioning file's `<user_pass idx=…>`. Beside them tools
lightly used before (by grep, the number of earlier corpora that name each): in one, `kc.sh
--db-password`, `lsassy`, `syncthing cli config gui password set`, `kopano-admin`, HestiaCP's
`v-add-user`, `smbtree -U`, `squidclient -w`, `s-nail`, an XMPP client's `/account set`, mopidy's
`[jellyfin]` section, a zeep `GenerateToken` call with a password and a WsKey (the police guest
register), apt's `Acquire::http::Proxy`, `pip install --proxy`, `npm config set proxy`, git's
`http.proxy`, conda's `proxy_servers`, `https_proxy=`, `supabase secrets set`, `bws secret create`,
Streamlit (its `secrets.toml` in four), a `Containerfile`, a unit's `EnvironmentFile`,
`vercel.json`, `ansible-vault encrypt_string`, `sdkconfig`, `jakarta.persistence.jdbc.password`,
newsboat's `ttrss-password`, a virt-viewer `.vv` file, `getmailrc`, `mcabberrc`, gatus's e-mail
alerting, Liberty's `basicRegistry`, `.curlrc`, `.pypirc`, `KC_DB_PASSWORD`,
`AUTHENTIK_BOOTSTRAP_PASSWORD`, WildFly's `standalone.xml` and the `jdbc:as400:`, `jdbc:teradata:`,
`jdbc:vertica:`, `jdbc:ingres:`, `jdbc:sybase:`, `jdbc:presto:`, `stomp://`, `cassandra://`,
`postgresql+pg8000://`, `mysql+asyncmy://`, `opensearch://`, `fish://`, `clickhouse+http://` and
`telnet://` URLs; in two, `xo-cli --register`, `wsadmin.sh -password`, `tibemsadmin -password`,
`semaphore user add`, `teamviewer passwd`, `bitsadmin /setcredentials`, `tabcmd login`, `sysadminctl
-addUser`, `coap-client -u … -k`, `AMT_PASSWORD` with `amttool`, `mqttx conn`, `ipmi-sensors`, `sipp
-au … -ap`, `duplicati-cli --passphrase`, `securefs mount --pass`, `fsarchiver -c`, `pdfcpu encrypt
-upw`, PlatformIO's `build_flags`, NuGet's `ClearTextPassword`, `networksetup -setairportnetwork`,
`adb shell cmd wifi connect-network` and netctl's `Key=`; in three, Laravel's `config/services.php`.
The common layouts (env files, `export`, `docker run -e`, JWTs, PEM blocks, `otpauth://`, Basic and
Bearer headers set by HAProxy, Apache and PowerShell, the `WIFI:` QR string, CSV rows, Markdown
tables, YAML, C#, Go, JavaScript, PHP and Python) are in wordings of their own; the recovery keys
are BitLocker's (in thirty-two corpora) and FileVault's (in three).

About 46 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 180 of 390: the texts with a marker word of the languages below; the config files,
connection strings and headers are language-neutral): Friulian as texted (`e je` and `al è`
"is", `ve chi` "here is", `cheste e je` "this is", `no sta contâlu a nissun` "don't tell anyone",
`graciis`, `mandi`, `gnove`, `cumò` "now", `o ai cambiât`, `clâf` "key", `codiç`, `cjanive`
"cellar", `sgnape` "grappa", `persut` "ham", `cjadreis` "chairs", `bancje`, `dut piçul` "all small
letters", `daspò` "after", `une letare a la volte`, `frase di ricupar`, `portafoi`, `codiç
fiscâl`, `numar de cjarte`, `codiç di sigurece`), the Ladin of Gardena (`ie` "is", `tlo ie` "here
is", `mi` "my", `nueva`, `dilan` "thanks", `ne la dì a degun`, `tlé` "key", `pona` "then",
`parola`, `inom d'utënt`, `chërta` "card") and of Badia (`é` "is", `chilò é` "here is",
`Diotelpaie` "thanks", `ütia` "mountain hut", `nöia`, `parora`, `y dedô` "and after", `codesc`,
`tle`), the Venetian of Pordenone as texted (`xe` and `ze` "is", `ciò`, `eco qua` "here is",
`tientela par ti` "keep it to yourself", `no sta dirla in giro`, `grassie`, `varda che`, `te
mando`, `ciave` "key", `lucheto`, `tuto tacà` "all joined"), the Slovene of the Natisone valleys
(`tle je` "here is", `geslo`, `nikomar na pravi` "tell nobody", `buoh lonej` "thanks", `potle`
"then", `fabrika`) and of Resia (`šifra … jë`) beside standard Slovene (`ključ`, `koda`,
`uporabnik`, `prijava`, `omrežje`, `črka`, `obnovitvena fraza`, `geslo-stavek`), the German of
Sauris (`Passbourt`, `is`, `sog's kuan` "tell no one", `Schinkenkeller`, `s Bort … und nochan`
"the word … and after") and of Timau (`Khennbort`, `do is's` "here is", `vargelt's Gott`
"thanks", `nöie`), and Italian texting (`pw`, `pwd`, `x`, `nn dirla a nessuno`, `grz`, `cmq`, `ti
giro`, `ecco`, `scad.`); Austrian German in the yard's lines (`Kennwort`, `Benutzername`,
`Kontoverbindung`, `Fahrerkarte`, `Reisepass`), Croatian only in `OIB vozača`, French and
Brazilian Portuguese only around two seed phrases. The dialect wordings are the author's
approximations, checked by no speaker, with the Italian and German loans their speakers type
(password, PIN, wifi, token, API); the thinnest guesses are every Sauris and Timau line
(`Passbourt`, `Khennbort`, `sog's kuan`, `nochan`, `API-Schlissl`, `mai` "my"), Resian's `šifra
… jë`, the Natisone `buoh lonej`, `nikomar na pravi` and `potle`, Gardena's `tlo ie`, `dilan`,
`pona`, `inom d'utënt` and `chërta`, Badia's `y dedô` and `prenotaziuns`, and Friulian's
`lançât`, `sincronizazion`, `cuatri cifris denant` and `une letare a la volte`.

Vendors (Friulinox, Every Control, Rivacold, Zanotti, LU-VE, Gefran, Seneca, Delta Ohm, LSI
Lastem, Comet System, Christian Carl, Arnold Holstein, Palazzetti, Edilkamin, Paolino Bacci,
Balestrini, Cosmec, Superfici, Venjakob, Cefla, Giardina, Masterwood, Exor, Sinumerik, Società
Bilanciai, Selea, NethVoice, Vtenext, Ericsoft, Bedzzle, Passepartout, Beddy, Alloggiati Web,
Ross1000, Paytourist, Classeviva, Nuvola, WeSchool, Cabinet Vision, Carveco, Revopoint, Arca
Evolution, Mago4, Snowit, Skiset, Dolomiti Superski, TicketOne, Ciaotickets, Infogestweb, Targa
Telematics, TachoScan, Toll4Europe, Axxès, DarsGo, Sinfomar, Fercam, Arcese, Gruber Logistics,
Codognotto, Samer, Gebrüder Weiss, Cargo-Partner, Lagermax, Quehenberger, Hupac, Mercitalia,
ChannelEngine, Mirakl, ManoMano, Westwing, Voxmail, 4Dem, Spoki, Trendoo, Cerved, InfoCamere,
Callmewine, Cortilia, Register.it, Linkem, Banca di Cividale, Nova KBM, Widiba, Handy-Signatur and
Conio) are ones heldouts 5 to 237 do not name (grepped by name); the wallets, password managers
and authenticators beside them are lightly used (in one: Young Platform, CoolWallet, Ashigaru,
SecureSafe, Pleasant Password Server, pwSafe, Bitdefender Password Manager, Steganos, EnOcean and
OTP Auth; in two: Prokey, Satochip, Cypherock, D'CENT, Foundation Passport, Step Two and Talend
API Tester). No shape here is one the author knows to be real: every one is a guess (hex, base64,
URL-safe and alphanumeric runs, UUIDs, JWTs for Classeviva and Westwing, and the `bdz_`,
`snw_live_`, `pt_` and `gw_` prefixes); the JWTs are well-formed.

The ids that carry a check are kinds lightly used before (by grep of their imports, the number of
earlier corpora), each drawn until its python-stdnum module validates it: Italy's codice fiscale
(`stdnum.it.codicefiscale`, three) and Partita IVA (`stdnum.it.iva`, three), Slovenia's EMŠO
(`stdnum.si.emso`, two) and tax number (`stdnum.si.ddv`, one), Austria's social security number
(`stdnum.at.vnr`, one), Abgabenkontonummer (`stdnum.at.tin`, one) and UID (`stdnum.at.uid`, one),
Croatia's OIB (`stdnum.hr.oib`, one), and Italy's excise number (`stdnum.eu.excise`, one, which
checks its format only). Kinds no library or this file checks (no check-digit algorithm is
written here): the Italian electronic identity card (CIE) number, an Italian passport, an Italian
driving licence, the number on an Italian health card (tessera sanitaria), an Italian tachograph
driver card, a Slovenian passport, an Austrian passport and an Austrian driving licence. Card
numbers pass Luhn (the value helpers' Visa, Mastercard, Maestro, Amex, Diners, JCB, UnionPay and
Discover, checked with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only,
so that no planted value is shorter than four characters. The IBANs are of countries used least
by a rough count over the IBAN shapes, IBAN calls and spelled-out IBANs of heldouts 5 to 237
(Italy, Germany and Luxembourg, eighteen corpora each; Austria, Switzerland, Slovakia and
Hungary, nineteen each) and Slovenia (twenty-one, the yard's neighbour), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s Italian, English, Czech, French
and Portuguese lists, each with a valid checksum (`Mnemonic(lang).check`; Turkish and Russian
were left out, since the installed `mnemonic` rejects most of its own phrases in them). Counts:
390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60
clean texts and 10 clean metadata dicts.
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
from stdnum.at import tin as at_tin
from stdnum.at import uid as at_uid
from stdnum.at import vnr as at_vnr
from stdnum.eu import excise as eu_excise
from stdnum.hr import oib as hr_oib
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.si import ddv as si_ddv
from stdnum.si import emso as si_emso

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 238_517_094
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


# Food and drink of Friuli and Carnia, the way the crews write them (Friulian spellings).
_FOODS = ["Persut", "Sgnape", "Frico", "Cjarsons", "Montasio", "Picolit", "Ramandolo", "Pitina",
          "Muset", "Brovade", "Gubane", "Strucui", "Refosc", "Verduzzo", "Fogolar", "Polente",
          "Cjalson", "Blave"]  # fmt: skip
_PEAKS = ["Zoncolan", "Coglians", "Tamai", "Amariana", "Seceda", "Resciesa", "Mangart",
          "Lussari", "Canin", "Sernio", "Tersadia", "Bivera", "Crostis", "Floriz"]  # fmt: skip
_WOODS = ["Zirm", "Cirmul", "Faiar", "Frassin", "Tei", "Nojar", "Larin", "Rover", "Ciresar"]
_TOWNS = ["SanDaniele", "Pradamano", "Ravascletto", "Sauris", "Timau", "Paluzza", "Tolmezzo",
          "Manzano", "Buttrio", "Urtijei", "Selva", "Corvara", "Tarvis", "Coccau", "Camporosso",
          "Pordenon", "Cividat", "Resia", "Sanpieri", "Comeglians", "Ovaro"]  # fmt: skip
_NAMES = ["Toni", "Nadia", "Gjovanin", "Meni", "Tite", "Elsa", "Checo", "Jacum", "Hannes",
          "Verena", "Lukas", "Manuela", "Iaco", "Martina", "Bortolo", "Gigi", "Elena", "Ziva",
          "Marjo", "Anica", "Lino", "Trude", "Alois", "Gustin", "Irma", "Giulia", "Matteo",
          "Chiara"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Pr0sc1utt0", "Sgn4p3", "Fr1c0", "Z0nc0l4n", "M0nt4s10", "Gub4n4", "C1rm0l0",
         "S3c3d4", "T4rv1s10", "P1c0l1t"]  # fmt: skip
_LIFTS = ["SEGGIOVIA", "CABINOVIA", "SKILIFT", "MANOVIA", "TAPPETO", "BIPOSTO"]


def _curing(g: random.Random) -> str:
    """A town and a ham's months in the cellar, the way the curing crew jokes a password."""
    return f"{g.choice(_TOWNS)}{g.randrange(13, 31)}mesi{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FOODS)}{g.choice(_PEAKS)}{g.randrange(1200, 2800)}m{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FOODS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2008)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1976, 2034)) + g.choice(_SYMBOLS),
    _curing,
    lambda g: f"{g.choice(_TOWNS).lower()}_{g.choice(_FOODS).lower()}_{g.randrange(1950, 2034)}",
    lambda g: f"Bote{g.randrange(10, 100)}{g.choice(['Picolit', 'Verduzzo', 'Refosc', 'Ramandolo'])}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_LIFTS)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Cjadree{g.choice(_WOODS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_WOODS).lower()}.{g.choice(_NAMES).lower()}.{g.randrange(1960, 2034)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "[07:42] Toni: the Friulinox blast chiller panel password is {pw}",
    "curing room 4, San Daniele: Every Control web password {pw}",
    "Rivacold unit over the ham cellar, service password {pw}",
    "note: Zanotti cold-room controller admin password → {pw}",
    "LU-VE cooler display (curing house, hall B) password: {pw}",
    "Gefran controller on the steam boiler of the still, password {pw}",
    "Seneca logger at the distillery, admin password {pw}",
    "Delta Ohm tal local de sgnape: password {pw}",
    "LSI Lastem weather station on the rifugio roof — web password {pw}",
    "Comet System humidity sensor, curing room 2: password {pw}",
    "Christian Carl still panel, master password {pw}",
    "the Arnold Holstein column still HMI password is {pw}",
    "Palazzetti stove app at the rifugio: password {pw}",
    "Paolino Bacci 5-axis chair CNC, operator password {pw}",
    "Balestrini turning centre (chair legs), maintenance password {pw}",
    "pw del pannello Cosmec: {pw} (il turno di notte l'ha richiesta)",
    "linea di verniciatura Superfici, password supervisore {pw}",
    "Venjakob drying oven PLC password: {pw}",
    "la password dal HMI de linie Cefla e je {pw}",
    "Exor HMI at Manzano, admin password 👉 {pw}",
    "Sinumerik Operate on the Bacci, manufacturer-level password {pw}",
    "Società Bilanciai weighbridge terminal at Coccau: password {pw}",
    "Selea plate-reader camera at the Tarvisio gate, admin password {pw}",
    "NethVoice admin password (Udine switchboard) {pw}",
    "Vtenext CRM password for Chiara: {pw}",
    "Ericsoft front-desk password at the rifugio: {pw}",
    "Bedzzle channel manager password {pw}",
    "Alloggiati Web password for the hut (the police guest register): {pw}",
    "Paytourist password for the tourist-tax returns — {pw}",
    "Infogestweb-Portal, Kennwort vom Fuhrpark: {pw}",
    "geslo za TachoScan v pisarni: {pw}",
    "Cabinet Vision licence server password (chair drawings) {pw}",
    "Hi Hannes,\n\nthe Carveco workstation password at the carving school is {pw}. Please delete this mail once it's in the vault.\n\nMandi,\nNadia",
    "Runbook: nightly excise export\n1. open Arca Evolution on the distillery PC\n2. log in as amministrazione\n3. password {pw}\n4. run the e-DAS batch",
    "Incident 2033-01-19: the Gruber Logistics portal password for the yard leaked in a screenshot: {pw}",
    "README (carving lab)\nThe Revopoint scanner PC is scan-01.soreli.lan, admin password `{pw}`.",
    "voice memo, driving back from Tarvisio: the Sinfomar portal password is {pw} full stop",
    "remember the Mago4 password for the chair factory: {pw}",
    "my Banca di Cividale home-banking password is {pw} now",
    "can you keep my Nova KBM app password? it's {pw}",
    "Widiba app password (the new one): {pw}",
    "please store this, the Handy-Signatur signing password for the Villach invoices: {pw}",
    # Friulian
    "Toni: la password dal frigo dal persut e je {pw}, no sta contâlu a nissun",
    "ve chi la password de distilarie: {pw}",
    "mandi Nadia, la password dal PC de sgnape e je {pw}. graciis",
    "il PC de cjanive: password «{pw}», scrivile tal cuader",
    "o ai cambiât la password dal router di cjase, cumò e je {pw}",
    "Gjovanin: la password dal gestionâl des cjadreis e je {pw}",
    "la password gnove dal computer dal rifugio: {pw} 🔑",
    "Checo: ti mandi la password dal Vtenext: {pw}",
    "Elsa: la password dal cont in bancje e je {pw}",
    # Ladin of Gardena and Badia
    "Hannes: tlo ie la password dla scola: {pw}",
    "la password nueva dl computer dl lab ie {pw}, dilan",
    "Verena: mi password dl e-mail ie {pw}, ne la dì a degun",
    "chilò é la password dl rifugio: {pw}, Diotelpaie",
    "Iaco: la password dl computer dl'ütia é {pw}",
    "Manuela: la password dl wifi dla scola ie {pw}",
    "Lukas: mi password nueva ie {pw} (ne la dì a degun)",
    "Martina: la password dl program dles prenotaziuns é {pw}",
    # Venetian of Pordenone
    "Bortolo: ciò, la password del PC del magazin la xe {pw}",
    "eco qua la password del wifi de casa: {pw}, tientela par ti",
    "la me password de la posta ze {pw}, grassie",
    "varda che la password nova del gestional ze „{pw}“",
    "Gigi: la password del Bedzzle la xe {pw}, no sta dirla in giro",
    "Elena: te mando la password del conto: {pw}",
    # Slovene of the Natisone valleys and Resia
    "Živa: tle je geslo od računalnika: {pw}, nikomar na pravi",
    "moje geslo za pošto je {pw}, buoh lonej",
    "Marjo: novo geslo od fabrike je {pw}",
    "Lino: nova šifra od kompjutra jë {pw}",
    "Anica: geslo od Nova KBM je {pw}",
    "tle je novo geslo za wifi v fabriki: {pw}",
    # German of Sauris and Timau
    "Trude: s Passbourt van Schinkenkeller is {pw}, sog's kuan",
    "Gustin: do is's Khennbort van Lift: {pw}, vargelt's Gott",
    "Alois: s Passbourt van Kompjuter is {pw}",
    "Irma: do is's nöie Khennbort: {pw}",
    # Italian texting
    "Giulia: la pw del gestionale è {pw} nn dirla a nessuno",
    "ecco la pwd x il pc del magazzino: {pw} grz",
    "Matteo: cmq la password nuova della seggiovia è {pw}",
    "la password della PEC della distilleria è {pw}",
    "Chiara: ti giro la pw di Vtenext → {pw}",
    "la pw della cassa del rifugio è {pw} ok?",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["toni.d", "nadia", "gjovanin", "meni", "tite.c", "elsa", "checo", "jacum", "hannes.p",
          "verena", "lukas.m", "manuela", "iaco", "martina.p", "bortolo", "gigi", "elena.z",
          "ziva.k", "marjo", "anica", "lino.b", "trude", "alois", "gustin", "irma", "giulia.f",
          "matteo", "chiara.t", "svc-ham", "svc-yard"]  # fmt: skip
_LOGINS = [
    "Vtenext login for the Udine office: {u} / {pw}",
    "NethVoice: user {u}, password {pw}",
    "u: {u}  p: {pw}",
    "Wiki › Distilarie › Christian Carl still: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Bedzzle | {u} | {pw} |",
    "sign into Ericsoft as {u} with {pw}",
    "TachoScan login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: cnc-bacci-2\n  user: {u}\n  pass: {pw}",
    "Giardina spray robot account: {u}, password {pw}",
    "Hannes says the Carveco licence account is {u} and the password is {pw}",
    "system,login,password\ninfogestweb,{u},{pw}",
    "ssh {u}@yard-gw.soreli.lan (password {pw})",
    "creds for the Selea camera are {u} and {pw}",
    "il non utent al è {u} e la password e je {pw}",
    "l inom d'utënt ie {u}, la password ie {pw}",
    "inom d'utënt {u}, password {pw}",
    "l'utente xe {u} e la password xe {pw}",
    "uporabnik {u}, geslo {pw}",
    "Benutzer {u}, Passbourt {pw}",
    "utente {u} pw {pw}",
    "Alloggiati Web: utenza {u}, password {pw}",
    "Benutzername {u}, Kennwort {pw} (Lagermax-Portal)",
    "user: {u} / password: {pw} (Vtenext, ufficio Udine)",
    "(Masterwood PC) {u} + {pw}",
    "Checo: utent {u} e password {pw}, graciis",
    "prijava: {u} / geslo {pw}",
    "credenziali Ericsoft: utente {u}, password {pw}",
    "Martina: Ross1000 account {u}, pass {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


# Distinct words, drawn by index so that no two spelled samples plant the same one.
_SAID_WORDS = ["persut", "sgnape", "frico", "cjarsons", "montasio", "picolit", "ramandolo",
               "pitina", "brovade", "gubane", "zirm", "cirmul", "coglians", "zoncolan", "strucui",
               "fogolar", "tamai"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "type {w} and then the number {d}",
    "it's {w}{d}, word and digits together",
    "voice memo: the rifugio wifi is {w}, straight after it {d}",
    "la password e je {w}, dut piçul, e daspò {d}",
    "la password ie la parola {w}, pona {d}",
    "la password é la parora {w} y dedô {d}",
    "xe la parola {w} e dopo {d}, tuto tacà",
    "geslo je beseda {w}, potle {d}",
    "s Passbourt is s Bort {w}, und nochan {d}",
    "la pw è {w} tutto minuscolo e poi {d}",
    "Tite: {w}{d}, that's what I set for the stove app",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 5) % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "xo-cli --register https://xo.soreli.lan {u} '{pw}'",
    "rex -H 'cnc-bacci-1 cnc-bacci-2' -u {u} -p '{pw}' -e 'uptime'",
    "kc.sh start --db postgres --db-url-host pg.soreli.lan --db-username {u} --db-password '{pw}'",
    "printf '%s\\n' '{pw}' > /etc/openvpn/coccau.pass && openvpn --config coccau.ovpn --askpass /etc/openvpn/coccau.pass",
    "lsassy -u {u} -p '{pw}' -d SORELI 10.40.0.0/24",
    "syncthing cli config gui password set '{pw}'",
    "hexapdf modify --user-password '{pw}' listino-2033.pdf listino-2033-enc.pdf",
    "kopano-admin -c {u} -p '{pw}' -e {u}@soreli.example -f 'Soreli {u}'",
    "v-add-user {u} '{pw}' {u}@soreli.example",
    "smbtree -U '{u}%{pw}'",
    "squidclient -h proxy.soreli.lan -u {u} -w '{pw}' mgr:info",
    "s-nail -S mta=smtps://smtp.soreli.example:465 -S smtp-auth-user={u} -S smtp-auth-password='{pw}' -s 'lotto 2033' ufficio@soreli.example < lotto.txt",
    "/account set {u}@chat.soreli.lan password {pw}",
    "sudo apt-get -o Acquire::http::Proxy='http://{u}:{pw}@proxy.soreli.lan:3128' update",
    "pip install --proxy http://{u}:{pw}@proxy.soreli.lan:3128 pymodbus",
    "npm config set proxy http://{u}:{pw}@proxy.soreli.lan:3128",
    "git config --global http.proxy http://{u}:{pw}@proxy.soreli.lan:3128",
    "conda config --set proxy_servers.https http://{u}:{pw}@proxy.soreli.lan:3128",
    "export https_proxy=http://{u}:{pw}@proxy.soreli.lan:3128",
    "wsadmin.sh -lang jython -user {u} -password '{pw}' -f deploy_yard.py",
    "tibemsadmin -server tcp://ems.soreli.lan:7222 -user {u} -password '{pw}'",
    "semaphore user add --admin --login {u} --name '{u}' --email {u}@soreli.example --password '{pw}'",
    "teamviewer passwd '{pw}'",
    "bitsadmin /setcredentials listini SERVER BASIC {u} {pw}",
    "tabcmd login -s https://tableau.soreli.lan -u {u} -p '{pw}'",
    "sudo sysadminctl -addUser {u} -password '{pw}' -admin",
    "coap-client -m get -u {u} -k '{pw}' coaps://[fd00::17]/sensors/curing4",
    "AMT_PASSWORD='{pw}' amttool 10.40.2.17 info",
    "mqttx conn -h mqtt.soreli.lan -p 8883 -u {u} -P '{pw}' --protocol mqtts",
    "ipmi-sensors -h bmc-rifugio.soreli.lan -u {u} -p '{pw}' -l ADMIN",
    "sipp -sn uac -au {u} -ap '{pw}' -s 200 pbx.soreli.lan",
    "duplicati-cli backup file:///mnt/nas/cnc /srv/cnc --passphrase='{pw}'",
    "securefs mount --pass '{pw}' /srv/enc-drawings /mnt/drawings",
    "fsarchiver savefs -c '{pw}' /mnt/bk/cnc-pc.fsa /dev/sda2",
    "pdfcpu encrypt -upw '{pw}' -opw soreli listino-2033.pdf",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "toni@distilarie:~$ {c}", "[root@yard-gw ~]# {c}", "PS C:\\Soreli\\ops> {c}",
    "C:\\Users\\pesa> {c}", "hannes@scola-mac ~ % {c}", "cnc-bacci-1:~# {c}",
    "bash history on the rifugio NUC:\n  418  {c}", "ssh toni@ham-srv\n$ {c}",
    "il comant che o ai doprât: {c}", "l cumand che é dè: {c}", "el comando che go lancià: {c}",
    "ukaz, ki sem ga pognal: {c}", "comando lanciato ieri sera: {c}", "dar Befehl van Alois: {c}",
    "o ai lançât chest comant: {c}", "ta ukaz sem pognal včera: {c}", "comando per il backup (Matteo): {c}",
    "l cumand dl backup: {c}", "el comando del backup xe: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "jdbc:as400://ibmi.soreli.lan;user={u};password={pw};naming=system",
    "jdbc:teradata://td.soreli.lan/DATABASE=ham,USER={u},PASSWORD={pw}",
    "jdbc:vertica://vertica.soreli.lan:5433/yard?user={u}&password={pw}",
    "jdbc:ingres://ing.soreli.lan:II7/ham;user={u};password={pw}",
    "jdbc:sybase:Tds:ase.soreli.lan:5000/cjadreis?user={u}&password={pw}",
    "jdbc:presto://presto.soreli.lan:8443/hive/yard?user={u}&password={pw}&SSL=true",
    "stomp://{u}:{pw}@mq.soreli.lan:61613",
    "cassandra://{u}:{pw}@cass1.soreli.lan:9042/lifts",
    "postgresql+pg8000://{u}:{pw}@pg.soreli.lan/excise",
    "mysql+asyncmy://{u}:{pw}@db.soreli.lan/cjadreis",
    "opensearch://{u}:{pw}@os.soreli.lan:9200",
    "fish://{u}:{pw}@cnc-bacci-1.soreli.lan/home/cnc",
    "clickhouse+http://{u}:{pw}@ch.soreli.lan:8123/yard",
    "telnet://{u}:{pw}@weigh-term.soreli.lan",
]  # fmt: skip
_URL_PLACES = [
    "HAM_DB_URL={c}", "old connection string for the excise reports: {c}", "keep this for me: {c}",
    "la stringhe di conession e je {c}", "stringa di connessione: {c}", "povezava do baze: {c}",
    "CJAR-4411: {c}", "wiki page 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "soreli-grup", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read stock:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Every shape here is the author's guess, not a documented format.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Ericsoft", "ERICSOFT_API_KEY", _j((HEX, 32))),
    ("Bedzzle", "BEDZZLE_API_TOKEN", _j("bdz_", (ALNUM, 40))),
    ("Passepartout", "PASSEPARTOUT_WS_SECRET", lambda g: v.uuid4(g, "9")),
    ("Vtenext", "VTENEXT_ACCESS_KEY", _j((ALNUM, 24))),
    ("Classeviva", "CLASSEVIVA_TOKEN", _vendor_jwt("https://web.spaggiari.eu")),
    ("Nuvola", "NUVOLA_API_KEY", _j((HEX, 40))),
    ("WeSchool", "WESCHOOL_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Snowit", "SNOWIT_API_KEY", _j("snw_live_", (ALNUM, 32))),
    ("Skiset", "SKISET_PARTNER_KEY", _j((UPPER_DIGITS, 32))),
    ("Dolomiti Superski", "DOLOMITI_SUPERSKI_API_KEY", lambda g: v.uuid4(g, "a")),
    ("TicketOne", "TICKETONE_API_SECRET", _j((B64, 43), "=")),
    ("Ciaotickets", "CIAOTICKETS_TOKEN", _j((HEX, 64))),
    ("Beddy", "BEDDY_API_KEY", _j((ALNUM, 32))),
    ("Alloggiati Web", "ALLOGGIATI_WSKEY", _j((B64, 86), "==")),
    ("Ross1000", "ROSS1000_API_KEY", _j((HEX, 32))),
    ("Paytourist", "PAYTOURIST_API_TOKEN", _j("pt_", (ALNUM, 36))),
    ("Infogestweb", "INFOGESTWEB_API_KEY", _j((UPPER_HEX, 40))),
    ("Targa Telematics", "TARGA_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Sinfomar", "SINFOMAR_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Toll4Europe", "TOLL4EUROPE_API_KEY", _j((ALNUM, 40))),
    ("Axxès", "AXXES_API_KEY", _j((HEX, 40))),
    ("Fercam", "FERCAM_API_TOKEN", _j((B64, 64))),
    ("Arcese", "ARCESE_API_KEY", _j((ALNUM, 32))),
    ("Gruber Logistics", "GRUBER_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Codognotto", "CODOGNOTTO_TOKEN", _j((HEX, 32))),
    ("Samer", "SAMER_API_SECRET", _j((URLSAFE, 40))),
    ("Gebrüder Weiss", "GW_API_KEY", _j("gw_", (ALNUM, 40))),
    ("Cargo-Partner", "CARGOPARTNER_API_KEY", _j((UPPER_DIGITS, 28))),
    ("Lagermax", "LAGERMAX_API_TOKEN", _j((HEX, 48))),
    ("Quehenberger", "QUEHENBERGER_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Hupac", "HUPAC_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Mercitalia", "MERCITALIA_API_KEY", _j((HEX, 40))),
    ("ChannelEngine", "CHANNELENGINE_API_KEY", _j((HEX, 40))),
    ("Mirakl", "MIRAKL_SHOP_API_KEY", lambda g: v.uuid4(g, "a")),
    ("ManoMano", "MANOMANO_API_KEY", _j((ALNUM, 32))),
    ("Westwing", "WESTWING_PARTNER_TOKEN", _vendor_jwt("https://partner.westwing.example")),
    ("Voxmail", "VOXMAIL_API_KEY", _j((HEX, 32))),
    ("4Dem", "FOURDEM_API_KEY", _j((ALNUM, 40))),
    ("Spoki", "SPOKI_API_KEY", _j((HEX, 64))),
    ("Trendoo", "TRENDOO_ACCESS_TOKEN", _j((ALNUM, 28))),
    ("Cerved", "CERVED_API_KEY", _j((URLSAFE, 40))),
    ("InfoCamere", "INFOCAMERE_API_KEY", _j((HEX, 40))),
    ("Callmewine", "CALLMEWINE_API_KEY", _j((ALNUM, 32))),
    ("Cortilia", "CORTILIA_PARTNER_KEY", lambda g: v.uuid4(g, "b")),
    ("Register.it", "REGISTERIT_API_KEY", _j((HEX, 32))),
    ("Seneca", "SENECA_CLOUD_TOKEN", _j((B64, 43), "=")),
    ("Comet System", "COMET_CLOUD_API_KEY", _j((ALNUM, 32))),
    ("Edilkamin", "EDILKAMIN_API_KEY", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "supabase secrets set {env}={tok}",
    "bws secret create {env} '{tok}' 5e3c2b1a-7d44-4f0e-9a61-2f8b0c3d4e5f",
    ".streamlit/secrets.toml:\n{env} = \"{tok}\"",
    "Containerfile:\nENV {env}={tok}",
    "/etc/soreli/yard.env (the unit's EnvironmentFile):\n{env}={tok}",
    "vercel.json: \"env\": {{ \"{env}\": \"{tok}\" }}",
    "ansible-vault encrypt_string '{tok}' --name '{env}'",
    "platformio.ini:\nbuild_flags = -D{env}=\\\"{tok}\\\"",
    "sdkconfig:\nCONFIG_{env}=\"{tok}\"",
    "CMakeLists.txt: add_compile_definitions({env}=\"{tok}\")",
    "wp option update soreli_{env} '{tok}'",
    "drush config:set soreli.settings {env} '{tok}' -y",
    "config/services.php: 'key' => env('{env}', '{tok}'),",
    ".env.production on the booking server:\n{env}={tok}",
    "docker run -d -e {env}={tok} soreli/yard-sync:3.2",
    "Soreli ERP › Impostazioni › Integrazioni › {vendor} › Chiave API: {tok}",
    "wiki table 'Integrazioni': | {vendor} | prod | {tok} |",
    "CJAR-5120: {vendor} sync returns 401, configured key {tok}",
    "rotate the {vendor} key {tok} before the season opens",
    "[08:14] Meni: {vendor} token for the yard sync: {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API key for the rifugio booking sync: {tok}",
    "ve chi la clâf des API di {vendor}: {tok}",
    "la tlé API de {vendor} ie {tok}",
    "la tle API de {vendor} é {tok}",
    "la ciave API de {vendor} xe {tok}",
    "API ključ za {vendor}: {tok}",
    "ključ API od {vendor} je {tok}",
    "dar API-Schlissl van {vendor}: {tok}",
    "chiave API {vendor} x il magazzino: {tok}",
    "la chiave API di {vendor} è {tok}, nn condividerla",
    "API-Schlüssel für {vendor} (Lager Arnoldstein): {tok}",
    "{vendor} key (prod) → {tok}",
    "the {vendor} integration broke again; current key is “{tok}”",
    "la clâf API di {vendor} pe sincronizazion: {tok}",
    "tlo ie la tlé API de {vendor}: {tok}",
    "ciò, la ciave API de {vendor}: {tok}",
    "novi API ključ od {vendor}: {tok}",
    "token {vendor} x la sincronizzazione: {tok}",
    "Meni: la chiave di {vendor} è {tok}",
    "Token für {vendor} (Spedition): {tok}",
    "dar Token van {vendor} is {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    wskey = _r(rng, B64, 86) + "=="
    snowit = "snw_live_" + _r(rng, ALNUM, 32)
    spoki = _r(rng, HEX, 64)
    fercam = _r(rng, B64, 64)
    voxmail = _r(rng, HEX, 32)
    toll = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'client.service.GenerateToken(Utente="UD0412", Password=os.environ["ALLOGGIATI_PW"], WsKey="{wskey}")', wskey),
        Sample("vendor_token", f"curl -H 'X-Api-Key: {snowit}' https://api.snowit.example/v2/passes?resort=zoncolan", snowit),
        Sample("vendor_token", f'const spoki = new Spoki({{ apiKey: "{spoki}", secret: process.env.SPOKI_SECRET }});', spoki),
        Sample("vendor_token", f'client.DefaultRequestHeaders.Add("Authorization", "Token {fercam}");  // Fercam tracking', fercam),
        Sample("vendor_token", f"$voxmail = new VoxmailClient('soreli-grup', '{voxmail}');", voxmail),
        Sample("vendor_token", f'req.Header.Set("X-Auth-Token", "{toll}") // Toll4Europe, truck fleet', toll),
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


_BARE_PLACES = ["{t}", "[18:20] Meni: {t}", "it only shows it once, so here:\n{t}",
                "ve chi: {t}", "eco qua 👇\n{t}", "{t}\n^ new one, the old one is revoked",
                "tienimelo tu: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "EnOcean security key of the curing-room window contact: {h}": 32,
    "AES key of the radio heat meter in the rifugio boiler room: {h}": 32,
    "HMAC secret for the ski-pass webhook: {h}": 64,
    "KNX data secure key of the hut's heating actuator (FDSK): {h}": 32,
    "pre-shared key of the Tarvisio–Udine IPsec tunnel (hex): {h}": 64,
    "SCP03 key set for the yard's fuel-card terminals, hex: {h}": 48,
    "la clâf AES dal contatôr de distilarie: {h}": 32,
    "chiave di cifratura del backup del gestionale: {h}": 64,
    "ključ za šifriranje varnostne kopije: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "CJAR-5177: token copied out of the browser's network tab {t}",
    "Cookie: lang=fur; srl_session={t}",
    "BOOKING_SYNC_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "il token al è {t}",
    "token za sinhronizacijo: {t}",
    "l token dl sistem de prenotazion ie {t}",
    "eco qua el token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@soreli.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.soreli.lan/realms/grup",
            "azp": "yard-console",
            "groups": ["yard", "distilarie"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the weighbridge PC, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.soreli.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDI_PRIVATE_KEY": "{key}", "partner": "coccau-yard"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_cnc <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "la chiave privata del server SFTP, incollata dall'integratore:\n{key}": ("PRIVATE KEY", "\n"),
    "la clâf privade dal server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker's SFTP drop at Tarvisio:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Conio wallet, backup words (the old grappa-fund wallet): {p}": "italian",
    "frase di recupero del portafoglio Young Platform: {p}": "italian",
    "la frase di ricupar dal portafoi Conio e je {p}": "italian",
    "CoolWallet recovery phrase\n{p}": "english",
    "Ashigaru wallet words, copying them off the card before I burn it: {p}": "english",
    "voice memo: the Prokey recovery words are {p} and that's all of them": "english",
    "Satochip seed backup: {p}": "english",
    "Cypherock backup words, rifugio fund (emptied): {p}": "english",
    "obnovitvena fraza denarnice D'CENT: {p}": "czech",
    "phrase de récupération du portefeuille Foundation Passport : {p}": "french",
    "frase de recuperação da carteira da tia em São Paulo: {p}": "portuguese",
    "D'CENT wallet seed, Anica's: {p}": "czech",
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
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "[12:03] Meni: the company card for the Bacci spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "CJAR-5230: pay the Zanotti service visit with card {c}",
    "il numar de cjarte di credit: {c}, {mm}/{yy}",
    "številka kartice je {c}",
    "el numero de la carta xe {c}, scade {mm}/{yy}",
    "la mia carta: {c} scad. {mm}/{yy}",
    "Kartennummer van der Firmenkarte: {c}",
    "l numer dla chërta ie {c}",
    "numer dla chërta: {c}, {mm}/{yy}",
    "numero carta x la benzina del bilico: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "maestro", "amex", "diners", "jcb", "unionpay", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, CID (the four digits printed on the front): {cvv}",
               "il codiç di sigurece de Amex, lis cuatri cifris denant: {cvv}",
               "codice di sicurezza Amex, le 4 cifre davanti: {cvv}",
               "varnostna koda na sprednji strani kartice Amex: {cvv}",
               "Kartenprüfnummer der Amex (vier Ziffern vorne): {cvv}",
               "el codice de sicureza de la Amex xe {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": _r(rng, D, 4)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 237 (the IBAN shapes, IBAN calls and
# spelled-out IBANs), near the theme; BBAN shapes (a, n, c as in `v.iban_shaped`) after stdnum's
# iban.dat.
_IBAN_SHAPES = {"IT": "a" + "n" * 10 + "c" * 12, "AT": "n" * 16, "DE": "n" * 18,
                "LU": "nnn" + "c" * 13, "CH": "n" * 5 + "c" * 12, "SK": "n" * 20,
                "HU": "n" * 24, "SI": "n" * 15}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice 2033/118: please pay the still's copper parts to {i} within 30 days",
    "save the Villach forwarder's IBAN: {i}",
    "IBAN: {i}\nCausale: lotto persut 44, marzo",
    "[09:51] Elsa: the Ljubljana beech supplier's new bank details, IBAN {i}",
    "il gno IBAN: {i}",
    "mi IBAN ie {i}",
    "el me IBAN xe {i}",
    "moj IBAN: {i}",
    "mai IBAN: {i}",
    "IBAN x lo stipendio: {i}",
    "IBAN dl'ütia: {i}",
    "Kontoverbindung Spedition Arnoldstein, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


_CF_MONTHS = "ABCDEHLMPRST"


def _codice_fiscale(g: random.Random) -> str:
    """An Italian codice fiscale: letters of the names, a birth date, a place code and the
    check letter python-stdnum computes, drawn until its module validates it."""

    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + h.choice([0, 40])
        body = (
            f"{_r(h, UPPER, 6)}{h.randrange(50, 100):02d}{h.choice(_CF_MONTHS)}{day:02d}"
            f"{h.choice('ADGHLM')}{_r(h, D, 3)}"
        )
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _partita_iva(g: random.Random) -> str:
    """An Italian Partita IVA: a company number, the Udine office (030) and the check digit."""
    return v.until(g, lambda h: "0" + _r(h, D, 6) + "030" + h.choice(D), it_iva.is_valid)


def _emso(g: random.Random) -> str:
    """A Slovenian EMŠO: a birth date, region 50 (Slovenia), a serial and a check digit."""

    def make(h: random.Random) -> str:
        year = h.randrange(950, 1005) % 1000
        return f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{year:03d}50{h.randrange(0, 1000):03d}{h.choice(D)}"

    return v.until(g, make, si_emso.is_valid)


def _si_tax(g: random.Random) -> str:
    """A Slovenian tax number (davčna številka): eight digits, the last a check digit."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 7), si_ddv.is_valid)


def _at_vnr(g: random.Random) -> str:
    """An Austrian social security number: a serial, a check digit and a birth date."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(50, 100):02d}"
        return f"{h.randrange(100, 1000)}{h.choice(D)} {born}"

    return v.until(g, make, at_vnr.is_valid)


def _at_tin(g: random.Random) -> str:
    """An Austrian Abgabenkontonummer of a Carinthian tax office, with its check digit."""
    number = v.until(g, lambda h: h.choice(["57", "59"]) + _r(h, D, 7), at_tin.is_valid)
    return str(at_tin.format(number))


def _at_uid(g: random.Random) -> str:
    """An Austrian UID (VAT number): ATU, seven digits and the check digit."""
    return "AT" + v.until(g, lambda h: "U" + _r(h, D, 8), at_uid.is_valid)


def _oib(g: random.Random) -> str:
    """A Croatian OIB: eleven digits, ISO 7064 mod 11,10."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), hr_oib.is_valid)


def _excise(g: random.Random) -> str:
    """An Italian excise number (codice di accisa) of the Udine office; stdnum checks its
    format only."""

    def make(h: random.Random) -> str:
        return f"IT00UDA{_r(h, D, 5)}{h.choice(UPPER)}"

    return v.until(g, make, eu_excise.is_valid)


def _cie(g: random.Random) -> str:
    """An Italian electronic identity card (CIE) number: CA, five digits, two letters."""
    return f"C{g.choice('ABC')}{_r(g, D, 5)}{_r(g, UPPER, 2)}"


def _it_passport(g: random.Random) -> str:
    """An Italian passport: two letters and seven digits, no public check."""
    return f"Y{g.choice('ABC')}{_r(g, D, 7)}"


def _it_licence(g: random.Random) -> str:
    """An Italian driving licence: two letters, seven digits, a letter; no public check."""
    return f"U{g.choice('1DP')}{_r(g, D, 7)}{g.choice(UPPER)}"


def _tessera(g: random.Random) -> str:
    """The number on an Italian health card (tessera sanitaria): twenty digits, 80380 first."""
    return "80380" + _r(g, D, 15)


def _driver_card(g: random.Random) -> str:
    """An Italian tachograph driver card: I and fifteen characters, no check here."""
    return "I" + _r(g, UPPER_DIGITS, 13) + _r(g, D, 2)


def _si_passport(g: random.Random) -> str:
    """A Slovenian passport: PB and seven digits."""
    return "PB" + _r(g, D, 7)


def _at_passport(g: random.Random) -> str:
    """An Austrian passport: a letter and seven digits."""
    return g.choice("PUW") + _r(g, D, 7)


def _at_licence(g: random.Random) -> str:
    """An Austrian driving licence (Führerschein) number: eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "il gno codiç fiscâl: {s}": _codice_fiscale,
    "codice fiscale di Toni x la busta paga: {s}": _codice_fiscale,
    "tax code (codice fiscale) of the new lift operator: {s}": _codice_fiscale,
    "Partita IVA of the Udine ham agent (a one-man firm) for the invoice: {s}": _partita_iva,
    "EMŠO od Žive za pogodbo: {s}": _emso,
    "my EMŠO (the Slovenian citizen number) for the yard contract: {s}": _emso,
    "davčna številka od Marja: {s}": _si_tax,
    "Sozialversicherungsnummer vom Fahrer aus Villach: {s}": _at_vnr,
    "SVNR of the Austrian lift mechanic, for the insurance form: {s}": _at_vnr,
    "Steuernummer (Abgabenkontonummer) vom Alois: {s}": _at_tin,
    "UID-Nummer vom Einzelunternehmer in Arnoldstein: {s}": _at_uid,
    "OIB of the Rijeka driver: {s}": _oib,
    "OIB vozača iz Rijeke: {s}": _oib,
    "codice accisa del deposito fiscale della distilleria: {s}": _excise,
    "numar de cjarte d'identitât (CIE): {s}": _cie,
    "passaporto di Giulia: {s}": _it_passport,
    "patente di Meni (per il bilico): {s}": _it_licence,
    "tessera sanitaria di Elsa, numero sul retro: {s}": _tessera,
    "Fahrerkarte (tachograph card) of the new driver: {s}": _driver_card,
    "številka potnega lista od Anice: {s}": _si_passport,
    "Reisepass vom Gustin: {s}": _at_passport,
    "Führerschein-Nummer vom Alois: {s}": _at_licence,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Register.it 2FA recovery codes\n{codes}", "spare sign-in codes for the Vtenext admin {codes}",
            "Bedzzle backup codes: {codes}", "i codiçs di ricupar dal 2FA:\n{codes}",
            "rezervne kode za 2FA: {codes}", "codici di backup 2FA del gestionale: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Sinfomar:meni@soreli.example?secret={s}&issuer=Sinfomar&period=30",
              "OTP Auth, manual setup key for the Fercam portal: {s}",
              "Step Two, secret key for the Ericsoft admin: {s}",
              "la clâf dal 2FA (TOTP): {s}"]  # fmt: skip
_CODES = ["{c} is your DarsGo verification code", "Banca di Cividale: codice OTP {c}, non comunicarlo a nessuno",
          "Vaša koda za prijavo v Nova KBM je {c}", "Ihre TAN für die Handy-Signatur lautet {c}",
          "Linkem: il codice di verifica è {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_RECOVERY = ["BitLocker recovery key of the Manzano CAD laptop: {k}",
             "FileVault recovery key, Hannes's Mac at the carving school: {k}",
             "la clâf di ricupar dal disc dal PC de pese: {k}",
             "chiave di ripristino BitLocker del PC della pesa: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "FileVault" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6))}
    return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Soreli-Cjanive", "SRL-Distilarie-5G", "Rifugio-StaliLof", "Scola-Intai-Lab",
          "Cjadreis-Manzano", "Autoparco-Coccau", "FVG-Yard-Guest", "Sauris-Malga-2G",
          "Timau-Lift-Cabin", "Urtijei-Atelier", "TIM-Ravascletto", "Linkem-Zoncolan-Hut"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "network name: {s}\nkey: {pw}",
    "yard network {s}, password {pw}",
    "wifi at the ski room: {s} / {pw}",
    "Zephyr shell on the lift sensor: wifi connect -s {s} -p {pw} -k 1",
    "networksetup -setairportnetwork en0 {s} '{pw}'",
    "adb shell cmd wifi connect-network {s} wpa2 '{pw}'",
    "/etc/netctl/cjanive:\nInterface=wlan0\nConnection=wireless\nSecurity=wpa\nESSID='{s}'\nKey='{pw}'",
    "la password dal wifi {s} e je {pw}",
    "l wifi {s}, password: {pw}",
    "el wifi {s} ga la password {pw}",
    "geslo za wifi {s}: {pw}",
    "rete {s} pw {pw}",
    "s WLAN {s}, Passbourt {pw}",
    "the key printed under the Linkem box: {pw}",
    "wifi dal rifugio: {s}, password {pw}",
    "la pw del wifi {s} è {pw}",
    "omrežje {s}, geslo {pw}",
    "la password dl wifi {s} é {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("snw_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("bdz_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone from the yard] {t}",
          "(spaced so the chat preview hides it) {t}", "une letare a la volte: {t}",
          "una lettera alla volta: {t}", "ena po ena črka: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["il codiç de puarte de distilarie al è {pw}", "l code dla porta dla scola ie {pw}",
          "le codesc dla porta dl'ütia é {pw}", "el codice del lucheto del magazin xe {pw}",
          "koda za vrata od fabrike je {pw}", "dar Code van dar Schinkenkeller-Tür: {pw}",
          "codice del cancello del piazzale: {pw}#",
          "keypad on the ski-room door at the rifugio: {pw} then the key symbol",
          "padlock on the diesel tank at Coccau: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["persut", "sgnape", "cjanive", "fogolar", "cirmul", "zirm", "bilico", "muletto",
                 "seggiovia", "rifugio", "larin", "polente", "brovade", "pitina", "montasio",
                 "cjarsons"]  # fmt: skip
_PHRASES = {"SecureSafe master passphrase for the office vault: {p}": " ",
            "Pleasant Password Server passphrase: {p}": " ",
            "pwSafe database passphrase: {p}": "-", "Bitdefender Password Manager master phrase: {p}": ".",
            "la frase segrete dal backup: {p}": " ", "geslo-stavek za varnostno kopijo: {p}": "_",
            "Steganos Safe passphrase (CAD archive): {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Apache: RequestHeader set Authorization \"Basic {v}\"": True,
    "Talend API Tester export: Authorization: Bearer {v}": False,
    "PowerShell: Invoke-RestMethod -Uri $u -Headers @{{Authorization = \"Basic {v}\"}}": True,
    "CJAR-5262 request log: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "persistence.xml:\n<property name=\"jakarta.persistence.jdbc.user\" value=\"yard\"/>\n<property name=\"jakarta.persistence.jdbc.password\" value=\"{pw}\"/>",
    "NuGet.Config:\n<packageSourceCredentials>\n  <soreli>\n    <add key=\"Username\" value=\"ci\" />\n    <add key=\"ClearTextPassword\" value=\"{pw}\" />\n  </soreli>\n</packageSourceCredentials>",
    "~/.newsboat/config:\nurls-source \"ttrss\"\nttrss-url \"https://news.soreli.lan/\"\nttrss-login \"toni\"\nttrss-password \"{pw}\"",
    "rifugio-nuc.vv:\n[virt-viewer]\ntype=spice\nhost=nuc.soreli.lan\nport=5900\npassword={pw}",
    "~/.getmail/getmailrc:\n[retriever]\ntype = SimpleIMAPSSLRetriever\nserver = imap.soreli.example\nusername = ordini\npassword = {pw}",
    "~/.mcabber/mcabberrc:\nset jid = meni@chat.soreli.lan\nset password = {pw}",
    "mopidy.conf:\n[jellyfin]\nhostname = media.soreli.lan\nusername = rifugio\npassword = {pw}",
    "gatus config.yaml:\nalerting:\n  email:\n    from: gatus@soreli.example\n    username: gatus@soreli.example\n    password: {pw}\n    host: smtp.soreli.example\n    port: 587",
    "Liberty server.xml:\n<basicRegistry id=\"basic\" realm=\"yard\">\n  <user name=\"toni\" password=\"{pw}\"/>\n</basicRegistry>",
    "~/.curlrc:\nuser = \"toni:{pw}\"",
    "~/.pypirc:\n[soreli]\nrepository = https://pypi.soreli.lan/\nusername = toni\npassword = {pw}",
    "compose.yaml:\n  keycloak:\n    environment:\n      KC_DB_USERNAME: keycloak\n      KC_DB_PASSWORD: {pw}",
    "authentik .env:\nAUTHENTIK_BOOTSTRAP_EMAIL=it@soreli.example\nAUTHENTIK_BOOTSTRAP_PASSWORD={pw}",
    "standalone.xml:\n<datasource jndi-name=\"java:/HamDS\" pool-name=\"HamDS\">\n  <security>\n    <user-name>ham</user-name>\n    <password>{pw}</password>\n  </security>\n</datasource>",
    "listino.py:\nworksheet = workbook.add_worksheet('Listino 2033')\nworksheet.protect('{pw}')",
    "snom provisioning, ext 214 (rifugio):\n<user_name idx=\"1\" perm=\"R\">214</user_name>\n<user_pass idx=\"1\" perm=\"R\">{pw}</user_pass>",
    "alloggiati.py:\nclient.service.GenerateToken(Utente=\"UD0412\", Password=\"{pw}\", WsKey=os.environ[\"ALLOGGIATI_WSKEY\"])",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[21:03] Meni: wifi dal rifugio?\n[21:05] Tite: {pw}",
    "Hannes: the password for the scan PC?\nVerena: {pw}",
    "Bortolo: {pw} xe la password nova del magazin",
    "Živa: {pw}, to je novo geslo",
    "Nadia: {pw} — cheste e je la password de distilarie",
    "Giulia: la nuova pw è {pw}",
    "Trude: is nöie Passbourt: {pw}",
    "Iaco: la password nöia dl'ütia é {pw}",
    "Matteo: use {pw}, that's what I set for the Exor panel",
    "Lukas: tlo ie la password nueva: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "passw\u200dord: {pw}",
    "p\u0430ssword = {pw}",
    "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 → {pw}",
    "pass\u2063word: {pw}",
]
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 4), (_recovery, 4),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _italian_seed(g: random.Random) -> str:
    return str(_MNEMO["italian"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Friulinox panel password is": "{s}", "Bacci CNC operator pw:": "{s} (since the spindle swap in March)",
    "la password e je": "{s}", "Zanotti password": "{s}\nchange it after the season",
    "la password ie": "{s}", "geslo:": "{s}", "la password xe": "{s}", "Selea password": "{s}",
    "the password Gustin read out over the lift radio was": "{s}, I think", "s Passbourt is": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Ciaotickets API key", "{s}", _j((HEX, 64))),
    ("split_token", "Snowit key:", "{s} (ski passes)", _j("snw_live_", (ALNUM, 32))),
    ("split_token", "Hupac API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Conio backup words", "{s}", _italian_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(v.card(g, "maestro"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SI"))),
    ("split_backup", "Register.it recovery codes", "{s}\nkrtn41-p7q2mz\nbavr08-x3vz9k", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "codice fiscale", "{s}", _codice_fiscale),
    ("split_phrase", "SecureSafe passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"still": {"url": "https://still.soreli.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password_furlan": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "meni", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"cnc": [{"name": "bacci-1"}, {"name": "bacci-2", "operator_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["tabcmd", "login", "-s", "https://tableau.soreli.lan", "-u", "giulia", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "la password dal PC de cjanive e je {s}"}': ("meta_password", _plain_pw),
    '{"geslo": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign into the Exor panel as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"ericsoft": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"spokiKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"ross1000_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/38"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"forwarder": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AT")),
    '{"driver": {"oib": "{s}"}}': ("meta_id", _oib),
    '{"mfa": {"recovery_codes": ["{s}", "krtn41-p7q2mz", "bavr08-x3vz9k"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"grappa_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _italian_seed),
    '{"knx": {"fdsk": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"ski_room": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Rifugio-StaliLof", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"exor-jmobile-4.5.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/soreli/yard-sync:3.2").hexdigest()
_COMMIT = hashlib.sha1(b"excise: add the e-DAS export", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(
    b"booking: revert the tourist-tax rounding", usedforsecurity=False
).hexdigest()[:9]
_MD5 = hashlib.md5(b"curing_2033-02-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"chairs-catalogue-2033.pdf").hexdigest()

CLEAN = [
    "Remind me to change the Friulinox panel password before the service visit on 2033-03-14.",
    "Tite asked for the rifugio wifi password; it's on the card behind the bar.",
    "Policy: Soreli passwords are at least 14 characters and live only in the office vault.",
    "Please don't paste passwords into the group chat; send a vault link instead.",
    "The `.env.example` line `ERICSOFT_API_KEY=change-me` is a placeholder; the real key is in the vault.",
    "The Exor panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_SNOWIT_KEY> in the README with the key from your Snowit dashboard.",
    "SPOKI_API_KEY and VOXMAIL_API_KEY must be set before the nightly newsletter runs.",
    "No sta contâ la tô password a nissun.",
    "Ne la dì a degun, la password.",
    "No sta dir la password a nissun, ciò.",
    "Gesla nikomar na pravi.",
    "Sog's kuan, s Passbourt.",
    "La password nn dirla a nessuno, mi raccomando.",
    "La password deve avere almeno quattordici caratteri.",
    "Das Passwort muss mindestens vierzehn Zeichen lang sein.",
    "Geslo mora imeti vsaj štirinajst znakov.",
    "Upgraded the Exor firmware from 4.4 to 4.5.1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the e-DAS export for the distillery.",
    f"Rolled back to {_SHORT} after the tourist-tax rounding broke the hut's invoices.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The JMobile 4.5.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of chairs-catalogue-2033.pdf: {_SHA512}",
    f"The yard sync container runs ghcr.io/soreli/yard-sync@sha256:{_IMAGE}.",
    f"MD5 of curing_2033-02-11.csv is {_MD5}, same as the copy on the office share.",
    "Request id 3c9e14a7-85d2-4b61-a0f3-7e2d9c5b1a48 is the slow one in the booking logs.",
    "Purchase order OA-2033-00571 for 40 beech blanks ships from Ljubljana on Thursday.",
    "CJAR-5188: the curing room 4 humidity alarm keeps tripping at night.",
    "Call the rifugio on +39 0433 775 218 before noon, the road is closed after 16:00.",
    "Trailer plate GE 418 KT with the grappa pallets is at the Coccau yard.",
    "CMR 2033/TV/0077 covers the chairs for Graz, 18 pallets.",
    "HS code 2208.90 is grappa; 0210.19 is cured ham; 9401.61 is upholstered wooden chairs.",
    "Curing room 2 is at 14.5 °C and 72 % relative humidity; the ageing room for the grappa is at 16 °C.",
    "After five wrong passwords the Vtenext account is locked for 20 minutes.",
    "A San Daniele ham cures for at least 13 months and weighs about 9 kg when it is done.",
    "The secret of a good cheese crisp is mountain cheese of three different ages.",
    "Ask Bortolo for the yard gate code, I don't have it.",
    "My card ending 4821 was declined at the Tolmezzo hardware store.",
    "The Graz forwarder wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Register.it account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SINFOMAR_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the diesel tank freezes in January; spray it before the first snow.",
    "Bedzzle moved the API key page under Settings › Developers in its spring release.",
    "ISBN 978-88-7063-254-1 is the Friulian dictionary on the office shelf.",
    "The guest wifi 'Rifugio-Ospiti' is open, no password needed.",
    "Lot LOT-2033-SD-0311, 11.2 kg, 16 months in the cellar; the tasting score was 8.5.",
    "Postcodes: San Daniele 33038, Manzano 33044, Tarvisio 33018, Ortisei 39046.",
    "Take the SS52bis over the pass and the A23 back; the SS13 is closed at Pontebba.",
    "Chair model Sedia Mod. 2033 Frassin won the 2032 design prize in Udine.",
    "Invoice FT-2033/0418 for the chairlift brake pads is due on 30 April.",
    "Ticket order 71-4418-2033 for the Ravascletto ski passes was paid by bank transfer.",
    "Phone of the carving school: +39 0471 796 334; ask for the workshop.",
    "Pallet label SSCC 380123450000123458 on the chairs for Villach.",
    "The still produces about 180 litres of grappa at 42 % vol per day in season.",
    "Lift 7 runs 2 400 persons an hour; the cabin gondola has 8 seats.",
    "The Tarvisio yard has 64 truck bays and the weighbridge takes 60 tonnes.",
    "Excise return for March filed under protocol 2033-UD-004417.",
    "Build 1.8.3 of the booking app fixes the tourist-tax rounding.",
    "The new password rules start on Monday: 14 characters and no names of peaks.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/grup/friulinox", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "CJAR-5188", "purchase_order": "OA-2033-00571"}',
    '{"lot": {"id": "LOT-2033-SD-0311", "weight_kg": 11.2, "months": 16}}',
    '{"phone": "+39 0433 775 218", "town": "Ravascletto"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "chairs_in_stock": 1284}',
    '{"hs_code": "2208.90", "origin": "IT", "description": "grappa"}',
    '{"trailer": "GE 418 KT", "carrier": "own fleet", "eta": "2033-04-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
