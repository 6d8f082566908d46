# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-twenty-ninth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-twenty-fifth's
docstring, the fifth to three-hundred-and-twenty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (326 to 328), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (329_184_617), password words (a lagoon word,
a pass or village and a number, `KeshiTiputa47!`; dot-joined `nacre.paraha.1998`; a pearl's grade
and size, `PoeB12mm#37`; a culture line, `ligne14_kopara_512`; a name, a year and a place; leet
`T1put4`; a generator's dashed groups; random runs).

The fictional company is Tapiri Perles & Pensions SARL (a pearl farm and grafting shed at
Avatoru, Rangiroa; a dive base at Rotoava, Fakarava; a family pension at Tuherahera, Tikehau),
with Paumotu and Tahitian staff, a Marquesan boat hand, métropolitain French office staff, the
Cantonese and Hakka family of a pearl buyer, Chilean yacht crews, and relatives in Lyon,
Valparaíso, Auckland, Brisbane, Dili and Hong Kong; every company, person, address, domain
(`tapiri.lan`, `tapiri-perles.pf`), bank account and number is invented, only the region (the
Tuamotu) is real. Texts: chats with times, tickets (Gorgias, Huly, Kustomer), notes (Foam,
Workflowy, Dynalist, Znote, Bike), runbooks, shell prompts, config and env files, voice-note
transcripts and requests to the assistant; separators from a colon, `o … teie`, `ko`, `係`,
`hai`, `es`, `c'est`, `quedó en`, `=`, an arrow, a dash and a new line.

Grep counts (heldouts 5 to 325 naming each, grep -l): none for Tapiri, Rotoava, Tuherahera,
Tiputa, `tekao huna`, MotuPay, PoeTrack, LagoonBook, AtureSMS, AlipayHK, Yedpay, Nextcloud
Passwords, bsondump; one for Tuamotu, Tikehau, Avatoru, `parau huna`, `kupu huna`, `mat ma hai`,
Znote, Papercups, Air Tahiti, Airwallex, AfterShip, Duffel, Kiwi.com, Open-Meteo, Payline, Sigfox,
`lighttpd mod_setenv`; two or three for Rangiroa, Fakarava, Foam, Workflowy, Dynalist, Revolt,
Guilded, Wekan, Huly, Focalboard, Gorgias, Gladly, Kustomer, Tawk.to, Smartsupp, Olark, PayZen,
Systempay, Lemonway, Pennylane, Khipu, Transbank, Kushki, Fintoc, Haulmer, Bsale, Nubox,
Meteomatics, WorldTides, PredictWind, Spire Maritime, Kineis, Diviac, DiveAdmin, Deepblu, Apaleo,
Mews, Eviivo, Guesty, HotelRunner, Authenticator Pro, Passky, Step CI, chrony.keys, Secure
ShellFish, WebSSH, secretsdump, kafkacat, amqp-publish, emqtt_bench, pg_receivewal, reindexdb,
vacuumdb, mariadb-check; four to nine for mongofiles, mongotop, mariadb-admin, mysqlshow,
mysqlimport, sysbench, xtrabackup, mydumper, ycqlsh, winexe, nxc, vpncmd, yt-dlp, urxvt, Prompt 3,
mRemoteNG, Bitvise, Terminator, Kreya, Hurl, Specter, Blue Wallet, Linphone, SimpleX, Workvivo,
Connecteam, QloApps; the rest (Olvid, Tchap, Zulip, Jami, evil-winrm, rpcclient, openconnect,
rdesktop, x11vnc, aria2c, mosquitto_sub, Odoo, Dolibarr, Grafana) are used more.

About half of the secret samples are not in English: Tahitian as texted (`te parau huna`, `o …
teie`, `ua taui au`, `eiaha e faaite`, `te tāviri API`), Paumotu (`te kupu huna`, `ko … te kupu
huna hou`, `te ingoa`), Marquesan (`te tekao huna`, `te inoa`, `mui atu`), the French of the
métropolitain staff (`mdp`, `mot de passe :`, `identifiant`, `les trois chiffres au dos`,
`codes de secours`, `numéro de sécu`), Cantonese in hanzi (`密碼係`, `唔好話俾人知`, `嘅 API key
係`, `驗證碼`) and romanised (`mat ma hai`, `gan zyu`), Hakka (`匪個電腦密碼係`, romanised
`ngai ke met-ma he`) and the Chilean Spanish of yacht crews (`la clave es … po`, `cachai`, `weón`,
`quedó en`, `RUT`). French, Cantonese hanzi and Chilean Spanish wordings are ordinary usage; the
author's guesses, checked by no speaker, are all the Tahitian, Paumotu and Marquesan wordings
(`parau huna`, `kupu huna`, `tekao huna` for a password, `tāviri` for a key, `ta'iro` for a
lock), the romanised Cantonese and both Hakka forms.

Vendors: invented ones (MotuPay `mtp_live_`, PoeTrack `ptk_`, LagoonBook `lgb-`, AtureSMS
`ats.`; shapes guessed), French, Chilean, Hong Kong, travel, marine and dive ones with guessed
shapes (PayZen, Systempay, Lemonway, Pennylane, Payline, Khipu, Transbank, Kushki, Fintoc,
Haulmer, Bsale, Nubox, AlipayHK, Yedpay, Airwallex, AfterShip, Duffel, Kiwi.com, Air Tahiti Pro,
Open-Meteo, Meteomatics, WorldTides, PredictWind, Spire Maritime, Kineis, Sigfox, Diviac,
DiveAdmin, Deepblu, Apaleo, Mews, Eviivo, Guesty, HotelRunner) and the known GitHub, Stripe, Slack,
OpenAI, Anthropic, Hugging Face, SendGrid and Telegram shapes; the JWTs are well-formed.

Ids with a check, each built with or drawn until its python-stdnum module validates it: France's
NIR of someone born in French Polynesia (`fr.nir`, department 98), numéro fiscal (`fr.nif`),
SIREN and TVA number (`fr.siren`, `fr.tva`), Chile's RUT (`cl.rut`), New Zealand's IRD number
(`nz.ird`) and Australia's TFN and ABN (`au.tfn`, `au.abn`). Cards pass Luhn (`stdnum.luhn`; a
Polynesian bank's and a Chilean debit prefix are guessed); IBANs of the Falklands, Timor-Leste,
Saint Lucia, Djibouti, Libya, the Holy See, Sudan and Honduras (codes a rough grep finds in about
thirty earlier corpora each, fewer than most), checked with `stdnum.iban`; seed phrases from
mnemonic's English, French, Spanish, Italian, Czech and Chinese (simplified and traditional)
lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
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
from stdnum.au import abn as au_abn
from stdnum.au import tfn as au_tfn
from stdnum.cl import rut as cl_rut
from stdnum.fr import nif as fr_nif
from stdnum.fr import nir as fr_nir
from stdnum.fr import siren as fr_siren
from stdnum.fr import tva as fr_tva
from stdnum.nz import ird as nz_ird

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 329_184_617
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


_LAGOON = [
    "Poe",
    "Keshi",
    "Nacre",
    "Greffe",
    "Ature",
    "Paraha",
    "Tiare",
    "Kaveka",
    "Mao",
    "Honu",
    "Fafapiti",
    "Kikiriri",
    "Miti",
    "Hoa",
    "Kopara",
    "Tipanie",
    "Uru",
    "Pahua",
]
_BOAT = [
    "Tiputa",
    "Avatoru",
    "Rotoava",
    "Tetamanu",
    "Tuherahera",
    "Tumakohua",
    "Garuae",
    "Otepipi",
    "Hirifa",
    "Tuheiava",
    "Ohotu",
    "Motu",
    "Pakoko",
    "Vaiuru",
]
_NAMES = [
    "Teiki",
    "Moana",
    "Heimana",
    "Vaitiare",
    "Tehani",
    "Raiarii",
    "Manutea",
    "Tematua",
    "Teriitapu",
    "Tehautu",
    "Kahu",
    "Tohetia",
    "Aurelien",
    "Clemence",
    "Baptiste",
    "Margaux",
    "Ignacio",
    "Catalina",
    "Matias",
    "Javiera",
    "AhSam",
    "MeiLing",
    "KinLai",
    "SiuFong",
    "Hinatea",
    "Poerava",
]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K3sh1", "N4cr3", "P4h0u4", "T1put4", "R0t04v4", "F4k4r4v4", "R4ng1r04", "T1k3h4u"]


def _grade(g: random.Random) -> str:
    """A pearl's grade and size, the way the grafters joke a password together."""
    return f"Poe{g.choice('ABCD')}{g.randrange(8, 17)}mm{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_LAGOON)}{g.choice(_BOAT)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: (
        ".".join(w.lower() for w in g.sample(_LAGOON, 2)) + "." + str(g.randrange(1970, 2031))
    ),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2012)}{g.choice(_SYMBOLS)}{g.choice(_BOAT)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _grade,
    lambda g: f"ligne{g.randrange(1, 60)}_{g.choice(_LAGOON).lower()}_{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_BOAT).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_LAGOON)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Olvid chat 'Ferme Avatoru', Teiki: the Hikvision NVR password at the grafting shed is {pw}",
    "Tchap message from Aurélien: Victron Cerbo GX (solar) remote password {pw}",
    "Zulip #dive-base, Moana: the Bauer compressor's B-Control password is {pw}",
    "SimpleX chat, Ignacio: la clave del plotter Raymarine Axiom es {pw}",
    "Jami call note: the Starlink router admin password is {pw}",
    "Linphone SIP note: our Yeastar P550 web password is {pw}",
    "Revolt DM from Heimana: Ubiquiti UniFi controller at Rotoava, password {pw}",
    "Guilded chat: the Mikrotik hAP on the Tikehau pension, admin password {pw}",
    "Workvivo post (oops, to everyone): the Fakarava booking PC password is {pw}",
    "Connecteam shift note: the ice machine's Hoshizaki panel password {pw}",
    "Foam note 'boats': Garmin OnDeck hub password {pw}",
    "Workflowy bullet: Yamaha Helm Master login, password {pw}",
    "Dynalist item 'pension': Salto lock server admin password {pw}",
    "Znote page: Suunto DM5 laptop password {pw}",
    "Bike outline, 'Rangiroa': Dometic watermaker panel password {pw}",
    "Wekan card 'Tikehau wifi': Cambium ePMP radio password {pw}",
    "Huly issue TAP-88: the Synology at the Avatoru farm, admin password {pw}",
    "Focalboard card: the Epson receipt printer web password {pw}",
    "Gorgias ticket 5120: guest locked out, the Nuki bridge admin password is {pw}",
    "Gladly conversation: the Dahua doorbell password {pw}",
    "Kustomer note on booking 4471: Ring base station password {pw}",
    "Tawk.to chat, agent Vaitiare: the Fronius inverter's service password is {pw}",
    "Smartsupp chat with the installer: SMA Sunny Island password {pw}",
    "Olark transcript: Pylontech BMS tool password {pw}",
    "Papercups inbox: Teltonika RUT955 router password {pw}",
    "Hi Clémence,\n\nthe root password on the Rotoava booking server is {pw}.\n\nMauruuru, Teiki",
    "Runbook: restart the Bauer compressor\n1. open the B-Control\n2. log in as service\n"
    "3. password {pw}\n4. reset the filter counter",
    "README (dive base rack)\nthe UniFi UI is at https://unifi.tapiri.lan, password `{pw}`.",
    "my Banque de Tahiti app password is {pw} now",
    "can you remember my Socredo online password? it's {pw}",
    "dictated: the Starlink app password is {pw} full stop",
    "note to self: Yeastar PBX admin password {pw}",
    "after the firmware update the Victron password became {pw}",
    "o te parau huna o te router i te fare: {pw}",
    "ua taui au i te parau huna o te imera, o {pw} teie",
    "Heimana: te parau huna api o te server, o {pw}, eiaha e faaite",
    "te kupu huna o te wifi i Tikehau: {pw}",
    "Tematua: te kupu huna api no te kamera ko {pw}",
    "te tekao huna o te roputa: {pw}",
    "Kahu: te tekao huna hou o te server, {pw}",
    "個 router 密碼係 {pw}",
    "阿Sam：伺服器新密碼係 {pw}，唔好話俾人知",
    "我電郵密碼係 {pw}",
    "mat ma hai {pw}, m ho kong bei yan teng",
    "Hakka: ngai ke met-ma he {pw}",
    "匪個電腦密碼係 {pw}",
    "Ignacio: oye, la clave del computador de la marina es {pw}, po",
    "la pass del notebook quedó en {pw}, cachai",
    "Catalina: weón, la contraseña nueva del servidor es {pw}",
    "le mdp du PC de la greffe c'est {pw}",
    "mot de passe de la box du faré : {pw}",
    "Baptiste : le nouveau mot de passe du NAS est {pw}, ne le diffuse pas",
]
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = [
    "teiki",
    "moana.t",
    "heimana",
    "vaitiare",
    "tehani",
    "raiarii",
    "manutea",
    "tematua",
    "teriitapu",
    "tehautu",
    "kahu",
    "aurelien.b",
    "clemence",
    "baptiste",
    "margaux.l",
    "ignacio",
    "catalina.r",
    "matias",
    "javiera",
    "ahsam",
    "meiling.c",
    "kinlai",
    "siufong",
    "svc-farm",
    "dive-desk",
]
_LOGINS = [
    "Olvid, Teiki: the Hikvision login is {u} / {pw}",
    "Gorgias #5133: {u} locked out of the booking PC, last password {pw}",
    "utilisateur {u} mdp {pw}",
    "Wekan › Pension › Tikehau › UniFi: {u} — {pw}",
    "| appareil | login | mdp |\n|---|---|---|\n| Synology | {u} | {pw} |",
    "sign into the Victron VRM portal as {u} with {pw}",
    "Yeastar login {u}:{pw}",
    "identifiant : {u}\nmot de passe : {pw}",
    "- host: booking-rotoava\n  user: {u}\n  pass: {pw}",
    "Zulip: account {u}, password {pw}",
    "Moana says the Starlink account is {u} and the password is {pw}",
    "host,user,pass\nnas-avatoru,{u},{pw}",
    "ssh {u}@nas.tapiri.lan (password {pw})",
    "te i'oa {u}, te parau huna {pw}",
    "te ingoa {u}, te kupu huna {pw}",
    "te inoa {u}, te tekao huna {pw}",
    "用戶名 {u}，密碼 {pw}",
    "user hai {u}, mat ma hai {pw}",
    "usuario {u} y clave {pw}, po",
    "el user es {u} y la contraseña {pw}, cachai",
    "login {u} et le mdp {pw}",
    "ID {u} / 密碼 {pw}",
    "Bike outline: creds for the Raymarine are {u} and {pw}",
    "Kustomer: log in as {u}, pass {pw}",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = [
    "keshi",
    "nacre",
    "paraha",
    "tiputa",
    "kaveka",
    "kopara",
    "tipanie",
    "pahua",
    "fafapiti",
    "kikiriri",
    "tetamanu",
    "garuae",
    "honu",
    "ature",
    "empanada",
]
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "for the pension PC it's {w} and {d} at the end",
    "voice memo: the dive-base wifi password is {w} then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "le mot de passe c'est le mot {w}, puis {d}",
    "o te parau huna, te ta'o {w}, i muri {d}",
    "te kupu huna ko te kupu {w}, muri mai {d}",
    "密碼係 {w} 呢個字，跟住 {d}",
    "mat ma hai {w} go zi, gan zyu {d}",
    "la clave es la palabra {w} y después {d}, po",
    "te tekao huna, te tekao {w}, mui atu {d}",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "mongofiles --host mongo.tapiri.lan -u {u} -p '{pw}' --authenticationDatabase admin list",
    "mongotop --host mongo.tapiri.lan -u {u} -p '{pw}' --authenticationDatabase admin 30",
    "PGPASSWORD='{pw}' vacuumdb -h pg.tapiri.lan -U {u} --all --analyze",
    "PGPASSWORD='{pw}' reindexdb -h pg.tapiri.lan -U {u} pensions",
    "pg_receivewal -d 'host=pg.tapiri.lan user={u} password={pw}' -D /srv/wal",
    "mariadb-check -u{u} -p'{pw}' --all-databases",
    "mariadb-admin -u {u} --password='{pw}' processlist",
    "mysqlshow -h db.tapiri.lan -u {u} -p'{pw}' pensions",
    "mysqlimport --local --user={u} --password='{pw}' pensions reservations.csv",
    "kafkacat -b kafka.tapiri.lan:9093 -X sasl.username={u} -X sasl.password='{pw}' -L",
    "emqtt_bench pub -h mqtt.tapiri.lan -u {u} -P '{pw}' -t lagoon/temp -c 5",
    "secretsdump.py 'TAPIRI/{u}:{pw}@10.8.0.5'",
    "sshpass -p '{pw}' sshuttle -r {u}@gw.tapiri.lan 10.8.0.0/24",
    "ycqlsh yb.tapiri.lan -u {u} -p '{pw}'",
    "mosquitto_sub -h mqtt.tapiri.lan -u {u} -P '{pw}' -t 'farm/#' -v",
    "mqttx sub -h mqtt.tapiri.lan -u {u} -P '{pw}' -t 'lagoon/#'",
    "echo '{pw}' | vncpasswd -f > ~/.vnc/passwd",
    "x11vnc -storepasswd '{pw}' ~/.vnc/passwd",
    "rdesktop -u {u} -p '{pw}' 10.8.0.20",
    "rpcclient -U '{u}%{pw}' 10.8.0.5 -c enumdomusers",
    "evil-winrm -i 10.8.0.5 -u {u} -p '{pw}'",
    "nxc smb 10.8.0.5 -u {u} -p '{pw}' --shares",
    "winexe -U 'TAPIRI/{u}%{pw}' //10.8.0.5 'cmd.exe /c ipconfig'",
    "ldapdomaindump -u 'TAPIRI\\{u}' -p '{pw}' ldap://10.8.0.5",
    "aria2c --http-user={u} --http-passwd='{pw}' https://files.tapiri.lan/grading.zip",
    "wget2 --user={u} --password='{pw}' https://files.tapiri.lan/manifest.pdf",
    "yt-dlp -u {u} -p '{pw}' https://video.tapiri.lan/briefing-manta",
    "echo '{pw}' | openconnect --user={u} --passwd-on-stdin vpn.tapiri.pf",
    "vpncmd /server localhost /password:{pw} /cmd UserList",
    "mydumper -h db.tapiri.lan -u {u} -p '{pw}' -B pensions -o /backup/pensions",
    "xtrabackup --backup --user={u} --password='{pw}' --target-dir=/backup/full",
    "sysbench oltp_read_only --mysql-host=db.tapiri.lan --mysql-user={u} --mysql-password={pw} run",
    "gh-ost --host=db.tapiri.lan --user={u} --password='{pw}' --database=pensions --table=resa",
    "amqp-publish -u amqp://{u}:{pw}@mq.tapiri.lan/ -r grading -b 'lot 44 done'",
]
_SHELLS = [
    "{c}",
    "$ {c}",
    "Secure ShellFish on the iPad: {c}",
    "WebSSH, farm gateway: {c}",
    "urxvt on the old booking box: {c}",
    "Prompt 3, tab 'rotoava':\n$ {c}",
    "teiki@nas-avatoru:~$ {c}",
    "root@pension-tikehau:/srv# {c}",
    "Bitvise xterm: {c}",
    "mRemoteNG session 'DC': {c}",
    "Terminator, pane 2: {c}",
    "Tilix on Baptiste's laptop: {c}",
    "ConnectBot on the boat phone:\n$ {c}",
    "a-Shell: {c}",
    "te command ta'u i fa'a'ohipa: {c}",
    "呢條 command 我跑咗：{c}",
    "el comando que corrí: {c}",
    "la commande que j'ai lancée : {c}",
]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-greffe.tapiri.lan:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@ftp.tapiri.pf:990/photos/",
    "mongodb+srv://{u}:{pw}@cluster0.tapiri.pf/pensions?retryWrites=true",
    "postgresql+psycopg://{u}:{pw}@pg.tapiri.lan:5432/grading",
    "mysql+aiomysql://{u}:{pw}@db.tapiri.lan/pensions",
    "redis://{u}:{pw}@cache.tapiri.lan:6379/2",
    "clickhouse://{u}:{pw}@ch.tapiri.lan:9000/telemetry",
    "oracle+oracledb://{u}:{pw}@ora.tapiri.lan:1521/?service_name=COMPTA",
    "jdbc:mariadb://db.tapiri.lan:3306/pensions?user={u}&password={pw}",
    "imaps://{u}:{pw}@mail.tapiri.pf:993/INBOX",
    "sip:{u}:{pw}@pbx.tapiri.lan:5060",
    "webdavs://{u}:{pw}@cloud.tapiri.pf/remote.php/dav/files/{u}/",
    "Server=sql.tapiri.lan;Database=Compta;User Id={u};Password={pw};TrustServerCertificate=true",
]
_URL_PLACES = [
    "GRADING_DB_URL={c}",
    "Huly TAP-92: the old connection string {c}",
    "keep this connection string for me: {c}",
    "連接字串：{c}",
    "la cadena de conexión es {c}",
    "chaîne de connexion : {c}",
    "Foam note 'db': {c}",
]
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {
            "iss": issuer,
            "aud": "tapiri-perles",
            "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
            "iat": issued,
            "exp": issued + 2_592_000,
            "scope": "bookings:write",
        }
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("MotuPay", "MOTUPAY_SECRET_KEY", _j("mtp_live_", (ALNUM, 32))),
    ("PoeTrack", "POETRACK_TOKEN", _j("ptk_", (LOWER_DIGITS, 36))),
    ("LagoonBook", "LAGOONBOOK_API_KEY", _j("lgb-", (HEX, 40))),
    ("AtureSMS", "ATURE_SMS_KEY", _j("ats.", (URLSAFE, 30))),
    ("PayZen", "PAYZEN_PASSWORD", _j("prodpassword_", (ALNUM, 40))),
    ("Systempay", "SYSTEMPAY_HMAC_KEY", _j((ALNUM, 32))),
    ("Lemonway", "LEMONWAY_API_SECRET", lambda g: v.uuid4(g, "8")),
    ("Pennylane", "PENNYLANE_API_TOKEN", _j((URLSAFE, 43))),
    ("Payline", "PAYLINE_ACCESS_KEY", _j((ALNUM, 20))),
    ("Khipu", "KHIPU_SECRET", _j((HEX, 40))),
    ("Transbank", "TRANSBANK_API_KEY_SECRET", _j((UPPER_HEX, 64))),
    ("Kushki", "KUSHKI_PRIVATE_MERCHANT_ID", _j((HEX, 32))),
    ("Fintoc", "FINTOC_SECRET_KEY", _j("sk_live_", (URLSAFE, 40))),
    ("Haulmer", "HAULMER_API_KEY", _j((HEX, 32))),
    ("Bsale", "BSALE_ACCESS_TOKEN", _j((HEX, 40))),
    ("Nubox", "NUBOX_CLIENT_SECRET", _j((ALNUM, 40))),
    ("AlipayHK", "ALIPAYHK_PRIVATE_KEY", _j("MIIEvQ", (B64, 60))),
    ("Yedpay", "YEDPAY_SIGN_KEY", _j((ALNUM, 32))),
    ("Airwallex", "AIRWALLEX_API_KEY", _j((HEX, 64))),
    ("AfterShip", "AFTERSHIP_API_KEY", _j("asat_", (HEX, 32))),
    ("Duffel", "DUFFEL_ACCESS_TOKEN", _j("duffel_live_", (URLSAFE, 43))),
    ("Meteomatics", "METEOMATICS_PASSWORD", _j((ALNUM, 12))),
    ("WorldTides", "WORLDTIDES_KEY", lambda g: v.uuid4(g, "9")),
    ("PredictWind", "PREDICTWIND_API_KEY", _j((ALNUM, 40))),
    ("Spire Maritime", "SPIRE_MARITIME_TOKEN", _j((ALNUM, 32))),
    ("Kineis", "KINEIS_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Sigfox", "SIGFOX_API_PASSWORD", _j((HEX, 32))),
    ("Diviac", "DIVIAC_API_TOKEN", _vendor_jwt("https://api.diviac.com")),
    ("DiveAdmin", "DIVEADMIN_API_KEY", _j((ALNUM, 48))),
    ("Deepblu", "DEEPBLU_APP_SECRET", _j((HEX, 32))),
    ("Apaleo", "APALEO_CLIENT_SECRET", _j((URLSAFE, 44))),
    ("Mews", "MEWS_ACCESS_TOKEN", _j((UPPER_HEX, 32), "-", (UPPER_HEX, 32))),
    ("Eviivo", "EVIIVO_API_SECRET", lambda g: v.uuid4(g, "b")),
    ("Guesty", "GUESTY_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("HotelRunner", "HOTELRUNNER_TOKEN", _j((HEX, 40))),
    ("Kiwi.com", "KIWI_TEQUILA_APIKEY", _j((URLSAFE, 32))),
    ("Air Tahiti Pro", "AIRTAHITI_PRO_KEY", _vendor_jwt("https://pro.example-airtahiti.pf")),
    ("Open-Meteo", "OPEN_METEO_APIKEY", _j((ALNUM, 24))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    (
        "Slack",
        "SLACK_BOT_TOKEN",
        lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}",
    ),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
]
_NAMED = [
    "{env}={tok}",
    'export {env}="{tok}"',
    "fish: set -gx {env} {tok}",
    "PowerShell: $env:{env} = '{tok}'",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "koyeb secrets create {env} --value {tok}",
    "kubectl create secret generic api --from-literal={env}={tok}",
    'app.json: "env": {{ "{env}": "{tok}" }}',
    'netlify.toml:\n[context.production.environment]\n  {env} = "{tok}"',
    'wrangler.toml:\n[vars]\n{env} = "{tok}"',
    "Tapiri admin › Paramètres › Intégrations › {vendor}: {tok}",
    "Huly TAP-97: rotate the {vendor} key {tok}",
    "Olvid, Teiki: {vendor} key for the booking sync: {tok}",
    "Gorgias #5150: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "clé d'API {vendor} pour la pension : {tok}",
    "la clé API {vendor} c'est {tok}",
    "te tāviri API {vendor}: {tok}",
    "{vendor} 嘅 API key 係 {tok}",
    "{vendor} API 金鑰：{tok}",
    "la API key de {vendor} es {tok}, po",
    "clave API de {vendor}: {tok}",
    "te tāviri API o {vendor}, o {tok} teie",
]


