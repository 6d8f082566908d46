# ruff: noqa: RUF001, RUF002  (letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-thirty-seventh corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-thirty-third's
docstring, the fifth to three-hundred-and-thirty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (334 to 336), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (337_184_602), password words (a Soqotran tree,
plateau or village and a sea word with a number, `DracaenaSambuq47!`; dot-joined
`dihamri.firmihin.1998`; a sea word and the wind in knots, `Khareef35kn#`; `NogedDive412?`; a name,
a year and a place; leet `D1tw4h`; a generator's dashed groups; random runs).

The fictional company is Ditwah Lagoon Trading & Tours (dive trips, a camp at Noged, a jetty
kiosk at Qalansiyah and an office in Hadibu), with Soqotri office and boat staff, relatives in
Sharjah and Salalah, Kerala shipping agents in Kochi and Beypore, Somali traders of Bosaso and
visiting Russian botanists from Tomsk; every company, person, address, domain (`ditwah.lan`,
`ditwah-tours.ye`), bank account and number is invented, only the region is real. Texts: chats
(Zulip, Mattermost, Signal), Redmine tickets, Gitea wiki pages, notes, shell prompts (Termux, tmux,
kitty, zsh, PowerShell, bash history), config and env files, voice-note transcripts and requests
to the assistant; separators from a colon, `=`, `->`, `—`, `is`, `هي`, `صار`, `ithaanu`, `aanu`,
`hai`, `है`, `waa`, a table cell, a new line and none.

Grep counts (heldouts 5 to 333 naming each, grep -l): none for Ditwah, Dihamri, Arher, Diksam,
Firmihin, Homhil, Noged, Sambuq, Dragonblood, Kilshi, Svetlova, Cabdi, oradim, SMcli, nats-pub,
dnscrypt, vboxmanage (lower case), dump1090, `ithaanu`, `pasword-ka`, `lambarka sirta`,
PlantNet, Mindat, Yemenia, Salam Air, Air Arabia; one to three for Hadibu, Qalansiyah, Khareef,
Soqotri, Socotra, Bosaso, Beypore, Kochi, Jijo, tgtadm, iodine, ptunnel, udp2raw, kcptun, brook,
tuic, v2ray, storcli, civo, tqsl, winbox, wstunnel, rigctl, winlink, meshtastic, vyos,
plaintext-password, pfSsh, dsmadmc, naviseccli, swift -K, radosgw-admin, iscsiadm, targetcli,
hysteria, Jawali, Floosak, Kuraimi, OneCash, HyperPay, Telr, Thawani, OmanNet, Gupshup, Exotel,
Kaleyra, MSG91, Zaad, EVC Plus, eDahab, Dahabshiil, YooMoney, Wildberries, eBird; more for
Malayalam (7), Mehri (4), Arabizi (10), Somali (37), `пароль от` and `पासवर्ड`.

About half of the secret samples are not in English: Yemeni and Gulf Arabic in Arabic script
(`كلمة السر حق`, `الباسورد`, `الباسوورد مال`, `الرقم السري`, `صار`)
and in Arabizi (`el basword 7ag`, `kelmat el sir`, `mfta7 el API`), Soqotri and Mehri in Latin
transliteration and Arabic script
(`di-sirr ho ʿémer`, `ṣərr ḥāləy`, `السر دي`, `صِرّ`), the Malayalam of Kerala agents in script
(`പാസ്വേഡ് … ആണ്`) and Manglish (`password ithaanu`, `aanu`, `pinne`), Hindi and Hinglish
(`का पासवर्ड … है`, `password … hai`), the Somali of Puntland traders (`password-ka … waa`,
`erayga sirta`, `furaha API ee`, `koodhka xaqiijinta`, `lambarka sirta`) and the Russian of
botanists in Cyrillic and romanised (`пароль от`, `ключ API`, `ИНН`, `parol ot`, `klyuch API`).
Arabic script, Cyrillic, Hindi and Malayalam script wordings are ordinary usage; the author's
guesses, checked by no speaker, are every Soqotri and Mehri wording (`di-sirr`, `ho ʿémer`,
`la tiʿzem di-ʾaf`, `ṣərr ḥāləy`, `lā təhəbrə ṭāṭ`, `السر دي`), the Arabizi spellings, the
Manglish forms, the Somali compounds (`koodhadhka kaydka ah`, `ereyga sirta dheer`,
`ereyada soo celinta`) and the romanised Russian.

Vendors: invented ones (DragonbloodPay `dbp_live_`, Hadibu Ferry Booking `hfb-`, QalansiyahSMS
`qsms.`, DhowTrack `dwt_`, Khareef Weather, Noged Reef Dives `nrd_sk_`; shapes guessed) and
Yemeni, Gulf, Indian, Somali, Russian, airline and naturalist ones with guessed shapes (Jawali,
Floosak, Kuraimi, OneCash, HyperPay, Telr, Thawani, OmanNet, Gupshup, Exotel, Kaleyra, MSG91,
Zaad, EVC Plus, eDahab, Dahabshiil, YooMoney, Wildberries, Pl@ntNet, Mindat, eBird, Salam Air,
Air Arabia, Yemenia); the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: India's Aadhaar VID
(`in_.vid`), PAN (`in_.pan`) and GSTIN of Kerala (`in_.gstin`), Russia's ИНН (`ru.inn`) and ОГРН
(`ru.ogrn`). Cards pass Luhn (`stdnum.luhn`; Visa, Mastercard, Amex, UnionPay, RuPay, Humo and
JCB prefixes); IBANs of Yemen, Oman, Saudi Arabia, Qatar, Kuwait, Egypt, Belarus and Somalia
(codes a rough grep finds in no more earlier corpora than most), checked with `stdnum.iban`; seed
phrases from mnemonic's English and Russian lists, checked with `Mnemonic(lang).check` (a phrase
is drawn again until the check passes).
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import string
import unicodedata
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import pan as in_pan
from stdnum.in_ import vid as in_vid
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 337_184_602
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]


def _fill_in(text: str, fields: dict[str, str]) -> str:
    """``text`` with each ``{name}`` replaced by its field (no other braces are read)."""
    for name, value in fields.items():
        text = text.replace("{" + name + "}", value)
    return text


