# ruff: noqa: RUF001, RUF002  (labels and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-thirty-second corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-twenty-ninth's
docstring, the fifth to three-hundred-and-twenty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (330, 331, 333), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (332_517_093), password words (a
northern word, a vehicle and a number, `KhomusBuran47!`; dot-joined `alaas.sylgy.2019`; a word and
a winter temperature, `Kyrsa-52C#`; a place, a vehicle and a number, `tiksi_barzha_412`; a name, a
year and a place; leet `Z1mn1k`; a manager's dashed groups of five; random runs).

The fictional company is Kyrsa Tyyn LLC (ООО «Кырса Тыын»: winter-road haulage, fuel farms and a
river-port office), with its office in Yakutsk, a depot in Mirny and a port office in Tiksi, Sakha
and Russian office staff, an Even dispatcher, a Kyrgyz construction crew, and relatives in Seoul;
every company, person, address, domain (`kyrsa.lan`, `kyrsa-tyyn.example`), bank account and
number is invented, only the region (Yakutsk and the Sakha Republic) is real. Texts: chats with
times, tickets (Kaiten, YouGile, Weeek, Planfix, Megaplan, Pyrus, Yandex Tracker), notes,
runbooks, shell prompts (Rio, Electerm, Contour, Kitty, WezTerm, Royal TS, Xshell, PowerShell),
config and env files, voice-note transcripts and requests to the assistant; separators from a
colon, a dash, `буолар`, `=`, an arrow, a slash, `는`, `–`, a new line and none at all.

Grep counts (heldouts 5 to 329 naming each, grep -l): none for Kyrsa, Kuobakh, Olonkho, SakhaPay,
ZimnikTrack, AlaasMail, Tankvision, Eberspaecher, Dadata, KakaoBank, `пароль-у`, `syrsoz`;
one or two for Mirny, Tiksi, Zimnik, Omnicomm, Gilbarco, Tokheim, REG.RU, SMS.ru, Diadoc,
Megaplan, Avito, Optima Bank, MBank, O!Dengi, Elsom, Lalafo, Bakai Bank, T-Bank, YooKassa, Mango
Office, Stratum, Kulala, `nuget sources`, `b2 authorize`, `VBoxManage guestcontrol`, csptest,
`Ырастоо`; three to nine for Yakutsk, Sakha, Webasto, Wialon, Selectel, Naver Cloud, Coupang,
`паролым`, `күлүүһэ`, `сырсөз`, СНИЛС, ATAC, Posting, Requestly, Padloc, Electerm, Rio, Contour,
MyTonWallet, fbsvcmgr, pdftotext -upw, gs -sPDFPassword, ipmiutil, esxcli, Connect-VIServer,
Invoke-Sqlcmd, hg clone, composer config, helm repo add, crane auth, bcp, osql, wmic, cmdkey,
schtasks, 1cv8, ibcmd, rar -hp, smbpasswd, LocalSettings.php, upsmon.conf, rsyncd.secrets; the
rest (Iridium GO, Thuraya, Vaisala, Grandstream, KeeWeb, Buttercup, OneKey, Royal TS, Xshell,
svn checkout, skopeo, chpasswd, mosquitto_passwd, ИНН, ОГРН, 주민등록번호, 비번, 인증번호) are used
more.

About half of the secret samples are not in English: Sakha in Cyrillic (`почтам пароля`,
`саҥа пароля … буолар`, `кимиэхэ да этимэ`, `күлүүһэ`, `кистэлэҥ тыл`/`этии`, `диэн тыл, онтон`)
and in Latin translit (`pochtam parolya`, `sana parolya … buolar`, `dien tyl, onton`), Russian in
Cyrillic and translit (`пароль от почты`, `пасс от`, `логин … пароль`, `код из смс`, `parol ot
pochty`, `kod podtverzhdeniya`), Even (`би пароль-у`, `эрэк ноңан`, `тэли`, `амаски`), the Korean
of the relatives in Seoul (`비밀번호는 …야`, `비번 바꿨어`, `암호`, `인증번호`, `주민등록번호`,
romanised `bibeon`, `jumin beonho`) and the Kyrgyz of the construction crew (`сырсөз`, `эч
кимге айтпа`, `API ачкычы`, `ырастоо коду`, Latin `syrsoz`, `kartanyn artyndagy üch san`).
Russian and Korean wordings are ordinary usage; the author's guesses, checked by no speaker, are
all the Sakha wordings (Cyrillic and translit), all the Even words (`би`, `-у` as "my", `эрэк`,
`ноңан`, `тэли`, `амаски`: invented or half-remembered), the Kyrgyz sentences beyond `сырсөз`, and
the romanised Korean spellings.

Vendors: invented ones (SakhaPay `skp_live_`, ZimnikTrack `zmt_`, AlaasMail `alm-`, Kuobakh Cargo
`kbc_`, Olonkho Maps `olm.`; shapes guessed), Russian, Kyrgyz and Korean ones with guessed shapes
(Dadata, SMS.ru, REG.RU, Diadoc, Megaplan, Avito, 2GIS, YooKassa, Mango Office, T-Bank, Selectel,
Yandex Cloud `AQVN…`, Wialon, Omnicomm, Optima Bank, MBank, O!Dengi, Elsom, Lalafo, Bakai Bank,
KakaoBank, Kakao Developers, Naver Cloud, Toss Payments, Coupang) and the known GitHub, Stripe,
Slack, OpenAI, Anthropic, Hugging Face, Telegram and SendGrid shapes; the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Russia's INN of a person
and of a company (`ru.inn`, region 14), OGRN and OGRNIP (`ru.ogrn`), Korea's resident registration
and business registration numbers (`kr.rrn`, `kr.brn`), Belarus's UNP (`by.unp`) and Ukraine's
RNTRC (`ua.rntrc`); Russia's SNILS carries its checksum computed here (no stdnum module), and a
Kyrgyz personal number, a Russian internal passport and a Korean passport carry no check. Cards
pass Luhn (`stdnum.luhn`; Mir `2200`–`2204`, Elcart `9417` and a Korean BC prefix drawn here);
IBANs of Russia, Kazakhstan, Lebanon, the UAE, Pakistan, Bahrain, Palestine and Ukraine (codes a
rough grep finds in 26 to 30 earlier corpora each, fewer than most), checked with `stdnum.iban`;
seed phrases from mnemonic's English, Russian and Korean lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
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
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.by import unp as by_unp
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 332_517_093
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


_NORTH = [
    "Kyrsa",
    "Kuobakh",
    "Khomus",
    "Olonkho",
    "Alaas",
    "Balagan",
    "Sylgy",
    "Tarbagan",
    "Chochur",
    "Serge",
    "Kymys",
    "Ysyakh",
    "Bulgunnyakh",
    "Nalednik",
    "Zimnik",
    "Taiga",
    "Stroganina",
    "Chuchuna",
]
_ROAD = [
    "Kamaz",
    "Ural",
    "Vezdekhod",
    "Toros",
    "Prichal",
    "Barzha",
    "Zaimka",
    "Buran",
    "Nerpa",
    "Tundra",
    "Permafrost",
    "Sugrob",
]
_PLACES = [
    "Yakutsk",
    "Mirny",
    "Tiksi",
    "Lensk",
    "Nyurba",
    "Udachny",
    "Aikhal",
    "Khandyga",
    "Pokrovsk",
    "Namtsy",
    "Bykovsky",
    "Chersky",
    "Seoul",
    "Bishkek",
    "Osh",
]
_NAMES = [
    "Aiaal",
    "Sardaana",
    "Nyurgun",
    "Kyunney",
    "Aitalina",
    "Tuyaara",
    "Erchim",
    "Ayyna",
    "Dyulus",
    "Uigulaana",
    "Gennady",
    "Oksana",
    "Vitaly",
    "Larisa",
    "Ivetta",
    "Semyon",
    "Bakyt",
    "Nurlan",
    "Aibek",
    "Zhyldyz",
    "Temirlan",
    "Cholpon",
    "Jiwoo",
    "Minjun",
    "Seoyeon",
    "Hyunwoo",
]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Kyrs4", "Kh0mus", "Z1mn1k", "S1lgy", "Al4as", "T1ks1", "M1rny", "Bur4n"]


def _frost(g: random.Random) -> str:
    """A northern word and a winter temperature, the way the depot crew makes a password."""
    return f"{g.choice(_NORTH)}-{g.randrange(38, 65)}C{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, letters and digits, as a password manager writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_NORTH)}{g.choice(_ROAD)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_NORTH, 2)) + "." + str(g.randrange(1990, 2033)),
    lambda g: (
        f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2012)}"
        f"{g.choice(_SYMBOLS)}{g.choice(_PLACES)}"
    ),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    _frost,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_ROAD).lower()}_{g.randrange(100, 1000)}",
    lambda g: f"Reis{g.randrange(100, 1000)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: (
        _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2)
    ),
    lambda g: f"{g.choice(_ROAD).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_NORTH)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]
