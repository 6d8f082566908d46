# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, sixty-sixth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to sixty-second only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests, the reports nor the corpora written beside it, and the scrubber was never run on it.
Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
stewards, tote room, stable hands, float drivers, foaling crew, vets and sales office of a
racecourse and stud (Gidgee Downs Turf Club, with its totalisator, stables, members' bar and
yearling sale, and Corella Creek Stud with its stallion barn, foaling unit and the Corella Equine
Clinic; staff and buyers from Mparntwe, Yuendumu, Papunya, Kalkaringi, Yirrkala, Gunbalanya, Waiben,
Narrogin, Sha Tin, Ritto, Hidaka, San Isidro, Gávea, Chantilly, the Curragh, Meydan, Mahalaxmi and
Kathmandu) leak secrets into an assistant's memory: the stable group chat, texts from the float
driver, the jockeys' room whiteboard, the clinic handover book, the vets' dictation, the tote room
runbook, tickets (TOTE-, VET-, SALES-), e-mails, notes to self, README fragments, shell history,
configs and requests to the assistant itself, about the web pages and panels of starting gates,
treadmills, walkers, rehab, imaging, cameras, irrigation, weather, timing, screens, bar, turnstile,
PA, power, fuel, fencing and weighing gear (Steriline, Kagra, Equissage, Theraplate, Game Ready,
PiezoWave, Bemer, Chyron, Equi-Trek, Equicruiser, Kingsbury, Priefert, Foalert, Annke, Ezviz,
Holman, Irritrol, Gill Instruments, Metos, Unilumin, Planar, MyLaps, Eklund, Medison, Rancilio,
Magnetic Autocontrol, Audac, Aggreko, Alpha ESS, Stafix, Ruddweigh). About 60 % English (or
language-neutral config and shell), the rest in Warlpiri, Arrernte, Yolŋu Matha (Djambarrpuyŋu),
Kunwinjku, Luritja, Noongar, Gurindji and Kalaw Lagaw Ya (no earlier docstring names them; written
as their speakers mix in English loans such as "password", "wifi" and "number"), and Japanese,
Cantonese, Gulf Arabic, Rioplatense Spanish, Brazilian Portuguese, Hindi, Nepali, Tagalog, French,
Irish, Italian, Czech, Korean, Russian and Mandarin (the last five only in seed-phrase word lists
and their labels) in wordings of their own. Tools no earlier corpus names: python-kasa's `kasa`,
steamcmd, ZNC, notation, blobfuse2, tinytuya, step-cli's `step ca init`, acme.sh's Synology deploy
hook, GLAuth, FreeIPMI's ipmiconsole and ipmi-power, and ldapcompare; the other commands are common
ones in layouts of its own. Vendors (Equibase, Timeform, Punting Form, TwinSpires, Betfair,
Sportsbet, Tabcorp, Racing Australia, Equineline, Betradar, Genius Sports, PMU, Tabtouch, Magic
Millions, Tattersalls, Goffs, Arqana, Keeneland, Fasig-Tipton, Weatherbys, StallionMatch, Sportech,
AmTote, United Tote, Trakus, Gmax, Arioneo, StrideSAFE, Equisense, Seaver, Foalert, TurfTrax,
Vetlink, Vet Radar, Zeller, Till Payments, Ezidebit, Monoova, KeyPay, Oztix, Swiftpos, Bepoz,
Doshii, Weatherzone) are ones heldouts 5 to 62 do not name; their token shapes are invented here.
The ids are kinds those corpora do not use: an Australian Registered Body Number (ARBN) and an ATO
withholding payer number (WPN), drawn until python-stdnum's `au.acn` and `au.abn` (whose check
digits they share) validate them; and, unchecked (no library module, and no check-digit algorithm is
written here), Japan's resident record code (住民票コード), an Argentine DNI's número de trámite, a UAE
residence file number, an NT firearms licence, an ImmiCard, a WA Photo Card, an Australian visa
grant number, an NT Ochre Card, an RSA competency card, a White Card, an Australian bank account
after its BSB, a CHESS HIN, a company Director ID, a French FFE riding licence, an Irish Residence
Permit card, an OCI card, a HKSAR passport and Australian passports under Kunwinjku, Luritja and
Kalaw Lagaw Ya words. Card numbers pass Luhn (Cabal and Argencard prefixes drawn here and checked
with python-stdnum's `luhn`, the other brands from the value helpers). The IBANs are of countries
used least by a rough count over heldouts 5 to 62 (Nicaragua and Guatemala, then Timor-Leste, the
Falkland Islands, Honduras, Costa Rica, Burundi and the British Virgin Islands), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Italian, Czech, Korean,
Simplified Chinese, Russian, Japanese and Spanish lists.
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
from stdnum.au import abn as au_abn
from stdnum.au import acn as au_acn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 59_704_260
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


_RACE = ["Furlong", "Trifecta", "Quinella", "Fetlock", "Yearling", "Snaffle", "Brumby", "Waler",
         "Farrier", "Barrier", "Stirrup", "Martingale", "Saddlecloth", "Weanling", "Broodmare",
         "Paddock"]  # fmt: skip
_BUSH = ["Gidgee", "Corella", "Brolga", "Mulga", "Quandong", "Spinifex", "Galah", "Goanna", "Bilby",
         "Witchetty", "Ghostgum", "Budgerigar"]  # fmt: skip
_COATS = ["Chestnut", "Bay", "Grey", "Roan", "Brown", "Black", "Palomino"]
_HORSES = ["MulgaMist", "GhostGumLad", "RedCentreRose", "CorellaCreek", "TanamiFlyer", "DesertBrolga",
           "SpinifexQueen", "QuandongKid"]  # fmt: skip
_PLACES = ["Mparntwe", "AliceSprings", "Yuendumu", "Papunya", "Kalkaringi", "Yirrkala", "Gunbalanya",
           "Waiben", "Narrogin", "Pinjarra", "Scone", "FannieBay", "ShaTin", "Ritto", "Hidaka",
           "SanIsidro", "Gavea", "Chantilly", "Curragh", "Meydan", "Mahalaxmi", "Kathmandu"]  # fmt: skip
_NAMES = ["Kirra", "Jarrah", "Marlee", "Darnell", "Rosalie", "Napanangka", "Japaljarri", "Djawa",
          "Gulumbu", "Haruto", "Misaki", "Kawai", "Chunhei", "Faisal", "Mariam", "Joaquin",
          "Valentina", "Thiago", "Larissa", "Rohit", "Pooja", "Bikash", "Sunita", "Jomar",
          "Maricel", "Theo", "Clemence", "Ciaran", "Aoife", "Wayne"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Tr1f3ct4", "Qu1n3ll4", "F3tl0ck", "G1dg33", "C0r3ll4", "Sp1n1f3x", "Br0lg4", "Furl0ng",
         "P4dd0ck"]  # fmt: skip


def _barrier(g: random.Random) -> str:
    """A horse, its barrier and its weight, the way the tote room jokes a password together."""
    return f"{g.choice(_HORSES)}B{g.randrange(1, 17)}@{g.randrange(53, 61)}kg"


def _generated(g: random.Random) -> str:
    """Twenty characters from a password manager's generator (letters, digits, dash, underscore)."""
    return v.until(g, lambda h: _r(h, URLSAFE, 20), lambda s: any(c.isdigit() for c in s))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_RACE)}{g.choice(_BUSH)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_RACE, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_PLACES)}{g.choice(_SYMBOLS)}Cup{g.randrange(1990, 2033)}",
    lambda g: _r(g, ALNUM + "!@#%^*", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2033)) + g.choice(_SYMBOLS),
    _barrier,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_BUSH).lower()}.{g.randrange(1970, 2033)}",
    lambda g: f"Race{g.randrange(1, 11)}{g.choice(_COATS)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 3) + _r(g, D, 4) + _r(g, LOWER, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_BUSH).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Rides{g.choice(_HORSES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "stable group chat, Kirra: the Steriline starting-gate controller password is {pw}",
    "text from Darnell: Kagra treadmill panel in barn 2, admin password {pw}",
    "jockeys' room whiteboard, photographed and OCR'd: Equissage pad controller password {pw}",
    "Corella clinic handover book: Theraplate console password {pw}",
    "vet's voice note, transcribed: the Game Ready unit in box 4 takes password {pw}",
    "PiezoWave laptop in the clinic, Dr Misaki's login password {pw}",
    "Bemer tablet in the rehab barn, password {pw}",
    "race-day broadcast notes: Chyron graphics box admin password {pw}",
    "float driver's logbook: Equi-Trek tracker portal password {pw}",
    "Equicruiser cab camera app password {pw}",
    "Kingsbury float GPS unit, login password: {pw}",
    "Priefert hot-walker controller password {pw}",
    "Foalert receiver in the foaling barn, admin password {pw}",
    "Annke NVR on the stallion barn, admin password {pw}",
    "Ezviz camera over the yearling paddock, device password {pw}",
    "Holman irrigation controller on the course proper: password {pw}",
    "Irritrol controller for the training track, web password {pw}",
    "Gill Instruments weather station logger password {pw}",
    "Metos station at the back straight, portal password {pw}",
    "Unilumin big-screen processor, admin password {pw}",
    "MyLaps timing decoder at the finish post, web password {pw}",
    "Eklund DR panel in the imaging room, service password {pw}",
    "Medison ultrasound, clinic user password {pw}",
    "Rancilio in the members' bar, tech menu password {pw}",
    "Magnetic Autocontrol turnstile controller at gate 3, password {pw}",
    "Audac PA matrix in the grandstand, admin password {pw}",
    "Aggreko generator telemetry portal password {pw}",
    "Alpha ESS battery app on the stud office iPad, password {pw}",
    "Stafix energiser app for the broodmare paddocks: password {pw}",
    "Ruddweigh scale head at the weighbridge, admin password {pw}",
    "Hi Rohit,\n\nthe tote server's root password is {pw}. Put it in the vault and delete this mail please.\n\nCheers,\nRosalie",
    "Race-day runbook, tote outage\n1. go to the tote room\n2. log into the Sportech terminal as supervisor\n3. password {pw}\n4. ring the stewards",
    "Incident 2031-09-14: the Annke NVR at the stallion barn was reachable from the internet with password {pw}",
    "README (sales ring rack)\nThe Planar video wall controller answers at https://wall.gidgee.lan, admin password `{pw}`.",
    "remember my TAB account password for me: {pw}",
    "dictated: the foaling alarm password is {pw} full stop",
    "Ngajunyangu email password-ju {pw}",
    "Nyampu-ju tote computer-kurlangu password: {pw}",
    "Atyinhe email password nhenhe: {pw}",
    "Tote computer-kenhe password nhenhe: {pw}",
    "Dhuwal ŋarraku email password: {pw}",
    "Dhuwali stable computer-wu password {pw}",
    "Ngarduk email password {pw}",
    "Clinic computer password nawu {pw}",
    "Ngayuku email password nyanga: {pw}",
    "Stable computer-ku password nyanga {pw}",
    "Nidja nganyang email password: {pw}",
    "Vet computer password nidja: {pw}",
    "Ngayiny email password nyawa: {pw}",
    "Nyawa stable computer password: {pw}",
    "Ngau email password ina: {pw}",
    "Ina stable computer password: {pw}",
    "馬主サイトのパスワード：{pw}",
    "馬房部電腦個密碼係 {pw}",
    "كلمة السر حق كمبيوتر الإسطبل: {pw}",
    "che, la contraseña de la compu del stud es {pw}",
    "a senha do computador da cocheira é {pw}",
    "अस्तबल वाले कंप्यूटर का पासवर्ड है {pw}",
    "तबेलाको कम्प्युटरको पासवर्ड {pw} हो",
    "ang password ng computer sa kuwadra ay {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["kirra", "jarrah.w", "marlee", "darnell", "rosalie.t", "napanangka", "japaljarri",
          "djawa", "gulumbu", "haruto", "misaki.o", "kawai.chan", "chunhei", "faisal", "mariam.a",
          "joaquin", "valentina.r", "thiago", "larissa", "rohit", "pooja.s", "bikash", "sunita",
          "jomar", "maricel", "theo", "clemence", "ciaran", "aoife", "svc-tote", "vet-lab"]  # fmt: skip
