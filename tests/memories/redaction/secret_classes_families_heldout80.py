# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, eightieth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to seventy-eighth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, nor the corpora written beside it, and the scrubber was never run on
it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
crews of a cable-car operator leak secrets into an assistant's memory: Kerapa Skyline, a detachable
gondola in the Kelapang highlands of Sarawak from the Lembah Angin valley station by Pa' Kerapa to
Puncak Lawi, with trekkers' huts (Pondok Tepus, Pondok Midin), a mountain rescue patrol on the
radio, a maintenance depot at Arur Dalan (Depoh Arur), a ticket office in Marudi, a micro-hydro
plant on the Kelapang and sister chairlifts at Lamitan (Basilan), Upi and Bunawan (Agusan del Sur).
Handover books, radio logs, runbooks, tickets, e-mails, wiki pages, notes to self, voice-dictated
text and requests to the assistant itself; shell history (bash, zsh, fish, tmux, screen, minicom,
crontab, Makefile, systemd, Ansible, GitLab CI, Dockerfile); configs of MediaMTX, Zabbix, Grafana,
Rundeck, Keycloak, Nextcloud, Home Assistant, Telegraf, ERPNext, Odoo, Moodle, Snipe-IT, Traccar,
Frigate, Asterisk's pjsip and fetchmail; the panels and tools of ropeway control, drive, rope-test,
hydro, weather-mast, camera, intercom, radio, turnstile, ticket-printing, card-reading and power
hardware (Sisag, Carvatech, Hilscher, NORDAC, Teufelberger, Redaelli, Fatzer, Gilkes, Ossberger,
Kössler, Canyon Hydro, PowerSpout, NRG Systems, Ammonit, Kintech, Hukseflux, Pelco, Geovision,
Zenitel, Commend, Caltta, Wanzl, Nippon Primex, Feitian, Cyber Power, Tesla Powerwall, BYD
Battery-Box, Baumer, Hengstler, Kübler, Gangloff, Nippon Cable, Anzen Sakudo, Ropetrans). About 60%
English (or language-neutral config and shell), the rest (40% by a rough count) in Bidayuh, Melanau
(Mukah), Kelabit, Eastern Penan, Kenyah, Yakan, Teduray (Tiruray) and Agusan Manobo, which no
earlier docstring names; their sentences are the writer's approximations built from published word
lists (the possessives, "new", "this", "house", "name", "who", "not", "don't"), with the loan word
"password" or Malay "kata laluan" as their speakers write them; and Sarawak Malay and Malay, Iban,
Tagalog, Cebuano, Mandarin, Japanese, Korean, German, Italian and Arabic in wordings of their own
(the seed phrases' labels also in Czech, Russian and Spanish). Tools no heldout 5 to 78 names:
GridDB's gs_sh, SequoiaDB's sdbimprt, MatrixOne's mo_ctl, openGemini's ts-cli, cnosdb-cli,
HugeGraph's hugegraph-tools, Xugu's xgconsole, KaiwuDB's kwbase, ArcadeDB's console,
uber-apk-signer, `swift package-registry login` and voltadmin; beside them RabbitMQ's PerfTest,
Aruba's `mgmt-user`, RouterOS' `/ppp secret` and commonly used clients in layouts of their own.
Vendors (Traveloka, Tiket.com, MOLPay, Kiplepay, GKash, ManagePay, Revenue Monster, AsiaPay,
PesoPay, Payssion, Magpie, BUX.ph, Isentric, MACROKIOSK, SMSGlobal, Smart DevNet, Meteosource,
Meteostat, Pirate Weather, Snow-Forecast, Inntopia, Liftopia, Skioo, Ticketino, Intermaps, Eptura,
Facilio, Coswin, Senseye, Waites, Onomondo, Things Mobile, nRF Cloud, Jawg, Protomaps, SARTopo,
RosterElf, Clock PMS) are ones heldouts 5 to 78 do not name; their token shapes are the writer's
guesses where no shape is published. The ids are kinds heldouts 5 to 78 do not use: the
Philippines' ACR I-Card number, Community Tax Certificate (cedula) number, NBI clearance number,
SEC registration number, barangay ID number and NCIP Certificate of Tribal Membership number,
Malaysia's MyTentera number, Sabah's IMM13 pass number, a Malaysian birth certificate (Sijil
Kelahiran) number, a Kad OKU registration number and a Labuan company number. None has a
python-stdnum module (nearly every module python-stdnum ships is imported by an earlier corpus), so
all are unchecked: drawn in the shape the writer believes they are printed in, with no check-digit
algorithm written here; so are the Malaysian and Philippine passports under Kelabit, Manobo and
Yakan words. Card numbers pass Luhn (Visa Electron, Carte Blanche, China T-Union and Tarjeta
Shopping prefixes drawn here and checked with python-stdnum's `luhn`). The IBANs are of countries
used least by a rough count over heldouts 5 to 78 (Bulgaria, Costa Rica, Estonia, Iceland, Jordan,
Kazakhstan, Lebanon and Tunisia), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Italian, Czech, Korean, Simplified Chinese, Russian and Spanish lists, each
from random entropy, so its checksum holds.
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

SEED = 28_506_236
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


_HIGHLAND = ["Kenyalang", "Rafflesia", "Gaharu", "Belian", "Terubok", "Mandau", "Tajau", "Midin",
             "Tepus", "Keladi", "Nipah", "Bemban", "Kelupis", "Linut", "Tebaloi", "Pansoh",
             "Marang", "Malong", "Kudyapi", "Tambok", "Manik"]  # fmt: skip
_GEAR = ["Bullwheel", "Haulrope", "Tensioner", "Sheave", "Carrier", "Tower", "Grip", "Anchor",
         "Counterweight", "Station", "Splice", "Brake", "Gearbox", "Turnstile"]  # fmt: skip
_PLACES = ["Marudi", "Bario", "LongLellang", "LongAkah", "Mukah", "Dalat", "Serian", "Bau",
           "Belaga", "Miri", "Kelapang", "ArurDalan", "PaUmur", "Lamitan", "Isabela", "Upi",
           "Lebak", "Bunawan", "Prosperidad", "PuncakLawi", "LembahAngin"]  # fmt: skip
_NAMES = ["Balang", "Sinah", "Lawai", "Tepun", "Supang", "Ngimat", "Along", "Bilong", "Mutang",
          "Selai", "Ajang", "Jonas", "Nyoneng", "Mayang", "Ridu", "Awang", "Dayang", "Sumok",
          "Rumiah", "Saini", "Jau", "Usun", "Lian", "Ubong", "Anyi", "Sahira", "Kalim",
          "Nurhaida", "Jumdail", "Mendung", "Ilana", "Damaso", "Bayani", "Lumantao", "Marites"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["K3ny4l4ng", "R4ffl3s14", "G4h4ru", "B3l14n", "T3rub0k", "M4nd4u", "T4j4u", "Bullwh33l",
         "H4ulr0p3"]  # fmt: skip


def _tower(g: random.Random) -> str:
    """A tower's number and a highland word, the way the depot crew builds a password."""
    return f"Tower{g.randrange(1, 19):02d}{g.choice(_HIGHLAND)}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four groups of four, both cases and digits, as a password manager writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_HIGHLAND)}{g.choice(_GEAR)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_HIGHLAND, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "!$%*?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    _tower,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_HIGHLAND).lower()}_{g.randrange(1970, 2034)}",
    lambda g: f"Cabin{g.randrange(1, 40):02d}{g.choice(_HIGHLAND)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + g.choice(_SYMBOLS) + _r(g, D, 4) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_GEAR).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}Naik{g.choice(_HIGHLAND)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "handover book, top station, night shift: the Sisag control desk password is {pw}",
    "radio log 06:40, patrol channel 2 — Lawai reads out the Sisag ropeway console password: {pw}",
    "Carvatech cabin-door controller, service password {pw} (from the commissioning sheet)",
    "Hilscher netTAP gateway in the drive room: web password {pw}",
    "NORDAC inverter on the garage conveyor, parameter-set password {pw}",
    "Teufelberger rope-test logger at Depoh Arur: password {pw}",
    "Redaelli rope-inspection viewer, licence login password {pw}",
    "Fatzer rope inspection tablet, supervisor password {pw}",
    "Gilkes Turgo governor panel at the Kelapang intake, password {pw}",
    "Ossberger crossflow turbine controller: admin password {pw}",
    "Kössler turbine SCADA, operator password {pw}",
    "Canyon Hydro PLC web page password {pw}",
    "PowerSpout controller at Pondok Midin: password {pw}",
    "NRG Systems SymphoniePRO logger on the summit mast: password {pw}",
    "Ammonit Meteo-40 wind logger, web password {pw}",
    "Kintech EOL Zenith logger at Pa' Kerapa: password {pw}",
    "Hukseflux pyranometer logger, admin password {pw}",
    "Pelco Sarix camera on tower 7: admin password {pw}",
    "Geovision NVR in the ticket office back room, password {pw}",
    "Zenitel TCIV intercom at the top station, web admin password {pw}",
    "Commend intercom server password {pw}, don't change it before the audit",
    "Caltta dispatch console for the rescue patrol: login password {pw}",
    "Wanzl Galaxy Gate turnstile controller password {pw}",
    "Nippon Primex ticket printer, admin password {pw}",
    "Feitian card reader config tool, password {pw}",
    "Cyber Power RMCARD in the depot rack: password {pw}",
    "Tesla Powerwall gateway at Puncak Lawi: customer password {pw}",
    "BYD Battery-Box BMS tool, installer password {pw}",
    "Baumer sensor gateway on the tensioner carriage: password {pw}",
    "Hengstler counter configuration, password {pw}",
    "Kübler encoder diagnostics app password {pw}",
    "Gangloff cabin lighting controller, service password {pw}",
    "Nippon Cable maintenance laptop for the Bunawan chairlift: Windows password {pw}",
    "Anzen Sakudo chairlift panel at Lamitan, password {pw}",
    "Ropetrans grip-test bench PC, password {pw}",
    "Hi Jonas,\n\nthe root password on the ticket server in Marudi is {pw}. Delete this once it's in the vault.\n\nRegards,\nDayang",
    "Incident 2034-02-03: the Geovision NVR was reachable from the internet with password {pw}",
    "Runbook: manual evacuation drive\n1. switch the Sisag desk to rescue mode\n2. log in as rescue\n3. password {pw}\n4. start the auxiliary diesel and run the line at 1 m/s",
    "README (depot rack)\nthe Hilscher netTAP UI is at https://nettap.kerapa.lan, admin password `{pw}`.",
    "my Bank Islam app password is {pw} now",
    "can you keep my Hong Leong Connect password? it's {pw}",
    "Landbank iAccess password: {pw}",
    "dictated: the Powerwall app password is {pw} full stop",
    "note to self: Sisag desk password {pw}",
    "after the firmware update the Pelco password became {pw}",
    "remember this for me please, the rescue patrol's Caltta console password is {pw}",
    "kata laluan email aku {pw}",
    "password wifi rumah kamek: {pw}",
    "Awang: password baru server nya {pw}, jangan madah ngan sapa-sapa",
    "Password email aku iya {pw}",
    "password wifi rumah panjai kami: {pw}",
    "Ubong: password baru server nya {pw}, anang madah ka orang",
    "yung password ng email ko ay {pw}",
    "password ng wifi sa bahay: {pw}",
    "Marites: bagong password ng server: {pw}, wag mong ipagsabi",
    "ang password sa akong email kay {pw}",
    "password sa wifi sa balay: {pw}",
    "Bayani: bag-ong password sa server kay {pw}, ayaw isulti bisan kinsa",
    "Password email ku: {pw}",
    "password wifi arun ku {pw}",
    "Nyoneng: password bauh server ati {pw}",
    "password email kou {pw}",
    "password wifi lebuk kou: {pw}",
    "Sumok: password baru server idun {pw}, mey padah sai-sai",
    "password email kuh {pw}",
    "password wifi ruma' kuh: {pw}",
    "Balang: password baru server ieh {pw}",
    "password tong email akeu: {pw}",
    "password wifi lamin akeu: {pw}",
    "Bilong: password tong server iteu {pw}",
    "password email ku iyé {pw}",
    "password wifi lamin ku: {pw}",
    "Jau: password server baru amé {pw}",
    "password ma email ku: {pw}",
    "password wifi luma' ku: {pw}",
    "Sahira: password baha'u si server {pw}",
    "i password é dob email gey {pw}",
    "i password é dob wifi gey: {pw}",
    "Mendung: i bago password é dob server {pw}",
    "password to email ko {pw}",
    "password to wifi ko: {pw}",
    "Lumantao: bag-o no password to server {pw}",
    "我的邮箱密码是 {pw}",
    "家里路由器的密码：{pw}",
    "刘佳：新的服务器密码是 {pw}，别告诉别人",
    "ロープウェイ制御盤のパスワードは {pw} です",
    "케이블카 제어반 비밀번호: {pw}",
    "das Passwort für den Seilbahn-Leitstand lautet {pw}",
    "la password del quadro della funivia è {pw}",
    "كلمة المرور لحساب التذاكر هي {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["balang", "sinah.r", "lawai", "tepun", "supang", "ngimat", "along.b", "bilong",
          "mutang", "selai", "jonas.n", "nyoneng", "mayang", "ridu", "awang.s", "dayang",
          "sumok", "rumiah", "jau.u", "usun", "ubong", "sahira.k", "jumdail", "mendung",
          "ilana.d", "bayani", "lumantao", "marites", "svc-sisag", "rescue-desk"]  # fmt: skip
