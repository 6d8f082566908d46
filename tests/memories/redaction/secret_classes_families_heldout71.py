# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, seventy-first corpus: written blind, without reading the scrubber.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to seventieth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/` (above all `memories/redaction/`), the tuning
corpus, the round corpora, any test, the report nor the value model's trainer, nor the corpora
written beside it (held-out 72 to 74), and the scrubber was never run on it. Its own seed, password
words, names, places, templates, tools, vendors and layouts, the way the shipwrights, sail loft,
timber kiln, engine room, dive guides, charter desk and office of a wooden-schooner yard and
liveaboard charter line leak secrets into an assistant's memory: Sembilan Angin Schooners, building
pinisi of ironwood (ulin) and bitti at Tana Beru in Bulukumba, with a sail loft at Paotere in
Makassar, a timber kiln and an engine workshop at the yard, dive charters out of Waisai (Raja Ampat)
and Manado (Bunaken and Lembeh) on the KLM Lembayung, KLM Kalimbu and KLM Samudra, a crew house in
Ambon, a chandlery in Kupang, a perahu-restoration partner at Tumpat in Kelantan and a sales office
at Kewalo Basin in Honolulu. The layouts: crew and yard group chats, YARD tickets, notes to self,
e-mails, runbooks, wiki pages and tables, shell history (prompts, zsh's extended history, numbered
history, crontabs, Makefiles, scripts, a serial console), configs, voice-dictated text and requests
to the assistant itself; the web pages and apps of yard, loft, kiln, dive and bridge hardware no
earlier corpus names (Logosol, Nyle, Seakeeper, Schenker, Village Marine, Analox, Sailor 6390, Summa,
Gerber, Juki JaNets, Paralenz, GoPro, Hilti ON!Track, Weinig, HOMAG, SCM morbidelli, Oceanic,
Pelagic, Lewmar and the SensESP firmware).

About 40 % of the texts are in other languages than English: eight that no earlier docstring names,
Manado Malay, Ambonese Malay, Papuan Malay, Kupang Malay, Makassarese, Buginese, Kelantan-Pattani
Malay (Kecek Kelate) and Hawai'i Creole English (Pidgin), written by a non-speaker from what he
knows of them, with the loanwords their speakers type in chats (password, wifi, API key, IBAN,
username) and checked by no speaker; and Indonesian, Malay, Dutch, German, French, Spanish, Italian,
Polish, Tagalog, Japanese, Korean, Simplified Chinese and Russian in wordings of their own (Czech
and Portuguese only around seed phrases).

