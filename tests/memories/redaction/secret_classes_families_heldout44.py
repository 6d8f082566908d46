# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, forty-fourth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to forty-second only to search them
for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, nor the forty-third, forty-fifth and forty-sixth corpora written
alongside it, and the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way the lift crews, snowmaking plant, avalanche patrol,
ski school and chalet rental office of a ski resort (Wolfsgrat Mountain Resort above Bosco Gurin:
the Grathorn gondola, the Chrüz chair and the Seeli T-bar, a snowmaking plant pumping from the
Tschampi reservoir, a patrol hut and explosives magazine at the Furggu, a ski school whose exchange
instructors come from Valbona, Vorokhta, Białka Tatrzańska, Gulmarg, Auli and Kiroro, and a chalet
rental office in Palù del Fersina) leak secrets into an assistant's memory: Hibox, Fleep, Samepage,
Xabber, Monocles, Motorola WAVE PTX, ESChat, Teamflect, GoTo Meeting, Wildix, Grandstream Wave,
WorkJam, Agendrix, Skedda, Threema Work, SIMSme, Hoccer, BigAnt, Spark IM, QIP, Tencent QQ, Naver
Works, Flow.team, Collabee, Typetalk, direct4b, InCircle, ChatLuck, Elgana, Respond.io and Kommo
pastes, Google Tasks, org-roam, Bike, Ideaflow, Saga, Almanac, Flexcil, CollaNote, Zoho Writer,
Beorg, Antinote, SideNotes, Super Productivity and Tasks.org notes to self, Nullboard, EasyRedmine,
Zoho Sprints, Codebeamer, TeamSupport, Cayzu, Samanage, Lansweeper and SupportCandy tickets,
e-mails, a post-mortem, a runbook, the history of Hyper, mate-terminal, deepin-terminal, C-Kermit,
Hercules, cu, GNOME Builder, Jupyter Notebook, marimo, SageMath, a BMC console, IPMI SOL, the
Proxmox shell, Emacs' ansi-term, PAC Manager, SSH Pilot, DomTerm, Crostini, an Xming xterm, Azure
Data Studio and DataSpell, commands of innobackupex, clickhouse-backup, arangodump, arangoimport,
cbimport, cbbackupmgr, elasticdump, esrally, tidb-lightning, openvpn, ipmi-sensors, ipmipower,
XenServer's xe, register_new_matrix_user, zmprov, fastlane, Gradle's injected signing properties,
expo, cordova, anaconda, act, k3s agent, amtool, lein deploy, Teradata FastLoad, SQream's client,
xmlsec1, wget, git credential, ctr, choco, qpdf, Ghostscript and kafka-console-producer,
connection strings of Valkey, WebDAV, DB2, SAP HANA, ClickHouse, Teradata, Informix and Firebird
JDBC, SQLOLEDB, Redshift, TDengine's taosws, SQLCipher and aioodbc in Airbyte, Meltano, Windmill
and Apache Hop, variables set with Kamal, consul kv, etcdctl, LSEnvironment, drone, travis, nginx's
fastcgi_param, .flaskenv, az containerapp, aws lambda, IIS's web.config, a compose env_file,
cdk.json, aws secretsmanager, a systemd EnvironmentFile and wp-cli, configs of GlassFish,
Friendica, Akkoma, GoToSocial, Contao, MythTV, OpenNMS, Mobilizon, dnsdist, evcc, Kutt, Flarum,
NodeBB, Vanilla Forums, Mailtrain, Sendy, phpList and Postal, Advanced REST Client, Locust,
Artillery, Vegeta and bombardier requests, the web pages of lift, snowmaking, weather, pump,
compressor, PLC, drive, boiler, smart-home, lock, router, timing, grooming, ski-service and gate
hardware (Poma, Bartholet, Garaventa, TechnoAlpin, Sufag, Demaclenko, SMI Snowmakers, Supersnow,
Areco, Ratnik, Bächler, IDE, Gill, Lambrecht, OTT Hydromet, VEGA, Wilo, Sulzer, Boge, CompAir,
Almig, Ingersoll Rand, B&R, Pilz, Sigmatek, Saia, Sinamics, Leroy-Somer, Lenze, SEW-Eurodrive,
Kostal, Glutz, Tedee, Gira, Busch-Jaeger, Somfy, Vaillant, Buderus, Hargassner, ÖkoFEN, Fröling,
KWB, Windhager, Lancom, Hirschmann, Digi, Insys, Tosibox, Welotec, Microgate, PistenBully,
Wintersteiger, Skidata, Axess), banks and apps (PrivatBank, J&K Bank, Rakuten Bank, BLIK),
RememBear, Codebook, Norton and Bitdefender Password Manager passphrases, Duo Mobile and Zoho
OneAuth keys, voice-dictated text and requests to the assistant itself. About 60 % English (or
language-neutral config and shell), the rest in Walser German (Walserdeutsch), Mòcheno, Gheg
Albanian, Hutsul, Goral (Podhale), Kashmiri (in Perso-Arabic letters), Garhwali (in Devanagari)
and Ainu (in Latin transcription), which no earlier docstring names, and German (Swiss and
Austrian), French, Italian, Polish, Ukrainian, Russian, Japanese, Hindi, standard Albanian, Czech,
Slovak, Slovenian, Bulgarian, Norwegian, Korean and Chinese in wordings of their own. Vendors
(Skidata, Axess, TechnoAlpin, Feratel, Panomax, Roundshot, Infosnow, Skitude, Carv, Meteotest,
Meteonews, Tiqets, GetYourGuide, Headout, Klook, KKday, Rezgo, Zaui, Bookeo, Peek Pro, Palisis,
OwnerRez, Avantio, Kigo, Tokeet, Uplisting, Hospitable, Rentals United, Hostify, Breezeway, Turno,
Operto, Chekin, Superhog, Autohost, igloohome, RemoteLock, KeyNest, Keycafe, NoiseAware, PriceLabs,
AirDNA, Wallee, Datatrans, Payrexx, Unzer, Computop, SIHOT) are ones heldouts 5 to 42 do not name.
The ids are kinds they do not use, and python-stdnum has a module for none of them: the second
line of a Swiss passport's machine-readable zone and Ukraine's record number in the demographic
register (the UNZR), whose check digits this file computes (ICAO 9303's 7-3-1 rule; a 7-3-1 weighted
control digit for the UNZR, as the register's rule is understood here, not verified by a library);
and, unchecked (no check-digit algorithm is known to or written in this file), a Swiss passport
number, a Ukrainian ID card's document number, a Ukrainian passport for travel abroad, a Japanese
residence card (在留カード) number, a Japanese driving licence number, a Japanese passport, Indian
driving licences of Jammu and Kashmir and of Uttarakhand, an Indian passport, an Albanian
passport, a Polish residence card (karta pobytu), a Slovak identity card, an Austrian driving
licence, an Italian patente di guida and a Slovenian identity card. Card numbers pass Luhn (China
T-Union, Postepay and V PAY prefixes drawn here, checked with python-stdnum's `luhn`, beside the
value helpers' brands). The IBANs are of countries used least by a rough count over heldouts 5 to
42 (Liechtenstein, Austria, Slovenia, Slovakia, Bulgaria, Ukraine, Lebanon and Kazakhstan, each in
three earlier corpora), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Italian, Czech, Korean, Russian and simplified Chinese lists, under the
Fearless, Magic Eden, Ashigaru, Seedkeeper, Blockchain.com, AtomicDEX, Sollet, Freewallet, Simple
Bitcoin and Fire Wallet names.
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

SEED = 93_218_043
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


_SNOW = ["Pulver", "Firn", "Sulz", "Harsch", "Wechte", "Graupel", "Raureif", "Lawine", "Gletscher",
         "Foehn", "Neuschnee", "Steigfell", "Skiwachs", "Stemmbogen", "Telemark", "Buckelpiste",
         "Schanze", "Bruchharsch"]  # fmt: skip
_LIFTS = ["Grathorn", "Chruez", "Seeli", "Furggu", "Baergji", "Tschampi", "Huettli", "Wolfsgrat",
          "Stafel", "Gurin"]  # fmt: skip
_PLACES = ["Gurin", "Palai", "Fierozzo", "Valbona", "Theth", "Vorokhta", "Verkhovyna", "Bialka",
           "Bukowina", "Gulmarg", "Tangmarg", "Auli", "Joshimath", "Kiroro", "Biratori",
           "Nibutani"]  # fmt: skip
_NAMES = ["Urs", "Vreni", "Jost", "Gretli", "Lorenz", "Moidl", "Hansl", "Gjergj", "Prenda", "Lule",
          "Drane", "Vasyl", "Yurko", "Paraska", "Dokia", "Jozek", "Jasiek", "Hanka", "Maryna",
          "Bilal", "Mehraj", "Shabnam", "Tariq", "Dhan", "Kamla", "Bhagat", "Pushpa", "Shigeru",
          "Mina", "Kenta", "Yukie"]  # fmt: skip
_SYMBOLS = "!#%&*?@+=~$"
_LEET = ["Puly3r", "L4w1n3", "Gl3tsch3r", "F1rnsch", "Gr4up3l", "W3cht3", "T3l3m4rk", "Sch4nz3",
         "R4tr4c"]  # fmt: skip


def _altitude(g: random.Random) -> str:
    """A lift's name and the height of its top station, the way a lift crew makes a password."""
    return f"{g.choice(_LIFTS)}{g.randrange(1800, 3300)}m{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four random groups of five, both cases and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SNOW)}{g.choice(_LIFTS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_SNOW, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&!?*", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2033)) + g.choice(_SYMBOLS),
    _altitude,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_SNOW).lower()}.{g.randrange(1970, 2033)}",
    lambda g: f"Piste{g.randrange(1, 40)}{g.choice(['Blau', 'Rot', 'Schwarz'])}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, LOWER, 3) + _r(g, UPPER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_LIFTS).upper()}_{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Liebt{g.choice(_SNOW)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Hibox post in 'Lifts - morning check', Urs: the Poma lift control web password is {pw}",
    "Fleep chat from Jost: Bartholet ropeway panel admin password {pw}",
    "Samepage note: TechnoAlpin ATASSplus snowmaking password {pw}",
    "Xabber message from Vreni: Demaclenko Snowvisor password {pw}",
    "Monocles chat with Lorenz: SMI Snowmakers control password {pw}",
    "Motorola WAVE PTX text from patrol 3: the Gill WindMaster logger password is {pw}",
    "ESChat message, avalanche patrol channel: Lambrecht meteo-LOG password {pw}",
    "Teamflect note: OTT Hydromet snow-depth station web password {pw}",
    "GoTo Meeting chat during the snowmaking review: Wilo pump station HMI password {pw}",
    "Wildix chat from the pump house: Sulzer pump controller password {pw}",
    "Grandstream Wave message from Yurko: Boge focus control password {pw}",
    "WorkJam shift note: CompAir DELCOS compressor controller password {pw}",
    "Agendrix message to the night crew: Almig Air Control password {pw}",
    "Skedda booking note, snowmaking control room: Ingersoll Rand compressor HMI password {pw}",
    "Threema Work chat with Gjergj: B&R X20 PLC web password {pw}",
    "SIMSme message: Pilz PNOZmulti configurator password {pw}",
    "Hoccer chat: Sigmatek HMI service password {pw}",
    "BigAnt IM from Bilal: Saia PCD web server password {pw}",
    "Spark IM, #chalets: Kostal PLENTICORE installer password {pw}",
    "QIP message from Paraska: Glutz eAccess chalet door server password {pw}",
    "Tencent QQ message from Kenta: Tedee bridge admin password {pw}",
    "Naver Works message: Gira HomeServer password for Chalet Baergji {pw}",
    "Flow.team task comment: Busch-Jaeger free@home password {pw}",
    "Collabee note: Somfy TaHoma box password {pw}",
    "Typetalk post: Vaillant sensoNET password for Chalet Stafel {pw}",
    "direct4b message from Mina: Buderus Logamatic web password {pw}",
    "InCircle chat: Hargassner pellet boiler portal password {pw}",
    "ChatLuck message: ÖkoFEN Pelletronic password {pw}",
    "Elgana chat with Shigeru: Fröling connect password {pw}",
    "Respond.io chat with a chalet guest (oops): KWB Comfort Online password {pw}",
    "Kommo chat, rental desk: Windhager myComfort password {pw}",
    "Google Tasks note: Microgate REI Pro race timer password {pw}",
    "org-roam node 'network': Lancom router password {pw}",
    "Bike outline 'Pump house': Hirschmann switch admin password {pw}",
    "Ideaflow note: Digi TransPort router password {pw}",
    "Saga page 'Lift telemetry': Insys icom router password {pw}",
    "Almanac doc 'Remote access': Tosibox key password {pw}",
    "Flexcil notebook, converted: VEGAPULS radar sensor at the reservoir, password {pw}",
    "CollaNote page scanned into the patrol folder: Welotec router password {pw}",
    "Zoho Writer doc 'Gondola drives': Sinamics S120 web server password {pw}",
    "Beorg task: change the Leroy-Somer drive password (now {pw})",
    "Antinote scratch: Lenze i950 servo inverter password {pw}",
    "SideNotes: SEW-Eurodrive MOVI-C password {pw}",
    "Super Productivity task note: Sufag fan gun control password {pw}",
    "Tasks.org task: Supersnow tower gun password {pw}",
    "Nullboard card 'Reservoir': Bächler Top Track password {pw}",
    "EasyRedmine issue 2871: the Areco lance controller password {pw} no longer works",
    "Zoho Sprints item SNW-88: Ratnik snowmaking panel password {pw}, please reset",
    "Codebeamer item 4410: IDE All Weather Snowmaker HMI password {pw}",
    "TeamSupport ticket 6312: Garaventa ropeway diagnostics password {pw}",
    "Cayzu ticket 902: Wintersteiger Mercury ski service machine password {pw}",
    "Samanage incident 3380: PistenBully telematics portal password {pw} must be rotated",
    "Lansweeper note on asset LIFT-PLC-04: Skidata gate controller password {pw}",
    "SupportCandy ticket 211: Axess gate password {pw}, please reset it",
    "Hallo Ingrid,\n\nfor the record, the ticketing server's root password at the valley station is now {pw}. I'll rotate it after the season opening.\n\nCheers,\nJost",
    "Post-mortem 2033-01-19: the guest wifi could reach the TechnoAlpin pump station HMI, which still had the password {pw}",
    "Runbook - night snowmaking:\n- open ATASSplus\n- user: operator\n- pass: {pw}\n- start the Tschampi pumps one after another",
    "README.md of the patrol-radio repo:\n> Repeater UI: https://repeater.wolfsgrat.lan (login admin, password `{pw}`)",
    "my PrivatBank Privat24 password is {pw} now",
    "please remember my J&K Bank mobile banking password for me: {pw}",
    "the Rakuten Bank login password is {pw}",
    "dictated: snowmaking plant master password, {pw}, end of message",
    "note to self: Bartholet panel service password {pw}",
    "Skidata reset itself after the firmware update; the password is now {pw}",
    "Ds Passwort fer mis Mail isch {pw}",
    "ds WLAN-Passwort im Hüüs: {pw}",
    "Urs: ds nöüw Passwort vam Server isch {pw}, säg's niemandum",
    "S passbort van mai mail ist {pw}",
    "s passbort van wifi en haus: {pw}",
    "Lorenz: s naie passbort van server ist {pw}, sog's en niamat",
    "Fjalëkalimi i emailit tem âsht {pw}",
    "fjalëkalimi i wifit n'shpi: {pw}",
    "Gjergji: fjalëkalimi i ri i serverit âsht {pw}, mos ia thuej kujt",
    "Пароль від моєї пошти {pw}, ади",
    "пароль від вайфаю в ґражді: {pw}",
    "Василь: новий пароль до сервера {pw}, никому не кажи",
    "Hasło do mojego maila je {pw}",
    "hasło do wifi w bacówce: {pw}",
    "Józek: nowe hasło do serwera je {pw}, nie godoj nikomu",
    "میون ای میل پاسورڈ چھُ {pw}",
    "گرِ وائی فائی ہُند پاسورڈ: {pw}",
    "بلال: سرورُک نوٚو پاسورڈ چھُ {pw}، کانٛسہِ مہ ونِو",
    "म्यारू ईमेल कु पासवर्ड {pw} च",
    "घौर कु वाईफाई पासवर्ड: {pw}",
    "धन सिंह: सर्वर कु नयु पासवर्ड {pw} च, कै थैं नि बतौण",
    "Ku-mail pasuwato anakne {pw} ne",
    "cise wifi pasuwato: {pw}",
    "Shigeru: server asir pasuwato anakne {pw} ne, nen ka ye somo ki yan",
    "Das Kennwort vom Kassen-PC an der Talstation lautet {pw}",
    "le mot de passe du PC de l'école de ski, c'est {pw}",
    "la password del PC della biglietteria è {pw}",
    "hasło do komputera w wypożyczalni nart to {pw}",
    "пароль від комп'ютера в прокаті: {pw}",
    "リフト券売り場のPCのパスワードは {pw} です",
    "स्की स्कूल वाले कंप्यूटर का पासवर्ड {pw} है",
    "fjalëkalimi i kompjuterit të shkollës së skive është {pw}",
    "heslo k počítači na pokladně je {pw}",
    "heslo do počítača v požičovni je {pw}",
    "passordet til PC-en i skiutleien er {pw}",
    "스키 대여소 PC 비밀번호는 {pw}",
    "geslo za računalnik na blagajni je {pw}",
    "паролата за компютъра на касата е {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["urs.b", "vreni", "jost", "gretli", "lorenz.m", "moidl", "gjergj", "prenda.k", "lule",
          "vasyl", "yurko.h", "paraska", "jozek", "hanka.g", "maryna", "bilal", "shabnam.w",
          "tariq", "dhansingh", "kamla.r", "bhagat", "shigeru", "mina.k", "kenta", "ingrid",
          "svc-lifts", "svc-snowmaking", "patrol-ops", "skischule", "chalets"]  # fmt: skip
