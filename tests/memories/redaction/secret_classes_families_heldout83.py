# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, eighty-third corpus: written blind, without reading its rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to eighty-second only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/` nor anything else under `memories/`, the
tuning corpus, the round corpora, the corpora being written beside it, their tests nor the reports,
and the scrubber was never run on it. Its own seed, password words, names, places, templates, tools,
vendors and layouts, the way the cave harvesters, bird-house keepers, cleaning and grading plant,
nitrite and sialic-acid lab, sound room, export desk and market stall of an edible-bird's-nest
cooperative leak secrets into an assistant's memory: Koperasi Sarang Burung Tampilan, with the
limestone cave of Gua Tampilan near Lahad Datu, swiftlet houses in Kunak, Beluran, Telupid, Sukau,
Pitas and Matunggong, a grading plant in Sandakan, a lab in Inanam, a shop at Tarakan and Nunukan
across the border, a stall on Gaya Street and agents in Sheung Wan and Guangzhou. Tamtam, 企业微信, 飞书
and Yapmo messages, SMS and group chats, Quiver, Mark Text, Xmind, Mymind and Reor notes to self,
Keeping tickets, e-mails, runbooks, READMEs, the history of Kitty and zellij panes and plain
prompts, voice-dictated text and requests to the assistant itself; the web pages of camera, sound,
humidity, HMI, PLC, UPS, router, modem, lab and sensor hardware (Jovision, XMeye, Kedacom, Digital
Watchdog, Ahuja, Inter-M, Dynacord, Bosch Praesidio, Hanyoung, Delta Electronics, Xinje, Kinco,
Wecon, Coolmay, Haiwell, Prolink, Santak, Netis, Totolink, Yes 4G, Time Fibre, Imagine, Waters
Empower, Jeio Tech, Daihan, Biobase, IKA, Shinko Denshi ViBRA, Precisa, Extech, UNI-T, Broadlink,
Moes, Zemismart, USR IOT, Waveshare, Seeed, SenseCAP, Ursalink, UbiBot, YoLink, Mijia, Moonfire
NVR). Commands of tools no earlier corpus names: puttygen, uqmi, sakis3g, quectel-CM, Skytable's
skysh, pt-show-grants, mysqlreport, pg_top, git-ftp, balena's wifi-connect, onesixtyone, atinout and
python-broadlink's `setup`, beside tools used before in commands of their own; configs of DietPi and
Moonfire NVR among others. About 60 % English (or language-neutral config and shell), the rest in
Ida'an, Tidung, Rungus, Kimaragang, Lotud, Tombonuo, Kedayan and Sungai (the Orang Sungai's language
of the Kinabatangan), which no earlier docstring names, written the way people type them in chat,
with the loan "password" and Malay words as they are spoken, and not checked by a speaker; and Sabah
Malay, Malay, Indonesian, Hakka (in Chinese characters), Cantonese, Mandarin, Tagalog, Vietnamese,
Japanese, Korean, Gulf Arabic, Turkish, Thai, French, German, Italian, Czech and Russian in wordings
of their own. Vendors (GrabPay, Zalora, SiteGiant, BigSeller, Pos Laju, City-Link, Janio, Financio,
360dialog, Zoko, Favoriot, Anedya, CloudLIMS, QBench, PayrollPanda, Barikoi, Trace Verified,
OriginTrail, TE-FOOD, iTrazo, Scispot, Genemod, Shoplazza, Pushwoosh, Youzan, Weidian, Cainiao, SF
Express, Meross, Angelcam, Camect, Loftware, POEditor, MOCEAN, SMS123 and Haulio) are ones heldouts
5 to 82 do not name. The ids are kinds they do not use: an ISBT 128 donation identification number
(a blood donation's), whose check character python-stdnum's `iso7064.mod_37_2` computes and
validates, the only checked kind (python-stdnum has no module for the others, and every person-id
module it has is used by an earlier corpus); and, unchecked (no check digit is written or verified
here), an Indonesian civil servant's NIP (Nomor Induk Pegawai), a Sabah Native Certificate (Sijil
Anak Negeri) number, a Lembaga Tabung Haji account number, a PTPTN study-loan account number, a
Singapore Work Permit number, a Malaysian temporary employment pass (PLKS) number and a FOMEMA
worker code (the foreign-worker medical screening's), the shapes of the Native Certificate, the PLKS
and the FOMEMA code being this file's guess, and Malaysian (Sabah-issued) and Indonesian passports
under Ida'an, Lotud, Tombonuo and Tidung words. Card numbers pass Luhn (Visa Electron, Cabal and
Forbrugsforeningen prefixes drawn here and checked with python-stdnum's `luhn`, the other brands
from the value helpers). The IBANs are of countries used least by a rough count over heldouts 5 to
82 (the United Arab Emirates, Saudi Arabia, Bahrain, Pakistan, Turkey, Mongolia, Saint Lucia and
Brazil, each in six earlier corpora), drawn until `stdnum.iban` validates them; seed phrases come
from `mnemonic`'s English, Simplified Chinese, Korean, Italian, Czech, Russian and Japanese lists.
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
from stdnum.iso7064 import mod_37_2

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 64_907_471
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


_NEST = ["Sarang", "Walet", "Mangkuk", "Segitiga", "Patahan", "Lumut", "Rotan", "Tangga", "Kapur",
         "Layang", "Obor", "Stalaktit", "Kelawar", "Liur", "Tampilan", "Guano", "Pelita", "Bulu"]  # fmt: skip
_CAVE = ["Ladder", "Chamber", "Ledge", "Karst", "Roost", "Sinkhole", "Tweeter", "Torch", "Rattan",
         "Colony", "Grotto", "Dripstone", "Crevice", "Overhang", "Bowl", "Feather"]  # fmt: skip
_GRADES = ["Mangkuk", "Segitiga", "Patahan", "Guanyan", "Xueyan", "Yantiao", "Yanzhan", "Yansui"]
_PLACES = ["LahadDatu", "Kunak", "Tawau", "Semporna", "Sandakan", "Sukau", "Bilit", "Beluran",
           "Telupid", "Pitas", "Kudat", "Matunggong", "KotaMarudu", "KotaBelud", "Tuaran", "Inanam",
           "Penampang", "Sipitang", "Tarakan", "Nunukan", "Malinau", "TanjungSelor", "SheungWan",
           "Guangzhou"]  # fmt: skip
