# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, twenty-fourth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
twenty-third held-out corpus as a format example, the fifth to twenty-third only to search them
for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, and the scrubber was never run on it. Its own seed, password words,
names, places, templates, tools, vendors and layouts, the way people leak secrets into an
assistant's memory: BiP, Botim, RingCentral, Zoho Cliq and Lark pastes, Craft, Tana, Supernotes,
RemNote, Scrivener, Ulysses, iA Writer, Day One and Journey notes to self, incident write-ups,
tickets, e-mails, runbooks, Termux, Git Bash (MSYS), iSH, loksh and MobaXterm history,
Termius snippets, WinSCP, FileZilla, Cyberduck, Remmina, Kopia, Duplicati, Duplicacy, UrBackup,
Bacula, Bareos, Traefik, Consul, Pomerium, LLDAP, FreeIPA, Seafile, Emby, Calibre-Web, Linkding,
FreshRSS, CrowdSec, Zigbee2MQTT, Shinobi, motionEye, Nginx Proxy Manager, Dockge, HestiaCP,
CloudPanel, Virtualmin, ISPConfig, aaPanel, cPanel and DirectAdmin configs and commands, sourcehut
builds and Xcode Cloud CI logs, README fragments, voice-dictated text and requests to the
assistant itself. About 60 % English (or language-neutral config and shell), the rest in Nigerian
Pidgin, Jamaican Patois, Moroccan Darija (in Latin letters and digits), Mauritian
Creole (Kreol Morisien), Cape Verdean Creole (Kabuverdianu), Chavacano, Singlish and Kölsch (no
earlier docstring or word list names them), and Spanish, German, French, Brazilian Portuguese,
Italian, Russian, Dutch, Polish, Turkish, Japanese, Korean and Chinese in wordings of their own.
Vendors (CinetPay, FedaPay, Korapay, Pesapal, IntaSend, Remita, Peach Payments, Ozow, WiPay,
Chargily Pay, YouCan Pay, Flouci, PayU, PhonePe, Voucherify, Talon.one, Smile ID, Dojah, Prembly,
Mono, QuickBooks, FreshBooks, ERPNext, Dolibarr, Invoice Ninja, SonarCloud, Nexmo) are ones heldouts
5 to 23 do not name; the national ids are kinds they do not use (the Australian Company Number,
India's GSTIN, Israel's company number (ח.פ.) and Romania's trade-register number (ONRC, new form)
with their check digits, the US EIN with its issuing prefix; Germany's health-insurance number
(KVNR) with its check digit computed here; Nigeria's BVN, Jamaica's TRN, Morocco's CNIE, the
Philippine Pag-IBIG MID and UMID CRN, which carry none a library checks; passports under Morisien,
Kabuverdianu and Singlish words). The IBANs are of countries used least by a rough count over
heldouts 5 to 23 (the Faroe Islands, Liechtenstein, Guatemala, the Dominican Republic, Albania,
Monaco, Egypt and Palestine, each in two earlier corpora).
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
from stdnum.au import acn as au_acn
from stdnum.il import hp as il_hp
from stdnum.in_ import gstin as in_gstin
from stdnum.ro import onrc as ro_onrc
from stdnum.us import ein as us_ein

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 24_905_311
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = "0123456789ABCDEF"
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


_FOODS = ["Jollof", "Suya", "Egusi", "Ackee", "Bammy", "Festival", "Harira", "Msemen", "Rfissa",
          "Dholpuri", "Alouda", "Cachupa", "Xerem", "Curacha", "Satti", "Laksa", "Rojak",
          "Flonz", "Rievkooche"]  # fmt: skip
_PLACES = ["Ikeja", "Surulere", "Enugu", "Kingston", "Mobay", "Ochi", "Casa", "Fes", "Tanger",
           "Curepipe", "Mahebourg", "Mindelo", "Assomada", "Zamboanga", "Basilan", "Tampines",
           "Bedok", "Ehrenfeld", "Nippes", "Deutz"]  # fmt: skip
_NAMES = ["Chinedu", "Tunde", "Ngozi", "Funmi", "Delroy", "Shanique", "Tajay", "Youssef",
          "Khadija", "Hamza", "Vishal", "Priya", "Jeanmarc", "Nelson", "Edna", "Junjun", "Jinky",
          "Weiming", "Siti", "Tunnes", "Hein"]  # fmt: skip
_SYMBOLS = "!#$%&*+=?@^~"

# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_NAMES)}{g.choice(_SYMBOLS)}{g.randrange(1960, 2027)}",
    lambda g: f"{g.choice(_FOODS)}{g.randrange(10, 100)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 5) + g.choice(_SYMBOLS) + _r(g, ALNUM, 5) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: g.choice(_NAMES).lower() + g.choice(["@", "_", "."]) + g.choice(_PLACES).lower() + _r(g, D, 4),
    lambda g: g.choice(["Ik3j4", "K1ngst0n", "T4ng3r", "M1nd3l0", "B3d0k", "3hr3nf3ld"]) + g.choice(_SYMBOLS) + _r(g, D, 3),
    lambda g: f"{g.choice(['Happy', 'Quiet', 'Spicy', 'Rainy'])}{g.choice(['Mango', 'Gecko', 'Dolphin', 'Heron'])}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM + "!%*", 18),
    lambda g: "-".join(w.lower() for w in g.sample(_FOODS, 3)) + g.choice(_SYMBOLS) + str(g.randrange(1, 10)),
    lambda g: _r(g, UPPER, 2) + _r(g, D, 4) + _r(g, LOWER, 4) + g.choice(_SYMBOLS),
    lambda g: g.choice(_PLACES) + g.choice(_SYMBOLS) + g.choice(_FOODS) + str(g.randrange(1000, 10000)),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "BiP, Chinedu: the Emby server admin password is {pw}",
    "Botim group 'ops', Youssef: Seafile admin password {pw}",
    "Craft doc 'Home network' — Nginx Proxy Manager login password {pw}",
    "Hello Priya,\n\nthe UrBackup server web password is {pw} for now,\nI'll rotate it after the restore test.\n\nThanks, Vishal",
    "Incident 2026-11-27: the motionEye admin was exposed with password {pw}",
    "can you remember my Garmin Connect password? it's {pw}",
    "note to self: Calibre-Web admin password {pw}",
    "Runbook: Duplicati at the Curepipe office\n1. open http://backup.rosehill.lan:8200\n2. the UI password is {pw}\n3. run the nightly job by hand",
    "README (home lab)\nLinkding lives at http://links.nippes.lan, the superuser password is `{pw}`.",
    "Tana node #homelab › Shinobi › admin password {pw}",
    "ticket KOL-2213: `EMAIL_HOST_PASSWORD = \"{pw}\"` committed in settings/base.py, please rotate",
    "Supernotes card: FreshRSS password is now {pw}",
    "please hold on to my Shopee password: {pw}",
    "the Zigbee2MQTT frontend password is {pw}, Junjun changed it yesterday",
    "RemNote: CrowdSec console password {pw}",
    "after the HestiaCP install the admin password was {pw}",
    "handover note: the Dockge password is {pw}",
    "my Tutanota password is {pw} now",
    "„Passwort“ {pw}",
    "Day One entry: set the new Steam password to {pw}",
    "password for mum's Instagram: {pw}",
    "incident: phpPgAdmin was reachable with password {pw}",
    "the Valheim server password is {pw}, keep it out of the Discord",
    "iA Writer draft: aaPanel password {pw}",
    "dictated: my iCloud password is {pw} period",
    "Journey entry: CloudPanel admin password is {pw}",
    "TODO before the audit: change the OPNsense root password ({pw})",
    "Ulysses sheet 'cams': Reolink NVR admin password {pw}",
    "My email password na {pw}",
    "abeg hold my bank app password for me: {pw}",
    "Mi email password a {pw}",
    "di router password inna di house a {pw}",
    "l-mot de passe dyal l-email dyali howa {pw}",
    "mot de passe dyal router f dar: {pw}",
    "Mo password pou email se {pw}",
    "password router lakaz: {pw}",
    "Nha senha di email é {pw}",
    "senha di router na kaza: {pw}",
    "El password de mio email amo el {pw}",
    "el password del router na casa: {pw}",
    "eh my email password is {pw} lah",
    "the router password {pw} one, don't anyhow share ah",
    "Ming Passwoot för de E-Mail es {pw}",
    "Et Passwoot vum Router heeme: {pw}",
    "clave de acceso al portal del IMSS: {pw}",
    "Kennwort fürs ELSTER-Konto: {pw}",
    "mot de passe de la box SFR : {pw}",
    "a senha do gov.br é {pw}",
    "la password dell'app Poste è {pw}",
    "пароль от Госуслуг: {pw}",
    "het wachtwoord van DigiD is {pw}",
    "hasło do ePUAP: {pw}",
    "e-Devlet şifresi: {pw}",
    "Tunde: di new password for di server na {pw}",
    "Delroy: mi new password fi di server a {pw}",
    "Hamza: l-password jdid dyal server: {pw}",
    "Jeanmarc: nouvo password server la se {pw}",
    "Nelson: senha novu di servidor: {pw}",
    "Weiming: bro the server new password is {pw} liao",
    "Tünnes: Et neu Passwoot för dä Server es {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["chinedu.o", "tunde", "ngozi.a", "delroy", "shanique.b", "youssef.e", "khadija",
          "hamza", "vishal.r", "priya", "jeanmarc", "nelson.m", "edna", "junjun", "jinky.s",
          "weiming", "siti", "tuennes", "svc-backup", "sysadmin"]  # fmt: skip
