# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-sixty-eighth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and sixty-fifth's
docstring, the fifth to four hundred and sixty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (466, 467, 469), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (468_092_172), password words (a bird
of Tobago with a year and a sign, `Motmot1963!`; dot-joined dishes with a number,
`callaloo.pelau.souse.47`; leet dive sites `K3ll3st0n#19`; a person at a village,
`Bertie@Castara58`; a boat, a bay and a year, `JollyBoy-ManOWar-2029`; a reef and a depth,
`Bookends24m!`; a pirogue's name with a number, `DonaYelitza77$`; random runs and generator
groups).

The fictional companies are the Pelikanriff Dive Lodge of Speyside (an invented German-owned dive
resort with a compressor room, a boat shed and a booking desk) and the Man-O-War Bay Fish Depot of
Charlotteville (an invented fishermen's depot with an ice plant), with Saddleback Systems, an
invented Port of Spain IT contractor, looking after both. Staff and neighbours: Heike Vossberg
(the lodge's owner, German, voice notes and WhatsApp), Rishi "Rish" Ramcharan (the Trinidadian
contractor, Trini Creole with tech words), Miss Albertha "Bertie" Alleyne (a Charlotteville
guesthouse keeper and depot book-keeper, Tobagonian Creole as texted), Yohandry Marcano (a
Venezuelan fisherman from Güiria who sells at the depot, Spanish) and Desmond Crooks (the
Scarborough operations manager who writes the runbooks and tickets in English). Every company,
person, domain (`pelikanriff.lan`, `boat.pelikanriff.lan`, `pelikanriff.example`,
`manowarfish.example`, `saddleback.lan`, `bertiesrest.example`), account and number is
invented; only the region is real. Texts: WhatsApp and Telegram chats, SMS, tickets, notes to
self, runbooks, e-mails, shell history, env and config files, URLs, voice-note transcripts and
requests to the assistant; separators: a colon, `=`, `->`, `→`, a dash, `is`, `es`, `ist`,
`lautet`, Creole `is` and `da`, a new line, a question then its answer, a value said first and
named after.

Grep counts (heldouts 5 to 465, grep -l): none for `Charlotteville`, `pardna`, `Schatz`, `mein
Lieber`, `eh-eh`, `oui papa`, `mi tell yuh`, `chirren`, `na guará`, `Na ja`, `vaps`, `IBAN FO`,
`IBAN IS`, `IBAN MU`, `IBAN ME`, `IBAN LI`, `IBAN TT`, `is.kennitala`, `me.iban`, `Einmalcode`,
`pubkey-`; one for `tabanca`, `wha yuh`, `IBAN AT`, `Pelikan`, `li.peid`; two to four for
`Speyside`, `Scarborough`, `Tobago`, `Tobagonian`, `Trinidadian`, `burda`, `ah tell yuh`, `IBAN
DE`, `IBAN VE`, `GOCSPX-`, `atlasv1`, `pscale_tkn_`, `oy2`, `allyuh`, `Güiria`, `PIN ist`;
five to nine for `Trinidad`, `Tauchbasis`, `Moin`, `Personalausweis`, `tfp_`, `HRKU-`,
`ops_eyJ`, `kennitala`, `mu.nid`, `fo.vn`, `at.vnr`, `ch.ssn`, `Kartenprüfnummer`, `gyul`;
ten to thirty-three for `ve.rif`, `de.vat`, `de.idnr`, `Steuer-ID`, `chamo`, `vaina`,
`Venezuelan`, `CFPAT-`, `rubygems_`, `AKID`, `ATATT`, `LTAI`, `FLWSECK`, `pat-na1-`, `doh tell`,
`doh`, `Notfallcodes`, `boy`; fifty and more for `pana`, `nvapi-`, `tskey-`, `dckr_pat_`,
`r8_`, `gsk_`, `EAAA`, `Kennwort`, `clave`, `semilla`, `código de verificación`.
Languages: about half English, config or shell; the rest in Tobagonian Creole English as texted
(`gyul`, `dey`, `ah`, `meh`, `wha`, `fuh`, `leh`, `eh-eh`, `doh`, `oui`, `chile`), the Trinidadian
Creole of a Port of Spain IT contractor (`boss`, `allyuh`, `ent`, `doh study it`, `real vaps`,
`tabanca`, `yuh know how it go`, code-switched into tech words), the Spanish of a Venezuelan
fisherman (`chamo`, `pana`, `vale`, `na guará`, `burda`, `chévere`, `epa`, voice notes with no
punctuation) and the German of a dive-resort owner (`Moin`, `na ja`, `Schatz`, `Kennwort
lautet`, `Zugangsdaten`, `äh`). The Trini contractor's turns are close to what I know; the
Tobagonian texting (its own forms set apart from Trinidad's), the fisherman's voice notes and
parts of the German slang are partly my guesses.
Vendors: the invented ReefDesk, DiveTrakr, IcePlant Monitor, CocoricoPay, Speyside Boatlog and
TobagoTix under the words around their keys, plus the GitHub, GitLab, Slack, Stripe, OpenAI,
Anthropic, AWS, Google, Google OAuth, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI,
Mailchimp, Square, Shopify, DigitalOcean, Grafana, Vault, Terraform Cloud, PlanetScale, NuGet,
Typeform, Heroku, 1Password, Atlassian, HubSpot, Contentful, RubyGems, Tencent, Alibaba,
Flutterwave, Doppler and age shapes. Ids: Germany's Steuer-ID
(`de.idnr`) and USt-IdNr (`de.vat`), Venezuela's RIF (`ve.rif`), Iceland's kennitala
(`is_.kennitala`), Austria's Versicherungsnummer (`at.vnr`), Switzerland's AHV number
(`ch.ssn`) and Mauritius's national id (`mu.nid`), each drawn until its `stdnum` module
validates it. IBANs of Germany, Austria, the Faroe Islands, Iceland, Mauritius, Montenegro and
Liechtenstein (Trinidad and Tobago and Venezuela have none), checked with `stdnum.iban`; seed
phrases from `mnemonic`'s English, Spanish and French lists, each checked with `Mnemonic.check`;
cards pass Luhn (Visa, Mastercard, Amex, Discover, JCB, Diners and UnionPay prefixes).
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
from stdnum.at import vnr as at_vnr
from stdnum.ch import ssn as ch_ssn
from stdnum.de import idnr as de_idnr
from stdnum.de import vat as de_vat
from stdnum.is_ import kennitala as is_kennitala
from stdnum.mu import nid as mu_nid
from stdnum.ve import rif as ve_rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 468_092_172
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _family(cls: str, templates: list[str], draw: Draw, key: str = "pw") -> Taker:
    """``n`` samples of ``cls``, each template filled by ``draw``; the secret is the ``secret``
    field when the draw gives one, else the ``key`` field, and is never one already drawn nor in
    a clean text."""

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, templates, n)):
            for _ in range(1000):
                fields = draw(rng, index, template)
                secret = fields.get("secret", fields[key])
                if secret not in seen and not _in_clean(secret):
                    break
            seen.add(secret)
            out.append(Sample(cls, template.format_map(fields), secret))
        return out

    return take


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


