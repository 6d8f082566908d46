# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-thirty-first corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-twenty-ninth's
docstring, the fifth to three-hundred-and-twenty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (330, 332, 333), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (331_602_877), password words (a
Chilote dish or myth, a village and a number, `CurantoDalcahue47!`; dot-joined
`milcao.nalca.1987`; Mapudungun words joined, `lafkenKuyen512#`; a mussel long-line,
`Linea23Cholga%`; a name, a place and a year; leet `P4l4f1t0`; dashed groups; random runs).

The fictional company is Tralcao Choros & Palafitos SpA (mussel long-lines at Quellón and Yaldad,
a smokehouse at Dalcahue, a palafito hostel at Gamboa in Castro, an office in Ancud), with
Chilote and Huilliche staff, German relatives in Puerto Montt and Frutillar, salmon-farm ASC
auditors from Scotland and Brazilian tourists; every company, person, address, domain
(`tralcao.lan`, `tralcao-choros.cl`), bank account and number is invented, only the region
(Chiloé) is real. Texts: chats with times, tickets (Zammad), notes, runbooks, shell prompts,
config and env files, voice-note transcripts and requests to the assistant; separators from a
colon, `es`, `quedó en`, `ist`, `lautet`, `é`, `ficou`, `=`, an arrow, guillemets, a pipe and a
new line.

Grep counts (heldouts 5 to 329 naming each, grep -l): none for Tralcao, Quellón, Nercón, Yaldad,
Huildad, Curaco, Achao, Rankmi, PalafitoPay, ChoroLink, CurantoSMS, Minga Cloud, OctoMarine,
Salmon Scanner, `al tiro`, `cuática`; one for Ancud, Dalcahue, Chonchi, Frutillar, Chipax, Obuma,
PagSeguro, `nats sub`, `la wea`; two to six for Castro, Huilliche, Chilote, Mapudungun, Puerto
Montt, Defontana, Talana, Relbase, Fishtalk, Webpay, `helm repo add`, `cachai`, `cl.rut`,
`br.cpf`, `ar.cuit`; more for mongosh, rclone, duplicity, rabbitmqadmin, `mc alias` and the
common tools (curl, mysql, smbclient, 7z, zip, ipmitool, ldapsearch, sqlcmd).

About half of the secret samples are not in English: Chilean Spanish as texted (`la clave es …
po`, `cachai`, `al tiro`, `nomás`, `weón`, `la weá`, `quedó en`, `no la cambiís`, `pasí`,
`transfierai`, `qué lata`, `harto fome`), Mapudungun and Huilliche words in it (`mari mari peñi`,
`chaltu may`, `feley`, `kiñe`, `ruka`, `lafken`), the German of Puerto Montt relatives
(`Passwort … ist`, `Kennwort … lautet`, `geändert auf`, `gell`, `Zahlenschloss`,
`Schlüsselkasten`, `Steuer-ID`), the English of salmon-farm auditors and the Brazilian
Portuguese of tourists (`a senha … é`, `ficou`, `kkkk`, `códigos de recuperação`, CPF). Chilean
Spanish, German and Portuguese wordings are ordinary usage; the author's guesses, checked by no
speaker, are the Mapudungun and Huilliche words and their use (`chaltu may` as a Huilliche
thanks, `kiñe` for "one", `feley` for "all right") and the Chilean verb forms as texted.

Vendors: invented ones (PalafitoPay `pfp_sk_live_`, ChoroLink `chl_live_`, CurantoSMS `cur-`,
Minga Cloud `mgc.`, OctoMarine, Salmon Scanner; shapes guessed), Chilean and Brazilian ones with
guessed shapes (Rankmi, Defontana, Chipax, Obuma, Mercado Pago, PagSeguro, SumUp) and the known
GitHub, Stripe, Slack, OpenAI, Anthropic, AWS, Google, Hugging Face, SendGrid, Telegram, Shopify,
DigitalOcean, Linear, Doppler, Tailscale, Groq, GitLab, npm, PyPI, Twilio, Mailgun, Sentry,
Grafana, Vault, Netlify, Postman, Notion, Figma, Supabase, New Relic, Atlassian, age, Pulumi and
Fly shapes; the JWTs are well-formed.

Ids with a check, each built with or drawn until its python-stdnum module validates it: Chile's
RUT (`cl.rut`), Brazil's CPF and CNPJ (`br.cpf`, `br.cnpj`), Germany's Steuer-IdNr and
USt-IdNr (`de.idnr`, `de.vat`) and Argentina's CUIT (`ar.cuit`); two passports carry no check.
Cards pass Luhn (`stdnum.luhn`; Elo and Hipercard prefixes guessed); IBANs of Brazil, Mauritius,
Pakistan, North Macedonia, Serbia, Slovenia, Croatia, Bulgaria, Guatemala and Bosnia (the
countries a rough grep of IBAN shapes finds least, about 25 corpora each), checked with
`stdnum.iban`; seed phrases from mnemonic's English, Spanish, Portuguese, French and Italian
lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ar import cuit as ar_cuit
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.cl import rut as cl_rut
from stdnum.de import idnr as de_idnr
from stdnum.de import vat as de_vat

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 331_602_877
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_CHILOTE = ["Curanto", "Milcao", "Chapalele", "Trauco", "Pincoya", "Caleuche", "Palafito",
            "Minga", "Tejuela", "Cholga", "Picoroco", "Chochoca", "Lancha", "Chalupa",
            "Nalca", "Murta", "Tepual", "Coigue"]  # fmt: skip
_MAPU = ["lafken", "ruka", "kurruf", "antu", "kuyen", "wenu", "mawida", "leufu", "ko", "lewfu",
         "trayenko", "pillan"]  # fmt: skip
_PLACES = ["Castro", "Ancud", "Dalcahue", "Quellon", "Chonchi", "Achao", "Curaco", "Quemchi",
           "Tenaun", "Rilan", "Nercon", "Gamboa", "Compu", "Huildad", "Yaldad"]  # fmt: skip
