# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, twenty-sixth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
twenty-fifth held-out corpus as a format example, the fifth to twenty-fifth only to search them
for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, and the scrubber was never run on it. Its own seed, password words,
names, places, templates, tools, vendors and layouts, the way a health NGO's IT people leak
secrets into an assistant's memory: Microsoft Kaizala, Naver Band, Zangi, Beekeeper, Connecteam,
FluffyChat, Cinny, Gajim, WeeChat, irssi and Stackfield pastes, Cherrytree, Zim, QOwnNotes,
Inkdrop, Typora, Sticky Notes, Quip, Nuclino, Slite, TickTick and Microsoft To Do notes to self,
incident write-ups, Hesk and HaloITSM tickets, e-mails, runbooks, PuTTY, SecureCRT, Alacritty,
foot, JuiceSSH, Windows Terminal, iTerm2, ConnectBot, Cmder, ConEmu, Yakuake and urxvt history,
DHIS2, OpenMRS, Bahmni, OpenEMR, KoboToolbox, CommCare, RapidPro, OpenLMIS, SORMAS, OpenELIS, GNU
Health, iHRIS, OpenBoxes, Koha, LimeSurvey, Ushahidi, CiviCRM, DSpace, Omeka, Piwigo, Alfresco,
Nuxeo, Mailu, Stalwart, Modoboa, iRedMail, Listmonk, Mautic, Psono, Passbolt, Nebula, Gogs,
ownCloud and CyberPanel configs and commands, README fragments, voice-dictated text and requests
to the assistant itself. About 60 % English (or language-neutral config and shell), the rest in
Seychellois Creole (Kreol Seselwa), Kituba (Kikongo ya leta), Bemba (Icibemba), Acehnese,
Gilbertese (Kiribati), Navajo (Diné bizaad), Mapudungun and Dzongkha (no earlier docstring or word
list names them), and Chilean Spanish, German, French, European Portuguese, Italian, Turkish,
Russian, Japanese, Korean and Traditional Chinese in wordings of their own. Vendors (MTN MoMo,
Interswitch, Kopo Kopo, Fawry, PayDunya, Paysafe, bKash, SSLCommerz, JazzCash, PayHere, eSewa,
PayPay, LINE Pay, KakaoPay, NICEPAY, ECPay, NewebPay, Khipu, Cielo, Przelewy24, Nuvei, Dojo,
2Checkout, Sumsub, Stream, Daily, Clarifai, QStash, thirdweb, Redsys) are ones heldouts 5 to 25 do
not name; the national ids are kinds they do not use (Greece's AFM, Italy's partita IVA, France's
SIRET and Cyprus' tax identification code with their check digits from python-stdnum; Austria's
Firmenbuchnummer, Portugal's NISS and Spain's Seguridad Social number (NUSS) with check digits
computed here; Zambia's NRC number and Bhutan's CID number, which carry none; passports under
Seychellois, Kituba and Gilbertese words). The IBANs are of countries used least by a rough count
over heldouts 5 to 25 (Austria, Czechia, Denmark, Finland, Hungary, Norway, Romania and Ireland,
each in one earlier corpus). Measured once; a miss here is reported, not tuned on.
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
from stdnum.cy import vat as cy_vat
from stdnum.fr import siret as fr_siret
from stdnum.gr import vat as gr_vat
from stdnum.it import iva as it_iva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 26_448_193
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


_FOODS = ["Ladob", "Bouyon", "Kari", "Nshima", "Ifisashi", "Chikanda", "Kapenta", "Pondu",
          "Liboke", "Chikwangue", "Timphan", "Beulangong", "Babai", "Ikari", "Frybread",
          "Naneskadi", "Catuto", "Merken", "Muday", "Datshi", "Suja", "Zaow"]  # fmt: skip
_PLACES = ["Praslin", "LaDigue", "Beauvallon", "Kasama", "Mansa", "Mpika", "Luwingu", "Kikwit",
           "Kenge", "Bulungu", "Meulaboh", "Sigli", "Bireuen", "Betio", "Bairiki", "Tabiteuea",
           "Chinle", "Kayenta", "Shiprock", "Temuco", "Tirua", "Lonquimay", "Punakha",
           "Trongsa", "Bumthang"]  # fmt: skip
_NAMES = ["Sylvette", "Jeanclaude", "Mariange", "Mwila", "Chanda", "Bwalya", "Mutale", "Mbuyi",
          "Kiala", "Nsimba", "Teuku", "Iskandar", "Nurul", "Teaiwa", "Tebano", "Kaiea",
          "Shandiin", "Ahiga", "Nizhoni", "Millaray", "Ayelen", "Karma", "Pema", "Tshering"]  # fmt: skip
_SYMBOLS = "!#$%&*+=?@^~"

# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES)}{g.choice(_SYMBOLS)}{g.randrange(1960, 2027)}",
    lambda g: f"{g.choice(_NAMES)}_{g.choice(_FOODS).lower()}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 5) + g.choice(_SYMBOLS) + _r(g, ALNUM, 5) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: g.choice(_FOODS) + g.choice(["+", "&", "@"]) + g.choice(_PLACES) + _r(g, D, 2),
    lambda g: g.choice(["Pr4sl1n", "K4s4m4", "K1kw1t", "B3t10", "Ch1nl3", "T3mUc0", "PuN4kh4", "M3ul4b0h"]) + g.choice(_SYMBOLS) + _r(g, D, 3),
    lambda g: f"{g.choice(['Quiet', 'Salty', 'Green', 'Windy'])}{g.choice(['Frigate', 'Lechwe', 'Okapi', 'Takin', 'Condor', 'Heron'])}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM + "!@&", 14),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + g.choice(_SYMBOLS) + _r(g, D, 5),
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_NAMES).lower()}.{_r(g, D, 4)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FOODS, 3)) + "-" + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1, 32):02d}{g.randrange(1, 13):02d}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Kaizala group 'Kasama clinic', Mwila: the DHIS2 admin password is {pw}",
    "Naver Band post (Chinle outreach): OpenMRS superuser password is now {pw}",
    "Zangi chat, Teaiwa: the Bahmni login password {pw} works again",
    "Beekeeper stream, Pema: new OpenEMR admin password is {pw}",
    "Connecteam update: KoboToolbox super-admin password {pw}, do not forward",
    "FluffyChat #ops-temuco: CommCare HQ web user password {pw}",
    "Cinny room #infra: the RapidPro org admin password is {pw}",
    "Gajim message from iskandar@tulana.lan: OpenLMIS admin password {pw}",
    "WeeChat #tulana-noc <yazzie> SORMAS admin password is {pw}",
    "irssi 14:02 <dorji> the Koha staff client password is {pw}",
    "Cherrytree node 'Clinic IT' › LimeSurvey admin password {pw}",
    "Zim wiki page Servers:OpenELIS — password {pw}",
    "QOwnNotes: Ushahidi deployment admin password {pw}",
    "Inkdrop note 'handover': the CiviCRM admin password is {pw}",
    "Sticky Notes on the reception PC: Windows password {pw}",
    "Hi Chanda,\n\nthe iHRIS admin password is {pw} until the audit on Monday,\nplease change it right after.\n\nMutale",
    "Incident 2026-11-30: OpenBoxes at the Kikwit depot was open to the internet with admin password {pw}",
    "Runbook: GNU Health at the Betio clinic\n1. open the Tryton client\n2. log in as admin, password {pw}\n3. check the lab module",
    "README (deploy)\nDSpace runs at https://repo.tulana.lan, the admin@tulana.lan password is `{pw}`.",
    "Hesk ticket #5120: the Mailu postmaster password ({pw}) is on the whiteboard, rotate please",
    "HaloITSM request 2231: Passbolt recovery, the old admin password was {pw}",
    "Nuclino page 'accounts': Psono admin password {pw}",
    "Slite doc 'Paro office': the Alfresco admin password is {pw}",
    "TickTick task: change the Nuxeo Administrator password ({pw}) before Friday",
    "Microsoft To Do: Omeka admin password {pw}, rotate",
    "remember my Piwigo webmaster password: {pw}",
    "note to self: Stalwart mail admin password {pw}",
    "dictated: the Modoboa admin password is {pw} period",
    "after the iRedMail install the postmaster password was {pw}",
    "my Zanaco internet banking password is {pw} now",
    "can you keep my Airtel Money login? the password is {pw}",
    "password for grandpa's Gmail: {pw}",
    "the Roblox account password is {pw}, don't tell the kids",
    "my BSI Mobile password is {pw}, save it",
    "Listmonk admin password: {pw} (temporary)",
    "the eduroam password on my laptop is {pw}",
    "Mon modpas pour lemel i {pw}",
    "modpas router lakaz: {pw}",
    "Password ya email ya mono kele {pw}",
    "password ya router na nzo: {pw}",
    "Password ya email yandi ni {pw}",
    "password ya router mu ng'anda: {pw}",
    "Password email lôn nakeuh {pw}",
    "password router di rumoh lôn: {pw}",
    "Au password n te email bon {pw}",
    "te password n te router n au auti: {pw}",
    "Shi email password éí {pw} át'é",
    "shighan router bee password: {pw}",
    "Tañi email password ta {pw}",
    "ruka mew router password: {pw}",
    "ངེ་གི་ email password འདི་ {pw} ཨིན།",
    "ཁྱིམ་གྱི་ router password: {pw}",
    "clave de la Clave Única para el SII: {pw}",
    "Kennwort fürs ELSTER-Konto: {pw}",
    "mot de passe du compte CAF : {pw}",
    "palavra-passe do Portal das Finanças: {pw}",
    "la password del Fascicolo Sanitario è {pw}",
    "e-Devlet şifrem: {pw}",
    "пароль от Госуслуг: {pw}",
    "健保快易通的密碼是 {pw}",
    "マイナポータルのパスワード：{pw}",
    "정부24 비밀번호는 {pw}",
    "Sylvette: nouvo modpas server i {pw}",
    "Nsimba: password ya mpa ya server kele {pw}",
    "Bwalya: password ipya iya server ni {pw}",
    "Teuku: password barô server nakeuh {pw}",
    "Tebano: te password ae boou n te server bon {pw}",
    "Ahiga: server bee password ániidí éí {pw}",
    "Millaray: we password server ta {pw}",
    "Karma: server གི་ password གསརཔ་ {pw} ཨིན།",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["sylvette", "jc.hoareau", "mwila.c", "chanda", "bwalya.m", "mutale", "mbuyi.k",
          "nsimba", "teuku.i", "nurul", "teaiwa", "tebano.k", "shandiin.y", "ahiga",
          "nizhoni.b", "millaray", "ayelen.h", "karma.d", "pema", "tshering.w", "svc-dhis2",
          "clinicadmin"]  # fmt: skip
