# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-sixty-fifth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-sixty-first's
docstring, the fifth to three-hundred-and-sixty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (362 to 364), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (365_204_871), password words (a tree of the
Chaco forest, a river and a number, `MistolSalado47!`; dot-joined dishes with a year,
`chipa.locro.2017`; leet `Qu3br4ch0`; a name, a year and a river; a generator's dashed groups of
five; a tree, a dish and a number joined by underscores; random runs).

The fictional company is Algarrobal Sistemas del Norte S.R.L., an IT and telephony contractor with
its office in Santiago del Estero, a warehouse in La Banda, a hotel and spa client in Termas de Río
Hondo and a branch in Resistencia (a depot in Fontana); its Santiagueño staff (Ramona, Nelson,
Yanina, Huguito, Cacho, Rosendo, who writes Quichua), Qom and Wichí coworkers in Chaco (Lidia,
Fermín), Paraguayan workers (Derlis, Liz, relatives in Asunción and Encarnación) and the
descendants of Ukrainian colonists of the Chaco (Oksana, Taras, Bohdan; relatives in Ternopil,
Lutsk and Lviv). Every company, person, address, domain (`algarrobal.lan`,
`algarrobal-norte.example`), account and number is invented; only the region is real. Texts:
chats, tickets, notes, runbooks, shell prompts, config and env files, voice-note transcripts and
requests to the assistant; separators: a colon, `=`, `→`, `➜`, `👉`, `/`, `—`, `es`, `ta`,
`kan`, `ha'e`, `niko`, guillemets, a new line, a question then an answer, and none.

Grep counts (heldouts 5 to 361 naming each, grep -l): none for Algarrobal, Mistol, La Banda,
Resistencia, Termas de R(ío Hondo), Fontana, Misión Nueva Pompeya, Tonolec, QuebrachoPay,
ChacoSMS, Santiago Cloud, Tiendita del Norte, Resistencia Fibra, Укрпошта, OCA e-Pak, `kod
pidtverdzhennia`, `ko'ágã`; one or two for Quebracho (1), Termas (1), Qom (1), Wichí (1),
Quichua (2), Chaco (2), `claveqa` (1), `yaykunapaq` (1), `rezervni kody` (1), Tango Gestión (1),
`ñe'ẽ ñemi` (2), Ualá Bis (2), Rozetka (2), vyos (2), cmk-passwd (1), gpfdist (1), opnsense (1),
mikrotik (3); more for Bancard (3), Andreani (4), `parol vid` (4), Rundeck (4), gallery-dl (5),
Monobank (5), Nova Poshta (5), LiqPay (5), `ñe'ẽñemi` (5), `/user add` (6), APP_USR (7), py.ruc
(7), `ha'e` (7), Tigo Money (8), ar.cbu (9), ar.cuit (11), ЄДРПОУ (11), ua.edrpou (12), Santiago
(11), РНОКПП (16), ua.rntrc (16), `пароль від` (20); the common tools (smbclient 153, lftp 121,
nmcli 68) are there for the shells and prompts. The IBAN countries (the Falklands, Honduras,
Djibouti, Yemen, Sudan, Mongolia, Libya, Ukraine) were each found in 35 to 49 earlier corpora by a
rough count of their quoted codes, the low end of that count.

About half of the secret samples are not in English: Argentine Spanish as texted in Santiago and
Chaco (`che`, `boludo`, `mirá`, `nomás`, `la contra`, `la clave`, `anotá`, voseo), Santiagueño
Quichua around Spanish loans (`wifipa claveqa … kan`, `usuarioqa`, `yaykunapaq`, `imaynalla`,
`chaymanta`, `PINnin`, `CUILniyqa`, `billeterapa simikunanqa`), Qom and Wichí greetings in
Spanish sentences (`qaỹoqolec`), the Jopara Guarani of Paraguayan workers (`ñe'ẽñemi … ha'e`,
`niko`, `ani remombe'u`, `mba'éichapa`, `ko'ágã`, `upéi`), and the Ukrainian of the colonists'
descendants in Cyrillic (`пароль від роутера —`, `резервні коди`, `код підтвердження`, `РНОКПП`,
`ЄДРПОУ`, `парольна фраза`) and translit (`parol vid poshty`, `rezervni kody`, `kod
pidtverdzhennia`, `nomer kartky`, `klyuch API`). Spanish and Ukrainian in Cyrillic are ordinary
usage; the author's guesses, checked by no speaker, are the Quichua endings and sentences, the
Qom word (`qaỹoqolec`, used as a greeting), the Guarani sentences, the Ukrainian transliterations
and the Argentine chat flavour.

Vendors: invented ones (QuebrachoPay `qbp_live_`, ChacoSMS `chs_`, Santiago Cloud `sdc-`,
Tiendita del Norte `tdn_sk_`, Resistencia Fibra `rfb.`; shapes guessed), regional ones with
guessed shapes (Mercado Pago's `APP_USR-…` token, Tiendanube, Ualá Bis, Andreani, OCA e-Pak,
Bancard, Tigo Money, Nova Poshta, Ukrposhta, Rozetka, Monobank, LiqPay) and published shapes
(GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid,
Telegram, Shopify, DigitalOcean, Linear, Groq, Docker Hub, Postman); the JWTs are well-formed.

