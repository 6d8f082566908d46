# ruff: noqa: RUF001
"""Held-out secret families, three-hundred-and-eighty-eighth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-eighty-fifth's
docstring, the fifth to three-hundred-and-eighty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (386, 387, 389), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (388_604_117), password words (a
bird of the Piura dry forest, four digits and a sign, `Huerequeque4471!`; dot-joined coast words
with a year, `manglar.chilalo.2031`; leet `L4ngost1n0`; a name, a year, a sign and a town; a
shrimp pond's number and a word, `Poza12Cachema#`; dashed generator groups; random runs).

The fictional company is Langostinera Manglar Dorado S.A.C., a shrimp farm in Zorritos (Tumbes)
with its ponds ("pozas") by the mangroves, a packing plant in Piura, a hatchery in Puerto
Pizarro and a surf hostel in Máncora; its staff (Joel Purizaca who runs IT, Maricielo Zapata,
Kevin Chunga, Doña Rosa Sernaqué, Brayan Olaya, Yuli Ancajima), the Ecuadorian traders of
Huaquillas who buy and truck the shrimp (Don Washington Aguirre, Jefferson Macías, la Ñaña
Cinthya), the Quechua-speaking relatives of the packing crew abroad (tía Justina Quispe in
Santiago de Chile, primo Wilber Huamán in Milan), the Norwegian partner of Havbris Reker AS in
Ålesund (Sindre Haugland, Ingrid Vik) and the Tusán family that owns the chifa and a share
(the Laus: 劉永基 Lau Wing-gei, his cousin 嘉敏 Ka-man in Hong Kong, 阿嫲 in Taishan). Every
company, person, address, domain (`manglardorado.lan`, `manglardorado.example`), account and
number is invented; only the region is real. Texts: chats, tickets, notes, runbooks, shell
prompts, config and env files, voice-note transcripts and requests to the assistant;
separators: a colon, `=`, `→`, `/`, `|`, `es`, `er`, `係`, `kanmi`, `—`, a new line, a question
then its answer, a value said first.

Grep counts (heldouts 5 to 385, grep -l): none for VisaNet, Scharff, Vendemás, De Una, Peigo,
PayClub, Tap & Go, BoC Pay, GoGoVan, ZA Bank, Boutir, Aigens, iChef, Larvia, Akvaplan, Eyecatch;
one for Tumbes, Zorritos, Máncora, Huaquillas, Alignet, Efact, Kipu, Contifico, Porterbuddy,
Aquacloud, BarentsWatch, Eats365, Cabify, SF Express, odo login, youtube-dl; two for Piura,
jyutping, Fiken; three to eight for Tusán, virt-install, bacula, mc admin, ctr, winexe,
check_http, fossil, gallery-dl, proxmox-backup-client and sendemail. IBAN countries were
chosen by the fewest files naming the country: the Holy See (23), Slovakia (27), Seychelles,
Costa Rica and Andorra (29), São Tomé and Príncipe (30). Languages: about half in English or
config; the rest in Peruvian Spanish as texted on the
north coast (`oe`, `causa`, `pe`, `la contra`, `ya fue`), the Ecuadorian Spanish of Huaquillas
(`ñaño`, `mijo`, `de ley`, `chuta`, `full`), the Quechua of migrant relatives (`contraseñaqa …
kanmi`, `clavenqa`, `pakasqa yupay`, `yuyarinaykipaq`), the Norwegian of the shrimp-farm partner
(`passordet er`, `brukernavn`, `engangskode`, `sikkerhetskoden`) and the Cantonese of the Tusán
family, in characters and jyutping (`密碼係`, `mat6 maa5 hai6`, `驗證碼`). The Quechua
wordings, the jyutping texting, the Huaquillas slang and the north-coast slang are my guesses at how
they are written. Vendors, mostly little used or invented: VisaNet, Alignet, Scharff, Vendemás,
De Una, Peigo, PayClub, Tap & Go, BoC Pay, GoGoVan, ZA Bank, Boutir, Aigens, iChef, Eats365,
Efact, Kipu, Contifico, Porterbuddy, Aquacloud, BarentsWatch, Larvia, Akvaplan, Eyecatch,
Manglar Cloud (invented), PozaSense (invented), Caleta Pay (invented), Tumbesina IoT (invented),
LangoTrack (invented), plus GitHub, GitLab, Stripe, OpenAI, Anthropic, Hugging Face, Slack,
Telegram and SendGrid shapes. Ids: Peru's RUC and CUI (`stdnum.pe`), Ecuador's cédula and RUC
(`stdnum.ec`), Norway's fødselsnummer and account number (`stdnum.no`), Chile's RUT and China's
resident id (`stdnum.cl`, `stdnum.cn`), each drawn until its module validates it; seed phrases
from `mnemonic`'s English, Spanish and Traditional Chinese lists, each checked with
`Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Diners, UnionPay, JCB).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.cl import rut as cl_rut
from stdnum.cn import ric as cn_ric
from stdnum.ec import ci as ec_ci
from stdnum.ec import ruc as ec_ruc
from stdnum.no import fodselsnummer as no_fnr
from stdnum.no import kontonr as no_kontonr
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 388_604_117
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"
UPPER_HEX = HEX.upper()
_r, _j = v.r, v.token
Maker = v.Maker
Row = tuple[str, Maker]

_BIRDS = ["Huerequeque", "Chilalo", "Pitajo", "Chiroca", "Putilla", "Cuculi", "Negrillo",
          "Pacaso", "Gallinazo", "Chisco", "Checo", "Pericote"]  # fmt: skip
_COAST = ["Manglar", "Langostino", "Conchanegra", "Cangrejo", "Algarrobo", "Cachema", "Caleta",
          "Malecon", "Zapallo", "Ceibo", "Faique", "Charan", "Sapote"]  # fmt: skip
_TOWNS = ["Zorritos", "Mancora", "Tumbes", "Piura", "Pizarro", "Canoas", "Organos", "Sullana",
          "Paita", "Aguas Verdes", "Huaquillas", "Cancas"]  # fmt: skip
_NAMES = ["joel", "maricielo", "kevin", "rosa", "brayan", "yuli", "washington", "jefferson",
          "cinthya", "justina", "wilber", "sindre", "ingrid", "winggei", "kaman"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+="
_LEET = ["L4ngost1n0", "M4ngl4r", "C4ch3m4", "Z0rr1t0s", "Ch1l4l0", "C3v1ch3", "T4ll4r1n"]


def _bird(g: random.Random) -> str:
    return f"{g.choice(_BIRDS)}{g.randrange(3000, 9999)}{g.choice(_SYMBOLS)}"


def _dotted(g: random.Random) -> str:
    words = [g.choice(_COAST).lower(), g.choice(_BIRDS).lower()]
    return ".".join(words) + f".{g.randrange(2024, 2040)}"


def _groups(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


_PICKS: list[Maker] = [
    _bird,
    _dotted,
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2035)) + g.choice(_SYMBOLS),
    lambda g: (
        f"{g.choice(_NAMES)}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}"
        f"{g.choice(_TOWNS).replace(' ', '')}"
    ),
    _groups,
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_COAST)}_{g.choice(_TOWNS).replace(' ', '')}_{g.randrange(10, 99)}",
    lambda g: _r(g, ALNUM + "!?%&#", 13),
    lambda g: f"Poza{g.randrange(1, 40)}{g.choice(_COAST)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password that a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _rows(rng: random.Random, cls: str, rows: list[Row]) -> list[Sample]:
    """One sample per row: the template's ``{pw}`` filled by the row's maker."""
    out = []
    for template, make in rows:
        secret = make(rng)
        out.append(Sample(cls, template.replace("{pw}", secret), secret))
    return out


def _fill(rng: random.Random, cls: str, templates: list[str], make: Maker) -> list[Sample]:
    return _rows(rng, cls, [(t, make) for t in templates])


# --- passwords said under a label, in the five languages and English -------------------------
_SAID = [
    "Threema note from Joel: the Aquacloud feeder panel password is {pw}",
    "Joel (IT) in #pozas: Eyecatch camera NVR admin password {pw}",
    "Ticket MD-2207, Piura plant: the Larvia counter tablet password is {pw}",
    "Runbook, hatchery Puerto Pizarro: aerator controller web login password → {pw}",
    "note to self: new password for the Kipu POS at the Máncora hostel = {pw}",
    "Hey assistant, remember that the packing-plant label printer password is {pw}",
    "Voice note, Kevin: ok so the password for the cold-room logger is {pw}, got it?",
    "Yuli: password for the Contifico invoicing account changed to {pw}",
    "Reminder: the hostel router admin password is {pw} (Máncora, front desk)",
    "Brayan to Joel: the ice-plant PLC password is now {pw}",
    "README-zorritos.md: dashboard password: {pw}",
    "From the night guard's log: gate camera app password {pw}",
    "Please store this: VisaNet terminal admin password — {pw}",
    "Joel: BarentsWatch partner login for Sindre, password {pw}",
    "Maricielo's sticky note, scanned: PASSWORD {pw}",
    "Task for the assistant: update the vault, the Boutir shop password is {pw}",
    "oe causa, la contra del router de la poza 7 es {pw} pe, no la pierdas",
    "Maricielo: ya fue, la contraseña del Efact quedó {pw}",
    "Kevin: la clave del alimentador automático es {pw} nomás",
    "Doña Rosa: hijito, la contraseña de la compu de la planta es {pw}",
    "Brayan: causa anota la contra del DVR de la chacra: {pw}",
    "Audio de Yuli: la clave del correo de facturación es {pw}, ya, chau",
    "Joel: oe la contraseña nueva del Scharff es {pw}, manyas",
    "Grupo Pozas Zorritos: contra del wifi de la garita → {pw}",
    "ñaño, la clave del sistema de la bodega es {pw}, de ley no la pases",
    "Don Washington: mijo, la contraseña del Peigo es {pw}",
    "Jefferson: chuta, cambiaron la clave del PayClub, ahora es {pw}",
    "la Ñaña Cinthya: la contraseña full nueva del De Una: {pw}",
    "Wawqey Wilber, Milán llaqtapi computadorapa contraseñanqa {pw} kanmi",
    "Tía Justina: clavenqa {pw} kanmi, ama pimanpas willankichu",
    "Mamay, celularniykipa contraseñanqa {pw} kanmi, yuyarinaykipaq",
    "Wilber: bancopa clavenqa kaymi {pw}, yuyarinaykipaq qillqay",
    "Sindre: passordet til fôringsanlegget er {pw}",
    "Hei Joel, nytt passord for AKVA-portalen: {pw}",
    "Ingrid: passordet til Fiken-kontoen er {pw}, ikke del det",
    "Sindre (talemelding): passordet er {pw}, skriv det ned",
    "阿嫲部 iPad 嘅密碼係 {pw}",
    "嘉敏: 舖頭電腦新密碼係 {pw} 呀",
    "Ka-man: mat6 maa5 hai6 {pw} aa3, m4 hou2 wan2 jan4 tai2",
    "永基: 餐廳 iChef 後台密碼：{pw}",
]
_LABELLED = [
    "mercado_pozas.txt\nuser: planta\npasswd: {pw}",
    "Contraseña del servidor Zorritos:\n{pw}",
    "`pwd` del NAS de Piura es `{pw}`",
    "Clave de admin (Aigens) | {pw}",
    "Passord:\n{pw}",
    "密碼 → {pw}",
    "contraseña: «{pw}»",
    "password: “{pw}” (hostel backoffice)",
    "Clave del Vendemás: [{pw}]",
    "La contraseña de la caja del chifa es ({pw})",
    "**Contraseña**: {pw}",
    "Admin-passord = {pw}",
    "WPA? no — la contraseña del router es {pw}",
    "pw -> {pw}",
    "contraseñanqa: {pw}",
    "passwd 嘅嘢: {pw}",
]


# --- logins -----------------------------------------------------------------------------------
_LOGINS = [
    "usuario: kchunga / clave: {pw}",
    "login joel / {pw} para el Alignet",
    "Brukernavn: sindre.h, passord: {pw}",
    "用戶名 lauwg 密碼 {pw}",
    "creds for the Manglar Cloud console are planta-piura and {pw}",
    "root:{pw}",
    "yuli.ancajima@manglardorado.example:{pw}",
    "u=jmacias p={pw}",
    "| maricielo | {pw} | Efact |",
    "Entra al PozaSense como admin con {pw}",
    "sign in as bolaya with {pw} on the packing plant HMI",
    "usuario wilber.huaman, contraseñanqa {pw} kanmi",
    "admin / {pw}",
    "Ingrid: bruker ingrid.vik og passord {pw}",
    "user kaman, mat6 maa5 {pw}",
    "Don Washington: usuario waguirre, clave {pw}, mijo",
    "Logueate en el Eats365 con chifa.lau y {pw}",
    "svc-backup:{pw}@nas.manglardorado.lan",
    "cinthya / {pw}",
    "GoGoVan merchant portal — login: lau.chifa / {pw}",
    "Datos del Contifico: usuario bodega1, contraseña {pw}",
    "ID：kaman_hk 密碼：{pw}",
    "credentials: tumbes-ops:{pw}",
    "el acceso de la garita: usuario vigilante, contra {pw}",
    "Kevin: el login del VisaNet es planta y la clave {pw}",
]


# --- spelled out, described, said first -------------------------------------------------------
_SPELLED_WORDS = ["huerequeque", "chilalo", "conchanegra", "algarrobo", "pitajo", "cachema",
                  "faique", "sapote", "charan", "ceibo", "pacaso", "chiroca", "putilla",
                  "zapallo", "negrillo"]  # fmt: skip


def _spelled_word(g: random.Random) -> str:
    return g.choice(_SPELLED_WORDS) + g.choice(["", "s", "ito", "ote"])


_SPELLED = [
    "the password is the word {pw} followed by 4471",
    "la contraseña es la palabra {pw} y luego el número 2290",
    "la clave es {pw}, todo en minúscula, y después 8813 pe",
    "ñaño, es la palabra {pw} con mayúscula y al final 562",
    "passordet er ordet {pw} og så tallet 7314",
    "密碼係 {pw} 個字，跟住 6620",
    "mat6 maa5 hai6 {pw} gaa1 9137",
    "contraseñaqa {pw} simi, chaymanta 3384 yupay kanmi",
    "It's the name of the pond bird, {pw}, followed by 2019",
    "{pw} with a capital first letter and 581 at the end",
    "type {pw}, then 5413; that's the admin password",
    "el nombre del perro, {pw}, seguido de 1997 — esa es la clave",
    "{pw}2031 — that's the hostel wifi password",
    "Joel: es {pw} con 44 al final, la clave del DVR",
]


def _said_first(g: random.Random) -> str:
    return f"{g.choice(_BIRDS).lower()}{g.randrange(100, 9999)}"


_FIRST = [
    "{pw}, that's what I set for the router at the hatchery",
    "{pw}, así nomás, es la clave del Mikrotik",
    "{pw} — eso le puse al DVR de la poza 3",
    "{pw} er det nye passordet til båten",
    "{pw} 就係阿嫲 WiFi 嘅密碼",
    "{pw}, chaymi computadorapa clavenqa",
]


# --- tool command lines ------------------------------------------------------------------------
_CLI = [
    "$ odo login -u developer -p {pw} https://api.ocp.manglardorado.lan:6443",
    "joel@zorritos:~$ youtube-dl -u capacitacion@manglardorado.example -p {pw} URL_DEL_CURSO",
    "$ virt-install --name pozas-vm --memory 2048 --graphics vnc,password={pw} --import",
    "$ winexe -U 'MANGLAR/administrador%{pw}' //10.20.0.5 'cmd.exe /c ipconfig'",
    "/usr/lib/nagios/plugins/check_http -H erp.manglardorado.lan -a monitor:{pw}",
    "$ mc admin user add piura-minio respaldos {pw}",
    "$ sudo ctr images pull --user deploy:{pw} registry.manglardorado.lan/lango/api:2.4",
    "sendemail -f alertas@manglardorado.example -t joel@manglardorado.example "
    "-s smtp.manglardorado.example:587 -xu alertas -xp {pw} -u 'Oxígeno bajo poza 9'",
    "$ fossil user password joel {pw} -R pozas.fossil",
    "$ axel -n 8 https://descargas:{pw}@files.manglardorado.lan/firmware/aireador.bin",
    "$ gallery-dl -u hostel.mancora -p {pw} https://example.org/hostel",
    "$ PBS_PASSWORD={pw} proxmox-backup-client backup root.pxar:/ --repository pbs@piura",
    "$ nerdctl login -u robot -p {pw} registry.manglardorado.lan",
    "$ regctl registry login registry.manglardorado.lan -u ci -p {pw}",
    "$ oras login -u ci -p {pw} registry.manglardorado.lan",
    "$ argocd login argocd.manglardorado.lan --username admin --password {pw}",
    "$ cf login -a https://api.cf.manglardorado.lan -u joel -p {pw}",
    "$ sqlline -u jdbc:phoenix:hbase-piura -n lango -p {pw}",
    "$ smbmap -H 10.20.0.8 -u administrador -p {pw}",
    "$ rpcclient -U 'admin%{pw}' 10.20.0.8",
    "$ transmission-remote 10.20.0.40 -n 'hostel:{pw}' -l",
    '$ deluge-console "connect 127.0.0.1:58846 hostel {pw}; info"',
    "$ GOVC_USERNAME=root GOVC_PASSWORD={pw} govc ls /dc-piura/vm",
    "$ ovftool vi://root:{pw}@esxi-piura.manglardorado.lan/planta-erp planta-erp.ova",
    "$ vmrun -T ws -gu operador -gp {pw} runProgramInGuest pozas.vmx /bin/true",
    "$ check_mysql -H db.manglardorado.lan -u nagios -p {pw}",
    "$ esxcli --server esxi-zorritos --username root --password {pw} system version get",
    "$ yt-dlp --username capacitacion --password {pw} https://example.org/curso",
    "$ smbclient //nas-piura/respaldos -U 'planta%{pw}'",
    "$ mysql -h db.manglardorado.lan -u lango -p{pw} pozas",
    "$ redis-cli -h cache.manglardorado.lan -a {pw} ping",
    "$ sshpass -p {pw} ssh operador@aireadores.manglardorado.lan",
    "$ curl -u sindre:{pw} https://api.manglardorado.lan/v1/cosechas",
    "$ keytool -importkeystore -srckeystore old.jks -srcstorepass {pw} -destkeystore new.p12",
    "$ zip -P {pw} planilla_marzo.zip planilla_marzo.xlsx",
    "$ openssl enc -aes-256-cbc -in respaldos.tar -out respaldos.enc -pass pass:{pw}",
]


# --- connection strings and config files -------------------------------------------------------
_CONN = [
    "DATABASE_URL=postgres://lango:{pw}@db.manglardorado.lan:5432/pozas",
    "mysql://hostel:{pw}@10.30.0.4:3306/reservas",
    "mongodb+srv://sensores:{pw}@cluster0.manglardorado.example/telemetria",
    "REDIS_URL=redis://:{pw}@cache.manglardorado.lan:6379/0",
    "amqp://planta:{pw}@mq.manglardorado.lan:5672/cosechas",
    "Server=sql-piura;Database=Planilla;User Id=rrhh;Password={pw};",
    "sftp://scharff:{pw}@sftp.manglardorado.lan/guias",
    "ftp://camaras:{pw}@192.168.50.10/grabaciones",
    "smb://planta:{pw}@nas-piura/respaldos",
    "clickhouse://analitica:{pw}@ch.manglardorado.lan:9000/pozas",
    "nats://sensores:{pw}@nats.manglardorado.lan:4222",
    "mqtt://aireador:{pw}@broker.manglardorado.lan:1883",
    "jdbc:postgresql://db.manglardorado.lan/erp?user=erp&password={pw}",
    "conexión del ERP: postgresql://erp:{pw}@10.20.0.3/erp (no tocar)",
]
_CONFIGS = [
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = db.manglardorado.lan",
    "GLPI config_db.php:\npublic $dbuser = 'glpi';\npublic $dbpassword = '{pw}';",
    "Moodle config.php:\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "Dolibarr conf.php:\n$dolibarr_main_db_user='doli';\n$dolibarr_main_db_pass='{pw}';",
    "Nextcloud config.php:\n  'dbuser' => 'nc',\n  'dbpassword' => '{pw}',",
    "Zammad config/database.yml:\nproduction:\n  username: zammad\n  password: {pw}",
    "Snipe-IT .env:\nDB_USERNAME=snipeit\nDB_PASSWORD={pw}",
    'ERPNext site_config.json:\n{"db_name": "_1bd3", "db_password": "{pw}"}',
    "grafana.ini:\n[security]\nadmin_user = joel\nadmin_password = {pw}",
    "Home Assistant secrets.yaml:\nmqtt_password: {pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "Asterisk pjsip.conf:\n[garita]\ntype=auth\nusername=garita\npassword={pw}",
    "~/.msmtprc:\naccount planta\nuser alertas@manglardorado.example\npassword {pw}",
    "~/.fetchmailrc:\npoll mail.manglardorado.example user 'yuli' password '{pw}'",
    "traccar.xml:\n<entry key='database.password'>{pw}</entry>",
    'bacula-dir.conf:\nDirector {\n  Name = piura-dir\n  Password = "{pw}"\n}',
    ".env del backend de pozas:\nPOZAS_DB_PASSWORD={pw}\nPOZAS_DB_HOST=db.manglardorado.lan",
    "docker-compose.yml:\n  environment:\n    - MYSQL_ROOT_PASSWORD={pw}",
    "~/.netrc:\nmachine dav.manglardorado.lan login hostel password {pw}",
    "Redmine database.yml:\nproduction:\n  adapter: mysql2\n  username: redmine\n"
    '  password: "{pw}"',
]


# --- vendor keys and tokens --------------------------------------------------------------------
_VENDORS: list[Row] = [
    ("GitHub token del CI de pozas: {pw}", _j("ghp_", (ALNUM, 36))),
    ("GITLAB_TOKEN={pw}", _j("glpat-", (URLSAFE, 20))),
    ("Stripe live key for the hostel bookings: {pw}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("Joel: la key de Anthropic para el bot es {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("HF token del modelo de conteo de larvas: {pw}", _j("hf_", (ALNUM, 34))),
    ("SLACK_BOT_TOKEN={pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Telegram bot de alertas de oxígeno: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("SendGrid key (correo de cosechas): {pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("VisaNet API key: {pw}", _j((HEX, 32))),
    ("clave API de Alignet → {pw}", lambda g: v.uuid4(g, "b")),
    ("Scharff integration broken, current key {pw}", _j((HEX, 40))),
    ("API key del Vendemás: {pw}", _j("vm_", (ALNUM, 32))),
    ("Integraciones › De Una: {pw}", _j((ALNUM, 36))),
    ("Peigo API-nøkkel: {pw}", _j((HEX, 32))),
    ("PayClub apikey = {pw}", _j("pc_live_", (ALNUM, 30))),
    ("Tap & Go merchant API key: {pw}", _j((UPPER_DIGITS, 32))),
    ("BoC Pay API 密鑰：{pw}", _j((HEX, 48))),
    ("GoGoVan API key 係 {pw}", _j((ALNUM, 40))),
    ("ZA Bank open API key: {pw}", lambda g: v.uuid4(g, "8")),
    ("Boutir API key → {pw}", _j("bt_", (HEX, 40))),
    ("Aigens API key for the chifa kiosk: {pw}", _j((ALNUM, 32))),
    ("iChef API 金鑰：{pw}", _j((HEX, 32))),
    ("Eats365 API key: {pw}", _j((URLSAFE, 40))),
    ("EFACT_API_KEY={pw}", _j((HEX, 64))),
    ("Kipu API key del hostel: {pw}", _j("kp_", (ALNUM, 32))),
    ("Contifico API key (bodega Huaquillas): {pw}", _j((ALNUM, 40))),
    ("Porterbuddy API key for Ålesund deliveries: {pw}", _j((HEX, 32))),
    ("Aquacloud API-nøkkel: {pw}", lambda g: v.uuid4(g, "9")),
    ("BarentsWatch client secret: {pw}", _j((URLSAFE, 43))),
    ("Larvia API key — {pw}", _j((HEX, 32))),
    ("Akvaplan-portalen API key: {pw}", _j((ALNUM, 38))),
    ("Eyecatch camera cloud token: {pw}", _j((URLSAFE, 48))),
    ("MANGLAR_CLOUD_API_KEY={pw}", _j("mc_", (ALNUM, 40))),
    ("PozaSense token del gateway: {pw}", _j("ps_live_", (HEX, 40))),
    ("Caleta Pay secret key: {pw}", _j("cp_sk_", (ALNUM, 32))),
    ("Tumbesina IoT device key = {pw}", _j((UPPER_HEX, 32))),
    ("LangoTrack API key, pega esto en el panel: {pw}", _j("lt-", (ALNUM, 36))),
    ("ñaño, la API key del sistema de Huaquillas es {pw}", _j((HEX, 40))),
    ("Tía Justina, APIpa clavenqa {pw} kanmi", _j((ALNUM, 36))),
    ("API-nøkkelen til Fiken er {pw}", _j((ALNUM, 40))),
    ("SF Express API 密鑰係 {pw}", _j((HEX, 32))),
    ("Cabify business token: {pw}", _j((URLSAFE, 44))),
    ("MANGLAR_STORAGE_ACCESS_KEY={pw}", _j((ALNUM + "+/", 64))),
    ("oe causa, el token del bot de WhatsApp Business es {pw}", _j("EAA", (ALNUM, 120))),
]


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_NAMES), "org": "manglar-dorado", "iat": 2_050_000_000})
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "token de sesión del portal de pozas: {pw}",
    "Authorization: Bearer {pw}",
    "Sindre: JWT for the feeding API {pw}",
    "cookie sesion={pw}; Path=/",
    "嘉敏: 個 token 係 {pw}",
    "ñaño, mándame ese token: {pw}",
    "id_token={pw}",
    "Voice note Joel: pega este JWT en Postman, {pw}",
]


def _pem(g: random.Random) -> str:
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(180))).decode()
    return "\n".join(body[i : i + 64] for i in range(0, len(body), 64))


_PEMS = [
    "id_ed25519 del servidor de pozas:\n-----BEGIN OPENSSH PRIVATE KEY-----\n{pw}\n"
    "-----END OPENSSH PRIVATE KEY-----",
    "-----BEGIN RSA PRIVATE KEY-----\n{pw}\n-----END RSA PRIVATE KEY-----",
    "Sindre: nøkkelen til båtserveren\n-----BEGIN PRIVATE KEY-----\n{pw}\n"
    "-----END PRIVATE KEY-----",
    "hostel.key:\n-----BEGIN EC PRIVATE KEY-----\n{pw}\n-----END EC PRIVATE KEY-----",
    "鎖匙檔:\n-----BEGIN ENCRYPTED PRIVATE KEY-----\n{pw}\n-----END ENCRYPTED PRIVATE KEY-----",
    "ñaño, la llave del VPN:\n-----BEGIN OPENSSH PRIVATE KEY-----\n{pw}\n"
    "-----END OPENSSH PRIVATE KEY-----",
]


def _basic(g: random.Random) -> str:
    return base64.b64encode(f"{g.choice(_NAMES)}:{_plain_pw(g)}".encode()).decode()


_AUTH: list[Row] = [
    ("Authorization: Basic {pw}", _basic),
    ("curl -H 'Authorization: Basic {pw}' https://api.manglardorado.lan", _basic),
    ("header para el Efact: Authorization = Basic {pw}", _basic),
    ("Authorization: Bearer {pw}", _j((ALNUM, 40))),
    ("Insomnia: authorization: bearer {pw}", _j((HEX, 48))),
    ("Sindre: bruk header Authorization: Bearer {pw}", _j((URLSAFE, 44))),
    ("Proxy-Authorization: Basic {pw}", _basic),
    ("X-API-Token: Bearer {pw}", _j((ALNUM, 36))),
]


# --- wifi --------------------------------------------------------------------------------------
_WIFI = [
    "red MANGLAR-OFICINA-5G, clave {pw}",
    "WIFI:T:WPA;S:Hostel Mancora Surf;P:{pw};;",
    "wifi de la garita / contraseña: {pw}",
    "Network: Poza Siete Bodega / {pw}",
    "nettverk Havbris Gjest, passord {pw}",
    "WiFi 密碼係 {pw}（舖頭）",
    "ñaño, el wifi del local de Huaquillas es {pw}",
    "wifipa clavenqa {pw} kanmi",
    "wifi Chifa Lau 2.4G / {pw}",
    "SSID: ZORRITOS-PLANTA\nWPA2 key: {pw}",
    "wifi? \nKevin: {pw}",
    "la red de la planta de Piura (PLANTA-PIURA-5G) usa {pw}",
    'wpa_supplicant.conf:\nnetwork={\n  ssid="Hatchery Pizarro"\n  psk="{pw}"\n}',
    "wifi Casa Sernaqué / {pw}",
    "嘉敏: wifi mat6 maa5 hai6 {pw}",
    "passord til wifi-en på båten: {pw}",
]


def _wifi_key(g: random.Random) -> str:
    return g.choice([_plain_pw, _pw, lambda h: _r(h, ALNUM, 16)])(g)


# --- seeds, cards, IBANs, ids ------------------------------------------------------------------
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "chinese_traditional")}


def _seed(lang: str, words: int) -> Maker:
    def make(g: random.Random) -> str:
        bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return make


_SEEDS: list[Row] = [
    ("seed phrase of the hostel's Bitcoin tips wallet: {pw}", _seed("english", 12)),
    ("recovery phrase (Ledger, Joel):\n{pw}", _seed("english", 24)),
    ("Sindre: gjenopprettingsfrasen er {pw}", _seed("english", 12)),
    ("las 12 palabras de la billetera: {pw}", _seed("spanish", 12)),
    ("frase semilla del monedero de la planta → {pw}", _seed("spanish", 18)),
    ("ñaño, las palabras de recuperación son {pw}", _seed("spanish", 12)),
    ("Wilber: billeterapa simikunan {pw} kanmi", _seed("spanish", 12)),
    ("助記詞：{pw}", _seed("chinese_traditional", 12)),
    ("嘉敏: 錢包嘅助記詞係 {pw}", _seed("chinese_traditional", 12)),
    ("Ka-man: zo6 gei3 ci4 {pw}", _seed("chinese_traditional", 15)),
    ("mnemonic: {pw}", _seed("english", 15)),
    ("note to self — wallet backup words {pw}", _seed("english", 18)),
]

_CARD_PREFIXES = {
    "visa": (["4"], 16), "mc": (["51", "53", "55", "2221"], 16), "amex": (["34", "37"], 15),
    "diners": (["36", "38"], 14), "unionpay": (["62"], 16), "jcb": (["3528", "3566"], 16),
}  # fmt: skip


def _card(brand: str, sep: str = "") -> Maker:
    def make(g: random.Random) -> str:
        prefixes, length = _CARD_PREFIXES[brand]
        body = g.choice(prefixes)
        body += _r(g, D, length - len(body) - 1)
        return v.grouped(body + luhn.calc_check_digit(body), sep, g)

    return make


_CARDS: list[Row] = [
    ("tarjeta de la empresa: {pw} vence 08/31", _card("visa", " ")),
    ("ñaño, el número de la tarjeta es {pw}", _card("mc", "-")),
    ("Card for the Ålesund invoice: {pw}", _card("amex", " ")),
    ("Diners de Doña Rosa {pw}", _card("diners", " ")),
    ("銀聯卡號 {pw}", _card("unionpay", " ")),
    ("嘉敏: JCB 卡號係 {pw}", _card("jcb", "")),
    ("kortnummer: {pw}", _card("visa", " ")),
    ("tarjetaypa yupayninqa {pw} kanmi", _card("mc", " ")),
    ("pago del hostel con {pw} exp 11/30", _card("visa", "")),
    ("Mastercard corporativa → {pw}", _card("mc", ".")),
    ("card no. {pw}, cvv on the back", _card("amex", "")),
    ("tarjeta de Jefferson {pw}", _card("visa", "-")),
]


def _cvv(g: random.Random) -> str:
    return str(g.randrange(100, 1000))


_CVVS = [
    "el código de seguridad de atrás es {pw}",
    "sikkerhetskoden på baksiden er {pw}",
    "卡背面三個數字係 {pw}",
    "security code on the back: {pw}",
    "ñaño, los tres números de atrás de la tarjeta son {pw}",
    "CVV2: {pw}",
]


def _iban(country: str, spaced: bool) -> Maker:
    shapes = {"VA": "n" * 18, "SK": "n" * 20, "SC": "aaaa" + "n" * 20 + "aaa",
              "CR": "0" + "n" * 17, "AD": "n" * 8 + "c" * 12, "ST": "n" * 21}  # fmt: skip

    def make(g: random.Random) -> str:
        number = v.iban_shaped(g, country, shapes)
        return v.iban_spaced(number) if spaced else number

    return make


_IBANS: list[Row] = [
    ("IBAN de la donación a la parroquia (Vaticano): {pw}", _iban("VA", True)),
    ("Ingrid: IBAN til leverandøren i Bratislava {pw}", _iban("SK", False)),
    ("IBAN del comprador de Seychelles → {pw}", _iban("SC", True)),
    ("Cuenta IBAN de Costa Rica para el flete: {pw}", _iban("CR", False)),
    ("IBAN Andorra (hotel del congreso): {pw}", _iban("AD", True)),
    ("São Tomé buyer's IBAN {pw}", _iban("ST", False)),
    ("IBAN: {pw}", _iban("SK", True)),
    ("ñaño, transfiérele al IBAN {pw}", _iban("CR", True)),
    ("嘉敏: IBAN 係 {pw}", _iban("SC", False)),
    ("IBANninqa {pw} kanmi", _iban("AD", False)),
    ("kontonummer (IBAN) {pw}", _iban("VA", False)),
    ("IBAN for the cacao sample refund: {pw}", _iban("ST", True)),
]


def _pe_ruc(g: random.Random) -> str:
    return v.until(g, _j(g.choice(["10", "20"]), (D, 9)), pe_ruc.is_valid)


def _pe_cui(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + pe_cui.calc_check_digits(body)[0]


def _ec_ci(g: random.Random) -> str:
    return v.until(g, lambda h: f"{h.randrange(1, 25):02d}{h.randrange(0, 6)}{_r(h, D, 7)}",
                   ec_ci.is_valid)  # fmt: skip


def _ec_ruc(g: random.Random) -> str:
    return v.until(g, lambda h: _ec_ci(h) + "001", ec_ruc.is_valid)


def _no_fnr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        date = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 99)}"
        return date + f"{h.randrange(0, 500):03d}" + _r(h, D, 2)

    return v.until(g, make, no_fnr.is_valid)


def _no_konto(g: random.Random) -> str:
    number = v.until(g, _j((D, 11)), no_kontonr.is_valid)
    return f"{number[:4]}.{number[4:6]}.{number[6:]}"


def _cl_rut(g: random.Random) -> str:
    body = str(g.randrange(10_000_000, 26_000_000))
    return str(cl_rut.format(body + cl_rut.calc_check_digit(body)))


def _cn_ric(g: random.Random) -> str:
    """Taishan county's old code, a birth before 1983, drawn until the module accepts it."""

    def make(h: random.Random) -> str:
        body = f"442727{h.randrange(1938, 1982)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += _r(h, D, 3)
        return body + cn_ric.calc_check_digit(body + "0")

    return v.until(g, make, cn_ric.is_valid)


