# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-eighty-sixth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-eighty-fifth's
docstring, the fifth to three-hundred-and-eighty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (387 to 389), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (386_504_217), password words (a steppe plant,
a fish of the Aral or a rocket part, a number and a sign, `Seksewil4471!`; dot-joined words with a
year, `saksaul.sazan.2031`; leet `B41k0nur`; a name, a year and a town; dashed generator groups;
random runs).

The fictional company is Tamdy Orbita LLP, a ground-support, catering and freight firm with its
office in Kyzylorda, a hangar-side canteen and a hotel in Baikonur, a fish depot in Aral and a rail
yard in Zhosaly; its staff (Nurlan who runs IT, Aigerim, Yerlan, Dinara, Zhanibek, Gulnar), the
Baikonur engineers (Sergei Palych, Lyudmila, Vadim), the Koryo-saram relatives in Ansan and Seoul
(Valentina Kim, Vitaly Pak, Oksana Li), the Khorezm traders who sell melons and rice (Bahrom,
Dilnoza, Otabek, from Urgench and Khiva) and the French space-tourism partner in Toulouse
(Camille Ferrand, Théo Vasseur, of the invented Orbite Évasion). Every company, person, address,
domain (`tamdy-orbita.lan`, `tamdy.example`), account and number is invented; only the region is
real. Texts: chats, tickets, notes, runbooks, shell prompts, config and env files, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `→`, `/`, `|`, `—`, `-`,
`мынау`, `это`, `은`, `는`, `est`, `c'est`, a new line, a question then its answer, a value
said first.

