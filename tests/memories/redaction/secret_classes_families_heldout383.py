# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-eighty-third corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-eighty-first's
docstring, the fifth to three-hundred-and-eighty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (382, 384, 385), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (383_517_064), password words (an
island word, a word from home and a number and a sign, `BonefishGriyo42!`; dot-joined island words
with a year, `sisal.kew.2031`; leet `B0n3f1sh`; a name, a year, a sign and TCI; underscored words
and a number; dashed generator groups of five; random runs).

The fictional company is Conch Reef Hospitality & Marine Ltd., a small resort, villa and ferry-desk
operator with its office in Providenciales, a dock office and cruise-pier shop on Grand Turk, a
lodge in Whitby (North Caicos) and cottages on Salt Cay; its staff (Delroy who runs IT, Shavonne,
Kendrick, Miss Pearline, Tavares), Haitian workers (Jean-Robert, Wideline, Nadege), Dominican staff
(Yokasta, Wander), Filipino resort staff (Jomar, Lovely, Marites), the German dive-school partner
(Jens and Ulrike of an invented Tauchbasis) and relatives abroad (a sister in Miami, cousins in
Cap-Haïtien, Toronto and Ottawa, a mother in Iloilo, an aunt in Santiago, a brother in Kiel). Every
company, person, address, domain (`conch.lan`, `conch.example`), account and number is invented;
only the region is real. Texts: chats, tickets, notes, runbooks, shell prompts, config and env
files, voice-note transcripts and requests to the assistant; separators: a colon, `=`, `/`, `|`,
`—`, `is`, `da`, `se`, `es`, `ay`, `ist`, `lautet`, a new line, a question then its answer, a
value said first.

Grep counts (heldouts 5 to 381, grep -l): none for Conch Reef, ReefStay, ConchPay, Kipsu,
Tideline, BottomTime, Mangrove Mail, CaicosWave, Whitby, Salt Cay, North Caicos, Oracle
Hospitality, ALICE; one for Providenciales, Grand Turk, Duetto, Revinate; two for Stayntouch,
Quore, eviivo, Flexkeeping, Canary Technologies, Agilysys, virt-install, LXD's trust_password, a
preseed's `d-i passwd`; three for `pvesm add`, `mi pana`; four for `influx setup`; five for `modpas
la se`, `Passwort lautet`; more for the commoner tools kept for coverage (ilorest 11, samba-tool
11, kopia 18, `xe -s` 17, x11vnc 21, nmcli 71). Languages: about half in English or config; the
rest in Turks and Caicos Creole English as texted (`di password fi di … da`, `wah di password`,
`dis a di`, `dat a di`: my guesses), Haitian Creole (`modpas … se`, `kòd sekrè`, `pa di pèsonn`:
spelling my guess), Dominican Spanish (`e'`, `klk`, `mi pana`, `tú sabe`: my guesses at the
texting), Filipino/Tagalog (`ang password ng … ay`, `yung`, `po`, `wag mo ipagsabi`: my guesses)
and German of the dive-school partner; all in Latin letters, as these communities text. Vendors:
Oracle Hospitality, Duetto, Revinate, ALICE, Agilysys, Stayntouch, Quore, eviivo, Flexkeeping,
Canary Technologies, Kipsu, ReefStay (invented), ConchPay (invented), SaltCay Tides (invented),
CaicosWave SMS (invented), Turquoise Bookings (invented), BottomTime Dive (invented), Mangrove Mail
(invented), Tideline Desk (invented), plus Stripe, Slack, GitHub, OpenAI, Anthropic, SendGrid and
Hugging Face shapes. Ids: the Dominican Republic's cédula and RNC (`stdnum.do`), Germany's
Steuer-ID (`stdnum.de.idnr`), Canada's SIN, the US ITIN and SSN, each drawn until its stdnum
module validates it; IBANs of Palestine, Costa Rica, Mauritania, North Macedonia, Yemen, Somalia
and Belarus (the fewest quoted mentions by a rough grep count), checked with `stdnum.iban`; seed
phrases from `mnemonic`'s English, Spanish, French, Portuguese and Italian lists. Cards pass Luhn.
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
from stdnum.ca import sin as ca_sin
from stdnum.de import idnr as de_idnr
from stdnum.do import cedula as do_cedula
from stdnum.do import rnc as do_rnc
from stdnum.iso7064 import mod_11_10
from stdnum.us import itin as us_itin
from stdnum.us import ssn as us_ssn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 383_517_064
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


_ISLAND = ["Conch", "Bonefish", "Grouper", "Iguana", "Frigate", "Flamingo", "Mangrove",
           "Sapodilla", "Bambarra", "Whitby", "Balfour", "Cockburn", "Kew", "Mudjin",
           "Lobster", "Snapper", "Boatswain", "Sisal"]  # fmt: skip
