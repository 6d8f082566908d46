# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-first's docstring, the
fifth to three-hundred-and-first only to search them (grep -l/-c) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used, the sample types
(`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the library code
of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round corpora, the
corpora written at the same time (the three-hundred-and-third to three-hundred-and-fifth), any
other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the git
history, and the scrubber was never run on it. Its own seed (302719468), password words (a bird
and a Podlasie dish with a number, `DubeltKartacz42!`; a place and a bird and a year; leet place
names, `B14l0w13z4`; a narrow-gauge wagon and seat; a manager's dashed groups; random runs),
names, places, templates, tools, vendors and layouts, the way the staff of a fictional company (a
forest-safari and bison-watching tour desk at Białowieża, an agritourism farm, a Tatar restaurant
in Kruszyniany, a sękacz bakery and a narrow-gauge railway ticket office near Hajnówka) and their
guests leak secrets into an assistant's memory. Every company, person, address, domain
(`gradtrails.lan`, `gradtrails.eu`) and number is fictional; only the region (Podlasie:
Białystok, Białowieża, Tykocin, Kruszyniany, Sejny, Hajnówka; no earlier corpus names them by
grep) is real. Separators: a colon, "is", `to`, `je`, `yra`, `lautet`, `is`, `—`, `→`, `=>`, emoji
(`🤫`, `🤐`, `🙊`), new lines, table bars, quotes and backticks.

Tools and apps by grep (the number of heldouts 5 to 301 that name each, `grep -l`): the
"Session" app 0, Nextcloud Talk 3, duplicacy 4, cadaver 5, snmpget 5, Kanboard 6, OTRS 7,
Bitrix24 8, Keybase 8, kopia 11, mega-login 11, Logseq 14, clickhouse-client 15, Konsole 28,
mongosh 33, Zammad 37; used often before and here in wordings of their own: sshpass (153),
xfreerdp (119), Termux (113), ipmitool (104), mosquitto_pub (98), plink (93), Element (96), Wire
(80), keytool (58), Mattermost (52), rabbitmqctl (49), Rocket.Chat (46), Joplin (44), Obsidian
(71), tmux (83), `WIFI:`, `otpauth://`, Basic and Bearer headers, JWTs, PEM blocks, JDBC and ODBC
strings, env files, Compose, Django, Spring, PHP, .pgpass, .netrc, rclone and msmtp configs.

About half of the secret samples are in other languages than English: Polish texted without
diacritics and with them (`haslo`, `hasl.`, `kod`, `nie mow nikomu`, `trzymaj to dla siebie`,
`zapisz sobie`: the last two in no earlier corpus), Podlachian in Cyrillic and Latin letters
(`парол до компа є`, `parol do kompa je`, `nikomu ne kažy`), Belarusian in Cyrillic and Łacinka
(`пароль ад`, `нікому не кажы`, `parol ad`), Lithuanian of the Sejny minority (`slaptažodis`,
`slaptaž.`, `niekam nesakyk`, `pasilik sau`: the last in none), Ukrainian (`пароль від`, `тримай
при собі`: in none), German birdwatchers (`Kennwort … lautet`, `PW fürs …`, `nicht weitersagen`)
and Dutch birdwatchers (`ww voor`, `niet doorvertellen`). The wordings are the author's
approximations, checked by no speaker; the thinnest guesses are the Podlachian ones (`парол`,
`je`, `ne kažy`), then the Belarusian Łacinka (`parol ad kampjutara`, `nikomu nie kažy`) and the
Lithuanian `slaptafrazė` (a calque for "passphrase").

Vendors: invented ones (PuszczaPay, ZubrBook, NarewSMS, TatarPOS, AgroStay, none in earlier
corpora; Kolejka Tix, Sekacz Cloud, Bialowieza Maps, BirdCount EU, Sejny Ledger), whose shapes
and prefixes are the author's guesses (`pp_live_`, `zbk_`, `skc_pat_`, `bm.`, `ags_`, hex,
base64, UUIDs, a JWT), besides the well-known GitHub, GitLab, Stripe, OpenAI, Anthropic, Slack,
AWS, Google, Telegram, Hugging Face, SendGrid, Twilio, npm, Shopify, DigitalOcean, Mailgun (2),
Sentry (7) and Notion shapes; the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Poland's PESEL
(`stdnum.pl.pesel`, 6 earlier corpora), REGON (`stdnum.pl.regon`, 5) and NIP (`stdnum.pl.nip`),
Lithuania's asmens kodas (`stdnum.lt.asmens`, 3) and PVM code (`stdnum.lt.pvm`, 2), Belarus' UNP
(`stdnum.by.unp`, 9), Ukraine's RNOKPP (`stdnum.ua.rntrc`, 7) and EDRPOU (`stdnum.ua.edrpou`, 5),
the Netherlands' BSN (`stdnum.nl.bsn`) and Germany's Steuer-ID (`stdnum.de.idnr`, 7). Kinds no
library or this file checks (shapes guessed): a Belarusian passport and a Polish identity card
number. Card numbers pass Luhn (Visa, Mastercard, Amex, Maestro, Discover, JCB, and Belkart `9112`
and a Prostir-like `9804` prefix in four groups of four, checked with `stdnum.luhn`); card codes
are three digits or Amex's four. The IBANs are of Poland, Lithuania, Belarus, Ukraine, Germany and
the Netherlands, drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Russian, Czech and Italian lists, each checked with `Mnemonic(lang).check`. Every secret
is drawn again until it is new and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.by import unp as by_unp
from stdnum.de import idnr as de_idnr
from stdnum.lt import asmens as lt_asmens
from stdnum.lt import pvm as lt_pvm
from stdnum.nl import bsn as nl_bsn
from stdnum.pl import nip as pl_nip
from stdnum.pl import pesel as pl_pesel
from stdnum.pl import regon as pl_regon
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 302_719_468
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
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). With
    ``frames``, each text is put in one of them (``{c}``: a shell prompt, a chat line)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str
    frames: list[str] = field(default_factory=list)

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            while True:  # drawn again until the secret is new and no clean text holds it
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(secret, seen):
                    break
            text = template.format_map(fields)
            if self.frames:
                text = rng.choice(self.frames).replace("{c}", text)
            out.append(Sample(self.cls, text, secret))
        return out