_PLAIN = "".join(sorted(set(ALNUM + "._~-")))


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: all(c in _PLAIN for c in value))


_SAID = [
    # English chats, tickets and notes of the Yakutsk office and the depots
    "VK Teams, #mirny-depot, Nurgun: the Webasto ThermoConnect portal password is {pw}",
    "Yandex Messenger from Oksana: the Eberspaecher EasyStart Web password {pw}",
    "Telemost chat during the winter-road call: the Omnicomm Online password is {pw}",
    "Dion meeting chat: Wialon Hosting admin password {pw}",
    "TrueConf chat, Tiksi port office: the Iridium GO! exec admin password {pw}",
    "eXpress message from Vitaly: Thuraya XT-Hotspot admin password {pw}",
    "Kaiten card 'Fuel farm Nyurba': Endress+Hauser Tankvision password {pw}",
    "YouGile task: rotate the Gilbarco Passport POS manager password, now {pw}",
    "Weeek note: Tokheim Quantium dispenser service password {pw}",
    "Planfix task 4417: the Scania Fleet Management password {pw} stopped working",
    "Megaplan deal note: KAMAZ Telematics web password {pw}",
    "Pyrus form 'Access request', approved: Hikvision iVMS-4200 password {pw}",
    "Yandex Tracker KYRSA-318: the Dahua NVR4208 admin password is {pw}, reset it",
    "Bitrix24 comment, Larisa: the Ubiquiti airMAX rooftop password {pw}",
    "Sferum chat with the Namtsy school: the projector's web password {pw}",
    "Kontur.Talk chat: the Mikrotik CCR at the Lensk yard, admin password {pw}",
    "Mango Office call note: the Grandstream UCM6302 admin password {pw}",
    "Runbook: thaw the fuel line at the Aikhal depot\n1. open the Webasto panel\n"
    "2. log in as service\n3. password {pw}\n4. start the pre-heater for 40 min",
    "Incident 2032-01-17: the Tiksi weather mast's Vaisala logger was open to the web "
    "with password {pw}",
    "README (server rack, Yakutsk office)\nthe UPS web UI is at https://ups.kyrsa.lan, "
    "admin password `{pw}`.",
    "Hi Gennady,\n\nthe root password on the Mirny depot server is {pw}. Delete this mail "
    "once it is in the vault.\n\nErchim",
    "dictated in the truck cab: the tachograph card reader password is {pw} full stop",
    "can you remember my T-Bank app password? it's {pw}",
    "note to self: the Udachny generator controller password {pw}",
    "after the reinstall the 1C server admin password became {pw}",
    # Sakha, Cyrillic (guessed wordings)
    "Почтам пароля: {pw}",
    "Сервер саҥа пароля {pw}, кимиэхэ да этимэ",
    "Дьиэтээҕи роутер пароля {pw} буолар",
    "Сардаана: миэнэ пароль {pw}, умнума",
    "Сыккыһа таҥас маҕаһыынын паролун уларыттым: {pw}",
    # Sakha, Latin translit (guessed)
    "pochtam parolya: {pw}",
    "server sana parolya {pw}, kimiekhe da etime",
    "dyietaagi router parolya {pw} buolar",
    "Aiaal: miene parol {pw}, umnuma",
    # Russian, Cyrillic and translit
    "пароль от почты: {pw}",
    "новый пароль на сервер — {pw}, никому не говори",
    "Геннадий: пароль от 1С поменял на {pw}",
    "пасс от личного кабинета Алмазэргиэнбанка {pw}",
    "parol ot pochty {pw}",
    "novyi parol na server {pw}, nikomu ne govori",
    "Vitaly: parol ot 1C pomenyal na {pw}",
    # Even (guessed words around the Russian loan)
    "Ивэтта: би пароль-у {pw}, эрэк ноңан",
    "бэй пароль-ни тэли: {pw}",
    "Semyon: bi parol-u {pw}, erek nongan",
    # Korean of the relatives in Seoul
    "내 메일 비밀번호는 {pw}야",
    "엄마 카톡 비번 바꿨어 {pw}",
    "서연: 새 노트북 암호 {pw} 잊지 마",
    "민준이 학교 계정 패스워드: {pw}",
    "nae meil bimilbeonho {pw}ya",
    "eomma katok bibeon bakkwosseo {pw}",
    # Kyrgyz of the construction crew
    "менин почтамдын сырсөзү: {pw}",
    "Бакыт: жаңы сырсөз {pw}, эч кимге айтпа",
    "объекттеги компьютердин сырсөзү {pw}",
    "menin pochtamdyn syrsözü {pw}",
    "Nurlan: jany syrsoz {pw}, ech kimge aitpa",
    "Aibek: ob'ekttegi kompyuterdin syrsozu {pw}",
    # other staff
    "das Kennwort für den Laptop im Hafenbüro Tiksi lautet {pw}",
    "倉庫PCのパスワードは {pw} です",
]
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = [
    "aiaal.p",
    "sardaana",
    "nyurgun",
    "kyunney.s",
    "aitalina",
    "tuyaara",
    "erchim.v",
    "ayyna",
    "dyulus",
    "gennady",
    "oksana.k",
    "vitaly",
    "larisa.m",
    "ivetta",
    "semyon.k",
    "bakyt",
    "nurlan.a",
    "aibek",
    "zhyldyz",
    "temirlan",
    "jiwoo.park",
    "minjun",
    "svc-1c",
    "depot-mirny",
    "tiksi-port",
]
_LOGINS = [
    "VK Teams, Erchim: the Wialon login is {u} / {pw}",
    "Kaiten #KT-902: {u} locked out of the Omnicomm portal, last password {pw}",
    "usr {u} pwd {pw}",
    "YouGile › Depots › Mirny › Mikrotik: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| 1C depot | {u} | {pw} |",
    "sign into the Tankvision as {u} with {pw}",
    "Grandstream login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: depot-srv-mirny\n  username: {u}\n  password: {pw}",
    "Larisa says the Dahua account is {u} and the password is {pw}",
    "system,login,password\nwialon,{u},{pw}",
    "ssh {u}@depot.kyrsa.lan (password {pw})",
    "логин {u}, пароль {pw}",
    "login {u} parol {pw}",
    "аат {u}, пароль {pw}, умнума",
    "aat {u}, parol {pw}",
    "아이디 {u} 비번 {pw}",
    "колдонуучу {u}, сырсөз {pw}",
    "koldonuuchu {u} syrsoz {pw}",
    "би логин {u}, пароль-у {pw}",
    "Benutzer {u}, Kennwort {pw}",
    "учётка {u} / {pw} для 1С",
    "uchyotka {u} / {pw} dlya 1C",
    "Bakyt: login {u}, syrsoz {pw}",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = [
    "kyrsa",
    "kuobakh",
    "khomus",
    "olonkho",
    "alaas",
    "balagan",
    "sylgy",
    "tarbagan",
    "chochur",
    "kymys",
    "zimnik",
    "nalednik",
    "stroganina",
    "chuchuna",
    "manty",
    "beshbarmak",
    "kimchi",
    "tteok",
]
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "voice note from the Tiksi port: the wifi password is {w} and after that {d}, no space",
    "for the depot server type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "пароль — слово {w}, маленькими, потом {d}",
    "parol — slovo {w}, potom {d}",
    "пароль: {w} диэн тыл, онтон {d}",
    "parol: {w} dien tyl, onton {d}",
    "비번은 {w}라는 단어 다음에 {d}",
    "bibeon-eun {w} hago {d}",
    "сырсөз: {w} деген сөз, анан {d}",
    "syrsoz: {w} degen soz, anan {d}",
    "Семён: пароль-у {w} тэли, амаски {d}",
    "Semyon: parol-u {w}, amaski {d}",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "csptest -keyset -enum_cont -container '\\\\.\\HDIMAGE\\kyrsa' -password '{pw}'",
    "rar a -hp'{pw}' waybills-2032.rar waybills/",
    "b2 authorize-account {u} '{pw}'",
    "swift -A https://swift.kyrsa.lan/auth/v1.0 -U depot:{u} -K '{pw}' list",
    "openstack --os-username {u} --os-password '{pw}' server list",
    "VBoxManage guestcontrol 1c-test run --username {u} --password '{pw}' -- /bin/ls",
    "mount -t cifs //fs.kyrsa.lan/waybills /mnt/wb -o username={u},password='{pw}'",
    "pdftotext -upw '{pw}' fuel-contract-2032.pdf -",
    "gs -q -dNOPAUSE -dBATCH -sPDFPassword={pw} -sDEVICE=txtwrite -o out.txt act.pdf",
    "ipmiutil health -N bmc-mirny.kyrsa.lan -U {u} -P '{pw}'",
    "esxcli --server esx1.kyrsa.lan --username {u} --password '{pw}' vm process list",
    "Connect-VIServer -Server vc.kyrsa.lan -User {u} -Password '{pw}'",
    "Invoke-Sqlcmd -ServerInstance sql.kyrsa.lan -Username {u} -Password '{pw}' -Query 'select 1'",
    "net user {u} {pw} /add",
    "schtasks /create /tn FuelSync /tr C:\\ops\\sync.bat /sc daily /ru {u} /rp {pw}",
    "wmic /node:depot-pc3 /user:{u} /password:{pw} process list brief",
    "cmdkey /add:fs.kyrsa.lan /user:{u} /pass:{pw}",
    "bcp Waybills out wb.dat -S sql.kyrsa.lan -U {u} -P '{pw}' -c",
    'osql -S sql.kyrsa.lan -U {u} -P {pw} -Q "select count(*) from Reis"',
    "fbsvcmgr depot:service_mgr -user {u} -password '{pw}' -info_server_version",
    "(echo '{pw}'; echo '{pw}') | smbpasswd -s -a {u}",
    "echo '{u}:{pw}' | chpasswd",
    "rabbitmqctl change_password {u} '{pw}'",
    "hg clone https://{u}:{pw}@hg.kyrsa.lan/routes",
    "nuget sources add -Name kyrsa -Source https://nuget.kyrsa.lan/v3/index.json "
    "-Username {u} -Password '{pw}'",
    "composer config http-basic.repo.kyrsa.lan {u} '{pw}'",
    "helm repo add kyrsa https://charts.kyrsa.lan --username {u} --password '{pw}'",
    "skopeo copy --src-creds {u}:{pw} docker://reg.kyrsa.lan/wb:4 dir:/tmp/wb",
    '"C:\\Program Files\\1cv8\\bin\\1cv8.exe" ENTERPRISE /S 1c.kyrsa.lan\\depot /N {u} /P {pw}',
    "ibcmd infobase dump --dbms=PostgreSQL --db-server=pg.kyrsa.lan --db-user={u} "
    "--db-pwd='{pw}' depot.dt",
    "svn checkout https://svn.kyrsa.lan/routes --username {u} --password '{pw}'",
    "crane auth login reg.kyrsa.lan -u {u} -p '{pw}'",
    "mysqladmin -h mysql.kyrsa.lan -u {u} -p'{pw}' status",
    "mosquitto_passwd -b /etc/mosquitto/passwd {u} {pw}",
]
_SHELLS = [
    "{c}",
    "$ {c}",
    "PS C:\\ops> {c}",
    "erchim@depot-srv-mirny:~$ {c}",
    "Rio on the Tiksi laptop: {c}",
    "Electerm, session 'yakutsk-1c':\n{c}",
    "Contour terminal ~/routes $ {c}",
    "Warp: {c}",
    "Kitty, tab 'depot':\n$ {c}",
    "Alacritty ~ % {c}",
    "WezTerm pane 2: {c}",
    "Konsole, root@fs01:~# {c}",
    "Royal TS session 'Lensk yard': {c}",
    "Xshell 7, Aikhal box: {c}",
    "команда из истории: {c}",
    "komanda iz istorii: {c}",
    "бу командананы ыыттым: {c}",
    "mynday komanda jazdym: {c}",
    "이 명령어 실행했어: {c}",
    "терминалда: {c}",
]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "ftps://{u}:{pw}@ftp.kyrsa.lan:990/waybills/",
    "rtmp://{u}:{pw}@stream.kyrsa.lan/live/tiksi-port",
    "telnet://{u}:{pw}@plc-mirny.kyrsa.lan:23",
    "oracle+oracledb://{u}:{pw}@ora.kyrsa.lan:1521/?service_name=DEPOT",
    "mssql+pytds://{u}:{pw}@sql.kyrsa.lan:1433/Waybills",
    "clickhouse+native://{u}:{pw}@ch.kyrsa.lan:9000/telemetry",
    "rediss://{u}:{pw}@redis.kyrsa.lan:6380/2",
    "jdbc:oracle:thin:{u}/{pw}@ora.kyrsa.lan:1521/DEPOT",
    "Server=sql.kyrsa.lan;Database=Waybills;User Id={u};Password={pw};TrustServerCertificate=true",
    "Host=pg.kyrsa.lan;Port=5432;Database=routes;Username={u};Password={pw}",
    "DataSource=fb.kyrsa.lan;Database=/data/depot.fdb;User={u};Password={pw};Dialect=3",
    "davs://{u}:{pw}@cloud.kyrsa.lan/remote.php/webdav",
    "ssh://{u}:{pw}@git.kyrsa.lan:2222/routes.git",
]
_URL_PLACES = [
    "WAYBILLS_DB_URL={c}",
    "appsettings.json, the old one: {c}",
    "keep this connection string for me: {c}",
    "строка подключения: {c}",
    "stroka podklyucheniya {c}",
    "Kaiten #KT-930: {c}",
    "YouGile task 'move 1C off the old box': {c}",
    "туташуу сабы: {c}",
]
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {
            "iss": issuer,
            "aud": "kyrsa-tyyn",
            "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
            "iat": issued,
            "exp": issued + 2_592_000,
            "scope": "fleet:read fuel:write",
        }
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("SakhaPay", "SAKHAPAY_SECRET_KEY", _j("skp_live_", (ALNUM, 32))),
    ("ZimnikTrack", "ZIMNIKTRACK_TOKEN", _j("zmt_", (LOWER_DIGITS, 36))),
    ("AlaasMail", "ALAASMAIL_API_KEY", _j("alm-", (HEX, 40))),
    ("Kuobakh Cargo", "KUOBAKH_CARGO_KEY", _j("kbc_", (URLSAFE, 30))),
    ("Olonkho Maps", "OLONKHO_MAPS_TOKEN", _j("olm.", (ALNUM, 40))),
    ("Dadata", "DADATA_SECRET", _j((HEX, 40))),
    ("SMS.ru", "SMSRU_API_ID", lambda g: v.uuid4(g, "8")),
    ("REG.RU", "REGRU_API_PASSWORD", _j((ALNUM, 24))),
    ("Diadoc", "DIADOC_CLIENT_SECRET", _j((HEX, 32))),
    ("Megaplan", "MEGAPLAN_ACCESS_TOKEN", _j((URLSAFE, 64))),
    ("Avito", "AVITO_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("2GIS", "DGIS_API_KEY", lambda g: v.uuid4(g, "9")),
    ("YooKassa", "YOOKASSA_SECRET_KEY", _j("live_", (URLSAFE, 44))),
    ("Mango Office", "MANGO_API_SALT", _j((LOWER_DIGITS, 32))),
    ("T-Bank", "TBANK_TERMINAL_PASSWORD", _j((ALNUM, 20))),
    ("Optima Bank", "OPTIMA_API_SECRET", _j((HEX, 64))),
    ("MBank", "MBANK_MERCHANT_KEY", _j((UPPER_DIGITS, 32))),
    ("O!Dengi", "ODENGI_SECRET", _j((ALNUM, 32))),
    ("Elsom", "ELSOM_PARTNER_KEY", lambda g: v.uuid4(g, "b")),
    ("Lalafo", "LALAFO_API_TOKEN", _j((B64, 48))),
    ("Bakai Bank", "BAKAI_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("KakaoBank", "KAKAOBANK_API_KEY", _j((HEX, 32))),
    ("Kakao Developers", "KAKAO_REST_API_KEY", _j((HEX, 32))),
    ("Naver Cloud", "NCLOUD_SECRET_KEY", _j((ALNUM, 40))),
    ("Toss Payments", "TOSS_SECRET_KEY", _j("live_sk_", (ALNUM, 26))),
    ("Coupang", "COUPANG_SECRET_KEY", _j((HEX, 40))),
    ("Yandex Cloud", "YC_API_KEY", _j("AQVN", (URLSAFE, 36))),
    ("Selectel", "SELECTEL_TOKEN", _j((ALNUM, 28), "_", (D, 6))),
    ("Wialon", "WIALON_TOKEN", _j((HEX, 72))),
    ("Omnicomm", "OMNICOMM_JWT", _vendor_jwt("https://online.omnicomm.example")),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 24))),
    (
        "Slack",
        "SLACK_BOT_TOKEN",
        lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}",
    ),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    (
        "Telegram",
        "TG_BOT_TOKEN",
        lambda g: f"{g.randrange(10**9, 8 * 10**9)}:AA{_r(g, URLSAFE, 33)}",
    ),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
]
_NAMED = [
    "{env}={tok}",
    'export {env}="{tok}"',
    "set {env}={tok}",
    "$env:{env} = '{tok}'",
    'appsettings.Production.json: "{env}": "{tok}"',
    "k8s secret, stringData:\n  {env}: {tok}",
    "Procfile env, .env.production:\n{env}={tok}",
    "1C constant «{vendor} key» = {tok}",
    "Kyrsa ERP › Settings › Integrations › {vendor}: {tok}",
    "YouGile task: rotate the {vendor} key {tok}",
    "VK Teams, Oksana: {vendor} key for the fuel sync: {tok}",
    "Kaiten #KT-950: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "ключ API {vendor} для склада в Мирном: {tok}",
    "klyuch API {vendor}: {tok}",
    "{vendor} API күлүүһэ: {tok}",
    "{vendor} API kyluuhe {tok}",
    "{vendor} API ачкычы: {tok}",
    "{vendor} API achkychy {tok}",
    "{vendor} API 키: {tok}",
    "токен {vendor} — {tok}",
    "{vendor} token-u {tok}, ноңан",
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    tok1, tok2, tok3 = _r(rng, HEX, 40), _r(rng, ALNUM, 32), _r(rng, HEX, 32)
    out = [
        Sample(
            "vendor_token",
            f'r = requests.post("https://suggestions.dadata.example/api", '
            f'headers={{"X-Secret": "{tok1}"}})',
            tok1,
        ),
        Sample("vendor_token", f"$odengi = new ODengiClient('kyrsa-tyyn', '{tok2}');", tok2),
        Sample("vendor_token", f"<key>KakaoAppKey</key>\n<string>{tok3}</string>", tok3),
    ]
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = [
    "{t}",
    "VK Teams: {t}",
    "it only shows it once, so here:\n{t}",
    "токен: {t}",
    "{t}\n^ саҥата, эргэтэ өлбүт",
    "hang on to this for me: {t}",
    "이거 저장해줘 {t}",
]
_BARE_MAKERS = [
    _j((ALNUM, 44)),
    _j((URLSAFE, 24), ".", (URLSAFE, 40)),
    _j((B64, 56), "=="),
    _j((LOWER_DIGITS, 48)),
    _j((URLSAFE, 50)),
    _j((B64, 44)),
    _j((ALNUM, 36)),
]
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of fuel-tank sensor FT-12 at Nyurba (OTAA): {h}": 32,
    "AES key of the Omnicomm LLS fuel sensors' config export: {h}": 32,
    "HMAC secret for the SakhaPay webhook: {h}": 64,
    "pre-shared key of the Tiksi–Yakutsk IPsec tunnel (hex): {h}": 64,
    "ключ шифрования бэкапа 1С: {h}": 64,
    "klyuch shifrovaniya bekapa: {h}": 48,
    "бэкап күлүүһэ: {h}": 64,
    "백업 암호화 키: {h}": 48,
    "камдык көчүрмөнүн шифрлөө ачкычы: {h}": 64,
}


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Kaiten #KT-961: token copied out of the browser's network tab {t}",
    "Cookie: lang=sah; kyrsa_session={t}",
    "FLEET_BRIDGE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен доступа {t}",
    "bearer token-u {t}",
    "토큰 {t}",
]


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {
        "sub": v.uuid4(rng, "a"),
        "iat": issued,
        "exp": issued + 3600,
        "email": f"{rng.choice(_USERS)}@kyrsa-tyyn.example",
    }
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.kyrsa.lan/realms/depot",
            "azp": "fuel-console",
            "groups": ["depot", "dispatch"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the Mirny depot server, keep it somewhere safe:\n{key}": (
        "OPENSSH PRIVATE KEY",
        "\n",
    ),
    "/etc/ssl/private/edi.kyrsa-tyyn.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDI_PRIVATE_KEY": "{key}", "partner": "tiksi-port"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_tiksi <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Kaiten #KT-977, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "сервер кистэлэҥ күлүүһэ:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "закрытый ключ для SFTP таможни:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
    "PGP PRIVATE KEY BLOCK": "lQVYBG",
}


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Keystone wallet backup, copying it off the card before I burn it: {p}": "english",
    "Tangem backup words (the depot's old USDT wallet, emptied): {p}": "english",
    "voice note: the Zengo recovery words are {p} and that's all of them": "english",
    "YouGile page 'Old wallet (retired)': {p}": "english",
    "сид-фраза кошелька Tonkeeper: {p}": "russian",
    "seed-fraza ot MyTonWallet: {p}": "russian",
    "кошелёк кистэлэҥ тыллара: {p}": "russian",
    "엄마 업비트 지갑 복구 문구: {p}": "korean",
    "오빠 지갑 시드 {p}": "korean",
    "капчыктын калыбына келтирүү сөздөрү: {p}": "english",
    "OneKey seed: {p}": "english",
    "фраза восстановления SafePal: {p}": "russian",
}
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "korean")}


