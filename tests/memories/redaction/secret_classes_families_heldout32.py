# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, thirty-second corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-first held-out corpus as a format example, the fifth to thirty-first only to search them for
the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use others),
the sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/redaction/`, the tuning corpus, the round corpora, their tests nor the reports, and
the scrubber was never run on it. Its own seed, password words, names, places, templates, tools,
vendors and layouts, the way the buyers, warehouse crews, QC lab and office of a fair-trade
importers' cooperative (Caravel Tradewind, buying tea in Srimangal, vanilla in Cilaos, cacao in
Capesterre, coffee in Bamenda, honey in Izamal, Demerara sugar in Berbice and copra in Majuro, with
a QC office in Shanghai and a cold store at Waalhaven) leak secrets into an assistant's memory:
Flip, Speakap, Staffbase, Brosix, Zoom Team Chat, Dialpad, Aircall, Unify Circuit, Tixeo, Pexip,
Lifesize, BlueJeans, Livestorm, Airmeet, oVice, Sococo, Tandem, Sandes, ToTok, VK Messenger,
Pachca, Tencent Meeting, WeLink, Ayoba, Hike, Homebase, When I Work, 7shifts, Jostle, Haiilo, 8x8
Work, Nextiva, TextNow, Talkatone, Avaya Spaces, Kumospace, LINE WORKS, Ferdium, Rambox, Tidio,
JivoChat, Userlike, Molly, Tusky, Phanpy and Gather pastes, Mem, Notejoy, nvALT, FSNotes, Agenda,
Penzu, reMarkable, Kindle Scribe, Rocketbook, Stickies, 2Do, Toodledo, Amazing Marvin, Sunsama,
Akiflow, Tiimo, Cosense, Kibela, Qiita Team and Growi notes to self, Issuetrak, Targetprocess,
Axosoft, Restyaboard, N-central, HaloPSA, Agile CRM, Desk365, ProProfs Help Desk, Vivantio, Xurrent
and Freshchat tickets, e-mails, runbooks, the history of BusyBox's hush, of xfce4-terminal, Wetty,
Shell In A Box, the JupyterLab, Theia, Lapce, Positron, Cursor, Windsurf, NetBeans, IntelliJ,
DataGrip and DBeaver terminals, Spyder's and Thonny's consoles, kgx, Zutty, Poderosa, RLogin,
Qodem, HyperTerminal, NetTerm, AbsoluteTelnet, Ásbrú, Muon, Console2 and Fluent Terminal, commands
of wbinfo, smbcacls, WLST, jboss-cli, WildFly's add-user, aql, asadm, SQLcl, tbsql, disql,
obclient, nuosql, VoltDB's sqlcmd, taos, IoTDB's start-cli, ActiveMQ's producer, solr auth,
elasticsearch-users, upscmd, upsrw, opcua-commander, BaiduPCS-Go, n2n's edge, f5fpc, sstpc,
salt-ssh, Concourse's fly, uv publish, conan, tea, zpaq, aescrypt, outguess, openstego, mssql-cli,
mongostat, redis-benchmark, cassandra-stress, accumulo, pinot-admin, pgloader, ora2pg, mysqlrouter,
mysqlbinlog and pgcopydb, configs of SonarQube, nullmailer, Cyrus imapd, tinyproxy, shadowsocks,
trojan, Prosody, ejabberd, kamctl, pgpool, Patroni, Barman, pgBackRest, MaxScale, ProxySQL, Galera,
Orchestrator, Kibana, Vector, supervisord, Liferay, Magento, PrestaShop, Drupal, TYPO3, Discourse,
Akeneo, iDempiere, OFBiz, Openbravo, Axelor and Kimai, the web pages of weighing, labelling,
scanning, control, refrigeration, logging, roasting, sorting, handling, power, solar, camera,
access, storage, satellite and payment hardware (Mettler Toledo, Ohaus, Avery Weigh-Tronix, Rice
Lake, Bizerba, Minebea Intec, Intermec, Godex, Datalogic, Cognex, Newland, Allen-Bradley,
Schneider, Omron, Mitsubishi, Beckhoff, Advantech, Danfoss, Carel, Dixell, Eliwell, Copeland,
Rotronic, Lascar, Onset HOBO, Probat, Loring, Giesen, Diedrich, Bühler, Satake, Tomra,
Jungheinrich, Linde, Hörmann, Bitzer, Cummins, Kohler, FG Wilson, SDMO, Fronius, Growatt, Sungrow,
GoodWe, SolarEdge, Enphase, Uniview, Hanwha, ZKTeco, Suprema, Paxton, Asustor, TerraMaster, Kymeta,
Hughes, iDirect, Newtec, Verifone, Ingenico, Sunmi, Keyence, Honeywell, Elitech, Inkbird, Emerson,
Sensaphone, Krohne, Endress+Hauser, Yokogawa, Ishida, Multivac, Atlas Copco, Kaeser), README
fragments, voice-dictated text and requests to the assistant itself. About 60 % English (or
language-neutral config and shell), the rest in Shanghainese (Wu, in Chinese characters), Sylheti
(in Bengali letters), Guyanese Creole (Creolese), Réunion Creole, Guadeloupean Creole, Cameroonian
Pidgin English, Yucatec Maya and Marshallese (no earlier docstring names them), and Mexican
Spanish, French, German, Brazilian Portuguese, Italian, Dutch, Russian, Hindi, Japanese, Korean and
Traditional Chinese in wordings of their own. Vendors (Flexport, Freightos, project44, FourKites,
ShipStation, ShipBob, Packlink, Boxtal, 17TRACK, Veeqo, Linnworks, Cin7, Unleashed, Sortly,
Brightpearl, Ordoro, Logiwa, ShipHero, Transporeon, sennder, Samsara, Fleetio, Webfleet, Onfleet,
Routific, OptimoRoute, Shipsy, Sendle, Roambee, Controlant, SensorPush, Loriot, TagoIO, Campay,
NotchPay, Nagad, Payoneer, XTransfer, Ebury, Kyriba, Tradeshift, Avalara, Sourcemap, EcoVadis,
Kpler, Vizion, Xeneta, Ship24) are ones heldouts 5 to 31 do not name; the ids are kinds they do not
use: Finland's ALV number, Switzerland's MWST number, Romania's CF, France's RCS number, the Legal
Entity Identifier and the ISNI, each drawn until python-stdnum's module (`fi.alv`, `ch.vat`,
`ro.cf`, `fr.rcs`, `lei`, `isni`) validates its check digits, and France's excise number, whose
module (`fr.accise`) checks its format only; Bangladesh's NID, Cameroon's CNI number, Guyana's
national ID card number, Mexico's clave de elector, a French driving licence and a Chinese
driving-licence file number, which carry no check a library or this file verifies (no check-digit
algorithm is written here); passports under Shanghainese, Sylheti, Creolese and Marshallese words,
likewise unchecked. Card numbers pass Luhn (Verve, Troy and Hipercard prefixes drawn here and
checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over
heldouts 5 to 31 (the Dominican Republic, Guatemala, Nicaragua, El Salvador, Seychelles, Egypt,
Oman and Gibraltar, each in one earlier corpus), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, French, Portuguese, Spanish, Turkish, Japanese and
Traditional Chinese lists.
Measured once; a miss here is reported, not tuned on.
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
from stdnum import isni as std_isni
from stdnum import lei as std_lei
from stdnum import luhn
from stdnum.ch import vat as ch_vat
from stdnum.fi import alv as fi_alv
from stdnum.fr import accise as fr_accise
from stdnum.fr import rcs as fr_rcs
from stdnum.iso7064 import mod_11_2, mod_97_10
from stdnum.ro import cf as ro_cf

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 32_907_541
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


_GOODS = ["Cardamom", "Vanilla", "Demerara", "Copra", "Cacao", "Arabica", "Robusta", "Jaggery",
          "Muscovado", "Pandan", "Satkora", "Melipona", "Achiote", "Pimento", "Nutmeg",
          "Breadfruit", "Jekaro", "Turmeric"]  # fmt: skip
_PORT = ["Dunnage", "Hessian", "Bollard", "Hawser", "Stevedore", "Manifest", "Lashing", "Reefer",
         "Hatch", "Capstan", "Gantry", "Tallyman", "Gunny", "Pallet", "Winch", "Quayside"]  # fmt: skip
_PLACES = ["Srimangal", "Moulvibazar", "Sylhet", "Pudong", "Waigaoqiao", "Minhang", "Georgetown",
           "Berbice", "Linden", "Cilaos", "Salazie", "SaintPierre", "Capesterre", "BasseTerre",
           "Bamenda", "Buea", "Kumba", "Douala", "Izamal", "Tizimin", "Valladolid", "Merida",
           "Majuro", "Ebeye", "Jaluit", "Arno", "Waalhaven"]  # fmt: skip
_NAMES = ["Rahim", "Nasrin", "Tanvir", "Farhana", "Jiahui", "Yichen", "Ruoxi", "Haoran",
          "Devendra", "Shondel", "Keon", "Marisa", "Ludovic", "Maeva", "Johan", "Nadege",
          "Fabrice", "Sandrine", "Lucien", "Achille", "Brenda", "Nkeng", "Itzel", "Yamil",
          "Aurelio", "Xochitl", "Jieta", "Lajuan", "Rilang", "Kino"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["C4rd4m0m", "V4n1ll4", "D3m3r4r4", "C0pr4", "M3l1p0n4", "R0bust4", "J4gg3ry",
         "St3v3d0r3", "B0ll4rd"]  # fmt: skip


def _sack(g: random.Random) -> str:
    """A crop and a sack's weight, the way a warehouse crew jokes a password together."""
    return f"{g.choice(_GOODS)}{g.choice([25, 30, 46, 50, 60, 69, 70])}kg{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GOODS)}{g.choice(_PORT)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_GOODS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _sack,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_GOODS).lower()}_{g.randrange(1960, 2031)}",
    lambda g: f"Lot{g.randrange(100, 1000)}{g.choice(_GOODS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_PORT).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Ships{g.choice(_GOODS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Flip post in 'Cold store Waalhaven', Johan: the Mettler Toledo IND780 terminal password is {pw}",
    "Speakap message from Devendra: Ohaus Defender 5000 web password {pw}",
    "Staffbase chat, Srimangal estate office: Avery Weigh-Tronix ZM405 admin password {pw}",
    "Brosix IM from Keon: Rice Lake 920i indicator password {pw}",
    "Zoom Team Chat, #coldchain: Bizerba KH II scale admin password {pw}",
    "Dialpad SMS from Shondel: Minebea Intec Maxxis 5 password {pw}",
    "Aircall call note, Berbice warehouse: Intermec PM43 printer web password {pw}",
    "Unify Circuit chat with Ludovic: Godex ZX1200i label printer password {pw}",
    "Tixeo meeting chat: Datalogic Memor 11 admin password {pw}",
    "Pexip meeting chat, Itzel: the Cognex DataMan 370 password is {pw}",
    "Lifesize chat during the QC call: Newland MT90 device password {pw}",
    "BlueJeans chat: Allen-Bradley CompactLogix FactoryTalk password {pw}",
    "Livestorm Q&A box (oops, public): Schneider Modicon M241 web password {pw}",
    "Airmeet backstage chat: Omron NX1P2 controller password {pw}",
    "oVice room 'Shanghai QC', chat: Mitsubishi MELSEC iQ-F web password {pw}",
    "Sococo office chat, Jiahui: Beckhoff CX9020 admin password {pw}",
    "Tandem DM from Tanvir: Advantech WISE-4050 password {pw}",
    "Sandes message from Rahim: Danfoss AK-SM 800 supervisor password {pw}",
    "ToTok chat with Maeva: Carel pCOweb card password {pw}",
    "VK Messenger, Yichen: Dixell XWEB500 password {pw}",
    "Pachca thread 'Coldstore': Eliwell TelevisSystem password {pw}",
    "Tencent Meeting chat: the Copeland E3 supervisor password is {pw}",
    "WeLink message from Haoran: Rotronic RMS password {pw}",
    "Ayoba chat with Brenda: Lascar EasyLog Cloud password {pw}",
    "Hike message from Farhana: HOBOlink password for the tea-estate loggers {pw}",
    "Homebase team chat: the Probat P05 roaster panel password is {pw}",
    "When I Work message from Nkeng: Loring S35 Kestrel touchscreen password {pw}",
    "7shifts note to the morning crew: Giesen W15A admin password {pw}",
    "Jostle chat, Aurelio: Diedrich IR-12 roaster password {pw}",
    "Haiilo post in QC: Bühler SORTEX A web password {pw}",
    "8x8 Work chat: Satake ScanMaster password {pw}",
    "Nextiva SMS from Lucien: Tomra 5C sorter password {pw}",
    "TextNow text from Achille: Jungheinrich ISM Online password {pw}",
    "Talkatone text: Linde connect fleet portal password {pw}",
    "Avaya Spaces chat: Hörmann BiSecur gateway password {pw}",
    "Kumospace chat, Marisa: Bitzer BEST software password {pw}",
    "LINE WORKS message from Ruoxi: Cummins PowerCommand Cloud password {pw}",
    "Ferdium tab, JivoChat widget: Kohler APM403 generator controller password {pw}",
    "Rambox, Userlike chat with the installer: FG Wilson PowerWizard password {pw}",
    "Tidio chat, agent Sandrine: SDMO Nexys controller password {pw}",
    "Molly message from Fabrice: Fronius Solar.web password {pw}",
    "Tusky DM from @itzel: Growatt ShineServer password {pw}",
    "Phanpy DM: Sungrow iSolarCloud password {pw}",
    "Gather chat at the cacao desk: GoodWe SEMS portal password {pw}",
    "Mem note 'Berbice sheds': SolarEdge installer password {pw}",
    "Notejoy note: Enphase Envoy installer password {pw}",
    "nvALT note 'cctv': Uniview NVR301 admin password {pw}",
    "FSNotes: Hanwha Wisenet XRN password {pw}",
    "Agenda note for Monday: ZKTeco ZKBio CVSecurity password {pw}",
    "Penzu entry: Suprema BioStar 2 admin password {pw}",
    "reMarkable notebook, converted to text: Paxton Net2 password {pw}",
    "Kindle Scribe note: Asustor AS5304T admin password {pw}",
    "Rocketbook page scanned to the QC folder: TerraMaster F4-424 password {pw}",
    "Stickies on the shipping Mac: Kymeta Hawk u8 terminal password {pw}",
    "2Do task: change the Hughes HT2000W modem password (now {pw})",
    "Toodledo task note: iDirect iQ200 remote password {pw}",
    "Amazing Marvin task: Newtec MDM2210 modem password {pw}",
    "Sunsama: rotate the Verifone V200c supervisor password, current {pw}",
    "Akiflow inbox: Ingenico Move/5000 admin password {pw}",
    "Tiimo reminder: Sunmi V2 Pro admin password {pw}",
    "Cosense page 'QC lab': Keyence IM-8000 password {pw}",
    "Kibela post: Honeywell CT30 XP admin password {pw}",
    "Issuetrak #417: the Elitech iCold password {pw} stopped working",
    "Targetprocess card 2291: Inkbird IBS-M2 gateway password {pw}",
    "Axosoft item 55: Emerson GO Real-Time portal password {pw}, please reset",
    "Restyaboard card 'Izamal extraction room': Sensaphone Sentinel password {pw}",
    "N-central alert note: Krohne OPTIFLUX converter password {pw}",
    "HaloPSA ticket 7712: Endress+Hauser Memograph M password {pw}",
    "Agile CRM note on the Loring account: Yokogawa GX20 recorder password {pw}",
    "Desk365 ticket 3308: Ishida DACS checkweigher password {pw} must be rotated",
    "ProProfs Help Desk ticket 1187: Multivac R 105 HMI password {pw}",
    "Vivantio call 88412: Atlas Copco SMARTLINK password {pw}",
    "Xurrent request 1204: the Kaeser Sigma Control 2 password is {pw}, please reset it",
    "Hi Devendra,\n\nthe root password on the Berbice scale server is {pw}. Please delete this mail once it's in the vault.\n\nThanks,\nMarisa",
    "Incident 2032-05-14: the Carel pCOweb at Waalhaven was reachable from the internet with password {pw}",
    "Runbook: defrost override for cold room 3\n1. open the Danfoss AK-SM 800\n2. log in as service\n3. password {pw}\n4. schedule defrost for circuit C3",
    "README (QC lab rack)\nthe Keyence IM-8000 UI is at https://im8000.caravel.lan, admin password `{pw}`.",
    "my Sonali Bank e-Sheba password is {pw} now",
    "can you remember my Afriland First Bank app password? it's {pw}",
    "the GBTI online banking password is {pw}",
    "password for my Banco Azteca app: {pw}",
    "dictated: the Cummins generator portal password is {pw} full stop",
    "note to self: Bizerba scale service password {pw}",
    "after the reinstall the Loring password became {pw}",
    "我个邮箱密码是 {pw}",
    "屋里向个路由器密码：{pw}",
    "周佳慧：新个服务器密码是 {pw}，侬覅讲拨别人听",
    "আমার ইমেইলর পাসওয়ার্ড অইলো {pw}",
    "বাড়ির রাউটারর পাসওয়ার্ড: {pw}",
    "রহিম: সার্ভারর নয়া পাসওয়ার্ড অইলো {pw}",
    "me email password a {pw}",
    "de router password a home: {pw}, nah tell nobody",
    "Shondel: de new password fi de server a {pw}",
    "Modpas mon mail lé {pw}",
    "modpas routèr la kaz: {pw}",
    "Ludovic: nouvo modpas serveur lé {pw}",
    "Modpas a imèl an-mwen sé {pw}",
    "modpas a routè-la lakay: {pw}",
    "Sandrine: nouvo modpas a sèvè-la sé {pw}",
    "Ma email password na {pw}",
    "di router password for house: {pw}",
    "Achille: di new password for di server na {pw}",
    "U contraseñail in correo leti' {pw}",
    "u contraseñail le router tin wotoch: {pw}",
    "Itzel: u túumben contraseñail le servidor leti' {pw}",
    "Password eo aō ilo email ej {pw}",
    "password in router eo ilo mweo imō: {pw}",
    "Jieta: password eo ekāāl an server eo ej {pw}",
    "oye, la contraseña de la báscula del almacén es {pw}",
    "le mot de passe du poste de la sécherie de vanille, c'est {pw}",
    "das Kennwort für den Röster-PC lautet {pw}",
    "a senha do computador da balança é {pw}",
    "la password del PC del laboratorio è {pw}",
    "het wachtwoord van de koelcel-pc is {pw}",
    "пароль от компьютера на складе: {pw}",
    "गोदाम वाले कंप्यूटर का पासवर्ड {pw} है",
    "倉庫PCのパスワードは {pw} です",
    "창고 PC 비밀번호는 {pw}",
    "倉庫電腦的密碼是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rahim", "nasrin.a", "tanvir", "farhana", "jiahui.zhou", "yichen", "ruoxi", "haoran",
          "devendra", "shondel.k", "keon", "marisa", "ludovic", "maeva.h", "johan", "nadege",
          "fabrice", "sandrine.l", "lucien", "achille", "brenda.n", "nkeng", "itzel", "yamil.c",
          "aurelio", "jieta", "lajuan", "rilang", "svc-scales", "qc-lab"]  # fmt: skip
_LOGINS = [
    "Flip, Johan: the Bizerba login is {u} / {pw}",
    "Desk365 #3321: {u} locked out of the Loring panel, last password {pw}",
    "usr {u} pwd {pw}",
    "Kibela › Warehouse › Scales › Rice Lake 920i: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| Mettler IND780 | {u} | {pw} |",
    "sign into the Danfoss supervisor as {u} with {pw}",
    "Tomra login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- device: scale-berbice-2\n  username: {u}\n  password: {pw}",
    "LINE WORKS: account {u}, password {pw}",
    "Keon says the Satake account is {u} and the password is {pw}",
    "device,login,password\nishida-dacs,{u},{pw}",
    "ssh {u}@scale-srv.caravel.lan (password {pw})",
    "Dialpad: creds for the Probat panel are {u} and {pw}",
    "用户名 {u}，密码 {pw}，侬记牢",
    "ইউজার নেম {u}, পাসওয়ার্ড {pw}",
    "me username a {u} an de password a {pw}",
    "non itilizatèr {u}, modpas {pw}",
    "non itilizatè-la sé {u}, modpas-la sé {pw}",
    "ma username na {u} an ma password na {pw}",
    "u k'aaba' usuario {u}, contraseña {pw}",
    "username eo aō {u}, password {pw}",
    "usuario {u} y contraseña {pw}, oye",
    "Benutzer {u}, Kennwort {pw}",
    "ID：{u}　パスワード：{pw}",
    "아이디 {u} / 비번 {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["cardamom", "copra", "jaggery", "satkora", "jekaro", "ndole", "pepperpot", "bokit",
               "rougail", "panucho", "xnipek", "shengjian", "pitha", "bwiro", "achiote",
               "muscovado", "hawser", "dunnage"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the scale server it's {w} and {d} at the end",
    "voice memo: the cold store wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "密码是 {w} 迭个字，后头再加 {d}",
    "পাসওয়ার্ড অইলো {w} শব্দ, তার বাদে {d}",
    "de password a de word {w}, den {d}",
    "modpas lé le mo {w}, apré {d}",
    "modpas-la sé mo-la {w}, apré sa {d}",
    "di password na di word {w}, den {d}",
    "le contraseña leti' le t'aan {w}, ts'o'okole' {d}",
    "password eo ej naan eo {w}, innām {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "wbinfo --authenticate='CARAVEL\\{u}%{pw}'",
    "smbcacls //fs01.caravel.lan/customs /manifests -U '{u}%{pw}'",
    "wlst.sh\nwls:/offline> connect('{u}', '{pw}', 't3://wls.caravel.lan:7001')",
    "jboss-cli.sh --connect --controller=wildfly.caravel.lan:9990 --user={u} --password={pw}",
    "add-user.sh -u {u} -p '{pw}' -g admin",
    "aql -h aero.caravel.lan -U {u} -P{pw} -c 'select * from stock.lots'",
    "asadm -h aero.caravel.lan -U {u} -P '{pw}' -e 'info namespace'",
    "sql {u}/{pw}@//ora.caravel.lan:1521/CUSTOMS",
    "tbsql {u}/{pw}@TIBERO_SH",
    "disql {u}/{pw}@dm.caravel.cn:5236",
    "obclient -h ob.caravel.cn -P2881 -u{u}@qc -p'{pw}' -Dlab",
    "nuosql warehouse@nuo.caravel.lan --user {u} --password '{pw}'",
    "sqlcmd --servers=volt1.caravel.lan --user={u} --password={pw}",
    "taos -h td.caravel.lan -u {u} -p'{pw}'",
    "start-cli.sh -h iotdb.caravel.lan -p 6667 -u {u} -pw '{pw}'",
    "activemq producer --brokerUrl tcp://mq.caravel.lan:61616 --user {u} --password '{pw}' --destination queue://scale.readings",
    "bin/solr auth enable -type basicAuth -credentials {u}:{pw} -z zk1.caravel.lan:2181",
    "elasticsearch-users useradd {u} -p '{pw}' -r superuser",
    "upscmd -u {u} -p '{pw}' coldroom-ups@localhost shutdown.return",
    "upsrw -s battery.charge.low=30 -u {u} -p '{pw}' coldroom-ups@localhost",
    "opcua-commander -e opc.tcp://roaster-plc.caravel.lan:4840 -u {u} -p '{pw}'",
    "BaiduPCS-Go login -username={u} -password='{pw}'",
    "edge -c caravel -k '{pw}' -a 10.77.0.12 -l sn.caravel.net:7654",
    "f5fpc -s -t https://vpn.caravel.net -u {u} -p '{pw}'",
    "sstpc --cert-warn --user {u} --password '{pw}' vpn.caravel.net usepeerdns require-mschap-v2 noauth",
    "salt-ssh --user={u} --passwd='{pw}' -i 'scale-*' test.ping",
    "fly -t ci login -c https://ci.caravel.net -u {u} -p '{pw}'",
    "uv publish --publish-url https://pypi.caravel.lan/legacy/ --username {u} --password '{pw}'",
    "conan remote login caravel {u} -p '{pw}'",
    "tea login add --name caravel --url https://git.caravel.lan --user {u} --password '{pw}'",
    "zpaq a lots-2032.zpaq lots/ -key '{pw}'",
    "aescrypt -e -p '{pw}' customs-manifest.xlsx",
    "outguess -k '{pw}' -d prices.txt label.jpg label-out.jpg",
    "openstego embed -mf prices.txt -cf crate.png -sf crate-out.png -p '{pw}'",
    "mssql-cli -S tcp:sql.caravel.lan -U {u} -P '{pw}' -d Customs",
    "mongostat --host mongo.caravel.lan -u {u} -p '{pw}' --authenticationDatabase admin",
    "redis-benchmark -h redis.caravel.lan -a '{pw}' -q -n 10000",
    "cassandra-stress read n=100000 -mode native cql3 user={u} password={pw} -node cass1.caravel.lan",
    "accumulo shell -u {u} -p '{pw}'",
    "pinot-admin.sh AddTable -tableConfigFile lots.json -schemaFile lots_schema.json -user {u} -password '{pw}' -exec",
    "pgloader mysql://{u}:{pw}@legacy-erp.caravel.lan/stock postgresql:///stock",
    "ora2pg -t TABLE -s 'dbi:Oracle:host=ora.caravel.lan;sid=ERP' -u {u} -w '{pw}'",
    "mysqlrouter --bootstrap {u}:{pw}@mysql-a.caravel.lan:3306 --directory /opt/router",
    "mysqlbinlog --read-from-remote-server --host=mysql-a.caravel.lan --user={u} --password='{pw}' binlog.000412",
    "pgcopydb clone --source 'postgres://{u}:{pw}@old-pg.caravel.lan/stock' --target 'postgres://stock@pg.caravel.lan/stock'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "hush (BusyBox) ~ # {c}", "xfce4-terminal, devendra@scale-srv:~$ {c}",
    "Wetty on the scale server: {c}", "Shell In A Box, https://gw.caravel.lan:4200\n$ {c}",
    "JupyterLab terminal, /lab/tree/qc $ {c}", "Theia terminal — workspace lots $ {c}",
    "Lapce terminal ~/stock $ {c}", "Positron terminal:\n{c}", "Cursor terminal ~/caravel-api $ {c}",
    "Windsurf terminal: {c}", "NetBeans Terminal, project 'customs':\n{c}",
    "IntelliJ terminal (Local) ~/erp-bridge $ {c}", "DataGrip terminal: {c}",
    "DBeaver shell tab: {c}", "Spyder console:\n!{c}", "Thonny shell:\n>>> !{c}",
    "kgx, itzel@izamal-nuc:~$ {c}", "Zutty on the old QC box: {c}",
    "Poderosa session 'shanghai-qc':\n$ {c}", "RLogin tab 3: {c}", "Qodem over the serial line:\n# {c}",
    "HyperTerminal, COM3 (the scale's console): {c}", "NetTerm session: {c}",
    "AbsoluteTelnet to the Majuro box: {c}", "Ásbrú Connection Manager, 'Berbice NAS': {c}",
    "Muon SSH, tab 'cold-store': {c}", "Console2 on the customs PC: {c}",
    "Fluent Terminal: PS C:\\ops> {c}",
    "迭条命令我跑过个：{c}", "যে কমান্ড চালাইলাম: {c}", "de command Keon run: {c}",
    "kòmand mwen lansé: {c}", "kòmand-la an lansé: {c}", "di command wey I run: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsps://{u}:{pw}@cam-dock3.caravel.lan:322/stream1",
    "sftp://{u}:{pw}@edi.caravel.net:2222/inbound/",
    "gopher+ssl://{u}:{pw}@old-archive.caravel.lan/",
    "ldaps://{u}:{pw}@dc1.caravel.lan:636/dc=caravel,dc=lan",
    "cockroachdb://{u}:{pw}@crdb.caravel.lan:26257/lots?sslmode=verify-full",
    "mariadb+mariadbconnector://{u}:{pw}@scale-db.caravel.lan/scales",
    "postgresql+asyncpg://{u}:{pw}@pg.caravel.lan:5432/traceability",
    "firebird+fdb://{u}:{pw}@fb.caravel.lan:3050//data/erp.fdb",
    "sybase+pyodbc://{u}:{pw}@ase.caravel.lan:5000/customs",
    "jdbc:sqlserver://sql.caravel.lan:1433;databaseName=Customs;user={u};password={pw};encrypt=true",
    "amqps://{u}:{pw}@mq.caravel.lan:5671/lots",
    "mqtts://{u}:{pw}@broker.caravel.lan:8883",
    "smb://{u}:{pw}@fs01.caravel.lan/manifests",
    "nats://{u}:{pw}@nats.caravel.lan:4222",
    "Driver={{ODBC Driver 18 for SQL Server}};Server=sql.caravel.lan;Database=Customs;Uid={u};Pwd={pw};",
]  # fmt: skip
_URL_PLACES = [
    "TRACEABILITY_DB_URL={c}", "Lightdash connection, the old one: {c}",
    "keep this connection string for me: {c}", "连接串是 {c}", "de database URL a {c}",
    "HaloPSA #7730: {c}", "Growi page 'Databases': {c}", "Qiita Team memo /caravel/links: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "caravel-tradewind", "sub": f"org_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "shipments:read lots:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Flexport", "FLEXPORT_API_TOKEN", _vendor_jwt("https://api.flexport.com")),
    ("Freightos", "FREIGHTOS_API_KEY", _j((ALNUM, 32))),
    ("project44", "P44_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("FourKites", "FOURKITES_API_KEY", _j((HEX, 40))),
    ("ShipStation", "SHIPSTATION_API_SECRET", _j((HEX, 32))),
    ("ShipBob", "SHIPBOB_PAT", _j((UPPER_HEX, 64))),
    ("Packlink", "PACKLINK_API_KEY", _j((HEX, 64))),
    ("Boxtal", "BOXTAL_SECRET_KEY", _j((ALNUM, 40))),
    ("17TRACK", "SEVENTEENTRACK_TOKEN", _j((UPPER_HEX, 32))),
    ("Veeqo", "VEEQO_API_KEY", _j("Vqt/", (HEX, 32))),
    ("Linnworks", "LINNWORKS_APP_SECRET", lambda g: v.uuid4(g, "9")),
    ("Cin7", "CIN7_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Unleashed", "UNLEASHED_API_KEY", _j((B64, 86), "==")),
    ("Sortly", "SORTLY_SECRET_KEY", _j("sk_sortly_", (ALNUM, 32))),
    ("Brightpearl", "BRIGHTPEARL_ACCOUNT_TOKEN", _j((B64, 43), "=")),
    ("Ordoro", "ORDORO_API_SECRET", lambda g: v.uuid4(g, "b")),
    ("Logiwa", "LOGIWA_API_KEY", _j((ALNUM, 48))),
    ("ShipHero", "SHIPHERO_REFRESH_TOKEN", _j((URLSAFE, 43))),
    ("Transporeon", "TRANSPOREON_CLIENT_SECRET", _j((ALNUM, 40))),
    ("sennder", "SENNDER_API_TOKEN", _j((HEX, 64))),
    ("Samsara", "SAMSARA_API_TOKEN", _j("samsara_api_", (ALNUM, 30))),
    ("Fleetio", "FLEETIO_API_KEY", _j((HEX, 40))),
    ("Webfleet", "WEBFLEET_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Onfleet", "ONFLEET_API_KEY", _j((HEX, 32))),
    ("Routific", "ROUTIFIC_TOKEN", _vendor_jwt("https://api.routific.com")),
    ("OptimoRoute", "OPTIMOROUTE_KEY", _j((ALNUM, 40))),
    ("Shipsy", "SHIPSY_API_KEY", _j((HEX, 32))),
    ("Sendle", "SENDLE_API_KEY", _j((ALNUM, 24))),
    ("Roambee", "ROAMBEE_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Controlant", "CONTROLANT_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("SensorPush", "SENSORPUSH_AUTH_TOKEN", _vendor_jwt("https://api.sensorpush.com")),
    ("Kpler", "KPLER_API_TOKEN", _j((URLSAFE, 64))),
    ("Loriot", "LORIOT_API_TOKEN", _j((B64, 60))),
    ("TagoIO", "TAGOIO_DEVICE_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Campay", "CAMPAY_PERMANENT_TOKEN", _j((HEX, 40))),
    ("NotchPay", "NOTCHPAY_PRIVATE_KEY", _j((ALNUM, 48))),
    ("Nagad", "NAGAD_MERCHANT_SECRET", _j((B64, 64))),
    ("Payoneer", "PAYONEER_CLIENT_SECRET", _j((ALNUM, 32))),
    ("XTransfer", "XTRANSFER_APP_SECRET", _j((HEX, 32))),
    ("Ebury", "EBURY_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Kyriba", "KYRIBA_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Tradeshift", "TRADESHIFT_CONSUMER_SECRET", _j((ALNUM, 40))),
    ("Avalara", "AVALARA_LICENSE_KEY", _j((UPPER_HEX, 16))),
    ("Sourcemap", "SOURCEMAP_API_KEY", _j((HEX, 40))),
    ("EcoVadis", "ECOVADIS_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Vizion", "VIZION_API_KEY", _j((HEX, 32))),
    ("Xeneta", "XENETA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Ship24", "SHIP24_API_KEY", _j("apik_", (ALNUM, 30))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "hush: export {env}='{tok}'",
    ".envrc (direnv):\nexport {env}={tok}",
    "mise.toml:\n[env]\n{env} = \"{tok}\"",
    "devbox.json: \"env\": {{ \"{env}\": \"{tok}\" }}",
    "render.yaml:\n    envVars:\n      - key: {env}\n        value: {tok}",
    "nomad var put nomad/jobs/lots-api {env}={tok}",
    "az webapp config appsettings set -g caravel -n lots-api --settings {env}={tok}",
    "gcloud run deploy lots-api --set-env-vars {env}={tok}",
    "helmfile values, lots-api.yaml:\n  secretEnv:\n    {env}: {tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "ecosystem.config.js: env: {{ {env}: \"{tok}\" }}",
    "Dockerfile:\nENV {env}={tok}",
    ".vscode/launch.json: \"env\": {{ \"{env}\": \"{tok}\" }}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "Caravel ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Growi table 'Integrations': | {vendor} | 2032 | {tok} |",
    "2Do task: rotate the {vendor} key {tok}",
    "Flip, Johan: {vendor} key for the lot sync: {tok}",
    "Brosix: the {vendor} token we use now is {tok}, the old one is revoked",
    "Desk365 #3340: {vendor} sync fails with 401, configured key {tok}",
    "HaloPSA ticket 7741: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} 个 API 密钥是 {tok}",
    "{vendor}র API কী অইলো {tok}",
    "de {vendor} API key a {tok}",
    "klé API {vendor} lé {tok}",
    "klé API a {vendor} sé {tok}",
    "di {vendor} API key na {tok}",
    "u llave API {vendor}: {tok}",
    "kī in API eo an {vendor} ej {tok}",
    "la clave de API de {vendor} es {tok}, oye",
    "API-Schlüssel von {vendor} für die Lagerwaage: {tok}",
    "clé d'API {vendor} pour la sécherie : {tok}",
    "chave de API da {vendor}: {tok}",
    "chiave API di {vendor} per il laboratorio: {tok}",
    "API-sleutel van {vendor} voor de koelcel: {tok}",
    "ключ API {vendor} для склада: {tok}",
    "{vendor} की API key {tok} है",
    "{vendor} のAPIキー：{tok}",
    "{vendor} API 키: {tok}",
    "{vendor} 的 API 金鑰是 {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    vizion = _r(rng, HEX, 32)
    shipstation = _r(rng, HEX, 32)
    onfleet = _r(rng, HEX, 32)
    sendle = _r(rng, ALNUM, 24)
    sensorpush = _r(rng, ALNUM, 40)
    payoneer = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://prod.vizionapi.com/references", headers={{"X-API-Key": "{vizion}"}})', vizion),
        Sample("vendor_token", f"curl -u 'ops@caravel.net:{shipstation}' https://ssapi.shipstation.com/orders?orderStatus=awaiting_shipment", shipstation),
        Sample("vendor_token", f'const onfleet = new Onfleet("{onfleet}");', onfleet),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "SENDLE_API_KEY", "\\"{sendle}\\"")\n  }}\n}}', sendle),
        Sample("vendor_token", f"Info.plist:\n<key>SensorPushAuthToken</key>\n<string>{sensorpush}</string>", sensorpush),
        Sample("vendor_token", f"$client = new PayoneerClient('caravel-tradewind', '{payoneer}');", payoneer),
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


_BARE_PLACES = ["{t}", "Flip: {t}", "it only shows it once, so here:\n{t}", "de token a {t}",
                "迭个 token：{t}", "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of cold-room sensor CR-07 (OTAA): {h}": 32,
    "NwkSKey of the Izamal hive scale (ABP): {h}": 32,
    "HMAC secret for the Campay payment webhook: {h}": 64,
    "Cognex DataMan config-export AES key: {h}": 32,
    "pre-shared key of the Kymeta terminal's IPsec tunnel (hex): {h}": 64,
    "SCP03 static key for the Verifone terminals, hex: {h}": 48,
    "备份个加密密钥：{h}": 64,
    "ব্যাকআপর এনক্রিপশন কী: {h}": 64,
    "kī in encryption eo an backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "HaloPSA #7755: token copied out of the browser's network tab {t}",
    "Cookie: locale=fr-RE; cvl_session={t}",
    "ERP_BRIDGE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token 是 {t}",
    "de token a {t}",
    "Freshchat transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@caravel.net"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.caravel.net/realms/coop",
            "azp": "lots-console",
            "groups": ["buyers", "qc"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Berbice scale server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/edi.caravel.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDI_AS2_PRIVATE_KEY": "{key}", "partner": "waalhaven-cold"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_qc <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ProProfs ticket 1190, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "服务器个私钥：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MIGkAgEBBDA", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Edge wallet backup, copying it off the card before I burn it: {p}": "english",
    "Daedalus wallet recovery phrase\n{p}": "english",
    "Typhon wallet words (the old honey-fund wallet, emptied): {p}": "english",
    "Bitcoin Keeper seed backup: {p}": "english",
    "voice memo: the Brave Wallet recovery words are {p} and that's the lot": "english",
    "Growi page 'Copra fund wallet (retired)': {p}": "english",
    "frase de recuperación de la billetera Braavos, oye: {p}": "spanish",
    "phrase de récupération du portefeuille Bisq : {p}": "french",
    "frase de recuperação da carteira Unchained: {p}": "portuguese",
    "Suiet cüzdanının kurtarma ifadesi: {p}": "turkish",
    "Martian ウォレットの復元フレーズ：{p}": "japanese",
    "Ctrl 錢包助記詞：{p}": "chinese_traditional",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        "; ".join(words),
        " ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Verve's, Troy's, Hipercard's: brands the
    value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "verve":
        return _card_of(rng, ["506099", "506112", "506150", "650002", "650021"], [16, 19])
    if brand == "troy":
        return _card_of(rng, ["979200", "979218", "979240", "979283"], [16])
    if brand == "hipercard":
        return _card_of(rng, ["606282"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Flip, Johan: the coop card for the Bizerba spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Desk365 #3372: pay the Loring service visit with card {c}",
    "我个卡号：{c}，{mm}/{yy}",
    "আমার কার্ডর নম্বর: {c}",
    "me card numba a {c}, {mm}/{yy}",
    "numéro mon kart: {c}, {mm}/{yy}",
    "nimiwo a kat an-mwen: {c}",
    "ma card number na {c}, {mm}/{yy}",
    "u número in tarjeta: {c}",
    "nōmba in kard eo aō: {c}, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "verve", "mastercard", "amex", "troy", "jcb", "hipercard", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 04/35, security code {cvv}",
               "the three digits next to the signature strip: {cvv}",
               "Amex {c}, four-digit CID printed above the number: {cvv}",
               "卡背后三位数：{cvv}",
               "di three number for back of di card na {cvv}",
               "u óoxp'éel número tu paach le tarjeta: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 31 (each in one earlier corpus); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"DO": "aaaa" + "n" * 20, "GT": "aaaa" + "n" * 20, "NI": "aaaa" + "n" * 20,
                "SV": "aaaa" + "n" * 20, "SC": "aaaa" + "n" * 20 + "aaa", "EG": "n" * 25,
                "OM": "nnn" + "c" * 16, "GI": "aaaa" + "c" * 15}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice CT-2032-118: please pay the cacao fermentation boxes to {i} within 30 days",
    "save the Santo Domingo cacao exporter's IBAN: {i}",
    "IBAN: {i}\nReference: Demerara lot 44, May",
    "Flip #treasury: the Victoria vanilla broker's new bank details, IBAN {i}",
    "我个 IBAN：{i}",
    "আমার IBAN: {i}",
    "me IBAN a {i}",
    "IBAN mon kont: {i}",
    "IBAN an-mwen: {i}",
    "ma IBAN na {i}",
    "IBAN eo aō: {i}",
    "cuenta del tostador de Antigua Guatemala, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _alv(g: random.Random) -> str:
    """A Finnish ALV (VAT) number: FI and eight digits whose weighted sum is 0 modulo 11."""
    return "FI" + v.until(g, lambda h: h.choice("123") + _r(h, D, 7), fi_alv.is_valid)


def _mwst(g: random.Random) -> str:
    """A Swiss VAT number: a UID with its mod-11 check digit and MWST."""
    number = v.until(g, lambda h: f"CHE{_r(h, D, 9)}MWST", ch_vat.is_valid)
    return str(ch_vat.format(number))


def _ro_cf(g: random.Random) -> str:
    """A Romanian CF for VAT: RO and a CUI with its weighted check digit."""
    return v.until(g, lambda h: "RO" + h.choice("123456789") + _r(h, D, 7), ro_cf.is_valid)


def _rcs(city: str) -> Maker:
    """A French RCS number of a court's city: its SIREN's Luhn check holds."""

    def make(g: random.Random) -> str:
        number = v.until(
            g, lambda h: f"RCS {city} B {h.choice('345789')}{_r(h, D, 8)}", fr_rcs.is_valid
        )
        return str(fr_rcs.format(number))

    return make


def _lei(g: random.Random) -> str:
    """A Legal Entity Identifier: a LOU prefix, 00, twelve characters, ISO 7064 mod 97 digits."""

    def make(h: random.Random) -> str:
        body = h.choice(["2138", "5493", "8945", "9845"]) + "00" + _r(h, UPPER_DIGITS, 12)
        return body + mod_97_10.calc_check_digits(body)

    return v.until(g, make, std_lei.is_valid)


def _isni(g: random.Random) -> str:
    """An ISNI: fifteen digits and an ISO 7064 mod 11-2 check character."""

    def make(h: random.Random) -> str:
        body = "0000000" + h.choice("1234") + _r(h, D, 7)
        return body + mod_11_2.calc_check_digit(body)

    return str(std_isni.format(v.until(g, make, std_isni.is_valid)))


def _accise(g: random.Random) -> str:
    """A French excise number: FR0, a year, a customs office, an operator's letter, a serial."""

    def make(h: random.Random) -> str:
        return f"FR0{h.randrange(10, 33)}{_r(h, D, 3)}{h.choice('EN')}{_r(h, D, 4)}"

    return v.until(g, make, fr_accise.is_valid)


def _bd_nid(g: random.Random) -> str:
    """Bangladesh's smart NID number: ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _cm_cni(g: random.Random) -> str:
    """A Cameroonian national identity card (CNI) number: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _gy_id(g: random.Random) -> str:
    """A Guyanese national ID card number: nine digits, no public check."""
    return g.choice("1234") + _r(g, D, 8)


def _mx_elector(g: random.Random) -> str:
    """Mexico's clave de elector: six letters of the name, a birth date, the state, the sex and a
    serial of three; it carries no public check."""
    born = f"{g.randrange(55, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    return f"{_r(g, UPPER, 6)}{born}31{g.choice('HM')}{_r(g, D, 3)}"


def _fr_licence(g: random.Random) -> str:
    """A French driving licence number: twelve characters, no public check."""
    return f"{g.randrange(90, 100):02d}{g.randrange(1, 13):02d}{_r(g, UPPER, 2)}{_r(g, D, 6)}"


def _cn_licence_file(g: random.Random) -> str:
    """A Chinese driving licence's file number (档案编号): twelve digits, no public check."""
    return "3101" + _r(g, D, 8)


def _cn_passport(g: random.Random) -> str:
    """A Chinese passport: E and eight digits."""
    return "E" + _r(g, D, 8)


def _bd_passport(g: random.Random) -> str:
    """A Bangladeshi e-passport: a letter and eight digits."""
    return g.choice("ABC") + _r(g, D, 8)


def _gy_passport(g: random.Random) -> str:
    """A Guyanese passport: R and seven digits."""
    return "R" + _r(g, D, 7)


def _mh_passport(g: random.Random) -> str:
    """A Marshallese passport: two letters and six digits."""
    return g.choice(["RM", "MH"]) + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "Finnish VAT (ALV) number of the Kotka cardamom buyer: {s}": _alv,
    "ALV-nummer van de Finse afnemer op de factuur: {s}": _alv,
    "MWST-Nummer der Basler Kakaohändlerin für die Rechnung: {s}": _mwst,
    "Swiss VAT number of the Geneva honey shop: {s}": _mwst,
    "Romanian CF of the Constanța warehouse partner: {s}": _ro_cf,
    "numéro RCS sosyété la vani Sin-Pyèr: {s}": _rcs("Saint-Pierre"),
    "numéro RCS de la coopérative de cacao : {s}": _rcs("Pointe-à-Pitre"),
    "LEI of the cooperative, for the trade-finance form: {s}": _lei,
    "LEI of the Waalhaven cold store's holding, from the bank's KYC mail: {s}": _lei,
    "my ISNI for the cookbook's royalty form: {s}": _isni,
    "nimiwo accise a distilri-la: {s}": _accise,
    "n° d'accise de l'entrepôt sous douane au Port : {s}": _accise,
    "আমার এনআইডি নম্বর: {s}": _bd_nid,
    "ma ID card number (CNI) na {s}": _cm_cni,
    "me national ID card numba a {s}": _gy_id,
    "u clave de elector in credencial: {s}": _mx_elector,
    "numéro mon permi d'kondui: {s}": _fr_licence,
    "我个驾驶证档案编号：{s}": _cn_licence_file,
    "我个护照号头：{s}": _cn_passport,
    "আমার পাসপোর্টর নম্বর: {s}": _bd_passport,
    "me passport numba a {s}": _gy_passport,
    "nōmba in passport eo aō ej {s}": _mh_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Payoneer 2FA recovery codes\n{codes}", "spare sign-in codes for the coop's Google Workspace {codes}",
            "Flexport backup codes: {codes}", "2FA 个备用码：\n{codes}",
            "2FA ব্যাকআপ কোড: {codes}", "ma 2FA backup codes dem: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Kyriba:marisa@caravel.net?secret={s}&issuer=Kyriba&digits=6",
              "Ente Auth, manual setup key for the Ebury login: {s}",
              "Yubico Authenticator, secret key for the Tradeshift account: {s}",
              "kī in 2FA eo: {s}"]  # fmt: skip
_CODES = ["{c} is your Payoneer verification code", "【招商银行】验证码 {c}，5分钟内有效",
          "আপনার Nagad OTP {c}. কাউকে দিবেন না", "Afriland code: {c}. No give am to anybody",
          "u código Banco Azteca: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 3) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Caravel-Warehouse", "CVL-ColdStore-5G", "GP-Srimangal-Estate", "ChinaNet-Waigaoqiao",
          "CU_Minhang_5G", "GTT-Berbice-Shed", "Zeop_SaintPierre", "Zeop-Cilaos-2G",
          "Orange-Capesterre", "Camtel_Bamenda", "Nexttel-Buea", "Izamal-Miel-5G",
          "MajuroCopra", "Ebeye-Dock", "Waalhaven-Lab"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA3 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "warehouse network {s}, password {pw}",
    "wifi at the Izamal extraction room: {s} / {pw}",
    "Raspberry Pi OS first boot, wireless: SSID {s}, passphrase {pw}",
    "the key printed under the Zeop box: {pw}",
    "仓库个 Wi-Fi {s} 密码是 {pw}",
    "ওয়াইফাই {s}র পাসওয়ার্ড অইলো {pw}",
    "de wifi {s} password a {pw}",
    "modpas wifi {s} lé {pw}",
    "modpas a wifi {s} sé {pw}",
    "di wifi {s} password na {pw}",
    "u contraseñail le wifi {s}: {pw}",
    "password eo an wifi {s} ej {pw}",
    "LoRa gateway backhaul wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("samsara_api_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("apik_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Dialpad call] {t}",
          "(spaced so the Flip preview hides it) {t}", "一个字一个字：{t}", "wan wan letter: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["仓库卷帘门个密码锁：{pw}", "গুদামর তালার কোড: {pw}", "de code fi de shed padlock: {pw}",
          "kod kadna magazin la: {pw}", "kòd a kadna a depo-la: {pw}", "di code for di store padlock na {pw}",
          "the cold-store door keypad takes {pw} then #", "padlock on the copra shed at Majuro: {pw}",
          "kōd in kadna eo an shed eo: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cardamom", "copra", "jaggery", "pandan", "nutmeg", "pimento", "hawser",
                 "dunnage", "bollard", "capstan", "achiote", "satkora", "breadfruit", "gunny",
                 "melipona", "tallyman"]  # fmt: skip
_PHRASES = {"NordPass master passphrase for the buyers' vault: {p}": " ",
            "SafeInCloud database passphrase: {p}": " ",
            "mSecure master passphrase: {p}": "-", "KeePassDX database passphrase: {p}": ".",
            "备份个口令句：{p}": " ", "ব্যাকআপর পাসফ্রেজ: {p}": "_",
            "di backup passphrase na {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Katalon request object, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "SoapUI raw request: Authorization: Bearer {v}": False,
    "Apidog environment, header Authorization = Basic {v}": True,
    "Restfox export of the Vizion call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "sonar.properties:\nsonar.jdbc.username=sonar\nsonar.jdbc.password={pw}\nsonar.jdbc.url=jdbc:postgresql://pg.caravel.lan/sonar",
    "/etc/nullmailer/remotes:\nsmtp.caravel.net smtp --port=587 --starttls --user=alerts@caravel.net --pass={pw}",
    "imapd.conf:\nsasl_pwcheck_method: auxprop\nproxy_authname: cyrus\nproxy_password: {pw}",
    "tinyproxy.conf:\nPort 8888\nBasicAuth lab {pw}",
    "shadowsocks config.json:\n{{\"server\": \"0.0.0.0\", \"server_port\": 8388, \"password\": \"{pw}\", \"method\": \"chacha20-ietf-poly1305\"}}",
    "trojan config.json:\n{{\"run_type\": \"server\", \"local_port\": 443, \"password\": [\"{pw}\"]}}",
    "prosody.cfg.lua:\nVirtualHost \"chat.caravel.lan\"\ncomponent_secret = \"{pw}\"",
    "ejabberd.yml:\nsql_type: pgsql\nsql_server: pg.caravel.lan\nsql_username: ejabberd\nsql_password: \"{pw}\"",
    "kamctlrc:\nDBENGINE=MYSQL\nDBRWUSER=\"kamailio\"\nDBRWPW=\"{pw}\"",
    "pgpool.conf:\nsr_check_user = 'pgpool'\nsr_check_password = '{pw}'",
    "patroni.yml:\npostgresql:\n  authentication:\n    superuser:\n      username: postgres\n      password: {pw}",
    "barman.d/pg.conf:\n[pg]\nconninfo = host=pg.caravel.lan user=barman dbname=postgres password={pw}",
    "pgbackrest.conf:\n[global]\nrepo1-cipher-type=aes-256-cbc\nrepo1-cipher-pass={pw}",
    "maxscale.cnf:\n[Lots-Service]\ntype=service\nrouter=readwritesplit\nuser=maxscale\npassword={pw}",
    "proxysql.cnf:\nadmin_variables=\n{{\n    admin_credentials=\"admin:{pw}\"\n}}",
    "my.cnf on the Galera nodes:\n[galera]\nwsrep_sst_method=mariabackup\nwsrep_sst_auth=sst:{pw}",
    "orchestrator.conf.json:\n{{\"MySQLTopologyUser\": \"orc\", \"MySQLTopologyPassword\": \"{pw}\"}}",
    "kibana.yml:\nelasticsearch.username: \"kibana_system\"\nelasticsearch.password: \"{pw}\"",
    "vector.toml:\n[sinks.es]\ntype = \"elasticsearch\"\nauth.strategy = \"basic\"\nauth.user = \"vector\"\nauth.password = \"{pw}\"",
    "supervisord.conf:\n[inet_http_server]\nport = 127.0.0.1:9001\nusername = ops\npassword = {pw}",
    "portal-ext.properties:\njdbc.default.username=liferay\njdbc.default.password={pw}",
    "Magento app/etc/env.php:\n'username' => 'magento',\n'password' => '{pw}',",
    "PrestaShop app/config/parameters.php:\n'database_user' => 'shop',\n'database_password' => '{pw}',",
    "Drupal settings.php:\n$databases['default']['default']['password'] = '{pw}';",
    "TYPO3 settings.php:\n'DB' => ['Connections' => ['Default' => ['user' => 'typo3', 'password' => '{pw}']]],",
    "Discourse containers/app.yml:\n  DISCOURSE_DB_PASSWORD: \"{pw}\"",
    "Akeneo .env.local:\nAPP_DATABASE_USER=akeneo_pim\nAPP_DATABASE_PASSWORD={pw}",
    "idempiereEnv.properties:\nADEMPIERE_DB_USER=adempiere\nADEMPIERE_DB_PASSWORD={pw}",
    "OFBiz entityengine.xml:\n<inline-jdbc jdbc-driver=\"org.postgresql.Driver\" jdbc-username=\"ofbiz\" jdbc-password=\"{pw}\"/>",
    "Openbravo.properties:\nbbdd.user=tad\nbbdd.password={pw}",
    "axelor-config.properties:\ndb.default.user = axelor\ndb.default.password = {pw}",
    "Kimai .env:\nDATABASE_URL=mysql://kimai:{pw}@127.0.0.1:3306/kimai?charset=utf8mb4",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Johan: cold store wifi password?\nMarisa: {pw}",
    "[06:12] keon: root pw for the Berbice scale server?\n[06:13] devendra: {pw}",
    "Itzel: {pw} is the new Loring admin password",
    "Tanvir: use {pw}, that's what the Bizerba has now",
    "郑浩然：新个密码是 {pw}",
    "নাসরিন: নয়া পাসওয়ার্ড অইলো {pw}",
    "Maeva: nouvo modpas lé {pw}",
    "Lucien: nouvo modpas-la sé {pw}",
    "Brenda: di new password na {pw}",
    "Yamil: u túumben contraseña leti' {pw}",
    "Lajuan: password eo ekāāl ej {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\ufeffword = {pw}", "pass\u00adword → {pw}", "раsswоrd: {pw}",
    "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "ᴘᴀssᴡᴏʀᴅ = {pw}", "pass\u200eword: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout31's proportions).
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
    "the Loring admin password is": "{s}", "Bizerba service pw:": "{s} (since the scale swap in March)",
    "我个密码是": "{s}", "Danfoss password": "{s}\nchange it after the harvest",
    "পাসওয়ার্ড অইলো": "{s}", "modpas:": "{s}", "de password a": "{s}", "Tomra password": "{s}",
    "the password Keon read out over the radio was": "{s}, I think", "ma password na": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Vizion API key", "{s}", _j((HEX, 32))),
    ("split_token", "Ship24 key:", "{s} (container tracking)", _j("apik_", (ALNUM, 30))),
    ("split_token", "Kyriba client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Daedalus backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "verve"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GT"))),
    ("split_backup", "Payoneer recovery codes", "{s}\nKXR204-7QM2D\nBTW881-H3VZ9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "LEI", "{s}", _lei),
    ("split_phrase", "NordPass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"loring": {"url": "https://roaster.caravel.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"modpas": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "keon", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "scale-a"}, {"name": "scale-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysqlbinlog", "--read-from-remote-server", "--user", "repl", "--password", "{s}", "binlog.000412"]}': ("meta_password", _plain_pw),
    '{"note": "仓库电脑个密码是 {s}"}': ("meta_password", _plain_pw),
    '{"পাসওয়ার্ড": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Danfoss supervisor as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"vizion": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"sennderToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"onfleet_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "troy"), " ", g)),
    '{"exporter": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SC")),
    '{"buyer": {"alv_number": "{s}"}}': ("meta_id", _alv),
    '{"mfa": {"recovery_codes": ["{s}", "KXR204-7QM2D", "BTW881-H3VZ9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"honey_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"copra_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "CVL-ColdStore-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.8.6-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"ind780-firmware-8.4.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/caravel/lots-api:4.2").hexdigest()
_COMMIT = hashlib.sha1(b"lots: add moisture column for copra", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"customs: revert HS code mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cupping_2032-05-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"traceability-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Bizerba scale password before the calibration visit on 2032-06-11.",
    "Keon asked for the cold store wifi password; it's on the card in the foreman's drawer.",
    "Policy: coop passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Flip; share a vault link instead.",
    "The `.env.example` line `VIZION_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Loring panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_SHIP24_KEY> in the README with the key from your Ship24 dashboard.",
    "SENNDER_API_TOKEN and ONFLEET_API_KEY must be set before the nightly shipment sync runs.",
    "侬个密码覅告诉任何人。",
    "আপনার পাসওয়ার্ড কেউরে কইবা না।",
    "Nah tell nobody yuh password, yuh hear?",
    "Done pa out modpas personn.",
    "Pa janmen bay pèsonn modpas a-w.",
    "No tell anybody ya password o!",
    "Ma' a wa'alik a contraseña ti' mix máak.",
    "Kwōn jab kwaļo̧k am password ñan jabdewōt.",
    "La contraseña debe tener por lo menos catorce caracteres, oye.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "パスワードは14文字以上にしてください。",
    "Upgraded the Loring firmware from 3.2 to 3.4 and pymodbus to 3.8.6 over the weekend.",
    f"commit {_COMMIT} adds the moisture column for copra lots.",
    f"Rolled back to {_SHORT} after the HS code mapping broke the customs export.",
    f"requirements.txt: pymodbus==3.8.6 --hash=sha256:{_WHEEL_SUM}",
    f"The IND780 firmware 8.4.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of traceability-export-2031.parquet: {_SHA512}",
    f"The lots API container runs ghcr.io/caravel/lots-api@sha256:{_IMAGE}.",
    f"MD5 of cupping_2032-05-03.csv is {_MD5}, same as the copy on the QC share.",
    "Request id 7b3e91c4-2d5a-4f08-b6e1-9c0d4a7f2e18 is the slow one in the Vizion logs.",
    "Purchase order PO-2032-00418 for 40 sacks of Bamenda arabica ships on Thursday.",
    "HaloPSA #7712: the Waalhaven cold room 3 alarm keeps tripping at night.",
    "Call the Srimangal estate office on +880 861 52 471 before noon.",
    "Container MSKU 4821736 with the Demerara lot is at the Waalhaven terminal.",
    "Bill of lading CVL-GEO-2032-0077 covers the Berbice sugar, 18 pallets.",
    "HS code 0905.10 is vanilla, neither crushed nor ground; 1801.00 is cacao beans.",
    "Cold room 3 is at 12.5 °C and 65 % relative humidity; the vanilla room is at 18 °C.",
    "After five wrong passwords the Danfoss supervisor locks the account for 20 minutes.",
    "The Majuro copra shed is 24 m long; a sack of copra weighs about 46 kg.",
    "The secret of good Yucatán honey is the tajonal bloom in November.",
    "Ask Johan for the cold-store keypad code, I don't have it.",
    "My card ending 7733 was declined at the Izamal hardware store.",
    "The Guatemala roaster wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's Payoneer account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SHIP24_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the copra shed rusts in the salt air; oil it every month.",
    "Ship24 moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-0-19-861186-8 is the spice handbook on the QC shelf; ORCID iD 0000-0003-1419-2405 belongs to its editor.",
    "The guest wifi 'Caravel-Guest' is open, no password needed.",
    "Lot number LOT-2032-BAM-0311, 60 kg, moisture 11.2 %; the cupping score was 84.5.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/loring", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.8.6"}}',
    '{"ticket": "7712", "purchase_order": "PO-2032-00418"}',
    '{"lot": {"id": "LOT-2032-BAM-0311", "weight_kg": 60, "moisture_pct": 11.2}}',
    '{"phone": "+880 861 52 471", "city": "Srimangal"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "sacks_in_stock": 1284}',
    '{"hs_code": "0905.10", "origin": "RE", "description": "vanilla beans"}',
    '{"container": "MSKU 4821736", "carrier": "Maersk", "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
