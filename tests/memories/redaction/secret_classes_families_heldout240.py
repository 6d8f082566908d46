# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-fortieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-thirty-seventh's
docstring, the fifth to two-hundred-and-thirty-seventh only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-thirty-eighth, two-hundred-and-thirty-ninth and two-hundred-and-forty-first), any
test, the reports, the benchmarks, the changelog nor the git history, and the scrubber was never
run on it. Its own seed (240586113), password words (a fish, `Teich`, a pond's number and a sign;
`Fass`, a barrel's number and a pickle; a town, a sign, a name and a birth year; leet words of
Karpfen, Spodek, Familok, Zander, Kobalt, Bagger, Gurkenfass, Schleie, Halda, Klosse and Spreewald
with a year and a sign; a mining word in capitals, a dash, a number and a sign; a porcelain word
and a kiln's temperature with `C` and a sign; a roof's `kWp`, an underscore and a town; a Sorbian
custom or word, a year and a name; a Silesian dish, a number, a sign and a town; a tram line
(`Linia`), a town and a number; a generator's four dotted groups of five and random runs), names,
places, templates, tools, vendors and layouts, the way the staff of Nysa & Odra Werke (fictional:
the Hatny Dwór carp ponds near Bautzen/Budyšin, a pickle works at Lübbenau/Lubnjow in the
Spreewald, a recultivation crew on an open-pit mine's Kippe Nord near Cottbus/Chóśebuz, the
Porzellanstube porcelain shop in Görlitz/Zhorjelc and the SłōnkoDach coal-to-solar roofers of
Katowice and Opole) leak secrets into an assistant's memory. The texts are chats with times,
tickets (OTOBO's sixteen-digit numbers, Faveo's `#…`), a CMDB breadcrumb, wiki tables, notes,
e-mails, runbooks, READMEs, shell, PowerShell and web-terminal prompts, voice-memo and dictation
transcripts and requests to the assistant itself; the separators run from a colon, "is" and a
dash to an arrow (`→`, `➜`, `↑`), an emoji (`👍`), a new line, quotes (`„…“`, `«…»`, backticks)
and parentheses.

Tools, flags and names none of heldouts 5 to 237 names (each grepped for the command, flag,
variable or product itself): datovka's `--login`, `jameica.sh -d -p`, Midnight Commander's `mc
ftp://`, acme.sh's `INWX_Password` and All-Inkl's `KAS_Authdata`, Total Commander's
`wcx_ftp.ini`, volkszaehler's `config.yaml` and its `middleware.php` URL, xt:Commerce's
`_SYSTEM_DATABASE_PWD`, the SAPOS, ASG-EUPOS (NAWGEO) and CZEPOS NTRIP casters (the `ntrip://`
scheme itself is in seventeen earlier corpora), `zerops.yml`'s `envSecrets`, elvish's `set E:`,
a Wireless M-Bus key, a Homematic IP key and Restman. Beside them tools
lightly used before (by grep, the number of earlier corpora that name each): in one, `smtp-cli
--pass`, `securityadmin.sh -kspass`, `filebeat keystore add --stdin`, rclone's `--webdav-pass`,
`act -s`, `DJANGO_SUPERUSER_PASSWORD`, `s-nail`, `pg_restore`, `pgsync`,
`PAPERLESS_ADMIN_PASSWORD`, `PHOTOPRISM_ADMIN_PASSWORD`, Exim's `passwd.client`, imapfilter,
Gambio's `configure.php`, `sst secret set`, `local.settings.json`, `repair-bde -rp`, an EnOcean
key, the murex, tcsh and elvish prompts, upterm, teleconsole, Eternal Terminal, sshx, Wetty,
Insomnium, Kulala, bombardier, a wrk script and KrakenD; in two, `impala-shell
--ldap_password_cmd`, `mysqlimport`, `nodetool -pw`, zkCli's `addauth digest`, `influx setup`,
`rabbitmqadmin`, kcat's `sasl.password`, `pdbedit`, `GOVC_PASSWORD`, `net ads join -U`, `sipp
-ap`, `filebrowser users add`, `--rpc-secret` (aria2c itself in eleven), `neo4j-admin dbms set-initial-password`,
`hdbuserstore SET`, `mailsend-go`, `rspamadm pw`, `naviseccli`, `uemcli`, `pvesm add cifs`,
`Connect-VIServer`, `osslsigncode -pass`, `git credential approve`, `mqttui`, `yasql`, mintty,
mcabber, matterbridge, offlineimap, baresip, newsboat's `miniflux-password`, code-server's
`config.yaml`, `pap-secrets`, `dotnet user-secrets set`, an `arangodb://` URL and an iwd `.psk` file; in three or four,
a `config/services.php` line and `blat -pw`. The chats, notes and tickets are Hermine, Shyftplan,
HRworks, Kadromierz, Worksmile, Sloneek, Alveno, awork, factro and Firmbee (none before);
Capacities, Amplenote, Heptabase, Xournal++, QOwnNotes, Easy Voice Recorder, Speechnotes,
Dictanote, OTOBO, Faveo, Conversations, Quicksy, Cheogram, Gajim, Kaidan, Beeper, Gadu-Gadu,
Stashcat, i-doit, Keyguard, Pleasant Password Server and Uniqkey (one each); the devices whose
passwords leak are Oase InScenio, Aquaforte, Messner, Eurotherm, Sitelink3D, Trimble WorksManager,
Uhlig, Tesvolt, Hypontech, Afore, Solarwatt, Ginlong, RCT Power, Apator and a Shelly Plus 1 (none
before), Arvo-Tec, Seepex, Netzsch, Lenze, Pilz PNOZmulti, Jumo, Novexx, Cat VisionLink, KOMTRAX,
ConSite, Leica iCON, Gladstone and Kaco (one each). The common layouts (env files, `export`,
JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, CSV rows,
Markdown tables, YAML) are in wordings of their own.

About 44 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 171 of 390: the texts with a marker word of the languages below): Upper Sorbian
(`hesło` with `přizjewjenske` "login", `je` "is", `moje`, `nowe`, `Tu je` "here is", `sym
změnił` "I changed", `nětko` "now", `njepraj to nikomu` "don't tell anyone", `dźakuju so`
"thanks", `zapisaj sej` "write it down", `kluč` and `API-kluč` "key", `kod`, `čisło karty`,
`wužiwarske mjeno` "user name", `najprjedy słowo … potom` "first the word … then", `zawěsćenske
kody` "backup codes", `hesłowa sada` "passphrase", `kluč za zaklučowanje` "encryption key",
`kluč za wobnowjenje` "recovery key", `zwisk` "connection", `štyri čisła na prědku karty` "four
numbers on the card's front"), Lower Sorbian (`gronidło`, `jo` "is", `mójo`, `How jo` "here
is", `som změnił`, `něnto`, `njegroń to nikomu`, `źěkujom se`, `kluc API wót`, `numer karty`,
`pśizjawjeńske mě` "login name", `nejpjerwjej słowo … pótom licba`), Silesian in its own
spelling (`hasło … je`, `moje`, `Tukej mosz` "here you have", `niy gŏdej nikōmu`, `dziynkuja`,
`szrajbnij se to` "write it down", `nojprzōd … potym`, `kōmputer`, `kōnto`, `falownik`,
`kod do dźwiyrzy`, `miano` "name", `Tako kōmynda żech puściōł` "I ran this command",
`jednoosobowŏ firma`) and texted without its letters (`haslo … je`, `niy godej nikomu`, `synek`,
`dziynki`, `xD`), Polish as texted (`haslo … to`, `masz tu` "here you have", `nie mow nikomu`,
`nikomu ani slowa`, `zmienilem haslo na`, `dzk`, `pzdr`, `apka`, `kompa`, `loguj sie jako`,
`klucz api`, `nr karty … waznosc`, `kody zapasowe`, `odpalilem to`), Czech of the border
(`heslo … je`, `tady máš`, `neprozraď to nikomu`, `díky`, `změnil jsem heslo, teď je`,
`uživatel`, `přihlas se jako … s heslem`, `API klíč pro`, `záložní kódy`, `kód od vrat`,
`rodné číslo`, texted `rodne cislo`, `datová schránka`, `spustil jsem tohle`) and Lusatian
German (`'s Kennwort … is`, `ock ni weitersagen` "just don't pass it on", `dr`, `Nu`,
`Dankschee`, the Brandenburg `ick`, `det`, `jetze`, `jeändert`, `wa`), with German and English
beside them; Japanese and Traditional Chinese only around three seed phrases. The Sorbian,
Silesian and Lusatian wordings are the author's approximations, checked by no speaker; the
thinnest guesses are Upper Sorbian's `přizjewjenske hesło`, `zawěsćenske kody`, `hesłowa sada`,
`kluč za zaklučowanje`, `kluč za wobnowjenje`, `dawkowe identifikaciske čisło` (the Steuer-ID)
and `ručnje zapodać` ("enter by hand"), Lower Sorbian's `pśizjawjeńske mě`, `nejpjerwjej` and
`we fabrice`, Silesian's `nojprzōd`, `szrajbnij se to`, `Tako kōmynda żech puściōł`,
`jednoosobowŏ` and `numer mojij karty`, and the Lusatian `ock ni weitersagen`.