Ids: Argentina's CUIT/CUIL and CBU (`ar.cuit`, `ar.cbu`), Paraguay's RUC (`py.ruc`) and Ukraine's
RNTRC (РНОКПП) and EDRPOU (`ua.rntrc`, `ua.edrpou`), each drawn until its python-stdnum module
validates it. Cards pass Luhn (`stdnum.luhn`; Cabal, Naranja, Visa, Mastercard and Amex prefixes);
IBANs are checked with `stdnum.iban`; seed phrases come from mnemonic's English, Spanish, Russian
and Portuguese lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and
10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.py import ruc as py_ruc
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 365_204_871
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn."""

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
    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_TREES = ["Quebracho", "Algarrobo", "Mistol", "Chanar", "Vinal", "Itin", "Tusca", "Guayacan",
          "Palosanto", "Brea", "Jarilla", "Sacha", "Pindo", "Urunday"]  # fmt: skip
_RIVERS = ["Dulce", "Salado", "Negro", "Parana", "Bermejo", "Tragadero", "Horqueta", "Saladillo"]
_NAMES = [
    "ramona",
    "nelson",
    "yanina",
    "huguito",
    "cacho",
    "rosendo",
    "lidia",
    "derlis",
    "liz",
    "oksana",
    "taras",
    "bohdan",
    "solana",
    "mirta",
    "fermin",
    "abel",
    "nahuel",
    "galyna",
]
_SYMBOLS = "!#$%&*?@+="
_LEET = ["Qu3br4ch0", "Alg4rr0b0", "M1st0l", "Ch4c0", "T3rm4s", "S4nt14g0", "R3s1st3nc14"]
_DISHES = ["chipa", "locro", "mbaipy", "sopa", "vori", "borsch", "varenyky", "patay", "aloja",
           "tamal", "mazamorra", "surubi", "pacu", "empanada"]  # fmt: skip

_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_TREES)}{g.choice(_RIVERS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + "." + str(g.randrange(1990, 2031)),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_RIVERS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2031)) + g.choice(_SYMBOLS),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"{g.choice(_TREES).lower()}_{g.choice(_DISHES)}_{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    ok = set(ALNUM + "._-")
    return v.until(rng, _pw, lambda value: set(value) <= ok)


_SAID = [
    "Ticket ALG-3312 (Resistencia): el router MikroTik hAP ax2, clave admin: {pw}",
    "che ramona la contra del NAS de La Banda es {pw} no la pases x wsp",
    "Nelson por Telegram: contraseña del servidor de Termas → {pw}",
    "nota de voz transcripta: la password del Grandstream de la recepción es {pw}",
    "Yanina: boludo cambié la clave del Ubiquiti, quedó {pw}",
    "Runbook Resistencia: 1) entrar al FortiGate 2) usuario admin 3) password {pw}",
    "Huguito (audio): pasword del DVR Dahua de la Av. Belgrano ta {pw}",
    "mirá, la contraseña del mail de facturación es {pw}, guardala",
    "Cacho: nueva clave del Zimbra: {pw}",
    "Slack #soporte-sde: password del pfSense nuevo = {pw}",
    "Jira SDE-88: la clave del QNAP quedó en {pw}, cambiarla el lunes",
    "Mirta, the Termas hotel PMS admin password is {pw}",
    "note to self: Proxmox root password on pve-labanda is {pw}",
    "email from Rosendo: the Resistencia office VPN password is now {pw}",
    "Rosendo: imaynalla, wifipa claveqa {pw} kan",
    "Lidia (Qom): qaỹoqolec, la clave del celu de la radio es {pw}",
    "Fermín, Wichí: la contraseña de la compu de Misión Nueva Pompeya es {pw}",
    "Derlis: mba'éichapa, ñe'ẽñemi pe servidor-pe ha'e {pw}",
    "Liz: che contraseña del router niko {pw}, ani remombe'u",
    "Derlis (audio): pe clave oñembohekopyahúva ha'e {pw}",
    "Оксана: пароль від роутера в офісі — {pw}",
    "Тарас: новий пароль до сервера: {pw}",
    "Bohdan: parol vid poshty {pw}, nikomu ne kazhy",
    "Галина з Тернополя: мій пароль від Приват24 {pw}",
    "Galyna: parol do noutbuka teper {pw}",
    "asistente, guardame esto: contraseña del home banking {pw}",
    "anotá: pass del Mercado Pago de la empresa {pw}",
    "Solana: la contra del Windows de la caja es {pw} nomás",
    "recordá: la password de Odoo para Abel es {pw}",
    "WhatsApp grupo Algarrobal: clave del TP-Link Omada controller {pw}",
    "Google Chat: el Hikvision del galpón en Fontana tiene pass {pw}",
    "Trello card 'Termas spa': Aruba Instant On admin pwd {pw}",
    "ssh ops@gw-res.algarrobal.lan  # pass {pw}",
    "Nahuel: sudo pide contraseña, es {pw}",
    "Teams, Resistencia: the Zabbix admin password changed to {pw}",
    "vozal de Mirta: ponele de contraseña {pw} al Wi-Fi de la muestra",
    "llaqta wasipi routerpa claveqa {pw} kachkan, Nelson",
    "Rosendo (quichua): compu yaykunapaq claveqa {pw}",
    "Лідія з Чако пише: пароль від Wi-Fi у клубі {pw}",
    "Oksana: parol' vid servera v La Bandi {pw}",
    "Тарас: пароль від Монобанку поміняв на {pw}",
    "Derlis: ñe'ẽñemi correo-pe guarã: {pw}",
    "Liz: la contraseña kuéra ojehekopyahu, ko'ágã {pw}",
    "contraseña:\n{pw}",
    "Clave del panel Plesk ➜ {pw}",
    "password Hostinger (algarrobal-norte.example) = {pw}",
    "👉 pass del CCTV Termas: {pw}",
    "«contraseña» del Synology: «{pw}»",
    "Ramona, la clave del Tango Gestión es {pw} (la de siempre no va más)",
    "Reminder: Veeam console password for the Resistencia backups is {pw}",
    "mi contraseña de AFIP clave fiscal es {pw}, no me la olvido más",
    "Huguito: el pass del Grafana quedó {pw} después del update",
    "Abel: contraseña del MySQL de producción: {pw}",
    "incident report: the FreePBX admin password {pw} was posted in the public group",
    "pls remember my Ualá password: {pw}",
    "Cacho (nota): clave Rundeck → {pw}",
    "Yanina: la clave del Nextcloud de Termas pasó a ser {pw}",
    "Solana: contraseña del Kobo de las encuestas es {pw}",
    "Fermín: pass de la cuenta de Claro empresas: {pw}",
    "Галина: пароль для Viber на новому телефоні {pw}",
    "Bohdan (translit): novyi parol do Wi-Fi {pw}",
    "Lidia: la clave del sistema del comedor Qom es {pw}",
    "Nelson: sacha wasipi computadorapa claveqa {pw}",
    "Derlis: ñe'ẽñemi wifi-pe: {pw}",
    "Liz: pe contraseña del sistema ha'e {pw} ko'ágã guive",
    "Оксана: пароль адміна GLPI — {pw}",
    "ticket #5521 (osTicket): cliente de La Banda dice que su clave era {pw}",
    "la contraseña para el Moodle del instituto de Termas es {pw}, profe",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")

_USERS = ["rledesma", "nelson.c", "ysuarez", "hugo", "cacho.paz", "rosendo", "lidia.g", "derlis",
          "liz.b", "oksana.h", "taras.m", "bohdan", "solana", "mirta", "fermin", "abel", "admin",
          "soporte"]  # fmt: skip
_LOGINS = [
    "usuario {u} / clave {pw}",
    "user: {u}  pass: {pw}  (Termas)",
    "entrá como {u} con {pw} al panel",
    "login del Zabbix: {u} y {pw}",
    "| equipo | usuario | contraseña |\n|---|---|---|\n| NVR Fontana | {u} | {pw} |",
    "{u}:{pw}@ftp.algarrobal-norte.example",
    "credenciales del Odoo: {u} / {pw}",
    "Derlis: usuario {u}, ñe'ẽñemi {pw}",
    "Liz: pe usuario ha'e {u} ha contraseña {pw}",
    "Оксана: логін {u}, пароль {pw}",
    "Bohdan: login {u}, parol {pw}",
    "Rosendo: usuarioqa {u}, claveqa {pw}",
    "sign in as {u} with {pw} on the Resistencia helpdesk",
    "host,user,password\nnas-labanda,{u},{pw}",
    "- host: pbx-termas\n  user: {u}\n  password: {pw}",
    "creds for the Hikvision are {u} and {pw}",
    "u={u} p={pw}",
    "Usuario: {u}\nContraseña: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")

_SPOKEN_WORDS = ["quebracho", "mistol", "chipaguazu", "yacare", "carpincho", "tatu", "quirquincho",
                 "charata", "chuna", "surubi", "palometa", "aloja"]  # fmt: skip
_SPELLED = [
    "la contraseña es la palabra {w}, toda en minúscula, y después {d}",
    "audio de Nelson: es {w} y al final {d}, todo junto",
    "la clave del wifi es {w} seguido de {d}",
    "escribí {w}, después {d}; esa es la clave del NVR",
    "Derlis: ñe'ẽñemi ha'e {w} ha upéi {d}",
    "Оксана: пароль — слово {w}, потім {d}",
    "Bohdan: parol tse slovo {w}, potim {d}",
    "Rosendo: claveqa {w} simi, chaymanta {d}",
    "the password is the word {w} followed by {d}",
    "{w}{d}, así nomás, es la clave del Mikrotik",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SPOKEN_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")

_PROMPTS = ["nelson@pve-labanda:~$ {c}", "[cacho@srv-res ~]# {c}", "PS C:\\soporte> {c}",
            "oksana@termas-nas:/volume1$ {c}", "{c}", "$ {c}"]  # fmt: skip
_CLI = [
    "set system login user {u} authentication plaintext-password '{pw}'",
    "/user add name={u} group=full password={pw}",
    "gallery-dl -u {u} -p '{pw}' https://fotos.algarrobal-norte.example/album/12",
    "mysqlsh --uri {u}:{pw}@db.algarrobal.lan:3306",
    "mongosh 'mongodb://db-res:27017' -u {u} -p '{pw}'",
    "clickhouse-client --host ch.algarrobal.lan --user {u} --password '{pw}'",
    "influx -host tsdb.algarrobal.lan -username {u} -password '{pw}'",
    "curl -u {u}:{pw} https://api.algarrobal-norte.example/v1/turnos",
    "sshpass -p '{pw}' ssh {u}@10.40.2.15",
    "wget --user={u} --password='{pw}' https://repo.algarrobal.lan/pkgs.tar",
    "mount -t cifs //nas-labanda/fact /mnt/fact -o username={u},password={pw}",
    "net user {u} {pw} /add",
    "sqlcmd -S sql-termas -U {u} -P '{pw}' -Q 'select 1'",
    "mysqldump -u {u} -p'{pw}' facturacion > fact.sql",
    "redis-cli -h cache.algarrobal.lan -a '{pw}' ping",
    "docker login registry.algarrobal.lan -u {u} -p '{pw}'",
    "openssl pkcs12 -export -in c.pem -out c.p12 -passout pass:{pw}",
    "7z a -p'{pw}' legajos-2031.7z legajos/",
    "zip -P '{pw}' sueldos.zip sueldos.xlsx",
    "xfreerdp /u:{u} /p:'{pw}' /v:ts-resistencia",
    "ldapsearch -x -D 'cn={u},dc=algarrobal,dc=lan' -w '{pw}' -b dc=algarrobal,dc=lan",
    "keytool -importcert -file ca.crt -keystore app.jks -storepass '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart asterisk",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "ipmitool -I lanplus -H 10.40.0.9 -U {u} -P '{pw}' chassis status",
    "lftp -u {u},'{pw}' sftp://backup.algarrobal-norte.example",
    "rabbitmqctl add_user {u} '{pw}'",
    "mosquitto_pub -h mqtt.algarrobal.lan -u {u} -P '{pw}' -t termas/temp -m 41",
    "gpg --batch --passphrase '{pw}' -c planillas.ods",
    "plink -ssh {u}@10.40.2.20 -pw '{pw}'",
    "smbclient //nas-res/compartido -U '{u}%{pw}'",
    "psql 'host=pg-res user={u} password={pw} dbname=turnos'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/id_termas",
    "sqlplus {u}/{pw}@//ora.algarrobal.lan:1521/RRHH",
    "cqlsh cass.algarrobal.lan -u {u} -p '{pw}'",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    base = _Family("cli_password", _CLI, _with(_plain_pw, u=_USERS), "pw").take(rng, n)
    return v.framed(rng, base, _PROMPTS)


_URLS = [
    "DATABASE_URL=postgres://{u}:{pw}@pg-res.algarrobal.lan:5432/turnos",
    "mysql://{u}:{pw}@db-labanda:3306/facturacion",
    "mongodb+srv://{u}:{pw}@cluster0.termas.example/hotel",
    "redis://:{pw}@cache.algarrobal.lan:6379/0",
    "amqp://{u}:{pw}@mq.algarrobal.lan:5672/vhost",
    "Server=sql-termas;Database=Hotel;User Id={u};Password={pw};",
    "jdbc:postgresql://pg-res:5432/rrhh?user={u}&password={pw}",
    "smtp://{u}:{pw}@mail.algarrobal-norte.example:587",
    "ftp://{u}:{pw}@ftp.algarrobal-norte.example/backups",
    "Derlis: la cadena es mysql://{u}:{pw}@10.40.3.4/stock",
    "Оксана: рядок підключення postgresql://{u}:{pw}@db-ua.example/crm",
    "sentinel://{u}:{pw}@sentinel.algarrobal.lan:26379",
    "https://{u}:{pw}@git.algarrobal.lan/sistemas/turnos.git",
    "socks5://{u}:{pw}@proxy.algarrobal.lan:1080",
]  # fmt: skip
_urls = _Family("connection_string", _URLS, _with(_plain_pw, u=_USERS), "pw")


def _mp(g: random.Random) -> str:
    return f"APP_USR-{_r(g, D, 16)}-{_r(g, D, 6)}-{_r(g, HEX, 32)}-{_r(g, D, 9)}"


_VENDOR_MAKERS: dict[str, Maker] = {
    "{ghp}": _j("ghp_", (ALNUM, 36)),
    "{glpat}": _j("glpat-", (URLSAFE, 20)),
    "{slack}": _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)),
    "{stripe}": _j("sk_live_", (ALNUM, 24)),
    "{openai}": _j("sk-proj-", (URLSAFE, 48)),
    "{anthropic}": _j("sk-ant-api03-", (URLSAFE, 93), "AA"),
    "{akia}": _j("AKIA", (UPPER_DIGITS, 16)),
    "{aiza}": _j("AIza", (URLSAFE, 35)),
    "{hf}": _j("hf_", (ALNUM, 34)),
    "{npm}": _j("npm_", (ALNUM, 36)),
    "{sg}": _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43)),
    "{tg}": _j((D, 10), ":AA", (URLSAFE, 33)),
    "{shpat}": _j("shpat_", (HEX, 32)),
    "{dop}": _j("dop_v1_", (HEX, 64)),
    "{lin}": _j("lin_api_", (ALNUM, 40)),
    "{gsk}": _j("gsk_", (ALNUM, 52)),
    "{dckr}": _j("dckr_pat_", (URLSAFE, 27)),
    "{pmak}": _j("PMAK-", (HEX, 24), "-", (HEX, 34)),
    "{mp}": _mp,
    "{qbp}": _j("qbp_live_", (ALNUM, 32)),
    "{chs}": _j("chs_", (LOWER_DIGITS, 40)),
    "{sdc}": _j("sdc-", (HEX, 8), "-", (ALNUM, 28)),
    "{tdn}": _j("tdn_sk_", (ALNUM, 30)),
    "{rfb}": _j("rfb.", (URLSAFE, 36)),
    "{hex32}": _j((HEX, 32)),
    "{mono}": _j("u", (URLSAFE, 43)),
    "{liq}": _j("sandbox_", (ALNUM, 40)),
    "{uuid}": lambda g: v.uuid4(g, "b"),
}
_VENDORS = [
    "GitHub token para el deploy de turnos: {ghp}",
    "GITLAB_TOKEN={glpat}",
    "Slack bot de #guardia-res: {slack}",
    "Stripe del hotel de Termas (live): {stripe}",
    "OPENAI_API_KEY={openai}",
    "la key de Claude que usa el bot: {anthropic}",
    "aws_access_key_id = {akia}",
    "Google Maps key del sitio de turnos: {aiza}",
    "Hugging Face token de Nahuel: {hf}",
    "//registry.npmjs.org/:_authToken={npm}",
    "SendGrid para los mails de Termas: {sg}",
    "bot de Telegram del soporte: {tg}",
    "Shopify admin token de la tienda de aloja: {shpat}",
    "DigitalOcean: {dop}",
    "Linear API key → {lin}",
    "GROQ_API_KEY={gsk}",
    "docker hub PAT de Cacho: {dckr}",
    "Postman key: {pmak}",
    "MP_ACCESS_TOKEN={mp}",
    "access token de Mercado Pago (prod): {mp}",
    "QuebrachoPay clave API: {qbp}",
    "ChacoSMS API key: {chs}",
    "Santiago Cloud token → {sdc}",
    "Tiendita del Norte secret key: {tdn}",
    "Resistencia Fibra, clave de la API: {rfb}",
    "Nova Poshta API key (для Тараса): {hex32}",
    "Оксана: токен Монобанку X-Token {mono}",
    "LiqPay private key: {liq}",
    "Bancard private key del comercio en Asunción: {hex32}",
    "Derlis: API key Tigo Money-pe guarã: {hex32}",
    "Andreani integration broken, current key {hex32}",
    "Integraciones › OCA e-Pak: {uuid}",
    "llave API de Tiendanube: {hex32}",
    "Rosendo: API keyqa {hex32} kan",
    "ключ API Укрпошти: {uuid}",
    "klyuch API Rozetka: {hex32}",
    "Ualá Bis API key: {uuid}",
    "Santiago Cloud: exportá SDC_TOKEN={sdc} antes del cron",
    "token de ChacoSMS para los recordatorios de turnos es {chs}",
    "QBP_SECRET_KEY=\"{qbp}\"",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    return [v.slotted("vendor_token", _VENDORS, _VENDOR_MAKERS, rng) for _ in range(n)]


_BARE = [
    "AZURE_STORAGE_KEY={v}",
    "Nelson pasó esto por wsp sin decir qué es: {v}",
    "SESSION_SECRET={v}",
    "secret: {v}",
    "token del bot interno → {v}",
    "ENCRYPTION_KEY = \"{v}\"",
    "Оксана: секретний ключ {v}",
    "Derlis: pe token ha'e {v}",
    "the signing secret is {v}",
    "webhook_secret: {v}",
]  # fmt: skip


def _bare_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    value = _r(rng, HEX, 64) if index % 2 else _r(rng, ALNUM, 40)
    return {"v": value}


_bare = _Family("high_entropy", _BARE, _bare_draw, "v")


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_USERS), "iss": "turnos.algarrobal-norte.example",
                     "exp": 1_950_000_000 + g.randrange(10**6)})  # fmt: skip
    sig = base64.urlsafe_b64encode(bytes(g.randrange(256) for _ in range(32))).decode()
    return f"{head}.{body}.{sig.rstrip('=')}"


_JWTS = [
    "token de sesión del panel: {v}",
    "Authorization: Bearer {v}",
    "Cacho: el JWT que devuelve /login es {v}",
    "cookie jwt={v}; Path=/",
    "Оксана: токен {v}",
    "Derlis: ko token {v}",
    "localStorage['auth'] = '{v}'",
    "ACCESS_TOKEN={v}",
]  # fmt: skip
_jwts = _Family("jwt", _JWTS, lambda g, i, t: {"v": _jwt(g)}, "v")


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = "\n".join(_r(g, ALNUM + "+/", 64) for _ in range(g.randrange(4, 8)))
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_PEMS = [
    "Nelson: la key del servidor de Termas, no la pierdas\n{v}",
    "~/.ssh/id_labanda:\n{v}",
    "certificado del hotel, privada:\n{v}",
    "Оксана: приватний ключ\n{v}",
    "{v}",
    "Derlis: ko ha'e pe llave privada\n{v}",
]  # fmt: skip
_pems = _Family("private_key", _PEMS, lambda g, i, t: {"v": _pem(g)}, "v")

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "russian", "portuguese")}


def _seed(g: random.Random, lang: str, words: int = 12) -> str:
    bits = {12: 16, 18: 24, 24: 32}[words]

    def make(r: random.Random) -> str:
        return str(_MNEMO[lang].to_mnemonic(bytes(r.randrange(256) for _ in range(bits))))

    return v.until(g, make, _MNEMO[lang].check)


_SEEDS = [
    ("frase semilla de la billetera de Lemon: {v}", "spanish"),
    ("Nelson: las 12 palabras del Ledger son {v}", "spanish"),
    ("seed de la Trezor de Cacho: {v}", "english"),
    ("Оксана: фраза відновлення {v}", "russian"),
    ("Bohdan: seed-fraza {v}", "russian"),
    ("Derlis: ñe'ẽ ñemi billetera-pe guarã: {v}", "spanish"),
    ("recovery phrase for the company MetaMask: {v}", "english"),
    ("Liz: palavras de recuperação da carteira {v}", "portuguese"),
    ("palabras de respaldo (Binance Web3): {v}", "spanish"),
    ("Rosendo: billeterapa simikunanqa {v}", "english"),
    ("frase de recuperación\n{v}", "spanish"),
    ("mnemonic: {v}", "english"),
]  # fmt: skip


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, lang in v.cycle(rng, _SEEDS, n):
        phrase = _seed(rng, lang, rng.choice([12, 12, 18, 24]))
        out.append(Sample("seed_phrase", template.format(v=phrase), phrase))
    return out


_CARD_PREFIXES = {"cabal": ("604201", "589657"), "naranja": ("589562",), "visa": ("4",),
                  "mastercard": ("51", "53", "55"), "amex": ("37",)}  # fmt: skip


def _card(g: random.Random, brand: str) -> str:
    prefix = g.choice(_CARD_PREFIXES[brand])
    length = 15 if brand == "amex" else 16
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARDS = [
    "Cabal de la empresa: {v} vence 08/33",
    "tarjeta Naranja de Mirta {v}",
    "Visa corporativa: {v}, cvv aparte",
    "Оксана: номер картки {v}",
    "Derlis: tarjeta número {v}",
    "card for the hosting renewal: {v}",
    "Mastercard del hotel {v} exp 02/34",
    "nro de tarjeta: {v}",
    "Bohdan: nomer kartky {v}",
    "Amex de Abel {v}",
    "pagá el dominio con la {v}",
    "Rosendo: tarjetaqa {v}",
]  # fmt: skip
_BRANDS = ["cabal", "naranja", "visa", "visa", "visa", "visa", "mastercard", "visa", "mastercard",
           "amex", "cabal", "naranja"]  # fmt: skip


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, brand = _CARDS[i % len(_CARDS)], _BRANDS[i % len(_BRANDS)]
        value = v.grouped(_card(rng, brand), rng.choice([" ", "-", "", "."]), rng)
        out.append(Sample("card_number", template.format(v=value), value))
    return out


_CVVS = [
    "el código de seguridad de atrás es {v}",
    "CVV de la Cabal: {v}",
    "Оксана: CVV {v}",
    "los tres números de atrás de la tarjeta son {v}",
    "security code on the back: {v}",
    "Derlis: código de seguridad {v}",
]  # fmt: skip
_cvvs = _Family("card_code", _CVVS, lambda g, i, t: {"v": _r(g, D, 3)}, "v")

_IBAN_SHAPES = {"FK": "aa" + "n" * 12, "HN": "aaaa" + "n" * 20, "DJ": "n" * 23,
                "YE": "aaaa" + "nnnn" + "c" * 18, "SD": "n" * 14, "MN": "n" * 16,
                "LY": "n" * 21, "UA": "n" * 6 + "c" * 19}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.until(g, lambda r: v.iban_shaped(r, country, _IBAN_SHAPES), std_iban.is_valid)


_IBANS = [
    ("Оксана: IBAN для переказу тітці {v}", "UA"),
    ("Bohdan: rakhunok IBAN {v}", "UA"),
    ("IBAN del proveedor de Honduras: {v}", "HN"),
    ("IBAN de la ONG de Malvinas/Falklands {v}", "FK"),
    ("Djibouti supplier IBAN {v}", "DJ"),
    ("IBAN Yemen (donación): {v}", "YE"),
    ("Sudan partner IBAN: {v}", "SD"),
    ("cuenta de Mongolia para el congreso: {v}", "MN"),
    ("Libya IBAN para la factura {v}", "LY"),
    ("Галина: мій IBAN {v}", "UA"),
    ("Derlis: IBAN {v}", "HN"),
    ("IBAN {v}", "MN"),
]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, country in v.cycle(rng, _IBANS, n):
        number = _iban(rng, country)
        value = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", template.format(v=value), value))
    return out


def _cuit(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        body = r.choice(["20", "27", "23", "30"]) + _r(r, D, 8)
        return body + ar_cuit.calc_check_digit(body)

    number = v.until(g, make, ar_cuit.is_valid)
    return str(ar_cuit.format(number))


def _cbu(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        first = _r(r, D, 7)
        first += ar_cbu.calc_check_digit(first)
        second = _r(r, D, 13)
        return first + second + ar_cbu.calc_check_digit(second)

    return v.until(g, make, ar_cbu.is_valid)


def _ruc(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        body = _r(r, D, 7)
        return body + "-" + py_ruc.calc_check_digit(body)

    return v.until(g, make, py_ruc.is_valid)


def _rntrc(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        body = _r(r, D, 9)
        return body + ua_rntrc.calc_check_digit(body + "0")

    return v.until(g, make, ua_rntrc.is_valid)


def _edrpou(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        body = _r(r, D, 7)
        return body + ua_edrpou.calc_check_digit(body + "0")

    return v.until(g, make, ua_edrpou.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("CUIT de Ramona para el alta: {v}", _cuit),
    ("mi CUIL es {v}, cargalo vos", _cuit),
    ("CUIT: {v}", _cuit),
    ("Nelson, el CUIL de tu hijo es {v}", _cuit),
    ("CBU para depositar el sueldo: {v}", _cbu),
    ("pasame a este CBU {v} (Banco ficticio del Norte)", _cbu),
    ("Derlis: mi RUC es {v}", _ruc),
    ("Liz: RUC de mi mamá en Encarnación {v}", _ruc),
    ("RUC paraguayo del proveedor: {v}", _ruc),
    ("Оксана: РНОКПП {v}", _rntrc),
    ("ІПН тітки з Луцька: {v}", _rntrc),
    ("Bohdan: identyfikatsiinyi kod {v}", _rntrc),
    ("код ЄДРПОУ фірми дядька: {v}", _edrpou),
    ("EDRPOU: {v}", _edrpou),
    ("Rosendo: CUILniyqa {v}", _cuit),
    ("tax id (CUIT) for the invoice: {v}", _cuit),
    ("CBU Termas {v}", _cbu),
    ("Галина: податковий номер {v}", _rntrc),
    ("Liz: che RUC ha'e {v}", _ruc),
    ("CUIT del hotel en Termas de Río Hondo: {v}", _cuit),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        value = make(rng)
        out.append(Sample("national_id", template.format(v=value), value))
    return out


_BACKUPS = [
    "códigos de respaldo de Google de la cuenta de soporte:\n{v}",
    "backup codes (GitHub, nelson): {v}",
    "Оксана: резервні коди {v}",
    "Bohdan: rezervni kody dlia Gmail {v}",
    "códigos de recuperación de Microsoft: {v}",
    "Derlis: códigos de backup {v}",
    "2FA backup codes for the Hostinger account:\n{v}",
    "Liz: códigos de respaldo Mercado Libre {v}",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, 6, i % 4)
        sep = "\n" if "\n" in template else rng.choice([", ", " ", "\n"])
        text = template.format(v=sep.join(codes))
        out.append(Sample("backup_codes", text, codes[0]))
    return out


_TOTP = [
    "clave de configuración 2FA (Proton): {v}",
    "otpauth://totp/Algarrobal:soporte?secret={v}&issuer=Algarrobal",
    "TOTP secret for the Zabbix admin: {v}",
    "Оксана: секрет 2FA {v}",
    "Derlis: 2FA clave manual {v}",
    "setup key del Authenticator: {v}",
]  # fmt: skip
_totp = _Family(
    "totp_secret",
    _TOTP,
    lambda g, i, t: {"v": v.totp_secret(g, "otpauth" not in t and i % 2 == 1)},
    "v",
)

_CODES = [
    "tu código de verificación es {v}",
    "{v} es tu código de Mercado Pago",
    "Оксана: код підтвердження {v}",
    "Bohdan: kod pidtverdzhennia {v}",
    "Derlis: código de verificación {v}, ani remombe'u",
    "verification code: {v}",
    "código de acceso por SMS del banco: {v}",
    "Rosendo: verificación codigoqa {v}",
]  # fmt: skip
_codes = _Family("one_time_code", _CODES, lambda g, i, t: {"v": _r(g, D, 6)}, "v")

_SSIDS = ["Algarrobal-Oficina", "Termas Spa 5G", "LaBanda-Deposito", "Res Belgrano 2.4",
          "Hotel Rio Hondo Staff"]  # fmt: skip
_WIFI = [
    "wifi {s} / clave {pw}",
    "red: {s}\ncontraseña: {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "la contra del wifi {s} es {pw}",
    "Derlis: wifi {s}, ñe'ẽñemi {pw}",
    "Оксана: Wi-Fi {s}, пароль {pw}",
    "Bohdan: vaifai {s} parol {pw}",
    "Rosendo: wifipa {s} claveqa {pw}",
    "network: {s} / WPA key: {pw}",
    "ssid,psk\n{s},{pw}",
    "clave WPA2 de {s}: {pw}",
    "wifi? \nNelson: {pw}",
    "el wifi {s} usa {pw}",
    "Liz: wifi clave {pw} ({s})",
    "Yanina: contraseña de la red {s} → {pw}",
    "guest no, staff: {s} / {pw}",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI, _with(_plain_pw, s=_SSIDS), "pw")

_SPELLED_TOKENS = [
    "Nelson dictó la key letra por letra: {v}",
    "token (separado para que no lo agarre el bot): {v}",
    "Оксана: токен по буквах {v}",
    "Derlis: token {v}",
]  # fmt: skip


def _spelled_tokens(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _SPELLED_TOKENS, n)):
        raw = _r(rng, ALNUM, 24)
        if i % 3 == 0:
            value = " ".join(raw)
        elif i % 3 == 1:
            value = " - ".join(raw[k : k + 4] for k in range(0, 24, 4))
        else:
            value = ".".join(raw)
        out.append(Sample("spelled_token", template.format(v=value), value))
    return out


_LOCKS = [
    "PIN de la tarjeta de débito: {v}",
    "el código de la alarma del galpón es {v}",
    "Оксана: PIN-код картки {v}",
    "Derlis: PIN {v}",
    "clave del candado del rack: {v}",
    "portón de Termas, código {v}#",
    "Bohdan: pin kod {v}",
    "Rosendo: PINnin {v}",
    "SIM PIN: {v}",
    "código de la caja fuerte del hotel: {v}",
]  # fmt: skip
_locks = _Family("pin_code", _LOCKS, lambda g, i, t: {"v": _r(g, D, g.choice([4, 6]))}, "v")

_PHRASE_WORDS = ["quebracho", "salamanca", "chacarera", "bombo", "violin", "siesta", "mate",
                 "termas", "garza", "yacare", "algarrobo", "bandera", "puente", "molino",
                 "tortuga", "estrella"]  # fmt: skip
_PHRASES = [
    "frase de contraseña del KeePass: {v}",
    "passphrase: {v}",
    "Оксана: парольна фраза {v}",
    "Derlis: ñe'ẽñemi ha'e {v}",
    "la frase clave del Bitwarden es {v}",
    "passphrase del backup de Veeam → {v}",
    "Rosendo: frase claveqa {v}",
    "master passphrase for the vault: {v}",
]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


_phrases = _Family("passphrase", _PHRASES, lambda g, i, t: {"v": _phrase(g)}, "v")

_AUTH = [
    "curl -H 'Authorization: Basic {v}' https://api.algarrobal-norte.example",
    "Authorization: Bearer {v}",
    "header de la integración: Authorization = Basic {v}",
    "Оксана: заголовок Authorization: Bearer {v}",
    "Proxy-Authorization: Basic {v}",
    "Derlis: Authorization: Bearer {v}",
]  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Basic" in template:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, ALNUM, 40)}


_auth = _Family("auth_header", _AUTH, _auth_draw, "v")

_CONFIGS = [
    ".env (turnos):\nDB_HOST=pg-res\nDB_USER=turnos\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    MYSQL_ROOT_PASSWORD: {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "ipsec.secrets:\nvpn.algarrobal-norte.example : PSK \"{pw}\"",
    "gpload.yml:\nGPLOAD:\n  USER: etl\n  PASSWORD: {pw}",
    "settings.py:\nEMAIL_HOST_PASSWORD = \"{pw}\"",
    "application.properties:\nspring.datasource.password={pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "~/.pgpass:\npg-res:5432:turnos:turnos:{pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "asterisk sip.conf:\n[recepcion]\nsecret={pw}",
    "config.yaml (Grafana):\nsecurity:\n  admin_password: {pw}",
    "variable \"db_password\" {{\n  default = \"{pw}\"\n}}",
    "nextcloud config.php:\n  'dbpassword' => '{pw}',",
    "freeradius clients.conf:\nclient termas {{\n  secret = {pw}\n}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")

_CHATS = [
    "Yanina: cuál es la clave del wifi de Termas?\nNelson: {pw}",
    "[09:12] cacho: pass del router de La Banda?\n[09:13] ramona: {pw}",
    "Huguito: {pw} es la nueva contraseña del NAS",
    "Solana: puse {pw}, eso es lo que le puse al router",
    "Derlis: mba'e piko ñe'ẽñemi?\nLiz: {pw}",
    "Оксана: а пароль?\nТарас: {pw}",
    "Bohdan: {pw} — tse novyi parol",
    "Rosendo: {pw}, chay claveqa routerpaq",
    "Mirta: {pw}, esa es la contra del wifi",
    "Abel: la clave? {pw} , no se la des a nadie",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

_PLAN: list[tuple[_Family | Callable[[random.Random, int], list[Sample]], int]] = [
    (_said, 68), (_logins, 25), (_spelled, 12), (_cli, 35), (_urls, 14), (_vendors, 55),
    (_bare, 10), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12),
    (_national, 20), (_backups, 8), (_totp, 6), (_codes, 8), (_wifi, 16), (_spelled_tokens, 8),
    (_locks, 10), (_phrases, 8), (_auth, 6), (_configs, 15), (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la contraseña del NAS es", "{s}", _pw),
    ("split_password", "clave del router:", "{s} (cambiada ayer)", _pw),
    ("split_password", "Derlis: ñe'ẽñemi", "{s}", _pw),
    ("split_password", "Оксана: пароль", "{s}", _pw),
    ("split_password", "Bohdan: parol vid poshty", "{s}\nne zabud", _pw),
    ("split_password", "Rosendo: claveqa", "{s} kan", _pw),
    ("split_password", "the Zabbix admin password is", "{s}", _pw),
    ("split_password", "contra del wifi de Termas", "{s}", _plain_pw),
    ("split_password", "Liz: contraseña", "{s}", _pw),
    ("split_password", "pass del Odoo:", "{s}", _pw),
    ("split_token", "QuebrachoPay API key", "{s}", _j("qbp_live_", (ALNUM, 32))),
    ("split_token", "MP access token:", "{s}", _mp),
    ("split_token", "Nova Poshta API key", "{s}", _j((HEX, 32))),
    ("split_seed", "frase semilla", "{s}", lambda g: _seed(g, "spanish")),
    ("split_card", "tarjeta Cabal", "{s} vto 05/33", lambda g: _card(g, "cabal")),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "UA"))),
    ("split_id", "CUIT", "{s}", _cuit),
    ("split_otp", "clave 2FA", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_pin", "PIN de la tarjeta", "{s}", _j((D, 4))),
    ("split_phrase", "frase de contraseña", "{s}", _phrase),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLIT]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"nas": {"host": "nas-labanda", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"usuario": {"login": "derlis", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "turnos", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "la contraseña del router de Termas es {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "Оксана: пароль від сервера {s}"}': ("meta_password", _plain_pw),
    '{"mercadopago": {"access_token": "{s}"}}': ("meta_token", _mp),
    '{"chacosms_api_key": "{s}"}': ("meta_token", _j("chs_", (LOWER_DIGITS, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"novaposhta": {"apiKey": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"pago": {"tarjeta": "{s}", "vto": "09/34"}}': ("meta_card", lambda g: _card(g, "naranja")),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "HN")),
    '{"empleado": {"cuit": "{s}"}}': ("meta_id", _cuit),
    '{"mfa": {"backup_codes": ["{s}", "48213390", "77120934"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", lambda g: _seed(g, "english")),
    '{"wifi": {"ssid": "Termas Spa 5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
    '{"alarma": {"codigo": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"totp_secret": "{s}"}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"db": {"url": "postgres://turnos:{s}@pg-res/turnos"}}': ("meta_password", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"turnos: fix timezone for Termas", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"revert odoo module bump", usedforsecurity=False).hexdigest()[:8]
_WHEEL = hashlib.sha256(b"django-5.1.4-py3-none-any.whl").hexdigest()
_ISO = hashlib.sha256(b"proxmox-ve_8.3-1.iso").hexdigest()

CLEAN = [
    "Recordame cambiar la contraseña del NAS antes del viernes.",
    "La política dice que la clave tiene que tener 14 caracteres como mínimo.",
    "No pasen contraseñas por WhatsApp, usen el Bitwarden.",
    "Nelson preguntó por la clave del wifi; está en el cartel de la recepción.",
    "Derlis: ani remombe'u nde ñe'ẽñemi avavépe.",
    "Оксана: нікому не кажіть свій пароль.",
    "Bohdan: parol nikomu ne kazhy, bud laska.",
    "Rosendo: claveqa mana pimanpas willanachu.",
    "El pedido 2031-00418 de 40 bolsas de cemento sale el jueves desde La Banda.",
    "Turno 14:30 con la Dra. Paz en Termas de Río Hondo, consultorio 3.",
    "Llamá a la ferretería de Resistencia al 0362 442-1187 antes de las 12.",
    "El hotel de Termas cobra $ 48.500 la noche con desayuno.",
    "Actualizamos Odoo de 16.0 a 17.0 y Django a 5.1.4 el fin de semana.",
    f"commit {_COMMIT} arregla la zona horaria de Termas.",
    f"Volvimos a {_SHORT} porque el módulo de Odoo rompió la facturación.",
    f"requirements.txt: django==5.1.4 --hash=sha256:{_WHEEL}",
    f"SHA-256 de proxmox-ve_8.3-1.iso: {_ISO}",
    "Request id 2f4b8c1e-7a3d-4e6f-9b2a-5c8d1e0f3a7b es el lento en los logs.",
    "Factura B 0004-00012873 por el mantenimiento del router.",
    "El ticket ALG-3312 quedó resuelto, era el cable de la Av. Belgrano.",
    "La contraseña expira cada 90 días en el dominio.",
    "Después de cinco intentos fallidos el FortiGate bloquea la cuenta 10 minutos.",
    "El PIN de la impresora se configura desde el panel, no lo tengo.",
    "Password reset: el link vence en 30 minutos.",
    "El token de Mercado Pago va en el vault, nunca en el repo.",
    "Reemplazá <TU_API_KEY> en el README por la clave de tu cuenta.",
    "MP_ACCESS_TOKEN y CHACOSMS_API_KEY tienen que estar definidas antes del cron.",
    "La red de invitados 'Algarrobal-Guest' es abierta, no tiene clave.",
    "El secreto del locro es cocinarlo a fuego lento toda la mañana.",
    "Mi tarjeta terminada en 4471 fue rechazada en el súper de La Banda.",
    "El proveedor de Honduras quiere el IBAN en la factura sin espacios.",
    "Imprimí los códigos de respaldo y guardalos en la caja fuerte.",
    "Ningún soporte te va a pedir la frase semilla.",
    "Derlis: mba'éichapa, ko'ágã aju Asunción-gui.",
    "Galyna escribe desde Ternopil que hace frío; el vuelo llega el 14.",
    "Тарас: зустріч у клубі в суботу о 18:00.",
    "Lidia: el comedor Qom abre a las 11:30 de lunes a viernes.",
    "Fermín: la radio wichí transmite en 88.7 FM.",
    "Rosendo: imaynalla kachkanki, tatay.",
    "El DNI se presenta en original y fotocopia en mesa de entradas.",
    "Versión 3.14.2 del agente de Zabbix en todos los servidores.",
    "La temperatura del agua en Termas llegó a 68 °C.",
    "Código postal de La Banda: G4300; de Resistencia: H3500.",
    "El vuelo AR 1474 a Resistencia sale a las 07:40.",
    "Remito 0001-00045612, 18 cajas de bolsas, depósito de Fontana.",
    "El token dura 24 horas; después hay que pedir otro.",
    "Passphrase: usá cuatro palabras o más, no tu nombre.",
    "Password strength: débil. Agregá números y símbolos.",
    "Ask Nelson for the NAS password, I don't have it.",
    "The API key field is required in the ChacoSMS form.",
    "Secret Santa de la oficina: el 20 de diciembre en el quincho.",
    "Pasá la sal, por favor.",
    "El pin del conector está doblado, hay que cambiarlo.",
    "Tracking OCA 3870001234567 salió de Resistencia.",
    "ISBN 978-950-07-1234-5 es el libro de historia santiagueña de la biblioteca.",
    "Lote 2031-11, 60 kg de algarroba, humedad 9,8 %.",
    "La clave está en el cajón, no la escribas acá.",
    "Consultá el CBU en el home banking, no lo tengo a mano.",
    "El comprobante tiene el CAE 74123456789012 y vence el 30/11.",
    "Teléfono del hotel: +54 3858 42-1130, reservas de 9 a 18.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/algarrobal/nas", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 388}}',
    f'{{"sha256": "{_WHEEL}", "package": "django", "version": "5.1.4"}}',
    '{"ticket": "ALG-3312", "pedido": "2031-00418"}',
    '{"telefono": "+54 362 442-1187", "ciudad": "Resistencia"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bolsas_en_stock": 1284}',
    '{"turno": {"hora": "14:30", "consultorio": 3, "ciudad": "Termas de Río Hondo"}}',
    '{"token_count": 512, "clave_fiscal_nivel": 3}',
    '{"remito": "0001-00045612", "cajas": 18, "deposito": "Fontana"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