def _checked_seed(rng: random.Random, lang: str, size: int) -> str:
    """A phrase ``Mnemonic(lang).check`` accepts as typed (NFC; mnemonic reads its Russian list's
    words with a short i or yo back only when they are absent, so those phrases are redrawn)."""

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range(size))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    return v.until(rng, make, _MNEMO[lang].check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    phrase = _checked_seed(rng, lang, {12: 16, 18: 24, 24: 32}[words_n])
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"{k}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    if brand == "elcart":
        return _card_of(rng, ["9417"], [16])
    if brand == "bc":
        return _card_of(rng, ["94"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "VK Teams, Larisa: the company card for the Webasto spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Номер карты: {c}\nСрок: {mm}/{yy}",
    "Kaiten #KT-988: pay the Tiksi port fee with card {c}",
    "карта номерим: {c}, {mm}/{yy}",
    "karta nomerim {c}",
    "номер моей карты {c}, {mm}/{yy}",
    "nomer karty {c}",
    "엄마 카드번호 {c} 유효기간 {mm}/{yy}",
    "менин картамдын номери: {c}",
    "kartamdyn nomeri {c}, {mm}/{yy}",
    "card number for the Seoul hotel: {c}",
]
_BRANDS = ["mir", "visa", "elcart", "mastercard", "unionpay", "bc", "jcb", "mir"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {
        "c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
        "mm": f"{rng.randrange(1, 13):02d}",
        "yy": str(rng.randrange(33, 42)),
    }


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Mastercard {c} exp 02/36, security code {cvv}",
    "три цифры на обороте карты: {cvv}",
    "kartanyn artyndagy üch san: {cvv}",
    "카드 뒷면 세 자리 {cvv}",
    "CVC кода {cvv}, картам {c}",
    "CVV of the card for the Seoul hotel: {cvv}",
]


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "mastercard"), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries a rough grep finds in fewest earlier corpora (26 to 30 of 325 each).
_IBAN_SHAPES = {
    "RU": "n" * 14 + "c" * 15,
    "KZ": "nnn" + "c" * 13,
    "LB": "n" * 4 + "c" * 20,
    "AE": "n" * 19,
    "PK": "aaaa" + "c" * 16,
    "BH": "aaaa" + "c" * 14,
    "PS": "aaaa" + "c" * 21,
    "UA": "n" * 6 + "c" * 19,
}
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KT-2032-041: pay the Almaty tyre supplier to {i} within 30 days",
    "save the Dubai spare-parts broker's IBAN: {i}",
    "IBAN: {i}\nНазначение: рейс 118, зимник Мирный–Ленск",
    "VK Teams #finance: the Karachi pump maker's new bank details, IBAN {i}",
    "мой IBAN: {i}",
    "moi IBAN {i}",
    "мин IBAN-ым: {i}",
    "менин IBAN: {i}",
    "삼촌 IBAN {i}",
    "IBAN of the Manama fuel trader: {i}",
    "IBAN для оплаты в Киеве: {i}",
    "IBAN of the Beirut translator: {i}",
]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _inn12(g: random.Random) -> str:
    """A Russian personal INN: twelve digits, region 14 (Sakha), two check digits."""
    return v.until(g, lambda h: "14" + _r(h, D, 10), ru_inn.is_valid)


