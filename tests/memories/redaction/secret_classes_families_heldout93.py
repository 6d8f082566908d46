# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, ninety-third corpus: written blind, without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example (and the ninetieth's docstring), the fifth to
ninetieth only to search them (grep) for the languages, wordings, tools, vendors, id kinds and IBAN
countries already used (to use others), the sample types (`secret_classes_heldout.py`) and the value
helpers (`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora, the
corpora written at the same time, any test nor the reports, and the scrubber was never run on it.
Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
cellar hands, dryer crew, cheese makers, shepherds, guesthouse hosts, shop staff and office of a
mountain wine, apricot and sheep-cheese cooperative leak secrets into an assistant's memory: the
Shalbuz-Ushba Highland Cooperative (fictional), with a cellar and brandy store in Derbent, an
apricot drying house at Gunib and orchards at Tsudakhar and Akhty, a sheep cheese cave on the
Khunzakh plateau, qvevri marani at Kvareli and Telavi in Kakheti, guesthouses at Mestia and Ushguli
(Svaneti), Ambrolauri and Oni (Racha) and Martvili (Samegrelo), a sulguni dairy at Zugdidi, Tush
shepherds at Zemo Alvani and a shop in Sololaki, Tbilisi; its buyers are in Baku, Istanbul, Tabriz,
Almaty, Kraków and Rotterdam. The texts are Telegram, WhatsApp, Viber, IMO, Botim, Zangi, BiP,
Threema, Signal, VK Messenger, TamTam, Element and Odnoklassniki messages, Google Keep, Samsung
Notes and Obsidian notes to self, YouTrack, Bitrix24, Pyrus, Kaiten, Planfix, Okdesk and Yandex
Tracker tickets, e-mails, incident notes, runbooks, README fragments, shell history (Termius,
JuiceSSH, ConEmu, Windows Terminal, fish and bash history), configs, voice-dictated text and
requests to the assistant itself, around the panels of cellar, dryer, dairy, farm, power, network,
camera, lock and till hardware (a Padovan crusher-destemmer, TCW tank controllers, an Enoberg
filler, a Cavagnino & Gatti labeller, a CDR WineLab analyser, an Anton Paar DMA 35, OWEN TRM-202 and
Wiren Board 7 dryer controllers, a Pego cold-room controller, a Milkline milking unit, a Gallagher
sheep scale, a Pessl iMETOS station, a Netafim NMC irrigation controller, Huawei SUN2000 and Deye
inverters, Keenetic, TP-Link Deco, Geocell and Huawei B535 routers, Dahua and Hikvision recorders,
Nuki locks, Evotor, ATOL and Sunmi tills, Rutoken, SmartCard-HSM and YubiKey tokens). Tools none of
heldouts 5 to 90 names: Dropbear's dbclient (with `DROPBEAR_PASSWORD`), megatools' megadl,
RouterOS's `pppoe-client`, Keenetic's ndmc, 3x-ui's `x-ui setting`, barracudavpn, grdctl (GNOME
Remote Desktop), XenServer's xe, virt-xml, mysql_setpermission, gnome-keyring-daemon, impacket's
dcomexec.py, Android's locksettings, win-acme's wacs.exe, sc-hsm-tool, openpgp-tool, ykpersonalize
and yc (Yandex Cloud's CLI), the configs of Marzban, AmneziaWG and MODX and PRTG's API URL; beside
them the commands the product names (sshpass, mysql, curl, smbclient, redis-cli, docker login,
htpasswd, ssh-keygen, net use, sqlcmd, zip, 7z, openssl, gpg, plink, xfreerdp, lftp, ipmitool,
mosquitto_pub, sudo -S) in layouts of its own. About 40 % of the texts are in other languages than
English (by a rough count of the drawn samples): Dargwa, Tabasaran, Rutul, Agul, Tsez, Juhuri
(Judeo-Tat), Tsakhur (in the Latin letters Tsakhurs in Azerbaijan write) and Bats (Batsbi,
Tsova-Tush, in Georgian letters), which no earlier docstring names, and Russian, Georgian,
Azerbaijani, Turkish, Persian, Kazakh, Polish, Dutch, Armenian, Ukrainian, German, French, Italian,
Spanish and Arabic in wordings of their own. The eight new languages' wordings are the author's
approximations, checked by no speaker: Dargwa's `дила` ("my"), `дев` ("word") and `сагаси` ("new")
with the genitive `-ла`, Tabasaran's `йиз`, Rutul's `йыз`, Agul's `зи` and `ахпа` ("then") after
their Lezgic cousins, Tsez's `диби`, Tsakhur's `yizdə` and `təzə`, Juhuri's `мени`, `хуне` ("house")
and `тозе` ("new") after their Persian cognates, and Bats's `საი` after the Chechen and Ingush
pronouns, with the loanwords пароль, логин, код, номер and вайфай (parol, kod, pasport) as people
there text them. Vendors (Wildberries, Yandex Market, Avito, CDEK, Boxberry, Yandex Delivery,
InSales, Webasyst, Sendsay, TravelLine, Exely, Ostrovok, Sutochno.ru, Qiwi, VK Cloud, Yandex 360,
GigaChat, YandexGPT, SaluteSpeech, SMS Aero, Devino, Exolve, Keepz, Wolt, UniPAY, Bank of Georgia,
Liberty Bank, Smsoffice.ge, Birbank, PashaPay, Trendyol, Hepsiburada, Craftgate, İleti Merkezi,
ZarinPal, IDPay, Kavenegar, Ghasedak, Neshan, ArvanCloud, Freedom Pay, ioka, Mobizon, iFirma,
Autopay, bol.com, MyParcel, Picqer, Channable and Tikkie) are ones heldouts 5 to 90 do not name;
where a vendor publishes no token shape the shape here is the author's guess (Yandex Market's
`ACMA:` keys, ioka's `sk_live_`, Mobizon's `kz` prefix, and the plain runs of Sendsay, Sutochno.ru,
Devino, Keepz, UniPAY, Liberty Bank, Birbank, PashaPay, Hepsiburada and Kavenegar are made up). The
ids are kinds heldouts 5 to 90 do not use, and python-stdnum has a module for none of them, so all
are drawn in the shape the author believes they are printed in, unchecked (no check-digit algorithm
is written here): Russia's single OMS policy number (ЕНП), Poland's KRS number, Iran's legal-entity
national ID (shenase-ye melli), Armenia's public services number (ՀԾՀ, the social card), Turkey's
MERSİS number, Georgia's company identification code, a Georgian ID card's document number, a
Russian OSAGO policy number and a Russian vehicle passport (ПТС) number; and Russian and Azerbaijani
passports under Rutul, Agul, Tsez, Juhuri and Tsakhur words, likewise unchecked. Card numbers pass
Luhn (Mir, ArCa and Shetab prefixes drawn here and checked with python-stdnum's `luhn`, the rest
from the value helpers). The IBANs are of countries used least by a rough count over heldouts 5 to
90 (Qatar, in four earlier corpora, and Georgia, Azerbaijan, Iceland, Jordan, Kuwait, Liechtenstein
and Mauritius, in five), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Russian, Turkish, Spanish and Italian lists, each from random entropy, so its
checksum holds. 390 texts hold a secret, 20 field pairs and 20 metadata samples (430 scored), with
60 clean texts and 10 clean metadata samples that must be kept: digests after the word that names
them, a commit, versions, a request's UUID, a purchase order, tickets, bookings, phone numbers, an
ISBN, vehicle plates, cellar, dryer and cave measurements and prose about passwords in the languages
above.
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

SEED = 93_418_207
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


_GRAPES = ["Saperavi", "Rkatsiteli", "Mtsvane", "Kisi", "Khikhvi", "Tsolikouri", "Aleksandrouli",
           "Mujuretuli", "Ojaleshi", "Chkhaveri", "Agadai", "Khatmi", "Krakhuna", "Usakhelouri"]  # fmt: skip
_CHEESES = ["Sulguni", "Guda", "Tenili", "Kobi", "Chogi", "Nadughi", "Dambalkhacho", "Brynza"]
_APRICOTS = ["Shalakh", "Tsudakhar", "Kuraga", "Urbech", "Tklapi", "Churchkhela", "Akhtynskiy"]
_PEAKS = {"Shalbuzdag": 4142, "Bazarduzu": 4466, "Ushba": 4710, "Tetnuldi": 4858,
          "Shkhara": 5193, "Bogos": 4151, "Tebulo": 4493, "Kazbek": 5054, "Addala": 4151}  # fmt: skip
_PLACES = ["Derbent", "Akhty", "Khunzakh", "Gunib", "Tsudakhar", "Kvareli", "Telavi", "Mestia",
           "Ushguli", "Ambrolauri", "Oni", "Martvili", "Zugdidi", "Sololaki", "Alvani", "Kubachi",
           "Tsunta", "Khvanchkara"]  # fmt: skip
_NAMES = ["Magomed", "Patimat", "Gasan", "Zaira", "Shamil", "Aminat", "Rasul", "Madina", "Murad",
          "Khadizhat", "Arsen", "Saida", "Kamil", "Sabina", "Nazim", "Elmira", "Yakov", "Rahil",
          "Nino", "Giorgi", "Levan", "Tamar", "Irakli", "Ketevan", "Zurab", "Eka", "Bekar",
          "Aleko", "Tsitsino", "Elvin"]  # fmt: skip
_TOASTS = ["Gaumarjos", "Tamada", "Supra", "Marani", "Chacha", "Mravalzhamier", "Alaverdi"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["S4p3r4v1", "Rk4ts1t3l1", "Kh1nk4l1", "Sulgun1", "Urb3ch", "Kur4g4", "Qv3vr1", "Ch4ch4",
         "T3bul0"]  # fmt: skip

# A Russian word typed with the keyboard left on the Latin layout (a habit in the cellar office).
_RU_KEYS = dict(
    zip("йцукенгшщзхъфывапролджэячсмитьбю", "qwertyuiop[]asdfghjkl;'zxcvbnm,.", strict=True)
)
_RU_WORDS = ["курага", "виноград", "сулугуни", "марани", "квеври", "пароль", "горы", "овцы",
             "сыроварня"]  # fmt: skip


def _layout(word: str) -> str:
    return "".join(_RU_KEYS[c] for c in word)


def _peak(g: random.Random) -> str:
    name = g.choice(list(_PEAKS))
    return f"{name}{_PEAKS[name]}m{g.choice(_SYMBOLS)}"


def _words(g: random.Random) -> str:
    """Three words of the place joined and capitalised, a digit at the end (a manager's style)."""
    pool = _GRAPES + _CHEESES + list(_PEAKS)
    return "-".join(g.sample(pool, 3)) + str(g.randrange(10))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRAPES)}{g.randrange(2009, 2033)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CHEESES).lower()}-{g.choice(_PLACES).lower()}-{g.randrange(10, 100)}",
    _peak,
    lambda g: _r(g, ALNUM + "!@#%", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.randrange(2, 40)}Qvevri{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_NAMES).lower()}.{g.choice(_PLACES).lower()}{g.randrange(10, 100)}",
    lambda g: _layout(g.choice(_RU_WORDS)).capitalize() + str(g.randrange(100, 10_000)),
    lambda g: f"{g.choice(_TOASTS)}{g.choice(_SYMBOLS)}{g.randrange(10, 1000)}",
    _words,
    lambda g: f"Cave{g.randrange(8, 15)}C{g.randrange(80, 96)}RH{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 12),
    lambda g: f"{g.choice(_APRICOTS)}{g.choice(['_', '.', ''])}{g.randrange(1990, 2033)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram, group 'Derbent cellar': Padovan crusher-destemmer touch panel password {pw}",
    "WhatsApp from Nino at the Kvareli marani: the TCW tank-temperature controller web password is {pw}",
    "Viber message from Gasan: OWEN TRM-202 dryer controller admin password {pw}",
    "IMO call note, Gunib drying house: Wiren Board 7 web UI password {pw}",
    "Botim chat with the Sololaki shop: Evotor 7.3 cashier admin password {pw}",
    "Zangi message from Arsen: ATOL 30F fiscal register settings password {pw}",
    "BiP message from Emre (Istanbul): the shared seller panel password is {pw}",
    "Threema note from Levan: Huawei SUN2000 inverter installer password {pw}",
    "Signal, Tamar: Deye hybrid inverter at the Mestia guesthouse, admin password {pw}",
    "VK Messenger, Patimat: Milkline milking unit service menu password {pw}",
    "TamTam chat: Gallagher TW-3 sheep scale PC link password {pw}",
    "Element room #ushguli-guesthouse: TP-Link Deco admin password {pw}",
    "Odnoklassniki message from Aminat: the Keenetic Giga in the Akhty orchard hut, admin password {pw}",
    "Google Keep note 'Racha guesthouse': Nuki bridge admin password {pw}",
    "Samsung Notes, 'Zugdidi dairy': Hikvision DS-7608 recorder admin password {pw}",
    "Obsidian vault, cellar.md: CDR WineLab analyser admin password {pw}",
    "YouTrack SUHC-214: Enoberg filler HMI password {pw}, rotate after bottling",
    "Bitrix24 task 'Bottling line': Cavagnino & Gatti labeller operator password {pw}",
    "Pyrus form 1187: Pessl iMETOS station in the Tsudakhar orchard, password {pw}",
    "Kaiten card 'Cheese cave sensors': Wiren Board MQTT broker password {pw}",
    "Planfix task 330: Huawei B535 (Geocell) router at the Telavi marani, admin password {pw}",
    "Okdesk ticket 5121: the Sunmi T2 till in the shop no longer accepts admin password {pw}",
    "Yandex Tracker ORCH-77: Netafim NMC irrigation controller password {pw}",
    "Dear Giorgi,\n\nthe admin password for the Kakheti NAS is {pw}. Please put it in the vault and delete this mail.\n\nPatimat",
    "Incident 2032-09-03: the Milkline controller at Khunzakh was reachable on port 8080 with password {pw}",
    "Runbook: apricot dryer night cycle\n1. open the Wiren Board UI\n2. log in as operator\n3. password {pw}\n4. set chamber 2 to 58 °C",
    "README (cellar rack, Derbent)\nTCW controller UI: http://tcw.derbent.suhc.lan, admin password `{pw}`.",
    "remember my Bank of Georgia internet banking password: {pw}",
    "dictated: the Gunib dryer controller password is {pw} full stop",
    "Дила почтала пароль: {pw}",
    "Магомед: серверла пароль {pw}, баркалла",
    "Йиз почтайин пароль: {pw}",
    "Сабина: сервердин пароль {pw}, баркаллагь",
    "Йыз почтайы пароль: {pw}",
    "роутерды пароль йыз: {pw}",
    "Yizdə poçtın parol: {pw}",
    "serverin parol yizdə: {pw}",
    "Зи почтайин пароль: {pw}",
    "Зи сервердин цІийи пароль {pw}",
    "Диби почталъ пароль: {pw}",
    "диби компьютерес пароль {pw}",
    "Пароль почтей мени: {pw}",
    "Роутерей хуней пароль {pw}, сагъ бу",
    "საი ფოსტის პაროლი: {pw}",
    "სერვერის პაროლი საი: {pw}",
    "пароль от панели сыроварни: {pw}",
    "მარნის კომპიუტერის პაროლია {pw}",
    "anbar kompüterinin şifrəsi: {pw}",
    "kurutma odasındaki tabletin şifresi {pw}",
    "رمز عبور کامپیوتر انبار: {pw}",
    "қойма компьютерінің құпиясөзі: {pw}",
    "hasło do tabletu w suszarni to {pw}",
    "het wachtwoord van de kaaskelder-pc is {pw}",
    "պահեստի համակարգչի գաղտնաբառը՝ {pw}",
    "пароль до ноутбука в погребі: {pw}",
    "Das Kennwort für den Kellerrechner in Derbent lautet {pw}",
    "le mot de passe de la tablette du séchoir : {pw}",
    "la password dell'app del densimetro Anton Paar è {pw}",
    "la contraseña del portátil de la bodega: {pw}",
    "كلمة المرور لجهاز المخزن: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["magomed", "patimat.g", "gasan", "zaira", "shamil", "aminat", "rasul", "madina.k",
          "murad", "arsen", "saida", "kamil", "sabina.r", "nazim", "yakov", "rahil", "nino",
          "giorgi.b", "levan", "tamar", "irakli", "ketevan", "zurab", "eka", "bekar", "aleko",
          "svc-dryer", "cave-ops", "shop-pos", "cellar"]  # fmt: skip
_LOGINS = [
    "Telegram, Shamil: the Evotor cashier login is {u} / {pw}",
    "YouTrack SUHC-231: {u} locked out of the TCW panel, last password tried {pw}",
    "user={u} pass={pw}",
    "Obsidian › Infra › Cheese cave › Pego: {u} — {pw}",
    "| host | user | password |\n|---|---|---|\n| dahua-nvr-derbent | {u} | {pw} |",
    "log into the Gallagher app as {u} with {pw}",
    "Keenetic login {u}:{pw}",
    "Login: {u}\nPass: {pw}",
    "- host: dryer-gunib\n  user: {u}\n  pass: {pw}",
    "Zangi from Arsen: account {u}, password {pw}",
    "Arsen says the ATOL web login is {u}, password {pw}",
    "host;user;password\nevotor-sololaki;{u};{pw}",
    "Дила логин {u}, пароль {pw}",
    "Йиз логин {u}, пароль {pw}",
    "login {u}, yizdə parol {pw}",
    "Логин мени {u}, пароль {pw}",
    "ლოგინი {u}, პაროლი საი {pw}",
    "логин {u}, пароль {pw} — не теряй",
    "მარნის პანელი: მომხმარებელი {u}, პაროლი {pw}",
    "Bakıdakı alıcının paneli: istifadəçi {u}, şifrəsi {pw}",
    "İstanbul paneli için kullanıcı {u}, şifre {pw}",
    "login {u} hasło {pw}",
    "پنل خریدار تبریز: کاربر {u}، رمز {pw}",
    "логин {u}, құпиясөз {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["saperavi", "sulguni", "kuraga", "urbech", "chudu", "kurze", "khinkali",
               "churchkhela", "tebulo", "bogos", "nadughi", "alvani", "qvevri", "marani", "tklapi"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is {w}, all lower case, and the digits {d} after it",
    "pw: {w} first, {d} straight after",
    "for the dryer tablet: {w} and then {d}, no gap",
    "voice note: the guesthouse wifi password is the word {w}, then {d}",
    "type {w} and then {d}",
    "it's {w}{d}: word and number glued",
    "пароль от сушилки — {w} английскими буквами, а за ним {d}",
    "პაროლი: სიტყვა {w}, მერე {d}",
    "Дила пароль: дев {w}, ва {d}",
    "пароль: гаф {w}, ахпа {d}",
    "şifre: önce {w} kelimesi, hemen arkasından {d}",
    "hasło do suszarni: słowo {w} małymi literami, zaraz za nim {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]  # each word once
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "DROPBEAR_PASSWORD='{pw}' dbclient -y {u}@dryer.gunib.suhc.lan",
    "megadl --username {u}@suhc.ge --password '{pw}' --path ~/labels https://mega.nz/folder/Pw8gSQqa",
    "/interface pppoe-client add name=pppoe-beeline interface=ether1 user={u} password={pw} add-default-route=yes disabled=no",
    "ndmc -c 'user {u} password {pw}'",
    "x-ui setting -username {u} -password '{pw}'",
    "barracudavpn --start --login {u} --serverpwd '{pw}' --host vpn.suhc.ge",
    "grdctl rdp set-credentials {u} '{pw}'",
    "xe -s xen-derbent.suhc.lan -u root -pw '{pw}' vm-list",
    "virt-xml cellar-vm --edit --graphics vnc,password={pw}",
    "mysql_setpermission --user={u} --password='{pw}' --host=db.suhc.lan",
    "echo -n '{pw}' | gnome-keyring-daemon --replace --unlock",
    "dcomexec.py -object MMC20 'SUHC/{u}:{pw}@10.40.2.15'",
    "adb shell locksettings set-password --old 2580 '{pw}'",
    "wacs.exe --source manual --host shop.suhc.ge --eab-key-identifier kid-7 --eab-key {pw}",
    "SSHPASS='{pw}' sshpass -e scp labels-2032.pdf {u}@nas.kvareli.suhc.lan:/srv/labels/",
    "mysql --host=db.derbent.suhc.lan --user={u} --password={pw} cellar -e 'select count(*) from tanks'",
    "curl -su {u}:{pw} http://tcw.derbent.suhc.lan/api/tanks.json | jq .",
    "smbclient //nas-kvareli/labels -U 'SUHC\\{u}%{pw}' -c 'ls'",
    "redis-cli --no-auth-warning -h 10.40.1.9 --user {u} -a '{pw}' dbsize",
    "docker login registry.suhc.ge -u {u} -p '{pw}'",
    "htpasswd -bB /etc/nginx/.htpasswd-shop {u} '{pw}'",
    "ssh-keygen -f ~/.ssh/cave -t ed25519 -C {u}@khunzakh -N '{pw}'",
    "net use Z: \\\\nas-derbent\\cellar /user:SUHC\\{u} {pw} /persistent:no",
    "sqlcmd -S pos-sql.tbilisi.suhc.lan -U {u} -P '{pw}' -Q 'SELECT TOP 5 * FROM Sales'",
    "zip -P '{pw}' -r vintage-2032-lab.zip lab/",
    "7z a -p'{pw}' -mhe=on guest-passports.7z scans/",
    "openssl pkcs12 -export -inkey tbilisi-shop.key -in tbilisi-shop.pem -name shop -passout pass:{pw} -out tbilisi-shop.pfx",
    "gpg --pinentry-mode loopback --batch --yes --passphrase '{pw}' --output invoices-2032.tar --decrypt invoices-2032.tar.gpg",
    "plink -batch -pw {pw} {u}@10.40.3.2 \"cat /var/log/dryer.log | tail\"",
    "xfreerdp /cert:ignore /v:pos-tbilisi.suhc.lan /u:{u} /p:'{pw}' +clipboard",
    "lftp -u {u},'{pw}' sftp://files.suhc.ge -e 'mirror labels/; bye'",
    "ipmitool -H bmc-xen.suhc.lan -I lanplus -U {u} -P '{pw}' sdr type Temperature",
    "mosquitto_pub -h mqtt.suhc.lan -u {u} -P '{pw}' -t cave/khunzakh/rh -m 88",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart dryer-control",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@dryer-gunib:~# {c}", "PS C:\\Users\\patimat> {c}",
    "Termius, host 'cellar-derbent':\n{c}", "JuiceSSH on the phone: {c}",
    "~/.bash_history on nas-kvareli:\n{c}", "history | tail -3\n  512  {c}",
    "Bitrix24 task comment: ran {c}", "YouTrack SUHC-240: I ran `{c}`",
    "fish_history on the shop laptop:\n- cmd: {c}", "Windows Terminal (Ubuntu), tab 'shop': {c}",
    "ConEmu on the back-office PC: {c}", "Telegram, Kamil: {c}",
    "вот что я вчера запускал на сушилке: {c}", "Дила команда: {c}", "ბრძანება, რომელიც გავუშვი: {c}",
    "dün gece çalıştırdığım komut şuydu: {c}", "yizdə komanda: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.derbent.suhc.lan:5432/cellar",
    "mysql+pymysql://{u}:{pw}@shop-db.tbilisi.suhc.lan/insales_sync",
    "rtsp://{u}:{pw}@10.40.5.21:554/cam/realmonitor?channel=1&subtype=0",
    "mongodb+srv://{u}:{pw}@cluster0.suhc.ge/guesthouses?retryWrites=true",
    "redis://{u}:{pw}@10.40.1.9:6379/2",
    "ftp://{u}:{pw}@nas.kvareli.suhc.lan/scans/",
    "https://prtg.suhc.lan/api/table.json?content=sensors&username={u}&password={pw}",
    "mqtt://{u}:{pw}@mqtt.suhc.lan:1883",
    "clickhouse://{u}:{pw}@ch.suhc.lan:9000/telemetry",
    "Server=pos-sql.tbilisi.suhc.lan;Database=Shop;User Id={u};Password={pw};TrustServerCertificate=True",
    "socks5://{u}:{pw}@proxy.suhc.ge:1080",
    "https://{u}:{pw}@cloud.suhc.ge/remote.php/dav/files/{u}/",
    "oracle+oracledb://{u}:{pw}@ora.suhc.lan:1521/?service_name=SHOP",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "pasted into the Bitrix24 task: {c}", "save the connection string for the shop DB: {c}",
    "подключение к базе погреба: {c}", "კავშირის სტრიქონი: {c}", "ссылка мени: {c}", "Okdesk #5140: {c}",
    "Obsidian page 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str, alg: str = "RS256") -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "sub": f"seller_{_r(g, D, 9)}", "aud": "suhc-shop",
                  "iat": issued, "exp": issued + 15_552_000, "scope": "orders:read stock:write"}  # fmt: skip
        header = {"alg": alg, "typ": "JWT", "kid": _r(g, HEX, 16)}
        return _jwt_of(g, header, claims, 86 if alg == "ES256" else 342)

    return make


def _basic_pair(g: random.Random) -> str:
    """A client id and secret, both UUIDs, joined and base64-encoded (Sber's authorization keys)."""
    return base64.b64encode(f"{v.uuid4(g, 'a')}:{v.uuid4(g, 'b')}".encode()).decode()


def _qiwi(g: random.Random) -> str:
    """A Qiwi P2P secret: base64 of a small JSON record with a hex secret inside."""
    record = {"version": "P2P", "data": {"payin_merchant_site_uid": _r(g, LOWER_DIGITS, 6),
              "user_id": "79" + _r(g, D, 9), "secret": _r(g, HEX, 64)}}  # fmt: skip
    return base64.b64encode(json.dumps(record, separators=(",", ":")).encode()).decode()


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Wildberries", "WB_API_TOKEN", _vendor_jwt("https://seller.wildberries.ru", "ES256")),
    ("Yandex Market", "YM_API_KEY", _j("ACMA:", (ALNUM, 40), ":", (HEX, 8))),
    ("Avito", "AVITO_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("CDEK", "CDEK_SECURE_PASSWORD", _j((ALNUM, 32))),
    ("Boxberry", "BOXBERRY_TOKEN", _j((HEX, 32))),
    ("Yandex Delivery", "YANDEX_DELIVERY_TOKEN", _j("y0_", (URLSAFE, 55))),
    ("InSales", "INSALES_API_PASSWORD", _j((HEX, 32))),
    ("Webasyst", "WEBASYST_TOKEN", _j((HEX, 32))),
    ("Sendsay", "SENDSAY_API_KEY", _j((ALNUM, 48))),
    ("TravelLine", "TRAVELLINE_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Exely", "EXELY_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Ostrovok", "ETG_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Sutochno.ru", "SUTOCHNO_API_TOKEN", _j((HEX, 40))),
    ("Qiwi", "QIWI_P2P_SECRET", _qiwi),
    ("VK Cloud", "VKCS_SECRET_KEY", _j((ALNUM, 40))),
    ("Yandex 360", "Y360_OAUTH_TOKEN", _j("y0_", (URLSAFE, 55))),
    ("GigaChat", "GIGACHAT_CREDENTIALS", _basic_pair),
    ("YandexGPT", "YANDEXGPT_API_KEY", _j("AQVN", (URLSAFE, 36))),
    ("SaluteSpeech", "SALUTE_SPEECH_AUTH_KEY", _basic_pair),
    ("SMS Aero", "SMSAERO_API_KEY", _j((ALNUM, 32))),
    ("Devino", "DEVINO_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Exolve", "EXOLVE_API_KEY", _vendor_jwt("https://api.exolve.ru")),
    ("Keepz", "KEEPZ_SECRET", _j((B64, 43), "=")),
    ("Wolt", "WOLT_DRIVE_TOKEN", _vendor_jwt("https://daas-public-api.wolt.com")),
    ("UniPAY", "UNIPAY_SECRET_KEY", _j((UPPER_HEX, 32))),
    ("Bank of Georgia", "BOG_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Liberty Bank", "LIBERTY_API_SECRET", _j((HEX, 40))),
    ("Smsoffice.ge", "SMSOFFICE_API_KEY", _j((HEX, 32))),
    ("Birbank", "BIRBANK_MERCHANT_SECRET", _j((ALNUM, 40))),
    ("PashaPay", "PASHAPAY_SECRET", _j((HEX, 64))),
    ("Trendyol", "TRENDYOL_API_SECRET", _j((ALNUM, 20))),
    ("Hepsiburada", "HB_MERCHANT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Craftgate", "CRAFTGATE_SECRET_KEY", _j((ALNUM, 32))),
    ("İleti Merkezi", "ILETIMERKEZI_SECRET", _j((HEX, 64))),
    ("ZarinPal", "ZARINPAL_MERCHANT_ID", lambda g: v.uuid4(g, "8")),
    ("IDPay", "IDPAY_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Kavenegar", "KAVENEGAR_API_KEY", _j((UPPER_DIGITS, 80))),
    ("Ghasedak", "GHASEDAK_API_KEY", _j((HEX, 64))),
    ("Neshan", "NESHAN_API_KEY", _j("service.", (HEX, 32))),
    ("ArvanCloud", "ARVAN_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Freedom Pay", "FREEDOMPAY_SECRET_KEY", _j((ALNUM, 16))),
    ("ioka", "IOKA_API_KEY", _j("sk_live_", (ALNUM, 40))),
    ("Mobizon", "MOBIZON_API_KEY", _j("kz", (HEX, 38))),
    ("iFirma", "IFIRMA_INVOICE_KEY", _j((UPPER_HEX, 32))),
    ("Autopay", "AUTOPAY_SHARED_KEY", _j((HEX, 40))),
    ("bol.com", "BOL_CLIENT_SECRET", _j((URLSAFE, 70))),
    ("MyParcel", "MYPARCEL_API_KEY", _j((HEX, 40))),
    ("Picqer", "PICQER_API_KEY", _j((ALNUM, 40))),
    ("Channable", "CHANNABLE_TOKEN", _j((HEX, 32))),
    ("Tikkie", "TIKKIE_APP_TOKEN", lambda g: v.uuid4(g, "b")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}=\"{tok}\"",
    "docker run -d -e {env}={tok} suhc/shop-sync:2.3",
    "kubectl -n shop create secret generic sync --from-literal={env}={tok}",
    "GitLab › Settings › CI/CD › Variables › {env}: {tok}",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "settings.py:\n{env} = \"{tok}\"",
    "crontab -e:\n*/15 * * * * {env}={tok} /opt/suhc/sync-orders.sh",
    "supervisord, [program:shop-sync]\nenvironment={env}=\"{tok}\"",
    "Bitrix24 › Applications › Webhooks › {vendor}: {tok}",
    "SUHC shop admin › Integrations › {vendor} › API key: {tok}",
    "Obsidian table 'Integrations': | {vendor} | shop | {tok} |",
    "Google Keep: {vendor} shop-sync key {tok}",
    "Telegram, Kamil: new {vendor} token {tok} (I revoked the previous one)",
    "Okdesk #5155: the {vendor} order sync fails with 401 since Monday, key in the config {tok}",
    "YouTrack SUHC-260: {vendor} webhook dead again, the key we have is {tok}",
    "could you store the {vendor} API key: {tok}",
    "ключ API от {vendor} (магазин в Сололаки): {tok}",
    "მაღაზიის {vendor} ინტეგრაციის გასაღები (API): {tok}",
    "{vendor} API açarı: {tok}",
    "{vendor} API anahtarımız: {tok}",
    "کلید API {vendor}: {tok}",
    "{vendor} API кілті: {tok}",
    "klucz API {vendor} do sklepu: {tok}",
    "de {vendor}-API-sleutel voor onze webshop: {tok}",
    "{vendor} ծառայության API բանալին խանութի համար՝ {tok}",
    "API-ключ {vendor} для крамниці: {tok}",
    "Schlüssel für die {vendor}-API (Laden in Tiflis): {tok}",
    "clé d'accès API {vendor}, boutique de Tbilissi : {tok}",
    "la chiave API {vendor} del negozio di Tbilisi: {tok}",
    "nuestra clave de la API de {vendor}: {tok}",
    "مفتاح واجهة API لخدمة {vendor}: {tok}",
    "{vendor}-ла API ключ: {tok}",
    "{vendor}-дин API ключ: {tok}",
    "{vendor} API ключ йыз: {tok}",
    "{vendor} API açarı yizdə: {tok}",
    "{vendor} API-дин ключ зи: {tok}",
    "{vendor} API ключ диби: {tok}",
    "API ключ {vendor} мени: {tok}",
    "საი {vendor} API-ს გასაღები: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    yc_token = "y0_" + _r(rng, URLSAFE, 55)
    wb = _vendor_jwt("https://seller.wildberries.ru", "ES256")(rng)
    insales = _r(rng, HEX, 32)
    trendyol = _r(rng, ALNUM, 20)
    neshan = "service." + _r(rng, HEX, 32)
    picqer = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f"yc config set token {yc_token}", yc_token),
        Sample("vendor_token", f'r = requests.get("https://content-api.wildberries.ru/content/v2/get/cards/list", headers={{"Authorization": "{wb}"}})', wb),
        Sample("vendor_token", f"curl -u 'suhc-shop:{insales}' https://suhc.myinsales.ru/admin/orders.json", insales),
        Sample("vendor_token", f'const trendyol = new Trendyol({{ supplierId: 812345, apiKey: process.env.TRENDYOL_KEY, apiSecret: "{trendyol}" }});', trendyol),
        Sample("vendor_token", f'<meta-data android:name="ir.neshan.API_KEY" android:value="{neshan}" />', neshan),
        Sample("vendor_token", f"curl -u '{picqer}:' https://suhc.picqer.com/api/v1/products", picqer),
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


_BARE_PLACES = ["{t}", "Telegram: {t}", "it's only shown once, saving it here:\n{t}",
                "вот он, сохрани: {t}", "{t}\n^ new one from the shop panel", "შეინახე ეს: {t}",
                "stash this somewhere for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 32), ".", (URLSAFE, 27)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((UPPER_DIGITS, 36)), _j((ALNUM, 48))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the cheese-cave RH sensor CC-03 (OTAA): {h}": 32,
    "ykpersonalize -2 -o chal-resp -o chal-hmac -o hmac-lt64 -a {h}": 40,
    "HMAC secret for the Keepz payment callback: {h}": 64,
    "Wiren Board Z-Wave S2 network key: {h}": 32,
    "Zigbee network key of the dryer sensors: {h}": 32,
    "ключ, которым шифруем бэкапы погреба: {h}": 64,
    "ბექაპის დაშიფვრის გასაღები: {h}": 64,
    "Ключ шифровани мени: {h}": 48,
    "backup açarı yizdə (hex): {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Okdesk #5170: token copied from the browser devtools {t}",
    "Cookie: lang=ka; suhc_session={t}",
    "SUHC_SHOP_ACCESS_TOKEN={t}",
    "hang on to the shop's bearer token for me {t}",
    "токен из личного кабинета магазина: {t}",
    "mağaza panelinin erişim belirteci (JWT): {t}",
    "Bitrix24 chat: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "RS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {"iss": "https://id.suhc.ge/realms/coop", "azp": "shop-admin",
                   "roles": ["cellar", "shop"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, URLSAFE, 22)}
    sig = {"ES256": 86, "RS256": 342, "HS256": 43, "RS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Derbent cellar server, file it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.suhc.ge.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SHOP_TLS_KEY": "{key}", "host": "shop.suhc.ge"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_cave <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "YouTrack SUHC-288, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "приватный ключ с сервера в Дербенте:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker in Poti:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    start = _PEM_STARTS[kind]
    body = start + _r(rng, B64, 64 * 8 - len(start))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it before I shred the card: {p}": "english",
    "Exodus 12-word backup\n{p}": "english",
    "Atomic Wallet words (the apricot-fund wallet, emptied): {p}": "english",
    "Ledger Nano S Plus recovery sheet, typed up: {p}": "english",
    "voice memo: the MetaMask phrase is {p}, that's the twelve": "english",
    "сид-фраза от Tonkeeper Заиры: {p}": "russian",
    "фраза восстановления (Trust Wallet Тамары): {p}": "russian",
    "Дила кошелекла сид-фраза: {p}": "russian",
    "Binance Web3 cüzdanı kurtarma kelimeleri: {p}": "turkish",
    "Emre'nin cüzdan anahtar kelimeleri: {p}": "turkish",
    "frase semilla de Coinomi: {p}": "spanish",
    "frase di recupero del portafoglio Bitget: {p}": "italian",
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
        " ".join(f"{k}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's, ArCa's, Shetab's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    if brand == "arca":
        return _card_of(rng, ["9051"], [16])
    if brand == "shetab":
        return _card_of(rng, ["603799", "610433", "627412", "589210", "622106"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Telegram, Gasan: the coop card for the Padovan spare parts is {c}, valid {mm}/{yy}",
    "file my spare card: {c} {mm}/{yy}",
    "Card: {c}\nExp: {mm}/{yy}",
    "YouTrack SUHC-301: pay the Milkline service visit with card {c}",
    "карта кооператива, номер {c}, действует до {mm}/{yy}",
    "კოოპერატივის ბარათის ნომერი: {c}, {mm}/{yy}",
    "شماره کارت خریدار تبریزی: {c}",
    "Երևանի վարորդի քարտի համարը՝ {c}",
    "Дила карталла номер: {c}",
    "Диби картаёс номер {c}, {mm}/{yy}",
    "საი ბარათის ნომერი: {c}",
    "карта нөмірі: {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["mir", "visa", "arca", "mastercard", "shetab", "amex", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c}, expiry 09/34, CVC {cvv}",
               "the three digits on the back of the shop card: {cvv}",
               "Amex {c}, the 4-digit CID above the number: {cvv}",
               "CVC на обороте карты кооператива: {cvv}",
               "kod CVV z tyłu karty: {cvv}",
               "kartın arkasındaki güvenlik kodu: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 90; each BBAN is a bank's code (as
# printed on real statements) and a shape after stdnum's iban.dat (a, n, c as in
# `secret_classes_values.iban_shaped`).
_IBAN_BANKS = {"GE": ["BG", "TB", "LB", "BS"], "AZ": ["NABZ", "IBAZ", "PAHA", "AIIB"],
               "QA": ["QNBA", "DOHB", "CBQA"], "IS": ["0133", "0515", "0111"],
               "JO": ["ARAB", "CBJO", "HBHO"], "KW": ["NBOK", "CBKU", "KFHO"],
               "LI": ["08800", "08810"], "MU": ["MCBL", "BOMM"]}  # fmt: skip
_IBAN_REST = {"GE": "n" * 16, "AZ": "n" * 20, "QA": "n" * 21, "IS": "n" * 18,
              "JO": "n" * 4 + "0" * 4 + "n" * 14, "KW": "0" * 6 + "n" * 16, "LI": "n" * 12,
              "MU": "n" * 16 + "000MUR"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_BANKS)


def _iban(rng: random.Random, country: str) -> str:
    alphabet = {"n": D, "c": UPPER_DIGITS, "0": "0"}

    def make(g: random.Random) -> str:
        rest = "".join(c if c in UPPER else g.choice(alphabet[c]) for c in _IBAN_REST[country])
        bban = g.choice(_IBAN_BANKS[country]) + rest
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SUHC-INV-2032-118: please pay the qvevri maker to {i} within two weeks",
    "save the Baku apricot buyer's IBAN: {i}",
    "IBAN: {i}\nPurpose: sulguni, October delivery",
    "Telegram #finance: the Doha importer's new bank details, IBAN {i}",
    "реквизиты для оплаты, IBAN {i}",
    "ჩემი IBAN: {i}",
    "hesabın IBAN-ı: {i}",
    "حساب المستورد في الدوحة، رقم الآيبان: {i}",
    "Йиз IBAN: {i}",
    "Yizdə IBAN: {i}",
    "IBAN мени: {i}",
    "Bankverbindung des Vaduzer Weinhändlers, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _enp(g: random.Random) -> str:
    """Russia's single OMS policy number (ЕНП): sixteen digits, unchecked here."""
    return g.choice("0123456789") + _r(g, D, 15)


def _krs(g: random.Random) -> str:
    """A Polish KRS number: ten digits, zero-padded, no public check."""
    return "0000" + g.choice("1234567") + _r(g, D, 5)


def _ir_entity(g: random.Random) -> str:
    """Iran's national ID of a legal entity (shenase-ye melli): eleven digits, unchecked here."""
    return "10" + g.choice("1238") + _r(g, D, 8)


def _am_psn(g: random.Random) -> str:
    """Armenia's public services number (the social card, ՀԾՀ): ten digits, unchecked here."""
    return g.choice("123456789") + _r(g, D, 9)


def _mersis(g: random.Random) -> str:
    """A Turkish MERSİS number: sixteen digits, a leading zero, unchecked here."""
    return "0" + _r(g, D, 11) + "00" + _r(g, D, 2)


def _ge_company(g: random.Random) -> str:
    """A Georgian company's identification code: nine digits (LLCs start with 4), unchecked."""
    return g.choice(["4", "2", "4"]) + _r(g, D, 8)


def _ge_id_card(g: random.Random) -> str:
    """A Georgian ID card's document number: two digits, two letters, five digits (as the author
    believes it is printed), unchecked."""
    return f"{g.randrange(11, 25)}{g.choice(['ID', 'IB', 'IA'])}{_r(g, D, 5)}"


def _osago(g: random.Random) -> str:
    """A Russian OSAGO policy number: a series of three letters and ten digits."""
    return f"{g.choice(['ХХХ', 'ТТТ', 'ААС'])} {_r(g, D, 10)}"


def _pts(g: random.Random) -> str:
    """A Russian vehicle passport (ПТС): two digits, two letters, six digits."""
    return f"{g.choice(['05', '52', '78'])} {g.choice(['ОЕ', 'МР', 'НК', 'УВ'])} {_r(g, D, 6)}"


def _ru_passport(g: random.Random) -> str:
    """A Russian internal passport issued in Dagestan (series 82 …): unchecked."""
    return f"82 {g.randrange(0, 25):02d} {_r(g, D, 6)}"


def _az_passport(g: random.Random) -> str:
    """An Azerbaijani passport: C and eight digits, unchecked."""
    return "C" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "единый номер полиса ОМС (ЕНП): {s}": _enp,
    "Дила ОМС полисла номер (ЕНП): {s}": _enp,
    "numer KRS spółdzielni z Krakowa, która kupuje morele: {s}": _krs,
    "KRS number of the Kraków buyer, for the contract: {s}": _krs,
    "شناسه ملی شرکت خریدار در تبریز: {s}": _ir_entity,
    "Tabriz buyer's company national ID (shenase-ye melli) for the proforma: {s}": _ir_entity,
    "հանրային ծառայությունների համարանիշ (ՀԾՀ)՝ {s}": _am_psn,
    "social card number of the Yerevan driver: {s}": _am_psn,
    "MERSİS numarası (İstanbul alıcısı): {s}": _mersis,
    "Istanbul buyer's MERSIS number: {s}": _mersis,
    "შპს-ის საიდენტიფიკაციო კოდი: {s}": _ge_company,
    "identification code of the Telavi LLC on the invoice: {s}": _ge_company,
    "полис ОСАГО на Ниву: {s}": _osago,
    "ПТС на газель: {s}": _pts,
    "Йиз машиндин ПТС: {s}": _pts,
    "ნინოს პირადობის მოწმობის ნომერი: {s}": _ge_id_card,
    "საი პირადობის ნომერი: {s}": _ge_id_card,
    "Йыз паспорт: {s}": _ru_passport,
    "Зи паспорт, серия ва номер: {s}": _ru_passport,
    "Диби паспорт: {s}": _ru_passport,
    "Паспорт мени: {s}": _ru_passport,
    "Yizdə pasport nömrəsi: {s}": _az_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Bank of Georgia mobile bank backup codes\n{codes}",
            "spare sign-in codes for the coop's Yandex 360 account {codes}",
            "Wildberries seller 2FA reserve codes: {codes}", "запасные коды входа в Яндекс ID:\n{codes}",
            "საქართველოს ბანკის აპის სარეზერვო კოდები: {codes}", "Trendyol satıcı hesabının yedek kodları: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/SUHC%20Shop:nino@suhc.ge?secret={s}&issuer=SUHC%20Shop&period=30",
              "Aegis, manual entry for the Trendyol seller login, key: {s}",
              "Yandex Key setup secret for the cellar mail: {s}",
              "секрет для 2FA (Google Authenticator): {s}"]  # fmt: skip
_CODES = ["Код подтверждения входа в Wildberries: {c}. Никому его не говорите",
          "{c} is your Bank of Georgia one-time password",
          "Kod: {c}. Birbank-a daxil olmaq üçün",
          "Trendyol giriş kodunuz: {c}. Bu kodu kimseyle paylaşmayın",
          "کد ورود به زرین‌پال: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n", "; "][index % 5] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["SUHC-Cellar-Derbent", "Keenetic-Akhty", "Gunib-Dryer-2G", "Khunzakh-Cave",
          "Geocell_Telavi", "MAGTI-Kvareli-5G", "Silknet-Mestia", "Ushguli-Guest",
          "Ambrolauri_Racha", "Zugdidi-Sulguni", "SUHC-Shop-Tbilisi", "Beeline_Derbent",
          "MTS-Router-Gunib", "Alvani-Home", "Oni-Guesthouse"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nPassword: {pw}",
    "guesthouse network {s}, password {pw}",
    "wifi in the cheese cave office: {s} / {pw}",
    "ndmc -c 'interface WifiMaster0/AccessPoint0 authentication wpa-psk {pw}'",
    "the key on the sticker under the Geocell router: {pw}",
    "вайфай {s} в гостевом доме, пароль: {pw}",
    "ვაიფაი {s}, პაროლი: {pw}",
    "{s} вайфайла пароль: {pw}",
    "Йиз халин вайфай {s}, пароль {pw}",
    "Вайфай {s}, йыз пароль {pw}",
    "Вайфай {s} пароль диби: {pw}",
    "Вайфай хуней {s}: пароль {pw}",
    "ვაიფაი {s}, საი პაროლი {pw}",
    "wifi {s} şifrəsi: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("AQVN", (ALNUM, 28)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j((LOWER_DIGITS, 30)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading the key out to you one symbol at a time: {t}", "[dictated over a Telegram call] {t}",
          "(spaced so the preview doesn't show it) {t}", "диктую по буквам, записывай: {t}", "ასო-ასო: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": {0: " ", 2: "-", 4: "  "}[style].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["sc-hsm-tool --initialize --so-pin 3537363231383830 --pin {pw}",
          "openpgp-tool --verify CHV1 --pin {pw}",
          "adb shell locksettings clear --old {pw}",
          "Rutoken PIN for the EGAIS signature: {pw}",
          "код от кодового замка погреба: {pw}",
          "მარნის კარის კოდი: {pw}",
          "Дила подвалла код: {pw}",
          "the cheese cave door keypad: {pw} and then the key button",
          "Код дери хуней: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    """A PIN as long as the device takes: a smart card's six or eight, a keypad's four or six."""
    if "Rutoken" in template or "openpgp" in template:
        return {"pw": _r(rng, D, 8)}
    if "sc-hsm" in template:
        return {"pw": _r(rng, D, 6)}
    return {"pw": _r(rng, D, [4, 6][index % 2])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["qvevri", "marani", "tklapi", "urbech", "sulguni", "kurze", "chudu", "saperavi",
                 "ushba", "bogos", "tebulo", "churchkhela", "apricot", "brynza", "tamada",
                 "supra"]  # fmt: skip
_PHRASES = {"KeePassXC passphrase for cellar.kdbx: {p}": " ",
            "Bitwarden master passphrase for the shop vault: {p}": "-",
            "VeraCrypt volume passphrase (lab scans): {p}": ".",
            "кодовая фраза менеджера паролей: {p}": " ",
            "პაროლის ფრაზა: {p}": " ",
            "yizdə parol ifadəsi: {p}": "_",
            "Enpass vault master passphrase (shop laptop): {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia export (TCW API), Authorization: Basic {v}": True,
    'HAProxy: http-request set-header Authorization "Basic {v}"': True,
    "Hoppscotch collection, header Authorization: Bearer {v}": False,
    "wget -q --header 'Authorization: Basic {v}' -O tanks.csv http://tcw.derbent.suhc.lan/export.csv": True,
    "Bruno request, auth: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


def _wg_key(g: random.Random) -> str:
    return _r(g, B64, 43) + "="


_CONFIGS: dict[str, Maker] = {
    'Marzban .env:\nSUDO_USERNAME = "admin"\nSUDO_PASSWORD = "{pw}"': _plain_pw,
    "/etc/amnezia/amneziawg/awg0.conf:\n[Interface]\nPrivateKey = {pw}\nAddress = 10.8.1.2/32\nJc = 4\nJmin = 40\nJmax = 70": _wg_key,
    "MODX core/config/config.inc.php:\n$database_user = 'modx_shop';\n$database_password = '{pw}';": _plain_pw,
    '/etc/ppp/peers/beeline:\nuser "derbent-cellar"\npassword "{pw}"': _plain_pw,
    "Wiren Board mosquitto.conf, bridge:\nconnection cloud\naddress mqtt.suhc.ge:8883\nremote_username cave-khunzakh\nremote_password {pw}": _plain_pw,
    "/etc/msmtprc:\naccount shop\nhost smtp.yandex.ru\nuser shop@suhc.ru\npassword {pw}": _plain_pw,
    "nextcloud config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',": _plain_pw,
    "Home Assistant secrets.yaml:\ncave_mqtt_password: {pw}": _plain_pw,
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}": _plain_pw,
    "compose.yaml:\n  db:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}": _plain_pw,
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );": _plain_pw,
    'appsettings.Production.json:\n"ConnectionStrings": {{ "Shop": "Host=pg;Username=shop;Password={pw}" }}': _plain_pw,
    "application.properties:\nspring.datasource.username=cellar\nspring.datasource.password={pw}": _plain_pw,
    "pjsip.conf:\n[shop-phone]\ntype=auth\nauth_type=userpass\nusername=201\npassword={pw}": _plain_pw,
    "/etc/fstab:\n//nas-kvareli/labels /mnt/labels cifs username=labels,password={pw},vers=3.0 0 0": _plain_pw,
    'ERPNext sites/shop/site_config.json:\n{{"db_name": "_5e1f0c", "db_password": "{pw}"}}': _plain_pw,
}  # fmt: skip
_configs = _Family("config_file", list(_CONFIGS), lambda g, i, t: {"pw": _CONFIGS[t](g)}, "pw")


_CHATS = [
    "Nino: cave wifi password?\nMagomed: {pw}",
    "[07:41] zaira: admin pw for the dryer panel?\n[07:42] gasan: {pw}",
    "Levan: {pw} is the new Padovan password",
    "Kamil: use {pw}, that's what the Evotor has now",
    "Патимат: новый пароль {pw}",
    "ნინო: ახალი პაროლია {pw}",
    "Магомед: сагаси пароль {pw}",
    "Рахиль: пароль тозе {pw}",
    "Elvin: təzə parol {pw}",
    "ალეკო: ახალი პაროლი საი {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200dword: {pw}", "pass\u2063word = {pw}", "пар\u200bоль: {pw}", "p\u0430ssw\u043erd ⇒ {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱: {pw}", "Ｐａｓｓｗｏｒｄ＝{pw}", "pa\u034fssword: {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ {pw}",
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


def _russian_seed(g: random.Random) -> str:
    phrase = str(_MNEMO["russian"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))
    return unicodedata.normalize("NFC", phrase)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Padovan panel password is": "{s}", "Evotor admin pw:": "{s} (since the shop moved to Sololaki)",
    "дила пароль": "{s}", "Milkline service password": "{s}\nchange it after lambing",
    "пароль:": "{s}", "პაროლი:": "{s}", "şifre": "{s}",
    "the password Gasan read out over the radio was": "{s}, I think",
    "пароль мени": "{s}", "yizdə parol": "{s}",
}  # fmt: skip


def _split_backup(g: random.Random) -> str:
    return _backup_list(g, 1, 4)[0]


# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Boxberry API key", "{s}", _j((HEX, 32))),
    ("split_token", "Neshan key:", "{s} (map on the Tabriz buyers' page)", _j("service.", (HEX, 32))),
    ("split_token", "IDPay api key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Exodus wallet, backup words", "{s}", _english_seed),
    ("split_card", "coop card no.", "{s} valid 08/35", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GE"))),
    ("split_backup", "Bank of Georgia backup codes", "{s}\nkrtv41-8x2mq0\nbzlp07-c4n9wd", _split_backup),
    ("split_otp", "TOTP key for the shop admin", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "MERSİS no", "{s}", _mersis),
    ("split_phrase", "cellar.kdbx passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


def _meta_jwt(g: random.Random) -> str:
    return _vendor_jwt("https://daas-public-api.wolt.com")(g)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"tcw": {"url": "http://tcw.derbent.suhc.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "patimat", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"dryers": [{"name": "dryer-1"}, {"name": "dryer-2", "panel_pwd": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysql_setpermission", "--user", "root", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "Дила почтала пароль {s}"}': ("meta_password", _plain_pw),
    '{"პაროლი": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Milkline unit as service, the password is {s}"}': ("meta_password", _plain_pw),
    '{"boxberry": {"token": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"neshanKey": "{s}"}': ("meta_token", _j("service.", (HEX, 32))),
    '{"idpay_api_key": "{s}"}': ("meta_token", lambda g: v.uuid4(g, "a")),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _meta_jwt),
    '{"payment": {"pan": "{s}", "exp": "10/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "arca"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AZ")),
    '{"supplier": {"krs_number": "{s}"}}': ("meta_id", _krs),
    '{"2fa": {"backup": ["{s}", "mqzt52-0w8kcf", "hrdn19-p3vx7a"]}}': ("meta_otp", _split_backup),
    '{"apricot_fund_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _russian_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cellar": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Khunzakh-Cave", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_DEB_SUM = hashlib.sha256(b"wb-mqtt-serial_2.148.1_arm64.deb").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"tcw-controller-fw-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.suhc.ge/shop-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"cellar: add qvevri temperature column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"shop: revert Evotor receipt template", usedforsecurity=False).hexdigest()[
    :10
]
_MD5 = hashlib.md5(b"tank-readings_2032-10-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"lab-export-vintage-2032.parquet").hexdigest()
_SHA1_FILE = hashlib.sha1(b"labels-2032.pdf", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Padovan panel password before the harvest starts on 2032-09-14.",
    "Nino asked for the cheese-cave wifi password; it is on the card in Magomed's drawer.",
    "Rule agreed at the June meeting: every coop password has 14+ characters and sits only in the shared vault.",
    "Don't drop passwords into the Telegram group; share a vault link.",
    "The `.env.example` line `BOXBERRY_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The TCW controller asks for a new admin password after every firmware update.",
    "Replace <YOUR_NESHAN_KEY> in the README with the key from the Neshan dashboard.",
    "WB_API_TOKEN and CDEK_SECURE_PASSWORD must be set before the nightly order sync runs.",
    "Upgraded the Wiren Board firmware from 2.148.0 to 2.148.1 and Django to 5.2.7 over the weekend.",
    f"commit {_COMMIT} adds the qvevri temperature column.",
    f"Reverted to {_SHORT} once the Evotor receipt template broke.",
    f"wb-mqtt-serial_2.148.1_arm64.deb sha256 {_DEB_SUM}",
    f"The TCW firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of lab-export-vintage-2032.parquet: {_SHA512}",
    f"The shop sync runs registry.suhc.ge/shop-sync@sha256:{_IMAGE}.",
    f"MD5 of tank-readings_2032-10-02.csv is {_MD5}, matching the NAS copy.",
    f"SHA-1 of labels-2032.pdf: {_SHA1_FILE}",
    "Request id 3f9c2a71-8d4e-4b16-9a07-c5e2d18b6f40 is the slow one in the Wildberries sync log.",
    "Purchase order PO-2032-00731 for 600 kg of Gunib apricots ships on Monday.",
    "YouTrack SUHC-318: the Khunzakh cave humidity alarm keeps tripping at night.",
    "Booking GH-MES-2032-0412: two guests at the Mestia guesthouse, 14 to 17 October.",
    "Call the Derbent cellar on +7 87240 4 18 27 before noon.",
    "The Tbilisi shop's number is +995 32 247 18 05.",
    "ISBN 978-0-19-870516-1 is the wine-science handbook on the lab shelf.",
    "The GAZelle with plate А417КМ 05 takes the apricots to Makhachkala on Thursdays.",
    "The Kakheti van, plate TK-417-RL, is due for its inspection in November.",
    "Tank 7 holds 2,400 l of 2031 Saperavi at 14 °C; each qvevri in the marani holds 1,200 l.",
    "The drying house runs at 58 °C and 18 % relative humidity; apricots lose about 80 % of their weight.",
    "The cheese cave is kept at 11 °C and 88 % RH; a wheel of guda weighs about 9 kg.",
    "After five wrong passwords the TCW panel locks the account for 15 minutes.",
    "The secret of good tklapi is drying it in the September sun, not in the oven.",
    "Ask Gasan for the cellar keypad code, I don't have it.",
    "My card ending 4471 was declined at the Telavi hardware store.",
    "The Baku buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's Bank of Georgia account and keep them in the safe.",
    "Nobody from a wallet's support team needs your recovery words; asking for them is always a scam.",
    "Keep `KEEPZ_SECRET` in the secrets store, never in the repository.",
    "Neshan moved the API key page under Panel › Keys in its spring release.",
    "The guest wifi 'Ushguli-Free' is open, no password needed.",
    "Lot LOT-2032-GUN-0117: 600 kg of apricots, 22 % moisture after drying; the tasting score was 88.",
    "Container TGHU 8812047 with the Saperavi lot is at the Poti terminal.",
    "Ticket SUHC-322 is closed: the Evotor receipt printer was out of paper.",
    "Пароль должен быть не короче 14 символов и храниться только в менеджере паролей.",
    "პაროლი არავის გაუზიარო, არც ჩატში.",
    "Şifrəni heç kimə demə, hətta bizim adamlara da.",
    "Şifreler en az on dört karakterden oluşmalı.",
    "رمز عبور را هرگز در تلگرام نفرستید.",
    "Құпиясөзді ешкімге айтпаңыз.",
    "Hasła trzymamy wyłącznie w menedżerze haseł.",
    "Deel je wachtwoord nooit via de chat.",
    "Գաղտնաբառը ոչ մեկին մի ասա։",
    "Чилизиб-ра ма-бурая ила пароль.",
    "Фуж-кІанизра гъапиз мапІан йиз пароль.",
    "Шавусна хьадаъас йыз пароль.",
    "Heç kimə ha'as yizdə parol.",
    "Садазни лугьумир зи пароль.",
    "Гьарзаго бицно гьечІ диби пароль.",
    "Ба эчки мегуь пароль мени, сагъ бу.",
    "არავის უთხრა საი პაროლი.",
    "The Wiren Board's default login is printed in its manual; ours was changed on the first day.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-09-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/tcw", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_DEB_SUM}", "package": "wb-mqtt-serial", "version": "2.148.1"}}',
    '{"ticket": "SUHC-318", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "LOT-2032-GUN-0117", "weight_kg": 600, "moisture_pct": 22}}',
    '{"phone": "+995 32 247 18 05", "city": "Tbilisi"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "wheels_in_cave": 412}',
    '{"booking": "GH-MES-2032-0412", "guests": 2, "nights": 3}',
    '{"container": "TGHU 8812047", "port": "Poti", "eta": "2032-11-04"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
