# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, sixty-third corpus: written blind, not reading the rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to sixty-second only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/` nor anything else under `memories/`, the
tuning corpus, the round corpora, any test, the reports, the training script nor the corpora
written beside it (held-out 64 to 66), and the scrubber was never run on it. Its own seed,
password words, names, places, templates, tools, vendors and layouts, the way the boilersmiths,
wheel-drop and machine-shop fitters, pattern-makers and cupola melters, NDT and test room, footplate
crews, booking office, dining-car staff and low-loader drivers of a heritage steam-locomotive
restorer and excursion-train operator (Tallowgate Steam & Foundry Works, fictional, restoring
Mallet, Breda and Ansaldo engines and a Littorina railcar for the mountain line at Ghinda and
Nefasit and the metre gauge at Dire Dawa, with apprentices from Hawassa, Sodo, Hosaena, Durame and
Worabe, a fuel-oil agent in Aden and a brass foundry in Port Louis) leak secrets into an
assistant's memory: GoToMeeting, Orion push-to-talk, Peoplelink and FireChat chats, Procore RFIs,
GoCanvas, ProntoForms, Device Magic and Forms On Fire forms, works tickets, e-mails, runbooks,
README fragments, voice notes, notes to self about the Commercial Bank of Ethiopia, Awash Bank and
Al-Kuraimi, shell history, tmux panes, script(1) typescripts, cron lines and Makefile targets, the
panels, HMIs and web pages of furnaces, lathes, welders, test rigs and recorders (Inductotherm,
ABP Induction, Otto Junker, Ajax Tocco, Spectro, Hegenscheidt, Heraeus Electro-Nite, Optris,
Fluke, Haas, Mazak, DMG Mori, Okuma, Hurco, Lincoln Electric, Hypertherm, Spirax Sarco, Trumpf,
Bystronic, Aggreko, CODESYS, Küttner, MAGMASOFT, Knorr-Bremse, Hasler Teloc), commands of
docker-mailserver's `setup email add`, cyradm, imtest, raspi-config, vmq-passwd, ActiveMQ
Artemis's `user add`, `syncthing cli`, calibredb, plakar, trojan-go, meshctrl, termscp, the nats
CLI, hdparm's `--security-unlock` and macOS `security add-internet-password` (tools none of
heldouts 5 to 62 names), and in wordings of its own mysqltuner, innotop, sqsh, ncat, proxytunnel,
tarantoolctl, rqlite, H2's Shell, Derby's ij, mytop, x11vnc, wget, openssl pkcs12, expect, sudo -S,
ansible-playbook, psql, pihole, mosquitto_rr and curl; connection strings of ipp, ibmi, druid,
kylin, dremio+flight, firebolt, tidb, yugabytedb, solr, mumble, stomp, scp, pop3 and cifs; configs
of Wazuh (`authd.pass`), Jitsi's Jicofo, Postfix's MySQL maps, Mantis, Bugzilla, Request Tracker,
Tiki, Tiny Tiny RSS, Hubzilla, diaspora*, WriteFreely, Plume, ONLYOFFICE, Dolibarr, Traggo,
Pterodactyl, libreswan, ISC dhcpd's OMAPI key and solidtime; Authorization headers in Mockoon,
REST Assured, RestSharp, Tsung and kulala.nvim; TOTP keys typed into Numberstation and Okta
Verify, and requests to the assistant itself. About 59 % English (or language-neutral config and
shell), the rest in Afar, Sidaama (Sidamo), Wolaytta, Hadiyya and Kambaata (in Latin letters and
with the loanword for "password" their speakers type), Silt'e and Tigre (in Ge'ez script) and
Yemeni (Adeni) Arabic, which no earlier docstring names, the author's own approximations of
them; and Amharic, Tigrinya, Somali, Oromo, Italian, French, Modern Standard Arabic, German,
Portuguese, Japanese, Korean, Simplified Chinese, Russian and Welsh in wordings of their own
(Czech and Spanish in seed phrases). Vendors (Trainline, Wanderu, Distribusion, Railbookers,
Bookaway, Ticketmaster, Accelevents, Asset Panda, Xometry, Protolabs, Fictiv, SendCutSend,
Onshape, Autodesk Platform Services, Arena PLM, OpenBOM, Upchain, Aligni, Sight Machine,
Braincube, Uptake, Samotics, Petasense, Nanoprecise, Railnova, Konux, Nomad Digital, Tracsis,
Realtime Trains, Transitland, CatalogIt, Gallery Systems, Netradyne, Telebirr, ArifPay, SantimPay,
WaafiPay, Coupa, Procurify, Precoro, GoCanvas, ProntoForms, Epicor, JobBOSS, ProShop, Paperless
Parts, Steelhead, Shapeways) are ones heldouts 5 to 62 do not name; their key shapes are made up
here. Every person's or company's id python-stdnum has a module for is used in an earlier corpus,
so the ids are kinds those corpora do not use: a Palestinian identity card number, drawn until
python-stdnum's `il.idnr` validates its check digit (the same Luhn-style digit as Israel's, one
population register); and, with no check a library or this file verifies (no check-digit algorithm
is written here), an Ethiopian passport, TIN and driving licence number, an Eritrean identity card
and passport, a Yemeni identity card and passport, a Syrian national number, a European train
driving licence number and a Sentinel (rail track-safety) card number. Card numbers pass Luhn
(InstaPayment, UkrCard, NPS Pridnestrovie and Borica prefixes drawn here and checked with
python-stdnum's `luhn`, beside the value helpers' brands). The IBANs are of countries used least
by a rough count over heldouts 5 to 62 (Palestine, Kuwait, Qatar, Mauritania, Burundi, Mauritius,
the British Virgin Islands and Liechtenstein, each only in the corpora that tabulate every
country), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Italian, Czech, Korean, Russian, Simplified Chinese and Spanish lists. 390 texts with a secret, 20
field pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata.
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
from stdnum.il import idnr as il_idnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 88_967_003
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


_PARTS = ["Regulator", "Firebox", "Smokebox", "Injector", "Crosshead", "Bogie", "Tender",
          "Blastpipe", "Cupola", "Tuyere", "Sprue", "Superheater", "Firebar", "Brakeblock",
          "Whistle", "Drawbar"]  # fmt: skip
_TOWNS = ["Ghinda", "Nefasit", "Arbaroba", "Massawa", "Dongollo", "Keren", "Asmara", "DireDawa",
          "Hawassa", "Sodo", "Hosaena", "Durame", "Worabe", "Aden", "Tallowgate", "Shashemene",
          "Mojo"]  # fmt: skip
_PEOPLE = ["Hamad", "Abdu", "Kadiga", "Tamirat", "Meskerem", "Dagne", "Markos", "Tsehay",
           "Ashebir", "Mulugeta", "Bizunesh", "Ermias", "Tesfaye", "Kedir", "Nuria", "Redwan",
           "Idris", "Osman", "Amna", "Fuad", "Arwa", "Saleh", "Gianluca", "Chiara", "Alfie",
           "Gwenllian", "Rhys", "Meseret", "Luwam", "Hodan", "Chaltu", "Yonas"]  # fmt: skip