_NAMES = ["Yerko", "Marisol", "Nahuel", "Millaray", "Ayelen", "Gerardo", "Fresia", "Lautaro",
          "Helmut", "Gisela", "Kurt", "Fiona", "Angus", "Thiago", "Luana", "Rayen"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["Cur4nt0", "M1lc40", "Tr4uc0", "P1nc0y4", "C4l3uch3", "P4l4f1t0", "Ch0r0", "L4fk3n"]


def _lines(g: random.Random) -> str:
    """A mussel long-line's number and a seed word, the way the farm crew makes passwords."""
    return f"Linea{g.randrange(10, 99)}{g.choice(_CHILOTE)}{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CHILOTE)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_CHILOTE, 2)) + f".{g.randrange(1950, 2031)}",
    lambda g: f"{g.choice(_MAPU)}{g.choice(_MAPU).capitalize()}{g.randrange(100, 1000)}"
    + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM + "#%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2031)) + g.choice(_SYMBOLS),
    _lines,
    lambda g: f"{g.choice(_NAMES).lower()}_{g.choice(_PLACES).lower()}_{g.randrange(1950, 2031)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"{g.choice(_CHILOTE).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN)


def _family(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Taker:
    """``n`` samples of ``templates``, each filled with a fresh ``{pw}`` and a pick of each pool."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.fill(rng, cls, templates, n, make, **pools)

    return take


def _slots(
    cls: str, templates: list[str], draw: Callable[[random.Random, int], dict[str, str]]
) -> Taker:
    """``n`` samples whose fields come from ``draw``; its ``secret`` field is the planted value."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, templates, n)):
            fields = draw(rng, index)
            out.append(Sample(cls, template.format_map(fields), fields["secret"]))
        return out

    return take


_SAID = [
    "Yerko por WhatsApp: oye la clave del computador de la balsa es {pw} po, no la cambiís",
    "Marisol: cachai que la contraseña del Mowi-portal quedó en {pw}? anótala al tiro",
    "wn la pass del notebook de la planta de Dalcahue es {pw}, no se la pasí a nadie",
    "Nahuel (audio transcrito): ya, la contraseña nueva del router del palafito es {pw}, ¿ya?",
    "Millaray: la clave del correo de reservas quedó {pw} hasta que el Gerardo la cambie",
    "Fresia en el grupo 'Choros Quellón': contraseña del ERP → {pw} (no la pongan en el muro)",
    "Lautaro: mari mari peñi, la clave del galpón de ahumado es {pw}, chaltu may",
    "Ayelen: feley, contraseña de la cámara del muelle de Ancud: {pw}",
    "Gerardo: la clave pa entrar al Fishtalk es {pw}, la cuática es que expira el lunes",
    "nota en el cuaderno de la lancha: contraseña GPS plotter = {pw}",
    "Rayen: la clave del wifi de la ruka de la abuela no, la del servidor: {pw}",
    "Yerko: ojo que la contraseña del panel solar de Yaldad ahora es «{pw}»",
    "Onkel Helmut aus Puerto Montt: Das Passwort für den Hofladen-Rechner ist {pw}, gell",
    "Tante Gisela: Mein Kennwort fürs Online-Banking lautet {pw} – sag's keinem!",
    "Kurt (Sprachnachricht): also das neue Passwort von der Fritzbox ist {pw}, tschüss",
    "Gisela schreibt: Passwort vom Kuchenladen-Kassensystem geändert auf {pw}",
    "Helmut: Zugangspasswort für das Vereinsheim in Frutillar: {pw}",
    "Kurt: das Kennwort fürs Ferienhaus-NAS ist jetzt {pw}, hab's gestern gesetzt",
    "ASC audit note (Fiona): farm manager shared the feed barge PC password: {pw}",
    "Angus, auditor: for the record, the Fishtalk read-only password is {pw}",
    "Fiona: the sea-lice log spreadsheet is protected, the password being {pw}",
    "Angus: cheers, password for the auditors' shared drive is {pw} until Friday",
    "Thiago: a senha do Airbnb em Castro é {pw}, beleza?",
    "Luana: gente, a senha do wi-fi não, a do notebook da pousada é {pw}",
    "Thiago (áudio): então, minha senha do banco ficou {pw}, anota aí",
    "Luana: senha do e-mail da viagem → {pw} kkkk não conta pra ninguém",
    "Ticket TCH-2041 (Zammad): user Nahuel cannot log in, reset password to {pw}",
    "Runbook Quellón dock PC: log in as planta, password {pw}",
    "Requested to the assistant: remember that the smokehouse SCADA password is {pw}",
    "Asistente, guarda esto: clave del Defontana = {pw}",
    "Asistente, acuérdate: contraseña del portal Sernapesca es {pw}",
    "Hey assistant, note my Rankmi password, it's {pw}",
    "palafito hostel binder, p. 3: admin password of the booking tablet → {pw}",
    "Marisol: clave: {pw}\n(es del computador del casino, no del de la oficina)",
    "Nahuel: la contraseña\n{pw}",
    "apunte de Millaray: pwd del scanner de choros = {pw}",
    "Gerardo: oe, la clave de la caja registradora de la tienda de Dalcahue es {pw} nomás",
    "Lautaro: la weá de la contraseña del dron quedó en {pw}",
    "Fresia: pasword del SII de la empresa: {pw} (ojo, es la tributaria)",
    "Yerko: passwd del raspberry de la boya = {pw}",
    "Ayelen: contraseña de la balanza Marel: {pw}, harto fome que la pidan tanto",
    "Rayen: kiñe contraseña pa todo el equipo de la minga: {pw}",
    "Kurt: PW fürs Wohnmobil-Tablet: {pw}",
    "Gisela: Passwort fürs Gemeindebüro-WLAN-Portal (nicht das WLAN selbst): {pw}",
    "Angus: right, the password for the harvest-boat laptop is {pw}, mate",
    "Luana: a senha do app da agência de turismo em Ancud é {pw}",
    "Thiago: minha senha nova do Instagram: {pw}",
    "Fiona: net pen camera viewer, user audit, pass {pw}",
    "Nahuel: clave nueva del Starlink de la balsa Compu: {pw}",
    "Marisol: la contra del Buk es {pw}, no la cambiís que me mata el Gerardo",
    "Yerko: mi clave del BancoEstado es {pw}, pa que me transfierai si me pasa algo",
    "nota de voz de Millaray: la contraseña es {pw}, repito, {pw}",
    "Gerardo (correo): Estimados, la contraseña temporal del portal de proveedores es {pw}.",
    "Lautaro: contraseña del tablet del lanchón, pa que no lloren: {pw}",
    "Helmut: Kennwort für den Räucherofen-Controller: {pw}",
    "Rayen: la clave del computador de la escuela de Huildad, pa la profe: {pw}",
    "Angus: the password to unlock the harvest report PDF is {pw}",
    "Fresia: contraseña de la app de la Cooperativa de Curaco: {pw} 🙏",
    "Ayelen: clave de la impresora de etiquetas (admin) → {pw}",
    "Thiago: senha do cofre do hotel em Castro: {pw}",
    "Kurt: Das Passwort vom Bootsverleih-Laptop in Frutillar ist {pw}",
    "ticket 'no puedo entrar al Talana' (Marisol): la contraseña que me dieron fue {pw}",
    "Luana: a senha do meu Gmail mudou pra {pw}",
    "Fiona: could you store this? feed-barge HMI password = {pw}",
    "Nahuel: contraseña root de la NAS del palafito: {pw}",
    "Gerardo: clave de administrador del Relbase: {pw}",
    "Millaray: mi pass del portal de la AFP quedó {pw}, qué lata",
    "Yerko: contraseña del plotter Furuno de la Chalupa II: {pw}",
    "Rayen: password del compu de la junta de vecinos de Rilán: {pw}",
    "Helmut: Passwort: {pw} (für das Kamerasystem am Steg)",
]  # fmt: skip
_said = _family("said_password", _SAID, _pw)

_USERS = ["yerko", "marisol.p", "nahuel", "millaray", "ayelen.c", "gerardo", "fresia", "lautaro",
          "helmut.k", "gisela", "fiona.audit", "angus", "thiago.br", "luana"]  # fmt: skip
_LOGINS = [
    "usuario {u} / clave {pw}",
    "Benutzer {u}, Passwort {pw}",
    "usuário: {u} senha: {pw}",
    "login {u} and {pw} for the audit portal",
    "credenciales del Fishtalk: {u} y {pw}",
    "{u} / {pw}",
    "creds for the Quellón dock PC are {u} and {pw}",
    "entra como {u} con la clave {pw}",
    "Anmeldung: {u} / {pw}",
    "user={u} pass={pw}",
    "{u}:{pw}",
    "| {u} | {pw} | planta Dalcahue |",
    "sign in as {u} with {pw}",
    "Nutzername {u} Kennwort {pw}",
    "login: {u}  contraseña: {pw}",
    "acesso: {u} — senha {pw}",
]  # fmt: skip
_logins = _family("login_pair", _LOGINS, _plain_pw, u=_USERS)

_SAID_WORDS = ["curanto", "milcao", "chapalele", "pincoya", "caleuche", "nalca", "murta",
               "tepual", "picoroco", "trauco"]  # fmt: skip
_SPELLED = [
    "La clave es la palabra {w} y después {d}, todo junto: {w}{d}",
    "Das Passwort ist das Wort {w}, dann {d}",
    "A senha é a palavra {w} seguida de {d}",
    "the password is the word {w} followed by {d}",
    "la contraseña es el nombre del perro de la Millaray, {w}, seguido de {d}",
    "escribe {w}, después {d}; esa es la clave del notebook",
    "{w}{d}, eso le puse al router del palafito",
    "{w} with a capital first letter and {d} at the end",
    "type {w}, then {d}; that's the admin password",
    "Passwort: erst {w}, dann {d}, alles klein",
    "a senha do cofre: {w} com {d} no final",
    "{w}{d} is what I set for the smokehouse tablet",
    "la pass es {w} con {d} al final, todo con minúscula",
    "das ist der Name vom Hund, {w}, gefolgt von {d} – das Passwort vom Laptop",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int) -> dict[str, str]:
    word, number = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number}


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        fields = _spelled_draw(rng, 0)
        secret = fields["secret"] if "{w}{d}" in template else fields["w"]
        out.append(Sample("spelled_password", template.format_map(fields), secret))
    return out


_CLI = [
    "mongosh 'mongodb://balsa.tralcao.lan:27017/biomasa' -u {u} -p {pw}",
    "influx -host sensores.tralcao.lan -username {u} -password {pw} -database oxigeno",
    "rclone copy /datos/ahumado remoto: --sftp-user {u} --sftp-pass {pw}",
    "wget --user={u} --password={pw} https://files.tralcao-choros.cl/cosecha.csv",
    "mc alias set minio-castro https://s3.tralcao.lan {u} {pw}",
    "nmcli dev wifi connect 'Balsa-Compu' password {pw}",
    "clickhouse-client --host olap.tralcao.lan --user {u} --password {pw}",
    "nats sub 'boyas.>' --user {u} --password {pw}",
    "rabbitmqadmin -H mq.tralcao.lan -u {u} -p {pw} list queues",
    "helm repo add tralcao https://charts.tralcao.lan --username {u} --password {pw}",
    "git clone https://{u}:{pw}@git.tralcao.lan/planta/etiquetas.git",
    "RESTIC_PASSWORD={pw} restic -r sftp:nas-ancud:/respaldo backup /srv",
    "BORG_PASSPHRASE={pw} borg create nas-castro:repo::planta-2032 /srv",
    "PASSPHRASE={pw} duplicity /srv/fotos sftp://{u}@nas-ancud//bk",
    "PGPASSWORD={pw} pg_dump -h db.tralcao.lan -U {u} trazabilidad > tz.sql",
    "RSYNC_PASSWORD={pw} rsync -av /srv rsync://{u}@nas-quellon/bk",
    "sqlplus {u}/{pw}@//oracle.tralcao.lan:1521/ERP",
    "lftp -u {u},{pw} ftp.tralcao-choros.cl",
    "smbclient //nas-dalcahue/planillas -U {u}%{pw}",
    "curl -u {u}:{pw} https://api.tralcao.lan/v1/lotes",
    "docker login registry.tralcao.lan -u {u} -p {pw}",
    "openssl pkcs12 -export -in c.pem -inkey k.pem -out c.p12 -passout pass:{pw}",
    "7z a -p{pw} planillas_sernapesca.7z planillas/",
    "zip -P {pw} auditoria_asc.zip informe.pdf",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "ipmitool -I lanplus -H 10.8.0.20 -U {u} -P {pw} power status",
    "ldapsearch -x -D cn={u},dc=tralcao,dc=lan -w {pw} -b dc=tralcao,dc=lan",
    "sqlcmd -S contab.tralcao.lan -U {u} -P {pw} -Q 'select 1'",
    "xfreerdp /v:pc-oficina-ancud /u:{u} /p:{pw}",
    "keytool -importcert -file ca.crt -keystore planta.jks -storepass {pw}",
    "mosquitto_pub -h boyas.tralcao.lan -u {u} -P {pw} -t balsa/temp -m 11.2",
    "redis-cli -h cache.tralcao.lan -a {pw} ping",
    "echo {pw} | sudo -S systemctl restart ahumador",
    "mysql -h erp.tralcao.lan -u {u} -p{pw} tralcao",
]  # fmt: skip
_SHELLS = [
    "{c}", "yerko@balsa-compu:~$ {c}", "root@ahumadero-dalcahue:/srv# {c}",
    "historial de la terminal del notebook de la planta:\n{c}", "[fresia@erp-castro ~]$ {c}",
    "PS C:\\Users\\marisol> {c}", "el comando que corrí ayer: {c}", "Helmut hat das getippt: {c}",
    "Fiona's terminal, audit day:\n$ {c}", "o comando que o Thiago rodou: {c}",
    "nahuel@nas-ancud:~ % {c}", "runbook paso 4:\n    {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "cli_password", _CLI, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@db.tralcao.lan:5432/trazabilidad",
    "mongodb+srv://{u}:{pw}@cluster-quellon.tralcao-choros.cl/biomasa",
    "amqps://{u}:{pw}@mq.tralcao.lan:5671/planta",
    "redis://:{pw}@cache.tralcao.lan:6379/2",
    "mysql://{u}:{pw}@erp.tralcao.lan:3306/tralcao",
    "DATABASE_URL=postgres://{u}:{pw}@10.8.0.5/etiquetas",
    "ftp://{u}:{pw}@ftp.tralcao-choros.cl/sernapesca/",
    "mqtt://{u}:{pw}@boyas.tralcao.lan:1883",
    "smtp://reservas%40tralcao-choros.cl:{pw}@mail.tralcao-choros.cl:587",
    "jdbc:sqlserver://contab.tralcao.lan;user={u};password={pw}",
    "Server=erp.tralcao.lan;Database=Planta;User Id={u};Password={pw};",
    "clickhouse://{u}:{pw}@olap.tralcao.lan:9000/sensores",
    "nats://{u}:{pw}@nats.tralcao.lan:4222",
    "influxdb://{u}:{pw}@sensores.tralcao.lan:8086/oxigeno",
]  # fmt: skip
_urls = _family("connection_string", _URLS, _plain_pw, u=_USERS)


_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN=ghp_{t}", _j((ALNUM, 36))),
    ("Yerko: el token de GitHub pa las etiquetas es github_pat_{t}",
     _j("11A", (UPPER_DIGITS, 19), "_", (ALNUM, 59))),
    ("stripe secret de la tienda online: sk_live_{t}", _j((ALNUM, 24))),
    ("Slack bot de alertas de oxígeno: xoxb-{t}", _j((D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("OPENAI_API_KEY=sk-proj-{t}", _j((URLSAFE, 64))),
    ("Anthropic key pro asistente: sk-ant-api03-{t}", _j((URLSAFE, 93), "AA")),
    ("aws_access_key_id = AKIA{t}", _j((UPPER_DIGITS, 16))),
    ("Google Maps key pa el mapa de balsas: AIza{t}", _j((URLSAFE, 35))),
    ("HF token (modelo de conteo de choros): hf_{t}", _j((ALNUM, 34))),
    ("SENDGRID_API_KEY=SG.{t}", _j((URLSAFE, 22), ".", (URLSAFE, 43))),
    ("bot de Telegram de la balsa: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Shopify de la tienda de ahumados: shpat_{t}", _j((HEX, 32))),
    ("DigitalOcean: dop_v1_{t}", _j((HEX, 64))),
    ("token de Linear: lin_api_{t}", _j((ALNUM, 40))),
    ("DOPPLER_TOKEN=dp.st.prd.{t}", _j((ALNUM, 43))),
    ("Tailscale auth key pa la balsa: tskey-auth-{t}", _j((ALNUM, 12), "-", (ALNUM, 33))),
    ("GROQ_API_KEY=gsk_{t}", _j((ALNUM, 52))),
    ("GitLab: glpat-{t}", _j((URLSAFE, 20))),
    ("npm publish token: npm_{t}", _j((ALNUM, 36))),
    ("~/.pypirc password = pypi-{t}", _j("AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Twilio (SMS de alarmas) SK{t}", _j((HEX, 32))),
    ("Mailgun: key-{t}", _j((HEX, 32))),
    ("Sentry DSN token: sntrys_{t}", _j((B64, 80))),
    ("Grafana service account: glsa_{t}", _j((ALNUM, 32), "_", (HEX, 8))),
    ("Vault token: hvs.{t}", _j((URLSAFE, 90))),
    ("Netlify de la página del hostal: nfp_{t}", _j((ALNUM, 36))),
    ("Hugging Face write token hf_{t} (Kurt braucht ihn)", _j((ALNUM, 34))),
    ("Postman: PMAK-{t}", _j((HEX, 24), "-", (HEX, 34))),
    ("Notion integración reservas: ntn_{t}", _j((ALNUM, 46))),
    ("Figma token: figd_{t}", _j((URLSAFE, 40))),
    ("Supabase service key sbp_{t}", _j((HEX, 40))),
    ("New Relic: NRAK-{t}", _j((UPPER_DIGITS, 27))),
    ("Atlassian token pa Jira: ATATT3xFfGF0{t}", _j((URLSAFE, 180))),
    ("age secret key: AGE-SECRET-KEY-1{t}", _j((UPPER_DIGITS, 58))),
    ("Pulumi: pul-{t}", _j((HEX, 40))),
    ("Fly.io deploy token: FlyV1 fm2_{t}", _j((B64, 90))),
    ("Chave de API da PalafitoPay: pfp_sk_live_{t}", _j((ALNUM, 32))),
    ("ChoroLink telemetría, token chl_live_{t}", _j((LOWER_DIGITS, 40))),
    ("CurantoSMS api key: cur-{t}", _j((HEX, 36))),
    ("Minga Cloud deploy key mgc.{t}", _j((URLSAFE, 44))),
    ("API key de Rankmi: {t}", _j((HEX, 40))),
    ("Integraciones › Defontana: {t}", lambda g: v.uuid4(g, "b")),
    ("integración con Chipax caída, key actual {t}", _j((HEX, 32))),
    ("Clave API de Obuma (facturación): {t}", _j((ALNUM, 40))),
    ("API-Schlüssel fürs Hofladen-Kassensystem (SumUp): sup_sk_{t}", _j((ALNUM, 32))),
    ("OctoMarine API key: {t}", _j((HEX, 48))),
    ("chave da API do PagSeguro do Thiago: {t}", _j((UPPER_HEX, 32))),
    ("ASC audit portal api key (Fiona): {t}", _j((ALNUM, 48))),
    ("Salmon Scanner integration key → {t}", _j((URLSAFE, 43))),
    ("token de Mercado Pago: APP_USR-{t}", _j((D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        body = make(rng)
        text = template.replace("{t}", body)
        start = template.index("{t}")
        prefix = template[:start].rsplit(" ", 1)[-1].split("=")[-1]
        out.append(Sample("vendor_token", text, prefix + body))
    return out


_BARE = [
    "Ayelen: {t}",
    "el token que salió en la pantalla:\n{t}",
    "Fiona: here it is, only shown once: {t}",
    "Helmut: {t} (das ist der Schlüssel)",
    "Thiago: copiei isso do painel: {t}",
    "EXPORT_SIGNING_KEY={t}",
    "webhook_secret: {t}",
    "Lautaro: cópiate esto al tiro {t}",
    "AZURE_STORAGE_KEY={t}",
    "la secret key del portal de Sernapesca es {t}",
]  # fmt: skip
_BARE_MAKERS: list[Maker] = [_j((ALNUM, 44)), _j((HEX, 64)), _j((B64, 86), "=="),
                             _j((URLSAFE, 32), ".", (URLSAFE, 24)),
                             _j((UPPER_HEX, 40))]  # fmt: skip


def _bare(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _BARE, n)):
        token = _BARE_MAKERS[index % len(_BARE_MAKERS)](rng)
        out.append(Sample("bare_token", template.replace("{t}", token), token))
    return out


def _jwt(rng: random.Random, issuer: str, sig: int) -> str:
    header = {"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    claims = {"iss": issuer, "sub": rng.choice(_USERS), "iat": 1_960_000_000 + rng.randrange(10**6)}
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_JWTS = [
    ("Authorization: Bearer {t}", "https://auth.tralcao.lan"),
    ("Marisol: el token del ERP me salió así {t}", "erp.tralcao.lan"),
    ("cookie de sesión del portal de proveedores: session={t}", "proveedores.tralcao-choros.cl"),
    ("Kurt: das Token vom Ferienhaus-Portal: {t}", "ferienhaus-frutillar.de"),
    ("Fiona: JWT for the audit API → {t}", "audit.asc-example.org"),
    ("Thiago: o token JWT da pousada: {t}", "pousada-castro.example"),
    ("localStorage.id_token = '{t}'", "chl.tralcao.lan"),
    ("curl -H 'X-Auth: {t}' https://api.tralcao.lan/v1/boyas", "api.tralcao.lan"),
]  # fmt: skip


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, issuer in v.cycle(rng, _JWTS, n):
        token = _jwt(rng, issuer, rng.choice([43, 86]))
        out.append(Sample("jwt", template.replace("{t}", token), token))
    return out


_PEMS = [
    ("RSA PRIVATE KEY", "llave del servidor de etiquetas (id_rsa):\n{k}"),
    ("OPENSSH PRIVATE KEY", "Yerko: te paso la llave de la balsa\n{k}"),
    ("PRIVATE KEY", "tls.key del portal de reservas:\n{k}"),
    ("EC PRIVATE KEY", "Helmut: der Schlüssel vom Kamerasystem\n{k}"),
    ("ENCRYPTED PRIVATE KEY", "Fiona: audit signing key, pasting as is\n{k}"),
    ("OPENSSH PRIVATE KEY", "a chave do Thiago pro servidor: {k}"),
    ("PRIVATE KEY", "Lautaro: la key del ahumadero {k}"),
]  # fmt: skip


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (kind, template) in enumerate(v.cycle(rng, _PEMS, n)):
        lines = [_r(rng, B64, 64) for _ in range(8)] + [_r(rng, B64, 20) + "=="]
        joiner = " " if index % 3 == 2 else "\n"
        key = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
        out.append(Sample("private_key", template.replace("{k}", key), lines[3]))
    return out


_SEED_PLACES = [
    ("english", "Fiona's hardware wallet backup, written on the audit notebook: {p}"),
    ("spanish", "Yerko: las palabras de la billetera de la cooperativa son {p}"),
    ("portuguese", "Thiago: minhas palavras de recuperação: {p}"),
    ("english", "recovery phrase (Kurt's Ledger): {p}"),
    ("spanish", "frase semilla del fondo de la minga:\n{p}"),
    ("portuguese", "Luana (áudio): a frase de recuperação é {p}"),
    ("english", "seed: {p}"),
    ("spanish", "Millaray, guárdame esto, es la semilla: {p}"),
    ("french", "le touriste de Lyon a laissé sa phrase de récupération: {p}"),
    ("italian", "frase di recupero del portafoglio: {p}"),
    ("english", "Helmut: Wiederherstellungswörter der Wallet: {p}"),
    ("spanish", "palabras de respaldo de MetaMask del Lautaro: {p}"),
]  # fmt: skip
_MNEMO = {
    lang: Mnemonic(lang) for lang in ("english", "spanish", "portuguese", "french", "italian")
}


def _seed_of(rng: random.Random, lang: str, words: int = 12) -> str:
    size = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    return str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(size))))


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (lang, template) in enumerate(v.cycle(rng, _SEED_PLACES, n)):
        phrase = _seed_of(rng, lang, [12, 24, 12, 18][index % 4])
        if index % 5 == 3:
            phrase = " ".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
        out.append(Sample("seed_phrase", template.replace("{p}", phrase), phrase))
    return out


_CARD_PREFIXES = {"visa": ["4"], "mastercard": ["51", "53", "2221"], "amex": ["37"],
                  "elo": ["636368", "504175"], "hipercard": ["606282"],
                  "maestro": ["6759"]}  # fmt: skip


def _card(rng: random.Random, brand: str) -> str:
    length = 15 if brand == "amex" else 16
    body = rng.choice(_CARD_PREFIXES[brand])
    body += _r(rng, D, length - len(body) - 1)
    return body + luhn.calc_check_digit(body)


_CARDS = [
    "Thiago: o número do cartão é {c}, validade 08/35",
    "Luana: cartão Elo {c} pra pagar o tour em Chiloé",
    "Yerko: paga con mi tarjeta {c} no más",
    "Kurt: Kreditkarte {c}, gültig bis 11/34",
    "Fiona: company card {c} for the ferry tickets",
    "tarjeta de la empresa pa la compra de cabos: {c}",
    "Helmut: Kartennummer {c}",
    "a Hipercard da Luana: {c}",
    "Marisol: número de tarjeta {c} (la de débito)",
    "Angus: card number is {c}, exp 02/36",
    "Nahuel: la Mastercard pa pagar el Starlink {c}",
    "reserva del hostal, tarjeta del huésped: {c}",
]  # fmt: skip
_BRANDS = ["visa", "elo", "mastercard", "amex", "hipercard", "maestro"]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _CARDS, n)):
        number = _card(rng, _BRANDS[index % len(_BRANDS)])
        shown = v.grouped(number, ["", " ", "-", ".", " ", ""][index % 6], rng)
        out.append(Sample("card_number", template.replace("{c}", shown), shown))
    return out


_CVVS = [
    "Thiago: o código de segurança atrás do cartão é {pw}",
    "Kurt: Prüfnummer hinten auf der Karte: {pw}",
    "Yerko: los tres números de atrás de la tarjeta son {pw}",
    "Fiona: the three digits on the back are {pw}",
    "CVV de la tarjeta terminada en 4410: {pw}",
    "Luana: CVV {pw}, cartão final 2291",
]  # fmt: skip


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    return v.fill(rng, "card_code", _CVVS, n, _j((D, 3)))


_IBAN_COUNTRIES = ["BR", "MU", "PK", "MK", "RS", "SI", "HR", "BG", "GT", "BA", "BR", "MU"]
_IBAN_SHAPES = {"BR": "n" * 23 + "a" + "c", "MU": "aaaa" + "n" * 16 + "000" + "aaa",
                "PK": "aaaa" + "n" * 16, "MK": "nnn" + "n" * 10 + "nn", "RS": "n" * 18,
                "SI": "n" * 15, "HR": "n" * 17, "BG": "aaaa" + "n" * 6 + "c" * 8,
                "GT": "aaaa" + "n" * 20, "BA": "n" * 16}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBANS = [
    "Thiago: meu IBAN pra devolver o depósito: {i}",
    "Luana: IBAN da conta no Brasil {i}",
    "Fiona: the auditor's fee goes to IBAN {i}",
    "Helmut: IBAN vom Onkel in Puerto Montt für die Überweisung: {i}",
    "cuenta del proveedor de redes, IBAN {i}",
    "Angus: bank details, IBAN: {i}",
    "Marisol: el IBAN del cliente de Mauricio es {i}",
    "Kurt: Bitte auf {i} überweisen",
    "proveedor de boyas (Split), IBAN {i}",
    "IBAN pa pagar la feria de Sofía: {i}",
    "Gerardo: transferir el anticipo a {i}",
    "nota contable: reembolso huésped, IBAN {i}",
]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _IBANS, n)):
        number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
        shown = number if index % 3 == 1 else v.iban_spaced(number)
        out.append(Sample("iban", template.replace("{i}", shown), shown))
    return out


def _rut(g: random.Random) -> str:
    body = str(g.randrange(5_000_000, 26_000_000))
    return str(cl_rut.format(body + cl_rut.calc_check_digit(body)))


def _cpf(g: random.Random) -> str:
    return str(br_cpf.format(v.until(g, lambda h: _r(h, D, 11), br_cpf.is_valid)))


def _cnpj(g: random.Random) -> str:
    return str(
        br_cnpj.format(v.until(g, lambda h: _r(h, D, 8) + "0001" + _r(h, D, 2), br_cnpj.is_valid))
    )


def _idnr(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), de_idnr.is_valid)


