# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, eighty-seventh corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to eighty-sixth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written beside it, their tests nor the reports, and the scrubber was never run on it.
Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
crews of an intertribal salmon-run counting cooperative (Weirline: a fish wheel at Chitina on Atna'
Tuu, the Copper River; a sonar camp on Kahtnu, the Kenai, and at Tyonek; a weir on the Yakoun at
Gaw (Old Massett) and a lab at HlGaagilda (Skidegate); a hatchery at Q'umk'uts (Bella Coola); redd
surveys on the Skagit at La Conner and Tulalip; the Wayám (Celilo) count at the Columbia; weirs at
Panámniik (Orleans) and Happy Camp on the Klamath, a smokehouse at Re'kwoy (Requa); a dock office in
Petersburg, a roe plant at Naknek, a radio room, a research skiff, the Tyee Runner, and a floatplane
charter) leak secrets into an assistant's memory: crew group texts, radio and weir logbooks, VHF and
satellite-phone handoffs, inReach messages, whiteboard photos typed up, field notebooks, sticky
notes on sonar laptops, tickets in the cooperative's own tracker (WL-…), e-mails, incident notes,
runbooks, README fragments, shell history in tmux, Termux, PowerShell, cron, Jupyter, Ansible and CI
steps, configs, voice-dictated text and requests to the assistant itself; and the web pages of
counting, telemetry, survey, weather, power and processing hardware (Sound Metrics ARIS, SonTek,
Oregon RFID, Advanced Telemetry Systems, Halltech, Sonotronics, Thelma Biotel, Juniper Systems,
Hydrolab, Global Water, WaterLOG, Geolux, MidNite Solar, EG4, Eureka Water Probes, Oceanbotics,
Geneinno, Nido Robotics, Inspired Flight, senseFly, u-blox, Stonex, Spectra Geospatial, Carlson, Eos
Positioning, Siretta, Solinst, Hydreon, Texas Electronics, Met One, Columbia Weather, Rainwise,
WeatherHawk, Badger Meter, Laitram, Carsoe, Browan and Xocean). About 60 % English (or
language-neutral config and shell), the rest in Ahtna, Dena'ina, Haida (Xaad Kíl), Nuxalk,
Lushootseed, Sahaptin (Ichishkíin), Karuk and Yurok (no earlier docstring names them; written as
bilingual members text them, short and code-switched, with the English loanwords password, email,
server, username, wifi, key and passport, and the wording only approximate: a learner's, not a
speaker's), and Tagalog, Norwegian (Bokmål), Russian, Vietnamese, Japanese, Korean, Mexican Spanish
and Quebec French in wordings of their own. The command lines and configs are in part of tools
heldouts 5 to 86 do not name (suck, gsutil, qgis_process, ckanapi, PostGraphile, earthaccess,
HydroShare's hsclient, sciencebasepy, OWSLib, the BKG ntripserver, AQUARIUS's timeseries_client,
weex, slrn, t-rex, MapProxy and DNSControl) and in part of well-known ones. Vendors (KISTERS,
Aquatic Informatics, eagle.io, Ayyeka, NexSens, Sensoterra, Finix, Rainforest Pay, Tilled, Payrix,
BluePay, Heartland, Marqeta, Knack, Caspio, Quickbase, SeaTable, APITable, Softr, Noloco, Adalo,
FlutterFlow, Thunkable, Local Line, Barn2Door, GrazeCart, Harvie, Open Food Network, Fishbrain,
Skylight, Unseenlabs, Pelagic Data Systems, OceanMind, Baron Weather, Pivotel, Blue Ocean Gear,
Ecotrust, Shellcatch, SkyTruth) are ones heldouts 5 to 86 do not name; their token shapes are drawn
here and mostly invented (Heartland's `skapi_cert_` prefix is its published one). The ids are kinds
they do not use: a Health Insurance Claim Number (HICN), whose SSN part is drawn until
python-stdnum's `us.ssn` validates it, is the only one checked (every person-id module python-stdnum
ships is used by some earlier corpus); an Alaska CFEC permit number, an ADF&G vessel licence, a TWIC
number, a Washington (WDL) and a California driver licence, a Transport Canada Pleasure Craft
Licence, a DFO Fisher Identification Number, a Known Traveler Number, a WDFW WILD ID, a CDFW GO ID,
a Denali KidCare id, a ProviderOne client id, a Medi-Cal BIC number, an Oregon Health ID, an Alberta
AHCIP number, a Newfoundland MCP number, an FCC Registration Number, a Council of the Haida Nation
citizenship number and a Japanese small-boat licence number carry no check a library or this file
verifies (no check-digit algorithm is written here); a US passport under an Ahtna word, likewise
unchecked. Card numbers pass Luhn (the value helpers' brands, checked again with python-stdnum's
`luhn`). The IBANs are of countries used least by a rough count over heldouts 5 to 86 (Libya,
Palestine, Portugal, Sweden, Slovakia, Ukraine, the Holy See and France), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Russian, Korean, Japanese, Spanish and
French lists.
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
from stdnum.us import ssn as us_ssn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 74_219_386
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


_SPECIES = ["Sockeye", "Coho", "Chinook", "Keta", "Steelhead", "Eulachon", "Hooligan", "Humpy",
            "Tyee", "Kokanee", "Jack", "Silver", "Dolly"]  # fmt: skip
_GEAR = ["Dipnet", "Setnet", "Fishwheel", "Gillnet", "Weir", "Smolttrap", "Tote", "Skiff", "Sonar",
         "Alder", "Cedar", "Smokehouse", "Riffle", "Eddy", "Redd", "Snag"]  # fmt: skip
_PLACES = ["Chitina", "Glennallen", "CopperCenter", "Tyonek", "Kenai", "Kasilof", "Masset",
           "Skidegate", "PortClements", "BellaCoola", "Hagensborg", "LaConner", "Tulalip", "Celilo",
           "Toppenish", "WarmSprings", "HappyCamp", "Orleans", "Weitchpec", "Requa", "Petersburg",
           "Nikolaevsk", "Naknek", "Dillingham", "Kodiak", "Cordova"]  # fmt: skip
_NAMES = ["Marnie", "Dale", "Verna", "Arlo", "Rosalie", "Colton", "Tamsin", "Shawna", "Kaylene",
          "Delbert", "Lorna", "Merle", "Sigrun", "Torleif", "Fedosya", "Ilarion", "Kiprian",
          "Rodelio", "Marites", "Jolina", "Thao", "Quang", "Haruka", "Shinji", "Jiwoo", "Sangmin",
          "Lupita", "Rigoberto", "Mathieu", "Genevieve"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~:"
_LEET = ["S0ck3y3", "Ch1n00k", "St33lh34d", "3ul4ch0n", "F1shwh33l", "Sm0k3h0us3", "K0k4n33",
         "Ty33Run", "R1ffl3"]  # fmt: skip


def _count(g: random.Random) -> str:
    """A station, a day's count and a species, the way a counting crew jokes a password together."""
    return f"{g.choice(_PLACES)}{g.randrange(100, 10_000)}{g.choice(_SPECIES)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five letters and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SPECIES)}{g.choice(_GEAR)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_GEAR, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1984, 2034)) + g.choice(_SYMBOLS),
    _count,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_SPECIES).lower()}.{g.randrange(1970, 2034)}",
    lambda g: f"Redd{g.randrange(100, 1000)}{g.choice(_GEAR)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 4) + _r(g, D, 2) + g.choice(_SYMBOLS) + _r(g, LOWER, 3),
    lambda g: f"{g.choice(_GEAR).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Counts{g.choice(_SPECIES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "crew text, Chitina fish wheel: the Sound Metrics ARIS Explorer 1800 topside password is {pw}",
    "radio log 06:40, Kenai sonar camp: SonTek RiverSurveyor M9 password {pw}",
    "weir logbook, Yakoun River: Oregon RFID HDX reader web password {pw}",
    "sticky note on the telemetry truck's laptop: Advanced Telemetry Systems R4500 password {pw}",
    "email from Marnie: Halltech HTRS PIT reader admin password {pw}",
    "Sonotronics USR-5W receiver laptop, the Windows password is {pw}",
    "VHF handoff, Bella Coola hatchery: Thelma Biotel TBR 700 config password {pw}",
    "field notebook p. 14: Juniper Systems Mesa 3 tablet password {pw}",
    "whiteboard photo from the Celilo lab, typed up: Hydrolab HL4 sonde password {pw}",
    "crew text from Arlo: Global Water WL16 logger software password {pw}",
    "WaterLOG Storm 3 datalogger at Happy Camp, web password {pw}",
    "inReach message from Verna: Geolux RSS-2-300WL radar admin password {pw}",
    "solar shed note, Requa: MidNite Solar Classic 150 web password {pw}",
    "EG4 6000XP inverter monitoring password {pw} (the Orleans bunkhouse one)",
    "Eureka Manta+ 35 sonde, Manta Control password {pw}",
    "ROV day at La Conner: Oceanbotics SRV-8 control station password {pw}",
    "Geneinno T1 Pro drone app password {pw}",
    "Nido Robotics Sibiu Nano+ topside laptop password {pw}",
    "Inspired Flight IF1200A ground station password {pw}",
    "senseFly eBee X eMotion account password {pw}",
    "NTRIP caster password for the u-blox ZED-F9P base at Chitina: {pw}",
    "Stonex S900A receiver web password {pw}",
    "Spectra Geospatial SP85 receiver password {pw}",
    "Carlson BRx7 base station password {pw}",
    "Eos Arrow Gold+ Eos Tools Pro password {pw}",
    "Siretta ZETA-N LTE router admin password {pw}",
    "Solinst LevelSender 5 web password {pw}",
    "Hydreon RG-15 rain gauge logger on the Masset roof, password {pw}",
    "Texas Electronics TR-525 datalogger password {pw}",
    "Met One AIO 2 station logger password {pw}",
    "Columbia Weather Orion LX web password {pw}",
    "Rainwise PVmet 500 admin password {pw}",
    "WeatherHawk 621 station password {pw}",
    "Badger Meter BEACON portal password for the smokehouse water meter: {pw}",
    "Laitram line HMI in the Naknek plant, supervisor password {pw}",
    "Carsoe plate freezer PLC password {pw}",
    "ticket WL-3310: the Oregon RFID reader password {pw} stopped working after the firmware update",
    "ticket WL-3344: SonTek password {pw} must be rotated, it was in a screenshot",
    "Hi Dale,\n\nthe root password on the Kenai sonar PC is {pw}. Please delete this once it's in the vault.\n\nMarnie",
    "Incident 2033-06-02: the Geolux radar at Weitchpec was reachable from the internet with password {pw}",
    "Runbook: restart the ARIS upload at Chitina\n1. open the topside laptop\n2. log in as sonar\n3. password {pw}\n4. start ARIScope and resume the upload",
    "README (Kenai sonar rack)\nthe ARIS web UI is at https://aris-kenai.weirline.lan, admin password `{pw}`.",
    "my Credit Union 1 online banking password is {pw} now",
    "can you remember my Tongass FCU app password? it's {pw}",
    "the First National Bank Alaska password is {pw}",
    "password for my Vancity app: {pw}",
    "dictated: the EG4 monitoring password is {pw} period",
    "note to self: Carsoe freezer service password {pw}",
    "after the reinstall the ARIScope password became {pw}",
    "Ae', se email password {pw}. Tsin'aen.",
    "Atna' Tuu fish wheel, se computer password: {pw}",
    "Yaghali du! shi email password {pw}. Chin'an.",
    "Kahtnu sonar camp, shi server password: {pw}",
    "Áang, díi email password {pw}. Háw'aa.",
    "Gaw chíin weir shack, díi server password: {pw}",
    "ti email-tx password {pw}. Stutwinitscw.",
    "Q'umk'uts weir, ti server-tx password: {pw}",
    "ʔi, ti d-password ʔə ti email {pw}. haʔɬ.",
    "sqaǰət sčədadxʷ weir, ti password ʔə ti server: {pw}",
    "Íi, ínmi email password {pw}. Kw'ałanúushamash.",
    "Wayám núsux count, ínmi server password: {pw}",
    "Hãã, pa nani-email password {pw}. Yôotva.",
    "Panámniik 'áama weir, pa server password: {pw}",
    "Aiyekwee'! ne-email password {pw}. Wok-hlew'.",
    "Re'kwoy nepuy count, ne-server password: {pw}",
    "Pare, ang password ng laptop sa cannery ay {pw}",
    "yung password ng router sa bunkhouse: {pw}, wag mong ipagkalat",
    "passordet til PC-en på kaia i Petersburg er {pw}",
    "Sigrun: nytt passord på tellestasjonen er {pw}",
    "пароль от ноутбука на рыбном колесе: {pw}",
    "Федосья: новый пароль от сервера — {pw}",
    "mật khẩu máy tính ở xưởng cá là {pw}",
    "anh Quang: mật khẩu mới của server là {pw}",
    "イクラ工場のPCのパスワードは{pw}です",
    "発電機モニターのパスワード：{pw}",
    "냉동창고 PC 비밀번호: {pw}",
    "선장님 이메일 비밀번호는 {pw}",
    "la contraseña de la compu de la planta es {pw}, ahí te encargo",
    "le mot de passe du laptop au camp, c'est {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["marnie", "dale.k", "verna", "arlo", "rosalie.w", "colton", "tamsin", "shawna.m",
          "kaylene", "delbert", "lorna", "merle.j", "sigrun", "torleif", "fedosya", "ilarion",
          "kiprian", "rodelio", "marites", "jolina.c", "thao.n", "quang", "haruka", "shinji",
          "jiwoo", "sangmin", "lupita", "rigo", "mathieu", "gen.b", "svc-sonar", "weir-ops"]  # fmt: skip
