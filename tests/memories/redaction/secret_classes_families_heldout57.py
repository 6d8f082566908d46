# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, fifty-seventh corpus: written blind, without reading the rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to fifty-fourth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written beside it, their tests nor the reports, and the scrubber was never run on it.
Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
vatmen, couchers, beater crew, press room, bindery, guides, shop and office of a working
hand-papermaking mill and letterpress museum (the Ballyrag Mill Trust near Ballymoney, Co. Antrim:
rag room, Hollander beaters, vat room, drying loft, type foundry, press room, bindery, galleries,
guided tours, courses and a shop, with partner studios making bark paper and indigo in Nahuizalco,
recycled paper in Oxchuc, ledger-art prints in Kyle on Pine Ridge, kozo paper in Tatsugō on Amami
Ōshima, woodcut prints in Moengo, vetiver paper in Port Mathurin and bamboo paper in Taicheng) leak
secrets into an assistant's memory: Telegram X, Nekogram, Unigram, Kotatogram, AyuGram,
Instantbird, ChatZilla, Zimbra Talk, Salesforce Chatter, MangoApps, Humanforce, Camelo, Syphon,
Thunderbird chat, Element Web, Steam chat and Kaiwa messages, KeepNote, Xpad, DEVONthink,
Tinderbox, Curio, NoteLedge, Penbook, Stashpad, Thymer, Godspeed, Lunatask and KanbanFlow notes,
Pipefy cards, Mojo Helpdesk, Matrix42, Cireson, Giva, Track-It!, BOSSDesk, SmarterTrack and
Featurebase tickets, e-mails, runbooks, the terminals of 9term, rc, Emacs' shell-mode,
Termux:Float, Git for Windows, an iDRAC virtual console, Windows Sandbox, VirtualBox, Parallels,
OrbStack, Colima, Distrobox, nix-shell, Code-OSS, VSCodium, Windows PowerShell, yazi, Double
Commander, Directory Opus, Nova, Fleet, Starship, oh-my-zsh, Shelly SSH and SSH Files, commands of
bkcrack, fcrackzip, inlets-pro, WP-CLI's `config set`, Nextcloud's `occ maintenance:install`,
Magento's `admin:user:create`, PowerShell's New-SmbMapping, Unlock-BitLocker, Enable-BitLocker,
Import-PfxCertificate, Export-PfxCertificate, New-ADUser, Add-OdbcDsn, Set-Secret,
Connect-SPOService, Connect-AzAccount, Invoke-Command and a PSCredential for Invoke-WebRequest,
passage, zbackup, tarsnap, grub-mkpasswd-pbkdf2, Check Point's snx, smbspool, ipptool,
rdiff-backup, kpcli, systemd-cryptenroll, clevis and smtpctl (and, named before, lpadmin, qpdf,
x11vnc, mosquitto_passwd and sshpass), configs of Nextcloud, Fedora Commons, Mukurtu, Access to
Memory, digiKam, LibrePhotos, Chevereto, Zenphoto, Coppermine, Gallery3, Photonix, Tainacan,
Daminion, Photo Mechanic and a cadaver `.netrc`, auth headers in RESTer, Boomerang, Step CI, Tavern
and Gatling, the web pages of humidity, dust, laser, cutting, printing, binding, drive, building,
fire, drying, door, roof, camera and climate hardware (Condair, Nederman, Trotec, Epilog,
Glowforge, ShopBot, Biesse, Felder, Yaskawa, Invertek, Tridium Niagara, Kentec, Nabertherm, Velux,
Rhombus, Eagle Eye Networks, Spot AI, TTLock, Polar Mohr, Standard Horizon, Morgana, Duplo, Epson
SureColor, Roland, Mimaki, Lexmark, Stiebel Eltron, FAAC, Elero, Sontay, Cylon, Midea, Hisense,
Schüco, Camfil, Worcester Bosch, Lennox, Sensirion, Elsys, Netvox, Decentlab), README fragments,
voice-dictated text and requests to the assistant itself. About 60 % English (or language-neutral
config and shell), the rest in Tzeltal, Lakota, Nawat (Pipil), Ulster Scots, Rodriguan Creole,
Ndyuka (Aukan), Taishanese (Toisanese, in traditional characters) and Amami (Shimaguchi, in kana)
(no earlier docstring names them), and Salvadoran and Chiapas Spanish, Surinamese Dutch, French,
German, Irish, Japanese and Simplified Chinese in wordings of their own. Vendors (DigiTickets,
Gatemaster, Yurplan, eHive, PastPerfect, Vernon CMS, Sketchfab, Bloomberg Connects, Big Cartel,
Blurb, Mixam, Prodigi, Enthuse, Click & Drop, Parcel2Go, Evri, parcelLab, Awair, Airthings, uHoo,
Kaiterra, MailerLite, EmailOctopus, Flodesk, YouCanBookMe, Filestack, Kraken.io, TinyPNG,
remove.bg, Imagga, PrintNode, FreeAgent, KashFlow, Pennylane, BambooHR, Together AI, Arduino Cloud,
Spendesk, Payhawk, Dext, Ko-fi, Podia, Thinkific, Kajabi, Pixieset, SmugMug, PhotoShelter, Vidyard)
are ones heldouts 5 to 54 do not name; the ids are kinds they do not use: Northern Ireland's Health
and Care number, drawn in its 320-399 range until python-stdnum's `gb.nhs` (the same mod-11 check
digit) validates it, and, with no check a library or this file verifies (no check-digit algorithm
is written here), Northern Ireland's Electoral Identity Card number, an Oglala Sioux Tribe
enrollment number, a tribal ID number, an Indian Health Service chart number, El Salvador's ISSS
affiliation number, a US Alien Registration Number (A-Number), a Mexican matrícula consular, a
Surinamese ID-kaart number, Mauritius' Tax Account Number, Japan's 雇用保険被保険者番号 and 介護保険被保険者番号 and a
Chinese 社保卡 card number; passports under Tzeltal, Lakota, Amami and Ndyuka words, likewise
unchecked. Card numbers pass Luhn (Carnet prefixes drawn here and checked with python-stdnum's
`luhn`, the rest from the value helpers). The IBANs are of countries used least by a rough count
over heldouts 5 to 54 (the United Arab Emirates, Bosnia and Herzegovina, Israel, Libya, Moldova,
Montenegro, North Macedonia and Pakistan), drawn until `stdnum.iban` validates them; seed phrases
come from `mnemonic`'s English, Spanish, Japanese, Simplified Chinese, Italian, Czech and Korean
lists.
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
from stdnum.gb import nhs as gb_nhs

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 27_448_765
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


_PAPER = ["Deckle", "Kozo", "Gampi", "Esparto", "Linters", "Watermark", "Chainline", "Foolscap",
          "Quarto", "Octavo", "Vellum", "Hemp", "Flax", "Mitsumata", "Amate", "Vetiver",
          "Bagasse", "Abaca"]  # fmt: skip
_PRESS = ["Tympan", "Frisket", "Platen", "Quoin", "Galley", "Brayer", "Forme", "Chase", "Ludlow",
          "Linotype", "Fleuron", "Pica", "Kern", "Composer", "Vatman", "Coucher"]  # fmt: skip
_FONTS = ["Caslon", "Garamond", "Baskerville", "Bodoni", "Didot", "Plantin", "Bembo", "Johnston",
          "Univers", "Perpetua"]  # fmt: skip