_NATIONAL: list[Row] = [
    ("RUC de la langostinera para la SUNAT: {pw}", _pe_ruc),
    ("mi RUC personal es {pw}, no lo pases", _pe_ruc),
    ("Doña Rosa, su DNI con dígito (CUI) es {pw}", _pe_cui),
    ("CUI: {pw}", _pe_cui),
    ("Kevin: mi número de DNI {pw}, para la planilla", _pe_cui),
    ("cédula de Don Washington: {pw}", _ec_ci),
    ("ñaño, mi cédula es {pw}", _ec_ci),
    ("Cédula de identidad (Ecuador) → {pw}", _ec_ci),
    ("RUC de Jefferson en Huaquillas: {pw}", _ec_ruc),
    ("RUC ecuatoriano del comprador {pw}", _ec_ruc),
    ("fødselsnummer: {pw}", _no_fnr),
    ("Sindre: fødselsnummeret mitt er {pw}", _no_fnr),
    ("personnummer (Ingrid) {pw}", _no_fnr),
    ("kontonummer til Havbris Reker: {pw}", _no_konto),
    ("Ingrid: kontonr {pw}", _no_konto),
    ("Tía Justina: RUTniyqa {pw} kanmi", _cl_rut),
    ("RUT de la tía en Santiago: {pw}", _cl_rut),
    ("阿嫲身份證號碼：{pw}", _cn_ric),
    ("嘉敏: 阿嫲張身份證係 {pw}", _cn_ric),
    ("resident id of grandma in Taishan: {pw}", _cn_ric),
]


