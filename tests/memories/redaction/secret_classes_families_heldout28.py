# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, twenty-eighth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
twenty-seventh held-out corpus as a format example, the fifth to twenty-seventh only to search
them for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, and the scrubber was never run on it. Its own seed, password words,
names, places, templates, tools, vendors and layouts, the way the crew of a touring circus-theatre
company and its community radio station leak secrets into an assistant's memory: Kaidan,
Chatterino, mIRC, Kiwi IRC, Gitter, Element X, Movim, Monal, Snikket and Psi+ pastes, Marktext,
MediaWiki, XWiki, Tettra, Heynote, Notability, jrnl, Diarium, Write.as and Espanso notes to self,
incident write-ups, HappyFox, LiveAgent, Helpwise, Re:amaze, Groove, Teamwork Desk, Freshservice
and ServiceDesk Plus tickets, e-mails, runbooks, the history of Emacs eshell, closh, Take Command
(TCC), Clink, Yori, posh and the Heirloom Bourne shell and of Contour, Extraterm,
cool-retro-term, Prompt 3, Secure ShellFish, Electerm, Wave Terminal, Sakura, QTerminal, Ptyxis,
Black Box and mlterm sessions, AzuraCast, LibreTime, Rivendell, Liquidsoap, darkice, ezstream,
Owncast, PeerTube, Funkwhale, mediamtx, OvenMediaEngine, pretix, Bitfocus Companion, QLab,
grandMA3, ETC Eos, Dante Domain Manager, Q-SYS, GStreamer's shout2send, srt-live-transmit, mpc,
obs-cmd, JackTrip, DuckDB, SQLCipher, memtier, pgbench, sysbench, the MongoDB tools, mysqlpump,
sqsh, fisql, cbq, Dolt, mount.cifs, wlfreerdp, VBoxManage, prlctl, pvesh, MuPDF, Ghostscript,
Poppler, msoffcrypto-tool, xdotool, wtype, macOS `security`, `reg add` and expect configs and
commands, stage and broadcast hardware's web pages (Barco ClickShare, Crestron, Kiloview,
Epiphan, Magewell, BirdDog, PTZOptics, Teradek, LiveU, Matrox, Lumens, Biamp, Symetrix, Enttec,
Allen & Heath, Shure), README fragments, voice-dictated text and requests to the assistant
itself. About 60 % English (or language-neutral config and shell), the rest in Ewe, Fon
(Fɔngbè), Sepedi (Northern Sotho), Piedmontese, Picard, Udmurt, Meitei (Manipuri, in Bengali
script) and Niuean (no earlier docstring or word list names them), and Colombian Spanish, German,
Belgian French, European Portuguese, Italian, Ukrainian, Turkish, Flemish Dutch, Japanese, Korean
and Simplified Chinese in wordings of their own. Vendors (Ticket Tailor, Eventbrite, Tito, pretix,
Billetto, Skiddle, Songkick, Bandsintown, setlist.fm, Musixmatch, ACRCloud, AudD, Freesound,
Jamendo, SoundCloud, Mixcloud, Radio.co, Live365, Radiojar, Castr, Restream, Dacast, Wowza,
Rentman, Current RMS, Spektrix, Auphonic, Buzzsprout, Transistor, Podbean, Humanitix, TryBooking,
Weezevent, Yousign, Deputy, Planday, MASV, and YouTube's and Facebook's stream keys) are ones
heldouts 5 to 27 do not name; the national ids are kinds they do not use (the Czech DIČ, the Dutch
btw-identificatienummer, the Belgian ondernemingsnummer, the Lithuanian PVM code, the Slovak IČ
DPH and the Luxembourg TVA number with their check digits from python-stdnum; the Polish ID card
number, Uruguay's cédula de identidad, Hungary's adóazonosító jel, Kuwait's Civil ID and Brazil's
título de eleitor with check digits computed here; Benin's NPI, which carries none; passports
under Ewe, Sepedi and Niuean words). The IBANs are of countries used least by a rough count over
heldouts 5 to 27 (Germany, Spain, France, Italy, Portugal, San Marino, São Tomé and Príncipe and
Timor-Leste, each in one earlier corpus). Measured once; a miss here is reported, not tuned on.
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
from stdnum.be import vat as be_vat
from stdnum.cz import dic as cz_dic
from stdnum.lt import pvm as lt_pvm
from stdnum.lu import tva as lu_tva
from stdnum.nl import btw as nl_btw
from stdnum.sk import dph as sk_dph

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 28_504_173
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


_STAGE = ["Trapeze", "Greasepaint", "Footlights", "Proscenium", "Marionette", "Calliope",
          "Tarlatan", "Gobo", "Fresnel", "Cyclorama", "Limelight", "Harlequin", "Flyloft",
          "Tumbler", "Safetynet", "Ringmaster"]  # fmt: skip
_DISHES = ["Akple", "Amiwo", "Gboma", "Chakalaka", "Mogodu", "Bicerin", "Agnolotti", "Tajarin",
           "Flamiche", "Ficelle", "Perepech", "Tabani", "Eromba", "Singju", "Takihi", "Faikakai",
           "Bagnacauda"]  # fmt: skip
_PLACES = ["Kpalime", "Aneho", "Atakpame", "Abomey", "Ouidah", "Porto-Novo", "Polokwane",
           "Tzaneen", "Mokopane", "Cuneo", "Biella", "Alba", "Amiens", "Abbeville", "Peronne",
           "Sarapul", "Glazov", "Mozhga", "Imphal", "Thoubal", "Ukhrul", "Alofi", "Hakupu",
           "Avatele"]  # fmt: skip
_NAMES = ["Mawuli", "Edem", "Dzifa", "Yawa", "Elikem", "Ahouefa", "Houngbo", "Codjo", "Fifame",
          "Tebogo", "Lerato", "Kgothatso", "Mahlatse", "Tonin", "Ghitin", "Cichin", "Zabelle",
          "Toinette", "Akilina", "Kuzebay", "Thoiba", "Sanatombi", "Bembem", "Talagi",
          "Sionetama", "Mokaui"]  # fmt: skip
_SYMBOLS = "!#$%&*+=?@~^"
_LEET = ["Tr4p3z3", "M4r10n3tt3", "L1m3l1ght", "C4ll10p3", "H4rl3qu1n", "Fr3sn3l", "Cycl0r4m4",
         "R1ngm4st3r"]  # fmt: skip


