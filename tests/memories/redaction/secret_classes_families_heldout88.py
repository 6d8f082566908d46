# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, eighty-eighth corpus: written blind, without reading the scrubber.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to eighty-sixth only to search them
(grep) for the languages, wordings, tools, vendors, hardware, id kinds, card brands and IBAN
countries already used (to use others), the sample types (`secret_classes_heldout.py`) and the
value helpers (`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the
round corpora, the corpora being written beside it, any test nor the reports, and the scrubber was
never run on it. Its own seed, password words (sled dogs' names, mushing gear and commands, trail
places), names, templates, tools, vendors and layouts, the way the handlers, dog kitchen,
vet-check desk, race office, guest-tour desk and wilderness huts of a members' sled-dog society
(Čuovga Sled-Dog Society, with a kennel of some 120 huskies at Kaamanen in Inari, a dog kitchen
with meat freezers, a sauna for the guests, a bunkhouse, huts at Nellim and Sevettijärvi, and the
Guoldu 500, a 512 km race with checkpoints at Nellim, Sevettijärvi and Utsjoki; partner kennels
at Lovozero, Arjeplog, Ammarnäs and Røros, handlers from Kuujärvi and Pryazha, volunteers from
Luuditsa) leak secrets into an assistant's memory: Hailer, Threema, Element, Signal, Wire, Delta
Chat, Keybase, Viber, Webex, Pumble, Chanty, Flock, Twist, Ryver, Workvivo, Beekeeper, Connecteam,
Sling, Deputy and Zulip chat, SuperOffice, Upsales, Lime CRM, Nutshell, Insightly and Salesflare
notes, Easit, Kitemaker, Pagure, Ftrack, Nulab Backlog, Zammad, osTicket, FreeScout and Help Scout
tickets, Joplin, Obsidian, Logseq, Standard Notes, Bear, Simplenote and Trilium notes to self,
e-mails, runbooks, shell history of Termux, Blink Shell, WezTerm, Alacritty, foot, tmux and
Windows Terminal, commands of tinyfecvpn, NaïveProxy (`naive`), shadow-tls, shadowsocks-rust's
`sslocal` and `ssserver`, go-tpc and GreptimeDB's `greptime` (tools no earlier corpus names)
beside mysql, psql, curl, sshpass, smbclient, redis-cli, docker, htpasswd, 7z, zip, gpg,
openssl, mosquitto_pub, ldapsearch, xfreerdp, net use, sqlcmd, lftp, rabbitmqctl, ipmitool,
mongosh, keytool, wget, nmcli, mysqldump, sudo, svn, influx, cypher-shell and plink in layouts
of their own, configs of aprx, Dire Wolf, Twinkle, bugwarrior, JanusGraph and OceanBase's obd
(none named before) and of msmtp, .my.cnf, .netrc, Gitea, Grafana, Traccar, Nextcloud, Home
Assistant, zigbee2mqtt, rsyncd, Compose, Spring and Odoo, the web pages and apps of heating,
sauna, ventilation, freezer, tracking, radio, charging and power hardware (Autoterm, Petzl,
Inseego, Dogtra, SportDOG, Helo, Saunum, Narvi, Kastor, Ouman, Vallox, Enervent, Flexit, Nilan,
Komfovent, Zehnder, Ruuvi, Wirepas, Nuuka, Wapice, Sauna360, Jonsered, Valtra, Ravas, Retevis,
VIRVE, HIAB, Polar Flow, Coros, Kemppi, Ensto, Engel, Thermopolar, Ariterm, Lämpöässä, Jackery,
Gebwell, Oilon, Uponor, Kaukora, Lumon, Ruukki: none named by an earlier corpus), README
fragments, voice-dictated text and requests to the assistant itself. About 60 % English (or
language-neutral config and shell), the rest in Inari Sami, Skolt Sami, Kildin Sami (in
Cyrillic), Southern Sami, Ume Sami, Pite Sami, Votic and Ludic (no earlier docstring names them;
the author's own approximations, not checked by a speaker), and Finnish, Swedish, Norwegian
Bokmål, Northern Sami, Russian, Estonian, German, French, Czech, Italian, Korean, Spanish,
Chinese and Japanese in wordings of their own. Vendors (Trackleaders, YB Tracking, Weenect,
Kippy, Halo Collar, Gingr, PetExec, Revelation Pets, ProPet, Time To Pet, Pawfinity, Petsoft,
Kennel Connection, Paytrail, MobilePay, Swish, Nets Easy, Walley, Montonio, Webscorer,
Sportident, RunSignup, Raceroster, Njuko, Tiketti, Lippupiste, Holvi, Procountor, Netvisor,
PowerOffice, Messente, Matkahuolto, PostNord, Budbee, Instabee, Helthjem, Porterbuddy,
Maanmittauslaitos, Kartverket, Fintraffic, Zervant, Planmill, Zimpler, Enfuce, Neonomics,
Maksuturva) are ones heldouts 5 to 86 do not name; the ids are kinds they do not use: Russia's
OKPO (ОКПО) code, whose check digit (weights 1 to 7, then 3 to 9, modulo 11) is computed by the
published algorithm written here, as python-stdnum has no module for it; and, with no check a
library or this file verifies, a Finnish driving licence number, a Norwegian førerkort number,
a Swedish snowmobile förarbevis, a Russian residence permit (вид на жительство), a Norwegian
oppholdskort, a Schengen visa sticker number, an ETIAS application number, an IFSS musher
licence, a Finnish identity card number and a Russian ДМС insurance policy; passports under
Inari Sami, Skolt Sami, Kildin Sami, Votic and Ludic words, likewise unchecked. Card numbers
(the value helpers' brands) pass Luhn, checked with python-stdnum's `luhn`. The IBANs are of
countries used least by a rough count over heldouts 5 to 86 (Sweden, France, Portugal,
Slovakia, Ukraine, the Holy See, Palestine and Libya, each in six earlier corpora), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Czech, Italian,
Korean, Russian, Simplified Chinese and Spanish lists.
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

SEED = 33_959_288
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


_DOGS = ["Tuisku", "Kaldi", "Virma", "Räntä", "Kirppu", "Nuppu", "Pakkanen", "Revon", "Sarvi",
         "Ukko", "Hilla", "Routa", "Viima", "Borga", "Moarsi", "Kide", "Njalla", "Guovža"]  # fmt: skip
_GEAR = ["Gangline", "Tugline", "Neckline", "Snowhook", "Brushbow", "Handlebar", "Stanchion",
         "Bootie", "Harness", "Stakeout", "Dragmat", "Clawbrake", "Sledbag", "Kicksled"]  # fmt: skip
_CALLS = ["Hike", "Gee", "Haw", "Whoa", "Onby", "Easy", "Lineout", "Straight"]
_PLACES = ["Kaamanen", "Nellim", "Ivalo", "Sevettijarvi", "Lovozero", "Revda", "Arjeplog",
           "Ammarnas", "Sorsele", "Roros", "Snasa", "Kuujarvi", "Pryazha", "Luuditsa",
           "Krakolye", "Utsjoki", "Vuotso", "Karasjok"]  # fmt: skip
_NAMES = ["Ailu", "Biret", "Niillas", "Inga", "Heaika", "Maret", "Ande", "Elle", "Jouni",
          "Sakari", "Tuula", "Eero", "Riitta", "Aino", "Sigrid", "Torstein", "Britt", "Oksana",
          "Yegor", "Ludmila", "Fedor", "Miikkul", "Olga", "Vassa", "Kaisa", "Nils"]  # fmt: skip
_SYMBOLS = "!#%&*?@+=~^"
_LEET = ["Sn0wh00k", "Tugl1n3", "Bru5hb0w", "G4ngl1n3", "H4rn3ss", "B00t13s", "St4k30ut",
         "K44m0s", "V1rm4"]  # fmt: skip


def _distance(g: random.Random) -> str:
    """A checkpoint and a race's length, the way a race office jokes a password together."""
    return f"{g.choice(_PLACES)}{g.choice([120, 250, 300, 512, 1000])}km{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_DOGS)}{g.choice(_GEAR)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_CALLS, 3)) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.choice(_SYMBOLS)}{g.randrange(1955, 2012)}{g.choice(_DOGS)}",
    lambda g: _r(g, ALNUM + "#%&?!", 16),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(10, 100)),
    _distance,
    lambda g: f"{g.choice(_DOGS).lower()}_{g.choice(_PLACES).lower()}_{g.randrange(10, 100)}",
    lambda g: f"Bib{g.randrange(1, 60)}{g.choice(_DOGS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, LOWER, 3) + _r(g, D, 2) + _r(g, UPPER, 1) + _r(g, LOWER, 5) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_CALLS).upper()}{g.choice(_SYMBOLS)}{g.choice(_CALLS).upper()}{g.randrange(100, 1000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}And{g.choice(_DOGS)}Run{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"Miinus{g.randrange(15, 46)}{g.choice(_DOGS)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Hailer post in 'Kennel Kaamanen', Áilu: the Autoterm Comfort Control password is {pw}",
    "SuperOffice note on the Guoldu 500 sponsor: MyPetzl Light app password {pw}",
    "Upsales activity: the Inseego MiFi X PRO admin password is {pw}",
    "Lime CRM call log, Biret: Dogtra Pathfinder 2 account password {pw}",
    "Nutshell note: SportDOG TEK 2.0 handheld web password {pw}",
    "Insightly task for Niillas: Saunum Air app password {pw}",
    "Salesflare e-mail to the sauna installer: Helo Pure control panel password {pw}",
    "Easit ticket 2291: the Narvi heater controller password {pw} stopped working",
    "Kitemaker issue 'hut wifi': Kastor stove thermostat password {pw}",
    "Ftrack note on the race film: Ouman EH-800 heating controller password {pw}",
    "Nulab Backlog item KEN-88: MyVallox Cloud password {pw}, please rotate",
    "Pagure issue #14 (internal wiki): Enervent eAir web password {pw}",
    "Zulip stream #dogyard, Heaika: Flexit GO app password {pw}",
    "Threema message from Risten: Nilan CTS700 panel password {pw}",
    "Element room 'Vet check', Inga: Komfovent C6 web password {pw}",
    "Signal note to self: Zehnder ComfoConnect password {pw}",
    "Wire chat with the bunkhouse: Ruuvi Station cloud password {pw}",
    "Delta Chat from Jouni: Wirepas gateway admin password {pw}",
    "Keybase DM: Nuuka building portal password {pw}",
    "Viber message from Ludmila: Wapice IoT-Ticket password {pw}",
    "Webex chat during the sponsor call: Sauna360 app password {pw}",
    "Pumble channel #trail-crew: Jonsered Fleet Services password {pw}",
    "Chanty DM from Torstein: Valtra Connect password {pw}",
    "Flock message: Ravas iWeigh portal password {pw}",
    "Twist thread 'radios': Retevis programming cable laptop password {pw}",
    "Ryver topic 'Radio': the VIRVE terminal management password is {pw}",
    "Workvivo post (deleted an hour later): HIAB HiConnect password {pw}",
    "Beekeeper message from the handler crew: Polar Flow team account password {pw}",
    "Connecteam chat, Eero: Coros Training Hub password {pw}",
    "Sling shift note: Kemppi welder web panel password {pw}",
    "Deputy news feed: Ensto Chago charger admin password {pw}",
    "Joplin note 'freezers': Thermopolar freezer alarm panel password {pw}",
    "Obsidian daily note: Engel cold-box app password {pw}",
    "Logseq journal: Ariterm pellet boiler web password {pw}",
    "Standard Notes: Lämpöässä heat pump portal password {pw}",
    "Bear note 'huts': Jackery app password {pw}",
    "Simplenote: Gebwell heat pump controller password {pw}",
    "Trilium note: Oilon heating cloud password {pw}",
    "Zammad ticket #4410: Uponor Smatrix Pulse password {pw} must be rotated",
    "osTicket #771: Kaukora Jäspi boiler panel password {pw}",
    "FreeScout conversation 318: Lumon glazing remote app password {pw}",
    "Help Scout reply: Ruukki roof snow-load sensor portal password {pw}",
    "Hi Biret,\n\nthe root password on the race-office server is {pw}. Delete this once it's in the vault.\n\nThanks,\nSakari",
    "Incident 2031-02-14: the Ariterm boiler at the bunkhouse was open to the internet with password {pw}",
    "Runbook: meat freezer alarm\n1. open the Thermopolar panel\n2. log in as service\n3. password {pw}\n4. silence the alarm and call Eero",
    "README (race-office rack)\nthe timing server is at https://timing.cuovga.lan, admin password `{pw}`.",
    "my Aktia netbank password is {pw} now",
    "can you remember my Ålandsbanken app password? it's {pw}",
    "the Sbanken password is {pw}",
    "dictated: the Saunum sauna app password is {pw} full stop",
    "note to self: Dogtra account password {pw}",
    "after the reset the Nilan password became {pw}",
    "Muu šleđgâpoostâ peessâmsääni lii {pw}",
    "Servi uđđâ peessâmsääni lii {pw}, ele muitâl kiäsánâssân",
    "Áilu: kennel-routeer peessâmsääni: {pw}",
    "Muu neʹttpoʹštt pääʹssemsääʹnn lij {pw}",
    "routter pääʹssemsääʹnn: {pw}",
    "Jouni: ođđ servvi pääʹssemsääʹnn lij {pw}",
    "Мунэ э̄лектроннэ пошт пароль ли {pw}",
    "маршрутизатор пароль: {pw}",
    "Ёгор: одт сервер пароль ли {pw}",
    "Mov e-påaste passbaakoe lea {pw}",
    "routeren passbaakoe: {pw}",
    "Sigrid: orre serveren passbaakoe lea {pw}",
    "Muv e-poasta bássabáhkuo lä {pw}",
    "Ådå serveran bássabáhkuo lä {pw}",
    "Muv e-påsstta bassabáhko la {pw}",
    "routera bassabáhko: {pw}",
    "Minu e-pošta salasõna on {pw}",
    "Uus serveri salasõna on {pw}, älä sano kellekkää",
    "Minun e-počtan salasana on {pw}",
    "uuz' serveran salasana on {pw}",
    "koirakeittiön koneen salasana on {pw}",
    "hei, kisatoimiston läppärin salasana: {pw}",
    "lösenordet till hundgårdens dator är {pw}",
    "passordet til løpskontoret er {pw}",
    "Beatnagiid dihtora beassansátni lea {pw}",
    "пароль от ноутбука в питомнике: {pw}",
    "kenneli arvuti parool on {pw}",
    "das Passwort für den Rechner im Hundehof ist {pw}",
    "犬舎のPCのパスワードは {pw} です",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ailu", "biret.s", "niillas", "inga.m", "heaika", "maret", "ande.v", "elle", "jouni.k",
          "sakari", "tuula", "eero", "riitta.h", "aino", "sigrid", "torstein", "britt.l", "oksana",
          "yegor", "ludmila", "fedor", "miikkul", "olga.v", "vassa", "kaisa", "nils.p",
          "svc-timing", "dogkitchen"]  # fmt: skip
_LOGINS = [
    "Hailer, Biret: the Dogtra account is {u} / {pw}",
    "Easit #2320: {u} locked out of the Saunum app, last password {pw}",
    "user {u} pass {pw}",
    "Pagure wiki › Kennel › Freezers › Thermopolar panel: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| timing server | {u} | {pw} |",
    "sign in to the Webscorer desk as {u} with {pw}",
    "Ariterm boiler login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: hut-nellim\n  user: {u}\n  pass: {pw}",
    "Threema: account {u}, password {pw}",
    "Eero says the Vallox account is {u} and the password is {pw}",
    "system,user,password\ntiming-db,{u},{pw}",
    "ssh {u}@timing.cuovga.lan (password {pw})",
    "Element: creds for the vet-check laptop are {u} and {pw}",
    "käyttäjätunnus {u}, salasana {pw}",
    "användarnamn {u} och lösenord {pw}",
    "brukernavn {u}, passord {pw}",
    "логин {u}, пароль {pw}",
    "kevttenommâ {u}, peessâmsääni {pw}",
    "kääʹyttinõmm {u}, pääʹssemsääʹnn {pw}",
    "ке̄ввтэй нэммь {u}, пароль {pw}",
    "nuhtjijenomme {u}, passbaakoe {pw}",
    "kasutaja nimi {u}, salasõna {pw}",
    "käyttäjän nimi {u}, salasana {pw}",
    "kasutajanimi {u} ja parool {pw}",
    "geavaheaddjinamma {u}, beassansátni {pw}",
    "Benutzername {u}, Passwort {pw}",
    "ユーザー名 {u} / パスワード {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tuisku", "kaldi", "virma", "kirppu", "routa", "viima", "gangline", "snowhook",
               "brushbow", "stakeout", "bootie", "kaamos", "guoldu", "skarta", "vahca",
               "ruoktu", "kicksled", "moarsi"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, followed by {d}",
    "password: {w}, and right after it {d}",
    "for the timing server it's {w} with {d} on the end",
    "voice memo: the dogyard wifi password is {w} and then {d}, no space",
    "type {w}, then the number {d}",
    "it's {w}{d}, the word and the digits together",
    "salasana on sana {w} ja perään {d}",
    "lösenordet är ordet {w} och sedan {d}",
    "passordet er ordet {w}, deretter {d}",
    "peessâmsääni lii sääni {w}, tast maŋa {d}",
    "pääʹssemsääʹnn lij sääʹnn {w}, mâŋŋa tõn {d}",
    "salasõna on sõna {w}, sis {d}",
    "salasana on sana {w}, sid' {d}",
    "passbaakoe lea baakoe {w}, dan mænngan {d}",
    "пароль ли са̄нн {w}, ма̄ңңа {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "tinyfecvpn -c -r vpn.cuovga.fi:4096 -l 0.0.0.0:3333 -f 20:10 -k '{pw}' --sub-net 10.22.0.0",
    "naive --listen=socks://127.0.0.1:1080 --proxy=https://{u}:{pw}@edge.cuovga.fi",
    "shadow-tls --fastopen client --listen 127.0.0.1:4430 --server hut-relay.cuovga.fi:443 --sni cdn.cuovga.fi --password '{pw}'",
    "sslocal -b 127.0.0.1:1081 -s relay.cuovga.fi:8388 -m chacha20-ietf-poly1305 -k '{pw}'",
    "ssserver -s 0.0.0.0:8388 -m aes-256-gcm -k '{pw}' -U",
    "go-tpc tpcc --host tidb.cuovga.lan -P 4000 --user {u} --password '{pw}' -D tpcc --warehouses 4 prepare",
    "greptime standalone start --user-provider=static_user_provider:cmd:{u}={pw}",
    "mysql -h race-db.cuovga.lan -u {u} -p'{pw}' guoldu_results",
    "PGPASSWORD='{pw}' psql -h pg.cuovga.lan -U {u} kennel",
    "curl -u {u}:{pw} https://timing.cuovga.lan/api/checkpoints",
    "sshpass -p '{pw}' ssh {u}@hut-nellim.cuovga.lan",
    "smbclient //nas.cuovga.lan/vetcheck -U {u}%{pw}",
    "redis-cli -h cache.cuovga.lan -a '{pw}' --no-auth-warning ping",
    "docker login registry.cuovga.fi -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd-results {u} '{pw}'",
    "7z a -p'{pw}' -mhe=on vet-records-2031.7z vet/",
    "zip -P '{pw}' microchips.zip microchips.csv",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -c entries-2031.xlsx",
    "openssl pkcs12 -export -in timing.crt -inkey timing.key -out timing.p12 -passout pass:{pw}",
    "mosquitto_pub -h mqtt.cuovga.lan -u {u} -P '{pw}' -t kennel/freezer/1/cmd -m defrost",
    "ldapsearch -x -H ldap://dc.cuovga.lan -D 'cn={u},ou=crew,dc=cuovga,dc=lan' -w '{pw}' '(uid=*)'",
    "xfreerdp /v:vet-pc.cuovga.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use V: \\\\nas.cuovga.lan\\vet /user:CUOVGA\\{u} {pw}",
    "sqlcmd -S sql.cuovga.lan -U {u} -P '{pw}' -d Entries -Q 'SELECT COUNT(*) FROM Mushers'",
    "lftp -u {u},'{pw}' sftp://files.cuovga.fi",
    "rabbitmqctl add_user {u} '{pw}'",
    "ipmitool -I lanplus -H 10.30.0.5 -U {u} -P '{pw}' chassis power status",
    "mongosh 'mongodb://{u}:{pw}@mongo.cuovga.lan/tracking?authSource=admin'",
    "keytool -importkeystore -srckeystore timing.p12 -srcstoretype PKCS12 -srcstorepass '{pw}' -destkeystore timing.jks",
    "wget --user={u} --password='{pw}' https://files.cuovga.fi/gpx/guoldu-2031.gpx",
    "nmcli device wifi connect Cuovga-Dogyard password '{pw}'",
    "mysqldump -u {u} -p'{pw}' --single-transaction entries > entries.sql",
    "echo '{pw}' | sudo -S systemctl restart webscorer-sync",
    "svn checkout --username {u} --password '{pw}' https://svn.cuovga.lan/maps/trunk",
    "influx -host influx.cuovga.lan -username {u} -password '{pw}' -database sensors",
    "cypher-shell -a bolt://graph.cuovga.lan:7687 -u {u} -p '{pw}'",
    "plink -ssh {u}@hut-sevettijarvi.cuovga.lan -pw '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Termux on the handler's phone:\n$ {c}", "Blink Shell on the checkpoint iPad: {c}",
    "WezTerm, sakari@race-office:~$ {c}", "Alacritty: {c}", "foot terminal on the timing box:\n{c}",
    "tmux pane 2 on the timing server: {c}", "Windows Terminal: PS C:\\race> {c}",
    "bash history, line 412: {c}", "~/.zsh_history:\n: 1929348123:0;{c}", "fish history:\n- cmd: {c}",
    "komento, jonka ajoin: {c}", "kommandot jag körde: {c}", "kommandoen jeg kjørte: {c}",
    "команда, которую я запустил: {c}", "kommaandâ maid vuojettim: {c}", "kommaand: {c}",
    "käsky, minkä miä ajoin: {c}", "käsk, kudaman minä ajoin: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@pg.cuovga.lan:5432/guoldu_results",
    "mysql://{u}:{pw}@race-db.cuovga.lan:3306/entries",
    "mongodb+srv://{u}:{pw}@tracking.x7kq2.mongodb.net/gps",
    "redis://{u}:{pw}@cache.cuovga.lan:6379/2",
    "amqp://{u}:{pw}@mq.cuovga.lan:5672/checkpoints",
    "ftp://{u}:{pw}@files.cuovga.fi/gpx/",
    "rtsp://{u}:{pw}@cam-dogyard-2.cuovga.lan:554/Streaming/Channels/101",
    "https://{u}:{pw}@dav.cuovga.fi/remote.php/dav/files/{u}/",
    "clickhouse://{u}:{pw}@ch.cuovga.lan:9000/telemetry",
    "jdbc:postgresql://pg.cuovga.lan:5432/kennel?user={u}&password={pw}",
    "Server=sql.cuovga.lan;Database=Entries;User Id={u};Password={pw};TrustServerCertificate=True",
    "imaps://{u}:{pw}@mail.cuovga.fi:993",
    "neo4j+s://{u}:{pw}@graph.cuovga.lan:7687",
]  # fmt: skip
_URL_PLACES = [
    "RESULTS_DB_URL={c}", "Metabase connection, the old one: {c}",
    "keep this connection string for me: {c}", "yhteysosoite on {c}", "строка подключения: {c}",
    "Easit #2304: {c}", "Pagure wiki 'Databases': {c}", "Joplin note 'links': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_925_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "cuovga-kennel", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "trackers:read positions:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "ES256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 86)

    return make


def _license(g: random.Random) -> str:
    return "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5))


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Trackleaders", "TRACKLEADERS_API_KEY", _j((HEX, 40))),
    ("YB Tracking", "YB_TRACKING_TOKEN", _j((URLSAFE, 43))),
    ("Weenect", "WEENECT_API_TOKEN", _vendor_jwt("https://api.weenect.com")),
    ("Kippy", "KIPPY_APP_SECRET", _j((ALNUM, 32))),
    ("Halo Collar", "HALO_COLLAR_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Gingr", "GINGR_API_KEY", _j((HEX, 32))),
    ("PetExec", "PETEXEC_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Revelation Pets", "REVELATION_PETS_API_KEY", _j((UPPER_HEX, 32))),
    ("ProPet", "PROPET_API_TOKEN", _j((URLSAFE, 48))),
    ("Time To Pet", "TIMETOPET_API_KEY", _j("ttp_", (ALNUM, 36))),
    ("Pawfinity", "PAWFINITY_SECRET", _j((B64, 43), "=")),
    ("Petsoft", "PETSOFT_LICENSE_KEY", _license),
    ("Kennel Connection", "KENNEL_CONNECTION_KEY", _j((HEX, 64))),
    ("Paytrail", "PAYTRAIL_SECRET_KEY", _j((ALNUM, 40))),
    ("MobilePay", "MOBILEPAY_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Swish", "SWISH_API_TOKEN", _j((URLSAFE, 40))),
    ("Nets Easy", "NETS_EASY_SECRET_KEY", _j("live-secret-key-", (HEX, 32))),
    ("Walley", "WALLEY_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Montonio", "MONTONIO_SECRET_KEY", _j((B64, 44))),
    ("Webscorer", "WEBSCORER_API_KEY", _j((HEX, 32))),
    ("Sportident", "SPORTIDENT_CENTER_APIKEY", lambda g: v.uuid4(g, "8")),
    ("RunSignup", "RUNSIGNUP_API_SECRET", _j((ALNUM, 32))),
    ("Raceroster", "RACEROSTER_TOKEN", _vendor_jwt("https://auth.raceroster.com")),
    ("Njuko", "NJUKO_API_KEY", _j((ALNUM, 48))),
    ("Tiketti", "TIKETTI_API_KEY", _j((HEX, 40))),
    ("Lippupiste", "LIPPUPISTE_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Holvi", "HOLVI_API_TOKEN", _j((HEX, 64))),
    ("Procountor", "PROCOUNTOR_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Netvisor", "NETVISOR_CUSTOMER_KEY", _j((UPPER_HEX, 32))),
    ("PowerOffice", "POWEROFFICE_CLIENT_KEY", lambda g: v.uuid4(g, "a")),
    ("Messente", "MESSENTE_API_PASSWORD", _j((ALNUM, 24))),
    ("Matkahuolto", "MATKAHUOLTO_API_KEY", _j((HEX, 32))),
    ("PostNord", "POSTNORD_APIKEY", _j((HEX, 32))),
    ("Budbee", "BUDBEE_API_SECRET", lambda g: v.uuid4(g, "9")),
    ("Instabee", "INSTABEE_API_KEY", _j((ALNUM, 40))),
    ("Helthjem", "HELTHJEM_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Porterbuddy", "PORTERBUDDY_API_KEY", _j((ALNUM, 32))),
    ("Maanmittauslaitos", "MML_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Kartverket", "KARTVERKET_TOKEN", _j((HEX, 40))),
    ("Fintraffic", "FINTRAFFIC_API_KEY", _j((HEX, 32))),
    ("Zervant", "ZERVANT_API_TOKEN", _j((B64, 48))),
    ("Planmill", "PLANMILL_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Zimpler", "ZIMPLER_API_KEY", _j("zmp_live_", (ALNUM, 32))),
    ("Enfuce", "ENFUCE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Neonomics", "NEONOMICS_SECRET_ID", lambda g: v.uuid4(g, "b")),
    ("Maksuturva", "MAKSUTURVA_SECRET_KEY", _j((ALNUM, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "fish: set -gx {env} '{tok}'",
    ".env.production:\n{env}={tok}",
    "flyctl secrets set {env}={tok}",
    "railway variables --set {env}={tok}",
    "k8s Secret, stringData:\n  {env}: {tok}",
    "docker run -e {env}={tok} ghcr.io/cuovga/tracker-sync:2.4",
    "GitHub Actions workflow:\n    env:\n      {env}: {tok}",
    "appsettings.Development.json: \"{env}\": \"{tok}\"",
    "wrangler.toml:\n[vars]\n{env} = \"{tok}\"",
    "netlify env:set {env} {tok}",
    "heroku config:set {env}={tok} -a cuovga-results",
    "Race office › Settings › Integrations › {vendor}: {tok}",
    "Pagure wiki table 'Keys': | {vendor} | 2031 | {tok} |",
    "Insightly task: rotate the {vendor} key {tok}",
    "Hailer, Áilu: {vendor} key for the tracker sync: {tok}",
    "SuperOffice note: the {vendor} token we use now is {tok}, the old one is revoked",
    "Easit #2310: {vendor} sync fails with 401, configured key {tok}",
    "Nutshell note: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Threema from Eero: {vendor} secret for the results page {tok}",
    "Joplin note 'integrations': {vendor} = {tok}",
    "Zammad #4432: the {vendor} webhook still uses {tok}, rotate it",
    "{vendor}-rajapinnan API-avain: {tok}",
    "API-nyckel för {vendor}: {tok}",
    "API-nøkkelen til {vendor} er {tok}",
    "ключ API {vendor} для питомника: {tok}",
    "{vendor} API võti: {tok}",
    "API-Schlüssel für {vendor} (Zeitnahme): {tok}",
    "{vendor} のAPIキーは {tok} です",
    "{vendor} API-čoavdda: {tok}",
    "{vendor} API-čovdâ lii {tok}",
    "{vendor} API-čõõuʹdd lij {tok}",
    "{vendor} API ключ ли {tok}",
    "{vendor} API-tjoevtele lea {tok}",
    "{vendor} API-tjuovdda lä {tok}",
    "{vendor} API-tjåvdda la {tok}",
    "{vendor} API-võti on {tok}",
    "{vendor} API-avain on {tok}",
    "clé API {vendor} pour le chronométrage : {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    trackleaders = _r(rng, HEX, 40)
    gingr = _r(rng, HEX, 32)
    mobilepay = _r(rng, HEX, 32)
    kippy = _r(rng, ALNUM, 32)
    paytrail = _r(rng, ALNUM, 40)
    webscorer = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'resp = httpx.get("https://api.trackleaders.com/v2/races/guoldu-500/positions", headers={{"X-Api-Key": "{trackleaders}"}})', trackleaders),
        Sample("vendor_token", f"curl -H 'Authorization: Token {gingr}' https://cuovga.gingrapp.com/api/v1/reservations", gingr),
        Sample("vendor_token", f'var mobilePay = new MobilePayClient("{mobilepay}");', mobilepay),
        Sample("vendor_token", f"Info.plist:\n<key>KippyAppSecret</key>\n<string>{kippy}</string>", kippy),
        Sample("vendor_token", f"$paytrail = new PaytrailClient(375917, '{paytrail}', 'cuovga-shop');", paytrail),
        Sample("vendor_token", f'client := webscorer.NewClient("{webscorer}")', webscorer),
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


_BARE_PLACES = ["{t}", "Hailer: {t}", "it only shows this once, so:\n{t}", "tässä tokeni: {t}",
                "вот токен: {t}", "{t}\n^ the new one, the old one is revoked", "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Wirepas network encryption key (hex): {h}": 32,
    "Ruuvi Gateway MQTT AES key: {h}": 32,
    "HMAC secret for the Paytrail payment callback: {h}": 64,
    "VIRVE data-link AES-256 key, hex: {h}": 64,
    "the ESP32 freezer node's OTA signing key (hex): {h}": 64,
    "varmuuskopion salausavain: {h}": 64,
    "ключ шифрования резервной копии: {h}": 64,
    "krypteringsnyckel för backupen: {h}": 48,
    "varmuskopija salausvõti: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Easit #2331: token copied out of the browser's dev tools {t}",
    "Cookie: lang=fi; cvg_session={t}",
    "TIMING_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "tokeni on {t}",
    "токен: {t}",
    "token lii {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_925_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.cuovga.fi/realms/kennel",
            "azp": "race-office",
            "roles": ["handler", "timing"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the timing server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/timing.cuovga.fi.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TRACKER_SYNC_SIGNING_KEY": "{key}", "kennel": "kaamanen"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_hut <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Easit #2340, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "palvelimen yksityinen avain:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the vet lab's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Stack Wallet backup, copying it off the card before I shred it: {p}": "english",
    "Mycelium wallet recovery words\n{p}": "english",
    "Feather wallet seed (the old race-prize wallet, emptied): {p}": "english",
    "Envoy backup words: {p}": "english",
    "voice memo: the Blixt wallet recovery words are {p} and that's all of them": "english",
    "Pagure wiki 'Prize-fund wallet (retired)': {p}": "english",
    "obnovovací fráze peněženky Trezor: {p}": "czech",
    "frase di recupero del portafoglio Exodus: {p}": "italian",
    "지갑 복구 문구: {p}": "korean",
    "сид-фраза кошелька Trust Wallet: {p}": "russian",
    "钱包助记词：{p}": "chinese_simplified",
    "frase semilla de la cartera Sparrow: {p}": "spanish",
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


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Hailer, Biret: the society card for the Dogtra collars is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "Easit #2350: pay the Helo heater repair with card {c}",
    "korttini numero: {c}, {mm}/{yy}",
    "mitt kortnummer: {c}",
    "kortnummeret mitt er {c}, utløper {mm}/{yy}",
    "номер моей карты: {c}, срок {mm}/{yy}",
    "muu kortâ nummâr: {c}",
    "minu kaarta nomera: {c}, {mm}/{yy}",
    "mov kåarhten nummere: {c}",
    "minun kartan numer: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "jcb", "discover", "maestro", "unionpay", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/34, CVC {cvv}",
               "the three digits on the signature strip: {cvv}",
               "Amex {c}, the four-digit code above the number: {cvv}",
               "kortin takana olevat kolme numeroa: {cvv}",
               "säkerhetskoden på baksidan: {cvv}",
               "CVC-код на обороте карты: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 86 (each in six earlier corpora); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"SE": "n" * 20, "FR": "n" * 10 + "c" * 11 + "nn", "PT": "n" * 21,
                "SK": "n" * 20, "UA": "n" * 6 + "c" * 19, "VA": "n" * 18,
                "PS": "aaaa" + "c" * 21, "LY": "n" * 21}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice CSD-2031-044: please pay the dog-food freight to {i} within 14 days",
    "save the Lyon musher's IBAN for the prize money: {i}",
    "IBAN: {i}\nReference: Guoldu 500 entry fee, bib 17",
    "Hailer #treasury: the Bratislava harness maker's new bank details, IBAN {i}",
    "tilinumero (IBAN): {i}",
    "IBAN för startavgiften: {i}",
    "IBAN-en til handleren: {i}",
    "IBAN для призовых: {i}",
    "muu IBAN lii {i}",
    "muu IBAN: {i}",
    "minu IBAN on {i}",
    "the Lisbon sponsor wants the refund sent to IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _okpo_check(body: str) -> str:
    """The OKPO check digit: weights 1 to 7 modulo 11; on 10, weights 3 to 9; on 10 again, 0."""
    total = sum(int(c) * w for c, w in zip(body, range(1, 8), strict=True)) % 11
    if total == 10:
        total = sum(int(c) * w for c, w in zip(body, range(3, 10), strict=True)) % 11
    return str(0 if total == 10 else total)


def _okpo(g: random.Random) -> str:
    """A Russian OKPO code of a legal entity: seven digits and the check digit above."""
    body = g.choice("0123456789") + _r(g, D, 6)
    return body + _okpo_check(body)


def _fi_licence(g: random.Random) -> str:
    """A Finnish driving licence number: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _no_licence(g: random.Random) -> str:
    """A Norwegian førerkort number: eleven digits in groups, no public check."""
    return f"{_r(g, D, 3)} {_r(g, D, 2)} {_r(g, D, 3)} {_r(g, D, 3)}"


def _se_forarbevis(g: random.Random) -> str:
    """A Swedish snowmobile driver's certificate (förarbevis) number: FB and seven digits."""
    return "FB" + _r(g, D, 7)


def _ru_vnzh(g: random.Random) -> str:
    """A Russian residence permit's series (82 or 83) and number: no public check."""
    return f"{g.choice(['82', '83'])} № {_r(g, D, 7)}"


def _no_opphold(g: random.Random) -> str:
    """A Norwegian residence card (oppholdskort): two letters and seven digits, no public check."""
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _visa(g: random.Random) -> str:
    """A Schengen visa sticker number: the issuing state's code and nine digits, no public check."""
    return g.choice(["FIN", "SWE", "NOR"]) + _r(g, D, 9)


def _etias(g: random.Random) -> str:
    """An ETIAS application number: three groups of four capitals and digits, no public check."""
    return "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(3))


def _ifss(g: random.Random) -> str:
    """An IFSS musher licence: the federation's country and five digits, no public check."""
    return f"IFSS-{g.choice(['FIN', 'NOR', 'SWE', 'RUS'])}-{_r(g, D, 5)}"


def _fi_idcard(g: random.Random) -> str:
    """A Finnish identity card number: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _dms(g: random.Random) -> str:
    """A Russian voluntary medical insurance (ДМС) policy: digits in groups, no public check."""
    return f"{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, D, 4)}-{_r(g, D, 2)}"


def _fi_passport(g: random.Random) -> str:
    """A Finnish passport: two letters and seven digits."""
    return g.choice(["XP", "XR", "FP"]) + _r(g, D, 7)


def _ru_foreign_passport(g: random.Random) -> str:
    """A Russian foreign-travel passport: a series of two digits and a number of seven."""
    return f"{g.randrange(10, 100)} {_r(g, D, 7)}"


def _ru_passport(g: random.Random) -> str:
    """A Russian internal passport: a series of four digits and a number of six."""
    return f"{_r(g, D, 2)} {_r(g, D, 2)} {_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "ОКПО поставщика мясного корма: {s}": _okpo,
    "OKPO code of the Murmansk dog-food supplier, for the customs form: {s}": _okpo,
    "ajokortin numero: {s}": _fi_licence,
    "my Finnish driving licence number, for the snowmobile rental: {s}": _fi_licence,
    "førerkortnummeret mitt: {s}": _no_licence,
    "förarbevis för snöskoter, nummer {s}": _se_forarbevis,
    "Tuula's snowmobile driver's certificate (förarbevis) no. {s}": _se_forarbevis,
    "номер вида на жительство: {s}": _ru_vnzh,
    "Oksana's Russian residence permit (вид на жительство) number: {s}": _ru_vnzh,
    "oppholdskortet til handleren, nummer {s}": _no_opphold,
    "viisumitarran numero: {s}": _visa,
    "Schengen visa sticker number for Yegor: {s}": _visa,
    "ETIAS application number for the Canadian musher: {s}": _etias,
    "IFSS musher licence: {s}": _ifss,
    "henkilökortin numero: {s}": _fi_idcard,
    "Aino's Finnish ID card number for the hut booking: {s}": _fi_idcard,
    "полис ДМС для ветеринара: {s}": _dms,
    "muu paasâ nummâr: {s}": _fi_passport,
    "muu pass nââmar lij {s}": _fi_passport,
    "мунэ паспорт нӯммар: {s}": _ru_foreign_passport,
    "minu passi nomera on {s}": _ru_foreign_passport,
    "minun passportan numer on {s}": _ru_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER_DIGITS, 4)}.{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Holvi 2FA recovery codes\n{codes}", "spare sign-in codes for the society's Microsoft 365 {codes}",
            "Webscorer backup codes: {codes}", "kaksivaiheisen tunnistautumisen varakoodit:\n{codes}",
            "reservkoder för tvåstegsverifiering: {codes}", "резервные коды 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Holvi:biret@cuovga.fi?secret={s}&issuer=Holvi&period=30",
              "Aegis, manual setup key for the Procountor login: {s}",
              "2FAS, secret key for the PowerOffice account: {s}",
              "2FA-avain: {s}"]  # fmt: skip
_CODES = ["{c} is your Webscorer verification code",
          "Aktia: vahvistuskoodisi on {c}. Älä kerro sitä kenellekään.",
          "Din engångskod från Ålandsbanken är {c}",
          "Код подтверждения: {c}. Никому его не сообщайте",
          "Sbanken: engangskoden din er {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Cuovga-Dogyard", "Cuovga-RaceOffice-5G", "Kaamanen-Kennel", "Nellim-Hut",
          "Sevettijarvi-Checkpoint", "Lovozero-Base", "Arjeplog_Camp", "Ammarnas-Hut-2G",
          "Roros_Handlers", "DNA-WLAN-4F2C", "Telia-7A1B3C", "Elisa-Koti-5G", "Kuujarvi-Dom",
          "Luuditsa-Hata"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "dogyard network {s}, password {pw}",
    "wifi at the Nellim hut: {s} / {pw}",
    "Pi first boot, wifi: network {s}, key {pw}",
    "the key on the sticker under the DNA box: {pw}",
    "wlan {s}, salasana {pw}",
    "wifi-nätet {s} har lösenordet {pw}",
    "wifi-passordet til {s} er {pw}",
    "пароль от wi-fi {s}: {pw}",
    "wifi {s} peessâmsääni lii {pw}",
    "wifi {s} pääʹssemsääʹnn lij {pw}",
    "wifi {s} salasõna on {pw}",
    "wifi {s} bássabáhkuo lä {pw}",
    "wifi {s} bassabáhko la {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("live-secret-key-", (HEX, 24)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ttp_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[dictated over the VIRVE radio] {t}",
          "(spaced so the Hailer preview won't show it) {t}", "merkki kerrallaan: {t}",
          "по одному символу: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["koirakeittiön oven lukon koodi: {pw}", "hänglåset på förrådet: {pw}",
          "kodelåsen på hundegården: {pw}", "код замка на складе корма: {pw}",
          "the dogyard gate keypad takes {pw} then #", "padlock on the sled shed at Nellim: {pw}",
          "lukkâ koodâ: {pw}", "lukku koodi: {pw}", "key safe by the bunkhouse door: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["tugline", "brushbow", "stanchion", "kibble", "bootie", "snowhook", "gangline",
                 "stakeout", "toboggan", "lichen", "kaamos", "reindeer", "headlamp", "thermos",
                 "spruce", "kicksled"]  # fmt: skip
_PHRASES = {"Enpass master passphrase for the race-office vault: {p}": " ",
            "Proton Pass passphrase: {p}": " ", "Keeper master passphrase: {p}": "-",
            "RoboForm master passphrase: {p}": ".", "varmuuskopion tunnuslause: {p}": " ",
            "lösenfras för backupen: {p}": "_", "парольная фраза резервной копии: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Hoppscotch request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Thunder Client raw request: Authorization: Bearer {v}": False,
    "Insomnia environment, Authorization = Basic {v}": True,
    "HTTPie session file: \"Authorization\": \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "aprx.conf:\n<aprsis>\n    login OH9CUV-10\n    passcode {pw}\n    server rotate.aprs2.net 14580\n</aprsis>",
    "direwolf.conf:\nMYCALL OH9CUV-1\nIGSERVER euro.aprs2.net\nIGLOGIN OH9CUV-1 {pw}",
    "~/.twinkle/race-office.cfg:\nuser_name=raceoffice\nuser_domain=sip.cuovga.fi\nauth_name=raceoffice\nauth_pass={pw}",
    "bugwarrior.toml:\n[kennel_gitea]\nservice = \"gitea\"\ngitea.host = \"git.cuovga.lan\"\ngitea.username = \"heaika\"\ngitea.password = \"{pw}\"",
    "janusgraph-cql.properties:\nstorage.backend=cql\nstorage.hostname=cass.cuovga.lan\nstorage.username=janus\nstorage.password={pw}",
    "obd deploy config, guoldu.yaml:\noceanbase-ce:\n  servers:\n    - 10.30.0.21\n  global:\n    root_password: {pw}\n    appname: guoldu",
    "~/.msmtprc:\naccount race\nhost smtp.cuovga.fi\nport 587\nuser race@cuovga.fi\npassword {pw}",
    "~/.my.cnf:\n[client]\nuser=timing\npassword={pw}\nhost=race-db.cuovga.lan",
    "~/.netrc:\nmachine files.cuovga.fi login heaika password {pw}",
    "gitea app.ini:\n[database]\nDB_TYPE = postgres\nHOST = pg.cuovga.lan:5432\nUSER = gitea\nPASSWD = {pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "traccar.xml:\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{pw}</entry>",
    "nextcloud config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "Home Assistant secrets.yaml:\nfreezer_mqtt_password: {pw}",
    "zigbee2mqtt configuration.yaml:\nmqtt:\n  server: mqtt://mqtt.cuovga.lan\n  user: z2m\n  password: {pw}",
    "/etc/rsyncd.secrets:\nbackup:{pw}",
    "compose.yaml:\n    environment:\n      POSTGRES_USER: results\n      POSTGRES_PASSWORD: {pw}",
    "application.properties:\nspring.datasource.username=entries\nspring.datasource.password={pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg.cuovga.lan",
]  # fmt: skip


def _config_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "aprs" in template:  # an APRS-IS passcode is five digits or fewer
        return {"pw": str(rng.randrange(10_000, 32_768))}
    return {"pw": _plain_pw(rng)}


_configs = _Family("config_file", _CONFIGS, _config_draw, "pw")


_CHATS = [
    "Biret: dogyard wifi password?\nHeaika: {pw}",
    "[05:40] eero: root pw for the timing server?\n[05:41] sakari: {pw}",
    "Inga: {pw} is the new Saunum app password",
    "Jouni: use {pw}, that's what the boiler has now",
    "Tuula: uusi salasana on {pw}",
    "Britt: nya lösenordet är {pw}",
    "Оксана: новый пароль {pw}",
    "Áilu: uđđâ peessâmsääni lii {pw}",
    "Kaisa: ođđ pääʹssemsääʹnn lij {pw}",
    "Olga: uus salasõna on {pw}",
    "Miikkul: uuz' salasana on {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "p\u0430ssword = {pw}", "𝘱𝘢𝘴𝘴𝘸𝘰𝘳𝘥: {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ {pw}",
    "pass\u034fword → {pw}", "PASS\u2060WORD: {pw}", "pa\u200css\u200cword = {pw}",
    "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍: {pw}", "sala\u00adsana: {pw}",
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
    "the Saunum app password is": "{s}", "timing server pw:": "{s} (since the January reinstall)",
    "salasana on": "{s}", "Ariterm password": "{s}\nchange it after the race",
    "peessâmsääni lii": "{s}", "lösenord:": "{s}", "пароль:": "{s}", "Dogtra password": "{s}",
    "the password Eero shouted across the dogyard was": "{s}, I think", "salasõna on": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Trackleaders API key", "{s}", _j((HEX, 40))),
    ("split_token", "Nets Easy key:", "{s} (the live one)", _j("live-secret-key-", (HEX, 32))),
    ("split_token", "PowerOffice client key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Mycelium backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/37", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SE"))),
    ("split_backup", "Holvi recovery codes", "{s}\nq7rm.2kd9\nx4tn.8wpa", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ОКПО", "{s}", _okpo),
    ("split_phrase", "Enpass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"saunum": {"url": "https://sauna.cuovga.lan", "app_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"salasana": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "heaika", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"huts": [{"name": "nellim"}, {"name": "sevettijarvi", "router_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["go-tpc", "tpcc", "--host", "tidb.cuovga.lan", "--user", "bench", "--password", "{s}", "run"]}': ("meta_password", _plain_pw),
    '{"note": "пароль от ноутбука ветеринара {s}"}': ("meta_password", _plain_pw),
    '{"peessâmsääni": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the Vallox portal as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"trackleaders": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"gingrToken": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"holvi_token": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"musher": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "FR")),
    '{"supplier": {"okpo": "{s}"}}': ("meta_id", _okpo),
    '{"mfa": {"backup_codes": ["{s}", "q7rm.2kd9", "x4tn.8wpa"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"prize_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"wirepas": {"network_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"sled_shed": {"lock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Cuovga-Dogyard", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"dogtra-pathfinder2-fw-4.20.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/cuovga/tracker-sync:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"results: add checkpoint split times", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"entries: revert bib import", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"vetcheck_2031-03-02.pdf", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"guoldu-results-2031.csv").hexdigest()

CLEAN = [
    "Remind me to change the Saunum app password before the guests arrive on 2031-12-20.",
    "Biret asked for the dogyard wifi password; it's on the card in the kitchen drawer.",
    "Policy: society passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into Hailer; share a vault link instead.",
    "The `.env.example` line `TRACKLEADERS_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Ariterm boiler asks for a new admin password after every firmware update.",
    "Replace <YOUR_WEBSCORER_KEY> in the README with the key from your Webscorer account.",
    "GINGR_API_KEY and HOLVI_API_TOKEN must be set before the nightly kennel sync runs.",
    "Älä koskaan kerro salasanaasi kenellekään.",
    "Lösenordet måste vara minst sexton tecken långt.",
    "Passordet ditt er utløpt; velg et nytt i portalen.",
    "Никогда не сообщайте свой пароль по телефону.",
    "Ele muitâl peessâmsääni kiäsánâssân.",
    "Jiõk pääʹssemsääʹnn ni ǩeäzz.",
    "Пароль ни ке̄ллэ ӣ ча̄ллэ.",
    "Aellieh gåabph passbaakoem jeahtah.",
    "Ele bássabáhkuov gïesekkaj jiehtieh.",
    "Ale bassabáhkov gässka mudjij.",
    "Älä sano salasõnaa kellekkää.",
    "Älä sano salasanad nikellegi.",
    "Parool peab olema vähemalt kuusteist märki pikk.",
    "Das Passwort muss mindestens sechzehn Zeichen lang sein.",
    "パスワードは16文字以上にしてください。",
    "Upgraded the timing server from Ubuntu 22.04 to 24.04 and webscorer-sync to 3.1.2 over the weekend.",
    f"commit {_COMMIT} adds the checkpoint split times to the results page.",
    f"Reverted to {_SHORT} after the bib import broke the start list.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Dogtra Pathfinder 2 firmware 4.20 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of guoldu-results-2031.csv: {_SHA512}",
    f"The tracker-sync container runs ghcr.io/cuovga/tracker-sync@sha256:{_IMAGE}.",
    f"MD5 of vetcheck_2031-03-02.pdf is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2a71-8e4b-4d16-a0c5-7b2e91d4f6a8 is the slow one in the Trackleaders logs.",
    "Purchase order PO-2031-00712 for 60 sacks of salmon kibble ships on Tuesday.",
    "Easit #2291: the freezer alarm in the dog kitchen keeps tripping at night.",
    "Call the Kaamanen kennel on +358 40 517 2293 before noon.",
    "Start list: bib 17 is Biret with 10 dogs, bib 18 is Niillas with 8.",
    "The Guoldu 500 trail is 512 km with checkpoints at Nellim, Sevettijärvi and Utsjoki.",
    "It was -38 °C at the Nellim checkpoint at 04:00; the dogs' booties froze stiff.",
    "After five wrong passwords the Vallox portal locks the account for 30 minutes.",
    "A working sled dog eats about 10 000 kcal a day on race days.",
    "The secret of a good team is a calm lead dog.",
    "Ask Jouni for the dogyard gate code, I don't have it.",
    "My card ending 4417 was declined at the Ivalo hardware store.",
    "The Lyon musher wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the society's Holvi account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `NETS_EASY_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the sled shed freezes solid; spray it with lock de-icer first.",
    "Webscorer moved the API key page under Account › Integrations in its March release.",
    "The guest wifi 'Cuovga-Guest' is open, no password needed.",
    "Kennel log: Tuisku, 24 kg, resting pulse 72; Virma, 21 kg, limping on the left hind foot.",
    "Kisatoimisto avautuu kello 7; lähtö on lauantaina kello 10 Kaamasessa.",
    "Startavgiften är 450 euro och betalas senast den 1 februari.",
    "Заказ № 58213 на 40 мешков корма доставят в четверг.",
    "Beatnagat bohtet Njellimii ihkku.",
    "The VIRVE radios are on talkgroup 4120 during the race.",
    "Version 2.7.1 of the tracker app fixes the GPS drift on the Nellim loop.",
    "Order 2031-TR-0448: 120 pairs of fleece booties, size M.",
    "Vet check limits: resting heart rate under 100 bpm, temperature 38.0 to 39.2 °C.",
    "Kaamanen to Nellim is 96 km by trail; the teams leave every two minutes from 10:00.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-11-02T06:30:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/kennel/saunum", "rotate_every_days": 180}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "2291", "purchase_order": "PO-2031-00712"}',
    '{"dog": {"name": "Tuisku", "weight_kg": 24, "bib": 17}}',
    '{"phone": "+358 40 517 2293", "town": "Kaamanen"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "dogs_in_kennel": 118}',
    '{"checkpoint": "Nellim", "km": 212, "temp_c": -38}',
    '{"request_id": "3f9c2a71-8e4b-4d16-a0c5-7b2e91d4f6a8", "status": 504}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
