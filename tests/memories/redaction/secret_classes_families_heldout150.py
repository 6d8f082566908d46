# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-fiftieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-forty-sixth's docstring, the
fifth to hundred-and-forty-sixth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-forty-seventh to hundred-and-forty-ninth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed, password words
(a peak and its height, a river and a year of Nepal's Bikram Sambat calendar, a Twin Otter's 9N-
registration and a lodge, a tea flush, a year and a village, two dishes and a number, a lodge and
its altitude in metres, a yak's name, a leet place name and a Bikram Sambat year, "DalBhat" and
"Power" around a number, "Tashi" and "Delek" around a sign, a name, a river and a number joined by
dots, generated groups and random runs), names, places, templates, tools, vendors and layouts, the
way the staff of Himal Urja (a fictional group of Nepal and Bhutan: the Gongar run-of-river station
and its dam in the Tamakoshi valley with its drainage gallery, intake gauges and control room, a
trekking agency and its lodges from Lukla and Namche to Tengboche and Pheriche, an airline's Twin
Otter hangars at Lukla and Pokhara, a remittance and microfinance office in Thamel, a hospital in
Dharan with its lab, X-ray room and pharmacy, a hydro plant and a school at Punakha and Khuruthang,
and a tea estate and factory at Kanyam in Ilam; staff speaking Nepali, Sherpa, Tamang, Newar,
Maithili, Gurung, Limbu, Dzongkha, Tshangla, Lhotshampa Nepali, Hindi and English, with Indian,
Chinese and Korean contractors and Israeli, German, French, Spanish and Japanese trekkers) leak
secrets into an assistant's memory. The texts are Viber, WhatsApp, Teams, Signal, Messenger, Imo,
Telegram, Google Chat, Slack, KakaoTalk and WeChat messages, e-mails, a sticky note, a hangar
whiteboard and a teller's handover note typed up, e-HMIS and other tickets, Confluence pages and
tables, To Do items, an incident note, a runbook, a README fragment, shell history (bash,
PowerShell and cmd prompts, `history | grep`), code (Go, Rust, Java, Kotlin, C#, JavaScript, PHP,
Ruby, Perl, Lua, Elixir, Dart, Swift, VBScript and VBA, Python), configs, voice memos, dictated
text and requests to the assistant itself, around the panels of dam, hangar, bank, hospital,
school, lodge and tea-factory hardware and software (an ABB UNITROL 6800 excitation, a Siemens
SPPA-T3000 station, AcSELerator QuickSet for an SEL-487E, Geokon 8600, RST DT Link, Sisgeo OMNIAlog
and Encardio-Rite ESDL-30 loggers, a Worldsensing Loadsensing gateway, Trimble 4D Control and Leica
GeoMoS, OTT Hydras 3, KISTERS WISKI and Delft-FEWS, a Twin Otter's tech-log laptop, a borescope
tablet, MicroBanker, an Abbott Architect i1000SR, RadiAnt and PostDICOM, Canvas LMS, OLE Nepal's
E-Pustakalaya, a Kiwix hotspot, Aruba Instant On, a Nokia Beacon 6, wview and an opensky-feeder
box).

Tools none of heldouts 5 to 146 names: `msfrpcd -P`, the OpenSearch security plugin's `hash.sh -p`,
`sentry createuser --password`, schemachange under `SNOWFLAKE_PASSWORD=`, `openssl enc -k`,
`debmirror --passwd`, Surround SCM's `sscm … -yUSER:PASSWORD`, TightVNC's installer properties
`SET_PASSWORD=1 VALUE_OF_PASSWORD=…`, `kubectl --token=`, `CONSUL_HTTP_TOKEN=` before a command; in
code gocql's `PasswordAuthenticator`, go-redis' `redis.NewClient(&redis.Options{Password: …})`,
Go's `smtp.PlainAuth`, lettre's `Credentials::new`, reqwest's `.basic_auth`, sqlx's
`MySqlConnectOptions` and `PgConnectOptions`, `HikariConfig.setPassword`,
`MongoCredential.createCredential`, the Cassandra driver's `withAuthCredentials`, .NET's
`SqlConnectionStringBuilder`, SSH.NET's `SshClient`, RabbitMQ's `ConnectionFactory`, ioredis' `new
Redis({password})`, PHP's `new mysqli`, `db2_connect` and `ibase_connect`, `Mysql2::Client.new`,
`Sequel.connect`, Perl's `Net::SSH2` `auth_password` and `Net::Telnet` `login`, lua-resty-mysql's
`db:connect`, `Postgrex.start_link`, Exposed's `Database.connect`, Dart's `PostgreSQLConnection`,
Swift's `URLCredential`, VBScript's `SendKeys`, `pymonetdb.connect`, `mariadb.connect`, Couchbase's
`PasswordAuthenticator`, `nats.connect`, aiokafka's `AIOKafkaProducer(sasl_plain_password=…)`,
suds' `Client`, jOOQ's `DSL.using`, jira's `JIRA(basic_auth=…)`, atlassian-python-api's
`Confluence(…)`, `FrappeClient`, Cisco's `UcsHandle` and `ImcHandle`, mwclient's `Site.login`,
python-wordpress-xmlrpc's `Client`, py2neo's `Graph(auth=…)`, Baidu's `AipOcr`, LeanCloud's
`AV.init`, `RongCloud.getInstance`, `Iamport(imp_key, imp_secret)`; HTTP headers set by
`urllib.request`'s `add_header`, Guzzle, Go's `req.Header.Set`, OkHttp and VBA's `WinHttp`;
variables set by `reg add HKCU\\Environment`, Elixir's `System.put_env`, Rust's `std::env::set_var`,
pytest's `monkeypatch.setenv`, a Cloud Foundry `manifest.yml`, `now.json`, `cdk.context.json` and a
`shell.nix` `shellHook`; configs `~/.kube/config`, `~/.aws/credentials`, `~/.gem/credentials`,
`~/.ivy2/.credentials`, `~/.cargo/credentials.toml`, `.yarnrc.yml`'s `npmAuthToken`,
`~/.terraformrc`, `~/.monetdb`, `ovh.conf`, `samconfig.toml`, JPA's
`javax.persistence.jdbc.password`, Papermerge's `PAPERMERGE__DATABASE__URL`, `~/.vault-token`,
Android's `WifiConfigStore.xml` and macOS' `security find-generic-password -wa`; connection strings
of `monetdb://` and `redshift+redshift_connector://`. Beside them the commands and formats the
product names (sshpass, mysql, redis-cli, curl -u, docker login, htpasswd -b, smbclient, 7z,
xfreerdp, net use, sqlplus, ipmitool, mosquitto_pub, sudo -S, zip -P, plink -pw, .pgpass,
pgbouncer's userlist, PHP's `define`, a wifi QR code, `otpauth://`, connection strings), in layouts
of its own.