def _acrostic(g: random.Random) -> str:
    """The first letters of a line someone remembers, a sign and a number."""
    words = g.sample(_STAGE + _DISHES + _PLACES, 7)
    head = "".join(w[0] for w in words)
    return head[0].upper() + head[1:].lower() + g.choice(_SYMBOLS) + str(g.randrange(10, 100))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_STAGE)}{g.randrange(1960, 2011)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_STAGE)}{g.choice(_STAGE)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_DISHES).lower()}.{g.choice(_PLACES).lower()}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 7) + g.choice(_SYMBOLS) + _r(g, ALNUM, 5),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + _r(g, D, 3),
    _acrostic,
    lambda g: _r(g, ALNUM, 18),
    lambda g: f"{g.choice(_NAMES)}_{g.randrange(100, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(g.sample(_STAGE, 3)) + str(g.randrange(2, 10)),
    lambda g: _r(g, LOWER, 4) + _r(g, UPPER, 2) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_PLACES).lower()}#{g.choice(_STAGE)}#{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES).upper()}{g.randrange(10, 100)}{g.choice(_DISHES).lower()}",
    lambda g: f"{g.choice(_DISHES)}~{g.choice(_NAMES)}~{g.randrange(1, 10)}{g.randrange(1, 10)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Kaidan message from Mawuli: the AzuraCast admin password is {pw}",
    "Chatterino whisper from tebogo_fx: Owncast admin password {pw}",
    "mIRC #ropewalk-fm <edem> the LibreTime admin password is now {pw}",
    "Kiwi IRC #crew <lerato> PeerTube root password: {pw}",
    "Gitter ropewalk/boxoffice, Dzifa: the pretix admin password is {pw}, changing it after the run",
    "Element X DM from Ahouéfa: the Rivendell rdadmin password {pw}",
    "Movim chat, Tònin: Funkwhale superuser password {pw}",
    "Monal (XMPP) from thoiba@ropewalk.lan: the Mixxx laptop login password is {pw}",
    "Snikket group 'Rigging': grandMA3 onPC admin password {pw}",
    "Psi+ from kgothatso: mediamtx publisher password {pw}",
    "Marktext note 'FOH': Dante Domain Manager superuser password {pw}",
    "MediaWiki page Crew:Logins: the Bitfocus Companion admin password is {pw}",
    "XWiki › Tour › Lighting: ETC Eos remote password {pw}",
    "Tettra page 'Box office': Spektrix sysadmin password {pw}",
    "Heynote scratch buffer: Q-SYS Designer core password {pw}",
    "Notability page (scanned): Barco ClickShare admin password {pw}",
    "jrnl 2028-04-02 09:14 set the Crestron touch panel password to {pw}",
    "Diarium: the Kiloview encoder admin password is {pw} since the Amiens show",
    "Write.as draft (unlisted): Epiphan Pearl admin password {pw}",
    "Espanso snippet ':lxpw' expands to {pw}",
    "HappyFox ticket #8812: Magewell Pro Convert admin password is {pw}, please rotate",
    "LiveAgent ticket 44-1093: BirdDog P200 web login fails, the password we set was {pw}",
    "Helpwise conversation 'Prism': the Teradek Prism admin password {pw} expired",
    "Re:amaze ticket 2207: the Matrox Monarch admin password is {pw}",
    "Groove ticket 3310: Biamp Tesira device password {pw}, please put it in the vault",
    "Teamwork Desk #1821: Symetrix Composer password {pw}",
    "Freshservice INC-2207: Shure SystemOn admin password is {pw}",
    "ServiceDesk Plus request 5520: PTZOptics camera admin password {pw}",
    "Hi Edem,\n\nthe LiveU Central password for the tour account is {pw}. Please don't forward this mail.\n\nCheers,\nTebogo",
    "Incident 2028-03-12: the Enttec ODE Mk3 web page at the Tzaneen venue was open to the street network with password {pw}",
    "Runbook: QLab show Mac\n1. log in as stage\n2. password {pw}\n3. open the show file from ~/Shows",
    "README (FOH rack)\nThe Allen & Heath dLive MixRack answers on https://dlive.ropewalk.lan, the admin password is `{pw}`.",
    "my Absa online banking password is {pw} now",
    "can you remember my Ecobank app password? it's {pw}",
    "the Showmax password at the digs is {pw}",
    "password for my Capitec app: {pw}",
    "dictated: the ClickShare base unit password is {pw} full stop",
    "note to self: Lumens camera admin password {pw}",
    "after the reinstall the Rentman login password became {pw}",
    "Sakura terminal scratch: root password for the lighting NUC {pw}",
    "Nye email ƒe password enye {pw}",
    "router ƒe password le aƒeme: {pw}",
    "Edem: server ƒe password yeye enye {pw}",
    "Password email ce tɔn wɛ nyí {pw}",
    "router xwé ce tɔn sín password: {pw}",
    "Houngbo: server ɔ sín password yɔyɔ́ wɛ nyí {pw}",
    "Phasewete ya imeile ya ka ke {pw}",
    "phasewete ya router ya ka gae: {pw}",
    "Lerato: phasewete ye mpsha ya seva ke {pw}",
    "La password ëd mia pòsta a l'é {pw}",
    "password dël router ëd ca: {pw}",
    "Tònin: la neuva password dël server a l'é {pw}",
    "Min mot d'passe d'courriel ch'est {pw}",
    "ch'mot d'passe d'el box à l'moaison : {pw}",
    "Zabelle : ch'nouvieu mot d'passe du serveur ch'est {pw}",
    "Мынам почтаелэн паролез — {pw}",
    "Дорысь роутерлэн паролез: {pw}",
    "Акилина: серверлэн выль паролез — {pw}",
    "ঐগী ইমেলগী পাসৱার্দ {pw}",
    "য়ুমগী রাউতরগী পাসৱার্দ: {pw}",
    "থোইবা: সর্ভরগী অনৌবা পাসৱার্দ {pw}",
    "Ko e password he imeli haaku ko {pw}",
    "ko e password he router he kaina: {pw}",
    "Talagi: ko e password fou he server ko {pw}",
    "la clave de mi Bancolombia es {pw}, parce",
    "Passwort für die BundID: {pw}",
    "mon mot de passe MyMinfin c'est {pw}",
    "a palavra-passe do MB WAY é {pw}",
    "la password dell'app IO è {pw}",
    "пароль до Приват24: {pw}",
    "Papara şifrem {pw}",
    "het wachtwoord van de Telenet-modem is {pw}",
    "楽天銀行のログインパスワード：{pw}",
    "토스 비밀번호 {pw} 로 바꿨어",
    "支付宝登录密码是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["mawuli.a", "edem", "dzifa.k", "ahouefa", "houngbo.c", "tebogo.m", "lerato",
          "kgothatso", "tonin.b", "ghitin", "zabelle", "toinette.d", "akilina", "kuzebay",
          "thoiba.s", "sanatombi", "talagi", "mokaui.f", "stage", "foh", "boxoffice",
          "svc-azuracast"]  # fmt: skip