_LOGINS = [
    "stable chat, Jarrah: the Timeform portal login is {u} / {pw}",
    "login {u} pw {pw}",
    "Tote room › Terminals › Sportech supervisor: {u} — {pw}",
    "| system | user | pass |\n|---|---|---|\n| Vetlink | {u} | {pw} |",
    "log into the Foalert portal as {u} with password {pw}",
    "user: {u}\npass: {pw}",
    "- host: tote-db\n  user: {u}\n  pass: {pw}",
    "creds for the Equibase feed: {u} and {pw}",
    "system,user,password\ntrakus-gw,{u},{pw}",
    "ssh {u}@tote-srv.gidgee.lan, password {pw}",
    "Ciaran said the Goffs online login is {u}, password {pw}",
    "account {u} / password {pw} (the Arqana buyer portal)",
    "the Magic Millions app: username {u}, password {pw}",
    "{u} logs into the Weatherbys portal with {pw}",
    "StrideSAFE dashboard login: {u} / {pw}",
    "{u}:{pw} for the sales ring camera",
    "Ngajunyangu username {u}, password-ju {pw}",
    "Atyinhe username {u}, atyinhe password {pw}",
    "ŋarraku username {u} ga password {pw}",
    "Ngayuku username {u}, ngayuku password {pw}",
    "nganyang username {u} wer password {pw}",
    "ログインID {u} / パスワード {pw}",
    "用戶名 {u}，密碼 {pw}，記住呀",
    "usuario {u} y la clave {pw}, che, no la pierdas",
    "usuário {u}, senha {pw}",
    "username: {u}, password: {pw} — huwag mong ipagsabi",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["fetlock", "brumby", "quandong", "gidgee", "corella", "witchetty", "snaffle",
               "furlong", "mulga", "waler", "brolga", "spinifex", "stirrup", "galah", "quinella",
               "farrier"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: {w}, and right after it {d}",
    "for the tote box it's {w} with {d} on the end",
    "voice note: the foaling barn wifi is {w} and then the number {d}, no spaces",
    "key in {w}, then {d}",
    "it's {w}{d}, the word and the digits run together",
    "Password-ju jaru {w}, ngula-jangka {d}",
    "Password angkentye {w}, kele {d}",
    "Password dhuwal dhäruk {w}, bala {d}",
    "Ngarduk password kunwok {w}, dja {d}",
    "Password wangka {w}, ka {d}",
    "Password wangkiny {w}, wer {d}",
    "パスワードは {w} という単語、そのあとに {d}",
    "ang password ay yung salitang {w}, tapos {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "kasa --host 10.20.4.31 --username {u}@gidgee.com.au --password '{pw}' on",
    "steamcmd +login {u} '{pw}' +app_update 896660 validate +quit",
    "/connect znc.gidgee.net +6697 {u}/libera:{pw}",
    "notation login -u {u} -p '{pw}' registry.gidgee.lan",
    "step ca init --name 'Gidgee Downs CA' --dns ca.gidgee.lan --address :9000 --provisioner {u}@gidgee.com.au --password-file <(echo -n '{pw}')",
    "SYNO_Username={u} SYNO_Password='{pw}' acme.sh --deploy -d nas.gidgee.lan --deploy-hook synology_dsm",
    "ipmiconsole -h bmc-tote1.gidgee.lan -u {u} -p '{pw}'",
    "ipmi-power -h bmc-vet.gidgee.lan -u {u} -p '{pw}' --stat",
    "ldapcompare -x -H ldaps://dc.gidgee.lan -D 'uid={u},ou=people,dc=gidgee,dc=lan' -w '{pw}' 'uid=kirra,ou=people,dc=gidgee,dc=lan' mail:kirra@gidgee.com.au",
    "mysql -h tote-db.gidgee.lan -u {u} -p'{pw}' tote -e 'select count(*) from bets'",
    "PGPASSWORD='{pw}' psql -h pg.gidgee.lan -U {u} bloodstock",
    "curl -u {u}:{pw} https://results.gidgee.lan/api/races/2031-09-20",
    "sshpass -p '{pw}' ssh {u}@tote-srv.gidgee.lan",
    "smbclient //nas.gidgee.lan/vet-imaging -U '{u}%{pw}'",
    "net use Z: \\\\nas.gidgee.lan\\sales {pw} /user:GIDGEE\\{u}",
    "redis-cli -h cache.gidgee.lan -a '{pw}' --no-auth-warning keys 'odds:*'",
    "docker login registry.gidgee.lan -u {u} -p '{pw}'",
    "zip -P '{pw}' stewards-report-race5.zip report.pdf",
    "7z a -p'{pw}' -mhe=on vet-records-2031.7z records/",
    "openssl pkcs12 -export -in sales.crt -inkey sales.key -out sales.p12 -passout pass:{pw}",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -c prize-money.xlsx",
    "xfreerdp /v:tote-ws3.gidgee.lan /u:{u} /p:'{pw}'",
    "mosquitto_pub -h mqtt.gidgee.lan -u {u} -P '{pw}' -t troughs/9/level -m 71",
    "sqlcmd -S sql01.gidgee.lan -U {u} -P '{pw}' -d VetPM -Q 'select top 5 * from Patients'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "keytool -importkeystore -srckeystore sales.p12 -destkeystore sales.jks -deststorepass '{pw}'",
    "lftp -u {u},'{pw}' ftps://ftp.gidgee.com.au",
    "wget --user={u} --password='{pw}' https://files.gidgee.lan/fields/race-fields.csv",
    "mongosh 'mongodb://mongo.gidgee.lan/lots' -u {u} -p '{pw}' --authenticationDatabase admin",
    "clickhouse-client --host ch.gidgee.lan --user {u} --password '{pw}' --query 'select 1'",
    "echo '{pw}' | sudo -S systemctl restart tote-feed",
    "rabbitmqctl add_user {u} '{pw}'",
    "ansible-playbook site.yml -e ansible_user={u} -e ansible_password='{pw}'",
    "ncat --ssl tote-feed.gidgee.lan 7443 <<< 'LOGIN {u} {pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "gidgee@tote-srv:~$ {c}", "root@corella-vet:/srv# {c}",
    "bash history on the sales laptop:\n  512  {c}", ": 1967412345:0;{c}",
    "- cmd: {c}\n  when: 1967412380", "PS C:\\Tote> {c}",
    "ConsoleHost_history.txt on the stewards' PC:\n{c}", "Termux on the float driver's phone $ {c}",
    "tmux pane 2 on the tote box: {c}", "the command I ran from the clinic laptop: {c}",
    "history | tail -1\n  733  {c}", "WSL on the office PC, ~/ops $ {c}",
    "Git Bash, MINGW64 ~/results-api\n$ {c}", "cron mail from tote-srv: {c}",
    "screen session 'race5' on the stewards' box: {c}", "iTerm on Rosalie's Mac: {c}",
    "Nyampu command: {c}", "Nhenhe command: {c}", "Dhuwal command: {c}", "Command nawu: {c}",
    "Nyanga command: {c}", "Nidja command: {c}", "Nyawa command: {c}", "Ina command: {c}",
    "実行したコマンド：{c}", "我打咗呢個 command：{c}", "الأمر اللي شغلته: {c}",
    "el comando que corrí: {c}", "o comando que rodei: {c}", "यह कमांड चलाया: {c}",
    "यो कमान्ड चलाएँ: {c}", "ito yung command na pinatakbo ko: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.gidgee.lan:5432/bloodstock",
    "mysql+pymysql://{u}:{pw}@tote-db.gidgee.lan/tote",
    "mongodb+srv://{u}:{pw}@sales.gidgee-cluster.mongodb.net/lots",
    "redis://{u}:{pw}@cache.gidgee.lan:6379/2",
    "ftps://{u}:{pw}@ftp.gidgee.com.au:990/fields/",
    "davs://{u}:{pw}@nas.gidgee.lan/vet-imaging",
    "rtsp://{u}:{pw}@10.20.7.14:554/Streaming/Channels/101",
    "neo4j+s://{u}:{pw}@pedigree.gidgee.lan:7687",
    "clickhouse://{u}:{pw}@ch.gidgee.lan:9000/tote",
    "oracle+oracledb://{u}:{pw}@ora.gidgee.lan:1521/?service_name=SALES",
    "https://{u}:{pw}@es.gidgee.lan:9200/race-results",
    "mssql+pyodbc://{u}:{pw}@sql01.gidgee.lan/VetPM?driver=ODBC+Driver+18+for+SQL+Server",
    "Server=sql01.gidgee.lan;Database=Tote;User Id={u};Password={pw};TrustServerCertificate=True;",
    "influxdb://{u}:{pw}@influx.gidgee.lan:8086/track",
    "sip:{u}:{pw}@pbx.gidgee.lan;transport=tls",
]  # fmt: skip
_URL_PLACES = [
    "BLOODSTOCK_DB_URL={c}", "Metabase connection, the old one: {c}",
    "save this connection string for me: {c}", "連線字串：{c}", "Database-kurlangu URL-ju: {c}",
    "ticket TOTE-2302: {c}", "ops wiki › Databases: {c}", "ito yung connection string: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_945_000_000 + g.randrange(3_000_000)
        claims = {"iss": issuer, "aud": "gidgee-downs", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "fields:read results:read"}  # fmt: skip
        return _jwt_of(
            g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, LOWER_DIGITS, 16)}, claims, 342
        )

    return make


