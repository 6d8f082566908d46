# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-thirty-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-thirty-seventh's
docstring, the fifth to two-hundred-and-thirty-seventh only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-thirty-eighth, the two-hundred-and-fortieth and the two-hundred-and-forty-first),
any test, the reports, the benchmarks, the changelog nor the git history, and the scrubber was
never run on it. Its own seed (239416083), password words (a Sidama coffee landrace, the altitude
in `masl` and a sign; `JARC`, a selection number, a sign, a town and two digits; a feast of the
region (Fichee, Chambalaalla, Gudumale, Gifaataa, Irreecha, Meskel, Timkat, Enkutatash), an
Ethiopian-calendar year, a sign and a town; a name, a birth year, a sign and a town; a Lake Chamo
fish, a catch in `kg`, a sign and a digit; a Ziway rose variety, its stem length in `cm`, a sign
and a digit; leet words of buna, jebena, kocho, Hawassa, Chamo, Fichee, bajaj, Ziway, kitfo and
shiro with a year, a sign and two capitals; a town, a dish and a year joined by dots or
underscores; `Bajaj`, a number, a kebele and a sign; `Birr`, thousands in `k`, a sign and a name,
the way a loan is noted; two dishes joined by Amharic's `na` ("and") and a number; a generator's
three groups and random runs), names, places, templates, tools, vendors and layouts, the way the
staff of Gidabo Rift Trading PLC (fictional: coffee washing stations at Yirgacheffe and Bensa, a
rose farm at Ziway (Batu), a lakeside lodge at Hawassa, a fish co-operative on Lake Chamo, a bajaj
(three-wheeler) taxi fleet in Arba Minch and a microfinance office in Shashamane; the region is
real, every company, person and place detail is not) and their relatives abroad leak secrets into
an assistant's memory. The texts are chats with times (Telegram's, the messenger people there use,
which earlier corpora name too), tickets (`BNS-…`, `LDG-…`, `MFI-…`), wiki tables and breadcrumbs,
notes, an e-mail, runbooks, READMEs, shell, PowerShell, cmd and TeraTerm prompts, voice-memo
transcripts, dictated text and requests to the assistant itself; the separators run from a colon,
"is" (`dha`, `ነው`, `new`) and a dash to an arrow (`→`, `➜`), an emoji (`👉`, `🔑`, `🙏`), a new
line, quotes (`«…»`, backticks, single quotes) and parentheses.

Tools, flags and names none of heldouts 5 to 237 names (each grepped for the command, flag or name
itself): `zypper addrepo` with credentials in the URL, `maturin upload -u … -p`, RouterOS 7's
`/interface wifi security … passphrase=`, Cisco's `tacacs-server key` and `radius-server key`,
Huawei's `local-user admin password irreversible-cipher` (the last flag alone in two),
`fineract.properties`, KoboCollect's `collect.settings`, an SMSSync settings export,
`openttd.cfg`'s `server_password` (OpenTTD itself in one), `MODBUS_GW_PASSWORD`, `KOBO_PASSWORD`,
`pyodbc.connect`, the `cubrid://`, `informix+ibm_db://` and `sqlanywhere://` URLs, and an EchoLife
ONT's `telecomadmin` account (its model, HG8245H, in one). Beside them tools lightly used before
(by grep, the number of earlier corpora that name each): in one, `linode-cli … --root_pass`,
`subscription-manager register --password`, `tscon /password:`, `New-PSDrive -Credential`,
`Enable-BitLocker -Password`, `systemd-cryptenroll` (with `NEWPASSWORD`, which six name),
`tigervncpasswd -f`, `diskutil apfs encryptVolume -passphrase`, `gitlab-rails runner`, `wicd-cli`,
`mpremote`, Cisco's `wpa-psk ascii` and `snmp-server user`, a RapidSMS settings file,
`floreantpos.properties`, SambaPOS5's connection string, `getmailrc`, PHPMailer's
`$mail->Password`, `FTP_TLS`, `imaplib`, netmiko's `ConnectHandler`, Fabric's `connect_kwargs`,
TeraTerm, and the `jdbc:as400:`, `ingres://`, `mysql+asyncmy://`, `mysql+cymysql://`,
`postgresql+pg8000://`, `opensearch://`, `bolt+s://`, `rethinkdb://` and `hg+https://` URLs; in
two, `choco source add -p=`, `odoo-bin --db_password`, `rman target`, `expdp`, `impdp`, `dgmgrl`,
`fmsadmin -p`, `dsconf -w`, `kdb5_util create -P`, mailx's `smtp-auth-password`,
`ipa-server-install -a -p`, `orapwd`, `.offlineimaprc`, RouterOS's `/ip hotspot user add`,
`FINERACT_HIKARI_…`, `jdbc:sap:` and Firecamp; in three to six, CrateDB's `crash --hosts …
--username` (three; its `CRATEPW` in two), `sqlldr userid=`, `db2 connect … using`, `zmprov sp`,
`doveadm auth test`, `swaks --auth-password`, Posting (three), `p4 -P` and lighttpd's
`setenv.add-request-header` (four), REST Client (five) and Requestly (six). The common layouts (env
files, `export`, `setx`, PowerShell's `$env:`, `kubectl create secret --from-literal`, Caddy's
`header_up`, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, CSV
rows, Markdown tables, YAML, PHP, Python and Kotlin) are in wordings of their own. The devices,
banks and apps whose passwords leak are ones no earlier corpus names (Pedrollo, PowMr, Prostar,
Realand, Froggit, Ginlong, Bresser, Dosatron, the NMC Pro (Netafim itself in two), Zelio, Sciener,
Orvibo, Ice-O-Matic, Scotsman, Frigoglass, VisiLogic, Jimi's JC400, EchoLife, Huawei's B818, Sidama
Bank, Bunna Bank, Wegagen, Zemen Bank, Enat Bank, Ahadu Bank, Berhan Bank, Coop Bank of Oromia, Omo
Microfinance, Buusaa Gonofaa, Wasasa, ShebaMiles, HaHu Jobs, and telebirr's `*127#` and CBE Birr's
`*847#`, which none names) or that one names (SolisCloud, Tracksolid, Riello, Datakom, Meitrack,
Hoogendoorn, SRNE, Floreant, Pro:Centric, Temenos, Finacle, Turnkey Lender, Sinotrack, Stayntouch,
Argus Controls, Gps51, Poster POS, Trackimo, SambaPOS, Be-Tech, Nomadix, telebirr and CBE Birr
themselves).

