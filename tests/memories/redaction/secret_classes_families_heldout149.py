# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-forty-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-forty-sixth's docstring,
the fifth to hundred-and-forty-sixth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-forty-seventh, hundred-and-forty-eighth and hundred-and-fiftieth), any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a river fish and a
kilometre post of the Paraná waterway, a yerba-mill word and a harvest year, a football club of
Asunción, Rosario, Montevideo or Porto Alegre and its founding year, a leet word of the yerba
trade and a year, two river animals joined by a dot and a number, two Guaraní words run together
and a number, a beef cut and a steer's weight, a town, a yerba word and a year joined by
underscores, a barge and a convoy number, a Rio Grande do Sul rice cultivar and a crop year, a
name, a birth year and a town, generated groups and random runs), names, places, templates,
tools, vendors and layouts, the way the staff of Litoral Yerbatero (a fictional group of the Río
de la Plata and Paraná basin: a yerba-mate mill with its barbacuá dryers and ageing sheds near
Oberá in Misiones, a barge fleet on the Paraná and a grain terminal at Rosario and Timbúes, the
Itá Pytã hydro station near Yacyretá with its spillway gates and historian, a beef-packing plant
in Paysandú, the Ñandutí savings-and-credit cooperative in Asunción, a rice mill at Camaquã in Rio
Grande do Sul and a hospital in Corrientes; staff speaking Rioplatense Spanish, Paraguayan Spanish
and Jopara, Guaraní and Mbyá, the Portunhol of the Uruguay-Brazil border, Rio Grande do Sul's
Portuguese, the Plautdietsch of the Mennonite colonies, Volga German, Lithuanian and Ukrainian of
Misiones and English, with Bolivian, Korean and Japanese-Paraguayan workers) leak secrets into an
assistant's memory. The texts are WhatsApp, Telegram, Signal, Slack, Teams, KakaoTalk and LINE
messages, TextExpander, PhraseExpress and Beeftext snippets, Google Keep, Samsung Notes and
Obsidian notes, GLPI and Zammad tickets, an Excel sheet, Chrome's, Firefox's and LastPass'
password exports, an e-mail, an incident note, a runbook, a README fragment, shell history,
database prompts and REPLs (redis-cli, psql, iex, erl, Clojure, GHCi, irb, a Rails console, Perl
one-liners, Python, R, JShell), configs and code (PHP, Java, Kotlin, Scala, Groovy, Power Query,
SPSS syntax, Tcl, Lua, C, Go, PowerShell, MicroPython, Swift, Dart, Android XML), voice-dictated
text and requests to the assistant itself, around the panels of yerba-mill, grain-terminal,
barge, hydro, meat-packing, rice-mill, hospital and banking hardware (a barbacuá dryer's HMI, a
NIR grain analyser, a weighbridge server and a truck-queue kiosk, silo temperature cables and
their Thread sensors, a convoy's radar, engine monitor and P25 radios, a spillway gate PLC, a
turbine governor HMI, a plant historian and R-GOOSE bay controllers, an ammonia compressor panel,
a labeller and cold-chamber loggers, a rice dryer controller, a Draeger Infinity Gateway, a PACS,
a nurse-call console and a lab analyser, teller PCs, a Thales payShield and a river gauge). Tools
none of heldouts 5 to 146 names: Redis' `ACL SETUSER … on >…`, PostgreSQL's `CREATE ROLE … WITH
LOGIN PASSWORD`, mpv's `--ytdl-raw-options=username=…,password=…`, Elixir's `MyXQL.start_link`
and `Postgrex.start_link`, Erlang's `epgsql:connect`, Clojure's `next.jdbc` datasource, Haskell's
postgresql-simple `connectPassword`, Ruby's `Sequel.connect`, `Mysql2::Client.new` and a Rails
console's `update(password: …)`, Perl's `Net::OpenSSH` and `Mail::IMAPClient`, py2neo's `Graph(…,
auth=…)`, python-keycloak's `KeycloakAdmin`, `pyRofex.initialize`, `aio_pika.connect_robust`, R's
`DBI::dbConnect(RMariaDB::MariaDB(), …)`, Jedis' `auth`, JTOpen's `new AS400(…)`, the JDBC URLs of
Sybase (`jdbc:sybase:Tds:`), ClickHouse (`jdbc:ch:`), CUBRID (user and password in the URL) and
Impala (`AuthMech=3;UID=…;PWD=…`), SQLAlchemy's `informix://`, `sqlalchemy_sqlany://`,
`access+pyodbc://` and `doris://` URLs, `irc://` and `nntp://` logins, a `hysteria2://` URI,
QuestDB's `http::addr=…;password=…;` configuration string, Access' `Jet OLEDB:Database Password`,
Zabbix's `zabbix.conf.php` (`$DB['PASSWORD']`), OCS Inventory's `PSWD_BASE`, `a2billing.conf`,
Munin's `env.mysqlpassword`, Mercurial's `.hgrc` `[auth]`, Subversion's `http-proxy-password`,
Spring Security's `{noop}` password, Kotlin Exposed's `Database.connect`, Slick's
`Database.forURL`, doobie's `Transactor.fromDriverManager`, Groovy's `Sql.newInstance`, Power
Query's `Odbc.DataSource`, SPSS's `GET DATA /TYPE=ODBC`, Tcl's `tdbc::mysql`, OpenResty's
`resty.mysql`, C's `mysql_real_connect`, Android's `WifiNetworkSuggestion` (`setWpa2Passphrase`)
and `WifiConfigStore.xml` (`PreSharedKey`), iOS' `NEHotspotConfiguration`, macOS' `security
find-generic-password -wa`, Flutter's `WiFiForIoTPlugin.connect`, Kong's request-transformer
(`config.add.headers=Authorization:…`), Java's `HttpURLConnection.setRequestProperty`, Go's
`req.Header.Set`, PowerShell's `Invoke-WebRequest -Headers`, MicroPython's `urequests`, AWS
Copilot's `copilot secret init`, `Deno.env.set`, Ruby's `ENV['…'] =` and Rust's
`std::env::set_var`, and the CSV exports of Chrome (`name,url,username,password,note`), Firefox
(`httpRealm`) and LastPass (`grouping,fav`); beside them the commands the product names (sshpass,
mysql, redis-cli, curl -u, docker login, smbclient, 7z, xfreerdp, sqlplus, ipmitool, lftp, plink,
sudo -S, mosquitto_pub) and the formats it names (a wifi QR code, a PEM block, `otpauth://`), in
layouts of its own. About 45 % of the texts are in other languages than English (by a rough count
of the drawn samples): Jopara (Paraguay's Guaraní-Spanish mix), Mbyá Guaraní (of Misiones),
Volga German (the Wolgadeutsch of Entre Ríos' and Misiones' colonies), Gaúcho Portuguese (the
Portuguese of Rio Grande do Sul), Fronterizo (the Portunhol of Rivera and Santana do Livramento),
Correntino Spanish, Paraguayan Spanish (castellano paraguayo), the Japanese of the Paraguayan
Nikkei colonies (La Colmena, Pirapó, Yguazú) and Kaingang, which no earlier docstring names, and
Rioplatense Spanish (voseo and lunfardo), Guaraní, Plautdietsch, Bolivian (Andean) Spanish,
Brazilian Portuguese, German, Italian, Lithuanian, Ukrainian, Korean (with the Spanish loans of
Asunción's Koreans) and Japanese, in wordings of their own. The nine new languages' wordings are
the author's approximations, checked by no speaker, built around a few marked words and the
loanwords people there really text (password, wifi, user, e-mail, API key, token, IBAN, card,
passport, backup, 2FA): Jopara's `ha'e` ("is"), `pe` ("the"), `che` ("my"), `pyahu` ("new"),
`upéi` ("then"), `ani emombe'u avavépe` ("tell no one") around Spanish nouns; Mbyá's `xe`
("my"), `ma`, `pegua` and `aguyjevete` ("thank you"); Volga German's `is`, `unn`, `vun`, `mei`,
`gell`, `hun ich … gelosst` and Spanish loans (`de Compu`, `Libreta Cívica`); Gaúcho's `bah`,
`tchê`, `guri`, `piá` and `trilegal`; Fronterizo's `du`, `u`, `i`, `dispois`, `condusir` and
`bo`; Correntino's `ndeee`, `mitaí`, `naides`, `nomás` and the closing `luego`; Paraguayan
Spanish's `nio`, `na` and the closing `ya`; the Nikkei colonies' katakana loans from Spanish
(`コンプー`, `コントラセーニャ`, `バンコ`, `タルヘタ`, `パサポルテ`, `ウイフィ`); Kaingang's `inh`
("my"), the topic marker `tóg` and `nĩ`, the thinnest guesses of all, and so are the Mbyá lines.
Vendors (Bancard, Pagopar, Infonet, Dinelco, Handy, Plexo, Sistarbanc, Transfeera, Sicredi,
Sicoob, FacturaSend, Tusfacturas, Mercos, Sicfe, Uruware, Zureo, Sankhya, TOTVS, eNotas, Nuvem
Fiscal, Avancargo, Rapiboy, Intelipost, Jadlog, Evolution API, Octadesk, Huggy, Agendor, Ploomes,
Piperun, Humand, Wispro, Clicksign, ZapSign, D4Sign, idwall, Serpro, Strider, Aegro, Solinftec,
Tambero, Ucrop.it, Frontec, Climatempo, Nubimetrics, Alephoo, Markey and Traditum) are ones
heldouts 5 to 146 do not name; Evolution API's 32 upper-case hex digits, D4Sign's `live_` token,
Clicksign's UUID access token, Mercos' UUID tokens, Serpro's 28-character consumer secret and
Jadlog's JWT are their shapes as the author believes them, and every other shape (Handy's
`hsk_live_`, Humand's `hmd_`, Aegro's `aegro_`, FacturaSend's `api_key_` and an upper-case UUID,
the other UUIDs, hex runs, base64 runs and JWTs) is the author's guess. The ids are kinds heldouts
5 to 146 do not use: a Paraguayan cédula de identidad civil, an IOSCOR (Corrientes health
insurance) member number, an Argentine Matrícula Nacional and a Corrientes Consejo de Médicos
provincial licence, an Argentine Certificado Único de Discapacidad, a Misiones food handler's
libreta sanitaria, the file of an Argentine residencia precaria, a Paraguayan Migraciones carnet
de radicación, a Paraguayan Prefectura General Naval libreta de navegación, a Uruguayan libreta
de conducir, a Paraguayan municipal registro de conducir, a Rio Grande do Sul inscrição de
produtor rural and an old Argentine Libreta Cívica, for which python-stdnum has no module and
which no library or this file checks (no check-digit algorithm is written here): they are
unchecked, their shapes as the author believes them or invented; passports under Korean, Nikkei
Japanese, Gaúcho, Fronterizo and Jopara words, likewise unchecked. Card numbers pass Luhn (Cabal's,
Naranja's and Elo's prefixes, as the author believes them, drawn here besides the value helpers'
brands, all checked with python-stdnum's `luhn`). The IBANs are of countries used least by a
rough count over the IBAN shapes of heldouts 5 to 146 (Liechtenstein, in eleven corpora, and
Brazil, Lithuania, Ukraine, Costa Rica, Honduras, El Salvador and São Tomé and Príncipe, in
twelve each), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Spanish, Portuguese, Korean, Japanese and Italian lists, each with a valid checksum.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
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

SEED = 614_902_377
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


# The seed's password words: river fish and the hidrovía's kilometre posts, the yerba mill's
# trade words and a harvest year, football clubs and their founding years, Guaraní words run
# together, beef cuts and a steer's weight, barges and a convoy number, rice cultivars and a crop.
_FISH = ["Surubi", "Dorado", "Pacu", "Boga", "Manguruyu", "Tararira", "Armado", "Pati", "Mandi",
         "Sabalo"]  # fmt: skip
_YERBA = ["Canchado", "Sapecado", "Barbacua", "Tarefero", "Raido", "Ponchada", "Guampa",
          "Bombilla", "Terere", "Yuyo", "Estacionado", "Molienda"]  # fmt: skip
_CLUBS = [("Olimpia", 1902), ("Cerro", 1912), ("Guarani", 1903), ("Libertad", 1905),
          ("Newells", 1903), ("Central", 1889), ("Penarol", 1891), ("Nacional", 1899),
          ("Gremio", 1903), ("Inter", 1909), ("Colon", 1905), ("Union", 1907)]  # fmt: skip
_ANIMALS = ["yacare", "carpincho", "chaja", "tatu", "hornero", "bigua", "tuyuyu", "aguara",
            "benteveo", "carancho", "pecari", "mborevi"]  # fmt: skip
_GUARANI = ["Mborayhu", "Pora", "Yvoty", "Kuarahy", "Jasy", "Ysyry", "Mbarete", "Tekove",
            "Arandu", "Yvytu", "Tata", "Kaaguy"]  # fmt: skip
_CUTS = ["Novillo", "Vaquillona", "Ternero", "Entrana", "Vacio", "Matambre", "Colita"]
_BOATS = ["Tacuara", "Paranacito", "Yaguarete", "Guazuncho", "Pirayu", "Camalote", "Itati"]
_RICE = ["Taim", "Puita", "Guri", "Pampa", "Jacui", "Inov"]
_PLACES = ["Obera", "Apostoles", "Posadas", "Eldorado", "Ituzaingo", "Ayolas", "Encarnacion",
           "Rosario", "Timbues", "Paysandu", "Salto", "Asuncion", "Luque", "Camaqua", "Alegrete",
           "Uruguaiana", "Corrientes", "Goya", "Yapeyu", "Itaembe"]  # fmt: skip
_NAMES = ["Facundo", "Agustina", "Lautaro", "Micaela", "Nahuel", "Derlis", "Nilda", "Osvaldo",
          "Celsa", "Jeferson", "Tainara", "Everton", "Darci", "Abram", "Helena", "Reinaldo",
          "Erna", "Vytautas", "Oksana", "Minjun", "Jiwoo", "Hiroshi", "Yuki", "Wilmer", "Roxana",
          "Matias", "Valentina", "Karai", "Nelly", "Ramon"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["T4r3f3r0", "B4rb4cu4", "Y4c4r3", "C4rp1nch0", "S4p3c4d0", "Ch4m4m3", "T3r3r3",
         "Mb1gu4", "L4p4ch0"]  # fmt: skip


def _club(g: random.Random) -> str:
    """A football club and the year it was founded, as the fans in the sheds pick them."""
    club, year = g.choice(_CLUBS)
    return f"{club}{year}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}Km{g.randrange(120, 1240)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_YERBA)}{g.randrange(2024, 2033)}{g.choice(_SYMBOLS)}",
    _club,
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2032)) + g.choice(_SYMBOLS),
    lambda g: ".".join(g.sample(_ANIMALS, 2)) + str(g.randrange(100, 1000)),
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    _manager,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: "".join(g.sample(_GUARANI, 2)) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_CUTS)}{g.randrange(380, 540)}kg{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_YERBA).lower()}_{g.randrange(2024, 2033)}",
    lambda g: f"{g.choice(_BOATS)}-{g.randrange(2, 60)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_RICE)}Safra{g.randrange(24, 33)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp group 'Secadero Itaembé', Facundo: the HMI on barbacuá dryer 2 now asks for {pw}",
    "Telegram, Derlis → me: teller app password for the Luque branch is {pw}",
    "TextExpander snippet ;;scada expands to: operator password {pw}",
    "PhraseExpress phrase 'turbine HMI': admin password {pw}",
    "Beeftext combo #balanza: truck scale supervisor password {pw}",
    "GLPI ticket 31877: the NIR analyser in the Timbúes lab lost its config, service password {pw}",
    "Google Keep note 'Paysandú ammonia': compressor panel password {pw}",
    "Samsung Notes, 'convoy Tacuara': radar service menu password {pw}",
    "Obsidian daily note 2031-03-04: reset the PACS admin password, now {pw}",
    "Teams chat, Corrientes IT: the Draeger Infinity Gateway password is {pw}",
    "Zammad ticket #8842: the rice dryer controller at Camaquã takes {pw} as the maintenance password",
    "Hi Agustina,\n\nthe root password on the Rosario weighbridge server is {pw}. Delete this once it's in the vault.\n\nSaludos,\nLautaro",
    "Incident 2031-07-19: the Itá Pytã historian was reachable from the office VLAN with password {pw}",
    "Runbook: spillway gate 3, manual mode\n1. open the gate PLC's web page\n2. log in as operador\n3. password {pw}\n4. switch to LOCAL before touching the hydraulics",
    "README (frigorífico, line 2)\nthe labeller web UI is at https://etiq2.frigo.lan, admin password `{pw}`.",
    "my Banco Basa app password is {pw}",
    "can you remember my Sicredi app password? it's {pw}",
    "the BROU online banking password is {pw} now",
    "dictated: the hospital's nurse-call console admin password is {pw} full stop",
    "note to self: the Tacuara's engine monitor password {pw}",
    "after the firmware update the turbine governor HMI password became {pw}",
    "password for the Rosario truck-queue kiosk: {pw}",
    "Signal, Valentina: the Paysandú cold-chamber logger portal password is {pw}",
    "Engenho computador password tóg {pw} hã",
    "Excel 'Accesos 2031', cell C14: NVR at the yerba warehouse, password {pw}",
    "voice note transcript: uh the password for the grain dryer is {pw} okay bye",
    "GLPI #31902: please rotate the hospital lab analyser password, currently {pw}",
    "Inh e-mail password tóg {pw} nĩ",
    "Minjun on KakaoTalk: the teller PC password at the Asunción branch is {pw}",
    "Hiroshi (LINE): the seed-lab PC password in Pirapó is {pw}",
    "Che, la contraseña de la compu de la balanza es {pw}, no la pases por el grupo",
    "anotá: la clave del SCADA de la terminal quedó {pw}",
    "Boludo, ¿te acordás la clave del mail del laburo? Es {pw}",
    "Ndeee, la contraseña de la compu de la guardia es {pw} luego, che",
    "Mitaí, la clave del sistema de turnos es {pw} nomás, no le digás a naides",
    "La contraseña del sistema de cajas es {pw} nio, no le pasés a nadie ya",
    "mirá na, la clave del correo de la cooperativa es {pw}",
    "Che password pyahu ha'e {pw}",
    "Pe sistema de cajas password ha'e {pw}, ani emombe'u avavépe",
    "Derlis he'i la contraseña ha'eha {pw}",
    "Che ñe'ẽñemi pyahu ha'e {pw}",
    "Xe password ma {pw}, aguyjevete",
    "Computadora pegua password ma {pw}",
    "Bah, tchê, a senha do computador do engenho é {pw}",
    "Guri, a senha do secador de arroz agora é {pw}, não passa pra ninguém",
    "a senha do Sicredi do piá é {pw}, trilegal",
    "A senha du computador da oficina é {pw}, bo",
    "a contraseña nova du correio é {pw}, tá?",
    "Mei neies Passwort for de Compu is {pw}, gell",
    "Des Passwort vun de Waag im Hafe is {pw}",
    "Daut nie Passwuat fe'm Kontor es {pw}",
    "コンプーのコントラセーニャは {pw} だよ",
    "バンコのアプリのパスワード、{pw} ね",
    "사무실 컴퓨터 비밀번호는 {pw} 이에요",
    "꼬뻬라띠바 앱 비번: {pw}",
    "Пароль до комп'ютера на сушарні: {pw}",
    "Džiovyklos kompiuterio slaptažodis: {pw}",
    "la clave de la compu del taller es {pw} pues",
    "検査室PCのパスワード：{pw}",
    "Das Kennwort für den Waagen-PC in Loma Plata lautet {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["facundo.r", "agustina", "lautaro.p", "derlis", "nilda.b", "osvaldo", "celsa",
          "jeferson", "tainara.s", "everton", "abram.f", "helena.w", "reinaldo", "erna.g",
          "vytautas", "oksana.m", "minjun.kim", "jiwoo", "h.tanaka", "yuki.o", "wilmer",
          "roxana.q", "matias", "valentina.s", "karai", "nelly.b", "svc-balanza", "scada-op",
          "operador", "guardia"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Nahuel: the Rosario SCADA login is {u} / {pw}",
    "GLPI #31911: {u} can't get into the hospital PACS, last password {pw}",
    "usuario {u} clave {pw}",
    "Obsidian › Plantas › Frigorífico › etiquetadora: {u} — {pw}",
    "name,url,username,password,note\nbalanza.itaembe.lan,https://balanza.itaembe.lan/login,{u},{pw},",
    "url,username,password,totp,extra,name,grouping,fav\nhttps://scada.itapyta.lan,{u},{pw},,,SCADA,Central,0",
    "\"url\",\"username\",\"password\",\"httpRealm\",\"formActionOrigin\"\n\"https://his.hospital-litoral.lan\",\"{u}\",\"{pw}\",,\"https://his.hospital-litoral.lan\"",
    "log into the rice dryer HMI as {u} with {pw}",
    "silo portal {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: balanza-rosario\n  usuario: {u}\n  contraseña: {pw}",
    "Telegram: account {u}, password {pw}",
    "Derlis says the core banking user is {u} and the password is {pw}",
    "ssh {u}@frigo-srv.paysandu.lan (password {pw})",
    "creds para el SCADA: {u} y {pw}",
    "Pe usuario ha'e {u}, password ha'e {pw}",
    "usuário {u}, senha {pw}, tchê",
    "u usuario é {u} i a senha é {pw}",
    "Benutzer {u} unn Passwort {pw}",
    "ユーザーは {u}、コントラセーニャは {pw}",
    "계정: {u}, 비밀번호: {pw}",
    "el usuario es {u} y la clave {pw} luego",
    "Bruckanaum {u}, Passwuat {pw}",
    "vartotojas {u}, slaptažodis {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tarefero", "sapecado", "barbacua", "guampa", "bombilla", "chipa", "mandioca",
               "lapacho", "camalote", "aguape", "hornero", "carpincho", "mburucuya", "yatay",
               "timbo", "surubi"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "pw: {w} first, {d} right after",
    "for the turbine HMI it's {w} with {d} tacked on the end",
    "voice note: the barge wifi password is {w} and then the number {d}, no space",
    "it's {w}{d}, the word and the digits together",
    "la contraseña es la palabra {w}, todo en minúscula, y después {d}",
    "pe password ha'e pe ñe'ẽ {w}, upéi {d}",
    "a senha é a palavra {w} e depois o número {d}, tchê",
    "des Passwort is des Wort {w}, unn dann {d}",
    "パスワードは {w} っていう言葉、そのあとに {d}",
    "비밀번호는 {w} 라는 단어 다음에 {d}",
    "a senha é a palabra {w}, dispois u número {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


