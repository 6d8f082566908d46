# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-twenty-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-twenty-second's docstring, the
fifth to hundred-and-twenty-second only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a rice variety and a
river town, a mill part, a town and three digits, a river fish and its cold-room temperature, a silo
and the paddy's moisture, the farm radio's frequency and a town, a Dutch polder word and a year, a
barge of the fleet and its tonnage, a town, a sign, a rice variety and two digits, a leet-spelt mill
word and a year), names, places, templates, tools, vendors and layouts, the way the staff of the Phù
Sa-Tonle river cooperative network (a fictional organisation) leak secrets into an assistant's
memory: barges on the Bassac and the Mekong from the Cái Răng pontoon in Can Tho and the Tan Chau
and Chau Doc landings, a rice mill with its dryers, silos and weighbridge at Kampong Chhnang on the
Tonle Sap, a cold-chain depot for pangasius at Chau Doc, a microfinance branch at Chbar Ampov in
Phnom Penh and a farmer-radio studio in Pakse, with agronomists and crews from Vietnam (Kinh and
Khmer Krom from the delta, Jarai and Rhade from the highlands), Cambodia (a Tampuan loan officer
from Ratanakiri), Laos and the Netherlands (a Hague dryer engineer, a Veluwe barge engineer from
Ede, a Wageningen soil scientist). The texts are Zalo, Telegram, Messenger, Viber, WhatsApp, Lark,
Teams, Slack and Google Chat messages, Google Keep, Samsung Notes, OneNote, Evernote, Obsidian and
Notion notes, Confluence pages, Jira, Freshdesk, GLPI and Redmine tickets, Trello, Asana and ClickUp
cards, an e-mail, an incident note, a runbook, a README fragment, shell history (Termux on a barge
tablet, MobaXterm, PuTTY, Windows Terminal, bash's, zsh's and fish's history files, PowerShell's
ConsoleHost history, JuiceSSH, Termius, tmux, GNU screen, Tabby, Konsole, GNOME Terminal), configs,
code, voice-dictated text and requests to the assistant itself, around the panels of the mill's, the
depot's, the barges', the branch's and the studio's hardware (a Suncue grain-dryer controller, a
Kett PM-650 moisture meter, a Yaohua XK3190 weighbridge indicator, a Zaccaria whitener's PLC panel,
an OPI Integris silo gateway, a METER ZL6 logger, an Ecowitt GW2000, a Mycom chiller HMI, a Daikin
ZEAS condensing unit, a Hikvision NVR, a Volvo Penta D13 display, a Furuno FAR-2117 radar, a Victron
Cerbo GX, a GRG H68N and a Hyosung MoniMax 8600 ATM, a Glory USF-51 counter, a Grandstream UCM6302,
a FortiGate 60F, a Behringer X32 Rack, a Barix Instreamer 100, a Tieline ViA, a Sonifex AVN-PXH12, a
DB Elettronica Mozart Next and an Elenos ETG300 transmitter). Tools none of heldouts 5 to 122 names:
atuin (`login`, `register` and its server's `server.toml`), rpmsign (and `~/.rpmmacros`), ldeep,
syft (and `.syft.yaml`), grype, crmsh's `crm` with the `external/ipmi` STONITH plugin, harbor-cli's
`harbor login`, Elixir mix's `hex.repo add --auth-key`, the NPS client `npc` (and `npc.conf`),
LocalXpose's `loclx`, and the configs of S3QL (`authinfo2`), monstache, PgDog, PGHoard, gobang,
ODDCAST, Elastix, Zenko CloudServer and WAL-E's envdir; beside them the commands the product names
(sshpass, redis-cli, mysql, docker login, htpasswd, smbclient, curl -u, 7z, zip -P, openssl, gpg,
plink, xfreerdp, net use, sqlplus, lftp, ipmitool, mosquitto_pub, sudo -S, rabbitmqctl, ldapsearch,
sqlcmd, mega-login) and a Frappe `site_config.json` and a Xen domain's `vncpasswd`, in layouts of
its own. About 43 % of the texts are in other languages than English (by a rough count of the drawn
samples): Khmer Krom (the Khmer of the Mekong delta, in Khmer letters), Mekong-delta Vietnamese (the
southern speech of miền Tây), Southern Lao (the Lao of Champasak and Pakse, in Lao letters), Jarai,
Rhade (Ê Đê) and Tampuan (each in Latin letters), Haags (Plat Haags, the Dutch of The Hague) and
Veluws (the Low Saxon of the Veluwe), which no earlier docstring names (Khmer, Vietnamese, Lao,
Western Cham, Brao, Kuy, Bunong, Dutch, Flemish Dutch, Brabantian, Achterhoeks, Twents, Gronings,
Drents and Zeelandic are named before; these are not), and Vietnamese, Khmer, Lao, Thai, Dutch,
French, German, Spanish, Simplified Chinese, Japanese, Korean, Indonesian, Russian, Tagalog and
Czech in wordings of their own. The eight new languages' wordings are the author's approximations,
checked by no speaker, built around their pronouns, possessives, copulas and particles and the
loanwords people there really text (pass, password, wifi, code, IBAN, API key, user, key, OTP):
Khmer Krom's intimate `អញ` ("I", "my"), `ហ្នឹង` ("that") and `ណា៎`, with the loanword `pass` and a
Vietnamese loan in Khmer letters (`ម៉ាត់ខូ`, mật khẩu); Mekong-delta Vietnamese's `tui` ("I"), `nè`,
`nghen`, `á`, `hồi trưa` and `ghe`; Southern Lao's loanword `ພາສເວີດ` and the particles `ເດີ້`,
`ເນາະ` and `ຫັ້ນ`; Jarai's `kâo` ("I", "my"), `jing` (read here as "is"), `phrâo` ("new"), `ƀu … ôh`
("not"), `hlơi pô` ("anyone"), `pơhiăp` ("say") and `braih` ("rice"); Rhade's `kâo`, `mrâo` ("new"),
`đăm … ôh` ("don't"), `lač` ("say") and `hlei pô`; Tampuan's `anh` ("I", "my"), `mai` ("you"),
`hnam` ("house"), `nao` ("new") and `ot … o` ("not"), borrowed from neighbouring Bahnaric languages
where the author knows no Tampuan form; Haags' `mèn`, `wachtwôhd`, `hôh`, `zèg`, `vôh`, `nummâh` and
`cijfâhs`; Veluws' `mien`, `nij`, `veur`, `nie deurvertellen`, `he'k`, `etikt`, `bie`, `mit`, `oen`
and `gebruker`: all guesses after published word lists or neighbouring varieties. Vendors (30MHz,
Blue Radix, Connecterra, Fruitcast, AgroVision, Farmmaps, Akkerweb, Hiphen, AgroCares, Floriday,
Cerescon, Kverneland, Yanmar SMARTASSIST, KisanHub, Gamaya, FarmERP, Digital Green, Escavox, Wiliot,
Hanhaa, ShipXplorer, SuperShip, VNPost, Virak Buntham, Larryta, E-GetS, foodpanda, PassApp, Ngân
Lượng, Temenos, Finacle, Turnkey Lender, Amret, PRASAC, Hattha Bank, Sathapana, LOLC, Phillip Bank,
Prince Bank, Agribank, Mekong SMS, Plasgate, VietGuys, Metfone, Lao Telecom, BizFly Cloud, VNG
Cloud, AZDIGI, SonicPanel and Pixxel) are ones heldouts 5 to 122 do not name; none of them publishes
a token shape the author knows, so every shape here (30MHz's `30m_`, Hiphen's `hph_`, Escavox's
`evx_live_`, Pixxel's `pxl_`, the UUIDs, hex runs, base64 runs and JWTs) is the author's guess. The
ids are kinds heldouts 5 to 122 do not use, the documents of a river crew, a radio journalist, a
fumigation team and the foreign staff: a Vietnamese press card (thẻ nhà báo), a Vietnamese
inland-waterway crew book (sổ thuyền viên), a Cambodian residence book (សៀវភៅស្នាក់នៅ), a Cambodian
TIN, a Lao TIN, an APEC Business Travel Card, a Cambodian foreign worker's work permit (FWCMS), a
Dutch boatman's service record book (vaartijdenboek) and a Vietnamese phosphine fumigator's
practising certificate; python-stdnum has no module for any of them (every person-id module it has
is used by earlier corpora) and none carries a check a library or this file verifies (no check-digit
algorithm is written here): they are unchecked, their shapes as the author believes them or guessed;
so are the Vietnamese, Lao and Dutch passports under Mekong-delta Vietnamese, Rhade, Southern Lao
and Veluws words. Card numbers pass Luhn (NAPAS's domestic 9704 prefixes drawn here, the others from
the value helpers, each checked with python-stdnum's `luhn`). The IBANs are of the countries used
least by a rough count over the IBAN shapes of heldouts 5 to 122 (Iraq, Egypt and the Dominican
Republic in eight corpora each, Belarus, Djibouti, Greenland, Israel and Yemen in nine), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Japanese, Simplified
Chinese, Korean, French, Spanish and Czech lists, checksum-valid from random entropy. Counts: 390
secret-bearing samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and 10
clean metadata dicts.
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

SEED = 124_603_817
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


# The words this network's staff build passwords from: rice varieties, river towns, mill parts,
# the fish in the cold rooms, Dutch polder words, the barges' names.
_RICE = ["ST25", "OM5451", "OM18", "Jasmine85", "PhkaRumduol", "SenKraOb", "IR504", "DaiThom8",
         "Romdoul", "KhaoHom", "Thadokkham", "NangHoa9", "PhkaMaly", "TaiNguyen"]  # fmt: skip
_TOWNS = ["CanTho", "ChauDoc", "CaiRang", "LongXuyen", "TanChau", "PhnomPenh", "ChbarAmpov",
          "KampongChhnang", "Kratie", "Pakse", "Champasak", "Khong", "Sekong", "Bassac",
          "TonleSap", "HauGiang"]  # fmt: skip
_MILL = ["Paddy", "Husk", "Bran", "Silo", "Dryer", "Hopper", "Auger", "Whitener", "Polisher",
         "Grader", "Sifter", "Elevator", "Pontoon", "Mooring", "Bollard", "Winnow"]  # fmt: skip
_FISH = ["Pangasius", "CaTra", "CaBasa", "TreyRiel", "Snakehead", "CaLoc", "Tilapia", "PlaBuek",
         "TreyPra", "CaLinh"]  # fmt: skip
_DUTCH = ["Polder", "Dijkgraaf", "Boerenkool", "Sluiswachter", "Gemaal", "Uiterwaard", "Kribbe",
          "Veenkolonie", "Zandhaas", "Hofvijver"]  # fmt: skip
_NAMES = ["Trang", "Phuc", "Khang", "Han", "Sophal", "Sokha", "Chanthou", "Vuthy", "Dara",
          "Sreymom", "Pisey", "Bounmy", "Khamphoui", "Noy", "Vilay", "Blo", "Nhi", "Bhin", "Linh",
          "Lak", "Thy", "Jeroen", "Marloes", "Sjoerd", "Femke", "Henk", "Evert", "Aaltje"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["P4ddy", "Wh1t3n3r", "P4ng4s1us", "S1l0", "B4ss4c", "Dr13r", "H0pp3r", "B4rg3",
         "M3k0ng", "T0nl3"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords here, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_RICE)}{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_MILL).lower()}-{g.choice(_TOWNS).lower()}-{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_FISH)}-{g.randrange(18, 26)}C{g.choice(_SYMBOLS)}",
    lambda g: f"Silo{g.randrange(1, 13)}@{g.randrange(130, 156) / 10}pct",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2008)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"FM{g.choice(['97.5', '102.3', '88.9', '105.7'])}{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_DUTCH)}{g.randrange(1953, 2031)}{g.choice(_SYMBOLS)}",
    _manager,
    lambda g: f"PhuSa{g.randrange(1, 40):02d}_{g.choice([250, 320, 450, 600, 800])}t{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}{g.choice(_RICE)}{g.randrange(10, 100)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Zalo group 'Lò sấy KCH', Vuthy: the Suncue dryer controller password is {pw}",
    "Telegram DM from Bounmy: Kett PM-650 moisture meter admin password {pw}",
    "Messenger, Sreymom: Yaohua XK3190 weighbridge indicator setup password {pw}",
    "Viber from Khang: Zaccaria whitener PLC panel password {pw}",
    "WhatsApp, Femke: METER ZL6 logger cloud password {pw}",
    "Lark chat 'cold depot': Mycom chiller HMI password {pw}",
    "Teams chat, Chau Doc depot: Daikin ZEAS condensing unit password {pw}",
    "Slack #barges: Volvo Penta D13 display service password {pw}",
    "Google Chat from Phuc: Furuno FAR-2117 radar maintenance password {pw}",
    "Keep note 'barge Phù Sa 07': Victron Cerbo GX remote console password {pw}",
    "Samsung Notes on the branch tablet: GRG H68N ATM supervisor password {pw}",
    "OneNote page 'Branch Chbar Ampov': Glory USF-51 counter admin password {pw}",
    "Jira MFI-231: Hyosung MoniMax 8600 password {pw} no longer accepted after the audit",
    "Freshdesk #4471: Grandstream UCM6302 admin password {pw} (caller: Dara)",
    "GLPI ticket 882: FortiGate 60F at the Phnom Penh branch, admin password {pw}",
    "Redmine #517: Behringer X32 Rack remote password {pw} for the Pakse studio",
    "Trello card 'studio rebuild': Barix Instreamer 100 web password {pw}",
    "Asana task: change the Tieline ViA codec password (current {pw})",
    "ClickUp doc 'Transmitter site': DB Elettronica Mozart Next password {pw}",
    "Hi Sjoerd,\n\nthe root password on the silo monitoring server is {pw}. Could you move it into Bitwarden and then bin this e-mail?\n\nGroeten,\nFemke",
    "Incident 2031-10-02: the Hikvision NVR at the Chau Doc depot was reachable from the internet with admin password {pw}",
    "Runbook: cold room 3 defrost\n1. open the Mycom panel\n2. user: service\n3. password {pw}\n4. start defrost on evaporator E3",
    "README (radio rack)\nthe Sonifex AVN-PXH12 console is at https://pxh.studio.phusa.lan, admin password `{pw}`.",
    "my Sathapana mobile banking password is {pw} now",
    "can you remember my Sacombank Pay password? it's {pw}",
    "dictated: the Ecowitt GW2000 gateway password is {pw} full stop",
    "note to self: Kett moisture meter cloud password {pw}",
    "after the firmware update the Suncue password became {pw}",
    "Evernote 'Silo 4': OPI Integris gateway password {pw}",
    "Obsidian daily note: Elenos ETG300 transmitter password {pw}",
    "ghi chú: pass cái máy sấy Suncue là {pw} nghen, đừng nói ai",
    "mật khẩu cái đầu cân Yaohua ở trạm cân là {pw} á, tui mới đổi",
    "Khang: pass máy chủ kho lạnh mới nè {pw}, tui đổi hồi trưa",
    "pass ម៉ាស៊ីនសម្ងួតស្រូវរបស់អញ គឺ {pw} ណា៎",
    "ម៉ាត់ខូ router ផ្ទះអញ ហ្នឹង: {pw}",
    "Sophal: អញប្ដូរ pass ម៉ាស៊ីនមេហើយ {pw}",
    "ພາສເວີດເຄື່ອງແມ່ຂ່າຍຫ້ອງອັດ ແມ່ນ {pw} ເດີ້",
    "ພາສເວີດອີເມວຂອງຂ້ອຍ ແມ່ນ {pw} ເນາະ",
    "Bounmy: ພາສເວີດໃໝ່ຂອງເຄື່ອງສົ່ງວິທະຍຸ ຫັ້ນ {pw}",
    "Pass email kâo jing {pw}, ƀu pơhiăp hăng hlơi pô ôh",
    "Ksor Blơ: pass server phrâo jing {pw}",
    "Pass máy tính kâo mrâo: {pw}, đăm lač kơ hlei pô ôh",
    "Y Bhin: pass email kâo jing {pw}",
    "pass email anh {pw}, ot lơi mai o",
    "Lak: pass router hnam anh nao: {pw}",
    "Mèn wachtwôhd van de mail is {pw}, hôh",
    "Henk: zèg, het nieuwe wachtwôhd van de droger is {pw}",
    "Mien wachtwoord veur de mail is {pw}, nie deurvertellen",
    "Evert: 't nij wachtwoord van de server is {pw}",
    "mật khẩu máy tính phòng kiểm nghiệm gạo là {pw}",
    "ពាក្យសម្ងាត់កុំព្យូទ័រការិយាល័យឥណទាន គឺ {pw}",
    "ລະຫັດຜ່ານຄອມພິວເຕີຫ້ອງການສະຫະກອນ ແມ່ນ {pw}",
    "รหัสผ่านคอมในโรงสีคือ {pw}",
    "het wachtwoord van de laptop in de droogloods is {pw}",
    "le mot de passe du poste de la rizerie de Kampong Chhnang est {pw}",
    "das Passwort für den Silo-Leitstand lautet {pw}",
    "la contraseña del PC del molino de arroz es {pw}",
    "碾米厂电脑的密码是 {pw}",
    "精米所の事務所PCのパスワードは {pw} です",
    "ang password ng computer sa kiskisan ay {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["trang.nt", "phuc.lv", "khang", "han.hn", "sophal.t", "sokha", "chanthou", "vuthy",
          "dara.k", "sreymom", "pisey", "bounmy", "khamphoui", "noy.s", "vilayvanh", "ksor.blo",
          "siu.nhi", "y.bhin", "hlinh", "lak.t", "jeroen", "marloes", "sjoerd", "femke.b", "henk",
          "evert", "svc-silo", "svc-radio", "mfi-batch", "dryer-ops"]  # fmt: skip
_LOGINS = [
    "Zalo, Khang: the Suncue controller login is {u} / {pw}",
    "Freshdesk #4502: {u} locked out of the Hyosung ATM console, last password {pw}",
    "acct {u} / pw {pw}",
    "Confluence › Mill › Dryers › Suncue panel: {u} — {pw}",
    "| kit | login | pass |\n|---|---|---|\n| Yaohua XK3190 | {u} | {pw} |",
    "sign in to the Mycom HMI as {u} with {pw}",
    "Barix login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: silo-mon-kch\n  user: {u}\n  password: {pw}",
    "Lark DM: Barix acct {u}, password {pw}",
    "Phuc says FortiGate: log in with {u}, pass {pw}",
    "hmi,login,pw\ndryer-hmi-2,{u},{pw}",
    "ssh {u}@silo-mon.phusa.lan (password {pw})",
    "tài khoản {u}, pass {pw} nghen",
    "user របស់អញ {u}, pass {pw}",
    "ຊື່ຜູ້ໃຊ້ {u} ພາສເວີດ {pw} ເດີ້",
    "user kâo {u}, pass {pw}",
    "Gebruikersnaam {u}, wachtwôhd {pw}",
    "gebruker {u}, wachtwoord {pw}",
    "tên người dùng: {u} / mật khẩu: {pw}",
    "ล็อกอิน {u} พาส {pw}",
    "inlognaam {u}, wachtwoord erbij: {pw}",
    "identifiant {u} / mot de passe {pw} pour la rizerie",
    "ログインID {u}、パスワードは {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["paddy", "bassac", "pangasius", "prahok", "lotus", "mango", "sampan", "pontoon",
               "polder", "kribbe", "hopper", "winnow", "durian", "tamarind", "lemongrass",
               "kapok", "sugarpalm", "khaoniao"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is {w} in lower case and after it {d}",
    "password: {w}, digits {d} right behind it",
    "for the silo server it's {w} with {d} at the end",
    "voice memo: the cold depot wifi password is {w} followed by {d}, no space",
    "type {w}, then {d}, that's the dryer one",
    "it's {w}{d}, word and digits written as one",
    "pass là cái chữ {w}, xong rồi thêm số {d} nghen",
    "pass គឺពាក្យ {w} ហើយបន្ទាប់មក {d}",
    "ພາສເວີດ ແມ່ນຄຳວ່າ {w} ຕໍ່ທ້າຍດ້ວຍເລກ {d} ເດີ້",
    "pass kâo jing boh {w}, giŏng anăn {d}",
    "Het wachtwôhd is het woord {w} en dan {d}",
    "wachtwoord? 't woord {w} mit {d} d'r achter",
    "mật khẩu là từ {w}, tiếp theo là con số {d}",
    "รหัสผ่านเป็นคำว่า {w} ตามหลังด้วยเลข {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "atuin login -u {u} -p '{pw}'",
    "atuin register -u {u} -e {u}@phusa.coop -p '{pw}'",
    "rpmsign --addsign --define '_gpg_name Phusa Packaging' --define \"_gpg_sign_cmd_extra_args --batch --pinentry-mode loopback --passphrase {pw}\" silo-agent-2.4.1-1.x86_64.rpm",
    "ldeep ldap -u {u} -p '{pw}' -d phusa.lan -s ldap://10.14.0.10 users",
    "SYFT_REGISTRY_AUTH_USERNAME={u} SYFT_REGISTRY_AUTH_PASSWORD='{pw}' syft registry.phusa.lan/mill/dryer-ui:1.9 -o table",
    "GRYPE_REGISTRY_AUTH_USERNAME={u} GRYPE_REGISTRY_AUTH_PASSWORD='{pw}' grype registry.phusa.lan/mfi/loans-api:2.2",
    "crm configure primitive st-mill1 stonith:external/ipmi params hostname=mill1 ipaddr=10.14.2.11 userid={u} passwd='{pw}' interface=lanplus",
    "harbor login registry.phusa.lan -u {u} -p '{pw}'",
    "mix hex.repo add phusa https://hex.phusa.lan --auth-key {pw}",
    "./npc -server=nps.phusa.net:8024 -vkey={pw} -type=tcp",
    "LX_ACCESS_TOKEN={pw} loclx tunnel http --to 127.0.0.1:8069",
    "sshpass -p '{pw}' ssh {u}@dryer-hmi.phusa.lan 'systemctl restart dryerd'",
    "redis-cli -h 10.14.3.7 -a '{pw}' --no-auth-warning info keyspace",
    "mysql -h db.mfi.phusa.lan -u {u} -p'{pw}' loans -e 'select count(*) from arrears'",
    "docker login registry.phusa.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.radio-htpasswd {u} '{pw}'",
    "smbclient //nas-kch/silo-logs -U 'PHUSA/{u}%{pw}' -c 'ls'",
    "curl -u {u}:'{pw}' https://cold.phusa.lan/api/v1/rooms",
    "7z a -p'{pw}' -mhe=on loans-2031-q3.7z loans/",
    "zip -P '{pw}' radio-contracts.zip contracts/*.pdf",
    "openssl enc -aes-256-cbc -pbkdf2 -in borrowers.csv -out borrowers.enc -pass pass:'{pw}'",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d payroll-kh.csv.gpg",
    "plink -ssh -pw '{pw}' {u}@10.14.5.2 uptime",
    "xfreerdp /v:mfi-branch-pc01 /u:{u} /p:'{pw}' /cert:ignore",
    "net use Z: \\\\fs-pp\\loans /user:PHUSA\\{u} {pw}",
    "sqlplus {u}/{pw}@//ora.phusa.lan:1521/CORE",
    "lftp -u {u},'{pw}' sftp://edi.phusa.net",
    "ipmitool -I lanplus -H 10.14.2.12 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.phusa.lan -u {u} -P '{pw}' -t cold/room2/setpoint -m -22",
    "echo '{pw}' | sudo -S systemctl restart silo-monitor",
    "rabbitmqctl add_user {u} '{pw}'",
    "ldapsearch -x -H ldap://dc1.phusa.lan -D 'cn={u},ou=svc,dc=phusa,dc=lan' -w '{pw}' '(sAMAccountName=sokha)'",
    "sqlcmd -S sql-mfi -U {u} -P '{pw}' -Q 'select @@version'",
    "mega-login {u}@phusa.coop '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Termux on the barge tablet:\n~ $ {c}", "MobaXterm, session 'kch-mill':\n{c}",
    "PuTTY log, dryer-hmi:\n{c}", "Windows Terminal: PS C:\\ops> {c}", "~/.bash_history:\n{c}",
    ": 1959012345:0;{c}", "- cmd: {c}\n  when: 1959012345", "ConsoleHost_history.txt:\n{c}",
    "JuiceSSH on Vuthy's phone: {c}", "Termius snippet 'restart dryer': {c}",
    "tmux pane 2 (silo-srv): {c}", "screenlog.0: {c}", "Tabby, tab 'cold-depot': {c}",
    "Konsole, khang@mill-srv:~$ {c}", "GNOME Terminal, radio@studio-pc:~$ {c}",
    "lệnh tui chạy hồi sáng nè: {c}", "ពាក្យបញ្ជាដែលអញរត់ ហ្នឹង: {c}", "ຄຳສັ່ງທີ່ຂ້ອຍແລ່ນມື້ນີ້ ເດີ້: {c}",
    "command kâo pơđĭ: {c}", "command kâo ngă: {c}", "command anh: {c}",
    "Dit heb ik effe gedraaid: {c}", "Dit he'k d'r in etikt: {c}", "lệnh đã chạy trên máy chủ: {c}",
    "คำสั่งที่ผมรันบนเซิร์ฟเวอร์โรงสี: {c}", "dit commando heb ik gisteren uitgevoerd: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-silo2.phusa.lan:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@weighbridge-kch.phusa.lan/tickets/",
    "postgresql://{u}:{pw}@pg-mfi.phusa.lan:5432/loans?sslmode=require",
    "mysql+pymysql://{u}:{pw}@erp-db.phusa.lan/frappe",
    "mongodb+srv://{u}:{pw}@cold-cluster.phusa.net/telemetry?retryWrites=true",
    "redis://{u}:{pw}@cache.phusa.lan:6379/2",
    "amqp://{u}:{pw}@mq.phusa.lan:5672/harvest",
    "http://source:{pw}@stream.radio.phusa.net:8000/live",
    "sftp://{u}:{pw}@edi.phusa.net:22/inbound/",
    "https://{u}:{pw}@nexus.phusa.lan/repository/pypi-internal/simple",
    "jdbc:postgresql://pg-mfi.phusa.lan:5432/core?user={u}&password={pw}",
    "Server=sql-mfi;Database=Loans;User Id={u};Password={pw};TrustServerCertificate=True",
    "mqtts://{u}:{pw}@broker.phusa.net:8883",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Zalo note to myself: {c}", "remember this DSN for me please: {c}",
    "chuỗi kết nối nè: {c}", "Jira MFI-88: {c}", "ລິ້ງເຊື່ອມຕໍ່ຖານຂໍ້ມູນ: {c}",
    "Notion page 'Where the data lives': {c}", "de verbinding vôh de server: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_958_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "phusa-coop", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "fields:read yields:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# None of these vendors publishes a token shape the author knows: every shape here is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("30MHz", "THIRTYMHZ_API_KEY", _j("30m_", (ALNUM, 32))),
    ("Blue Radix", "BLUERADIX_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Connecterra", "CONNECTERRA_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Fruitcast", "FRUITCAST_API_KEY", _j((HEX, 40))),
    ("AgroVision", "AGROVISION_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Farmmaps", "FARMMAPS_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Akkerweb", "AKKERWEB_API_TOKEN", _j((HEX, 32))),
    ("Hiphen", "HIPHEN_API_KEY", _j("hph_", (ALNUM, 36))),
    ("AgroCares", "AGROCARES_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Floriday", "FLORIDAY_API_KEY", _j((B64, 64))),
    ("Cerescon", "CERESCON_TOKEN", _j((HEX, 64))),
    ("Kverneland", "KVERNELAND_ISOMATCH_KEY", _j((UPPER_HEX, 32))),
    ("Yanmar SMARTASSIST", "SMARTASSIST_TOKEN", _vendor_jwt("https://api.smartassist.yanmar.com")),
    ("KisanHub", "KISANHUB_API_KEY", _j((ALNUM, 40))),
    ("Gamaya", "GAMAYA_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("FarmERP", "FARMERP_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Digital Green", "DIGITALGREEN_API_TOKEN", _j((HEX, 40))),
    ("Escavox", "ESCAVOX_API_KEY", _j("evx_live_", (ALNUM, 32))),
    ("Wiliot", "WILIOT_API_KEY", _j((B64, 56), "==")),
    ("Hanhaa", "HANHAA_API_TOKEN", _j((ALNUM, 36))),
    ("ShipXplorer", "SHIPXPLORER_KEY", _j((HEX, 32))),
    ("SuperShip", "SUPERSHIP_TOKEN", _vendor_jwt("https://api.mysupership.vn")),
    ("VNPost", "VNPOST_API_TOKEN", _j((ALNUM, 44))),
    ("Virak Buntham", "BUNTHAM_CARGO_KEY", _j((UPPER_DIGITS, 24))),
    ("Larryta", "LARRYTA_API_KEY", _j((HEX, 32))),
    ("E-GetS", "EGETS_API_SECRET", _j((ALNUM, 40))),
    ("foodpanda", "FOODPANDA_VENDOR_TOKEN", _j((URLSAFE, 64))),
    ("PassApp", "PASSAPP_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Ngân Lượng", "NGANLUONG_MERCHANT_PASS", _j((HEX, 32))),
    ("Temenos", "TEMENOS_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Finacle", "FINACLE_API_SECRET", _j((ALNUM, 32))),
    ("Turnkey Lender", "TURNKEYLENDER_API_KEY", _j((HEX, 48))),
    ("Amret", "AMRET_PARTNER_KEY", _j((ALNUM, 32))),
    ("PRASAC", "PRASAC_API_SECRET", _j((HEX, 64))),
    ("Hattha Bank", "HATTHA_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Sathapana", "SATHAPANA_API_KEY", _j((B64, 43), "=")),
    ("LOLC", "LOLC_KH_API_TOKEN", _j((ALNUM, 40))),
    ("Phillip Bank", "PHILLIPBANK_API_KEY", _j((UPPER_HEX, 40))),
    ("Prince Bank", "PRINCEBANK_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Agribank", "AGRIBANK_PARTNER_SECRET", _j((HEX, 32))),
    ("Mekong SMS", "MEKONGSMS_API_KEY", _j((ALNUM, 32))),
    ("Plasgate", "PLASGATE_PRIVATE_KEY", _j((URLSAFE, 48))),
    ("VietGuys", "VIETGUYS_PASSCODE", _j((HEX, 40))),
    ("Metfone", "METFONE_API_TOKEN", _j((ALNUM, 36))),
    ("Lao Telecom", "LTC_SMS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("BizFly Cloud", "BIZFLY_APP_CREDENTIAL_SECRET", _j((URLSAFE, 64))),
    ("VNG Cloud", "VNGCLOUD_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("AZDIGI", "AZDIGI_API_TOKEN", _j((ALNUM, 48))),
    ("SonicPanel", "SONICPANEL_API_KEY", _j((HEX, 32))),
    ("Pixxel", "PIXXEL_API_KEY", _j("pxl_", (ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "set -x {env} {tok}",
    "$env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} phusa/sync:3.2",
    "kubectl -n mill set env deploy/silo-sync {env}={tok}",
    "app.yaml:\nenv_variables:\n  {env}: \"{tok}\"",
    "crontab -l\n15 * * * * {env}={tok} /opt/phusa/bin/sync-buyers",
    "Phusa ERP › Cài đặt › Tích hợp › {vendor} › API key: {tok}",
    "Confluence table 'Partner APIs': | {vendor} | live | {tok} |",
    "Trello card: swap out the {vendor} key {tok} after the wet-season close",
    "Zalo, Khang: key {vendor} cho máy sấy: {tok}",
    "Jira MILL-212: {vendor} sync returns 403, key in use {tok}",
    "{vendor} integration broken since the flood outage, current key {tok}",
    "store my {vendor} API key in your memory: {tok}",
    "key API {vendor} của tui nè: {tok}, đừng đưa ai nghen",
    "API key {vendor} របស់អញ ហ្នឹង: {tok}",
    "{vendor} API key ຂອງໂຮງສີ ແມ່ນ {tok} ເດີ້",
    "API key {vendor} kâo: {tok}",
    "API key {vendor} kâo jing {tok}",
    "API key {vendor} anh: {tok}",
    "De API-sleutel van {vendor} is {tok}, hôh",
    "Mien API-sleutel veur {vendor}: {tok}",
    "Khóa API {vendor} dùng ở kho lạnh Châu Đốc: {tok}",
    "សោ API របស់ {vendor} សម្រាប់រោងម៉ាស៊ីន: {tok}",
    "ກະແຈ API ຂອງ {vendor} ສຳລັບໂຮງສີ: {tok}",
    "{vendor} ให้คีย์ API มาว่า {tok}",
    "de API-sleutel bij {vendor} (productie) is {tok}",
    "clé API {vendor} pour la rizerie : {tok}",
    "Der {vendor}-API-Schlüssel im Kühllager lautet {tok}",
    "en el molino usamos esta clave API de {vendor}: {tok}",
    "{vendor} 给我们的 API 密钥是 {tok}",
    "{vendor} 쪽 API 키: {tok} (정미소용)",
    "kunci API {vendor} yang dipakai di gudang beras: {tok}",
    "ключ от API {vendor}, который стоит на мельнице: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    escavox = "evx_live_" + _r(rng, ALNUM, 32)
    plasgate = _r(rng, URLSAFE, 48)
    kisanhub = _r(rng, ALNUM, 40)
    nganluong = _r(rng, HEX, 32)
    vietguys = _r(rng, HEX, 40)
    pixxel = "pxl_" + _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'const tracker = new EscavoxClient("{escavox}");', escavox),
        Sample("vendor_token", f'r = requests.post("https://cloudapi.plasgate.com/rest/send", headers={{"X-Secret": "{plasgate}"}}, json=msg)', plasgate),
        Sample("vendor_token", f"curl -H 'Authorization: Token {kisanhub}' https://api.kisanhub.com/v2/farms/", kisanhub),
        Sample("vendor_token", f"$nl = new NganLuongCheckout('61294', '{nganluong}');", nganluong),
        Sample("vendor_token", f'client := vietguys.NewClient("phusa", "{vietguys}")', vietguys),
        Sample("vendor_token", f"local.properties:\npixxel.apiKey={pixxel}", pixxel),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    chosen = list(zip(_VENDORS, v.cycle(rng, _NAMED, len(_VENDORS)), strict=True))
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in chosen]
    chosen += rng.sample(rest, n - len(out) - len(chosen))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Zalo: {t}", "the portal shows it a single time, pasting it here:\n{t}", "token nè {t}",
                "ໂທເຄັນ: {t}", "{t}\n^ current one (the March one was killed)", "hang onto this token, I'll need it Monday: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 56)), _j((B64, 48)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of silo temperature cable node SC-04 (OTAA): {h}": 32,
    "AppSKey of the Chau Doc cold-room door sensor (ABP): {h}": 32,
    "HMAC secret for the Ngân Lượng payment callback: {h}": 64,
    "AES key of the Barix stream encryption: {h}": 32,
    "pre-shared key of the branch's IPsec tunnel to Phnom Penh (hex): {h}": 64,
    "key mã hóa của ổ sao lưu ở kho Cái Răng: {h}": 64,
    "សោអ៊ិនគ្រីប backup របស់អញ: {h}": 64,
    "ກະແຈເຂົ້າລະຫັດ backup ເດີ້: {h}": 48,
    "De sleutel vôh de back-up: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira MFI-301: token copied out of DevTools for the loans portal {t}",
    "Cookie: lang=km; phusa_sid={t}",
    "LOANS_PORTAL_ACCESS_TOKEN={t}",
    "save this bearer for the loans portal {t}",
    "token nè {t}",
    "ໂທເຄັນ ແມ່ນ {t}",
    "Freshdesk chat, the vendor pasted: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_958_000_000 + rng.randrange(2_500_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.phusa.coop/realms/mfi",
            "azp": "loans-portal",
            "roles": ["loan_officer", "branch_pp"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the silo monitoring server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/loans.phusa.coop.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "chau-doc-cold"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ed_radio <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "GLPI ticket 901, pasted by the integrator:\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
    "ຄີສ່ວນຕົວຂອງເຊີບເວີ:\n{key}": ("EC PRIVATE KEY", "\n"),
    "PGP key for the buyers' SFTP drop in Rotterdam:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG9w0BBQwwDgQI",
               "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Coin98 wallet backup, copying it off the card before I burn it: {p}": "english",
    "Ronin wallet recovery phrase\n{p}": "english",
    "SafePal words (the old harvest-fund wallet, emptied): {p}": "english",
    "Tangem backup card, the seed it showed once: {p}": "english",
    "voice memo: Zengo backup, the words are {p}, that was the last one": "english",
    "Confluence page 'Radio fund wallet (retired)': {p}": "english",
    "Keystone ウォレットのリカバリーフレーズ：{p}": "japanese",
    "imToken 钱包的助记词是：{p}": "chinese_simplified",
    "OKX 지갑 복구 문구: {p}": "korean",
    "phrase de récupération du Trezor de la rizerie : {p}": "french",
    "las palabras de recuperación de la BitBox02: {p}": "spanish",
    "obnovovací fráze peněženky Exodus: {p}": "czech",
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
        "  ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (NAPAS's domestic 9704 cards, a brand the
    value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "napas":
        return _card_of(rng, ["970405", "970415", "970418", "970422", "970436"], [16, 19])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Zalo, Khang: the co-op card for the Suncue spare parts is {c}, exp {mm}/{yy}",
    "my backup Visa for the depot fuel, {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Jira MILL-240: pay the Kett service visit with card {c}",
    "số thẻ của tui nè: {c}, hết hạn {mm}/{yy}",
    "លេខកាតរបស់អញ: {c}",
    "ເລກບັດຂອງຂ້ອຍ ແມ່ນ {c} ເດີ້, {mm}/{yy}",
    "số thẻ kâo: {c}",
    "Mèn kaartnummâh: {c}, {mm}/{yy}",
    "Mien kaartnummer: {c}",
    "หมายเลขบัตรของฉัน: {c}",
    "numéro de la carte de l'entreprise : {c}, expire {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "napas", "mastercard", "jcb", "unionpay", "amex", "napas", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} valid 09/34, CVV2 {cvv}",
               "CVV from the back of the treasury Visa: {cvv}",
               "Amex {c}, the 4-digit code printed on the front above the number: {cvv}",
               "ba số sau lưng thẻ nè: {cvv}",
               "លេខ CVV បីខ្ទង់នៅខ្នងកាតអញ: {cvv}",
               "De drie cijfâhs achter op de kaart: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 122 (eight or nine
# corpora each); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's
# iban.dat.
_IBAN_SHAPES = {"IQ": "aaaa" + "n" * 15, "EG": "n" * 25, "DO": "aaaa" + "n" * 20,
                "BY": "cccc" + "nnnn" + "c" * 16, "DJ": "n" * 23, "GL": "n" * 14, "IL": "n" * 19,
                "YE": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the IBAN's country
    "Invoice PS-2031-077: refund to the Basra rice buyer goes to {i}, net 21": "IQ",
    "save the Alexandria importer's IBAN: {i}": "EG",
    "IBAN: {i}\nReference: jasmine lot 31, October, Santo Domingo": "DO",
    "Zalo #treasury: the Minsk potash broker's new bank details, IBAN {i}": "BY",
    "IBAN của ông mua gạo bên Yemen nè: {i}": "YE",
    "IBAN អ្នកទិញអង្ករនៅ Djibouti ហ្នឹង: {i}": "DJ",
    "IBAN ຂອງລູກຄ້າປາຢູ່ Nuuk ເດີ້: {i}": "GL",
    "IBAN pô blơi braih mơ̆ng Iraq: {i}": "IQ",
    "IBAN van die Israëlische leverancier, hôh: {i}": "IL",
    "IBAN van de kunstmestboer in Minsk: {i}": "BY",
    "IBAN van de irrigatieleverancier in Tel Aviv: {i}": "IL",
    "IBAN du transitaire de Djibouti : {i}": "DJ",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


# Documents python-stdnum has no module for and no public check: their shapes as the author
# believes them, or guessed; none is verified.
def _vn_press_card(g: random.Random) -> str:
    """A Vietnamese press card (thẻ nhà báo) number: a serial and the issuer's letters (guessed)."""
    return f"{_r(g, D, 5)}/TNB"


def _vn_crew_book(g: random.Random) -> str:
    """A Vietnamese inland-waterway crew book (sổ thuyền viên): TV, a province, a serial (guessed)."""
    return f"TV{g.choice(['92', '67', '89', '94'])}-{_r(g, D, 6)}"


def _kh_residence_book(g: random.Random) -> str:
    """A Cambodian residence book (សៀវភៅស្នាក់នៅ) number: ten digits (guessed)."""
    return g.choice("123456789") + _r(g, D, 9)


def _kh_tin(g: random.Random) -> str:
    """A Cambodian TIN: a letter, three digits, a dash and nine digits (as the author believes)."""
    return f"{g.choice('KLBE')}{_r(g, D, 3)}-{_r(g, D, 9)}"


def _la_tin(g: random.Random) -> str:
    """A Lao TIN: twelve digits (guessed)."""
    return g.choice("123456789") + _r(g, D, 11)


def _abtc(g: random.Random) -> str:
    """An APEC Business Travel Card number: nine digits (guessed)."""
    return g.choice("123456789") + _r(g, D, 8)


def _kh_work_permit(g: random.Random) -> str:
    """A Cambodian foreign worker's work permit (FWCMS) number: WP, a year, a serial (guessed)."""
    return f"WP{g.randrange(28, 33)}{_r(g, D, 7)}"


def _nl_service_book(g: random.Random) -> str:
    """A Dutch boatman's service record book (vaartijdenboek) number: NL and seven digits (guessed)."""
    return f"NL{_r(g, D, 7)}"


def _vn_fumigator(g: random.Random) -> str:
    """A Vietnamese phosphine fumigator's practising certificate: a serial, a year, BVTV (guessed)."""
    return f"{_r(g, D, 3)}/{g.randrange(2027, 2032)}/CCHN-BVTV"


def _vn_passport(g: random.Random) -> str:
    """A Vietnamese passport: a letter and seven digits."""
    return g.choice("CNP") + _r(g, D, 7)


def _la_passport(g: random.Random) -> str:
    """A Lao passport: P and seven digits (as the author believes)."""
    return "P" + _r(g, D, 7)


def _nl_passport(g: random.Random) -> str:
    """A Dutch passport's document number: two letters, six letters or digits, a digit (no O)."""
    letters = UPPER.replace("O", "")
    return _r(g, letters, 2) + _r(g, letters + D, 6) + _r(g, D, 1)


_ID_PLACES: dict[str, Maker] = {
    "số thẻ nhà báo của chị Hân (Đài Phù Sa): {s}": _vn_press_card,
    "Han's press card number for the accreditation at the Pakse fair: {s}": _vn_press_card,
    "sổ thuyền viên của anh Tư, số {s}": _vn_crew_book,
    "Ksor Y Phi's inland-waterway crew book (sổ thuyền viên) no. {s}": _vn_crew_book,
    "លេខសៀវភៅស្នាក់នៅរបស់ខ្ញុំ: {s}": _kh_residence_book,
    "Sreymom's residence book number for the loan file: {s}": _kh_residence_book,
    "Cambodian TIN of the Kampong Chhnang mill for the e-filing: {s}": _kh_tin,
    "លេខអត្តសញ្ញាណកម្មសារពើពន្ធ (TIN) របស់រោងម៉ាស៊ីនកិនស្រូវ: {s}": _kh_tin,
    "ເລກປະຈຳຕົວຜູ້ເສຍອາກອນ ຂອງຂ້ອຍ: {s}": _la_tin,
    "Bounmy's Lao TIN (for the radio's payroll): {s}": _la_tin,
    "my APEC Business Travel Card number: {s}": _abtc,
    "số thẻ ABTC của anh Khang: {s}": _abtc,
    "Jeroen's Cambodian work permit (FWCMS) no. {s}": _kh_work_permit,
    "werkvergunningnummer Cambodja van Marloes: {s}": _kh_work_permit,
    "Henk z'n vaartijdenboek, nummâh {s}": _nl_service_book,
    "vaartijdenboek number of the Dutch barge engineer: {s}": _nl_service_book,
    "số chứng chỉ xông hơi phosphine của anh Phúc nè: {s}": _vn_fumigator,
    "phosphine fumigator's certificate of the silo crew lead: {s}": _vn_fumigator,
    "số hộ chiếu của tui nè: {s}, đừng đưa ai nghen": _vn_passport,
    "hộ chiếu kâo: {s}": _vn_passport,
    "ເລກໜັງສືຜ່ານແດນຂອງຂ້ອຍ ຫັ້ນ {s}": _la_passport,
    "Mien paspoortnummer: {s}": _nl_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [
        f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}"
        for _ in range(n)
    ]


_BACKUPS = ["Sathapana 2FA recovery codes\n{codes}", "one-time fallback codes for the Microsoft 365 tenant {codes}",
            "BizFly Cloud backup codes: {codes}", "mã dự phòng 2FA của tui nè:\n{codes}",
            "ລະຫັດສຳຮອງສຳລັບ 2FA ຂອງອີເມວ: {codes}", "Back-upcodes vôh de mail: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Temenos:femke@phusa.coop?secret={s}&issuer=Temenos&period=30",
              "Aegis, manual setup key for the Amret partner portal: {s}",
              "2FAS, secret key for the VNG Cloud console: {s}",
              "mã bí mật 2FA của tui: {s}"]  # fmt: skip
_CODES = ["{c} is your PRASAC Mobile verification code", "Mã OTP Agribank của quý khách là {c}. Không cung cấp cho bất kỳ ai",
          "ລະຫັດ OTP Lao Telecom ຂອງທ່ານແມ່ນ {c}", "លេខកូដ OTP Prince Bank របស់អ្នក: {c}",
          "Use {c} to sign in to Hattha Mobile"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["PHUSA-Mill-KCH", "Ghe_PhuSa_07", "ColdDepot-ChauDoc-5G", "Radio975-Pakse",
          "MFI-Branch-ChbarAmpov", "CaiRang-Kho-2G", "Metfone_4G_KCH", "LaoTel-Pakse-Studio",
          "EZECOM-PP-Office", "Silo4-IoT", "Barge-PhuSa-12", "Phusa-Guest", "Dryer-Line-B",
          "TanChau-Pontoon"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} (WPA2-Personal), passphrase {pw}",
    "WIFI:P:{pw};T:WPA2;S:{s};H:true;;",
    "SSID: {s}\nkey: {pw}",
    "network at the mill is {s}, password {pw}",
    "wifi on the barge: {s} / {pw}",
    "Pi Imager OS customisation for the silo Pi: SSID {s}, password {pw}",
    "the key on the sticker under the Metfone router: {pw}",
    "pass wifi {s} là {pw} nghen",
    "pass wifi {s} របស់អញ គឺ {pw}",
    "ພາສເວີດໄວໄຟ {s} ແມ່ນ {pw} ເດີ້",
    "pass wifi sang kâo ({s}) jing {pw}",
    "pass wifi hnam anh {s}: {pw}",
    "Het wachtwôhd van de wiefie {s} is {pw}",
    "'t wachtwoord van de wifi {s} is {pw}",
    "wifi {s} có mật khẩu {pw}",
    "RAK gateway backhaul: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("30m_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("hph_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["letter by letter, as Sjoerd read it to me: {t}", "[dictated over the Zalo call] {t}",
          "(spaced so the Slack preview hides it) {t}", "đọc từng chữ nè: {t}", "ອ່ານເທື່ອລະໂຕ: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["mã khóa cửa kho lúa: {pw}", "កូដសោទ្វារឃ្លាំងស្រូវ: {pw}", "ລະຫັດກະແຈປະຕູຫ້ອງອັດ: {pw}",
          "kód khóa sang kâo: {pw}", "De code van het hangslot op de loods: {pw}",
          "De code van 't hangslot bie de schuur: {pw}", "the cold-room keypad takes {pw} then #",
          "padlock on the engine room of barge 07: {pw}", "the branch safe opens with {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["paddy", "sampan", "pontoon", "lotus", "tamarind", "pangasius", "monsoon",
                 "floodplain", "polder", "kribbe", "hopper", "winnow", "sugarpalm", "kapok",
                 "bassac", "dredger"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the loans vault: {p}": " ",
            "Bitwarden master passphrase (treasury): {p}": " ",
            "Enpass vault passphrase (depot laptop): {p}": "-", "VeraCrypt container for the loan scans, passphrase: {p}": ".",
            "cụm mật khẩu cho bản sao lưu Cái Răng: {p}": " ", "ຄຳລັບສຳລັບ backup: {p}": "_",
            "De wachtzin vôh de back-up: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia export (dryer API): Authorization: Basic {v}": True,
    "Caddy reverse_proxy: header_up Authorization \"Basic {v}\"": True,
    "Thunder Client, VNPost request: Authorization: Bearer {v}": False,
    "HTTP Toolkit capture of the SuperShip call: authorization: Bearer {v}": False,
    "Bruno collection, headers: Authorization = Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "~/.s3ql/authinfo2:\n[mill-archive]\nstorage-url: s3c://minio.phusa.lan:9000/mill-archive\nbackend-login: s3ql\nbackend-password: {pw}",
    "monstache config.toml:\nmongo-url = \"mongodb://mongo1.phusa.lan:27017\"\nelasticsearch-user = \"monstache\"\nelasticsearch-password = \"{pw}\"",
    "pgdog users.toml:\n[[users]]\nname = \"loans\"\ndatabase = \"loans\"\npassword = \"{pw}\"",
    "pghoard.json:\n{{\"backup_sites\": {{\"mfi\": {{\"nodes\": [{{\"host\": \"pg-mfi.phusa.lan\", \"user\": \"pghoard\", \"password\": \"{pw}\"}}]}}}}}}",
    "~/.config/gobang/config.toml:\n[[conn]]\ntype = \"mysql\"\nuser = \"erp\"\nhost = \"erp-db.phusa.lan\"\nport = 3306\npassword = \"{pw}\"",
    "/etc/atuin/server.toml (the shell-history sync server):\nopen_registration = false\ndb_uri = \"postgres://atuin:{pw}@pg.phusa.lan/atuin\"",
    "sites/mfi.phusa.lan/site_config.json:\n{{\"db_name\": \"_1f0a3c\", \"db_password\": \"{pw}\", \"db_type\": \"mariadb\"}}",
    "/etc/xen/silo-mon.cfg:\nname = \"silo-mon\"\nvnc = 1\nvncpasswd = \"{pw}\"",
    "oddcast_v3.cfg:\nServerType=Icecast2\nServer=stream.radio.phusa.net\nServerPort=8000\nServerPassword={pw}",
    "/etc/elastix.conf (written by elastix-admin-passwords):\nmysqlrootpwd={pw}",
    "CloudServer .env:\nSCALITY_ACCESS_KEY_ID=phusa-backup\nSCALITY_SECRET_ACCESS_KEY={pw}",
    "crm configure show st-mill2:\nprimitive st-mill2 stonith:external/ipmi \\\n  params hostname=mill2 ipaddr=10.14.2.12 userid=ADMIN passwd=\"{pw}\" interface=lanplus",
    ".syft.yaml:\nregistry:\n  auth:\n    - authority: registry.phusa.lan\n      username: ci\n      password: {pw}",
    "echo '{pw}' > /etc/wal-e.d/env/AWS_SECRET_ACCESS_KEY",
    "~/.rpmmacros:\n%_gpg_name Phusa Packaging\n%_gpg_sign_cmd_extra_args --batch --pinentry-mode loopback --passphrase {pw}",
    "npc.conf:\n[common]\nserver_addr=nps.phusa.net:8024\nconn_type=tcp\nvkey={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Femke: silo wifi password?\nVuthy: {pw}",
    "[05:48] khang: root pw for the dryer HMI?\n[05:49] phuc: {pw}",
    "Sokha: {pw} is the new admin password on the Glory counter",
    "Bounmy: use {pw}, that's what the studio PC has now",
    "Trang: pass mới nè {pw}",
    "ចន្ធូ: pass ថ្មីរបស់អញ គឺ {pw}",
    "ນ້ອຍ: ພາສເວີດໃໝ່ ແມ່ນ {pw} ເດີ້",
    "Siu H'Nhi: pass phrâo jing {pw}",
    "Henk: nieuw wachtwôhd is {pw}",
    "Evert: 't nije wachtwoord is {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200dword: {pw}", "pass\u2063word = {pw}", "wacht\u00adwoord: {pw}", "mật\u200b khẩu: {pw}",
    "ｐｗｄ：{pw}", "𝐰𝐚𝐜𝐡𝐭𝐰𝐨𝐨𝐫𝐝: {pw}", "pаssword ↦ {pw}", "\u202apassword\u202c: {pw}",
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
    "the Suncue admin password is": "{s}", "Mycom service pw:": "{s} (since the compressor swap in May)",
    "pass máy sấy là": "{s}", "Barix password": "{s}\nchange it after the Pchum Ben broadcast",
    "pass របស់អញ គឺ": "{s}", "ພາສເວີດ ແມ່ນ": "{s}", "pass kâo jing": "{s}", "Glory password": "{s}",
    "the password Vuthy read out over the radio was": "{s}, I think", "mèn wachtwôhd:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Akkerweb API key", "{s}", _j((HEX, 32))),
    ("split_token", "Hiphen key:", "{s} (phenotyping trial)", _j("hph_", (ALNUM, 36))),
    ("split_token", "Hattha Bank client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Coin98 backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/35", lambda g: v.grouped(_card(g, "napas"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IQ"))),
    ("split_backup", "Sathapana recovery codes", "{s}\nq7k2-m4xp-9trd\nw3ne-8vha-z5cu", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Cambodian TIN", "{s}", _kh_tin),
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
    '{"dryer": {"url": "https://dryer-hmi.phusa.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mat_khau": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "vuthy", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "weighbridge-a"}, {"name": "weighbridge-b", "setup_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["ldeep", "ldap", "-u", "svc-silo", "-p", "{s}", "-d", "phusa.lan", "-s", "ldap://10.14.0.10", "users"]}': ("meta_password", _plain_pw),
    '{"note": "pass máy chủ kho lạnh là {s} nghen"}': ("meta_password", _plain_pw),
    '{"ພາສເວີດ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Mycom chiller HMI as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"akkerweb": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"cerescon_token": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"shipxplorerKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "napas"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "EG")),
    '{"staff": {"kh_tin": "{s}"}}': ("meta_id", _kh_tin),
    '{"mfa": {"backup_codes": ["{s}", "q7k2-m4xp-9trd", "w3ne-8vha-z5cu"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"harvest_fund_wallet": {"recovery_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"rice_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "PHUSA-Mill-KCH", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"suncue-dryer-fw-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.phusa.lan/mfi/loans-api:2.2").hexdigest()
_COMMIT = hashlib.sha1(
    b"silo: add moisture alarm at 14.5 percent", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"loans: revert KHR rounding", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"paddy-intake_2031-10-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"cold-chain-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Suncue dryer password before the calibration visit on 2031-11-04.",
    "Femke asked for the silo wifi password; it's on the card in the foreman's drawer.",
    "House rule at Phusa: fourteen characters or more for any password, and it lives in the vault, nowhere else.",
    "Please don't paste passwords into Zalo; share a vault link instead.",
    "The `.env.example` line `AKKERWEB_API_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The Mycom panel asks for a new service password after every firmware update.",
    "Replace <YOUR_ESCAVOX_KEY> in the README with the key from your Escavox dashboard.",
    "CERESCON_TOKEN and SHIPXPLORER_KEY must be set before the nightly barge sync runs.",
    "đừng nói pass cho ai hết nghen, kể cả tui.",
    "កុំប្រាប់ pass ទៅអ្នកណាណា៎ សូម្បីតែអញ។",
    "ຢ່າບອກພາສເວີດໃຫ້ໃຜເດີ້.",
    "Ƀu pơhiăp pass hăng hlơi pô ôh.",
    "Đăm lač pass kơ hlei pô ôh.",
    "Ot lơi pass mai o.",
    "Zèg nie je wachtwôhd tegen iemand, hôh.",
    "Zeg oen wachtwoord nooit tegen een ander.",
    "Mật khẩu của hợp tác xã cần tối thiểu mười bốn ký tự.",
    "ពាក្យសម្ងាត់ត្រូវមានយ៉ាងតិចដប់បួនតួអក្សរ។",
    "รหัสผ่านต้องมีอย่างน้อย 14 ตัวอักษร",
    "Een wachtwoord hier moet uit minstens veertien tekens bestaan.",
    "Upgraded the Suncue firmware from 5.1 to 5.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the moisture alarm at 14.5 % for silo 4.",
    f"Rolled back to {_SHORT} after the KHR rounding broke the loan schedule export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Suncue dryer firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of cold-chain-export-2031.parquet: {_SHA512}",
    f"The loans API container runs registry.phusa.lan/mfi/loans-api@sha256:{_IMAGE}.",
    f"MD5 of paddy-intake_2031-10-14.csv is {_MD5}, same as the copy on the mill share.",
    "Request id 3f6d2a91-8c4e-4b17-a5d0-7e21c9b84f36 is the slow one in the Akkerweb logs.",
    "Purchase order PO-2031-00612 for 120 tonnes of Phka Rumduol paddy ships from Kampong Chhnang on Monday.",
    "Jira MILL-244: dryer line B trips its burner at 62 °C every night.",
    "Call the Chau Doc depot on +84 296 386 1142 before noon.",
    "Barge Phù Sa 07, registration CT-2147, is moored at the Cái Răng pontoon.",
    "Booking ref VBX-77421 for the Phnom Penh–Pakse bus, seat 14, Saturday.",
    "Truck 67C-214.58 unloads at weighbridge A between 07:00 and 09:00.",
    "Paddy moisture 14.2 %, 1,000-grain weight 26.8 g, head rice 58 %; silo 4 holds 1,850 t.",
    "After five wrong passwords the Hyosung console locks the account for 15 minutes.",
    "The cold room at the Chau Doc depot holds −22 °C; the blast freezer reaches −35 °C.",
    "The secret of good jasmine rice is harvesting at 20 to 22 % moisture.",
    "Ask Vuthy for the silo door code, I don't have it.",
    "My card ending 4417 was declined at the Long Xuyen hardware store.",
    "The Basra buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the co-op's BizFly account and keep them in the branch safe.",
    "Reminder for the radio team: a real wallet helpdesk never asks for the twelve words.",
    "Keep `ESCAVOX_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the husk shed rusts in the rainy season; oil it every month.",
    "Escavox moved the API key page under Settings › Developers in its August release.",
    "ISBN 978-0-19-860424-2 is the rice agronomy handbook on the lab shelf.",
    "The guest wifi 'Phusa-Guest' is open, no password needed.",
    "Lot KCH-2031-SKO-0417, 50 kg bags, moisture 13.8 %; the cupping panel scored it 8.2.",
    "Radio Phù Sa broadcasts on 97.5 MHz from Pakse, 06:00 to 21:00.",
    "The Bassac at Chau Doc read 3.42 m this morning, up 18 cm since Friday.",
    "Loan ticket LN-PP-2031-08812: repayment of 1,200,000 KHR due on the 15th.",
    "ຮ້ານຄ້າ ເປີດ 07:00 ຫາ 17:00 ທຸກມື້.",
    "Chợ nổi Cái Răng họp từ 5 giờ sáng, nhớ mang áo mưa.",
    "Der Kühlraum in Chau Doc hat 48 Stellplätze für Paletten.",
    "La rizerie traite 120 tonnes de paddy par jour pendant la récolte.",
    "La humedad del arroz debe bajar al 14 % antes del almacenamiento.",
    "精米所の乾燥機は1日に60トンを処理します。",
    "Ang password ay dapat may hindi bababa sa 14 na character.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/suncue", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 417}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "MILL-244", "purchase_order": "PO-2031-00612"}',
    '{"lot": {"id": "KCH-2031-SKO-0417", "weight_kg": 50, "moisture_pct": 13.8}}',
    '{"phone": "+84 296 386 1142", "city": "Chau Doc"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bags_in_silo": 37000}',
    '{"barge": "Phu Sa 07", "registration": "CT-2147", "draft_m": 2.4}',
    '{"river_gauge": {"station": "Chau Doc", "level_m": 3.42, "date": "2031-10-14"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