Tools none of heldouts 5 to 70 names: Filen's CLI (`filen`), AirVPN's eddie-cli, windscribe-cli,
`mullvad account login`, 1Password's `op account add --secret-key`, veeamconfig, Symfony's
`bin/console`, impacket's mssqlclient.py and lookupsid.py, tower-cli, Upyun's `upx login`,
signal-cli, the sushy Redfish library, zabbix_sender (its PSK file), goofys and s5cmd, and the
configs of tsocks, matterbridge, tower-cli, InvoicePlane, FacturaScripts, Dawarich, Invidious,
SearXNG, Linkwarden, Hoarder, Penpot, Cronicle, Eddie, Runtipi and Radicale (beside commands of
tools the docs name, in wordings of its own). Vendors whose keys are planted, none of them named by
heldouts 5 to 70: Sailogy, Zizoo, Boatsetter, GetMyBoat, Click&Boat, Samboat, Nautal, Booking
Manager, NauSYS, Yachtsys, Boataround, YachtCharterFleet, Navily, Dockwa, Noforeignland, Navionics,
savvy navvy, Siren Marine, Sentinel Marine, Surfline, Tidetech, Suunto, Liveaboard.com,
DiveShop360, Diviac, Durianpay, Faspay, Espay, Winpay, Senangpay, eGHL, LinkAja, ShopeePay, GoPay,
Ayoconnect, Privy, Qontak, Kledo, Paper.id, Pawoon, Zenziva, Kiriminaja, SiCepat, IDCloudHost,
Upyun, Biteship, Fonnte and Mullvad (with 1Password's secret key and an S3 secret beside them).

The ids are kinds none of them uses: Indonesia's child identity card (KIA) number, drawn until
python-stdnum's `id.nik` accepts it, and Malaysia's MyKid and MyKAS numbers, drawn until `my.nric`
accepts them (a place of registration and a birth date: neither number has a check digit); and,
unchecked (no check a library or this file verifies), Indonesia's KITAS and KITAP numbers, the BPJS
Ketenagakerjaan (KPJ) membership number, a foreign worker's SOCSO (PERKESO) number, the US DHS
redress control number, a Hawaii state ID, the card number of a US employment authorization
document (I-766), a USCIS online account number, and Indonesian, Malaysian and US passports under
the words of Ambonese, Papuan, Kupang, Buginese and Kelantan Malay and of Hawai'i Pidgin. Card
numbers pass Luhn (Mir, RuPay, Elo, Dankort and UATP prefixes drawn here and checked with
python-stdnum's `luhn`, beside the brands of the value helpers). The IBANs are of the countries
used least by a rough count over heldouts 5 to 70 (Switzerland, Germany, Spain, the United Kingdom,
Ireland, the Netherlands, Poland and Slovenia, each in about five earlier corpora), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish, Italian, Czech,
Korean, Simplified Chinese, Russian and Portuguese lists.
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
from stdnum.id import nik as id_nik
from stdnum.my import nric as my_nric

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 79_658_371
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


_WOODS = ["Ulin", "Jati", "Bitti", "Kandole", "Merbau", "Nyatoh", "Bangkirai", "Cengal",
          "Meranti", "Koa", "Kamani", "Kayubesi"]  # fmt: skip
_PARTS = ["Lunas", "Tiang", "Layar", "Kemudi", "Pasak", "Jangkar", "Buritan", "Haluan", "Lambung",
          "Sekoci", "Dempul", "Gading", "Papan", "Katrol", "Cadik", "Palka"]  # fmt: skip
_RIGS = ["Palari", "Lambo", "Padewakang", "Sandeq", "Pajala", "Jukung", "Kolek", "Waka"]
_PLACES = ["TanaBeru", "Bira", "Bulukumba", "Paotere", "Makassar", "Waisai", "Sorong", "Misool",
           "Bunaken", "Manado", "Lembeh", "Ambon", "Banda", "Kupang", "Alor", "Tumpat",
           "KotaBharu", "Kewalo", "Honolulu"]  # fmt: skip
_NAMES = ["Baso", "Daeng", "Ambo", "Sitti", "Ilham", "Mappa", "Upe", "Jemmy", "Olvie", "Meity",
          "Vecky", "Rinto", "Nus", "Yopi", "Marthen", "Ona", "Yulius", "Frengky", "Mince",
          "Paulina", "Umbu", "Yanti", "Obed", "Azman", "Rosli", "Zarina", "Keoni", "Leilani",
          "Kainoa", "Makana", "Sven", "Ingrid"]  # fmt: skip
_SHIPS = ["Lembayung", "Kalimbu", "Samudra", "AnginMammiri", "SiTongkol", "Matahari", "Pelangi"]
_KNOTS = ["Bowline", "Clove", "Cleat", "Sheet", "Reef", "Halyard", "Bosun", "Mooring"]
_SYMBOLS = "!#$%&*?@+=~^"
_LEET = ["P1n1s1", "J4ngk4r", "K3mud1", "L4y4r", "S4nd3q", "Ul1nW00d", "B1tt1", "P4l4r1",
         "H4lu4n"]  # fmt: skip


def _knot(g: random.Random) -> str:
    """A knot and a wind speed, the way a deck crew jokes a password together."""
    return f"{g.choice(_KNOTS)}{g.randrange(4, 36)}kts{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four groups of four letters and digits joined by stops, as a generator writes them."""
    return ".".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PARTS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_WOODS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_RIGS)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2033)) + g.choice(_SYMBOLS),
    _knot,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_WOODS).lower()}.{g.randrange(1970, 2033)}",
    lambda g: f"KLM{g.choice(_SHIPS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_PARTS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Sails{g.choice(_RIGS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "crew chat 'Tukang Lunas', Baso: the Logosol B1001 sawmill panel password is {pw}",
    "Daeng Rewa in the yard group: Nyle L200 kiln controller password {pw}",
    "engine-room chat, KLM Samudra: Seakeeper 9 service password {pw}",
    "Jemmy, dive-base group: Schenker Zen 100 watermaker app password {pw}",
    "KLM Kalimbu crew chat: Village Marine watermaker PLC password {pw}",
    "Yulius in the Waisai dive-base chat: Analox O2 EII nitrox logger password {pw}",
    "bridge notes, KLM Lembayung: Sailor 6390 GMDSS terminal web password {pw}",
    "sail-loft chat, Paotere: the Summa S3 cutter admin password is {pw}",
    "loft group: Gerber cutting table workstation password {pw}",
    "Sitti, sail loft: Juki JaNets server password {pw}",
    "Leilani from Honolulu: Paralenz Vaquita camera wifi password {pw}",
    "dive guides' chat: GoPro HERO13 for the cabin videos, wifi password {pw}",
    "yard office: Hilti ON!Track password {pw}",
    "Ilham, joinery shop: Weinig Powermat 1500 moulder password {pw}",
    "joinery chat: HOMAG woodWOP workstation password {pw}",
    "Mappa: SCM morbidelli CNC, Maestro login password {pw}",
    "Rinto on the Lembeh boat: Oceanic+ app password {pw}",
    "Meity: Pelagic DiverLog+ password for the rental computers {pw}",
    "Hi Sven,\n\nthe root password on the yard NAS is {pw}. Please delete this mail once it's in the vault.\n\nSalam,\nBaso",
    "Incident 2032-03-02: the Seakeeper panel on KLM Samudra answered on its public IP with password {pw}",
    "Runbook: launching day\n1. unlock the slipway winch cabinet\n2. log into the winch PLC as operator\n3. password {pw}\n4. check the cradle sensors before the tide turns",
    "README (sail loft)\nthe Summa cutter UI is at http://cutter.loft.lan, admin password `{pw}`.",
    "my BRImo banking password is {pw} now",
    "can you keep my Bank Sulselbar app password? it's {pw}",
    "the First Hawaiian Bank online password is {pw}",
    "password for my Bank Islam app: {pw}",
    "dictated: the Hilti ON!Track password is {pw} full stop",
    "note to self: Weinig moulder service password {pw}",
    "after the reset the HOMAG workstation password became {pw}",
    "Hey, remember this for me please: the Sailor 6390 password is {pw}",
    "YARD-412: the Nyle kiln password {pw} no longer works after the firmware update",
    "Kita pe password email: {pw}",
    "Olvie: password server yang baru {pw}, ngana simpan jo, jang kase tau sapa-sapa",
    "Beta pung password email tu {pw}",
    "Nus: password server baru {pw}, ale simpan bae-bae e",
    "Sa pu password email: {pw}",
    "Yulius: password server baru itu {pw}, ko jang kasi tau dong",
    "Beta pung password imel tu {pw}, lu jang kasi tau orang e",
    "Umbu: password server yang baru tu {pw}, sonde boleh kasi tau orang",
    "password email-ku: {pw}",
    "Daeng Rewa: password beru server-a iamintu {pw}, teako pauang tau maraeng",
    "password email-ku iyanaritu {pw}",
    "Ambo Tang: password baru server-é iyanaritu {pw}, aja' mupauwi tau laeng",
    "password email ambo: {pw}",
    "Wan Azman: password server baru {pw}, demo simpang baik-baik, jange ghoyak ko ore laing",
    "my email password stay {pw}",
    "Keoni: da new password fo da server stay {pw}, no tell nobody brah",
    "kata sandi PC gudang kayu: {pw}",
    "password laptop kapten KLM Lembayung adalah {pw}",
    "kata laluan komputer bengkel: {pw}",
    "het wachtwoord van de droogoven-pc is {pw}",
    "das Passwort für den Segelmacher-PC ist {pw}",
    "le mot de passe du PC de la voilerie : {pw}",
    "la contraseña del portátil del capitán es {pw}",
    "la password del tablet di bordo è {pw}",
    "ダイビングショップのPCのパスワードは {pw}",
    "선실 태블릿 비밀번호: {pw}",
    "船上电脑的密码是 {pw}",
    "пароль от ноутбука капитана — {pw}",
    "ang password ng laptop sa dive base ay {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["baso", "daeng.rewa", "ambo.tang", "sitti", "ilham", "mappa", "jemmy", "olvie.m",
          "meity", "vecky", "rinto", "nus", "yopi.l", "marthen", "yulius", "frengky", "mince",
          "umbu", "yanti.k", "obed", "azman", "rosli", "zarina", "keoni", "leilani", "kainoa",
          "sven.v", "ingrid", "svc-kiln", "loft-op"]  # fmt: skip