_LOGINS = [
    "Hibox, Urs: Poma panel → {u} / {pw}",
    "Cayzu #931: password reset for {u} on the Skidata portal, temporary password {pw}",
    "acct={u} pw={pw} (lift office)",
    "Almanac › Lifts › Bartholet panel: {u} — {pw}",
    "| app | account | password | role |\n|---|---|---|---|\n| ATASSplus | {u} | {pw} | operator |",
    "Sufag console: I logged in as {u}, typed {pw}",
    "Axess creds {u}:{pw}",
    "username: {u}\npasswd: {pw}",
    "- host: gate-talstation-2\n  user: {u}\n  pass: {pw}",
    "Naver Works DM: ID {u} / PW {pw}",
    "per Jost: TechnoAlpin portal, account {u}, pass {pw}",
    "hostname;benutzer;kennwort\nwintersteiger-mercury;{u};{pw}",
    "ssh -l {u} snow-hmi.wolfsgrat.lan, it asks for {pw}",
    "Threema Work: Garaventa diagnostics — user {u}, pw {pw}",
    "dr Benutzer isch {u}, ds Passwort {pw}",
    "der nome ist {u} un s passbort {pw}",
    "përdoruesi âsht {u}, fjalëkalimi {pw}",
    "логін {u}, а пароль {pw}, ади",
    "login {u}, a hasło {pw}, hej",
    "میون یوزر نیم چھُ {u} تہٕ پاسورڈ {pw}",
    "यूजर नेम {u} च अर पासवर्ड {pw}",
    "ku-rehe {u}, pasuwato {pw}",
    "Benutzer: {u} · Kennwort: {pw}",
    "mon identifiant c'est {u}, et le mot de passe {pw}",
    "utenza {u}, la password è {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
    "přihlašovací jméno {u}, heslo k tomu {pw}",
    "brukernavnet er {u} og passordet {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["pulver", "firn", "wechte", "graupel", "gondel", "telemark", "stemmbogen", "harsch",
               "bacowka", "gazda", "kangri", "pheran", "kafal", "bhatt", "trembita", "bryndza",
               "oscypek", "kamuy", "flija", "lahuta", "capuns", "polenta"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password's just {w} in lower case, followed by {d}",
    "say {w} and tack {d} onto the end, that's the password",
    "pump house PC: {w}, plus {d} after it",
    "voice memo: patrol hut wifi, the word {w}, then the digits {d}, all one word",
    "tap in {w}, after that {d}",
    "{w}{d} — that's the word and the number run together",
    "ds Passwort isch ds Wort {w}, derna {d}",
    "s passbort ist s bort {w}, dopo {d}",
    "fjalëkalimi âsht fjala {w}, mandej {d}",
    "пароль — тото слово {w}, а по тому {d}",
    "hasło to je słowo {w}, a potem {d}",
    "پاسورڈ چھُ لفظ {w}، پتہٕ {d}",
    "पासवर्ड च शब्द {w}, फिर {d}",
    "pasuwato anakne itak {w}, ne oka ta {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "innobackupex --user={u} --password='{pw}' /backups/tickets/",
    "CLICKHOUSE_USERNAME={u} CLICKHOUSE_PASSWORD='{pw}' clickhouse-backup create lift-counts-daily",
    "arangodump --server.endpoint tcp://arango.wolfsgrat.lan:8529 --server.username {u} --server.password '{pw}' --output-directory dump/",
    "arangoimport --server.endpoint tcp://arango.wolfsgrat.lan:8529 --server.username {u} --server.password '{pw}' --file rides.jsonl --collection rides",
    "cbimport json -c couchbase://cb.wolfsgrat.lan -u {u} -p '{pw}' -b passes -d file://passes.json -f lines -g key::%id%",
    "cbbackupmgr backup -a /backups/cb -r nightly -c couchbase://cb.wolfsgrat.lan -u {u} -p '{pw}'",
    "elasticdump --input=https://{u}:{pw}@es.wolfsgrat.lan:9200/gate-events --output=gate-events.json",
    "esrally race --track=geonames --pipeline=benchmark-only --target-hosts=es.wolfsgrat.lan:9200 --client-options=\"basic_auth_user:'{u}',basic_auth_password:'{pw}'\"",
    "tidb-lightning -config lightning.toml --tidb-host tidb.wolfsgrat.lan --tidb-user {u} --tidb-password '{pw}'",
    "openvpn --config patrol.ovpn --auth-user-pass <(printf '%s\\n' {u} '{pw}')",
    "ipmi-sensors -h bmc-tickets.wolfsgrat.lan -u {u} -p '{pw}' -l ADMIN",
    "ipmipower -h bmc-snow.wolfsgrat.lan -u {u} -p '{pw}' --on",
    "xe vm-list -s xen.wolfsgrat.lan -u {u} -pw '{pw}'",
    "register_new_matrix_user -u {u} -p '{pw}' -a -c /etc/matrix-synapse/homeserver.yaml https://matrix.wolfsgrat.lan",
    "zmprov ca {u}@wolfsgrat.ski '{pw}' displayName 'Ski school desk'",
    "FASTLANE_USER={u}@wolfsgrat.ski FASTLANE_PASSWORD='{pw}' fastlane ios beta",
    "./gradlew assembleRelease -Pandroid.injected.signing.store.file=wolfsgrat.jks -Pandroid.injected.signing.store.password='{pw}' -Pandroid.injected.signing.key.alias={u}",
    "expo login -u {u} -p '{pw}'",
    "cordova build android --release -- --keystore=wolfsgrat.jks --alias={u} --storePassword='{pw}'",
    "anaconda login --username {u} --password '{pw}'",
    "act -s REGISTRY_USER={u} -s REGISTRY_PASSWORD='{pw}' -j build",
    "k3s agent --server https://k3s.wolfsgrat.lan:6443 --token '{pw}' --node-name {u}-edge",
    "amtool --alertmanager.url=https://{u}:{pw}@alerts.wolfsgrat.lan alert query",
    "LEIN_USERNAME={u} LEIN_PASSWORD='{pw}' lein deploy wolfsgrat-releases",
    "fastload <<EOF\n.logon td.wolfsgrat.lan/{u},{pw};\nEOF",
    "sqream sql --host=sqream.wolfsgrat.lan --port=5000 --username={u} --password='{pw}' -d master",
    "xmlsec1 --sign --pwd '{pw}' --privkey-pem signer-{u}.pem --output signed.xml order.xml",
    "wget --user={u} --password='{pw}' https://files.wolfsgrat.lan/reports/lift-counts.csv",
    "printf 'protocol=https\\nhost=git.wolfsgrat.lan\\nusername={u}\\npassword={pw}\\n' | git credential approve",
    "ctr images pull --user {u}:{pw} registry.wolfsgrat.lan/snow/atass-bridge:2.4",
    "choco source add -n=wolfsgrat -s=https://nuget.wolfsgrat.lan/v3/index.json -u={u} -p='{pw}'",
    "qpdf --encrypt '{pw}' '{pw}' 256 -- payroll-{u}.pdf payroll-{u}-locked.pdf",
    "gs -sDEVICE=pdfwrite -sOwnerPassword='{pw}' -sUserPassword='{pw}' -o season-passes-locked.pdf season-passes.pdf",
    "kafka-console-producer.sh --bootstrap-server kafka.wolfsgrat.lan:9093 --topic gate-events --producer-property security.protocol=SASL_SSL --producer-property sasl.mechanism=PLAIN --producer-property 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{u}\" password=\"{pw}\";'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Hyper, urs@tickets:~$ {c}", "mate-terminal on the patrol PC: {c}",
    "deepin-terminal ~/snow $ {c}", "C-Kermit>!{c}",
    "Hercules serial console on the lift PLC gateway:\n# {c}",
    "cu -l /dev/ttyUSB0 -s 115200, then on the box:\n# {c}",
    "GNOME Builder terminal, project 'bookings':\n{c}", "Jupyter Notebook cell:\n!{c}",
    "marimo terminal: {c}", "SageMath session:\nsage: !{c}",
    "BMC console on the ticketing server, root@tickets:~# {c}", "IPMI SOL on the snowmaking server:\n# {c}",
    "Proxmox shell (node pve-talstation): {c}", "Emacs ansi-term: {c}",
    "PAC Manager, 'pump house': {c}", "SSH Pilot tab 'gondola-drive': {c}", "DomTerm: {c}",
    "Crostini on the ski-school Chromebook: {c}", "Xming xterm on the old patrol laptop: {c}",
    "Azure Data Studio terminal: {c}", "DataSpell terminal ~/lift-stats $ {c}",
    "dä Befehl han i gmacht: {c}", "der befehl van gester: {c}", "komanda që e nisa: {c}",
    "тоту команду я пустив: {c}", "komenda, co jom puścił: {c}", "یہ کمانڈ چلوٚوم: {c}",
    "मिन या कमांड चलै: {c}", "ku-kōmando: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "valkey://{u}:{pw}@valkey.wolfsgrat.lan:6379/2",
    "webdav://{u}:{pw}@dav.wolfsgrat.lan/chalets/inventory/",
    "jdbc:db2://db2.wolfsgrat.lan:50000/LIFTS:user={u};password={pw};",
    "jdbc:sap://hana.wolfsgrat.lan:30015/?user={u}&password={pw}",
    "jdbc:clickhouse://ch.wolfsgrat.lan:8123/snow?user={u}&password={pw}",
    "jdbc:teradata://td.wolfsgrat.lan/DATABASE=passes,USER={u},PASSWORD={pw}",
    "jdbc:informix-sqli://ifx.wolfsgrat.lan:9088/rentals:INFORMIXSERVER=ol_chalets;user={u};password={pw}",
    "jdbc:firebirdsql://fb.wolfsgrat.lan:3050//data/skischool.fdb?user={u}&password={pw}",
    "Provider=SQLOLEDB;Data Source=sql.wolfsgrat.lan;Initial Catalog=Tickets;User Id={u};Password={pw};",
    "redshift+psycopg2://{u}:{pw}@dwh.wolfsgrat.lan:5439/analytics",
    "taosws://{u}:{pw}@tdengine.wolfsgrat.lan:6041/weather",
    "sqlite+pysqlcipher://:{pw}@/chalet_keys.db",
    "mssql+aioodbc://{u}:{pw}@sql.wolfsgrat.lan/Bookings?driver=ODBC+Driver+18+for+SQL+Server",
]  # fmt: skip
_URL_PLACES = [
    "SNOWMAKING_DB_URL={c}", "Airbyte source 'lift-telemetry', old config: {c}",
    "note the old connection string somewhere: {c}", "Meltano tap config, uri: {c}",
    "Windmill resource 'chalets_db': {c}", "Apache Hop relational connection, manual URL: {c}",
    "d Verbindig zur Datebank: {c}", "рядок підключення: {c}", "डेटाबेस कु URL: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "wolfsgrat-resort", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "bookings:read passes:write"}  # fmt: skip
        header = {"alg": "RS256", "typ": "JWT", "kid": _r(g, LOWER_DIGITS, 16)}
        return _jwt_of(g, header, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Skidata", "SKIDATA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Axess", "AXESS_API_KEY", _j((UPPER_HEX, 32))),
    ("TechnoAlpin", "TECHNOALPIN_CLOUD_TOKEN", _vendor_jwt("https://cloud.technoalpin.com")),
    ("Feratel", "FERATEL_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Panomax", "PANOMAX_API_TOKEN", _j((ALNUM, 40))),
    ("Roundshot", "ROUNDSHOT_API_KEY", _j((HEX, 40))),
    ("Infosnow", "INFOSNOW_API_KEY", _j((HEX, 32))),
    ("Skitude", "SKITUDE_API_SECRET", _j((ALNUM, 48))),
    ("Carv", "CARV_PARTNER_TOKEN", _j("carv_", (ALNUM, 32))),
    ("Meteotest", "METEOTEST_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Meteonews", "METEONEWS_TOKEN", _j((B64, 64))),
    ("Tiqets", "TIQETS_API_TOKEN", _j((ALNUM, 32))),
    ("GetYourGuide", "GYG_SUPPLIER_TOKEN", _j((HEX, 64))),
    ("Headout", "HEADOUT_API_KEY", _j((URLSAFE, 40))),
    ("Klook", "KLOOK_APP_SECRET", _j((HEX, 32))),
    ("KKday", "KKDAY_API_KEY", _j((UPPER_DIGITS, 40))),
    ("Rezgo", "REZGO_API_KEY", _j((UPPER_DIGITS, 20))),
    ("Zaui", "ZAUI_API_TOKEN", _j((ALNUM, 64))),
    ("Bookeo", "BOOKEO_SECRET_KEY", _j((ALNUM, 32))),
    ("Peek Pro", "PEEK_PRO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Palisis", "TOURCMS_PRIVATE_KEY", _j((HEX, 32))),
    ("OwnerRez", "OWNERREZ_ACCESS_TOKEN", _j("pt_", (LOWER_DIGITS, 32))),
    ("Avantio", "AVANTIO_API_KEY", _j((ALNUM, 36))),
    ("Kigo", "KIGO_API_TOKEN", _j((B64, 43), "=")),
    ("Tokeet", "TOKEET_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Uplisting", "UPLISTING_API_KEY", _j((B64, 56), "==")),
    ("Hospitable", "HOSPITABLE_PAT", _vendor_jwt("https://auth.hospitable.com")),
    ("Rentals United", "RENTALS_UNITED_API_KEY", _j((ALNUM, 24))),
    ("Hostify", "HOSTIFY_API_KEY", _j((ALNUM, 40))),
    ("Breezeway", "BREEZEWAY_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Turno", "TURNO_API_TOKEN", _j((HEX, 40))),
    ("Operto", "OPERTO_API_VALUE", _j((ALNUM, 64))),
    ("Chekin", "CHEKIN_API_KEY", _j((HEX, 64))),
    ("Superhog", "SUPERHOG_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Autohost", "AUTOHOST_API_KEY", _j((ALNUM, 40))),
    ("igloohome", "IGLOOHOME_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("RemoteLock", "REMOTELOCK_CLIENT_SECRET", _j((HEX, 64))),
    ("KeyNest", "KEYNEST_API_KEY", _j((UPPER_HEX, 40))),
    ("Keycafe", "KEYCAFE_API_TOKEN", _j((ALNUM, 30))),
    ("NoiseAware", "NOISEAWARE_API_KEY", _j((LOWER_DIGITS, 40))),
    ("PriceLabs", "PRICELABS_API_KEY", _j((ALNUM, 40))),
    ("AirDNA", "AIRDNA_API_TOKEN", _j((B64, 60))),
    ("Wallee", "WALLEE_AUTH_KEY", _j((B64, 43), "=")),
    ("Datatrans", "DATATRANS_SIGN_KEY", _j((HEX, 128))),
    ("Payrexx", "PAYREXX_API_SECRET", _j((ALNUM, 30))),
    ("Unzer", "UNZER_PRIVATE_KEY", _j("s-priv-2a10", (ALNUM, 32))),
    ("Computop", "COMPUTOP_HMAC_KEY", _j((ALNUM, 32))),
    ("SIHOT", "SIHOT_API_TOKEN", lambda g: v.uuid4(g, "9")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "declare -x {env}='{tok}'",
    ".kamal/secrets:\n{env}={tok}",
    "consul kv put wolfsgrat/bookings/{env} {tok}",
    "etcdctl put /wolfsgrat/bookings/{env} '{tok}'",
    "LSEnvironment in the kiosk app's plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "drone secret add --repository wolfsgrat/bookings --name {env} --data {tok}",
    "travis env set {env} {tok} --private",
    "nginx: fastcgi_param {env} {tok};",
    ".flaskenv:\n{env}={tok}",
    "az containerapp update -n bookings -g wolfsgrat --set-env-vars {env}={tok}",
    "aws lambda update-function-configuration --function-name chalet-sync --environment 'Variables={{{env}={tok}}}'",
    "web.config:\n<environmentVariables>\n  <environmentVariable name=\"{env}\" value=\"{tok}\" />\n</environmentVariables>",
    "env_file bookings.env:\n{env}={tok}",
    "cdk.json context: \"{env}\": \"{tok}\"",
    "aws secretsmanager create-secret --name wolfsgrat/{env} --secret-string '{tok}'",
    "systemd EnvironmentFile /etc/wolfsgrat/bookings.env:\n{env}={tok}",
    "wp-cli config set {env} '{tok}' --type=constant",
    "bookings admin › Partners › {vendor} › credentials › secret: {tok}",
    "Almanac table 'Partner keys': | {vendor} | prod | {tok} | Urs |",
    "Google Tasks: {vendor} key expires in March — {tok}",
    "Hibox, Urs: for the chalet sync use this {vendor} key {tok}",
    "Fleep: revoked the old {vendor} token, the current one is {tok}",
    "Cayzu #944: 401 from {vendor} every night; key in the config is {tok}",
    "TeamSupport ticket 6330: the {vendor} connector stopped, key used: {tok}",
    "can you hang on to the {vendor} API key: {tok}",
    "dr API-Schlüssel vo {vendor} isch {tok}",
    "der API-schlissl van {vendor} ist {tok}",
    "çelësi API i {vendor} âsht {tok}",
    "ключ API від {vendor}: {tok}, ади",
    "klucz API do {vendor} je {tok}",
    "{vendor} ہُند API key چھُ {tok}",
    "{vendor} कु API key {tok} च",
    "{vendor} API kī anakne {tok} ne",
    "API-Schlüssel von {vendor} für die Kassen: {tok}",
    "clé API {vendor} pour l'école de ski : {tok}",
    "chiave API di {vendor} per la biglietteria: {tok}",
    "klucz API {vendor} dla wypożyczalni: {tok}",
    "{vendor} 連携用のAPIキー：{tok}",
    "API klíč {vendor} pro pokladnu: {tok}",
    "API-ключ {vendor} для прокату: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    bookeo = _r(rng, ALNUM, 32)
    tiqets = _r(rng, ALNUM, 32)
    unzer = "s-priv-2a10" + _r(rng, ALNUM, 32)
    skitude = _r(rng, ALNUM, 48)
    carv = "carv_" + _r(rng, ALNUM, 32)
    wallee = _r(rng, B64, 43) + "="
    return [
        Sample("vendor_token", f'r = requests.get("https://api.bookeo.com/v2/settings/products", params={{"apiKey": API_KEY, "secretKey": "{bookeo}"}})', bookeo),
        Sample("vendor_token", f"curl -sS --header 'Authorization: Token {tiqets}' https://api.tiqets.com/v2/products?lang=de", tiqets),
        Sample("vendor_token", f'const unzer = new Unzer("{unzer}");', unzer),
        Sample("vendor_token", f"const skitudeSecret = String.fromEnvironment('SKITUDE_SECRET', defaultValue: '{skitude}');", skitude),
        Sample("vendor_token", f'let carv = CarvPartnerClient(token: "{carv}", region: .eu)', carv),
        Sample("vendor_token", f"$client = new \\Wallee\\Sdk\\ApiClient(48213, '{wallee}');", wallee),
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


_BARE_PLACES = ["{t}", "Hibox: {t}", "copied before the dialog closed:\n{t}", "новий токен: {t}",
                "nowy token: {t}", "{t}  <- live key, test key deleted",
                "stash this somewhere: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 20), ".", (URLSAFE, 36)), _j((B64, 52), "="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 32))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "OSDP secure channel key of the Skidata turnstile readers: {h}": 32,
    "NXDN AES key for the avalanche patrol radios: {h}": 64,
    "KNX IP Secure backbone key of Chalet Baergji: {h}": 32,
    "EnOcean security key of snow-depth sensor SD-3: {h}": 32,
    "DUKPT BDK for the ticket-office card terminals (double length): {h}": 32,
    "Thread network key of the chalet smart locks: {h}": 32,
    "dr Schlüssel fer ds Backup: {h}": 64,
    "çelësi i enkriptimit të backup-it: {h}": 64,
    "बैकअप कु एन्क्रिप्शन की: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "X-Forwarded-Authorization: Bearer {t}",
    "Cayzu #950: the Skidata portal session (from dev tools → Network): {t}",
    "Set-Cookie: wg_auth={t}; Path=/; HttpOnly; Secure",
    "BOOKINGS_API_TOKEN={t}",
    "hold on to this access token until Friday: {t}",
    "ds Token isch {t}",
    "токен: {t}",
    "ٹوکن چھُ {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.wolfsgrat.ski/realms/resort",
            "azp": "lift-console",
            "roles": ["patrol", "lifts"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, LOWER_DIGITS, 10)}
    sig = {"ES256": 86, "RS256": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind, what joins its lines there, and how many full lines
    "key we used to deploy the bookings app until last season:\n{key}": ("OPENSSH PRIVATE KEY", "\n", 5),
    "/etc/pki/tls/private/tickets.wolfsgrat.ski.key:\n{key}": ("RSA PRIVATE KEY", "\n", 24),
    'values.yaml:\nskidata:\n  gate: talstation-2\n  mtlsKey: "{key}"': ("PRIVATE KEY", "\\n", 25),
    "tee ~/.ssh/id_ed25519_patrol >/dev/null <<'KEY'\n{key}\nKEY": ("OPENSSH PRIVATE KEY", "\n", 5),
    "TeamSupport ticket 6341 — the Skidata integrator attached this:\n{key}": ("EC PRIVATE KEY", "\n", 4),
    "çelësi privat i serverit:\n{key}": ("PRIVATE KEY", "\n", 25),
    "PGP key for the chalet owners' statements:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n", 18),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MIGkAgEBBDB", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQcYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner, full = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * full - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 22) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % (full - 2)]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Fearless wallet, the card in the safe says: {p}": "english",
    "Magic Eden wallet backup\n{p}": "english",
    "Ashigaru wallet I set up for the patrol fund, now empty: {p}": "english",
    "Seedkeeper card export: {p}": "english",
    "dictated into my phone: Blockchain.com backup, {p}, end": "english",
    "Almanac page 'Old wallets', row 3: {p}": "english",
    "d Wörter vam alte Wallet: {p}": "english",
    "frase di recupero del wallet AtomicDEX: {p}": "italian",
    "obnovovací fráze peněženky Sollet: {p}": "czech",
    "Freewallet 복구 문구: {p}": "korean",
    "фраза восстановления кошелька Simple Bitcoin: {p}": "russian",
    "Fire Wallet 助记词：{p}": "chinese_simplified",
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
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "dictated" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (China T-Union's, Postepay's, V PAY's:
    brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "tunion":
        return _card_of(rng, ["31"], [19])
    if brand == "postepay":
        return _card_of(rng, ["402360", "533317"], [16])
    if brand == "vpay":
        return _card_of(rng, ["4"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Hibox, Urs: the resort card for the Poma spare parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} valid until {mm}/{yy}",
    "card on file: {c}\nexpires end of {mm}/{yy}",
    "Cayzu #958: Wintersteiger invoice to be charged to card {c}",
    "mini Kartenummere: {c}, {mm}/{yy}",
    "de nummer van mai kart: {c}",
    "numri i kartës teme: {c}, {mm}/{yy}",
    "номер моєї картки, ади: {c}, {mm}/{yy}",
    "numer karty, co mi jom bank doł: {c}",
    "میون کارڈ نمبر: {c}، {mm}/{yy}",
    "म्यारू कार्ड नंबर: {c}",
    "ku-kard nampa: {c}, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "tunion", "mastercard", "amex", "postepay", "jcb", "vpay", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 02/36, CVV2 on the back {cvv}",
               "the 3 digits printed on the back of the card: {cvv}",
               "Amex {c}, CID (four digits on the front): {cvv}",
               "di drii Zahle hinna uf dr Charta: {cvv}",
               "trzy cyfry z tyłu karty: {cvv}",
               "कार्ड का पीछे का तीन अंक: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 42 (each in three earlier corpora);
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"LI": "n" * 5 + "c" * 12, "AT": "n" * 16, "SI": "n" * 15, "SK": "n" * 20,
                "BG": "aaaa" + "n" * 6 + "c" * 8, "UA": "n" * 6 + "c" * 19,
                "LB": "n" * 4 + "c" * 20, "KZ": "n" * 3 + "c" * 13}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice WG-2033-041 (chalet cleaning, January): transfer to {i}, net 30",
    "the Vaduz snow-gun dealer banks at {i}",
    "IBAN {i}\nPurpose: Chalet Baergji, week 7",
    "Hibox #finance: the Bansko instructor changed banks, pay him at {i} from now on",
    "mini IBAN: {i}",
    "mai IBAN: {i}",
    "IBAN-i jem: {i}",
    "мій IBAN, ади: {i}",
    "mój IBAN: {i}",
    "میون IBAN: {i}",
    "म्यारू IBAN: {i}",
    "Überweisung an die Skischule in Kranjska Gora, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _icao(chars: str) -> str:
    """ICAO 9303's check digit: digits as themselves, A-Z as 10-35, '<' as 0, weighted 7, 3, 1."""

    def value(c: str) -> int:
        return int(c) if c.isdigit() else 0 if c == "<" else ord(c) - ord("A") + 10

    return str(sum(value(c) * (7, 3, 1)[k % 3] for k, c in enumerate(chars)) % 10)


def _ch_passport(g: random.Random) -> str:
    """A Swiss passport number: a letter and seven digits; no public check."""
    return g.choice("XSFE") + _r(g, D, 7)


def _ch_mrz(g: random.Random) -> str:
    """The second line of a Swiss passport's machine-readable zone (TD3, 44 characters), its
    check digits computed here by ICAO 9303's 7-3-1 rule."""
    number = (_ch_passport(g) + "<<<<<<<<<")[:9]
    born = f"{g.randrange(60, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    expires = f"{g.randrange(33, 43):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    optional = "<" * 14
    parts = [number + _icao(number), born + _icao(born), expires + _icao(expires),
             optional + _icao(optional)]  # fmt: skip
    composite = _icao("".join(parts))
    line = f"{parts[0]}CHE{parts[1]}{g.choice('MF')}{parts[2]}{parts[3]}{composite}"
    assert len(line) == 44
    return line


def _ua_unzr(g: random.Random) -> str:
    """Ukraine's record number in the demographic register (UNZR): a birth date, a dash, four
    digits and a control digit, computed here with weights 7, 3, 1."""
    born = f"{g.randrange(1960, 2006)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    serial = _r(g, D, 4)
    digits = born + serial
    check = sum(int(c) * (7, 3, 1)[k % 3] for k, c in enumerate(digits)) % 10
    return f"{born}-{serial}{check}"


def _ua_idcard(g: random.Random) -> str:
    """A Ukrainian ID card's document number: nine digits; no public check."""
    return "00" + _r(g, D, 7)


def _ua_foreign_passport(g: random.Random) -> str:
    """A Ukrainian passport for travel abroad: two letters and six digits; no public check."""
    series = ["FA", "FB", "FE", "FH", "FK", "FM", "FP", "FR", "FT", "FU", "FX", "GA"]
    return g.choice(series) + _r(g, D, 6)


def _jp_residence(g: random.Random) -> str:
    """A Japanese residence card (在留カード) number: two letters, eight digits, two letters."""
    return _r(g, UPPER, 2) + _r(g, D, 8) + _r(g, UPPER, 2)


def _jp_licence(g: random.Random) -> str:
    """A Japanese driving licence number (Hokkaido's prefixes): twelve digits, unchecked here."""
    return g.choice(["10", "11", "12", "13", "14"]) + _r(g, D, 10)


def _jp_passport(g: random.Random) -> str:
    """A Japanese passport: two letters and seven digits."""
    return g.choice(["TK", "TR", "TZ", "MZ", "TS"]) + _r(g, D, 7)


def _in_licence(state: str) -> Maker:
    """An Indian driving licence of ``state`` (JK: Jammu and Kashmir, UK: Uttarakhand): the
    state, its transport office, the year issued and seven digits; no public check."""

    def make(g: random.Random) -> str:
        return f"{state}{g.randrange(1, 20):02d} {g.randrange(2005, 2033)}{_r(g, D, 7)}"

    return make


def _in_passport(g: random.Random) -> str:
    """An Indian passport: a letter and seven digits."""
    return g.choice("JKLMNPRSTUVW") + g.choice("123456789") + _r(g, D, 6)


def _al_passport(g: random.Random) -> str:
    """An Albanian passport: B, a letter and seven digits."""
    return "B" + g.choice("ABCDE") + _r(g, D, 7)


def _pl_residence(g: random.Random) -> str:
    """A Polish residence card (karta pobytu): two letters and seven digits, unchecked here."""
    return g.choice(["RP", "RC", "RT"]) + _r(g, D, 7)


def _sk_idcard(g: random.Random) -> str:
    """A Slovak identity card (občiansky preukaz): two letters and six digits."""
    return _r(g, UPPER, 2) + _r(g, D, 6)


def _at_licence(g: random.Random) -> str:
    """An Austrian driving licence (Führerschein) number: eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


def _it_licence(g: random.Random) -> str:
    """An Italian driving licence (patente di guida): two letters, seven digits and a letter."""
    return g.choice(["U1", "TN", "BZ", "VB", "AO"]) + _r(g, D, 7) + g.choice(UPPER)


def _si_idcard(g: random.Random) -> str:
    """A Slovenian identity card (osebna izkaznica): I, a letter and seven digits."""
    return "I" + g.choice("ABCDE") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "MRZ line 2 from Urs's passport scan: {s}": _ch_mrz,
    "dr Pass vam Jost, d zwöit Zile unna: {s}": _ch_mrz,
    "Schweizer Passnummer vom neuen Skilehrer: {s}": _ch_passport,
    "УНЗР з моєї ID-картки: {s}": _ua_unzr,
    "мій УНЗР, ади: {s}": _ua_unzr,
    "номер моєї ID-картки (документа): {s}": _ua_idcard,
    "номер закордонного паспорта Параски: {s}": _ua_foreign_passport,
    "在留カード番号：{s}": _jp_residence,
    "Kenta's residence card number for the staff housing form: {s}": _jp_residence,
    "運転免許証の番号は {s} です": _jp_licence,
    "ku-passport nampa anakne {s} ne": _jp_passport,
    "ڈرائیونگ لائسنس نمبر: {s}": _in_licence("JK"),
    "म्यारू ड्राइविंग लाइसेंस नंबर: {s}": _in_licence("UK"),
    "میون پاسپورٹ نمبر: {s}": _in_passport,
    "Indian passport number of the Auli instructor, for the work permit: {s}": _in_passport,
    "numri i pasaportës teme: {s}": _al_passport,
    "numer karty pobytu Jaśka: {s}": _pl_residence,
    "číslo občianskeho preukazu: {s}": _sk_idcard,
    "Führerscheinnummer (Österreich) vom Pistenraupenfahrer: {s}": _at_licence,
    "numero della patente di Lorenz: {s}": _it_licence,
    "de nummer van mai patente: {s}": _it_licence,
    "številka osebne izkaznice: {s}": _si_idcard,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER_DIGITS, 4)} {_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Payrexx — recovery codes (print!)\n{codes}", "one-time sign-in codes for the resort's mail admin account {codes}",
            "Bookeo emergency codes: {codes}", "d Reservecodes fer ds 2FA: {codes}",
            "резервні коди 2FA:\n{codes}", "kody zapasowe do 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Skidata:urs@wolfsgrat.ski?secret={s}&issuer=Skidata&period=30",
              "Duo Mobile → add account → enter key manually (Unzer): {s}",
              "Zoho OneAuth could not scan the Datatrans QR, so I typed {s}",
              "çelësi i 2FA: {s}"]  # fmt: skip
_CODES = ["Payrexx: your login code is {c}", "Privat24: код підтвердження {c}, нікому не повідомляйте",
          "J&K Bank: {c} is the OTP for your mobile banking login. Do not share it.", "楽天銀行の認証コード：{c}",
          "Twój kod BLIK: {c} (ważny 2 min)"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Wolfsgrat-Staff", "WG-Pumpenhaus", "Talstation-Kasse", "Grathorn-Berg-5G",
          "Patrol-Hut-Furggu", "Skischule-Gurin", "Chalet-Baergji-Guest", "Chalet-Stafel",
          "Palai-Stodl", "Valbona-Shpi", "Vorokhta-Grazhda", "Bialka-Bacowka", "Gulmarg-Hut",
          "Auli-Camp", "Kiroro-Lodge"]  # fmt: skip
_WIFI_PLACES = [
    "{s} (WPA2-PSK) — {pw}",
    "WIFI:T:WPA;P:{pw};S:{s};H:true;;",
    "SSID = {s}\nWPA passphrase = {pw}",
    "the pump house runs its own network, {s}, and the password is {pw}",
    "wifi in the patrol hut: {s} / {pw}",
    "netplan on the snow-depth gateway:\nwifis:\n  wlan0:\n    access-points:\n      \"{s}\":\n        password: \"{pw}\"",
    "sticker on the back of the Lancom router: WPA key {pw}",
    "ds WLAN {s} het ds Passwort {pw}",
    "s passbort van wifi {s} ist {pw}",
    "fjalëkalimi i wifit {s} âsht {pw}",
    "пароль від вайфаю {s}: {pw}",
    "hasło do wifi {s} je {pw}",
    "وائی فائی {s} ہُند پاسورڈ چھُ {pw}",
    "वाईफाई {s} कु पासवर्ड {pw} च",
    "wifi {s} pasuwato anakne {pw} ne",
    "hostapd.conf on the lift-top AP:\nssid={s}\nwpa_passphrase={pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("pt_", (LOWER_DIGITS, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("s-priv-2a10", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it to you one sign at a time: {t}", "[read out over the patrol radio] {t}",
          "(spaced so the Hibox preview hides it) {t}", "Buechstabe fer Buechstabe: {t}",
          "по одній букві: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 2:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 4:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", "-", "", "  ", ""][style].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the patrol hut key safe takes {pw} then OK",
          "padlock on the explosives magazine at the Furggu: {pw}",
          "dr Code vam Vorhängschloss bim Schopf: {pw}", "der code van schlossl van stodl: {pw}",
          "kodi i drynit te depoja e eksplozivit: {pw}", "код від колодки на стайні: {pw}",
          "kod do kłódki na szopie: {pw}", "تالہِ ہُند کوڈ: {pw}", "ताला कु कोड: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["pulver", "firn", "sulz", "wechte", "graupel", "gondel", "sessel", "lanze", "raupe",
                 "schanze", "kuppe", "mulde", "rinne", "grat", "kamm", "schopf"]  # fmt: skip
_PHRASES = {"RememBear master passphrase for the patrol vault: {p}": " ",
            "Codebook database passphrase: {p}": " ",
            "Norton Password Manager vault passphrase: {p}": "-",
            "Bitdefender Password Manager master passphrase: {p}": ".",
            "d Passphrase vam Backup: {p}": " ", "fraza e kalimit të backup-it: {p}": "_",
            "बैकअप कु पासफ्रेज: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Advanced REST Client, header Authorization: Basic {v}": True,
    "locustfile.py: self.client.headers[\"Authorization\"] = \"Basic {v}\"": True,
    "Artillery config:\n  defaults:\n    headers:\n      Authorization: \"Bearer {v}\"": False,
    "Vegeta targets.txt:\nGET https://api.wolfsgrat.ski/v1/lifts\nAuthorization: Basic {v}": True,
    "bombardier -c 50 -H 'Authorization: Bearer {v}' https://api.wolfsgrat.ski/v1/passes": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "GlassFish passwordfile:\nAS_ADMIN_USER=admin\nAS_ADMIN_PASSWORD={pw}",
    "Friendica config/local.config.php:\n'database' => [\n    'hostname' => 'db.wolfsgrat.lan',\n    'username' => 'friendica',\n    'password' => '{pw}',\n],",
    "Akkoma config/prod.secret.exs:\nconfig :pleroma, Pleroma.Repo,\n  username: \"akkoma\",\n  password: \"{pw}\",\n  database: \"akkoma\"",
    "GoToSocial config.yaml:\ndb-type: \"postgres\"\ndb-user: \"gts\"\ndb-password: \"{pw}\"",
    "Contao config/parameters.yml:\nparameters:\n    database_host: db.wolfsgrat.lan\n    database_user: contao\n    database_password: {pw}",
    "MythTV config.xml:\n<Database>\n  <UserName>mythtv</UserName>\n  <Password>{pw}</Password>\n</Database>",
    "OpenNMS opennms-datasources.xml:\n<jdbc-data-source name=\"opennms\" database-name=\"opennms\" url=\"jdbc:postgresql://pg.wolfsgrat.lan:5432/opennms\" user-name=\"opennms\" password=\"{pw}\"/>",
    "Mobilizon .env:\nMOBILIZON_DATABASE_USERNAME=mobilizon\nMOBILIZON_DATABASE_PASSWORD={pw}\nMOBILIZON_DATABASE_HOST=pg.wolfsgrat.lan",
    "dnsdist.conf:\nwebserver(\"0.0.0.0:8083\")\nsetWebserverConfig({{password=\"{pw}\"}})",
    "evcc.yaml for the chalet wallboxes:\nchargers:\n  - name: wallbox-baergji\n    type: template\n    user: evcc\n    password: {pw}",
    "Kutt .env:\nDB_HOST=pg.wolfsgrat.lan\nDB_USER=kutt\nDB_PASSWORD={pw}",
    "Flarum config.php:\n'database' => array (\n    'username' => 'flarum',\n    'password' => '{pw}',\n  ),",
    "NodeBB config.json:\n{{\"database\": \"postgres\", \"postgres\": {{\"host\": \"pg.wolfsgrat.lan\", \"username\": \"nodebb\", \"password\": \"{pw}\"}}}}",
    "Vanilla Forums conf/config.php:\n$Configuration['Database']['User'] = 'vanilla';\n$Configuration['Database']['Password'] = '{pw}';",
    "Mailtrain config/production.yaml:\nmysql:\n  host: db.wolfsgrat.lan\n  user: mailtrain\n  password: {pw}",
    "Sendy includes/config.php:\n$dbHost = 'localhost';\n$dbUser = 'sendy';\n$dbPass = '{pw}';",
    "phpList config/config.php:\n$database_user = 'phplist';\n$database_password = '{pw}';",
    "Postal postal.yml:\nmain_db:\n  host: db.wolfsgrat.lan\n  username: postal\n  password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Vreni: what's the pump house wifi again?\nJost: {pw}",
    "05:48 <yurko> anyone have the snowmaking HMI root pw?\n05:49 <urs> {pw}",
    "Hanka: new Skidata admin pw → {pw}",
    "Tariq: the Poma panel takes {pw} since this morning",
    "Gretli: ds nöüw Passwort isch {pw}",
    "Moidl: s naie passbort ist {pw}",
    "Prenda: fjalëkalimi i ri âsht {pw}",
    "Параска: новий пароль {pw}",
    "Maryna: nowe hasło je {pw}",
    "شبنم: نوٚو پاسورڈ چھُ {pw}",
    "कमला: नयु पासवर्ड {pw} च",
    "Mina: asir pasuwato anakne {pw} ne",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "passwo\u200brd = {pw}", "p\u200cassword = {pw}", "pass\u200dword → {pw}", "Pass\u2060wort: {pw}",
    "Pa\u0455\u0455wort für den Server: {pw}", "𝕡𝕒𝕤𝕤𝕨𝕠𝕣𝕕 {pw}", "pass\u202aword\u202c - {pw}", "has\u00adło: {pw}",
    "ｐａｓｓｗｏｒｔ = {pw}",
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
    "the Poma panel password is": "{s}", "Skidata service pw:": "{s} — changed when the gates were swapped",
    "ds Passwort isch": "{s}", "ATASSplus password": "{s}\nrotate at season end",
    "fjalëkalimi âsht": "{s}", "hasło je": "{s}", "पासवर्ड च": "{s}", "Axess password": "{s}",
    "what Yurko spelled over the patrol radio as the password": "{s} (not 100% sure)", "пароль": "{s}, ади",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Infosnow API key", "{s}", _j((HEX, 32))),
    ("split_token", "Unzer private key:", "{s} (live)", _j("s-priv-2a10", (ALNUM, 32))),
    ("split_token", "Peek Pro key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Blockchain.com recovery phrase", "{s}", _english_seed),
    ("split_card", "card number", "{s} valid thru 03/37", lambda g: v.grouped(_card(g, "tunion"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LI"))),
    ("split_backup", "Payrexx recovery codes", "{s}\nk3m9 x7qa\np2ve 81nd", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP key the Skidata portal showed", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "УНЗР", "{s}", _ua_unzr),
    ("split_phrase", "RememBear passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"poma": {"hmi": {"host": "poma-hmi.wolfsgrat.lan", "service_pw": "{s}"}}}': ("meta_password", _plain_pw),
    '{"passbort": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"name": "yurko", "pwd": "{s}", "role": "patrol"}}': ("meta_password", _plain_pw),
    '{"gates": {"talstation": [{"id": 1}, {"id": 2, "admin_pass": "{s}"}]}}': ("meta_password", _plain_pw),
    '{"argv": ["innobackupex", "--user", "backup", "--password", "{s}", "/backups/tickets/"]}': ("meta_password", _plain_pw),
    '{"note": "ds Passwort vam Pumpenhüüs isch {s}"}': ("meta_password", _plain_pw),
    '{"fjalëkalimi": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ATASSplus console as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"infosnow": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"chekinToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"remotelock_secret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"call": {"headers": {"X-Api-Key": "{s}"}, "method": "GET"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"pan": "{s}", "expiry": "09/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "postepay"), " ", g)),
    '{"instructor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BG")),
    '{"staff": {"unzr": "{s}"}}': ("meta_id", _ua_unzr),
    '{"2fa": {"spare_codes": ["{s}", "k3m9 x7qa", "p2ve 81nd"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"patrol_fund_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"knx": {"backbone_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"explosives_magazine": {"padlock": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "WG-Pumpenhaus", "key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"skidata-gate-firmware-7.3.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/wolfsgrat/bookings:3.2").hexdigest()
_COMMIT = hashlib.sha1(b"lifts: add the wind-hold column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"passes: revert export mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"snowdepth_2033-01-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"lift-counts-2032.parquet").hexdigest()

CLEAN = [
    "Before the ropeway inspection on 2033-11-28 the Poma panel needs a fresh password; put it on my list.",
    "Where did we write down the pump house wifi? Jost says the card is pinned inside the shift leader's locker.",
    "Resort rule: sixteen characters minimum for every password, and they are kept in the patrol vault, nowhere else.",
    "Nobody posts a password in Hibox any more; we send the vault link.",
    "In `.env.example` the value of INFOSNOW_API_KEY is just `changeme`; production reads the real one from the vault.",
    "ATASSplus forces every operator to pick a new password once a software update is installed.",
    "The README tells you to swap <YOUR_TIQETS_TOKEN> for the token on the Tiqets partner page.",
    "The nightly chalet sync fails fast unless BOOKEO_SECRET_KEY and UNZER_PRIVATE_KEY are present in its environment.",
    "Säg niemandum dis Passwort.",
    "Sog en niamat dai passbort.",
    "Mos ia thuej kujt fjalëkalimin tand.",
    "Никому не кажи свій пароль, ади.",
    "Nie godoj nikomu swojego hasła.",
    "پنُن پاسورڈ مہ ونِو کانٛسہِ۔",
    "अपणु पासवर्ड कै थैं नि बतौण।",
    "E-pasuwato nen ka ye somo ki yan.",
    "Ein Kennwort unter sechzehn Zeichen nimmt das Portal nicht an.",
    "Il portale rifiuta le password più corte di sedici caratteri.",
    "Portal nie przyjmie hasła krótszego niż szesnaście znaków.",
    "パスワードは16文字以上で設定してください。",
    "Портал не прийме пароль коротший за шістнадцять символів.",
    "Fjalëkalimi duhet me pasë të paktën gjashtëmbëdhjetë shkronja.",
    "पासवर्ड कम से कम सोलह अक्षर कु होण चैंद।",
    "Hasło trza zmienić po sezonie, haj.",
    "ATASSplus went from 5.2 to 5.4 on Saturday, and paho-mqtt is now 2.1.0.",
    f"The wind-hold column in the lift log came in with commit {_COMMIT}.",
    f"git revert landed us on {_SHORT}; the gate reports work again after the day-pass export mapping broke.",
    f"Pinned in requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"Checksum (SHA-256) published for Skidata gate firmware 7.3.0: {_FIRMWARE_SUM}",
    f"lift-counts-2032.parquet, sha512 digest: {_SHA512}",
    f"Deployed image: ghcr.io/wolfsgrat/bookings@sha256:{_IMAGE}",
    f"snowdepth_2033-01-14.csv matches the patrol share copy (md5 {_MD5}).",
    "Skidata support wants the log lines for request 3c9f27a1-8b4e-4d16-a0f5-7e2b91c84d03, the one that timed out.",
    "PO-2033-00172: twelve Sufag fan guns, delivery expected Monday.",
    "The Grathorn gondola's wind sensor reads zero every night (TeamSupport #6312).",
    "Ski school office: +41 91 754 18 62, staffed from nine.",
    "Chalet Baergji is booked under WG-CH-2033-0419 for six guests, seven nights.",
    "Vasyl at the Verkhovyna rental partner picks up on +380 3432 2 17 05.",
    "The Tschampi reservoir holds 180,000 m³; the pumps move 240 l/s at full load.",
    "Five failed logins and the Skidata portal shuts the account for a quarter of an hour.",
    "The Grathorn gondola climbs 1,120 m in 9 minutes; its cabins carry 10 people.",
    "Corn snow wants a clear, cold night and then morning sun; there's no other secret to it.",
    "I don't know the key-safe code at the patrol hut; Jost does.",
    "The rental shop in Bosco Gurin declined the card that ends in 4417.",
    "For the Vaduz dealer, write the IBAN on invoices as one block, no spaces.",
    "Payrexx backup codes: print them once, lock the sheet in the office safe.",
    "Anyone asking you for your wallet's recovery phrase is a scammer, support included.",
    "CHEKIN_API_KEY belongs in the secrets store and never gets committed.",
    "The explosives magazine padlock ices up; thaw it with de-icer spray before you try it.",
    "Since its November release Infosnow keeps API keys under Account › Developers.",
    "ISBN 978-3-906419-21-3 is the avalanche handbook on the patrol shelf.",
    "'Wolfsgrat-Gaeste' is the open guest network: no password at all.",
    "Avalanche danger level 3 above 2,200 m; the Furggu couloir stays closed until the control blast at 07:30.",
    "Snow depth at the Grathorn station: 142 cm, new snow 28 cm, -9.4 °C at 06:00.",
    "Lift LIFT-04 (Chrüz chair) ran 1,842 rides on 2033-02-11; downtime 14 minutes.",
    "Ski school group G-17: eight kids, level blue, meeting point at the Seeli T-bar at 09:45.",
    "Pump P3 tripped at 02:14 with fault code E-117 and was restarted at 02:31.",
    "A passport's machine-readable zone has two lines of 44 characters; never keep a scan of it here.",
    "Axess AX500 gates run firmware 4.11.2; the Seeli gate is still on 4.9.",
    "Ds Passwort muess mindestens sächzäh Zeiche ha.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-01-05T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/resort/skidata", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "6312", "purchase_order": "PO-2033-00172"}',
    '{"lift": {"id": "LIFT-04", "rides": 1842, "downtime_min": 14}}',
    '{"phone": "+41 91 754 18 62", "office": "Skischule Wolfsgrat"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "snow_guns_running": 183}',
    '{"avalanche": {"danger_level": 3, "aspect": "NE", "elevation_m": 2200}}',
    '{"request_id": "3c9f27a1-8b4e-4d16-a0f5-7e2b91c84d03", "status": 504}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
