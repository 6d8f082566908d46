# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, seventy-second corpus: written blind, without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to seventieth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written beside it, any test nor the reports, and the scrubber was never run on it. Its
own seed, password words, names, places, templates, tools, vendors and layouts, the way the raft
crews, seedling nursery, drying yards, carrageenan plant, gel-strength lab, buyers' desk and snack
shop of a seaweed-farming cooperative (Karangtali Seaweed Cooperative: cottonii and spinosum
longlines at Jeneponto, Takalar and Galesong, Sinjai and Bone, Pohuwato in Tomini Bay, Likupang,
Kairatu on Seram, Rote and Semau, Kaimana and Talibon on Bohol's Danajon Bank, a tissue-culture
seedling nursery at Takalar, a semi-refined carrageenan plant at Barombong outside Makassar, a
dodol and agar-jelly shop, and a seagrass reserve in the Tanakeke islands) leak secrets into an
assistant's memory: the crews' group chats, texts, tickets, notes to self, runbooks, e-mails, shell
history, configs, voice-dictated text and requests to the assistant itself, around the web pages and
apps of moisture, texture, viscosity, water-quality, weather, power, drying, milling, packing,
coding, camera, network, satellite, LoRa and boat hardware (Kett, Sartorius, A&D, Stable Micro
Systems, Brookfield, Anton Paar, YSI, Hanna, Davis, In-Situ, Victron, Perkins, Denyo, GEA, Buchi,
Retsch, Alfa Laval, Viessmann, Sullair, Grundfos, Siemens, Delta, Unitronics, Weintek, Loma,
Anritsu, Videojet, Domino, Markem-Imaje, Linx, Hikvision, Dahua, Reolink, MikroTik, Ruijie,
Cambium, Kacific, RAKwireless, Milesight, Dragino, Garmin, Simrad, Furuno, DJI, Shimadzu, Hach,
Thermo Scientific, Memmert, Eppendorf). About 40 % of the texts are in other languages than English:
eight that no earlier corpus's docstring names, Makassarese, Buginese, Gorontalo (Hulontalo),
Manado Malay, Ambonese Malay, Kupang Malay, Papuan Malay and Boholano (Bol-anon Cebuano, with its
`j` for `y`), in wordings of their own, close to how people text in them (mixed with Indonesian
loanwords as they are), and Indonesian, Cebuano, Tagalog, Japanese, Simplified Chinese, Korean,
French, Danish and Chilean Spanish in wordings of their own (Portuguese, Italian, Czech and Russian
only around seed phrases). Tools none of heldouts 5 to 70 names: croc, tuya-cli, Dameng's dmfldr,
RabbitMQ's PerfTest (perf-test.jar), Slony-I's slonik, stolon-keeper, Airbyte's abctl, devpi, doccano
and Argilla's server CLI. Vendors none of them names, whose tokens are planted (eFishery,
Aruna, OY! Indonesia, Durianpay, iPaymu, Faspay, Qontak, Mekari, Kledo, Olsera, Bukalapak, Blibli,
TikTok Shop, Deliveree, Biteship, KiriminAja, Kargo, Waresix, Ritase, McEasy, Ayoconnect, Privy,
Verihubs, Fonnte, Zenziva, Mailketing, Kirim.Email, Niagahoster, IDCloudHost, Itexmo, Tidetech,
Freightify, Panjiva, ImportGenius, Umitron, XpertSea, Accurate Online and SeaRates); their token
shapes are drawn here, not copied from the vendors. The ids are kinds they do not use, and none has a
python-stdnum module (every person's and tax id module stdnum ships is used by an earlier corpus), so
none is checked and no check-digit algorithm is written here: Indonesia's KUSUKA card number (the
marine and fisheries business card), NISN (a pupil's number), NIP (a civil servant's number, a
birth date, an appointment month, the sex and a serial) and KITAS number, the Philippines' FishR
registration number, RSBSA number, 4Ps household ID and Solo Parent ID number, a Danish passport
number (pasnummer), and Indonesian and Philippine passports under the words of the new languages;
each shape is drawn here. Card numbers pass Luhn (GPN's 9360 prefix drawn here, checked with
python-stdnum's `luhn`, beside the value helpers' brands). The IBANs are of the countries used least
by a rough count over heldouts 5 to 70 (Seychelles, El Salvador, Nicaragua, Guatemala, the
Dominican Republic, Egypt, São Tomé and Príncipe and Saint Lucia), drawn until `stdnum.iban`
validates them with its country check; seed phrases come from `mnemonic`'s English, Portuguese,
Italian, Korean, Czech, Russian and Simplified Chinese lists.
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

SEED = 10_740_472
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


_WEEDS = ["Cottonii", "Spinosum", "Gracilaria", "Kappaphycus", "Eucheuma", "Sargassum", "Caulerpa",
          "Lawilawi", "Tambalang", "Gelidium", "Halymenia", "Latok", "Agarweed", "Carrageen"]  # fmt: skip
_GEAR = ["Longline", "Pelampung", "Parapara", "Jangkar", "Bibit", "Rakit", "Jemuran", "Terpal",
         "Katinting", "Bagang", "Sampan", "Patok", "Karung", "Tongkang"]  # fmt: skip
_PLACES = ["Jeneponto", "Takalar", "Galesong", "Sinjai", "Bone", "Pohuwato", "Marisa", "Likupang",
           "Bahoi", "Kairatu", "Piru", "Rote", "Semau", "Oesapa", "Kaimana", "Biak", "Talibon",
           "Ubay", "Barombong", "Tanakeke"]  # fmt: skip
