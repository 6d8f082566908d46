# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, fifty-ninth corpus: written blind, without reading the rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to fifty-eighth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written beside it (the sixtieth to sixty-second), their tests nor the reports, and the
scrubber was never run on it. Its own seed, password words, names, places, templates, tools,
vendors and layouts, the way the balloon crews, tandem pilots, winch drivers, booking desk, photo
desk, wing-repair loft and launch café of a hot-air balloon, tandem paragliding and gliding
operator (Loftwind Sky Sports: a balloon hangar and propane cage at Göreme in Cappadocia, tandem
launches at Sarangkot above Pokhara, at Bir Billing, at Castejón de Sos in the Benasque valley, at
Karimabad in Hunza, at Booni in Chitral, above Gagra and at the Col de la Forclaz, a gliding club
with a winch and an OGN receiver at Optand by Östersund, and the Cloudbase Café at the Sarangkot
launch) leak secrets into an assistant's memory: Gem4me, Rakuten Link, Beep Pakistan, Samvad,
JioMeet, Bridgefy, Teleguard, Chiffry, Armour Mobile, Silent Phone, BBMe, Retroshare, Soma
Messenger, Pix-Art, Yaxim, Digsby, Hamsket, KakaoWork and Hiworks messages, Lisuto, Cybozu Office,
desknet's NEO, TheBrain and Yinxiang Biji notes, Tower.im, Redbooth and Kantree tasks, Zentao bugs,
HelpDezk tickets and SimpleHelp session notes, e-mails, runbooks, the history of ROXTerm, Andronix,
Terminal Emulator for Android and Commander One's terminal, commands of sipcmd, pagekite.py, zrok,
boringproxy, tunnelto, pinggy, the 3scale toolbox, pgcenter, cherokee-admin, w3m, elinks, jsqsh,
osm2pgsql, wsman, amttool, meshcmd, solsql, Vertica's admintools, Maven's gpg and Jib flags,
Bundler, ChartMuseum, act_runner, spacecmd, rhnreg_ks, woodpecker-cli, Cisco's vpn CLI, nordvpn, SUSEConnect,
h2load and httperf, configs of pmacct, Meteobridge, rbfeeder, resticprofile, autorestic, PageKite,
the 3scale toolbox, jsqsh, spacecmd, ChartMuseum, LibreBooking, QloApps, SambaPOS, Open Source
Point of Sale, Radicle and act_runner, the web pages and apps of balloon, flight, weather, radio,
tracking, power, door and café hardware (Ultramagic, Cameron Balloons, PowerFLARM, LXNAV,
Skylaunch, Tost, Otodata Nee-Vo, Deep Sea Electronics, Barani, Garmin inReach, SPOT Gen4, Bivy
Stick, Zelty, Gastronovi, TCPOS, Oracle Simphony, UGREEN, EcoFlow, Bluetti, Fully Kiosk, Anytone,
Pramac, Dynon, Megadoor, Butzbach, Flytec, XC Tracer, Flymaster), README fragments, voice-dictated
text and requests to the assistant itself. About 60 % English (or language-neutral config and
shell), the rest in Benasquese (Patués), Jamtish, Kangri (in Devanagari), Gurung (in Devanagari,
mixed with Nepali as its speakers write it), Sherpa (in Tibetan script, mixed with English loan
words), Burushaski (in Latin letters), Khowar (in the Perso-Arabic script) and Abkhaz (no earlier
docstring names them), and Turkish, Nepali, Hindi, Urdu, Spanish, Swedish, Russian, French,
Italian, Portuguese, Azerbaijani and Czech in wordings of their own. Vendors (XContest, SeeYou
Cloud, SkySight, TopMeteo, Livetrack24, PureTrack, FlarmNet, SafeSky, SkyDemon, ForeFlight,
EasyVFR, AvPlan EFB, Resmark, TicketingHub, Turitop, Tourwriter, Insta360, WeTransfer, ShootProof,
Pic-Time, Fonepay, IME Pay, Prabhu Pay, SadaPay, NayaPay, Qliro, Paycomet, Holfuy, Windfinder,
ADS-B Exchange, AirNav RadarBox, Leon Software, FL3XX, Avinode, OpenAIP, CheckWX, AVWX, Sparrow
SMS, Aakash SMS, Bokio, Billogram, WeGlide, Wingly, Meteored, Flymaster, Burnair, Quipu, Fygaro)
are ones heldouts 5 to 58 do not name (their token shapes are this file's guesses where a vendor
publishes none); the ids are kinds they do not use: Sweden's Plusgiro account number, drawn until
python-stdnum's `luhn` validates its check digit (no other id kind left unused by those corpora
has a python-stdnum module), and, carrying no check a library or this file verifies (no
check-digit algorithm is written here): Nepal's national identity number, smart driving-licence
number, PAN and passport number, Aragón's tarjeta sanitaria (CIP) number, the card number of
Spain's TIE, Turkey's residence-permit (ikamet izni) card number, a Swedish körkortsnummer,
Azerbaijan's FIN code, an Abkhaz passport number, India's Ayushman Bharat (PM-JAY) card id and
Pakistani passports under Burushaski and Khowar words. Card numbers pass Luhn (RuPay and Mir
prefixes drawn here and checked with python-stdnum's `luhn`). The IBANs are of the countries used
least by a rough count over heldouts 5 to 58 (Turkey, Spain, Georgia, Azerbaijan, France, Italy,
Greece and Bulgaria, each in four), drawn until `stdnum.iban` validates them; seed phrases come
from `mnemonic`'s English, Spanish, Turkish, Russian, French, Italian and Czech lists.
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

SEED = 73_580_216
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


_SKY = ["Thermal", "Cumulus", "Cloudbase", "Riser", "Karabiner", "Vario", "Burner", "Envelope",
        "Skyhook", "Ridgelift", "Wingover", "Windsock", "Glider", "Winch", "Propane", "Basket",
        "Crown", "Sideslip"]  # fmt: skip
_PEAKS = ["Machapuchare", "Annapurna", "Dhauladhar", "Rakaposhi", "Tirichmir", "Aneto", "Posets",
          "Erciyes", "Hasandag", "Areskutan", "Ultar", "Dhaulagiri", "Storsylen", "Cotiella",
          "Mamzyshkha", "Bzyb", "Buthiti"]  # fmt: skip
_PLACES = ["Goreme", "Uchisar", "Avanos", "Sarangkot", "Pokhara", "Lakeside", "Billing", "Bir",
           "Castejon", "Benasque", "Karimabad", "Aliabad", "Booni", "Chitral", "Gagra",
           "Pitsunda", "Optand", "Ostersund", "Doussard", "Forclaz"]  # fmt: skip
_NAMES = ["Suresh", "Bimala", "Pasang", "Lhakpa", "Ngima", "Dawa", "Ankush", "Rohini", "Vikram",
          "Sapna", "Chusep", "Chuana", "Marieta", "Nieus", "Jonte", "Marta", "Olle", "Sigrid",
          "Karim", "Shahida", "Ghulam", "Nusrat", "Rahmat", "Zarina", "Shahzad", "Astamur",
          "Saida", "Adgur", "Inal", "Emre", "Zeynep", "Hakan", "Elodie", "Bastien"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Th3rm4l", "Cl0udb4s3", "W1ng0v3r", "Burn3r", "Sk7h00k", "R1dg3l1ft", "3nv3l0p3",
         "K4r4b1n3r", "V4r10"]  # fmt: skip


def _altitude(g: random.Random) -> str:
    """A peak and a height in metres, the way a pilot remembers a launch."""
    return f"{g.choice(_PEAKS)}{g.randrange(1500, 8200)}m{g.choice(_SYMBOLS)}"


def _windspeed(g: random.Random) -> str:
    """A word of the trade and a wind limit, the way a winch crew jokes a password together."""
    return f"{g.choice(_SKY)}{g.randrange(8, 45)}kmh{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Three random groups of seven letters and digits, as a generator joins them."""
    return "_".join(_r(g, ALNUM, 7) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SKY)}{g.choice(_PEAKS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_SKY, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&!?*", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2033)) + g.choice(_SYMBOLS),
    _altitude,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_SKY).lower()}.{g.randrange(1970, 2033)}",
    lambda g: f"Flight{g.randrange(100, 1000)}{g.choice(_SKY)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, LOWER, 3) + _r(g, UPPER, 1) + _r(g, D, 4) + g.choice(_SYMBOLS) + _r(g, UPPER, 2),
    lambda g: f"{g.choice(_SKY).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}Flies{g.choice(_PEAKS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 18),
    _windspeed,
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Gem4me chat, 'Göreme hangar': the Ultramagic burner test-rig tablet password is {pw}",
    "Rakuten Link message from Emre: Cameron Balloons flight-log laptop password {pw}",
    "Beep Pakistan message from Karim: the PowerFLARM Fusion web page password is {pw}",
    "Samvad chat with Ankush: LXNAV S10 vario config password {pw}",
    "JioMeet chat during the pilots' briefing: Skylaunch Evo winch panel password {pw}",
    "Bridgefy message from Astamur: Tost winch controller admin password {pw}",
    "Teleguard message from Saida: Otodata Nee-Vo propane tank portal password {pw}",
    "Chiffry chat, Olle: the Deep Sea Electronics DSE WebNet gateway password is {pw}",
    "Armour Mobile message from Bastien: Barani MeteoHelix cloud password {pw}",
    "Silent Phone text from Lhakpa: Garmin inReach Explore portal password {pw}",
    "BBMe chat with Elodie: SPOT Gen4 account password {pw}",
    "Retroshare forum post (private, I hope): Bivy Stick account password {pw}",
    "Soma Messenger, Zeynep: Zelty back office password for the Cloudbase Café {pw}",
    "Pix-Art message from Sapna: Gastronovi office password for the launch café {pw}",
    "Yaxim chat with Jonte: TCPOS back office admin password {pw}",
    "Digsby log on the old booking laptop: Oracle Simphony manager password {pw}",
    "Hamsket tab, KakaoWork chat: UGREEN NASync DXP4800 admin password {pw}",
    "Hiworks mail from Hakan: the EcoFlow Delta Pro app password is {pw}",
    "KakaoWork message from Dawa: Bluetti AC300 cloud password {pw}",
    "Lisuto note: Fully Kiosk Browser admin password on the booking tablets {pw}",
    "Cybozu Office bulletin: Anytone AT-D878UV programming password {pw}",
    "desknet's NEO memo: Pramac generator controller password {pw}",
    "TheBrain thought 'Optand tow plane': Dynon SkyView maintenance password {pw}",
    "Yinxiang Biji note 'Göreme': Megadoor hangar door controller password {pw}",
    "Tower.im task: change the Butzbach door panel password (now {pw})",
    "Zentao bug 418: the Flymaster Live dashboard password {pw} stopped working",
    "Kantree card 'Bir office': Flytec Element Track portal password {pw}",
    "HelpDezk ticket 2207: the XC Tracer Maxx II config page password is {pw}, please reset it",
    "Hi Pasang,\n\nthe root password on the Sarangkot weather server is {pw}. Delete this mail once it is in the vault.\n\nCheers,\nSigrid",
    "Runbook: morning inflation at Göreme\n1. open the Ultramagic test-rig tablet\n2. log in as crew\n3. password {pw}\n4. run the burner pressure check on both tanks",
    "my Himalayan Bank mobile app password is {pw} now",
    "la mía contrasenya del correu ye {pw}",
    "contrasenya del router de casa: {pw}, no u digas a dingú",
    "Chusep: la contrasenya nueva del servidó ye {pw}",
    "lösenorde mett tel mejln ä {pw}",
    "lösenorde åt routern hemma: {pw}, säj int åt nån",
    "Jonte: nytt lösenord åt klubbdatorn ä {pw}",
    "मेरे ईमेल दा पासवर्ड {pw} ऐ",
    "घरे दे राउटरे दा पासवर्ड: {pw}, कुसी जो मत दस्सेयां",
    "अंकुश: नौए सर्वरे दा पासवर्ड {pw} ऐ",
    "ङए इमेलए पासवर्ड {pw} मु",
    "ङए धिंए राउटरए पासवर्ड: {pw}",
    "सुरेश: नयाँ सर्भरए पासवर्ड {pw} मु",
    "ངི་ email གི་ password {pw} ཡིན།",
    "པ་སང་: server གསར་པ་གི་ password {pw} ཡིན།",
    "Ja email e password {pw} bilá",
    "ja ha e router e password: {pw}",
    "Karim: taza server e password {pw} bilá",
    "مه ای میلو پاسورڈ {pw} اسور",
    "مه دورو راؤٹرو پاسورڈ: {pw}",
    "رحمت: نوغ سرورو پاسورڈ {pw} اسور",
    "Сыэлпошта апароль {pw} ауп",
    "Аҩны ароутер апароль: {pw}, аӡәгьы иаумҳәан",
    "Астамур: асервер апароль ҿыц {pw} ауп",
    "balon hangarındaki bilgisayarın şifresi {pw}",
    "Akbank mobil şifrem artık {pw}",
    "बुकिङ अफिसको कम्प्युटरको पासवर्ड {pw} हो",
    "la contraseña del ordenador de la oficina de Castejón es {pw}",
    "пароль от ноутбука на старте в Гагре: {pw}",
    "ہنزہ دفتر کے کمپیوٹر کا پاس ورڈ {pw} ہے",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["suresh.g", "bimala", "pasang", "lhakpa", "ngima", "dawa", "ankush", "rohini", "vikram",
          "sapna", "chusep", "chuana", "marieta", "jonte", "marta.o", "olle", "sigrid", "karim",
          "shahida", "ghulam", "rahmat", "zarina", "astamur", "saida", "inal", "emre", "zeynep",
          "hakan", "elodie", "bastien", "svc-booking", "ops-hangar", "pilot-duty"]  # fmt: skip