_PLACES = ["Ballymoney", "Ballyrag", "Cullybackey", "Bushmills", "Dervock", "Nahuizalco", "Izalco",
           "Cuisnahuat", "Oxchuc", "Tenejapa", "Bachajon", "Kyle", "Manderson", "Porcupine",
           "Tatsugo", "Naze", "Uken", "Moengo", "Albina", "Diitabiki", "PortMathurin",
           "MontLubin", "LaFerme", "Taicheng", "Guanghai", "Duanfen"]  # fmt: skip
_NAMES = ["Wullie", "Sammy", "Agnes", "Jeannie", "Rab", "Hughie", "Isobel", "Davy", "Genaro",
          "Paula", "Chepe", "Tina", "Xun", "Manel", "Petul", "Maruch", "Wanbli", "Mahpiya",
          "Chaske", "Tasina", "Yui", "Kenta", "Satomi", "Amoikon", "Sapali", "Akoeba", "Jocelyn",
          "Liseby", "Dorin", "Rosemay", "Ahcheung", "Waiying"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^-"
_LEET = ["H0ll4nd3r", "W4t3rm4rk", "F00lsc4p", "B4sk3rv1ll3", "C4sl0n", "Fr1sk3t", "Esp4rt0",
         "D3ckl3", "T1mp4n"]  # fmt: skip


def _font(g: random.Random) -> str:
    """A typeface and its point size, the way a compositor makes a password up at the case."""
    return (
        f"{g.choice(_FONTS)}{g.choice([8, 10, 12, 14, 18, 24, 36, 48, 72])}pt{g.choice(_SYMBOLS)}"
    )


def _weight(g: random.Random) -> str:
    """A sheet's weight in grams and its fibre, as written on the drying-loft board."""
    return f"{g.randrange(80, 650, 10)}gsm{g.choice(_PAPER)}{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four random groups of four letters and digits joined by dots, as a generator writes them."""
    return ".".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PRESS)}{g.choice(_PAPER)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_PAPER, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&!?*", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1970, 2033)) + g.choice(_SYMBOLS),
    _font,
    _weight,
    lambda g: f"{g.choice(_PLACES).lower()}-{g.choice(_PAPER).lower()}-{g.randrange(1955, 2033)}",
    lambda g: f"Sheet{g.randrange(100, 1000)}{g.choice(_PAPER)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PRESS).upper()}{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Pulls{g.choice(_PAPER)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram X, group 'Vat Room': the Condair RS humidifier web password is {pw}",
    "Nekogram message from Hughie: Nederman Insight dust-extraction password {pw}",
    "Unigram chat with Isobel: Trotec Speedy 400 laser admin password {pw}",
    "Kotatogram, Davy: Epilog Fusion Pro admin password {pw}",
    "AyuGram DM from Rab: Yaskawa GA500 drive (beater 2) web password {pw}",
    "Instantbird IRC, #pressroom: Invertek Optidrive P2 password {pw}",
    "ChatZilla log, #ballyrag: Tridium Niagara supervisor password {pw}",
    "Zimbra Talk, Jeannie: Kentec Syncro fire panel engineer password {pw}",
    "Salesforce Chatter post on the Friends appeal (wrong box): Lexmark CX735 admin password {pw}",
    "MangoApps message from Agnes: Nabertherm drying-oven controller password {pw}",
    "Humanforce shift note: Velux KLF 200 gateway password (drying-loft roof windows) {pw}",
    "Camelo chat with the weekend guides: Rhombus console password {pw}",
    "Syphon (Matrix) DM: Eagle Eye Networks VMS password {pw}",
    "Thunderbird chat, XMPP: TTLock admin password for the gallery doors {pw}",
    "Element Web room 'Bindery': Polar Mohr Compucut password {pw}",
    "Steam chat (don't ask), Sammy: Standard Horizon BQ-270 binder password {pw}",
    "Kaiwa, Xun: Morgana DigiFold Pro password {pw}",
    "KeepNote page 'Loft': Stiebel Eltron ISG web password {pw}",
    "Xpad sticky on the office PC: FAAC E124 gate board password {pw}",
    "DEVONthink note 'Roof': Elero Centero Home password {pw}",
    "Tinderbox note: Sontay sensor gateway password {pw}",
    "Curio idea space 'Winter works': Cylon FBXi controller password {pw}",
    "NoteLedge page, Tatsugō studio: Midea controller password {pw}",
    "Penbook page, scanned: Hisense VRF controller password {pw}",
    "Stashpad: Schüco door station password {pw}",
    "Thymer journal: Spot AI dashboard password {pw}",
    "Godspeed task: change the Roland VersaUV password (now {pw})",
    "Lunatask note: Mimaki UJF-7151 network password {pw}",
    "KanbanFlow card 'Proof press': Epson SureColor P9570 Web Config password {pw}",
    "Pipefy card 2231: Duplo DC-618 slitter admin password {pw}, please reset",
    "Mojo Helpdesk ticket 5521: the ShopBot PRSalpha controller password {pw} stopped working",
    "Matrix42 ticket 0812: Biesse Rover panel password {pw}",
    "Cireson incident IR-3310: Felder Format-4 panel password {pw} must be rotated",
    "Giva request 441: Camfil CamCloud password {pw}",
    "Track-It! work order 7720: Worcester Bosch boiler app password {pw}",
    "BOSSDesk ticket 1904: the Lennox S40 thermostat password is {pw}, please reset it",
    "SmarterTrack ticket 66120: Sensirion gateway password {pw}",
    "Featurebase post (should have been private): Glowforge Pro account password {pw}",
    "Hi Hughie,\n\nthe root password on the beater-room PC is {pw}. Bin this mail once it's in the safe.\n\nCheers,\nIsobel",
    "Incident 2032-03-09: the Velux KLF 200 in the drying loft sat on the visitors' wifi with password {pw}",
    "Runbook: restarting beater 2 after a jam\n1. isolate the Yaskawa GA500\n2. log into its web page as engineer\n3. password {pw}\n4. jog at 5 Hz and clear the roll",
    "README (press-room rack)\nthe Lexmark CX735 proofing queue is at https://proof.brm.lan, admin password `{pw}`.",
    "my Ulster Bank app password is {pw} now",
    "can you remember my Banco Agrícola app password? it's {pw}",
    "the Hakrinbank online banking password is {pw}",
    "password for my MCB Juice app: {pw}",
    "dictated: the Trotec Ruby password is {pw} full stop",
    "note to self: Nederman service password {pw}",
    "after the reset the Condair password became {pw}",
    "Te jcontraseña yu'un te correo ja' {pw}",
    "te scontraseña te router ta jna: {pw}",
    "Petul: te ach' scontraseña te servidor ja' {pw}, ma' xawalbey mach'a",
    "Mitȟáwa email password kiŋ {pw} é",
    "Mitȟípi ektá router password kiŋ: {pw}",
    "Wanblí eyá: server password téča kiŋ {pw} é",
    "Ne nucontraseña pal ne correo {pw}",
    "ne contraseña pal ne router tik nuchan: {pw}",
    "Genaro: ne yankwik contraseña pal ne servidor {pw}, maka xikilwi aka",
    "Ma email passwurd's {pw}",
    "the passwurd fer thon router at hame: {pw}",
    "Wullie: the new passwurd fer the server's {pw}, dinnae tell naebody",
    "Modpas mo imel, se {pw}",
    "modpas routèr lakaz: {pw}",
    "Liseby: nouvo modpas servèr la se {pw}, pa dir personn",
    "A password fu mi email na {pw}",
    "a router password a oso: {pw}",
    "Sapali: a nyun password fu a server na {pw}, no taki en gi wan sama",
    "我個電郵密碼係 {pw}",
    "屋企個路由器密碼：{pw}",
    "阿祥：新個服務器密碼係 {pw}，莫話畀人知",
    "わんが メールぬ パスワードや {pw} ど",
    "やーぬ ルーターぬ パスワード：{pw}",
    "結衣：みーさる サーバーぬ パスワードや {pw} ど、たるにん いゅんなよ",
    "vos, la contraseña de la compu del cuarto de tinas es {pw}",
    "la contraseña de la guillotina del taller de Oxchuc quedó en {pw}",
    "le mot de passe de l'étuve de séchage, c'est {pw}",
    "het wachtwoord van de drukkerij-pc in Moengo is {pw}",
    "das Kennwort der Falzmaschine lautet {pw}",
    "Is é pasfhocal ríomhaire an mhuilinn ná {pw}",
    "紙漉き工房のPCのパスワードは {pw} です",
    "台城纸厂电脑的密码是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["wullie", "sammy.k", "agnes", "jeannie.m", "rab", "hughie", "isobel.c", "davy",
          "genaro", "paula.t", "chepe", "tina.r", "xun", "manel", "petul.g", "maruch", "wanbli",
          "mahpiya.c", "chaske", "tasina", "yui.h", "kenta", "satomi.s", "amoikon", "sapali",
          "akoeba", "jocelyn", "liseby.p", "dorin", "rosemay", "ahcheung", "svc-beaters",
          "press-room"]  # fmt: skip
