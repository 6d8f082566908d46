# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, eighty-fifth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to eighty-second only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written beside it, any test nor the reports, and the scrubber was never run on it. Its
own seed, password words, names, places, templates, tools, vendors and layouts, the way the
shelling-hall and peeling crews, packing hall, QC lab, buying posts, dhow crew, truck depot,
visitor centre and office of a cashew processor leak secrets into an assistant's memory: Casca
Dourada Cashew Works (fictional), with a shelling hall and a shell-oil (CNSL) plant at Angoche, a
peeling, grading and packing hall at Quelimane, raw-nut buying posts at Mogincual and on Ibo in the
Quirimbas with a dhow crew between, a visitor centre and roastery shop at Maxixe across the bay
from Inhambane, a truck depot at Dondo by Beira, buying agents in Bissau and Cacheu, an importer
in Taipa, Macau, a cashew-apple partner at São João dos Angolares, QC consultants from Kollam,
machinery fitters from Bình Phước, a Gujarati trading family in Nampula, a boiler technician from
Mbombela, a buyer in Bouaké, hauliers from Lilongwe and a partner warehouse in Mtwara. The texts
are group chats, SMS, radio logs, voice notes, tickets, e-mails, incident notes, runbooks, README
and wiki fragments, notes to self, shell history, configs (Movefile, saned.users, monitrc, Zabbix,
Moodle, Matomo, ERPNext's site_config.json, DHIS2, LimeSurvey, osTicket, Metabase, LibreNMS,
Cacti, OpenMRS, Traefik, Squid, SuiteCRM, Grist), the web pages and panels of cutting, sorting,
weighing, packing, steam, power, access, lab, juice, frying, labelling and network hardware
(Oltremare, Key Technology, Raytec, Anysort, Wesort, Angelon, Kelba, Yaohua, Zemic, Baxtran,
T-Scale, Hassia, Multipond, Henkelman, Webomatic, Cochran, Forbes Marshall, Aksa, Anviz, Virdi,
Romer Labs, Charm Sciences, VICAM, Draminski, Perten, Dickey-john, Tetra Pak, Bertuzzi, Kiremko,
Urschel, HPRT, Rongta, SNBC, Newpos, Chainway, Seuic, Hikrobot, TVCabo, Teledata), banks (Moza
Banco, Socremo, Standard Bank), and requests to the assistant itself. The new commands are
svtplay-dl, amulecmd, Kinetica's kisql, HEAVY.AI's heavysql, Cohesity's iris_cli, git-ftp, rye
publish, pcloudcc, DbVisualizer's dbviscmd, mysqlreport, redis-dump, NoSQLBench's nb5,
couchimport, pyLoad's pyload-cli and R's rsconnect, beside the commands the product names (mysql,
curl, sshpass, smbclient, sqlplus, ipmitool, …) on this company's hosts. About 60 % English (or
language-neutral config and shell), the rest in Guinea-Bissau Creole (Kiriol), Echuwabo (Chuwabo),
Ekoti (Koti), Gitonga (Bitonga), Cindau (Ndau), Kimwani, Angolar and Macanese Patuá (no earlier
docstring names them; their wordings are the author's own, with the loanwords senha and pasiwedhi
as people there write them, and no speaker checked them), and Mozambican Portuguese, Emakhuwa,
Swahili, Chichewa, Vietnamese, Malayalam, Gujarati, Afrikaans and French in wordings of their own.
Vendors (e-Mola, mKesh, PayGate, Stitch, pawaPay, Onafriq, Thunes, Mukuru, Kazang, VNPay, Viettel
Money, Haravan, KiotViet, Base.vn, Payoo, Baokim, SePay, Stringee, FPT.AI, Ahamove, SourceTrace,
Koltiva, Farmforce, Youverify, Ecocash, Paynow, Esoko, Aerobotics, Gro Intelligence, Barchart,
Refinitiv, Netcash, SeerBit, Appota, Alepay, mWater, Expana, shinyapps.io through rsconnect; Luno,
VALR and Yellow Card for wallets and 2FA) are ones heldouts 5 to 82 do not name. The ids are kinds
they do not use, and python-stdnum has a module for none of them (every person-id module it has is
used by an earlier corpus): Zimbabwe's national registration number, whose check letter (the
number modulo 23) this file computes, and, with no check a library or this file verifies,
Mozambique's driving licence (carta de condução), DIRE and INSS beneficiary numbers, Tanzania's
TRA TIN, Malawi's TPIN, a Guinea-Bissau passport, a Macau driving licence, Côte d'Ivoire's NNI, an
Indian passport application's file number and a South African driving licence card number. Card
numbers pass Luhn (RuPay and NAPAS prefixes drawn here and checked with python-stdnum's `luhn`,
the rest from the value helpers). The IBANs are of countries used least by a rough count over
heldouts 5 to 82 (Mongolia, the Faroe Islands, Saint Lucia, Mauritania, Sudan, Somalia, Andorra
and Yemen, five or six corpora each), drawn until `stdnum.iban` validates them; seed phrases come
from `mnemonic`'s English, Portuguese, French, Spanish, Italian, Czech and Korean lists. The clean
texts (60) and metadata (10) hold no secret: digests after the word that names them, a commit,
versions, a request's UUID, purchase orders, tickets, a container and a bill of lading, phone
numbers, an ISBN, HS codes, cashew grades, placeholders, and prose about passwords in the
languages above.
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

SEED = 25_304_452
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


_CROP = ["Caju", "Castanha", "Amendoa", "Pedunculo", "Cajueiro", "Matapa", "Mucapata", "Chamusse",
         "Badjia", "Nhemba", "Mafura", "Tseke", "Xiguinha", "Piripiri", "Mandioca", "Ncumbi",
         "Macuti", "Mboa"]  # fmt: skip
_HALL = ["Shelling", "Peeling", "Borma", "Cutter", "Grader", "Kernel", "Steamer", "Carton",
         "Dhow", "Mtumbwi", "Mare", "Mangal", "Baoba", "Almadia", "Sisal", "Cowrie"]  # fmt: skip
_GRADES = ["WW180", "WW210", "WW240", "WW320", "WW450", "SW320", "LWP", "SWP", "SSW", "DW"]
_PLACES = ["Angoche", "Quelimane", "Ibo", "Maxixe", "Inhambane", "Dondo", "Nampula", "Mogincual",
           "Bissau", "Cacheu", "Macau", "Taipa", "Angolares", "Kollam", "BinhPhuoc", "Mtwara",
           "Bouake", "Mbombela", "Lilongwe", "Quirimbas"]  # fmt: skip