Vendors (Sky-Shop, Livespace, Ceneo, Tauron eLicznik, Wapro, Selly, Atomstore, VeloBank, Nest
Bank, Orlen Paczka, Pocztex, CargoON, Cashbill, Epaka, home.pl, cyber_Folks, MyDevil, Fakturoid,
iDoklad, Zásilkovna, Balíkovna, Shoptet, Upgates, Raynet, Mergado, Smartemailing, Ecomail, Fio
banka, Air Bank, ABRA Flexi, Caflou, Costlocker, GP webpay, Buchhaltungsbutler, Ordio, idealo,
Nagel-Group, Novalnet, Enpal, Anker Solix, Zendure, Discovergy, Kachelmann, the
Marktstammdatenregister's web service, NEXT Farming, Trimble Connect, HxDR, Trans-o-flex, fiskaly
and proALPHA) are ones heldouts 5 to 237 do not name (grepped by name). No shape here is one the
author knows to be real: every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs,
JWTs for Ordio, Enpal and Trimble Connect, Shoptet's `…-p-…`, and the `sly_` and `crm-` prefixes);
the JWTs are well-formed. The seed-phrase wallets (Breadwallet, none before; Ashigaru, Umami,
Seedkeeper, Anchorwatch, Theya and GridPlus, one each; Cypherock, Satochip, Prokey, D'CENT and
Klever, two each) and the recovery keys (BitLocker's eight groups of six, each a multiple of 11,
also after `repair-bde -rp`; Apple's seven groups of four; Posteo's and mailbox.org's codes and a
Mullvad account number, one corpus each before) are likewise the author's shapes.