_NAMES = ["Rani", "Tenri", "Basri", "Aminah", "Muhlis", "Rahma", "Syamsul", "Ikhsan", "Jotje",
          "Meiske", "Stevi", "Ferdy", "Nus", "Yoke", "Alfons", "Ona", "Melki", "Dorkas", "Yanto",
          "Yosias", "Martha", "Frans", "Rahmat", "Nurain", "Fadli", "Junrey", "Lorna", "Dodong",
          "Ritchel", "Kenta", "Mette", "Soizic", "Camila", "Haoyu"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~^"
_LEET = ["C0tt0n11", "Sp1n0sum", "K4pp4phycus", "Gr4c1l4r14", "L4w1l4w1", "S4rg4ssum", "T4mb4l4ng",
         "R4k1t", "P3l4mpung"]  # fmt: skip
_MONTHS = ["Maret", "April", "Juli", "Agustus", "Oktober", "Desember"]


def _manager(g: random.Random) -> str:
    """Three random groups of six, letters of both cases and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 6) for _ in range(3))


# The ways the crews pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WEEDS)}{g.choice(_GEAR)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_WEEDS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES)}{g.choice(_SYMBOLS)}{g.randrange(1965, 2012)}{g.choice(_PLACES).lower()}",
    lambda g: _r(g, ALNUM + "$%&!?*", 16),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(1980, 2034)),
    lambda g: f"Rakit{g.randrange(1, 400)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}-{g.choice(_GEAR).lower()}-{g.randrange(10, 1000)}",
    lambda g: f"Gel{g.randrange(700, 1600)}{g.choice(_WEEDS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, D, 2) + g.choice(_SYMBOLS) + _r(g, LOWER, 5) + _r(g, D, 2),
    lambda g: f"{g.choice(_WEEDS).upper()}_{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Dries{g.choice(_WEEDS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"Panen{g.choice(_MONTHS)}{g.randrange(2024, 2035)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp group 'Panen Jeneponto', Basri: the Kett PM-650 moisture meter password is {pw}",
    "Telegram message from Rahma: Sartorius MA160 moisture analyzer web password {pw}",
    "Signal from Ferdy: A&D MX-50 admin password {pw}",
    "Viber chat, Likupang drying yard: Stable Micro Systems TA.XTplus PC password {pw}",
    "Messenger, Lorna: Brookfield CT3 texture analyzer password {pw}",
    "Lark message from Haoyu: Anton Paar ViscoQC 300 password {pw}",
    "DingTalk chat with the Qingdao buyer: their supplier portal password for us is {pw}",
    "Zoho Cliq, #plant: YSI EXO2 sonde KorEXO password {pw}",
    "Chanty DM from Meiske: Hanna HI9829 logger software password {pw}",
    "Pumble channel 'drying': Davis WeatherLink password for the Jeneponto station {pw}",
    "Twist thread 'Nursery': In-Situ HydroVu password {pw}",
    "Element room #src-plant: Victron Cerbo GX remote console password {pw}",
    "Threema from Stevi: Perkins genset controller password {pw}",
    "Wire message: Denyo DCA-45 monitor password {pw}",
    "Session message from Nus: GEA spray dryer HMI password {pw}",
    "SimpleX chat: Buchi B-290 lab dryer password {pw}",
    "Delta Chat mail from Yosias: Retsch ZM 300 mill touchscreen password {pw}",
    "Keybase team chat: Alfa Laval Touch Control password {pw}",
    "Google Chat space 'SRC plant': Viessmann Vitotronic boiler password {pw}",
    "Teams chat, Barombong plant: Sullair compressor AirLinx password {pw}",
    "Discord #maintenance: Grundfos GO Remote admin password {pw}",
    "Workvivo post (oops, public): Siemens S7-1200 web server password {pw}",
    "Connecteam chat with the night shift: Delta DOP-107 HMI password {pw}",
    "Beekeeper message from Junrey: Unitronics UniStream password {pw}",
    "Google Keep note 'Dryer 2': Weintek cMT-X HMI password {pw}",
    "Simplenote: Loma IQ4 metal detector supervisor password {pw}",
    "Standard Notes: Anritsu checkweigher password {pw}",
    "Joplin note 'Packing line': Videojet 1860 printer password {pw}",
    "Obsidian vault, Plant/Coding.md: Domino Ax350i password {pw}",
    "Bear note: Markem-Imaje 9450 password {pw}",
    "UpNote: Linx 8900 coder password {pw}",
    "Notesnook: Hikvision DS-7608 NVR admin password {pw}",
    "Memos entry: Dahua XVR at the drying yard, password {pw}",
    "Flomo: Reolink RLN8 password {pw}",
    "Logseq journal: MikroTik hAP ax2 admin password {pw}",
    "Trilium note 'Network': Ruijie Reyee router password {pw}",
    "SiYuan note: Cambium ePMP 3000 password {pw}",
    "Anytype page 'Satellite': Kacific terminal portal password {pw}",
    "Zoho Notebook card: RAKwireless WisGate password {pw}",
    "ColorNote on the boat phone: Garmin ECHOMAP password {pw}",
    "Samsung Notes: DJI FlightHub 2 password {pw}",
    "Zammad #2207: the Milesight UG65 gateway password {pw} stopped working",
    "osTicket #3381: Dragino LPS8 password {pw}, please reset",
    "FreeScout #418: Simrad NSS evo3 password {pw}",
    "UVdesk ticket 902: Furuno FCV-588 web password {pw} must be rotated",
    "Jitbit ticket 1177: Shimadzu UV-1900i password {pw}",
    "HappyFox ticket 5530: Hach DR6000 password {pw}",
    "Kayako case 771: Thermo Scientific Orion Star password {pw}",
    "Deskpro ticket 2093: Memmert oven AtmoCONTROL password {pw}",
    "TOPdesk call 6612: the Eppendorf VisioNize password is {pw}, please reset it",
    "Hi Syamsul,\n\nthe root password on the dryer server is {pw}. Please delete this mail once it's in the vault.\n\nThanks,\nRahma",
    "Incident 2033-04-02: the Victron Cerbo GX at Takalar was reachable from the internet with password {pw}",
    "Runbook: night shutdown of dryer 2\n1. open the Weintek HMI\n2. log in as operator\n3. password {pw}\n4. ramp the burner to 0 %",
    "README (QC lab bench)\nthe TA.XTplus PC is at https://texture.karangtali.lan, admin password `{pw}`.",
    "my BRImo password is {pw} now",
    "can you remember my Bank Sulselbar app password? it's {pw}",
    "the Landbank iAccess password is {pw}",
    "password for my BPI app: {pw}",
    "dictated: the Perkins genset portal password is {pw} full stop",
    "note to self: Kett meter service password {pw}",
    "after the reset the Videojet password became {pw}",
    "Passwordna email-ku iamintu {pw}",
    "passwordna wifi ri ballakku: {pw}, teako pauangi tau maraenga",
    "Daeng Rani: passwordna server beru iamintu {pw}",
    "Passwordna email-ku iyanaritu {pw}",
    "passwordna wifi ri bolaku: {pw}, aja' mupoadai tau laingngé",
    "Andi Tenri: passwordna server baru iyanaritu {pw}",
    "Password lo email'u boyito {pw}",
    "password lo wifi to bele'u: {pw}",
    "Nurain: password lo server bohu boyito {pw}",
    "Kita pe password email itu {pw}",
    "kita pe password wifi di rumah: {pw}, jang kase tau pa orang",
    "Jotje: server depe password baru so {pw}",
    "Beta pung password email tu {pw}",
    "password wifi di beta pung rumah: {pw}, jang kasi tau orang laeng",
    "Nus: password baru par server tu {pw}",
    "Beta pung password email su ganti, sekarang {pw}",
    "password wifi di rumah jemur tu {pw}, jang kasi tau sapa-sapa",
    "Melki: password server yang baru tu {pw}, sonde usah kasi tau bosong pung teman",
    "Sa pu password email tu {pw}",
    "password wifi di sa pu rumah: {pw}, ko jang kasih tau orang",
    "Yosias: password server yang baru itu {pw}, tra boleh kasih tau sapa-sapa",
    "Ang password sa akong email kay {pw}",
    "password sa wifi diri sa balaj: {pw}, ajaw isulti sa uban",
    "Junrey: ang bag-ong password sa server kay {pw}, ajaw ipakita bisan kinsa",
    "password email kantor saya {pw}",
    "kata sandi laptop lab QC: {pw}",
    "ang password sa laptop sa lab kay {pw}",
    "ang password ng CCTV sa bodega ay {pw}",
    "乾燥場のPCのパスワードは {pw} です",
    "干燥车间电脑的密码是 {pw}",
    "건조장 PC 비밀번호는 {pw}",
    "le mot de passe du PC de la salle de séchage, c'est {pw}",
    "adgangskoden til laboratorie-pc'en er {pw}",
    "la contraseña del computador de la planta es {pw}, po",
    "sandi router di kantor Barombong: {pw}",
    "ang password sa NVR sa bodega kay {pw}",
    "ang bagong password ng laptop ni Ritchel ay {pw}",
    "パスワード変えました、新しいのは {pw}",
    "工厂路由器管理密码：{pw}",
    "공장 라우터 관리자 비밀번호: {pw}",
    "mot de passe de l'onduleur Victron : {pw}",
    "kodeordet til routeren i tørrehallen er {pw}",
    "la clave del sistema de la planta de Puerto Montt es {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rani", "tenri.a", "basri", "aminah", "muhlis", "rahma.s", "syamsul", "ikhsan", "jotje",
          "meiske", "stevi", "ferdy.m", "nus", "yoke", "alfons", "ona.p", "melki", "dorkas",
          "yanto", "yosias", "martha.k", "frans", "rahmat", "nurain", "fadli", "junrey", "lorna",
          "dodong", "ritchel", "svc-dryer", "qc-gel"]  # fmt: skip
_LOGINS = [
    "Signal, Ferdy: the Kett moisture meter login is {u} / {pw}",
    "Zammad #2214: {u} locked out of the Victron VRM, last password {pw}",
    "user={u} pass={pw}",
    "Joplin › Plant › Spray dryer › GEA HMI: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Anton Paar viscometer | {u} | {pw} |",
    "log in to the YSI EXO dashboard as {u} with {pw}",
    "Hikvision NVR login {u}:{pw}",
    "username: {u}\npass: {pw}",
    "- host: dryer-hmi-2\n  user: {u}\n  pass: {pw}",
    "Viber: account {u}, password {pw}",
    "Stevi says the Loma login is {u} and the password is {pw}",
    "system,user,password\nvideojet-1860,{u},{pw}",
    "ssh {u}@src-plant.karangtali.lan, password {pw}",
    "Telegram: creds for the Grundfos pump app are {u} and {pw}",
    "username-na {u}, passwordna {pw}",
    "username-ku {u}, passwordku iyanaritu {pw}",
    "username lo akun: {u}, password: {pw}",
    "kita pe username {u} kong password {pw}",
    "beta pung username {u}, password {pw}",
    "username {u}, password {pw}, jang lupa e",
    "sa pu username {u}, sa pu password {pw}",
    "ang username kay {u}, ang password kay {pw}",
    "nama pengguna {u}, kata sandi {pw}",
    "ユーザー名：{u} パスワード：{pw}",
    "brugernavn {u}, adgangskode {pw}",
    "identifiant {u}, mot de passe {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["lawilawi", "tambalang", "katinting", "pelampung", "parapara", "bagang", "konro",
               "pallubasa", "tinutuan", "papeda", "kalamay", "binignit", "sagu", "dabudabu",
               "kasuami", "jalangkote"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: say {w}, and right after it the number {d}",
    "for the dryer HMI it's {w} with {d} on the end",
    "voice memo: the nursery wifi password is {w}, after that {d}, no spaces",
    "type {w}, then {d}, then enter",
    "it's {w}{d}, the word and the digits stuck together",
    "passwordna iamintu kana {w}, nampa angka {d}",
    "passwordna iyanaritu ada {w}, nainappa angka {d}",
    "password lo laptop: kata {w}, habis itu angka {d}",
    "password itu kata {w}, kong angka {d}",
    "password tu kata {w}, abis itu angka {d}",
    "password tu kata {w}, baru angka {d} di belakang",
    "password itu kata {w}, trus angka {d}",
    "ang password kay ang pulong {w}, unja ang numero {d}",
    "kata sandinya kata {w} lalu angka {d}",
    "パスワードは「{w}」という単語のあとに {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "croc send --code '{pw}' gel-strength-2033-04.xlsx",
    "CROC_SECRET='{pw}' croc --yes --out ~/qc-reports",
    "tuya-cli set --id bf7c21e0a93d4458f1qkzt --key '{pw}' --ip 10.40.2.17 --dps 1 --set true",
    "dmfldr USERID=SYSDBA/{pw}@10.40.1.21:5236 CONTROL='/data/ctl/harvest.ctl' LOG='/tmp/harvest.log'",
    "java -jar perf-test.jar --uri amqp://{u}:{pw}@rabbit.karangtali.lan:5672 --producers 2 --consumers 4 --rate 500",
    "slonik <<_EOF_\ncluster name = harvest;\nnode 1 admin conninfo = 'dbname=harvest host=pg1.karangtali.lan user={u} password={pw}';\n_EOF_",
    "stolon-keeper --cluster-name harvest --store-backend etcdv3 --uid keeper0 --data-dir /var/lib/stolon --pg-su-username postgres --pg-su-password '{pw}' --pg-repl-username repl --pg-repl-passwordfile /etc/stolon/repl",
    "abctl local credentials --password '{pw}'",
    "devpi login {u} --password '{pw}'",
    "doccano createuser --username {u} --password '{pw}'",
    "python -m argilla_server database users create --username {u} --password '{pw}' --role owner",
    "mysqlsh --uri {u}:{pw}@mysql.karangtali.lan:3306 --sql",
    "xtrabackup --backup --user={u} --password='{pw}' --target-dir=/backup/harvest-$(date +%F)",
    "pgweb --host pg1.karangtali.lan --user {u} --pass '{pw}' --db harvest --ssl disable",
    "clickhouse-benchmark --host ch.karangtali.lan --user {u} --password '{pw}' -i 200 < lab-queries.sql",
    "nodetool -h cass1.karangtali.lan -u {u} -pw '{pw}' status",
    "imapsync --host1 mail.old-coop.id --user1 {u} --password1 '{pw}' --host2 mail.karangtali.id --user2 {u} --passfile2 /root/.imap2",
    "java -jar jenkins-cli.jar -s https://ci.karangtali.lan/ -auth {u}:{pw} build harvest-sync -p LOT=JNP-0412",
    "wscat -c wss://scada.karangtali.lan/ws --auth {u}:{pw}",
    "curlie -u {u}:{pw} https://api.karangtali.lan/v1/lots?status=drying",
    "logcli --addr=https://loki.karangtali.lan --username={u} --password='{pw}' query '{{job=\"dryer\"}}'",
    "jmeter -n -t harvest-load.jmx -Jusername={u} -Jpassword={pw} -l results.jtl",
    "newman run harvest.postman_collection.json --env-var 'apiPassword={pw}'",
    "hurl --variable password={pw} --test login.hurl",
    "sstableloader -d cass1.karangtali.lan -u {u} -pw '{pw}' /var/lib/cassandra/data/lab/gel_tests",
    "mongorestore --uri 'mongodb://{u}:{pw}@mongo.karangtali.lan:27017/harvest?authSource=admin' dump/",
    "mysqlslap --host=mysql.karangtali.lan --user={u} --password='{pw}' --concurrency=20 --iterations=5 --auto-generate-sql",
    "sysbench oltp_read_write --mysql-host=mysql.karangtali.lan --mysql-user={u} --mysql-password='{pw}' --tables=8 run",
    "flyway -url=jdbc:postgresql://pg1.karangtali.lan/harvest -user={u} -password='{pw}' migrate",
    "liquibase --url=jdbc:mysql://mysql.karangtali.lan/lab --username={u} --password='{pw}' update",
    "mycli -h mysql.karangtali.lan -u {u} -p '{pw}' lab",
    "iredis -h redis.karangtali.lan -p 6379 -a '{pw}'",
    "RD_URL=https://rundeck.karangtali.lan RD_USER={u} RD_PASSWORD='{pw}' rd run -j nightly-dryer-report -p Harvest",
    "steghide embed -cf cottonii-raft.jpg -ef buyer-prices.txt -p '{pw}'",
    "instaloader --login={u} --password='{pw}' karangtali.seaweed",
    "gallery-dl -u {u} -p '{pw}' https://www.instagram.com/karangtali.seaweed/",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Termux on the farm phone:\n$ {c}", "JuiceSSH to src-plant: {c}",
    "ConnectBot session 'dryer-hmi': {c}", "Tabby, rahma@src-plant:~$ {c}", "WezTerm ~/harvest $ {c}",
    "Ghostty: {c}", "Warp block:\n{c}", "Alacritty, basri@qc-lab:~$ {c}", "foot terminal: {c}",
    "Konsole tab 'lab': {c}", "Tilix pane 2: {c}", "Terminator (split) $ {c}", "Guake drop-down: {c}",
    "MobaXterm, session 'Barombong plant':\n{c}", "SecureCRT tab 'cass1': {c}",
    "Xshell 8 [root@src-plant ~]# {c}", "FinalShell 终端：{c}", "WindTerm session 'pg1': {c}",
    "electerm: {c}", "Cmder λ {c}", "Windows Terminal, PS C:\\lab> {c}", "iTerm2 ~/karangtali $ {c}",
    "Terminal.app, kenta@MacBook ~ % {c}", "kitty: {c}",
    "anne perintah kupakéa: {c}", "perintah upakéi: {c}", "perintah lo server: {c}",
    "kita ja pake perintah ini: {c}", "beta pake perintah ini: {c}", "perintah yang beta pake: {c}",
    "sa pake perintah ini: {c}", "ang command nga akong gipadagan: {c}",
    "perintah yang saya jalankan: {c}", "ang command nga akong gi-run sa lab: {c}",
    "コマンド履歴：{c}", "perintah yang kita ja pake di server: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "redis://{u}:{pw}@redis.karangtali.lan:6379/2",
    "mongodb+srv://{u}:{pw}@cluster0.karangtali.id/harvest?retryWrites=true&w=majority",
    "clickhouse://{u}:{pw}@ch.karangtali.lan:9000/lab",
    "oracle+oracledb://{u}:{pw}@ora.karangtali.lan:1521/?service_name=SRC",
    "mssql+pyodbc://{u}:{pw}@sql.karangtali.lan/Harvest?driver=ODBC+Driver+18+for+SQL+Server",
    "ftp://{u}:{pw}@ftp.karangtali.id/exports/",
    "webdavs://{u}:{pw}@dav.karangtali.lan/qc/",
    "rediss://{u}:{pw}@cache.karangtali.id:6380/0",
    "neo4j+s://{u}:{pw}@graph.karangtali.lan:7687",
    "influxdb://{u}:{pw}@influx.karangtali.lan:8086/dryers",
    "ssh://{u}:{pw}@src-plant.karangtali.lan:2222",
    "mysql+pymysql://{u}:{pw}@mysql.karangtali.lan/lab?charset=utf8mb4",
    "Server=sql.karangtali.lan;Database=Harvest;User Id={u};Password={pw};TrustServerCertificate=True;",
    "rtsp://{u}:{pw}@10.40.3.21:554/Streaming/Channels/101",
    "vnc://{u}:{pw}@hmi-dryer.karangtali.lan:5900",
]  # fmt: skip
_URL_PLACES = [
    "HARVEST_DB_URL={c}", "Metabase connection, the old one: {c}", "save this connection string: {c}",
    "string koneksinya {c}", "ini depe connection string: {c}", "Zammad #2231: {c}",
    "Obsidian note 'Databases': {c}", "ang connection string kay {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str, prefix: str = "") -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_986_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "karangtali-coop", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "lots:read shipments:write"}  # fmt: skip
        header = {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}
        return prefix + _jwt_of(g, header, claims, 342)

    return make


def _itexmo(g: random.Random) -> str:
    return f"TR-{_r(g, UPPER, 5)}{_r(g, D, 6)}_{_r(g, UPPER_DIGITS, 5)}"


def _fonnte(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, ALNUM + "!#+@", 20), lambda t: any(c.isdigit() for c in t))


_VENDORS: list[tuple[str, str, Maker]] = [
    ("eFishery", "EFISHERY_API_KEY", _j((HEX, 40))),
    ("Aruna", "ARUNA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("OY! Indonesia", "OY_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Durianpay", "DURIANPAY_SECRET_KEY", _j("dp_live_", (ALNUM, 40))),
    ("iPaymu", "IPAYMU_API_KEY", lambda g: v.uuid4(g, "9").upper()),
    ("Faspay", "FASPAY_SIGNATURE_KEY", _j((HEX, 40))),
    ("Qontak", "QONTAK_ACCESS_TOKEN", _j((URLSAFE, 43))),
    ("Mekari", "MEKARI_HMAC_SECRET", _j((ALNUM, 32))),
    ("Kledo", "KLEDO_API_TOKEN", _vendor_jwt("https://api.kledo.com")),
    ("Olsera", "OLSERA_APP_SECRET", _j((ALNUM, 40))),
    ("Bukalapak", "BUKALAPAK_CLIENT_SECRET", _j((HEX, 64))),
    ("Blibli", "BLIBLI_API_SECRET", lambda g: v.uuid4(g, "b")),
    ("TikTok Shop", "TIKTOK_SHOP_APP_SECRET", _j((HEX, 40))),
    ("Deliveree", "DELIVEREE_API_KEY", _j((ALNUM, 32))),
    ("Biteship", "BITESHIP_API_KEY", _vendor_jwt("https://api.biteship.com", "biteship_live.")),
    ("KiriminAja", "KIRIMINAJA_API_TOKEN", _j((HEX, 64))),
    ("Kargo", "KARGO_API_KEY", _j((B64, 43), "=")),
    ("Waresix", "WARESIX_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Ritase", "RITASE_API_TOKEN", _j((ALNUM, 36))),
    ("McEasy", "MCEASY_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Ayoconnect", "AYOCONNECT_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Privy", "PRIVY_MERCHANT_SECRET", _j((HEX, 32))),
    ("Verihubs", "VERIHUBS_API_KEY", _j((ALNUM, 32))),
    ("Fonnte", "FONNTE_TOKEN", _fonnte),
    ("Zenziva", "ZENZIVA_PASSKEY", _j((LOWER_DIGITS, 16))),
    ("Mailketing", "MAILKETING_API_TOKEN", _j((HEX, 32))),
    ("Kirim.Email", "KIRIMEMAIL_API_TOKEN", _j((ALNUM, 64))),
    ("Niagahoster", "NIAGAHOSTER_API_KEY", _j((ALNUM, 48))),
    ("IDCloudHost", "IDCLOUDHOST_APIKEY", _j((ALNUM, 32))),
    ("Itexmo", "ITEXMO_API_CODE", _itexmo),
    ("Tidetech", "TIDETECH_API_KEY", _j((HEX, 32))),
    ("Freightify", "FREIGHTIFY_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Panjiva", "PANJIVA_API_KEY", _j((ALNUM, 40))),
    ("ImportGenius", "IMPORTGENIUS_API_TOKEN", _j((HEX, 40))),
    ("Umitron", "UMITRON_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("XpertSea", "XPERTSEA_API_KEY", _j((B64, 60))),
    ("Accurate Online", "ACCURATE_SIGNATURE_SECRET", _j((ALNUM, 32))),
    ("SeaRates", "SEARATES_API_KEY", lambda g: "K-" + v.uuid4(g, "9").upper()),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -gx {env} {tok}",
    "PowerShell: $env:{env} = \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} karangtali/harvest-sync:2.4",
    "kubectl create secret generic harvest-sync --from-literal={env}={tok}",
    "fly secrets set {env}={tok} -a harvest-sync",
    "railway variables --set \"{env}={tok}\"",
    "netlify env:set {env} {tok}",
    "doppler secrets set {env}=\"{tok}\"",
    "supervisord.conf:\n[program:harvest-sync]\nenvironment={env}=\"{tok}\"",
    "crontab -l:\n{env}={tok}\n0 2 * * * /opt/harvest/sync.sh",
    ".github/workflows/sync.yml:\n    env:\n      {env}: {tok}",
    "application.properties:\nharvest.{env}={tok}",
    "Karangtali ERP › Pengaturan › Integrasi › {vendor} › API key: {tok}",
    "Logseq table: | {vendor} | 2033 | {tok} |",
    "Google Keep: rotate the {vendor} key {tok}",
    "Signal, Ferdy: {vendor} key for the harvest sync: {tok}",
    "Zammad #2240: {vendor} webhook fails with 401, configured key {tok}",
    "FreeScout ticket 431: {vendor} integration broken, current key {tok}",
    "please remember my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "API key {vendor} iamintu {tok}",
    "API key-na {vendor} iyanaritu {tok}",
    "API key lo {vendor}: {tok}",
    "{vendor} pe API key: {tok}",
    "{vendor} pung API key tu {tok}",
    "API key {vendor} yang baru tu {tok}, jang kasi tau sapa-sapa",
    "{vendor} pu API key: {tok}",
    "ang API key sa {vendor} kay {tok}",
    "kunci API {vendor} untuk gudang: {tok}",
    "ang API key sa {vendor} para sa bodega: {tok}",
    "ang API key ng {vendor} ay {tok}",
    "{vendor} のAPIキーは {tok} です",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} API 키는 {tok}",
    "clé API {vendor} pour l'usine : {tok}",
    "API-nøgle til {vendor}: {tok}",
    "la API key de {vendor} para la planta es {tok}",
    "kuncina API {vendor}: {tok}",
    "kunci API {vendor} yang baru: {tok}, ko simpan baik-baik",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    biteship = _vendor_jwt("https://api.biteship.com", "biteship_live.")(rng)
    fonnte = _fonnte(rng)
    efishery = _r(rng, HEX, 40)
    verihubs = _r(rng, ALNUM, 32)
    zenziva = _r(rng, LOWER_DIGITS, 16)
    mailketing = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.biteship.com/v1/trackings/" + waybill, headers={{"Authorization": "{biteship}"}})', biteship),
        Sample("vendor_token", f"curl -X POST https://api.fonnte.com/send -H 'Authorization: {fonnte}' -F target=081234567890 -F message='panen siap diangkut'", fonnte),
        Sample("vendor_token", f'val request = Request.Builder().url("https://partner.efishery.com/v2/farms").addHeader("X-Api-Key", "{efishery}").build()', efishery),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "VERIHUBS_API_KEY", "\\"{verihubs}\\"")\n  }}\n}}', verihubs),
        Sample("vendor_token", f"Info.plist:\n<key>ZenzivaPasskey</key>\n<string>{zenziva}</string>", zenziva),
        Sample("vendor_token", f"$mailer = new MailketingClient('karangtali', '{mailketing}');", mailketing),
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


_BARE_PLACES = ["{t}", "Signal: {t}", "it's only shown once, so here:\n{t}", "ini depe token: {t}",
                "这个 token：{t}", "{t}\n^ the new one, the old one is revoked", "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AppSKey of the longline buoy at Takalar (ABP): {h}": 32,
    "HMAC key for the iPaymu payment callback: {h}": 64,
    "AES-256 key of the Weintek HMI project file: {h}": 64,
    "PMK of the dryer's ESP32 sensor (hex): {h}": 64,
    "encryption key of the Milesight EM300 sensors in the seedling shed (AES-128): {h}": 32,
    "kunci enkripsi backup-na: {h}": 64,
    "backup depe kunci enkripsi: {h}": 48,
    "kunci enkripsi backup tu: {h}": 64,
    "バックアップの暗号鍵：{h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #2279: token copied from the browser's dev tools {t}",
    "Cookie: lang=id; ktl_session={t}",
    "HARVEST_BRIDGE_TOKEN={t}",
    "keep this access token for me {t}",
    "token-nya {t}",
    "ang token kay {t}",
    "Chatwoot transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_986_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.karangtali.id/realms/coop",
            "azp": "harvest-console",
            "roles": ["raft-crew", "qc"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the src-plant box, put it in the vault:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/api.karangtali.id.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "makassar-port"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lab <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "FreeScout ticket 437, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "server depe private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "GPG key for the carrageenan buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copied off the paper before I burn it: {p}": "english",
    "Exodus recovery phrase\n{p}": "english",
    "kita pe dompet kripto depe frase pemulihan: {p}": "english",
    "ang recovery phrase sa akong wallet: {p}": "english",
    "voice note: the BlueWallet seed words are {p} and that's all of them": "english",
    "Sparrow wallet backup for the raft-fund savings (emptied): {p}": "english",
    "frase de recuperação da carteira Atomic: {p}": "portuguese",
    "frase di recupero del portafoglio Coinomi: {p}": "italian",
    "Phantom 지갑 복구 구문: {p}": "korean",
    "obnovovací fráze peněženky Trezor: {p}": "czech",
    "сид-фраза кошелька Tonkeeper: {p}": "russian",
    "imToken 助记词：{p}": "chinese_simplified",
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
    """A Luhn-valid card number of one of ``prefixes`` (GPN's, a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "gpn":
        return _card_of(rng, ["936000", "936001", "936002", "936008", "936009"], [16, 19])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Signal, Ferdy: the coop card for the Retsch mill parts is {c}, exp {mm}/{yy}",
    "save my spare card: {c} valid {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Zammad #2261: pay the Alfa Laval service visit with card {c}",
    "nomoro' kartuku: {c}, {mm}/{yy}",
    "nomoro' kartu kreditku iyanaritu {c}",
    "nomor lo kartu'u: {c}",
    "kita pe nomor kartu kredit: {c}, {mm}/{yy}",
    "beta pung nomor kartu: {c}",
    "nomor kartu ATM beta: {c}, {mm}/{yy}",
    "sa pu nomor kartu: {c}",
    "ang numero sa akong card kay {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "gpn", "mastercard", "jcb", "amex", "unionpay", "diners", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/37, card verification value {cvv}",
               "the three numbers on the white strip at the back: {cvv}",
               "Amex {c}, the four-digit code printed above the number on the front: {cvv}",
               "tiga angka di belakang kartu: {cvv}",
               "ang tulo ka numero sa likod sa card: {cvv}",
               "カード裏面のセキュリティコード：{cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 70; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"SC": "aaaa" + "n" * 20 + "aaa", "SV": "aaaa" + "n" * 20, "NI": "aaaa" + "n" * 20,
                "GT": "aaaa" + "n" * 20, "DO": "aaaa" + "n" * 20, "EG": "n" * 25, "ST": "n" * 21,
                "LC": "aaaa" + "n" * 24}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KTL-2033-071: please pay for the 40 raft kits to {i} within 30 days",
    "save the Victoria buyer's IBAN: {i}",
    "IBAN: {i}\nReference: cottonii lot JNP-0412",
    "Signal #treasury: the São Tomé agar buyer's new bank details, IBAN {i}",
    "IBAN-na pammalli iamintu {i}",
    "IBAN-ku iyanaritu {i}",
    "IBAN lo pembeli: {i}",
    "kita pe IBAN: {i}",
    "beta pung IBAN: {i}",
    "IBAN pembeli dari Saint Lucia tu {i}",
    "sa pu IBAN: {i}",
    "ang IBAN sa buyer kay {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _kusuka(g: random.Random) -> str:
    """An Indonesian KUSUKA card number: eighteen digits as drawn here, no public check."""
    return g.choice("1234567") + _r(g, D, 17)


def _nisn(g: random.Random) -> str:
    """An Indonesian pupil's NISN: ten digits, no public check."""
    return "0" + g.choice("0123") + _r(g, D, 8)


def _nip(g: random.Random) -> str:
    """An Indonesian civil servant's NIP: birth date, appointment month, sex, serial (no check)."""
    born = f"{g.randrange(1965, 2000)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    appointed = f"{g.randrange(2005, 2030)}{g.randrange(1, 13):02d}"
    return f"{born} {appointed} {g.choice('12')} {g.randrange(1, 20):03d}"


def _kitas(g: random.Random) -> str:
    """An Indonesian KITAS (limited-stay permit) number, in a shape drawn here; no public check."""
    return f"2C{_r(g, D, 2)}{_r(g, UPPER, 2)}{_r(g, D, 4)}{_r(g, UPPER, 2)}"


def _fishr(g: random.Random) -> str:
    """A Philippine FishR (municipal fisherfolk) registration number, shape drawn here."""
    return f"R07-{g.randrange(10, 99)}{g.randrange(10, 99)}-{_r(g, D, 6)}"


def _rsbsa(g: random.Random) -> str:
    """A Philippine RSBSA number: region, province, town, barangay and a serial (no check)."""
    return f"07-12-{g.randrange(1, 48):02d}-{g.randrange(1, 60):03d}-{_r(g, D, 6)}"


def _fourps(g: random.Random) -> str:
    """A 4Ps (Pantawid) household ID, shape drawn here; no public check."""
    return f"0712{_r(g, D, 5)}-{_r(g, D, 4)}-{_r(g, D, 5)}"


def _solo(g: random.Random) -> str:
    """A Philippine Solo Parent ID number, shape drawn here; no public check."""
    return f"SP-{g.randrange(2028, 2034)}-{_r(g, D, 6)}"


def _dk_passport(g: random.Random) -> str:
    """A Danish passport number: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _id_passport(g: random.Random) -> str:
    """An Indonesian passport: a letter and seven digits."""
    return g.choice("CXEB") + _r(g, D, 7)


def _ph_passport(g: random.Random) -> str:
    """A Philippine passport: P, seven digits and a letter."""
    return "P" + _r(g, D, 7) + g.choice("ABC")


_ID_PLACES: dict[str, Maker] = {
    "KUSUKA card number of Daeng Rani, for the seedling grant: {s}": _kusuka,
    "nomoro' KUSUKA-ku iamintu {s}": _kusuka,
    "NISN-na ana'ku iyanaritu {s}": _nisn,
    "NIP lo penyuluh perikanan: {s}": _nip,
    "NIP of the district fisheries officer, for the grant report: {s}": _nip,
    "KITAS number of our Japanese QC advisor: {s}": _kitas,
    "品質管理アドバイザーのKITAS番号：{s}": _kitas,
    "ang FishR number ni Junrey kay {s}": _fishr,
    "FishR registration number of the Talibon farmer: {s}": _fishr,
    "ang RSBSA number sa akong amahan: {s}": _rsbsa,
    "ang household ID sa 4Ps kay {s}": _fourps,
    "Solo Parent ID number ni Lorna: {s}": _solo,
    "Mettes pasnummer: {s}": _dk_passport,
    "nomoro' pasporku iamintu {s}": _id_passport,
    "nomoro' pasporku iyanaritu {s}": _id_passport,
    "nomor lo paspor'u: {s}": _id_passport,
    "kita pe nomor paspor: {s}": _id_passport,
    "beta pung nomor paspor tu {s}": _id_passport,
    "nomor paspor beta: {s}": _id_passport,
    "sa pu nomor paspor: {s}": _id_passport,
    "ang numero sa akong pasaporte kay {s}": _ph_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Faspay merchant portal 2FA recovery codes\n{codes}",
            "spare login codes for the coop's Microsoft 365 {codes}",
            "Biteship backup codes: {codes}", "kita pe kode cadangan 2FA: {codes}",
            "mga backup code sa 2FA: {codes}", "2段階認証のバックアップコード：\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Durianpay:rahma@karangtali.id?secret={s}&issuer=Durianpay&period=30",
              "Aegis, manual entry key for the Ayoconnect console: {s}",
              "2FAS, setup key for the Privy account: {s}",
              "kunci 2FA beta: {s}"]  # fmt: skip
_CODES = ["{c} is your Durianpay login code. Don't share it.",
          "[BRI] Kode OTP Anda {c}. JANGAN berikan kode ini kepada siapa pun.",
          "Ang imong OTP sa Landbank kay {c}, ajaw ni ihatag bisan kinsa",
          "【中国银行】您的验证码为{c}，5分钟内有效",
          "kode OTP dari BNI: {c}, jang kase pa sapa-sapa"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "\n", " "][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Karangtali-Gudang", "KT-Dryer-5G", "IndiHome-Jeneponto", "Orbit-Takalar", "MyRepublic_Sinjai",
          "ZTE-Pohuwato", "HUAWEI-Kairatu-5G", "TP-Link_Rote_2G", "Kacific-Semau", "PLDT-Talibon",
          "Globe_Ubay_5G", "Starlink-Kaimana", "KT-Nursery"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassword: {pw}",
    "dryer-room network {s}, key {pw}",
    "wifi at the Talibon raft house: {s} / {pw}",
    "ESP32 sketch for the dryer sensor:\nWiFi.begin(\"{s}\", \"{pw}\");",
    "the key printed on the sticker under the IndiHome modem: {pw}",
    "wifi {s}, passwordna iamintu {pw}",
    "passwordna wifi {s} iyanaritu {pw}",
    "password lo wifi {s}: {pw}",
    "wifi {s} depe password: {pw}",
    "password wifi {s} tu {pw}",
    "wifi {s}, password tu {pw}",
    "wifi {s} pu password: {pw}",
    "ang password sa wifi nga {s} kay {pw}",
    "kata sandi wifi {s}: {pw}",
    "Wi-Fi「{s}」のパスワード：{pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j("dp_live_", (ALNUM, 20)), _j((UPPER_HEX, 40)), _itexmo,
                 _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[dictated over the Viber call] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "satu-satu hurufnya: {t}",
          "usa-usa ka letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kodena gembok ri gudanga: {pw}", "kode gembo'na gudangngé: {pw}", "kode lo gembok to gudang: {pw}",
          "gudang pe kode gembok: {pw}", "kode gembok gudang tu {pw}", "kode gembok di gudang: {pw}",
          "ang code sa padlock sa bodega kay {pw}", "the dryer room keypad takes {pw} then #",
          "padlock on the seedling shed at Takalar: {pw}", "kode kunci gembok rumah jemur: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kelp", "raft", "tide", "float", "seedling", "rope", "brine", "lagoon", "reef",
                 "mangrove", "seagrass", "anchor", "tether", "mooring", "shoal", "dugong"]  # fmt: skip
_PHRASES = {"Enpass master passphrase for the farm office vault: {p}": " ",
            "Bitwarden master passphrase: {p}": "-",
            "RoboForm master passphrase: {p}": " ", "Password Safe database passphrase: {p}": ".",
            "passphrase backup-na: {p}": " ", "backup depe passphrase: {p}": "_",
            "ang passphrase sa backup kay {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch collection: Authorization: Bearer {v}": False,
    "Scalar API client, auth tab: Authorization: Basic {v}": True,
    "HTTPie: http GET api.karangtali.lan/v1/lots 'Authorization: Bearer {v}'": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.karangtali.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "mosquitto.conf (bridge to the cloud broker):\nconnection karangtali-cloud\naddress mqtt.karangtali.id:8883\nremote_username dryer-bridge\nremote_password {pw}",
    "secrets.yaml (Home Assistant at the nursery):\nmqtt_password: {pw}",
    "chirpstack.toml:\n[postgresql]\ndsn=\"postgres://chirpstack:{pw}@localhost/chirpstack?sslmode=disable\"",
    "zabbix_server.conf:\nDBHost=localhost\nDBName=zabbix\nDBUser=zabbix\nDBPassword={pw}",
    "rabbitmq.conf:\ndefault_user = harvest\ndefault_pass = {pw}",
    "keycloak.conf:\ndb=postgres\ndb-username=keycloak\ndb-password={pw}",
    "traccar.xml:\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{pw}</entry>",
    "Moodle config.php:\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "Dolibarr conf.php:\n$dolibarr_main_db_user='dolibarr';\n$dolibarr_main_db_pass='{pw}';",
    "phpMyAdmin config.inc.php:\n$cfg['Servers'][$i]['user'] = 'root';\n$cfg['Servers'][$i]['password'] = '{pw}';",
    "Gitea app.ini:\n[database]\nDB_TYPE = mysql\nUSER = gitea\nPASSWD = {pw}",
    "Redmine config/database.yml:\nproduction:\n  adapter: mysql2\n  username: redmine\n  password: \"{pw}\"",
    "Snipe-IT .env:\nDB_USERNAME=snipeit\nDB_PASSWORD={pw}",
    "n8n .env:\nDB_POSTGRESDB_USER=n8n\nDB_POSTGRESDB_PASSWORD={pw}",
    "Joomla configuration.php:\npublic $user = 'joomla';\npublic $password = '{pw}';",
    "Icinga 2 ido-mysql.conf:\nobject IdoMysqlConnection \"ido-mysql\" {{\n  user = \"icinga\"\n  password = \"{pw}\"\n}}",
    "SuiteCRM config.php:\n'db_user_name' => 'suitecrm',\n'db_password' => '{pw}',",
    "Metabase env:\nMB_DB_USER=metabase\nMB_DB_PASS={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Meiske: dryer wifi password?\nFerdy: {pw}",
    "[05:48] rahma: root pw for the src-plant box?\n[05:49] basri: {pw}",
    "Lorna: {pw} is the new Grundfos admin password",
    "Stevi: try {pw}, that's what the Loma has now",
    "Daeng Rani: passwordna beru iamintu {pw}",
    "Andi Tenri: passwordna baru iyanaritu {pw}",
    "Fadli: password bohu boyito {pw}",
    "Jotje: password baru so {pw}",
    "Yoke: password baru tu {pw}",
    "Dorkas: password baru tu {pw}, sonde usah tanya lai",
    "Martha: password baru itu {pw}",
    "Dodong: ang bag-ong password kay {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "pass\u200dword → {pw}", "p\u0430ssword: {pw}",
    "ρassword {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍: {pw}", "pass\u2063word = {pw}", "kata\u200b sandi: {pw}",
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
    "the Victron VRM admin password is": "{s}", "Kett moisture meter pw:": "{s} (since the firmware update in March)",
    "passwordna iamintu": "{s}", "Weintek HMI password": "{s}\nchange it after the audit",
    "kita pe password:": "{s}", "ang password kay": "{s}", "passwordna iyanaritu": "{s}",
    "Loma password": "{s}", "the password Ferdy read out over the radio was": "{s}, I think",
    "sa pu password:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Tidetech API key", "{s}", _j((HEX, 32))),
    ("split_token", "Itexmo api code:", "{s} (SMS alerts)", _itexmo),
    ("split_token", "Freightify key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Trust Wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/37", lambda g: v.grouped(_card(g, "gpn"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LC"))),
    ("split_backup", "Faspay recovery codes", "{s}\nqrtm41-8x2k\nbvna07-m3z9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NIP", "{s}", _nip),
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


def _json_pw(rng: random.Random) -> str:
    """A password JSON holds as written (no quote or backslash)."""
    return v.until(rng, _pw, lambda value: '"' not in value and "\\" not in value)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"victron": {"url": "https://vrm.karangtali.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"passwordna": "{s}"}': ("meta_password", _plain_pw),
    '{"akun": {"user": "ferdy", "sandi": "{s}"}}': ("meta_password", _plain_pw),
    '{"dryers": [{"name": "dryer-1"}, {"name": "dryer-2", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["xtrabackup", "--backup", "--user", "backup", "--password", "{s}", "--target-dir", "/backup"]}': ("meta_password", _plain_pw),
    '{"note": "kita pe password gudang: {s}"}': ("meta_password", _json_pw),
    '{"ang_password": "{s}"}': ("meta_password", _json_pw),
    '{"transcript": "log into the Weintek HMI as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"tidetech": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"kiriminajaToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"fonnte_token": "{s}"}': ("meta_token", lambda g: v.until(g, _fonnte, lambda t: '"' not in t)),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SC")),
    '{"staff": {"nip": "{s}"}}': ("meta_id", _nip),
    '{"mfa": {"backup_codes": ["{s}", "qrtm41-8x2k", "bvna07-m3z9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"cold_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"buoy": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"seedling_shed": {"padlock": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "KT-Dryer-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"minimalmodbus-2.1.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"exo-sonde-firmware-2.3.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/karangtali/harvest-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"lots: add gel strength column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"lab: revert moisture import", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"gel_tests_2033-04-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"harvest-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Kett moisture meter password before the audit on 2033-05-20.",
    "Ferdy asked for the dryer wifi password; it's on the laminated card in the plant office.",
    "Policy: coop passwords are at least 16 characters and live only in the Bitwarden vault.",
    "Please don't paste passwords into the WhatsApp group; send a vault link instead.",
    "The `.env.example` line `BITESHIP_API_KEY=your-key-here` is a placeholder; the real key is in the vault.",
    "The Victron VRM portal asks for a new password every 180 days.",
    "Replace <YOUR_FONNTE_TOKEN> in the README with the token from the Fonnte dashboard.",
    "FASPAY_SIGNATURE_KEY and KIRIMINAJA_API_TOKEN must be set before the nightly invoice sync runs.",
    "Teako pauangi passwordnu ri tau maraenga.",
    "Aja' mupoadai passwordmu lao ri tau laingngé.",
    "Password lo akun bo diila potawa to tawu wewo.",
    "Jang kase tau ngana pe password pa sapa-sapa.",
    "Jang kasi tau ose pung password par orang laeng.",
    "Lu pung password jang kasi tau sapa-sapa, e.",
    "Ko pu password jang kasih tau orang lain.",
    "Ajaw ipakita imong password bisan kinsa.",
    "Kata sandi minimal enam belas karakter dan wajib diganti tiap enam bulan.",
    "Ayaw isulti ang imong password bisan kinsa, bisan sa IT.",
    "パスワードは16文字以上で、半年ごとに変更してください。",
    "Adgangskoden skal være mindst seksten tegn lang.",
    "Le mot de passe doit être changé tous les six mois.",
    "密码至少十六位，请勿通过微信发送。",
    "비밀번호는 16자 이상이어야 합니다.",
    "La contraseña debe tener al menos dieciséis caracteres.",
    "Upgraded the Weintek HMI firmware from 1.4.2 to 1.5.0 and minimalmodbus to 2.1.1 on Sunday.",
    f"commit {_COMMIT} adds the gel strength column to the lot report.",
    f"Reverted to {_SHORT} after the moisture import broke the lab export.",
    f"requirements.txt: minimalmodbus==2.1.1 --hash=sha256:{_WHEEL_SUM}",
    f"The EXO sonde firmware 2.3.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of harvest-export-2032.parquet: {_SHA512}",
    f"The harvest API runs ghcr.io/karangtali/harvest-api@sha256:{_IMAGE}.",
    f"MD5 of gel_tests_2033-04-11.csv is {_MD5}, same as the copy on the QC share.",
    "Request id 3f9c2a71-8d4e-4b62-9a1f-6e0b7c5d2a94 is the slow one in the Biteship logs.",
    "Purchase order PO-2033-01127 for 12 tonnes of dried cottonii ships from Makassar on Friday.",
    "Zammad #2207: the dryer 2 burner trips every night around 02:00.",
    "Call the Jeneponto farm office on +62 419 21 478 before noon.",
    "Bill of lading KTL-MKS-2033-0091 covers 18 pallets of carrageenan powder.",
    "HS code 1212.21 is seaweed fit for human consumption; 1302.39 covers carrageenan.",
    "Dryer 2 is at 58 °C and the chips come out at 12 % moisture.",
    "After five wrong passwords the Victron portal locks the account for 15 minutes.",
    "A raft at Takalar is 25 m by 25 m and carries about 40 longlines.",
    "The secret of good cottonii is a fast current and clean water.",
    "Ask Ferdy for the dryer room keypad code, I don't have it.",
    "My card ending 4417 was declined at the Barombong hardware store.",
    "The Seychelles buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's Faspay account and keep them in the safe.",
    "No wallet will ever ask for your recovery phrase; report anyone who does.",
    "Keep `FONNTE_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the seedling shed rusts in the sea air; oil it every month.",
    "Biteship moved the API key page under Settings › Developers in its March release.",
    "The guest wifi 'Karangtali-Tamu' is open, no password needed.",
    "Lot JNP-2033-0412: 50 kg sacks, moisture 31 %, gel strength 1150 g/cm².",
    "Nomor pesanan PO-2033-01127 sudah dikirim lewat Deliveree kemarin.",
    "Ang mga raft sa Talibon maajo kaajo karon, daghan og ani.",
    "Torang pe panen minggu ini 3 ton, so kering samua.",
    "注文番号 JP-2033-0088 の寒天は来週出荷します。",
    "Version 4.2.0 of the harvest app adds Gorontalo and Bugis translations.",
    "Token usage for the dryer log summary: 1842 prompt tokens, 310 completion tokens.",
    "The Kupang office phone is +62 380 831 552; ask for Dorkas.",
    "Besok botong pi Semau pi lia rakit-rakit yang baru.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/coop/victron", "rotate_every_days": 180}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "minimalmodbus", "version": "2.1.1"}}',
    '{"ticket": "2207", "purchase_order": "PO-2033-01127"}',
    '{"lot": {"id": "JNP-2033-0412", "weight_kg": 50, "moisture_pct": 31, "gel_strength": 1150}}',
    '{"phone": "+62 419 21 478", "city": "Jeneponto"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "rafts_in_water": 412}',
    '{"request_id": "3f9c2a71-8d4e-4b62-9a1f-6e0b7c5d2a94", "status": 200}',
    '{"hs_code": "1212.21", "origin": "ID", "description": "dried cottonii"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