def _in_clean(secret: str) -> bool:
    texts = CLEAN + [json.dumps(m, ensure_ascii=False) for m in CLEAN_METADATA]
    return any(secret in text for text in texts)


_BIRDS = ["Motmot", "Cocrico", "Jacamar", "Manakin", "Frigatebird", "Tropicbird", "Trogon",
          "Bananaquit", "Tanager", "Kingfisher", "Oropendola", "Pelican"]  # fmt: skip
_DISHES = ["callaloo", "pelau", "souse", "dumpling", "accra", "buljol", "coconutbake", "roti",
           "sorrel", "tamarind", "benneball", "crabback", "provision"]  # fmt: skip
_LEET = ["K3ll3st0n", "B00k3nds", "J4p4n3s3", "C4th3dr4l", "W4sh4r00", "L0nd0nBr1dg3",
         "4ng3lR33f", "Bl4ckJ4ck"]  # fmt: skip
_PEOPLE = ["Bertie", "Heike", "Rishi", "Yohandry", "Desmond", "Marva", "Kwesi", "Yelitza",
           "Jurgen", "Shaquille"]  # fmt: skip
_VILLAGES = ["Castara", "Speyside", "Charlotteville", "Roxborough", "Parlatuvier", "Delaford",
             "Moriah", "Goodwood", "BelleGarden", "Pembroke", "Buccoo", "Plymouth", "Argyle",
             "Scarborough"]  # fmt: skip
_BOATS = ["JollyBoy", "MisterManta", "SeaWolf", "Deliverance", "MissBertie", "DonaYelitza",
          "GuiriaStar", "ReefRunner", "Blessed", "Kingfish"]  # fmt: skip
