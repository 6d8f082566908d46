# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, ninety-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the ninety-fourth's docstring, the fifth to
ninety-fourth only to search them (grep) for the languages, wordings, tools, vendors, id kinds and
IBAN countries already used (to use others), the sample types (`secret_classes_heldout.py`) and the
value helpers (`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora,
the corpora written at the same time, any test nor the reports, and the scrubber was never run on
it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
hut keepers, radio operators, pilots, rescuers, porters' union clerks, trekking agents and visiting
climbers of Yakhdan Huts & Heli-Rescue (fictional) leak secrets into an assistant's memory: a chain
of high-altitude huts (Broghil in Chitral, Naltar above Gilgit, Minapin under Rakaposhi, Passu and
the Shimshal Pamir in Hunza, Concordia on the Baltoro and Hushe above Skardu, Langar in the Tajik
Wakhan), a heli-rescue base at Skardu, radio relays on Ultar ridge and at Concordia, weather
stations at Murghab and Karakul in the Pamirs, an office in Khorog, a liaison desk in Faizabad
(Badakhshan), the office of the Karakoram High Porters' Union (KHPU, fictional too) in Skardu, a
trekking agency in Gilgit, an agent in Tashkurgan, and climbers from Japan, Korea, Poland, Italy and
Spain. The texts are WhatsApp, Signal, Telegram, Viber, IMO, Botim, KakaoTalk, LINE, Band,
Messenger, Google Chat, Element, Teams, Slack, Mattermost, Wire and Threema messages, Zello channel
transcripts and HF read-outs, Google Keep, Samsung Notes, Obsidian, Apple Notes, Standard Notes,
Simplenote and Notion notes, Jira, Zammad, Redmine and GLPI tickets, e-mails, incident notes,
runbooks, README fragments, shell history and scripts (Termux, PowerShell 7, bash history, cron, a
Makefile, a Dockerfile, an Ansible task, a systemd unit, an alias, a .bat file), configs, code,
voice-dictated text and requests to the assistant itself, around the panels of radio, satellite,
link, weather, power, medical, camera and office hardware (Barrett 4050 HF, Motorola SLR 5500 and
Kenwood NXR-710 repeaters, Thales MissionLink 350, Cobham Explorer 710 BGAN, Starlink, Ubiquiti
LiteBeam 5AC, Cambium ePMP Force 300, Mimosa B5c, Teltonika RUTX11, Campbell CR1000X, Vaisala
WXT536, Lufft WS600, Gill MaxiMet GMX600, Davis Vantage Pro2, Morningstar TriStar MPPT-60, Epever
Tracer, EcoFlow Delta Pro, Philips HeartStart MRx, Corpuls3, Hamilton T1, Masimo Rad-97, Abbott
i-STAT 1, Fujifilm FDR Xair, DJI Matrice 30T, Reolink Go Plus, Axis Q6135-LE, Brother QL-820NWB, a
SumUp reader, an igloohome keybox, an AS350 B3e). Tools none of heldouts 5 to 94 names: zsh's
`zftp`, gFTP, ftpcopy, wdfs, fusedav, hbmqtt's `hbmqtt_pub`, es2csv, zk-shell, Core FTP's `corecmd`,
Virtual Radar Server's `-createAdmin`, Python's ftplib, imaplib, poplib, smtplib and telnetlib,
ldap3, proxmoxer, routeros_api, pypsrp, smbprotocol's `smbclient` module, pysmb, pyVmomi, easysnmp
and pexpect, and the configs of HBlink, ntripcaster, wfrog, BusyBox httpd, smbnetfs, fusesmb, kppp,
gnome-ppp, OpenDTU, pimatic and comitup; beside them the commands the product names (sshpass, mysql,
curl, redis-cli, smbclient, mosquitto_pub, ipmitool, 7z, openssl, gpg, plink, xfreerdp, lftp,
ldapsearch, keytool, sudo -S) in layouts of its own. About 40 % of the texts are in other languages
than English (by a rough count of the drawn samples): Shughni (in Cyrillic, as Tajik is written),
Rushani (in Latin letters), Ishkashimi (in the Perso-Arabic script of the Afghan side), Sarikoli (in
Latin letters, with Mandarin loans in pinyin), Yidgha, Palula, Domaaki and Gojri (in Latin letters,
as roman Urdu is texted), which no earlier docstring names, and Urdu, Dari, Tajik, Russian, Kyrgyz,
Japanese, Korean, Polish, Italian, Spanish, Catalan, French, German, Simplified Chinese and Turkish
(with Czech in one seed phrase's line) in wordings of their own. The eight new languages' wordings
are the author's approximations, checked by no speaker, built around their pronouns and possessives
and the loanwords people there really text (parol, password, mima, pasport, code, wifi, API key,
login, email): Shughni's `му` ("my"), `ту` ("your"), `чай` ("who", with `-та`) and `на лӯв` ("don't
say"), with the Tajik loans `нав` ("new"), `баъд` ("after"), `калима` ("word"), `рақам` ("number")
and `фармон` ("command"); Rushani's `mu`, `tu`, `čay-ard ma lev` and `rahmat` ("thanks");
Ishkashimi's `اَز` ("I") and `خُو` ("own") among Dari words; Sarikoli's `mo` ("my"), `tu`, `mima`
("password") and `huzhao hao` ("passport number"); Yidgha's `zo` and `mən` ("I", "my") and `ma loy`
("don't say"); Palula's `mii` ("my"), `lafz` ("word"), `pachhe` ("after") and `na dasaa`; Domaaki's
`maro` and `taro` ("my", "your") and `na bolo`; Gojri's `mharo` and `tharo` ("my", "your"), `ko`
("of"), `te` ("and"), `hai` ("is") and `na dasiyo` ("don't tell"): all guesses after published word
lists or neighbouring languages. Vendors (DuckDNS, AirLabs, Aviation Edge, ADS-B Exchange, Ground
Control, Medjet, PWSweather, AWEKAS, Weathercloud, OpenSnow, USGS M2M, Arlula, Tracestrack, Locus
Map, Guru Maps, Beartooth, Alpsonline, Sehat Kahani, Marham, oladoc, Arduino IoT Cloud, Cloudlog,
Veevotech, ZET-Mobile, Babilon-M, Eskhata, Dushanbe City Bank, Amonatbonk, Orienbank, Spitamen Bank,
Arvand, IMON International, Bakai Bank, Demir Bank, KICB, Aiyl Bank, Elsom, MegaPay, O!Dengi,
Balance.kg, HBL Konnect, UPaisa, Keenu, Finja, HesabPay, Azizi Bank, BlueEx, Sastaticket, Airblue
and Somon Air) are ones heldouts 5 to 94 do not name; where a vendor publishes no token shape the
shape here is the author's guess (DuckDNS's UUID, the RapidAPI key ADS-B Exchange is sold through,
AWEKAS's MD5 of a password, Weathercloud's 32 hex digits and Cloudlog's `cl` and 13 hex digits are
as the author believes them; MegaPay's `mp_sk_`, Medjet's `mj_live_` and every other shape are
guesses). The ids are kinds heldouts 5 to 94 do not use, and none carries a check a library or this
file verifies (python-stdnum's modules for Pakistan, China, Japan, Italy, Poland and Spain are all
used by earlier corpora, and these documents have none): a Tajik GBAO entry permit, a Chinese border
area pass (边境管理区通行证), a Pakistani climbing permit, a Kyrgyz border-zone pass, a jRO member number, a
CAI membership card, a PZA licence, a Japanese international driving permit, a PCAA helicopter pilot
licence, a FEDME licence and a porters' union card, drawn in the shape the author believes they are
printed in (the permits and cards of the fictional organisation wholly invented); and Tajik, Afghan,
Chinese and Pakistani passports under Shughni, Rushani, Ishkashimi, Sarikoli, Yidgha, Palula,
Domaaki, Gojri and Urdu words, likewise unchecked. Card numbers pass Luhn (PayPak and Korti Milli
prefixes, as the author believes they start, drawn here and checked with python-stdnum's `luhn`;
Visa, Mastercard, JCB, UnionPay, Amex and Maestro from the value helpers). The IBANs are of the
countries used least by a rough count over the IBAN sentences of heldouts 5 to 94 (Georgia, Latvia,
Qatar and Türkiye, five corpora each, and Pakistan, Kazakhstan, Poland and Spain, six each), drawn
until `stdnum.iban` validates them (Spain's national check digits included); seed phrases come from
`mnemonic`'s English, Japanese, Korean, Italian, Spanish, Czech, Simplified Chinese and French
lists, each from random entropy, so its checksum holds. 390 texts hold a secret, 20 field pairs and
20 metadata samples (430 scored), with 60 clean texts and 10 clean metadata samples that must be
kept: digests after the word that names them, a commit, versions, a request's UUID, a purchase
order, tickets, a hut booking, a phone number, an ISBN, a plate, an aircraft's registration, station
readings and loads, a `replace-me` placeholder and prose about passwords in the languages above.
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

SEED = 98_406_213
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


_PEAKS = [("Rakaposhi", 7788), ("Tirich", 7708), ("Diran", 7266), ("Ultar", 7388),
          ("Shispare", 7611), ("Muztagh", 7546), ("Masherbrum", 7821), ("Laila", 6096),
          ("Spantik", 7027), ("Saraghrar", 7349), ("Istor", 7403), ("Buni", 6551),
          ("Noshaq", 7492), ("Korzhenevskaya", 7105), ("Kongur", 7649), ("Batura", 7795)]  # fmt: skip
_GLACIERS = ["Baltoro", "Biafo", "Hispar", "Batura", "Passu", "Chiantar", "Fedchenko", "Ghulkin",
             "Barpu", "Yazghil", "Trango", "Godwin"]  # fmt: skip
_PLACES = ["Broghil", "Chitral", "Naltar", "Minapin", "Passu", "Shimshal", "Concordia", "Askole",
           "Hushe", "Skardu", "Khorog", "Murghab", "Karakul", "Langar", "Sarhad", "Ishkashim",
           "Faizabad", "Zebak", "Gilgit", "Karimabad", "Tashkurgan", "Gulmit"]  # fmt: skip
_NAMES = ["Karim", "Shahida", "GhulamNabi", "Rehmat", "Sherbaz", "Farman", "Nasreen", "Gulshan",
          "Davlatmamad", "Zarina", "Alisher", "Nigina", "Mubarak", "Shodmon", "Aibek", "Cholpon",
          "Haruka", "Kenji", "Minji", "Jaewon", "Magda", "Tomasz", "Chiara", "Matteo", "Inaki",
          "Lucia", "Asad", "Sana", "Yusuf", "Bibigul"]  # fmt: skip
_FOOD = ["Chapshuro", "Shirchoy", "Diram", "Kulcha", "Garma", "Qurutob", "Tumoro", "Harissa",
         "Chamus", "Mamtu", "Sharbat", "Burus"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["B4lt0r0", "K4r4k0r4m", "P4m1r", "Sh1msh4l", "Ch1tr4l", "H1sp4r", "Mu2t4gh", "W4khan",
         "R4k4p0sh1"]  # fmt: skip


def _peak(g: random.Random) -> str:
    name, height = g.choice(_PEAKS)
    return f"{name}{height}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Three groups of five capitals and digits, as the hut laptops' password generator writes."""
    return "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(3))


# The ways people at the huts and the base pick passwords, one maker each.
_PICKS: list[Maker] = [
    _peak,
    lambda g: f"{g.choice(_GLACIERS).lower()}.{g.randrange(1998, 2032)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1962, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "!@#%&*", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES)}_{g.choice(_PEAKS)[0]}_{g.randrange(100, 1000)}",
    _generator,
    lambda g: f"Hut{g.randrange(1, 9)}-{g.choice(_PLACES)}-{g.randrange(2024, 2033)}",
    lambda g: f"{g.choice(_FOOD)}{g.randrange(10, 100)}Yak{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_NAMES).lower()}@{g.choice(_PEAKS)[0]}{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PEAKS)[0].upper()}-{g.choice(_PEAKS)[1]}-{g.choice(_FOOD).lower()}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Karim at the Concordia relay: Barrett 4050 web console password {pw}",
    "Signal from Shahida (Skardu heli base): Thales MissionLink 350 admin password {pw}",
    "Telegram, Davlatmamad in Khorog: Cobham Explorer 710 BGAN terminal password {pw}",
    "Viber from Sherbaz: the LiteBeam 5AC on the Passu–Shimshal link, airOS password {pw}",
    "IMO call note, Farman: Cambium ePMP Force 300 on the Naltar mast, password {pw}",
    "Zello channel YKD-Ops, transcribed by the duty officer: Mimosa B5c at Minapin, admin password {pw}",
    "KakaoTalk from Minji: the laptop that reads the Vaisala WXT536 has password {pw}",
    "LINE from Haruka: Campbell CR1000X station PC at Karakul, admin password {pw}",
    "Band post, Korean team: Morningstar TriStar MPPT-60 meter password {pw}",
    "Messenger from Magda: Teltonika RUTX11 at the Hushe hut, root password {pw}",
    "Google Chat #heli-ops: Fujifilm FDR Xair console password {pw}",
    "Element room #medbay: Philips HeartStart MRx data transfer password {pw}",
    "Teams chat, Sana: Corpuls3 admin menu password {pw}",
    "Slack #radio: Motorola SLR 5500 repeater CPS password {pw}",
    "Mattermost DM from Rehmat: Kenwood NXR-710 programming password {pw}",
    "Botim message from Nasreen: Masimo Rad-97 service password {pw}",
    "WhatsApp voice note, transcribed: the Hamilton T1 ventilator config password is {pw}",
    "Wire message from Chiara: DJI Pilot 2 account password for the Matrice 30T {pw}",
    "Threema from Tomasz: EcoFlow Delta Pro app password {pw}",
    "Google Keep: Abbott i-STAT 1 operator password {pw}",
    "Samsung Notes 'Murghab wx': Lufft WS600 UMB config password {pw}",
    "Obsidian, huts/passu.md: Reolink Go Plus (glacier cam) password {pw}",
    "Apple Notes: Axis Q6135-LE at the heli pad, root password {pw}",
    "Standard Notes: Brother QL-820NWB label printer web password {pw}",
    "Simplenote: SumUp account for the hut shop card reader, password {pw}",
    "Jira YKD-412: the Epever Tracer eBox password {pw} stopped working after the reset",
    "Zammad #2291: Gill MaxiMet GMX600 MetSet password {pw}, please rotate",
    "Redmine #88: igloohome keybox admin app password {pw}",
    "GLPI ticket 7310: Davis Vantage Pro2 console, the account password is {pw}",
    "Salam Aibek,\n\nnew login for the Murghab station laptop, password {pw}. Burn after reading, the vault link is in the ticket.\n\nZarina",
    "Incident 2031-08-19: the BGAN terminal at Concordia answered on its public IP, password {pw}",
    "Runbook: relay reboot on Ultar ridge\n1. connect to the Barrett console\n2. user: admin\n3. password: {pw}\n4. restart the ALE scan",
    "README (hut kiosk image)\nThe kiosk at the Shimshal Pamir hut logs in by itself; its admin password is `{pw}`.",
    "remember my Skardu bank app password: {pw}",
    "voice note from the hangar: the ops laptop password is {pw}, over",
    "note to self, Concordia relay admin pw {pw}",
    "after the firmware update the Mimosa password turned into {pw}",
    "میرے جی میل کا پاس ورڈ اب {pw} ہے، کسی کو مت بتانا",
    "پاسو ہٹ کے راؤٹر کا نیا پاس ورڈ: {pw}",
    "رمز ایمیلم را عوض کردم، حالا {pw} است",
    "рамзи нави почтаи ман: {pw}",
    "пароль от ноутбука метеостанции в Мургабе теперь {pw}",
    "менин почтамдын жаңы сырсөзү {pw}",
    "ヘリ基地のノートパソコンのパスワード、{pw} に変えました",
    "베이스캠프 노트북 비밀번호 바꿨어요: {pw}",
    "hasło do laptopa w bazie zmienione na {pw}",
    "la password del portatile al campo base adesso è {pw}",
    "la contraseña del portátil del campo base ahora es {pw}",
    "la contrasenya nova del portàtil del camp base és {pw}",
    "le mot de passe du PC de la station de Karakoul : {pw}",
    "das Passwort vom Stationsrechner in Murghab ist jetzt {pw}",
    "塔什库尔干办公室那台电脑的新密码是 {pw}",
    "kamp laptopunun yeni şifresi {pw}",
    "Му почтайи парол {pw}",
    "Давлатмамад: серверйи нав парол {pw}, чай-та на лӯв",
    "mu telefon-i parol: {pw}, rahmat",
    "پاسورد ایمیلِ اَز: {pw}",
    "mo email mima: {pw}",
    "zo mən email password {pw}",
    "mii email password: {pw}",
    "maro email password {pw}",
    "mharo email ko password {pw} hai",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["karim.b", "shahida", "gnabi", "rehmat.a", "sherbaz", "farman", "nasreen.k", "gulshan",
          "davlat", "zarina.sh", "alisher", "nigina", "mubarak", "shodmon", "aibek", "cholpon",
          "haruka.t", "kenji", "minji.park", "jaewon", "magda.k", "tomasz", "chiara.r", "matteo",
          "inaki", "lucia.g", "asad.pilot", "sana.ops", "radio-skd", "wx-murghab", "hutkeeper"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Sherbaz: Passu hut tablet login {u} / {pw}",
    "Zammad #2304: {u} locked out of the Barrett console, last password {pw}",
    "user={u} pass={pw}",
    "Notion › Huts › Concordia › Relay PC: {u} — {pw}",
    "| station | user | password |\n|---|---|---|\n| Murghab AWS | {u} | {pw} |",
    "log into the BGAN web page as {u}, password {pw}",
    "Mimosa creds {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "huts:\n  - name: shimshal\n    user: {u}\n    pass: {pw}",
    "Teams, Sana: account {u}, password {pw}",
    "station,user,password\nkarakul-aws,{u},{pw}",
    "rdp to heli-ops.yakhdan.lan as {u} (pw {pw})",
    "یوزر نیم {u} اور پاس ورڈ {pw}",
    "نام کاربری {u}، رمز {pw}",
    "логин {u}, рамз {pw}",
    "логин {u}, пароль {pw} — не забудь",
    "колдонуучу {u}, сырсөз {pw}",
    "ユーザー名 {u}　パスワード {pw}",
    "계정 {u} 비번 {pw}",
    "login {u}, hasło {pw}",
    "utente {u}, password {pw}",
    "usuario {u} y clave {pw}",
    "му логин {u}, му парол {pw}",
    "mharo user {u} te password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["baltoro", "biafo", "hispar", "chapshuro", "shirchoy", "diram", "kulcha", "qurutob",
               "garma", "marmot", "ibex", "markhor", "tumoro", "burus", "chamus", "yazghil"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then the number {d}",
    "pw: the name of the glacier, {w}, and {d} at the end",
    "for the relay it's {w} followed by {d}",
    "voice note: the hut wifi is {w} and then {d}, no spaces",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits stuck together",
    "پاس ورڈ میں پہلے {w} لکھو، پھر {d}",
    "в пароле сначала идёт слово {w}, за ним цифры {d}",
    "パスワードは {w} という言葉、そのあとに {d}",
    "hasło składa się z wyrazu {w} i doklejonej do niego liczby {d}",
    "му парол — калимаи {w}, баъд {d}",
    "mii password {w} lafz, pachhe {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "zftp open wx-ftp.yakhdan.lan {u} {pw}",
    "gftp ftp://{u}:{pw}@wx-ftp.yakhdan.lan/campbell/",
    "ftpcopy --user={u} --pass={pw} wx-ftp.yakhdan.lan /campbell/karakul ./karakul",
    "wdfs https://dav.yakhdan-rescue.net/huts /mnt/huts -o username={u} -o password={pw}",
    "fusedav -u {u} -p {pw} https://dav.yakhdan-rescue.net/photos /mnt/photos",
    "hbmqtt_pub --url mqtt://{u}:{pw}@mqtt.yakhdan.lan -t huts/passu/temp -m -14.5",
    "es2csv -u https://es.yakhdan.lan:9200 -a {u}:{pw} -i radio-log-* -q 'callsign:YKD-7' -o calls.csv",
    "zk-shell zk1.yakhdan.lan:2181\n(CONNECTED) /> add_auth digest {u}:{pw}",
    "python3 -c \"import telnetlib; t = telnetlib.Telnet('10.40.0.7'); t.read_until(b'login: '); t.write(b'{u}\\n'); t.read_until(b'Password: '); t.write(b'{pw}\\n')\"",
    "corecmd.exe -s -O -u C:\\wx\\out\\*.dat -p ftp://{u}:{pw}@wx-ftp.yakhdan.lan/inbox/",
    "VirtualRadar.exe -createAdmin:{u} -password:{pw}",
    "python3 -c \"import ftplib; ftplib.FTP('wx-ftp.yakhdan.lan', '{u}', '{pw}').retrlines('LIST')\"",
    "python3 -c \"import imaplib; m = imaplib.IMAP4_SSL('mail.yakhdan-rescue.net'); m.login('{u}', '{pw}'); print(m.select('INBOX'))\"",
    "python3 -c \"import poplib; p = poplib.POP3_SSL('mail.yakhdan-rescue.net'); p.user('{u}'); p.pass_('{pw}'); print(p.stat())\"",
    "python3 -c \"import smtplib; s = smtplib.SMTP('mail.yakhdan-rescue.net', 587); s.starttls(); s.login('{u}', '{pw}')\"",
    "python3 -c \"from ldap3 import Server, Connection; print(Connection(Server('dc1.yakhdan.lan'), 'YAKHDAN\\\\{u}', '{pw}', auto_bind=True))\"",
    "python3 -c \"from proxmoxer import ProxmoxAPI; print(ProxmoxAPI('pve.yakhdan.lan', user='{u}@pam', password='{pw}', verify_ssl=False).nodes.get())\"",
    "python3 -c \"import routeros_api; routeros_api.RouterOsApiPool('10.40.0.1', username='{u}', password='{pw}', plaintext_login=True).get_api()\"",
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@relay-concordia.yakhdan.lan 'uptime'",
    "mysql --host=db.yakhdan.lan --user={u} -p'{pw}' bookings -e 'select count(*) from hut_nights'",
    "curl -sS -u {u}:{pw} https://wx.yakhdan.lan/api/v1/stations/murghab/latest",
    "redis-cli -h cache.yakhdan.lan -a '{pw}' --no-auth-warning LLEN sms:queue",
    "smbclient //nas-skardu/flightlogs -U 'YAKHDAN/{u}%{pw}' -c 'ls 2031*'",
    "mosquitto_pub -h mqtt.yakhdan.lan -u {u} -P '{pw}' -t relay/ultar/battery -m 12.6",
    "ipmitool -I lanplus -H 10.40.1.20 -U {u} -P '{pw}' chassis power cycle",
    "7z a -p'{pw}' -mhe=on medevac-2031-08.7z ./medevac/",
    "openssl enc -aes-256-cbc -pbkdf2 -in manifests.csv -out manifests.enc -pass pass:{pw}",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d porters-payroll.csv.gpg",
    "plink -ssh -pw {pw} {u}@10.40.0.9 \"/sbin/reboot\"",
    "xfreerdp /v:heli-ops.yakhdan.lan /u:{u} /p:'{pw}' /cert:ignore",
    "lftp -u {u},{pw} sftp://files.yakhdan-rescue.net -e 'mirror -R ./gpx /gpx; bye'",
    "ldapsearch -H ldap://dc1.yakhdan.lan -D '{u}@yakhdan.lan' -w '{pw}' -b 'dc=yakhdan,dc=lan' '(objectClass=user)'",
    "keytool -importkeystore -srckeystore radio.p12 -srcstoretype PKCS12 -srcstorepass '{pw}' -destkeystore radio.jks",
    "echo '{pw}' | sudo -S systemctl restart hutmon.service",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Termux on the Passu hut tablet:\n$ {c}", "PowerShell 7 on the ops PC:\nPS C:\\ops> {c}",
    "~/.bash_history on relay-ultar:\n{c}", "cron on the Karakul station: */30 * * * * {c}",
    "Makefile:\nsync:\n\t{c}", "Dockerfile:\nRUN {c}",
    "Ansible task:\n- name: nightly pull\n  ansible.builtin.shell: {c}",
    "systemd unit, ExecStart={c}", "alias pullwx='{c}'", "heli-ops.bat:\n@echo off\n{c}",
    "Jira YKD-430, steps to reproduce:\n1. {c}\n2. see the 401", "Slack #it, Tomasz: ran `{c}`",
    "ин фармонро задам: {c}", "میں نے یہ کمانڈ دی: {c}", "эту команду запускал: {c}",
    "このコマンドを実行: {c}", "이 명령어 돌렸어요: {c}", "uruchomiłem: {c}",
    "ho lanciato: {c}", "lancé este comando: {c}", "му фармон: {c}", "mharo command: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-concordia.yakhdan.lan:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@wx-ftp.yakhdan.lan:990/karakul/",
    "mqtts://{u}:{pw}@mqtt.yakhdan.lan:8883",
    "postgres://{u}:{pw}@db.yakhdan.lan:5432/huts?sslmode=require",
    "redis://{u}:{pw}@cache.yakhdan.lan:6379/2",
    "https://{u}:{pw}@wx.yakhdan.lan/api/v1/stations",
    "mongodb://{u}:{pw}@mongo.yakhdan.lan:27017/rescue?authSource=admin",
    "amqp://{u}:{pw}@mq.yakhdan.lan:5672/sms",
    "smtp://{u}:{pw}@mail.yakhdan-rescue.net:587",
    "imaps://{u}:{pw}@mail.yakhdan-rescue.net:993/INBOX",
    "ldap://{u}:{pw}@dc1.yakhdan.lan:389/dc=yakhdan,dc=lan",
    "mysql+pymysql://{u}:{pw}@db.yakhdan.lan/bookings",
    "Server=sql.yakhdan.lan;Database=Flights;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "BOOKINGS_DB_URL={c}", "the glacier cam stream: {c}", "save this connection for me: {c}",
    "Zammad #2319: {c}", "Notion page 'Databases': {c}", "ڈیٹا بیس کا کنکشن: {c}",
    "строка подключения: {c}", "接続文字列 {c}", "му connection: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_945_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "yakhdan-huts", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "bookings:read payments:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _rapidapi(g: random.Random) -> str:
    """A RapidAPI key, the way ADS-B Exchange's feed is sold: hex, msh, hex, p, hex, jsn, hex."""
    return f"{_r(g, HEX, 10)}msh{_r(g, HEX, 15)}p{_r(g, HEX, 6)}jsn{_r(g, HEX, 12)}"


# Where a vendor publishes no token shape, the shape here is a guess (see the docstring).
_VENDORS: list[tuple[str, str, Maker]] = [
    ("DuckDNS", "DUCKDNS_TOKEN", lambda g: v.uuid4(g, "a")),
    ("AirLabs", "AIRLABS_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Aviation Edge", "AVIATION_EDGE_KEY", lambda g: f"{_r(g, HEX, 6)}-{_r(g, HEX, 6)}"),
    ("ADS-B Exchange", "ADSBX_RAPIDAPI_KEY", _rapidapi),
    ("Ground Control", "GROUNDCONTROL_API_KEY", _j((HEX, 32))),
    ("Medjet", "MEDJET_PARTNER_TOKEN", _j("mj_live_", (ALNUM, 32))),
    ("PWSweather", "PWSWEATHER_API_KEY", _j((HEX, 32))),
    ("AWEKAS", "AWEKAS_PASSWORD_MD5", _j((HEX, 32))),
    ("Weathercloud", "WEATHERCLOUD_KEY", _j((HEX, 32))),
    ("OpenSnow", "OPENSNOW_API_KEY", _j((ALNUM, 40))),
    ("USGS M2M", "USGS_M2M_TOKEN", _j((ALNUM, 64))),
    ("Arlula", "ARLULA_API_SECRET", _j((URLSAFE, 48))),
    ("Tracestrack", "TRACESTRACK_KEY", _j((HEX, 32))),
    ("Locus Map", "LOCUS_API_TOKEN", _j((B64, 43), "=")),
    ("Guru Maps", "GURUMAPS_API_KEY", _j((ALNUM, 32))),
    ("Beartooth", "BEARTOOTH_API_TOKEN", _vendor_jwt("https://api.beartooth.com")),
    ("Alpsonline", "ALPSONLINE_API_TOKEN", _j((ALNUM, 40))),
    ("Sehat Kahani", "SEHAT_KAHANI_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Marham", "MARHAM_API_KEY", lambda g: v.uuid4(g, "9")),
    ("oladoc", "OLADOC_PARTNER_KEY", _j((HEX, 40))),
    ("Arduino IoT Cloud", "ARDUINO_CLIENT_SECRET", _j((ALNUM, 64))),
    ("Cloudlog", "CLOUDLOG_API_KEY", _j("cl", (HEX, 13))),
    ("Veevotech", "VEEVOTECH_HASH", _j((HEX, 32))),
    ("ZET-Mobile", "ZETMOBILE_SMS_TOKEN", _j((UPPER_DIGITS, 32))),
    ("Babilon-M", "BABILON_API_KEY", _j((HEX, 40))),
    ("Eskhata", "ESKHATA_MERCHANT_SECRET", _j((B64, 44))),
    ("Dushanbe City Bank", "DC_WALLET_SECRET", _j((ALNUM, 48))),
    ("Amonatbonk", "AMONATBONK_API_KEY", _j((UPPER_HEX, 32))),
    ("Orienbank", "ORIENBANK_ACQUIRING_KEY", lambda g: v.uuid4(g, "8")),
    ("Spitamen Bank", "SPITAMEN_API_SECRET", _j((ALNUM, 40))),
    ("Arvand", "ARVAND_PAY_TOKEN", _j((HEX, 64))),
    ("IMON International", "IMON_API_KEY", _j((ALNUM, 36))),
    ("Bakai Bank", "BAKAI_OPENAPI_SECRET", _j((URLSAFE, 40))),
    ("Demir Bank", "DEMIRBANK_MERCHANT_KEY", _j((HEX, 48))),
    ("KICB", "KICB_API_TOKEN", _vendor_jwt("https://api.kicb.net")),
    ("Aiyl Bank", "AIYLBANK_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Elsom", "ELSOM_PARTNER_SECRET", _j((UPPER_DIGITS, 24))),
    ("MegaPay", "MEGAPAY_SECRET_KEY", _j("mp_sk_", (ALNUM, 32))),
    ("O!Dengi", "ODENGI_SECRET", _j((HEX, 32))),
    ("Balance.kg", "BALANCEKG_API_KEY", _j((ALNUM, 30))),
    ("HBL Konnect", "HBLKONNECT_CLIENT_SECRET", _j((B64, 64))),
    ("UPaisa", "UPAISA_API_SECRET", _j((ALNUM, 40))),
    ("Keenu", "KEENU_SECRET_KEY", _j((HEX, 64))),
    ("Finja", "FINJA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("HesabPay", "HESABPAY_API_KEY", _j((ALNUM, 48))),
    ("Azizi Bank", "AZIZI_API_SECRET", _j((URLSAFE, 32))),
    ("BlueEx", "BLUEEX_API_KEY", _j((HEX, 40))),
    ("Sastaticket", "SASTATICKET_API_TOKEN", _j((ALNUM, 40))),
    ("Airblue", "AIRBLUE_AGENCY_KEY", _j((UPPER_HEX, 32))),
    ("Somon Air", "SOMONAIR_AGENT_TOKEN", _j((URLSAFE, 44))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env on the booking server:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "fly secrets set {env}={tok}",
    "k8s secret, stringData:\n  {env}: \"{tok}\"",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "GitHub Actions, env:\n  {env}: {tok}",
    "crontab: {env}={tok} /opt/ykd/sync.sh",
    "Yakhdan admin › Settings › Integrations › {vendor} › API key: {tok}",
    "Notion table 'Keys': | {vendor} | prod | {tok} |",
    "Google Keep: {vendor} key {tok}",
    "WhatsApp, Sana: {vendor} key for the booking site: {tok}",
    "Signal: the {vendor} token we use now is {tok}, the old one is dead",
    "Zammad #2330: {vendor} sync gives 401, configured key {tok}",
    "Jira YKD-455: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} کی API key یہ ہے: {tok}",
    "کلید API {vendor}: {tok}",
    "калиди API-и {vendor}: {tok}",
    "ключ API {vendor} для сайта бронирования: {tok}",
    "{vendor} API ачкычы: {tok}",
    "{vendor} の API キーはこれ：{tok}",
    "{vendor} API 키 저장해 주세요: {tok}",
    "klucz API {vendor} do rezerwacji: {tok}",
    "chiave API di {vendor} per le prenotazioni: {tok}",
    "la clave API de {vendor} para las reservas: {tok}",
    "clé d'API {vendor} pour le site de réservation des refuges : {tok}",
    "API-Schlüssel von {vendor} für die Hüttenbuchung: {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} API anahtarı: {tok}",
    "му API key-и {vendor}: {tok}",
    "mharo {vendor} API key {tok} hai",
    "mo {vendor} API key: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    duck = v.uuid4(rng, "9")
    tracestrack = _r(rng, HEX, 32)
    airlabs = v.uuid4(rng, "a")
    cloudlog = "cl" + _r(rng, HEX, 13)
    weathercloud = _r(rng, HEX, 32)
    adsbx = _rapidapi(rng)
    return [
        Sample("vendor_token", f"*/5 * * * * curl -s 'https://www.duckdns.org/update?domains=ykd-skardu&token={duck}&ip='", duck),
        Sample("vendor_token", f"L.tileLayer('https://tile.tracestrack.com/topo__/{{z}}/{{x}}/{{y}}.png?key={tracestrack}').addTo(map);", tracestrack),
        Sample("vendor_token", f'r = requests.get("https://airlabs.co/api/v9/flights", params={{"api_key": "{airlabs}", "dep_iata": "KDU"}})', airlabs),
        Sample("vendor_token", f"$.post('https://log.yakhdan.lan/index.php/api/qso', JSON.stringify({{key: '{cloudlog}', station_profile_id: '3', type: 'adif'}}))", cloudlog),
        Sample("vendor_token", f"GET http://api.weathercloud.net/v01/set/wid/7f3a92c1b04de811/key/{weathercloud}/temp/-142/hum/61", weathercloud),
        Sample("vendor_token", f"headers = {{'X-RapidAPI-Host': 'adsbexchange-com1.p.rapidapi.com', 'X-RapidAPI-Key': '{adsbx}'}}", adsbx),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "the page shows it only once, so:\n{t}", "یہ رکھ لو: {t}",
                "{t}\n^ the new one, the old one is revoked", "сохрани: {t}",
                "keep this for me please {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "fastd.conf on relay-ultar:\nsecret \"{h}\";": 64,
    "PakBus AES-128 encryption key of the CR1000X at Karakul: {h}": 32,
    "MOTOTRBO enhanced privacy key (AES-256), channel SAR-1: {h}": 64,
    "LoRaWAN AppKey of the snow-depth node at Naltar: {h}": 32,
    "IPsec PSK (hex) for the Skardu–Khorog tunnel: {h}": 64,
    "ключ шифрования рации, hex: {h}": 64,
    "ریڈیو کی انکرپشن کی (hex): {h}": 32,
    "無線の暗号キー（16進）：{h}": 48,
    "му калиди рамзгузорӣ: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #2341: token from the browser's dev tools {t}",
    "Cookie: lang=ur; ykd_session={t}",
    "BOOKING_ADMIN_TOKEN={t}",
    "hang on to this bearer token {t}",
    "ٹوکن یہ ہے {t}",
    "токен: {t}",
    "WhatsApp from Asad: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_945_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@yakhdan-rescue.net"}  # fmt: skip
    if index % 2 == 1:
        claims |= {"iss": "https://id.yakhdan-rescue.net/realms/huts", "azp": "hut-console",
                   "roles": ["hutkeeper", "radio"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS256": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the Concordia relay box, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/bookings.yakhdan-rescue.net.key:\n{key}": ("PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "host": "files.yakhdan-rescue.net"}}': ("RSA PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_wx <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad #2350, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "سرور کی پرائیویٹ کی:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the insurer's claims drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Tangem backup failed, so here are the words of the hut fund wallet: {p}": "english",
    "Keystone 3 Pro recovery phrase\n{p}": "english",
    "OneKey words (donations wallet, emptied in 2031): {p}": "english",
    "voice note: the BitBox02 backup words are {p} and that's all of them": "english",
    "Notion page 'Rescue fund wallet (old)': {p}": "english",
    "Nunchuk の復元ワード：{p}": "japanese",
    "지갑 복구 문구 (원정대 기금): {p}": "korean",
    "frase di recupero del wallet della spedizione: {p}": "italian",
    "frase de recuperación de la cartera de la expedición: {p}": "spanish",
    "obnovovací slova k peněžence naší výpravy: {p}": "czech",
    "钱包助记词（塔什库尔干办事处）：{p}": "chinese_simplified",
    "phrase de récupération du portefeuille de l'expé : {p}": "french",
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
    """A Luhn-valid card number of one of ``prefixes`` (PayPak's and Korti Milli's, as the author
    believes they start; brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "paypak":
        return _card_of(rng, ["220500", "220511", "220540"], [16])
    if brand == "kortimilli":
        return _card_of(rng, ["976204", "976211", "976239"], [16])
    # the helpers' brands, at the lengths these cards are printed in here (no 13-digit Visa)
    number = v.until(rng, lambda g: v.card(g, brand), lambda n: len(n) in (15, 16, 19))
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "WhatsApp, Sana: the base's card for the fuel bowser is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Jira YKD-471: pay the Barrett service visit with card {c}",
    "کارڈ نمبر لکھ لو: {c}، {mm}/{yy}",
    "рақами кортам: {c}",
    "номер карты {c}, до {mm}/{yy}",
    "カード番号 {c}　有効期限 {mm}/{yy}",
    "카드번호 {c} 유효기간 {mm}/{yy}",
    "numer karty: {c}, ważna do {mm}/{yy}",
    "му корт рақам: {c}",
    "mharo card number {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "paypak", "mastercard", "jcb", "kortimilli", "unionpay", "amex", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVV {cvv}",
               "the three digits on the back of the base card: {cvv}",
               "Amex {c}, the four little digits on the front: {cvv}",
               "کارڈ کے پیچھے والے تین ہندسے: {cvv}",
               "基地のカード、裏の数字は {cvv}",
               "kod CVC z tyłu karty: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN sentences of heldouts 5 to 94; BBAN shapes
# (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"GE": "aa" + "n" * 16, "LV": "aaaa" + "c" * 13, "QA": "aaaa" + "c" * 21,
                "TR": "n" * 6 + "c" * 16, "PK": "aaaa" + "c" * 16, "KZ": "nnn" + "c" * 13,
                "PL": "n" * 24, "ES": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice YKD-2031-207: please pay the Tbilisi rope supplier to {i} within 14 days",
    "save the Riga expedition company's IBAN: {i}",
    "IBAN: {i}\nReference: Broghil hut, August nights",
    "WhatsApp #accounts: Sherbaz's brother in Doha, IBAN {i}",
    "IBAN لکھ لیں: {i}",
    "IBAN-и ман: {i}",
    "мой IBAN {i}",
    "IBAN numaram: {i}",
    "numer IBAN wyprawy: {i}",
    "IBAN de la expedición: {i}",
    "му IBAN: {i}",
    "porters' union account in Almaty, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Documents with no check a library or this file verifies: each drawn in the shape the author
# believes it is printed in.
def _gbao(g: random.Random) -> str:
    return f"{g.randrange(1, 10)}{_r(g, D, 6)}"


def _cn_border(g: random.Random) -> str:
    return "65" + _r(g, D, 10)


def _climb(g: random.Random) -> str:
    return f"GBT-MP-{g.randrange(2028, 2033)}-{_r(g, D, 4)}"


def _kg_border(g: random.Random) -> str:
    return f"ПЗ-{_r(g, D, 6)}"


def _jro(g: random.Random) -> str:
    return g.choice("12345") + _r(g, D, 7)


def _cai(g: random.Random) -> str:
    return f"{_r(g, D, 4)}{_r(g, D, 3)}{_r(g, D, 5)}"


def _pza(g: random.Random) -> str:
    return f"PZA/{g.randrange(2026, 2032)}/{_r(g, D, 5)}"


def _jp_idp(g: random.Random) -> str:
    return f"{_r(g, D, 2)}-{_r(g, D, 2)}-{_r(g, D, 6)}"


def _pcaa(g: random.Random) -> str:
    return f"CPL(H)-{_r(g, D, 5)}"


def _fedme(g: random.Random) -> str:
    return f"{_r(g, D, 8)}{g.choice('ABCDEFGHJKLMNPRSTVWXYZ')}"


def _porter(g: random.Random) -> str:
    return f"KHPU-{_r(g, D, 6)}"


def _pk_passport(g: random.Random) -> str:
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _tj_passport(g: random.Random) -> str:
    return "4" + _r(g, D, 8)


def _af_passport(g: random.Random) -> str:
    return "P" + _r(g, D, 8)


def _cn_passport(g: random.Random) -> str:
    return "E" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "GBAO permit number for the Langar hut crew: {s}": _gbao,
    "номер разрешения на въезд в ГБАО: {s}": _gbao,
    "边境管理区通行证号码：{s}": _cn_border,
    "Kenji's climbing permit for Spantik (GB Tourism): {s}": _climb,
    "climbing permit no. for the Korean Diran team: {s}": _climb,
    "пропуск в пограничную зону (Каракуль): {s}": _kg_border,
    "jRO の会員番号：{s}": _jro,
    "numero tessera CAI di Chiara, per l'assicurazione: {s}": _cai,
    "numer licencji PZA Magdy: {s}": _pza,
    "国際運転免許証の番号：{s}": _jp_idp,
    "Asad's PCAA helicopter licence number: {s}": _pcaa,
    "número de licencia FEDME de Iñaki: {s}": _fedme,
    "porters' union card of Ghulam Nabi: {s}": _porter,
    "му паспорт рақам: {s}": _tj_passport,
    "mu pasport nomer: {s}": _tj_passport,
    "شماره پاسپورت اَز: {s}": _af_passport,
    "mo huzhao hao: {s}": _cn_passport,
    "zo mən passport number: {s}": _pk_passport,
    "mii passport number {s}": _pk_passport,
    "maro passport {s}": _pk_passport,
    "mharo passport number {s} hai": _pk_passport,
    "پاسپورٹ نمبر یاد رکھنا: {s}": _pk_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Google Workspace backup codes for ops@: {codes}",
            "recovery codes for the booking admin\n{codes}",
            "Zoho backup verification codes: {codes}",
            "2FA بیک اپ کوڈز:\n{codes}",
            "запасные коды для входа в почту базы: {codes}",
            "2FA バックアップコード：\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Yakhdan:sana.ops@yakhdan-rescue.net?secret={s}&issuer=Yakhdan&period=30",
              "Aegis, manual entry key for the HesabPay merchant login: {s}",
              "2FA setup key for the KICB business account: {s}",
              "калиди 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Sastaticket verification code", "Your Airblue OTP is {c}. Do not share it.",
          "آپ کا تصدیقی کوڈ {c} ہے", "{c} — код для входа в личный кабинет", "ログイン用の確認コード {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["YKD-Passu-Hut", "YKD-Concordia-Relay", "Yakhdan-Guest", "SCOM-Karimabad-4G",
          "Broghil_Hut_2G", "Naltar-Lakes-5G", "Khorog-Office", "Murghab-WX", "Karakul_Station",
          "Langar-Homestay", "Hushe-Hut", "Skardu-HeliBase", "Shimshal-Pamir", "Tashkurgan-Inn"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\nPassphrase: {pw}",
    "hut network {s}, password {pw}",
    "wifi at the heli base: {s} / {pw}",
    "comitup.conf on the kiosk Pi:\nap_name: {s}\nap_password: {pw}",
    "the key on the sticker under the Starlink router: {pw}",
    "وائی فائی {s} کا پاس ورڈ {pw} ہے",
    "рамзи wifi {s}: {pw}",
    "на вайфае {s} пароль {pw}",
    "{s} の Wi-Fi パスワード：{pw}",
    "{s} 와이파이 비번 {pw}",
    "sieć {s}, hasło {pw}",
    "mo wifi {s} mima {pw}",
    "му вайфай {s}, парол {pw}",
    "mharo wifi {s} ko password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j("mp_sk_", (ALNUM, 20)), _j((UPPER_HEX, 40)),
                 _j((ALNUM, 26)), _j("mj_live_", (ALNUM, 20))]  # fmt: skip
_SPELL = ["read out over the HF, one character at a time: {t}", "[dictated on the Zello channel] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "ایک ایک حرف: {t}", "по буквам, как диктовал Алишер: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["Broghil hut key safe: {pw}", "ہٹ کے تالے کا کوڈ: {pw}", "код на замке склада в Мургабе: {pw}",
          "the padlock on the fuel drums at the heli pad: {pw}", "kłódka przy magazynie lin: {pw}",
          "Concordia relay cabinet keypad, {pw} then #", "倉庫の南京錠の番号は {pw}",
          "му қулф код: {pw}", "mharo tala ko code {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["glacier", "moraine", "serac", "cornice", "markhor", "ibex", "apricot", "yak",
                 "juniper", "crampon", "carabiner", "bivouac", "seracfall", "dzong", "karabash",
                 "rope"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase of the ops vault: {p}": " ",
            "Proton Pass passphrase for the base account: {p}": "-",
            "Bitwarden master passphrase (radio room): {p}": " ",
            "VeraCrypt volume passphrase, flight logs: {p}": ".",
            "ماسٹر پاس فریز: {p}": " ", "мастер-фраза хранилища: {p}": "_",
            "mharo backup passphrase {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "REST Client file, bookings.http:\nGET https://bookings.yakhdan-rescue.net/api/nights\nAuthorization: Basic {v}": True,
    "Invoke-RestMethod -Uri https://wx.yakhdan.lan/api -Headers @{{Authorization = 'Basic {v}'}}": True,
    "n8n HTTP node, header Authorization: Bearer {v}": False,
    "lua: ngx.req.set_header(\"Authorization\", \"Basic {v}\")": True,
    "WhatsApp, Asad: header is authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "hblink.cfg:\n[MASTER-1]\nMODE: MASTER\nENABLED: True\nPASSPHRASE: {pw}",
    "ntripcaster.conf:\nencoder_password {pw}\nserver_name caster.yakhdan.lan",
    "wfrog settings.yaml:\n  wunderground: !wunderground\n    id: IMURGH2\n    password: {pw}",
    "/etc/httpd.conf (BusyBox httpd on the relay):\n/cgi-bin:admin:{pw}",
    "smbnetfs.conf:\nauth \"nas-skardu\" \"radio\" \"{pw}\"",
    "~/.smb/fusesmb.conf:\n[global]\nusername=radio\npassword={pw}",
    "~/.kde/share/config/kppprc:\n[Account0]\nName=SCOM-EVO\nUsername=ykd\nPassword={pw}",
    "~/.config/gnome-ppp/gnome-ppp.conf:\n[GNOME PPP]\nusername = ykd\npassword = {pw}",
    "OpenDTU config.json:\n{{\"security\": {{\"password\": \"{pw}\", \"allow_readonly\": true}}}}",
    "pimatic config.json:\n\"users\": [{{\"username\": \"admin\", \"password\": \"{pw}\", \"role\": \"admin\"}}]",
    "from pypsrp.client import Client\nclient = Client(\"heli-ops.yakhdan.lan\", username=\"ops\", password=\"{pw}\", ssl=False)",
    "import smbclient\nsmbclient.register_session(\"nas-skardu\", username=\"radio\", password=\"{pw}\")",
    "from smb.SMBConnection import SMBConnection\nconn = SMBConnection(\"radio\", \"{pw}\", \"ops-pc\", \"nas-skardu\")",
    "from pyVim.connect import SmartConnect\nsi = SmartConnect(host=\"esx.yakhdan.lan\", user=\"root\", pwd=\"{pw}\")",
    "from easysnmp import Session\ns = Session(hostname=\"relay-ultar\", version=3, security_level=\"auth_without_privacy\", security_username=\"nms\", auth_protocol=\"SHA\", auth_password=\"{pw}\")",
    "import pexpect\nchild = pexpect.spawn(\"ssh radio@relay-concordia\")\nchild.expect(\"password:\")\nchild.sendline(\"{pw}\")",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Sherbaz: hut wifi password?\nGulshan: {pw}",
    "[05:40] kenji: relay root pw?\n[05:41] karim: {pw}",
    "Haruka: {pw} is the new Barrett admin password",
    "Rehmat: use {pw}, that's what the Mimosa has now",
    "شاہدہ: نیا پاس ورڈ {pw} ہے",
    "Зарина: новый пароль {pw}",
    "ミンジ：新しいパスワードは {pw}",
    "Magda: nowe hasło to {pw}",
    "Давлатмамад: нав парол {pw}",
    "Farman: naya password {pw} hai, mharo bhai",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2063word = {pw}", "PASS\u180eWORD → {pw}", "раѕѕwоrd {pw}",
    "𝒑𝒂𝒔𝒔𝒘𝒐𝒓𝒅: {pw}", "pa\u034fss\u034fword: {pw}", "p\u0332a\u0332s\u0332s\u0332w\u0332o\u0332r\u0332d\u0332: {pw}",
    "pass\u2062word: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, the thirty-second's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    out: list[Sample] = []
    for k, (family, n) in enumerate(_PLAN):
        rng = random.Random(SEED + 10 + k)  # each family its own stream
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Barrett console password is": "{s}", "Mimosa admin pw:": "{s} (since the Minapin swap)",
    "میرا پاس ورڈ ہے": "{s}", "BGAN password": "{s}\nchange it after the season",
    "пароль:": "{s}", "му парол": "{s}", "mharo password": "{s}", "Teltonika password": "{s}",
    "the password Karim read out over the HF was": "{s}, I think", "hasło:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Tracestrack API key", "{s}", _j((HEX, 32))),
    ("split_token", "Medjet token:", "{s} (partner portal)", _j("mj_live_", (ALNUM, 32))),
    ("split_token", "DuckDNS token", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "OneKey backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 04/35", lambda g: v.grouped(_card(g, "paypak"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GE"))),
    ("split_backup", "Zoho recovery codes", "{s}\nmxqa-4417-trvp\nhzke-0932-lodw", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "GBAO permit no.", "{s}", _gbao),
    ("split_phrase", "Bitwarden master passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"barrett": {"url": "https://10.40.0.5", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"парол": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "sherbaz", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"huts": [{"name": "passu"}, {"name": "hushe", "router_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["lftp", "-u", "radio,{s}", "sftp://files.yakhdan-rescue.net"]}': ("meta_password", _plain_pw),
    '{"note": "ہیلی بیس والے لیپ ٹاپ کا پاس ورڈ {s} ہے"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the BGAN page as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"tracestrack": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"keenuSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"cloudlog_key": "{s}"}': ("meta_token", _j("cl", (HEX, 13))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "11/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "kortimilli"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LV")),
    '{"crew": {"pcaa_licence": "{s}"}}': ("meta_id", _pcaa),
    '{"mfa": {"backup_codes": ["{s}", "mxqa-4417-trvp", "hzke-0932-lodw"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"rescue_fund_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "YKD-Passu-Hut", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"barrett-4050-firmware-2.6.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/yakhdan/bookings:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"wx: add snow depth column for Naltar", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bookings: revert night export", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"karakul_2031-07.dat", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"flightlog-2031.csv").hexdigest()

CLEAN = [
    "Remind me to change the Barrett console password before the radio inspection on 2031-09-14.",
    "Karim asked for the Passu hut wifi password; it's on the laminated card behind the stove.",
    "Policy: hut passwords are at least 14 characters and live only in the ops vault.",
    "Please don't paste passwords into WhatsApp; send a vault link instead.",
    "The `.env.example` line `TRACESTRACK_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The BGAN terminal asks for a new admin password after every firmware update.",
    "Replace <YOUR_DUCKDNS_TOKEN> in the README with the token from your DuckDNS page.",
    "KEENU_SECRET_KEY and AIRLABS_API_KEY must be set before the nightly booking sync runs.",
    "اپنا پاس ورڈ کسی کو نہ بتائیں، ریڈیو پر بھی نہیں۔",
    "رمز خود را به هیچ کس نگویید، حتی پشت بی‌سیم.",
    "Рамзи худро ба касе нагӯед.",
    "Никому не сообщайте свой пароль, даже по рации.",
    "Сырсөздү рация аркылуу айтпагыла.",
    "無線でパスワードを読み上げるのは禁止です。",
    "비밀번호는 무전으로 불러 주지 마세요.",
    "Nigdy nie podawaj hasła przez radio.",
    "Non dettare mai la password alla radio.",
    "No dictes nunca la contraseña por la radio.",
    "No diguis mai la contrasenya per ràdio.",
    "Ne dictez jamais un mot de passe à la radio.",
    "Passwörter nie über Funk durchsagen.",
    "不要在对讲机里念密码。",
    "Şifreni telsizden kimseye söyleme.",
    "Ту парол-та ба чай на лӯв.",
    "tu parol-ta čay-ard ma lev",
    "پاسورد خُو به هیچ کس مَگو.",
    "tu mima hech kas-ard ma lev",
    "tu password kas-ra ma loy",
    "tu password kasaa-ke na dasaa",
    "taro password kise na bolo",
    "tharo password kise nu na dasiyo",
    "Upgraded the Barrett firmware from 2.4 to 2.6 and paho-mqtt to 2.1.0 during the winter closure.",
    f"commit {_COMMIT} adds the snow-depth column for Naltar.",
    f"Rolled back to {_SHORT} after the booking export broke.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Barrett 4050 firmware 2.6 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of flightlog-2031.csv: {_SHA512}",
    f"The booking API runs ghcr.io/yakhdan/bookings@sha256:{_IMAGE}.",
    f"MD5 of karakul_2031-07.dat is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9d2a71-6c4b-4e0a-9b8d-1e7c5a2f4d60 is the slow one in the AirLabs logs.",
    "Purchase order PO-2031-00872 for 40 static ropes ships from Skardu on Monday.",
    "Zammad #2291: the Karakul station loses its GPS lock every night at 03:00.",
    "Booking YKD-B-31-0457: two nights at the Passu hut for the Kraków team, 14 to 16 August.",
    "Call the Skardu heli base on +92 5815 452 310 before sunset.",
    "ISBN 978-0-89886-828-9 is the mountaineering handbook on the Hushe hut shelf.",
    "The base's Land Cruiser, plate GLT 4417, is at the Gilgit workshop until Thursday.",
    "Karakul station, 06:00: -23.4 °C, wind 14 m/s from the west, pressure 612 hPa, snow depth 38 cm.",
    "Concordia is at 4600 m; a porter's load is 25 kg and the Baltoro is about 63 km long.",
    "The secret of a good chapshuro is fatty mutton and a very hot tandoor.",
    "Ask Karim for the relay cabinet keypad code, I don't have it.",
    "My card ending 4417 was declined at the Skardu fuel station.",
    "The Tbilisi rope supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the booking admin and keep them in the base safe.",
    "No wallet's support team will ever ask for your recovery phrase.",
    "Keep `CLOUDLOG_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the fuel drums freezes in January; keep it under a tarp.",
    "The AS350 B3e (AP-BKY) flew 3.2 hours on the Spantik evacuation.",
    "The guest wifi 'Yakhdan-Guest' is open, no password needed.",
    "Hut occupancy: Passu 18 of 24 beds, Hushe 9 of 16; the Broghil hut opens on 1 June.",
    "Relay Ultar: battery 12.6 V, solar 4.1 A, RSSI -71 dBm, uptime 41 days.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-08-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/huts/barrett", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 218}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "2291", "purchase_order": "PO-2031-00872"}',
    '{"station": {"id": "karakul", "temp_c": -23.4, "wind_ms": 14, "snow_cm": 38}}',
    '{"phone": "+92 5815 452 310", "city": "Skardu"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "beds_free": 6}',
    '{"booking": "YKD-B-31-0457", "hut": "passu", "nights": 2}',
    '{"aircraft": "AS350 B3e", "registration": "AP-BKY", "hours": 3.2}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
