# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, eighty-first corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to seventy-eighth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora, any test, the
report nor the value model's trainer, nor the corpora written beside it, and the scrubber was never
run on it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the
way the weavers, steam-bending and CNC crews, finishing (spray) booth, cane store, showroom, export
desk and Saturday repair café of a rattan furniture works leak secrets into an assistant's memory:
Lasolo Rattan Works, with a weaving hall, a steam-bending shed and a lacquer booth in Kendari, cane
collectors' cooperatives at Rumbia (Bombana), Sampolawa near Baubau, Pagimana near Luwuk and Kajang
(Bulukumba), a cane store at Amurang, a showroom in Tomohon, an export desk at Bitung and a buying
agent in Ternate, selling to Rotterdam, Osaka, Busan, Dili, Beirut, Erbil, Minsk and San José. The
leaks are WA-group, Telegram and Signal chat, helpdesk tickets, e-mails, incident notes, runbooks,
README fragments, shell history (Git Bash on the CNC PC, `ddev ssh`, a trzsz session, PowerShell, a
cron line, a Raspberry Pi in the kiln room), voice memos and dictation, notes to self and requests
to the assistant, and they name the hardware and apps of the works (Blowtherm, Gema, Nordson, Sames
Kremlin, Junair, Graco ProMix, Multicam, Weihong NcStudio, Richauto, Thunder Laser, Fusheng,
Clayton, Delmhorst, Hochiki, Fingerspot, Hangcha, Easygo, APC Smart-UPS, WD My Cloud, Hilook,
Uniarch, Argox, Qasir, Iconnet, XL Home, Inovance, myMirka, Hoymiles, UltraViewer, Supremo, Bank
Sultra). About 42 % of the texts are in languages other than English (the rest English or
language-neutral config and shell): Tolaki, Moronene, Cia-Cia (partly in its Hangul orthography),
Tontemboan, Tombulu, Saluan, Konjo and North Moluccan (Ternate) Malay, which no earlier corpus's
docstring names, written as the author's own approximations, code-mixed with Indonesian loans
(`password`, `kata`, `angka`, `nomor`) the way people type them in chat and not checked by a
speaker; and Indonesian, Tetum, Dutch, German, Japanese, Korean, Simplified Chinese, Costa Rican
Spanish, Russian, Lebanese Arabic, French and Italian in wordings of their own. Tools none of
heldouts 5 to 78 names: Sulu's `sulu:security:user:create`, Filament's `make:filament-user`,
postfixadmin-cli, msoffice-crypt, cryptcat, sbd, pwncat-cs, db2cli, asmcmd (`pwcreate`), tbloader
and TiDB DM's `dmctl encrypt`, with configs of Sulu, PostfixAdmin, Agent DVR, YetiForce, Krayin,
the Kerberos.io agent, Winter CMS, Textpattern, OpenMage, Smartstore, LiteCart, EverShop, Bolt CMS
and Supavisor, and auth headers out of Caido, mitmweb and Postcat; beside common ones (mysql, psql,
sshpass, smbclient, curl, 7z, zip, openssl, redis-cli, mongosh, docker, net use, xfreerdp,
ipmitool, htpasswd, lftp, mosquitto_pub, sqlcmd, wget, keytool, ldapsearch, gpg, sudo -S) in
layouts of its own. Vendors (Houzz, Wayfair, Ankorstore, Pamono, 1stDibs, Chairish, Vinterior,
Selency, Castlery, Dekoruma, Threekit, Vectary, Roomle, Cylindo, Jubelio, Ginee, SIRCLO, Forstok,
RajaOngkir, Shipdeo, Lion Parcel, Paxel, AnterAja, JNE, Zahir, HashMicro, Talenta, Gajihub,
Pajakku, OnlinePajak, Cashlez, Prismalink, Xfers, Kredivo, Atome, Antom, PingPong, Wati,
Starsender, Nodeflux, Upsun and Andalin) are ones heldouts 5 to 78 do not name; their token shapes
are drawn here, not copied from their documentation. The ids are kinds heldouts 5 to 78 do not use,
and python-stdnum has no module for any of them, so every one is UNCHECKED (no check digit is
computed or verified here; each is drawn by its shape as written in its function): Iraq's unified
national card number, a Lebanese NSSF number, a Belarusian personal identification number, and
Indonesia's Kartu Prakerja number, a teacher's NUPTK, a police certificate (SKCK) number, a forest-
products exporter's ETPIK number, a cooperative's Nomor Induk Koperasi, a land-tax object number
(NOP PBB) and a vehicle ownership book (BPKB) number; passports under Tolaki, Moronene, Tontemboan,
Konjo and North Moluccan Malay words (an Indonesian passport's shape), likewise unchecked. Card
numbers pass Luhn (mada's and Uzcard's prefixes drawn here, beside Visa, Mastercard, Amex, JCB,
UnionPay and Discover from the value helpers, all checked with python-stdnum's `luhn`). The IBANs
are of the countries used least by a rough count over heldouts 5 to 78 (Belarus, Costa Rica,
Gibraltar, Iraq, Lebanon and Russia, five earlier corpora each; Timor-Leste and the Falklands, six
each), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Korean, Czech, Italian, Russian, Simplified Chinese and Spanish lists. Sixty clean texts and ten
clean metadata hold no secret: digests after the word that names them, order, invoice and container
numbers, phone numbers, versions, UUID request ids and prose about passwords.
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

SEED = 35_161_293
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


# Rattan kinds and cane words (tohiti and batang are Sulawesi canes, pitrit the split strip).
_CANE = ["Tohiti", "Manau", "Batang", "Lambang", "Sega", "Irit", "Pitrit", "Semambu", "Tabu",
         "Jernang", "Umbulu", "Lacak", "Noko", "Seuti"]  # fmt: skip
_SHOP = ["Steamer", "Clamp", "Jig", "Sander", "Lacquer", "Booth", "Bender", "Splitter", "Peeler",
         "Loom", "Stapler", "Kiln", "Primer", "Sealer", "Dowel", "Mallet"]  # fmt: skip
_PLACES = ["Kendari", "Konawe", "Unaaha", "Rumbia", "Kasipute", "Baubau", "Sampolawa", "Batauga",
           "Tomohon", "Kakaskasen", "Amurang", "Tumpaan", "Luwuk", "Pagimana", "Kajang",
           "Bulukumba", "Ternate", "Bitung", "Dili", "Erbil", "Beirut", "Minsk", "SanJose",
           "Stanley", "Rotterdam", "Osaka", "Busan"]  # fmt: skip
_NAMES = ["Lapili", "Nirma", "Asri", "Sitti", "Ardi", "Febri", "Yohanis", "Grace", "Fransiska",
          "Meiske", "Jemmy", "Rani", "Baso", "Nurlela", "Hasan", "Irfan", "Ismail", "Rudolf",
          "Kuniko", "Joonho", "Marieke", "Henk", "Dagmar", "Ximena", "Zhoumin", "Rami", "Aziz",
          "Alesya", "Nelson", "Alcino"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["T0h1t1", "M4n4u", "R0t4n", "An0a", "M4l30", "B4b1rus4", "P1tr1t", "K4l0s4r4",
         "S1n0ngg1"]  # fmt: skip


def _bundle(g: random.Random) -> str:
    """A cane and a bundle's count, the way the cane-store crew jokes a password together."""
    return f"{g.choice(_CANE)}{g.choice([20, 25, 40, 50, 60, 80, 100])}btg{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four random groups of five, both cases and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CANE)}{g.choice(_SHOP)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_CANE, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "!?#%&", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1984, 2034)) + g.choice(_SYMBOLS),
    _bundle,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_CANE).lower()}.{g.randrange(1962, 2034)}",
    lambda g: f"Kursi{g.randrange(100, 1000)}{g.choice(_CANE)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_SHOP).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}Anyam{g.choice(_CANE)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


# Sixty templates, each drawn once: 34 in English, 26 in other languages.
_SAID = [
    "WA group 'Booth Kendari', Ardi: the Blowtherm booth panel password is {pw}",
    "Telegram from Febri: Gema OptiCenter service password {pw}",
    "Signal, Nirma: Nordson Encore controller password {pw}",
    "Sames Kremlin robot HMI password, for the night shift: {pw}",
    "Junair booth touch panel, engineer password {pw}",
    "Graco ProMix 2KE advanced display password {pw}",
    "Multicam router in the bending shed, controller password {pw}",
    "Weihong NcStudio admin password on the CNC PC: {pw}",
    "Richauto DSP handle, vendor parameter password {pw}",
    "Thunder Laser Nova 35 Wi-Fi admin password {pw}",
    "Fusheng compressor touch controller password {pw}",
    "Clayton steam generator remote monitor password {pw}",
    "Delmhorst moisture meter desktop app password {pw}",
    "Hochiki fire panel engineer password: {pw}",
    "Fingerspot attendance machine admin password {pw}",
    "Hangcha forklift telematics portal password {pw}",
    "Easygo GPS tracker portal password for the Bitung truck: {pw}",
    "APC Smart-UPS network card password {pw}",
    "WD My Cloud EX2 in the office, admin password {pw}",
    "Hilook NVR (weaving hall cameras) admin password {pw}",
    "Uniarch NVR at the Amurang cane store: password {pw}",
    "Argox printer web page password {pw}",
    "Qasir owner app password for the repair café till: {pw}",
    "Iconnet router admin password {pw}",
    "XL Home ONT super-admin password {pw}",
    "Inovance HMI admin password on the peeling line: {pw}",
    "myMirka app password for the sander fleet: {pw}",
    "Ticket LSL-2033-118: the Sames Kremlin HMI password {pw} stopped working after the update",
    "Hi Yohanis,\n\nthe Multicam controller password is {pw}. Please delete this mail once it's in the vault.\n\nSalam,\nGrace",
    "Incident 2033-03-02: the Hilook NVR at the cane store was reachable from the internet with password {pw}",
    "Runbook: restart the steam-bending line\n1. open the Clayton remote monitor\n2. log in as operator\n3. password {pw}\n4. raise the header to 6 bar and wait for the green lamp",
    "README (finishing line)\nthe Graco ProMix page is at http://promix.lasolo.lan, admin password `{pw}`.",
    "my Bank Sultra mobile banking password is {pw} now",
    "dictated: the Hoymiles S-Miles installer password is {pw} full stop",
    "password email-ku ieto {pw}",
    "Lapili: password wifi ine laika ieto {pw}",
    "password email-ku iyaa {pw}",
    "La Ode Asri: password komputer i gudang iyaa {pw}",
    "이메일꾸 빠스워르드 이아 {pw}",
    "Wa Ode Nirma: password server i kantor ia {pw}",
    "password email-ku ya {pw}",
    "Yohanis: password wifi wia walè ya {pw}",
    "password ni email-ku si {pw}",
    "Meiske: password ni komputer an showroom si {pw}",
    "password email-ku koi {pw}",
    "Ismail: password komputer na gudang Luwuk koi {pw}",
    "passwordku ri email iamintu {pw}",
    "Daeng Rani: password beru server iamintu {pw}, teako pau ri tau maraeng",
    "kita pe password email itu {pw}",
    "Nurlela: password wifi di gudang Ternate itu {pw}, ngana jang kase tau sapa-sapa",
    "bro, password komputer bengkel anyam itu {pw} ya",
    "sandi aplikasi gudang sudah diganti jadi {pw}",
    "ha'u nia password email mak {pw}",
    "het wachtwoord van de showroomlaptop is nu {pw}",
    "Das Passwort für den PC an der Lackierkabine lautet jetzt {pw}",
    "ショールームのPCのパスワードは {pw} になりました",
    "쇼룸 노트북 비밀번호는 {pw} 입니다",
    "喷漆房那台电脑的密码改成了 {pw}",
    "mae, la contraseña de la compu del taller es {pw}",
    "пароль от ноутбука в шоуруме теперь {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["lapili", "waode.nirma", "laode.asri", "sitti", "ardi", "febri", "yohanis.r", "grace.l",
          "fransiska", "meiske.k", "jemmy", "rani.dg", "baso", "nurlela", "hasan.a", "irfan",
          "ismail.t", "rudolf", "kuniko", "joonho", "marieke", "henk.v", "dagmar", "ximena",
          "zhoumin", "rami.h", "aziz", "alesya", "nelson", "svc-booth", "kiln-ops"]  # fmt: skip
_LOGINS = [
    "WA, Ardi: the Blowtherm panel login is {u} / {pw}",
    "helpdesk #491: {u} locked out of the Multicam PC, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Finishing › Graco ProMix: {u} — {pw}",
    "| machine | user | pass |\n|---|---|---|\n| Gema OptiCenter | {u} | {pw} |",
    "log into the Hilook NVR as {u} with {pw}",
    "Fusheng controller {u}:{pw}",
    "username: {u}\npass: {pw}",
    "- host: nvr-canestore\n  user: {u}\n  pass: {pw}",
    "UltraViewer into the CNC PC, then the Windows login {u} / {pw}",
    "Supremo session to the showroom PC: sign in as {u}, password {pw}",
    "machine,user,pass\nsames-hmi,{u},{pw}",
    "Telegram: creds for the Clayton monitor are {u} and {pw}",
    "username-ku {u}, password-ku {pw}",
    "nama user {u}, password iyaa {pw}",
    "유세르 {u}, 빠스워르드 {pw}",
    "username {u} wo password {pw}",
    "user ni komputer si {u} wo password si {pw}",
    "username-na {u} siagang password-na {pw}",
    "user {u} deng password {pw}, jang lupa",
    "akun {u}, kata sandi {pw}",
    "uzuáriu {u}, password {pw}",
    "ログインID {u} ／ PW {pw}",
    "اسم المستخدم {u} وكلمة السر {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tohiti", "manau", "pitrit", "sinonggi", "kasuami", "tinutuan", "lalampa",
               "kalosara", "babirusa", "maleo", "anoa", "semambu", "pallubasa", "papeda",
               "jernang", "kabuto"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lowercase, then the number {d}",
    "for the CNC PC it's {w} followed by {d}",
    "voice memo: the booth wifi password is {w} then {d}, no space",
    "it's {w}{d}, the word and the number run together",
    "password ieto kata {w}, ano angka {d}",
    "password iyaa kata {w}, lalu angka {d}",
    "password ya kata {w} wo angka {d}",
    "password-na iamintu kata {w}, nampa angka {d}",
    "password itu kata {w}, abis itu angka {d}",
    "sandinya kata {w}, terus angka {d}",
    "password mak liafuan {w}, hafoin númeru {d}",
    "password koi kata {w}, sampai angka {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "php bin/adminconsole sulu:security:user:create {u} Lasolo Admin {u}@lasolo.co.id en ROLE_USER '{pw}'",
    "php artisan make:filament-user --name='{u}' --email={u}@lasolo.co.id --password='{pw}'",
    "postfixadmin-cli mailbox add {u}@lasolo.co.id --password '{pw}' --password2 '{pw}' --name '{u}' --quota 2048",
    "bin/dmctl encrypt '{pw}'  # for the password line of the DM source.yaml",
    "msoffice-crypt -e -p '{pw}' harga-ekspor-2033.xlsx harga-ekspor-2033.enc.xlsx",
    "cryptcat -k '{pw}' booth-pc.lasolo.lan 4444 < resep-lacquer.csv",
    "sbd -k '{pw}' cnc-pc.lasolo.lan 7777",
    "pwncat-cs ssh://{u}:{pw}@cnc-pc.lasolo.lan:22",
    "db2cli validate -database ORDERS:db2.lasolo.lan:50000 -connect -user {u} -passwd '{pw}'",
    "asmcmd pwcreate --dbuniquename LSLPROD +DATA/LSLPROD/orapwlslprod '{pw}'",
    "tbloader userid={u}/{pw}@TIBERO_LSL control=stok_rotan.ctl",
    "mysql -h erp-db.lasolo.lan -u {u} -p'{pw}' stok_rotan -e 'select count(*) from bundles'",
    "PGPASSWORD='{pw}' psql -h pg.lasolo.lan -U {u} -d katalog -c 'select 1'",
    "sshpass -p '{pw}' scp katalog-2033.pdf {u}@showroom-pc.lasolo.lan:/srv/katalog/",
    "smbclient //nas.lasolo.lan/desain -U '{u}%{pw}' -c 'put kursi-K412.dxf'",
    "curl -u {u}:{pw} -F file=@K412.dxf https://files.lasolo.co.id/upload",
    "7z a -p'{pw}' -mhe=on faktur-2033.7z faktur/",
    "zip -P '{pw}' foto-produk.zip foto/*.jpg",
    "openssl enc -aes-256-cbc -pbkdf2 -pass pass:'{pw}' -in harga.csv -out harga.csv.enc",
    "redis-cli -h cache.lasolo.lan -a '{pw}' --scan --pattern 'stok:*'",
    "mongosh 'mongodb://{u}:{pw}@mongo.lasolo.lan:27017/katalog?authSource=admin'",
    "docker login registry.lasolo.co.id -u {u} -p '{pw}'",
    "net use Z: \\\\nas.lasolo.lan\\desain /user:LASOLO\\{u} {pw}",
    "xfreerdp /v:cnc-pc.lasolo.lan /u:{u} /p:'{pw}' /cert:ignore",
    "ipmitool -I lanplus -H 10.30.0.15 -U {u} -P '{pw}' chassis status",
    "htpasswd -b /etc/nginx/.katalog {u} '{pw}'",
    "lftp -u {u},'{pw}' sftp://files.lasolo.co.id",
    "mosquitto_pub -h mqtt.lasolo.lan -u {u} -P '{pw}' -t kiln/1/setpoint -m 62",
    "sqlcmd -S sql.lasolo.lan -U {u} -P '{pw}' -Q 'SELECT TOP 5 * FROM Orders'",
    "wget --user={u} --password='{pw}' https://files.lasolo.co.id/katalog-2033.pdf",
    "keytool -genkeypair -alias katalog -keystore katalog.jks -storepass '{pw}' -dname CN=katalog.lasolo.co.id",
    "ldapsearch -x -H ldap://dc.lasolo.lan -D '{u}@lasolo.lan' -w '{pw}' '(sAMAccountName=ardi)'",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -c laporan-pajak-2033.pdf",
    "echo '{pw}' | sudo -S systemctl restart kiln-logger",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "CNC PC, Git Bash:\n$ {c}", "ddev ssh, inside the katalog project:\n{c}",
    "history on the showroom laptop:\n  412  {c}", "root@booth-pc:~# {c}",
    "PowerShell on the office PC> {c}", "from the Raspberry Pi in the kiln room: {c}",
    "copied out of the runbook: {c}", "WA group 'IT Lasolo', Febri: {c}", "zsh, grace@mbp ~ % {c}",
    "trzsz session to the NAS:\n$ {c}", "the cron line on erp-db: */30 * * * * {c}",
    "helpdesk #507, what I typed: {c}",
    "komando ieto kupake: {c}", "komandoku anne: {c}", "kita da pake komando ini: {c}",
    "perintah yang tadi saya jalankan: {c}", "komandu ne'ebé ha'u halo: {c}",
    "dit heb ik gedraaid: {c}", "Befehl aus der Shell-Historie: {c}", "実行したコマンド：{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.lasolo.lan:5432/katalog",
    "mysql+pymysql://{u}:{pw}@erp-db.lasolo.lan:3306/stok_rotan",
    "mongodb+srv://{u}:{pw}@katalog.x7k2p.mongodb.net/prod?retryWrites=true",
    "rediss://{u}:{pw}@cache.lasolo.lan:6380/2",
    "rtsp://{u}:{pw}@192.168.20.31:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@files.lasolo.co.id:990/katalog/",
    "db2+ibm_db://{u}:{pw}@db2.lasolo.lan:50000/ORDERS",
    "oracle+oracledb://{u}:{pw}@ora.lasolo.lan:1521/?service_name=LSLPROD",
    "clickhouse://{u}:{pw}@ch.lasolo.lan:9000/telemetry",
    "https://{u}:{pw}@git.lasolo.co.id/lasolo/katalog.git",
    "Server=sql.lasolo.lan;Database=Orders;User Id={u};Password={pw};TrustServerCertificate=True",
    "Host=pg.lasolo.lan;Username={u};Password={pw};Database=katalog",
    "davs://{u}:{pw}@nas.lasolo.lan/desain",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "the old connection string from the Metabase settings: {c}",
    "please remember this connection string: {c}", "wiki page 'Databases': {c}",
    "helpdesk #503: {c}", "string koneksi: {c}", "ini string koneksinya, simpan: {c}",
    "接続文字列：{c}", "Verbindungszeichenfolge: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 2_000_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "lasolo-rattan", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read catalog:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Houzz", "HOUZZ_PRO_API_TOKEN", _j((ALNUM, 40))),
    ("Wayfair", "WAYFAIR_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Ankorstore", "ANKORSTORE_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Pamono", "PAMONO_API_KEY", _j((HEX, 32))),
    ("1stDibs", "FIRSTDIBS_API_TOKEN", _vendor_jwt("https://api.1stdibs.com")),
    ("Chairish", "CHAIRISH_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Vinterior", "VINTERIOR_API_TOKEN", _j((HEX, 40))),
    ("Selency", "SELENCY_API_KEY", _j("sel_live_", (ALNUM, 32))),
    ("Castlery", "CASTLERY_PARTNER_KEY", _j((UPPER_DIGITS, 32))),
    ("Dekoruma", "DEKORUMA_SELLER_TOKEN", _j((B64, 64))),
    ("Threekit", "THREEKIT_PRIVATE_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Vectary", "VECTARY_API_KEY", _j((ALNUM, 48))),
    ("Roomle", "ROOMLE_API_SECRET", _j((HEX, 64))),
    ("Cylindo", "CYLINDO_API_KEY", _j((URLSAFE, 43))),
    ("Jubelio", "JUBELIO_API_TOKEN", _vendor_jwt("https://api2.jubelio.com")),
    ("Ginee", "GINEE_SECRET_KEY", _j((HEX, 32))),
    ("SIRCLO", "SIRCLO_API_KEY", _j((ALNUM, 32))),
    ("Forstok", "FORSTOK_API_SECRET", _j((HEX, 40))),
    ("RajaOngkir", "RAJAONGKIR_API_KEY", _j((HEX, 32))),
    ("Shipdeo", "SHIPDEO_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Lion Parcel", "LIONPARCEL_API_KEY", _j((UPPER_HEX, 32))),
    ("Paxel", "PAXEL_API_SECRET", _j((HEX, 64))),
    ("AnterAja", "ANTERAJA_ACCESS_KEY", _j((ALNUM, 36))),
    ("JNE", "JNE_API_KEY", _j((HEX, 32))),
    ("Zahir", "ZAHIR_API_TOKEN", _j((B64, 86), "==")),
    ("HashMicro", "HASHMICRO_API_KEY", _j((ALNUM, 48))),
    ("Talenta", "TALENTA_HMAC_SECRET", _j((ALNUM, 32))),
    ("Gajihub", "GAJIHUB_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Pajakku", "PAJAKKU_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("OnlinePajak", "ONLINEPAJAK_API_KEY", _j((HEX, 40))),
    ("Cashlez", "CASHLEZ_MERCHANT_SECRET", _j((HEX, 64))),
    ("Prismalink", "PRISMALINK_SECRET_KEY", _j((UPPER_DIGITS, 40))),
    ("Xfers", "XFERS_API_KEY", _j((URLSAFE, 40))),
    ("Kredivo", "KREDIVO_SERVER_KEY", _j((ALNUM, 30))),
    ("Atome", "ATOME_API_PASSWORD", _j((ALNUM, 32))),
    ("Antom", "ANTOM_CLIENT_SECRET", _j((B64, 88))),
    ("PingPong", "PINGPONG_APP_SECRET", _j((HEX, 32))),
    ("Wati", "WATI_ACCESS_TOKEN", _vendor_jwt("https://live-server.wati.io")),
    ("Starsender", "STARSENDER_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Nodeflux", "NODEFLUX_SECRET_KEY", _j((HEX, 64))),
    ("Upsun", "UPSUN_CLI_TOKEN", _j((ALNUM, 43))),
    ("Andalin", "ANDALIN_API_TOKEN", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "set -gx {env} {tok}",
    "$env:{env} = \"{tok}\"",
    "ddev config --web-environment-add={env}={tok}",
    "upsun variable:create --level environment --name env:{env} --value '{tok}'",
    ".env.production:\n{env}=\"{tok}\"",
    "kubectl create secret generic katalog-sync --from-literal={env}={tok}",
    "docker run -e {env}={tok} ghcr.io/lasolo/katalog-sync:2.1",
    "deployment.yaml:\n        - name: {env}\n          value: \"{tok}\"",
    "workflow env:\n  {env}: {tok}",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "Katalog admin › Settings › Integrations › {vendor} › Secret: {tok}",
    "wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "todo: rotate the {vendor} key {tok}",
    "WA, Febri: {vendor} key for the marketplace sync: {tok}",
    "Telegram: the {vendor} token we use now is {tok}; the old one is revoked",
    "helpdesk #512: {vendor} returns 401, configured key {tok}",
    "{vendor} integration broken again, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "API key {vendor} ieto {tok}",
    "API key {vendor} iyaa {tok}",
    "API key {vendor} ia {tok}",
    "API key ni {vendor} ya {tok}",
    "API key ni {vendor} si {tok}",
    "API key {vendor} koi {tok}",
    "API key-na {vendor} iamintu {tok}",
    "{vendor} pe API key itu {tok}",
    "kunci API {vendor}: {tok}",
    "xave API {vendor} nian mak {tok}",
    "API-sleutel voor {vendor} (showroom-sync): {tok}",
    "API-Schlüssel {vendor}, Produktivsystem: {tok}",
    "{vendor}のAPIキーは {tok} です",
    "{vendor} API 키는 {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "la llave de API de {vendor} es {tok}",
    "API-ключ {vendor}: {tok}",
    "مفتاح API الخاص بـ {vendor}: {tok}",
    "clé API {vendor} pour la synchro du catalogue : {tok}",
    "chiave API di {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    rajaongkir = _r(rng, HEX, 32)
    paxel = _r(rng, HEX, 64)
    roomle = _r(rng, HEX, 64)
    threekit = v.uuid4(rng, "a")
    cashlez = _r(rng, HEX, 64)
    xfers = _r(rng, URLSAFE, 40)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.rajaongkir.com/starter/city", headers={{"key": "{rajaongkir}"}})', rajaongkir),
        Sample("vendor_token", f"curl -H 'Api-Key: {paxel}' https://api.paxel.co/v1/shipments?status=picked", paxel),
        Sample("vendor_token", f'const roomle = new RoomleClient("lasolo", "{roomle}");', roomle),
        Sample("vendor_token", f"local.properties:\nsdk.dir=/home/ardi/Android/Sdk\nthreekit.privateToken={threekit}", threekit),
        Sample("vendor_token", f"$cashlez = new Cashlez\\Client('lasolo-rattan', '{cashlez}');", cashlez),
        Sample("vendor_token", f'client := xfers.NewClient("{xfers}")', xfers),
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


_BARE_PLACES = ["{t}", "Signal: {t}", "only shown once, so:\n{t}", "token-na: {t}", "token itu: {t}",
                "{t}\n^ the new one, the old one is revoked", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AppKey of the kiln humidity sensor KH-3 (LoRaWAN, OTAA): {h}": 32,
    "NwkSKey of the drying-yard weather station (ABP): {h}": 32,
    "HMAC secret for the Cashlez payment callback: {h}": 64,
    "AES key of the booth extractor's wifi plug (local control): {h}": 32,
    "AES key of the CNC PC's backup archive, hex: {h}": 64,
    "pre-shared key (hex) of the Modbus gateway on the Fusheng compressor: {h}": 48,
    "kunci enkripsi-na backup: {h}": 64,
    "kunci enkripsi backup itu {h}": 64,
    "バックアップの暗号鍵：{h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "helpdesk #515: token copied out of the browser's dev tools {t}",
    "Cookie: lang=id; lsl_session={t}",
    "KATALOG_ADMIN_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token-ku ieto {t}",
    "kita pe token: {t}",
    "トークン：{t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 2_000_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@lasolo.co.id"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.lasolo.co.id/realms/anyam",
            "azp": "katalog-admin",
            "roles": ["finishing", "export"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the katalog server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/katalog.lasolo.co.id.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "bitung-forwarder"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_booth <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "helpdesk #519, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "kunci privat server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Rotterdam importer's drop box:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Ledger Nano S Plus recovery sheet, copying it before I shred the card: {p}": "english",
    "Spot wallet recovery phrase\n{p}": "english",
    "seed of the second Gnosis Safe owner (the treasury one): {p}": "english",
    "the old rattan-fund wallet (emptied), its words: {p}": "english",
    "voice memo: the hardware wallet recovery words are {p} and that's all of them": "english",
    "wiki page 'Treasury (retired)': {p}": "english",
    "지갑 복구 문구: {p}": "korean",
    "obnovovací fráze peněženky: {p}": "czech",
    "frase di recupero del portafoglio: {p}": "italian",
    "сид-фраза кошелька: {p}": "russian",
    "钱包助记词：{p}": "chinese_simplified",
    "frase semilla de la billetera, mae: {p}": "spanish",
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
    """A Luhn-valid card number of one of ``prefixes`` (mada's, Uzcard's: schemes the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mada":
        return _card_of(rng, ["588845", "588846", "968201", "968205", "968208"], [16])
    if brand == "uzcard":
        return _card_of(rng, ["8600"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WA, Grace: the company card for the Graco spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "helpdesk #520: pay the Multicam service visit with card {c}",
    "nomor kartu-ku ieto {c}, {mm}/{yy}",
    "노모르 까르뚜꾸: {c}",
    "nomor kartu-ku ya {c}, {mm}/{yy}",
    "nomoro' kartuku: {c}",
    "kita pe nomor kartu: {c}, {mm}/{yy}",
    "nomor kartu kredit saya {c}, berlaku s.d. {mm}/{yy}",
    "カード番号：{c}（有効期限 {mm}/{yy}）",
    "رقم بطاقتي: {c}، تنتهي {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mada", "mastercard", "amex", "uzcard", "jcb", "unionpay", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c}, exp 09/36, the code on the back: {cvv}",
               "the three numbers by the signature panel: {cvv}",
               "Amex {c}, CID (the four small digits on the front): {cvv}",
               "tiga angka di belakang kartu: {cvv}",
               "tiga angka di blakang kartu itu {cvv}",
               "カード裏の3桁：{cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 78 (Belarus, Costa Rica, Gibraltar,
# Iraq, Lebanon and Russia in five earlier corpora each, Timor-Leste and the Falklands in six);
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BY": "cccc" + "nnnn" + "c" * 16, "CR": "0" + "n" * 17, "GI": "aaaa" + "c" * 15,
                "IQ": "aaaa" + "n" * 15, "LB": "nnnn" + "c" * 20, "RU": "n" * 14 + "c" * 15,
                "TL": "n" * 19, "FK": "aa" + "n" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice LSL-EX-2033-041: the refund for the 40 Tohiti lounge chairs goes to {i}",
    "save the Minsk importer's IBAN: {i}",
    "IBAN: {i}\nReference: container LSL-07, March",
    "WA #finance: the Beirut showroom's new bank details, IBAN {i}",
    "IBAN-ku ieto {i}",
    "IBAN iyaa {i}",
    "IBAN ni kantor si {i}",
    "IBAN-na pembeli iamintu {i}",
    "rekening pembeli di Erbil, IBAN {i}",
    "IBAN husi kliente iha Dili: {i}",
    "IBAN de la mueblería en San José: {i}",
    "IBAN покупателя из Москвы: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# No python-stdnum module knows any of these kinds: each is drawn by its shape alone (unchecked).
def _iq_card(g: random.Random) -> str:
    """Iraq's unified national card number (البطاقة الوطنية الموحدة): twelve digits, as drawn here."""
    return g.choice("12") + _r(g, D, 11)


def _lb_nssf(g: random.Random) -> str:
    """A Lebanese NSSF (الضمان الاجتماعي) registration number: nine digits, as drawn here."""
    return g.choice("123456789") + _r(g, D, 8)


def _by_personal(g: random.Random) -> str:
    """A Belarusian personal identification number: sex and century, a birth date, a region's
    letter, a serial, a citizenship code and a last digit, as drawn here; no check is computed."""
    born = f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(60, 100):02d}"
    return f"{g.choice('34')}{born}{g.choice('ABCHKEM')}{_r(g, D, 3)}{g.choice(['PB', 'BA', 'BI'])}{g.choice(D)}"


def _prakerja(g: random.Random) -> str:
    """An Indonesian Kartu Prakerja number: sixteen digits, as drawn here."""
    return "74" + _r(g, D, 14)


def _nuptk(g: random.Random) -> str:
    """An Indonesian teacher's NUPTK: sixteen digits, as drawn here."""
    return g.choice("1234567") + _r(g, D, 15)


def _skck(g: random.Random) -> str:
    """An Indonesian police certificate (SKCK) number, as drawn here."""
    month = g.choice(["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"])
    return f"SKCK/YANMAS/{_r(g, D, 4)}/{month}/{g.randrange(2030, 2034)}/INTELKAM"


def _etpik(g: random.Random) -> str:
    """A registered forest-products exporter's number (ETPIK), as drawn here."""
    return f"{g.randrange(1, 40):02d}.{g.randrange(1, 20):02d}.1.74.{_r(g, D, 5)}"


def _koperasi(g: random.Random) -> str:
    """A cooperative's registration number (Nomor Induk Koperasi): sixteen digits, as drawn here."""
    return "7471" + _r(g, D, 12)


def _nop(g: random.Random) -> str:
    """A land-tax object number (NOP PBB) in Kendari: province, city, district, village, block,
    serial and a last digit, as drawn here."""
    return f"74.71.{_r(g, D, 3)}.{_r(g, D, 3)}.{_r(g, D, 3)}-{_r(g, D, 4)}.{g.choice('0123456789')}"


def _bpkb(g: random.Random) -> str:
    """An Indonesian vehicle ownership book (BPKB) number: a letter and eight digits, as drawn here."""
    return f"{g.choice('MNOPQRS')}-{_r(g, D, 8)}"


def _id_passport(g: random.Random) -> str:
    """An Indonesian passport: a letter and seven digits, as drawn here."""
    return g.choice("BCEX") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "Iraqi national card number of the Erbil buyer, for the letter of credit: {s}": _iq_card,
    "رقم البطاقة الوطنية الموحدة: {s}": _iq_card,
    "NSSF number of the Beirut showroom's manager: {s}": _lb_nssf,
    "رقم الضمان الاجتماعي للموظف الجديد: {s}": _lb_nssf,
    "идентификационный номер покупателя из Минска: {s}": _by_personal,
    "Belarusian personal number on the Minsk importer's contract: {s}": _by_personal,
    "nomor Kartu Prakerja saya: {s}": _prakerja,
    "Kartu Prakerja-ku ieto {s}": _prakerja,
    "NUPTK of the weaving teacher at the repair café: {s}": _nuptk,
    "NUPTK guru anyam: {s}": _nuptk,
    "nomor SKCK sopir truk Bitung: {s}": _skck,
    "nomor ETPIK perusahaan untuk dokumen ekspor: {s}": _etpik,
    "ETPIK number for the V-Legal paperwork: {s}": _etpik,
    "Nomor Induk Koperasi pengumpul rotan Rumbia: {s}": _koperasi,
    "NOP PBB gudang Kendari: {s}": _nop,
    "nomor BPKB truk gudang: {s}": _bpkb,
    "BPKB number of the Luwuk pickup: {s}": _bpkb,
    "nomor paspor-ku ieto {s}": _id_passport,
    "nomor paspor-ku iyaa {s}": _id_passport,
    "nomor paspor-ku ya {s}": _id_passport,
    "nomoro' pasporo'ku iamintu {s}": _id_passport,
    "kita pe nomor paspor: {s}": _id_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER_DIGITS, 4)}-{_r(rng, UPPER_DIGITS, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]  # fmt: skip


_BACKUPS = ["Houzz Pro 2FA backup codes\n{codes}", "spare login codes for the lasolo.co.id Google Workspace {codes}",
            "Wayfair Partner Home recovery codes: {codes}", "kode cadangan 2FA:\n{codes}",
            "kita pe kode backup 2FA: {codes}", "2段階認証のバックアップコード：{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Ankorstore:grace@lasolo.co.id?secret={s}&issuer=Ankorstore&period=30",
              "LastPass Authenticator, manual entry key for the Xfers dashboard: {s}",
              "Sophos Authenticator setup key for the Pajakku account: {s}",
              "kunci 2FA itu: {s}"]  # fmt: skip
_CODES = ["{c} is your Jubelio verification code", "[Bank Sultra] Kode OTP Anda {c}. JANGAN berikan kode ini kepada siapa pun.",
          "Ginee: kode verifikasi {c}, berlaku 5 menit", "【Rakuten】認証コード：{c}",
          "kode OTP dari bank: {c}, jang kase tau sapa-sapa"]  # fmt: skip


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


_SSIDS = ["Lasolo-Anyam", "LSL-Booth-5G", "Iconnet-Kendari", "XLHome-Tomohon",
          "XL-Home-Bitung", "Oxygen_Baubau", "Orbit-Luwuk", "FirstMedia_Amurang", "CBN-Ternate",
          "Rotan-Rumbia", "Kajang-Gudang", "Tenda_4F2A10", "TOTOLINK_Yard", "ReparasiKafe"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "weaving hall network {s}, password {pw}",
    "wifi for the repair café guests: {s} / {pw}",
    "secrets.h of the kiln logger:\n#define WIFI_SSID \"{s}\"\n#define WIFI_PASS \"{pw}\"",
    "the key on the sticker under the Iconnet router: {pw}",
    "password wifi {s} ieto {pw}",
    "password wifi {s} iyaa {pw}",
    "와이파이 {s} 빠스워르드: {pw}",
    "password wifi {s} ya {pw}",
    "password ni wifi {s} si {pw}",
    "password wifi {s} koi {pw}",
    "password wifi {s} iamintu {pw}",
    "wifi {s} pe password itu {pw}",
    "password wifi {s} nian mak {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sel_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j((ALNUM, 28)), _j((URLSAFE, 30))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[dictated over the phone] {t}",
          "(spaced out so the WA preview hides it) {t}", "satu-satu huruf: {t}", "一文字ずつ：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " + ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " — ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["padlock on the lacquer store: {pw}", "the booth room keypad takes {pw} then #",
          "office safe, code {pw}", "kode gembok gudang ieto {pw}", "kode gembok i gudang: {pw}",
          "kode gembo'na gudang: {pw}", "kode gembok gudang itu {pw}", "kode brankas kantor: {pw}",
          "kódigu kadeadu armazén nian: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["tohiti", "manau", "pitrit", "semambu", "jernang", "kalosara", "sinonggi",
                 "kasuami", "lalampa", "babirusa", "maleo", "anoa", "steamer", "lacquer",
                 "mallet", "dowel"]  # fmt: skip
_PHRASES = {"Secrets (the Mac app) master passphrase: {p}": " ",
            "Icedrive crypto folder passphrase: {p}": "-",
            "LUKS passphrase of the CNC PC: {p}": " ", "GnuPG key passphrase for the tax filings: {p}": ".",
            "frasa sandi backup: {p}": " ", "passphrase backup itu: {p}": "_",
            "passphrase-na backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Caido replay, request header: Authorization: Basic {v}": True,
    "mitmweb flow export: authorization: Bearer {v}": False,
    "Postcat environment, header Authorization = Basic {v}": True,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "Apache vhost: RequestHeader set Authorization \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Sulu .env.local:\nAPP_ENV=prod\nDATABASE_URL=\"mysql://sulu:{pw}@127.0.0.1:3306/sulu?serverVersion=8.0\"",
    "PostfixAdmin config.local.php:\n$CONF['database_user'] = 'postfixadmin';\n$CONF['database_password'] = '{pw}';",
    "Agent DVR, Media/XML/objects.xml:\n<camera name=\"gudang\"><settings videosourcestring=\"rtsp://admin:{pw}@192.168.20.33:554/ch1\" /></camera>",
    "YetiForce config/Db.php:\n'db_username' => 'yetiforce',\n'db_password' => '{pw}',",
    "Krayin .env:\nDB_USERNAME=krayin\nDB_PASSWORD={pw}",
    "Kerberos.io agent config.json:\n\"mqtt_username\": \"kerberos\",\n\"mqtt_password\": \"{pw}\",",
    "Winter CMS config/database.php:\n'username' => 'winter',\n'password' => '{pw}',",
    "Textpattern config.php:\n$txpcfg['user'] = 'txp';\n$txpcfg['pass'] = '{pw}';",
    "OpenMage app/etc/local.xml:\n<username><![CDATA[magento]]></username>\n<password><![CDATA[{pw}]]></password>",
    "Smartstore App_Data/Settings.txt:\nDataConnectionString: Data Source=sql.lasolo.lan;Initial Catalog=Smartstore;User ID=smartstore;Password={pw}",
    "LiteCart includes/config.inc.php:\ndefine('DB_USERNAME', 'litecart');\ndefine('DB_PASSWORD', '{pw}');",
    "EverShop .env:\nDB_HOST=localhost\nDB_USER=evershop\nDB_PASSWORD={pw}",
    "Bolt CMS .env:\nDATABASE_URL=postgresql://bolt:{pw}@127.0.0.1:5432/bolt",
    "Supavisor env:\nDATABASE_URL=ecto://supavisor:{pw}@pg.lasolo.lan:5432/supavisor",
    "~/.my.cnf on the backup box:\n[client]\nuser=backup\npassword={pw}",
    "Frappe sites/erp.lasolo.lan/site_config.json:\n{{\"db_name\": \"_4be1c07a\", \"db_password\": \"{pw}\"}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Ardi: booth wifi password?\nGrace: {pw}",
    "[07:41] febri: pw for the CNC PC?\n[07:42] yohanis: {pw}",
    "Meiske: {pw} is the new Hilook admin password",
    "Lapili: password baru ieto {pw}",
    "Wa Ode: 빠스워르드 바루 이아 {pw}",
    "Yohanis: password weru ya {pw}",
    "Baso: password beru iamintu {pw}",
    "Hasan: password baru itu {pw}, ngana simpan",
    "Nelson: password foun mak {pw}",
    "Ismail: password baru koi {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pa\u200css\u200cword = {pw}", "passw\u034ford → {pw}", "passwοrd: {pw}",
    "𝑝𝑎𝑠𝑠𝑤𝑜𝑟𝑑 {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "p a s s w o r d : {pw}", "kata\u200bsandi: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, held-out 32's counts).
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
    "the Multicam controller password is": "{s}", "Graco ProMix admin pw:": "{s} (since the booth refit in May)",
    "password ieto": "{s}", "Hilook NVR password": "{s}\nchange it after the audit",
    "kita pe password itu": "{s}", "passwordku iamintu": "{s}", "kata sandinya:": "{s}",
    "Fusheng password": "{s}", "the password Jemmy read out over the radio was": "{s}, I think",
    "password ni wifi si": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "RajaOngkir API key", "{s}", _j((HEX, 32))),
    ("split_token", "Houzz Pro token:", "{s} (lead sync)", _j((ALNUM, 40))),
    ("split_token", "Chairish API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Spot wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(_card(g, "mada"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TL"))),
    ("split_backup", "Wayfair recovery codes", "{s}\n7HQ2-KX4P-M9TA\nRB8W-2NDC-5YEF", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "nomor Kartu Prakerja", "{s}", _prakerja),
    ("split_phrase", "Icedrive passphrase", "{s}", lambda g: "-".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"booth": {"url": "http://booth.lasolo.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"sandi": "{s}"}': ("meta_password", _plain_pw),
    '{"akun": {"user": "ardi", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"machines": [{"name": "cnc-1"}, {"name": "cnc-2", "controller_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["db2cli", "validate", "-database", "ORDERS:db2.lasolo.lan:50000", "-connect", "-user", "ops", "-passwd", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "password wifi ine laika ieto {s}"}': ("meta_password", _plain_pw),
    '{"kata_sandi": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the Hilook NVR as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"rajaongkir": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"paxelSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"roomle_key": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "02/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "uzcard"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LB")),
    '{"staff": {"nuptk": "{s}"}}': ("meta_id", _nuptk),
    '{"2fa": {"backup_codes": ["{s}", "7HQ2-KX4P-M9TA", "RB8W-2NDC-5YEF"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"treasury_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"appkey": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"lacquer_store": {"padlock": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "LSL-Booth-5G", "key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"promix-2ke-firmware-1.14.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/lasolo/katalog-sync:2.1").hexdigest()
_COMMIT = hashlib.sha1(b"katalog: add weave pattern column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"export: revert HS code table", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"moisture_2033-04-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"stok-rotan-2032.parquet").hexdigest()
_SHA1 = hashlib.sha1(b"katalog-2033.pdf", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Multicam controller password before the service visit on 2033-06-12.",
    "Ardi asked for the booth wifi password; it's on the card in the foreman's drawer.",
    "Policy: Lasolo passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the WA group; send a vault link instead.",
    "The `.env.example` line `RAJAONGKIR_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Graco ProMix asks for a new admin password after every firmware update.",
    "Replace <YOUR_PAXEL_KEY> in the README with the key from your Paxel dashboard.",
    "JUBELIO_API_TOKEN and GINEE_SECRET_KEY must be set before the nightly marketplace sync runs.",
    "Iamo u tuduhi password-mu ine tono hende.",
    "Kita pe password jang kase tau sapa-sapa, e.",
    "Teako pau passwordnu ri tau maraeng.",
    "Jangan pernah membagikan kata sandi lewat WA.",
    "Jangan pernah kasih kata sandi ke orang lain, termasuk ke admin.",
    "Keta fó hatene ó-nia password ba ema seluk.",
    "Het wachtwoord moet minstens veertien tekens lang zijn.",
    "Das Passwort muss mindestens vierzehn Zeichen haben.",
    "パスワードは14文字以上で設定してください。",
    "비밀번호는 14자 이상이어야 합니다.",
    "密码至少需要十四个字符。",
    "La contraseña debe tener al menos catorce caracteres.",
    "Upgraded the ProMix firmware from 1.12 to 1.14 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the weave pattern column to the catalogue.",
    f"Rolled back to {_SHORT} after the HS code table broke the export invoices.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The ProMix firmware 1.14 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of stok-rotan-2032.parquet: {_SHA512}",
    f"The katalog-sync container runs ghcr.io/lasolo/katalog-sync@sha256:{_IMAGE}.",
    f"MD5 of moisture_2033-04-11.csv is {_MD5}, same as the copy on the NAS.",
    f"SHA-1 of katalog-2033.pdf: {_SHA1}",
    "Request id 3f9c2a71-8e4b-4d06-a5c3-71b2e09d6f48 is the slow one in the Jubelio logs.",
    "Request 0b7d5e12-4c3a-4f9e-8d21-6a5f3c7e9b04 timed out at the RajaOngkir gateway.",
    "Purchase order PO-2033-00571 for 120 Tohiti dining chairs ships from Bitung on Friday.",
    "Helpdesk #491: the booth extractor fan trips the breaker after about an hour.",
    "Call the Kendari office on +62 401 312 4457 before noon, or Grace on +62 812 4410 7782.",
    "Container TGHU 8812456 with the Rotterdam order is at the Bitung terminal.",
    "Bill of lading LSL-BIT-2033-0119 covers 340 chairs and 60 lounge sets, 2 x 40' HC.",
    "HS code 9401.52 is seats of rattan; 1401.20 is raw rattan; 4602.12 is basketwork of rattan.",
    "Kiln 2 is at 62 °C and 35 % relative humidity; the canes come out at 12 % moisture.",
    "After five wrong passwords the Hilook NVR locks the account for 30 minutes.",
    "The steam-bending shed is 18 m long; a bundle of 40 Manau canes weighs about 25 kg.",
    "The secret of a good Tohiti weave is soaking the pitrit overnight.",
    "Ask Jemmy for the lacquer store padlock code, I don't have it.",
    "My card ending 4417 was declined at the Kendari hardware store.",
    "The Minsk importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Houzz Pro account and keep them in the office safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `PAXEL_API_SECRET` in the secrets store, never in the repository.",
    "The padlock on the lacquer store rusts in the sea air; oil it every month.",
    "Wayfair moved the API credentials page under Partner Home › Developer in the March release.",
    "ISBN 978-602-03-1234-7 is the rattan handbook on the office shelf.",
    "The guest wifi 'ReparasiKafe-Tamu' is open, no password needed.",
    "Chair model K412, lot LOT-2033-KDI-0412, 4.2 kg, finish: clear matte lacquer.",
    "Version 2.1.0 of katalog-sync adds Tolaki and Konjo product names.",
    "Order number 4500093718, invoice INV/2033/04/0177, delivery note SJ-0419.",
    "The booth filters were changed on 2033-04-02; next change at 400 running hours.",
    "Pressure on the steam header: 6.2 bar; condensate return at 88 °C.",
    "Meeting with the Osaka buyer moved to 14:00 WITA on Thursday.",
    "The repair café rewove 23 chairs last Saturday and fixed 4 lamps.",
    "A password manager generates and stores a unique password for each account.",
    "Password reset links from the katalog admin expire after 30 minutes.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00+08:00", "password_min_length": 14}',
    '{"secret_ref": "vault/lasolo/multicam", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "491", "purchase_order": "PO-2033-00571"}',
    '{"request_id": "3f9c2a71-8e4b-4d06-a5c3-71b2e09d6f48", "status": 504}',
    '{"phone": "+62 401 312 4457", "city": "Kendari"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "chairs_in_stock": 1318}',
    '{"hs_code": "9401.52", "origin": "ID", "description": "seats of rattan"}',
    '{"container": "TGHU 8812456", "carrier": "Meratus", "eta": "2033-05-20"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