# --- codes: backup, TOTP, one-time, PINs -------------------------------------------------------
def _backup_list(g: random.Random, style: int, n: int) -> list[str]:
    return v.backup_codes(g, n, style)


_BACKUP_TEXTS = [
    "códigos de respaldo de Google (cuenta de la planta):\n{codes}",
    "Backup codes for the hostel's Booking extranet: {codes}",
    "reservekoder for BankID-appen:\n{codes}",
    "後備碼：{codes}",
    "ñaño, los códigos de recuperación del correo: {codes}",
    "2FA backup codes (GitHub, joel):\n{codes}",
    "códigos de backup del Microsoft de Yuli — {codes}",
    "kutichina códigokuna: {codes}",
]


def _backups(rng: random.Random) -> list[Sample]:
    out = []
    for index, template in enumerate(_BACKUP_TEXTS):
        codes = _backup_list(rng, index % 4, 8)
        sep = "\n" if "\n" in template else rng.choice([", ", " ", "; "])
        out.append(Sample("backup_codes", template.replace("{codes}", sep.join(codes)), codes[0]))
    return out


_TOTP: list[Row] = [
    ("otpauth://totp/ManglarDorado:joel?secret={pw}&issuer=ManglarDorado",
     lambda g: v.totp_secret(g, spaced=False)),
    ("clave de configuración del 2FA: {pw}", lambda g: v.totp_secret(g, spaced=True)),
    ("oppsettnøkkel for autentiseringsappen: {pw}", lambda g: v.totp_secret(g, spaced=True)),
    ("兩步驗證密鑰：{pw}", lambda g: v.totp_secret(g, spaced=False)),
    ("TOTP seed for the Aquacloud admin: {pw}", lambda g: v.totp_secret(g, spaced=False)),
    ("setup key from the QR code: {pw}", lambda g: v.totp_secret(g, spaced=True)),
]  # fmt: skip