Grep counts (heldouts 5 to 385, grep -l): none for Tamdy, Sekseuil, Toulouse, Tashauz, Terenozek,
Kompra, Baiterek, Naimi, OneVision, Satu.kz, Rekassa, Transtelecom, Mygov, Kameleoon,
Contentsquare, AB Tasty, Upela, PS Cloud, Hoster.kz, 1C-Bitrix, tftp, xorriso, zstd, `qupiasoz`;
one for Kyzylorda, Baikonur, Zhosaly, Syr Darya, Kazaly, Airba, Aviata, Chocotravel, Ipak Yuli,
Umag, Wipon, Moysklad, NHN KCP, Bootpay, Iamport, Sendbird, Yousign, Payfit, Agicap, Spendesk,
Libeo, Dougs, Ringover, Doctolib, Getaround, Dashdoc, Shippeo, Colissimo, Chronopost, Reg.ru,
coscli, `swift -U`, tf.exe, `qupiia`, greenplum, smallstep; two for Paybox, Mindbox, Swile, Danal,
PayPlug, Mangopay, Mailjet, Sellsy, Algolia, bup, obsutil, ossutil, ovhcloud, sql-cli; three to
five for Chocofamily, Wooppay, Roistat, Megaplan, amoCRM, Lemonway, Solapi, bacula, amanda,
darcs, rdiff, softether, zbackup, urbackup, cryfs, presto-cli, tdengine, unison, bareos, netbird,
headscale, Khorezm, Urgench, Khiva. Languages: about half in English or config; the rest in
Kazakh in Cyrillic (`құпиясөзі`, `пароль мынау`, `кілті`) and in the new Latin alphabet and
texting (`qūpiasöz`, `paróli`, `kupiyasozi`), the Russian of Baikonur engineers (`пароль от`,
`учётка`, `пин от`, `пасс`), the Korean of the Koryo-saram relatives in Hangul and romanised
(`비밀번호는`, `bimilbeonho-neun`, `bibeon`), the Uzbek of the Khorezm traders in Latin and
Cyrillic (`paroli`, `maxfiy so'z`, `пароли`, `махфий сўз`) and the French of the partner (`le mot de
passe c'est`, `identifiants`, `mdp`). The Kazakh Latin spellings, the romanised Kazakh and Korean,
and the Khorezm Uzbek phrasing are my guesses at how they are texted. Vendors, mostly invented or
little used: Kompra, Baiterek, Naimi, OneVision, Satu.kz, Rekassa, Transtelecom, Airba, Aviata,
Chocotravel, Ipak Yuli, Umag, Wipon, Moysklad, Paybox, Mindbox, Wooppay, Roistat, Megaplan, NHN
KCP, Bootpay, Sendbird, Danal, Solapi, Yousign, Payfit, Agicap, Spendesk, Libeo, Ringover,
Dashdoc, Shippeo, Upela, Kameleoon, Contentsquare, AB Tasty, Mangopay, Lemonway, PayPlug, Swile,
PS Cloud, Hoster.kz, Syr Orbit Pay (invented), AralFish Trace (invented), Zhosaly Rail Hub
(invented), Saksaul Telemetry (invented), Qyzyl Kassa (invented), plus GitHub, Slack, Stripe and
OpenAI shapes. Ids: Korea's resident registration number (`stdnum.kr.rrn`), Russia's INN and OGRN
(`stdnum.ru`), France's NIR and SIRET (`stdnum.fr`), Azerbaijan's VÖEN (`stdnum.az.voen`) and
Belarus's UNP (`stdnum.by.unp`), each drawn until its module validates it; IBANs of Kazakhstan,
Georgia, Mongolia, Azerbaijan, Belarus and Moldova (checked with `stdnum.iban`); seed phrases from
`mnemonic`'s English, Russian, Korean, French and Turkish lists, each checked with
`Mnemonic.check`; cards pass Luhn (Humo `9860` and UzCard `8600` in groups of four, and Visa,
Mastercard and UnionPay prefixes).
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
from stdnum import luhn
from stdnum.az import voen as az_voen
from stdnum.by import unp as by_unp
from stdnum.fr import nir as fr_nir
from stdnum.fr import siret as fr_siret
from stdnum.kr import rrn as kr_rrn
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 386_504_217
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
    the planted value, unless the draw also returns a ``secret`` field."""

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


_STEPPE = ["Seksewil", "Saksaul", "Zhuzgun", "Kermek", "Tamaryx", "Sazan", "Kambala", "Sudak",
           "Bekire", "Zhayyn", "Shortan", "Tobyl", "Soyuz", "Proton", "Zenit", "Baiterek",
           "Gagarin", "Vostok", "Kumys", "Shubat", "Baursak", "Kaimak"]  # fmt: skip
_RIGS = ["Nozzle", "Fairing", "Gantry", "Stage", "Booster", "Tanker", "Railcar", "Hangar",
         "Launchpad", "Telemetry", "Crawler", "Depot", "Netting", "Smokehouse"]  # fmt: skip
_TOWNS = ["Kyzylorda", "Baikonur", "Aral", "Zhosaly", "Kazaly", "Terenozek", "Shieli", "Tore-Tam",
          "Akai", "Karmakshy", "Urgench", "Khiva", "Ansan", "Toulouse"]  # fmt: skip
_NAMES = ["Nurlan", "Aigerim", "Yerlan", "Dinara", "Zhanibek", "Gulnar", "Sergei", "Lyudmila",
          "Vadim", "Valentina", "Vitaly", "Oksana", "Bahrom", "Dilnoza", "Otabek", "Camille",
          "Theo", "Asel", "Daulet", "Madina"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["B41k0nur", "Kyzyl0rd4", "Zh0s4ly", "S0yuz", "S4ks4ul", "Pr0t0n", "4r4lS34"]


def _gen_groups(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_STEPPE)}{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_STEPPE, 2)) + f".{g.randrange(1990, 2036)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}"
    f"{g.choice(_TOWNS).replace('-', '')}",
    lambda g: _r(g, ALNUM + "!?%&#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1961, 2036)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_RIGS)}{g.choice(_STEPPE)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    _gen_groups,
    lambda g: f"Pad{g.randrange(1, 300)}{g.choice(_STEPPE)}{g.choice(_SYMBOLS)}"
    f"{g.randrange(10, 99)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 15),
    lambda g: f"{g.choice(_TOWNS).lower().replace('-', '')}_{g.choice(_RIGS).lower()}_"
    f"{g.randrange(1000, 9999)}",
]  # fmt: skip
_PLAIN_CHARS = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN_CHARS and len(value) >= 10)


_SAID = [
    "Chat, #kyzylorda-office, Nurlan: the Hikvision NVR at the canteen, admin password {pw}",
    "Ticket TO-4471: Baikonur hotel front-desk PC, local password {pw}, please rotate",
    "note to self: the Zhosaly yard scale terminal password is {pw}",
    "Runbook, Aral fish depot freezer:\n1. open the controller page\n2. user service\n"
    "3. password {pw}\n4. set -24 °C",
    "voice note from Yerlan, transcribed: the rail yard laptop password is {pw}, write it down",
    "can you remember the Syr Orbit Pay merchant cabinet password for me? it's {pw}",
    "Dinara: hotel booking system password changed to {pw}",
    "Gulnar, WhatsApp: canteen till admin password — {pw}",
    "Incident 2032-04-12: the Aral depot router was open to the internet, password {pw}",
    "Hi Zhanibek,\n\nthe bookkeeping PC password is now {pw}. Delete this mail after.\n\nNurlan",
    "README (Baikonur hotel rack): the NAS web UI admin password is `{pw}`",
    "reminder for Monday: the Kyzylorda office printer admin password is {pw}",
    "the password for the Terenozek warehouse camera DVR → {pw}",
    "Telegram, Camille: the Orbite Évasion partner portal password is {pw}",
    "please store this: Qyzyl Kassa back-office password {pw}",
    "after the reinstall the melon-import spreadsheet password became {pw}",
    "Ticket 5512: guest-lounge kiosk password {pw} stopped working",
    "dictated in the car: the fuel card portal password is {pw} full stop",
    "Нұрлан: кеңсенің роутерінің құпиясөзі {pw}",
    "Айгерім, пароль мынау: {pw}",
    "Асхананың кассасының құпиясөзі — {pw}, ешкімге айтпа",
    "Ерлан: Жосалыдағы компьютердің паролі {pw}",
    "Nurlan: keñsenıñ routerınıñ qūpiasözı {pw}",
    "Aigerim, paróli mynau: {pw}",
    "asxananyn kassasynyn kupiyasozi {pw} eshkimge aitpa",
    "Yerlan: Zhosalydagy kompiuterdin paroli {pw}",
    "Палыч: пароль от стендового ноутбука {pw}",
    "Людмила: учётка на сервере телеметрии, пароль {pw}",
    "Вадим, пасс от вайфая в МИКе не тот, рабочий пароль от ноута {pw}",
    "пароль на почту гостиницы поменял, теперь {pw}",
    "Вадим: новый пароль от ангарного ПК — {pw}",
    "발렌티나 이모: 우리 집 컴퓨터 비밀번호는 {pw}",
    "비탈리: 이메일 비밀번호 {pw} 이야",
    "옥사나: 은행 앱 비번은 {pw} 입니다",
    "Valentina imo: uri jip keompyuteo bimilbeonho-neun {pw}",
    "Vitaly: imeil bibeon {pw} ya",
    "Bahrom aka: do'kon kompyuterining paroli {pw}",
    "Dilnoza: maxfiy so'z {pw}, hech kimga aytma",
    "Otabek: Urganchdagi omborning paroli — {pw}",
    "Баҳром: дўкон компютерининг пароли {pw}",
    "Дилноза: махфий сўз {pw}",
    "Camille : le mot de passe du portail réservations, c'est {pw}",
    "Théo : mdp du compte partenaire {pw}",
    "Le mot de passe de la tablette d'accueil est {pw}, ne le diffuse pas",
    "Camille : nouveau mot de passe du back-office → {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["nurlan", "aigerim.s", "yerlan", "dinara.k", "zhanibek", "gulnar", "s.palych",
          "lyudmila", "vadim.o", "valya.kim", "vitaly.pak", "oksana.li", "bahrom", "dilnoza",
          "otabek", "camille.f", "theo.v", "svc-canteen", "depot-aral", "yard-zhosaly"]  # fmt: skip
_LOGINS = [
    "Ticket TO-4480: {u} cannot sign in to the Moysklad cabinet, password was {pw}",
    "login {u}, password {pw}",
    "| system | user | password |\n|---|---|---|\n| hotel PMS | {u} | {pw} |",
    "sign in to the Umag back office as {u} with {pw}",
    "Wiki › Baikonur › Hotel › NAS: {u} — {pw}",
    "creds for the depot freezer panel are {u} and {pw}",
    "system,user,password\nrail-yard-scale,{u},{pw}",
    "- host: canteen-pos\n  username: {u}\n  password: {pw}",
    "логин {u}, пароль {pw}",
    "Палыч: учётка {u}, пароль {pw}",
    "пайдаланушы {u}, құпиясөз {pw}",
    "paidalanushy {u}, kupiyasoz {pw}",
    "아이디 {u} 비밀번호 {pw}",
    "foydalanuvchi {u}, parol {pw}",
    "identifiant {u}, mot de passe {pw}",
    "Théo : identifiants du portail : {u} / {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["saksaul", "seksewil", "sazan", "kambala", "baursak", "shubat", "kumys",
               "zhuzgun", "kermek", "shortan", "tamaryx", "kaimak"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, all small letters, and then {d}",
    "voice note: the canteen wifi password is {w} and right after it {d}, no space",
    "for the depot PC it's {w}, then the number {d}",
    "it's {w}{d}, word and digits together",
    "құпиясөз: {w} деген сөз, артынан {d}",
    "пароль — слово {w}, потом {d}",
    "비밀번호는 {w} 라는 단어 다음에 {d}",
    "parol: {w} degan so'z, keyin {d}",
    "le mot de passe, c'est le mot {w} suivi de {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "tftp -m binary 10.41.2.9 -c get cfg.bin; curl -u {u}:{pw} ftp://10.41.2.9/",
    "coscli config set --secret_id AKIDtamdy --secret_key '{pw}'",
    "swift -A https://store.tamdy-orbita.lan/auth/v1.0 -U tamdy:{u} -K '{pw}' list",
    "obsutil config -i=depot -k='{pw}' -e=obs.tamdy-orbita.lan",
    "ossutil config -e oss.tamdy-orbita.lan -i {u} -k '{pw}'",
    "bup on {u}@nas.tamdy-orbita.lan index /srv # sshpass -p '{pw}' was set",
    "sshpass -p '{pw}' rsync -a /srv/menus {u}@baikonur-nas:/backup",
    "presto-cli --server https://trino.tamdy-orbita.lan --user {u} --password  # pw {pw}",
    "unison /srv/hotel ssh://{u}@aral-depot//srv/hotel -sshargs '-o PasswordAuthentication=yes' "
    "# sshpass -p {pw}",
    "softether vpncmd /SERVER vpn.tamdy-orbita.lan /PASSWORD:{pw} /CMD HubList",
    "vpncmd vpn.tamdy-orbita.lan:5555 /SERVER /HUB:ZHOSALY /PASSWORD:{pw}",
    "mysql -h hotel-db.tamdy-orbita.lan -u {u} -p{pw} hotel",
    "psql 'postgresql://{u}:{pw}@pg.tamdy-orbita.lan/canteen'",
    "redis-cli -h cache.tamdy-orbita.lan -a '{pw}' ping",
    "curl -u {u}:{pw} https://kassa.tamdy-orbita.lan/api/shifts",
    "smbclient //fs.tamdy-orbita.lan/buh -U '{u}%{pw}'",
    "zip -P '{pw}' payroll-2032-05.zip payroll.xlsx",
    "7z a -p'{pw}' menus.7z menus/",
    "openssl enc -aes-256-cbc -in manifest.csv -out manifest.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c flight-list.xlsx",
    "xfreerdp /v:buh-pc.tamdy-orbita.lan /u:{u} /p:{pw}",
    "sqlcmd -S sql.tamdy-orbita.lan -U {u} -P '{pw}' -Q 'select 1'",
    "ldapsearch -H ldap://dc.tamdy-orbita.lan -D cn={u},dc=tamdy -w '{pw}' uid=*",
    "lftp -u {u},{pw} sftp://edi.tamdy-orbita.lan",
    "docker login registry.tamdy-orbita.lan -u {u} -p '{pw}'",
    "plink -ssh {u}@aral-depot -pw {pw}",
    "mosquitto_pub -h mqtt.tamdy-orbita.lan -u {u} -P '{pw}' -t freezer/3 -m on",
    "ipmitool -I lanplus -H 10.41.0.5 -U {u} -P '{pw}' chassis status",
    "net use \\\\fs.tamdy-orbita.lan\\hotel {pw} /user:TAMDY\\{u}",
    "keytool -importkeystore -srckeystore hotel.p12 -storepass '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart freezer-agent",
    "rabbitmqctl add_user {u} '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "cqlsh cass.tamdy-orbita.lan -u {u} -p '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "nurlan@kzo-gw:~$ {c}", "root@baikonur-nas:~# {c}",
    "PS C:\\Users\\yerlan> {c}", "history | tail -1\n  512  {c}", "Ticket TO-4502, ran:\n{c}",
    "runbook step 4: {c}", "осы команданы жібердім: {c}", "вот что я запускал: {c}",
    "이 명령어 실행했어: {c}", "shu buyruqni ishlatdim: {c}", "commande lancée : {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.tamdy-orbita.lan:5432/canteen",
    "mysql://{u}:{pw}@hotel-db.tamdy-orbita.lan/hotel",
    "mongodb+srv://{u}:{pw}@cluster0.tamdy.example/depot",
    "redis://:{pw}@cache.tamdy-orbita.lan:6379/0",
    "amqp://{u}:{pw}@mq.tamdy-orbita.lan:5672/rail",
    "clickhouse://{u}:{pw}@ch.tamdy-orbita.lan:9000/telemetry",
    "ftp://{u}:{pw}@ftp.tamdy-orbita.lan/menus",
    "jdbc:postgresql://pg.tamdy-orbita.lan/hotel?user={u}&password={pw}",
    "Server=sql.tamdy-orbita.lan;Database=Buh;User Id={u};Password={pw};",
    "mssql+pyodbc://{u}:{pw}@sql.tamdy-orbita.lan/buh?driver=ODBC+Driver+18",
    "sftp://{u}:{pw}@edi.tamdy-orbita.lan:2222/in",
    "rtsp://{u}:{pw}@cam-pad.tamdy-orbita.lan:554/Streaming/Channels/101",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string: {c}", "қосылу жолы: {c}",
    "строка подключения: {c}", "연결 문자열: {c}", "ulanish satri: {c}",
    "chaîne de connexion : {c}", "Ticket TO-4510: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Kompra", "KOMPRA_API_KEY", _j((HEX, 40))),
    ("Baiterek", "BAITEREK_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Naimi", "NAIMI_TOKEN", lambda g: v.uuid4(g, "8")),
    ("OneVision", "ONEVISION_API_SECRET", _j((HEX, 64))),
    ("Satu.kz", "SATU_API_TOKEN", _j((ALNUM, 36))),
    ("Rekassa", "REKASSA_API_KEY", _j((UPPER_HEX, 32))),
    ("Transtelecom", "TTC_API_KEY", _j((ALNUM, 48))),
    ("Airba", "AIRBA_SECRET", _j((URLSAFE, 43))),
    ("Aviata", "AVIATA_API_KEY", _j((HEX, 32))),
    ("Chocotravel", "CHOCOTRAVEL_TOKEN", _j((ALNUM, 40))),
    ("Ipak Yuli", "IPAKYULI_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Umag", "UMAG_API_TOKEN", _j((HEX, 48))),
    ("Wipon", "WIPON_API_KEY", _j((ALNUM, 32))),
    ("Moysklad", "MOYSKLAD_TOKEN", _j((HEX, 40))),
    ("Paybox", "PAYBOX_SECRET_KEY", _j((ALNUM, 16), (D, 4), (ALNUM, 12))),
    ("Mindbox", "MINDBOX_SECRET", _j((ALNUM, 44))),
    ("Wooppay", "WOOPPAY_API_KEY", _j((HEX, 32))),
    ("Roistat", "ROISTAT_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Megaplan", "MEGAPLAN_TOKEN", _j((B64, 60), "==")),
    ("NHN KCP", "KCP_SITE_KEY", _j((UPPER_DIGITS, 28), "__")),
    ("Bootpay", "BOOTPAY_PRIVATE_KEY", _j((B64, 43), "=")),
    ("Sendbird", "SENDBIRD_API_TOKEN", _j((HEX, 40))),
    ("Danal", "DANAL_CP_PWD", _j((ALNUM, 30))),
    ("Solapi", "SOLAPI_API_SECRET", _j((UPPER_DIGITS, 32))),
    ("Yousign", "YOUSIGN_API_KEY", _j((ALNUM, 32))),
    ("Payfit", "PAYFIT_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Agicap", "AGICAP_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Spendesk", "SPENDESK_API_SECRET", _j((ALNUM, 40))),
    ("Libeo", "LIBEO_TOKEN", _j((HEX, 48))),
    ("Ringover", "RINGOVER_API_KEY", _j((HEX, 40))),
    ("Dashdoc", "DASHDOC_API_TOKEN", _j((HEX, 40))),
    ("Shippeo", "SHIPPEO_CLIENT_SECRET", _j((ALNUM, 44))),
    ("Upela", "UPELA_API_KEY", _j((ALNUM, 32))),
    ("Kameleoon", "KAMELEOON_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Contentsquare", "CS_API_SECRET", _j((HEX, 64))),
    ("AB Tasty", "ABTASTY_API_KEY", _j((HEX, 32))),
    ("Mangopay", "MANGOPAY_API_KEY", _j((ALNUM, 50))),
    ("Lemonway", "LEMONWAY_WLPASS", _j((ALNUM, 24), (D, 4))),
    ("PayPlug", "PAYPLUG_SECRET_KEY", _j("sk_live_", (ALNUM, 32))),
    ("PS Cloud", "PSCLOUD_TOKEN", _j((HEX, 64))),
    ("Hoster.kz", "HOSTERKZ_API_KEY", _j((ALNUM, 40))),
    ("Syr Orbit Pay", "SYRORBIT_SECRET", _j("sop_live_", (ALNUM, 34))),
    ("AralFish Trace", "ARALFISH_API_KEY", _j("aft_", (LOWER_DIGITS, 36))),
    ("Zhosaly Rail Hub", "ZRH_ACCESS_TOKEN", _j("zrh.", (URLSAFE, 44))),
    ("Saksaul Telemetry", "SAKSAUL_INGEST_KEY", _j("sak_", (HEX, 40))),
    ("Qyzyl Kassa", "QYZYL_KASSA_TOKEN", _j("qk-", (ALNUM, 40))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48))),
]  # fmt: skip
_VENDOR_PLACES = [
    "{var}={t}", "export {var}='{t}'", "{name} API key: {t}", "the {name} key for prod is {t}",
    "Settings › Integrations › {name}: {t}", "{name} integration broken, current key {t}",
    "{name} API кілті: {t}", "ключ API {name}: {t}", "{name} API 키: {t}",
    "{name} API kaliti: {t}", "clé d'API {name} : {t}", "{var}: \"{t}\"",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for name, var, make in v.cycle(rng, _VENDORS, n):
        token = make(rng)
        place = rng.choice(_VENDOR_PLACES)
        out.append(Sample("vendor_token", place.format(name=name, var=var, t=token), token))
    return out


_BARE_PLACES = ["{t}", "Telegram, Nurlan: {t}", "it shows it only once, so here:\n{t}",
                "мынау токен: {t}", "вот токен {t}", "토큰 {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "==")]
_bare = _Family("bare_token", _BARE_PLACES, lambda g, i, t: {"t": g.choice(_BARE_MAKERS)(g)}, "t")


_HEX_PLACES = {"AES key for the telemetry export: {h}": 64, "HMAC_SECRET={h}": 64,
               "webhook signing secret {h}": 40, "шифрлау кілті: {h}": 64,
               "ключ шифрования: {h}": 64, "암호화 키: {h}": 64, "clé secrète : {h}": 48,
               "SESSION_SECRET={h}": 64}  # fmt: skip
_hexes = _Family("hex_key", list(_HEX_PLACES), lambda g, i, t: {"h": _r(g, HEX, _HEX_PLACES[t])},
                 "h")  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(2_500_000)
    claims = {"iss": "https://auth.tamdy-orbita.lan", "sub": f"u_{_r(rng, LOWER_DIGITS, 12)}",
              "iat": issued, "exp": issued + 86_400,
              "role": rng.choice(["buh", "hotel", "rail"])}  # fmt: skip
    header = {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}
    return {"t": f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"}


_JWT_PLACES = ["Authorization: Bearer {t}", "jwt={t}", "session token from the hotel app: {t}",
               "мынау JWT: {t}", "токен сессии {t}", "JWT 토큰 {t}", "jeton JWT : {t}",
               "cookie auth={t}; Path=/"]  # fmt: skip
_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_KINDS = ["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"]
_PEM_PLACES = ["{key}", "deploy key for the hotel repo:\n{key}", "жеке кілт:\n{key}",
               "приватный ключ от сервера:\n{key}", "개인 키:\n{key}",
               "clé privée :\n{key}"]  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = rng.choice(_PEM_KINDS)
    body = "\n".join(_r(rng, B64, 64) for _ in range(rng.randrange(5, 9)))
    return {"key": f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"}


_pems = _Family("pem_private_key", _PEM_PLACES, _pem_draw, "key")


_SEED_PLACES = {
    "Trust Wallet recovery words: {p}": "english",
    "Nurlan's hardware wallet seed: {p}": "english",
    "сид-фраза кошелька: {p}": "russian",
    "мнемоника от кошелька Палыча: {p}": "russian",
    "지갑 복구 문구: {p}": "korean",
    "발렌티나 이모 지갑 시드: {p}": "korean",
    "phrase de récupération : {p}": "french",
    "les 12 mots du portefeuille : {p}": "french",
    "Bahrom aka hamyon so'zlari: {p}": "turkish",
    "әмиянның қалпына келтіру сөздері: {p}": "english",
}
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    """A phrase `Mnemonic.check` accepts (some Russian and Turkish words change under NFKD, so
    phrases are drawn until every word survives it)."""
    mnemo = _MNEMO[_SEED_PLACES[template]]
    words = 12 if mnemo.language == "turkish" else rng.choice([12, 12, 24])

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 24: 32}[words]))
        return str(mnemo.to_mnemonic(entropy))

    return {"p": v.until(rng, make, mnemo.check)}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefix: str, length: int) -> str:
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_PREFIXES = ["9860", "8600", "4400", "5169", "62", "4", "5"]
_CARD_PLACES = ["card {c} exp 09/34", "Humo card for the melon money: {c}", "картамның нөмірі {c}",
                "номер карты {c}", "카드 번호 {c}", "karta raqami {c}", "numéro de carte : {c}",
                "pay the Aral depot from {c}"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card_of(rng, rng.choice(_CARD_PREFIXES), 16)
    return {"c": v.grouped(number, rng.choice([" ", "-", ""]), rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["card {c}, the three digits on the back are {cvv}", "CVV {cvv} для карты {c}",
               "карта {c}, CVC {cvv}", "카드 {c} 뒷면 세 자리 {cvv}",
               "carte {c}, cryptogramme visuel {cvv}", "karta {c}, CVV kodi {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card_of(rng, rng.choice(_CARD_PREFIXES), 16)
    return {"c": v.grouped(number, " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "GE": "aa" + "n" * 16, "MN": "n" * 16,
                "AZ": "aaaa" + "c" * 20, "BY": "cccc" + "nnnn" + "c" * 16,
                "MD": "c" * 20}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.iban_shaped(rng, country, _IBAN_SHAPES)


_IBAN_PLACES = ["IBAN {i}", "pay the Kyzylorda office at {i}", "ИИК: {i}", "счёт IBAN {i}",
                "IBAN 계좌 {i}", "hisob raqami IBAN {i}", "IBAN du partenaire : {i}",
                "Aral depot account: {i}"]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_IBAN_SHAPES)[index % len(_IBAN_SHAPES)])
    return {"i": v.iban_spaced(number) if rng.random() < 0.5 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _rrn(g: random.Random) -> str:
    def make(g: random.Random) -> str:
        body = (f"{g.randrange(50, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
                f"{g.choice('12')}{g.randrange(0, 96):04d}{g.randrange(10):d}")  # fmt: skip
        number = body + kr_rrn.calc_check_digit(body)
        return f"{number[:6]}-{number[6:]}"

    return v.until(g, make, kr_rrn.is_valid)


def _inn(g: random.Random) -> str:
    def make(g: random.Random) -> str:
        body = "99" + _r(g, D, 8)
        return body + ru_inn.calc_personal_check_digits(body)

    return v.until(g, make, ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    def make(g: random.Random) -> str:
        body = "1" + f"{g.randrange(2, 33):02d}" + "99" + _r(g, D, 7)
        return body + ru_ogrn.calc_check_digit(body)

    return v.until(g, make, ru_ogrn.is_valid)


def _nir(g: random.Random) -> str:
    def make(g: random.Random) -> str:
        body = (f"{g.choice('12')}{g.randrange(50, 100):02d}{g.randrange(1, 13):02d}"
                f"{g.randrange(1, 96):02d}{g.randrange(1, 990):03d}"
                f"{g.randrange(1, 999):03d}")  # fmt: skip
        return body + fr_nir.calc_check_digits(body)

    return v.until(g, make, fr_nir.is_valid)


def _siret(g: random.Random) -> str:
    def make(g: random.Random) -> str:
        siren = _r(g, "123456789", 1) + _r(g, D, 7)
        siren += luhn.calc_check_digit(siren)
        body = siren + _r(g, D, 4)
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, fr_siret.is_valid)


def _voen(g: random.Random) -> str:
    return v.until(g, lambda g: _r(g, D, 9) + g.choice("12"), az_voen.is_valid)


def _unp(g: random.Random) -> str:
    def make(g: random.Random) -> str:
        body = g.choice("1234567") + _r(g, D, 7)
        return body + by_unp.calc_check_digit(body + "0")

    return v.until(g, make, by_unp.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "주민등록번호 {s}": _rrn,
    "발렌티나 이모 주민번호: {s}": _rrn,
    "jumin deungnok beonho {s}": _rrn,
    "ИНН Палыча: {s}": _inn,
    "мой ИНН {s}, для договора": _inn,
    "ОГРН поставщика топлива {s}": _ogrn,
    "numéro de sécu de Camille : {s}": _nir,
    "NIR {s}": _nir,
    "SIRET d'Orbite Évasion : {s}": _siret,
    "VÖEN of the Khorezm rice broker's Baku office: {s}": _voen,
    "УНП белорусского перевозчика {s}": _unp,
}
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int) -> list[str]:
    style = rng.randrange(3)
    if style == 0:
        return [f"{_r(rng, D, 4)} {_r(rng, D, 4)}" for _ in range(n)]
    if style == 1:
        return [_r(rng, LOWER_DIGITS, 10) for _ in range(n)]
    return [f"{_r(rng, UPPER_DIGITS, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Google backup codes for the office account:\n{codes}",
            "резервные коды для входа:\n{codes}", "қалпына келтіру кодтары:\n{codes}",
            "백업 코드:\n{codes}", "codes de secours du compte partenaire :\n{codes}",
            "zaxira kodlari:\n{codes}", "2FA recovery codes, Kaspi business: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, rng.randrange(6, 11))
    joined = ", ".join(codes) if "Kaspi" in template else "\n".join(codes)
    return {"codes": joined}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_SEEDS_2FA = ["TOTP secret for the hotel admin: {s}", "2FA setup key {s}",
              "otpauth://totp/Tamdy:nurlan?secret={s}&issuer=Tamdy",
              "ключ для 2FA (ввести вручную): {s}", "2단계 인증 설정 키 {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced="otpauth" not in template and rng.random() < 0.5)}


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_CODES = ["{c} is your Kaspi verification code", "Растау коды: {c}", "Код подтверждения: {c}",
          "[Web발신] 인증번호 [{c}]를 입력해주세요", "Tasdiqlash kodi: {c}",
          "Votre code de vérification est {c}", "Use {c} to sign in to Aviata",
          "one-time code {c}"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Tamdy-Office-5G", "Baikonur Hotel Staff", "ARAL-DEPOT", "Zhosaly Yard 2.4",
          "Canteen MIK", "Beeline_KZO_44"]  # fmt: skip
_WIFI_PLACES = ["wifi {s}, password {pw}", "Network: {s} / {pw}", "WIFI:T:WPA;S:{s};P:{pw};;",
                "WPA key for {s}: {pw}", "{s} вайфай құпиясөзі: {pw}", "wifi {s} kupiyasozi {pw}",
                "пароль от вайфая {s}: {pw}", "와이파이 {s} 비밀번호 {pw}",
                "wifi {s} paroli: {pw}", "wifi {s}, mot de passe {pw}",
                "ssid={s}\npsk={pw}", "guests ask for {s}? the key is {pw}"]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return "".join(w.capitalize() for w in rng.sample(_SAID_WORDS, 2)) + str(
            rng.randrange(10, 99)
        )
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j("ghp_", (ALNUM, 36)), _j((ALNUM, 24))]
_SPELL = ["reading it out one character at a time: {t}", "[voice note] {t}",
          "таңбалап айтамын: {t}", "по буквам: {t}", "한 글자씩: {t}",
          "lettre par lettre : {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = rng.choice(_SPELL_MAKERS)(rng)
    sep = rng.choice([" ", " - ", " · ", "|"])
    if rng.random() < 0.5:
        return {"t": sep.join(token), "secret": sep.join(token)}
    size = rng.choice([4, 5])
    return {"t": sep.join(token[i : i + size] for i in range(0, len(token), size))}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["door code of the Aral depot: {pw}", "Kaspi app PIN {pw}", "домофон в гостинице {pw}",
          "пин от карты {pw}", "қойманың есік коды: {pw}", "현관 비밀번호 {pw}",
          "ombor eshigi kodi {pw}", "code de la porte du hangar : {pw}",
          "alarm code at the Zhosaly yard is {pw}", "сейфтің коды {pw}"]  # fmt: skip
_locks = _Family("pin_code", _LOCKS, lambda g, i, t: {"pw": _r(g, D, g.choice([4, 5, 6]))}, "pw")


_PHRASE_WORDS = ["saksaul", "steppe", "melon", "railcar", "sturgeon", "launchpad", "camel",
                 "kumys", "fairing", "saltflat", "reed", "nozzle", "yurt", "caviar"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase: {p}": " ", "KeePass passphrase → {p}": "-",
            "мастер-пароль: {p}": " ", "마스터 비밀번호: {p}": "-", "phrase de passe : {p}": " ",
            "passphrase for the backup disk: {p}": "."}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Basic" in template:
        raw = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(raw.encode()).decode()}
    return {"v": _r(rng, ALNUM, 40)}


_AUTH = ["Authorization: Basic {v}",
         "curl -H 'Authorization: Bearer {v}' https://api.tamdy.example",
         "header Authorization: Basic {v}", "Bearer {v}", "заголовок: Authorization: Bearer {v}",
         "proxy-authorization: Basic {v}"]  # fmt: skip
_auth = _Family("auth_header", _AUTH, _auth_draw, "v")


_CONFIGS = [
    "# .env (hotel-api)\nDB_HOST=pg.tamdy-orbita.lan\nDB_PASSWORD={pw}\nDEBUG=false",
    "[mysql]\nhost = hotel-db\nuser = hotel\npassword = {pw}",
    "spring:\n  datasource:\n    username: canteen\n    password: {pw}",
    "smtp:\n  host: mail.tamdy-orbita.lan\n  pass: \"{pw}\"",
    "<add key=\"KassaPassword\" value=\"{pw}\" />",
    "define('DB_PASSWORD', '{pw}');",
    "variable \"db_password\" {{ default = \"{pw}\" }}",
    "pg.tamdy-orbita.lan:5432:canteen:canteen:{pw}",
    "[client]\npassword=\"{pw}\"",
    "REDIS_PASSWORD={pw}",
    "\"password\": \"{pw}\",",
    "mail.password={pw}",
    "bindpw {pw}",
    "auth_pass {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Aigerim: what's the wifi in the MIK canteen?\nNurlan: {pw}",
    "Dinara: пароль от бухгалтерии?\nZhanibek: {pw}",
    "Valentina: 비밀번호 뭐야?\nOksana: {pw}",
    "Bahrom: paroli nima?\nOtabek: {pw}",
    "Théo : c'est quoi le mdp du portail ?\nCamille : {pw}",
    "{pw} — that's the hotel NAS password",
    "type {pw}, that's the admin password for the till",
    "Yerlan: {pw} деп қойдым роутерге",
    "{pw} — это пароль от сервера телеметрии",
    "Hey assistant, remember the depot password: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 16), (_backups, 8), (_totp, 5), (_codes, 8), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 10), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 16),
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


def _humo(g: random.Random) -> str:
    return v.grouped(_card_of(g, "9860", 16), " ", g)


def _uzcard(g: random.Random) -> str:
    return v.grouped(_card_of(g, "8600", 16), " ", g)


def _two_fours(g: random.Random) -> str:
    return f"{_r(g, D, 4)} {_r(g, D, 4)}"


def _dashed(g: random.Random) -> str:
    return f"{_r(g, UPPER_DIGITS, 4)}-{_r(g, UPPER_DIGITS, 4)}"


_PW = ("meta_password", _plain_pw)
_SPLIT_PASSWORDS = {
    "the hotel NAS admin password is": "{s}", "depot freezer panel pw:": "{s} (since the repair)",
    "құпиясөз:": "{s}", "пароль от стенда": "{s}\nне меняй до пуска",
    "비밀번호는": "{s}", "paroli:": "{s}", "mot de passe :": "{s}",
    "the password Yerlan read over the radio was": "{s}, I think",
    "kupiyasozi": "{s}", "учётка canteen, пароль": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Kompra API key", "{s}", _j((HEX, 40))),
    ("split_token", "Syr Orbit Pay secret:", "{s} (live)", _j("sop_live_", (ALNUM, 34))),
    ("split_token", "Agicap client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "Humo card", "{s} exp 11/35", _humo),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "резервные коды", "{s}\n4821 0937\n7730 1184", _two_fours),
    ("split_otp", "2FA setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "주민등록번호", "{s}", _rrn),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
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


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"hotel_nas": {"url": "https://nas.tamdy-orbita.lan", "admin_password": "{s}"}}': _PW,
    '{"құпиясөз": "{s}"}': _PW,
    '{"account": {"user": "s.palych", "пароль": "{s}"}}': _PW,
    '{"tills": [{"name": "till-1"}, {"name": "till-2", "pin_password": "{s}"}]}': _PW,
    '{"argv": ["mysql", "-h", "hotel-db", "-u", "hotel", "--password", "{s}"]}': _PW,
    '{"note": "비밀번호는 {s}"}': _PW,
    '{"mot_de_passe": "{s}"}': _PW,
    '{"transcript": "log in to the depot freezer as service with the password {s}"}': _PW,
    '{"kompra": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"onevisionSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"naimi_token": "{s}"}': ("meta_token", lambda g: v.uuid4(g, "8")),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/36"}}': ("meta_card", _uzcard),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GE")),
    '{"engineer": {"inn": "{s}"}}': ("meta_id", _inn),
    '{"mfa": {"backup_codes": ["{s}", "XK2P-7QMD", "B4W8-H3VZ"]}}': ("meta_otp", _dashed),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lora": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"depot": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "ARAL-DEPOT", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"hotel-api: add late checkout flag", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"canteen: revert menu export", usedforsecurity=False).hexdigest()[:9]
_WHEEL_SUM = hashlib.sha256(b"requests-2.32.3-py3-none-any.whl").hexdigest()
_ISO_SUM = hashlib.sha256(b"debian-12.9.0-amd64-netinst.iso").hexdigest()
_MD5 = hashlib.md5(b"menu_2032-05-14.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the hotel NAS password before the launch week on 2032-06-11.",
    "Aigerim asked for the canteen wifi password; it's on the card at the reception.",
    "Policy: Tamdy passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the Telegram group; send a vault link instead.",
    "The `.env.example` line `KOMPRA_API_KEY=replace-me` is a placeholder.",
    "The depot freezer panel asks for a new password after every firmware update.",
    "Replace <YOUR_NAIMI_TOKEN> in the README with the token from the Naimi dashboard.",
    "ONEVISION_API_SECRET and KOMPRA_API_KEY must be set before the nightly sync.",
    "Құпиясөзіңді ешкімге айтпа.",
    "Qūpiasözıñdı eşkımge aitpa.",
    "Никому не говори пароль, даже Палычу.",
    "비밀번호는 아무한테도 알려주지 마.",
    "Parolingni hech kimga aytma.",
    "Паролингни ҳеч кимга айтма.",
    "Ne partage jamais ton mot de passe.",
    "Пароль должен быть не короче четырнадцати символов.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Құпиясөз кемінде он төрт таңбадан тұруы керек.",
    "Upgraded the hotel PMS from 4.2 to 4.4 and requests to 2.32.3 on Sunday.",
    f"commit {_COMMIT} adds the late checkout flag.",
    f"Rolled back to {_SHORT} after the menu export broke.",
    f"requirements.txt: requests==2.32.3 --hash=sha256:{_WHEEL_SUM}",
    f"SHA-256 of debian-12.9.0-amd64-netinst.iso: {_ISO_SUM}",
    f"MD5 of menu_2032-05-14.xlsx is {_MD5}, same as on the share.",
    "Request id 3c9e1a72-5b4d-4f08-a6e1-7c0d2a9f1e34 is the slow one in the hotel logs.",
    "Order ORD-2032-00731 for 40 boxes of Khorezm melons arrives on Thursday.",
    "Ticket TO-4471: the canteen dishwasher leaks again.",
    "Call the Kyzylorda office on +7 7242 55 01 23 before noon.",
    "Wagon 6184 0732 with the rice is at the Zhosaly yard.",
    "The Baikonur hotel has 48 rooms; checkout is at 12:00.",
    "Freezer 3 at the Aral depot is at -24 °C; the smokehouse is at 60 °C.",
    "After five wrong passwords the hotel PMS locks the account for 15 minutes.",
    "The secret of good shubat is patience and a clean jar.",
    "Ask Yerlan for the depot door code, I don't have it.",
    "My card ending 4471 was declined at the Aral hardware store.",
    "The Toulouse partner wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the office account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "The guest wifi 'Tamdy-Guest' is open, no password needed.",
    "The launch is at 09:14:37 Baikonur time; the bus leaves the hotel at 06:30.",
    "A kilo of Aral sazan costs 2 400 tenge at the depot shop this week.",
    "The depot shop's phone is +7 72433 2 14 05, open 8 to 18.",
    "Flight KC 931 from Kyzylorda to Almaty departs at 14:20.",
    "Room 214, booking BKN-2032-0418, two nights, breakfast included.",
    "Пуск перенесли на 14:05, автобус от гостиницы в 10:30.",
    "Ракета-носитель Союз-2.1а, стартовый комплекс 31.",
    "발렌티나 이모 생신은 6월 12일이야.",
    "Qovunlar 3 tonna, narxi kilosiga 5 000 so'm.",
    "Le vol pour Baïkonour part de Toulouse le 3 juin à 07 h 45.",
    "Кешкі ас сағат 19:00-де, асханада.",
    "The password field on the hotel form must not be autocompleted.",
    "Kaspi QR at the canteen till works again after the update.",
    "Invoice INV-2032-0557: 1 280 000 tenge for the rail freight, due 2032-06-30.",
    "Version 3.12.4 of the kassa app fixes the receipt printer bug.",
    "ISBN 978-5-17-118366-4 is the Baikonur history book at the reception.",
    "Passport control at the Baikonur gate opens at 07:00.",
    "The PIN pad at the canteen is broken; use the QR code.",
    "Token limits for the assistant are 8 000 per request.",
    "Lot AR-2032-0311: 60 kg of smoked bream, packed 2032-05-02.",
    "The train to Zhosaly leaves at 23:41 from platform 2.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tamdy/hotel-nas", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "requests", "version": "2.32.3"}}',
    '{"ticket": "TO-4471", "order": "ORD-2032-00731"}',
    '{"lot": {"id": "AR-2032-0311", "weight_kg": 60, "product": "smoked bream"}}',
    '{"phone": "+7 7242 55 01 23", "city": "Kyzylorda"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "rooms": 48}',
    '{"booking": "BKN-2032-0418", "nights": 2, "checkout": "12:00"}',
    '{"wagon": "6184 0732", "station": "Zhosaly", "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
