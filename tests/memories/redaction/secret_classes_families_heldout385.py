# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-eighty-fifth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-eighty-first's
docstring, the fifth to three-hundred-and-eighty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (382 to 384), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (385_271_093), password words (a Misiones
plant, bird or river, a number and a sign, `Urunday4471!`; dot-joined words with a year,
`secanza.barbacua.2031`; leet `Y3rb4l`; a name, a year and a town; dashed generator groups;
random runs).

The fictional company is Yerbales Ñandutí Verde S.A., a yerba-mate and tea grower with its office
in Posadas, a drying shed (the "secadero") in Oberá, a tea plant in Eldorado and a lodge in Puerto
Iguazú; its staff (Lucho who runs IT, Romi, Tati Kowalczuk, Fer Da Silva, Don Bohdan Melnyk, Caro),
the Brazilian neighbours who truck the leaf (Joceli and Adenir, from Dionísio Cerqueira), the
Ukrainian-descended partners' cousins in Ternopil and Lviv (Oksana, Taras, Halyna), the Mbyá
community that sells leaf from the forest (Karaí Ramón, Kuñá Ara), and the German buyer in
Hamburg (Jutta Brandstetter, Henning). Every company, person, address, domain
(`nandutiverde.lan`, `nandutiverde.example`), account and number is invented; only the region is
real. Texts: chats, tickets, notes, runbooks, shell prompts, config and env files, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `→`, `/`, `|`, `es`, `é`,
`ist`, `lautet`, `—`, `це`, `ha'e`, a new line, a question then its answer, a value said first.

Grep counts (heldouts 5 to 381, grep -l): none for Iguazú, Montecarlo, minisign;
one for Misiones, Oberá, Eldorado, Mbyá, Ternopil, Pomelo, Vtex, Conta Azul, Portmone, Shipcloud,
Weclapp, Xentral, Facturante, TusFacturas, zrepl, syncoid; two for Portuñol, Mobbex, dLocal,
Frenet, Geopagos, SalesDrive, Meest, exoscale; three for Posadas,
Guaraní, `mba'e`, Privat24, WayForPay, Fondy, Melhor Envio, Billomat, tccli, upcloud; four for
notarytool, altool, yerba, `zfs load-key`, gsutil five, mutool six. Languages: about half in
English or config; the rest in Misiones Argentine Spanish (`che`, `bo`, `la contra es`,
`quedó`), Brazilian Portuguese and Portuñol of the border (`a senha é`, `la senha es`), Ukrainian
in Cyrillic and romanised (`пароль від`, `parol' vid`), Mbyá Guarani (`pe contraseña ha'e`,
`ñe'ẽ ñomi`, `pe código`: my guesses, with Spanish loans as people text them) and German of
the buyer (`Das Kennwort lautet`, `Zugangsdaten`). The Portuñol and the romanised Ukrainian are
my guesses at how they are texted. Vendors, mostly invented or little used: Pomelo, Vtex, Conta
Azul, Portmone, Shipcloud, Weclapp, Xentral, Facturante, TusFacturas, Mobbex, dLocal, Frenet,
Geopagos, SalesDrive, Meest, Privat24, WayForPay, Fondy, Melhor Envio, Billomat, Secadero Cloud
(invented), MateTrack (invented), Paraná Pay (invented), Yvyrá IoT (invented), Kaaguy Sense
(invented), plus GitHub, Slack, Stripe and OpenAI shapes. Ids: Argentina's CUIT and CBU
(`stdnum.ar`), Brazil's CPF and CNPJ, Ukraine's RNTRC and EDRPOU (`stdnum.ua`), Germany's
Steuer-IdNr (`stdnum.de.idnr`) and Paraguay's RUC, each drawn until its module validates it;
IBANs of the Holy See, São Tomé and Príncipe, Ukraine and the Falklands (checked with
`stdnum.iban`); seed phrases from `mnemonic`'s English, Spanish, Portuguese, Russian (for the
Ukrainian text) and French lists, each checked with `Mnemonic.check`; cards pass Luhn (Naranja
and Cabal prefixes too).
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
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.br import cnpj as br_cnpj
from stdnum.de import idnr as de_idnr
from stdnum.py import ruc as py_ruc
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 385_271_093
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


_PLANTS = ["Urunday", "Guatambu", "Timbo", "Lapacho", "Cancharana", "Pindo", "Yvyra", "Tacuara",
           "Cedro", "Anchico", "Incienso", "Petiribi", "Ybyrapyta", "Guayubira"]  # fmt: skip
_BIRDS = ["Tucan", "Yacutinga", "Urutau", "Jote", "Surucua", "Carpintero", "Bailarin", "Pava",
          "Chopi", "Benteveo", "Tangara", "Arapacu"]  # fmt: skip
_RIVERS = ["Parana", "Iguazu", "Uruguai", "Yabebiri", "Urugua", "Piray", "Cunapiru", "Tabay",
           "Aguarai", "Paranay", "Pepiri", "Itaembe"]  # fmt: skip