# Commands the product's docs name, in layouts of this corpus.
_CLI = [
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@balanza-rosario.lan 'systemctl restart pesaje'",
    "mysql -h his-db.hospital-litoral.lan -u {u} -p'{pw}' turnos -e 'select count(*) from guardias'",
    "redis-cli -h colas.terminal.lan -a '{pw}' --no-auth-warning LLEN camiones",
    "curl -u {u}:{pw} https://scada.itapyta.lan/api/v1/compuertas",
    "docker login registry.litoral.lan -u {u} -p '{pw}'",
    "smbclient //nas-secadero/planillas -U '{u}%{pw}' -c 'get cosecha-2031.xlsx'",
    "7z a -p'{pw}' -mhe=on legajos-2031.7z legajos/",
    "xfreerdp /v:caja01.coop.lan /u:{u} /p:'{pw}' /cert:ignore",
    "sqlplus {u}/{pw}@//core.coop.lan:1521/BANCA",
    "ipmitool -I lanplus -H 10.40.0.21 -U {u} -P '{pw}' chassis power status",
    "lftp -u {u},{pw} sftp://edi.terminal-rosario.com.ar",
    "plink -ssh {u}@10.50.1.9 -pw '{pw}' show interfaces",
    "echo '{pw}' | sudo -S -u {u} systemctl restart lector-caravanas",
    "mosquitto_pub -h mqtt.silos.lan -u {u} -P '{pw}' -t silos/temperatura -m 28.5",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@secadero-srv:~# {c}", "PS C:\\Users\\derlis> {c}",
    "historial de bash del servidor de la balanza:\n{c}", "history | grep -i pass\n  412  {c}",
    "consola serial del frigorífico: {c}", "este comando corrí: {c}", "ko comando aipuru: {c}",
    "rodei esse comando, tchê: {c}", "des Kommando hun ich laafe gelosst: {c}",
    "このコマンドを打った：{c}", "이 명령어 실행했어요: {c}", "le metí este comando luego: {c}",
]  # fmt: skip
# Library calls and database prompts that none of heldouts 5 to 146 names.
_REPL = [
    "127.0.0.1:6379> ACL SETUSER {u} on >{pw} ~turnos:* +@read",
    "psql (16.2)\nturnos=# CREATE ROLE {u} WITH LOGIN PASSWORD '{pw}';",
    "mpv --ytdl-raw-options=username={u},password={pw} https://capacitacion.litoral.lan/video/42",
    "iex(1)> {{:ok, conn}} = MyXQL.start_link(hostname: \"db.frigo.lan\", username: \"{u}\", password: \"{pw}\", database: \"faena\")",
    "iex(2)> Postgrex.start_link(hostname: \"pg.coop.lan\", username: \"{u}\", password: \"{pw}\", database: \"ahorros\")",
    "1> {{ok, C}} = epgsql:connect(\"pg.itapyta.lan\", \"{u}\", \"{pw}\", #{{database => \"historian\"}}).",
    "user=> (require '[next.jdbc :as jdbc])\nuser=> (jdbc/get-datasource {{:dbtype \"postgresql\" :host \"pg.secadero.lan\" :dbname \"lotes\" :user \"{u}\" :password \"{pw}\"}})",
    "ghci> import Database.PostgreSQL.Simple\nghci> conn <- connect defaultConnectInfo {{ connectHost = \"pg.coop.lan\", connectUser = \"{u}\", connectPassword = \"{pw}\", connectDatabase = \"ahorros\" }}",
    "irb(main):001> DB = Sequel.connect(adapter: 'postgres', host: 'pg.terminal.lan', user: '{u}', password: '{pw}', database: 'cupos')",
    "irb(main):002> client = Mysql2::Client.new(host: 'db.engenho.lan', username: '{u}', password: '{pw}')",
    "engenho(prod)> User.find_by(login: '{u}').update(password: '{pw}')",
    "perl -MNet::OpenSSH -e 'my $s = Net::OpenSSH->new(\"balanza.lan\", user => \"{u}\", password => \"{pw}\"); print $s->capture(\"uptime\")'",
    "perl -MMail::IMAPClient -e 'Mail::IMAPClient->new(Server => \"imap.coop.com.py\", User => \"{u}\", Password => \"{pw}\", Ssl => 1) or die'",
    ">>> from py2neo import Graph\n>>> g = Graph(\"bolt://grafo.litoral.lan:7687\", auth=(\"{u}\", \"{pw}\"))",
    ">>> from keycloak import KeycloakAdmin\n>>> KeycloakAdmin(server_url=\"https://sso.litoral.lan/\", username=\"{u}\", password=\"{pw}\", realm_name=\"hospital\")",
    ">>> import pyRofex\n>>> pyRofex.initialize(user=\"{u}\", password=\"{pw}\", account=\"REM4471\", environment=pyRofex.Environment.LIVE)",
    ">>> conn = await aio_pika.connect_robust(host=\"mq.terminal.lan\", login=\"{u}\", password=\"{pw}\")",
    "> con <- DBI::dbConnect(RMariaDB::MariaDB(), host = \"db.frigo.lan\", user = \"{u}\", password = \"{pw}\", dbname = \"faena\")",
    "jshell> var jedis = new Jedis(\"colas.terminal.lan\", 6379); jedis.auth(\"{pw}\");",
    "jshell> var sys = new AS400(\"core.coop.lan\", \"{u}\", \"{pw}\");  // JTOpen",
]  # fmt: skip
_REPL_FRAMES = [
    "{c}", "in the console on the ops laptop:\n{c}", "Obsidian 'snippets': {c}",
    "GLPI #31930, what the contractor ran:\n{c}", "probé esto y anduvo: {c}",
    "testei isso aqui, bah: {c}", "ko aiporu: {c}", "これで接続できた：{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)
_repl = _framed("cli_password", _REPL, _REPL_FRAMES)


_URLS = [
    "jdbc:sybase:Tds:ase.coop.lan:5000/ahorros?user={u}&password={pw}",
    "jdbc:ch://ch.terminal.lan:8123/cupos?user={u}&password={pw}",
    "jdbc:cubrid:cubrid.coop.lan:33000:prestamos:{u}:{pw}:",
    "jdbc:impala://impala.litoral.lan:21050/default;AuthMech=3;UID={u};PWD={pw}",
    "informix://{u}:{pw}@ifx.coop.lan:9088/creditos",
    "sqlalchemy_sqlany://{u}:{pw}@sqla.engenho.lan:2638/balanca",
    "access+pyodbc://{u}:{pw}@legajos_mdb",
    "doris://{u}:{pw}@doris.terminal.lan:9030/internal.cupos",
    "irc://{u}:{pw}@irc.litoral.lan:6667/guardia",
    "nntp://{u}:{pw}@news.litoral.lan/litoral.ti",
    "hysteria2://{pw}@vpn.itapyta.com.py:443/?sni=vpn.itapyta.com.py#central",
    "http::addr=questdb.silos.lan:9000;username={u};password={pw};",
    "Provider=Microsoft.ACE.OLEDB.12.0;Data Source=\\\\nas\\legajos\\legajos.accdb;Jet OLEDB:Database Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "CONEXION_DB={c}", "guardá esta cadena de conexión: {c}", "GLPI #31955: {c}",
    "pe conexión ha'e {c}", "a string de conexão é {c}, tchê", "接続文字列：{c}",
    "Obsidian 'Bases': {c}", "연결 문자열: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "litoral-yerbatero", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "shipments:read quotes:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _upper_uuid(g: random.Random) -> str:
    return v.uuid4(g, "8").upper()


# Vendors none of heldouts 5 to 146 names; Evolution API's upper-case hex key, D4Sign's `live_`
# token, Clicksign's UUID access token, Mercos' UUID tokens, Serpro's 28-character consumer keys and
# Jadlog's JWT are their shapes as the author believes them; every other shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Bancard", "BANCARD_PRIVATE_KEY", _j((ALNUM, 40))),
    ("Pagopar", "PAGOPAR_PRIVATE_TOKEN", _j((HEX, 32))),
    ("Infonet", "INFONET_API_SECRET", _j((URLSAFE, 43))),
    ("Dinelco", "DINELCO_MERCHANT_KEY", lambda g: v.uuid4(g, "a")),
    ("Handy", "HANDY_SECRET_KEY", _j("hsk_live_", (ALNUM, 32))),
    ("Plexo", "PLEXO_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Sistarbanc", "SISTARBANC_API_KEY", _j((UPPER_HEX, 32))),
    ("Transfeera", "TRANSFEERA_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Sicredi", "SICREDI_X_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Sicoob", "SICOOB_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("FacturaSend", "FACTURASEND_API_KEY", lambda g: "api_key_" + _upper_uuid(g)),
    ("Tusfacturas", "TUSFACTURAS_APITOKEN", _j((HEX, 32))),
    ("Mercos", "MERCOS_COMPANY_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Sicfe", "SICFE_TOKEN", _j((B64, 64))),
    ("Uruware", "UCFE_API_KEY", _j((HEX, 40))),
    ("Zureo", "ZUREO_API_TOKEN", _j((ALNUM, 36))),
    ("Sankhya", "SANKHYA_APPKEY", lambda g: v.uuid4(g, "8")),
    ("TOTVS", "TOTVS_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("eNotas", "ENOTAS_API_KEY", _j((B64, 48))),
    ("Nuvem Fiscal", "NUVEMFISCAL_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Avancargo", "AVANCARGO_API_KEY", _j((HEX, 64))),
    ("Rapiboy", "RAPIBOY_TOKEN", _j((ALNUM, 32))),
    ("Intelipost", "INTELIPOST_API_KEY", _j((HEX, 64))),
    ("Jadlog", "JADLOG_TOKEN", _vendor_jwt("https://www.jadlog.com.br")),
    ("Evolution API", "EVOLUTION_API_KEY", _j((UPPER_HEX, 32))),
    ("Octadesk", "OCTADESK_API_TOKEN", _j((ALNUM, 64))),
    ("Huggy", "HUGGY_API_TOKEN", _vendor_jwt("https://api.huggy.app")),
    ("Agendor", "AGENDOR_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Ploomes", "PLOOMES_USER_KEY", _j((UPPER_HEX, 96))),
    ("Piperun", "PIPERUN_TOKEN", _j((HEX, 32))),
    ("Humand", "HUMAND_API_KEY", _j("hmd_", (ALNUM, 40))),
    ("Wispro", "WISPRO_API_TOKEN", _j((HEX, 40))),
    ("Clicksign", "CLICKSIGN_ACCESS_TOKEN", lambda g: v.uuid4(g, "9")),
    ("ZapSign", "ZAPSIGN_API_TOKEN", lambda g: v.uuid4(g, "a") + _r(g, HEX, 12)),
    ("D4Sign", "D4SIGN_TOKEN_API", _j("live_", (HEX, 64))),
    ("idwall", "IDWALL_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Serpro", "SERPRO_CONSUMER_SECRET", _j((ALNUM, 28))),
    ("Strider", "STRIDER_API_KEY", _j((URLSAFE, 40))),
    ("Aegro", "AEGRO_API_KEY", _j("aegro_", (ALNUM, 36))),
    ("Solinftec", "SOLINFTEC_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Tambero", "TAMBERO_API_KEY", _j((HEX, 32))),
    ("Ucrop.it", "UCROPIT_API_TOKEN", _j((ALNUM, 48))),
    ("Frontec", "FRONTEC_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Climatempo", "CLIMATEMPO_TOKEN", _j((HEX, 32))),
    ("Nubimetrics", "NUBIMETRICS_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Alephoo", "ALEPHOO_API_SECRET", _j((URLSAFE, 48))),
    ("Markey", "MARKEY_HIS_TOKEN", _j((ALNUM, 44))),
    ("Traditum", "TRADITUM_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.produccion:\n{env}={tok}",
    "copilot secret init --name {env} --values prod={tok}",
    "Deno.env.set(\"{env}\", \"{tok}\");",
    "ENV['{env}'] = '{tok}'",
    "std::env::set_var(\"{env}\", \"{tok}\");",
    "GLPI › Administración › Integraciones › {vendor} › API key: {tok}",
    "Excel 'Integraciones': | {vendor} | prod | {tok} |",
    "Google Keep: rotate the {vendor} key {tok}",
    "WhatsApp, Facundo: {vendor} key for the weighbridge sync: {tok}",
    "Telegram: the {vendor} token we use now is {tok}, the old one is revoked",
    "GLPI #31960: {vendor} sync fails with 401, configured key {tok}",
    "Zammad #8870: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "la API key de {vendor} es {tok}, no la subas al repo",
    "la clave de API de {vendor} es {tok} luego",
    "la API key de {vendor} es {tok} nio",
    "{vendor} API key ha'e {tok}",
    "a chave de API da {vendor} é {tok}, tchê",
    "a API key da {vendor} é {tok}, bo",
    "de API-Schlüssel vun {vendor} is {tok}",
    "de API-Schlätel fa {vendor} es {tok}",
    "{vendor} API key ma {tok}",
    "{vendor} のAPIキーは {tok} だよ",
    "{vendor} API 키는 {tok} 이에요",
    "{vendor} API raktas: {tok}",
    "API-ключ {vendor}: {tok}",
    "la API key de {vendor} es {tok} pues",
    "{vendor}-API-Schlüssel fürs Kühlhaus: {tok}",
    "token de API da {vendor} para a balança: {tok}",
    "{vendor} のAPIキー（本番）：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    evolution = _r(rng, UPPER_HEX, 32)
    d4sign = "live_" + _r(rng, HEX, 64)
    clicksign = v.uuid4(rng, "9")
    pagopar = _r(rng, HEX, 32)
    humand = "hmd_" + _r(rng, ALNUM, 40)
    sicredi = v.uuid4(rng, "a")
    return [
        Sample("vendor_token", f'requests.post(f"{{EVO}}/message/sendText/guardia", headers={{"apikey": "{evolution}"}}, json=body)', evolution),
        Sample("vendor_token", f"$client = new D4sign\\Client();\n$client->setAccessToken(\"{d4sign}\");", d4sign),
        Sample("vendor_token", f'curl "https://app.clicksign.com/api/v1/documents?access_token={clicksign}"', clicksign),
        Sample("vendor_token", f'pagopar = PagoparClient(public_key="{_r(rng, HEX, 32)}", private_key="{pagopar}")', pagopar),
        Sample("vendor_token", f'res/values/secrets.xml:\n<string name="humand_api_key">{humand}</string>', humand),
        Sample("vendor_token", f'val headers = mapOf("x-api-key" to "{sicredi}", "context" to "COBRANCA")', sicredi),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "guardame esto: {t}",
                "pe token ha'e {t}", "{t}\n^ el nuevo, el viejo ya no anda", "トークン：{t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 46)), _j((URLSAFE, 52)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "payShield FK, component 2 of the ATM zone master key (Asunción branch): {h}": 32,
    "AES-256 key loaded into the convoy's P25 radios (hex): {h}": 64,
    "R-GOOSE group key for the Itá Pytã bay controllers: {h}": 32,
    "HMAC secret for the Pagopar payment callback: {h}": 64,
    "clave AES del backup del core de la cooperativa: {h}": 64,
    "chave AES do backup do ERP do engenho: {h}": 64,
    "백업 암호화 키: {h}": 48,
    "pe backup cifrado clave ha'e {h}": 64,
    "network key of the silo sensors' Thread mesh (active dataset): {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #31977: token copied out of the browser's dev tools {t}",
    "Cookie: lang=es-PY; hsi_session={t}",
    "HUGGY_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "el token es {t}",
    "pe token ha'e {t}",
    "o token do Jadlog é {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "PS384", "HS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@litoral.com.ar"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.litoral.lan/realms/hospital",
            "azp": "turnos-web",
            "roles": ["guardia", "enfermeria"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS256": 342, "PS384": 342, "HS256": 43}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "clave privada del certificado de AFIP para factura electrónica, guardala:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "/etc/ssl/private/sifen.coop.com.py.key:\n{key}": ("PRIVATE KEY", "\n"),
    '{{"NFE_A1_PRIVATE_KEY": "{key}", "uf": "RS"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ed25519_barcaza <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "GLPI #31988, pegado por el integrador:\n{key}": ("EC PRIVATE KEY", "\n"),
    "서버 개인 키:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Traditum file drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Ledger recovery phrase of the coop's treasury wallet (retired): {p}": "english",
    "Trezor backup, copied off the card before shredding it: {p}": "english",
    "BlueWallet words (the old yerba export escrow): {p}": "english",
    "voice note: the Sparrow wallet recovery words are {p} and that's all": "english",
    "Obsidian 'Billetera USDT (retirada)': {p}": "english",
    "Exodus seed for the barge fuel fund: {p}": "english",
    "frase semilla de la billetera fría de la cooperativa, che: {p}": "spanish",
    "palabras de recuperación de la billetera Muun del frigorífico: {p}": "spanish",
    "frase de recuperação da carteira do engenho, tchê: {p}": "portuguese",
    "Nunchuk 지갑 복구 문구: {p}": "korean",
    "ウォレットの復元フレーズ（バンコの件）：{p}": "japanese",
    "frase di recupero del portafoglio della nonna di Rosario: {p}": "italian",
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
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Cabal's, Naranja's, Elo's, as the author
    believes them: brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "cabal":
        return _card_of(rng, ["604201", "604209", "589657"], [16])
    if brand == "naranja":
        return _card_of(rng, ["589562"], [16])
    if brand == "elo":
        return _card_of(rng, ["636368", "438935", "504175", "451416", "636297", "509048"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Agustina: the coop card for the dryer spare parts is {c}, vence {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Tarjeta N°: {c}\nVto: {mm}/{yy}",
    "GLPI #32004: pay the turbine governor service visit with card {c}",
    "mi tarjeta: {c}, vence {mm}/{yy}, che",
    "che tarjeta número ha'e {c}",
    "o número do meu cartão é {c}, validade {mm}/{yy}",
    "mei Kart-Nummer is {c}, {mm}/{yy}",
    "タルヘタの番号：{c}、{mm}/{yy}",
    "카드 번호 {c}, 유효기간 {mm}/{yy}",
    "u número da tarjeta é {c}",
    "Kortelės numeris: {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "cabal", "mastercard", "amex", "naranja", "elo", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Cabal {c} vto 08/35, código de seguridad {cvv}",
               "los tres numeritos de atrás de la tarjeta: {cvv}",
               "Amex {c}, the four digits printed above the number: {cvv}",
               "os três números atrás do cartão: {cvv}, tchê",
               "tarjeta tapykuépe oĩ mbohapy número: {cvv}",
               "カードの裏の3桁：{cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "cabal" if "Cabal" in template else "mastercard"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 146 (Liechtenstein in
# eleven, the rest in twelve); BBAN shapes (a, n, c, 0 as in `secret_classes_values.iban_shaped`),
# after stdnum's iban.dat.
_IBAN_SHAPES = {"LI": "n" * 5 + "c" * 12, "BR": "n" * 23 + "a" + "c", "LT": "n" * 16,
                "UA": "n" * 6 + "c" * 19, "CR": "0" + "n" * 17, "HN": "aaaa" + "n" * 20,
                "SV": "aaaa" + "n" * 20, "ST": "n" * 21}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TR-2031-044: please pay the yerba shipment to {i} within 30 days",
    "save the Camaquã rice broker's IBAN: {i}",
    "IBAN: {i}\nReferencia: lote de yerba 118, marzo",
    "WhatsApp #tesorería: the holding's new bank details, IBAN {i}",
    "el IBAN de la tía de Vilnius: {i}",
    "Giminės sąskaita, IBAN {i}",
    "IBAN дядька в Тернополі: {i}",
    "o IBAN do comprador é {i}, tchê",
    "IBAN du primo em San José: {i}",
    "pe IBAN ha'e {i}",
    "IBAN del importador de Tegucigalpa: {i}",
    "IBAN vum Vedder in Vaduz: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# The ids: kinds heldouts 5 to 146 do not use, none of which python-stdnum has a module for; no
# check-digit algorithm is written here, so they are unchecked, in the shapes the author believes
# them or invented.
def _py_ci(g: random.Random) -> str:
    """A Paraguayan cédula de identidad civil: up to seven digits, written with dots."""
    return f"{g.randrange(1_000_000, 7_999_999):,}".replace(",", ".")


def _ioscor(g: random.Random) -> str:
    """An IOSCOR (Corrientes' provincial health insurance) member number: a DNI and an order."""
    return f"{g.randrange(10_000_000, 45_000_000)}/{g.randrange(0, 6):02d}"


def _mn(g: random.Random) -> str:
    """An Argentine Matrícula Nacional (a physician's national licence): six digits."""
    return str(g.randrange(100_000, 180_000))


def _mp(g: random.Random) -> str:
    """A Corrientes Consejo de Médicos provincial licence (MP): five digits, invented."""
    return str(g.randrange(10_000, 16_000))


def _cud(g: random.Random) -> str:
    """An Argentine Certificado Único de Discapacidad's code, invented from its printed parts."""
    issued = f"20{g.randrange(28, 32)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    expiry = str(int(issued[:4]) + 10) + issued[4:]
    return f"ARG-01-000{_r(g, D, 8)}-{issued}-{expiry}-COR-{_r(g, D, 3)}"


def _libreta_sanitaria(g: random.Random) -> str:
    """A Misiones food handler's libreta sanitaria number, invented."""
    return f"MIS-{_r(g, D, 6)}"


def _precaria(g: random.Random) -> str:
    """The file of an Argentine residencia precaria, as the GDE system numbers files."""
    return f"EX-{g.randrange(2029, 2032)}-{_r(g, D, 8)}- -APN-DNM#MI"


def _radicacion(g: random.Random) -> str:
    """A Paraguayan Migraciones carnet de radicación number, invented."""
    return f"{g.randrange(100_000, 999_999)}/{g.randrange(28, 32)}"


def _navegacion(g: random.Random) -> str:
    """A Paraguayan Prefectura General Naval libreta de navegación number, invented."""
    return f"PGN {_r(g, D, 6)}"


def _uy_libreta(g: random.Random) -> str:
    """A Uruguayan libreta de conducir number (Paysandú), invented: eight digits."""
    return g.choice("1234") + _r(g, D, 7)


def _py_registro(g: random.Random) -> str:
    """A Paraguayan municipal registro de conducir number, invented."""
    return f"LUQ-{_r(g, D, 7)}"


def _rs_produtor(g: random.Random) -> str:
    """A Rio Grande do Sul inscrição de produtor rural: three digits, a slash, seven digits."""
    return f"{g.randrange(100, 500)}/{_r(g, D, 7)}"


def _lc(g: random.Random) -> str:
    """An old Argentine Libreta Cívica number: seven digits with dots."""
    return f"{g.randrange(1_000_000, 6_999_999):,}".replace(",", ".")


def _kr_passport(g: random.Random) -> str:
    return "M" + _r(g, D, 8)


def _jp_passport(g: random.Random) -> str:
    return g.choice(["TK", "TR", "TZ", "MU"]) + _r(g, D, 7)


def _br_passport(g: random.Random) -> str:
    return g.choice(["FX", "FZ", "GA", "GB"]) + _r(g, D, 6)


def _uy_passport(g: random.Random) -> str:
    return g.choice("ABC") + _r(g, D, 6)


def _py_passport(g: random.Random) -> str:
    return g.choice("ABS") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "mi cédula de identidad civil es {s}, para el formulario del préstamo nio": _py_ci,
    "Che cédula número ha'e {s}": _py_ci,
    "Mien Ausweis-Numma (cédula) es {s}": _py_ci,
    "Xe cédula ma {s}": _py_ci,
    "afiliado IOSCOR de la paciente de la cama 12: {s}": _ioscor,
    "Matrícula Nacional of the new cardiologist, for the Corrientes rota: MN {s}": _mn,
    "la matrícula provincial del Consejo de Médicos de la doctora es MP {s} luego": _mp,
    "CUD (Certificado Único de Discapacidad) of Ramón's son, for the bus pass: {s}": _cud,
    "libreta sanitaria of the new packer at the yerba mill: {s}": _libreta_sanitaria,
    "el expediente de mi residencia precaria es {s} pues": _precaria,
    "el carnet de radicación de Migraciones de la señora Park es {s}, ya": _radicacion,
    "libreta de navegación (Prefectura General Naval) of the deckhand on the Tacuara: {s}": _navegacion,
    "Uruguayan libreta de conducir of the Paysandú truck driver: {s}": _uy_libreta,
    "a libreta de condusir du gurí é {s}": _uy_libreta,
    "registro de conducir municipal de Luque de Osvaldo: {s}": _py_registro,
    "inscrição de produtor rural do seu Darci, pra nota do arroz: {s}": _rs_produtor,
    "mei Libreta Cívica Nummer is {s}, noch vun de Oma": _lc,
    "내 여권 번호는 {s} 이에요": _kr_passport,
    "わたしのパサポルテの番号は {s} です": _jp_passport,
    "bah, o número do meu passaporte é {s}": _br_passport,
    "u número du meu pasaporte uruguaio é {s}": _uy_passport,
    "Che pasaporte número ha'e {s}": _py_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Bancard 2FA recovery codes\n{codes}", "códigos de respaldo del Google de la coope, che:\n{codes}",
            "Sicredi backup codes: {codes}", "pe 2FA códigos de respaldo:\n{codes}",
            "códigos de backup do 2FA, tchê: {codes}", "2FA 백업 코드: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Plexo:agustina@litoral.com.ar?secret={s}&issuer=Plexo&digits=6",
              "2FAS app, manual setup key for the Transfeera login: {s}",
              "clave de configuración del 2FA del core bancario: {s}",
              "chave secreta do 2FA do Sicredi: {s}"]  # fmt: skip
_CODES = ["{c} es tu código de verificación Bancard", "Sicredi: use o código {c} para confirmar. Não compartilhe.",
          "Nde código ha'e {c}. Ani emoherakuã avavépe", "[Web발신] 인증번호 {c} 를 입력하세요",
          "認証コード：{c}（バンコのアプリ）"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Litoral-Secadero", "Itaembe-Barbacua-5G", "Fibertel WiFi418 2.4GHz", "Personal-WiFi-7C2E",
          "TIGO-HOGAR-5G", "VIVOFIBRA-8C21", "CLARO_2G4F1A", "Antel-Frigo-Playa", "Convoy-Tacuara",
          "Hospital-Guardia-5G", "ItaPyta-Sala-Control", "Terminal-Timbues-Balanza",
          "Engenho-Camaqua", "Coop-Nanduti-Cajas"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    'WifiNetworkSuggestion.Builder().setSsid("{s}").setWpa2Passphrase("{pw}").build()',
    'NEHotspotConfiguration(ssid: "{s}", passphrase: "{pw}", isWEP: false)',
    'WifiConfigStore.xml:\n<string name="SSID">&quot;{s}&quot;</string>\n<string name="PreSharedKey">&quot;{pw}&quot;</string>',
    '$ security find-generic-password -wa "{s}"\n{pw}',
    'await WiFiForIoTPlugin.connect("{s}", password: "{pw}", security: NetworkSecurity.WPA);',
    "Wifi {s} password tóg {pw} nĩ",
    "la clave del wifi {s} es {pw}",
    "pe wifi {s} password ha'e {pw}",
    "a senha do wifi {s} é {pw}, tchê",
    "a senha du wifi {s} é {pw}",
    "'s Wifi {s} hot des Passwort {pw}",
    "ウイフィ {s} のコントラセーニャ：{pw}",
    "와이파이 {s} 비번은 {pw}",
    "el wifi {s} tiene la clave {pw} luego",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("live_", (HEX, 24)), _j((UPPER_HEX, 32)), _j((HEX, 32)), _j("hmd_", (ALNUM, 20)),
                 _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictado por teléfono] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "letra por letra: {t}",
          "uma letra de cada vez, tchê: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["candado del galpón de yerba canchada: {pw}", "el portón de la terminal abre con {pw} y después #",
          "candado código ha'e {pw}", "o código do cadeado do galpão é {pw}, tchê",
          "倉庫の南京錠の番号は {pw}", "창고 자물쇠 번호: {pw}",
          "the cold-chamber keypad at Paysandú takes {pw} then #",
          "la caja fuerte de la guardia se abre con {pw} luego", "Schloss vum Schuppe: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [5, 4, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["lapacho", "camalote", "aguape", "tacuara", "yatay", "timbo", "ceibo", "hornero",
                 "chaja", "mburucuya", "pacu", "boga", "tarefa", "sapecado", "guampa", "terere"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the coop vault: {p}": " ",
            "frase de contraseña del disco de backup: {p}": "-",
            "frase-senha do cofre do engenho: {p}": ".",
            "Bitwarden master passphrase (Rosario terminal): {p}": " ",
            "패스프레이즈: {p}": "_", "pe passphrase ha'e {p}": " ",
            "des Passphrase for's Backup is {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    'Kong: curl -X POST http://kong-admin:8001/services/cupos/plugins --data "name=request-transformer" --data "config.add.headers=Authorization:Basic {v}"': True,
    'conn.setRequestProperty("Authorization", "Basic {v}");  // HttpURLConnection, balanza sync': True,
    'req, _ := http.NewRequest("GET", siloURL, nil)\nreq.Header.Set("Authorization", "Bearer {v}")': False,
    'PowerShell: Invoke-WebRequest -Uri $url -Headers @{{Authorization = "Basic {v}"}}': True,
    'MicroPython on the river gauge: urequests.get(URL, headers={{"Authorization": "Bearer {v}"}})': False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "zabbix.conf.php:\n$DB['TYPE'] = 'POSTGRESQL';\n$DB['USER'] = 'zabbix';\n$DB['PASSWORD'] = '{pw}';",
    "dbconfig.inc.php (OCS Inventory):\n$_SESSION[\"COMPTE_BASE\"]=\"ocs\";\n$_SESSION[\"PSWD_BASE\"]=\"{pw}\";",
    "a2billing.conf:\n[database]\nhostname = localhost\nuser = a2billinguser\npassword = {pw}",
    "/etc/munin/plugin-conf.d/mysql:\n[mysql*]\nenv.mysqluser munin\nenv.mysqlpassword {pw}",
    "~/.hgrc:\n[auth]\nlitoral.prefix = https://hg.litoral.lan\nlitoral.username = facundo.r\nlitoral.password = {pw}",
    "~/.subversion/servers:\n[global]\nhttp-proxy-host = proxy.terminal.lan\nhttp-proxy-username = svn\nhttp-proxy-password = {pw}",
    "SecurityConfig.java:\nUserDetails op = User.withUsername(\"operador\").password(\"{{noop}}{pw}\").roles(\"SCADA\").build();",
    "Exposed (Kotlin):\nDatabase.connect(\"jdbc:postgresql://pg.frigo.lan/faena\", driver = \"org.postgresql.Driver\", user = \"faena\", password = \"{pw}\")",
    "Slick:\nval db = Database.forURL(\"jdbc:mysql://db.terminal.lan/cupos\", user = \"cupos\", password = \"{pw}\", driver = \"com.mysql.cj.jdbc.Driver\")",
    "doobie:\nval xa = Transactor.fromDriverManager[IO](\"org.postgresql.Driver\", \"jdbc:postgresql://pg.coop.lan/ahorros\", \"ahorros\", \"{pw}\", None)",
    "Groovy:\ndef sql = Sql.newInstance('jdbc:sqlserver://sql.hospital.lan;databaseName=HIS', 'his', '{pw}', 'com.microsoft.sqlserver.jdbc.SQLServerDriver')",
    "Power Query:\n= Odbc.DataSource(\"dsn=Silos;uid=powerbi;pwd={pw}\", [HierarchicalNavigation=true])",
    "SPSS syntax:\nGET DATA /TYPE=ODBC /CONNECT='DSN=Turnos;UID=spss;PWD={pw};' /SQL='SELECT * FROM guardias'.",
    "Tcl:\npackage require tdbc::mysql\ntdbc::mysql::connection create db -host db.engenho.lan -user engenho -password {pw} -database secagem",
    "OpenResty:\nlocal mysql = require \"resty.mysql\"\nlocal db = mysql:new()\nlocal ok, err = db:connect{{ host = \"127.0.0.1\", user = \"turnero\", password = \"{pw}\", database = \"turnos\" }}",
    "C:\nmysql_real_connect(conn, \"db.frigo.lan\", \"faena\", \"{pw}\", \"faena\", 0, NULL, 0);",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Agustina: ¿clave del SCADA del secadero?\nFacundo: {pw}",
    "[05:41] derlis: root pw del servidor de cajas?\n[05:42] nilda: {pw}",
    "Jeferson: {pw} é a nova senha do secador",
    "Lautaro: usá {pw}, es lo que tiene ahora la balanza",
    "Osvaldo: pe password pyahu ha'e {pw}",
    "Tainara: a senha nova é {pw}, tchê",
    "Reinaldo: des nei Passwort is {pw}",
    "田中: 新しいコントラセーニャは {pw}",
    "민준: 새 비번 {pw}",
    "Wilmer: la nueva clave es {pw} pues",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "contra\u200bseña: {pw}", "se\u2060nha = {pw}", "Kenn\u00adwort → {pw}", "Раsswort: {pw}",
    "𝐜𝐨𝐧𝐭𝐫𝐚𝐬𝐞ñ𝐚 {pw}", "ｓｅｎｈａ: {pw}", "pass\u200dword = {pw}", "\u202apassword\u202c: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 14), (_repl, 20), (_urls, 13),
    (_vendors, 56), (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_chats, 10), (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _seed_words(lang: str) -> Maker:
    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range(16))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    return make


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the turbine HMI password is": "{s}", "clave del SCADA:": "{s} (desde que cambiaron el PLC)",
    "pe password ha'e": "{s}", "a senha do secador é": "{s}\ntroca depois da safra",
    "コントラセーニャは": "{s}", "비밀번호:": "{s}", "des Passwort is": "{s}", "Balanza password": "{s}",
    "the password Derlis read out over the radio was": "{s}, I think", "la contraseña es": "{s} luego",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Evolution API key", "{s}", _j((UPPER_HEX, 32))),
    ("split_token", "D4Sign token:", "{s} (firma de contratos)", _j("live_", (HEX, 64))),
    ("split_token", "Clicksign access token", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "palabras de la billetera", "{s}", _seed_words("spanish")),
    ("split_card", "número de tarjeta", "{s} vto 11/36", lambda g: v.grouped(_card(g, "cabal"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LT"))),
    ("split_backup", "códigos de respaldo", "{s}\nkqzt-4821-M7QD\nbnwe-0937-R2XP", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Matrícula Nacional", "{s}", _mn),
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
    '{"secadero": {"url": "https://hmi2.itaembe.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "derlis", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"balanzas": [{"nombre": "b1"}, {"nombre": "b2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "operador@balanza.lan"]}': ("meta_password", _plain_pw),
    '{"nota": "la clave de la compu de la guardia es {s} luego"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"transcripcion": "entrá al SCADA como operador con la contraseña {s}"}': ("meta_password", _plain_pw),
    '{"evolution": {"apikey": "{s}"}}': ("meta_token", _j((UPPER_HEX, 32))),
    '{"pagoparToken": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"climatempo_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}", "vto": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    '{"exportador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BR")),
    '{"medico": {"matricula_nacional": "{s}"}}': ("meta_id", _mn),
    '{"mfa": {"codigos_respaldo": ["{s}", "kqzt-4821-M7QD", "bnwe-0937-R2XP"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"billetera": {"palabras": "{s}"}}': ("meta_seed", _seed_words("english")),
    '{"radio_p25": {"aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 64))),
    '{"galpon": {"candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Litoral-Secadero", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyrofex-0.5.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"governor-hmi-4.3.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/litoral/turnos:2.7").hexdigest()
_COMMIT = hashlib.sha1(
    b"lotes: add moisture column for canchada", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"cpe: revert carta de porte mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"ensayo-humedad-2031-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"cosecha-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the dryer HMI password before the harvest audit on 2031-03-18.",
    "Facundo asked for the secadero wifi password; it's on the card in the foreman's drawer.",
    "Policy: Litoral Yerbatero passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the WhatsApp groups; share a vault link instead.",
    "The `.env.example` line `PAGOPAR_PRIVATE_TOKEN=replace-me` is a placeholder; the real key is in the vault.",
    "The turbine governor HMI asks for a new admin password after every firmware update.",
    "Replace <YOUR_EVOLUTION_API_KEY> in the README with the key from your Evolution API manager.",
    "CLIMATEMPO_TOKEN and TAMBERO_API_KEY must be set before the nightly weather sync runs.",
    "No le pases tu contraseña a nadie, che.",
    "Ani reme'ẽ nde password avavépe.",
    "Nunca passa a senha pra ninguém, tchê.",
    "Nunca le des tu contraseña a naides luego.",
    "Gebb des Passwort niemand, gell.",
    "Dien Passwuat jeff kjeenem.",
    "コントラセーニャは誰にも教えないでね。",
    "비밀번호는 아무에게도 알려주지 마세요.",
    "Nunca dá a senha pra ninguém, bo.",
    "Xe password ndaikuaái, aguyjevete.",
    "La contraseña tiene que tener por lo menos catorce caracteres, ya.",
    "Slaptažodis turi būti bent keturiolikos simbolių.",
    "Пароль має містити щонайменше чотирнадцять символів.",
    "The turbine governor firmware went from 4.2 to 4.3 and the historian client to 2.11.4 over the weekend.",
    f"commit {_COMMIT} adds the moisture column for canchada lots.",
    f"Rolled back to {_SHORT} after the carta de porte export broke.",
    f"requirements.txt: pyrofex==0.5.0 --hash=sha256:{_WHEEL_SUM}",
    f"The governor HMI firmware 4.3.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of cosecha-2031.parquet: {_SHA512}",
    f"The turnos API container runs ghcr.io/litoral/turnos@sha256:{_IMAGE}.",
    f"MD5 of ensayo-humedad-2031-04.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3f6c2a91-8b4e-4d17-a0c5-7e19b2d48f63 is the slow one in the Pagopar logs.",
    "Orden de compra OC-2031-00873 por 120 bolsas de yerba canchada sale el jueves.",
    "GLPI #31877: the NIR analyser in the Timbúes lab keeps drifting in the afternoon.",
    "Call the Oberá office on +54 3755 42 1187 before noon.",
    "Llamá a la cooperativa al +595 21 612 408 antes de las doce.",
    "A balança do engenho fica no (51) 3671-2290, ramal 14.",
    "Truck AE 482 KD is third in the queue at the Timbúes gate; the Paraguayan truck ABCD 123 is behind it.",
    "Container TGHU 6127734 with the yerba lot is at the Rosario terminal.",
    "NCM 0903.00.10 is yerba mate, neither crushed nor ground; 1006.30 is milled rice.",
    "The Paraná at Rosario read 3.12 m this morning and the Itá Pytã turbines are at 412 MW.",
    "Cold chamber 2 at Paysandú is at −1.5 °C and 85 % relative humidity.",
    "After five wrong passwords the core banking app locks the account for 20 minutes.",
    "The yerba sheds at Apóstoles are 48 m long; a bag of canchada weighs about 50 kg.",
    "The secret of a good chipá is the cheese from the Misiones dairies.",
    "Pedile a Lautaro el código del portón, yo no lo tengo.",
    "Mi tarjeta terminada en 4410 fue rechazada en la ferretería de Oberá.",
    "The Camaquã rice broker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the cooperative's Bancard account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `EVOLUTION_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the yerba shed rusts in the humidity; oil it every month.",
    "ISBN 978-950-07-4211-5 is the yerba mate handbook on the lab shelf; ISBN 978-85-7522-418-2 is the rice growers' manual.",
    "The guest wifi 'Litoral-Invitados' is open, no password needed.",
    "Lote LOT-2031-OBE-0412, 50 kg, humedad 6.2 %; estacionamiento de 12 meses.",
    "Heparina 5000 UI cada 12 horas, cama 12 de la guardia de clínica.",
    "출입문 비밀번호는 경비실에 물어보세요.",
    "新しいパスワードは来週の月曜日に設定します。",
    "O Grêmio ganhou de 3 a 1, bah, que jogo!",
    "Ko'ẽrõ ajúta la oficina-pe, ha upéi ja'úta tereré.",
    "Mir trinke Mate im Hof unn die Kinner spiele Fußball.",
    "The Itá Pytã spillway has 18 gates; gate 3 is closed for maintenance until 2031-08-01.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00-03:00", "password_min_length": 14}',
    '{"secret_ref": "vault/litoral/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyrofex", "version": "0.5.0"}}',
    '{"ticket": "31877", "orden_de_compra": "OC-2031-00873"}',
    '{"lote": {"id": "LOT-2031-OBE-0412", "peso_kg": 50, "humedad_pct": 6.2}}',
    '{"telefono": "+595 21 612 408", "ciudad": "Asunción"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bolsas_en_stock": 2917}',
    '{"ncm": "0903.00.10", "origen": "AR", "descripcion": "yerba mate canchada"}',
    '{"patente": "AE 482 KD", "transportista": "Flete Oberá", "cupo": "2031-05-14"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