_NAMES = ["Jamalul", "Norhaya", "Asrin", "Irwansyah", "Aspiah", "Linus", "Juliana", "Maikin",
          "Kinsiong", "Marsila", "Gampulu", "Rozlinah", "Sapinggi", "Matussin", "Noraini", "Amil",
          "Salbiah", "SiewFah", "KokLeong", "MeiChin", "KaLok", "WingYee", "Yohanes", "Wahyuni",
          "Marites", "Jomar", "PeiSan", "Fidelis", "Aurelia", "Jerome"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["S4r4ng", "W4l3t", "R0t4n", "L4y4ng", "M4ngkuk", "K4pur", "Gu4n0", "L1ur", "T4mp1l4n"]


def _grade(g: random.Random) -> str:
    """A nest grade and a bowl's weight in grams, the way the grading crew makes up a password."""
    weight = g.choice([5, 8, 10, 12, 15, 20, 25])
    return f"{g.choice(_GRADES)}{weight}g{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five letters and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_NEST)}{g.choice(_CAVE)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_NEST, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    _grade,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_NEST).lower()}.{g.randrange(1960, 2034)}",
    lambda g: f"Pungut{g.randrange(100, 1000)}{g.choice(_NEST)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + g.choice(_SYMBOLS) + _r(g, D, 4) + _r(g, UPPER, 2),
    lambda g: f"{g.choice(_CAVE).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Climbs{g.choice(_CAVE)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: "_".join(w.lower() for w in g.sample(_CAVE, 3)) + str(g.randrange(10, 100)),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Tamtam message from Jamalul: Jovision NVR admin password {pw}",
    "harvest group chat, Gua Tampilan: XMeye DVR password for the cave-mouth cameras {pw}",
    "SMS from Asrin: Kedacom IPC web password {pw}",
    "企业微信 message from the Guangzhou agent: Digital Watchdog Spectrum server password {pw}",
    "飞书 chat with the Sheung Wan shop: Ahuja IP paging server password {pw}",
    "Yapmo post in #bird-houses: Inter-M PAMA IP amplifier password {pw}",
    "voice note from Kinsiong, transcribed: the Dynacord amp at the Beluran house has password {pw}",
    "Keeping ticket 2207: Bosch Praesidio controller password {pw} for the Sukau sound room",
    "Quiver note 'bird houses': Hanyoung NUX humidity controller web password {pw}",
    "Mark Text draft, houses.md: Delta Electronics DOP-107 HMI password {pw}",
    "Xmind node 'Kunak house 3': Xinje HMI password {pw}",
    "Mymind card: Kinco GL100 HMI admin password {pw}",
    "Reor note: Wecon V-Box remote access password {pw}",
    "grading-room whiteboard, photographed and OCR'd: Coolmay PLC web password {pw}",
    "Haiwell Cloud SCADA password for the misting pumps: {pw}",
    "note to self: Prolink UPS network card password {pw}",
    "Santak UPS SNMP card admin password {pw} (the one in the Sandakan plant)",
    "Netis router at the Telupid bird house, admin password {pw}",
    "Totolink X5000R admin password {pw}",
    "Yes 4G MiFi admin page password {pw}",
    "Time Fibre ONT at the Inanam lab, admin password {pw}",
    "Imagine router password for Matussin's stall: {pw}",
    "Waters Empower login for the HPLC, sialic acid method: password {pw}",
    "Jeio Tech incubator controller password {pw}",
    "Daihan WiseTherm oven password {pw}",
    "Biobase biosafety cabinet touchscreen admin password {pw}",
    "IKA HB 10 evaporator app password {pw}",
    "Shinko Denshi ViBRA AJ balance LAN password {pw}",
    "Precisa XM 60 moisture analyser admin password {pw}",
    "Extech data logger cloud password {pw}",
    "UNI-T UTi260B thermal camera app password {pw}",
    "Broadlink RM4 Pro (aircon in the drying room) app password {pw}",
    "Moes hub password {pw}",
    "Zemismart roller-vent hub password {pw}",
    "USR IOT USR-W610 serial server password {pw}",
    "Waveshare RS485-to-ETH gateway web password {pw}",
    "Seeed reTerminal DM panel password {pw}",
    "SenseCAP M2 gateway console password {pw}",
    "Ursalink UG65 gateway admin password {pw}",
    "UbiBot account password {pw} (the humidity sensors in all six houses)",
    "YoLink hub app password {pw}",
    "Mijia account for the drying-room dehumidifiers, password {pw}",
    "Moonfire NVR admin password {pw}",
    "Keeping ticket 2219: Jovision cloud account locked, last password {pw}",
    "Keeping ticket 2231: the XMeye password {pw} stopped working after the firmware update",
    "Hi Fidelis,\n\nthe root password on the grading-room server is {pw}. Please move it to the vault and delete this mail.\n\nRegards,\nPei San",
    "Incident 2033-03-02: the Digital Watchdog server at Sukau was reachable from the internet with password {pw}",
    "Runbook: cleaning-room ozone cycle\n1. open the Delta HMI\n2. log in as operator\n3. password {pw}\n4. start program O3-night",
    "README (lab rack)\nthe Waters Empower server is https://empower.tampilan.lan, service password `{pw}`.",
    "my CIMB Clicks password is {pw} now",
    "can you remember my Bank Rakyat iRakyat password? it's {pw}",
    "the AmBank AmOnline password is {pw}",
    "password for my Baiduri b.online: {pw}",
    "dictated: the UbiBot account password is {pw} full stop",
    "please save this for me, Agrobank AGRONet password {pw}",
    "after the factory reset the Kedacom camera password became {pw}",
    "password email ku noh {pw}",
    "password wifi nong walai ku: {pw}",
    "Jamalul: password bagu nong server {pw}, adang ko pabaha nong ulun",
    "password email aku iya {pw}",
    "password wifi ruma' kami: {pw}",
    "Irwansyah: password baru server iya {pw}, ndak usah ko bagi ulun",
    "Password email ku nopo nga {pw}",
    "password wifi do valai: {pw}",
    "Linus: vagu password do server nopo {pw}, ada' pabaalo' tulun",
    "Password do email ku ka {pw}",
    "password wifi dot walai: {pw}",
    "Kinsiong: wagu password dot server {pw}, ada' patanu tulun",
    "password email ku ino {pw}",
    "password wifi di walai ku: {pw}",
    "Gampulu: password wagu di server ino {pw}, ada' pomoboros ko tulun",
    "password email ku inti {pw}",
    "password wifi nu baloy: {pw}",
    "Sapinggi: password bagu nu server {pw}, amu' sukuon ulun",
    "pasword email aku {pw} bah",
    "pasword wifi umah kami: {pw}",
    "Matussin: pasword bahu server atu {pw}, inda usah bagi ulun",
    "password email ku ti {pw}",
    "password wifi ra' baloi kami: {pw}",
    "Amil: password bagu ra' server {pw}, aso' ko pandak ra' ulun",
    "bah, password email sia {pw}",
    "password wifi rumah walet Kunak: {pw} bah",
    "kata laluan komputer bilik gred ialah {pw}",
    "kata sandi laptop gudang Tarakan: {pw}",
    "𠊎个电邮密码係 {pw}",
    "上環舖頭部電腦嘅密碼係 {pw}",
    "广州仓库电脑的密码是 {pw}",
    "ang password ng laptop sa grading room ay {pw}",
    "mật khẩu máy tính phòng phân loại là {pw}",
    "選別室のPCのパスワードは {pw}",
    "선별실 PC 비밀번호: {pw}",
    "كلمة السر حق كمبيوتر المخزن: {pw}",
    "le mot de passe du poste de tri à Sandakan : {pw}",
    "Kennwort des Laborrechners in Inanam: {pw}",
    "รหัสผ่านคอมห้องคัดเกรดคือ {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["jamalul", "norhaya.a", "asrin", "irwansyah", "aspiah", "linus.m", "juliana", "maikin",
          "kinsiong", "marsila", "gampulu", "rozlinah", "sapinggi", "matussin", "noraini.d", "amil",
          "salbiah", "voon.sf", "chin.kl", "liew.mc", "kalok", "wingyee", "yohanes", "wahyuni",
          "marites", "jomar", "ng.ps", "fidelis", "svc-grading", "lab-hplc"]  # fmt: skip