def _vendor_specials(rng: random.Random) -> list[Sample]:
    khipu = _r(rng, HEX, 40)
    worldtides = v.uuid4(rng, "a")
    diveadmin = _r(rng, ALNUM, 48)
    mews = _r(rng, UPPER_HEX, 32)
    return [
        Sample("vendor_token", f'khipu = Khipu(receiver_id="48211", secret="{khipu}")', khipu),
        Sample(
            "vendor_token",
            "curl 'https://www.worldtides.info/api/v3?heights"
            f"&lat=-14.97&lon=-147.64&key={worldtides}'",
            worldtides,
        ),
        Sample("vendor_token", f'headers = {{"X-DiveAdmin-Key": "{diveadmin}"}}', diveadmin),
        Sample("vendor_token", f'{{"ClientToken": "{mews}", "AccessToken": "see vault"}}', mews),
    ]


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


_BARE_PLACES = [
    "{t}",
    "Olvid: {t}",
    "it only shows it once, so here:\n{t}",
    "teie te token: {t}",
    "呢個 token：{t}",
    "{t}\n^ la nueva, la vieja ya no sirve",
    "garde-moi ça : {t}",
]
_BARE_MAKERS = [
    _j((ALNUM, 44)),
    _j((URLSAFE, 24), ".", (URLSAFE, 40)),
    _j((B64, 56), "=="),
    _j((LOWER_DIGITS, 48)),
    _j((URLSAFE, 50)),
    _j((B64, 44)),
    _j((ALNUM, 36)),
]
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the lagoon temperature buoy B-03: {h}": 32,
    "AppSKey of the Tikehau cistern level sensor (ABP): {h}": 32,
    "HMAC secret of the MotuPay webhook: {h}": 64,
    "pre-shared key of the Starlink-to-Papeete WireGuard backup, hex: {h}": 64,
    "clé de chiffrement des sauvegardes du NAS : {h}": 64,
    "te tāviri huna o te backup: {h}": 48,
    "備份加密金鑰：{h}": 64,
    "llave de cifrado del respaldo del velero: {h}": 32,
    "AES key of the Victron VE.Direct logger export: {h}": 32,
}


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Gorgias #5161: token copied from the browser's dev tools {t}",
    "Cookie: lang=fr-PF; tapiri_sess={t}",
    "BOOKING_BRIDGE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "te token: {t}",
    "el token es {t}",
    "Tawk.to transcript: Authorization {t}",
]


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {
        "sub": v.uuid4(rng, "b"),
        "iat": issued,
        "exp": issued + 3600,
        "email": f"{rng.choice(_USERS)}@tapiri-perles.pf",
    }
    if index % 2 == 0:
        claims |= {"iss": "https://id.tapiri-perles.pf", "azp": "booking-desk", "roles": ["desk"]}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Rotoava booking server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.tapiri-perles.pf.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "papeete-freight"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_farm <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Gorgias #5170, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "伺服器私鑰：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "clé PGP pour le transitaire :\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
    "PGP PRIVATE KEY BLOCK": "lQVYBG",
}


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Specter wallet backup, copying it before I burn the card: {p}": "english",
    "Envoy wallet recovery phrase\n{p}": "english",
    "Zeus wallet words (the old dive-fund wallet, emptied): {p}": "english",
    "voice memo: the Blue Wallet recovery words are {p} and that's all": "english",
    "phrase de récupération du portefeuille Green : {p}": "french",
    "mots de secours du Ledger de la pension : {p}": "french",
    "frase semilla de la billetera del velero, po: {p}": "spanish",
    "palabras de recuperación de Muun: {p}": "spanish",
    "錢包助記詞：{p}": "chinese_traditional",
    "钱包助记词（阿Sam 嘅）：{p}": "chinese_simplified",
    "frase di recupero del wallet di Margaux: {p}": "italian",
    "slova pro obnovu peněženky: {p}": "czech",
}
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        " ".join(f"{k}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "cb_pf":  # a local bank's Visa-range debit card, prefix guessed
        return _card_of(rng, ["497861", "497015", "455673"], [16])
    if brand == "redcompra":  # a Chilean debit card on Mastercard's 2-series, prefix guessed
        return _card_of(rng, ["222300", "230012", "271045"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Olvid, Teiki: the farm's card for the Bauer filters is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "N° de carte : {c}\nExpire fin : {mm}/{yy}",
    "Gorgias #5182: pay the Starlink bill with card {c}",
    "我張卡號碼：{c}，{mm}/{yy}",
    "te numera o ta'u karata: {c}",
    "el número de la tarjeta es {c}, vence {mm}/{yy}",
    "numéro de la CB de la pension : {c}, {mm}/{yy}",
    "te numera karata: {c}, {mm}/{yy}",
    "mi tarjeta: {c} {mm}/{yy}, po",
    "卡號 {c} 到期 {mm}/{yy}",
    "Huly TAP-101: card on file {c}",
]
_BRANDS = ["visa", "cb_pf", "mastercard", "amex", "redcompra", "jcb", "unionpay", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {
        "c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
        "mm": f"{rng.randrange(1, 13):02d}",
        "yy": str(rng.randrange(33, 42)),
    }


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Visa {c} exp 09/36, CVV {cvv}",
    "les trois chiffres au dos de la carte de la pension : {cvv}",
    "Amex {c}, the four little digits on the front: {cvv}",
    "卡背面三個數字：{cvv}",
    "los tres números de atrás de la tarjeta: {cvv}",
    "te mau numera e toru i muri i te karata: {cvv}",
]


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries whose codes a rough grep finds in the fewest earlier corpora (about thirty each, as
# for most); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`) after iban.dat.
_IBAN_SHAPES = {
    "FK": "aa" + "n" * 12,
    "TL": "n" * 19,
    "LC": "aaaa" + "c" * 24,
    "DJ": "n" * 23,
    "LY": "n" * 21,
    "VA": "n" * 18,
    "SD": "n" * 14,
    "HN": "aaaa" + "n" * 20,
}
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Facture TP-2033-071 : merci de régler les nacres greffées sur l'IBAN {i}",
    "save the Stanley chandler's IBAN for the dinghy parts: {i}",
    "IBAN: {i}\nReference: keshi lot 12, June",
    "Olvid #compta: the pearl broker's new bank details, IBAN {i}",
    "te IBAN o ta'u: {i}",
    "我個 IBAN：{i}",
    "mi IBAN es {i}, po",
    "IBAN du cousin à Dili : {i}",
    "IBAN: {i} (the Castries sail loft)",
    "IBAN del capitán, para el depósito: {i}",
    "IBAN de la paroisse pour le don : {i}",
    "te IBAN: {i}",
]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _nir(g: random.Random) -> str:
    """A French NIR of someone born in French Polynesia (department 98, commune 7xx)."""
    body = f"{g.choice('12')}{g.randrange(50, 100):02d}{g.randrange(1, 13):02d}987{_r(g, D, 2)}"
    body += _r(g, D, 3)
    number = body + fr_nir.calc_check_digits(body)
    assert fr_nir.is_valid(number)
    return str(fr_nir.format(number))


def _nif(g: random.Random) -> str:
    """A French numéro fiscal: thirteen digits, the last three the first ten modulo 511."""
    body = g.choice("0123") + _r(g, D, 9)
    number = body + fr_nif.calc_check_digits(body)
    assert fr_nif.is_valid(number)
    return str(fr_nif.format(number))


def _siren(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("3456789") + _r(h, D, 8), fr_siren.is_valid)


def _tva(g: random.Random) -> str:
    siren = _siren(g)
    number = f"FR{(12 + 3 * int(siren) % 97) % 97:02d}{siren}"
    return v.until(g, lambda h: number, fr_tva.is_valid)


def _rut(g: random.Random) -> str:
    body = str(g.randrange(8_000_000, 26_000_000))
    number = body + cl_rut.calc_check_digit(body)
    assert cl_rut.is_valid(number)
    return str(cl_rut.format(number))


def _ird(g: random.Random) -> str:
    number = v.until(g, lambda h: str(h.randrange(10_000_000, 150_000_000)), nz_ird.is_valid)
    return str(nz_ird.format(number))


def _tfn(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), au_tfn.is_valid)


def _abn(g: random.Random) -> str:
    return str(
        au_abn.format(v.until(g, lambda h: h.choice("1234567") + _r(h, D, 10), au_abn.is_valid))
    )


_ID_PLACES: dict[str, Maker] = {
    "numéro de sécu de Teiki pour la CPS : {s}": _nir,
    "mon numéro de sécurité sociale (NIR) : {s}": _nir,
    "numéro fiscal de référence de Clémence : {s}": _nif,
    "tax id (numéro fiscal) of the Lyon landlord: {s}": _nif,
    "SIREN de la société du frère à Lyon : {s}": _siren,
    "n° TVA intracom du fournisseur de nacre : {s}": _tva,
    "RUT del capitán Ignacio: {s}": _rut,
    "mi RUT es {s}, po": _rut,
    "IRD number of Moana's cousin in Auckland: {s}": _ird,
    "te numera IRD a ta'u tuahine i Auckland: {s}": _ird,
    "TFN of Kahu's uncle in Brisbane: {s}": _tfn,
    "ABN of the Brisbane pearl wholesaler: {s}": _abn,
}
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = [
    "Airwallex 2FA recovery codes\n{codes}",
    "codes de secours du compte Qonto de la pension {codes}",
    "Duffel backup codes: {codes}",
    "2FA 後備碼：\n{codes}",
    "códigos de respaldo de la cuenta de Fintoc: {codes}",
    "te mau code backup 2FA: {codes}",
]
_SEEDS_2FA = [
    "otpauth://totp/Pennylane:clemence@tapiri-perles.pf?secret={s}&issuer=Pennylane",
    "Authenticator Pro, manual entry key for the Airwallex login: {s}",
    "clé de configuration 2FA (saisie manuelle) : {s}",
    "clave TOTP de la cuenta de Khipu: {s}",
]
_CODES = [
    "{c} est votre code de vérification Socredo",
    "【AlipayHK】驗證碼 {c}，5分鐘內有效",
    "Tu código Transbank es {c}. No lo compartas",
    "Your Duffel sign-in code: {c}",
    "te code no te taime hō'ē: {c}",
]


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
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = [
    "Tapiri-Avatoru",
    "Tapiri-Ferme-5G",
    "Pension-Tikehau",
    "Rotoava-Dive",
    "Vini-Tiputa",
    "Starlink-Greffe",
    "FareTeiki",
    "Velero-Aurora",
    "Tuherahera-Guest",
    "Motu-Pakoko",
]
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\nclé : {pw}",
    "grafting shed network {s}, password {pw}",
    "wifi on the Tikehau pension: {s} / {pw}",
    "réseau {s}, mot de passe {pw}",
    "the key on the sticker under the Starlink router: {pw}",
    "個 Wi-Fi {s} 密碼係 {pw}",
    "te wifi {s}, te parau huna {pw}",
    "te kupu huna o te wifi {s}: {pw}",
    "la clave del wifi {s} es {pw}, po",
    "wifi del velero: {s}, clave {pw}",
    "te tekao huna o te wifi {s}: {pw}",
    "Raspberry Pi imager, wireless LAN: SSID {s}, password {pw}",
    "mot de passe wifi de la pension ({s}) : {pw}",
    "LoRa gateway backhaul wifi: ssid {s}, psk {pw}",
]


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [
    _j("mtp_live_", (ALNUM, 18)),
    _j((HEX, 32)),
    _j((UPPER_HEX, 40)),
    _j("ptk_", (LOWER_DIGITS, 24)),
    _j((ALNUM, 28)),
]
_SPELL = [
    "reading it out character by character: {t}",
    "[dictated on the Jami call] {t}",
    "(spaced so the Olvid preview hides it) {t}",
    "一個字一個字：{t}",
    "letra por letra: {t}",
]


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "code du cadenas du fare greffe : {pw}",
    "te code o te ta'iro o te fare: {pw}",
    "倉門密碼鎖：{pw}",
    "la clave del candado del bote: {pw}",
    "the dive-locker keypad takes {pw} then #",
    "coffre de la pension, code {pw}",
    "te code o te ta'iro o te bateau: {pw}",
    "digicode portail Rotoava : {pw}",
    "padlock on the fuel shed at Tuherahera: {pw}",
]


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = [
    "keshi",
    "nacre",
    "paraha",
    "tiputa",
    "kaveka",
    "kopara",
    "tipanie",
    "pahua",
    "fafapiti",
    "kikiriri",
    "garuae",
    "honu",
    "ature",
    "greffe",
    "lagon",
    "motu",
]
_PHRASES = {
    "Nextcloud Passwords master passphrase: {p}": " ",
    "Passky master password (a passphrase): {p}": "-",
    "phrase de passe du coffre KeePassXC : {p}": " ",
    "te parau huna roa o te vault: {p}": ".",
    "主密碼短語：{p}": " ",
    "frase de paso del Bitwarden del velero: {p}": "_",
    "Buttercup vault passphrase: {p}": " ",
}


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Kreya request, header Authorization: Basic {v}": True,
    'lighttpd mod_setenv: setenv.add-request-header = ("Authorization" => "Basic {v}")': True,
    "Step CI workflow: headers: {{Authorization: Bearer {v}}}": False,
    "Hurl file:\nGET https://api.bsale.cl/v1/documents.json\nAuthorization: Basic {v}": True,
    "Yaak export of the Bsale call: authorization: bearer {v}": False,
}


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "unifi system.properties:\ndb.mongo.uri=mongodb://unifi:{pw}@127.0.0.1:27117/ace",
    "Home Assistant secrets.yaml:\nvictron_password: {pw}",
    "frigate config.yml:\nmqtt:\n  host: mqtt.tapiri.lan\n  user: frigate\n  password: {pw}",
    "zigbee2mqtt configuration.yaml:\nmqtt:\n  user: z2m\n  password: '{pw}'",
    "nextcloud config.php:\n  'dbuser' => 'nc',\n  'dbpassword' => '{pw}',",
    "mosquitto passwd source (before mosquitto_passwd -U): farm:{pw}",
    "chrony.keys:\n1 SHA256 ASCII:{pw}",
    "dovecot-sql.conf.ext:\nconnect = host=db.tapiri.lan dbname=mail user=dovecot password={pw}",
    "openvpn auth.txt:\nteiki\n{pw}",
    'wpa_supplicant.conf:\nnetwork={{\n  ssid="Tapiri-Ferme-5G"\n  psk="{pw}"\n}}',
    "rclone.conf:\n[nas]\ntype = sftp\nhost = nas.tapiri.lan\nuser = backup\npass = {pw}",
    "Odoo odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "QloApps settings.inc.php:\ndefine('_DB_PASSWD_', '{pw}');",
    "Dolibarr conf.php:\n$dolibarr_main_db_pass='{pw}';",
    "Grafana grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "docker-compose.yml:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
]
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Teiki: wifi password of the grafting shed?\nMoana: {pw}",
    "[05:40] heimana: root pw for the booking server?\n[05:41] baptiste: {pw}",
    "Vaitiare: {pw} is the new Synology password",
    "Raiarii: use {pw}, that's what the UniFi has now",
    "阿Sam：新密碼係 {pw}",
    "Tehani: te parau huna api, o {pw}",
    "Tematua: ko {pw} te kupu huna hou",
    "Matías: la clave nueva es {pw}, po",
    "Margaux : nouveau mdp {pw}",
    "Kahu: {pw} te tekao huna hou",
]
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "mot\u2060de\u2060passe : {pw}",
    "pass\u200bword = {pw}",
    "pass\u00adword → {pw}",
    "раssword: {pw}",
    "𝓅𝒶𝓈𝓈𝓌ℴ𝓇𝒹 {pw}",
    "ｍｄｐ：{pw}",
    "ᴘᴀssᴡᴏʀᴅ: {pw}",
    "contra\u200dseña: {pw}",
]
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60),
    (_logins, 24),
    (_spelled, 12),
    (_cli, 34),
    (_urls, 13),
    (_vendors, 56),
    (_bare, 7),
    (_hexes, 9),
    (_jwts, 8),
    (_pems, 7),
    (_seeds, 12),
    (_cards, 12),
    (_cvvs, 6),
    (_ibans, 12),
    (_national, 22),
    (_backups, 6),
    (_totp, 4),
    (_codes, 5),
    (_wifi, 16),
    (_spelled_tokens, 10),
    (_locks, 9),
    (_phrases, 7),
    (_auth, 5),
    (_configs, 16),
    (_chats, 10),
    (_hidden, 8),
]


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
    "the Synology admin password is": "{s}",
    "UniFi service pw:": "{s} (since the storm in May)",
    "密碼係": "{s}",
    "Victron password": "{s}\nchange it after the season",
    "te parau huna:": "{s}",
    "mot de passe :": "{s}",
    "la clave es": "{s}, po",
    "te kupu huna": "{s}",
    "the password Teiki read out over the VHF was": "{s}, I think",
    "te tekao huna:": "{s}",
}
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Khipu secret", "{s}", _j((HEX, 40))),
    ("split_token", "MotuPay key:", "{s} (booking deposits)", _j("mtp_live_", (ALNUM, 32))),
    ("split_token", "Lemonway API secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Specter backup words", "{s}", _english_seed),
    (
        "split_card",
        "numéro de carte",
        "{s} exp 10/37",
        lambda g: v.grouped(_card(g, "cb_pf"), " ", g),
    ),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TL"))),
    (
        "split_backup",
        "Airwallex recovery codes",
        "{s}\nmqtz-4820-hopl\nrewa-1193-kini",
        lambda g: _backup_list(g, 1, 4)[0],
    ),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RUT", "{s}", _rut),
    (
        "split_phrase",
        "Nextcloud Passwords passphrase",
        "{s}",
        lambda g: " ".join(g.sample(_PHRASE_WORDS, 5)),
    ),
]


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
    '{"unifi": {"url": "https://unifi.tapiri.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"mdp": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "teiki", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"nvr": [{"name": "greffe"}, {"name": "ponton", "web_password": "{s}"}]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"argv": ["mydumper", "-u", "backup", "--password", "{s}", "-B", "pensions"]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"note": "伺服器密碼係 {s}"}': ("meta_password", _plain_pw),
    '{"parau_huna": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Victron as installer with the password {s}"}': (
        "meta_password",
        _plain_pw,
    ),
    '{"khipu": {"secret": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"airwallexKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"haulmer_api_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': (
        "meta_card",
        lambda g: v.grouped(_card(g, "redcompra"), " ", g),
    ),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LC")),
    '{"crew": {"rut": "{s}"}}': ("meta_id", _rut),
    '{"mfa": {"backup_codes": ["{s}", "mqtz-4820-hopl", "rewa-1193-kini"]}}': (
        "meta_otp",
        lambda g: _backup_list(g, 1, 4)[0],
    ),
    '{"dive_fund_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Tapiri-Ferme-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"venus-image-raspberrypi4-v3.50.wic.gz").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tapiri/booking-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"grading: add keshi category", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"booking: revert XPF rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"grading_2033-06-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"harvest-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the UniFi password before the technician comes on 2033-07-02.",
    "Moana asked for the pension wifi password; it's on the card at the reception desk.",
    "Policy: farm passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Olvid; send a vault link instead.",
    "`KHIPU_SECRET=changeme` in `.env.example` is a placeholder; the real one is in the vault.",
    "The Victron panel asks for a new password after every firmware update.",
    "Replace <YOUR_WORLDTIDES_KEY> in the README with the key from your WorldTides account.",
    "MOTUPAY_SECRET_KEY and DUFFEL_ACCESS_TOKEN must be set before the nightly sync runs.",
    "Eiaha e faaite i to oe parau huna i te taata.",
    "Aita e kupu huna no te wifi manihini.",
    "Eiaha e hoatu i te tekao huna.",
    "唔好將密碼話俾任何人知。",
    "M ho bei yan zi dou nei go mat ma.",
    "No le des tu clave a nadie, po.",
    "Ne donnez jamais votre mot de passe par téléphone.",
    "La contraseña debe tener al menos catorce caracteres, cachai.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "密碼最少要有十四個字元。",
    "Upgraded Venus OS from 3.40 to 3.50 and paho-mqtt to 2.1.0 over the weekend.",
    f"commit {_COMMIT} adds the keshi category to grading.",
    f"Rolled back to {_SHORT} after the XPF rounding broke the invoices.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Venus OS 3.50 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of harvest-export-2032.parquet: {_SHA512}",
    f"The booking API runs ghcr.io/tapiri/booking-api@sha256:{_IMAGE}.",
    f"MD5 of grading_2033-06-14.csv is {_MD5}, same as on the NAS.",
    "Request id 3f9a2c71-5b0e-4d18-9a6c-e24b7d10f5a3 is the slow one in the booking logs.",
    "Order CMD-2033-0412 for 300 grafting nuclei ships from Papeete on Tuesday.",
    "Gorgias #5190: guest in bungalow 4 reports the shower is cold again.",
    "Call the pension on +689 40 96 71 58 before 17:00.",
    "Container TGHU 3308412 with the new buoys reaches Papeete on the Aranui run.",
    "Harvest lot HR-2033-AVA-07: 1 840 pearls, 62 % grade A-B, average 11.4 mm.",
    "The lagoon is at 28.6 °C at 5 m; the grafting window is 06:00 to 10:30.",
    "After five wrong passwords the Synology blocks the IP for 30 minutes.",
    "Tiputa pass: incoming current 3.2 knots at 14:10, slack at 15:40.",
    "The secret of a good pearl is a calm lagoon and a patient grafter.",
    "Ask Teiki for the dive-locker keypad code, I don't have it.",
    "My card ending 4417 was declined at the Avatoru magasin.",
    "The Dili cousin wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Airwallex account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `AIRWALLEX_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the fuel shed rusts in the salt air; oil it every month.",
    "Pennylane moved the API token page under Paramètres › Connectivité in June.",
    "ISBN 978-2-7468-2211-9 is the pearl-grading guide on the office shelf.",
    "The guest wifi 'Tapiri-Invites' is open, no password needed.",
    "Bungalow 3 is 12 500 XPF a night, breakfast included; dive package 48 000 XPF.",
    "Flight VT 401 leaves Rangiroa at 11:35; check-in closes 45 minutes before.",
    "Version 2.7.3 of the booking app fixes the tide widget.",
    "The PIN pad of the card terminal at the dive base is broken again.",
    "Token counts for the grading summary: prompt 812, completion 240.",
    "Le code de la formation plongée N2 est N2-2033-14, pas besoin de mot de passe.",
    "Te taime no te tere i Tikehau: 08:30, e toru hora.",
    "阿Sam 聽日朝早九點去 Papeete 攞貨，訂單 4471。",
    "El velero Aurora zarpa a las 06:00 rumbo a Fakarava, tripulación de cuatro.",
    "The passphrase rule for the vault: four words or more, no names.",
    "Rangiroa atoll: 79 km long, 240 motu, two passes.",
    "Serial number of the compressor: BC-2033-00871, service due in August.",
    "MMSI 546012300 is the Tapiri farm boat, call sign FOQ2291.",
    "SIRET on the old letterhead is out of date; ask Clémence for the new one.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00-10:00", "password_min_length": 14}',
    '{"secret_ref": "vault/farm/unifi", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "5190", "order": "CMD-2033-0412"}',
    '{"lot": {"id": "HR-2033-AVA-07", "pearls": 1840, "grade_ab_pct": 62}}',
    '{"phone": "+689 40 96 71 58", "atoll": "Tikehau"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "bungalows": 6}',
    '{"flight": "VT 401", "departs": "11:35", "from": "Rangiroa"}',
    '{"boat": {"mmsi": "546012300", "call_sign": "FOQ2291", "crew": 4}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
