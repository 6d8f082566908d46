# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, fiftieth corpus: written blind, without reading the scrubber.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to forty-sixth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/` (least of all `memories/redaction/`), the tuning
corpus, the round corpora, any test, the reports nor the value model's trainer, never the
forty-seventh to forty-ninth (written at the same time), and the scrubber was never run on it nor
`memories` imported. Its own seed, password words (corners, racing words, lap times, car numbers),
names, places, templates, tools, vendors and layouts, the way the race control, timing and scoring
room, pit lane and scrutineering crews, marshals, hospitality suites, kart arena and office of a
fictional motor racing circuit (Quarrymoor Park Circuit: 3.942 km and 14 corners from the Hairpin
to the Gravelmill bend, a pit lane and paddock, race control, the timing room, the Apex Suite and
Chicane Club hospitality suites, a kart arena, a fuel bay and a medical centre; marshals and
mechanics from Fairfield and Ankawa, Sumenep and Bangkalan, Cape Coast and Elmina, Brokopondo and
Atjoni, Brikama and Banjul, Mongu and Senanga, Kananga and Tshikapa, Baise and Jingxi, and guest
crews from Sakhir and Muscat) leak secrets into an assistant's memory: RaceWatch incident logs,
Google Meet, Axonify, Rallyware, StaffCircle, Yac, Rumbletalk, Clariti, Campsite and Chaport chats
and posts, Trail checklists, Kizen activity, Bear, Grid Diary, Freeform, Stormboard, Businessmap,
Superlist and Structured notes and boards, Workzone, Teamgantt, Freedcamp, Paymo, Plane and Zoho
Projects tickets, e-mails, an incident note, a runbook, a README, bank logins, dictation, radio
read-outs and requests to the assistant; the passwords of timing, scoring, pit, screen, audio,
gate, charging, fuel, console and catering equipment no earlier corpus names (MYLAPS X2, ALGE
Timy3, Chronelec Protime, Westhold G3, Daktronics, Racelogic VBOX, AiM, MoTeC, Intercomp, Longacre,
Kistler, Holley, Raceceiver, NovaStar, Absen, Bose ControlSpace, RTS OMNEO, Philips Dynalite, LG
webOS, Boon Edam, Designa, Easee, ChargePoint, Wayne Helix, Lantronix, Franke, Rational); shell
history in SuperPuTTY and Teleconsole, PowerShell, cron, a Makefile and CI, with commands of tools
no earlier corpus names: ykman, pkcs11-tool, yubico-piv-tool, p11tool, certtool, pkcs15-init,
tpm2_changeauth, ffsend, caddy's hash-password, mitmdump, xpra, remote-viewer, arduino-cli,
mlflow, csvsql, lazysql, rainfrog, bsqldb, spark-submit, pulsarctl, wstunnel, ghz, vncdo, sling,
Connect-PnPOnline, New-PSSession, a transfer.sh upload and Ansible's --extra-vars (and pywinrm and
JupyterLab's IdentityProvider.token, of tools named before); connection strings (rtsp, srt, rtmp,
SQLAlchemy dialects, rediss, mongodb+srv, CouchDB, ftps, davs, ADO.NET); configs of borgmatic,
duply, rathole, v2ray, Privoxy, nginx-rtmp, Easy!Appointments, alf.io, Indico, pretalx, Attendize,
Rallly, Kentico, Wagtail, Docspell and a Gradio app; Karate, OpenResty, ReqBin and Tyk auth
headers; LogMeOnce, Avira Password Manager, Hudu and aWallet passphrases, OTPClient and SAASPASS
setup keys, and Breez, Trezor Suite, Ballet, Atomex, TokenPocket, Argent X, Xumm and Slope wallets.
About 45 % of the scored texts and 41 % of all (clean ones counted) are in other languages than
English (the rest English or language-neutral config and shell): Zhuang (Vahcuengh, in its Latin
orthography), Madurese, Fante, Saramaccan, Mandinka, Lozi (Silozi), Tshiluba and Assyrian
Neo-Aramaic (in Syriac letters), which no earlier docstring names (the wordings are the author's
own, with the loanwords their speakers type in chats: password, API key, IBAN, wifi), and
Rioplatense and Peruvian Spanish, French, German, Brazilian Portuguese, Italian, Dutch,
Indonesian, Arabic (Gulf, Egyptian and Jordanian), Turkish, Japanese, Korean, Simplified Chinese
and Cantonese (in traditional characters) in wordings of their own (and Czech and Russian around
seed phrases). Vendors (MYLAPS, Westhold, Race Monitor, Apex Timing, Al Kamel Systems, RaceResult,
Chronelec, Racelogic, Cosworth, SMS-Timing, Club Speed, Alpha Timing, Ticketek, Tixr, AXS, Etix,
Paylogic, Fatsoma, Yapsody, TicketSpice, MotorsportReg, RaceHero, Tripleseat, Planning Pod, Event
Temple, Priava, iVvy, Cvent, Bizzabo, Swoogo, Storm Glass, DTN, TVU Networks, Toast, TouchBistro,
Revel Systems, Tevalis, ParkMobile, JustPark, SpotHero, ParkHub, Printify, Hookit and
SponsorUnited) are ones heldouts 5 to 46 do not name; their token shapes are drawn here, not
copied from any vendor's documentation. The ids are kinds those corpora do not use, and none of
them has a python-stdnum module, so none is checked (no check-digit algorithm is written here
either; each is drawn in its printed shape only): a Gambian national identity card number and
passport, a Ghanaian passport, a Surinamese passport, a Zambian passport and driving licence, a
voter card number of the DR Congo, an Indonesian driving licence (SIM) and passport, a Chinese
social security card's card number, the Mainland Travel Permits for Taiwan residents (台胞证) and
for Hong Kong and Macao residents (回乡证), an Iraqi national card number and passport, a New South
Wales driver licence, an Australian passport, an Egyptian national ID number, a Jordanian national
number, an Omani resident card's civil number, a Peruvian carné de extranjería and a South Korean
passport. Card numbers pass Luhn (Meeza, GPN and mada prefixes drawn here and checked with
python-stdnum's `luhn`, besides Visa, Mastercard, Amex, JCB, Diners, Discover and UnionPay from the
value helpers). The IBANs are of countries used least by a rough count over heldouts 5 to 46
(Egypt, Oman, Seychelles, El Salvador and Gibraltar, each in two earlier corpora, and Bahrain, Iraq
and Jordan, each in three), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Spanish, Italian, Czech, Russian, Korean and simplified Chinese lists. There
are 390 scored texts, 20 field pairs and 20 metadata samples (the thirty-second's families and
counts), and sixty clean texts and ten clean metadata that hold digests after the word that names
them, a commit, versions, a request's UUID, purchase-order, ticket and transponder numbers, lap
times, a phone number, an ISSN, an ISBN and an EAN (all three checked with python-stdnum) and
prose about passwords, codes and keys that holds none.
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
from stdnum import ean as std_ean
from stdnum import iban as std_iban
from stdnum import isbn as std_isbn
from stdnum import issn as std_issn
from stdnum import luhn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 98_204_689
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


_CORNERS = ["Hairpin", "Chicane", "Esses", "Tower", "Bridge", "Gravelmill", "Quarry", "Kink",
            "Sweeper", "Carousel", "Dipper", "Crest", "Boot", "Switchback", "Paddockbend"]  # fmt: skip