_LOGINS = [
    "Tamtam, Jamalul: the Jovision login is {u} / {pw}",
    "Keeping #2240: {u} locked out of the Waters Empower, last password {pw}",
    "user {u} pass {pw}",
    "Reor › Houses › Kunak › Hanyoung NUX: {u} — {pw}",
    "| device | user | password |\n|---|---|---|\n| XMeye DVR | {u} | {pw} |",
    "log into the Delta HMI as {u} with {pw}",
    "UbiBot login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: nvr-sukau\n  user: {u}\n  pass: {pw}",
    "飞书: account {u}, password {pw}",
    "Kinsiong says the Moonfire account is {u} and the password is {pw}",
    "device,user,password\nwecon-vbox,{u},{pw}",
    "ssh {u}@grading.tampilan.lan (password {pw})",
    "creds for the Santak UPS card are {u} and {pw}",
    "ngaran user {u}, password {pw}",
    "username aku {u}, password iya {pw}",
    "ngaran ku {u} om password nopo {pw}",
    "user {u} om password {pw} ka",
    "user ino {u}, password ino {pw}",
    "user ku {u} mon password {pw}",
    "nama pengguna aku {u}, pasword {pw} bah",
    "username ku {u}, password ku {pw}",
    "bah, username sia {u}, password {pw}",
    "username {u} dan kata sandinya {pw}",
    "用户名 {u}，密码 {pw}，𠊎记稳了",
    "帳號 {u}，密碼 {pw}",
    "username {u} at password {pw}",
    "tài khoản {u}, mật khẩu {pw}",
    "아이디 {u} 비번 {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["hinava", "tuhau", "bambangan", "linopot", "bosou", "pinasakan", "sagol", "latok",
               "ambuyat", "kelupis", "lumut", "rotan", "kapur", "obor", "layang", "pelita",
               "tangga", "liur"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then the number {d}",
    "password: {w}, and straight after that {d}",
    "for the grading server it's {w} with {d} at the end",
    "voice note: the bird-house wifi password is {w} and then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and number joined",
    "kata laluannya perkataan {w}, lepas tu nombor {d}",
    "密碼係 {w} 呢個字，跟住 {d}",
    "password noh kata {w}, mari {d}",
    "password iya kata {w}, lepas iya {d}",
    "password nopo boros {w}, om {d} ka",
    "password boros {w}, sumunud {d}",
    "password ino boros {w}, om nombor {d}",
    "password kata {w}, mon nombor {d}",
    "pasword atu pekataan {w}, lepas atu {d}",
    "password ku kata {w}, lepas nya {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "puttygen nvr-sukau.ppk -O private-openssh -o nvr-sukau.pem --old-passphrase <(printf '%s' '{pw}')",
    "uqmi -d /dev/cdc-wdm0 --start-network internet --auth-type both --username {u} --password '{pw}'",
    "sakis3g connect APN='celcom3g' APN_USER='{u}' APN_PASS='{pw}'",
    "quectel-CM -s internet {u} '{pw}' 2",
    "skysh --user {u} --password '{pw}' --endpoint tcp@sky.tampilan.lan:2003",
    "pt-show-grants --host=erp-db.tampilan.lan --user={u} --password='{pw}'",
    "mysqlreport --host erp-db.tampilan.lan --user {u} --password '{pw}' --outfile /tmp/erp-report.txt",
    "PGPASSWORD='{pw}' pg_top -h trace-db.tampilan.lan -U {u} -d trace",
    "git ftp push --user {u} --passwd '{pw}' ftp://shop.tampilan.coop/public_html",
    "wifi-connect --portal-ssid 'Tampilan Setup' --portal-passphrase '{pw}'",
    "onesixtyone 10.20.0.14 '{pw}'",
    "ZyWALL USG FLEX console:\nRouter(config)# username {u} password {pw} user-type admin",
    "mysql -h erp-db.tampilan.lan -u {u} -p'{pw}' tampilan_erp",
    "sshpass -p '{pw}' ssh {u}@grading.tampilan.lan",
    "smbclient //nas.tampilan.lan/lab -U '{u}%{pw}' -c 'ls'",
    "lftp -u {u},'{pw}' sftp://files.tampilan.coop",
    "7z a -p'{pw}' -mhe=on health-certs-2033.7z certs/",
    "openssl enc -aes-256-cbc -pbkdf2 -in buyers.csv -out buyers.csv.enc -pass pass:'{pw}'",
    "zip -P '{pw}' nitrite-results.zip results/*.pdf",
    "redis-cli -h redis.tampilan.lan -a '{pw}' --no-auth-warning KEYS 'grade:*'",
    "docker login registry.tampilan.lan -u {u} -p '{pw}'",
    "ldapsearch -x -H ldap://dc.tampilan.lan -D 'uid={u},ou=staff,dc=tampilan,dc=lan' -w '{pw}' '(uid=amil)'",
    "net use Z: \\\\nas.tampilan.lan\\grading /user:TAMPILAN\\{u} {pw}",
    "xfreerdp /v:lab-pc.tampilan.lan /u:{u} /p:'{pw}' /cert:ignore",
    "ipmitool -I lanplus -H bmc-nas.tampilan.lan -U {u} -P '{pw}' chassis status",
    "plink -ssh {u}@nvr-sukau.tampilan.lan -pw '{pw}' uptime",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "sqlcmd -S sql.tampilan.lan -U {u} -P '{pw}' -Q 'SELECT COUNT(*) FROM Batches'",
    "curl -u {u}:{pw} 'https://erp.tampilan.lan/api/resource/Batch?limit=5'",
    "wget --user={u} --password='{pw}' https://files.tampilan.coop/calls/kunak-mix-v3.mp3",
    "mosquitto_pub -h mqtt.tampilan.lan -u {u} -P '{pw}' -t houses/kunak/mist -m on",
    "sudo mount -t cifs //nas.tampilan.lan/calls /mnt/calls -o username={u},password={pw}",
    "psql 'host=trace-db.tampilan.lan user={u} password={pw} dbname=trace'",
    "gpg --batch --passphrase '{pw}' -c buyers-2033.xlsx",
    "sqlplus {u}/{pw}@//ora.tampilan.lan:1521/ERP",
    "mongosh 'mongodb://trace-mongo.tampilan.lan' -u {u} -p '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "kitty on the lab iMac: {c}", "zellij pane 2 (grading server): {c}",
    "root@nvr-sukau:~# {c}", "history | tail -3\n  412  {c}", "PowerShell on the export desk PC> {c}",
    "bash history from the Kunak Pi:\n{c}", "pasted from my terminal: {c}",
    "Keeping #2244, the installer's notes: {c}", "what I ran before lunch:\n{c}",
    "arahan yang sia jalankan tadi: {c}", "𠊎打个指令：{c}", "perintah yang aku jalankan: {c}",
    "command ku noh: {c}", "command ku nopo: {c}", "command yang aku jalan: {c} bah",
    "我啱啱跑咗呢條指令：{c}", "ang command na pinatakbo ko: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@nvr-sukau.tampilan.lan:554/Streaming/Channels/101",
    "mqtts://{u}:{pw}@mqtt.tampilan.lan:8883",
    "postgresql://{u}:{pw}@trace-db.tampilan.lan:5432/trace",
    "mysql+pymysql://{u}:{pw}@erp-db.tampilan.lan/tampilan_erp",
    "mongodb+srv://{u}:{pw}@trace.tampilan.coop/lots?retryWrites=true",
    "redis://{u}:{pw}@redis.tampilan.lan:6379/2",
    "amqp://{u}:{pw}@mq.tampilan.lan:5672/grading",
    "ftp://{u}:{pw}@shop.tampilan.coop/public_html",
    "sftp://{u}:{pw}@files.tampilan.coop:2222/exports/",
    "clickhouse://{u}:{pw}@ch.tampilan.lan:9000/analytics",
    "jdbc:mariadb://erp-db.tampilan.lan:3306/tampilan_erp?user={u}&password={pw}",
    "Server=sql.tampilan.lan;Database=Grading;User Id={u};Password={pw};TrustServerCertificate=True",
    "oracle+oracledb://{u}:{pw}@ora.tampilan.lan:1521/?service_name=ERP",
    "davs://{u}:{pw}@nas.tampilan.lan/calls",
]  # fmt: skip
_URL_PLACES = [
    "TRACE_DB_URL={c}", "the old connection, from the reporting tool: {c}",
    "keep this connection string for me: {c}", "连接字符串：{c}", "Keeping #2250: {c}",
    "Reor note 'Databases': {c}", "URL database ku noh {c}", "sambungan pangkalan data: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tampilan-coop", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "lots:read exports:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("GrabPay", "GRABPAY_PARTNER_SECRET", _j((URLSAFE, 43))),
    ("Zalora", "ZALORA_SELLER_API_KEY", _j((HEX, 40))),
    ("SiteGiant", "SITEGIANT_SECRET_KEY", _j((ALNUM, 32))),
    ("BigSeller", "BIGSELLER_APP_SECRET", _j((HEX, 32))),
    ("Pos Laju", "POSLAJU_API_KEY", lambda g: v.uuid4(g, "9")),
    ("City-Link", "CITYLINK_API_TOKEN", _j("cl_live_", (ALNUM, 32))),
    ("Janio", "JANIO_SECRET_KEY", _j((ALNUM, 40))),
    ("Financio", "FINANCIO_API_TOKEN", _vendor_jwt("https://api.financio.my")),
    ("360dialog", "D360_API_KEY", _j((ALNUM, 32))),
    ("Zoko", "ZOKO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Favoriot", "FAVORIOT_APIKEY", _j((ALNUM, 64))),
    ("Anedya", "ANEDYA_CONNECTION_KEY", _j((HEX, 64))),
    ("CloudLIMS", "CLOUDLIMS_API_KEY", _j((UPPER_DIGITS, 32))),
    ("QBench", "QBENCH_API_SECRET", _j((ALNUM, 40))),
    ("PayrollPanda", "PAYROLLPANDA_API_KEY", _j("pp_", (ALNUM, 36))),
    ("Barikoi", "BARIKOI_API_KEY", _j("bkoi_", (HEX, 48))),
    ("Trace Verified", "TRACEVERIFIED_API_KEY", _j((ALNUM, 48))),
    ("OriginTrail", "ORIGINTRAIL_NODE_TOKEN", _vendor_jwt("https://dkg.origintrail.io")),
    ("TE-FOOD", "TEFOOD_API_SECRET", _j((B64, 64))),
    ("iTrazo", "ITRAZO_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Scispot", "SCISPOT_API_KEY", _j("sk_", (ALNUM, 40))),
    ("Genemod", "GENEMOD_API_TOKEN", _j((HEX, 40))),
    ("Shoplazza", "SHOPLAZZA_ACCESS_TOKEN", _j((URLSAFE, 43))),
    ("Pushwoosh", "PUSHWOOSH_API_TOKEN", _j((ALNUM, 80))),
    ("Youzan", "YOUZAN_CLIENT_SECRET", _j((HEX, 32))),
    ("Weidian", "WEIDIAN_APPSECRET", _j((HEX, 32))),
    ("Cainiao", "CAINIAO_APP_SECRET", _j((ALNUM, 32))),
    ("SF Express", "SF_CHECKWORD", _j((ALNUM, 32))),
    ("Meross", "MEROSS_CLOUD_KEY", _j((HEX, 32))),
    ("Angelcam", "ANGELCAM_PERSONAL_TOKEN", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "heroku config:set {env}={tok} -a tampilan-shop",
    "railway variables --set {env}={tok}",
    "kubectl create secret generic shop-env --from-literal={env}={tok}",
    "docker run -e {env}={tok} ghcr.io/tampilan/shop-sync:2.3",
    "CI log (the mask failed): {env}: {tok}",
    "netlify env:set {env} {tok}",
    "supervisord, [program:shop-sync]\nenvironment={env}=\"{tok}\"",
    "pm2 ecosystem.config.js: env: {{ {env}: '{tok}' }}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "Tampilan ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Reor table 'Integrations': | {vendor} | 2033 | {tok} |",
    "Keeping ticket 2260: {vendor} sync returns 401, key in use {tok}",
    "Tamtam, Jamalul: {vendor} key for the export sync: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "note to self: {vendor} secret {tok}",
    "kunci API {vendor}: {tok}",
    "API key {vendor} untuk gudang Tarakan: {tok}",
    "{vendor} 嘅 API key 係 {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor}个 API key 係 {tok}",
    "ang API key ng {vendor} ay {tok}",
    "khóa API {vendor}: {tok}",
    "{vendor} のAPIキーは {tok}",
    "{vendor} API 키 {tok}",
    "مفتاح API حق {vendor}: {tok}",
    "clé API {vendor} pour l'export : {tok}",
    "API-Schlüssel für {vendor} im Labor: {tok}",
    "API key {vendor} noh {tok}",
    "API key {vendor} iya {tok}",
    "API key do {vendor} nopo {tok}",
    "API key dot {vendor}: {tok}",
    "API key di {vendor} ino {tok}",
    "API key nu {vendor}: {tok}",
    "API key {vendor} atu {tok} bah",
    "API key ra' {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    camect = _r(rng, B64, 44)
    loftware = _r(rng, ALNUM, 40)
    poeditor = _r(rng, HEX, 32)
    mocean = _r(rng, ALNUM, 16)
    sms123 = _r(rng, HEX, 32)
    haulio = _r(rng, URLSAFE, 40)
    return [
        Sample("vendor_token", f'camect = requests.Session()\ncamect.headers["X-Camect-Token"] = "{camect}"', camect),
        Sample("vendor_token", f'$labels = new LoftwareClient("tampilan-grading", "{loftware}");', loftware),
        Sample("vendor_token", f'curl -X POST https://api.poeditor.com/v2/projects/list -d api_token="{poeditor}"', poeditor),
        Sample("vendor_token", f'mocean = Client(Auth("tampilanOTP", "{mocean}"))', mocean),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "SMS123_API_KEY", "\\"{sms123}\\"")\n  }}\n}}', sms123),
        Sample("vendor_token", f"Info.plist:\n<key>HaulioAPIKey</key>\n<string>{haulio}</string>", haulio),
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


