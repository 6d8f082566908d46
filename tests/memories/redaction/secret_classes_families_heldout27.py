# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, twenty-seventh corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
twenty-sixth held-out corpus as a format example, the fifth to twenty-sixth only to search them
for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, and the scrubber was never run on it. Its own seed, password words,
names, places, templates, tools, vendors and layouts, the way the field technicians of a
volcano, earthquake, weather and tide monitoring network leak secrets into an assistant's
memory: qTox, Tinode, Nheko, NeoChat, SchildiChat, Fractal, Quaternion, HexChat, Konversation,
Quassel, TheLounge, Halloy, Conversations and Profanity pastes, AppFlowy, Dendron, Foam, DokuWiki,
Xournal++, Org-mode, Vimwiki, Gnote, Tomboy and Dropbox Paper notes to self, incident write-ups,
ServiceNow, TOPdesk, SysAid, Spiceworks, Jitbit, iTop, Deskpro and Faveo tickets, e-mails,
runbooks, the history of mksh, Plan 9's rc and tclsh and of Tera Term, Xshell, Royal TS,
mRemoteNG, ZOC, Tilda, LXTerminal, Terminology, WindTerm, FinalShell, Bitvise, GNOME Console and
Blink Shell sessions, SeisComP, Earthworm, ObsPy, WeeWX, Cumulus MX, ChirpStack, The Things Stack,
ThingsBoard, EMQX, Mosquitto, HiveMQ, QuestDB, VictoriaMetrics, Kapacitor, OpenRemote, GeoServer,
GeoNetwork, ERDDAP, Dataverse, Observium, Greenbone, Kallithea, Fossil, Froxlor, Eclipse Kapua,
Magistrala, Apache NiFi, Dagster, Pulsar, SurrealDB, Seafile, RTKLIB, SIPp, ttyd and the JFrog CLI
configs and commands, field hardware's web pages (Kerlink, MultiTech, Peplink, Cradlepoint, Sierra
Wireless, LoggerNet, Vaisala, Davis, Ecowitt, WeatherFlow, Güralp, Nanometrics, Trimble,
Septentrio), README fragments, voice-dictated text and requests to the assistant itself. About
60 % English (or language-neutral config and shell), the rest in Kichwa (Ecuadorian Highland
Quichua), Sango, Pulaar (Fula), Võro, Erzya, Newar (Nepal Bhasa), Pangasinan and Tuvaluan (no
earlier docstring or word list names or writes them), and Mexican Spanish, Austrian German,
Quebec French, Brazilian Portuguese, Italian, Russian, Polish, Czech, Japanese, Korean and
Simplified Chinese in wordings of their own. Vendors (Visual Crossing, Meteomatics,
WeatherAPI.com, Weatherbit, Stormglass, Xweather, meteoblue, Ambee, BreezoMeter, IQAir,
PurpleAir, Sentinel Hub, Planet Labs, WorldTides, MarineTraffic, Datalastic, FlightAware,
what3words, Stadia Maps, MapTiler, Thunderforest, Arkesel, Particle, Blynk, Datacake, Golioth,
Blues Notehub, Soracom, Losant, Hologram, Sigfox) are ones heldouts 5 to 26 do not name; the
national ids are kinds they do not use (Slovenia's davčna številka, Bulgaria's EIK (BULSTAT),
Romania's CUI/CIF and Malta's VAT number with their check digits from python-stdnum; Iran's
national code (کد ملی), Brazil's Cartão Nacional de Saúde (CNS) and PIS/PASEP/NIT and Mexico's
IMSS number (NSS) with check digits computed here; Nepal's citizenship certificate number and
Senegal's national identification number (ECOWAS card), which carry none; passports under Sango,
Pulaar and Tuvaluan words). The IBANs are of countries used least by a rough count over heldouts
5 to 26 (Belgium, Switzerland, the United Kingdom, the Netherlands, Sweden, Luxembourg, Croatia
and Poland, each in one earlier corpus). Measured once; a miss here is reported, not tuned on.
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
from stdnum.bg import vat as bg_vat
from stdnum.mt import vat as mt_vat
from stdnum.ro import cui as ro_cui
from stdnum.si import ddv as si_ddv

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 27_611_409
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
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


_FOODS = ["Yomari", "Chatamari", "Kwati", "Choila", "Bangus", "Kaleskas", "Pulaka", "Palusami",
          "Fekei", "Lacciri", "Kossam", "Gozo", "Ngunza", "Pachalks", "Salmat", "Locro",
          "Hornado", "Llapingacho", "Soir", "Kama", "Tsoorik"]  # fmt: skip
_PLACES = ["Penipe", "Riobamba", "Guano", "Banos", "Bangui", "Bambari", "Bossangoa", "Podor",
           "Matam", "Ndioum", "Haanja", "Rouge", "Vastseliina", "Saransk", "Ardatov", "Temnikov",
           "Bhaktapur", "Kirtipur", "Thimi", "Dagupan", "Lingayen", "Bolinao", "Funafuti",
           "Vaitupu", "Nanumea"]  # fmt: skip
_NAMES = ["Sisa", "Amaru", "Killari", "Pakari", "Gervais", "Nadege", "Fidele", "Demba", "Coumba",
          "Aissata", "Hamady", "Leelo", "Kaido", "Merle", "Litova", "Viryava", "Tyushtya",
          "Rajani", "Prajwal", "Rubina", "Marisol", "Dindo", "Lorelie", "Sione", "Losaline",
          "Tefua"]  # fmt: skip
_SYMBOLS = "!#$%&*+?@^~"
_LEET = ["P3n1p3", "B4mb4r1", "P0d0rr", "H44nj4", "S4r4nsk", "Bh4ktapur", "D4gup4n", "Fun4fut1",
         "V41tupu"]  # fmt: skip

# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES).lower()}{g.randrange(10, 100)}{g.choice(_NAMES)}",
    lambda g: f"{g.choice(_NAMES)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM, 6) + g.choice(_SYMBOLS) + _r(g, ALNUM, 6),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: f"{g.choice(['Ashen', 'Sleepy', 'Rumbling', 'Misty', 'Tidal', 'Stony'])}{g.choice(['Vicuna', 'Pangolin', 'Hornbill', 'Beaver', 'Lynx', 'Yak', 'Dugong', 'Egret'])}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "%&$#", 16),
    lambda g: f"{g.choice(_FOODS).lower()}{g.choice(_SYMBOLS)}{g.choice(_FOODS).upper()}{g.randrange(1, 10)}",
    lambda g: f"{g.choice(_NAMES).lower()}_{g.randrange(1950, 2010)}_{g.choice(_PLACES).lower()}",
    lambda g: "+".join(g.sample(_FOODS, 3)) + str(g.randrange(1, 100)),
    lambda g: _r(g, UPPER, 3) + _r(g, D, 4) + _r(g, LOWER, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(50, 100)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)[:3].upper()}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_FOODS)}-{g.choice(_PLACES)}-{g.randrange(10, 100)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "qTox message from Amaru: the SeisComP sysop password is {pw}",
    "Tinode chat #penipe-obs: the Earthworm box root password is now {pw}",
    "Nheko, room #field-ops: the WeeWX admin password {pw} works again",
    "NeoChat DM from Gervais: new ThingsBoard tenant admin password is {pw}",
    "SchildiChat, Prajwal: ChirpStack admin password {pw}, don't forward it",
    "Fractal #tide-gauges: the EMQX dashboard password is {pw}",
    "Quaternion room 'infra': HiveMQ Control Center password {pw}",
    "HexChat #tremora <kaido> the GeoServer admin password is {pw}",
    "Konversation log 09:12 <demba> ERDDAP setup password: {pw}",
    "Quassel backlog: <sione> the OpenRemote manager password is {pw}",
    "TheLounge #ops <rubina> Dataverse superuser password {pw}",
    "Halloy: <marisol> QuestDB console password is {pw} now",
    "Conversations (XMPP) from leelo@tremora.lan: Observium admin password {pw}",
    "Profanity> tyushtya: the Greenbone admin password is {pw}",
    "AppFlowy page 'Station logins': GeoNetwork admin password {pw}",
    "Dendron note stations.bangui: Cumulus MX web password {pw}",
    "DokuWiki page ops:kapua — Eclipse Kapua sys-admin password {pw}",
    "Xournal++ scan of the whiteboard: Magistrala admin password {pw}",
    "Org-mode: * TODO rotate the NiFi single-user password ({pw})",
    "Vimwiki diary 2027-03-04: Kallithea admin password is {pw}",
    "Gnote note 'Nanumea': the Peplink router admin password is {pw}",
    "Tomboy note: Cradlepoint NetCloud password {pw}",
    "Foam note [[airlink]]: Sierra Wireless ACEmanager password {pw}",
    "Dropbox Paper doc 'handover Podor': the LoggerNet admin password is {pw}",
    "Hi Coumba,\n\nthe Vaisala Observation Console password is {pw} until the calibration visit on the 14th,\nplease change it afterwards.\n\nHamady",
    "Incident 2027-02-11: the Güralp digitiser web page at Bossangoa was reachable from the internet with admin password {pw}",
    "Runbook: Nanometrics Centaur at Penipe\n1. open https://centaur-pnp.tremora.lan\n2. log in as admin, password {pw}\n3. check the state-of-health tab",
    "README (stations)\nThe Trimble Alloy at Lingayen answers on https://gnss-lgy.tremora.lan, the admin password is `{pw}`.",
    "ServiceNow INC0048213: Septentrio receiver login fails, the password in use is {pw}",
    "TOPdesk call 2027-0412: the Kerlink gateway root password ({pw}) is taped inside the cabinet, rotate please",
    "SysAid SR 7731: reset for the MultiTech Conduit, the old admin password was {pw}",
    "Spiceworks ticket #5521: Davis WeatherLink account password {pw}",
    "Jitbit ticket 4420: the Ecowitt gateway admin password is {pw}, needs changing",
    "iTop UserRequest R-0093: the WeatherFlow Tempest account password is {pw}",
    "my Banco Pichincha online banking password is {pw} now",
    "can you keep my Wave login? the password is {pw}",
    "password for grandma's Deezer account: {pw}",
    "the Battle.net password is {pw}, don't tell my brother",
    "dictated: the GeoServer master password is {pw} full stop",
    "note to self: Froxlor admin password {pw}",
    "after the Dagster install the webserver password was {pw}",
    "Ñuka email passwordka {pw} kan",
    "wasipi router passwordka: {pw}",
    "Sisa: servermanta mushuk passwordka {pw} kan",
    "Password ti email ti mbi ayeke {pw}",
    "password ti router ti da ti mbi: {pw}",
    "Gervais: fini password ti server ayeke {pw}",
    "Password email am ko {pw}",
    "password router suudu am: {pw}",
    "Demba: password kesu server oo ko {pw}",
    "Mu meili salasõna om {pw}",
    "kodo ruuteri salasõna: {pw}",
    "Kaido: serveri vahtsõnõ salasõna om {pw}",
    "Монь почтань паролем {pw}",
    "Кудонь роутеронь пароль: {pw}",
    "Литова: серверэнь од паролесь {pw}",
    "जिगु इमेलया पासवर्ड {pw} ख",
    "छेँया राउटरया पासवर्ड: {pw}",
    "रजनी: सर्भरया न्हूगु पासवर्ड {pw} ख",
    "Say password ko ed email et {pw}",
    "password na router ed abong: {pw}",
    "Marisol: say balon password na server et {pw}",
    "Toku password o te imeli ko {pw}",
    "te password o te router i te fale: {pw}",
    "Sione: te password fou o te server ko {pw}",
    "la contraseña de mi cuenta de Telcel es {pw}",
    "Passwort für FinanzOnline: {pw}",
    "mon mot de passe pour clicSÉQUR c'est {pw}",
    "a senha do Meu INSS é {pw}",
    "la password di PosteID è {pw}",
    "пароль от личного кабинета налогоплательщика: {pw}",
    "hasło do Profilu Zaufanego: {pw}",
    "ゆうちょダイレクトのログインパスワードは {pw} です",
    "홈택스 비밀번호: {pw}",
    "个人所得税App的登录密码是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["sisa.q", "amaru", "killari.y", "gervais.n", "nadege", "demba.s", "coumba",
          "hamady.b", "leelo", "kaido.t", "litova", "viryava.k", "rajani", "prajwal.s", "rubina",
          "marisol.f", "dindo", "sione.t", "losaline", "sysop", "seisadmin", "svc-weewx"]  # fmt: skip
