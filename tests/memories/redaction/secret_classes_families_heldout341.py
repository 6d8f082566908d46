# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-forty-first corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-thirty-seventh's
docstring, the fifth to three-hundred-and-thirty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (338 to 340), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (341_608_257), password words (an Andean crop or
craft and a number, `KiwichaRetablo47!`; a crop and a farm's altitude, `Tarwi3400m#`; dot-joined
crafts and a year, `qero.telar.1994`; leet `R3t4bl0`; a name, a year and a place; a generator's
dashed groups; random runs).

The fictional company is Illapa Chaka Agroandina S.A.C. (kiwicha, tarwi, tara and cochineal bought
in Huanta and Andahuaylas, a packhouse at Pacucha, a cold room in Abancay, a shop and office in
Huamanga and a community station, Radio Illapa), with Quechua-speaking staff, Nikkei relatives in
Lima and in Isesaki and Oizumi (Gunma), an Italian NGO partner in Trento and Aymara traders of
Ilave (Puno); every company, person, address, domain (`illapa.lan`, `illapachaka.pe`), account and
number is invented, only the region is real. Texts: chats (Wire, Delta Chat, Session, Briar,
Threema Work, Element, LINE), Huly, Plane, OpenProject and Bitrix24 tickets, Outline pages, notes,
runbooks, shell prompts (Termius, Blink, Warp, WezTerm, Tabby, foot, Ghostty, Alacritty, mosh, Rio,
Hyper), config and env files, voice-note transcripts and requests to the assistant; separators from
a colon, `=`, `—`, `→`, `is`, `es`, `è`, `wa`, `は`, Quechua's and Aymara's topic suffixes (`-qa`,
`-pax`, `-xa`), a table cell, a new line and none.

Grep counts (heldouts 5 to 337 naming each, grep -l): none for Illapa, Huamanga, Huanta,
Andahuaylas, Abancay, Pacucha, Gunma, Isesaki, Oizumi, Trento, Chanka, Senaite, SORMAS, Enketo,
d2-cli, JOSM, osmium, tippecanoe, pyxform, Clave SOL, Kashio, Lumingo, Rimac, Agrobanco, Bitel,
MiMovistar, Fiberlux, InDrive, Pedidos Ya, Qali Warma, Kuroneko, Gunma Bank, Seven Bank, Lawson,
Fineco, Banca Etica, Produzioni dal Basso, Conad, Wayllu, `clavenqa`; one to three for AzuraCast,
LibreTime, Rivendell, moosh, Mifos, OpenLMIS, Omeka, Archivematica, qgis_process, xnat, storescu,
ckanapi, dataverse, pydio, filerun, jellyfin, gdrive, onedrive, urbackup, sqlite3, `contraseñayqa`,
`clavepax`, `contraseñax`, `pakasqa`; more for Quechua (7), Aymara (5), Nikkei (1), `パスワードは`,
`chiave`, `la password è` and the password managers, wallets, API clients and terminals named
(Proton Pass, Enpass, KeeWeb, Buttercup, Nunchuk, Cake Wallet, Muun, Aegis, Bruno, Hoppscotch,
Yaak, Ghostty: 13 to 146).

About half of the secret samples are not in English: Chanka Quechua as texted (`contraseñanqa`,
`clavenmi kaynam`, `contraseñayqa`, `wifipa clavenqa`, `chaymanta`, `qepanpi`, `kay … waqaychay`,
`2FApa kutichina codigokunan`, `tarjetapa qepanpi kimsa yupaykuna`), Peruvian Spanish as texted
(`oe causa, la clave …`, `la contra …`, `pe`, `pucha`, `codigoykiqa`), the Japanese of Nikkei
relatives in kana and kanji (`パスワードは … だよ`, `マイナンバー`, `法人番号`, `認証番号`, `二段階認証のセットアップキー`) and in
romaji (`pasuwaado wa`, `rūtā no pasuwādo`, `mai nanbā`, `kādo bangō`, `fukugen furēzu`), the
Italian of the NGO partner (`la password … è`, `parola d'ordine`, `codice di sicurezza sul retro`,
`codici di backup`) and the Aymara of Puno traders (`contraseñapax`, `clavepax`, `machaq clavexa`,
`ukatxa`, `qhispiyañ codigonakapax`). Spanish, Japanese script and Italian wordings are ordinary
usage; the author's guesses, checked by no speaker, are every Quechua and Aymara wording (their
suffixes on Spanish loans, `pakasqa simi`, `jisk'a arunakapax`, `kutichina`, `qhispiyañ`), the
Peruvian slang spellings and the romaji forms.

Vendors: invented ones (KunturPay `kcp_live_`, Huanta Fletes `hfl-`, RetabloSMS `rsms.`,
AmpayCloud, Chanka Cargo, Wayllu Envíos `wyl_sk_`; shapes guessed) and Peruvian, Japanese and
Italian ones with guessed shapes (Kashio, Lumingo, Rimac, Pacífico Seguros, Agrobanco, Bitel,
MiMovistar, Fiberlux, InDrive, Pedidos Ya, Qali Warma, SORMAS, Kuroneko Yamato, Gunma Bank, Seven
Bank, Lawson, Fineco, Banca Etica, Produzioni dal Basso, Conad); the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Peru's DNI with its check
digit (`pe.cui`) and RUC of persons and companies (`pe.ruc`), Japan's My Number (`jp.in_`) and
corporate number (`jp.cn`), Italy's codice fiscale (`it.codicefiscale`) and partita IVA (`it.iva`);
a Peruvian carné de extranjería and passport, a Japanese passport and an Italian CIE, which carry
no check a library verifies. Cards pass Luhn (`stdnum.luhn`; Visa, Mastercard, Amex, Diners, JCB,
UnionPay, Discover and Maestro prefixes); IBANs of Nicaragua, Mauritius, Brazil, Lebanon, San
Marino and Italy (countries a rough grep of the earlier corpora's shape tables finds least, Italy
for the NGO), checked with `stdnum.iban`; seed phrases from mnemonic's English, Spanish, Japanese
and Italian lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
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
from stdnum import luhn
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.jp import cn as jp_cn
from stdnum.jp import in_ as jp_in
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 341_608_257
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