def _otp(g: random.Random) -> str:
    return str(g.randrange(100_000, 1_000_000))


_OTPS = [
    "PayClub: tu código de verificación es {pw}",
    "Peigo: {pw} es tu código de acceso, no lo compartas",
    "Engangskoden din fra Porterbuddy er {pw}",
    "【BoC Pay】驗證碼：{pw}，5分鐘內有效",
    "ZA Bank: 你的一次性密碼係 {pw}",
    "ñaño, pásame el código que te llegó... ya: {pw}",
    "Use {pw} to sign in to Booking.com extranet",
    "Kevin: el código de Yape que me llegó es {pw}",
    "Código de verificación De Una: {pw}",
    "Tía Justina: códigoqa {pw} kanmi",
]


def _pin(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, h.choice([4, 5, 6])),
                   lambda p: not p.startswith(("19", "20")) and len(set(p)) > 2)  # fmt: skip


_PINS = [
    "la clave de la caja fuerte de la planta es {pw}",
    "PIN de la tarjeta de combustible: {pw}",
    "código de la puerta del almacén de alimento → {pw}",
    "PIN-koden til porten er {pw}",
    "閘門密碼 {pw}",
    "Doña Rosa: el PIN de su tarjeta es {pw}",
    "ñaño, la clave del candado del camión: {pw}",
    "punkupa pakasqa yupayninqa {pw} kanmi",
    "alarm code for the Máncora hostel: {pw}",
    "SIM PIN of the pond-7 modem is {pw}",
    "keypad de la garita: {pw}#",
    "嘉敏: 提款卡 PIN 係 {pw}",
]


