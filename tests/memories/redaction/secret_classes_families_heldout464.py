# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-sixty-fourth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and sixty-first's
docstring, the fifth to four hundred and sixty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (462, 463, 465), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (464_416_256), password words (a
Grenadines place, a boat word, two digits and a sign, `MoonholeGommier47!`; dot-joined foods, a
village and a year, `callaloo.dasheen.layou.2031`; leet `P4g3tF4rm#58`; a person and a village,
`Nessa@Layou1979`; `soca-` joined words; Vincy Mas and regatta years; random runs).

The fictional companies are Admiralty Bay Charters Ltd of Port Elizabeth, Bequia (yacht charters,
a crew house in Lower Bay) and Frigate Rock Marine Supply of Clifton, Union Island (chandlery,
fuel dock and shop). Staff and neighbours: Shanice "Nessa" Ollivierre (office and IT in Kingstown,
Vincentian Creole English as texted), Elwin Mitchell (an old boat-builder of Paget Farm, Bequia,
in transcribed voice notes), Yorman Rondón (a Venezuelan deckhand from Margarita), Mathieu
Gagnon-Lévesque (a Quebec charter skipper) and Priya Sutherland (bookkeeping and ops in Clifton,
English), with Kerwin, Dolly and Oneika in passing. Every company, person, domain
(`abcharters.lan`, `frigaterock.example`), account and number is invented; only the region is
real. Texts: WhatsApp and Messenger chats, SMS, tickets, notes to self, runbooks, e-mails, shell
commands, env, INI, YAML, PHP, Terraform and .pgpass lines, URLs, voice-note transcripts and
requests to the assistant; separators: a colon, `=`, `->`, `→`, `—`, `-`, `/`, `|`, `is`, `es`,
`c'est`, `est`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 461, grep -l): none for `GrenaLink`, `HarbourDesk`, `Frigate Rock`,
`Paget Farm`, `na'guará`, `mon chum`, `calisse`, `pis là`, and for IBANs written `YE..` or
`MR..`; one for `Admiralty Bay`, `gommier`, `tabarnak`, `pantoute`, `marico`, `burda`, and IBANs
written `LC..`, `KW..`, `VG..`; two to six for `Union Island`, `Clifton`, `Bequia`, `Port
Elizabeth`, `Kingstown`, `Vincentian`, `wah di`, `chévere`, `ostie`, `icitte`, `ca.bc_phn`; nine
to nineteen for `ec.ci`, `co.nit`, `ca.bn`, `ca.sin`, `ve.rif`, `do.rnc`, `mih`, `chamo`;
thirty-seven for `yuh`.
Languages: about half English, config or shell; the rest in Vincentian Creole English as texted
(`mih`, `yuh`, `wah`, `de`, `dem`, `fuh`, `doh`, `buh`, `dat`), the Creole of a Bequia
boat-builder in voice notes (`me son`, `a does`, `she give me`, `yuh hear`), the Venezuelan
Spanish of a yacht crew (`chamo`, `pana`, `marico`, `burda`, `chévere`, `na'guará`, `pa'`) and
the Quebec French of a charter skipper (`pis`, `tsé`, `icitte`, `ben là`, `checke`, `NIP`, `mon
chum`). The Venezuelan Spanish is close to what I know; the Vincentian and Bequia Creole and the
Quebec French are my guesses.
Vendors: the invented GrenaLink, BequiaPay, VincyCharter, TobagoCaysBook, MarinaGrenadines,
SailVC, HarbourDesk, FrigateStock, ModelBoatPro, UnionFuel, SVGFerry, Cays-Mooring,
PetitStVincent Reservations, LagoonWatch and ArrowrootERP under the words around their keys, plus
the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid,
Telegram, Shopify, DigitalOcean, Linear, Grafana, Vault, Postman, Doppler, Sentry, Tailscale, New
Relic, Groq, Replicate, Perplexity, xAI, Notion, Docker Hub, Brevo, HubSpot, NVIDIA, Supabase,
Databricks, Mailgun and age shapes. Ids: Canada's SIN and Business Number, Venezuela's RIF,
Ecuador's cédula, Colombia's NIT and the US SSN, each drawn until its `stdnum` module validates
it. IBANs of Saint Lucia, the British Virgin Islands, the Dominican Republic, Guatemala, Kuwait,
Yemen and Mauritania, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish,
French and Portuguese lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa,
Mastercard, Amex, Discover, JCB and UnionPay prefixes).
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
from stdnum import luhn
from stdnum.ca import bn as ca_bn
from stdnum.ca import sin as ca_sin
from stdnum.co import nit as co_nit
from stdnum.ec import ci as ec_ci
from stdnum.us import ssn as us_ssn
from stdnum.ve import rif as ve_rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 464_416_256
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random], dict[str, str]]


def _take(rng: random.Random, cls: str, templates: list[str], n: int, draw: Draw) -> list[Sample]:
    """``n`` samples of ``cls``: each template filled by ``draw``; its ``secret`` field (or
    else ``pw``) is the planted value."""
    out = []
    for template in v.cycle(rng, templates, n):
        fields = draw(rng)
        secret = fields.get("secret", fields["pw"])
        out.append(Sample(cls, template.format_map(fields), secret))
    return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    def draw(rng: random.Random) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_PLACES = ["Bequia", "Paget", "Friendship", "Lowerbay", "Moonhole", "Hamilton", "Mayreau",
           "Canouan", "Ashton", "Clifton", "Chatham", "Layou", "Barrouallie", "Owia", "Fancy",
           "Sandyrock", "Chateaubelair", "Mesopotamia", "Calliaqua", "Belmont"]  # fmt: skip
_BOAT = ["Gommier", "Longboat", "Harpoon", "Cedarkeel", "Spritsail", "Whaler", "Regatta",
         "Jibsheet", "Gunwale", "Transom", "Frangipani", "Mainsheet", "Bowsprit"]  # fmt: skip