_LOGINS = [
    "handover book: Sisag desk login {u} / {pw}",
    "ticket 2207: {u} locked out of the Geovision NVR, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Depot › Hydro › Gilkes governor: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Pelco tower 7 | {u} | {pw} |",
    "log into the Commend server as {u} using {pw}",
    "NVR login {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: nvr-marudi\n  user: {u}\n  pass: {pw}",
    "Awang says the Caltta account is {u} and the password is {pw}",
    "host,user,password\nsisag-desk,{u},{pw}",
    "ssh {u}@depot-nuc.kerapa.lan  (pw {pw})",
    "creds for the turnstile controller: {u} and {pw}",
    "nama pengguna {u}, kata laluan {pw}",
    "nama login aku {u}, password {pw}",
    "username: {u} tapos password: {pw}",
    "username {u}, ang password kay {pw}",
    "nama login ku {u}, password ku {pw}",
    "ngadan login kou {u}, password kou {pw}",
    "ngadan login kuh {u}, password kuh {pw}",
    "ngaran login akeu {u}, password {pw}",
    "aran login ku {u}, password ku {pw}",
    "ōn login ku {u}, password ku {pw}",
    "i ngaran login gey {u}, i password é {pw}",
    "ngaran to login ko {u}, password ko {pw}",
    "Benutzername {u}, Passwort {pw}",
    "ユーザー名 {u} / パスワード {pw}",
    "账号 {u}，密码 {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kenyalang", "rafflesia", "gaharu", "belian", "terubok", "mandau", "tajau", "midin",
               "tepus", "keladi", "nipah", "pansoh", "tebaloi", "kelupis", "bullwheel", "haulrope"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, lower case, and then {d}",
    "password: {w}, and right after it the number {d}",
    "for the ticket server it's {w} with {d} on the end",
    "voice note: the depot wifi password is {w} then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the digits together",
    "kata laluan dia perkataan {w}, lepas tu {d}",
    "ang password ay yung salitang {w}, tapos {d}",
    "ang password kay ang pulong {w}, dayon {d}",
    "password ku kata {w}, udah nyan {d}",
    "password kou kata {w}, lepas idun {d}",
    "password ku kata {w}, ubus {d}",
    "password ko to pulong {w}, human {d}",
    "Kennwort: erst das Wort {w}, dahinter die Zahl {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [  # exactly as many as the family draws, so that every tool is used once
    "gs_sh\ngs> setuser {u} {pw}\ngs> connect $huts",
    "sdbimprt --hosts sdb1.kerapa.lan:11810 -u {u} -w '{pw}' -c tickets -l sales --type csv --file sales-2034-02.csv",
    "mo_ctl set_conf MO_USER={u} && mo_ctl set_conf MO_PW={pw} && mo_ctl connect",
    "ts-cli -host gemini.kerapa.lan -port 8086 -username {u} -password '{pw}'",
    "cnosdb-cli --host cnos.kerapa.lan --port 8902 --user {u} --password '{pw}' --database weather",
    "bin/hugegraph --url http://hugegraph.kerapa.lan:8080 --graph rescue --user {u} --password '{pw}' backup -t all -d /srv/hg-backup",
    "xgconsole nssl xugu.kerapa.lan 5138 TICKETS {u} '{pw}'",
    "kwbase sql --url 'postgresql://{u}:{pw}@kwdb.kerapa.lan:26257/sensors?sslmode=require'",
    "bin/console.sh \"connect remote:arcade.kerapa.lan/huts {u} {pw}\"",
    "java -jar uber-apk-signer.jar -a kerapa-tickets-release.apk --ks kerapa.jks --ksAlias tickets --ksPass '{pw}' --ksKeyPass '{pw}'",
    "swift package-registry login https://swift.kerapa.lan --username {u} --password '{pw}'",
    "voltadmin --host=volt1.kerapa.lan --user={u} --password='{pw}' status",
    "bin/runjava com.rabbitmq.perf.PerfTest -h 'amqp://{u}:{pw}@mq.kerapa.lan:5672/%2f' -x 1 -y 2 -z 30",
    "/ppp secret add name={u} password={pw} service=sstp profile=depot",
    "(depot-mm) [mynode] (config) #mgmt-user {u} root {pw}",
    "ipmitool -I lanplus -H bmc-ticket01.kerapa.lan -U {u} -P '{pw}' chassis power status",
    "sshpass -p '{pw}' ssh {u}@plc-tower07.kerapa.lan",
    "mysql -h db.kerapa.lan -u {u} -p'{pw}' tickets -e 'select count(*) from passes'",
    "redis-cli -h cache.kerapa.lan --user {u} -a '{pw}' --no-auth-warning info",
    "curl -u {u}:{pw} https://nvr-marudi.kerapa.lan/api/v1/export",
    "smbclient //files.kerapa.lan/depot -U '{u}%{pw}' -c 'get drive-logs.zip'",
    "net use Z: \\\\files.kerapa.lan\\tickets /user:KERAPA\\{u} {pw}",
    "xfreerdp /v:scada.kerapa.lan /u:{u} /p:'{pw}' /cert:ignore",
    "7z a -p'{pw}' -mhe=on rescue-reports-2034.7z reports/",
    "openssl pkcs12 -export -in tickets.crt -inkey tickets.key -out tickets.p12 -passout pass:{pw}",
    "lftp -u {u},{pw} ftps://ftp.kerapa.lan",
    "wget --user={u} --password='{pw}' https://files.kerapa.lan/manuals/sisag-desk.pdf",
    "ldapsearch -x -H ldaps://dc.kerapa.lan -D 'cn={u},ou=staff,dc=kerapa,dc=lan' -w '{pw}' '(uid=*)'",
    "mosquitto_sub -h mqtt.kerapa.lan -u {u} -P '{pw}' -t 'towers/+/vibration'",
    "snmpwalk -v3 -l authPriv -u {u} -a SHA -A '{pw}' -x AES -X '{pw}' ups-depot.kerapa.lan",
    "plink -ssh -pw '{pw}' {u}@hydro-plc.kerapa.lan",
    "sqlcmd -S sql.kerapa.lan -U {u} -P '{pw}' -d Tickets -Q 'select top 5 * from Sales'",
    "keytool -importkeystore -srckeystore tickets.p12 -srcstoretype PKCS12 -srcstorepass '{pw}' -destkeystore kerapa.jks",
    "docker login registry.kerapa.lan -u {u} -p '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "# {c}", "depot@arur-nuc:~$ {c}", "ops@puncak-gw:~# {c}", "PS C:\\Depot> {c}",
    "C:\\Users\\tickets> {c}", "~/.bash_history:\n{c}", "~/.zsh_history:\n: 1968402011:0;{c}",
    "fish_history:\n- cmd: {c}\n  when: 1968402011", "tmux pane 'ticket-db': {c}",
    "screen session 'hydro':\n{c}", "minicom on the drive cabinet: {c}", "crontab -l:\n15 3 * * * {c}",
    "Makefile:\nbackup:\n\t{c}", "ExecStart={c}", "Ansible task:\n- shell: {c}",
    "GitLab CI:\n  script:\n    - {c}", "Dockerfile:\nRUN {c}", "runbook step 4: {c}",
    "pasted to Jonas on the radio desk: {c}", "history | tail\n  503  {c}",
    "arahan yang aku jalankan: {c}", "yung command na pinatakbo ko: {c}",
    "command kuh: {c}", "command to ko: {c}", "我跑的命令：{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "clickhouse://{u}:{pw}@ch.kerapa.lan:9000/ridership",
    "mongodb+srv://{u}:{pw}@huts.kx7pq.mongodb.net/bookings?retryWrites=true",
    "rediss://{u}:{pw}@cache.kerapa.lan:6380/3",
    "postgres://{u}:{pw}@pg.kerapa.lan:5432/maintenance",
    "mysql+pymysql://{u}:{pw}@db.kerapa.lan/tickets",
    "oracle+oracledb://{u}:{pw}@ora.kerapa.lan:1521/?service_name=ASSETS",
    "neo4j+s://{u}:{pw}@graph.kerapa.lan:7687",
    "couchbases://{u}:{pw}@cb.kerapa.lan/rescue",
    "ftps://{u}:{pw}@ftp.kerapa.lan:990/manuals/",
    "rtsp://{u}:{pw}@cam-tower07.kerapa.lan:554/Streaming/Channels/101",
    "smtps://{u}:{pw}@mail.kerapa-sky.my:465",
    "https://{u}:{pw}@nexus.kerapa.lan/repository/apk/",
    "Server=sql.kerapa.lan;Database=Tickets;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "the old connection from the BI tool: {c}", "keep this for me: {c}",
    "sambungan DB: {c}", "连接字符串：{c}", "ticket 2231: {c}", "wiki page 'Databases': {c}",
    "ang connection string: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kerapa-skyline", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read sms:send"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Traveloka", "TRAVELOKA_PARTNER_SECRET", _j((ALNUM, 40))),
    ("Tiket.com", "TIKETCOM_API_KEY", _j((HEX, 32))),
    ("MOLPay", "MOLPAY_VERIFY_KEY", _j((HEX, 32))),
    ("Kiplepay", "KIPLEPAY_SECRET", _j((URLSAFE, 43))),
    ("GKash", "GKASH_SIGNATURE_KEY", _j((UPPER_DIGITS, 32))),
    ("ManagePay", "MANAGEPAY_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Revenue Monster", "RM_CLIENT_SECRET", _j((ALNUM, 48))),
    ("AsiaPay", "ASIAPAY_SECURE_HASH_SECRET", _j((ALNUM, 32))),
    ("PesoPay", "PESOPAY_HASH_SECRET", _j((ALNUM, 32))),
    ("Payssion", "PAYSSION_SECRET_KEY", _j((HEX, 40))),
    ("Magpie", "MAGPIE_SECRET_KEY", _j((ALNUM, 40))),
    ("BUX.ph", "BUX_API_KEY", _j((HEX, 64))),
    ("Isentric", "ISENTRIC_API_TOKEN", _j((B64, 44))),
    ("MACROKIOSK", "MACROKIOSK_API_KEY", _j((UPPER_DIGITS, 40))),
    ("SMSGlobal", "SMSGLOBAL_API_SECRET", _j((HEX, 32))),
    ("Smart DevNet", "SMART_DEVNET_ACCESS_TOKEN", _vendor_jwt("https://developer.smart.com.ph")),
    ("Meteosource", "METEOSOURCE_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Meteostat", "METEOSTAT_API_KEY", _j((ALNUM, 50))),
    ("Pirate Weather", "PIRATE_WEATHER_KEY", _j((ALNUM, 32))),
    ("Snow-Forecast", "SNOWFORECAST_FEED_KEY", _j((HEX, 24))),
    ("Inntopia", "INNTOPIA_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Liftopia", "LIFTOPIA_PARTNER_TOKEN", _j((URLSAFE, 64))),
    ("Skioo", "SKIOO_API_KEY", _j((ALNUM, 36))),
    ("Ticketino", "TICKETINO_API_TOKEN", _j((B64, 42), "==")),
    ("Intermaps", "INTERMAPS_API_KEY", _j((HEX, 40))),
    ("Eptura", "EPTURA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Facilio", "FACILIO_API_TOKEN", _vendor_jwt("https://app.facilio.com")),
    ("Coswin", "COSWIN_API_KEY", _j((UPPER_HEX, 32))),
    ("Senseye", "SENSEYE_API_KEY", _j((ALNUM, 44))),
    ("Waites", "WAITES_API_TOKEN", _j((HEX, 48))),
    ("Onomondo", "ONOMONDO_API_KEY", _j((ALNUM, 40))),
    ("Things Mobile", "THINGSMOBILE_TOKEN", _j((HEX, 32))),
    ("nRF Cloud", "NRFCLOUD_API_KEY", _j((HEX, 40))),
    ("Jawg", "JAWG_ACCESS_TOKEN", _j((ALNUM, 64))),
    ("Protomaps", "PROTOMAPS_API_KEY", _j((HEX, 16))),
    ("SARTopo", "SARTOPO_CREDENTIAL_KEY", _j((B64, 44))),
    ("RosterElf", "ROSTERELF_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Clock PMS", "CLOCK_PMS_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -gx {env} {tok}",
    "$env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "pillar/ticketing.sls:\nticketing:\n  {env}: {tok}",
    ".kamal/secrets:\n{env}={tok}",
    "railway variables --set \"{env}={tok}\"",
    "dokku config:set tickets {env}={tok}",
    "kubectl create secret generic sync-keys --from-literal={env}={tok}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: sync-keys\nstringData:\n  {env}: {tok}",
    "crontab:\n{env}={tok}\n*/10 * * * * /opt/kerapa/bin/sync",
    "Apache vhost: SetEnv {env} {tok}",
    "nginx: fastcgi_param {env} {tok};",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "systemd: Environment=\"{env}={tok}\"",
    "GitHub Actions:\nenv:\n  {env}: {tok}  # TODO move to secrets",
    "Kerapa ERP › Settings › Integrations › {vendor}: {tok}",
    "wiki table 'Integrations': | {vendor} | live | {tok} |",
    "todo: rotate the {vendor} key {tok}",
    "radio desk note: {vendor} key for the booking sync is {tok}",
    "the {vendor} token we use now is {tok}, the old one was revoked",
    "ticket 2240: {vendor} sync fails with 401, configured key {tok}",
    "ticket 2251: {vendor} integration broken, current key {tok}",
    "please keep our {vendor} API key for me: {tok}",
    "kunci API {vendor}: {tok}",
    "API key {vendor} kitai: {tok}",
    "API key ng {vendor}: {tok}",
    "ang API key sa {vendor} kay {tok}",
    "API key {vendor} ku: {tok}",
    "API key {vendor} kou: {tok}",
    "API key {vendor} kuh: {tok}",
    "API key {vendor} tong sistem iteu: {tok}",
    "API key {vendor} amé: {tok}",
    "API key {vendor} ku ma sistem: {tok}",
    "i API key é dob {vendor}: {tok}",
    "API key to {vendor}: {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} のAPIキーは {tok}",
    "{vendor} API 키는 {tok}",
    "API-Schlüssel für {vendor}: {tok}",
    "chiave API {vendor} per la biglietteria: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    meteosource = _r(rng, LOWER_DIGITS, 40)
    pirate = _r(rng, ALNUM, 32)
    jawg = _r(rng, ALNUM, 64)
    traveloka = _r(rng, ALNUM, 40)
    protomaps = _r(rng, HEX, 16)
    smsglobal = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://www.meteosource.com/api/v1/free/point", params={{"place_id": "marudi", "key": "{meteosource}"}})', meteosource),
        Sample("vendor_token", f"curl https://api.pirateweather.net/forecast/{pirate}/3.77,115.45?units=si", pirate),
        Sample("vendor_token", f'L.tileLayer("https://tile.jawg.io/jawg-terrain/{{z}}/{{x}}/{{y}}.png?access-token={jawg}").addTo(map);', jawg),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "TRAVELOKA_PARTNER_SECRET", "\\"{traveloka}\\"")\n  }}\n}}', traveloka),
        Sample("vendor_token", f'res/values/secrets.xml:\n<string name="protomaps_key">{protomaps}</string>', protomaps),
        Sample("vendor_token", f"$sms = new SMSGlobalClient('kerapa-skyline', '{smsglobal}');", smsglobal),
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