def _upper_uuid(g: random.Random) -> str:
    return v.uuid4(g, "a").upper()


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Equibase", "EQUIBASE_API_KEY", _j((HEX, 40))),
    ("Timeform", "TIMEFORM_ACCESS_TOKEN", _vendor_jwt("https://auth.timeform.com")),
    ("Punting Form", "PUNTINGFORM_API_KEY", lambda g: v.uuid4(g, "8")),
    ("TwinSpires", "TWINSPIRES_AFFILIATE_SECRET", _j((ALNUM, 36))),
    ("Betfair", "BETFAIR_APP_KEY", _j((ALNUM, 16))),
    ("Sportsbet", "SPORTSBET_PARTNER_TOKEN", _j((URLSAFE, 48))),
    ("Tabcorp", "TABCORP_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Racing Australia", "RA_FIELDS_API_KEY", _j((UPPER_HEX, 32))),
    ("Equineline", "EQUINELINE_TOKEN", _j((B64, 44))),
    ("Betradar", "BETRADAR_ACCESS_TOKEN", _j((ALNUM, 24))),
    ("Genius Sports", "GENIUS_SPORTS_API_KEY", _j((HEX, 32))),
    ("PMU", "PMU_PARTNER_SECRET", _j((URLSAFE, 43))),
    ("Tabtouch", "TABTOUCH_API_KEY", _j((ALNUM, 32))),
    ("Magic Millions", "MAGICMILLIONS_API_TOKEN", _j("mm_live_", (ALNUM, 32))),
    ("Tattersalls", "TATTERSALLS_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Goffs", "GOFFS_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Arqana", "ARQANA_API_KEY", _j((HEX, 48))),
    ("Keeneland", "KEENELAND_SALES_TOKEN", _vendor_jwt("https://id.keeneland.com")),
    ("Fasig-Tipton", "FASIG_TIPTON_API_KEY", _j((UPPER_DIGITS, 28))),
    ("Weatherbys", "WEATHERBYS_API_SECRET", _j((B64, 64))),
    ("StallionMatch", "STALLIONMATCH_KEY", _j("smk_", (LOWER_DIGITS, 36))),
    ("Sportech", "SPORTECH_TOTE_KEY", _j((UPPER_HEX, 40))),
    ("AmTote", "AMTOTE_HUB_SECRET", _j((ALNUM, 44))),
    ("United Tote", "UNITEDTOTE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Trakus", "TRAKUS_FEED_TOKEN", _j((HEX, 64))),
    ("Gmax", "GMAX_API_KEY", _j((ALNUM, 30))),
    ("Arioneo", "ARIONEO_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("StrideSAFE", "STRIDESAFE_API_TOKEN", _j((HEX, 32))),
    ("Equisense", "EQUISENSE_API_KEY", _j((ALNUM, 40))),
    ("Seaver", "SEAVER_SECRET_KEY", _j("sv_sk_", (ALNUM, 28))),
    ("Foalert", "FOALERT_DEVICE_TOKEN", _j((UPPER_DIGITS, 24))),
    ("TurfTrax", "TURFTRAX_API_KEY", _j((HEX, 40))),
    ("Vetlink", "VETLINK_API_KEY", _j((ALNUM, 32))),
    ("Vet Radar", "VETRADAR_API_TOKEN", _j((URLSAFE, 48))),
    ("Zeller", "ZELLER_API_KEY", _j("zk_live_", (ALNUM, 40))),
    ("Till Payments", "TILL_SHARED_SECRET", _j((ALNUM, 30))),
    ("Ezidebit", "EZIDEBIT_DIGITAL_KEY", _upper_uuid),
    ("Monoova", "MONOOVA_API_KEY", _j((HEX, 32))),
    ("KeyPay", "KEYPAY_API_KEY", _j((B64, 40))),
    ("Oztix", "OZTIX_API_TOKEN", _j((ALNUM, 40))),
    ("Swiftpos", "SWIFTPOS_CLIENT_SECRET", _j((UPPER_HEX, 32))),
    ("Bepoz", "BEPOZ_API_SECRET", _j((ALNUM, 48))),
    ("Doshii", "DOSHII_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Weatherzone", "WEATHERZONE_API_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -gx {env} {tok}",
    "PowerShell: $env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\"",
    "launchctl setenv {env} {tok}",
    "dokku config:set tote-feed {env}={tok}",
    "kubectl create secret generic tote-feed --from-literal={env}={tok}",
    "docker run -e {env}={tok} gidgee/tote-feed:3.2",
    "values.yaml:\n  env:\n    - name: {env}\n      value: \"{tok}\"",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "terraform.tfvars:\n{env_lower} = \"{tok}\"",
    "CI log (the mask failed): {env}: {tok}",
    "crontab: {env}={tok} /opt/gidgee/bin/sync-fields",
    "group_vars/tote.yml:\n{env_lower}: {tok}",
    "ops wiki › Integrations › {vendor}: key {tok}",
    "Integrations table: | {vendor} | prod | {tok} |",
    "stable chat, Jarrah: new {vendor} key {tok}",
    "text from Rohit: the {vendor} token is {tok}, don't lose it",
    "ticket TOTE-2291: {vendor} feed returns 403, key in use {tok}",
    "note to self: rotate the {vendor} API key {tok} after the carnival",
    "please save my {vendor} API key: {tok}",
    "dictated: {vendor} API key is {tok}",
    "{vendor}-kurlangu API key-ju nyampu: {tok}",
    "{vendor}-kenhe API key nhenhe: {tok}",
    "{vendor}-wu API key dhuwal: {tok}",
    "{vendor} API key nawu {tok}",
    "{vendor}-ku API key nyanga: {tok}",
    "{vendor} API key nidja: {tok}",
    "Nyawa {vendor} API key: {tok}",
    "Ina {vendor} API key: {tok}",
    "{vendor}のAPIキーはこれ：{tok}",
    "{vendor} 嘅 API key 係 {tok}",
    "مفتاح API حق {vendor}: {tok}",
    "la API key de {vendor} es {tok}, che",
    "chave da API do {vendor}: {tok}",
    "{vendor} की API की: {tok}",
    "{vendor} को API key {tok} हो",
    "ang API key ng {vendor} ay {tok}",
    "clé API {vendor} pour l'écurie : {tok}",
    "eochair API {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    local_key = _r(rng, ALNUM, 16)
    betfair = _r(rng, ALNUM, 16)
    racing = _r(rng, UPPER_HEX, 32)
    zeller = "zk_live_" + _r(rng, ALNUM, 40)
    weatherzone = _r(rng, HEX, 32)
    vetlink = _r(rng, ALNUM, 32)
    device = "bf" + _r(rng, LOWER_DIGITS, 20)
    return [
        Sample("vendor_token", f'import tinytuya\nplug = tinytuya.OutletDevice("{device}", "10.20.6.44", "{local_key}")\nplug.set_version(3.4)', local_key),
        Sample("vendor_token", f'trading = betfairlightweight.APIClient("ops@gidgee.com.au", os.environ["BF_PW"], app_key="{betfair}")', betfair),
        Sample("vendor_token", f"curl -H 'X-Api-Key: {racing}' https://api.racingaustralia.horse/v2/fields?meeting=GDTC", racing),
        Sample("vendor_token", f'const zeller = new ZellerClient({{ apiKey: "{zeller}" }});', zeller),
        Sample("vendor_token", f"local.properties:\nsdk.dir=/opt/android-sdk\nweatherzone.apiKey={weatherzone}", weatherzone),
        Sample("vendor_token", f'builder.Services.AddVetlink(o => o.ApiKey = "{vetlink}");', vetlink),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, env_lower=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "stable chat: {t}", "it's only shown once, so:\n{t}", "token dhuwal: {t}",
                "このトークン：{t}", "{t}\n^ the new one; the old one is revoked", "guardame esto: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 48)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the trough sensor in paddock 9 (OTAA): {h}": 32,
    "AES-128 key for the Trakus tag reader link: {h}": 32,
    "HMAC secret for the Zeller payment webhook: {h}": 64,
    "pre-shared key of the tote WAN's IPsec tunnel (hex): {h}": 64,
    "Foalert receiver pairing key: {h}": 32,
    "master key of the cash room safe controller, hex: {h}": 48,
    "Backup-kurlangu encryption key-ju: {h}": 64,
    "バックアップの暗号化キー：{h}": 64,
    "備份嘅加密金鑰：{h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket TOTE-2310: bearer copied from devtools {t}",
    "Cookie: theme=dark; gdtc_session={t}",
    "VETLINK_SESSION_JWT={t}",
    "hold on to this token for me: {t}",
    "トークン：{t}",
    "ito yung token: {t}",
    "el token es {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_946_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.gidgee.com.au/realms/club",
            "azp": "tote-console",
            "roles": ["tote", "stewards"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, LOWER_DIGITS, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old SSH key for the tote server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/sales.gidgee.com.au.key:\n{key}": ("PRIVATE KEY", "\n"),
    '{{"type": "service_account", "private_key": "{key}", "client_email": "results@gidgee.iam"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_rsa_float <<'EOF'\n{key}\nEOF": ("RSA PRIVATE KEY", "\n"),
    "ticket VET-1201, pasted by the imaging vendor:\n{key}": ("EC PRIVATE KEY", "\n"),
    "伺服器嘅私鑰：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "GPG key for the Weatherbys SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Ledger backup card, copying the words before I shred it: {p}": "english",
    "Sparrow wallet recovery words\n{p}": "english",
    "Exodus phrase for the old prize-money wallet (emptied): {p}": "english",
    "voice memo: the Trezor recovery words are {p} and that's all of them": "english",
    "Ngajunyangu wallet-kurlangu seed words: {p}": "english",
    "frase di recupero del portafoglio del fantino: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
    "马主钱包的助记词：{p}": "chinese_simplified",
    "сид-фраза кошелька для призовых: {p}": "russian",
    "ウォレットの復元ワード：{p}": "japanese",
    "la frase semilla de la billetera del stud: {p}": "spanish",
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
        "\n".join(" ".join(words[k : k + 6]) for k in range(0, len(words), 6)),
        " | ".join(words),
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Cabal's, Argencard's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "cabal":
        return _card_of(rng, ["604201", "604243", "604400", "589657"], [16])
    if brand == "argencard":
        return _card_of(rng, ["501105"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "stable chat, Marlee: the club card for the farrier account is {c}, exp {mm}/{yy}",
    "save my spare card please: {c} expires {mm}/{yy}",
    "Card number {c}\nExpiry {mm}/{yy}\nName GIDGEE DOWNS TURF CLUB",
    "ticket VET-1187: charge the Eklund service call to card {c}",
    "Magic Millions deposit, pay by card {c}, {mm}/{yy}",
    "dictated: card number {c} expiry {mm} {yy}",
    "Ngajunyangu card number-ju {c}",
    "Atyinhe card number nhenhe: {c}, {mm}/{yy}",
    "カード番号：{c}（有効期限 {mm}/{yy}）",
    "張卡號碼係 {c}，到期 {mm}/{yy}",
    "el número de la tarjeta es {c}, vence {mm}/{yy}",
    "मेरो कार्ड नम्बर {c} हो",
]  # fmt: skip


_BRANDS = ["visa", "cabal", "mastercard", "amex", "argencard", "jcb", "diners", "unionpay",
           "discover", "maestro"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVC on the back: {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "the little number on the back of the club card is {cvv}",
               "セキュリティコード（裏面の3桁）：{cvv}",
               "el código de seguridad de atrás de la tarjeta es {cvv}",
               "yung tatlong numero sa likod ng card: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng) if brand == "amex" else _visa16(rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


def _visa16(rng: random.Random) -> str:
    number = v.until(rng, lambda g: v.card(g, "visa"), lambda s: len(s) == 16)
    return v.grouped(number, " ", rng)


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 62; BBAN shapes (a, n, c, 0 as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"NI": "aaaa" + "n" * 20, "GT": "aaaa" + "n" * 20, "TL": "n" * 19,
                "FK": "aa" + "n" * 12, "HN": "aaaa" + "n" * 20, "CR": "0" + "n" * 17,
                "BI": "n" * 23, "VG": "aaaa" + "n" * 16}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the IBAN's country
    "Invoice SALES-2031-0412: pay the Granada saddle maker to {i} within 14 days": "NI",
    "save the BVI syndicate's account: IBAN {i}": "VG",
    "IBAN: {i}\nReference: lot 214, deposit from the Guatemala City buyer": "GT",
    "stable chat, Rosalie: the Falklands wool supplier's new bank details, IBAN {i}": "FK",
    "ticket SALES-2207: refund the Honduran buyer to {i}": "HN",
    "please remember the Costa Rican farrier supplies account, IBAN {i}": "CR",
    "Nyampu-ju Burundi coffee-kurlangu IBAN: {i}": "BI",
    "Timor coffee-wu IBAN dhuwal: {i}": "TL",
    "IBAN ng supplier sa Honduras: {i}": "HN",
    "el IBAN del comprador de Guatemala es {i}, che": "GT",
    "IBAN da conta em Díli: {i}": "TL",
    "رقم الآيبان حق شركة الملاك في جزر العذراء: {i}": "VG",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _arbn(g: random.Random) -> str:
    """An Australian Registered Body Number: nine digits with the ACN's weighted check digit."""
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), au_acn.is_valid)
    return f"{number[:3]} {number[3:6]} {number[6:]}"


def _wpn(g: random.Random) -> str:
    """An ATO withholding payer number: eleven digits issued in the ABN's format and check."""
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), au_abn.is_valid)
    return str(au_abn.format(number))


def _jp_jumin(g: random.Random) -> str:
    """Japan's resident record code (住民票コード): eleven digits, unchecked here."""
    return _r(g, D, 11)


def _ar_tramite(g: random.Random) -> str:
    """An Argentine DNI's número de trámite: eleven digits beginning 00, unchecked."""
    return "00" + g.choice("3456") + _r(g, D, 8)


def _ae_residence(g: random.Random) -> str:
    """A UAE residence visa file number: emirate code, year, serial; unchecked."""
    return f"{g.choice(['101', '201', '301'])}/{g.randrange(2024, 2032)}/{_r(g, D, 7)}"


def _nt_firearms(g: random.Random) -> str:
    """An NT firearms licence number: a letter and seven digits, unchecked."""
    return g.choice("FS") + _r(g, D, 7)


def _immicard(g: random.Random) -> str:
    """An ImmiCard number: three letters and six digits, unchecked."""
    return _r(g, UPPER, 3) + _r(g, D, 6)


def _wa_photo(g: random.Random) -> str:
    """A WA Photo Card number: seven digits, unchecked."""
    return g.choice("123456789") + _r(g, D, 6)


def _visa_grant(g: random.Random) -> str:
    """An Australian visa grant number: thirteen digits, unchecked."""
    return "0" + _r(g, D, 12)


def _ochre(g: random.Random) -> str:
    """An NT Ochre Card (working with children clearance) number: seven digits, unchecked."""
    return g.choice("123456789") + _r(g, D, 6)


def _rsa(g: random.Random) -> str:
    """An RSA competency card number: eight digits, unchecked."""
    return g.choice("123456789") + _r(g, D, 7)


def _white_card(g: random.Random) -> str:
    """A construction induction White Card number: letters and digits, unchecked."""
    return f"CIC{_r(g, D, 7)}"


def _bank_account(g: random.Random) -> str:
    """An Australian bank account number after its BSB: eight or nine digits, unchecked."""
    return g.choice("123456789") + _r(g, D, g.choice([7, 8]))


def _hin(g: random.Random) -> str:
    """A CHESS Holder Identification Number: X and ten digits, unchecked."""
    return "X00" + _r(g, D, 8)


def _director_id(g: random.Random) -> str:
    """An Australian Director ID: fifteen digits beginning 036, unchecked."""
    return "036" + _r(g, D, 12)


def _ffe(g: random.Random) -> str:
    """A French equestrian federation (FFE) licence: seven digits and a letter, unchecked."""
    return _r(g, D, 7) + g.choice(UPPER)


def _irp(g: random.Random) -> str:
    """An Irish Residence Permit card number: a letter and eight digits, unchecked."""
    return g.choice("RS") + _r(g, D, 8)


def _oci(g: random.Random) -> str:
    """An OCI card number: a letter and seven digits, unchecked."""
    return g.choice("AB") + _r(g, D, 7)


def _hksar(g: random.Random) -> str:
    """A HKSAR passport: K or H and eight digits, unchecked."""
    return g.choice("KH") + _r(g, D, 8)


def _au_passport(g: random.Random) -> str:
    """An Australian passport: P and a letter, seven digits; unchecked."""
    return "P" + g.choice("ABCDE") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "ARBN of the Sha Tin syndicate's Australian branch, for the lease form: {s}": _arbn,
    "ATO withholding payer number (WPN) on the stud's payroll letter: {s}": _wpn,
    "住民票コード（馬主登録の書類用）：{s}": _jp_jumin,
    "el número de trámite de mi DNI es {s}": _ar_tramite,
    "رقم ملف الإقامة حقي: {s}": _ae_residence,
    "NT firearms licence number of the stud manager, for the vet's euthanasia kit log: {s}": _nt_firearms,
    "ImmiCard number ko: {s}": _immicard,
    "nganyang Photo Card number: {s}": _wa_photo,
    "मेरो भिसा ग्रान्ट नम्बर: {s}": _visa_grant,
    "Ochre Card-kurlangu number-ju: {s}": _ochre,
    "Ngayiny RSA card number nyawa: {s}": _rsa,
    "ŋarraku White Card number dhuwal: {s}": _white_card,
    "Atyinhe bank account nhenhe: BSB 065-123, account {s}": _bank_account,
    "CHESS HIN for the syndicate's share parcel: {s}": _hin,
    "Director ID of the club's new board member: {s}": _director_id,
    "numéro de licence FFE de la cavalière : {s}": _ffe,
    "uimhir mo chárta IRP: {s}": _irp,
    "मेरा OCI कार्ड नंबर: {s}": _oci,
    "我本特區護照號碼係 {s}": _hksar,
    "Ngarduk passport number {s}": _au_passport,
    "Ngayuku passport number nyanga: {s}": _au_passport,
    "Ngau passport number ina: {s}": _au_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Timeform 2FA recovery codes\n{codes}", "backup codes for the club's Microsoft 365 admin: {codes}",
            "StallionMatch two-step backup codes {codes}", "バックアップコード：\n{codes}",
            "códigos de respaldo de la cuenta del stud: {codes}", "mga backup code ng 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Gidgee%20Tote:{u}?secret={s}&issuer=Gidgee%20Tote&period=30",
              "glauth config.cfg:\n[[users]]\n  name = \"stewards\"\n  uidnumber = 5003\n  otpsecret = \"{s}\"",
              "authenticator setup key for the Betfair account: {s}",
              "2FA 嘅 setup key：{s}"]  # fmt: skip
_CODES = ["{c} is your Sportsbet verification code", "Tabcorp: your one-time code is {c}. Never share it.",
          "【JRA】認証番号：{c}", "Ang iyong OTP ay {c}. Huwag ibigay kahit kanino.",
          "आपका OTP {c} है, किसी से साझा न करें"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret, "u": rng.choice(_USERS)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Gidgee-Tote", "GDTC-Members-5G", "Corella-Stud", "Corella-Vet-2G", "FoalingBarn",
          "StallionBarn-AP", "Jockeys-Room", "SalesRing-5G", "Telstra3F2A91", "Optus_B8E4C2",
          "Starlink-Stud", "Stewards-Tower", "Float-Depot"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "stable network {s}, password {pw}",
    "wifi in the foaling barn: {s} / {pw}",
    "nmcli dev wifi connect {s} password {pw}",
    "the key on the sticker under the Telstra modem: {pw}",
    "hostapd.conf:\nssid={s}\nwpa=2\nwpa_passphrase={pw}",
    "Wifi {s}-kurlangu password-ju {pw}",
    "Wifi {s}-kenhe password nhenhe: {pw}",
    "{s} wifi-wu password dhuwal {pw}",
    "Wifi {s} password nyanga: {pw}",
    "Wifi {s} password nidja: {pw}",
    "Wi-Fi「{s}」のパスワード：{pw}",
    "{s} 個 wifi 密碼係 {pw}",
    "la clave del wifi {s} es {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("mm_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("smk_", (LOWER_DIGITS, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it letter by letter: {t}", "[said over the two-way radio] {t}",
          "(typed with gaps so the chat preview hides it) {t}", "jinta-jinta: {t}",
          "一文字ずつ：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 2:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    if style == 3:
        return {"t": ".".join(token)}
    return {"t": ["  ", " "][index % 2].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["feed room padlock: {pw}", "drug safe in the Corella clinic, code {pw}",
          "tote cash room keypad: {pw} then *", "the stud's front gate code is {pw}",
          "Padlock-kurlangu code-ju {pw}", "padlock-kenhe code nhenhe: {pw}",
          "padlock-wu code dhuwal {pw}", "鞍具房個密碼鎖：{pw}", "code ng padlock sa kuwadra: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["furlong", "quinella", "fetlock", "snaffle", "brumby", "waler", "gidgee", "mulga",
                 "quandong", "corella", "brolga", "spinifex", "stirrup", "paddock", "farrier",
                 "witchetty"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the stud vault: {p}": " ",
            "VeraCrypt passphrase for the sales drive: {p}": "-",
            "Bitwarden master passphrase (ops): {p}": " ",
            "passphrase for the tote backup disk: {p}": ".",
            "パスフレーズ：{p}": " ", "la frase de contraseña del disco es {p}": " ",
            "passphrase dhuwal: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HAR export from the Timeform portal: authorization: Bearer {v}": False,
    "Power Query: Headers=[Authorization=\"Basic {v}\"]": True,
    "VBA in the sales workbook: .setRequestHeader \"Authorization\", \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS: dict[str, Maker] = {
    "~/.my.cnf on the tote box:\n[client]\nuser=tote\npassword={pw}": _plain_pw,
    "~/.pgpass:\npg.gidgee.lan:5432:bloodstock:sales:{pw}": _plain_pw,
    "~/.netrc:\nmachine ftp.gidgee.com.au login fields password {pw}": _plain_pw,
    "application.properties:\nspring.datasource.username=vet\nspring.datasource.password={pw}": _plain_pw,
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Tote\": \"Server=sql01;Database=Tote;User Id=tote;Password={pw};\" }}": _plain_pw,
    "docker-compose.yml:\n  environment:\n    MARIADB_ROOT_PASSWORD: {pw}": _plain_pw,
    "settings.xml:\n<server>\n  <id>gidgee-nexus</id>\n  <username>ci</username>\n  <password>{pw}</password>\n</server>": _plain_pw,
    "/etc/fstab:\n//nas/vet /mnt/vet cifs username=vet,password={pw},uid=1000 0 0": _plain_pw,
    "secrets.yaml (Home Assistant):\nstallion_barn_camera_password: {pw}": _plain_pw,
    "wpa_supplicant.conf:\nnetwork={{\n    ssid=\"Corella-Stud\"\n    psk=\"{pw}\"\n}}": _plain_pw,
    "blobfuse2 config.yaml:\nazstorage:\n  type: block\n  account-name: gidgeevetimaging\n  account-key: {pw}\n  container: radiographs": _j((B64, 86), "=="),
    "tote-kiosk.txt (steamcmd script):\n@ShutdownOnFailedCommand 1\nlogin kioskbot {pw}\napp_update 896660\nquit": _plain_pw,
    "odbc.ini:\n[ToteDSN]\nDriver=MariaDB\nServer=tote-db\nUser=report\nPassword={pw}": _plain_pw,
    "config.inc.php (phpMyAdmin):\n$cfg['Servers'][$i]['password'] = '{pw}';": _plain_pw,
    "~/.msmtprc:\naccount clinic\nhost smtp.gidgee.com.au\nuser vet@gidgee.com.au\npassword {pw}": _plain_pw,
    "rsyncd.secrets:\nbackup:{pw}": _plain_pw,
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}": _plain_pw,
    "znc.conf:\n<User ops>\n  <Network libera>\n    Server = irc.libera.chat +6697 {pw}\n  </Network>\n</User>": _plain_pw,
}  # fmt: skip
_configs = _Family("config_file", list(_CONFIGS), lambda g, i, t: {"pw": _CONFIGS[t](g)}, "pw")


_CHATS = [
    "Marlee: tote wifi password?\nJarrah: {pw}",
    "[05:40] rohit: root pw for the vet server?\n[05:41] pooja: {pw}",
    "Darnell: {pw} is the new Steriline password",
    "Kirra: use {pw}, that's what I set on the Kagra",
    "Japaljarri: password jalangu-jangka {pw}",
    "Djawa: yuta password dhuwal {pw}",
    "美咲：新しいパスワードは {pw}",
    "家慧：新密碼係 {pw}",
    "Jomar: bagong password: {pw}",
    "Joaquín: la nueva clave es {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "p\u200bassword: {pw}", "pass\u200cword = {pw}", "passw\u2063ord → {pw}", "passwοrd: {pw}",
    "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽 {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}",
    "P\u0332a\u0332s\u0332s\u0332w\u0332o\u0332r\u0332d\u0332: {pw}", "pass\u2062word: {pw}",
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
    "the Steriline password is": "{s}", "Kagra panel pw:": "{s} (since the firmware update)",
    "Ngajunyangu password-ju": "{s}", "Foalert password": "{s}\nchange it after foaling season",
    "パスワードは": "{s}", "password dhuwal": "{s}", "la clave es": "{s}",
    "tote supervisor password": "{s}",
    "the password Darnell read out over the two-way was": "{s}, I think", "密碼係": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Equibase API key", "{s}", _j((HEX, 40))),
    ("split_token", "StallionMatch key:", "{s} (sire search)", _j("smk_", (LOWER_DIGITS, 36))),
    ("split_token", "United Tote client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Sparrow recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/35", lambda g: v.grouped(_card(g, "cabal"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "VG"))),
    ("split_backup", "Timeform recovery codes", "{s}\ntmqz-4821-h7kd\npbwa-0937-x2rn", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ARBN", "{s}", _arbn),
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
    '{"steriline": {"host": "https://gates.gidgee.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"clave": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "darnell", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "nvr-stallion"}, {"name": "nvr-foaling", "admin_pass": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["ipmiconsole", "-h", "bmc-tote1.gidgee.lan", "-u", "admin", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "Ngajunyangu password-ju {s}"}': ("meta_password", _plain_pw),
    '{"密碼": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Kagra treadmill as vet with the password {s}"}': ("meta_password", _plain_pw),
    '{"equibase": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"trakusFeedToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"monoova_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"X-Api-Key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"billing": {"card": "{s}", "expiry": "10/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "argencard"), " ", g)),
    '{"syndicate": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BI")),
    '{"payroll": {"wpn": "{s}"}}': ("meta_id", _wpn),
    '{"two_factor": {"backup_codes": ["{s}", "tmqz-4821-h7kd", "pbwa-0937-x2rn"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"prize_wallet": {"recovery_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"appkey": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"drug_safe": {"code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Corella-Stud", "passphrase": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"steriline-gate-ctrl-4.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/gidgee/results-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"results: add barrier draw export", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tote: fix dividend rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"barrier_draw_2031-09-20.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"race-results-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Steriline controller password before the spring carnival on 2031-09-20.",
    "Jarrah asked for the foaling barn wifi password; it's on the card in the office safe.",
    "Policy: club passwords are at least 16 characters and live only in the password manager.",
    "Please don't paste passwords in the stable chat; send a vault link instead.",
    "The `.env.example` line `TIMEFORM_ACCESS_TOKEN=changeme` is a placeholder; the real token is in the vault.",
    "The Kagra panel asks for a new password after every firmware update.",
    "Replace <YOUR_EQUIBASE_KEY> in the README with the key from your Equibase account page.",
    "TRAKUS_FEED_TOKEN and MONOOVA_API_KEY must be set before the overnight results sync runs.",
    "Upgraded the tote feed from 3.1.4 to 3.2.0 and pyserial to 3.5 on Tuesday.",
    f"commit {_COMMIT} adds the barrier draw export.",
    f"Rolled back to {_SHORT} after the dividend rounding bug on Cup day.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The Steriline firmware 4.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of race-results-2031.parquet: {_SHA512}",
    f"The results API runs ghcr.io/gidgee/results-api@sha256:{_IMAGE}.",
    f"MD5 of barrier_draw_2031-09-20.csv is {_MD5}, same as the copy on the stewards' share.",
    "Request id 3f9c2a71-8b4e-4d1a-9e27-5c60b8d41f03 is the slow one in the Vetlink logs.",
    "Purchase order PO-2031-00877 for 120 bales of lucerne arrives on Friday.",
    "Ticket TOTE-2291: the tote board in the members' stand flickers during race 4.",
    "Call the stud office on +61 8 8952 4417 before 9 am.",
    "Race 5, 1200 m, barrier 7, 58.5 kg; the winner paid $4.60 and $1.80 on the tote.",
    "The trifecta 3-7-11 paid $842.30 and the quinella 3-7 paid $31.20.",
    "Mulga Mist foaled at 3:20 am on 2031-08-14, a bay colt by Ghost Gum Lad.",
    "After five wrong passwords the Vetlink portal locks the account for 15 minutes.",
    "The home straight is 410 m long and the track was rated Good 4 this morning.",
    "The secret of a good yearling prep is patience and plenty of walking.",
    "Ask Darnell for the feed room padlock code, I don't have it.",
    "My card ending 2207 was declined at the saddlery in Scone.",
    "The BVI syndicate wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Timeform account and lock them in the office safe.",
    "No wallet's support team will ever ask for your recovery words.",
    "Keep `WEATHERZONE_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the feed room rusts in the wet season; oil it every month.",
    "Equibase moved the API key page under Account › Developer in its March release.",
    "ISBN 978-0-85177-418-3 is the bloodstock handbook on the clinic shelf.",
    "The guest wifi 'GDTC-Guest' is open, no password needed.",
    "Lawa! Nyuntunyangu password-ju kula yinyi yapa-kari-ki.",
    "Werte! Ngkwinhe password-ke arelhe arrpenhe ileme arrangkwe.",
    "Yaka lakaram nhuŋu password bukmakku.",
    "Ngudda password minj yiwokdi.",
    "Wiya! Nyuntumpa password wiya tjakultjunama.",
    "Yuart wangkiny noonook password.",
    "Kula yu jarrakap nyununy password.",
    "Eso! Ngi mina password change-im.",
    "パスワードは誰にも教えないでください。",
    "唔好將密碼話俾任何人知。",
    "لا تشارك كلمة السر مع أي أحد.",
    "Che, no le pases la clave a nadie.",
    "Nunca compartilhe sua senha com ninguém.",
    "अपना पासवर्ड किसी को मत बताना।",
    "आफ्नो पासवर्ड कसैलाई नभन्नुहोस्।",
    "Huwag mong ibigay ang password mo kahit kanino.",
    "Le mot de passe de l'écurie change chaque trimestre.",
    "Ná roinn do phasfhocal le duine ar bith.",
    "第5レース、1200メートル、7番ゲートから発走。",
    "第三場嘅獨贏派彩係 46 蚊。",
    "El stud queda en San Isidro, llamá al 011 4743-5210.",
    "O pedido PO-2031-00877 chega na sexta-feira.",
    "Ang karera bukas ay alas dos y medya ng hapon.",
    "Manymak, ŋarra dhu djäma bala stable-lil.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-08-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/gidgee/steriline", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "TOTE-2291", "purchase_order": "PO-2031-00877"}',
    '{"race": {"number": 5, "distance_m": 1200, "barrier": 7, "weight_kg": 58.5}}',
    '{"phone": "+61 8 8952 4417", "town": "Alice Springs"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "horses_in_training": 42}',
    '{"request_id": "3f9c2a71-8b4e-4d1a-9e27-5c60b8d41f03", "status": 504}',
    '{"lot": 214, "sex": "filly", "colour": "chestnut", "price_aud": 185000}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