_LOGINS = [
    "Kaidan: Mawuli says the pretix database login is {u} / {pw}",
    "HappyFox ticket #8815: {u} can't log into AzuraCast, last password {pw}",
    "usr {u} pwd {pw}",
    "MediaWiki › Crew › Cuneo › LibreTime: {u} — {pw}",
    "| venue | login | password |\n|---|---|---|\n| Amiens | {u} | {pw} |",
    "sign in to the Eos remote as {u} with {pw}",
    "Magewell login: {u}:{pw}",
    "user: {u}\npass: {pw}",
    '{{"username": "{u}", "password": "{pw}"}}',
    "Snikket: account {u}, pass {pw}",
    "Lerato says the PeerTube account is {u} and the password is {pw}",
    "venue,user,password\nTzaneen,{u},{pw}",
    "ssh {u}@dimmers.ropewalk.lan, then the password {pw}",
    "Chatterino: login {u} and {pw}",
    "nye ŋkɔ: {u}, nye password: {pw}",
    "nyikɔ ce: {u}, password ce: {pw}",
    "leina la mosebedisi: {u}, phasewete: {pw}",
    "utent {u}, password {pw}",
    "nom d'utilisateu {u}, mot d'passe {pw}",
    "логинэ {u}, пароле {pw}",
    "ঐগী মিং {u}, পাসৱার্দ {pw}",
    "ko e higoa haaku ko {u}, ko e password ko {pw}",
    "el usuario es {u} y la clave {pw}",
    "gebruikersnaam {u}, wachtwoord {pw}",
    "kullanıcı adı {u}, şifre {pw}",
    "ユーザー名 {u} / パスワード {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["akple", "amiwo", "gboma", "chakalaka", "mogodu", "bicerin", "agnolotti",
               "flamiche", "perepech", "eromba", "singju", "takihi", "trapeze", "calliope"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, lowercase, followed by {d}",
    "password: the circus word {w} and after it {d}",
    "for the dimmer rack it's {w} with {d} on the end",
    "voice memo: the box office wifi password is {w} then {d}, all one word",
    "spell it {w}, then the digits {d}",
    "it's {w}{d}, the word and the number glued",
    "password la nye nya {w}, eye {d} le eyome",
    "password ɔ wɛ nyí xógbe {w}, bo {d} ɖo godo",
    "phasewete ke lentšu {w}, ka morago {d}",
    "la password a l'é la paròla {w} e peui {d}",
    "ch'mot d'passe, ch'est ch'mot {w} pis {d}",
    "пароле — {w} кыл, собере {d}",
    "ko e password ko e kupu {w} mo e numela {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "gst-launch-1.0 pulsesrc ! audioconvert ! vorbisenc ! oggmux ! shout2send ip=icecast.ropewalk.lan port=8000 password={pw} mount=/live.ogg",
    "srt-live-transmit 'srt://:9000?mode=listener&passphrase={pw}&pbkeylen=32' udp://127.0.0.1:5000",
    "mpc -h '{pw}@radio.ropewalk.lan' -p 6600 play",
    "peertube-cli auth add -u https://video.ropewalk.lan -U {u} --password {pw}",
    "obs-cmd --websocket obsws://foh-pc.ropewalk.lan:4455/{pw} scene switch Interval",
    "duckdb -c \"ATTACH 'host=pretix-db.ropewalk.lan user={u} password={pw} dbname=pretix' AS px (TYPE postgres)\"",
    "memtier_benchmark -s redis.ropewalk.lan -p 6379 -a {pw} --test-time=30",
    "PGPASSWORD={pw} pgbench -h pretix-db.ropewalk.lan -U {u} -c 8 -T 60 pretix",
    "sysbench oltp_read_write --mysql-host=libretime-db --mysql-user={u} --mysql-password={pw} run",
    "mongoexport --host tour-db.ropewalk.lan --username {u} --password {pw} --authenticationDatabase admin --collection riders --out riders.json",
    "mongorestore --host tour-db.ropewalk.lan --username {u} --password {pw} --authenticationDatabase admin dump/",
    "mysqlpump -u {u} -p{pw} --all-databases > rivendell.sql",
    "sqsh -S TICKETS -U {u} -P {pw} -C 'select count(*) from seats'",
    "fisql -U {u} -P {pw} -S boxoffice-ase",
    "cbq -e http://couch.ropewalk.lan:8091 -u {u} -p {pw} -s 'SELECT COUNT(*) FROM shows'",
    "sudo mount.cifs //nas.ropewalk.lan/props /mnt/props -o username={u},password={pw},vers=3.0",
    "wlfreerdp /v:lx-console.ropewalk.lan /u:{u} /p:{pw} /cert:ignore",
    "VBoxManage unattended install QLabWin --iso=Win11.iso --user={u} --password={pw}",
    "prlctl set 'Eos Offline' --userpasswd {u}:{pw}",
    "pvesh create /access/users --userid {u}@pve --password {pw}",
    "jacktrip -C hub.ropewalk.lan --username {u} --password {pw}",
    "dolt --host dolt.ropewalk.lan --user {u} --password {pw} sql -q 'show tables'",
    "sqlcipher showfile.db \"PRAGMA key = '{pw}'; SELECT count(*) FROM cues;\"",
    "mutool clean -p {pw} rider-2028.pdf rider-open.pdf",
    "gs -q -dNOPAUSE -dBATCH -sPDFPassword={pw} -sDEVICE=pdfwrite -o contract-open.pdf contract.pdf",
    "pdftoppm -upw {pw} -png venue-contract.pdf page",
    "msoffcrypto-tool -p {pw} tour-budget.xlsx tour-budget-open.xlsx",
    "xdotool type --delay 80 '{pw}'",
    "wtype '{pw}'",
    "security add-generic-password -a {u} -s 'Eos Remote' -w '{pw}'",
    "reg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultPassword /t REG_SZ /d {pw} /f",
    "expect -c 'spawn ssh {u}@dimmers.ropewalk.lan; expect \"password:\"; send \"{pw}\\r\"; interact'",
    "curl --user {u}:{pw} https://azuracast.ropewalk.lan/api/station/1/restart",
    "RSYNC_PASSWORD={pw} rsync -av cues/ rsync://{u}@nas.ropewalk.lan/shows",
    "OWNCAST_ADMIN_PASSWORD={pw} ./owncast -webserverport 8080",
    "smbclient //nas.ropewalk.lan/sound -U {u}%{pw} -c 'ls'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Emacs eshell:\n~/tour $ {c}", "closh $ {c}", "TCC 33  C:\\tour> {c}",
    "Clink cmd C:\\radio> {c}", "Yori C:\\shows> {c}", "posh$ {c}", "Heirloom sh $ {c}",
    "Contour: {c}", "Extraterm ~ {c}", "cool-retro-term:\n$ {c}", "Prompt 3 (iPad) > {c}",
    "Secure ShellFish: {c}", "Electerm session log:\n{c}", "Wave Terminal block: {c}",
    "Sakura ~ $ {c}", "QTerminal:\n$ {c}", "Ptyxis $ {c}", "Black Box: {c}", "mlterm> {c}",
    "nye command: {c}", "taelo ye ke e šomišitšego: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "icecast://source:{pw}@icecast.ropewalk.lan:8000/live.mp3",
    "postgres://{u}:{pw}@pretix-db.ropewalk.lan:5432/pretix",
    "mariadb://{u}:{pw}@libretime-db.ropewalk.lan:3306/libretime",
    "amqp://{u}:{pw}@rabbit.ropewalk.lan:5672/libretime",
    "redis://{u}:{pw}@redis.ropewalk.lan:6379/0",
    "mongodb+srv://{u}:{pw}@tour-db.ropewalk.lan/riders",
    "sftp://{u}:{pw}@props.ropewalk.lan:22/riders",
    "davs://{u}:{pw}@dav.ropewalk.lan/remote.php/dav/files/{u}",
    "http://{u}:{pw}@couch.ropewalk.lan:5984/setlists",
    "mssql://{u}:{pw}@boxoffice-sql.ropewalk.lan:1433/tickets",
    "Server=boxoffice-sql;Database=Tickets;User Id={u};Password={pw};",
    "sip:{u}:{pw}@pbx.ropewalk.lan",
    "rtsp://{u}:{pw}@ptz-1.ropewalk.lan:554/stream1",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "azuracast.env: # old {c}", "Liquidsoap: output_url = \"{c}\"",
    "save this connection string for me: {c}", "khokagano ya database ke {c}",
    "ko e URL he database ko {c}", "HappyFox ticket #8820: {c}", "MediaWiki page 'Stack': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _ticket_tailor(g: random.Random) -> str:
    return f"sk_{_r(g, D, 4)}_{_r(g, D, 6)}_{_r(g, HEX, 32)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Ticket Tailor", "TICKET_TAILOR_API_KEY", _ticket_tailor),
    ("Eventbrite", "EVENTBRITE_PRIVATE_TOKEN", _j((UPPER_DIGITS, 20))),
    ("Tito", "TITO_API_TOKEN", _j("secret_live_", (ALNUM, 20))),
    ("pretix", "PRETIX_API_TOKEN", _j((LOWER_DIGITS, 64))),
    ("Billetto", "BILLETTO_API_SECRET", _j((HEX, 64))),
    ("Skiddle", "SKIDDLE_API_KEY", _j((HEX, 32))),
    ("Songkick", "SONGKICK_API_KEY", _j((ALNUM, 16))),
    ("Bandsintown", "BANDSINTOWN_APP_ID", _j((HEX, 32))),
    ("setlist.fm", "SETLISTFM_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Musixmatch", "MUSIXMATCH_API_KEY", _j((HEX, 32))),
    ("ACRCloud", "ACRCLOUD_ACCESS_SECRET", _j((ALNUM, 40))),
    ("AudD", "AUDD_API_TOKEN", _j((HEX, 32))),
    ("Freesound", "FREESOUND_API_KEY", _j((ALNUM, 40))),
    ("Jamendo", "JAMENDO_CLIENT_SECRET", _j((HEX, 32))),
    ("SoundCloud", "SOUNDCLOUD_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Mixcloud", "MIXCLOUD_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Radio.co", "RADIOCO_API_KEY", _j((ALNUM, 40))),
    ("Live365", "LIVE365_API_TOKEN", _j((HEX, 40))),
    ("Radiojar", "RADIOJAR_API_KEY", _j((HEX, 40))),
    ("Castr", "CASTR_SECRET_KEY", _j((ALNUM, 48))),
    ("Restream", "RESTREAM_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Dacast", "DACAST_API_KEY", _j((D, 6), "_", (HEX, 32))),
    ("Wowza", "WOWZA_ACCESS_KEY", _j((ALNUM, 64))),
    ("Current RMS", "CURRENT_RMS_API_KEY", _j((URLSAFE, 20))),
    ("Spektrix", "SPEKTRIX_API_KEY", _j((B64, 86), "==")),
    ("Auphonic", "AUPHONIC_API_KEY", _j((ALNUM, 32))),
    ("Buzzsprout", "BUZZSPROUT_API_TOKEN", _j((HEX, 32))),
    ("Transistor", "TRANSISTOR_API_KEY", _j((URLSAFE, 22))),
    ("Podbean", "PODBEAN_CLIENT_SECRET", _j((ALNUM, 24))),
    ("Humanitix", "HUMANITIX_API_KEY", lambda g: v.uuid4(g, "9")),
    ("TryBooking", "TRYBOOKING_SECRET_KEY", _j((ALNUM, 36))),
    ("Weezevent", "WEEZEVENT_API_KEY", _j((HEX, 32))),
    ("Yousign", "YOUSIGN_API_KEY", _j((ALNUM, 32))),
    ("Deputy", "DEPUTY_ACCESS_TOKEN", _j((HEX, 32))),
    ("Planday", "PLANDAY_REFRESH_TOKEN", _j((URLSAFE, 43))),
    ("MASV", "MASV_API_KEY", _j((URLSAFE, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "Emacs eshell: (setenv \"{env}\" \"{tok}\")",
    "TCC> set {env}={tok}",
    "Clink C:\\radio> set {env}={tok}",
    "docker-compose.yml (AzuraCast):\n    environment:\n      - {env}={tok}",
    "Liquidsoap script: {slug}_key = \"{tok}\"",
    "Bitfocus Companion › Connections › {vendor} › API key: {tok}",
    "XWiki page 'Integrations': | {vendor} | prod | {tok} |",
    "Tettra › Box office › **{vendor}** key `{tok}`",
    "Kiwi IRC #boxoffice <lerato> {vendor} key for the tour site: {tok}",
    "Gitter, Mawuli: the {vendor} token we're using is {tok}, the old one is revoked",
    "HappyFox ticket #8818: {vendor} webhooks fail with 403, configured key {tok}",
    "Freshservice INC-2231: {vendor} integration broken, current key {tok}",
    "keep my {vendor} API key for later: {tok}",
    "{vendor} ƒe API key enye {tok}",
    "{vendor} sín API key wɛ nyí {tok}",
    "API key ya {vendor} ke {tok}",
    "la ciav API ëd {vendor} a l'é {tok}",
    "el clé API d'{vendor} ch'est {tok}",
    "{vendor}-лэн API ключез: {tok}",
    "{vendor}গী API কী {tok}",
    "Ko e API key he {vendor} ko {tok}",
    "la API key de {vendor} es {tok}, no la vaya a publicar",
    "API-sleutel van {vendor}: {tok}",
    "ключ API {vendor}: {tok}",
    "{vendor} API anahtarı: {tok}",
    "{vendor}のAPIキー：{tok}",
    "chave da API do {vendor}: {tok}",
    "{vendor} API 키는 {tok}",
]  # fmt: skip


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_specials(rng: random.Random) -> list[Sample]:
    youtube = "-".join(_r(rng, LOWER_DIGITS, 4) for _ in range(5))
    facebook = f"FB-{_r(rng, D, 15)}-0-{_r(rng, URLSAFE, 28)}"
    freesound = _r(rng, ALNUM, 40)
    acr_secret = _r(rng, ALNUM, 40)
    eventbrite = _r(rng, UPPER_DIGITS, 20)
    issued = 1_830_000_000 + rng.randrange(2_000_000)
    rentman = _jwt_of(rng, {"alg": "HS256", "typ": "JWT"},
                      {"medewerker": rng.randrange(100, 999), "account": "ropewalk",
                       "client_type": "openapi", "iat": issued}, 43)  # fmt: skip
    return [
        Sample("vendor_token", f"OBS › Settings › Stream: server rtmp://a.rtmp.youtube.com/live2, stream key {youtube}", youtube),
        Sample("vendor_token", f'obs-studio/basic/profiles/Tour/service.json: {{"settings": {{"server": "rtmps://live-api-s.facebook.com:443/rtmp/", "key": "{facebook}"}}, "type": "rtmp_custom"}}', facebook),
        Sample("vendor_token", f"curl 'https://freesound.org/apiv2/search/text/?query=thunder+sheet&token={freesound}'", freesound),
        Sample("vendor_token", f"config = {{'host': 'identify-eu-west-1.acrcloud.com', 'access_key': '{_r(rng, HEX, 32)}', 'access_secret': '{acr_secret}', 'timeout': 10}}", acr_secret),
        Sample("vendor_token", f"curl https://www.eventbriteapi.com/v3/users/me/?token={eventbrite}", eventbrite),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {rentman}' https://api.rentman.net/projects", rentman),
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


_BARE_PLACES = ["{t}", "Chatterino: {t}", "the portal shows this only once, pasting it here:\n{t}",
                "token enye {t}", "ko e token ko {t}", "{t}\n^ that one, not the old one",
                "stash this for me please: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 24), ".", (URLSAFE, 48)), _j((B64, 56), "="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((B64, 44)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "PeerTube production.yaml:\nsecrets:\n  peertube: '{h}'": 64,
    "Funkwhale .env: DJANGO_SECRET_KEY={h}": 64,
    "OvenMediaEngine Server.xml: <SignedPolicy><SecretKey>{h}</SecretKey></SignedPolicy>": 32,
    "pretix.cfg:\n[django]\nsecret={h}": 64,
    "LibreTime config.yml:\ngeneral:\n  api_key: {h}": 32,
    "mediamtx.yml: srtPublishPassphrase: {h}": 32,
    "backup ƒe encryption key: {h}": 64,
    "резервной копиялэн ключез: {h}": 64,
    "ko e encryption key he backup ko {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "LiveAgent ticket 44-1107: token copied from the browser devtools {t}",
    "Cookie: sessionid=b71e03c4; azuracast_token={t}",
    "PRETIX_JWT={t}",
    "keep this session token for me {t}",
    "token enye {t}",
    "ko e token ko {t}",
    "Movim log: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_830_000_000 + rng.randrange(4_000_000)
    alg = ["RS512", "HS256", "PS256", "ES256"][index % 4]
    claims: dict[str, Any] = {"sub": rng.choice(_USERS), "iat": issued,
                              "exp": issued + 3600, "jti": v.uuid4(rng, "a")}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://auth.ropewalk.lan/realms/tour",
            "aud": ["pretix", "azuracast"],
            "scope": "boxoffice radio",
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 16)}
    sig = {"RS512": 342, "HS256": 43, "PS256": 342, "ES256": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "the old deploy key for the lighting NUC, just in case:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "mediamtx server.key:\n{key}": ("EC PRIVATE KEY", "\n"),
    '{{"stream": {{"tls_key": "{key}"}}}}': ("PRIVATE KEY", "\\n"),
    "cat > /etc/owncast/tls.key <<'EOF'\n{key}\nEOF": ("RSA PRIVATE KEY", "\n"),
    "Groove ticket 3322, pasted by the venue tech:\n{key}": ("PRIVATE KEY", "\n"),
    "ko e private key he server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "azuracast values.yaml:\ntls:\n  privateKey: |\n    {key}": ("ENCRYPTED PRIVATE KEY", "\n    "),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [f"-----BEGIN {kind}-----"] + [body[k : k + 64] for k in range(0, len(body), 64)]
    lines += [_r(rng, B64, 28) + "==", f"-----END {kind}-----"]
    return {"key": joiner.join(lines), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Muun wallet recovery, writing it down before I wipe the phone: {p}": "english",
    "Phoenix wallet seed\n{p}": "english",
    "Xaman account, imported from these words: {p}": "english",
    "Blockstream Green recovery phrase: {p}": "english",
    "voice memo: the Bull Bitcoin wallet words are {p} and that is the lot": "english",
    "Marktext note: retired tour wallet, already swept {p}": "english",
    "phrase de récupération du portefeuille Taho : {p}": "french",
    "frase de recuperação da carteira Brave: {p}": "portuguese",
    "OKX Wallet kurtarma ifadesi: {p}": "turkish",
    "TokenPocketのリカバリーフレーズ：{p}": "japanese",
    "Petra 錢包助記詞：{p}": "chinese_traditional",
    "nye wallet ƒe seed phrase: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in set(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 18, 24, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split("\u3000") if "\u3000" in phrase else phrase.split(" ")
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
        "\t".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Gitter, Dzifa: the company Mastercard for the Tzaneen hire van is {c}, exp {mm}/{yy}",
    "remember my spare card please: {c} valid thru {mm}/{yy}",
    "Card number: {c}\nValid until: {mm}/{yy}",
    "Freshservice RITM-0921: pay the gaffer tape order with card {c}",
    "nye kaɖi ƒe nɔmba: {c}, {mm}/{yy}",
    "kaati ce sín nɔmba: {c}",
    "nomoro ya karata ya ka: {c}, {mm}/{yy}",
    "ël nùmer dla mia carta: {c}",
    "min numéro d'carte : {c}, {mm}/{yy}",
    "картаелэн номерез: {c}",
    "ঐগী কার্দ নম্বর: {c}",
    "ko e numela he kaata haaku: {c}, {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["visa", "mastercard", "jcb", "amex", "maestro", "discover", "diners", "unionpay"][
        index % 8
    ]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, ["", " ", " ", "-", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(29, 38))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 02/31, CVC {cvv}", "the three digits on the back of the card: {cvv}",
               "Amex {c}, the four-digit code on the front is {cvv}", "kaɖi ƒe CVV: {cvv}",
               "khoutu ya tšhireletšo ka morago ga karata: {cvv}", "o código de segurança do cartão é {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard" if "Mastercard" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    code = _r(rng, D, 4 if brand == "amex" else 3)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 27; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`).
_IBAN_SHAPES = {"DE": "n" * 18, "ES": "n" * 20, "FR": "n" * 23, "IT": "a" + "n" * 22,
                "PT": "n" * 21, "SM": "a" + "n" * 22, "ST": "n" * 21, "TL": "n" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice RW-2028-0417: please transfer the fee to {i} within 30 days",
    "save the Cuneo rigging firm's IBAN: {i}",
    "IBAN: {i}\nReference: fly system hire, April",
    "Gitter #finance: the promoter's new bank details, IBAN {i}",
    "nye IBAN: {i}",
    "IBAN ce: {i}",
    "IBAN ya ka: {i}",
    "ël mè IBAN: {i}",
    "min IBAN : {i}",
    "ko e IBAN haaku: {i}",
    "o meu IBAN para a transferência: {i}",
    "IBAN für die Gage: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cz_dic(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("12345678") + _r(h, D, 7), cz_dic.is_valid)


def _nl_btw(g: random.Random) -> str:
    return v.until(
        g, lambda h: f"NL{h.choice('123456789')}{_r(h, D, 8)}B{_r(h, D, 2)}", nl_btw.is_valid
    )


def _be_enterprise(g: random.Random) -> str:
    number = v.until(g, lambda h: "0" + h.choice("4567") + _r(h, D, 8), be_vat.is_valid)
    return f"{number[:4]}.{number[4:7]}.{number[7:]}"


def _lt_pvm(g: random.Random) -> str:
    return v.until(
        g, lambda h: h.choice("123456789") + _r(h, D, 6) + "1" + _r(h, D, 1), lt_pvm.is_valid
    )


def _sk_dph(g: random.Random) -> str:
    return v.until(
        g, lambda h: h.choice("12") + "0" + h.choice("2347") + _r(h, D, 7), sk_dph.is_valid
    )


def _lu_tva(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123") + _r(h, D, 7), lu_tva.is_valid)


def _pl_id_card(g: random.Random) -> str:
    """Poland's ID card number (dowód osobisty): three letters, then six digits whose first is a
    check digit: letters count 10 to 35, the others weigh 7, 3, 1, 7, 3, 1, 7, 3 and the check
    digit is their weighted sum mod 10."""
    series, digits = _r(g, "ACDEFGHJKLMNPRSTWXYZ", 3), _r(g, D, 5)
    values = [ord(c) - 55 for c in series] + [int(c) for c in digits]
    check = sum(x * w for x, w in zip(values, [7, 3, 1, 7, 3, 1, 7, 3], strict=True)) % 10
    return f"{series}{check}{digits}"


def _uy_ci(g: random.Random) -> str:
    """Uruguay's cédula de identidad: seven digits weighted 2, 9, 8, 7, 6, 3, 4, the check digit
    bringing the sum to a multiple of 10; written 1.234.567-8."""
    body = str(g.randrange(1_000_000, 6_000_000))
    total = sum(int(c) * w for c, w in zip(body, [2, 9, 8, 7, 6, 3, 4], strict=True))
    return f"{body[0]}.{body[1:4]}.{body[4:]}-{(10 - total % 10) % 10}"


def _hu_tax_id(g: random.Random) -> str:
    """Hungary's adóazonosító jel: 8, the days from 1867-01-01 to the birth date, three digits and
    a check digit (each digit times its place, mod 11; a 10 is never issued)."""
    while True:
        body = f"8{g.randrange(30_000, 50_000):05d}{_r(g, D, 3)}"
        check = sum(int(c) * k for k, c in enumerate(body, 1)) % 11
        if check < 10:
            return body + str(check)


def _kw_civil_id(g: random.Random) -> str:
    """Kuwait's Civil ID: a century digit, the birth date (YYMMDD), four digits and a check digit
    (weights 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2; 11 less the sum mod 11)."""
    while True:
        year = g.randrange(1962, 2006)
        body = f"{2 if year < 2000 else 3}{year % 100:02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}{_r(g, D, 4)}"
        total = sum(
            int(c) * w for c, w in zip(body, [2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2], strict=True)
        )
        check = 11 - total % 11
        if check < 10:
            return body + str(check)


def _br_titulo(g: random.Random) -> str:
    """Brazil's título de eleitor: eight digits, the state's code (03 to 10 here) and two check
    digits (the eight weighted 2 to 9, mod 11; then the state's digits weighted 7 and 8 and the
    first check digit 9, mod 11; a 10 is written 0)."""
    seq, state = _r(g, D, 8), f"{g.randrange(3, 11):02d}"
    first = sum(int(c) * w for c, w in zip(seq, range(2, 10), strict=True)) % 11 % 10
    second = (int(state[0]) * 7 + int(state[1]) * 8 + first * 9) % 11 % 10
    number = f"{seq}{state}{first}{second}"
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _bj_npi(g: random.Random) -> str:
    """Benin's Numéro Personnel d'Identification (NPI): ten digits, no public check digit."""
    return g.choice("123456789") + _r(g, D, 9)


def _passport(g: random.Random) -> str:
    style = g.randrange(3)
    if style == 0:
        return "B" + _r(g, D, 7)
    if style == 1:
        return "T" + _r(g, D, 8)
    return "NU" + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "DIČ dodavatele (pronájem světel, Brno): CZ{s}": _cz_dic,
    "Czech DIČ of the Ostrava stage hire: {s}": _cz_dic,
    "btw-identificatienummer van de lichtontwerper (zzp): {s}": _nl_btw,
    "Dutch VAT id of the freelance sound designer: {s}": _nl_btw,
    "ondernemingsnummer van de verhuurder: {s}": _be_enterprise,
    "Belgian enterprise number of the Ghent scaffolding firm: {s}": _be_enterprise,
    "PVM mokėtojo kodas: LT{s}": _lt_pvm,
    "IČ DPH požičovne: SK{s}": _sk_dph,
    "numéro TVA luxembourgeois du traiteur : LU{s}": _lu_tva,
    "numer dowodu osobistego: {s}": _pl_id_card,
    "Polish ID card number of the new rigger: {s}": _pl_id_card,
    "cédula de identidad (Uruguay): {s}": _uy_ci,
    "Uruguayan CI of the juggler, for the contract: {s}": _uy_ci,
    "adóazonosító jel: {s}": _hu_tax_id,
    "Hungarian tax ID (adóazonosító jel) of the trapeze artist: {s}": _hu_tax_id,
    "Kuwait Civil ID of the tour promoter: {s}": _kw_civil_id,
    "الرقم المدني: {s}": _kw_civil_id,
    "título de eleitor: {s}": _br_titulo,
    "NPI (Bénin) du régisseur : {s}": _bj_npi,
    "nye paspɔ nɔmba: {s}": _passport,
    "nomoro ya phasepoto ya ka: {s}": _passport,
    "ko e numela he pasipoti haaku: {s}": _passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Eventbrite 2FA backup codes\n{codes}", "spare sign-in codes for the box office Google account {codes}",
            "Rentman recovery codes: {codes}", "nye 2FA backup codes:\n{codes}",
            "dikhoutu tša backup tša 2FA: {codes}", "còdes ëd riserva dël 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/pretix:boxoffice?secret={s}&issuer=pretix&digits=6",
              "the 2FA setup key for Ticket Tailor: {s}", "TOTP seed for the AzuraCast admin: {s}",
              "sephiri sa 2FA ke {s}"]  # fmt: skip
_CODES = ["{c} is your Humanitix sign-in code", "Votre code de vérification itsme : {c}",
          "o seu código de confirmação MB WAY é {c}", "wò verification code enye {c}",
          "ko e code haau ko {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, (index + 1) % 4)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 2) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family(
    "otp_secret", _SEEDS_2FA, lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 1 and "otpauth" not in t)}, "s"
)  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Togocom_Lome_4G", "MoovAfrica-Kpalime", "MTN-Cotonou-5G", "Cell C_Polokwane",
          "TP-Link_Tzaneen_5G", "WindTre-Cuneo-2F91", "Bbox-Amiens-A7C3", "Ropewalk-Crew",
          "Big-Top-5G", "Dom.ru_Sarapul", "Airtel_Thoubal_5G", "TelecomNiue-Alofi",
          "Telenet-Gent-3B4E", "GreenRoom"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\nWPA2 key: {pw}",
    "crew network {s}, password {pw}",
    "wifi in the big top: {s} / {pw}",
    "nmcli dev wifi connect {s} password {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n    ssid=\"{s}\"\n    psk=\"{pw}\"\n}}",
    "the key printed under the venue's router: {pw}",
    "wifi {s} ƒe password enye {pw}",
    "wifi {s} sín password wɛ nyí {pw}",
    "phasewete ya wifi {s} ke {pw}",
    "la password dël wifi {s} a l'é {pw}",
    "ch'mot d'passe d'el wifi {s} ch'est {pw}",
    "wifi {s} паролез: {pw}",
    "wifi {s}গী পাসৱার্দ {pw}",
    "ko e password he wifi {s} ko {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return _r(rng, "ACDEFHJKMNPRTUVWXY3479", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j("secret_live_", (ALNUM, 14)), _j((UPPER_DIGITS, 20)),
                 _j((LOWER_DIGITS, 28)), _j("sk_", (D, 4), "_", (HEX, 20))]  # fmt: skip
_SPELL = ["reading it out slowly, one character at a time: {t}", "[dictated] {t}",
          "(split up so the Gitter preview doesn't show it) {t}", "ka tlhaka ka tlhaka: {t}",
          "litra për litra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 3 == 1:
        return {"t": " ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    sep = [" ", " - "][index % 2]
    return {"t": sep.join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["hɔn ɔ sín code wɛ nyí {pw}", "ʋɔtru ƒe code: {pw}", "khoutu ya keiti: {pw}",
          "ël còdes dla pòrta dël magasin: {pw}", "ch'code d'el porte d'artisse : {pw}",
          "ӧслэн кодэз: {pw}", "the loading dock keypad takes {pw} then #",
          "padlock on the rigging flight case: {pw}", "the box office safe opens with {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["trapeze", "sawdust", "calliope", "footlight", "baobab", "harmattan", "kente",
                 "bicerin", "hazelnut", "belfry", "chicory", "birch", "lotus", "ukhrul",
                 "coral", "chasm"]  # fmt: skip
_PHRASES = {"Picocrypt passphrase on the show archive: {p}": " ", "passphrase for the Eos show file backups: {p}": " ",
            "CryFS passphrase on the tour laptop: {p}": "-", "securefs volume (sound library): {p}": ".",
            "passphrase enye {p}": " ", "passphrase ya backup ke {p}": "_",
            "Passphrase für das Tourarchiv: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bitfocus Companion, Generic HTTP action header: Authorization: Basic {v}": True,
    "nginx site 'radio':\n    proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia export: \"headers\": [{{\"name\": \"Authorization\", \"value\": \"Bearer {v}\"}}]": False,
    "curl -H 'Authorization: Token {v}' https://pretix.ropewalk.lan/api/v1/organizers/": False,
    "requests.get(url, headers={{'Authorization': 'Basic {v}'}})": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [LOWER_DIGITS, ALNUM][index % 2], 64)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "darkice.cfg:\n[icecast2-0]\nserver = icecast.ropewalk.lan\nmountPoint = live\npassword = {pw}",
    "ezstream.xml: <server><hostname>icecast.ropewalk.lan</hostname><password>{pw}</password></server>",
    "Liquidsoap radio.liq:\noutput.icecast(%mp3, host=\"icecast.ropewalk.lan\", password=\"{pw}\", mount=\"live\", radio)",
    "AzuraCast azuracast.env:\nMYSQL_USER=azuracast\nMYSQL_PASSWORD={pw}",
    "LibreTime config.yml:\nrabbitmq:\n  user: libretime\n  password: {pw}",
    "Rivendell /etc/rd.conf:\n[mySQL]\nLoginname=rduser\nPassword={pw}",
    "PeerTube production.yaml:\ndatabase:\n  username: 'peertube'\n  password: '{pw}'",
    "Funkwhale .env:\nPOSTGRES_USER=funkwhale\nPOSTGRES_PASSWORD={pw}",
    "mediamtx.yml:\nauthInternalUsers:\n  - user: publisher\n    pass: {pw}",
    "pretix.cfg:\n[database]\nbackend=postgresql\nuser=pretix\npassword={pw}",
    "icecast.xml: <authentication><admin-user>admin</admin-user><admin-password>{pw}</admin-password></authentication>",
    "Movim .env: DB_USERNAME=movim DB_PASSWORD={pw}",
    "Owncast docker-compose.yml:\n    environment:\n      ADMIN_PASSWORD: \"{pw}\"",
    "MistServer config.json: {{\"account\": {{\"admin\": {{\"password\": \"{pw}\"}}}}}}",
    "OvenMediaEngine Server.xml: <AdmissionWebhooks><SecretKey>{pw}</SecretKey></AdmissionWebhooks>",
    "Snikket snikket.conf:\nSNIKKET_DOMAIN=chat.ropewalk.lan\nSNIKKET_SMTP_URL=smtp://crew:{pw}@mail.ropewalk.lan:587/;no-verify",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Edem: wifi password in the green room?\nMawuli: {pw}",
    "[19:02] tebogo: root pw for the lighting NUC?\n[19:03] lerato: {pw}",
    "Dzifa: {pw} is the new Owncast admin password",
    "Thoiba: use {pw}, that's what the ClickShare has now",
    "Mawuli: password yeye enye {pw}",
    "Ahouéfa: password yɔyɔ́ wɛ nyí {pw}",
    "Lerato: phasewete ye mpsha ke {pw}",
    "Zabelle : ch'nouvieu mot d'passe ch'est {pw}",
    "Кузебай: выль пароль — {pw}",
    "Talagi: ko e password fou ko {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "p\u200ca\u200cssword = {pw}", "pаsswоrd → {pw}", "PASS\ufeffWORD: {pw}",
    "phase\u00adwete: {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ＰＡＳＳＷＯＲＤ＝{pw}", "pass\u034fword is {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout27's proportions).
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
    "the AzuraCast admin password is": "{s}", "LibreTime pw:": "{s} (since the Lomé run)",
    "Nye password enye": "{s}", "Owncast admin password": "{s}\nchange it after the festival",
    "Password ce wɛ nyí": "{s}", "Phasewete ya ka ke": "{s}", "La mia password a l'é": "{s}",
    "Dante Domain Manager password": "{s}", "the password Thoiba read out on the call was": "{s}, I think",
    "Ko e password haaku ko": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Skiddle API key", "{s}", _j((HEX, 32))),
    ("split_token", "Ticket Tailor key:", "{s} (live box office)", _ticket_tailor),
    ("split_token", "setlist.fm key", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Muun wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} valid thru 04/31", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SM"))),
    ("split_backup", "pretix backup codes", "{s}\nq7k2m-x9w4t\nh3n8p-v6r2c", _j((LOWER_DIGITS, 5), "-", (LOWER_DIGITS, 5))),
    ("split_otp", "2FA secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_id", "adóazonosító jel", "{s}", _hu_tax_id),
    ("split_phrase", "Picocrypt passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"azuracast": {"url": "https://radio.ropewalk.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"phasewete": "{s}"}': ("meta_password", _plain_pw),
    '{"creds": {"user": "tebogo.m", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"venues": [{"name": "Amiens"}, {"name": "Tzaneen", "console_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"cmd": ["peertube-cli", "auth", "add", "-u", "https://video.ropewalk.lan", "-U", "root", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "Nye email ƒe password enye {s}"}': ("meta_password", _plain_pw),
    '{"паролез": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the Eos remote as stage with the password {s}"}': ("meta_password", _plain_pw),
    '{"skiddle": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"ticketTailorApiKey": "{s}"}': ("meta_token", _ticket_tailor),
    '{"pretix_token": "{s}"}': ("meta_token", _j((LOWER_DIGITS, 64))),
    '{"headers": {"Authorization": "Token {s}"}}': ("meta_token", _j((LOWER_DIGITS, 64))),
    '{"payment": {"card": "{s}", "expiry": "03/32"}}': ("meta_card", lambda g: v.grouped(v.card(g, "jcb"), " ", g)),
    '{"promoter": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "PT")),
    '{"crew": {"numer_dowodu": "{s}"}}': ("meta_id", _pl_id_card),
    '{"security": {"recovery_codes": ["{s}", "k2m9-q7xw", "p4t8-z3nd"]}}': ("meta_otp", _j((LOWER_DIGITS, 4), "-", (LOWER_DIGITS, 4))),
    '{"wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"owncast_stream_key": "{s}"}': ("meta_key", _j((ALNUM, 24))),
    '{"dock": {"keypad": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Ropewalk-Crew", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"python_osc-1.8.3-py3-none-any.whl").hexdigest()
_PNPM_SHA512 = base64.b64encode(hashlib.sha512(b"howler-2.2.4.tgz").digest()).decode()
_GO_SUM = base64.b64encode(
    hashlib.sha256(b"github.com/bluenviron/mediamtx v1.9.0").digest()
).decode()
_IMAGE = hashlib.sha256(b"ghcr.io/azuracast/azuracast:0.20.2").hexdigest()
_COMMIT = hashlib.sha1(b"venues: add the Polokwane stage plot", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"cues: revert the fade import", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"Tzaneen.qlab5", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the AzuraCast password before the Tzaneen get-in on 2028-04-18.",
    "Edem asked for the green room wifi password; it's on the call sheet by the stage door.",
    "Policy: crew passwords of 14 characters or more, kept only in the company vault.",
    "Please don't paste passwords into Gitter; share a vault link instead.",
    "The `.env.example` line `PRETIX_API_TOKEN=changeme` is a placeholder; the real token lives in the vault.",
    "Icecast's sample config ships with `hackme` as its example source password; we change it on every install.",
    "Replace <YOUR_SKIDDLE_KEY> in the README with the key from the partner page.",
    "SONGKICK_API_KEY and BUZZSPROUT_API_TOKEN must be set before the nightly sync.",
    "Mègagblɔ wò password na ame aɖeke o.",
    "Ma ɖɔ password towe nú mɛ ɖebǔ ó.",
    "O se ke wa botša motho phasewete ya gago.",
    "Dis nen la toa password a gnun.",
    "N'dis point tin mot d'passe à personne.",
    "Аслэсьтыд паролетэ нокинлы но эн вера.",
    "নহাক্কী পাসৱার্দ অদু কনাগুম্বা অমত্তা হায়দবীগনু।",
    "Aua talahau e password haau ke he ha tagata.",
    "La clave tiene que tener mínimo doce caracteres, parce.",
    "Das Passwort muss mindestens eine Ziffer enthalten.",
    "Пароль має містити щонайменше дванадцять символів.",
    "Şifre en az on iki karakter olmalı.",
    "Upgraded LibreTime from 4.1.0 to 4.2.0 and Owncast to 0.1.3 during the dark week.",
    f"commit {_COMMIT} adds the Polokwane stage plot.",
    f"Reverted to {_SHORT} after the cue import broke the fades.",
    f"requirements.txt: python-osc==1.8.3 --hash=sha256:{_WHEEL_SUM}",
    f"pnpm-lock.yaml: resolution: {{integrity: sha512-{_PNPM_SHA512}}}",
    f"go.sum: github.com/bluenviron/mediamtx v1.9.0 h1:{_GO_SUM}",
    f"The radio box runs ghcr.io/azuracast/azuracast@sha256:{_IMAGE}.",
    f"MD5 of the show file Tzaneen.qlab5 is {_MD5}, same as on the USB backup.",
    "Request id 7e1d3c92-5b40-4a6f-8d21-c03f9ab7e514 is the slow one in the pretix logs.",
    "Order 402-7719033-5528170 for the gaffer tape ships on Monday.",
    "HappyFox ticket #8812: the haze machine in Amiens trips the fire alarm.",
    "Call the Lomé promoter on +228 22 21 74 50 before noon.",
    "DHL parcel JD014600006281937042 with the spare dimmer cards is at the Polokwane depot.",
    "Seat J-14 is a restricted view; the box office knows.",
    "DMX universe 3, address 241 is the hazer; universe 4 starts with the moving heads.",
    "After five wrong passwords Spektrix locks the account for 30 minutes.",
    "Radio mic channel 38 at 614.125 MHz clashes with the venue's in-ears.",
    "The secret of a good bicerin is not stirring it.",
    "Ask Lerato for the loading dock code, I don't have it.",
    "My card ending 8830 was declined at the Abbeville hardware store.",
    "The promoter wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the box office account and lock them in the safe.",
    "No wallet's support will ever ask you for your recovery phrase.",
    "Keep `WOWZA_ACCESS_KEY` in the secrets store, never in the repository.",
    "The padlock on the rigging case sticks in the cold; spray it before the load-out.",
    "AzuraCast 0.20.2 fixes the API key page for station managers.",
    "The event slug in pretix is tzaneen-2028 and its id 2c5b8e14-9a7f-4d63-b0e2-6f18d4a93c75.",
    "The guest wifi 'Ropewalk-Foyer' is open, no password needed.",
    "Timecode 01:12:45:18 is where the snow cue fires in act two.",
    "Curtain up 19:30 on 2028-04-21; running time 2 h 10 min with one interval.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2028-03-30T09:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tour/spektrix", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 812}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "python-osc", "version": "1.8.3"}}',
    '{"ticket": "HF-8812", "order": "402-7719033-5528170"}',
    '{"console": {"model": "grandMA3 compact XT", "software": "2.1.1.5"}}',
    '{"phone": "+228 22 21 74 50", "city": "Lomé"}',
    '{"mfa_enabled": true, "backup_codes_left": 4, "seats_sold": 512}',
    '{"cue": {"number": "212.5", "timecode": "01:12:45:18", "universe": 3}}',
    '{"env_example": "PRETIX_API_TOKEN=changeme", "ssid": "Ropewalk-Foyer", "open": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