def _inn10(g: random.Random) -> str:
    """A Russian company's INN: ten digits, region 14, one check digit."""
    return v.until(g, lambda h: "14" + _r(h, D, 8), ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    """A Russian OGRN: thirteen digits whose last is the rest of the others modulo 11."""
    return v.until(g, lambda h: "1" + _r(h, D, 2) + "14" + _r(h, D, 8), ru_ogrn.is_valid)


def _ogrnip(g: random.Random) -> str:
    """A Russian OGRNIP: fifteen digits, a sole trader's registration."""
    return v.until(g, lambda h: "3" + _r(h, D, 2) + "14" + _r(h, D, 10), ru_ogrn.is_valid)


def _rrn(g: random.Random) -> str:
    """A Korean resident registration number, its birth date and check digit valid."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{born}-{h.choice('12')}{_r(h, D, 6)}"

    return v.until(g, make, kr_rrn.is_valid)


def _brn(g: random.Random) -> str:
    """A Korean business registration number, its check digit valid."""
    return v.until(g, lambda h: f"{_r(h, D, 3)}-{_r(h, D, 2)}-{_r(h, D, 5)}", kr_brn.is_valid)


def _unp(g: random.Random) -> str:
    """A Belarusian UNP (payer's number) of an organisation, its check digit valid."""
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), by_unp.is_valid)