_NAMES = ["Abudo", "Fatima", "Anchia", "Momade", "Rabia", "Zainabo", "Celso", "Ercilia",
          "Inocencio", "Amelia", "Dercio", "Nelta", "Shelton", "Tadeu", "Ilidio", "Lurdes",
          "Braima", "Fatumata", "Domingas", "Aurelio", "Quang", "Thao", "Anil", "Lekha", "Hemal",
          "Priti", "Riaan", "Koffi", "Chikondi", "Rehema", "Mwanaisha", "Hortencia"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["C4ju", "C4st4nh4", "P3dunculo", "M4t4p4", "Muc4p4t4", "Ch4muss3", "Dh0w", "B0rm4",
         "K3rn3l", "M4ng4l"]  # fmt: skip


def _bag(g: random.Random) -> str:
    """A crop, a sack count and the word for sacks, the way the buying post jokes a password."""
    return f"{g.choice(_CROP)}{g.choice([40, 80, 120, 160, 200])}Sacos{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four random groups of four, letters of both cases and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRADES)}{g.choice(_CROP)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: "-".join(w.lower() for w in g.sample(_CROP, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?*", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2034)) + g.choice(_SYMBOLS),
    _bag,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_CROP).lower()}.{g.randrange(1970, 2034)}",
    lambda g: f"Lote{g.randrange(100, 1000)}{g.choice(_GRADES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, LOWER, 3) + _r(g, UPPER, 2) + g.choice(_SYMBOLS) + _r(g, D, 4) + _r(g, UPPER, 1),
    lambda g: f"{g.choice(_HALL).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Casca{g.choice(_CROP)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "shelling-hall group chat, Momade: the Oltremare cutter line HMI password is {pw}",
    "SMS from Celso: Key Technology VERYX sorter admin password {pw}",
    "voice note from Dércio, transcribed: the Raytec Vision sorter password is {pw}",
    "packing-hall radio log 06:40: Anysort colour sorter engineer password {pw}",
    "Wesort kernel sorter, service login password {pw} (Quang set it during commissioning)",
    "Kelba weighbridge indicator at the Angoche gate, admin password {pw}",
    "Yaohua XK3190-A12 indicator setup password {pw}",
    "Zemic junction-box web page on the raw-nut scale, password {pw}",
    "Hassia form-fill-seal line 2, supervisor password {pw}",
    "Multipond multihead weigher, recipe-edit password {pw}",
    "Henkelman Polar 2-85 vacuum packer service menu password: {pw}",
    "Webomatic tray sealer HMI password {pw}",
    "Cochran boiler burner panel password {pw}",
    "Forbes Marshall steam flow meter web password {pw}",
    "Aksa generator controller at the Dondo depot, password {pw}",
    "Anviz time clock in the peeling hall, admin password {pw}",
    "Virdi fingerprint reader at the kernel store, master password {pw}",
    "QC bench: Romer Labs AgraVision reader password {pw}",
    "Charm Sciences ROSA reader admin password {pw} (aflatoxin strips)",
    "VICAM Vertu lateral-flow reader password {pw}",
    "Draminski moisture meter app password {pw}",
    "Perten DA 7250 NIR analyser admin password {pw}",
    "Dickey-john moisture tester web password {pw}",
    "cashew-apple juice line: Tetra Pak A3/Flex operator password {pw}",
    "Bertuzzi fruit extractor HMI password {pw}",
    "Kiremko fryer at the roastery, recipe password {pw}",
    "Urschel dicer panel password {pw}",
    "HPRT label printer in the packing hall, web password {pw}",
    "visitor centre till: Rongta receipt printer web password {pw}",
    "Chainway C66 handheld admin password {pw}",
    "Seuic scanner settings password {pw}",
    "Hikrobot ID2000 code reader password {pw}",
    "T-Scale retail scale in the roastery shop, password {pw}",
    "TVCabo router admin password {pw}",
    "Teledata fibre ONT at Quelimane, password {pw}",
    "Baxtran bench scale calibration password {pw}",
    "ticket HD-5521: the Angelon sorter password {pw} no longer works after the update",
    "ticket HD-5540: Newpos terminal supervisor password {pw}, please rotate",
    "Hi Ilídio,\n\nthe root password on the weighbridge server at Angoche is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nLurdes",
    "Incident 2033-02-09: the SNBC printer in the visitor centre was open to the guest wifi with password {pw}",
    "Runbook: restarting the shell-oil (CNSL) line\n1. open the Forbes Marshall panel\n2. log in as service\n3. password {pw}\n4. ramp the steam to 6 bar",
    "README (QC lab PC)\nthe Perten software runs at https://perten.casca.lan, admin password `{pw}`.",
    "my Moza Banco app password is {pw} now",
    "can you remember my Socremo online banking password? it's {pw}",
    "Standard Bank Moçambique internet banking password: {pw}",
    "dictated: the Aksa generator portal password is {pw} full stop",
    "note to self: Kelba indicator service password {pw}",
    "after the factory reset the Hassia password became {pw}",
    "nha senha di email i {pw}",
    "senha di router di nha kasa: {pw}, ka bu konta ningin",
    "Braima: senha nobu di servidor i {pw}",
    "senha ya email yaga ddi {pw}",
    "senha ya router va nyumba yaga: {pw}",
    "Ercília: senha ya vano ya servidor ddi {pw}",
    "senha ya email yaka ni {pw}",
    "senha ya router ya nyumbaka: {pw}",
    "Momade: senha ehinu ya servidor ni {pw}",
    "senha ya email ya mina i {pw}",
    "senha ya router ya ngumba ya mina: {pw}",
    "Nelta: senha ya yimbsha ya servidor i {pw}",
    "pasiwedhi ye email yangu ndi {pw}",
    "pasiwedhi ye router yemumba: {pw}",
    "Shelton: pasiwedhi itsva ye server ndiyo {pw}",
    "senha ya email yangu ni {pw}",
    "senha ya router ya nyumbani: {pw}",
    "Mwanaisha: senha mpya ya servidor ni {pw}",
    "senha email ami sa {pw}",
    "senha router ni kaza ami: {pw}",
    "Domingas: senha novu ni servidô sa {pw}",
    "senha di mi-sa email sâm {pw}",
    "senha di router na casa: {pw}, nom-pôde contâ ninguém",
    "Aurélio: senha nôvo di servidor sâm {pw}",
    "mano, a senha do email é {pw}",
    "a senha do router lá de casa: {pw}",
    "Celso: a nova senha do servidor da fábrica é {pw}",
    "a palavra-passe do computador da balança é {pw}, não partilhes",
    "senha aka ya email ti {pw}",
    "Abudo: senha ntxa ya servidor ti {pw}",
    "nenosiri la kompyuta ya mizani ni {pw}",
    "mawu achinsinsi a kompyuta ya sikelo ndi {pw}",
    "mật khẩu máy tính phòng QC là {pw}",
    "ഗ്രേഡിങ് ഹാളിലെ കമ്പ്യൂട്ടറിന്റെ പാസ്‌വേഡ് {pw} ആണ്",
    "ગોડાઉનના કમ્પ્યુટરનો પાસવર્ડ {pw} છે",
    "die wagwoord van die ketelrekenaar is {pw}",
    "le mot de passe du PC de la bascule, c'est {pw}",
    "mot de passe du poste QC à Bouaké : {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["abudo", "fatima.s", "anchia", "momade", "rabia", "zainabo", "celso.m", "ercilia",
          "inocencio", "amelia", "dercio", "nelta", "shelton", "tadeu", "ilidio", "lurdes.h",
          "braima", "fatumata", "domingas", "aurelio.m", "quang", "thao.ng", "anil.k", "lekha",
          "hemal", "priti.s", "riaan", "koffi", "chikondi", "rehema", "svc-balanca", "qc-casca"]  # fmt: skip