The ids that carry a check are kinds lightly used before (by the python-stdnum modules imported),
each drawn until its module validates it: the German Steuer-ID (`stdnum.de.idnr`, one corpus
before), the Polish PESEL (`stdnum.pl.pesel`, two) and a sole trader's NIP (`stdnum.pl.nip`,
two), the Czech rodné číslo (`stdnum.cz.rc`, two) and a self-employed person's DIČ
(`stdnum.cz.dic`, two), a one-man firm's USt-IdNr (`stdnum.de.vat`, two) and the EIC of a
household's metering point (`stdnum.eu.eic`, one). Kinds no library or this file checks (no
check-digit algorithm is written here): a German Personalausweis number (`Ausweisnummer`, two
corpora before), a Polish dowód osobisty series and number (two), a Czech občanka number (one),
a Polish angling card's `PZW/…` number and a Czech passport (none before by their words). Card numbers pass
Luhn (the value helpers' Visa, Mastercard, Maestro, Amex, Discover, JCB, Diners and UnionPay,
checked with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, and the PINs
and one-time codes are drawn to avoid the clean texts, so that no planted value is shorter than
four characters or found in a clean text. The IBANs are of countries used least by a rough count
over the IBAN shapes and IBAN calls of heldouts 5 to 237 (Germany, Poland, France, Luxembourg, the
Netherlands, Bulgaria, Greece and Italy, eighteen corpora each), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Czech, Japanese and Traditional
Chinese lists, each drawn until `Mnemonic(lang).check` passes (Russian and Turkish, whose own
phrases the installed `mnemonic` often rejects, are not used). Counts: 390 secret samples, 20
field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean
metadata dicts.
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
from stdnum.cz import dic as cz_dic
from stdnum.cz import rc as cz_rc
from stdnum.de import idnr as de_idnr
from stdnum.de import vat as de_vat
from stdnum.eu import eic as eu_eic
from stdnum.pl import nip as pl_nip
from stdnum.pl import pesel as pl_pesel

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 240_586_113
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


def _clean_blob() -> str:
    """Every clean text and clean metadata value, so that a short drawn number can avoid them."""
    return "\n".join(CLEAN + [json.dumps(m, ensure_ascii=False) for m in CLEAN_METADATA])


def _digits(n: int) -> Maker:
    """``n`` random digits that no clean text happens to hold."""

    def make(g: random.Random) -> str:
        return v.until(g, lambda h: _r(h, D, n), lambda value: value not in _clean_blob())

    return make


_FISH = ["Spiegelkarpfen", "Schuppenkarpfen", "Schleie", "Zander", "Hecht", "Amur", "Karas",
         "Wels", "Silberkarpfen", "Lin", "Karp", "Sumik"]  # fmt: skip
_PICKLE = ["Senfgurke", "Salzgurke", "Dillgurke", "Gewuerzgurke", "Kornischon", "Ogorek",
           "Kiszony", "Okurka", "Gurkenfass", "Meerrettich"]  # fmt: skip
_MINE = ["Abraum", "Kippe", "Bagger", "Restloch", "Tagebau", "Halda", "Gruba", "Familok", "Szola",
         "Hasiok", "Grubenwehr", "Sprengmeister"]  # fmt: skip
_CLAY = ["Zwiebelmuster", "Kobalt", "Glasur", "Brennofen", "Unterglasur", "Scherben", "Biskuit",
         "Porcelana", "Seladon", "Engobe"]  # fmt: skip
_TOWNS = ["Budysin", "Bautzen", "Lubnjow", "Luebbenau", "Chosebuz", "Cottbus", "Zgorzelec",
          "Goerlitz", "Zhorjelc", "Katowice", "Katowicy", "Opole", "Gliwice", "Bytom", "Zabrze",
          "Hoyerswerda", "Kamjenc", "Wojerecy", "Varnsdorf", "Frydlant", "Spremberg", "Weisswasser"]  # fmt: skip
_SORB = ["Ptackowas", "Zapust", "Jutrowne", "Lipa", "Mejemjetanje", "Jejkowanje", "Lucica",
         "Sprjewja", "Blota", "Serbja", "Krabat", "Lutki"]  # fmt: skip
_SILESIAN_FOOD = ["Rolada", "Kluski", "Modrokapusta", "Krupnioki", "Szpajza", "Kreple", "Moczka",
                  "Hekele", "Wodzionka", "Siemieniotka"]  # fmt: skip
_NAMES = ["Mercin", "Hanza", "Jurij", "Madlena", "Beno", "Worsa", "Handrij", "Lenka", "Fryco",
          "Mina", "Kito", "Lejzo", "Zeflik", "Francik", "Pyjter", "Maryjka", "Ecik", "Gizela",
          "Kacper", "Zuzia", "Bartek", "Oliwia", "Wiktor", "Vojta", "Pavlina", "Radek", "Sarka",
          "Ronny", "Mandy", "Heiko", "Peggy", "Sandro", "Kerstin", "Uwe"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["K4rpf3n", "Sp0d3k", "F4m1l0k", "Z4nd3r", "K0b4lt", "B4gg3r", "Gurk3nf4ss", "Schl31e",
         "H4ld4", "Kl0ss3", "Spr33w4ld"]  # fmt: skip


def _generator(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, joined by dots."""
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}Teich{g.randrange(1, 40)}{g.choice(_SYMBOLS)}",
    lambda g: f"Fass{g.randrange(10, 400)}{g.choice(_PICKLE)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_MINE).upper()}-{g.randrange(100, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CLAY)}{g.choice([1220, 1250, 1280, 1320, 1360, 1380, 1400])}C{g.choice(_SYMBOLS)}",
    lambda g: f"{g.randrange(4, 50)}kWp_{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}",
    _generator,
    lambda g: f"{g.choice(_SORB)}{g.randrange(1960, 2033)}{g.choice(_NAMES)}",
    lambda g: f"{g.choice(_SILESIAN_FOOD)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"Linia{g.randrange(1, 40)}{g.choice(_TOWNS)}{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English, the devices and the tools of the five sites
    "Hermine chat, #ponds, Mercin: the Oase InScenio FM-Master password is {pw}",
    "Shyftplan shift note for the night crew: Aquaforte pond controller password {pw}",
    "HRworks message from Mandy: Messner pump app password {pw}",
    "Kadromierz comment under Saturday's shift: Arvo-Tec feeder web password {pw}",
    "Worksmile kudos post (oops, public): the Seepex pump HMI password is {pw}",
    "Sloneek note from Ronny: Netzsch dosing panel password {pw}",
    "Alveno message to the brine room: Lenze i550 drive web password {pw}",
    "Capacities page 'Brine room': Pilz PNOZmulti configurator password {pw}",
    "Amplenote task: Jumo dTRON 316 brine controller password {pw}",
    "Heptabase card 'Pasteuriser 2': Eurotherm nanodac recorder password {pw}",
    "Xournal++ note, converted to text: Novexx XLP 60 label printer password {pw}",
    "QOwnNotes note 'Kippe Nord': Cat VisionLink password {pw}",
    "Easy Voice Recorder transcript: the KOMTRAX portal password is {pw}",
    "Speechnotes dictation: ConSite fleet portal password {pw} full stop",
    "Dictanote, Heiko: Leica iCON site password ➜ {pw}",
    "OTOBO ticket 2032061410000123: Sitelink3D password {pw} expired, please reset",
    "Faveo ticket #4410: Trimble WorksManager account, password {pw}",
    "awork task 'Kiln 2 service': Uhlig kiln controller password {pw}",
    "factro task: Gladstone kiln controller password {pw}, change it after the glaze firing",
    "Firmbee task note: Tesvolt TS HV 70 battery portal password {pw}",
    "Conversations (XMPP), Zeflik: Kaco blueplanet installer password {pw}",
    "Quicksy message from Kacper: Hypontech inverter portal password {pw}",
    "Cheogram text from Oliwia: Afore inverter app password {pw}",
    "Gajim chat: Solarwatt Manager flex password {pw}",
    "Kaidan message from Wiktor: Ginlong Solis cloud password {pw}",
    "Beeper, bridged from Gadu-Gadu: the RCT Power app password is {pw}",
    "Stashcat channel 'Opole roofs': Apator smart meter portal password {pw}",
    "Hi Kerstin,\n\nthe admin password for the porcelain shop's till PC is {pw}. Please delete this once it's in the vault.\n\nCheers,\nSandro",
    "Runbook: oxygen alarm at pond 4\n1. open the Oase InScenio app\n2. log in as teichwirt\n3. password {pw}\n4. switch aerator B to manual",
    "README (pickle line PLC cabinet)\nthe Jumo web UI is at https://jumo.nysaodra.lan, admin password «{pw}».",
    # Upper Sorbian
    "Moje přizjewjenske hesło za e-mejl je {pw}",
    "Tu je nowe hesło za router na hatach: {pw} – njepraj to nikomu",
    "Měrćin: hesło sym změnił, nětko je „{pw}“",
    "přizjewjenske hesło za kompjuter w Budyšinje → {pw}",
    "Hańža: dźakuju so! přizjewjenske hesło za Oase je {pw}",
    "Zapisaj sej: hesło za kasu w Zhorjelcu je {pw}",
    # Lower Sorbian
    "Mójo nowe gronidło za e-mail: {pw}",
    "How jo gronidło k routerju we Lubnjowje: {pw}, njegroń to nikomu",
    "Fryco: gronidło som změnił, něnto jo „{pw}“",
    "gronidło za kompjuter we fabrice jo {pw}",
    "Mina: źěkujom se! gronidło za Jumo jo {pw}",
    # Silesian, in its own spelling and texted
    "Moje hasło do poczty je {pw}, niy gŏdej nikōmu",
    "Tukej mosz hasło do kōmputra we biurze: {pw}",
    "Zeflik: dziynkuja! hasło do falownika je {pw}",
    "Nowe hasło do serwera — {pw} (szrajbnij se to)",
    "moje haslo do maila je {pw} niy godej nikomu",
    "synek tukej mosz haslo do routera {pw} dziynki",
    "Pyjter: haslo do falownika na dachu w Opolu je {pw} xD",
    # Polish, texted
    "haslo do maila to {pw} nie mow nikomu",
    "masz tu haslo do routera: {pw} pzdr",
    "Kacper: zmienilem haslo na {pw}, dzk",
    "haslo do apki Afore → {pw} 👍",
    "Zuzia: nowe haslo do kompa w sklepie: {pw} nikomu ani slowa",
    # Czech of the border
    "Moje heslo k mailu je {pw}, neprozraď to nikomu",
    "tady máš heslo k počítači v dílně: {pw}, díky",
    "Vojta: změnil jsem heslo, teď je {pw}",
    "heslo do bankovnictví Air Bank → {pw} (neprozraď)",
    # Lusatian German
    "Nu, 's Kennwort fürn Rechner in dr Porzellanstube is {pw} – ock ni weitersagen",
    "Ronny: Passwort vom Gurkenrechner is jetze {pw}, wa",
    "Mandy: 's neue Passwort fürn Server is {pw}, Dankschee",
    "Heiko: ick hab det Passwort jeändert, is jetze {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["mercin.k", "hanza", "jurij.b", "madlena", "beno", "fryco", "mina.s", "kito", "zeflik",
          "francik", "pyjter.w", "maryjka", "kacper", "zuzia.n", "vojta", "pavlina.h", "radek",
          "ronny", "mandy.k", "heiko", "peggy", "sandro", "kerstin.p", "svc-teiche", "svc-solar",
          "brennofen"]  # fmt: skip
_LOGINS = [
    "Hermine, Beno: the Leica iCON login is {u} / {pw}",
    "OTOBO #2032061810000045: {u} locked out of the Uhlig kiln app, last password {pw}",
    "acct {u} pw {pw}",
    "i-doit › Pickle line › Jumo dTRON: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Tesvolt portal | {u} | {pw} |",
    "log into the Kaco installer page as {u} with {pw}",
    "Afore app login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: kiln-pc-2\n  user: {u}\n  pass: {pw}",
    "Faveo #4431: creds for the Sitelink3D account are {u} and {pw}",
    "system,user,password\nleica-icon,{u},{pw}",
    "ssh {u}@teiche.nysaodra.lan, password {pw}",
    "wužiwarske mjeno {u}, přizjewjenske hesło {pw}",
    "přizjewjenje: {u} / hesło: {pw}",
    "pśizjawjeńske mě {u}, gronidło {pw}",
    "miano {u}, hasło {pw}, niy gŏdej nikōmu",
    "login {u} haslo {pw} dziynki",
    "login: {u} haslo: {pw} pzdr",
    "loguj sie jako {u}, haslo {pw}",
    "datová schránka: uživatel {u}, heslo {pw}",
    "přihlas se jako {u} s heslem {pw}",
    "Benutzer is {u}, 's Kennwort {pw}",
    "Anmeldename {u} – Kennwort {pw}",
    "wužywaŕ {u} → gronidło {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["schleie", "kornischon", "abraum", "glazura", "familok", "szola", "hasiok",
               "ptackowas", "zapust", "rolada", "krupnioki", "sprjewja", "seladon", "engobe",
               "wodzionka", "lutki"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then the number {d}",
    "password → {w} and straight after it {d}",
    "for the kiln PC it's {w} with {d} on the end",
    "voice memo: the shop till password is {w}, then {d}, no gap",
    "type {w}, then {d}; that's the admin password",
    "it's {w}{d}, word and digits in one",
    "hesło: najprjedy słowo {w}, potom {d}",
    "gronidło: nejpjerwjej słowo {w}, pótom licba {d}",
    "hasło: nojprzōd słowo {w}, potym {d}",
    "haslo: najpierw {w} potem {d} bez spacji",
    "heslo je slovo {w} a za ním {d}",
    "'s Passwort is 's Wort {w} und dann {d} dran",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 5 % len(_SAID_WORDS)]  # a different word for each sample
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "datovka --login \"username='{u}',password='{pw}'\" --action list-messages",
    "jameica.sh -d -p '{pw}'",
    "smtp-cli --server smtp.nysaodra.eu:587 --user {u} --pass '{pw}' --from shop@nysaodra.eu --to kerstin@nysaodra.eu --subject 'kiln log'",
    "securityadmin.sh -cd ../securityconfig -icl -nhnv -ks admin-keystore.jks -kspass '{pw}'",
    "echo '{pw}' | filebeat keystore add ES_PWD --stdin --force",
    "rclone lsd :webdav: --webdav-url https://cloud.nysaodra.eu/remote.php/dav/files/{u} --webdav-user {u} --webdav-pass \"$(rclone obscure '{pw}')\"",
    "act -s NEXTCLOUD_PASSWORD='{pw}' -j deploy-shop",
    "DJANGO_SUPERUSER_PASSWORD='{pw}' python manage.py createsuperuser --noinput --username {u} --email {u}@nysaodra.eu",
    "s-nail -S mta=smtps://smtp.nysaodra.eu:465 -S smtp-auth-user={u} -S smtp-auth-password='{pw}' -s 'brine log' ronny@nysaodra.eu < brine.log",
    "impala-shell -i impala.nysaodra.lan -u {u} --ldap --ldap_password_cmd=\"echo {pw}\"",
    "pg_restore -d 'postgresql://{u}:{pw}@pg.nysaodra.lan/teiche' teiche-2032-06.dump",
    "mysqlimport --host=mysql.nysaodra.lan --user={u} --password='{pw}' --local gurken lots.csv",
    "nodetool -h cass1.nysaodra.lan -u {u} -pw '{pw}' status",
    "zkCli.sh -server zk1.nysaodra.lan:2181 addauth digest {u}:{pw}",
    "influx setup --username {u} --password '{pw}' --org nysaodra --bucket ponds --force",
    "rabbitmqadmin -H mq.nysaodra.lan -u {u} -p '{pw}' list queues",
    "kcat -b kafka.nysaodra.lan:9093 -X security.protocol=SASL_SSL -X sasl.mechanisms=PLAIN -X sasl.username={u} -X sasl.password='{pw}' -L",
    "(echo '{pw}'; echo '{pw}') | pdbedit -a -u {u} -t",
    "GOVC_URL=vc.nysaodra.lan GOVC_USERNAME={u} GOVC_PASSWORD='{pw}' govc ls /teiche/vm",
    "net ads join -U '{u}%{pw}'",
    "sipp -sn uac -au {u} -ap '{pw}' -s 200 pbx.nysaodra.lan",
    "filebrowser users add {u} '{pw}' --perm.admin",
    "aria2c --enable-rpc --rpc-listen-all --rpc-secret='{pw}'",
    "neo4j-admin dbms set-initial-password '{pw}'",
    "hdbuserstore SET TEICHE hana.nysaodra.lan:30015 {u} '{pw}'",
    "mailsend-go -smtp smtp.nysaodra.eu -port 587 auth -user {u} -pass '{pw}' -from {u}@nysaodra.eu -to ronny@nysaodra.eu -sub 'pond 4'",
    "blat kiln.txt -to kerstin@nysaodra.eu -server smtp.nysaodra.eu -u {u} -pw '{pw}'",
    "rspamadm pw -p '{pw}'",
    "naviseccli -h spa.nysaodra.lan -user {u} -password '{pw}' -scope 0 getagent",
    "uemcli -d unity.nysaodra.lan -u {u} -p '{pw}' /sys/general show",
    "pvesm add cifs kiln-share --server nas.nysaodra.lan --share kiln --username {u} --password '{pw}'",
    "Connect-VIServer -Server vc.nysaodra.lan -User {u} -Password '{pw}'",
    "osslsigncode sign -pkcs12 kiln-tool.pfx -pass '{pw}' -in KilnTool.exe -out KilnTool-signed.exe",
    "printf 'protocol=https\\nhost=git.nysaodra.lan\\nusername={u}\\npassword={pw}\\n' | git credential approve",
    "mqttui --broker mqtts://broker.nysaodra.lan:8883 --username {u} --password '{pw}' 'teiche/#'",
    "mc ftp://{u}:{pw}@porcelain-nas.nysaodra.lan/fotos",
    "pgsync --from 'postgres://{u}:{pw}@old-pg.nysaodra.lan/rekult' --to 'postgres://rekult@pg.nysaodra.lan/rekult'",
    "yasql {u}/{pw}@yashan.nysaodra.lan:1688",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "elvish ~> {c}", "murex » {c}", "tcsh% {c}", "mintty, MSYS2 ~ $ {c}",
    "upterm session shared with Radek:\n$ {c}", "teleconsole (how Heiko shared his screen): {c}",
    "Eternal Terminal to the pond gateway: {c}", "sshx session in the browser: {c}",
    "Wetty on the kiln PC: {c}", "PS C:\\kasse> {c}",
    "Tutón přikaz sym wuwjedł: {c}", "Toś ten pśikaz som wuwjadł: {c}",
    "Tako kōmynda żech puściōł: {c}", "odpalilem to: {c}", "spustil jsem tohle: {c}",
    "Dos hab ich eingetippt: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "ntrip://{u}:{pw}@caster.sapos-bb.example:2101/VRS_3_4G_BB",
    "ntrip://{u}:{pw}@system.asgeupos.example:8080/NAWGEO_POJ_3_1",
    "ntrip://{u}:{pw}@czepos.example:2101/CZEPOS_VRS3",
    "postgresql://{u}:{pw}@pg.nysaodra.lan:5432/teiche",
    "ftps://{u}:{pw}@ftp.nysaodra.lan:990/etiketten/",
    "webdavs://{u}:{pw}@cloud.nysaodra.eu/remote.php/dav/files/{u}/",
    "mysql+pymysql://{u}:{pw}@shop-db.nysaodra.lan/porzellan",
    "arangodb://{u}:{pw}@arango.nysaodra.lan:8529/solar",
    "redis://{u}:{pw}@redis.nysaodra.lan:6379/3",
    "mqtt://{u}:{pw}@broker.nysaodra.lan:1883",
    "Server=sql.nysaodra.lan;Database=Kasse;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg.nysaodra.lan/rekult?user={u}&password={pw}",
    "https://{u}:{pw}@vz.nysaodra.lan/middleware.php/data.json",
    "rtsp://{u}:{pw}@cam-hat4.nysaodra.lan:554/Streaming/Channels/101",
]  # fmt: skip
_URL_PLACES = [
    "TEICHE_DB_URL={c}", "connection string for the recultivation GIS: {c}",
    "keep this for me: {c}", "zwisk je {c}", "zwisk jo {c}", "connection string do bazy: {c}",
    "připojovací řetězec: {c}", "Verbindungs-URL: {c}", "OTOBO #2032070210000017: {c}",
    "Capacities page 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_970_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "nysa-odra-werke", "sub": f"acc_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors none of heldouts 5 to 237 names (grepped); every key shape here is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Sky-Shop", "SKYSHOP_API_KEY", _j((HEX, 40))),
    ("Livespace", "LIVESPACE_API_SECRET", _j((ALNUM, 32))),
    ("Ceneo", "CENEO_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Tauron eLicznik", "TAURON_ELICZNIK_TOKEN", _j((URLSAFE, 48))),
    ("Wapro", "WAPRO_API_KEY", _j((UPPER_HEX, 32))),
    ("Selly", "SELLY_API_TOKEN", _j("sly_", (ALNUM, 36))),
    ("Atomstore", "ATOMSTORE_API_KEY", _j((HEX, 32))),
    ("VeloBank", "VELOBANK_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Nest Bank", "NESTBANK_API_SECRET", _j((ALNUM, 40))),
    ("Orlen Paczka", "ORLENPACZKA_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Pocztex", "POCZTEX_API_TOKEN", _j((B64, 43), "=")),
    ("CargoON", "CARGOON_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Cashbill", "CASHBILL_SECRET_KEY", _j((HEX, 32))),
    ("Epaka", "EPAKA_API_KEY", _j((HEX, 64))),
    ("home.pl", "HOMEPL_API_KEY", _j((ALNUM, 40))),
    ("cyber_Folks", "CYBERFOLKS_API_TOKEN", _j((LOWER_DIGITS, 48))),
    ("MyDevil", "MYDEVIL_API_KEY", _j((HEX, 40))),
    ("Fakturoid", "FAKTUROID_CLIENT_SECRET", _j((HEX, 40))),
    ("iDoklad", "IDOKLAD_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Zásilkovna", "ZASILKOVNA_API_PASSWORD", _j((HEX, 32))),
    ("Balíkovna", "BALIKOVNA_API_TOKEN", _j((ALNUM, 36))),
    ("Shoptet", "SHOPTET_PRIVATE_API_TOKEN", _j((D, 6), "-p-", (D, 6), "-", (LOWER_DIGITS, 32))),
    ("Upgates", "UPGATES_API_KEY", _j((ALNUM, 30))),
    ("Raynet", "RAYNET_API_KEY", _j("crm-", (HEX, 32))),
    ("Mergado", "MERGADO_ACCESS_TOKEN", _j((ALNUM, 40))),
    ("Smartemailing", "SMARTEMAILING_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Ecomail", "ECOMAIL_API_KEY", _j((HEX, 26), ".", (HEX, 26))),
    ("Fio banka", "FIO_API_TOKEN", _j((ALNUM, 64))),
    ("Air Bank", "AIRBANK_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("ABRA Flexi", "ABRAFLEXI_AUTH_TOKEN", _j((HEX, 40))),
    ("Caflou", "CAFLOU_API_TOKEN", _j((ALNUM, 44))),
    ("Costlocker", "COSTLOCKER_API_TOKEN", _j((HEX, 64))),
    ("GP webpay", "GPWEBPAY_KEY_PASSWORD", _j((ALNUM, 24))),
    ("Buchhaltungsbutler", "BUCHHALTUNGSBUTLER_API_SECRET", _j((HEX, 40))),
    ("Ordio", "ORDIO_API_TOKEN", _vendor_jwt("https://api.ordio.example")),
    ("idealo", "IDEALO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Nagel-Group", "NAGEL_EDI_API_KEY", _j((ALNUM, 32))),
    ("Novalnet", "NOVALNET_PAYMENT_ACCESS_KEY", _j((HEX, 40))),
    ("Enpal", "ENPAL_API_TOKEN", _vendor_jwt("https://api.enpal.example")),
    ("Anker Solix", "ANKER_SOLIX_TOKEN", _j((HEX, 64))),
    ("Zendure", "ZENDURE_APP_KEY", _j((ALNUM, 32))),
    ("Discovergy", "DISCOVERGY_CONSUMER_SECRET", _j((ALNUM, 26))),
    ("Kachelmann", "KACHELMANN_API_KEY", _j((ALNUM, 40))),
    ("Marktstammdatenregister", "MASTR_WEBDIENST_KEY", _j((B64, 86), "==")),
    ("NEXT Farming", "NEXTFARMING_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Trimble Connect", "TRIMBLE_CONNECT_TOKEN", _vendor_jwt("https://id.trimble.example")),
    ("HxDR", "HXDR_API_KEY", _j((HEX, 48))),
    ("Trans-o-flex", "TOF_API_KEY", _j((UPPER_HEX, 40))),
    ("fiskaly", "FISKALY_API_SECRET", _j((ALNUM, 43))),
    ("proALPHA", "PROALPHA_API_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "zerops.yml:\n  envSecrets:\n    {env}: {tok}",
    "elvish: set E:{env} = {tok}",
    "sst secret set {env} {tok}",
    "Symfony .env.local:\n{env}={tok}",
    "local.settings.json (Azure Functions): {{ \"Values\": {{ \"{env}\": \"{tok}\" }} }}",
    "dotnet user-secrets set {env} {tok}",
    "config/services.php: 'key' => env('{env}', '{tok}'),",
    "i-doit › Integrations › {vendor} › API key: {tok}",
    "OTOBO #2032070510000031: {vendor} sync failing with 401, key in use {tok}",
    "awork task: rotate the {vendor} key {tok}",
    "Hermine, Mandy: {vendor} API key for the shop: {tok}",
    "please store my {vendor} API key → {tok}",
    "{vendor} integration broken since Monday, current key {tok}",
    "API-kluč za {vendor}: {tok}",
    "Tu je kluč API wot {vendor}: {tok}, njepraj to nikomu",
    "kluc API wót {vendor} jo {tok}",
    "klucz API do {vendor} je {tok}",
    "klucz do api {vendor} {tok} dziynki",
    "klucz api do {vendor}: {tok} nie wrzucaj na gita",
    "token {vendor} → {tok}",
    "API klíč pro {vendor}: {tok}",
    "tady máš API klíč od {vendor}: {tok}",
    "API-Schlüssel für {vendor}: {tok}",
    "Nu, dr API-Schlüssel vom {vendor} is {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    fio = _r(rng, ALNUM, 64)
    fakturoid = _r(rng, HEX, 40)
    raynet = "crm-" + _r(rng, HEX, 32)
    fiskaly = _r(rng, ALNUM, 43)
    epaka = _r(rng, HEX, 64)
    cashbill = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f"curl -s https://fioapi.fio.example/v1/rest/periods/{fio}/2032-06-01/2032-06-30/transactions.json", fio),
        Sample("vendor_token", f'client = Fakturoid::Client.new(account: "nysaodra", client_id: "nysa-shop", client_secret: "{fakturoid}")', fakturoid),
        Sample("vendor_token", f"$raynet = new RaynetClient('kerstin@nysaodra.eu', '{raynet}', 'nysaodra');", raynet),
        Sample("vendor_token", f'fiskaly_client = FiskalyClient(api_key="test_nysa_kasse", api_secret="{fiskaly}")', fiskaly),
        Sample("vendor_token", f"Info.plist:\n<key>EpakaApiKey</key>\n<string>{epaka}</string>", epaka),
        Sample("vendor_token", f'const cashbill = new CashBill({{ shopId: "porzellanstube", secret: "{cashbill}" }});', cashbill),
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


_BARE_PLACES = ["{t}", "Hermine: {t}", "it shows it only once, so here:\n{t}", "tu je token: {t}",
                "token: {t} dziynki", "{t}\n↑ nowy, stary już niy działo", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 42)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 50)), _j((URLSAFE, 52)), _j((B64, 44)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "EnOcean security key of the kiln-room window contact: {h}": 32,
    "Wireless M-Bus AES key of the Apator water meter at the brine room: {h}": 32,
    "HMAC secret for the Cashbill payment notifications: {h}": 64,
    "Homematic IP Sicherheitsschlüssel vom Access Point am Teich: {h}": 32,
    "pre-shared key of the container office's IPsec tunnel (hex): {h}": 64,
    "kluč za zaklučowanje (hex): {h}": 64,
    "klucz szyfrowania do backupu: {h}": 48,
    "šifrovací klíč zálohy: {h}": 64,
    "Schlüssel fürs Backup (hex): {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "OTOBO #2032070910000052: token copied out of the Sitelink3D network tab {t}",
    "Cookie: lang=hsb; now_session={t}",
    "KSEF_SESSION_TOKEN={t}",
    "keep this bearer token for me: {t}",
    "tu je token → {t}",
    "token do panelu: {t}",
    "Restman, saved request: Authorization: Bearer {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_970_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@nysaodra.eu"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.nysaodra.eu/realms/werke",
            "azp": "teiche-console",
            "roles": ["teichwirt", "kasse"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the pond gateway, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.nysaodra.eu.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"KSEF_SIGNING_KEY": "{key}", "nip_owner": "opole"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_kiln <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Faveo #4460, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "priwatny kluč serwera:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the tax adviser's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Breadwallet backup, copied off the card before I shred it: {p}": "english",
    "Ashigaru wallet recovery words\n{p}": "english",
    "Umami wallet (the old fish-sale tips wallet, emptied): {p}": "english",
    "Seedkeeper card, slot 2: {p}": "english",
    "voice memo: the Anchorwatch backup words are {p} and that's all of them": "english",
    "Theya seed backup, written for the safe in Görlitz: {p}": "english",
    "obnovovací fráze k peněžence Cypherock: {p}": "czech",
    "slova pro obnovu (Satochip): {p}": "czech",
    "seed do portfela Prokey, po czesku: {p}": "czech",
    "GridPlus Lattice の復元フレーズ：{p}": "japanese",
    "D'CENT 錢包助記詞：{p}": "chinese_traditional",
    "Klever 錢包的助記詞是 {p}": "chinese_traditional",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    lang = _SEED_PLACES[template]
    mnemo = _MNEMO[lang]

    def draw(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return str(mnemo.to_mnemonic(entropy))

    phrase = unicodedata.normalize("NFC", v.until(rng, draw, mnemo.check))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    if lang == "japanese":
        return {"p": phrase}
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Hermine, Ronny: the company card for the Uhlig spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nValid thru: {mm}/{yy}",
    "OTOBO #2032071110000008: pay the kiln service visit with card {c}",
    "the card I use for the fish feed orders → {c} ({mm}/{yy})",
    "čisło mojeje karty: {c}, {mm}/{yy}",
    "numer karty jo {c}",
    "numer mojij karty: {c}, {mm}/{yy}",
    "nr karty {c} waznosc {mm}/{yy}",
    "číslo karty: {c}, platnost {mm}/{yy}",
    "Kartennummer vom Firmenkonto: {c}",
    "meine Karte, ock für dich: {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "maestro", "amex", "discover", "jcb", "diners", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 09/36, four-digit CID on the front: {cvv}",
               "the four small digits above the Amex number: {cvv}",
               "Amex firmowy {c}, kod CID (4 cyfry z przodu): {cvv}",
               "Amex {c}, štyri čisła na prědku karty: {cvv}",
               "Amex {c}, kód CID (čtyři číslice vpředu): {cvv}",
               "Amex {c}, die vier Ziffern vorne drauf: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    return {"c": number, "cvv": _digits(4)(rng)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 237 (eighteen corpora each); BBAN shapes
# (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"DE": "n" * 18, "PL": "n" * 24, "FR": "n" * 10 + "c" * 11 + "nn",
                "LU": "nnn" + "c" * 13, "NL": "aaaa" + "n" * 10, "BG": "aaaa" + "n" * 6 + "c" * 8,
                "GR": "n" * 7 + "c" * 16, "IT": "a" + "n" * 10 + "c" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice NOW-2032-0714: please pay the two-summer carp to {i} within 14 days",
    "save the roofer's IBAN: {i}",
    "IBAN: {i}\nReference: Senfgurken lot 19, July",
    "Hermine #finance: the carp buyer's new bank details, IBAN {i}",
    "IBAN za hat: {i}",
    "mój IBAN jo {i}",
    "moje kōnto (IBAN): {i}",
    "nr konta do przelewu → {i}",
    "IBAN na účet: {i}",
    "IBAN vom Gurkenhändler: {i}",
    "the glaze supplier wants the payment on IBAN {i}",
    "holding account for the solar roofs, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _idnr(g: random.Random) -> str:
    """A German Steuer-ID: eleven digits, one digit twice or thrice, an ISO 7064 check digit."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), de_idnr.is_valid)


def _pesel(g: random.Random) -> str:
    """A Polish PESEL: a birth date (months + 20 after 2000), a serial, a check digit."""

    def make(h: random.Random) -> str:
        year = h.randrange(1950, 2008)
        month = h.randrange(1, 13) + (20 if year >= 2000 else 0)
        return f"{year % 100:02d}{month:02d}{h.randrange(1, 29):02d}{_r(h, D, 5)}"

    return v.until(g, make, pl_pesel.is_valid)


def _rc(g: random.Random) -> str:
    """A Czech rodné číslo: a birth date (months + 50 for women), a serial, mod-11 check."""

    def make(h: random.Random) -> str:
        year = h.randrange(1955, 2005)
        month = h.randrange(1, 13) + h.choice([0, 50])
        return f"{year % 100:02d}{month:02d}{h.randrange(1, 29):02d}/{_r(h, D, 4)}"

    return v.until(g, make, cz_rc.is_valid)


def _nip(g: random.Random) -> str:
    """A Polish NIP of a sole trader: ten digits with a weighted mod-11 check digit."""
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 9), pl_nip.is_valid)
    return str(pl_nip.format(number))


def _cz_dic(g: random.Random) -> str:
    """A Czech DIČ of a self-employed person: CZ and their rodné číslo."""
    return v.until(g, lambda h: "CZ" + _rc(h).replace("/", ""), cz_dic.is_valid)


def _de_vat(g: random.Random) -> str:
    """A German USt-IdNr: DE and nine digits with an ISO 7064 check digit."""
    return v.until(g, lambda h: "DE" + h.choice("123456789") + _r(h, D, 8), de_vat.is_valid)


def _eic(g: random.Random) -> str:
    """An EIC of a household's metering point: office, type Z, twelve characters, check char."""
    return v.until(
        g, lambda h: "11Z" + _r(h, UPPER_DIGITS, 12) + h.choice(UPPER_DIGITS), eu_eic.is_valid
    )


def _ausweis(g: random.Random) -> str:
    """A German identity card's number: nine characters (no library checks it)."""
    return g.choice("LMNPRTVWXY") + _r(g, "CFGHJKLMNPRTVWXYZ0123456789", 8)


def _dowod(g: random.Random) -> str:
    """A Polish identity card's series and number (no library checks it)."""
    return _r(g, UPPER, 3) + " " + _r(g, D, 6)


def _obcanka(g: random.Random) -> str:
    """A Czech identity card's number: nine digits (no library checks it)."""
    return g.choice("123456789") + _r(g, D, 8)


def _karta_wedkarska(g: random.Random) -> str:
    """A Polish angling card's number, as a district writes it (no library checks it)."""
    return f"PZW/{g.choice(['OP', 'KAT', 'GL'])}/{_r(g, D, 6)}"


def _cz_pas(g: random.Random) -> str:
    """A Czech passport's number: eight digits (no library checks it)."""
    return g.choice("4567") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "my Steuer-ID for the payroll form: {s}": _idnr,
    "Steuer-ID vom Uwe (fürs Lohnbüro): {s}": _idnr,
    "dawkowe identifikaciske čisło (Steuer-ID): {s}": _idnr,
    "Kerstin's tax id (Steuerliche Identifikationsnummer) → {s}": _idnr,
    "PESEL of the new roofer in Opole: {s}": _pesel,
    "mój PESEL: {s}": _pesel,
    "pesel dziadka do wniosku {s}": _pesel,
    "PESEL synka: {s}, niy gŏdej nikōmu": _pesel,
    "rodné číslo pro pojišťovnu: {s}": _rc,
    "Radek's rodné číslo for the contract: {s}": _rc,
    "moje rodné číslo je {s}": _rc,
    "rodne cislo z obcanky: {s}": _rc,
    "NIP Zeflika (jednoosobowŏ firma): {s}": _nip,
    "my NIP for the invoice, sole trader: {s}": _nip,
    "DIČ živnostníka (Vojta): {s}": _cz_dic,
    "USt-IdNr. von Heikos Ein-Mann-Firma: {s}": _de_vat,
    "EIC of our house's metering point (Opole): {s}": _eic,
    "Ausweisnummer vom Personalausweis: {s}": _ausweis,
    "numer dowodu osobistego: {s}": _dowod,
    "číslo občanky: {s}": _obcanka,
    "Francik's angling card number: {s}": _karta_wedkarska,
    "číslo cestovního pasu: {s}": _cz_pas,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Fakturoid recovery codes\n{codes}",
            "2FA backup codes for the Raynet CRM, print and lock away: {codes}",
            "zawěsćenske kody za Google: {codes}", "záložní kódy k účtu Shoptet: {codes}",
            "kody zapasowe do konta google {codes}",
            "Wiederherstellungscodes fürs Nextcloud-Konto:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Fakturoid:kerstin@nysaodra.eu?secret={s}&issuer=Fakturoid&period=30",
              "Ente Auth, manual entry for the Caflou login: {s}",
              "2FA kluč za Raynet (ručnje zapodać): {s}",
              "sekret TOTP do Livespace: {s}"]  # fmt: skip