About half of the secret samples are in the theme's languages (by a rough count of the drawn
samples, 194 of 390, 13 of them Ethiopian English texting: the texts with a marker word of the
languages below; 196 English or language-neutral config and shell): Afaan Oromo in Latin letters
(`jecha iccitii`/`jechi iccitii` "secret word" for a password, where earlier corpora wrote
`icciitii` or `jecha darbii`; `lakkoofsa iccitii` for a PIN, `furtuu`/`furtuun API` "key",
`koodii mirkaneessaa` "verification code", `koodiiwwan backup`, `furtuu deebisaa` "recovery key",
`jechoota iccitii` for a passphrase, `maqaa seensaa` and `maqaa fayyadamaa` "username", `dha`
"is", `kunoo` "here is", `koo` "my", `haaraa` "new", `amma jijjiireera` "I have changed it now",
`nama tokkoofuu hin himin` "don't tell anyone", `galatoomi` "thanks", `faayilii`, `ajaja`,
`teessoon`, `qubee qubeedhaan` "letter by letter"), Sidaamu Afoo (`pasiwoordu`, the loan with a
nominative ending, `haaro` "new", `ninke` "our", `su'mu` "name", `kiiro` "number", `kiiyyu` "key",
`koodu`, `albaabu` "door", `qaale` "word", `aanchite` "after", `-ho` as the copula, `mittunni
kultooti` "don't tell anyone", `galatoommo` "thanks"), Wolaytta (`passworday`/`passwordiya`, the
loan with its case endings, `ta` "my", `sunttay` "name", `ooratta` "new", `hagee` "this", `ooninne
odoppa` "don't tell anyone", `galatays` "thanks", `qoodiya` "number", `qulfiya` "lock", `qaalaa`,
`hagaappe simmin` "after that", `akkaawntiya`, `maashiniya`), Gedeo (`pasiwordi`, `su'ma`,
`lakkoofsi`, `-ti` after a loan, `galatoo`), Amharic in Ge'ez script (`ፓስወርድ`, `የምስጢር ቃል`,
`ሚስጥራዊ ቁጥር` for a PIN, `ኤፒአይ ቁልፍ`, `ቶክን`, `የማረጋገጫ ኮድ`, `የመልሶ ማግኛ ኮድ`, `የይለፍ ሐረግ` for a
passphrase, `የተጠቃሚ ስም`, `ነው` "is", `ይኸውልህ` "here it is", `አዲሱ` "the new", `ለማንም አታሳይ`,
`ለማንም አትስጥ` and `ለማንም አያጋሩ` "show, give, share it with no one", `አመሰግናለሁ` "thanks", and `፦`
as the separator), Amharic texted in Latin letters (`passwordu … new` "the password is", `yene`
"my", `adisu` "the new", `ahun keyrewalehu` "I have just changed it", `yihew` "here it is",
`yazilign` "keep it for me", `lemanim endatnegr` "don't tell anyone", `ameseginalehu`, `wendme`,
`ehite`, `-u` as the article on loans (`key-u`, `token-u`, `wifi-u`), `yemilew kal` "the word
that says", `kezam behuala` "and after that", `lakilih` "I'll send it to you") and Ethiopian
English texting (`bro`, `sis`, `pls`, `dont share`). Italian, Czech, Korean, Simplified Chinese
and Portuguese appear only as seed phrases' word lists. The wordings are the author's
approximations, checked by no speaker; the thinnest guesses are every Sidaamu Afoo and Gedeo line
(the loans' endings, `-ho`, `ninke`, `mittunni kultooti`, `aanchite`, `kiiyyu`, `kaardete`,
`wayfayete`, Gedeo's `-ti`, `lakkoofsi` and `galatoo`), Wolaytta's `ooninne odoppa`,
`hagaappe simmin`, `akkaawntiya`, `maashiniya` and `oottida`, Oromo's `dabala` and `tookenii`,
and the texted Amharic `lakilih`, `yeserahut` and `yekeyerkut`.

Vendors (Trabocca, Coffee Circle, Catalyst Trade, the Coffee Quality Institute, Moyee, Tomoca,
ECX, Akvo Flow, Tulaa, iShamba, Floricode, Freshportal, Trade2Flower, Florensis, Dümmen Orange,
Royal Van Zanten, Rosaprima, Meilland, Olij Rozen, Rosen Tantau, Chrysal, Floralife, Interplant,
Beekenkamp, Schreurs, Hotel Link, BookingSync, Vreasy, Zodomus, IronWifi, Autocab, iCabbi,
TaxiCaller, Trakzee, Uffizio, Protrack365, WhatsGPS, Dodai, Loanperformer, BankFusion, Kashoo,
Kyshi, Moneroo, Yaya Wallet, AppSheet, Nintex, Tallyfy, Process Street, Zenphi, Survey Solutions,
HaHu Jobs and Kaldi's) are ones heldouts 5 to 237 do not name (grepped by name; "Kaldi" alone
turns up once). No shape here is one the author knows to be real: every one is a guess (hex,
base64, URL-safe and alphanumeric runs, UUIDs, JWTs for ECX and Tallyfy, and the `mfc_`,
`tl_live_`, `rp_`, `dk_`, `sk_live_`, `pvk_` and `V2-` prefixes); the JWTs are well-formed.
Wallets, password managers and recovery keys are lightly used ones: Bither, Fewcha, OpenMask, the
Passport wallet, NordPass, KeePassDX, Posteo, StartMail and Mailfence in one earlier corpus each;
Enkrypt, Klever, Math Wallet, Subwallet, Polkadot.js, Step Two and Dashlane in two; the Aqua
wallet, Eternl and FileVault in three; Sticky Password and Zoho Vault in four; MEGA's recovery key
in none.

The ids that carry a check are kinds used in one earlier corpus each by grep of their import,
each drawn until its python-stdnum module validates it: Germany's Steuer-ID (`stdnum.de.idnr`),
Belgium's INSZ (`stdnum.be.ssn`), Austria's Versicherungsnummer (`stdnum.at.vnr`), Finland's
Y-tunnus (`stdnum.fi.ytunnus`), Norway's organisasjonsnummer (`stdnum.no.orgnr`) and Sweden's
organisationsnummer (`stdnum.se.orgnr`); Kenya's KRA PIN (`stdnum.ke.pin`, two corpora) is drawn
until valid too, though the module checks its format only. Kinds no library or this file checks
(no check-digit algorithm is written here): an ECX membership code, an Ethiopian trade license
number, an investment permit, a POESSA pension number and an ESSLCE registration number, which no
earlier corpus names, and an Ethiopian passport, a Sidama driving licence, a Fayda FIN and a
Wolaytta kebele id, kinds one to three earlier corpora use, under words of their own. Card numbers
pass Luhn (the value helpers' Visa, Mastercard, UnionPay, Amex, Discover, JCB, Diners and Maestro,
checked with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, so that no
planted value is shorter than four characters, and every PIN, card code and one-time code is drawn
again if a clean text holds it. The IBANs are of countries used least by a rough count over the
IBAN shapes and IBAN calls of heldouts 5 to 237 (Saudi Arabia, Somalia, Yemen, Libya, Malta,
Monaco, Costa Rica and Nicaragua, eighteen corpora each, the ones that tabulate every country),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Italian,
Czech, Korean, Simplified Chinese and Portuguese lists, each from random entropy and checked with
`Mnemonic(lang).check`. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430
scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.at import vnr as at_vnr
from stdnum.be import ssn as be_ssn
from stdnum.de import idnr as de_idnr
from stdnum.fi import ytunnus as fi_ytunnus
from stdnum.ke import pin as ke_pin
from stdnum.no import orgnr as no_orgnr
from stdnum.se import orgnr as se_orgnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 239_416_083
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
    """One class of samples: its templates, and how a template's fields are drawn.

    ``draw(rng, index, template)`` gives the fields; ``key`` names the one that is planted,
    unless the draw gives a ``secret`` field as well (the piece that must not survive)."""

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
    """A fresh ``pw`` from ``make`` and one pick from each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


# Words the staff build passwords from: Sidama and Yirgacheffe coffee landraces and the Jimma
# research centre's (JARC) selections, the region's feasts, the towns and kebeles, dishes, Lake Chamo's fish and the
# rose varieties grown at Ziway.
_VARIETIES = ["Kurume", "Wolisho", "Dega"]
_JARC = ["74110", "74112", "74158", "74165", "75227"]
_FEASTS = ["Fichee", "Chambalaalla", "Gudumale", "Gifaataa", "Irreecha", "Meskel", "Timkat",
           "Enkutatash"]  # fmt: skip
_TOWNS = ["Bensa", "Yirgacheffe", "Ziway", "Batu", "Hawassa", "Tabor", "Chamo", "Sikela",
          "Shecha", "Shashamane", "Aleta", "Chelbesa", "Dilla", "Wondo", "Bombe", "Konga",
          "Abaya", "Arbaminch"]  # fmt: skip
_DISHES = ["Kocho", "Wassa", "Kitfo", "Shiro", "Genfo", "Firfir", "Ambasha", "Chechebsa",
           "Dulet", "Tibs", "Buna", "Tej"]  # fmt: skip
_FISH = ["Tilapia", "Lates", "Clarias", "Bagrus", "Labeo"]
_ROSES = ["Mondial", "Vendela", "Explorer", "Athena", "Avalanche", "Jumilia", "Proud"]
_NAMES = ["Tariku", "Meseret", "Hirut", "Dawit", "Chaltu", "Lensa", "Obsa", "Gemechis", "Boru",
          "Erkalo", "Ashenafi", "Asnakech", "Derese", "Tsion", "Mekdes", "Yonas", "Abel",
          "Bethlehem", "Kidist", "Robel", "Sintayehu", "Wubet", "Tadele", "Fikru", "Ababo",
          "Dinkinesh", "Gelgelo", "Sabore", "Tagesse", "Mamush"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Bun4", "J3b3n4", "K0ch0", "H4w4ss4", "Ch4m0", "F1ch33", "B4j4j", "Z1w4y", "K1tf0",
         "Sh1r0"]  # fmt: skip


# The ways people pick passwords here, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_VARIETIES)}{g.randrange(1750, 2350)}masl{g.choice(_SYMBOLS)}",
    lambda g: f"JARC{g.choice(_JARC)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_FEASTS)}{g.randrange(2008, 2019)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1970, 2012)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_FISH)}{g.randrange(2, 200)}kg{g.choice(_SYMBOLS)}{g.randrange(10)}",
    lambda g: f"{g.choice(_ROSES)}{g.choice([40, 50, 60, 70, 80, 90])}cm{g.choice(_SYMBOLS)}{g.randrange(10)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2019)) + g.choice(_SYMBOLS) + _r(g, UPPER, 2),
    lambda g: g.choice("._").join([g.choice(_TOWNS).lower(), g.choice(_DISHES).lower(), str(g.randrange(1990, 2019))]),
    lambda g: f"Bajaj{g.randrange(100, 1000)}{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}",
    lambda g: f"Birr{g.randrange(2, 99)}k{g.choice(_SYMBOLS)}{g.choice(_NAMES)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: "na".join(g.sample(_DISHES, 2)) + str(g.randrange(10, 100)),
    lambda g: _r(g, ALNUM, 14),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _digits(n: int) -> Maker:
    """``n`` random digits that no clean text holds (a PIN, a card's code, a one-time code)."""
    return lambda g: v.until(g, lambda h: _r(h, D, n), lambda value: value not in _clean_blob())


def _clean_blob() -> str:
    return "\n".join(CLEAN + _CLEAN_METADATA_JSON)


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password that a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram, group 'Bensa WS', 06:12 Tariku: the Pedrollo pump controller password is {pw}",
    "Bensa PowMr inverterete pasiwoordu — {pw}",
    "Ticket BNS-0412: Prostar MPPT controller web page password {pw}, rotate it after the harvest",
    "note to self: Realand attendance clock admin password = {pw}",
    "Froggit weather station over the Bensa drying beds, logger password: {pw}",
    "Yirgacheffe station wiki › Power › Ginlong (SolisCloud) installer password → {pw}",
    "Bresser 7-in-1 console at Yirgacheffe, admin password {pw}",
    "Ziway farm runbook, fertigation:\n1. open the Dosatron panel\n2. log in as agronomist\n3. password {pw}\n4. set EC to 1.8",
    "Netafim NMC Pro controller in greenhouse 4: password {pw} (Lensa changed it on Monday)",
    "Zelio Soft 2 program password for the cold-room relay at Ziway: {pw}",
    "Subject: lodge locks\n\nHi Meseret,\n\nthe Sciener app master password is now {pw}. Please delete this mail once it is saved.\n\nThanks,\nDawit",
    "Orvibo hub in the lakeside suites — password {pw}",
    "Chamo fish co-op: the Ice-O-Matic ice machine web panel password is {pw}",
    "Chamo Scotsman ice maashiniya passwordiya: {pw}",
    "የFrigoglass ማቀዝቀዣ ፖርታል ፓስወርድ፦ {pw}",
    "VisiLogic project password for the cold-store PLC at Chamo: {pw}",
    "Arba Minch bajaj fleet: JC400 dashcam web password {pw}",
    "voice memo, Ashenafi: the Tracksolid fleet account password is {pw}, full stop",
    "EchoLife ONT at the Shashamane office, admin page password {pw}",
    "Riello UPS NetMan card in the MFI server room, password {pw}",
    "my Sidama Bank mobile app password is {pw} now",
    "can you keep my Bunna Bank internet banking password? it's {pw}",
    "Jecha iccitii appii Wegagen: {pw}",
    "dictated: my ShebaMiles password is {pw} full stop",
    "Zemen Bank app passwordu ({pw}) — SIM swap kehone behuala keyrewalehu",
    "yene HaHu Jobs account password {pw} new, HR inbox-u",
    "README (fish co-op office PC)\nthe Datakom D-500 genset controller is at http://genset.chamo.lan, password `{pw}`",
    "Bro the Meitrack portal pass is {pw} ok? dont share pls",
    "sis pls save it for me, Enat Bank app password {pw} 🙏",
    "Jechi iccitii kompiitara biiroo Shashamanee {pw} dha. Nama tokkoofuu hin himin.",
    "Lensa: jecha iccitii haaraa Dosatron-iif: {pw}, galatoomi",
    "Kunoo jecha iccitii appii Coop Bank of Oromia koo: {pw}",
    "Jecha iccitii sirna liqii Buusaa Gonofaa: {pw} — amma jijjiireera",
    "Obsa: Hoogendoorn iSii jecha iccitii 👉 {pw}",
    "jecha iccitii appii Wasasa koo «{pw}»",
    "Tariku: Bensa pampete haaro pasiwoordu {pw}, galatoommo",
    "Sabore: ninke Froggit pasiwoordu → {pw}; mittunni kultooti",
    "Hawassa lodge: Floreant POS pasiwoordu {pw}, galatoommo",
    "Erkalo: ta Tracksolid passworday {pw}, galatays",
    "Gelgelo: ooratta passwordiya {pw} — ooninne odoppa",
    "hagee Sinotrack passwordiya {pw}, galatays",
    "Derese: Yirgacheffe SRNE inverter pasiwordi {pw}, galatoo",
    "Chelbesa store PC pasiwordi: {pw}",
    "የሆቴሉ ፍሎሪንት (Floreant) POS ፓስወርድ {pw} ነው",
    "የአሐዱ ባንክ መተግበሪያ ፓስወርዴ {pw} ነው፤ ለማንም አታሳይ",
    "አዲሱ የብርሃን ባንክ የምስጢር ቃል፦ {pw} — አመሰግናለሁ",
    "ይኸውልህ የPro:Centric ቴሌቪዥኖች ፓስወርድ «{pw}»",
    "የኦሞ ማይክሮፋይናንስ ሲስተም ፓስወርድ ➜ {pw}",
    "yene Turnkey Lender password {pw} new, lemanim endatnegr",
    "ahun keyrewalehu, adisu Finacle passwordu {pw} new",
    "wendme yihew: Temenos password {pw}, yazilign",
    "ehite, yene Sidama Bank app password {pw} new, ameseginalehu",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["tariku", "meseret.h", "hirut", "dawit.k", "chaltu", "lensa.o", "obsa", "gemechis",
          "boru", "erkalo", "ashenafi", "asnakech", "derese", "tsion", "mekdes.y", "yonas",
          "abel", "kidist", "robel", "sintayehu", "wubet", "tadele", "fikru", "ababo",
          "gelgelo", "sabore", "tagesse", "svc-fleet", "mfi-ops", "ws-bensa"]  # fmt: skip
_LOGINS = [
    "Telegram, Meseret: the Stayntouch login is {u} / {pw}",
    "BNS-0417: {u} locked out of the Realand clock, last password {pw}",
    "uid={u} pass={pw}",
    "Wiki › Ziway farm › Greenhouse 4 › Argus Controls: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Temenos T24 (MFI) | {u} | {pw} |",
    "Gps51 page-u lay be {u} gebi, passwordu {pw}",
    "Floreant POS login {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: cold-store-plc\n  user: {u}\n  pass: {pw}",
    "Poster POS: maqaa fayyadamaa {u}, jecha iccitii {pw}",
    "Ashenafi: Trackimo akkaawntiya {u}, passworday {pw}",
    "site,user,password\nbensa-solar,{u},{pw}",
    "ssh {u}@ws-bensa.gidabo.lan (password {pw})",
    "የባሩ SambaPOS፦ ተጠቃሚ {u}፣ ፓስወርድ {pw}",
    "EchoLife HG8245H at the Shashamane office: telecomadmin / {pw}",
    "sign into the Be-Tech lock software as {u} using {pw}",
    "maqaa seensaa {u}, jecha iccitii {pw}",
    "su'mu {u}, pasiwoordu {pw}",
    "ta sunttay {u}, passworday {pw}",
    "የተጠቃሚ ስም፦ {u}  ፓስወርድ፦ {pw}",
    "username-u {u} new, passwordu {pw}",
    "bro login is {u} pass {pw} ok",
    "su'ma {u}, pasiwordi {pw}",
    "Nomadix gateway at the lodge: {u} / {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["ensete", "jebena", "mesob", "netela", "kebero", "masinko", "shamma",
               "agelgil", "sefed", "injera", "nechisar", "dorze", "logita", "shantawene",
               "gabi", "mitmita"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "it's {w} followed by {d}, no space",
    "voice memo: the lodge staff wifi password is {w} and right after it {d}",
    "type {w}, then {d} — that's the Floreant admin password",
    "{w}{d}, the word and the number glued together",
    "the name of Tariku's cow, {w}, followed by {d}",
    "jecha iccitii: jecha '{w}', booda {d}",
    "ፓስወርዱ «{w}» የሚለው ቃል ነው፣ ከዚያ {d}",
    "passwordu '{w}' yemilew kal new, kezam behuala {d}",
    "passwordiya '{w}' qaalaa, hagaappe simmin {d}",
    "pasiwoordu '{w}' qaale, aanchite {d}",
    "bro its {w} then {d} simple",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    """Passwords said as a word and a number; each word is drawn once (the secrets stay unique)."""
    words = rng.sample(_SAID_WORDS, n)
    out = []
    for word, template in zip(words, v.cycle(rng, _SPELLED, n), strict=True):
        number = str(rng.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.format(w=word, d=number), secret))
    return out


_CLI = [
    "zypper addrepo 'https://{u}:{pw}@repo.gidabo.lan/sles15/' gidabo-sles",
    "maturin upload --repository-url https://pypi.gidabo.lan/legacy/ -u {u} -p '{pw}' target/wheels/*",
    "CRATEPW='{pw}' crash --hosts https://crate.gidabo.lan:4200 --username {u}",
    "p4 -p ssl:p4.gidabo.lan:1666 -u {u} -P '{pw}' sync //depot/lodge/...",
    "linode-cli linodes create --label lodge-backup --root_pass '{pw}' --type g6-nanode-1 --region eu-central --image linode/debian12",
    "subscription-manager register --username {u} --password '{pw}' --auto-attach",
    "tscon 2 /dest:console /password:{pw}",
    "New-PSDrive -Name L -PSProvider FileSystem -Root \\\\fs-shash\\loans -Credential (New-Object PSCredential('{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force)))",
    "Enable-BitLocker -MountPoint 'D:' -PasswordProtector -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "NEWPASSWORD='{pw}' systemd-cryptenroll --password /dev/nvme0n1p3",
    "echo '{pw}' | tigervncpasswd -f > ~/.vnc/passwd",
    "diskutil apfs encryptVolume disk3s1 -user disk -passphrase '{pw}'",
    "choco source add -n=gidabo -s=https://nuget.gidabo.lan/v3/index.json -u={u} -p='{pw}'",
    "odoo-bin -d lodge --db_host pg.gidabo.lan --db_user {u} --db_password '{pw}'",
    "rman target {u}/{pw}@MFIPROD",
    "expdp {u}/{pw}@MFIPROD schemas=LOANS directory=DP_DIR dumpfile=loans_%U.dmp",
    "dgmgrl {u}/{pw}@MFI_STBY 'show configuration'",
    "fmsadmin -u {u} -p '{pw}' list files",
    "dsconf -D 'cn=Directory Manager' -w '{pw}' ldap://ldap.gidabo.lan backend suffix list",
    "kdb5_util create -s -r GIDABO.LAN -P '{pw}'",
    "echo 'repayment reminder test' | mailx -S smtp=smtp://mail.gidabo.lan:587 -S smtp-auth=login -S smtp-auth-user={u} -S smtp-auth-password='{pw}' -s test ops@gidabo.lan",
    "ipa-server-install --realm GIDABO.LAN --domain gidabo.lan -a '{pw}' -p '{pw}' -U",
    "impdp {u}/{pw}@MFITEST directory=DP_DIR dumpfile=loans_01.dmp remap_schema=LOANS:LOANS_TEST",
    "gitlab-rails runner \"u = User.find_by_username('{u}'); u.password = '{pw}'; u.password_confirmation = '{pw}'; u.save!\"",
    "sqlldr userid={u}/{pw}@MFIPROD control=repayments.ctl log=repayments.log",
    "db2 connect to MFIDB user {u} using '{pw}'",
    "orapwd file=$ORACLE_HOME/dbs/orapwMFI password={pw} entries=10",
    "zmprov sp {u}@gidabo.lan '{pw}'",
    "doveadm auth test {u}@gidabo.lan '{pw}'",
    "swaks --to ops@gidabo.lan --server mail.gidabo.lan --auth LOGIN --auth-user {u} --auth-password '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "admin@mfi-srv:~$ {c}", "PS C:\\MFI> {c}", "root@ws-bensa:~# {c}",
    "[tariku@hawassa-nuc ~]$ {c}", "bash_history on the lodge NUC:\n{c}", "runbook step 3:\n{c}",
    "Telegram, Yonas 22:40: the command I ran\n{c}", "የሄድኩበት ትዕዛዝ፦ {c}", "ajaja ani fayyadame: {c}",
    "yasketelkut command: {c}", "command-ho: {c}", "ta kommaandiya: {c}", "C:\\Users\\mfi> {c}",
    "TeraTerm log, Shashamane server:\n{c}", "ajaja kana fayyadame:\n{c}", "ትናንት ማታ ያስኬድኩት፦\n{c}",
    "ahun yasketelkut: {c}", "ine yeserahut command: {c}", "konne command-ho: {c}",
    "ta oottida kommaandiya: {c}", "command-ti: {c}", "bro i ran this {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each put in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "cubrid://{u}:{pw}@cubrid.gidabo.lan:33000/loans",
    "informix+ibm_db://{u}:{pw}@ifx.gidabo.lan:9089/stores",
    "sqlanywhere://{u}:{pw}@sqla.gidabo.lan:2638/fleet",
    "jdbc:as400://ibmi.gidabo.lan;user={u};password={pw};naming=system",
    "jdbc:sap://hana.gidabo.lan:30015/?user={u}&password={pw}&currentschema=LOANS",
    "ingres://{u}:{pw}@ingres.gidabo.lan:21064/coop",
    "mysql+asyncmy://{u}:{pw}@mysql.gidabo.lan:3306/lodge",
    "mysql+cymysql://{u}:{pw}@mysql.gidabo.lan/roses",
    "postgresql+pg8000://{u}:{pw}@pg.gidabo.lan:5432/washing",
    "opensearch://{u}:{pw}@search.gidabo.lan:9200/bajaj-trips",
    "bolt+s://{u}:{pw}@graph.gidabo.lan:7687",
    "rethinkdb://{u}:{pw}@rethink.gidabo.lan:28015/catch",
    "hg+https://{u}:{pw}@hg.gidabo.lan/lodge-site",
]  # fmt: skip
_URL_PLACES = [
    "LOANS_DB_URL={c}", "keep this connection string for me: {c}", "teessoon database: {c}",
    "የዳታቤዝ አድራሻ፦ {c}", "Ticket MFI-0771: {c}", "wiki › Databases › {c}",
    "database URL-u: {c}", "docker-compose.yml:\n      DATABASE_URL: \"{c}\"",
    "ta database URL-iya: {c}", "ahun yekeyerkut database URL {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "gidabo-rift", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _uuid(variant: str) -> Maker:
    return lambda g: v.uuid4(g, variant)


# Every shape here is the author's guess; none is taken from a vendor's documentation.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Trabocca", "TRABOCCA_API_KEY", _j((HEX, 32))),
    ("Coffee Circle", "COFFEE_CIRCLE_PARTNER_TOKEN", _j((ALNUM, 40))),
    ("Catalyst Trade", "CATALYST_TRADE_SECRET", _j((URLSAFE, 43))),
    ("Coffee Quality Institute", "CQI_API_KEY", _uuid("b")),
    ("Moyee", "MOYEE_FAIRCHAIN_KEY", _j("mfc_", (ALNUM, 32))),
    ("Tomoca", "TOMOCA_WHOLESALE_TOKEN", _j((HEX, 40))),
    ("ECX", "ECX_MARKETDATA_TOKEN", _vendor_jwt("https://api.ecx.example")),
    ("Akvo Flow", "AKVO_FLOW_SECRET", _j((B64, 43), "=")),
    ("Tulaa", "TULAA_API_KEY", _j("tl_live_", (ALNUM, 32))),
    ("iShamba", "ISHAMBA_SMS_KEY", _j((HEX, 32))),
    ("Floricode", "FLORICODE_API_KEY", _uuid("a")),
    ("Freshportal", "FRESHPORTAL_TOKEN", _j((ALNUM, 48))),
    ("Trade2Flower", "TRADE2FLOWER_SECRET", _j((HEX, 64))),
    ("Florensis", "FLORENSIS_PORTAL_KEY", _j((UPPER_HEX, 32))),
    ("Dümmen Orange", "DUMMEN_ORANGE_API_KEY", _j((URLSAFE, 40))),
    ("Royal Van Zanten", "VANZANTEN_API_TOKEN", _j((B64, 60))),
    ("Rosaprima", "ROSAPRIMA_API_KEY", _j("rp_", (HEX, 40))),
    ("Meilland", "MEILLAND_LICENSEE_TOKEN", _j((ALNUM, 36))),
    ("Olij Rozen", "OLIJ_API_KEY", _j((HEX, 32))),
    ("Rosen Tantau", "TANTAU_API_TOKEN", _j((ALNUM, 44))),
    ("Chrysal", "CHRYSAL_API_KEY", _uuid("9")),
    ("Floralife", "FLORALIFE_TOKEN", _j((HEX, 48))),
    ("Interplant", "INTERPLANT_ROYALTY_KEY", _uuid("8")),
    ("Beekenkamp", "BEEKENKAMP_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Hotel Link", "HOTELLINK_API_SECRET", _j((ALNUM, 40))),
    ("BookingSync", "BOOKINGSYNC_ACCESS_TOKEN", _j((HEX, 64))),
    ("Vreasy", "VREASY_API_KEY", _j((ALNUM, 32))),
    ("Zodomus", "ZODOMUS_API_PASSWORD", _j((HEX, 32))),
    ("IronWifi", "IRONWIFI_API_TOKEN", _j((URLSAFE, 64))),
    ("Autocab", "AUTOCAB_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("iCabbi", "ICABBI_SECRET_KEY", _j((HEX, 40))),
    ("TaxiCaller", "TAXICALLER_API_KEY", _j((ALNUM, 32))),
    ("Trakzee", "TRAKZEE_API_KEY", _uuid("a")),
    ("Uffizio", "UFFIZIO_TOKEN", _j((ALNUM, 40))),
    ("Protrack365", "PROTRACK_ACCESS_TOKEN", _j((HEX, 32))),
    ("WhatsGPS", "WHATSGPS_APP_SECRET", _j((ALNUM, 32))),
    ("Dodai", "DODAI_FLEET_KEY", _j("dk_", (URLSAFE, 40))),
    ("Loanperformer", "LOANPERFORMER_API_KEY", _j((UPPER_HEX, 40))),
    ("BankFusion", "BANKFUSION_CLIENT_SECRET", _uuid("b")),
    ("Kashoo", "KASHOO_API_TOKEN", _j((HEX, 64))),
    ("Kyshi", "KYSHI_SECRET_KEY", _j("sk_live_", (ALNUM, 40))),
    ("Moneroo", "MONEROO_SECRET_KEY", _j("pvk_", (ALNUM, 36))),
    ("Yaya Wallet", "YAYA_API_SECRET", _j((B64, 43), "=")),
    ("AppSheet", "APPSHEET_ACCESS_KEY", _j("V2-", (ALNUM, 5), "-", (ALNUM, 5), "-", (ALNUM, 5), "-", (ALNUM, 5))),
    ("Nintex", "NINTEX_API_KEY", _j((HEX, 32))),
    ("Tallyfy", "TALLYFY_TOKEN", _vendor_jwt("https://go.tallyfy.example")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "setx {env} \"{tok}\"",
    "$env:{env} = '{tok}'",
    "[Service]\nEnvironment=\"{env}={tok}\"",
    "kubectl create secret generic rift-sync --from-literal={env}={tok}",
    "docker run -d -e {env}={tok} gidabo/sync:3.2",
    "appsettings.Production.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "Gidabo ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "| {vendor} | prod | {tok} |",
    "Ticket LDG-2231: {vendor} sync returns 403, key in use {tok}",
    "rotate the {vendor} key {tok} before the audit",
    "please keep my {vendor} API key: {tok}",
    "voice memo: the {vendor} key is {tok}",
    "{vendor} token (prod) → {tok}",
    "🔑 {vendor}: {tok}",
    "Telegram, Yonas 09:14: {vendor} key for the export sync: {tok}",
    "Furtuun API {vendor} {tok} dha",
    "furtuu API {vendor} haaraa: {tok}, galatoomi",
    "Kunoo tookenii {vendor}: {tok}",
    "የ{vendor} ኤፒአይ ቁልፍ፦ {tok}",
    "የ{vendor} API key «{tok}» ነው",
    "አዲሱ የ{vendor} ቶክን ➜ {tok}",
    "{vendor} API key-u {tok} new",
    "yene {vendor} token yihew: {tok}",
    "{vendor} API kiiyyu: {tok}",
    "{vendor} API keyiya {tok}",
    "{vendor} API key-ti: {tok}",
    "bro {vendor} key is {tok} pls dont share",
    "furtuun API {vendor} haaraan kunoo: {tok}",
    "{vendor}: furtuu API 👉 {tok}",
    "የ{vendor} ሚስጥራዊ ቁልፍ «{tok}» — ለማንም አትስጥ",
    "{vendor} ኤፒአይ ቁልፍ ➜ {tok}",
    "የ{vendor} ቶክን፦\n{tok}",
    "wendme {vendor} API key-u yihew {tok}",
    "{vendor} token-u {tok} new, yazilign",
    "{vendor} API kiiyyu haaro: {tok}, galatoommo",
    "ooratta {vendor} API keyiya: {tok}, galatays",
    "{vendor} tokeni-ti: {tok}",
    "sis the {vendor} token is {tok} keep it pls",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    kaldis = _r(rng, ALNUM, 32)
    process = _r(rng, HEX, 40)
    zenphi = v.uuid4(rng, "9")
    survey = _r(rng, ALNUM, 24)
    hahu = _r(rng, HEX, 32)
    schreurs = _r(rng, URLSAFE, 48)
    return [
        Sample("vendor_token", f'r = httpx.get("https://api.kaldis.example/v1/members", headers={{"X-Api-Key": "{kaldis}"}})', kaldis),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {process}' https://api.process-street.example/checklists", process),
        Sample("vendor_token", f'val zenphi = ZenphiClient(apiKey = "{zenphi}")', zenphi),
        Sample("vendor_token", f"Survey Solutions API user 'rift-api', password {survey} (headquarters at https://hq.gidabo.lan)", survey),
        Sample("vendor_token", f'<add key="HahuJobsApiKey" value="{hahu}" />', hahu),
        Sample("vendor_token", f"$schreurs = new SchreursClient('gidabo-ziway', '{schreurs}');", schreurs),
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


_BARE_PLACES = ["{t}", "Telegram: {t}", "it shows only once, so here it is:\n{t}", "ይኸውልህ፦ {t}",
                "kunoo: {t}", "hold this for me {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 42)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Chamo cold-store sensor CS-03 (OTAA): {h}": 32,
    "AES key for the JC400 dashcam video export: {h}": 32,
    "HMAC secret of the Moneroo payment webhook: {h}": 64,
    "IPsec pre-shared key (hex) of the Ziway–Hawassa tunnel: {h}": 64,
    "Zigbee network key of the lodge's Orvibo hub: {h}": 32,
    "የምስጠራ ቁልፍ (hex)፦ {h}": 64,
    "furtuu iccitii kuusaa (hex): {h}": 48,
    "backup encryption key-u (hex) {h} new": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "LDG-2250: token copied from the browser's network tab {t}",
    "Cookie: lang=am-ET; rift_session={t}",
    "FLEET_BRIDGE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "tookenii: {t}",
    "ቶክኑ፦ {t}",
    "token-u {t} new",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@gidabo.et"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.gidabo.et/realms/rift", "azp": "loans-portal",
                   "roles": ["loan-officer", "cashier"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the Bensa station server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/loans.gidabo.et.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TLS_KEY": "{key}", "site": "hawassa-lodge"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_fleet <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "MFI-0790, pasted by the bank's integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "የሰርቨሩ የግል ቁልፍ፦\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "furtuu dhuunfaa PGP (ECX SFTP):\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Bither wallet backup, copying it off the card before I burn it: {p}": "english",
    "Fewcha wallet recovery phrase\n{p}": "english",
    "OpenMask words (the old lodge wallet, emptied): {p}": "english",
    "voice memo: the Passport wallet seed words are {p} and that's all of them": "english",
    "Enkrypt recovery phrase, keep it for me: {p}": "english",
    "Klever wallet: {p}": "english",
    "Math Wallet recovery words of Marco, the Trieste buyer (Italian list): {p}": "italian",
    "jechoota deebisaa Subwallet (tarree Cheekii): {p}": "czech",
    "የPolkadot.js የማገገሚያ ቃላት (በኮሪያኛ)፦ {p}": "korean",
    "Aqua wallet seed-u (Chinese) {p} new": "chinese_simplified",
    "Eternl wallet recovery phrase, the Portuguese list: {p}": "portuguese",
    "የክሌቨር ዋሌቴ የማገገሚያ ቃላት፦ {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_phrase(rng: random.Random, lang: str, words_n: int) -> str:
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 15: 20, 18: 24, 24: 32}[words_n]))
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    assert _MNEMO[lang].check(phrase)
    return phrase


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _seed_phrase(rng, _SEED_PLACES[template], [12, 24, 15, 18][index % 4]).split()
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
    "the lodge's card for the Hotel Link invoice: {c}, exp {mm}/{yy}",
    "save my backup card {c} (exp {mm}/{yy})",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "LDG-2240: pay the Ice-O-Matic spare parts with {c}",
    "card → {c} · {mm}/{yy}",
    "pls use this card bro {c} exp {mm}/{yy}",
    "lakkoofsa kaardii koo: {c}, {mm}/{yy}",
    "የካርድ ቁጥሬ፦ {c}",
    "yene card number {c} new, {mm}/{yy}",
    "kaardete kiiro: {c}",
    "ta kaardiya qoodiya: {c}, {mm}/{yy}",
    "kaardi lakkoofsi: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "unionpay", "amex", "discover", "jcb", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(31, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 09/34, the four-digit CID printed above the number: {cvv}",
               "CID on the front of the lodge's Amex: {cvv}",
               "security code (Amex, four digits, front of the card): {cvv}",
               "koodii CID kaardii Amex (fuula duraa): {cvv}",
               "የአሜክስ ካርዱ ፊት ላይ ያለው ባለ አራት አሃዝ ኮድ፦ {cvv}",
               "Amex-u CID {cvv} new, {c}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": _digits(4)(rng)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes and calls of heldouts 5 to 237 (each
# in eighteen corpora, the ones that tabulate every country); BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"SA": "nn" + "c" * 18, "SO": "n" * 19, "YE": "aaaa" + "nnnn" + "c" * 18,
                "LY": "n" * 21, "MT": "aaaa" + "n" * 5 + "c" * 18,
                "MC": "n" * 10 + "c" * 11 + "nn", "CR": "0" + "n" * 17, "NI": "aaaa" + "n" * 20}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the account's country
    "Invoice BNS-2016-044: pay the Costa Rican drying-bed supplier to {i}": "CR",
    "save my uncle's IBAN in Riyadh: {i}": "SA",
    "IBAN: {i}\nReference: Chamo ice plant, Ginbot": "SO",
    "Telegram #treasury: the Valletta rose buyer's new IBAN {i}": "MT",
    "refund the Monaco guest who paid twice, IBAN {i}": "MC",
    "the Granada (Nicaragua) importer wants the cupping fee here: {i}": "NI",
    "IBAN obboleessa koo (Saudii): {i}": "SA",
    "የአጎቴ IBAN (የመን)፦ {i}": "YE",
    "yene IBAN {i} new, Tripoli": "LY",
    "ta IBAN-iya: {i}": "LY",
    "bro send it to this IBAN {i} pls": "SO",
    "IBAN-ho: {i}": "YE",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _idnr(g: random.Random) -> str:
    """A German Steuer-ID: eleven digits, ISO 7064 mod 11, 10 check digit."""
    return str(
        de_idnr.format(v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), de_idnr.is_valid))
    )


def _insz(g: random.Random) -> str:
    """A Belgian INSZ/NISS: a birth date, a serial and a mod-97 check number."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = born + f"{h.randrange(1, 998):03d}"
        return body + f"{97 - int(body) % 97:02d}"

    return str(be_ssn.format(v.until(g, make, be_ssn.is_valid)))


def _vnr(g: random.Random) -> str:
    """An Austrian Versicherungsnummer: a serial, a check digit and a birth date."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 100):02d}"
        return f"{h.randrange(100, 1000)}{h.randrange(10)} {born}"

    return v.until(g, make, at_vnr.is_valid)


def _ytunnus(g: random.Random) -> str:
    """A Finnish Y-tunnus: seven digits, a dash and a weighted mod-11 check digit."""
    number = v.until(
        g, lambda h: f"{h.randrange(1, 4)}{_r(h, D, 6)}-{h.randrange(10)}", fi_ytunnus.is_valid
    )
    return str(fi_ytunnus.format(number))


def _orgnr(g: random.Random) -> str:
    """A Norwegian organisasjonsnummer: nine digits with a mod-11 check digit."""
    return str(
        no_orgnr.format(v.until(g, lambda h: h.choice("89") + _r(h, D, 8), no_orgnr.is_valid))
    )


def _se_orgnr(g: random.Random) -> str:
    """A Swedish organisationsnummer: ten digits with a Luhn check digit."""
    number = v.until(g, lambda h: f"55{_r(h, D, 4)}-{_r(h, D, 4)}", se_orgnr.is_valid)
    return str(se_orgnr.format(number))


def _kra_pin(g: random.Random) -> str:
    """A Kenyan KRA PIN: A, nine digits and a letter (python-stdnum checks its format only)."""
    return v.until(g, lambda h: "A00" + _r(h, D, 7) + h.choice(UPPER), ke_pin.is_valid)


def _ecx_member(g: random.Random) -> str:
    """An ECX membership code as drawn here: no public check."""
    return f"ECX-M-{g.randrange(1000, 10_000)}{g.choice(UPPER)}{g.randrange(10)}"


def _trade_license(g: random.Random) -> str:
    """An Ethiopian trade license number as drawn here: a region, a bureau, a serial and a year."""
    return f"SD/HW/{g.randrange(1, 20)}/{_r(g, D, 8)}/{g.randrange(2010, 2018)}"


def _investment_permit(g: random.Random) -> str:
    """An Ethiopian investment permit number as drawn here."""
    return f"EIC/IP/{_r(g, D, 6)}/{g.randrange(2008, 2018)}"


def _pension(g: random.Random) -> str:
    """A POESSA (private-sector pension) number as drawn here: ten digits, unchecked."""
    return g.choice("123456789") + _r(g, D, 9)


def _esslce(g: random.Random) -> str:
    """A national exam (ESSLCE) registration number as drawn here: eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


def _et_passport(g: random.Random) -> str:
    return "EP" + _r(g, D, 7)


def _et_licence(g: random.Random) -> str:
    return f"SD-{_r(g, D, 6)}"


def _fayda(g: random.Random) -> str:
    number = g.choice("3456789") + _r(g, D, 11)
    return " ".join(number[k : k + 4] for k in range(0, 12, 4))


def _kebele_id(g: random.Random) -> str:
    return f"WLT/AM/{g.randrange(1, 12):02d}/{_r(g, D, 5)}"


_ID_PLACES: dict[str, Maker] = {
    "Steuer-ID of Hirut's sister in Frankfurt, for the remittance form: {s}": _idnr,
    "ehite Frankfurt, yene Steuer-ID {s} new": _idnr,
    "Belgian INSZ of the volunteer accountant at the Shashamane office: {s}": _insz,
    "lakkoofsa INSZ (Beljiyeem) hojjettuu tola ooltuu: {s}": _insz,
    "Austrian Versicherungsnummer of the lodge's Viennese chef: {s}": _vnr,
    "የኦስትሪያ የማኅበራዊ ዋስትና ቁጥር (SVNR)፦ {s}": _vnr,
    "Y-tunnus of the Helsinki roaster on the Bensa contract: {s}": _ytunnus,
    "organisasjonsnummer of the Oslo roastery buying the Yirgacheffe lots: {s}": _orgnr,
    "Oslo roaster-u orgnr {s} new": _orgnr,
    "Swedish organisationsnummer of the Gothenburg importer: {s}": _se_orgnr,
    "KRA PIN of the Naivasha agronomist at Ziway: {s}": _kra_pin,
    "PIN KRA ogeessa qonnaa Keeniyaa: {s}": _kra_pin,
    "ECX membership code of the Bensa station: {s}": _ecx_member,
    "የንግድ ፈቃድ ቁጥር፦ {s}": _trade_license,
    "investment permit no. of the Ziway farm: {s}": _investment_permit,
    "POESSA pension number of Tariku: {s}": _pension,
    "yene lij ESSLCE registration number {s} new": _esslce,
    "lakkoofsa paaspoortii koo: {s}": _et_passport,
    "የመንጃ ፈቃድ ቁጥሬ፦ {s}": _et_licence,
    "Fayda FIN-ho: {s}": _fayda,
    "ta kebele ID-iya {s}": _kebele_id,
    "my passport number for the Nairobi visa form: {s}": _et_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Kashoo backup codes\n{codes}", "spare sign-in codes for the lodge's Google account {codes}",
            "koodiiwwan backup 2FA: {codes}", "የ2FA መጠባበቂያ ኮዶች፦\n{codes}",
            "backup code-och: {codes}", "Zoho Creator recovery codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Kyshi:meseret@gidabo.et?secret={s}&issuer=Kyshi&period=30",
              "Step Two, manual key for the Moneroo dashboard: {s}",
              "2FA setup key (Zoho Creator): {s}",
              "furtuu 2FA: {s}",
              "የ2FA ሚስጥራዊ ቁልፍ፦ {s}",
              "Trakzee fleet admin-u TOTP seed {s} new"]  # fmt: skip
_CODES = ["{c} is your Sidama Bank verification code", "Your Wegagen one-time code: {c}. Valid 5 minutes.",
          "telebirr: koodii mirkaneessaa keessan {c} dha", "የማረጋገጫ ኮድዎ {c} ነው። ለማንም አያጋሩ።",
          "yene code {c} new, lakilih", "Use {c} to sign in to HaHu Jobs", "Enat Bank OTP → {c}",
          "Bunna Bank: {c} is your OTP, do not share"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 4 else secret}


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    code = _digits(6)(rng)
    return {"c": f"{code[:3]} {code[3:]}" if index % 4 == 3 else code}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, _code_draw, "c")


_RECOVERY = {
    "MEGA recovery key, exported from the lodge's account: {k}": _j((URLSAFE, 22)),
    "furtuu deebisaa Posteo: {k}": lambda g: "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(8)),
    "StartMail recovery code (MFI admin mailbox): {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5)),
    "የMailfence መልሶ ማግኛ ኮድ፦ {k}": lambda g: " ".join(_r(g, HEX, 4) for _ in range(8)),
    "Dashlane recovery key-u {k} new": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7)),
    "FileVault recovery key of the lodge MacBook: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(6)),
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")


_SSIDS = ["Gidabo-Bensa-WS", "Yirga-Station", "ZiwayRoses-GH4", "Batu-Office", "LakesideLodge-Staff",
          "Chamo-Landing", "ArbaMinch-BajajYard", "Sikela-Depot", "Shashamane-MFI",
          "HUAWEI-B818-4F2C", "Tabor-Suites", "Dilla-Store", "Aleta-Drying", "Kulfo-Gate"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, furtuu WPA2: {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "የሰራተኞች ኔትወርክ {s} → {pw}",
    "the lodge wifi: {s} / {pw}",
    "wicd-cli -y -n 2 -p key -s '{pw}'   # network {s}",
    "mpremote exec \"import network; w = network.WLAN(network.STA_IF); w.active(True); w.connect('{s}', '{pw}')\"",
    "/interface wifi security add name=staff authentication-types=wpa2-psk passphrase=\"{pw}\"  # SSID {s}",
    "dot11 ssid {s}\n authentication open\n authentication key-management wpa\n wpa-psk ascii 0 {pw}",
    "jecha iccitii WiFi {s}: {pw}",
    "የ{s} ዋይፋይ ፓስወርድ {pw} ነው",
    "wifi-u {s} new, passwordu {pw}",
    "{s} wayfayete pasiwoordu {pw}",
    "{s} wifiya passworday {pw}",
    "wifi pass for {s} is {pw} bro",
    "sticker under the Huawei B818 (the SSID sticker stays on the box): WLAN key {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("pvk_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j("sk_live_", (ALNUM, 24)),
                 _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the Telegram preview hides it) {t}", "ፊደል በፊደል፦ {t}", "qubee qubeedhaan: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["telebirr: dial *127#, PIN {p}", "CBE Birr *847# — my PIN {p}, don't forget",
          "lakkoofsa iccitii telebirr koo {p} dha", "የቴሌብር ሚስጥራዊ ቁጥሬ {p} ነው",
          "yene PIN {p} new, CBE Birr", "Sinotrack on bajaj 07: SMS password is {p} (the default was 0000)",
          "fish cold store padlock: {p}", "safe behind the lodge reception — master code {p}",
          "Bensa store door keypad: {p} then #", "qulfiya koodiya {p}", "albaabu koodu {p}",
          "የመጋዘኑ በር ኮድ፦ {p}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _digits([4, 6, 5, 4][index % 4])(rng)}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "p")


_PHRASE_WORDS = ["ensete", "jebena", "mesob", "netela", "kebero", "masinko", "shamma", "agelgil",
                 "tilapia", "bajaj", "kulfo", "abaya", "washing", "parchment", "cherry", "roses"]  # fmt: skip
_PHRASES = {"NordPass master passphrase for the lodge vault: {p}": " ",
            "KeePassDX database passphrase: {p}": "-",
            "Sticky Password master passphrase: {p}": " ",
            "Zoho Vault passphrase of the MFI: {p}": ".",
            "jechoota iccitii (passphrase) kuusaa: {p}": " ",
            "የይለፍ ሐረጉ፦ {p}": " ",
            "passphrase-u {p} new": "_",
            "bro the vault passphrase is {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Firecamp request, header Authorization: Basic {v}": True,
    "Posting (the TUI client) collection: authorization: Basic {v}": True,
    "REST Client file:\nGET https://loans.gidabo.lan/api/v2/clients\nAuthorization: Bearer {v}": False,
    "Requestly-n header kana dabala: Authorization: Bearer {v}": False,
    "lighttpd mod_setenv: setenv.add-request-header = (\"Authorization\" => \"Basic {v}\")": True,
    "የCaddyfile መስመር፦ header_up Authorization \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "faayilii fineract.properties:\nfineract.tenant.host=pg.gidabo.lan\nfineract.tenant.username=fineract\nfineract.tenant.password={pw}",
    "የKoboCollect ቅንብር (collect.settings)፦\n{{\"general\": {{\"server_url\": \"https://kobo.gidabo.lan\", \"username\": \"bensa-enum\", \"password\": \"{pw}\"}}}}",
    "Huawei AR router, current configuration:\naaa\n local-user admin password irreversible-cipher {pw}\n local-user admin service-type ssh",
    "core switch, Shashamane:\naaa new-model\ntacacs-server host 10.20.0.5\ntacacs-server key 0 {pw}",
    "lodge controller-ho:\nradius-server host 10.30.0.8 auth-port 1812\nradius-server key {pw}",
    "SMSSync settings export:\n{{\"url\": \"https://loans.gidabo.lan/sms\", \"secret\": \"{pw}\", \"keyword\": \"LOAN\"}}",
    "settings.py (the RapidSMS reminder app):\nDATABASES = {{\"default\": {{\"ENGINE\": \"django.db.backends.postgresql\", \"NAME\": \"reminders\", \"USER\": \"rapidsms\", \"PASSWORD\": \"{pw}\"}}}}",
    "openttd.cfg (game room at the lodge):\n[network]\nserver_name = Tabor Suites\nserver_password = {pw}",
    "floreantpos.properties:\ndatabase.url=jdbc:derby://localhost:51527/posdb\ndatabase.user=app\ndatabase.password={pw}",
    "SambaPOS5 settings-u:\nConnectionString=Data Source=.\\SQLEXPRESS;Initial Catalog=SambaPOS5;User Id=sa;Password={pw}",
    "ta ~/.getmail/getmailrc-iya:\n[retriever]\ntype = SimpleIMAPSSLRetriever\nserver = mail.gidabo.lan\nusername = loans\npassword = {pw}",
    "~/.offlineimaprc:\n[Repository Remote]\ntype = IMAP\nremotehost = mail.gidabo.lan\nremoteuser = ops\nremotepass = {pw}",
    "/ip hotspot user add name=room12 password={pw} profile=guests server=lodge-hotspot",
    "snmp-server group NMS v3 priv\nsnmp-server user monitor NMS v3 auth sha {pw} priv aes 128 {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_ENV_FILES = [
    "# .env of the lodge booking bridge\nAPP_ENV=prod\nDB_HOST=pg.gidabo.lan\nDB_PASSWORD={pw}\nTZ=Africa/Addis_Ababa",
    "Fineract compose .env:\nFINERACT_HIKARI_USERNAME=root\nFINERACT_HIKARI_PASSWORD={pw}",
    ".env.production of the fleet dashboard:\nMAIL_USERNAME=fleet@gidabo.et\nMAIL_PASSWORD={pw}",
    "የቀዝቃዛ መጋዘኑ ቅንብር፦\nEnvironmentFile=/etc/default/coldstore\nMODBUS_GW_USER=plc\nMODBUS_GW_PASSWORD={pw}",
    "faayilii .envrc (Kobo):\nexport KOBO_USERNAME=bensa-enum\nexport KOBO_PASSWORD='{pw}'",
    "# የዳታቤዝ ፓስወርድ\nPGHOST=pg.gidabo.lan\nPGPASSWORD={pw}",
]  # fmt: skip
_env_files = _Family("env_file", _ENV_FILES, _with(_plain_pw), "pw")


_CODE_SECRETS = [
    "// yene SMTP password\n$mail->Host = 'mail.gidabo.lan';\n$mail->Username = '{u}@gidabo.et';\n$mail->Password = '{pw}';",
    "ftps = FTP_TLS('ftp.gidabo.lan')\nftps.login('{u}', '{pw}')",
    "# jecha iccitii imeelii\nM = imaplib.IMAP4_SSL('mail.gidabo.lan')\nM.login('{u}', '{pw}')",
    "conn = ConnectHandler(device_type='huawei', host='10.20.0.1', username='{u}', password='{pw}')",
    "c = Connection('ws-bensa.gidabo.lan', user='{u}', connect_kwargs={{'password': '{pw}'}})",
    "cnx = pyodbc.connect('DRIVER={{ODBC Driver 18 for SQL Server}};SERVER=sql-shash;DATABASE=Loans;UID={u};PWD={pw}')",
]  # fmt: skip
_code_secrets = _Family("code_secret", _CODE_SECRETS, _with(_plain_pw, u=_USERS), "pw")


_CHATS = [
    "[07:02] Tsion: lodge wifi pass?\n[07:03] Dawit: {pw}",
    "Gemechis: {pw} is the new Hoogendoorn password",
    "Mekdes: use {pw}, that's what the Floreant has now",
    "Obsa: jecha iccitii haaraa {pw} dha",
    "Erkalo: ooratta passwordiya {pw}",
    "ቤተልሔም፦ አዲሱ ፓስወርድ {pw} ነው",
    "Robel: adisu password {pw} new bro",
    "Tariku: haaro pasiwoordu {pw}",
    "Derese: haaro pasiwordi {pw}, galatoo",
    "[18:40] Kidist: pass is {pw} now ok\n[18:41] Abel: ok thanks sis",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 53), (_logins, 24), (_spelled, 12), (_cli, 30), (_urls, 12), (_vendors, 52),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 6), (_codes, 8), (_recovery, 6),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 12), (_phrases, 8), (_auth, 6), (_configs, 14),
    (_env_files, 6), (_code_secrets, 6), (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed_phrase(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Floreant admin password is": "{s}", "Dosatron panel pw:": "{s} (since the February service)",
    "jecha iccitii koo": "{s} dha", "Tracksolid password": "{s}\nchange it after Meskel",
    "ፓስወርዱ": "{s} ነው", "passwordu": "{s} new", "ta passworday": "{s}", "Temenos password": "{s}",
    "the password Ashenafi read out over the phone was": "{s}, I think", "haaro pasiwoordu": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Trabocca API key", "{s}", _j((HEX, 32))),
    ("split_token", "Moneroo key:", "{s} (payouts)", _j("pvk_", (ALNUM, 36))),
    ("split_token", "BankFusion client secret", "{s}", _uuid("a")),
    ("split_seed", "Bither backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SA"))),
    ("split_backup", "Kashoo recovery codes", "{s}\nqwzt-4821-mkpd\nhrva-0937-lsne", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Steuer-ID", "{s}", _idnr),
    ("split_phrase", "NordPass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"floreant": {"url": "http://pos.lodge.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"jecha_iccitii": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "erkalo", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"stations": [{"name": "bensa"}, {"name": "yirgacheffe", "solar_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["expdp", "--userid", "loans", "--password", "{s}", "schemas=LOANS"]}': ("meta_password", _plain_pw),
    '{"note": "የቢሮው ኮምፒውተር ፓስወርድ {s} ነው"}': ("meta_password", _plain_pw),
    '{"ፓስወርድ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Tracksolid fleet page as svc-fleet with the password {s}"}': ("meta_password", _plain_pw),
    '{"trabocca": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"bookingSyncToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"icabbi_secret": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "11/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CR")),
    '{"roaster": {"y_tunnus": "{s}"}}': ("meta_id", _ytunnus),
    '{"mfa": {"backup_codes": ["{s}", "qwzt-4821-mkpd", "hrva-0937-lsne"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"lodge_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cold_store": {"padlock_code": "{s}"}}': ("meta_pin", _digits(5)),
    '{"wifi": {"ssid": "LakesideLodge-Staff", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"hg8245h-v5r020c00s280.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.gidabo.lan/loans-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"fleet: add trip distance per bajaj", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"lodge: revert room-rate rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cupping_2016-03-14_bensa.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"repayments-2016-ginbot.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Floreant admin password before the lodge audit on 2032-06-11.",
    "Tsion asked for the staff wifi password; it's on the card in the reception drawer.",
    "Policy: Gidabo passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Telegram groups; send a vault link instead.",
    "The `.env.example` line `TRABOCCA_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Dosatron panel asks for a new password after every firmware update.",
    "Replace <YOUR_MONEROO_KEY> in the README with the key from your Moneroo dashboard.",
    "BOOKINGSYNC_ACCESS_TOKEN and ICABBI_SECRET_KEY must be set before the nightly sync runs.",
    "Jecha iccitii kee nama tokkoofuu hin himin.",
    "ፓስወርድህን ለማንም አትንገር።",
    "passwordih-n lemanim atnegr, eshi?",
    "Ooninne ne passwordiya yootoppa.",
    "Pasiwoordu mittunni kultooti.",
    "bro never send ur password on Telegram ok",
    "Jechi iccitii yoo xiqqaate qubee 14 qabaachuu qaba.",
    "ፓስወርዱ ቢያንስ 14 ፊደላት ሊኖረው ይገባል።",
    "Upgraded the Datakom firmware from 3.2 to 3.4 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds trip distance per bajaj.",
    f"Rolled back to {_SHORT} after the room-rate rounding broke the invoices.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The HG8245H firmware V5R020C00S280 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of repayments-2016-ginbot.parquet: {_SHA512}",
    f"The loans API container runs registry.gidabo.lan/loans-api@sha256:{_IMAGE}.",
    f"MD5 of cupping_2016-03-14_bensa.csv is {_MD5}, same as the copy on the QC share.",
    "Request id 3c9e52a1-7f04-4b6d-a2e8-5d1f0c9b7a34 is the slow one in the Hotel Link logs.",
    "Purchase order PO-2032-00731 for 320 bags of Bensa natural ships from Djibouti on Thursday.",
    "Ticket LDG-2262: the lakeside suite 4 water heater trips the breaker at night.",
    "Call the Bensa washing station on +251 46 221 4790 before noon.",
    "Container MSCU 7741209 with the Yirgacheffe washed lot left Djibouti on Tuesday.",
    "ECX warehouse receipt HW-WR-2016-08812 covers 60 bags, grade 1.",
    "HS code 0901.11 is coffee, not roasted, not decaffeinated; 0603.11 is fresh cut roses.",
    "HS code 0302.71 is fresh tilapia; the Chamo co-op ships it on ice to Addis.",
    "Drying beds at Bensa: parchment at 11.5 % moisture after 14 days; the cherry came in at 62 %.",
    "After five wrong passwords the Temenos branch client locks the account for 30 minutes.",
    "Bajaj 3-AA-58213 is due for its service at 20 000 km; its driver is on leave.",
    "Route 12 of the Arba Minch bajaj line runs from Sikela to Shecha every ten minutes.",
    "The secret of a good Bensa natural is slow drying on raised beds.",
    "Ask Yonas for the keypad code of the Bensa store, I don't have it.",
    "My card ending 4417 was declined at the Hawassa pharmacy.",
    "The Costa Rican supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the lodge's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MONEROO_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the fish cold store rusts in the lake air; oil it every month.",
    "Hotel Link moved the API key page under Settings › Developers in its Ginbot release.",
    "ISBN 978-99944-0-071-3 is the Sidama coffee handbook on the QC shelf.",
    "The guest wifi 'LakesideLodge-Guest' is open, no password needed.",
    "Lot BNS-2016-N-0412, 60 kg, moisture 10.8 %; the cupping score was 88.25.",
    "telebirr's short code is *127# and CBE Birr's is *847#; both ask for your PIN on the phone itself.",
    "The Hawassa post office box is P.O. Box 1386; the lodge's postcode on forms is 1000.",
    "Ethiopian calendar: Meskerem 1, 2017 E.C. was 11 September 2024.",
    "The fish co-op landed 1.8 t of tilapia and 420 kg of Nile perch in Hamle.",
    "Loan application LA-2016-03377 for 45 000 birr was approved by the Shashamane committee.",
    "Invoice INV-2032-0519 from the Ziway farm covers 12 000 stems of 60 cm roses.",
    "The Pedrollo PKm 60 pump draws 0.37 kW; the spare impeller part number is 60PKM-IMP-02.",
    "The Toyota Hilux 2019 at Bensa needs new tyres before the rainy season.",
    "Employee number 0417 is Tariku; his shift at the washing station starts at 06:00.",
    "Fayda enrolment for the Bensa staff is on Tuesday; bring your kebele card, nobody needs to send numbers by chat.",
    "Serial number of the Datakom D-500: DK500-22-004817.",
    "Weather at Hawassa: 24 °C, wind 12 km/h from the south-east, lake level 1 683 m.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/rift/floreant", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "LDG-2262", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "BNS-2016-N-0412", "weight_kg": 60, "moisture_pct": 10.8}}',
    '{"phone": "+251 46 221 4790", "city": "Bensa"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bags_in_store": 1284}',
    '{"hs_code": "0603.11", "origin": "ET", "description": "fresh cut roses"}',
    '{"container": "MSCU 7741209", "port": "Djibouti", "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