_CROPS = ["Kiwicha", "Quinua", "Tarwi", "Huayro", "Peruanita", "Olluco", "Maswa", "Tara",
          "Cochinilla", "Lucuma", "Chirimoya", "Chuno", "Qaniwa", "Mashua", "Sauco", "Tuna"]  # fmt: skip
_CRAFT = ["Retablo", "Piedra", "Huamanguina", "Telar", "Qero", "Chumpi", "Waqrapuku", "Tinya",
          "Charango", "Wayta", "Chakitaqlla", "Mate", "Burilado", "Pukara"]  # fmt: skip
_PLACES = ["Huamanga", "Huanta", "Andahuaylas", "Abancay", "Chincheros", "Talavera",
           "SanJeronimo", "Pacucha", "Ampay", "Vilcashuaman", "Quinua", "Tambillo",
           "Chalhuanca", "Curahuasi", "Isesaki", "Oizumi", "Trento", "Ilave"]  # fmt: skip
_NAMES = ["Edwin", "Yolanda", "Percy", "Marleni", "Wilber", "Nilda", "Rudy", "Yeni", "Fidel",
          "Lizbeth", "Kenji", "Mayumi", "Sayuri", "Hiroshi", "Chiara", "Matteo", "Giulia",
          "Juana", "Teofilo", "Saturnina", "Elmer", "Haydee"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K1w1ch4", "Qu1nu4", "R3t4bl0", "Hu4nt4", "4mp4y", "T4rw1", "Ch4nk4", "P4cuch4"]


def _fiesta(g: random.Random) -> str:
    """A crop, the altitude of a farm in metres and a sign, the way the agronomists joke."""
    return (
        f"{g.choice(_CROPS)}{g.choice([2750, 2900, 3100, 3250, 3400, 3800])}m{g.choice(_SYMBOLS)}"
    )


def _generator(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a manager writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CROPS)}{g.choice(_CRAFT)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_CRAFT, 2)) + "." + str(g.randrange(1980, 2031)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    _fiesta,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_CROPS).lower()}_{g.randrange(10, 100)}",
    lambda g: f"Chacra{g.randrange(10, 100)}{g.choice(_CROPS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_CRAFT).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}De{g.choice(_PLACES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Zulip? no, Wire chat 'Acopio Andahuaylas', Percy: the Senaite LIMS admin password is {pw}",
    "Delta Chat from Marleni: the AzuraCast panel of Radio Illapa password {pw}",
    "Wire message, Huanta packhouse: the LibreTime studio password is {pw}",
    "Session DM from Rudy: the Rivendell rdadmin password {pw}",
    "Briar message from Wilber in the Pampas valley: Omeka S admin password {pw}",
    "Threema Work, #acopio: the Archivematica dashboard password is {pw}",
    "Kenji (LINE, from Lima): ojo, the Mifos X back office password is {pw}",
    "Element room 'Radio Illapa', Yeni: the Icecast source password is now {pw}",
    "Bitrix24 ticket 4410: Fidel locked the OpenLMIS warehouse login, last password {pw}",
    "Plane issue ILL-88: the moosh admin password on the Moodle of the kiwicha school is {pw}",
    "Huly ticket 231: the Enketo server password {pw} stopped working after the upgrade",
    "OpenProject work package 77: SORMAS lab account password {pw}, please rotate",
    "Runbook: restart the Abancay cold room\n1. open the Carel screen\n2. user tecnico\n3. "
    "password {pw}\n4. set 4 °C",
    "note to self: Clave SOL of the company at SUNAT is {pw}",
    "remember my Pacífico Seguros app password for me: {pw}",
    "my Agrobanco online password is {pw} now",
    "dictated: the MiMovistar account password is {pw} period",
    "after the reset the Bitel app password became {pw}",
    "ñoqaypa correoypa contraseñanmi {pw}",
    "wasipi routerpa clavenqa {pw}, ama pimanpas willankichu",
    "Nilda: serverpa musuq contraseñanqa {pw} kachkan",
    "computadorapa clavenmi kaynam: {pw}",
    "oe causa, la clave del router de la chacra es {pw}",
    "mano la contra del Yape de la tienda es {pw} pe, no le pases a nadie",
    "pucha, la contraseña nueva del correo de acopio es {pw}",
    "Yolanda: la clave de la compu de caja ya es {pw}, anótala",
    "倉庫のパソコンのパスワードは {pw} だよ",
    "伊勢崎の家のルーターのパスワード：{pw}",
    "まゆみ：新しいサーバーのパスワードは{pw}です",
    "pasuwaado wa {pw} da yo, Hiroshi ni iwanaide",
    "ie no rūtā no pasuwādo: {pw}",
    "la password del portale della Onlus è {pw}",
    "Chiara: la nuova password del gestionale Banca Etica è {pw}",
    "parola d'ordine per il Wi-Fi dell'ufficio di Trento: {pw}",
    "Matteo, la password di Produzioni dal Basso l'ho cambiata in {pw}",
    "nayana correoxan contraseñapax {pw}",
    "utana routerana clavepax {pw}, janiw khitirus yatiyamti",
    "Teófilo: machaq contraseñaxa {pw}",
    "Juana: tiendana computadorapan clavepax {pw}",
    "the Rimac portal password is {pw}, Edwin asked me to save it",
    "Huamanga office NAS admin password: {pw}",
    "InDrive driver account password {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["equispe", "ycardenas", "pallcca", "mhuayhua", "wccorahua", "npalomino", "ryupanqui",
          "yeni.ch", "fidel.q", "lizbeth.p", "k.oshiro", "m.higa", "s.tamashiro", "chiara.b",
          "matteo.r", "jmamani", "tcondori", "svc-acopio", "radio-illapa", "caja01"]  # fmt: skip
