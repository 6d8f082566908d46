# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, seventieth corpus: written blind, without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to sixty-sixth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written beside it, any test nor the reports, and the scrubber was never run on it. Its
own seed, password words, names, places, templates, tools, vendors and layouts, the way the potters,
kiln crews, glaze chemists, teachers and gallery staff of a pottery and kiln works (Pugon
Earthworks: wood-fired anagama and noborigama kilns at Bantay, a glaze lab in Miagao, a craft school
in Kalibo, gallery shops in Iligan and Roxas, clay pits in Tuguegarao and Kiangan, kaolin from
Surigao) leak secrets into an assistant's memory: the crew's group chat, texts, tickets, wiki pages,
notes to self, runbooks, e-mails, shell history, configs, voice-dictated text and requests to the
assistant itself, around the web pages and apps of kiln, lab, printing and shop hardware (Skutt
KilnMaster and KilnLink, Bartlett Genesis, Paragon Sentry, L&L Easy-Fire, Evenheat Rampmaster,
Olympic Kilns, Cone Art, Bailey, Geil, Blaauw, Cress, Kittec, Peter Pugger, Venco, Thermolyne,
Omega, Hioki, Graphtec, DATAQ, Maxon, Baltur, Donaldson Torit, Rigaku, Linseis, Keysight, Siglent,
Eazao, Lutum, StoneFlower, Potterbot, Bambu Lab, Prusa, Creality, Formlabs, xTool, Cricut,
Silhouette, Smart Bro, Mercusys). About 44 % of the texts are in other languages than English: eight
that no earlier corpus's docstring names, Maranao, Maguindanaon, Aklanon, Kinaray-a, Capiznon,
Surigaonon, Ibanag and Tuwali Ifugao (in wordings of their own, close to how people text in them),
and Tagalog, Cebuano, Ilocano, Japanese, Korean, Traditional Chinese (as written in Taiwan),
Vietnamese, Indonesian, Spanish and German in wordings of their own. Tools none of heldouts 5 to 66
names: hpilo_cli, mcrcon, amtterm, certstrap, cassandra-loader, gohttpserver, svnrdump, davtest,
uv4l, pgfutter, `adb shell cmd wifi connect-network`, and the configs of kvrocks and wayvnc (with
PrusaLink, Spoolman, PartKeepr, Bagisto, Solidus, Claroline, Koken, Gibbon, Fedena, openSIS,
RosarioSIS and Open edX's Tutor). Vendors none of them names (Glazy, Digitalfire Insight-Live, Skutt
KilnLink, Bartlett KilnAid, Artsy, Tockify, Momence, Punchpass, Sawyer, WellnessLiving, CourseStorm,
Teachable, LearnWorlds, Artlogic, Artwork Archive, Shopline, Sellfy, DragonPay, Maya, Coins.ph,
Ninja Van, Tindie, Storenvy, Zibbet, Folksy, ArtFire, Lazada, Carousell, Paynamics, Brankas,
Entrego, Bambu Lab, Prusa Connect, ConvertKit, Weebly). The ids are kinds they do not use, and none
has a python-stdnum module, so none is checked (no check-digit algorithm is written here either):
the Philippine Postal ID's PRN, a Philippine PWD ID number, a senior citizen's OSCA ID, an OWWA
e-Card number, Vietnam's social insurance number (mã số BHXH), health insurance card number (thẻ
BHYT) and driving licence number, Korea's health insurance card number (건강보험증 번호), and
Philippine and Vietnamese passports under the words of the new languages. Card numbers pass Luhn
(Bankcard's and Hiper's prefixes drawn here, checked with python-stdnum's `luhn`, beside the value
helpers' brands). The IBANs are of the countries used least by a rough count over heldouts 5 to 66
(Czechia, Finland, Romania, San Marino, Malta, Cyprus, Iceland and Belgium), drawn until
`stdnum.iban` validates them with its country check; seed phrases come from `mnemonic`'s English,
Czech, Italian, Korean, Russian, Simplified Chinese, Japanese and Spanish lists.
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

SEED = 59_197_403
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


_GLAZES = ["Celadon", "Tenmoku", "Shino", "Oribe", "Chun", "Ochre", "Rutile", "Cobalt", "Kaolin",
           "Feldspar", "Ash", "Slip", "Bisque", "Burnay", "Palayok", "Saggar", "Grog", "Tapayan"]  # fmt: skip
_KILNS = ["Anagama", "Noborigama", "Catenary", "Bourry", "Groundhog", "Downdraft", "Updraft",
          "Shuttle", "Sprung", "Firebox", "Chimney", "Damper", "Stoke", "Ember"]  # fmt: skip
_PLACES = ["Bantay", "Miagao", "Tigbauan", "Kalibo", "Numancia", "Ibajay", "Iligan", "Marawi",
           "Cotabato", "DatuPiang", "Roxas", "Tuguegarao", "Kiangan", "Lagawe", "Surigao",
           "Dapa", "Antique", "Capiz"]  # fmt: skip
_NAMES = ["Amirah", "Saripada", "Norhaida", "Bailyn", "Tatung", "Ismael", "Rosalinda", "Jovelyn",
          "Dindo", "Marlon", "Gemma", "Rogelio", "Lourdes", "Teofilo", "Ligaya", "Bayani",
          "Macario", "Dulce", "Alunsina", "Hiroshi", "Minji", "Thuy", "Wayan", "Greta", "Ines",
          "Kiyoko", "Rhea", "Jojo", "Nestor", "Perla"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["C3l4d0n", "T3nm0ku", "Sh1n0", "B4nga", "Pug0n", "S4gg4r", "K40l1n", "Rut1l3",
         "Burn4y"]  # fmt: skip


def _cone(g: random.Random) -> str:
    """A cone number and a glaze, the way a kiln crew builds a password out of the firing log."""
    return f"Cone{g.choice([5, 6, 8, 9, 10, 11, 12])}{g.choice(_GLAZES)}{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four random groups of four, mixed letters and digits, joined by dots (a generator's)."""
    return ".".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GLAZES)}{g.choice(_KILNS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_GLAZES, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2034)) + g.choice(_SYMBOLS),
    _cone,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_GLAZES).lower()}_{g.randrange(1960, 2034)}",
    lambda g: f"Batch{g.randrange(100, 1000)}{g.choice(_GLAZES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_KILNS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Fires{g.choice(_KILNS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice([1222, 1240, 1260, 1285, 1305])}C{g.choice(_GLAZES)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "kiln crew GC, Dindo: the Skutt KilnMaster touchpad's KilnLink password is {pw}",
    "Bartlett Genesis controller on kiln 4, web password {pw}",
    "text from Marlon: Paragon Sentry Xpress on the test kiln, admin password {pw}",
    "L&L Easy-Fire app, glaze lab account, password {pw}",
    "Evenheat Rampmaster III service menu password {pw}",
    "GC, Teofilo: the Olympic Kilns 2827 controller password is {pw}",
    "Cone Art kiln wifi module password {pw}",
    "Bailey gas kiln burner panel, admin password {pw}",
    "Geil DLB-24 kiln safety system password {pw}",
    "Blaauw car kiln controller password {pw} (the big one in Bantay)",
    "Cress FX kiln controller settings password {pw}",
    "Kittec TC 505 admin password {pw}",
    "Peter Pugger VPM-30 service password {pw}",
    "Venco pugmill PLC password {pw}",
    "Thermolyne muffle furnace in the glaze lab, controller password {pw}",
    "Omega logging software on the lab PC, password {pw}",
    "Hioki LR8450 logger web password {pw}",
    "Graphtec GL840 web server password {pw}",
    "DATAQ WinDaq station in the kiln shed, password {pw}",
    "Maxon burner management screen password {pw}",
    "Baltur burner remote panel password {pw}",
    "Donaldson Torit dust collector portal password {pw}",
    "Rigaku NEX QC XRF admin password {pw} (glaze analysis PC)",
    "Linseis dilatometer PC password {pw}",
    "Keysight DAQ970A web password {pw}",
    "Siglent scope in the lab, web password {pw}",
    "Eazao clay printer admin password {pw}",
    "Lutum 3D clay printer control box password {pw}",
    "StoneFlower printer web UI password {pw}",
    "Potterbot controller password {pw}",
    "Bambu Lab X1C in the school, account password {pw}",
    "PrusaLink password of the MK4 in the gallery workshop: {pw}",
    "Creality K1 root password {pw}",
    "Formlabs Dashboard password for the mould-making printer {pw}",
    "xTool P2 laser (we engrave the stamps with it) password {pw}",
    "Cricut Design Space login for the gallery signage, password {pw}",
    "Smart Bro pocket wifi admin page password {pw}",
    "Mercusys router in the Roxas shop, admin password {pw}",
    "ticket #5512: the Skutt KilnLink password {pw} stopped working after the update",
    "ticket #5517: reset the Bartlett KilnAid password, current {pw}",
    "Hi Rogelio,\n\nthe root password on the kiln logger Pi is {pw}. Delete this mail once it is in the vault.\n\nSalamat,\nGemma",
    "Incident 2033-01-22: the Graphtec logger in the anagama shed answered from the internet with password {pw}",
    "Runbook: cooling hold for the noborigama\n1. open the Bartlett Genesis page\n2. log in as crew\n3. password {pw}\n4. set segment 7 to hold at 980 °C",
    "README (glaze lab rack)\nthe Rigaku UI is at https://xrf.pugon.lan, admin password `{pw}`.",
    "my BPI online banking password is {pw} now",
    "can you keep my Landbank app password? it's {pw}",
    "dictated: the password for the gallery laptop is {pw} period",
    "note to self: Venco pugmill service password {pw}",
    "after the reinstall the Hioki logger password became {pw}",
    "so password ko ko email na {pw}",
    "Saripada: so bago a password o server na {pw}, di nengka ipanotol",
    "su password ku sa email na {pw}",
    "Norhaida: su bagu a password nu server na {pw}, dala pagtuntulan",
    "Ro password ko sa email hay {pw}",
    "Jovelyn: bag-o nga password it server hay {pw}, ayaw ipasugid sa iba",
    "Ang password ko sa email amo kadya: {pw}",
    "bag-o nga password kang server: {pw}, indi pagsugidi ang iban",
    "Ang password ko sa email, {pw} gid ina",
    "An password ko sa email kay {pw}",
    "an password nan router sa balay: {pw}",
    "I password ku ta email ay {pw}",
    "Macario: i bagu nga password na server ay {pw}",
    "Di password-u ad email ya {pw}",
    "di password di router ad bale: {pw}",
    "yung password ng kiln PC, {pw} na ngayon",
    "ang password sa kiln controller kay {pw} na karon",
    "ti password ti computer iti glaze lab ket {pw}",
    "窯の制御盤のパスワードは {pw} です",
    "가마 컨트롤러 비밀번호: {pw}",
    "窯爐控制器的密碼是 {pw}",
    "mật khẩu máy tính phòng men là {pw}",
    "kata sandi PC lab glasir: {pw}",
    "la contraseña del horno de gas es {pw}",
    "das Passwort der Brennofensteuerung lautet {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["amirah", "saripada", "norhaida.m", "bailyn", "tatung", "ismael", "rosalinda",
          "jovelyn.r", "dindo", "marlon", "gemma.s", "rogelio", "lourdes", "teofilo", "ligaya",
          "bayani", "macario", "dulce", "alunsina", "hiroshi.t", "minji", "thuy.n", "wayan",
          "greta", "ines", "kiyoko", "rhea", "nestor", "kiln-ops", "glaze-lab"]  # fmt: skip