About 45 % of the texts are in other languages than English (by a rough count of the drawn
samples): Lhotshampa Nepali (the Nepali of southern Bhutan, in Roman and Devanagari letters),
Jirel, Kulung, Yakkha, Tharu, Magar (Magar Dhut), Bumthangkha, Kurtöp and Dhimal, which no earlier
docstring names, and Nepali (in Devanagari and in Roman letters), Sherpa, Tamang, Newar, Maithili,
Gurung, Limbu, Dzongkha (in Tibetan script and in Roman letters), Tshangla, Hindi (both scripts),
Mandarin, Korean, Japanese, German, French, Spanish and Hebrew, in wordings of their own. The nine
new languages' wordings are the author's approximations, checked by no speaker, built around a few
marked words and the loanwords people there really text (password, wifi, user, email, API key,
card, IBAN, passport, code, command): Lhotshampa Nepali's sentence-final `la`, `kuzuzangpo la`,
`kadrinchey` and `yo chai … ho la`; Jirel's `ngi` ("my"), `ti`, `re` ("is"), `de'i jhe la` ("after
that") and `su la ma shé` ("tell no one"); Kulung's `ungko` and `ha`; Yakkha's `aŋka` and `niŋ`;
Tharu's `hamar`, `hoi`, `aa`, `chalawal` and `kehu ke na batai`; Magar's `ngaa`, `le` and `aru`;
Bumthangkha's `nga gi` and `ing`; Kurtöp's `ngai` and `wen`; Dhimal's `kaang` and `hi`. The Kulung,
Yakkha, Bumthangkha, Kurtöp and Dhimal forms are the thinnest guesses, and so are the Sherpa (`ngai
… yin`, `thuche che`), Tamang (`ngala … hin`), Gurung (`ngi … mu`), Limbu (`anga … ro`) and
Tshangla (`jang ga … ba`) lines.

Vendors (Global IME Bank, Laxmi Sunrise Bank, NMB Bank, Siddhartha Bank, Everest Bank, Kumari Bank,
Rastriya Banijya Bank, Nirdhan Utthan, Chhimek and Swabalamban Laghubitta, Forward Microfinance,
Thaili, Foodmandu, HamroBazar, Nepal Can Move, Pickndrop, Genese Cloud, Hamro Doctor, MeroAspatal,
Geokrishi, DK Bank, BDBL, Drukair, Druk Ride, NHN KCP, Iamport, NICE Pay, Payple, Baidu AI Cloud,
LeanCloud, RongCloud, Ernie (Baidu Qianfan), Hunyuan, OneRain, Innovyze, FloodMapp, Aireon,
AerData, Smart4Aviation, CrelioHealth, Teachmint, Classplus, WeTravel, RateHawk, Bookatrekking,
Tranglo, Mastercard Send and Paysend) are ones heldouts 5 to 146 do not name. Their shapes as the
author believes them: Baidu's 24- and 32-character API and secret keys given to `AipOcr`,
LeanCloud's app id ending `-gzGzoHsz` and its 24-character keys, RongCloud's app key of 13 small
letters and digits and 14-character secret, Iamport's numeric key and 80-character secret, NICE
Pay's 88-character base64 merchant key, NHN KCP's site key ending `__`, Qianfan's
`bce-v3/ALTAK-…/…`, Mastercard Developers' consumer key with its `!`, RateHawk's numeric key id and
UUID key (HTTP Basic on api.worldota.net) and Consul's UUID token; every other shape (the banks'
and microfinance institutions' hex, base64 and URL-safe runs, Kumari Bank's `kb_live_`, Pickndrop's
`pnd_`, Hunyuan's `sk-`, WeTravel's `wt_live_`, the UUIDs and JWTs) is the author's guess, since
none of them publishes one the author knows.

The ids are kinds heldouts 5 to 146 do not use: a Nepal Engineering Council registration, a Bhutan
Medical and Health Council registration, a Sagarmatha National Park entry permit, a Khumbu Pasang
Lhamu rural municipality permit, a Citizen Investment Trust contributor id, a Bhutan NPPF member
number, a Nepal Social Security Fund contributor id (SSID), an EPS-TOPIK application number, a
British Gurkha army number, a Nepal Health Professional Council registration, a Bhutanese security
clearance certificate, a Chinese registered constructor's certificate (注册建造师), a Korean
construction machinery operator's licence (건설기계조종사면허), a Nepal Tea and Coffee Development Board
registration, a Bhutan civil servant's employee id (RCSC EID) and a Nepal voter identity card, for
which python-stdnum has no module and which no library or this file checks (no check-digit
algorithm is written here): they are unchecked, their shapes as the author believes them or
invented; passports (Nepali, Bhutanese, Korean, Indian) under Lhotshampa, Jirel, Tharu, Magar,
Kurtöp, Korean and Hindi words, likewise unchecked. Card numbers pass Luhn (RuPay prefixes, as the
author believes them, drawn here besides the value helpers' brands, all checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes of heldouts 5 to 146 (Pakistan, Georgia and Honduras, in ten corpora each, and Qatar,
Israel, Kazakhstan, Lebanon and Mauritius, in eleven), drawn until `stdnum.iban` validates them;
seed phrases come from `mnemonic`'s English, Korean, Simplified Chinese, Japanese, Czech, Italian
and French lists, each with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20
metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 583_906_217
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


# The words a hydro crew, a trekking agency, a hangar, a remittance desk, a hospital, a school
# and a tea estate build their passwords from.
_PEAKS = ["AmaDablam", "Thamserku", "Kangtega", "Cholatse", "Taboche", "Khumbila", "Gaurishankar",
          "Numbur", "Kwangde", "Pumori", "Jomolhari", "Masanggang", "Gangkhar", "Jichu"]  # fmt: skip
_RIVERS = ["Tamakoshi", "Dudhkoshi", "Bhotekoshi", "Rolwaling", "Khimti", "Likhu", "Mochhu",
           "Phochhu", "Punatsang", "Tamor", "Mai", "Sardu", "Seti", "Imja"]  # fmt: skip
_LODGES = ["Namche", "Tengboche", "Dingboche", "Lobuche", "Gorakshep", "Phakding", "Monjo",
           "Pangboche", "Thame", "Khunde", "Khumjung", "Pheriche"]  # fmt: skip
_YAKS = ["Dolma", "Nakpo", "Karpo", "Yangchen", "Norbu", "Phurpa", "Dawa", "Chomo", "Lhamo"]
_FOOD = ["momo", "dalbhat", "gundruk", "sukuti", "chhurpi", "thukpa", "dhido", "selroti",
         "tongba", "yomari", "chatamari", "kwati", "suja", "juju", "datshi", "zaow"]  # fmt: skip
_TAILS = ["9N-AJS", "9N-AHV", "9N-AIT", "9N-AKY", "9N-ANK", "9N-AGO", "9N-AMF"]
_TEAS = ["FirstFlush", "SecondFlush", "Muscatel", "SilverTips", "GoldenTips", "Kanyam", "Fikkal",
         "Jasbire", "Soktim", "Maipokhari"]  # fmt: skip
_PLACES = ["Lamabagar", "Gongar", "Singati", "Charikot", "Namche", "Lukla", "Phakding",
           "Pokhara", "Thamel", "Dharan", "Itahari", "Punakha", "Khuruthang", "Lobesa", "Ilam",
           "Fikkal", "Kanyam", "Jiri"]  # fmt: skip
_NAMES = ["Pasang", "Mingma", "Lhakpa", "Pemba", "Dawa", "Phurba", "Tsering", "Sonam", "Kinley",
          "Tandin", "Ugyen", "Dechen", "Jigme", "Sangay", "Bishnu", "Sunita", "Bikram", "Anjali",
          "Prakash", "Manisha", "Sabina", "Rabin", "Gita", "Bhim", "Laxmi", "Ujjwal", "Rajesh",
          "Minjun", "Jihoon", "Wanglei", "Yael", "Lukas"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Kh4mbu", "Sh3rp4", "Y3t1", "N4mch3", "T4m4k0sh1", "Luk1a", "Dh4r4n", "Pun4kh4", "1l4m",
         "G0mp4", "Ch0rt3n"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


def _bs_year(g: random.Random) -> int:
    """A year of Nepal's calendar (Bikram Sambat), the one people write in Nepal."""
    return g.randrange(2070, 2085)


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PEAKS)}{g.randrange(5200, 8849)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_RIVERS).lower()}{_bs_year(g)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_TAILS)}{g.choice(_SYMBOLS)}{g.choice(_LODGES)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_TEAS)}{g.randrange(2015, 2031)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: "-".join(g.sample(_FOOD, 2)) + str(g.randrange(100, 1000)),
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?@", 15),
    lambda g: f"{g.choice(_LODGES)}{g.randrange(2600, 5400)}m{g.choice(_SYMBOLS)}",
    lambda g: f"Yak{g.choice(_YAKS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_LEET)}{_bs_year(g)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"DalBhat{g.randrange(2, 100)}Power{g.choice(_SYMBOLS)}",
    lambda g: f"Tashi{g.choice(_SYMBOLS)}Delek{g.randrange(100, 10_000)}",
    lambda g: f"{g.choice(_NAMES).lower()}.{g.choice(_RIVERS).lower()}.{g.randrange(10, 1000)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _unseen(make: Maker) -> Maker:
    """``make``, drawn again while its value stands in a clean text (a short code can)."""

    def draw(g: random.Random) -> str:
        return v.until(g, make, lambda value: not any(value in text for text in _CLEAN_ALL))

    return draw


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber, #dam-control: the ABB UNITROL 6800 excitation panel password is {pw}",
    "WhatsApp from Ang Dorje: SPPA-T3000 engineering station password {pw}",
    "Teams chat, Gongar control room: AcSELerator QuickSet password for the 487E relay {pw}",
    "Signal, Mingma: Geokon 8600 datalogger web password {pw}",
    "Messenger from Pemba: the RST DT Link reader in the drainage gallery has password {pw}",
    "Imo message from Dil Maya: Sisgeo OMNIAlog admin password {pw}",
    "Telegram group 'dam instruments': Encardio-Rite ESDL-30 password is {pw}",
    "Google Chat, survey team: Worldsensing Loadsensing gateway password {pw}",
    "Slack #deformation: Trimble 4D Control server password {pw}",
    "KakaoTalk from Jihoon: Leica GeoMoS Monitor password {pw}",
    "WeChat from Wang Lei: the OTT Hydras 3 PC at the intake, password {pw}",
    "mail to the hydrology unit: WISKI login password {pw}",
    "forecasting PC sticky note, typed up: Delft-FEWS operator client password {pw}",
    "Lukla hangar: the tool crib PC password is {pw}",
    "Pokhara hangar whiteboard, transcribed: borescope tablet password {pw}",
    "Twin Otter 9N-AJS tech log laptop, Windows password {pw}",
    "MicroBanker teller password for the Thamel counter: {pw}",
    "remit desk handover note: Western Union terminal supervisor password {pw}",
    "Dharan lab: Abbott Architect i1000SR service password {pw}",
    "X-ray room PC (RadiAnt viewer) password: {pw}",
    "PostDICOM account for the teleradiology reads, password {pw}",
    "Canvas LMS admin password for the Punakha school: {pw}",
    "OLE Nepal E-Pustakalaya server password {pw}",
    "Kiwix hotspot in the school library, admin password {pw}",
    "Aruba Instant On admin password at the Tengboche lodge: {pw}",
    "Nokia Beacon 6 admin password in the Namche office {pw}",
    "wview weather station on the Lukla hangar roof, password {pw}",
    "opensky-feeder box on the Syangboche ridge: password {pw}",
    "Ilam factory weighbridge PC password is {pw}",
    "Kanyam withering-trough controller password: {pw}",
    "Hi Bikram,\n\nthe root password on the HMIS database server is {pw}. Please put it in the vault and delete this mail.\n\nThanks,\nSunita",
    "Incident 2081-03-14: the spillway gate PLC's web page was reachable from the lodge wifi, password {pw}",
    "Runbook: intake gate override\n1. open the UNITROL panel\n2. log in as engineer\n3. password {pw}\n4. set gate 2 to manual",
    "README (gauges box)\nthe Hydras 3 UI is at http://hydras.gongar.lan, admin password `{pw}`.",
    "remember my Everest Bank mobile banking password: {pw}",
    "can you keep the hospital e-HMIS password for me? it's {pw}",
    "dictated: the password for the spillway gate PLC is {pw} full stop",
    "note to self: Geokon logger password {pw}",
    "after the firmware update the Loadsensing password became {pw}",
    "the new password for the lodge booking laptop, please remember: {pw}",
    "मेरो इमेलको पासवर्ड {pw} हो",
    "कन्ट्रोल रुमको कम्प्युटरको पासवर्ड: {pw}",
    "पासाङ: नयाँ राउटरको पासवर्ड {pw} राखेको छु, कसैलाई नभन्नू",
    "अस्पतालको HMIS को पासवर्ड {pw} हो।",
    "mero Global IME app ko password {pw} ho",
    "hangar ko laptop ko password {pw} ho hai, kasailai nabhannu",
    "oi Bikram, dam gallery PC ko naya password: {pw}",
    "password chai {pw} ho, bholi change garchu",
    "साइट ऑफिस के लैपटॉप का पासवर्ड {pw} है, किसी को मत बताना",
    "Rajesh: tunnel ke survey laptop ka password {pw} hai",
    "kuzuzangpo la, plant ko SCADA PC ko password {pw} ho la",
    "Punakha school ko computer lab ko password {pw} ho la, kadrinchey",
    "कुजुजाङ्पो ला, मेरो इमेलको पासवर्ड {pw} हो ला",
    "ngai email password {pw} yin",
    "lodge ki wifi router password {pw} yin, thuche che",
    "ngala email password {pw} hin",
    "जिगु इमेलया पासवर्ड {pw} ख",
    "jigu nhugu password {pw} kha",
    "हमर इमेलक पासवर्ड {pw} अछि",
    "hamar naya password {pw} achhi",
    "ngi email password {pw} mu",
    "anga email password {pw} ro",
    "ངེ་གི་ email གི་ password འདི་ {pw} ཨིན།",
    "nge gi computer password di {pw} in la",
    "jang ga email password {pw} ba",
    "ngi password ti {pw} re",
    "ngi naya password ti {pw} re, su la ma shé",
    "ungko password {pw} ha",
    "ungko naya email password {pw} ha",
    "aŋka password {pw} niŋ",
    "aŋka lodge ko password {pw} niŋ",
    "hamar email ke password {pw} hoi",
    "hamar naya password {pw} hoi, kehu ke na batai",
    "ngaa email password {pw} le",
    "ngaa naya password {pw} le",
    "nga gi email password {pw} ing",
    "nga gi naya password {pw} ing la",
    "ngai email password {pw} wen",
    "ngai naya password {pw} wen",
    "kaang email password {pw} hi",
    "kaang naya password {pw} hi",
    "我的邮箱密码是 {pw}",
    "王磊：隧道测量电脑的密码是 {pw}，别告诉别人",
    "제 이메일 비밀번호는 {pw} 입니다",
    "민준: 현장 사무실 노트북 비번 {pw}",
    "ナムチェのロッジのPCのパスワードは {pw} です",
    "das Passwort für den Laptop im Teehaus ist {pw}",
    "le mot de passe du PC de la lodge, c'est {pw}",
    "הסיסמה למחשב בלודג' היא {pw}",
    "la contraseña del portátil del hangar es {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["pasang", "mingma.s", "lhakpa", "pemba.d", "dawa", "phurba", "tsering.l", "sonam",
          "kinley", "tandin.w", "ugyen", "dechen", "jigme.n", "sangay", "bishnu", "sunita.r",
          "bikram", "anjali", "prakash.k", "manisha", "sabina", "rabin", "rajesh.v", "minjun.kim",
          "jihoon.park", "wang.lei", "svc-gauges", "hmis-ops", "remit-sync", "hangar-crib"]  # fmt: skip
_LOGINS = [
    "Viber, Pasang: the UNITROL engineer login is {u} / {pw}",
    "e-HMIS ticket 2231: {u} locked out, last password {pw}",
    "usr={u} pwd={pw}",
    "Confluence › Hydro › Instruments › Geokon 8600: {u} — {pw}",
    "| panel | user | password |\n|---|---|---|\n| Hydras 3 | {u} | {pw} |",
    "log into the Architect as {u} with {pw}",
    "MicroBanker login {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: gauges-01\n  user: {u}\n  password: {pw}",
    "Messenger: account {u}, password {pw}",
    "Sonam says the Canvas admin is {u} and the password is {pw}",
    "host,user,password\nhmis-db,{u},{pw}",
    "ssh {u}@gauges-01.gongar.lan (password {pw})",
    "jira = JIRA(\"https://jira.himalurja.np\", basic_auth=(\"{u}\", \"{pw}\"))",
    "wiki = Confluence(url=\"https://wiki.himalurja.np\", username=\"{u}\", password=\"{pw}\")",
    "erp = FrappeClient(\"https://erp.ilamtea.np\", \"{u}\", \"{pw}\")",
    "handle = UcsHandle(\"10.40.0.5\", \"{u}\", \"{pw}\")",
    "imc = ImcHandle(\"10.40.0.6\", \"{u}\", \"{pw}\")",
    "site = mwclient.Site(\"wiki.hangar.lan\", path=\"/w/\")\nsite.login(\"{u}\", \"{pw}\")",
    "wp = Client(\"https://lodges.himalurja.np/xmlrpc.php\", \"{u}\", \"{pw}\")",
    "graph = Graph(\"bolt://neo.remit.lan:7687\", auth=(\"{u}\", \"{pw}\"))",
    "युजरनेम {u}, पासवर्ड {pw}",
    "user {u} ra password {pw}, yaad rakha",
    "user {u}, password {pw} ho la",
    "계정 {u} / 비밀번호 {pw}",
    "账号 {u}，密码 {pw}",
    "ngi user {u}, password ti {pw} re",
    "ngaa user {u}, password {pw} le",
    "hamar user {u} aa password {pw} hoi",
    "यूज़र {u}, पासवर्ड {pw}",
    "जिगु यूजर {u}, पासवर्ड {pw} ख",
    "हमर यूजर {u} आ पासवर्ड {pw} अछि",
    "user {u} dang password {pw} in la",
    "ngai user {u}, password {pw} yin",
    "ungko user {u}, password {pw} ha",
    "aŋka user {u}, password {pw} niŋ",
    "nga gi user {u}, password {pw} ing",
    "kaang user {u}, password {pw} hi",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_plain_pw, u=_USERS), "pw")


_SAID_WORDS = ["chorten", "gompa", "tsampa", "danphe", "sherpani", "khukuri", "sarangi", "madal",
               "doko", "namlo", "rhododendron", "tahr", "dzo", "juniper", "thangka", "chiya",
               "sukuti", "yomari"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, and then {d}",
    "password: it's {w}, right after it the number {d}",
    "for the Hydras PC it's {w} with {d} at the end",
    "voice memo: the hangar wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits run together",
    "पासवर्ड: पहिले {w} भन्ने शब्द, त्यसपछि {d}",
    "password ma pahila {w} lekha, tespachhi {d}",
    "पासवर्ड में पहले {w} शब्द, उसके बाद {d}",
    "password chai {w} bhanne shabda, tespachhi {d} ho la",
    "ngi password ti {w} re, de'i jhe la {d}",
    "ngaa password {w} le, aru {d}",
    "密码是 {w} 这个词，后面加 {d}",
    "비밀번호는 {w} 라는 단어 다음에 {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_SHELL = [
    "msfrpcd -U msf -P '{pw}' -a 127.0.0.1 -p 55553 -S",
    "plugins/opensearch-security/tools/hash.sh -p '{pw}'",
    "sentry createuser --email {u}@himalurja.np --password '{pw}' --superuser",
    "SNOWFLAKE_PASSWORD='{pw}' schemachange deploy -a hu12345.ap-south-1 -u {u} -r SYSADMIN -w LOAD_WH -d REMIT",
    "openssl enc -aes-256-cbc -salt -k '{pw}' -in borrowers-2081.csv -out borrowers-2081.csv.enc",
    "debmirror --host=mirror.himalurja.np --user={u} --passwd='{pw}' --method=http --dist=bookworm /srv/mirror",
    "sscm get hmis.sln -bMainline -pHMIS -y{u}:{pw} -zsscm.hmis.lan:4900",
    "msiexec /i tightvnc-2.8.81-gpl-setup-64bit.msi /quiet /norestart SET_PASSWORD=1 VALUE_OF_PASSWORD={pw}",
    "sshpass -p '{pw}' ssh {u}@scada-gw.himalurja.np",
    "mysql -h db.remit.lan -u {u} -p'{pw}' remit",
    "redis-cli -h redis.hmis.lan -a '{pw}' --no-auth-warning info",
    "curl -u {u}:{pw} https://pi.himalurja.np/piwebapi/dataservers",
    "docker login registry.himalurja.np -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //fs.lukla.lan/manuals -U '{u}%{pw}'",
    "7z a -p'{pw}' -mhe=on payroll-2081.7z payroll/",
    "xfreerdp /v:teller-07.remit.lan /u:{u} /p:'{pw}'",
    "net use Z: \\\\fs01\\hangar /user:HANGAR\\{u} {pw}",
    "sqlplus {u}/{pw}@//ora.remit.lan:1521/CBS",
    "ipmitool -I lanplus -H 10.40.0.21 -U {u} -P '{pw}' chassis status",
    "mosquitto_pub -h mqtt.gongar.lan -u {u} -P '{pw}' -t gauges/intake -m 1",
    "echo '{pw}' | sudo -S systemctl restart wview",
    "zip -P '{pw}' xray-exports.zip *.dcm",
    "plink -ssh {u}@10.40.0.9 -pw {pw}",
]  # fmt: skip
_SHELL_FRAMES = [
    "{c}", "$ {c}", "ubuntu@scada-gw:~$ {c}", "PS C:\\hangar> {c}", "[root@hmis-db ~]# {c}",
    "history | grep -i pass\n  512  {c}", "teller@remit-07 ~/remit-sync $ {c}",
    "the shell on Pasang's phone: $ {c}", "C:\\Users\\teller> {c}",
    "pane 2 on the Pokhara bastion: {c}", "yo command chalaye: {c}",
    "यो कमाण्ड चलाएँ: {c}", "실행한 명령어: {c}", "跑过的命令：{c}", "yo command chalako ho la: {c}",
    "ये कमांड चलाया था: {c}", "ngi command ti: {c}", "hamar chalawal command: {c}",
    "ngaa command: {c}", "어제 서버에서 친 명령: {c}",
]  # fmt: skip
_CODE = [
    "cluster := gocql.NewCluster(\"cass1.himalurja.np\")\ncluster.Authenticator = gocql.PasswordAuthenticator{{Username: \"{u}\", Password: \"{pw}\"}}",
    "rdb := redis.NewClient(&redis.Options{{Addr: \"redis.remit.lan:6379\", Password: \"{pw}\", DB: 2}})",
    "auth := smtp.PlainAuth(\"\", \"{u}@himalurja.np\", \"{pw}\", \"mail.himalurja.np\")",
    "let creds = Credentials::new(\"{u}\".to_owned(), \"{pw}\".to_owned());",
    "let resp = client.get(url).basic_auth(\"{u}\", Some(\"{pw}\")).send().await?;",
    "let opts = MySqlConnectOptions::new().host(\"db.remit.lan\").username(\"{u}\").password(\"{pw}\").database(\"remit\");",
    "let opts = PgConnectOptions::new().host(\"pg.hmis.lan\").username(\"{u}\").password(\"{pw}\");",
    "HikariConfig cfg = new HikariConfig();\ncfg.setJdbcUrl(\"jdbc:postgresql://pg.hmis.lan/dharan\");\ncfg.setUsername(\"{u}\");\ncfg.setPassword(\"{pw}\");",
    "MongoCredential cred = MongoCredential.createCredential(\"{u}\", \"admin\", \"{pw}\".toCharArray());",
    "CqlSession session = CqlSession.builder().withAuthCredentials(\"{u}\", \"{pw}\").build();",
    "var csb = new SqlConnectionStringBuilder {{ DataSource = \"sql.remit.lan\", UserID = \"{u}\", Password = \"{pw}\" }};",
    "using var ssh = new SshClient(\"scada-gw.himalurja.np\", \"{u}\", \"{pw}\");",
    "var factory = new ConnectionFactory {{ HostName = \"mq.remit.lan\", UserName = \"{u}\", Password = \"{pw}\" }};",
    "const redis = new Redis({{ host: \"redis.hmis.lan\", username: \"{u}\", password: \"{pw}\" }});",
    "$db = new mysqli('localhost', '{u}', '{pw}', 'lodge_bookings');",
    "$conn = db2_connect('REMITDB', '{u}', '{pw}');",
    "$dbh = ibase_connect('fb.ilamtea.lan:/data/estate.fdb', '{u}', '{pw}');",
    "client = Mysql2::Client.new(host: \"db.lodge.lan\", username: \"{u}\", password: \"{pw}\")",
    "DB = Sequel.connect(adapter: \"postgres\", host: \"pg.hmis.lan\", user: \"{u}\", password: \"{pw}\")",
    "$ssh2->auth_password('{u}', '{pw}');",
    "$t = Net::Telnet->new(Host => '10.40.0.30');\n$t->login('{u}', '{pw}');",
    "local ok, err = db:connect{{ host = \"127.0.0.1\", user = \"{u}\", password = \"{pw}\", database = \"tickets\" }}",
    "{{:ok, pid}} = Postgrex.start_link(hostname: \"pg.remit.lan\", username: \"{u}\", password: \"{pw}\", database: \"remit\")",
    "Database.connect(\"jdbc:mysql://db.ilamtea.lan/estate\", user = \"{u}\", password = \"{pw}\")",
    "final conn = PostgreSQLConnection(\"pg.school.bt\", 5432, \"punakha\", username: \"{u}\", password: \"{pw}\");",
    "let cred = URLCredential(user: \"{u}\", password: \"{pw}\", persistence: .forSession)",
    "WshShell.SendKeys \"{u}{{TAB}}\"\nWshShell.SendKeys \"{pw}{{ENTER}}\"",
    "conn = pymonetdb.connect(username=\"{u}\", password=\"{pw}\", hostname=\"monet.gongar.lan\", database=\"gauges\")",
    "conn = mariadb.connect(user=\"{u}\", password=\"{pw}\", host=\"db.lodge.lan\", database=\"bookings\")",
    "cb = Cluster(\"couchbase://cb.remit.lan\", ClusterOptions(PasswordAuthenticator(\"{u}\", \"{pw}\")))",
    "nc = await nats.connect(\"nats://mq.hangar.lan:4222\", user=\"{u}\", password=\"{pw}\")",
    "producer = AIOKafkaProducer(bootstrap_servers=\"kafka.remit.lan:9093\", security_protocol=\"SASL_SSL\", sasl_mechanism=\"PLAIN\", sasl_plain_username=\"{u}\", sasl_plain_password=\"{pw}\")",
    "soap = Client(\"https://cbs.remit.lan/ws?wsdl\", username=\"{u}\", password=\"{pw}\")",
    "ctx = DSL.using(\"jdbc:mariadb://db.ilamtea.lan/estate\", \"{u}\", \"{pw}\");",
]  # fmt: skip
_CODE_FRAMES = [
    "{c}", "```\n{c}\n```", "snippet from the remit-sync repo:\n{c}",
    "PR review: hard-coded credentials here →\n{c}", "यो कोडमा पासवर्ड हार्डकोड गरिएको छ:\n{c}",
    "yo code ma password hardcode cha:\n{c}", "하드코딩된 부분:\n{c}", "代码里写死了：\n{c}",
    "इस कोड में पासवर्ड लिखा है:\n{c}", "yo code ma password chha la:\n{c}", "このコードにパスワードが直書き:\n{c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


def _cli(rng: random.Random, n: int) -> list[Sample]:
    shells = _framed("cli_password", _SHELL, _SHELL_FRAMES)(rng, n - n // 2 + 1)
    code = _framed("cli_password", _CODE, _CODE_FRAMES)(rng, n // 2 - 1)
    return shells + code


_URLS = [
    "mongodb+srv://{u}:{pw}@cluster0.remit.mongodb.net/ledger?retryWrites=true",
    "monetdb://{u}:{pw}@monet.gongar.lan:50000/gauges",
    "redshift+redshift_connector://{u}:{pw}@hu-dw.c7x2.ap-south-1.redshift.amazonaws.com:5439/dev",
    "db2+ibm_db://{u}:{pw}@db2.remit.lan:50000/REMITDB",
    "oracle+oracledb://{u}:{pw}@ora.remit.lan:1521/?service_name=CBS",
    "hana+hdbcli://{u}:{pw}@hana.ilamtea.lan:30015",
    "neo4j+s://{u}:{pw}@graph.himalurja.np:7687",
    "mssql+pytds://{u}:{pw}@sql.hmis.lan:1433/Dharan",
    "smtp://{u}:{pw}@mail.himalurja.np:587",
    "imaps://{u}:{pw}@mail.himalurja.np:993/INBOX",
    "ftps://{u}:{pw}@ftp.gongar.lan/hydras/",
    "jdbc:mariadb://db.ilamtea.lan:3306/estate?user={u}&password={pw}",
    "Server=sql.hmis.lan;Database=Dharan;User Id={u};Password={pw};TrustServerCertificate=True",
    "clickhouse://{u}:{pw}@ch.gongar.lan:9000/telemetry",
]  # fmt: skip
_URL_PLACES = [
    "GAUGES_DB_URL={c}", "Metabase connection, the old one: {c}",
    "keep this connection string for me: {c}", "डाटाबेस URL: {c}", "db ko url yo ho: {c}",
    "DB 접속 문자열: {c}", "连接字符串：{c}", "connection string yo ho la: {c}",
    "DB का कनेक्शन स्ट्रिंग: {c}", "ngi database URL ti {c} re", "hamar DB URL {c} hoi",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_958_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "himal-urja", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "remit:read payout:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _bce(g: random.Random) -> str:
    """Baidu Qianfan's v3 API key: ``bce-v3/ALTAK-`` and a key id, a slash and a hex secret."""
    return f"bce-v3/ALTAK-{_r(g, ALNUM, 21)}/{_r(g, HEX, 40)}"


def _mastercard(g: random.Random) -> str:
    """A Mastercard Developers consumer key: a URL-safe run, ``!`` and a hex run."""
    return f"{_r(g, URLSAFE, 43)}!{_r(g, HEX, 48)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Global IME Bank", "GIBL_REMIT_API_KEY", _j((HEX, 32))),
    ("Laxmi Sunrise Bank", "LSBL_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("NMB Bank", "NMB_API_TOKEN", _vendor_jwt("https://api.nmb.com.np")),
    ("Siddhartha Bank", "SBL_PARTNER_KEY", lambda g: v.uuid4(g, "a")),
    ("Everest Bank", "EBL_API_SECRET", _j((ALNUM, 40))),
    ("Kumari Bank", "KUMARI_API_KEY", _j("kb_live_", (ALNUM, 32))),
    ("Rastriya Banijya Bank", "RBB_REMIT_TOKEN", _j((HEX, 40))),
    ("Nirdhan Utthan Laghubitta", "NIRDHAN_SYNC_TOKEN", _j((B64, 43), "=")),
    ("Chhimek Laghubitta", "CHHIMEK_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Swabalamban Laghubitta", "SWBBL_API_SECRET", _j((ALNUM, 32))),
    ("Forward Microfinance", "FMFBL_API_KEY", _j((HEX, 64))),
    ("Thaili", "THAILI_MERCHANT_SECRET", _j((ALNUM, 48))),
    ("Foodmandu", "FOODMANDU_PARTNER_KEY", _j((ALNUM, 36))),
    ("HamroBazar", "HAMROBAZAR_API_KEY", _j((HEX, 32))),
    ("Nepal Can Move", "NCM_API_TOKEN", _j((HEX, 40))),
    ("Pickndrop", "PICKNDROP_API_KEY", _j("pnd_", (ALNUM, 32))),
    ("Genese Cloud", "GENESE_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Hamro Doctor", "HAMRODOCTOR_API_KEY", _j((ALNUM, 32))),
    ("MeroAspatal", "MEROASPATAL_TOKEN", _vendor_jwt("https://api.meroaspatal.com")),
    ("Geokrishi", "GEOKRISHI_API_KEY", _j((HEX, 32))),
    ("DK Bank", "DKBANK_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("BDBL", "BDBL_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Drukair", "DRUKAIR_AGENT_KEY", _j((UPPER_DIGITS, 24))),
    ("Druk Ride", "DRUKRIDE_API_KEY", _j((HEX, 32))),
    ("NHN KCP", "KCP_SITE_KEY", _j((ALNUM + ".", 23), "__")),
    ("Iamport", "IAMPORT_API_SECRET", _j((ALNUM, 80))),
    ("NICE Pay", "NICEPAY_MERCHANT_KEY", _j((B64, 86), "==")),
    ("Payple", "PAYPLE_CST_KEY", _j((HEX, 64))),
    ("Baidu AI Cloud", "BAIDU_SECRET_KEY", _j((ALNUM, 32))),
    ("LeanCloud", "LEANCLOUD_MASTER_KEY", _j((ALNUM, 24))),
    ("RongCloud", "RONGCLOUD_APP_SECRET", _j((ALNUM, 14))),
    ("Ernie", "QIANFAN_API_KEY", _bce),
    ("Hunyuan", "HUNYUAN_API_KEY", _j("sk-", (ALNUM, 48))),
    ("OneRain", "CONTRAIL_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Innovyze", "INFO360_API_KEY", _j((ALNUM, 40))),
    ("FloodMapp", "FLOODMAPP_API_KEY", _j((HEX, 40))),
    ("Aireon", "AIREON_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("AerData", "AERDATA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Smart4Aviation", "S4A_API_TOKEN", _vendor_jwt("https://auth.smart4aviation.aero")),
    ("CrelioHealth", "CRELIO_API_TOKEN", _j((HEX, 64))),
    ("Teachmint", "TEACHMINT_API_KEY", _j((ALNUM, 32))),
    ("Classplus", "CLASSPLUS_ACCESS_TOKEN", _vendor_jwt("https://api.classplusapp.com")),
    ("WeTravel", "WETRAVEL_API_KEY", _j("wt_live_", (ALNUM, 40))),
    ("RateHawk", "RATEHAWK_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Bookatrekking", "BOOKATREKKING_API_KEY", _j((HEX, 32))),
    ("Tranglo", "TRANGLO_SECRET_KEY", _j((ALNUM, 32))),
    ("Mastercard Send", "MC_CONSUMER_KEY", _mastercard),
    ("Paysend", "PAYSEND_API_KEY", lambda g: v.uuid4(g, "a")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "reg add HKCU\\Environment /v {env} /d {tok} /f",
    "System.put_env(\"{env}\", \"{tok}\")",
    "std::env::set_var(\"{env}\", \"{tok}\");",
    "monkeypatch.setenv(\"{env}\", \"{tok}\")",
    "manifest.yml:\napplications:\n- name: remit-sync\n  env:\n    {env}: {tok}",
    "now.json: {{ \"env\": {{ \"{env}\": \"{tok}\" }} }}",
    "cdk.context.json: {{ \"{env}\": \"{tok}\" }}",
    "shell.nix:\n  shellHook = ''\n    export {env}={tok}\n  '';",
    "Remit console › Settings › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Integrations': | {vendor} | 2081 | {tok} |",
    "To Do: rotate the {vendor} key {tok}",
    "Viber, Bikram: {vendor} key for the payout sync: {tok}",
    "Teams: the {vendor} token we use now is {tok}, the old one is revoked",
    "e-HMIS ticket 2240: {vendor} sync fails with 401, configured key {tok}",
    "ticket 7731: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} को API key {tok} हो",
    "{vendor} ko API key {tok} ho",
    "{vendor} ko API key yo chai {tok} ho la",
    "{vendor} 의 API 키: {tok}",
    "{vendor} 的 API 密钥是 {tok}",
    "{vendor} のAPIキー：{tok}",
    "ngi {vendor} API key ti {tok} re",
    "hamar {vendor} API key {tok} hoi",
    "ngaa {vendor} API key {tok} le",
    "API-Schlüssel von {vendor} für die Lodge: {tok}",
    "clé d'API {vendor} pour l'agence de trek : {tok}",
    "la clave de API de {vendor} para la agencia: {tok}",
    "מפתח ה-API של {vendor}: {tok}",
    "{vendor} का API key {tok} है",
    "{vendor} या API key {tok} ख",
    "{vendor} क API key {tok} अछि",
    "{vendor} གི་ API key འདི་ {tok} ཨིན།",
    "{vendor} ki API key {tok} yin",
    "ungko {vendor} API key {tok} ha",
    "aŋka {vendor} API key {tok} niŋ",
    "nga gi {vendor} API key {tok} ing",
    "ngai {vendor} API key {tok} wen",
    "kaang {vendor} API key {tok} hi",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    baidu = _r(rng, ALNUM, 32)
    leancloud = _r(rng, ALNUM, 24)
    rongcloud = _r(rng, ALNUM, 14)
    iamport = _r(rng, ALNUM, 80)
    ratehawk = v.uuid4(rng, "8")
    consul = v.uuid4(rng, "b")
    return [
        Sample("vendor_token", f'from aip import AipOcr\nclient = AipOcr("{rng.randrange(10**7, 10**8)}", "{_r(rng, ALNUM, 24)}", "{baidu}")', baidu),
        Sample("vendor_token", f'AV.init({{ appId: "{_r(rng, ALNUM, 24)}-gzGzoHsz", appKey: "{_r(rng, ALNUM, 24)}", masterKey: "{leancloud}" }});', leancloud),
        Sample("vendor_token", f'RongCloud rong = RongCloud.getInstance("{_r(rng, LOWER_DIGITS, 13)}", "{rongcloud}");', rongcloud),
        Sample("vendor_token", f'iamport = Iamport(imp_key="{_r(rng, D, 16)}", imp_secret="{iamport}")', iamport),
        Sample("vendor_token", f"curl --user '{rng.randrange(1000, 9999)}:{ratehawk}' https://api.worldota.net/api/b2b/v3/hotel/info/", ratehawk),
        Sample("vendor_token", f"CONSUL_HTTP_TOKEN={consul} consul kv get lodge/booking/db", consul),
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


_BARE_PLACES = ["{t}", "Viber: {t}", "it shows it only once, so here:\n{t}", "token yo ho: {t}",
                "यो टोकन राख्नुस्: {t}", "{t}\n^ the new one, the old one is revoked",
                "hang on to this for me: {t}", "kubectl --token={t} get pods -n gauges",
                "이 토큰 보관해 줘: {t}", "这个 token 帮我存一下：{t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((B64, 44)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES-128 key of the Sisgeo OMNIAlog on the dam crest: {h}": 32,
    "Loadsensing node 62311 AppSKey (ABP): {h}": 32,
    "HMAC key for the Thaili merchant callbacks: {h}": 64,
    "MicroBanker backup encryption key, hex: {h}": 64,
    "OTT Hydras 3 FTP push, AES-192 key {h}": 48,
    "डेटा इन्क्रिप्शनको की: {h}": 64,
    "backup ko encryption key {h} ho": 64,
    "백업 암호화 키: {h}": 64,
    "大坝监测数据的加密密钥：{h}": 32,
    "encryption key yo chai {h} ho la": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "e-HMIS ticket 2252: token copied from the browser's dev tools {t}",
    "Cookie: lang=ne; hu_session={t}",
    "REMIT_SYNC_ACCESS_TOKEN={t}",
    "ये bearer token संभाल के रखना: {t}",
    "टोकन: {t}",
    "token chai {t} ho",
    "토큰: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_958_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@himalurja.np"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.himalurja.np/realms/staff",
            "azp": "remit-console",
            "roles": ["teller", "auditor"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "gauges box ko purano deploy key, surakshit rakha:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/remit.himalurja.np.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "global-ime"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_hangar <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "e-HMIS ticket 2260, pasted by the vendor:\n{key}": ("PRIVATE KEY", "\n"),
    "सर्भरको प्राइभेट की:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the bank's payout drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "old hardware wallet, copying the words off the steel plate before I wipe it: {p}": "english",
    "recovery phrase of the trek fund's wallet\n{p}": "english",
    "Krux backup words (the lodge donations wallet, emptied): {p}": "english",
    "voice memo: the Unisat recovery words are {p} and that's all of them": "english",
    "Confluence page 'Donations wallet (retired)': {p}": "english",
    "지갑 복구 문구: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "obnovovací fráze peněženky: {p}": "czech",
    "frase di recupero del portafoglio: {p}": "italian",
    "wallet ko recovery phrase: {p}": "english",
    "phrase de récupération du portefeuille : {p}": "french",
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
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's, a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["6521", "6522", "508500", "607153", "817290"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Viber, Bikram: the company card for the PT6A spares is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no: {c}\nExpiry: {mm}/{yy}",
    "e-HMIS ticket 2271: pay the Architect service visit with card {c}",
    "मेरो कार्ड नम्बर: {c}, {mm}/{yy}",
    "mero card number {c} ho, expiry {mm}/{yy}",
    "mero card number {c} ho la",
    "카드 번호 {c}, 유효기간 {mm}/{yy}",
    "ngi card nambar ti {c} re",
    "hamar card nambar {c} hoi, {mm}/{yy}",
    "nga gi card nambar {c} ing",
    "kaang card nambar {c} hi, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "rupay", "mastercard", "unionpay", "jcb", "amex", "maestro", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(30, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVV {cvv}",
               "the three digits printed on the back of my card: {cvv}",
               "Amex {c}, the four small digits above the number: {cvv}",
               "कार्डको पछाडिको तीन अंक: {cvv}",
               "card ko pachhadi ko tin ota number {cvv} ho",
               "카드 뒷면 CVC 세 자리: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _unseen(_j((D, 4 if brand == "amex" else 3)))(rng)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 146 (each in ten or
# eleven corpora); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after
# stdnum's iban.dat.
_IBAN_SHAPES = {"PK": "aaaa" + "c" * 16, "GE": "aa" + "n" * 16, "HN": "aaaa" + "n" * 20,
                "QA": "aaaa" + "c" * 21, "IL": "n" * 19, "KZ": "nnn" + "c" * 13,
                "LB": "nnnn" + "c" * 20, "MU": "aaaa" + "n" * 19 + "aaa"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Remittance from Doha: send the payout refund to {i}",
    "save the Karachi turbine-parts supplier's IBAN: {i}",
    "IBAN: {i}\nReference: Gongar intake screens, Asar",
    "Viber #remit: the caregiver's account in Tel Aviv, IBAN {i}",
    "मेरो IBAN: {i}",
    "mero IBAN {i} ho",
    "mero IBAN {i} ho la",
    "IBAN 번호: {i}",
    "ungko IBAN {i} ha",
    "aŋka IBAN {i} niŋ",
    "ngai IBAN {i} wen",
    "trekker refund, Tbilisi account, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids no python-stdnum module checks and that this file does not check either: their shapes are
# as the author believes them to be printed, or invented.
def _nec(g: random.Random) -> str:
    """Nepal Engineering Council registration: a serial (its discipline and class follow it)."""
    return _unseen(lambda h: str(h.randrange(1000, 40_000)))(g)


def _bmhc(g: random.Random) -> str:
    """Bhutan Medical and Health Council registration: council, cadre, serial."""
    return f"BMHC/{g.choice(['MP', 'NR', 'DS', 'LT'])}/{g.randrange(100, 4000):04d}"


def _snp_permit(g: random.Random) -> str:
    """Sagarmatha National Park entry permit: seven digits."""
    return str(g.randrange(10**6, 10**7))


def _kplrm_permit(g: random.Random) -> str:
    """Khumbu Pasang Lhamu Rural Municipality entry permit: the office, a year, a serial."""
    return f"KPLRM-{_bs_year(g)}-{g.randrange(10**4, 10**5)}"


def _cit(g: random.Random) -> str:
    """Citizen Investment Trust (Nepal) contributor id: nine digits."""
    return str(g.randrange(10**8, 10**9))


def _nppf(g: random.Random) -> str:
    """Bhutan's National Pension and Provident Fund member number."""
    return f"NPPF{g.randrange(10**6, 10**7)}"


def _ssf(g: random.Random) -> str:
    """Nepal Social Security Fund contributor id (SSID): ten digits."""
    return str(g.randrange(10**9, 10**10))


def _eps(g: random.Random) -> str:
    """Korea's Employment Permit System (EPS-TOPIK) application number."""
    return f"{g.randrange(10, 40)}-{g.randrange(10**6, 10**7)}"


def _gurkha(g: random.Random) -> str:
    """A British Gurkha army number: 21 and six digits."""
    return f"21{g.randrange(10**5, 10**6)}"


def _nhpc(g: random.Random) -> str:
    """Nepal Health Professional Council registration: class letter and serial."""
    return f"{g.choice('AB')}-{g.randrange(1000, 20_000)}"


def _clearance(g: random.Random) -> str:
    """Bhutan's security clearance certificate number."""
    return f"SC{g.randrange(10**6, 10**7)}"


def _cn_constructor(g: random.Random) -> str:
    """A Chinese registered constructor's certificate (注册建造师): a province and digits."""
    return f"{g.choice('川藏滇渝')}1{g.randrange(10**11, 10**12)}"


def _kr_machine(g: random.Random) -> str:
    """A Korean construction machinery operator's licence (건설기계조종사면허): region and digits."""
    return f"{g.choice(['서울', '경기', '부산', '충남'])}-{g.randrange(10, 100)}-{g.randrange(10**5, 10**6)}"


def _ntcdb(g: random.Random) -> str:
    """Nepal Tea and Coffee Development Board smallholder registration."""
    return f"NTCDB/ILM/{g.randrange(1, 100_000):05d}"


def _rcsc(g: random.Random) -> str:
    """Bhutan civil servant's employee id (RCSC EID): year of joining and a serial."""
    return f"{g.randrange(2005, 2025)}{g.randrange(10**4, 10**5)}"


def _np_voter(g: random.Random) -> str:
    """Nepal voter identity card: eight digits."""
    return str(g.randrange(10**7, 10**8))


def _np_passport(g: random.Random) -> str:
    """A Nepali e-passport: PA and seven digits."""
    return f"PA{g.randrange(10**6, 10**7)}"


def _bt_passport(g: random.Random) -> str:
    """A Bhutanese passport: PB and six digits."""
    return f"PB{g.randrange(10**5, 10**6)}"


def _kr_passport(g: random.Random) -> str:
    """A Korean passport: M and eight digits."""
    return f"M{g.randrange(10**7, 10**8)}"


def _in_passport(g: random.Random) -> str:
    """An Indian passport: a letter and seven digits."""
    return f"{g.choice('JKLMNPRSTUVWZ')}{g.randrange(10**6, 10**7)}"


_ID_PLACES: dict[str, Maker] = {
    "Nepal Engineering Council registration of the new tunnel engineer, for the site file: {s} Civil 'A'": _nec,
    "BMHC registration of the new nurse at the Punakha BHU, for the roster: {s}": _bmhc,
    "Sagarmatha National Park entry permit no. of the Israeli trekker: {s}": _snp_permit,
    "Khumbu Pasang Lhamu rural municipality permit for the group: {s}": _kplrm_permit,
    "my Citizen Investment Trust id, for the payroll form: {s}": _cit,
    "NPPF member number of the new teacher: {s}": _nppf,
    "सामाजिक सुरक्षा कोषको परिचय नम्बर (SSID): {s}": _ssf,
    "Bhim's EPS-TOPIK application number: {s}": _eps,
    "my late father's British Gurkha army number, for the pension office: {s}": _gurkha,
    "NHPC registration of the lab technologist: {s} MLT": _nhpc,
    "security clearance certificate no. of the Lobesa driver: {s}": _clearance,
    "王工的注册建造师证书编号：{s}": _cn_constructor,
    "박 기사님 건설기계조종사면허 번호: {s}": _kr_machine,
    "Tea and Coffee Board registration of the Kanyam smallholder: {s}": _ntcdb,
    "RCSC employee id of the Punakha science teacher: {s}": _rcsc,
    "मतदाता परिचयपत्र नं. {s}": _np_voter,
    "mero passport number {s} ho la": _bt_passport,
    "ngi passport nambar ti {s} re": _np_passport,
    "hamar passport nambar {s} hoi": _np_passport,
    "ngaa passport nambar {s} le": _np_passport,
    "ngai passport nambar {s} wen": _bt_passport,
    "여권번호 {s} (박지훈, 현장 숙소 등록용)": _kr_passport,
    "Rajesh ka passport number {s} hai": _in_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 2)}" for _ in range(n)]


_BACKUPS = ["Global IME Mobank 2FA recovery codes\n{codes}",
            "spare sign-in codes for the hospital's Google Workspace {codes}",
            "२FA ब्याकअप कोडहरू:\n{codes}", "백업 코드: {codes}",
            "backup code haru la: {codes}", "2FA 备用码：\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/HimalUrja-VPN:sunita.r@himalurja.np?secret={s}&issuer=HimalUrja-VPN&period=30",
              "Microsoft Authenticator, the code under 'Can't scan the QR?' for the remit console: {s}",
              "OTP 등록 키 (현장 VPN): {s}",
              "2FA सेटअप की: {s}"]  # fmt: skip
_CODES = ["{c} is your Laxmi Sunrise verification code. Do not share it.",
          "तपाईंको OTP {c} हो। यो कोड कसैलाई नदिनुहोला।",
          "[Web발신] 인증번호 [{c}]를 입력해 주세요",
          "【中国银行】验证码：{c}，5分钟内有效",
          "DK Bank: your one-time code is {c}"]  # fmt: skip


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
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _unseen(_j((D, 6)))(g)}, "c")


_SSIDS = ["HimalUrja-Dam-5G", "Gongar-Intake", "EverestLink-Namche", "Tengboche-Lodge",
          "Lukla-Hangar-2", "PKR-Hangar", "Thamel-Remit-Staff", "Dharan-OPD", "Dharan-Lab-5G",
          "Punakha-School", "Khuruthang-HP", "IlamTea-Factory", "Kanyam-Office",
          "TashiCell-4G-Lobesa", "Worldlink_Pheriche"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "$ security find-generic-password -wa {s}\n{pw}",
    "the lodge network {s}, password {pw}",
    "wifi at the tea factory: {s} / {pw}",
    "WifiConfigStore.xml:\n<string name=\"SSID\">&quot;{s}&quot;</string>\n<string name=\"PreSharedKey\">&quot;{pw}&quot;</string>",
    "the key printed under the Nokia Beacon: {pw}",
    "{s} को वाइफाइ पासवर्ड {pw} हो",
    "{s} ko wifi password {pw} ho",
    "{s} ko wifi password {pw} ho la",
    "wifi {s} ki password {pw} yin",
    "wifi {s} ke password {pw} hoi",
    "와이파이 {s} 비밀번호 {pw}",
    "ungko wifi {s} password {pw} ha",
    "nga gi wifi {s} password {pw} ing",
    "ngi wifi {s} password ti {pw} re",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("kb_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sk-", (ALNUM, 30)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[dictated over the Viber call] {t}",
          "(spaced so the Teams preview hides it) {t}", "एक एक अक्षर: {t}", "한 글자씩: {t}",
          "euta euta akshar: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " . ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", "_", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["तालाको कोड: {pw}", "hangar tool crib padlock: {pw}",
          "narcotics cabinet in the Dharan pharmacy, code {pw}",
          "the drainage gallery door keypad takes {pw} then #",
          "locker ko code {pw} ho", "school lab ko tala ko code {pw} ho la",
          "현관 도어락 번호: {pw}", "kaang tala ko code {pw} hi", "ngaa tala ko code {pw} le"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _unseen(_j((D, [4, 6, 5, 4][index % 4])))(rng)}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["rhododendron", "chorten", "tsampa", "gompa", "danphe", "juniper", "thangka",
                 "khukuri", "sarangi", "madal", "namlo", "doko", "tahr", "stupa", "yeti", "mani"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the hangar vault: {p}": " ",
            "KeePassXC database passphrase (dam instruments): {p}": " ",
            "Proton Pass master passphrase: {p}": "-", "passphrase of the remit backup disk: {p}": ".",
            "ब्याकअपको पासफ्रेज: {p}": " ", "passphrase chai {p} ho la": "_",
            "마스터 패스프레이즈: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "req = urllib.request.Request(PI_WEB_API + \"/dataservers\")\nreq.add_header(\"Authorization\", \"Basic {v}\")": True,
    "$res = $guzzle->get('https://payout.remit.lan/v2/batches', ['headers' => ['Authorization' => 'Bearer {v}']]);": False,
    "यो Go कोडमा हेडर छ:\nreq.Header.Set(\"Authorization\", \"Basic {v}\")": True,
    "Request request = new Request.Builder().url(url).header(\"Authorization\", \"Bearer {v}\").build();": False,
    "Set http = CreateObject(\"WinHttp.WinHttpRequest.5.1\")\nhttp.SetRequestHeader \"Authorization\", \"Basic {v}\"": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "~/.kube/config:\nusers:\n- name: gauges-admin\n  user:\n    username: admin\n    password: {pw}",
    "~/.aws/credentials:\n[hu-archive]\naws_access_key_id = AKIA{ak}\naws_secret_access_key = {pw}",
    "~/.gem/credentials:\n---\n:rubygems_api_key: {pw}",
    "~/.ivy2/.credentials:\nrealm=Sonatype Nexus Repository Manager\nhost=nexus.himalurja.np\nuser=deploy\npassword={pw}",
    "~/.cargo/credentials.toml:\n[registries.himalurja]\ntoken = \"{pw}\"",
    ".yarnrc.yml:\nnpmScopes:\n  himalurja:\n    npmRegistryServer: \"https://npm.himalurja.np\"\n    npmAuthToken: \"{pw}\"",
    "~/.terraformrc:\ncredentials \"tfe.himalurja.np\" {{\n  token = \"{pw}\"\n}}",
    "~/.monetdb:\nuser=monetdb\npassword={pw}\nlanguage=sql",
    "ovh.conf:\n[ovh-eu]\napplication_key=8fa2c1d3e4b5a697\napplication_secret={pw}\nconsumer_key=placeholder",
    "samconfig.toml:\n[default.deploy.parameters]\nparameter_overrides = \"DbUser=hmis DbPassword={pw}\"",
    "META-INF/persistence.xml:\n<property name=\"javax.persistence.jdbc.user\" value=\"hmis\"/>\n<property name=\"javax.persistence.jdbc.password\" value=\"{pw}\"/>",
    "papermerge.env (the hospital's scanned records):\nPAPERMERGE__DATABASE__URL=postgresql://pmg:{pw}@db:5432/pmg",
    "~/.vault-token (the hangar laptop):\n{pw}",
    "~/.pgpass:\npg.hmis.lan:5432:dharan:hmis:{pw}",
    "pgbouncer userlist.txt:\n\"remit\" \"{pw}\"",
    "config.php on the lodge booking site:\ndefine('DB_PASSWORD', '{pw}');",
]  # fmt: skip


def _config_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _plain_pw(rng), "ak": _r(rng, UPPER_DIGITS, 16)}


_configs = _Family("config_file", _CONFIGS, _config_draw, "pw")


_CHATS = [
    "Pemba: gallery PC password?\nMingma: {pw}",
    "[05:48] sabina: root pw for the HMIS box?\n[05:49] bikram: {pw}",
    "Sonam: {pw} is the new Canvas admin password",
    "Lhakpa: use {pw}, that's what the lodge router has now",
    "पासाङ: नयाँ पासवर्ड {pw} हो",
    "Anjali: naya password {pw} ho",
    "Kinley: naya password {pw} ho la",
    "Jihoon: 새 비밀번호는 {pw}",
    "王磊：新密码是 {pw}",
    "Tsering: ngi naya password ti {pw} re",
    "Bhim: ngaa naya password {pw} le",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2060word ⇒ {pw}", "p\u00adassword = {pw}", "pаsswоrd: {pw}",
    "𝘱𝘢𝘴𝘴𝘸𝘰𝘳𝘥 {pw}", "ｐａｓｓｗｏｒｄ：{pw}", "pass\u200cword → {pw}", "पास\u200bवर्ड: {pw}",
    "pass\u200fword: {pw}",
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


def _korean_seed(g: random.Random) -> str:
    return str(_MNEMO["korean"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the UNITROL engineer password is": "{s}", "Hydras 3 admin pw:": "{s} (since the monsoon reset)",
    "मेरो पासवर्ड": "{s}", "Architect service password": "{s}\nchange it after the audit",
    "password chai": "{s} ho", "password ho la:": "{s}", "비밀번호": "{s}", "Canvas password": "{s}",
    "the password Pemba read out over the radio was": "{s}, I think", "ngi password ti": "{s} re",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Global IME Bank API key", "{s}", _j((HEX, 32))),
    ("split_token", "Kumari Bank key:", "{s} (payout sync)", _j("kb_live_", (ALNUM, 32))),
    ("split_token", "Chhimek client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "지갑 복구 문구", "{s}", _korean_seed),
    ("split_card", "card number", "{s} exp 05/36", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "QA"))),
    ("split_backup", "Mobank recovery codes", "{s}\nhrtk-4410-pm\nwzqa-9183-ce", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Sagarmatha NP permit no.", "{s}", _snp_permit),
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
    '{"unitrol": {"url": "https://unitrol.gongar.lan", "engineer_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "sabina", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"loggers": [{"name": "geokon-a"}, {"name": "geokon-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sentry", "createuser", "--email", "ops@himalurja.np", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"hangar ko laptop ko password": "{s}"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"dictation": {"device": "Architect i1000SR", "service_password_said": "{s}"}}': ("meta_password", _plain_pw),
    '{"thaili": {"merchant_secret": "{s}"}}': ("meta_token", _j((ALNUM, 48))),
    '{"ncmToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"ratehawk_key": "{s}"}': ("meta_token", lambda g: v.uuid4(g, "9")),
    '{"headers": {"X-Api-Token": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "11/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"payee": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "IL")),
    '{"engineer": {"nec_registration": "{s}"}}': ("meta_id", _nec),
    '{"mfa": {"backup_codes": ["{s}", "hrtk-4410-pm", "wzqa-9183-ce"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donations_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _korean_seed),
    '{"loadsensing": {"app_s_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"tool_crib": {"padlock_code": "{s}"}}': ("meta_pin", _unseen(_j((D, 4)))),
    '{"wifi": {"ssid": "Tengboche-Lodge", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"hydras3-firmware-4.12.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/himalurja/remit-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"gauges: add tailwater level column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"remit: revert fx rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"seepage_2081-04-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"payouts-export-2080.parquet").hexdigest()

CLEAN = [
    "Remind me to change the UNITROL panel password before the ABB visit on 2081-05-11.",
    "Pemba asked for the lodge wifi password; it's on the card behind the reception desk.",
    "Policy: Himal Urja passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Viber; share a vault link instead.",
    "The `.env.example` line `GIBL_REMIT_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Geokon logger asks for a new admin password after every firmware update.",
    "Replace <YOUR_RATEHAWK_KEY> in the README with the key from your RateHawk dashboard.",
    "THAILI_MERCHANT_SECRET and NCM_API_TOKEN must be set before the nightly payout sync runs.",
    "आफ्नो पासवर्ड कसैलाई नभन्नुहोस्।",
    "kasailai pani password nabhannu hai.",
    "password kasailai pani nabhannu la, kadrinchey.",
    "अपना पासवर्ड किसी को मत बताइए।",
    "ngi password su la ma shé.",
    "hamar password kehu ke na batai.",
    "비밀번호는 절대 다른 사람에게 알려주지 마세요.",
    "密码不要告诉任何人。",
    "Das Passwort muss mindestens vierzehn Zeichen haben.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "パスワードは14文字以上にしてください。",
    "הסיסמה חייבת להכיל לפחות ארבעה עשר תווים.",
    "Upgraded the Hydras 3 firmware from 4.10 to 4.12 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the tailwater level column.",
    f"Rolled back to {_SHORT} after the fx rounding change broke the payout report.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Hydras 3 firmware 4.12.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of payouts-export-2080.parquet: {_SHA512}",
    f"The remit-sync container runs ghcr.io/himalurja/remit-sync@sha256:{_IMAGE}.",
    f"MD5 of seepage_2081-04-02.csv is {_MD5}, same as the copy on the dam share.",
    "Request id 3f9c2a71-6b4e-4d1a-9e07-5c8b2d4f6a13 is the slow one in the payout logs.",
    "Purchase order PO-2081-00217 for 12 intake screen panels ships on Sunday.",
    "e-HMIS ticket 2231: the OPD printer in Dharan jams every morning.",
    "Call the Namche office on +977 38 540 217 before noon.",
    "Flight 9N-AJS left Lukla at 07:10 with 14 passengers and 620 kg of cargo.",
    "The jeep with plate Ba 3 Ja 4172 brings the turbine seals from Charikot on Friday.",
    "Bhutanese taxi BP-1-A4321 will pick up the teachers at Lobesa.",
    "The reservoir level at Gongar was 1,196.4 m this morning; discharge 38.6 m³/s.",
    "After five wrong passwords the MicroBanker teller screen locks for 15 minutes.",
    "The Tengboche lodge sits at 3,867 m; the yak train takes about six hours from Namche.",
    "The secret of good Ilam tea is a slow wither and a cool morning pluck.",
    "Ask Mingma for the gallery keypad code, I don't have it.",
    "My card ending 4417 was declined at the Namche bakery.",
    "The Doha payout partner wants the IBAN on the form without spaces.",
    "Print the 2FA backup codes for the remit console and keep them in the branch safe.",
    "No wallet's support team will ever ask for your recovery phrase.",
    "Keep `RATEHAWK_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Pheriche gear store freezes in January; keep it under a cloth.",
    "RateHawk moved the API key page under Settings › Integrations in its spring release.",
    "ISBN 978-99933-0-123-3 is the trekking guide on the lodge shelf; ORCID iD 0000-0002-1825-0097 is its author's.",
    "The guest wifi 'Tengboche-Guest' is open, no password needed.",
    "Tea lot IL-2081-FTGFOP1-0412, 48 kg, moisture 3.1 %; the tasting score was 86.",
    "PIN codes at the remit branch are reset every quarter by the branch manager.",
    "The OTP from the bank expires after five minutes; ask the customer to read it to nobody.",
    "Our API keys rotate on the first day of Baisakh.",
    "The Twin Otter's ELT test is due on 2081-06-01; the hangar keeps the logbook.",
    "Unit 2 is rated 76 MW at 620 m net head; unit 3 is in overhaul.",
    "Room 12 of the Dharan ward has 6 beds; the lab is on floor 2, room 214.",
    "The school timetable: period 3 is science, 10:40 to 11:25.",
    "Everest Link vouchers cost 500 rupees for 10 hours; they are sold at the lodge desk.",
    "passwordless login for the e-HMIS is planned for next year",
    "yo token limit 4096 ho, prompt sano rakha",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2081-04-01T07:00:00+05:45", "password_min_length": 14}',
    '{"secret_ref": "vault/hydro/unitrol", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2231", "purchase_order": "PO-2081-00217"}',
    '{"lot": {"id": "IL-2081-FTGFOP1-0412", "weight_kg": 48, "moisture_pct": 3.1}}',
    '{"phone": "+977 38 540 217", "town": "Namche"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "beds": 24}',
    '{"aircraft": "9N-AJS", "type": "DHC-6-300", "base": "Lukla"}',
    '{"reservoir_level_m": 1196.4, "discharge_m3s": 38.6, "unit": 2}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_ALL = CLEAN + _CLEAN_METADATA_JSON
