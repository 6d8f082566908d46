# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-seventy-third corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-sixty-ninth's
docstring, the fifth to three-hundred-and-sixty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (370 to 372), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (373_640_919), password words (an animal or a
tree of the Chaco, a Formosa town and a number with a sign, `YacareClorinda58!`; dot-joined
dishes of the region with a year, `chipa.mbeju.2016`; leet `Qu3br4ch0`; a name, a year, a sign
and a town; a generator's dashed groups of five; `Cosecha2031Lapacho!`; random runs).

The fictional company is Tatú Porá Agroexport S.R.L., a banana, pumpkin and cotton exporter with
its office in Formosa, a packing shed and ripening rooms in El Colorado, a field office in Las
Lomitas and a depot in Clorinda by the bridge to Paraguay; its Formoseño staff (Nélida, Ramiro
who runs IT, Gisela, Teófilo, Mirta), a Pilagá foreman in Las Lomitas (Anselmo) and a Wichí
driver (Fabián), Paraguayan neighbours across the river in Alberdi (Zunilda, Ever, Osvaldo), the
owners' family of Polish colonists' descendants (Hugo Kowalczyk, Wanda Kasprzak, Bożena; relatives
in Lublin and Białystok) and Brazilian cattle buyers from Campo Grande (Wanderson, Rosimeire).
Every company, person, address, domain (`tatupora.lan`, `tatupora.example`), account and number
is invented; only the region is real. Texts: chats, tickets, notes, runbooks, shell prompts,
config and env files, voice-note transcripts and requests to the assistant; separators: a colon,
`=`, `→`, `->`, `/`, `|`, `—`, `es`, `ha'e`, `to`, `brzmi`, `é`, `ficou`, `quedó en`, a new line,
a question then an answer, a value said first and named after it, and none.

Grep counts (heldouts 5 to 369 naming each, grep -l): none for Tatupora, Clorinda, Las Lomitas,
El Colorado, Pilagá, `lhämtes`, `chamigo`, Kowalczyk, Kasprzak, Lublin, Wanderson, ChacoTrack,
Loggi, `HASLO_BAZY`; one for `ko'ãga`, Rosimeire, Personal Pay, Colppy, Xubio, domainjoin-cli,
Fortigate; two for Formosa, Wichí, PagBank, Melhor Envio, Przelewy24, InPost, squidclient; three
to six for Naranja X, Zimple, Bancard, onecli, meshctrl, psftp, 7za, netdom, SMCIPMITool,
check_http, `DJANGO_SUPERUSER_PASSWORD`, `pyahu`, `sc.exe config`, WinSCP, redfishtool, mmcli,
mongorestore, gallery-dl, ocpasswd, `wpa2-pre-shared-key`; more for the shells they sit in
(`ha'e` 8, gbak 8, pscp 8, ilorest 9, wmic 10, db2 connect 10, cmdkey 11, psexec 11, yt-dlp 11,
schtasks 12, nzsql 12, `uci set` 12, exaplus 13, hdbsql 15, isql-fb 15, `net user` 15, chpasswd
18, vsql 18). The IBAN countries (Israel, Serbia, the Faroe Islands, Iceland, Montenegro,
Luxembourg) were each found in 32 or 33 earlier corpora by a rough count of their quoted codes,
the low end of that count.

About half of the secret samples are not in English: Argentine Spanish as texted in the northeast
(`che`, `chamigo`, `pio`, `ndera`, `anotá`, `la contra del wifi`, voseo), the Jopara of the
Paraguayan neighbours (`la contraseña ha'e …`, `ko'ãga`, `pyahu`, `ani reikuaauka avavépe`,
`eñongatu porã`, `ñe'ẽñemi`, `peteĩteĩ`, `códigos ñongatupyre`), a few words put in the mouths of
the Pilagá foreman (`nam … ya'awo`) and the Wichí driver (`lhämtes`, `hin'o`), the Polish of the
colonists' descendants in its script and romanised (`hasło do … to`, `hasełko`, `haslo do banku`,
`nowe hasło … brzmi`, `kody zapasowe`, `kod BLIK`, `literka po literce`) and the Brazilian
Portuguese of the cattle buyers (`a senha do … é`, `no zap`, `anota aí`, `soletrando a chave`,
`os três números atrás do cartão`). Spanish, Polish and Portuguese are ordinary usage; the
author's guesses, checked by no speaker, are every Jopara sentence, the Formoseño chat flavour,
and the Pilagá and Wichí words, whose meanings the author does not know and which stand only as
colour around Spanish labels.

Vendors: invented ones (Pilcomayo Pay `pcp_live_`, FormoSMS `fsms-`, Clorinda Cloud `clc.`,
ChacoTrack `ctk_sk_`; shapes guessed), regional ones with guessed shapes (Naranja X, Personal
Pay, Bancard, Zimple, PagBank, Loggi, Melhor Envio, Przelewy24, InPost, Colppy, Xubio) and
published shapes (GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face,
npm, SendGrid, DigitalOcean, Doppler, Sentry, Tailscale, Grafana, Vault, NVIDIA, Replicate, Brevo,
Flutterwave, Mailgun); the JWTs are well-formed.

Ids: Paraguay's RUC (`py.ruc`), Poland's PESEL, REGON and NIP (`pl.pesel`, `pl.regon`,
`pl.nip`), Brazil's CPF and CNPJ (`br.cpf`, `br.cnpj`), Argentina's CUIT/CUIL and DNI (`ar.cuit`,
`ar.dni`, the last a length check only), Uruguay's RUT (`uy.rut`) and Portugal's NIF (`pt.nif`),
each drawn until its python-stdnum module validates it. Card numbers (Visa, Mastercard, Amex,
Cabal, Naranja and Elo prefixes) pass Luhn; IBANs pass `stdnum.iban`; seed phrases come from
`mnemonic`'s English, Spanish, Portuguese and Italian lists.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ar import cuit as ar_cuit
from stdnum.ar import dni as ar_dni
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.pl import nip as pl_nip
from stdnum.pl import pesel as pl_pesel
from stdnum.pl import regon as pl_regon
from stdnum.pt import nif as pt_nif
from stdnum.py import ruc as py_ruc
from stdnum.uy import rut as uy_rut

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 373_640_919
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


