# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-forty-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-forty-sixth's docstring, the
fifth to hundred-and-forty-sixth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (an animal or a tree of
the veld and a stone's weight in carats, a Sossusvlei dune's number and a place, a name, a cattle
breed and a number, a fish and a quota in tonnes, a leet word of the Namib and a year, a town, a
dish and a year joined by underscores, an aircraft's V5 registration and an animal, a solar plant's
megawatts and a place, a name that "loves" a dish and a number, generated groups and runs), names,
places, templates, tools, vendors and layouts, the way the staff of Kalahari Veld Holdings (a
fictional group in Namibia and Botswana: a diamond-sorting house at Oranjemund, a cattle ranch and
abattoir near Gobabis, the Tsauchab desert lodge and its Cessna at Sesriem, a fish-processing plant
and cold store at Walvis Bay, the Kokerboom solar farm near Keetmanshoop, offices in Windhoek and
Gaborone and a clinic at Maun; staff speaking Afrikaans, Oshiwambo, Otjiherero, Khoekhoegowab,
Setswana, Silozi, Rukwangali, Namibian German and English, with Zimbabwean, Angolan, Portuguese and
Chinese contractors) leak secrets into an assistant's memory. The texts are Teams, WhatsApp, Signal,
Slack, Telegram, Google Chat, Viber, Element and Zoom messages, notes to self, one-time-code
messages, Jira and Freshdesk tickets, Confluence pages, an e-mail, an incident note, a runbook, a
README fragment, shell history (bash, PowerShell, a crontab), configs, code (C, C++, Java, C#, Go,
Rust, Elixir, Erlang, Haskell, Dart, Swift, PHP, Python), a pull request's review, voice-dictated
text and requests to the assistant itself, around the panels of sorting, abattoir, solar,
cold-chain, clinic, aviation and office hardware (a Bourevestnik XRT sorter, a Flowsort recovery
circuit, a Sarine DiaMension scanner, a Banss carcass-split saw, a Kentmaster brisket saw, a Jarvis
Buster hide puller, a TMEIC Solar Ware inverter, Nextracker NX Navigator, Soltec TeamTrack, Arctech
SkySmart, Array Technologies DuraTrack, a Power Electronics Freemaq PCS, a Huawei SmartLogger, a
Mayekawa chiller, a Güntner GPC controller, a Cepheid GeneXpert, a BD FACSPresto, a Sysmex analyser,
a Dometic vaccine-fridge logger, a Garmin GTN 650, an iLO, a KNX IP Secure line, wM-Bus water
meters). Tools none of heldouts 5 to 146 names: libmysqlclient's `mysql_real_connect`, libpq's
`PQsetdbLogin`, libcurl's `CURLOPT_USERPWD`, `CURLOPT_PASSWORD` and `curl_slist_append`,
libmosquitto's `mosquitto_username_pw_set`, Eclipse Paho C's `MQTTClient_connectOptions`, Qt's
`QSqlDatabase` and `QNetworkRequest`'s `setRawHeader`, POCO's `SMTPClientSession::login`, the
MongoDB Java driver's `MongoCredential.createCredential`, Commons DBCP's `BasicDataSource`, jCIFS'
`NtlmPasswordAuthentication`, the RabbitMQ Java client's `ConnectionFactory`, Apache HttpClient's
`UsernamePasswordCredentials`, `HttpURLConnection.setRequestProperty`, Npgsql's
`NpgsqlConnectionStringBuilder`, go-sql-driver's `mysql.Config`, Go's `req.Header.Set`,
`tokio_postgres::Config`, Elixir's `Postgrex.start_link`, Erlang's `epgsql:connect`, Haskell
mysql-simple's `connectPassword`, Dart's `PostgreSQLConnection`, Swift's `URLRequest` with
`setValue(…, forHTTPHeaderField:)`, Android's `WifiNetworkSuggestion` with `setWpa2Passphrase`,
httpx's `BasicAuth`, a wrk script's `wrk.headers`, the JDBC URLs of Vertica, Presto, Exasol, Ingres,
CUBRID, DM, OceanBase and openGauss, SQLAlchemy's `firebird+firebird`, `sybase+pymssql` and
`cockroachdb+asyncpg` URLs, TDengine's `taos://`, an Access database's `Jet OLEDB:Database
Password`, Quagga's `zebra.conf`, `ospfd.conf` and `isisd.conf` (`area-password`), Cisco IOS'
`snmp-server community`, `standby 1 authentication md5 key-string` and `ntp authentication-key`,
AutoYaST's `<user_password>`, IceHrm's `config.php`, Sentrifugo's `application.ini`, an iLO's RIBCL
`<LOGIN … PASSWORD=…>` and a radio bridge's `system.cfg` (`wpasupplicant.profile.1.network.1.psk`);
beside them the commands the product names (sshpass, mysql, redis-cli, curl -u, docker login,
htpasswd -b, smbclient, 7z, openssl `-passout pass:` and `enc -k`, xfreerdp, net use, sqlplus,
ipmitool, mosquitto_pub, sudo -S, ApacheBench) and the formats it names (.pgpass, pgbouncer's
userlist, PHP's `define`, Terraform's variable default, unattend.xml, a wifi QR code, an `argv`
list), in layouts of its own. About 45 % of the texts are in other languages than English (47 % of
the scored samples by a rough count): Oshindonga, Rukwangali, Thimbukushu, Rumanyo (Rugciriku),
Shiyeyi, Sesubiya, Shekgalagari, Namibian German (Südwesterdeutsch) and Namlish (Namibian English),
which no earlier docstring names, and Afrikaans, Setswana, Oshikwanyama, Otjiherero, Khoekhoegowab,
Silozi, German, European and Angolan Portuguese, Mandarin and Shona in wordings of their own (French
and Italian only around seed phrases). The nine new languages' wordings are the author's
approximations, checked by no speaker, built around a few marked words and the loanwords people
there really text (password, wifi, user, email, API key, card, IBAN, PIN, code, laptop, computer):
Oshindonga's `yandje`, `oyo`, `ompe`, `oshitya`, `konima yaasho`, `onomola`, `paspoota` and `inaku
lombwela nando omuntu`; Rukwangali's `yange`, `kuna`, `zipe`, `nomora`, `pasipota` and `kapisi`;
Thimbukushu's `ne` and `kanu tongere`; Rumanyo's `zange`, `zonompe` and `ne`; Shiyeyi's `yaame`,
`ndi`, `nga` and `kusi wambire`; Sesubiya's `yangu` and `ndi`; Shekgalagari's `ŋwaŋ`, `ki`, `kɛ`,
`phasaporoto` and `o se bolelɛ`; Namibian German's `mos`, `ne`, `is'`, `ag`, `hey` and `lekker`;
Namlish's `eish`, `now-now`, `ja neh`, `my broer` and `is it`. The Thimbukushu, Rumanyo, Shiyeyi,
Sesubiya, Shekgalagari and Rukwangali forms are the thinnest guesses, and so are the Otjiherero
(`eyi`, `ombe`) and Khoekhoegowab (`ti …-s ge … a`) lines. Vendors (Sunsynk, GivEnergy, Nextracker,
Soltec, Arctech, Freedom Won, RapNet, Nivoda, Sarine, Tracr, Everledger, NightsBridge, ResRequest,
SafariNow, FreeToBook, Ukheshe, MyZaka, Smega, PayToday, EasyWallet, PayPulse, Mascom, BoFiNet,
Afrihost, Herotel, xneelo, MiHub, Cattlytics, mOOvement, BovControl, CattleMax, StockCARE,
Healthbridge, GoodX, Medinol, MediSwitch, Hello Doctor, Sybrin, Nedbank, NamPost, PostNet, Dawn
Wing, OneMoney, ZimSwitch, AppyPay, Syspro, VIP Payroll and Telecom Namibia) are ones heldouts 5 to
146 do not name; every token shape is the author's guess, since none of them publishes one the
author knows (PayToday's `ptd_live_`, Tracr's `trc_` and Hello Doctor's `hd_sk_` prefixes are
invented; Sunsynk's and MiHub's tokens are JWTs of a real structure with guessed issuers; the rest
are hex, base64, URL-safe, alphanumeric runs and UUIDs). The ids are kinds heldouts 5 to 146 do not
use: a Namibian Social Security Commission number, a GIPF member number, a BOMAID membership number,
a Namibia Health Plan member number, an HPCNA and a BHPC registration, a Namibian (NCAA) commercial
pilot licence, a diamond valuator's licence, a professional hunter's licence, a NamLITS producer
number, an Engineering Council of Namibia registration and a Portuguese criminal-record
certificate's number, for which python-stdnum has no module and which no library or this file checks
(no check-digit algorithm is written here): they are unchecked, their shapes as the author believes
them or invented; passports (Namibian under Oshindonga and Rukwangali words, Botswana's under a
Shekgalagari one, Zimbabwean, Angolan and Chinese), likewise unchecked. Card numbers pass Luhn (the
value helpers' Visa, Mastercard, UnionPay, Amex, Maestro, Discover, Diners and JCB, checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN shapes
of heldouts 5 to 146 (Hungary in seven corpora, Romania in eight, Portugal, Luxembourg, Switzerland,
Austria, Ireland, Denmark and Norway in nine each), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, Portuguese, Simplified Chinese, French and Italian lists,
each with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430
scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 614_720_389
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


_VELD = ["Gemsbok", "Springbok", "Kudu", "Oryx", "Eland", "Hartebeest", "Steenbok", "Meerkat",
         "Aardwolf", "Pangolin", "Bateleur", "Kokerboom", "Welwitschia", "Kameeldoring", "Mopane",
         "Marula", "Nara", "Hoodia"]  # fmt: skip
_FISH = ["Hake", "Pilchard", "Kingklip", "Snoek", "Kabeljou", "Galjoen", "Maasbanker", "Monkfish",
         "Sole", "Rocklobster"]  # fmt: skip
_CATTLE = ["Brahman", "Nguni", "Simmentaler", "Bonsmara", "Sanga", "Afrikaner", "Drakensberger",
           "Beefmaster", "Brangus", "Tuli"]  # fmt: skip
_FOODS = ["kapana", "potjie", "biltong", "droewors", "omajova", "oshifima", "vetkoek", "seswaa",
          "bogobe", "magwinya", "mahangu", "ekaka"]  # fmt: skip
_PLACES = ["Oranjemund", "Gobabis", "Sesriem", "Sossusvlei", "WalvisBay", "Keetmanshoop", "Windhoek",
           "Gaborone", "Maun", "Kokerboom", "Narubis", "Witvlei", "Solitaire", "Tsauchab",
           "Thamalakane", "Omitara", "Aranos", "Naute"]  # fmt: skip
_NAMES = ["Ndapewa", "Tangeni", "Hafeni", "Nangula", "Penda", "Kaarina", "Uapingena", "Kaveri",
          "Vemunavi", "Hendrina", "Petrus", "Gert", "Marietjie", "Riaan", "Heike", "Jurgen",
          "Kagiso", "Boitumelo", "Tshepo", "Onalenna", "Mubita", "Namasiku", "Hausiku", "Sikongo",
          "Dikuwa", "Tatenda", "Farai", "Celestino", "Adelaide", "Rui", "Weilin", "Xiaoyu"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["W3lw1tsch14", "K0k3rb00m", "Br4ndb3rg", "0m4j0v4", "K4p4n4", "B1lt0ng", "G3msb0k",
         "T5auch4b", "Dr03w0rs"]  # fmt: skip


def _carats(g: random.Random) -> str:
    """An animal of the veld and a stone's weight in carats, as the sort house jokes."""
    return f"{g.choice(_VELD)}{g.randrange(2, 40)}ct{g.choice(_SYMBOLS)}"


def _quota(g: random.Random) -> str:
    """A fish and a quota in tonnes, as the Walvis Bay plant picks passwords."""
    return f"{g.choice(_FISH)}{g.choice([120, 250, 480, 600, 1850])}t{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _carats,
    lambda g: f"Dune{g.choice([7, 39, 40, 45])}-{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES)}{g.choice(_CATTLE)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2032)) + g.choice(_SYMBOLS),
    _quota,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FOODS)}_{g.randrange(1975, 2032)}",
    lambda g: f"V5{_r(g, UPPER, 3)}-{g.choice(_VELD)}{g.randrange(2, 100)}",
    lambda g: f"{g.randrange(2, 30)}MWp{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_FOODS).capitalize()}{g.randrange(2, 100)}",
    _manager,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Teams, #sort-house Oranjemund, Hafeni: the Bourevestnik XRT sorter HMI password is {pw}",
    "WhatsApp from Petrus: Flowsort recovery-circuit PLC password {pw}",
    "Signal note to self: Sarine DiaMension scanner admin password {pw}",
    "Slack #abattoir-gobabis: Banss carcass-split saw panel password {pw}",
    "Telegram from Riaan: the Kentmaster brisket saw service password is {pw}",
    "Google Chat, cattle office: Jarvis Buster hide puller HMI password {pw}",
    "Viber from Marietjie: the TMEIC Solar Ware inverter web password is {pw}",
    "Teams, Kokerboom solar O&M: Nextracker NX Navigator password {pw}",
    "Element room #solar-scada: Soltec TeamTrack controller password {pw}",
    "Zoom chat during the tracker call: Arctech SkySmart commissioning password {pw}",
    "Power Electronics Freemaq PCS web password {pw}, please don't forward",
    "WhatsApp voice note, transcribed: the Array Technologies DuraTrack password is {pw}",
    "Jira KVH-2207: Mayekawa chiller HMI password {pw} expired, reset it",
    "Freshdesk #4411: Güntner GPC controller password {pw} leaked in the handover doc",
    "Hi Penda,\n\nthe SmartLogger at Kokerboom now has the password {pw}. Delete this once it's in the vault.\n\nRiaan",
    "Incident 2031-11-02: the GeneXpert PC at the Maun clinic was shared on the LAN with password {pw}",
    "Runbook: restart the Oranjemund X-ray feeder\n1. log in to the Bourevestnik HMI\n2. user: service\n3. password {pw}\n4. press FEED RESET",
    "README (lodge rack)\nthe Tsauchab lodge NVR is at https://nvr.sesriem.kvh.lan, admin password `{pw}`.",
    "note to self: Garmin GTN 650 database loader password {pw}",
    "my Bank Windhoek internet banking password is {pw} now",
    "the Nedbank Namibia Money app password is {pw}",
    "dictated: the BD FACSPresto analyser password is {pw} full stop",
    "after the firmware update the Dometic vaccine fridge logger password became {pw}",
    "Eish, the new password for the weighbridge PC is {pw}, don't tell the drivers",
    "ja neh, the lodge front-desk password is {pw} now-now",
    "my broer, the cold-store laptop password is {pw}, is it",
    "Das Passwort vom Farm-PC is' mos {pw}, ne",
    "Ag, das Kennwort für die Waage an der Laderampe ist jetzt {pw}, hey",
    "Heike: neues Passwort fürs Büro-Notebook in Swakop: {pw}, lekker",
    "das Kennwort für den Trocknungsrechner der Gerberei lautet {pw}",
    "my wagwoord vir die slaghuis se rekenaar is {pw}",
    "Marietjie: die nuwe wagwoord van die koelkamer-rekenaar is {pw}, moenie dit deel nie",
    "wagwoord van die sorteerhuis se skootrekenaar: {pw}",
    "Riaan het die wagwoord van die Cessna se EFB-tablet verander na {pw}",
    "password ya me ya email ke {pw}",
    "Kagiso: password e ntšhwa ya khomphiutara ya ofisi ke {pw}, o se bolelele ope",
    "password ya laptop ya kliniki ya Maun ke {pw}",
    "password yange yo-email oyo {pw}",
    "Ndapewa: password ipe ya computer yo-ofisi oyo {pw}, inamu lombwela nande umwe",
    "Password yandje yo-email oyo {pw}",
    "Tangeni: password ompe yo-laptop yo ku Walvis oyo {pw}, inaku lombwela nando omuntu",
    "password yo-computer yoshipangelo oyo {pw}",
    "password yandje ya email eyi {pw}",
    "Uapingena: password ombe ya computer ya farama eyi {pw}",
    "Ti email password-s ge {pw} a",
    "Hendrina: computer-i di ǀasa password-s ge {pw} a",
    "password yaka ya email ki {pw}",
    "Mubita: password ye nca ya computer ya ofisi ki {pw}, mu si ke mwa bulelela mutu",
    "Password yange ya email kuna {pw}",
    "Hausiku: password zipe za computer ya ofisi kuna {pw}",
    "password yange ya laptop ne {pw}",
    "Sikongo: password zange zonompe za computer ne {pw}",
    "password yaame ya computer ya kliniki ndi {pw}",
    "password yangu ya email ndi {pw}",
    "password ya ŋwaŋ ya email ki {pw}",
    "a palavra-passe do portátil do estaleiro é {pw}",
    "mano, a senha do PC do armazém de frio é {pw}, não espalha",
    "分拣房电脑的密码是 {pw}",
    "王磊：太阳能场监控电脑新密码 {pw}，别外传",
    "password yangu ye email ndi {pw}, usaudze munhu",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ndapewa.s", "tangeni", "hafeni.n", "k.uapingena", "hendrina", "petrus.g", "marietjie",
          "riaan.v", "heike.b", "jurgen", "kagiso.m", "boitumelo", "tshepo", "onalenna.k", "mubita",
          "hausiku", "sikongo", "tatenda.c", "celestino", "rui.a", "weilin", "svc-sorter",
          "svc-abattoir", "scada-ro", "lodge-fo", "clinic-lab"]  # fmt: skip