_RACE = ["Apex", "Slipstream", "Paddock", "Pitwall", "Downforce", "Camber", "Redline",
         "Chequered", "Kerb", "Marshal", "Scrutineer", "Slick", "Parcferme", "Gridwalk",
         "Oversteer", "Tyrewarmer"]  # fmt: skip
_PLACES = ["Quarrymoor", "Fairfield", "Ankawa", "Sumenep", "Bangkalan", "CapeCoast", "Elmina",
           "Brokopondo", "Atjoni", "Brikama", "Banjul", "Mongu", "Senanga", "Kananga", "Tshikapa",
           "Baise", "Jingxi", "Nanning", "Sakhir", "Muscat"]  # fmt: skip
_NAMES = ["Ninos", "Shamiram", "Sargon", "Ramina", "Fathor", "Siti", "Nurul", "Kwesi", "Ekua",
          "Kobina", "Efua", "Aboikoni", "Sanomi", "Lamin", "Fatoumatta", "Ebrima", "Isatou",
          "Mubita", "Namakau", "Inonge", "Kabongo", "Ngalula", "Tshibangu", "Liqun", "Xiaolan",
          "Zhiyong", "Callum", "Bronwyn", "Tamsin", "Declan"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Ch1c4n3", "P4ddock", "Sl1pstr34m", "H41rp1n", "K3rbst0n3", "R3dl1n3", "P1tw4ll",
         "D0wnf0rc3", "M4rsh4l"]  # fmt: skip


def _laptime(g: random.Random) -> str:
    """A corner and a lap time, the way the timing crew writes a best lap."""
    return f"{g.choice(_CORNERS)}{g.randrange(1, 3)}m{g.randrange(10, 60)}s{g.randrange(100, 1000)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CORNERS)}{g.choice(_RACE)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_RACE, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _laptime,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_CORNERS).lower()}_{g.randrange(1960, 2031)}",
    lambda g: f"Car{g.randrange(2, 100)}{g.choice(_RACE)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_RACE).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Takes{g.choice(_CORNERS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "RaceWatch incident log, entry 118 (Callum): MYLAPS X2 decoder web password {pw}",
    "Google Meet chat during the timing briefing: the ALGE Timy3 PC password is {pw}",
    "Axonify message from Bronwyn: Chronelec Protime Elite admin password {pw}",
    "Rallyware DM from Tamsin: Westhold G3 decoder password {pw}",
    "StaffCircle post in 'Race Control': Daktronics timing tower controller password {pw}",
    "Trail checklist note, Apex Suite bar: Franke A600 coffee machine service password {pw}",
    "Kizen activity on the karting-school account: Rational iCombi Pro ConnectedCooking password {pw}",
    "Yac voice note, transcribed: the NovaStar VX1000 LED processor password is {pw}",
    "Rumbletalk room 'Pit Lane': Racelogic VBOX Video HD2 config password {pw}",
    "Clariti thread 'scrutineering bay': Intercomp SW777 scale software password {pw}",
    "Campsite post by Declan: Longacre computer scales admin password {pw}",
    "Bear note 'pit wall kit': AiM Race Studio 3 account password {pw}",
    "Grid Diary, Thursday: MoTeC i2 Pro server password {pw}",
    "Freeform board 'Grandstand screens': Absen A27 panel controller password {pw}",
    "Stormboard note from the hospitality team: Bose ControlSpace ESP-880 password {pw}",
    "Businessmap card 'Gate 3': Boon Edam turnstile controller password {pw}",
    "Superlist task: change the Designa car-park server password (now {pw})",
    "Structured reminder: Easee portal password for the paddock chargers {pw}",
    "Workzone ticket 2207: ChargePoint CPF50 station password {pw} stopped working",
    "Teamgantt task comment: Wayne Helix fuel dispenser controller password {pw}",
    "Freedcamp issue 318: Lantronix SLC 8000 console server password {pw}, please reset",
    "Paymo task 'radio check': RTS OMNEO intercom admin password {pw}",
    "Chaport chat with the installer: Philips Dynalite lighting controller password {pw}",
    "Plane issue QMPC-77: LG webOS signage server password {pw} must be rotated",
    "Ninos -\n\nfor Saturday's qualifying the timing-room PC logs in with {pw}. Bin this mail after the session.\n\nBronwyn",
    "Incident 2033-07-19: the Raceceiver transmitter's web page was open to the paddock wifi with password {pw}",
    "Runbook: flag panel reset after a red flag\n1. open the panel controller in race control\n2. log in as clerk\n3. password {pw}\n4. set all panels back to green",
    "README (timing rack)\nthe Westhold web UI is at https://westhold.qmpc.lan, admin password `{pw}`.",
    "my Bank Muscat app password is {pw} now",
    "can you remember my Ecobank Gambia mobile password? it's {pw}",
    "dictating while I drive: password for the kart track kiosk, {pw}, end of note",
    "after the reset the Kistler wheel-force rig password became {pw}",
    "Gij mizmaj email gou dwg {pw}",
    "Wei Liqun: mizmaj moq aen fuzvuzgi dwg {pw}, gaej naeuz bouxwnq",
    "Password email sengko' areya {pw}",
    "Nurul: password anyar server areya {pw}, ja' pabala ka oreng laen",
    "Me email password nye {pw}",
    "Kobina: server no password fofor nye {pw}, mma nnka nkyerɛ obiara",
    "Di password u mi e-mail da {pw}",
    "Aboikoni: di njunjun password u di server da {pw}, na taki da ne wan sama",
    "Nna email password mu {pw} le ti",
    "Ebrima: server password kuto mu {pw} le ti, kana a fo moo kiling ye",
    "Password ya ka ya email ki {pw}",
    "Mubita: password ye nca ya server ki {pw}, mu sa bulelelangi mutu",
    "Password wa email wanyi udi {pw}",
    "Kabongo: password mupiamupia wa server udi {pw}, kuambidi muntu to",
    "ܦܐܣܘܘܪܕ ܕܐܝܡܝܠ ܕܝܝ ܝܠܗ {pw}",
    "ܣܪܓܘܢ: ܦܐܣܘܘܪܕ ܚܕܬܐ ܕܣܝܪܒܪ ܝܠܗ {pw}، ܠܐ ܐܡܪܝܬ ܩܐ ܚܕ ܢܫܐ",
    "che, la clave de la PC de cronometraje es {pw}",
    "mot de passe du poste de chronométrage : {pw}, à ne pas afficher au paddock",
    "Zugangspasswort für den Zeitnahme-Rechner: {pw}",
    "a senha do PC da cronometragem ficou {pw}",
    "la password del PC della direzione gara è {pw}",
    "wachtwoord van de tijdwaarnemings-pc: {pw}",
    "kata sandi PC ruang timing sekarang {pw}",
    "كلمة سر جهاز التوقيت في غرفة السباق: {pw}",
    "計時室PCのパスワードは {pw} に変えました",
    "계측실 PC 비밀번호 {pw} 로 바꿨어요",
    "计时室电脑密码改成 {pw} 了",
    "zaman ölçüm odasındaki bilgisayarın şifresi {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ninos.y", "shamiram", "sargon", "ramina.k", "fathor", "siti.a", "nurul", "kwesi",
          "ekua.m", "kobina", "efua", "aboikoni", "sanomi", "lamin.j", "fatoumatta", "ebrima",
          "isatou", "mubita", "namakau", "inonge.s", "kabongo", "ngalula", "tshibangu",
          "weiliqun", "nongxl", "callum", "bronwyn", "tamsin.r", "svc-timing", "clerk"]  # fmt: skip