_LOGINS = [
    "Telegram X, Davy: the Trotec login is {u} / {pw}",
    "Mojo Helpdesk #5530: {u} locked out of the Condair page, last password {pw}",
    "uid {u} pw {pw}",
    "DEVONthink › Mill › Devices › Yaskawa GA500: {u} — {pw}",
    "| machine | user | password |\n|---|---|---|\n| Epson P9570 | {u} | {pw} |",
    "log into the Niagara supervisor as {u} with {pw}",
    "Felder login {u}:{pw}",
    "Login name: {u}\nPassword: {pw}",
    "- host: beater-2.brm.lan\n  user: {u}\n  pass: {pw}",
    "Zimbra Talk: account {u}, password {pw}",
    "Jeannie says the Glowforge account is {u} and the password is {pw}",
    "host,user,password\nlexmark-cx735,{u},{pw}",
    "ssh {u}@vat-pc.brm.lan (pw {pw})",
    "Kaiwa: creds for the Rhombus console are {u} and {pw}",
    "jbiil ta sistema {u}, jcontraseña {pw}",
    "username kiŋ {u}, password kiŋ {pw}",
    "nutukay tik ne sistema {u}, nucontraseña {pw}",
    "ma user name's {u} an the passwurd's {pw}",
    "non itilizater {u}, modpas {pw}",
    "a username na {u}, a password na {pw}",
    "用戶名 {u}，密碼 {pw}，莫話畀人知",
    "ユーザー名や {u}、パスワードや {pw} ど",
    "usuario {u} y contra {pw}, vos",
    "gebruiker {u}, wachtwoord {pw}",
    "ログインID：{u} ／ パスワード：{pw}",
    "ainm úsáideora {u}, pasfhocal {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["deckle", "kozo", "esparto", "tympan", "frisket", "quoin", "brayer", "amate",
               "vetiver", "foolscap", "linters", "platen", "watermark", "bagasse", "octavo",
               "galley", "pupusa", "mitsumata"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password's the word {w}, all lower case, then the number {d}",
    "password: {w}, and right after it {d}",
    "for the beater PC it's {w} with {d} on the end",
    "voice memo: the drying loft wifi password is {w} followed by {d}, no gap",
    "key in {w}, then {d}",
    "it's {w}{d}, the word and the digits stuck together",
    "te contraseña ja' te k'op {w}, ts'akal {d}",
    "password kiŋ iyápi {w}, hehál {d}",
    "ne contraseña ne tajtul {w}, wan kwak {d}",
    "the passwurd's the wurd {w}, syne {d}",
    "modpas la se mo {w}, apré {d}",
    "a password na a wortu {w}, baka en {d}",
    "密碼係 {w} 呢個字，跟尾加 {d}",
    "パスワードや {w} っちゅう ことば、あとに {d} ど",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "bkcrack -C scans-2019.zip -k 1d4a2b7c 8e0f3a19 c27b5d64 -U scans-2019-open.zip '{pw}'",
    "fcrackzip -u -D -p rockyou.txt museum-photos-2014.zip\n\nPASSWORD FOUND!!!!: pw == {pw}",
    "inlets-pro tcp client --url wss://tunnel.ballyragmill.org:8123 --token '{pw}' --upstream 127.0.0.1 --ports 5432",
    "wp config set DB_PASSWORD '{pw}' --path=/var/www/tainacan",
    "sudo -u www-data php occ maintenance:install --database pgsql --database-name nextcloud --admin-user {u} --admin-pass '{pw}'",
    "Enable-BitLocker -MountPoint 'F:' -PasswordProtector -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "bin/magento admin:user:create --admin-user={u} --admin-password='{pw}' --admin-email={u}@ballyragmill.org --admin-firstname=Shop --admin-lastname=Admin",
    "New-SmbMapping -LocalPath 'S:' -RemotePath '\\\\nas01\\scans' -UserName 'BRM\\{u}' -Password '{pw}'",
    "Unlock-BitLocker -MountPoint 'E:' -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "Import-PfxCertificate -FilePath .\\shop.pfx -CertStoreLocation Cert:\\LocalMachine\\My -Password (ConvertTo-SecureString -String '{pw}' -AsPlainText -Force)",
    "Export-PfxCertificate -Cert Cert:\\LocalMachine\\My\\7D1C0E4A -FilePath .\\tills.pfx -Password (ConvertTo-SecureString '{pw}' -Force -AsPlainText)",
    "echo '{pw}' | passage insert -e shop/bigcartel",
    "zbackup backup --password-file <(printf '%s' '{pw}') /srv/zbackup/backups/scans-2032-05 < scans.tar",
    "TARSNAP_PASSPHRASE='{pw}' tarsnap --passphrase env:TARSNAP_PASSPHRASE -c -f collections-2032-05 /srv/collections",
    "Add-OdbcDsn -Name Tills -DriverName 'ODBC Driver 18 for SQL Server' -DsnType System -SetPropertyValue @('Server=sql.brm.lan', 'Database=Tills', 'UID={u}', 'PWD={pw}')",
    "Invoke-Command -ComputerName till-01 -Credential (New-Object PSCredential('BRM\\{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force))) -ScriptBlock {{ Restart-Service Spooler }}",
    "printf '%s\\n%s\\n' '{pw}' '{pw}' | grub-mkpasswd-pbkdf2",
    "echo '{pw}' | snx -s vpn.ballyragmill.org -u {u}",
    "smbspool smb://{u}:{pw}@printsrv.brm.lan/Lexmark-CX735 41 {u} proof 1 '' proof.pdf",
    "ipptool -tv ipps://{u}:{pw}@proof.brm.lan/ipp/print get-printer-attributes.test",
    "rdiff-backup --remote-schema \"sshpass -p '{pw}' ssh -C %s rdiff-backup --server\" /srv/scans {u}@backup.brm.lan::/backups/scans",
    "kpcli --kdb=/srv/vault/mill.kdbx --pwfile=<(echo '{pw}') --command 'ls /Root'",
    "New-ADUser -Name 'Guide {u}' -SamAccountName {u} -AccountPassword (ConvertTo-SecureString '{pw}' -AsPlainText -Force) -Enabled $true",
    "$cred = New-Object System.Management.Automation.PSCredential('{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force)); Invoke-WebRequest https://proof.brm.lan/status -Credential $cred",
    "Set-Secret -Name BigCartelAdmin -Secret '{pw}' -Vault TrustVault",
    "PASSWORD='{pw}' systemd-cryptenroll --fido2-device=auto /dev/sdb2",
    "clevis luks bind -d /dev/sdb2 tang '{{\"url\":\"http://tang.brm.lan\"}}' -k - <<< '{pw}'",
    "smtpctl encrypt '{pw}'",
    "Connect-SPOService -Url https://ballyrag-admin.sharepoint.com -Credential (New-Object PSCredential('{u}@ballyragmill.org', (ConvertTo-SecureString '{pw}' -AsPlainText -Force)))",
    "Connect-AzAccount -Credential (New-Object PSCredential('{u}@ballyragmill.org', (ConvertTo-SecureString '{pw}' -AsPlainText -Force)))",
    "lpadmin -p Proof -E -v smb://{u}:{pw}@printsrv.brm.lan/Proof -m everywhere",
    "qpdf --decrypt --password='{pw}' donor-list-2031.pdf donor-list-open.pdf",
    "x11vnc -storepasswd '{pw}' ~/.vnc/passwd",
    "mosquitto_passwd -b /etc/mosquitto/passwd {u} '{pw}'",
    "sshpass -p '{pw}' scp sheet-register.csv {u}@archive.brm.lan:/srv/register/",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "9term (plan9port) % {c}", "Emacs M-x shell:\n{c}", "Termux:Float window: {c}",
    "Git for Windows, MINGW64 ~/shop $ {c}", "iDRAC virtual console on the archive server:\n# {c}",
    "Windows Sandbox, PowerShell:\nPS C:\\Users\\WDAGUtilityAccount> {c}",
    "VirtualBox VM 'press-dev' console: {c}", "Parallels VM terminal: {c}",
    "OrbStack, ubuntu:~$ {c}", "Colima shell: {c}", "Distrobox 'fedora-tools' $ {c}",
    "[nix-shell:~/collections]$ {c}", "Code-OSS terminal ~/collections $ {c}",
    "VSCodium terminal: {c}", "Windows PowerShell 5.1:\nPS C:\\ops> {c}",
    "yazi, shell prompt: {c}", "Double Commander command line: {c}", "Directory Opus CLI: {c}",
    "Nova terminal ~/shop-sync $ {c}", "JetBrains Fleet terminal: {c}", "rc (plan9port) ; {c}",
    "Starship prompt\n❯ {c}", "oh-my-zsh ➜  ~ {c}", "Shelly SSH on my phone: {c}",
    "SSH Files, iPad terminal: {c}", "Console (GNOME), isobel@vat-pc:~$ {c}",
    "te comando la jtuuntes: {c}", "command kiŋ lé ečhámuŋ: {c}", "ne comando ka nikchiwki: {c}",
    "the command A ran: {c}", "kòmann ki mo'nn lanse: {c}", "a command di mi ben du: {c}",
    "我行過呢個命令：{c}", "わんが 打った コマンド：{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "davs://{u}:{pw}@dav.brm.lan/scans/",
    "webdavs://{u}:{pw}@cloud.ballyragmill.org/remote.php/dav/files/{u}/",
    "ipps://{u}:{pw}@proof.brm.lan:631/printers/Lexmark-CX735",
    "mysql+pymysql://{u}:{pw}@shop-db.brm.lan:3306/bigcartel_sync",
    "postgresql+psycopg://{u}:{pw}@pg.brm.lan:5432/collections",
    "oracle+oracledb://{u}:{pw}@ora.brm.lan:1521/?service_name=FINANCE",
    "mssql+pymssql://{u}:{pw}@sql.brm.lan:1433/Tills",
    "rediss://{u}:{pw}@redis.brm.lan:6380/2",
    "mongodb+srv://{u}:{pw}@archive.q7hkz.mongodb.net/photos?retryWrites=true",
    "http://{u}:{pw}@couch.brm.lan:5984/visitors",
    "clickhouse://{u}:{pw}@ch.brm.lan:9000/footfall",
    "neo4j+s://{u}:{pw}@provenance.brm.lan:7687",
    "ftpes://{u}:{pw}@ftp.ballyragmill.org/uploads/",
    "rtsp://{u}:{pw}@cam-vatroom.brm.lan:554/Streaming/Channels/101",
    "jdbc:mariadb://db.brm.lan:3306/atom?user={u}&password={pw}",
    "Data Source=sql.brm.lan;Initial Catalog=Tills;User ID={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "COLLECTIONS_DATABASE_URL={c}", "the old reporting connection, before the move: {c}",
    "hold onto this connection string for me: {c}", "连接字符串：{c}", "a database URL na {c}",
    "Giva #450: {c}", "Thymer page 'Databases': {c}", "Curio list 'links': {c}",
    "ne URL pal ne base de datos: {c}", "the database URL's {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "ballyrag-mill-trust", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 31_536_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("DigiTickets", "DIGITICKETS_API_KEY", _j((HEX, 32))),
    ("Gatemaster", "GATEMASTER_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Yurplan", "YURPLAN_API_TOKEN", _j((URLSAFE, 43))),
    ("eHive", "EHIVE_CLIENT_SECRET", _j((HEX, 40))),
    ("PastPerfect", "PASTPERFECT_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Vernon CMS", "VERNON_API_TOKEN", _j((B64, 44))),
    ("Sketchfab", "SKETCHFAB_API_TOKEN", _j((HEX, 32))),
    ("Bloomberg Connects", "BLOOMBERG_CONNECTS_TOKEN", _vendor_jwt("https://connects.bloomberg.org")),
    ("Big Cartel", "BIGCARTEL_API_TOKEN", _j((ALNUM, 32))),
    ("Blurb", "BLURB_API_SECRET", _j((HEX, 64))),
    ("Mixam", "MIXAM_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Prodigi", "PRODIGI_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Enthuse", "ENTHUSE_API_KEY", _j((ALNUM, 48))),
    ("Click & Drop", "CLICKANDDROP_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Parcel2Go", "PARCEL2GO_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Evri", "EVRI_CLIENT_SECRET", _j((ALNUM, 36))),
    ("parcelLab", "PARCELLAB_TOKEN", _j((ALNUM, 30))),
    ("Awair", "AWAIR_ACCESS_TOKEN", _vendor_jwt("https://developer.getawair.com")),
    ("Airthings", "AIRTHINGS_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("uHoo", "UHOO_API_KEY", _j((HEX, 64))),
    ("Kaiterra", "KAITERRA_API_KEY", _j((URLSAFE, 32))),
    ("MailerLite", "MAILERLITE_API_TOKEN", _vendor_jwt("https://connect.mailerlite.com")),
    ("EmailOctopus", "EMAILOCTOPUS_API_KEY", _j("eo_", (HEX, 64))),
    ("Flodesk", "FLODESK_API_KEY", _j((ALNUM, 40))),
    ("YouCanBookMe", "YCBM_API_KEY", _j((HEX, 40))),
    ("Filestack", "FILESTACK_API_KEY", _j("A", (ALNUM, 21))),
    ("Kraken.io", "KRAKEN_API_SECRET", _j((HEX, 40))),
    ("TinyPNG", "TINIFY_KEY", _j((ALNUM, 32))),
    ("remove.bg", "REMOVE_BG_API_KEY", _j((ALNUM, 24))),
    ("Imagga", "IMAGGA_API_SECRET", _j((HEX, 32))),
    ("PrintNode", "PRINTNODE_API_KEY", _j((URLSAFE, 43))),
    ("FreeAgent", "FREEAGENT_CLIENT_SECRET", _j((URLSAFE, 22))),
    ("KashFlow", "KASHFLOW_SESSION_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Pennylane", "PENNYLANE_API_TOKEN", _j((URLSAFE, 43))),
    ("BambooHR", "BAMBOOHR_API_KEY", _j((HEX, 40))),
    ("Together AI", "TOGETHER_API_KEY", _j("tgp_v1_", (URLSAFE, 43))),
    ("Arduino Cloud", "ARDUINO_CLIENT_SECRET", _j((ALNUM, 64))),
    ("Spendesk", "SPENDESK_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Payhawk", "PAYHAWK_API_KEY", _j((HEX, 64))),
    ("Dext", "DEXT_API_KEY", _j((B64, 60))),
    ("Ko-fi", "KOFI_VERIFICATION_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Podia", "PODIA_API_KEY", _j((ALNUM, 32))),
    ("Thinkific", "THINKIFIC_API_KEY", _j((HEX, 32))),
    ("Kajabi", "KAJABI_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Pixieset", "PIXIESET_API_KEY", _j((ALNUM, 40))),
    ("SmugMug", "SMUGMUG_API_SECRET", _j((ALNUM, 64))),
    ("PhotoShelter", "PHOTOSHELTER_API_KEY", _j((ALNUM, 22))),
    ("Vidyard", "VIDYARD_API_TOKEN", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "$env:{env} = '{tok}'",
    "setx {env} \"{tok}\"",
    "fish: set -Ux {env} {tok}",
    ".env.production:\n{env}=\"{tok}\"",
    "dokku config:set shop-sync {env}={tok}",
    ".kamal/secrets:\n{env}={tok}",
    "infisical secrets set {env}={tok} --env=prod",
    "gh secret set {env} --body '{tok}'",
    "terraform.tfvars:\n{env_lower} = \"{tok}\"",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "php-fpm pool www.conf:\nenv[{env}] = {tok}",
    "Apache vhost: SetEnv {env} {tok}",
    "crontab -l\n{env}={tok}\n0 3 * * * /srv/sync/run.sh",
    "docker run -e {env}={tok} ghcr.io/ballyrag/shop-sync:2.1",
    "k8s Secret, stringData:\n  {env}: {tok}",
    "Ballyrag intranet › Settings › Integrations › {vendor} › API key: {tok}",
    "Thymer table 'Integrations': | {vendor} | live | {tok} |",
    "Godspeed task: rotate the {vendor} key {tok}",
    "Telegram X, Davy: {vendor} key for the shop sync: {tok}",
    "Kotatogram: the {vendor} token in use now is {tok}, the old one's revoked",
    "Mojo Helpdesk #5540: {vendor} sync fails with 401, configured key {tok}",
    "Cireson IR-3322: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "te sllave API {vendor} ja' {tok}",
    "{vendor} API key kiŋ {tok} é",
    "ne llave API pal {vendor}: {tok}",
    "the {vendor} API key's {tok}",
    "klé API {vendor} se {tok}",
    "a {vendor} API key na {tok}",
    "{vendor} 個 API key 係 {tok}",
    "{vendor}ぬ APIキーや {tok} ど",
    "la llave de la API de {vendor} es {tok}, vos",
    "clé API {vendor} pour la boutique : {tok}",
    "API-sleutel van {vendor} voor de winkel: {tok}",
    "{vendor} のAPIキーは {tok} です",
    "{vendor} 的 API 密钥：{tok}",
    "eochair API {vendor}: {tok}",
    "{vendor}-API-Schlüssel für den Shop: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    sketchfab = _r(rng, HEX, 32)
    removebg = _r(rng, ALNUM, 24)
    tinify = _r(rng, ALNUM, 32)
    printnode = _r(rng, URLSAFE, 43)
    filestack = "A" + _r(rng, ALNUM, 21)
    imagga = _r(rng, HEX, 32)
    imagga_id = "acc_" + _r(rng, HEX, 15)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.sketchfab.com/v3/me", headers={{"Authorization": "Token {sketchfab}"}})', sketchfab),
        Sample("vendor_token", f"curl -H 'X-Api-Key: {removebg}' -F 'image_file=@sheet-041.jpg' https://api.remove.bg/v1.0/removebg -o sheet-041.png", removebg),
        Sample("vendor_token", f'import tinify\ntinify.key = "{tinify}"\ntinify.from_file("loft.jpg").to_file("loft-small.jpg")', tinify),
        Sample("vendor_token", f'const printnode = new PrintNodeClient({{ apiKey: "{printnode}" }});', printnode),
        Sample("vendor_token", f'appsettings.json:\n  "Filestack": {{ "ApiKey": "{filestack}" }}', filestack),
        Sample("vendor_token", f"curl -u '{imagga_id}:{imagga}' 'https://api.imagga.com/v2/tags?image_url=https://ballyragmill.org/img/vat.jpg'", imagga),
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


_BARE_PLACES = ["{t}", "Telegram X: {t}", "it's only shown once, so:\n{t}", "a token na {t}",
                "呢個 token：{t}", "{t}\n^ that's the new one, the old one's revoked",
                "keep this safe for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 32), ".", (URLSAFE, 43)), _j((B64, 64)),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 64)), _j((B64, 40), "="), _j((ALNUM, 52))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the drying-loft humidity sensor (Elsys ERS, OTAA): {h}": 32,
    "NwkSKey of the esparto-store Netvox door sensor (ABP): {h}": 32,
    "HMAC secret for the DigiTickets webhook: {h}": 64,
    "Decentlab DL-TRH AES key from the provisioning sheet: {h}": 32,
    "pre-shared key of the site-to-site tunnel to Nahuizalco (hex): {h}": 64,
    "Velux KLF 200 backup encryption key, hex: {h}": 48,
    "備份嘅加密鎖匙：{h}": 64,
    "a encryption key fu a backup: {h}": 64,
    "te sllave cifrado yu'un te respaldo: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Mojo Helpdesk #5580: token copied from the browser's dev tools {t}",
    "Cookie: lang=en-GB; brm_session={t}",
    "COLLECTIONS_API_ACCESS_TOKEN={t}",
    "hang on to this bearer token {t}",
    "token 係 {t}",
    "a token na {t}",
    "Track-It! note: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.ballyragmill.org/realms/trust",
            "azp": "collections-console",
            "roles": ["guides", "press-room"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 16)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the collections server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.ballyragmill.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SHOP_SIGNING_KEY": "{key}", "issuer": "ballyrag-shop"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ed25519_archive <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "Cireson IR-3340, pasted by the contractor:\n{key}": ("EC PRIVATE KEY", "\n"),
    "伺服器嘅私鑰：\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
    "PGP key for the accountant's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI",
               "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Nighthawk wallet backup, copying it off the card before I shred it: {p}": "english",
    "Zashi secret recovery phrase\n{p}": "english",
    "Ywallet seed (the old Friends-of-the-Mill donation wallet, emptied): {p}": "english",
    "Bitcoin Safe seed backup: {p}": "english",
    "voice memo: the Kraken Wallet recovery words are {p} and that's all of them": "english",
    "Thymer page 'Donation wallet (retired)': {p}": "english",
    "frase semilla de la billetera Pocket Bitcoin, vos: {p}": "spanish",
    "Avalanche Core ウォレットの復元フレーズ：{p}": "japanese",
    "Frame 钱包助记词：{p}": "chinese_simplified",
    "frase di recupero del wallet Blade: {p}": "italian",
    "obnovovací fráze peněženky Surf: {p}": "czech",
    "Infinity Wallet 복구 구문: {p}": "korean",
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
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Carnet's: a brand the value helpers do
    not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "carnet":
        return _card_of(rng, ["506221", "506247", "506302", "639484", "286900"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Telegram X, Davy: the Trust's card for the new Trotec tube is {c}, exp {mm}/{yy}",
    "hold onto my spare card: {c} exp {mm}/{yy}",
    "Card number {c}\nExpires {mm}/{yy}",
    "Mojo Helpdesk #5561: pay the Condair service call with card {c}",
    "te snúmero jtarjeta: {c}, {mm}/{yy}",
    "mitȟáwa card number kiŋ: {c}",
    "ne número pal nutarjeta: {c}, {mm}/{yy}",
    "ma caird nummer's {c}, {mm}/{yy}",
    "nimero mo kart: {c}",
    "mi kaati nomba na {c}, {mm}/{yy}",
    "我張卡號：{c}，{mm}/{yy}",
    "わんが カードぬ 番号：{c}",
]  # fmt: skip


_BRANDS = ["visa", "carnet", "mastercard", "amex", "jcb", "discover", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c}, exp 02/37, the code on the back {cvv}",
               "the last three digits in the white strip on the back: {cvv}",
               "Amex {c}, the four little digits over the number on the front: {cvv}",
               "卡背後三個數字：{cvv}",
               "the thrie nummers on the back o the caird: {cvv}",
               "ne yey número tik ikuitlapan ne tarjeta: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 54; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"LY": "n" * 21, "PK": "aaaa" + "n" * 16, "AE": "n" * 19, "BA": "n" * 16,
                "IL": "n" * 19, "MD": "aa" + "n" * 18, "ME": "n" * 18, "MK": "nnn" + "c" * 10 + "nn"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice BRM-2032-071: please pay for the esparto bales to {i} within 30 days",
    "save the Faisalabad cotton-linter supplier's IBAN: {i}",
    "IBAN: {i}\nReference: rag order 19, March",
    "Telegram X #finance: the Dubai forwarder's new bank details, IBAN {i}",
    "te jIBAN: {i}",
    "mitȟáwa IBAN kiŋ: {i}",
    "ne nuIBAN: {i}",
    "ma IBAN's {i}",
    "IBAN mo kont: {i}",
    "mi IBAN na {i}",
    "我個 IBAN：{i}",
    "わんが IBAN：{i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _hc(g: random.Random) -> str:
    """A Northern Ireland Health and Care number: 320 to 399, seven digits, a mod-11 check
    digit (the NHS number's), spaced 3-3-4."""
    number = v.until(g, lambda h: str(h.randrange(320, 400)) + _r(h, D, 7), gb_nhs.is_valid)
    return str(gb_nhs.format(number))


def _ni_electoral(g: random.Random) -> str:
    """A Northern Ireland Electoral Identity Card number: ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _ost_enrollment(g: random.Random) -> str:
    """An Oglala Sioux Tribe enrollment number: seven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _tribal_id(g: random.Random) -> str:
    """A tribal ID card number: eight digits, no public check."""
    return g.choice("123456789") + _r(g, D, 7)


def _ihs_chart(g: random.Random) -> str:
    """An Indian Health Service chart (health record) number: seven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _isss(g: random.Random) -> str:
    """El Salvador's ISSS affiliation number: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _a_number(g: random.Random) -> str:
    """A US Alien Registration Number: A and nine digits, no public check."""
    return "A" + g.choice("12") + _r(g, D, 8)


def _matricula(g: random.Random) -> str:
    """A Mexican matrícula consular number: a letter and nine digits, no public check."""
    return g.choice("ABCDEFGHJ") + _r(g, D, 9)


def _sr_id(g: random.Random) -> str:
    """A Surinamese ID-kaart number: two letters and six digits, no public check."""
    return _r(g, "ABCDEFGHKLMNPRSTUVWZ", 2) + _r(g, D, 6)


def _mu_tan(g: random.Random) -> str:
    """Mauritius' Tax Account Number: eight digits, no public check."""
    return g.choice("12") + _r(g, D, 7)


def _jp_koyo(g: random.Random) -> str:
    """Japan's employment-insurance insured number (雇用保険被保険者番号): 4-6-1 digits, unchecked."""
    return f"{_r(g, D, 4)}-{_r(g, D, 6)}-{g.choice(D)}"


def _jp_kaigo(g: random.Random) -> str:
    """Japan's long-term-care insured number (介護保険被保険者番号): ten digits, unchecked."""
    return g.choice("123456789") + _r(g, D, 9)


def _cn_shebao(g: random.Random) -> str:
    """A Chinese social security card's card number (社保卡卡号): a letter and eight digits."""
    return g.choice("ABCDEFGHJKLMN") + _r(g, D, 8)


def _mx_passport(g: random.Random) -> str:
    """A Mexican passport: a letter and eight digits."""
    return g.choice("GN") + _r(g, D, 8)


def _us_passport(g: random.Random) -> str:
    """A US passport book number: nine digits."""
    return g.choice("56") + _r(g, D, 8)


def _jp_passport(g: random.Random) -> str:
    """A Japanese passport: two letters and seven digits."""
    return g.choice(["TZ", "TR", "TS", "TK", "MZ"]) + _r(g, D, 7)


def _sr_passport(g: random.Random) -> str:
    """A Surinamese passport: a letter and seven digits."""
    return g.choice("PRS") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "Northern Ireland Health and Care number for the volunteers' first-aid form: {s}": _hc,
    "ma H&C nummer fer the doctor's: {s}": _hc,
    "NI Electoral Identity Card number, for the bank's form: {s}": _ni_electoral,
    "Oglala Sioux Tribe enrollment number for the artist's contract: {s}": _ost_enrollment,
    "mitȟáwa tribal ID number kiŋ: {s}": _tribal_id,
    "IHS chart number for the clinic appointment in Kyle: {s}": _ihs_chart,
    "número de afiliación del ISSS de la Paula: {s}": _isss,
    "ne nunúmero pal ISSS: {s}": _isss,
    "A-Number on Chepe's work permit: {s}": _a_number,
    "matrícula consular de mi primo: {s}": _matricula,
    "te snúmero jmatrícula consular: {s}": _matricula,
    "ID-kaartnummer voor het formulier van de drukkerij: {s}": _sr_id,
    "mi ID-kaart nomba na {s}": _sr_id,
    "Tax Account Number (MRA) of the Port Mathurin workshop: {s}": _mu_tan,
    "nimero TAN mo: {s}": _mu_tan,
    "雇用保険被保険者番号：{s}": _jp_koyo,
    "わんが 介護保険ぬ 被保険者番号：{s}": _jp_kaigo,
    "我張社保卡嘅卡號：{s}": _cn_shebao,
    "te snúmero jpasaporte: {s}": _mx_passport,
    "mitȟáwa passport number kiŋ: {s}": _us_passport,
    "パスポート番号や {s} ど": _jp_passport,
    "mi paspoti nomba na {s}": _sr_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return ["-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(3)) for _ in range(n)]


_BACKUPS = ["Big Cartel 2FA recovery codes\n{codes}", "spare sign-in codes for the Trust's Microsoft 365 {codes}",
            "FreeAgent backup codes: {codes}", "2FA 備用碼：\n{codes}",
            "2FA backup codes fir ma account: {codes}", "a 2FA backup codes fu mi: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/FreeAgent:isobel@ballyragmill.org?secret={s}&issuer=FreeAgent&period=30",
              "Tofu authenticator, manual entry for the Pennylane login, key: {s}",
              "oathtool --totp -b {s}",
              "te sllave 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your DigiTickets verification code", "【台山农商银行】您的验证码为{c}，请勿泄露",
          "Banco Agrícola: tu código de verificación es {c}. No lo compartás.",
          "Ulster Bank: {c} is your one-time passcode. Never share it.",
          "認証コード {c}（奄美信用組合）"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(
        rng, spaced=index % 2 == 1 and "otpauth" not in template and "oathtool" not in template
    )
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Ballyrag-Mill", "BRM-VatRoom-5G", "BRM-DryingLoft", "BTHub6-K7QP", "Ballymoney-Press",
          "Tigo-Nahuizalco", "Claro_Oxchuc_5G", "GoldenWest-Kyle", "Amami-Kozo-Studio",
          "aterm-5c2e1a-g", "Telesur-Moengo", "myt-PortMathurin", "ChinaNet-Taicheng",
          "Izalco-Anil-2G", "BRM-Shop"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nWPA key: {pw}",
    "mill network {s}, password {pw}",
    "wifi in the drying loft: {s} / {pw}",
    "Armbian first boot, wireless: network {s}, key {pw}",
    "the key on the sticker under the Golden West router: {pw}",
    "te scontraseña te wifi {s} ja' {pw}",
    "wifi {s} password kiŋ {pw} é",
    "ne contraseña pal ne wifi {s}: {pw}",
    "the wifi {s} passwurd's {pw}",
    "modpas wifi {s} se {pw}",
    "a wifi {s} password na {pw}",
    "{s} 個 Wi-Fi 密碼係 {pw}",
    "Wi-Fi {s}ぬ パスワードや {pw} ど",
    "Elsys gateway backhaul wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, UPPER_HEX, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("tgp_v1_", (ALNUM, 24)), _j((HEX, 40)), _j((UPPER_HEX, 32)), _j("eo_", (HEX, 24)),
                 _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["letter by letter, as I read it off the label: {t}", "[dictated on the phone to Isobel] {t}",
          "(spaced out so the Telegram preview hides it) {t}", "一個一個字：{t}",
          "ae letter at a time: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " – ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", " "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["台城倉個密碼鎖：{pw}", "te scódigo te candado ta bodega: {pw}", "the code fer the rag-store padlock: {pw}",
          "kod kadna lakaz papie: {pw}", "a kodo fu a padlock fu a store na {pw}",
          "the drying-loft door keypad wants {pw} then the key symbol", "padlock on the esparto store: {pw}",
          "ne código pal ne candado tik ne bodega: {pw}", "倉庫ぬ 南京錠ぬ 番号：{pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["deckle", "kozo", "esparto", "tympan", "frisket", "quoin", "brayer", "amate",
                 "vetiver", "foolscap", "platen", "linters", "galley", "fleuron", "vellum",
                 "bagasse"]  # fmt: skip
_PHRASES = {"Steganos Password Manager master passphrase: {p}": " ",
            "Keepass Touch database passphrase: {p}": "-",
            "Heimdal vault passphrase: {p}": ".",
            "xkcdpass gave me this for the archive disk: {p}": " ",
            "備份個口令：{p}": " ", "the backup passphrase's {p}": "_",
            "a backup passphrase na {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "RESTer history, header Authorization: Basic {v}": True,
    "Boomerang SOAP request: Authorization: Bearer {v}": False,
    "Step CI workflow.yml:\n  headers:\n    Authorization: Basic {v}": True,
    "Tavern test_shop.tavern.yaml: Authorization: \"Bearer {v}\"": False,
    "Gatling simulation: .header(\"Authorization\", \"Basic {v}\")": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Nextcloud config/config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "fcrepo.properties (Fedora Commons 6):\nfcrepo.db.url=jdbc:postgresql://pg.brm.lan/fcrepo\nfcrepo.db.user=fcrepo\nfcrepo.db.password={pw}",
    "Mukurtu settings.local.php:\n$databases['default']['default']['username'] = 'mukurtu';\n$databases['default']['default']['password'] = '{pw}';",
    "Access to Memory config/config.php:\n'param' => ['dsn' => 'mysql:dbname=atom;host=127.0.0.1;port=3306', 'username' => 'atom', 'password' => '{pw}'],",
    "digikamrc:\n[Database Settings]\nDatabase Type=QMYSQL\nDatabase Username=digikam\nDatabase Password={pw}",
    "LibrePhotos librephotos.env:\ndbUser=docker\ndbPass={pw}",
    "Chevereto app/env.php:\n'CHEVERETO_DB_USER' => 'chevereto',\n'CHEVERETO_DB_PASS' => '{pw}',",
    "Zenphoto zp-data/zenphoto.cfg.php:\n$conf['mysql_user'] = 'zenphoto';\n$conf['mysql_pass'] = '{pw}';",
    "Coppermine include/config.inc.php:\n$CONFIG['dbuser'] = 'cpg';\n$CONFIG['dbpass'] = '{pw}';",
    "Gallery3 var/database.php:\n$config['default']['connection']['user'] = 'g3';\n$config['default']['connection']['pass'] = '{pw}';",
    "~/.netrc for cadaver:\nmachine dav.brm.lan login svc-scans password {pw}",
    "Photonix .env:\nPOSTGRES_USER=photonix\nPOSTGRES_PASSWORD={pw}",
    "Tainacan site, wp-config.php:\ndefine( 'DB_USER', 'tainacan' );\ndefine( 'DB_PASSWORD', '{pw}' );",
    "Photo Mechanic FTP upload preset:\nHost: ftp.ballyragmill.org\nUser: press-photos\nPassword: {pw}",
    "Daminion server settings (daminion.json):\n{{\"Database\": {{\"User\": \"daminion\", \"Password\": \"{pw}\"}}}}",
    "Lexmark CX735 scan-to-network profile:\nServer: smb://nas01/scans\nUser: scans\nPassword: {pw}",
    "Epson SureColor Web Config › Network › Email Server › SMTP password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Sammy: drying loft wifi password?\nAgnes: {pw}",
    "[07:02] rab: root pw for the beater PC?\n[07:04] hughie: {pw}",
    "Davy: {pw} is the new Trotec admin password",
    "Jeannie: use {pw}, that's what the Felder has now",
    "Maruch: te ach' contraseña ja' {pw}",
    "Thašína: password téča kiŋ {pw} é",
    "Paula: ne yankwik contraseña {pw}",
    "Rab: the new passwurd's {pw}",
    "Dorin: nouvo modpas la se {pw}",
    "Akoeba: a nyun password na {pw}",
    "阿芬：新密碼係 {pw}",
    "健太：みーさる パスワードや {pw} ど",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "pass\u200dword → {pw}", "passw\u03bfrd: {pw}",
    "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽 {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "ＰＡＳＳＷＯＲＤ：{pw}", "𝓅𝒶𝓈𝓈𝓌ℴ𝓇𝒹 = {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's counts).
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
    "the Trotec admin password is": "{s}", "Condair service pw:": "{s} (since the humidifier swap in January)",
    "我個密碼係": "{s}", "Yaskawa drive password": "{s}\nchange it after the beater overhaul",
    "te jcontraseña ja'": "{s}", "the passwurd's": "{s}", "a password na": "{s}",
    "Felder password": "{s}", "the password Rab shouted across the vat room was": "{s}, I think",
    "パスワードや": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "DigiTickets API key", "{s}", _j((HEX, 32))),
    ("split_token", "Flodesk key:", "{s} (newsletter)", _j((ALNUM, 40))),
    ("split_token", "Airthings client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Zashi backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/36", lambda g: v.grouped(_card(g, "carnet"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PK"))),
    ("split_backup", "Big Cartel recovery codes", "{s}\n7KQP-M2XD-9RTA\nW3CN-8HVE-K2LP", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "H&C number", "{s}", _hc),
    ("split_phrase", "Steganos passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


def _json_safe_pw(rng: random.Random) -> str:
    """A password that sits in a JSON string as written (no quote, no backslash)."""
    return v.until(rng, _pw, lambda value: '"' not in value and "\\" not in value)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"trotec": {"url": "https://laser.brm.lan", "engineer_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"passwurd": "{s}"}': ("meta_password", _json_safe_pw),
    '{"login": {"user": "hughie", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"drives": [{"name": "beater-1"}, {"name": "beater-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["occ", "maintenance:install", "--admin-user", "admin", "--admin-pass", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "台城倉電腦個密碼係 {s}"}': ("meta_password", _plain_pw),
    '{"jcontraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Niagara supervisor as engineer with the password {s}"}': ("meta_password", _plain_pw),
    '{"digitickets": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"togetherKey": "{s}"}': ("meta_token", _j("tgp_v1_", (URLSAFE, 43))),
    '{"sketchfab_token": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "carnet"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LY")),
    '{"volunteer": {"hc_number": "{s}"}}': ("meta_id", _hc),
    '{"mfa": {"recovery_codes": ["{s}", "7KQP-M2XD-9RTA", "W3CN-8HVE-K2LP"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donation_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"esparto_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "BRM-VatRoom-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pycups-2.0.4-cp312-cp312-linux_x86_64.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"condair-rs-3.1.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ballyrag/collections-api:4.2.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"register: add gsm column to the sheet register", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"shop: revert watermark lookup", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"vatroom_2032-04-11.tif", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"sheet-register-2031.csv").hexdigest()

CLEAN = [
    "Remind me to change the Trotec laser password before the service visit on 2032-09-14.",
    "Sammy asked for the drying-loft wifi password; it's on the card in the foreman's drawer.",
    "Policy: Trust passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into Telegram; send a vault link instead.",
    "The `.env.example` line `DIGITICKETS_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Condair page asks for a new service password after every firmware update.",
    "Replace <YOUR_TINYPNG_KEY> in the README with the key from your TinyPNG dashboard.",
    "SKETCHFAB_API_TOKEN and FLODESK_API_KEY must be set before the nightly catalogue sync runs.",
    "Ma' xawalbey mach'a ay te acontraseña.",
    "Password kiŋ tuwéni ehá šni ye.",
    "Maka xikilwi aka ne mucontraseña.",
    "Dinnae tell naebody yer passwurd, mind.",
    "Pa dir personn to modpas.",
    "No taki yu password gi no wan sama.",
    "你個密碼莫話畀人知。",
    "パスワードや たるにん いゅんなよ。",
    "La contraseña tiene que tener por lo menos dieciséis caracteres, vos.",
    "Het wachtwoord moet minstens zestien tekens lang zijn.",
    "Le mot de passe doit comporter au moins seize caractères.",
    "パスワードは16文字以上で設定してください。",
    "Ná hinis do dhuine ar bith do phasfhocal.",
    "Upgraded the Trotec firmware from 2.6 to 2.8 and pycups to 2.0.4 over the weekend.",
    f"commit {_COMMIT} adds the gsm column to the sheet register.",
    f"Rolled back to {_SHORT} after the watermark lookup broke the shop export.",
    f"requirements.txt: pycups==2.0.4 --hash=sha256:{_WHEEL_SUM}",
    f"The Condair RS firmware 3.1.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of sheet-register-2031.csv: {_SHA512}",
    f"The collections API container runs ghcr.io/ballyrag/collections-api@sha256:{_IMAGE}.",
    f"MD5 of vatroom_2032-04-11.tif is {_MD5}, same as the copy on the archive share.",
    "Request id 4c9e2a71-8b3f-4d06-a5e2-7f1c0b9d3e64 is the slow one in the DigiTickets logs.",
    "Purchase order PO-2032-00731 for 12 bales of Libyan esparto ships on Tuesday.",
    "Mojo Helpdesk #5521: the beater 2 drive keeps tripping on overcurrent at start-up.",
    "Call the Nahuizalco studio on +503 2453 1180 before noon their time.",
    "The Ballymoney office number is 028 2766 4512; the shop is on 028 2766 4519.",
    "奄美の工房の電話番号は 0997-52-3187 です。",
    "Sheet register: 300 sheets of 640 gsm kozo, deckle edges on all four sides.",
    "HS code 4802.10 is handmade paper and paperboard; 4706.10 is cotton linters pulp.",
    "The vat room is at 18 °C and 72 % relative humidity; the drying loft is at 45 %.",
    "After five wrong passwords the Niagara supervisor locks the account for 30 minutes.",
    "The Hollander beater takes about 1.2 kg of dry rag per load and runs for three hours.",
    "The secret of a good sheet is an even couch and a gentle first press.",
    "Ask Rab for the esparto-store padlock code, I don't have it.",
    "My card ending 4417 was declined at the Ballymena builders' merchant.",
    "The Faisalabad supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Trust's Big Cartel account and keep them in the safe.",
    "No wallet's support team will ever ask for your recovery phrase.",
    "Keep `TOGETHER_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the esparto store seizes up in the damp; oil it every month.",
    "Flodesk moved the API key page under Settings › Integrations in its spring release.",
    "ISBN 978-0-486-23619-3 is Dard Hunter's papermaking book on the library shelf.",
    "The guest wifi 'Ballyrag-Visitors' is open, no password needed.",
    "Sheet lot LOT-2032-KOZ-0114, 25 sheets, 120 gsm; the tear test scored 4.5.",
    "Guided tours run at 11:00 and 14:30; groups of more than 15 should book ahead.",
    "Version 4.2.1 of the collections app fixes the thumbnail bug; 4.2.0 is withdrawn.",
    "The Heidelberg Windmill was built in 1961 and still prints 3,000 impressions an hour.",
    "The museum is closed on Mondays; the shop opens at 10:00.",
    "The Moengo prints left Paramaribo on the 12th and are due in Belfast next week.",
    "Our Ko-fi page raised £1,240 for the new mould and deckle in March.",
    "The new password rules apply from 1 July: no reuse of the last ten passwords.",
    "下晝三點開會，記得帶返份報價單。",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-03-01T08:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/trust/trotec", "rotate_every_days": 180}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pycups", "version": "2.0.4"}}',
    '{"ticket": "5521", "purchase_order": "PO-2032-00731"}',
    '{"sheet_lot": {"id": "LOT-2032-KOZ-0114", "gsm": 120, "sheets": 25}}',
    '{"phone": "+503 2453 1180", "city": "Nahuizalco"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "visitors_this_month": 2218}',
    '{"hs_code": "4802.10", "origin": "GB", "description": "handmade rag paper"}',
    '{"tour": {"slot": "14:30", "group_size": 12, "language": "es"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