_LOGINS = [
    "Kaizala: Chanda says the DHIS2 login is {u} / {pw}",
    "Hesk ticket #5133: {u} locked out of OpenMRS, last password {pw}",
    "user={u} pass={pw}",
    "Cherrytree › Clinic › Bahmni › {u} — {pw}",
    "| app | login | password |\n|---|---|---|\n| koha | {u} | {pw} |",
    "sign in as {u} with the password {pw} on CommCare HQ",
    "Nebula lighthouse ssh: {u}:{pw}",
    "login {u}\npassword {pw}",
    '{{"username": "{u}", "passwd": "{pw}"}}',
    "Zangi: account {u}, password {pw}",
    "Pema says the Psono account is {u} and the password is {pw}",
    "mon login i {u}, mon modpas i {pw}",
    "nkumbu ya muntu: {u}, password: {pw}",
    "ishina lya kubomfya: {u}, password: {pw}",
    "nan pengguna {u}, password {pw}",
    "aran te tia kamanena: {u}, password: {pw}",
    "username éí {u}, password éí {pw}",
    "üy: {u}, password: {pw}",
    "ལག་ལེན་པའི་མིང་ {u}, password {pw}",
    "usuario {u} con clave {pw}",
    "Benutzerkennung {u}, Kennwort {pw}",
    "identifiant {u} et mot de passe {pw}",
    "kullanıcı adı {u}, şifre {pw}",
    "логин {u}, пароль {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["ladob", "nshima", "kapenta", "pondu", "timphan", "babai", "frybread", "catuto",
               "merken", "ifisashi", "liboke", "datshi"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, lowercase, and then {d}",
    "password: the food {w} and after it the number {d}",
    "for the OpenMRS box it's {w} with {d} on the end",
    "voice memo: the wifi password is {w} then {d}, all together",
    "spelled out: {w}, then {d}",
    "it's {w}{d}, the dish and the number joined",
    "modpas i sa mo {w} apre {d}",
    "password kele mpova {w} na nima {d}",
    "password ni ishiwi {w} lyakonkapo {d}",
    "password nakeuh haba {w} lheuh nyan {d}",
    "te password bon te taeka {w} imwiina {d}",
    "password ta {w} dungu, fey {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "plink -ssh -pw {pw} {u}@kasama-gw.tulana.lan",
    "pscp -pw {pw} dhis2.sql.gz {u}@repo.tulana.lan:/srv/backups/",
    "putty.exe -ssh {u}@betio-clinic.tulana.lan -pw {pw}",
    "SecureCRT.exe /SSH2 /L {u} /PASSWORD {pw} chinle-gw.tulana.lan",
    "sudo koha-shell library -c 'perl misc/admin/set_password.pl --userid {u} --password {pw}'",
    "docker exec openmrs-db mysql -u openmrs -p{pw} openmrs -e 'select count(*) from patient'",
    "LISTMONK_ADMIN_USER={u} LISTMONK_ADMIN_PASSWORD={pw} ./listmonk --install --yes",
    "php application/commands/console.php install {u} {pw} 'Survey Admin' {u}@tulana.lan",
    "gogs admin create-user --name {u} --password {pw} --email {u}@tulana.lan --admin",
    "smbclient //files.tulana.lan/clinic -U {u}%{pw}",
    "RSYNC_PASSWORD={pw} rsync -av rsync://{u}@mirror.tulana.lan/dspace/ /srv/dspace/",
    "mongosh --host db.tulana.lan -u {u} -p {pw} --authenticationDatabase admin",
    "influx setup -u {u} -p {pw} -o tulana -b cold-chain -f",
    "lftp -u {u},{pw} sftp://ftp.tulana.lan",
    "curl -u {u}:{pw} https://dhis2.tulana.lan/api/system/info",
    "OC_PASS={pw} sudo -u www-data php occ user:add --password-from-env --display-name='Mwila' {u}",
    "http -a {u}:{pw} https://nuxeo.tulana.lan/nuxeo/api/v1/me",
    "sshpass -p {pw} ssh {u}@kikwit-gw.tulana.lan",
    "keytool -importcert -alias dhis2 -file dhis2.crt -keystore cacerts -storepass {pw} -noprompt",
    "redis-cli -h cache.tulana.lan -a {pw} ping",
    "ipmitool -I lanplus -H 10.61.0.21 -U {u} -P {pw} chassis status",
    "xfreerdp /v:paro-ws03.tulana.lan /u:{u} /p:{pw} /cert:ignore",
    "7z a -p{pw} -mhe=on records.7z records/",
    "zip -P {pw} kobo_export.zip kobo_export.csv",
    "gpg --batch --passphrase {pw} -c dhis2-backup.sql",
    "mysqldump -u{u} -p{pw} openemr > openemr.sql",
    "restic -r sftp:{u}@backup.tulana.lan:/srv/restic --password-command 'echo {pw}' snapshots",
    "ldapsearch -x -H ldap://ldap.tulana.lan -D 'cn={u},dc=tulana,dc=lan' -w {pw} '(uid=*)'",
    "docker login registry.tulana.lan -u {u} -p {pw}",
    "mosquitto_sub -h mqtt.tulana.lan -u {u} -P {pw} -t 'fridges/#'",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "net use Z: \\\\files.tulana.lan\\clinic {pw} /user:TULANA\\{u}",
    "Invoke-Sqlcmd -ServerInstance sql.tulana.lan -Username {u} -Password {pw} -Query 'SELECT 1'",
    "sqlcmd -S sql.tulana.lan -U {u} -P {pw} -Q 'SELECT @@VERSION'",
    "PGPASSWORD={pw} psql -h db.tulana.lan -U {u} dhis2",
    "echo {pw} | sudo -S systemctl restart tomcat9",
    "stalwart-cli --url https://mail.tulana.lan --credentials {u}:{pw} account list",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PuTTY session log:\n{c}", "SecureCRT> {c}", "Alacritty: {c}",
    "foot ~ $ {c}", "JuiceSSH (phone):\n$ {c}", "Windows Terminal\nPS C:\\Users\\it> {c}",
    "iTerm2 ➜  ~ {c}", "ConnectBot: {c}", "Cmder λ {c}", "ConEmu> {c}",
    "Yakuake tab 2:\nroot@dhis2:~# {c}", "urxvt % {c}", "run sa pou mwan: {c}",
    "bomfya ili command: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a CI log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@db.tulana.lan:5432/dhis2",
    "mysql://{u}:{pw}@mysql.tulana.lan:3306/openmrs",
    "jdbc:postgresql://db.tulana.lan:5432/openlmis?user={u}&password={pw}",
    "amqp://{u}:{pw}@rabbit.tulana.lan:5672/rapidpro",
    "redis://{u}:{pw}@cache.tulana.lan:6379/2",
    "imaps://{u}:{pw}@mail.tulana.lan:993",
    "sftp://{u}:{pw}@files.tulana.lan/kobo-exports",
    "https://{u}:{pw}@couch.tulana.lan:5984/commcarehq",
    "mssql+pyodbc://{u}:{pw}@sql.tulana.lan/ihris?driver=ODBC+Driver+18+for+SQL+Server",
    "https://{u}:{pw}@search.tulana.lan:9200",
    "oracle://{u}:{pw}@ora.tulana.lan:1521/ORCLPDB1",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "dhis.conf comment: # old {c}",
    "compose.yaml:\n  environment:\n    - DB_URI={c}", "save this connection string: {c}",
    "sa URL database i {c}", "URL ya database kele {c}", "Stackfield task: {c}",
    "Nuclino page 'infra': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _paysafe(g: random.Random) -> str:
    """Paysafe's API key: the base64 of its user name and password."""
    pair = f"private-{_r(g, D, 4)}:B-p1-0-{_r(g, HEX, 8)}-0-{_r(g, HEX, 62)}"
    return base64.b64encode(pair.encode()).decode()


def _payhere(g: random.Random) -> str:
    """PayHere's merchant secret: a long decimal run, base64-encoded."""
    return base64.b64encode(_r(g, D, 39).encode()).decode()


_VENDORS: list[tuple[str, str, Maker]] = [
    ("MTN MoMo", "MOMO_COLLECTION_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Interswitch", "INTERSWITCH_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Kopo Kopo", "KOPOKOPO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Fawry", "FAWRY_SECURITY_KEY", _j((HEX, 32))),
    ("PayDunya", "PAYDUNYA_PRIVATE_KEY", _j("live_private_", (ALNUM, 29))),
    ("Paysafe", "PAYSAFE_API_KEY", _paysafe),
    ("bKash", "BKASH_APP_SECRET", _j((LOWER_DIGITS, 50))),
    ("SSLCommerz", "SSLCZ_STORE_PASSWD", lambda g: g.choice(["tulana", "clinic", "kasama"]) + _r(g, HEX, 12) + "@ssl"),
    ("JazzCash", "JAZZCASH_INTEGRITY_SALT", _j((ALNUM, 10))),
    ("PayHere", "PAYHERE_MERCHANT_SECRET", _payhere),
    ("eSewa", "ESEWA_SECRET_KEY", _j((ALNUM + "&:./(", 16))),
    ("PayPay", "PAYPAY_API_SECRET", _j((B64, 43), "=")),
    ("LINE Pay", "LINEPAY_CHANNEL_SECRET", _j((HEX, 32))),
    ("KakaoPay", "KAKAOPAY_SECRET_KEY", _j("PRD", (UPPER_HEX, 37))),
    ("NICEPAY", "NICEPAY_SECRET_KEY", _j((HEX, 32))),
    ("ECPay", "ECPAY_HASH_KEY", _j((ALNUM, 16))),
    ("NewebPay", "NEWEBPAY_HASH_KEY", _j((ALNUM, 32))),
    ("Khipu", "KHIPU_SECRET", _j((HEX, 40))),
    ("Cielo", "CIELO_MERCHANT_KEY", _j((UPPER, 40))),
    ("Przelewy24", "P24_API_KEY", _j((HEX, 32))),
    ("Nuvei", "NUVEI_MERCHANT_SECRET_KEY", _j((ALNUM, 64))),
    ("Dojo", "DOJO_SECRET_KEY", _j("sk_prod_", (URLSAFE, 86))),
    ("2Checkout", "TWOCHECKOUT_SECRET_KEY", _j((ALNUM + "~!@#%^*()=[]", 20))),
    ("Sumsub", "SUMSUB_APP_TOKEN", _j("prd:", (ALNUM, 24), ".", (ALNUM, 32))),
    ("Stream", "STREAM_API_SECRET", _j((LOWER_DIGITS, 64))),
    ("Daily", "DAILY_API_KEY", _j((HEX, 64))),
    ("Clarifai", "CLARIFAI_PAT", _j((HEX, 32))),
    ("QStash", "QSTASH_CURRENT_SIGNING_KEY", _j("sig_", (ALNUM, 28))),
    ("thirdweb", "THIRDWEB_SECRET_KEY", _j((URLSAFE, 86))),
    ("Redsys", "REDSYS_SECRET_KEY", _j((B64, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "C:\\tulana> set {env}={tok}",
    "PS C:\\tulana> $env:{env} = \"{tok}\"",
    "CyberPanel › Websites › pay.tulana.lan › .env:\n{env}={tok}",
    "Alacritty:\n$ printenv {env}\n{tok}",
    "settings.ini:\n[{slug}]\nsecret = {tok}",
    "Typora draft 'payments.md': **{vendor}** secret `{tok}`",
    "Beekeeper post from Karma: new {vendor} secret for prod is {tok}, the old one is revoked",
    "Hesk ticket #5140: {vendor} callbacks fail with 401, the key in use is {tok}",
    "Quip sheet: {vendor} | live | {tok}",
    "remember my {vendor} secret: {tok}",
    "Nuclino › Vendors › {vendor} › {tok}",
    "kle sekre {vendor} i {tok}",
    "API key ya {vendor} kele {tok}",
    "API key ya {vendor} ni {tok}",
    "API key {vendor} nakeuh {tok}",
    "te API key n {vendor} bon {tok}",
    "{vendor} API key éí {tok}",
    "{vendor} API key ta {tok}",
    "{vendor} གི་ API key {tok} ཨིན།",
    "llave secreta de {vendor} (producción): {tok}",
    "{vendor}-Schlüssel (live): {tok}",
    "clé {vendor} de prod : {tok}",
    "chave secreta {vendor}: {tok}",
    "{vendor} gizli anahtarı: {tok}",
    "секретный ключ {vendor}: {tok}",
    "{vendor} 的密鑰：{tok}",
    "{vendor} の秘密鍵：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    momo, momo_user, momo_key = _r(rng, HEX, 32), v.uuid4(rng, "8"), _r(rng, HEX, 32)
    paysafe = _paysafe(rng)
    khipu = _r(rng, HEX, 40)
    daily = _r(rng, HEX, 64)
    p24_id, p24_key = str(rng.randrange(100_000, 999_999)), _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f"curl -X POST https://proxy.momoapi.mtn.com/collection/token/ -H 'Ocp-Apim-Subscription-Key: {momo}' -u {momo_user}:{momo_key}", momo),
        Sample("vendor_token", f"curl https://api.paysafe.com/paymenthub/v1/payments -H 'Authorization: Basic {paysafe}' -H 'Simulator: EXTERNAL'", paysafe),
        Sample("vendor_token", f"$configuration = new Khipu\\Configuration();\n$configuration->setReceiverId(48213);\n$configuration->setSecret('{khipu}');", khipu),
        Sample("vendor_token", f"curl -H 'Content-Type: application/json' -H 'Authorization: Bearer {daily}' https://api.daily.co/v1/rooms", daily),
        Sample("vendor_token", f"curl -u {p24_id}:{p24_key} https://secure.przelewy24.pl/api/v1/testAccess", p24_key),
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


_BARE_PLACES = ["{t}", "Kaizala: {t}", "shown only once, copy it now:\n{t}", "token i {t}",
                "token nakeuh: {t}", "{t}\n^ this one, keep it", "keep for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 36), ".", (URLSAFE, 43)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "dhis.conf:\nencryption.password = {h}": 64,
    "OpenMRS runtime properties: encryption.key={h}": 32,
    "Mailu .env: SECRET_KEY={h}": 32,
    "Listmonk: session secret {h}": 64,
    "Psono settings.yaml: SECRET_KEY: '{h}'": 64,
    "kle chiffreman backup i {h}": 64,
    "kunci enkripsi backup nakeuh {h}": 64,
    "encryption key ya backup ni {h}": 64,
    "KoboToolbox kobo-env: DJANGO_SECRET_KEY={h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "HaloITSM request 2240: token copied from the browser {t}",
    "Cookie: openmrs_session={t}",
    "SORMAS_TOKEN={t}",
    "keep this session token for me {t}",
    "token session i {t}",
    "token ya app kele {t}",
    "Mautic log: Authorization {t}",
]  # fmt: skip


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_792_000_000 + rng.randrange(4_000_000)
    alg = ["ES256", "RS512", "HS256", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": rng.choice(_USERS), "iat": issued,
                              "exp": issued + 3600, "jti": v.uuid4(rng, "9")}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.tulana.lan/realms/clinics",
            "azp": "dhis2",
            "scope": "openid profile",
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, URLSAFE, 20)}
    return {
        "t": _jwt_of(
            rng, header, claims, {"ES256": 86, "RS512": 342, "HS256": 43, "PS256": 342}[alg]
        )
    }


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "Nebula: the host key from the old lighthouse\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Mailu certs/key.pem:\n{key}": ("EC PRIVATE KEY", "\n"),
    '{{"ssl": {{"private_key": "{key}"}}}}': ("PRIVATE KEY", "\\n"),
    "cat > /etc/stalwart/tls.key <<'EOF'\n{key}\nEOF": ("RSA PRIVATE KEY", "\n"),
    "Hesk ticket #5151, key attached:\n{key}": ("DSA PRIVATE KEY", "\n"),
    "pa partaz sa, i private key server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "values.yaml:\ndhis2:\n  tlsKey: |\n    {key}": ("ENCRYPTED PRIVATE KEY", "\n    "),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "DSA PRIVATE KEY": "MIIBvAIBAAKBgQC",
               "ENCRYPTED PRIVATE KEY": "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [f"-----BEGIN {kind}-----"] + [body[k : k + 64] for k in range(0, len(body), 64)]
    lines += [_r(rng, B64, 28) + "==", f"-----END {kind}-----"]
    return {"key": joiner.join(lines), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Tonkeeper backup, copying it before I wipe the phone: {p}": "english",
    "Coin98 recovery phrase\n{p}": "english",
    "please hold on to my imToken mnemonic: {p}": "english",
    "Solflare secret recovery phrase: {p}": "english",
    "voice note: the Bitget Wallet words are {p} and that's the lot": "english",
    "Inkdrop note: old wallet, funds already moved {p}": "english",
    "mon bann mo wallet: {p}": "french",
    "frase semilla de la billetera: {p}": "spanish",
    "frase de recuperação da carteira: {p}": "portuguese",
    "cüzdan kurtarma ifadesi: {p}": "turkish",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "錢包助記詞：{p}": "chinese_traditional",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in set(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split("\u3000") if "\u3000" in phrase else phrase.split(" ")
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
        "\n".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Kaizala, Mutale: the clinic Visa for the domain renewal is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} valid thru {mm}/{yy}",
    "Card number: {c}\nExp: {mm}/{yy}",
    "HaloITSM request 2252: bill the laptop repair to card {c}",
    "nimero mon kart: {c}, {mm}/{yy}",
    "nimero ya karti ya mono kele {c}",
    "inambala ya kadi yandi: {c}, {mm}/{yy}",
    "nomor kartu lôn: {c}",
    "te nambwa n au kaati: {c}, {mm}/{yy}",
    "shi card number éí {c}",
    "tañi tarjeta número ta {c}, {mm}/{yy}",
    "ངེ་གི་ card ཨང་: {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["visa", "jcb", "mastercard", "unionpay", "amex", "maestro", "discover", "diners"][
        index % 8
    ]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", " ", "", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(27, 36))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 03/30, CVC {cvv}", "the three numbers on the back: {cvv}",
               "Amex {c}, the four digits on the front {cvv}", "sa trwa nimero derier kart: {cvv}",
               "CVV ya karti ya mono kele {cvv}", "código de seguridad de la tarjeta: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    code = _r(rng, D, 4 if brand == "amex" else 3)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_COUNTRIES = ["AT", "CZ", "DK", "FI", "HU", "NO", "RO", "IE"]


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_number(g, country), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TUL-2026-0877: please pay to {i} by the 20th",
    "save the Vienna supplier's IBAN: {i}",
    "IBAN: {i}\nReference: deposit for the Dublin flat",
    "Beekeeper #finance: new bank details, IBAN {i}",
    "mon IBAN: {i}",
    "IBAN ya mono kele {i}",
    "IBAN yandi: {i}",
    "IBAN lôn: {i}",
    "au IBAN: {i}",
    "tañi IBAN: {i}",
    "Mi IBAN para la transferencia: {i}",
    "Meine IBAN fürs Konto in Wien: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _afm(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("01") + _r(h, D, 8), gr_vat.is_valid)


def _partita_iva(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return _r(h, D, 7) + f"{h.randrange(1, 101):03d}" + _r(h, D, 1)

    return v.until(g, make, it_iva.is_valid)


def _siret(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("3456789") + _r(h, D, 13), fr_siret.is_valid)
    return f"{number[:3]} {number[3:6]} {number[6:9]} {number[9:]}"


def _cy_tic(g: random.Random) -> str:
    body = g.choice("09") + _r(g, D, 7)
    return body + cy_vat.calc_check_digit(body)


def _firmenbuch(g: random.Random) -> str:
    """Austria's Firmenbuchnummer: up to six digits and a check letter (the digits, padded to
    six, weighted 6, 4, 14, 15, 10, 1, mod 17, read in "abdfghikmpstvwxyz")."""
    number = str(g.randrange(10_000, 700_000))
    padded = number.rjust(6, "0")
    total = sum(int(c) * w for c, w in zip(padded, [6, 4, 14, 15, 10, 1], strict=True))
    return f"FN {number}{'abdfghikmpstvwxyz'[total % 17]}"


def _niss(g: random.Random) -> str:
    """Portugal's NISS: eleven digits, the first 1 (a person), the last a check digit (the ten
    before it weighted 29, 23, 19, 17, 13, 11, 7, 5, 3, 2; nine less the sum mod 10)."""
    body = "1" + _r(g, D, 9)
    weights = [29, 23, 19, 17, 13, 11, 7, 5, 3, 2]
    total = sum(int(c) * w for c, w in zip(body, weights, strict=True))
    return body + str(9 - total % 10)


def _nuss(g: random.Random) -> str:
    """Spain's Seguridad Social number: a province, eight digits and two control digits (the
    ten before them, read as a number, mod 97)."""
    province = g.choice(["08", "28", "41", "46", "29", "48", "15", "33"])
    serial = str(g.randrange(10_000_000, 100_000_000))
    control = int(province + serial) % 97
    return f"{province}/{serial}/{control:02d}"


def _nrc(g: random.Random) -> str:
    """Zambia's National Registration Card number: six digits, a district code, a 1."""
    return f"{_r(g, D, 6)}/{g.randrange(10, 100)}/1"


def _bt_cid(g: random.Random) -> str:
    """Bhutan's citizenship id number: eleven digits, the first a 1."""
    return "1" + _r(g, D, 10)


def _passport(g: random.Random) -> str:
    style = g.randrange(3)
    if style == 0:
        return "A" + _r(g, D, 7)  # the Seychelles shape
    if style == 1:
        return "OP" + _r(g, D, 7)  # the Congolese shape
    return "RK" + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "ΑΦΜ: {s}": _afm,
    "Greek tax number (AFM) of the landlord in Chania: {s}": _afm,
    "P.IVA del fornitore: {s}": _partita_iva,
    "partita IVA dello studio {s}": _partita_iva,
    "SIRET de l'établissement : {s}": _siret,
    "SIRET for the Lyon office invoice: {s}": _siret,
    "Αριθμός Φορολογικής Ταυτότητας (Κύπρος): {s}": _cy_tic,
    "Cyprus TIC of the contractor: {s}": _cy_tic,
    "Firmenbuchnummer des Lieferanten: {s}": _firmenbuch,
    "NISS (Segurança Social): {s}": _niss,
    "o meu número da Segurança Social é {s}": _niss,
    "número de afiliación a la Seguridad Social: {s}": _nuss,
    "NUSS del trabajador: {s}": _nuss,
    "NRC number: {s}": _nrc,
    "inambala ya NRC yandi: {s}": _nrc,
    "CID number (Bhutan): {s}": _bt_cid,
    "ངེ་གི་ CID ཨང་ {s}": _bt_cid,
    "nimero mon paspor: {s}": _passport,
    "nimero ya pasipoti ya mono: {s}": _passport,
    "te nambwa n au batiboti: {s}": _passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Tuta recovery codes: {codes}", "DHIS2 two-factor backup codes\n{codes}",
            "Passbolt, the spare MFA codes {codes}", "bann kod backup 2FA:\n{codes}",
            "backup codes ya Google ya mono: {codes}", "Notfall-Codes fürs Konto: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Psono:mwila?secret={s}&issuer=Psono&digits=6",
              "2FA setup key for the CommCare account: {s}", "TOTP secret (Mailu): {s}",
              "kle sekre 2FA i {s}"]  # fmt: skip
_CODES = ["{c} is your Zangi verification code", "Ihr Bestätigungscode lautet {c}",
          "tu código de verificación de Clave Única es {c}", "kod OTP i {c}",
          "OTP ya mono kele {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, (index + 1) % 4)
    sep = ["\n", ", ", "\n", " "][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family(
    "otp_secret", _SEEDS_2FA, lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 1 and "otpauth" not in t)}, "s"
)  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Cable&Wireless-4F2A", "Airtel-Seychelles-5G", "Zamtel_Home_7C1D", "MTN-Kasama-Clinic",
          "Vodacom-Kikwit", "IndiHome-Lhokseumawe", "Telkomsel_Orbit_9B", "ATHKL-Betio",
          "NTUA-Wireless-Chinle", "VTR-Temuco-5G", "Entel_8A3F", "TashiCell-Paro",
          "BTL-Thimphu-Home"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\nWPA key: {pw}",
    "guest network {s}, password {pw}",
    "the wifi at Mutale's house: {s} / {pw}",
    "nmcli dev wifi connect {s} password {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "the key on the sticker under the router: {pw}",
    "modpas wifi {s}: {pw}",
    "password ya wifi {s} kele {pw}",
    "password ya wifi {s} ni {pw}",
    "password wifi {s} nakeuh {pw}",
    "te password n te wifi {s}: {pw}",
    "{s} wifi password éí {pw}",
    "wifi {s} password ta {pw}",
    "wifi {s} གི་ password: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return _r(rng, "abcdefhkmnprstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j("sig_", (ALNUM, 20)), _j((UPPER, 24)),
                 _j("live_private_", (ALNUM, 16)), _j((LOWER_DIGITS, 30))]  # fmt: skip
_SPELL = ["reading it to you one character at a time: {t}", "[dictation] {t}",
          "(split up so the preview doesn't show it) {t}", "mon pou eple li: {t}",
          "lôn eja keu gata: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 3 == 1:
        return {"t": " ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    sep = [" - ", " "][index % 2]
    return {"t": sep.join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kod laport lakour: {pw}", "code ya porte ya nzo kele {pw}",
          "code ya ku cibi ca ng'anda ni {pw}", "kode pintu gudang nakeuh {pw}",
          "te code n te mataroa: {pw}", "the vaccine fridge room keypad code is {pw}",
          "padlock on the generator shed: {pw}", "door code for the Paro office: {pw}#",
          "código del portón: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["frigate", "coco", "lechwe", "okapi", "mango", "canoe", "condor", "araucaria",
                 "takin", "prayerflag", "mesa", "juniper", "atoll", "pandanus", "cassava",
                 "nutmeg"]  # fmt: skip
_PHRASES = {"KeePassXC database passphrase: {p}": " ", "passphrase for the Psono export: {p}": " ",
            "borg repo passphrase: {p}": "-", "LUKS passphrase on the Kikwit server: {p}": " ",
            "passphrase disk i {p}": " ", "passphrase ya backup kele {p}": ".",
            "Passphrase der externen Platte: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://dhis2.tulana.lan/api/33/dataValueSets": True,
    "DHIS2 route config:\n  \"auth\": {{\"type\": \"http-basic\"}},\n  \"headers\": {{\"Authorization\": \"Basic {v}\"}}": True,
    "Authorization: Bearer {v}": False,
    "wget --header='Authorization: Bearer {v}' https://rapidpro.tulana.lan/api/v2/contacts.json": False,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "axios.get(url, {{ headers: {{ Authorization: `Token {v}` }} }})": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, URLSAFE, ALNUM][index % 3], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "dhis.conf:\nconnection.username = dhis\nconnection.password = {pw}",
    "openmrs-runtime.properties:\nconnection.username=openmrs\nconnection.password={pw}",
    "Bahmni .env:\nOPENMRS_DB_USERNAME=openmrs\nOPENMRS_DB_PASSWORD={pw}",
    "OpenEMR sqlconf.php:\n$login = 'openemr';\n$pass = '{pw}';",
    "KoboToolbox kobo-env/envfiles/databases.txt:\nPOSTGRES_USER=kobo\nPOSTGRES_PASSWORD={pw}",
    "LimeSurvey application/config/config.php: 'username' => 'limesurvey', 'password' => '{pw}',",
    "Koha koha-conf.xml: <user>koha_library</user><pass>{pw}</pass>",
    "Mailu mailu.env:\nINITIAL_ADMIN_ACCOUNT=admin\nINITIAL_ADMIN_PW={pw}",
    "Listmonk config.toml:\n[db]\nuser = \"listmonk\"\npassword = \"{pw}\"",
    "Mautic config/local.php: 'db_user' => 'mautic', 'db_password' => '{pw}',",
    "Psono settings.yaml:\nDATABASES:\n  default:\n    USER: psono\n    PASSWORD: '{pw}'",
    "Passbolt passbolt.php: 'Datasources' => ['default' => ['username' => 'passbolt', 'password' => '{pw}']]",
    "Gogs app.ini:\n[database]\nUSER = gogs\nPASSWORD = {pw}",
    "ownCloud config.php: 'dbuser' => 'owncloud', 'dbpassword' => '{pw}',",
    "Alfresco alfresco-global.properties:\ndb.username=alfresco\ndb.password={pw}",
    "DSpace local.cfg:\ndb.username = dspace\ndb.password = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Mariange: ki modpas pour PC resepsyon?\nJeanclaude: {pw}",
    "[07:55] mbuyi: pw ya jump host?\n[07:56] kiala: {pw}",
    "Nizhoni: {pw} is the new OpenMRS admin password",
    "Tshering: use {pw}, that's the root one now",
    "Sylvette: nouvo modpas i {pw}",
    "Kiala: password ya mpa kele {pw}",
    "Chanda: password ipya ni {pw}",
    "Nurul: password barô nakeuh {pw}",
    "Kaiea: te password ae boou bon {pw}",
    "Ayelen: we password ta {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\ufeffword = {pw}", "pa\u200css\u200cword is {pw}",
    "раssword: {pw}", "ᴾᴬˢˢᵂᴼᴿᴰ: {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍: {pw}", "mod\u00adpas: {pw}",
    "pass\u200eword: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout25's proportions).
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
    "the password for the DHIS2 admin is": "{s}", "OpenMRS pw:": "{s} (set on Wednesday)",
    "Mon modpas i": "{s}", "KoboToolbox super-admin password": "{s}\nchange it after the survey",
    "password ya mono kele": "{s}", "password yandi ni": "{s}", "password lôn nakeuh": "{s}",
    "Koha staff password": "{s}", "the password Ahiga read out on the call was": "{s}, I think",
    "tañi password ta": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Nuvei merchant secret key", "{s}", _j((ALNUM, 64))),
    ("split_token", "bKash app secret:", "{s} (live)", _j((LOWER_DIGITS, 50))),
    ("split_token", "Sumsub app token", "{s}", _j("prd:", (ALNUM, 24), ".", (ALNUM, 32))),
    ("split_seed", "mon bann mo wallet", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 07/31", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HU"))),
    ("split_backup", "Tuta recovery codes", "{s}\n4821-9930\n7710-2286", lambda g: _r(g, D, 4) + "-" + _r(g, D, 4)),
    ("split_otp", "2FA setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NISS", "{s}", _niss),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"dhis2": {"url": "https://dhis2.tulana.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"modpas": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "mwila.c", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"apps": [{"name": "koha"}, {"name": "openemr", "db_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "clinicadmin@kikwit-gw"]}': ("meta_password", _plain_pw),
    '{"note": "password ya email ya mono kele {s}"}': ("meta_password", _plain_pw),
    '{"tañi_password": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in as pema with the password {s}"}': ("meta_password", _plain_pw),
    '{"momo": {"subscription_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"dojoSecretKey": "{s}"}': ("meta_token", _j("sk_prod_", (URLSAFE, 86))),
    '{"qstash_signing_key": "{s}"}': ("meta_token", _j("sig_", (ALNUM, 28))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card": "{s}", "expiry": "05/32"}}': ("meta_card", lambda g: v.grouped(v.card(g, "jcb"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "RO")),
    '{"vendor": {"siret": "{s}"}}': ("meta_id", _siret),
    '{"mfa": {"recovery_codes": ["{s}", "k3m9q-x7d2w", "p4t8n-r2v6c"]}}': ("meta_otp", _j((LOWER_DIGITS, 5), "-", (LOWER_DIGITS, 5))),
    '{"wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"session_secret": "{s}"}': ("meta_key", lambda g: v.hex_key(g, 64)),
    '{"clinic": {"fridge_room_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "ATHKL-Betio", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"psycopg-3.2.12-py3-none-any.whl").hexdigest()
_NPM_SHA512 = base64.b64encode(hashlib.sha512(b"react-19.2.0.tgz").digest()).decode()
_GO_SUM = base64.b64encode(hashlib.sha256(b"github.com/slackhq/nebula v1.9.6").digest()).decode()
_IMAGE = hashlib.sha256(b"docker.io/dhis2/core:2.41.5").hexdigest()
_COMMIT = hashlib.sha1(b"openmrs: add the lab orders module", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"dhis2: pin 2.41.5", usedforsecurity=False).hexdigest()[:9]
_SHA1_ISO = hashlib.sha1(b"debian-13.2.0-amd64-netinst.iso", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to reset the OpenMRS password before the trip to Tabiteuea on 2026-12-14.",
    "Teaiwa asked for the guest wifi password; it's on the laminated card at reception.",
    "Policy: passwords of 14 characters or more, kept only in Psono.",
    "Please don't paste passwords into Kaizala; share a Passbolt link instead.",
    "The `.env.example` line `DOJO_SECRET_KEY=changeme` is a placeholder; the real key lives in the vault.",
    "`POSTGRES_PASSWORD: example` in the KoboToolbox sample env file is the upstream default.",
    "Replace <YOUR_API_KEY> in the README with a key from Settings › Developers.",
    "NUVEI_MERCHANT_SECRET_KEY and DAILY_API_KEY must be set before the nightly deploy.",
    "Pa dir personn ou modpas.",
    "Kupesa ve muntu password ya nge.",
    "Wilalanda password yobe ku muntu nangu umo.",
    "Bek neubri password gata keu soe mantong.",
    "Tai tuangnga temanna am password.",
    "Password nee hólǫ́ǫ́ígíí t'áadoo ła' bił hodíílnih.",
    "Ellkange tami password.",
    "ཁྱོད་ཀྱི་ password མི་གཞན་ལུ་ མ་སླབ།",
    "La clave debe tener al menos diez caracteres.",
    "Das Kennwort läuft nach 90 Tagen ab.",
    "Le mot de passe doit contenir une majuscule.",
    "A palavra-passe não pode ser igual às três anteriores.",
    "Upgraded DHIS2 from 2.40.7 to 2.41.5 and OpenMRS to 3.4.0 on Sunday.",
    f"commit {_COMMIT} adds the lab orders module.",
    f"Rolled back to {_SHORT} after the DHIS2 update broke the analytics tables.",
    f"requirements.txt: psycopg==3.2.12 --hash=sha256:{_WHEEL_SUM}",
    f"package-lock.json: \"integrity\": \"sha512-{_NPM_SHA512}\"",
    f"go.sum: github.com/slackhq/nebula v1.9.6 h1:{_GO_SUM}",
    f"The Kasama server runs dhis2/core@sha256:{_IMAGE}.",
    f"SHA1 of the Debian netinst ISO is {_SHA1_ISO}, same as the mirror says.",
    "Request id 7e21c4b9-3f0a-4d6e-8b15-92ac0d4f6e83 is the slow one in the DHIS2 logs.",
    "Order 402-7719354-1180226 arrives on Thursday.",
    "Hesk ticket #5120: the label printer jams since the driver update.",
    "Call the Victoria office on +248 4 321 567 before 3 pm.",
    "Parcel RR739104582SC is waiting at the Victoria post office.",
    "Router: MikroTik hAP ax3, RouterOS 7.20.4.",
    "The OptiPlex 7010 needs BIOS 1.21.0 before the dock firmware.",
    "After five wrong passwords OpenMRS locks the account for 5 minutes.",
    "The model reads 200k tokens of context and writes at most 16,384 tokens.",
    "The secret of a good ladob is ripe plantain and patience.",
    "Ask Kiala for the gate code, I don't have it.",
    "My card ending 7731 was declined at the Kasama market.",
    "The bank form wants the IBAN in groups of four.",
    "Print the backup codes and keep them with the passports.",
    "No wallet support agent will ever ask for your recovery phrase.",
    "Keep `SUMSUB_APP_TOKEN` in the secret store, never in the repository.",
    "The fridge-room keypad beeps twice when the code is wrong.",
    "v3.12.0-rc.2 fixes the API token page in RapidPro.",
    "Dashboard id c4a81f27-5b90-4e3d-a6f2-1d8e09b73c54 is in every shared link.",
    "The café wifi 'Praslin-Free-WiFi' is open, no password needed.",
    "Standup moved to 2026-12-09 08:45 SCT, room Takamaka.",
    "Il codice della carta non va mai detto a nessuno.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2026-11-28T06:40:00Z", "password_min_length": 14}',
    '{"secret_ref": "psono/dhis2/nuvei", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 8841}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "psycopg", "version": "3.2.12"}}',
    '{"ticket": "HESK-5120", "order": "402-7719354-1180226"}',
    '{"router": {"model": "hAP ax3", "routeros": "7.20.4"}}',
    '{"phone": "+248 4 321 567", "city": "Victoria"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "max_tokens": 16384}',
    '{"request_id": "7e21c4b9-3f0a-4d6e-8b15-92ac0d4f6e83", "latency_ms": 1840}',
    '{"env_example": "DOJO_SECRET_KEY=changeme", "ssid": "Praslin-Free-WiFi", "open": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
