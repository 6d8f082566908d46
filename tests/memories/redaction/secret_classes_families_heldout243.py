# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-forty-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-forty-first's
docstring, the fifth to two-hundred-and-forty-first only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-forty-second, the two-hundred-and-forty-fourth and the two-hundred-and-forty-fifth),
any test, the reports, the benchmarks, the changelog nor the git history, and the scrubber was
never run on it. Its own seed (243118507), password words (a herding word and a gear or duodji
word, two digits and a sign; two such words joined by a dash and a number; a name, a birth year,
a sign and a town of Finnmark or Lapland; leet words of boazu, hjell, Skandic, torsk, guksi,
niibi, gákti, varit, skrei, lodde and kuksa with a year and a sign; a Kp index, an aurora word
and a year, the way a safari guide remembers the night; `Mearka` ("earmark"), a number and two
capitals; a fish, a weight in kg and a year, as the hjell crew writes a bundle; a town, a gear
word and a number joined by dots; a driver's name, `Drives` and a town; a word with Sámi letters
(Čuovga, Jiekŋa, Ávvir), a number, a sign and a fish; a generator's four groups and random runs),
names, places, templates, tools, vendors and layouts, the way the staff of Čuovga Group
(fictional: the reindeer-herding cooperatives of its siida at Kautokeino/Guovdageaidnu and at
Inari/Aanaar with the Gárdevárri corral, the Čuovga Duodji handicraft shop at Karasjok, Čuovga
Safaris' snowmobile garage and aurora cabins at Saariselkä and Kiilopää, the stockfish hjell and
drying shed at Vadsø/Vesisaari, and the border taxi between Utsjoki and Karigasniemi on road 970)
leak secrets into an assistant's memory. The texts are chats with times, tickets (`CUO-…`), wiki
tables and breadcrumbs, notes, e-mails, runbooks, READMEs, shell, PowerShell, serial-console and
shell-history prompts, voice-memo transcripts, dictated text and requests to the assistant
itself; the separators run from a colon, "is" (`lea`, `lii`, `lij`, `on`, `e`) and a dash to an
arrow (`->`, `→`), an emoji (`👍`), a new line, quotes (`”…”` as Finnish and Sámi write them,
`«…»` as Norwegian does, backticks) and parentheses.

Tools, flags and names none of heldouts 5 to 241 names (each grepped for the command, flag or
name itself, case-insensitively): `openstack --os-password`, `ncat --proxy-auth`, `esxcli system
account add`, Perl's `Net::SSH::Expect`, Renci.SshNet's `SshClient` from `pwsh`, a Cisco IKEv2
keyring's `pre-shared-key local`, airOS' `wpa.1.psk`, RouterOS 7's `security.passphrase`,
ESP-IDF's `CONFIG_EXAMPLE_WIFI_PASSWORD`, `gammu entersecuritycode`, an Anjay LwM2M PSK, NTAG 424
DNA file keys and a Rails `config/credentials.yml`. Beside them tools lightly used before (by
grep, the number of earlier corpora that name each): in one, `virt-sysprep --root-password`,
`asu64`, `testsaslauthd`, `authelia crypto hash generate`, `jmxterm`, `jf config add`,
`mjpg_streamer`, `ustreamer`, `ipa-replica-install`, `keystone-manage bootstrap`, `glab variable
set`, `fdesetup`'s FileVault key, Bareos' client `Password`, heartbeat's `authkeys`, DRBD's
`shared-secret`, `MMDVM.ini`, `DMRGateway.ini`, `tacacs-server key`,
`PGADMIN_DEFAULT_PASSWORD`, `ME_CONFIG_BASICAUTH_PASSWORD`, CouchDB's `[admins]`,
`ARANGO_ROOT_PASSWORD`, `DOCKER_INFLUXDB_INIT_PASSWORD`, Ghost's
`database__connection__password`, `LISTMONK_app__admin_password`,
`SFTPGO_DEFAULT_ADMIN_PASSWORD`, F-Secure ID PROTECTION and the `sqlite+pysqlcipher://`,
`spice://`, `jdbc:exa`, `jdbc:snowflake`, `jdbc:clickhouse` and `exa+websocket://` URLs; in two,
`artemis create`, `nats-server --pass`, `rexec`, `influx -username`, `mc admin user add`, `pveum
user add`, `qm set --cipassword`, `argocd login`, `tsm login`, `ldapwhoami`, `pg_basebackup`,
`infisical secrets set`, `dotenvx set`, `rancher login`, `systemd-cryptenroll`, svxlink's
`ModuleEchoLink.conf`, Step CI, artillery, Steganos, Keepass2Android, Norton Password Manager and
the `druid://`, `hive://`, `rist://`, `fish://`, `kafka://`, `jdbc:firebirdsql` and `bolt+s://`
URLs; in three, `str2str`, `pcs host auth`, `ucarp`, dendrite's `create-account`, vegeta and the
OKX Wallet; `doppler secrets set` in four and Varnish in five. The common layouts (env files,
`export`, `settings.py`, `application.yml`, `local.properties`, Go and Rust constants, a
Kubernetes Secret's `stringData`, an ERP's settings breadcrumb, JWTs, PEM blocks, `otpauth://`,
Basic and Bearer headers, the `WIFI:` QR string, CSV rows, Markdown tables, YAML, Python, Kotlin,
PHP, web.config and JSON) are in wordings of their own. The devices and services whose passwords
leak are of makers heldouts 5 to 241 do not name: Semel, Frogne and Taxitronic taximeters,
Fidelix, Produal and Dantech controllers, a Kroma smoking oven, a Panasonic Aquarea heat pump,
MyHarvia, Yale Doorman, iLOQ, Danalock, a Zyxel NR7101, a Netgear Nighthawk M6, Husqvarna Viking's
mySewnet, Janome, Brother's Artspira, Ultracom collars, Lemonsoft, Cabonline, Kassamagneetti,
Vilkas, MyCashflow, Tradera, FINN (finn.no), DNB, Säästöpankki, Slotti, Kide.app, Kiky, Kyyti,
Ajokki and Smartum.

About 44 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 170 of 390: the texts with a marker word of the languages below): Northern Sámi
(`beassansátni`, `beassansáni`, `lea` "is", `dá lea` "here is", `mu` "my", `ođđa` "new", `dál`
"now", `giitu`, `ale juogat dan` "don't share it", `ale čájet geasage` "show no one", `vurke
munnje` "save for me", `mun rievdadin` "I changed", `geavaheaddjinamma`, `geavaheaddji`,
`čoavdda` and `API várás` "for the API", `čiegusčoavdda`, `priváhtačoavdda`, `koda`, `uksa koda`,
`báŋkokortta nummir`, `riegádannummir` "birth number", `várrekodat`, `máhccahančoavdda`,
`váldobeassansátni`, `sátni …, ja dan maŋŋel …` "the word …, and after it …", `bustávvas
bustávvii` "letter by letter", `ovdabealde njeallje logu` "four digits on the front",
`diehtovuođu čatnosa`, `gohččun maid mun vuojehin` "the command I ran", `sisačáliheami koda`,
`wallet-sánit`), Inari Sámi (`peessâmsääni`, `lii`, `muu`, `uđđâ`, `tääl` "now", `takkâ`, `toh
lii čiegâs` "that is secret", `kevttee`, `API-čoovdâ`, `sääni, tom maŋa` "word, after that",
`puásuiserveer`, `koneh`), Skolt Sámi (`pääʹssemsääʹnn`, `lij`, `muu`, `ođđ`, `tääʹl`, `tät lij`
"this is", `späʹsseb`, `kääʹtteei`, `API-čõõuʹdd`, `kortt nummeer`, `Čeʹvetjäuʹr kuäʹđ`), Kven
(`miun`, `on`, `passordi`, `salasana`, `tässä on`, `uusi`, `kiitos`, `pidä itelä` "keep it to
yourself", `elä näytä kelleekhään`, `elä anna sitä eteenpäin`, `mie vaihoin`, `API-avvain`, `sen
jälkhiin`, `kontthoorin koneele`, `komento minkä mie ajoin`, `yhteys on`), Finnish as texted
(`salis`, `salasana`, `tunnari`, `mun`, `uus`, `kiitti`, `älä kerro kellekkää`, `pidä omana
tietona`, `vaihdoin … ->`, `käyttäjätunnus`, `API-avain`, `salainen avain`, `älä jaa`, `hetu`,
`y-tunnus`, `varakoodit`, `vahvistuskoodi`, `kirjautumiskoodisi`, `TOTP-avain`,
`palautusavain`, `salausavain`, `merkki kerrallaan`, `porttikoodi`, `avainsäilön koodi`, `wlanin
salis`, `kortin nro … vanhenee`, `pääsalasana`, `sit … perään`, `komento jonka ajoin`) and
Norwegian as texted in Finnmark (`æ`, `e` "is", `passorde`, `te` "to", `ikke si det te nån`,
`hold det for dæ sjøl`, `tusen takk`, `her e`, `æ logga inn som … med`, `API-nøkkelen te`,
`ikke del den`, `kortnummeret mitt`, `går ut`, `fødselsnummeret`, `kjøreseddel-nummeret`,
`helsetrygdkortet`, `fiskermanntall-nummeret`, `engangskoden`, `reservekodene`, `PIN-koden`,
`nøkkelboksen ved skuterbua`, `trådløst nett`, `hovedpassfrasen`, `tokenet`, `kommandoen æ
kjørte`, `tilkoblingsstrengen`). The Sámi and Kven wordings are the author's approximations,
checked by no speaker; the password words (`beassansátni`, `peessâmsääni`, `pääʹssemsääʹnn`)
are the ones the languages' dictionaries give as far as the author knows, and the thinnest
guesses are everything else in the Inari and Skolt sentences (`tääl`, `toh lii čiegâs`, `koneh`,
`puásuiserveer`, `API-čoovdâ`, `tom maŋa`, `tääʹl`, `kääʹtteei`, `kortt nummeer`, `kuäʹđ`),
Northern Sámi `ale juogat dan`, `čiegusčoavdda`, `várrekodat`, `máhccahančoavdda`,
`sisačáliheami koda`, `diehtovuođu čatnosa`, `bustávvas bustávvii`, `riegádannummir` and `koda`,
and Kven `avvain`, `kontthoorin koneele` and `sen jälkhiin`. The seed phrases of the Russian,
Turkish, Japanese, Chinese and Czech word lists stand in English, Northern Sámi, Finnish and
Norwegian sentences about the guests and buyers who left them.

Vendors (Siirto, Lemonsoft, Foodora, Kiky, MyCashflow, Vilkas, Mystore, Jimdo, Tradera, FINN,
Tori, Labyrintti, Fidelix, Valopilkku, Cabonline, Nordea Open Banking, DNB Open Banking,
S-Pankki, Smartum, Eazybreak, Kide.app, Checkin.no, Nonius, Tilaajavastuu, Nocfo, Accountor,
Heeros, Finago, Ultracom, Dogtrace, Sports Tracker, BRP Connect, Vyyti, Varaamo, Timma, Slotti,
Kassamagneetti, Maksukaista, Intrum, Frends, Assently, Cinia, Pakettikauppa, nShift, Logtrade,
Kyyti, Waltti, Tuup, Fjordkraft and Elvia) are ones heldouts 5 to 241 do not name (grepped by
name; FINN as finn.no and Tori as tori.fi, their short names being parts of other words). No
shape here is one the author knows to be real: every one is a guess (hex, base64, URL-safe,
upper-case and alphanumeric runs, UUIDs, JWTs for Tori, Valopilkku, Kyyti and Elvia, and the
`kiky_`, `mst_`, `sm_live_`, `nocfo_` and `tm_` prefixes); the JWTs are well-formed.

The ids that carry a check are kinds used in two corpora or fewer by a grep of their
python-stdnum modules (Norway's fødselsnummer, by name, in five), each drawn until its module
validates it: Finland's henkilötunnus (`stdnum.fi.hetu`, its check character) and Y-tunnus
(`stdnum.fi.ytunnus`), Norway's fødselsnummer (`stdnum.no.fodselsnummer`), organisasjonsnummer
(`stdnum.no.orgnr`), MVA number (`stdnum.no.mva`) and kontonummer (`stdnum.no.kontonr`),
Sweden's personnummer (`stdnum.se.personnummer`) and Iceland's kennitala
(`stdnum.is_.kennitala`). Kinds that no library or this file checks (no check-digit algorithm is
written here; their shapes are guesses): a Finnish and a Norwegian passport, a Norwegian taxi
driver's kjøreseddel and a Finnish taxi driver's permit (ajolupa), a Norwegian European Health
Insurance Card's number (80, Norway's 578 and fifteen digits), a Finnish driving licence and a
registration in Norway's fishermen's register (fiskermanntall). Card numbers pass Luhn (the value
helpers' Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay and Maestro, and Dankort's 5019,
checked with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, so that no
planted value is shorter than four characters. The IBANs are of Norway and Finland (nineteen
corpora each by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 241) and of
the countries used least by that count (the Falkland Islands, seventeen; Andorra, Albania,
Costa Rica, the Holy See and Russia, eighteen each), drawn until `stdnum.iban` validates them;
seed phrases come from `mnemonic`'s English, Russian, Turkish, Japanese, Traditional Chinese and
Czech lists, each drawn until `Mnemonic(lang).check` accepts it. Counts: 390 secret samples, 20
field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10
clean metadata dicts.
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
from stdnum.fi import hetu as fi_hetu
from stdnum.fi import ytunnus as fi_ytunnus
from stdnum.is_ import kennitala as is_kennitala
from stdnum.no import fodselsnummer as no_fnr
from stdnum.no import kontonr as no_kontonr
from stdnum.no import mva as no_mva
from stdnum.no import orgnr as no_orgnr
from stdnum.se import personnummer as se_pnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 243_118_507
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


_HERD = ["Heargi", "Sarvvis", "Vuonjal", "Miessi", "Čoarvi", "Eallu", "Gárdi", "Orohat", "Varit",
         "Áldu", "Njiŋŋelas", "Bealdu", "Čearret", "Rávdnji"]  # fmt: skip
_HERD_ASCII = ["Heargi", "Sarvvis", "Vuonjal", "Miessi", "Coarvi", "Eallu", "Gardi", "Orohat",
               "Varit", "Aldu", "Bealdu", "Raavdni"]  # fmt: skip
_FISH = ["Skrei", "Hjell", "Sei", "Lodde", "Kapakala", "Rognkall", "Kveite", "Torsk", "Rotskjaer",
         "Tørrfesk", "Kolje", "Steinbit"]  # fmt: skip
_GEAR = ["Skandic", "Tundra", "Lynx", "Ranger", "Viking", "Guksi", "Niibi", "Luhkka", "Goahti",
         "Beaska", "Nuvttohat", "Gakti", "Lasso", "Suohpan"]  # fmt: skip
_PLACES = ["Guovdageaidnu", "Kautokeino", "Aanaar", "Inari", "Karasjok", "Karasjohka",
           "Saariselka", "Suolocielgi", "Vadso", "Vesisaari", "Utsjoki", "Ohcejohka",
           "Karigasniemi", "Garegasnjarga", "Ivalo", "Avvil", "Nuorgam", "Sevettijarvi", "Deatnu",
           "Lakselv", "Vardo", "Kiilopaa", "Masi", "Kaamanen"]  # fmt: skip
_NAMES = ["Ailu", "Biret", "Elle", "Ande", "Maret", "Niillas", "Inga", "Sara", "Ovlla", "Risten",
          "Heaika", "Jovnna", "Mahtte", "Gaddja", "Sunna", "Piera", "Asllat", "Jouni", "Veikko",
          "Sanna", "Pirjo", "Tuomas", "Ulla", "Sammol", "Kaisa", "Feodor", "Oskar", "Lempi",
          "Kjell", "Hilde", "Randi", "Svein"]  # fmt: skip
_AURORA = ["Guovssahas", "Revontuli", "Nordlys", "Ruvsso"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["B04zu", "Hj3ll", "Sk4nd1c", "T0rsk", "Guk51", "N11b1", "G4kt1", "V4r1t", "Sk3r1",
         "L0dd3", "Ku3ksa"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people up here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_HERD)}{g.choice(_GEAR)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_HERD_ASCII + _GEAR, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"Kp{g.randrange(3, 10)}{g.choice(_AURORA)}{g.randrange(2026, 2034)}",
    lambda g: f"Mearka{g.randrange(100, 1000)}{_r(g, UPPER, 2)}",
    lambda g: f"{g.choice(_FISH)}{g.randrange(8, 40)}kg{g.randrange(2026, 2034)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES)}.{g.choice(_GEAR).lower()}.{g.randrange(10, 100)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Drives{g.choice(_PLACES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(['Čuovga', 'Ávvir', 'Bávttit', 'Jiekŋa'])}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_FISH)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "[05:42] Niillas: the Semel taximeter admin password is {pw}",
    "SMS from Jovnna (border taxi): Frogne taximeter setup password {pw}",
    "CUO-1187 (Vadsø hjell): Fidelix FX-3000 web password {pw}, rotate it after the audit",
    "Group chat 'Hjell Vadsø', Kjell: the Dantech cold room controller password is {pw}",
    "Kroma smoking-oven HMI password at the fish shed: {pw}",
    "Produal gateway in the drying shed, admin password {pw}",
    "Panasonic Aquarea heat pump at the Karasjok shop: installer password {pw}",
    "voice memo, Máret: the MyHarvia password for the safari sauna is {pw}",
    "Yale Doorman app, duodji shop back door, owner password {pw}",
    "iLOQ Manager password for the Kiilopää bunkhouse keys: {pw}",
    "Danalock bridge in the snowmobile garage, account password {pw}",
    "Zyxel NR7101 at the Nuorgam fish camp: admin password {pw}",
    "Netgear Nighthawk M6 hotspot in taxi 3, admin password {pw}",
    "mySewnet password for the gákti embroidery machine (Husqvarna Viking): {pw}",
    "Janome embroidery software licence account, password {pw}",
    "Artspira login for the Brother PE900 in the back room, password {pw}",
    "Ultracom collar portal for the herd at Gárdevárri: password {pw}",
    "Taxitronic TX80 taximeter configuration password: {pw}",
    "Hi Sunná,\n\nthe Lemonsoft password for the Karasjok shop is {pw}. Delete this once it is in the vault.\n\nGiitu,\nÁnde",
    "Runbook: hjell dryer restart\n1. open the Produal panel\n2. log in as service\n3. password {pw}\n4. start fan group B",
    "README (Saariselkä garage rack)\nthe Ultracom base station UI is at https://ultracom.safari.cuovga.lan, admin password `{pw}`.",
    "Incident 2031-02-14: the Cabonline driver tablet at Karigasniemi stayed logged in; its password {pw} is in this ticket, rotate it",
    "can you remember my DNB nettbank password? it's {pw}",
    "the Säästöpankki online banking password is {pw}",
    "please keep the Tradera seller password for me: {pw}",
    "dictated: the FINN account password for the duodji shop is {pw} full stop",
    "note to self: Kassamagneetti back office password {pw}",
    "after the reset the Vilkas admin password became {pw}",
    "Dá lea mu ođđa beassansátni: {pw}, ale juogat dan",
    "Áilu: boazodihtora beassansátni dál lea {pw}",
    "Gárddi kámera beassansátni → {pw}, giitu!",
    "[07:10] Biret: duodjegávpi kássa beassansátni lea {pw}",
    "Vurke munnje: skohterkontora beassansátni {pw}",
    "MyCashflow beassansátni lea {pw}, ale čájet geasage",
    "Ovllá: mun rievdadin beassansáni, ođđa lea {pw}",
    "Muu uđđâ peessâmsääni tääl: {pw}, takkâ",
    "Iŋgá: puásuiserveer peessâmsääni lii {pw}",
    "Tääl lii Slotti peessâmsääni {pw}, toh lii čiegâs",
    "Skuter-garaaš koneh peessâmsääni: {pw}",
    "Muu ođđ pääʹssemsääʹnn lij {pw}, späʹsseb",
    "Sammol: Čeʹvetjäuʹr kuäʹđ pääʹssemsääʹnn lij {pw}",
    "Tät lij Kide.app pääʹssemsääʹnn: {pw}",
    "Kaisa: pääʹssemsääʹnn tääʹl lij ”{pw}”",
    "Tässä on miun uusi passordi kuivakalahallile: {pw}, pidä itelä",
    "Lempi: miun salasana Vesisaaren kontthoorin koneele on {pw}",
    "mie vaihoin passordin, nyt se on {pw}, kiitos",
    "Oskar: hjellin sensorin passordi on {pw}, elä näytä kelleekhään",
    "passordi Kiky-appiin on {pw}",
    "mun Kyyti-kuskitilin salis on {pw}, älä kerro kellekkää",
    "Veikko: uus salasana safaritoimiston koneelle on ”{pw}”",
    "tässä Ajokin salis: {pw} kiitti",
    "vaihdoin Smartumin salasanan -> {pw}",
    "[16:20] Sanna: kelkkatallin tabletin salasana on {pw}, pidä omana tietona",
    "passorde te tørrfesk-kontoret e «{pw}», ikke si det te nån",
    "Kjell: passorde på Zyxel-ruter'n i fiskebua e {pw}",
    "Hilde: det nye passorde te DNB e {pw}, tusen takk",
    "her e passorde te FINN-kontoen: {pw} 👍",
    "Randi: passorde på kassa i Vadsø e {pw}, hold det for dæ sjøl",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ailu.s", "biret", "elle.m", "ande", "maret.h", "niillas", "inga.p", "sara.k", "ovlla",
          "risten", "heaika", "jovnna", "mahtte", "gaddja", "sunna", "piera", "asllat", "jouni.k",
          "veikko", "sanna.v", "pirjo", "tuomas", "ulla", "sammol", "kaisa.f", "feodor", "oskar.k",
          "lempi", "kjell.r", "hilde.b", "randi", "svein", "svc-safari", "svc-hjell",
          "taxi-utsjoki"]  # fmt: skip
_LOGINS = [
    "CUO-1201: {u} locked out of the Fidelix panel, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Safari › Garage › Danalock: {u} — {pw}",
    "| device | user | password |\n|---|---|---|\n| Semel meter, taxi 2 | {u} | {pw} |",
    "log into the Kassamagneetti back office as {u} with {pw}",
    "Vilkas admin {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: hjell-plc-2\n  user: {u}\n  password: {pw}",
    "SMS from Piera: account {u}, password {pw}",
    "Jouni says the Cabonline login is {u} and the password is {pw}",
    "device,user,password\nprodual-gw,{u},{pw}",
    "ssh {u}@herd-srv.cuovga.lan (password {pw})",
    "geavaheaddjinamma {u}, beassansátni {pw}",
    "Mu geavaheaddji lea {u}, beassansátni ges {pw}",
    "kevttee {u}, peessâmsääni {pw}",
    "kääʹtteei {u}, pääʹssemsääʹnn {pw}",
    "käyttäjä {u} ja passordi {pw}, kiitos",
    "miun tunnus on {u} ja salasana {pw}",
    "tunnari {u}, salis {pw}",
    "käyttäjätunnus: {u} / salasana: {pw}",
    "brukernavn {u}, passord {pw}",
    "æ logga inn som {u} med {pw}",
    "bruker: {u} — passorde: {pw}",
    "Áilu: {u} / {pw} (boazodihtor)",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["njoammil", "rievssat", "goaskin", "bierdna", "geatki", "čuonjá", "jiekŋa",
               "muohta", "bievla", "luossa", "revontuli", "tunturi", "rieska", "skreien",
               "gumpe", "suohpan"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the herd server it's {w} and {d} at the end",
    "voice memo: the garage wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "beassansátni lea sátni {w}, ja dan maŋŋel {d}",
    "peessâmsääni lii {w} sääni, tom maŋa {d}",
    "salasana on sana {w} ja perään {d}",
    "salis on {w} ja sit {d} perään",
    "passorde e ordet {w} og så {d} bak",
    "passordi on {w}, sen jälkhiin {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 5) % len(_SAID_WORDS)]  # never the same word twice
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "openstack --os-auth-url https://keystone.cuovga.lan:5000/v3 --os-username {u} --os-password '{pw}' --os-project-name safari server list",
    "str2str -in ntrip://{u}:{pw}@caster.cuovga.no:2101/KAUT0 -out file://gardi-base.ubx",
    "pcs host auth hjell-a hjell-b -u {u} -p '{pw}'",
    "ucarp -i eth0 -s 10.20.0.2 -v 12 -p '{pw}' -a 10.20.0.1 --upscript=/etc/vip-up.sh",
    "virt-sysprep -a safari-kiosk.qcow2 --root-password password:{pw}",
    "asu64 show all --host 10.20.0.40 --user {u} --password '{pw}'",
    "artemis create /var/lib/hjell-broker --user {u} --password '{pw}' --require-login",
    "nats-server -p 4222 --user {u} --pass '{pw}'",
    "testsaslauthd -u {u} -p '{pw}' -s smtp",
    "./bin/create-account -config dendrite.yaml -username {u} -password '{pw}' -admin",
    "authelia crypto hash generate argon2 --password '{pw}'",
    "java -jar jmxterm.jar -l hjell-gw.cuovga.lan:9010 -u {u} -p '{pw}'",
    "jf config add cuovga --url=https://art.cuovga.lan --user={u} --password='{pw}' --interactive=false",
    "mjpg_streamer -i input_uvc.so -o 'output_http.so -p 8080 -c {u}:{pw}'",
    "ustreamer --host 0.0.0.0 --port 8081 --user {u} --passwd '{pw}'",
    "ipa-replica-install --principal {u} --admin-password '{pw}' --setup-ca",
    "keystone-manage bootstrap --bootstrap-username {u} --bootstrap-password '{pw}' --bootstrap-admin-url https://keystone.cuovga.lan:5000/v3",
    "perl -MNet::SSH::Expect -e '$s = Net::SSH::Expect->new(host => \"hjell-plc.cuovga.lan\", user => \"{u}\", password => \"{pw}\", raw_pty => 1); $s->login'",
    "rexec -l {u} -p '{pw}' taxi-gw.cuovga.fi uptime",
    "ncat --proxy proxy.cuovga.lan:3128 --proxy-type http --proxy-auth {u}:{pw} herd-srv.cuovga.lan 22",
    "influx -host tsdb.cuovga.lan -username {u} -password '{pw}' -database hjell",
    "mc admin user add hjell {u} '{pw}'",
    "esxcli system account add -i {u} -p '{pw}' -c '{pw}' -d 'safari ops'",
    "pveum user add {u}@pve --password '{pw}'",
    "qm set 9012 --ciuser {u} --cipassword '{pw}'",
    "argocd login argo.cuovga.lan --username {u} --password '{pw}' --grpc-web",
    "tsm login -s https://tableau.cuovga.lan:8850 -u {u} -p '{pw}'",
    "ldapwhoami -x -H ldaps://dc1.cuovga.lan -D 'uid={u},ou=people,dc=cuovga,dc=lan' -w '{pw}'",
    "PGPASSWORD='{pw}' pg_basebackup -h pg.cuovga.lan -U {u} -D /srv/pg-standby -Fp -Xs -P",
    "glab variable set HJELL_DB_PASSWORD '{pw}' --masked",
    "infisical secrets set TAXI_DB_PASSWORD={pw} --env=prod",
    "dotenvx set SAFARI_ADMIN_PASSWORD '{pw}' -f .env.production",
    "pwsh -c \"Add-Type -Path ./Renci.SshNet.dll; $c = [Renci.SshNet.SshClient]::new('hjell-plc.cuovga.lan', '{u}', '{pw}'); $c.Connect()\"",
    "rancher login https://rancher.cuovga.lan --token {u}:{pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "safari@garage-nuc:~$ {c}", "root@hjell-plc:~# {c}", "PS C:\\taxi> {c}",
    "herd-srv% {c}", "(venv) jovnna@cuovga-dev ~/herd $ {c}", "[sammol@inari-gw ~]$ {c}",
    "serial console of the drying controller:\n# {c}",
    "from the shell history on the Karasjok PC:\n  412  {c}", "voice memo, typed out: {c}",
    "CUO-1233, what I ran: {c}", "gohččun maid mun vuojehin: {c}", "komento jonka ajoin: {c}",
    "kommandoen æ kjørte: {c}", "komento minkä mie ajoin: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "sqlite+pysqlcipher://:{pw}@/srv/herd/earmarks.db",
    "spice://kiosk-vm.cuovga.lan:5930?password={pw}",
    "jdbc:exa:exa.cuovga.lan:8563;user={u};password={pw};schema=SAFARI",
    "jdbc:snowflake://cuovga.eu-north-1.snowflakecomputing.com/?user={u}&password={pw}&db=TOURS",
    "jdbc:clickhouse://ch.cuovga.lan:8123/hjell?user={u}&password={pw}",
    "exa+websocket://{u}:{pw}@exa.cuovga.lan:8563/SAFARI",
    "druid://{u}:{pw}@druid.cuovga.lan:8888/druid/v2/sql",
    "hive://{u}:{pw}@hive.cuovga.lan:10000/catch?auth=LDAP",
    "rist://cam-gardi.cuovga.no:5000?secret={pw}&aes-type=128",
    "fish://{u}:{pw}@hjell-nas.cuovga.lan/share/photos",
    "kafka://{u}:{pw}@kafka.cuovga.lan:9093/taxi-trips",
    "jdbc:firebirdsql://fb.cuovga.lan:3050//data/taxi.fdb?user={u}&password={pw}",
    "bolt+s://{u}:{pw}@graph.cuovga.lan:7687",
]  # fmt: skip
_URL_PLACES = [
    "HJELL_DB_URL={c}", "keep this connection string for me: {c}", "CUO-1240: {c}",
    "wiki page 'Databases': {c}", "diehtovuođu čatnosa: {c}", "yhteysosoite: {c}",
    "tilkoblingsstrengen e {c}", "yhteys on {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "cuovga-group", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "trips:read bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Every shape here is the author's guess, none is a documented one.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Siirto", "SIIRTO_API_KEY", _j((HEX, 40))),
    ("Lemonsoft", "LEMONSOFT_API_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Foodora", "FOODORA_PARTNER_SECRET", _j((URLSAFE, 43))),
    ("Kiky", "KIKY_API_KEY", _j("kiky_", (ALNUM, 32))),
    ("MyCashflow", "MYCASHFLOW_API_KEY", _j((ALNUM, 40))),
    ("Vilkas", "VILKAS_API_SECRET", _j((HEX, 32))),
    ("Mystore", "MYSTORE_API_TOKEN", _j("mst_", (ALNUM, 36))),
    ("Jimdo", "JIMDO_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Tradera", "TRADERA_APP_KEY", lambda g: v.uuid4(g, "8")),
    ("FINN", "FINN_PARTNER_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Tori", "TORI_API_TOKEN", _vendor_jwt("https://api.tori.fi")),
    ("Labyrintti", "LABYRINTTI_SMS_TOKEN", _j((ALNUM, 28))),
    ("Fidelix", "FIDELIX_API_KEY", _j((UPPER_HEX, 32))),
    ("Valopilkku", "VALOPILKKU_DISPATCH_TOKEN", _vendor_jwt("https://dispatch.valopilkku.fi")),
    ("Cabonline", "CABONLINE_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Nordea Open Banking", "NORDEA_CLIENT_SECRET", _j((HEX, 32))),
    ("DNB Open Banking", "DNB_API_KEY", _j((ALNUM, 40))),
    ("S-Pankki", "SPANKKI_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Smartum", "SMARTUM_API_KEY", _j("sm_live_", (ALNUM, 32))),
    ("Eazybreak", "EAZYBREAK_API_TOKEN", _j((HEX, 64))),
    ("Kide.app", "KIDE_API_KEY", _j((ALNUM, 32))),
    ("Checkin.no", "CHECKIN_API_SECRET", _j((HEX, 40))),
    ("Nonius", "NONIUS_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Tilaajavastuu", "TILAAJAVASTUU_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Nocfo", "NOCFO_API_TOKEN", _j("nocfo_", (ALNUM, 40))),
    ("Accountor", "ACCOUNTOR_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Heeros", "HEEROS_API_SECRET", _j((HEX, 48))),
    ("Finago", "FINAGO_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Ultracom", "ULTRACOM_API_KEY", _j((HEX, 32))),
    ("Dogtrace", "DOGTRACE_TOKEN", _j((ALNUM, 36))),
    ("Sports Tracker", "SPORTSTRACKER_API_KEY", _j((HEX, 32))),
    ("BRP Connect", "BRP_CONNECT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Vyyti", "VYYTI_API_KEY", _j((ALNUM, 32))),
    ("Varaamo", "VARAAMO_API_TOKEN", _j((HEX, 40))),
    ("Timma", "TIMMA_API_KEY", _j("tm_", (ALNUM, 40))),
    ("Slotti", "SLOTTI_API_SECRET", _j((B64, 43), "=")),
    ("Kassamagneetti", "KASSAMAGNEETTI_API_KEY", _j((UPPER_HEX, 40))),
    ("Maksukaista", "MAKSUKAISTA_SECRET", _j((ALNUM, 48))),
    ("Intrum", "INTRUM_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Frends", "FRENDS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Assently", "ASSENTLY_API_SECRET", _j((HEX, 64))),
    ("Cinia", "CINIA_API_KEY", _j((ALNUM, 40))),
    ("Pakettikauppa", "PAKETTIKAUPPA_SECRET", _j((HEX, 64))),
    ("nShift", "NSHIFT_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Logtrade", "LOGTRADE_API_KEY", _j((HEX, 32))),
    ("Kyyti", "KYYTI_API_TOKEN", _vendor_jwt("https://api.kyyti.com")),
    ("Waltti", "WALTTI_API_KEY", _j((ALNUM, 32))),
    ("Tuup", "TUUP_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Fjordkraft", "FJORDKRAFT_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Elvia", "ELVIA_METERVALUES_TOKEN", _vendor_jwt("https://elvia.no")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "doppler secrets set {env}={tok}",
    "infisical secrets set {env}={tok} --env=prod",
    "dotenvx set {env} {tok}",
    "glab variable set {env} {tok} --masked",
    "config/credentials.yml:\n{env_lower}: {tok}",
    "application.yml:\ncuovga:\n  integrations:\n    {env_lower}: {tok}",
    "settings.py:\n{env} = \"{tok}\"",
    "Kotlin, local.properties:\n{env_lower}={tok}",
    "Go:\nconst {env_camel} = \"{tok}\"",
    "Rust:\nconst {env}: &str = \"{tok}\";",
    "k8s Secret 'integrations':\n  stringData:\n    {env}: \"{tok}\"",
    "Cuovga ERP › Asetukset › Integraatiot › {vendor} › API-avain: {tok}",
    "wiki table 'Integrations': | {vendor} | 2031 | {tok} |",
    "CUO-1290: {vendor} sync fails with 401, configured key {tok}",
    "CUO-1302: {vendor} integration broken since Monday, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "voice memo: the {vendor} token we use now is {tok}, the old one is revoked",
    "[09:03] Tuomas: {vendor} key for the booking sync: {tok}",
    "{vendor} API-čoavdda dál: {tok}, giitu",
    "{vendor} čoavdda API várás: {tok}",
    "{vendor} API-čoovdâ lii {tok}",
    "{vendor} API-čõõuʹdd tääʹl: {tok}",
    "{vendor} API-avvain on {tok}, pidä itelä",
    "{vendor}-API-avain: {tok}",
    "{vendor}:n salainen avain on {tok}, älä jaa",
    "API-nøkkelen te {vendor} e {tok}",
    "{vendor}-nøkkelen: {tok}, ikke del den",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    siirto = _r(rng, HEX, 40)
    checkin = _r(rng, HEX, 40)
    dogtrace = _r(rng, ALNUM, 36)
    maksukaista = _r(rng, ALNUM, 48)
    cinia = _r(rng, ALNUM, 40)
    vyyti = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'resp = httpx.post("https://api.siirto.example/v2/payments", headers={{"X-Api-Key": "{siirto}"}})', siirto),
        Sample("vendor_token", f"curl -H 'Authorization: ApiKey {checkin}' https://api.checkin.example/v1/events?org=cuovga", checkin),
        Sample("vendor_token", f'val dogtrace = DogtraceClient(apiToken = "{dogtrace}")', dogtrace),
        Sample("vendor_token", f"<add key=\"MaksukaistaSecret\" value=\"{maksukaista}\" />", maksukaista),
        Sample("vendor_token", f"$cinia = new CiniaClient('cuovga-taxi', '{cinia}');", cinia),
        Sample("vendor_token", f'{{"integrations": {{"vyyti": {{"apiKey": "{vyyti}"}}}}}}', vyyti),
    ]  # fmt: skip


def _camel(env: str) -> str:
    head, *rest = env.lower().split("_")
    return head + "".join(part.capitalize() for part in rest)


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(
            vendor=vendor, env=env, env_lower=env.lower(), env_camel=_camel(env), tok=tok
        )
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "it is shown only once, so here:\n{t}", "dá lea token: {t}",
                "tässä token: {t}", "{t}\n^ the new one, the old one is dead",
                "hold on to this for me: {t}", "her e tokenet: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 46)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 54)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Anjay PSK (hex) of the hjell LwM2M client: {h}": 32,
    "HMAC secret for the Siirto payment webhook: {h}": 64,
    "AES-128 key of the Ultracom collar radio link: {h}": 32,
    "NTAG 424 DNA SDM file key of the duodji authenticity tags: {h}": 32,
    "Semel taximeter sealing key, hex: {h}": 48,
    "pre-shared key of the Vadsø–Karasjok IPsec tunnel (hex): {h}": 64,
    "čiegusčoavdda (hex): {h}": 64,
    "salausavain (hex): {h}": 64,
    "krypteringsnøkkelen (hex): {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "CUO-1311: token copied out of the browser's network tab {t}",
    "Cookie: lang=se; cuovga_sess={t}",
    "BOOKING_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "dá lea token: {t}",
    "tässä JWT: {t}",
    "tokenet e {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@cuovga.no"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.cuovga.no/realms/siida",
            "azp": "safari-desk",
            "roles": ["guide", "dispatcher"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the herd server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.cuovga.no.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TAXI_SIGNING_KEY": "{key}", "meter": "semel-3"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_hjell <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "CUO-1320, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "priváhtačoavdda:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "yksityinen avain SFTP-siirtoon:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "OKX Wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the old snowmobile-fund wallet\n{p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all of them": "english",
    "wiki page 'Siida fund wallet (retired)': {p}": "english",
    "lompakon palautuslause: {p}": "english",
    "wallet-sánit, vurke dáid munnje: {p}": "english",
    "the Murmansk cod buyer left his wallet words with us, in Russian: {p}": "russian",
    "lommeboka te den russiske kjøperen, gjenopprettingsorda: {p}": "russian",
    "safariasiakkaan lompakon sanat (turkkia), hän pyysi säilyttämään: {p}": "turkish",
    "the Japanese aurora guest's wallet recovery words, for the lost-property box: {p}": "japanese",
    "Taiwanese guest's wallet words, vurke dáid: {p}": "chinese_traditional",
    "den tsjekkiske gjesten sin gjenopprettingsfrase: {p}": "czech",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_words(rng: random.Random, lang: str, words_n: int) -> list[str]:
    """A phrase whose checksum ``Mnemonic(lang).check`` accepts, as its words (redrawn where the
    check refuses one: it does for some Russian and Turkish phrases)."""
    size = {12: 16, 15: 20, 18: 24, 24: 32}[words_n]
    for _ in range(1000):
        phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(size))))
        words = unicodedata.normalize("NFC", phrase).split()
        if _MNEMO[lang].check(" ".join(words)):
            return words
    raise ValueError(lang)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _seed_words(rng, _SEED_PLACES[template], [12, 24, 12, 18, 15][index % 5])
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


def _card(rng: random.Random, brand: str) -> str:
    if brand == "dankort":
        body = "5019" + _r(rng, D, 11)
        number = body + luhn.calc_check_digit(body)
        assert luhn.is_valid(number)
        return number
    return v.card(rng, brand)


_CARD_PLACES = [
    "[14:02] Heaika: the company card for the Lynx spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "CUO-1335: pay the Semel service visit with card {c}",
    "mu báŋkokortta nummir: {c}, {mm}/{yy}",
    "muu kortt nummeer: {c}",
    "miun pankkikortin numero on {c}, {mm}/{yy}",
    "kortin numero: {c} voimassa {mm}/{yy}",
    "mun kortin nro {c} ja vanhenee {mm}/{yy}",
    "kortnummeret mitt e {c}, går ut {mm}/{yy}",
    "her e kortet te fiskebua: {c}",
    "Dankort of the Danish stockfish buyer: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "dankort", "amex", "discover", "jcb", "maestro", "diners",
           "unionpay"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "dankort" if "Dankort" in template else _BRANDS[index % len(_BRANDS)]
    number = _card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


# Amex CIDs only (four digits, printed on the front), so that no planted value is shorter than four.
_CVV_PLACES = ["Amex {c} exp 03/36, the four-digit CID above the number: {cvv}",
               "the four little digits on the front of the Amex: {cvv}",
               "Amexa ovdabealde njeallje logu: {cvv}",
               "Amexin etupuolen neljä numeroa: {cvv}",
               "di fire sifran foran på Amex-kortet e {cvv}",
               "Amex-kortin etupuolen koodi on {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": _r(rng, D, 4)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Norway and Finland for the theme, and countries used least by a rough count over the IBAN shapes
# of heldouts 5 to 241; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"NO": "n" * 11, "FI": "n" * 14, "RU": "n" * 14 + "c" * 15, "FK": "aa" + "n" * 12,
                "AD": "n" * 8 + "c" * 12, "AL": "n" * 8 + "c" * 16, "CR": "0" + "n" * 17,
                "VA": "n" * 18}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the country whose IBAN it holds
    "Invoice CUO-2031-118: pay the Stanley fish buyer's refund to {i} within 14 days": "FK",
    "save the Andorran snowmobile dealer's IBAN: {i}": "AD",
    "Tirana tour operator's deposit, IBAN: {i}\nReference: aurora week 11, March": "AL",
    "[10:15] Randi: the Murmansk cod buyer's new bank details, IBAN {i}": "RU",
    "mu IBAN: {i}": "NO",
    "muu IBAN lij {i}": "FI",
    "miun IBAN on {i}": "NO",
    "tilinumero (IBAN): {i}": "FI",
    "mun IBAN on {i}, laita sinne": "FI",
    "IBAN'en min e {i}": "NO",
    "the Vatican museum shop pays the duodji order from {i}": "VA",
    "Costa Rican guest's refund account, IBAN {i}": "CR",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _birth(g: random.Random, year: int | None = None) -> str:
    """A birth date as DDMMYY, of an adult (born 1945 to 2005) unless ``year`` is given."""
    yy = (year if year is not None else g.randrange(1945, 2006)) % 100
    return f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{yy:02d}"


def _hetu(g: random.Random) -> str:
    """A Finnish henkilötunnus: a birth date, the century's sign, a serial and a check character,
    drawn until python-stdnum's `fi.hetu` accepts it."""

    def make(h: random.Random) -> str:
        year = h.randrange(1945, 2006)
        sign = h.choice("-Y") if year < 2000 else "A"
        return f"{_birth(h, year)}{sign}{h.randrange(2, 900):03d}{h.choice('0123456789ABCDEFHJKLMNPRSTUVWXY')}"

    return v.until(g, make, fi_hetu.is_valid)


def _ytunnus(g: random.Random) -> str:
    """A Finnish Y-tunnus (business id): seven digits, a dash and a check digit."""
    return v.until(
        g, lambda h: f"{h.choice('123')}{_r(h, D, 6)}-{h.choice(D)}", fi_ytunnus.is_valid
    )


def _fnr(g: random.Random) -> str:
    """A Norwegian fødselsnummer: a birth date, a serial and two check digits."""
    return v.until(g, lambda h: _birth(h) + _r(h, D, 5), no_fnr.is_valid)


def _orgnr(g: random.Random) -> str:
    """A Norwegian organisasjonsnummer: nine digits, the last a mod-11 check digit."""
    number = v.until(g, lambda h: h.choice("89") + _r(h, D, 8), no_orgnr.is_valid)
    return str(no_orgnr.format(number))


def _mva(g: random.Random) -> str:
    """A Norwegian MVA (VAT) number: NO, an organisation number and MVA."""
    return v.until(g, lambda h: f"NO{h.choice('89')}{_r(h, D, 8)}MVA", no_mva.is_valid)


def _kontonr(g: random.Random) -> str:
    """A Norwegian bank account number (kontonummer): eleven digits with a mod-11 check digit."""
    number = v.until(
        g, lambda h: h.choice(["1503", "4201", "4750", "9235"]) + _r(h, D, 7), no_kontonr.is_valid
    )
    return str(no_kontonr.format(number))


def _se_pnr(g: random.Random) -> str:
    """A Swedish personnummer: a birth date, a serial and a Luhn check digit."""
    return v.until(g, lambda h: f"{_birth(h)}-{_r(h, D, 4)}", se_pnr.is_valid)


def _kennitala(g: random.Random) -> str:
    """An Icelandic kennitala: a birth date, two digits, a check digit and the century."""
    return v.until(g, lambda h: f"{_birth(h)}-{_r(h, D, 3)}{h.choice('90')}", is_kennitala.is_valid)


def _fi_passport(g: random.Random) -> str:
    """A Finnish passport number (the shape is a guess): two letters and seven digits."""
    return g.choice(["FP", "XP", "PA"]) + _r(g, D, 7)


def _no_passport(g: random.Random) -> str:
    """A Norwegian passport number (the shape is a guess): two letters and seven digits."""
    return g.choice(["FH", "FJ", "FN"]) + _r(g, D, 7)


def _kjoreseddel(g: random.Random) -> str:
    """A Norwegian taxi driver's permit (kjøreseddel) number: a guessed shape, no public check."""
    return f"KS-{g.randrange(1990, 2032)}-{_r(g, D, 6)}"


def _ajolupa(g: random.Random) -> str:
    """A Finnish taxi driver's permit (taksinkuljettajan ajolupa): a guessed shape."""
    return "TX" + _r(g, D, 9)


def _ehic(country: str) -> Maker:
    """A European Health Insurance Card's card number: 80, the country's numeric code and fifteen
    digits (its own check, if any, is not drawn here)."""
    return lambda g: f"80{country}{_r(g, D, 15)}"


def _fi_licence(g: random.Random) -> str:
    """A Finnish driving licence number: a guessed shape, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _fiskermanntall(g: random.Random) -> str:
    """A registration in Norway's fishermen's register: a guessed shape, no public check."""
    return f"FM-{g.choice(['F', 'T'])}-{_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "hetu for the Inari reindeer-owner form: {s}": _hetu,
    "Kaisa: miun henkilötunnus on {s}, elä anna sitä eteenpäin": _hetu,
    "mun hetu on {s}": _hetu,
    "Y-tunnus of the Saariselkä safari firm, for the Kyyti contract: {s}": _ytunnus,
    "safarifirman y-tunnus on {s}": _ytunnus,
    "fødselsnummeret mitt e {s}": _fnr,
    "Biret: mu riegádannummir lea {s}": _fnr,
    "Norwegian birth number of the new taxi driver: {s}": _fnr,
    "organisasjonsnummeret te tørrfesk-firmaet e {s}": _orgnr,
    "org. no. of the Vadsø fish-drying company, for the customs form: {s}": _orgnr,
    "MVA-nummer for fakturaen te Karasjok-butikken: {s}": _mva,
    "kontonummeret te Randi e {s}": _kontonr,
    "personnummer of the Karesuando herder who buys our calves: {s}": _se_pnr,
    "Gárasavvona boazoeaiggáda personnummer: {s}": _se_pnr,
    "kennitala of the Icelandic stockfish consultant: {s}": _kennitala,
    "passin numero: {s}": _fi_passport,
    "passnummeret mitt e {s}": _no_passport,
    "kjøreseddel-nummeret mitt e {s}": _kjoreseddel,
    "Jouni: ajoluvan numero {s}, tarviit sen kyytisopimukseen": _ajolupa,
    "helsetrygdkortet mitt, kortnummer {s}": _ehic("578"),
    "ajokortin numero on {s}": _fi_licence,
    "Kjell: fiskermanntall-nummeret mitt e {s}": _fiskermanntall,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Lemonsoft 2FA backup codes\n{codes}",
            "spare sign-in codes for the shop's Google Workspace: {codes}",
            "Tradera recovery codes: {codes}",
            "2FA várrekodat:\n{codes}",
            "varakoodit (Smartum): {codes}",
            "reservekodene te FINN: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Kassamagneetti:sanna.v@cuovga.fi?secret={s}&issuer=Kassamagneetti&period=30",
              "manual setup key for the Nocfo login (the QR code would not scan): {s}",
              "TOTP-avain Heeros-tilille: {s}",
              "2FA-nøkkelen te Finago: {s}"]  # fmt: skip
_CODES = ["{c} is your Kide.app verification code",
          "Valopilkku: kirjautumiskoodisi on {c}",
          "Engangskoden din fra DNB e {c}. Ikke del den med nån",
          "S-Pankki vahvistuskoodi: {c}",
          "Čuovga Safaris: du sisačáliheami koda lea {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Cuovga-Garage", "CUOVGA-HJELL-5G", "Telenor-Vadso-2G", "DNA-WLAN-7F21", "Elisa-Inari-5G",
          "Safari-Kiilopaa", "Duodji-Karasjok", "Taxi3-Hotspot", "Nuorgam-Fiskebu", "Gardi-Kamera",
          "Siida-Kautokeino", "Telia-Utsjoki-4G", "Kelkkatalli", "Suolocielgi-Gjest"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\npassword: {pw}",
    "airOS system.cfg on the hjell bridge:\nwpa.1.ssid={s}\nwpa.1.psk={pw}",
    "/interface wifi set wifi1 configuration.ssid={s} security.authentication-types=wpa2-psk security.passphrase={pw}",
    "sdkconfig of the drying-rack sensor:\nCONFIG_EXAMPLE_WIFI_SSID=\"{s}\"\nCONFIG_EXAMPLE_WIFI_PASSWORD=\"{pw}\"",
    "the key printed under the Zyxel box at the fish camp: {pw}",
    "guest wifi at the safari office: {s} / {pw}",
    "wifi {s} beassansátni: {pw}",
    "{s} wifi peessâmsääni lii {pw}",
    "wifi {s} pääʹssemsääʹnn: {pw}",
    "wifi {s}, passordi on {pw}",
    "wlanin {s} salis on {pw}",
    "verkko {s}, salasana {pw}",
    "wifi'en {s} har passorde {pw}",
    "trådløst nett {s}, nøkkel: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("kiky_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("tm_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the preview hides it) {t}", "bustávvas bustávvii: {t}", "merkki kerrallaan: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["gammu entersecuritycode PIN {pw}  # SIM of the hjell modem",
          "nøkkelboksen ved skuterbua har kode {pw}",
          "avainsäilön koodi kelkkatallilla: {pw}",
          "the padlock on the Gárdi fuel tank: {pw}",
          "uksa koda, duodjegávpi: {pw}",
          "the key safe at the Kiilopää bunkhouse takes {pw} then the lever",
          "porttikoodi poroerotusaidalle: {pw}",
          "SIM-kortin PIN taksin mittarissa: {pw}",
          "PIN-koden te bankkortet e {pw}, ikke si det te nån"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["heargi", "sarvvis", "miessi", "suohpan", "skrei", "hjell", "lodde", "goahti",
                 "beaska", "guksi", "niibi", "luhkka", "tundra", "ruvsso", "kuksa", "varit"]  # fmt: skip
_PHRASES = {"F-Secure ID PROTECTION master passphrase for the herd files: {p}": " ",
            "Steganos Password Manager passphrase: {p}": " ",
            "Keepass2Android database passphrase: {p}": "-",
            "Norton Password Manager vault passphrase: {p}": ".",
            "váldobeassansátni: {p}": " ",
            "pääsalasana (lause): {p}": "_",
            "hovedpassfrasen e {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Varnish VCL for the booking backend: set req.http.Authorization = \"Basic {v}\";": True,
    "Step CI workflow, headers:\n  Authorization: Bearer {v}": False,
    "artillery.yml:\n  config:\n    defaults:\n      headers:\n        Authorization: \"Basic {v}\"": True,
    "vegeta targets file:\nGET https://api.cuovga.no/v1/trips\nAuthorization: Bearer {v}": False,
    "README of the booking API: curl -H 'Authorization: Basic {v}' https://api.cuovga.no/v1/bookings": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "bareos-dir.d/client/hjell-fd.conf:\nClient {{\n  Name = hjell-fd\n  Address = hjell-plc.cuovga.lan\n  Password = \"{pw}\"\n}}",
    "/etc/ha.d/authkeys:\nauth 1\n1 sha1 {pw}",
    "drbd.d/r0.res:\nresource r0 {{\n  net {{\n    cram-hmac-alg sha1;\n    shared-secret \"{pw}\";\n  }}\n}}",
    "MMDVM.ini on the Kautokeino hotspot:\n[DMR Network]\nEnable=1\nAddress=dmr.example.net\nPassword={pw}",
    "DMRGateway.ini:\n[DMR Network 1]\nName=BM_2421\nPassword={pw}",
    "svxlink ModuleEchoLink.conf:\nCALLSIGN=LA9CUO-L\nPASSWORD={pw}",
    "crypto ikev2 keyring VADSO-KARASJOK\n peer karasjok\n  address 198.51.100.20\n  pre-shared-key local {pw}\n  pre-shared-key remote {pw}",
    "tacacs-server host 10.20.0.5\ntacacs-server key {pw}",
    "pgadmin compose env:\n  PGADMIN_DEFAULT_EMAIL: ops@cuovga.no\n  PGADMIN_DEFAULT_PASSWORD: {pw}",
    "mongo-express:\n  ME_CONFIG_BASICAUTH_USERNAME: ops\n  ME_CONFIG_BASICAUTH_PASSWORD: {pw}",
    "couchdb local.ini:\n[admins]\nadmin = {pw}",
    "arangodb.env:\nARANGO_ROOT_PASSWORD={pw}",
    "influxdb compose env:\n  DOCKER_INFLUXDB_INIT_USERNAME: hjell\n  DOCKER_INFLUXDB_INIT_PASSWORD: {pw}",
    "Ghost config.production.json env: database__connection__password={pw}",
    "listmonk.env:\nLISTMONK_app__admin_username=shop\nLISTMONK_app__admin_password={pw}",
    "sftpgo.env:\nSFTPGO_DEFAULT_ADMIN_USERNAME=ops\nSFTPGO_DEFAULT_ADMIN_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Svein: garage wifi password?\nHeaika: {pw}",
    "[06:12] Ovllá: root pw for the herd server?\n[06:13] Biret: {pw}",
    "Piera: {pw} is the new Semel admin password",
    "Tuomas: use {pw}, that's what the Fidelix has now",
    "[21:40] Elle: ođđa beassansátni lea {pw}",
    "Iŋgá: uđđâ peessâmsääni lii {pw}",
    "Feodor: ođđ pääʹssemsääʹnn lij {pw}",
    "Lempi: uusi passordi on {pw}",
    "[08:01] Pirjo: uus salis on {pw}",
    "Hilde: nytt passord e {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


def _bitlocker(g: random.Random) -> str:
    """A BitLocker recovery password: eight groups of six digits, each a multiple of 11."""
    return "-".join(f"{g.randrange(0, 65536) * 11:06d}" for _ in range(8))


def _filevault(g: random.Random) -> str:
    return "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(6))


def _cryptenroll(g: random.Random) -> str:
    """A systemd-cryptenroll recovery key: eight groups of eight modhex characters."""
    return "-".join(_r(g, "cbdefghijklnrtuv", 8) for _ in range(8))


_RECOVERY = {
    "BitLocker recovery key of the Karasjok shop laptop: {k}": _bitlocker,
    "FileVault recovery key of the safari office Mac: {k}": _filevault,
    "systemd-cryptenroll --recovery-key printed this for the hjell NUC:\n{k}": _cryptenroll,
    "BitLocker-gjenopprettingsnøkkelen te taxi-PCen: {k}": _bitlocker,
    "palautusavain (FileVault), Kiilopään kone: {k}": _filevault,
    "máhccahančoavdda (BitLocker): {k}": _bitlocker,
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")


_HIDDEN = [
    "sala\u200bsana: {pw}",
    "beassan\u00adsátni {pw}",
    "pass\u200cordet e {pw}",
    "ѕаlаѕаnа → {pw}",
]
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions, with recovery keys).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 58), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 6), (_hidden, 4),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return " ".join(_seed_words(g, "english", 12))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Semel admin password is": "{s}", "Fidelix service pw:": "{s} (since the panel swap in March)",
    "Mu beassansátni lea": "{s}", "Produal password": "{s}\nchange it after the drying season",
    "Muu peessâmsääni lii": "{s}", "pääʹssemsääʹnn:": "{s}", "miun passordi on": "{s}",
    "salis on": "{s} kiitti", "passorde e": "{s}",
    "the password Heaika shouted over the snowmobile engine was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Siirto API key", "{s}", _j((HEX, 40))),
    ("split_token", "Timma key:", "{s} (booking sync)", _j("tm_", (ALNUM, 40))),
    ("split_token", "Frends API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/35", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FK"))),
    ("split_backup", "Lemonsoft recovery codes", "{s}\nkqpe41-x7mz\nrtvn08-c2hd", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "hetu", "{s}", _hetu),
    ("split_phrase", "Steganos passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"semel": {"url": "https://meter-2.taxi.cuovga.fi", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"beassansátni": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "heaika", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"dryers": [{"name": "hjell-a"}, {"name": "hjell-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["artemis", "create", "/var/lib/hjell-broker", "--user", "ops", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "kelkkatallin koneen salasana on {s}"}': ("meta_password", _plain_pw),
    '{"salasana": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Fidelix panel as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"siirto": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"assentlySecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"logtrade_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 42))),
    '{"payment": {"card_number": "{s}", "exp": "05/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "dankort"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AD")),
    '{"driver": {"fodselsnummer": "{s}"}}': ("meta_id", _fnr),
    '{"mfa": {"backup_codes": ["{s}", "kqpe41-x7mz", "rtvn08-c2hd"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"snowmobile_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lwm2m": {"psk_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_tank": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "CUOVGA-HJELL-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"fidelix-fx3000-fw-5.12.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/cuovga/booking-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add aurora-night surcharge", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"hjell: revert humidity threshold", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"calf-marking_2031-07-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"herd-register-export-2031-q4.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Semel taximeter password before the inspection on 2031-09-18.",
    "Heaika asked for the garage wifi password; it's on the card in the safari office drawer.",
    "Policy: group passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into the group chat; send a vault link instead.",
    "The `.env.example` line `SIIRTO_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Fidelix panel asks for a new service password after every firmware update.",
    "Replace <YOUR_TIMMA_KEY> in the README with the key from the Timma dashboard.",
    "ASSENTLY_API_SECRET and LOGTRADE_API_KEY must be set before the nightly sync runs.",
    "Ale muital iežat beassansáni geasage.",
    "Ele muitâl peessâmsääni kiäsánii, takkâ.",
    "Pääʹssemsääʹnn ij ǩiõčč nuʹtt kuhttu.",
    "Elä anna passordia kelleekhään, kiitos.",
    "älä ikinä kerro salista kellekään",
    "Ikke si passorde te nån, sjøl om dem spør pent.",
    "Beassansátni galgá leat unnimusat 16 mearkka.",
    "Salasanassa pitää olla vähintään kuusitoista merkkiä.",
    "Passorde må ha minst seksten tegn, ellers godtar ikke systemet det.",
    "Upgraded the Fidelix firmware from 5.11 to 5.12 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the aurora-night surcharge to bookings.",
    f"Rolled back to {_SHORT} after the humidity alarm threshold broke the hjell alerts.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The FX-3000 firmware 5.12 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of herd-register-export-2031-q4.parquet: {_SHA512}",
    f"The booking API container runs ghcr.io/cuovga/booking-api@sha256:{_IMAGE}.",
    f"MD5 of calf-marking_2031-07-02.csv is {_MD5}, same as the copy on the herd share.",
    "Request id 3f9c2a71-8d4e-4b06-a5c3-7e1f0b9d2c46 is the slow one in the Kyyti logs.",
    "Order CUO-ORD-2031-00718: two guksi cups and a silver brooch ship to Tromsø on Thursday.",
    "CUO-1187: the Vadsø hjell humidity alarm keeps tripping at night.",
    "Call the Karasjok shop on +47 78 46 70 12 before noon, or Inari on +358 16 671 204.",
    "Stockfish lot VAD-2031-TF-0412, 320 kg, grade Prima; the Italian buyer wants it in 50 kg bales.",
    "HS code 0305.51 is dried cod, not salted; 0208.90 covers reindeer meat.",
    "Postcodes: Kautokeino 9520, Karasjok 9730, Vadsø 9800, Inari 99870, Saariselkä 99830, Utsjoki 99980.",
    "The border taxi runs Utsjoki–Karigasniemi on road 970 and crosses at the Tana bridge on the E75.",
    "Hjell B is 42 m long; a bundle of stockfish weighs about 25 kg when it comes down in June.",
    "The Lynx 69 Ranger 2031 and the Ski-Doo Skandic 2030 are due for service at 2 000 km.",
    "ISBN 978-82-7374-195-0 is the duodji pattern book on the shop shelf.",
    "Ask Heaika for the fuel-tank padlock code, I don't have it.",
    "My card ending 4471 was declined at the Ivalo hardware store.",
    "The Murmansk buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the shop's Lemonsoft account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TIMMA_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Gárdi fuel tank freezes at minus thirty; bring the lighter.",
    "Kyyti moved the API key page under Settings › Developers in its March release.",
    "The guest wifi 'Suolocielgi-Gjest' is open, no password needed.",
    "Calf marking at Gárdevárri: 418 calves, 37 without a mother's mark, 2031-07-02 to 07-05.",
    "Aurora forecast for Saariselkä tonight: Kp 5, clear sky after 22:00.",
    "Taxi 3 (ZKT-418) needs new studded tyres before the first snow.",
    "The earmark register lists our siida's marks; the book is public at the reindeer office.",
    "Invoice 2031-0412 from the Semel dealer: 1 240 NOK for the calibration visit.",
    "Tromsø–Alta–Kautokeino bus 148 leaves at 07:35, reservation CUO-BUS-88120.",
    "Mu beassansátni lea vurkejuvvon vault:ii, ii ge dáppe.",
    "Salasana on tallessa holvissa, kysy Sannalta.",
    "Passorde ligg i vaulten, spør Randi.",
    "Tracking number 70730123456789012 for the gákti fabric parcel from Oslo.",
    "The Fidelix BACnet device instance 4120 and object AI-7 show the hjell humidity.",
    "Lot GUK-2031-07: 24 guksi cups of curly birch, each stamped with the maker's initials.",
    "Snowmobile route 64 from Inari to Kaamanen is closed until the ice on Ukonselkä holds.",
    "The PIN pad of the shop terminal was replaced; no code is needed for contactless under 50 euros.",
    "Máret's calf-marking notes: 12 miessi, 4 varit, 3 vuonjal from the Gárdevárri corral.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/cuovga/semel", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "CUO-1187", "order": "CUO-ORD-2031-00718"}',
    '{"lot": {"id": "VAD-2031-TF-0412", "weight_kg": 320, "grade": "Prima"}}',
    '{"phone": "+47 78 46 70 12", "town": "Karasjok", "postcode": "9730"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "calves_marked": 418}',
    '{"hs_code": "0305.51", "origin": "NO", "description": "stockfish, dried cod"}',
    '{"route": "970", "from": "Utsjoki", "to": "Karigasniemi", "km": 101}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