_LOGINS = [
    "crew chat, Baso: the Logosol sawmill panel login is {u} / {pw}",
    "YARD-418: {u} locked out of the Nyle kiln, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Yard › Sail loft › Summa cutter: {u} — {pw}",
    "| device | user | password |\n|---|---|---|\n| Seakeeper 9 | {u} | {pw} |",
    "log into the Sailor 6390 as {u} with {pw}",
    "Hilti ON!Track {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: kiln-ctrl.yard.lan\n  user: {u}\n  pass: {pw}",
    "creds for the HOMAG workstation are {u} and {pw}",
    "device,user,password\nsumma-s3,{u},{pw}",
    "ssh {u}@kiln-ctrl.yard.lan, pw {pw}",
    "Jemmy says the Oceanic+ account is {u} and the password is {pw}",
    "Gerber table: login {u}, password {pw}",
    "username {u}, depe password {pw}",
    "beta pung username {u}, password {pw}",
    "sa pu username {u} deng password {pw}",
    "username tu {u}, ais password tu {pw}",
    "username-ku {u}, password-ku {pw}",
    "username-ku {u}, password-na {pw}",
    "username ambo {u}, password dio {pw}",
    "my username stay {u} an da password stay {pw}",
    "nama pengguna {u}, kata sandi {pw}",
    "gebruikersnaam {u}, wachtwoord {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["ulin", "bitti", "lunas", "palari", "sandeq", "jangkar", "kemudi", "haluan",
               "cengal", "koa", "pinisi", "padewakang", "lembayung", "dempul", "katrol"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lowercase, followed by {d}",
    "password: say {w}, then the digits {d}",
    "for the kiln PC it's {w} and {d} after it",
    "voice memo: the yard wifi password is {w} then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and number stuck together",
    "depe password itu kata {w}, kong angka {d}",
    "password tu kata {w}, baru tamba angka {d}",
    "password itu kata {w}, baru angka {d}, tra pake spasi",
    "password dio kato {w}, lepah tu nombor {d}",
    "da password stay da word {w}, den {d} at da end",
    "password-na iamintu kata {w}, nampa angka {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "filen --email {u}@sembilanangin.id --password '{pw}' upload ./hull-surveys /Yard/Surveys",
    "eddie-cli --login={u} --password='{pw}' --connect --server=Sheliak",
    "windscribe-cli login {u} '{pw}'",
    "veeamconfig repository create --name yard-nas --location //10.20.0.5/veeam --type smb --username {u} --password '{pw}'",
    "php bin/console security:hash-password '{pw}' 'App\\Entity\\Crew'",
    "php bin/console app:crew:create {u} '{pw}' --role=ROLE_SKIPPER",
    "mssqlclient.py 'YARD/{u}:{pw}@10.20.0.12' -windows-auth",
    "lookupsid.py 'yard.local/{u}:{pw}@10.20.0.2'",
    "tower-cli config username {u} && tower-cli config password '{pw}'",
    "upx login sembilanangin-media {u} '{pw}'",
    "python -c \"import sushy; s = sushy.Sushy('https://10.20.0.30/redfish/v1', username='{u}', password='{pw}', verify=False); print(s.get_system_collection())\"",
    "sshpass -p '{pw}' ssh {u}@10.20.0.7 'sudo reboot'",
    "mysql -h db.sembilanangin.lan -u {u} -p'{pw}' charter",
    "redis-cli -h 10.20.0.9 -a '{pw}' --no-auth-warning info keyspace",
    "curl -u {u}:{pw} https://nas.yard.lan/api/backup/run",
    "smbclient //nas.yard.lan/drawings -U '{u}%{pw}' -c 'ls'",
    "net use Z: \\\\nas.yard.lan\\lines {pw} /user:YARD\\{u}",
    "xfreerdp /v:10.20.0.15 /u:{u} /p:'{pw}' /cert:ignore",
    "7z a -p'{pw}' -mhe=on crew-passports.7z scans/",
    "zip -P '{pw}' manifests.zip manifest-*.pdf",
    "openssl enc -aes-256-cbc -pbkdf2 -in payroll.csv -out payroll.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c charter-contracts.tar",
    "ipmitool -I lanplus -H 10.20.0.30 -U {u} -P '{pw}' chassis power cycle",
    "ldapsearch -x -H ldap://dc.yard.lan -D 'cn={u},dc=yard,dc=lan' -w '{pw}' '(uid=*)'",
    "mosquitto_pub -h mqtt.yard.lan -u {u} -P '{pw}' -t bilge/alarm -m test",
    "docker login registry.sembilanangin.id -u {u} -p '{pw}'",
    "psql 'postgresql://{u}:{pw}@pg.yard.lan/charter' -c 'select count(*) from bookings'",
    "lftp -u {u},'{pw}' sftp://files.sembilanangin.id",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "keytool -importkeystore -srckeystore booking.jks -destkeystore booking.p12 -deststoretype pkcs12 -srcstorepass '{pw}'",
    "sqlcmd -S 10.20.0.12 -U {u} -P '{pw}' -Q 'select 1'",
    "echo '{pw}' | sudo -S apt-get upgrade -y",
    "rabbitmqctl add_user {u} '{pw}'",
    "plink -ssh {u}@10.20.0.7 -pw '{pw}' uptime",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@yard-srv:~# {c}", "baso@tanaberu-nuc:~$ {c}",
    "skipper@klm-lembayung:~$ {c}", "PS C:\\Users\\meity> {c}", ": 1781234567:0;{c}",
    "  482  {c}", "crontab -l\n15 2 * * * {c}", "Makefile:\nsync:\n\t{c}",
    "#!/bin/sh\n# nightly, from the kiln box\n{c}", "tmux pane 2, yard-srv:\n$ {c}",
    "serial console on the engine-room PC:\n# {c}", "(.venv) booking-api $ {c}",
    "the line Jemmy pasted in the crew chat: {c}",
    "perintah yang saya jalankan kemarin: {c}", "kita ada jalankan ini: {c}",
    "beta jalankan ini: {c}", "sa jalankan ini di server: {c}", "beta su jalankan ini: {c}",
    "perintah anne kujalangkang: {c}", "ambo jale ni: {c}", "da command I wen run: {c}",
    "dit commando heb ik gedraaid: {c}", "den Befehl hab ich laufen lassen: {c}",
    "実行したコマンド：{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "mssql+pymssql://{u}:{pw}@sql.yard.lan:1433/Charter",
    "mongodb+srv://{u}:{pw}@cluster0.sembilanangin.mongodb.net/bookings",
    "clickhouse://{u}:{pw}@ch.yard.lan:9000/telemetry",
    "neo4j+s://{u}:{pw}@graph.yard.lan:7687",
    "rediss://{u}:{pw}@cache.yard.lan:6380/0",
    "ftps://{u}:{pw}@files.sembilanangin.id:990/manifests/",
    "davs://{u}:{pw}@dav.yard.lan/drawings/",
    "imaps://{u}:{pw}@mail.sembilanangin.id:993",
    "smtp://{u}:{pw}@mail.sembilanangin.id:587",
    "oracle+oracledb://{u}:{pw}@ora.yard.lan:1521/?service_name=PAYROLL",
    "http://{u}:{pw}@10.20.0.44:8080/cgi-bin/snapshot.cgi",
    "Server=tcp:sql.yard.lan,1433;Database=Charter;User ID={u};Password={pw};TrustServerCertificate=True",
    "influxdb://{u}:{pw}@influx.yard.lan:8086/bilge",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this for me: {c}", "connection string for the booking DB: {c}",
    "string koneksi: {c}", "depe URL database: {c}", "da database URL stay {c}",
    "YARD-431: {c}", "wiki page 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_948_000_000 + g.randrange(3_000_000)
        claims = {"iss": issuer, "aud": "sembilan-angin", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read cabins:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _biteship(g: random.Random) -> str:
    issued = 1_948_000_000 + g.randrange(3_000_000)
    claims = {"name": "sembilan-angin", "userId": _r(g, HEX, 24), "iat": issued}
    return "biteship_live." + _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Sailogy", "SAILOGY_API_KEY", _j((HEX, 32))),
    ("Zizoo", "ZIZOO_PARTNER_TOKEN", _vendor_jwt("https://partners.zizoo.com")),
    ("Boatsetter", "BOATSETTER_API_KEY", _j((ALNUM, 40))),
    ("GetMyBoat", "GETMYBOAT_API_SECRET", _j((URLSAFE, 43))),
    ("Click&Boat", "CLICKANDBOAT_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Samboat", "SAMBOAT_API_TOKEN", _j((HEX, 40))),
    ("Nautal", "NAUTAL_API_KEY", _j((ALNUM, 32))),
    ("Booking Manager", "BOOKING_MANAGER_API_KEY", _j((B64, 43), "=")),
    ("NauSYS", "NAUSYS_API_TOKEN", _j((ALNUM, 48))),
    ("Yachtsys", "YACHTSYS_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Boataround", "BOATAROUND_API_KEY", _j((HEX, 32))),
    ("YachtCharterFleet", "YACHTCHARTERFLEET_PARTNER_KEY", _j((ALNUM, 24))),
    ("Navily", "NAVILY_API_TOKEN", _j((URLSAFE, 40))),
    ("Dockwa", "DOCKWA_API_KEY", _j("dkw_live_", (ALNUM, 32))),
    ("Noforeignland", "NFL_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Navionics", "NAVIONICS_SDK_KEY", _j((UPPER_HEX, 32))),
    ("savvy navvy", "SAVVYNAVVY_TOKEN", _vendor_jwt("https://api.savvy-navvy.com")),
    ("Siren Marine", "SIREN_MARINE_API_KEY", _j((HEX, 64))),
    ("Sentinel Marine", "SENTINEL_MARINE_TOKEN", _j((B64, 56), "==")),
    ("Surfline", "SURFLINE_ACCESS_TOKEN", _j((HEX, 40))),
    ("Tidetech", "TIDETECH_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Suunto", "SUUNTO_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Liveaboard.com", "LIVEABOARD_AFFILIATE_KEY", _j((ALNUM, 32))),
    ("DiveShop360", "DIVESHOP360_API_KEY", _j((UPPER_DIGITS, 40))),
    ("Diviac", "DIVIAC_API_TOKEN", _j((URLSAFE, 48))),
    ("Durianpay", "DURIANPAY_SECRET_KEY", _j("dp_live_", (ALNUM, 32))),
    ("Faspay", "FASPAY_SECRET", _j((HEX, 40))),
    ("Espay", "ESPAY_SIGNATURE_KEY", _j((LOWER_DIGITS, 32))),
    ("Winpay", "WINPAY_PRIVATE_KEY", _j((ALNUM, 40))),
    ("Senangpay", "SENANGPAY_SECRET_KEY", _j((ALNUM, 24))),
    ("eGHL", "EGHL_SERVICE_PASSWORD", _j((ALNUM, 20))),
    ("LinkAja", "LINKAJA_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("ShopeePay", "SHOPEEPAY_SECRET_KEY", _j((B64, 43), "=")),
    ("GoPay", "GOPAY_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Ayoconnect", "AYOCONNECT_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Privy", "PRIVY_CLIENT_SECRET", _j((HEX, 40))),
    ("Qontak", "QONTAK_ACCESS_TOKEN", _j((URLSAFE, 43))),
    ("Kledo", "KLEDO_API_TOKEN", _vendor_jwt("https://api.kledo.com")),
    ("Paper.id", "PAPERID_API_KEY", _j((HEX, 64))),
    ("Pawoon", "PAWOON_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Zenziva", "ZENZIVA_PASSKEY", _j((LOWER_DIGITS, 20))),
    ("Kiriminaja", "KIRIMINAJA_API_KEY", _j((ALNUM, 64))),
    ("SiCepat", "SICEPAT_API_KEY", _j((HEX, 32))),
    ("IDCloudHost", "IDCLOUDHOST_APIKEY", _j((ALNUM, 32))),
    ("Upyun", "UPYUN_OPERATOR_PASSWORD", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "fish: set -gx {env} {tok}",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} sembilanangin/booking-api:3.4",
    "kubectl -n charter create secret generic booking-api --from-literal={env}={tok}",
    "fly secrets set {env}={tok} -a booking-api",
    "GitHub Actions, deploy.yml:\n    env:\n      {env}: {tok}",
    "wrangler secret put {env}\n✔ Enter a secret value: {tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "php-fpm pool, www.conf:\nenv[{env}] = {tok}",
    "Booking admin › Settings › Integrations › {vendor} › API key: {tok}",
    "wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "todo: rotate the {vendor} key {tok}",
    "crew chat, Jemmy: {vendor} key for the cabin sync: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "YARD-440: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please remember my {vendor} API key: {tok}",
    "voice note: {vendor} API key is {tok}",
    "{vendor} pe API key: {tok}",
    "API key {vendor} tu {tok}",
    "sa pu API key {vendor}: {tok}",
    "API key {vendor} yang baru tu {tok}",
    "API key {vendor}-ku: {tok}",
    "API key {vendor}-é: {tok}",
    "API key {vendor} ambo: {tok}",
    "da {vendor} API key stay {tok}",
    "kunci API {vendor} untuk produksi: {tok}",
    "kunci API {vendor}: {tok}",
    "API-sleutel van {vendor} voor de boekingen: {tok}",
    "API-Schlüssel für {vendor} (Produktion): {tok}",
    "clé API {vendor} pour les réservations : {tok}",
    "clave API de {vendor}: {tok}",
    "chiave API di {vendor}: {tok}",
    "{vendor} のAPIキー：{tok}",
    "{vendor} API 키는 {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "ключ API {vendor}: {tok}",
    "API key ng {vendor}: {tok}",
]  # fmt: skip


def _op_secret_key(g: random.Random) -> str:
    """A 1Password account's Secret Key: A3, then groups of six and five letters and digits."""
    sizes = [6, 6, 5, 5, 5, 5]
    return "A3-" + "-".join(_r(g, UPPER_DIGITS, size) for size in sizes)


def _vendor_specials(rng: random.Random) -> list[Sample]:
    biteship = _biteship(rng)
    fonnte = _r(rng, ALNUM, 20)
    suunto = _r(rng, HEX, 32)
    op_key = _op_secret_key(rng)
    mullvad = _r(rng, D, 16)
    aws = _r(rng, B64, 40)
    idch = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'r = requests.post("https://api.biteship.com/v1/rates/couriers", headers={{"authorization": "{biteship}"}}, json=payload)', biteship),
        Sample("vendor_token", f"curl -X POST https://api.fonnte.com/send -H 'Authorization: {fonnte}' -d 'target=6281145550123' -d 'message=Boarding 07:00'", fonnte),
        Sample("vendor_token", f"GET https://cloudapi.suunto.com/v2/workouts\nOcp-Apim-Subscription-Key: {suunto}", suunto),
        Sample("vendor_token", f"op account add --address sembilanangin.1password.com --email olvie@sembilanangin.id --secret-key {op_key}", op_key),
        Sample("vendor_token", f"mullvad account login {mullvad}", mullvad),
        Sample("vendor_token", f"AWS_ACCESS_KEY_ID=AKIA{_r(rng, UPPER_DIGITS, 16)} AWS_SECRET_ACCESS_KEY={aws} goofys yard-backups /mnt/backups", aws),
        Sample("vendor_token", f"S3_ENDPOINT_URL=https://is3.cloudhost.id AWS_ACCESS_KEY_ID=IDCH{_r(rng, UPPER_DIGITS, 12)} AWS_SECRET_ACCESS_KEY={idch} s5cmd ls s3://yard-drawings", idch),
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


_BARE_PLACES = ["{t}", "shown only once, so here it is:\n{t}", "depe token: {t}", "da token stay {t}",
                "{t}\n^ that's the new one", "hold on to this for me: {t}", "tokennya ini: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 20), ".", (URLSAFE, 44)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Z-Wave JS UI › Settings › Z-Wave › S2 Authenticated key: {h}": 32,
    "zabbix_sender -z zbx.yard.lan -s kiln-ctrl -k kiln.temp -o 61.5 --tls-connect psk --tls-psk-identity PSK-KILN --tls-psk-file /etc/zabbix/kiln.psk\n$ cat /etc/zabbix/kiln.psk\n{h}": 64,
    "HMAC secret for the Durianpay webhook: {h}": 64,
    "ESP32 flash-encryption key of the bilge-alarm board: {h}": 64,
    "DESFire AES master key for the cabin door cards: {h}": 32,
    "kunci enkripsi backup log kapal: {h}": 64,
    "sa pu kunci enkripsi backup: {h}": 48,
    "da backup encryption key stay {h}": 64,
    "kunci enkripsi backup ambo: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "YARD-452: token copied from the browser's dev tools {t}",
    "Cookie: lang=id; sa_session={t}",
    "BOOKING_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token akses: {t}",
    "da token stay {t}",
    "depe bearer token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_948_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@sembilanangin.id"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://auth.sembilanangin.id/realms/crew",
            "azp": "booking-admin",
            "roles": ["charter", "dive"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the yard server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.sembilanangin.id.key:\n{key}": ("PRIVATE KEY", "\n"),
    '{{"PRIVY_SIGNING_KEY": "{key}", "env": "prod"}}': ("RSA PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_dive <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "YARD-460, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "kunci privat server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the charter-contract archive:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Hiro Wallet backup, copied off the card before I shred it: {p}": "english",
    "yard USDT float, cold wallet recovery phrase\n{p}": "english",
    "steel plate in the office safe (old wallet, emptied): {p}": "english",
    "voice memo: the recovery words for the dive-base wallet are {p} and that's all of them": "english",
    "kita pe dompet crypto pe recovery phrase: {p}": "english",
    "frase semilla de la billetera del capitán: {p}": "spanish",
    "frase di recupero del portafoglio di Chiara: {p}": "italian",
    "obnovovací fráze peněženky (Matěj): {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
    "фраза восстановления кошелька Саши: {p}": "russian",
    "frase de recuperação da carteira da Inês: {p}": "portuguese",
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
        " | ".join(words),
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's, RuPay's, Elo's, Dankort's, UATP's:
    brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


_OWN_BRANDS: dict[str, tuple[list[str], list[int]]] = {
    "mir": (["2200", "2201", "2202", "2203", "2204"], [16]),
    "rupay": (["6521", "6522", "508500", "606985"], [16]),
    "elo": (["401178", "438935", "504175", "506699", "636368", "636297"], [16]),
    "dankort": (["5019"], [16]),
    "uatp": (["1"], [15]),
}


def _card(rng: random.Random, brand: str) -> str:
    if brand in _OWN_BRANDS:
        return _card_of(rng, *_OWN_BRANDS[brand])
    return v.card(rng, brand)


_CARD_PLACES = [
    "crew chat, Jemmy: the yard card for the Lewmar spares is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nExpiry: {mm}/{yy}",
    "YARD-470: pay the Seakeeper service visit with card {c}",
    "kita pe nomor kartu: {c}, {mm}/{yy}",
    "beta pung nomor kartu kredit: {c}",
    "sa pu nomor kartu: {c}, {mm}/{yy}",
    "beta pung kartu pung nomor tu {c}",
    "nombor kad ambo: {c}, {mm}/{yy}",
    "my card numba stay {c}, exp {mm}/{yy}",
    "nomor kartu kredit kantor: {c} berlaku s/d {mm}/{yy}",
    "カード番号：{c}（有効期限 {mm}/{yy}）",
]  # fmt: skip
_BRANDS = ["visa", "mir", "mastercard", "amex", "rupay", "jcb", "elo", "unionpay", "dankort",
           "uatp", "discover", "diners"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/34, CVC {cvv}",
               "Amex {c}, the four-digit code printed above the number: {cvv}",
               "kode CVV di belakang kartu: {cvv}",
               "tiga angka di balakang kartu: {cvv}",
               "da three numbers on da back of da card: {cvv}",
               "Kartenprüfnummer auf der Rückseite: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 70 (about five earlier corpora each);
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"CH": "n" * 5 + "c" * 12, "DE": "n" * 18, "ES": "n" * 20, "GB": "aaaa" + "n" * 14,
                "IE": "aaaa" + "n" * 14, "NL": "aaaa" + "n" * 10, "PL": "n" * 24,
                "SI": "n" * 15}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SA-2032-077: please pay the teak broker's agent to {i} within 14 days",
    "save the Rotterdam broker's IBAN: {i}",
    "IBAN: {i}\nReference: deposit cabin 3, KLM Lembayung, October",
    "crew chat #finance: new bank details of the Zürich agency, IBAN {i}",
    "kita pe IBAN: {i}",
    "beta pung IBAN: {i}",
    "IBAN ambo: {i}",
    "my IBAN stay {i}",
    "IBAN van de charterklant voor de terugbetaling: {i}",
    "Bitte die Anzahlung auf {i} überweisen.",
    "cuenta del cliente de Valencia, IBAN {i}",
    "numer IBAN do zwrotu zaliczki: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _kia(g: random.Random) -> str:
    """Indonesia's child identity card (KIA) number: a NIK, sixteen digits, the regency's code,
    the district, the birth date (the day plus 40 for a girl) and a serial; `id.nik` checks the
    regency and the date (no check digit)."""

    def make(h: random.Random) -> str:
        regency = h.choice(["7302", "7371", "7171", "8171", "9171", "5371"])
        day = h.randrange(1, 29) + h.choice([0, 40])
        born = f"{day:02d}{h.randrange(1, 13):02d}{h.randrange(19, 31):02d}"
        return f"{regency}{h.randrange(1, 20):02d}{born}{h.randrange(1, 10_000):04d}"

    return v.until(g, make, id_nik.is_valid)


def _my_child(born_in: list[str]) -> Maker:
    """A Malaysian MyKid (or MyKAS) number: a birth date, a place of birth's code and four digits;
    `my.nric` checks the date and the place (no check digit)."""

    def make(g: random.Random) -> str:
        def draw(h: random.Random) -> str:
            born = f"{h.randrange(15, 31):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
            return f"{born}{h.choice(born_in)}{h.randrange(1, 10_000):04d}"

        return str(my_nric.format(v.until(g, draw, my_nric.is_valid)))

    return make


_mykid = _my_child(["03", "11", "13", "29"])  # Kelantan, Terengganu, Sarawak
_mykas = _my_child(["61", "71"])  # Indonesia, abroad


def _kitas(g: random.Random) -> str:
    """An Indonesian limited-stay permit (KITAS) number: 2C, a visa index, letters, a serial and a
    letter; no public check."""
    return f"2C{g.choice(['11', '12', '21', '22'])}{_r(g, UPPER, 2)}{_r(g, D, 4)}-{g.choice(UPPER)}"


def _kitap(g: random.Random) -> str:
    """An Indonesian permanent-stay permit (KITAP) number: 2D and the same shape; no public check."""
    return f"2D{g.choice(['11', '12', '21'])}{_r(g, UPPER, 2)}{_r(g, D, 4)}-{g.choice(UPPER)}"


def _kpj(g: random.Random) -> str:
    """A BPJS Ketenagakerjaan (KPJ) membership number: eleven digits; no public check."""
    return g.choice(["1", "2"]) + _r(g, D, 10)


def _socso_foreign(g: random.Random) -> str:
    """A foreign worker's SOCSO (PERKESO) number: a letter and nine digits; no public check."""
    return g.choice("ABCF") + _r(g, D, 9)


def _redress(g: random.Random) -> str:
    """A DHS redress control number: seven digits; no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _hi_state_id(g: random.Random) -> str:
    """A Hawaii state identification card number: H and eight digits; no public check."""
    return "H" + _r(g, D, 8)


def _ead(g: random.Random) -> str:
    """The card number of a US employment authorization document (I-766): a service centre's three
    letters and ten digits; no public check."""
    return g.choice(["IOE", "SRC", "EAC", "LIN", "WAC", "MSC"]) + _r(g, D, 10)


def _uscis_oan(g: random.Random) -> str:
    """A USCIS online account number: twelve digits; no public check."""
    return g.choice("123456789") + _r(g, D, 11)


def _id_passport(g: random.Random) -> str:
    """An Indonesian passport: a letter and seven digits."""
    return g.choice("BCEX") + _r(g, D, 7)


def _my_passport(g: random.Random) -> str:
    """A Malaysian passport: A (or K for Sarawak) and eight digits."""
    return g.choice("AK") + _r(g, D, 8)


def _us_passport(g: random.Random) -> str:
    """A US passport book: nine digits (or a letter and eight)."""
    return g.choice([g.choice("5678") + _r(g, D, 8), g.choice("AC") + _r(g, D, 8)])


_ID_PLACES: dict[str, Maker] = {
    "Nomor KIA anak saya untuk manifest kapal: {s}": _kia,
    "kita pe anak pe nomor KIA: {s}": _kia,
    "Child ID (KIA) number of the cook's daughter, for the family cruise manifest: {s}": _kia,
    "nombor MyKid anak ambo: {s}": _mykid,
    "MyKid no. of Zarina's son for the Tumpat ferry list: {s}": _mykid,
    "Nombor MyKAS tukang kayu dari Tumpat: {s}": _mykas,
    "KITAS number of Captain Sven, expires in March: {s}": _kitas,
    "nomor KITAS Ingrid: {s}": _kitas,
    "KITAP-nummer van Ingrid voor de verzekering: {s}": _kitap,
    "nombor PERKESO pekerja asing di bengkel: {s}": _socso_foreign,
    "nomor KPJ BPJS Ketenagakerjaan Daeng Rewa: {s}": _kpj,
    "nomoro' BPJS Ketenagakerjaan-ku: {s}": _kpj,
    "DHS redress number for Kainoa's flights: {s}": _redress,
    "my passport numba stay {s}": _us_passport,
    "my Hawaii state ID numba: {s}": _hi_state_id,
    "EAD card number (I-766) of the Honolulu dive instructor: {s}": _ead,
    "USCIS online account number, for Leilani's renewal: {s}": _uscis_oan,
    "beta pung nomor paspor: {s}": _id_passport,
    "sa pu nomor paspor: {s}": _id_passport,
    "beta pung paspor pung nomor tu {s}": _id_passport,
    "nomoro' paspor-ku: {s}": _id_passport,
    "nombor pasport ambo: {s}": _my_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [".".join(_r(rng, LOWER_DIGITS, 4) for _ in range(3)) for _ in range(n)]


_BACKUPS = ["Boataround 2FA recovery codes\n{codes}", "one-time backup codes for the booking inbox: {codes}",
            "kode cadangan 2FA Biteship:\n{codes}", "my backup codes fo da email: {codes}",
            "kita pe kode backup 2FA: {codes}", "Wiederherstellungscodes (Durianpay-Dashboard): {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Durianpay:olvie@sembilanangin.id?secret={s}&issuer=Durianpay&period=30",
              "Privy 2FA setup key (manual entry): {s}",
              "kunci rahasia 2FA untuk akun Qontak: {s}",
              "da 2FA secret key fo da Kledo login stay {s}"]  # fmt: skip
_CODES = ["{c} adalah kode OTP LinkAja kamu. JANGAN berikan kode ini ke siapa pun.",
          "[GoPay] Kode verifikasi kamu: {c}. Berlaku 5 menit.",
          "{c} is your Boatsetter sign-in code",
          "Kod TAC anda ialah {c}. Jangan kongsi kod ini dengan sesiapa.",
          "Your Sailogy login code: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 4) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["SembilanAngin-Yard", "Yard-Office-5G", "KLM-Lembayung-Crew", "KLM-Kalimbu-Deck",
          "Loft-Paotere", "DiveBase-Waisai", "Orbit-4F2A", "IndiHome-TanaBeru", "Biznet-Manado",
          "Ambon-Crew-House", "Kupang-Chandlery", "unifi_Tumpat", "Maxis-Fibre-5G", "Kewalo-Office",
          "Spectrum-Honolulu-2G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "the yard network {s}, password {pw}",
    "wifi on the Kalimbu upper deck: {s} / {pw}",
    "SensESP firmware, main.cpp:\n  builder->set_hostname(\"bilge-monitor\")->set_wifi(\"{s}\", \"{pw}\");",
    "the key on the sticker under the Orbit modem: {pw}",
    "password wifi {s} itu {pw}",
    "wifi {s} pung password: {pw}",
    "password wifi {s}: {pw}, ko jang kasi tau dong",
    "wifi {s} pung password tu {pw}",
    "password wifi {s}-a: {pw}",
    "password wifi {s}-é: {pw}",
    "password wifi {s} ambo: {pw}",
    "da wifi {s} password stay {pw}",
    "kata sandi wifi {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    if roll < 0.35:
        return _r(rng, LOWER_DIGITS, 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("dp_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("dkw_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated on the satellite call] {t}",
          "(spaced out so the chat preview hides it) {t}", "satu-satu hurufnya: {t}",
          "one by one: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " — ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " ; ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kode gembok gudang kayu ulin: {pw}", "kode gembok gudang: {pw}", "gembok gudang pung kode: {pw}",
          "kode gembok gudang-a: {pw}", "kode gembok gudang-é: {pw}", "kod mangga stor layar: {pw}",
          "da combo fo da dive locker stay {pw}", "keypad on the sail-loft door: {pw} then #",
          "signal-cli -a +6281145550123 setPin {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, 6 if "signal-cli" in template else [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["ulin", "bitti", "palari", "sandeq", "jangkar", "kemudi", "haluan", "buritan",
                 "dempul", "katrol", "cadik", "lambung", "cengal", "koa", "padewakang", "sekoci"]  # fmt: skip
_PHRASES = {"master passphrase for the crew vault: {p}": " ",
            "vault unlock passphrase (yard laptop): {p}": "-",
            "disk encryption passphrase of the dive-base NUC: {p}": ".",
            "LUKS passphrase for the backup drive: {p}": " ",
            "frasa sandi brankas: {p}": " ", "da passphrase fo da backup drive stay {p}": " ",
            "kita pe passphrase: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "raw request from the booking app's log: Authorization: Bearer {v}": False,
    "Postman environment, Authorization = Basic {v}": True,
    "Apache vhost: RequestHeader set Authorization \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/tsocks.conf:\nserver = 10.20.0.3\nserver_type = 5\ndefault_user = yard\ndefault_pass = {pw}",
    "matterbridge.toml:\n[mattermost.yard]\nServer=\"chat.sembilanangin.id:443\"\nTeam=\"yard\"\nLogin=\"bridge\"\nPassword=\"{pw}\"",
    "~/.tower_cli.cfg:\n[general]\nhost = https://awx.yard.lan\nusername = admin\npassword = {pw}",
    "InvoicePlane ipconfig.php:\nDB_HOSTNAME=localhost\nDB_USERNAME=invoiceplane\nDB_PASSWORD={pw}",
    "FacturaScripts config.php:\ndefine('FS_DB_USER', 'facturas');\ndefine('FS_DB_PASS', '{pw}');",
    "Dawarich .env:\nDATABASE_HOST=db\nDATABASE_USERNAME=dawarich\nDATABASE_PASSWORD={pw}",
    "Invidious config.yml:\ndb:\n  user: kemal\n  password: {pw}\n  host: invidious-db",
    "SearXNG settings.yml:\nserver:\n  port: 8888\n  secret_key: \"{pw}\"",
    "Linkwarden .env:\nNEXTAUTH_URL=https://links.yard.lan/api/v1/auth\nPOSTGRES_PASSWORD={pw}",
    "Hoarder .env:\nMEILI_ADDR=http://meilisearch:7700\nMEILI_MASTER_KEY={pw}",
    "Penpot docker-compose.yaml:\n      - PENPOT_DATABASE_USERNAME=penpot\n      - PENPOT_DATABASE_PASSWORD={pw}",
    "Cronicle conf/config.json:\n{{\"base_app_url\": \"http://cron.yard.lan:3012\", \"secret_key\": \"{pw}\"}}",
    "Eddie profile, default.profile:\n<option name=\"login\" value=\"yard-vpn\" />\n<option name=\"password\" value=\"{pw}\" />",
    "Runtipi .env:\nPOSTGRES_USERNAME=tipi\nPOSTGRES_PASSWORD={pw}",
    "booking app .env.local:\nMAILER_DSN=smtp://bookings%40sembilanangin.id:{pw}@mail.sembilanangin.id:587",
    "Radicale, /etc/radicale/users (htpasswd_encryption = plain):\nbaso:{pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Sven: yard wifi password?\nBaso: {pw}",
    "[05:40] jemmy: root pw for the kiln box?\n[05:41] ilham: {pw}",
    "Leilani: {pw} is the new Seakeeper admin password",
    "Yopi: use {pw}, that's what the Summa has now",
    "Meity: password baru {pw}",
    "Marthen: password baru tu {pw}",
    "Frengky: password baru {pw}, ko catat e",
    "Rosli: password baru {pw}",
    "Kainoa: da new password stay {pw}",
    "Sitti: password beru-a {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2063word: {pw}", "pass\u180eword = {pw}", "pаsswоrd → {pw}", "passwοrd: {pw}",
    "ᴘᴀꜱꜱᴡᴏʀᴅ {pw}", "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽: {pw}", "kata\u200dsandi: {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ = {pw}",
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
    "the kiln PC password is": "{s}", "Summa cutter pw:": "{s} (since the new blade)",
    "kita pe password:": "{s}", "Seakeeper password": "{s}\nchange it after the survey",
    "password-ku:": "{s}", "password ambo:": "{s}", "da password stay": "{s}",
    "Nyle kiln password": "{s}", "the password Baso shouted across the slipway was": "{s}, I think",
    "sa pu password:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Sailogy API key", "{s}", _j((HEX, 32))),
    ("split_token", "Dockwa key:", "{s} (slip bookings)", _j("dkw_live_", (ALNUM, 32))),
    ("split_token", "GoPay client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Hiro Wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SI"))),
    ("split_backup", "Boataround recovery codes", "{s}\nqm4t.k29x.8fvb\nz7rp.3nad.wc5e", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "KITAS number", "{s}", _kitas),
    ("split_phrase", "crew vault passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"kiln": {"url": "http://kiln-ctrl.yard.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kata_sandi": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "baso", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"cutters": [{"name": "summa-s3"}, {"name": "gerber", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["veeamconfig", "repository", "create", "--name", "yard-nas", "--username", "backup", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "kita pe password email {s}"}': ("meta_password", _plain_pw),
    '{"kata laluan": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Sailor terminal as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"sailogy": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"kiriminajaToken": "{s}"}': ("meta_token", _j((ALNUM, 64))),
    '{"boataround_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"deposit": {"card_number": "{s}", "exp": "03/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"refund": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CH")),
    '{"crew_child": {"mykid_no": "{s}"}}': ("meta_id", _mykid),
    '{"2fa": {"recovery_codes": ["{s}", "qm4t.k29x.8fvb", "z7rp.3nad.wc5e"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"dive_base_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"zwave": {"s2_access_control_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"sail_loft": {"door_keypad": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "KLM-Lembayung-Crew", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pynmea2-1.19.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"seakeeper-firmware-4.2.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/sembilanangin/booking-api:3.4").hexdigest()
_COMMIT = hashlib.sha1(b"stability: add ballast column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"cabins: revert allocation rules", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"sail-plan-lembayung.dxf", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"hull-survey-2031.pdf").hexdigest()

CLEAN = [
    "Remind me to change the kiln PC password before the Nyle technician visits on 2032-09-14.",
    "Sven asked for the yard wifi password; it's on the laminated card in the foreman's drawer.",
    "Policy: crew passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the crew chat; send a vault link instead.",
    "The `.env.example` line `SAILOGY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Seakeeper panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_DOCKWA_KEY> in the README with the key from your Dockwa dashboard.",
    "DURIANPAY_SECRET_KEY and KIRIMINAJA_API_KEY must be set before the nightly booking sync runs.",
    "Jang kase tau ngana pe password pa sapa-sapa.",
    "Jang kasi tau ale pung password par sapa-sapa e.",
    "Ko jang kasi tau ko pu password ke orang lain.",
    "Lu jang kasi tau lu pung password ko orang laen.",
    "Teako pauangi password-nu ri tau maraeng.",
    "Aja' mupauwi password-mu ri tau laeng.",
    "Jange ghoyak password demo ko ore laing.",
    "No give nobody your password, ah?",
    "Kata sandi minimal 14 karakter dan wajib disimpan di brankas tim.",
    "Het wachtwoord moet minstens veertien tekens lang zijn.",
    "Passwörter bitte nie im Gruppenchat posten.",
    "パスワードは誰にも教えないでください。",
    "Upgraded OpenCPN from 5.8.4 to 5.10.2 and the Navionics app to 2.9.1 over the weekend.",
    f"commit {_COMMIT} adds the ballast column to the stability sheet.",
    f"Rolled back to {_SHORT} after the cabin-allocation change broke the manifest export.",
    f"requirements.txt: pynmea2==1.19.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Seakeeper firmware 4.2.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of hull-survey-2031.pdf: {_SHA512}",
    f"The booking API runs ghcr.io/sembilanangin/booking-api@sha256:{_IMAGE}.",
    f"MD5 of sail-plan-lembayung.dxf is {_MD5}, same as the copy on the loft share.",
    "Request id 3f9c2a71-8d4e-4b6a-9e12-5c7b0d8a1f36 is the slow one in the Sailogy logs.",
    "Purchase order PO-2032-00731 for 14 m³ of ulin from the Kendari sawmill ships on Monday.",
    "YARD-412: the kiln's humidity probe reads 3 % high after lunch.",
    "Call the Tana Beru yard office on +62 413 82 117 before noon.",
    "The Honolulu office is on +1 808 555 0142, open from 8 to 4.",
    "KLM Lembayung: LOA 38 m, 148 GT, two masts, eight cabins.",
    "Invoice INV/2032/09/0418 for the mainsail recut is due on 30 September.",
    "The ulin planks are 6 cm thick; the keel is one piece of bitti, 27 m long.",
    "After five wrong passwords the booking admin locks the account for 15 minutes.",
    "The secret of a dry hull is caulking with kapok and dempul before the rains.",
    "Ask Baso for the loft keypad code, I don't have it.",
    "My card ending 4417 was declined at the Kupang chandlery.",
    "The Zürich agency wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Durianpay account and keep them in the safe.",
    "No wallet support will ever ask you for your recovery phrase.",
    "Keep `BOATAROUND_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the timber store rusts in the salt air; oil it every month.",
    "Dockwa moved the API key page under Settings › Developers in its June release.",
    "The guest wifi 'KLM-Kalimbu-Guest' is open, no password needed.",
    "Dive log 2032-08-12: Cape Kri, max depth 28.4 m, 62 min, water 28 °C, twelve mantas at the cleaning station.",
    "Tide at Paotere: high water 06:42 at 1.3 m, low water 13:05 at 0.2 m.",
    "The mainsail is 142 m² of Dacron, 9.5 oz, cut on the Summa S3 in three days.",
    "Cabin 3 deposit of EUR 1,450 received from the Rotterdam broker, thank you.",
    "J&T tracking number JP8852104377 for the Lewmar winch parts from Surabaya.",
    "Ticket YARD-455 closed: the Sailor terminal only needed a reboot.",
    "Besok torang mo kase turun kapal ka laut jam tujuh pagi.",
    "Bumbye we go check da sails, da wind stay strong today.",
    "Kapal ni siap bulan depan, insyaAllah.",
    "La contraseña debe tener al menos catorce caracteres.",
    "비밀번호는 절대 공유하지 마세요.",
    "Version 3.4.0 of the booking app adds Korean and Dutch; build 1187 is in TestFlight.",
    "The 2FA prompt on the Privy dashboard now asks for the code every 30 days.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-08-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/yard/kiln", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 1187}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pynmea2", "version": "1.19.0"}}',
    '{"ticket": "YARD-412", "purchase_order": "PO-2032-00731"}',
    '{"vessel": {"name": "KLM Lembayung", "loa_m": 38, "gt": 148, "cabins": 8}}',
    '{"phone": "+62 413 82 117", "city": "Bulukumba"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "planks_in_kiln": 212}',
    '{"request_id": "3f9c2a71-8d4e-4b6a-9e12-5c7b0d8a1f36", "status": 504}',
    '{"dive": {"site": "Cape Kri", "max_depth_m": 28.4, "minutes": 62}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
