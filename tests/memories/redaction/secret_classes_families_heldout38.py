# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, thirty-eighth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to thirty-second only to search them
for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, and the scrubber was never run on it. Its own seed, password words,
names, places, templates, tools, vendors and layouts, the way the astronomers, dome crews, radio
engineers, students and visitor staff of a university observatory and planetarium (the
Pontic-Caucasian University's Dombai Skylab: optical telescopes on the ridge above Teberda, a
planetarium in Nalchik, a 12 m radio dish near Kasumkent, a student lab in Khunzakh, a
meteor-camera station in the Nogai steppe at Terekli-Mekteb, a satellite ground station near
Martvili, a visitor centre in Mestia and an outreach dome in Ardeşen) leak secrets into an
assistant's memory: eXpress, Myteam and Odnoklassniki messages, Kaiten, Pyrus, Planfix, Megaplan,
Weeek, Yougile, Usedesk and Omnidesk tickets, AFFiNE notes to self, the night log of the dome,
e-mails, runbooks, the history of CuteCom, moserial, Serial Studio, CoolTerm, RealTerm, MTPuTTY, st
and GNU screen on a serial line, Jump Desktop and Chrome Remote Desktop sessions, commands of
davix-put, voms-proxy-init, myproxy-logon, grafana-cli, ejabberdctl, snmpset (v3), Firebird's gsec,
EXAplus, HarperDB's installer, rqlite, mgconsole, nebula-console, OrientDB's console, Tarantool's
tt, EdgeDB's CLI and Python's keyring, configs of a telescope mount, an all-sky camera, a
planetarium projector, an SDR receiver, a weather station and a ground-station scheduler, the web
pages of observatory hardware (PlaneWave, 10Micron, ZWO, QHY, Moravian, PrimaLuce, Pegasus Astro,
Lunatico, AAG CloudWatcher, Boltwood, Ettus, SDRplay, LimeSDR, Airspy, Digistar, Evans &
Sutherland, Zeiss, Konica Minolta, Spitz, Sky-Skan, Unistellar, Vaonis, Celestron, Sky-Watcher,
Baader), voice-dictated text and requests to the assistant itself. About 60 % English (or
language-neutral config and shell), the rest in Karachay-Balkar, Kabardian, Nogai, Lezgian, Avar
(in Cyrillic), Mingrelian and Svan (in Georgian letters) and Laz (in Latin letters), which no
earlier docstring names, and Russian, Turkish, Georgian, Azerbaijani, Armenian, German, Spanish,
French, Italian and Japanese in wordings of their own. Vendors (N2YO, LeoLabs, UP42, Satellogic,
Capella Space, ICEYE, Umbra, BlackSky, Maxar, SkyWatch, AstroBin, Astrometry.net, Ambient Weather,
Netatmo, OpenUV, Tessitura, Ticketsolve, Vivenu, Eventix, Fienta, Billetweb, Bubilet, Radario,
Tkt.ge, Bloomerang, Blackbaud, Paycell, Payze, Flitt, Robokassa, SatNOGS, Infostellar, KSAT, Leaf
Space, Atlas Space Operations, RBC Signals) are ones heldouts 5 to 32 do not name; the ids are
kinds they do not use: India's Aadhaar Virtual ID (Verhoeff check), a satellite phone's IMEI (Luhn
check) and a modem's MEID (its check digit), each drawn until python-stdnum's module (`in_.vid`,
`imei`, `meid`) validates it, a SIM's IMSI and a German Handelsregisternummer, whose modules
(`imsi`, `de.handelsregisternummer`) check the format and the country code or the court only;
Russia's military ID (военный билет) and foreign passport (загранпаспорт), a Georgian ID card's
document number, a Turkish driving licence's number and the university's student card number, which
carry no check a library or this file verifies (no check-digit algorithm is written here);
passports under Karachay-Balkar, Kabardian, Nogai, Lezgian, Avar, Mingrelian, Svan and Laz words,
likewise unchecked. Card numbers pass Luhn (Humo, UzCard and BelCard prefixes drawn here and
checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over
heldouts 5 to 32 (Georgia, Azerbaijan, Belarus, Cyprus, Albania, Bosnia and Herzegovina, Andorra
and Djibouti, each only in the few corpora that hold a table of every country), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Russian, Turkish, Czech,
Korean, Italian and Simplified Chinese lists.
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
from stdnum import imei as std_imei
from stdnum import imsi as std_imsi
from stdnum import luhn
from stdnum import meid as std_meid
from stdnum.de import handelsregisternummer as de_hr
from stdnum.in_ import vid as in_vid
from stdnum.verhoeff import calc_check_digit as verhoeff_check

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 38_461_927
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


_STARS = ["Aldebaran", "Betelgeuse", "Capella", "Deneb", "Fomalhaut", "Mizar", "Alcor", "Rigel",
          "Sirius", "Altair", "Arcturus", "Polaris", "Procyon", "Algol", "Antares", "Spica",
          "Vega", "Mira"]  # fmt: skip
_SKY = ["Perseid", "Cepheid", "Parallax", "Zenith", "Azimuth", "Meridian", "Dobson", "Quasar",
        "Pulsar", "Nebula", "Ecliptic", "Coma", "Seeing", "Airmass", "Redshift", "Umbra"]  # fmt: skip
_PEAKS = ["Elbrus", "Dombai", "Ushba", "Tetnuldi", "Shkhara", "Belalakaya", "Sofrudzhu",
          "Sufrudju", "Bazardyuzyu", "Shahdag", "Khunzakh", "Teberda", "Arkhyz", "Martvili",
          "Mestia", "Ushguli", "Ardesen", "Kasumkent", "Nalchik", "TerekliMekteb"]  # fmt: skip
_NAMES = ["Azamat", "Aslan", "Madina", "Alim", "Murat", "Zalina", "Kantemir", "Lyuana", "Aidar",
          "Raziyat", "Ersultan", "Emin", "Suleiman", "Zumrud", "Ramazan", "Gazimagomed", "Patimat",
          "Shamil", "Aminat", "Beka", "Nino", "Tamta", "Gela", "Giorgi", "Ketevan", "Besarion",
          "Temuri", "Nazli", "Mehmet", "Irina", "Oleg"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["4ld3b4r4n", "B3t3lg3us3", "S1r1us", "P0l4r1s", "4nt4r3s", "V3g4", "Z3n1th",
         "Qu4s4r", "Pul54r"]  # fmt: skip


def _aperture(g: random.Random) -> str:
    """A telescope's name and aperture, the way a dome crew jokes a password together."""
    return f"{g.choice(_SKY)}{g.choice([203, 280, 356, 406, 508, 610, 1000])}mm{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of four, mixed case and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_STARS)}{g.choice(_PEAKS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_STARS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PEAKS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _aperture,
    lambda g: f"{g.choice(_PEAKS).lower()}.{g.choice(_SKY).lower()}.{g.randrange(1960, 2031)}",
    lambda g: f"NGC{g.randrange(100, 8000)}{g.choice(_STARS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_SKY).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Sees{g.choice(_STARS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "eXpress chat 'Dome 2 night crew', Azamat: the PlaneWave L-600 mount web password is {pw}",
    "Myteam message from Madina: 10Micron GM2000 HPS web interface password {pw}",
    "Odnoklassniki message (sorry, wrong app): ZWO ASIAIR Plus password {pw}",
    "eXpress DM from Kantemir: QHY600 camera PC admin password {pw}",
    "Myteam, #radio-dish: Ettus USRP N310 root password {pw}",
    "eXpress thread 'Teberda ridge': Moravian C3-61000 control PC password {pw}",
    "Myteam chat with Emin: PrimaLuce Lab Eagle 5 Pro password {pw}",
    "eXpress message from Gela: Pegasus Astro Unity Platform admin password {pw}",
    "Myteam DM from Nino: Lunatico Dragonfly dome controller password {pw}",
    "eXpress, #weather: AAG CloudWatcher Solo password {pw}",
    "Myteam message from Aslan: Boltwood Cloud Sensor III web password {pw}",
    "eXpress chat, ground station: SDRplay RSPdx server password {pw}",
    "Myteam thread 'Kasumkent dish': LimeSDR-based receiver PC password {pw}",
    "eXpress DM from Suleiman: Airspy R2 spyserver admin password {pw}",
    "Myteam, planetarium desk: the Digistar 7 show-control password is {pw}",
    "eXpress chat from Zalina: Evans & Sutherland show server password {pw}",
    "Myteam message: the Zeiss Skymaster ZKP 4 console password is {pw}",
    "eXpress, Nalchik dome: Konica Minolta Media Globe admin password {pw}",
    "Myteam DM from Lyuana: Spitz SciDome operator password {pw}",
    "eXpress thread 'fulldome': Sky-Skan DigitalSky Dark Matter password {pw}",
    "Myteam message from Temuri: Unistellar eVscope 2 app password {pw}",
    "eXpress chat, Ardeşen outreach: Vaonis Stellina account password {pw}",
    "Myteam message from Nazli: Celestron CPWI PC password {pw}",
    "eXpress DM from Aidar: Sky-Watcher SynScan WiFi adapter password {pw}",
    "Myteam, student lab: Baader dome controller password {pw}",
    "Kaiten card 'Dome 1 shutter jams': controller web password {pw}",
    "Pyrus task 4471: the all-sky camera at Terekli-Mekteb, admin password {pw}",
    "Planfix task #3318: the radio dish's antenna controller password {pw} must be rotated",
    "Megaplan ticket 2290: the planetarium box office PC password {pw}",
    "Weeek task 'visitor centre kiosk': kiosk admin password {pw}",
    "Yougile card 'Khunzakh lab PCs': the lab admin password is {pw}",
    "Usedesk ticket 55817: a visitor's night-tour account password {pw}, please reset",
    "Omnidesk ticket 1209: Mestia visitor centre wifi router admin password {pw}",
    "Kaiten card 'ground station': the antenna rotator PC password {pw}",
    "Pyrus task 4480: weather station WeatherLink console password {pw}",
    "AFFiNE note 'ridge cheatsheet': observing PC password {pw}",
    "AFFiNE journal: the new dome 2 PC password is {pw}",
    "AFFiNE page 'Martvili ground station': tracking server root password {pw}",
    "night log, dome 2, 2033-01-14, 02:40: PC rebooted, logged back in with password {pw}",
    "night log, Teberda: seeing 0.9\", humidity 41 %; the guider PC password is now {pw}",
    "Hi Murat,\n\nthe root password on the Kasumkent dish controller is {pw}. Please delete this mail once it's in the vault.\n\nThanks,\nIrina",
    "Runbook: closing dome 2 in a storm\n1. open the Lunatico panel\n2. log in as observer\n3. password {pw}\n4. press CLOSE ALL and wait for the shutter",
    "README (student lab rack)\nthe SDR server UI is at https://sdr.khunzakh.pcu.lan, admin password `{pw}`.",
    "Incident 2033-02-03: the PlaneWave mount at Teberda was reachable from the internet with password {pw}",
    "my Sberbank Online password is {pw} now",
    "can you remember my TBC internet bank password? it's {pw}",
    "the Ziraat mobile banking password is {pw}",
    "dictated: the planetarium show server password is {pw} full stop",
    "note to self: dome 1 PC password {pw}",
    "after the reinstall the ASIAIR password became {pw}",
    "Мени почтамы паролу: {pw}",
    "Юйдеги роутерни паролу — {pw}",
    "Азамат: серверни джангы паролу {pw}, башхагъа айтма",
    "Си почтэм и паролыр {pw}",
    "Унэм щыӀэ роутерым и паролыр: {pw}",
    "Мурат: серверым и пароль щӀэр {pw}",
    "Мениъ почтамнынъ пароли — {pw}",
    "Уйдеги роутердинъ пароли: {pw}",
    "Айдар: сервердинъ янъы пароли {pw}",
    "Зи почтадин пароль {pw} я",
    "Кваллин роутердин пароль: {pw}",
    "Эмин: сервердин цIийи пароль {pw} я",
    "Дир почтаялъул пароль {pw} буго",
    "Рокъоб роутералъул пароль: {pw}",
    "Патимат: сервералъул цIияб пароль {pw} буго",
    "ჩქიმი ფოსტაშ პაროლი რე {pw}",
    "ოხორიშ როუტერიშ პაროლი: {pw}",
    "ბექა: სერვერიშ ახალი პაროლი რე {pw}",
    "მიშგუ ფოსტაშ პაროლ {pw} ლი",
    "ქორშ როუტერიშ პაროლ: {pw}",
    "გიორგი: სერვერიშ ახალ პაროლ {pw} ლი",
    "Çkimi postaşi şifre {pw} ren",
    "Oxoriş routeri şifre: {pw}",
    "Temuri: serveriş ağani şifre {pw} ren",
    "слушай, пароль от компьютера в куполе: {pw}",
    "rasathane bilgisayarının şifresi {pw}, kimseye söyleme",
    "გუმბათის კომპიუტერის პაროლი არის {pw}",
    "rəsədxana kompüterinin parolu {pw}",
    "աստղադիտարանի համակարգչի գաղտնաբառը {pw} է",
    "das Kennwort für den Kuppelrechner lautet {pw}",
    "oye, la contraseña del PC de la cúpula es {pw}",
    "le mot de passe du PC de la coupole, c'est {pw}",
    "la password del PC della cupola è {pw}",
    "ドームPCのパスワードは {pw} です",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["azamat", "aslan.b", "madina", "alim", "murat.k", "zalina", "kantemir", "lyuana",
          "aidar", "raziyat", "ersultan", "emin.s", "suleiman", "zumrud", "ramazan",
          "gazimagomed", "patimat", "shamil", "aminat", "beka", "nino.g", "tamta", "gela",
          "giorgi.k", "ketevan", "besarion", "temuri", "nazli", "observer", "svc-dome"]  # fmt: skip
_LOGINS = [
    "eXpress, Azamat: the 10Micron login is {u} / {pw}",
    "Usedesk #55830: {u} locked out of the dome controller, last password {pw}",
    "user {u} pass {pw}",
    "AFFiNE › Ridge › Mounts › PlaneWave L-600: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| Digistar 7 | {u} | {pw} |",
    "log into the ground-station scheduler as {u} with {pw}",
    "ASIAIR login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: dish-ctrl.kasumkent\n  user: {u}\n  password: {pw}",
    "Myteam: account {u}, password {pw}",
    "Kantemir says the Spitz account is {u} and the password is {pw}",
    "system,login,password\nskymaster,{u},{pw}",
    "ssh {u}@dome2.teberda.pcu.lan (password {pw})",
    "Pyrus: creds for the Evans & Sutherland server are {u} and {pw}",
    "Логин {u}, паролу {pw}",
    "Логин {u}, паролыр {pw}",
    "Логин {u}, пароли {pw}",
    "Логин {u}, пароль {pw} я",
    "ლოგინი {u}, პაროლი {pw}",
    "Kullanıcı {u}, şifre {pw} ren",
    "логин {u}, пароль {pw}",
    "kullanıcı adı {u}, şifre {pw}",
    "მომხმარებელი {u}, პაროლი {pw}",
    "Benutzer {u}, Kennwort {pw}",
    "usuario {u} y contraseña {pw}",
    "ID：{u}　パスワード：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["aldebaran", "perseid", "khychin", "zhyzhyn", "kurze", "khinkal", "elardzhi",
               "kubdari", "pide", "hamsi", "tetnuldi", "ushba", "meridian", "airmass", "dobson",
               "bazardyuz", "teberda", "capella"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, and then {d}",
    "password: it's {w}, right after it the number {d}",
    "for the dish controller it's {w} and {d} at the end",
    "voice memo: the ridge wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits stuck together",
    "паролу {w} деген сёз, андан сора {d}",
    "паролыр {w} псалъэр, иужькӀэ {d}",
    "пароли {w} деген соьз, сонъ {d}",
    "пароль {w} гаф я, ахпа {d}",
    "пароль {w} абураб рагӀи, хадуб {d}",
    "პაროლი რე სიტყვა {w}, უკული {d}",
    "şifre {w} nena ren, oxolu {d}",
    "пароль — слово {w}, потом {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "davix-put --userpass {u}:{pw} m31-stack.fits https://dav.pcu.edu/archive/2033/",
    "davix-ls --userpass '{u}:{pw}' https://dav.pcu.edu/archive/raw/",
    "echo '{pw}' | voms-proxy-init --voms pcu.astro --pwstdin",
    "echo '{pw}' | myproxy-logon -s myproxy.pcu.edu -l {u} --stdin_pass",
    "grafana-cli admin reset-admin-password '{pw}'",
    "ejabberdctl register {u} chat.skylab.pcu.edu '{pw}'",
    "ejabberdctl change_password {u} chat.skylab.pcu.edu '{pw}'",
    "snmpset -v3 -l authPriv -u {u} -a SHA -A '{pw}' -x AES -X '{pw}' dish-ups.kasumkent 1.3.6.1.2.1.1.5.0 s dish-ups",
    "gsec -user SYSDBA -password '{pw}' -display",
    "exaplus -c exa.pcu.lan:8563 -u {u} -p '{pw}' -s catalog",
    "harperdb install --TC_AGREEMENT yes --HDB_ADMIN_USERNAME {u} --HDB_ADMIN_PASSWORD '{pw}'",
    "rqlite -H rqlite.ridge.lan -u {u}:{pw}",
    "mgconsole --host memgraph.pcu.lan --username {u} --password '{pw}'",
    "nebula-console -addr graph.pcu.lan -port 9669 -u {u} -p '{pw}'",
    "console.sh \"connect remote:orient.pcu.lan/observations {u} {pw}\"",
    "tt connect {u}:{pw}@tarantool.pcu.lan:3301",
    "echo '{pw}' | edgedb --host edge.pcu.lan --user {u} --password-from-stdin query 'select 1'",
    "python -c \"import keyring; keyring.set_password('astroquery:www.eso.org', '{u}', '{pw}')\"",
    "keyring set ssa.pcu.edu {u} <<< '{pw}'",
    "exaplus -c exa.pcu.lan:8563 -u {u} -p '{pw}' -sql 'select count(*) from obs.frames;'",
    "mgconsole --host memgraph.pcu.lan --port 7687 --username {u} --password {pw} < passes.cypherl",
    "nebula-console -addr graph.pcu.lan -port 9669 -u {u} -p {pw} -f load_catalog.ngql",
    "echo -n '{pw}' | voms-proxy-init -voms pcu.astro:/pcu.astro/Role=production -pwstdin -valid 24:00",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@dish-ctrl:~# {c}", "observer@dome2:~$ {c}",
    "CuteCom, /dev/ttyUSB0 (the mount's console): {c}", "moserial session 'rotator':\n{c}",
    "Serial Studio console: {c}", "CoolTerm window 'dome controller':\n{c}",
    "RealTerm capture on COM4: {c}", "MTPuTTY tab 'ground station': {c}",
    "st on the guider PC:\n$ {c}", "screen /dev/ttyACM0 115200 — then: {c}",
    "Jump Desktop to the planetarium server, PowerShell: {c}",
    "Chrome Remote Desktop, student lab PC, terminal:\n{c}",
    "~/.bash_history on ridge-indi:\n{c}", "history | tail -3\n  512  cd /data\n  513  {c}",
    "вот что я запускал: {c}", "çalıştırdığım komut: {c}",
    "команда, которую Азамат запускал: {c}", "Кантемир джиберген команда: {c}",
    "გაშვებული ბრძანება: {c}", "komut ren: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@allsky-terekli.pcu.lan:554/live",
    "ftps://{u}:{pw}@ftp.ridge.pcu.lan:990/raw/",
    "webdavs://{u}:{pw}@dav.pcu.edu/archive/",
    "ldap://{u}:{pw}@ipa.pcu.lan:389/cn=users,dc=pcu,dc=lan",
    "clickhouse://{u}:{pw}@ch.pcu.lan:9000/telemetry",
    "mysql+pymysql://{u}:{pw}@tickets-db.nalchik.lan/boxoffice",
    "postgresql+psycopg://{u}:{pw}@pg.pcu.lan:5432/observations",
    "oracle+oracledb://{u}:{pw}@ora.pcu.lan:1521/?service_name=LIB",
    "mssql+pymssql://{u}:{pw}@sql.pcu.lan:1433/Visitors",
    "jdbc:postgresql://pg.pcu.lan:5432/passes?user={u}&password={pw}",
    "stomp+ssl://{u}:{pw}@mq.pcu.lan:61614",
    "influxdb://{u}:{pw}@meteo.ridge.lan:8086/weather",
    "ws://{u}:{pw}@indi-web.ridge.lan:8624/",
    "redis://{u}:{pw}@redis.pcu.lan:6379/2",
    "Server=sql.pcu.lan;Database=Visitors;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "OBS_ARCHIVE_DSN={c}", "the old Metabase connection: {c}",
    "keep this connection string for me: {c}", "строка подключения: {c}", "bağlantı dizesi: {c}",
    "Kaiten card 'DB move': {c}", "AFFiNE page 'Databases': {c}", "Planfix #3340: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "pcu-skylab", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "tasking:read archive:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("N2YO", "N2YO_API_KEY", _j((UPPER_DIGITS, 6), "-", (UPPER_DIGITS, 6), "-", (UPPER_DIGITS, 6), "-", (UPPER_DIGITS, 4))),
    ("LeoLabs", "LEOLABS_ACCESS_SECRET", _j((URLSAFE, 43))),
    ("UP42", "UP42_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Satellogic", "SATELLOGIC_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Capella Space", "CAPELLA_API_KEY", _j((HEX, 64))),
    ("ICEYE", "ICEYE_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Umbra", "UMBRA_API_TOKEN", _vendor_jwt("https://auth.canopy.umbra.space")),
    ("BlackSky", "BLACKSKY_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Maxar", "MAXAR_API_KEY", _j((B64, 40))),
    ("SkyWatch", "SKYWATCH_API_KEY", lambda g: v.uuid4(g, "a")),
    ("AstroBin", "ASTROBIN_API_SECRET", _j((HEX, 40))),
    ("Astrometry.net", "ASTROMETRY_API_KEY", _j((LOWER, 16))),
    ("Ambient Weather", "AMBIENT_APPLICATION_KEY", _j((HEX, 64))),
    ("Netatmo", "NETATMO_CLIENT_SECRET", _j((ALNUM, 30))),
    ("OpenUV", "OPENUV_API_KEY", _j("openuv-", (LOWER_DIGITS, 12), "-io")),
    ("Tessitura", "TESSITURA_API_PASSWORD", _j((ALNUM, 24))),
    ("Ticketsolve", "TICKETSOLVE_API_TOKEN", _j((HEX, 32))),
    ("Vivenu", "VIVENU_SECRET_KEY", _j("key_", (HEX, 40))),
    ("Eventix", "EVENTIX_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Fienta", "FIENTA_API_KEY", _j((HEX, 32))),
    ("Billetweb", "BILLETWEB_API_KEY", _j((HEX, 32))),
    ("Bubilet", "BUBILET_API_SECRET", _j((B64, 44))),
    ("Radario", "RADARIO_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Tkt.ge", "TKTGE_API_TOKEN", _j((ALNUM, 48))),
    ("Bloomerang", "BLOOMERANG_PRIVATE_KEY", _j((HEX, 40))),
    ("Blackbaud", "BLACKBAUD_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Paycell", "PAYCELL_SECURE_CODE", _j((ALNUM, 32))),
    ("Payze", "PAYZE_API_SECRET", _j((UPPER_HEX, 32))),
    ("Flitt", "FLITT_SECRET_KEY", _j((ALNUM, 32))),
    ("Robokassa", "ROBOKASSA_PASSWORD_1", _j((ALNUM, 20))),
    ("SatNOGS", "SATNOGS_API_TOKEN", _j((HEX, 40))),
    ("Infostellar", "INFOSTELLAR_API_TOKEN", _vendor_jwt("https://api.stellarstation.com")),
    ("KSAT", "KSAT_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Leaf Space", "LEAFSPACE_API_KEY", _j((ALNUM, 64))),
    ("Atlas Space Operations", "ATLAS_FREEDOM_TOKEN", _j((B64, 60))),
    ("RBC Signals", "RBCS_API_KEY", lambda g: v.uuid4(g, "9")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "fish: set -gx {env} {tok}",
    "nushell: $env.{env} = \"{tok}\"",
    "PowerShell: $env:{env} = '{tok}'",
    "justfile:\nexport {env} := \"{tok}\"",
    "docker run -e {env}={tok} ghcr.io/pcu/skylab-sync:2.3",
    "fly secrets set {env}={tok}",
    "railway variables --set {env}={tok}",
    "kustomization.yaml:\nsecretGenerator:\n- name: skylab\n  literals:\n  - {env}={tok}",
    "values.yaml:\nenv:\n  - name: {env}\n    value: \"{tok}\"",
    "pyproject [tool.pytest.ini_options]: env = [\"{env}={tok}\"]",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "Procfile.dev: web: {env}={tok} bin/rails s",
    "crontab -l:\n{env}={tok}\n*/10 * * * * /opt/skylab/sync.sh",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "Skylab portal › Settings › Integrations › {vendor} › API key: {tok}",
    "AFFiNE table 'Integrations': | {vendor} | 2033 | {tok} |",
    "Weeek task: rotate the {vendor} key {tok}",
    "eXpress, Azamat: {vendor} key for the nightly sync: {tok}",
    "Myteam: the {vendor} token we use now is {tok}, the old one is revoked",
    "Usedesk #55871: {vendor} sync fails with 401, configured key {tok}",
    "Kaiten card: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API ачхыч: {tok}",
    "{vendor} API-м и ӀункӀыбзэр: {tok}",
    "{vendor} API ачкыши: {tok}",
    "{vendor} API куьлег: {tok}",
    "{vendor} API кули: {tok}",
    "{vendor}-იშ API გასაღები: {tok}",
    "{vendor} API anahtari: {tok}",
    "ключ API {vendor} для обсерватории: {tok}",
    "{vendor} API anahtarı: {tok}",
    "{vendor}-ის API გასაღები: {tok}",
    "{vendor} API açarı: {tok}",
    "{vendor}-ի API բանալին՝ {tok}",
    "API-Schlüssel von {vendor} für die Sternwarte: {tok}",
    "la clave de API de {vendor} para el planetario: {tok}",
    "clé d'API {vendor} pour l'observatoire : {tok}",
    "chiave API di {vendor} per l'osservatorio: {tok}",
    "{vendor} のAPIキー：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    n2yo = "-".join(_r(rng, UPPER_DIGITS, k) for k in (6, 6, 6, 4))
    astrometry = _r(rng, LOWER, 16)
    capella = _r(rng, HEX, 64)
    openuv = f"openuv-{_r(rng, LOWER_DIGITS, 12)}-io"
    netatmo = _r(rng, ALNUM, 30)
    ticketsolve = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'r = requests.get(f"https://api.n2yo.com/rest/v1/satellite/positions/25544/43.65/41.43/2070/2/&apiKey={n2yo}")', n2yo),
        Sample("vendor_token", f"python client.py --server http://nova.astrometry.net/api/ --apikey {astrometry} --upload m42.jpg", astrometry),
        Sample("vendor_token", f'headers = {{"Authorization": "ApiKey {capella}"}}', capella),
        Sample("vendor_token", f"curl -H 'x-access-token: {openuv}' 'https://api.openuv.io/api/v1/uv?lat=43.65&lng=41.43'", openuv),
        Sample("vendor_token", f"netatmo.cfg:\n[netatmo]\nclient_id = 64f0a1b2c3d4e5f6a7b8c9d0\nclient_secret = {netatmo}", netatmo),
        Sample("vendor_token", f"$api = new TicketsolveClient('pcu-planetarium', '{ticketsolve}');", ticketsolve),
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


_BARE_PLACES = ["{t}", "eXpress: {t}", "it shows it only once, so:\n{t}", "вот токен {t}",
                "токен: {t}", "{t}\n^ the new one, the old is dead", "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 46)), _j((URLSAFE, 22), ".", (URLSAFE, 42)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 54)), _j((B64, 48)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "CCSDS SDLS key for the cubesat uplink (AES-256, hex): {h}": 64,
    "AES key of the dish controller's config backup: {h}": 32,
    "HMAC secret for the Paycell ticket webhook: {h}": 64,
    "SatNOGS station's encryption key for the telemetry relay: {h}": 48,
    "WireGuard-less tunnel PSK between Martvili and Teberda (hex): {h}": 64,
    "LoRaWAN AppKey of the Terekli meteor-camera heater node: {h}": 32,
    "ключ шифрования бэкапа: {h}": 64,
    "yedek şifreleme anahtarı: {h}": 64,
    "სარეზერვო ასლის დაშიფვრის გასაღები: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Usedesk #55890: token copied out of the browser's dev tools {t}",
    "Cookie: lang=ru; skylab_sid={t}",
    "GROUNDSTATION_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен доступа: {t}",
    "erişim jetonu: {t}",
    "Omnidesk transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@pcu.edu"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.pcu.edu/realms/skylab",
            "azp": "dome-console",
            "roles": ["observer", "dish-operator"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Kasumkent dish controller, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/pki/tls/private/tickets.pcu.edu.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"GS_TLS_PRIVATE_KEY": "{key}", "station": "martvili-1"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_ridge <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Megaplan ticket 2301, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "закрытый ключ сервера:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the data-release signing:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the steel plate: {p}": "english",
    "Nunchuk wallet recovery phrase\n{p}": "english",
    "Keystone wallet words (the old donations wallet, emptied): {p}": "english",
    "Cake Wallet seed backup: {p}": "english",
    "voice memo: the Zengo recovery words are {p} and that's all of them": "english",
    "AFFiNE page 'Telescope fund wallet (retired)': {p}": "english",
    "фраза восстановления кошелька Tonkeeper: {p}": "russian",
    "BitBox02 cüzdanının kurtarma kelimeleri: {p}": "turkish",
    "obnovovací fráze peněženky Foundation Passport: {p}": "czech",
    "Klip 지갑 복구 문구: {p}": "korean",
    "frase di recupero del portafoglio Blockstream Green: {p}": "italian",
    "imToken 钱包助记词：{p}": "chinese_simplified",
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
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Humo's, UzCard's, BelCard's: brands the
    value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "humo":
        return _card_of(rng, ["9860"], [16])
    if brand == "uzcard":
        return _card_of(rng, ["8600"], [16])
    if brand == "belcard":
        return _card_of(rng, ["9112"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "eXpress, Azamat: the lab card for the new filter wheel is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "Planfix #3362: pay the Zeiss service visit with card {c}",
    "номер моей карты: {c}, {mm}/{yy}",
    "kart numaram: {c}, son kullanma {mm}/{yy}",
    "ჩემი ბარათის ნომერი: {c}",
    "Мени картамы номери: {c}, {mm}/{yy}",
    "Зи картдин номер: {c}",
    "Дир картаялъул номер: {c}, {mm}/{yy}",
    "Çkimi kartiş numara: {c}",
    "meine Kartennummer: {c}, gültig bis {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "humo", "mastercard", "amex", "uzcard", "jcb", "belcard", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/37, CVV2 {cvv}",
               "the three numbers on the back by the signature: {cvv}",
               "Amex {c}, the four-digit code on the front above the number: {cvv}",
               "CVC на обороте карты: {cvv}",
               "kartın arkasındaki üç rakam: {cvv}",
               "ბარათის უკანა მხარეს სამი ციფრი: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 32 (only in the few corpora that hold a
# table of every country); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after
# stdnum's iban.dat.
_IBAN_SHAPES = {"GE": "aa" + "n" * 16, "AZ": "aaaa" + "c" * 20, "BY": "cccc" + "n" * 4 + "c" * 16,
                "CY": "n" * 8 + "c" * 16, "AL": "n" * 8 + "c" * 16, "BA": "n" * 16,
                "AD": "n" * 8 + "c" * 12, "DJ": "n" * 23}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice PCU-2033-071: please pay the dome shutter repair to {i} within 30 days",
    "save the Tbilisi optics workshop's IBAN: {i}",
    "IBAN: {i}\nReference: planetarium projector lamp, March",
    "eXpress #finance: the Baku mirror-coating lab's new bank details, IBAN {i}",
    "мой IBAN: {i}",
    "IBAN numaram: {i}",
    "ჩემი IBAN: {i}",
    "Мени IBAN-ым: {i}",
    "Зи IBAN: {i}",
    "Çkimi IBAN: {i}",
    "Konto der Minsker Feinmechanik, IBAN {i}",
    "cuenta del taller de Andorra la Vella, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _vid(g: random.Random) -> str:
    """An Aadhaar Virtual ID: sixteen digits, the last a Verhoeff check digit."""

    def make(h: random.Random) -> str:
        body = h.choice("23456789") + _r(h, D, 14)
        return body + verhoeff_check(body)

    number = v.until(g, make, in_vid.is_valid)
    return " ".join(number[k : k + 4] for k in range(0, 16, 4))


def _imei(g: random.Random) -> str:
    """A satellite phone's IMEI: a type allocation code, a serial and a Luhn check digit."""

    def make(h: random.Random) -> str:
        body = h.choice(["30", "35", "86"]) + _r(h, D, 12)
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, std_imei.is_valid)


def _meid(g: random.Random) -> str:
    """A modem's MEID: fourteen hex digits and its check digit."""

    def make(h: random.Random) -> str:
        body = h.choice("AB") + _r(h, UPPER_HEX, 13)
        return body + std_meid.calc_check_digit(body)

    return v.until(g, make, std_meid.is_valid)


def _imsi(g: random.Random) -> str:
    """A SIM's IMSI: a Russian, Georgian or Turkish network code and a subscriber number."""
    return v.until(
        g,
        lambda h: h.choice(["25001", "25002", "28201", "28601"]) + _r(h, D, 10),
        std_imsi.is_valid,
    )


def _hrb(g: random.Random) -> str:
    """A German company register number: a court, HRB and a number (format checked only)."""
    return v.until(
        g,
        lambda h: f"{h.choice(['Jena', 'Göttingen', 'Aachen'])} HRB {h.randrange(100, 520_000)}",
        de_hr.is_valid,
    )


def _ru_military(g: random.Random) -> str:
    """A Russian military ID (военный билет): two Cyrillic letters and seven digits, unchecked."""
    return f"{g.choice(['АК', 'АН', 'АС', 'БМ'])} {_r(g, D, 7)}"


def _ru_foreign_passport(g: random.Random) -> str:
    """A Russian foreign passport: a two-digit series and seven digits, unchecked."""
    return f"{g.choice(['72', '75', '76'])} {_r(g, D, 7)}"


def _ge_card(g: random.Random) -> str:
    """A Georgian ID card's document number: two digits, two letters, five digits, unchecked."""
    return f"{g.randrange(10, 30)}{g.choice(['ID', 'IB', 'IC'])}{_r(g, D, 5)}"


def _tr_licence(g: random.Random) -> str:
    """A Turkish driving licence's document number: six digits, unchecked."""
    return g.choice("123456789") + _r(g, D, 5)


def _student_card(g: random.Random) -> str:
    """The university's student card number, unchecked."""
    return f"PCU-{g.randrange(2028, 2034)}-{_r(g, D, 6)}"


def _passport(prefixes: list[str], digits: int) -> Maker:
    """A passport number of a letter prefix and digits, unchecked."""

    def make(g: random.Random) -> str:
        return g.choice(prefixes) + _r(g, D, digits)

    return make


_ID_PLACES: dict[str, Maker] = {
    "Aadhaar Virtual ID of the visiting astronomer from Pune, for the guest-house form: {s}": _vid,
    "my Aadhaar VID (not the Aadhaar number itself): {s}": _vid,
    "IMEI of the Iridium 9555 we keep in the ridge hut: {s}": _imei,
    "спутниковый телефон на куполе, IMEI {s}": _imei,
    "MEID of the dish's backup LTE modem: {s}": _meid,
    "IMSI of the SIM in the Terekli camera's router: {s}": _imsi,
    "Handelsregisternummer der Jenaer Optikfirma für den Vertrag: {s}": _hrb,
    "военный билет Азамата: {s}": _ru_military,
    "номер загранпаспорта для визы на конференцию: {s}": _ru_foreign_passport,
    "ჩემი პირადობის მოწმობის ნომერი: {s}": _ge_card,
    "ehliyet belge numaram: {s}": _tr_licence,
    "my student card number, for the night-access list: {s}": _student_card,
    "студенческий билет №: {s}": _student_card,
    "Мени паспортумну номери: {s}": _passport(["75", "82"], 7),
    "Си паспортым и номерыр: {s}": _passport(["83", "72"], 7),
    "Мениъ паспортымнынъ номери: {s}": _passport(["82", "76"], 7),
    "Зи паспортдин номер: {s}": _passport(["82", "75"], 7),
    "Дир паспорталъул номер: {s}": _passport(["82", "72"], 7),
    "ჩქიმი პასპორტიშ ნომერი: {s}": _passport(["13AB", "16AA"], 5),
    "მიშგუ პასპორტიშ ნომერ: {s}": _passport(["14AC", "17AB"], 5),
    "Çkimi pasaportiş numara: {s}": _passport(["U", "S"], 8),
    "pasaport numaram: {s}": _passport(["U"], 8),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Tkt.ge 2FA recovery codes\n{codes}", "spare sign-in codes for the observatory's Google Workspace {codes}",
            "UP42 backup codes: {codes}", "резервные коды 2FA:\n{codes}",
            "2FA yedek kodları: {codes}", "2FA-ის სარეზერვო კოდები: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Maxar:beka@pcu.edu?secret={s}&issuer=Maxar&period=30",
              "Aegis, manual setup key for the Blackbaud login: {s}",
              "2FAS, secret key for the KSAT portal: {s}",
              "ключ 2FA для почты: {s}"]  # fmt: skip
_CODES = ["{c} is your UP42 verification code", "Код подтверждения Госуслуг: {c}. Никому не сообщайте",
          "Paycell doğrulama kodunuz: {c}", "TBC: ერთჯერადი კოდი {c}",
          "Use {c} to sign in to Tessitura"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Skylab-Ridge", "PCU-Dome2-5G", "Teberda-Observers", "Beeline_Nalchik_5G",
          "MTS-Planetarium", "Kasumkent-Dish", "Khunzakh-StudentLab", "Terekli-MeteorCam",
          "Magti-Martvili-GS", "Silknet_Mestia_5G", "Ardesen-Kubbe", "TurkTelekom_Ardesen",
          "Megafon-Arkhyz", "Dombai-Hut-2G", "PCU-Guest-Sky"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nkey: {pw}",
    "observers' network {s}, password {pw}",
    "wifi in the ridge hut: {s} / {pw}",
    "Raspberry Pi imager, wireless LAN: SSID {s}, password {pw}",
    "the key on the sticker under the Beeline box: {pw}",
    "wifi {s}, пароль {pw}",
    "{s} ağının şifresi {pw}",
    "wifi {s}, პაროლი {pw}",
    "wifi {s}, паролу {pw}",
    "wifi {s}, паролыр {pw}",
    "wifi {s}, пароль {pw} я",
    "wifi {s}, şifre {pw} ren",
    "WLAN {s}, Schlüssel {pw}",
    "meteor-camera uplink wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("key_", (HEX, 24)), _j((HEX, 32)), _j((UPPER_DIGITS, 32)),
                 _j("openuv-", (LOWER_DIGITS, 12), "-io"), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[dictated over the radio link] {t}",
          "(spaced so the Myteam preview hides it) {t}", "по буквам: {t}", "harf harf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["код замка на куполе: {pw}", "kubbe kapısının kodu: {pw}", "გუმბათის კარის კოდი: {pw}",
          "Купол эшикни коду: {pw}", "Куполдин ракӀарин код: {pw}", "Kubbeş kapiş kodi: {pw}",
          "the dome 2 door keypad takes {pw} then *", "padlock on the ridge hut: {pw}",
          "cabinet with the eyepieces, combination {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["aldebaran", "perseid", "zenith", "azimuth", "parallax", "meridian", "airmass",
                 "dobson", "khychin", "ushba", "tetnuldi", "kubdari", "hamsi", "elbrus",
                 "cepheid", "ecliptic"]  # fmt: skip
_PHRASES = {"Passbolt passphrase for the observatory vault: {p}": " ",
            "Enpass master passphrase: {p}": " ",
            "Psono passphrase: {p}": "-", "VeraCrypt volume passphrase for the raw data disk: {p}": ".",
            "парольная фраза бэкапа: {p}": " ", "yedek parola cümlesi: {p}": "_",
            "LUKS passphrase of the dish controller: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Hoppscotch collection, header Authorization: Basic {v}": True,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "Bruno request file: auth:bearer {{ token: {v} }}": False,
    "HTTPie session json: \"Authorization\": \"Basic {v}\"": True,
    "Yaak export of the N2YO call: authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "indiserver profile, ~/.indi/Dome.xml:\n<newTextVector device=\"Dome\" name=\"AUTH\">\n  <oneText name=\"PASSWORD\">{pw}</oneText>\n</newTextVector>",
    "allsky config.sh:\nFTP_USER=\"allsky\"\nFTP_PASSWORD=\"{pw}\"\nFTP_SERVER=\"ftp.ridge.pcu.lan\"",
    "satnogs-client env:\nSATNOGS_STATION_ID=3381\nSATNOGS_RIGCTL_PASSWORD={pw}",
    "openwebrx settings.json:\n{{\"receiver_name\": \"Kasumkent\", \"admin_password\": \"{pw}\"}}",
    "weewx.conf:\n[StdRESTful]\n    [[WOW]]\n        station = PCU-Ridge\n        password = {pw}",
    "gpredict hamlib rigs.conf:\n[rotator]\nhost=rotator.martvili.lan\nport=4533\npassword={pw}",
    "grafana.ini:\n[security]\nadmin_user = skylab\nadmin_password = {pw}",
    "mosquitto.conf bridge:\nconnection ridge\naddress broker.ridge.lan:8883\nremote_username meteo\nremote_password {pw}",
    "influxdb2 config.toml (telegraf output):\n[[outputs.influxdb]]\nusername = \"telegraf\"\npassword = \"{pw}\"",
    "smb.conf for the archive share, credentials file:\nusername=archive\npassword={pw}\ndomain=SKYLAB",
    "postfix sasl_passwd:\n[smtp.pcu.edu]:587 noreply@pcu.edu:{pw}",
    "nut upsd.users:\n[monuser]\n    password = {pw}\n    upsmon primary",
    "zeiss-projector.ini:\n[Network]\nOperatorUser=operator\nOperatorPassword={pw}",
    "digistar show-control.yaml:\ncontroller:\n  user: showctl\n  password: {pw}",
    "NINA profile, dome section:\n<DomeSettings><Password>{pw}</Password></DomeSettings>",
    "ASCOM Alpaca server settings.json:\n{{\"DeviceName\": \"RidgeRoof\", \"Password\": \"{pw}\"}}",
    "odoo.conf (box office):\n[options]\ndb_user = odoo\ndb_password = {pw}\nadmin_passwd = {pw}",
    "wp-config.php of the visitor site:\ndefine('DB_PASSWORD', '{pw}');",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Azamat: ridge wifi password?\nMadina: {pw}",
    "[23:41] kantemir: root pw for the dish controller?\n[23:42] emin: {pw}",
    "Nino: {pw} is the new Digistar admin password",
    "Beka: use {pw}, that's what the ground station has now",
    "Ирина: новый пароль {pw}",
    "Nazlı: yeni şifre {pw}",
    "Залина: паролыр щӀэр {pw}",
    "Шамиль: цIияб пароль {pw}",
    "Гела: ახალი პაროლი რე {pw}",
    "Temuri: ağani şifre {pw}",
    "Айдар: янъы пароль {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200dword = {pw}", "pass\u2060word → {pw}", "раsswоrd = {pw}",
    "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽: {pw}", "ｐａｓｓｗｏｒｄ = {pw}", "pass\u202aword: {pw}", "pass\u00adword {pw}",
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
    "the dome 2 admin password is": "{s}", "ASIAIR pw:": "{s} (since the mount swap in October)",
    "пароль:": "{s}", "dish controller password": "{s}\nchange it after the campaign",
    "паролу —": "{s}", "şifre:": "{s}", "პაროლი რე": "{s}", "Digistar password": "{s}",
    "the password Emin read out over the radio was": "{s}, I think", "пароль я": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Capella Space API key", "{s}", _j((HEX, 64))),
    ("split_token", "Vivenu key:", "{s} (box office)", _j("key_", (HEX, 40))),
    ("split_token", "ICEYE client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 05/38", lambda g: v.grouped(_card(g, "humo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GE"))),
    ("split_backup", "Tkt.ge recovery codes", "{s}\nqzvk41-8m2d\nbtwr07-h3v9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Aadhaar VID", "{s}", _vid),
    ("split_phrase", "Passbolt passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"planewave": {"url": "https://mount.ridge.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"паролу": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "emin", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"domes": [{"name": "dome-1"}, {"name": "dome-2", "panel_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["nebula-console", "-addr", "graph.pcu.lan", "-u", "root", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "пароль от купольного компьютера {s}"}': ("meta_password", _plain_pw),
    '{"şifre": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the show server as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"capella": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"satnogsToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"ticketsolve_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "02/38"}}': ("meta_card", lambda g: v.grouped(_card(g, "uzcard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AZ")),
    '{"guest": {"aadhaar_vid": "{s}"}}': ("meta_id", _vid),
    '{"mfa": {"backup_codes": ["{s}", "qzvk41-8m2d", "btwr07-h3v9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donations_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"uplink": {"sdls_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 64))),
    '{"ridge_hut": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "PCU-Dome2-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"astropy-7.1.0-cp312-cp312-manylinux.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"pwi4-mount-firmware-4.2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/pcu/skylab-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(
    b"pipeline: add airmass column to the night summary", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"scheduler: revert pass priority", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"m42_2033-01-14_L.fits", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"dr3-photometry.parquet").hexdigest()

CLEAN = [
    "Remind me to change the dome 2 PC password before the service visit on 2033-03-09.",
    "Madina asked for the ridge wifi password; it's on the card in the night assistant's drawer.",
    "Policy: observatory passwords are at least 16 characters and live only in the vault.",
    "Please don't paste passwords into eXpress; share a vault link instead.",
    "The `.env.example` line `CAPELLA_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Digistar console asks for a new admin password after every software update.",
    "Replace <YOUR_N2YO_KEY> in the README with the key from your N2YO profile page.",
    "SATNOGS_API_TOKEN and SKYWATCH_API_KEY must be set before the nightly pass sync runs.",
    "Никому не говори свой пароль.",
    "Şifreni kimseye söyleme.",
    "პაროლი არავის უთხრა.",
    "Паролунгу кишиге айтма.",
    "Уи паролыр зыми жумыӀэ.",
    "Ви пароль садазни лугьумир.",
    "Мун пароль щивниго абуге.",
    "Şifre kimis va uzi.",
    "Das Kennwort muss mindestens sechzehn Zeichen lang sein.",
    "La contraseña debe tener al menos dieciséis caracteres.",
    "Le mot de passe doit contenir au moins seize caractères.",
    "パスワードは16文字以上にしてください。",
    "Upgraded the mount firmware from 4.2.6 to 4.2.7 and astropy to 7.1.0 last night.",
    f"commit {_COMMIT} adds the airmass column to the night summary.",
    f"Rolled back to {_SHORT} after the pass priority change starved the cubesat passes.",
    f"requirements.txt: astropy==7.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The PWI4 mount firmware 4.2.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of dr3-photometry.parquet: {_SHA512}",
    f"The sync container runs ghcr.io/pcu/skylab-sync@sha256:{_IMAGE}.",
    f"MD5 of m42_2033-01-14_L.fits is {_MD5}, same as the copy on the archive share.",
    "Request id 3f6c2a91-8d4e-4b17-a05c-7e2b9d1f4c63 is the slow one in the UP42 logs.",
    "Purchase order PO-2033-00712 for two 2-inch Baader filters ships on Tuesday.",
    "Usedesk #55817: the Mestia visitor centre projector flickers during the opening show.",
    "Call the Nalchik planetarium box office on +7 8662 44 19 07 before noon.",
    "Call the Ardeşen outreach dome on +90 464 715 28 36 to book the school group.",
    "Ticket order 2033-PLN-004821: 38 seats for the 'Winter Sky' show on Saturday.",
    "NORAD 25544 passes over Martvili at 19:42 UTC, max elevation 63°.",
    "Seeing was 0.8 arcsec at 02:10; the dome was closed at 04:55 because of humidity.",
    "After five wrong passwords the dome controller locks the account for 15 minutes.",
    "The radio dish is 12 m across and tracks at up to 3° per second in azimuth.",
    "The secret of good seeing on the ridge is the cold air after midnight.",
    "Ask Murat for the ridge hut keypad code, I don't have it.",
    "My card ending 4471 was declined at the Nalchik hardware store.",
    "The Tbilisi optics workshop wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the observatory's UP42 account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `N2YO_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the ridge hut freezes in January; bring the de-icer.",
    "OpenUV moved the API key page under Account › Settings in its spring release.",
    "ISBN 978-0-521-86096-3 is the photometry handbook on the lab shelf; ORCID iD 0000-0002-1825-0097 belongs to its editor.",
    "The guest wifi 'PCU-Guest-Sky' is open, no password needed.",
    "Observation run OBS-2033-0147: M42, 40 x 120 s in L, binning 2x2, airmass 1.31.",
    "The password reset page for student accounts is https://id.pcu.edu/reset.",
    "Sun altitude -18° at 18:52 local time; astronomical twilight ends then.",
    "The planetarium seats 96 people; the dome is 11 m across.",
    "Version 2.3.1 of skylab-sync fixed the pass-time rounding bug.",
    "Gate code changes are announced in the staff meeting, never in chat.",
    "Invoice INV-2033-0391 for the mirror recoating is due on 2033-04-30.",
    "Ground station log: AOS 19:42:07, LOS 19:53:31, 2 341 frames received, 0 CRC errors.",
    "Пароль должен содержать не менее шестнадцати символов.",
    "Şifre en az on altı karakter olmalıdır.",
    "The token budget for the archive assistant is 8000 tokens per query.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T19:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/skylab/dome2", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 1187}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "astropy", "version": "7.1.0"}}',
    '{"ticket": "55817", "purchase_order": "PO-2033-00712"}',
    '{"run": {"id": "OBS-2033-0147", "target": "M42", "exposures": 40, "airmass": 1.31}}',
    '{"phone": "+7 8662 44 19 07", "city": "Nalchik"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "seats": 96}',
    '{"norad_id": 25544, "aos": "19:42:07", "max_elevation_deg": 63}',
    '{"request_id": "3f6c2a91-8d4e-4b17-a05c-7e2b9d1f4c63", "vendor": "UP42", "status": 200}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