def _fresh(secret: str, seen: set[str]) -> bool:
    if secret in seen or any(secret in text for text in _CLEAN_TEXTS):
        return False
    seen.add(secret)
    return True


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_BIRDS = ["Dzieciol", "Zubr", "Bocian", "Orlik", "Puchacz", "Wodniczka", "Dubelt", "Kraska",
          "Muchołowka", "Bielik", "Cietrzew", "Zuraw", "Wilga", "Jarzabek"]  # fmt: skip
_FOOD = ["Sekacz", "Kartacz", "Babka", "Kiszka", "Pierekaczewnik", "Czebureki", "Jeczmionka",
         "Sojka", "Kindziuk", "Mrowisko", "Baleszki"]  # fmt: skip
_PLACES = ["Bialystok", "Bialowieza", "Tykocin", "Kruszyniany", "Sejny", "Hajnowka", "Suprasl",
           "Narew", "Topilo", "Puszczy", "Siemiatycze", "Bohoniki", "Krynki", "Puńsk"]  # fmt: skip
_NAMES = ["Wojtek", "Agnieszka", "Hanna", "Mirek", "Jurek", "Olga", "Dżemil", "Ramazan",
          "Lejla", "Vytautas", "Rūta", "Jonas", "Tetiana", "Bohdan", "Ulrike", "Henrik",
          "Sanne", "Joost", "Mikołaj", "Wasyl", "Nadia", "Ilona"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Zubr0w4", "B14l0w13z4", "S3k4cz", "T0p1l0", "K4rt4cz", "Bi3l1k", "Puch4cz"]


def _manager(g: random.Random) -> str:
    """Four random groups of five, as a password manager writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BIRDS)}{g.choice(_FOOD)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_BIRDS).lower()}.{g.randrange(1990, 2035)}",
    lambda g: f"{g.choice(_LEET)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "!?%&", 16),
    lambda g: f"Wagon{g.randrange(1, 9)}Miejsce{g.randrange(10, 60)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FOOD)}{g.randrange(2, 40)}kg{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    _manager,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.choice(_SYMBOLS)}{g.randrange(1000, 9999)}Zb",
    lambda g: _r(g, ALNUM, 13),
]
_PLAIN_CHARS = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN_CHARS)


_SAID = [
    "Żubr Safari desk, shift note: the tablet for the Białowieża jeep tours has password {pw}",
    "reminder from Agnieszka: booking-portal password for the bison hide is {pw}",
    "Bitrix24 chat, #narrow-gauge: the ticket-printer admin password is {pw}",
    "Rocket.Chat DM from Mirek: the till in the Topiło station booth, password {pw}",
    "Zulip stream 'kuchnia', Dżemil: the POS at the Kruszyniany restaurant, password {pw}",
    "Element room 'sekacz-piekarnia': oven controller web UI password {pw}",
    "Wire message from Hanna: trail-camera cloud account password {pw}",
    "Threema from Jurek: the farm's weather-station portal password {pw}",
    "Session app note: the bakery's label printer admin password {pw}",
    "Mattermost thread 'Sejny office': the NAS password is now {pw}",
    "Keybase chat: guest-house channel manager password {pw} (Agnieszka set it)",
    "Nextcloud Talk, Ilona: the drone account for the forest film, password {pw}",
    "Obsidian note 'Hajnówka depot': locomotive shed PC password {pw}",
    "Joplin note: Tykocin boat-hire kiosk password {pw}",
    "Logseq journal: changed the farm router password to {pw} today",
    "Zammad ticket #5521: the fiscal printer in Kruszyniany rejects password {pw}",
    "OTRS ticket 2033041910000123: reset requested, old password {pw}",
    "Kanboard card 'tour desk laptop': admin password {pw}",
    "Hi Wojtek,\n\nthe password for the reservation server is {pw}. Delete this after.\n\nOlga",
    "runbook, closing the ticket office:\n1. log into the till\n2. password {pw}\n3. print Z-report",
    "README (bakery shelf PC)\nthe oven dashboard is at http://piec.gradtrails.lan, password `{pw}`.",
    "incident 2033-08-02: the booking tablet was left unlocked; its password {pw} must change",
    "please remember the password to my Pekao-like bank app: {pw}",
    "voice note: the guest wifi admin password is {pw}, end of note",
    "after the firmware update the camera-trap portal password became {pw}",
    "note to self: password for the railway's seat-map editor {pw}",
    "haslo do kasy na stacji to {pw}",
    "Wojtek pisze: haslo do tabletu przewodnika: {pw} nie mow nikomu",
    "hasło do routera w zagrodzie → {pw}",
    "hasl. do piekarni {pw} 🤫 trzymaj to dla siebie",
    "nowe haslo do rezerwacji: {pw}, zapisz sobie gdzies",
    "| system | hasło |\n|---|---|\n| kasa Topiło | {pw} |",
    "Ramazan: hasło do terminala w restauracji — {pw}",
    "haslo na sezon: {pw} (nie wysylaj nikomu)",
    "парол до компа в касі є {pw}, нікому не кажы",
    "parol do kompa w kasi je {pw}, nikomu ne kažy",
    "пароль ад вайфая ў хаце: {pw} 🤐",
    "parol ad kampjutara: {pw}, nikomu nie kažy",
    "новы пароль ад сервера — {pw}",
    "Mano el. pašto slaptažodis: {pw}, niekam nesakyk",
    "slaptaž. nuo kasos kompiuterio -> {pw}",
    "Rūta: naujas serverio slaptažodis yra {pw}, pasilik sau",
    "пароль від ноута екскурсовода: {pw}, тримай при собі",
    "Тетяна: новий пароль до каси — {pw} 🙊",
    "пароль до вайфаю на фермі => {pw}",
    "Kennwort fürs Spektiv-Tablet lautet {pw}, bitte für dich behalten",
    "PW fürs Vogelzählportal: {pw} (nicht weitersagen)",
    "Ulrike: das Passwort vom Ferienhaus-Router ist {pw}",
    "het wachtwoord van de vogelhut-tablet is {pw}, niet doorvertellen",
    "ww voor de telpost-laptop: {pw}",
    "Joost: wachtwoord van de huurauto-app → {pw}",
    "Sanne zegt: het nieuwe wachtwoord is {pw} hoor",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["wojtek", "agnieszka.k", "hanna", "mirek", "jurek.s", "olga", "dzemil", "ramazan",
          "lejla.m", "vytautas", "ruta", "jonas.p", "tetiana", "bohdan", "ulrike", "henrik",
          "sanne", "joost.v", "kasa-topilo", "tour-desk", "piekarnia", "zagroda"]  # fmt: skip
_LOGINS = [
    "Zammad #5530: login for the channel manager is {u} / {pw}",
    "kasa login {u}, pw {pw}",
    "Bitrix24 › Wiki › Tour desk › Booking tablet: {u} — {pw}",
    "| app | user | password |\n|---|---|---|\n| seat map | {u} | {pw} |",
    "sign in to the reservation panel as {u} with {pw}",
    "creds {u}:{pw}",
    "user: {u}\npassword: {pw}",
    "- host: kasa-topilo\n  username: {u}\n  password: {pw}",
    "Mirek says the fiscal printer account is {u} and the password is {pw}",
    "service,login,password\npos-kruszyniany,{u},{pw}",
    "login {u} haslo {pw}",
    "użytkownik: {u}, hasło: {pw}",
    "карыстальнік {u}, пароль {pw}",
    "vartotojas {u}, slaptažodis {pw}",
    "користувач {u} / пароль {pw}",
    "Benutzer {u}, Kennwort {pw}",
    "gebruikersnaam {u}, wachtwoord {pw}",
    "login: {u} / haslo: {pw} 🤫",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kartacze", "babka", "jeczmionka", "pierekaczewnik", "czeburek", "wodniczka",
               "dubelt", "puchacz", "kraska", "zubrowka", "bohoniki", "topielec", "kindziuk",
               "mrowisko", "baleszka", "cietrzew", "jarzabek", "orlik", "samowar", "kibinai"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, all lower case, then {d}",
    "password: the word {w}, followed by the number {d}",
    "for the ticket till it's {w} with {d} after it",
    "voice memo: the farm wifi password is {w} and then {d}, no space",
    "haslo to slowo {w} i liczba {d}",
    "hasło: słowo {w}, potem {d}",
    "парол — слово {w}, потом {d}",
    "slaptažodis yra žodis {w}, po to {d}",
    "пароль — слово {w}, а потім {d}",
    "Das Passwort ist das Wort {w}, dann {d}",
    "het wachtwoord is het woord {w}, daarna {d}",
    "type {w}, then {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    return {"w": word, "d": str(rng.randrange(100, 10_000))}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "sshpass -p '{pw}' ssh {u}@kasa-topilo.gradtrails.lan",
    "mysql -h rez.gradtrails.lan -u {u} -p'{pw}' rezerwacje",
    "redis-cli -h cache.gradtrails.lan -a '{pw}' info keyspace",
    "docker login registry.gradtrails.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //nas.gradtrails.lan/zdjecia -U '{u}%{pw}'",
    "xfreerdp /v:kasa-pc.gradtrails.lan /u:{u} /p:'{pw}'",
    "ldapsearch -x -H ldap://dc.gradtrails.lan -D 'cn={u},dc=grad' -w '{pw}' '(uid=*)'",
    "sqlcmd -S pos-db.gradtrails.lan -U {u} -P '{pw}' -d Kasa",
    "zip -P '{pw}' faktury-2033.zip faktury/*.pdf",
    "7z a -p'{pw}' zdjecia-zubry.7z zdjecia/",
    "openssl enc -aes-256-cbc -in umowy.tar -out umowy.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c lista-gosci.csv",
    "plink -ssh {u}@lokomotywownia.gradtrails.lan -pw '{pw}'",
    "lftp -u {u},'{pw}' ftp.gradtrails.lan",
    "htpasswd -nb {u} '{pw}'",
    "rabbitmqctl add_user {u} '{pw}'",
    "ipmitool -I lanplus -H bmc.gradtrails.lan -U {u} -P '{pw}' chassis status",
    "mosquitto_pub -h mqtt.gradtrails.lan -u {u} -P '{pw}' -t piec/temp -m 182",
    "cqlsh cass.gradtrails.lan -u {u} -p '{pw}'",
    "keytool -importcert -alias bilety -file bilety.crt -keystore pos.jks -storepass '{pw}'",
    "curl -u {u}:'{pw}' https://rez.gradtrails.lan/api/bookings",
    "echo '{pw}' | sudo -S systemctl restart kasa",
    "sqlplus {u}/{pw}@//ora.gradtrails.lan:1521/BILETY",
    "mongosh 'mongodb://mongo.gradtrails.lan' -u {u} -p '{pw}'",
    "clickhouse-client --host ch.gradtrails.lan --user {u} --password '{pw}'",
    "psql 'host=pg.gradtrails.lan user={u} password={pw} dbname=zagroda'",
    "mega-login {u}@gradtrails.eu '{pw}'",
    "net use Z: \\\\nas\\bilety /user:{u} '{pw}'",
    "ssh-keygen -p -f ~/.ssh/id_ed25519 -N '{pw}'",
    "kopia repository connect s3 --bucket zdjecia --password='{pw}'",
    "duplicacy set -storage nas -key password -value '{pw}'",
    "snmpget -v3 -u {u} -l authPriv -a SHA -A '{pw}' -x AES -X '{pw}' router.gradtrails.lan sysUpTime.0",
    "cadaver http://dav.gradtrails.lan/ <<< $'{u}\\n{pw}\\n'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@kasa-topilo:~# {c}", "wojtek@sekacz-pc:~$ {c}",
    "Windows Terminal, PS C:\\kasa> {c}", "Termux on the guide's phone: {c}",
    "tmux pane 2 on the farm NAS: {c}", "Konsole, profile 'bilety':\n{c}",
    "polecenie, ktore odpalilem: {c}", "команда: {c}", "komanda, kurią paleidau: {c}",
    "das hab ich eingetippt: {c}", "dit commando heb ik gedraaid: {c}",
]  # fmt: skip


def _cli_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _plain_pw(rng), "u": rng.choice(_USERS)}


_cli = _Family("cli_password", _CLI, _cli_draw, "pw", _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@pg.gradtrails.lan:5432/zagroda",
    "mysql://{u}:{pw}@rez.gradtrails.lan/rezerwacje",
    "mongodb+srv://{u}:{pw}@cluster0.gradtrails.example/bookings",
    "redis://{u}:{pw}@cache.gradtrails.lan:6379/0",
    "amqp://{u}:{pw}@mq.gradtrails.lan:5672/bilety",
    "ftp://{u}:{pw}@ftp.gradtrails.lan/faktury/",
    "https://{u}:{pw}@dav.gradtrails.lan/remote.php/webdav/",
    "rtsp://{u}:{pw}@kamera-zubry.gradtrails.lan:554/live",
    "jdbc:mysql://rez.gradtrails.lan:3306/rez?user={u}&password={pw}",
    "Server=pos-db.gradtrails.lan;Database=Kasa;User Id={u};Password={pw};",
    "socks5://{u}:{pw}@:1080",
]  # fmt: skip
_URL_PLACES = ["DATABASE_URL={c}", "connection string, keep it: {c}", "link do bazy: {c}",
               "Zammad #5540: {c}", "рядок підключення: {c}", "Verbindung: {c}"]  # fmt: skip


def _url_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _plain_pw(rng), "u": rng.choice(_USERS)}


_urls = _Family("connection_string", _URLS, _url_draw, "pw", _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "grad-trails", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400 * 30}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


# Invented vendors (their shapes and prefixes are guesses) and well-known shapes.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("PuszczaPay", "PUSZCZAPAY_SECRET_KEY", _j("pp_live_", (ALNUM, 32))),
    ("ZubrBook", "ZUBRBOOK_API_KEY", _j("zbk_", (LOWER_DIGITS, 40))),
    ("NarewSMS", "NAREWSMS_TOKEN", _j((HEX, 32))),
    ("Kolejka Tix", "KOLEJKA_TIX_KEY", lambda g: v.uuid4(g, "8")),
    ("Sekacz Cloud", "SEKACZ_CLOUD_TOKEN", _j("skc_pat_", (URLSAFE, 36))),
    ("Bialowieza Maps", "BMAPS_API_KEY", _j("bm.", (ALNUM, 40))),
    ("TatarPOS", "TATARPOS_API_SECRET", _j((UPPER_HEX, 48))),
    ("AgroStay", "AGROSTAY_API_KEY", _j("ags_", (ALNUM, 30))),
    ("BirdCount EU", "BIRDCOUNT_TOKEN", _vendor_jwt("https://auth.birdcount.example")),
    ("Sejny Ledger", "SEJNY_LEDGER_KEY", _j((B64, 44))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 24))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Slack", "SLACK_BOT_TOKEN", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("AWS", "AWS_ACCESS_KEY_ID", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{g.randrange(10**9, 10**10)}:AA{_r(g, URLSAFE, 33)}"),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", "TWILIO_AUTH_TOKEN", _j((HEX, 32))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("Shopify", "SHOPIFY_ACCESS_TOKEN", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Mailgun", "MAILGUN_API_KEY", _j("key-", (HEX, 32))),
    ("Sentry", "SENTRY_AUTH_TOKEN", _j("sntrys_", (ALNUM, 60))),
    ("Notion", "NOTION_TOKEN", _j("secret_", (ALNUM, 43))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    'export {env}="{tok}"',
    ".env.production:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "fly secrets set {env}={tok}",
    "heroku config:set {env}={tok} -a rezerwacje",
    "k8s secret (stringData):\n  {env}: {tok}",
    "GitHub Actions env:\n  {env}: {tok}",
    "Zagroda PMS › Ustawienia › Integracje › {vendor}: {tok}",
    "Zammad #5560: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} key for the booking sync: {tok}",
    "klucz API {vendor}: {tok}",
    "klucz do {vendor} → {tok} nie mow nikomu",
    "ключ API {vendor}: {tok}",
    "{vendor} API raktas: {tok}",
    "ключ API від {vendor} — {tok}",
    "API-Schlüssel für {vendor}: {tok}",
    "API-sleutel van {vendor}: {tok}",
]  # fmt: skip


def _vendor_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    vendor, env, make = _VENDORS[index % len(_VENDORS)]
    return {"vendor": vendor, "env": env, "tok": make(rng)}


_vendors = _Family("vendor_token", _NAMED, _vendor_draw, "tok")


_BARE_PLACES = ["{t}", "it shows only once, so here:\n{t}", "trzymaj: {t}", "вось токен: {t}",
                "{t}\n^ the new one", "bewaar dit even: {t}", "hier, merk dir das: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 48)), _j((B64, 52), "="), _j((LOWER_DIGITS, 44)),
                _j((ALNUM, 32), ".", (ALNUM, 16)), _j((B64, 40)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the bison-feeder sensor: {h}": 32,
    "HMAC secret for the PuszczaPay webhook: {h}": 64,
    "AES key of the ticket-printer firmware: {h}": 32,
    "WireGuard-ish shared key for the farm tunnel (hex): {h}": 64,
    "klucz szyfrowania backupu: {h}": 64,
    "ключ шыфравання: {h}": 48,
    "šifravimo raktas: {h}": 32,
    "Schlüssel der Wildkamera (hex): {h}": 40,
    "encryptiesleutel van de NAS: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "token z devtools: {t}",
    "Cookie: lang=pl; rez_session={t}",
    "BOOKING_API_JWT={t}",
    "keep this session token {t}",
    "токен: {t}",
    "Token aus dem Browser: {t}",
    "Zammad #5571 attachment text: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@gradtrails.eu"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.gradtrails.eu", "roles": ["desk", "kasa"]}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "deploy key for the booking server, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/rez.gradtrails.eu.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TICKETS_SIGNING_KEY": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_kasa <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "klucz prywatny serwera:\n{key}": ("PRIVATE KEY", "\n"),
    "приватний ключ:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "privater Schlüssel der Vogelstation:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 40) + "=="]
    key = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": key}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Trezor backup words for the tour-desk crypto tips: {p}": "english",
    "recovery phrase, copied off the card before shredding it:\n{p}": "english",
    "wallet seed (old, emptied): {p}": "english",
    "voice memo: the seed words are {p} and that's all": "english",
    "fraza odzyskiwania portfela: {p}": "english",
    "фраза аднаўлення: {p}": "russian",
    "фраза відновлення гаманця: {p}": "russian",
    "atkūrimo frazė: {p}": "english",
    "Wiederherstellungsphrase: {p}": "english",
    "herstelzin van de wallet: {p}": "english",
    "obnovovací fráze peněženky (od Pavla z Brna): {p}": "czech",
    "frase di recupero del wallet della gita: {p}": "italian",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "czech", "italian")}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    while True:  # drawn again until `Mnemonic(lang).check` reads it back (a letter like й may not)
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
        if _MNEMO[lang].check(phrase):
            break
    if index % 3 == 1 and "voice" not in template:
        phrase = "\n".join(f"{k}. {w}" for k, w in enumerate(phrase.split(), 1))
    return {"p": phrase}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _card(rng: random.Random, brand: str) -> str:
    if brand == "belkart":
        return _card_of(rng, ["9112"], [16])
    if brand == "prostir":
        return _card_of(rng, ["9804"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "company card for the bison-feed order: {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Zammad #5580: pay the locomotive repair with card {c}",
    "numer karty: {c}, wazna do {mm}/{yy}",
    "nr karty firmowej → {c}",
    "нумар карткі: {c}",
    "kortelės numeris: {c}, {mm}/{yy}",
    "номер картки: {c} до {mm}/{yy}",
    "Kartennummer: {c}, gültig bis {mm}/{yy}",
    "kaartnummer: {c}",
    "card {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "belkart", "amex", "maestro", "prostir", "discover", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, security code on the back: {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, four-digit CID on the front: {cvv}",
               "kod CVV z tylu karty: {cvv}",
               "CVC-код на адвароце: {cvv}",
               "Prüfnummer der Karte: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"PL": "n" * 24, "LT": "n" * 16, "BY": "cccc" + "nnnn" + "c" * 16,
                "UA": "n" * 6 + "c" * 19, "DE": "n" * 18, "NL": "aaaa" + "n" * 10}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "pay the deposit for the Tykocin group to {i}",
    "numer konta do przelewu: {i}",
    "IBAN zagrody: {i} (nie podawaj obcym)",
    "IBAN для перакладу: {i}",
    "sąskaita: {i}",
    "рахунок: {i}",
    "Bankverbindung der Vogelgruppe: {i}",
    "rekeningnummer: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _checked(make: Maker, valid: Callable[[str], bool]) -> Maker:
    return lambda g: v.until(g, make, valid)


_pesel = _checked(lambda h: f"{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}"
                  f"{h.randrange(1, 29):02d}{_r(h, D, 5)}", pl_pesel.is_valid)  # fmt: skip
_regon = _checked(lambda h: h.choice("123456789") + _r(h, D, 8), pl_regon.is_valid)
_nip = _checked(lambda h: h.choice("123456789") + _r(h, D, 9), pl_nip.is_valid)
_asmens = _checked(lambda h: h.choice("3456") + f"{h.randrange(50, 100):02d}"
                   f"{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}{_r(h, D, 4)}",
                   lt_asmens.is_valid)  # fmt: skip
_pvm = _checked(lambda h: "LT" + _r(h, D, 7) + "1" + _r(h, D, 1), lt_pvm.is_valid)
_unp = _checked(lambda h: h.choice("1234567") + _r(h, D, 8), by_unp.is_valid)
_rntrc = _checked(lambda h: h.choice("23") + _r(h, D, 9), ua_rntrc.is_valid)
_edrpou = _checked(lambda h: h.choice("234") + _r(h, D, 7), ua_edrpou.is_valid)
_bsn = _checked(lambda h: h.choice("12") + _r(h, D, 8), nl_bsn.is_valid)
_idnr = _checked(lambda h: h.choice("123456789") + _r(h, D, 10), de_idnr.is_valid)


def _by_passport(g: random.Random) -> str:
    return g.choice(["MP", "MC", "KH"]) + _r(g, D, 7)


def _pl_dowod(g: random.Random) -> str:
    return _r(g, UPPER, 3) + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "PESEL: {s}": _pesel,
    "moj pesel to {s}, nie mow nikomu": _pesel,
    "PESEL przewodnika (do umowy): {s}": _pesel,
    "REGON zagrody: {s}": _regon,
    "NIP piekarni → {s}": _nip,
    "NIP restauracji w Kruszynianach: {s}": _nip,
    "asmens kodas: {s}": _asmens,
    "mano asmens kodas {s}, niekam nesakyk": _asmens,
    "PVM mokėtojo kodas: {s}": _pvm,
    "УНП кампаніі: {s}": _unp,
    "UNP партнёра з Гродна: {s}": _unp,
    "РНОКПП: {s}": _rntrc,
    "мій ідентифікаційний код {s}": _rntrc,
    "код ЄДРПОУ: {s}": _edrpou,
    "BSN: {s}": _bsn,
    "mijn BSN is {s}, niet doorgeven": _bsn,
    "Steuer-ID: {s}": _idnr,
    "meine Identifikationsnummer lautet {s}": _idnr,
    "пашпарт: {s}": _by_passport,
    "passport no. {s} (Belarusian guest)": _by_passport,
    "numer dowodu osobistego: {s}": _pl_dowod,
    "tax id of the bakery: {s}": _nip,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Google backup codes for the tour-desk account\n{codes}",
            "kody zapasowe 2FA: {codes}", "резервные коды: {codes}",
            "atsarginiai kodai:\n{codes}", "Backup-Codes fürs Vogelportal: {codes}",
            "herstelcodes: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, index % 4)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_SEEDS_2FA = ["otpauth://totp/ZubrBook:wojtek@gradtrails.eu?secret={s}&issuer=ZubrBook",
              "TOTP setup key for the booking admin: {s}",
              "sekret 2FA (klucz do wpisania recznie): {s}",
              "2FA-Schlüssel: {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_CODES = ["{c} is your ZubrBook verification code", "kod weryfikacyjny: {c}",
          "Ваш код подтверждения: {c}", "patvirtinimo kodas {c}", "Ihr Code lautet {c}"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Zagroda-Goscie", "ZubrSafari-5G", "Kasa_Topilo", "Sekacz Piekarnia 2G",
          "Kruszyniany Dom", "FunBox-Sejny-3F1A", "Tykocin Przystan", "Hajnowka Stacja"]  # fmt: skip
_WIFI_PLACES = [
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "wifi {s} / {pw}",
    "Network: {s}\nPassword: {pw}",
    "wifi dla gosci: siec {s}, haslo {pw}",
    "sieć {s}, hasło: {pw}",
    "вайфай {s}, пароль {pw}",
    "wifi tinklas {s}, slaptažodis {pw}",
    "WLAN {s}, Kennwort: {pw}",
    "wifi {s}, wachtwoord {pw}",
    "guest wifi password for {s}: {pw}",
    "nmcli dev wifi connect '{s}' password '{pw}'",
    "WPA key of {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ghp_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 32)),
                 _j("sk_live_", (ALNUM, 18)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["one character at a time: {t}", "podyktowane przez telefon: {t}",
          "(with spaces so the preview hides it) {t}", "па літары: {t}",
          "buchstabiert: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kod do klodki na szopie: {pw}", "szyfr do sejfu w kasie → {pw}",
          "kod do bramy zagrody {pw}#", "код ад замка: {pw}", "spynos kodas: {pw}",
          "код від сейфа — {pw}", "Zahlenschloss am Fahrradschuppen: {pw}",
          "code van het hangslot: {pw}", "the key-box at the Tykocin flat opens with {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["bison", "alder", "sedge", "lynx", "boletus", "hornbeam", "stork", "marsh",
                 "linden", "tarpan", "beaver", "juniper", "raven", "sorrel", "wolf", "heath"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the desk vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "haslo (fraza): {p}": " ", "парольная фраза: {p}": ".",
            "slaptafrazė: {p}": " ", "Passphrase: {p}": "_",
            "wachtzin van de kluis: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://rez.gradtrails.lan/api": True,
    "Authorization: Bearer {v}": False,
    "naglowek: Authorization: Token {v}": False,
    "proxy-authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "settings.py:\nDATABASES = {{'default': {{'USER': 'zagroda', 'PASSWORD': '{pw}'}}}}",
    "application.properties:\nspring.datasource.password={pw}",
    "config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "~/.pgpass:\npg.gradtrails.lan:5432:zagroda:wojtek:{pw}",
    "wp-config.php: define( 'DB_PASSWORD', '{pw}' );",
    "appsettings.json: \"ConnectionStrings\": {{ \"Kasa\": \"Server=pos;Password={pw}\" }}",
    "my.cnf:\n[client]\nuser=kasa\npassword={pw}",
    "hostapd.conf:\nssid=Zagroda-Goscie\nwpa_passphrase={pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "ansible vars: ansible_become_pass: {pw}",
    ".netrc:\nmachine ftp.gradtrails.lan login kasa password {pw}",
    "rclone.conf:\n[nas]\ntype = webdav\nuser = kasa\npass = {pw}",
    "msmtprc:\naccount default\nuser rez@gradtrails.eu\npassword {pw}",
    "docker-compose.yml:\n      POSTGRES_PASSWORD: {pw}",
    "config.toml:\n[smtp]\npassword = \"{pw}\"",
    "users.csv:\nlogin,password\nkasa-topilo,{pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[08:14] Mirek: jakie haslo do kasy?\n[08:15] Hanna: {pw}",
    "Olga: wifi? 😅\nWojtek: {pw}",
    "Jurek: parol do kompa?\nWasyl: {pw}",
    "Tetiana: який пароль від ноута?\nBohdan: {pw}",
    "Jonas: koks slaptažodis?\nRūta: {pw}",
    "Ulrike: PW fürs Tablet?\nHenrik: {pw}",
    "Sanne: wat is het wachtwoord?\nJoost: {pw}",
    "> what's the admin password for the seat map?\n< {pw}",
    "Lejla: haslo do terminala?\nRamazan: {pw} 🤫 tylko dla ciebie",
    "- password for the drone app?\n- {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_RECOVERY = [
    "BitLocker recovery key for the ticket-office laptop: {k}",
    "klucz odzyskiwania BitLockera: {k}",
    "ключ аднаўлення: {k}",
    "atkūrimo raktas: {k}",
    "Wiederherstellungsschlüssel: {k}",
    "herstelsleutel: {k}",
    "FileVault recovery key: {k}",
    "recovery key of the bakery's Apple ID: {k}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "FileVault" in template or "Apple" in template:
        return {
            "k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6 if "File" in template else 7))
        }
    return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")

# How many samples each family draws (390 in all, heldout293's proportions).
_PLAN: list[tuple[_Family, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 8),
]  # fmt: skip


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the ticket till password is": "{s}",
    "Hasło do kasy:": "{s} (nie mow nikomu)",
    "haslo do wifi w zagrodzie": "{s}\nzmieniane co sezon",
    "пароль ад сервера:": "{s}",
    "slaptažodis:": "{s}",
    "Kennwort fürs Spektiv-Tablet:": "{s}",
    "wachtwoord vogelhut:": "{s}, niet doorvertellen",
    "пароль від ноута —": "{s}",
    "Password:": "{s}",
    "the router admin password is": "{s}. thanks",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "ZubrBook API key", "{s}", _j("zbk_", (LOWER_DIGITS, 40))),
    ("split_token", "klucz API PuszczaPay:", "{s} (produkcja)", _j("pp_live_", (ALNUM, 32))),
    ("split_seed", "backup words of the tips wallet", "{s}", _english_seed),
    ("split_card", "numer karty", "{s} exp 02/37", lambda g: v.grouped(_card(g, "belkart"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LT"))),
    ("split_backup", "kody zapasowe", "{s}\n55820193\n90417726", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "PESEL", "{s}", _pesel),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
    ("split_pin", "kod do sejfu", "{s}", _j((D, 6))),
]  # fmt: skip

# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"kasa": {"host": "kasa-topilo", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"haslo": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "mirek", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "cam-1"}, {"name": "cam-2", "password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-h", "rez.gradtrails.lan", "-u", "kasa", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "haslo do routera to {s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"Kennwort": "{s}"}': ("meta_password", _plain_pw),
    '{"zubrbook": {"api_key": "{s}"}}': ("meta_token", _j("zbk_", (LOWER_DIGITS, 40))),
    '{"narewsmsToken": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/38"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"guest": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "UA")),
    '{"guide": {"pesel": "{s}"}}': ("meta_id", _pesel),
    '{"2fa": {"backup": ["{s}", "31804467", "77250931"]}}': ("meta_otp", lambda g: _r(g, D, 8)),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"feeder_sensor": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"szopa": {"kod_klodki": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Zagroda-Goscie", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, seen: set[str]) -> tuple[str, str]:
    while not _fresh(secret := make(rng), seen):
        pass
    return template.replace("{s}", secret), secret


def _build() -> tuple[list[Sample], list[FieldPair], list[MetadataSample]]:
    """All samples, drawn together so that every secret is unique across them."""
    seen: set[str] = set()
    rng = random.Random(SEED)
    samples: list[Sample] = []
    for family, n in _PLAN:
        samples += family.take(rng, n, seen)
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    pairs = [
        FieldPair(c, first, *_fill(rng, second, make, seen)) for c, first, second, make in rows
    ]
    rng = random.Random(SEED + 2)
    filled = [(c, *_fill(rng, text, make, seen)) for text, (c, make) in _METADATA.items()]
    metadata = [MetadataSample(c, json.loads(text), secret) for c, text, secret in filled]
    return samples, pairs, metadata


def secrets() -> list[Sample]:
    return _build()[0]


def field_pairs() -> list[FieldPair]:
    return _build()[1]


def metadata_samples() -> list[MetadataSample]:
    return _build()[2]


_WHEEL_SUM = hashlib.sha256(b"django-4.2.16-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"printer-fw-2.7.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/gradtrails/rezerwacje:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"tickets: add Topilo return fare", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"menu: fix pierekaczewnik price", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"birdcount_2033-05-11.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    f"commit {_COMMIT} adds the Topiło return fare to the ticket office.",
    f"Rolled back to {_SHORT} after the menu price for pierekaczewnik broke.",
    f"requirements.txt: Django==4.2.16 --hash=sha256:{_WHEEL_SUM}",
    f"The ticket printer firmware 2.7.1 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The booking app runs ghcr.io/gradtrails/rezerwacje@sha256:{_IMAGE}.",
    f"MD5 of birdcount_2033-05-11.csv is {_MD5}, same as on the NAS.",
    "Jeep safari to the bison reserve leaves at 06:30 from the Białowieża desk.",
    "Bilet normalny do Topiła: 35 zł, ulgowy 25 zł.",
    "Sękacz 1,2 kg kosztuje 140 zł, na zamówienie 3 dni wcześniej.",
    "The password policy for the booking tablets: 14 characters, changed every season.",
    "Hasło do wifi jest na kartce przy recepcji, zapytaj Agnieszkę.",
    "Haslo zmieniamy w poniedzialek, nie pisz go tutaj.",
    "Пароль не пішіце ў чаце, калі ласка.",
    "Slaptažodį pasakysiu telefonu, ne čia.",
    "Пароль скажу особисто, не в месенджері.",
    "Das Kennwort bekommst du morgen am Infostand.",
    "Het wachtwoord staat in de kluis, niet in de app.",
    "Reservation 2033/0815 for 6 people, room 4, breakfast included.",
    "Kod pocztowy Kruszynian: 16-120, Tykocina: 16-080.",
    "Postcode of the farm: 17-230 Białowieża.",
    "The train leaves Hajnówka at 10:00 and 14:00, return at 12:30.",
    "Order #DT-2033-0412: 12 sękacze, pickup Friday.",
    "Version 3.1.4 of the booking app fixes the bison calendar.",
    "Remember: never send a password or card number in the group chat.",
    "The TOTP app must be set up before the season starts.",
    "Backup codes are kept in the office safe, ask Olga.",
    "API keys for the booking sync are kept in the vault, not here.",
    "Guests count: 48 adults, 17 children, 3 dogs.",
    "Tatar pierekaczewnik needs 6 layers of dough and 3 hours.",
    "Bird count at the Narew marsh: 14 white storks, 2 aquatic warblers.",
    "Wi-Fi for guests is free; ask at the desk for the network name.",
    "The ticket office is open 9:00–17:00, Monday closed.",
    "Faktura VAT nr FV/2033/07/118 wystawiona na zagrodę.",
    "Kolejka: wagon 3, miejsca 12–18 zarezerwowane dla grupy z Sejn.",
    "PIN pads at the till are being replaced next week.",
    "The seed phrase should never be typed into the booking PC.",
    "Klucz do szopy wisi w kuchni na haczyku.",
    "Код від сейфа знає тільки Богдан, питай його.",
    "Der Schlüssel für die Vogelhütte liegt unter der Matte? Nein, im Büro.",
    "De sleutel van de hut haal je bij de receptie.",
    "Invoice total: 2 480,00 zł brutto, paid 2033-06-12.",
    "Phone the tour desk at the number on the leaflet, not this chat.",
    "Bus 105 from Białystok to Hajnówka takes 1 h 40 min.",
    "The forest tour costs 450 zł for up to 8 people.",
    "Password must contain a digit and a capital letter.",
    "Zmiana hasła do kasy: w poniedziałek, Mirek pamięta.",
    "Slaptažodžio taisyklės: bent 12 simbolių.",
    "Правила пароля: не менш ніж 12 символів.",
    "Passwortregeln: mindestens 12 Zeichen, keine Namen.",
    "Wachtwoordregels: minstens 12 tekens.",
    "The recovery key is printed and locked in the office safe.",
    "Table 7 booked for the Tatar dinner, 19:30, 10 people.",
    "The login form shows a placeholder where the password goes.",
    "The example config leaves the database password empty on purpose.",
    "Camera trap 12 photographed a lynx at 03:14.",
    "Sejny tour: Lithuanian museum at 11:00, lunch at 13:00.",
    "The IBAN goes on the invoice, not in the chat.",
    "Żubr count in the reserve this year: 826 animals.",
    "Token counts: prompt 812, completion 240.",
    "Route 4: Białowieża – Topiło – Hajnówka, 23 km by rail.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/grad/zubrbook", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 218}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "django", "version": "4.2.16"}}',
    '{"reservation": "2033/0815", "guests": 6, "room": 4}',
    '{"train": {"departure": "10:00", "wagon": 3, "seats": "12-18"}}',
    '{"postcode": "17-230", "city": "Białowieża"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "sekacze_in_stock": 23}',
    '{"bird_count": {"stork": 14, "aquatic_warbler": 2, "site": "Narew"}}',
    '{"invoice": "FV/2033/07/118", "total": "2480.00", "currency": "PLN"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_TEXTS = [*CLEAN, *(json.dumps(m, ensure_ascii=False) for m in CLEAN_METADATA)]