# --- passphrases and chats ---------------------------------------------------------------------
_PHRASE_WORDS = ["mangle", "cangrejo", "ola", "algarrobo", "ceviche", "marea", "chilalo",
                 "tablero", "faro", "salitre", "laguna", "huerequeque", "pampa", "conchita",
                 "balsa", "red", "caleta", "espuma"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, 4))


_PHRASES = [
    "passphrase del KeePass de la planta: {pw}",
    "la frase de contraseña del disco cifrado es {pw}",
    "master passphrase → {pw}",
    "Sindre: passfrasen er {pw}",
    "VeraCrypt passphrase for the backups: {pw}",
    "ñaño, la frase clave del Bitwarden es {pw}",
    "Unlock phrase (laptop Joel): {pw}",
    "密碼短語係 {pw}",
    "gpg passphrase = {pw}",
    "contraseña frasenqa {pw} kanmi",
]
_CHATS = [
    "Kevin: oe cuál es la contra del router?\nJoel: {pw}",
    "[07:02] maricielo: clave del Efact?\n[07:03] joel: {pw}",
    "Jefferson: ñaño, la clave?\nCinthya: {pw}",
    "Sindre: passordet til AKVA?\nJoel: {pw}",
    "嘉敏: 密碼呢？\n永基: {pw}",
    "Wilber: clave?\nJustina: {pw}",
]


