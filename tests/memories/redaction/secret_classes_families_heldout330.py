# ruff: noqa: RUF001  (labels and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-thirtieth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-twenty-ninth's
docstring, heldouts 5 to 329 only through grep -l counts, the sample types, the value helpers and
the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or concurrent
corpora (331 to 333), any other test, the reports, the benchmarks nor the git history, and the
scrubber was never run on it. Its own seed (330_517_263) and password words (a lagoon word, a
place and a number, `ZouritePointeCoton47!`; dot-joined `vacoas.baladirou.1998`; a wind speed,
`Vent24kn#Lagon`; a name and a year; leet `Z0ur1t3`; a generator's dashed groups; random runs).

The fictional company is Zourite Kite & Dive Ltd (a kite school at Pointe Coton, an office at
Port Mathurin, a dairy stall at La Ferme and a generator on Grande Montagne, Rodrigues,
Mauritius), with Rodriguan and Mauritian Kreol staff, Bhojpuri and Hindi speaking Mauritian
staff, Malagasy fishermen, kite-surf tourists and relatives in Réunion (Saint-Pierre,
Saint-Denis, Le Tampon, Saint-Paul); every company, person, address, domain (`zourite.lan`,
`zourite.mu`) and number is invented, only the region is real. Texts: chats with times,
tickets (Zammad, Request Tracker, osTicket), notes (Standard Notes, Logseq, Trilium), runbooks,
shell prompts, config and env files, voice-note transcripts and requests to the assistant;
separators from a colon, `se`, `li`, `c'est`, `est`, `बा`, `है`, `dia`, `=`, an arrow, a slash
and a new line.

Grep counts (heldouts 5 to 329 naming each, grep -l): none for Zourite, Lafouche, Baladirou,
Mont Lubin, Pointe Coton, Mourouk, `kod sekre`, Tantan, Rakuten Viber, vtctlclient,
xl2tpd-control, Woo Sports, Ikitesurf, Bookinghub, Zeltrip, Zourite Pay, LafermeLait, LagonSMS,
RodTrack, Ourite Cloud, Kitewind; one for Nandbox, Kaiwa, rdiff-backup, bosh, dragonfly-cli,
`influx v1 shell`, Windguru, MCB Juice, my.t money, MIPS; two to five for Quicksy, Cwtch, Berty,
harlequin, lazysql, wsman, paexec, zrok, netbird up, emqx ctl, nanomq_cli, ipmiutil, zabbix_get,
immuclient, realm join, Request Tracker, Stormglass, Surfline, Rezdy, Regiondo, Lodgify,
Hostaway, Checkfront, Emtel, MVola, Paystack, Peach Payments; six to ten for tenimiafina,
mongoimport, rabbitmqadmin, adcli, samba-tool, ncftpput, smbget, Trilium; more for paswor,
Zammad, osTicket, Standard Notes, Logseq and the common tools (mysql, sshpass, curl, 7z, ...).

About half of the secret samples are not in English: Rodriguan and Mauritian Kreol as texted
(`paswor`, `kod sekre`, `pa dir personn`, `mo'nn sanz`, `itilizater`, `kle`), the French of
relatives in Réunion (`mdp`, `mot de passe`, `identifiant`, `codes de secours`, `numéro de
sécu`), Bhojpuri in Devanagari and romanised (`हमार पासवर्ड … बा`, `hamar password … ba`), Hindi
(`पासवर्ड … है`, `naya password … hai`), Malagasy (`tenimiafina`, `teny miafina`, `aza lazaina
olona`, `kaody`), and the English of kite-surf tourists. French and Hindi are ordinary usage;
the author's guesses, checked by no speaker, are all the Kreol wordings (`kod sekre` in
particular), the Bhojpuri and the Malagasy ones.

Vendors: invented ones (Zourite Pay `zpay_sk_`, LafermeLait `llk-`, LagonSMS `lgs.`, RodTrack
`rtk_`, Ourite Cloud `oc_`, Kitewind Pro `kwp-`, Bookinghub `bkh_live_`, Woo Sports `woo_`;
shapes guessed), local and travel ones with guessed shapes (MCB Juice, my.t money, MIPS, Emtel,
MVola, Paystack, Peach Payments, Windguru, Stormglass, Surfline, Ikitesurf, Rezdy, Regiondo,
Zeltrip, Lodgify, Hostaway, Checkfront) and known GitHub, Stripe, Slack, OpenAI, Anthropic,
Hugging Face, SendGrid, Telegram, AWS, GitLab, npm, PyPI, Shopify, DigitalOcean, Sentry, Groq,
Tailscale, Notion, HubSpot, Doppler, Linear and Brevo shapes; the JWTs are well-formed.