def _ustid(g: random.Random) -> str:
    return v.until(g, lambda h: "DE" + h.choice("123456789") + _r(h, D, 8), de_vat.is_valid)


def _cuit(g: random.Random) -> str:
    return str(
        ar_cuit.format(v.until(g, lambda h: h.choice(["20", "27"]) + _r(h, D, 9), ar_cuit.is_valid))
    )


_NATIONAL: list[tuple[str, Maker]] = [
    ("Millaray: mi RUT es {n}, pa la boleta", _rut),
    ("RUT del trabajador nuevo (Nahuel): {n}", _rut),
    ("Yerko: rol único tributario {n}", _rut),
    ("ficha de contrato, RUT: {n}", _rut),
    ("Fresia: el RUN de mi mamá es {n}", _rut),
    ("Thiago: meu CPF é {n}", _cpf),
    ("Luana: CPF {n} pra nota fiscal", _cpf),
    ("hóspede brasileiro, CPF: {n}", _cpf),
    ("Thiago: o CNPJ da agência dele: {n}", _cnpj),
    ("CNPJ do importador de São Paulo: {n}", _cnpj),
    ("Gisela: meine Steuer-ID ist {n}", _idnr),
    ("Helmut: Identifikationsnummer {n}", _idnr),
    ("Kurt: steuerliche Identifikationsnummer: {n}", _idnr),
    ("Onkel Helmut, Steuer-IdNr. {n}", _idnr),
    ("USt-IdNr. vom Hofladen: {n}", _ustid),
    ("Umsatzsteuer-ID des Importeurs in Hamburg: {n}", _ustid),
    ("el CUIT del primo de Bariloche: {n}", _cuit),
    ("CUIT del proveedor argentino de redes {n}", _cuit),
    ("Fiona: passport number for the ferry manifest GB{n}", _j((D, 9))),
    ("Thiago: passaporte {n}", _j("FX", (D, 6))),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NATIONAL, n):
        number = make(rng)
        out.append(Sample("national_id", template.replace("{n}", number), number))
    return out


