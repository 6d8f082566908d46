# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, eighty-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to eighty-sixth only to search them
(by grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written beside it, their tests nor the reports, and the scrubber was never run on it.
Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
fermentation sheds, drying decks, roastery, chocolate workshop and export office of a cacao and
chocolate cooperative (Bocabarú, with member farms of Bribri and Cabécar families around Amubri,
Shiroles and Suretka in Talamanca, Ngäbe growers at Kankintú and Chichica, Guna growers at Narganá
and Ustupu, Emberá and Wounaan growers at Sambú and Jingurudó, Mayangna growers at Musawas and Naso
growers at Bonyic, a roastery and chocolate workshop in Puerto Viejo, a bodega at Sixaola and an
export office at Almirante) leak secrets into an assistant's memory: radio logs, WhatsApp, Signal
and Telegram messages, SMS, Jira tickets, Confluence pages, e-mails, runbooks, README fragments,
shell history, configs, voice-dictated text and requests to the assistant itself.

About 40 % of the texts are in other languages: Bribri, Cabécar, Ngäbere, Guna (Dulegaya), Emberá,
Wounaan (Woun Meu), Mayangna and Naso Tjërdi (no earlier docstring names them), written the way the
members code-switch, with Spanish loans (`contraseña`, `correo`, `usuario`) between their own words
(Bribri `dör`, Cabécar `rä`, Ngäbere `ye` and `ti`, Guna `an` and `nuedi`, Emberá `mʉ`, Wounaan
`mʌ` and `hʌ̃`, Mayangna's person suffixes `-ki`, `-ma`, `-ka`, Naso `tã`); and Costa Rican and
Panamanian Spanish, Limonese Creole, Cantonese (Hong Kong characters), German, French, Italian,
Dutch, Swedish, Japanese and Portuguese in wordings of their own (and Czech, Korean, Russian and
Simplified Chinese around seed phrases).

Hardware whose web pages and panels hold the passwords (names heldouts 5 to 86 do not use): Selmi,
FBM, Savage Bros, Prefamac, ChocoVision, Mol d'Art, Pomati, Cacao Cucina, Royal Duyvis Wiener,
Aasted, Sollich, Loynds, Santha, CocoaTown, Behmor, Ikawa, Toper, Coffee-Tech, San Franciscan,
Farmex, Agratronix, MadgeTech, Torrey, Lehmann, Hilliard's, Magra, Hanna Instruments, Milwaukee
Instruments, EG4 and Tozed, and the banks and carriers Banco Nacional, Banistmo, Lafise, Davivienda,
Coopenae and Cable Onda. Vendors whose keys leak (none named by heldouts 5 to 86): Cropster,
FairTrace, Satelligence, Enveritas, FLOCERT, Tilopay, Yappy, PagueloFacil, Cybersource, Paymentez,
Zencargo, Dataloy, Craftybase, Prodsmart, Regrow, Cratejoy, Loop Subscriptions, Alegra, Siigo,
Contpaqi, Facturama, Nubox, Xubio, Bitso, Pagadito, FarmLogs, Agrobase, Roest, Megaventory, inFlow,
SOS Inventory, Ecocert, Control Union, Greenpay, Gosocket, Acumbamail, Mailrelay, Perfit, ICE
CargoDocs and WAVE BL; the token shapes are drawn here, not copied from the vendors. Tools no
earlier corpus names: Apache Karaf's client, kubeseal, Yellowbrick's ybsql, Hazelcast Management
Center's hz-mc, buildkite-agent, weblogic.Deployer, dropdb, Solr's bin/post, InterSystems' `iris
session`, elasticsearch-reset-password, kibana-encryption-keys and krdc, beside commands others used
(ApacheBench's `ab -A`, hey, mysql, sshpass, smbclient, lftp, ipmitool, …) in layouts of its own;
configs of LiteFarm, Singer's tap-postgres, dlt, OpenFn, Enketo, OpenSearch Dashboards and Redpanda
Connect among others.

Ids are kinds no earlier corpus uses: Costa Rica's TIM (tarjeta de identidad de menores), CCSS
insured number and driving licence, which carry the cédula's number, drawn until python-stdnum's
`cr.cpf` accepts it (a check of its shape only: the cédula has no check digit); Costa Rica's DIDI,
refugee card and cross-border worker card (Ngäbe-Buglé), Panama's social security (CSS) number,
permanent-resident card, company RUC with its DV and driving licence, Nicaragua's INSS number and
company RUC, and Costa Rican, Panamanian and Nicaraguan passports, all unchecked (python-stdnum
has no module for them and no check-digit algorithm is written here; their shapes are as drawn
here). Card numbers pass Luhn (`v.card`, checked with python-stdnum's `luhn`). The IBANs are of
countries used least by a rough count over heldouts 5 to 86 (Libya, Palestine, the Holy See,
Ukraine, Slovakia, Sweden, Portugal and France, each in six earlier corpora), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish, Italian,
Czech, Korean, Simplified Chinese, Russian and French lists.
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
from stdnum.cr import cpf as cr_cpf

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 67_183_189
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


_VARIETIES = ["Criollo", "Forastero", "Trinitario", "Nacional", "Amelonado", "Catongo", "Matina",
              "Porcelana", "Pentagona"]  # fmt: skip
_CACAO = ["Mazorca", "Cascarilla", "Nibs", "Conche", "Temple", "Ganache", "Praline", "Baba",
          "Pulpa", "Tueste", "Molienda", "Cacaotal", "Secadora", "Fermento", "Callet", "Gianduja"]  # fmt: skip
_PLACES = ["Amubri", "Shiroles", "Suretka", "Sixaola", "PuertoViejo", "Manzanillo", "Changuinola",
           "Almirante", "Kankintu", "Chichica", "Nargana", "Ustupu", "Mulatupu", "Yaviza", "Sambu",
           "Jingurudo", "Musawas", "Sakalwas", "Siuna", "Bonyic", "Sieyik", "Gandoca"]  # fmt: skip
_NAMES = ["Yorleny", "Keylor", "Dunia", "Heiner", "Lidieth", "Olger", "Eliseo", "Bernardina",
          "Abdiel", "Olowaili", "Igua", "Nelsy", "Bolivar", "Chamarra", "Ansberta", "Elmer",
          "Reynaldo", "Winston", "Shereen", "Delroy", "Waikit", "Kayan", "Lieke", "Solene",
          "Tiziana", "Ines", "Katarina", "Oksana"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["Tr1n1t4r10", "M4z0rc4", "C4c40", "G4n4ch3", "Cr10ll0", "T3mpl4d0", "F3rm3nt0",
         "S3c4d0r4"]  # fmt: skip
_SAID_WORDS = ["mazorca", "cascarilla", "trinitario", "forastero", "criollo", "ganache", "conche",
               "gianduja", "tsuru", "cacaotal", "molienda", "secadora", "amelonado", "catongo",
               "pejibaye", "guanabana", "rondon", "pati"]  # fmt: skip


def _ferment(g: random.Random) -> str:
    """A cacao word and the days its beans ferment, the way the shed crew jokes a password."""
    return f"{g.choice(_CACAO)}{g.randrange(3, 8)}dias{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Three random groups of five, joined by underscores, as a generator writes them."""
    return "_".join(_r(g, ALNUM, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_VARIETIES)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_CACAO, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&!?*", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    _ferment,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_CACAO).lower()}.{g.randrange(1990, 2034)}",
    lambda g: f"Lote{g.randrange(100, 1000)}{g.choice(_VARIETIES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + _r(g, D, 2) + g.choice(_SYMBOLS) + _r(g, UPPER, 2) + _r(g, D, 2),
    lambda g: f"{g.choice(_CACAO).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}Tuesta{g.choice(_VARIETIES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 18),
    lambda g: f"{g.choice(_SAID_WORDS).capitalize()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "radio log, 05:50, Amubri shed: the Selmi Plus EX tempering machine's panel password is {pw}",
    "WhatsApp group 'Secadoras Kankintú', Eliseo: FBM Boston tempering unit admin password {pw}",
    "Signal from Yorleny: Savage Bros FireMixer 14 controller password {pw}",
    "SMS from Heiner: Prefamac PRE 3000 tempering machine password {pw}",
    "Telegram, #tostaduria: ChocoVision Revolation Delta setup password {pw}",
    "sticky note on the Mol d'Art melter in the workshop: web password {pw}",
    "Pomati T8 tempering machine HMI password: {pw}",
    "Cacao Cucina winnower PLC password {pw} (from the installer's mail)",
    "Royal Duyvis Wiener ball mill service login, password {pw}",
    "Aasted tempering line remote access password {pw}",
    "the Sollich enrober touchscreen password is {pw}",
    "Loynds ball mill controller password {pw}",
    "Santha Premier melanger timer app password {pw}",
    "CocoaTown ECGC-65 grinder Wi-Fi module password {pw}",
    "Behmor roaster app account password {pw}",
    "Ikawa Pro sample roaster account password {pw}, the one in the export office",
    "Toper TKM-SX roaster PLC password {pw}",
    "Coffee-Tech Ghibli R15 touchscreen password {pw}",
    "San Franciscan SF25 roaster PC password {pw}",
    "Farmex MT-PRO moisture meter sync password {pw}",
    "Agratronix moisture tester desktop app password {pw}",
    "MadgeTech 4 password for the fermentation-box loggers: {pw}",
    "Torrey L-EQ scale service menu password {pw}",
    "Lehmann three-roll refiner panel password {pw}",
    "Hilliard's Little Dipper controller password {pw}",
    "Magra cut-test guillotine app password {pw}",
    "Hanna Instruments HI98191 pH meter software password {pw}",
    "Milwaukee Instruments MW102 app password in the QC corner: {pw}",
    "EG4 6000XP inverter monitoring password {pw}",
    "Tozed ZLT S12 4G router admin password {pw}",
    "Hola Dunia,\n\nthe root password on the Amubri fermentation server is {pw}. Delete this once it's in Bitwarden.\n\nGracias,\nKeylor",
    "Incident 2033-02-09: the EG4 inverter at the Kankintú drying deck was reachable from outside with password {pw}",
    "Runbook: restart the fermentation-box temperature logging\n1. open MadgeTech 4 on the shed laptop\n2. log in as tecnico\n3. password {pw}\n4. restart the download",
    "README (roastery rack)\nthe Toper PLC web UI is at https://toper.bocabaru.lan, admin password `{pw}`.",
    "my Banco Nacional BN Internet password is {pw} now",
    "can you remember my Banistmo app password? it's {pw}",
    "the Lafise online banking password: {pw}",
    "dictated: the Davivienda app password is {pw} period",
    "note to self, Coopenae virtual office password {pw}",
    "after the router swap the Cable Onda modem password became {pw}",
    "ye' correo ã contraseña dör {pw}",
    "Yorleny: servidor ã contraseña dör {pw}",
    "ja̱' correo contraseña rä {pw}",
    "Heiner: servidor contraseña rä {pw}",
    "ti correo contraseña ye {pw}",
    "Eliseo: servidor kri contraseña ye {pw}",
    "an correo contraseña: {pw}",
    "Olowaili: servidor e contraseña {pw}, nuedi",
    "mʉ correo contraseña: {pw}",
    "mʌ correo contraseña hʌ̃ {pw}",
    "yang correo password-ki {pw}",
    "Ansberta: servidor password-ka {pw}",
    "tã correo contraseña {pw}",
    "mae, la contraseña de la tostadora es {pw}",
    "fren, la contraseña de la compu de la oficina de Almirante es {pw}",
    "mi email password a {pw}, no tell nobady",
    "我嘅電郵密碼係 {pw}",
    "das Passwort der Temperiermaschine ist {pw}",
    "le mot de passe de la conche, c'est {pw}",
    "焙煎機のPCのパスワードは {pw} です",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["yorleny", "keylor.m", "dunia", "heiner", "lidieth", "olger.v", "eliseo.a", "bernardina",
          "abdiel", "olowaili", "igua.n", "nelsy", "bolivar.c", "chamarra", "ansberta", "elmer.p",
          "reynaldo", "winston", "shereen.b", "delroy", "waikit", "kayan.l", "lieke", "solene",
          "tiziana", "ines.m", "svc-tostado", "qa-lab", "fermenta", "exportacion"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Keylor: the Selmi login is {u} / {pw}",
    "Jira SD-221: {u} can't get into the Toper PLC, last password {pw}",
    "user={u} pass={pw}",
    "Confluence › Tostaduría › Coffee-Tech Ghibli: {u} — {pw}",
    "| machine | user | pass |\n|---|---|---|\n| Lehmann refiner | {u} | {pw} |",
    "log into the MadgeTech laptop as {u} using {pw}",
    "Aasted remote {u}:{pw}",
    "Usuario: {u}\nContraseña: {pw}",
    "- host: melanger-03\n  user: {u}\n  pass: {pw}",
    "Telegram: account {u}, pw {pw}",
    "Dunia says the Farmex account is {u} and its password is {pw}",
    "machine,user,password\nsollich-enrober,{u},{pw}",
    "ssh {u}@fermenta.bocabaru.lan  # pw {pw}",
    "Signal: creds for the Toper roaster are {u} and {pw}",
    "ye' usuario {u}, ye' contraseña dör {pw}",
    "ti usuario ye {u}, contraseña ye {pw}",
    "an usuario {u}, an contraseña {pw}",
    "yang usuario-ki {u}, password-ki {pw}",
    "mʉ usuario {u}, contraseña {pw}",
    "用戶名 {u}，密碼 {pw}",
    "usuario {u} y clave {pw}, mae",
    "Benutzername {u}, Passwort {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
    "identifiant {u}, mot de passe {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then the number {d}",
    "password: {w}, and right after it {d}",
    "for the tempering machine it's {w} with {d} on the end",
    "voice note: the shed wifi password is {w} and then {d}, no spaces",
    "write {w}, then {d}",
    "it's {w}{d}, the word and the digits together",
    "la contraseña es la palabra {w} y después el número {d}",
    "contraseña dör palabra {w}, e' ukuö {d}",
    "contraseña ye palabra {w}, aune {d}",
    "contraseña palabra {w}, degi {d}",
    "password-ki word {w}, kau {d}",
    "di password a di word {w}, den {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "bin/client -h karaf.bocabaru.lan -a 8101 -u {u} -p '{pw}' 'bundle:list'",
    "kubectl create secret generic fermenta-db --dry-run=client --from-literal=username={u} --from-literal=password='{pw}' -o yaml | kubeseal --format yaml > fermenta-db-sealed.yaml",
    "YBPASSWORD='{pw}' ybsql -h yb.bocabaru.lan -U {u} -d exportacion",
    "hz-mc conf user create -n {u} -p '{pw}' -r admin",
    "java weblogic.Deployer -adminurl t3://wls.bocabaru.lan:7001 -username {u} -password '{pw}' -deploy trazabilidad.war",
    "PGPASSWORD='{pw}' dropdb -h pg.bocabaru.lan -U {u} lotes_2031",
    "ab -n 500 -c 20 -A {u}:{pw} https://tienda.bocabaru.coop/api/lotes",
    "hey -n 200 -a {u}:{pw} https://api.bocabaru.coop/v1/fermentacion",
    "bin/post -u {u}:{pw} -c lotes exports/lotes-2032.json",
    "iris session IRIS -U %SYS\nUsername: {u}\nPassword: {pw}   <- typed into the wrong prompt, it echoed",
    "elasticsearch-reset-password -u {u} -b\nPassword for the [{u}] user successfully reset.\nNew value: {pw}",
    "krdc rdp://{u}:{pw}@secadora-pc.bocabaru.lan",
    "mysql -h mariadb.bocabaru.lan -u {u} -p'{pw}' lotes",
    "sshpass -p '{pw}' ssh {u}@secadora-02.bocabaru.lan",
    "curl -u {u}:{pw} https://nas.bocabaru.lan/api/v2/backups",
    "smbclient //nas.bocabaru.lan/fotos -U {u}%{pw}",
    "mount -t cifs //nas.bocabaru.lan/lotes /mnt/lotes -o username={u},password={pw},vers=3.0",
    "wget --user={u} --password='{pw}' https://files.bocabaru.lan/fichas/ficha-2032.pdf",
    "lftp -u {u},{pw} sftp://sftp.broker-almirante.pa",
    "redis-cli -h redis.bocabaru.lan -a '{pw}' INFO keyspace",
    "mongosh 'mongodb://{u}:{pw}@mongo.bocabaru.lan:27017/trazas?authSource=admin'",
    "htpasswd -b -c /etc/nginx/.tienda {u} '{pw}'",
    "openssl enc -aes-256-cbc -pbkdf2 -in planilla.xlsx -out planilla.enc -pass pass:'{pw}'",
    "zip -P '{pw}' contratos-2032.zip contratos/*.pdf",
    "7z a -p'{pw}' -mhe=on fotos-secado.7z fotos/",
    "docker login registry.bocabaru.lan -u {u} -p '{pw}'",
    "psql 'postgresql://{u}:{pw}@pg.bocabaru.lan:5432/fermentacion'",
    "xfreerdp /v:oficina-almirante.bocabaru.lan /u:{u} /p:'{pw}'",
    "net use Z: \\\\nas.bocabaru.lan\\lotes {pw} /user:BOCABARU\\{u}",
    "sqlcmd -S sql.bocabaru.lan -U {u} -P '{pw}' -d Exportacion",
    "ldapsearch -x -H ldap://dc.bocabaru.lan -D 'uid={u},ou=people,dc=bocabaru,dc=lan' -w '{pw}' '(ou=tostaduria)'",
    "mosquitto_pub -h mqtt.bocabaru.lan -u {u} -P '{pw}' -t cajas/4/temperatura -m 47.5",
    "ipmitool -I lanplus -H 10.40.0.9 -U {u} -P '{pw}' chassis status",
    "cqlsh cass.bocabaru.lan -u {u} -p '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\exportacion> {c}", "yorleny@tostadora:~$ {c}",
    "root@fermenta:/srv# {c}", "bash history on the Amubri NUC:\n  412  {c}",
    "from ~/.zsh_history: {c}", "Termux on my phone: {c}", "the command I ran yesterday: {c}",
    "pasted from the runbook: {c}", "Jira SD-240 comment: ran `{c}` and it hung",
    "Makefile, target restore:\n\t{c}", "deploy.sh, line 12: {c}",
    "el comando que corrí: {c}", "comando de ayer, mae: {c}", "ye' comando: {c}",
    "ti comando ye: {c}", "我打咗呢個指令：{c}", "Befehl aus dem Wiki: {c}",
    "commande lancée hier : {c}", "di command wi run: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "redis://{u}:{pw}@redis.bocabaru.lan:6379/2",
    "postgres://{u}:{pw}@pg.bocabaru.lan/fermentacion?sslmode=require",
    "mysql+pymysql://{u}:{pw}@mariadb.bocabaru.lan/tienda",
    "mongodb+srv://{u}:{pw}@cluster0.bocabaru.mongodb.net/trazas",
    "ftp://{u}:{pw}@ftp.naviera-almirante.pa/manifiestos/",
    "rtsp://{u}:{pw}@cam-secadora1.bocabaru.lan:554/Streaming/Channels/101",
    "davs://{u}:{pw}@nube.bocabaru.coop/remote.php/dav/files/{u}/",
    "oracle+oracledb://{u}:{pw}@ora.bocabaru.lan:1521/?service_name=EXPO",
    "clickhouse://{u}:{pw}@ch.bocabaru.lan:9000/sensores",
    "Server=sql.bocabaru.lan;Database=Exportacion;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg.bocabaru.lan:5432/lotes?user={u}&password={pw}",
    "https://{u}:{pw}@git.bocabaru.lan/tienda/chocolate-web.git",
    "influxdb://{u}:{pw}@influx.bocabaru.lan:8086/cajas",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "the old Superset connection: {c}", "keep this connection string for me: {c}",
    "cadena de conexión: {c}", "連接字串：{c}", "Jira SD-250: {c}",
    "Confluence page 'Bases de datos': {c}", "ti conexión ye {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "bocabaru-coop", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "certificates:read lots:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Cropster", "CROPSTER_API_KEY", _j((HEX, 32))),
    ("FairTrace", "FAIRTRACE_TOKEN", _j("ft_live_", (ALNUM, 32))),
    ("Satelligence", "SATELLIGENCE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Enveritas", "ENVERITAS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("FLOCERT", "FLOCERT_ECERT_TOKEN", _vendor_jwt("https://ecert.flocert.net")),
    ("Tilopay", "TILOPAY_API_KEY", _j((UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4))),
    ("Yappy", "YAPPY_SECRET_KEY", _j((B64, 64), "==")),
    ("PagueloFacil", "PAGUELOFACIL_CCLW", _j((UPPER_HEX, 96))),
    ("Cybersource", "CYBERSOURCE_SHARED_SECRET", _j((B64, 43), "=")),
    ("Paymentez", "PAYMENTEZ_APP_KEY", _j((ALNUM, 30))),
    ("Zencargo", "ZENCARGO_API_TOKEN", _j("zc_", (ALNUM, 40))),
    ("Dataloy", "DATALOY_API_KEY", _j((HEX, 40))),
    ("Craftybase", "CRAFTYBASE_API_TOKEN", _j((HEX, 64))),
    ("Prodsmart", "PRODSMART_SECRET", _j((ALNUM, 48))),
    ("Regrow", "REGROW_API_KEY", _j((URLSAFE, 40))),
    ("Cratejoy", "CRATEJOY_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Loop Subscriptions", "LOOP_API_TOKEN", _j((HEX, 64))),
    ("Alegra", "ALEGRA_API_TOKEN", _j((HEX, 20))),
    ("Siigo", "SIIGO_ACCESS_KEY", _j((B64, 76), "=")),
    ("Contpaqi", "CONTPAQI_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Facturama", "FACTURAMA_API_SECRET", _j((ALNUM, 32))),
    ("Nubox", "NUBOX_API_KEY", _j((UPPER_HEX, 32))),
    ("Xubio", "XUBIO_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Bitso", "BITSO_API_SECRET", _j((HEX, 32))),
    ("Pagadito", "PAGADITO_WSK", _j((HEX, 32))),
    ("FarmLogs", "FARMLOGS_TOKEN", _j((ALNUM, 40))),
    ("Agrobase", "AGROBASE_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Roest", "ROEST_API_TOKEN", _j((URLSAFE, 48))),
    ("Megaventory", "MEGAVENTORY_APIKEY", _j((HEX, 16), "@m", (D, 5))),
    ("inFlow", "INFLOW_API_KEY", _j((UPPER_HEX, 64))),
    ("SOS Inventory", "SOS_INVENTORY_TOKEN", _j((URLSAFE, 56))),
    ("Ecocert", "ECOCERT_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Control Union", "CONTROL_UNION_API_KEY", _j((HEX, 40))),
    ("Greenpay", "GREENPAY_SECRET", lambda g: v.uuid4(g, "a")),
    ("Gosocket", "GOSOCKET_API_KEY", _j((ALNUM, 32))),
    ("Acumbamail", "ACUMBAMAIL_AUTH_TOKEN", _j((ALNUM, 20))),
    ("Mailrelay", "MAILRELAY_API_KEY", _j((URLSAFE, 40))),
    ("Perfit", "PERFIT_API_KEY", _j("bocabaru-", (ALNUM, 32))),
    ("ICE CargoDocs", "CARGODOCS_TOKEN", _j((B64, 60))),
    ("WAVE BL", "WAVEBL_API_KEY", _j((HEX, 48))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "heroku config:set {env}={tok} -a bocabaru-tienda",
    "railway variables --set \"{env}={tok}\"",
    "app.yaml (App Engine):\nenv_variables:\n  {env}: \"{tok}\"",
    "kustomization.yaml:\nsecretGenerator:\n  - name: sync-secrets\n    literals:\n      - {env}={tok}",
    "docker run -e {env}={tok} bocabaru/sync:3",
    "GitHub Actions, sync.yml:\n      env:\n        {env}: {tok}",
    ".gitlab-ci.yml:\nvariables:\n  {env}: \"{tok}\"",
    "settings.py:\n{env} = \"{tok}\"",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "Bocabarú ERP › Ajustes › Integraciones › {vendor} › API key: {tok}",
    "Confluence table 'Integraciones': | {vendor} | prod | {tok} |",
    "todo: rotate the {vendor} key {tok}",
    "WhatsApp, Keylor: {vendor} key for the lot sync: {tok}",
    "Signal: the {vendor} token we use now is {tok}; the old one is revoked",
    "Jira SD-270: {vendor} sync returns 401, configured key {tok}",
    "Jira SD-271: {vendor} integration broken, current key {tok}",
    "please remember my {vendor} API key: {tok}",
    "la API key de {vendor} es {tok}, mae",
    "la clave API de {vendor} para la tienda: {tok}",
    "{vendor} ã API key dör {tok}",
    "{vendor} API key rä {tok}",
    "{vendor} API key ye {tok}",
    "{vendor} API key: {tok}, nuedi",
    "mʉ {vendor} API key: {tok}",
    "{vendor} API key hʌ̃ {tok}",
    "{vendor} API key-ka {tok}",
    "tã {vendor} API key {tok}",
    "{vendor} 嘅 API key 係 {tok}",
    "API-Schlüssel für {vendor}: {tok}",
    "clé d'API {vendor} pour la boutique : {tok}",
    "chiave API di {vendor} per il negozio: {tok}",
    "API-sleutel van {vendor}: {tok}",
    "{vendor} の API キー：{tok}",
    "chave de API da {vendor} para a loja: {tok}",
    "di {vendor} API key a {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    buildkite = _r(rng, LOWER_DIGITS, 50)
    cropster = _r(rng, HEX, 32)
    bitso = _r(rng, HEX, 32)
    tilopay = _r(rng, ALNUM, 36)
    gosocket = _r(rng, ALNUM, 32)
    yappy = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f"buildkite-agent start --token '{buildkite}' --tags queue=tostado", buildkite),
        Sample("vendor_token", f'resp = requests.get("https://c-sar.cropster.com/api/v2/lots", headers={{"Authorization": "Token {cropster}"}})', cropster),
        Sample("vendor_token", f'api = bitso.Api("aRxQpLmNwe", "{bitso}")', bitso),
        Sample("vendor_token", f'const tilopay = new TilopayClient("bocabaru", "{tilopay}");', tilopay),
        Sample("vendor_token", f"$gs = new GosocketApi('bocabaru-expo', '{gosocket}');", gosocket),
        Sample("vendor_token", f"Info.plist:\n<key>YappySecretKey</key>\n<string>{yappy}</string>", yappy),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it shows it only once, so:\n{t}", "el token: {t}",
                "呢個 token：{t}", "{t}\n^ the new one, the old one is revoked", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 20), ".", (URLSAFE, 44)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 48)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of fermentation-box sensor FB-12 (OTAA): {h}": 32,
    "NwkSKey of the Kankintú solar-dryer logger (ABP): {h}": 32,
    "HMAC signing secret for the Tilopay webhook: {h}": 64,
    "kibana-encryption-keys generate -q\nxpack.encryptedSavedObjects.encryptionKey: {h}": 32,
    "IPsec pre-shared key for the Almirante–Amubri tunnel (hex): {h}": 64,
    "DESFire master key for the shed door cards, hex: {h}": 32,
    "clave de cifrado del respaldo: {h}": 64,
    "respaldo ã clave dör {h}": 48,
    "備份加密金鑰：{h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira SD-262: token copied from the browser dev tools {t}",
    "Cookie: lang=es-CR; bcb_sess={t}",
    "TIENDA_ADMIN_JWT={t}",
    "save this bearer token {t}",
    "el token es {t}",
    "token ye {t}",
    "token 係 {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://auth.bocabaru.coop/realms/coop",
            "azp": "tienda-admin",
            "realm_access": {"roles": ["tostaduria", "exportacion"]},
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Amubri fermentation server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tienda.bocabaru.coop.key:\n{key}": ("PRIVATE KEY", "\n"),
    '{{"SFTP_BROKER_KEY": "{key}", "host": "sftp.broker-almirante.pa"}}': ("RSA PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ed25519_tostado <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "Jira SD-290, pasted by the integrator:\n{key}": ("EC PRIVATE KEY", "\n"),
    "llave privada del servidor de exportación:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "伺服器私鑰：\n{key}": ("PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    key = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": key, "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Nunchuk wallet backup, copying it off the card before I burn it: {p}": "english",
    "Cake Wallet recovery phrase\n{p}": "english",
    "Zeus wallet seed (the old shop tips wallet, emptied): {p}": "english",
    "Rabby seed backup: {p}": "english",
    "voice memo: the Solflare recovery words are {p} and that's all of them": "english",
    "frase semilla de la billetera Keplr de la cooperativa: {p}": "spanish",
    "frase di recupero del portafoglio Guarda: {p}": "italian",
    "obnovovací fráze peněženky Coinomi: {p}": "czech",
    "Backpack 지갑 복구 문구: {p}": "korean",
    "SafePal 钱包助记词：{p}": "chinese_simplified",
    "сид-фраза кошелька Leap: {p}": "russian",
    "phrase de récupération du portefeuille Feather : {p}": "french",
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
        " ".join(w.upper() for w in words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Keylor: the coop card for the Selmi spare parts is {c}, exp {mm}/{yy}",
    "save my backup card: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Jira SD-281: pay the Toper service visit with card {c}",
    "mi tarjeta: {c}, vence {mm}/{yy}",
    "ye' tarjeta dör {c}",
    "ti tarjeta número ye {c}, {mm}/{yy}",
    "an tarjeta número: {c}",
    "yang tarjeta-ki {c}, {mm}/{yy}",
    "我張卡號：{c}，{mm}/{yy}",
    "Kartennummer der Firmenkarte: {c}, gültig bis {mm}/{yy}",
    "mi card numba a {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 06/36, CVC {cvv}",
               "the three little digits on the back by the signature: {cvv}",
               "Amex {c}, the four digits on the front above the number: {cvv}",
               "código de seguridad atrás de la tarjeta: {cvv}",
               "卡背面嗰三個字：{cvv}",
               "tarjeta ukuö ã número mañál: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 86 (each in six earlier corpora); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"LY": "n" * 21, "PS": "aaaa" + "c" * 21, "VA": "n" * 18, "UA": "n" * 6 + "c" * 19,
                "SK": "n" * 20, "SE": "n" * 20, "PT": "n" * 21, "FR": "n" * 10 + "c" * 11 + "nn"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice BCB-2033-041: please pay the distributor's couverture credit note to {i} within 30 days",
    "save the chocolate shop's IBAN for the refund: {i}",
    "IBAN: {i}\nReference: lot AMU-2033-07, March",
    "WhatsApp #tesorería: the importer's new bank details, IBAN {i}",
    "IBAN de la tostaduría compradora: {i}",
    "ye' IBAN dör {i}",
    "ti IBAN ye {i}",
    "an IBAN: {i}",
    "yang IBAN-ki {i}",
    "我嘅 IBAN：{i}",
    "IBAN för chokladbutiken i Göteborg: {i}",
    "pay the mission's cacao-school grant back to IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cr_cedula(g: random.Random) -> str:
    """A Costa Rican cédula's number (province, tomo, asiento) that stdnum's `cr.cpf` accepts; it
    has no check digit, so this checks its shape only."""

    def make(h: random.Random) -> str:
        return f"{h.randrange(1, 8)}-{h.randrange(100, 2000):04d}-{h.randrange(1, 1000):04d}"

    number = v.until(g, make, cr_cpf.is_valid)
    return g.choice([number, number.replace("-", ""), str(cr_cpf.format(number))])


def _cr_ccss(g: random.Random) -> str:
    """A Costa Rican's CCSS insured number: the cédula's nine digits, run together."""
    return str(cr_cpf.compact(_cr_cedula(g)))[1:]


def _cr_didi(g: random.Random) -> str:
    """Costa Rica's DIDI (an accredited diplomat's id), as drawn here: twelve digits; unchecked."""
    return "5" + _r(g, D, 11)


def _cr_refugee(g: random.Random) -> str:
    """A Costa Rican refugee card's number, as drawn here: twelve digits; unchecked."""
    return "1" + g.choice(["558", "862", "170"]) + _r(g, D, 8)


def _cr_crossborder(g: random.Random) -> str:
    """A cross-border worker card (Ngäbe-Buglé), as drawn here: TTF and nine digits; unchecked."""
    return "TTF-" + _r(g, D, 9)


def _pa_css(g: random.Random) -> str:
    """A Panamanian social security (CSS) number, as drawn here: three and four digits."""
    return f"{_r(g, D, 3)}-{_r(g, D, 4)}"


def _pa_resident(g: random.Random) -> str:
    """Panama's permanent-resident card: E, a province and a serial; unchecked."""
    return f"E-{g.randrange(1, 14)}-{g.randrange(100_000, 300_000)}"


def _pa_ruc(g: random.Random) -> str:
    """A Panamanian company's RUC and its DV, as drawn here (the DV is not computed)."""
    return f"155{_r(g, D, 6)}-2-{g.randrange(2008, 2033)} DV {_r(g, D, 2)}"


def _pa_licence(g: random.Random) -> str:
    """A Panamanian driving licence: the holder's cédula number (comarcas 10 to 12); unchecked."""
    return f"{g.choice(['1', '4', '10', '11', '12'])}-{g.randrange(1, 800)}-{g.randrange(1, 3000)}"


def _ni_inss(g: random.Random) -> str:
    """A Nicaraguan INSS number, as drawn here: nine digits; unchecked."""
    return g.choice("123") + _r(g, D, 8)


def _ni_ruc(g: random.Random) -> str:
    """A Nicaraguan company RUC, as drawn here: J, 031, and ten digits; unchecked."""
    return "J031" + _r(g, D, 10)


def _cr_passport(g: random.Random) -> str:
    """A Costa Rican passport, as drawn here: nine digits; unchecked."""
    return g.choice("1234567") + _r(g, D, 8)


def _pa_passport(g: random.Random) -> str:
    """A Panamanian passport, as drawn here: PA and seven digits; unchecked."""
    return "PA" + _r(g, D, 7)


def _ni_passport(g: random.Random) -> str:
    """A Nicaraguan passport, as drawn here: C and eight digits; unchecked."""
    return "C" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "TIM (tarjeta de identidad de menores) de mi hija para la matrícula: {s}": _cr_cedula,
    "alà ã TIM dör {s}": _cr_cedula,
    "número de asegurado de la CCSS: {s}": _cr_ccss,
    "ja̱' número asegurado CCSS rä {s}": _cr_ccss,
    "Costa Rican driving licence (B1) of the truck driver: {s}": _cr_cedula,
    "DIDI of the Swiss buyer's attaché, for the visitors' list: {s}": _cr_didi,
    "carné de refugiado de Reynaldo: {s}": _cr_refugee,
    "tarjeta de trabajador transfronterizo (Ngäbe-Buglé) de Eliseo: {s}": _cr_crossborder,
    "ti tarjeta transfronteriza ye {s}": _cr_crossborder,
    "número de seguro social (CSS) de Bernardina: {s}": _pa_css,
    "an seguro social CSS: {s}": _pa_css,
    "carné de residente permanente de Waikit: {s}": _pa_resident,
    "RUC of the Almirante export office, for the Tilopay form: {s}": _pa_ruc,
    "mʉ licencia conducir: {s}": _pa_licence,
    "mʌ licencia de conducir hʌ̃ {s}": _pa_licence,
    "número INSS de Elmer para la planilla: {s}": _ni_inss,
    "yang INSS-ki {s}": _ni_inss,
    "RUC de la cooperativa de Siuna: {s}": _ni_ruc,
    "ye' pasaporte dör {s}": _cr_passport,
    "tã pasaporte {s}": _pa_passport,
    "yang pasaporte-ki {s}": _ni_passport,
    "my Panamanian passport number for the Amsterdam cocoa fair: {s}": _pa_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return ["-".join(_r(rng, LOWER, 4) for _ in range(3)) for _ in range(n)]


_BACKUPS = ["Tilopay 2FA recovery codes\n{codes}",
            "códigos de respaldo de la cuenta de Google de la cooperativa: {codes}",
            "Bitso backup codes: {codes}", "2FA 後備碼：\n{codes}",
            "ye' 2FA códigos de respaldo: {codes}",
            "Cropster recovery codes, print them and put them in the safe: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Bitso:dunia@bocabaru.coop?secret={s}&issuer=Bitso&period=30",
              "Aegis, setup key for the Cybersource business center: {s}",
              "2FA secret for the Siigo admin: {s}",
              "2FA clave ye: {s}"]  # fmt: skip
_CODES = ["{c} es tu código de verificación de Tilopay",
          "BN: su código de seguridad es {c}. No lo comparta con nadie",
          "Your Bitso verification code is {c}",
          "你嘅驗證碼係 {c}，唔好話俾任何人知",
          "Banistmo código: {c}, nuedi"]  # fmt: skip


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


_SSIDS = ["Bocabaru-Oficina", "Fermenta-Amubri", "Secadora_Kankintu", "Tostaduria-PV",
          "CableOnda-Almirante", "MasMovil-Changuinola", "Nargana-Coop", "Sambu-Cacao",
          "Musawas-Net", "Bonyic-Escuela", "Sixaola-Bodega", "Manzanillo-Tienda"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassword: {pw}",
    "shed network {s}, passphrase {pw}",
    "wifi at the Puerto Viejo shop: {s} / {pw}",
    "ESPHome secrets.yaml:\nwifi_ssid: \"{s}\"\nwifi_password: \"{pw}\"",
    "the key on the sticker under the Tozed router: {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n    ssid=\"{s}\"\n    psk=\"{pw}\"\n}}",
    "la clave del wifi {s} es {pw}",
    "wifi {s} ã contraseña dör {pw}",
    "wifi {s} contraseña ye {pw}",
    "wifi {s} contraseña: {pw}, nuedi",
    "wifi {s} contraseña {pw}",
    "wifi {s} password-ka {pw}",
    "{s} 嘅 Wi-Fi 密碼係 {pw}",
    "di wifi {s} password a {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.12:
        return _r(rng, D, 16)
    if roll < 0.27:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ft_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("zc_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it to you one character at a time: {t}", "[dictated over the radio] {t}",
          "(spaced so WhatsApp won't make a link of it) {t}", "letra por letra: {t}",
          "一個一個字：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", " - "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["candado de la bodega de Sixaola: {pw}", "bodega ã candado código dör {pw}",
          "candado código ye {pw}", "secadora candado: {pw}, nuedi",
          "the roastery's alarm keypad takes {pw} then OK", "padlock on the fermentation shed at Amubri: {pw}",
          "caja fuerte de la oficina de Almirante, combinación {pw}", "倉庫密碼鎖：{pw}",
          "di padlock code fi di shop a {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["mazorca", "criollo", "cascarilla", "baba", "conche", "nibs", "ganache",
                 "praline", "trinitario", "forastero", "secadora", "fermento", "cacaotal",
                 "molienda", "tueste", "temple"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the export office: {p}": " ",
            "Enpass vault passphrase: {p}": "-",
            "KeePassXC database passphrase: {p}": " ",
            "Cryptomator vault passphrase: {p}": ".",
            "frase de contraseña del respaldo: {p}": " ",
            "備份嘅密碼短語：{p}": " ",
            "respaldo ã passphrase dör {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch raw request: Authorization: Bearer {v}": False,
    "Thunder Client env: Authorization = Basic {v}": True,
    "RapidAPI export of the Cropster call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "LiteFarm packages/api/.env:\nDEV_DATABASE_USER=litefarm\nDEV_DATABASE_PASSWORD={pw}",
    "tap-postgres config.json:\n{{\"host\": \"pg.bocabaru.lan\", \"port\": 5432, \"user\": \"singer\", \"password\": \"{pw}\", \"dbname\": \"lotes\"}}",
    ".dlt/secrets.toml:\n[sources.sql_database.credentials]\ndrivername = \"postgresql\"\nusername = \"dlt\"\npassword = \"{pw}\"\nhost = \"pg.bocabaru.lan\"",
    "OpenFn credential 'lotes-pg':\n{{\"host\": \"pg.bocabaru.lan\", \"user\": \"openfn\", \"password\": \"{pw}\", \"database\": \"lotes\"}}",
    "Enketo config/config.json:\n\"redis\": {{ \"main\": {{ \"host\": \"127.0.0.1\", \"port\": \"6379\", \"password\": \"{pw}\" }} }}",
    "opensearch_dashboards.yml:\nopensearch.username: kibanaserver\nopensearch.password: {pw}",
    "Redpanda Connect pipeline.yaml:\noutput:\n  kafka_franz:\n    seed_brokers: [ \"rp.bocabaru.lan:9092\" ]\n    sasl:\n      - mechanism: SCRAM-SHA-256\n        username: connect\n        password: {pw}",
    "wp-config.php:\ndefine( 'DB_USER', 'tienda' );\ndefine( 'DB_PASSWORD', '{pw}' );",
    "application.properties (trazabilidad):\nspring.datasource.username=traza\nspring.datasource.password={pw}",
    "Tomcat context.xml:\n<Resource name=\"jdbc/lotes\" auth=\"Container\" type=\"javax.sql.DataSource\" username=\"lotes\" password=\"{pw}\" url=\"jdbc:postgresql://pg.bocabaru.lan/lotes\"/>",
    "~/.m2/settings.xml:\n<server>\n  <id>bocabaru-nexus</id>\n  <username>deploy</username>\n  <password>{pw}</password>\n</server>",
    ".pgpass:\npg.bocabaru.lan:5432:fermentacion:fermenta:{pw}",
    ".fetchmailrc:\npoll mail.bocabaru.coop with proto IMAP user 'exportacion' there with password '{pw}' is 'expo' here",
    "my.cnf:\n[client]\nuser=respaldo\npassword={pw}\nhost=mariadb.bocabaru.lan",
    "Home Assistant secrets.yaml:\nmqtt_user: cajas\nmqtt_password: {pw}",
    "NuGet.config:\n<packageSourceCredentials>\n  <bocabaru>\n    <add key=\"Username\" value=\"ci\" />\n    <add key=\"ClearTextPassword\" value=\"{pw}\" />\n  </bocabaru>\n</packageSourceCredentials>",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Dunia: wifi de la bodega?\nHeiner: {pw}",
    "[05:41] keylor: root pw for the fermentation NUC?\n[05:42] yorleny: {pw}",
    "Eliseo: {pw} is the Selmi's new admin password",
    "Winston: try {pw}, that's what I put on the Toper",
    "Yorleny: contraseña dör {pw}",
    "Bernardina: contraseña ye {pw}",
    "Olowaili: an contraseña, {pw}, nuedi",
    "Ansberta: password-ka {pw}",
    "Waikit: 新密碼係 {pw}",
    "Delroy: di new password a {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "contra\u200dseña = {pw}", "p\u0430ssw\u043erd: {pw}",
    "𝘱𝘢𝘴𝘴𝘸𝘰𝘳𝘥 {pw}", "ＰＡＳＳＷＯＲＤ：{pw}", "pass\u2063word → {pw}",
    "contraseñ\u0430: {pw}", "pa\u00adss\u00adword = {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, held-out 32's proportions).
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
    "the Selmi admin password is": "{s}", "Toper PLC pw:": "{s} (since the panel swap in June)",
    "我嘅密碼係": "{s}", "MadgeTech password": "{s}\nchange it after the harvest",
    "ye' contraseña dör": "{s}", "ti contraseña ye": "{s}", "la clave es": "{s}, mae",
    "Aasted password": "{s}", "the password Heiner read over the radio was": "{s}, I think",
    "yang password-ki": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Cropster API key", "{s}", _j((HEX, 32))),
    ("split_token", "Pagadito WSK:", "{s} (payouts)", _j((HEX, 32))),
    ("split_token", "Bitso API secret", "{s}", _j((HEX, 32))),
    ("split_seed", "Nunchuk backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/35", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PS"))),
    ("split_backup", "Tilopay recovery codes", "{s}\nqwrt-mnbv-lkjh\nzxcp-oiuy-trew", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "número de asegurado CCSS", "{s}", _cr_ccss),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"toper": {"url": "https://toper.bocabaru.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "heiner", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"machines": [{"name": "melanger-1"}, {"name": "melanger-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["ybsql", "-h", "yb.bocabaru.lan", "-U", "expo"], "env": {"YBPASSWORD": "{s}"}}': ("meta_password", _plain_pw),
    '{"note": "我嘅電郵密碼係 {s}"}': ("meta_password", _plain_pw),
    '{"nota": "ye\' correo ã contraseña dör {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign into the Selmi as tecnico with the password {s}"}': ("meta_password", _plain_pw),
    '{"cropster": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"bitsoSecret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"pagadito_wsk": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "10/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"distribuidor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SK")),
    '{"socio": {"numero_asegurado_ccss": "{s}"}}': ("meta_id", _cr_ccss),
    '{"2fa": {"codigos_respaldo": ["{s}", "qwrt-mnbv-lkjh", "zxcp-oiuy-trew"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"billetera_cooperativa": {"palabras_semilla": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bodega_sixaola": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Fermenta-Amubri", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"openpyxl-3.1.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"selmi-plus-ex-firmware-4.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/bocabaru/trazabilidad:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"lotes: add fermentation-day column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"export: revert ICO form template", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"catacion_2033-02-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"lotes-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Selmi admin password before the technician visits on 2033-03-14.",
    "Heiner asked for the shed wifi password; it's on the card in the Amubri office drawer.",
    "Policy: coop passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into the WhatsApp group; send a vault link instead.",
    "The `.env.example` line `CROPSTER_API_KEY=your-key-here` is a placeholder; the real key is in the vault.",
    "The Toper panel asks for a new admin password after every firmware update.",
    "Replace <TILOPAY_API_KEY> in the README with the key from your Tilopay dashboard.",
    "BITSO_API_SECRET and PAGADITO_WSK must be set before the nightly payout job runs.",
    "Be' contraseña kë chö̀ki ñies.",
    "Bá contraseña kë̀ jé ídi ja̱ska.",
    "Mä contraseña ñaka mä niere nitre madabe.",
    "Be contraseña ibu sunmakke bur dulemar, nuedi.",
    "Bʉ contraseña ʉ̃rʉ̃ jarada.",
    "Pʌ contraseña hʌ̃ mag hãmaa.",
    "Password-ma yamni kalahwa.",
    "Pã contraseña kwe ë.",
    "No tell nobady yu password, yu hear?",
    "La contraseña debe tener al menos dieciséis caracteres, mae.",
    "Das Passwort muss mindestens sechzehn Zeichen haben.",
    "Le mot de passe doit comporter au moins seize caractères.",
    "パスワードは16文字以上にしてください。",
    "密碼唔可以同人講。",
    "Upgraded the Toper firmware from 2.1 to 2.3 and openpyxl to 3.1.5 on Sunday.",
    f"commit {_COMMIT} adds the fermentation-day column to the lot sheet.",
    f"Reverted to {_SHORT} after the export template broke the ICO form.",
    f"requirements.txt: openpyxl==3.1.5 --hash=sha256:{_WHEEL_SUM}",
    f"The Selmi firmware 4.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of lotes-export-2032.parquet: {_SHA512}",
    f"The trazabilidad container runs ghcr.io/bocabaru/trazabilidad@sha256:{_IMAGE}.",
    f"MD5 of catacion_2033-02-11.csv is {_MD5}, same as the copy on the QC share.",
    "Request id 3f9c2a71-8b4e-4d1a-9e07-5c6b1f2d8a94 is the slow one in the Cropster logs.",
    "Purchase order OC-2033-00871 for 120 kg of Trinitario nibs ships on Friday.",
    "Jira SD-262: fermentation box 4 at Amubri reads 52 °C on day three, check the probe.",
    "Call the Almirante export office on +507 758 3142 before noon.",
    "Container MSCU 6620418 with lot AMU-2033-07 is at the Almirante terminal.",
    "Bill of lading BCB-ALM-2033-0041 covers 14 pallets of couverture.",
    "HS code 1801.00 is cocoa beans, whole or broken; 1806.32 is filled chocolate in blocks.",
    "Fermentation boxes hit 48 °C on day four; the drying deck runs at 40 % relative humidity.",
    "After five wrong passwords the Toper panel locks the account for 15 minutes.",
    "The Kankintú drying deck is 30 m long; a sack of dry beans weighs about 69 kg.",
    "The secret of good Talamanca cacao is six days of fermentation and slow sun drying.",
    "Ask Eliseo for the bodega keypad code, I don't have it.",
    "My card ending 4417 was declined at the Changuinola hardware store.",
    "The Lisbon buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's Bitso account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `CROPSTER_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Sixaola bodega rusts in the sea air; oil it every month.",
    "Tilopay moved the API key page under Settings › Developers in its March release.",
    "ISBN 978-0-306-40615-7 is the cocoa handbook on the QC shelf.",
    "The guest wifi 'Bocabaru-Visitas' is open, no password needed.",
    "Lot AMU-2033-07: 69 kg, moisture 7.1 %, cut test 82 % well fermented.",
    "Version 3.4.1 of the lot app fixes the fermentation-day rounding bug.",
    "The Selmi tempers dark couverture at 31.5 °C and milk at 29 °C.",
    "Reset your own password from the login page; the office never asks for it.",
    "Order #48213 from the Puerto Viejo shop: 12 bars of 70 % and 6 of 85 %.",
    "The cédula field on the member form is optional now; don't collect it by chat.",
    "The Tozed router reboots every night at 03:00 to clear the modem.",
    "Recovery phrases for the coop wallet are kept on steel plates in two different safes.",
    "Logger FB-12 firmware 1.8.3, battery at 76 %, last sync 2033-02-10 06:15.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-01-15T12:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/coop/toper", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "openpyxl", "version": "3.1.5"}}',
    '{"ticket": "SD-262", "purchase_order": "OC-2033-00871"}',
    '{"lot": {"id": "AMU-2033-07", "weight_kg": 69, "moisture_pct": 7.1, "fermentation_days": 6}}',
    '{"phone": "+507 758 3142", "city": "Almirante"}',
    '{"request_id": "3f9c2a71-8b4e-4d1a-9e07-5c6b1f2d8a94", "status": 504}',
    '{"hs_code": "1801.00", "origin": "CR", "description": "cocoa beans, fermented"}',
    '{"note": "the password policy asks for sixteen characters", "mfa_enabled": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