_CODES = ["{c} is your Solarwatt verification code", "Kod SMS VeloBank do operacji: {c}",
          "Fio banka: autorizační kód {c}", "Ihre mTAN lautet {c}",
          "Waš kod za přizjewjenje: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n", "; "][index % 5] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _digits(6)(g)}, "c")


def _bitlocker(g: random.Random) -> str:
    """A BitLocker recovery password: eight groups of six digits, each a multiple of 11."""
    return "-".join(f"{g.randrange(0, 65536) * 11:06d}" for _ in range(8))


def _apple_key(g: random.Random) -> str:
    return "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7))


def _mullvad(g: random.Random) -> str:
    return " ".join(_r(g, D, 4) for _ in range(4))


def _recovery_code(g: random.Random) -> str:
    return " ".join(_r(g, HEX, 4) for _ in range(16))


_RECOVERY: dict[str, Maker] = {
    "repair-bde D: E: -rp {k} -f": _bitlocker,
    "BitLocker recovery key of the kiln laptop: {k}": _bitlocker,
    "BitLocker kluč za wobnowjenje (kasowy PC): {k}": _bitlocker,
    "Apple recovery key for Kerstin's Mac: {k}": _apple_key,
    "klíč pro obnovení Apple ID: {k}": _apple_key,
    "Mullvad account number for the office VPN → {k}": _mullvad,
    "Posteo recovery code for the pond mailbox: {k}": _recovery_code,
    "Wiederherstellungscode vom mailbox.org-Postfach: {k}": _recovery_code,
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")


_SSIDS = ["NOW-Teiche", "HatnyDwor-Halle", "Gurken-Lager-5G", "ReKult-Container",
          "Porzellanstube-Kasse", "SlonkoDach-Biuro", "SlonkoDach-Opole-5G", "Teichwirt-Gast",
          "Lubnjow-Fabrika", "Chosebuz-Kippe-Nord", "Kiln-Room", "Familok-2G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nPSK: {pw}",
    "the container office network {s} uses {pw}",
    "wifi in the kiln room: {s} / {pw}",
    "iwd profile on the pond gateway, /var/lib/iwd/{s}.psk:\n[Security]\nPassphrase={pw}",
    "the key on the sticker under the router: {pw}",
    "hesło k WLANej {s} je {pw}",
    "gronidło k WLAN {s} jo {pw}",
    "hasło do wifi {s} je {pw}",
    "haslo do wifi {s} to {pw}",
    "heslo k wifině {s} je {pw}",
    "WLAN-Schlüssel für {s}: {pw}",
    "'s WLAN {s} hat 's Passwort {pw}",
    "guest wifi at the farm shop is {s}, password {pw}",
    "Shelly Plus 1 on the aerator joined {s} with key {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sly_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_DIGITS, 32)),
                 _j("crm-", (HEX, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[read out over the phone] {t}",
          "(spaced so the Hermine preview hides it) {t}", "pismik po pismiku: {t}",
          "po jednym znaku: {t}", "po písmenkách: {t}", "buchstabiert: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the gate keypad at the pond farm takes {pw} then #",
          "padlock on the feed store at pond 4: {pw}",
          "kod za durje do składa: {pw}", "kod do dźwiyrzy ôd magazynu: {pw}",
          "kód od vrat dílny: {pw}", "Tor-Code vom Gurkenlager: {pw}",
          "AusweisApp: my ID card PIN is {pw}", "PIN1 do e-dowodu: {pw}",
          "BOK k eObčance: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "AusweisApp" in template:
        return {"pw": _digits(6)(rng)}
    return {"pw": _digits([4, 5, 6, 4][index % 4])(rng)}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["karas", "schleie", "kornischon", "abraum", "kobalt", "familok", "szola",
                 "hasiok", "zapust", "rolada", "sprjewja", "glasur", "falownik", "halda",
                 "teichrose", "kiefer"]  # fmt: skip
_PHRASES = {"Pleasant Password Server passphrase for the shop's keys: {p}": " ",
            "Keyguard master passphrase: {p}": "-",
            "hesłowa sada za zawěsćenje: {p}": " ", "přístupová fráze k trezoru: {p}": ".",
            "fraza do sejfu: {p}": " ", "Passphrase vom Tresor: {p}": "_",
            "the backup passphrase is {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnium request, header Authorization: Basic {v}": True,
    "bombardier -c 20 -n 500 -H 'Authorization: Basic {v}' https://shop.nysaodra.lan/api/orders": True,
    "Kulala .http file:\nGET https://api.nysaodra.eu/teiche/sensors\nAuthorization: Bearer {v}": False,
    "wrk script teiche.lua: wrk.headers[\"Authorization\"] = \"Basic {v}\"": True,
    "KrakenD backend, extra header: \"Authorization\": \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "acme.sh for the shop domain:\nexport INWX_User=nysaodra\nexport INWX_Password='{pw}'\nacme.sh --issue --dns dns_inwx -d shop.nysaodra.eu",
    "export KAS_Login=w01a2b3c\nexport KAS_Authtype=plain\nexport KAS_Authdata='{pw}'",
    "wcx_ftp.ini (Total Commander):\n[kiln-nas]\nhost=nas.nysaodra.lan\nusername=brennofen\npassword={pw}",
    "docker-compose.yml:\n    environment:\n      PAPERLESS_ADMIN_USER: kerstin\n      PAPERLESS_ADMIN_PASSWORD: {pw}",
    "photoprism compose:\n      PHOTOPRISM_ADMIN_USER: \"shop\"\n      PHOTOPRISM_ADMIN_PASSWORD: \"{pw}\"",
    "/etc/exim4/passwd.client:\n*.nysaodra.eu:teiche@nysaodra.eu:{pw}",
    "imapfilter config.lua:\nteiche = IMAP {{ server = 'imap.nysaodra.eu', username = 'teiche', password = '{pw}', ssl = 'tls1.2' }}",
    "mcabberrc:\nset jid = teiche@xmpp.nysaodra.eu\nset password = {pw}",
    "matterbridge.toml:\n[xmpp.teiche]\nServer=\"xmpp.nysaodra.eu:5222\"\nJid=\"bot@xmpp.nysaodra.eu\"\nPassword=\"{pw}\"",
    "offlineimaprc:\n[Repository Remote]\nremotehost = imap.nysaodra.eu\nremoteuser = kerstin\nremotepass = {pw}",
    "baresip accounts:\n<sip:kasse@pbx.nysaodra.lan>;auth_pass={pw}",
    "newsboat config:\nurls-source \"miniflux\"\nminiflux-url \"https://rss.nysaodra.lan/\"\nminiflux-login \"heiko\"\nminiflux-password \"{pw}\"",
    "code-server config.yaml:\nbind-addr: 0.0.0.0:8080\nauth: password\npassword: {pw}",
    "/etc/ppp/pap-secrets (LTE modem at the ponds):\n\"teiche\" * \"{pw}\"",
    "volkszaehler etc/config.yaml:\ndb:\n    driver: pdo_mysql\n    user: vz\n    password: {pw}",
    "Gambio includes/configure.php:\ndefine('DB_SERVER_USERNAME', 'porzellan');\ndefine('DB_SERVER_PASSWORD', '{pw}');",
    "xt:Commerce config:\ndefine('_SYSTEM_DATABASE_USER', 'xtc');\ndefine('_SYSTEM_DATABASE_PWD', '{pw}');",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[05:40] Měrćin: hesło za Oase?\n[05:41] Hańža: {pw}",
    "[21:07] Ronny: wie is 's Passwort vom Kassenrechner?\n[21:09] Kerstin: {pw}",
    "Zeflik: {pw} — to je nowe hasło do falownika",
    "Kacper: {pw} to nowe haslo do biura",
    "Vojta: {pw}, to je nové heslo na server",
    "Fryco: {pw} – to jo nowe gronidło",
    "Mandy: {pw}, that's what I set for the Uhlig",
    "Sandro: new till password: {pw}",
    "[07:15] beno: pond gateway root pw?\n[07:16] jurij: {pw}",
    "Hermine thread\nPyjter: hasło do Tesvolta?\nMaryjka: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 8),
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


def _czech_seed(g: random.Random) -> str:
    return str(_MNEMO["czech"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Uhlig kiln password is": "{s}", "Oase InScenio pw:": "{s} (since the new pond pump)",
    "přizjewjenske hesło je": "{s}", "Jumo password": "{s}\nchange it after the pickling season",
    "gronidło jo": "{s}", "hasło do falownika:": "{s}", "haslo to": "{s}", "heslo k serveru:": "{s}",
    "the password Beno read out over the radio was": "{s}, I think", "'s Kennwort is": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Fio banka API token", "{s}", _j((ALNUM, 64))),
    ("split_token", "Raynet key:", "{s} (CRM sync)", _j("crm-", (HEX, 32))),
    ("split_token", "iDoklad client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Seedkeeper backup words", "{s}", _english_seed),
    ("split_card", "číslo karty", "{s} platnost 10/37", lambda g: v.grouped(v.card(g, "maestro"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PL"))),
    ("split_backup", "Fakturoid recovery codes", "{s}\nwqkd-4821-plto\nmzrc-0937-bnes", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "PESEL", "{s}", _pesel),
    ("split_phrase", "Keyguard passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"uhlig": {"url": "https://kiln.nysaodra.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"hesło": "{s}"}': ("meta_password", _plain_pw),
    '{"konto": {"login": "zeflik", "haslo": "{s}"}}': ("meta_password", _plain_pw),
    '{"inverters": [{"name": "opole-1"}, {"name": "opole-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["naviseccli", "-h", "spa.nysaodra.lan", "-user", "admin", "-password", "{s}", "getagent"]}': ("meta_password", _plain_pw),
    '{"note": "heslo k počítači v dílně je {s}"}': ("meta_password", _plain_pw),
    '{"gronidło": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Oase app as teichwirt with the password {s}"}': ("meta_password", _plain_pw),
    '{"fio": {"api_token": "{s}"}}': ("meta_token", _j((ALNUM, 64))),
    '{"costlockerToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"cashbill_secret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "DE")),
    '{"employee": {"steuer_id": "{s}"}}': ("meta_id", _idnr),
    '{"mfa": {"recovery_codes": ["{s}", "wqkd-4821-plto", "mzrc-0937-bnes"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tips_wallet": {"slova_pro_obnovu": "{s}"}}': ("meta_seed", _czech_seed),
    '{"wmbus": {"aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"feed_store": {"padlock_code": "{s}"}}': ("meta_pin", _digits(5)),
    '{"wifi": {"ssid": "Gurken-Lager-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pysolarmanv5-3.0.6-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"inscenio-fm-master-4.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/nysaodra/teiche-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"teiche: add oxygen column for pond 4", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"kasse: revert the VAT rounding", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"brine_2032-06-30.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"rekultivierung-kippe-nord-2031.gpkg").hexdigest()

CLEAN = [
    "Remind me to change the Uhlig kiln password before the glaze firing on 2032-09-14.",
    "Beno asked for the pond-farm wifi password; it's on the card in the feed store's drawer.",
    "Policy: company passwords are at least 16 characters and live only in the Uniqkey vault.",
    "Please don't paste passwords into Hermine; share a vault link instead.",
    "The `.env.example` line `FIO_API_TOKEN=change-me` is a placeholder; the real token is in the vault.",
    "The Jumo controller asks for a new admin password after every firmware update.",
    "Replace <YOUR_RAYNET_KEY> in the README with the key from your Raynet profile page.",
    "CASHBILL_SECRET_KEY and FAKTUROID_CLIENT_SECRET must be set before the nightly invoice sync runs.",
    "Njepraj nikomu swoje hesło, tež nic kolegam na hatach.",
    "Njegroń nikomu swójo gronidło, ani w fabrice.",
    "Niy gŏdej nikōmu swojigo hasła, ani szefowi.",
    "nie mow nikomu swojego hasla, nawet szefowi",
    "Heslo nikomu neprozrazuj, ani kolegům z dílny.",
    "Sag dei Passwort ock keenem, ni ma dr Chefin.",
    "Hesło dyrbi měć znajmjeńša šěsnaće znamješkow.",
    "Hasło musi mieć co najmniej 16 znaków.",
    "Heslo musí mít aspoň 16 znaků.",
    "Das Kennwort muss mindestens 16 Zeichen lang sein.",
    "Upgraded the InScenio firmware from 4.1 to 4.2 and pysolarmanv5 to 3.0.6 over the weekend.",
    f"commit {_COMMIT} adds the oxygen column for pond 4.",
    f"Rolled back to {_SHORT} after the VAT rounding broke the till export.",
    f"requirements.txt: pysolarmanv5==3.0.6 --hash=sha256:{_WHEEL_SUM}",
    f"The InScenio FM-Master firmware 4.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of rekultivierung-kippe-nord-2031.gpkg: {_SHA512}",
    f"The pond API container runs ghcr.io/nysaodra/teiche-api@sha256:{_IMAGE}.",
    f"MD5 of brine_2032-06-30.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2a71-8be4-4d19-a0c6-52e7d1b0f948 is the slow one in the Fakturoid logs.",
    "Purchase order PO-2032-00731 for 1 200 kg of two-summer carp ships on Thursday.",
    "OTOBO #2032061410000123: the pond 4 oxygen alarm keeps tripping at night.",
    "Call the Bautzen pond office on +49 3591 48 27 60 before noon.",
    "Zadzwoń do biura w Opolu: +48 77 441 28 90, od 8 do 16.",
    "Kancelář v Liberci: +420 485 112 734.",
    "Gurken-Charge L-2032-187-SG, 680 Gläser, Abfüllung am 2032-07-06.",
    "Lot ŁK-2032/044: 14 barrels of dill pickles, brine 4.5 %.",
    "HS code 0301.93 is live carp; 2001.10 is cucumbers preserved by vinegar; 6911.10 is porcelain tableware.",
    "PV modules ship under HS code 8541.43; the Opole roof got 24 of them, 10.8 kWp in all.",
    "Postcodes: 02625 Bautzen, 03222 Lübbenau, 03046 Cottbus, 02826 Görlitz, 40-001 Katowice, 45-001 Opole.",
    "Tram 6 runs from Katowice Rynek to Bytom; the Spreewald bus 500 stops at Lübbenau station.",
    "After five wrong passwords the Tesvolt portal locks the account for 30 minutes.",
    "Pond 4 is 3.2 ha; a two-summer carp weighs about 1.2 kg at the autumn harvest.",
    "The secret of a good Spreewald pickle is the dill and the cold brine, nothing else.",
    "Ask Jurij for the feed-store padlock code, I don't have it.",
    "My card ending 4417 was declined at the Görlitz hardware store.",
    "The Italian carp buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Fakturoid account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `RAYNET_API_KEY` in the secrets store, never in the repository.",
    "The porcelain shop sells the Zwiebelmuster 2032 plate and the Kobalt 1380 vase.",
    "ISBN 978-3-7420-2471-8 is the Sorbian cookbook on the shop shelf.",
    "The guest wifi 'Teichwirt-Offen' is open, no password needed.",
    "Kiln firing log: bisque at 950 °C, glaze at 1380 °C, cooled by 2032-09-16 06:00.",
    "Recultivation plot KN-17 at Kippe Nord: 41 ha of pine and oak planted in spring 2032.",
    "Invoice FV/2032/07/118 for the Opole roof, 24 modules and one inverter, is paid.",
    "The Fio banka statement for June has 212 transactions; the export is in the NAS.",
    "Ticket Faveo #4410 is closed; the WorksManager account was renewed by the vendor.",
    "The eObčanka reader needs the BOK only for the data box, not for the tax portal.",
    "Zeflik: haslo do wifi jest na kartce w biurze, niy na Hermine.",
    "Heiko: det Passwort steht im Tresor, nich im Chat, wa.",
    "Měrćin: hesło je w trezorje, nic w chaće.",
    "Vojta: heslo je v trezoru, ne v chatu.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-07-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/werke/uhlig", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pysolarmanv5", "version": "3.0.6"}}',
    '{"ticket": "2032061410000123", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "L-2032-187-SG", "jars": 680, "brine_pct": 4.5}}',
    '{"phone": "+49 3591 48 27 60", "city": "Bautzen"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "carp_in_pond_4": 5120}',
    '{"hs_code": "0301.93", "origin": "DE", "description": "live carp"}',
    '{"postcode": "45-001", "city": "Opole", "roof_kwp": 10.8}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