_LOGINS = [
    "GC, Marlon: the KilnLink login is {u} / {pw}",
    "ticket #5530: {u} locked out of the Bartlett app, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Studio › Kilns › Genesis: {u} — {pw}",
    "| device | user | pass |\n|---|---|---|\n| Rigaku NEX QC | {u} | {pw} |",
    "log into the Hioki logger as {u} with {pw}",
    "Graphtec login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: kiln-pi\n  user: {u}\n  pass: {pw}",
    "Keysight web UI: account {u}, password {pw}",
    "Bayani says the Eazao account is {u} and the password is {pw}",
    "device,user,password\nlutum-printer,{u},{pw}",
    "ssh {u}@kiln-pi.pugon.lan, password {pw}",
    "creds for the Prusa are {u} and {pw}",
    "username {u}, password {pw}, wag mong kalimutan",
    "ang username kay {u} ug ang password kay {pw}",
    "ti username ket {u}, ti password ket {pw}",
    "so username ko na {u}, so password na {pw}",
    "su username ku na {u}, su password ku na {pw}",
    "username ko hay {u}, ro password hay {pw}",
    "username ko {u}, password ko {pw}",
    "ang username ko {u} kag ang password {pw}",
    "an username ko {u}, an password {pw}",
    "i username ku ay {u}, i password ay {pw}",
    "ユーザー名 {u}　パスワード {pw}",
    "tài khoản {u}, mật khẩu {pw}",
    "user {u}, kata sandi {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["celadon", "tenmoku", "shino", "burnay", "palayok", "saggar", "kaolin", "bisque",
               "anagama", "oribe", "grog", "rutile", "ochre", "banga", "pugon", "tapayan",
               "slipware", "wadding"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "password: {w}, and straight after it the number {d}",
    "for the kiln PC it's {w} with {d} on the end",
    "voice note: the glaze lab wifi password is {w} and then {d}, no spaces",
    "type {w}, then {d}, that's the gallery laptop",
    "it's {w}{d}, the word and the number stuck together",
    "ang password ay yung salitang {w}, tapos {d}",
    "パスワードは「{w}」という単語のあとに {d}",
    "so password na so katharo a {w}, oriyan iyan na {d}",
    "su password na su word a {w}, ulyan nin na {d}",
    "ro password hay ro tinaga nga {w}, dayon {d}",
    "ang password amo ang pulong nga {w}, tapos {d}",
    "an password kay an pulong na {w}, dayon {d}",
    "di password ya di {w}, ad uhdi {d}",
    "mật khẩu là chữ {w}, sau đó là {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "hpilo_cli -l {u} -p '{pw}' ilo-kilnsrv.pugon.lan get_fw_version",
    "hpilo_cli ilo-kilnsrv.pugon.lan -l {u} -p {pw} get_host_power_status",
    "mcrcon -H mc.pugon-school.ph -P 25575 -p '{pw}' \"whitelist add {u}\"",
    "amtterm -u {u} -p '{pw}' glazelab-nuc.pugon.lan",
    "certstrap init --organization 'Pugon Earthworks' --common-name 'Pugon Kiln CA' --passphrase '{pw}'",
    "certstrap request-cert --common-name gallery.pugon.ph --passphrase '{pw}'",
    "cassandra-loader -f firings-2033.csv -host cass1.pugon.lan -user {u} -pw '{pw}' -schema \"kilnlog.firings(kiln,cone,peak_c,started)\"",
    "gohttpserver --root /srv/glaze-photos --port 8000 --auth-type http --auth-http {u}:{pw}",
    "svnrdump dump https://svn.pugon.lan/repos/glaze-recipes --username {u} --password '{pw}' > glaze-recipes.dump",
    "davtest -url https://dav.pugon.lan/gallery/ -auth {u}:{pw}",
    "uv4l --driver raspicam --auto-video_nr --server-option '--admin-password={pw}'",
    "pgfutter --host pg.pugon.lan --db firing_logs --user {u} --pw '{pw}' csv cone-packs.csv",
    "mysql -h gallery-db.pugon.lan -u {u} -p'{pw}' gallery_shop",
    "sshpass -p '{pw}' ssh {u}@kiln-pi.pugon.lan 'tail -n 50 /var/log/kiln.log'",
    "curl -u {u}:{pw} https://kiln-pi.pugon.lan/api/firings/latest",
    "7z a -p'{pw}' -mhe=on glaze-recipes-2033.7z recipes/",
    "zip -P '{pw}' student-portfolios.zip portfolios/*.pdf",
    "smbclient //nas.pugon.lan/glaze-lab -U '{u}%{pw}' -c 'ls'",
    "redis-cli -h queue.pugon.lan -a '{pw}' LLEN firing-jobs",
    "docker login registry.pugon.lan -u {u} -p '{pw}'",
    "xfreerdp /v:gallery-pos.pugon.lan /u:{u} /p:'{pw}'",
    "plink -ssh {u}@kiln-pi.pugon.lan -pw {pw} uptime",
    "openssl enc -aes-256-cbc -pbkdf2 -in payroll.csv -out payroll.enc -pass pass:'{pw}'",
    "psql \"host=pg.pugon.lan user={u} password={pw} dbname=enrolment\"",
    "ldapsearch -x -H ldap://dc.pugon.lan -D 'cn={u},ou=staff,dc=pugon,dc=lan' -w '{pw}' '(uid=*)'",
    "net use G: \\\\nas.pugon.lan\\gallery /user:PUGON\\{u} {pw}",
    "htpasswd -b /etc/nginx/.students {u} '{pw}'",
    "gpg --batch --passphrase '{pw}' -d kiln-maintenance.pdf.gpg",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "pottery@glaze-lab:~$ {c}", "root@kiln-pi:/home/pi# {c}",
    "PS C:\\Users\\gallery> {c}", "history | tail -3\n  512  {c}", "~/.bash_history:\n{c}",
    "ran this from the school lab: {c}", "zsh (kiln-pi) % {c}", "fish: /srv/kiln> {c}",
    "ito yung command na pinatakbo ko: {c}", "mao ni ang command nga gi-run nako: {c}",
    "ro command nga ginpadaeagan ko: {c}", "so command a inipagdar ko: {c}",
    "i command nga pinadalan ku: {c}", "実行したコマンド：{c}", "lệnh mình đã chạy: {c}",
    "perintah yang saya jalankan: {c}", "den Befehl hab ich so abgesetzt: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "mysql+pymysql://{u}:{pw}@gallery-db.pugon.lan:3306/shop",
    "postgresql://{u}:{pw}@pg.pugon.lan:5432/firing_logs?sslmode=require",
    "mongodb://{u}:{pw}@mongo1.pugon.lan:27017,mongo2.pugon.lan:27017/enrolment?replicaSet=rs0",
    "redis://{u}:{pw}@queue.pugon.lan:6379/2",
    "ftps://{u}:{pw}@ftp.pugon.ph:990/gallery-photos/",
    "davs://{u}:{pw}@dav.pugon.lan/gallery/",
    "vnc://{u}:{pw}@kiln-hmi.pugon.lan:5900",
    "ipps://{u}:{pw}@label-printer.pugon.lan/ipp/print",
    "clickhouse://{u}:{pw}@ch.pugon.lan:9000/kilnlog",
    "oracle+oracledb://{u}:{pw}@ora.pugon.lan:1521/?service_name=PAYROLL",
    "mssql+pyodbc://{u}:{pw}@pos-sql.pugon.lan/GalleryPOS?driver=ODBC+Driver+18+for+SQL+Server",
    "https://{u}:{pw}@svn.pugon.lan/repos/glaze-recipes/trunk",
    "Server=pos-sql.pugon.lan;Database=GalleryPOS;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "FIRING_DB_URL={c}", "sqlalchemy.url = {c}", "keep this DSN for me: {c}",
    "yung connection string: {c}", "接続文字列：{c}", "chuỗi kết nối: {c}",
    "so connection string na {c}", "i connection string ay {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "pugon-earthworks", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "shop:read orders:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Glazy", "GLAZY_API_TOKEN", _j((HEX, 40))),
    ("Insight-Live", "INSIGHT_LIVE_KEY", _j("il_", (ALNUM, 32))),
    ("KilnLink", "KILNLINK_API_KEY", _j("kl_live_", (ALNUM, 28))),
    ("KilnAid", "KILNAID_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Artsy", "ARTSY_XAPP_TOKEN", _vendor_jwt("https://api.artsy.net")),
    ("Tockify", "TOCKIFY_API_KEY", _j((ALNUM, 32))),
    ("Momence", "MOMENCE_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Punchpass", "PUNCHPASS_API_KEY", _j((HEX, 32))),
    ("Sawyer", "SAWYER_API_TOKEN", _j("sk_sawyer_", (ALNUM, 24))),
    ("WellnessLiving", "WELLNESSLIVING_AUTH_CODE", _j((HEX, 64))),
    ("CourseStorm", "COURSESTORM_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Teachable", "TEACHABLE_API_KEY", _j((ALNUM, 32))),
    ("LearnWorlds", "LEARNWORLDS_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Artlogic", "ARTLOGIC_API_KEY", _j((HEX, 32))),
    ("Artwork Archive", "ARTWORK_ARCHIVE_TOKEN", _j((URLSAFE, 43))),
    ("Shopline", "SHOPLINE_ACCESS_TOKEN", _vendor_jwt("https://open.shopline.io")),
    ("Sellfy", "SELLFY_API_KEY", _j((ALNUM, 40))),
    ("DragonPay", "DRAGONPAY_SECRET_KEY", _j((ALNUM, 20))),
    ("Maya", "PAYMAYA_SECRET_KEY", _j("sk-", (ALNUM, 43))),
    ("Coins.ph", "COINSPH_API_SECRET", _j((ALNUM, 64))),
    ("Ninja Van", "NINJAVAN_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Tindie", "TINDIE_API_KEY", _j((HEX, 40))),
    ("Storenvy", "STORENVY_ACCESS_TOKEN", _j((HEX, 64))),
    ("Zibbet", "ZIBBET_API_KEY", _j((B64, 43), "=")),
    ("Folksy", "FOLKSY_API_KEY", _j((UPPER_DIGITS, 32))),
    ("ArtFire", "ARTFIRE_API_KEY", _j((HEX, 32))),
    ("Lazada", "LAZADA_APP_SECRET", _j((ALNUM, 32))),
    ("Carousell", "CAROUSELL_API_TOKEN", _j((URLSAFE, 40))),
    ("Paynamics", "PAYNAMICS_MERCHANT_KEY", _j((UPPER_HEX, 32))),
    ("Brankas", "BRANKAS_API_KEY", _j((ALNUM, 64))),
    ("Entrego", "ENTREGO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Bambu Lab", "BAMBU_ACCESS_TOKEN", _vendor_jwt("https://api.bambulab.com")),
    ("Prusa Connect", "PRUSA_CONNECT_TOKEN", _j((URLSAFE, 32))),
    ("ConvertKit", "CONVERTKIT_API_SECRET", _j((URLSAFE, 43))),
    ("Weebly", "WEEBLY_API_SECRET", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "railway variables --set {env}={tok}",
    "heroku config:set {env}={tok} -a pugon-shop",
    "netlify env:set {env} {tok}",
    "kubectl create secret generic shop-keys --from-literal={env}={tok}",
    "gh secret set {env} --body '{tok}'",
    "app.yaml:\nenv_variables:\n  {env}: '{tok}'",
    "wp-config.php: define('{env}', '{tok}');",
    "settings.py:\n{env} = \"{tok}\"",
    "podman run -e {env}={tok} pugon/shop-sync:2.3",
    "crontab -l\n0 3 * * * {env}={tok} /opt/shop-sync/run.sh",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "terraform.tfvars:\n{var} = \"{tok}\"",
    "appsettings.json: {{ \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }} }}",
    "Pugon Admin › Integrations › {vendor} › Secret: {tok}",
    "sheet 'shop integrations', row {vendor}: {tok}",
    "note to self: new {vendor} key {tok}, old one revoked on Friday",
    "Dindo in the GC: {vendor} key for the gallery sync is {tok}",
    "ticket #5521: {vendor} webhook returns 403, key in use {tok}",
    "remember the {vendor} API key for me: {tok}",
    "the {vendor} secret is {tok}, don't put it in the repo",
    "yung API key ng {vendor}: {tok}",
    "ang API key sa {vendor} kay {tok}",
    "ti API key ti {vendor} ket {tok}",
    "{vendor} の API キーは {tok} です",
    "{vendor} API 키는 {tok} 입니다",
    "{vendor} 的 API 金鑰：{tok}",
    "khóa API của {vendor}: {tok}",
    "kunci API {vendor}: {tok}",
    "clave API de {vendor} para la tienda: {tok}",
    "API-Schlüssel für {vendor}, Galerie-Shop: {tok}",
    "so API key o {vendor} na {tok}",
    "su API key nu {vendor} na {tok}",
    "API key it {vendor} hay {tok}",
    "ang API key kang {vendor}: {tok}",
    "ang API key sang {vendor} amo ini: {tok}",
    "an API key nan {vendor} kay {tok}",
    "i API key na {vendor} ay {tok}",
    "di API key di {vendor} ya {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    momence = _r(rng, URLSAFE, 48)
    teachable = _r(rng, ALNUM, 32)
    artlogic = _r(rng, HEX, 32)
    lazada = _r(rng, ALNUM, 32)
    dragonpay = _r(rng, ALNUM, 20)
    kilnlink = "kl_live_" + _r(rng, ALNUM, 28)
    return [
        Sample("vendor_token", f'await fetch("https://api.momence.com/api/v2/host/sessions", {{ headers: {{ Authorization: "Bearer {momence}" }} }});', momence),
        Sample("vendor_token", f"curl -H 'apiKey: {teachable}' https://developers.teachable.com/v1/courses", teachable),
        Sample("vendor_token", f'$gallery = new ArtlogicClient("pugon-gallery", "{artlogic}");', artlogic),
        Sample("vendor_token", f'AndroidManifest.xml:\n<meta-data android:name="com.lazada.APP_SECRET" android:value="{lazada}"/>', lazada),
        Sample("vendor_token", f"wrangler secret put DRAGONPAY_SECRET_KEY\n✔ Enter a secret value: … {dragonpay}", dragonpay),
        Sample("vendor_token", f"kilnlink.yaml:\naccount: pugon-earthworks\napi_key: {kilnlink}", kilnlink),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, var=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "GC: {t}", "copy this before the page closes:\n{t}", "ito yung token: {t}",
                "トークン：{t}", "{t}\n^ the new one", "save this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES key for the kiln logger's SD card export: {h}": 32,
    "HMAC secret for the DragonPay postback: {h}": 64,
    "LoRaWAN AppKey of the clay-pit moisture node in Kiangan: {h}": 32,
    "master key of the gallery door controller (hex): {h}": 48,
    "ESP32 flash encryption key for the kiln monitors: {h}": 64,
    "ang encryption key sa backup kay {h}": 64,
    "バックアップの暗号鍵：{h}": 48,
    "so encryption key o backup na {h}": 64,
    "khóa mã hoá bản sao lưu: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket #5540: token from the browser's dev tools {t}",
    "Cookie: lang=fil; pugon_session={t}",
    "SHOP_SYNC_ACCESS_TOKEN={t}",
    "hold on to this bearer token for me {t}",
    "ito yung token: {t}",
    "トークンは {t}",
    "so token na {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(2_500_000)
    alg = ["ES256", "RS384", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@pugon.ph"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.pugon.ph/realms/studio",
            "azp": "kiln-dashboard",
            "roles": ["crew", "glaze-lab"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the kiln logger Pi, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.pugon.ph.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PAYNAMICS_SIGNING_KEY": "{key}", "merchant": "pugon-gallery"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_kiln <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket #5548, pasted by the web agency:\n{key}": ("PRIVATE KEY", "\n"),
    "ito yung private key ng server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the school's payroll drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "paper backup of the gallery's old donation wallet, copying it before I shred it: {p}": "english",
    "Xverse recovery phrase\n{p}": "english",
    "Backpack wallet words (the school's NFT raffle wallet, emptied): {p}": "english",
    "voice note: the Solflare recovery words are {p} and that's all of them": "english",
    "wiki page 'Kiln fund wallet (retired)': {p}": "english",
    "obnovovací fráze peněženky Enkrypt: {p}": "czech",
    "frase di recupero del portafoglio Talisman: {p}": "italian",
    "Kukai 지갑 복구 문구: {p}": "korean",
    "сид-фраза кошелька Nightly: {p}": "russian",
    "Bitpie 钱包助记词：{p}": "chinese_simplified",
    "Eternl ウォレットのリカバリーフレーズ：{p}": "japanese",
    "frase semilla de la billetera Petra: {p}": "spanish",
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
    """A Luhn-valid card number of one of ``prefixes`` (Bankcard's, Hiper's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "bankcard":
        return _card_of(rng, ["5610", "560221", "560222", "560223", "560224", "560225"], [16])
    if brand == "hiper":
        return _card_of(rng, ["637095", "637568", "637599", "637609", "637612"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "GC, Marlon: the studio card for the Skutt spare elements is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "ticket #5555: pay the Bartlett repair with card {c}",
    "yung card number ko: {c}, {mm}/{yy}",
    "so numero o card ko: {c}",
    "numero it card ko: {c}, {mm}/{yy}",
    "numero nan card ko: {c}",
    "i numeru na card ku: {c}, {mm}/{yy}",
    "カード番号：{c}　有効期限 {mm}/{yy}",
    "số thẻ của mình: {c}",
    "nomor kartu saya: {c}, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "bankcard", "mastercard", "amex", "hiper", "jcb", "discover", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "the three little digits on the back by the signature: {cvv}",
               "Amex {c}, the four digits printed on the front above the number: {cvv}",
               "yung tatlong numero sa likod ng card: {cvv}",
               "カード裏面の3桁：{cvv}",
               "ang tulo ka numero sa likod sa card kay {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 66; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat. Belgium is built apart (its
# national check and a bank code stdnum knows).
_IBAN_SHAPES = {"CZ": "n" * 20, "FI": "n" * 14, "RO": "aaaa" + "c" * 16,
                "SM": "a" + "n" * 10 + "c" * 12, "MT": "aaaa" + "n" * 5 + "c" * 18,
                "CY": "n" * 8 + "c" * 16, "IS": "n" * 22}  # fmt: skip
_IBAN_COUNTRIES = [*_IBAN_SHAPES, "BE"]


def _be_iban(g: random.Random) -> str:
    """A Belgian IBAN: a bank code, seven digits and the national mod-97 pair."""
    bank = g.choice(["001", "068", "310", "363", "734", "735", "737", "751"])
    body = bank + _r(g, D, 7)
    bban = body + f"{int(body) % 97 or 97:02d}"
    return "BE" + std_iban.calc_check_digits("BE00" + bban) + bban


def _iban(rng: random.Random, country: str) -> str:
    if country == "BE":
        return v.until(rng, _be_iban, std_iban.is_valid)
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice PG-2033-041: please pay the Brno kiln-shelf supplier to {i} within 14 days",
    "save the Helsinki stoneware buyer's IBAN: {i}",
    "IBAN: {i}\nReference: anagama firing 12, consignment",
    "GC #finance: the Valletta gallery's new bank details, IBAN {i}",
    "yung IBAN ko: {i}",
    "so IBAN ko: {i}",
    "ro IBAN ko hay {i}",
    "an IBAN ko: {i}",
    "IBAN của mình: {i}",
    "私のIBAN：{i}",
    "cuenta de la galería de Nicosia, IBAN {i}",
    "Kontoverbindung des Reykjavíker Händlers: IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _postal_prn(g: random.Random) -> str:
    """The PRN of a Philippine Postal ID: twelve digits and a letter; no public check."""
    return "1" + _r(g, D, 11) + g.choice("ABCDEFGHJKLMNP")


def _pwd_id(g: random.Random) -> str:
    """A Philippine PWD ID number: region, province and town, a barangay and a serial; no check."""
    return f"{g.choice(['02', '06', '10', '12', '13', '14'])}-{g.randrange(1, 80):02d}{g.randrange(1, 40):02d}-{_r(g, D, 3)}-{_r(g, D, 7)}"


def _osca_id(g: random.Random) -> str:
    """A senior citizen's OSCA ID number, as a town office prints it; no check."""
    return f"{g.randrange(1, 99):02d}{g.randrange(2015, 2034)}-{_r(g, D, 5)}"


def _owwa(g: random.Random) -> str:
    """An OWWA e-Card number: sixteen digits in four groups; no public check."""
    digits = "9" + _r(g, D, 15)
    return " ".join(digits[k : k + 4] for k in range(0, 16, 4))


def _vn_bhxh(g: random.Random) -> str:
    """Vietnam's social insurance number (mã số BHXH): ten digits, no public check."""
    return f"{g.randrange(1, 97):02d}" + _r(g, D, 8)


def _vn_bhyt(g: random.Random) -> str:
    """A Vietnamese health insurance card (thẻ BHYT): a group code, a level, a province and ten
    digits; no public check."""
    return f"{g.choice(['DN', 'HC', 'GD', 'HS', 'CN'])}{g.randrange(1, 6)}{g.choice(['01', '48', '79', '92'])}{_r(g, D, 10)}"


def _vn_licence(g: random.Random) -> str:
    """A Vietnamese driving licence number: twelve digits, no public check."""
    return f"{g.choice(['01', '48', '79', '92'])}{_r(g, D, 10)}"


def _kr_nhis(g: random.Random) -> str:
    """A Korean health insurance card number (건강보험증 번호): eleven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 10)


def _ph_passport(g: random.Random) -> str:
    """A Philippine e-passport: P, seven digits and a letter."""
    return "P" + _r(g, D, 7) + g.choice("ABC")


def _vn_passport(g: random.Random) -> str:
    """A Vietnamese passport: C and seven digits."""
    return "C" + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "Postal ID PRN ni Lola for the bank form: {s}": _postal_prn,
    "my Philippine Postal ID, PRN {s}": _postal_prn,
    "an numero nan Postal ID ko: {s}": _postal_prn,
    "PWD ID number of the student in the Saturday wheel class: {s}": _pwd_id,
    "ro numero it PWD ID ni Tatay: {s}": _pwd_id,
    "su numbor nu PWD ID ku na {s}": _pwd_id,
    "OSCA ID ni Lolo Teofilo para sa discount sa gallery: {s}": _osca_id,
    "senior citizen (OSCA) ID no. of our glaze-lab volunteer: {s}": _osca_id,
    "ang OSCA ID sang akon lola: {s}": _osca_id,
    "OWWA e-Card number ni Jovelyn (nasa Dubai): {s}": _owwa,
    "i numeru na OWWA e-Card na wagi ku ay {s}": _owwa,
    "mã số BHXH của chị Thúy: {s}": _vn_bhxh,
    "số thẻ BHYT của em: {s}": _vn_bhyt,
    "số giấy phép lái xe của anh Minh: {s}": _vn_licence,
    "민지 건강보험증 번호: {s}": _kr_nhis,
    "so numero o passport ko na {s}": _ph_passport,
    "su numbor nu passport ku na {s}": _ph_passport,
    "numero kang pasaporte ko: {s}": _ph_passport,
    "i numeru na pasaporte ku ay {s}": _ph_passport,
    "di numero di passport-u ya {s}": _ph_passport,
    "numero sang pasaporte ko: {s}": _ph_passport,
    "số hộ chiếu của Thúy: {s}": _vn_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Teachable 2FA recovery codes\n{codes}", "backup codes for the gallery's Shopline admin {codes}",
            "mga backup code ng Maya Business: {codes}", "Lazada Seller Center のバックアップコード：\n{codes}",
            "mã dự phòng 2FA của Coins.ph: {codes}", "i backup codes na 2FA ku: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Momence:ligaya@pugon.ph?secret={s}&issuer=Momence&period=30",
              "setup key for the Artlogic 2FA (the QR would not scan): {s}",
              "ang 2FA secret sa Coins.ph kay {s}",
              "Brankas の 2FA シークレット：{s}"]  # fmt: skip
_CODES = ["{c} is your Maya verification code. Never share it with anyone",
          "Your Coins.ph one-time PIN is {c}", "[Lazada] Mã xác minh của bạn là {c}",
          "kode verifikasi Ninja Van kamu: {c}", "DragonPay: {c} ang OTP mo, huwag ibigay kahit kanino"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["PugonKiln-Yard", "GlazeLab_5G", "Globe_At_Home_Kalibo", "SmartBro-Marawi",
          "Converge_Gallery_Iligan", "DITO-Numancia", "Kiangan-ClayPit", "Tuguegarao-Studio",
          "Surigao-Kaolin", "Roxas-Shop-2G", "PugonSchool-Staff", "Miagao-Glaze",
          "Anagama-Shed", "Bantay-Kilns"]  # fmt: skip
_WIFI_PLACES = [
    "school wifi {s}, password {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nWPA2 key: {pw}",
    "adb shell cmd wifi connect-network {s} wpa2 {pw}",
    "the sticker on the Smart Bro pocket wifi says key {pw}",
    "kiln monitor ESP32, secrets.h:\n#define WIFI_SSID \"{s}\"\n#define WIFI_PASS \"{pw}\"",
    "wifi sa gallery: {s} / {pw}",
    "ang wifi sa kiln yard {s}, password {pw}",
    "ti wifi ti studio: {s}, password {pw}",
    "Wi-Fi「{s}」のパスワードは {pw}",
    "와이파이 {s} 비번 {pw}",
    "mật khẩu wifi {s} là {pw}",
    "so password o wifi {s} na {pw}",
    "ro password it wifi nga {s} hay {pw}",
    "password nan wifi {s} kay {pw}",
    "di password di wifi {s} ya {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sk-", (ALNUM, 30)), _j((HEX, 32)), _j((UPPER_DIGITS, 24)),
                 _j("kl_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it to you over the phone: {t}", "[voice note, transcribed] {t}",
          "spaced out so the GC preview won't show it: {t}", "isa-isang letra: {t}",
          "từng ký tự một: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": ", ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " + ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "_"][index % 3 if style != 4 else 0].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kandado sa bodega ng luwad: {pw}", "the clay store padlock: {pw}",
          "kiln shed keypad: {pw} then the green button", "so code o kandado sa bodega na {pw}",
          "i code na kandado ta bodega ay {pw}", "창고 자물쇠 번호: {pw}",
          "mã khóa kho đất sét: {pw}", "ang code kang kandado sa bodega: {pw}",
          "gallery safe combination {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["celadon", "tenmoku", "burnay", "palayok", "saggar", "kaolin", "bisque",
                 "wadding", "firebox", "chimney", "damper", "ochre", "rutile", "acacia",
                 "tapayan", "slipware"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the school vault: {p}": " ",
            "KeePassXC database passphrase, gallery laptop: {p}": "-",
            "passphrase of the kiln-logs backup disk: {p}": " ",
            "Proton Pass master passphrase: {p}": ".",
            "ang passphrase sa backup drive kay {p}": " ",
            "バックアップのパスフレーズ：{p}": " ",
            "su passphrase nu backup na {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "kiln webhook request log: Authorization: Basic {v}": True,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "captured from the gallery kiosk: authorization: Bearer {v}": False,
    "shop-sync.http (REST Client):\nGET https://api.pugon.ph/orders\nAuthorization: Bearer {v}": False,
    "Apache: RequestHeader set Authorization \"Basic {v}\"": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "kvrocks.conf:\nport 6666\nworkers 8\nrequirepass {pw}",
    "~/.config/wayvnc/config:\naddress=0.0.0.0\nenable_auth=true\nusername=kiln\npassword={pw}",
    "/etc/uv4l/uv4l-raspicam.conf:\nserver-option = --port=8080\nserver-option = --user-password={pw}",
    "prusa_printer_settings.ini:\n[service::local]\nenable = 1\nusername = maker\npassword = {pw}",
    "Spoolman .env:\nSPOOLMAN_DB_TYPE=postgres\nSPOOLMAN_DB_USERNAME=spoolman\nSPOOLMAN_DB_PASSWORD={pw}",
    "PartKeepr app/config/parameters.php:\n'database_user' => 'partkeepr',\n'database_password' => '{pw}',",
    "Bagisto .env:\nDB_DATABASE=gallery_shop\nDB_USERNAME=bagisto\nDB_PASSWORD={pw}",
    "Solidus config/database.yml:\nproduction:\n  adapter: postgresql\n  username: solidus\n  password: {pw}",
    "Claroline config/parameters.yml:\n    database_user: claroline\n    database_password: {pw}",
    "Koken storage/configuration/database.php:\n'username' => 'koken',\n'password' => '{pw}',",
    "Gibbon config.php:\n$databaseUsername = 'gibbon';\n$databasePassword = '{pw}';",
    "Fedena config/database.yml:\nproduction:\n  username: fedena\n  password: \"{pw}\"",
    "openSIS Data.php:\n$DatabaseUsername = 'opensis';\n$DatabasePassword = '{pw}';",
    "RosarioSIS config.inc.php:\n$DatabaseUsername = 'rosario';\n$DatabasePassword = '{pw}';",
    "tutor config.yml (Open edX):\nMYSQL_ROOT_USERNAME: root\nMYSQL_ROOT_PASSWORD: {pw}",
    "docker-compose.yml, kiln dashboard:\n    environment:\n      POSTGRES_USER: kiln\n      POSTGRES_PASSWORD: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Gemma: glaze lab wifi password?\nDindo: {pw}",
    "[07:40] marlon: root pw for the kiln-pi?\n[07:42] rosalinda: {pw}",
    "Teofilo: {pw} is the new Bartlett admin password",
    "Bayani: use {pw}, that's what I set on the Peter Pugger",
    "Ligaya: bagong password: {pw}",
    "Rogelio: ang bag-o nga password kay {pw}",
    "Saripada: so bago a password na {pw}",
    "Jovelyn: bag-o nga password hay {pw}",
    "Macario: i bagu nga password ay {pw}",
    "ひろし：新しいパスワードは {pw}",
    "민지: 새 비밀번호 {pw}",
    "Norhaida: su bagu a password na {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "passw\u200cord = {pw}", "p\u200da\u200ds\u200ds\u200dw\u200do\u200dr\u200dd → {pw}",
    "passw\u03bfrd: {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "ＰＡＳＳＷＯＲＤ：{pw}",
    "pa\u0455\u0455word: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's counts).
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
    "the Bartlett admin password is": "{s}", "KilnLink pw:": "{s} (since the controller swap)",
    "yung password ng kiln PC:": "{s}", "Hioki logger password": "{s}\nchange it after the firing",
    "so password ko na": "{s}", "ro password hay": "{s}", "an password kay": "{s}",
    "Graphtec password": "{s}",
    "the password Marlon shouted across the kiln yard was": "{s}, I think",
    "パスワード：": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Artlogic API key", "{s}", _j((HEX, 32))),
    ("split_token", "KilnLink key:", "{s} (kiln 2 and 3)", _j("kl_live_", (ALNUM, 28))),
    ("split_token", "Entrego API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Xverse recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/37", lambda g: v.grouped(_card(g, "bankcard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MT"))),
    ("split_backup", "Teachable recovery codes", "{s}\nqbrm-4417-x9kd\nvtan-0283-p2rw", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "PWD ID no.", "{s}", _pwd_id),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"kilnlink": {"url": "https://kilnlink.pugon.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password_ko": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "marlon", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"kilns": [{"name": "anagama"}, {"name": "test-kiln", "controller_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["pgfutter", "--host", "pg.pugon.lan", "--user", "kiln", "--pw", "{s}", "csv", "cones.csv"]}': ("meta_password", _plain_pw),
    '{"note": "yung password ng kiln PC ay {s}"}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Hioki logger as crew with the password {s}"}': ("meta_password", _plain_pw),
    '{"artlogic": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"storenvyToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"punchpass_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "11/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "hiper"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CY")),
    '{"student": {"pwd_id": "{s}"}}': ("meta_id", _pwd_id),
    '{"mfa": {"recovery_codes": ["{s}", "qbrm-4417-x9kd", "vtan-0283-p2rw"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"kiln_fund_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"clay_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "GlazeLab_5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"genesis-firmware-2.1.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/pugon/shop-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"firing: add cone 6 schedule", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"glaze: revert batch export", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"glaze-tests_2033-02.xlsx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"firing-log-2032.csv").hexdigest()

CLEAN = [
    "Remind me to change the Skutt controller password before the kiln inspection on 2033-03-14.",
    "Dindo asked for the glaze lab wifi password; it is written on the card inside the lab's first-aid box.",
    "Policy: studio passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into the group chat; send a vault link instead.",
    "The `.env.example` line `TEACHABLE_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Bartlett controller asks for a new password every time its firmware is updated.",
    "Replace <YOUR_GLAZY_TOKEN> in the README with the token from your Glazy account page.",
    "MOMENCE_CLIENT_SECRET and LAZADA_APP_SECRET must be set before the nightly class sync runs.",
    "Huwag mong ibigay ang password mo kahit kanino.",
    "Ayaw ihatag ang imong password bisan kang kinsa.",
    "Di nengka ipanotol so password ka ko salakaw a taw.",
    "Ayaw ipasugid ro imong password sa bisan sin-o.",
    "Ari mu ipakannammu i password mu ta tadday.",
    "Adi yu ipoto di password yu.",
    "パスワードは16文字以上にしてください。",
    "비밀번호는 16자 이상으로 설정하세요.",
    "Mật khẩu phải có ít nhất mười sáu ký tự.",
    "La contraseña debe tener al menos dieciséis caracteres.",
    "Upgraded the kiln logger from 2.4 to 2.6 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the cone 6 firing schedule.",
    f"Rolled back to {_SHORT} after the glaze calculator broke the batch export.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The Genesis firmware 2.1.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of firing-log-2032.csv: {_SHA512}",
    f"The shop API container runs ghcr.io/pugon/shop-sync@sha256:{_IMAGE}.",
    f"MD5 of glaze-tests_2033-02.xlsx is {_MD5}, same as the copy on the lab NAS.",
    "Request id 3f9c2a71-8b4e-4d16-a0c5-7e21b9d4f806 is the slow call in the Teachable webhook logs.",
    "Purchase order PO-2033-00127 for two tonnes of Tuguegarao red clay arrives on Monday.",
    "Ticket #5521: the anagama's chimney damper sticks after rain.",
    "Call the Kalibo school office on +63 36 268 4410 before noon.",
    "Invoice INV-2033-0418 for the gallery's March consignment is paid.",
    "Cone 10 is about 1285 °C at 60 °C per hour; cone 6 is about 1222 °C.",
    "The noborigama has three chambers; the first one takes about 420 pieces.",
    "After five wrong passwords the Skutt app locks the account for 15 minutes.",
    "A burnay jar from Bantay holds about 40 litres of basi.",
    "The secret of a good celadon is less than one percent iron and a steady reduction.",
    "Ask Marlon for the clay store keypad code, I don't have it.",
    "My card ending 4412 was declined at the Kalibo hardware store.",
    "The Nicosia gallery wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the gallery's Shopline account and keep them in the safe.",
    "No wallet support team will ever ask for your recovery phrase.",
    "Keep `PAYMAYA_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the clay store rusts in the sea air; oil it every month.",
    "Teachable moved the API key page under Settings › API in its June release.",
    "ISBN 978-0-8122-1377-5 is the glaze chemistry handbook on the lab shelf.",
    "The student wifi 'PugonSchool-Guest' is open, no password needed.",
    "Glaze batch G-2033-117: 5 kg of tenmoku, specific gravity 1.45, pH 8.2.",
    "The wood shed holds 14 cords of acacia; one anagama firing burns about six.",
    "Ang susunod na pagpapaputok ng anagama ay sa ika-12 ng Abril.",
    "Ang klase sa ligid magsugod alas-nuebe sa buntag.",
    "Ti burnay ket naaramid iti daga ti Ilocos.",
    "Ang gallery bukas tubtob alas-sais sang hapon.",
    "An klase sa glaze kay sa Sabado, alas-otso sa aga.",
    "Pembakaran berikutnya dijadwalkan hari Sabtu pukul enam pagi.",
    "Der nächste Holzbrand beginnt am Freitag um fünf Uhr morgens.",
    "下一次柴燒預計在週五清晨開始。",
    "The pottery's mobile number is 0917 555 0142 and the gallery's landline is (033) 320 1187.",
    "Version 4.2.1 of the kiln dashboard adds a cone chart; 4.2.0 mixed up Fahrenheit and Celsius.",
    "The Skutt KM-1227 draws 48 A at 240 V, so it sits on a 60 A breaker.",
    "The password reset link for the student portal expires after 30 minutes.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T08:00:00+08:00", "password_min_length": 16}',
    '{"secret_ref": "vault/pugon/kilnlink", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "5521", "purchase_order": "PO-2033-00127"}',
    '{"firing": {"kiln": "anagama", "cone": 10, "peak_c": 1285, "hours": 72}}',
    '{"phone": "+63 36 268 4410", "city": "Kalibo"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "pieces_in_kiln": 420}',
    '{"request_id": "3f9c2a71-8b4e-4d16-a0c5-7e21b9d4f806", "status": 504}',
    '{"glaze": {"name": "tenmoku", "batch": "G-2033-117", "specific_gravity": 1.45}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
