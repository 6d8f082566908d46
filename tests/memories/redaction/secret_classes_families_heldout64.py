# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, sixty-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to sixty-second only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests, the reports, the training script nor the corpora written beside it, and the scrubber
was never run on it. Its own seed, password words, names, places, templates, tools, vendors and
layouts, the way the ice crew, the skate-rental desk, the league office and the bar of a fictional
ice rink and curling club (Sorni Stones, at Ust-Sorni on the Ob, in Ugra: six sheets of curling ice,
a skating rink with a Zamboni garage, a skate rental with its sharpeners, league scheduling, and the
Hog Line bar; members from the Khanty, Mansi, Nenets, Evenki and Chukchi communities, a Norwegian
ice technician, a Japanese coach from Kitami, a Ukrainian bookkeeper and students from Ghana's Upper
West, northern Togo and Sierra Leone's south) leak secrets into an assistant's memory: Spond, Heja,
SportEasy and TeamApp team chats, Сферум, voice notes dictated to Алиса, Маруся and Салют or through
AudioPen, Letterly, Cleft, Dictanote, SpeechTexter, MacWhisper, Easy Voice Recorder and Descript,
notes in ONLYOFFICE and МойОфис, helpdesk tickets, e-mails, runbooks, READMEs, shell history in
Astra Linux's fly-term, elementary's Terminal, Windows PowerShell, cmd.exe, MikroTik's Winbox
terminal and Home Assistant's SSH add-on, configs (ibcmd's YAML, vanessa-runner's env.json, 1C's
default.vrd, obs-websocket, mumble-server.ini, a Tarantool init.lua, ProFTPD, fetchmail, Asterisk's
pjsip.conf, MediaMTX, ClickHouse users.d, Grafana's provisioning, Metabase, Superset, Telegraf's
ipmi_sensor, FreeRADIUS clients.conf) and the web pages of the rink's hardware (Zamboni, Olympia, WM
Ice Technics, CIMCO, Frick, Vilter, Grasso, Cotes, REALice, Fair-Play, Nevco, Prosharp, Blademaster,
Wissota, Audac, Behringer, iDraught, Eye on the Hog, BalancePlus, Asham, Graf, Jackson, PERCo,
Sigur, Bolid, Eltex, Segnetics, Breezart, Zentec, MasterSCADA, TRASSIR, Macroscop, Xeoma), and
requests to the assistant itself. The tools none of heldouts 5 to 62 names: 1C's 1cv8, ibcmd, rac
and vanessa-runner (vrunner), CryptoPro's cryptcp, certmgr and csptest, FreeIPMI's ipmi-power,
ipmiconsole, ipmi-chassis, ipmi-sel and bmc-config, murmurd, Home Assistant's `ha auth reset`,
Xeoma's `-setpassword`, Install-ADDSForest, mssql-conf and RouterOS's `/ip hotspot user`. About 55 %
English (or language-neutral config and shell), the rest in Khanty, Mansi, Nenets, Evenki and
Chukchi (in Cyrillic), Dagaare, Kabiye and Mende (no earlier docstring names them), and Russian,
French, Norwegian, German, Finnish, Japanese and Ukrainian in wordings of their own; the sentences
in the eight new languages are the author's best attempt, with the Russian and English loanwords
their speakers use. Vendors (LiveBarn, Pixellot, Spordle, GameSheet, TeamSnap, LeagueApps,
SportsEngine, Amilia, PerfectMind, ezFacility, CourtReserve, YCLIENTS, Dikidi, Sportlyzer, Clubee,
CurlingZone, iiko, r_keeper, Quick Resto, Saby, ATOL Online, OFD.ru, Taxcom, MoySklad, Semoa, SMSC,
Selectel, Timeweb Cloud, Beget, 2GIS, Diadoc, Chestny ZNAK, Tochka, Modulbank, Mindbox, Green API,
Telfin, Slydepay, Theteller, Nsano, Halyk ePay, T-Money, Flooz, AirtelTigo Money, Tock, Resy,
Crossbar, HockeyTV; PM2 Plus in one command) are ones heldouts 5 to 62 do not name. The ids are
kinds they do not use: France's NIA (the numéro d'immatriculation d'attente, a NIR of 7 or 8 first
given to people born abroad), Norway's H-number (a fødselsnummer whose month has 40 added) and
Canada's temporary SIN (9 first), each drawn until python-stdnum's module (`fr.nir`,
`no.fodselsnummer`, `ca.sin`) validates its check digits; Russia's GTO badge UIN, a Russian personal
medical book's number, Sierra Leone's NIN and NASSIT number, Togo's national identity card number,
Alberta's Personal Health Number and Saskatchewan's Health Services Number, which carry no check a
library or this file verifies (no check-digit algorithm is written here, and the shapes of the
Sierra Leonean, Togolese and medical book numbers are assumed); passports under Khanty, Nenets,
Chukchi, Dagaare and Japanese words, likewise unchecked. Card numbers pass Luhn (Mir prefixes drawn
here, the rest the value helpers' brands, all checked with python-stdnum's `luhn`). The IBANs are of
countries used least by a rough count over heldouts 5 to 62 (Russia, Kazakhstan, the Faroe Islands,
Qatar, Kuwait, Mauritius, Ukraine and Liechtenstein), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, Russian, French and Japanese lists.
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
from stdnum.ca import sin as ca_sin
from stdnum.fr import nir as fr_nir
from stdnum.no import fodselsnummer as no_fnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 83_517_294
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


_CURL = ["Hogline", "Pebble", "Bonspiel", "Takeout", "Freeze", "Hammer", "Button", "Hack",
         "Sweeper", "Endgame", "Granite", "Ailsa", "Burned", "Peel", "Raise", "Wick"]  # fmt: skip
_RINK = ["Zamboni", "Flood", "Blade", "Rocker", "Toepick", "Salchow", "Dasher", "Brine", "Glycol",
         "Kamus", "Nart", "Muksun", "Nelma", "Sbiten", "Mors", "Chum"]  # fmt: skip
_PLACES = ["UstSorni", "Kazym", "Numto", "Salym", "Yugan", "Berezovo", "Nyagan", "Lorino",
           "Anadyr", "Tura", "Nandom", "Jirapa", "Lawra", "Kara", "Pya", "Kenema", "Bo",
           "Lillehammer", "Kitami", "Sheksna"]  # fmt: skip
