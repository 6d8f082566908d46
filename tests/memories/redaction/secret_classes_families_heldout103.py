# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-second's docstring, the fifth
to hundred-and-second only to search them (grep) for the languages, wordings, tools, vendors, id
kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way the hive-site keepers, extraction and packing crews,
wax buyers, mobile-money agent, forest guards and office of Musamba Forest Honey (a fictional
network of beekeeping and wild-honey co-operatives) leak secrets into an assistant's memory: bark
and top-bar hives around Mwinilunga, Ikelenge, Kabompo, Manyinga, Zambezi, Chavuma, Kasempa and
Solwezi in Zambia's Northwestern Province, Luena, Cazombo, Lumbala N'guimbo and Luau in Angola's
Moxico, Likasi, Kolwezi, Sakania and Kasumbalesa in the Congo's Katanga (a beeswax buying and export
office at Lubumbashi), Tabora, Urambo, Sikonge, Kaliua and Ipole in Tanzania's miombo, and Lichinga,
Mecula, Marrupa and Mavago by Mozambique's Niassa reserve; a honey-processing plant at Kabompo, a
mobile-money agent's till at Mwinilunga, a forest-guard radio net (West Lunga, Lumbala, Ugalla,
Mecula) and buyers in Bremen, Felixstowe, Tiel and Jebel Ali. The texts are WhatsApp and WhatsApp
Business, Telegram, imo, Signal, Messenger Lite, Botim, Teams, Google Chat, Element, Zello, Viber,
Threema and Rocket.Chat messages and SMS, Google Keep, Samsung Notes, OneNote and Joplin notes,
Trello cards, Zammad, osTicket, Freshdesk and MantisBT tickets, e-mails, incident notes, a runbook,
README fragments, shell history (PowerShell, cmd, Termux, JuiceSSH, ConnectBot, MobaXterm, Git Bash,
zsh, fish, Xshell, FinalShell, Tabby, Warp, iTerm2, Cmder, SecureCRT, Bitvise), configs, code
(Python, Perl, Lua, VBA, a C header, JavaScript, PHP), voice-dictated text and requests to the
assistant itself, around the panels of honey, wax, radio, power, network, camera, office and payment
hardware (a Swienty extractor's control box, a Thomas radial extractor, a Lega uncapper-extractor, a
Dadant settling-tank heater, an Atago PAL-22S refractometer, a Bruker FoodScreener, a Herma 500
labeller, TSC TTP-244 Pro and Zebra ZD421 printers, a Dini Argeo DFWL indicator, a Dantherm
dehumidifier, Apimaye and NodeMCU hive scales on LoRaWAN, a Motorola SLR 5700 repeater and its
MOTOTRBO CPS, a Hytera repeater, a Codan Envoy X2 and a Barrett 2050 HF set, an Iridium GO!,
Spypoint trail cameras, a DJI Mavic 3T, a Hikvision DS-7608NI NVR, a Victron Cerbo GX, an Epever
Tracer, a Kipor generator, Ubiquiti LiteAP and Cambium ePMP 1000 links, a Teltonika RUT240, a Huawei
B311, a Kyocera ECOSYS M2540dn, a PAX A920 till, TallyPrime and Sage Pastel). Tools none of heldouts
5 to 102 names: imaptest, FreeArc's `arc`, Gradle's `signing.password`, `adb shell input text`,
Asterisk's AMI `Action: Login` over nc, `lsrunas`, `sanur`, `mas signin`, xcodes
(`XCODES_PASSWORD`), `osascript`'s `do shell script … password`, `clip.exe`, `pastebinit`, connect's
`HTTP_PROXY_PASSWORD`, `msaccess.exe /pwd`, `fwknop --key-rijndael`, `repair-bde -rp` (a BitLocker
recovery password), `innoextract --password`, `cewl --auth_pass`, `wapiti --auth-cred`, `netplan
set`, `security create-keychain -p` and OpenWrt's `sms_tool` (a SIM PIN); the configs and code of
talkkonnect, OpenMQTTGateway, Mojaloop's central-ledger, FreeDMR, NodeMCU's `wifi.sta.config`, an
Excel macro's `Unprotect Password:=`, Perl's DBI, Net::SMTP and Net::FTP, Python's MinIO client,
pycurl, Fabric's `connect_kwargs` and growattServer; beside them the commands the product names
(sshpass, mysql, curl, 7z, openssl, gpg, plink, xfreerdp, net use, mosquitto_pub, ipmitool,
smbclient, sudo -S) and configs of Django, .NET and a YAML service in layouts of its own. About 40 %
of the texts are in other languages than English (by a rough count of the drawn samples): Luvale,
Lunda (Ndembu), Kaonde, Chokwe, Mbunda, Nyamwezi, Sukuma and Ciyawo (Yao), which no earlier
docstring names, and Swahili (Tanzanian, and Katanga's Swahili mixed with French), Portuguese
(Angolan and Mozambican), French, Bemba, Nyanja, Lingala, German, Gulf Arabic, Italian, Dutch,
Spanish, Simplified Chinese, Hindi, Gujarati and Afrikaans (with Czech, Korean and Turkish in one
seed phrase's line each) in wordings of their own. The eight new languages' wordings are the
author's approximations, checked by no speaker, built around their pronouns and possessives and the
loanwords people there really text (password, email, wifi, laptop, server, IBAN, API key, PIN,
passport, namba, kodi, padlock): Luvale's `yami` and `yetu` ("my", "our"), `lijina` ("name"), `lizu`
("word"), `kaha` ("then"), `yaha` ("new") and `kanda mwalweza mutu` ("don't tell anyone"); Lunda's
`Shikenu mwani` (a greeting), `yami` and `yenu` ("my", "your") and `muyilame` ("keep it"); Kaonde's
`yami`, `kabiji` ("and then"), `twasanta mwane` ("thank you, sir") and `kuleka kulweza muntu`;
Chokwe's `Moyo!` (a greeting), `yami` and `muyihake yika`; Mbunda's `yange` ("my") and `ite
mukuiyuvwila`; Nyamwezi's `Mwangaluka!` (a greeting), `yane` ("my"), `hanuma` ("afterwards") and
`ulekage kumubula munhu`; Sukuma's `yane`, `nalumba` ("thank you") and `ulekage kumulagila munhu`;
Ciyawo's `jangu` ("my", with Yao's j), `Moni achimwene` ("hello, brother"), `ikomo` ("thank you"),
`liloŵe` ("word", with Yao's ŵ), `kaneko` ("later"), `sambano` ("now"), `nambala` ("number") and
`mkasimsalila mundu jwalijose`: all guesses after published word lists or neighbouring languages
(the Bemba, Nyanja and Lingala lines are the author's own too). Vendors (BroodMinder, HiveTracks,
Apiary Book, Pollenity, BuzzBox, BeeHero, ApisProtect, SolutionBee, 3Bee, Beewise, Picterra,
OroraTech, NASA FIRMS, Rainforest Connection, Smart Parks, Bongolive, NextSMS, Tigo Pesa, HaloPesa,
DPO Group, Unitel Money, ProxyPay, Lipila, Sparco, Broadpay, Zoona, Maxicash, Illico Cash,
Afrimoney, Banco BAI, Millennium BIM, Magnati, Mashreq, Al Rajhi, Afterbuy, Xentral, Pickware,
orgaMAX, Otto Market, Kaufland, Plentymarkets, Despatch Bay, Interparcel, ParcelHero, Zenstores,
Zoho Books, MyDHL, Grindrod, Circulor and AgUnity) are ones heldouts 5 to 102 do not name; where a
vendor publishes no token shape the shape here is the author's guess (FIRMS' 32 hex digits as its
map key, DPO's upper-case UUID company token, Kaufland's client key of 32 hex digits and secret key
of 64, Zoho's `1000.` refresh token and Plentymarkets' JWT are as the author believes them;
HiveTracks' `ht_`, ApisProtect's `ap_live_`, OroraTech's `oro_`, Lipila's `lsk_`, Sparco's
`sp_sec_`, 3Bee's and Circulor's JWTs and every other shape are guesses). The ids are kinds heldouts
5 to 102 do not use, and none carries a check a library or this file verifies (python-stdnum has no
module for them): Zambia's ZRA TPIN, NHIMA member number, PACRA company number and a Forestry
Department honey and beeswax export permit, Angola's company NIF (AGT), foreign resident's card and
driving licence, the DR Congo's RCCM number, Id.Nat. and passport, Tanzania's voter card, TFS
forest-produce transit pass, BRELA company number, PSSSF member number, passport and an apiary
registration under the Beekeeping Act (its numbering wholly invented), a Mozambican alvará, a German
EORI number, a UK Government Gateway user ID and a Companies House authentication code, and a Dubai
trade licence number, drawn in the shape the author believes they are printed in; the Congolese and
Tanzanian passports and the Angolan licence stand under Luvale, Nyamwezi and Chokwe possessives,
likewise unchecked. Card numbers pass Luhn (Visa, Mastercard, UnionPay, Amex, Maestro, JCB, Discover
and Diners from the value helpers, checked with python-stdnum's `luhn`). The IBANs are of the
countries used least by a rough count over the IBAN shapes of heldouts 5 to 102 (Germany, the United
Kingdom, the Netherlands, Norway and Czechia, five corpora each, and Burundi, Djibouti and Belgium,
six), drawn until `stdnum.iban` validates them (with Belgium's and Norway's national checks); seed
phrases come from `mnemonic`'s English, Portuguese, French, Italian, Spanish, Czech, Simplified
Chinese, Korean and Turkish lists, each from random entropy, so its checksum holds. 390 texts hold a
secret, 20 field pairs and 20 metadata samples (430 scored), with 60 clean texts and 10 clean
metadata samples that must be kept: digests after the word that names them, a commit, versions, a
request's UUID, a purchase order, tickets, a TAZARA train booking, a phone number, an ISBN, a Land
Cruiser's plate, hive weights, honey moisture and HMF, temperatures and loads, a `replace-me`
placeholder and prose about passwords in the languages above.
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

SEED = 103_468_217
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


# Miombo trees by their local names, the bee words of the region's languages, the co-operative's
# places and people: what its staff build passwords from.
_TREES = ["Mutondo", "Musamba", "Mupapa", "Muputu", "Mukula", "Mukwa", "Mulombwa", "Musuku",
          "Mubanga", "Mwanga", "Miombo", "Isoberlinia", "Julbernardia", "Brachystegia"]  # fmt: skip
_BEE = ["Nyuki", "Mzinga", "Ubuchi", "Asali", "Uchi", "Nta", "Ratel", "Honeyguide", "Propolis",
        "Scutellata", "Brood", "Smoker", "Swarm", "Comb", "Barkhive", "Queen", "Nectar"]  # fmt: skip
_PLACES = ["Mwinilunga", "Kabompo", "Zambezi", "Chavuma", "Kasempa", "Solwezi", "Ikelenge",
           "Manyinga", "Luena", "Cazombo", "Lumbala", "Luau", "Lubumbashi", "Kolwezi", "Likasi",
           "Kasumbalesa", "Sakania", "Tabora", "Urambo", "Sikonge", "Kaliua", "Ipole", "Lichinga",
           "Mecula", "Marrupa", "Mavago", "Bremen", "JebelAli"]  # fmt: skip
_NAMES = ["Kulwa", "Shija", "Masanja", "Neema", "Rehema", "Maduhu", "Chinyama", "Kayombo",
          "Sakeji", "Mwondela", "Kakoma", "Kapoko", "Mukumbi", "Domingos", "Adelino", "Esperanca",
          "Celestina", "Ilunga", "Bijou", "Tresor", "Kabamba", "Fiston", "Mussa", "Saide",
          "Amisse", "Awa", "Fiona", "Jorg", "Mariam", "Faisal"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["Ny5uk1", "M10mb0", "Mz1ng4", "B33sw4x", "H0n3yGu1d3", "Pr0p0l1s", "R4t3l", "Mut0nd0",
         "As4l1"]  # fmt: skip


def _drum(g: random.Random) -> str:
    """A honey drum's or a wax block's weight, the way the plant crew jokes a password together."""
    kind = g.choice(["Drum", "Wax", "Comb", "Bucket", "Jerrycan"])
    return f"{kind}{g.choice([20, 25, 50, 200, 250, 300])}kg{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_TREES)}{g.choice(_BEE)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_BEE, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&!?*", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    _drum,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(['wax', 'honey', 'nta', 'mel', 'miel', 'asali'])}_{g.randrange(1990, 2033)}",
    lambda g: f"Batch{g.randrange(100, 1000)}{g.choice(_TREES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(['RANGER', 'BASE', 'TRBO', 'HFNET', 'LUNGA'])}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Keeps{g.choice(_BEE)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, group 'Kabompo extraction shed': the Swienty extractor's control box password is {pw}",
    "Telegram from Kulwa: Thomas radial extractor panel password {pw}",
    "imo message from Chinyama: password for the Dadant settling-tank heater controller {pw}",
    "Signal, note to self: TSC TTP-244 Pro label printer web password {pw}",
    "Messenger Lite from Domingos: Atago PAL-22S refractometer app account password {pw}",
    "Botim chat with the Jebel Ali buyer's QA desk: their supplier portal password for us is {pw}",
    "Teams chat during the Bremen QA call: Bruker FoodScreener portal password {pw}",
    "Google Chat, space #wax-export: Herma 500 labeller HMI password {pw}",
    "Element room 'forest guards': Motorola SLR 5700 repeater CPS password {pw}",
    "Zello channel text, West Lunga base: Codan Envoy X2 admin password {pw}",
    "Viber from Adelino: Barrett 2050 HF programming password {pw}",
    "WhatsApp Business, Mwinilunga agent till: PAX A920 admin password {pw}",
    "SMS from Kayombo: Teltonika RUT240 router admin password {pw}",
    "Telegram, #niassa-sites: Huawei B311 router web password {pw}",
    "Rocket.Chat, Lubumbashi wax office: Kyocera ECOSYS M2540dn admin password {pw}",
    "Threema from Jorg: the Bremen warehouse Zebra ZD421 printer password {pw}",
    "Google Keep note 'sites': Spypoint app password for the Ugalla trail cameras {pw}",
    "Samsung Notes: DJI account password for the Mavic 3T {pw}",
    "OneNote page 'plant': Hikvision DS-7608NI NVR admin password {pw}",
    "Joplin note 'Sikonge store': Epever Tracer cloud password {pw}",
    "Trello card 'Tabora store': Kipor generator controller password {pw}",
    "Zammad ticket #2231: Ubiquiti LiteAP web password {pw} rejected since the 8.7 firmware",
    "osTicket #8812: Cambium ePMP 1000 password {pw}, please reset",
    "Freshdesk #41207: Iridium GO! exec account password {pw}",
    "MantisBT #771: Sage Pastel Partner admin password {pw}",
    "Dear Mussa,\n\nthe Lichinga office NAS admin password is {pw}. Delete this once it is in the vault.\n\nBest,\nFiona",
    "Incident 2032-08-19: the Kasumbalesa border laptop was left unlocked; its Windows password {pw} is burnt, rotate it",
    "Runbook: honey-room dehumidifier\n1. open the Dantherm controller\n2. user: service\n3. password {pw}\n4. set the RH target to 55 %",
    "README.md, radio room\nthe MOTOTRBO CPS 2.0 codeplug is read-protected, password `{pw}`.",
    "my Banco Sol internet banking password is {pw} now",
    "please remember my Letshego app password for me: {pw}",
    "dictated: the Halotel self-care password is {pw} full stop",
    "note to self: Apimaye hive-scale app password {pw}",
    "password yami ya email: {pw}",
    "password ya wifi yetu ku Kabompo: {pw}",
    "Shikenu mwani, password yami ya laptop: {pw}",
    "password yami ya email {pw}, twasanta mwane",
    "Moyo! password yami ya Gmail: {pw}",
    "password yange ya computer ya ku Luena: {pw}",
    "Mwangaluka! password yane ya email: {pw}",
    "password yane ya simu ni {pw}, nalumba",
    "Moni achimwene, password jangu ja email: {pw}",
    "nenosiri la kompyuta ya ghala la nta ni {pw}, lifute ukishalisoma",
    "mot de passe yangu ya laptop ya bureau ni {pw}",
    "ipassword yandi iya email ni {pw}",
    "password yanga ya foni ndi {pw}",
    "mot de passe na ngai ya email ezali {pw}",
    "a palavra-passe do portátil do armazém de cera é {pw}",
    "le mot de passe du PC de la cirerie à Likasi, c'est {pw}",
    "Kennwort für den Honig-Wareneingang in Bremen: {pw}",
    "كلمة السر لحساب المورّد في بوابة دبي هي {pw}",
    "la password del pannello dello smielatore Lega è {pw}",
    "het wachtwoord van het inkoopportaal van de honingimporteur is {pw}",
    "蜂蜡仓库那台电脑的密码：{pw}",
    "दुकान वाले लैपटॉप का पासवर्ड अब {pw} है",
    "ઓફિસના કમ્પ્યુટરનો પાસવર્ડ {pw} છે",
    "die wagwoord vir die Walvisbaai-pakhuis se rekenaar is {pw}",
    "la clave del portal del proveedor de tarros en Valencia es {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["kulwa", "shija.m", "masanja", "neema", "rehema.n", "maduhu", "chinyama", "kayombo",
          "sakeji", "mwondela", "kakoma.k", "kapoko", "domingos", "adelino.s", "celestina",
          "ilunga", "bijou.k", "tresor", "kabamba", "mussa", "saide.a", "amisse", "fiona.r",
          "joerg", "mariam", "faisal", "svc-lims", "radio-ops", "wax-export", "agent-mwinilunga"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Kulwa: the Swienty panel login is {u} / {pw}",
    "Zammad #2240: {u} locked out of the TallyPrime server, last password {pw}",
    "user {u} pass {pw}",
    "Joplin › Plant › Scales › Dini Argeo: {u} — {pw}",
    "| kit | login | pw |\n|---|---|---|\n| Herma 500 HMI | {u} | {pw} |",
    "sign in to the Cerbo GX as {u} with {pw}",
    "Iridium GO! login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: nvr-kabompo\n  user: {u}\n  pass: {pw}",
    "Teams, Neema: TallyPrime user {u}, its password {pw}",
    "Adelino says the Barrett login is {u}, with {pw} as its password",
    "app;login;secret\npastel-partner;{u};{pw}",
    "ssh {u}@plant-nuc.musamba.lan (password {pw})",
    "Rocket.Chat: creds for the Kyocera are {u} and {pw}",
    "lijina yami {u}, password {pw}",
    "user yami {u}, password yami {pw}, kabiji ku server",
    "akaunti ya {u}, nenosiri lake {pw}",
    "login ya {u} ezali na mot de passe {pw}",
    "o utilizador é {u} e a senha dele é {pw}",
    "user yane {u}, password {pw}, nalumba",
    "username jangu {u}, password jangu {pw}",
    "Benutzername {u}, Kennwort {pw}",
    "اسم الدخول {u} والرقم السري {pw}",
    "用户名 {u}，密码 {pw}，别外传",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["mutondo", "musamba", "mupapa", "muputu", "mukula", "mulombwa", "musuku",
               "nyuki", "mzinga", "ubuchi", "asali", "ratel", "honeyguide", "propolis",
               "brachystegia", "julbernardia"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password: the tree {w}, no capitals, followed by the digits {d}",
    "Kulwa says it's {w} and then {d} on the end",
    "for the radio laptop: the word {w}, with {d} tacked on",
    "voice note: the wax office wifi is {w}, then {d} right behind it, no spaces",
    "{w}{d}, the tree and the number stuck together",
    "nenosiri: kwanza neno {w}, kisha namba {d}",
    "senha: primeiro a palavra {w}, a seguir {d}",
    "mot de passe ezali liloba {w}, sima {d}",
    "password yami lizu {w}, kaha {d}",
    "password yane: {w}, hanuma {d}",
    "password jangu liloŵe {w}, kaneko {d}",
    "password yami: {w}, kabiji {d}",
    "ipassword lishiwi {w}, elyo {d}",
    "das Passwort: erst {w}, dahinter {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "innoextract --password '{pw}' -e -d /tmp/tally tally-setup-2032.exe",
    "cewl -d 2 -m 6 --auth_type basic --auth_user {u} --auth_pass '{pw}' https://intranet.musamba.lan",
    "imaptest host=mail.musamba.lan port=993 ssl=yes user={u} pass={pw} secs=30",
    "arc a -p{pw} -hp wax-invoices-2032.arc invoices/",
    "wapiti -u https://lims.musamba.lan/ --auth-cred '{u}%{pw}' --auth-type basic -m sql,xss",
    "./gradlew publishReleasePublicationToMavenRepository -Psigning.keyId=4F2A91C0 -Psigning.password='{pw}' -Psigning.secretKeyRingFile=ci.gpg",
    "adb -s R58N41XKQZ shell input text '{pw}'",
    "printf 'Action: Login\\r\\nUsername: {u}\\r\\nSecret: {pw}\\r\\n\\r\\n' | nc pbx.musamba.lan 5038",
    "lsrunas /user:{u} /password:{pw} /domain:MUSAMBA /command:\"mmc.exe\" /runpath:C:\\Windows\\System32",
    "runas /user:MUSAMBA\\{u} \"C:\\TallyPrime\\tally.exe\" | sanur {pw}",
    "mas signin --dialog {u}@musamba-honey.org '{pw}'",
    "XCODES_USERNAME={u}@musamba-honey.org XCODES_PASSWORD='{pw}' xcodes install 16.2",
    "osascript -e 'do shell script \"/usr/sbin/softwareupdate -ia\" user name \"{u}\" password \"{pw}\" with administrator privileges'",
    "echo {pw}| clip.exe",
    "pastebinit -b https://paste.musamba.lan -u {u} -p '{pw}' -i lots-error.log",
    "HTTP_PROXY_USER={u} HTTP_PROXY_PASSWORD='{pw}' ssh -o ProxyCommand='connect -H proxy.musamba.lan:3128 %h %p' ops@10.8.0.4",
    "msaccess.exe \"D:\\HiveRegister\\hives.accdb\" /user {u} /pwd {pw}",
    "fwknop -A tcp/22 -a 41.72.100.9 -D gw.musamba-honey.org --key-rijndael '{pw}'",
    "sshpass -p '{pw}' scp lots-2032.csv {u}@10.30.0.5:/srv/lots/",
    "mysql -h tally-db.musamba.lan -u {u} -p'{pw}' honey_lots -e 'select count(*) from drums'",
    "curl -fsS -u {u}:{pw} https://nvr-kabompo.musamba.lan/ISAPI/System/deviceInfo",
    "netplan set 'wifis.wlan0.access-points.Kabompo_Apiary.password={pw}'",
    "7z x -p'{pw}' bremen-contracts.7z -o/tmp/contracts",
    "openssl enc -d -aes-256-cbc -pbkdf2 -in payroll-0832.xlsx.enc -out payroll.xlsx -pass pass:{pw}",
    "gpg --pinentry-mode=loopback --passphrase='{pw}' --output prices.csv --decrypt wax-prices.csv.gpg",
    "plink.exe -batch -pw {pw} {u}@10.40.0.2 df -h",
    "xfreerdp /v:10.30.0.12 /u:{u} /p:'{pw}' /cert:ignore",
    "net use Z: \\\\nas-lichinga\\export {pw} /user:MUSAMBA\\{u}",
    "security create-keychain -p '{pw}' build.keychain && security default-keychain -s build.keychain",
    "mosquitto_pub -h mqtt.musamba.lan -u {u} -P '{pw}' -t hives/H-17/weight -m 41.8",
    "ipmitool -H 10.20.0.11 -I lanplus -U {u} -P '{pw}' sel list last 20",
    "smbclient //nas-lichinga/export -U '{u}%{pw}' -c 'put invoice-0417.pdf'",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart lims",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\kulwa> {c}", "Termux ~ $ {c}", "JuiceSSH session 'plant-nuc':\n{c}",
    "ConnectBot on the agent phone: {c}", "MobaXterm [kabompo-srv]: {c}", "Git Bash, MINGW64 ~/lots $ {c}",
    "Windows Terminal (cmd), C:\\ops> {c}", ": 1974312000:0;{c}", "- cmd: {c}\n  when: 1974312000",
    "Xshell 7 [wax-office]: {c}", "FinalShell, tab 2: {c}", "Tabby, tab 'lims': {c}", "Warp block:\n{c}",
    "iTerm2 ~/musamba % {c}", "Cmder λ {c}", "SecureCRT log of the radio-room session: {c}", "Bitvise xterm: {c}",
    "hii ndiyo amri niliyotumia jana: {c}", "comando que usei na máquina do armazém: {c}", "commande tapée sur la machine de la cirerie : {c}",
    "command yami ku server: {c}", "command yane: {c}", "command jangu: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


def _recovery_password(rng: random.Random) -> str:
    """A BitLocker recovery password: eight blocks of six digits, each a multiple of 11."""
    return "-".join(f"{11 * rng.randrange(1, 65_536):06d}" for _ in range(8))


def _cli(rng: random.Random, n: int) -> list[Sample]:
    key = _recovery_password(rng)
    special = Sample("cli_password", f"PS C:\\> repair-bde E: F: -rp {key} -f", key)
    return [special, *_framed("cli_password", _CLI, _SHELLS)(rng, n - 1)]


_URLS = [
    "rediss://{u}:{pw}@cache.musamba.lan:6380/2",
    "mongodb://{u}:{pw}@hives-1.musamba.lan:27017,hives-2.musamba.lan:27017/telemetry?replicaSet=rs0",
    "clickhouse://{u}:{pw}@ch.musamba.lan:9000/hive_weights",
    "ftps://{u}:{pw}@ftp.musamba-honey.org:990/labels/",
    "http://{u}:{pw}@192.168.8.1/api/monitoring/status",
    "imaps://{u}:{pw}@mail.musamba.lan:993/INBOX",
    "davs://{u}:{pw}@cloud.musamba.lan/remote.php/dav/files/{u}/",
    "socks5h://{u}:{pw}@10.8.0.1:1080",
    "firebird://{u}:{pw}@10.30.0.15:3050/C:/data/WAX.FDB",
    "postgresql://{u}:{pw}@lims-db.musamba.lan:5432/lims?sslmode=require",
    "mysql+aiomysql://{u}:{pw}@tally-db.musamba.lan:3306/honey_lots",
    "Data Source=sql.musamba.lan;Initial Catalog=WaxExport;User ID={u};Password={pw};Encrypt=False",
    "rtsp://{u}:{pw}@10.50.0.21:554/Streaming/Channels/101",
]  # fmt: skip
_URL_PLACES = [
    "HONEY_DB_URL={c}", "Metabase, the retired Tabora connection: {c}", "save the LIMS DSN for me: {c}",
    "kiungo cha database: {c}", "string de ligação da base de dados: {c}", "Zammad #2262: {c}",
    "Joplin, notebook Plant › DB: {c}", "connection yetu ya database: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "musamba-forest-honey", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "hives:read lots:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Token shapes: where a vendor publishes none, the shape here is the author's guess (see the
# module's docstring).
_VENDORS: list[tuple[str, str, Maker]] = [
    ("BroodMinder", "BROODMINDER_API_KEY", _j((ALNUM, 32))),
    ("HiveTracks", "HIVETRACKS_TOKEN", _j("ht_", (ALNUM, 40))),
    ("Apiary Book", "APIARYBOOK_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Pollenity", "POLLENITY_API_KEY", _j((HEX, 40))),
    ("BuzzBox", "BUZZBOX_TOKEN", _j((URLSAFE, 48))),
    ("BeeHero", "BEEHERO_CLIENT_SECRET", _j((HEX, 64))),
    ("ApisProtect", "APISPROTECT_API_KEY", _j("ap_live_", (ALNUM, 32))),
    ("SolutionBee", "SOLUTIONBEE_KEY", _j((UPPER_DIGITS, 24))),
    ("3Bee", "THREEBEE_API_TOKEN", _vendor_jwt("https://api.3bee.com")),
    ("Beewise", "BEEWISE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Picterra", "PICTERRA_API_KEY", _j((ALNUM, 40))),
    ("OroraTech", "ORORATECH_API_KEY", _j("oro_", (ALNUM, 40))),
    ("NASA FIRMS", "FIRMS_MAP_KEY", _j((HEX, 32))),
    ("Rainforest Connection", "RFCX_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Smart Parks", "SMARTPARKS_API_TOKEN", _j((HEX, 40))),
    ("Bongolive", "BONGOLIVE_API_KEY", _j((ALNUM, 32))),
    ("NextSMS", "NEXTSMS_API_TOKEN", _j((ALNUM, 40))),
    ("Tigo Pesa", "TIGOPESA_CLIENT_SECRET", _j((ALNUM, 32))),
    ("HaloPesa", "HALOPESA_SECRET_KEY", _j((HEX, 64))),
    ("DPO Group", "DPO_COMPANY_TOKEN", lambda g: v.uuid4(g, "9").upper()),
    ("Unitel Money", "UNITEL_MONEY_API_KEY", _j((ALNUM, 48))),
    ("ProxyPay", "PROXYPAY_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Lipila", "LIPILA_SECRET_KEY", _j("lsk_", (ALNUM, 40))),
    ("Sparco", "SPARCO_SECRET_KEY", _j("sp_sec_", (ALNUM, 32))),
    ("Broadpay", "BROADPAY_PRIVATE_KEY", _j((HEX, 64))),
    ("Zoona", "ZOONA_API_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Maxicash", "MAXICASH_MERCHANT_KEY", _j((ALNUM, 32))),
    ("Illico Cash", "ILLICOCASH_API_KEY", _j((ALNUM, 40))),
    ("Afrimoney", "AFRIMONEY_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Banco BAI", "BAI_API_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Millennium BIM", "BIM_API_KEY", _j((UPPER_HEX, 32))),
    ("Magnati", "MAGNATI_SECRET", _j((HEX, 64))),
    ("Mashreq", "MASHREQ_NEOBIZ_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Al Rajhi", "ALRAJHI_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Afterbuy", "AFTERBUY_PARTNER_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Xentral", "XENTRAL_PAT", _j((ALNUM, 48))),
    ("Pickware", "PICKWARE_API_KEY", _j((HEX, 40))),
    ("orgaMAX", "ORGAMAX_API_KEY", _j((ALNUM, 32))),
    ("Otto Market", "OTTO_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Kaufland", "KAUFLAND_SECRET_KEY", _j((HEX, 64))),
    ("Plentymarkets", "PLENTY_ACCESS_TOKEN", _vendor_jwt("https://musamba.plentymarkets-cloud01.com")),
    ("Despatch Bay", "DESPATCHBAY_API_KEY", _j((ALNUM, 40))),
    ("Interparcel", "INTERPARCEL_API_KEY", _j((HEX, 32))),
    ("ParcelHero", "PARCELHERO_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Zenstores", "ZENSTORES_API_KEY", _j((ALNUM, 48))),
    ("Zoho Books", "ZOHO_BOOKS_REFRESH_TOKEN", _j("1000.", (HEX, 32), ".", (HEX, 32))),
    ("MyDHL", "MYDHL_API_SECRET", _j((ALNUM, 32))),
    ("Grindrod", "GRINDROD_API_KEY", _j((HEX, 40))),
    ("Circulor", "CIRCULOR_API_TOKEN", _vendor_jwt("https://api.circulor.com")),
    ("AgUnity", "AGUNITY_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "/srv/lots/.env.prod\n{env}={tok}",
    "dokku config:set honey-api {env}={tok}",
    "railway variables --service lots-sync --set {env}={tok}",
    "docker service update --env-add {env}={tok} musamba_lots",
    "kubectl patch secret lots-env -p '{{\"stringData\": {{\"{env}\": \"{tok}\"}}}}'",
    "appsettings.Staging.json → \"{env}\": \"{tok}\"",
    ".github/workflows/hives-nightly.yml:\n    env:\n      {env}: {tok}",
    ".gitlab-ci.yml:\nvariables:\n  {env}: \"{tok}\"",
    "supervisor program:lots-sync\nenvironment={env}=\"{tok}\"",
    "Procfile: worker: env {env}={tok} celery -A lots worker",
    "Musamba ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Joplin table 'Integrations': | {vendor} | 2032 | {tok} |",
    "Trello card 'Q3 rotations': {vendor} {tok} (expires soon)",
    "WhatsApp, Kulwa: for the drum sync use this {vendor} key {tok}",
    "Telegram: current {vendor} token → {tok} (previous one revoked on Monday)",
    "Zammad #2271: {vendor} webhook returns 401, configured key {tok}",
    "osTicket #8830: {vendor} calls fail since noon; key in settings is {tok}",
    "remember this {vendor} API key for me: {tok}",
    "ufunguo wa {vendor} (API): {tok}",
    "{vendor}: ufunguo wake wa API kwa ghala la Tabora ni {tok}",
    "chave de acesso à API {vendor}, armazém de Luena: {tok}",
    "clé API {vendor} pour la cirerie de Likasi : {tok}",
    "clé API ya {vendor} ezali {tok}",
    "API key ya {vendor} ndi {tok}",
    "API key ya {vendor} ni {tok}",
    "API key yetu ya {vendor}: {tok}",
    "API key ya {vendor}, mwane: {tok}",
    "API key yane ya {vendor}: {tok}",
    "API key jangu ja {vendor}: {tok}",
    "API key yange ya {vendor}: {tok}",
    "{vendor}-API-Schlüssel fürs Lager in Bremen: {tok}",
    "مفتاح الـAPI لشركة {vendor}: {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} वाली API कुंजी: {tok}",
    "{vendor} ની API કી: {tok}",
    "de API-sleutel voor {vendor} (honingimport): {tok}",
    "chiave API di {vendor} per lo smielatore: {tok}",
    "clave API de {vendor} para los tarros: {tok}",
    "{vendor} API-sleutel vir die pakhuis: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    firms = _r(rng, HEX, 32)
    dpo = v.uuid4(rng, "a").upper()
    kaufland = _r(rng, HEX, 32)
    broodminder = _r(rng, ALNUM, 32)
    tigo = _r(rng, ALNUM, 32)
    zoho = f"1000.{_r(rng, HEX, 32)}.{_r(rng, HEX, 32)}"
    return [
        Sample("vendor_token", f'fires = pd.read_csv("https://firms.modaps.eosdis.nasa.gov/api/area/csv/{firms}/VIIRS_SNPP_NRT/22,-14,26,-10/1")', firms),
        Sample("vendor_token", f"curl -s https://secure.3gdirectpay.com/API/v6/ -d '<API3G><CompanyToken>{dpo}</CompanyToken><Request>createToken</Request></API3G>'", dpo),
        Sample("vendor_token", f'curl https://sellerapi.kaufland.com/v2/units -H "Shop-Client-Key: {kaufland}" -H "Shop-Timestamp: 1974312000"', kaufland),
        Sample("vendor_token", f'const scales = new BroodMinderClient("{broodminder}");', broodminder),
        Sample("vendor_token", f"$tigo = new TigoPesaClient('musamba-forest-honey', '{tigo}');", tigo),
        Sample("vendor_token", f'zoho = {{"client_id": "1000.K7QX2M", "refresh_token": "{zoho}"}}', zoho),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "the portal shows it a single time, copying it here:\n{t}", "token yetu: {t}",
                "token mpya: {t}", "{t}\n^ current, replaced the July one", "stash this token somewhere: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of hive scale H-17 at Ipole (OTAA): {h}": 32,
    "NwkSKey of the Mecula weather node (ABP): {h}": 32,
    "HMAC secret for the DPO payment callback: {h}": 64,
    "MOTOTRBO AES-256 privacy key of the forest-guard talkgroup: {h}": 64,
    "Hytera AES key for the Lumbala repeater, hex: {h}": 64,
    "TallyPrime backup encryption key (hex): {h}": 48,
    "ufunguo wa kusimba nakala za akiba: {h}": 64,
    "chave AES do rádio da base de Cazombo: {h}": 32,
    "key ya radio yetu (AES): {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #2288: token copied from the browser's network tab {t}",
    "Cookie: lang=sw-TZ; msb_session={t}",
    "LIMS_ACCESS_TOKEN={t}",
    "bearer for the buyer portal, save it {t}",
    "tokeni ya kuingia: {t}",
    "jeton du portail acheteur de la cirerie : {t}",
    "Freshdesk chat log, the agent pasted: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.musamba-honey.org/realms/coop",
            "azp": "lims-web",
            "roles": ["grader", "export"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Kabompo plant server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/lims.musamba-honey.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"ASYCUDA_SIGNING_KEY": "{key}", "office": "Kasumbalesa"}}': ("PRIVATE KEY", "\\n"),
    "tee ~/.ssh/radio_ecdsa <<KEY\n{key}\nKEY": ("EC PRIVATE KEY", "\n"),
    "osTicket #8851, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "ufunguo binafsi wa seva:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Bremen buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "MiniPay backup, copying it off the paper before I burn it: {p}": "english",
    "Trust Wallet recovery phrase of the old honey-fund wallet\n{p}": "english",
    "Coinomi recovery words, the wallet is empty now: {p}": "english",
    "voice memo: Exodus wallet, words go {p} full stop end of words": "english",
    "palavras de recuperação da carteira Atomic: {p}": "portuguese",
    "les mots de secours du portefeuille Phantom : {p}": "french",
    "frase di recupero del portafoglio Sparrow: {p}": "italian",
    "frase de recuperación de la cartera Bitget Wallet: {p}": "spanish",
    "slova na obnovení peněženky z Trezoru: {p}": "czech",
    "蜂蜜基金钱包的助记词：{p}": "chinese_simplified",
    "꿀 거래 지갑 복구 문구: {p}": "korean",
    "Kurtarma cümlesi (Ledger): {p}": "turkish",
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
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Fiona: the coop card for the Swienty spare parts is {c}, exp {mm}/{yy}",
    "my second card, for emergencies: {c} valid {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Zammad #2290: pay the Bremen lab invoice with card {c}",
    "kadi yangu ya benki, namba: {c}, {mm}/{yy}",
    "cartão da cooperativa, número {c}, válido até {mm}/{yy}",
    "la carte de la cirerie : {c}, expiration {mm}/{yy}",
    "namba ya kaadi yami: {c}",
    "namba ya kadi yane: {c}, {mm}/{yy}",
    "nambala ja kadi jangu: {c}",
    "بطاقة الشركة: {c} صالحة حتى {mm}/{yy}",
    "Firmenkreditkarte Bremen: {c}, gültig bis {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "unionpay", "amex", "maestro", "jcb", "discover", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} valid to 09/36, CVV2 {cvv}",
               "the code printed on the back of the coop card is {cvv}",
               "Amex {c}, the four little digits above the number: {cvv}",
               "tarakimu tatu nyuma ya kadi: {cvv}",
               "código de segurança no verso do cartão: {cvv}",
               "code de sécurité au dos de la carte : {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 102; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"DE": "n" * 18, "GB": "aaaa" + "n" * 14, "NL": "aaaa" + "n" * 10, "NO": "n" * 11,
                "CZ": "n" * 20, "BI": "n" * 23, "DJ": "n" * 23, "BE": "n" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice MFH-2032-0417: the 40 drums of miombo honey are payable to {i}, net 45",
    "save the Bremen importer's IBAN: {i}",
    "IBAN: {i}\nReference: beeswax lot W-118, August",
    "WhatsApp #treasury: the Felixstowe broker's new bank details, IBAN {i}",
    "IBAN yangu: {i}",
    "IBAN yami ku banki: {i}",
    "IBAN yane ya benki: {i}",
    "IBAN do comprador: {i}",
    "IBAN de l'acheteur de cire : {i}",
    "Bankverbindung des Abfüllers, IBAN {i}",
    "IBAN van de honingimporteur in Tiel: {i}",
    "IBAN ya mnunuzi wa Burundi: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids: none carries a check a library or this file verifies; each is drawn in the shape the author
# believes it is printed in (see the module's docstring).
def _zm_tpin(g: random.Random) -> str:
    """Zambia's ZRA TPIN: ten digits."""
    return g.choice("12") + "00" + _r(g, D, 7)


def _zm_nhima(g: random.Random) -> str:
    """A Zambian NHIMA member number, as drawn here: eleven digits."""
    return "1" + _r(g, D, 10)


def _zm_pacra(g: random.Random) -> str:
    """A PACRA company registration number: the year, then digits."""
    return f"{g.randrange(2005, 2032)}{_r(g, D, 8)}"


def _zm_export_permit(g: random.Random) -> str:
    """A Forestry Department honey and beeswax export permit, as drawn here."""
    return f"FD/HBX/{g.randrange(2028, 2033)}/{_r(g, D, 5)}"


def _ao_nif(g: random.Random) -> str:
    """An Angolan company's NIF (AGT): ten digits starting 54."""
    return "54" + _r(g, D, 8)


def _ao_residence(g: random.Random) -> str:
    """An Angolan foreign resident's card, as drawn here: two letters and eight digits."""
    return "CR" + _r(g, D, 8)


def _ao_licence(g: random.Random) -> str:
    """An Angolan driving licence (carta de condução), as drawn here."""
    return f"LD-{_r(g, D, 7)}/{g.randrange(2015, 2032)}"


def _cd_rccm(g: random.Random) -> str:
    """A DR Congo trade register (RCCM) number of the Lubumbashi court."""
    return f"CD/LSH/RCCM/{g.randrange(14, 32)}-{g.choice('AB')}-{_r(g, D, 5)}"


def _cd_idnat(g: random.Random) -> str:
    """A DR Congo Id.Nat. (identification nationale of a business), as drawn here."""
    return f"{g.randrange(1, 12):02d}-{_r(g, D, 3)}-N{_r(g, D, 5)}{g.choice(UPPER)}"


def _cd_passport(g: random.Random) -> str:
    """A DR Congo passport, as drawn here: OB and seven digits."""
    return "OB" + _r(g, D, 7)


def _tz_voter(g: random.Random) -> str:
    """A Tanzanian voter card number, as drawn here: T-1000-NNNN-NNN-N."""
    return f"T-1000-{_r(g, D, 4)}-{_r(g, D, 3)}-{_r(g, D, 1)}"


def _tz_transit(g: random.Random) -> str:
    """A TFS forest-produce transit pass number, as drawn here."""
    return f"TP/TBR/{g.randrange(2028, 2033)}/{_r(g, D, 6)}"


def _tz_brela(g: random.Random) -> str:
    """A BRELA company registration number, as drawn here: nine digits."""
    return g.choice("1234") + _r(g, D, 8)


def _tz_psssf(g: random.Random) -> str:
    """A PSSSF member number, as drawn here: PF and nine digits."""
    return "PF" + _r(g, D, 9)


def _tz_passport(g: random.Random) -> str:
    """A Tanzanian e-passport, as the author believes: TAE and six digits."""
    return "TAE" + _r(g, D, 6)


def _tz_apiary(g: random.Random) -> str:
    """An apiary registration under Tanzania's Beekeeping Act, numbering wholly invented."""
    return f"TZ-AP-{g.choice(['TBR', 'URB', 'SKG', 'KLU'])}-{g.randrange(2028, 2033)}-{_r(g, D, 4)}"


def _mz_alvara(g: random.Random) -> str:
    """A Mozambican commercial licence (alvará) number, as drawn here."""
    return f"ALV/NSS/{g.randrange(2020, 2033)}/{_r(g, D, 4)}"


def _de_eori(g: random.Random) -> str:
    """A German EORI number, as drawn here: DE and twelve digits."""
    return "DE" + _r(g, D, 12)


def _uk_gateway(g: random.Random) -> str:
    """A UK Government Gateway user ID: twelve digits."""
    return g.choice("123456789") + _r(g, D, 11)


def _uk_auth_code(g: random.Random) -> str:
    """A Companies House company authentication code: six capitals and digits."""
    return v.until(g, lambda h: _r(h, UPPER_DIGITS, 6), lambda s: any(c.isdigit() for c in s))


def _ae_trade_licence(g: random.Random) -> str:
    """A Dubai (DED) trade licence number, as drawn here: seven digits."""
    return g.choice("789") + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "Zambian TPIN of the co-operative, for the ZRA Smart Invoice form: {s}": _zm_tpin,
    "TPIN yami ya ZRA: {s}": _zm_tpin,
    "NHIMA member number (Chinyama): {s}": _zm_nhima,
    "PACRA registration number of Musamba Forest Honey Ltd: {s}": _zm_pacra,
    "Forestry Department export permit for the wax shipment: {s}": _zm_export_permit,
    "NIF da cooperativa na AGT: {s}": _ao_nif,
    "cartão de residente do Jorg em Luena: {s}": _ao_residence,
    "carta de condução yami: {s}": _ao_licence,
    "RCCM de la cirerie de Lubumbashi : {s}": _cd_rccm,
    "Id.Nat. de la succursale de Likasi : {s}": _cd_idnat,
    "namba ya passport yami (Congo): {s}": _cd_passport,
    "kadi ya mpiga kura yangu: {s}": _tz_voter,
    "transit pass ya TFS kwa asali ya Sikonge: {s}": _tz_transit,
    "BRELA registration number of the Tabora branch: {s}": _tz_brela,
    "namba ya PSSSF yane: {s}": _tz_psssf,
    "namba ya passport yane: {s}": _tz_passport,
    "apiary registration (Urambo hives): {s}": _tz_apiary,
    "nambala ja alvará ja duka jangu ku Lichinga: {s}": _mz_alvara,
    "EORI-Nummer des Bremer Importeurs: {s}": _de_eori,
    "Government Gateway user ID for the UK VAT account: {s}": _uk_gateway,
    "Companies House authentication code for Musamba Honey UK Ltd: {s}": _uk_auth_code,
    "رقم الرخصة التجارية لشركة العسل في دبي: {s}": _ae_trade_licence,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 2)}{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Zoho Books 2FA recovery codes\n{codes}", "Microsoft 365 (coop tenant) one-use sign-in codes {codes}",
            "Kaufland seller backup codes: {codes}", "2FA, misimbo ya dharura ya akaunti ya Zoho:\n{codes}",
            "códigos de recuperação da conta Google: {codes}", "codes de récupération Proton de la cirerie : {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Xentral:fiona@musamba-honey.org?secret={s}&issuer=Xentral&period=30",
              "2FAS, manual setup key for the Mashreq NeoBiz login: {s}",
              "Aegis, secret key for the Afterbuy account: {s}",
              "ufunguo wa 2FA wa akaunti ya benki: {s}"]  # fmt: skip
_CODES = ["{c} is your Tigo Pesa verification code", "Nambari yako ya uthibitisho ya HaloPesa ni {c}",
          "Code de confirmation Illico Cash : {c}. Ne le partagez pas", "O seu código Unitel Money é {c}",
          "رمز التحقق من بنك المشرق: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Musamba-Plant", "MFH-Extraction-5G", "Kabompo_Apiary", "Airtel-4G-MiFi-7F2C",
          "Zamtel_Ikelenge", "Unitel-Luena-Wax", "Vodacom-Lubumbashi-Depot", "Halotel_Sikonge",
          "Vodacom_Urambo_Store", "Tigo-Kaliua", "Movitel-Lichinga", "Mecula-Guards",
          "Starlink-WestLunga", "TP-Link_Radio_Room", "Bremen-Lager-Gast"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2-PSK {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\nkey: {pw}",
    "plant network {s}, password {pw}",
    "wifi at the Sikonge store: {s} / {pw}",
    "Pi Imager settings for the scale gateway: SSID {s}, password {pw}",
    "the key on the sticker under the MiFi: {pw}",
    "wifi ya {s}, nenosiri ni {pw}",
    "a rede {s} tem a senha {pw}",
    "le wifi {s} a pour mot de passe {pw}",
    "wifi {s}, password yetu {pw}",
    "wifi {s}, password yane {pw}",
    "password ja wifi {s}: {pw}",
    "WLAN {s}, Schlüssel {pw}",
    "كلمة سر الواي فاي {s}: {pw}",
    "hive-scale gateway uplink: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("lsk_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ht_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["read out on the HF net, sign by sign: {t}",
          "[dictated on the WhatsApp call] {t}", "(spaced so the preview hides it) {t}",
          "kila herufi peke yake: {t}", "letra a letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 3] for k in range(0, len(token), 3))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["padlock on the Sikonge honey store: {pw}", "kufuli ya stoo ya asali: {pw}",
          "cadeado do armazém de cera em Luena: {pw}", "cadenas du dépôt de cire à Kolwezi : {pw}",
          "the radio-room keypad at West Lunga takes {pw} then #", "kodi ya padlock ya stoo yetu: {pw}",
          "sms_tool -d /dev/ttyUSB2 at 'AT+CPIN=\"{pw}\"'", "PIN ya Tigo Pesa yane: {pw}",
          "USSD on the agent phone: *150*01*4*{pw}#"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["mutondo", "musamba", "mupapa", "miombo", "nyuki", "mzinga", "propolis",
                 "honeyguide", "ratel", "smoker", "barkhive", "drone", "nectar", "swarm",
                 "brood", "comb"]  # fmt: skip
_PHRASES = {"Proton Pass master passphrase for the buyers' vault: {p}": " ",
            "Enpass, the plant vault's unlock words: {p}": " ",
            "Keeper master phrase for export: {p}": "-", "KeePassXC, Radio.kdbx master key: {p}": ".",
            "kaulisiri ya nakala rudufu: {p}": " ", "frase-senha do cofre da cooperativa: {p}": "_",
            "passphrase yetu ya backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno .bru file, headers {{ Authorization: Basic {v} }}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch, env 'prod': authorization → Bearer {v}": False,
    "Insomnia export, header Authorization = Basic {v}": True,
    "HAProxy: http-request set-header Authorization \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "talkkonnect.xml:\n<account name=\"guards\" default=\"true\">\n  <serverandport>mumble.musamba.lan:64738</serverandport>\n  <username>lunga-base</username>\n  <password>{pw}</password>\n</account>",
    "OpenMQTTGateway User_config.h:\n#define MQTT_USER \"omg_lunga\"\n#define MQTT_PASS \"{pw}\"",
    "Mojaloop central-ledger default.json:\n\"DATABASE\": {{\"HOST\": \"mysql-cl\", \"USER\": \"central_ledger\", \"PASSWORD\": \"{pw}\"}}",
    "init.lua on the hive-scale NodeMCU:\nwifi.setmode(wifi.STATION)\nwifi.sta.config({{ssid=\"Kabompo_Apiary\", pwd=\"{pw}\"}})",
    "Intake.xlsm, Module1:\nSub OpenSheet()\n    Worksheets(\"Drums\").Unprotect Password:=\"{pw}\"\nEnd Sub",
    "lots.pl:\nmy $dbh = DBI->connect('DBI:mysql:honey_lots;host=tally-db', 'lots', '{pw}');",
    "alerts.pl:\nmy $smtp = Net::SMTP->new('smtp.musamba-honey.org', Port => 587);\n$smtp->auth('alerts@musamba-honey.org', '{pw}');",
    "upload.pl:\nmy $ftp = Net::FTP->new('ftp.musamba-honey.org');\n$ftp->login('labels', '{pw}');",
    "photos.py:\nclient = Minio(\"s3.musamba.lan:9000\", access_key=\"hive-photos\", secret_key=\"{pw}\")",
    "pull.py:\nc.setopt(pycurl.USERPWD, \"odk:{pw}\")",
    "fabfile.py:\nConnection(\"plant-nuc\", user=\"ops\", connect_kwargs={{\"password\": \"{pw}\"}})",
    "solar.py:\napi = growattServer.GrowattApi()\napi.login(\"musamba-plant\", \"{pw}\")",
    "settings.py (the lots app):\nDATABASES = {{\"default\": {{\"ENGINE\": \"django.db.backends.postgresql\", \"USER\": \"lots\", \"PASSWORD\": \"{pw}\"}}}}",
    "freedmr.cfg:\n[SYSTEM]\nMODE: MASTER\nPORT: 62031\nPASSPHRASE: {pw}",
    "Lims.Api/appsettings.Production.json:\n{{\"Db\": {{\"Host\": \"lims-db\", \"User\": \"lims\", \"Password\": \"{pw}\"}}}}",
    "export-service/src/main/resources/config.yaml:\ndb:\n  user: export\n  pass: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Kulwa: wifi password for the extraction shed?\nFiona: {pw}",
    "[06:40] shija: root pw for the Kabompo plant server?\n[06:41] kayombo: {pw}",
    "Neema: {pw} is the new TallyPrime admin password",
    "Domingos: use {pw}, that's what the Kyocera has now",
    "Masanja: nenosiri jipya ni {pw}",
    "Adelino: a nova palavra-passe é {pw}",
    "Bijou: mot de passe ya sika ezali {pw}",
    "Chinyama: password yaha: {pw}",
    "Saide: password jangu sambano: {pw}",
    "Mariam: كلمة السر الجديدة {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\ufe0fword: {pw}", "pass\U000e0020word = {pw}", "pa\u0455sw\u03bfrd ⇒ {pw}",
    "⒫⒜⒮⒮⒲⒪⒭⒟ {pw}", "pass\u3164word: {pw}", "pas\u0301sword: {pw}",
    "pass\u17b4word - {pw}", "PASS\u200bWORD = {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 58), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 13), (_vendors, 56),
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


def _seed_words(lang: str) -> Maker:
    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range(16))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    return make


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Swienty panel password is": "{s}", "Cerbo GX pw:": "{s} (set by the installer in June)",
    "nenosiri ni": "{s}", "TallyPrime password": "{s}\nto be rotated at month end",
    "password yami:": "{s}", "a senha agora passou a ser": "{s}", "mot de passe ezali": "{s}",
    "Kyocera password": "{s}", "the password Adelino read out over the HF net was": "{s}, I think",
    "password jangu:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "NASA FIRMS map key", "{s}", _j((HEX, 32))),
    ("split_token", "Lipila secret key:", "{s} (payouts to the hive owners)", _j("lsk_", (ALNUM, 40))),
    ("split_token", "DPO company token", "{s}", lambda g: v.uuid4(g, "8").upper()),
    ("split_seed", "MiniPay backup words", "{s}", _seed_words("english")),
    ("split_card", "card number", "{s} exp 05/37", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "DE"))),
    ("split_backup", "Zoho Books codes de secours", "{s}\nkt4821-9xq2\nmw0375-h7zp", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "2FA key typed into Aegis", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "TPIN", "{s}", _zm_tpin),
    ("split_phrase", "vault unlock words", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"extractor": {"url": "https://swienty.musamba.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"nenosiri": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "domingos", "palavra_passe": "{s}"}}': ("meta_password", _plain_pw),
    '{"radios": [{"name": "slr-5700"}, {"name": "envoy-x2", "cps_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["imaptest", "host=mail.musamba.lan", "user=kulwa", "pass={s}", "secs=30"]}': ("meta_password", _plain_pw),
    '{"note": "password yami ya server: {s}"}': ("meta_password", _plain_pw),
    '{"compte": {"identifiant": "bijou", "mot_de_passe_cirerie": "{s}"}}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Cerbo GX as installer with the password {s}"}': ("meta_password", _plain_pw),
    '{"firms": {"map_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"halopesaSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"broodminder_key": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"request": {"headers": {"authorization": "Bearer {s}"}}}': ("meta_token", _j((ALNUM, 44))),
    '{"supplier_payment": {"card_number": "{s}", "valid_to": "2036-11"}}': ("meta_card", lambda g: v.grouped(v.card(g, "unionpay"), " ", g)),
    '{"bremen_importer": {"bank": {"iban": "{s}"}}}': ("meta_iban", lambda g: _iban(g, "GB")),
    '{"coop": {"tpin": "{s}"}}': ("meta_id", _zm_tpin),
    '{"zoho": {"2fa_recovery": ["{s}", "kt4821-9xq2", "mw0375-h7zp"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"honey_fund_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _seed_words("portuguese")),
    '{"hive_scale": {"lorawan_app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"honey_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Kabompo_Apiary", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"cerbo-gx-venus-3.54.swu").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/musamba/lims:2.7").hexdigest()
_COMMIT = hashlib.sha1(
    b"lots: add HMF column for the Tabora drums", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"export: revert the wax HS code", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"moisture_2032-08-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"lots-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Swienty panel password before the inspection on 2032-09-14.",
    "Kulwa asked for the extraction-shed wifi password; it's on the card in the store-keeper's drawer.",
    "Rule for the co-op: fourteen characters or more for any password, and the vault is the only place to keep one.",
    "Musatumize password pa gulu la WhatsApp; tumizani link ya vault.",
    "The `.env.example` line `FIRMS_MAP_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "De Cerbo GX vraagt na elke firmware-update om een nieuw installateurswachtwoord.",
    "Replace <YOUR_BROODMINDER_KEY> in the README with the key from your BroodMinder account.",
    "HALOPESA_SECRET_KEY and DPO_COMPANY_TOKEN must be set before the nightly payout job runs.",
    "Usimwambie mtu nenosiri lako, hata kama anasema anatoka benki.",
    "Nunca partilhe a sua palavra-passe com ninguém, nem com o agente.",
    "Ne donnez jamais votre mot de passe, même à quelqu'un du bureau.",
    "Kanda mwalweza mutu password yenu.",
    "Password yenu muyilame, mwani.",
    "Kuleka kulweza muntu password yenu, twasanta.",
    "Moyo! Password yenu muyihake yika.",
    "Password yenu ite mukuiyuvwila, mwane.",
    "Mwangaluka! Password yako ulekage kumubula munhu.",
    "Password yako ulekage kumulagila munhu, nalumba.",
    "Mkasimsalila mundu jwalijose password jenu, ikomo.",
    "Usimpe mtu yeyote namba yako ya siri ya Tigo Pesa.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein und darf keine Namen enthalten.",
    "كلمة السر يجب أن تتكون من أربعة عشر حرفاً على الأقل.",
    "密码至少十四位，不要写在便利贴上。",
    "Upgraded the Cerbo GX firmware from 3.52 to 3.54 and paho-mqtt to 2.1.0 over the weekend.",
    f"commit {_COMMIT} adds the HMF column for the Tabora drums.",
    f"Rolled back to {_SHORT} after the wax HS code change broke the export form.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Venus OS 3.54 image for the Cerbo GX has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of lots-export-2031.parquet: {_SHA512}",
    f"The LIMS container runs ghcr.io/musamba/lims@sha256:{_IMAGE}.",
    f"MD5 of moisture_2032-08-03.csv is {_MD5}, same as the copy on the plant share.",
    "Request id 3c9e7a41-58d2-4b6f-a0e3-71f2c94d8b65 is the slow one in the BroodMinder logs.",
    "Purchase order PO-2032-00733 for 120 drums of Tabora honey ships on Friday.",
    "Zammad #2231: the Kabompo extraction shed's fridge alarm keeps tripping at night.",
    "Call the Tabora store on +255 26 260 4417 before noon.",
    "TAZARA booking 2032-KPM-0418: two sleeper seats, Kapiri Mposhi to Dar es Salaam, 14 September.",
    "Container MSKU 7734218 with the Kabompo beeswax is at the Walvis Bay terminal.",
    "Bill of lading MFH-DAR-2032-0091 covers 18 pallets of wax blocks.",
    "HS code 0409.00 is natural honey; 1521.90 is beeswax.",
    "The honey room is at 27.5 °C and 52 % relative humidity; moisture in lot T-44 is 17.8 %.",
    "Dopo cinque password sbagliate il server TallyPrime blocca l'account per 15 minuti.",
    "Mwilaebako umuntu password yenu, nangu ni ku foni.",
    "The secret of good miombo honey is the Julbernardia flowering in September.",
    "Ask Kayombo for the radio-room keypad code, I don't have it.",
    "My card ending 4417 was declined at the Solwezi hardware store.",
    "El proveedor de tarros de Valencia cambia la clave del portal cada noventa días.",
    "Zoho Books खाते के 2FA बैकअप कोड छापकर तिजोरी में रखें।",
    "જે કોઈ હની-ફંડ વૉલેટના રિકવરી શબ્દો માગે તે છેતરપિંડી કરનાર છે.",
    "Keep `LIPILA_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the Sikonge store rusts in the rains; oil it every month.",
    "BroodMinder moved the API key page under Account › Developer in its June release.",
    "ISBN 978-0-9556014-9-5 is the beekeeping manual on the plant shelf; ORCID iD 0000-0002-1825-0097 belongs to its editor.",
    "Die gaste-wifi 'Musamba-Guest' is oop; geen wagwoord nodig nie.",
    "Lot number LOT-2032-TBR-0415, 300 kg, moisture 17.6 %, HMF 9.8 mg/kg, diastase 14.2.",
    "The Land Cruiser with plate T 482 DKL leaves Tabora for Urambo at six.",
    "Hive H-17 at Ipole gained 3.2 kg this week; the colony at H-21 absconded.",
    "Rádio: a base de Cazombo responde no canal 4, 7.985 MHz, às 06:30.",
    "La cirerie de Likasi ouvre à 7 h ; la presse à cire tourne jusqu'à 16 h.",
    "Nyuki wa Sikonge walitoa kilo 18 kwa mzinga mmoja msimu huu.",
    "Koyebisa moto te mot de passe na yo, ata moto ya biro.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-07-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/swienty", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "2231", "purchase_order": "PO-2032-00733"}',
    '{"lot": {"id": "LOT-2032-TBR-0415", "weight_kg": 300, "moisture_pct": 17.6}}',
    '{"phone": "+255 26 260 4417", "city": "Tabora"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "drums_in_stock": 412}',
    '{"hs_code": "1521.90", "origin": "ZM", "description": "beeswax blocks"}',
    '{"hive": {"id": "H-17", "site": "Ipole", "weight_kg": 41.8, "temp_c": 34.6}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