def _rntrc(g: random.Random) -> str:
    """A Ukrainian RNTRC (individual taxpayer number), its check digit valid."""
    return v.until(g, lambda h: h.choice("123") + _r(h, D, 9), ua_rntrc.is_valid)


def _kg_pin(g: random.Random) -> str:
    """A Kyrgyz personal number (ПИН/ИНН): sex, birth date, serial; no check verified here."""
    born = f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(1970, 2005)}"
    return f"{g.choice('12')}{born}{_r(g, D, 5)}"


def _ru_passport(g: random.Random) -> str:
    """A Russian internal passport: series of four digits (98: Sakha) and six; no check."""
    return f"98 {g.randrange(10, 30):02d} {_r(g, D, 6)}"


def _snils(g: random.Random) -> str:
    """A Russian SNILS: nine digits and a two-digit checksum (computed here, no stdnum module)."""
    body = g.choice("123456789") + _r(g, D, 8)
    total = sum(int(c) * w for c, w in zip(body, range(9, 0, -1), strict=True))
    return f"{body[:3]}-{body[3:6]}-{body[6:]} {total % 101 % 100:02d}"


def _kr_passport(g: random.Random) -> str:
    """A Korean passport: M and eight digits; no check."""
    return "M" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "мой ИНН: {s}": _inn12,
    "INN moi {s}": _inn12,
    "мин ИНН-им {s}": _inn12,
    "ИНН ООО «Кырса Тыын» для договора: {s}": _inn10,
    "OGRN of the Lensk fuel partner: {s}": _ogrn,
    "ОГРН подрядчика по зимнику: {s}": _ogrn,
    "ОГРНИП Айаала (ИП, перевозки): {s}": _ogrnip,
    "삼촌 주민등록번호 {s}": _rrn,
    "jumin beonho {s}": _rrn,
    "my cousin's resident registration number in Seoul: {s}": _rrn,
    "사업자등록번호 {s}": _brn,
    "Korean business registration number of the excavator dealer: {s}": _brn,
    "УНП минского поставщика шин: {s}": _unp,
    "Belarus UNP of the tyre supplier: {s}": _unp,
    "РНОКПП водителя из Харькова: {s}": _rntrc,
    "Ukrainian RNTRC of the subcontractor's welder: {s}": _rntrc,
    "менин ПИНим: {s}": _kg_pin,
    "Temirlan's Kyrgyz personal number (PIN) for the work permit: {s}": _kg_pin,
    "паспорт мой: {s}": _ru_passport,
    "СНИЛС: {s}": _snils,
    "여권번호 {s}": _kr_passport,
    "pasportum nomeri {s}": _ru_passport,
}
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = [
    "Yandex ID backup codes\n{codes}",
    "резервные коды для входа в VK: {codes}",
    "rezervnye kody {codes}",
    "2FA камдык коддору:\n{codes}",
    "카카오 백업 코드 {codes}",
    "spare sign-in codes for the depot's Google account {codes}",
]
_SEEDS_2FA = [
    "otpauth://totp/Selectel:oksana@kyrsa-tyyn.example?secret={s}&issuer=Selectel&digits=6",
    "Stratum, manual setup key for the Wialon login: {s}",
    "ключ для Google Authenticator (2FA) от 1С-Фреш: {s}",
    "2FA секрет: {s}",
    "2단계 인증 설정 키 {s}",
]
_CODES = [
    "{c} — ваш код подтверждения Госуслуг",
    "Kod podtverzhdeniya: {c}. Nikomu ne soobshchaite",
    "[Web발신] 인증번호 [{c}]를 입력해주세요",
    "Ырастоо коду: {c}",
    "{c} is your Yandex ID verification code",
    "код из смс {c}",
    "koddu aitchy: {c}",
    "T-Bank: код {c}, никому не говорите",
]


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": _r(rng, D, [6, 6, 6, 4, 6, 5, 6, 4][index % 8])}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, _code_draw, "c")