Ids with a check, drawn until their python-stdnum module validates them: Mauritius' NID
(`mu.nid`), France's NIR of someone born in Réunion (`fr.nir`, department 974) and numéro
fiscal (`fr.nif`), India's Aadhaar and PAN (`in_.aadhaar`, `in_.pan`), South Africa's ID and
tax numbers (`za.idnr`, `za.tin`), Germany's Steuer-ID (`de.idnr`) and a US SSN; passports are
unchecked. Cards pass Luhn (`stdnum.luhn`); IBANs of Seychelles, Pakistan, Albania, Bosnia and
Herzegovina, Cyprus, Serbia, San Marino, the Dominican Republic and Guatemala (codes a rough
grep finds in fewer earlier corpora than most), checked with `stdnum.iban`; seed phrases from
mnemonic's English, French, Italian, Portuguese, Czech and Korean lists.
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
from stdnum.de import idnr as de_idnr
from stdnum.fr import nif as fr_nif
from stdnum.fr import nir as fr_nir
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import pan as in_pan
from stdnum.mu import nid as mu_nid
from stdnum.za import idnr as za_idnr
from stdnum.za import tin as za_tin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 330_517_263
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_WORDS = [
    "Zourite",
    "Ourite",
    "Pimento",
    "Tamarin",
    "Lafouche",
    "Mangue",
    "Corail",
    "Lagon",
    "Cabri",
    "Manioc",
    "Limon",
    "Vacoas",
    "Gouzou",
    "Kitesurf",
    "Catamaran",
    "Rougay",
]
_PLACES = [
    "PortMathurin",
    "LaFerme",
    "GrandeMontagne",
    "Baladirou",
    "MontLubin",
    "Graviers",
    "AnseAuxAnglais",
    "PointeCoton",
    "Caverne",
    "Mourouk",
    "Songes",
    "Citronelle",
]
_NAMES = [
    "Jocelyn",
    "Marie-Ange",
    "Clency",
    "Rosemay",
    "Jean-Noel",
    "Ravi",
    "Priya",
    "Devika",
    "Sunil",
    "Rivo",
    "Hery",
    "Fanja",
    "Tovo",
    "Nadia",
    "Gaetan",
    "Lindsay",
    "Finn",
    "Mia",
]
_SYM = "!#$%&*?@+=~"
_LEET = ["Z0ur1t3", "P1m3nt0", "L4g0n", "K1t3surf", "M4ng0", "C0r41l", "R0ug4y"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYM)}",
    lambda g: f"{g.choice(_WORDS).lower()}.{g.choice(_PLACES).lower()}.{g.randrange(1970, 2030)}",
    lambda g: f"{g.choice(_NAMES).replace('-', '')}{g.randrange(1960, 2012)}{g.choice(_SYM)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYM),
    lambda g: f"Vent{g.randrange(12, 40)}kn{g.choice(_SYM)}{g.choice(_WORDS)}",
    _manager,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM),
    lambda g: _r(g, ALNUM, 16),
]


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    ok = set(ALNUM + "._~-")
    return v.until(rng, _pw, lambda value: set(value) <= ok)


def _fill(
    rng: random.Random, cls: str, templates: list[str], n: int, make: Maker, **pools: list[str]
) -> list[Sample]:
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        extra = {k: rng.choice(p) for k, p in pools.items()}
        out.append(Sample(cls, template.format(pw=secret, s=secret, **extra), secret))
    return out