_NAMES = ["Yegor", "Vasilisa", "Timofey", "Uliana", "Yakov", "Anfisa", "Nyadma", "Prokopiy",
          "Ettyne", "Rultyne", "Kpiebaya", "Dakura", "Yelviel", "Essowe", "Akila", "Pali",
          "Fatmata", "Musu", "Bockarie", "Sigrid", "Eirik", "Haruto", "Mio", "Oksana", "Taras"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["B0nsp13l", "H0gl1n3", "P3bbl3", "Z4mb0n1", "Gr4n1t3", "T4k30ut", "Sw33p3r", "Muk5un",
         "N3lm4"]  # fmt: skip


def _skate(g: random.Random) -> str:
    """A rental skate's size and a word, the way the rental desk makes a password up."""
    return f"Skate{g.randrange(30, 48)}{g.choice(_RINK)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CURL)}{g.choice(_RINK)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_RINK, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    _skate,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_CURL).lower()}_{g.randrange(1970, 2034)}",
    lambda g: f"Sheet{g.choice('ABCDEF')}{g.choice(_CURL)}{g.randrange(1, 11)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_RINK).upper()}{g.choice(_SYMBOLS)}{g.randrange(100, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Sweeps{g.choice(_PLACES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Spond group 'Ice crew', Eirik: the Zamboni 552AC telemetry portal password is {pw}",
    "Heja chat, Thursday league: Olympia ICE BEAR operator panel password {pw}",
    "SportEasy message from Sigrid: WM Ice Technics resurfacer service password {pw}",
    "TeamApp post in 'Rink staff': CIMCO ammonia plant HMI password {pw}",
    "sticker inside the compressor room door: Frick Quantum HD admin password {pw}",
    "Eirik changed the Vilter VISSION 20/20 panel password to {pw} in October",
    "Spond DM from Timofey: the Grasso chiller controller in the bar cellar, password {pw}",
    "TeamApp note: Cotes dehumidifier controller password {pw}",
    "REALice water system portal password, for the audit: {pw}",
    "Fair-Play scoreboard controller password {pw}",
    "SportEasy post: Nevco MPCX console admin password {pw}",
    "rental desk notebook: Prosharp AS-2001 Plus service password {pw}",
    "AudioPen note, rental desk: Blademaster sharpener PC password {pw}",
    "Letterly note: Wissota profiling machine laptop password {pw}",
    "Cleft note 'PA': Audac amplifier web password {pw}",
    "Heja chat, bar staff: the Behringer X32 lock password is {pw}",
    "iDraught cellar monitor password {pw}",
    "Dictanote: Eye on the Hog handle programmer laptop password {pw}",
    "BalancePlus dealer portal password {pw}",
    "SpeechTexter transcript: Asham store account password {pw} full stop",
    "Graf dealer portal password for the rental skates {pw}",
    "MacWhisper transcript of the staff meeting: Jackson Ultima dealer password {pw}",
    "Easy Voice Recorder transcript: PERCo-Web turnstile admin password {pw}",
    "Descript transcript, minute 12: Sigur access server password {pw}",
    "ONLYOFFICE doc 'Security': Bolid Orion Pro operator password {pw}",
    "Helpdesk #5521: the Eltex ESR-20 admin password {pw} stopped working",
    "Helpdesk #5527: Segnetics SMH 4 ventilation controller password is {pw}",
    "Heja DM from Vasilisa: Zentec Z031 controller password {pw}",
    "Hi Taras,\n\nthe root password on the league server is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nOksana",
    "Incident 2033-11-02: the Xeoma server at the rink was reachable from the internet with password {pw}",
    "Runbook: resurfacing between draws\n1. open the Zamboni portal\n2. log in as ice-crew\n3. password {pw}\n4. log the flood for sheets A-F",
    "README (scoreboard PC)\nthe Fair-Play control UI is at https://scoreboard.sorni.lan, admin password `{pw}`.",
    "can you remember my Rokel Commercial Bank app password? it's {pw}",
    "dictated: the Macroscop server password is {pw} full stop",
    "Алиса, запиши: пароль от Госуслуг теперь {pw}",
    "Маруся, заметка: пароль админки ТРАССИР — {pw}",
    "Сферум, чат родителей секции: пароль от табло Nevco — {pw}",
    "Салют, запиши пароль от вентиляции Breezart: {pw}",
    "МойОфис, документ «Доступы»: пароль MasterSCADA {pw}",
    "Вўща! Ма почтаем пароль: {pw}",
    "Яков Сопочин: Zamboni сервер парольем {pw}",
    "Пася, о̄лэн! Ам почтаум пароль: {pw}",
    "Анфиса: ты сервер пароль {pw}",
    "Ӈани торова! Мань почтами пароль — {pw}",
    "Нядма: Xeoma сервер парольми {pw}",
    "Дорово! Мини почта пароль: {pw}",
    "Прокопий Удыгир: эр сервер пароль {pw}",
    "Етти! Гымнин почта пароль: {pw}",
    "Эттынэ: ӈотӄэн сервер пароль {pw}",
    "N email password la {pw}",
    "Kpiebaya: a server paala password la {pw}",
    "Ma-email password kɛ {pw}",
    "Essowè: server password kɛ {pw}",
    "Nya email password mia {pw}",
    "Musu: server password mia {pw}",
    "le mot de passe de la caisse du bar, c'est {pw}",
    "mdp de l'affûteuse de la location : {pw}",
    "passordet til Zamboni-garasjen er {pw}",
    "製氷機のPCのパスワードは {pw} です",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["yegor.s", "vasilisa", "timofey", "uliana.p", "yakov.sop", "anfisa.a", "nyadma.l",
          "prokopiy.u", "ettyne", "rultyne", "kpiebaya", "dakura.b", "yelviel", "essowe",
          "akila.t", "pali", "fatmata.k", "musu", "bockarie", "sigrid.h", "eirik", "haruto",
          "mio.k", "oksana.b", "taras", "zamboni-op", "bar-kassa", "rental-desk",
          "svc-scoreboard", "league-bot"]  # fmt: skip
_LOGINS = [
    "Spond, Eirik: the Zamboni portal login is {u} / {pw}",
    "Helpdesk #5512: {u} locked out of PERCo-Web, last password {pw}",
    "user {u} pass {pw}",
    "ONLYOFFICE doc 'Rink logins' › Ice plant › CIMCO: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| TRASSIR | {u} | {pw} |",
    "log into the Ivideon console as {u} with {pw}",
    "Macroscop login {u}:{pw}",
    "Login: {u}\nPass: {pw}",
    "- host: scoreboard-pc\n  user: {u}\n  pass: {pw}",
    "TeamApp: account {u}, password {pw}",
    "Sigrid says the Fair-Play login is {u} and the password is {pw}",
    "system,user,password\nxeoma,{u},{pw}",
    "ssh {u}@zamboni-gw.sorni.lan (password {pw})",
    "Heja DM: creds for the scoreboard PC are {u} and {pw}",
    "rdp to bar-pos.sorni.lan as {u} / {pw}",
    "логин {u}, пароль {pw}",
    "учётка для 1С: {u} / {pw}",
    "Ма логинем {u}, парольем {pw}",
    "Ам логинум {u}, парольум {pw}",
    "Мань логинми {u}, парольми {pw}",
    "Мини логин {u}, мини пароль {pw}",
    "Гымнин логин {u}, гымнин пароль {pw}",
    "N username la {u}, N password la {pw}",
    "Ma-username kɛ {u}, ma-password kɛ {pw}",
    "Nya username mia {u}, nya password mia {pw}",
    "identifiant {u}, mot de passe {pw}",
    "brukernavn {u}, passord {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["pebble", "hogline", "bonspiel", "takeout", "muksun", "nelma", "sbiten", "kamus",
               "nart", "stroganina", "salchow", "brine", "ailsa", "yaranga", "chir", "raskat"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, followed by {d}",
    "password: say {w}, then the number {d}",
    "for the rental desk PC it's {w} with {d} at the end",
    "voice note via AudioPen: the bar wifi password is {w} and then {d}, no gap",
    "type {w} and after it {d}",
    "it's {w}{d}, the word and the digits together",
    "пароль — слово {w}, а потом цифры {d}",
    "парольем: {w} па {d}",
    "парольум: {w} ос {d}",
    "a password la a yuori {w}, kyɛ {d}",
    "nya password mia {w}, kɛ {d}",
    "le mot de passe, c'est le mot {w}, puis {d}",
    "passordet er ordet {w} og så {d}",
    "パスワードは {w} という単語のあとに {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    '"C:\\Program Files\\1cv8\\8.3.25.1257\\bin\\1cv8.exe" DESIGNER /S "srv-1c\\ice_bar" /N {u} /P {pw} /DumpIB D:\\backup\\ice_bar.dt',
    '1cv8.exe ENTERPRISE /F "D:\\1C\\Rental" /N {u} /P "{pw}" /DisableStartupMessages',
    "ibcmd infobase dump --dbms=PostgreSQL --db-server=pg-1c.sorni.lan --db-name=ice_bar --db-user={u} --db-pwd='{pw}' /backup/ice_bar.dt",
    "ibcmd infobase config load --db-path=/var/1c/rental --user={u} --password='{pw}' rental.cf",
    "rac infobase summary list --cluster=7c1e5a40-93b2-4d1f-8e06-2b9d4f7a13c5 --cluster-user={u} --cluster-pwd='{pw}' srv-1c:1545",
    "rac session list --cluster=7c1e5a40-93b2-4d1f-8e06-2b9d4f7a13c5 --cluster-user {u} --cluster-pwd {pw} srv-1c:1545",
    "vrunner session kill --ras srv-1c:1545 --db ice_bar --db-user {u} --db-pwd '{pw}'",
    "vrunner updatedb --ibconnection /Ssrv-1c\\league --db-user {u} --db-pwd '{pw}'",
    "cryptcp -sign -thumbprint 4d1f7a13c52b9d8e06c1e5a4093b2f7a13c52b9d -pin '{pw}' egais-ttn.xml egais-ttn.sig",
    "certmgr -inst -pfx -file /home/{u}/ofd.pfx -pin '{pw}'",
    "csptest -passwd -cont '\\\\.\\HDIMAGE\\egais' -change '{pw}'",
    "murmurd -ini /etc/mumble-server.ini -supw '{pw}'",
    "ipmi-power -h 10.86.4.11 -u {u} -p '{pw}' --stat",
    "ipmiconsole -h zamboni-bmc.sorni.lan -u {u} -p '{pw}'",
    "ipmi-chassis -h 10.86.4.12 -u {u} -p {pw} --get-status",
    "ipmi-sel -h league-bmc.sorni.lan -u {u} -p '{pw}' --list",
    "bmc-config -h 10.86.4.12 -u {u} -p '{pw}' --checkout --filename bmc-league.conf",
    "ha auth reset --username {u} --password '{pw}'",
    "./xeoma.app -setpassword '{pw}'",
    "xeoma -setpassword {pw}",
    "Install-ADDSForest -DomainName sorni.local -SafeModeAdministratorPassword (ConvertTo-SecureString '{pw}' -AsPlainText -Force) -InstallDns -Force",
    "sudo MSSQL_SA_PASSWORD='{pw}' MSSQL_PID=Express /opt/mssql/bin/mssql-conf -n setup accept-eula",
    "/ip hotspot user add name={u} password={pw} profile=rental-desk",
    "/ip hotspot user set [find name={u}] password={pw}",
    "/user add name={u} group=full password={pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "fly-term, astra@kassa-2:~$ {c}", "Tess terminal: {c}",
    "elementary Terminal — ~/league $ {c}", "Windows PowerShell (Admin) on DC-SORNI:\nPS C:\\> {c}",
    "cmd.exe on the 1C server:\nC:\\Users\\admin> {c}", "MikroTik Winbox terminal: [admin@Sorni-GW] > {c}",
    "Home Assistant SSH add-on:\n➜  ~ {c}", "jump host in the Zamboni garage: {c}",
    "команда, которую я запускал: {c}", "в консоли на кассе: {c}", "ма командаем: {c}",
    "ам командаум: {c}", "мань командами: {c}", "мини команда: {c}", "гымнин команда: {c}",
    "N command la: {c}", "ma-command: {c}", "nya command mia: {c}",
    "la commande que j'ai lancée : {c}", "kommandoen jeg kjørte: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg-1c.sorni.lan:5432/ice_bar",
    "mssql+pyodbc://{u}:{pw}@srv-1c.sorni.lan/Rental?driver=ODBC+Driver+18+for+SQL+Server",
    "clickhouse://{u}:{pw}@ch.sorni.lan:9000/league",
    "redis://{u}:{pw}@redis.sorni.lan:6379/2",
    "ftp://{u}:{pw}@scoreboard.sorni.lan/ads/",
    "rtsp://{u}:{pw}@cam-sheet-b.sorni.lan:554/Streaming/Channels/101",
    "mongodb+srv://{u}:{pw}@league.sorni-stones.ru/schedule?retryWrites=true",
    "oracle+oracledb://{u}:{pw}@ora.sorni.lan:1521/?service_name=EGAIS",
    "jdbc:postgresql://pg.sorni.lan:5432/league?user={u}&password={pw}",
    "Server=srv-1c.sorni.lan;Database=ice_bar;User Id={u};Password={pw};TrustServerCertificate=True",
    "imaps://{u}:{pw}@mail.sorni-stones.ru:993",
    "http://{u}:{pw}@xeoma.sorni.lan:8090/",
    "tarantool://{u}:{pw}@tnt.sorni.lan:3301",
    "mqtt://{u}:{pw}@ha.sorni.lan:1883",
]  # fmt: skip
_URL_PLACES = [
    "LEAGUE_DB_URL={c}", "Metabase connection, the old one: {c}",
    "keep this connection string for me: {c}", "строка подключения: {c}", "N connection string la {c}",
    "Helpdesk #5530: {c}", "ONLYOFFICE doc 'Databases': {c}", "Р7-Офис, таблица «Базы»: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "sorni-stones", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "schedule:read bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("LiveBarn", "LIVEBARN_API_KEY", _j((HEX, 32))),
    ("Pixellot", "PIXELLOT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Spordle", "SPORDLE_API_TOKEN", _vendor_jwt("https://api.spordle.com")),
    ("GameSheet", "GAMESHEET_API_KEY", _j((ALNUM, 40))),
    ("TeamSnap", "TEAMSNAP_CLIENT_SECRET", _j((HEX, 64))),
    ("LeagueApps", "LEAGUEAPPS_API_KEY", _j((ALNUM, 32))),
    ("SportsEngine", "SPORTSENGINE_CLIENT_SECRET", _j((HEX, 40))),
    ("Amilia", "AMILIA_API_KEY", lambda g: v.uuid4(g, "8")),
    ("PerfectMind", "PERFECTMIND_API_KEY", _j((B64, 44))),
    ("ezFacility", "EZFACILITY_TOKEN", _j((UPPER_HEX, 32))),
    ("CourtReserve", "COURTRESERVE_API_KEY", lambda g: v.uuid4(g, "9")),
    ("YCLIENTS", "YCLIENTS_PARTNER_TOKEN", _j((LOWER_DIGITS, 20))),
    ("Dikidi", "DIKIDI_API_KEY", _j((HEX, 32))),
    ("Sportlyzer", "SPORTLYZER_API_KEY", _j((ALNUM, 32))),
    ("Clubee", "CLUBEE_API_TOKEN", _j((URLSAFE, 40))),
    ("CurlingZone", "CURLINGZONE_API_KEY", _j((HEX, 40))),
    ("iiko", "IIKO_API_LOGIN", _j((HEX, 32))),
    ("r_keeper", "RKEEPER_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Quick Resto", "QUICKRESTO_API_KEY", _j((ALNUM, 24))),
    ("Saby", "SABY_APP_SECRET", _j((ALNUM, 40))),
    ("ATOL Online", "ATOL_ONLINE_TOKEN", _j((HEX, 32))),
    ("OFD.ru", "OFDRU_AUTH_TOKEN", _j((UPPER_HEX, 32))),
    ("Taxcom", "TAXCOM_INTEGRATOR_ID", lambda g: v.uuid4(g, "b")),
    ("MoySklad", "MOYSKLAD_TOKEN", _j((HEX, 40))),
    ("Semoa", "SEMOA_API_KEY", _j((ALNUM, 48))),
    ("SMSC", "SMSC_API_KEY", _j((ALNUM, 32))),
    ("Selectel", "SELECTEL_API_TOKEN", _j((ALNUM, 27), "_", (D, 6))),
    ("Timeweb Cloud", "TIMEWEB_CLOUD_TOKEN", _vendor_jwt("https://timeweb.cloud")),
    ("Beget", "BEGET_API_PASSWORD", _j((ALNUM, 16))),
    ("2GIS", "DGIS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Diadoc", "DIADOC_CLIENT_ID", _j((HEX, 32))),
    ("Chestny ZNAK", "CRPT_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Tochka", "TOCHKA_JWT", _vendor_jwt("https://enter.tochka.com")),
    ("Modulbank", "MODULBANK_TOKEN", _j((B64, 96))),
    ("Mindbox", "MINDBOX_SECRET_KEY", _j((ALNUM, 40))),
    ("Green API", "GREEN_API_TOKEN", _j((HEX, 50))),
    ("Telfin", "TELFIN_CLIENT_SECRET", _j((HEX, 32))),
    ("Slydepay", "SLYDEPAY_MERCHANT_KEY", _j((ALNUM, 32))),
    ("Theteller", "THETELLER_API_KEY", _j((B64, 64))),
    ("Nsano", "NSANO_API_KEY", _j((HEX, 32))),
    ("Halyk ePay", "HALYK_EPAY_CLIENT_SECRET", _j((ALNUM, 40))),
    ("T-Money", "TMONEY_API_SECRET", _j((HEX, 64))),
    ("Flooz", "FLOOZ_API_KEY", _j((UPPER_DIGITS, 32))),
    ("AirtelTigo Money", "AIRTELTIGO_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Tock", "TOCK_API_KEY", _j((URLSAFE, 43))),
    ("Resy", "RESY_API_KEY", _j((ALNUM, 32))),
    ("Crossbar", "CROSSBAR_API_TOKEN", _j((HEX, 40))),
    ("HockeyTV", "HOCKEYTV_STREAM_KEY", _j((LOWER_DIGITS, 4), "-", (LOWER_DIGITS, 4), "-", (LOWER_DIGITS, 4), "-", (LOWER_DIGITS, 4))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    'setx {env} "{tok}"',
    "$env:{env} = '{tok}'",
    "fish: set -gx {env} {tok}",
    'nushell: $env.{env} = "{tok}"',
    "docker run -d --name league-sync -e {env}={tok} ghcr.io/sorni/league-sync:2.4",
    "kubectl -n rink create secret generic league-sync --from-literal={env}={tok}",
    'appsettings.Production.json: {{ "{ident}": {{ "ApiKey": "{tok}" }} }}',
    "application.yml:\nintegrations:\n  {slug}:\n    api-key: {tok}",
    "league-sync.ini:\n[{slug}]\napi_key = {tok}",
    "gh secret set {env} --body '{tok}' --repo sorni/league-sync",
    '.gitlab-ci.yml:\nvariables:\n  {env}: "{tok}"',
    'group_vars/rink.yml:\n{env_lower}: "{tok}"',
    'Константы.КлючAPI{ident}.Установить("{tok}");',
    "Club admin › Settings › Integrations › {vendor} › API key: {tok}",
    "ONLYOFFICE sheet 'Integrations': | {vendor} | 2033 | {tok} |",
    "Spond, Eirik: {vendor} key for the schedule sync: {tok}",
    "Heja: the {vendor} token we use now is {tok}, the old one is revoked",
    "Helpdesk #5540: {vendor} sync fails with 401, configured key {tok}",
    "please remember my {vendor} API key: {tok}",
    "the {vendor} integration stopped at midnight, key in use {tok}",
    "API-ключ {vendor} для бара: {tok}",
    "токен {vendor}: {tok}, старый отозван",
    "Алиса, запомни ключ API {vendor}: {tok}",
    "{vendor} API-ключем: {tok}",
    "{vendor} API-ключум: {tok}",
    "Мань {vendor} API-ключми — {tok}",
    "Мини {vendor} API-ключ: {tok}",
    "Гымнин {vendor} API-ключ — {tok}",
    "N {vendor} API key la {tok}",
    "Ma-{vendor} API key kɛ {tok}",
    "Nya {vendor} API key mia {tok}",
    "clé API {vendor} pour la caisse : {tok}",
    "API-nøkkelen til {vendor}: {tok}",
    "API-Schlüssel für {vendor} (Vereinsverwaltung): {tok}",
    "{vendor}-API-avain: {tok}",
    "{vendor} のAPIキーは {tok} です",
    "ключ API {vendor} для бухгалтерії: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    livebarn = _r(rng, HEX, 32)
    partner, user = _r(rng, LOWER_DIGITS, 20), _r(rng, HEX, 32)
    pm2_secret, pm2_public = _r(rng, LOWER_DIGITS, 16), _r(rng, LOWER_DIGITS, 15)
    moysklad = _r(rng, HEX, 40)
    green = _r(rng, HEX, 50)
    semoa = _r(rng, ALNUM, 48)
    return [
        Sample("vendor_token", f'lb = LiveBarnClient(api_key="{livebarn}", venue="sorni-stones")', livebarn),
        Sample("vendor_token", f"curl -s -H 'Authorization: Bearer {partner}, User {user}' https://api.yclients.com/api/v1/records/48213", partner),
        Sample("vendor_token", f"pm2 link {pm2_secret} {pm2_public}", pm2_secret),
        Sample("vendor_token", f"const stock = Moysklad({{ token: '{moysklad}' }});", moysklad),
        Sample("vendor_token", f"$greenApi = new GreenApiClient('1103945821', '{green}');", green),
        Sample("vendor_token", f'HTTPЗапрос.Заголовки.Вставить("X-Api-Key", "{semoa}");', semoa),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        fields = {"vendor": vendor, "env": env, "env_lower": env.lower(), "tok": tok,
                  "slug": re.sub(r"[^a-z0-9]+", "-", vendor.lower()).strip("-"),
                  "ident": re.sub(r"[^A-Za-z0-9]+", "", vendor)}  # fmt: skip
        out.append(Sample("vendor_token", template.format_map(fields), tok))
    return out


_BARE_PLACES = ["{t}", "Spond: {t}", "это показывается один раз, сохраняю:\n{t}", "N token la {t}",
                "nya token mia {t}", "{t}\n^ the new one, the old one is dead", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 32), ".", (URLSAFE, 27)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((HEX, 8), "-", (ALNUM, 30)),
                _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "KNX Secure FDSK of the bar's lighting actuator: {h}": 32,
    "Zigbee network key of the Zamboni garage sensors: {h}": 32,
    "DESFire AES key of the season-pass cards (PERCo readers): {h}": 32,
    "HMAC secret for the YCLIENTS booking webhook: {h}": 64,
    "shared secret of the 1C HTTP service, hex: {h}": 64,
    "Z-Wave S2 network key of the keg-room sensors: {h}": 32,
    "ключ шифрования бэкапа 1С: {h}": 64,
    "N backup encryption key la {h}": 48,
    "nya backup encryption key mia {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Helpdesk #5533: token copied out of the browser's dev tools {t}",
    "Cookie: lang=ru; sorni_session={t}",
    "LEAGUE_API_ACCESS_TOKEN={t}",
    "save this bearer token please {t}",
    "токен: {t}",
    "nya token mia {t}",
    "Descript transcript: the access token is {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@sorni-stones.ru"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.sorni-stones.ru/realms/club",
            "azp": "league-app",
            "groups": ["ice-crew", "bar"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the scoreboard PC, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/league.sorni-stones.ru.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EGAIS_TLS_KEY": "{key}", "fsrar_id": "030000123456"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_zamboni <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Helpdesk #5535, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "закрытый ключ сервера лиги:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "PGP key for the league's results mailbox:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "BitBox backup card, copying it before I shred it: {p}": "english",
    "Coin98 wallet recovery phrase\n{p}": "english",
    "Taho wallet words (the old bonspiel prize wallet, emptied): {p}": "english",
    "voice memo: the Zerion recovery words are {p} and that's all of them": "english",
    "N Wasabi wallet seed words la: {p}": "english",
    "nya SeedSigner words mia: {p}": "english",
    "Ambire backup, from the club safe: {p}": "english",
    "фраза восстановления кошелька TokenPocket: {p}": "russian",
    "мнемоника Krux, старый кошелёк бара: {p}": "russian",
    "phrase de récupération du portefeuille Argent : {p}": "french",
    "Coin98 ウォレットの復元フレーズ：{p}": "japanese",
    "Ма кошелекем seed words: {p}": "english",
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
        "  ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's: a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Spond, Eirik: the club card for the Zamboni spare blades is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Helpdesk #5551: pay the CIMCO service visit with card {c}",
    "номер моей карты: {c}, до {mm}/{yy}",
    "Ма картаем номер: {c}",
    "N card nɔmba la {c}, {mm}/{yy}",
    "Ma-card numéro kɛ {c}",
    "nya card number mia {c}, {mm}/{yy}",
    "numéro de ma carte : {c}, exp. {mm}/{yy}",
    "kortnummeret mitt: {c}",
    "カード番号：{c}（有効期限 {mm}/{yy}）",
]  # fmt: skip


_BRANDS = ["mir", "visa", "mastercard", "maestro", "unionpay", "jcb", "mir", "diners", "discover",
           "amex", "mir", "visa"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV2 {cvv}",
               "the three digits on the signature panel: {cvv}",
               "Amex {c}, the four-digit code printed on the front: {cvv}",
               "три цифры на обороте карты: {cvv}",
               "a card puɔri zu nɔmbaa ata la {cvv}",
               "les trois chiffres au verso de la carte : {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 62; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"RU": "n" * 29, "KZ": "nnn" + "c" * 13, "FO": "n" * 14, "QA": "aaaa" + "c" * 21,
                "KW": "aaaa" + "c" * 22, "MU": "aaaa" + "n" * 19 + "aaa", "UA": "n" * 25,
                "LI": "n" * 5 + "c" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SS-2033-071: please pay the new dasher boards to {i} within 14 days",
    "save the Almaty broom maker's IBAN: {i}",
    "IBAN: {i}\nReference: league fees, autumn",
    "Spond #treasury: the Doha ice-paint supplier's new bank details, IBAN {i}",
    "мой IBAN: {i}",
    "Ма IBAN-ем: {i}",
    "N IBAN la {i}",
    "ma-IBAN kɛ {i}",
    "nya IBAN mia {i}",
    "tilinumeroni (IBAN): {i}",
    "IBAN-en til kjøleteknikeren på Færøyene: {i}",
    "рахунок постачальника з Києва, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# INSEE codes of countries of birth: Togo, Ghana, Sierra Leone, Russia.
_BORN_ABROAD = ["99345", "99329", "99342", "99123"]


def _nia(g: random.Random) -> str:
    """France's NIA: 7 or 8, the year and month of birth, 99 and a country's INSEE code, a
    serial, and the NIR's mod-97 key; checked with python-stdnum's `fr.nir`."""

    def make(h: random.Random) -> str:
        body = (f"{h.choice('78')}{h.randrange(75, 100):02d}{h.randrange(1, 13):02d}"
                f"{h.choice(_BORN_ABROAD)}{h.randrange(1, 1000):03d}")  # fmt: skip
        return body + fr_nir.calc_check_digits(body)

    return str(fr_nir.format(v.until(g, make, fr_nir.is_valid)))


def _h_number(g: random.Random) -> str:
    """Norway's H-number: a fødselsnummer whose month has 40 added, with its two mod-11 check
    digits; checked with python-stdnum's `no.fodselsnummer`."""

    def make(h: random.Random) -> str:
        body = f"{h.randrange(1, 29):02d}{h.randrange(41, 53):02d}{h.randrange(60, 100):02d}"
        body += f"{h.randrange(0, 500):03d}"
        first = no_fnr.calc_check_digit1(body)
        return body + first + no_fnr.calc_check_digit2(body + first)

    return str(no_fnr.format(v.until(g, make, no_fnr.is_valid)))


def _temp_sin(g: random.Random) -> str:
    """Canada's temporary SIN: 9 first, Luhn; checked with python-stdnum's `ca.sin`."""
    return str(ca_sin.format(v.until(g, lambda h: "9" + _r(h, D, 8), ca_sin.is_valid)))


def _gto_uin(g: random.Random) -> str:
    """Russia's GTO badge UIN: the year, the region (86, Ugra) and a serial; no public check."""
    return f"{g.randrange(15, 26)}-86-{_r(g, D, 7)}"


def _med_book(g: random.Random) -> str:
    """A Russian personal medical book's number (shape assumed: region and serial); no check."""
    return f"86-{_r(g, D, 2)}-{_r(g, D, 6)}"


def _sl_nin(g: random.Random) -> str:
    """Sierra Leone's NIN (shape assumed: eight capitals and digits, both); no public check."""
    return v.until(
        g, lambda h: _r(h, UPPER_DIGITS, 8), lambda s: not s.isdigit() and not s.isalpha()
    )


def _nassit(g: random.Random) -> str:
    """Sierra Leone's NASSIT social security number (shape assumed: nine digits); no check."""
    return g.choice("123456789") + _r(g, D, 8)


def _tg_cni(g: random.Random) -> str:
    """Togo's national identity card number (shape assumed: ten digits); no public check."""
    return "0" + g.choice("123456789") + _r(g, D, 8)


def _ab_phn(g: random.Random) -> str:
    """Alberta's Personal Health Number: nine digits, printed 5-4; no check verified here."""
    number = g.choice("123456789") + _r(g, D, 8)
    return f"{number[:5]}-{number[5:]}"


def _sk_hsn(g: random.Random) -> str:
    """Saskatchewan's Health Services Number: nine digits; no check verified here."""
    return g.choice("123456789") + _r(g, D, 8)


def _ru_passport(g: random.Random) -> str:
    """A Russian internal passport issued in Ugra: series 71 and a year, six digits."""
    return f"71{g.randrange(0, 26):02d} {_r(g, D, 6)}"


def _ru_intl_passport(g: random.Random) -> str:
    """A Russian international passport: 7 and a digit, then seven digits."""
    return f"7{g.randrange(0, 10)} {_r(g, D, 7)}"


def _gh_passport(g: random.Random) -> str:
    """A Ghanaian passport: G and seven digits."""
    return "G" + _r(g, D, 7)


def _jp_passport(g: random.Random) -> str:
    """A Japanese passport: two letters and seven digits."""
    return g.choice(["TK", "TR", "TZ", "MZ"]) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "mon NIA (numéro d'immatriculation d'attente) de la CPAM de Lyon : {s}": _nia,
    "ma-NIA kɛ {s}": _nia,
    "H-nummeret mitt fra legevakta i Lillehammer: {s}": _h_number,
    "Eirik's H-number from the A&E, for the insurance form: {s}": _h_number,
    "Sigrid's temporary SIN from the Winnipeg bonspiel job: {s}": _temp_sin,
    "N temporary SIN la {s}": _temp_sin,
    "УИН ГТО сына для записи в секцию: {s}": _gto_uin,
    "Ам ГТО УИН-ум: {s}": _gto_uin,
    "номер личной медкнижки бармена: {s}": _med_book,
    "Мини медкнижка номер: {s}": _med_book,
    "nya NIN mia {s}": _sl_nin,
    "Fatmata's Sierra Leone NIN for the visa letter: {s}": _sl_nin,
    "nya NASSIT number mia {s}": _nassit,
    "numéro de ma carte nationale d'identité togolaise : {s}": _tg_cni,
    "ma-carte d'identité numéro kɛ {s}": _tg_cni,
    "my Alberta health card number (PHN): {s}": _ab_phn,
    "Saskatchewan Health Services Number for the away-trip form: {s}": _sk_hsn,
    "Ма паспортем: {s}": _ru_passport,
    "Мань паспортми — {s}": _ru_passport,
    "Гымнин загранпаспорт: {s}": _ru_intl_passport,
    "N passport nɔmba la {s}": _gh_passport,
    "旅券番号：{s}": _jp_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return ["-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(3)) for _ in range(n)]


_BACKUPS = ["Multifactor recovery codes for the club admin account\n{codes}",
            "резервные коды Яндекс ID: {codes}", "Spond admin backup codes: {codes}",
            "N 2FA backup codes la:\n{codes}", "nya 2FA backup codes: {codes}",
            "codes de secours du compte TeamApp : {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Sorni%20Stones:eirik@sorni-stones.ru?secret={s}&issuer=Sorni%20Stones&period=30",
              "Яндекс Ключ, ключ для ручного ввода, аккаунт YCLIENTS: {s}",
              "Numberstation, setup key for the TeamSnap login: {s}",
              "nya 2FA secret mia {s}"]  # fmt: skip
_CODES = ["Госуслуги: код подтверждения {c}. Никому его не сообщайте",
          "Use {c} to sign in to Spond", "Your Orabank code is {c}. Do not share it.",
          "Le code de validation T-Money est {c}", "RCB OTP {c}. Do not share with anyone"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "\n", " "][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["SorniStones-Bar", "Sorni-Zamboni-Garage", "RT-WiFi-7C21", "MTS_Router_5G_3A41",
          "Beeline_2G_F1A2B3", "Rental-Desk", "Sheet-C-Cams", "Kazym-Guesthouse", "Numto-5G",
          "Nandom-Home", "Kara-Maison", "Kenema-House", "Lillehammer-Hytte", "Kitami-Hotel-2F",
          "HogLine-Staff"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nPSK: {pw}",
    "bar network {s}, password {pw}",
    "wifi in the Zamboni garage: {s} / {pw}",
    'netplan:\n  wifis:\n    wlan0:\n      access-points:\n        "{s}":\n          password: "{pw}"',
    "the key on the sticker under the RT router: {pw}",
    "вайфай {s}, пароль {pw}",
    "вайфаем {s}, парольем {pw}",
    "вайфайум {s}, парольум {pw}",
    "вайфайми {s}, парольми {pw}",
    "гымнин вайфай {s}, пароль {pw}",
    "a wifi {s} password la {pw}",
    "wifi {s} password kɛ {pw}",
    "wifi {s} password mia {pw}",
    "wifi {s}, passordet er {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 40)), _j((ALNUM, 27), "_", (D, 6)), _j((UPPER_HEX, 32)),
                 _j((LOWER_DIGITS, 20)), _j((ALNUM, 24))]  # fmt: skip
_SPELL = ["reading it out character by character: {t}", "[dictated to Алиса] {t}",
          "(spaced so the Spond preview hides it) {t}", "по одной букве: {t}", "a token la: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["кодовый замок на воротах гаража замбони: {pw}", "padlock on the Zamboni garage side door: {pw}",
          "the keg-room keypad takes {pw} then #", "замок кодем: {pw}", "замок кодми: {pw}",
          "a padlock code la {pw}", "padlock code mia {pw}", "code du cadenas du local à patins : {pw}",
          "koden til hengelåsen på kompressorrommet: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["pebble", "hogline", "bonspiel", "granite", "muksun", "nelma", "kamus", "nart",
                 "chum", "sbiten", "brine", "glycol", "dasher", "toepick", "yaranga", "raskat"]  # fmt: skip
_PHRASES = {"KeeWeb master passphrase for the club vault: {p}": " ",
            "Strongbox database passphrase: {p}": "-",
            "MacPass master passphrase: {p}": " ", "RoboForm master passphrase: {p}": ".",
            "парольная фраза от архива: {p}": " ", "N backup passphrase la {p}": "_",
            "nya backup passphrase mia {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "ATAC collection 'league', header Authorization: Basic {v}": True,
    "Tyk API definition, upstream header Authorization: Bearer {v}": False,
    'Заголовки.Вставить("Authorization", "Basic {v}");': True,
    "Slumber request 'schedule': authorization: bearer {v}": False,
    "HTTP-запрос к PERCo-Web: Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "ibcmd.yml:\ndatabase:\n  dbms: PostgreSQL\n  server: pg-1c.sorni.lan\n  name: ice_bar\n  user: postgres\n  password: {pw}",
    "env.json (vanessa-runner):\n{{\"default\": {{\"--ibconnection\": \"/Ssrv-1c\\\\league\", \"--db-user\": \"Admin\", \"--db-pwd\": \"{pw}\"}}}}",
    "default.vrd:\n<point xmlns=\"http://v8.1c.ru/8.2/virtual-resource-system\" base=\"/league\" ib=\"Srvr=&quot;srv-1c&quot;;Ref=&quot;league&quot;;\" usr=\"webservice\" pwd=\"{pw}\"/>",
    "obs-websocket/config.json:\n{{\"server_enabled\": true, \"server_port\": 4455, \"auth_required\": true, \"server_password\": \"{pw}\"}}",
    "mumble-server.ini:\nwelcometext=\"Sorni Stones team talk\"\nport=64738\nserverpassword={pw}",
    "init.lua:\nbox.cfg{{listen = 3301}}\nbox.schema.user.create('league', {{password = '{pw}', if_not_exists = true}})",
    "proftpd.conf:\nSQLAuthTypes Crypt\nSQLConnectInfo ftp@pg.sorni.lan proftpd {pw}",
    ".fetchmailrc:\npoll mail.sorni-stones.ru protocol imap user \"bar@sorni-stones.ru\" password \"{pw}\" ssl",
    "pjsip.conf:\n[bar-phone]\ntype=auth\nauth_type=userpass\nusername=bar-phone\npassword={pw}",
    "mediamtx.yml:\npaths:\n  sheet-c:\n    publishUser: obs\n    publishPass: {pw}",
    "users.d/league.xml:\n<clickhouse><users><league><password>{pw}</password><networks><ip>10.86.0.0/16</ip></networks></league></users></clickhouse>",
    "provisioning/datasources/league.yaml:\n  - name: League\n    type: postgres\n    user: grafana\n    secureJsonData:\n      password: {pw}",
    "metabase.env:\nMB_DB_TYPE=postgres\nMB_DB_USER=metabase\nMB_DB_PASS={pw}",
    "superset_config.py:\nSQLALCHEMY_DATABASE_URI = \"postgresql://superset:{pw}@pg.sorni.lan/superset\"",
    "telegraf.conf:\n[[inputs.ipmi_sensor]]\n  servers = [\"ADMIN:{pw}@lan(10.86.4.11)\"]",
    "clients.conf:\nclient hotspot {{\n    ipaddr = 10.86.8.1\n    secret = {pw}\n}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Eirik: ice plant password?\nSigrid: {pw}",
    "[21:40] taras: pw for the 1C server?\n[21:41] oksana: {pw}",
    "Haruto: {pw} is the new scoreboard password",
    "Kpiebaya: use {pw}, that's what the rental PC has now",
    "Оксана: новый пароль — {pw}",
    "Яков Сопочин: {pw} — Zamboni парольем",
    "Анфиса: ам ты пароль {pw}",
    "Dakura: a password paala la {pw}",
    "Essowè: password kɛ {pw}",
    "Fatmata: nya password mia {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2062word: {pw}", "пaрoль: {pw}", "пар\u00adоль = {pw}", "pass\u2063word → {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "p\u200ca\u200css\u200cword: {pw}", "Ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "pass\u034fword = {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, held-out 32's proportions).
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
    "the CIMCO plant admin password is": "{s}", "Zamboni portal pw:": "{s} (since the new battery pack)",
    "пароль от кассы:": "{s}", "Frick panel password": "{s}\nchange it after the season",
    "Ма парольем:": "{s}", "N password la": "{s}", "nya password mia": "{s}", "Xeoma password": "{s}",
    "the password Eirik shouted across the ice was": "{s}, I think", "mot de passe de la caisse :": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "CurlingZone API key", "{s}", _j((HEX, 40))),
    ("split_token", "MoySklad token:", "{s} (stock sync for the bar)", _j((HEX, 40))),
    ("split_token", "Amilia API key", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "BitBox backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/35", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "Multifactor recovery codes", "{s}\nQ7K2-M9XA-4TRB\nZ3HC-8PLW-N6DE", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NIA", "{s}", _nia),
    ("split_phrase", "KeeWeb master passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


def _json_safe_pw(rng: random.Random) -> str:
    """A password that a JSON string holds as written (no quote, no backslash)."""
    return v.until(rng, _pw, lambda value: '"' not in value and "\\" not in value)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"zamboni": {"portal": "https://zamboni.sorni.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "eirik", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scoreboards": [{"name": "Fair-Play"}, {"name": "Nevco", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["ibcmd", "infobase", "dump", "--db-user", "postgres", "--db-pwd", "{s}", "/backup/ice_bar.dt"]}': ("meta_password", _plain_pw),
    '{"note": "пароль от ТРАССИР: {s}"}': ("meta_password", _json_safe_pw),
    '{"парольем": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the CIMCO HMI as service with the password {s}"}': ("meta_password", _json_safe_pw),
    '{"curlingzone": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"yclientsPartnerToken": "{s}"}': ("meta_token", _j((LOWER_DIGITS, 20))),
    '{"moysklad_token": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "03/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "QA")),
    '{"member": {"nia": "{s}"}}': ("meta_id", _nia),
    '{"mfa": {"recovery_codes": ["{s}", "Q7K2-M9XA-4TRB", "Z3HC-8PLW-N6DE"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"club_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"desfire": {"aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"keg_room": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "SorniStones-Bar", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"zamboni-controller-4.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/sorni/league-api:3.12").hexdigest()
_COMMIT = hashlib.sha1(
    b"league: add sheet C ice-temperature chart", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"schedule: revert draw export", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"rental-inventory-2033.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"league-results-2033.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the Zamboni portal password before the ice-making weekend on 2033-09-14.",
    "Sigrid asked for the bar wifi password; it's on the card behind the till.",
    "Policy: club passwords are at least 16 characters and live only in the shared vault.",
    "Please don't post passwords in the Spond group; send a vault link instead.",
    "The `.env.example` line `CURLINGZONE_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The CIMCO panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_MOYSKLAD_TOKEN> in the README with the token from your MoySklad account.",
    "TEAMSNAP_CLIENT_SECRET and LIVEBARN_API_KEY must be set before the nightly schedule sync runs.",
    "Никому не сообщайте свой пароль, даже администратору катка.",
    "Сброс пароля в 1С делает только администратор.",
    "Ма парольем нэмхуйн ӑн ӆупиԓэм.",
    "Ам парольум нēмхотъютн ат ла̄ве̄гум.",
    "Пароль-ви ни-дэ эчэ гунэрэ.",
    "Ta ko nɛr kaŋa a fo password.",
    "Ŋ-password, taa-yɔɔdɩ ɛyʊ.",
    "Ba bi password ve numu weka.",
    "Le mot de passe de la caisse doit faire au moins seize caractères.",
    "Passordet må ha minst seksten tegn.",
    "パスワードは誰にも教えないでください。",
    "Das Passwort für den Eismaschinen-PC wird jede Saison geändert.",
    "Salasanaa ei saa kertoa kenellekään.",
    "Upgraded the Xeoma server from 24.6 to 25.3 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the sheet C ice-temperature chart.",
    f"Rolled back to {_SHORT} after the draw export broke the schedule.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Zamboni controller firmware 4.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of league-results-2033.xlsx: {_SHA512}",
    f"The league API container runs ghcr.io/sorni/league-api@sha256:{_IMAGE}.",
    f"MD5 of rental-inventory-2033.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 2c9f4b71-8e03-4d6a-9b25-7f1e0c3a5d84 is the slow one in the YCLIENTS logs.",
    "Purchase order PO-2033-00781 for 24 pairs of rental skates ships on Tuesday.",
    "Helpdesk #5512: the ice on sheet B is soft near the hack again.",
    "Call the Kazym guesthouse on +7 346 724 18 90 before noon.",
    "Order 4500091377 from the broom supplier arrived with two broken heads.",
    "The 2033 bonspiel runs 14 to 16 February: 16 teams, 8 ends a game.",
    "Ice at -5.5 °C, brine return at -9.1 °C, humidity 38 % in the hall.",
    "After five wrong passwords the PERCo turnstile software locks the account for 15 minutes.",
    "A curling stone weighs between 17.24 and 19.96 kg; ours are Ailsa Craig Blue Hone.",
    "The secret of good pebble is water at the right temperature and a steady hand.",
    "Ask Eirik for the keg-room keypad code, I don't have it.",
    "My card ending 4417 was declined at the hardware store in Nyagan.",
    "The Qatar supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the club's Spond admin account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TEAMSNAP_CLIENT_SECRET` in the secrets store, never in the repository.",
    "The padlock on the Zamboni garage freezes in January; spray it with de-icer.",
    "CurlingZone moved the API key page under Settings › Developers in its autumn release.",
    "The guest wifi 'Sorni-Guest' is open, no password needed.",
    "Rental skates size 44: 31 pairs, 6 need sharpening; the Prosharp needs new wheels.",
    "Заказ № 118-0457 на 40 бочонков кваса приедет в четверг.",
    "Позвоните в бухгалтерию по номеру +7 (34674) 2-31-18.",
    "パスワードの変更は管理者に依頼してください。",
    "Isen på bane 3 må skrapes før kampen klokka 19.",
    "La commande n° 2033-0412 de patins de location arrive mardi.",
    "Version 3.12.4 of the league app fixed the draw-shot timer.",
    "HS code 9506.99 covers the curling stones and brooms on the customs form.",
    "Lot LOT-2033-KAZ-0088, 120 kg of frozen muksun, delivered at 07:40.",
    "The Mir card reader at the bar needs a firmware update to 1.8.3.",
    "The Olympia ICE BEAR manual says to change the hydraulic oil every 500 hours.",
    "The token budget for the schedule assistant is 8000 tokens per request.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-09-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/club/cimco", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "5512", "purchase_order": "PO-2033-00781"}',
    '{"request_id": "2c9f4b71-8e03-4d6a-9b25-7f1e0c3a5d84", "status": 504}',
    '{"phone": "+7 346 724 18 90", "city": "Kazym"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "rental_pairs": 212}',
    '{"sheet": "C", "ice_temp_c": -5.5, "pebble_passes": 2}',
    '{"order": "4500091377", "supplier": "broom supplier", "eta": "2033-10-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