_BAYS = ["ManOWar", "PiratesBay", "BloodyBay", "TyrrelsBay", "Englishman", "KingsBay"]
_REEFS = ["Bookends", "Kelleston", "Sisters", "Cathedral", "Washaroo", "Angel", "Alps",
          "Flagstaff", "Japanese", "Sleeper"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"


def _manager(g: random.Random) -> str:
    """Four random groups of four, as a password manager's generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS + UPPER, 4) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BIRDS)}{g.randrange(1950, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_DISHES, 3)) + f".{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_LEET)}#{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_VILLAGES)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_BOATS)}-{g.choice(_BAYS)}-{g.randrange(2018, 2036)}",
    lambda g: f"{g.choice(_REEFS)}{g.randrange(12, 41)}m{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_BOATS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "!$%&?#", 15),
    _manager,
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS) + _r(g, UPPER, 2),
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


# --- labelled passwords -------------------------------------------------------------------------
_LABELLED = [
    "Desmond (ops): the booking desk PC password is {pw}",
    "Ticket PKR-2217: compressor room tablet, password: {pw}",
    "note to self: Scarborough office NAS admin password -> {pw}",
    "E-mail to Rishi: the new password for the Speyside router is {pw} — please log it.",
    "Runbook, ice plant HMI: log in with password = {pw}",
    "SMS from Desmond: depot laptop password {pw}",
    "Telegram, #boatshed: outboard diagnostics tablet password → {pw}",
    "Hey assistant, remember that the lodge's CCTV recorder password is {pw}",
    "Password for the Charlotteville depot scale: {pw}",
    "Reminder: password of the dive-log kiosk changed to {pw}",
    "PKR-2240 resolved. Front desk Wi-Fi controller admin pw: {pw}",
    "Speyside boat shed PC — password - {pw}",
    "[voice note, Desmond] so the password for the reception printer is {pw} alright",
    "Bertie: gyul de password fuh de guesthouse computer is {pw} doh tell nobody eh",
    "Bertie: Miss Marva, de depot laptop password da {pw}",
    "Bertie: chile ah change de password, now is {pw}",
    "[voice note, Bertie] eh-eh ah nearly forget, de password fuh de ice plant is {pw} oui",
    "Rishi: boss de admin password on de firewall is {pw}, doh study it",
    "Rishi: allyuh, NVR password now {pw} ent, real vaps to reset that thing",
    "Rish: pass fuh de switch is {pw}, yuh know how it go",
    "Rishi: de new Unifi pw → {pw}, ah go rotate it after Carnival",
    "Yohandry: chamo la contraseña de la computadora del depósito es {pw}",
    "Yohandry: epa pana la clave del GPS nuevo {pw} vale",
    "[nota de voz, Yohandry] na guará mira la contraseña es {pw} no se la pases a nadie",
    "Heike: Moin! Das Passwort für den Buchungsrechner ist {pw}",
    "Heike: Kennwort lautet {pw}, Schatz, aber bitte nicht weitersagen",
    "[Sprachnachricht, Heike] äh na ja das neue Passwort vom Kompressor-Tablet ist {pw}",
    "Heike: Zugangsdaten Tauchbasis-PC – Passwort: {pw}",
]  # fmt: skip
_labelled = _family("labelled_password", _LABELLED, _with(_pw))

# --- vendors' key shapes ------------------------------------------------------------------------
_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token for the pelikanriff-site repo: {pw}", _j("ghp_", (ALNUM, 36))),
    ("GitLab deploy token (saddleback/ice-plant): {pw}", _j("glpat-", (URLSAFE, 20))),
    ("Rishi: boss de Slack bot token is {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe restricted key for the booking site → {pw}", _j("rk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 64))),
    ("Heike: der Anthropic-Schlüssel für den Chatbot ist {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = AKIA4PELIKANRIFF7Q\naws_secret_access_key = {pw}", _j((B64, 40))),
    ("Google Maps key for the dive-site map: {pw}", _j("AIza", (URLSAFE, 35))),
    ("GOOGLE_CLIENT_SECRET={pw}", _j("GOCSPX-", (URLSAFE, 28))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("Desmond: SendGrid key for the booking e-mails - {pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key secret for the depot SMS line: {pw}", _j("SK", (HEX, 32))),
    ("Telegram bot for #boatshed, token {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("~/.pypirc\n[pypi]\nusername = __token__\npassword = {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("Mailchimp key for the lodge newsletter: {pw}", _j((HEX, 32), "-us21")),
    ("Square application secret: {pw}", _j("sq0csp-", (URLSAFE, 43))),
    ("SHOPIFY_API_SECRET={pw}", _j("shpss_", (HEX, 32))),
    ("doctl auth init --access-token {pw}", _j("dop_v1_", (HEX, 64))),
    ("Grafana Cloud token for the ice-plant dashboards: {pw}", _j("glc_", (URLSAFE, 80))),
    ("export VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 90))),
    ("~/.terraformrc credentials \"app.terraform.io\" {{ token = \"{pw}\" }}", _j((ALNUM, 14), ".atlasv1.", (ALNUM, 67))),
    ("PlanetScale service token for the bookings db: {pw}", _j("pscale_tkn_", (URLSAFE, 43))),
    ("dotnet nuget push Saddleback.Tides.1.4.0.nupkg --api-key {pw}", _j("oy2", (LOWER_DIGITS, 43))),
    ("Typeform token (dive waiver form): {pw}", _j("tfp_", (URLSAFE, 44), "_", (URLSAFE, 14))),
    ("HEROKU_API_KEY={pw}", _j("HRKU-AA", (URLSAFE, 58))),
    ("OP_SERVICE_ACCOUNT_TOKEN={pw}", _j("ops_eyJ", (URLSAFE, 180))),
    ("Jira API token, desmond@pelikanriff.example: {pw}", _j("ATATT3xFfGF0", (URLSAFE, 170), "=", (UPPER_HEX, 8))),
    ("HubSpot private app token for the lodge CRM: {pw}", lambda g: "pat-na1-" + v.uuid4(g)),
    ("CONTENTFUL_MANAGEMENT_TOKEN={pw}", _j("CFPAT-", (URLSAFE, 43))),
    ("Rishi: rubygems key fuh de gem push {pw}", _j("rubygems_", (HEX, 48))),
    ("Tencent Cloud SecretId AKIDpelikan, SecretKey: {pw}", _j((ALNUM, 32))),
    ("Alibaba Cloud AccessKey ID {pw} (OSS backups)", _j("LTAI", (ALNUM, 20))),
    ("FLUTTERWAVE_SECRET_KEY={pw}", _j("FLWSECK-", (HEX, 32), "-X")),
    ("Doppler service token for the bookings config: {pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("age key for the backups: {pw}", _j("AGE-SECRET-KEY-1", (BECH32, 58))),
]  # fmt: skip


def _vendor_take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for template, make in _VENDORS[:n]:
        secret = make(rng)
        seen.add(secret)
        out.append(Sample("vendor_token", template.format(pw=secret), secret))
    return out


# --- invented vendors ---------------------------------------------------------------------------
_INVENTED = [
    "ReefDesk API key: {pw}",
    "Integrations › DiveTrakr: {pw}",
    "IcePlant Monitor integration broken, current key {pw}",
    "Settings > API > CocoricoPay secret key {pw}",
    "the Speyside Boatlog API key is {pw}",
    "TobagoTix API key for the Heritage Festival tickets -> {pw}",
    "Rishi: boss de ReefDesk API key is {pw}, doh paste it nowhere",
    "Bertie: de CocoricoPay key fuh de guesthouse is {pw}",
    "Yohandry: la clave API de IcePlant Monitor es {pw}",
    "Heike: der API-Schlüssel von DiveTrakr lautet {pw}",
    "DIVETRAKR_API_KEY={pw}",
    "Desmond: Boatlog integration stopped syncing; key on file is {pw}",
    "API key for TobagoTix (prod): {pw}",
    "Heike: API-Key für ReefDesk → {pw}",
    "Rishi: key fuh IcePlant Monitor API {pw}, it working now",
]  # fmt: skip
_INVENTED_MAKERS: list[Maker] = [_j((HEX, 32)), v.uuid4, _j((ALNUM, 32)),
                                 _j((HEX, 40)), _j((ALNUM, 28))]  # fmt: skip


def _invented_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _INVENTED_MAKERS[index % len(_INVENTED_MAKERS)](rng)}


_invented = _family("invented_vendor_key", _INVENTED, _invented_draw)

# --- command-line passwords ---------------------------------------------------------------------
_CLI = [
    "desmond@ops:~$ sshpass -p '{pw}' ssh root@boat.pelikanriff.lan",
    "$ mysql -u bookings -p{pw} -h db.pelikanriff.lan",
    "redis-cli -h cache.saddleback.lan -a {pw} ping",
    "docker login registry.saddleback.lan -u rishi -p {pw}",
    "htpasswd -b /etc/nginx/.htpasswd heike {pw}",
    "smbclient //nas.pelikanriff.lan/logbooks -U desmond%{pw}",
    "openssl enc -aes-256-cbc -in guests.csv -out guests.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c depot-ledger.ods",
    "7z a -p{pw} dive-waivers-2031.7z waivers/",
    "zip -P {pw} ice-plant-logs.zip logs/*.csv",
    "sqlcmd -S sql.manowarfish.example -U depot -P {pw}",
    "ldapsearch -x -D cn=admin,dc=pelikanriff,dc=lan -w {pw} -b dc=pelikanriff,dc=lan",
    "plink -ssh rishi@fw.pelikanriff.lan -pw {pw}",
    "xfreerdp /v:frontdesk.pelikanriff.lan /u:desk /p:{pw}",
    "lftp -u depot,{pw} ftp.manowarfish.example",
    "rabbitmqctl add_user tides {pw}",
    "ipmitool -I lanplus -H 10.8.1.20 -U ADMIN -P {pw} power status",
    "mosquitto_pub -h mqtt.saddleback.lan -u iceplant -P {pw} -t depot/temp -m 2.5",
    "keytool -importkeystore -srckeystore booking.p12 -storepass {pw}",
    "curl -u desmond:{pw} https://nas.pelikanriff.lan/api/v1/status",
    "Rishi: boss jus run this: echo '{pw}' | sudo -S systemctl restart iceplant",
    "cqlsh db.saddleback.lan -u cassandra -p {pw}",
    "Heike: auf dem Server: mega-login heike@pelikanriff.example {pw}",
]  # fmt: skip
_cli = _family("cli_password", _CLI, _with(_plain_pw))

# --- login pairs --------------------------------------------------------------------------------
_LOGINS = [
    "login: desmond / {pw}",
    "creds rishi:{pw}",
    "Router at the boat shed — admin / {pw}",
    "sign in as frontdesk with {pw}",
    "user bertie pass {pw} (depot ledger)",
    "| nas.pelikanriff.lan | desmond | {pw} |",
    "desmond@pelikanriff.example:{pw}",
    "u=iceplant p={pw}",
    "Rishi: boss login fuh de switch is admin and {pw}",
    "Bertie: gyul de login da user marva, password {pw}",
    "Yohandry: usuario yohandry, contraseña {pw}, pa' la app del depósito",
    "Heike: Benutzer heike, Passwort {pw}",
    "Heike: Login für die Kasse: Benutzername kasse1 / Kennwort {pw}",
    "Yohandry: chamo entra con el usuario capitan y la clave {pw}",
    "root:{pw}",
    "Desmond: the creds for the CCTV NVR are admin and {pw}",
    "Rish: username rishi.r, pw {pw} — de VPN one",
    "credentials for the ice plant HMI: operator / {pw}",
]  # fmt: skip
_logins = _family("login_pair", _LOGINS, _with(_plain_pw))


# --- national ids -------------------------------------------------------------------------------
def _idnr(g: random.Random) -> str:
    return v.until(g, _j((D[1:], 1), (D, 10)), de_idnr.is_valid)


def _rif(g: random.Random) -> str:
    number = v.until(g, _j(("VE", 1), (D, 9)), ve_rif.is_valid)
    return f"{number[0]}-{number[1:9]}-{number[9]}" if g.random() < 0.5 else number


def _kennitala(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        day, month, year = h.randrange(1, 29), h.randrange(1, 13), h.randrange(0, 100)
        return f"{day:02d}{month:02d}{year:02d}-{_r(h, D, 3)}{h.choice('90')}"

    return v.until(g, make, is_kennitala.is_valid)


def _vnr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        day, month, year = h.randrange(1, 29), h.randrange(1, 13), h.randrange(0, 100)
        return f"{h.randrange(100, 1000)}{h.randrange(10)} {day:02d}{month:02d}{year:02d}"

    return v.until(g, make, at_vnr.is_valid)


def _ahv(g: random.Random) -> str:
    return v.until(g, _j("756.", (D, 4), ".", (D, 4), ".", (D, 2)), ch_ssn.is_valid)


def _mu_nid(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        day, month, year = h.randrange(1, 29), h.randrange(1, 13), h.randrange(0, 100)
        return (
            f"{h.choice(UPPER)}{day:02d}{month:02d}{year:02d}{_r(h, D, 6)}{h.choice(UPPER_DIGITS)}"
        )

    return v.until(g, make, mu_nid.is_valid)


def _de_vat(g: random.Random) -> str:
    return v.until(g, _j("DE", (D[1:], 1), (D, 8)), de_vat.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("Heike: meine Steuer-ID ist {pw}, für die Steuerberaterin", _idnr),
    ("Steueridentifikationsnummer (Jürgen, divemaster): {pw}", _idnr),
    ("Heike: Schatz, deine Identifikationsnummer lautet {pw}", _idnr),
    ("Payroll note: Steuer-ID of the new instructor → {pw}", _idnr),
    ("Heike: USt-IdNr. der Pelikanriff GmbH: {pw}", _de_vat),
    ("Yohandry: mi RIF es {pw} chamo pa' la factura", _rif),
    ("RIF del proveedor (Pescados Güiria C.A.): {pw}", _rif),
    ("[nota de voz, Yohandry] el RIF de mi hermano es {pw} apúntalo vale", _rif),
    ("Yohandry: epa, RIF {pw} pa' lo del hielo", _rif),
    ("Desmond: supplier's Venezuelan RIF - {pw}", _rif),
    ("Guest registration, Icelandic diver: kennitala {pw}", _kennitala),
    ("Heike: die Kennitala vom isländischen Gast ist {pw}", _kennitala),
    ("Desmond: Sigrún's kennitala for the insurance form: {pw}", _kennitala),
    ("Heike: Sozialversicherungsnummer (Österreich) von Lukas: {pw}", _vnr),
    ("Austrian divemaster's SVNR = {pw}", _vnr),
    ("Heike: Versicherungsnummer vom Lukas ist {pw}", _vnr),
    ("AHV-Nummer der Schweizer Tauchlehrerin: {pw}", _ahv),
    ("Desmond: Swiss AHV number for Nadine's contract is {pw}", _ahv),
    ("Mauritian national ID of the boat engineer: {pw}", _mu_nid),
    ("Rishi: boss de Mauritius NID fuh de contractor is {pw}", _mu_nid),
]  # fmt: skip


def _pairs_take(cls: str, rows: list[tuple[str, Maker]]) -> Taker:
    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for template, make in (rows * (n // len(rows) + 1))[:n]:
            secret = v.until(rng, make, lambda s: s not in seen and not _in_clean(s))
            seen.add(secret)
            out.append(Sample(cls, template.format(pw=secret), secret))
        return out

    return take


_national = _pairs_take("national_id", _IDS)

# --- PIN codes ----------------------------------------------------------------------------------
_PINS = [
    "Gate code at the lodge: {pw}",
    "the PIN for the depot's bank card is {pw}",
    "Boat shed padlock code -> {pw}",
    "Desmond: the safe in the dive shop opens with {pw}",
    "Alarm code for the Scarborough office = {pw}",
    "SIM PIN of the boat phone: {pw}",
    "keypad code for the compressor room: {pw}#",
    "Bertie: de code fuh de guesthouse gate is {pw}",
    "Bertie: chile de card PIN da {pw}, doh forget",
    "Rishi: boss de PIN on de NVR is {pw}",
    "Yohandry: el PIN de la tarjeta es {pw} pana",
    "Yohandry: la clave del candado del bote {pw} vale",
    "Heike: der Tresor-Code ist {pw}",
    "Heike: PIN ist {pw}, für die EC-Karte",
    "Heike: Code für das Tor lautet {pw}",
    "note: ice plant door code {pw}",
    "PIN {pw} (tablet at the front desk)",
    "[voice note, Desmond] the alarm code is {pw} and you have thirty seconds",
]  # fmt: skip


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 5, 6, 6]))


_pins = _family("pin_code", _PINS, _with(_pin))

# --- cards --------------------------------------------------------------------------------------
_CARD_SEPS = [" ", "-", "", " ", ".", "  "]


def _card(g: random.Random) -> str:
    brand = g.choice(["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay"])
    number = v.card(g, brand)
    assert luhn.is_valid(number)
    return v.grouped(number, g.choice(_CARD_SEPS), g)


_CARDS = [
    "card number {pw} exp 09/33 (lodge fuel account)",
    "Desmond: pay the compressor parts with {pw}",
    "Visa/MC on file for the depot: {pw}",
    "Bertie: gyul de card number is {pw} fuh de gas",
    "Bertie: use de card {pw} eh, de other one block",
    "Rishi: boss charge it on {pw}, 12/32",
    "Rishi: company card → {pw}",
    "Yohandry: el número de la tarjeta es {pw} chamo",
    "Yohandry: pásale la tarjeta {pw} al del motor",
    "Heike: Kartennummer {pw}, gültig bis 07/34",
    "Heike: die Kreditkarte ist {pw}",
    "Ticket PKR-2301: refund to card {pw}",
    "booking form — card: {pw}",
    "[voice note, Desmond] card number {pw} expiry ten thirty-four",
    "Hey assistant, save my card {pw} for the ferry tickets",
    "Amex for the dive-gear order: {pw}",
]  # fmt: skip
_cards = _family("card_number", _CARDS, _with(_card))

_CVVS = [
    "CVV: {pw}",
    "security code on the back: {pw}",
    "Bertie: de three numbers on de back is {pw}",
    "Rishi: CVC {pw}, ent",
    "Yohandry: el código de seguridad es {pw}",
    "Heike: Prüfnummer auf der Rückseite: {pw}",
    "Heike: die drei Ziffern hinten sind {pw}",
    "card verification code = {pw}",
]  # fmt: skip
_cvvs = _family("card_code", _CVVS, _with(_j((D, 3))))


# --- IBANs --------------------------------------------------------------------------------------
_IBAN_SHAPES = {
    "DE": "n" * 18, "AT": "n" * 16, "FO": "n" * 14, "IS": "n" * 22,
    "MU": "aaaa" + "n" * 19 + "MUR", "ME": "n" * 18, "LI": "n" * 5 + "c" * 12,
}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    alphabet = {"a": UPPER, "n": D, "c": UPPER_DIGITS, "M": "M", "U": "U", "R": "R"}

    def make(h: random.Random) -> str:
        bban = "".join(h.choice(alphabet[c]) for c in _IBAN_SHAPES[country])
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(g, make, std_iban.is_valid)


_IBANS = [
    ("Heike: IBAN vom Geschäftskonto: {pw}", "DE"),
    ("Heike: überweis bitte auf {pw}, Schatz", "DE"),
    ("Desmond: German supplier's IBAN -> {pw}", "DE"),
    ("Heike: IBAN von der Mutti in Graz ist {pw}", "AT"),
    ("IBAN (Austrian regulator workshop): {pw}", "AT"),
    ("Faroese dive guest refund, IBAN {pw}", "FO"),
    ("Rishi: boss de Faroe client IBAN is {pw}", "FO"),
    ("Icelandic group deposit — IBAN: {pw}", "IS"),
    ("Heike: isländisches Konto, IBAN lautet {pw}", "IS"),
    ("Mauritius boat engineer's IBAN = {pw}", "MU"),
    ("Bertie: de Mauritius man IBAN da {pw}", "MU"),
    ("Yohandry: el IBAN del pana de Montenegro es {pw}", "ME"),
    ("Liechtenstein insurer, IBAN: {pw}", "LI"),
    ("Heike: Liechtensteiner IBAN {pw} für die Versicherung", "LI"),
]  # fmt: skip


def _iban_take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for template, country in _IBANS[:n]:
        number = _iban(rng, country)
        secret = v.iban_spaced(number) if rng.random() < 0.5 else number
        seen.add(secret)
        out.append(Sample("iban", template.format(pw=secret), secret))
    return out


# --- seed phrases -------------------------------------------------------------------------------
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french")}


def _seed(g: random.Random, language: str = "english", words: int = 12) -> str:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    phrase = str(_MNEMO[language].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))
    assert _MNEMO[language].check(phrase)
    return phrase


_SEEDS = [
    ("Desmond: the lodge's Ledger recovery phrase: {pw}", "english", 12),
    ("Rishi: boss de seed words fuh de crypto tip jar is {pw}", "english", 12),
    ("Bertie: gyul Kwesi say keep dis safe, de wallet words: {pw}", "english", 12),
    ("Heike: Wiederherstellungsphrase der Wallet: {pw}", "english", 24),
    ("Heike: die 12 Wörter sind {pw}", "english", 12),
    ("Yohandry: la frase semilla es {pw}", "spanish", 12),
    ("[nota de voz, Yohandry] chamo anota las palabras {pw}", "spanish", 12),
    ("Yohandry: palabras de recuperación de la billetera: {pw}", "spanish", 18),
    ("Guest from Martinique left this, phrase de récupération : {pw}", "french", 12),
    ("note to self, BlueWallet backup: {pw}", "english", 15),
    ("seed: {pw}", "english", 24),
    ("Hey assistant, store my recovery phrase {pw}", "english", 12),
    ("Rishi: mnemonic fuh de node wallet → {pw}", "english", 18),
    ("Yohandry: semilla de la wallet de USDT {pw} no la pierdas", "spanish", 24),
]  # fmt: skip


def _seed_take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for i, (template, language, words) in enumerate(_SEEDS[:n]):
        secret = _seed(rng, language, words)
        if i % 4 == 3:
            secret = " ".join(f"{k}. {w}" for k, w in enumerate(secret.split(), 1))
        seen.add(secret)
        out.append(Sample("seed_phrase", template.format(pw=secret), secret))
    return out


# --- wifi keys ----------------------------------------------------------------------------------
_WIFI = [
    "Wifi: Pelikanriff Guest Deck / {pw}",
    "network Speyside Boat Shed 5G key {pw}",
    "WIFI:T:WPA;S:PKR-Staff;P:{pw};;",
    "SSID: ManOWar Depot Office\nWPA2 key: {pw}",
    "Bertie: gyul de wifi password is {pw}",
    "Bertie: wifi name BertiesRest-Upstairs, password da {pw}",
    "Rishi: de WPA key fuh PKR-Staff now {pw}",
    "Yohandry: la clave del wifi del depósito es {pw}",
    "Yohandry: wifi Depot Hielo, contraseña {pw}",
    "Heike: WLAN-Passwort für die Gäste: {pw}",
    "Heike: WLAN Tauchbasis, Schlüssel lautet {pw}",
    "Desmond: guest wifi passcode this week is {pw}",
    "psk={pw}",
    "wifi (Scarborough Office) password: {pw}",
]  # fmt: skip
_wifi = _family("wifi_key", _WIFI, _with(_plain_pw))

# --- one-time codes -----------------------------------------------------------------------------
_OTP = [
    "Your Pelikanriff booking verification code is {pw}",
    "{pw} is your CocoricoPay verification code. Do not share it.",
    "Use {pw} to sign in to ReefDesk",
    "Rishi: boss read me de code quick — {pw}",
    "Bertie: de bank send a code, {pw}, wha ah do wid it?",
    "Yohandry: me llegó el código de verificación {pw}",
    "Yohandry: chamo el código es {pw} pásamelo rápido",
    "Heike: Ihr Bestätigungscode lautet {pw}",
    "Heike: Einmalcode {pw}, gilt 5 Minuten",
    "OTP: {pw}",
    "Desmond: the login code from the bank was {pw}",
    "SMS: TobagoTix code {pw}. Expires in 10 minutes.",
    "2FA code -> {pw}",
    "one-time password: {pw}",
]  # fmt: skip


def _otp(g: random.Random) -> str:
    code = _r(g, D, 6)
    return code if g.random() < 0.7 else f"{code[:3]} {code[3:]}"


_otps = _family("otp_code", _OTP, _with(_otp))

# --- hex keys -----------------------------------------------------------------------------------
_HEXES = [
    "ICEPLANT_HMAC_KEY={pw}",
    "encryption key for the guest database: {pw}",
    "Rishi: de AES key fuh de backups is {pw}",
    "Heike: der Schlüssel für die Buchungs-API: {pw}",
    "SECRET_KEY_BASE={pw}",
    "session_secret: {pw}",
    "LoRaWAN AppKey for the depot freezer sensor: {pw}",
    "WireGuard preshared key (hex, boat shed) {pw}",
    "APP_ENCRYPTION_KEY = {pw}",
    "Yohandry: la llave del GPS del bote {pw}",
    "Desmond: signing secret for the webhook - {pw}",
    "master_key = {pw}",
]  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    length = [64, 32, 64, 40, 128, 64][index % 6]
    value = _r(rng, HEX, length)
    return {"pw": value.upper() if "LoRaWAN" in template else value}


_hexes = _family("hex_key", _HEXES, _hex_draw)

# --- bare tokens --------------------------------------------------------------------------------
_BARE = [
    "Rishi: boss paste dis in de box: {pw}",
    "here it is {pw}",
    "Bertie: Kwesi say to send you dis: {pw}",
    "Yohandry: mira lo que me mandó el técnico {pw}",
    "Heike: das hier hat der Techniker geschickt: {pw}",
    "{pw}",
    "Desmond: use {pw} in the header for the tide API",
    "copied from the dashboard: {pw}",
    "Rishi: {pw} — dat is de one, ent",
    "curl -H 'X-Auth: {pw}' https://api.saddleback.lan/v1/tides",
    "Authorization: Bearer {pw}",
    "Hey assistant, keep this for later: {pw}",
]  # fmt: skip
_BARE_MAKERS: list[Maker] = [_j((ALNUM, 40)), _j((URLSAFE, 43)), _j((ALNUM, 32)), _j((B64, 44))]


def _bare_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _BARE_MAKERS[index % len(_BARE_MAKERS)](rng)}


_bare = _family("bare_token", _BARE, _bare_draw)

# --- config files -------------------------------------------------------------------------------
_CONFIGS = [
    ".env (booking site):\nDB_HOST=db.pelikanriff.lan\nDB_USER=bookings\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  postgres:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "/etc/iceplant/modbus.ini:\n[plc]\nhost = 10.8.2.11\npassword = {pw}",
    "application.yml:\nspring:\n  datasource:\n    username: tides\n    password: \"{pw}\"",
    "~/.pgpass:\ndb.pelikanriff.lan:5432:bookings:desmond:{pw}",
    "settings.py:\nEMAIL_HOST_PASSWORD = \"{pw}\"",
    "msmtprc:\naccount lodge\nhost smtp.pelikanriff.example\nuser desk@pelikanriff.example\npassword {pw}",
    "nextcloud config.php:\n  'dbpassword' => '{pw}',",
    "unifi system.properties:\ndb.mongo.password={pw}",
    "grafana.ini:\n[security]\nadmin_password = {pw}",
    "Heike's NAS rclone.conf:\n[backup]\ntype = sftp\nuser = heike\npass = {pw}",
]  # fmt: skip
_configs = _family("config_password", _CONFIGS, _with(_plain_pw))

# --- login URLs ---------------------------------------------------------------------------------
_URLS = [
    "DATABASE_URL=postgres://bookings:{pw}@db.pelikanriff.lan:5432/bookings",
    "mongodb+srv://tides:{pw}@cluster0.saddleback.lan/tides",
    "redis://:{pw}@cache.saddleback.lan:6379/0",
    "amqp://iceplant:{pw}@mq.manowarfish.example:5672/",
    "ftp://depot:{pw}@ftp.manowarfish.example/ledger/",
    "Rishi: boss try https://admin:{pw}@nvr.pelikanriff.lan/",
    "mysql://root:{pw}@10.8.1.5/dives",
    "Heike: hier der Link: https://heike:{pw}@cloud.pelikanriff.example/",
    "Yohandry: entra a http://capitan:{pw}@gps.manowarfish.example",
    "smtp://desk%40pelikanriff.example:{pw}@smtp.pelikanriff.example:587",
    "Bertie: Rishi say use http://bertie:{pw}@192.168.8.1 fuh de router",
    "git remote add origin https://desmond:{pw}@git.saddleback.lan/pkr/site.git",
]  # fmt: skip
_urls = _family("login_url", _URLS, _with(_plain_pw))


# --- JWTs ---------------------------------------------------------------------------------------
def _jwt(g: random.Random) -> str:
    header = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    payload = v.b64url({"sub": g.choice(_PEOPLE).lower(), "iat": g.randrange(1_700_000_000, 1_900_000_000),
                        "iss": "pelikanriff.example"})  # fmt: skip
    return f"{header}.{payload}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "Rishi: boss de session JWT is {pw}",
    "TIDES_API_JWT={pw}",
    "Heike: das Token aus dem Buchungssystem: {pw}",
    "Yohandry: el token de la app es {pw}",
    "cookie: pkr_session={pw}",
    "Desmond: the ReefDesk id_token expired, new one {pw}",
    "{{\"access_token\": \"{pw}\", \"token_type\": \"bearer\"}}",
    "Bertie: Rishi tell me send yuh dis token {pw}",
    "jwt -> {pw}",
]  # fmt: skip
_jwts = _family("jwt", _JWTS, _with(_jwt))

# --- backup codes -------------------------------------------------------------------------------
_BACKUPS = [
    "GitHub recovery codes for the lodge account:\n{list}",
    "Google backup codes (desk@pelikanriff.example): {list}",
    "Rishi: boss save dese backup codes: {list}",
    "Bertie: de bank backup codes dem: {list}",
    "Yohandry: códigos de respaldo de la cuenta: {list}",
    "Heike: Notfallcodes fürs Microsoft-Konto:\n{list}",
    "Heike: Wiederherstellungscodes {list}",
    "2FA backup codes → {list}",
    "Desmond: Stripe recovery codes, keep in the safe: {list}",
    "Yohandry: códigos de recuperación {list}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, rng.randrange(5, 9), index % 4)
    sep = "\n" if "\n{list}" in template else rng.choice([", ", " ", " · "])
    return {"list": sep.join(codes), "secret": codes[0]}


_backups = _family("backup_codes", _BACKUPS, _backup_draw, "list")

# --- passphrases --------------------------------------------------------------------------------
_PHRASE_WORDS = ["frigate", "leatherback", "seafan", "brain", "coral", "pirogue", "cocoa",
                 "bake", "tide", "drift", "manta", "sargassum", "nutmeg", "breadfruit",
                 "mangrove", "calabash", "steelpan", "tassa", "bamboo", "jumbie"]  # fmt: skip
_PHRASES = {
    "KeePass master passphrase: {pw}": " ",
    "Desmond: the Bitwarden passphrase is {pw}": "-",
    "Rishi: boss de passphrase fuh de VPN key is {pw}": " ",
    "Bertie: de passphrase da {pw}": " ",
    "Yohandry: la frase de paso es {pw}": " ",
    "Heike: die Passphrase lautet {pw}": "-",
    "ssh key passphrase = {pw}": ".",
    "backup passphrase: {pw}": " ",
    "Hey assistant, my LUKS passphrase is {pw}": " ",
    "restic passphrase -> {pw}": "-",
}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _family("passphrase", list(_PHRASES), _phrase_draw)

# --- TOTP secrets -------------------------------------------------------------------------------
_TOTP = [
    "2FA secret for desk@pelikanriff.example: {pw}",
    "otpauth://totp/ReefDesk:desmond?secret={pw}&issuer=ReefDesk",
    "TOTP setup key: {pw}",
    "Rishi: boss if de QR code eh scanning, type dis setup key: {pw}",
    "Heike: manueller Schlüssel für die 2FA: {pw}",
    "Yohandry: la clave secreta del 2FA es {pw}",
    "Bertie: de 2FA key dem give me {pw}",
    "Authenticator manual entry key → {pw}",
    "otpauth://totp/Pelikanriff:heike?issuer=Pelikanriff&secret={pw}",
    "Desmond: TOTP seed for the firewall admin - {pw}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": v.totp_secret(rng, spaced="otpauth" not in template and index % 2 == 1)}


_totps = _family("totp_secret", _TOTP, _totp_draw)

# --- asked, then answered -----------------------------------------------------------------------
_ASKED = [
    "Desmond: what's the password for the boat shed PC?\nRishi: {pw}",
    "Heike: Wie ist das Passwort vom Kompressor-Tablet?\nDesmond: {pw}",
    "Bertie: Rishi, wha de password fuh de router?\nRishi: {pw}",
    "Yohandry: ¿cuál es la clave del wifi?\nBertie: {pw}",
    "[14:02] desmond: NAS admin password?\n[14:03] rishi: {pw}",
    "Heike: Kennwort für die Kasse?\nHeike: ach ja – {pw}",
    "Q: password for the ice plant HMI?\nA: {pw}",
    "Rishi: boss wha pw allyuh put on de NVR?\nDesmond: {pw}",
]  # fmt: skip
_asked = _family("asked_answered", _ASKED, _with(_pw))

# --- said first, named after --------------------------------------------------------------------
_SAID = [
    "{pw} — that's the wifi password for the deck",
    "type {pw}; that's the admin password on the router",
    "Rishi: {pw}, dat is de firewall password",
    "Bertie: {pw} is de password, gyul",
    "Yohandry: {pw} esa es la contraseña del GPS",
    "Heike: {pw} – das ist das Passwort vom Buchungsrechner",
    "Desmond: {pw}, that's what I set for the CCTV",
    "Heike: {pw}, das hab ich für die Kasse gesetzt",
    "{pw} is what Rishi set on the ice plant panel",
    "Bertie: {pw}, dat is wha ah put on de laptop",
]  # fmt: skip
_said = _family("said_first", _SAID, _with(_pw))

# --- spelled-out passwords ----------------------------------------------------------------------
_SAID_WORDS = ["zandolie", "manicou", "tatoo", "agouti", "lappe", "cascadoo", "pommecythere",
               "chennette", "pawpaw", "sapodilla", "caimite", "shadobeni", "pigeonpea",
               "sorrelbush"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, and then {d}",
    "password: {w} with a capital first letter and {d} at the end",
    "Rishi: boss is de word {w} an den {d}, no space",
    "Bertie: de password is {w}, like de fruit, den {d}",
    "Yohandry: la contraseña es la palabra {w} y después {d}",
    "Heike: das Passwort ist das Wort {w}, dann {d}",
    "it's {w}{d}, word and digits joined",
    "[voice note, Desmond] password is {w} spelled like it sounds then the numbers {d}",
    "Heike: {w} und danach {d}, alles klein",
    "Yohandry: pon {w} y luego el número {d} chamo",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _family("spelled_password", _SPELLED, _spelled_draw, "w")


# --- PEM keys -----------------------------------------------------------------------------------
def _pem(g: random.Random, kind: str) -> str:
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([288, 384])))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    ("Rishi: boss de key fuh de firewall:\n{pw}", "RSA PRIVATE KEY"),
    ("deploy key for git.saddleback.lan\n{pw}", "OPENSSH PRIVATE KEY"),
    ("Heike: der private Schlüssel fürs Zertifikat:\n{pw}", "PRIVATE KEY"),
    ("Desmond: TLS key for booking.pelikanriff.example\n{pw}", "EC PRIVATE KEY"),
    ("Yohandry: el técnico mandó esta llave\n{pw}", "PRIVATE KEY"),
    ("/etc/ssl/private/iceplant.key:\n{pw}", "RSA PRIVATE KEY"),
    ("Bertie: Rishi say paste dis in de box\n{pw}", "OPENSSH PRIVATE KEY"),
    ("ansible vault (decrypted) ssh_key: |\n{pw}", "ENCRYPTED PRIVATE KEY"),
]  # fmt: skip


def _pem_take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for template, kind in _PEMS[:n]:
        secret = _pem(rng, kind)
        seen.add(secret)
        out.append(Sample("pem_private_key", template.format(pw=secret), secret))
    return out


# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_labelled, 56), (_vendor_take, 36), (_invented, 15), (_cli, 23), (_logins, 18),
    (_national, 20), (_pins, 18), (_cards, 16), (_cvvs, 8), (_iban_take, 14), (_seed_take, 14),
    (_wifi, 14), (_otps, 14), (_hexes, 12), (_bare, 12), (_configs, 12), (_urls, 12),
    (_jwts, 10), (_backups, 10), (_phrases, 10), (_totps, 10), (_asked, 8), (_said, 10),
    (_spelled, 10), (_pem_take, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n, seen)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the boat shed PC password is": "{s}",
    "Compressor tablet password:": "{s} (since the March service)",
    "Bertie: gyul de password is": "{s}",
    "Rishi: boss de firewall pw": "{s}\nchange it after Carnival",
    "Yohandry: la contraseña es": "{s}",
    "Heike: das Kennwort lautet": "{s}",
    "Heike: Passwort": "{s}, Schatz",
    "the password Yohandry shouted from the pirogue was": "{s}, I think",
    "ice plant HMI password →": "{s}",
    "Bertie: de laptop password da": "{s} oui",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "ReefDesk API key", "{s}", _j((HEX, 32))),
    ("split_token", "Rishi: de GitHub token is", "{s} (pkr-site deploys)", _j("ghp_", (ALNUM, 36))),
    ("split_token", "DiveTrakr client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_card", "card number", "{s} exp 04/35", _card),
    ("split_iban", "Heike: IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "AT"))),
    ("split_id", "Steuer-ID", "{s}", _idnr),
    ("split_otp", "Yohandry: el código de verificación es", "{s}", _j((D, 6))),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
    ("split_pin", "Bertie: de gate code is", "{s}", _j((D, 5))),
    ("split_seed", "Rishi: de wallet seed words", "{s}", lambda g: _seed(g, "english", 12)),
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
    '{"nvr": {"url": "https://nvr.pelikanriff.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"Passwort": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "yohandry", "contraseña": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "hmi-1"}, {"name": "hmi-2", "login_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "root@boat.pelikanriff.lan"]}': ("meta_password", _plain_pw),
    '{"note": "Bertie: de depot laptop password is {s}"}': ("meta_password", _plain_pw),
    '{"Kennwort": "{s}", "host": "kasse.pelikanriff.lan"}': ("meta_password", _plain_pw),
    '{"transcript": "Rishi: boss log in as admin wid de password {s}"}': ("meta_password", _plain_pw),
    '{"reefdesk": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"tidesToken": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"slack_bot_token": "{s}"}': ("meta_token", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((URLSAFE, 43))),
    '{"payment": {"card_number": "{s}", "exp": "02/35"}}': ("meta_card", _card),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "IS")),
    '{"guest": {"kennitala": "{s}"}}': ("meta_id", _kennitala),
    '{"backup": {"age_secret_key": "{s}"}}': ("meta_key", _j("AGE-SECRET-KEY-1", (BECH32, 58))),
    '{"mfa": {"recovery_codes": ["{s}", "k3v9q-x7m2d", "b8tw1-h3vz9"]}}': ("meta_otp", _j((LOWER_DIGITS, 5), "-", (LOWER_DIGITS, 5))),
    '{"boat_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"tip_jar_wallet": {"seed_words": "{s}"}}': ("meta_seed", lambda g: _seed(g, "spanish", 12)),
    '{"wifi": {"ssid": "PKR-Staff-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"unifi-udm-4.1.13.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.saddleback.lan/pkr/bookings:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"bookings: add nitrox surcharge", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tides: fix Speyside offset", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"dive-log-2031-11.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the boat shed PC password before the audit on 2031-11-18.",
    "Policy: lodge passwords are at least 14 characters and live only in Bitwarden.",
    "Please don't paste passwords into the staff WhatsApp; send a vault link instead.",
    "The `.env.example` line `REEFDESK_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "Replace <YOUR_DIVETRAKR_KEY> in the README with the key from the DiveTrakr dashboard.",
    "The NVR asks for a new admin password after every firmware update.",
    "Bertie: gyul doh tell nobody yuh password, yuh hear?",
    "Bertie: ah forget de wifi password again, chile, ask Desmond.",
    "Bertie: eh-eh, de bank say dey go never ask fuh yuh PIN.",
    "Rishi: boss doh put de password in de group chat, real vaps if it leak.",
    "Rishi: allyuh de password policy change, twelve characters minimum ent.",
    "Rishi: ah rotate all de API keys last week, doh study it.",
    "Yohandry: chamo no le des la clave a nadie, vale.",
    "Yohandry: na guará se me olvidó la contraseña del GPS otra vez.",
    "Yohandry: la contraseña debe tener por lo menos catorce caracteres, pana.",
    "Heike: Moin, das Passwort bitte nie per WhatsApp schicken.",
    "Heike: Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "Heike: Na ja, die PIN steht natürlich nicht im Logbuch.",
    "Upgraded the UniFi console from 4.0.6 to 4.1.13 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the nitrox surcharge to bookings.",
    f"Rolled back to {_SHORT} after the Speyside tide offset went wrong.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The UDM firmware 4.1.13 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The bookings container runs registry.saddleback.lan/pkr/bookings@sha256:{_IMAGE}.",
    f"MD5 of dive-log-2031-11.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f6a2c91-7d4e-4b8a-9e05-1c2b7d8f4a60 is the slow one in the ReefDesk logs.",
    "Ticket PKR-2317: the compressor room fan is noisy again.",
    "Call the depot on +1 868 660 4127 before the boats come in.",
    "Ferry booking TTIT-SCB-20311204-0087, Port of Spain to Scarborough, two adults.",
    "Order #PKR-44817 for 12 aluminium tanks ships from Miami on Thursday.",
    "DHL tracking 7741 9930 2215 for the regulator parts.",
    "Invoice INV-2031-0412: TT$ 3,450.00 for ice, 40 bags.",
    "The lodge card ending 4471 was declined at the Scarborough hardware store.",
    "Masked card on the receipt: **** **** **** 0935.",
    "Yohandry: la factura dice 1.250,00 bolívares, chamo, una vaina.",
    "Heike: Rechnung Nr. 2031-118 über 2.480,00 EUR ist bezahlt.",
    "After five wrong passwords the booking site locks the account for 15 minutes.",
    "Dive at Kelleston Drain at 09:30, max depth 24 m, water 27 °C.",
    "The secret of Speyside diving is the Guyana current; drift with it.",
    "Print the 2FA backup codes for the lodge e-mail and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TIDES_API_KEY` in the secrets store, never in the repository.",
    "The guest wifi 'Pelikanriff-Lobby' is open, no password needed.",
    "Heritage Festival runs 2031-07-15 to 2031-08-01; the goat race is in Buccoo.",
    "Version 2.7.1 of the booking site fixed the nitrox price rounding.",
    "The ice plant keeps the depot freezer at -18 °C; it drew 41.7 kWh yesterday.",
    "Boat licence TT-MS-0417 expires in March; renew at the Scarborough office.",
    "Passport copies go in the locked drawer, not in the shared folder.",
    "Hey assistant, what makes a good wifi password for the guest deck?",
    "The PIN pad at the front desk needs a new battery.",
    "Bertie: de depot open 6 o'clock Saturday, fish come in by 7.",
    "Rishi: de firewall firmware now 7.2.8, ent, no more reboots.",
    "ISBN 978-976-8054-21-6 is the Tobago reef fish guide on the shelf.",
    "Lat 11.2989, long -60.5363 is the Speyside jetty.",
    "Yohandry: salimos a las 4:30 de la mañana, 38 kilos de carite.",
    "Heike: Flasche Nr. 17 hat den TÜV bis 2033, Prüfdatum 04/2031.",
    "Guest count for December: 142 nights, 63 divers, 9 open-water courses.",
    "The Discord webhook for #boatshed is in the vault under 'discord-boatshed'.",
    "Bank note: IBAN goes on the invoice without spaces; ask Heike for it.",
    "UUID of the public dive-site map: 0b7c2f54-9a1e-4c3d-8e6f-2a5b7d9c1e30.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/pkr/nvr", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 417}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "PKR-2317", "order": "PKR-44817"}',
    '{"dive": {"site": "Kelleston Drain", "depth_m": 24, "temp_c": 27}}',
    '{"phone": "+1 868 660 4127", "village": "Charlotteville"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tanks": 48}',
    '{"card_last4": "4471", "amount_ttd": 3450.0}',
    '{"tracking": "7741 9930 2215", "carrier": "DHL", "eta": "2031-12-09"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
