# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-ninety-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-ninety-seventh's
docstring, the fifth to two-hundred-and-ninety-seventh only to search them (grep -l counts) for the
languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-ninety-eighth, three-hundredth
and three-hundred-and-first), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it.

Its own seed (299418607), password words (a peak or a pass and a height, `PizBernina4049!`; a
cheese and its weight; a name and a year; leet valley names; a train's number and a station; a
generator's dashed groups; random runs), names, places, templates, tools, vendors and layouts, the
way the staff of a fictional company (Grischa Viva: the ticket office of a narrow-gauge mountain
railway at Scuol, a ski school at Davos, a mountain hut above Val Müstair, a cheese dairy, the
chascharia, in Surselva and a wellness hotel at Poschiavo) leak secrets into an assistant's memory.
Every company, person, address, domain and number is fictional; only the region (Graubünden,
Switzerland: the Engadin, Val Müstair, Surselva, Davos, Scuol, Poschiavo) is real. The texts are
chats with times, tickets, wiki rows and breadcrumbs, notes, e-mails, runbooks, READMEs, shell
prompts, voice-memo transcripts, dictated text and requests to the assistant itself; separators
run from a colon, "is", `es`, `isch`, `l'è`, `é`, an arrow and `→` to an emoji (`🔑`, `🏔️`), a new
line, a table bar, `« … »`, quotes and parentheses.

Names and tools by grep (`grep -l`, the number of heldouts 5 to 297 that name each): in none,
Scuol, Poschiavo, Müstair, Surselva, `chascharia`, `borgbackup`, `age-keygen`; in one, Engadin,
`pled-clav`; in seven, `keepassxc-cli`, `vault login`; more used before and here in wordings of
their own: restic (21), mongosh (31), psql (62), and the common ones (mysql, redis-cli, curl `-u`,
docker login, env files, Compose, Django settings, `.pgpass`, JDBC strings, JWTs, PEM blocks,
`otpauth://`, Basic and Bearer headers, the `WIFI:` QR string).

About half of the secret samples are in other languages than English: Romansh (Vallader `pled-clav`,
`il pled-clav es`, `nu dir a ningün`, `grazcha`; Puter `il pled-clav è`, `nu'l dir a üngün`;
Sursilvan `plaid-clav`, `ei`, `buca dir a negin`, `engraziel`; `code`, `clav`, `utilisader`),
Bündner Swiss German texting (`s'Passwort isch`, `PW`, `dr Code isch`, `sägs niemertem`, `bhalts
für di`, `gell`, `merci viumol`), Swiss Italian of Poschiavo and Bregaglia (`la password l'è`, `al
codice`, `nu dighel a nissün`, `tegnila per ti`), Portuguese of the seasonal staff (`a senha é`,
`não contes a ninguém`, `guarda isto`, `código`) and Standard German (`Kennwort lautet`, `bitte
nicht weitergeben`, `Zugangsdaten`). The Romansh and dialect wordings are the author's
approximations, checked by no speaker: the thinnest guesses are the Puter and Sursilvan negations
and `utilisader` ("user"), then the Bregaglia `nu dighel a nissün`, then the Bündner spellings.

Vendors are invented (Grischa-themed names: Bergbahn Pay, Skischule Cloud, Chamanna Booking,
Chascharia ERP, Wellnessly, Rhaetix Tickets, Albula Analytics, Inn Mail, Piz Pay, Julier Labs and
others, their prefixes the author's guesses), besides the well-known GitHub, OpenAI, Anthropic,
Stripe, Slack, AWS, Google, Telegram, Hugging Face, SendGrid, Twilio, npm, GitLab and PyPI shapes;
the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Switzerland's
AHV number (`stdnum.ch.ssn`, in three earlier corpora) and UID (`stdnum.ch.uid`, three),
Austria's social insurance number (`stdnum.at.vnr`,
four) and tax number (`stdnum.at.tin`, three), Portugal's NIF (`stdnum.pt.nif`, three) and Cartão
de Cidadão (`stdnum.pt.cc`, seven); Liechtenstein's PEID (`stdnum.li.peid`, one) is drawn until
its module accepts it, which checks its format only. Kinds no library or this file checks (no check-digit algorithm
is written here; the shapes are guesses): a Swiss passport, a Swiss identity card, an Italian
carta d'identità elettronica, a Portuguese passport and a Swiss driving licence. Card numbers pass
Luhn (Visa, Mastercard, Amex, Maestro and Diners prefixes, checked with python-stdnum's `luhn`).
The IBANs are of Liechtenstein, San Marino, Vatican City, Lithuania, Cyprus, Iceland, Latvia,
Switzerland, Malta and Portugal (a rough grep count of quoted country codes in heldouts 5 to 297
finds the first seven in twenty-five to twenty-seven corpora each), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Italian, Portuguese, French, Spanish
and Czech lists, each checked by `Mnemonic(lang).check`. Every secret is drawn again until it is
new and no clean text holds it.
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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.at import tin as at_tin
from stdnum.at import vnr as at_vnr
from stdnum.ch import ssn as ch_ssn
from stdnum.ch import uid as ch_uid
from stdnum.li import peid as li_peid
from stdnum.pt import cc as pt_cc
from stdnum.pt import nif as pt_nif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 299_418_607
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _clean_blob() -> str:
    return "\n".join(CLEAN) + "\n".join(json.dumps(m, ensure_ascii=False) for m in CLEAN_METADATA)


def _fresh(secret: str, seen: set[str]) -> bool:
    """A secret not drawn before, held by no clean text, and in no other secret nor holding one."""
    if secret in seen or secret in _clean_blob():
        return False
    return not any(secret in old or old in secret for old in seen)


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(1000):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(secret, seen):
                    break
            else:
                raise ValueError(f"no fresh secret for {self.cls}")
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_PEAKS = [("PizBernina", 4049), ("PizPalue", 3905), ("PizLinard", 3410), ("PizBuin", 3312),
          ("Flüela", 2383), ("Albula", 2312), ("Bernina", 2328), ("Julier", 2284),
          ("Ofenpass", 2149), ("Umbrail", 2501), ("Lukmanier", 1915), ("Oberalp", 2046),
          ("PizMitgel", 3159), ("Tödi", 3614), ("Weissfluh", 2843), ("Jakobshorn", 2590)]  # fmt: skip
_CHEESE = ["Bergkaese", "Alpkaese", "Tilsiter", "Mascarpin", "Zieger", "Mutschli", "Paun",
           "Chaschöl", "Furmaj", "Bitto", "Casolet", "Pizokel"]  # fmt: skip
_PLACES = ["Scuol", "Ftan", "Sent", "Zernez", "Susch", "Lavin", "Guarda", "Müstair", "Sta.Maria",
           "Valchava", "Tschierv", "Disentis", "Trun", "Ilanz", "Breil", "Sedrun", "Davos",
           "Klosters", "Poschiavo", "Brusio", "LePrese", "Vicosoprano", "Soglio", "Samedan",
           "Zuoz", "Pontresina"]  # fmt: skip
_NAMES = ["Curdin", "Mengia", "Flurin", "Ladina", "Gian", "Seraina", "Men", "Annatina", "Duri",
          "Mierta", "Giusep", "Tumasch", "Onna", "Gieri", "Reto", "Ursina", "Silvio", "Nicoletta",
          "Tiziano", "Brunella", "Joao", "Mariana", "Tiago", "Rafaela", "Luana", "Jonas",
          "Beat", "Corsin"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Eng4d1n", "Sc00l", "Surs3lv4", "P0sch14v0", "D4v0s", "Mu5t41r", "Br3g4gl14",
         "Gr1sch4", "Chasch4r14"]  # fmt: skip
_PLAIN_CHARS = set(ALNUM + "._~-")


def _peak(g: random.Random) -> str:
    name, height = g.choice(_PEAKS)
    return f"{name}{height}{g.choice(_SYMBOLS)}"


def _gen_groups(g: random.Random) -> str:
    """Four random groups of five, letters and digits, as a password manager writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _peak,
    lambda g: f"{g.choice(_CHEESE)}{g.randrange(2, 40)}kg{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1961, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES).replace('.', '')}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2036)) + g.choice(_SYMBOLS),
    lambda g: f"RhB{g.randrange(100, 1000)}{g.choice(_PLACES).replace('.', '')}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower().replace('.', '')}_{g.choice(_CHEESE).lower()}_{g.randrange(1970, 2036)}",
    _gen_groups,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_CHEESE).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN_CHARS)


_SAID = [
    "Ticket office Scuol, Teams chat, Curdin: the Rhaetix till admin password is {pw}",
    "note to self: Davos ski school booking backend password {pw}",
    "Hut warden log, Chamanna Lischana: the solar inverter web password is {pw}",
    "Mengia (chascharia): the vat thermometer portal password is {pw}",
    "Hotel Poschiavo spa desk: the sauna controller login password {pw}",
    "email from Flurin: the new password for the ski rental kiosk is {pw}. Delete after reading.",
    "runbook, ticket gate Scuol-Tarasp:\n1. open the gate console\n2. log in as service\n3. password {pw}",
    "README (hut server)\nthe Grafana at https://graf.chamanna-viva.test has admin password `{pw}`",
    "Jira GV-118: the cheese-cave humidity logger rejects the password {pw} since Monday",
    "voice memo: the wellness booking system password is {pw}, full stop",
    "the Bergbahn Pay merchant portal password, please remember it: {pw}",
    "can you keep the password for the snowcat GPS tablet? it's {pw}",
    "after the reset the lift-pass printer password became {pw}",
    "my mail password is now {pw} (Ladina)",
    "Password for the avalanche-beacon training laptop: {pw}",
    "Il pled-clav da l'ordinatur da la chascharia es {pw}",
    "pled-clav nouv dal server: {pw} — nu dir a ningün",
    "Curdin: il pled-clav dal wifi da la chamanna es {pw}, grazcha",
    "Il pled-clav da la cassa a Samedan è {pw}",
    "pled-clav: {pw} (nu'l dir a üngün)",
    "Il plaid-clav dil computer en la cascharia ei {pw}",
    "Gieri: plaid-clav niev dil server ei {pw}, buca dir a negin",
    "plaid-clav → {pw}",
    "s'Passwort vom Skischuel-Laptop isch {pw}, gell",
    "PW fürs Kassesystem: {pw} sägs niemertem",
    "Beat: s nöie Passwort isch {pw} 🔑 bhalts für di",
    "hoi zäme, s'PW vo dr Hütte-Kamera isch jetz {pw}",
    "Reto: Passwort Bergbahn-Server » {pw} « merci viumol",
    "la password dal computer dal hotel l'è {pw}",
    "Tiziano: la password növa dal server l'è {pw}, nu dighel a nissün",
    "password dla reception: {pw} — tegnila per ti",
    "Brunella: la password dal wifi dla spa l'è «{pw}»",
    "a senha do computador da receção é {pw}",
    "Joao: a nova senha do servidor é {pw}, não contes a ninguém",
    "senha da máquina de café do hotel: {pw} guarda isto",
    "Mariana: a senha do portátil da escola de ski é {pw} 🙏",
    "Das Kennwort für den Kassen-PC lautet {pw}, bitte nicht weitergeben.",
    "Zugangsdaten Hüttenserver: Kennwort {pw}",
    "Das neue Passwort des Käsekeller-Loggers ist {pw}.",
    "Seraina, 07:12: wifi password of the Müstair hut is {pw}",
    "[Slack #ticket-office] Duri: vending machine admin pass is {pw}",
    "Ticket 4471: Davos locker terminal password {pw} must be rotated",
    "memo from the board meeting: treasurer's e-banking password {pw}",
    "the cheese label printer's web password: {pw}",
    "Annatina: the snow-making controller password is {pw} now",
    "Hi Men,\n\nthe root password of the Scuol booking server is {pw}.\nPlease put it in the vault.\n\nCiao, Mierta",
    "incident 2033-01-09: the spa door controller was on the internet with password {pw}",
    "Confluence › Hotel › Spa › Sauna: admin password {pw}",
    "dictated: ski school payroll password is {pw} that's all",
    "pass for the Poschiavo hotel's PMS: {pw}",
    "Il pled-clav da la banca da la chascharia es {pw}",
    "s'Passwort vom E-Banking isch {pw}",
    "la password dla banca l'è {pw}",
    "a minha senha do e-mail é {pw}",
    "Kennwort fürs E-Banking der Hütte: {pw}",
    "Gian: mail pw {pw}",
    "Please remember my password for the ski club portal: {pw}",
    "password of the railway's staff intranet: {pw}",
    "Ursina, 18:40: the password for the dairy's scale is {pw}",
    "Silvio: Passwort Rodelbahn-Kasse = {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["curdin", "mengia.c", "flurin", "ladina", "gian.p", "seraina", "men", "annatina",
          "duri", "mierta", "giusep", "tumasch", "onna", "gieri", "reto.b", "ursina", "silvio",
          "nicoletta", "tiziano", "brunella", "joao", "mariana.s", "tiago", "rafaela", "luana",
          "svc-gates", "kasse01", "spa-desk"]  # fmt: skip
_LOGINS = [
    "Rhaetix till login: {u} / {pw}",
    "Confluence › Ski School › Booking: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| spa booking | {u} | {pw} |",
    "sign into the hut's Victron portal as {u} with {pw}",
    "gate console login {u}:{pw}",
    "user: {u}\npassword: {pw}",
    "- host: kasse-scuol\n  user: {u}\n  password: {pw}",
    "Teams: account {u}, password {pw}",
    "Flurin says the cheese ERP account is {u} and the password is {pw}",
    "system,user,password\nlift-printer,{u},{pw}",
    "ssh {u}@booking.grischa-viva.test (password {pw})",
    "creds for the snowcat tablet are {u} and {pw}",
    "utilisader {u}, pled-clav {pw}",
    "utilisader: {u} / plaid-clav: {pw}",
    "Benutzer {u}, Passwort {pw}, gell",
    "Benutzername {u}, Kennwort {pw}",
    "utente {u}, password {pw}",
    "utilizador {u} e senha {pw}",
    "login {u} pw {pw}",
    "{u} / {pw} for the spa door controller",
    "Jira GV-131: {u} locked out of the dairy scale, last password {pw}",
    "u={u} p={pw}",
    "Nom d'utilisateur {u}, mot de passe {pw} (the Poschiavo suppliers' portal)",
    "usr {u}\npwd {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["capricorn", "murmeltier", "steinbock", "arvenholz", "capuns", "pizokel",
               "nusstorte", "engiadina", "lischana", "macun", "chastè", "plattas", "bernina",
               "palü", "morteratsch", "tarasp"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, all small, and then {d}",
    "password: it's {w}, and right after it the number {d}",
    "type {w}, then {d}; that's the hut laptop password",
    "it's {w}{d}, word and number joined",
    "il pled-clav es il pled {w}, lura {d}",
    "plaid-clav ei il plaid {w}, suenter {d}",
    "s'Passwort isch s Wort {w}, denn {d}",
    "la password l'è la parola {w}, poi {d}",
    "a senha é a palavra {w}, depois {d}",
    "Das Kennwort ist das Wort {w}, danach {d}",
    "voice memo: spa wifi password is {w} and after that {d}, no space",
    "the name of our cow, {w}, followed by {d} — that's the dairy PC",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "borg init --encryption=repokey ssh://{u}@backup.grischa-viva.test/./hut && BORG_PASSPHRASE='{pw}' borg create ::monday /srv",
    "restic -r sftp:{u}@nas.grischa-viva.test:/restic --password-command 'echo {pw}' snapshots",
    "mongosh 'mongodb://{u}:{pw}@mongo.grischa-viva.test:27017/tickets?authSource=admin'",
    "psql 'postgresql://{u}:{pw}@pg.grischa-viva.test:5432/dairy'",
    "mysql -h db.grischa-viva.test -u {u} -p'{pw}' spa",
    "redis-cli -h cache.grischa-viva.test -a '{pw}' ping",
    "curl -u {u}:{pw} https://api.grischa-viva.test/v1/passes",
    "docker login registry.grischa-viva.test -u {u} -p '{pw}'",
    "sshpass -p '{pw}' ssh {u}@gate-scuol.grischa-viva.test",
    "smbclient //nas.grischa-viva.test/dairy -U {u}%{pw}",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "ldapsearch -H ldap://dc.grischa-viva.test -D 'cn={u},dc=gv' -w '{pw}' '(uid=*)'",
    "sqlcmd -S sql.grischa-viva.test -U {u} -P '{pw}' -Q 'select 1'",
    "zip -P '{pw}' payroll-2033.zip payroll-2033.xlsx",
    "7z a -p'{pw}' guests.7z guests.csv",
    "openssl enc -aes-256-cbc -in till.db -out till.db.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c invoices.tar",
    "xfreerdp /v:kasse.grischa-viva.test /u:{u} /p:'{pw}'",
    "lftp -u {u},'{pw}' sftp://files.grischa-viva.test",
    "rabbitmqctl add_user {u} '{pw}'",
    "ipmitool -I lanplus -H 10.42.0.12 -U {u} -P '{pw}' power status",
    "mosquitto_pub -h mqtt.grischa-viva.test -u {u} -P '{pw}' -t cave/hum -m 91",
    "keepassxc-cli open hut.kdbx <<< '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart gate-daemon",
    "keytool -importkeystore -srckeystore till.p12 -srcstorepass '{pw}' -destkeystore till.jks",
    "vault login -method=userpass username={u} password='{pw}'",
    "net use \\\\nas\\spa /user:{u} {pw}",
    "plink -ssh {u}@lift.grischa-viva.test -pw '{pw}'",
    "cqlsh cass.grischa-viva.test -u {u} -p '{pw}'",
    "sqlplus {u}/{pw}@//ora.grischa-viva.test:1521/PASSES",
    "nmcli dev wifi connect Chamanna-Staff password '{pw}'",
    "influx auth --username {u} --password '{pw}'",
    "clickhouse-client --host ch.grischa-viva.test --user {u} --password '{pw}'",
    "hydra -l {u} -p '{pw}' ssh://10.42.0.7",
]  # fmt: skip
_SHELLS = [
    "$ {c}", "curdin@kasse-scuol:~$ {c}", "bash history on the hut NUC:\n{c}",
    "Jira GV-140, what I ran: {c}", "ran this, can you check it? {c}", "# {c}",
    "quel cumond am ha fat: {c}", "dä Befehl han i brucht: {c}", "al comand l'è: {c}",
    "o comando que usei: {c}", "PS C:\\kasse> {c}", "runbook step 4:\n    {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""
    family = _Family(cls, templates, _with(_plain_pw, u=_USERS), "pw")

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        samples = family.take(rng, n, seen)
        return [Sample(s.cls, rng.choice(frames).format(c=s.text), s.secret) for s in samples]

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.grischa-viva.test:5432/passes",
    "mysql://{u}:{pw}@db.grischa-viva.test/spa",
    "mongodb+srv://{u}:{pw}@cluster0.grischa-viva.test/tickets",
    "redis://{u}:{pw}@cache.grischa-viva.test:6379/0",
    "amqp://{u}:{pw}@mq.grischa-viva.test:5672/gates",
    "ftp://{u}:{pw}@ftp.chascharia-viva.test/labels/",
    "https://{u}:{pw}@dav.grischa-viva.test/remote.php/webdav/",
    "jdbc:postgresql://pg.grischa-viva.test:5432/dairy?user={u}&password={pw}",
    "sftp://{u}:{pw}@files.grischa-viva.test:2222/inbound",
    "rtsp://{u}:{pw}@cam-hut.grischa-viva.test:554/stream1",
    "mssql+pyodbc://{u}:{pw}@sql.grischa-viva.test/Kasse?driver=ODBC+Driver+18",
    "imaps://{u}:{pw}@mail.grischa-viva.test:993",
    "smtp://{u}:{pw}@mail.grischa-viva.test:587",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "connection string for the booking app: {c}", "keep this for me: {c}",
    "la URL da la banca da datas: {c}", "d'Datebank-URL isch {c}", "Jira GV-152: {c}",
    "a URL da base de dados: {c}", "Verbindung: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub", _j("ghp_", (ALNUM, 36))),
    ("GitHub", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("OpenAI", _j("sk-proj-", (URLSAFE, 48), "T3BlbkFJ", (URLSAFE, 48))),
    ("Anthropic", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Stripe", _j("sk_live_", (ALNUM, 99))),
    ("Stripe", _j("rk_live_", (ALNUM, 99))),
    ("Slack", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("AWS", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google", _j("AIza", (URLSAFE, 35))),
    ("Telegram", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Hugging Face", _j("hf_", (ALNUM, 34))),
    ("SendGrid", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", _j("SK", (HEX, 32))),
    ("npm", _j("npm_", (ALNUM, 36))),
    ("GitLab", _j("glpat-", (URLSAFE, 20))),
    ("PyPI", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("Bergbahn Pay", _j("bbp_live_", (ALNUM, 32))),
    ("Skischule Cloud", _j("ssc-", (HEX, 40))),
    ("Chamanna Booking", lambda g: v.uuid4(g, "b")),
    ("Chascharia ERP", _j("CERP", (UPPER_DIGITS, 28))),
    ("Wellnessly", _j("wl_sk_", (URLSAFE, 40))),
    ("Rhaetix Tickets", _j("rtx_", (LOWER_DIGITS, 44))),
    ("Albula Analytics", _j((HEX, 32))),
    ("Inn Mail", _j("im.", (ALNUM, 20), ".", (ALNUM, 30))),
    ("Piz Pay", _j("pp_prod_", (ALNUM, 36))),
    ("Julier Labs", _j("jl-", (B64, 43), "=")),
    ("SnowRadar", _j("snr_", (ALNUM, 40))),
    ("Lawinen Alert", _j((HEX, 64))),
]  # fmt: skip
_NAMED = [
    "{vendor} API key: {tok}",
    "{vendor}_API_KEY={tok}",
    "export {env}_TOKEN={tok}",
    "the {vendor} key for prod is {tok}",
    "Settings › Integrations › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "la clav API da {vendor}: {tok}",
    "dr API-Schlüssel vo {vendor} isch {tok}",
    "la chiave API di {vendor} l'è {tok}",
    "a chave da API do {vendor} é {tok}",
    "API-Schlüssel für {vendor}: {tok}",
    "keep the {vendor} token for me: {tok}",
    '{env}_KEY: "{tok}"',
    "{vendor} secret → {tok}",
]  # fmt: skip


def _vendor_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    vendor, make = _VENDORS[index % len(_VENDORS)]
    env = "".join(c if c.isalnum() else "_" for c in vendor.upper())
    return {"vendor": vendor, "env": env, "tok": make(rng)}


_vendors = _Family("vendor_token", _NAMED, _vendor_draw, "tok")


_BARE_PLACES = ["{t}", "Teams: {t}", "it shows it only once, so here:\n{t}", "quai es el: {t}",
                "{t}\n^ new one, the old one is dead", "hebs für mi: {t}", "guarda isto: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the cheese-cave sensor (OTAA): {h}": 32,
    "HMAC secret for the Bergbahn Pay webhook: {h}": 64,
    "AES key of the gate controllers' config export: {h}": 32,
    "pre-shared key of the hut's IPsec tunnel (hex): {h}": 64,
    "clav da criptaziun dal backup: {h}": 64,
    "Verschlüsselungsschlüssel vom Backup: {h}": 48,
    "chiave di cifratura dal backup: {h}": 64,
    "chave de encriptação do backup: {h}": 40,
    "DJANGO_SECRET_KEY={h}": 50,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira GV-160: token copied from the browser's network tab {t}",
    "Cookie: lang=rm; gv_session={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "keep this token for me {t}",
    "il token es {t}",
    "dr Token isch {t}",
    "o token é {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@grischa-viva.test"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.grischa-viva.test/realms/staff", "azp": "till"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the booking server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tickets.grischa-viva.test.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"GATE_SIGNING_KEY": "{key}", "site": "scuol"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_hut <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "la clav privata dal server:\n{key}": ("PRIVATE KEY", "\n"),
    "dr privat Schlüssel vom Server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the payroll export:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "wallet backup, copying it off the card before I shred it: {p}": "english",
    "recovery phrase of the hut's donation wallet\n{p}": "english",
    "voice memo: the seed words are {p} and that's all": "english",
    "Confluence › Finance › Crypto tips jar (retired): {p}": "english",
    "las 12 pleds da recuperaziun dal wallet: {p}": "english",
    "d'Seed-Wörter vom Wallet: {p}": "english",
    "frase di recupero dal portafoglio: {p}": "italian",
    "frase de recuperação da carteira: {p}": "portuguese",
    "phrase de récupération du portefeuille : {p}": "french",
    "frase semilla de la billetera: {p}": "spanish",
    "obnovovací fráze peněženky: {p}": "czech",
    "Wiederherstellungsphrase der Wallet: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_phrase(rng: random.Random, lang: str, words_n: int) -> str:
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    return str(_MNEMO[lang].to_mnemonic(entropy))


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    phrase = _seed_phrase(rng, _SEED_PLACES[template], words_n)
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " ".join(words),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "card number for the hut's supplier order: {c}, exp 09/37",
    "Visa {c}, please book the Davos room with it",
    "la charta da credit: {c}",
    "Kartenummer vo dr Skischuel: {c}",
    "numero dla carta: {c} scad. 04/36",
    "número do cartão: {c}",
    "Kreditkartennummer: {c}",
    "charge the season pass to {c}",
    "Jira GV-171: guest read out card {c} on the phone",
    "my Amex is {c}",
    "card: {c} / 11/35",
    "pay the cheese order with {c}",
]  # fmt: skip
_CARD_BRANDS = ["visa", "mastercard", "amex", "maestro", "diners", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else _CARD_BRANDS[index % len(_CARD_BRANDS)]
    return {"c": v.grouped(_card(rng, brand), [" ", "-", "", " "][index % 4], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "security code on the back: {cvv}",
    "CVC {cvv}",
    "the three digits on the back are {cvv}",
    "Prüfnummer: {cvv}",
    "il codice di sicurezza dietro l'è {cvv}",
    "código de segurança: {cvv}",
]  # fmt: skip
_cvvs = _Family("card_code", _CVV_PLACES, lambda g, i, t: {"cvv": _r(g, D, 3)}, "cvv")


_IBAN_SHAPES = {
    "LI": "n" * 5 + "c" * 12, "SM": "a" + "n" * 10 + "c" * 12, "VA": "n" * 18, "LT": "n" * 16,
    "CY": "n" * 8 + "c" * 16, "IS": "n" * 22, "LV": "aaaa" + "c" * 13, "CH": "n" * 5 + "c" * 12,
    "MT": "aaaa" + "n" * 5 + "c" * 18, "PT": "n" * 21,
}  # fmt: skip
_IBAN_PLACES = [
    "IBAN for the hut's rent: {i}",
    "pay the cheese invoice to {i}",
    "il IBAN da la chascharia: {i}",
    "d'IBAN vom Lieferant isch {i}",
    "l'IBAN dal fornitur l'è {i}",
    "o meu IBAN é {i}",
    "Bankverbindung: IBAN {i}",
    "refund the guest to {i}",
    "salary account: {i}",
    "IBAN: {i} (Ladina)",
    "Jira GV-175: supplier changed IBAN to {i}",
    "wire the deposit to {i}",
]  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_IBAN_SHAPES)[index % len(_IBAN_SHAPES)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ahv(g: random.Random) -> str:
    raw = v.until(g, _j("756", (D, 10)), ch_ssn.is_valid)
    return f"{raw[:3]}.{raw[3:7]}.{raw[7:11]}.{raw[11:]}"


def _uid(g: random.Random) -> str:
    raw = v.until(g, _j("CHE", (D, 9)), ch_uid.is_valid)
    return f"CHE-{raw[3:6]}.{raw[6:9]}.{raw[9:]}"


def _peid(g: random.Random) -> str:
    return v.until(g, _j((D, 1), (D, 8)), lambda s: s[0] != "0" and li_peid.is_valid(s))


def _vnr(g: random.Random) -> str:
    raw = v.until(g, lambda h: _r(h, "123456789", 1) + _r(h, D, 3) + f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(50, 100)}", at_vnr.is_valid)  # fmt: skip
    return f"{raw[:4]} {raw[4:]}"


def _at_tin(g: random.Random) -> str:
    return v.until(g, _j((D, 9)), at_tin.is_valid)


def _nif(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("125") + _r(h, D, 8), pt_nif.is_valid)


def _cc(g: random.Random) -> str:
    return v.until(g, lambda h: f"{_r(h, D, 8)} {_r(h, D, 1)} {_r(h, UPPER, 2)}{_r(h, D, 1)}", pt_cc.is_valid)  # fmt: skip


_ID_PLACES: dict[str, Maker] = {
    "AHV-Nummer: {s}": _ahv,
    "my AHV number is {s}": _ahv,
    "il numer AHV da Curdin: {s}": _ahv,
    "numero AVS: {s}": _ahv,
    "UID of the cheese dairy: {s}": _uid,
    "Unternehmens-Identifikationsnummer {s}": _uid,
    "PEID (Liechtenstein tax id) of the supplier: {s}": _peid,
    "Personenidentifikationsnummer: {s}": _peid,
    "Sozialversicherungsnummer (Österreich): {s}": _vnr,
    "SVNR of the Austrian ski instructor: {s}": _vnr,
    "Steuernummer Österreich: {s}": _at_tin,
    "Austrian tax number: {s}": _at_tin,
    "NIF do Tiago: {s}": _nif,
    "o meu NIF é {s}": _nif,
    "número de contribuinte: {s}": _nif,
    "Cartão de Cidadão n.º {s}": _cc,
    "o número do meu cartão de cidadão é {s}": _cc,
    "Swiss passport number: {s}": lambda g: _r(g, UPPER, 1) + _r(g, D, 7),
    "Identitätskarte Nr. {s}": lambda g: _r(g, UPPER, 1) + _r(g, D, 7),
    "carta d'identità elettronica: {s}": lambda g: "C" + _r(g, UPPER, 1) + _r(g, D, 5) + _r(g, UPPER, 2),
    "passaporte português n.º {s}": lambda g: _r(g, UPPER, 1) + _r(g, D, 6),
    "Führerausweis-Nr. {s}": lambda g: _r(g, D, 9) + _r(g, D, 3),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 0:
        return [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]
    if style == 1:
        return [_r(rng, D, 8) for _ in range(n)]
    return [f"{_r(rng, UPPER_DIGITS, 5)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = [
    "2FA backup codes for the Bergbahn Pay account:\n{codes}",
    "codes da backup: {codes}",
    "Backup-Codes vom Mail-Konto: {codes}",
    "codici di backup: {codes}",
    "códigos de backup: {codes}",
    "recovery codes (GitHub, grischa-viva org):\n{codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 8, index % 3)
    joiner = "\n" if "\n" in template else ", "
    return {"codes": joiner.join(codes), "secret": codes[rng.randrange(8)]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_TOTPS = [
    "otpauth://totp/GrischaViva:{u}?secret={s}&issuer=GrischaViva",
    "TOTP secret for the till admin: {s}",
    "2FA setup key (couldn't scan the QR code): {s}",
    "dr 2FA-Schlüssel vom Kassesystem isch {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index == 2), "u": rng.choice(_USERS)}


_totp = _Family("otp_secret", _TOTPS, _totp_draw, "s")

_CODES = [
    "verification code: {c}",
    "{c} is your Bergbahn Pay verification code",
    "Bestätigungscode: {c}",
    "o código de verificação é {c}",
    "il code da verificaziun es {c}",
]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Chamanna-Lischana", "GV Staff 5G", "Spa Poschiavo", "Chascharia-Office",
          "Skischuel Davos", "Kasse Scuol"]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    return rng.choice([_plain_pw, lambda g: _r(g, ALNUM, 20), _peak])(rng)


_WIFI_PLACES = [
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "wifi password for {s}: {pw}",
    "Network: {s} / {pw}",
    "network {s} key {pw}",
    "WPA key of {s} is {pw}",
    "il pled-clav dal wifi ({s}) es {pw}",
    "s'WLAN-Passwort vo {s} isch {pw}",
    "WLAN {s}, Schlüssel: {pw}",
    "la password dal wifi {s} l'è {pw}",
    "a senha do wifi {s} é {pw}",
    "wifi? / Mariana: {pw}",
    "SSID {s}\npassphrase {pw}",
    "ssid,psk\n{s},{pw}",
    "guest wifi at the hut: {s}, password {pw}",
    "plaid-clav dil wifi: {pw}",
    "wifi {s} → {pw}",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _r(rng, ALNUM, 24)
    sep = [" ", "-", " · ", " | ", ", "][index % 5]
    if index % 2:
        shown = sep.join(token[k : k + 4] for k in range(0, len(token), 4))
    else:
        shown = sep.join(token)
    return {"t": shown}


_SPELL_TOKENS = [
    "reading the API key out for you: {t}",
    "the token, letter by letter: {t}",
    "la clav API, pled per pled: {t}",
    "dr Schlüssel, i Vierergruppe: {t}",
    "la chiave a gruppi: {t}",
]  # fmt: skip
_spelled_tokens = _Family("spelled_token", _SPELL_TOKENS, _spell_draw, "t")


_LOCKS = [
    "the door code of the ski room is {pw}",
    "key safe at the hut: code {pw}",
    "il code da l'isch da la chascharia es {pw}",
    "dr Türcode vom Skiruum isch {pw}",
    "al codice dla porta dla spa l'è {pw}",
    "o código do cacifo é {pw}",
    "Tresor-PIN: {pw}",
    "alarm code for the ticket office: {pw}",
    "PIN of the Bergbahn Pay card: {pw}, don't tell anyone",
]  # fmt: skip
_locks = _Family("pin_code", _LOCKS, lambda g, i, t: {"pw": _r(g, D, [4, 6, 5][i % 3])}, "pw")


_PHRASE_WORDS = ["arvenholz", "murmeltier", "steinbock", "gletscher", "capuns", "nusstorte",
                 "engiadina", "plattas", "lärche", "enzian", "alpenrose", "sgraffito",
                 "bergell", "lawine", "schlitten", "heuboden"]  # fmt: skip
_PHRASES = [
    "passphrase: {p}",
    "the KeePass master passphrase is {p}",
    "Passphrase vom Tresor-Laptop: {p}",
    "la passphrase l'è {p}",
    "a frase-senha é {p}",
    "pled-clav lung: {p}",
    "Passwortsatz: {p}",
]  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": [" ", "-", "."][index % 3].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", _PHRASES, _phrase_draw, "p")


_AUTH = [
    "Authorization: Basic {v}",
    "curl -H 'Authorization: Bearer {v}' https://api.grischa-viva.test/v1/gates",
    "headers = {{'Authorization': 'Token {v}'}}",
    "Proxy-Authorization: Basic {v}",
    "Authorization: Bearer {v}",
]  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Basic" in template:
        raw = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(raw.encode()).decode()}
    return {"v": _r(rng, ALNUM, 40)}


_auth = _Family("auth_header", _AUTH, _auth_draw, "v")


_CONFIGS = [
    ".env:\nDB_USER=tickets\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'spa', 'PASSWORD': '{pw}'}}}}",
    "~/.pgpass:\npg.grischa-viva.test:5432:dairy:dairy:{pw}",
    "~/.my.cnf:\n[client]\nuser=kasse\npassword={pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "config.yaml:\nsmtp:\n  user: hotel\n  password: {pw}",
    "appsettings.json: {{\"ConnectionStrings\": {{\"Kasse\": \"Server=sql;User Id=kasse;Password={pw};\"}}}}",
    "[database]\nhost = pg.grischa-viva.test\npassword = {pw}",
    "borg env:\nBORG_PASSPHRASE={pw}",
    "restic.env:\nRESTIC_PASSWORD={pw}",
    "nextcloud config.php:\n'dbpassword' => '{pw}',",
    "msmtprc:\naccount hotel\nuser reception\npassword {pw}",
    "ansible vars:\nansible_become_password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Mariana: wifi password of the staff house?\nJoao: {pw}",
    "[06:02] flurin: root pw for the gate server?\n[06:03] curdin: {pw}",
    "Ladina: {pw} is the new till admin password",
    "Tiago: use {pw}, that's what the spa PC has now",
    "Gieri: il pled-clav nouv es {pw}",
    "Onna: plaid-clav niev: {pw}",
    "Beat: s nöie PW isch {pw}",
    "Brunella: la password növa l'è {pw}",
    "Rafaela: a senha nova é {pw}",
    "Reto: das neue Kennwort lautet {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


def _recovery_key(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template or "Wiederherstellungs" in template:
        return {"k": "-".join(f"{rng.randrange(0, 720_000, 11):06d}" for _ in range(8))}
    if "Apple" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(5))}


_RECOVERY = [
    "BitLocker recovery key of the ticket-office laptop: {k}",
    "BitLocker-Wiederherstellungsschlüssel vom Kassen-PC: {k}",
    "Apple ID recovery key: {k}",
    "recovery key for the hut's password manager: {k}",
    "la clav da recuperaziun: {k}",
    "dr Wiederherstellungsschlüssel isch {k}",
    "la chiave di recupero l'è {k}",
    "a chave de recuperação é {k}",
]  # fmt: skip
_recovery = _Family("recovery_key", _RECOVERY, _recovery_key, "k")

# How many samples each family draws (390 in all, the 293rd's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 8),
]  # fmt: skip


def _all_secrets() -> tuple[list[Sample], set[str]]:
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out, seen


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _all_secrets()[0]


def _english_seed(g: random.Random) -> str:
    return _seed_phrase(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the till admin password is": "{s}", "hut server pw:": "{s} (since the March reset)",
    "il pled-clav es": "{s}", "Kassesystem Passwort": "{s}\nändere es nach dr Saison",
    "plaid-clav:": "{s}", "s'Passwort isch": "{s}", "la password l'è": "{s}",
    "a senha é": "{s}", "Kennwort lautet": "{s}", "the password Curdin read out over the radio was": "{s}, I think",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Albula Analytics API key", "{s}", _j((HEX, 32))),
    ("split_token", "Bergbahn Pay key:", "{s} (live)", _j("bbp_live_", (ALNUM, 32))),
    ("split_token", "Chamanna Booking client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/36", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LI"))),
    ("split_backup", "backup codes", "{s}\nqr7t-2kd9\nm4vw-8zx1", lambda g: _backup_list(g, 1, 0)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "AHV-Nummer", "{s}", _ahv),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, seen: set[str]) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    while not _fresh(secret, seen):
        secret = make(rng)
    seen.add(secret)
    return template.replace("{s}", secret), secret


def _pairs(seen: set[str]) -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [
        FieldPair(cls, first, *_fill(rng, second, make, seen)) for cls, first, second, make in rows
    ]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    return _pairs(_all_secrets()[1])


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"till": {"url": "https://kasse.grischa-viva.test", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pled-clav": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "curdin", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"gates": [{"name": "scuol-1"}, {"name": "scuol-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["psql", "-U", "dairy", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "s Passwort vom Server isch {s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the spa PC as reception with the password {s}"}': ("meta_password", _plain_pw),
    '{"albula": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"rhaetixToken": "{s}"}': ("meta_token", _j("rtx_", (LOWER_DIGITS, 44))),
    '{"snowradar_key": "{s}"}': ("meta_token", _j("snr_", (ALNUM, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "08/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SM")),
    '{"guest": {"ahv_number": "{s}"}}': ("meta_id", _ahv),
    '{"mfa": {"recovery_codes": ["{s}", "qr7t-2kd9", "m4vw-8zx1"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 2)[0]),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((HEX.upper(), 32))),
    '{"ski_room": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "GV-Staff-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    seen = _all_secrets()[1]
    _pairs(seen)
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make, seen)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"django-5.2.4-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"gate-controller-4.1.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"tickets: add Scuol-Tarasp zone", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"spa: revert booking slots", usedforsecurity=False).hexdigest()[:9]

CLEAN = [
    "Remind me to change the till password before the winter season opens on 2033-12-06.",
    "Mariana asked for the staff-house wifi password; it's on the card in the office drawer.",
    "Policy: Grischa Viva passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Teams; share a vault link instead.",
    "The `.env.example` line `ALBULA_API_KEY=replace-me` is a placeholder.",
    "The gate console asks for a new admin password after every firmware update.",
    "Replace <YOUR_BERGBAHN_PAY_KEY> in the README with the key from your dashboard.",
    "RHAETIX_API_TOKEN must be set before the nightly ticket sync runs.",
    "Nu dir a ningün teis pled-clav.",
    "Buca dir a negin tiu plaid-clav.",
    "Sägs niemertem, dis Passwort, gell.",
    "Nu dighel a nissün la tua password.",
    "Não contes a ninguém a tua senha.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "Il pled-clav sto avair almain 14 caracters.",
    "A senha tem de ter pelo menos catorze caracteres.",
    "Upgraded the gate firmware from 4.0 to 4.1.0 and Django to 5.2.4 over the weekend.",
    f"commit {_COMMIT} adds the Scuol-Tarasp zone.",
    f"Rolled back to {_SHORT} after the spa booking slots broke.",
    f"requirements.txt: django==5.2.4 --hash=sha256:{_WHEEL_SUM}",
    f"The gate controller firmware 4.1.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    "Request id 3f1c9a2e-77b0-4c1d-9e2a-5b8d0c4f6a13 is the slow one in the booking logs.",
    "Order GV-2033-00517: 40 wheels of Bergkäse for the hotel, delivery on Thursday.",
    "Jira GV-118: the cheese-cave humidity logger drops off the network at night.",
    "Call the Scuol ticket office on +41 81 000 12 34 before noon.",
    "The RhB train from Scuol-Tarasp leaves at 07:43 and reaches Zernez at 08:17.",
    "A day pass for Motta Naluns costs CHF 72, children CHF 36.",
    "Postcode of Scuol is 7550; Poschiavo is 7742; Müstair is 7537.",
    "The cheese cave is at 12 °C and 92 % relative humidity.",
    "After five wrong passwords the till locks the account for 20 minutes.",
    "The hut sleeps 42 guests; breakfast is served from 06:30.",
    "The secret of a good Bündner Nusstorte is the caramel.",
    "Ask Curdin for the ski-room door code, I don't have it.",
    "My card ending 4417 was declined at the Davos sports shop.",
    "The Poschiavo supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Bergbahn Pay account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SNOWRADAR_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the ski room rusts in the wet snow; oil it every month.",
    "Bergbahn Pay moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'Chamanna-Guest' is open, no password needed.",
    "Lot 2033-CH-0311 of Alpkäse: 38 wheels, 6.2 kg each, ripened 120 days.",
    "Version 3.14.2 of the booking app fixes the double-booking bug.",
    "The snowcat's service interval is 250 hours; it is at 1 180 hours now.",
    "Avalanche bulletin: danger level 3 above 2 200 m in the Lower Engadine.",
    "Train 1847 is the last one from Davos Platz to Filisur tonight.",
    "The wellness area is open 10:00 to 21:00; the sauna is 90 °C.",
    "Table 12 at the hotel restaurant booked for 19:30, 6 people.",
    "The password reset link expires in 30 minutes.",
    "Il code postal da Sent es 7554.",
    "S'Passwort vom Laptop isch im Tresor, frog dr Reto.",
    "La password dla reception la sa la Brunella.",
    "A senha do wifi está no quadro da cozinha.",
    "Die Zugangsdaten stehen im Passwort-Manager, nicht hier.",
    "Placeholder in the docs: password = <your-password-here>.",
    "The API rate limit is 600 requests per minute per key.",
    "UID numbers of companies are public in the Swiss commercial register.",
    "Chamanna Lischana is at 2 500 m; the hike from Scuol takes about four hours.",
    "The Albula tunnel closes for works from 2033-04-14 to 2033-05-09.",
    "Invoice 2033-0417: 120 cheese boxes, CHF 1 840.00, due in 30 days.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/gv/till", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "django", "version": "5.2.4"}}',
    '{"ticket": "GV-118", "order": "GV-2033-00517"}',
    '{"lot": {"id": "2033-CH-0311", "weight_kg": 6.2, "days": 120}}',
    '{"phone": "+41 81 000 12 34", "city": "Scuol", "postcode": "7550"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "wheels_in_cave": 1284}',
    '{"train": "1847", "from": "Davos Platz", "to": "Filisur", "dep": "22:04"}',
    '{"room": "214", "guests": 2, "nights": 4, "price_chf": 980}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