_LOGINS = [
    "shelling-hall chat, Momade: the Oltremare login is {u} / {pw}",
    "ticket HD-5562: {u} locked out of the Kelba indicator, last password {pw}",
    "user {u} · pass {pw}",
    "QC wiki › Lab › VICAM reader: {u} — {pw}",
    "| equipment | user | password |\n|---|---|---|\n| Multipond weigher | {u} | {pw} |",
    "log into the Cochran panel as {u} with {pw}",
    "Anysort login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: balanca-angoche\n  user: {u}\n  pass: {pw}",
    "SMS from Lurdes: account {u}, password {pw}",
    "Celso says the Hassia account is {u} and the password is {pw}",
    "host,user,password\nkelba-gate,{u},{pw}",
    "ssh {u}@balanca-srv.casca.lan (pw {pw})",
    "creds for the Perten analyser are {u} and {pw}",
    "nomi di utilizador {u}, senha {pw}",
    "nzina ya utilizador {u}, senha {pw}",
    "nsina na usuário {u}, senha {pw}",
    "vito la utilizador {u}, senha {pw}",
    "zina re mushandisi {u}, pasiwedhi {pw}",
    "jina la usuário {u}, senha {pw}",
    "nomi utilizadô {u}, senha {pw}",
    "nome di utilizador {u}, senha {pw}",
    "utilizador {u} e senha {pw}, mano",
    "tên đăng nhập {u}, mật khẩu {pw}",
    "gebruikersnaam {u}, wagwoord {pw}",
    "jina la mtumiaji {u}, nenosiri {pw}",
    "identifiant {u}, mot de passe {pw}",
    "યુઝરનેમ {u}, પાસવર્ડ {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["matapa", "mucapata", "chamusse", "badjia", "xiguinha", "nhemba", "mafura", "tseke",
               "ncumbi", "cajueiro", "almadia", "mtumbwi", "borma", "pedunculo", "xima", "macuti",
               "mboa", "quirimba"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lowercase, and then {d}",
    "password: first {w}, then the number {d} right after it",
    "for the weighbridge PC it's {w} with {d} on the end",
    "voice note: the Ibo office wifi password is {w} and then {d}, no space",
    "it's {w}{d}, the word and the digits together",
    "senha i palabra {w}, dipus {d}",
    "senha ddi mazu {w}, vina {d}",
    "senha ni nzu {w}, nuuvira {d}",
    "senha i gitsi {w}, ndzhako {d}",
    "pasiwedhi izwi {w}, pashure {d}",
    "senha ni neno {w}, badaye {d}",
    "senha sâm palavra {w}, despois {d}",
    "senha sa palaa {w}, dêpôji {d}",
    "a senha é a palavra {w} e a seguir {d}",
    "mật khẩu là chữ {w}, sau đó là số {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "svtplay-dl --username {u} --password '{pw}' -S https://www.svtplay.se/video/kasjunotter",
    "amulecmd -h mule.casca.lan -p 4712 -P '{pw}' -c 'status'",
    "kisql --url http://kinetica.casca.lan:9191 --user {u} --password '{pw}' --sql 'select count(*) from lotes'",
    "heavysql -u {u} -p '{pw}' --server heavy.casca.lan --port 6274 pesagens",
    "iris_cli -server cohesity.casca.lan -username {u} -password '{pw}' cluster status",
    "git ftp push --user {u} --passwd '{pw}' ftp://ftp.cascadourada.co.mz/public_html/",
    "rye publish --repository-url https://pypi.casca.lan/legacy/ --username {u} --token '{pw}'",
    "echo '{pw}' | pcloudcc -u {u}@cascadourada.co.mz -p -s",
    "dbviscmd.sh -connection Pesagens -userid {u} -password '{pw}' -sql 'select * from tickets'",
    "mysqlreport --user {u} --password '{pw}' --host db.casca.lan",
    "redis-dump -u :{pw}@cache.casca.lan:6379 > cache-2033.json",
    "nb5 cql-keyvalue host=cass1.casca.lan localdc=angoche username={u} password={pw}",
    "COUCH_URL=https://{u}:{pw}@couch.casca.lan couchimport --db lotes < lotes.csv",
    "pyload-cli -u {u} -p '{pw}' add manuais https://files.casca.lan/manuais.zip",
    "mysql -h balanca-db.casca.lan -u {u} -p'{pw}' pesagens",
    "curl -u {u}:{pw} https://nexus.casca.lan/service/rest/v1/status",
    "sshpass -p '{pw}' ssh {u}@dhow-office.casca.lan",
    "smbclient //fs.casca.lan/qc -U '{u}%{pw}' -c 'ls'",
    "docker login registry.casca.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "zip -P '{pw}' contratos-2033.zip contratos/*.pdf",
    "7z a -p'{pw}' -mhe=on lab-2033.7z lab/",
    "openssl enc -aes-256-cbc -pbkdf2 -in precos.csv -out precos.enc -pass pass:'{pw}'",
    "xfreerdp /v:balanca-pc.casca.lan /u:{u} /p:'{pw}'",
    "net use Q: \\\\fs.casca.lan\\qc /user:CASCA\\{u} {pw}",
    "sqlplus {u}/{pw}@//erp.casca.lan:1521/CASCA",
    "lftp -u {u},'{pw}' sftp://edi.cascadourada.co.mz",
    "rabbitmqctl add_user {u} '{pw}'",
    "ipmitool -I lanplus -H idrac-angoche.casca.lan -U {u} -P '{pw}' chassis status",
    "mosquitto_pub -h mqtt.casca.lan -u {u} -P '{pw}' -t secador/3/temp -m 71",
    "redis-cli -h cache.casca.lan -a '{pw}' info",
    "ldapsearch -x -H ldap://dc.casca.lan -D 'cn={u},ou=ops,dc=casca,dc=lan' -w '{pw}' '(uid=*)'",
    "sqlcmd -S sql.casca.lan -U {u} -P '{pw}' -Q 'select @@version'",
    "gpg --batch --passphrase '{pw}' -c precos-2033.xlsx",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart balanca",
    "keytool -importkeystore -srckeystore old.p12 -srcstorepass '{pw}' -destkeystore casca.jks",
    "wget --user={u} --password='{pw}' https://files.casca.lan/lab/aflatoxina.pdf",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "# {c}", "root@angoche-srv:~# {c}", "ilidio@balanca:~$ {c}",
    "PS C:\\casca> {c}", "C:\\Users\\lurdes> {c}", "history:\n  412  {c}",
    "the command from the runbook:\n{c}", "ran this on the QC box: {c}",
    "what I typed on the dhow office laptop: {c}", "bash_history on the weighbridge server:\n{c}",
    "o comando que corri: {c}", "komandu ki n kori: {c}", "lệnh tôi đã chạy: {c}",
    "amri niliyoendesha kwenye seva: {c}", "komandu ya servidor: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.casca.lan:5432/lotes",
    "mysql+pymysql://{u}:{pw}@balanca-db.casca.lan/pesagens",
    "mongodb://{u}:{pw}@mongo1.casca.lan,mongo2.casca.lan/?replicaSet=rs0",
    "redis://{u}:{pw}@cache.casca.lan:6380/2",
    "ftp://{u}:{pw}@ftp.cascadourada.co.mz/etiquetas/",
    "https://{u}:{pw}@nexus.casca.lan/repository/pypi/simple",
    "oracle+oracledb://{u}:{pw}@erp.casca.lan:1521/?service_name=CASCA",
    "clickhouse://{u}:{pw}@ch.casca.lan:9000/pesagens",
    "Server=sql.casca.lan;Database=Pesagens;User Id={u};Password={pw};TrustServerCertificate=True",
    "davs://{u}:{pw}@nuvem.cascadourada.co.mz/remote.php/dav/files/{u}/",
    "imaps://{u}:{pw}@mail.cascadourada.co.mz:993",
    "rtsp://{u}:{pw}@cam-patio.casca.lan:554/Streaming/Channels/101",
    "neo4j+s://{u}:{pw}@graph.casca.lan:7687",
    "influxdb://{u}:{pw}@influx.casca.lan:8086/secadores",
    "sqlserver://{u}:{pw}@sql.casca.lan:1433?database=Lotes",
]  # fmt: skip
_URL_PLACES = [
    "LOTES_DB_URL={c}", "Metabase connection, the old one: {c}",
    "keep this connection string for me: {c}", "a string de ligação é {c}",
    "ticket HD-5603: {c}", "wiki page 'Databases': {c}", "string di koneson: {c}",
    "chuỗi kết nối: {c}", "from the CNSL line's old config: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "casca-dourada", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "payments lots:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("e-Mola", "EMOLA_API_KEY", _j((ALNUM, 40))),
    ("mKesh", "MKESH_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("PayGate", "PAYGATE_ENCRYPTION_KEY", _j((ALNUM, 32))),
    ("Stitch", "STITCH_CLIENT_SECRET", _j((B64, 64))),
    ("pawaPay", "PAWAPAY_API_TOKEN", _vendor_jwt("https://api.pawapay.io")),
    ("Onafriq", "ONAFRIQ_API_SECRET", _j((HEX, 64))),
    ("Thunes", "THUNES_API_SECRET", lambda g: v.uuid4(g, "8")),
    ("Mukuru", "MUKURU_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Kazang", "KAZANG_SESSION_KEY", _j((HEX, 40))),
    ("VNPay", "VNP_HASH_SECRET", _j((UPPER, 32))),
    ("Viettel Money", "VIETTELMONEY_SECRET", _j((B64, 44))),
    ("Haravan", "HARAVAN_ACCESS_TOKEN", _j((UPPER_HEX, 64))),
    ("KiotViet", "KIOTVIET_CLIENT_SECRET", _j((UPPER_HEX, 40))),
    ("Base.vn", "BASEVN_ACCESS_TOKEN", _j((ALNUM, 48))),
    ("Payoo", "PAYOO_CHECKSUM_KEY", _j((B64, 32))),
    ("Baokim", "BAOKIM_API_SECRET", _j((ALNUM, 32))),
    ("SePay", "SEPAY_API_TOKEN", _j((UPPER_DIGITS, 64))),
    ("Stringee", "STRINGEE_API_SECRET", _j((ALNUM, 32))),
    ("FPT.AI", "FPTAI_API_KEY", _j((ALNUM, 32))),
    ("Ahamove", "AHAMOVE_TOKEN", _vendor_jwt("https://api.ahamove.com")),
    ("SourceTrace", "SOURCETRACE_API_KEY", _j((HEX, 32))),
    ("Koltiva", "KOLTIVA_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Farmforce", "FARMFORCE_API_TOKEN", _j((ALNUM, 40))),
    ("Youverify", "YOUVERIFY_TOKEN", _j((ALNUM, 36))),
    ("Ecocash", "ECOCASH_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Paynow", "PAYNOW_INTEGRATION_KEY", lambda g: v.uuid4(g, "9")),
    ("Esoko", "ESOKO_API_KEY", _j((HEX, 40))),
    ("Aerobotics", "AEROBOTICS_API_KEY", _j((URLSAFE, 40))),
    ("Gro Intelligence", "GROAPI_TOKEN", _vendor_jwt("https://api.gro-intelligence.com")),
    ("Barchart", "BARCHART_API_KEY", _j((HEX, 32))),
    ("Refinitiv", "REFINITIV_APP_KEY", _j((HEX, 40))),
    ("Netcash", "NETCASH_SERVICE_KEY", lambda g: v.uuid4(g, "a")),
    ("SeerBit", "SEERBIT_SECRET_KEY", _j("SBSECK_", (ALNUM, 40))),
    ("Appota", "APPOTA_SECRET_KEY", _j((ALNUM, 32))),
    ("Alepay", "ALEPAY_CHECKSUM_KEY", _j((ALNUM, 30))),
    ("mWater", "MWATER_API_KEY", _j((HEX, 32))),
    ("Expana", "EXPANA_API_KEY", _j("exp_live_", (ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}=\"{tok}\"",
    "k8s secret, stringData:\n  {env}: {tok}",
    "fly secrets set {env}={tok} -a casca-lotes",
    "railway variables --set {env}={tok}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "supervisord [program:sync]\nenvironment={env}=\"{tok}\"",
    "gh secret set {env} --body '{tok}'",
    "docker run -e {env}={tok} casca/lotes-sync:2.3",
    "TF_VAR_{env}={tok} terraform apply",
    "crontab: 0 5 * * * {env}={tok} /opt/casca/sync.sh",
    "ansible group_vars/all.yml:\n{env}: \"{tok}\"",
    "Casca ERP › Definições › Integrações › {vendor} › chave de API: {tok}",
    "wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "todo: rotate the {vendor} key {tok}",
    "shelling-hall chat, Ilídio: {vendor} key for the lot sync: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "ticket HD-5577: {vendor} sync fails with 401, configured key {tok}",
    "ticket HD-5590: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "kyavi di API di {vendor} i {tok}",
    "nlave wa API wa {vendor} ddi {tok}",
    "nfungulo na API ya {vendor} ni {tok}",
    "khiyi ya API ya {vendor} i {tok}",
    "kiyi ye API ye {vendor} ndi {tok}",
    "funguo ya API ya {vendor} ni {tok}",
    "xavi API {vendor} sa {tok}",
    "chave di API di {vendor} sâm {tok}",
    "a chave de API do {vendor} para os lotes: {tok}",
    "chave API {vendor}, produção: {tok}",
    "khóa API {vendor} của xưởng: {tok}",
    "{vendor} API കീ: {tok}",
    "{vendor} ની API કી: {tok}",
    "ufunguo wa API wa {vendor} kwa ghala la Mtwara: {tok}",
    "kiyi ya API ya {vendor} ya ku Lilongwe: {tok}",
    "{vendor} API-sleutel vir die weegbrug: {tok}",
    "clé d'API {vendor} pour les lots de Bouaké : {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    shiny = _r(rng, B64, 40)
    barchart = _r(rng, HEX, 32)
    vnpay = _r(rng, UPPER, 32)
    paygate = _r(rng, ALNUM, 32)
    paynow = v.uuid4(rng, "b")
    gro = _vendor_jwt("https://api.gro-intelligence.com")(rng)
    return [
        Sample("vendor_token", f'rsconnect::setAccountInfo(name = "casca-qc", token = "{_r(rng, UPPER_HEX, 32)}", secret = "{shiny}")', shiny),
        Sample("vendor_token", f"curl 'https://ondemand.websol.barchart.com/getQuote.json?apikey={barchart}&symbols=ZC*1'", barchart),
        Sample("vendor_token", f'config.php:\n$vnp_TmnCode = "CASCA01";\n$vnp_HashSecret = "{vnpay}";', vnpay),
        Sample("vendor_token", f"define('PAYGATE_ENCRYPTION_KEY', '{paygate}');", paygate),
        Sample("vendor_token", f"paynow = Paynow('16012', '{paynow}', 'https://loja.cascadourada.co.mz/return', 'https://loja.cascadourada.co.mz/result')", paynow),
        Sample("vendor_token", f"client = GroClient('api.gro-intelligence.com', '{gro}')", gro),
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


_BARE_PLACES = ["{t}", "shelling-hall chat: {t}", "the page shows it only once, so:\n{t}",
                "guarda isto: {t}", "token: {t}", "{t}\n^ the new one; the old one is revoked",
                "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 46)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of drying-yard sensor DY-12 (OTAA): {h}": 32,
    "AppSKey of the Ibo warehouse humidity node (ABP): {h}": 32,
    "HMAC secret for the e-Mola payment callback: {h}": 64,
    "AES key of the Kelba indicator's config export: {h}": 32,
    "pre-shared key of the Dondo depot IPsec tunnel (hex): {h}": 64,
    "DUKPT BDK for the visitor-centre card terminals, hex: {h}": 32,
    "chave de cifra do backup da balança: {h}": 64,
    "kyavi di kriptografia di backup: {h}": 64,
    "khóa mã hóa bản sao lưu: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket HD-5611: token copied from the browser's dev tools {t}",
    "Cookie: lang=pt-MZ; casca_sess={t}",
    "LOTES_BRIDGE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "o token é {t}",
    "token di sesan: {t}",
    "chat export, Quang: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@cascadourada.co.mz"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.cascadourada.co.mz/realms/casca",
            "azp": "balanca-web",
            "roles": ["qc", "weighbridge"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the weighbridge server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/loja.cascadourada.co.mz.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDI_PRIVATE_KEY": "{key}", "partner": "macau-importer"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_dhow <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket HD-5620, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "chave privada do servidor:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Macau importer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Luno wallet backup, copying it off the card before I shred it: {p}": "english",
    "hardware wallet recovery sheet from the office safe\n{p}": "english",
    "the old cashew-fund wallet (emptied, keep for the audit): {p}": "english",
    "voice memo: the recovery words are {p} and that's all of them": "english",
    "wiki page 'Shell-oil fund wallet (retired)': {p}": "english",
    "palabras di rekuperason di karteira: {p}": "english",
    "frase de recuperação da carteira do fundo do caju: {p}": "portuguese",
    "phrase de récupération du portefeuille de Koffi : {p}": "french",
    "frase de recuperación de la billetera del comprador de Bissau: {p}": "spanish",
    "frase di recupero del portafoglio del tecnico: {p}": "italian",
    "obnovovací fráze peněženky technika: {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
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
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's, NAPAS's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["508534", "607153", "652174", "817290", "608012"], [16])
    if brand == "napas":
        return _card_of(rng, ["970415", "970436", "970422", "970418"], [16, 19])
    return v.card(rng, brand)


_CARD_PLACES = [
    "shelling-hall chat, Ilídio: the company card for the Oltremare spare blades is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "ticket HD-5633: pay the Cochran service visit with card {c}",
    "o número do meu cartão: {c}, validade {mm}/{yy}",
    "numeru di nha kartón: {c}",
    "nambala ya kartawo yaga: {c}, {mm}/{yy}",
    "nhamba ye kadhi yangu: {c}",
    "número di cartám di mi: {c}, {mm}/{yy}",
    "số thẻ của tôi: {c}, hết hạn {mm}/{yy}",
    "എന്റെ കാർഡ് നമ്പർ: {c}",
    "mon numéro de carte : {c}, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "rupay", "mastercard", "napas", "amex", "jcb", "unionpay", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 08/36, CVC {cvv}",
               "the three digits on the back, by the signature: {cvv}",
               "Amex {c}, the four-digit code above the number: {cvv}",
               "os três números atrás do cartão: {cvv}",
               "mas tres numeru na kostas di kartón: {cvv}",
               "ba số ở mặt sau thẻ: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 82; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"MN": "n" * 16, "FO": "n" * 14, "LC": "aaaa" + "c" * 24, "MR": "n" * 23,
                "SD": "n" * 14, "SO": "n" * 19, "AD": "n" * 8 + "c" * 12,
                "YE": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice CD-2033-071: please pay the 640 cartons of WW320 to {i} within 30 days",
    "save the Nouakchott importer's IBAN: {i}",
    "IBAN: {i}\nReference: Angoche lot 0415, March",
    "shelling-hall chat, Lurdes: the Ulaanbaatar buyer's new bank details, IBAN {i}",
    "o IBAN do importador: {i}",
    "nha IBAN i {i}",
    "IBAN yaga ddi {i}",
    "IBAN ya mina i {i}",
    "IBAN yangu ndi {i}",
    "IBAN di mi-sa sâm {i}",
    "IBAN của nhà nhập khẩu: {i}",
    "Castries distillery (cashew-apple spirit), IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


_ZW_LETTERS = "ZABCDEFGHJKLMNPQRSTVWXY"


def _zw_id(g: random.Random) -> str:
    """Zimbabwe's national registration number as printed: the district of registration, a serial
    of six or seven digits, a check letter and the district of origin. The letter is the number
    that district and serial make, modulo 23, read in ZABCDEFGHJKLMNPQRSTVWXY: computed here, as
    python-stdnum has no module for it."""
    district = g.choice(["08", "22", "29", "42", "47", "50", "58", "63", "68", "75"])
    serial = g.choice("123456789") + _r(g, D, g.choice([5, 6]))
    letter = _ZW_LETTERS[int(district + serial) % 23]
    origin = g.choice(["07", "13", "18", "26", "42", "48", "63", "70", "83"])
    return f"{district}-{serial} {letter} {origin}"


def _mz_licence(g: random.Random) -> str:
    """A Mozambican driving licence (carta de condução) number as drawn here: nine digits; no
    public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _mz_dire(g: random.Random) -> str:
    """A Mozambican DIRE (foreign resident's card) number as drawn here: a province's two digits,
    ten digits and a capital; no public check."""
    return f"{g.choice(['01', '02', '03', '05', '07', '10', '11'])}{_r(g, D, 10)}{g.choice(UPPER)}"


def _mz_inss(g: random.Random) -> str:
    """A Mozambican INSS (social security) beneficiary number as drawn here: nine digits; no
    public check."""
    return g.choice("12") + _r(g, D, 8)


def _tz_tin(g: random.Random) -> str:
    """A Tanzanian TIN (TRA) as printed: nine digits in threes, an individual's starting with 1;
    no public check."""
    digits = "1" + _r(g, D, 8)
    return f"{digits[:3]}-{digits[3:6]}-{digits[6:]}"


def _mw_tpin(g: random.Random) -> str:
    """A Malawian TPIN (Malawi Revenue Authority) as drawn here: eight digits; no public check."""
    return g.choice("3579") + _r(g, D, 7)


def _gw_passport(g: random.Random) -> str:
    """A Guinea-Bissau passport as drawn here: two capitals and seven digits; no public check."""
    return g.choice(["AA", "AB", "BG", "CA"]) + _r(g, D, 7)


def _mo_licence(g: random.Random) -> str:
    """A Macau driving licence number as drawn here: a digit, six digits and a digit, dashed; no
    check this file verifies."""
    return f"{g.choice('1234')}-{_r(g, D, 6)}-{g.choice(D)}"


def _ci_nni(g: random.Random) -> str:
    """Côte d'Ivoire's NNI (numéro national d'identification) as drawn here: eleven digits; no
    public check."""
    return g.choice("123456789") + _r(g, D, 10)


def _in_passport_file(g: random.Random) -> str:
    """An Indian passport application's file number: a passport office's two letters (Kerala's
    here) and thirteen digits; no public check."""
    return g.choice(["TV", "CO", "KZ", "ML"]) + "10" + _r(g, D, 11)


def _za_licence(g: random.Random) -> str:
    """A South African driving licence card number as drawn here: eight digits, two capitals, two
    capitals or digits; no public check."""
    return _r(g, D, 8) + _r(g, UPPER, 2) + _r(g, UPPER_DIGITS, 2)


_ID_PLACES: dict[str, Maker] = {
    "nhamba ye chitupa changu: {s}": _zw_id,
    "Zimbabwean national ID of the Mutare truck driver, for the gate pass: {s}": _zw_id,
    "ZW national registration no. (Shelton, new driver): {s}": _zw_id,
    "número da carta de condução do motorista de Dondo: {s}": _mz_licence,
    "nambala ya karta ya kondusawu yaga: {s}": _mz_licence,
    "મારો DIRE નંબર: {s}": _mz_dire,
    "DIRE do técnico de Bình Phước, para a renovação: {s}": _mz_dire,
    "số DIRE của anh Quang ở Nampula: {s}": _mz_dire,
    "nambaru ya INSS yaka: {s}": _mz_inss,
    "nombro wa INSS wa mina: {s}": _mz_inss,
    "n.º de beneficiário do INSS da Zainabo: {s}": _mz_inss,
    "namba ya TIN yangu ya TRA: {s}": _tz_tin,
    "TIN ya TRA ya wakala wetu wa Mtwara: {s}": _tz_tin,
    "nambala yanga ya TPIN: {s}": _mw_tpin,
    "MRA TPIN of the Lilongwe haulier, for the invoice: {s}": _mw_tpin,
    "numeru di nha pasaporti: {s}": _gw_passport,
    "Guinea-Bissau passport of our Bissau buying agent: {s}": _gw_passport,
    "número di carta di condução di Macau: {s}": _mo_licence,
    "mon NNI ivoirien : {s}": _ci_nni,
    "NNI de l'acheteur de Bouaké pour le contrat : {s}": _ci_nni,
    "എന്റെ പാസ്‌പോർട്ട് ഫയൽ നമ്പർ: {s}": _in_passport_file,
    "my Suid-Afrikaanse bestuurslisensienommer: {s}": _za_licence,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [".".join(_r(rng, LOWER_DIGITS, 3) for _ in range(3)) for _ in range(n)]


_BACKUPS = ["Luno 2FA recovery codes\n{codes}", "spare sign-in codes for the company's Google Workspace {codes}",
            "VALR backup codes: {codes}", "kódigus di rekuperason di 2FA:\n{codes}",
            "códigos de recuperação do 2FA: {codes}", "mã dự phòng 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Expana:lurdes@cascadourada.co.mz?secret={s}&issuer=Expana&digits=6",
              "authenticator app, manual setup key for the Yellow Card login: {s}",
              "2FA secret key for the Barchart account: {s}",
              "chave secreta do 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your e-Mola verification code", "mKesh: o seu código de confirmação é {c}",
          "Moza Banco: código {c}. Não partilhe com ninguém", "[VNPay] Mã OTP của bạn là {c}",
          "Ecocash: your one-time PIN is {c}"]  # fmt: skip


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


_SSIDS = ["Casca-Descasque", "CD-Embalagem-5G", "TVCabo-Quelimane", "Tmcel-Maxixe-Loja",
          "Teledata_Dondo", "Mozcom-Nampula", "Dhow-Ibo-Office", "Bissau-Compra-2G",
          "CTM-Taipa-Casca", "Angolares-Roca", "Kollam-QC-5G", "BinhPhuoc-Xuong",
          "Angoche-Caldeira", "Mtwara-Ghala"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "network name: {s}\nkey: {pw}",
    "packing hall network {s}, password {pw}",
    "wifi at the Ibo buying post: {s} / {pw}",
    "ESP32 drying-yard logger config: ssid {s}, psk {pw}",
    "the key on the sticker under the TVCabo box: {pw}",
    "senha di wifi {s} i {pw}",
    "senha ya wifi {s} ddi {pw}",
    "senha ya wifi {s} ni {pw}",
    "senha ya wifi {s} i {pw}",
    "pasiwedhi ye wifi {s} ndi {pw}",
    "senha wifi {s} sa {pw}",
    "senha di wifi {s} sâm {pw}",
    "a senha do wifi {s} é {pw}",
    "mật khẩu wifi {s} là {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("exp_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("SBSECK_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[read out over the radio] {t}",
          "(split up so the chat preview hides it) {t}", "letra a letra: {t}",
          "kada letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " : ".join(token[k : k + 3] for k in range(0, len(token), 3))}
    if style == 3:
        return {"t": "\n".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" . ", " ", "_"][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kodigu di kadiadu di armazen: {pw}", "kodhi ya kadiyado ya armazém: {pw}",
          "khodi ya kadiyadu ya ghala: {pw}", "kodhi ye pedhiroki ye dura: {pw}",
          "kodi ya kufuli ya ghala ya Ibo: {pw}", "código di cadeado di armazém: {pw}",
          "the shelling-hall door keypad wants {pw} and then the green key",
          "padlock on the raw-nut store at Mogincual: {pw}",
          "o cadeado do contentor de Angoche abre com {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["shell", "kernel", "tide", "dhow", "mangrove", "baobab", "lantern", "coconut",
                 "monsoon", "pelican", "harbour", "cinnamon", "sisal", "cowrie", "lagoon", "sandbar"]  # fmt: skip
_PHRASES = {"master passphrase of the office vault: {p}": " ",
            "LUKS passphrase of the weighbridge laptop: {p}": " ",
            "backup passphrase for the QC share: {p}": "-",
            "passphrase of the encrypted USB in the safe: {p}": ".",
            "frasi di pasaji di backup: {p}": " ", "frase-passe do cofre: {p}": "_",
            "passphrase di cofre sâm {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "curl -H 'Authorization: Bearer {v}' https://api.casca.lan/v2/lotes": False,
    "wget --header='Authorization: Basic {v}' https://files.casca.lan/precos.csv": True,
    "fetch(url, {{ headers: {{ Authorization: 'Bearer {v}' }} }})": False,
    "Invoke-RestMethod -Uri $u -Headers @{{Authorization = 'Basic {v}'}}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Movefile (wordmove):\nproduction:\n  database:\n    name: loja\n    user: loja\n    password: \"{pw}\"",
    "/etc/sane.d/saned.users:\nqc:{pw}:epson2",
    "monitrc:\nset httpd port 2812\n    allow admin:{pw}",
    "zabbix_server.conf:\nDBName=zabbix\nDBUser=zabbix\nDBPassword={pw}",
    "Moodle config.php:\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "Matomo config.ini.php:\n[database]\nusername = \"matomo\"\npassword = \"{pw}\"",
    "site_config.json (ERPNext):\n{{\"db_name\": \"casca\", \"db_password\": \"{pw}\"}}",
    "dhis.conf:\nconnection.username = dhis\nconnection.password = {pw}",
    "LimeSurvey config.php:\n'username' => 'limesurvey',\n'password' => '{pw}',",
    "osTicket ost-config.php:\ndefine('DBUSER','osticket');\ndefine('DBPASS','{pw}');",
    "Metabase env:\nMB_DB_USER=metabase\nMB_DB_PASS={pw}",
    "LibreNMS .env:\nDB_USERNAME=librenms\nDB_PASSWORD={pw}",
    "Cacti include/config.php:\n$database_username = 'cacti';\n$database_password = '{pw}';",
    "OpenMRS runtime.properties:\nconnection.username=openmrs\nconnection.password={pw}",
    "Traefik dynamic.yml:\nhttp:\n  middlewares:\n    auth:\n      basicAuth:\n        users:\n          - \"qc:{pw}\"",
    "Squid cache_peer line:\ncache_peer proxy.casca.lan parent 3128 0 no-query login=qc:{pw}",
    "SuiteCRM config.php:\n'db_user_name' => 'suitecrm',\n'db_password' => '{pw}',",
    "Grist .env:\nGRIST_DB_USER=grist\nGRIST_DB_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Tadeu: packing hall wifi password?\nLurdes: {pw}",
    "[05:48] celso.m: root pw for the weighbridge server?\n[05:49] ilidio: {pw}",
    "Dércio: {pw} is the new Anysort admin password",
    "Zainabo: use {pw}, that's what the Kelba has now",
    "Fatumata: senha nobu i {pw}",
    "Hortência: senha ya vano ddi {pw}",
    "Shelton: pasiwedhi itsva ndi {pw}",
    "Mwanaisha: senha mpya ni {pw}",
    "Aurélio: senha nôvo sâm {pw}",
    "Quang: mật khẩu mới là {pw}",
    "Amélia: a senha nova é {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "sen\u200bha: {pw}", "pass\u2063word = {pw}", "pass\u034fword → {pw}", "раsswоrd: {pw}",
    "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽 {pw}", "ｓｅｎｈａ: {pw}", "p\u00ada\u00ads\u00adsword: {pw}", "pass\u200fword: {pw}",
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
    "the Oltremare admin password is": "{s}", "Kelba service pw:": "{s} (since the indicator swap)",
    "nha senha i": "{s}", "Cochran password": "{s}\nchange it after the harvest season",
    "senha ya email yaga ddi": "{s}", "pasiwedhi:": "{s}", "a senha é": "{s}",
    "Anysort password": "{s}", "the password Tadeu read out over the radio was": "{s}, I think",
    "senha di mi-sa email sâm": "{s}",
}  # fmt: skip
_BACKUP_TAIL = ["k2m.9qa.x7d", "p41.zr8.c0e"]
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Barchart API key", "{s}", _j((HEX, 32))),
    ("split_token", "Expana key:", "{s} (price feed)", _j("exp_live_", (ALNUM, 32))),
    ("split_token", "Paynow integration key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Luno backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MR"))),
    ("split_backup", "Yellow Card recovery codes", "{s}\n" + "\n".join(_BACKUP_TAIL), lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Zimbabwe national ID", "{s}", _zw_id),
    ("split_phrase", "vault passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"kelba": {"url": "https://kelba-gate.casca.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"conta": {"utilizador": "momade", "palavra_passe": "{s}"}}': ("meta_password", _plain_pw),
    '{"sorters": [{"name": "anysort-1"}, {"name": "anysort-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysqlreport", "--user", "ops", "--password", "{s}", "--host", "db.casca.lan"]}': ("meta_password", _plain_pw),
    '{"note": "senha ya email yaga ddi {s}"}': ("meta_password", _plain_pw),
    '{"pasiwedhi": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Cochran panel as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"barchart": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"haravanToken": "{s}"}': ("meta_token", _j((UPPER_HEX, 64))),
    '{"sourcetrace_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pagamento": {"numero_cartao": "{s}", "validade": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "napas"), " ", g)),
    '{"importer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SO")),
    '{"motorista": {"zimbabwe_national_id": "{s}"}}': ("meta_id", _zw_id),
    '{"mfa": {"backup_codes": ["{s}", "k2m.9qa.x7d", "p41.zr8.c0e"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"cashew_fund_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"armazem_ibo": {"cadeado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "CD-Embalagem-5G", "senha": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"hassia-hmi-firmware-6.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/casca/lotes-api:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"lotes: moisture column for raw nuts", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"labels: revert grade mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cutting-test_2033-01-20.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"kernel-grades-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Kelba indicator password before the calibration visit on 2033-03-14.",
    "Celso asked for the packing-hall wifi password; it's on the card in the supervisor's drawer.",
    "Policy: Casca Dourada passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the group chat; share a vault link instead.",
    "The `.env.example` line `BARCHART_API_KEY=put-your-key-here` is a placeholder; the real key is in the vault.",
    "The Oltremare HMI asks for a new operator password after every firmware update.",
    "Replace <YOUR_PAYNOW_KEY> in the README with the key from your Paynow dashboard.",
    "HARAVAN_ACCESS_TOKEN and ESOKO_API_KEY must be set before the nightly price sync runs.",
    "Ka bu da ningin bu senha.",
    "Osimuleli muthu senha yawo.",
    "Muhimuleele mutu senha yawo.",
    "U nga byeli munhu senha ya wena.",
    "Usambouza munhu pasiwedhi yako.",
    "Usimwambiye mutu senha yako.",
    "Na fla ningê senha bô fa.",
    "Nom-pôde dâ vôs-sa senha co ninguém.",
    "A senha tem de ter pelo menos catorze caracteres, mano.",
    "Mật khẩu phải dài ít nhất mười bốn ký tự.",
    "Usimwambie mtu yeyote nenosiri lako.",
    "Die wagwoord moet ten minste veertien karakters lank wees.",
    "Upgraded the Kelba firmware from 2.1 to 2.4 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the moisture column for raw-nut lots.",
    f"Rolled back to {_SHORT} after the grade mapping broke the export labels.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The Hassia HMI firmware 6.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of kernel-grades-2032.parquet: {_SHA512}",
    f"The lots API container runs ghcr.io/casca/lotes-api@sha256:{_IMAGE}.",
    f"MD5 of cutting-test_2033-01-20.csv is {_MD5}, same as the copy on the QC share.",
    "Request id 3c9e0a7d-5b21-4e6f-9a18-d47b2c0f6e35 is the slow one in the Paynow logs.",
    "Purchase order PO-2033-00271 for 120 cartons of WW320 kernels ships on Friday.",
    "Ticket HD-5521: the Angoche steam cooker alarm keeps tripping at night.",
    "Call the Angoche office on +258 26 410 172 before noon.",
    "Container MSCU 5183720 with the Quelimane kernels is at the Beira terminal.",
    "Bill of lading CDC-BEW-2033-0042 covers 640 cartons on 20 pallets.",
    "HS code 0801.31 is cashew nuts in shell; 0801.32 is shelled kernels.",
    "The drying yard reads 41 °C and 38 % relative humidity; kernels go into the borma at 70 °C.",
    "After five wrong passwords the Anviz clock locks the admin menu for 15 minutes.",
    "A carton of WW240 kernels holds two tins of 11.34 kg, 50 lb in all.",
    "The secret of a good roasted cashew is piri-piri from Nampula and a pinch of sea salt.",
    "Ask Tadeu for the kernel-store keypad code, I don't have it.",
    "My card ending 4471 was declined at the Maxixe hardware store.",
    "The Nouakchott importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the company's Luno account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `EXPANA_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Ibo raw-nut store rusts in the salt air; oil it every month.",
    "Barchart moved the API key page under Account › Developer in its March release.",
    "ISBN 978-0-632-05405-3 is the tropical crops handbook on the QC shelf.",
    "The guest wifi 'Casca-Visitantes' is open, no password needed.",
    "Lot LOT-2033-ANG-0415: 80 kg sacks, moisture 8.6 %, outturn 47 lb per bag.",
    "તમારો પાસવર્ડ કોઈને કહેશો નહીં.",
    "നിങ്ങളുടെ പാസ്‌വേഡ് ആരോടും പറയരുത്.",
    "Ne donne jamais ton mot de passe, même au service informatique.",
    "Musauze aliyense mawu anu achinsinsi.",
    "The cutting test on lot 0415 gave 24 % rejects and an outturn of 47.5 lb.",
    "Version 3.12.4 of the weighbridge app fixes the ticket numbering after midnight.",
    "The Quelimane packing hall runs two shifts, 06:00 to 14:00 and 14:00 to 22:00.",
    "Phone the Bissau buying agent on +245 955 318 204 after the market closes.",
    "The shell-oil tank holds 18 000 litres; the tanker from Nacala comes every second Tuesday.",
    "Muhimmuleele muchu senha anyu.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/casca/kelba", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "HD-5521", "purchase_order": "PO-2033-00271"}',
    '{"lot": {"id": "LOT-2033-ANG-0415", "weight_kg": 80, "moisture_pct": 8.6}}',
    '{"phone": "+258 26 410 172", "city": "Angoche"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cartons_in_stock": 2210}',
    '{"hs_code": "0801.32", "origin": "MZ", "description": "cashew kernels, shelled"}',
    '{"request_id": "3c9e0a7d-5b21-4e6f-9a18-d47b2c0f6e35", "app_version": "3.12.4"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
