# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-thirty-eighth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-thirty-seventh's
docstring, the fifth to three-hundred-and-thirty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (339 to 341), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (338_620_417), password words (an island word
and a sea or quarry word with a number, `OrioleBarge47!`; dot-joined `jumbie.duncana.2004`; a name,
a year and a place; leet `Sfr13r3`; `Tonnes28Hopper#`; a generator's dashed groups; random runs).

The fictional company is Ghaut Runner Quarry & Freight Ltd (sand and gravel from the ghauts, a
weighbridge and barge jetty at Little Bay, an office in Brades, a crusher near Salem, staff housing
at Look Out, trucks kept out of the Plymouth exclusion zone), with Montserratian office and yard
staff, relatives in Cork, Dominican yard workers, relatives in Guadeloupe and Ghanaian nurses at a
Salem clinic it runs; every company, person, address, domain (`ghautrunner.lan`, `ghaut-runner.ms`),
account and number is invented, only the region is real. Texts: chats (Rocket.Chat, Chanty,
Pumble, Troop Messenger, Workvivo, Jami, Briar, Delta Chat, Mumble, Keybase), GRT tickets, wiki
pages, notes, runbooks, shell prompts (bash, PowerShell, bash history), config and env files,
voice-note transcripts and requests to the assistant; separators: a colon, `=`, `/`, `—`, `is`,
`a`, `ná`, `e'`, `sé`, `ne`, `yɛ`, a table cell, a new line and none.

Grep counts (heldouts 5 to 337 naming each, grep -l): none for Ghaut Runner, ghautrunner, Little
Bay, Look Out, Montserrat, Goatwater, Jumbie, Pyroclast, `mòdpas`, `Is é an pasfhocal`, `cód
fíoraithe`, Lynk, DCash, PayPlug; one to five for Brades, Plymouth, Soufriere, Oriole, Heliconia,
`focal faire`, `kòd sekrè`, `ahintasɛm`, `password no ne`, `mi password a`, `di password fi`,
hpilo_cli, SMCIPMITool, gitlab-rails, mmctl, pvesh, WiPay, CardNET, tPago, Hubtel, Lydia, Paystack,
Mumble; more for Salem (5), `modpas` (15), `yɛ` (10), `la clave del` (57), evil-winrm (12).

About half of the secret samples are not in English: Montserrat Creole as texted (`di password a`,
`mi password fi`, `doan tell nobady`, `a wha`), the Irish of relatives in Cork (`Is é an pasfhocal
ná`, `focal faire`, `ainm úsáideora`, `cóid chúltaca`, `cód fíoraithe`, `uimhir PSP`, `eochair
API`), the Spanish of Dominican workers (`la clave e'`, `klk`, `manito`, `cédula`), French and the
Antillean Creole of Guadeloupe (`mòdpas-la sé`, `kòd sekou`, `nimewo kat-la`), and the Twi of
Ghanaian nurses (`password no ne`, `yɛ`, `ahintasɛm asɛmfua`, `kɔd a wɔde mena me`). French and
Dominican Spanish are ordinary usage; the author's guesses, checked by no speaker, are every
Montserrat Creole spelling, the Irish compounds (`frása faire`, `eochair chriptithe`, `an
comhartha`), every Guadeloupe Creole wording (`kle chifreman`, `kle prive-la`, `nimewo sékirité
sosyal`) and every Twi wording.

Vendors: invented ones (Emerald Isle Pay `eip_live_`, Brades Ferry Booking `bfb-`, AshCloud
Alerts `aca_`, Little Bay Fuel `lbf_sk_`, GhautTrack; shapes guessed), Caribbean, Dominican,
French, Irish and Ghanaian ones with guessed shapes (Lynk, DCash, PayPlug, Hubtel, CardNET, tPago,
Lydia, Revolut Business, Paystack) and published shapes (GitHub, GitLab, Slack, Stripe, OpenAI,
Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Telegram, PyPI, Shopify, DigitalOcean,
Linear, Vault, Postman, Doppler, Tailscale, Groq, Replicate, Docker Hub, Brevo, NVIDIA, Figma, age,
Flutterwave, Sentry, New Relic, Perplexity, xAI); the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: the Dominican cédula
(`do.cedula`) and RNC (`do.rnc`), Ireland's PPS number (`ie.pps`) and VAT number (`ie.vat`),
Ghana's TIN (`gh.tin`), France's NIR (`fr.nir`, born in Guadeloupe, 971) and SIRET (`fr.siret`),
the UK's UTR (`gb.utr`) and NHS number (`gb.nhs`), and a US SSN (`us.ssn`). Cards
pass Luhn (Visa, Mastercard, Amex, Discover, JCB, UnionPay, Diners and Maestro prefixes); IBANs of
Saint Lucia, the Dominican Republic, Ireland, San Marino, Liechtenstein, Moldova, Kosovo and
Montenegro, checked with `stdnum.iban`; seed phrases from mnemonic's English, Spanish and French
lists, valid by construction and checked with `Mnemonic(lang).check`.
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
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum.do import cedula as do_cedula
from stdnum.do import rnc as do_rnc
from stdnum.fr import nir as fr_nir
from stdnum.fr import siret as fr_siret
from stdnum.gb import nhs as gb_nhs
from stdnum.gb import utr as gb_utr
from stdnum.gh import tin as gh_tin
from stdnum.ie import pps as ie_pps
from stdnum.ie import vat as ie_vat

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 338_620_417
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_ISLAND = ["Oriole", "Heliconia", "Goatwater", "Jumbie", "Ghaut", "Pyroclast", "Ashfall",
           "Soufriere", "Mangrove", "Breadnut", "Calabash", "Duncana", "Tamarind",
           "Frigate", "Caldera", "Fumarole"]  # fmt: skip
_SEA = ["Jetty", "Barge", "Ferry", "Swell", "Reef", "Anchor", "Dredge", "Hopper", "Conveyor",
        "Tipper", "Sieve", "Gravel"]  # fmt: skip
_PEOPLE = ["Delroy", "Shernel", "Kelvin", "Marcia", "Jermaine", "Claudette", "Verna", "Siobhan",
           "Donal", "Aoife", "Padraig", "Yokasta", "Wander", "Franklin", "Yanelis", "Maelys",
           "Thierry", "Rosette", "Jocelyn", "Akosua", "Kwabena", "Efua", "Yaw"]  # fmt: skip
_SPOTS = ["Brades", "LittleBay", "Salem", "LookOut", "StPeters", "Cudjoehead", "Davy Hill",
          "Woodlands", "Cork", "Ballincollig", "Higuey", "Bonao", "PointeAPitre",
          "Kumasi"]  # fmt: skip
_SYM = "!#$%&*?@+=^~"
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")

_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ISLAND)}{g.choice(_SEA)}{g.randrange(10, 100)}{g.choice(_SYM)}",
    lambda g: ".".join(w.lower() for w in g.sample(_ISLAND, 2)) + f".{g.randrange(1990, 2031)}",
    lambda g: (
        f"{g.choice(_PEOPLE).lower()}{g.randrange(1955, 2012)}"
        f"{g.choice(_SYM)}{g.choice(_SPOTS).replace(' ', '')}"
    ),
    lambda g: _r(g, ALNUM + "!$%?", 16),
    lambda g: f"Sfr13r3{g.randrange(1995, 2031)}{g.choice(_SYM)}",
    lambda g: f"Tonnes{g.randrange(12, 99)}{g.choice(_SEA)}{g.choice(_SYM)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM),
    lambda g: f"{g.choice(_SEA).lower()}_{g.choice(_ISLAND).lower()}_{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM, 15),
]


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _fam(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.fill(rng, cls, templates, n, make, **pools)

    return take


def _pairs(cls: str, rows: list[tuple[str, Maker]]) -> Taker:
    """Templates each with its own maker; ``{s}`` is the secret."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template, make in v.cycle(rng, rows, n):
            secret = make(rng)
            out.append(Sample(cls, template.replace("{s}", secret), secret))
        return out

    return take


_USERS = ["delroy", "shernel.w", "kelvin", "marcia.g", "jermaine", "claudette", "siobhan.oc",
          "donal", "aoife", "yokasta", "wander.r", "franklin", "maelys", "thierry.b",
          "akosua", "kwabena", "efua.m", "svc-weighbridge", "ops-brades"]  # fmt: skip

_SAID = [
    "Rocket.Chat #quarry, Delroy: the Belgo weighbridge terminal password is {pw}",
    "Chanty DM from Shernel: Brades office NAS admin password {pw}",
    "Pumble thread 'Little Bay jetty': the conveyor HMI password is {pw}",
    "Troop Messenger, Kelvin: password for the Sandvik crusher panel {pw}",
    "Workvivo post (deleted later): Salem clinic fridge logger password {pw}",
    "Jami call chat with Marcia: the Look Out guest house router password is {pw}",
    "Briar message: the payroll laptop password {pw}",
    "Delta Chat, Jermaine: barge GPS tracker web password {pw}",
    "Mumble text, night shift: the Komatsu KOMTRAX portal password is {pw}",
    "Keybase team ghautrunner.ops: the generator controller password is {pw}",
    "GRT-412 ticket: the Caterpillar VisionLink password {pw} stopped working after the update",
    "GRT-419: please rotate the tipper fleet tracker password (currently {pw})",
    "note to self: Brades office alarm panel web password {pw}",
    "voice note, transcribed: ok so the new password for the sand barge radio is {pw} full stop",
    "hey assistant, remember that my Ghaut Runner email password is {pw}",
    "can you store the payroll portal password for me? it's {pw}",
    "Runbook: ash alert shutdown\n1. open the plant PLC page\n2. user engineer\n"
    "3. password {pw}\n4. stop conveyors C1 to C3",
    "README (weighbridge PC)\nthe local admin password is `{pw}`, do not change it",
    "Incident 2031-08-02: quarry camera NVR was reachable from outside with password {pw}",
    "after the reinstall the dispatch PC password became {pw}",
    "mi password fi di email a {pw}",
    "di wifi password a Brades office a {pw}, doan tell nobady",
    "Delroy: di new password fi di weighbridge a {pw}",
    "a wha di server password? a {pw} yuh know",
    "mi nuh waan fuhget: di bank app password a {pw}",
    "Is é an pasfhocal nua don ríomhphost ná {pw}",
    "pasfhocal an ródaire sa teach i gCorcaigh: {pw}",
    "Siobhán: seo é mo phasfhocal don bhanc, {pw}, ná habair le héinne",
    "focal faire an ríomhaire glúine: {pw}",
    "Dónal, an pasfhocal don Netflix ná {pw}",
    "manito, la contraseña del correo de la empresa e' {pw}",
    "klk Wander, la clave nueva del servidor es {pw}",
    "Yokasta: mi contraseña del Banreservas ahora e {pw}, no se la de a nadie",
    "oye la clave de la computadora de la báscula e' {pw}",
    "la contraseña del wifi de la casa en Higüey: {pw}",
    "le mot de passe de la box à Pointe-à-Pitre est {pw}",
    "Thierry : mon nouveau mot de passe pour la messagerie, c'est {pw}",
    "mdp du PC de la pesée : {pw}",
    "mòdpas a mwen pou imèl-la sé {pw}",
    "Maëlys: mòdpas wifi-la lakay sé {pw}",
    "pa di pèsonn, mòdpas a bank-la sé {pw}",
    "mòdpas òdinatè-la: {pw}",
    "me email password no ne {pw}",
    "Akosua: wifi no password yɛ {pw}",
    "Kwabena, ward computer no password foforo no ne {pw}",
    "me ahintasɛm asɛmfua ma bank app no ne {pw}",
    "Efua: clinic laptop password no yɛ {pw}, mfa nkyerɛ obiara",
]  # fmt: skip

_FIRST = [
    "{pw} — that's the weighbridge password now",
    "type {pw}; that's the Brades NAS password",
    "{pw}, that's what I set for the jetty router",
    "{pw} a di new password, Delroy seh so",
    "{pw} — sin é an pasfhocal nua",
    "{pw}, esa e' la clave nueva del correo",
]  # fmt: skip

_LOGINS = [
    "Rocket.Chat: the Belgo terminal login is {u} / {pw}",
    "user {u} pass {pw}",
    "GRT-430: {u} locked out of the fleet portal, last password {pw}",
    "| system | user | password |\n|---|---|---|\n| weighbridge | {u} | {pw} |",
    "sign in to the dispatch PC as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: nvr-brades\n  username: {u}\n  password: {pw}",
    "creds for the clinic portal are {u} and {pw}",
    "system,user,password\ncrusher-hmi,{u},{pw}",
    "Wiki › Quarry › Crusher HMI: {u} — {pw}",
    "mi username a {u} an di password a {pw}",
    "ainm úsáideora {u}, pasfhocal {pw}",
    "usuario {u} y la clave {pw}, manito",
    "identifiant {u}, mot de passe {pw}",
    "non itilizatè-la sé {u}, mòdpas-la sé {pw}",
    "me username ne {u}, password no ne {pw}",
]  # fmt: skip

_WORDS = ["oriole", "goatwater", "jumbie", "heliconia", "duncana", "calabash", "fumarole",
          "breadnut", "tamarind", "frigate", "mangrove", "soufriere"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, all small, then {d}",
    "password: {w} and straight after it the number {d}",
    "for the NAS it's {w} with {d} on the end",
    "voice memo: jetty wifi password is {w} then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and number together",
    "di password a di word {w}, den {d}",
    "is é an focal {w} an pasfhocal, agus ansin {d}",
    "la clave e' la palabra {w} y despué {d}",
    "mòdpas-la sé mo {w}, apré sa {d}",
    "password no yɛ asɛmfua {w}, na {d} ka ho",
    "le mot de passe, c'est le mot {w} suivi de {d}",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        w, d = rng.choice(_WORDS), str(rng.randrange(100, 10_000))
        secret = w + d if "{w}{d}" in template else w
        out.append(Sample("spelled_password", template.format(w=w, d=d), secret))
    return out


_CLI = [
    "hpilo_cli -l Administrator -p '{pw}' ilo-brades.ghautrunner.lan get_fw_version",
    "SMCIPMITool 10.8.0.21 ADMIN {pw} ipmi power status",
    "useradd -m -p \"$(openssl passwd -6 '{pw}')\" {u}",
    "gitlab-rails runner \"User.find_by_username('{u}').update!(password: '{pw}')\"",
    "ansible-playbook quarry.yml -e ansible_become_pass='{pw}'",
    "pvesh create /access/users --userid {u}@pve --password '{pw}'",
    "racadm -r idrac-salem.ghautrunner.lan -u root -p '{pw}' getsysinfo",
    "mmctl user create --email {u}@ghaut-runner.ms --username {u} --password '{pw}'",
    "wp user create {u} {u}@ghaut-runner.ms --role=editor --user_pass='{pw}'",
    "OC_PASS='{pw}' php occ user:add --password-from-env {u}",
    "drush user:password {u} '{pw}'",
    "cockroach sql --url 'postgresql://{u}:{pw}@crdb.ghautrunner.lan:26257/tonnage'",
    "vsql -h vertica.ghautrunner.lan -U {u} -w '{pw}' -d sales",
    "hdbsql -n hana.ghautrunner.lan:30015 -u {u} -p '{pw}' 'select 1 from dummy'",
    "isql-fb -user SYSDBA -password '{pw}' fb.ghautrunner.lan:/data/weigh.fdb",
    "kcadm.sh config credentials --server https://sso.ghaut-runner.ms --realm master "
    "--user {u} --password '{pw}'",
    "rabbitmqadmin -H mq.ghautrunner.lan -u {u} -p '{pw}' list queues",
    "nats --server nats://mq.ghautrunner.lan --user {u} --password '{pw}' sub 'tonnage.>'",
    "mc alias set brades https://s3.ghautrunner.lan {u} '{pw}'",
    "GOVC_USERNAME={u} GOVC_PASSWORD='{pw}' govc ls /Brades/vm",
    "samba-tool user create {u} '{pw}'",
    "kadmin -p {u}/admin -w '{pw}' -q listprincs",
    "ldappasswd -x -D cn={u},dc=ghautrunner,dc=lan -w '{pw}' -S uid=kelvin",
    "swaks --server mail.ghaut-runner.ms --auth-user {u} --auth-password '{pw}' --to ops@x.ms",
    "mount -t cifs //nas-brades/scans /mnt/scans -o username={u},password={pw}",
    "evil-winrm -i 10.8.0.40 -u {u} -p '{pw}'",
    "rpcclient -U 'GHAUT/{u}%{pw}' dc01.ghautrunner.lan",
    "echo '{u}:{pw}' | chpasswd",
    "mosquitto_passwd -b /etc/mosquitto/passwd {u} '{pw}'",
    "ejabberdctl register {u} chat.ghautrunner.lan '{pw}'",
    "mongodump --uri 'mongodb://{u}:{pw}@mongo.ghautrunner.lan/tickets' --out /backup",
    "wget --user={u} --password='{pw}' https://files.ghaut-runner.ms/tonnage.csv",
    "aria2c --ftp-user={u} --ftp-passwd='{pw}' ftp://ftp.ghautrunner.lan/maps.zip",
    "kopia repository connect s3 --bucket=brades --password='{pw}'",
    "pgcli postgres://{u}:{pw}@pg.ghautrunner.lan/dispatch",
    "mycli -h mysql.ghautrunner.lan -u {u} -p'{pw}' payroll",
]  # fmt: skip
_SHELLS = ["{c}", "delroy@brades-ops:~$ {c}", "PS C:\\ops> {c}", "[kelvin@salem ~]$ {c}",
           "root@weigh01:/# {c}", "bash history:\n  512  {c}", "$ {c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "cli_password", _CLI, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.ghautrunner.lan:5432/tonnage",
    "DATABASE_URL=mysql://{u}:{pw}@mysql.ghautrunner.lan/payroll",
    "amqp://{u}:{pw}@mq.ghautrunner.lan:5672/quarry",
    "redis://:{pw}@cache.ghautrunner.lan:6379/2",
    "mongodb+srv://{u}:{pw}@cluster0.ghautrunner.lan/fleet",
    "Server=sql-brades;Database=Weigh;User Id={u};Password={pw};",
    "jdbc:sqlserver://sql-brades:1433;user={u};password={pw}",
    "sftp://{u}:{pw}@files.ghaut-runner.ms/upload",
    "the clinic DB is at postgres://{u}:{pw}@db.salem-clinic.lan/records",
    "smtp://{u}:{pw}@mail.ghaut-runner.ms:587",
    "la cadena de conexión: mysql://{u}:{pw}@10.8.0.12/bascula",
    "chaîne de connexion : postgresql://{u}:{pw}@pg.gwada.lan/compta",
]  # fmt: skip


def _tg(g: random.Random) -> str:
    return f"{g.randrange(10**9, 8 * 10**9)}:AA{_r(g, URLSAFE, 33)}"


_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN=ghp_{s}", _j((ALNUM, 36))),
    ("gitlab: glpat-{s}", _j((URLSAFE, 20))),
    ("SLACK_BOT_TOKEN=xoxb-{s}", _j((D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe live key sk_live_{s}", _j((ALNUM, 99))),
    ("OPENAI_API_KEY=sk-proj-{s}", _j((URLSAFE, 120))),
    ("ANTHROPIC_API_KEY=sk-ant-api03-{s}", _j((URLSAFE, 93), "AA")),
    ("aws_access_key_id = AKIA{s}", _j((UPPER_DIGITS, 16))),
    ("maps key: AIza{s}", _j((URLSAFE, 35))),
    ("HF_TOKEN=hf_{s}", _j((ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken=npm_{s}", _j((ALNUM, 36))),
    ("SENDGRID_API_KEY=SG.{s}", _j((URLSAFE, 22), ".", (URLSAFE, 43))),
    ("telegram bot for ash alerts: {s}", _tg),
    ("PYPI_TOKEN=pypi-AgEIcHlwaS5vcmc{s}", _j((URLSAFE, 70))),
    ("shopify: shpat_{s}", _j((HEX, 32))),
    ("DIGITALOCEAN_TOKEN=dop_v1_{s}", _j((HEX, 64))),
    ("linear key lin_api_{s}", _j((ALNUM, 40))),
    ("VAULT_TOKEN=hvs.{s}", _j((URLSAFE, 90))),
    ("postman: PMAK-{s}", _j((HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN=dp.st.prd.{s}", _j((ALNUM, 43))),
    ("TS_AUTHKEY=tskey-auth-{s}", _j((ALNUM, 12), "CNTRL-", (ALNUM, 33))),
    ("groq: gsk_{s}", _j((ALNUM, 52))),
    ("REPLICATE_API_TOKEN=r8_{s}", _j((ALNUM, 37))),
    ("docker hub: dckr_pat_{s}", _j((URLSAFE, 27))),
    ("BREVO_KEY=xkeysib-{s}", _j((HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA_API_KEY=nvapi-{s}", _j((URLSAFE, 64))),
    ("figma token figd_{s}", _j((URLSAFE, 40))),
    ("AGE-SECRET-KEY-1{s}", _j((UPPER_DIGITS, 58))),
    ("flutterwave: FLWSECK-{s}-X", _j((HEX, 32))),
    ("Lynk merchant API key: {s}", _j((HEX, 40))),
    ("DCash wallet integration broken, current key {s}", lambda g: v.uuid4(g, "b")),
    ("PayPlug secret key: sk_live_{s}", _j((ALNUM, 40))),
    ("Hubtel client secret {s}", _j((LOWER, 32))),
    ("Integrations › CardNET: {s}", _j((HEX, 48))),
    ("tPago API key for the Higüey shop: {s}", _j((ALNUM, 36))),
    ("clé d'API PayPlug pour la boutique de Pointe-à-Pitre : {s}", _j((HEX, 40))),
    ("eochair API Revolut Business: {s}", _j((ALNUM, 44))),
    ("Paystack key (Kumasi clinic shop): sk_live_{s}", _j((HEX, 40))),
    ("EIP_LIVE_KEY=eip_live_{s}", _j((ALNUM, 40))),
    ("Brades Ferry Booking token bfb-{s}", _j((LOWER_DIGITS, 36))),
    ("AshCloud Alerts key: aca_{s}", _j((URLSAFE, 44))),
    ("LITTLEBAY_FUEL_SK=lbf_sk_{s}", _j((ALNUM, 48))),
    ("GhautTrack API key {s}", _j((HEX, 64))),
    ("di API key fi di ferry booking a {s}", _j((ALNUM, 40))),
    ("la llave del API de tPago e' {s}", _j((HEX, 36))),
    ("kle API Lydia-la sé {s}", _j((ALNUM, 32), (D, 6))),
    ("API key a Hubtel de ma yɛn no ne {s}", _j((HEX, 32))),
    ("SENTRY_AUTH_TOKEN=sntrys_{s}", _j((URLSAFE, 160))),
    ("NEW_RELIC_API_KEY=NRAK-{s}", _j((UPPER_DIGITS, 27))),
    ("PERPLEXITY_API_KEY=pplx-{s}", _j((ALNUM, 48))),
    ("XAI_API_KEY=xai-{s}", _j((ALNUM, 80))),
]  # fmt: skip

_BARE = ["{pw}", "here it is, shown once:\n{pw}", "di token a {pw}", "an comhartha: {pw}",
         "el token e' {pw}", "token la: {pw}"]  # fmt: skip


def _bare_tok(g: random.Random) -> str:
    return g.choice([_j((ALNUM, 44)), _j((URLSAFE, 28), ".", (URLSAFE, 40)), _j((B64, 52), "==")])(
        g
    )


_HEXES = [
    "ENCRYPTION_KEY={pw}",
    "master key for the backups: {pw}",
    "payroll export signing key {pw}",
    "di backup key a {pw}",
    "eochair chriptithe: {pw}",
    "llave de cifrado {pw}",
    "kle chifreman: {pw}",
    "backup key no ne {pw}",
]  # fmt: skip

_JWTS = [
    "Authorization: Bearer {pw}",
    "id_token={pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.ghaut-runner.ms/v1/loads",
    "the session cookie was {pw}",
    "di JWT fi di portal a {pw}",
    "token JWT a mwen: {pw}",
]  # fmt: skip


def _jwt(g: random.Random) -> str:
    claims = {"sub": f"usr_{_r(g, D, 6)}", "iss": "https://sso.ghaut-runner.ms",
              "exp": 1_900_000_000 + g.randrange(10**6),
              "role": g.choice(["ops", "payroll"])}  # fmt: skip
    header = {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(g, URLSAFE, 342)}"


def _pems(rng: random.Random, n: int) -> list[Sample]:
    places = ["{k}", "deploy key for the weighbridge box:\n{k}", "```\n{k}\n```",
              "mi private key:\n{k}", "eochair phríobháideach:\n{k}",
              "la llave privada del servidor:\n{k}", "kle prive-la:\n{k}"]  # fmt: skip
    kinds = ["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"]
    out = []
    for i, place in enumerate(v.cycle(rng, places, n)):
        kind = kinds[i % len(kinds)]
        lines = [_r(rng, B64, 64) for _ in range(8)] + [_r(rng, B64, 28) + "=="]
        block = "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
        out.append(Sample("pem_private_key", place.format(k=block), lines[2 + i % 5]))
    return out


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french")}
_SEEDS = [
    ("recovery phrase for the ops wallet: {p}", "english"),
    ("seed words, Delroy's Ledger:\n{p}", "english"),
    ("di seed phrase fi mi wallet a {p}", "english"),
    ("frása aisghabhála: {p}", "english"),
    ("frase semilla de la billetera: {p}", "spanish"),
    ("las 12 palabras: {p}", "spanish"),
    ("phrase de récupération : {p}", "french"),
    ("mo sekrè a wallet-la: {p}", "french"),
    ("voice note: my twelve words are {p}", "english"),
    ("wallet no seed phrase ne: {p}", "english"),
]  # fmt: skip


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, (place, lang) in enumerate(v.cycle(rng, _SEEDS, n)):
        words = [12, 24, 12, 18][i % 4]
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words]))
        phrase = str(_MNEMO[lang].to_mnemonic(entropy))
        if i % 3 == 1:
            phrase = "\n".join(f"{k}. {w}" for k, w in enumerate(phrase.split(), 1))
        out.append(Sample("seed_phrase", place.format(p=phrase), phrase))
    return out


_CARDS = [
    "card number {c} exp 09/33",
    "pay the ferry with {c}",
    "di card number a {c}",
    "uimhir an chárta: {c}",
    "el número de la tarjeta e' {c}",
    "numéro de carte : {c}",
    "nimewo kat-la sé {c}",
    "card no number ne {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "diners", "maestro"]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, place in enumerate(v.cycle(rng, _CARDS, n)):
        number = v.card(rng, _BRANDS[i % len(_BRANDS)])
        shown = v.grouped(number, ["-", " ", "", " "][i % 4], rng)
        out.append(Sample("card_number", place.format(c=shown), shown))
    return out


_CVVS = [
    "Visa {c}, security code on the back: {s}",
    "CVV {s} for the card ending {e}",
    "di three numbers pon di back a {s}",
    "an cód slándála ar chúl an chárta: {s}",
    "el código de seguridad de atrá e' {s}",
    "cryptogramme visuel : {s}",
]  # fmt: skip


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for place in v.cycle(rng, _CVVS, n):
        number, code = v.card(rng, "visa"), _r(rng, D, 3)
        out.append(Sample("card_code", place.format(c=number, e=number[-4:], s=code), code))
    return out


_IBAN_SHAPES = {"LC": "aaaa" + "c" * 24, "DO": "cccc" + "n" * 20, "IE": "aaaa" + "n" * 14,
                "SM": "a" + "n" * 10 + "c" * 12, "LI": "n" * 5 + "c" * 12,
                "MD": "cc" + "c" * 18, "XK": "n" * 16, "ME": "n" * 18}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBANS = [
    "IBAN for the Saint Lucia supplier: {i}",
    "send the wages to {i}",
    "di IBAN a {i}",
    "IBAN an chuntais i gCorcaigh: {i}",
    "la cuenta IBAN de mi hermana: {i}",
    "IBAN pou voye lajan-an: {i}",
]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    countries = list(_IBAN_SHAPES)
    for i, place in enumerate(v.cycle(rng, _IBANS, n)):
        number = _iban(rng, countries[i % len(countries)])
        shown = number if i % 3 == 1 else v.iban_spaced(number)
        out.append(Sample("iban", place.format(i=shown), shown))
    return out


def _digits_until(g: random.Random, n: int, valid: Callable[[str], bool]) -> str:
    return v.until(g, lambda h: _r(h, D, n), valid)


def _pps(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 7) + h.choice(UPPER[:23]), ie_pps.is_valid)


def _ie_vat(g: random.Random) -> str:
    return v.until(g, lambda h: "IE" + _r(h, D, 7) + h.choice(UPPER[:23]), ie_vat.is_valid)


def _gh_tin(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("PCGQV") + "00" + _r(h, D, 7) + h.choice(D + "X"),
                   gh_tin.is_valid)  # fmt: skip


def _nir(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.choice('12')}{h.randrange(50, 100)}{h.randrange(1, 13):02d}971{_r(h, D, 5)}"
        return body + fr_nir.calc_check_digits(body)

    return v.until(g, make, fr_nir.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("cédula: {s}", lambda g: _digits_until(g, 11, do_cedula.is_valid)),
    ("mi cédula e' {s}", lambda g: _digits_until(g, 11, do_cedula.is_valid)),
    ("RNC de la empresa {s}", lambda g: _digits_until(g, 9, do_rnc.is_valid)),
    ("PPS number: {s}", _pps),
    ("m'uimhir PSP ná {s}", _pps),
    ("Irish VAT number {s}", _ie_vat),
    ("Ghana TIN: {s}", _gh_tin),
    ("me TIN no ne {s}", _gh_tin),
    ("numéro de sécu : {s}", _nir),
    ("nimewo sékirité sosyal a mwen: {s}", _nir),
    ("SIRET de l'atelier : {s}", lambda g: _digits_until(g, 14, fr_siret.is_valid)),
    ("UK UTR {s}", lambda g: _digits_until(g, 10, gb_utr.is_valid)),
    ("SSN {s}", v.ssn_number),
    ("NHS number: {s}", lambda g: _digits_until(g, 10, gb_nhs.is_valid)),
]  # fmt: skip


def _backup_list(rng: random.Random, n: int) -> list[str]:
    return [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = [
    "backup codes for the ops Google account:\n{l}",
    "2FA recovery codes: {c}",
    "di backup codes dem: {c}",
    "cóid chúltaca: {c}",
    "códigos de respaldo:\n{l}",
    "codes de secours : {c}",
    "kòd sekou: {c}",
    "backup codes no ni: {c}",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for place in v.cycle(rng, _BACKUPS, n):
        codes = _backup_list(rng, 6)
        text = place.format(l="\n".join(codes), c=", ".join(codes))
        out.append(Sample("backup_codes", text, codes[0]))
    return out


_TOTPS = [
    "TOTP secret for the payroll portal: {pw}",
    "2FA setup key {pw}",
    "otpauth://totp/GhautRunner:delroy?secret={pw}&issuer=GhautRunner",
    "di 2FA secret a {pw}",
    "eochair socraithe 2FA: {pw}",
    "clé de configuration 2FA : {pw}",
]  # fmt: skip

_CODES = [
    "verification code: {pw}",
    "{pw} is your GhautRunner sign-in code",
    "Use {pw} to sign in to Lynk",
    "di code dem sen mi a {pw}",
    "cód fíoraithe: {pw}",
    "tu código de verificación es {pw}",
    "votre code de vérification : {pw}",
    "kɔd a wɔde mena me no ne {pw}",
]  # fmt: skip

_WIFI = [
    "wifi Brades Office 5G / {pw}",
    "Network: GhautRunner-Jetty / {pw}",
    "WIFI:T:WPA;S:LittleBay-Guest;P:{pw};;",
    "guest wifi password {pw}",
    "WPA key for Salem Clinic Staff: {pw}",
    "wifi? / Shernel: {pw}",
    "di wifi password a {pw}",
    "pasfhocal an wifi: {pw}",
    "la clave del wifi e' {pw}",
    "mot de passe wifi : {pw}",
    "mòdpas wifi-la sé {pw}",
    "wifi no password ne {pw}",
]  # fmt: skip


def _spaced_tokens(rng: random.Random, n: int) -> list[Sample]:
    places = ["read it back: {t}", "token, spaced out: {t}", "di token a {t}",
              "an comhartha, litir ar litir: {t}"]  # fmt: skip
    seps = [" ", "-", " · ", " | ", "."]
    out = []
    for i, place in enumerate(v.cycle(rng, places, n)):
        tok = "ghp_" + _r(rng, ALNUM, 36) if i % 2 == 0 else _r(rng, ALNUM, 32)
        sep = seps[i % len(seps)]
        shown = sep.join(tok[k : k + 4] for k in range(0, len(tok), 4))
        out.append(Sample("spaced_token", place.format(t=shown), tok[4:8]))
    return out


_PINS = [
    "the alarm code for the Brades office is {pw}",
    "safe PIN: {pw}",
    "weighbridge gate code {pw}#",
    "di PIN fi mi bank card a {pw}",
    "uimhir PIN an chárta: {pw}",
    "el pin de la tarjeta e' {pw}",
    "code PIN de la carte : {pw}",
    "kòd PIN a kat-la sé {pw}",
    "me ATM PIN ne {pw}",
    "Claudette, the padlock code on the sieve shed is {pw}",
]  # fmt: skip

_PHRASE_WORDS = ["oriole", "ferry", "gravel", "tamarind", "ash", "jetty", "mango", "heliconia",
                 "barge", "ghaut", "goatwater", "calabash", "frigate", "sieve"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "the vault passphrase is {pw}",
    "di passphrase a {pw}",
    "frása faire: {pw}",
    "la frase de contraseña: {pw}",
    "phrase secrète : {pw}",
]  # fmt: skip

_AUTH = [
    "Authorization: Basic {pw}",
    "curl -H 'Authorization: Basic {pw}' https://nvr-brades.ghautrunner.lan/api",
    "proxy header Proxy-Authorization: Basic {pw}",
]  # fmt: skip


def _basic(g: random.Random) -> str:
    return base64.b64encode(f"{g.choice(_USERS)}:{_plain_pw(g)}".encode()).decode()


_CONFIGS = [
    "# .env\nAPP_ENV=production\nDB_PASSWORD={pw}\nDB_HOST=pg.ghautrunner.lan",
    "[mysql]\nuser = payroll\npassword = {pw}",
    "smtp:\n  host: mail.ghaut-runner.ms\n  password: \"{pw}\"",
    "<add key=\"WeighbridgePassword\" value=\"{pw}\" />",
    "spring.datasource.password={pw}",
    "define('DB_PASSWORD', '{pw}');",
    "variable \"nas_password\" {{\n  default = \"{pw}\"\n}}",
    "export FLEET_PORTAL_PASSWORD='{pw}'",
    "pg.ghautrunner.lan:5432:tonnage:ops:{pw}",
    "machine files.ghaut-runner.ms login ops password {pw}",
    "[ghaut-nas]\nusername=ops\npassword={pw}",
    "\"password\": \"{pw}\",",
    "poll mail.ghaut-runner.ms protocol imap user ops password '{pw}'",
    "ADMIN_TOKEN={pw}",
]  # fmt: skip

_PLAN: list[tuple[Taker, int]] = [
    (_fam("labelled_password", _SAID, _pw), 69),
    (_fam("said_first", _FIRST, _plain_pw), 6),
    (_fam("login_pair", _LOGINS, _pw, u=_USERS), 24),
    (_spelled, 14),
    (_cli, 36),
    (_fam("connection_string", _URLS, _plain_pw, u=_USERS), 14),
    (_pairs("vendor_token", _VENDORS), 50),
    (_fam("bare_token", _BARE, _bare_tok), 6),
    (_fam("hex_key", _HEXES, _j((HEX, 64))), 8),
    (_fam("jwt", _JWTS, _jwt), 8),
    (_pems, 7),
    (_seeds, 12),
    (_cards, 12),
    (_cvvs, 6),
    (_ibans, 12),
    (_pairs("national_id", _IDS), 20),
    (_backups, 8),
    (_fam("totp_secret", _TOTPS, _j((BASE32, 32))), 6),
    (_fam("one_time_code", _CODES, _j((D, 6))), 8),
    (_fam("wifi_key", _WIFI, _plain_pw), 16),
    (_spaced_tokens, 8),
    (_fam("pin_code", _PINS, _j((D, 6))), 10),
    (_fam("passphrase", _PHRASES, lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))), 8),
    (_fam("basic_auth", _AUTH, _basic), 6),
    (_fam("config_password", _CONFIGS, _plain_pw), 16),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# (class, first field, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the weighbridge admin password is", "{s}", _pw),
    ("split_password", "di password a", "{s}, Delroy seh", _pw),
    ("split_password", "Is é an pasfhocal ná", "{s}", _pw),
    ("split_password", "la clave e'", "{s}\nno la comparta", _pw),
    ("split_password", "mòdpas-la sé", "{s}", _pw),
    ("split_password", "password no ne", "{s}", _pw),
    ("split_password", "mot de passe :", "{s}", _pw),
    ("split_password", "NAS password", "{s} (since the ash fall)", _pw),
    ("split_token", "Lynk API key", "{s}", _j((HEX, 40))),
    ("split_token", "GITHUB_TOKEN=", "ghp_{s}", _j((ALNUM, 36))),
    ("split_token", "Hubtel client secret", "{s}", _j((LOWER, 32))),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/34", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LC"))),
    ("split_id", "cédula", "{s}", lambda g: _digits_until(g, 11, do_cedula.is_valid)),
    ("split_id", "PPS number", "{s}", _pps),
    ("split_otp", "TOTP secret", "{s}", _j((BASE32, 32))),
    ("split_pin", "alarm code", "{s}", _j((D, 6))),
    ("split_wifi", "wifi password Brades Office 5G", "{s}", _plain_pw),
    ("split_backup", "backup codes", "{s}\nq7rd-2kfm\nz8wp-41nc", lambda g: _backup_list(g, 1)[0]),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    ('{"weighbridge": {"url": "https://wb.ghautrunner.lan", "admin_password": "{s}"}}',
     "meta_password", _plain_pw),
    ('{"mòdpas": "{s}"}', "meta_password", _plain_pw),
    ('{"pasfhocal": "{s}"}', "meta_password", _plain_pw),
    ('{"account": {"user": "kelvin", "passwd": "{s}"}}', "meta_password", _plain_pw),
    ('{"argv": ["vsql", "-U", "ops", "-w", "{s}"]}', "meta_password", _plain_pw),
    ('{"note": "la clave del servidor e\' {s}"}', "meta_password", _plain_pw),
    ('{"transcript": "di password fi di NAS a {s}"}', "meta_password", _plain_pw),
    ('{"nvrs": [{"name": "a"}, {"name": "b", "web_password": "{s}"}]}', "meta_password",
     _plain_pw),
    ('{"lynk": {"api_key": "{s}"}}', "meta_token", _j((HEX, 40))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    ('{"github_token": "ghp_{s}"}', "meta_token", _j((ALNUM, 36))),
    ('{"payment": {"card_number": "{s}", "exp": "05/35"}}', "meta_card",
     lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ('{"supplier": {"iban": "{s}"}}', "meta_iban", lambda g: _iban(g, "SM")),
    ('{"staff": {"pps_number": "{s}"}}', "meta_id", _pps),
    ('{"worker": {"cedula": "{s}"}}', "meta_id",
     lambda g: _digits_until(g, 11, do_cedula.is_valid)),
    ('{"2fa": {"backup": ["{s}", "m3kq-7wzd", "p2rt-9xne"]}}', "meta_otp",
     lambda g: _backup_list(g, 1)[0]),
    ('{"wallet": {"seed_words": "{s}"}}', "meta_seed", _english_seed),
    ('{"office": {"alarm_pin": "{s}"}}', "meta_pin", _j((D, 6))),
    ('{"wifi": {"ssid": "Brades-Office-5G", "psk": "{s}"}}', "meta_wifi", _plain_pw),
    ('{"totp_secret": "{s}"}', "meta_otp", _j((BASE32, 32))),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for text, cls, make in _METADATA:
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_COMMIT = hashlib.sha1(b"tonnage: add jetty column", usedforsecurity=False).hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ghaut-runner/dispatch:3.1").hexdigest()

CLEAN = [
    "the password policy at Ghaut Runner needs 14 characters and no island words",
    "Delroy reset his password through the portal this morning",
    "Load ticket 20417: 28.4 tonnes of sand, Little Bay jetty, 09:42",
    "the ferry to Antigua leaves Little Bay at 07:30, fare EC$ 150",
    "Order GR-2031-0418 shipped on the barge Frigate II",
    "call the Brades shop on +1 664 555 0142 for gravel prices",
    f"dispatch 3.1 was built from commit {_COMMIT}",
    f"image digest sha256:{_IMAGE}",
    "the API key field in the settings page is required",
    "di password nuh work, mi a go reset it",
    "Ná déan dearmad ar do phasfhocal a athrú gach trí mhí.",
    "la contraseña tiene que tener 12 letras, manito",
    "mòdpas-la twò kout, fò ou chanjé-y",
    "password no nyɛ den, sesa no",
    "Le mot de passe doit contenir au moins douze caractères.",
    "the weighbridge PIN pad is broken again",
    "tokens are counted per request in the assistant",
    "the ash forecast for Salem is light, wind from the east at 12 knots",
    "invoice 4471 for EC$ 2,380.00 is due on 30 June",
    "Kelvin booked the crusher service for 14:00 Thursday",
    "version 2.14.3 of the fleet app fixed the map crash",
    "Look Out school fundraiser: tickets EC$ 25",
    "remember to rotate the NAS password on the first Monday",
    "the Plymouth exclusion zone map was updated in May",
    "the backup codes are printed and kept in the Brades safe",
    "two-factor is required for every payroll login",
    "the seed phrase for the ops wallet is written on paper in the safe",
    "Staff ID 0417 is Claudette, at the Salem desk",
    "truck plate H 4471 needs new tyres",
    "Hubtel SMS delivery rate this week: 97 percent",
    "Yokasta pasa el reporte de tonelaje el lunes",
    "Dónal is flying Cork to Antigua on the 12th",
    "Maëlys ka vini Montserrat an mwa out",
    "Akosua works the night shift at the Salem clinic this week",
    "please pass the gravel sieve to Jermaine",
    "the secret to good goatwater is patience",
    "the Lynk integration is live for the Brades shop",
    "GRT-512: conveyor C2 belt slipping, parts ordered",
    "the PIN must have six digits and no repeats",
    "the door code changes every month, ask Marcia",
    "pin pyroclast-tools to 1.8.2 until the build is fixed",
    "the token limit is 8000 per call",
    "Reference number 77120934 for the customs entry",
    "tracking 1Z 999 AA1 01 2345 6784 for the crusher parts",
    "ISBN 978-0-19-861412-3 is the field guide Aoife sent",
    "the IBAN field on the form was left empty",
    "the card ending 4471 was declined, please call the bank",
    "Wi-Fi name is Brades-Office-5G; the key is on the card at reception",
    "the JWT expiry is 15 minutes for the portal",
    "use the password manager, never a sticky note",
    "Montserrat Creole note: mi a go Salem fi buy fish",
    "ferry schedule: Tuesday, Thursday and Saturday",
    "the quarry opens at 06:00 and closes at 16:30",
    "MVO alert level 1, no change",
    "the clinic fridge logged 4.2 C overnight",
    "payroll runs on the 25th of each month",
    "the API version is v3 and the request id is req-2031-0418",
    "rate limit: 60 requests per minute per key",
    "Shernel changed the wifi name, not the password",
    "the recovery phrase must never be typed into a chat",
]  # fmt: skip

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "14 chars", "token_count": 512},
    {"load": {"ticket": "20417", "tonnes": 28.4, "site": "Little Bay"}},
    {"creds": {"username": "ops-brades", "host": "pg.ghautrunner.lan"}},
    {"commit": _COMMIT, "branch": "main"},
    {"image_digest": f"sha256:{_IMAGE}"},
    {"shop_phone": "+1 664 555 0142", "hours": "07:00-16:00"},
    {"invoice": {"number": "4471", "amount": "2380.00", "currency": "XCD"}},
    {"auth": {"method": "oauth", "provider": "keycloak"}},
    {"pin_pad": "broken", "passes": 3, "secret_name": "weighbridge-creds"},
    {"wifi": {"ssid": "Brades-Office-5G", "band": "5GHz"}},
]
