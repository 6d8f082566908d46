# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-thirty-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-thirty-eighth's docstring,
the fifth to hundred-and-thirty-eighth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a name and a
birth year, a football club and its founding year, a Sheng word with a country code, a rose
variety and its greenhouse block, a crop, a town and a year, a tea grade and a town, a crop and
an altitude, a town and a country code, a crop in leet, a name with a phone prefix and a town,
generated groups), names, places, templates, tools, vendors and layouts, the way the staff of the
Mvule Growers' Union (a fictional coffee, tea and flower-export network of Kenya, Uganda, Rwanda
and Tanzania: the withering troughs, fluid-bed dryers and CTC line of the Kaptengwet tea factory
near Kericho, a flower farm's cold store at Kitengela and its airfreight desk at JKIA, the
Ngaramtoni coffee washing station near Arusha, the union SACCO's office at Nakawa in Kampala and
its desk in Kigali, the tea it sells at the Mombasa auction, and a matatu and boda-boda dispatch
in Nairobi; staff from Kericho's Kipsigis, Kikuyu and Embu country, the Luo and Taita, Turkana
askaris, Kampala's Baganda, Teso and West Nile's Lugbara, Kigali, the Chaga of Kilimanjaro, the
Haya of Kagera, the Pare Mountains, Somali and Gujarati traders and one English contractor) leak
secrets into an assistant's memory. The texts are WhatsApp, Telegram, Signal, Teams, Google Chat,
Viber, Slack, Element, Messenger, Zoom, Imo and SMS messages, Google Keep, Notion, OneNote and
Evernote notes to self, osTicket, Zammad, Jira and Freshdesk tickets, e-mails, an incident note,
a runbook, README fragments, shell history (bash, zsh, fish, PowerShell, cmd, Termux, WSL, tmux,
a GitLab CI and a Jenkins log), an IBM i command line, code (Python, Java, Node, VBA, an Ant build
file), configs, voice-dictated text and requests to the assistant itself, around the panels of
tea, cold-chain, coffee, office, telephony and transport hardware (Siemens KTP700 panels on the
withering troughs and dryers, ABB ACS580 and Fuji FRENIC drives, a Meyer colour sorter, a
Sartorius MA160 moisture analyser, RDM DMTouch refrigeration controllers, Elpro ECOLOG-NET
loggers, a Zebra ZT411 label printer, a Davis WeatherLink console, a Penagos eco-pulper's PLC, an
ESP32 trough sensor, PAX A920 payment terminals, a Synology DS920+, a Hikvision NVR, a Streamax
MDVR in a matatu, Grandstream UCM6302 and Yeastar S20 PBXs, a Huawei AR161, a ZTE F670L fibre
ONT, a Ruijie router, a Spiro battery swap station and a speed governor's portal). Tools none of
heldouts 5 to 138 names: FortiSSLVPNclient, HP's BiosConfigUtility, Lenovo's ThinkBiosConfig,
mpfshell, Eclipse Hono's hono-cli, imapdedup, IBM i's RUNRMTCMD, an SMPP bind in smpplib, jsmpp
and node-smpp, Apache Ant's sshexec task, SAP Business One's DI API, Excel's `Workbooks.Open` and
Word's `Documents.Open` with a password, migra and TablePlus's import from a URL; configs of
VICIdial (astguiclient.conf), Apache's mod_authnz_ldap (`AuthLDAPBindPassword`), Yarn
(`npmAuthIdent`) and pam_ldap's /etc/ldap.secret; beside them the commands the product names
(sshpass, mysql, redis-cli, curl -u, docker login, htpasswd, smbclient, 7z, zip -P, openssl, gpg
--passphrase, plink, xfreerdp, net use, sqlplus, lftp, ipmitool, mosquitto_pub, sudo -S,
ldapsearch, sqlcmd, rabbitmqctl) and the formats it names (.pgpass, PHP's `define`, Terraform's
`default`, pgbouncer's userlist, chap-secrets, nslcd's `bindpw`, an INI `[credentials]` section,
unattend.xml), in layouts of its own. About 45 % of the texts are in other languages than
English (by a rough count of the drawn samples): Kichagga (Chaga, of Kilimanjaro), Kihaya (Haya,
of Kagera), Kiembu (of Embu), Kidawida (Taita), Turkana, Ateso (Teso), Lugbara (of West Nile) and
Chasu (Pare, of the Pare Mountains), which no earlier docstring names, and Swahili, Sheng,
Kikuyu, Dholuo, Luganda, Kinyarwanda, Kipsigis (Kalenjin), Somali, French, Hindi, Gujarati,
Dutch, German, Arabic and Chinese in wordings of their own (Portuguese, Turkish and Japanese only
around seed phrases), their phrases grepped against the earlier corpora. The eight new
languages' wordings are the author's approximations, checked by no speaker, built around a
possessive (and for some a greeting or a "don't tell anyone") and the loanwords people there
really text (password, pasiwedi, wifi, API key, code, namba, card, IBAN, server, kompyuta):
Kichagga's `Aika mbuya`, `pasiwedi yakwa … ni` and `ulamwambie mndu`; Kihaya's `Osibile ota`,
`pasiwedi yange … n'e` and `wakora`; Kiembu's `… ĩrĩ …` and `ndũkeere mũndũ`; Kidawida's
`Wawuka` and `ndumbie mundu`; Turkana's `Ejok`, `epassword kang`, `ekiro kang` and `alakara`;
Ateso's `epaswad kang ebe`, `enamba kang a` and `eyalama`; Lugbara's `ma … ri`, `… ma eri` and
`awa'difo`; Chasu's `… nyi …` and `ndumuvie mundu`. Chasu's and Kidawida's copulas and
negations, the Kichagga possessive and the Lugbara and Ateso sentences are the thinnest guesses
(after Swahili, the neighbouring languages and what the author remembers); the Sheng, Kikuyu,
Dholuo, Luganda, Kinyarwanda, Kipsigis and Somali wordings are the author's own and unchecked too.
Vendors (Co-op Bank Connect, KCB Buni, Kyanda, Bongo Live, Advanta SMS, Mobitech, Celcom Africa,
Hostpinnacle, Mobile Sasa, Uwazii, Tiara Connect, Ujumbe SMS, Little Cab, SafeBoda, KenTrade,
KEPHIS ePhyto, Metropol CRB, TransUnion Kenya, Creditinfo, Craft Silicon, Xente, Flocash, NALA,
M-KOPA, Swissport, Siginon, Kuehne+Nagel, Expeditors, Nallian, Cargolux, Florecom, Royal
FloraHolland, Florisoft, Flowerwatch, GLOBALG.A.P., Twiga, Instafin, Oracle FLEXCUBE, IDAnalyzer,
Ma3Route and the EATTA e-auction) are ones heldouts 5 to 138 do not name; none of them publishes a
token shape the author knows, so every shape here (Kyanda's `kyd_live_`, NALA's `nala_sk_`, the
UUIDs, hex runs, base64 runs and JWTs) is the author's guess. The ids are kinds heldouts 5 to 138
do not use: Rwanda's national ID (indangamuntu), a Rwandan driving licence, passport, RSSB member
number and RRA TIN, a Kenyan certificate of good conduct (DCI), an IEBC voter's card, an NTSA PSV
badge and an ID waiting card, Uganda's NSSF number, a Tanzanian (RITA) birth certificate, a
machinga (small trader's) ID and a NECTA index number, and a Somali passport, for which
python-stdnum has no module and which no library or this file checks (no check-digit algorithm is
written here): they are unchecked, their shapes invented or as the author believes them. Card
numbers pass Luhn (RuPay prefixes drawn here besides the value helpers' brands, all checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes of heldouts 5 to 138 (Hungary in six corpora, Germany in seven, Switzerland, Denmark,
Finland, Ireland, the Netherlands and Norway in eight each), drawn until `stdnum.iban` validates
them; seed phrases come from `mnemonic`'s English, French, Portuguese, Turkish, Japanese and
Traditional Chinese lists, each with a valid checksum. Counts: 390 secret samples, 20 field pairs
and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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
from stdnum import ean as std_ean
from stdnum import iban as std_iban
from stdnum import isbn as std_isbn
from stdnum import luhn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 139_504_217
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


# The union's people, crops, clubs and places, as its staff put them into passwords.
_NAMES = ["Wanjiru", "Kamau", "Njeri", "Kiprono", "Chebet", "Cheruiyot", "Otieno", "Achieng",
          "Awino", "Nakato", "Ssempala", "Nabirye", "Uwase", "Habimana", "Mukamana", "Massawe",
          "Lyimo", "Shirima", "Rweyemamu", "Kokuhabwa", "Msuya", "Mnzava", "Mwandawiro",
          "Wakesho", "Ekai", "Nakiru", "Emuron", "Akello", "Drateru", "Ayikoru", "Njeru", "Ireri",
          "Hodan", "Abdirahman", "Hiren", "Nisha", "Jignesh"]  # fmt: skip
_CLUBS = {"GorMahia": 1968, "Ingwe": 1964, "Tusker": 1969, "Bandari": 2012, "KCCA": 1967,
          "Vipers": 1969, "Rayon": 1968, "APR": 1993, "Simba": 1936, "Yanga": 1935, "Azam": 2004,
          "Arsenal": 1886, "Liverpool": 1892, "Chelsea": 1905}  # fmt: skip
_ROSES = ["Athena", "Rhodos", "Explorer", "Freedom", "Akito", "Vendela", "Avalanche", "Jumilia",
          "Mondial", "Nena"]  # fmt: skip
_TEA = ["Dhool", "Fannings", "Withering", "Rotorvane", "Trough", "Pekoe", "BP1", "PF1", "Dust1",
        "Broken"]  # fmt: skip
_PLACES = ["Kericho", "Kapsoit", "Litein", "Kitengela", "Ngaramtoni", "Karatu", "Moshi",
           "Bukoba", "Kigali", "Huye", "Nakawa", "Mombasa", "Changamwe", "Wundanyi", "Lodwar",
           "Soroti", "Arua", "Same", "Runyenjes", "Mwanza"]  # fmt: skip
_SHENG = ["Msee", "Manze", "Buda", "Mathree", "Nganya", "Mbogi", "Fiti", "Rieng", "Mse", "Dem"]
_CROPS = ["Chai", "Kahawa", "Majani", "Waridi", "Maua", "Buni", "Batian", "Ruiru", "Arabika",
          "Matunda"]  # fmt: skip
_LEET = ["Ch41M4ua", "K4h4w4", "W4r1d1", "M4j4n1", "B4t14n", "Ny4nz4", "M4t4t0", "B0d4B0d4"]
_CODES = ["254", "256", "250", "255"]
_SYMBOLS = "!#$%&*?@+=~"


def _club(g: random.Random) -> str:
    """A football club and the year it was founded, the way half the dispatch office does it."""
    name = g.choice(list(_CLUBS))
    return f"{name}{_CLUBS[name]}{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four random groups of five, as the vault's generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}",
    _club,
    lambda g: f"{g.choice(_SHENG)}@{g.choice(_CODES)}{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_ROSES)}{g.choice(_SYMBOLS)}B{g.randrange(1, 20)}-{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_CROPS).lower()}.{g.choice(_PLACES).lower()}.{g.randrange(2024, 2036)}",
    lambda g: f"{g.choice(_TEA)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    _generated,
    lambda g: _r(g, ALNUM + "!$%*#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2036)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}07{_r(g, D, 2)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_CROPS)}{g.randrange(1500, 2400)}m{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES)}{g.choice(_CODES)}{g.choice(_SYMBOLS)}{_r(g, D, 2)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Kaptengwet night shift', Kiprono: the KTP700 on withering trough 4 takes password {pw}",
    "Telegram from Chebet: ABB ACS580 on dryer fan 2, web UI password {pw}",
    "Signal, Otieno → me: DMTouch controller in cold room B, engineer password {pw}",
    "Teams chat, JKIA cargo desk: the airline cargo portal password for our account is {pw}",
    "Google Chat from Hiren: the Zebra ZT411 at the pack house asks for a password, it's {pw}",
    "Viber from Nakato: Synology DS920+ at the Nakawa SACCO office, admin password {pw}",
    "Slack #ngaramtoni: Davis WeatherLink console password {pw}",
    "Element DM from Ireri: Hikvision DS-7608 NVR at the dispatch yard, admin password {pw}",
    "Messenger, Wakesho: Streamax MDVR in the route 46 matatu, password {pw}",
    "Zoom chat during the auction call: the Mombasa broker's e-catalogue password is {pw}",
    "Imo message from Lokeris: Grandstream UCM6302 admin password {pw}",
    "SMS from Massawe: Penagos eco-pulper PLC password {pw}",
    "Keep note 'cold store': Elpro ECOLOG-NET admin password {pw}",
    "Notion page 'SACCO IT': PAX A920 terminal manager password {pw}",
    "OneNote, Kericho › Dryers: the FRENIC keypad is locked, function-code password {pw}",
    "Evernote note: Sartorius MA160 moisture analyser admin password {pw}",
    "osTicket #2231: Yeastar S20 PBX password {pw} is rejected since the KPLC outage",
    "Zammad ticket 881: Huawei AR161 at the Kigali office, password {pw}, please reset",
    "Jira SACCO-77: ZTE F670L fibre ONT admin password {pw}",
    "Freshdesk #1204: Ruijie RG-EG105G router password {pw}, rotate it this week",
    "Hi Njeru,\n\nthe root password on the Kitengela cold-store server is {pw}. Once it is in Bitwarden, bin this e-mail please.\n\nAsante,\nWanjiru",
    "Incident 2031-03-02: the DMTouch at Kitengela was reachable from the internet with password {pw}",
    "Runbook: restart the fluid-bed dryer\n1. open the KTP700 on dryer 1\n2. sign in with the engineer account\n3. password {pw}\n4. ramp the inlet to 120 °C",
    "README (dispatch NUC)\nthe trip board is at https://dispatch.mvule.lan, admin password `{pw}`.",
    "my Equity mobile app password is {pw} now",
    "please remember my KCB app password: {pw}",
    "the Bank of Kigali internet banking password is {pw}",
    "password for my CRDB SimBanking app: {pw}",
    "[voice note, transcribed] okay so the speed governor portal password is {pw} okay bye",
    "note to self: Spiro battery swap station password {pw}",
    "after the firmware update the Meyer colour sorter's password became {pw}",
    "Hodan: the password for the forwarder's booking portal is {pw}, copy it into your notebook",
    "Gmail draft to myself: cargo web password {pw}",
    "save my eCitizen password for me, it is {pw}",
    "Ujumbe wa Massawe: nywila ya kompyuta ya stoo ya mbolea ni {pw}",
    "nywila mpya ya ruta ya ofisi ya SACCO: {pw}",
    "msee pass ya ile laptop ya dispatch ni {pw}, usiileak",
    "Kamau: manze pass mpya ya M-Pesa org portal ni {pw}",
    "password ya kompiuta ya mũgũnda nĩ {pw}, ndũkaheane",
    "password mara mar email en {pw}",
    "Achieng: password manyien mar kompiuta mar ofis en {pw}",
    "password yange eya email ye {pw}",
    "Nakato: password empya eya kompyuta ya SACCO ye {pw}, tobuulira muntu",
    "ijambobanga ryanjye rya email ni {pw}",
    "Uwase: ijambobanga rishya rya mudasobwa ya station ni {pw}",
    "Chamgei! password nebo kompyuta ne factory ko {pw}, kongoi",
    "furaha sirta ee kombiyuutarka xafiiska JKIA waa {pw}",
    "Hodan: furahayga sirta cusub ee emailka waa {pw}, qofna ha u gudbin",
    "le mot de passe du PC de la station de lavage, c'est {pw}",
    "कोल्ड स्टोर वाले लैपटॉप का पासवर्ड अब {pw} है",
    "દુકાનના કમ્પ્યુટરનો પાસવર્ડ {pw} છે",
    "het wachtwoord van ons klokkoop-account bij de veiling is {pw}",
    "Kennwort fürs Röstereiportal in Bremen: {pw}",
    "كلمة السر لبوابة الشحن الجوي في المطار: {pw}",
    "工厂烘干机触摸屏的密码是 {pw}",
    "Aika mbuya! pasiwedi yakwa ya email ni {pw}, ulamwambie mndu",
    "Osibile ota! pasiwedi yange eya kompyuta n'e {pw}, wakora",
    "password ya kompiuta ya ofisi ya Runyenjes ĩrĩ {pw}, ndũkeere mũndũ",
    "Wawuka! pasiwedi ya kompyuta ya cold room ni {pw}, ndumbie mundu",
    "Ejok! epassword kang a email {pw}, alakara",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["wanjiru.k", "kiprono", "chebet.j", "otieno", "achieng.o", "nakato", "ssempala",
          "uwase.m", "habimana", "massawe", "lyimo.e", "rweyemamu", "msuya", "wakesho", "ekai",
          "emuron", "drateru", "njeru", "ireri.n", "hodan.a", "hiren.p", "nisha", "svc-dryer",
          "dispatch", "coldstore", "sacco-ops"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Kiprono: the KTP700 login is {u} / {pw}",
    "Freshdesk #1290: {u} locked out of the ABB drive UI, last password tried {pw}",
    "usr={u} pwd={pw}",
    "Notion › SACCO IT › PAX terminal manager: {u} — {pw}",
    "| box | account | pass |\n|---|---|---|\n| Elpro ECOLOG | {u} | {pw} |",
    "log into the cargo portal as {u}, password {pw}",
    "Yeastar login {u}:{pw}",
    "User: {u}\nPass: {pw}",
    "- host: mdvr-route46\n  user: {u}\n  pass: {pw}",
    "Telegram, Lokeris: governor portal, account {u}, password {pw}",
    "Hodan says the KenTrade login is {u}, and {pw} is what goes in the password box",
    "controller;login;password\ndmtouch-b;{u};{pw}",
    "ssh {u}@dryer-gw.mvule.lan   # pw {pw}",
    "Teams: creds for the colour sorter are {u} and {pw}",
    "jina la kuingia ni {u}, na nywila yake ni {pw}",
    "user ni {u}, pass ni {pw}, msee",
    "erinnya lyange ery'okuyingira {u}, password {pw}",
    "izina ukoresha: {u}, ijambobanga: {pw}",
    "magaca gelitaanka {u}, furaha sirta oo cusub {pw}",
    "યુઝરનેમ {u}, પાસવર્ડ {pw}",
    "identifiant de la station : {u}, mot de passe : {pw}",
    "nying ma idonjogo {u}, password {pw}",
    "ekiro kang {u}, epassword kang {pw}",
    "eizina lyange {u}, pasiwedi {pw}",
    "gebruiker {u}, wachtwoord {pw} (klokkoop)",
    "账号：{u}　密码：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kapsoit", "mchicha", "waridi", "jacaranda", "ugali", "mandazi", "matoke",
               "isambaza", "chapati", "githeri", "kachumbari", "mursik", "omena", "kahawa",
               "batian", "mukimo", "luwombo", "nyirinyiri"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "dryer PC: it's {w} in small letters, {d} glued behind it",
    "voice note: cold store PC password, {w} and {d} right after it, no gaps",
    "for the governor portal it is {w} with {d} after it",
    "type {w} and then {d}; that's the SACCO desktop",
    "it's {w}{d}, one lump, no space between the word and the number",
    "nywila ni neno {w}, kisha tarakimu {d}",
    "pass ni ile word {w}, alafu {d}",
    "ijambobanga ni ijambo {w}, hanyuma {d}",
    "password ye kigambo {w}, oluvannyuma {d}",
    "furahayga sirtu wuxuu ka kooban yahay ereyga {w}, kadibna {d}",
    "epaswad kang ebe ekiror {w}, kidiama {d}",
    "pasiwedi ni ndeto {w}, nyuma yakwe {d}",
    "પાસવર્ડ એટલે શબ્દ {w}, પછી {d}",
    "password en wach {w}, bang'e {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


# Commands, each with the frames it is met in: "sh" a Unix shell, "win" Windows, "ibmi" an IBM i
# green screen, "code" a source file.
_CLI: dict[str, str] = {
    "FortiSSLVPNclient.exe connect -h vpn.mvule.co.ke:10443 -u {u}:{pw} -i -q": "win",
    'BiosConfigUtility64.exe /set:"C:\\it\\bios-sacco.txt" /nspwd:"{pw}"': "win",
    'ThinkBiosConfig.hta "file=C:\\it\\dispatch-bios.ini" "pass={pw}"': "win",
    "mpfshell -n -o ws:192.168.4.21,{pw} -c 'put trough4.py main.py'": "sh",
    "hono-cli app --host hono.mvule.lan --port 15671 --username {u}@DEFAULT_TENANT --password '{pw}' consume --tenant DEFAULT_TENANT": "sh",
    "imapdedup.py -s imap.mvule.co.ke -x -u {u} -w '{pw}' -n INBOX": "sh",
    "RUNRMTCMD CMD('/opt/leaf/bin/sync-weighings.sh') RMTLOCNAME('dryer-gw.mvule.lan' *IP) RMTUSER({u}) RMTPWD('{pw}')": "ibmi",
    "client = smpplib.client.Client('smpp.mvule.co.ke', 2775)\nclient.connect()\nclient.bind_transceiver(system_id='{u}', password='{pw}')": "code",
    'session.connectAndBind("smpp.mvule.co.ke", 2775, new BindParameter(BindType.BIND_TRX, "{u}", "{pw}", "cp", TypeOfNumber.UNKNOWN, NumberingPlanIndicator.UNKNOWN, null));': "code",
    "const session = smpp.connect('smpp://smpp.mvule.co.ke:2775');\nsession.bind_transceiver({{ system_id: '{u}', password: '{pw}' }}, (pdu) => console.log(pdu.command_status));": "code",
    '<sshexec host="dryer-gw.mvule.lan" username="{u}" password="{pw}" trust="true" command="systemctl restart leaf-opcua"/>': "code",
    'oCompany.Server = "sacco-sql"\noCompany.CompanyDB = "SBO_MVULE"\noCompany.UserName = "{u}"\noCompany.Password = "{pw}"\nlRetCode = oCompany.Connect': "code",
    'Set wb = Workbooks.Open(Filename:="\\\\sacco-fs\\loans\\arrears-2031.xlsx", Password:="{pw}")': "code",
    'Documents.Open FileName:="C:\\SACCO\\agm-minutes-2031.docx", PasswordDocument:="{pw}"': "code",
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@192.168.20.11 'sudo systemctl restart dryer-logger'": "sh",
    "mysql -h 10.20.0.5 -u {u} -p'{pw}' leaf_intake -e 'select count(*) from weighings'": "sh",
    "redis-cli -h cache.mvule.lan -a '{pw}' --no-auth-warning XLEN stream:loan-reminders": "sh",
    "curl -su {u}:{pw} https://nexus.mvule.lan/service/rest/v1/status": "sh",
    "docker login registry.mvule.lan -u {u} -p '{pw}'": "sh",
    "htpasswd -bB /etc/nginx/.dispatch {u} '{pw}'": "sh",
    "smbclient //sacco-fs/loans -U 'MVULE\\{u}%{pw}' -c 'ls'": "sh",
    "7z a -p'{pw}' -mhe=on payroll-2031-03.7z payroll/": "sh",
    "zip -P '{pw}' kephis-docs.zip phyto/*.pdf": "sh",
    "openssl enc -aes-256-cbc -pbkdf2 -in members.csv -out members.csv.enc -pass pass:{pw}": "sh",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d catalogue.xlsx.gpg > catalogue.xlsx": "sh",
    'plink -ssh {u}@10.30.0.2 -pw {pw} "tail -n 50 /var/log/governor.log"': "win",
    "xfreerdp /v:sacco-app01 /u:{u} /p:'{pw}' /cert:ignore": "sh",
    "net use S: \\\\sacco-fs\\shares {pw} /user:MVULE\\{u} /persistent:no": "win",
    "sqlplus {u}/{pw}@//flex.mvule.lan:1521/CBS": "sh",
    "lftp -u {u},'{pw}' sftp://edi.mvule.co.ke -e 'mirror -R outbox /inbound; bye'": "sh",
    "ipmitool -I lanplus -H bmc-sacco01.mvule.lan -U {u} -P '{pw}' chassis power status": "sh",
    "mosquitto_pub -h mqtt.mvule.lan -u {u} -P '{pw}' -t coldroom/b/setpoint -m 2": "sh",
    "echo '{pw}' | sudo -S systemctl restart roomb-logger.service": "sh",
    "ldapsearch -x -H ldap://dc1.mvule.lan -D 'cn={u},ou=svc,dc=mvule,dc=lan' -w '{pw}' -b dc=mvule,dc=lan '(uid=nakato)'": "sh",
    'sqlcmd -S sacco-sql -U {u} -P "{pw}" -Q "SELECT COUNT(*) FROM Loans"': "win",
    "rabbitmqctl add_user {u} '{pw}'": "sh",
}  # fmt: skip
_FRAMES = {
    "sh": ["{c}", "$ {c}", "root@dryer-gw:~# {c}", "~/.bash_history on the dispatch NUC:\n{c}",
           "Termux on Otieno's phone: ~ $ {c}", "WSL on the JKIA desk laptop: {c}",
           "ekai@lodwar-mbp ~ % {c}", "njeru@ngaramtoni-ws ~> {c}",
           "tmux pane on the cold-store box:\n$ {c}", "GitLab CI, job sync-leaf:\n$ {c}",
           "Jenkins console, sacco-backup #212:\n+ {c}", "amri niliyoendesha jana usiku: {c}",
           "command niliirun kwa server: {c}", "commande lancée sur le serveur de Kigali : {c}",
           "ekiragiro kye nnadduse ku server: {c}", "itegeko nakoresheje kuri seriveri: {c}",
           "મેં ચલાવેલો કમાન્ડ: {c}", "工厂服务器上跑过的命令：{c}"],
    "win": ["PS C:\\Users\\kiprono> {c}", "C:\\SACCO> {c}", "cmd on the SACCO cashier PC: {c}",
            "Windows Terminal at the JKIA desk: {c}", "amri kwenye kompyuta ya keshia: {c}",
            "commande sur le PC de la caisse : {c}"],
    "ibmi": ["5250 session, leaf-intake system:\n===> {c}", "old intake box, command line: {c}"],
    "code": ["{c}", "pasted in Teams by Hiren:\n{c}", "from the SACCO repo:\n{c}",
             "hii ndio code yenyewe:\n{c}", "Jira SACCO-95, snippet attached:\n{c}"],
}  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    """``n`` commands, each in one of its frames."""
    out = []
    for template in v.cycle(rng, list(_CLI), n):
        secret = _plain_pw(rng)
        text = template.format(u=rng.choice(_USERS), pw=secret)
        frame = rng.choice(_FRAMES[_CLI[template]])
        out.append(Sample("cli_password", frame.format(c=text), secret))
    return out


_URLS = [
    "migra postgresql://{u}:{pw}@pg-old.mvule.lan/sacco postgresql://sacco@pg.mvule.lan/sacco",
    "TablePlus › New › Import from URL: mysql://{u}:{pw}@10.20.0.5:3306/leaf_intake",
    "rtsp://{u}:{pw}@192.168.8.64:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@edi.mvule.co.ke:990/ephyto/",
    "postgres://{u}:{pw}@db.mvule.lan:5432/dispatch?sslmode=require",
    "mongodb+srv://{u}:{pw}@cluster0.mvule.mongodb.net/coldchain",
    "amqp://{u}:{pw}@rabbit.mvule.lan:5672/sms",
    "redis://:{pw}@cache.mvule.lan:6379/2",
    "mssql+pyodbc://{u}:{pw}@sacco-sql/FOSA?driver=ODBC+Driver+18+for+SQL+Server",
    "http://{u}:{pw}@192.168.1.108/cgi-bin/snapshot.cgi?channel=1",
    "https://{u}:{pw}@nexus.mvule.lan/repository/pypi-internal/simple",
    "Server=sacco-sql;Database=BOSA;User Id={u};Password={pw};TrustServerCertificate=True",
    "smtp://{u}:{pw}@mail.mvule.co.ke:587",
    "jdbc:postgresql://db.mvule.lan/leaf?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection for me: {c}", "kiungo cha database ni {c}",
    "hii ndio connection string: {c}", "Jira SACCO-81: {c}", "Notion 'Connections': {c}",
    "કનેક્શન સ્ટ્રિંગ: {c}", "chaîne de connexion du serveur de Kigali : {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_930_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "mvule-union", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# (vendor, its variable, the token's shape: every shape here is the author's guess, none of
# these vendors publishes one the author knows)
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Co-op Bank Connect", "COOPBANK_CONSUMER_SECRET", _j((ALNUM, 28))),
    ("KCB Buni", "KCB_BUNI_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Kyanda", "KYANDA_API_KEY", _j("kyd_live_", (ALNUM, 32))),
    ("Bongo Live", "BONGOLIVE_API_SECRET", _j((HEX, 40))),
    ("Advanta SMS", "ADVANTA_API_KEY", _j((HEX, 32))),
    ("Mobitech", "MOBITECH_API_KEY", _j((HEX, 64))),
    ("Celcom Africa", "CELCOM_API_KEY", _j((HEX, 32))),
    ("Hostpinnacle", "HOSTPINNACLE_API_KEY", _j((ALNUM, 40))),
    ("Mobile Sasa", "MOBILESASA_API_TOKEN", _j((ALNUM, 48))),
    ("Uwazii", "UWAZII_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Tiara Connect", "TIARA_BEARER_TOKEN", _vendor_jwt("https://api.tiaraconnect.io")),
    ("Ujumbe SMS", "UJUMBE_API_KEY", _j((B64, 44))),
    ("Little Cab", "LITTLE_CORPORATE_KEY", _j((URLSAFE, 40))),
    ("SafeBoda", "SAFEBODA_PARTNER_SECRET", _j((ALNUM, 36))),
    ("KenTrade", "KENTRADE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("KEPHIS ePhyto", "KEPHIS_EPHYTO_TOKEN", _vendor_jwt("https://ephyto.kephis.example")),
    ("Metropol CRB", "METROPOL_PRIVATE_KEY", _j((HEX, 64))),
    ("TransUnion Kenya", "TRANSUNION_KE_API_KEY", _j((UPPER_HEX, 32))),
    ("Creditinfo", "CREDITINFO_API_SECRET", _j((B64, 40), "==")),
    ("Craft Silicon", "CRAFTSILICON_APP_SECRET", lambda g: v.uuid4(g, "9")),
    ("Xente", "XENTE_API_KEY", _j((HEX, 32))),
    ("Flocash", "FLOCASH_MERCHANT_SECRET", _j((ALNUM, 32))),
    ("NALA", "NALA_BUSINESS_API_KEY", _j("nala_sk_", (ALNUM, 30))),
    ("M-KOPA", "MKOPA_PARTNER_TOKEN", _j((URLSAFE, 48))),
    ("Swissport", "SWISSPORT_CARGO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Siginon", "SIGINON_API_TOKEN", _j((HEX, 40))),
    ("Kuehne+Nagel", "KN_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Expeditors", "EXPEDITORS_API_KEY", _j((ALNUM, 40))),
    ("Nallian", "NALLIAN_API_KEY", _j((HEX, 48))),
    ("Cargolux", "CARGOLUX_BOOKING_TOKEN", _j((B64, 64))),
    ("Florecom", "FLORECOM_SECRET", lambda g: v.uuid4(g, "8")),
    ("Royal FloraHolland", "RFH_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Florisoft", "FLORISOFT_API_KEY", _j((UPPER_HEX, 40))),
    ("Flowerwatch", "FLOWERWATCH_API_KEY", _j((HEX, 32))),
    ("GLOBALG.A.P.", "GGAP_DATABASE_TOKEN", _j((ALNUM, 44))),
    ("Twiga", "TWIGA_SUPPLIER_TOKEN", _j((URLSAFE, 36))),
    ("Instafin", "INSTAFIN_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Oracle FLEXCUBE", "FLEXCUBE_GATEWAY_SECRET", _j((ALNUM, 40))),
    ("IDAnalyzer", "IDANALYZER_API_KEY", _j((ALNUM, 32))),
    ("Ma3Route", "MA3ROUTE_API_KEY", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}=\"{tok}\"",
    "docker run -d -e {env}={tok} mvule/sms-relay:2.3",
    "kubectl -n sacco create secret generic integrations --from-literal={env}={tok}",
    "fly secrets set {env}={tok} -a mvule-dispatch",
    "railway variables --set \"{env}={tok}\"",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "application.yml:\n  integrations:\n    {key}: {tok}",
    "settings.py: {env} = \"{tok}\"",
    "wp-config.php: define( '{env}', '{tok}' );",
    "repo secret {env} (GitHub Actions) now holds {tok}",
    "Mvule ERP › Settings › Integrations › {vendor}: {tok}",
    "Jira SACCO-93: {vendor} callback fails with 401, key in use {tok}",
    "Freshdesk #1377: {vendor} sync dead since Monday; the key configured there is {tok}",
    "WhatsApp from Hiren: {vendor} key (night sync job) {tok}",
    "Keep note: rotate the {vendor} token {tok}",
    "{vendor} API key, mine, please file it: {tok}",
    "API ya {vendor}, ufunguo wake ni {tok}",
    "API key ya {vendor} ni hii {tok}, usiipost kwa group",
    "API key ya {vendor} ya kampuni nĩ {tok}",
    "API key mar {vendor} en {tok}",
    "API key ya {vendor} gye tukozesa ye {tok}",
    "API ya {vendor}: urufunguzo rwayo ni {tok}",
    "API key-ga {vendor} ee shirkadda waa {tok}",
    "clé API {vendor} (prod) : {tok}",
    "{vendor} के लिए API key यह है: {tok}",
    "{vendor} વાળી API કી આ છે: {tok}",
    "{vendor}-API-sleutel voor onze koppeling: {tok}",
    "{vendor} API-Schlüssel (Produktion): {tok}",
    "مفتاح الـAPI لخدمة {vendor} هو {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "API key ya {vendor} yakwa ni {tok}, mbuya",
    "API key ya {vendor} n'e {tok}, wakora",
    "API key ya {vendor} ĩrĩ {tok}",
    "API key a {vendor} {tok}, alakara",
    "API key ka {vendor} ebe {tok}, eyalama",
    "{vendor} API key ri {tok}, awa'difo",
    "API key ya {vendor} nyi {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    eatta = _r(rng, HEX, 40)
    advanta = _r(rng, HEX, 32)
    idanalyzer = _r(rng, ALNUM, 32)
    kyanda = "kyd_live_" + _r(rng, ALNUM, 32)
    coop = _r(rng, ALNUM, 28)
    tiara = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f"curl -H 'X-EATTA-Key: {eatta}' https://eauction.eatta.example/api/v2/catalogues/12/lots", eatta),
        Sample("vendor_token", f'requests.post("https://quicksms.advantasms.com/api/services/sendsms/", json={{"apikey": "{advanta}", "partnerID": "4127", "mobile": msisdn, "message": text, "shortcode": "MVULE"}})', advanta),
        Sample("vendor_token", f'$core = new CoreAPI("{idanalyzer}", "US");', idanalyzer),
        Sample("vendor_token", f"const kyanda = new Kyanda({{ merchantId: 'MVULE01', apiKey: '{kyanda}' }});", kyanda),
        Sample("vendor_token", f"Co-op Bank Connect app 'sacco-recon': consumer key mvule_recon, consumer secret {coop}", coop),
        Sample("vendor_token", f"<add key=\"TiaraConnectToken\" value=\"{tiara}\" />", tiara),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        fields = {"vendor": vendor, "env": env, "key": env.lower(), "tok": tok}
        out.append(Sample("vendor_token", template.format_map(fields), tok))
    return out


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "the console won't show it twice, so:\n{t}", "tokeni ni {t}",
                "hii token: {t}", "{t}\n^ that replaces last month's, which is dead",
                "hold on to this one, we need it in Kigali: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES key of the speed governor's config export: {h}": 32,
    "HMAC secret for the KenTrade callback: {h}": 64,
    "AppKey of the Ngaramtoni drying-bed sensor (OTAA): {h}": 32,
    "BDK for the test PAX terminals (never in prod!): {h}": 32,
    "pre-shared key of the Kigali ↔ Nairobi IPsec tunnel, hex: {h}": 64,
    "Zigbee network key of the cold-store sensors: {h}": 32,
    "ufunguo wa usimbaji wa backup ya SACCO: {h}": 64,
    "urufunguzo rwo gufunga backup ya station: {h}": 64,
    "બેકઅપ માટેની એન્ક્રિપ્શન ચાવી: {h}": 48,
    "备份加密密钥（烘干线）：{h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira SACCO-101: token copied out of DevTools {t}",
    "Cookie: lang=sw; mvule_session={t}",
    "TRIPBOARD_TOKEN={t}",
    "tokeni ya kuingia kwenye mfumo ni {t}",
    "chukua token: {t}",
    "jeton du portail cargo : {t}",
    "remember this bearer for the dispatch API {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_930_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@mvule.co.ke"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.mvule.co.ke/realms/union",
            "azp": "dispatch-board",
            "roles": ["dispatcher", "sacco-teller"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key for the dryer gateway, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/edi.mvule.co.ke.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"KENTRADE_SIGNING_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_coldstore <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshdesk #1420, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "ufunguo wa siri (private key) wa seva ya ghala:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the forwarder's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup words, copied off the card before I burn it: {p}": "english",
    "Exodus backup, word list:\n{p}": "english",
    "BlueWallet words for the SACCO's old test wallet (emptied): {p}": "english",
    "voice memo: recovery words coming, {p}, full stop, nothing more": "english",
    "Notion page 'Wallets (retired)': {p}": "english",
    "maneno ya kurejesha pochi ya crypto ya Kamau: {p}": "english",
    "phrase de récupération du portefeuille de la station : {p}": "french",
    "amagambo yo kugarura wallet ya Habimana: {p}": "french",
    "frase de recuperação da carteira do comprador de Maputo: {p}": "portuguese",
    "cüzdan kurtarma kelimeleri (İstanbul acentesi): {p}": "turkish",
    "ウォレットの復元フレーズ（東京の焙煎所）：{p}": "japanese",
    "錢包助記詞（台北的茶葉買家）：{p}": "chinese_traditional",
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
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's: a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["6521", "6522", "6069", "8172", "5085"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Nisha: the union card for the Siemens spare parts is {c}, exp {mm}/{yy}",
    "my spare Visa for emergencies: {c}, valid thru {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Freshdesk #1411: pay the DMTouch service visit with card {c}",
    "namba ya kadi yangu ni {c}, inaisha {mm}/{yy}",
    "kadi yangu ni {c}, expiry {mm}/{yy}, usiitumie vibaya",
    "ennamba ya kaadi yange: {c}",
    "nimero y'ikarita yanjye ya banki: {c}, {mm}/{yy}",
    "મારા કાર્ડનો નંબર {c} છે",
    "lambarka kaarkayga bangiga: {c}, {mm}/{yy}",
    "namba ya kadi yakwa ya benki nĩ {c}",
    "ma kadi namba ri {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "rupay", "amex", "unionpay", "visa", "discover", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} expiring 09/34 with CVV {cvv}",
               "back of the card by the signature strip: {cvv}",
               "Amex {c}, CID printed small over the number on the right: {cvv}",
               "namba tatu za nyuma ya kadi ni {cvv}",
               "imibare itatu iri inyuma y'ikarita: {cvv}",
               "કાર્ડની પાછળના ત્રણ અંક: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(
        v.card(rng, "amex") if brand == "amex" else _card_of(rng, ["4"], [16]), " ", rng
    )
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 138 (Hungary in six
# corpora, Germany in seven, Switzerland, Denmark, Finland, Ireland, the Netherlands and Norway in
# eight each); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after iban.dat.
_IBAN_SHAPES = {"HU": "n" * 24, "DE": "n" * 18, "CH": "n" * 5 + "c" * 12, "DK": "n" * 14,
                "FI": "n" * 14, "IE": "aaaa" + "n" * 14, "NL": "aaaa" + "n" * 10, "NO": "n" * 11}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the country
    "Invoice MVU-2031-044: the Naaldwijk buyer pays the rose credit note to {i}": "NL",
    "save the Hamburg roaster's IBAN: {i}": "DE",
    "IBAN: {i}\nReference: tea lot 3117, Mombasa auction 12": "IE",
    "WhatsApp, Nisha: the Zurich tea trader's new bank details, IBAN {i}": "CH",
    "IBAN ya mnunuzi wa maua wa Denmark: {i}": "DK",
    "IBAN du torréfacteur de Genève : {i}": "CH",
    "IBAN: {i} (ડેનમાર્કનો ગ્રાહક)": "DK",
    "IBAN van de kweker-koper in Aalsmeer: {i}": "NL",
    "IBAN der Rösterei in Bremen für die Gutschrift: {i}": "DE",
    "IBAN y'umuguzi wa kawa wo muri Finlande: {i}": "FI",
    "IBAN-ka iibsadaha ubaxa ee Norway: {i}": "NO",
    "IBAN ya kasitoma w'amajani e Budapest: {i}": "HU",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


# Ids of the region that python-stdnum has no module for: none is checked by a library or here (no
# check-digit algorithm is written), and the shapes are the author's belief or invention.
def _rw_nid(g: random.Random) -> str:
    """Rwanda's national ID (indangamuntu): 1, the birth year, the sex (7 or 8), a serial of
    seven, an issue digit and two more, printed in groups."""
    year = g.randrange(1960, 2006)
    return f"1 {year} {g.choice('78')} {_r(g, D, 7)} {g.randrange(0, 3)} {_r(g, D, 2)}"


def _rw_nid_compact(g: random.Random) -> str:
    return _rw_nid(g).replace(" ", "")


def _ke_good_conduct(g: random.Random) -> str:
    """A Kenyan certificate of good conduct (DCI) reference, as drawn here."""
    return f"PCC-{g.randrange(2029, 2032)}-{_r(g, D, 6)}-{_r(g, UPPER, 2)}"


def _ke_voter(g: random.Random) -> str:
    """An IEBC voter's card number, as drawn here: nine digits."""
    return g.choice("123456789") + _r(g, D, 8)


def _ke_psv(g: random.Random) -> str:
    """An NTSA PSV badge number, as drawn here."""
    return f"PSV{_r(g, D, 6)}{g.choice(UPPER)}"


def _rw_rssb(g: random.Random) -> str:
    """A Rwanda Social Security Board member number, as drawn here: eight digits and a letter."""
    return _r(g, D, 8) + g.choice("ABCDEFGHJK")


def _ke_waiting_card(g: random.Random) -> str:
    """A Kenyan ID waiting card (acknowledgement) serial, as drawn here: ten digits."""
    return "3" + _r(g, D, 9)


def _rw_licence(g: random.Random) -> str:
    """A Rwandan driving licence, as drawn here: sixteen digits in fours."""
    digits = "1" + _r(g, D, 15)
    return " ".join(digits[k : k + 4] for k in range(0, 16, 4))


def _rw_tin(g: random.Random) -> str:
    """A Rwanda Revenue Authority TIN, as drawn here: nine digits from 1."""
    return "1" + _r(g, D, 8)


def _ug_nssf(g: random.Random) -> str:
    """A Uganda NSSF member number, as drawn here: two letters and eleven digits."""
    return g.choice(["NS", "NT"]) + _r(g, D, 11)


def _tz_rita(g: random.Random) -> str:
    """A Tanzanian (RITA) birth certificate entry number, as drawn here."""
    return f"{_r(g, D, 7)}/{g.randrange(1975, 2010)}"


def _tz_machinga(g: random.Random) -> str:
    """A Tanzanian small trader's (machinga) ID number, as drawn here."""
    return f"MCH-{_r(g, D, 8)}"


def _tz_necta(g: random.Random) -> str:
    """A NECTA form four index number: the school's centre, the candidate and the year."""
    return f"S{_r(g, D, 4)}/{_r(g, D, 4)}/{g.randrange(1995, 2026)}"


def _rw_passport(g: random.Random) -> str:
    """A Rwandan passport, as drawn here: PC and seven digits."""
    return "PC" + _r(g, D, 7)


def _so_passport(g: random.Random) -> str:
    """A Somali passport, as drawn here: P and eight digits."""
    return "P" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "Rwandan national ID number of the new cupper, for the payroll: {s}": _rw_nid,
    "nimero y'indangamuntu yanjye ni {s}": _rw_nid_compact,
    "numéro de la carte d'identité rwandaise de Mme Mukamana : {s}": _rw_nid,
    "DCI good conduct certificate ref. for the new driver: {s}": _ke_good_conduct,
    "namba ya cheti cha tabia njema cha Ireri ni {s}": _ke_good_conduct,
    "namba ya kadi ya kura ya IEBC yakwa nĩ {s}": _ke_voter,
    "evoter card kang a IEBC, namba {s}": _ke_voter,
    "PSV badge yangu ni {s}, msee": _ke_psv,
    "PSV badge number of Mwandawiro for the matatu SACCO file: {s}": _ke_psv,
    "nimero ya RSSB yanjye: {s}": _rw_rssb,
    "namba mara mar waiting card en {s}": _ke_waiting_card,
    "waiting card yakwa ya kitambulisho ĩrĩ namba {s}": _ke_waiting_card,
    "Rwandan driving licence of the cherry truck driver: {s}": _rw_licence,
    "mon TIN à la RRA : {s}": _rw_tin,
    "ennamba yange eya NSSF Uganda: {s}": _ug_nssf,
    "enamba kang a NSSF Uganda: {s}": _ug_nssf,
    "ma NSSF namba ri {s}": _ug_nssf,
    "namba ya cheti cha kuzaliwa (RITA) yange n'e {s}": _tz_rita,
    "kitambulisho cha machinga nyi {s}": _tz_machinga,
    "NECTA index namba yakwa ni {s}": _tz_necta,
    "Rwandan passport of Uwase for the Amsterdam trade fair visa: {s}": _rw_passport,
    "lambarka baasaboorkayga Soomaaliyeed waa {s}": _so_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["recovery codes for the SACCO's Microsoft 365 admin:\n{codes}",
            "Zoho Mail backup verification codes {codes}",
            "nambari za dharura za 2FA: {codes}",
            "kode zo kubika za 2FA za email: {codes}",
            "koodi ez'okuwonya eza 2FA: {codes}",
            "2FA બેકઅપ કોડ:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/MvuleSACCO:nakato@mvule.co.ke?secret={s}&issuer=Mvule%20SACCO&digits=6",
              "Aegis, manual entry for the KenTrade login, secret {s}",
              "2FAS setup key for the Floriday buyer account: {s}",
              "ufunguo wa 2FA wa akaunti ya KRA: {s}"]  # fmt: skip
_OTP = ["{c} is your airline cargo portal login code",
        "Your KCB verification code is {c}. Valid for 5 minutes only.",
        "Nambari yako ya uthibitisho ya Equity ni {c}. Usimtumie mtu yeyote nambari hii.",
        "Koodi yo ey'okukakasa ku MTN MoMo ye {c}",
        "Kode yawe yo kwemeza ya BK ni {c}",
        "તમારો OTP {c} છે, કોઈને આપશો નહીં"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n", "\n", " "][index % 6]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _OTP, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Mvule-Factory", "KTF-Withering", "Kitengela-ColdStore", "JKIA-CargoDesk",
          "Ngaramtoni-WS", "SACCO-Nakawa", "Safaricom_Home_5G_7A21", "Airtel-MiFi-3F2C",
          "Faiba4G-B1", "Zuku-Fibre-8812", "Dispatch-Yard", "MTN-HomeFi-5G", "Canal-Box-Kigali",
          "Vodacom-Arusha-Office", "Boda-Stage-Kasarani"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "on the withering floor the network is {s}, password {pw}",
    "cold store hotspot: {s} / {pw}",
    "sticker under the router box: {pw}",
    "wifi {s}, nywila yake ni {pw}",
    "wifi ya {s} pass ni {pw}",
    "{s}: password yayo nĩ {pw}",
    "ku wifi {s}, password ye {pw}",
    "ijambobanga rya wifi {s} ni {pw}",
    "furaha wifi-ga {s} waa {pw}",
    "wifi {s}, mot de passe : {pw}",
    "વાઇફાઇ {s} માટે પાસવર્ડ {pw} રાખ્યો છે",
    "password a wifi {s} {pw}, alakara",
    "pasiwedi ya wifi ya {s} nyi {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 10)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((URLSAFE, 24)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("kyd_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["I'll read it one character at a time: {t}", "[Otieno read it to me on a call] {t}",
          "(gaps so the lock-screen preview doesn't show it) {t}", "nimeitenganisha kwa nafasi: {t}",
          "ni hii, herufi kwa herufi: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kufuli ya stoo ya mbolea: {pw}", "Chebet: code ya gate ya factory ni {pw}",
          "the cold room B door keypad takes {pw} then *", "combination of the cash box at the SACCO: {pw}",
          "kode y'ingufuri y'ububiko bwa kawa: {pw}", "koodka qufulka bakhaarka JKIA: {pw}",
          "Wawuka! kufuli ya stoo ya Wundanyi ni {pw}", "તિજોરીનો કોડ: {pw}",
          "kufuli ya container ya mbolea yange n'e {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["withering", "fannings", "jacaranda", "matatu", "boda", "kahawa", "parchment",
                 "cherry", "dhool", "rotorvane", "sisal", "baobab", "msafara", "waridi", "pulper",
                 "gunia"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the SACCO vault: {p}": " ",
            "KeePassXC file on the USB stick, passphrase: {p}": "-",
            "Enpass (Hiren's laptop), master passphrase: {p}": ".",
            "kaulisiri ya hifadhi ya nywila: {p}": " ",
            "interuro y'ibanga ya vault: {p}": " ",
            "ebigambo by'ekyama bya vault: {p}": "_",
            "વૉલ્ટનો પાસફ્રેઝ: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Hoppscotch, collection SACCO, Authorization header: Basic {v}": True,
    'Caddyfile: header_up Authorization "Basic {v}"': True,
    "Thunder Client export: authorization: bearer {v}": False,
    "Insomnia environment, header Authorization = Basic {v}": True,
    "Paw request to the cargo API: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/astguiclient.conf (VICIdial on the dispatch PBX):\nVARDB_server => localhost\nVARDB_database => asterisk\nVARDB_user => cron\nVARDB_pass => {pw}\nVARDB_port => 3306",
    "<Location /sacco-admin>\n  AuthType Basic\n  AuthBasicProvider ldap\n  AuthLDAPURL \"ldap://dc1.mvule.lan/ou=staff,dc=mvule,dc=lan?uid\"\n  AuthLDAPBindDN \"cn=apache,ou=svc,dc=mvule,dc=lan\"\n  AuthLDAPBindPassword \"{pw}\"\n</Location>",
    ".yarnrc.yml:\nnpmRegistries:\n  \"https://npm.mvule.lan\":\n    npmAlwaysAuth: true\n    npmAuthIdent: \"{u}:{pw}\"",
    "/etc/ldap.secret (rootbinddn of pam_ldap on the dispatch NUC):\n{pw}",
    "~/.pgpass:\ndb.mvule.lan:5432:sacco:{u}:{pw}",
    "config.php:\ndefine('SACCO_DB_PASS', '{pw}');",
    "variables.tf:\nvariable \"kentrade_sftp_password\" {{\n  type    = string\n  default = \"{pw}\"\n}}",
    "pgbouncer userlist.txt:\n\"dispatch\" \"{pw}\"",
    "/etc/ppp/chap-secrets:\n# client\tserver\tsecret\tIP\nmvule-sacco\t*\t{pw}\t*",
    "/etc/nslcd.conf:\nuri ldap://dc1.mvule.lan\nbinddn cn=nslcd,ou=svc,dc=mvule,dc=lan\nbindpw {pw}",
    "leaf-sync.ini:\n[credentials]\nusername = {u}\npassword = {pw}",
    "unattend.xml (SACCO kiosk):\n<AutoLogon><Password><Value>{pw}</Value><PlainText>true</PlainText></Password><Username>kiosk</Username><Enabled>true</Enabled></AutoLogon>",
    "sites/sacco.mvule.lan/site_config.json:\n{{\"db_name\": \"_1b2c3d4e\", \"db_password\": \"{pw}\", \"encryption_key\": null}}",
    "compose.yaml:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "application.properties (cargo-bridge):\nspring.datasource.username={u}\nspring.datasource.password={pw}",
    "settings.py:\nDATABASES = {{\"default\": {{\"ENGINE\": \"django.db.backends.postgresql\", \"NAME\": \"dispatch\", \"USER\": \"{u}\", \"PASSWORD\": \"{pw}\"}}}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw, u=_USERS), "pw")


_CHATS = [
    "Chebet: wifi password ya cold store?\nOtieno: {pw}",
    "[07:02] kiprono: root pw for the dryer gateway?\n[07:04] njeru: {pw}",
    "Nakato: {pw} is the new SACCO server password",
    "Hodan: use {pw}, that's what the cargo portal has now",
    "Massawe: nywila ya seva imebadilika, sasa ni {pw}",
    "Uwase: ijambobanga rishya rya seriveri ni {pw}",
    "Ssempala: password empya eya server ye {pw}",
    "Ekai: password ngolo ngina {pw}",
    "Drateru: server password ma eri {pw}",
    "Msuya: pasiwedi ya seva nyi {pw} sasa",
    "Hiren: સર્વરનો નવો પાસવર્ડ છે {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "nywi\u200bla: {pw}", "pass\u200cword = {pw}", "Pаsswоrd → {pw}", "ℙ𝕒𝕤𝕤𝕨𝕠𝕣𝕕: {pw}",
    "𝓅𝒶𝓈𝓈𝓌ℴ𝓇𝒹 {pw}", "ᵖᵃˢˢʷᵒʳᵈ: {pw}", "PASS\u2063WORD: {pw}", "pass\u180eword = {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, in about heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 26), (_spelled, 14), (_cli, 36), (_urls, 14), (_vendors, 46),
    (_bare, 7), (_hexes, 10), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 11),
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
    "the KTP700 engineer password is": "{s}", "DMTouch service pw:": "{s} (set when the compressor was replaced)",
    "nywila ya seva ni": "{s}", "sorter (Meyer) pw": "{s}\nwe rotate it when the plucking season ends",
    "ijambobanga rya station ni": "{s}", "password yange ye": "{s}", "પાસવર્ડ:": "{s}",
    "furaha sirta waa": "{s}", "what Ekai read out over the radio as the password was": "{s}, I think",
    "pasiwedi yakwa ni": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "KenTrade client secret", "{s}", _j((URLSAFE, 43))),
    ("split_token", "Kyanda key:", "{s} (airtime float)", _j("kyd_live_", (ALNUM, 32))),
    ("split_token", "Instafin API key", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "words from the Exodus backup sheet", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NO"))),
    ("split_backup", "M365 admin recovery codes", "{s}\nkwea42-9fj2\npulm07-x8rt", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Rwandan national ID", "{s}", _rw_nid),
    ("split_phrase", "the SACCO vault's passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"dryer": {"hmi": "https://ktp700-d1.mvule.lan", "engineer_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"nywila": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "otieno", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"controllers": [{"name": "dmtouch-a"}, {"name": "dmtouch-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sqlcmd", "-S", "sacco-sql", "-U", "teller", "-P", "{s}", "-d", "FOSA"]}': ("meta_password", _plain_pw),
    '{"note": "ijambobanga rya mudasobwa ya station ni {s}"}': ("meta_password", _plain_pw),
    '{"પાસવર્ડ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the governor portal as dispatch with the password {s}"}': ("meta_password", _plain_pw),
    '{"kentrade": {"client_secret": "{s}"}}': ("meta_token", _j((URLSAFE, 43))),
    '{"advantaApiKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"mobitech_key": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "11/34"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "HU")),
    '{"driver": {"rwanda_national_id": "{s}"}}': ("meta_id", _rw_nid_compact),
    '{"mfa": {"recovery_codes": ["{s}", "kwea42-9fj2", "pulm07-x8rt"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"sacco_test_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fertiliser_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Kitengela-ColdStore", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"smpplib-2.2.3-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"dmtouch-firmware-3.4.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/mvule/dispatch:1.9").hexdigest()
_COMMIT = hashlib.sha1(b"leaf: add withering time column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"governor: revert NTSA export", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"leaf-weighings-2031-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"auction-catalogue-2031-12.xlsx").hexdigest()
_ISBN = str(std_isbn.format("978996625104" + std_ean.calc_check_digit("978996625104")))

CLEAN = [
    "Remind me to change the KTP700 password on trough 4 before the Siemens engineer visits on 2031-05-14.",
    "Otieno asked for the cold store wifi password; it's on the laminated card in the supervisor's drawer.",
    "Union rule: fourteen characters at least, and every password lives in the union's vault only.",
    "Please don't paste passwords into the 'Kaptengwet night shift' group; send a vault link instead.",
    "The `.env.example` line `KYANDA_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "Replace <YOUR_KENTRADE_CLIENT_SECRET> in the README with the secret from the KenTrade portal.",
    "ADVANTA_API_KEY and CELCOM_API_KEY must be set before the SMS reminders run at 18:00.",
    "Usimwambie mtu yeyote nywila yako, hata meneja wa kiwanda.",
    "Msee, usiwahi share pass yako kwa group ya kazi.",
    "Ndũkanaheane password yaku kũrĩ mũndũ o na ũmwe.",
    "Kik inyis ng'ato password mari, kata jatend ofis.",
    "Tobuulira muntu yenna password yo.",
    "Ntuzigere ubwira undi muntu ijambobanga ryawe.",
    "Ha u sheegin qofna furahaaga sirta ah.",
    "Il faut au moins quatorze signes dans un mot de passe, chiffres compris.",
    "पासवर्ड किसी के साथ साझा न करें, ऑफिस वालों के साथ भी नहीं।",
    "પાસવર્ડ કોઈ સાથે શેર ન કરો, દુકાનમાં પણ નહીં.",
    "Een wachtwoord korter dan veertien tekens wordt door de veilingsite geweigerd.",
    "Das Kennwort bitte nie per WhatsApp schicken.",
    "لا ترسل كلمة السر عبر واتساب أبداً.",
    "请不要把密码告诉任何人。",
    "Ulamwambie mndu pasiwedi yako, mbuya.",
    "Otamuragira muntu pasiwedi yawe.",
    "Ndũkeere mũndũ password yaku.",
    "Ndumbie mundu pasiwedi yako.",
    "Mam ilimu ituŋa password kon.",
    "Mam ilimokin itunganan password kon.",
    "Mi password fe a'di ini ku.",
    "Ndumuvie mundu pasiwedi yako.",
    "Upgraded the KTP700 firmware from V17 to V18 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the withering-time column.",
    f"Rolled back to {_SHORT} after the governor export broke the NTSA report.",
    f"requirements.txt: smpplib==2.2.3 --hash=sha256:{_WHEEL_SUM}",
    f"The DMTouch firmware 3.4.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of auction-catalogue-2031-12.xlsx: {_SHA512}",
    f"The dispatch API runs ghcr.io/mvule/dispatch@sha256:{_IMAGE}.",
    f"MD5 of leaf-weighings-2031-03.csv is {_MD5}, same as the copy on the SACCO share.",
    "Request id 5c2e8a71-9f04-4b3d-a6e2-1d7c0b9f3a48 is the slow one in the KenTrade logs.",
    "Purchase order PO-MVU-2031-0217 for 120 fibre sacks ships from Thika on Tuesday.",
    "Freshdesk #1402: the Kitengela cold room B door alarm keeps tripping at 3 a.m.",
    "Air waybill 706-48213375 carries 38 boxes of Athena roses to Amsterdam tonight.",
    "Booking ref 8H4T2M for Wanjiru, Nairobi to Kigali on 14 March, seat 12C.",
    "Call the Kericho factory office on +254 722 410 386 before noon.",
    f"ISBN {_ISBN} is the tea husbandry handbook on the factory shelf.",
    "The boda that hit the gate is KMFB 217Y; the matatu behind it was KDA 512X.",
    "Withering trough 4 is at 28 °C and 72 % RH; the dryer inlet runs at 118 °C.",
    "Cold room B holds 2 °C ± 0.5; pre-cooling 1,200 boxes takes about four hours.",
    "Parchment moisture at Ngaramtoni is 11.5 %; the cherry intake was 3,420 kg today.",
    "After three wrong PINs the PAX terminal locks for 30 minutes.",
    "Ask Kiprono for the keypad code of the fertiliser store, I don't have it.",
    "My card ending 4417 was declined at the Kericho agrovet.",
    "The Hamburg roaster wants our IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the SACCO's Microsoft 365 admin and lock them in the safe.",
    "No wallet support desk will ever ask you for your recovery phrase.",
    "Keep `KENTRADE_CLIENT_SECRET` in the secrets store, never in the repository.",
    "The padlock on the fertiliser store rusts in the long rains; oil it every month.",
    "The guest wifi 'Mvule-Guest' is open, no password needed.",
    "Tea lot 3117: 42 bags of BP1, 2,520 kg, valued at USD 2.85 a kilo at the Mombasa auction.",
    "Ticket SACCO-88: the M-Pesa reconciliation job times out after 120 s.",
    "The secret of good Kericho tea is two leaves and a bud, plucked before ten.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T06:00:00+03:00", "password_min_length": 14}',
    '{"secret_ref": "vault/sacco/flexcube", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 388}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "smpplib", "version": "2.2.3"}}',
    '{"ticket": "1402", "purchase_order": "PO-MVU-2031-0217"}',
    '{"lot": {"id": "LOT-3117", "grade": "BP1", "weight_kg": 2520}}',
    '{"phone": "+254 722 410 386", "town": "Kericho"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bags_in_store": 1842}',
    '{"awb": "706-48213375", "boxes": 38, "destination": "AMS"}',
    '{"plate": "KDA 512X", "route": "46", "sacco": "Mvule Matatu SACCO"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