_YERBA = ["secanza", "barbacua", "sapecado", "zapecado", "canchada", "tarefero", "raido",
          "ponchada",
          "estacionado", "molienda", "brote", "hoja"]  # fmt: skip
_NAMES = ["Lucho", "Romi", "Tati", "Fer", "Bohdan", "Caro", "Joceli", "Adenir", "Oksana",
          "Taras", "Halyna", "Ramon", "Ara", "Jutta", "Henning", "Nestor", "Yanina",
          "Dario"]  # fmt: skip
_TOWNS = ["Posadas", "Obera", "Eldorado", "Iguazu", "Apostoles", "Montecarlo", "Jardin",
          "Leandro", "Aristobulo", "Wanda", "Ternopil", "Lviv", "Hamburg", "Dionisio"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Y3rb4l", "T4r3f3r0", "B4rb4cu4", "S3c4d3r0", "Ur4nd4y", "M4t3c1t0", "C4ch1ng4"]


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLANTS)}{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_YERBA, 2)) + "." + str(g.randrange(1990, 2036)),
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1950, 2012)}{g.choice(_TOWNS)}"
    + g.choice(_SYMBOLS),
    _manager,
    lambda g: _r(g, ALNUM + "#%&!?", 16),
    lambda g: f"{g.choice(_BIRDS)}{g.choice(_SYMBOLS)}{g.choice(_RIVERS)}{g.randrange(10, 1000)}",
    lambda g: f"{g.choice(_RIVERS).upper()}_{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}x",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"Kilo{g.randrange(100, 1000)}{g.choice(_BIRDS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Lucho, ticket TusFacturas #4410: the Secadero Cloud dryer panel password is {pw}",
    "Romi in #secadero-obera: the Bühler moisture meter web password is {pw}",
    "Facturante note: the Posadas office printer admin password {pw}",
    "Weclapp task 'Eldorado tea plant': Siemens LOGO! web password {pw}",
    "Xentral ticket 2218: the packing-line scale password {pw} stopped working",
    "MateTrack alert note: the silo gateway password is now {pw}",
    "Yvyrá IoT console, note for Caro: the humidity logger password {pw}",
    "Kaaguy Sense runbook, step 3: log in with the password {pw}",
    "voice note transcript from Fer: ok so the lodge router password is {pw} yeah",
    "hey assistant, remember the Iguazú lodge booking-system password: {pw}",
    "please store this, the Oberá NAS admin password is {pw}",
    "Runbook: restart the secadero burner\n1. open the HMI\n2. user operador\n3. password {pw}",
    "Hi Lucho,\n\nthe admin password for the Montecarlo weighbridge PC is {pw}.\n"
    "Delete after reading.\n\nRomi",
    "Incident 2031-09-03: the barbacoa-shed camera NVR was open with password {pw}",
    "README (secadero rack): the dryer UI at https://dryer.nandutiverde.lan, password `{pw}`",
    "my Ualá-style wallet app password is {pw} now, don't forget",
    "the password for the Conta Azul login of the Brazilian side is {pw}",
    "Shipcloud account for the Hamburg shipments, password {pw}",
    "che, la contra del router del secadero es {pw}",
    "bo, la clave del wifi de la oficina de Posadas quedó {pw}",
    "la contraseña de la balanza de Oberá es {pw}, no la pases",
    "Romi: la clave nueva del sistema de la planta es {pw}",
    "Tati: contraseña de la compu del galpón → {pw}",
    "audio de Fer transcripto: la clave del portón es {pw}, anotala",
    "Caro: pasame vos la contra... ah no, ya está: {pw}",
    "a senha do caminhão rastreado é {pw}",
    "Joceli: a senha nova do sistema da transportadora é {pw}",
    "Adenir: la senha del wifi del galpão es {pw}",
    "olha, a senha do portal da balança ficou {pw}",
    "senha do computador do escritório de Dionísio: {pw}",
    "пароль від пошти: {pw}",
    "Оксана: новий пароль від сервера — {pw}",
    "Тарас: пароль до роутера {pw}, нікому не кажи",
    "parol' vid poshty: {pw}",
    "Halyna: novyi parol' vid routera {pw}",
    "пароль від кабінету Приват24 це {pw}",
    "Karaí Ramón: pe contraseña ha'e {pw}",
    "Kuñá Ara: ñe'ẽ ñomi computadora-pe ha'e {pw}",
    "pe contraseña wifi ha'e {pw}, aníke remombe'u",
    "Das Kennwort für das Einkaufsportal lautet {pw}",
    "Jutta: Passwort für den Lagerrechner in Hamburg ist {pw}",
    "Henning: Zugangsdaten Laborsystem, Kennwort {pw}",
    "das neue Passwort vom Qualitätsportal: {pw}",
    "MateTrack Passwort (Hamburg Lager) → {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["lucho", "romi.b", "tati.k", "fer.dasilva", "bmelnyk", "caro", "joceli", "adenir.s",
          "oksana.h", "taras", "halyna", "kramon", "jbrandstetter", "henning", "svc-secadero",
          "operador", "balanza01"]  # fmt: skip