_ENGINES = ["Mallet442", "Breda440", "Ansaldo202", "Garratt59", "Decauville", "Orenstein",
            "KerrStuart", "Littorina"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~^"
_LEET = ["R3gul4t0r", "F1r3b0x", "Cup0l4", "Bl4stp1p3", "M4ll3t", "Br3d4", "1nj3ct0r", "T3nd3r",
         "Sup3rh34t3r"]  # fmt: skip


def _pressure(g: random.Random) -> str:
    """A part and a boiler pressure, the way the boiler shop jokes a password together."""
    return f"{g.choice(_PARTS).lower()}{g.choice([140, 160, 170, 180, 200, 225])}psi{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Three groups of six, small letters, capitals and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 6) for _ in range(3))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PARTS)}{g.choice(_TOWNS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_ENGINES)}.{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    _pressure,
    lambda g: _r(g, ALNUM + "%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1920, 2034)) + g.choice(_SYMBOLS),
    lambda g: ".".join(w.lower() for w in g.sample(_PARTS, 2)) + "." + str(g.randrange(10, 1000)),
    lambda g: f"{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}{g.choice(_PEOPLE).lower()}{g.randrange(10, 100)}",
    lambda g: f"Gauge{g.choice([600, 750, 950, 1000])}mm{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, D, 3) + _r(g, LOWER, 4) + g.choice(_SYMBOLS),
    _generated,
    lambda g: f"{g.choice(_PARTS)}_{g.randrange(1890, 1960)}_{g.choice(_TOWNS).lower()}",
    lambda g: f"Loco{g.randrange(100, 1000)}{g.choice(_PARTS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "boiler-shop group chat, Hamad: the Inductotherm VIP furnace panel password is {pw}",
    "GoToMeeting chat during the pattern review: ABP Induction furnace HMI password {pw}",
    "Orion push-to-talk transcript, yard channel: Otto Junker melt-shop terminal password {pw}",
    "Peoplelink chat with Gianluca: Ajax Tocco heat-treat controller password {pw}",
    "FireChat mesh message from the Ghinda camp: Spectro SPECTROMAXx admin password {pw}",
    "wheel-drop pit whiteboard, photographed and typed up: Hegenscheidt wheel lathe CNC password {pw}",
    "Procore RFI 118, comment by Chiara: Heraeus Electro-Nite Multi-Lab password {pw}",
    "GoCanvas boiler inspection form, notes field: Optris PI 640 camera web password {pw}",
    "ProntoForms submission from Markos: Fluke 1760 logger password {pw}",
    "Device Magic form 'cupola charge', remarks: Haas VF-2 controller password {pw}",
    "Forms On Fire checklist, Dagne: Mazak Smooth G network password {pw}",
    "note taped to the machine-shop PC: DMG Mori CELOS admin password {pw}",
    "welding bay logbook: Lincoln Electric Power Wave web password {pw}",
    "plasma table note: Hypertherm EDGE Connect password {pw}",
    "boiler-house log, 06:40: Spirax Sarco B850 controller password {pw}",
    "the Aggreko Remote Monitoring login password is {pw}",
    "CODESYS runtime on the turntable PLC, admin password {pw}",
    "Küttner cupola control system password {pw}",
    "MAGMASOFT workstation login password {pw}",
    "Knorr-Bremse brake test rig laptop password {pw}",
    "Hasler Teloc recorder download tool password {pw}",
    "Hi Alfie,\n\nthe admin password on the boiler-shop server is {pw}. Please wipe this mail once it is in the key safe.\n\nRegards,\nChiara",
    "Incident 2033-03-02: the Küttner cupola panel was reachable from the guest wifi with password {pw}",
    "Runbook: re-profiling a driving wheelset\n1. power up the Hegenscheidt U2000\n2. log in as setter\n3. password {pw}\n4. load profile S1002",
    "README (pattern shop)\nthe MAGMA server is at https://magma.tallowgate.lan, admin password `{pw}`.",
    "my Commercial Bank of Ethiopia app password is {pw} now",
    "remember my Awash Bank internet banking password: {pw}",
    "the Al-Kuraimi online banking password is {pw}",
    "voice note, transcribed: password for the Knorr laptop {pw} end of note",
    "note to self: Inductotherm service password {pw}",
    "yi email paaswoordi {pw} kinni",
    "Hamad: qusba server paaswoordi {pw} kinni, num ma warisin",
    "buxa router paaswoordi: {pw}",
    "email-kke paaswordu {pw} ikkino",
    "Tamirat: server-ra haaro paaswordu {pw} ikkino",
    "ta email paaswordee {pw}",
    "Markos: server ooratta paaswordee {pw}, oonakka yootoppa",
    "ani email paaswordi {pw}",
    "Ashebir: server haaroo paaswordi {pw}",
    "emaliichi paaswordi {pw}",
    "Ermias: server-ichi haaru paaswordi {pw}",
    "የኢሜሌ ፓስወርድ {pw}",
    "ከድር፡ አዲሽ የሰርቨር ፓስወርድ {pw}",
    "ፓስወርድ ኢመይልዬ {pw} ቱ",
    "እድሪስ፡ ሐዲስ ፓስወርድ ሰርቨር {pw} ቱ",
    "الباسورد حق الإيميل حقي {pw}",
    "فؤاد: ذلحين الباسورد الجديد حق السيرفر {pw}، ما تقولش لحد",
    "የቦይለር ክፍሉ ኮምፒውተር የይለፍ ቃል {pw} ነው",
    "ፓስዎርድ ናይታ ኮምፒተር ጋራጅ {pw} እዩ",
    "erayga sirta ah ee kombiyuutarka bakhaarka waa {pw}",
    "jechi darbii kompiitara warshaa {pw} dha",
    "la password del PC del tornio è {pw}",
    "le mot de passe du poste de la rotonde de Dire Dawa, c'est {pw}",
    "كلمة المرور لحاسوب الورشة هي {pw}",
    "das Kennwort der Kupolofensteuerung lautet {pw}",
    "a senha do computador da fundição é {pw}",
    "車輪旋盤のPCのパスワードは {pw}",
    "보일러실 PC 비밀번호는 {pw}",
    "车轮车床电脑的密码是 {pw}",
    "cyfrinair cyfrifiadur y sied injan yw {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["hamad", "abdu.k", "kadiga", "tamirat", "meskerem.d", "dagne", "markos", "tsehay.w",
          "ashebir", "mulugeta", "bizunesh", "ermias.t", "tesfaye", "kedir", "nuria", "redwan",
          "idris", "osman.a", "amna", "fuad", "arwa.s", "saleh", "gianluca", "chiara.b", "alfie",
          "gwenllian", "rhys.p", "meseret", "luwam", "svc-lathe", "boilershop"]  # fmt: skip
_LOGINS = [
    "boiler-shop chat, Hamad: the Inductotherm login is {u} / {pw}",
    "works ticket WT-5120: {u} locked out of the MAGMA server, last password {pw}",
    "acct {u} pw {pw}",
    "Procore › Works › Machine shop › Haas VF-2: {u} — {pw}",
    "| machine | user | pass |\n|---|---|---|\n| Okuma OSP | {u} | {pw} |",
    "log into the Spirax controller as {u} using {pw}",
    "Trumpf login {u}:{pw}",
    "username: {u}\npass: {pw}",
    "- host: lathe-ctl-2\n  user: {u}\n  pass: {pw}",
    "Peoplelink: account {u}, passcode {pw}",
    "Alfie says the Bystronic account is {u} and its password is {pw}",
    "machine,user,password\nlaempe-cs,{u},{pw}",
    "ssh {u}@boiler-srv.tallowgate.lan, pw {pw}",
    "creds for the Küttner panel: {u} and {pw}",
    "migaq {u}, paaswoordi {pw}",
    "su'mekke {u}, paaswordekke {pw}",
    "ta sunttay {u}, ta paaswordee {pw}",
    "sumi {u}, paaswordi {pw}",
    "sunmi {u}, paaswordi {pw}",
    "የተጠቃሚ ሱም {u}፣ ፓስወርድ {pw}",
    "ሽም {u}፣ ፓስወርድ {pw}",
    "اليوزر {u} والباسورد {pw}",
    "የተጠቃሚ ስም {u}፣ የይለፍ ቃል {pw}",
    "utente {u}, password {pw}",
    "magaca isticmaalaha {u}, furaha sirta {pw}",
    "логин {u}, пароль {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["cupola", "tuyere", "firebar", "smokebox", "blastpipe", "crosshead", "drawbar",
               "injector", "regulator", "mallet", "dongollo", "arbaroba", "kitfo", "genfo",
               "berbere", "shiro", "bunna", "injera"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, followed by {d}",
    "password: say {w} and then the digits {d}",
    "for the lathe it's {w} with {d} tacked on the end",
    "voice memo: boiler-shop wifi password, {w}, then {d}, no gap",
    "type {w} and after it {d}",
    "it's {w}{d}, the word and the number together",
    "paaswoordi kalimat {w} kinni, kee sarra {d}",
    "paaswordu {w} yine qaale, hakkiinni {d}",
    "paaswordee {w} giya qaalaa, hegaa guyyiyan {d}",
    "ፓስወርድ ቃል {w} ቱ፣ ምን ድሕሩ {d}",
    "الباسورد كلمة {w} وبعدها {d}",
    "የይለፍ ቃሉ {w} የሚለው ቃል ነው፣ ከዚያ {d}",
    "furaha sirtu waa ereyga {w}, kadibna {d}",
    "paaswordi qaali {w}, aggaa {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "docker exec -it mailserver setup email add {u}@tallowgate.works '{pw}'",
    "cyradm --user {u} --password '{pw}' imap.tallowgate.lan",
    "imtest -a {u} -w '{pw}' -m PLAIN imap.tallowgate.lan",
    "sudo raspi-config nonint do_wifi_ssid_passphrase Tallowgate-Yard '{pw}'",
    "printf '{pw}\\n{pw}\\n' | vmq-passwd -c /etc/vernemq/vmq.passwd {u}",
    "./artemis user add --user-command-user {u} --user-command-password '{pw}' --role amq",
    "syncthing cli config gui password set '{pw}'",
    "calibredb list --with-library 'http://books.tallowgate.lan:8080/#manuals' --username {u} --password '{pw}'",
    "PLAKAR_PASSPHRASE='{pw}' plakar at /srv/backups/plakar backup /srv/patterns",
    "trojan-go -url 'trojan://{pw}@edge.tallowgate.works:443/?sni=edge.tallowgate.works'",
    "node meshctrl.js --url wss://mesh.tallowgate.lan --loginuser {u} --loginpass '{pw}' ListDevices",
    "termscp -P '{pw}' sftp://{u}@pattern-nas.tallowgate.lan:22",
    "nats pub works.boiler 'pressure 180' --server nats://nats.tallowgate.lan:4222 --user {u} --password '{pw}'",
    "sudo hdparm --user-master u --security-unlock '{pw}' /dev/sdb",
    "security add-internet-password -a {u} -s nas.tallowgate.lan -r smb -w '{pw}'",
    "mysqltuner --host db.tallowgate.lan --user {u} --pass '{pw}'",
    "innotop -h db.tallowgate.lan -u {u} -p '{pw}'",
    "sqsh -S LATHEDB -U {u} -P '{pw}' -D wheelsets",
    "ncat --proxy proxy.tallowgate.lan:3128 --proxy-type http --proxy-auth {u}:{pw} mesh.tallowgate.lan 443",
    "proxytunnel -p proxy.tallowgate.lan:3128 -P {u}:{pw} -d git.tallowgate.works:22",
    "tarantoolctl connect {u}:{pw}@tnt.tallowgate.lan:3301",
    "rqlite -u {u}:{pw} -H rqlite.tallowgate.lan",
    "java -cp h2.jar org.h2.tools.Shell -url jdbc:h2:tcp://h2.tallowgate.lan/~/patterns -user {u} -password '{pw}'",
    "ij> connect 'jdbc:derby://derby.tallowgate.lan:1527/castings;user={u};password={pw}';",
    "mytop -u {u} -p '{pw}' -h db.tallowgate.lan -d excursions",
    "x11vnc -display :0 -passwd '{pw}' -forever -shared",
    "wget --ftp-user={u} --ftp-password='{pw}' ftp://ftp.tallowgate.lan/drawings/breda440.dwg",
    "openssl pkcs12 -export -in boiler.crt -inkey boiler.key -out boiler.p12 -passout pass:{pw}",
    "expect -c 'spawn ssh {u}@lathe-ctl-2; expect assword:; send \"{pw}\\r\"; interact'",
    "echo '{pw}' | sudo -S systemctl restart cupola-logger",
    "ansible-playbook yard.yml -l turntable -e ansible_become_password='{pw}'",
    "psql 'host=pg.tallowgate.lan user={u} password={pw} dbname=excursions'",
    "pihole setpassword '{pw}'",
    "sudo -u postgres psql -c \"ALTER ROLE {u} WITH PASSWORD '{pw}'\"",
    "mosquitto_rr -h mqtt.tallowgate.lan -t boiler/req -e boiler/resp -u {u} -P '{pw}' -m ping",
    "curl --ftp-ssl -u {u}:{pw} ftp://ftp.tallowgate.lan/incoming/",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "# {c}", "history on the boiler-shop laptop:\n  412  {c}",
    "~/.bash_history on lathe-ctl-2:\n{c}", "pasted from the tmux pane on the build box: {c}",
    "script(1) typescript from Tuesday:\n{c}", "yard Pi, pi@yardpi:~ $ {c}",
    "the one-liner Rhys sent me: {c}", "cron entry: 15 2 * * * {c}", "Makefile, target deploy:\n\t{c}",
    "works ticket WT-5177, steps to reproduce:\n{c}", "Procore doc 'Server notes': {c}",
    "yoo abe komandi: {c}", "ta oottido komaandiyaa: {c}", "ani hoffo komaandi: {c}", "የሄድኩት ኮማንድ፡ {c}", "እቲ ዓመልኩዋ ኮማንድ፡ {c}",
    "الأمر اللي شغلته: {c}", "ያስኬድኩት ትዕዛዝ፡ {c}", "il comando che ho lanciato: {c}",
    "команда, которую я запускал: {c}", "y gorchymyn a redais i: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "ipp://{u}:{pw}@label-printer.tallowgate.lan:631/ipp/print",
    "ibmi://{u}:{pw}@as400.tallowgate.lan/PARTSLIB",
    "druid://{u}:{pw}@druid.tallowgate.lan:8082/druid/v2/sql/",
    "kylin://{u}:{pw}@kylin.tallowgate.lan:7070/castings",
    "dremio+flight://{u}:{pw}@dremio.tallowgate.lan:32010/dremio",
    "firebolt://{u}:{pw}@telemetry/boiler_engine",
    "tidb://{u}:{pw}@tidb.tallowgate.lan:4000/excursions",
    "yugabytedb://{u}:{pw}@yb.tallowgate.lan:5433/rosters",
    "singlestoredb://{u}:{pw}@s2.tallowgate.lan:3306/fares",
    "solr://{u}:{pw}@solr.tallowgate.lan:8983/solr/archive",
    "mumble://{u}:{pw}@voice.tallowgate.works:64738/Footplate",
    "stomp://{u}:{pw}@mq.tallowgate.lan:61613",
    "scp://{u}:{pw}@pattern-nas.tallowgate.lan/srv/patterns/",
    "pop3://{u}:{pw}@mail.tallowgate.works:110",
    "cifs://{u}:{pw}@fs1.tallowgate.lan/drawings",
]  # fmt: skip
_URL_PLACES = [
    "TELEMETRY_URL={c}", "Superset database form, SQLAlchemy URI: {c}",
    "keep this connection string for me: {c}", "xiriirka kaydka xogta: {c}",
    "رابط قاعدة البيانات: {c}", "works ticket WT-5188: {c}", "Procore doc 'Data sources': {c}",
    "notes/datasources.md\n- {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "tallowgate-works", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "parts:read orders:write"}  # fmt: skip
        return _jwt_of(
            g, {"alg": "ES256", "typ": "JWT", "kid": _r(g, LOWER_DIGITS, 16)}, claims, 86
        )

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Trainline", "TRAINLINE_PARTNER_KEY", _j((HEX, 32))),
    ("Wanderu", "WANDERU_API_KEY", _j((ALNUM, 40))),
    ("Distribusion", "DISTRIBUSION_API_KEY", _j((URLSAFE, 43))),
    ("Railbookers", "RAILBOOKERS_AGENT_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Bookaway", "BOOKAWAY_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Ticketmaster", "TICKETMASTER_CONSUMER_KEY", _j((ALNUM, 32))),
    ("Accelevents", "ACCELEVENTS_API_KEY", _j((HEX, 64))),
    ("Asset Panda", "ASSETPANDA_API_TOKEN", _j((ALNUM, 48))),
    ("Xometry", "XOMETRY_API_KEY", _j("xm_live_", (ALNUM, 32))),
    ("Protolabs", "PROTOLABS_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Fictiv", "FICTIV_API_TOKEN", _vendor_jwt("https://api.fictiv.com")),
    ("SendCutSend", "SENDCUTSEND_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Onshape", "ONSHAPE_SECRET_KEY", _j((ALNUM, 48))),
    ("Autodesk Platform Services", "APS_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Arena PLM", "ARENA_API_SESSION", _j((URLSAFE, 40))),
    ("OpenBOM", "OPENBOM_API_KEY", _j((HEX, 32))),
    ("Upchain", "UPCHAIN_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Aligni", "ALIGNI_API_TOKEN", _j((HEX, 40))),
    ("Sight Machine", "SIGHTMACHINE_API_SECRET", _j((B64, 64))),
    ("Braincube", "BRAINCUBE_PAT", lambda g: v.uuid4(g, "a")),
    ("Uptake", "UPTAKE_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Samotics", "SAMOTICS_API_KEY", _j((HEX, 48))),
    ("Petasense", "PETASENSE_API_TOKEN", _j((ALNUM, 36))),
    ("Nanoprecise", "NANOPRECISE_API_KEY", _j((UPPER_HEX, 32))),
    ("Railnova", "RAILNOVA_API_TOKEN", _j((HEX, 40))),
    ("Konux", "KONUX_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Nomad Digital", "NOMAD_DIGITAL_API_KEY", _j((ALNUM, 32))),
    ("Tracsis", "TRACSIS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Realtime Trains", "RTT_API_PASSWORD", _j((HEX, 40))),
    ("Transitland", "TRANSITLAND_API_KEY", _j((ALNUM, 32))),
    ("CatalogIt", "CATALOGIT_API_TOKEN", _vendor_jwt("https://hub.catalogit.app")),
    ("Gallery Systems", "EMUSEUM_API_KEY", _j((HEX, 32))),
    ("Netradyne", "NETRADYNE_CLIENT_SECRET", _j((B64, 44))),
    ("Telebirr", "TELEBIRR_APP_KEY", _j((HEX, 32))),
    ("ArifPay", "ARIFPAY_API_KEY", _j((ALNUM, 32))),
    ("SantimPay", "SANTIMPAY_PRIVATE_KEY", _j((B64, 64))),
    ("WaafiPay", "WAAFIPAY_API_KEY", _j("API-", (D, 10), "AHX")),
    ("Coupa", "COUPA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Procurify", "PROCURIFY_API_TOKEN", _j((HEX, 40))),
    ("Precoro", "PRECORO_API_KEY", _j((ALNUM, 40))),
    ("GoCanvas", "GOCANVAS_API_TOKEN", _j((ALNUM, 64))),
    ("ProntoForms", "PRONTOFORMS_API_SECRET", _j((HEX, 40))),
    ("Epicor", "EPICOR_API_KEY", _j((ALNUM, 64))),
    ("JobBOSS", "JOBBOSS_API_TOKEN", _j((UPPER_HEX, 40))),
    ("ProShop", "PROSHOP_API_KEY", _j((HEX, 32))),
    ("Paperless Parts", "PAPERLESS_PARTS_TOKEN", _j((HEX, 40))),
    ("Steelhead", "STEELHEAD_API_KEY", _j((URLSAFE, 40))),
    ("Shapeways", "SHAPEWAYS_CLIENT_SECRET", _j((ALNUM, 50))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "set -Ux {env} {tok}",
    "$env:{env} = \"{tok}\"",
    "setx {env} {tok}",
    "launchctl setenv {env} {tok}",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} ghcr.io/tallowgate/works-api:3.1",
    "kubectl -n works create secret generic works-api --from-literal={env}={tok}",
    "heroku config:set {env}={tok} -a works-api",
    "netlify env:set {env} {tok}",
    "dokku config:set works-api {env}={tok}",
    "appsettings.Production.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "Works ERP › Admin › Connectors › {vendor} › API key: {tok}",
    "Procore doc 'Integrations': | {vendor} | live | {tok} |",
    "todo: rotate the {vendor} key {tok}",
    "boiler-shop chat, Hamad: {vendor} key for the parts sync: {tok}",
    "the {vendor} token we switched to is {tok}; the old one is revoked",
    "works ticket WT-5203: {vendor} returns 401, configured key {tok}",
    "{vendor} integration broken since Friday, current key {tok}",
    "please remember my {vendor} API key: {tok}",
    "{vendor} API key {tok} kinni",
    "{vendor} API key-ra {tok} ikkino",
    "{vendor} API key-yaa {tok}",
    "{vendor}-ichi API key: {tok}",
    "የ{vendor} API ቁልፍ፡ {tok}",
    "API ቁልፍ {vendor}፡ {tok} ቱ",
    "مفتاح الـ API حق {vendor}: {tok}",
    "የ{vendor} ኤፒአይ ቁልፍ {tok} ነው",
    "ናይ {vendor} API መፍትሕ፡ {tok}",
    "furaha API-ga {vendor} waa {tok}",
    "furtuun API {vendor} {tok} dha",
    "chiave API di {vendor} per l'officina: {tok}",
    "clé API {vendor} pour l'atelier de Dire Dawa : {tok}",
    "API-Schlüssel für {vendor} in der Gießerei: {tok}",
    "مفتاح API الخاص بـ {vendor}: {tok}",
    "allwedd API {vendor} ar gyfer y gweithdy: {tok}",
    "{vendor}のAPIキーは {tok}",
    "API-ключ {vendor} для мастерской: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    transit = _r(rng, ALNUM, 32)
    railnova = _r(rng, HEX, 40)
    arifpay = _r(rng, ALNUM, 32)
    konux = _r(rng, URLSAFE, 48)
    telebirr = _r(rng, HEX, 32)
    netradyne = _r(rng, B64, 44)
    return [
        Sample("vendor_token", f'stops = requests.get("https://transit.land/api/v2/rest/stops", params={{"apikey": "{transit}", "served_by_onestop_ids": "o-sfx-erirail"}})', transit),
        Sample("vendor_token", f"curl -s -H 'X-Api-Key: {railnova}' https://one.railnova.eu/api/v1/assets?fleet=tallowgate", railnova),
        Sample("vendor_token", f'const arifpay = new ArifPay("{arifpay}");', arifpay),
        Sample("vendor_token", f'let konux = KonuxClient(tenant: "tallowgate", apiKey: "{konux}")', konux),
        Sample("vendor_token", f'os.Setenv("TELEBIRR_APP_KEY", "{telebirr}")', telebirr),
        Sample("vendor_token", f'provider "netradyne" {{\n  client_id     = "tallowgate-fleet"\n  client_secret = "{netradyne}"\n}}', netradyne),
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


_BARE_PLACES = ["{t}", "boiler-shop chat: {t}", "the portal shows it only once, so:\n{t}",
                "token-chi {t} kinni", "التوكن: {t}", "{t}\n^ that's the live one now",
                "token-ichi: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 32), ".", (URLSAFE, 32)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Zigbee network key of the turntable sensors: {h}": 32,
    "Thread network key (the yard's border router): {h}": 32,
    "MACsec CAK between the two signal-box switches: {h}": 32,
    "WPA2 PMK for the dining-car hotspot, raw hex: {h}": 64,
    "DESFire AES key for the boiler-shop door cards: {h}": 32,
    "Z-Wave S2 Authenticated key of the paint-shop hub: {h}": 32,
    "KNX IP Secure backbone key of the workshop building: {h}": 32,
    "የባክአፕ ኢንክሪፕሽን ቁልፍ፡ {h}": 64,
    "مفتاح التشفير حق النسخة الاحتياطية: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "authorization: Bearer {t}",
    "works ticket WT-5230: token pulled from the devtools network tab {t}",
    "Cookie: lang=ti; tsw_session={t}",
    "BOOKINGS_SERVICE_TOKEN={t}",
    "hold on to this bearer token, I need it tomorrow: {t}",
    "التوكن حق الحجز {t}",
    "token-chi {t} kinni",
    "Mockoon log, request header Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["EdDSA", "RS384", "HS256", "ES512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.tallowgate.works/realms/works",
            "azp": "excursion-bookings",
            "roles": ["booking-office", "footplate"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, LOWER_DIGITS, 10)}
    sig = {"EdDSA": 86, "RS384": 342, "HS256": 43, "ES512": 176}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "the lathe controller's old SSH key, before I shred the USB stick:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/pki/tls/private/bookings.tallowgate.works.key\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SIGNING_KEY_PEM": "{key}", "kid": "bookings-2033"}}': ("PRIVATE KEY", "\\n"),
    "tee ~/.ssh/id_ed25519_yard >/dev/null <<'KEY'\n{key}\nKEY": ("OPENSSH PRIVATE KEY", "\n"),
    "works ticket WT-5241, attachment pasted inline:\n{key}": ("EC PRIVATE KEY", "\n"),
    "የሰርቨሩ የግል ቁልፍ፡\n{key}": ("PRIVATE KEY", "\n"),
    "GPG key that signs the timetable exports:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "the excursion-fund wallet's recovery words, copied off the laminated card: {p}": "english",
    "dining-car tip jar wallet, seed backup\n{p}": "english",
    "Frame wallet (retired after the audit), recovery phrase: {p}": "english",
    "voice memo: the donations wallet words are {p} and that is all of them": "english",
    "works ticket WT-5250, 'restore the old wallet', words: {p}": "english",
    "seed of the spare hardware wallet in the key safe: {p}": "english",
    "frase di recupero del portafoglio della Littorina: {p}": "italian",
    "obnovovací fráze peněženky pro sbírku: {p}": "czech",
    "기부금 지갑 복구 문구: {p}": "korean",
    "фраза восстановления кошелька фонда: {p}": "russian",
    "捐款钱包的助记词：{p}": "chinese_simplified",
    "frase semilla de la billetera de donativos: {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 15, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 15: 20, 24: 32}[words_n]))
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
    """A Luhn-valid card number of one of ``prefixes`` (InstaPayment's, UkrCard's, NPS
    Pridnestrovie's, Borica's: brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "instapayment":
        return _card_of(rng, ["637", "638", "639"], [16])
    if brand == "ukrcard":
        return _card_of(rng, [str(rng.randrange(60400100, 60420100))], [16, 19])
    if brand == "nps":
        return _card_of(rng, [str(rng.randrange(6054740, 6054745))], [16])
    if brand == "borica":
        return _card_of(rng, ["2205"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "boiler-shop chat, Hamad: the works card for the Küttner spares is {c}, valid to {mm}/{yy}",
    "save my backup card please: {c} expires {mm}/{yy}",
    "Card number {c}\nExpiry {mm}/{yy}",
    "works ticket WT-5262: pay the Hegenscheidt service visit with card {c}",
    "yi kaardi lakqo: {c}, {mm}/{yy}",
    "kaardekke kiiro {c}",
    "ta kaardiyaa qoodaa: {c}, {mm}/{yy}",
    "ቍጽር ካርድዬ፡ {c} ቱ",
    "رقم الكرت حقي {c}، ينتهي {mm}/{yy}",
    "የካርዴ ቁጥር፡ {c}",
    "የካርዴ ቁጥሪ {c}፣ {mm}/{yy}",
    "ani kaardi kiiro {c}, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "instapayment", "mastercard", "amex", "ukrcard", "discover", "nps", "borica",
           "jcb", "diners", "unionpay", "maestro"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/37, CVV2 {cvv}",
               "the little number printed on the back by the signature panel: {cvv}",
               "Amex {c}, the four digits printed on the front above the number: {cvv}",
               "kaardi sarra koodi sidiica lakqo: {cvv}",
               "الثلاثة الأرقام اللي ورا الكرت: {cvv}",
               "ካርድ ድሕሪት ዘሎ ሰለስተ ቁጽሪ፡ {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 62 (each only in the corpora that hold
# a table of every country); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`),
# after stdnum's iban.dat.
_IBAN_SHAPES = {"PS": "aaaa" + "c" * 21, "KW": "aaaa" + "c" * 22, "QA": "aaaa" + "c" * 21,
                "MR": "n" * 23, "BI": "n" * 23, "MU": "aaaa" + "n" * 19 + "aaa",
                "VG": "aaaa" + "n" * 16, "LI": "n" * 5 + "c" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TSW-2033-071: please pay the firebar castings to {i} within 21 days",
    "save the Aden fuel-oil agent's IBAN: {i}",
    "IBAN {i}\nReference: Breda 440 boiler tubes",
    "boiler-shop chat, Chiara: the Port Louis brass foundry's new bank details, IBAN {i}",
    "yi IBAN {i} kinni",
    "IBAN-kke {i}",
    "ta IBAN-iyaa {i}",
    "IBAN ዲብዬ፡ {i}",
    "الآيبان حقي {i}",
    "የባንክ IBANዬ፡ {i}",
    "IBAN del fornitore di Vaduz per i manometri: {i}",
    "ani IBAN-ichi: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ps_id(g: random.Random) -> str:
    """A Palestinian identity card number: nine digits whose last is the same Luhn-style check
    digit as Israel's (one population register), validated with stdnum's `il.idnr`."""
    return v.until(g, lambda h: h.choice("489") + _r(h, D, 8), il_idnr.is_valid)


def _et_passport(g: random.Random) -> str:
    """An Ethiopian passport: EP and seven digits, no public check."""
    return "EP" + _r(g, D, 7)


def _et_tin(g: random.Random) -> str:
    """An Ethiopian taxpayer identification number: ten digits, no public check."""
    return "00" + _r(g, D, 8)


def _et_licence(g: random.Random) -> str:
    """An Ethiopian driving licence number: a region's letters and six digits, no public check."""
    return f"{g.choice(['AA', 'OR', 'SD', 'DD'])}-{_r(g, D, 6)}"


def _er_id(g: random.Random) -> str:
    """An Eritrean national identity card number: seven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _er_passport(g: random.Random) -> str:
    """An Eritrean passport: a letter and seven digits, no public check."""
    return g.choice("PE") + _r(g, D, 7)


def _ye_id(g: random.Random) -> str:
    """A Yemeni national identity card number: eleven digits, no public check."""
    return g.choice("0123") + _r(g, D, 10)


def _ye_passport(g: random.Random) -> str:
    """A Yemeni passport: eight digits, no public check."""
    return "0" + _r(g, D, 7)


def _sy_number(g: random.Random) -> str:
    """A Syrian national number: eleven digits, no public check."""
    return "0" + g.choice("123456789") + _r(g, D, 9)


def _train_licence(g: random.Random) -> str:
    """A European train driving licence number as issued here: a country code and ten digits,
    no public check."""
    return g.choice(["UK", "IT", "FR"]) + _r(g, D, 10)


def _sentinel(g: random.Random) -> str:
    """A Sentinel (rail track-safety competence) card number: seven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "Palestinian ID number of the Nablus pattern-maker, for the contract: {s}": _ps_id,
    "رقم الهوية الفلسطينية حق المهندس: {s}": _ps_id,
    "Ethiopian passport number of Tamirat for the visa letter: {s}": _et_passport,
    "የፓስፖርት ቁጥሬ፡ {s}": _et_passport,
    "yi paasporti lakqo {s} kinni": _et_passport,
    "paasporte'kke kiiro {s}": _et_passport,
    "Ermias paasporti kiiro: {s}": _et_passport,
    "የፓስፖርቴ ቁጥር {s}": _et_passport,
    "TIN of the Hawassa timber supplier on the invoice: {s}": _et_tin,
    "ta TIN qoodaa {s}": _et_tin,
    "Ethiopian driving licence no. of our low-loader driver Dagne: {s}": _et_licence,
    "ani licence kiiro {s}": _et_licence,
    "Eritrean ID card number of Idris (Ghinda gang): {s}": _er_id,
    "ቍጽር ካርድ መንነትዬ {s} ቱ": _er_id,
    "Eritrean passport of the Nefasit foreman: {s}": _er_passport,
    "ቁጽሪ ፓስፖርተይ፡ {s}": _er_passport,
    "رقم البطاقة الشخصية حقي {s}": _ye_id,
    "Yemeni national ID of our Aden fuel agent, Saleh: {s}": _ye_id,
    "رقم الجواز حقي {s}": _ye_passport,
    "Syrian national number of the new boilersmith, for HR: {s}": _sy_number,
    "train driving licence number (Alfie) for the Ghinda charter paperwork: {s}": _train_licence,
    "Sentinel card number for Rhys's track induction: {s}": _sentinel,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}.{_r(rng, D, 4)}.{_r(rng, LOWER, 2)}" for _ in range(n)]