_BARE_PLACES = ["{t}", "Tamtam: {t}", "it only shows it once, so here:\n{t}", "token noh {t}",
                "呢個 token：{t}", "{t}\n^ the new one, the old one is revoked",
                "keep this for me please: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 48)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Zigbee network key of the Kunak bird house (hex): {h}": 32,
    "AES key for the UbiBot CSV export: {h}": 32,
    "HMAC secret for the GrabPay callback: {h}": 64,
    "Broadlink RM4 device key (16 bytes, hex): {h}": 32,
    "Meross device key for the drying-room plug: {h}": 32,
    "SenseCAP LoRaWAN AppKey for sensor H-07 (OTAA): {h}": 32,
    "kunci penyulitan sandaran pelayan gred: {h}": 64,
    "備份加密金鑰：{h}": 48,
    "encryption key backup noh: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Keeping #2271: token copied out of the browser's dev tools {t}",
    "Cookie: lang=ms; tpl_session={t}",
    "SHOP_SYNC_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token 係 {t}",
    "token iya {t}",
    "飞书 transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "PS384", "HS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.tampilan.coop/realms/koperasi",
            "azp": "grading-console",
            "roles": ["grader", "lab"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS256": 342, "PS384": 512, "HS256": 43}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the grading server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.tampilan.coop.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SHOP_SIGNING_KEY": "{key}", "kid": "shop-2033"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_nvr <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Keeping #2280, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "private key server ku nopo:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Hong Kong agent's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
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
    "Bitpie wallet backup, copying it off the card before I shred it: {p}": "english",
    "SafePal recovery phrase\n{p}": "english",
    "Keystone wallet words (the old nest-fund wallet, emptied): {p}": "english",
    "Krux seed backup: {p}": "english",
    "voice memo: the Coin98 recovery words are {p} and that's all of them": "english",
    "TokenPocket 助记词：{p}": "chinese_simplified",
    "imToken 钱包的助记词是 {p}": "chinese_simplified",
    "Bitget Wallet 복구 문구: {p}": "korean",
    "frase di recupero del portafoglio Eternl: {p}": "italian",
    "obnovovací fráze peněženky Yoroi: {p}": "czech",
    "сид-фраза кошелька Pontem: {p}": "russian",
    "Tangem ウォレットの復元フレーズ：{p}": "japanese",
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
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Visa Electron's, Cabal's,
    Forbrugsforeningen's: prefixes the value helpers do not draw), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "electron":
        return _card_of(rng, ["4026", "417500", "4508", "4844", "4913", "4917"], [16])
    if brand == "cabal":
        return _card_of(rng, ["604201", "604400", "589657"], [16])
    if brand == "forbrugs":
        return _card_of(rng, ["600722"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Tamtam, Jamalul: the coop card for the Jovision spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Keeping #2290: pay the Waters service visit with card {c}",
    "nombor kad sia: {c}, {mm}/{yy}",
    "我張卡號：{c}，{mm}/{yy}",
    "nombor kad ku noh {c}",
    "nomor kartu aku iya {c}, {mm}/{yy}",
    "nombor kad ku nopo {c}",
    "nombor kad aku atu {c}, {mm}/{yy}",
    "numero ng card ko: {c}",
    "số thẻ của tôi: {c}, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "electron", "mastercard", "amex", "cabal", "jcb", "forbrugs", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, CVC {cvv}",
               "the three numbers on the back of the card: {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "卡背後三個數字：{cvv}",
               "tiga nombor di belakang kad: {cvv}",
               "tolu nombor di likud kad: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 82 (each in six earlier corpora); BBAN
# shapes (a, n, c, 0 as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"AE": "n" * 19, "SA": "nn" + "c" * 18, "BH": "aaaa" + "c" * 14,
                "PK": "aaaa" + "n" * 16, "TR": "nnnnn0" + "c" * 16, "MN": "n" * 16,
                "LC": "aaaa" + "c" * 24, "BR": "n" * 23 + "ac"}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the country of the account
    "Invoice TPL-2033-071: please refund the Dubai importer's deposit to {i}": "AE",
    "save the Riyadh buyer's IBAN: {i}": "SA",
    "IBAN: {i}\nReference: Mangkuk grade A, lot 19": "BR",
    "Tamtam #treasury: the Manama agent's new bank details, IBAN {i}": "BH",
    "IBAN pembeli Karachi: {i}": "PK",
    "İstanbul'daki alıcının IBAN'ı: {i}": "TR",
    "IBAN buyer Dubai noh {i}": "AE",
    "IBAN pembeli Jeddah iya {i}": "SA",
    "IBAN ra' buyer Ulaanbaatar: {i}": "MN",
    "IBAN pembeli di Castries atu {i}": "LC",
    "巴西客嘅 IBAN：{i}": "BR",
    "IBAN do buyer Bahrain: {i}": "BH",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _isbt(g: random.Random) -> str:
    """An ISBT 128 donation identification number: a facility code (a letter and four digits),
    the year's last two digits and a serial of six, then its ISO 7064 Mod 37-2 check character,
    written the way a donor card prints it."""
    din = g.choice("GHJKMNRW") + _r(g, D, 4) + g.choice(["31", "32", "33"]) + _r(g, D, 6)
    check = mod_37_2.calc_check_digit(din)
    assert mod_37_2.is_valid(din + check)
    return f"{din[:5]} {din[5:7]} {din[7:]} {check}"


def _nip(g: random.Random) -> str:
    """An Indonesian civil servant's NIP: a birth date, the month of appointment, the sex (1 or 2)
    and a serial of three; eighteen digits, no public check."""
    year = g.randrange(1965, 2001)
    born = f"{year}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    appointed = f"{min(year + g.randrange(20, 36), 2032)}{g.randrange(1, 13):02d}"
    return f"{born}{appointed}{g.choice('12')}{g.randrange(1, 200):03d}"


def _nip_spaced(g: random.Random) -> str:
    """The same NIP, printed in its four groups."""
    number = _nip(g)
    return f"{number[:8]} {number[8:14]} {number[14]} {number[15:]}"


def _native_cert(g: random.Random) -> str:
    """A Sabah Native Certificate (Sijil Anak Negeri) number: a district, AN and a serial of seven;
    the shape is this file's guess, with no check."""
    return f"{g.choice(['KDT', 'PTS', 'KMR', 'LDU', 'SDK', 'TWU'])}/AN/{_r(g, D, 7)}"


def _tabung_haji(g: random.Random) -> str:
    """A Lembaga Tabung Haji account number: twelve digits, no public check."""
    return g.choice("123456789") + _r(g, D, 11)


def _ptptn(g: random.Random) -> str:
    """A PTPTN study-loan account number: twelve digits, no public check."""
    return g.choice("1234") + _r(g, D, 11)


def _sg_work_permit(g: random.Random) -> str:
    """A Singapore Work Permit number: nine digits, no public check."""
    return "0" + _r(g, D, 8)


def _plks(g: random.Random) -> str:
    """A Malaysian temporary employment pass (PLKS) number: a letter and nine digits; the shape is
    this file's guess, with no check."""
    return g.choice("ABCT") + _r(g, D, 9)


def _fomema(g: random.Random) -> str:
    """A FOMEMA worker code (the foreign-worker medical screening's): FW and ten digits; the shape
    is this file's guess, with no check."""
    return "FW" + _r(g, D, 10)


def _my_passport(g: random.Random) -> str:
    """A Malaysian passport issued in Sabah: H and eight digits."""
    return "H" + _r(g, D, 8)


def _id_passport(g: random.Random) -> str:
    """An Indonesian passport: a letter and seven digits."""
    return g.choice("BCEX") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "ISBT donation number on my blood-donor card (Tawau hospital drive): {s}": _isbt,
    "nombor pendermaan darah (ISBT) sia: {s}": _isbt,
    "捐血編號 (ISBT 128)：{s}": _isbt,
    "NIP PNS Pak Yohanes untuk surat izin: {s}": _nip_spaced,
    "civil-servant NIP of the Tarakan fisheries officer, for the permit file: {s}": _nip,
    "NIP pegawai aku iya {s}": _nip,
    "Native Certificate (Sijil Anak Negeri) number for the land title: {s}": _native_cert,
    "nombor sijil anak negeri ku nopo {s}": _native_cert,
    "nombor sijil anak negeri ku ka {s}": _native_cert,
    "nombor akaun Tabung Haji mak sia: {s}": _tabung_haji,
    "akaun Tabung Haji aku atu {s} bah": _tabung_haji,
    "PTPTN loan account number for the deduction form: {s}": _ptptn,
    "nombor akaun PTPTN ku ti {s}": _ptptn,
    "Work Permit No. of the Singapore stall's packer: {s}": _sg_work_permit,
    "numero ng Work Permit ko sa Singapore: {s}": _sg_work_permit,
    "PLKS number of the Kunak house worker, for the renewal: {s}": _plks,
    "nombor PLKS pekerja rumah walet Beluran: {s}": _plks,
    "FOMEMA worker code of Pak Yusuf, for this year's medical: {s}": _fomema,
    "pasport ku noh {s}": _my_passport,
    "nombor pasport ku ino {s}": _my_passport,
    "pasport ku inti {s}": _my_passport,
    "nomor paspor aku iya {s}": _id_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 4)}-{_r(rng, D, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["GrabPay merchant 2FA recovery codes\n{codes}",
            "spare sign-in codes for the coop's Microsoft account {codes}",
            "Shoplazza backup codes: {codes}", "2FA 备用码：\n{codes}",
            "kod sandaran 2FA: {codes}", "backup codes 2FA ku nopo: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Youzan:voon.sf@tampilan.coop?secret={s}&issuer=Youzan&digits=6",
              "Aegis, manual setup key for the Shoplazza login: {s}",
              "2FAS, secret key for the Cainiao account: {s}",
              "setup key 2FA noh: {s}"]  # fmt: skip
_CODES = ["{c} is your GrabPay verification code",
          "RM0.00 CIMB: TAC for transfer to TAMPILAN COOP is {c}. Do not share.",
          "JANGAN BERIKAN kode ini kepada siapa pun. Kode OTP Mandiri: {c}",
          "Bank Kaltimtara: kode verifikasi {c}, berlaku 5 menit",
          "【顺丰速运】验证码 {c}，请勿泄露"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Tampilan-Grading", "TPL-Lab-5G", "RumahWalet-Kunak", "Sukau-SoundRoom", "Beluran_House2",
          "TIME-Inanam-5G", "Yes4G-MiFi-2C7A", "Celcom-Pitas", "Maxis-Kudat-Stall",
          "Imagine-Matussin", "Telkomsel-Tarakan", "IndiHome-Nunukan", "Gua-Tampilan-Camp",
          "SheungWan-Shop", "NETIS-Telupid"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\nkey: {pw}",
    "bird-house network {s}, password {pw}",
    "wifi at the Sukau sound room: {s} / {pw}",
    "python3 -c \"import broadlink; broadlink.setup('{s}', '{pw}', 3)\"",
    "the key printed under the Yes 4G MiFi: {pw}",
    "wifi {s} password sia {pw} bah",
    "{s} 嘅 wifi 密碼係 {pw}",
    "password wifi {s} noh {pw}",
    "password wifi {s} iya {pw}",
    "password wifi {s} nopo {pw}",
    "pasword wifi {s} atu {pw}",
    "password wifi {s} ra' baloi: {pw}",
    "mật khẩu wifi {s} là {pw}",
    "ESP32 sketch for the Kunak house: WiFi.begin(\"{s}\", \"{pw}\");",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("bkoi_", (HEX, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j("pp_", (ALNUM, 24)),
                 _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced out so the Tamtam preview hides it) {t}", "一個一個字讀：{t}",
          "satu-satu huruf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["padlock on the Gua Tampilan gate: {pw}", "the grading-room door keypad takes {pw} then #",
          "kod mangga stor sarang: {pw}", "倉庫門鎖密碼：{pw}", "kod kunci gudang noh: {pw}",
          "kod gembok gudang iya {pw}", "kod mangga stor atu {pw} bah",
          "echo 'AT+CPIN=\"{pw}\"' | atinout - /dev/ttyUSB2 -",
          "safe in the Sandakan office, code {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, 4 if "CPIN" in template else [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["stalactite", "rattan", "ladder", "torch", "swiftlet", "guano", "limestone",
                 "hinava", "tuhau", "bambangan", "sinkhole", "feather", "tweeter", "kinabatangan",
                 "dripstone", "hornbill"]  # fmt: skip
_PHRASES = {"Enpass master passphrase for the export vault: {p}": " ",
            "VeraCrypt volume passphrase (lab backups): {p}": " ",
            "Buttercup vault passphrase: {p}": "-", "KeeWeb database passphrase: {p}": ".",
            "frasa laluan sandaran: {p}": " ", "備份嘅口令：{p}": " ",
            "passphrase backup noh: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch raw request: Authorization: Bearer {v}": False,
    "HTTPie session file: \"Authorization\": \"Basic {v}\"": True,
    "Yaak export of the Youzan call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "dietpi.txt:\nAUTO_SETUP_LOCALE=en_GB.UTF-8\nAUTO_SETUP_GLOBAL_PASSWORD={pw}",
    "moonfire config, camera 'sukau-1':\nonvif_host = \"10.20.0.31\"\nusername = \"admin\"\npassword = \"{pw}\"",
    "sites/erp.tampilan.lan/site_config.json:\n{{\"db_name\": \"_7c1e0a\", \"db_password\": \"{pw}\"}}",
    "strapi .env:\nDATABASE_USERNAME=strapi\nDATABASE_PASSWORD={pw}",
    "directus .env:\nADMIN_EMAIL=ops@tampilan.coop\nADMIN_PASSWORD={pw}",
    "medusa-config.js:\n  redis_url: \"redis://:{pw}@redis.tampilan.lan:6379\",",
    "wallabag parameters.yml:\n    database_user: wallabag\n    database_password: {pw}",
    "icecast.xml:\n<authentication>\n    <source-password>{pw}</source-password>\n</authentication>",
    "calls.liq:\noutput.icecast(%mp3, host=\"stream.tampilan.lan\", password=\"{pw}\", mount=\"kunak.mp3\", playlist(\"/calls\"))",
    "zigbee2mqtt configuration.yaml:\nmqtt:\n  server: mqtt://mqtt.tampilan.lan\n  user: z2m\n  password: {pw}",
    "kunak-house.yaml (ESPHome):\nwifi:\n  ssid: RumahWalet-Kunak\n  password: \"{pw}\"",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.tampilan.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "~/.msmtprc:\naccount lab\nhost smtp.tampilan.coop\nuser lab@tampilan.coop\npassword {pw}",
    "wvdial.conf:\n[Dialer Defaults]\nModem = /dev/ttyUSB0\nUsername = celcom\nPassword = {pw}",
    "hostapd.conf:\ninterface=wlan0\nssid=Sukau-SoundRoom\nwpa_passphrase={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Jamalul: grading server wifi password?\nFidelis: {pw}",
    "[05:40] asrin: root pw for the Sukau NVR?\n[05:41] kinsiong: {pw}",
    "Marsila: {pw} is the new Moonfire admin password",
    "Yohanes: use {pw}, that's what the Waters box has now",
    "温秀花：新个密码係 {pw}",
    "嘉樂：新密碼係 {pw}",
    "Linus: password vagu nopo {pw}",
    "Irwansyah: password baru iya {pw}",
    "Matussin: pasword bahu atu {pw}",
    "Salbiah: password bagu {pw}",
    "Marites: bagong password {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2060word = {pw}", "pass\u00adword -> {pw}", "раssword: {pw}",
    "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 {pw}", "ｐａｓｓｗｏｒｄ＝{pw}", "p\u200dassword: {pw}", "pass\u202cword: {pw}",
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
    "the Waters Empower password is": "{s}", "Moonfire admin pw:": "{s} (since the NVR swap in May)",
    "密碼係": "{s}", "Jovision password": "{s}\nchange it after the harvest",
    "password noh": "{s}", "pasword atu": "{s}", "kata laluan:": "{s}", "Delta HMI password": "{s}",
    "the password Asrin shouted down from the ladder was": "{s}, I think", "password nopo": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Anedya connection key", "{s}", _j((HEX, 64))),
    ("split_token", "Barikoi key:", "{s} (geocoding for the delivery app)", _j("bkoi_", (HEX, 48))),
    ("split_token", "Zoko API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "SafePal backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(_card(g, "electron"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "AE"))),
    ("split_backup", "GrabPay recovery codes", "{s}\nKRTA-4417-9QX2\nMBLN-0382-T7WZ", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ISBT donation number", "{s}", _isbt),
    ("split_phrase", "VeraCrypt passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"moonfire": {"url": "https://nvr-sukau.tampilan.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasword": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "asrin", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"houses": [{"name": "kunak-1"}, {"name": "kunak-2", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["pt-show-grants", "--host", "erp-db.tampilan.lan", "--user", "ops", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "倉庫電腦嘅密碼係 {s}"}': ("meta_password", _plain_pw),
    '{"kata_laluan": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Waters Empower as lab with the password {s}"}': ("meta_password", _plain_pw),
    '{"anedya": {"connection_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"zaloraApiKey": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"pushwoosh_token": "{s}"}': ("meta_token", _j((ALNUM, 80))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "cabal"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SA")),
    '{"donor": {"isbt_din": "{s}"}}': ("meta_id", _isbt),
    '{"mfa": {"backup_codes": ["{s}", "KRTA-4417-9QX2", "MBLN-0382-T7WZ"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"nest_fund_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"zigbee": {"network_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"gua_gate": {"padlock": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "RumahWalet-Kunak", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"dop-107-firmware-4.02.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tampilan/shop-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"lab: add sialic acid column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"export: revert grade mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"calls_kunak_v3.mp3", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"nitrite-results-2032.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the Jovision NVR password before the installer comes on 2033-06-14.",
    "Asrin asked for the Sukau sound-room wifi password; it's on the card in the supervisor's drawer.",
    "Policy: coop passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Tamtam; send a vault link instead.",
    "The `.env.example` line `ZALORA_SELLER_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Waters Empower server asks for a new password every 90 days.",
    "Replace <YOUR_BARIKOI_KEY> in the README with the key from your Barikoi dashboard.",
    "ANEDYA_CONNECTION_KEY and FAVORIOT_APIKEY must be set before the house sensors report.",
    "Adang ko pabaha password nu nong ulun.",
    "Ndak usah ko bagi password mu ke ulun lain.",
    "Ada' pabaalo' password nu ko tulun.",
    "Ada' patanu password nu dot tulun.",
    "Ada' pomoboros password nu ko tulun.",
    "Amu' sukuon password nu nu ulun.",
    "Inda usah bagi pasword kau ke ulun, bah.",
    "Aso' ko pandak password nu ra' ulun.",
    "Kata laluan mestilah sekurang-kurangnya empat belas aksara.",
    "密碼最少要有十四個字元。",
    "Jangan pernah membagikan kata sandi Anda kepada siapa pun.",
    "Huwag ibigay ang password mo kahit kanino.",
    "Mật khẩu phải có ít nhất mười bốn ký tự.",
    "パスワードは誰にも教えないでください。",
    "𠊎兜个密码毋好同别人讲。",
    "비밀번호를 다른 사람에게 알려주지 마세요.",
    "لا تشارك كلمة السر مع أي أحد.",
    "Le mot de passe doit être changé tous les trois mois.",
    "Das Kennwort darf niemandem weitergegeben werden.",
    "Upgraded the Moonfire NVR from 0.7.9 to 0.7.11 and Telegraf to 1.29.4 over the weekend.",
    f"commit {_COMMIT} adds the sialic-acid column to the lab results.",
    f"Rolled back to {_SHORT} after the grade mapping broke the Youzan export.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The DOP-107 firmware 4.02 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of nitrite-results-2032.xlsx: {_SHA512}",
    f"The shop-sync container runs ghcr.io/tampilan/shop-sync@sha256:{_IMAGE}.",
    f"MD5 of calls_kunak_v3.mp3 is {_MD5}, same as the copy on the NAS.",
    "Request id 3c9a7e12-5b84-4d0f-a2e6-71f0b9c3d845 is the slow one in the Zalora logs.",
    "Purchase order PO-2033-00217 for 12 kg of Mangkuk grade A ships to Sheung Wan on Friday.",
    "Keeping #2219: the Sukau NVR loses its recording schedule after every power cut.",
    "Call the Sandakan plant on +60 89-218 447 before noon.",
    "Air waybill 176-48203316 covers the Guangzhou shipment, 14 cartons.",
    "HS code 0410.90 covers edible bird's nest; the Hong Kong declaration uses the same heading.",
    "The drying room holds 28 °C and 75 % relative humidity; the cleaning room is at 22 °C.",
    "After five wrong passwords the Waters Empower locks the account for 30 minutes.",
    "Gua Tampilan's main chamber is about 60 m high; harvesters climb rattan ladders to the roof.",
    "The secret of a clean bowl nest is soaking it for exactly forty minutes.",
    "Ask Fidelis for the grading-room keypad code, I don't have it.",
    "My card ending 4417 was declined at the Tawau hardware store.",
    "The Riyadh buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's GrabPay account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `POEDITOR_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the Gua Tampilan gate rusts in the cave air; oil it every month.",
    "Nitrite in lot 19 measured 12.4 ppm, under the 30 ppm limit for export to China.",
    "Lot number LOT-2033-KNK-0019, 3.2 kg, moisture 14.1 %; grade A bowls 62 %.",
    "The guest wifi 'Tampilan-Guest' is open, no password needed.",
    "Version 2.3.1 of the shop-sync app fixed the Shoplazza price rounding.",
    "The swiftlet call track kunak-mix-v3 plays from 17:30 to 19:00 every evening.",
    "Sialic acid in the grade A sample was 9.8 %, within the buyer's specification.",
    "The Hong Kong agent's office number is +852 2545 8812; call after 10 am.",
    "The password policy requires a change every 180 days and forbids reusing the last five.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/moonfire", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "2219", "purchase_order": "PO-2033-00217"}',
    '{"lot": {"id": "LOT-2033-KNK-0019", "weight_kg": 3.2, "nitrite_ppm": 12.4}}',
    '{"phone": "+60 89-218 447", "city": "Sandakan"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bird_houses": 6}',
    '{"request_id": "3c9a7e12-5b84-4d0f-a2e6-71f0b9c3d845", "status": 504}',
    '{"hs_code": "0410.90", "origin": "MY", "description": "edible birds nest, cleaned"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