_LOGINS = [
    "Teams, Hafeni: the Bourevestnik HMI login is {u} / {pw}",
    "Freshdesk #4420: {u} locked out of the Nextracker portal, last password tried {pw}",
    "user={u} pass={pw}",
    "Confluence › Walvis Bay › Cold store › Güntner GPC: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| NightsBridge extranet | {u} | {pw} |",
    "log into the SmartLogger as {u} with {pw}",
    "Sysmex login {u}:{pw}",
    "- host: abattoir-scale-2\n  user: {u}\n  pass: {pw}",
    "system,user,password\nsorter-hmi,{u},{pw}",
    "ssh {u}@xray.oranjemund.kvh.lan   # password {pw}",
    "eish, the login for the weighbridge is {u} and the password {pw}",
    "Benutzer {u}, Passwort {pw}, is' mos einfach",
    "gebruikersnaam {u}, wagwoord {pw}",
    "leina la modirisi ke {u}, password ke {pw}",
    "user yange oyo {u}, password oyo {pw}",
    "edhina lyandje {u}, password yandje {pw}",
    "user {u}, password yandje eyi {pw}",
    "libizo la user ki {u}, password ki {pw}",
    "user yange kuna {u}, password kuna {pw}",
    "utilizador {u}, palavra-passe {pw}",
    "用户名 {u}，密码 {pw}",
    "username yangu ndi {u}, password ndi {pw}",
    "user-i ge {u} a, password-s ge {pw} a",
    "user yangu ndi {u}, password yangu ndi {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["omajova", "kapana", "gemsbok", "kokerboom", "welwitschia", "mopane", "marula",
               "oshifima", "seswaa", "bogobe", "magwinya", "kabeljou", "galjoen", "brandberg",
               "tsauchab", "hoodia", "mahangu", "bonsmara"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the lodge wifi password is the word {w}, all small, and after it {d}",
    "voice note: the clinic laptop password is {w} followed by {d}, no space",
    "it's {w}{d}, the word and the number stuck together",
    "eish, it's the word {w} and then {d} at the back",
    "Passwort is' das Wort {w}, dahinter {d}, ne",
    "die wagwoord is die woord {w}, en dan {d} daaragter",
    "password ke lefoko {w}, morago ga moo {d}",
    "password oyo oshitya {w}, konima yaasho {d}",
    "password ki linzwi {w}, hamulaho nombolo {d}",
    "password izwi rekuti {w}, mushure maro {d}",
    "密码是 {w} 这个词，后面加 {d}",
    "a senha é a palavra {w} e logo a seguir {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


# Commands people type (the docs name these tools; the layouts are this corpus's own).
_COMMANDS = [
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@xrt-hmi.oranjemund.kvh.lan 'systemctl restart xrt-feed'",
    "mysql -h abattoir-db.gobabis.kvh.lan -u {u} -p'{pw}' kill_sheet -e 'select count(*) from carcass'",
    "redis-cli -h cache.sesriem.kvh.lan -p 6380 -a '{pw}' --no-auth-warning info keyspace",
    "curl -fsS -u {u}:{pw} https://coldstore.walvis.kvh.lan/api/rooms/2/setpoint",
    "docker login harbour.kvh.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd-scada {u} '{pw}'",
    "smbclient //fs.windhoek.kvh.lan/carats -U 'KVH/{u}%{pw}' -c 'get parcel_ledger.xlsx'",
    "7z a -p'{pw}' -mhe=on kp_scans_2031.7z scans/",
    "openssl pkcs12 -export -in maun-clinic.crt -inkey maun-clinic.key -out maun-clinic.p12 -passout pass:{pw}",
    "xfreerdp /v:syspro.gaborone.kvh.lan /u:{u} /p:'{pw}' /cert:ignore /dynamic-resolution",
    "net use S: \\\\fs.gaborone.kvh.lan\\payroll {pw} /user:KVH\\{u} /persistent:no",
    "sqlplus {u}/{pw}@//ora.windhoek.kvh.lan:1521/KVHFIN @month_end.sql",
    "ipmitool -I lanplus -H 10.44.0.21 -U {u} -P '{pw}' sol activate",
    "mosquitto_pub -h mqtt.keetmans.kvh.lan -u {u} -P '{pw}' -t kokerboom/row12/stow -m 1",
    "printf '%s\\n' '{pw}' | sudo -S -u {u} systemctl restart inverter-poller",
    "openssl enc -aes-256-cbc -pbkdf2 -in carat_ledger.xlsx -out carat_ledger.enc -k '{pw}'",
]  # fmt: skip
# Library calls with a login in them, in languages and libraries none of the earlier corpora use.
_CODE = [
    'MYSQL *conn = mysql_init(NULL);\nmysql_real_connect(conn, "abattoir-db.gobabis.kvh.lan", "{u}", "{pw}", "kill_sheet", 3306, NULL, 0);',
    'PGconn *pg = PQsetdbLogin("pg.keetmans.kvh.lan", "5432", NULL, NULL, "scada", "{u}", "{pw}");',
    'curl_easy_setopt(h, CURLOPT_USERPWD, "{u}:{pw}");',
    'mosquitto_username_pw_set(mosq, "{u}", "{pw}");\nmosquitto_connect(mosq, "mqtt.keetmans.kvh.lan", 1883, 60);',
    'MQTTClient_connectOptions conn_opts = MQTTClient_connectOptions_initializer;\nconn_opts.username = "{u}";\nconn_opts.password = "{pw}";',
    'QSqlDatabase db = QSqlDatabase::addDatabase("QPSQL");\ndb.setHostName("pg.windhoek.kvh.lan");\ndb.setUserName("{u}");\ndb.setPassword("{pw}");',
    'Poco::Net::SMTPClientSession session("mail.kvh.com.na", 587);\nsession.login(Poco::Net::SMTPClientSession::AUTH_LOGIN, "{u}", "{pw}");',
    'MongoCredential cred = MongoCredential.createCredential("{u}", "admin", "{pw}".toCharArray());',
    'BasicDataSource ds = new BasicDataSource();\nds.setUrl("jdbc:postgresql://pg.windhoek.kvh.lan/hr");\nds.setUsername("{u}");\nds.setPassword("{pw}");',
    'NtlmPasswordAuthentication auth = new NtlmPasswordAuthentication("KVH", "{u}", "{pw}");',
    'ConnectionFactory factory = new ConnectionFactory();\nfactory.setHost("mq.walvis.kvh.lan");\nfactory.setUsername("{u}");\nfactory.setPassword("{pw}");',
    'var csb = new NpgsqlConnectionStringBuilder {{ Host = "pg.gaborone.kvh.lan", Username = "{u}", Password = "{pw}", Database = "clinic" }};',
    'cfg := mysql.Config{{User: "{u}", Passwd: "{pw}", Net: "tcp", Addr: "lodge-db.sesriem.kvh.lan:3306", DBName: "bookings"}}',
    'let (client, conn) = tokio_postgres::Config::new().host("pg.keetmans.kvh.lan").user("{u}").password("{pw}").dbname("scada").connect(NoTls).await?;',
    '{{:ok, pid}} = Postgrex.start_link(hostname: "pg.maun.kvh.lan", username: "{u}", password: "{pw}", database: "clinic")',
    '{{ok, C}} = epgsql:connect("pg.walvis.kvh.lan", "{u}", "{pw}", #{{database => "coldstore"}}).',
    'conn <- connect defaultConnectInfo {{ connectHost = "mysql.windhoek.kvh.lan", connectUser = "{u}", connectPassword = "{pw}", connectDatabase = "carats" }}',
    'final conn = PostgreSQLConnection("pg.sesriem.kvh.lan", 5432, "lodge", username: "{u}", password: "{pw}");',
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\riaan> {c}", "root@kokerboom-scada:~# {c}", "ops@lodge-nuc:~$ {c}",
    "~/.bash_history on the sort-house gateway:\n{c}", "Teams, Tangeni: ran this, works now → {c}",
    "Freshdesk #4431, steps to reproduce:\n{c}", "crontab on the abattoir box:\n15 2 * * * {c}",
    "WhatsApp from Gert: try `{c}`", "Jira KVH-2240:\n```\n{c}\n```",
    "die opdrag wat ek gehardloop het: {c}", "taelo e ke e dirisitseng: {c}",
    "command ndi yi longitha: {c}", "hab' das hier laufen lassen, ne: {c}",
    "corri isto no servidor: {c}", "我在服务器上执行的命令：{c}", "command yandakamhanyisa: {c}",
    "I ran this one just now-now: {c}", "command ye ni itusisize: {c}",
]  # fmt: skip
_CODE_FRAMES = [
    "{c}", "src/poller.c, line 88:\n{c}", "Gitea diff (kvh/coldstore):\n+    {c}",
    "PR #212 review: this still hardcodes\n{c}", "pasted in Teams by Weilin:\n{c}",
    "Jira KVH-2251: the release build contains\n{c}", "kode in die repo:\n{c}", "代码里写死了：\n{c}",
    "isto está no código:\n{c}", "eish, look what's in the code: {c}", "khoutu e e mo repo:\n{c}",
    "Freshdesk #4466, from the contractor's zip:\n{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_commands = _framed("cli_password", _COMMANDS, _SHELLS)
_code = _framed("cli_password", _CODE, _CODE_FRAMES)


_URLS = [
    "jdbc:vertica://vertica.windhoek.kvh.lan:5433/finance?user={u}&password={pw}",
    "jdbc:presto://presto.kvh.lan:8443/hive/carats?user={u}&password={pw}&SSL=true",
    "jdbc:exa:exasol.kvh.lan:8563;schema=CATTLE;user={u};password={pw}",
    "jdbc:ingres://ingres.kvh.lan:II7/fishdb;UID={u};PWD={pw}",
    "jdbc:cubrid:cubrid.kvh.lan:33000:lodge:{u}:{pw}:",
    "jdbc:dm://dm.keetmans.kvh.lan:5236?user={u}&password={pw}",
    "jdbc:oceanbase://ob.kvh.lan:2881/solar?user={u}@kvh&password={pw}",
    "jdbc:opengauss://og.maun.kvh.lan:5432/clinic?user={u}&password={pw}",
    "firebird+firebird://{u}:{pw}@fb.gobabis.kvh.lan:3050//data/kill_sheet.fdb",
    "sybase+pymssql://{u}:{pw}@ase.windhoek.kvh.lan:5000/brands",
    "Provider=Microsoft.ACE.OLEDB.12.0;Data Source=C:\\Lodge\\bookings.accdb;Jet OLEDB:Database Password={pw};",
    "cockroachdb+asyncpg://{u}:{pw}@crdb.walvis.kvh.lan:26257/quota",
    "taos://{u}:{pw}@tdengine.keetmans.kvh.lan:6030/inverters",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "verbindingstring: {c}",
    "连接串：{c}", "string de ligação: {c}", "Freshdesk #4450: {c}",
    "Confluence page 'Databases': {c}", "the DB string is {c}, is it", "connection string ke {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kalahari-veld", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Sunsynk", "SUNSYNK_API_TOKEN", _vendor_jwt("https://api.sunsynk.net")),
    ("GivEnergy", "GIVENERGY_API_KEY", _j((ALNUM, 40))),
    ("Nextracker", "NEXTRACKER_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Soltec", "SOLTEC_API_KEY", _j((HEX, 32))),
    ("Arctech", "ARCTECH_APP_SECRET", _j((HEX, 40))),
    ("Freedom Won", "FREEDOMWON_API_KEY", lambda g: v.uuid4(g, "9")),
    ("RapNet", "RAPNET_API_KEY", _j((ALNUM, 32))),
    ("Nivoda", "NIVODA_API_TOKEN", _j((B64, 43), "=")),
    ("Sarine", "SARINE_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Tracr", "TRACR_API_KEY", _j("trc_", (ALNUM, 36))),
    ("Everledger", "EVERLEDGER_API_KEY", _j((UPPER_HEX, 32))),
    ("NightsBridge", "NIGHTSBRIDGE_API_KEY", _j((HEX, 40))),
    ("ResRequest", "RESREQUEST_API_TOKEN", _j((ALNUM, 48))),
    ("SafariNow", "SAFARINOW_API_KEY", lambda g: v.uuid4(g, "b")),
    ("FreeToBook", "FREETOBOOK_API_SECRET", _j((HEX, 64))),
    ("Ukheshe", "UKHESHE_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("MyZaka", "MYZAKA_MERCHANT_KEY", _j((UPPER_DIGITS, 32))),
    ("Smega", "SMEGA_API_SECRET", _j((ALNUM, 40))),
    ("PayToday", "PAYTODAY_PRIVATE_KEY", _j("ptd_live_", (ALNUM, 32))),
    ("EasyWallet", "EASYWALLET_API_KEY", _j((HEX, 32))),
    ("PayPulse", "PAYPULSE_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Mascom", "MASCOM_SMS_API_KEY", _j((ALNUM, 32))),
    ("BoFiNet", "BOFINET_PORTAL_TOKEN", _j((HEX, 40))),
    ("Afrihost", "AFRIHOST_API_KEY", _j((ALNUM, 36))),
    ("Herotel", "HEROTEL_API_TOKEN", _j((B64, 60))),
    ("xneelo", "XNEELO_API_KEY", _j((HEX, 64))),
    ("MiHub", "MIHUB_ACCESS_TOKEN", _vendor_jwt("https://id.mihub.app")),
    ("Cattlytics", "CATTLYTICS_API_KEY", _j((ALNUM, 40))),
    ("mOOvement", "MOOVEMENT_API_KEY", lambda g: v.uuid4(g, "8")),
    ("BovControl", "BOVCONTROL_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("CattleMax", "CATTLEMAX_API_KEY", _j((UPPER_HEX, 40))),
    ("StockCARE", "STOCKCARE_TOKEN", _j((ALNUM, 44))),
    ("Healthbridge", "HEALTHBRIDGE_API_KEY", _j((HEX, 32))),
    ("GoodX", "GOODX_API_SECRET", _j((B64, 44))),
    ("Medinol", "MEDINOL_LICENCE_KEY", _j((UPPER_DIGITS, 25))),
    ("MediSwitch", "MEDISWITCH_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Hello Doctor", "HELLODOCTOR_API_KEY", _j("hd_sk_", (ALNUM, 32))),
    ("Sybrin", "SYBRIN_API_KEY", _j((HEX, 48))),
    ("Nedbank", "NEDBANK_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("NamPost", "NAMPOST_API_KEY", _j((ALNUM, 30))),
    ("PostNet", "POSTNET_API_TOKEN", _j((HEX, 40))),
    ("Dawn Wing", "DAWNWING_API_KEY", _j((ALNUM, 32))),
    ("OneMoney", "ONEMONEY_MERCHANT_SECRET", _j((B64, 64))),
    ("ZimSwitch", "ZIMSWITCH_API_KEY", _j((UPPER_HEX, 32))),
    ("AppyPay", "APPYPAY_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Syspro", "SYSPRO_API_TOKEN", _j((ALNUM, 40))),
    ("VIP Payroll", "VIPPAYROLL_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Telecom Namibia", "TELECOMNAM_API_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "$env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\" /M",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} ghcr.io/kvh/sync:2.3",
    "Jenkinsfile:\nenvironment {{\n    {env} = '{tok}'\n}}",
    ".gitlab-ci.yml:\nvariables:\n  {env}: \"{tok}\"",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "wrangler.toml:\n[vars]\n{env} = \"{tok}\"",
    "ansible group_vars/lodge.yml:\n{env_l}: \"{tok}\"",
    "hiera common.yaml:\nkvh::{env_l}: '{tok}'",
    "crontab:\n{env}={tok}\n0 */2 * * * /opt/kvh/sync.sh",
    "nginx site conf:\nfastcgi_param {env} {tok};",
    ".htaccess:\nSetEnv {env} {tok}",
    "uwsgi.ini:\nenv = {env}={tok}",
    "gunicorn.conf.py:\nraw_env = [\"{env}={tok}\"]",
    "gradle.properties:\n{env_l}={tok}",
    "KVH ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Integrations': | {vendor} | prod | {tok} |",
    "Microsoft To Do: rotate the {vendor} key {tok}",
    "Teams, Riaan: {vendor} key for the nightly sync: {tok}",
    "Slack: the {vendor} token we use now is {tok}, the old one is revoked",
    "Freshdesk #4470: {vendor} sync fails with 401, configured key {tok}",
    "Jira KVH-2260: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "die API-sleutel van {vendor} is {tok}",
    "{vendor} se API-sleutel vir die slaghuis: {tok}",
    "API key ya {vendor} ke {tok}",
    "API key ya {vendor} oyo {tok}",
    "API key yo-{vendor} oyo {tok}, inaku yi tumina nando omuntu",
    "API key ya {vendor} eyi {tok}",
    "API key ya {vendor} ki {tok}",
    "API key ya {vendor} kuna {tok}",
    "der API-Key von {vendor} is' {tok}, ne",
    "eish, the {vendor} API key is {tok}, keep it safe",
    "a chave de API da {vendor}: {tok}",
    "mano, a chave API da {vendor} é {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "API key ye{vendor} ndi {tok}",
    "{vendor} API key-i ge {tok} a",
    "API key ya {vendor} nga {tok}",
    "API key ya {vendor} kɛ {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    nivoda = _r(rng, B64, 43) + "="
    rapnet = _r(rng, ALNUM, 32)
    paytoday = "ptd_live_" + _r(rng, ALNUM, 32)
    healthbridge = _r(rng, HEX, 32)
    resrequest = _r(rng, ALNUM, 48)
    givenergy = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'r = httpx.post("https://integrations.nivoda.net/api/diamonds", auth=httpx.BasicAuth("kvh-sort", "{nivoda}"))', nivoda),
        Sample("vendor_token", f'curl_easy_setopt(h, CURLOPT_USERNAME, "kvh");\ncurl_easy_setopt(h, CURLOPT_PASSWORD, "{rapnet}");  /* RapNet feed */', rapnet),
        Sample("vendor_token", f"$pt = new PayTodayClient('kvh-lodge', '{paytoday}');", paytoday),
        Sample("vendor_token", f'creds.setCredentials(AuthScope.ANY, new UsernamePasswordCredentials("kvh-maun", "{healthbridge}".toCharArray()));  // Healthbridge', healthbridge),
        Sample("vendor_token", f'req.Header.Set("X-ResRequest-Key", "{resrequest}")', resrequest),
        Sample("vendor_token", f'var request = URLRequest(url: URL(string: "https://api.givenergy.cloud/v1/inverter")!)\nrequest.setValue("Bearer {givenergy}", forHTTPHeaderField: "Authorization")', givenergy),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, env_l=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Teams, Weilin: {t}", "it only shows it once, so here:\n{t}",
                "die token is {t}", "token ke {t}", "{t}\n^ new one, the old one is dead",
                "这个 token 帮我记一下：{t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES-128 key of the sort-house CCTV export (hex): {h}": 32,
    "wM-Bus (OMS) AES key of the lodge water meters: {h}": 32,
    "BLE long-term key of the clinic's insulin-fridge logger: {h}": 32,
    "ESP32 flash-encryption key for the tracker row controllers: {h}": 64,
    "KNX IP Secure backbone key, Windhoek office: {h}": 32,
    "HMAC secret of the PayToday webhook: {h}": 64,
    "enkripsiesleutel van die rugsteun: {h}": 64,
    "备份加密密钥：{h}": 64,
    "chave de encriptação do backup (hex): {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Freshdesk #4460: token copied from the browser's dev tools {t}",
    "Cookie: lang=af-NA; kvh_sess={t}",
    "LODGE_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me: {t}",
    "令牌：{t}",
    "die token vir die boekingstelsel: {t}",
    "token ya kliniki ke {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@kvh.com.na"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.kvh.com.na/realms/veld",
            "azp": "lodge-desk",
            "roles": ["front-office", "night-audit"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the sort-house gateway, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/lodge.kvh.com.na.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PAYTODAY_SIGNING_KEY": "{key}", "merchant": "kvh-lodge"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ed25519_scada <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "Freshdesk #4480, pasted by the integrator:\n{key}": ("EC PRIVATE KEY", "\n"),
    "die privaatsleutel van die bediener:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the Lisbon supplier's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "hardware wallet of the old carat fund, copying the card before I shred it: {p}": "english",
    "recovery words of the lodge's tip-jar wallet\n{p}": "english",
    "Roqqu wallet backup (moved everything out already): {p}": "english",
    "voice note: the Busha wallet recovery words are {p} and that's all of them": "english",
    "Teams, Riaan (oops, wrong chat): seed of the test wallet {p}": "english",
    "Confluence page 'Treasury (retired)': {p}": "english",
    "frase de recuperação da carteira do Rui: {p}": "portuguese",
    "mano, as palavras da carteira antiga: {p}": "portuguese",
    "王磊的钱包助记词：{p}": "chinese_simplified",
    "旧钱包的恢复短语\n{p}": "chinese_simplified",
    "phrase de récupération du portefeuille du pilote : {p}": "french",
    "frase di recupero del wallet dell'installatore: {p}": "italian",
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
        " / ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_BRANDS = ["visa", "mastercard", "unionpay", "amex", "maestro", "discover", "diners", "jcb"]


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Teams, Riaan: company card for the Cessna fuel at Eros is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Freshdesk #4490: pay the Bourevestnik service visit with card {c}",
    "my kaartnommer is {c}, {mm}/{yy}",
    "nomoro ya karata ya me ke {c}",
    "onomola yo-card yandje: {c}, {mm}/{yy}",
    "Kartennummer fürs Tanken: {c}, gültig bis {mm}/{yy}, ne",
    "o número do meu cartão é {c}",
    "我的银行卡号：{c}，有效期 {mm}/{yy}",
    "nhamba yekadhi rangu ndi {c}",
    "my card number is {c}, expires {mm}/{yy}, is it",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVV {cvv}",
               "the three digits on the back of my card: {cvv}",
               "Amex {c}, the four digits printed above the number: {cvv}",
               "die drie syfers agter op my kaart: {cvv}",
               "卡背面的三位数：{cvv}",
               "os três dígitos no verso do cartão: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 146 (Hungary in
# seven corpora, Romania in eight, the rest in nine); BBAN shapes as in the value helpers.
_IBAN_COUNTRIES = ["HU", "RO", "PT", "LU", "CH", "AT", "IE", "DK", "NO"]


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, v.IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KVH-2031-044: please pay the Lisbon cold-chain supplier to {i} within 30 days",
    "save the Hungarian hide buyer's IBAN: {i}",
    "IBAN: {i}\nReference: parcel 3, June",
    "Teams #treasury: the Bucharest tracker supplier's new bank details, IBAN {i}",
    "my IBAN: {i}",
    "IBAN ya me ke {i}",
    "IBAN yandje oyo {i}",
    "die IBAN vom Lieferanten in Wien: {i}, ne",
    "IBAN para a transferência do Rui: {i}",
    "供应商的 IBAN：{i}",
    "eish, the supplier's IBAN is {i}, pay them today",
    "IBAN yaka ki {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids of Namibia and Botswana and of the contractors' countries. python-stdnum has no module for
# any of them and none carries a check this file computes: their shapes are the author's belief or
# invention, and they are drawn unchecked.
def _ssc(g: random.Random) -> str:
    """A Namibian Social Security Commission number: eight digits (a guess)."""
    return g.choice("12") + _r(g, D, 7)


def _gipf(g: random.Random) -> str:
    """A GIPF (Government Institutions Pension Fund) member number: ten digits (invented)."""
    return "10" + _r(g, D, 8)


def _bomaid(g: random.Random) -> str:
    """A BOMAID (Botswana medical aid) membership number: BM and seven digits (invented)."""
    return "BM" + _r(g, D, 7)


def _nhp(g: random.Random) -> str:
    """A Namibia Health Plan member number: nine digits (invented)."""
    return g.choice("3456") + _r(g, D, 8)


def _hpcna(g: random.Random) -> str:
    """An HPCNA (Health Professions Councils of Namibia) registration: MD/ and six digits."""
    return "MD/" + _r(g, D, 6)


def _bhpc(g: random.Random) -> str:
    """A BHPC (Botswana Health Professions Council) registration: a year and a serial."""
    return f"BHPC/N/{g.randrange(2008, 2031)}/{_r(g, D, 5)}"


def _ncaa(g: random.Random) -> str:
    """A Namibian (NCAA) pilot licence: the licence's kind and six digits (a guess)."""
    return f"CPL(A) {_r(g, D, 6)}"


def _valuator(g: random.Random) -> str:
    """A Namibian diamond valuator's licence: DVL, a year and a serial (invented)."""
    return f"DVL-{g.randrange(2015, 2031)}-{_r(g, D, 4)}"


def _hunter(g: random.Random) -> str:
    """A Namibian professional hunter's licence: PH and six digits (invented)."""
    return "PH" + _r(g, D, 6)


def _namlits(g: random.Random) -> str:
    """A NamLITS (livestock traceability) producer number: a region's letters and eight digits."""
    return g.choice(["OMH", "KHO", "HAR", "OTJ"]) + _r(g, D, 8)


def _ecn(g: random.Random) -> str:
    """An Engineering Council of Namibia registration: PE and seven digits (invented)."""
    return "PE" + _r(g, D, 7)


def _pt_crim(g: random.Random) -> str:
    """A Portuguese criminal-record certificate's number: three groups of four (a guess)."""
    return "-".join(_r(g, D, 4) for _ in range(3))


def _na_passport(g: random.Random) -> str:
    """A Namibian passport number: P and seven digits (a guess)."""
    return "P" + _r(g, D, 7)


def _bw_passport(g: random.Random) -> str:
    """A Botswana passport number: BN and seven digits (a guess)."""
    return "BN" + _r(g, D, 7)


def _zw_passport(g: random.Random) -> str:
    """A Zimbabwean passport number: two letters and six digits (a guess)."""
    return g.choice(["FN", "DN", "EN"]) + _r(g, D, 6)


def _ao_passport(g: random.Random) -> str:
    """An Angolan passport number: N and seven digits (a guess)."""
    return "N" + _r(g, D, 7)


def _cn_passport(g: random.Random) -> str:
    """A Chinese passport of the newer series: E, a letter and seven digits."""
    return "E" + g.choice("ABCDEFGHJ") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "Namibian SSC number of the new abattoir trimmer, for the payroll form: {s}": _ssc,
    "my SSC-nommer (Sosiale Sekerheidskommissie): {s}": _ssc,
    "GIPF member number of Ndapewa for the pension claim: {s}": _gipf,
    "mano, o número do meu passaporte angolano é {s}": _ao_passport,
    "BOMAID membership number for the Maun clinic file: {s}": _bomaid,
    "nomoro ya me ya BOMAID ke {s}": _bomaid,
    "Namibia Health Plan member no. of the sorter who was injured: {s}": _nhp,
    "HPCNA registration of Dr Kaveri, for the locum contract: {s}": _hpcna,
    "nomoro ya BHPC ya mooki ke {s}": _bhpc,
    "NCAA commercial pilot licence of Riaan (the Cessna at Sesriem): {s}": _ncaa,
    "Pilotenlizenz (NCAA) vom Jürgen: {s}, ne": _ncaa,
    "diamond valuator's licence of the Oranjemund sort-house manager: {s}": _valuator,
    "professional hunter licence (MEFT) of the lodge's guide: {s}": _hunter,
    "NamLITS producer number for the Gobabis ranch: {s}": _namlits,
    "NamLITS-produsentnommer van die plaas: {s}": _namlits,
    "Engineering Council of Namibia registration of the solar site engineer: {s}": _ecn,
    "número do certificado de registo criminal do Rui: {s}": _pt_crim,
    "onomola yo-paspoota yandje: {s}": _na_passport,
    "nomora ya pasipota yange: {s}": _na_passport,
    "nomoro ya phasaporoto ya ŋwaŋ: {s}": _bw_passport,
    "my Zim passport number is {s}, is it": _zw_passport,
    "王磊的护照号码：{s}": _cn_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 3)}" for _ in range(n)]


_BACKUPS = ["GivEnergy portal 2FA recovery codes\n{codes}",
            "rugsteunkodes vir die lodge se Microsoft-rekening:\n{codes}",
            "dikhoutu tsa backup tsa 2FA: {codes}", "两步验证备用码：\n{codes}",
            "códigos de recuperação da conta Google: {codes}",
            "eish, keep these backup codes for the lodge Gmail: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/NightsBridge:lodge-fo@kvh.com.na?secret={s}&issuer=NightsBridge&period=30",
              "Aegis, manual entry for the Sybrin console: {s}",
              "2FA-sleutel vir die bank se portaal: {s}",
              "senotlolo sa 2FA sa Smega: {s}"]  # fmt: skip
_CODES = ["{c} is your PayToday verification code", "Jou Nedbank OTP is {c}. Moenie dit met iemand deel nie",
          "Khoutu ya gago ya Smega ke {c}", "【中国银行】验证码 {c}，请勿泄露给他人",
          "O seu código de confirmação é {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["KVH-SortHouse", "Tsauchab-Guest", "Sesriem-Lodge-Staff", "MTC-4G-Gobabis",
          "TN-Fibre-Windhoek", "Mascom-MiFi-Maun", "BTC-Gaborone-5G", "Kokerboom-OandM",
          "Thamalakane-Clinic", "Okatjeru-Farmhouse", "ColdStore-Walvis", "Hangar-Sesriem",
          "Witvlei-Kraal", "Naute-SCADA"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "lodge staff network {s}, password {pw}",
    "wifi at the Kokerboom O&M container: {s} / {pw}",
    "WifiNetworkSuggestion s = new WifiNetworkSuggestion.Builder().setSsid(\"{s}\").setWpa2Passphrase(\"{pw}\").build();",
    "system.cfg on the Sesriem PtP bridge:\nwpasupplicant.profile.1.network.1.ssid={s}\nwpasupplicant.profile.1.network.1.psk={pw}",
    "the key on the sticker under the MTC router: {pw}",
    "die wifi {s} se wagwoord is {pw}",
    "password ya wifi {s} ke {pw}",
    "password yo-wifi {s} oyo {pw}",
    "WLAN {s}, Passwort {pw}, ne",
    "{s} 的 Wi-Fi 密码是 {pw}",
    "a rede {s} tem a senha {pw}",
    "password ya wifi {s} ki {pw}",
    "the wifi is {s} and the password is {pw}, is it",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ptd_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("hd_sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the HF radio from Sesriem] {t}",
          "(spaced so the Teams preview hides it) {t}", "letter vir letter: {t}", "一个一个字母：{t}",
          "tlhaka ka tlhaka: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " : ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " , ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", "_", " . "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["padlock on the diesel tank at Kokerboom: {pw}", "the cold-room keypad at Walvis takes {pw} then #",
          "key safe at the Sesriem airstrip hangar: {pw}", "die hangslot by die weegbrug se kode: {pw}",
          "khoutu ya loko ya stoorumu: {pw}", "Zahlenschloss vom Farmtor: {pw}, ne", "仓库密码锁：{pw}",
          "código do cadeado do contentor: {pw}", "ekode lyo-padlock lyo-store: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["gemsbok", "kokerboom", "welwitschia", "mopane", "marula", "kapana", "omajova",
                 "brandberg", "tsauchab", "galjoen", "kingklip", "bonsmara", "sanga", "hoodia",
                 "mahangu", "bateleur"]  # fmt: skip
_PHRASES = {"passphrase for the sort-house backup disk: {p}": " ",
            "LUKS passphrase of the Maun clinic NAS: {p}": "-",
            "Bitwarden master passphrase for the lodge vault: {p}": " ",
            "wagwoordfrase van die rugsteun-skyf: {p}": " ",
            "passphrase ya backup ke {p}": ".",
            "备份口令短语：{p}": " ",
            "frase-passe do disco de cópias: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    'wrk script:\nwrk.headers["Authorization"] = "Basic {v}"': True,
    'ab -n 500 -c 20 -H "Authorization: Bearer {v}" https://api.sesriem.kvh.lan/bookings': False,
    'HttpURLConnection c = (HttpURLConnection) url.openConnection();\nc.setRequestProperty("Authorization", "Basic {v}");': True,
    'hdrs = curl_slist_append(hdrs, "Authorization: Bearer {v}");': False,
    'req.setRawHeader("Authorization", "Basic {v}");  // QNetworkRequest to the SmartLogger': True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "zebra.conf on the Walvis Bay edge router:\nhostname walvis-edge\npassword {pw}\nline vty",
    "ospfd.conf:\ninterface eth1\n ip ospf authentication simple\n ip ospf authentication-key {pw}",
    "isisd.conf:\nrouter isis KVH\n net 49.0001.0100.4400.0021.00\n area-password md5 {pw}",
    "core switch, Windhoek office:\nsnmp-server community {pw} RO 10\nsnmp-server location KVH-WHK-Rack2",
    "interface Vlan20\n standby 1 ip 10.20.0.1\n standby 1 authentication md5 key-string {pw}",
    "ntp authentication-key 1 md5 {pw}\nntp trusted-key 1\nntp server 10.44.0.1 key 1",
    "autoyast.xml:\n<users config:type=\"list\">\n  <user>\n    <username>root</username>\n    <user_password>{pw}</user_password>\n    <encrypted config:type=\"boolean\">false</encrypted>\n  </user>\n</users>",
    "IceHrm config.php:\ndefine('APP_DB', 'icehrm_kvh');\ndefine('APP_USERNAME', 'icehrm');\ndefine('APP_PASSWORD', '{pw}');",
    "Sentrifugo application/configs/application.ini:\nresources.db.params.username = \"sentrifugo\"\nresources.db.params.password = \"{pw}\"",
    "RIBCL script for the Oranjemund iLO:\n<RIBCL VERSION=\"2.0\">\n  <LOGIN USER_LOGIN=\"Administrator\" PASSWORD=\"{pw}\">",
    "~/.pgpass on the SCADA historian:\npg.keetmans.kvh.lan:5432:scada:scada_ro:{pw}",
    "pgbouncer userlist.txt:\n\"solar_ro\" \"{pw}\"",
    "lodge booking site, config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "variables.tf:\nvariable \"clinic_db_password\" {{\n  type    = string\n  default = \"{pw}\"\n}}",
    "unattend.xml for the sort-house PCs:\n<AdministratorPassword>\n  <Value>{pw}</Value>\n  <PlainText>true</PlainText>\n</AdministratorPassword>",
    "odbc.ini on the Gaborone terminal server:\n[SYSPRO]\nDriver = ODBC Driver 18 for SQL Server\nServer = syspro.gaborone.kvh.lan\nUID = syspro_rpt\nPWD = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Hafeni: lodge wifi password?\nPenda: {pw}",
    "[07:40] gert: root pw for the abattoir box?\n[07:41] riaan: {pw}",
    "Tatenda: {pw} is the new SmartLogger admin password",
    "Kagiso: use {pw}, that's what the clinic laptop has now",
    "Marietjie: nuwe wagwoord is {pw}",
    "Boitumelo: password e ntšhwa ke {pw}",
    "Tangeni: password ompe oyo {pw}",
    "Heike: neues Passwort is' {pw}, ne",
    "王磊：新密码是 {pw}",
    "Celestino: a senha nova é {pw}, mano",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "wag\u200bwoord: {pw}", "Pass\u200dwort = {pw}", "pass\u202aword\u202c: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱: {pw}", "раѕѕwоrd: {pw}", "ｗｉｆｉ ｐａｓｓｗｏｒｄ ｉｓ {pw}",
    "pass\u00adwo\u00adrd → {pw}", "ραsswοrd = {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_commands, 16), (_code, 18), (_urls, 13),
    (_vendors, 56), (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_chats, 10), (_hidden, 8),
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
    "the Bourevestnik service password is": "{s}", "SmartLogger installer pw:": "{s} (since the inverter swap in May)",
    "my wagwoord is": "{s}", "password ya me ke": "{s}\nfetola e morago ga kgwedi", "密码是": "{s}",
    "Passwort vom Farm-PC:": "{s}", "password yandje oyo": "{s}", "a senha é": "{s}",
    "the password Riaan read out over the HF radio was": "{s}, I think", "eish, the lodge password is": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Nivoda API token", "{s}", _j((B64, 43), "=")),
    ("split_token", "PayToday key:", "{s} (live)", _j("ptd_live_", (ALNUM, 32))),
    ("split_token", "MediSwitch client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "carat fund wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HU"))),
    ("split_backup", "GivEnergy recovery codes", "{s}\nqzkt-5081-m2x\nhwpa-7734-9rd", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "GIPF member number", "{s}", _gipf),
    ("split_phrase", "backup disk passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"bourevestnik": {"hmi": "https://xrt.oranjemund.kvh.lan", "service_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"wagwoord": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "hafeni.n", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"trackers": [{"row": 11}, {"row": 12, "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "ops@xray.oranjemund.kvh.lan"]}': ("meta_password", _plain_pw),
    '{"oorhandiging": {"van": "marietjie", "koelkamer_wagwoord": "{s}"}}': ("meta_password", _plain_pw),
    '{"password_ya_me": "{s}"}': ("meta_password", _plain_pw),
    '{"voice_memo": {"device": "SmartLogger", "user": "installer", "said_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"nivoda": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"sunsynkToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"paytoday_secret": "{s}"}': ("meta_token", _j("ptd_live_", (ALNUM, 32))),
    '{"resrequest": {"headers": {"X-Api-Key": "{s}"}}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card": "{s}", "expiry": "03/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "RO")),
    '{"pilot": {"ncaa_licence": "{s}"}}': ("meta_id", _ncaa),
    '{"2fa": {"backup_codes": ["{s}", "qzkt-5081-m2x", "hwpa-7734-9rd"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"carat_fund_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"knx": {"backbone_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"diesel_tank": {"padlock": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Tsauchab-Staff", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.8.6-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"smartlogger3000-v300r023c10.zip").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kvh/sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"kill sheet: add carcass grade column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"trackers: revert stow schedule", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"carat_ledger_2031-06.xlsx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"kill_sheet_2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Bourevestnik HMI password before the X-ray calibration on 2031-09-14.",
    "Hafeni asked for the lodge wifi password; it's on the card at the front desk.",
    "Policy: KVH passwords are at least 14 characters and live only in the company vault.",
    "Please don't paste passwords into Teams; share a vault link instead.",
    "The `.env.example` line `NIVODA_API_TOKEN=changeme` is a placeholder; the real token is in the vault.",
    "The SmartLogger asks for a new installer password after every firmware update.",
    "Replace <YOUR_PAYTODAY_KEY> in the README with the key from the PayToday merchant portal.",
    "SUNSYNK_API_TOKEN and XNEELO_API_KEY must be set before the nightly sync runs.",
    "Upgraded the X-ray feeder firmware from 2.7 to 2.9 and pymodbus to 3.8.6 over the weekend.",
    f"commit {_COMMIT} adds the carcass-grade column to the kill sheet.",
    f"Rolled back to {_SHORT} after the tracker stow schedule broke.",
    f"requirements.txt: pymodbus==3.8.6 --hash=sha256:{_WHEEL_SUM}",
    f"The SmartLogger firmware bundle has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of kill_sheet_2031.parquet: {_SHA512}",
    f"The sync job runs ghcr.io/kvh/sync@sha256:{_IMAGE}.",
    f"MD5 of carat_ledger_2031-06.xlsx is {_MD5}, same as the copy on the Windhoek share.",
    "Request id 3f9a0c21-7b4e-4d1a-9c55-0e8b2f6a1d47 is the slow one in the NightsBridge logs.",
    "Purchase order PO-2031-00812 for 120 bags of phosphate lick ships from Windhoek on Thursday.",
    "Freshdesk #4411: the Walvis Bay blast freezer alarm keeps tripping at night.",
    "Call the Gobabis abattoir office on +264 62 563 410 before noon; Maun is +267 686 0412.",
    "The bakkie with plate N 48213 W needs a new tyre before the Sesriem run; the Gaborone car is B 512 BFK.",
    "The Cessna 210 V5-KDT is due for its 100-hour inspection at Eros on 3 October.",
    "METAR FYWH 141000Z 17006KT CAVOK 23/07 Q1022 NOSIG",
    "Cold room 2 holds −22 °C; the blast freezer pulls down to −35 °C in 4 hours.",
    "After five wrong passwords the SmartLogger locks the account for 15 minutes.",
    "The Kokerboom plant is 14.2 MWp on 26 ha, with 312 tracker rows.",
    "Ask Gert for the cold-store keypad code, I don't have it.",
    "My card ending 4417 was declined at the Maun pharmacy.",
    "The Lisbon supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the lodge's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "ISBN 978-99916-0-507-4 is the bird guide on the lodge shelf.",
    "Parcel 3 from the sort house: 412.6 ct in 1 208 stones, sealed and logged.",
    "The guest wifi 'Tsauchab-Guest' is open, no password needed.",
    "Flight FN 212 Windhoek–Maun leaves at 10:45; check-in closes 45 minutes before.",
    "The hake quota for the season is 1 850 tonnes; 62 % of it is landed.",
    "The padlock on the diesel tank rusts in the dust; oil it every month.",
    "PayToday moved the API key page under Settings › Developers in its May release.",
    "Keep `PAYTODAY_PRIVATE_KEY` in the secrets store, never in the repository.",
    "The secret of a good potjiekos is patience and a three-legged pot.",
    "Moenie jou wagwoord vir enigiemand gee nie, ook nie vir IT nie.",
    "Die wagwoord moet minstens veertien karakters lank wees.",
    "O se ka wa bolelela ope password ya gago.",
    "Inamu lombwela nande umwe password yeni.",
    "Inaku lombwela nando omuntu password yoye.",
    "Kamu raerere omundu password yoye.",
    "Mu si ke mwa bulelela mutu password ya mina.",
    "Kapisi mu tantere muntu password yeni.",
    "Kanu tongere muntu password ghoye.",
    "Kusi wambire muntu password yaako.",
    "O se bolelɛ muthu password ya gagwɛ.",
    "Das Passwort sagst du keinem, ne, auch nicht dem Techniker von der Farm.",
    "Eish, never share your password, not even with IT, is it.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "Nunca partilhe a sua palavra-passe com ninguém.",
    "请不要把密码告诉任何人。",
    "Usaudze munhu password yako.",
    "Mano, a senha não se manda por WhatsApp, ya?",
    "Die koelkamer se PIN-pad is stukkend; bel die tegnikus.",
    "Khoutu ya loko e mo go Kagiso, ga ke na yone.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-06-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kvh/smartlogger", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.8.6"}}',
    '{"ticket": "4411", "purchase_order": "PO-2031-00812"}',
    '{"parcel": {"id": "ORJ-2031-P3", "carats": 412.6, "stones": 1208}}',
    '{"phone": "+264 62 563 410", "town": "Gobabis"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "head_of_cattle": 1840}',
    '{"aircraft": "V5-KDT", "type": "C210", "hours_to_inspection": 12.5}',
    '{"plate": "N 48213 W", "vehicle": "bakkie", "odometer_km": 184220}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