_FOOD = ["breadfruit", "jackfish", "callaloo", "dasheen", "eddoes", "arrowroot", "souse",
         "buljol", "tannia", "sorrel", "guava", "soursop", "roti", "coconutbake"]  # fmt: skip
_PEOPLE = ["Nessa", "Elwin", "Yorman", "Mathieu", "Priya", "Kerwin", "Dolly", "Oneika"]
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["B3qu14", "P4g3tF4rm", "M4yr34u", "Fr13ndsh1p", "H4rp00n", "G0mm13r", "S0uFr13r3",
         "Cl1ft0n", "C4n0u4n"]  # fmt: skip


def _random_run(g: random.Random) -> str:
    return v.until(
        g,
        _j((ALNUM + "!#%&", 15)),
        lambda s: any(c.isdigit() for c in s) and any(c.isupper() for c in s),
    )


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES)}{g.choice(_BOAT)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join([*g.sample(_FOOD, 2), g.choice(_PLACES).lower(), str(g.randrange(2020, 2036))]),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_PLACES)}{g.randrange(1958, 2012)}",
    _random_run,
    lambda g: f"soca-{g.choice(_FOOD)}-{g.choice(_BOAT).lower()}-{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_BOAT)}{g.choice(_FOOD).capitalize()}{g.randrange(1, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"Vincy{g.choice(['mas', 'Jouvert', 'Regatta', 'Easter'])}{g.randrange(1979, 2036)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_USERS = ["nessa", "elwin.m", "yrondon", "mgagnon", "priya", "admin", "skipper", "dockmaster",
          "ops", "kerwin"]  # fmt: skip


_LABELLED = [
    "WhatsApp, Nessa: gyal de office router password is {pw} doh share it eh",
    "Nessa (text): mih password fuh de booking laptop is {pw}",
    "Nessa: yuh want de Starlink password? is {pw}",
    "Nessa 07:42 — password fuh de Kingstown printer: {pw}",
    "Nessa: new password fuh QuickBooks -> {pw} . buh doh tell Kerwin",
    "text from Nessa: de till password change, now it is {pw}",
    "Nessa: ah set de camera DVR password to {pw} yesterday",
    "voice note, Elwin: me son, de password fuh de shed computer is {pw}, yuh hear",
    "voice note, Elwin (Paget Farm): de lady say de password is {pw}, write it down for me",
    "Elwin, transcribed: a does never remember it, password — {pw}",
    "Elwin: de model-boat shop website password, is {pw} she put",
    "Elwin voice note: fuh de CNC router box de password is {pw}, tell Priya",
    "Elwin: password fuh de marine radio app {pw}, dat is all a know",
    "Yorman (WhatsApp): chamo la clave del wifi del barco es {pw}",
    "Yorman: pana, la contraseña del plotter es {pw}, no la cambies",
    "Yorman: epa, contraseña nueva del Garmin: {pw}",
    "Yorman 23:10: la clave del correo de la tripulación -> {pw} burda de larga jaja",
    "Yorman: marico anota, contraseña de la cámara del muelle = {pw}",
    "nota de voz, Yorman: la contraseña del Victron es {pw}, chévere?",
    "Yorman: la clave de la tablet del capitán es {pw} na'guará no la pierdas",
    "Mathieu (Messenger): le mot de passe du Raymarine c'est {pw}, pis change-le pas",
    "Mathieu: mon mot de passe pour le portail de la marina est {pw} tsé",
    "Mathieu, message vocal: ben là, le mot de passe icitte c'est {pw}",
    "Mathieu: mot de passe du NAS à bord : {pw}",
    "Mathieu: checke ça, nouveau mot de passe du compte Navionics -> {pw}",
    "Mathieu: le mdp du routeur Peplink est {pw}, câlisse de bebitte",
    "Mathieu: mon chum, le password du laptop de nav c'est {pw}",
    "Priya (e-mail): The password for the Clifton office NAS is {pw}. Please store it in the vault.",
    "Priya: Xero login password for Frigate Rock Marine Supply: {pw}",
    "Subject: Union Island till\nHi all, the Square terminal password is now {pw}.\nPriya",
    "Note to self (Priya): Clifton fuel dock pump controller password = {pw}",
    "ticket ABC-1187: reset the charter booking password to {pw} for the Bequia desk",
    "ticket ABC-1203: Unifi controller password rotated -> {pw}",
    "runbook, Bequia base, step 4: log into the watermaker panel with password {pw}",
    "runbook: the Admiralty Bay Charters firewall admin password is {pw}",
    "Remind me: the Mustique charter client portal password is {pw}",
    "Hey assistant, save this: the password for the Frigate Rock Shopify is {pw}",
    "assistant, remember the generator panel password at Friendship Bay: {pw}",
    "SMS from Kerwin: password fuh de fuel log tablet is {pw}",
    "Kerwin: de security camera app password {pw} (Nessa set it)",
    "Notes app, 'Boat stuff': genset Deep Sea password {pw}",
    "password for the Lower Bay beach bar POS: {pw}",
    "Nessa: password? {pw} — dat is fuh de email not de wifi",
    "Dolly (SMS): Miss Priya de password fuh de payroll is {pw}",
    "Oneika: password of de Canouan guesthouse booking site is {pw}",
    "Elwin: is {pw} de password she give me fuh de bank app, or suh",
    "Yorman: la contraseña de la Starlink del Tobago Cays Run es {pw} pana",
    "Mathieu: le code d'accès du site de météo est {pw} (c'est un mot de passe, pas un NIP)",
    "Slack #bequia-base, Priya: vesselportal admin pw: {pw}",
    "#ops (Priya): chartering system 'password' field for the new hire is {pw}",
    "Nessa: passwerd is {pw} lol sorry spellin",
    "Yorman: ya cambié la clave, ahora es {pw}",
    "Mathieu: j'ai changé le mot de passe pour {pw} hier soir",
    "Elwin: she change de password to {pw}, a tink",
    "e-mail from the Kingstown accountant: your temporary password is {pw}, change it on first login.",
    "Priya: new hire password (temp) → {pw}",
]  # fmt: skip

_VENDOR_SHAPES: list[tuple[str, Maker]] = [
    ("GitHub token for the booking repo: {pw}", _j("ghp_", (ALNUM, 36))),
    ("Nessa: de github fine-grained token is {pw}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("GITLAB_TOKEN={pw}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot token for #dockside alerts: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Priya: Stripe live secret for the charter deposits {pw}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("Mathieu: la clé Anthropic pour le bot de météo: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Yorman: la key de Google Maps del tracker {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SendGrid key for booking confirmations: {pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram bot for the regatta results: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Nessa: de shopify admin token fuh Frigate Rock {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("Linear key (ops board): {pw}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account token -> {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 24))),
    ("Postman API key: {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Mathieu: token Doppler pour le CI {pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("SENTRY_AUTH_TOKEN={pw}", _j("sntrys_", (ALNUM, 60))),
    ("tailscale up --authkey={pw}", _j("tskey-auth-", (ALNUM, 11), "CNTRL-", (ALNUM, 33))),
    ("New Relic user key {pw}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("Yorman: la key de Groq {pw} no la subas al repo", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={pw}", _j("r8_", (ALNUM, 37))),
    ("Perplexity key for the assistant: {pw}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={pw}", _j("xai-", (ALNUM, 80))),
    ("Notion integration secret (charter calendar): {pw}", _j("ntn_", (ALNUM, 46))),
    ("docker login -u abcharters --password-stdin <<< {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo key for the newsletter: {pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("HUBSPOT_TOKEN={pw}", lambda g: "pat-na1-" + v.uuid4(g)),
    ("nvidia key for the hull-photo model: {pw}", _j("nvapi-", (URLSAFE, 64))),
    ("Supabase access token {pw}", _j("sbp_", (HEX, 40))),
    ("DATABRICKS_TOKEN={pw}", _j("dapi", (HEX, 32))),
    ("Mailgun key: {pw}", _j("key-", (HEX, 32))),
    ("age secret for the backup bucket: {pw}", _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDOR_SHAPES, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.format(pw=secret), secret))
    return out


_INVENTED = [
    "GrenaLink API key: {pw}",
    "Nessa: de BequiaPay API key is {pw}",
    "Integrations › VincyCharter: {pw}",
    "Yorman: la API key de TobagoCaysBook es {pw}",
    "Mathieu: ma clé d'API MarinaGrenadines c'est {pw}",
    "SailVC integration broken, current key {pw}",
    "API key (HarbourDesk): {pw}",
    "Priya: the FrigateStock API key for the shop sync is {pw}",
    "Elwin: de ModelBoatPro key she give me is {pw}",
    "UnionFuel API-Key -> {pw}",
    "Kerwin: api key fuh SVGFerry tracker {pw}",
    "clave API de Cays-Mooring: {pw}",
    "PetitStVincent Reservations key {pw}",
    "clé API de LagoonWatch : {pw}",
    "ArrowrootERP api_key={pw}",
]  # fmt: skip
_INVENTED_MAKERS: list[Maker] = [
    _j((HEX, 32)), _j((HEX, 40)), v.uuid4, _j((ALNUM, 32)), _j((LOWER_DIGITS, 36)),
]  # fmt: skip

_CLI = [
    "sshpass -p '{pw}' ssh {u}@nav.abcharters.lan",
    "mysql -u {u} -p'{pw}' bookings",
    "redis-cli -h cache.abcharters.lan -a '{pw}' ping",
    "docker login registry.frigaterock.example -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "zip -P '{pw}' crew-passports.zip scans/*.pdf",
    "7z a -p'{pw}' charter-contracts.7z contracts/",
    "openssl enc -aes-256-cbc -in manifest.csv -out manifest.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c payroll-2032.xlsx",
    "plink -ssh {u}@watermaker.abcharters.lan -pw {pw}",
    "xfreerdp /v:office.frigaterock.example /u:{u} /p:'{pw}'",
    "smbclient //nas.abcharters.lan/charters -U {u}%{pw}",
    "lftp -u {u},'{pw}' sftp://files.frigaterock.example",
    "ipmitool -I lanplus -H 10.44.0.5 -U {u} -P '{pw}' chassis status",
    "mosquitto_pub -h mqtt.abcharters.lan -u {u} -P '{pw}' -t bilge/alarm -m test",
    "cqlsh db.abcharters.lan -u {u} -p '{pw}'",
    "sqlcmd -S sql.frigaterock.example -U {u} -P '{pw}' -Q 'select 1'",
    "ldapsearch -x -D 'cn={u},dc=abcharters,dc=lan' -w '{pw}' -b dc=abcharters,dc=lan",
    "keytool -genkeypair -alias booking -keystore booking.jks -storepass '{pw}'",
    "curl -u {u}:'{pw}' https://api.frigaterock.example/stock",
    "wget --user={u} --password='{pw}' https://files.abcharters.lan/logs.tgz",
    "unrar x -p'{pw}' survey-photos.rar",
    "nmcli --ask=no connection modify bequia-vpn vpn.secrets password='{pw}'",
]  # fmt: skip

_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "Nessa: user {u} password {pw} fuh de booking site",
    "Yorman: usuario {u}, contraseña {pw}",
    "Mathieu: utilisateur {u}, mot de passe {pw}",
    "sign in as {u} with {pw}",
    "Elwin voice note: de username is {u} and de password {pw}",
    "{u} / {pw}",
    "u={u} p={pw}",
    "| {u} | {pw} | Clifton office |",
    "Yorman: el user es {u} y la clave {pw}",
    "Mathieu: nom d'usager {u} pis mot de passe {pw}",
    "Priya: creds for the chartering portal are {u} and {pw}",
    "Kerwin: login {u} and {pw} fuh de fuel tablet",
    "{u}:{pw}@ftp.frigaterock.example",
    "Nessa: username — {u}\npassword — {pw}",
    "usuario: {u} | clave: {pw}",
    "identifiant : {u} / mot de passe : {pw}",
]  # fmt: skip


def _sin(g: random.Random) -> str:
    return v.until(g, _j((D[1:8], 1), (D, 8)), ca_sin.is_valid)


def _sin_spaced(g: random.Random) -> str:
    n = _sin(g)
    return f"{n[:3]} {n[3:6]} {n[6:]}"


def _bn(g: random.Random) -> str:
    return v.until(g, _j((D, 9)), ca_bn.is_valid)


def _rif(g: random.Random) -> str:
    body = v.until(g, _j(("VEJ", 1), (D, 9)), ve_rif.is_valid)
    return f"{body[0]}-{body[1:9]}-{body[9]}"


def _ec_ci(g: random.Random) -> str:
    return v.until(g, _j(("01", 1), (D[1:], 1), ("0123456", 1), (D, 7)), ec_ci.is_valid)


def _nit(g: random.Random) -> str:
    return v.until(g, _j(("89", 1), (D, 9)), co_nit.is_valid)


def _ssn(g: random.Random) -> str:
    return v.until(g, v.ssn_number, us_ssn.is_valid)


_NATIONAL: list[tuple[str, Maker]] = [
    ("Mathieu: mon NAS (numéro d'assurance sociale) c'est {pw}, pour la paye", _sin_spaced),
    ("Mathieu: SIN {pw} — pour le formulaire de Revenu Canada", _sin),
    ("Social Insurance Number: {pw} (Mathieu Gagnon-Lévesque)", _sin_spaced),
    ("Mathieu, message vocal: mon numéro d'assurance sociale, c'est le {pw}", _sin_spaced),
    ("SIN: {pw}", _sin),
    ("Yorman: mi RIF es {pw}, pa' la factura", _rif),
    ("RIF del proveedor en Margarita: {pw}", _rif),
    ("Yorman: chamo pásame el RIF... es {pw}", _rif),
    ("Registro de Información Fiscal -> {pw}", _rif),
    ("Yorman: el RIF de la tripulación es {pw}, el mío", _rif),
    ("Mathieu: le numéro d'entreprise (NE) de ma compagnie de charte: {pw}", _bn),
    ("Canada Business Number: {pw}", _bn),
    ("BN {pw} — Voiles Gagnon inc.", _bn),
    ("Yorman: mi primo el ecuatoriano, cédula {pw}", _ec_ci),
    ("cédula de identidad (Ecuador): {pw}", _ec_ci),
    ("NIT del broker de Cartagena: {pw}", _nit),
    ("Yorman: el NIT de la agencia en Colombia es {pw}", _nit),
    ("Priya: the owner's SSN for the W-9 is {pw}", _ssn),
    ("US charter guest SSN: {pw} (needed for the insurance claim)", _ssn),
    ("social security number -> {pw}", _ssn),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NATIONAL, n):
        secret = make(rng)
        out.append(Sample("national_id", template.format(pw=secret), secret))
    return out


_PIN = [
    "Nessa: de ATM pin fuh de company card is {pw}",
    "Elwin: de gate code fuh de boatyard is {pw}, lock it after yuh",
    "Yorman: el PIN de la tarjeta del barco es {pw}",
    "Yorman: la clave del candado del dinghy: {pw}",
    "Mathieu: le NIP de la carte de la marina c'est {pw}",
    "Mathieu: code du cadenas du local à voiles -> {pw}",
    "Priya: safe code at the Clifton office: {pw}",
    "alarm code for the Port Elizabeth base is {pw}",
    "SIM PIN for the boat hotspot: {pw}",
    "Kerwin: fuel shed keypad code {pw}#",
    "door code (crew house, Lower Bay) = {pw}",
    "Oneika: de guesthouse lockbox code is {pw}",
    "Dolly: de pin fuh de payroll card {pw}, doh lose it",
    "Elwin voice note: de padlock on de container, is {pw}",
    "Yorman: el código de la caja fuerte del camarote es {pw}",
    "Mathieu: mon NIP bancaire, {pw}, oublie ça après",
    "PIN -> {pw}",
    "Nessa: pin is {pw} fuh de card reader",
]  # fmt: skip


def _pin_value(g: random.Random) -> str:
    return v.until(g, _j((D, g.choice([5, 6]))), lambda s: len(set(s)) > 2)


def _card(g: random.Random, brand: str) -> str:
    number = v.card(g, brand)
    assert luhn.is_valid(number)
    return number


_CARDS = [
    "Nessa: de company visa is {pw} exp 09/34",
    "card number: {pw}",
    "Yorman: la tarjeta del capitán {pw}, vence 11/33",
    "Mathieu: ma carte de crédit, c'est {pw}",
    "Priya: please charge the fuel to {pw}",
    "Elwin voice note: de card number she read out is {pw}",
    "Kerwin: card {pw} fuh de chandlery order",
    "pay with {pw} exp 03/35",
]  # fmt: skip
_CARD_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "visa", "mastercard", "unionpay"]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, brand in zip(v.cycle(rng, _CARDS, n), v.cycle(rng, _CARD_BRANDS, n), strict=True):
        number = _card(rng, brand)
        secret = v.grouped(number, rng.choice([" ", "-", ""]), rng)
        out.append(Sample("card_number", template.format(pw=secret), secret))
    return out


_CVV = [
    "security code on the back: {pw}",
    "Nessa: de 3 numbers on de back is {pw}",
    "Yorman: el código de seguridad de la tarjeta es {pw}",
    "Mathieu: les trois chiffres au dos, c'est {pw}",
    "CVV: {pw}",
    "CVC -> {pw}",
    "Priya: the card verification code is {pw}",
    "Yorman: los tres números de atrás son {pw}",
]  # fmt: skip

_IBAN_COUNTRIES = {
    "LC": "aaaa" + "c" * 24, "VG": "aaaa" + "n" * 16, "DO": "cccc" + "n" * 20,
    "GT": "cccc" + "c" * 20, "KW": "aaaa" + "c" * 22, "YE": "aaaannnn" + "c" * 18,
    "MR": "n" * 23,
}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    value = v.iban_shaped(g, country, _IBAN_COUNTRIES)
    assert std_iban.is_valid(value)
    return value


_IBANS = [
    "IBAN: {pw}",
    "Priya: the Saint Lucia supplier's IBAN is {pw}",
    "Yorman: mándame la plata al IBAN {pw}",
    "Mathieu: mon IBAN pour le dépôt: {pw}",
    "Nessa: de IBAN fuh de Tortola account is {pw}",
    "wire to IBAN {pw}, ref ABC-DEP-2032-118",
    "Yorman: IBAN de mi hermana -> {pw}",
]  # fmt: skip

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french", "portuguese")}


def _seed(g: random.Random, lang: str, words: int = 12) -> str:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    phrase = str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))
    assert _MNEMO[lang].check(phrase)
    return phrase


_SEEDS = [
    ("seed phrase: {pw}", "english"),
    ("Nessa: de wallet recovery words, write dem: {pw}", "english"),
    ("Yorman: las palabras de recuperación de la wallet son {pw}", "spanish"),
    ("Yorman: frase semilla -> {pw}", "spanish"),
    ("Mathieu: ma phrase de récupération: {pw}", "french"),
    ("Mathieu, vocal: les douze mots, c'est {pw}", "french"),
    ("Elwin: de crypto ting dem mek me write, {pw}", "english"),
    ("Yorman: mi primo brasileño me dio esto pa' la wallet: {pw}", "portuguese"),
]  # fmt: skip

_NETS = ["Bequia Base 5G", "ABC Crew Wifi", "Frigate Rock Shop", "Tobago Cays Run", "Elwin Shed",
         "Clifton Office", "SY Mayreau Belle", "Lower Bay Villa"]  # fmt: skip
_WIFI = [
    "wifi {net} / {pw}",
    "Network: {net}, key {pw}",
    "Nessa: de wifi is {net} an de password {pw}",
    "Yorman: el wifi {net}, la clave {pw}",
    "Mathieu: le wifi c'est {net}, mot de passe {pw}",
    "WIFI:T:WPA;S:{net};P:{pw};;",
    "Elwin: de wifi name is {net}, password {pw}",
    "guest wifi ({net}) passcode: {pw}",
    "Priya: WPA key for {net}: {pw}",
    "network {net} uses {pw}",
    "{net}\n{pw}",
    "Kerwin: wifi {net} — {pw}",
    "wpa_passphrase \"{net}\" '{pw}'",
    "Oneika: wifi fuh guests {net}, password is {pw}",
]  # fmt: skip


_OTP = [
    "{pw} is your Frigate Rock verification code",
    "Nessa: de code dey send me is {pw}, quick quick",
    "Yorman: el código de verificación es {pw}",
    "Mathieu: le code de vérification c'est {pw}, vite",
    "Your one-time code: {pw}",
    "Use {pw} to sign in to VesselPortal",
    "Priya: OTP for the bank transfer is {pw}",
    "Elwin voice note: de bank send a code, {pw}",
    "SMS: BOSVG code {pw}. Do not share it.",
    "Yorman: código {pw} pana, dale rápido",
    "Mathieu: mon code à usage unique: {pw}",
    "Kerwin: verification code -> {pw}",
    "2FA code: {pw}",
    "Oneika: de login code is {pw}",
]  # fmt: skip


def _otp(g: random.Random) -> str:
    digits = _r(g, D, 6)
    return g.choice([digits, f"{digits[:3]} {digits[3:]}", digits])


_HEX_KEYS = [
    "BOOKING_ENCRYPTION_KEY={pw}",
    "Nessa: de encryption key fuh de backups is {pw}",
    "Yorman: la llave del Victron VRM es {pw}",
    "Mathieu: la clé de chiffrement du NAS: {pw}",
    "secret_key_base: {pw}",
    "AIS_SIGNING_KEY = \"{pw}\"",
    "Priya: HMAC secret for the deposit webhook is {pw}",
    "{pw}",
    "master key -> {pw}",
    "export BACKUP_KEY={pw}",
    "LoRa app key for the mooring buoys: {pw}",
    "Kerwin: de key fuh de tank sensors {pw}",
]  # fmt: skip

_BARE = [
    "{pw}",
    "paste this in de box: {pw}",
    "Yorman: copia esto {pw}",
    "Mathieu: colle ça: {pw}",
    "here it is {pw} thanks",
    "Nessa: {pw} <- dat one",
    "authorization header was Bearer {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.abcharters.lan/v2/bookings",
    "Elwin: she send me dis, {pw}",
    "Priya: new token {pw}",
    "X-Api-Token: {pw}",
    "Kerwin: {pw}",
]  # fmt: skip

_CONFIG = [
    "DB_PASSWORD={pw}",
    "[database]\nhost = db.abcharters.lan\npassword = {pw}",
    "smtp:\n  host: mail.frigaterock.example\n  password: \"{pw}\"",
    "spring.datasource.password={pw}",
    "<add key=\"BookingDbPassword\" value=\"{pw}\" />",
    "define('DB_PASSWORD', '{pw}');",
    "export PGPASSWORD='{pw}'",
    "redis_pass = \"{pw}\"",
    "db.abcharters.lan:5432:bookings:{u}:{pw}",
    "MAIL_PASSWORD: {pw}",
    "variable \"admin_password\" {{ default = \"{pw}\" }}",
    "auth_pass {pw}",
]  # fmt: skip

_URLS = [
    "postgres://{u}:{pw}@db.abcharters.lan:5432/bookings",
    "mysql://{u}:{pw}@mysql.frigaterock.example/shop",
    "https://{u}:{pw}@dvr.abcharters.lan/",
    "ftp://{u}:{pw}@ftp.frigaterock.example/invoices",
    "Nessa: use http://{u}:{pw}@192.168.8.1 fuh de router",
    "Yorman: entra por http://{u}:{pw}@plotter.lan",
    "redis://:{pw}@cache.abcharters.lan:6379/0",
    "amqp://{u}:{pw}@mq.abcharters.lan:5672/",
    "mongodb+srv://{u}:{pw}@cluster0.frigaterock.example/stock",
    "smtp://{u}:{pw}@mail.abcharters.lan:587",
    "Mathieu: la URL c'est https://{u}:{pw}@nas.abcharters.lan:5001",
    "sftp://{u}:{pw}@files.abcharters.lan/crew",
]  # fmt: skip


def _jwt(g: random.Random) -> str:
    header = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    payload = v.b64url(
        {
            "sub": g.choice(_USERS),
            "iss": "abcharters.lan",
            "iat": g.randrange(1_900_000_000, 1_990_000_000),
        }
    )
    return f"{header}.{payload}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "Nessa: de session token {pw}",
    "Yorman: el token de la app {pw}",
    "Mathieu: le jeton: {pw}",
    "id_token={pw}",
    "cookie session={pw}",
    "Priya: the API returned {pw}",
    "JWT -> {pw}",
    "{pw}",
    "access_token: {pw}",
]  # fmt: skip

_BACKUP = [
    "backup codes:\n{codes}",
    "Nessa: de google backup codes dem: {codes}",
    "Yorman: códigos de respaldo: {codes}",
    "Mathieu: codes de secours du compte Microsoft: {codes}",
    "Priya: Xero recovery codes {codes}",
    "2FA backup codes for the booking admin\n{codes}",
    "códigos de recuperación de la cuenta del barco: {codes}",
    "Elwin: dem codes fuh de email, {codes}",
    "Kerwin: recovery codes -> {codes}",
    "codes de récupération : {codes}",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BACKUP, n)):
        codes = v.backup_codes(rng, rng.choice([6, 8, 10]), i % 4)
        joined = rng.choice(["\n", ", ", " "]).join(codes)
        out.append(Sample("backup_codes", template.format(codes=joined), codes[0]))
    return out


_PHRASE_WORDS = ["gommier", "cedar", "harpoon", "lagoon", "frigate", "pelican", "sorrel",
                 "breadfruit", "mangrove", "reef", "conch", "turtle", "whaler", "trade", "wind",
                 "anchor", "mooring", "jib", "arrowroot", "hummingbird", "soufriere", "soca"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "Nessa: de passphrase fuh de vault is {pw}",
    "Yorman: la frase de contraseña es {pw}",
    "Mathieu: ma phrase de passe c'est {pw}",
    "Priya: KeePass master passphrase = {pw}",
    "GPG passphrase -> {pw}",
    "Elwin: she say de passphrase is {pw}",
    "ssh key passphrase: {pw}",
    "Kerwin: passphrase {pw}",
    "Bitwarden master passphrase: {pw}",
]  # fmt: skip

_TOTP = [
    "TOTP secret: {pw}",
    "otpauth://totp/ABCharters:{u}?secret={pw}&issuer=ABCharters",
    "Nessa: de setup key fuh de authenticator is {pw}",
    "Yorman: la clave de configuración del 2FA es {pw}",
    "Mathieu: la clé de configuration 2FA: {pw}",
    "Priya: if the QR code won't scan, type {pw}",
    "2FA manual key -> {pw}",
    "authenticator secret for the Square account: {pw}",
    "Kerwin: 2FA key {pw}",
    "otpauth://totp/FrigateRock:{u}?issuer=FrigateRock&secret={pw}&digits=6",
]  # fmt: skip

_ASKED = [
    "Kerwin: wah de password fuh de office wifi?\nNessa: {pw}",
    "Priya: what's the NAS password?\nMathieu: {pw}",
    "Yorman: ¿cuál es la clave del router?\nMathieu: {pw}",
    "Mathieu: c'est quoi le mot de passe du Starlink?\nYorman: {pw}",
    "Elwin: Nessa, wha is de password again?\nNessa: {pw}",
    "Oneika: password fuh de booking site?\nPriya: {pw}",
    "Dolly: Miss Priya, wah de payroll password?\nPriya: {pw}",
    "me: wifi password at the villa?\nNessa: {pw}",
]  # fmt: skip

_SAID_FIRST = [
    "{pw} — dat is de office wifi password",
    "Nessa: {pw}, dat is de password fuh de printer",
    "Yorman: {pw}, esa es la clave del wifi",
    "Mathieu: {pw}, c'est le mot de passe du NAS",
    "Elwin: {pw}, is dat de password she give me",
    "Priya: {pw} is what I set for the router",
    "type {pw}, that's the admin password",
    "{pw} - that's the booking laptop password",
    "Yorman: {pw}, eso lo puse pa' la cámara",
    "Mathieu: {pw}, c'est ça que j'ai mis pour le routeur",
]  # fmt: skip

_SPELL_WORDS = ["kingfish", "mahogany", "bananaquit", "tamarind", "flamboyant", "barracuda",
                "grouper", "sapodilla", "frangipani", "manchineel", "wahoo", "dorado"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "Nessa: de password is de word {w}, small letters, den {d}",
    "Elwin voice note: is {w}, and after dat de number {d}, no space",
    "Yorman: la clave es la palabra {w} y después {d}",
    "Mathieu: le mot de passe, c'est le mot {w}, pis {d} après",
    "Priya: the password is {w} with a capital first letter and {d} at the end",
    "password: the word {w} followed by {d}",
    "Kerwin: type {w}, den {d}",
    "Yorman: es {w}{d}, todo pegado",
    "Mathieu: {w} suivi de {d}, tout collé",
    "Oneika: de wifi password is de fish {w} an {d}",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    words = rng.sample(_SPELL_WORDS, n)
    out = []
    for template, word in zip(v.cycle(rng, _SPELLED, n), words, strict=True):
        number = str(rng.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.format(w=word, d=number), secret))
    return out


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([240, 360])))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "{pw}",
    "Nessa: de key file fuh de server:\n{pw}",
    "Yorman: la llave privada del servidor\n{pw}",
    "Mathieu: la clé privée, copie-la:\n{pw}",
    "~/.ssh/id_ecdsa on the nav laptop:\n{pw}",
    "Priya: deploy key for the booking repo\n{pw}",
    "cat /etc/ssl/private/frigaterock.key\n{pw}",
    "tls.key: |\n{pw}",
]  # fmt: skip


def _joined_words(g: random.Random) -> str:
    return "".join(w.capitalize() for w in g.sample(_PHRASE_WORDS, 3)) + str(g.randrange(10, 100))


_WIFI_MAKERS: list[Maker] = [_plain_pw, _joined_words]


def _wifi_key(g: random.Random) -> str:
    return g.choice(_WIFI_MAKERS)(g)


def _plan(rng: random.Random) -> list[Sample]:
    u = {"u": _USERS}
    out: list[Sample] = []
    out += _take(rng, "labelled_password", _LABELLED, 56, _with(_pw))
    out += _vendors(rng, 36)
    for template in v.cycle(rng, _INVENTED, 15):
        secret = rng.choice(_INVENTED_MAKERS)(rng)
        out.append(Sample("invented_vendor_key", template.format(pw=secret), secret))
    out += _take(rng, "cli_password", _CLI, 23, _with(_plain_pw, **u))
    out += _take(rng, "login_pair", _LOGINS, 18, _with(_plain_pw, **u))
    out += _national(rng, 20)
    out += _take(rng, "pin_code", _PIN, 18, _with(_pin_value))
    out += _cards(rng, 16)
    out += _take(rng, "card_code", _CVV, 8, _with(_j((D, 3))))
    for template, country in zip(
        v.cycle(rng, _IBANS, 14), v.cycle(rng, list(_IBAN_COUNTRIES), 14), strict=True
    ):
        number = _iban(rng, country)
        secret = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", template.format(pw=secret), secret))
    for template, lang in v.cycle(rng, _SEEDS, 14):
        secret = _seed(rng, lang, rng.choice([12, 12, 24]))
        out.append(Sample("seed_phrase", template.format(pw=secret), secret))
    out += _take(rng, "wifi_key", _WIFI, 14, _with(_wifi_key, net=_NETS))
    out += _take(rng, "otp_code", _OTP, 14, _with(_otp))
    out += _take(rng, "hex_key", _HEX_KEYS, 12, _with(lambda g: _r(g, HEX, g.choice([32, 64]))))
    out += _take(rng, "bare_token", _BARE, 12, _with(_j((ALNUM, 40))))
    out += _take(rng, "config_password", _CONFIG, 12, _with(_plain_pw, **u))
    out += _take(rng, "login_url", _URLS, 12, _with(_plain_pw, **u))
    out += _take(rng, "jwt", _JWTS, 10, _with(_jwt))
    out += _backups(rng, 10)
    out += _take(
        rng,
        "passphrase",
        _PHRASES,
        10,
        _with(lambda g: " ".join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))),
    )
    out += _take(
        rng, "totp_secret", _TOTP, 10, _with(lambda g: v.totp_secret(g, spaced=False), **u)
    )
    out += _take(rng, "asked_answered", _ASKED, 8, _with(_pw))
    out += _take(rng, "said_first", _SAID_FIRST, 10, _with(_plain_pw))
    out += _spelled(rng, 10)
    out += _take(rng, "pem_private_key", _PEMS, 8, _with(_pem))
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _plan(random.Random(SEED))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "Nessa: de office password is": "{s}", "Yorman: la clave es": "{s} pana",
    "Mathieu: le mot de passe c'est": "{s}\npis change-le pas", "Elwin: password": "{s}, yuh hear",
    "Priya: NAS password:": "{s}", "contraseña del plotter:": "{s}", "mot de passe :": "{s}",
    "the watermaker panel password is": "{s} (since the refit)", "Kerwin: pw fuh de tablet": "{s}",
    "Oneika: de booking password is": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "GrenaLink API key", "{s}", _j((HEX, 32))),
    ("split_token", "Yorman: el token de GitHub es", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Mathieu: clé d'API HarbourDesk", "{s}", v.uuid4),
    ("split_card", "card number", "{s} exp 10/35", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LC"))),
    ("split_id", "Mathieu: mon NAS", "{s}", _sin_spaced),
    ("split_otp", "Nessa: de code is", "{s}", _j((D, 6))),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
    ("split_pin", "Yorman: el PIN de la tarjeta es", "{s}", _j((D, 6))),
    ("split_seed", "Mathieu: les mots de récupération", "{s}", lambda g: _seed(g, "french")),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [
        ("split_password", a, b, _plain_pw) for a, b in _SPLIT_PASSWORDS.items()
    ] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"watermaker": {"url": "https://wm.abcharters.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "nessa", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "dvr"}, {"name": "nas", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "ops@nav.abcharters.lan"]}': ("meta_password", _plain_pw),
    '{"note": "Yorman: la clave del Garmin es {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "Elwin: de password fuh de shed computer is {s}"}': ("meta_password", _plain_pw),
    '{"grenalink": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"slackToken": "{s}"}': ("meta_token", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    '{"harbourdesk_key": "{s}"}': ("meta_token", v.uuid4),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "VG")),
    '{"crew": {"rif": "{s}"}}': ("meta_id", _rif),
    '{"mfa": {"recovery_codes": ["{s}", "58210-33917", "90412-66283"]}}': ("meta_otp", _j((D, 5), "-", (D, 5))),
    '{"crew_wallet": {"seed_words": "{s}"}}': ("meta_seed", lambda g: _seed(g, "english")),
    '{"lora": {"app_key": "{s}"}}': ("meta_key", _j((HEX.upper(), 32))),
    '{"boatyard_gate": {"pin": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "ABC Crew Wifi", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyais-2.8.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"victron-cerbo-gx-3.42.bin").hexdigest()
_COMMIT = hashlib.sha1(b"bookings: add Mayreau mooring fee", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"revert deposit rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"regatta-results-2032.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Nessa: doh send passwords on WhatsApp, use de vault link",
    "Nessa: wah de wifi password? ah cyah find it",
    "Elwin voice note: a forget de password again, me son, ask Priya",
    "Elwin: de boat name is Frangipani, she launch 2031 at Paget Farm",
    "Yorman: chamo no me acuerdo de la clave, pregúntale al capitán",
    "Yorman: la contraseña tiene que tener 14 caracteres mínimo, marico",
    "Mathieu: le mot de passe est dans le coffre, pas dans le chat",
    "Mathieu: j'ai oublié mon NIP, ben là",
    "Priya: Policy reminder — passwords are at least 14 characters and rotate every 90 days.",
    "The `.env.example` line `GRENALINK_API_KEY=changeme` is a placeholder.",
    "Replace <YOUR_TOKEN> in the README with your own token.",
    "password: see the Bitwarden entry 'Bequia base router'",
    "The PIN pad at the Clifton fuel dock is broken again.",
    "Card ending 4417 was declined at the chandlery.",
    "Card on file: **** **** **** 8812, exp 04/33.",
    f"commit {_COMMIT} adds the Mayreau mooring fee.",
    f"Rolled back to {_SHORT} after the deposit rounding bug.",
    f"requirements.txt: pyais==2.8.1 --hash=sha256:{_WHEEL_SUM}",
    f"SHA-256 checksum of the Cerbo GX 3.42 firmware: {_FIRMWARE_SUM}",
    f"MD5 of regatta-results-2032.csv is {_MD5}.",
    "Request id 3f6c2a90-7d14-4b8e-a2c5-e81f90b4d637 is the slow booking call.",
    "Booking ABC-2032-0419: 7 nights, Bequia to the Tobago Cays, 4 guests.",
    "Order FR-77812 of 12 tins of antifouling ships Thursday on the Bequia Express.",
    "Tracking number 1Z 8A4 F92 03 1187 4402 for the genoa from Antigua.",
    "Call the Port Elizabeth office on +1 784 458 3301 before noon.",
    "Nessa: call me on 784-532-1190 when yuh reach",
    "Version 3.42 of the Victron firmware is out; upgrade after the regatta.",
    "The Easter Regatta is on 2032-04-02; the longboat race starts at 10:00.",
    "Fuel invoice total: EC$ 2,418.75, paid on 2032-05-11.",
    "The guest wifi 'Lower Bay Guest' is open, no password needed.",
    "Yorman: el wifi de la marina es abierto, no tiene clave",
    "Mathieu: le wifi du port, y'a pas de mot de passe, c'est ouvert",
    "ticket ABC-1210: user forgot password, sent the reset link (expires in 30 minutes).",
    "The API key field is required on the GrenaLink settings page.",
    "Kerwin: de token budget fuh de assistant is 8000 per call",
    "Your verification code expires in 10 minutes.",
    "2FA is enabled on the booking admin; backup codes are printed and in the safe.",
    "Never type your recovery phrase into a website.",
    "Elwin: de secret of a good gommier is de cedar, an patience",
    "Yorman: el secreto del sancocho es el ocumo, pana",
    "Mathieu: le secret, c'est de checker la météo deux fois, tsé",
    "Priya: the IBAN goes on the invoice without spaces, please.",
    "Priya: the SIN field on the payroll form is optional for non-residents.",
    "MMSI 375 012 000 belongs to the ferry; call sign J8AB2 is ours.",
    "Mooring ball B-14 in Admiralty Bay, depth 6.5 m.",
    "Nessa: de alarm code rules is six numbers, no repeats",
    "Oneika: de guesthouse door code change every Monday, ask Dolly",
    "The door code is on the sticky note in the office drawer.",
    "Priya: the passphrase rule is four random words, no names.",
    "Token counts: prompt 512, completion 128.",
    "The access key rotation is scheduled for Friday after the charter returns.",
    "Mathieu: la clé de la cabine est dans le tiroir à cartes",
    "Yorman: la llave del dinghy está colgada en la cocina",
    "Elwin: de key fuh de shed under de flower pot, doh tell nobody",
    "The PGP fingerprint on the website is published for anyone to check.",
    "Dolly: payroll run on de 28th, EC$ 14,230.00 total",
    "Charter contract v2.4, signed 2032-03-15 by both parties.",
    "Kerwin: de tank sensor reading 62 % at 06:00",
    "Nessa: password reset link expire in 30 minutes, do it quick",
    "Hull number ABC-BQ-0042; survey due 2033-01.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/abc/watermaker", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyais", "version": "2.8.1"}}',
    '{"ticket": "ABC-1210", "booking": "ABC-2032-0419"}',
    '{"phone": "+1 784 458 3301", "city": "Port Elizabeth"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "guests": 4}',
    '{"card_last4": "4417", "amount": "2418.75", "currency": "XCD"}',
    '{"mooring": "B-14", "depth_m": 6.5, "bay": "Admiralty Bay"}',
    '{"wifi": {"ssid": "Lower Bay Guest", "open": true}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