_LOGINS = [
    "Weclapp note: dryer HMI login {u} / {pw}",
    "usuario {u}, clave {pw}",
    "che el usuario es {u} y la contra {pw}",
    "usuário {u} e senha {pw}",
    "логін {u}, пароль {pw}",
    "Benutzername {u}, Kennwort {pw}",
    "| host | user | pass |\n|---|---|---|\n| secadero-hmi | {u} | {pw} |",
    "login: {u}\npassword: {pw}",
    "- host: balanza-obera\n  user: {u}\n  password: {pw}",
    "host,user,password\nsilo-gw,{u},{pw}",
    "sign in to the Vtex admin as {u} with {pw}",
    "creds for the Eldorado NVR are {u} and {pw}",
    "Secadero Cloud › Usuarios › {u}: {pw}",
    "{u}:{pw}",
    "pe usuario ha'e {u}, pe contraseña ha'e {pw}",
    "ssh {u}@secadero.nandutiverde.lan (pw {pw})",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["urunday", "yacutinga", "tarefero", "barbacua", "chipa", "reviro", "mbeju",
               "tacuara", "timbo", "yabebiri", "vareniki", "borshch", "kaaguy"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lowercase, and then {d}",
    "la contra es la palabra {w} y después {d}, todo junto",
    "a senha é a palavra {w} e depois {d}",
    "пароль — слово {w}, а потім {d}",
    "parol' — slovo {w}, potim {d}",
    "Das Passwort ist das Wort {w}, dann {d}",
    "audio: la clave es {w}, seguido de {d}, sin espacio",
    "it's {w}{d}, the word and the number joined",
    "type {w}, then {d}; that's the lodge admin password",
    "pe contraseña ha'e ñe'ẽ {w}, upéi {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "minisign -S -m lote.csv -s ~/.minisign/yerba.key <<< '{pw}'",
    "mutool clean -p {pw} remito-0042.pdf remito-open.pdf",
    "gs -q -dNOPAUSE -sPDFPassword={pw} -sDEVICE=pdfwrite -o out.pdf factura.pdf",
    "xcrun notarytool submit Secadero.zip --apple-id {u}@nandutiverde.example --password {pw}",
    "xcrun altool --upload-app -f Mate.ipa -u {u}@nandutiverde.example -p {pw}",
    "tccli configure set secretKey {pw}",
    "exo config add --secret {pw}",
    "upctl account login --username {u} --password {pw}",
    "zrepl-pass={pw} zfs load-key tank/secadero",
    "syncoid --sshkey=~/.ssh/id --source-bwlimit=1m {u}@nas:tank/fotos tank/fotos # sudo pw {pw}",
    "gsutil -o 'Credentials:gs_service_key_file_password={pw}' ls gs://nv-lotes",
    "lazysql 'mysql://{u}:{pw}@erp.nandutiverde.lan:3306/lotes'",
    "harlequin -a postgres -h pg.nandutiverde.lan -U {u} --password {pw} lotes",
    "fisql -S SYB_POSADAS -U {u} -P {pw}",
    "ogr2ogr -f PostgreSQL PG:'host=gis.nandutiverde.lan user={u} password={pw}' parcelas.shp",
    "tarsnap --keyfile /root/tarsnap.key --passphrase {pw} -c -f secadero-2031 /srv",
    "urbackupsrv set-admin-pw -u {u} -p {pw}",
    "bconsole -c /etc/bareos/bconsole.conf # Password = {pw}",
    "mccli login --user {u} --password {pw}",
    "sftpgo resetpwd --username {u} --password {pw}",
    "imapsync --host1 mail.nandutiverde.lan --user1 {u} --password1 {pw} --host2 imap.example",
    "cadaver https://dav.nandutiverde.lan/ <<< $'{u}\\n{pw}'",
    "s5cmd --credentials-file x cp s3://nv/lotes . # secret {pw}",
    "duplicati-cli backup file:///mnt/bk /srv --passphrase={pw}",
    "tsh login --proxy=tele.nandutiverde.lan --user={u} --password={pw}",
    "mysqlsh --uri {u}:{pw}@mysql.nandutiverde.lan:33060",
    "rclone obscure {pw}",
    "sudo -S apt upgrade <<< '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "lucho@secadero-obera:~$ {c}", "root@lodge-iguazu:/srv# {c}",
    "PS C:\\Users\\romi> {c}", "fer@eldorado-te:~/scripts$ {c}", "el comando que corrí: {c}",
    "o comando que o Adenir rodou: {c}", "команда, яку я запустив: {c}",
    "Befehl aus dem Hamburger Lager: {c}", "Kitty tab 'secadero': {c}",
    "history | tail -1\n  512  {c}", "runbook paso 4:\n$ {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.nandutiverde.lan:5432/lotes",
    "mysql+pymysql://{u}:{pw}@erp.nandutiverde.lan/facturacion",
    "mongodb+srv://{u}:{pw}@cluster0.nandutiverde.example/secadero",
    "redis://{u}:{pw}@cache.nandutiverde.lan:6379/2",
    "amqp://{u}:{pw}@mq.nandutiverde.lan:5672/%2F",
    "ftp://{u}:{pw}@ftp.nandutiverde.lan/remitos",
    "sqlserver://sql.nandutiverde.lan:1433;user={u};password={pw};database=Tea",
    "Server=pg.nandutiverde.lan;Port=5432;Database=lotes;User Id={u};Password={pw};",
    "clickhouse://{u}:{pw}@ch.nandutiverde.lan:9000/metrics",
    "ldap://{u}:{pw}@dc.nandutiverde.lan:389",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "guardame esta cadena de conexión: {c}", "a string de conexão é {c}",
    "рядок підключення: {c}", "Weclapp #881: {c}", "Verbindungszeichenfolge: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Pomelo", "POMELO_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Vtex", "VTEX_APP_TOKEN", _j((UPPER, 100))),
    ("Conta Azul", "CONTAAZUL_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Portmone", "PORTMONE_PAYEE_KEY", _j((HEX, 40))),
    ("Shipcloud", "SHIPCLOUD_API_KEY", _j((HEX, 32))),
    ("Weclapp", "WECLAPP_API_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Xentral", "XENTRAL_PAT", _j("xpat_", (ALNUM, 40))),
    ("Facturante", "FACTURANTE_API_KEY", _j((HEX, 32))),
    ("TusFacturas", "TUSFACTURAS_APITOKEN", _j((HEX, 32))),
    ("Mobbex", "MOBBEX_ACCESS_TOKEN", lambda g: v.uuid4(g, "b")),
    ("dLocal", "DLOCAL_SECRET_KEY", _j((ALNUM, 40))),
    ("Frenet", "FRENET_TOKEN", _j((UPPER_HEX, 32))),
    ("Geopagos", "GEOPAGOS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("SalesDrive", "SALESDRIVE_API_KEY", _j((ALNUM, 56))),
    ("Meest", "MEEST_API_TOKEN", _j((HEX, 64))),
    ("Privat24", "PRIVAT24_MERCHANT_PASSWORD", _j((ALNUM, 32))),
    ("WayForPay", "WAYFORPAY_SECRET_KEY", _j((HEX, 40))),
    ("Fondy", "FONDY_SECRET_KEY", _j((ALNUM, 32))),
    ("Melhor Envio", "MELHORENVIO_TOKEN", lambda g: _jwt_of(
        g, {"typ": "JWT", "alg": "RS256"},
        {"aud": "1", "jti": _r(g, HEX, 40), "sub": str(g.randrange(10**6))}, 342)),
    ("Billomat", "BILLOMAT_API_KEY", _j((HEX, 32))),
    ("Secadero Cloud", "SECADERO_CLOUD_KEY", _j("scd_live_", (ALNUM, 36))),
    ("MateTrack", "MATETRACK_TOKEN", _j("mtk-", (LOWER_DIGITS, 40))),
    ("Paraná Pay", "PARANAPAY_SECRET", _j("ppy_sk_", (ALNUM, 32))),
    ("Yvyrá IoT", "YVYRA_DEVICE_SECRET", _j((B64, 44))),
    ("Kaaguy Sense", "KAAGUY_API_KEY", _j("kgs_", (HEX, 48))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}='{tok}'",
    "{vendor} API key: {tok}",
    "la API key de {vendor} es {tok}",
    "a chave de API do {vendor} é {tok}",
    "ключ API {vendor}: {tok}",
    "API-Schlüssel für {vendor}: {tok}",
    "Integraciones › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "  {env}: \"{tok}\"",
    "remember my {vendor} token {tok}",
    "pe {vendor} API key ha'e {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "guardalo: {t}", "it only shows once, so here:\n{t}", "токен {t}",
                "Henning schickte: {t}", "{t}\n^ el nuevo, el viejo ya no va"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the secadero humidity node SN-04: {h}": 32,
    "HMAC secret for the Paraná Pay webhook: {h}": 64,
    "clave AES del backup del ERP: {h}": 64,
    "chave de criptografia do rastreador do caminhão: {h}": 32,
    "ключ шифрування бекапу: {h}": 64,
    "Schlüssel für die Lager-VPN (hex): {h}": 48,
    "pre-shared key of the lodge IPsec tunnel: {h}": 64,
    "Yvyrá IoT device key {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "TusFacturas #4490: token copiado de la pestaña de red {t}",
    "Cookie: lang=es-AR; nv_session={t}",
    "ERP_ACCESS_TOKEN={t}",
    "guardame este token {t}",
    "o token é {t}",
    "токен доступу: {t}",
    "Zugriffstoken: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@nandutiverde.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.nandutiverde.example/realms/yerba", "azp": "lotes-web"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key del servidor del secadero, guardala:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/lotes.nandutiverde.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"AFIP_CERT_KEY": "{key}", "cuit_env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lodge <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "chave privada do servidor da transportadora:\n{key}": ("PRIVATE KEY", "\n"),
    "приватний ключ:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFw"
                                      "AAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head, tail = [f"-----BEGIN {kind}-----"], [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup words, copying them off the card: {p}": "english",
    "recovery phrase of the lodge's tip wallet\n{p}": "english",
    "voice note: the Trezor words are {p} and that's all of them": "english",
    "frase semilla de la billetera de la cooperativa, che: {p}": "spanish",
    "palabras de recuperación (Posadas): {p}": "spanish",
    "frase de recuperação da carteira do Adenir: {p}": "portuguese",
    "as 12 palavras da carteira: {p}": "portuguese",
    "сід-фраза гаманця Тараса: {p}": "russian",
    "phrase de récupération du portefeuille de Jutta : {p}": "french",
    "Wiederherstellungsphrase der Hamburger Wallet: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_of(rng: random.Random, lang: str, words_n: int) -> str:
    """A phrase whose checksum `mnemonic` accepts (drawn again where its own check refuses)."""
    mnemo = _MNEMO[lang]
    for _ in range(1000):
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = unicodedata.normalize("NFC", str(mnemo.to_mnemonic(entropy)))
        if mnemo.check(phrase):
            return phrase
    raise ValueError(lang)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _seed_of(rng, _SEED_PLACES[template], [12, 24, 12, 18][index % 4]).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " ".join(f"{k}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], length: int) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Naranja's, Cabal's), ungrouped."""
    prefix = rng.choice(prefixes)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "naranja":
        return _card_of(rng, ["589562"], 16)
    if brand == "cabal":
        return _card_of(rng, ["604201", "604209"], 16)
    return v.card(rng, brand)


def _spaced_card(rng: random.Random, brand: str) -> str:
    return v.grouped(_card(rng, brand), " ", rng)


def _cabal(rng: random.Random) -> str:
    return _spaced_card(rng, "cabal")


_CARD_PLACES = [
    "tarjeta {c}, vence 08/33",
    "número de la tarjeta de la empresa: {c}",
    "o número do cartão é {c}",
    "номер картки {c}",
    "Kartennummer {c}, gültig bis 11/34",
    "card for the lodge's booking engine: {c}",
    "pagá con esta: {c}",
    "pe tarjeta número ha'e {c}",
]  # fmt: skip
_BRANDS = ["naranja", "cabal", "visa", "mastercard", "amex", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " "][index % 5], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = [
    "tarjeta {c}, código de seguridad {cvv}",
    "cartão {c}, código de segurança atrás: {cvv}",
    "картка {c}, CVV2 {cvv}",
    "Karte {c}, Prüfnummer {cvv}",
    "card {c}, the three digits on the back are {cvv}",
    "{c} — los números de atrás son {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, ["visa", "naranja", "mastercard"][index % 3])
    return {"c": v.grouped(number, " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used in few earlier corpora by a grep -l count of their names (the Holy See 16,
# São Tomé 28, the Falklands 36; Ukraine for the theme). BBANs after stdnum's iban.dat.
_IBAN_SHAPES = {"VA": "n" * 18, "ST": "n" * 21, "UA": "n" * 25, "FK": "aa" + "n" * 12}


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {
    "IBAN del proveedor del Vaticano (la misión): {i}": "VA",
    "IBAN for the Holy See mission's donation: {i}": "VA",
    "IBAN de São Tomé, do importador de chá: {i}": "ST",
    "São Tomé buyer's IBAN {i}": "ST",
    "IBAN Оксани: {i}": "UA",
    "рахунок IBAN для Тараса → {i}": "UA",
    "IBAN of the Falklands lodge supplier: {i}": "FK",
    "Überweisung an {i} (Falkland-Kunde)": "FK",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _digits_until(n: int, valid: Callable[[str], bool], first: str = "123456789") -> Maker:
    return lambda g: v.until(g, lambda h: h.choice(first) + _r(h, D, n - 1), valid)


def _cuit(g: random.Random) -> str:
    number = v.until(
        g, lambda h: h.choice(["20", "23", "27", "30"]) + _r(h, D, 9), ar_cuit.is_valid
    )
    return str(ar_cuit.format(number))


def _cnpj(g: random.Random) -> str:
    return str(br_cnpj.format(_digits_until(14, br_cnpj.is_valid)(g)))


def _ruc(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("1234589") + _r(h, D, 6), py_ruc.is_valid)
    return str(py_ruc.format(number))


_IDS: dict[str, Maker] = {
    "CUIT de Romi: {s}": _cuit,
    "mi CUIL es {s}, para la factura": _cuit,
    "CBU para el pago a los tareferos: {s}": _digits_until(22, ar_cbu.is_valid, "0"),
    "CPF do Joceli: {s}": v.cpf_number,
    "CNPJ da transportadora: {s}": _cnpj,
    "РНОКПП Галини: {s}": _digits_until(10, ua_rntrc.is_valid),
    "ідентифікаційний код Тараса {s}": _digits_until(10, ua_rntrc.is_valid),
    "код ЄДРПОУ фірми Оксани: {s}": _digits_until(8, ua_edrpou.is_valid, "1234"),
    "Steuer-IdNr. von Jutta: {s}": _digits_until(11, de_idnr.is_valid),
    "Identifikationsnummer (Henning) {s}": _digits_until(11, de_idnr.is_valid),
    "RUC de Derlis (Encarnación): {s}": _ruc,
}  # fmt: skip
_national = _Family("national_id", list(_IDS), lambda g, i, t: {"s": _IDS[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 4:
        return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}" for _ in range(n)]
    return v.backup_codes(rng, n, style)


_BACKUPS = [
    "códigos de respaldo de la cuenta de Google de la oficina:\n{codes}",
    "códigos de backup do Adenir: {codes}",
    "резервні коди 2FA: {codes}",
    "Backup-Codes fürs Einkaufsportal:\n{codes}",
    "2FA backup codes for the Vtex admin:\n{codes}",
    "pe códigos de respaldo: {codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 8, index % 5)
    sep = "\n" if "\n{codes}" in template else ", "
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 8]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_SEEDS_2FA = [
    "TOTP secret for the Weclapp admin: {s}",
    "clave de configuración del 2FA (setup key): {s}",
    "otpauth://totp/NanduVerde:lucho?secret={s}&issuer=NanduVerde",
    "chave secreta do autenticador: {s}",
    "секрет для 2FA: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")

_CODES = [
    "el código de verificación es {c}",
    "{c} es tu código de Mobbex, no lo compartas",
    "seu código de verificação: {c}",
    "код підтвердження: {c}",
    "Ihr Bestätigungscode lautet {c}",
    "Use {c} to sign in to Secadero Cloud",
    "pe código ha'e {c}",
    "Kuñá Ara: che código {c}",
]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Secadero Obera 2.4", "NanduVerde-Oficina", "Lodge Iguazu Staff", "Galpon Eldorado",
          "Casa Bohdan", "TP-Link Tarefa 5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, clave {pw}",
    "la clave del wifi ({s}) es {pw}",
    "rede {s}, senha {pw}",
    "мережа {s}, пароль {pw}",
    "WLAN {s}, Schlüssel {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s} / {pw}",
    "wifi? / Caro: {pw}",
    "WPA key for {s}: {pw}",
    "pe wifi {s} contraseña ha'e {pw}",
    "{s}\nclave: {pw}",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_plain_pw, s=_SSIDS), "pw")


_SPELL = [
    "token letra por letra: {t}",
    "the API token, spaced so the chat doesn't link it: {t}",
    "a chave, separada: {t}",
    "токен по символу: {t}",
]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    raw = _r(rng, ALNUM, 24)
    if index % 2 == 0:
        return {"t": [" ", "-", " . "][index % 3].join(raw)}
    return {"t": " · ".join(raw[k : k + 4] for k in range(0, len(raw), 4))}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")

_LOCKS = [
    "el código del portón del secadero es {pw}",
    "PIN de la tarjeta Naranja: {pw}",
    "o PIN do cartão é {pw}",
    "PIN-код картки {pw}",
    "die PIN für die Lagertür lautet {pw}",
    "alarm code for the lodge: {pw}",
    "candado del galpón: {pw}",
    "pe PIN ha'e {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")

_PHRASE_WORDS = ["yerba", "secadero", "tucan", "urunday", "cascada", "tereré", "tarefero",
                 "colono", "barbacua", "mandioca", "chipa", "lapacho", "selva",
                 "balsa"]  # fmt: skip
_PHRASES = {
    "passphrase for the backup disk: {p}": " ",
    "frase de contraseña del KeePass: {p}": "-",
    "frase-senha do cofre: {p}": " ",
    "Passphrase für das Archiv lautet {p}": ".",
    "парольна фраза: {p}": " ",
    "vault passphrase = {p}": "-",
}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")

_AUTH = [
    "curl -H 'Authorization: Bearer {v}' https://api.nandutiverde.example/lotes",
    "Authorization: Basic {v}",
    "header Authorization: Token {v}",
    "fetch(url, {{headers: {{Authorization: `Bearer {v}`}}}})",
    "Proxy-Authorization: Basic {v}",
    "el header que manda el secadero: Authorization: Bearer {v}",
    "X-Auth: Bearer {v}",
]  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Basic" in template:
        user = rng.choice(_USERS)
        raw = f"{user}:{_plain_pw(rng)}".encode()
        return {"v": base64.b64encode(raw).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", _AUTH, _auth_draw, "v")


_CONFIGS = [
    "# .env (secadero)\nDB_HOST=pg.nandutiverde.lan\nDB_PASSWORD={pw}",
    "[mysql]\nhost = erp.nandutiverde.lan\nuser = lotes\npassword = {pw}",
    "spring.datasource.password={pw}",
    "smtp:\n  host: mail.nandutiverde.lan\n  user: avisos\n  pass: {pw}",
    "<add key=\"ErpPassword\" value=\"{pw}\" />",
    "define('DB_PASSWORD', '{pw}');",
    "[client]\npassword=\"{pw}\"",
    "MAIL_PASSWORD={pw} # Posadas relay",
    "\"redis\": {{\"host\": \"cache.nandutiverde.lan\", \"password\": \"{pw}\"}}",
    "<password>{pw}</password>",
    "variable \"db_password\" {{\n  default = \"{pw}\"\n}}",
    "pe.nandutiverde.lan:5432:lotes:lotes:{pw}",
    "bindpw {pw}",
    "KEYSTORE_PASS={pw}",
    "[smtp]\nclave = {pw}",
    "senha_banco: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Romi: cuál es la clave del wifi del galpón?\nLucho: {pw}",
    "[07:12] fer: contra del servidor?\n[07:13] lucho: {pw}",
    "Joceli: qual é a senha do portal?\nAdenir: {pw}",
    "Оксана: який пароль?\nТарас: {pw}",
    "Jutta: Wie ist das Kennwort?\nHenning: {pw}",
    "Caro: root pw for the lodge box?\nLucho: {pw}",
    "Tati: y la clave de la balanza?\nDon Bohdan: {pw}",
    "Kuñá Ara: mba'e pe contraseña?\nKaraí Ramón: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

_FIRST = [
    "{pw} — esa es la clave del wifi del secadero",
    "{pw}, that's what I set for the lodge router",
    "{pw} é a senha do portal da balança",
    "{pw} — це пароль від сервера",
    "{pw} ist das Kennwort fürs Lager",
    "tipeá {pw}; esa es la contra del admin",
]  # fmt: skip
_first = _Family("said_first", _FIRST, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 12), (_vendors, 50),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 10), (_national, 20), (_backups, 6), (_totp, 5), (_codes, 8), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 9), (_phrases, 7), (_auth, 7), (_configs, 16), (_chats, 10),
    (_first, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "la contra del secadero es": "{s}", "a senha do portal é": "{s} (mudou ontem)",
    "пароль від роутера": "{s}", "Das Kennwort lautet": "{s}\nbitte nicht weitergeben",
    "Lodge admin password:": "{s}", "pe contraseña ha'e": "{s}",
    "la clave de la balanza quedó": "{s}, creo", "parol' vid NAS": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Weclapp API token", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_token", "Secadero Cloud key:", "{s} (prod)", _j("scd_live_", (ALNUM, 36))),
    ("split_token", "la API key de Facturante es", "{s}", _j((HEX, 32))),
    ("split_seed", "palabras de la billetera", "{s}", lambda g: _seed_of(g, "spanish", 12)),
    ("split_card", "tarjeta Naranja", "{s} vence 03/34", lambda g: _spaced_card(g, "naranja")),
    ("split_iban", "IBAN Оксани", "{s}", lambda g: v.iban_spaced(_iban(g, "UA"))),
    ("split_backup", "códigos de respaldo", "{s}\n48213390\n77120456", lambda g: _r(g, D, 8)),
    ("split_otp", "clave TOTP", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CUIT", "{s}", _cuit),
    ("split_phrase", "frase de contraseña", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
    ("split_pin", "PIN do cartão:", "{s}", _j((D, 4))),
    ("split_wifi", "wifi Galpon Eldorado, clave", "{s}", _plain_pw),
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
    '{"secadero": {"hmi": "https://hmi.nandutiverde.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}", "usuario": "joceli"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"zugang": {"benutzer": "jbrandstetter", "kennwort": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["harlequin", "-a", "postgres", "-U", "lotes", "--password", "{s}"]}':
        ("meta_password", _plain_pw),
    '{"nota": "la clave del router del lodge es {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "pe contraseña ha\'e {s}"}': ("meta_password", _plain_pw),
    '{"weclapp": {"api_token": "{s}"}}': ("meta_token", lambda g: v.uuid4(g, "8")),
    '{"matetrackToken": "{s}"}': ("meta_token", _j("mtk-", (LOWER_DIGITS, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"tarjeta": "{s}", "vence": "05/33"}}': ("meta_card", _cabal),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "ST")),
    '{"socio": {"cuit": "{s}"}}': ("meta_id", _cuit),
    '{"mfa": {"codigos_respaldo": ["{s}", "51822093", "66401877"]}}': ("meta_otp", _j((D, 8))),
    '{"billetera": {"frase_semilla": "{s}"}}': ("meta_seed", lambda g: _seed_of(g, "spanish", 12)),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"porton": {"codigo_pin": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Secadero Obera 2.4", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
    '{"rntrc": "{s}"}': ("meta_id", _digits_until(10, ua_rntrc.is_valid)),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"secadero-hmi-fw-2.7.3.bin").hexdigest()
_COMMIT = hashlib.sha1(b"lotes: add humidity column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"facturas: fix CAE rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cosecha_2031-04.csv", usedforsecurity=False).hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/nandutiverde/lotes:3.1").hexdigest()

CLEAN = [
    "Recordame cambiar la clave de la balanza antes de la calibración del 2031-10-14.",
    "Romi pidió la clave del wifi del galpón; está en la tarjeta del cajón del capataz.",
    "Política: las contraseñas tienen al menos 14 caracteres y viven solo en el gestor.",
    "Por favor no pegues contraseñas en el chat, mandá el enlace del gestor.",
    "La línea `FACTURANTE_API_KEY=reemplazar` del `.env.example` es un marcador.",
    "El panel del secadero pide una contraseña nueva después de cada actualización.",
    "Reemplazá <TU_TOKEN_DE_MATETRACK> en el README por el token de tu panel.",
    "WECLAPP_API_TOKEN y SHIPCLOUD_API_KEY tienen que estar definidas antes del cron.",
    "Nunca compartas tu senha com ninguém, nem com o suporte.",
    "A senha precisa ter pelo menos doze caracteres.",
    "Нікому не кажіть свій пароль.",
    "Пароль має містити щонайменше 12 символів.",
    "Nikomu ne kazhit' svii parol'.",
    "Das Kennwort muss mindestens zwölf Zeichen lang sein.",
    "Bitte das Passwort nie per E-Mail schicken.",
    "Aníke remombe'u nde contraseña avavépe.",
    "Actualicé el firmware del secadero de 2.7.1 a 2.7.3 y pyserial a 3.5.",
    f"commit {_COMMIT} agrega la columna de humedad a los lotes.",
    f"Volví a {_SHORT} porque el redondeo del CAE rompía las facturas.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"El firmware 2.7.3 del HMI tiene checksum SHA-256 {_FIRMWARE_SUM}.",
    f"La imagen corre ghcr.io/nandutiverde/lotes@sha256:{_IMAGE}.",
    f"MD5 de cosecha_2031-04.csv: {_MD5}, igual que la copia del NAS.",
    "Request id 3f9a12c8-77d1-4e0b-a5c2-1b8e9f6d0a44 es el lento en los logs de Weclapp.",
    "Orden de compra OC-2031-00917 por 120 bolsas de yerba canchada sale el jueves.",
    "Ticket TusFacturas #4410: la impresora de Posadas se traba con papel A4.",
    "Llamá a la oficina de Oberá al +54 3755 40-1192 antes del mediodía.",
    "El camión con patente AF 418 KD llega a Eldorado a las 14:30.",
    "Remito R-0003-00004821 cubre 18 pallets de té negro.",
    "NCM 0903.00.10 es yerba mate simplemente canchada.",
    "El secadero está a 92 °C y la humedad de la hoja bajó al 6,5 %.",
    "Después de cinco claves mal puestas el panel bloquea la cuenta 20 minutos.",
    "Una bolsa de yerba canchada pesa unos 50 kg.",
    "El secreto del buen tereré es el agua bien fría y yuyos frescos.",
    "Preguntale a Don Bohdan el código del portón, yo no lo tengo.",
    "Mi tarjeta terminada en 4471 fue rechazada en el corralón de Montecarlo.",
    "El comprador de Hamburgo quiere el IBAN en la factura sin espacios.",
    "Imprimí los códigos de respaldo del 2FA y guardalos en la caja fuerte.",
    "Ninguna billetera te va a pedir nunca tu frase semilla.",
    "Guardá `MATETRACK_TOKEN` en el gestor de secretos, nunca en el repo.",
    "El candado del galpón se oxida con la humedad; aceitarlo cada mes.",
    "Weclapp movió la página de tokens a Einstellungen › API en la versión de mayo.",
    "La red de invitados 'NanduVerde-Invitados' es abierta, sin contraseña.",
    "Lote L-2031-OBE-0412, 50 kg, humedad 6,2 %, estacionamiento 9 meses.",
    "The lodge's front desk phone is +54 3757 42-0815; checkout is at 10:00.",
    "Version 4.2.0 of the dryer app ships on 2031-11-03 with the new password screen.",
    "The password field on the Vtex login page was moved above the username field.",
    "Remember: our PINs are never written in tickets; ask in person.",
    "Die Bestellung 2031-HH-0078 über 2 Tonnen Yerba geht am Montag raus.",
    "A nota fiscal 000.123.456 do frete de Dionísio chegou hoje.",
    "Замовлення №4471 відправлено Новою поштою, ТТН ще немає.",
    "Halyna asked how to reset her password; I sent her the help page link.",
    "El token de acceso vence a los 60 minutos; el refresh dura 30 días.",
    "ISBN 978-950-00-0123-4 es el manual de yerba mate de la biblioteca de Posadas.",
    "The 2FA prompt on Secadero Cloud asks for a six-digit code every login.",
    "Pe ñe'ẽ ñomi ndaipóri ko kuatiápe.",
    "Tarifa del lodge: $ 85.000 la noche, desayuno incluido.",
    "La API de Mobbex devolvió error 429 a las 03:14; reintentamos a las 03:20.",
    "Ruta 12 km 1640: el desvío a la cascada está cerrado por lluvia.",
    "O código de rastreio do pacote é do Correios e aparece no site deles.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/yerba/secadero", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 317}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "4410", "orden_compra": "OC-2031-00917"}',
    '{"lote": {"id": "L-2031-OBE-0412", "peso_kg": 50, "humedad_pct": 6.2}}',
    '{"telefono": "+54 3755 40-1192", "ciudad": "Oberá"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bolsas_en_stock": 2210}',
    '{"ncm": "0903.00.10", "origen": "AR", "descripcion": "yerba mate canchada"}',
    '{"camion": "AF 418 KD", "transportista": "Adenir", "eta": "2031-10-02T14:30"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