_LOGINS = [
    "Wire, Percy: the Senaite login is {u} / {pw}",
    "usuario {u} clave {pw}",
    "Plane › Acopio › Balanzas › OHAUS Ranger: {u} — {pw}",
    "| equipo | usuario | clave |\n|---|---|---|\n| Mifos X | {u} | {pw} |",
    "sign into AzuraCast as {u} with {pw}",
    "LibreTime login {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: radio-illapa\n  user: {u}\n  pass: {pw}",
    "Delta Chat: account {u}, password {pw}",
    "Rudy says the Rivendell account is {u} and the password is {pw}",
    "host,login,clave\nsormas-lab,{u},{pw}",
    "ssh {u}@acopio.illapa.lan (clave {pw})",
    "usuarioyqa {u}, contraseñayqa {pw}",
    "oe el usuario es {u} y la clave {pw}",
    "ユーザー名 {u}、パスワード {pw}",
    "yūzā mei {u}, pasuwādo {pw}",
    "utente {u}, password {pw}",
    "usuariox {u}, contraseñax {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kiwicha", "retablo", "chuspa", "waqrapuku", "tarwi", "olluco", "qaniwa",
               "pukara", "chumpi", "wayta", "maswa", "huayro", "chakitaqlla", "sauco"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, and then {d}",
    "password: it's {w}, right after it the number {d}",
    "for the radio server it's {w} with {d} at the end",
    "voice note: the acopio wifi password is {w} and then {d}, no space",
    "contraseñaqa {w} nisqa simi, chaymanta {d}",
    "clavenqa {w} simi, qepanpi {d} yupay",
    "la clave es la palabra {w}, después {d}, todo junto",
    "oe la contra es {w} y al final {d} nomás",
    "pasuwaado wa {w} to iu tango, sono ato {d}",
    "パスワードは「{w}」って言葉、そのあとに{d}",
    "la password è la parola {w}, poi {d}",
    "contraseñaxa {w} aru, ukatxa {d}",
    "it's {w}{d}, word and digits run together",
    "type {w}, then {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "senaite-cli --url https://lims.illapa.lan --user {u} --password '{pw}' samples list",
    "d2-cli --server https://dhis.illapa.lan --username {u} --password '{pw}' app install",
    "josm --login-user={u} --login-password='{pw}'",
    "osmium export --overwrite huanta.pbf -o huanta.geojson && curl -u {u}:{pw} -T huanta.geojson "
    "https://dav.illapa.lan/maps/",
    "tippecanoe -o fincas.mbtiles fincas.geojson; mc alias set illapa https://s3.illapa.lan {u} "
    "'{pw}'",
    "pyxform encuesta.xlsx encuesta.xml && curl --user '{u}:{pw}' -F "
    "xml_submission_file=@encuesta.xml https://enketo.illapa.lan/submission",
    "sudo -u www-data php occ user:resetpassword {u} --password-from-env # OC_PASS='{pw}'",
    "tutor local do createuser --staff --superuser {u} admin@illapa.pe --password '{pw}'",
    "rivendell rdadmin --user {u} --password {pw}",
    "azuracast_cli azuracast:account:reset-password {u} --new-password='{pw}'",
    "liquidsoap 'output.icecast(%mp3, host=\"radio.illapa.lan\", password=\"{pw}\", "
    "mount=\"illapa\")'",
    "darkice -c /etc/darkice.cfg # [icecast2-0] password = {pw}",
    "ezstream -c radio.xml  # <password>{pw}</password>",
    "butt -c 'server=radio.illapa.lan;port=8000;pwd={pw}'",
    "archivematica-storage-service createsuperuser --username {u} --password '{pw}'",
    "moosh -n user-mod --password '{pw}' {u}",
    "mifos-cli login --tenant illapa --username {u} --password '{pw}'",
    "openlmis-cli auth --user {u} --password '{pw}' --url https://lmis.illapa.lan",
    "omeka-s-cli user:create {u} admin@illapa.pe --password='{pw}'",
    "qgis_process run native:buffer --PG_USER={u} --PG_PASSWORD='{pw}' -- INPUT=chacras.gpkg",
    "ogr2ogr -f PostgreSQL PG:'host=gis.illapa.lan user={u} password={pw} dbname=chacras' "
    "parcelas.shp",
    "gdrive account add --user {u} --password '{pw}'",
    "onedrive --auth-user {u} --auth-password '{pw}' --synchronize",
    "sqlite3 acopio.db \"ATTACH 'clave.db' AS c KEY '{pw}'\"",
    "urbackupclientctl set-settings -k internet_server_auth -v '{u}:{pw}'",
    "pydio-cli login --url https://pydio.illapa.lan --login {u} --password '{pw}'",
    "filerun-cli --user {u} --pass '{pw}' upload retablos/",
    "jellyfin-cli --server https://jf.illapa.lan -u {u} -p '{pw}' library refresh",
    "dataverse-cli --api https://dv.illapa.lan --user {u} --password '{pw}' upload cosecha.csv",
    "storescu -aec ORTHANC --user {u} --password '{pw}' orthanc.illapa.lan 4242 rx.dcm",
    "ckanapi action package_list -r https://datos.illapa.lan --user {u}:{pw}",
    "xnat-cli login --host https://xnat.illapa.lan -u {u} -p '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Termius, host 'acopio': {c}", "Blink Shell on Edwin's iPad: {c}",
    "Warp terminal ~/illapa $ {c}", "WezTerm, percy@radio:~$ {c}", "Tabby tab 'lims': {c}",
    "foot terminal # {c}", "Ghostty: {c}", "Alacritty, root@andahuaylas-nuc:~# {c}",
    "mosh session to Huanta: {c}", "Rio terminal:\n{c}", "Hyper, ~/radio $ {c}",
    "el comando que corrí: {c}", "kay comandota purichirqani: {c}", "打ったコマンド：{c}",
    "il comando che ho lanciato: {c}", "aka comando apnaqta: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@lims.illapa.lan:5432/senaite",
    "mysql+pymysql://{u}:{pw}@mifos.illapa.lan:3306/fineract_default",
    "mongodb+srv://{u}:{pw}@sormas-cluster.illapa.lan/sormas",
    "redis://{u}:{pw}@cache.illapa.lan:6379/2",
    "http://{u}:{pw}@radio.illapa.lan:8000/admin/",
    "ftps://{u}:{pw}@ftp.illapa.pe:990/retablos/",
    "webdavs://{u}:{pw}@dav.illapa.lan/acopio",
    "amqp://{u}:{pw}@rabbit.illapa.lan:5672/acopio",
    "clickhouse://{u}:{pw}@ch.illapa.lan:9000/ventas",
    "neo4j+s://{u}:{pw}@grafo.illapa.lan:7687",
    "oracle+oracledb://{u}:{pw}@ora.illapa.lan:1521/?service_name=ERP",
    "Server=sql.illapa.lan;Database=Acopio;User Id={u};Password={pw};TrustServerCertificate=True",
    "sqlserver://{u}:{pw}@sql.illapa.lan:1433?database=Acopio",
]  # fmt: skip
_URL_PLACES = [
    "ACOPIO_DB_URL={c}", "Metabase, the old connection: {c}", "guárdame esta cadena: {c}",
    "接続文字列は {c}", "la stringa di connessione è {c}", "kay conexionta waqaychay: {c}",
    "Huly ILL-102: {c}", "Outline page 'Bases de datos': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "illapa-chaka", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read stock:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("KunturPay", "KUNTURPAY_SECRET_KEY", _j("kcp_live_", (ALNUM, 32))),
    ("Huanta Fletes", "HUANTA_FLETES_TOKEN", _j("hfl-", (LOWER_DIGITS, 36))),
    ("RetabloSMS", "RETABLOSMS_API_KEY", _j("rsms.", (URLSAFE, 40))),
    ("AmpayCloud", "AMPAYCLOUD_ACCESS_SECRET", _j((B64, 40))),
    ("Chanka Cargo", "CHANKA_CARGO_KEY", lambda g: v.uuid4(g, "b")),
    ("Kashio", "KASHIO_API_SECRET", _j((HEX, 48))),
    ("Lumingo", "LUMINGO_API_KEY", _j((ALNUM, 40))),
    ("Rimac", "RIMAC_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Pacífico Seguros", "PACIFICO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Agrobanco", "AGROBANCO_APP_SECRET", _j((UPPER_HEX, 40))),
    ("Bitel", "BITEL_SMS_TOKEN", _j((ALNUM, 36))),
    ("MiMovistar", "MIMOVISTAR_API_KEY", _j((HEX, 32))),
    ("Fiberlux", "FIBERLUX_PORTAL_TOKEN", _vendor_jwt("https://api.fiberlux.example")),
    ("InDrive", "INDRIVE_PARTNER_KEY", _j((ALNUM, 48))),
    ("Pedidos Ya", "PEDIDOSYA_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Qali Warma", "QALIWARMA_SIGAE_TOKEN", _j((HEX, 64))),
    ("Kuroneko Yamato", "KURONEKO_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Gunma Bank", "GUNMABANK_CLIENT_SECRET", _j((ALNUM, 44))),
    ("Seven Bank", "SEVENBANK_API_TOKEN", _vendor_jwt("https://api.sevenbank.example")),
    ("Lawson", "LAWSON_PONTA_KEY", _j((HEX, 40))),
    ("Fineco", "FINECO_PSD2_SECRET", _j((ALNUM, 32))),
    ("Banca Etica", "BANCAETICA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Produzioni dal Basso", "PDB_API_TOKEN", _j("pdb_", (ALNUM, 30))),
    ("Conad", "CONAD_PARTNER_SECRET", _j((B64, 64))),
    ("Wayllu Envíos", "WAYLLU_API_KEY", _j("wyl_sk_", (ALNUM, 28))),
    ("SORMAS", "SORMAS_REST_TOKEN", _j((URLSAFE, 50))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "set -Ux {env} '{tok}'",
    ".env.production:\n{env}={tok}",
    "pixi.toml:\n[activation.env]\n{env} = \"{tok}\"",
    "fly secrets set {env}={tok}",
    "railway variables --set \"{env}={tok}\"",
    "kamal secrets, .kamal/secrets:\n{env}={tok}",
    "coolify env, app acopio-api: {env}={tok}",
    "dokku config:set acopio {env}={tok}",
    "app.json: \"env\": {{ \"{env}\": {{ \"value\": \"{tok}\" }} }}",
    "Illapa ERP › Ajustes › Integraciones › {vendor} › API key: {tok}",
    "Outline table 'Integraciones': | {vendor} | 2033 | {tok} |",
    "Huly ILL-140: {vendor} integration broken, current key {tok}",
    "Wire, Percy: {vendor} key for the acopio sync: {tok}",
    "please keep my {vendor} API key: {tok}",
    "oe, la API key de {vendor} es {tok}, guárdala",
    "clave de API de {vendor} para la tienda: {tok}",
    "{vendor}pa API clavenqa {tok}",
    "{vendor} API llavenmi kaynam: {tok}",
    "{vendor} の APIキーは {tok} です",
    "{vendor} no API kii wa {tok}",
    "chiave API di {vendor} per la Onlus: {tok}",
    "{vendor} API clavepax {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    kashio = _r(rng, HEX, 48)
    lumingo = _r(rng, ALNUM, 40)
    kuroneko = _r(rng, UPPER_DIGITS, 32)
    fineco = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'resp = httpx.post("https://api.kashio.example/v1/cobros", headers={{"Authorization": "Bearer {kashio}"}})', kashio),
        Sample("vendor_token", f"const lumingo = new LumingoClient({{ apiKey: '{lumingo}' }});", lumingo),
        Sample("vendor_token", f"curl -H 'X-Kuroneko-Key: {kuroneko}' https://api.kuroneko.example/v2/tracking", kuroneko),
        Sample("vendor_token", f"$fineco = new FinecoPsd2('illapa-onlus', '{fineco}');", fineco),
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


_BARE_PLACES = ["{t}", "Wire: {t}", "only shows it once, so here:\n{t}", "kaymi token: {t}",
                "トークン：{t}", "{t}\n^ el nuevo, el viejo ya murió", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 41)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 46)), _j((URLSAFE, 52)), _j((B64, 42)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Pacucha soil sensor PS-04 (OTAA): {h}": 32,
    "AppSKey of the Huanta weather station (ABP): {h}": 32,
    "HMAC secret for the KunturPay webhook: {h}": 64,
    "WireGuard? no, the Tinc key of the Abancay link, hex: {h}": 64,
    "AES key of the AzuraCast backup: {h}": 64,
    "backupkunapa cifrado llavenqa: {h}": 64,
    "バックアップの暗号化キー：{h}": 48,
    "chiave di cifratura del backup: {h}": 48,
    "backup cifrado llavepax: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Huly ILL-155: token copied from the browser's network tab {t}",
    "Cookie: lang=es-PE; illapa_sess={t}",
    "ACOPIO_API_ACCESS_TOKEN={t}",
    "guárdame este bearer token {t}",
    "kay tokenta waqaychay: {t}",
    "トークンはこれ {t}",
    "il token è {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@illapachaka.pe"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.illapachaka.pe/realms/acopio", "azp": "acopio-web"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the radio server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/acopio.illapachaka.pe.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SUNAT_CPE_PRIVATE_KEY": "{key}", "ruc": "emisor"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lims <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Huly ILL-160, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "serverpa llave privadan:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "サーバーの秘密鍵：\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 40) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Nunchuk wallet backup, copying it off the card before I burn it: {p}": "english",
    "Cake Wallet recovery phrase\n{p}": "english",
    "Zeus wallet words (the old cochineal-fund wallet, emptied): {p}": "english",
    "Bitkey? no, the Jade seed backup: {p}": "english",
    "voice note: the Phoenix wallet recovery words are {p} and that's all": "english",
    "Outline page 'Fondo kiwicha (retirado)': {p}": "english",
    "oe, frase semilla de la billetera Muun: {p}": "spanish",
    "billeterapa pakasqa simikunan: {p}": "spanish",
    "Blue Wallet のリカバリーフレーズ：{p}": "japanese",
    "fukugen furēzu (Sparrow): {p}": "japanese",
    "frase di recupero del portafoglio Wasabi: {p}": "italian",
    "billeterana jisk'a arunakapax: {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    if lang == "japanese":
        return {"p": phrase}
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