_LOGINS = [
    "NeoChat: Amaru says the SeisComP database login is {u} / {pw}",
    "TOPdesk call 2027-0415: {u} can't get into ThingsBoard, last password {pw}",
    "user {u} pw {pw}",
    "DokuWiki › Stations › Bangui › Earthworm: {u} — {pw}",
    "| station | user | pass |\n|---|---|---|\n| PNP | {u} | {pw} |",
    "log in as {u} with {pw} on the GeoServer web UI",
    "Güralp Discovery login: {u}:{pw}",
    "username: {u}\npassword: {pw}",
    '{{"login": "{u}", "pass": "{pw}"}}',
    "Tinode: account {u}, password {pw}",
    "Rubina says the QuestDB account is {u} and the password is {pw}",
    "host,user,password\nemqx.tremora.lan,{u},{pw}",
    "ñuka shutika {u}, passwordka {pw}",
    "iri ti mbi: {u}, password: {pw}",
    "innde am: {u}, password am: {pw}",
    "pruukja {u}, salasõna {pw}",
    "лемем {u}, паролем {pw}",
    "प्रयोगकर्ताया नां {u}, पासवर्ड {pw}",
    "say username ko et {u}, say password et {pw}",
    "toku igoa ko {u}, password ko {pw}",
    "mi usuario es {u} y la contra es {pw}",
    "Anmeldename {u}, Passwort {pw}",
    "nom d'usager {u}, mot de passe {pw}",
    "아이디 {u} / 비번 {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["yomari", "kwati", "choila", "bangus", "kaleskas", "pulaka", "palusami",
               "lacciri", "kossam", "ngunza", "pachalks", "hornado"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lowercase, followed by {d}",
    "password: the dish {w}, then the number {d}",
    "for the Earthworm box it's {w} with {d} after it",
    "voice note: the station wifi password is {w} and then {d}, no spaces",
    "spell it as {w} then {d}",
    "it's {w}{d}, the food and the number run together",
    "passwordka {w} shimi, kipa {d} kan",
    "password ayeke tene {w} na pekoni {d}",
    "password ko konngol {w}, caggal mum {d}",
    "salasõna om sõna {w} ja perän {d}",
    "паролесь — вал {w}, сестэ {d}",
    "te password ko te pati {w} mo te numela {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "emqx ctl admins add {u} {pw} 'field tech'",
    "emqx ctl admins passwd {u} {pw}",
    "mosquitto_passwd -b /etc/mosquitto/passwd {u} {pw}",
    "./bin/nifi.sh set-single-user-credentials {u} {pw}",
    "sudo -u _gvm gvmd --create-user={u} --password={pw}",
    "sudo -u _gvm gvmd --user={u} --new-password={pw}",
    "gvm-cli --gmp-username {u} --gmp-password {pw} socket --xml '<get_version/>'",
    "str2str -in ntrip://{u}:{pw}@caster.tremora.lan:2101/PNP00ECU -out file://pnp.rtcm3",
    "surreal sql --endpoint http://surreal.tremora.lan:8000 --user {u} --pass {pw} --ns wx --db stations",
    "pulsar-admin --admin-url https://pulsar.tremora.lan:8443 --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationBasic --auth-params '{{\"userId\":\"{u}\",\"password\":\"{pw}\"}}' tenants list",
    "mariadb-admin -u root password '{pw}'",
    "sql {u}/{pw}@//ora.tremora.lan:1521/XEPDB1",
    "vmctl influx --influx-addr http://influx-old.tremora.lan:8086 --influx-user {u} --influx-password {pw} --vm-addr http://vm.tremora.lan:8428",
    "kafka-configs --bootstrap-server kafka.tremora.lan:9092 --alter --add-config 'SCRAM-SHA-512=[password={pw}]' --entity-type users --entity-name {u}",
    "fossil clone https://{u}:{pw}@fossil.tremora.lan/ew-params ew-params.fossil",
    "sipp -sn uac -au {u} -ap {pw} voip.tremora.lan",
    "jf rt ping --url https://artifacts.tremora.lan/artifactory --user {u} --password {pw}",
    "seaf-cli sync -l 0f3c9a1e-2b7d-4c55-9e08-7a61d2b4c3f0 -s https://seafile.tremora.lan -d /data/wf -u {u} -p {pw}",
    "nextcloudcmd -u {u} -p {pw} /srv/stations https://cloud.tremora.lan",
    "smbget -U {u}%{pw} smb://nas.tremora.lan/waveforms/2027/061.mseed",
    "mydumper -h seiscomp-db.tremora.lan -u {u} -p {pw} -B seiscomp -o /backup/seiscomp",
    "xtrabackup --backup --user={u} --password={pw} --target-dir=/backup/full",
    "pt-table-checksum --user={u} --password={pw} h=seiscomp-db.tremora.lan",
    "mysqlcheck -u {u} -p{pw} --all-databases",
    "osql -S loggernet-sql -U {u} -P {pw} -Q 'SELECT COUNT(*) FROM tide'",
    "seiscomp exec scdbstrip --days 30 -d mysql://{u}:{pw}@localhost/seiscomp",
    "python -c \"from obspy.clients.fdsn import Client; c = Client('https://fdsn.tremora.lan', user='{u}', password='{pw}')\"",
    "curl -u admin:{pw} -XGET https://geoserver.tremora.lan/geoserver/rest/workspaces.json",
    "kcadm.sh config credentials --server https://sso.tremora.lan --realm master --user {u} --password {pw}",
    "ssh-keygen -p -P {pw} -N '' -f ~/.ssh/id_ed25519_pnp",
    "MINIO_ROOT_USER={u} MINIO_ROOT_PASSWORD={pw} minio server /srv/minio",
    "xfreerdp3 /v:loggernet-pc.tremora.lan /u:{u} /p:{pw} /dynamic-resolution",
    "echo '{u}:{pw}' | sudo chpasswd -c SHA512",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart seiscomp",
    "openssl pkcs12 -export -in gs.crt -inkey gs.key -out geoserver.p12 -passout pass:{pw}",
    "ttyd -c {u}:{pw} -p 7681 bash",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "mksh on the field tablet:\n:/ $ {c}", "rc (plan9port)\n; {c}",
    "tclsh\n% exec {c}", "Tera Term log:\n{c}", "Xshell 8 [gw-pnp] ~$ {c}", "Royal TS > {c}",
    "mRemoteNG session log:\n{c}", "ZOC> {c}", "Tilda:\n$ {c}", "LXTerminal ~ $ {c}",
    "Terminology: {c}", "WindTerm history: {c}", "FinalShell> {c}", "Bitvise xterm:\n$ {c}",
    "GNOME Console\n$ {c}", "Blink Shell (iPad): {c}", "kayta rurapay: {c}", "sara ni: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@timescale.tremora.lan:5432/stations",
    "mysql://{u}:{pw}@seiscomp-db.tremora.lan:3306/seiscomp",
    "mongodb://{u}:{pw}@tb-db.tremora.lan:27017/?authSource=admin",
    "mqtt://{u}:{pw}@emqx.tremora.lan:1883",
    "mqtts://{u}:{pw}@hivemq.tremora.lan:8883",
    "nats://{u}:{pw}@nats.tremora.lan:4222",
    "ftp://{u}:{pw}@loggernet.tremora.lan/incoming",
    "http://{u}:{pw}@questdb.tremora.lan:9000/exec?query=select+1",
    "ntrip://{u}:{pw}@caster.tremora.lan:2101/LGY00PHL",
    "clickhouse://{u}:{pw}@ch.tremora.lan:9000/weather",
    "jdbc:mariadb://db.tremora.lan:3306/weewx?user={u}&password={pw}",
    "smb://{u}:{pw}@nas.tremora.lan/waveforms",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URI={c}", "weewx.conf comment: # old {c}",
    "Kapacitor kapacitor.conf:\n  urls = [\"{c}\"]", "save this connection string for me: {c}",
    "kay URL-ka: {c}", "te URL o te database ko {c}", "AppFlowy page 'connections': {c}",
    "Deskpro ticket #3301: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _stormglass(g: random.Random) -> str:
    """Stormglass's API key: two time-based UUIDs joined by a dash."""
    start = g.randrange(0x10000000, 0xF0000000)
    mid, clock, node = (
        _r(g, HEX, 4),
        g.choice("89ab") + _r(g, HEX, 3),
        "0242ac13000" + g.choice("23456"),
    )
    first, second = f"{start:08x}", f"{start + g.randrange(1, 4096):08x}"
    return f"{first}-{mid}-11ef-{clock}-{node}-{second}-{mid}-11ef-{clock}-{node}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Visual Crossing", "VISUALCROSSING_API_KEY", _j((UPPER_DIGITS, 25))),
    ("Meteomatics", "METEOMATICS_PASSWORD", _j((ALNUM, 10))),
    ("WeatherAPI.com", "WEATHERAPI_KEY", _j((HEX, 31))),
    ("Weatherbit", "WEATHERBIT_API_KEY", _j((HEX, 32))),
    ("Stormglass", "STORMGLASS_API_KEY", _stormglass),
    ("Xweather", "XWEATHER_CLIENT_SECRET", _j((ALNUM, 40))),
    ("meteoblue", "METEOBLUE_API_KEY", _j((ALNUM, 16))),
    ("Ambee", "AMBEE_API_KEY", _j((HEX, 64))),
    ("BreezoMeter", "BREEZOMETER_API_KEY", _j((HEX, 32))),
    ("IQAir", "AIRVISUAL_API_KEY", lambda g: v.uuid4(g, "b")),
    ("PurpleAir", "PURPLEAIR_READ_KEY", lambda g: v.uuid4(g, "9").upper()),
    ("Sentinel Hub", "SH_CLIENT_SECRET", _j((ALNUM + "<>,;:+|%!", 40))),
    ("Planet Labs", "PL_API_KEY", _j("PLAK", (HEX, 32))),
    ("WorldTides", "WORLDTIDES_KEY", lambda g: v.uuid4(g, "a")),
    ("MarineTraffic", "MARINETRAFFIC_API_KEY", _j((HEX, 40))),
    ("Datalastic", "DATALASTIC_API_KEY", lambda g: v.uuid4(g, "8")),
    ("FlightAware", "AEROAPI_KEY", _j((ALNUM, 32))),
    ("what3words", "W3W_API_KEY", _j((UPPER_DIGITS, 8))),
    ("Stadia Maps", "STADIA_API_KEY", lambda g: v.uuid4(g, "9")),
    ("MapTiler", "MAPTILER_KEY", _j((ALNUM, 20))),
    ("Thunderforest", "THUNDERFOREST_API_KEY", _j((HEX, 32))),
    ("Arkesel", "ARKESEL_API_KEY", _j((ALNUM, 28))),
    ("Particle", "PARTICLE_ACCESS_TOKEN", _j((HEX, 40))),
    ("Blynk", "BLYNK_AUTH_TOKEN", _j((URLSAFE, 32))),
    ("Datacake", "DATACAKE_API_TOKEN", _j((HEX, 40))),
    ("Golioth", "GOLIOTH_API_KEY", _j((ALNUM, 32))),
    ("Blues Notehub", "NOTEHUB_CLIENT_SECRET", _j((HEX, 64))),
    ("Soracom", "SORACOM_AUTH_KEY", _j("secret-", (ALNUM, 64))),
    ("Losant", "LOSANT_ACCESS_SECRET", _j((HEX, 64))),
    ("Hologram", "HOLOGRAM_API_KEY", _j((ALNUM, 32))),
    ("Sigfox", "SIGFOX_API_PASSWORD", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "rc: {env}='{tok}'",
    "tclsh: set env({env}) {tok}",
    "C:\\stations> setx {env} {tok}",
    "PS C:\\stations> [Environment]::SetEnvironmentVariable('{env}', '{tok}', 'User')",
    "Froxlor › Domains › wx.tremora.lan › .env:\n{env}={tok}",
    "Apache NiFi InvokeHTTP, property {slug}_key = {tok}",
    "weewx.conf:\n[{slug}]\n    api_key = {tok}",
    "Dropbox Paper 'integrations': **{vendor}** key `{tok}`",
    "NeoChat from Leelo: the new {vendor} key for the dashboards is {tok}, the old one is revoked",
    "Deskpro ticket #3307: {vendor} requests return 401, the key we send is {tok}",
    "Faveo ticket 212: {vendor} | prod | {tok}",
    "keep my {vendor} key: {tok}",
    "AppFlowy › Integrations › {vendor} › {tok}",
    "{vendor} API key-ka {tok} kan",
    "API key ti {vendor} ayeke {tok}",
    "API key {vendor} ko {tok}",
    "{vendor} API võti om {tok}",
    "{vendor}-нь API ключесь: {tok}",
    "{vendor}या API key {tok} ख",
    "say API key na {vendor} et {tok}",
    "te API key o {vendor} ko {tok}",
    "llave de la API de {vendor}: {tok}",
    "{vendor} API-Zugangsschlüssel: {tok}",
    "clé d'accès {vendor} (production) : {tok}",
    "chiave API di {vendor}: {tok}",
    "klucz API {vendor}: {tok}",
    "{vendor} API 키: {tok}",
    "{vendor} 的 API 密钥：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    storm = _stormglass(rng)
    meteo_pw = _r(rng, ALNUM, 10)
    particle = _r(rng, HEX, 40)
    sh_id, sh_secret = v.uuid4(rng, "a"), _r(rng, ALNUM + "<>,;:+|%!", 40)
    vc_key = _r(rng, UPPER_DIGITS, 25)
    return [
        Sample("vendor_token", f"curl -H 'Authorization: {storm}' 'https://api.stormglass.io/v2/weather/point?lat=-8.52&lng=179.19&params=waveHeight'", storm),
        Sample("vendor_token", f"curl -u tremora_sione:{meteo_pw} https://api.meteomatics.com/now/t_2m:C/-1.47,-78.44/json", meteo_pw),
        Sample("vendor_token", f"curl https://api.particle.io/v1/devices -H \"Authorization: Bearer {particle}\"", particle),
        Sample("vendor_token", f"from sentinelhub import SHConfig\nconfig = SHConfig()\nconfig.sh_client_id = '{sh_id}'\nconfig.sh_client_secret = '{sh_secret}'", sh_secret),
        Sample("vendor_token", f"https://weather.visualcrossing.com/VisualCrossingWebServices/rest/services/timeline/Podor?unitGroup=metric&key={vc_key}&contentType=json", vc_key),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        slug = re.sub(r"[^a-z0-9]+", "_", vendor.lower()).strip("_")
        out.append(
            Sample("vendor_token", template.format(vendor=vendor, env=env, slug=slug, tok=tok), tok)
        )
    return out


_BARE_PLACES = ["{t}", "HexChat: {t}", "it's only shown once, copying it here:\n{t}",
                "token-ka: {t}", "te token ko {t}", "{t}\n^ the new one", "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 32), ".", (URLSAFE, 40)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 48)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "ChirpStack chirpstack.toml:\n[api]\nsecret = \"{h}\"": 64,
    "The Things Stack config: http.cookie.hash-key: {h}": 64,
    "EMQX emqx.conf: node.cookie = \"{h}\"": 32,
    "Magistrala .env: MG_AUTH_SECRET_KEY={h}": 64,
    "NiFi nifi.properties: nifi.sensitive.props.key={h}": 32,
    "ThingsBoard thingsboard.yml: JWT_TOKEN_SIGNING_KEY: {h}": 64,
    "backup-pa cifrado key-ka {h}": 64,
    "say encryption key na backup et {h}": 64,
    "резервной копиянь ключесь {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jitbit ticket 4431: token copied from devtools {t}",
    "Cookie: JSESSIONID=9F2C41A07B; access_token={t}",
    "THINGSBOARD_JWT={t}",
    "keep this access token please {t}",
    "token-ka {t}",
    "token app oo ko {t}",
    "Halloy log: Authorization {t}",
]  # fmt: skip


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_800_000_000 + rng.randrange(5_000_000)
    alg = ["RS256", "HS512", "ES384", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": rng.choice(_USERS), "iat": issued,
                              "exp": issued + 7200, "sid": v.uuid4(rng, "b")}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.tremora.lan/realms/stations",
            "aud": "thingsboard",
            "roles": ["field-tech"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, URLSAFE, 22)}
    sig = {"RS256": 342, "HS512": 86, "ES384": 128, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "the Earthworm box's old host key, in case we need it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "EMQX etc/certs/key.pem:\n{key}": ("EC PRIVATE KEY", "\n"),
    '{{"tls": {{"key": "{key}"}}}}': ("PRIVATE KEY", "\\n"),
    "tee /etc/geoserver/ssl/gs.key >/dev/null <<'KEY'\n{key}\nKEY": ("RSA PRIVATE KEY", "\n"),
    "ServiceNow INC0048290, attachment pasted:\n{key}": ("PRIVATE KEY", "\n"),
    "te private key o te server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "thingsboard values.yaml:\ntls:\n  key: |\n    {key}": ("ENCRYPTED PRIVATE KEY", "\n    "),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MIGkAgEBBDA", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQI"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [f"-----BEGIN {kind}-----"] + [body[k : k + 64] for k in range(0, len(body), 64)]
    lines += [_r(rng, B64, 40) + "=", f"-----END {kind}-----"]
    return {"key": joiner.join(lines), "secret": lines[3 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Atomic Wallet backup, writing it down before the phone gets wiped: {p}": "english",
    "Rainbow wallet secret phrase\n{p}": "english",
    "please keep my Zerion recovery phrase: {p}": "english",
    "Enkrypt seed words: {p}": "english",
    "voice memo: the Yoroi words are {p} and that is all of them": "english",
    "Dendron note: retired wallet, already emptied {p}": "english",
    "ñuka wallet-pa shimikuna: {p}": "spanish",
    "frase di recupero del portafoglio Talisman: {p}": "italian",
    "obnovovací fráze peněženky SubWallet: {p}": "czech",
    "сид-фраза кошелька Temple: {p}": "russian",
    "Kukai 지갑 복구 문구: {p}": "korean",
    "钱包助记词（Eternl）：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in set(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 15][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 15: 20, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split("\u3000") if "\u3000" in phrase else phrase.split(" ")
    layouts = [
        " ".join(words),
        "\n".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        "  ".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "HexChat, Rubina: the team Visa for the satellite airtime top-up is {c}, exp {mm}/{yy}",
    "save my backup card: {c} good thru {mm}/{yy}",
    "Card no.: {c}\nExpiry: {mm}/{yy}",
    "ServiceNow RITM0012290: charge the seismometer shipping to card {c}",
    "ñuka tarjeta yupay: {c}, {mm}/{yy}",
    "nimero ti carte ti mbi: {c}",
    "limoore kart am: {c}, {mm}/{yy}",
    "mu kaardi number: {c}",
    "монь картань номерэм: {c}, {mm}/{yy}",
    "जिगु कार्ड नम्बर: {c}",
    "say card number ko et {c}, {mm}/{yy}",
    "toku numela o te kaati: {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["mastercard", "visa", "amex", "discover", "unionpay", "jcb", "diners", "maestro"][
        index % 8
    ]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, [" ", "", "-", " ", " ", "."][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(28, 37))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 08/29, CVV2 {cvv}", "security code on the back of the card: {cvv}",
               "Amex {c}, the CID on the front is {cvv}", "tarjetapa washapi kimsa yupaykuna: {cvv}",
               "картань CVV-кодось: {cvv}", "el CVV de atrás de la tarjeta es {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa" if "Visa" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    code = _r(rng, D, 4 if brand == "amex" else 3)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 26; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`).
_IBAN_SHAPES = {"BE": "n" * 12, "CH": "n" * 5 + "c" * 12, "GB": "aaaa" + "n" * 14,
                "NL": "aaaa" + "n" * 10, "SE": "n" * 20, "LU": "nnn" + "c" * 13, "HR": "n" * 17,
                "PL": "n" * 24}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TRM-2027-0193: please pay to {i} within 14 days",
    "save the Geneva calibration lab's IBAN: {i}",
    "IBAN: {i}\nReference: GNSS antenna order 5521",
    "NeoChat #finance: updated bank details, IBAN {i}",
    "ñuka IBAN: {i}",
    "IBAN ti mbi: {i}",
    "IBAN am: {i}",
    "mu IBAN: {i}",
    "монь IBAN-ом: {i}",
    "toku IBAN: {i}",
    "mi IBAN para que me deposites: {i}",
    "mój numer IBAN do przelewu: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _si_tax(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 7), si_ddv.is_valid)


def _bg_eik(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("12345678") + _r(h, D, 8), bg_vat.is_valid)


def _ro_cui(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 7), ro_cui.is_valid)


def _mt_vat(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 7), mt_vat.is_valid)
    return f"{number[:4]}-{number[4:]}"


def _iran_code(g: random.Random) -> str:
    """Iran's national code (کد ملی): nine digits weighted 10 down to 2, mod 11; a remainder
    under 2 is the check digit, else 11 less it."""
    body = g.choice("0123456") + _r(g, D, 8)
    rest = sum(int(c) * w for c, w in zip(body, range(10, 1, -1), strict=True)) % 11
    return body + str(rest if rest < 2 else 11 - rest)


def _cns(g: random.Random) -> str:
    """Brazil's Cartão Nacional de Saúde (a provisional number, 7 to 9 first): fifteen digits
    weighted 15 down to 1 whose sum is a multiple of 11."""
    while True:
        body = g.choice("789") + _r(g, D, 13)
        total = sum(int(c) * w for c, w in zip(body, range(15, 1, -1), strict=True))
        last = -total % 11
        if last < 10:
            number = body + str(last)
            return f"{number[:3]} {number[3:7]} {number[7:11]} {number[11:]}"


def _pis(g: random.Random) -> str:
    """Brazil's PIS/PASEP/NIT: ten digits weighted 3, 2, 9 … 2, mod 11, 11 less it (0 for 10
    and 11), written 000.00000.00-0."""
    body = g.choice("12") + _r(g, D, 9)
    total = sum(int(c) * w for c, w in zip(body, [3, 2, 9, 8, 7, 6, 5, 4, 3, 2], strict=True))
    check = 11 - total % 11
    number = body + str(0 if check >= 10 else check)
    return f"{number[:3]}.{number[3:8]}.{number[8:10]}-{number[10]}"


def _nss(g: random.Random) -> str:
    """Mexico's IMSS social security number: subdelegation, year of affiliation, year of
    birth, a serial and a Luhn check digit."""
    body = (
        f"{g.randrange(1, 100):02d}{g.randrange(0, 100):02d}{g.randrange(50, 100):02d}{_r(g, D, 4)}"
    )
    return body + luhn.calc_check_digit(body)


def _np_citizenship(g: random.Random) -> str:
    """Nepal's citizenship certificate number: district, office, year (B.S.) and serial; no
    check digit."""
    return f"{g.randrange(1, 78):02d}-{g.randrange(1, 4):02d}-{g.randrange(60, 82)}-{_r(g, D, 5)}"


def _sn_nin(g: random.Random) -> str:
    """Senegal's national identification number (on the ECOWAS identity card): thirteen digits,
    the first 1 or 2; no public check digit."""
    number = g.choice("12") + _r(g, D, 12)
    return f"{number[0]} {number[1:4]} {number[4:8]} {number[8:]}"


def _passport(g: random.Random) -> str:
    style = g.randrange(3)
    if style == 0:
        return "O" + _r(g, D, 8)
    if style == 1:
        return "A" + _r(g, D, 8)
    return "FA" + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "davčna številka najemodajalca: {s}": _si_tax,
    "Slovenian tax number of the Koper contractor: {s}": _si_tax,
    "ЕИК по БУЛСТАТ на доставчика: {s}": _bg_eik,
    "Bulgarian EIK of the Plovdiv workshop: {s}": _bg_eik,
    "CUI furnizor: {s}": _ro_cui,
    "Romanian CIF for the Brașov invoice: {s}": _ro_cui,
    "numru tal-VAT (Malta): {s}": _mt_vat,
    "Maltese VAT no. of the Gozo supplier: {s}": _mt_vat,
    "کد ملی: {s}": _iran_code,
    "Iranian national code of the visiting researcher: {s}": _iran_code,
    "Cartão Nacional de Saúde (CNS): {s}": _cns,
    "número do cartão do SUS: {s}": _cns,
    "PIS/PASEP do técnico: {s}": _pis,
    "NIT para o INSS: {s}": _pis,
    "número de seguridad social del IMSS: {s}": _nss,
    "NSS del técnico de campo: {s}": _nss,
    "नागरिकता नं.: {s}": _np_citizenship,
    "Nepali citizenship certificate no. {s}": _np_citizenship,
    "numéro d'identification nationale (carte CEDEAO) : {s}": _sn_nin,
    "nimero ti passeport ti mbi: {s}": _passport,
    "limoore paaspoor am: {s}": _passport,
    "te numela o toku tusi folau: {s}": _passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["ThingsBoard 2FA backup codes\n{codes}", "the spare 2FA codes for the Planet Labs account {codes}",
            "Datacake recovery codes: {codes}", "2FA backup codes-kuna:\n{codes}",
            "2FA-нь запасной кодтнэ: {codes}", "kody zapasowe do konta Google: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/ThingsBoard:sione.t?secret={s}&issuer=ThingsBoard&period=30",
              "TOTP setup key for the Datacake account: {s}", "authenticator secret (Observium): {s}",
              "te 2FA secret ko {s}"]  # fmt: skip
_CODES = ["{c} is your Hologram dashboard sign-in code", "Ihr TAN-Code für FinanzOnline lautet {c}",
          "tu código de verificación de Mercado Pago es {c}", "code OTP am ko {c}",
          "say OTP ko et {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, (index + 2) % 4)
    sep = ["\n", " ", ", ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family(
    "otp_secret", _SEEDS_2FA, lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 0 and "otpauth" not in t)}, "s"
)  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Netlife-Riobamba-5G", "Claro_Penipe_2G", "Telecel_Centrafrique_7F21", "Moov-Bangui",
          "Expresso_Podor", "Expresso-Matam-4G", "Elisa_Haanja", "Starman_Rouge_5G",
          "MTS_Saransk_5G", "WorldLink_Bhaktapur", "Vianet-Thimi-5G", "Converge_Dagupan_5G",
          "DITO_Lingayen", "TTC-Funafuti", "Kacific-Vaitupu"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "network: {s}\npassphrase: {pw}",
    "visitor network {s}, password {pw}",
    "wifi at the Penipe station: {s} / {pw}",
    "iwctl --passphrase {pw} station wlan0 connect {s}",
    "hostapd.conf:\nssid={s}\nwpa_passphrase={pw}",
    "the WPA key printed under the Starlink router: {pw}",
    "wifi {s} passwordka: {pw}",
    "password ti wifi {s} ayeke {pw}",
    "password wifi {s} ko {pw}",
    "wifi {s} salasõna om {pw}",
    "wifi {s} паролесь: {pw}",
    "wifi {s}या पासवर्ड {pw} ख",
    "say password na wifi {s} et {pw}",
    "te password o te wifi {s} ko {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return _r(rng, "BCDFGHJKLMNPQRSTVWXZ23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j("PLAK", (HEX, 20)), _j((UPPER_DIGITS, 25)),
                 _j("secret-", (ALNUM, 18)), _j((LOWER_DIGITS, 30))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[voice] {t}",
          "(spaced out so the chat preview hides it) {t}", "shuk shuk killkakuna: {t}",
          "буквась-буквась: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 3 == 2:
        return {"t": " ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    sep = [" ", ". "][index % 2]
    return {"t": sep.join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["punku code-ka: {pw}", "code ti yanga ti da: {pw}", "code damal suudu: {pw}",
          "кенкшэнь код: {pw}", "code na puerta: {pw}", "the seismic vault door keypad code is {pw}",
          "padlock on the GNSS mast cage: {pw}", "gate code for the Podor station compound: {pw}#",
          "clave del candado de la caseta: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [5, 4, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["tephra", "lahar", "caldera", "fumarole", "seiche", "vicuna", "pangolin",
                 "hornbill", "yomari", "pulaka", "baobab", "sphagnum", "moraine", "isobar",
                 "graupel", "breadfruit"]  # fmt: skip
_PHRASES = {"Cryptomator vault passphrase: {p}": " ", "passphrase for the GeoServer keystore export: {p}": " ",
            "gocryptfs passphrase on the archive disk: {p}": "-", "LUKS on the Bhaktapur digitiser: {p}": " ",
            "passphrase-ka: {p}": " ", "te passphrase o te backup ko {p}": ".",
            "Passphrase fürs NAS-Backup: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://tb.tremora.lan/api/tenant/devices?pageSize=50&page=0": True,
    "Kapacitor alert handler:\n  headers:\n    Authorization: \"Basic {v}\"": True,
    "Authorization: Bearer {v}": False,
    "wget --header='Authorization: Token {v}' https://dataverse.tremora.lan/api/datasets/:persistentId": False,
    "fetch(url, {{ headers: {{ 'Authorization': 'Basic {v}' }} }})": True,
    "HiveMQ extension log: Authorization {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX, URLSAFE][index % 3], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "weewx.conf:\n[DatabaseTypes]\n    [[MySQL]]\n        user = weewx\n        password = {pw}",
    "SeisComP scmaster.cfg:\nqueues.production.processing.params = dbdriver=mysql\ndatabase.write = mysql://sysop:{pw}@localhost/seiscomp",
    "ThingsBoard thingsboard.conf:\nexport SPRING_DATASOURCE_USERNAME=postgres\nexport SPRING_DATASOURCE_PASSWORD={pw}",
    "EMQX emqx.conf:\ndashboard {{\n  default_username = \"admin\"\n  default_password = \"{pw}\"\n}}",
    "HiveMQ credentials.xml: <user><name>ingest</name><password>{pw}</password></user>",
    "GeoServer datastore.xml: <entry key=\"user\">geoserver</entry><entry key=\"passwd\">{pw}</entry>",
    "GeoNetwork jdbc.properties:\njdbc.username=geonetwork\njdbc.password={pw}",
    "ERDDAP setup.xml: <emailUserName>erddap@tremora.lan</emailUserName><emailPassword>{pw}</emailPassword>",
    "QuestDB server.conf:\npg.user=admin\npg.password={pw}",
    "vmauth config.yml:\nusers:\n  - username: dashboards\n    password: \"{pw}\"",
    "Kapacitor kapacitor.conf:\n[[influxdb]]\n  username = \"kapacitor\"\n  password = \"{pw}\"",
    "Observium config.php: $config['db_pass'] = '{pw}';",
    "Dataverse domain.xml: <property name=\"User\" value=\"dvnapp\"/><property name=\"Password\" value=\"{pw}\"/>",
    "Cumulus MX Cumulus.ini:\n[FTP site]\nUsername=cumulus\nPassword={pw}",
    "Froxlor lib/userdata.inc.php: $sql['user'] = 'froxlor'; $sql['password'] = '{pw}';",
    "RTKLIB rtknavi.ini:\ninpstr1-path=rover:{pw}@caster.tremora.lan:2101/PNP00ECU:",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Killari: wifi password for the observatory?\nAmaru: {pw}",
    "[06:40] hamady: root pw for the Podor logger?\n[06:41] demba: {pw}",
    "Rubina: {pw} is the new GeoServer admin password",
    "Dindo: try {pw}, that's what the tide gauge PC has now",
    "Pakari: mushuk passwordka {pw} kan",
    "Nadège: fini password ayeke {pw}",
    "Coumba: password kesu oo ko {pw}",
    "Merle: vahtsõnõ salasõna om {pw}",
    "प्रज्वल: न्हूगु पासवर्ड {pw} ख",
    "Losaline: te password fou ko {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200dword = {pw}", "ｐａｓｓｗｏｒｄ：{pw}", "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝: {pw}",
    "passwοrd is {pw}", "Ρassword: {pw}", "pass\u2063word: {pw}", "sala\u00adsõna: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout26's proportions).
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
    "the SeisComP sysop password is": "{s}", "EMQX dashboard pw:": "{s} (changed Tuesday)",
    "Ñuka passwordka": "{s} kan", "ThingsBoard tenant admin password": "{s}\nplease rotate after the field trip",
    "password ti mbi ayeke": "{s}", "password am ko": "{s}", "mu salasõna om": "{s}",
    "GeoServer admin password": "{s}", "the password Sione read out on the call was": "{s}, I think",
    "toku password ko": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Ambee API key", "{s}", _j((HEX, 64))),
    ("split_token", "Soracom auth key secret:", "{s} (prod)", _j("secret-", (ALNUM, 64))),
    ("split_token", "PurpleAir read key", "{s}", lambda g: v.uuid4(g, "9").upper()),
    ("split_seed", "Rainbow wallet secret phrase", "{s}", _english_seed),
    ("split_card", "card no.", "{s} exp 11/30", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HR"))),
    ("split_backup", "Datacake recovery codes", "{s}\n73kq9-wd2mx\nr8p4t-n6vcz", _j((LOWER_DIGITS, 5), "-", (LOWER_DIGITS, 5))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "کد ملی", "{s}", _iran_code),
    ("split_phrase", "Cryptomator passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"thingsboard": {"url": "https://tb.tremora.lan", "sysadmin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"passwordka": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "demba.s", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"stations": [{"code": "PNP"}, {"code": "BGU", "logger_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["emqx", "ctl", "admins", "passwd", "admin", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "password ti email ti mbi ayeke {s}"}': ("meta_password", _plain_pw),
    '{"salasõna": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log in as rubina with the password {s} on the GeoServer page"}': ("meta_password", _plain_pw),
    '{"ambee": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"soracomAuthKeySecret": "{s}"}': ("meta_token", _j("secret-", (ALNUM, 64))),
    '{"planet_api_key": "{s}"}': ("meta_token", _j("PLAK", (HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((URLSAFE, 44))),
    '{"billing": {"card_number": "{s}", "exp": "09/31"}}': ("meta_card", lambda g: v.grouped(v.card(g, "discover"), " ", g)),
    '{"payee": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CH")),
    '{"visitor": {"national_code": "{s}"}}': ("meta_id", _iran_code),
    '{"mfa": {"backup_codes": ["{s}", "48213907", "77104582"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed": "{s}"}}': ("meta_seed", _english_seed),
    '{"chirpstack_api_secret": "{s}"}': ("meta_key", lambda g: v.hex_key(g, 64)),
    '{"vault_room": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "TTC-Funafuti", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"obspy-1.4.1-cp312-cp312-manylinux_2_17_x86_64.whl").hexdigest()
_YARN_SHA512 = base64.b64encode(hashlib.sha512(b"leaflet-1.9.4.tgz").digest()).decode()
_CARGO_SUM = hashlib.sha256(b"rtcm-rs 0.11.0").hexdigest()
_IMAGE = hashlib.sha256(b"docker.io/emqx/emqx:5.8.4").hexdigest()
_COMMIT = hashlib.sha1(b"inventory: add the Penipe station", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"scautopick: revert the new filter", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"PNP.HHZ.2027.061.mseed", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the SeisComP password before the Funafuti trip on 2027-03-18.",
    "Amaru asked for the observatory wifi password; it's on the card next to the seismograph.",
    "Policy: passwords of 16 characters or more, kept only in the team vault.",
    "Please don't paste passwords into HexChat; send a vault link instead.",
    "The `.env.sample` line `AMBEE_API_KEY=your-key-here` is a placeholder; the real key is in the vault.",
    "`EMQX_DASHBOARD__DEFAULT_PASSWORD=public` in the EMQX docs is the factory default we change on first login.",
    "Replace <YOUR_WEATHERBIT_KEY> in the README with a key from the account page.",
    "PURPLEAIR_READ_KEY and LOSANT_ACCESS_SECRET must be set before the nightly ingest.",
    "Ama pimanpash passwordta willankichu.",
    "Mo fa password ti mo na zo oko pëpe.",
    "Hay gooto hollataa password maa.",
    "Ärq ütleq uma salasõnna kellelegi.",
    "Паролеть кияньгак иля азо.",
    "थःगु पासवर्ड सुयातं कनेमते।",
    "Ag mo ibagad siopaman so password mo.",
    "Sa fai atu tou password ki se tino.",
    "La contraseña debe tener por lo menos doce caracteres.",
    "Das Passwort muss alle 180 Tage geändert werden.",
    "Le mot de passe doit comporter au moins un chiffre.",
    "Hasło nie może zawierać nazwy użytkownika.",
    "Upgraded SeisComP from 6.7.2 to 6.8.1 and EMQX to 5.8.4 over the weekend.",
    f"commit {_COMMIT} adds the Penipe station inventory.",
    f"Reverted to {_SHORT} after the scautopick change doubled the false picks.",
    f"requirements.txt: obspy==1.4.1 --hash=sha256:{_WHEEL_SUM}",
    f"yarn.lock: integrity sha512-{_YARN_SHA512}",
    f"Cargo.lock: checksum = \"{_CARGO_SUM}\"",
    f"The Bangui node runs emqx/emqx@sha256:{_IMAGE}.",
    f"MD5 of the miniSEED file for day 061 is {_MD5}, same as on the FDSN server.",
    "Request id 3b9e0c71-a4d2-4f18-9c3e-5d70b8a21f46 is the slow one in the GeoServer logs.",
    "Order 113-5082714-3360419 ships on Monday.",
    "SysAid SR 7731: the projector in the Riobamba meeting room flickers.",
    "Call the Funafuti office on +688 20 714 before 10 am.",
    "Parcel RB504219873EE is waiting at the Võru post office.",
    "Station PNP: Trillium 120PH sensor, Centaur firmware 4.6.32.",
    "The Peplink MAX BR1 Pro 5G needs firmware 8.4.1 before the SIM swap.",
    "After three wrong passwords ThingsBoard locks the account for 15 minutes.",
    "The waveform buffer holds 72 hours; the picker reads 30-second windows.",
    "The secret of a good yomari is the chaku filling.",
    "Ask Demba for the compound gate code, I don't have it.",
    "My card ending 4417 was declined at the Dagupan hardware store.",
    "The bank wants the IBAN without spaces in the online form.",
    "Print the 2FA backup codes and keep them in the station safe.",
    "Nobody from a wallet's support will ever ask for your seed phrase.",
    "Keep `SORACOM_AUTH_KEY` in the secrets store, never in the repository.",
    "The vault door keypad beeps three times when the code is wrong.",
    "v6.8.1-rc.1 fixes the API key page in ThingsBoard CE.",
    "Station UUID 9f4c2a17-6b3e-4d08-a5c1-7e2f90d84b36 appears in every FDSN request.",
    "The guest wifi 'Tremora-Visitors' is open, no password needed.",
    "Magnitude 4.7 event at 02:14:38 UTC, depth 12 km, 18 km SW of Penipe.",
    "Tide gauge at Funafuti read 2.91 m above chart datum at 14:05 on 2027-02-27.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2027-02-20T07:15:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/stations/ambee", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 5127}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "obspy", "version": "1.4.1"}}',
    '{"ticket": "INC0048213", "order": "113-5082714-3360419"}',
    '{"router": {"model": "MAX BR1 Pro 5G", "firmware": "8.4.1"}}',
    '{"phone": "+688 20 714", "city": "Funafuti"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "max_tokens": 8192}',
    '{"event": {"magnitude": 4.7, "depth_km": 12, "origin": "2027-03-02T02:14:38Z"}}',
    '{"env_example": "AMBEE_API_KEY=your-key-here", "ssid": "Tremora-Visitors", "open": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