_LOGINS = [
    "RaceWatch, Callum: the Westhold login is {u} / {pw}",
    "Workzone #2231: {u} locked out of the MYLAPS decoder, last password {pw}",
    "acct={u} pass={pw}",
    "Zoho Projects › Timing › Decoders › ALGE Timy3: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Chronelec Protime | {u} | {pw} |",
    "log into the Daktronics tower as {u} with {pw}",
    "Racelogic login {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: timing-srv-2\n  user: {u}\n  pass: {pw}",
    "Google Meet chat: account {u}, password {pw}",
    "Declan says the AiM account is {u} and the password is {pw}",
    "system,user,password\ndaktronics-tower,{u},{pw}",
    "ssh {u}@timing-srv.qmpc.lan (pw {pw})",
    "Clariti: creds for the Boon Edam controller are {u} and {pw}",
    "yunghhu {u}, mizmaj {pw}, gaej lumz",
    "username sengko' {u}, password {pw}",
    "Me username nye {u}, na me password nye {pw}",
    "mi username da {u}, di password da {pw}",
    "Nna username mu {u} le ti, password mu {pw} le ti",
    "username ya ka ki {u}, password ki {pw}",
    "username wanyi udi {u}, password udi {pw}",
    "ܫܡܐ ܕܡܦܠܚܢܐ {u}، ܦܐܣܘܘܪܕ {pw}",
    "usuario {u}, clave {pw}, no la compartas",
    "ユーザー名 {u} ／ パスワード {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["chicane", "hairpin", "kerbstone", "slipstream", "paddock", "pitboard", "gravel",
               "marshal", "redline", "camber", "tarmac", "sakhir", "mongu", "elmina", "kananga",
               "baise", "ankawa", "sumenep"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password: spell {w}, lower case, and add {d}",
    "voice memo: kart track wifi is {w} then the number {d}, no space",
    "key in {w}, then {d}",
    "it's {w}{d}, the word and the digits run together",
    "mizmaj dwg cih {w} neix, doeklaeng caiq gya {d}",
    "passwordda areya kecap {w}, saellana jareya {d}",
    "password no nye asɛmfua {w}, ɔno ekyir {d}",
    "di password da di wöutu {w}, baka dee {d}",
    "password mu kumoo {w} le ti, a koo la {d}",
    "password ki linzwi {w}, hamulaho {d}",
    "password udi muaku {w}, pashishe {d}",
    "ܦܐܣܘܘܪܕ ܝܠܗ ܡܠܬܐ {w}، ܒܬܪ ܗܕܐ {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 5 + 3) % len(_SAID_WORDS)]  # no word twice
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "ykman piv keys import --password '{pw}' 9c race-control-signing.pem",
    "pkcs11-tool --module /usr/lib/x86_64-linux-gnu/opensc-pkcs11.so --login --pin '{pw}' --list-objects",
    "yubico-piv-tool -a verify-pin -P '{pw}' -a selfsign-certificate -s 9a -S '/CN=timing-room/' -i timing.pub -o timing.crt",
    "p11tool --login --set-pin='{pw}' --list-privkeys 'pkcs11:token=QMPC-HSM'",
    "certtool --load-privkey results.key --load-certificate results.crt --to-p12 --password '{pw}' --outder --outfile results.p12",
    "pkcs15-init --store-private-key marshal-badge.key --auth-id 01 --pin '{pw}' --format pem",
    "tpm2_changeauth -c owner '{pw}'",
    "ffsend upload --password '{pw}' --downloads 3 entry-list-round5.xlsx",
    "caddy hash-password --plaintext '{pw}'",
    "mitmdump --mode upstream:http://proxy.qmpc.lan:3128 --proxyauth {u}:{pw} -w timing-feed.flow",
    "xpra attach 'tcp://{u}:{pw}@timing-pc.qmpc.lan:14500/'",
    "remote-viewer 'spice://pitlane-vm.qmpc.lan:5901?password={pw}'",
    "arduino-cli upload -p 10.40.0.31 --fqbn esp32:esp32:esp32 --upload-field password={pw} pitboard-display",
    "mlflow server --backend-store-uri 'postgresql://{u}:{pw}@pg.qmpc.lan/mlflow' --host 0.0.0.0 --port 5000",
    "csvsql --db 'postgresql://{u}:{pw}@pg.qmpc.lan/results' --insert laps_round4.csv",
    "lazysql 'mysql://{u}:{pw}@kart-db.qmpc.lan:3306/karting'",
    "rainfrog --url 'postgres://{u}:{pw}@timing-db.qmpc.lan:5432/scoring'",
    "bsqldb -S HOSPITALITY -U {u} -P '{pw}' -i covers_saturday.sql",
    "spark-submit --conf spark.hadoop.fs.s3a.access.key=svc-telemetry --conf spark.hadoop.fs.s3a.secret.key={pw} telemetry_agg.py",
    "pulsarctl --admin-service-url http://pulsar.qmpc.lan:8080 --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationBasic --auth-params '{{\"userId\":\"{u}\",\"password\":\"{pw}\"}}' topics list public/timing",
    "wstunnel client -L tcp://5432:localhost:5432 --http-upgrade-path-prefix {pw} wss://tunnel.quarrymoor.net:443",
    "ghz --insecure --call scoring.Timing/Subscribe --metadata '{{\"username\":\"{u}\",\"password\":\"{pw}\"}}' timing-grpc.qmpc.lan:50051",
    "vncdo -s pitboard-pi.qmpc.lan::5900 -p '{pw}' capture pitboard.png",
    "sling conns set TIMING_PG type=postgres host=timing-db.qmpc.lan user={u} password={pw} database=scoring",
    "ansible-playbook -i marshal_posts.ini radios.yml --extra-vars 'ansible_user={u} ansible_password={pw}'",
    "python -c \"import winrm; print(winrm.Session('racecontrol-pc', auth=('{u}', '{pw}')).run_cmd('ipconfig').std_out)\"",
    "Connect-PnPOnline -Url https://quarrymoor.sharepoint.com/sites/hospitality -ClientId 6f1d2c4e-0b7a-4c55-9d1e-3a8f7b2c9e10 -ClientSecret '{pw}'",
    "$s = New-PSSession -ComputerName timing-srv -Credential (New-Object PSCredential('QMPC\\{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force)))",
    "curl -H 'X-Encrypt-Password: {pw}' --upload-file ./grid-sheet.pdf https://transfer.qmpc.lan/grid-sheet.pdf",
    "jupyter lab --ip 0.0.0.0 --no-browser --IdentityProvider.token='{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "SuperPuTTY tab 'timing-srv': {c}", "Teleconsole session shared with Declan:\n$ {c}",
    "race-control PC, PowerShell 7:\nPS C:\\rc> {c}", "timing room laptop, ~/scoring $ {c}",
    "history | tail -3\n  412  {c}", "cron on kart-db: 15 3 * * * {c}", "Makefile, target sync:\n\t{c}",
    "GitLab CI job 'sync-results':\n  script:\n    - {c}", "Workzone #2245, steps to reproduce: {c}",
    "diuz minghlingh gou yungh: {c}", "parènta se ekalakoni sengko': {c}", "command a Kwesi bɔɔ no: {c}",
    "di command di mi bi lolo: {c}", "command min n ye a bori: {c}", "command ye ni tamaisize: {c}",
    "command udi ngenzele: {c}", "ܦܘܩܕܢܐ ܕܥܒܕܠܝ: {c}", "el comando que corrí: {c}",
    "perintah yang saya jalankan: {c}", "我跑的命令：{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-pitlane-04.qmpc.lan:554/Streaming/Channels/101",
    "srt://stream.quarrymoor.net:9000?streamid=onboard-7&passphrase={pw}",
    "rtmp://{u}:{pw}@ingest.qmpc.lan/live/pitcam",
    "postgresql+psycopg://{u}:{pw}@timing-db.qmpc.lan:5432/scoring",
    "mysql+aiomysql://{u}:{pw}@kart-db.qmpc.lan:3306/karting",
    "mssql+pymssql://{u}:{pw}@hospitality-sql.qmpc.lan:1433/Covers",
    "oracle+oracledb://{u}:{pw}@erp.qmpc.lan:1521/?service_name=TICKETS",
    "rediss://{u}:{pw}@live-timing-cache.qmpc.lan:6380/0",
    "mongodb+srv://{u}:{pw}@fanapp.qmpc.net/?retryWrites=true",
    "https://{u}:{pw}@couch.qmpc.lan:6984/marshal_roster",
    "ftps://{u}:{pw}@results.quarrymoor.net:990/round5/",
    "davs://{u}:{pw}@dav.qmpc.lan/remote.php/dav/files/{u}/",
    "Server=tcp:scoring.qmpc.lan,1433;Initial Catalog=Laps;User ID={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "SCORING_DB_URL={c}", "the Grafana datasource we retired: {c}",
    "hold on to this connection string: {c}", "连接字符串：{c}", "diuz lienzciep: {c}",
    "Workzone #2240: {c}", "Bear note 'DBs': {c}", "koneksi database kantor: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "quarrymoor-circuit", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "events:read orders:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _two_uuids(g: random.Random) -> str:
    return f"{v.uuid4(g, '8')}-{v.uuid4(g, 'a')}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("MYLAPS", "MYLAPS_SPEEDHIVE_TOKEN", _vendor_jwt("https://auth.mylaps.com")),
    ("Westhold", "WESTHOLD_API_KEY", _j((HEX, 32))),
    ("Race Monitor", "RACEMONITOR_API_TOKEN", _j((UPPER_DIGITS, 32))),
    ("Apex Timing", "APEXTIMING_KEY", _j((ALNUM, 40))),
    ("Al Kamel Systems", "ALKAMEL_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("RaceResult", "RACERESULT_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Chronelec", "CHRONELEC_TOKEN", _j((HEX, 40))),
    ("Racelogic", "RACELOGIC_CLOUD_KEY", lambda g: v.uuid4(g, "b")),
    ("Cosworth", "COSWORTH_TOOLBOX_KEY", _j("cwtb_", (ALNUM, 36))),
    ("SMS-Timing", "SMSTIMING_API_KEY", _j((HEX, 64))),
    ("Club Speed", "CLUBSPEED_PRIVATE_KEY", _j((ALNUM, 32))),
    ("Alpha Timing", "ALPHATIMING_TOKEN", _j((B64, 44))),
    ("Ticketek", "TICKETEK_PARTNER_SECRET", _j((URLSAFE, 48))),
    ("Tixr", "TIXR_PRIVATE_KEY", _j((HEX, 40))),
    ("AXS", "AXS_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Etix", "ETIX_API_KEY", _j((ALNUM, 36))),
    ("Paylogic", "PAYLOGIC_API_SECRET", _j((HEX, 64))),
    ("Fatsoma", "FATSOMA_API_TOKEN", _j("fsm_live_", (ALNUM, 32))),
    ("Yapsody", "YAPSODY_API_KEY", _j((UPPER_DIGITS, 40))),
    ("TicketSpice", "TICKETSPICE_API_TOKEN", _j((B64, 60))),
    ("MotorsportReg", "MSR_API_PASSWORD", _j((ALNUM, 28))),
    ("RaceHero", "RACEHERO_API_KEY", _j((HEX, 32))),
    ("Tripleseat", "TRIPLESEAT_CONSUMER_SECRET", _j((ALNUM, 40))),
    ("Planning Pod", "PLANNINGPOD_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Event Temple", "EVENTTEMPLE_API_TOKEN", _j("et_", (URLSAFE, 40))),
    ("Priava", "PRIAVA_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("iVvy", "IVVY_API_SECRET", _j((HEX, 32))),
    ("Cvent", "CVENT_CLIENT_SECRET", _j((ALNUM, 52))),
    ("Bizzabo", "BIZZABO_API_KEY", _j((URLSAFE, 36))),
    ("Swoogo", "SWOOGO_CONSUMER_SECRET", _j((ALNUM, 32))),
    ("Storm Glass", "STORMGLASS_API_KEY", _two_uuids),
    ("DTN", "DTN_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("TVU Networks", "TVU_ACCESS_KEY", _j((UPPER_HEX, 40))),
    ("Toast", "TOAST_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("TouchBistro", "TOUCHBISTRO_API_KEY", _j((HEX, 40))),
    ("Revel Systems", "REVEL_API_SECRET", _j((HEX, 64))),
    ("Tevalis", "TEVALIS_API_KEY", lambda g: v.uuid4(g, "b")),
    ("ParkMobile", "PARKMOBILE_CLIENT_SECRET", _j((ALNUM, 48))),
    ("JustPark", "JUSTPARK_API_TOKEN", _vendor_jwt("https://api.justpark.com")),
    ("SpotHero", "SPOTHERO_API_KEY", _j((ALNUM, 32))),
    ("ParkHub", "PARKHUB_API_KEY", _j("phk_", (ALNUM, 40))),
    ("Printify", "PRINTIFY_API_TOKEN", _vendor_jwt("https://api.printify.com")),
    ("Hookit", "HOOKIT_API_KEY", _j((HEX, 48))),
    ("SponsorUnited", "SPONSORUNITED_TOKEN", _j((URLSAFE, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -gx {env} {tok}",
    ".env.production:\n{env}=\"{tok}\"",
    "kubectl create secret generic live-timing --from-literal={env}={tok}",
    "docker run -e {env}={tok} ghcr.io/quarrymoor/live-timing:3.1",
    "dokku config:set live-timing {env}={tok}",
    "fly secrets set {env}={tok} -a qmpc-timing",
    "the secrets manager is down, so for tonight: {env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "terraform.tfvars:\nvendor_token = \"{tok}\"   # {vendor}",
    "launchd plist: <key>{env}</key><string>{tok}</string>",
    "Quarrymoor ops portal › Integrations › {vendor} › API key: {tok}",
    "Bear table 'Integrations': | {vendor} | live | {tok} |",
    "Superlist: rotate the {vendor} key {tok} after the season",
    "RaceWatch, Callum: {vendor} key for the results push: {tok}",
    "Yac: the {vendor} token in use now is {tok}, the old one is revoked",
    "Workzone #2260: {vendor} sync fails with 403, configured key {tok}",
    "Freedcamp issue 344: {vendor} integration broken, current key {tok}",
    "please hang on to my {vendor} API key: {tok}",
    "{vendor} API yaekseiz dwg {tok}",
    "API key {vendor} areya {tok}",
    "{vendor} API key no nye {tok}",
    "di API key u {vendor} da {tok}",
    "{vendor} API key mu {tok} le ti",
    "API key ya {vendor} ki {tok}",
    "API key wa {vendor} udi {tok}",
    "ܩܠܝܕܐ ܕ-API ܕ{vendor}: {tok}",
    "la API key de {vendor} para la web de entradas: {tok}",
    "clé API {vendor} pour le site de billetterie : {tok}",
    "{vendor}-API-Schlüssel fürs Hospitality-Buchungssystem: {tok}",
    "chave da API {vendor} da bilheteria: {tok}",
    "la chiave API di {vendor} per la cronometria: {tok}",
    "{vendor} API-sleutel voor de kartbaan: {tok}",
    "kunci API {vendor} untuk lintasan gokart: {tok}",
    "مفتاح API الخاص بـ {vendor}: {tok}",
    "{vendor} の API キーは {tok} です",
    "{vendor} API 키는 {tok} 입니다",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} API anahtarı: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    stormglass = _two_uuids(rng)
    racemonitor = _r(rng, UPPER_DIGITS, 32)
    tixr = _r(rng, HEX, 40)
    toast = _r(rng, URLSAFE, 64)
    printify = _vendor_jwt("https://api.printify.com")(rng)
    tripleseat = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.stormglass.io/v2/weather/point", params={{"lat": -33.87, "lng": 150.93}}, headers={{"Authorization": "{stormglass}"}})', stormglass),
        Sample("vendor_token", f"curl -d 'apiToken={racemonitor}&raceID=158342' https://api.race-monitor.com/v2/Race/RaceDetails", racemonitor),
        Sample("vendor_token", f'const tixr = new TixrClient({{ groupId: 4821, cpk: "qmpc-public", privateKey: "{tixr}" }});', tixr),
        Sample("vendor_token", f"toast.properties:\ntoast.client.id=qmpc-hospitality\ntoast.client.secret={toast}", toast),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {printify}' https://api.printify.com/v1/shops.json", printify),
        Sample("vendor_token", f'client = Tripleseat::Client.new(consumer_key: "qmpc", consumer_secret: "{tripleseat}")', tripleseat),
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


_BARE_PLACES = ["{t}", "RaceWatch: {t}", "shown once only, so here it is:\n{t}", "token neix: {t}",
                "{t}\n^ the new one, old one revoked", "keep this safe for me: {t}", "ܛܘܟܢ: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 46)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES-128 key of the Raceceiver channel 4 (hex): {h}": 32,
    "MoTeC i2 log encryption key, Quarrymoor Academy team: {h}": 32,
    "HMAC secret for the live-timing push to the TV graphics: {h}": 64,
    "AES-256 key of the marshal DMR radios, talkgroup 9 (hex): {h}": 64,
    "Daktronics tower controller's signing key, hex: {h}": 48,
    "transponder pairing master key: {h}": 32,
    "备份加密密钥：{h}": 64,
    "gij yaekseiz gyaqmaz backup: {h}": 64,
    "ܩܠܝܕܐ ܕܚܬܡܐ ܕ-backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Workzone #2271: token copied out of the browser's devtools {t}",
    "Cookie: lang=en-AU; qmpc_session={t}",
    "LIVE_TIMING_ACCESS_TOKEN={t}",
    "hang on to this bearer token for me {t}",
    "token sengko': {t}",
    "ܛܘܟܢ ܕܝܝ: {t}",
    "Chaport transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 5400,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.quarrymoor.net/realms/circuit",
            "azp": "race-control-console",
            "roles": ["timing", "marshal"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key off the old scoring box, store it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/live.quarrymoor.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"RESULTS_SFTP_PRIVATE_KEY": "{key}", "host": "results.quarrymoor.net"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_pitwall <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freedcamp issue 352, pasted by the AV contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "ܩܠܝܕܐ ܦܪܨܘܦܝܐ ܕܣܝܪܒܪ:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the championship organiser's results drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Breez wallet backup words, copied off the card before I shred it: {p}": "english",
    "Trezor Suite wallet backup\n{p}": "english",
    "Ballet card recovery words (the charity-raffle wallet, emptied): {p}": "english",
    "Atomex seed backup: {p}": "english",
    "voice memo: the TokenPocket recovery words are {p} and that's all of them": "english",
    "Bear note 'Prize fund wallet (retired)': {p}": "english",
    "frase semilla de la billetera Argent X, ojo: {p}": "spanish",
    "frase di recupero del wallet Xumm: {p}": "italian",
    "záložní fráze peněženky Slope: {p}": "czech",
    "сид-фраза кошелька TokenPocket: {p}": "russian",
    "Trezor 지갑 복구 구문: {p}": "korean",
    "Breez 钱包助记词：{p}": "chinese_simplified",
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
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Meeza's, GPN's, mada's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "meeza":
        return _card_of(rng, ["507803", "507808", "507809", "507810"], [16])
    if brand == "gpn":
        return _card_of(rng, ["9360"], [16, 19])
    if brand == "mada":
        return _card_of(rng, ["588845", "588846", "588847", "968201", "968205"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "RaceWatch, Callum: the circuit card for the Holley parts order is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Workzone #2283: pay the Daktronics service call with card {c}",
    "hauh gaj ngaenzhangz gou: {c}, {mm}/{yy}",
    "nomer kartu sengko': {c}",
    "me card nɔmba: {c}, {mm}/{yy}",
    "di nombo u mi kaati: {c}",
    "nna kaartoo nimero: {c}, {mm}/{yy}",
    "nambala ya kadi ya ka: {c}",
    "nomba wa kalata wanyi wa banki: {c}, {mm}/{yy}",
    "ܡܢܝܢܐ ܕܟܪܛܐ ܕܝܝ: {c}",
]  # fmt: skip


_BRANDS = ["visa", "meeza", "mastercard", "gpn", "amex", "mada", "jcb", "diners", "discover",
           "unionpay"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 02/36, CVC on the back {cvv}",
               "the last three digits in the white strip on the back: {cvv}",
               "Amex {c}, the four small digits on the front above the number: {cvv}",
               "sam aen soq baihlaeng gaj: {cvv}",
               "linombolo ze talu kwa mulaho wa kadi: {cvv}",
               "kaartoo koomanka nimero saba: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Amex" in template:
        return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": _r(rng, D, 4)}
    return {"c": v.grouped(_card_of(rng, ["4"], [16]), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 46 (Egypt, Oman, Seychelles, El Salvador
# and Gibraltar in two earlier corpora each; Bahrain, Iraq and Jordan in three); BBAN shapes (a, n,
# c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"EG": "n" * 25, "OM": "nnn" + "c" * 16, "SC": "aaaa" + "n" * 20 + "aaa",
                "SV": "aaaa" + "n" * 20, "GI": "aaaa" + "c" * 15, "BH": "aaaa" + "c" * 14,
                "IQ": "aaaa" + "n" * 15, "JO": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice QMPC-2033-214: please pay the grandstand seating hire to {i} within 30 days",
    "save the Muscat tyre supplier's IBAN: {i}",
    "IBAN: {i}\nReference: karting school, term 3",
    "RaceWatch #finance: the Sakhir hospitality caterer's new bank details, IBAN {i}",
    "IBAN gou: {i}",
    "IBAN sengko': {i}",
    "me IBAN nye {i}",
    "mi IBAN da {i}",
    "nna IBAN: {i}",
    "IBAN ya ka: {i}",
    "IBAN wanyi: {i}",
    "IBAN ܕܝܝ: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# National ids of kinds no earlier corpus uses. None of them has a python-stdnum module, so each is
# drawn in its printed shape only: no check digit is computed or verified here.
def _gm_nid(g: random.Random) -> str:
    """A Gambian national identity card number, as drawn here: nine digits."""
    return g.choice("123456789") + _r(g, D, 8)


def _gm_passport(g: random.Random) -> str:
    """A Gambian passport, as drawn here: PC and seven digits."""
    return "PC" + _r(g, D, 7)


def _gh_passport(g: random.Random) -> str:
    """A Ghanaian passport: G and seven digits."""
    return "G" + _r(g, D, 7)


def _sr_passport(g: random.Random) -> str:
    """A Surinamese passport, as drawn here: a letter and six digits."""
    return g.choice("RSP") + _r(g, D, 6)


def _zm_passport(g: random.Random) -> str:
    """A Zambian passport: ZN and six digits."""
    return "ZN" + _r(g, D, 6)


def _zm_licence(g: random.Random) -> str:
    """A Zambian driving licence number, as drawn here: seven digits."""
    return g.choice("123456789") + _r(g, D, 6)


def _cd_voter(g: random.Random) -> str:
    """A voter card number of the DR Congo, as drawn here: twelve digits."""
    return g.choice("123456789") + _r(g, D, 11)


def _id_sim(g: random.Random) -> str:
    """An Indonesian driving licence (SIM) number: twelve digits, printed in fours."""
    digits = g.choice("123456789") + _r(g, D, 11)
    return "-".join(digits[k : k + 4] for k in range(0, 12, 4))


def _id_passport(g: random.Random) -> str:
    """An Indonesian passport: a letter and seven digits."""
    return g.choice("BCEX") + _r(g, D, 7)


def _cn_sscard(g: random.Random) -> str:
    """A Chinese social security card's card number (社会保障卡卡号), as drawn here: a letter and
    eight digits."""
    return g.choice("ABCDEFM") + _r(g, D, 8)


def _tw_permit(g: random.Random) -> str:
    """A Mainland Travel Permit for Taiwan Residents (台胞证): eight digits."""
    return _r(g, D, 8)


def _hk_return(g: random.Random) -> str:
    """A Mainland Travel Permit for Hong Kong and Macao Residents (回乡证): H or M and eight
    digits."""
    return g.choice("HM") + _r(g, D, 8)


def _iq_nid(g: random.Random) -> str:
    """An Iraqi national card number, as drawn here: twelve digits."""
    return g.choice("12") + _r(g, D, 11)


def _iq_passport(g: random.Random) -> str:
    """An Iraqi passport: A and eight digits."""
    return "A" + _r(g, D, 8)


def _nsw_licence(g: random.Random) -> str:
    """A New South Wales driver licence number: eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


def _au_passport(g: random.Random) -> str:
    """An Australian passport: two letters and seven digits."""
    return g.choice(["PA", "PB", "PE", "RA"]) + _r(g, D, 7)


def _eg_nid(g: random.Random) -> str:
    """An Egyptian national ID (الرقم القومي): the century, a birth date, a governorate, a serial and
    a last digit that is not checked here."""
    born = f"{g.randrange(70, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    return f"2{born}{g.choice(['01', '02', '12', '13', '21', '88'])}{_r(g, D, 4)}{g.choice(D)}"


def _jo_number(g: random.Random) -> str:
    """A Jordanian national number (الرقم الوطني): ten digits, as drawn here starting 9 or 2."""
    return g.choice("92") + _r(g, D, 9)


def _om_civil(g: random.Random) -> str:
    """An Omani resident card's civil number, as drawn here: eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


def _pe_ce(g: random.Random) -> str:
    """A Peruvian carné de extranjería, as drawn here: nine digits."""
    return "00" + _r(g, D, 7)


def _kr_passport(g: random.Random) -> str:
    """A South Korean passport: M and eight digits."""
    return "M" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "nna ID kaartoo nimero: {s}": _gm_nid,
    "nna paaspoor nimero: {s}": _gm_passport,
    "me passport nɔmba nye {s}": _gh_passport,
    "di nombo u mi pasipoti: {s}": _sr_passport,
    "nambala ya pasipoti ya ka: {s}": _zm_passport,
    "nambala ya laisensi ya ka ya ku zamaisa: {s}": _zm_licence,
    "nomba wa carte d'électeur wanyi: {s}": _cd_voter,
    "numéro de carte d'électeur (RDC) de Kabongo, pour l'accréditation : {s}": _cd_voter,
    "nomer SIM sengko': {s}": _id_sim,
    "nomer paspor sengko': {s}": _id_passport,
    "hauh gaj sevbauj gou: {s}": _cn_sscard,
    "台胞证号码：{s}": _tw_permit,
    "我個回鄉證號碼係 {s}": _hk_return,
    "ܡܢܝܢܐ ܕܟܪܛܐ ܐܘܡܬܢܝܬܐ ܕܝܝ: {s}": _iq_nid,
    "ܡܢܝܢܐ ܕܦܣܦܘܪܛ ܕܝܝ: {s}": _iq_passport,
    "NSW driver licence number for the hire-car form: {s}": _nsw_licence,
    "my Australian passport number {s}, expires 2031": _au_passport,
    "الرقم القومي بتاعي: {s}": _eg_nid,
    "الرقم الوطني الأردني للسائق: {s}": _jo_number,
    "Omani resident card (civil number) of the Muscat tyre fitter: {s}": _om_civil,
    "carné de extranjería del instructor de karting: {s}": _pe_ce,
    "제 여권 번호는 {s} 입니다": _kr_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Toast back-office 2FA backup codes\n{codes}",
            "single-use recovery codes for the circuit's Zoho Mail, print and file: {codes}",
            "Cvent backup codes: {codes}", "2FA gij beihyungh hauhmaj:\n{codes}",
            "kode cadangan 2FA sengko': {codes}", "ܟܘܕܐ ܕ-backup ܕ-2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Tripleseat:bronwyn@quarrymoor.net?secret={s}&issuer=Tripleseat&digits=6",
              "OTPClient, manual entry for the Paylogic login, key: {s}",
              "SAASPASS secret for the Race Monitor admin account: {s}",
              "2FA secret ya ka ya Cvent: {s}"]  # fmt: skip
_CODES = ["{c} is your Ticketek verification code", "【桂林银行】您正在登录手机银行，验证码{c}，请勿泄露",
          "Ecobank OTP: {c} (valid 3 min). Never share it", "Bank Muscat: {c} هو رمز التحقق الخاص بك",
          "kode OTP BRImo sengko': {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 4) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["QMPC-PitLane", "QMPC-RaceControl-5G", "Timing-Room", "Apex-Suite-Guest", "Chicane-Club",
          "Kart-Arena-2G", "Paddock-Media", "Scrutineering-Bay", "MedCentre-5G", "Marshal-Post-7",
          "Grandstand-LED", "Fuel-Bay-IoT", "Zamtel_Mongu_Home", "Telkomsel-Sumenep",
          "Africell-Brikama", "Vodafone-CapeCoast"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "pit lane network {s}, password {pw}",
    "wifi in the Apex Suite: {s} / {pw}",
    "nmcli dev wifi connect {s} password {pw}",
    "the key on the sticker under the kart-arena router: {pw}",
    "mizmaj wifi {s} dwg {pw}",
    "password wifi {s} areya {pw}",
    "wifi {s} no password nye {pw}",
    "di password u di wifi {s} da {pw}",
    "wifi {s} password mu {pw} le ti",
    "password ya wifi {s} ki {pw}",
    "password wa wifi {s} udi {pw}",
    "ܦܐܣܘܘܪܕ ܕܘܐܝܦܐܝ {s} ܝܠܗ {pw}",
    "marshal post radio bridge: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("fsm_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("phk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["spelling it out for the radio, letter by letter: {t}", "[read over the Telex radio] {t}",
          "(spaced so the Yac preview doesn't show it) {t}", "cih ndeu cih ndeu: {t}",
          "settong-settong: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the fuel bay padlock: {pw}", "race control door: punch {pw} and press the key symbol",
          "mizmaj suj aen cangcuz: {pw}", "kode gembok gudang ban: {pw}",
          "sotɔɔ no padlock code: {pw}", "di kodo u di loku u di wosu: {pw}",
          "kodi ya padlock ya sitolo: {pw}", "kode wa cadenas wa magazini: {pw}",
          "ܩܦܠܐ ܕܡܚܣܢܐ: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["chicane", "hairpin", "kerbstone", "slipstream", "paddock", "pitboard", "gravel",
                 "camber", "tarmac", "redline", "marshal", "scrutineer", "grandstand",
                 "chequered", "apex", "flagpole"]  # fmt: skip
_PHRASES = {"LogMeOnce master passphrase for the timing crew's vault: {p}": " ",
            "Avira Password Manager master phrase: {p}": "-",
            "Hudu vault passphrase for race control: {p}": " ",
            "aWallet database passphrase: {p}": ".",
            "gij mizmaj coenz backup: {p}": " ", "passphrase backup sengko': {p}": "_",
            "ܦܐܣܦܪܐܝܙ ܕ-backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Karate feature: * header Authorization = 'Basic {v}'": True,
    "OpenResty: ngx.req.set_header(\"Authorization\", \"Basic {v}\")": True,
    "ReqBin saved request: Authorization: Bearer {v}": False,
    "Tyk API definition, upstream header Authorization: Basic {v}": True,
    "Wireshark, follow HTTP stream of the RaceHero call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "borgmatic config.yaml:\nencryption_passphrase: \"{pw}\"\nrepositories:\n  - path: ssh://backup@nas.qmpc.lan/./timing",
    "/etc/duply/timing/conf:\nGPG_KEY='disabled'\nGPG_PW='{pw}'\nTARGET='sftp://backup@nas.qmpc.lan/duply/timing'",
    "rathole server.toml:\n[server.services.timing_feed]\ntoken = \"{pw}\"\nbind_addr = \"0.0.0.0:5202\"",
    "v2ray config.json:\n{{\"inbounds\": [{{\"port\": 1080, \"protocol\": \"socks\", \"settings\": {{\"auth\": \"password\", \"accounts\": [{{\"user\": \"pitwall\", \"pass\": \"{pw}\"}}]}}}}]}}",
    "privoxy config:\nforward-socks5t / pitwall:{pw}@socks.qmpc.lan:1080 .",
    "nginx.conf (nginx-rtmp):\napplication onboard {{\n    live on;\n    push rtmp://a.rtmp.youtube.com/live2/{pw};\n}}",
    "Easy!Appointments config.php:\nconst DB_USERNAME = 'easyappts';\nconst DB_PASSWORD = '{pw}';",
    "alf.io application.properties:\nspring.datasource.username=alfio\nspring.datasource.password={pw}",
    "indico.conf:\nSQLALCHEMY_DATABASE_URI = 'postgresql://indico:{pw}@pg.qmpc.lan/indico'",
    "pretalx.cfg:\n[database]\nbackend=postgresql\nname=pretalx\nuser=pretalx\npassword={pw}",
    "Attendize .env:\nDB_USERNAME=attendize\nDB_PASSWORD={pw}",
    "Rallly .env:\nSECRET_PASSWORD={pw}\nDATABASE_URL=postgres://rallly@pg.qmpc.lan/rallly",
    "Kentico web.config:\n<add name=\"CMSConnectionString\" connectionString=\"Data Source=sql.qmpc.lan;Initial Catalog=Kentico;User ID=kentico;Password={pw}\" />",
    "Wagtail settings/production.py:\nDATABASES['default']['PASSWORD'] = '{pw}'",
    "Docspell docspell.conf:\njdbc {{\n  url = \"jdbc:postgresql://pg.qmpc.lan:5432/docspell\"\n  user = \"docspell\"\n  password = \"{pw}\"\n}}",
    "live_timing_dashboard.py:\ndemo.launch(server_name=\"0.0.0.0\", auth=(\"racecontrol\", \"{pw}\"))",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Tamsin: pit lane wifi password?\nDeclan: {pw}",
    "[07:41] callum: root pw for the scoring server?\n[07:42] bronwyn: {pw}",
    "Kwesi: {pw} is the new Daktronics admin password",
    "Lamin: use {pw}, that's what the kart kiosk takes now",
    "Nong Xiaolan: mizmaj moq dwg {pw}",
    "Siti: password anyar areya {pw}",
    "Sanomi: di njunjun password da {pw}",
    "Isatou: password kuto mu {pw} le ti",
    "Ngalula: password mupiamupia udi {pw}",
    "ܪܡܝܢܐ: ܦܐܣܘܘܪܕ ܚܕܬܐ ܝܠܗ {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200dwd = {pw}", "p\u00adassword → {pw}", "pаsswоrd: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｐａｓｓｗｄ＝{pw}", "ᴘᴀꜱꜱᴡᴏʀᴅ = {pw}", "pass\u2066word\u2069: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, the thirty-second's proportions).
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
    "the Westhold admin password is": "{s}", "Daktronics tower pw:": "{s} (since the controller swap in April)",
    "mizmaj gou dwg": "{s}", "ALGE Timy3 password": "{s}\nchange it after the season",
    "password sengko' areya": "{s}", "ܦܐܣܘܘܪܕ ܝܠܗ": "{s}", "password no nye": "{s}",
    "Racelogic password": "{s}", "the password Declan read out over the radio was": "{s}, I think",
    "password ya ka ki": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "RaceHero API key", "{s}", _j((HEX, 32))),
    ("split_token", "Fatsoma key:", "{s} (ticket sync)", _j("fsm_live_", (ALNUM, 32))),
    ("split_token", "AXS client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Trezor Suite backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(_card(g, "meeza"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BH"))),
    ("split_backup", "Toast recovery codes", "{s}\nk4m9-2vtq\np7xd-3nhe", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Iraqi national card no.", "{s}", _iq_nid),
    ("split_phrase", "LogMeOnce passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"westhold": {"url": "https://westhold.qmpc.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mizmaj": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kwesi", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"decoders": [{"name": "dec-a"}, {"name": "dec-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["bsqldb", "-S", "HOSPITALITY", "-U", "covers", "-P", "{s}", "-i", "covers.sql"]}': ("meta_password", _plain_pw),
    '{"note": "ܦܐܣܘܘܪܕ ܕܣܝܪܒܪ ܝܠܗ {s}"}': ("meta_password", _plain_pw),
    '{"password_ya_ka": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Daktronics tower as clerk with the password {s}"}': ("meta_password", _plain_pw),
    '{"racehero": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"paylogicSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"tixr_private_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/36"}}': ("meta_card", lambda g: v.grouped(_card_of(g, ["9360"], [16]), " ", g)),
    '{"caterer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "OM")),
    '{"driver": {"nsw_licence": "{s}"}}': ("meta_id", _nsw_licence),
    '{"mfa": {"backup_codes": ["{s}", "k4m9-2vtq", "p7xd-3nhe"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"prize_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"raceceiver": {"aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_bay": {"padlock": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "QMPC-PitLane", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"x2-decoder-fw-4.6.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/quarrymoor/live-timing:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"timing: add sector times to the feed", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"results: revert penalty import", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"entry-list-round5.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"laps-2033-round4.parquet").hexdigest()
_ISSN = str(std_issn.format("2398517" + std_issn.calc_check_digit("2398517")))
_ISBN = str(std_isbn.format("978191642750" + std_ean.calc_check_digit("978191642750")))
_EAN = "506011245873" + std_ean.calc_check_digit("506011245873")

CLEAN = [
    "Remind me to change the Westhold decoder password before the scrutineering visit on 2033-06-14.",
    "Tamsin asked for the pit lane wifi password; it's on the laminated card in race control.",
    "Policy: circuit passwords are at least 16 characters and live only in the Hudu vault.",
    "Please don't paste passwords into RaceWatch; share a vault link instead.",
    "The `.env.example` line `RACEHERO_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Daktronics controller asks for a new admin password after every firmware update.",
    "Replace <YOUR_STORMGLASS_KEY> in the README with the key from your Storm Glass dashboard.",
    "FATSOMA_API_TOKEN and TIXR_PRIVATE_KEY must be set before the nightly ticket sync runs.",
    "Gaej naeuz bouxwnq mizmaj mwngz.",
    "Ja' pabala password ba'na ka sapa bai.",
    "Mma nnka wo password nkyerɛ obiara.",
    "Na taki di password fii da ne wan sama.",
    "Kana i la password fo moo kiling ye.",
    "Mu sa bulelelangi mutu password ya mina.",
    "Kuambidi muntu password webe to.",
    "ܠܐ ܐܡܪܝܬ ܦܐܣܘܘܪܕ ܕܝܘܟ ܩܐ ܚܕ ܢܫܐ.",
    "La clave tiene que tener por lo menos dieciséis caracteres, che.",
    "Das Passwort muss mindestens sechzehn Zeichen haben.",
    "Le mot de passe doit comporter au moins seize caractères.",
    "パスワードは16文字以上で、使い回しは禁止です。",
    "يجب ألا تقل كلمة المرور عن ستة عشر حرفًا.",
    "Kata sandi minimal enam belas karakter.",
    "Upgraded the X2 decoder firmware from 4.5 to 4.6.2 and pyserial to 3.5 over the winter.",
    f"commit {_COMMIT} adds sector times to the live-timing feed.",
    f"Rolled back to {_SHORT} after the penalty-points import broke the results page.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The X2 decoder firmware 4.6.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of laps-2033-round4.parquet: {_SHA512}",
    f"The live-timing container runs ghcr.io/quarrymoor/live-timing@sha256:{_IMAGE}.",
    f"MD5 of entry-list-round5.csv is {_MD5}, same as the copy on the timing share.",
    "Request id 3f9c27a1-8b4e-4d12-a6f0-5e7b1c9d2a84 is the slow one in the Race Monitor logs.",
    "Purchase order PO-2033-00731 for 120 sets of slicks ships on Tuesday.",
    "Workzone #2207: the race control aircon trips the breaker every afternoon.",
    "Call the kart arena desk on +61 2 9726 4410 before noon.",
    "Transponder 4821736 is fitted to car 77 for the endurance race.",
    "Lap record: 1:28.417 by car 12 in round 3; the previous best was 1:28.902.",
    "Race 4 had 2 safety-car periods and 1 red flag; the pit lane speed limit is 60 km/h.",
    "Track temperature 41.5 °C, air 27 °C, humidity 38 %; tyre pressures 1.9 bar cold.",
    "After five wrong passwords the Daktronics controller locks the account for 15 minutes.",
    "The circuit is 3.942 km long with 14 corners; the kart track is 1.1 km.",
    "The secret to the Hairpin is braking at the 100 m board and staying off the kerb.",
    "Ask Declan for the fuel-bay padlock code, I don't have it.",
    "My card ending 4410 was declined at the Sakhir parts shop.",
    "The Muscat tyre supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the circuit's Toast account and keep them in the safe.",
    "No wallet support desk will ever ask for your recovery words.",
    "Keep `RACEHERO_API_KEY` in the secrets store, never in the repository.",
    "The fuel-bay padlock seizes in the cold; spray it before race morning.",
    "Race Monitor moved the API token page under Account › Developer in its March release.",
    f"ISSN {_ISSN} is the championship yearbook; ISBN {_ISBN} is the circuit's history book.",
    "The guest wifi 'Quarrymoor-Guest' is open, no password needed.",
    "Heat 3 of the kart sprint: 14 karts, 12 laps, best lap 48.213 s; the PB board is updated.",
    "Gate 3 turnstiles counted 18,412 spectators on Sunday.",
    f"The EAN on the pit crew caps is {_EAN}; reorder 200 from the merch supplier.",
    "Version 2.14.0 of the scoring app fixes the tie-break for equal lap times.",
    "Penalty: car 31, drive-through for speeding in the pit lane (68 km/h).",
    "Mizmaj moq gaenq cuengq youq ndaw vault, gaej sij youq gizneix.",
    "A senha do Wi-Fi dos convidados está no cartão da recepção.",
    "비밀번호는 금고 관리 앱에만 저장하세요.",
    "密码请只保存在密码库里，不要发到群里。",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-02T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "hudu/race-control/westhold", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "2207", "purchase_order": "PO-2033-00731"}',
    '{"lap": {"car": 12, "time": "1:28.417", "sector_1": 27.904}}',
    '{"phone": "+61 2 9726 4410", "site": "kart arena"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "transponders_in_stock": 212}',
    '{"transponder": "4821736", "car": 77, "class": "GT4"}',
    '{"request_id": "3f9c27a1-8b4e-4d12-a6f0-5e7b1c9d2a84", "status": 200}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