_CARD_PLACES = [
    "Wire, Percy: the company card for the LibreTime licence is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Nro. de tarjeta: {c}\nVence: {mm}/{yy}",
    "Huly ILL-171: pay the Senaite support with card {c}",
    "oe mi tarjeta es {c}, vence {mm}/{yy}",
    "tarjetaypa numeronqa {c}, {mm}/{yy}",
    "カード番号：{c}　有効期限 {mm}/{yy}",
    "kādo bangō wa {c} desu",
    "numero della carta: {c}, scadenza {mm}/{yy}",
    "tarjetaxan numeropax {c}",
    "the card number Kenji read out: {c}",
    "Mayumi's card for the Isesaki rent: {c} {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "diners", "jcb", "unionpay", "discover", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "los tres numeritos de atrás de la tarjeta: {cvv}",
               "Amex {c}, the four digits printed above the number: {cvv}",
               "カード裏のセキュリティコード：{cvv}",
               "il codice di sicurezza sul retro: {cvv}",
               "tarjetapa qepanpi kimsa yupaykuna: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes after stdnum's iban.dat (a: capital, n: digit, c: either; other letters literal).
_IBAN_SHAPES = {"NI": "aaaa" + "n" * 20, "MU": "aaaa" + "n" * 16 + "000MUR",
                "BR": "n" * 23 + "ac", "LB": "nnnn" + "c" * 20, "SM": "a" + "n" * 10 + "c" * 12,
                "IT": "a" + "n" * 10 + "c" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)
_IBAN_ALPHA = {"a": UPPER, "n": D, "c": UPPER_DIGITS}


def _iban(rng: random.Random, country: str) -> str:
    def make(g: random.Random) -> str:
        bban = "".join(g.choice(_IBAN_ALPHA[c]) if c in "anc" else c for c in _IBAN_SHAPES[country])
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice IC-2033-041: please pay the Trento NGO's share to {i} within 30 days",
    "save the Managua cochineal buyer's IBAN: {i}",
    "IBAN: {i}\nCausale: progetto kiwicha Andahuaylas",
    "Wire #tesorería: the Port Louis broker's new bank details, IBAN {i}",
    "oe el IBAN de la ONG es {i}",
    "IBANniyqa {i}",
    "振込先 IBAN：{i}",
    "l'IBAN della Onlus: {i}",
    "IBANaxa {i}",
    "conta do comprador de São Paulo, IBAN {i}",
    "Beirut importer, IBAN {i}",
    "IBAN del conto a San Marino: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _dni(g: random.Random) -> str:
    """A Peruvian DNI (CUI) with its check digit after a dash."""
    body = g.choice("1234567") + _r(g, D, 7)
    number = f"{body}-{pe_cui.calc_check_digits(body)[0]}"
    assert pe_cui.is_valid(number)
    return number


def _ruc(kind: str) -> Maker:
    """A Peruvian RUC: 10 for a person, 20 for a company, and its mod-11 check digit."""

    def make(g: random.Random) -> str:
        body = kind + _r(g, D, 8)
        return v.until(g, lambda h: body + pe_ruc.calc_check_digit(body), pe_ruc.is_valid)

    return make


def _my_number(g: random.Random) -> str:
    """Japan's individual number (マイナンバー): eleven digits and its check digit."""
    body = _r(g, D, 11)
    return str(jp_in.format(body + jp_in.calc_check_digit(body)))


def _hojin(g: random.Random) -> str:
    """Japan's corporate number (法人番号): its check digit first, then twelve digits."""
    body = _r(g, D, 12)
    return jp_cn.calc_check_digit(body) + body


def _codice_fiscale(g: random.Random) -> str:
    """An Italian codice fiscale: name letters, birth, a place's code and its control letter."""

    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + h.choice([0, 40])
        body = (f"{_r(h, 'BCDFGLMNPRSTVZ', 3)}{_r(h, 'BCDFGLMNPRSTVZAEIO', 3)}"
                f"{h.randrange(60, 100)}{h.choice('ABCDEHLMPRST')}{day:02d}"
                f"{h.choice('LFHDM')}{_r(h, D, 3)}")  # fmt: skip
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _partita_iva(g: random.Random) -> str:
    """An Italian partita IVA: eleven digits, Luhn's check at the end."""
    return v.until(g, lambda h: "0" + _r(h, D, 9) + h.choice(D), it_iva.is_valid)


def _carne_ext(g: random.Random) -> str:
    """A Peruvian carné de extranjería: nine digits, no public check."""
    return "00" + _r(g, D, 7)


def _jp_passport(g: random.Random) -> str:
    """A Japanese passport: two letters and seven digits, no public check."""
    return g.choice(["TR", "TS", "TZ"]) + _r(g, D, 7)


def _it_cie(g: random.Random) -> str:
    """An Italian electronic identity card: CA, five digits, two letters; no public check."""
    return "CA" + _r(g, D, 5) + _r(g, UPPER, 2)


def _pe_passport(g: random.Random) -> str:
    """A Peruvian passport: nine digits, no public check."""
    return "1" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "DNI of Edwin for the Agrobanco form: {s}": _dni,
    "oe mi DNI es {s}, con el dígito": _dni,
    "DNIyqa {s}": _dni,
    "Juana Mamani, DNI {s}": _dni,
    "DNIxax {s}": _dni,
    "RUC of the company for SUNAT: {s}": _ruc("20"),
    "el RUC de la tiendita de mi mamá: {s}": _ruc("10"),
    "RUC nisqanqa {s}": _ruc("20"),
    "Teófilo RUCapax {s}": _ruc("10"),
    "マイナンバー：{s}": _my_number,
    "Mayumi no mai nanbā wa {s}": _my_number,
    "my mother's My Number for the Gunma tax office: {s}": _my_number,
    "群馬の会社の法人番号：{s}": _hojin,
    "corporate number of the Oizumi trading firm: {s}": _hojin,
    "codice fiscale di Chiara: {s}": _codice_fiscale,
    "Matteo's codice fiscale for the NGO contract: {s}": _codice_fiscale,
    "partita IVA della Onlus: {s}": _partita_iva,
    "carné de extranjería de Matteo: {s}": _carne_ext,
    "パスポート番号：{s}": _jp_passport,
    "numero della carta d'identità: {s}": _it_cie,
    "pasaporteypa numeronqa {s}": _pe_passport,
    "mi pasaporte es {s} pe, para el pasaje a Narita": _pe_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["KunturPay 2FA recovery codes\n{codes}",
            "códigos de respaldo de la cuenta Google de la empresa: {codes}",
            "2FApa kutichina codigokunan:\n{codes}", "バックアップコード：\n{codes}",
            "codici di backup del conto Fineco: {codes}", "2FA qhispiyañ codigonakapax: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Kashio:pallcca@illapachaka.pe?secret={s}&issuer=Kashio&period=30",
              "Aegis, manual setup key for the Rimac login: {s}",
              "2FA secret key of the Senaite admin: {s}",
              "二段階認証のセットアップキー：{s}"]  # fmt: skip
_CODES = ["{c} es tu código de verificación de Yape", "【ゆうちょ】認証番号 {c}",
          "Interbank: tu clave dinámica es {c}. No la compartas", "{c} is your Rimac sign-in code",
          "il tuo codice di verifica Fineco: {c}", "Bitel: codigoykiqa {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Illapa-Acopio", "ILLAPA_Radio_5G", "Bitel-Huanta-4G", "Movistar_Abancay_2G",
          "Claro-Andahuaylas", "Pacucha-Laguna", "Chacra-Ampay", "Huamanga-Retablos",
          "WIN-Talavera-5G", "Fiberlux-Huamanga", "Isesaki-Ie", "Trento-Onlus"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nkey: {pw}",
    "acopio network {s}, password {pw}",
    "wifi at the Pacucha packhouse: {s} / {pw}",
    "the key printed under the Bitel router: {pw}",
    "oe el wifi {s} tiene clave {pw}",
    "{s} wifipa clavenqa {pw}",
    "Wi-Fi「{s}」のパスワードは {pw}",
    "waifai {s} no pasu wa {pw}",
    "la password del Wi-Fi {s}: {pw}",
    "{s} wifina clavepax {pw}",
    "nmcli dev wifi connect {s} password {pw}",
    "the radio studio's wifi {s}; WPA key {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("kcp_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("wyl_sk_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it letter by letter: {t}", "[dictated over the WhatsApp call] {t}",
          "(spaced so the preview hides it) {t}", "letra por letra: {t}", "一文字ずつ：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["el candado del almacén de Huanta: {pw}", "almacénpa candadonpa codigon: {pw}",
          "倉庫の南京錠の番号：{pw}", "il lucchetto del magazzino di Trento: {pw}",
          "almacenana candadopax {pw}", "the keypad at the Abancay cold room takes {pw} then #",
          "padlock on the kiwicha store at Pacucha: {pw}", "alarm code of the radio studio: {pw}",
          "PIN de la tarjeta de la caja: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kiwicha", "retablo", "tarwi", "olluco", "waqrapuku", "chumpi", "pukara",
                 "qaniwa", "sauco", "maswa", "chuspa", "tinya", "huayro", "charango",
                 "cochinilla", "lucuma"]  # fmt: skip
_PHRASES = {"Proton Pass master passphrase for the office vault: {p}": " ",
            "Buttercup vault passphrase: {p}": "-", "Enpass master passphrase: {p}": ".",
            "KeeWeb database passphrase: {p}": " ", "la frase clave del backup: {p}": " ",
            "バックアップのパスフレーズ：{p}": "_", "backuppa frase clavenqa {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch raw request: Authorization: Bearer {v}": False,
    "HTTPie: http GET acopio.illapa.lan/api 'Authorization: Basic {v}'": True,
    "Yaak export of the Kashio call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "icecast.xml:\n<authentication>\n  <source-password>{pw}</source-password>\n</authentication>",
    "darkice.cfg:\n[icecast2-0]\nserver = radio.illapa.lan\npassword = {pw}",
    "airtime.conf (LibreTime):\n[rabbitmq]\nuser = airtime\npassword = {pw}",
    "senaite buildout.cfg:\n[instance]\nuser = admin:{pw}",
    "sormas.properties:\ndb.user=sormas_user\ndb.password={pw}",
    "enketo config.json:\n{{\"redis\": {{\"main\": {{\"password\": \"{pw}\"}}}}}}",
    "mifos application.properties:\nfineract.tenant.password={pw}",
    "openlmis .env:\nPOSTGRES_USER=postgres\nPOSTGRES_PASSWORD={pw}",
    "omeka-s config/database.ini:\nuser = omeka\npassword = \"{pw}\"",
    "archivematica storage.conf:\nSS_DB_USER=archivematica\nSS_DB_PASSWORD={pw}",
    "moodle config.php:\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "dhis.conf:\nconnection.username = dhis\nconnection.password = {pw}",
    "geoserver datastore.xml:\n<entry key=\"user\">gis</entry>\n<entry key=\"passwd\">{pw}</entry>",
    "azuracast.env:\nMYSQL_USER=azuracast\nMYSQL_PASSWORD={pw}",
    "rd.conf (Rivendell):\n[mySQL]\nLoginname=rduser\nPassword={pw}",
    "jellyfin encoding.xml? no, system.xml:\n<SmtpPassword>{pw}</SmtpPassword>",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Percy: acopio wifi password?\nMarleni: {pw}",
    "[05:40] wilber: root pw of the radio server?\n[05:41] rudy: {pw}",
    "Yeni: {pw} is the new Senaite admin password",
    "Fidel: use {pw}, that's what the Mifos has now",
    "Nilda: musuq contraseñaqa {pw}",
    "Lizbeth: ya cambié la clave, ahora es {pw} causa",
    "Kenji: atarashii pasuwaado wa {pw}",
    "さゆり：新しいパスワードは {pw}",
    "Giulia: la nuova password è {pw}",
    "Saturnina: machaq clavexa {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "contra\u200bseña: {pw}", "pass\u2063word = {pw}", "clave\u00ad: {pw}", "раsswоrd → {pw}",
    "𝓅𝒶𝓈𝓈𝓌𝑜𝓇𝒹 {pw}", "ｃｌａｖｅ: {pw}", "ᴄᴏɴᴛʀᴀsᴇñᴀ = {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 13), (_vendors, 54),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 7),
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


def _spanish_seed(g: random.Random) -> str:
    return str(_MNEMO["spanish"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Senaite admin password is": "{s}", "Mifos service pw:": "{s} (since the March upgrade)",
    "contraseñayqa": "{s}", "LibreTime password": "{s}\nchange it after the fiesta",
    "la clave es": "{s} causa", "パスワード：": "{s}", "la password è": "{s}",
    "clavepax": "{s}", "the password Rudy read out over the radio was": "{s}, I think",
    "pasuwaado wa": "{s} desu",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Kashio API secret", "{s}", _j((HEX, 48))),
    ("split_token", "KunturPay key:", "{s} (live)", _j("kcp_live_", (ALNUM, 32))),
    ("split_token", "Banca Etica client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Cake Wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NI"))),
    ("split_backup", "Fineco recovery codes", "{s}\nqawa41-x7k2m9\nlupa07-c3v8n1", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "DNI", "{s}", _dni),
    ("split_phrase", "Proton Pass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"senaite": {"url": "https://lims.illapa.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "pallcca", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"radios": [{"name": "fm"}, {"name": "web", "source_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["moosh", "-n", "user-mod", "--password", "{s}", "ycardenas"]}': ("meta_password", _plain_pw),
    '{"nota": "la clave de la compu de caja es {s}"}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into Mifos as caja01 with the password {s}"}': ("meta_password", _plain_pw),
    '{"kashio": {"api_secret": "{s}"}}': ("meta_token", _j((HEX, 48))),
    '{"lumingoToken": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"kunturpay_key": "{s}"}': ("meta_token", _j("kcp_live_", (ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((URLSAFE, 44))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "05/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"onlus": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SM")),
    '{"socio": {"dni": "{s}"}}': ("meta_id", _dni),
    '{"mfa": {"backup_codes": ["{s}", "qawa41-x7k2m9", "lupa07-c3v8n1"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"fondo_cochinilla": {"semilla": "{s}"}}': ("meta_seed", _spanish_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"almacen": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Illapa-Acopio", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyxform-2.1.0-py3-none-any.whl").hexdigest()
_ISO_SUM = hashlib.sha256(b"azuracast-0.20.3.tar.gz").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/illapa/acopio-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(
    b"acopio: add humidity column for kiwicha", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"radio: revert playlist order", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cosecha_2033-05-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"padron-socios-2032.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the Senaite admin password before the audit on 2033-06-12.",
    "Percy asked for the acopio wifi password; it's on the card in the caja drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Wire; send a vault link instead.",
    "The `.env.example` line `KASHIO_API_SECRET=change-me` is a placeholder; the real one is in "
    "the vault.",
    "AzuraCast asks for a new admin password after every major upgrade.",
    "Replace <YOUR_LUMINGO_KEY> in the README with the key from your Lumingo dashboard.",
    "KUNTURPAY_SECRET_KEY and WAYLLU_API_KEY must be set before the nightly order sync runs.",
    "ama pimanpas contraseñaykita willankichu.",
    "Contraseñaqa chunka tawayuq letrayuqmi kanan.",
    "oe no le pases tu clave a nadie, ni a tu causa.",
    "La contraseña debe tener mínimo catorce caracteres pe.",
    "パスワードは誰にも教えないでね。",
    "pasuwaado wa 14 moji ijō ni shite kudasai.",
    "Non dire a nessuno la tua password.",
    "La password deve avere almeno quattordici caratteri.",
    "janiw khitirus contraseñam yatiyamti.",
    "Upgraded LibreTime from 4.1 to 4.2 and pyxform to 2.1.0 over the weekend.",
    f"commit {_COMMIT} adds the humidity column for kiwicha lots.",
    f"Rolled back to {_SHORT} after the playlist order broke the morning show.",
    f"requirements.txt: pyxform==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The AzuraCast 0.20.3 tarball has SHA-256 checksum {_ISO_SUM}.",
    f"SHA-512 of padron-socios-2032.xlsx: {_SHA512}",
    f"The acopio API container runs ghcr.io/illapa/acopio-api@sha256:{_IMAGE}.",
    f"MD5 of cosecha_2033-05-14.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 4f2a9c1e-7b3d-4e60-9a8f-2c5d1e7b3a90 is the slow one in the Kashio logs.",
    "Orden de compra OC-2033-00217: 60 sacos de kiwicha de Andahuaylas, sale el jueves.",
    "Huly ILL-171: the Abancay cold room alarm keeps tripping at night.",
    "Call the Huanta shop on +51 66 32 4187 before noon.",
    "Guía de remisión T001-00004821 covers the tara from Huanta, 18 sacks.",
    "Partida arancelaria 1008.50 es quinua; 3203.00 es carmín de cochinilla.",
    "The cold room is at 4.5 °C and 80 % humidity; the drying shed is at 22 °C.",
    "After five wrong passwords Mifos locks the account for 20 minutes.",
    "The Pacucha store is 18 m long; a sack of kiwicha weighs about 50 kg.",
    "The secret of a good retablo is the potato-and-gypsum paste, says don Fidel.",
    "Ask Wilber for the almacén keypad code, I don't have it.",
    "My card ending 4417 was declined at the Abancay hardware store.",
    "The Trento NGO wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the company's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `LUMINGO_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Huanta store rusts in the rainy season; oil it every month.",
    "Kashio moved the API key page under Configuración › Desarrolladores in May.",
    "ISBN 978-612-4146-27-9 is the Chanka dictionary on the office shelf.",
    "The guest wifi 'Illapa-Invitados' is open, no password needed.",
    "Lote KIW-2033-AND-0142, 50 kg, humedad 11.8 %, merma 2.1 %.",
    "Radio Illapa broadcasts on 98.7 FM from 5 to 9 in the morning.",
    "El pasaje Huamanga–Lima sale a las 20:30, asiento 14, S/ 95.00.",
    "La nueva versión de la app es 3.4.1, build 2033.05.02.",
    "Yape a la tienda: S/ 38.50, operación 04127793.",
    "伊勢崎の家の郵便番号は372-0000じゃなくて、新しい方です。",
    "Il volo Roma–Lima è il 14 luglio, posto 32C, prenotazione confermata.",
    "Tracking del envío Olva: 8123-4471-09, llega el lunes.",
    "Edwin's new phone is +51 983 000 417; the old one is off.",
    "The Senaite password reset link expires in 30 minutes.",
    "Quechua lesson 7: 'contraseña' has no native word, people say 'pakasqa simi'.",
    "Kiwicha price today: S/ 6.20 per kilo at the Andahuaylas fair.",
    "The PIN pad at the Huamanga shop is broken again, use Yape.",
    "Token count for the transcript: 1 842 prompt, 312 completion.",
    "Temperature log CR-2 at 03:00: 4.1 °C, door closed, sensor battery 87 %.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/illapa/senaite", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyxform", "version": "2.1.0"}}',
    '{"ticket": "ILL-171", "orden_compra": "OC-2033-00217"}',
    '{"lote": {"id": "KIW-2033-AND-0142", "peso_kg": 50, "humedad_pct": 11.8}}',
    '{"telefono": "+51 66 32 4187", "ciudad": "Huanta"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sacos_en_stock": 912}',
    '{"partida": "1008.50", "origen": "PE", "descripcion": "quinua"}',
    '{"radio": {"frecuencia": "98.7 FM", "horario": "05:00-09:00"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