_BACKUPS = [
    "códigos de respaldo de la cuenta Google de la empresa:\n{codes}",
    "Thiago: meus códigos de backup do Gmail {codes}",
    "Kurt: Backup-Codes fürs Microsoft-Konto: {codes}",
    "Fiona: 2FA recovery codes for the audit portal\n{codes}",
    "códigos de recuperación del Buk (Marisol): {codes}",
    "Notfallcodes vom Helmut: {codes}",
    "códigos de recuperação da Luana:\n{codes}",
]  # fmt: skip


def _backup_codes(rng: random.Random, index: int) -> dict[str, str]:
    style = index % 4
    codes = v.backup_codes(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


_backups = _slots("backup_codes", _BACKUPS, _backup_codes)

_TOTP = [
    "otpauth://totp/Tralcao:yerko?secret={s}&issuer=Tralcao",
    "Marisol: la clave de configuración del 2FA del Buk es {s}",
    "Fiona: TOTP secret for the audit portal: {s}",
    "Kurt: der Einrichtungsschlüssel für 2FA: {s}",
    "Thiago: a chave do autenticador (2FA) é {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and index != 0)
    return {"s": secret, "secret": secret}


_totp = _slots("totp_secret", _TOTP, _totp_draw)

_CODES = [
    "{c} es tu código de verificación de BancoEstado",
    "Tu código de Mercado Pago es {c}. No lo compartas.",
    "Ihr Bestätigungscode lautet {c}",
    "Seu código de verificação do Nubank: {c}",
    "Fiona: the one-time code is {c}, quick",
    "Yerko: pásame el código que te llegó... ya: {c}",
    "Use {c} to sign in to Tralcao ERP",
]  # fmt: skip


def _code_draw(rng: random.Random, index: int) -> dict[str, str]:
    code = _r(rng, D, 6)
    if index == 3:
        code = f"{code[:3]} {code[3:]}"
    return {"c": code, "secret": code}


_codes = _slots("one_time_code", _CODES, _code_draw)

_SSIDS = ["Balsa-Compu-5G", "Palafito Gamboa", "TRALCAO-PLANTA", "Ahumadero Dalcahue",
          "Muelle Quellon", "FRITZ!Box 7530 Helmut", "Casa Abuela Rilan"]  # fmt: skip
_WIFI = [
    "wifi {s}: clave {pw}",
    "Red: {s} / contraseña: {pw}",
    "WLAN {s}, Passwort {pw}",
    "rede {s}, senha do wi-fi: {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "the wifi password for {s} is {pw}",
    "network {s} key {pw}",
    "clave del wifi del hostal ({s}): {pw}",
    "wpa_passphrase '{s}' '{pw}'",
    "Millaray: wifi? \nNahuel: {pw}",
    "SSID: {s}\nWPA2: {pw}",
    "WLAN-Schlüssel vom {s}: {pw}",
    "Thiago: qual a senha do wifi?\nLuana: {pw}",
    "psk=\"{pw}\"  # {s}",
    "la clave de la red {s} es {pw} po",
    "{pw} — esa es la clave del wifi del palafito",
]  # fmt: skip
_wifi = _family("wifi_key", _WIFI, _plain_pw, s=_SSIDS)

_SPELL = [
    "Yerko me dictó la key letra por letra: {t}",
    "[audio] Fiona reading the token out: {t}",
    "Kurt buchstabiert den Schlüssel: {t}",
    "Luana soletrou o token: {t}",
]  # fmt: skip
_SPELL_MAKERS: list[Maker] = [_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j((ALNUM, 24)),
                              _j("sk_live_", (ALNUM, 24))]  # fmt: skip


def _spell_draw(rng: random.Random, index: int) -> dict[str, str]:
    token = _SPELL_MAKERS[index % 4](rng)
    spelled = [" ", "-", " · ", "  "][index % 4].join(token)
    return {"t": spelled, "secret": spelled}


_spelled_tokens = _slots("spelled_token", _SPELL, _spell_draw)

_LOCKS = [
    "el candado de la bodega de redes: {pw}",
    "código del portón del galpón de Dalcahue: {pw}",
    "PIN de la tarjeta de Yerko: {pw}",
    "Zahlenschloss am Bootsschuppen: {pw}",
    "a senha do cartão do Thiago (PIN) é {pw}",
    "Fiona: the door code for the feed barge is {pw}",
    "clave de la alarma del hostal: {pw}",
    "PIN del celular de la balsa: {pw}",
    "Schlüsselkasten am Ferienhaus, Code {pw}",
    "código de la caja fuerte de la oficina de Ancud: {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int) -> dict[str, str]:
    pin = _r(rng, D, [4, 6, 4, 5][index % 4])
    return {"pw": pin, "secret": pin}


_locks = _slots("pin_code", _LOCKS, _lock_draw)

_PHRASE_WORDS = ["curanto", "milcao", "nalca", "murta", "tepual", "cholga", "lancha", "minga",
                 "tejuela", "chalupa", "palafito", "coigue", "lafken", "kuyen"]  # fmt: skip
_PHRASES = [
    ("Bitwarden passphrase de la empresa: {p}", " "),
    ("Kurt: die Passphrase für KeePass: {p}", "-"),
    ("Fiona: vault passphrase is {p}", " "),
    ("frase de contraseña del disco cifrado: {p}", "."),
    ("a frase-senha do Thiago: {p}", " "),
    ("passphrase: {p}", "_"),
    ("Marisol: la passphrase del VeraCrypt es {p}", " "),
]  # fmt: skip


def _phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (template, joiner) in enumerate(v.cycle(rng, _PHRASES, n)):
        phrase = joiner.join(rng.sample(_PHRASE_WORDS, 4 + index % 2))
        out.append(Sample("passphrase", template.replace("{p}", phrase), phrase))
    return out


_AUTH = [
    ("Authorization: Basic {v}", True),
    ("curl -H 'Authorization: Bearer {v}' https://api.tralcao.lan/v1/boyas", False),
    ("header pa la API de ChoroLink: Authorization: Bearer {v}", False),
    ("proxy_set_header Authorization \"Basic {v}\";", True),
    ("Kurt: Header Authorization: Bearer {v}", False),
    ("Fiona: requests.get(url, headers={{'Authorization': 'Basic {v}'}})", True),
]  # fmt: skip


def _auth(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, basic in v.cycle(rng, _AUTH, n):
        if basic:
            pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
            value = base64.b64encode(pair.encode()).decode()
        else:
            value = _r(rng, ALNUM, 40)
        out.append(Sample("auth_header", template.format(v=value), value))
    return out


_CONFIGS = [
    ".env de la app de trazabilidad:\nDB_USER=trz\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "wp-config.php del hostal:\ndefine('DB_PASSWORD', '{pw}');",
    "/etc/mosquitto/passwd.txt (antes de hashear):\nboyas:{pw}",
    "settings.py:\nEMAIL_HOST_PASSWORD = \"{pw}\"",
    "config.toml del recolector:\n[influx]\nuser = \"sensores\"\npassword = \"{pw}\"",
    "~/.pgpass:\ndb.tralcao.lan:5432:trazabilidad:fresia:{pw}",
    "ansible group_vars/balsas.yml:\nansible_become_password: {pw}",
    "terraform.tfvars:\ndb_admin_password = \"{pw}\"",
    "Kurt's .netrc:\nmachine nas.ferienhaus.lan login kurt password {pw}",
    "msmtprc:\naccount reservas\nuser reservas@tralcao-choros.cl\npassword {pw}",
    "appsettings.json: {{\"Smtp\": {{\"Password\": \"{pw}\"}}}}",
    "Fiona's audit.ini:\n[portal]\nusername = fiona.audit\npassword = {pw}",
    "k8s secret (stringData):\n  admin-password: {pw}",
    ".env do app da pousada:\nSMTP_SENHA={pw}",
]  # fmt: skip
_configs = _family("config_file", _CONFIGS, _plain_pw)

_CHATS = [
    "[07:12] Gerardo: cuál es la clave del ERP?\n[07:13] Marisol: {pw}",
    "Yerko: {pw} es la nueva contraseña del notebook de la balsa",
    "Nahuel: usa {pw}, eso le puse al router del muelle",
    "Helmut: {pw} ist das neue Passwort vom Kassensystem",
    "Thiago: {pw} é a nova senha do notebook",
    "Lautaro: oye y la pass?\nAyelen: {pw}",
    "[21:40] Kurt: Passwort?\n[21:41] Gisela: {pw}",
    "Luana: qual é a senha?\nThiago: {pw}",
    "Fiona: what's the password for the lice counter tablet?\nYerko: {pw}",
    "Rayen: ya cambié la clave, quedó {pw}",
    "Marisol: te dejo la contraseña acá nomás: {pw} (bórralo después)",
    "Gisela: hab das Passwort geändert, jetzt: {pw}",
    "Millaray: la clave del Talana es {pw} weón, no la olvidís",
    "Angus: new password set, {pw}, cheers",
    "Fresia: clave nueva del SII → {pw}",
]  # fmt: skip
_chats = _family("chat_password", _CHATS, _pw)

# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_said, 70), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_bare, 10), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12),
    (_national, 20), (_backups, 7), (_totp, 5), (_codes, 7), (_wifi, 16), (_spelled_tokens, 8),
    (_locks, 10), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 15),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la clave del ERP es", "{s}", _pw),
    ("split_password", "Passwort vom Kassensystem:", "{s} (seit Mai)", _pw),
    ("split_password", "a senha da pousada é", "{s}", _pw),
    ("split_password", "feed barge HMI password", "{s}\nchange after the audit", _pw),
    ("split_password", "contraseña del router del palafito:", "{s}", _pw),
    ("split_password", "Kennwort", "{s}", _pw),
    ("split_password", "Yerko: la pass de la balsa quedó en", "{s} po", _pw),
    ("split_password", "clave:", "{s}", _pw),
    ("split_password", "senha do wi-fi", "{s}", _plain_pw),
    ("split_password", "root password for nas-ancud is", "{s}", _pw),
    ("split_token", "API key de Rankmi", "{s}", _j((HEX, 40))),
    ("split_token", "GITHUB_TOKEN=", "ghp_{s}", _j((ALNUM, 36))),
    ("split_token", "ChoroLink token:", "{s}", _j("chl_live_", (LOWER_DIGITS, 40))),
    ("split_seed", "frase semilla:", "{s}", lambda g: _seed_of(g, "spanish")),
    ("split_card", "número de tarjeta", "{s} venc. 09/35",
     lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SI"))),
    ("split_id", "meu CPF é", "{s}", _cpf),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_backup", "códigos de respaldo", "{s}\n48213377\n90127745", _j((D, 8))),
    ("split_pin", "código del candado de la bodega:", "{s}", _j((D, 4))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLIT]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"erp": {"url": "https://erp.tralcao.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"konto": {"benutzer": "helmut", "passwort": "{s}"}}': ("meta_password", _plain_pw),
    '{"pousada": {"senha": "{s}"}}': ("meta_password", _plain_pw),
    '{"balsas": [{"name": "compu"}, {"name": "yaldad", "plc_password": "{s}"}]}':
        ("meta_password", _plain_pw),
    '{"argv": ["clickhouse-client", "--user", "olap", "--password", "{s}"]}':
        ("meta_password", _plain_pw),
    '{"nota": "la clave del galpón es {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "Fiona said the audit portal password is {s}"}': ("meta_password", _plain_pw),
    '{"rankmi": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"chorolinkToken": "{s}"}': ("meta_token", _j("chl_live_", (LOWER_DIGITS, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"pago": {"numero_tarjeta": "{s}", "venc": "07/36"}}':
        ("meta_card", lambda g: _card(g, "elo")),
    '{"hospede": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BR")),
    '{"trabajador": {"rut": "{s}"}}': ("meta_id", _rut),
    '{"gast": {"steuer_id": "{s}"}}': ("meta_id", _idnr),
    '{"mfa": {"backup_codes": ["{s}", "55120934", "77031268"]}}': ("meta_otp", _j((D, 8))),
    '{"billetera": {"semilla": "{s}"}}': ("meta_seed", lambda g: _seed_of(g, "english")),
    '{"bodega": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Balsa-Compu-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"etiquetas: add Dalcahue lot prefix", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"boyas: fix oxygen unit", usedforsecurity=False).hexdigest()[:9]
_IMAGE_SUM = hashlib.sha256(b"ghcr.io/tralcao/trazabilidad:2.7").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"plotter-furuno-5.12.bin").hexdigest()
_MD5 = hashlib.md5(b"cosecha_2032-03-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Recuérdame cambiar la clave del ERP antes de la auditoría del 14 de junio.",
    "La contraseña debe tener al menos catorce caracteres, po.",
    "No compartan contraseñas por WhatsApp; usen el gestor de la empresa.",
    "Helmut fragt, wo das WLAN-Passwort steht: auf der Karte an der Kasse.",
    "Das Passwort muss mindestens vierzehn Zeichen lang sein.",
    "A senha precisa ter pelo menos catorze caracteres.",
    "Nunca conte sua senha pra ninguém, tá?",
    "Passwords are rotated every 90 days per the ASC audit checklist.",
    "Fiona asked whether farm staff share passwords; the answer was no.",
    "El portal del SII pide cambiar la contraseña cada seis meses.",
    "Olvidé mi contraseña del Buk, ¿a quién le pido el reseteo?",
    "La clave del éxito del curanto es tapar bien el hoyo con nalcas.",
    "The API key for Rankmi lives in the vault, never in the repo.",
    "Reemplaza <TU_API_KEY> en el README con la de tu panel.",
    "CHOROLINK_TOKEN and RANKMI_API_KEY must be set before the nightly sync.",
    "Pedido OC-2032-00417: 300 cabos de 24 mm para la balsa Compu.",
    "Guía de despacho 884512, 1.200 kg de choros, sale el jueves desde Quellón.",
    "Lote CH-DAL-2032-0311, 40 sacos de choro ahumado, humedad 62 %.",
    "Llamar a la tienda de Dalcahue al +56 65 264 1187 antes del mediodía.",
    "Hostal Palafito Gamboa: teléfono +56 65 263 0942, check-in desde las 15:00.",
    "El ferry de Pargua a Chacao sale cada 30 minutos; el pasaje cuesta $ 14.900.",
    "La temperatura del agua en la balsa Compu es 11,4 °C y el oxígeno 8,2 mg/L.",
    "Ticket TCH-2077: la impresora de etiquetas de Dalcahue imprime en blanco.",
    "Zammad #4412: el hostal pide cambiar la foto del palafito en la web.",
    f"commit {_COMMIT} agrega el prefijo de lote de Dalcahue.",
    f"Volvimos a {_SHORT} después de que se rompió la unidad de oxígeno.",
    f"The trazabilidad image runs ghcr.io/tralcao/trazabilidad@sha256:{_IMAGE_SUM}.",
    f"SHA-256 del firmware del plotter Furuno 5.12: {_FIRMWARE_SUM}",
    f"MD5 de cosecha_2032-03-14.csv: {_MD5}, igual que la copia del NAS.",
    "Actualizamos Grafana de 10.4.2 a 11.1.0 y el recolector a la versión 3.8.6.",
    "Request id 9c2e71d4-5b3a-4e08-a6f1-3d0c8b7e2f19 es el lento en los logs.",
    "El PIN pad de la tienda de Dalcahue está malo, usen la otra caja.",
    "Las tarjetas terminadas en 4410 y 2291 son de la empresa.",
    "Luana perguntou se o hostel aceita cartão Elo; sim, aceita.",
    "Thiago quer saber o IBAN da pousada; mandei pedir ao banco.",
    "Imprimí los códigos de respaldo del Google de la empresa y los guardé en la caja fuerte.",
    "Ninguna billetera te va a pedir tu frase semilla, ojo con las estafas.",
    "Die Bank fragt nie nach deiner TAN am Telefon.",
    "Das Vorhängeschloss am Bootsschuppen rostet, bitte ölen.",
    "El candado de la bodega está oxidado por la sal, hay que aceitarlo.",
    "The audit found 0.6 lice per fish at the Yaldad site in week 12.",
    "Mari mari, lamngen; la minga para mover la casa es el sábado a las 9.",
    "Chaltu may a todos los que vinieron a la minga de Rilán.",
    "Mañana hay curanto en Dalcahue, cuesta $ 12.000 por persona.",
    "Die Fähre nach Chiloé fährt um 14:30, Onkel Helmut holt uns in Pargua ab.",
    "Gisela schickt Kuchen aus Puerto Montt, Sendungsnummer 00340434161234567891.",
    "A passagem de Castro a Quellón custa 3.500 pesos no ônibus das 8:15.",
    "La feria de Castro abre a las 8; el kilo de cholgas está a $ 2.500.",
    "RUT de la empresa en la factura: lo trae impreso el talonario, no lo tipeen.",
    "La clave del wifi de invitados está pegada en la recepción del hostal.",
    "El wifi 'Palafito-Invitados' es abierto, no necesita contraseña.",
    "Token budget for the assistant: 8000 tokens per request.",
    "ISBN 978-956-12-3456-7 es el libro de mitos de Chiloé de la biblioteca de Ancud.",
    "Tu código de envío es CHL-ENV-2032-7712; llega en tres días hábiles.",
    "Después de cinco contraseñas malas el Buk bloquea la cuenta 20 minutos.",
    "Coordenadas de la balsa: 43°07'12\" S, 73°36'45\" O.",
    "The boat's MMSI is listed on the Sernapesca public register.",
    "Factura electrónica N° 004512 emitida el 2032-05-02 por $ 1.245.000.",
    "La reunión es el martes 14:30 en la oficina de Ancud, sala 2.",
    "Kurt meint, die Passphrase sollte vier Wörter haben, nicht zwei.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tralcao/erp", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_IMAGE_SUM}", "image": "trazabilidad", "version": "2.7"}}',
    '{"ticket": "TCH-2077", "orden_compra": "OC-2032-00417"}',
    '{"lote": {"id": "CH-DAL-2032-0311", "kg": 1200, "humedad_pct": 62}}',
    '{"telefono": "+56 65 264 1187", "ciudad": "Dalcahue"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "sacos_en_bodega": 1284}',
    '{"balsa": "Compu", "temp_c": 11.4, "oxigeno_mg_l": 8.2}',
    '{"ferry": "Pargua-Chacao", "salida": "14:30", "precio_clp": 14900}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