_LOGINS = [
    "Zoho Cliq: Siti says the Uptime login is {u} / {pw}",
    "ticket KOL-2220: {u} locked out, old password was {pw}",
    "user: {u} | pwd: {pw}",
    "Tana › Homelab › Bareos › {u} — {pw}",
    "| host | login | password |\n|---|---|---|\n| seafile-1 | {u} | {pw} |",
    "sign in as {u} with {pw} on the staging Traefik dashboard",
    "MikroTik hAP creds: {u}:{pw}",
    "login = {u}\npassword = {pw}",
    '{{"user": "{u}", "pass": "{pw}"}}',
    "RingCentral: account {u}, password {pw}",
    "Khadija says the SFTP account is {u} and the password {pw}",
    "username: {u}, password na {pw}",
    "mi username a {u}, an di password a {pw}",
    "smiya d l-utilisateur: {u}, l-mot de passe: {pw}",
    "non itilizater: {u}, password: {pw}",
    "nomi di utilizador: {u}, senha: {pw}",
    "el username: {u}, el password: {pw}",
    "username {u}, password {pw} can?",
    "Name: {u}, Passwoot: {pw}",
    "nombre de usuario {u} y clave {pw}",
    "Benutzerkennung {u}, Kennwort {pw}",
    "identifiant {u} / mdp {pw}",
    "login {u} e senha {pw}",
    "gebruiker {u}, ww {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["jollof", "egusi", "ackee", "bammy", "harira", "msemen", "dholpuri", "alouda",
               "cachupa", "curacha", "rojak", "rievkooche"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} followed by {d}",
    "password: {w}, lowercase, then {d}",
    "for the router it's {w} and after that {d}",
    "the Wi-Fi admin password is {w} then the number {d}",
    "voice note: password is {w} then {d}, no spaces",
    "spelled out: {w}, followed by the digits {d}",
    "Di password na di word {w} den {d}",
    "Di password a di word {w} an den {d}",
    "l-password howa l-kelma {w} o mn b3d {d}",
    "Password la se mo {w} ek apre {d}",
    "El password amo el palabra {w} despues {d}",
    "Et Passwoot es dat Woot {w} un dann {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "kopia repository connect filesystem --path=/mnt/nas/kopia --password={pw}",
    "duplicati-cli backup ftp://{u}@files.nippes.lan/backup /home --passphrase={pw}",
    "DUPLICACY_PASSWORD={pw} duplicacy backup -stats",
    "winscp.com /command \"open sftp://{u}:{pw}@files.nippes.lan/\" \"ls\" \"exit\"",
    "mount -t cifs //nas.nippes.lan/media /mnt/media -o username={u},password={pw}",
    "svn checkout --username {u} --password {pw} https://svn.nippes.lan/repo/trunk",
    "mongosh \"mongodb://db1.nippes.lan:27017\" -u {u} -p {pw} --authenticationDatabase admin",
    "sshpass -p {pw} ssh {u}@pi.nippes.lan",
    "mosquitto_sub -h mqtt.nippes.lan -u {u} -P {pw} -t 'zigbee2mqtt/#'",
    "echo '{u}:{pw}' | chpasswd",
    "(echo {pw}; echo {pw}) | smbpasswd -a -s {u}",
    "ipa-server-install --realm NIPPES.LAN --ds-password {pw} --admin-password {pw} -U",
    "OC_PASS={pw} php occ user:add --password-from-env {u}",
    "v-add-user {u} {pw} {u}@nippes.lan",
    "virtualmin create-domain --domain shop.nippes.lan --pass {pw} --unix --dir --web",
    "clpctl user:add --userName={u} --email={u}@nippes.lan --firstName=Ops --lastName=Team --password={pw} --role=admin",
    "wp user create {u} {u}@nippes.lan --role=administrator --user_pass={pw}",
    "docker run -d -e MARIADB_ROOT_PASSWORD={pw} mariadb:11.8",
    "RSYNC_PASSWORD={pw} rsync -av rsync://{u}@nas.nippes.lan/backup/ /srv/backup/",
    "curl -u {u}:{pw} https://dav.nippes.lan/remote.php/dav/files/{u}/",
    "ldapsearch -x -H ldap://lldap.nippes.lan:3890 -D uid={u},ou=people,dc=nippes,dc=lan -w {pw}",
    "nmcli dev wifi connect Nippes-5G password {pw}",
    "ansible-playbook site.yml -u {u} -e ansible_password={pw}",
    "vault login -method=userpass username={u} password={pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "~ $ {c}", "MINGW64 ~\n$ {c}", "loksh$ {c}", "iSH: {c}",
    "MobaXterm session log:\n[root@nas ~]# {c}", "Termius snippet: {c}",
    "sourcehut build.yml:\ntasks:\n  - deploy: |\n      {c}", "Xcode Cloud ci_post_clone.sh:\n{c}",
    "run dis one: {c}", "l-commande: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a CI log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "mongodb://{u}:{pw}@db1.nippes.lan:27017/shop?authSource=admin",
    "postgresql://{u}:{pw}@pg.nippes.lan:5432/linkding",
    "amqp://{u}:{pw}@rabbit.nippes.lan:5672/%2f",
    "sftp://{u}:{pw}@files.nippes.lan:22/backup",
    "redis://{u}:{pw}@cache.nippes.lan:6379/0",
    "ldaps://{u}:{pw}@ipa.nippes.lan:636",
    "mysql://{u}:{pw}@db2.nippes.lan:3306/freshrss",
    "https://{u}:{pw}@seafile.nippes.lan/seafdav",
    "socks5://{u}:{pw}@proxy.nippes.lan:1080",
]  # fmt: skip
_URL_PLACES = [
    "DB_DSN={c}", "Pomerium databroker_storage_connection_string: {c}",
    "compose.yaml:\n  - CONNECTION={c}", "save this DSN please: {c}", "di database URL na {c}",
    "l-lien dyal database: {c}", "Dockge .env: STORAGE_URL=\"{c}\"", "Cyberduck bookmark: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _remita(g: random.Random) -> str:
    raw = f"C{_r(g, D, 10)}|{_r(g, D, 8)}|{_r(g, HEX, 128)}"
    return base64.b64encode(raw.encode()).decode()


def _peach(g: random.Random) -> str:
    raw = f"8a8294{_r(g, HEX, 26)}|{_r(g, ALNUM, 10)}"
    return base64.b64encode(raw.encode()).decode()


_VENDORS: list[tuple[str, str, Maker]] = [
    ("CinetPay", "CINETPAY_APIKEY", _j((D, 12), (HEX, 12), ".", (D, 8))),
    ("FedaPay", "FEDAPAY_SECRET_KEY", _j("sk_live_", (ALNUM, 24))),
    ("Korapay", "KORAPAY_SECRET_KEY", _j("sk_live_", (ALNUM, 40))),
    ("Pesapal", "PESAPAL_CONSUMER_SECRET", _j((B64, 27), "=")),
    ("IntaSend", "INTASEND_SECRET_KEY", lambda g: "ISSecretKey_live_" + v.uuid4(g, "8")),
    ("Remita", "REMITA_API_KEY", _remita),
    ("Peach Payments", "PEACH_ACCESS_TOKEN", _peach),
    ("Ozow", "OZOW_PRIVATE_KEY", _j((ALNUM, 32))),
    ("WiPay", "WIPAY_API_KEY", _j((ALNUM, 20))),
    ("Chargily Pay", "CHARGILY_SECRET_KEY", _j("live_sk_", (ALNUM, 40))),
    ("YouCan Pay", "YOUCAN_PAY_PRIVATE_KEY", lambda g: "pri_" + v.uuid4(g, "9")),
    ("Flouci", "FLOUCI_APP_SECRET", lambda g: v.uuid4(g, "b")),
    ("PayU", "PAYU_MERCHANT_SALT", _j((ALNUM, 32))),
    ("PhonePe", "PHONEPE_SALT_KEY", lambda g: v.uuid4(g, "a")),
    ("Voucherify", "VOUCHERIFY_SECRET_KEY", lambda g: v.uuid4(g, "8")),
    ("Talon.one", "TALONONE_API_KEY", _j((HEX, 64))),
    ("Smile ID", "SMILE_ID_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Dojah", "DOJAH_SECRET_KEY", _j("prod_sk_", (ALNUM, 24))),
    ("Prembly", "PREMBLY_API_KEY", _j("live_sk_", (LOWER_DIGITS, 32))),
    ("Mono", "MONO_SECRET_KEY", _j("live_sk_", (LOWER_DIGITS, 20))),
    ("QuickBooks", "QBO_CLIENT_SECRET", _j((ALNUM, 40))),
    ("FreshBooks", "FRESHBOOKS_CLIENT_SECRET", _j((HEX, 64))),
    ("ERPNext", "ERPNEXT_API_SECRET", _j((HEX, 15))),
    ("Dolibarr", "DOLIBARR_API_KEY", _j((ALNUM, 32))),
    ("Invoice Ninja", "INVOICENINJA_API_TOKEN", _j((ALNUM, 64))),
    ("SonarCloud", "SONAR_TOKEN", _j((HEX, 40))),
    ("Nexmo", "NEXMO_API_SECRET", _j((ALNUM, 16))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "Termux ~/.bashrc:\nexport {env}=\"{tok}\"",
    "MINGW64 ~\n$ setx {env} \"{tok}\"",
    "sourcehut secret {env}: {tok}",
    "Xcode Cloud environment variable {env} = {tok}",
    "settings.ini:\n[{slug}]\nsecret = {tok}",
    "Dockge stack .env:\n{env}={tok}",
    "Lark from Ngozi: new {vendor} key, production one is {tok}",
    "ticket KOL-2241: {vendor} callbacks failing, key in use {tok}",
    "Scrivener notes — {vendor} secret {tok}",
    "keep my {vendor} key for me: {tok}",
    "Craft › Payments › {vendor} › {tok}",
    "{vendor} API key na {tok}",
    "di {vendor} API key a {tok}",
    "l-clé API dyal {vendor}: {tok}",
    "kle API {vendor}: {tok}",
    "xavi di API di {vendor}: {tok}",
    "el API key del {vendor}: {tok}",
    "{vendor} API key is {tok} ok, don't lose it",
    "Dä {vendor} API-Schlössel: {tok}",
    "clave secreta de {vendor}: {tok}",
    "chave secreta da {vendor}: {tok}",
    "секретный ключ {vendor}: {tok}",
    "{vendor} 的密钥是 {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    erp_key, erp_secret = _r(rng, HEX, 15), _r(rng, HEX, 15)
    talon = _r(rng, HEX, 64)
    peach = _peach(rng)
    doli = _r(rng, ALNUM, 32)
    nexmo = _r(rng, ALNUM, 16)
    return [
        Sample("vendor_token", f"curl -H 'Authorization: token {erp_key}:{erp_secret}' https://erp.nippes.lan/api/resource/Customer", erp_secret),
        Sample("vendor_token", f"curl -H 'Authorization: ApiKey-v1 {talon}' https://nippes.europe-west1.talon.one/v1/customer_sessions/abc", talon),
        Sample("vendor_token", f"curl https://eu-prod.oppwa.com/v1/checkouts -H 'Authorization: Bearer {peach}' -d 'entityId=8ac7a4c9{_r(rng, HEX, 24)}' -d amount=92.00", peach),
        Sample("vendor_token", f"curl -H 'DOLAPIKEY: {doli}' https://erp.nippes.lan/api/index.php/thirdparties", doli),
        Sample("vendor_token", f"curl 'https://rest.nexmo.com/sms/json?api_key={_r(rng, HEX, 8)}&api_secret={nexmo}&to=18765550142&from=Shop&text=hi'", nexmo),
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


_BARE_PLACES = ["{t}", "Botim: {t}", "shown only once in the console:\n{t}", "token na dis: {t}",
                "token dyal: {t}", "{t}\n(save it now, you won't see it again)", "tokn: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 43)), _j((B64, 64), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 56)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "SEAFILE_SECRET_KEY={h}": 64,
    "Traefik dynamic.yml:\nhttp:\n  middlewares:\n    sso:\n      plugin:\n        secret: {h}": 64,
    "Emby system.xml: <ApiKey>{h}</ApiKey>": 32,
    "Consul: encrypt key for the gossip ring {h}": 64,
    "Shinobi conf.json: \"cron\": {{\"key\": \"{h}\"}}": 32,
    "di backup encryption key na {h}": 64,
    "l-clé dyal chiffrement: {h}": 64,
    "Backup-Schlössel (AES): {h}": 64,
    "Supernotes: Calibre-Web OPDS API key {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket KOL-2250: token copied from the iOS console {t}",
    "Cookie: _pomerium={t}",
    "LINKDING_SESSION_JWT={t}",
    "hold this access token for me {t}",
    "di access token na {t}",
    "l-token dyal l-app: {t}",
    "Traefik access.log: Authorization {t}",
]  # fmt: skip


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_786_000_000 + rng.randrange(6_000_000)
    alg = ["ES256", "RS512", "HS256"][index % 3]
    claims: dict[str, Any] = {"sub": str(rng.randrange(10**8, 10**9)), "iat": issued,
                              "exp": issued + 3600, "jti": v.uuid4(rng, "a")}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.nippes.lan", "aud": ["shop", "erp"], "role": "owner"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 20)}
    return {"t": _jwt_of(rng, header, claims, {"ES256": 86, "RS512": 342, "HS256": 43}[alg])}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "sourcehut build secret (ssh key, pasted):\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Traefik certs/shop.key:\n{key}": ("EC PRIVATE KEY", "\n"),
    '{{"certificate": {{"private_key": "{key}"}}}}': ("PRIVATE KEY", "\\n"),
    "cat > /etc/ipa/ca.key <<'KEY'\n{key}\nKEY": ("RSA PRIVATE KEY", "\n"),
    "ticket KOL-2262, the key is below:\n{key}": ("PRIVATE KEY", "\n"),
    "Abeg no share am, na di server private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "helm values:\ningress:\n  tlsKey: |\n    {key}": ("ENCRYPTED PRIVATE KEY", "\n    "),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEIB", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFHzBJBgkqhkiG9w0BBQ0wPDAb"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [f"-----BEGIN {kind}-----"] + [body[k : k + 64] for k in range(0, len(body), 64)]
    lines += [_r(rng, B64, 28) + "==", f"-----END {kind}-----"]
    return {"key": joiner.join(lines), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Tangem backup, writing it down before I wipe the phone: {p}": "english",
    "OneKey recovery words\n{p}": "english",
    "please keep my Exodus seed safe: {p}": "english",
    "Rabby wallet seed phrase: {p}": "english",
    "voice note: the Xverse words are {p} and that's the whole list": "english",
    "Day One — old Coinomi wallet, moved to the Ledger {p}": "english",
    "my wallet seed words na {p}": "english",
    "l-kalimat dyal l-wallet: {p}": "french",
    "palavras di rekuperason di karteira: {p}": "portuguese",
    "el maga palabra del wallet: {p}": "spanish",
    "Wiederherstellungswörter vum Wallet: {p}": "english",
    "ウォレットの復元フレーズ：{p}": "japanese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in set(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 15, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 15: 20, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split("\u3000") if "\u3000" in phrase else phrase.split(" ")
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
        "; ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Zoho Cliq — Edna: the company Visa for the Hetzner invoice is {c}, exp {mm}/{yy}",
    "remember my backup card: {c} valid thru {mm}/{yy}",
    "card no: {c}\nexp: {mm}/{yy}",
    "ticket KOL-2275: refund to the card {c} please",
    "my card number na {c}, e go expire {mm}/{yy}",
    "mi card number a {c}",
    "nmra dyal l-carte dyali: {c}, {mm}/{yy}",
    "nimero mo kart: {c}",
    "númeru di nha kartom: {c}, {mm}/{yy}",
    "el numero del de mio card: {c}",
    "my card number {c} ah, expiry {mm}/{yy}",
    "Kaatenummer: {c}, bes {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["visa", "mastercard", "amex", "jcb", "discover", "unionpay", "maestro", "diners"][
        index % 8
    ]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(27, 34))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} 11/30, CVV2 {cvv}", "the three numbers on the back are {cvv}",
               "Amex {c}, the 4-digit code on the front {cvv}", "di three number for back na {cvv}",
               "kod sekirite deryer kart la: {cvv}", "CVC da tarjeta: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    code = _r(rng, D, 4 if brand == "amex" else 3)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_BBANS = {"FO": "n" * 14, "LI": "n" * 5 + "c" * 12, "GT": "aaaa" + "c" * 20,
          "DO": "aaaa" + "n" * 20, "AL": "n" * 8 + "c" * 16, "MC": "n" * 10 + "c" * 11 + "nn",
          "EG": "n" * 25, "PS": "aaaa" + "c" * 21}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    alphabet = {"a": UPPER, "n": D, "c": UPPER_DIGITS}

    def make(g: random.Random) -> str:
        bban = "".join(g.choice(alphabet[c]) for c in _BBANS[country])
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KOL-2026-1182: please pay to {i} within 14 days",
    "save the Vaduz supplier's IBAN: {i}",
    "IBAN: {i}\nreference: deposit for the flat",
    "Lark #finance: new bank details, IBAN {i}",
    "my IBAN na {i}",
    "mi IBAN a {i}",
    "l-IBAN dyali: {i}",
    "mo IBAN: {i}",
    "nha IBAN é {i}",
    "el IBAN de mio: {i}",
    "my IBAN is {i} hor",
    "IBAN för de Rückzahlung: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_BBANS)[index % len(_BBANS)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _acn(g: random.Random) -> str:
    number = v.until(g, _j((D, 9)), au_acn.is_valid)
    return f"{number[:3]} {number[3:6]} {number[6:]}"


def _gstin(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        pan = _r(h, UPPER, 3) + h.choice("CPF") + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1)
        return f"{h.randrange(1, 38):02d}{pan}1Z{h.choice(UPPER_DIGITS)}"

    return v.until(g, make, in_gstin.is_valid)


def _hp(g: random.Random) -> str:
    return v.until(g, _j("51", (D, 7)), il_hp.is_valid)


def _ein(g: random.Random) -> str:
    number = v.until(g, _j((D, 9)), us_ein.is_valid)
    return f"{number[:2]}-{number[2:]}"


def _onrc(g: random.Random) -> str:
    return v.until(
        g,
        lambda h: f"J{h.randrange(2005, 2023)}{_r(h, D, 6)}{h.randrange(1, 41):02d}{_r(h, D, 1)}",
        ro_onrc.is_valid,
    )


def _kvnr(g: random.Random) -> str:
    """A KVNR: a letter and nine digits, the last a check digit over the letter's number
    (A = 01 … Z = 26) and the eight digits, weighted 1, 2, 1, 2, … with products' digit sums."""
    letter, body = g.choice(UPPER), _r(g, D, 8)
    digits = f"{ord(letter) - 64:02d}{body}"
    total = sum(sum(divmod(int(c) * (1 + k % 2), 10)) for k, c in enumerate(digits))
    return f"{letter}{body}{total % 10}"


def _bvn(g: random.Random) -> str:
    return "22" + _r(g, D, 9)


def _trn(g: random.Random) -> str:
    digits = "1" + _r(g, D, 8)
    return f"{digits[:3]}-{digits[3:6]}-{digits[6:]}"


def _cnie(g: random.Random) -> str:
    return g.choice(["BE", "BK", "AB", "J", "G", "BH"]) + _r(g, D, 6)


def _pagibig(g: random.Random) -> str:
    digits = "121" + _r(g, D, 9)
    return f"{digits[:4]}-{digits[4:8]}-{digits[8:]}"


def _umid(g: random.Random) -> str:
    return f"0111-{_r(g, D, 7)}-{_r(g, D, 1)}"


def _passport(g: random.Random) -> str:
    style = g.randrange(3)
    if style == 0:
        return g.choice("KE") + _r(g, D, 7) + g.choice("ABCDFGHJKLMNPQRTWXY")
    if style == 1:
        return "PA" + _r(g, D, 6)
    return g.choice("BDHJMS") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "ACN of the Sydney distributor: {s}": _acn,
    "Australian Company Number {s} on the contract": _acn,
    "GSTIN: {s}": _gstin,
    "vendor GSTIN for the Pune invoice is {s}": _gstin,
    "ח.פ. {s}": _hp,
    "Israeli company number (ח\"פ) of the supplier: {s}": _hp,
    "EIN: {s}": _ein,
    "our US LLC's employer identification number is {s}": _ein,
    "Nr. de ordine în Registrul Comerțului: {s}": _onrc,
    "Krankekasse-Nummer vun mir: {s}": _kvnr,
    "Krankenversichertennummer (KVNR): {s}": _kvnr,
    "my BVN na {s}": _bvn,
    "BVN for the salary account: {s}": _bvn,
    "mi TRN a {s}": _trn,
    "Jamaican TRN for the customs broker: {s}": _trn,
    "nmra d la carte nationale (CNIE) dyali: {s}": _cnie,
    "numéro de CNIE : {s}": _cnie,
    "mi Pag-IBIG MID number: {s}": _pagibig,
    "UMID CRN: {s}": _umid,
    "nimero mo paspor: {s}": _passport,
    "númeru di nha pasaporti: {s}": _passport,
    "my passport no. {s} hor, don't anyhow post": _passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Tutanota recovery code list: {codes}", "Bitwarden backup codes\n{codes}",
            "Zoho account, the spare 2FA codes {codes}", "di 2FA backup codes na:\n{codes}",
            "les codes de secours dyal Google: {codes}", "Backup-Codes för et Konto: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Pomerium:edna?secret={s}&issuer=Pomerium&digits=6",
              "2FA setup key for Tutanota: {s}", "TOTP secret (Seafile): {s}",
              "di 2FA secret key na {s}"]  # fmt: skip
