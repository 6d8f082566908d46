# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, sixty-fifth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to sixty-second only to search them
for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written beside it, their tests nor the reports, and the scrubber was never run on it.
Its own seed, password words (tea grades, flushes, the garden's words), names, places, templates,
tools, vendors and layouts, the way the pluckers' sirdars, garden clerks (the babus), withering and
rolling factory crews, tasters, auction desk, bungalow staff and office of a tea company leak
secrets into an assistant's memory: Mistwhistle Tea Estates, with the Kuhasa garden and its
orthodox factory above Kurseong, the Dholagaon garden and its CTC withering and rolling factory near
Jorhat, the Batabari garden in the Dooars by Malbazar, the Kapsimbiri estate at Kericho, the Mkuzi
estate in the Usambara hills by Lushoto and the Çayqaya garden near Lankaran, a head office and
tasting room in Siliguri, consignments to the Kolkata, Guwahati, Siliguri and Mombasa auctions, the
pluckers' weigh-in and payroll, and the Burra Bungalow that takes paying guests. The texts are group
chats, SMS, Freshcaller, Ozonetel and Interakt call and chat notes, AiSensy broadcasts, the factory
logbook typed up, the garden babu's diary, org-capture and Leafpad notes to self, tickets, e-mails,
runbooks, shell history, configs, voice-dictated text and requests to the assistant itself; the web
pages and panels of the factory's and garden's hardware (Kawasaki Kiko, Teacraft, Marshall Fowler,
Anzai, Orange Sorting Machines, Dini Argeo, Waaree, Luminous, Microtek, Tata Power Solar, Realtime,
BioMax, Matrix COSEC, Digisol, Azercell, Fuji Electric, HunterLab, Datacolor, Fluke, Secure Meters,
L&T, Crompton, Polycab and Finolex). Tools that heldouts 5 to 62 do not name: tgtadm and tgtd's
`incominguser`, nvme-cli's `connect --dhchap-secret`, virsh's `secret-set-value`, zincsearch,
stack (`HACKAGE_PASSWORD`), pdnsutil, gluetun, lnxrouter, raspi-config, iwconfig, qrencode,
zbarimg, keyctl, pamtester, goshs, chasquid-util, vpopmail's vadduser, mailpit, snell-server,
mieru, wsgidav and raspotify; the other commands and configs (calibredb, FreeRADIUS, linphonerc,
Galène, FusionPBX, ERPNext, an OBi202 backup and the common database, file-sharing and shell
tools) are in wordings of their own. About 60 % English (or language-neutral config and shell),
the rest in Nagamese, Sadri (in Devanagari), Tamang (in Devanagari), Rajbanshi (in Bengali
letters), Kipsigis, Sheng, Shambaa and Talysh (no earlier docstring names them; wordings
approximate, as a speaker would type them), and Nepali, Hindi, Bengali, Assamese, Swahili,
Azerbaijani, Turkish, Georgian, Russian, German, Japanese, Simplified Chinese and Sinhala in
wordings of their own. Vendors (Farmonaut, AgroStar, DeHaat,
Ninjacart, Arya.ag, WayCool, Fasal, SatSure, Plantix, Intello Labs, Agricx, sumHR, Darwinbox,
factoHR, Akrivia, iPay Africa, JamboPay, Sasapay, Pezesha, Selcom, AzamPay, ClickPesa, Payriff,
GoldenPay, FreightTiger, Lori Systems, Kobo360, Skymet, Karix, Libelium, eZee Absolute, Easebuzz,
Pine Labs, Ezetap and Mswipe) are ones heldouts 5 to 62 do not name; their token shapes are
guesses, not published formats. The id kinds are ones they do not use, and none has a
python-stdnum module, so none is checked and no check-digit algorithm is written here: an Assam Tea
Plantations Provident Fund (ATPPF) account number, a West Bengal Swasthya Sathi card number, an
Assam Orunodoi beneficiary id, a Lakshmir Bhandar id, a Zanzibar ZanID, a Zanzibar Social Security
Fund (ZSSF) member number, a KTDA grower number, a Kenyan Social Health Authority (SHA) member
number, a Pension Payment Order (PPO) number, a Sikkim Subject certificate number, a Nagaland Inner
Line Permit number and an Azerbaijani DSMF social insurance number, each in a shape this file
makes up. Card numbers pass Luhn (RuPay prefixes drawn here and checked with python-stdnum's
`luhn`). The IBANs are of countries used least by a rough count over heldouts 5 to 62 (Mauritania,
Palestine, Honduras, the British Virgin Islands, Timor-Leste, Burundi, São Tomé and Príncipe and
the Falkland Islands, each in about four earlier corpora), drawn until `stdnum.iban` validates
them; seed phrases come from `mnemonic`'s English, Czech, Russian, Korean, Italian and Simplified
Chinese lists.
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

SEED = 27_660_611
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


_GRADES = ["FTGFOP1", "SFTGFOP1", "TGFOP", "GFOP", "BOP", "BOPF", "BPS", "PD", "OF", "GTGFOP",
           "BP1", "PF1"]  # fmt: skip
_TEA = ["Muscatel", "Pekoe", "Tippy", "Camellia", "Assamica", "Sinensis", "Clonal", "Withering",
        "Fannings", "Sirdar", "Chowkidar", "Monsoon", "Rhododendron", "Teesta", "Kanchenjunga",
        "Cinchona", "Khukri", "Kettle", "Muster", "Bungalow", "Orthodox", "Flush"]  # fmt: skip
_GARDENS = ["Kuhasa", "Dholagaon", "Batabari", "Kapsimbiri", "Mkuzi", "Cayqaya", "Siliguri",
            "Kurseong", "Jorhat", "Malbazar", "Kericho", "Lushoto", "Lankaran", "Mariani",
            "Titabar", "Mirik", "Sonada", "Chalsa", "Litein", "Bomet", "Mlalo", "Astara",
            "Lerik"]  # fmt: skip
_NAMES = ["Birsa", "Sukra", "Phulmani", "Mangri", "Budhu", "Somra", "Vikheto", "Akum", "Jonali",
          "Bhaskar", "Pemba", "Dawa", "Sangita", "Lhakpa", "Nitai", "Dipali", "Haren", "Kiprono",
          "Chepkemoi", "Kipkoech", "Chebet", "Wanjiru", "Otieno", "Brayo", "Mbwambo", "Zuhura",
          "Shekigenda", "Elnur", "Gunay", "Sevinc", "Ishaan", "Meher"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~^"
_LEET = ["Mu5c4t3l", "P3k03", "C4m3ll14", "W1th3r", "T1ppy", "Ch0wk1d4r", "K4nch3n", "S1rd4r",
         "0rth0d0x"]  # fmt: skip


def _grade(g: random.Random) -> str:
    """A tea grade, a garden and a plucking round: how the factory office picks a password."""
    return f"{g.choice(_GRADES)}{g.choice(_GARDENS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}"


def _groups(g: random.Random) -> str:
    """Three groups of five, both cases and digits, as a password generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _grade,
    lambda g: ".".join(w.lower() for w in g.sample(_TEA, 2)) + "." + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_GARDENS)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM + "#%&*!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_GARDENS)}{g.choice(['1st', '2nd', '3rd'])}Flush{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_TEA)}{g.choice(_SYMBOLS)}{g.choice(_TEA)}{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 5) + _r(g, D, 2) + g.choice(_SYMBOLS),
    lambda g: f"Lot{g.randrange(1000, 10_000)}{g.choice(_GRADES)}{g.choice(_SYMBOLS)}",
    _groups,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_GARDENS).lower()}",
    lambda g: _r(g, ALNUM, 12),
    lambda g: f"{g.choice(_TEA).lower()}_{g.choice(_GARDENS).lower()}_{g.randrange(10, 1000)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Freshcaller note, call from the Dholagaon factory: the Kawasaki Kiko roller panel password is {pw}",
    "Ozonetel call summary (Pemba): Teacraft CTC line HMI password {pw}",
    "Interakt chat with the Marshall Fowler service engineer: dryer controller web password {pw}",
    "AiSensy broadcast that went to the wrong list (!!): Anzai colour sorter admin password {pw}",
    "estate WhatsApp group 'Factory Dholagaon', Somra: Orange Sorting Machines web login password {pw}",
    "Telegram from Bhaskar: Dini Argeo weigh-in terminal password {pw}",
    "SMS from the Batabari babu: Jain Irrigation controller password {pw}",
    "Signal, Lhakpa: Kirloskar genset controller password {pw}",
    "group chat 'Kapsimbiri workshop', Kipkoech: Mahindra Powerol DG set web password {pw}",
    "Freshcaller voicemail transcript: the Waaree inverter portal password is {pw}",
    "Ozonetel IVR callback note: Luminous solar inverter app password {pw}",
    "Interakt thread with the bungalow manager: Microtek UPS web password {pw}",
    "chat with Ishaan: Tata Power Solar monitoring password {pw}",
    "factory logbook, typed up, 14 June: Realtime biometric attendance admin password {pw}",
    "garden babu's diary, muster page: Mantra fingerprint device password {pw}",
    "Sukra's SMS: IDEMIA MorphoAccess terminal password {pw}",
    "note from the Mkuzi office: BioMax attendance machine password {pw}",
    "Matrix COSEC door controller admin password {pw} (Siliguri head office)",
    "Digisol router at the Burra Bungalow, admin password {pw}",
    "Airtel Xstream box in the tasting room, admin password {pw}",
    "Azercell modem at Çayqaya, web password {pw}",
    "Fuji Electric FRENIC drive on the withering fans, keypad web password {pw}",
    "INVT inverter on trough 6, remote panel password {pw}",
    "Masibus recorder in the drier room, password {pw}",
    "Tintometer colour-grading PC, login password {pw}",
    "HunterLab colorimeter software password {pw}",
    "Datacolor Tools licence account password {pw}",
    "Fluke Connect account for the factory electrician, password {pw}",
    "Megger MIT test-set download software password {pw}",
    "Secure Meters HT meter portal password {pw}",
    "L&T switchgear relay (factory substation) web password {pw}",
    "Havells solar inverter app password for Batabari: {pw}",
    "Crompton pump starter GSM module password {pw}",
    "Polycab inverter monitoring login, password {pw}",
    "Finolex fibre ONT in the new auction office, admin password {pw}",
    "org-capture, * TODO change the Kawasaki Kiko panel password, still {pw}",
    "Leafpad scratch file on the factory PC: weigh-bridge software password {pw}",
    "ticket #2207 (estate IT): the Dini Argeo terminal rejects the password {pw} since the update",
    "ticket #2231: please reset the Realtime device, current password {pw}",
    "Hi Meher,\n\nthe payroll server's root password is {pw}. Delete this once it's in the vault.\n\nBhaskar",
    "Incident 2031-07-02: the Teacraft HMI was on the guest wifi with password {pw} for a week",
    "Runbook: withering trough fan override\n1. open the INVT panel\n2. log in as maint\n3. password {pw}\n4. set trough 6 to 35 Hz",
    "README (tasting room rack)\nthe Tintometer PC shares results at \\\\taste01\\results, password `{pw}`.",
    "my SBI YONO password is {pw} now",
    "can you remember my Equity Bank app password? it's {pw}",
    "the CRDB SimBanking password is {pw}",
    "password for my Kapital Bank app: {pw}",
    "dictated: the guest bungalow booking laptop password is {pw} full stop",
    "note to self: the payroll kiosk password {pw}",
    "please keep this for me, the new tasting-room PC password: {pw}",
    "after the reinstall the weigh-in laptop password became {pw}",
    "Moi laga email password {pw} ase",
    "Ghor laga router password: {pw}",
    "Vikheto: server laga notun password {pw} ase, kunba ke bi nakobi",
    "हमर ईमेल कर पासवर्ड {pw} हेके",
    "घर कर राउटर कर पासवर्ड: {pw}",
    "बिरसा: सर्वर कर नावा पासवर्ड {pw} हेके, केकरो के नी बताबे",
    "ङाला इमेलला पासवर्ड {pw} मुला",
    "धिमला राउटरला पासवर्ड: {pw}",
    "पेम्बा: सर्भरला पासवर्ड {pw} मुला",
    "মোর ইমেইলের পাসওয়ার্ড হইল {pw}",
    "মোর ঘরের রাউটারের পাসওয়ার্ড: {pw}",
    "নিতাই: সার্ভারের নয়া পাসওয়ার্ড {pw}, কাহোক না কইস",
    "Password nenyun ne email ko {pw}",
    "password ne router ne kaa: {pw}",
    "Kiprono: password ne lel ne server ko {pw}",
    "Msee, pass ya email yangu ni {pw}",
    "pass ya router ya keja: {pw}, usiambie mse yeyote",
    "Brayo: pass mpya ya server ni {pw}, ishikilie tu",
    "Pasiwedi ya email yangu ni {pw}, usimwambie mntu",
    "pasiwedi ya ruta ya kaya: {pw}",
    "Mbwambo: pasiwedi mpya ya seva ni {pw}",
    "Çımı e-poçt parol: {pw}",
    "kə router parol: {pw}",
    "Elnur: serveri nuə parol ım {pw}",
    "चिया बगानको अफिसको कम्प्युटरको पासवर्ड {pw} हो",
    "फैक्ट्री वाले लैपटॉप का पासवर्ड {pw} रख दिया है",
    "নিলাম ঘরের কম্পিউটারের পাসওয়ার্ড {pw}",
    "বাগানৰ অফিচৰ কম্পিউটাৰৰ পাছৱৰ্ড {pw}",
    "nenosiri la kompyuta ya kiwanda ni {pw}",
    "çay fabrikinin kompüterinin şifrəsi {pw}",
    "çay tartı bilgisayarının şifresi {pw}",
    "ჩაის ფაბრიკის კომპიუტერის პაროლი: {pw}",
    "пароль от ноутбука на аукционе — {pw}",
    "das Passwort für den PC im Verkostungsraum ist {pw}",
    "製茶工場のパソコンのパスワード：{pw}",
    "茶厂电脑的密码是 {pw}",
    "තේ කම්හලේ පරිගණකයේ මුරපදය {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["birsa", "sukra.o", "phulmani", "mangri", "budhu", "somra", "vikheto", "akum",
          "jonali.g", "bhaskar", "pemba", "dawa.t", "sangita", "lhakpa", "nitai", "dipali.r",
          "haren", "kiprono", "chepkemoi", "kipkoech", "chebet", "wanjiru.k", "otieno", "brayo",
          "mbwambo", "zuhura", "elnur", "gunay.m", "svc-weighin", "taster1"]  # fmt: skip
_LOGINS = [
    "estate group, Bhaskar: the Teacraft HMI login is {u} / {pw}",
    "ticket #2240: {u} locked out of the payroll kiosk, last password {pw}",
    "user {u} pass {pw}",
    "IT wiki › Dholagaon › Factory › Kawasaki Kiko panel: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| weigh-in laptop | {u} | {pw} |",
    "log into the Dini Argeo terminal as {u} with {pw}",
    "Anzai sorter login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: weighin-kuhasa\n  user: {u}\n  pass: {pw}",
    "Freshcaller note: account {u}, password {pw}",
    "Somra says the Orange sorter account is {u} and the password is {pw}",
    "system,user,password\nrealtime-attendance,{u},{pw}",
    "ssh {u}@payroll.mwt.lan (pw {pw})",
    "Ozonetel: creds for the Matrix COSEC panel are {u} and {pw}",
    "Moi laga username {u} ase, password {pw}",
    "यूजर {u}, पासवर्ड {pw} हेके",
    "ङाला युजरनेम {u}, पासवर्ड {pw} मुला",
    "মোর ইউজার {u}, পাসওয়ার্ড {pw}",
    "username nenyun ko {u}, password ko {pw}",
    "username ni {u}, pass ni {pw}, msee",
    "jina la mtumiaji {u}, pasiwedi {pw}",
    "istifadəçi {u}, parol {pw}",
    "प्रयोगकर्ता {u}, पासवर्ड {pw}",
    "jina la mtumiaji ni {u} na nenosiri ni {pw}",
    "Benutzername {u}, Passwort {pw}",
    "ユーザー名 {u} パスワード {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["muscatel", "pekoe", "sirdar", "chowkidar", "teesta", "cinchona", "khukri",
               "momo", "thukpa", "ugali", "mandazi", "lavangi", "pakhlava", "rongmook", "tungpo",
               "litein", "chai", "jhora"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "password: it's {w} with the number {d} right after it",
    "for the payroll kiosk it's {w} and {d} at the end",
    "voice note: the bungalow wifi password is {w} and after that {d}, no space",
    "key in {w}, then {d}",
    "it's {w}{d}, the word and the digits together",
    "password to {w} kotha ase, tai pichu {d}",
    "पासवर्ड {w} शब्द हेके, ओकर बाद {d}",
    "पासवर्ड {w} भन्ने शब्द, त्यसपछि {d}",
    "পাসওয়ার্ড হইল {w} শব্দটা, তার পাছত {d}",
    "password ko ng'alek {w}, ak {d}",
    "pass ni neno {w}, alafu {d}",
    "pasiwedi ni neno {w}, halafu {d}",
    "parol {w} sıxanə, bəçə {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "tgtadm --lld iscsi --op new --mode account --user {u} --password '{pw}'",
    "ZINC_FIRST_ADMIN_USER={u} ZINC_FIRST_ADMIN_PASSWORD='{pw}' ./zincsearch",
    "HACKAGE_USERNAME={u} HACKAGE_PASSWORD='{pw}' stack upload .",
    "docker run -d --cap-add=NET_ADMIN -e VPN_SERVICE_PROVIDER=custom -e OPENVPN_USER={u} -e OPENVPN_PASSWORD='{pw}' qmcgaw/gluetun",
    "keyctl add user mwt:smtp '{pw}' @u",
    "echo '{pw}' | pamtester login {u} authenticate",
    "goshs -b '{u}:{pw}' -p 8000 -d /srv/auction-samples",
    "chasquid-util user-add {u}@mistwhistle.in --password='{pw}'",
    "/home/vpopmail/bin/vadduser {u}@mistwhistle.in '{pw}'",
    "MP_UI_AUTH='{u}:{pw}' mailpit --listen 0.0.0.0:8025",
    "calibredb --with-library 'http://library.mwt.lan:8080/#tea-manuals' --username {u} --password '{pw}' list",
    "mysql -h payroll-db.mwt.lan -u {u} -p'{pw}' payroll -e 'select count(*) from weighins'",
    "sshpass -p '{pw}' ssh {u}@wither-plc.mwt.lan",
    "smbclient //fs01.mwt.lan/auction -U '{u}%{pw}' -c 'ls'",
    "curl -u {u}:{pw} https://auction-portal.mwt.lan/api/catalogues",
    "ldapsearch -H ldap://dc.mwt.lan -D 'cn={u},ou=office,dc=mwt,dc=lan' -w '{pw}' '(uid=taster1)'",
    "sqlcmd -S tally-sql.mwt.lan -U {u} -P '{pw}' -Q 'SELECT TOP 5 * FROM Vouchers'",
    "zip -P '{pw}' payroll-june.zip payroll-june.xlsx",
    "7z a -p'{pw}' -mhe=on auction-catalogues.7z catalogues/",
    "openssl pkcs12 -export -in bungalow.crt -inkey bungalow.key -out bungalow.p12 -passout pass:{pw}",
    "gpg --batch --yes --passphrase '{pw}' -c weighin-export.csv",
    "xfreerdp /v:tally.mwt.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use P: \\\\fs01\\payroll /user:MWT\\{u} {pw}",
    "ipmitool -I lanplus -H 10.40.0.21 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.mwt.lan -u {u} -P '{pw}' -t trough/6/fan -m 35",
    "wget --user={u} --password='{pw}' https://auction-portal.mwt.lan/exports/lots.csv",
    "lftp -u {u},'{pw}' sftp://broker-drop.mwt.lan",
    "RSYNC_PASSWORD='{pw}' rsync -av weighins/ rsync://{u}@backup.mwt.lan/estate",
    "redis-cli -h cache.mwt.lan -a '{pw}' keys 'lot:*'",
    "echo '{pw}' | sudo -S systemctl restart weighin-sync",
    "docker login registry.mwt.lan -u {u} -p '{pw}'",
    "mount -t cifs //fs01/weighins /mnt/w -o username={u},password={pw}",
    "PGPASSWORD='{pw}' pg_dump -h pg.mwt.lan -U {u} auction > auction.sql",
    "sqlplus {u}/{pw}@//ora.mwt.lan:1521/PAYROLL",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@wither-plc:~# {c}", "pemba@kuhasa-office:~$ {c}",
    "PS C:\\Estate\\Payroll> {c}", "history | tail -2\n 1041  cd /srv/auction\n 1042  {c}",
    "~/.bash_history on the weigh-in laptop:\n{c}", "crontab -l\n15 3 * * * {c}",
    "Leafpad scratch file on the factory PC:\n{c}", "org-capture note, * TODO rotate:\n{c}",
    "from the estate IT runbook, step 4: {c}", "ran this on the bungalow NUC: {c}",
    "the command Elnur pasted into the group: {c}", "ticket #2255, what I typed: {c}",
    "Moi etu command chalaise: {c}", "हम ई कमांड चलालों: {c}", "মুই এই কমান্ড চালাইনু: {c}",
    "Nimerun hii command: {c}", "nimeendesha amri hii: {c}", "bu əmri işlətdim: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "clickhouse://{u}:{pw}@ch.mwt.lan:9000/weighins",
    "mongodb+srv://{u}:{pw}@auction.mwt-cluster.net/catalogues?retryWrites=true",
    "mssql+pymssql://{u}:{pw}@tally-sql.mwt.lan:1433/Tally",
    "oracle+oracledb://{u}:{pw}@ora.mwt.lan:1521/?service_name=PAYROLL",
    "redis://{u}:{pw}@cache.mwt.lan:6379/2",
    "neo4j+s://{u}:{pw}@graph.mwt.lan:7687",
    "ftps://{u}:{pw}@broker-drop.mwt.lan/outgoing/",
    "davs://{u}:{pw}@files.mwt.lan/remote.php/dav/files/{u}/",
    "imaps://{u}:{pw}@mail.mistwhistle.in:993/INBOX",
    "smtp://{u}:{pw}@mail.mistwhistle.in:587",
    "postgresql://{u}:{pw}@pg.mwt.lan:5432/auction?sslmode=require",
    "mysql+pymysql://{u}:{pw}@payroll-db.mwt.lan/payroll",
    "rtsp://{u}:{pw}@cam-withering-2.mwt.lan:554/Streaming/Channels/101",
    "kafka://{u}:{pw}@kafka.mwt.lan:9093",
    "Server=tally-sql.mwt.lan;Database=Tally;User Id={u};Password={pw};TrustServerCertificate=True;",
]  # fmt: skip
_URL_PLACES = [
    "WEIGHIN_DB_URL={c}", "the old connection string from the auction app: {c}",
    "keep this connection string for me: {c}", "connection string etu ase: {c}",
    "ticket #2262: {c}", "IT wiki page 'Databases': {c}", "org-capture, links: {c}",
    "muunganisho wa database: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "mistwhistle-tea", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read payouts:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Farmonaut", "FARMONAUT_API_KEY", _j((HEX, 40))),
    ("AgroStar", "AGROSTAR_PARTNER_SECRET", _j((URLSAFE, 43))),
    ("DeHaat", "DEHAAT_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Ninjacart", "NINJACART_API_TOKEN", _vendor_jwt("https://api.ninjacart.in")),
    ("Arya.ag", "ARYA_AG_API_KEY", lambda g: v.uuid4(g, "a")),
    ("WayCool", "WAYCOOL_ACCESS_KEY", _j((UPPER_DIGITS, 32))),
    ("Fasal", "FASAL_API_TOKEN", _j("fsl_", (ALNUM, 36))),
    ("SatSure", "SATSURE_API_KEY", _j((HEX, 64))),
    ("Plantix", "PLANTIX_API_KEY", _j((ALNUM, 40))),
    ("Intello Labs", "INTELLO_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Agricx", "AGRICX_CLIENT_SECRET", _j((B64, 43), "=")),
    ("sumHR", "SUMHR_API_TOKEN", _j((HEX, 32))),
    ("Darwinbox", "DARWINBOX_DATASET_KEY", _j((HEX, 64))),
    ("factoHR", "FACTOHR_API_KEY", _j((ALNUM, 32))),
    ("Akrivia", "AKRIVIA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("iPay Africa", "IPAY_HASH_KEY", _j((ALNUM, 20))),
    ("JamboPay", "JAMBOPAY_CLIENT_SECRET", _j((HEX, 40))),
    ("Sasapay", "SASAPAY_CLIENT_SECRET", _j((ALNUM, 64))),
    ("Pezesha", "PEZESHA_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Selcom", "SELCOM_API_SECRET", _j((ALNUM, 32))),
    ("AzamPay", "AZAMPAY_CLIENT_SECRET", _j((B64, 170), "==")),
    ("ClickPesa", "CLICKPESA_API_KEY", _j("SK", (ALNUM, 32))),
    ("Payriff", "PAYRIFF_SECRET_KEY", _j((UPPER_HEX, 32))),
    ("GoldenPay", "GOLDENPAY_AUTH_KEY", _j((HEX, 32))),
    ("FreightTiger", "FREIGHTTIGER_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Lori Systems", "LORI_API_TOKEN", _j((URLSAFE, 48))),
    ("Kobo360", "KOBO360_SECRET_KEY", _j("kobo_", (ALNUM, 32))),
    ("Skymet", "SKYMET_API_KEY", _j((HEX, 32))),
    ("Karix", "KARIX_AUTH_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Libelium", "LIBELIUM_CLOUD_TOKEN", _vendor_jwt("https://cloud.libelium.com")),
    ("eZee Absolute", "EZEE_AUTH_CODE", _j((D, 8), (HEX, 16), "-", (HEX, 8))),
    ("Easebuzz", "EASEBUZZ_SALT", _j((UPPER_DIGITS, 10))),
    ("Pine Labs", "PINELABS_SECURE_SECRET", _j((UPPER_HEX, 32))),
    ("Ezetap", "EZETAP_APP_KEY", lambda g: v.uuid4(g, "b")),
    ("Mswipe", "MSWIPE_CLIENT_SECRET", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "set -x {env} '{tok}'",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} mwt/weighin-sync:3.1",
    "kubectl -n estate create secret generic vendor-keys --from-literal={env}={tok}",
    "fly secrets set {env}={tok} -a mwt-auction",
    "heroku config:set {env}={tok} -a mwt-payroll",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "application.yml:\nvendor-keys:\n  {env}: {tok}",
    "supervisor program:\n[program:sync]\nenvironment={env}=\"{tok}\"",
    "Procfile env, pasted: {env}={tok}",
    "GitHub Actions secret {env} = {tok}",
    "launchd plist: <key>{env}</key><string>{tok}</string>",
    "Mistwhistle ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "IT wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "org-capture: rotate the {vendor} key {tok}",
    "estate group, Ishaan: {vendor} key for the payout sync: {tok}",
    "Freshcaller note: the {vendor} token in use is {tok}, the old one is revoked",
    "ticket #2270: {vendor} sync fails with 401, configured key {tok}",
    "ticket #2274: {vendor} integration broken, current key {tok}",
    "please remember my {vendor} API key: {tok}",
    "{vendor} laga API key {tok} ase",
    "{vendor} कर API चाबी {tok} हेके",
    "{vendor}ला API की {tok} मुला",
    "{vendor}র API কী হইল {tok}",
    "API key ne {vendor} ko {tok}",
    "API key ya {vendor} ni {tok}, msee",
    "funguo ya API ya {vendor}: {tok}",
    "{vendor} API açar: {tok}",
    "{vendor} को API key {tok} हो",
    "{vendor} की API key {tok} है",
    "{vendor}-এর API কী: {tok}",
    "ufunguo wa API wa {vendor} ni {tok}",
    "{vendor} API açarı: {tok}",
    "{vendor} API anahtarı: {tok}",
    "{vendor}-ის API გასაღები: {tok}",
    "ключ API {vendor} для фабрики: {tok}",
    "API-Schlüssel von {vendor} für das Auktionsbüro: {tok}",
    "{vendor} のAPIキー：{tok}",
    "{vendor} 的 API 密钥是 {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    skymet = _r(rng, HEX, 32)
    salt = _r(rng, UPPER_DIGITS, 10)
    fasal = "fsl_" + _r(rng, ALNUM, 36)
    selcom = _r(rng, ALNUM, 32)
    pine = _r(rng, UPPER_HEX, 32)
    sumhr = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.skymetweather.com/v2/forecast", params={{"lat": 26.75, "lon": 94.2}}, headers={{"X-Api-Key": "{skymet}"}})', skymet),
        Sample("vendor_token", f"$easebuzz = new Easebuzz('K8WQ2ZJ4XM', '{salt}', 'prod');", salt),
        Sample("vendor_token", f"flutter build apk --dart-define=FASAL_TOKEN={fasal} --release", fasal),
        Sample("vendor_token", f'const selcom = new SelcomClient({{ vendor: "TILL60917541", apiSecret: "{selcom}" }});', selcom),
        Sample("vendor_token", f"pinelabs.properties:\npinelabs.merchant.id=41872\npinelabs.secure.secret={pine}", pine),
        Sample("vendor_token", f"curl -H 'Authorization: Token {sumhr}' https://api.sumhr.io/v1/employees?estate=dholagaon", sumhr),
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


_BARE_PLACES = [
    "{t}",
    "pdnsutil import-tsig-key auction-xfr hmac-sha256 {t}",
    "virsh secret-set-value --secret 2b8e41c6-7d3a-4f19-9c55-0e6a1d94b7f2 --base64 {t}",
    "nvme connect -t tcp -a 10.40.2.15 -s 4420 -n nqn.2031-05.lan.mwt:auction-store --dhchap-secret DHHC-1:00:{t}:",
    "Msee, token ni hii: {t}",
    "token etu rakhi dibi: {t}",
    "copied from the Kobo360 console, it shows only once:\n{t}",
]  # fmt: skip
_BARE_MAKERS = {
    "{t}": _j((ALNUM, 44)),
    "pdnsutil import-tsig-key auction-xfr hmac-sha256 {t}": _j((B64, 43), "="),
    "virsh secret-set-value --secret 2b8e41c6-7d3a-4f19-9c55-0e6a1d94b7f2 --base64 {t}": _j("AQ", (B64, 38), "=="),
    "nvme connect -t tcp -a 10.40.2.15 -s 4420 -n nqn.2031-05.lan.mwt:auction-store --dhchap-secret DHHC-1:00:{t}:": _j((B64, 48)),
    "Msee, token ni hii: {t}": _j((URLSAFE, 24), ".", (URLSAFE, 40)),
    "token etu rakhi dibi: {t}": _j((LOWER_DIGITS, 48)),
    "copied from the Kobo360 console, it shows only once:\n{t}": _j((ALNUM, 36)),
}  # fmt: skip
_bare = _Family("bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[t](g)}, "t")


_HEX_PLACES = {  # template: the key's length in hex digits
    "Dini Argeo weigh-in terminal, firmware AES key (hex): {h}": 32,
    "HMAC secret for the Karix delivery-report webhook: {h}": 64,
    "Matrix COSEC door controller, site key: {h}": 32,
    "DESFire master key for the pluckers' attendance cards: {h}": 32,
    "the Secure Meters prepaid-meter vending key, hex: {h}": 48,
    "backup laga encryption chabi: {h}": 64,
    "बैकअप कर एन्क्रिप्शन चाबी: {h}": 64,
    "key ne backup ko {h}": 48,
    "backup şifrələmə açar: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket #2281: token copied out of the browser's dev tools {t}",
    "Cookie: lang=ne; mwt_session={t}",
    "AUCTION_PORTAL_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token etu ase {t}",
    "token ni {t}, msee",
    "Freshcaller transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@mistwhistle.in"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.mistwhistle.in/realms/estate",
            "azp": "auction-console",
            "roles": ["taster", "auction-desk"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key for the weigh-in sync box, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/auction.mistwhistle.in.key:\n{key}": ("PRIVATE KEY", "\n"),
    '{{"BROKER_SFTP_PRIVATE_KEY": "{key}", "broker": "kolkata-desk"}}': ("RSA PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_factory <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket #2290, the integrator pasted this:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "server laga private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for signing the payroll export to the bank:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "MiniPay backup, copying it off the card before I shred it: {p}": "english",
    "Kotani Pay wallet recovery phrase\n{p}": "english",
    "Bifrost wallet words (the old bungalow tips wallet, emptied): {p}": "english",
    "hardware wallet seed for the estate's reserve: {p}": "english",
    "voice note: the recovery words for the auction wallet are {p} and that's all of them": "english",
    "IT wiki page 'Reserve wallet (retired)': {p}": "english",
    "wallet laga recovery words etu ase: {p}": "english",
    "obnovovací fráze peněženky: {p}": "czech",
    "фраза восстановления кошелька: {p}": "russian",
    "지갑 복구 구문: {p}": "korean",
    "frase di recupero del portafoglio: {p}": "italian",
    "钱包助记词：{p}": "chinese_simplified",
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
        " | ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's: a brand the value helpers do
    not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["607153", "608001", "652150", "817290", "508227"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "estate group, Ishaan: the company card for the Teacraft spares is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "ticket #2301: pay the Kawasaki Kiko service visit with card {c}",
    "moi laga card number {c} ase, {mm}/{yy}",
    "हमर कार्ड नंबर: {c}",
    "ङाला कार्डला नम्बर: {c}, {mm}/{yy}",
    "মোর কার্ডের নম্বর: {c}",
    "card number nenyun ko {c}, {mm}/{yy}",
    "namba ya kadi yangu: {c}",
    "kartımın nömrəsi: {c}, {mm}/{yy}",
    "मेरो कार्ड नम्बर {c} हो",
]  # fmt: skip


_BRANDS = ["rupay", "visa", "mastercard", "amex", "rupay", "unionpay", "jcb", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "the three digits printed by the signature on the back: {cvv}",
               "Amex {c}, four-digit code on the front above the number: {cvv}",
               "card laga pichu te thaka tin-ta number {cvv}",
               "namba tatu nyuma ya kadi: {cvv}",
               "kartın arxasındakı üç rəqəm: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 62 (about four earlier corpora each);
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"MR": "n" * 23, "PS": "aaaa" + "c" * 21, "HN": "aaaa" + "n" * 20,
                "VG": "aaaa" + "n" * 16, "TL": "n" * 19, "BI": "n" * 23, "ST": "n" * 21,
                "FK": "aa" + "n" * 12}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the country of the account
    "Invoice MWT-2031-204: please pay the Bujumbura tea buyer's commission to {i} within 30 days": "BI",
    "save the Tegucigalpa importer's IBAN: {i}": "HN",
    "IBAN: {i}\nReference: Kuhasa second flush, lot 2217": "ST",
    "estate group, treasury: the Nouakchott packer's new bank details, IBAN {i}": "MR",
    "moi laga IBAN {i} ase": "VG",
    "हमर IBAN: {i}": "PS",
    "মোর IBAN: {i}": "FK",
    "IBAN nenyun ko {i}": "BI",
    "IBAN yangu ni {i}, msee": "VG",
    "IBAN ya akaunti yangu: {i}": "HN",
    "hesabımın IBAN-ı: {i}": "MR",
    "account of the Dili coffee-and-tea trader, IBAN {i}": "TL",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _atppf(g: random.Random) -> str:
    """An Assam Tea Plantations Provident Fund account number: a garden's code and serials."""
    return f"{g.choice(['JRT', 'DBR', 'GLG', 'SVG'])}/{_r(g, D, 4)}/{_r(g, D, 5)}"


def _swasthya_sathi(g: random.Random) -> str:
    """A West Bengal Swasthya Sathi card number: twelve digits here, no public check."""
    return g.choice("123456789") + _r(g, D, 11)


def _orunodoi(g: random.Random) -> str:
    """An Assam Orunodoi beneficiary id: a shape made up here."""
    return f"ORU{g.randrange(10, 35)}{_r(g, D, 7)}"


def _lakshmir(g: random.Random) -> str:
    """A Lakshmir Bhandar beneficiary id: a district's letters and nine digits, made up here."""
    return f"LB{g.choice(['JPG', 'ALD', 'DJL'])}{_r(g, D, 9)}"


def _zanid(g: random.Random) -> str:
    """A Zanzibar ZanID number: nine digits, no public check."""
    return "0" + g.choice("123456") + _r(g, D, 7)


def _zssf(g: random.Random) -> str:
    """A Zanzibar Social Security Fund member number: Z and eight digits, made up here."""
    return "Z" + _r(g, D, 8)


def _ktda(g: random.Random) -> str:
    """A KTDA grower number: a tea factory's code and a serial, made up here."""
    return f"{g.choice(['LTN', 'KPK', 'TBG', 'MOM'])}{_r(g, D, 6)}"


def _sha(g: random.Random) -> str:
    """A Kenyan Social Health Authority member number: CR, thirteen digits and one more."""
    return f"CR{_r(g, D, 13)}-{g.randrange(10)}"


def _ppo(g: random.Random) -> str:
    """A Pension Payment Order number: an office's letters and twelve digits, made up here."""
    return f"WBSLG{_r(g, D, 12)}"


def _sikkim_subject(g: random.Random) -> str:
    """A Sikkim Subject certificate number: a district, a serial and a year, made up here."""
    return f"{g.choice(['GTK', 'NMC', 'GZG'])}/SS/{_r(g, D, 5)}/{g.randrange(1975, 2000)}"


def _ilp(g: random.Random) -> str:
    """A Nagaland Inner Line Permit number: made up here."""
    return f"NL{g.randrange(2029, 2032)}{_r(g, UPPER, 2)}{_r(g, D, 7)}"


def _dsmf(g: random.Random) -> str:
    """An Azerbaijani DSMF social insurance number: thirteen digits, no public check."""
    return g.choice("123456789") + _r(g, D, 12)


_ID_PLACES: dict[str, Maker] = {
    "ATPPF account number of the Dholagaon sirdar, for the withdrawal form: {s}": _atppf,
    "हमर ATPPF खाता नंबर: {s}": _atppf,
    "Swasthya Sathi card number of the plucker in the Batabari hospital: {s}": _swasthya_sathi,
    "মোর স্বাস্থ্যসাথী কার্ডের নম্বর: {s}": _swasthya_sathi,
    "Orunodoi beneficiary id of Phulmani's mother: {s}": _orunodoi,
    "মোৰ অৰুণোদয় হিতাধিকাৰী আইডি: {s}": _orunodoi,
    "Lakshmir Bhandar id for Dipali's form: {s}": _lakshmir,
    "মোর লক্ষ্মীর ভাণ্ডারের আইডি: {s}": _lakshmir,
    "ZanID of the Mkuzi accountant: {s}": _zanid,
    "namba ya ZanID yangu ni {s}": _zanid,
    "ZSSF member number for Zuhura's contributions: {s}": _zssf,
    "namba yangu ya uanachama wa ZSSF: {s}": _zssf,
    "KTDA grower number of the Kapsimbiri outgrower: {s}": _ktda,
    "grower number nenyun ne KTDA ko {s}": _ktda,
    "SHA number ya Wanjiru ni {s}, msee": _sha,
    "Social Health Authority member number for the Kericho payroll: {s}": _sha,
    "पेंशन भुगतान आदेश (PPO) नंबर: {s}": _ppo,
    "PPO number of the retired factory fitter: {s}": _ppo,
    "ङाला सिक्किम सब्जेक्ट सर्टिफिकेट नम्बर: {s}": _sikkim_subject,
    "Inner Line Permit number for Vikheto's trip: {s}": _ilp,
    "moi laga Inner Line Permit number {s} ase": _ilp,
    "DSMF sosial sığorta nömrəm: {s}": _dsmf,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Darwinbox 2FA recovery codes\n{codes}", "spare sign-in codes for the estate's Zoho account {codes}",
            "Payriff backup codes: {codes}", "2FA laga backup code etu ase:\n{codes}",
            "backup codes za 2FA, msee: {codes}", "2FA ehtiyat kodları: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Selcom:ishaan@mistwhistle.in?secret={s}&issuer=Selcom&period=30",
              "Aegis, manual setup key for the Pezesha login: {s}",
              "2FAS Auth, secret key for the Darwinbox admin: {s}",
              "2FA laga secret {s} ase"]  # fmt: skip
_CODES = ["{c} is your Easebuzz OTP for the payout of Rs 4,18,250", "Msimbo wako wa Selcom ni {c}",
          "Azercell: təsdiq kodu {c}", "Karix OTP for the Mistwhistle payroll login: {c}, valid 10 minutes",
          "OTP {c} ase, kunba ke nadibi"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["MWT-Factory", "MWT-Office-5G", "Kuhasa-Bungalow", "BurraBungalow-Guest", "Dholagaon-Wither",
          "Batabari-Store", "Kapsimbiri-Weighshed", "Mkuzi_Office", "Cayqaya-Ev", "Siliguri-Tasting",
          "JioFiber-Kurseong", "Safaricom_Home_Kericho", "Azercell-Lankaran", "Airtel_Malbazar",
          "TTCL-Lushoto"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "iwconfig wlan0 essid {s} key s:{pw}",
    "factory network {s}, passphrase {pw}",
    "wifi at the tasting room: {s} / {pw}",
    "lnxrouter --ap wlan0 {s} -p '{pw}'",
    "sudo raspi-config nonint do_wifi_ssid_passphrase {s} '{pw}'",
    "qrencode -o guest-wifi.png 'WIFI:T:WPA;S:{s};P:{pw};;'",
    "zbarimg bungalow-card.jpg\nQR-Code:WIFI:S:{s};T:WPA;P:{pw};;\nscanned 1 barcode symbols from 1 images",
    "the key on the sticker under the JioFiber box: {pw}",
    "wifi {s} laga password {pw} ase",
    "{s} वाईफाई कर पासवर्ड {pw} हेके",
    "ওয়াইফাই {s} এর পাসওয়ার্ড হইল {pw}",
    "wifi {s} pass ni {pw}",
    "password ne wifi {s} ko {pw}",
    "wifi {s} parol: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("fsl_", (ALNUM, 20)), _j((HEX, 40)), _j((UPPER_HEX, 32)), _j("kobo_", (ALNUM, 24)),
                 _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading the key out letter by letter: {t}", "[dictated over the Ozonetel call] {t}",
          "(spaced out so the group preview hides it) {t}", "ek ek akhor koi: {t}", "herufi moja moja: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the leaf store padlock at Kuhasa: {pw}", "Burra Bungalow key safe code: {pw}",
          "combination of the pay chest in the Dholagaon garden office: {pw}",
          "godown laga tala laga code {pw} ase", "गोदाम कर ताला कर कोड: {pw}",
          "গোদামের তালার কোড: {pw}", "code ya kufuli ya stoo ni {pw}",
          "anbarı qıfıl kod: {pw}", "the withering-loft door keypad takes {pw} then *"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["muscatel", "pekoe", "sirdar", "chowkidar", "teesta", "cinchona", "khukri",
                 "monsoon", "withering", "fannings", "camellia", "kettle", "orthodox", "rongmook",
                 "jhora", "lavangi"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the estate vault: {p}": " ",
            "Enpass vault passphrase: {p}": " ",
            "Proton Pass master passphrase: {p}": "-", "VeraCrypt volume passphrase for the payroll archive: {p}": ".",
            "vault laga passphrase etu ase: {p}": " ", "बैकअप कर पासफ्रेज: {p}": "_",
            "passphrase ya backup ni {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Yaak request, header Authorization: Basic {v}": True,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "Caddyfile: header_up Authorization \"Bearer {v}\"": False,
    "curl -H 'Authorization: Basic {v}' https://auction-portal.mwt.lan/api/lots": True,
    "Kreya environment: authorization = Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "snell-server.conf:\n[snell-server]\nlisten = 0.0.0.0:6160\npsk = {pw}\nipv6 = false",
    "mieru client config:\n{{\"profiles\": [{{\"profileName\": \"auction\", \"user\": {{\"name\": \"kolkata\", \"password\": \"{pw}\"}}}}]}}",
    "compose.yaml (gluetun):\n    environment:\n      - VPN_SERVICE_PROVIDER=custom\n      - OPENVPN_USER=estate-vpn\n      - OPENVPN_PASSWORD={pw}",
    "wsgidav.yaml:\nsimple_dc:\n  user_mapping:\n    \"/auction\":\n      \"broker\":\n        password: \"{pw}\"",
    "/etc/tgt/conf.d/payroll.conf:\n<target iqn.2031-03.lan.mwt:payroll>\n    backing-store /dev/vg0/payroll\n    incominguser payroll-init {pw}\n</target>",
    "~vpopmail/etc/vpopmail.mysql:\n# host|port|user|password|database\nlocalhost|0|vpopmail|{pw}|vpopmail",
    "raddb/mods-config/files/authorize:\nfactory-ap  Cleartext-Password := \"{pw}\"\n            Reply-Message := \"Hello, %{{User-Name}}\"",
    "/etc/raspotify/conf:\nLIBRESPOT_NAME=\"Burra Bungalow\"\nLIBRESPOT_USERNAME=\"bungalow@mistwhistle.in\"\nLIBRESPOT_PASSWORD=\"{pw}\"",
    "~/.linphonerc:\n[auth_info_0]\nusername=gate-intercom\npasswd={pw}\nrealm=sip.mwt.lan",
    "Galène groups/auction-room.json:\n{{\"presenter\": [{{\"username\": \"broker\", \"password\": \"{pw}\"}}], \"public\": false}}",
    "/etc/fusionpbx/config.conf:\ndatabase.0.type = pgsql\ndatabase.0.username = fusionpbx\ndatabase.0.password = {pw}",
    "mailpit.env:\nMP_SMTP_AUTH_ACCEPT_ANY=0\nMP_SMTP_AUTH=\"alerts:{pw}\"",
    "ERPNext sites/estate.local/site_config.json:\n{{\"db_name\": \"_3f9c2e1a\", \"db_password\": \"{pw}\", \"encryption_key\": null}}",
    "OBi202 backup XML:\n<Parameter name=\"SP1Service::AuthUserName\"><Value>bungalow</Value></Parameter>\n<Parameter name=\"SP1Service::AuthPassword\"><Value>{pw}</Value></Parameter>",
    "Home Assistant secrets.yaml:\nwithering_mqtt_password: {pw}\nbungalow_lat: 26.88",
    "weighin-sync.ini:\n[auction]\nhost = auction-portal.mwt.lan\nuser = sync\npassword = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Pemba: tasting room wifi password?\nDawa: {pw}",
    "[05:40] kiprono: root pw for the weigh-shed server?\n[05:41] kipkoech: {pw}",
    "Somra: {pw} is the new Teacraft admin password",
    "Ishaan: use {pw}, that's what the payroll kiosk has now",
    "Akum: notun password {pw} ase",
    "सुकरा: नावा पासवर्ड {pw} हेके",
    "Haren: নয়া পাসওয়ার্ড {pw}",
    "Chebet: password ne lel ko {pw}",
    "Otieno: pass mpya ni {pw}",
    "Günay: yeni parol {pw}",
    "Zuhura: pasiwedi mpya ni {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pa\u200bssword: {pw}", "pass\u034fword = {pw}", "ρassword: {pw}", "pаsswоrd → {pw}",
    "𝓅𝒶𝓈𝓈𝓌𝑜𝓇𝒹: {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ {pw}", "p\u0332a\u0332s\u0332s\u0332w\u0332o\u0332r\u0332d\u0332: {pw}",
    "pass\u2063word = {pw}",
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
    "the Teacraft HMI admin password is": "{s}", "payroll kiosk pw:": "{s} (since the June payroll run)",
    "moi laga password": "{s} ase", "Kawasaki Kiko panel password": "{s}\nchange it after the second flush",
    "हमर पासवर्ड हेके": "{s}", "মোর পাসওয়ার্ড হইল": "{s}", "pass ya router ni": "{s}",
    "Anzai sorter password": "{s}", "the password Somra shouted across the rolling room was": "{s}, I think",
    "password nenyun ko": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Skymet API key", "{s}", _j((HEX, 32))),
    ("split_token", "Fasal token:", "{s} (soil moisture probes)", _j("fsl_", (ALNUM, 36))),
    ("split_token", "FreightTiger API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Kotani Pay recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/37", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HN"))),
    ("split_backup", "Darwinbox recovery codes", "{s}\nqmtz4821-k7pa\nwrdo5530-b2nx", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "KTDA grower number", "{s}", _ktda),
    ("split_phrase", "Enpass vault passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"teacraft": {"url": "https://ctc-hmi.mwt.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasiwedi": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "somra", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"terminals": [{"name": "weighin-a"}, {"name": "weighin-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["tgtadm", "--lld", "iscsi", "--op", "new", "--mode", "account", "--user", "payroll-init", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "moi laga password {s} ase"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Kawasaki Kiko panel as maint with the password {s}"}': ("meta_password", _plain_pw),
    '{"skymet": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"darwinboxDatasetKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"payriff_secret": "{s}"}': ("meta_token", _j((UPPER_HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "11/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BI")),
    '{"plucker": {"ktda_grower_number": "{s}"}}': ("meta_id", _ktda),
    '{"mfa": {"recovery_codes": ["{s}", "qmtz4821-k7pa", "wrdo5530-b2nx"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tips_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"desfire": {"master_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"leaf_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "BurraBungalow-Guest", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"minimalmodbus-2.1.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"dini-argeo-dfwl-4.07.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/mistwhistle/weighin-sync:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"payroll: second-flush rate", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"auction: revert lot numbers", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"tasting-notes-2031-06-12.csv", usedforsecurity=False).hexdigest()
_SHA1 = hashlib.sha1(b"catalogue-sale-27.pdf", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Teacraft HMI password before the service visit on 2031-08-04.",
    "Pemba asked for the tasting room wifi password; it's on the card in the office drawer.",
    "Policy: estate passwords are at least 14 characters and live only in the shared vault.",
    "Please don't post passwords in the estate group; send a vault link instead.",
    "The `.env.example` line `SKYMET_API_KEY=your-skymet-key` is a placeholder; the real key is in the vault.",
    "The Kawasaki Kiko panel asks for a new password after every firmware update.",
    "Replace <YOUR_FASAL_TOKEN> in the README with the token from the Fasal dashboard.",
    "DARWINBOX_DATASET_KEY and KARIX_AUTH_TOKEN must be set before the nightly payroll sync runs.",
    "Apuni laga password kunba ke bi nakobi.",
    "आपन पासवर्ड केकरो के नी बताबे।",
    "आफ्नो पासवर्ड कसैलाई नभन्नु।",
    "নিজের পাসওয়ার্ড কাহোক না কইস।",
    "Mat iomwa password nenyu ak chito age tugul.",
    "Msee, usiambie mtu yeyote pass yako.",
    "Usimwambie mntu pasiwedi yako.",
    "Ti parol kəsiku məvot.",
    "Usimwambie mtu yeyote nenosiri lako.",
    "Parolunuzu heç kimə deməyin.",
    "Пароль должен быть не короче четырнадцати символов.",
    "パスワードは14文字以上にしてください。",
    "Upgraded the weigh-in app from 3.0 to 3.1 and minimalmodbus to 2.1.1 last night.",
    f"commit {_COMMIT} adds the second-flush plucking rate.",
    f"Rolled back to {_SHORT} after the lot numbering broke the auction catalogue.",
    f"requirements.txt: minimalmodbus==2.1.1 --hash=sha256:{_WHEEL_SUM}",
    f"The Dini Argeo firmware 4.07 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-1 of catalogue-sale-27.pdf: {_SHA1}",
    f"The weigh-in sync container runs ghcr.io/mistwhistle/weighin-sync@sha256:{_IMAGE}.",
    f"MD5 of tasting-notes-2031-06-12.csv is {_MD5}, same as the copy on the share.",
    "Request id 3c9d2f71-8a4e-4b06-a1d5-7e2f90c4b813 is the slow one in the Skymet logs.",
    "Purchase order PO-2031-00872 for 120 withering-trough fan belts ships on Monday.",
    "Ticket #2207: the Dini Argeo terminal at the Kuhasa weigh shed shows the wrong date.",
    "Call the Siliguri head office on +91 353 254 1187 before noon.",
    "Sale 27 at the Kolkata auction: lot 2217, 40 chests of Kuhasa second flush FTGFOP1.",
    "Invoice MWT-2031-204 covers 18 chests of Dholagaon BOP for the Guwahati sale.",
    "Grades this week: FTGFOP1 for the muscatel, BOP and BOPF for the CTC, PD and Dust for the blenders.",
    "Trough 6 withered for 14 hours at 35 Hz; moisture down to 68 % before rolling.",
    "After five wrong passwords the payroll kiosk locks the account for 30 minutes.",
    "The Kuhasa factory is 1,450 m up; a plucker brings in about 24 kg of green leaf a day.",
    "The secret of a good second flush is cold nights and a slow wither.",
    "Ask Dawa for the leaf store padlock code, I don't have it.",
    "My card ending 4417 was declined at the Malbazar hardware shop.",
    "The Honduran buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the estate's Darwinbox account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SKYMET_API_KEY` in the secrets store, never in the repository.",
    "The pay chest padlock sticks in the monsoon; oil it every month.",
    "Fasal moved the API token page under Settings › Developer in its May release.",
    "The guest wifi 'BurraBungalow-Guest' is open in the lounge, no password needed.",
    "Plucking round 7 on section 12: 318 kg green leaf, 41 pluckers, rate Rs 8.50 per kg over 24 kg.",
    "The Mombasa auction catalogue for sale 31 closes on Thursday; Kapsimbiri sends 22 lots.",
    "Bungalow booking BB-2031-0419: two guests, three nights, breakfast and a factory tour.",
    "Version 14.2.3 of the Tally connector fixed the voucher export; 14.2.2 is withdrawn.",
    "The Realtime attendance device model T502 stores 3,000 fingerprints.",
    "Container MSCU 7741296 with the Lushoto BP1 left Tanga on 2031-06-30.",
    "Phone the Lankaran office on +994 25 255 31 47 about the Çayqaya harvest.",
    "The password field in the payroll kiosk was renamed to 'PIN or password' in version 2.4.",
    "Rotate the Karix token every ninety days and record the date in the vault entry.",
    "The tasting panel scored the Kuhasa first flush 8.5 for liquor and 9 for aroma.",
    "Order number 4500091237 from the packing-material supplier is still open.",
    "The auction broker's e-mail says the reserve price for lot 2219 is Rs 612 per kg.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-07-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/estate/teacraft", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "minimalmodbus", "version": "2.1.1"}}',
    '{"ticket": "2207", "purchase_order": "PO-2031-00872"}',
    '{"lot": {"sale": 27, "number": 2217, "grade": "FTGFOP1", "chests": 40}}',
    '{"phone": "+91 353 254 1187", "city": "Siliguri"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "pluckers_on_roll": 412}',
    '{"request_id": "3c9d2f71-8a4e-4b06-a1d5-7e2f90c4b813", "status": 504, "vendor": "Skymet"}',
    '{"booking": "BB-2031-0419", "guests": 2, "nights": 3}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