_BARE_PLACES = ["{t}", "radio desk: {t}", "it is shown once, so here it is:\n{t}", "token baru: {t}",
                "新 token：{t}", "{t}\n^ the current one", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the tower 7 vibration node (OTAA): {h}": 32,
    "AppSKey of the Pondok Tepus water-tank sensor (ABP): {h}": 32,
    "HMAC secret for the MOLPay payment callback: {h}": 64,
    "AES key for the Sisag desk's config export: {h}": 32,
    "IPsec pre-shared key of the Puncak Lawi tunnel, in hex: {h}": 64,
    "DESFire application master key of the season passes: {h}": 32,
    "kunci penyulitan backup: {h}": 64,
    "encryption key backup ku: {h}": 48,
    "备份加密密钥：{h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket 2262: token copied from the browser dev tools {t}",
    "Cookie: lang=ms; krp_session={t}",
    "ERP_SYNC_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token ni {t}",
    "ang token: {t}",
    "Bruno request: auth:bearer {{ token: {t} }}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.kerapa-sky.my/realms/staff",
            "azp": "ticket-desk",
            "roles": ["ticketing", "rescue"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the depot NUC, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tickets.kerapa-sky.my.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SARTOPO_SERVICE_KEY": "{key}", "team": "rescue"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_depot <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket 2270, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "kunci peribadi server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "GPG key for the insurer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Defly wallet recovery phrase for the hut fund: {p}": "english",
    "Kastle wallet words\n{p}": "english",
    "Keystone seed backup (the old ticket-float wallet, emptied): {p}": "english",
    "voice note: the SafePal recovery words are {p} and that's all of them": "english",
    "wiki page 'Rescue fund wallet (retired)': {p}": "english",
    "BlueWallet backup for the depot's tips jar: {p}": "english",
    "frase di recupero del portafoglio OneKey: {p}": "italian",
    "obnovovací fráze peněženky Trezor: {p}": "czech",
    "Cypherock 지갑 복구 문구: {p}": "korean",
    "Coin98 钱包助记词：{p}": "chinese_simplified",
    "сид-фраза кошелька Tonkeeper: {p}": "russian",
    "Sparrow, frase de recuperación: {p}": "spanish",
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
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Visa Electron's, Carte Blanche's, China
    T-Union's, Tarjeta Shopping's: brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "visa_electron":
        return _card_of(rng, ["4026", "417500", "4508", "4844", "4913", "4917"], [16])
    if brand == "carte_blanche":
        return _card_of(rng, ["300", "301", "302", "303", "304", "305"], [14])
    if brand == "t_union":
        return _card_of(rng, ["31"], [19])
    if brand == "tarjeta_shopping":
        return _card_of(rng, ["603488"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "radio desk: the company card for the Sisag spare parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "ticket 2281: pay the Teufelberger rope test with card {c}",
    "nombor kad aku: {c}, {mm}/{yy}",
    "numero ng card ko: {c}",
    "numero sa akong kard: {c}, {mm}/{yy}",
    "numbor kad kou: {c}",
    "numbor kad kuh: {c}, {mm}/{yy}",
    "numbor kad ku ma bank: {c}",
    "我的卡号：{c}，有效期 {mm}/{yy}",
    "カード番号 {c} 有効期限 {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa_electron", "mastercard", "carte_blanche", "jcb", "t_union", "tarjeta_shopping",
           "visa", "unionpay"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(35, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 08/37, the code on the back is {cvv}",
               "the three digits on the signature panel: {cvv}",
               "Amex {c}, the four-digit code printed on the front: {cvv}",
               "tiga nombor belakang kad: {cvv}",
               "yung tatlong digit sa likod ng card: {cvv}",
               "numbor teluh di likud kad kuh: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 78; BBAN shapes (a, n, c and 0 as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BG": "aaaa" + "n" * 6 + "c" * 8, "CR": "0" + "n" * 17, "EE": "n" * 16,
                "IS": "n" * 22, "JO": "aaaa" + "n" * 4 + "c" * 18, "KZ": "nnn" + "c" * 13,
                "LB": "n" * 4 + "c" * 20, "TN": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KRP-2034-071: please pay the cabin refurbisher to {i} within 30 days",
    "save the rope supplier's IBAN: {i}",
    "IBAN: {i}\nReference: tower 7 sheave liners",
    "radio desk: new bank details of the booking-software vendor, IBAN {i}",
    "the geothermal consultant's IBAN is {i}",
    "IBAN for the tour operator's refund: {i}",
    "lift engineer's IBAN, for the commissioning fee: {i}",
    "IBAN of the travel agency that sent the school groups: {i}",
    "IBAN pembekal alat ganti: {i}",
    "IBAN ng supplier: {i}",
    "IBAN kou: {i}",
    "我的 IBAN：{i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# None of these has a python-stdnum module or a public check digit: each is drawn in the shape the
# writer has seen it printed, and nothing here checks it.
def _acr(g: random.Random) -> str:
    """A Philippine ACR I-Card number (a foreign resident's card): a letter and nine digits."""
    return g.choice("EZ") + _r(g, D, 9)


def _mytentera(g: random.Random) -> str:
    """The service number on a Malaysian MyTentera (armed forces) card: T and seven digits."""
    return "T" + g.choice("123456789") + _r(g, D, 6)


def _imm13(g: random.Random) -> str:
    """A Sabah IMM13 pass number: the state's letters and eight digits."""
    return "SBH" + _r(g, D, 8)


def _birth_cert(g: random.Random) -> str:
    """A Malaysian birth certificate (Sijil Kelahiran) number: two letters and six digits."""
    return _r(g, UPPER, 2) + _r(g, D, 6)


def _oku(g: random.Random) -> str:
    """A Malaysian Kad OKU (disability card) registration number: ten digits."""
    return g.choice("123456789") + _r(g, D, 9)


def _ctc(g: random.Random) -> str:
    """A Philippine Community Tax Certificate (cedula) number: CCI, a year and eight digits."""
    return f"CCI{g.randrange(2030, 2035)} {_r(g, D, 8)}"


def _nbi(g: random.Random) -> str:
    """An NBI clearance number: four letters of the office and twelve digits."""
    return g.choice(["MANL", "DAVO", "COTA", "ZAMB", "BUTU"]) + _r(g, D, 12)


def _sec_reg(g: random.Random) -> str:
    """A Philippine SEC registration number: CS, a year and six digits."""
    return f"CS{g.randrange(2008, 2034)}{_r(g, D, 6)}"


def _labuan(g: random.Random) -> str:
    """A Labuan company number: LL and five digits."""
    return "LL" + _r(g, D, 5)


def _brgy_id(g: random.Random) -> str:
    """A barangay ID number: a year and a serial of six."""
    return f"{g.randrange(2028, 2035)}-{_r(g, D, 6)}"


def _ctm(g: random.Random) -> str:
    """An NCIP Certificate of Tribal Membership number: the region, a year and a serial."""
    return f"CTM-{g.choice(['XII', 'XIII', 'BARMM'])}-{g.randrange(2028, 2035)}-{_r(g, D, 5)}"


def _my_passport(g: random.Random) -> str:
    """A Malaysian passport issued in Sarawak: H and eight digits."""
    return "H" + _r(g, D, 8)


def _ph_passport(g: random.Random) -> str:
    """A Philippine passport: P, seven digits and a letter."""
    return "P" + _r(g, D, 7) + g.choice(UPPER)


_ID_PLACES: dict[str, Maker] = {
    "ACR I-Card number of the Korean lift mechanic: {s}": _acr,
    "numero ng ACR I-Card ni Jae-won: {s}": _acr,
    "MyTentera number of the volunteer from the Marudi camp: {s}": _mytentera,
    "nombor MyTentera abang aku: {s}": _mytentera,
    "IMM13 pass no. of the porter from Sandakan: {s}": _imm13,
    "No. pas IMM13 dia: {s}": _imm13,
    "Sijil Kelahiran no. of the trainee, for the insurance form: {s}": _birth_cert,
    "nombor sijil kelahiran anak aku: {s}": _birth_cert,
    "Kad OKU registration number of the guest in cabin 12: {s}": _oku,
    "nombor kad OKU kou: {s}": _oku,
    "Community Tax Certificate no. of the Lamitan contractor: {s}": _ctc,
    "CTC number ko (cedula): {s}": _ctc,
    "NBI clearance number of the new Upi guide: {s}": _nbi,
    "numero sa akong NBI clearance: {s}": _nbi,
    "SEC registration no. of the Bunawan chairlift operator: {s}": _sec_reg,
    "Labuan company no. of the cabin leasing entity: {s}": _labuan,
    "barangay ID number ni Lumantao: {s}": _brgy_id,
    "Certificate of Tribal Membership no. of the Teduray guide: {s}": _ctm,
    "i numero é dob Certificate of Tribal Membership gey: {s}": _ctm,
    "nombor pasport kuh: {s}": _my_passport,
    "numero to passport ko: {s}": _ph_passport,
    "numero pasaporte ku ma luma': {s}": _ph_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Traveloka partner 2FA backup codes\n{codes}",
            "spare sign-in codes for the Kerapa Google Workspace super-admin {codes}",
            "MOLPay merchant portal recovery codes: {codes}",
            "kod sandaran 2FA akaun tiket:\n{codes}",
            "backup codes ko sa 2FA: {codes}",
            "backup code 2FA kuh: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/RosterElf:dayang@kerapa-sky.my?secret={s}&issuer=RosterElf&period=30",
              "Aegis, manual entry for the Eptura admin: key {s}",
              "2FA setup key for the SMSGlobal console: {s}",
              "kunci 2FA kou: {s}"]  # fmt: skip
_CODES = ["{c} is your Kiplepay verification code. It expires in 5 minutes.",
          "Kod TAC anda ialah {c}. Jangan kongsi dengan sesiapa.",
          "Ang iyong BUX.ph OTP ay {c}. Huwag itong ibahagi.",
          "【Traveloka】您的验证码是 {c}，10分钟内有效",
          "Ang imong Landbank OTP kay {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Kerapa-Staff", "KRP-TopStation-5G", "Pondok-Tepus-Crew", "Depoh-Arur-WLAN",
          "Unifi-Marudi-2.4G", "CelcomDigi_Bario", "SarawakNet-Kelapang", "PLDT_Lamitan",
          "Globe-Upi-5G", "DITO_Bunawan", "Starlink-PuncakLawi", "Maxis-Fibre-Miri"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nPassphrase: {pw}",
    "top station network {s}, password {pw}",
    "wifi at Pondok Tepus: {s} / {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "the key printed under the Starlink router: {pw}",
    "wifi {s}, kata laluan dia {pw}",
    "password wifi {s}: {pw}",
    "ang password ng wifi na {s} ay {pw}",
    "password sa wifi nga {s} kay {pw}",
    "password wifi {s} ku: {pw}",
    "password wifi {s} tong lamin iteu: {pw}",
    "wifi {s}, password amé {pw}",
    "password wifi {s} ma luma': {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.12:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j((UPPER_DIGITS, 32)), _j((ALNUM, 32)), _j((LOWER_DIGITS, 40)),
                 _j((HEX, 40))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the patrol radio] {t}",
          "(spaced so the chat preview hides it) {t}", "satu-satu huruf: {t}", "isa-isang letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " ".join(token[k : k + 8] for k in range(0, len(token), 8))}
    return {"t": [" ", "", "-", "", "  "][style].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["padlock on the Pondok Tepus store room: {pw}", "the depot's key safe takes {pw}",
          "kod mangga stor: {pw}", "code ng padlock sa bodega: {pw}", "kod padlock stor kou: {pw}",
          "kod padlock gudang kuh: {pw}", "kod padlock ma bodega ku: {pw}",
          "code to padlock to bodega: {pw}", "储物间密码锁：{pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["bullwheel", "haulrope", "tensioner", "kenyalang", "rafflesia", "gaharu",
                 "belian", "terubok", "mandau", "tajau", "midin", "tepus", "keladi", "nipah",
                 "bemban", "kelupis"]  # fmt: skip
_PHRASES = {"Proton Pass master passphrase for the rescue vault: {p}": " ",
            "Enpass vault passphrase: {p}": "-",
            "Keeper master passphrase: {p}": " ",
            "VeraCrypt volume passphrase for the drive logs: {p}": ".",
            "frasa laluan backup: {p}": " ", "备份口令短语：{p}": " ",
            "passphrase backup kou: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno .bru file: headers {{\n  authorization: Basic {v}\n}}": True,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "Thunder Client request, header Authorization: Bearer {v}": False,
    "Caddyfile: reverse_proxy nvr:80 {{ header_up Authorization \"Basic {v}\" }}": True,
    "Hoppscotch export of the Traveloka call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "mediamtx.yml:\npaths:\n  tower07:\n    readUser: patrol\n    readPass: {pw}",
    "zabbix_server.conf:\nDBHost=pg.kerapa.lan\nDBUser=zabbix\nDBPassword={pw}",
    "grafana.ini:\n[security]\nadmin_user = ops\nadmin_password = {pw}",
    "rundeck-config.properties:\ndataSource.username=rundeck\ndataSource.password={pw}",
    "keycloak.conf:\ndb=postgres\ndb-username=keycloak\ndb-password={pw}",
    "Nextcloud config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "Home Assistant secrets.yaml:\nmqtt_password: {pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.kerapa.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "ERPNext sites/tickets/site_config.json:\n{{\"db_name\": \"_tickets\", \"db_password\": \"{pw}\"}}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg.kerapa.lan",
    "Moodle config.php:\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "Snipe-IT .env:\nDB_USERNAME=snipeit\nDB_PASSWORD={pw}",
    "traccar.xml:\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{pw}</entry>",
    "Frigate config.yml:\nmqtt:\n  host: mqtt.kerapa.lan\n  user: frigate\n  password: {pw}",
    "pjsip.conf:\n[tower07-intercom]\ntype=auth\nauth_type=userpass\nusername=tower07\npassword={pw}",
    ".fetchmailrc:\npoll mail.kerapa-sky.my protocol IMAP user \"tickets\" password \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Jonas: wifi password at the top station?\nDayang: {pw}",
    "[05:58] ubong: root pw for the ticket server?\n[05:59] awang: {pw}",
    "Sinah: {pw} is the new Sisag desk password",
    "Lawai: use {pw}, that's what the NVR has now",
    "Rumiah: password baru {pw}",
    "Marites: bagong password: {pw}",
    "Bayani: bag-ong password kay {pw}",
    "Mayang: password bauh {pw}",
    "Bilong: password baru iteu {pw}",
    "Jumdail: password baha'u {pw}",
    "刘佳：新密码是 {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "p\u0430ssw\u043erd — {pw}", "𝑝𝑎𝑠𝑠𝑤𝑜𝑟𝑑 = {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}",
    "P A S S W O R D: {pw}", "pass\u2011word {pw}", "kata\u00a0laluan: {pw}", "passw\u0301ord: {pw}",
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
    "the Sisag desk password is": "{s}", "NVR admin pw:": "{s} (since the camera swap in January)",
    "kata laluan aku ialah": "{s}", "Geovision password": "{s}\nchange it after the inspection",
    "password email kou": "{s}", "ang password ay": "{s}", "password kuh:": "{s}",
    "Commend password": "{s}", "the password Lawai read out on channel 2 was": "{s}, I think",
    "i password é": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Pirate Weather API key", "{s}", _j((ALNUM, 32))),
    ("split_token", "MOLPay verify key:", "{s} (merchant portal)", _j((HEX, 32))),
    ("split_token", "Inntopia key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Kastle wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "visa_electron"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "JO"))),
    ("split_backup", "Traveloka recovery codes", "{s}\nqwtn47-k2m9xa\nhrpz05-7cj4ue", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "2FA setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ACR I-Card no.", "{s}", _acr),
    ("split_phrase", "Enpass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"sisag": {"url": "https://sisag-desk.kerapa.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kata_laluan": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "ubong", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"cameras": [{"name": "tower07"}, {"name": "tower12", "admin_pw": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["voltadmin", "--host=volt1.kerapa.lan", "--user", "ops", "--password", "{s}", "status"]}': ("meta_password", _plain_pw),
    '{"note": "kata laluan server depoh ialah {s}"}': ("meta_password", _plain_pw),
    '{"password ng wifi": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Caltta console as dispatch with the password {s}"}': ("meta_password", _plain_pw),
    '{"meteosource": {"api_key": "{s}"}}': ("meta_token", _j((LOWER_DIGITS, 40))),
    '{"nrfCloudKey": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"molpay_verify_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "carte_blanche"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KZ")),
    '{"guide": {"acr_icard_no": "{s}"}}': ("meta_id", _acr),
    '{"mfa": {"backup_codes": ["{s}", "qwtn47-k2m9xa", "hrpz05-7cj4ue"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"hut_fund_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"store_room": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "KRP-TopStation-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"nettap-151-firmware-2.4.7.nxf").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kerapa/tickets-api:7.1").hexdigest()
_COMMIT = hashlib.sha1(b"depot: add sheave-liner wear column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tickets: revert turnstile export", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"rope-test_2034-02-07.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ridership-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Sisag desk password before the annual ropeway inspection on 2034-03-12.",
    "Lawai asked for the top station wifi password; it's on the card in the supervisor's drawer.",
    "Policy: Kerapa passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into the radio desk chat; share a vault link instead.",
    "The `.env.example` line `MOLPAY_VERIFY_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Geovision NVR asks for a new admin password after every firmware update.",
    "Replace <YOUR_PIRATE_WEATHER_KEY> in the README with the key from your Pirate Weather account.",
    "INNTOPIA_API_KEY and TRAVELOKA_PARTNER_SECRET must be set before the nightly booking sync runs.",
    "Jangan beritahu sesiapa kata laluan kamu.",
    "Anang madah ka orang password nuan.",
    "Huwag mong ibigay ang password mo kahit kanino.",
    "Ayaw ihatag ang imong password bisan kang kinsa.",
    "Meting padah password mu ka asi-asi.",
    "Mey padah password mo ngan sai-sai.",
    "Jangan padah password iko ngen lun.",
    "Bé' tudo' password kau ngan kelunan.",
    "Da'a pahati password nu ma sai-sai.",
    "Kago tudtul i password mo dob de étéw.",
    "Kona ipakita to password nu to duma no etaw.",
    "Ame padah password kea ngan sapa.",
    "密码不要告诉任何人。",
    "Das Passwort muss mindestens sechzehn Zeichen haben.",
    "パスワードは16文字以上にしてください。",
    "La password deve avere almeno sedici caratteri.",
    "Upgraded the Sisag desk software from 5.1 to 5.3 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the sheave-liner wear column to the depot log.",
    f"Rolled back to {_SHORT} after the turnstile export broke the daily ridership report.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The netTAP firmware 2.4.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ridership-2033.parquet: {_SHA512}",
    f"The tickets API runs ghcr.io/kerapa/tickets-api@sha256:{_IMAGE}.",
    f"MD5 of rope-test_2034-02-07.csv is {_MD5}, same as the copy on the depot share.",
    "Request id 3f9c2e71-8b4d-4a16-9e05-c7d1b2a4f630 is the slow one in the Inntopia logs.",
    "Purchase order PO-KRP-2034-0117 for 24 sheave liners ships on Monday.",
    "Ticket 2262: the tower 7 wind alarm keeps tripping in the afternoon.",
    "Call the Marudi ticket office on +60 85-756 214 before 9 am.",
    "Haul rope splice inspection is due every 1,000 operating hours; the last one was at 14,200 h.",
    "Cabin 17 is back in service after the door-sensor swap; cabin 22 stays in the garage.",
    "Ridership in February: 18,402 passengers, 6,910 of them on weekend tickets.",
    "After five wrong passwords the Sisag desk locks the account for 30 minutes.",
    "The line is 3.4 km long with 18 towers and a vertical rise of 812 m.",
    "The secret of Bario rice is the cold nights in the highlands.",
    "Ask Sinah for the store-room padlock code, I don't have it.",
    "My card ending 4417 was declined at the Miri hardware shop.",
    "The Tunis supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the MOLPay merchant account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `PIRATE_WEATHER_KEY` in the secrets store, never in the repository.",
    "The padlock on the Pondok Tepus store room rusts in the mist; oil it every month.",
    "Jawg moved the access-token page under Account › Tokens in its last release.",
    "ISBN 978-0-19-850925-7 is the field guide on the rescue shelf; ORCID iD 0000-0002-1825-0097 belongs to its author.",
    "The guest wifi 'Kerapa-Visitors' is open, no password needed.",
    "Rope test RT-2034-07: 42 mm haul rope, 6x36 construction, breaking load 1,310 kN.",
    "Wind at Puncak Lawi gusted to 68 km/h; the line stops by itself above 72 km/h.",
    "Radio channel 2 is the rescue patrol; channel 5 is the depot.",
    "The Kelapang micro-hydro gives 180 kW at full flow and 60 kW in the dry months.",
    "Bukas ang chairlift mula alas-otso ng umaga hanggang alas-singko ng hapon.",
    "Kaunter tiket dibuka pukul 8 pagi hingga 5 petang.",
    "Booking KRP-B-2034-00871 is the Long Lellang school group, 38 pupils.",
    "Version 4.12.0 of the tickets app fixes the receipt printer timeout on the Nippon Primex units.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-02-01T07:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/kerapa/sisag-desk", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2262", "purchase_order": "PO-KRP-2034-0117"}',
    '{"tower": {"id": 7, "wind_kmh": 41, "vibration_mm_s": 2.3}}',
    '{"phone": "+60 85-756 214", "town": "Marudi"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "passengers_today": 1204}',
    '{"request_id": "3f9c2e71-8b4d-4a16-9e05-c7d1b2a4f630", "status": 504}',
    '{"booking": "KRP-B-2034-00871", "pax": 38, "date": "2034-03-04"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