# --- the plan ----------------------------------------------------------------------------------
def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _fill(rng, "password_said", _SAID + _SAID[:22], _pw)
    out += _fill(rng, "password_label", _LABELLED, _pw)
    out += _fill(rng, "login_pair", _LOGINS, _pw)
    out += _fill(rng, "spelled_password", _SPELLED, _spelled_word)
    out += _fill(rng, "said_first", _FIRST, _said_first)
    out += _fill(rng, "cli_password", _CLI, _plain_pw)
    out += _fill(rng, "connection_string", _CONN, _plain_pw)
    out += _fill(rng, "config_file", _CONFIGS, _plain_pw)
    out += _rows(rng, "vendor_token", _VENDORS)
    out += _fill(rng, "jwt", _JWTS, _jwt)
    out += _fill(rng, "private_key", _PEMS, _pem)
    out += _rows(rng, "auth_header", _AUTH)
    out += _fill(rng, "wifi_key", _WIFI, _wifi_key)
    out += _rows(rng, "seed_phrase", _SEEDS)
    out += _rows(rng, "card_number", _CARDS)
    out += _fill(rng, "card_code", _CVVS, _cvv)
    out += _rows(rng, "iban", _IBANS)
    out += _rows(rng, "national_id", _NATIONAL)
    out += _backups(rng)
    out += _rows(rng, "totp_secret", _TOTP)
    out += _fill(rng, "one_time_code", _OTPS, _otp)
    out += _fill(rng, "pin_code", _PINS, _pin)
    out += _fill(rng, "passphrase", _PHRASES, _phrase)
    out += _fill(rng, "chat_password", _CHATS, _pw)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la contra del router de la poza 7 es", "{s}", _pw),
    ("split_password", "Aquacloud password:", "{s} (since the feeder swap)", _pw),
    ("split_password", "passordet er", "{s}", _pw),
    ("split_password", "密碼係", "{s}", _pw),
    ("split_password", "ñaño, la clave del Peigo es", "{s}\nno la pases", _pw),
    ("split_password", "contraseñanqa", "{s} kanmi", _pw),
    ("split_password", "mat6 maa5 hai6", "{s} aa3", _pw),
    ("split_password", "Kipu admin password", "{s}", _pw),
    ("split_conn", "DATABASE_URL=postgres://lango:", "{s}@db.manglardorado.lan/pozas", _plain_pw),
    ("split_cli", "$ sshpass -p", "{s} ssh operador@10.20.0.9", _plain_pw),
    ("split_token", "VisaNet API key", "{s}", _j((HEX, 32))),
    ("split_token", "PozaSense token:", "{s}", _j("ps_live_", (HEX, 40))),
    ("split_token", "Aigens client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "frase semilla", "{s}", _seed("spanish", 12)),
    ("split_card", "número de tarjeta", "{s} vence 03/31", _card("visa", " ")),
    ("split_iban", "IBAN", "{s}", _iban("SC", True)),
    ("split_id", "cédula:", "{s}", _ec_ci),
    ("split_otp", "clave de configuración 2FA", "{s}", lambda g: v.totp_secret(g, True)),
    ("split_pin", "PIN-koden til porten er", "{s}", _pin),
    ("split_phrase", "passphrase del KeePass:", "{s}", _phrase),
]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: list[tuple[str, str, Maker]] = [
    ("meta_password", '{"router_poza7": {"admin_password": "{s}"}}', _plain_pw),
    ("meta_password", '{"contraseña": "{s}"}', _plain_pw),
    ("meta_password", '{"passord": "{s}", "bruker": "sindre"}', _plain_pw),
    ("meta_password", '{"密碼": "{s}"}', _plain_pw),
    ("meta_password", '{"hostel": {"kipu": {"user": "recepcion", "clave": "{s}"}}}', _plain_pw),
    ("meta_password", '{"note": "ñaño, la clave del PayClub es {s}"}', _plain_pw),
    ("meta_password",
     '{"argv": ["sshpass", "-p", "{s}", "ssh", "operador@aireadores.manglardorado.lan"]}',
     _plain_pw),
    ("meta_password", '{"transcript": "contraseñanqa {s} kanmi"}', _plain_pw),
    ("meta_token", '{"visanet": {"api_key": "{s}"}}', _j((HEX, 32))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"pozasenseToken": "{s}"}', _j("ps_live_", (HEX, 40))),
    ("meta_card", '{"pago": {"tarjeta": "{s}", "vence": "09/31"}}', _card("mc", " ")),
    ("meta_iban", '{"proveedor": {"iban": "{s}"}}', _iban("VA", False)),
    ("meta_id", '{"comprador": {"ruc": "{s}"}}', _ec_ruc),
    ("meta_id", '{"partner": {"fodselsnummer": "{s}"}}', _no_fnr),
    ("meta_seed", '{"billetera": {"frase_semilla": "{s}"}}', _seed("english", 12)),
    ("meta_wifi", '{"wifi": {"ssid": "MANGLAR-OFICINA-5G", "psk": "{s}"}}', _plain_pw),
    ("meta_pin", '{"caja_fuerte": {"pin": "{s}"}}', _pin),
    ("meta_otp", '{"2fa": {"respaldo": ["{s}", "48213077", "90031245"]}}', _j((D, 8))),
    ("meta_conn", '{"db_url": "mysql://hostel:{s}@10.30.0.4/reservas"}', _plain_pw),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, text, make in _METADATA:
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_COMMIT = hashlib.sha1(b"pozas: add oxygen alarm for pond 9", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"hostel: revert booking sync", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"aireador-fw-3.2.7.bin").hexdigest()
_MD5 = hashlib.md5(b"cosecha_2031-04-18.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Recordar cambiar la contraseña del router de la poza 7 antes de la cosecha del 14.",
    "Joel, ¿dónde guardamos la contraseña del DVR? En el gestor, no en el grupo.",
    "Política: las contraseñas de la planta tienen mínimo 14 caracteres y van al Bitwarden.",
    "oe causa, no mandes contraseñas por el grupo, usa el enlace del gestor pe.",
    "ñaño, la clave nunca se manda por WhatsApp, de ley.",
    "Ama pimanpas contraseñaykita willankichu.",
    "Ikke del passordet ditt med noen, heller ikke med oss.",
    "唔好同任何人講你嘅密碼。",
    "m4 hou2 bei2 jan4 tai2 nei5 go3 mat6 maa5.",
    "The `.env.example` line `VISANET_API_KEY=changeme` is a placeholder;"
    " the real key is in the vault.",
    "Replace <TU_TOKEN_POZASENSE> in the README with the token from your dashboard.",
    "PAYCLUB_API_KEY and SCHARFF_API_KEY must be set before the nightly invoice sync.",
    "The Aquacloud panel asks for a new password after every firmware update.",
    "After five wrong passwords the Kipu POS locks the account for 15 minutes.",
    "Upgraded the aerator firmware from 3.2.6 to 3.2.7 and paho-mqtt to 2.1.0.",
    f"commit {_COMMIT} adds the oxygen alarm for pond 9.",
    f"Rolled back to {_SHORT} after the booking sync broke the hostel calendar.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL}",
    f"The aerator firmware 3.2.7 image has SHA-256 checksum {_FIRMWARE}.",
    f"MD5 of cosecha_2031-04-18.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f2a9c1e-7b44-4d0e-9a61-2c8f5e0b7d13 is the slow one in the PozaSense logs.",
    "Orden de compra OC-2031-00872 por 40 sacos de alimento balanceado sale el jueves.",
    "Ticket MD-2219: la alarma de oxígeno de la poza 9 salta de noche.",
    "Llamar a la tienda de repuestos de Zorritos al 072 544 318 antes del mediodía.",
    "Guía de remisión T001-0004521 para el camión refrigerado a Huaquillas.",
    "Contenedor MDOU 7312054 con langostino congelado está en el puerto de Paita.",
    "Partida arancelaria 0306.17 es langostino congelado; 0306.36 fresco.",
    "La poza 7 está a 28.4 °C con 5.2 mg/L de oxígeno disuelto; pH 7.9.",
    "Cosecha de la poza 12: 3 480 kg, talla 21/25, a S/ 24.50 el kilo.",
    "El hostel de Máncora cobra S/ 65 la noche en cuarto compartido; check-in a las 14:00.",
    "El vuelo LA2291 de Tumbes a Lima sale a las 06:45.",
    "My card ending 4417 was declined at the hardware store in Zorritos.",
    "El comprador de Costa Rica quiere el IBAN en la factura sin espacios.",
    "Imprime los códigos de respaldo del correo de la planta y guárdalos en la caja fuerte.",
    "Ningún soporte de billetera te va a pedir tus 12 palabras.",
    "Keep `POZASENSE_TOKEN` in the secrets store, never in the repository.",
    "El candado del almacén se oxida con el salitre; hay que aceitarlo cada mes.",
    "Aquacloud moved the API key page under Innstillinger › Integrasjoner in its May release.",
    "La contraseña del wifi de invitados no existe: la red 'Hostel-Libre' es abierta.",
    "Lote LT-2031-Z-0415, 18 cajas de 10 kg, temperatura de despacho −18 °C.",
    "Sindre: møtet om fôringsplanen er flyttet til torsdag kl. 09.00.",
    "嘉敏: 聽日下晝三點開會，記得帶單據。",
    "阿嫲話下個月返台山飲喜酒。",
    "ñaño, el camión sale de Huaquillas a las 5 de la mañana, full cargado.",
    "Tía Justina: Santiagopi allinllam kachkani, ama llakikuychu.",
    "Wilber: Milánpi llamkachkani, domingotam rimasun.",
    "The secret of a good ceviche is lime from Chulucanas and fresh fish.",
    "Pregúntale a Kevin el código de la puerta del almacén, yo no lo tengo.",
    "RUC de la tienda de repuestos en la factura pública: ver el comprobante.",
    "Número de serie del aireador: AE2031Z0417.",
    "La versión 2.4.1 del app de pozas corrige el cálculo de biomasa.",
    "Token limit for the assistant is 8000 tokens per request.",
    "La palabra clave de la campaña del hostel es 'Máncora sin prisa'.",
    "El PIN pad de la caja del chifa está malogrado, usen el otro POS.",
    "The hostel phone is +51 73 258 914; the chifa's is 072 526 403.",
    "El ticket de soporte de Efact es el 58213, respondan por ahí.",
    "Havbris Reker AS har organisasjonsnummer i fakturaen; se PDF-en.",
    "外賣單號 2031-0418-077，兩份炒飯一份雲吞麵。",
    "Doña Rosa pregunta si la contraseña se cambia cada 90 días; sí, cada 90 días.",
    "El pass de prensa para el festival de Máncora es gratis este año.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/planta/aquacloud", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 388}}',
    f'{{"sha256": "{_WHEEL}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "MD-2219", "orden_de_compra": "OC-2031-00872"}',
    '{"poza": 7, "oxigeno_mg_l": 5.2, "temperatura_c": 28.4}',
    '{"telefono": "072 544 318", "ciudad": "Zorritos"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cajas": 180}',
    '{"partida": "0306.17", "origen": "PE", "descripcion": "langostino congelado"}',
    '{"vuelo": "LA2291", "salida": "06:45", "destino": "Lima"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