_HOME = ["Griyo", "Lakay", "Sancocho", "Bachata", "Mangu", "Adobo", "Sinigang", "Halo",
         "Tauchgang", "Riffhai", "Kompressor", "Pikliz"]  # fmt: skip
_STAFF = [
    "Delroy",
    "Shavonne",
    "Kendrick",
    "Pearline",
    "Jean-Robert",
    "Wideline",
    "Yokasta",
    "Wander",
    "Jomar",
    "Lovely",
    "Marites",
    "Jens",
    "Ulrike",
    "Tavares",
    "Nadege",
]
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["C0nchR3ef", "B0n3f1sh", "Gr0up3r", "1gu4n4", "Fl4m1ng0", "M4ngr0v3", "S4p0d1ll4"]


def _manager(g: random.Random) -> str:
    """Four random groups of five, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways the staff pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ISLAND)}{g.choice(_HOME)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_ISLAND, 2)) + f".{g.randrange(2024, 2036)}",
    lambda g: (
        f"{g.choice(_STAFF).replace('-', '')}{g.randrange(1968, 2010)}{g.choice(_SYMBOLS)}TCI"
    ),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2036)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_HOME).lower()}_{g.choice(_ISLAND).lower()}_{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    _manager,
    lambda g: f"{g.choice(_ISLAND).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 13),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Kipsu guest thread, Delroy: the Oracle Hospitality Simphony workstation password is {pw}",
    "ALICE ticket 2207 (Grace Bay villas): Duetto revenue login broke, password {pw}",
    "Revinate note: the lobby kiosk admin password {pw}",
    "Opera Cloud sandbox, Shavonne: the night-audit PC password is {pw}",
    "Quore work order 881, Salt Cay cottage: the Vivint panel password {pw}",
    "Flexkeeping task for housekeeping lead: tablet password {pw}",
    "Stayntouch note, front desk: the key encoder password is {pw}",
    "eviivo message from Kendrick: channel manager password {pw}",
    "Agilysys POS note, Bonefish bar: manager override password {pw}",
    "Canary Technologies chat: the contactless check-in portal password is {pw}",
    "Runbook (Grand Turk dock office)\n1. power on the NVR\n2. log in as admin\n3. password {pw}",
    "Hi Tavares,\nthe password for the North Caicos generator panel is {pw}."
    " Delete after reading.\nDelroy",
    "note to self: Bottom Time dive log server password {pw}",
    "Incident 2031-08-02: the reef-cam uplink on Salt Cay answered with password {pw}",
    "dictated: the desalination plant HMI password is {pw} full stop",
    "please remember my First Caicos Credit Union app password, it's {pw}",
    "README (boathouse rack): UPS web UI at https://ups-boat.conch.lan, password `{pw}`",
    "after the hurricane reset the Starlink router password became {pw}",
    "mi password fi di Grace Bay booking PC a {pw}, no tell nobody",
    "Miss Pearline: di new password fi di laundry computer da {pw}",
    "Kendrick: wah di password fi di bar tablet? ... it da {pw}",
    "dis a di password fi di dock camera: {pw}",
    "mi email password now da {pw}",
    "Shavonne: password fi di ferry ticket laptop change to {pw}",
    "password fi di Whitby guest house router da {pw} eh",
    "modpas òdinatè resepsyon an se {pw}",
    "Jean-Robert: nouvo modpas sèvè a se {pw}",
    "Wideline: modpas imèl mwen se {pw}, pa di pèsonn",
    "modpas tablèt lakizin nan se {pw}",
    "mo de pas machin lesiv la: {pw}",
    "kòd sekrè pou pòtay jaden an se {pw}",
    "Nadege: men modpas wouter kay la: {pw}",
    "la contraseña de la computadora del restaurante e' {pw}, mi pana",
    "Yokasta: la clave nueva del sistema de nómina es {pw}",
    "Wander: klk, la contraseña del wifi de los empleados quedó {pw}",
    "oye, la clave de la caja del bar es {pw}, no se la des a nadie",
    "la contraseña de mi correo es {pw}, tú sabe",
    "contraseña del panel de la planta eléctrica: {pw}",
    "Yokasta: te paso la clave del portal de Popular, {pw}",
    "ang password ng computer sa front desk ay {pw}",
    "Jomar: yung bagong password ng server ay {pw}",
    "Lovely: password ko sa email ay {pw}, wag mo ipagsabi ha",
    "pw ng tablet sa housekeeping: {pw}",
    "Marites: ang password ng laundry PC ay {pw} po",
    "yung password ng router sa staff house ay {pw}",
    "ang password ko sa GCash ay {pw}",
    "Jomar: pinalitan ko yung password ng POS, {pw} na ngayon",
    "Jens: das Passwort für den Kompressor-Controller lautet {pw}",
    "Ulrike: Kennwort für das Tauchlogbuch-Portal ist {pw}",
    "Notiz Tauchbasis: das neue Passwort vom Bootsrechner ist {pw}",
    "Passwort des Nitrox-Analysators (Web): {pw}",
    "Jens an Delroy: Zugangspasswort zum Buchungssystem {pw}",
    "Kennwort für den Laptop auf der Salt Cay Tour: {pw}",
    "Ulrike: mein Mail-Passwort ist jetzt {pw}, bitte nicht weitersagen",
    "Lodgify-ish custom PMS 'ReefStay' admin password: {pw}",
    "Tideline ticket 54: the Mudjin Harbour kiosk password is {pw}, please reset",
    "Kipsu thread with Tavares: marina fuel pump console password {pw}",
    "note: Provo office printer admin password {pw}",
    "voice note, Delroy: okay the new Wi-Fi controller password is {pw}, write it down",
    "Conch Reef wiki › IT › Backup NAS: password {pw}",
    "Whitby lodge handover sheet: alarm panel web password {pw}",
    "Sapodilla villa smart lock hub password: {pw}",
    "the Grand Turk cruise-pier POS password is {pw}",
    "Kendrick asked me to store the boat GPS portal password: {pw}",
    "Sister in Miami: Mom's Medicare portal password is {pw}",
    "kouzen m nan Okap: modpas Facebook li se {pw}",
    "Nanay sa Iloilo: ang password ng Facebook niya ay {pw}",
    "mi tía en Santiago: la contraseña de su banco es {pw}",
    "Ulrikes Bruder in Kiel: sein WLAN-Passwort ist {pw}",
    "Bottom Time dive shop server: root password is {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["delroy", "shavonne.h", "kendrick", "pearline", "jrobert", "wideline", "yokasta",
          "wander.p", "jomar", "lovely.s", "marites", "jens", "ulrike.b", "tavares", "nadege",
          "nightaudit", "svc-pms", "dockcam"]  # fmt: skip
_LOGINS = [
    "Kipsu, Delroy: the Simphony login is {u} / {pw}",
    "usr {u} pw {pw}",
    "Conch Reef wiki › Front desk › Key encoder: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| ReefStay PMS | {u} | {pw} |",
    "sign into the Duetto console as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "creds for the dock NVR are {u} and {pw}",
    "system,user,password\nnvr-grandturk,{u},{pw}",
    "mi username da {u} an di password da {pw}",
    "itilizatè: {u}, modpas: {pw}",
    "non itilizatè a se {u} epi modpas la se {pw}",
    "usuario {u} y contraseña {pw}, mi pana",
    "usuario: {u} / clave: {pw}",
    "username ko ay {u} at password ay {pw}",
    "user {u}, pw {pw} po",
    "Benutzername {u}, Passwort {pw}",
    "Benutzer: {u} Kennwort: {pw}",
    "ssh {u}@pms.conch.lan (password {pw})",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = [
    "conch",
    "bonefish",
    "sapodilla",
    "bambarra",
    "mudjin",
    "sisal",
    "griyo",
    "pikliz",
    "sancocho",
    "mangu",
    "sinigang",
    "halohalo",
    "riffhai",
    "boatswain",
]
_SPELLED = [
    "the password is the word {w}, small letters, and then {d}",
    "for the dock NVR it's {w} and then the number {d}",
    "voice note: staff wifi password is {w} followed by {d}, no space",
    "type {w}, then {d}; that's the laundry PC password",
    "it's {w}{d}, word and digits joined",
    "di password da di word {w}, den {d}",
    "modpas la se mo {w} la, apre sa {d}",
    "la clave es la palabra {w} y después {d}",
    "ang password ay yung salitang {w}, tapos {d}",
    "Das Passwort ist das Wort {w}, dann {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "xe -s xen1.conch.lan -u {u} -pw '{pw}' vm-list",
    "pvesm add cifs pvebk --server 10.20.0.5 --share pvebk --username {u} --password '{pw}'",
    "virt-install --name pos-vm --memory 4096 --graphics vnc,password={pw} --cdrom pos.iso",
    "lxc config set core.trust_password {pw}",
    "echo 'd-i passwd/root-password password {pw}' >> preseed.cfg",
    "ilorest login ilo-pms.conch.lan -u {u} -p '{pw}'",
    "sshpass -p '{pw}' ssh {u}@dockcam.conch.lan",
    "mysqldump -u{u} -p'{pw}' reefstay > reefstay.sql",
    "nmcli dev wifi connect ConchReef-Staff password '{pw}'",
    "ovftool pos.ova vi://{u}:{pw}@esx2.conch.lan/",
    "kopia repository connect s3 --bucket conch-bk --password='{pw}'",
    "samba-tool user setpassword {u} --newpassword='{pw}'",
    "ldapsearch -x -D cn={u},dc=conch,dc=lan -w '{pw}' -b dc=conch,dc=lan",
    "x11vnc -display :0 -passwd '{pw}' -forever",
    "mongorestore --uri 'mongodb://{u}:{pw}@mongo.conch.lan:27017' dump/",
    "influx setup --username {u} --password '{pw}' --org conch --bucket tides --force",
    "echo '{pw}' | sudo -S systemctl restart reefstay-bridge",
    "openssl pkcs12 -export -in pos.crt -inkey pos.key -out pos.p12 -passout pass:{pw}",
    "keytool -importkeystore -srckeystore pos.p12 -destkeystore pos.jks -deststorepass '{pw}'",
    "curl -u {u}:{pw} https://pms.conch.lan/api/rooms",
    "wget --user={u} --password='{pw}' https://bk.conch.lan/night.tar",
    "zip -P '{pw}' payroll-aug.zip payroll-aug.xlsx",
    "7z a -p'{pw}' passports.7z scans/",
    "redis-cli -h redis.conch.lan -a '{pw}' ping",
    "sqlcmd -S sql.conch.lan -U {u} -P '{pw}' -Q 'select 1'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "delroy@grace-pms:~$ {c}", "root@saltcay-nvr:~# {c}",
    "PS C:\\Users\\delroy> {c}", "Termius on the iPad, host provo-gw: {c}",
    "history on the boathouse box:\n  412  {c}", "mi run dis pon di server: {c}",
    "kòmand mwen te tape a: {c}", "corrí esto, mi pana: {c}", "pinatakbo ko to: {c}",
    "hab das auf dem Bootsrechner ausgeführt: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.conch.lan:5432/reefstay",
    "mysql://{u}:{pw}@folio-db.conch.lan/folio",
    "mongodb+srv://{u}:{pw}@cluster0.conch.example/bookings",
    "redis://{u}:{pw}@cache.conch.lan:6379/0",
    "amqp://{u}:{pw}@mq.conch.lan:5672/pos",
    "rtsp://{u}:{pw}@dockcam-2.conch.lan:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@tides.conch.lan/exports/",
    "jdbc:postgresql://pg.conch.lan/simphony?user={u}&password={pw}",
    "Server=sql.conch.lan;Database=Payroll;User Id={u};Password={pw};",
    "smtp://{u}:{pw}@mail.conch.example:587",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "di DB link da {c}",
    "lyen baz done a se {c}", "la cadena de conexión es {c}", "ito yung connection string: {c}",
    "Verbindungs-URL: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "conch-reef", "sub": f"prop_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


def _slack(g: random.Random) -> str:
    return f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Oracle Hospitality", "OHIP_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Duetto", "DUETTO_API_KEY", _j((HEX, 40))),
    ("Revinate", "REVINATE_SECRET", _j((ALNUM, 40))),
    ("ALICE", "ALICE_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Agilysys", "AGILYSYS_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Stayntouch", "STAYNTOUCH_TOKEN", _vendor_jwt("https://api.stayntouch.example")),
    ("Quore", "QUORE_API_KEY", _j((HEX, 32))),
    ("eviivo", "EVIIVO_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Flexkeeping", "FLEXKEEPING_TOKEN", _j((ALNUM, 36))),
    ("Canary Technologies", "CANARY_API_KEY", _j("cnry_live_", (ALNUM, 32))),
    ("ReefStay", "REEFSTAY_API_KEY", _j("rs_live_", (ALNUM, 32))),
    ("ConchPay", "CONCHPAY_SECRET_KEY", _j("cp_sk_", (ALNUM, 36))),
    ("SaltCay Tides", "TIDES_API_TOKEN", _j((HEX, 64))),
    ("CaicosWave SMS", "CAICOSWAVE_AUTH_TOKEN", _j((HEX, 32))),
    ("Turquoise Bookings", "TURQUOISE_KEY", lambda g: v.uuid4(g, "b")),
    ("BottomTime Dive", "BOTTOMTIME_API_KEY", _j("btd_", (LOWER_DIGITS, 40))),
    ("Mangrove Mail", "MANGROVE_MAIL_KEY", _j("mm-", (ALNUM, 44))),
    ("Kipsu", "KIPSU_API_SECRET", _j((B64, 43), "=")),
    ("Tideline Desk", "TIDELINE_TOKEN", _j((UPPER_HEX, 40))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("Slack", "SLACK_BOT_TOKEN", _slack),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} conch/reefstay-sync",
    "fly secrets set {env}={tok}",
    "kubectl create secret generic sync --from-literal={env}={tok}",
    "ReefStay › Settings › Integrations › {vendor}: {tok}",
    "Tideline ticket 61: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Kipsu, Delroy: {vendor} key for the channel sync: {tok}",
    "di {vendor} API key da {tok}",
    "kle API {vendor} la se {tok}",
    "la clave de API de {vendor} es {tok}",
    "ang API key ng {vendor} ay {tok}",
    "API-Schlüssel von {vendor} für die Tauchbasis: {tok}",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out: list[Sample] = []
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Kipsu: {t}", "it only shows it once, so here:\n{t}", "hol dis fi mi: {t}",
                "kenbe sa pou mwen: {t}", "guárdame esto: {t}", "pakitago: {t}"]  # fmt: skip
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


_HEX_PLACES = {
    "HMAC secret for the ConchPay webhook: {h}": 64,
    "LoRaWAN AppKey of the cistern level sensor on Salt Cay: {h}": 32,
    "encryption key of the night backup (hex): {h}": 64,
    "di backup encryption key da {h}": 64,
    "kle chifreman backup la: {h}": 48,
    "clave de cifrado del respaldo: {h}": 32,
    "Schlüssel für die Logbuch-Verschlüsselung: {h}": 64,
    "susi ng encryption ng backup: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Tideline ticket 66: token from the browser's network tab {t}",
    "Cookie: lang=en; reefstay_session={t}",
    "PMS_BRIDGE_ACCESS_TOKEN={t}",
    "di token da {t}",
    "token an se {t}",
    "el token es {t}",
    "ito yung token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
              "email": f"{rng.choice(_USERS)}@conch.example"}  # fmt: skip
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, {"alg": alg, "typ": "JWT"}, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the Provo PMS box, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/book.conch.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SAML_SP_PRIVATE_KEY": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_dock <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Tideline ticket 70, pasted by the POS installer:\n{key}": ("PRIVATE KEY", "\n"),
    "kle prive sèvè a:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "privater Schlüssel vom Bootsrechner:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABF"
               "wAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    block = [f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"]
    return {"key": joiner.join(block), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Exodus wallet backup words, copying them off the card: {p}": "english",
    "voice note: the Trust Wallet recovery words are {p} and that's all": "english",
    "Conch Reef wiki › Old tips wallet (emptied): {p}": "english",
    "mi seed phrase fi di crypto app: {p}": "english",
    "ito yung recovery phrase ng wallet ko: {p}": "english",
    "Wiederherstellungsphrase der alten Wallet: {p}": "english",
    "frase de recuperación de la billetera, mi pana: {p}": "spanish",
    "las 12 palabras de la cartera: {p}": "spanish",
    "fraz rekiperasyon pòtfèy la: {p}": "french",
    "mo rekiperasyon yo: {p}": "french",
    "frase de recuperação da carteira do primo: {p}": "portuguese",
    "frase di recupero del portafoglio: {p}": "italian",
}  # fmt: skip
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
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Kipsu, Delroy: the company card for the generator parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Tideline ticket 75: pay the dive compressor service with card {c}",
    "mi card number da {c}, {mm}/{yy}",
    "nimewo kat mwen: {c}, {mm}/{yy}",
    "el número de mi tarjeta es {c}, vence {mm}/{yy}",
    "card number ko: {c}, exp {mm}/{yy}",
    "Kartennummer der Tauchbasis: {c}, gültig bis {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "maestro", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " "][index % 4], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, security code {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, four-digit code on the front: {cvv}",
               "di three number dem pon di back a di card: {cvv}",
               "los tres números de atrás de la tarjeta: {cvv}",
               "Prüfnummer auf der Rückseite: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    return {
        "c": v.grouped(v.card(rng, brand), " ", rng),
        "cvv": _r(rng, D, 4 if brand == "amex" else 3),
    }


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries with the fewest quoted mentions over heldouts 5 to 381 (a rough grep count); BBAN
# shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"PS": "aaaa" + "c" * 21, "CR": "0" + "n" * 17, "MR": "n" * 23,
                "MK": "nnn" + "c" * 10 + "nn", "YE": "aaaa" + "nnnn" + "c" * 18,
                "SO": "n" * 19, "BY": "cccc" + "nnnn" + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice CR-2031-044: pay the villa furniture to {i} within 30 days",
    "save the supplier's IBAN for me: {i}",
    "IBAN: {i}\nReference: staff housing, August",
    "mi cousin IBAN da {i}",
    "IBAN kouzen mwen: {i}",
    "el IBAN de mi primo es {i}",
    "IBAN ng tito ko: {i}",
    "IBAN der Tauchbasis-Partnerin: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cedula(g: random.Random) -> str:
    """A Dominican cédula: eleven digits with a Luhn check digit."""
    body = g.choice(["001", "031", "402", "223"]) + _r(g, D, 7)
    number = body + luhn.calc_check_digit(body)
    return str(do_cedula.format(v.until(g, lambda h: number, do_cedula.is_valid)))


def _rnc(g: random.Random) -> str:
    """A Dominican RNC: nine digits with a weighted check digit."""
    body = g.choice("13") + _r(g, D, 7)
    return str(do_rnc.format(body + do_rnc.calc_check_digit(body)))


def _idnr(g: random.Random) -> str:
    """A German Steuer-ID: eleven digits, one digit twice, ISO 7064 mod 11,10."""

    def make(h: random.Random) -> str:
        body = h.choice("123456789") + _r(h, D, 9)
        return body + mod_11_10.calc_check_digit(body)

    return str(de_idnr.format(v.until(g, make, de_idnr.is_valid)))


def _sin(g: random.Random) -> str:
    return v.until(g, v.sin_number, ca_sin.is_valid)


def _itin(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return (
            f"9{_r(h, D, 2)}-{h.choice(['70', '75', '78', '80', '88', '90', '94'])}-{_r(h, D, 4)}"
        )

    return v.until(g, make, us_itin.is_valid)


def _ssn(g: random.Random) -> str:
    return v.until(g, v.ssn_number, us_ssn.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "Yokasta's cédula for the work-permit form: {s}": _cedula,
    "mi cédula es {s}, pa' lo del permiso de trabajo": _cedula,
    "cédula de Wander (para la nómina): {s}": _cedula,
    "cédula de mi mamá en Santiago: {s}": _cedula,
    "cédula de identidad y electoral: {s}": _cedula,
    "RNC de la empresa de mi tío en Santo Domingo: {s}": _rnc,
    "RNC del suplidor de colchones: {s}": _rnc,
    "Steuer-ID von Jens: {s}": _idnr,
    "meine Steuerliche Identifikationsnummer: {s}": _idnr,
    "Ulrike, Steuer-ID für die Lohnabrechnung: {s}": _idnr,
    "Identifikationsnummer (IdNr) der Partnerin: {s}": _idnr,
    "my brother's SIN in Toronto, for the tax form: {s}": _sin,
    "Social Insurance Number of Delroy's cousin in Ottawa: {s}": _sin,
    "Aunt Pearline's ITIN in Miami: {s}": _itin,
    "ITIN fi mi sister inna Miami: {s}": _itin,
    "Kendrick's mother's SSN for the Medicare form: {s}": _ssn,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = [
    "ReefStay 2FA backup codes\n{codes}",
    "Google Workspace backup codes for the front desk: {codes}",
    "mi 2FA backup codes dem: {codes}",
    "kòd sekou 2FA yo:\n{codes}",
    "códigos de respaldo del 2FA: {codes}",
    "Backup-Codes für das Tauchbasis-Konto:\n{codes}",
]
_SEEDS_2FA = ["otpauth://totp/ReefStay:delroy@conch.example?secret={s}&issuer=ReefStay",
              "Authenticator setup key for the Duetto login: {s}",
              "TOTP secret for the ConchPay dashboard: {s}",
              "2FA secret ng GCash ko: {s}",
              "2FA-Schlüssel fürs Buchungssystem: {s}"]  # fmt: skip
_CODES = ["{c} is your First Caicos verification code", "Your ConchPay one-time code is {c}",
          "Kòd verifikasyon ou se {c}", "Tu código de verificación de Banco Popular es {c}",
          "Ang OTP mo ay {c}. Huwag ibigay kahit kanino", "Ihr Bestätigungscode lautet {c}",
          "verification code: {c}", "Use {c} to sign in to Kipsu"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["ConchReef-Staff", "ConchReef Guest 5G", "Whitby-Lodge", "SaltCay Cottage",
          "GrandTurk-Dock", "Flow-Provo-2G", "Digicel_Kew", "Tauchbasis Boot"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "staff network {s}, password {pw}",
    "wifi at the Salt Cay cottage: {s} / {pw}",
    "di wifi {s} password da {pw}",
    "modpas wifi {s} la se {pw}",
    "la clave del wifi {s} es {pw}",
    "password ng wifi {s}: {pw}",
    "WLAN {s}, Schlüssel: {pw}",
    "the key printed under the Flow box: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, D, 16)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("rs_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ghp_", (ALNUM, 36)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = [
    "reading it out one character at a time: {t}",
    "[dictated over the phone] {t}",
    "(spaced so the preview hides it) {t}",
    "wan wan letta: {t}",
    "letra por letra: {t}",
]


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the gate code at the Whitby lodge is {pw}", "di code fi di boathouse lock da {pw}",
          "kòd kadna depo a se {pw}", "el código del candado de la bodega es {pw}",
          "PIN ng ATM ko: {pw}", "Tresor-PIN der Tauchbasis: {pw}",
          "the villa safe takes {pw} then #", "alarm code for the Grand Turk office: {pw}",
          "mi bank card PIN da {pw}", "PIN kat mwen se {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = [
    "conch",
    "bonefish",
    "sapodilla",
    "mangrove",
    "frigate",
    "iguana",
    "sisal",
    "boatswain",
    "lobster",
    "flamingo",
    "grouper",
    "cistern",
    "saltpond",
    "ferry",
]
_PHRASES = {"Bitwarden master passphrase for the front-desk vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "di backup passphrase da {p}": " ", "fraz sekrè backup la: {p}": ".",
            "frase de contraseña del respaldo: {p}": " ",
            "passphrase ng backup: {p}": "_", "Passphrase für das Backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Postman, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "curl -H 'Authorization: Basic {v}' https://pms.conch.lan/api": True,
    "Insomnia request: Authorization: Bearer {v}": False,
    "HTTP log line: authorization: bearer {v}": False,
    "ReefStay webhook header X-Auth: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "reefstay.ini:\n[database]\nuser = reefstay\npassword = {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "docker-compose.yml:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "application.properties:\nspring.datasource.username=pos\nspring.datasource.password={pw}",
    "hostapd.conf:\nssid=ConchReef-Staff\nwpa_passphrase={pw}",
    "msmtprc:\naccount conch\nuser alerts@conch.example\npassword {pw}",
    ".pgpass:\npg.conch.lan:5432:reefstay:reefstay:{pw}",
    "smb credentials file:\nusername=backup\npassword={pw}",
    "config.yaml:\nsmtp:\n  host: mail.conch.example\n  password: \"{pw}\"",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"pos\", \"Password\": \"{pw}\"}}}}",
    ".env:\nMAIL_PASSWORD={pw}\nMAIL_FROM=frontdesk@conch.example",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Kendrick: staff wifi password?\nDelroy: {pw}",
    "[07:02] shavonne: root pw for the PMS box?\n[07:03] delroy: {pw}",
    "Tavares: {pw} is the new NVR admin password",
    "Jomar: {pw} — yan ang password ng POS",
    "Yokasta: {pw}, esa es la clave del sistema",
    "Jean-Robert: {pw}, se modpas nouvo a",
    "Jens: {pw} ist das neue Passwort vom Kompressor",
    "Pearline: {pw} dat a di password fi di laundry PC",
    "Wander: ¿cuál es la clave del wifi?\nYokasta: {pw}",
    "Lovely: ano password ng laptop?\nMarites: {pw}",
    "Wideline: ki modpas la?\nNadege: {pw}",
    "Ulrike: Passwort vom Logbuch?\nJens: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 16), (_backups, 6), (_totp, 5), (_codes, 8), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 10), (_phrases, 7), (_auth, 6), (_configs, 14), (_chats, 14),
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
    "the Simphony admin password is": "{s}", "NVR pw:": "{s} (since the hurricane reset)",
    "di password da": "{s}", "modpas la se": "{s}", "la contraseña es": "{s}",
    "ang password ay": "{s}", "Das Passwort lautet": "{s}",
    "the password Tavares read out over the VHF was": "{s}, I think",
    "Kennwort:": "{s}\nbitte ändern", "clave del wifi:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Duetto API key", "{s}", _j((HEX, 40))),
    ("split_token", "ReefStay key:", "{s} (channel sync)", _j("rs_live_", (ALNUM, 32))),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PS"))),
    ("split_backup", "ReefStay backup codes", "{s}", lambda g: " ".join(v.backup_codes(g, 5, 0))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "cédula", "{s}", _cedula),
    ("split_pin", "PIN ng ATM:", "{s}", _j((D, 4))),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


_PW = ("meta_password", _plain_pw)


def _mc_card(g: random.Random) -> str:
    return v.grouped(v.card(g, "mastercard"), " ", g)


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"simphony": {"url": "https://pos.conch.lan", "admin_password": "{s}"}}': _PW,
    '{"modpas": "{s}"}': _PW,
    '{"contraseña": "{s}"}': _PW,
    '{"Passwort": "{s}", "host": "bootsrechner"}': _PW,
    '{"account": {"user": "jomar", "pwd": "{s}"}}': _PW,
    '{"argv": ["mysql", "-u", "pos", "--password", "{s}", "folio"]}': _PW,
    '{"note": "di password fi di NVR da {s}"}': _PW,
    '{"transcript": "log into the ReefStay admin as delroy with the password {s}"}': _PW,
    '{"duetto": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"conchpaySecret": "{s}"}': ("meta_token", _j("cp_sk_", (ALNUM, 36))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"slack_bot_token": "{s}"}': ("meta_token", _slack),
    '{"payment": {"card_number": "{s}", "exp": "03/36"}}': ("meta_card", _mc_card),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MR")),
    '{"staff": {"cedula": "{s}"}}': ("meta_id", _cedula),
    '{"partner": {"steuer_id": "{s}"}}': ("meta_id", _idnr),
    '{"mfa": {"backup_codes": ["{s}", "51820394", "77310482"]}}': ("meta_otp", _j((D, 8))),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"boathouse": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "ConchReef-Staff", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"reefstay-sync-2.4.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"nvr-firmware-5.7.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/conchreef/reefstay-sync:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"pms: add ferry arrival column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pos: revert tax rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"tides_2031-08.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"guest-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the dock NVR password before the inspection on 2031-09-14.",
    "Kendrick asked for the staff wifi password; it's on the card in the front-desk drawer.",
    "Policy: Conch Reef passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Kipsu; share a vault link instead.",
    "The `.env.example` line `DUETTO_API_KEY=replace-me` is a placeholder.",
    "The Simphony workstation asks for a new password after every update.",
    "Replace <YOUR_REEFSTAY_KEY> in the README with the key from the ReefStay dashboard.",
    "TIDES_API_TOKEN and CONCHPAY_SECRET_KEY must be set before the nightly sync runs.",
    "No tell nobody yuh password, ya hear?",
    "Pa janm bay pèsonn modpas ou.",
    "No le des tu contraseña a nadie, mi pana.",
    "Huwag mong ibigay ang password mo kahit kanino.",
    "Das Passwort muss mindestens vierzehn Zeichen lang sein.",
    "Password fi di new system need fourteen letters, so said di manager.",
    "Upgraded ReefStay sync from 2.3 to 2.4.1 over the weekend.",
    f"commit {_COMMIT} adds the ferry arrival column.",
    f"Rolled back to {_SHORT} after the tax rounding broke the folio totals.",
    f"requirements.txt: reefstay-sync==2.4.1 --hash=sha256:{_WHEEL_SUM}",
    f"The NVR firmware 5.7.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of guest-export-2031.parquet: {_SHA512}",
    f"The sync container runs ghcr.io/conchreef/reefstay-sync@sha256:{_IMAGE}.",
    f"MD5 of tides_2031-08.csv is {_MD5}, same as the copy on the share.",
    "Request id 4c1d88e2-6b3a-4e71-9f20-5a7b13c9d0e4 is the slow one in the PMS logs.",
    "Purchase order PO-2031-00872 for 30 beach chairs ships to Providenciales on Tuesday.",
    "Tideline #8812: the Salt Cay cottage water heater trips at night.",
    "Call the Grace Bay gift shop on +1 649 941 5527 before noon.",
    "Call the Grand Turk dive shop on (649) 946 2210 about the Thursday trip.",
    "Container TCLU 3318402 with the villa furniture is at South Dock.",
    "Booking ref CRH-31-40872 is for two nights at the Whitby lodge.",
    "Ferry to North Caicos leaves at 08:30 and 16:00; the fare is $25.",
    "Room 214 checked out at 11:05; late checkout fee $40.",
    "After five wrong passwords the PMS locks the account for 15 minutes.",
    "The Salt Cay salina is about 100 m across; the old windmill still stands.",
    "The secret of good conch salad is fresh lime and a little goat pepper.",
    "Ask Tavares for the boathouse padlock code, I don't have it.",
    "My card ending 4417 was declined at the Provo hardware store.",
    "The supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the ReefStay account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `REEFSTAY_API_KEY` in the secrets store, never in the repository.",
    "The guest wifi 'ConchReef Guest 5G' is open, no password needed.",
    "Dive log 2031-08-12: max depth 27 m, 48 minutes, water 29 °C, Grand Turk wall.",
    "Version 5.7.3 of the NVR firmware fixed the night-vision bug.",
    "Invoice INV-2031-0419 total $1,284.50, due 2031-09-30.",
    "The password reset link expires in 30 minutes.",
    "Di password reset link only good fi thirty minutes.",
    "Ang link para sa pag-reset ng password ay mag-e-expire sa loob ng 30 minuto.",
    "El enlace para cambiar la contraseña vence en 30 minutos.",
    "Lyen pou chanje modpas la ap ekspire nan 30 minit.",
    "Der Link zum Zurücksetzen des Passworts läuft nach 30 Minuten ab.",
    "Tank 14 was filled to 210 bar with EAN32; analyser read 32.1 %.",
    "Flight MQ 4121 from Miami lands in Provo at 13:45.",
    "The token counter on the chatbot shows 4096 per reply.",
    "Password rotation for the front desk is every 90 days.",
    "The API key field on the Duetto settings page is required.",
    "Kòd postal la pa egziste nan Turks and Caicos.",
    "Order #55821 of snorkel masks arrived; 12 boxes, $18.50 each.",
    "Passport photos must be 2 by 2 inches for the work-permit office.",
    "Tide table: high water 06:42 at 0.8 m, low water 12:58 at 0.1 m.",
    "The SSID of the lobby network is ConchReef Guest 5G, and it has no password.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-08-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/conch/simphony", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "reefstay-sync", "version": "2.4.1"}}',
    '{"ticket": "8812", "purchase_order": "PO-2031-00872"}',
    '{"booking": {"ref": "CRH-31-40872", "nights": 2, "room": "214"}}',
    '{"phone": "+1 649 941 5527", "island": "Providenciales"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tanks_filled": 42}',
    '{"dive": {"max_depth_m": 27, "minutes": 48, "site": "Grand Turk wall"}}',
    '{"ferry": "North Caicos", "departs": "08:30", "fare_usd": 25}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