_CODES = ["{c} is your BiP verification code", "Ihr Bestätigungscode lautet {c}",
          "tu código de acceso: {c}", "di OTP wey dem send na {c}",
          "l-code dyal tta2kid: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, (index + 1) % 4)
    sep = [" ", "\n", ", ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family(
    "otp_secret", _SEEDS_2FA, lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 0 and "otpauth" not in t)}, "s"
)  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["MTN_4G_5A21", "Airtel-Home-Ikeja", "Digicel_WiFi_7731", "FLOW-Kingston-5G",
          "Fibre_Maroc_Telecom_3B", "inwi-Home-Fes", "MyT-Curepipe", "CVMovel-Home",
          "PLDT_Zambo_5G", "SINGTEL-8C4F", "FRITZ!Box 7530 XQ"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, password {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\nWPA key: {pw}",
    "guest wifi {s}, pass {pw}",
    "the wifi at Siti's place: {s} / {pw}",
    "nmcli connection add type wifi ssid {s} wifi-sec.key-mgmt wpa-psk wifi-sec.psk {pw}",
    "hostapd.conf:\nssid={s}\nwpa_passphrase={pw}",
    "the WPA key on the sticker under the router: {pw}",
    "di wifi {s} password na {pw}",
    "di wifi {s} password a {pw}",
    "l-code dyal l-wifi {s}: {pw}",
    "password wifi {s} se {pw}",
    "senha di wifi {s}: {pw}",
    "el password del wifi {s}: {pw}",
    "wifi {s} password is {pw} leh",
    "WLAN {s}, Passwoot: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.35:
        return _r(rng, "abcdefhkmnrstuvwxyz2345678", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 40)), _j("live_sk_", (ALNUM, 24)), _j((UPPER_HEX, 32)),
                 _j("prod_sk_", (ALNUM, 24)), _j((LOWER_DIGITS, 36))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictation] {t}",
          "(split up so the chat doesn't link it) {t}", "make I spell am: {t}",
          "mek mi spell it fi yuh: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 3 == 1:
        return {"t": " ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    sep = [" ", "_", ", "][index % 3]
    return {"t": sep.join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["di gate code na {pw}", "di gate code a {pw}", "l-code dyal lbab: {pw}",
          "kod laport: {pw}", "kódigu di portom: {pw}", "el codigo del puerta: {pw}",
          "gate code {pw} lor", "Dürcode: {pw}", "the side door keypad code is {pw}",
          "safe combination {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["mango", "hibiscus", "cassava", "plantain", "harbour", "lighthouse", "reggae",
                 "kasbah", "lagoon", "volcano", "trade", "ferry", "monsoon", "hawker", "cathedral",
                 "carnival"]  # fmt: skip
_PHRASES = {"Cryptomator vault passphrase: {p}": " ", "passphrase for the KeePass file: {p}": " ",
            "Kopia repository passphrase: {p}": "-", "GPG key passphrase: {p}": " ",
            "di disk passphrase na {p}": " ", "passphrase dyal backup: {p}": "-",
            "frase de contraseña del disco: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://motioneye.nippes.lan/config/list": True,
    "Traefik middleware: customRequestHeaders: Authorization: \"Basic {v}\"": True,
    "Authorization: Bearer {v}": False,
    "http GET https://api.nippes.lan/v2/orders 'Authorization: Bearer {v}'": False,
    "Nginx Proxy Manager custom config: proxy_set_header Authorization \"Basic {v}\";": True,
    "axios.get(url, {{ headers: {{ Authorization: 'Bearer {v}' }} }})": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, URLSAFE, HEX][index % 3], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "bacula-dir.conf:\nDirector {{\n  Name = nippes-dir\n  Password = \"{pw}\"\n}}",
    "bareos-fd.conf:\nDirector {{\n  Name = bareos-dir\n  Password = \"{pw}\"\n}}",
    "lldap_config.toml:\nldap_user_pass = \"{pw}\"",
    "zigbee2mqtt configuration.yaml:\nmqtt:\n  server: mqtt://mqtt.nippes.lan\n  user: z2m\n  password: {pw}",
    "seahub_settings.py:\nEMAIL_HOST_PASSWORD = '{pw}'",
    "FreshRSS data/config.php: 'password' => '{pw}',",
    "motion.conf:\nwebcontrol_authentication admin:{pw}",
    "Pomerium config.yaml:\nshared_secret: {pw}",
    "consul.hcl:\nacl {{ tokens {{ initial_management = \"{pw}\" }} }}",
    "ISPConfig config.inc.php: $conf['db_password'] = '{pw}';",
    "Calibre-Web app.db mail settings: mail_password = {pw}",
    "FileZilla sitemanager.xml: <User>ops</User><Pass>{pw}</Pass>",
    "Remmina profile .remmina:\n[remmina]\nusername=ops\npassword={pw}",
    "DirectAdmin setup.txt:\nadminname=admin\nadminpass={pw}",
    "cPanel .my.cnf:\n[client]\nuser=shop_wp\npassword=\"{pw}\"",
    "urbackup server settings.json: \"internet_server_password\": \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Ngozi: wetin be the password for the POS laptop?\nChinedu: {pw}",
    "[10:02] priya: pw for the jump host?\n[10:03] vishal: {pw}",
    "Edna: {pw} is the new Pomerium admin password",
    "Weiming: just use {pw} lah, that's the root one",
    "Funmi: di new password na {pw}",
    "Shanique: di new password a {pw}",
    "Khadija: l-password jdid howa {pw}",
    "Priya: nouvo password la se {pw}",
    "Jinky: el nuevo password {pw}",
    "Hein: Et neue Passwoot es {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u00adwd = {pw}", "pass\u2060word na {pw}", "password%3D{pw}",
    "passw\u043erd: {pw}", "ＰＡＳＳＷＯＲＤ：{pw}", "Passw\u200coot: {pw}", "mot\u00a0de\u200bpasse : {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout23's proportions).
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
    "the password for the Emby dashboard is": "{s}", "Duplicati UI pw:": "{s} (since Monday)",
    "My email password na": "{s}", "UrBackup admin password": "{s}\nchange it after the restore test",
    "mi password a": "{s}", "l-mot de passe dyali:": "{s}", "Passwoot:": "{s}",
    "Seafile admin password": "{s}", "the password Delroy read out on the call was": "{s}, I think",
    "mo password:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "SonarCloud token", "{s}", _j((HEX, 40))),
    ("split_token", "Korapay secret key:", "{s} (live)", _j("sk_live_", (ALNUM, 40))),
    ("split_token", "IntaSend secret", "{s}", lambda g: "ISSecretKey_live_" + v.uuid4(g, "8")),
    ("split_seed", "my wallet seed words na", "{s}", _english_seed),
    ("split_card", "card no.", "{s} exp 03/31", lambda g: v.grouped(v.card(g, "discover"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FO"))),
    ("split_backup", "Tutanota recovery codes", "{s}\n4kd8w-m2q7z\nv9x3p-h6t1r", lambda g: _r(g, LOWER_DIGITS, 5) + "-" + _r(g, LOWER_DIGITS, 5)),
    ("split_otp", "2FA setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "GSTIN", "{s}", _gstin),
    ("split_phrase", "Cryptomator passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"urbackup": {"host": "10.30.0.7", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"Passwoot": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"username": "delroy", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"stacks": [{"name": "emby"}, {"name": "seafile", "db_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mongosh", "-u", "edna", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "my email password na {s}"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in as siti, password {s}"}': ("meta_password", _plain_pw),
    '{"sonarcloud": {"token": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"korapaySecret": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 40))),
    '{"intasend_secret_key": "{s}"}': ("meta_token", lambda g: "ISSecretKey_live_" + v.uuid4(g, "8")),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "05/32"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"payout": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LI")),
    '{"company": {"acn": "{s}"}}': ("meta_id", _acn),
    '{"2fa": {"recovery_codes": ["{s}", "58203914", "90417725"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"recovery_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"session_secret": "{s}"}': ("meta_key", lambda g: v.hex_key(g, 64)),
    '{"door": {"keypad": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "MTN_4G_5A21", "passphrase": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pydantic-2.12.4-py3-none-any.whl").hexdigest()
_NPM_SHA512 = base64.b64encode(hashlib.sha512(b"esbuild-0.25.12.tgz").digest()).decode()
_GO_SUM = base64.b64encode(hashlib.sha256(b"github.com/spf13/cobra v1.10.1").digest()).decode()
_IMAGE = hashlib.sha256(b"docker.io/library/postgres:17.6").hexdigest()
_COMMIT = hashlib.sha1(b"shop: add the CinetPay webhook", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"emby: pin 4.9", usedforsecurity=False).hexdigest()[:9]
_MD5_ISO = hashlib.md5(b"debian-13.2.0-amd64-netinst.iso", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Tutanota password before the flight to Kingston on 2026-12-18.",
    "Tunde asked for the wifi password; it's written on the fridge whiteboard.",
    "Rule: passwords of 14 characters or more, stored only in the team vault.",
    "Please don't paste passwords into Lark; share a vault link instead.",
    "The `.env.example` line `KORAPAY_SECRET_KEY=changeme` is a placeholder; the real key is in the vault.",
    "`MARIADB_ROOT_PASSWORD: example` in the sample compose file is the upstream placeholder.",
    "Replace <API_KEY> in the README with a key from Settings → Developers.",
    "CINETPAY_APIKEY and SONAR_TOKEN have to be set before the nightly build.",
    "No tell anybody your password o.",
    "Nuh give nobody yuh password.",
    "Matgoul l-password dyalek l-7ta wa7ed.",
    "Pa donn personn to password.",
    "Ka bu da ninguen bu senha.",
    "No dale con nadie tu password.",
    "Don't anyhow give people your password lah.",
    "Sag keinem ding Passwoot.",
    "La clave debe tener al menos diez caracteres.",
    "Das Kennwort läuft nach 90 Tagen ab.",
    "Le mot de passe doit contenir une majuscule.",
    "A senha precisa ter um número e um símbolo.",
    "Upgraded Seafile from 12.0.14 to 13.0.5 and Emby to 4.9.1.80 on Sunday.",
    f"commit {_COMMIT} adds the CinetPay webhook.",
    f"Reverted to {_SHORT} after the Emby update broke transcoding.",
    f"requirements.txt: pydantic==2.12.4 --hash=sha256:{_WHEEL_SUM}",
    f"package-lock.json: \"integrity\": \"sha512-{_NPM_SHA512}\"",
    f"go.sum: github.com/spf13/cobra v1.10.1 h1:{_GO_SUM}",
    f"The shop database image is postgres@sha256:{_IMAGE}.",
    f"MD5 of the Debian netinst ISO is {_MD5_ISO}, matching the mirror.",
    "Trace id 7b1e4c90-2f3a-4d88-b6c1-0a9e5f37d214 is the slow request.",
    "Order 402-7719305-2284116 ships Friday.",
    "ticket KOL-2213: Linkding bookmarks disappear after the upgrade.",
    "Call the Ikeja branch on +234 1 280 4417 before 4 pm.",
    "Parcel RR904417735JM is waiting at the Half Way Tree post office.",
    "Router: MikroTik hAP ax3, RouterOS 7.20.4.",
    "The Dell needs BIOS 1.31.0 before the dock firmware update.",
    "After five wrong passwords the account is locked for 30 minutes.",
    "The model accepts 200k tokens of context and returns at most 16,384 tokens.",
    "The secret to a good cachupa is cooking it the day before.",
    "Ask Hamza for the gate code, I don't have it.",
    "My card ending 7719 was declined at the Mindelo market.",
    "The bank form wants the IBAN without spaces.",
    "Print the backup codes and keep them in the safe.",
    "No wallet support agent will ever ask for your recovery phrase.",
    "Keep `PAYU_MERCHANT_SALT` in the secret store, never in git.",
    "The keypad beeps twice when the code is wrong.",
    "v3.8.0-rc.2 fixes the API key rotation page.",
    "Board id 5d3a9f12-6e7b-4c21-8a40-b29c7e1f0d63 appears in every public share link.",
    "The café wifi 'Tampines-Free-WiFi' is open, no password needed.",
    "Retro moved to 2026-12-09 15:00 SGT, room Laksa.",
    "Il PIN del bancomat non va mai condiviso.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_last_changed": "2026-11-20T09:30:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/shop/korapay", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 3318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pydantic", "version": "2.12.4"}}',
    '{"ticket": "KOL-2213", "order": "402-7719305-2284116"}',
    '{"router": {"model": "hAP ax3", "routeros": "7.20.4"}}',
    '{"phone": "+234 1 280 4417", "city": "Ikeja"}',
    '{"mfa_enabled": true, "backup_codes_remaining": 7, "max_tokens": 16384}',
    '{"trace_id": "7b1e4c90-2f3a-4d88-b6c1-0a9e5f37d214", "latency_ms": 1840}',
    '{"env_example": "KORAPAY_SECRET_KEY=changeme", "ssid": "Tampines-Free-WiFi", "open": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