_SSIDS = [
    "Kyrsa-Office",
    "KT-Depot-Mirny",
    "Tiksi-Port-5G",
    "Sakhatelecom_Lensk",
    "MegaFon_Aikhal",
    "Balagan-Guest",
    "KT-Zimnik-Camp",
    "iptime-Seoul-Home",
    "Beeline_KG_Osh",
    "KT_GiGA_5G_Mapo",
    "Nyurba-Fuel",
    "Udachny-Camp",
]
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "camp network {s}, password {pw}",
    "wifi at the Tiksi port office: {s} / {pw}",
    "вайфай {s}, пароль {pw}",
    "vaifai {s} parol {pw}",
    "{s} вайфай пароля {pw}",
    "{s} wifi parolya {pw}",
    "와이파이 {s} 비번 {pw}",
    "{s} Wi-Fi сырсөзү: {pw}",
    "{s} wifi syrsozu {pw}",
    "the key on the sticker under the MegaFon router: {pw}",
    "Wi-Fi {s} би пароль-у {pw}",
    "hostapd.conf on the camp Pi:\nssid={s}\nwpa_passphrase={pw}",
    "iwd /var/lib/iwd/{s}.psk:\n[Security]\nPassphrase={pw}",
]


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [
    _j("ghp_", (ALNUM, 36)),
    _j((HEX, 32)),
    _j((UPPER_HEX, 40)),
    _j("skp_live_", (ALNUM, 24)),
    _j((ALNUM, 28)),
]
_SPELL = [
    "reading it out one character at a time: {t}",
    "[dictated over the Telemost call] {t}",
    "(spaced so the VK Teams preview hides it) {t}",
    "по одной букве: {t}",
    "бииртэн буукубанан: {t}",
]


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "код от ворот склада в Мирном: {pw}",
    "kod ot vorot sklada {pw}",
    "ампаар күлүүһүн кода: {pw}",
    "объекттеги кулпунун коду: {pw}",
    "kulpunun kodu {pw}",
    "현관 비밀번호 {pw}",
    "the fuel-farm gate keypad takes {pw} then #",
    "padlock on the Tiksi container: {pw}",
    "домофон у мамы {pw}",
]


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = [
    "kyrsa",
    "khomus",
    "alaas",
    "balagan",
    "sylgy",
    "tarbagan",
    "chochur",
    "serge",
    "zimnik",
    "nalednik",
    "barzha",
    "buran",
    "nerpa",
    "toros",
    "sugrob",
    "prichal",
]
_PHRASES = {
    "Buttercup master passphrase for the dispatch vault: {p}": " ",
    "Padloc vault passphrase: {p}": "-",
    "KeeWeb database passphrase: {p}": ".",
    "парольная фраза для бэкапа: {p}": " ",
    "кистэлэҥ этии: {p}": "_",
    "passphrase-ка {p}": " ",
    "Stratum backup passphrase: {p}": "+",
}


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Kulala .http file, header Authorization: Basic {v}": True,
    'Electerm quick command: curl -H "Authorization: Basic {v}" https://wialon.kyrsa.lan/api': True,
    "ATAC collection export: Authorization: Bearer {v}": False,
    "Posting request file, header Authorization = Basic {v}": True,
    "Requestly rule for the Wialon call: authorization: bearer {v}": False,
}


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    'LocalSettings.php:\n$wgDBuser = "wiki";\n$wgDBpassword = "{pw}";',
    "rsyncd.secrets:\nbackup:{pw}",
    "nut upsmon.conf:\nMONITOR ups@localhost 1 upsmon {pw} primary",
    "/etc/openvpn/auth.txt:\ndepot-mirny\n{pw}",
    "Moodle config.php:\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "Redmine config/database.yml:\nproduction:\n  adapter: postgresql\n  username: redmine\n"
    '  password: "{pw}"',
    "gitea app.ini:\n[database]\nUSER = gitea\nPASSWD = {pw}",
    "freeradius clients.conf:\nclient depot-ap {{\n  ipaddr = 10.14.2.0/24\n  secret = {pw}\n}}",
    "asterisk pjsip.conf:\n[dispatch]\ntype=auth\nauth_type=userpass\nusername=dispatch\n"
    "password={pw}",
    "NetworkManager Depot.nmconnection:\n[wifi-security]\nkey-mgmt=wpa-psk\npsk={pw}",
    'appsettings.json:\n"ConnectionStrings": {{ "Fuel": "Server=sql;User Id=fuel;Password={pw}" }}',
    "1C srvribrg.conf (старый): пароль администратора кластера = {pw}",
    "application.properties:\nspring.datasource.username=fleet\nspring.datasource.password={pw}",
    "mosquitto bridge.conf:\nconnection tiksi\nremote_username depot\nremote_password {pw}",
    "zabbix_agent2.conf:\nPlugins.Postgres.Sessions.Depot.Password={pw}",
    "docker-compose.yml:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
]
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Erchim: wifi password at the camp?\nBakyt: {pw}",
    "[05:40] nurlan: root pw for the Mirny server?\n[05:41] gennady: {pw}",
    "Oksana: {pw} is the new Wialon admin password",
    "Vitaly: use {pw}, that's what the Dahua has now",
    "Сардаана: саҥа пароль {pw}",
    "Айаал: пароль {pw} буолла",
    "Ларина: новый пароль {pw}",
    "지우: 새 비번 {pw}",
    "Жылдыз: жаңы сырсөз {pw}",
    "Ивэтта: пароль-у {pw}",
]
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}",
    "пар\u200bоль: {pw}",
    "ｐａｓｓｗｏｒｄ = {pw}",
    "раsswоrd → {pw}",
    "p\u00adassword: {pw}",
    "ПАРОЛЬ\ufeff: {pw}",
]
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60),
    (_logins, 24),
    (_spelled, 14),
    (_cli, 34),
    (_urls, 13),
    (_vendors, 52),
    (_bare, 7),
    (_hexes, 9),
    (_jwts, 8),
    (_pems, 7),
    (_seeds, 12),
    (_cards, 12),
    (_cvvs, 6),
    (_ibans, 12),
    (_national, 22),
    (_backups, 6),
    (_totp, 5),
    (_codes, 8),
    (_wifi, 16),
    (_spelled_tokens, 10),
    (_locks, 9),
    (_phrases, 7),
    (_auth, 5),
    (_configs, 16),
    (_chats, 10),
    (_hidden, 6),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _russian_seed(g: random.Random) -> str:
    return _checked_seed(g, "russian", 16)