_LOGINS = [
    "crew text, Marnie: the ARIS login is {u} / {pw}",
    "WL-3321: {u} locked out of the WaterLOG portal, last password {pw}",
    "user {u} pass {pw}",
    "ops wiki › Stations › Kenai sonar › SonTek M9: {u} — {pw}",
    "| station | login | password |\n|---|---|---|\n| Yakoun weir | {u} | {pw} |",
    "sign into the EG4 monitor as {u} with {pw}",
    "Carsoe HMI login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- station: kenai-sonar\n  user: {u}\n  pass: {pw}",
    "radio log: account {u}, password {pw}",
    "Verna says the Stonex account is {u} and the password is {pw}",
    "station,login,password\nchitina-wheel,{u},{pw}",
    "ssh {u}@sonar-kenai.weirline.lan (password {pw})",
    "creds for the Geolux radar are {u} and {pw}",
    "se username {u}, se password {pw}. Tsin'aen",
    "shi username {u} ch'u shi password {pw}",
    "díi username {u}, díi password {pw}",
    "ti username-tx {u}, ti password-tx {pw}",
    "ti d-username {u} gʷəl ti d-password {pw}",
    "ínmi username {u} ku ínmi password {pw}",
    "nani-username {u}, xás nani-password {pw}",
    "ne-username {u}, ne-password {pw}",
    "username ko {u}, password {pw}",
    "brukernavn {u}, passord {pw}",
    "логин {u}, пароль {pw}",
    "tên đăng nhập {u}, mật khẩu {pw}",
    "ユーザー名 {u} / パスワード {pw}",
    "아이디는 {u}, 비밀번호는 {pw}",
    "usuario {u}, contraseña {pw}, no lo pierdas",
    "nom d'usager {u}, mot de passe {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["eulachon", "sockeye", "hooligan", "alevin", "kype", "dipnet", "setnet", "smolt",
               "chum", "tyee", "riffle", "alder", "fishwheel", "kippered", "smokehouse", "gillnet",
               "fireweed", "spruce"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, lower case, followed by {d}",
    "password: {w}, and right after it the number {d}",
    "for the sonar laptop it's {w} with {d} on the end",
    "voice memo: the bunkhouse wifi password is {w} then {d}, all one word",
    "type {w} and then {d}",
    "it's {w}{d}, the word and the number run together",
    "se password {w} ts'en' {d}",
    "shi password {w} ch'u {d}",
    "ti d-password {w} gʷəl {d}",
    "ínmi password {w} ku {d}",
    "nani-password {w}, xás {d}",
    "ang password ay salitang {w}, tapos {d}",
    "passordet er ordet {w}, så {d}",
    "пароль — слово {w}, потом {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "suck news.weirline.lan -U {u} -P '{pw}' -c -A -dt /var/spool/suck",
    "gsutil -o 'Credentials:gs_access_key_id=GOOG1EWEIRLINECOUNTS' -o 'Credentials:gs_secret_access_key={pw}' cp escapement.csv gs://weirline-counts/2033/",
    "qgis_process run native:buffer --INPUT=\"dbname='redds' host=gis.weirline.lan port=5432 user='{u}' password='{pw}' table=public.redd_points (geom)\" --DISTANCE=25 --OUTPUT=/tmp/redd_buffer.gpkg",
    "postgraphile -c postgres://{u}:{pw}@pg.weirline.lan:5432/runcount --watch --enhance-graphiql",
    "EARTHDATA_USERNAME={u} EARTHDATA_PASSWORD='{pw}' python -c 'import earthaccess; earthaccess.login(strategy=\"environment\")'",
    "python -c \"from hsclient import HydroShare; hs = HydroShare('{u}', '{pw}'); print(hs.my_user_info())\"",
    "python -c \"import sciencebasepy; sb = sciencebasepy.SbSession(); sb.login('{u}', '{pw}')\"",
    "python -c \"from owslib.wfs import WebFeatureService; wfs = WebFeatureService('https://gis.weirline.lan/geoserver/wfs', version='2.0.0', username='{u}', password='{pw}')\"",
    "ntripserver -M 1 -i /dev/ttyACM0 -b 115200 -O 2 -a caster.weirline.lan -p 2101 -m CHITINA0 -n {u} -c '{pw}'",
    "python -c \"from timeseries_client import timeseries_client; ts = timeseries_client('aqts.weirline.lan', '{u}', '{pw}')\"",
    "mysql -h counts-db.weirline.lan -u {u} -p'{pw}' runcount",
    "sshpass -p '{pw}' ssh {u}@sonar-kenai.weirline.lan",
    "curl -u {u}:{pw} https://wq.weirline.lan/api/v1/sondes",
    "smbclient //nas-celilo/ARIS -U '{u}%{pw}'",
    "RSYNC_PASSWORD='{pw}' rsync -av aris_files/ rsync://{u}@nas.weirline.lan/sonar/",
    "wget --user={u} --password='{pw}' -r https://archive.weirline.org/aris/2033/",
    "git clone https://{u}:{pw}@git.weirline.lan/counts/escapement.git",
    "psql 'postgresql://{u}:{pw}@pg.weirline.lan/runcount' -c 'select count(*) from passage'",
    "mosquitto_pub -h mqtt.weirline.lan -u {u} -P '{pw}' -t weir/yakoun/count -m 412",
    "lftp -u {u},'{pw}' sftp://ftp.weirline.org",
    "ldapsearch -x -H ldaps://dc.weirline.lan -D 'cn={u},ou=crew,dc=weirline,dc=lan' -w '{pw}' '(uid=*)'",
    "ipmitool -I lanplus -H 10.40.0.9 -U {u} -P '{pw}' chassis power status",
    "redis-cli -h cache.weirline.lan -a '{pw}' ping",
    "docker login registry.weirline.lan -u {u} -p '{pw}'",
    "xfreerdp /v:hatchery-pc.weirline.lan /u:{u} /p:'{pw}'",
    "zip -P '{pw}' escapement-2033.zip escapement-2033.xlsx",
    "7z a -p'{pw}' -mhe=on smolt-photos.7z smolt/",
    "openssl enc -aes-256-cbc -pbkdf2 -in permits.csv -out permits.enc -pass pass:'{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "net use Z: \\\\nas-masset\\weir /user:WEIRLINE\\{u} {pw}",
    "sqlcmd -S sql.weirline.lan -U {u} -P '{pw}' -d Hatchery",
    "mongosh 'mongodb://{u}:{pw}@mongo.weirline.lan/tags?authSource=admin'",
    "echo '{pw}' | sudo -S systemctl restart aris-uploader",
    "gpg --batch --passphrase '{pw}' -c pit-tags.xlsx",
    "keytool -importkeystore -srckeystore counts.p12 -srcstorepass '{pw}' -destkeystore counts.jks",
    "plink -ssh {u}@10.40.1.2 -pw '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "crew@sonar-kenai:~$ {c}", "history on the ARIS laptop:\n  512  {c}",
    "PowerShell on the hatchery PC: PS C:\\counts> {c}", "Termux on my phone: ~ $ {c}",
    "the command Dale ran at the weir: {c}", "runbook step 3: {c}",
    "bash history from the Chitina fish-wheel Pi:\n{c}", "cron line: 0 2 * * * {c}",
    "Makefile target `sync:`\n\t{c}", "CI step:\n  - run: {c}", "ticket WL-3402, what I typed: {c}",
    "tmux pane 2 on the radio-room box: {c}", "serial console on the sonar PC: # {c}",
    "Jupyter cell:\n!{c}", "ansible weirs -m shell -a \"{c}\"",
    "crontab -l on the Masset Pi:\n*/15 * * * * {c}", "Kaylene's terminal at Glennallen: {c}",
    "WSL on the Naknek office laptop: {c}",
    "se command: {c}", "shi command: {c}", "díi command: {c}", "ti d-command: {c}",
    "eto yung command na pinatakbo ko: {c}", "kommandoen jeg kjørte: {c}",
    "команда, которую я запускал: {c}", "lệnh mình đã chạy: {c}", "実行したコマンド：{c}",
    "el comando que corrí: {c}", "la commande que j'ai lancée : {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.weirline.lan:5432/runcount",
    "mssql+pyodbc://{u}:{pw}@sql.weirline.lan/Hatchery?driver=ODBC+Driver+18+for+SQL+Server",
    "ftps://{u}:{pw}@ftp.weirline.org:990/aris/",
    "rtsp://{u}:{pw}@cam-yakoun.weirline.lan:554/Streaming/Channels/101",
    "ntrip://{u}:{pw}@caster.weirline.lan:2101/CHITINA0",
    "oracle+oracledb://{u}:{pw}@ora.weirline.lan:1521/?service_name=PERMITS",
    "neo4j+s://{u}:{pw}@graph.weirline.lan:7687",
    "clickhouse://{u}:{pw}@ch.weirline.lan:9000/telemetry",
    "redis://{u}:{pw}@cache.weirline.lan:6379/2",
    "imaps://{u}:{pw}@mail.weirline.org:993/INBOX",
    "Server=sql.weirline.lan;Database=Hatchery;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg.weirline.lan:5432/runcount?user={u}&password={pw}",
    "davs://{u}:{pw}@files.weirline.lan/remote.php/dav/files/counts/",
]  # fmt: skip
_URL_PLACES = [
    "RUNCOUNT_DB_URL={c}", "Grafana datasource, the old one: {c}",
    "save this connection string for me: {c}", "ticket WL-3390: {c}", "ops wiki 'Databases': {c}",
    "tilkoblingsstrengen: {c}", "строка подключения: {c}", "connection string natin: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "weirline", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 5_184_000, "scope": "counts:read stations:write"}  # fmt: skip
        return _jwt_of(
            g, {"alg": "ES256", "typ": "JWT", "kid": _r(g, LOWER_DIGITS, 16)}, claims, 86
        )

    return make


def _quickbase(g: random.Random) -> str:
    """A Quickbase-like user token: a realm id, a user part and a long random tail."""
    return f"b{_r(g, LOWER_DIGITS, 5)}_{_r(g, LOWER_DIGITS, 4)}_0_{_r(g, LOWER_DIGITS, 28)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("KISTERS", "KISTERS_KIWIS_TOKEN", _j((URLSAFE, 43))),
    ("Aquatic Informatics", "AQUARIUS_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("eagle.io", "EAGLEIO_API_KEY", _j((ALNUM, 40))),
    ("Ayyeka", "AYYEKA_API_KEY", _j((HEX, 32))),
    ("NexSens", "WQDATA_LIVE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Sensoterra", "SENSOTERRA_API_KEY", _j((ALNUM, 32))),
    ("Finix", "FINIX_API_SECRET", lambda g: v.uuid4(g, "9")),
    ("Rainforest Pay", "RAINFOREST_API_KEY", _j("rfk_", (ALNUM, 40))),
    ("Tilled", "TILLED_SECRET_KEY", _j((ALNUM, 64))),
    ("Payrix", "PAYRIX_API_KEY", _j((HEX, 32))),
    ("BluePay", "BLUEPAY_SECRET_KEY", _j((UPPER_DIGITS, 32))),
    ("Heartland", "HEARTLAND_SECRET_API_KEY", _j("skapi_cert_", (ALNUM, 28))),
    ("Marqeta", "MARQETA_ADMIN_ACCESS_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Knack", "KNACK_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Caspio", "CASPIO_CLIENT_SECRET", _j((HEX, 50))),
    ("Quickbase", "QUICKBASE_USER_TOKEN", _quickbase),
    ("SeaTable", "SEATABLE_API_TOKEN", _j((HEX, 40))),
    ("APITable", "APITABLE_TOKEN", _j("usk", (ALNUM, 24))),
    ("Softr", "SOFTR_API_KEY", _j((ALNUM, 30))),
    ("Noloco", "NOLOCO_API_KEY", _vendor_jwt("https://api.noloco.io")),
    ("Adalo", "ADALO_API_KEY", _j((LOWER_DIGITS, 25))),
    ("FlutterFlow", "FLUTTERFLOW_API_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Thunkable", "THUNKABLE_TOKEN", _j((URLSAFE, 48))),
    ("Local Line", "LOCALLINE_REFRESH_TOKEN", _vendor_jwt("https://localline.ca")),
    ("Barn2Door", "BARN2DOOR_API_KEY", _j((HEX, 40))),
    ("GrazeCart", "GRAZECART_API_TOKEN", _j((ALNUM, 60))),
    ("Harvie", "HARVIE_API_KEY", _j((ALNUM, 36))),
    ("Open Food Network", "OFN_API_KEY", _j((HEX, 40))),
    ("Fishbrain", "FISHBRAIN_API_TOKEN", _j((B64, 43), "=")),
    ("Skylight", "SKYLIGHT_API_TOKEN", _vendor_jwt("https://api.skylight.global")),
    ("Unseenlabs", "UNSEENLABS_API_KEY", _j((ALNUM, 48))),
    ("Pelagic Data Systems", "PDS_API_KEY", _j((HEX, 64))),
    ("OceanMind", "OCEANMIND_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Baron Weather", "BARON_SECRET_KEY", _j((ALNUM, 32))),
    ("Pivotel", "PIVOTEL_API_KEY", _j((UPPER_HEX, 32))),
    ("Blue Ocean Gear", "BLUEOCEANGEAR_API_KEY", _j((ALNUM, 40))),
    ("Ecotrust", "ECOTRUST_API_TOKEN", _j((HEX, 40))),
    ("Shellcatch", "SHELLCATCH_API_KEY", lambda g: v.uuid4(g, "9")),
    ("SkyTruth", "SKYTRUTH_API_KEY", _j((LOWER_DIGITS, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish shell: set -gx {env} {tok}",
    "PowerShell profile: $env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\"",
    ".env.production:\n{env}=\"{tok}\"",
    "kubectl create secret generic counts-api --from-literal={env}={tok}",
    "app.yaml (App Engine):\nenv_variables:\n  {env}: \"{tok}\"",
    "serverless.yml:\n  environment:\n    {env}: {tok}",
    "group_vars/weirs.yml:\n{env}: \"{tok}\"",
    "crontab:\n{env}={tok}\n*/10 * * * * /opt/counts/push.sh",
    "GitLab CI variable {env}: {tok}",
    "Weirline ops wiki › Integrations › {vendor} › API key: {tok}",
    "spreadsheet 'vendor keys', row: {vendor} | 2033 | {tok}",
    "reminder: rotate the {vendor} key {tok}",
    "crew text, Marnie: {vendor} key for the counts sync: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "ticket WL-3417: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "se {vendor} API key {tok}",
    "shi {vendor} API key: {tok}",
    "díi {vendor} API key {tok}",
    "ti {vendor} API key-tx: {tok}",
    "ti API key ʔə {vendor}: {tok}",
    "ínmi {vendor} API key {tok}",
    "pa nani-{vendor} API key {tok}",
    "ne-{vendor} API key: {tok}",
    "API key ng {vendor}: {tok}",
    "API-nøkkelen til {vendor}: {tok}",
    "API-ключ {vendor}: {tok}",
    "khóa API của {vendor} là {tok}",
    "{vendor}のAPIキーは {tok}",
    "{vendor} API 키는 {tok}",
    "la llave de la API de {vendor}: {tok}",
    "la clé API de {vendor}, c'est {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    ckan = v.uuid4(rng, "a")
    ayyeka = _r(rng, HEX, 32)
    fishbrain = _r(rng, ALNUM, 40)
    payrix = _r(rng, HEX, 32)
    seatable = _r(rng, HEX, 40)
    knack = v.uuid4(rng, "b")
    return [
        Sample("vendor_token", f"ckanapi action package_patch -r https://data.weirline.org -a {ckan} id=yakoun-weir-2033 notes='late run'", ckan),
        Sample("vendor_token", f'r = requests.get("https://api.ayyeka.com/v2/sites", headers={{"Authorization": "Token {ayyeka}"}})', ayyeka),
        Sample("vendor_token", f'let fishbrain = FishbrainClient(apiToken: "{fishbrain}")', fishbrain),
        Sample("vendor_token", f'client := payrix.NewClient("{payrix}", payrix.WithBaseURL("https://api.payrix.com"))', payrix),
        Sample("vendor_token", f'Sys.setenv(SEATABLE_API_TOKEN = "{seatable}")', seatable),
        Sample("vendor_token", f'var knack = new KnackClient("5f3a9c0e1b2d", "{knack}");', knack),
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


_BARE_PLACES = ["{t}", "crew text: {t}", "it only shows it once, so here:\n{t}", "ne-token {t}",
                "токен: {t}", "{t}\n^ the new one, the old one is dead", "hold onto this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 56)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Browan water-level sensor at the Yakoun weir (OTAA): {h}": 32,
    "NwkSKey of the Celilo temperature node (ABP): {h}": 32,
    "HMAC secret for the Payrix payment webhook: {h}": 64,
    "Xocean USV telemetry link AES key: {h}": 32,
    "pre-shared key of the Tyee Runner's IPsec tunnel (hex): {h}": 64,
    "SD-card encryption key of the ARIS archive, hex: {h}": 48,
    "díi backup encryption key: {h}": 64,
    "ключ шифрования бэкапа: {h}": 64,
    "ne-backup encryption key: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "WL-3455: token copied from the browser's network tab {t}",
    "Cookie: lang=en-CA; wl_session={t}",
    "COUNTS_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "ne-token {t}",
    "токен доступа: {t}",
    "crew text transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.weirline.org/realms/crews",
            "azp": "run-console",
            "roles": ["counter", "sonar"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, LOWER_DIGITS, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Kenai sonar PC, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/counts.weirline.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "host": "ftp.weirline.org"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_weir <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "WL-3460, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "díi server private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the permit office's drop box:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Sparrow wallet backup, copying it off the steel plate before I recycle it: {p}": "english",
    "Nunchuk recovery words\n{p}": "english",
    "the salmon-fund wallet (emptied in 2032), words: {p}": "english",
    "Jade seed backup: {p}": "english",
    "voice memo: my BlueWallet recovery words are {p} and that is all of them": "english",
    "yung seed phrase ng lumang wallet ko: {p}": "english",
    "фраза восстановления кошелька Electrum: {p}": "russian",
    "지갑 복구 문구: {p}": "korean",
    "ウォレットの復元用フレーズ：{p}": "japanese",
    "frase de recuperación de la cartera Muun, no la pierdas: {p}": "spanish",
    "phrase de récupération du portefeuille Phoenix : {p}": "french",
    "ops wiki 'Old donation wallet (retired)': {p}": "english",
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
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "crew text, Marnie: the co-op card for the SonTek repair is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "WL-3472: pay the floatplane charter with card {c}",
    "se card number {c}, {mm}/{yy}",
    "díi card number: {c}",
    "ínmi card number {c}, {mm}/{yy}",
    "numero ng card ko: {c}, {mm}/{yy}",
    "kortnummeret mitt: {c}",
    "номер моей карты: {c}, {mm}/{yy}",
    "số thẻ của em: {c}",
    "el número de mi tarjeta: {c}, vence {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 08/36, security code {cvv}",
               "the three numbers on the back by the signature: {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "CVV ng card ko: {cvv}",
               "код на обороте карты: {cvv}",
               "díi card, the three numbers on the back: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 86; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"LY": "n" * 21, "PS": "aaaa" + "c" * 21, "PT": "n" * 21, "SE": "n" * 20,
                "SK": "n" * 20, "UA": "n" * 6 + "c" * 19, "VA": "n" * 18, "FR": "n" * 10 + "c" * 11 + "nn"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice WL-2033-071: please pay the smoked-strips order to {i} within 30 days",
    "save the Lisbon roe buyer's IBAN: {i}",
    "IBAN: {i}\nReference: Kenai late run, sonar parts",
    "crew text, Marnie: the Bratislava net maker's new bank details, IBAN {i}",
    "se IBAN {i}",
    "díi IBAN: {i}",
    "ne-IBAN {i}",
    "ti IBAN-tx: {i}",
    "IBAN-en min: {i}",
    "мой IBAN: {i}",
    "IBAN ko: {i}",
    "IBAN của anh: {i}",
    "la cuenta del comprador de Trípoli, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _hicn(g: random.Random) -> str:
    """A Health Insurance Claim Number: the wage earner's SSN (valid by stdnum's `us.ssn`) and a
    beneficiary code."""
    number = v.ssn_number(g)
    assert us_ssn.is_valid(number)
    return number + g.choice(["A", "B", "D", "B1", "C1", "T"])


def _cfec(g: random.Random) -> str:
    """An Alaska CFEC permit number: a fishery code and a serial; no public check."""
    return f"{g.choice(['S03T', 'S04T', 'S03E', 'D06B'])} {_r(g, D, 5)}{g.choice('ABCDEFGHJK')}"


def _adfg_vessel(g: random.Random) -> str:
    """An ADF&G vessel licence number: five digits, no public check."""
    return str(g.randrange(10_000, 100_000))


def _twic(g: random.Random) -> str:
    """A TWIC card's credential number: ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _wdl(g: random.Random) -> str:
    """A Washington driver licence number: WDL and nine letters and digits, no public check."""
    return "WDL" + _r(g, UPPER_DIGITS, 9)


def _ca_dl(g: random.Random) -> str:
    """A California driver licence number: a letter and seven digits, no public check."""
    return g.choice(UPPER) + _r(g, D, 7)


def _pcl(g: random.Random) -> str:
    """A Transport Canada Pleasure Craft Licence number; no public check."""
    return f"{_r(g, D, 2)}E{_r(g, D, 5)}"


def _dfo_fin(g: random.Random) -> str:
    """A DFO Fisher Identification Number: six digits, no public check."""
    return str(g.randrange(100_000, 400_000))


def _ktn(g: random.Random) -> str:
    """A Known Traveler Number: nine digits, no public check."""
    return g.choice(["98", "99", "15"]) + _r(g, D, 7)


def _wild_id(g: random.Random) -> str:
    """A WDFW WILD ID: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _go_id(g: random.Random) -> str:
    """A CDFW GO ID: ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _kidcare(g: random.Random) -> str:
    """An Alaska Medicaid (Denali KidCare) id: ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _provider_one(g: random.Random) -> str:
    """A Washington ProviderOne client id: nine digits and WA, no public check."""
    return _r(g, D, 9) + "WA"


def _medi_cal(g: random.Random) -> str:
    """A Medi-Cal Benefits Identification Card number: fourteen characters, no public check."""
    return "9" + _r(g, D, 7) + g.choice(UPPER) + _r(g, D, 5)


def _oha_id(g: random.Random) -> str:
    """An Oregon Health ID: two letters, five digits and a letter, no public check."""
    return _r(g, UPPER, 2) + _r(g, D, 5) + g.choice(UPPER)


def _ahcip(g: random.Random) -> str:
    """An Alberta AHCIP personal health number: nine digits, checked by no library here."""
    return f"{g.choice('123456789')}{_r(g, D, 4)}-{_r(g, D, 4)}"


def _mcp(g: random.Random) -> str:
    """A Newfoundland and Labrador MCP number: twelve digits, no public check."""
    return g.choice("123456789") + _r(g, D, 11)


def _frn(g: random.Random) -> str:
    """An FCC Registration Number: ten digits, no public check."""
    return "00" + _r(g, D, 8)


def _chn(g: random.Random) -> str:
    """A Council of the Haida Nation citizenship number; no public check."""
    return f"{g.choice(['G', 'H'])}{_r(g, D, 6)}"


def _jp_boat(g: random.Random) -> str:
    """A Japanese small-boat operator licence number: twelve digits, no public check."""
    return g.choice("123456789") + _r(g, D, 11)


def _us_passport(g: random.Random) -> str:
    """A US passport book number: a letter and eight digits."""
    return g.choice("AE") + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "HICN on dad's old red-white-and-blue Medicare card: {s}": _hicn,
    "my CFEC permit number (Bristol Bay drift): {s}": _cfec,
    "ADF&G vessel license number for the Tyee Runner: {s}": _adfg_vessel,
    "номер моей карты TWIC для ворот в Накнеке: {s}": _twic,
    "ti d-driver licence (WDL): {s}": _wdl,
    "pa nani-California driver license number: {s}": _ca_dl,
    "ti skiff-tx Pleasure Craft Licence: {s}": _pcl,
    "díi DFO Fisher Identification Number (FIN): {s}": _dfo_fin,
    "Known Traveler Number của anh: {s}": _ktn,
    "ínmi WDFW WILD ID {s}": _wild_id,
    "ne-CDFW GO ID: {s}": _go_id,
    "shi son Denali KidCare ID: {s}": _kidcare,
    "ProviderOne client ID for Rosalie: {s}": _provider_one,
    "el número BIC de Medi-Cal de mi mamá: {s}": _medi_cal,
    "Oregon Health ID (Toppenish crew, for the clinic form): {s}": _oha_id,
    "mon numéro d'assurance-maladie de l'Alberta (AHCIP) : {s}": _ahcip,
    "FCC Registration Number (FRN) for the radio-room licence: {s}": _frn,
    "díi Haida Nation citizenship number: {s}": _chn,
    "小型船舶操縦免許証の番号：{s}": _jp_boat,
    "MCP-nummeret mitt fra Newfoundland: {s}": _mcp,
    "Council of the Haida Nation citizenship no. for the fishing-permit form: {s}": _chn,
    "se passport number: {s}": _us_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}-{_r(rng, D, 5)}-{_r(rng, UPPER, 2)}" for _ in range(n)]


_BACKUPS = ["Finix dashboard 2FA recovery codes\n{codes}", "backup codes for the co-op's Microsoft 365 login {codes}",
            "Marqeta backup codes: {codes}", "reservekoder for 2FA:\n{codes}",
            "mga backup code ng 2FA: {codes}", "díi 2FA backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Payrix:dale@weirline.org?secret={s}&issuer=Payrix&period=30",
              "Aegis, manual entry key for the Knack login: {s}",
              "2FAS, setup key for the Caspio account: {s}",
              "pa nani-2FA key: {s}"]  # fmt: skip
_CODES = ["{c} is your Tilled verification code", "Credit Union 1: your one-time code is {c}",
          "Mã OTP của bạn là {c}. Không chia sẻ mã này.", "Ваш код подтверждения: {c}",
          "BluePay: use {c} to finish signing in"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Weirline-Camp", "WL-Sonar-Kenai", "Chitina-FishWheel", "GCI-Glennallen", "Masset-Weir-5G",
          "HlGaagilda-Lab", "BellaCoola-Hatch", "Tulalip-Redd", "Celilo-Count", "HappyCamp-Weir",
          "Requa-Smoke", "Petersburg-Dock", "Naknek-Bunkhouse", "Tyee-Runner-Deck", "Orleans-Bunk"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA2;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "camp network {s}, password {pw}",
    "wifi at the Requa smokehouse: {s} / {pw}",
    "Pi imager, wireless LAN: SSID {s}, password {pw}",
    "the key on the sticker under the Starlink router: {pw}",
    "{s} wifi, se password {pw}",
    "díi wifi {s}, password {pw}",
    "ínmi wifi {s} password {pw}",
    "ti wifi-tx {s}, ti password-tx {pw}",
    "ne-wifi {s}, password: {pw}",
    "password ng wifi na {s}: {pw}",
    "wifi-passordet på {s} er {pw}",
    "пароль от вайфая {s}: {pw}",
    "mật khẩu wifi {s} là {pw}",
    "Wi-Fi「{s}」のパスワード：{pw}",
    "와이파이 {s} 비밀번호 {pw}",
    "el wifi {s}, contraseña {pw}",
    "le wifi {s}, mot de passe {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("skapi_cert_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _quickbase,
                 _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["reading it out over the VHF one character at a time: {t}", "[dictated over the sat phone] {t}",
          "(spaced out so the crew-chat preview hides it) {t}", "ne-token, one by one: {t}",
          "isa-isang letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["se padlock code: {pw}", "pa smokehouse padlock code: {pw}", "koden til hengelåsen på naustet: {pw}",
          "код от замка на сарае: {pw}", "code ng padlock sa bodega: {pw}", "mã khóa cửa kho lạnh: {pw}",
          "the hatchery gate keypad takes {pw} then #", "padlock on the fish-wheel shed at Chitina: {pw}",
          "lockbox at the Orleans bunkhouse: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["eulachon", "fireweed", "alder", "dipnet", "riffle", "sandbar", "kype", "alevin",
                 "smolt", "spruce", "cedar", "gravel", "tote", "skiff", "eddy", "oolichan"]  # fmt: skip
_PHRASES = {"Proton Pass master passphrase for the crew vault: {p}": " ",
            "Enpass vault passphrase: {p}": " ",
            "Strongbox master passphrase: {p}": "-", "KeePassXC database passphrase: {p}": ".",
            "ti d-passphrase: {p}": " ", "passfrasen til backupen: {p}": "_",
            "passphrase ng backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTPie: http GET counts.weirline.lan/api/runs 'Authorization: Bearer {v}'": False,
    "Hoppscotch collection, header Authorization = Basic {v}": True,
    "Insomnia export of the Ayyeka call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "~/.weex/weex.rc:\n[counts]\nHostName = ftp.weirline.org\nLoginName = counts\nPassword = {pw}\nSrcDir = /srv/www/counts",
    "~/.slrnrc:\nnnrpaccess \"news.weirline.lan\" \"{u}\" \"{pw}\"",
    "t-rex config.toml:\n[[datasource]]\nname = \"redds\"\ndbconn = \"postgresql://trex:{pw}@pg.weirline.lan/redds\"",
    "mapproxy.yaml:\nsources:\n  counts_wms:\n    type: wms\n    req:\n      url: https://mapuser:{pw}@maps.weirline.lan/service?\n      layers: stations",
    "creds.json (DNSControl):\n{{\n  \"powerdns\": {{\"TYPE\": \"POWERDNS\", \"apiUrl\": \"http://ns1.weirline.lan:8081\", \"apiKey\": \"{pw}\", \"serverName\": \"localhost\"}}\n}}",
    ".netrc:\nmachine urs.earthdata.nasa.gov login {u} password {pw}",
    "~/.pgpass:\npg.weirline.lan:5432:runcount:{u}:{pw}",
    "/etc/fstab:\n//nas-masset/weir /mnt/weir cifs username={u},password={pw},vers=3.0 0 0",
    "~/.my.cnf:\n[client]\nuser={u}\npassword={pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "application.properties (hatchery app):\nspring.datasource.username=hatchery\nspring.datasource.password={pw}",
    "compose.yaml:\n  db:\n    image: postgis/postgis:16-3.4\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "geoserver data_dir/security/usergroup/default/users.xml:\n<user enabled=\"true\" name=\"admin\" password=\"plain:{pw}\"/>",
    "redds.qgs:\n<datasource>dbname='redds' host=gis.weirline.lan user='qgis' password='{pw}' table=\"public\".\"redd_points\" (geom)</datasource>",
    "ERDDAP setup.xml:\n<emailUserName>erddap@weirline.org</emailUserName>\n<emailPassword>{pw}</emailPassword>",
    "Home Assistant secrets.yaml:\nweir_camera_password: {pw}",
    "wp-config.php (weirline.org):\ndefine( 'DB_PASSWORD', '{pw}' );",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Hatchery\": \"Server=sql.weirline.lan;User Id=hatchery;Password={pw};\" }}",
    "msmtprc:\naccount counts\nhost smtp.weirline.org\nuser alerts@weirline.org\npassword {pw}",
    "# kommentar: passordet til loggeren\nlogger.yml:\n  user: logger\n  password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw, u=_USERS), "pw")


_CHATS = [
    "Marnie: bunkhouse wifi password?\nDale: {pw}",
    "[05:48] verna: root pw for the weir Pi?\n[05:49] arlo: {pw}",
    "Rosalie: {pw} is the new ARIS password",
    "Colton: use {pw}, that's what the Geolux has now",
    "Tamsin: áw ínmi password {pw}",
    "Shawna: nek ne-password new {pw}",
    "Dale: ti password-tx new {pw}",
    "Lorna: pa nani-password new {pw}",
    "Jolina: bagong password: {pw}",
    "Thảo: mật khẩu mới là {pw}",
    "상민: 새 비밀번호는 {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "p\u0430ssword = {pw}", "pas\u0455word → {pw}", "𝘱𝘢𝘴𝘴𝘸𝘰𝘳𝘥 {pw}",
    "ＰＡＳＳＷＯＲＤ: {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "pass\u180eword = {pw}", "PASS\u200cWORD: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's counts).
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
    "the ARIS topside password is": "{s}", "SonTek M9 pw:": "{s} (since the boat swap in June)",
    "se password": "{s}", "WaterLOG password": "{s}\nchange it after the run",
    "ínmi password": "{s}", "passord:": "{s}", "ne-password": "{s}", "Carsoe password": "{s}",
    "the password Verna read out over the VHF was": "{s}, I think", "пароль:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Ayyeka API key", "{s}", _j((HEX, 32))),
    ("split_token", "Heartland key:", "{s} (the test account)", _j("skapi_cert_", (ALNUM, 28))),
    ("split_token", "Finix API secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Nunchuk backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/37", lambda g: v.grouped(_card(g, "discover"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SK"))),
    ("split_backup", "Marqeta recovery codes", "{s}\nQWT-48213-ZP\nLKR-90377-MD", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "HICN", "{s}", _hicn),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"sonar": {"url": "https://aris-kenai.weirline.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"ínmi_password": "{s}"}': ("meta_password", _plain_pw),
    '{"crew": {"user": "dale.k", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"stations": [{"name": "yakoun"}, {"name": "kahtnu", "logger_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["postgraphile", "-c", "postgres://weir:{s}@pg.weirline.lan/runcount"]}': ("meta_password", _plain_pw),
    '{"note": "ne-email password {s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign into the WaterLOG portal as weir-ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"eagleio": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payrixKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"ayyeka_token": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"X-Api-Key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "09/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    '{"roe_buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "PT")),
    '{"medicare": {"hicn": "{s}"}}': ("meta_id", _hicn),
    '{"mfa": {"backup_codes": ["{s}", "QWT-48213-ZP", "LKR-90377-MD"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donation_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"appkey": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fish_wheel_shed": {"lock_combo": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Weirline-Camp", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyproj-3.7.1-cp311-cp311-manylinux_2_28_x86_64.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"aris-explorer-firmware-2.9.4.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/weirline/counts-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"counts: add sonar range bins for Kahtnu", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"passage: revert tide offset", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"escapement_2033-07-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"redd-survey-export-2032.gpkg").hexdigest()

CLEAN = [
    "Remind me to change the ARIS laptop password before the Kenai sonar goes in on 2033-05-20.",
    "Dale asked for the bunkhouse wifi password; it's on the card inside the radio-room door.",
    "Policy: Weirline passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into the crew group text; send a vault link instead.",
    "The `.env.example` line `AYYEKA_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The WaterLOG portal asks for a new password every 90 days.",
    "Replace <YOUR_EAGLEIO_KEY> in the README with the key from your eagle.io workspace.",
    "KISTERS_KIWIS_TOKEN and PAYRIX_API_KEY must be set before the nightly count export runs.",
    "Atna' Tuu fish wheel: 1,204 łuk'ae, June 14. Tsin'aen!",
    "Kahtnu sonar: 18,420 łiq'a yesterday. Chin'an.",
    "Gaw weir, chíin count 312 today. Háw'aa.",
    "Q'umk'uts weir-tx: 96 coho. Stutwinitscw.",
    "sqaǰət sčədadxʷ count 2,031 (July 2). haʔɬ.",
    "Wayám núsux count 4,877. Kw'ałanúushamash.",
    "Panámniik 'áama count 655 pa weir. Yôotva.",
    "Re'kwoy nepuy count 1,118. Wok-hlew'.",
    "Huwag mong ibigay ang password mo kahit kanino.",
    "Passordet må ha minst seksten tegn.",
    "Никому не сообщайте свой пароль.",
    "Đừng chia sẻ mật khẩu với bất kỳ ai.",
    "パスワードは誰にも教えないでください。",
    "비밀번호는 16자 이상이어야 합니다.",
    "No le pases la contraseña a nadie, ¿eh?",
    "Le mot de passe doit avoir au moins seize caractères.",
    "Upgraded ARIScope from 2.8 to 2.9 and pyproj to 3.7.1 before the run.",
    f"commit {_COMMIT} adds sonar range bins for the Kahtnu site.",
    f"Rolled back to {_SHORT} after the tide offset broke the passage estimates.",
    f"requirements.txt: pyproj==3.7.1 --hash=sha256:{_WHEEL_SUM}",
    f"The ARIS Explorer firmware 2.9.4 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of redd-survey-export-2032.gpkg: {_SHA512}",
    f"The counts API container runs ghcr.io/weirline/counts-api@sha256:{_IMAGE}.",
    f"MD5 of escapement_2033-07-11.csv is {_MD5}, same as the copy on the Celilo share.",
    "Request id 3f6c2a91-8d4e-4b07-a5c3-1e9f0d7b6a24 is the slow one in the eagle.io logs.",
    "Purchase order PO-2033-00217 for 60 smolt-trap cones ships on Monday.",
    "WL-3310: the Yakoun weir camera drops offline every night around 02:00.",
    "Call the Chitina fish-wheel camp on +1 907 555 0142 before noon.",
    "Tote T-2033-0412: 38 kg sockeye, core temperature 2.1 °C.",
    "Float plane N4572K to Chitina leaves at 09:15; 40 lb per person.",
    "Escapement goal for the Kenai late run is 750,000 to 1,300,000 sockeye.",
    "Water at the Happy Camp weir: 14.2 °C, flow 96 m³/s, turbidity 3 NTU.",
    "After five wrong passwords the WaterLOG portal locks the account for 30 minutes.",
    "The Masset weir panel is 18 m wide; the trap box holds about 400 fish.",
    "The secret of good smoked strips is alder wood and a slow, cool fire.",
    "Ask Dale for the smokehouse keypad code, I don't have it.",
    "My card ending 4408 was declined at the Naknek hardware store.",
    "The Lisbon roe buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Finix account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `EAGLEIO_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the fish-wheel shed rusts in the spray; oil it every two weeks.",
    "eagle.io moved the API key page under Account › Security in its May release.",
    "DOI 10.1139/cjfas-2032-0117 is the sonar paper; ORCID iD 0000-0002-1825-0097 is its first author's.",
    "The guest wifi 'Weirline-Visitors' is open, no password needed.",
    "PIT tag 3D9.1C2D4F8A7B was detected on the Celilo array at 04:12 and again at 04:31.",
    "VHF channel 16 for distress, 68 for the weir crews, 72 for the skiff.",
    "Yakoun weir: 53.6321 N, 132.2094 W; the camp is 400 m downstream.",
    "Run timing: 50 % passage on July 11, two days later than the 2032 run.",
    "Version 4.12.0 of the counting app fixes the double count at the Requa weir.",
    "Cháw password crew chat-pa! Kw'ałanúushamash.",
    "Ticket WL-3398 is closed: the Tulalip redd survey now exports GPX files.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-02T08:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/weirline/aris-kenai", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 388}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyproj", "version": "3.7.1"}}',
    '{"ticket": "WL-3310", "purchase_order": "PO-2033-00217"}',
    '{"tote": {"id": "T-2033-0412", "weight_kg": 38, "core_temp_c": 2.1}}',
    '{"phone": "+1 907 555 0142", "station": "Chitina"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "fish_counted": 18420}',
    '{"request_id": "3f6c2a91-8d4e-4b07-a5c3-1e9f0d7b6a24", "latency_ms": 2210}',
    '{"pit_tag": "3D9.1C2D4F8A7B", "array": "Celilo", "detected_at": "2033-07-11T04:12:00Z"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