def _family(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Taker:
    """``n`` samples of ``templates``: a fresh ``{pw}`` from ``make`` and one pick of each pool."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            fields = {name: rng.choice(pool) for name, pool in pools.items()}
            secret = make(rng)
            out.append(Sample(cls, _fill_in(template, fields | {"pw": secret}), secret))
        return out

    return take


_TREES = [
    "Dracaena",
    "Dirhur",
    "Luban",
    "Boswellia",
    "Dendrosicyos",
    "Adenium",
    "Tamar",
    "Sabr",
    "Ditwah",
    "Dihamri",
    "Homhil",
    "Diksam",
    "Firmihin",
    "Arher",
    "Shoab",
    "Momi",
    "Zahek",
    "Hoq",
    "Qaysoh",
    "Erher",
]
_SEA = [
    "Sambuq",
    "Jalibut",
    "Khareef",
    "Shamal",
    "Monsoon",
    "Nakhuda",
    "Kaus",
    "Dhow",
    "Reefpass",
    "Lagoon",
    "Anchor",
    "Saddaf",
    "Hamour",
    "Kingfish",
]
_PLACES = [
    "Hadibu",
    "Qalansiyah",
    "Noged",
    "Qadub",
    "Steroh",
    "Hawlaf",
    "Suq",
    "Abd",
    "Samha",
    "Darsa",
    "Salalah",
    "Sharjah",
    "Bosaso",
    "Kochi",
    "Beypore",
    "Mangalore",
    "Tomsk",
]
_NAMES = [
    "Salem",
    "Fatima",
    "Abdulla",
    "Mariam",
    "Khamis",
    "Nadia",
    "Saad",
    "Amna",
    "Jijo",
    "Anitha",
    "Rakesh",
    "Cabdi",
    "Hodan",
    "Olga",
    "Dmitri",
    "Yusra",
    "Thani",
    "Sumayya",
]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Dr4c43n4", "L0b4n", "D1tw4h", "H0mh1l", "S4mbuq", "Kh4r33f", "D1ks4m", "N0g3d"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_TREES)}{g.choice(_SEA)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_TREES, 2)) + f".{g.randrange(1970, 2031)}",
    lambda g: f"{g.choice(_SEA)}{g.randrange(15, 60)}kn{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2012)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES)}Dive{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    _manager,
    lambda g: f"{g.choice(_TREES).lower()}_{g.choice(_SEA).lower()}_{g.randrange(10, 99)}",
    lambda g: _r(g, ALNUM, 14),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English
    "Zulip #ops, Salem 07:42: the Hadibu dive-shop router admin password is {pw}",
    "Mattermost DM from Fatima: password for the Noged camp laptop = {pw}",
    "note to self: kiosk PC at Qalansiyah jetty, password: {pw}",
    "Voice note (Khamis, transcribed): ok the booking tablet password is {pw}, bye",
    "Please remember for me: the drone controller password is {pw}",
    "Redmine #4471 (Hadibu office): reset the NAS admin, new password -> {pw}",
    "password for the Diksam guesthouse POS — {pw}",
    "The Yemenia agent portal password changed to {pw} last night.",
    "Gitea wiki 'Boat Jalibut-2': engine monitor login password: {pw}",
    "Hey assistant, store this: the satellite terminal password is {pw}",
    "Anitha (Kochi agent) on Signal: password for the manifests share is {pw}",
    "runbook step 3: log into the freezer controller with password {pw}",
    # Yemeni and Gulf Arabic, script
    "سالم: كلمة السر حق الراوتر في حديبو هي {pw}",
    "يا فاطمة الباسورد حق لابتوب المخيم: {pw}",
    "كلمة المرور للنظام الجديد = {pw} لا تعطيها أحد",
    "الرقم السري حق جهاز الحجوزات في قلنسية {pw}",
    "الباسوورد مال الواي فاي في الشارقة صار {pw}",
    "خميس: غيرت كلمة السر حق المستودع إلى {pw}",
    "رسالة صوتية: الباسورد حق القارب جالبوت {pw} خلاص",
    "ملاحظة: كلمة السر للحساب {pw}",
    # Arabizi (Yemeni / Gulf)
    "salem: el basword 7ag el router fi 7adibo {pw}",
    "ya fatma kelmat el sir 7ag el laptop: {pw}",
    "el password mal el wifi bel sharjah sar {pw} 5alas",
    "khamis: ghayart kalimat al sir 7ag el mostawda3 ila {pw}",
    "el raqam el sirri 7ag jehaz el 7ujozat: {pw}",
    # Soqotri and Mehri (guesses, transliterated and in Arabic script)
    "Soqotri voice note: di-sirr ho ʿémer {pw}, la tiʿzem di-ʾaf",
    "di-sirr di-router ṭad {pw}",
    "السر دي راوتر حديبو: {pw}",
    "Mehri: ṣərr ḥāləy {pw} — lā təhəbrə ṭāṭ",
    "مهري: صِرّ حق المخيم {pw}",
    # Malayalam and Manglish (Kochi, Beypore agents)
    "ജിജോ: മാനിഫെസ്റ്റ് ഫോൾഡറിന്റെ പാസ്വേഡ് {pw} ആണ്",
    "പാസ്‌വേഡ് ഇതാണ്: {pw}",
    "jijo: manifest folder-nte password ithaanu {pw}",
    "Anitha: beypore office pc pass {pw} aanu, aarodum parayanda",
    # Hindi and Hinglish
    "राकेश: एजेंट पोर्टल का पासवर्ड {pw} है",
    "पासवर्ड: {pw} (किसी को मत बताना)",
    "rakesh: agent portal ka password {pw} hai bhai",
    "naya password rakh diya hai: {pw}",
    # Somali (Puntland traders)
    "Cabdi: password-ka kombuyuutarka bakhaarka waa {pw}",
    "Hodan: erayga sirta ee akoonka waa {pw}",
    "pasword-ka cusub waa {pw}, cidna ha u sheegin",
    "fariin cod ah: furaha sirta ah ee router-ka Boosaaso waa {pw}",
    # Russian (visiting botanists)
    "Ольга: пароль от ноутбука экспедиции {pw}",
    "пароль к гербарной базе: {pw}",
    "Дмитрий: новый пароль {pw}, не потеряй",
    "olga: parol ot noutbuka ekspeditsii {pw}",
    "dmitri: novyi parol k gerbariyu {pw}",
]
_said = _family("label_password", _SAID, _pw)


_USERS = [
    "salem",
    "fatima.i",
    "abdulla",
    "mariam",
    "khamis",
    "nadia",
    "saad.k",
    "jijo",
    "anitha.n",
    "rakesh",
    "cabdi",
    "hodan",
    "olga.s",
    "dmitri.k",
    "ops",
]
_LOGINS = [
    "login: {u} / {pw}",
    "creds for the dive-log server are {u} and {pw}",
    "user {u}, password {pw}",
    "sign in as {u} with {pw}",
    "{u}@ditwah-tours.ye:{pw}",
    "u={u} p={pw}",
    "| {u} | {pw} | booking admin |",
    "المستخدم: {u} كلمة المرور: {pw}",
    "اسم المستخدم {u} والباسورد {pw}",
    "el user {u} w el basword {pw}",
    "യൂസർ: {u} പാസ്വേഡ്: {pw}",
    "user naame {u}, pass {pw} aanu",
    "यूज़रनेम {u} पासवर्ड {pw}",
    "username {u} aur password {pw}",
    "magaca isticmaalaha: {u}, password-ka: {pw}",
    "логин {u}, пароль {pw}",
    "login {u} parol {pw}",
    "admin / {pw}",
    "root:{pw}",
    "Wiki › Boats › Jalibut-2 GPS: {u} — {pw}",
]
_logins = _family("login_pair", _LOGINS, _pw, u=_USERS)


_SAID_WORDS = [
    "dihamri",
    "ditwah",
    "homhil",
    "qalansiyah",
    "dracaena",
    "sambuq",
    "jalibut",
    "khareef",
    "firmihin",
    "arher",
    "momi",
    "zahek",
]
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "type {w}, then {d}; that's the admin password",
    "it's {w} with a capital first letter and {d} at the end",
    "الباسورد هو كلمة {w} وبعدها {d}",
    "el basword kelmat {w} w ba3dha {d}",
    "പാസ്വേഡ് {w} എന്ന വാക്കും പിന്നെ {d} ഉം",
    "password {w} word, pinne {d}",
    "पासवर्ड है शब्द {w} और फिर {d}",
    "password-ku waa erayga {w} kadibna {d}",
    "пароль — слово {w}, потом {d}",
    "the name of our boat, {w}, followed by {d}",
    "{w}{d} — that's the wifi password",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word, number = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
        text = _fill_in(template, {"w": word, "d": number})
        out.append(
            Sample("spelled_password", text, word + number if "{w}{d}" in template else word)
        )
    return out


_CLI = [
    "oradim -NEW -SID BOOK -INTPWD {pw} -STARTMODE auto",
    "SMcli 10.37.0.20 -p '{pw}' -c 'show storageArray;'",
    "nats-pub -s nats://{u}:{pw}@mq.ditwah.lan:4222 boats.position '{}'",
    "nats pub --user {u} --password '{pw}' boats.fuel 42",
    "tgtadm --lld iscsi --op new --mode account --user {u} --password {pw}",
    "iodine -f -P '{pw}' 10.53.0.1 t.ditwah-tours.ye",
    "ptunnel -p relay.ditwah-tours.ye -lp 8000 -da 10.37.0.5 -dp 22 -x '{pw}'",
    "udp2raw -c -l0.0.0.0:3333 -r 203.0.113.77:4096 -k '{pw}' --raw-mode faketcp",
    "kcptun-client -r 203.0.113.77:29900 -l :12948 --key '{pw}' --crypt aes",
    "brook client --server 203.0.113.77:9999 --password '{pw}' --socks5 127.0.0.1:1080",
    "dsmadmc -id={u} -password={pw} q sess",
    "naviseccli -h 10.37.0.31 -user {u} -password '{pw}' -scope 0 getagent",
    "swift -A https://obj.ditwah.lan/auth/v1.0 -U ops:{u} -K '{pw}' list",
    "radosgw-admin user create --uid={u} --display-name='Boats' --secret='{pw}'",
    "iscsiadm -m node -T iqn.2031-04.lan.ditwah:nas -o update"
    " -n node.session.auth.password -v {pw}",
    "targetcli /iscsi/iqn.2031-04.lan.ditwah:nas/tpg1 set auth userid={u} password={pw}",
    "storcli /c0 set securitykey={pw} passphrase={pw} keyid=ditwah",
    "tqsl -x -d -p '{pw}' -l 'Hadibu 7O' log-qso.adi",
    "winbox.exe 10.37.0.1 {u} {pw}",
    "civo apikey save ditwah '{pw}'",
    "ts3server serveradmin_password={pw} license_accepted=1",
    "hysteria client -s 203.0.113.77:443 --auth '{pw}'",
    "wstunnel client --http-upgrade-credentials '{u}:{pw}'"
    " -L tcp://2222:10.37.0.5:22 wss://gw.ditwah-tours.ye",
    "set system login user {u} authentication plaintext-password '{pw}'",
    "/user add name={u} group=full password={pw}",
    "pfSsh.php playback changepassword {u} {pw}",
    "openwrt# uci set wireless.default_radio0.key='{pw}' && uci commit",
    "meshtastic --ch-set psk '{pw}' --ch-index 1",
    "dump1090 --net --net-ro-port 30002 --feed-password {pw}",
    "rigctld -m 3073 -r /dev/ttyUSB0 --password={pw}",
    "pat connect telnet://{u}:{pw}@cms.winlink.org:8772/wl2k",
    "tarsnap-keymgmt --passphrase '{pw}' --outkeyfile boats.key -r boats-full.key",
    "dnscrypt-proxy -service install -password '{pw}'",
    "vboxmanage startvm booking-vm --password-id disk1 --password {pw}",
]
_SHELLS = [
    "{c}",
    "$ {c}",
    "ops@hadibu-nas:~$ {c}",
    "root@qal-gw:~# {c}",
    "Termux on Salem's phone:\n$ {c}",
    "tmux pane 2 (noged-camp): {c}",
    "history | tail -1\n  512  {c}",
    "PowerShell 7 PS C:\\ops> {c}",
    "kitty, dmitri@herb-laptop:~$ {c}",
    "الأمر اللي شغلته: {c}",
    "el amr elli shaghaltoh: {c}",
    "ഞാൻ ഓടിച്ച കമാൻഡ്: {c}",
    "yeh command chalaya: {c}",
    "amarka aan ku shaqeeyay: {c}",
    "команда, которую я запускал: {c}",
    "zsh (Olga's MacBook) % {c}",
    "Hey assistant, why does this hang?\n{c}",
]


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):
        secret = _plain_pw(rng)
        cmd = _fill_in(template, {"u": rng.choice(_USERS), "pw": secret})
        out.append(Sample("cli_password", rng.choice(_SHELLS).replace("{c}", cmd), secret))
    return out


_URLS = [
    "clickhouse+native://{u}:{pw}@ch.ditwah.lan:9000/bookings",
    "mssql+pyodbc://{u}:{pw}@erp.ditwah.lan/Ledger?driver=ODBC+Driver+18",
    "neo4j+s://{u}:{pw}@graph.ditwah.lan:7687",
    "nats://{u}:{pw}@mq.ditwah.lan:4222",
    "sftp://{u}:{pw}@files.ditwah-tours.ye:2222/manifests/",
    "rtsp://{u}:{pw}@cam-jetty.ditwah.lan:554/h264",
    "DATABASE_URL=postgres://{u}:{pw}@pg.ditwah.lan:5432/dives",
    "amqps://{u}:{pw}@rabbit.ditwah.lan:5671/boats",
    "Server=erp.ditwah.lan;Database=Ledger;User Id={u};Password={pw};",
    "sqlalchemy.url = mysql+pymysql://{u}:{pw}@db.ditwah.lan/guesthouse",
    "رابط القاعدة: mongodb://{u}:{pw}@mongo.ditwah.lan:27017/trips",
    "connection string: redis://{u}:{pw}@cache.ditwah.lan:6379/2",
    "строка подключения: postgresql://{u}:{pw}@herb.ditwah.lan/plants",
    "imaps://{u}:{pw}@mail.ditwah-tours.ye:993",
]


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return _family("connection_string", _URLS, _plain_pw, u=_USERS)(rng, n)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("DragonbloodPay", "DRAGONBLOODPAY_SECRET", _j("dbp_live_", (ALNUM, 32))),
    ("Hadibu Ferry Booking", "HFB_API_KEY", _j("hfb-", (LOWER_DIGITS, 36))),
    ("QalansiyahSMS", "QSMS_TOKEN", _j("qsms.", (URLSAFE, 40))),
    ("DhowTrack", "DHOWTRACK_KEY", _j("dwt_", (HEX, 40))),
    ("Khareef Weather", "KHAREEF_WX_KEY", _j((HEX, 32))),
    ("Noged Reef Dives", "NOGED_RESERVE_TOKEN", _j("nrd_sk_", (ALNUM, 30))),
    ("Jawali", "JAWALI_MERCHANT_SECRET", _j((B64, 43), "=")),
    ("Floosak", "FLOOSAK_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Kuraimi", "KURAIMI_CLIENT_SECRET", _j((ALNUM, 40))),
    ("OneCash", "ONECASH_TOKEN", _j("oc_", (UPPER_DIGITS, 32))),
    ("HyperPay", "HYPERPAY_ACCESS_TOKEN", _j("OGE", (ALNUM, 57), "==")),
    ("Telr", "TELR_AUTH_KEY", _j((ALNUM, 5), "~", (ALNUM, 16), "^", (ALNUM, 6))),
    ("Thawani", "THAWANI_SECRET_KEY", _j((ALNUM, 28))),
    ("OmanNet", "OMANNET_HMAC_KEY", _j((UPPER_HEX, 64))),
    ("Gupshup", "GUPSHUP_APIKEY", _j((LOWER_DIGITS, 32))),
    ("Exotel", "EXOTEL_API_TOKEN", _j((HEX, 40))),
    ("Kaleyra", "KALEYRA_API_KEY", _j("A", (HEX, 32))),
    ("MSG91", "MSG91_AUTHKEY", _j((D, 6), "A", (ALNUM, 17))),
    ("Zaad", "ZAAD_API_SECRET", _j((ALNUM, 36))),
    ("EVC Plus", "EVCPLUS_MERCHANT_KEY", _j("API-", (D, 9), "AHX")),
    ("eDahab", "EDAHAB_API_KEY", _j((URLSAFE, 44))),
    ("Dahabshiil", "DAHABSHIIL_TOKEN", _j((B64, 60), "==")),
    ("YooMoney", "YOOMONEY_SECRET", _j("live_", (URLSAFE, 43))),
    ("Wildberries", "WB_API_TOKEN", _j((ALNUM, 48))),
    ("Pl@ntNet", "PLANTNET_API_KEY", _j("2b10", (ALNUM, 22))),
    ("Mindat", "MINDAT_API_KEY", _j((HEX, 32))),
    ("eBird", "EBIRD_API_TOKEN", _j((LOWER_DIGITS, 12))),
    ("Salam Air", "SALAMAIR_AGENT_KEY", _j((UPPER_DIGITS, 40))),
    ("Air Arabia", "AIRARABIA_PARTNER_SECRET", _j((ALNUM, 32))),
    ("Yemenia", "YEMENIA_GDS_KEY", lambda g: v.uuid4(g, "b")),
]
_NAMED = [
    "{vendor} API key: {tok}",
    "{env}={tok}",
    "export {env}='{tok}'",
    "Integrations › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "مفتاح API حق {vendor}: {tok}",
    "mfta7 el API 7ag {vendor}: {tok}",
    "{vendor} API key ithaanu: {tok}",
    "{vendor} का API key: {tok}",
    "furaha API ee {vendor}: {tok}",
    "ключ API {vendor}: {tok}",
    "klyuch API {vendor}: {tok}",
    '{env_l}: "{tok}"',
    "Hey assistant, keep the {vendor} key for me: {tok}",
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        fields = {"vendor": vendor, "env": env, "env_l": env.lower(), "tok": tok}
        out.append(Sample("vendor_token", _fill_in(template, fields), tok))
    return out


_BARE_PLACES = [
    "{t}",
    "Zulip: {t}",
    "it's shown only once, here:\n{t}",
    "خزن هذا: {t}",
    "ithu save cheyyu: {t}",
    "kaydi tan: {t}",
    "сохрани: {t}",
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


def _bare(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for k, template in enumerate(v.cycle(rng, _BARE_PLACES, n)):
        tok = _BARE_MAKERS[k % len(_BARE_MAKERS)](rng)
        out.append(Sample("bare_token", template.replace("{t}", tok), tok))
    return out


_HEX_PLACES = {
    "LoRaWAN AppKey of the Ditwah lagoon buoy: {h}": 32,
    "HMAC secret for the DragonbloodPay webhook: {h}": 64,
    "WireGuard-less IPsec PSK (hex) for the Qalansiyah link: {h}": 64,
    "مفتاح التشفير حق النسخة الاحتياطية: {h}": 64,
    "backup encryption key ithaanu: {h}": 48,
    "ключ шифрования бэкапа гербария: {h}": 64,
    "furaha sirta ee backup-ka: {h}": 32,
    "AES key of the dive computer sync app: {h}": 32,
    "signing secret for the booking widget: {h}": 40,
}


def _hexes(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for k, template in enumerate(v.cycle(rng, list(_HEX_PLACES), n)):
        key = v.hex_key(rng, _HEX_PLACES[template])
        key = key.upper() if k % 3 == 1 else key
        out.append(Sample("hex_key", template.replace("{h}", key), key))
    return out


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Redmine #4502: token from the browser's network tab {t}",
    "Cookie: lang=ar; ditwah_sess={t}",
    "BOOKING_API_ACCESS_TOKEN={t}",
    "التوكن حق البوابة: {t}",
    "token ithaanu {t}",
    "токен доступа: {t}",
    "keep this bearer token for me {t}",
]


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for k, template in enumerate(v.cycle(rng, _JWT_PLACES, n)):
        issued = 1_960_000_000 + rng.randrange(3_000_000)
        alg = ["RS256", "ES256", "HS256", "PS512"][k % 4]
        claims: dict[str, Any] = {
            "sub": v.uuid4(rng, "9"),
            "iat": issued,
            "exp": issued + 7200,
            "email": f"{rng.choice(_USERS)}@ditwah-tours.ye",
        }
        if k % 2 == 0:
            claims |= {"iss": "https://sso.ditwah-tours.ye/realms/staff", "azp": "bookings"}
        header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
        sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
        tok = _jwt_of(rng, header, claims, sig)
        out.append(Sample("jwt", template.replace("{t}", tok), tok))
    return out


_PEM_PLACES = {
    "old deploy key of the Hadibu booking server, keep it safe:\n{key}": (
        "OPENSSH PRIVATE KEY",
        "\n",
    ),
    "/etc/ssl/private/book.ditwah-tours.ye.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{"SFTP_PRIVATE_KEY": "{key}", "partner": "kochi-agent"}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_boats <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "المفتاح الخاص حق السيرفر:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "закрытый ключ для сервера гербария:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the Salalah agent's drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
    "PGP PRIVATE KEY BLOCK": "lQVYBG",
}


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for k, template in enumerate(v.cycle(rng, list(_PEM_PLACES), n)):
        kind, joiner = _PEM_PLACES[template]
        body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
        lines = [body[i : i + 64] for i in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
        head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
        tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [
            f"-----END {kind}-----"
        ]
        key = joiner.join(head + lines + tail)
        out.append(Sample("pem_private_key", template.replace("{key}", key), lines[2 + k % 6]))
    return out


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it off the card: {p}": "english",
    "recovery phrase of the old tips wallet\n{p}": "english",
    "voice note: the Exodus recovery words are {p} and that's all": "english",
    "Hey assistant, remember the seed for the boat fund wallet: {p}": "english",
    "عبارة الاسترداد حق المحفظة: {p}": "english",
    "kalimat el esterdad 7ag el ma7faza: {p}": "english",
    "വാലറ്റിന്റെ റിക്കവറി ഫ്രേസ്: {p}": "english",
    "wallet ka seed phrase: {p}": "english",
    "ereyada soo celinta boorsada: {p}": "english",
    "сид-фраза кошелька экспедиции: {p}": "russian",
    "мнемоника от кошелька: {p}": "russian",
    "sid-fraza koshelka: {p}": "english",
}
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian")}


def _seed_phrase(rng: random.Random, lang: str, words_n: int) -> str:
    for _ in range(1000):
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
        if _MNEMO[lang].check(phrase):
            return phrase
    raise ValueError(lang)


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for k, template in enumerate(v.cycle(rng, list(_SEED_PLACES), n)):
        words = _seed_phrase(rng, _SEED_PLACES[template], [12, 24, 12, 18][k % 4]).split()
        layouts = [
            " ".join(words),
            "\n".join(f"{i}. {w}" for i, w in enumerate(words, 1)),
            " ".join(words),
            "\n".join(" ".join(words[i : i + 4]) for i in range(0, len(words), 4)),
        ]
        phrase = layouts[0 if "voice" in template else k % len(layouts)]
        out.append(Sample("seed_phrase", template.replace("{p}", phrase), phrase))
    return out


def _card_of(rng: random.Random, prefixes: list[str], length: int) -> str:
    body = rng.choice(prefixes) + ""
    body += _r(rng, D, length - len(body) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


_BRANDS: list[tuple[list[str], int]] = [
    (["4"], 16),
    (["51", "53", "55", "2221"], 16),
    (["34", "37"], 15),
    (["62"], 16),
    (["6521", "6522"], 16),
    (["508", "6069"], 16),
    (["9860"], 16),
    (["3528"], 16),
]
_CARD_PLACES = [
    "card number {c} exp 09/34",
    "رقم البطاقة: {c}",
    "raqam el bitaqa {c} tantahi 2035",
    "കാർഡ് നമ്പർ {c}",
    "card number ithaanu {c}",
    "कार्ड नंबर {c}",
    "lambarka kaarka: {c}",
    "номер карты {c}",
    "Hey assistant, book the Salam Air tickets with card {c}",
    "pay the Sharjah supplier with {c}, exp 03/33",
]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for k, template in enumerate(v.cycle(rng, _CARD_PLACES, n)):
        prefixes, length = _BRANDS[k % len(_BRANDS)]
        number = _card_of(rng, prefixes, length)
        shown = v.grouped(number, [" ", "-", "", " "][k % 4], rng)
        out.append(Sample("card_number", template.replace("{c}", shown), shown))
    return out


_CVV_PLACES = [
    "Visa {c} exp 06/34, the three digits on the back are {cvv}",
    "رمز الأمان خلف البطاقة: {cvv}",
    "CVV ithaanu {cvv}",
    "कार्ड के पीछे का CVV {cvv}",
    "lambarka saddexda ah ee dhabarka kaarka: {cvv}",
    "CVC на обороте карты: {cvv}",
]


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVV_PLACES, n):
        cvv = _r(rng, D, 3)
        card = v.grouped(_card_of(rng, ["4"], 16), " ", rng)
        out.append(Sample("card_code", _fill_in(template, {"c": card, "cvv": cvv}), cvv))
    return out


_IBAN_SHAPES = {
    "YE": "aaaa" + "nnnn" + "c" * 18,
    "OM": "nnn" + "c" * 16,
    "SA": "nn" + "c" * 18,
    "QA": "aaaa" + "c" * 21,
    "KW": "aaaa" + "c" * 22,
    "EG": "n" * 25,
    "BY": "cccc" + "nnnn" + "c" * 16,
    "SO": "n" * 19,
}


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBAN_PLACES = [
    "IBAN for the Kuraimi transfer: {i}",
    "الآيبان حق الحساب: {i}",
    "el IBAN 7agi {i}",
    "IBAN ithaanu {i}",
    "मेरा IBAN {i} है",
    "IBAN-ka akoonkayga: {i}",
    "IBAN для оплаты: {i}",
    "Hey assistant, save the supplier's IBAN {i}",
]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    countries = list(_IBAN_SHAPES)
    for k, template in enumerate(v.cycle(rng, _IBAN_PLACES, n)):
        number = _iban(rng, countries[k % len(countries)])
        shown = v.iban_spaced(number) if k % 2 else number
        out.append(Sample("iban", template.replace("{i}", shown), shown))
    return out


def _vid(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("23456789") + _r(h, D, 15), in_vid.is_valid)


def _pan(g: random.Random) -> str:
    return v.until(
        g,
        lambda h: _r(h, UPPER, 3) + "P" + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1),
        in_pan.is_valid,
    )


def _gstin(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        pan = _r(h, UPPER, 3) + "C" + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1)
        return "32" + pan + h.choice("123") + "Z" + h.choice(UPPER_DIGITS)

    return v.until(g, make, in_gstin.is_valid)


def _inn(g: random.Random) -> str:
    return v.until(g, lambda h: "70" + _r(h, D, 10), ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    return v.until(g, lambda h: "1" + _r(h, D, 12), ru_ogrn.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "Anitha's Aadhaar VID: {n}": _vid,
    "ആധാർ VID: {n}": _vid,
    "mera Virtual ID {n} hai": _vid,
    "PAN card number {n}": _pan,
    "पैन नंबर: {n}": _pan,
    "PAN ithaanu {n}": _pan,
    "GSTIN of the Beypore agency: {n}": _gstin,
    "ജി.എസ്.ടി നമ്പർ {n}": _gstin,
    "ИНН Ольги: {n}": _inn,
    "мой ИНН {n}": _inn,
    "INN Dmitriya {n}": _inn,
    "ОГРН института: {n}": _ogrn,
    "OGRN ekspeditsii {n}": _ogrn,
    "tax id (ИНН) for the visa letter: {n}": _inn,
}


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_ID_PLACES), n):
        number = _ID_PLACES[template](rng)
        out.append(Sample("national_id", template.replace("{n}", number), number))
    return out


_BACKUPS = [
    "Jawali 2FA backup codes\n{codes}",
    "أكواد الاسترداد حق الحساب: {codes}",
    "backup codes ithaanu:\n{codes}",
    "बैकअप कोड: {codes}",
    "koodhadhka kaydka ah ee akoonka: {codes}",
    "резервные коды для входа:\n{codes}",
    "Hey assistant, keep my recovery codes: {codes}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for k, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, 6, k % 4)
        sep = "\n" if "\n{codes}" in template else ", "
        text = template.replace("{codes}", sep.join(codes))
        out.append(Sample("backup_codes", text, codes[k % 6]))
    return out


_TOTP = [
    "otpauth://totp/Ditwah:{u}?secret={s}&issuer=Ditwah",
    "2FA setup key for the booking admin: {s}",
    "مفتاح 2FA: {s}",
    "TOTP secret ithaanu {s}",
    "ключ для 2FA (вручную): {s}",
    "furaha 2FA ee akoonka: {s}",
]


def _totp(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for k, template in enumerate(v.cycle(rng, _TOTP, n)):
        secret = v.totp_secret(rng, spaced=k % 2 == 1 and "otpauth" not in template)
        text = _fill_in(template, {"u": rng.choice(_USERS), "s": secret})
        out.append(Sample("totp_secret", text, secret))
    return out


_CODES = [
    "{pw} is your Floosak verification code",
    "رمز التحقق: {pw}",
    "رمزك لمرة واحدة هو {pw}",
    "OTP ithaanu {pw}, aarkum kodukkaruthu",
    "आपका OTP {pw} है",
    "koodhka xaqiijinta: {pw}",
    "код подтверждения: {pw}",
    "Use {pw} to sign in to Salam Air",
]


def _codes(rng: random.Random, n: int) -> list[Sample]:
    return _family("one_time_code", _CODES, _j((D, 6)))(rng, n)


_SSIDS = [
    "Ditwah-Office-5G",
    "Hadibu Dive Shop",
    "Noged Camp Starlink",
    "Qalansiyah Jetty",
    "DHOW-GUEST",
    "Herbarium Lab",
]
_WIFI = [
    "wifi {s} / {pw}",
    "Network: {s}, key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "الواي فاي {s} الباسورد {pw}",
    "el wifi {s} basword {pw}",
    "വൈഫൈ {s} പാസ്വേഡ് {pw}",
    "wifi {s} ka password {pw} hai",
    "wifi-ga {s} password-kiisu waa {pw}",
    "вайфай {s}, пароль {pw}",
    "wifi? \nSalem: {pw}",
    "WPA key of {s}: {pw}",
    "psk={pw}",
]


def _wifi_key(rng: random.Random) -> str:
    return rng.choice(
        [_plain_pw, lambda g: f"{g.choice(_TREES)}{g.choice(_SEA)}{g.randrange(1000, 9999)}"]
    )(rng)


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    return _family("wifi_key", _WIFI, _wifi_key, s=_SSIDS)(rng, n)


_SPACED = [
    "the key, read out: {t}",
    "token in groups: {t}",
    "ظاهر على الشاشة: {t}",
    "screen-il kaanunnathu: {t}",
    "на экране: {t}",
]


def _spaced(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for k, template in enumerate(v.cycle(rng, _SPACED, n)):
        tok = _r(rng, ALNUM, 24)
        shown = [
            " ".join(tok),
            " - ".join(tok[i : i + 4] for i in range(0, 24, 4)),
            "·".join(tok),
            " ".join(tok[i : i + 6] for i in range(0, 24, 6)),
        ][k % 4]
        out.append(Sample("spaced_token", template.replace("{t}", shown), shown))
    return out


_LOCKS = [
    "gate code for the Noged camp: {pw}",
    "the safe at the Hadibu office, PIN {pw}",
    "رمز البوابة: {pw}",
    "الرقم السري حق الخزنة {pw}",
    "PIN ithaanu {pw}",
    "ATM पिन {pw} है",
    "lambarka sirta ee kaarka: {pw}",
    "пин-код от сейфа {pw}",
    "key box at the Qalansiyah jetty, code {pw}",
    "my SIM PIN is {pw}",
]


def _locks(rng: random.Random, n: int) -> list[Sample]:
    return _family("pin_code", _LOCKS, lambda g: _r(g, D, g.choice([4, 5, 6])))(rng, n)


_PHRASE_WORDS = [
    "dragon",
    "lagoon",
    "incense",
    "monsoon",
    "anchor",
    "plateau",
    "gecko",
    "coral",
    "sardine",
    "hornbill",
    "cucumber",
    "basalt",
    "limpet",
    "cistern",
]
_PHRASES = [
    "KeePassXC master passphrase: {pw}",
    "the passphrase is {pw}",
    "عبارة المرور: {pw}",
    "passphrase ithaanu {pw}",
    "पासफ़्रेज़: {pw}",
    "кодовая фраза: {pw}",
    "ereyga sirta dheer: {pw}",
    "Hey assistant, my vault passphrase is {pw}",
]


def _phrase(rng: random.Random) -> str:
    return rng.choice([" ", "-", "."]).join(rng.sample(_PHRASE_WORDS, 4))


def _phrases(rng: random.Random, n: int) -> list[Sample]:
    return _family("passphrase", _PHRASES, _phrase)(rng, n)


def _auth(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for k in range(n):
        if k % 2 == 0:
            tok = _r(rng, ALNUM, 40)
            text = [
                f"curl -H 'Authorization: Bearer {tok}' https://api.ditwah-tours.ye/v2/trips",
                f"Authorization: Bearer {tok}",
                f"هيدر: Authorization: Bearer {tok}",
            ][k // 2 % 3]
        else:
            tok = v.b64url({"u": f"{rng.choice(_USERS)}:{_plain_pw(rng)}"})
            text = [
                f"Authorization: Basic {tok}",
                f"заголовок Authorization: Basic {tok}",
                f"curl -H 'Authorization: Basic {tok}' https://nas.ditwah.lan",
            ][k // 2 % 3]
        out.append(Sample("auth_header", text, tok))
    return out


_CONFIGS = [
    "# .env (booking api)\nDB_HOST=pg.ditwah.lan\nDB_PASSWORD={pw}\n",
    "[smtp]\nhost = mail.ditwah-tours.ye\nuser = bookings\npassword = {pw}",
    "spring.datasource.password={pw}",
    'redis:\n  host: cache.ditwah.lan\n  password: "{pw}"',
    '<add key="LedgerPassword" value="{pw}" />',
    "define('DB_PASSWORD', '{pw}');",
    "[client]\nuser=ops\npassword={pw}",
    "MQTT_PASS={pw}",
    'variable "nas_admin_password" {\n  default = "{pw}"\n}',
    "pg.ditwah.lan:5432:dives:ops:{pw}",
    "bindpw {pw}",
    "boats.yml:\n  telemetry:\n    secret: {pw}",
    'SMTP_PASSWORD = "{pw}"  # التوكن حق البريد',
    "config.ini (Olga):\n[herbarium]\nпароль = {pw}",
    "settings.py: PASSWORD = '{pw}'",
    "docker run -e MYSQL_ROOT_PASSWORD={pw} mariadb:11",
    "kv put secret/boats password={pw}",
    "ssid,psk\nDitwah-Office-5G,{pw}",
]


def _configs(rng: random.Random, n: int) -> list[Sample]:
    return _family("config_secret", _CONFIGS, _plain_pw)(rng, n)


_PLAN: list[tuple[Taker, int]] = [
    (_said, 76),
    (_logins, 24),
    (_spelled, 14),
    (_cli, 34),
    (_urls, 14),
    (_vendors, 50),
    (_bare, 7),
    (_hexes, 9),
    (_jwts, 8),
    (_pems, 7),
    (_seeds, 12),
    (_cards, 12),
    (_cvvs, 6),
    (_ibans, 12),
    (_national, 16),
    (_backups, 7),
    (_totp, 6),
    (_codes, 8),
    (_wifi, 16),
    (_spaced, 8),
    (_locks, 12),
    (_phrases, 8),
    (_auth, 6),
    (_configs, 18),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed_phrase(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Hadibu router admin password is": "{s}",
    "كلمة السر حق المخيم:": "{s}",
    "el basword 7ag el laptop": "{s} (la tensah)",
    "manifest folder-nte password": "{s}\nithu maattaruthu",
    "agent portal ka password": "{s} hai",
    "password-ka bakhaarka waa": "{s}",
    "пароль от ноутбука экспедиции:": "{s}",
    "di-sirr ho ʿémer": "{s}",
    "Salem read the booking tablet password over the radio:": "{s}, I think",
    "new NAS password ->": "{s}",
}
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "DhowTrack API key", "{s}", _j("dwt_", (HEX, 40))),
    ("split_token", "مفتاح API حق Gupshup:", "{s}", _j((LOWER_DIGITS, 32))),
    ("split_token", "Floosak client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "recovery phrase of the tips wallet", "{s}", _english_seed),
    (
        "split_card",
        "رقم البطاقة",
        "{s} exp 10/34",
        lambda g: v.grouped(_card_of(g, ["4"], 16), " ", g),
    ),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "YE"))),
    (
        "split_backup",
        "резервные коды",
        "{s}\n4418-2093\n7720-5561",
        lambda g: v.backup_codes(g, 1, 1)[0],
    ),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Aadhaar VID", "{s}", _vid),
    ("split_phrase", "KeePassXC passphrase", "{s}", _phrase),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"router": {"url": "http://10.37.0.1", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"basword": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "cabdi", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"boats": [{"name": "Jalibut-1"}, {"name": "Jalibut-2", "gps_password": "{s}"}]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"argv": ["nats", "pub", "--user", "ops", "--password", "{s}", "boats.fuel", "40"]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"note": "كلمة السر حق المستودع {s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the freezer controller as service with the password {s}"}': (
        "meta_password",
        _plain_pw,
    ),
    '{"dhowtrack": {"api_key": "{s}"}}': ("meta_token", _j("dwt_", (HEX, 40))),
    '{"gupshupApiKey": "{s}"}': ("meta_token", _j((LOWER_DIGITS, 32))),
    '{"khareef_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/35"}}': (
        "meta_card",
        lambda g: v.grouped(_card_of(g, ["51"], 16), " ", g),
    ),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "OM")),
    '{"agent": {"gstin": "{s}"}}': ("meta_id", _gstin),
    '{"mfa": {"recovery_codes": ["{s}", "4418-2093", "7720-5561"]}}': (
        "meta_otp",
        lambda g: v.backup_codes(g, 1, 1)[0],
    ),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"buoy": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"camp_gate": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Noged Camp Starlink", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"buoy-firmware-2.7.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ditwah/bookings:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"trips: add Noged camp capacity", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert timetable parser", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"dives_2033-02-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"herbarium-export-2032.zip").hexdigest()

CLEAN = [
    "Remind me to change the router password before the Khareef closes the port in June.",
    "Fatima asked for the camp wifi password; it's on the card in the office drawer.",
    "Policy: staff passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Zulip; share a vault link instead.",
    "The `.env.example` line `DHOWTRACK_KEY=replace-me` is a placeholder.",
    "The freezer controller asks for a new password after every firmware update.",
    "Replace <YOUR_GUPSHUP_KEY> in the README with the key from the Gupshup dashboard.",
    "FLOOSAK_API_KEY and KHAREEF_WX_KEY must be set before the nightly sync runs.",
    "لا تعطي كلمة السر لأي أحد، حتى لو قال إنه من الشركة.",
    "el basword la t3tih 7ad ya akhi.",
    "ആരോടും പാസ്വേഡ് പറയരുത്.",
    "password kisi ko mat batana, bhai.",
    "Password-kaaga cidna ha u sheegin.",
    "Никому не сообщайте свой пароль.",
    "di-sirr la tiʿzem di-ʾaf.",
    "كلمة المرور يجب أن تكون ١٤ حرفاً على الأقل.",
    "पासवर्ड कम से कम 14 अक्षरों का होना चाहिए।",
    "Пароль должен быть не короче 14 символов.",
    "Upgraded the buoy firmware from 2.6 to 2.7.3 and paho-mqtt to 2.1.0 over the weekend.",
    f"commit {_COMMIT} adds the Noged camp capacity.",
    f"Rolled back to {_SHORT} after the timetable parser broke the ferry page.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The buoy firmware 2.7.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of herbarium-export-2032.zip: {_SHA512}",
    f"The bookings container runs ghcr.io/ditwah/bookings@sha256:{_IMAGE}.",
    f"MD5 of dives_2033-02-14.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3c9e81a4-6d2b-4f17-a0e5-b8c14d7f9e20 is the slow one in the booking logs.",
    "Booking DT-2033-00871 for four divers at Noged starts on Thursday.",
    "Redmine #4519: the Qalansiyah jetty camera drops every night at 02:10.",
    "Call the Hadibu dive shop on +967 5 660 214 before noon.",
    "Ferry ticket HFB-2033-0412, seat 14C, departs Mukalla at 07:30.",
    "Invoice INV-2033-118 from the Sharjah chandler: 2 anchors, 1 240 AED.",
    "Dragon's blood resin, grade A, 38 USD per kg; frankincense 22 USD per kg.",
    "The lagoon is 1.8 m deep at low tide; the water was 27.5 °C this morning.",
    "After five wrong passwords the booking admin locks the account for 20 minutes.",
    "The Noged camp has 12 tents and a 5 kW solar array.",
    "The secret of Ditwah lagoon is the tide table, not the wind.",
    "Ask Khamis for the gate code, I don't have it.",
    "My card ending 4471 was declined at the Hadibu grocery.",
    "The Salalah agent wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Jawali account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `GUPSHUP_APIKEY` in the secrets store, never in the repository.",
    "The padlock on the camp gate rusts in the salt air; oil it every month.",
    "Gupshup moved the API key page under Settings › Developers in its March release.",
    "ISBN 978-0-19-861186-8 is the flora handbook on the office shelf.",
    "The guest wifi 'Ditwah-Guest' is open, no password needed.",
    "Trip 2033-NOG-07: 6 guests, 3 nights, 2 boats; rating 4.8.",
    "Flight IY 614 Mukalla–Soqotra leaves at 09:15 on Tuesdays.",
    "Version 5.1.2 of the booking app fixes the Arabic date picker.",
    "Olga's herbarium sheet DS-0412 holds Dracaena cinnabari from Firmihin.",
    "رقم الطلب 2033-0558 وصل إلى ميناء حديبو.",
    "ഓർഡർ നമ്പർ 88214 ബേപ്പൂരിൽ നിന്ന് പുറപ്പെട്ടു.",
    "ऑर्डर नंबर 55120 कल कोच्चि से निकलेगा।",
    "Dalabka 7731 wuxuu ka baxay Boosaaso shalay.",
    "Образец № 1187 отправлен в Томск.",
    "The token bucket allows 60 requests per minute per API client.",
    "OTP codes expire after five minutes; ask for a new one if it's late.",
    "The PIN pad on the office door needs new batteries.",
    "Container MSCU 5517203 with the camp freezer is at Mukalla port.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-01-02T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ditwah/router", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "4519", "booking": "DT-2033-00871"}',
    '{"trip": {"id": "2033-NOG-07", "guests": 6, "nights": 3}}',
    '{"phone": "+967 5 660 214", "city": "Hadibu"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "tents": 12}',
    '{"resin": "dragon blood", "grade": "A", "usd_per_kg": 38}',
    '{"container": "MSCU 5517203", "port": "Mukalla", "eta": "2033-03-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