_BACKUPS = ["Onshape two-step backup codes\n{codes}",
            "spare login codes for the works' Xometry account {codes}",
            "Arena PLM recovery codes: {codes}",
            "الأكواد الاحتياطية حق التحقق بخطوتين:\n{codes}",
            "ኮድ ባክአፕ 2FA ናይ ኢመይልዬ፡ {codes}",
            "2FA backup kodiyaa: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Upchain:{u}@tallowgate.works?secret={s}&issuer=Upchain&period=30",
              "Numberstation, key typed in by hand for the Coupa login: {s}",
              "Okta Verify couldn't scan the QR, so the setup key for Procurify: {s}",
              "2FA sirri kii: {s}"]  # fmt: skip
_CODES = ["{c} is your Telebirr verification code. Do not share it.",
          "CBE Birr: your one-time code is {c}",
          "የማረጋገጫ ኮድዎ {c} ነው። ለማንም አያጋሩ።",
          "رمز التحقق حقك {c}، ما تعطيهش لأحد",
          "ናይ ምርግጋጽ ኮድ፡ {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 8, style)
    sep = ["\n", "  ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 5 + 1) % 8]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret, "u": rng.choice(_USERS)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Tallowgate-Yard", "TSW-BoilerShop-5G", "Ghinda-Camp", "EthioTelecom-Sodo",
          "Safaricom-Hawassa", "EriTel-Nefasit", "YemenNet-Aden", "Pattern-Loft", "WheelDrop-2G",
          "DireDawa-Roundhouse", "Worabe-Depot", "Durame-Bothy", "Hosaena-Store", "Massawa-Quay",
          "Footplate-Hotspot"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "yard network {s}, key is {pw}",
    "wifi in the dining car: {s} / {pw}",
    "nmcli dev wifi connect {s} password {pw}",
    "the sticker on the EthioTelecom router says: {pw}",
    "wifi {s} paaswoordi {pw} kinni",
    "wifi {s}-ra paaswordu {pw} ikkino",
    "wifi {s} paaswordee {pw}",
    "ዋይፋይ {s} ፓስወርድ {pw} ቱ",
    "الواي فاي {s} الباسورد حقه {pw}",
    "የዋይፋይ {s} የይለፍ ቃል {pw} ነው",
    "wifi {s}-i paaswordi {pw}",
    "ዋይፋይ {s} ፓስወርዴ {pw}",
    "hostapd.conf on the camp Pi:\nssid={s}\nwpa_passphrase={pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 40)), _j("xm_live_", (ALNUM, 20)), _j((ALNUM, 30)),
                 _j((UPPER_DIGITS, 32)), _j((URLSAFE, 26))]  # fmt: skip
_SPELL = ["read out over the yard radio, letter by letter: {t}", "[dictated, Orion channel 2] {t}",
          "(split up so the chat preview doesn't show it) {t}", "ሓደ ብሓደ፡ {t}",
          "حرف حرف: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " : ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    if style == 4:
        return {"t": " – ".join(token[k : k + 3] for k in range(0, len(token), 3))}
    return {"t": ["_", " . "][index % 2].join(token) if style == 0 else " ".join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the boiler-shop key safe opens with {pw}",
          "padlock on the coal stage at Ghinda: {pw}",
          "ani qulfi koodi: {pw}",
          "ኮድ ቁልፍ መኽዘን፡ {pw}",
          "رقم القفل حق المخزن: {pw}",
          "qulfiyaa koodee: {pw}",
          "qulfu koodi: {pw}",
          "wheel-drop pit isolator lockout combination: {pw}",
          "የቁልፌ ኮድ {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cupola", "tuyere", "firebar", "smokebox", "blastpipe", "crosshead", "drawbar",
                 "injector", "regulator", "tender", "bogie", "sprue", "ladle", "flywheel",
                 "gradient", "viaduct"]  # fmt: skip
_PHRASES = {"KeeWeb database passphrase for the works vault: {p}": " ",
            "passphrase of the vault on the Ghinda laptop: {p}": " ",
            "master passphrase of the boiler-shop password safe: {p}": "-",
            "the LUKS passphrase on the MAGMA workstation: {p}": ".",
            "ፓስፍሬዝ ባክአፕ፡ {p}": " ", "عبارة المرور حق النسخة الاحتياطية: {p}": "_",
            "backup passphrase-chi {p} kinni": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Mockoon environment, header Authorization: Basic {v}": True,
    'REST Assured: given().header("Authorization", "Basic {v}")': True,
    'RestSharp: request.AddHeader("Authorization", "Bearer {v}");': False,
    "Tsung session: <http_header name='Authorization' value='Basic {v}'/>": True,
    "kulala.nvim bookings.http:\nGET https://api.tallowgate.works/wheelsets\nAuthorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/var/ossec/etc/authd.pass:\n{pw}",
    "jitsi-meet .env:\nJICOFO_AUTH_PASSWORD={pw}\nPUBLIC_URL=https://meet.tallowgate.works",
    "/etc/postfix/mysql-virtual-mailbox-maps.cf:\nuser = mailuser\npassword = {pw}\nhosts = 127.0.0.1\ndbname = mailserver",
    "Mantis config/config_inc.php:\n$g_db_username = 'mantis';\n$g_db_password = '{pw}';",
    "Bugzilla localconfig:\n$db_user = 'bugs';\n$db_pass = '{pw}';",
    "RT_SiteConfig.pm:\nSet($DatabaseUser, 'rt_user');\nSet($DatabasePassword, '{pw}');",
    "Tiki db/local.php:\n$user_tiki='tiki';\n$pass_tiki='{pw}';",
    "Tiny Tiny RSS .env:\nTTRSS_DB_USER=ttrss\nTTRSS_DB_PASS={pw}",
    "Hubzilla .htconfig.php:\n$db_user = 'hubzilla';\n$db_pass = '{pw}';",
    "diaspora config/database.yml:\npostgresql: &postgresql\n  adapter: postgresql\n  username: diaspora\n  password: \"{pw}\"",
    "WriteFreely config.ini:\n[database]\ntype     = mysql\nusername = writefreely\npassword = {pw}",
    "Plume .env:\nDATABASE_URL=postgres://plume:{pw}@localhost/plume",
    "OnlyOffice local.json:\n\"sql\": {{ \"dbUser\": \"onlyoffice\", \"dbPass\": \"{pw}\" }}",
    "Dolibarr conf/conf.php:\n$dolibarr_main_db_user='dolibarr';\n$dolibarr_main_db_pass='{pw}';",
    "Traggo .env:\nTRAGGO_DEFAULT_USER_NAME=admin\nTRAGGO_DEFAULT_USER_PASS={pw}",
    "Pterodactyl panel .env:\nDB_USERNAME=pterodactyl\nDB_PASSWORD={pw}",
    "/etc/ipsec.d/ghinda.secrets (libreswan):\n%any ghinda-gw.tallowgate.works : PSK \"{pw}\"",
    "dhcpd.conf on the yard gateway:\nkey omapi_key {{\n  algorithm hmac-md5;\n  secret \"{pw}\";\n}}",
    "solidtime .env:\nDB_CONNECTION=pgsql\nDB_USERNAME=solidtime\nDB_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Rhys: lathe PC password?\nGianluca: {pw}",
    "[07:02] alfie: what's the root pw on the booking server?\n[07:04] chiara: {pw}",
    "Dagne: {pw} is the new Trumpf admin password",
    "Hodan: use {pw}, that's what I set on the Hurco",
    "Hamad: qusba paaswoordi {pw} kinni",
    "Tsehay: ooratta paaswordee {pw}",
    "Osman: ሐዲስ ፓስወርድ {pw} ቱ",
    "Arwa: الباسورد الجديد {pw}",
    "ኑሪያ፡ አዲሽ ፓስወርድ {pw}",
    "Tesfaye: haaru paaswordi {pw}",
    "Mulugeta: haaroo paaswordi {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2063word = {pw}", "p\u034fassword → {pw}", "passwοrd: {pw}",
    "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽 {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "ρassword = {pw}", "pass\u180eword: {pw}",
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
    "the Hegenscheidt setter password is": "{s}", "Küttner panel pw:": "{s} (since the relining in April)",
    "paaswoordi kinni": "{s}", "Spirax controller password": "{s}\nchange it after the boiler test",
    "الباسورد حقي": "{s}", "ፓስወርድ ሐዲስ ቱ": "{s}", "ta paaswordee": "{s}", "Haas password": "{s}",
    "the password Dagne shouted across the pit was": "{s}, I think", "haaro paaswordu": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Railnova API key", "{s}", _j((HEX, 40))),
    ("split_token", "Xometry key:", "{s} (quotes for the firebar pattern)", _j("xm_live_", (ALNUM, 32))),
    ("split_token", "Protolabs client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "words for the excursion-fund wallet", "{s}", _english_seed),
    ("split_card", "card number", "{s} valid to 03/38", lambda g: v.grouped(_card(g, "instapayment"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MR"))),
    ("split_backup", "Onshape backup codes", "{s}\nkqtz.4471.ap\nmrwd.0935.ey", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "2FA setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Palestinian ID no.", "{s}", _ps_id),
    ("split_phrase", "KeeWeb passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"lathe": {"host": "lathe-ctl-2.tallowgate.lan", "setter_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"paaswoordi": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "dagne", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"furnaces": [{"name": "vip-1"}, {"name": "vip-2", "panel_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["innotop", "-h", "db.tallowgate.lan", "-u", "monitor", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "الباسورد حق الكمبيوتر حقي {s}"}': ("meta_password", _plain_pw),
    '{"ፓስወርድ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log in to the Küttner panel as melter with the password {s}"}': ("meta_password", _plain_pw),
    '{"railnova": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"arifpayKey": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"onshape_secret": "{s}"}': ("meta_token", _j((ALNUM, 48))),
    '{"request": {"headers": {"X-Api-Key": "{s}"}}}': ("meta_token", _j((HEX, 32))),
    '{"billing": {"card": "{s}", "expiry": "11/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "borica"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KW")),
    '{"contractor": {"palestinian_id": "{s}"}}': ("meta_id", _ps_id),
    '{"two_factor": {"spare_codes": ["{s}", "kqtz.4471.ap", "mrwd.0935.ey"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donations_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"zigbee": {"network_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"coal_stage": {"padlock": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Tallowgate-Yard", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"u2000-controller-7.2.0.img").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tallowgate/bookings:5.4").hexdigest()
_COMMIT = hashlib.sha1(b"bookings: add dining-car seat map", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"roster: revert shift overlap check", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"boiler_test_2033-04-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"castings-register-2032.xlsx").hexdigest()
_SHA1 = hashlib.sha1(b"breda440-drawings.zip", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Hegenscheidt setter password before the audit on 2033-05-19.",
    "Alfie asked for the boiler-shop wifi password; it's on the card in the foreman's drawer.",
    "Policy: works passwords are at least 15 characters and live only in the shared vault.",
    "Please don't paste passwords into the boiler-shop chat; send a vault link instead.",
    "The `.env.example` line `RAILNOVA_API_TOKEN=changeme` is a placeholder; the real one is in the vault.",
    "The Küttner panel asks for a new password after every firmware update.",
    "Replace <YOUR_TRANSITLAND_KEY> in the README with the key from your Transitland account.",
    "TELEBIRR_APP_KEY and ARIFPAY_API_KEY must be set before the ticket sync runs.",
    "Ku paaswoordi num ma warisin.",
    "Paaswordekke mittu manchi kulooti.",
    "Ne paaswordiyaa oonakka yootoppa.",
    "ፓስወርድካ ለሐድ ኢተሐብር።",
    "الباسورد حقك ما تقولوش لأحد.",
    "የይለፍ ቃልዎን ለማንም አያጋሩ።",
    "Paaswordi ayyechchi ma yitine.",
    "Ne paaswordee tammanne ichchashu qaalaappe dooqqanaa gidanaw bessees.",
    "La password deve avere almeno quindici caratteri.",
    "Das Kennwort muss mindestens fünfzehn Zeichen haben.",
    "Le mot de passe doit comporter au moins quinze caractères.",
    "パスワードは15文字以上にしてください。",
    "Upgraded the U2000 controller from 7.1 to 7.2.0 and pyserial to 3.5 last weekend.",
    f"commit {_COMMIT} adds the dining-car seat map.",
    f"Rolled back to {_SHORT} after the shift overlap check broke the roster export.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The U2000 controller image 7.2.0 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of castings-register-2032.xlsx: {_SHA512}",
    f"The bookings container runs ghcr.io/tallowgate/bookings@sha256:{_IMAGE}.",
    f"MD5 of boiler_test_2033-04-11.csv is {_MD5}, same as the copy on the NAS.",
    f"SHA-1 of breda440-drawings.zip is {_SHA1}; the archive copy matches.",
    "Request id 3f6c2a1e-8b4d-4e07-9a5f-1d2e3c4b5a69 is the slow one in the booking logs.",
    "Purchase order PO-2033-00271 for 120 firebars ships on Monday.",
    "Works ticket WT-5301: the turntable limit switch sticks in wet weather.",
    "Call the Dire Dawa roundhouse on +251 25 111 4732 before noon.",
    "Call the Aden agent on +967 2 243 518 after 9 o'clock.",
    "Excursion booking TSW-EXC-2033-0418 is for 46 passengers on the Ghinda special.",
    "Boiler certificate BC-2033-114 is valid until March next year.",
    "The Breda 440 works at 12 bar; the hydraulic test is at 18 bar.",
    "The cupola tapped at 1420 °C this morning; the ladle was preheated for 40 minutes.",
    "After six wrong passwords the MAGMA server locks the account for 15 minutes.",
    "The Ghinda line climbs about 2,100 m in 117 km with 30 tunnels.",
    "The secret of a good firebar casting is a dry mould and a hot ladle.",
    "Ask Hamad for the key-safe code, I don't have it.",
    "My card ending 4417 was declined at the Hawassa hardware shop.",
    "The Port Louis foundry wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the works' Onshape account and keep them in the key safe.",
    "No wallet's support desk will ever ask for your recovery phrase.",
    "Keep `ONSHAPE_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the coal stage rusts in the sea air; oil it once a month.",
    "Transitland moved the API key page under Account › Developer in its spring release.",
    "ISBN 978-0-7153-8203-5 is the Eritrean railway book in the office; its author's ORCID iD is 0000-0002-1825-0097.",
    "The guest wifi 'Tallowgate-Visitors' is open, no password needed.",
    "Pattern number PAT-B440-0031, cast iron, 38 kg; shrinkage allowance 1 %.",
    "Gauge is 950 mm on the Ghinda line and 1000 mm on the Dire Dawa line.",
    "Locomotive 442.54 was built by Ansaldo in 1938 and restored here in 2031.",
    "The password field on the bookings page must not autofill on shared PCs.",
    "Rotate the Telebirr app key every 90 days; the calendar reminder is set.",
    "A PIN for the key safe is issued to each shift leader on their first day.",
    "The token count of the dining-car menu prompt is 512.",
    "Hamad: wifi password? Rhys: ask Chiara, it changed on Monday.",
    "The dynamometer car logged 840 kW at 42 km/h on the 1 in 33 gradient.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-02T06:30:00Z", "password_min_length": 15}',
    '{"secret_ref": "vault/works/kuttner", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 771}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "WT-5301", "purchase_order": "PO-2033-00271"}',
    '{"pattern": {"id": "PAT-B440-0031", "weight_kg": 38, "material": "cast iron"}}',
    '{"phone": "+251 25 111 4732", "site": "Dire Dawa roundhouse"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "firebars_in_stock": 412}',
    '{"request_id": "3f6c2a1e-8b4d-4e07-9a5f-1d2e3c4b5a69", "status": 504, "path": "/api/bookings"}',
    '{"locomotive": "442.54", "builder": "Ansaldo", "built": 1938, "gauge_mm": 950}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