def _family(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Taker:
    return lambda rng, n: _fill(rng, cls, templates, n, make, **pools)


_SAID = [
    "Quicksy, 07:42, Clency: password routeur bureau Port Mathurin se {pw}, pa dir personn",
    "Cwtch message from Rosemay: mo paswor pou Zimbra-la se {pw}",
    "Berty chat 'Lafouche office': nouvo paswor server la {pw}",
    "Nandbox group 'Kite crew': the booking laptop password is {pw}",
    "Kaiwa DM, Jean-Noel: paswor NAS La Ferme = {pw}",
    "Conversations (XMPP) from Gaetan: admin password of the Mikrotik is {pw}",
    "WhatsApp voice note, transcribed: euh... password la se {pw}, to konn sa",
    "Rakuten Viber, Marie-Ange: mo'nn sanz paswor mail, aster li {pw}",
    "Tantan chat (yes, really): kite school wifi admin password {pw}",
    "Ticket ZTR-2207 (Zammad): cash register PC password reset to {pw}",
    "Ticket #4471 in Request Tracker: POS back-office password {pw} expired",
    "osTicket 118204: new password for the La Ferme dairy scale is {pw}",
    "Runbook 'Genset Grande Montagne'\n1. open the ComAp panel\n2. login admin\n3. password {pw}",
    "Note in Standard Notes: Zourite Dive compressor log PC password {pw}",
    "Logseq journal 2033-02-11: reset Ravi's laptop, temporary password {pw}",
    "Trilium note 'Passwords (temp)': office printer {pw}",
    "Hey assistant, please remember the Orange router password: {pw}",
    "Can you store this for me? The booking system password is {pw}",
    "assistant: save 'kitesurf shop POS' password = {pw}",
    "voice memo: the password for the cold room alarm panel is {pw}, that's it",
    "Rodrigues kreol: mo kod sekre lor kompiter biro li {pw}",
    "mo paswor Facebook se {pw}, pa montre Tovo",
    "Clency: paswor wifi lakaz Baladirou se {pw}",
    "kod sekre lakès: {pw}",
    "bizin rapel paswor-la: {pw}",
    "Priya: mo nouvo paswor MCB Juice se {pw}",
    "Tonton Jocelyn: paswor internet Mont Lubin -> {pw}",
    "mo dir twa paswor-la: {pw}, pa perdi li",
    "mot de passe de la box à Saint-Pierre : {pw}",
    "Tatie de Saint-Denis : mon mdp Ameli c'est {pw}",
    "Marraine (Le Tampon) : le mot de passe du wifi chez nous est {pw}",
    "coucou, mon nouveau mdp de la banque c'est {pw}, tu le notes ?",
    "le code secret de l'ordi de Mamie à Saint-Paul : {pw}",
    "हमार पासवर्ड {pw} बा, केहू के मत बताईं",
    "दुकान के कंप्यूटर के पासवर्ड {pw} बा",
    "hamar password {pw} ba, kehu ke mat batayi",
    "Sunil: dukaan ke computer ke password {pw} ba",
    "मेरा ईमेल पासवर्ड {pw} है",
    "Devika: naya password {pw} hai, yaad rakhna",
    "office ka password {pw} hai bhai",
    "Ny tenimiafina an'ny solosaina dia {pw}",
    "Rivo: tenimiafina vaovao an'ny wifi any Graviers: {pw}",
    "aza lazaina olona: ny tenimiafina dia {pw}",
    "Hery: ny teny miafina an'ny GPS sambo dia {pw}",
    "Fanja: tenimiafina mailaka {pw}",
    "dude the rental house pw is {pw}, don't tell the other crew lol",
    "Finn (kite tourist): the GoPro cloud password is {pw} fyi",
    "Mia: shack wifi? nah the laptop login, it's {pw}",
    "stoked!! password for the booking iPad = {pw}",
    "Lindsay here - the Airbnb door keypad app password is {pw}",
]

_USERS = [
    "clency",
    "rosemay.p",
    "jnoel",
    "ravi.b",
    "priya",
    "devika",
    "sunil",
    "rivo",
    "hery",
    "fanja",
    "tovo",
    "nadia",
    "gaetan",
    "lindsay",
    "finn",
    "admin",
    "kiteops",
]
_LOGINS = [
    "Quicksy, Clency: login lor Odoo: {u} / {pw}",
    "itilizater {u}, paswor {pw}",
    "non itilizater: {u}\nkod sekre: {pw}",
    "identifiant {u}, mot de passe {pw}",
    "Tatie: mon identifiant c'est {u} et le mdp {pw}",
    "यूजर {u}, पासवर्ड {pw}",
    "user {u} ba aa password {pw} ba",
    "anarana mpampiasa {u}, tenimiafina {pw}",
    "Rivo: kaonty {u} sy tenimiafina {pw}",
    "Zammad ZTR-2231: {u} cannot log into the POS, password {pw}",
    "| system | user | password |\n|---|---|---|\n| FareHarbor clone | {u} | {pw} |",
    "sign in to the Bookinghub admin as {u} with {pw}",
    "creds for the dive compressor tablet are {u} and {pw}",
    "login: {u}\npassword: {pw}",
    "- host: nas.zourite.lan\n  user: {u}\n  password: {pw}",
    "system,user,password\nwoo-sports,{u},{pw}",
]

_SAID_WORDS = [
    "zourite",
    "ourite",
    "lafouche",
    "vacoas",
    "gouzou",
    "tamarin",
    "manioc",
    "rougay",
    "lagon",
    "limon",
    "cabri",
    "pimento",
]
_SPELLED = [
    "the password is the word {w}, lower case, then {d}",
    "paswor-la se mo {w}, apre {d}",
    "le mot de passe c'est le mot {w} puis {d}",
    "पासवर्ड ह शब्द {w}, ओकरा बाद {d}",
    "ny tenimiafina dia ny teny {w} ary avy eo {d}",
    "voice note: type {w}, then {d}, no space",
    "it's {w}{d}, word and number together",
    "{w}{d} - that's the wifi password at the kite shack",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for t in v.cycle(rng, _SPELLED, n):
        w, d = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
        secret = w + d if "{w}{d}" in t else w
        out.append(Sample("spelled_password", t.format(w=w, d=d), secret))
    return out


_CLI = [
    "harlequin -a postgres 'postgresql://{u}:{pw}@pg.zourite.lan/booking'",
    "lazysql 'mysql://{u}:{pw}@db.zourite.lan:3306/pos'",
    "rdiff-backup --remote-schema 'sshpass -p {pw} ssh -C %s rdiff-backup --server' /srv pm::/bk",
    "bosh -e zourite alias-env zt --client={u} --client-secret='{pw}'",
    "wsman enumerate http://schemas.dmtf.org/wbem/wscim/1/* -h ilo.zourite.lan -u {u} -p '{pw}'",
    "paexec \\\\pos01 -u ZOURITE\\{u} -p '{pw}' cmd /c ipconfig",
    "zrok enable --password '{pw}' tok",
    "vtctlclient --server vt.zourite.lan:15999 --grpc_auth_static_password '{pw}' ListAllTablets",
    "netbird up --management-url https://nb.zourite.mu --setup-key '{pw}'",
    "emqx ctl admins add {u} '{pw}'",
    "nanomq_cli pub -h mqtt.zourite.lan -u {u} -P '{pw}' -t kite/wind -m 22",
    "xl2tpd-control connect zourite-vpn {u} '{pw}'",
    "ipmiutil health -N bmc.zourite.lan -U {u} -P '{pw}'",
    "zabbix_get -s gen.zourite.lan -k agent.ping --tls-psk-identity {u} --tls-psk '{pw}'",
    "immuclient login {u} --password '{pw}'",
    "dragonfly-cli -h df.zourite.lan -a '{pw}' ping",
    "mongoimport --uri 'mongodb://{u}:{pw}@mg.zourite.lan/fish' --collection catches catch.json",
    "influx v1 shell --username {u} --password '{pw}'",
    "rabbitmqadmin -H mq.zourite.lan -u {u} -p '{pw}' list queues",
    "realm join --user={u} ZOURITE.LAN <<< '{pw}'",
    "echo '{pw}' | adcli join -U {u} --stdin-password zourite.lan",
    "samba-tool user setpassword {u} --newpassword='{pw}'",
    "ncftpput -u {u} -p '{pw}' ftp.zourite.mu /www index.html",
    "smbget -U {u}%'{pw}' smb://nas.zourite.lan/photos/dive.jpg",
    "clency@biro-pm:~$ mysql -u {u} -p'{pw}' pos",
    "[root@lafermegw ~]# sshpass -p '{pw}' ssh {u}@10.8.1.4",
    "PS C:\\Zourite> net use Z: \\\\nas\\kite /user:{u} {pw}",
    "ravi@kite-shack $ curl -u {u}:{pw} https://api.zourite.mu/bookings",
    "openssl enc -aes-256-cbc -in payroll.xlsx -out payroll.enc -pass pass:{pw}",
    "7z a cash-2033.7z cash/ -p{pw}",
    "redis-cli -h cache.zourite.lan -a '{pw}' info",
    "docker login registry.zourite.mu -u {u} -p '{pw}'",
    "ldapsearch -x -D 'cn={u},dc=zourite,dc=lan' -w '{pw}' -b dc=zourite,dc=lan",
    "sqlcmd -S pos01 -U {u} -P '{pw}' -Q 'select 1'",
]

_URLS = [
    "DATABASE_URL=postgres://{u}:{pw}@pg.zourite.lan:5432/booking",
    "mongodb+srv://{u}:{pw}@cluster0.zourite-fish.mongodb.net/catches",
    "amqp://{u}:{pw}@mq.zourite.lan:5672/kite",
    "redis://:{pw}@cache.zourite.lan:6379/2",
    "mysql://{u}:{pw}@db.lafermedairy.mu/lait",
    "sqlserver://pos01.zourite.lan;user={u};password={pw};database=Caisse",
    "Server=pos01;Database=Stock;User Id={u};Password={pw};",
    "ftp://{u}:{pw}@ftp.zourite.mu/web/",
    "smtp://{u}:{pw}@mail.zourite.mu:587",
    "clickhouse://{u}:{pw}@ch.zourite.lan:9000/wind",
    "nats://{u}:{pw}@nats.zourite.lan:4222",
    "jdbc:postgresql://pg.zourite.lan/booking?user={u}&password={pw}",
    "socks5://{u}:{pw}@proxy.zourite.lan:1080",
    "sftp://{u}:{pw}@backup.mourouk-dive.mu/srv",
]

# (vendor wording, maker): known shapes and invented ones (Zourite's own, local, tourist)
_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token for the booking repo: {s}", _j("ghp_", (ALNUM, 36))),
    ("Stripe live secret: {s}", _j("sk_live_", (ALNUM, 24))),
    ("Slack bot token {s}", _j("xoxb-", (D, 11), "-", (D, 12), "-", (ALNUM, 24))),
    ("OpenAI key pou chatbot-la: {s}", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic key (assistant tests): {s}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Hugging Face token: {s}", _j("hf_", (ALNUM, 34))),
    ("SendGrid key: {s}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram bot token pou lalert van: {s}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("AWS access key for the photo bucket: {s}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("GitLab PAT {s}", _j("glpat-", (URLSAFE, 20))),
    ("Twilio auth token: {s}", _j((HEX, 32))),
    ("npm token: {s}", _j("npm_", (ALNUM, 36))),
    ("Mailchimp API key {s}", _j((HEX, 32), "-us21")),
    ("Google API key for the maps widget: {s}", _j("AIza", (URLSAFE, 35))),
    ("PyPI token {s}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify admin token for the shop: {s}", _j("shpat_", (HEX, 32))),
    ("DigitalOcean token: {s}", _j("dop_v1_", (HEX, 64))),
    ("Sentry auth token: {s}", _j("sntrys_", (ALNUM, 60))),
    ("Groq key {s}", _j("gsk_", (ALNUM, 52))),
    (
        "Tailscale auth key for the kite shack Pi: {s}",
        _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 30)),
    ),
    ("Notion integration secret: {s}", _j("secret_", (ALNUM, 43))),
    ("Paystack secret key: {s}", _j("sk_live_", (HEX, 40))),
    ("Peach Payments access token: {s}", _j((ALNUM, 48), "==")),
    ("MCB Juice merchant API key: {s}", _j((HEX, 32))),
    ("my.t money API key {s}", lambda g: v.uuid4(g, "8")),
    ("MIPS integration broken, current key {s}", _j((HEX, 40))),
    ("Emtel SMS gateway API key: {s}", _j((ALNUM, 32))),
    ("MVola clé d'API : {s}", _j((ALNUM, 40))),
    ("Windguru API key (station Pointe Coton): {s}", _j((HEX, 32))),
    ("Stormglass key {s}", _j((HEX, 32), "-", (HEX, 32))),
    ("Surfline API key: {s}", _j((ALNUM, 40))),
    ("Woo Sports API key for the kite tracker: {s}", _j("woo_", (ALNUM, 36))),
    ("Ikitesurf API key: {s}", _j((HEX, 36))),
    ("Bookinghub API key {s}", _j("bkh_live_", (ALNUM, 32))),
    ("Integrations › Rezdy: {s}", _j((HEX, 32))),
    ("Regiondo API secret: {s}", _j((ALNUM, 44))),
    ("Zeltrip integration broken, current key {s}", lambda g: v.uuid4(g, "b")),
    ("Lodgify API key: {s}", _j((B64, 64))),
    ("Hostaway client secret: {s}", _j((HEX, 64))),
    ("Checkfront API token {s}", _j((HEX, 40))),
    ("kle API Zourite Pay: {s}", _j("zpay_sk_", (ALNUM, 32))),
    ("LafermeLait API key: {s}", _j("llk-", (LOWER_DIGITS, 40))),
    ("LagonSMS token: {s}", _j("lgs.", (ALNUM, 36))),
    ("RodTrack API key {s}", _j("rtk_", (HEX, 40))),
    ("Ourite Cloud tenimiafina API: {s}", _j("oc_", (ALNUM, 38))),
    ("API key Kitewind Pro (chez Tatie) : {s}", _j("kwp-", (ALNUM, 40))),
    ("HubSpot private app token: {s}", lambda g: "pat-eu1-" + v.uuid4(g, "9")),
    ("Doppler token: {s}", _j("dp.st.prd.", (ALNUM, 43))),
    ("Linear API key {s}", _j("lin_api_", (ALNUM, 40))),
    ("Brevo key: {s}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for tmpl, make in v.cycle(rng, _VENDORS, n):
        s = make(rng)
        out.append(Sample("vendor_token", tmpl.replace("{s}", s), s))
    return out


_HEXES = [
    "ZOURITE_STORAGE_KEY={pw}",
    "backup encryption key: {pw}",
    "the HMAC secret for webhooks is {pw}",
    "kle sekre API: {pw}",
    "La clé secrète du terminal : {pw}",
]


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url(
        {"sub": _r(g, D, 6), "name": g.choice(_NAMES), "iat": 1990000000 + g.randrange(10**6)}
    )
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "session token from the booking app: {pw}",
    "cookie zt_session={pw}",
    "assistant, debug this JWT for me: {pw}",
    "token-la se {pw}",
    "le jeton de Tatie : {pw}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    body = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(4, 8)))
    return f"-----BEGIN {kind}-----\n{body}\n{_r(g, B64, 24)}==\n-----END {kind}-----"


_PEMS = [
    "here's the deploy key for the booking VPS:\n{pw}",
    "cat ~/.ssh/id_kite\n{pw}",
    "kle prive server-la:\n{pw}",
    "assistant, keep this key safe:\n{pw}",
    "la clé privée du serveur de Tatie :\n{pw}",
]

_MNEMO = {
    lang: Mnemonic(lang)
    for lang in ("english", "french", "italian", "portuguese", "czech", "korean")
}


def _seed(g: random.Random, lang: str, words: int = 12) -> str:
    bits = {12: 16, 18: 24, 24: 32}[words]
    return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))


_SEEDS = [
    ("english", "Finn's Trezor recovery words: {s}"),
    ("english", "seed phrase for the shop's crypto tip jar: {s}"),
    ("french", "Tonton de Saint-Louis, ses 24 mots du portefeuille : {s}"),
    ("french", "phrase de récupération : {s}"),
    ("italian", "Mia's Ledger words (Italian wallet): {s}"),
    ("portuguese", "palavras de recuperação da carteira: {s}"),
    ("czech", "Lindsay's Czech-list backup phrase: {s}"),
    ("korean", "복구 문구: {s}"),
    ("english", "mo bann mo sekre wallet: {s}"),
    ("english", "ny teny fanarenana ny wallet: {s}"),
    ("english", "वॉलेट के शब्द: {s}"),
    ("english", "assistant, store my MetaMask phrase: {s}"),
]


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for lang, tmpl in v.cycle(rng, _SEEDS, n):
        s = _seed(rng, lang, rng.choice([12, 12, 24]))
        out.append(Sample("seed_phrase", tmpl.replace("{s}", s), s))
    return out


def _card(g: random.Random) -> str:
    brand = g.choice(["visa", "mastercard", "amex", "unionpay", "discover", "jcb"])
    number = v.card(g, brand)
    assert luhn.is_valid(number)
    return number


_CARDS = [
    "kart MCB: {s} exp 04/35",
    "ma carte bleue : {s}, expire 09/34",
    "card number {s} for the kite lesson deposit",
    "कार्ड नंबर {s}",
    "laharana karatra: {s}",
    "assistant: use my card {s} to book the ferry",
]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for tmpl in v.cycle(rng, _CARDS, n):
        s = v.grouped(_card(rng), rng.choice(["", " ", "-", "."]), rng)
        out.append(Sample("card_number", tmpl.replace("{s}", s), s))
    return out


_CVVS = [
    "the three digits on the back are {s}",
    "les trois chiffres au dos : {s}",
    "CVV: {s}",
    "kod lor ledo kart: {s}",
    "security code on the back: {s}",
    "cryptogramme visuel {s}",
]


def _iban(g: random.Random, country: str) -> str:
    shapes = {
        "AL": "n" * 8 + "c" * 16,
        "BA": "n" * 16,
        "CY": "n" * 8 + "c" * 16,
        "DO": "cccc" + "n" * 20,
        "GT": "c" * 24,
        "PK": "aaaa" + "n" * 16,
        "RS": "n" * 18,
        "SC": "aaaa" + "n" * 20 + "aaa",
        "SM": "a" + "n" * 10 + "n" * 12,
    }
    number = v.iban_shaped(g, country, shapes)
    assert std_iban.is_valid(number)
    return number


_IBANS = [
    ("SC", "IBAN Seychelles (fournisseur poisson): {s}"),
    ("PK", "Sunil's cousin in Lahore, IBAN {s}"),
    ("AL", "IBAN of the Albanian kite school partner: {s}"),
    ("BA", "IBAN pou larzan Sarajevo: {s}"),
    ("CY", "Cyprus charter company IBAN {s}"),
    ("RS", "Serbian tourist refund, IBAN {s}"),
    ("SM", "IBAN Saint-Marin de Tatie : {s}"),
    ("DO", "IBAN (República Dominicana): {s}"),
    ("GT", "kaonty banky IBAN: {s}"),
]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for country, tmpl in v.cycle(rng, _IBANS, n):
        s = _iban(rng, country)
        s = v.iban_spaced(s) if rng.random() < 0.5 else s
        out.append(Sample("iban", tmpl.replace("{s}", s), s))
    return out


def _mu_nid(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice(UPPER) + f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}"
        body += f"{h.randrange(0, 100):02d}" + _r(h, D, 6)
        return body + mu_nid.calc_check_digit(body)

    return v.until(g, make, mu_nid.is_valid)


def _nir(g: random.Random) -> str:
    body = f"{g.choice('12')}{g.randrange(50, 100):02d}{g.randrange(1, 13):02d}974"
    body += f"{g.randrange(1, 25):02d}{g.randrange(1, 999):03d}"
    return body + fr_nir.calc_check_digits(body)


_IDS: list[tuple[str, Maker]] = [
    ("Mauritian NIC number: {s}", _mu_nid),
    ("nimero kart idantite: {s}", _mu_nid),
    ("NID Ravi {s}", _mu_nid),
    ("numéro de sécu de Tatie (née à Saint-Pierre) : {s}", _nir),
    ("NIR {s}", _nir),
    ("numéro fiscal : {s}", lambda g: v.until(g, _j("0", (D, 12)), fr_nif.is_valid)),
    ("Aadhaar: {s}", lambda g: v.until(g, _j("2", (D, 11)), in_aadhaar.is_valid)),
    ("आधार नंबर {s}", lambda g: v.until(g, _j("5", (D, 11)), in_aadhaar.is_valid)),
    (
        "PAN card {s}",
        lambda g: v.until(g, _j((UPPER, 3), "P", (UPPER, 1), (D, 4), (UPPER, 1)), in_pan.is_valid),
    ),
    (
        "South African ID number (kite tourist): {s}",
        lambda g: v.until(g, _j("8", (D, 12)), za_idnr.is_valid),
    ),
    ("SARS tax number {s}", lambda g: v.until(g, _j("0", (D, 9)), za_tin.is_valid)),
    (
        "Steuer-ID of the German kiter: {s}",
        lambda g: v.until(g, _j("2", (D, 10)), de_idnr.is_valid),
    ),
    ("SSN {s}", v.ssn_number),
    ("passport number: {s}", _j((UPPER, 2), (D, 7))),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for tmpl, make in v.cycle(rng, _IDS, n):
        s = make(rng)
        out.append(Sample("national_id", tmpl.replace("{s}", s), s))
    return out


_BACKUPS = [
    "Google backup codes:\n{s}",
    "Codes de secours Ameli :\n{s}",
    "kod sekour 2FA:\n{s}",
    "kaody fanavotana 2FA: {s}",
    "बैकअप कोड: {s}",
    "2FA backup code: {s}",
    "recovery codes for the booking admin: {s}",
    "Microsoft account recovery codes, one a line:\n{s}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for tmpl in v.cycle(rng, _BACKUPS, n):
        codes = v.backup_codes(rng, 1 if "code:" in tmpl else 6, rng.randrange(4))
        sep = "\n" if "\n{s}" in tmpl else ", "
        out.append(Sample("backup_codes", tmpl.replace("{s}", sep.join(codes)), codes[0]))
    return out


_TOTPS = [
    "TOTP setup key for the Odoo admin: {s}",
    "otpauth://totp/Zourite:clency?secret={s}&issuer=Zourite",
    "2FA secret pou Bookinghub: {s}",
    "clé 2FA manuelle : {s}",
    "manual key (QR code didn't scan): {s}",
    "TOTP seed {s}",
]


def _totps(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for tmpl in v.cycle(rng, _TOTPS, n):
        s = v.totp_secret(rng, spaced="otpauth" not in tmpl and rng.random() < 0.4)
        out.append(Sample("totp_secret", tmpl.replace("{s}", s), s))
    return out


_CODES = [
    "{s} is your Zourite Pay verification code",
    "Code de vérification : {s}",
    "Emtel: votre code est {s}",
    "MCB Juice OTP: {s}. Pa partaz li.",
    "kaody fanamarinana: {s}",
    "सत्यापन कोड {s} है",
    "Use {s} to sign in to Bookinghub",
    "your one-time code is {s}",
]

_WIFI = [
    "WIFI:T:WPA;S:Zourite-Kite;P:{pw};;",
    "network Kite Shack Guest key {pw}",
    "Network: Biro PM 5G / {pw}",
    "wifi La Ferme Dairy / {pw}",
    "wifi? / Clency: {pw}",
    "paswor wifi: {pw}",
    "mot de passe wifi chez Tatie : {pw}",
    "वाईफाई पासवर्ड {pw} बा",
    "tenimiafina wifi: {pw}",
    "ssid,psk\nMourouk-Dive,{pw}",
    "wpa_psk={pw}",
    "WPA key for the Grande Montagne repeater: {pw}",
]

_SPACED = [
    "read out on the call: {s}",
    "Clency dictated the key: {s}",
    "token, one letter at a time: {s}",
    "kle-la: {s}",
]


def _spaced(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for tmpl in v.cycle(rng, _SPACED, n):
        raw = rng.choice([_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j((ALNUM, 24))])(rng)
        sep = rng.choice([" ", " - ", " · ", "|"])
        group = rng.choice([1, 4])
        s = sep.join(raw[i : i + group] for i in range(0, len(raw), group))
        out.append(Sample("spaced_token", tmpl.replace("{s}", s), s))
    return out


_PINS = [
    "PIN kart ATM: {pw}",
    "kod laport biro: {pw}",
    "code du portail de Tatie : {pw}",
    "alarm code at the kite shack: {pw}",
    "पिन {pw} बा",
    "kaody PIN: {pw}",
    "safe code (Lafouche office) -> {pw}",
    "Gate code is {pw}#",
]

_PHRASE_WORDS = [
    "zourite",
    "lagon",
    "vacoas",
    "corail",
    "tamarin",
    "manioc",
    "cabri",
    "gouzou",
    "limon",
    "pimento",
    "catamaran",
    "mourouk",
    "baladirou",
    "songes",
]
_PHRASES = [
    "passphrase: {pw}",
    "KeePassXC master passphrase = {pw}",
    "fraz sekre: {pw}",
    "phrase de passe du coffre : {pw}",
]

_AUTH = [
    "Authorization: Basic {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.zourite.mu/v1/rentals",
    "header: Bearer {pw}",
    "Proxy-Authorization: Basic {pw}",
]


def _auths(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for tmpl in v.cycle(rng, _AUTH, n):
        if "Basic" in tmpl:
            raw = f"{rng.choice(_USERS)}:{_plain_pw(rng)}".encode()
            s = base64.b64encode(raw).decode()
        else:
            s = _r(rng, ALNUM, 40)
        out.append(Sample("auth_header", tmpl.replace("{s}", s).replace("{pw}", s), s))
    return out


_CONFIGS = [
    "# .env (booking app)\nAPP_ENV=prod\nDB_PASSWORD={pw}\nDB_HOST=pg.zourite.lan",
    "[database]\nhost = db.zourite.lan\nuser = kiteops\npassword = {pw}",
    "spring.datasource.password={pw}",
    'smtp:\n  host: mail.zourite.mu\n  password: "{pw}"',
    "define('DB_PASSWORD', '{pw}');",
    'variable "db_pass" {{ default = "{pw}" }}',
    '<add key="SmtpPassword" value="{pw}" />',
    "export PGPASSWORD='{pw}'",
    "pg.zourite.lan:5432:booking:kiteops:{pw}",
    'MAIL_PASSWORD="{pw}"',
    '{{"db": {{"user": "pos", "password": "{pw}"}}}}',
    "auth_pass {pw}",
]


def _configs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for tmpl in v.cycle(rng, _CONFIGS, n):
        s = _plain_pw(rng)
        out.append(Sample("config_secret", tmpl.format(pw=s), s))
    return out


_CHATS = [
    "[08:14] Clency: ki paswor admin?\n[08:15] Rosemay: {pw}",
    "[19:02] Finn: what's the laptop pw?\n[19:03] Jocelyn: {pw}",
    "[21:40] Tatie: mo de pas-la ?\n[21:41] Nadia: {pw}",
    "[06:55] Hery: tenimiafina?\n[06:56] Rivo: {pw}",
    "[12:30] Sunil: password ka ba?\n[12:31] Priya: {pw}",
]

# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_family("labelled_password", _SAID, _pw), 70),
    (_family("login_pair", _LOGINS, _pw, u=_USERS), 24),
    (_spelled, 12),
    (_family("cli_password", _CLI, _plain_pw, u=_USERS), 34),
    (_family("connection_string", _URLS, _plain_pw, u=_USERS), 14),
    (_vendors, 50),
    (_family("hex_key", _HEXES, _j((HEX, 64))), 10),
    (_family("jwt", _JWTS, _jwt), 8),
    (_family("private_key", _PEMS, _pem), 7),
    (_seeds, 12),
    (_cards, 12),
    (_family("card_cvv", _CVVS, _j((D, 3))), 6),
    (_ibans, 12),
    (_ids, 22),
    (_backups, 8),
    (_totps, 6),
    (_family("one_time_code", _CODES, _j((D, 6))), 8),
    (_family("wifi_key", _WIFI, _plain_pw), 16),
    (_spaced, 8),
    (_family("pin_code", _PINS, _j((D, 6))), 12),
    (_family("passphrase", _PHRASES, lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))), 8),
    (_auths, 8),
    (_configs, 16),
    (_family("chat_password", _CHATS, _pw), 7),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed(g, "english")


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "paswor biro se": "{s}",
    "mo kod sekre:": "{s} (pa dir Clency)",
    "le mot de passe de Tatie est": "{s}",
    "हमार पासवर्ड": "{s} बा",
    "ny tenimiafina dia": "{s}",
    "the kite shack laptop password is": "{s}\nchange after season",
    "Odoo admin pw:": "{s}",
    "Marie-Ange: nouvo paswor": "{s}, mersi",
    "the password Gaetan read out on the VHF was": "{s}, I think",
    "mdp box Saint-Pierre :": "{s}",
}
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Windguru API key", "{s}", _j((HEX, 32))),
    ("split_token", "Bookinghub key:", "{s} (prod)", _j("bkh_live_", (ALNUM, 32))),
    ("split_token", "Zeltrip client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Finn's wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/36", lambda g: v.grouped(_card(g), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SC"))),
    ("split_backup", "Codes de secours", "{s}\n48213907\n11930245", _j((D, 8))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Mauritian NIC", "{s}", _mu_nid),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]


def _fill_one(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(c, first, *_fill_one(rng, second, make)) for c, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"odoo": {"url": "https://erp.zourite.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"paswor": "{s}"}': ("meta_password", _plain_pw),
    '{"tenimiafina": "{s}"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"compte": {"identifiant": "tatie974", "mot_de_passe": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "pos-1"}, {"name": "pos-2", "web_password": "{s}"}]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"argv": ["harlequin", "-a", "postgres", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"transcript": "paswor wifi kite shack se {s}"}': ("meta_password", _plain_pw),
    '{"windguru": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"bookinghubToken": "{s}"}': ("meta_token", _j("bkh_live_", (ALNUM, 32))),
    '{"stripe_secret": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 24))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "06/35"}}': (
        "meta_card",
        lambda g: v.grouped(_card(g), " ", g),
    ),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "PK")),
    '{"staff": {"nic_number": "{s}"}}': ("meta_id", _mu_nid),
    '{"mfa": {"backup_codes": ["{s}", "55120394", "90817263"]}}': ("meta_otp", _j((D, 8))),
    '{"tip_jar_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((HEX.upper(), 32))),
    '{"cold_room": {"door_pin": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Zourite-Kite-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill_one(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(
    b"booking: add wind column for Pointe Coton", usedforsecurity=False
).hexdigest()
_IMAGE = hashlib.sha256(b"registry.zourite.mu/booking:2.4.1").hexdigest()
_MD5 = hashlib.md5(b"catch-report-2033-02.csv", usedforsecurity=False).hexdigest()

# Innocent text that talks about secrets: nothing in it may be scrubbed.
CLEAN = [
    "Remind me to change the kite shack router password before the season opens on 2033-04-01.",
    "Clency asked for the wifi password; it's on the card behind the till.",
    "Policy: Zourite passwords are 14 characters or more and live only in the vault.",
    "Order #ZT-20331 - 2 x harness, 1 x bar, total Rs 18,450.",
    "Kite lesson booked for 09:30 at Pointe Coton, wind forecast 22 knots.",
    "Shop phone: +230 831 0000, open 08:00-17:00 except Sunday.",
    "Ferry Port Louis to Port Mathurin leaves at 18:00, ticket ZF-44812.",
    "Booking app v2.4.1 released; changelog in the wiki.",
    f"Deployed commit {_COMMIT} to staging.",
    f"Image digest sha256:{_IMAGE}",
    f"md5 checksum of the catch report: {_MD5}",
    "Paswor-la bizin ena 12 karakter minimom.",
    "mo'nn bliye mo paswor, kouma pou reset li?",
    "Le mot de passe est obligatoire pour se connecter.",
    "Tatie a oublié son mot de passe, elle va cliquer sur « mot de passe oublié ».",
    "पासवर्ड बदले के लिंक ईमेल में आई",
    "Ny tenimiafina dia tokony ho lava kokoa.",
    "Please pass the chilli paste to Rosemay.",
    "The API key field is required on the Windguru settings page.",
    "Tokens are counted per request; the limit is 8000.",
    "The door code changed last week; ask Jocelyn in person.",
    "PIN pad at the La Ferme shop is broken, use tap to pay.",
    "Octopus catch: 42 kg on 2033-02-14, lagoon zone 3.",
    "Invoice INV-2033-0117 due on 28/02, amount MUR 6,300.",
    "Tracking number for the kite order: RR123456785MU.",
    "Room 4 at the guesthouse, check-in 14:00, checkout 11:00.",
    "Generator service on Grande Montagne every 250 hours; now at 1,750.",
    "The recovery phrase is written on paper and stored in the safe.",
    "Password reset link expires in 30 minutes.",
    "Secret Santa at the office is on 20 December.",
    "The signing key lives in the HSM, never on disk.",
    "Wind 18-24 kn from ESE, gusts 28; tide low at 13:12.",
    "Python 3.11.9, Django 5.0.4, Postgres 16.2 on the booking VPS.",
    "Bus 206 from La Ferme to Port Mathurin every 40 minutes.",
    "GPS waypoint Ile aux Cocos: -19.7021, 63.1834.",
    "Invoice sent to Finn, total EUR 340 for 3 lessons.",
    "Bookinghub integration works again after the update.",
    "2FA is enabled for every staff account now.",
    "The verification code e-mail sometimes lands in spam.",
    "Kite board serial KB-2033-00771 sold to Mia.",
    "Dive log #318: 18 m, 42 minutes, visibility good.",
    "Emtel bill for February: Rs 1,299, paid.",
    "The Wi-Fi in the kite shack is slow after 18:00.",
    "Backup job finished at 03:14, 41 GB, no errors.",
    "Ticket ZTR-2240: printer jam in the Port Mathurin office.",
    "Hery's boat license number is pinned at the harbour office.",
    "Card payments above Rs 5,000 need a signature.",
    "Taux de change EUR/MUR aujourd'hui : 50,12.",
    "तरकारी के दाम: 45 रुपिया किलो",
    "Ny sambo dia miala amin'ny 05:30 maraina.",
    "Mo pou vini dimans, nou al lapes ourite.",
    "Use the vault for every password; never paste one in chat.",
    "The token budget for the assistant is 4096 per reply.",
    "Our ISO date format is YYYY-MM-DD, e.g. 2033-03-09.",
    "Staff meeting at 10:00 in the Lafouche office.",
    "The QR code on the menu links to zourite.mu/menu.",
    "UUID of the booking form field: name=phone, required=true.",
    "Port Mathurin post office opens at 08:15.",
    "Password strength meter marks Summer2033 as weak; pick a longer one.",
    "Grande Montagne trail closed after the rain; reopens Monday.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"token_count": 512, "secret_name": "booking-db", "password_policy": "14 chars min"},
    {"order": "ZT-20331", "total_mur": 18450, "items": 3},
    {"auth": {"method": "oauth", "provider": "google"}},
    {"creds": {"username": "kiteops", "host": "pg.zourite.lan"}},
    {"wind": {"speed_kn": 22, "dir": "ESE", "station": "Pointe Coton"}},
    {"commit": _COMMIT, "branch": "main"},
    {"phone": "+230 831 0000", "shop": "Zourite Kite & Dive"},
    {"lang": "mfe", "note": "paswor bizin 12 karakter"},
    {"ferry": {"ticket": "ZF-44812", "depart": "18:00"}},
    {"version": "2.4.1", "build": 1177, "pin_pad": "broken"},
]