_FAUNA = ["Yacare", "Carpincho", "Tatu", "Surubi", "Pacu", "Dorado", "Aguara", "Mburucuya",
          "Quebracho", "Algarrobo", "Lapacho", "Timbo", "Palmar", "Yatay", "Chipa", "Mbeju",
          "Bagual", "Tapir", "Yaguarete", "Charata"]  # fmt: skip
_TOWNS = ["Formosa", "Clorinda", "LasLomitas", "ElColorado", "Pirane", "Laishi", "Herradura",
          "Ibarreta", "PaloSanto", "Fontana", "Alberdi", "Naick", "Riacho", "Banado"]  # fmt: skip
_NAMES = ["Nelida", "Ramiro", "Gisela", "Anselmo", "Zunilda", "Osvaldo", "Wanda", "Hugo",
          "Bozena", "Wanderson", "Rosimeire", "Fabian", "Ever", "Mirta", "Teofilo"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Qu3br4ch0", "Y4c4r3", "C4rp1nch0", "Sur0b1", "P4lm4r", "T4tuP0r4", "M8ej0"]


def _dotted(g: random.Random) -> str:
    """Two dishes of the region and a year, joined by dots."""
    dishes = ["chipa", "mbeju", "sopa", "soyo", "vori", "pira", "locro", "borri", "kiveve"]
    return ".".join(g.sample(dishes, 2)) + f".{g.randrange(1990, 2032)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FAUNA)}{g.choice(_TOWNS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    _dotted,
    lambda g: g.choice(_LEET) + str(g.randrange(1970, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}"
    + g.choice(_TOWNS),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: f"{g.choice(_FAUNA).lower()}_{g.choice(_TOWNS).lower()}_{g.randrange(100, 1000)}",
    lambda g: f"Cosecha{g.randrange(2019, 2033)}{g.choice(_FAUNA)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


# Passwords under a label, in the languages of the company, its neighbours and its buyers.
_SAID = [
    "Nélida por WhatsApp: che, la clave del sistema de balanzas quedó en {pw}",
    "Ramiro: anotá, la contraseña nueva del servidor del galpón es {pw}",
    "Gisela (audio transcripto): hola, te paso la clave del correo de exportación, es {pw}",
    "mensaje de Teófilo desde El Colorado: contraseña del Mikrotik del acopio → {pw}",
    "Ticket #4471 (Formosa): el usuario no entra al portal, nueva contraseña asignada: {pw}",
    "Che chamigo, la clave del NVR de Clorinda es {pw}, no le pasés a nadie pio",
    "la contraseña de la compu de la báscula en Las Lomitas, ahí va: {pw}",
    "Nota para mí: clave del home banking de la cooperativa = {pw}",
    "Mirta: ya cambié la clave del SIGA, ahora es {pw} ndera",
    "Zunilda (Alberdi): la contraseña ha'e {pw}, ani reikuaauka avavépe",
    "Ever: che contraseña ko'ãga ha'e {pw}, eñongatu porã",
    "Osvaldo: mba'éichapa, la clave del wifi del depósito ha'e {pw}",
    "ñe'ẽñemi pe computadora-pe guarã: {pw}",
    "Zunilda por audio: la clave del portal de aduana ko'ãga ha'e {pw}, nde",
    "Osvaldo: contraseña pyahu ha'e {pw} (pyahu = nueva, le explico a Ramiro)",
    "Anselmo (Las Lomitas, en pilagá y castellano): nam contraseña ya'awo es {pw}",
    "Fabián, mitad en wichí lhämtes: la clave del tractor GPS, hin'o, es {pw}",
    "Bożena: hasło do panelu magazynu to {pw}",
    "Wanda Kasprzak: nowe hasło do poczty brzmi {pw}, nie mów nikomu",
    "babcia Kowalczyk pisze: haslo do banku w Lublinie to {pw}",
    "Hugo: hasełko do routera w pakowni: {pw}",
    "notatka: hasło administratora serwera = {pw}",
    "Agnieszka z Lublina: ustawiłam hasło {pw} na laptopie wujka",
    "Wanderson (comprador de gado, Campo Grande): a senha do portal do frigorífico é {pw}",
    "Rosimeire: senha nova do e-mail de compras: {pw}",
    "áudio do Wanderson: anota aí, a senha do app da balança é {pw}",
    "Rosimeire no zap: minha senha do Sicredi ficou {pw}, não passa pra ninguém",
    "The admin password for the packing-shed scale PC is {pw}",
    "Ramiro to the assistant: remember that the Proxmox root password is {pw}",
    "Ticket 2207 (Clorinda depot): reset done, temporary password {pw}",
    "Note: the UPS web console password at El Colorado is now {pw}",
    "password for the banana ripening room controller -> {pw}",
    "Please store this: Zabbix admin pwd = {pw}",
    "voice note, Hugo: ok so the password for the cold room PLC is {pw}",
    "The shared mailbox exportaciones@tatupora.example uses password {pw}",
    "Hikvision NVR at the Clorinda gate, admin password: {pw}",
    "runbook step 4: log into the Dahua DVR with the password {pw}",
    "Nélida: passwd del usuario contable en el Tango: {pw}",
    "la pass del Fortigate de Formosa es {pw} boludo no la pierdas",
    "PW del Synology del galpón: {pw}",
]  # fmt: skip
_said = _Family("said_password", _SAID, _with(_pw), "pw")

_USERS = ["nbenitez", "racosta", "gortiz", "hkowalczyk", "wkasprzak", "zcaceres", "oruiz",
          "wsouza", "rmoreira", "amendoza", "fgomez", "admin", "root", "operador"]  # fmt: skip
_LOGINS = [
    "usuario: {u} / contraseña: {pw}",
    "login del ERP: {u} / {pw}",
    "entrá como {u} con {pw} al panel de la báscula",
    "user {u} pass {pw}",
    "{u}:{pw}",
    "credenciales del VPN: usuario {u}, clave {pw}",
    "użytkownik: {u}, hasło: {pw}",
    "login {u} i hasło {pw} do systemu magazynowego",
    "usuário {u} e senha {pw} no portal do frigorífico",
    "login: {u} | senha: {pw}",
    "sign in as {u} with {pw}",
    "creds for the Proxmox host are {u} and {pw}",
    "| {u} | {pw} | packing-shed PC |",
    "usuario ha'e {u}, contraseña ha'e {pw}",
    "{u}@tatupora.example:{pw}",
    "u={u} p={pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_plain_pw, u=_USERS), "pw")

_SAID_WORDS = ["yacare", "carpincho", "quebracho", "surubi", "lapacho", "tatu", "mburucuya",
               "algarrobo", "charata", "yatay"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "la clave es la palabra {w} seguida de {d}",
    "la contraseña del wifi: {w} con {d} al final",
    "escribí {w}, después {d}; esa es la clave del Mikrotik",
    "hasło to słowo {w} i liczba {d}",
    "haslo: najpierw {w}, potem {d}",
    "a senha é a palavra {w} seguida de {d}",
    "the password is the word {w} followed by {d}",
    "type {w}, then {d}; that's the admin password for the scale",
    "la contraseña ha'e {w} ha {d} upe rire",
    "the name of Hugo's dog, {w}, followed by {d}: that's the NAS password",
    "{w}{d} — esa es la contra del wifi del galpón",
    "{w}{d}, that's what I set for the router in Las Lomitas",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word, number = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
    if index % 3 == 0:
        word = word.capitalize()
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")

_CLI = [
    "schtasks /create /tn backupERP /tr C:\\ops\\bk.bat /sc daily /ru TATUPORA\\{u} /rp {pw}",
    "sc.exe config ERPsync obj= .\\{u} password= {pw}",
    "net user {u} {pw} /add",
    "cmdkey /add:fs-clorinda /user:{u} /pass:{pw}",
    "psexec \\\\pc-bascula -u {u} -p {pw} ipconfig",
    "netdom join PC-LOMITAS /domain:tatupora.lan /UserD:{u} /PasswordD:{pw}",
    "wmic /node:pc-galpon /user:{u} /password:{pw} os get caption",
    "pscp -pw {pw} informe.xlsx {u}@10.30.0.5:/srv/informes/",
    "psftp {u}@sftp.tatupora.example -pw {pw}",
    "WinSCP.com /command \"open sftp://{u}:{pw}@10.30.0.8/\" \"exit\"",
    "redfishtool -r 10.30.0.40 -u {u} -p {pw} Systems",
    "ilorest login 10.30.0.41 -u {u} -p {pw}",
    "onecli config show -b {u}:{pw}@10.30.0.42",
    "SMCIPMITool 10.30.0.43 {u} {pw} ipmi power status",
    "meshctrl ListDevices --loginuser {u} --loginpass {pw}",
    "domainjoin-cli join tatupora.lan {u} {pw}",
    "ncat --proxy 10.30.0.1:3128 --proxy-auth {u}:{pw} erp.tatupora.lan 443",
    "squidclient -u {u} -w {pw} mgr:info",
    "mmcli -i 0 --pin={pw}",
    "echo '{u}:{pw}' | chpasswd",
    "transmission-remote 10.30.0.9 -n {u}:{pw} -l",
    "deluge-console \"connect 10.30.0.9:58846 {u} {pw}; info\"",
    "yt-dlp -u {u} -p {pw} https://capacitacion.tatupora.example/curso/1",
    "check_http -H erp.tatupora.lan -a {u}:{pw}",
    "gbak -b -user {u} -password {pw} /srv/fb/tango.fdb /backup/tango.fbk",
    "isql-fb -user {u} -password {pw} 10.30.0.20:/srv/fb/balanzas.fdb",
    "exaplus -c 10.30.0.21:8563 -u {u} -p {pw}",
    "vsql -h 10.30.0.22 -U {u} -w {pw} ventas",
    "nzsql -host 10.30.0.23 -u {u} -pw {pw} -d stock",
    "db2 connect to COSECHA user {u} using {pw}",
    "hdbsql -n 10.30.0.24:30015 -u {u} -p {pw}",
    "mongoexport --host 10.30.0.25 -u {u} -p {pw} --db acopio --collection lotes",
    "mongorestore --username {u} --password {pw} /backup/acopio",
    "DJANGO_SUPERUSER_PASSWORD={pw} python manage.py createsuperuser --noinput --username {u}",
    "gallery-dl -u {u} -p {pw} https://fotos.tatupora.example/album/42",
    "unzip -P {pw} planillas_2031.zip",
    "7za x -p{pw} respaldo_formosa.7z",
    "ocpasswd -c /etc/ocserv/ocpasswd {u} <<< '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ramiro@srv-formosa:~$ {c}", "PS C:\\ops> {c}", "C:\\Windows\\system32> {c}",
    "root@galpon-colorado:/# {c}", "historial de la terminal de Ramiro:\n{c}",
    "el comando que corrí en Clorinda: {c}", "komenda, którą odpaliłem: {c}",
    "comando que rodei no servidor: {c}", "ko comando ajapo: {c}",
    "Ramiro asks the assistant: why does this fail?\n{c}", "Ticket #4512, paso 3: `{c}`",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)

_URLS = [
    "DATABASE_URL=postgres://{u}:{pw}@db.tatupora.lan:5432/acopio",
    "mysql://{u}:{pw}@10.30.0.20:3306/balanzas",
    "mongodb+srv://{u}:{pw}@cluster0.tatupora.example/lotes",
    "jdbc:sqlserver://10.30.0.31;databaseName=Tango;user={u};password={pw}",
    "Server=10.30.0.31;Database=Tango;User Id={u};Password={pw};",
    "amqp://{u}:{pw}@mq.tatupora.lan:5672/",
    "redis://:{pw}@cache.tatupora.lan:6379/0",
    "rtsp://{u}:{pw}@10.30.5.11:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@ftp.tatupora.example/planillas/",
    "smtp://{u}:{pw}@mail.tatupora.example:587",
    "la cadena de conexión es postgresql://{u}:{pw}@10.30.0.20/cosecha",
    "parametry połączenia: postgres://{u}:{pw}@db.lublin.example/rodzina",
    "string de conexão: sqlserver://{u}:{pw}@10.40.0.5:1433?database=gado",
    "socks5://{u}:{pw}@:1080",
]  # fmt: skip
_urls = _Family("connection_string", _URLS, _with(_plain_pw, u=_USERS), "pw")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


# Vendors and their token shapes: (vendor, environment variable, maker).
_VENDORS: list[tuple[str, str, Maker]] = [
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 24))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_ACCESS_KEY_ID", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("DigitalOcean", "DO_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
    ("Sentry", "SENTRY_AUTH_TOKEN", _j("sntrys_", (ALNUM, 60))),
    ("Tailscale", "TS_AUTHKEY", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("Grafana", "GRAFANA_SA_TOKEN", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Vault", "VAULT_TOKEN", _j("hvs.", (ALNUM, 24))),
    ("NVIDIA", "NVIDIA_API_KEY", _j("nvapi-", (URLSAFE, 64))),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37))),
    ("Brevo", "BREVO_API_KEY", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("Flutterwave", "FLW_SECRET_KEY", _j("FLWSECK-", (HEX, 32), "-X")),
    ("Mailgun", "MAILGUN_API_KEY", _j("key-", (HEX, 32))),
    ("Naranja X", "NARANJAX_API_KEY", _j((HEX, 40))),
    ("Personal Pay", "PERSONALPAY_SECRET", lambda g: v.uuid4(g, "b")),
    ("Bancard", "BANCARD_PRIVATE_KEY", _j((ALNUM, 40))),
    ("Zimple", "ZIMPLE_TOKEN", _j((HEX, 32))),
    ("PagBank", "PAGBANK_TOKEN", lambda g: v.uuid4(g, "8") + _r(g, HEX, 64)),
    ("Loggi", "LOGGI_API_KEY", _j((ALNUM, 40))),
    ("Melhor Envio", "MELHORENVIO_TOKEN", _j((URLSAFE, 48))),
    ("Przelewy24", "P24_API_KEY", _j((HEX, 32))),
    ("InPost", "INPOST_TOKEN", _j((ALNUM, 44))),
    ("Colppy", "COLPPY_API_KEY", _j((HEX, 32))),
    ("Xubio", "XUBIO_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Pilcomayo Pay", "PILCOPAY_KEY", _j("pcp_live_", (ALNUM, 32))),
    ("FormoSMS", "FORMOSMS_TOKEN", _j("fsms-", (LOWER_DIGITS, 30))),
    ("Clorinda Cloud", "CLORCLOUD_KEY", _j("clc.", (URLSAFE, 36))),
    ("ChacoTrack", "CHACOTRACK_API_KEY", _j("ctk_sk_", (HEX, 40))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "la API key de {vendor} es {tok}",
    "clave de API de {vendor}: {tok}",
    "klucz API {vendor}: {tok}",
    "chave da API do {vendor}: {tok}",
    "{vendor} token for prod: {tok}",
    "Integrations › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "Ramiro: che, te paso el token de {vendor} → {tok}",
    "{vendor} api key ha'e {tok}",
    "  {env}: \"{tok}\"",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    bancard = _r(rng, ALNUM, 32)
    loggi = _r(rng, HEX, 40)
    p24 = _r(rng, HEX, 32)
    chaco = "ctk_sk_" + _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f'Bancard(public_key="tp-pk", private_key="{bancard}")', bancard),
        Sample("vendor_token", f"curl -H 'X-Loggi-Key: {loggi}' https://loggi.example/v1", loggi),
        Sample("vendor_token", f"$p24 = new P24Client(merchantId: 48213, apiKey: '{p24}');", p24),
        Sample("vendor_token", f"# chacotrack.toml\n[auth]\nsecret = \"{chaco}\"", chaco),
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


_BARE_PLACES = ["{t}", "WhatsApp de Ramiro: {t}", "solo lo muestra una vez, acá va:\n{t}",
                "ko'ápe: {t}", "proszę: {t}", "segue: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "==")]


def _bare_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"t": _BARE_MAKERS[index % 3](rng)}


_bare = _Family("bare_token", _BARE_PLACES, _bare_draw, "t")

_HEX_PLACES = [
    "AES key of the LoRa gateway at El Colorado: {h}",
    "ENCRYPTION_KEY={h}",
    "la master key del Odoo: {h}",
    "app_secret = {h}",
    "klucz szyfrujący: {h}",
    "chave secreta do webhook: {h}",
    "the HMAC signing secret for the scale webhooks is {h}",
    "SESSION_SECRET={h}",
]  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = _r(rng, HEX, [32, 64, 40, 48][index % 4])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", _HEX_PLACES, _hex_draw, "h")

_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "el token del portal de AFIP-test que me dio el sistema: {t}",
    "curl -H \"Authorization: Bearer {t}\" https://api.tatupora.example/lotes",
    "jwt={t}",
    "token sesji: {t}",
    "o token JWT do comprador: {t}",
    "cookie: session={t}",
    "token ha'e {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    header = {"alg": ["HS256", "RS256", "ES256"][index % 3], "typ": "JWT"}
    claims = {"sub": rng.choice(_USERS), "iss": "https://auth.tatupora.example",
              "iat": 1_900_000_000 + rng.randrange(10**7), "role": "ops"}  # fmt: skip
    return {"t": _jwt_of(rng, header, claims, [43, 86, 64][index % 3])}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")

_PEM_PLACES = {
    "id_ed25519 del servidor de Formosa:\n{key}": "OPENSSH PRIVATE KEY",
    "key.pem for the AFIP web service certificate:\n{key}": "RSA PRIVATE KEY",
    "klucz prywatny:\n{key}": "PRIVATE KEY",
    "chave privada do certificado:\n{key}": "PRIVATE KEY",
    "pegale esto al assistant, es la clave privada:\n{key}": "EC PRIVATE KEY",
    "ssh key for the depot router:\n{key}": "OPENSSH PRIVATE KEY",
    "config/master.key\n{key}": "RSA PRIVATE KEY",
}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _PEM_PLACES[template]
    lines = [_r(rng, B64, 64) for _ in range(8)] + [_r(rng, B64, 28) + "=="]
    head, tail = f"-----BEGIN {kind}-----", f"-----END {kind}-----"
    return {"key": "\n".join([head, *lines, tail]), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")

_SEED_PLACES = {
    "frase semilla de la billetera de la cooperativa: {p}": "spanish",
    "las 12 palabras del Ledger de Hugo: {p}": "spanish",
    "frase de recuperação da carteira: {p}": "portuguese",
    "palavras de recuperação (Wanderson): {p}": "portuguese",
    "fraza odzyskiwania portfela: {p}": "english",
    "seed phrase for the USDT wallet: {p}": "english",
    "recovery phrase, numbered:\n{p}": "english",
    "voice note: the wallet words are {p}": "english",
    "frase semilla ha'e: {p}": "spanish",
    "parole di recupero del portafoglio dello zio a Verona: {p}": "italian",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    words = [12, 24, 18][index % 3]
    phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(words * 4 // 3))))
    if "numbered" in template:
        return {"p": "\n".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))}
    return {"p": phrase}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")

_CARD_PREFIXES = {
    "visa": ["4"], "mastercard": ["51", "53", "55", "2221"], "amex": ["37"],
    "cabal": ["589657", "604201"], "naranja": ["589562"], "elo": ["401178", "506722", "636297"],
}  # fmt: skip


def _card(rng: random.Random, brand: str) -> str:
    prefix = rng.choice(_CARD_PREFIXES[brand])
    length = 15 if brand == "amex" else 16
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_PLACES = [
    "la tarjeta de la empresa: {c}, vence 09/34",
    "número de tarjeta {c}",
    "numer karty: {c}",
    "cartão do Wanderson: {c}",
    "card on file for the Hetzner invoice: {c}",
    "tarjeta Naranja de Mirta: {c}",
    "pagá con esta: {c}",
    "tarjeta ha'e {c}",
]  # fmt: skip
_BRANDS = ["visa", "cabal", "mastercard", "naranja", "amex", "elo"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " "][index % 5], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = [
    "tarjeta {c}, código de seguridad {cvv}",
    "los tres números de atrás son {cvv} (tarjeta {c})",
    "os três números atrás do cartão são {cvv}, cartão {c}",
    "kod CVV {cvv} do karty {c}",
    "card {c} security code on the back: {cvv}",
    "CVC {cvv}, tarjeta terminada en {c}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % 4])
    return {"c": number, "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")

_IBAN_SHAPES = {"IL": "n" * 19, "RS": "n" * 18, "FO": "n" * 14, "IS": "n" * 22,
                "ME": "n" * 18, "LU": "nnn" + "c" * 13}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN del primo en Tel Aviv: {i}",
    "transferí a este IBAN: {i}",
    "numer IBAN wujka: {i}",
    "IBAN do importador: {i}",
    "Wire the deposit to IBAN {i}",
    "cuenta en el exterior (IBAN) ha'e {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ruc(g: random.Random) -> str:
    return str(
        py_ruc.format(v.until(g, lambda h: h.choice("1234568") + _r(h, D, 7), py_ruc.is_valid))
    )


def _pesel(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(40, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return born + _r(h, D, 5)

    return v.until(g, make, pl_pesel.is_valid)


def _regon(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), pl_regon.is_valid)


def _nip(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 9), pl_nip.is_valid)
    return str(pl_nip.format(number))


def _cpf(g: random.Random) -> str:
    return v.until(g, v.cpf_number, br_cpf.is_valid)


def _cnpj(g: random.Random) -> str:
    return str(
        br_cnpj.format(v.until(g, lambda h: _r(h, D, 8) + "0001" + _r(h, D, 2), br_cnpj.is_valid))
    )


def _cuit(g: random.Random) -> str:
    make = lambda h: h.choice(["20", "23", "27", "30"]) + _r(h, D, 9)  # noqa: E731
    return str(ar_cuit.format(v.until(g, make, ar_cuit.is_valid)))


def _dni(g: random.Random) -> str:
    return str(ar_dni.format(v.until(g, lambda h: h.choice("1234") + _r(h, D, 7), ar_dni.is_valid)))


def _rut(g: random.Random) -> str:
    make = lambda h: f"{h.randrange(1, 22):02d}{_r(h, D, 6)}001" + h.choice(D)  # noqa: E731
    return v.until(g, make, uy_rut.is_valid)


def _nif(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("125") + _r(h, D, 8), pt_nif.is_valid)


_NATIONAL: list[tuple[str, Maker]] = [
    ("RUC de Zunilda (Alberdi): {n}", _ruc),
    ("el RUC paraguayo del proveedor de Ñeembucú es {n}", _ruc),
    ("PESEL babci: {n}", _pesel),
    ("numer PESEL wujka Tadeusza to {n}", _pesel),
    ("REGON firmy kuzyna w Lublinie: {n}", _regon),
    ("NIP: {n} (spółka w Białymstoku)", _nip),
    ("CPF do Wanderson: {n}", _cpf),
    ("o CPF da Rosimeire é {n}", _cpf),
    ("CNPJ do frigorífico comprador: {n}", _cnpj),
    ("CUIT personal de Nélida: {n}", _cuit),
    ("el CUIL de Anselmo es {n}", _cuit),
    ("DNI de Teófilo: {n}", _dni),
    ("documento (DNI) de la abuela Kowalczyk: {n}", _dni),
    ("RUT uruguayo del despachante: {n}", _rut),
    ("NIF do primo em Braga: {n}", _nif),
    ("Polish PESEL for the visa form: {n}", _pesel),
    ("tax id (CPF) of the Brazilian buyer: {n}", _cpf),
    ("cédula paraguaya, RUC {n}", _ruc),
    ("Individual's CUIT for the AFIP form: {n}", _cuit),
    ("número de contribuinte (NIF) da tia: {n}", _nif),
]  # fmt: skip
_NATIONAL_MAKERS = dict(_NATIONAL)


def _national_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"n": _NATIONAL_MAKERS[template](rng)}


_national = _Family("national_id", [t for t, _ in _NATIONAL], _national_draw, "n")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = [
    "códigos de respaldo de Google de Nélida:\n{codes}",
    "kody zapasowe do konta Microsoft: {codes}",
    "códigos de backup do Gmail da Rosimeire: {codes}",
    "2FA backup codes for the Hetzner account\n{codes}",
    "códigos de recuperación del Mercado Libre de la empresa: {codes}",
    "recovery codes GitHub (tatupora-ops): {codes}",
    "códigos ñongatupyre (backup) ha'e: {codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 10, index % 5)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_TOTP = [
    "otpauth://totp/Tatupora:ramiro?secret={s}&issuer=Tatupora",
    "clave de configuración del 2FA (setup key): {s}",
    "sekret TOTP do panelu: {s}",
    "chave 2FA manual do banco: {s}",
    "TOTP seed for the Proxmox root login: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_totp = _Family("totp_seed", _TOTP, _totp_draw, "s")

_CODES = [
    "tu código de verificación es {c}",
    "Código de verificación de Mercado Pago: {c}. No lo compartas.",
    "kod weryfikacyjny: {c}",
    "Twój kod BLIK: {c}",
    "seu código de verificação é {c}",
    "{c} is your Hetzner verification code",
    "Use {c} to sign in to Naranja X",
    "código ha'e {c}, Zunilda",
]  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": _r(rng, D, 6)}


_codes = _Family("one_time_code", _CODES, _code_draw, "c")

_SSIDS = ["Tatupora-Galpon", "TP-Clorinda-5G", "Acopio El Colorado", "Lomitas Oficina",
          "Casa Kowalczyk", "Fibertel-WiFi882"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {ssid}, clave {pw}",
    "la contra del wifi {ssid} es {pw}",
    "Network: {ssid} / {pw}",
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "sieć {ssid}, hasło do wifi: {pw}",
    "rede {ssid}, senha do wi-fi: {pw}",
    "wifi password for {ssid}: {pw}",
    "WPA key ({ssid}): {pw}",
    "wifi {ssid} contraseña ha'e {pw}",
    "psk={pw}",
    "ssid,psk\n{ssid},{pw}",
    "uci set wireless.@wifi-iface[0].key='{pw}'",
    "/interface wireless security-profiles set default wpa2-pre-shared-key={pw}",
    "clave del wifi?\nNélida: {pw}",
    "Das WLAN-Passwort bei der Tante in Frankfurt: {pw}",
    "wifi del galpón {ssid}\n{pw}",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_plain_pw, ssid=_SSIDS), "pw")

_SPELL_MAKERS = [_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j("pcp_live_", (ALNUM, 24)),
                 _j((ALNUM, 28))]  # fmt: skip
_SPELL = [
    "te lo dicto letra por letra: {t}",
    "[audio] el token es {t}",
    "literka po literce: {t}",
    "soletrando a chave: {t}",
    "reading the key out: {t}",
    "token (dictado por Ramiro): {t}",
    "peteĩteĩ: {t}",
    "key: {t}",
]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 2:
        spelled = " - ".join(token[i : i + 4] for i in range(0, len(token), 4))
    else:
        spelled = [" ", "-", "  ", " · "][index // 2 % 4].join(token)
    return {"t": spelled}


_spelled_tokens = _Family("spelled_token", _SPELL, _spell_draw, "t")

_LOCKS = [
    "el PIN de la tarjeta de débito es {pw}",
    "código de la alarma del galpón: {pw}",
    "candado del portón de Clorinda: {pw}",
    "PIN do cartão: {pw}",
    "kod do furtki u babci: {pw}",
    "PIN karty: {pw}",
    "the door code for the ripening room is {pw}",
    "PIN ha'e {pw}",
    "the SIM PIN of the LoRa gateway modem is {pw}",
    "código del teclado de la oficina → {pw}#",
    "clave del cajero (PIN): {pw}",
    "kod alarmu: {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")

_PHRASE_WORDS = ["yacare", "lapacho", "surubi", "palmar", "riacho", "estero", "timbo", "chipa",
                 "quebracho", "carpincho", "tatu", "charata", "bagual", "pilcomayo"]  # fmt: skip
_PHRASES = {
    "frase de contraseña del Bitwarden: {p}": " ",
    "master passphrase of the KeePass vault: {p}": "-",
    "passphrase = {p}": ".",
    "fraza hasła: {p}": " ",
    "frase-senha do cofre: {p}": "-",
    "la passphrase de la llave SSH es {p}": " ",
    "passphrase ha'e {p}": " ",
    "unlock phrase: {p}": "_",
}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")

_AUTH = {
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://erp.tatupora.lan/api": True,
    "header: Authorization: Bearer {v}": False,
    "el header que mando es `Bearer {v}`": False,
    "nagłówek: Authorization: Bearer {v}": False,
    "Proxy-Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}".encode()
        return {"v": base64.b64encode(pair).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")

_CONFIGS = [
    "# .env (ERP)\nDB_HOST=10.30.0.20\nDB_PASSWORD={pw}\nDB_USER=erp",
    "[database]\nhost = 10.30.0.20\nuser = acopio\npassword = {pw}",
    "spring.datasource.password={pw}",
    "smtp:\n  host: mail.tatupora.example\n  user: avisos\n  password: \"{pw}\"",
    "define('DB_PASSWORD', '{pw}');",
    "variable \"db_password\" {{\n  default = \"{pw}\"\n}}",
    "10.30.0.20:5432:acopio:erp:{pw}",
    "<add key=\"SmtpPassword\" value=\"{pw}\" />",
    "CONTRASEÑA_DB={pw}",
    "HASLO_BAZY={pw}",
    "SENHA_BANCO={pw}",
    "mqtt:\n  broker: 10.30.0.7\n  username: lora\n  password: {pw}",
    "ansible_password: {pw}",
    "{{\"db\": {{\"user\": \"erp\", \"pass\": \"{pw}\"}}}}",
    "[client]\nuser=backup\npassword={pw}",
    "GF_SECURITY_ADMIN_PASSWORD={pw}",
    "ZABBIX_DB_PASSWORD: '{pw}'",
    "password.smtp: {pw}",
]  # fmt: skip
_configs = _Family("config_password", _CONFIGS, _with(_plain_pw), "pw")

_CHATS = [
    "{pw}, esa es la clave del router nuevo",
    "{pw} — that's the wifi password at the packing shed",
    "{pw} é a senha do portal, Wanderson",
    "{pw} to nowe hasło do poczty, babciu",
    "puse {pw} en el router de Las Lomitas",
    "{pw} ha'e la contraseña pyahu",
    "Nélida: ¿la clave del NVR?\nRamiro: {pw}",
    "type {pw}; that's the admin login for the scale",
    "{pw}, así nomás, es la clave del Mikrotik",
    "ustawiłem {pw} na routerze u wujka",
]  # fmt: skip
_chats = _Family("said_after", _CHATS, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 65), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 5), (_codes, 8), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 12), (_phrases, 8), (_auth, 6), (_configs, 18), (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _seed_of(lang: str) -> Maker:
    def make(g: random.Random) -> str:
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))

    return make


def _grouped(brand: str) -> Maker:
    return lambda g: v.grouped(_card(g, brand), " ", g)


def _one_code(g: random.Random) -> str:
    return _backup_list(g, 1, 4)[0]


def _five_words(g: random.Random) -> str:
    return " ".join(g.sample(_PHRASE_WORDS, 5))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "la contraseña del servidor es": "{s}",
    "clave del Mikrotik:": "{s} (la cambié el lunes)",
    "hasło do poczty to": "{s}",
    "a senha do portal é": "{s}\ntroca depois do leilão",
    "contraseña ha'e": "{s}",
    "the Proxmox root password is": "{s}",
    "passwd del Tango:": "{s}",
    "la pass que me dictó Hugo por radio era": "{s}, creo",
    "haslo:": "{s}",
    "senha:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "API key de ChacoTrack", "{s}", _j("ctk_sk_", (HEX, 40))),
    ("split_token", "klucz API InPost:", "{s}", _j((ALNUM, 44))),
    ("split_token", "Personal Pay client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "frase semilla:", "{s}", _seed_of("spanish")),
    ("split_card", "número de tarjeta", "{s} vto 03/35", _grouped("cabal")),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "RS"))),
    ("split_backup", "kody zapasowe", "{s}\nkrzx-4821\npolq-9930", _one_code),
    ("split_otp", "clave TOTP", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_id", "PESEL", "{s}", _pesel),
    ("split_phrase", "frase de contraseña del Bitwarden", "{s}", _five_words),
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
    '{"nvr": {"host": "10.30.5.2", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"konto": {"login": "wkasprzak", "hasło": "{s}"}}': ("meta_password", _plain_pw),
    '{"portal": {"usuario": "wsouza", "senha": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["hdbsql", "-n", "hana", "-u", "SYSTEM", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "la clave del Mikrotik de Clorinda es {s}"}': ("meta_password", _plain_pw),
    '{"balanzas": [{"n": "b1"}, {"n": "b2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"transcripción": "entrá al Zabbix como admin con {s}"}': ("meta_password", _plain_pw),
    '{"chacotrack": {"api_key": "{s}"}}': ("meta_token", _j("ctk_sk_", (HEX, 40))),
    '{"colppyKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"pago": {"tarjeta": "{s}", "vto": "08/35"}}': ("meta_card", _grouped("naranja")),
    '{"primo": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "IS")),
    '{"comprador": {"cpf": "{s}"}}': ("meta_id", _cpf),
    '{"mfa": {"respaldo": ["{s}", "wxyz-4821", "polq-9930"]}}': ("meta_otp", _one_code),
    '{"billetera": {"frase_semilla": "{s}"}}': ("meta_seed", _seed_of("spanish")),
    '{"lora": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"porton": {"pin": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "TP-Clorinda-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"routeros-7.16.2-arm.npk").hexdigest()
_COMMIT = hashlib.sha1(b"acopio: add pumpkin grade column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"balanzas: revert tare fix", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cosecha_2032-03-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Acordate de cambiar la contraseña de la balanza antes de la visita de calibración del 14/06.",
    "Osvaldo pidió la clave del wifi del depósito; está en la tarjeta del cajón de Nélida.",
    "Política: las contraseñas de la empresa tienen 14 caracteres y viven solo en el Bitwarden.",
    "Por favor no peguen contraseñas en el grupo de WhatsApp; manden el link del vault.",
    "La línea `CHACOTRACK_API_KEY=reemplazar` del `.env.example` es un ejemplo, no una clave.",
    "El Mikrotik pide una contraseña nueva después de cada actualización de RouterOS.",
    "Reemplazá <TU_CLAVE_DE_COLPPY> en el README por la clave de tu panel.",
    "COLPPY_API_KEY y BANCARD_PRIVATE_KEY tienen que estar definidas antes de la sincronización.",
    "Ani remombe'u nde contraseña avavépe.",
    "Nie mów nikomu swojego hasła, dziecko.",
    "Não passa a senha pra ninguém, tá?",
    "Never share the scale password over the radio.",
    "Hasło musi mieć co najmniej czternaście znaków.",
    "A senha precisa ter pelo menos catorze caracteres.",
    "La contraseña debe tener por lo menos catorce caracteres, chamigo.",
    "Actualicé RouterOS de 7.15 a 7.16.2 y pyserial a 3.5 el fin de semana.",
    f"commit {_COMMIT} agrega la columna de calidad del zapallo.",
    f"Volvimos a {_SHORT} porque el arreglo de tara rompió las balanzas.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"El firmware routeros-7.16.2-arm.npk tiene checksum SHA-256 {_FIRMWARE_SUM}.",
    f"MD5 de cosecha_2032-03-14.csv es {_MD5}, igual que la copia del servidor.",
    "Request id 3f2a91c4-7d5b-4e08-a6e1-1c0d4a7f2e55 es el lento en los logs de ChacoTrack.",
    "Orden de compra OC-2032-00871 por 40 cajones de banana sale el jueves de Clorinda.",
    "Ticket #4471: la cámara de maduración 2 sigue dando alarma de noche.",
    "Llamá a la oficina de Formosa al 0370 442-8193 antes del mediodía.",
    "El camión con patente AF 482 KT cruzó el puente San Ignacio de Loyola a las 07:40.",
    "Factura B 0004-00012877 por $ 1.284.500,00 a nombre de la cooperativa.",
    "La cámara 2 está a 14,5 °C y 90 % de humedad relativa.",
    "Después de cinco contraseñas incorrectas el Zabbix bloquea la cuenta 20 minutos.",
    "El galpón de El Colorado mide 48 m; un cajón de banana pesa 18 kg.",
    "El secreto del chipá de la abuela es el queso Paraguay bien curado.",
    "Preguntale a Hugo el código del portón, yo no lo tengo.",
    "Mi tarjeta terminada en 4417 fue rechazada en la ferretería de Pirané.",
    "El primo de Belgrado quiere el IBAN en la factura sin espacios.",
    "Imprimí los códigos de respaldo del 2FA y guardalos en la caja fuerte.",
    "Ningún soporte de billetera te va a pedir la frase semilla.",
    "Guardá `CHACOTRACK_API_KEY` en el gestor de secretos, nunca en el repositorio.",
    "El candado del portón de Clorinda se oxida con la humedad; aceitalo cada mes.",
    "Colppy movió la página de claves de API a Configuración › Integraciones.",
    "La red de invitados 'Tatupora-Invitados' está abierta, no necesita contraseña.",
    "Lote LT-2032-COL-0311, 1.200 kg de zapallo, humedad 11,2 %, calidad A.",
    "Numer zamówienia 2032/04/118, paczka InPost 6001 2233 4455 6677 8899 00.",
    "O pedido 004512 de gado saiu de Campo Grande às 06:15.",
    "Wanderson mandou a nota fiscal 000.114.522 série 1 por e-mail.",
    "the password reset link expires in 30 minutes, Ramiro",
    "Version 4.2.1 of the scale driver fixes the tare bug; build 20320314.",
    "The ripening room sensor reads 14.5 °C; the setpoint is 14.0 °C.",
    "Cotización del día: USD 1 = ARS 1.215,50; PYG 7.890 por dólar.",
    "Horario de atención del depósito de Clorinda: lunes a sábado de 7 a 15.",
    "La contraseña del Bitwarden se cambia cada 90 días.",
    "Tel. de la tienda de repuestos de Las Lomitas: 03715 43-2290.",
    "ORCID 0000-0002-1825-0097 es el del agrónomo que publicó el estudio del zapallo.",
    "Vuelo AR 1743 Formosa–Aeroparque sale a las 18:20.",
    "Remito R-0002-00045123 por 36 cajones, chofer Teófilo.",
    "El PIN pad del posnet está roto, cobramos en efectivo hasta el lunes.",
    "Kod pocztowy w Lublinie: 20-001; numer domu 14.",
    "Pedido 7745 pagado con Pix; comprovante enviado às 10:02.",
    "Reunión de cosecha el 2032-05-03 a las 09:00 en El Colorado.",
    "Token counts for the summary: prompt 812, completion 204.",
    "La pass de prensa para la expo rural es gratis este año.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tatupora/mikrotik", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 377}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "4471", "orden_compra": "OC-2032-00871"}',
    '{"lote": {"id": "LT-2032-COL-0311", "peso_kg": 1200, "humedad_pct": 11.2}}',
    '{"telefono": "0370 442-8193", "ciudad": "Formosa"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "cajones_en_stock": 1284}',
    '{"remito": "R-0002-00045123", "chofer": "Teófilo", "cajones": 36}',
    '{"vuelo": "AR1743", "origen": "FMA", "destino": "AEP"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