_LOGINS = [
    "Gem4me, Emre: the Ultramagic rig login is {u} / {pw}",
    "HelpDezk #2231: {u} locked out of the Zelty back office, last password {pw}",
    "user={u} pass={pw}",
    "TheBrain › Hangar › Göreme › Otodata portal: {u} — {pw}",
    "| site | login | password |\n|---|---|---|\n| Sarangkot weather | {u} | {pw} |",
    "log in to the Skylaunch panel as {u} with {pw}",
    "PowerFLARM web {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: ogn-optand\n  user: {u}\n  pass: {pw}",
    "Hiworks: account {u}, password {pw}",
    "Olle says the winch login is {u} and the password is {pw}",
    "site,user,password\nbir-office,{u},{pw}",
    "ssh {u}@wx-sarangkot.loftwind.lan, the password is {pw}",
    "Bridgefy: creds for the Tost controller are {u} and {pw}",
    "{u}@loftwind.net:{pw}",
    "usuari {u}, contrasenya {pw}, pa la oficina de Castejón",
    "användarnamne ä {u} å lösenorde ä {pw}",
    "यूज़रनेम {u} ऐ कने पासवर्ड {pw}",
    "युजरनेम {u}, पासवर्ड {pw} मु",
    "username {u}, password {pw} ཡིན།",
    "ja username {u} bilá, password {pw}",
    "یوزر نیم {u}، پاسورڈ {pw} اسور",
    "ахьӡ {u}, апароль {pw}",
    "kullanıcı adı {u}, şifre {pw}",
    "प्रयोगकर्ता नाम {u}, पासवर्ड {pw}",
    "usuario: {u} — contraseña: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["thermal", "cumulus", "riser", "burner", "windsock", "skyhook", "karabiner",
               "machapuchare", "rakaposhi", "dhauladhar", "aneto", "erciyes", "sarangkot",
               "tirichmir", "storsylen", "bzyb", "posets", "sideslip"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: {w}, and right after it the number {d}",
    "for the winch panel it's {w} with {d} on the end",
    "voice memo: the hangar wifi password is {w} and then {d}, no spaces",
    "it's {w}{d}, word and number run together",
    "la contrasenya ye la paraula {w}, y dimpués {d}",
    "lösenorde ä orde {w}, å sen {d}",
    "पासवर्ड ऐ शब्द {w}, फिरी {d}",
    "पासवर्ड {w} भन्ने शब्द मु, त्यसपछि {d}",
    "password ནི་ {w} ཟེར་བའི་ཚིག་ཡིན། དེ་རྗེས་ {d}",
    "password {w} bilá, ite ke {d}",
    "پاسورڈ {w} لو اسور، اوچے {d}",
    "апароль — ажәа {w}, нас {d}",
    "şifre {w} kelimesi, arkasından {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 5 % len(_SAID_WORDS)]  # a different word each time
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "sipcmd -P sip -u {u} -c '{pw}' -w pbx.loftwind.lan -x 'c112;w3000;h'",
    "pagekite.py --clean --frontend=kites.loftwind.net:443 --service_on=http:bookings-loftwind.pagekite.me:localhost:8080:{pw}",
    "zrok enable {pw}",
    "boringproxy client -server bp.loftwind.net -token '{pw}' -client-name hangar-pi -user {u}",
    "tunnelto set-auth --key '{pw}'",
    "ssh -p 443 -R0:localhost:8080 {pw}@a.pinggy.io",
    "3scale remote add loftwind https://{pw}@loftwind-admin.3scale.net",
    "PGPASSWORD='{pw}' pgcenter top -h pg.loftwind.lan -U {u} bookings",
    "cherokee-admin -b\n\nLogin:\n  User:              {u}\n  One-time Password: {pw}\n\nWeb Interface:\n  URL:               http://localhost:9090/",
    "w3m 'http://{u}:{pw}@flarm-gw.loftwind.lan/status'",
    "elinks 'https://{u}:{pw}@wx-bir.loftwind.lan/admin/'",
    "jsqsh -d mssql -S mssql.loftwind.lan -U {u} -P '{pw}'",
    "PGPASSWORD={pw} osm2pgsql --slim -H pg.loftwind.lan -U {u} -d airspace nepal-latest.osm.pbf",
    "wsman enumerate http://schemas.dmtf.org/wbem/wscim/1/cim-schema/2/CIM_ComputerSystem -h nuc-booking.loftwind.lan -P 16992 -u {u} -p '{pw}'",
    "AMT_PASSWORD='{pw}' amttool nuc-hangar.loftwind.lan info",
    "meshcmd amtpower --host nuc-bir.loftwind.lan --user {u} --pass '{pw}' --poweron",
    "solsql \"tcp solid.loftwind.lan 1964\" {u} {pw}",
    "admintools -t stop_db -d flightlog -p '{pw}'",
    "mvn -B deploy -Dgpg.passphrase='{pw}' -Dgpg.keyname=ops@loftwind.net",
    "bundle config set --global gems.loftwind.net {u}:{pw}",
    "chartmuseum --port=8088 --storage=local --storage-local-rootdir=/srv/charts --basic-auth-user={u} --basic-auth-pass='{pw}'",
    "mvn compile jib:build -Dimage=registry.loftwind.lan/bookings -Djib.to.auth.username={u} -Djib.to.auth.password='{pw}'",
    "act_runner register --no-interactive --instance https://git.loftwind.lan --token {pw} --name hangar-runner",
    "spacecmd -u {u} -p '{pw}' -s uyuni.loftwind.lan -- system_list",
    "rhnreg_ks --serverUrl=https://uyuni.loftwind.lan/XMLRPC --username={u} --password='{pw}' --force",
    "woodpecker-cli --server https://ci.loftwind.lan --token {pw} repo ls",
    "printf 'connect vpn.loftwind.net\\n{u}\\n{pw}\\ny\\n' | /opt/cisco/secureclient/bin/vpn -s",
    "nordvpn login --legacy --username {u}@loftwind.net --password '{pw}'",
    "SUSEConnect -r '{pw}' -e ops@loftwind.net",
    "sshpass -p '{pw}' ssh {u}@ogn-optand.loftwind.lan 'systemctl restart rtlsdr-ogn'",
    "xfreerdp /v:booking-pc.loftwind.lan /u:{u} /p:'{pw}' /cert:ignore",
    "mysql -h db.loftwind.lan -u {u} -p'{pw}' bookings -e 'select count(*) from flights'",
    "curl -u {u}:{pw} https://wx-sarangkot.loftwind.lan/api/v1/live",
    "redis-cli -h cache.loftwind.lan -a '{pw}' keys 'slot:*'",
    "sqlcmd -S mssql.loftwind.lan -U {u} -P '{pw}' -Q 'SELECT TOP 5 * FROM Flights'",
    "7z a -p'{pw}' -mhe=on waivers-2033.7z waivers/",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "# {c}", "ROXTerm, ops@ogn-optand:~$ {c}",
    "Andronix (Ubuntu on the booking tablet) $ {c}",
    "Terminal Emulator for Android, chase-van phone:\n$ {c}",
    "SimpleHelp remote shell, booking PC:\n{c}", "Commander One terminal pane: {c}",
    "bash history on the winch laptop:\n  412  {c}", "history | grep -i pass\n  311  {c}",
    "crontab -l\n*/15 * * * * {c}", "Makefile, target deploy:\n\t{c}", "deploy.sh line 17: {c}",
    "root@hangar-pi:~# {c}", "ops@wx-sarangkot:~$ {c}", "PS C:\\booking> {c}",
    "from the Göreme crew laptop's .zsh_history:\n: 1983456712:0;{c}",
    "pasted into Tower.im task 88: {c}", "Zentao bug 431, steps to reproduce:\n1. {c}",
    "HelpDezk #2240, what the contractor typed: {c}", "Kantree card 'OGN receiver': {c}",
    "here's the command that worked: {c}", "ran this at 05:40 before the first flight: {c}",
    "(venv) bastien@forclaz:~/tools$ {c}", "screen -r winch, then: {c}",
    "Hamsket, Yaxim chat with Jonte: {c}", "Rakuten Link message: {c}",
    "çalıştırdığım komut: {c}", "मैले चलाएको कमान्ड: {c}", "lo comando que he feito: {c}",
    "kommandot ja körd: {c}", "मैं एह कमांड चलाई थी: {c}", "акоманда: {c}",
    "Karim e chalaimi command: {c}", "مہ چلاوتم کمانڈ: {c}", "ङए चलाएको कमान्ड: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtmps://{u}:{pw}@live.loftwind.net:443/app/tandem-cam",
    "ftpes://{u}:{pw}@photos.loftwind.net/uploads/2033/",
    "webdavs://{u}:{pw}@cloud.loftwind.net/remote.php/dav/files/{u}/",
    "postgis://{u}:{pw}@pg.loftwind.lan:5432/airspace",
    "mssql+pymssql://{u}:{pw}@mssql.loftwind.lan:1433/Bookings",
    "oracle+oracledb://{u}:{pw}@ora.loftwind.lan:1521/?service_name=FLT",
    "clickhouse+native://{u}:{pw}@ch.loftwind.lan:9000/telemetry",
    "redis+sentinel://:{pw}@sentinel.loftwind.lan:26379/mymaster/0",
    "influxdb://{u}:{pw}@influx.loftwind.lan:8086/variometers",
    "jdbc:postgresql://pg.loftwind.lan:5432/bookings?user={u}&password={pw}&ssl=true",
    "snowflake://{u}:{pw}@loftwind-xy12345/FLIGHTS/PUBLIC?warehouse=OPS",
    "ws://{u}:{pw}@broker.loftwind.lan:8080/mqtt",
    "svn+ssh://{u}:{pw}@svn.loftwind.lan/charts/trunk",
    "imaps://{u}:{pw}@mail.loftwind.net:993/INBOX",
    "Server=mysql.loftwind.lan;Port=3306;Database=waivers;Uid={u};Pwd={pw};SslMode=Required;",
]  # fmt: skip
_URL_PLACES = [
    "BOOKINGS_DB_URL={c}", "the old connection from the dashboard's config: {c}",
    "save this connection string for me: {c}", "bağlantı dizesi: {c}",
    "la cadena de conexión ye {c}", "HelpDezk #2252: {c}",
    "Yinxiang Biji note 'Databases': {c}", "desknet's NEO memo: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "loftwind-sky-sports", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "flights:read bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("XContest", "XCONTEST_API_KEY", _j((HEX, 32))),
    ("SeeYou Cloud", "NAVITER_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("SkySight", "SKYSIGHT_API_KEY", _j((ALNUM, 40))),
    ("TopMeteo", "TOPMETEO_TOKEN", _j((HEX, 40))),
    ("Livetrack24", "LIVETRACK24_APP_SECRET", _j((ALNUM, 32))),
    ("PureTrack", "PURETRACK_API_KEY", _j("pt_", (ALNUM, 40))),
    ("FlarmNet", "FLARMNET_TOKEN", _j((HEX, 64))),
    ("SafeSky", "SAFESKY_API_KEY", _j("ssk_live_", (ALNUM, 32))),
    ("SkyDemon", "SKYDEMON_LICENCE_KEY", _j((UPPER_HEX, 32))),
    ("ForeFlight", "FOREFLIGHT_API_TOKEN", _vendor_jwt("https://plan.foreflight.com")),
    ("EasyVFR", "EASYVFR_API_KEY", lambda g: v.uuid4(g, "b")),
    ("AvPlan EFB", "AVPLAN_API_KEY", _j((ALNUM, 36))),
    ("Resmark", "RESMARK_API_SECRET", _j((HEX, 40))),
    ("TicketingHub", "TICKETINGHUB_API_KEY", _j("th_", (ALNUM, 40))),
    ("Turitop", "TURITOP_SECRET_KEY", _j((ALNUM, 64))),
    ("Tourwriter", "TOURWRITER_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Insta360", "INSTA360_APP_SECRET", _j((ALNUM, 32))),
    ("WeTransfer", "WETRANSFER_API_KEY", _j((ALNUM, 40))),
    ("ShootProof", "SHOOTPROOF_REFRESH_TOKEN", _j((URLSAFE, 43))),
    ("Pic-Time", "PICTIME_API_KEY", _j((HEX, 32))),
    ("Fonepay", "FONEPAY_SECRET_KEY", _j((HEX, 64))),
    ("IME Pay", "IMEPAY_API_TOKEN", _j((B64, 43), "=")),
    ("Prabhu Pay", "PRABHUPAY_SECRET", _j((ALNUM, 32))),
    ("SadaPay", "SADAPAY_CLIENT_SECRET", _vendor_jwt("https://api.sadapay.pk")),
    ("NayaPay", "NAYAPAY_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Qliro", "QLIRO_API_SECRET", _j((ALNUM, 40))),
    ("Paycomet", "PAYCOMET_API_TOKEN", _j((HEX, 40))),
    ("Holfuy", "HOLFUY_API_KEY", _j((ALNUM, 24))),
    ("Windfinder", "WINDFINDER_API_KEY", _j((HEX, 32))),
    ("ADS-B Exchange", "ADSBX_API_KEY", lambda g: v.uuid4(g, "8")),
    ("AirNav RadarBox", "RADARBOX_API_KEY", _j((HEX, 64))),
    ("Leon Software", "LEON_API_TOKEN", _j((B64, 86), "==")),
    ("FL3XX", "FL3XX_API_TOKEN", _j((ALNUM, 32))),
    ("Avinode", "AVINODE_API_TOKEN", _vendor_jwt("https://services.avinode.com")),
    ("OpenAIP", "OPENAIP_API_KEY", _j((HEX, 32))),
    ("CheckWX", "CHECKWX_API_KEY", _j((ALNUM, 32))),
    ("AVWX", "AVWX_TOKEN", _j((URLSAFE, 43))),
    ("Sparrow SMS", "SPARROW_SMS_TOKEN", _j("v2_", (ALNUM, 30))),
    ("Aakash SMS", "AAKASH_SMS_AUTH_TOKEN", _j((HEX, 64))),
    ("Bokio", "BOKIO_API_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Billogram", "BILLOGRAM_API_KEY", _j((HEX, 32))),
    ("WeGlide", "WEGLIDE_API_KEY", _j((ALNUM, 40))),
    ("Wingly", "WINGLY_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Meteored", "METEORED_API_KEY", _j((HEX, 40))),
    ("Flymaster", "FLYMASTER_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Burnair", "BURNAIR_API_KEY", _j((ALNUM, 32))),
    ("Quipu", "QUIPU_APP_SECRET", _j((B64, 44))),
    ("Fygaro", "FYGARO_API_SECRET", _j("fyg_", (ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "set -gx {env} {tok}",
    "$env:{env} = \"{tok}\"",
    ".env.production:\n{env}=\"{tok}\"",
    "fly secrets set {env}={tok} -a loftwind-bookings",
    "railway variables --set {env}={tok}",
    "kubectl create secret generic bookings-api --from-literal={env}={tok}",
    "heroku config:set {env}={tok} -a loftwind-bookings",
    "docker run -e {env}={tok} registry.loftwind.lan/bookings:2033.4",
    "netlify env:set {env} {tok}",
    "app.yaml (App Engine):\nenv_variables:\n  {env}: \"{tok}\"",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "terraform.tfvars:\n{lower} = \"{tok}\"",
    "group_vars/all.yml:\n{lower}: \"{tok}\"",
    "ecosystem.config.cjs: env_production: {{ {env}: '{tok}' }}",
    "Loftwind admin › Settings › Integrations › {vendor} › API key: {tok}",
    "TheBrain note 'Integrations': | {vendor} | live | {tok} |",
    "Tower.im task: rotate the {vendor} key {tok}",
    "Gem4me, Emre: {vendor} key for the booking sync: {tok}",
    "Samvad: the {vendor} token we use now is {tok}, the old one is revoked",
    "HelpDezk #2260: {vendor} sync returns 401, configured key {tok}",
    "Zentao bug 440: {vendor} integration broken, current key {tok}",
    "please remember my {vendor} API key: {tok}",
    "{vendor} key for prod (the pilots' app): {tok}",
    "dictated: the {vendor} API key is {tok}, that's all",
    "la clau API de {vendor} ye {tok}",
    "API-nykjeln åt {vendor} ä {tok}",
    "{vendor} दी API चाबी {tok} ऐ",
    "{vendor}ए API key {tok} मु",
    "{vendor} གི་ API key {tok} ཡིན།",
    "{vendor} e API key {tok} bilá",
    "{vendor} و API کی {tok} اسور",
    "{vendor} API ацаԥха {tok} ауп",
    "{vendor} API anahtarı: {tok}",
    "{vendor} को API कुञ्जी: {tok}",
    "{vendor} की API कुंजी {tok} है",
    "{vendor} کی API کلید {tok} ہے",
    "clave de API de {vendor} para las reservas: {tok}",
    "API-nyckel för {vendor} (klubbens bokning): {tok}",
    "ключ API {vendor} для бронирований: {tok}",
    "clé d'API {vendor} pour l'atterro : {tok}",
    "chiave API di {vendor}: {tok}",
    "chave de API do {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    openaip = _r(rng, HEX, 32)
    avwx = _r(rng, URLSAFE, 43)
    holfuy = _r(rng, ALNUM, 24)
    windfinder = _r(rng, HEX, 32)
    fl3xx = _r(rng, ALNUM, 32)
    billogram = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'resp = httpx.get("https://api.core.openaip.net/api/airspaces", headers={{"x-openaip-api-key": "{openaip}"}})', openaip),
        Sample("vendor_token", f'cfg := avwx.Config{{BaseURL: "https://avwx.rest/api", Token: "{avwx}"}}', avwx),
        Sample("vendor_token", f'let holfuy = HolfuyClient(stationID: 1187, apiKey: "{holfuy}")', holfuy),
        Sample("vendor_token", f'object Keys {{\n    const val WINDFINDER_KEY = "{windfinder}"\n}}', windfinder),
        Sample("vendor_token", f'var fl3xx = new Fl3xxClient("loftwind", "{fl3xx}");', fl3xx),
        Sample("vendor_token", f'Billogram.configure do |c|\n  c.api_user = "loftwind"\n  c.api_key = "{billogram}"\nend', billogram),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, lower=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Gem4me: {t}", "it's only shown once, so here it is:\n{t}", "token şu: {t}",
                "lo token nuevo: {t}", "{t}\n^ the new one; the old one is revoked",
                "park this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AppKey of the LoRa balloon tracker LT-03 (OTAA): {h}": 32,
    "Zigbee network key of the hangar sensors: {h}": 32,
    "HMAC secret for the TicketingHub booking webhook: {h}": 64,
    "DESFire master key of the hangar door cards: {h}": 32,
    "BLE long-term key of the pilots' vario, hex: {h}": 32,
    "AES-256 key of the chase-van telemetry link: {h}": 64,
    "yedekleme şifreleme anahtarı: {h}": 64,
    "ब्याकअप इन्क्रिप्सन कुञ्जी: {h}": 64,
    "арезервтә копиа ацаԥха: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "HelpDezk #2271: token pasted from the browser devtools {t}",
    "Cookie: lang=tr; lw_session={t}",
    "BOOKINGS_ACCESS_TOKEN={t}",
    "keep this bearer for me {t}",
    "erişim belirteci: {t}",
    "lo token ye {t}",
    "Zentao bug 452, the request header: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@loftwind.net"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.loftwind.net/realms/pilots",
            "azp": "booking-desk",
            "roles": ["pilot", "dispatch"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Göreme hangar Pi, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/bookings.loftwind.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TICKETINGHUB_SIGNING_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_ogn <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "PGP key for the insurer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
    "सर्भरको निजी कुञ्जी:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "privata nykjeln åt servern:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "steel plate backup of the café tip-jar wallet, copied before I melt it down: {p}": "english",
    "HERE Wallet recovery phrase\n{p}": "english",
    "MyNearWallet words (the old pilots' fund, emptied): {p}": "english",
    "paper backup from the Göreme safe: {p}": "english",
    "voice memo: the recovery words of the hangar wallet are {p} and that's all of them": "english",
    "TheBrain thought 'Club wallet (retired)': {p}": "english",
    "frase de recuperación de la cartera del club: {p}": "spanish",
    "cüzdanın kurtarma kelimeleri: {p}": "turkish",
    "фраза восстановления кошелька в Гагре: {p}": "russian",
    "phrase de récupération du portefeuille des pilotes : {p}": "french",
    "parole di recupero del portafoglio del bar: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
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
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        "  ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's, Mir's: brands the value helpers
    do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["6521", "6522", "508227", "607153"], [16])
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Gem4me, Emre: the company card for the burner spares is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "HelpDezk #2290: pay the reserve repack with card {c}",
    "Ultramagic invoice, paid by card {c} ({mm}/{yy})",
    "the card for the tandem deposit: {c}",
    "kart numaram: {c}, son kullanma {mm}/{yy}",
    "kortnummre mett: {c}, {mm}/{yy}",
    "मेरे कार्डे दा नंबर: {c}",
    "скарта аномер: {c}, {mm}/{yy}",
    "ja card e number {c} bilá",
    "मेरो कार्ड नम्बर: {c}",
]  # fmt: skip


_BRANDS = ["rupay", "visa", "mir", "mastercard", "amex", "maestro", "unionpay", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "the three little digits on the back, by the signature: {cvv}",
               "Amex {c}, the four-digit code on the front above the number: {cvv}",
               "kartın arkasındaki üç rakam: {cvv}",
               "los tres númeris de detrás de la tarcheta: {cvv}",
               "कार्डे दे पिच्छें त्रै अंक: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 58 (each in four); BBAN shapes (a, n,
# c, 0 as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"TR": "n" * 5 + "0" + "n" * 16, "ES": "n" * 20, "GE": "aa" + "n" * 16,
                "AZ": "aaaa" + "n" * 20, "FR": "n" * 10 + "c" * 11 + "nn",
                "IT": "a" + "n" * 10 + "n" * 12, "GR": "n" * 7 + "n" * 16,
                "BG": "aaaa" + "n" * 6 + "c" * 8}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice LW-2033-041: please pay the balloon envelope inspection to {i} within 14 days",
    "save the Göreme propane supplier's IBAN: {i}",
    "IBAN: {i}\nReference: tandem deposit, June",
    "Gem4me #finance: the Tbilisi radio shop's new bank details, IBAN {i}",
    "the Baku tandem pilot wants his fee paid to {i}",
    "refund to IBAN {i}, booking LW-88213",
    "hesabımın IBAN'ı: {i}",
    "lo IBAN de la mía cuenta: {i}",
    "IBAN mett ä {i}",
    "مه IBAN: {i}",
    "RIB de l'atterro de Doussard, IBAN {i}",
    "сыIBAN: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _plusgiro(g: random.Random) -> str:
    """A Swedish Plusgiro number: two to seven digits and a Luhn check digit, written in pairs
    from the right and the check digit after a dash."""
    body = g.choice("123456789") + _r(g, D, g.choice([4, 5, 6]))
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    head, pairs = body, list[str]()
    while len(head) > 2:
        pairs.insert(0, head[-2:])
        head = head[:-2]
    return " ".join([head, *pairs]) + "-" + number[-1]


def _np_nin(g: random.Random) -> str:
    """Nepal's national identity number (राष्ट्रिय परिचय नम्बर): ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _np_licence(g: random.Random) -> str:
    """A Nepali smart driving licence number: a province, an office and eight digits; no check."""
    return f"{g.randrange(1, 8):02d}-{g.randrange(1, 20):02d}-{_r(g, D, 8)}"


def _np_pan(g: random.Random) -> str:
    """A Nepali PAN (permanent account number): nine digits, no public check."""
    return g.choice("1234567") + _r(g, D, 8)


def _np_passport(g: random.Random) -> str:
    """A Nepali e-passport: PA and seven digits."""
    return "PA" + _r(g, D, 7)


def _es_tsi(g: random.Random) -> str:
    """Aragón's tarjeta sanitaria individual (CIP autonómico): AR and ten digits, no public check."""
    return "AR" + _r(g, D, 10)


def _es_tie(g: random.Random) -> str:
    """The card number (número de soporte) of a Spanish TIE: E and eight digits."""
    return "E" + _r(g, D, 8)


def _tr_ikamet(g: random.Random) -> str:
    """A Turkish residence-permit (ikamet izni) card number: a series letter and eight digits."""
    return g.choice("ABCDEFGHKMNPRSTVYZ") + _r(g, D, 8)


def _se_licence(g: random.Random) -> str:
    """A Swedish driving licence's card number (körkortsnummer): eight digits, no public check."""
    return g.choice("123456789") + _r(g, D, 7)


def _az_fin(g: random.Random) -> str:
    """Azerbaijan's FIN code (the personal code on the ID card): seven capitals and digits."""
    return v.until(
        g,
        lambda h: _r(h, "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ", 7),
        lambda s: any(c.isdigit() for c in s) and any(c.isalpha() for c in s),
    )


def _abkhaz_passport(g: random.Random) -> str:
    """An Abkhaz passport: a series and seven digits, no public check."""
    return f"{g.randrange(10, 100)} {_r(g, D, 7)}"


def _pmjay(g: random.Random) -> str:
    """India's Ayushman Bharat (PM-JAY) card id: nine capitals and digits, no public check."""
    return "P" + v.until(g, lambda h: _r(h, UPPER_DIGITS, 8), lambda s: not s.isdigit())


def _pk_passport(g: random.Random) -> str:
    """A Pakistani passport: two letters and seven digits."""
    return _r(g, UPPER, 2) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "नेपालको राष्ट्रिय परिचयपत्र नम्बर: {s}": _np_nin,
    "ङए राष्ट्रिय परिचयपत्र नम्बर {s} मु": _np_nin,
    "Nepal NIN of the new Sarangkot pilot, for the insurance form: {s}": _np_nin,
    "Pasang's smart driving licence no. (Nepal), for the van insurance: {s}": _np_licence,
    "मेरो सवारी चालक अनुमतिपत्र नम्बर {s} हो": _np_licence,
    "कम्पनीको प्यान नम्बर: {s}": _np_pan,
    "ངི་ passport ཨང་ {s} ཡིན།": _np_passport,
    "lo número de la mía tarcheta sanitaria: {s}": _es_tsi,
    "número de soporte del TIE de Elodie: {s}": _es_tie,
    "ikamet izni kart numaram: {s}": _tr_ikamet,
    "Bastien'in ikamet izni kart numarası {s}": _tr_ikamet,
    "körkortsnummre mett ä {s}": _se_licence,
    "Plusgirokonto för klubbens startavgifter: {s}": _plusgiro,
    "plusgiro åt flygklubben ä {s}": _plusgiro,
    "FIN code of the Baku tandem pilot's ID card: {s}": _az_fin,
    "şəxsiyyət vəsiqəsinin FİN kodu: {s}": _az_fin,
    "Аҧсны апаспорт сномер {s} ауп": _abkhaz_passport,
    "номер абхазского паспорта Астамура: {s}": _abkhaz_passport,
    "मेरे आयुष्मान कार्डे दा नंबर {s} ऐ": _pmjay,
    "आयुष्मान भारत PM-JAY ID: {s}": _pmjay,
    "ja passport e number {s} bilá": _pk_passport,
    "مه پاسپورٹو نمبر {s} اسور": _pk_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 2)}" for _ in range(n)]


_BACKUPS = ["SkyDemon 2FA recovery codes\n{codes}", "spare sign-in codes for the club's Microsoft account {codes}",
            "ForeFlight backup codes: {codes}", "2FA ब्याकअप कोडहरू:\n{codes}",
            "2FA yedek kodları: {codes}", "reservkodera åt mejln: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Avinode:bimala@loftwind.net?secret={s}&issuer=Avinode&period=30",
              "manual setup key for the FL3XX login: {s}",
              "2FA secret for the WeTransfer account: {s}",
              "2FA kurulum anahtarı: {s}"]  # fmt: skip
_CODES = ["{c} is your ForeFlight sign-in code", "Use {c} to confirm your WeGlide login",
          "तपाईंको Fonepay OTP {c} हो। कसैलाई नदिनुहोस्।",
          "Doğrulama kodunuz: {c}. Kimseyle paylaşmayın.",
          "Код подтверждения: {c}. Никому не сообщайте."]  # fmt: skip


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


_SSIDS = ["Loftwind-Hangar", "LW-Goreme-5G", "TurkNet-Uchisar", "Sarangkot-Launch",
          "Lakeside-Office", "Bir-Office-4G", "Castejon-Atterro", "Benasque-Vuelo",
          "Hunza-Karimabad", "Booni-Launch", "Aquafon-Gagra", "Optand-Klubb", "Optand-Winch",
          "CloudbaseCafe", "ChaseVan-01"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "hangar network {s}, password {pw}",
    "wifi at the launch café: {s} / {pw}",
    "OGN receiver first boot, wireless: ssid {s}, psk {pw}",
    "the key on the sticker under the 4G router: {pw}",
    "chase van hotspot {s}, key {pw}",
    "la contrasenya del wifi {s} ye {pw}",
    "lösenorde åt wifi {s} ä {pw}",
    "वाईफाई {s} दा पासवर्ड {pw} ऐ",
    "वाइफाइ {s}ए पासवर्ड {pw} मु",
    "wifi {s} e password {pw} bilá",
    "وائی فائی {s} و پاسورڈ {pw} اسور",
    "wifi {s} апароль {pw} ауп",
    "hangarın wifi'si {s}, şifresi {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("fyg_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ssk_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out a character at a time: {t}", "[dictated over the JioMeet call] {t}",
          "(spaced so the Gem4me preview doesn't show it) {t}", "harf harf: {t}",
          "एक एक अक्षर: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " : ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the propane cage padlock at Göreme: {pw}", "reserve-repack room keypad: {pw} then the green key",
          "key safe by the Optand clubhouse door: {pw}", "སྒོ་ལྕགས་ཀྱི་ code {pw} ཡིན།",
          "ह्याङ्गरए ताल्चाए कोड {pw} मु", "koden åt hänglåse på vinschboa: {pw}",
          "ахангар ашә акод {pw} ауп", "ہینگرو تالو کوڈ {pw} اسور",
          "propan kafesinin asma kilit şifresi: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["thermal", "riser", "burner", "windsock", "skyhook", "karabiner", "envelope",
                 "basket", "crown", "sideslip", "winch", "propane", "cumulus", "ridge", "flare",
                 "glider"]  # fmt: skip
_PHRASES = {"Devolutions Hub vault passphrase: {p}": " ", "LessPass master passphrase: {p}": "-",
            "passphrase for the encrypted waiver archive: {p}": ".",
            "disk passphrase of the Optand club laptop: {p}": " ",
            "la frase de pas de la copia: {p}": " ", "lösenfrasen åt backupen: {p}": "_",
            "बैकअपे दा पासफ्रेज़: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "h2load -n 200 -c 10 -H 'Authorization: Basic {v}' https://bookings.loftwind.net/api/slots": True,
    "httperf --server bookings.loftwind.net --uri /api/slots --add-header='Authorization: Bearer {v}\\n'": False,
    "raw request from the HelpDezk attachment:\nGET /api/flights HTTP/1.1\nHost: bookings.loftwind.net\nAuthorization: Basic {v}": True,
    "SambaPOS webhook settings, header Authorization = Basic {v}": True,
    "Open Source Point of Sale API test: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "pmacct.conf:\nplugins: pgsql\nsql_host: pg.loftwind.lan\nsql_user: pmacct\nsql_passwd: {pw}",
    "Meteobridge › Services › Weather Underground:\nStation ID: IGOREME12\nPassword: {pw}",
    "/etc/rbfeeder.ini:\n[client]\nnetwork_mode=true\nkey={pw}",
    "profiles.toml (resticprofile):\n[default]\nrepository = \"sftp:backup@nas.loftwind.lan:/restic\"\n[default.env]\nRESTIC_PASSWORD = \"{pw}\"",
    ".autorestic.yml:\nbackends:\n  nas:\n    type: sftp\n    path: backup@nas.loftwind.lan:/autorestic\n    key: {pw}",
    "~/.pagekite.rc:\nkitename   = bookings-loftwind.pagekite.me\nkitesecret = {pw}",
    "~/.3scalerc.yaml:\n---\n:settings:\n  :remotes:\n    loftwind:\n      :authentication: {pw}\n      :endpoint: https://loftwind-admin.3scale.net",
    "~/.jsqsh/connections.xml:\n<connection name=\"bookings\" driver=\"mssql\" server=\"mssql.loftwind.lan\" user=\"sa\" password=\"{pw}\"/>",
    "~/.spacecmd/config:\n[spacecmd]\nserver=uyuni.loftwind.lan\nusername=admin\npassword={pw}",
    "chartmuseum config.yaml:\nbasicauth:\n  user: charts\n  pass: \"{pw}\"",
    "LibreBooking config/config.php:\n$conf['settings']['database']['user'] = 'booked';\n$conf['settings']['database']['password'] = '{pw}';",
    "QloApps config/settings.inc.php:\ndefine('_DB_USER_', 'qlo');\ndefine('_DB_PASSWD_', '{pw}');",
    "SambaPOS local settings, connection string:\nData Source=.\\SQLEXPRESS;Initial Catalog=SambaPOS5;User Id=sa;Password={pw};",
    "Open Source Point of Sale .env:\nMYSQL_USERNAME=ospos\nMYSQL_PASSWORD={pw}",
    "radicle-node.service drop-in:\n[Service]\nEnvironment=RAD_PASSPHRASE={pw}",
    "act_runner .runner:\n{{\"id\": 3, \"name\": \"hangar-runner\", \"token\": \"{pw}\", \"address\": \"https://git.loftwind.lan\"}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Jonte: hangar wifi password?\nSigrid: {pw}",
    "[05:12] emre: root pw for the burner rig tablet?\n[05:13] hakan: {pw}",
    "Bastien: {pw} is the new winch admin password",
    "Zeynep: yeni şifre {pw}",
    "Chuana: la contrasenya nueva ye {pw}",
    "Marta: nytt lösenord ä {pw}",
    "रोहिणी: नौआं पासवर्ड {pw} ऐ",
    "बिमला: नयाँ पासवर्ड {pw} मु",
    "Саида: апароль ҿыц {pw} ауп",
    "Shahida: taza password {pw} bilá",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200dword: {pw}", "p\u0430ssword = {pw}", "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽: {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ {pw}",
    "pa\u034fssword: {pw}", "PASS\u2063WORD → {pw}", "p·a·s·s·w·o·r·d: {pw}", "ᵖᵃˢˢʷᵒʳᵈ: {pw}",
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
    "the winch admin password is": "{s}", "PowerFLARM pw:": "{s} (since the firmware update)",
    "la mía contrasenya ye": "{s}", "Otodata password": "{s}\nchange it after the season",
    "lösenorde ä": "{s}", "पासवर्ड ऐ": "{s}", "şifre:": "{s}", "апароль": "{s}",
    "the password Pasang read out over the radio was": "{s}, I think", "ja password": "{s} bilá",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "OpenAIP API key", "{s}", _j((HEX, 32))),
    ("split_token", "Holfuy key:", "{s} (Sarangkot station)", _j((ALNUM, 24))),
    ("split_token", "Bokio API token", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "paper wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/37", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TR"))),
    ("split_backup", "SkyDemon recovery codes", "{s}\nhqvz-3810-ka\nmtrw-5527-oe", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "plusgiro för klubben:", "{s}", _plusgiro),
    ("split_phrase", "Devolutions Hub passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    """A password that JSON holds as written (no quote, no backslash)."""
    return _plain_pw(rng)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"winch": {"url": "https://winch.loftwind.lan", "admin_password": "{s}"}}': ("meta_password", _json_safe_pw),
    '{"contrasenya": "{s}"}': ("meta_password", _json_safe_pw),
    '{"account": {"user": "emre", "şifre": "{s}"}}': ("meta_password", _json_safe_pw),
    '{"stations": [{"name": "wx-bir"}, {"name": "wx-sarangkot", "web_password": "{s}"}]}': ("meta_password", _json_safe_pw),
    '{"argv": ["jsqsh", "-d", "mssql", "-S", "mssql.loftwind.lan", "-U", "sa", "-P", "{s}"]}': ("meta_password", _json_safe_pw),
    '{"note": "lösenorde åt klubbdatorn ä {s}"}': ("meta_password", _json_safe_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _json_safe_pw),
    '{"transcript": "log into the Otodata portal as ops with the password {s}"}': ("meta_password", _json_safe_pw),
    '{"openaip": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"flarmnetToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"windfinder_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GE")),
    '{"pilot": {"fin_kod": "{s}"}}': ("meta_id", _az_fin),
    '{"mfa": {"backup_codes": ["{s}", "hqvz-3810-ka", "mtrw-5527-oe"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tip_jar_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"tracker": {"lora_app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"propane_cage": {"padlock": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Loftwind-Hangar", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"aerofiles-1.4.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"lxnav-s10-firmware-9.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.loftwind.lan/bookings:2033.4").hexdigest()
_COMMIT = hashlib.sha1(b"flightlog: add wind-limit column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bookings: revert insurer CSV export", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"igc-archive-2033-05.zip", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"flightlog-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the winch panel password before the season opens on 2033-04-12.",
    "Olle asked for the hangar wifi password; it's on the card in the duty pilot's drawer.",
    "Policy: Loftwind passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into Gem4me; send a vault link instead.",
    "The `.env.example` line `OPENAIP_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The PowerFLARM web page asks for a new password after every firmware update.",
    "Replace <YOUR_HOLFUY_KEY> in the README with the key from your Holfuy account page.",
    "FLARMNET_TOKEN and WINDFINDER_API_KEY must be set before the nightly weather sync runs.",
    "No u digas la contrasenya a dingú.",
    "Säj int lösenorde åt nån.",
    "अपणा पासवर्ड कुसी जो मत दस्सेयां।",
    "पासवर्ड अरूलाई नदिनु, ङए कुरा मु।",
    "password སུ་ལ་ཡང་མ་སྟེར།",
    "Password hin ke ayeéchuma, ya.",
    "پاسورڈ کوس ته نو دیت۔",
    "Апароль аӡәгьы иаумҳәан.",
    "Şifreni kimseyle paylaşma.",
    "आफ्नो पासवर्ड कसैलाई नभन्नुहोस्।",
    "La contraseña tiene que tener al menos dieciséis caracteres.",
    "Lösenordet måste vara minst sexton tecken långt.",
    "Пароль должен быть не короче шестнадцати символов.",
    "Upgraded the PowerFLARM firmware from 8.10 to 8.12 and aerofiles to 1.4.0 over the weekend.",
    f"commit {_COMMIT} adds the wind-limit column to the flight log.",
    f"Rolled back to {_SHORT} after the booking export broke the insurer's CSV import.",
    f"requirements.txt: aerofiles==1.4.0 --hash=sha256:{_WHEEL_SUM}",
    f"The LXNAV S10 firmware 9.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of flightlog-export-2032.parquet: {_SHA512}",
    f"The bookings API container runs registry.loftwind.lan/bookings@sha256:{_IMAGE}.",
    f"MD5 of igc-archive-2033-05.zip is {_MD5}, same as the copy on the NAS.",
    "Request id 3f6c2a91-8d47-4b1e-a5f0-6e2d9c1b7a34 is the slow one in the TicketingHub logs.",
    "Purchase order PO-2033-00712 for two Ultramagic burner blocks ships on Monday.",
    "HelpDezk #2207: the Göreme hangar door sticks halfway in the cold.",
    "Call the Sarangkot launch office on +977 61 452 318 before 7 a.m.",
    "Balloon TC-BLW, an Ultramagic N-425, flew 1 h 12 min on 14 June and landed near Çavuşin.",
    "Tandem flight LW-PKR-2033-0412: take-off 10:40 at Sarangkot, landing 11:05 at Lakeside.",
    "Wind at the Bir launch: 12 km/h from 240°, gusts 18; cloudbase about 3 900 m.",
    "After five wrong passwords the Zelty back office locks the account for 15 minutes.",
    "A propane cylinder for the burners holds 40 kg; the cage takes twelve cylinders.",
    "The secret of a soft landing is a long flare, not a fast one.",
    "Ask Emre for the propane cage padlock code, I don't have it.",
    "My card ending 4417 was declined at the Avanos fuel station.",
    "The Baku pilot wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the club's SkyDemon account and keep them in the safe.",
    "No wallet's support desk will ever ask for your recovery phrase.",
    "Keep `OPENAIP_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the propane cage rusts in the winter; oil it every month.",
    "Holfuy moved the API key page under Account › Developer in its March release.",
    "ISBN 978-1-906559-32-8 is the meteorology handbook in the briefing room; ORCID iD 0000-0002-1825-0097 belongs to its author.",
    "The guest wifi 'Loftwind-Guest' is open, no password needed.",
    "Glider SE-UXN, FLARM ID DD4F2A, logged 3 h 41 min and 312 km on the Optand task.",
    "METAR LTAZ 140550Z 24006KT CAVOK 09/M01 Q1022 NOSIG",
    "IGC file 2033-06-14-XFH-0A1-01.igc is the Bir cross-country flown by Bastien.",
    "The waiver form version 2033.2 replaces 2032.7; the insurer wants both archived.",
    "Reserve repacked on 2033-05-02 by Suresh, next due 2033-11-02 (180 days).",
    "Chase van 2 needs new tyres before the Cappadocia season starts in April.",
    "Order number 4500091827 from the propane supplier was delivered two cylinders short.",
    "The booking page says 'wrong password' even when the user only mistyped the e-mail.",
    "La password va cambiata ogni novanta giorni; non riutilizzate quelle vecchie.",
    "Ne partagez jamais votre mot de passe, même avec l'équipe de l'atterro.",
    "पासवर्ड हर तीन महीने में बदलना ज़रूरी है।",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/loftwind/winch", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "aerofiles", "version": "1.4.0"}}',
    '{"ticket": "2207", "purchase_order": "PO-2033-00712"}',
    '{"flight": {"id": "LW-PKR-2033-0412", "duration_min": 25, "max_alt_m": 2110}}',
    '{"phone": "+977 61 452 318", "site": "Sarangkot"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cylinders_in_cage": 12}',
    '{"request_id": "3f6c2a91-8d47-4b1e-a5f0-6e2d9c1b7a34", "status": 504}',
    '{"glider": "SE-UXN", "flarm_id": "DD4F2A", "task_km": 312}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