_SPLIT_PASSWORDS = {
    "the Wialon admin password is": "{s}",
    "пароль от 1С:": "{s} (с января)",
    "сырсөз:": "{s}",
    "Omnicomm password": "{s}\nchange it after the winter road closes",
    "비밀번호는": "{s}",
    "паролым:": "{s}",
    "parol:": "{s}",
    "Dahua password": "{s}",
    "the password Vitaly read out over the radio was": "{s}, I think",
    "syrsoz": "{s}",
}
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Dadata API key", "{s}", _j((HEX, 40))),
    ("split_token", "SakhaPay key:", "{s} (fuel cards)", _j("skp_live_", (ALNUM, 32))),
    ("split_token", "Elsom partner secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "сид-фраза", "{s}", _russian_seed),
    ("split_card", "номер карты", "{s} до 09/37", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "Yandex ID backup codes", "{s}\n55120938\n90417726", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ИНН", "{s}", _inn12),
    ("split_phrase", "Buttercup passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]


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
    '{"wialon": {"url": "https://wialon.kyrsa.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "bakyt", "syrsoz": "{s}"}}': ("meta_password", _plain_pw),
    '{"depots": [{"name": "mirny"}, {"name": "tiksi", "ui_password": "{s}"}]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"argv": ["ibcmd", "infobase", "dump", "--db-user", "svc", "--db-pwd", "{s}"]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"note": "сервер пароля {s}"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Dahua recorder as admin with the password {s}"}': (
        "meta_password",
        _plain_pw,
    ),
    '{"dadata": {"secret": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"mbankMerchantKey": "{s}"}': ("meta_token", _j((UPPER_DIGITS, 32))),
    '{"kakao_rest_api_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': (
        "meta_card",
        lambda g: v.grouped(_card(g, "elcart"), " ", g),
    ),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AE")),
    '{"driver": {"inn": "{s}"}}': ("meta_id", _inn12),
    '{"2fa": {"backup": ["{s}", "30418856", "77120394"]}}': ("meta_otp", lambda g: _r(g, D, 8)),
    '{"old_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"container_tiksi": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "KT-Depot-Mirny", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"routeros-7.16.2-arm64.npk").hexdigest()
_IMAGE = hashlib.sha256(b"reg.kyrsa.lan/waybills-api:5.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"waybills: add winter-road segment table", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"fuel: revert density rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"fuel_balance_2032-01.xlsx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"tiksi-port-manifest-2031.csv").hexdigest()

CLEAN = [
    "Remind me to change the Wialon password before the auditors come on 2032-02-11.",
    "Bakyt asked for the camp wifi password; it's on the card in the foreman's wagon.",
    "Policy: Kyrsa Tyyn passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into VK Teams; share a vault link instead.",
    "The `.env.example` line `DADATA_SECRET=replace-me` is a placeholder.",
    "The Dahua recorder asks for a new admin password after every firmware update.",
    "Replace <YOUR_SAKHAPAY_KEY> in the README with the key from your SakhaPay dashboard.",
    "WIALON_TOKEN and OMNICOMM_JWT must be set before the nightly fleet sync runs.",
    "Пароль никому не говори.",
    "Паролгун кимиэхэ да этимэ.",
    "Сырсөзүңдү эч кимге айтпа.",
    "비밀번호는 아무한테도 알려주지 마.",
    "Пароль должен быть не короче 14 символов.",
    "Пароль саҥа сокуонунан 14 бэлиэттэн итэҕэс буолуо суохтаах.",
    "parol nikomu ne govori, ladno?",
    "syrsozduu ech kimge aitpa.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "Upgraded RouterOS from 7.15 to 7.16.2 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the winter-road segment table.",
    f"Rolled back to {_SHORT} after the density rounding broke the fuel balance.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The RouterOS 7.16.2 package has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of tiksi-port-manifest-2031.csv: {_SHA512}",
    f"The waybills API runs reg.kyrsa.lan/waybills-api@sha256:{_IMAGE}.",
    f"MD5 of fuel_balance_2032-01.xlsx is {_MD5}, same as the copy on the share.",
    "Request id 3f9c2e71-8a4d-4b6e-9f10-2c7d5a8e4b03 is the slow one in the Wialon logs.",
    "Order ЗК-2032-00517 for 12 tonnes of arctic diesel ships from Lensk on Thursday.",
    "Kaiten #KT-962: the Mirny depot gate keeps freezing at -52 °C.",
    "Call the Tiksi port office on +7 411 52 3 17 48 before noon Yakutsk time.",
    "The shop on Lenina in Yakutsk: +7 (4112) 40-19-27, open 9:00–20:00.",
    "Waybill 14-0877 covers 18 pallets of tinned fish for Chersky.",
    "Reis 118 leaves Yakutsk at 06:30 and reaches Mirny in about 30 hours on the winter road.",
    "A tonne of arctic diesel costs 78 400 roubles at the Nyurba fuel farm this month.",
    "After five wrong passwords the 1C server locks the account for 20 minutes.",
    "The Khomus festival in Yakutsk starts at 14:00; tickets are 500 roubles.",
    "The secret of good stroganina is fish frozen at -40 and sliced thin.",
    "Ask Gennady for the depot keypad code, I don't have it.",
    "My card ending 4417 was declined at the Mirny hardware store.",
    "The Almaty supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Yandex ID and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SAKHAPAY_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the Tiksi container freezes; warm it with a hair dryer first.",
    "ISBN 978-5-7696-4133-2 is the permafrost handbook on the office shelf.",
    "The guest wifi 'Balagan-Guest' is open, no password needed.",
    "Truck plate Т 418 КР 14 is booked for the Lensk run on 2032-02-03.",
    "Tracking number RA123456785RU is the parcel of tyre chains from Novosibirsk.",
    "Ticket price Seoul–Yakutsk via Vladivostok: 612 000 won, flight YK 512 at 23:40.",
    "엄마 가게 전화번호는 02-3142-7788이야, 토요일은 오후 6시까지.",
    "Кафе «Алаас» принимает заказы по телефону 8 (4112) 21-45-90.",
    "The 1C platform is 8.3.25.1374; the configuration is version 3.0.151.",
    "Version 2.4.1 of the fuel app fixed the 'wrong password' message in Sakha.",
    "The PIN pad in the Mirny canteen is broken again; pay by QR code.",
    "The password field on the driver app now shows the Caps Lock warning.",
    "The shift code D-3 means 08:00 to 20:00 at the depot.",
    "OKATO 98401000000 is the code the tax form asks for Yakutsk.",
    "Room 214 of the Polar Star hotel, booking ref PSH-5530, check-in at 14:00.",
    "The temperature in Oymyakon was -58.3 °C at 07:00 this morning.",
    "Дьиэ кэргэн пароль туһунан кэпсэтии: саҥа пароль бүгүн кэлиэ.",
    "Tokens used this month: 184 320 for the dispatch assistant.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-01-09T02:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/depot/wialon", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "KT-962", "order": "ЗК-2032-00517"}',
    '{"reis": {"id": 118, "from": "Yakutsk", "to": "Mirny", "hours": 30}}',
    '{"phone": "+7 (4112) 40-19-27", "city": "Yakutsk"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "litres_in_stock": 48210}',
    '{"okato": "98401000000", "region": "Sakha", "plate": "Т 418 КР 14"}',
    '{"tracking": "RA123456785RU", "carrier": "Pochta", "eta": "2032-02-14"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
