# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, sixty-second corpus: written blind, without reading the scrubber.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to fifty-eighth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/` (above all `memories/redaction/`), the tuning
corpus, the round corpora, the held-out corpora written beside it (59 to 61), any test nor the
reports, and the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way the pan crews, packing hall, iodine lab, mine-museum
guides, spa staff, shop counters, drivers and office of a salt company leak secrets into an
assistant's memory: Gemmasale Salt Company, with sea-salt pans at Loix and Ars-en-Ré on the Île de
Ré, at Stintino and at Zaule by Muggia, a rock-salt mine and museum near Wilamowice, a heritage
partnership with the Erdemolo mine in the Fersina valley, a salt-grotto spa at Fontvieille, a shop
in Vieux-Nice, a grinder and cork-lid workshop in Calangianus and a fleet of trucks. Whaller,
Talkspirit, Jamespot, Skred, ChatSecure, Libero Mail, Virgilio, Interia, WP Poczta and Aruba PEC
messages, Skello, Kelio, Lucca, Payfit, Factorial and Zucchetti notes, TeamSystem tickets and i-doit
records, e-mails, runbooks, incidents, the Blackbox terminal, shell history, cron logs and
PowerShell, commands of msdeploy, uploadserver, open-stage-control, hans, dns2tcpc, ucarp, pcs,
iscsiadm, targetcli, mfsmount, ncpmount, defncopy, certbot and lego (an EAB HMAC key), liblo's
oscsend (a QLab passcode), and of smbclient, sqlcmd, 7z, zip, openssl, gpg, xfreerdp, sshpass, curl,
lftp, ipmitool, mosquitto_pub, redis-cli, mysql, docker, net use, plink, sqlplus and ldapsearch in
wordings of its own; configs of nzbget, spotifyd, the NINJAM server, TUIC, PeerVPN, vtun, racoon,
mihomo, cjdns, open-iscsi, MooseFS, i-doit, OroCommerce, nopCommerce, Zen Cart and CS-Cart; the web
pages of pumps, evaporators, centrifuges, screens, dryers, conveyors, baggers, palletisers, robots,
checkweighers, metal detectors, lab instruments, HMIs, OPC servers, gas detectors, mine radios,
fans, hoists, lifts, lamp rooms, halogenerators, pool controllers, weather stations, cameras, NAS
boxes, printers, scales and truck telematics (Netzsch, Seepex, Verder, Veolia, Andritz, Ferrum,
Siebtechnik, Allgaier, Interroll, Habasit, Concetti, Premier Tech, Haver & Boecker, Beumer, Fuji
Yusoki, Fanuc, Okura, Wipotec, Mesutronic, PerkinElmer, Malvern, Pro-face, Kepware, Industrial
Scientific, Blackline Safety, Strata, Becker Mining, Howden, Zitrón, Schindler, Siemag Tecberg,
Roobuck, Halomed, Aerosal, Dinotec, Hiboutik, Weenat, Barani, Renault Trucks Optifleet, Foscam,
Thecus, Drobo, Datamax, Novexx, Adam Equipment, Flintec), voice-dictated text and requests to the
assistant itself. The channels, the fifteen commands from msdeploy to oscsend, the configs and these
makers are ones heldouts 5 to 58 do not name. About 45 % of the texts are in other languages:
Gallurese, Sassarese, Triestine, Niçard (Nissart), Monegasque (Munegascu), Poitevin-Saintongeais,
Mócheno and Wymysorys (no earlier docstring names them), and Italian, French, Polish, Slovene,
Croatian, German, Spanish, Arabic, Russian, Korean, Czech and Simplified Chinese in wordings of
their own. Vendors (Vivaticket, Ticketor, Musement, Civitatis, Turitop, Payplug, Lydia, Paysera,
Lemonway, Monext, HiPay, Axepta, Scalapay, PayPo, Trans.eu, Timocom, Wtransnet, InPost, Colissimo,
Mondial Relay, Chronopost, Cubyn, Shippingbo, BRT, Packeta, Furgonetka, Apaczka, BaseLinker,
Hiboutik, Shoper, IdoSell, WiziShop, FreshMail, SALESmanago, Splio, Fatture in Cloud, wFirma,
Fakturownia, Sellsy, Axonaut, Treatwell, Planity, Akenza, inFakt, Tiime, Evoliz, Storeden) are ones
heldouts 5 to 58 do not name; their token shapes are drawn here, not copied from the vendors. The
ids are kinds those corpora do not use: a Polish account number (NRB), drawn until python-stdnum's
`iban` validates it with PL before it, and the top line of a French identity card's machine-readable
zone (an earlier corpus used a Swiss passport's second line), whose check digit this file computes
by ICAO 9303's 7-3-1 rule (stdnum has no module of its own for either); Slovenia's health insurance
card (ZZZS) number, Croatia's HZZO insurance number (MBO), Monaco's CCSS registration number, a
France Travail identifiant, a French carte grise's formula number, a Polish vehicle registration
document (dowód rejestracyjny) number and a French student's INE, which carry no check a library or
this file verifies; and, a kind used before, Italian and Monegasque passports under Gallurese,
Sassarese, Mócheno and Monegasque words, likewise unchecked. Card numbers pass Luhn (the value
helpers' brands, checked with python-stdnum's `luhn`). The IBANs are of countries used least by a
rough count over heldouts 5 to 58 (Saudi Arabia, Gibraltar, Oman, Egypt, the Dominican Republic and
El Salvador, each in three earlier corpora, Andorra and Albania, each in four), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish, Italian, French,
Czech, Korean and Simplified Chinese lists.
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

SEED = 52_749_918
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


_SALT = ["Fleurdesel", "Salicorne", "Gabelle", "Halite", "Salamoia", "Salgemma", "Cristallo",
         "Vasiere", "Oeillet", "Ladure", "Sauniere", "Evaporo", "Stollen", "Schacht", "Grotta",
         "Sarina", "Zaolc"]  # fmt: skip
_GEAR = ["Rateau", "Simoussi", "Las", "Pala", "Carriola", "Windlass", "Tramoggia", "Setaccio",
         "Mulinello", "Boette", "Gerla", "Hunt"]  # fmt: skip
_PLACES = ["ArsenRe", "Loix", "LaCouarde", "Stintino", "PortoTorres", "Sorso", "Zaule", "Muggia",
           "Wilamowice", "Kety", "Frassilongo", "SantOrsola", "Calangianus", "Luras", "Tempio",
           "Cimiez", "Fontvieille", "Condamine", "Babazouk"]  # fmt: skip
_NAMES = ["Bepi", "Nives", "Licio", "Mirella", "Loic", "Maryvonne", "Anais", "Thierry",
          "Clothilde", "Jorgi", "Nicolau", "Laurenca", "Cedric", "Letizia", "Jozef", "Hanna",
          "Tymek", "Elzbieta", "Florian", "Giacomo", "Roswitha", "Ermanno", "Waltraud", "Gavino",
          "Tonino", "Bastianu", "Peppina", "Giommaria"]  # fmt: skip
_SYMBOLS = "!#%&*?@+=^/"
_LEET = ["F1eurd3s3l", "S4l1c0rn3", "H4l1t3", "G4b3ll3", "S4lg3mm4", "Cr1st4ll0", "Gr0tt4",
         "St0ll3n"]  # fmt: skip


def _brine(g: random.Random) -> str:
    """A salt word and a brine's strength in degrees Baumé, the way the pan crews joke one up."""
    return f"{g.choice(_SALT)}{g.choice([18, 22, 24, 25, 26, 28])}Be{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four random groups of five small letters and digits joined by dots, as a generator writes."""
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SALT)}{g.choice(_GEAR)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_SALT, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    _brine,
    lambda g: f"{g.choice(_PLACES).lower()}-{g.choice(_SALT).lower()}-{g.randrange(1958, 2034)}",
    lambda g: f"Pan{g.randrange(1, 120)}{g.choice(_SALT)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, D, 2) + _r(g, LOWER, 5) + g.choice(_SYMBOLS) + _r(g, D, 1),
    lambda g: f"{g.choice(_GEAR).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}Rakes{g.choice(_SALT)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID_EN = [
    "Whaller post in 'Loix pans', Maryvonne: the Netzsch NEMO pump panel password is {pw}",
    "Talkspirit message from Bepi: Seepex pump controller password {pw}",
    "Jamespot chat, Zaule brine shed: Verder hose pump web password {pw}",
    "Skred message from Loïc: the Veolia HPD evaporator HMI admin password is {pw}",
    "ChatSecure message from Tymek: Andritz pusher centrifuge panel password {pw}",
    "Libero Mail from Gavino: Ferrum centrifuge service password {pw}",
    "Virgilio mail, Tonino: Siebtechnik screen controller password {pw}",
    "Interia e-mail from Hanna: Allgaier fluid-bed dryer HMI password {pw}",
    "WP Poczta message, Elżbieta: Interroll conveyor controller password {pw}",
    "Aruba PEC from the integrator: Concetti bagging line HMI password {pw}",
    "Skello shift note: Premier Tech bagger password {pw}",
    "Kelio terminal message: Haver & Boecker Roto-Packer password {pw}",
    "Lucca note for the night shift: Beumer paletpac admin password {pw}",
    "Payfit message to Thierry: Fuji Yusoki palletiser pendant password {pw}",
    "Factorial announcement (oops, to everyone): the Fanuc robot controller password is {pw}",
    "Zucchetti HR chat, Ermanno: Okura palletiser panel password {pw}",
    "TeamSystem ticket 2218: Wipotec checkweigher admin password {pw} needs a reset",
    "Blackbox terminal, note pasted under the prompt: Mesutronic metal detector password {pw}",
    "Lab notebook: PerkinElmer ICP-OES workstation password {pw} (iodine assay)",
    "QC note: Malvern Mastersizer PC password {pw}",
    "Kepware KEPServerEX runtime admin password {pw}, the OPC server in the packing hall",
    "mine museum checklist: Industrial Scientific iNet docking station password {pw}",
    "Blackline Safety portal, Wilamowice gallery tags: password {pw}",
    "Strata CommTrac mine radio console password {pw}",
    "Howden fan controller in the ventilation shaft, password {pw}",
    "Siemag Tecberg hoist HMI password {pw} (visitor cage)",
    "Halomed halogenerator in the Fontvieille salt grotto: service password {pw}",
    "Hiboutik back office for the Nice shop: password {pw}",
    "Hi Tymek,\n\nthe root password on the Wilamowice museum server is {pw}. Delete this once it's in the vault.\n\nCheers,\nLetizia",
    "Incident 2033-07-02: the Pro-face HMI at Zaule was reachable from the internet with password {pw}",
    "Runbook: brine transfer, pan 7 to the crystalliser\n1. open the Netzsch panel\n2. user service\n3. password {pw}\n4. start pump P7",
    "my Banco di Sardegna app password is {pw} now",
    "dictated: the Renault Trucks Optifleet password is {pw} full stop",
    "please remember the spa booking admin password for me: {pw}",
]  # fmt: skip
_SAID_XX = [
    "la password del Foscam sopra le vasche di Stintino è {pw}",
    "le mot de passe de la station Weenat des marais de Loix, c'est {pw}",
    "hasło do panelu Becker Mining w muzeum kopalni: {pw}",
    "geslo za Thecus NAS v skladišču je {pw}",
    "lozinka za vagu Adam Equipment u skladištu: {pw}",
    "das Kennwort für die Zitrón-Lüftersteuerung lautet {pw}",
    "كلمة المرور لحاسوب المستودع هي {pw}",
    "la contraseña del Drobo de la tienda es {pw}",
    "пароль от ноутбука в лаборатории: {pw}",
    "창고 노트북 비밀번호는 {pw}",
    "la password noa di lu magasinu di Calangianus è {pw}, no la dì a nisciunu",
    "la me' password di la posta: {pw}",
    "la password di lu computer di la sarina di Stintino è {pw}",
    "Gavino: la password noba di lu Datamax è {pw}, no lu dizzi a nisciunu",
    "la password del magazin de Zaule xe {pw}, no sta dirghe a nissun",
    "Bepi: la password nova del Flintec xe {pw}",
    "lo mot de passa nòu de la botiga de Nissa es {pw}, non lo diguès a degun",
    "lo miéu mot de passa de la pòsta: {pw}",
    "a parola segreta növa d'a grotta d'u sà è {pw}, nun a dì a nisciün",
    "Letizia: a parola segreta d'u Dinotec è {pw}",
    "le mot d'passe neu dau cabanon dau marais, o l'é {pw}, le dis point à parsoune",
    "Maryvonne: le mot d'passe d'la Barani, o l'é {pw}",
    "s passbort van kompjuter en de gruab ist {pw}, sog's en kuan",
    "Roswitha: s nai passbort van Schindler-lift ist {pw}",
    "s hȧjmlik wuot fum kompjuter ym zaolcmuzeum ej {pw}, zoɫ's kȧjnum",
    "Jozef: s nojy hȧjmlik wuot fum Roobuck-šrank ej {pw}",
]  # fmt: skip
_said_en = _Family("labelled_password", _SAID_EN, _with(_pw), "pw")
_said_xx = _Family("labelled_password", _SAID_XX, _with(_pw), "pw")


_USERS = ["bepi", "nives.k", "licio", "mirella", "loic", "maryvonne", "anais.b", "thierry",
          "clothilde", "jorgi", "nicolau", "laurenca", "cedric.m", "letizia", "jozef", "hanna.w",
          "tymek", "elzbieta", "florian", "giacomo", "roswitha", "ermanno", "waltraud", "gavino",
          "tonino", "bastianu", "peppina", "svc-pans", "lab-iodine", "shop-nice"]  # fmt: skip
_LOGINS = [
    "Talkspirit, Maryvonne: the Beumer login is {u} / {pw}",
    "TeamSystem #2231: {u} locked out of the Wipotec, last password {pw}",
    "acct {u} pw {pw}",
    "i-doit › Packing hall › Labelling › Novexx XLP 504: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Kepware runtime | {u} | {pw} |",
    "log into the Veolia HMI as {u} with {pw}",
    "Andritz panel login {u}:{pw}",
    "Username: {u}\nPass: {pw}",
    "- host: packing-hmi-2\n  user: {u}\n  pass: {pw}",
    "Skred: account {u}, password {pw}",
    "Bepi says the Aerosal account is {u} and the password is {pw}",
    "system;user;password\nhabasit-monitor;{u};{pw}",
    "ssh {u}@brine-srv.gms.lan (pw {pw})",
    "Whaller: creds for the lamp room PC are {u} and {pw}",
    "utenti {u}, password {pw}, no la dì a nisciunu",
    "l'utenti è {u} e la password è {pw}",
    "utente {u}, la password xe {pw}",
    "utilisator {u}, mot de passa {pw}",
    "utilizatù {u}, parola segreta {pw}",
    "nom d'usajhe {u}, mot d'passe {pw}",
    "nutzer {u}, passbort {pw}",
    "login {u}, hȧjmlik wuot {pw}",
    "login {u}, hasło {pw}",
    "uporabnik {u}, geslo {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["halite", "gabelle", "salicorne", "oeillet", "vasiere", "ladure", "salamoia",
               "salgemma", "zaolc", "sarina", "stollen", "boette", "tramoggia", "cristallo",
               "simoussi", "gerla"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, followed by {d}",
    "pw: say {w}, and right after it the digits {d}",
    "voice note: the shop wifi password is {w} then {d}, together",
    "type {w} and then {d}",
    "it's {w}{d}, the word and the number run together",
    "la password è la paràula {w}, e dapoi {d}",
    "la password è la parora {w}, dabboi {d}",
    "la password xe la parola {w}, e po {d}",
    "lo mot de passa es lo mot {w}, pi {d}",
    "le mot d'passe o l'é le mot {w}, pis après {d}",
    "s passbort ist s bort {w}, darnoch {d}",
    "s hȧjmlik wuot ej s wuot {w}, nöhdym {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "smbclient -L //nas.gms.lan -U '{u}%{pw}'",
    "sqlcmd -S sql.gms.lan -U {u} -P '{pw}' -Q 'select count(*) from lots'",
    "7z a -p'{pw}' -mhe=on payroll-2033.7z payroll/",
    "zip -P '{pw}' lab-results.zip iodine/*.csv",
    "openssl enc -aes-256-cbc -pbkdf2 -in prices.csv -out prices.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c tide-tables.ods",
    "xfreerdp /v:museum-pc.gms.lan /u:{u} /p:'{pw}'",
    "sshpass -p '{pw}' ssh {u}@zaule-gw.gms.lan",
    "curl -u {u}:{pw} https://stock.gms.lan/api/lots",
    "lftp -u {u},'{pw}' sftp://edi.gemmasale.eu",
    "ipmitool -I lanplus -H bmc-brine.gms.lan -U {u} -P '{pw}' chassis status",
    "mosquitto_pub -h mqtt.gms.lan -u {u} -P '{pw}' -t pans/7/brine -m 24.6",
    "redis-cli -h cache.gms.lan -a '{pw}' ping",
    "mysql -h shop-db.gms.lan -u {u} -p'{pw}' boutique",
    "docker login registry.gms.lan -u {u} -p '{pw}'",
    "net use Z: \\\\fs.gms.lan\\lab /user:GMS\\{u} {pw}",
    "plink -ssh {u}@stintino-gw.gms.lan -pw '{pw}'",
    "sqlplus {u}/{pw}@//ora.gms.lan:1521/SALT",
    "ldapsearch -x -H ldaps://dc.gms.lan -D 'cn={u},ou=ops,dc=gms,dc=lan' -w '{pw}' '(uid=*)'",
    "msdeploy -verb:sync -source:contentPath=C:\\build\\shop -dest:contentPath='Default Web Site/shop',computerName=https://web01.gms.lan:8172/msdeploy.axd,userName={u},password={pw},authType=Basic -allowUntrusted",
    "python3 -m uploadserver 8000 --basic-auth {u}:{pw}",
    "open-stage-control --port 8080 --authentication {u}:{pw} --load pans.json",
    "hans -c 198.51.100.24 -p '{pw}' -f",
    "dns2tcpc -z t.gemmasale.eu -k '{pw}' -r ssh -l 2222",
    "ucarp -i eth0 -s 10.40.0.2 -v 12 -p '{pw}' -a 10.40.0.1 --upscript=/etc/vip-up.sh",
    "pcs host auth brine-a brine-b -u hacluster -p '{pw}'",
    "iscsiadm -m node -T iqn.2033-01.lan.gms:lab -o update -n node.session.auth.password -v '{pw}'",
    "targetcli /iscsi/iqn.2033-01.lan.gms:lab/tpg1 set auth userid={u} password={pw}",
    "mfsmount /mnt/archive -H mfsmaster.gms.lan -o mfspassword='{pw}'",
    "ncpmount -S OLDNW -U {u} -P '{pw}' /mnt/netware",
    "defncopy -S sybase.gms.lan -U {u} -P '{pw}' -o procs.sql stock",
    "sqlwbconsole.sh -url=jdbc:postgresql://pg.gms.lan/stock -username={u} -password='{pw}' -command='select 1'",
    "certbot certonly --server https://acme.zerossl.com/v2/DV90 --eab-kid {kid} --eab-hmac-key {pw} -d shop.gemmasale.eu",
    "lego --email ops@gemmasale.eu --server https://acme.sectigo.com/v2/DV --eab --kid {kid} --hmac {pw} --domains spa.gemmasale.eu run",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@zaule-gw:~# {c}", "PS C:\\Users\\ops> {c}", "Blackbox terminal: {c}",
    "history | grep -i pass\n  412  {c}", "~/.bash_history:\n{c}", "cron.log: running {c}",
    "tmux, window 'pans': {c}", "ran this on the packing PC: {c}", "#!/bin/sh\n# nightly\n{c}",
    "sudo -i\n{c}", "from the Zaule runbook, step 4: {c}", "zsh: {c}",
    "lu cumandu chi aggju lanciatu: {c}", "lu cumandu ch'aggiu fattu: {c}",
    "el comando che go lancià: {c}", "la comanda qu'ai lançat: {c}", "u cumandu ch'ò lançau: {c}",
    "la c'mande qu'j'avons lancée: {c}", "der befehl as i hon gem: {c}",
    "dy kumand wos ych hob gyšikt: {c}", "comando lanciato ieri sera: {c}",
    "komenda z wczoraj: {c}", "commande lancée hier soir : {c}",
]  # fmt: skip


def _cli_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    """A user, an ACME account id and the secret: an EAB HMAC key where the command takes one."""
    fields = {"u": rng.choice(_USERS), "kid": _r(rng, URLSAFE, 22)}
    return fields | {"pw": _r(rng, URLSAFE, 43) if "hmac" in template else _plain_pw(rng)}


def _framed(family: _Family, frames: list[str]) -> Taker:
    """``n`` samples of ``family``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, family.take(rng, n), frames)

    return take


_cli = _framed(_Family("cli_password", _CLI, _cli_draw, "pw"), _SHELLS)


_URLS = [
    "iscsi://{u}%{pw}@san.gms.lan/iqn.2033-01.lan.gms:lab/0",
    "https://music.gms.lan/rest/ping.view?u={u}&p={pw}&v=1.16.1&c=shopradio",
    "hana://{u}:{pw}@hana.gms.lan:30015",
    "clickhouse://{u}:{pw}@ch.gms.lan:8123/telemetry",
    "neo4j+s://{u}:{pw}@graph.gms.lan:7687",
    "oracle+oracledb://{u}:{pw}@ora.gms.lan:1521/?service_name=SALT",
    "starrocks://{u}:{pw}@sr.gms.lan:9030/default_catalog.analytics",
    "teradatasql://{u}:{pw}@td.gms.lan",
    "vertica+vertica_python://{u}:{pw}@vertica.gms.lan:5433/stock",
    "davs://{u}:{pw}@cloud.gms.lan/remote.php/dav/files/{u}/",
    "ftpes://{u}:{pw}@edi.gemmasale.eu:21/outbound/",
    "nntps://{u}:{pw}@news.gms.lan:563",
    "Server=tcp:sql.gms.lan,1433;Initial Catalog=Stock;User ID={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "STOCK_DB_URL={c}", "the old connection, keep it: {c}", "l'indirizzu di la basa di dati: {c}",
    "la stringa de conession xe {c}", "connection string do bazy: {c}", "TeamSystem #2240: {c}",
    "i-doit object 'Databases': {c}", "l'adreça de la basa: {c}", "PANS_DB_URL={c}",
    "datasource in the Grafana provisioning file: {c}", "pasted in Whaller by mistake: {c}",
    "keep this connection string for me: {c}",
]  # fmt: skip
_urls = _framed(_Family("connection_string", _URLS, _with(_plain_pw, u=_USERS), "pw"), _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_988_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "gemmasale", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "orders:read shipments:write"}  # fmt: skip
        header = {"alg": "ES256", "typ": "JWT", "kid": _r(g, HEX, 16)}
        return _jwt_of(g, header, claims, 86)

    return make


def _baselinker(g: random.Random) -> str:
    """BaseLinker's shape: two numbers and fifty capitals and digits, joined by dashes."""
    return f"{g.randrange(1000, 10_000)}-{g.randrange(10_000, 100_000)}-{_r(g, UPPER_DIGITS, 50)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Vivaticket", "VIVATICKET_API_KEY", _j((HEX, 40))),
    ("Ticketor", "TICKETOR_API_TOKEN", _j((ALNUM, 32))),
    ("Musement", "MUSEMENT_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Civitatis", "CIVITATIS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Turitop", "TURITOP_SECRET_KEY", _j((ALNUM, 40))),
    ("Payplug", "PAYPLUG_SECRET_KEY", _j("sk_live_", (ALNUM, 32))),
    ("Lydia", "LYDIA_VENDOR_TOKEN", _j((HEX, 32))),
    ("Paysera", "PAYSERA_SIGN_PASSWORD", _j((HEX, 32))),
    ("Lemonway", "LEMONWAY_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Monext", "MONEXT_ACCESS_KEY", _j((ALNUM, 20))),
    ("HiPay", "HIPAY_PRIVATE_KEY", _j((HEX, 32))),
    ("Axepta", "AXEPTA_HMAC_KEY", _j((ALNUM, 32))),
    ("Scalapay", "SCALAPAY_API_KEY", _j((LOWER_DIGITS, 40))),
    ("PayPo", "PAYPO_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Trans.eu", "TRANSEU_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Timocom", "TIMOCOM_API_PASSWORD", _j((ALNUM, 24))),
    ("Wtransnet", "WTRANSNET_TOKEN", _vendor_jwt("https://api.wtransnet.com")),
    ("InPost", "INPOST_SHIPX_TOKEN", _vendor_jwt("https://api-shipx-pl.easypack24.net")),
    ("Colissimo", "COLISSIMO_API_KEY", _j((HEX, 64))),
    ("Mondial Relay", "MONDIAL_RELAY_PRIVATE_KEY", _j((ALNUM, 24))),
    ("Chronopost", "CHRONOPOST_API_PASSWORD", _j((ALNUM, 20))),
    ("Cubyn", "CUBYN_API_KEY", _j((HEX, 40))),
    ("Shippingbo", "SHIPPINGBO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("BRT", "BRT_API_KEY", _j((ALNUM, 32))),
    ("Packeta", "PACKETA_API_PASSWORD", _j((HEX, 32))),
    ("Furgonetka", "FURGONETKA_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Apaczka", "APACZKA_APP_SECRET", _j((ALNUM, 32))),
    ("BaseLinker", "BASELINKER_TOKEN", _baselinker),
    ("Hiboutik", "HIBOUTIK_API_KEY", _j((UPPER_DIGITS, 40))),
    ("Shoper", "SHOPER_CLIENT_SECRET", _j((HEX, 40))),
    ("IdoSell", "IDOSELL_API_KEY", _j((B64, 60), "==")),
    ("WiziShop", "WIZISHOP_API_TOKEN", _j((ALNUM, 64))),
    ("FreshMail", "FRESHMAIL_API_TOKEN", _vendor_jwt("https://api.freshmail.com")),
    ("SALESmanago", "SALESMANAGO_API_SECRET", _j((LOWER_DIGITS, 32))),
    ("Splio", "SPLIO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Fatture in Cloud", "FIC_ACCESS_TOKEN", _vendor_jwt("https://api-v2.fattureincloud.it")),
    ("wFirma", "WFIRMA_SECRET_KEY", _j((HEX, 32))),
    ("Fakturownia", "FAKTUROWNIA_API_TOKEN", _j((ALNUM, 20), "/gemmasale")),
    ("Sellsy", "SELLSY_CLIENT_SECRET", _j((HEX, 64))),
    ("Axonaut", "AXONAUT_USER_API_KEY", _j((HEX, 32))),
    ("Treatwell", "TREATWELL_CONNECT_SECRET", _j((URLSAFE, 48))),
    ("Planity", "PLANITY_API_KEY", _j((ALNUM, 36))),
    ("Akenza", "AKENZA_API_KEY", _j((HEX, 16), ".", (ALNUM, 32))),
    ("inFakt", "INFAKT_API_KEY", _j((HEX, 40))),
    ("Tiime", "TIIME_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Evoliz", "EVOLIZ_SECRET_KEY", _j((ALNUM, 40))),
    ("Storeden", "STOREDEN_API_KEY", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -gx {env} {tok}",
    ".env.production:\n{env}=\"{tok}\"",
    "k8s secret, stringData:\n  {env}: \"{tok}\"",
    "dokku config:set shop {env}={tok}",
    "fly secrets set {env}={tok}",
    "heroku config:set {env}={tok} -a gms-shop",
    "wp-config.php: define('{env}', '{tok}');",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "netlify.toml:\n[context.production.environment]\n  {env} = \"{tok}\"",
    "GitLab CI variable {env} (not masked!): {tok}",
    "crontab: {env}={tok} /opt/sync/run.sh",
    "docker run -e {env}={tok} gms/order-sync:2.4",
    "Gemmasale shop admin › Settings › Integrations › {vendor} › API key: {tok}",
    "i-doit table 'Integrations': | {vendor} | prod | {tok} |",
    "Skello note: rotate the {vendor} key {tok} after the season",
    "Talkspirit, Loïc: {vendor} key for the order sync: {tok}",
    "Whaller: the {vendor} token we use now is {tok}, the old one is revoked",
    "TeamSystem #2251: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please remember my {vendor} API key: {tok}",
    "la chjai API di {vendor} è {tok}",
    "la ciabi API di {vendor} è {tok}",
    "la ciave API de {vendor} xe {tok}",
    "la clau API de {vendor} es {tok}",
    "a ciave API de {vendor} è {tok}",
    "la cllé API de {vendor}, o l'é {tok}",
    "der API-schlissl van {vendor} ist {tok}",
    "dy API-šlysl fum {vendor} ej {tok}",
    "chiave API di {vendor} per lo shop: {tok}",
    "clé API {vendor} pour la boutique de Nice : {tok}",
    "klucz API {vendor} do sklepu: {tok}",
    "API ključ za {vendor}: {tok}",
    "API ključ za {vendor} (skladište Umag): {tok}",
    "API-Schlüssel für {vendor}, Lager Muggia: {tok}",
    "la clave API de {vendor} es {tok}",
    "مفتاح API الخاص بـ {vendor}: {tok}",
    "API-ключ {vendor}: {tok}",
    "{vendor} API 키는 {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    baselinker = _baselinker(rng)
    inpost = _r(rng, ALNUM, 40)
    lydia = _r(rng, HEX, 32)
    planity = _r(rng, ALNUM, 36)
    paysera = _r(rng, HEX, 32)
    hiboutik = _r(rng, UPPER_DIGITS, 40)
    return [
        Sample("vendor_token", f'r = requests.post("https://api.baselinker.com/connector.php", headers={{"X-BLToken": "{baselinker}"}}, data={{"method": "getOrders"}})', baselinker),
        Sample("vendor_token", f'curl -H "Authorization: Bearer {inpost}" https://api-shipx-pl.easypack24.net/v1/organizations', inpost),
        Sample("vendor_token", f'const lydia = new LydiaClient({{ vendorToken: "{lydia}" }});', lydia),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "PLANITY_KEY", "\\"{planity}\\"")\n  }}\n}}', planity),
        Sample("vendor_token", f"$paysera = new WebToPay_Client(118253, '{paysera}');", paysera),
        Sample("vendor_token", f'let hiboutik = HiboutikAPI(account: "gemmasale", key: "{hiboutik}")', hiboutik),
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


_BARE_PLACES = ["{t}", "Whaller: {t}", "shown once only, so:\n{t}", "lu token: {t}", "el token: {t}",
                "{t}\n^ the new one; the old one is revoked", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 20), ".", (URLSAFE, 43)), _j((B64, 48), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of brine-level sensor BL-12 (OTAA): {h}": 32,
    "AppSKey of the Loix weather node (ABP): {h}": 32,
    "HMAC secret for the Payplug notification URL: {h}": 64,
    "yggdrasil.conf on the Stintino gateway, PrivateKey: {h}": 128,
    "KNX IP Secure backbone key of the spa: {h}": 32,
    "DESFire AES key for the museum staff badges: {h}": 32,
    "ciave de cifratura del backup: {h}": 64,
    "dy šlysl fir s backup: {h}": 64,
    "la clau de chifratge dau backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "TeamSystem #2263: token copied from the browser devtools {t}",
    "Cookie: lang=fr; gms_session={t}",
    "SHOP_BRIDGE_TOKEN={t}",
    "keep this bearer token: {t}",
    "el token xe {t}",
    "le jeton, o l'é {t}",
    "token do API sklepu: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_988_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.gemmasale.eu/realms/staff",
            "azp": "pans-console",
            "roles": ["pans", "packing"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the brine server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.gemmasale.eu.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SHOP_SIGNING_KEY": "{key}", "tenant": "nice-shop"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_pans <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "TeamSystem #2270, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "a ciave privata d'u servidù:\n{key}": ("EC PRIVATE KEY", "\n"),
    "PGP key for the customs broker's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Sparrow wallet backup, copying it before the card goes in the shredder: {p}": "english",
    "Blockstream Green words (the old shop donations wallet, empty now): {p}": "english",
    "voice memo: the Zeus wallet recovery words are {p} and that's all of them": "english",
    "i-doit object 'Tip jar wallet (retired)': {p}": "english",
    "frase semilla de la cartera Exodus de la tienda: {p}": "spanish",
    "li paràuli di ricùpparu di lu portafogliu: {p}": "italian",
    "le parole de recupero del portafoglio: {p}": "italian",
    "li mots de recuperacion dau portafuèlha: {p}": "french",
    "les mots d'secours dau portefeuille: {p}": "french",
    "obnovovací fráze peněženky Trezor: {p}": "czech",
    "지갑 복구 구문: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
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
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Talkspirit, Maryvonne: the company card for the Beumer spare parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "TeamSystem #2281: pay the Wipotec service visit with card {c}",
    "lu nùmaru di la me' carta: {c}, {mm}/{yy}",
    "lu nùmaru di la me' caltha: {c}",
    "el numero dela mia carta xe {c}, scad. {mm}/{yy}",
    "lo numerò de la mieu carta: {c}",
    "u nümeru d'a me carta: {c}, {mm}/{yy}",
    "le numérô de ma carte, o l'é {c}",
    "de nummer van mai kort: {c}, {mm}/{yy}",
    "dy numer fu mȧjnym kart: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "maestro", "diners", "discover", "jcb", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "the three digits on the signature strip: {cvv}",
               "Amex {c}, the four-digit code above the number: {cvv}",
               "i tre numeri drio la carta: {cvv}",
               "li tres chifras darrier la carta: {cvv}",
               "trzy cyfry z tyłu karty: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 58 (three or four earlier corpora
# each); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"SA": "nn" + "c" * 18, "GI": "aaaa" + "c" * 15, "OM": "nnn" + "c" * 16,
                "EG": "n" * 25, "DO": "aaaa" + "n" * 20, "SV": "aaaa" + "n" * 20,
                "AD": "n" * 8 + "c" * 12, "AL": "n" * 8 + "c" * 16}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the IBAN's country
    "Invoice GMS-2033-118: please pay the Jeddah salt distributor to {i} within 30 days": "SA",
    "save the Gibraltar ship chandler's IBAN: {i}": "GI",
    "IBAN: {i}\nRef: fleur de sel for the Andorra la Vella shop, pallet 12": "AD",
    "Whaller #finance: the Muscat spa importer's new bank details, IBAN {i}": "OM",
    "l'IBAN meu: {i}": "AL",
    "lu me' IBAN è {i}": "DO",
    "el mio IBAN xe {i}": "AL",
    "lo miéu IBAN es {i}": "AD",
    "u me IBAN: {i}": "GI",
    "mon IBAN, o l'é {i}": "SV",
    "رقم الآيبان للموزع في القاهرة: {i}": "EG",
    "cuenta del distribuidor de San Salvador, IBAN {i}": "SV",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _icao_digit(chars: str) -> str:
    """ICAO 9303's check digit: digits as themselves, A-Z as 10-35, '<' as 0, weighted 7, 3, 1."""
    values = [0 if c == "<" else int(c) if c.isdigit() else ord(c) - 55 for c in chars]
    return str(sum(value * (7, 3, 1)[k % 3] for k, value in enumerate(values)) % 10)


def _fr_cni_mrz(g: random.Random) -> str:
    """The top line of a French identity card's machine-readable zone (TD1, 30 characters): IDFRA,
    a nine-character document number and its check digit, computed here by the 7-3-1 rule."""
    number = _r(g, UPPER_DIGITS, 9)
    return f"IDFRA{number}{_icao_digit(number)}" + "<" * 15


def _nrb(g: random.Random) -> str:
    """A Polish account number (NRB): the 26 digits of a PL IBAN without its letters, drawn until
    stdnum's `iban` validates it with PL before it; printed in Polish groups (2, then six of 4)."""

    def make(h: random.Random) -> str:
        bban = _r(h, D, 24)
        return std_iban.calc_check_digits("PL00" + bban) + bban

    nrb = v.until(g, make, lambda s: std_iban.is_valid("PL" + s))
    return nrb[:2] + " " + " ".join(nrb[k : k + 4] for k in range(2, 26, 4))


def _zzzs(g: random.Random) -> str:
    """A Slovenian health insurance card (ZZZS) number: nine digits; no check here."""
    return g.choice("0123") + _r(g, D, 8)


def _mbo(g: random.Random) -> str:
    """A Croatian health insurance number (HZZO's MBO): nine digits; no check here."""
    return g.choice("1234") + _r(g, D, 8)


def _ccss(g: random.Random) -> str:
    """Monaco's CCSS registration number, drawn as seven digits; its real shape is unchecked."""
    return g.choice("123456789") + _r(g, D, 6)


def _france_travail(g: random.Random) -> str:
    """A France Travail (job centre) identifiant: seven digits and a letter; no public check."""
    return _r(g, D, 7) + g.choice(UPPER)


def _formule(g: random.Random) -> str:
    """A French carte grise's formula number: a year, two letters, five digits; no check."""
    return f"{g.randrange(2009, 2034)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


def _pl_dr(g: random.Random) -> str:
    """A Polish vehicle registration document (dowód rejestracyjny): DR, a series, a number."""
    return f"DR/{_r(g, UPPER, 3)}/{_r(g, D, 7)}"


def _ine(g: random.Random) -> str:
    """A French student's INE: ten digits and a letter, drawn here without its check."""
    return _r(g, D, 10) + g.choice(UPPER)


def _it_passport(g: random.Random) -> str:
    """An Italian passport: Y, a letter and seven digits; no check."""
    return f"Y{g.choice(UPPER)}{_r(g, D, 7)}"


def _mc_passport(g: random.Random) -> str:
    """A Monegasque passport number, drawn as two digits, two letters, five digits; unchecked."""
    return f"{_r(g, D, 2)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


_ID_PLACES: dict[str, Maker] = {
    "ZZZS number on Nives's Slovenian health card: {s}": _zzzs,
    "številka kartice ZZZS od voznika: {s}": _zzzs,
    "el numero ZZZS dela mia tessera slovena xe {s}": _zzzs,
    "HZZO MBO of the Umag driver, for the insurance form: {s}": _mbo,
    "MBO broj osiguranika (HZZO): {s}": _mbo,
    "n° d'immatriculation CCSS de Letizia (Caisses Sociales de Monaco) : {s}": _ccss,
    "u me nümeru CCSS è {s}": _ccss,
    "identifiant France Travail de la saisonnière : {s}": _france_travail,
    "mon identifiant France Travail, o l'é {s}": _france_travail,
    "numéro de formule de la carte grise du camion EF-418-RZ : {s}": _formule,
    "le numérô d'formule d'la carte grise dau Renault, o l'é {s}": _formule,
    "numer dowodu rejestracyjnego naczepy: {s}": _pl_dr,
    "truck registration document no. (Polish dowód rejestracyjny) for the Kęty trailer: {s}": _pl_dr,
    "NRB do przelewu dla muzeum w Wilamowicach: {s}": _nrb,
    "dos kunt-numer (NRB) fum Jozef: {s}": _nrb,
    "MRZ top line of Anaïs's identity card, from the scan: {s}": _fr_cni_mrz,
    "lo numerò INE de la mieu filha (per la borsa): {s}": _ine,
    "numéro INE de l'apprentie paludière : {s}": _ine,
    "lu nùmaru di lu me' passapoltu: {s}": _it_passport,
    "lu nùmaru di lu passapolthu meu è {s}": _it_passport,
    "mai passnummer: {s}": _it_passport,
    "u nümeru d'u me passaportu: {s}": _mc_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 2)}" for _ in range(n)]


_BACKUPS = ["Payplug 2FA recovery codes\n{codes}", "spare sign-in codes for the shop's Microsoft 365 {codes}",
            "BaseLinker backup codes: {codes}", "i codici de riserva del 2FA:\n{codes}",
            "kody zapasowe 2FA: {codes}", "li còdici di riserva di lu 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Sellsy:loic@gemmasale.eu?secret={s}&issuer=Sellsy&period=30",
              "Aegis, manual entry key for the Lemonway login: {s}",
              "2FA setup key for the Trans.eu account: {s}",
              "la clau 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Lydia confirmation code", "Il tuo codice di verifica Banco di Sardegna è {c}",
          "Twój kod weryfikacyjny InPost: {c}",
          "Code de confirmation Crédit Maritime : {c}. Ne le communiquez à personne.",
          "Koda za potrditev ZKB: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n", " · "][index % 5] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["GMS-Packing", "GMS-Pans-Loix", "Stintino-Sarina", "Zaule-Brine-5G", "Wilamowice-Muzeum",
          "Erdemolo-Gruab", "Fontvieille-Grotta", "Babazouk-Shop", "Calangianus-Buttea",
          "Orange-ArsenRe", "Fastweb-Stintino", "TIM-Muggia-5G", "MonacoTelecom-Spa", "Free-Nissa",
          "UPC-Kety"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "packing hall network {s}, password {pw}",
    "wifi in the salt grotto: {s} / {pw}",
    "ESP32 provisioning for the pan sensors: ssid {s}, pass {pw}",
    "the key on the sticker under the Orange box: {pw}",
    "la password di la wifi {s} è {pw}",
    "la password di lu wifi {s} è {pw}",
    "la password del wifi {s} xe {pw}",
    "lo mot de passa dau wifi {s} es {pw}",
    "a parola segreta d'u wifi {s} è {pw}",
    "le mot d'passe dau wifi {s}, o l'é {pw}",
    "s passbort van wifi {s} ist {pw}",
    "s hȧjmlik wuot fum wifi {s} ej {pw}",
    "LoRa gateway backhaul: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sk_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j((ALNUM, 28)), _j((LOWER_DIGITS, 36))]  # fmt: skip
_SPELL = ["reading it out character by character: {t}", "[dictated on the Skred call] {t}",
          "(spaced so the Whaller preview hides it) {t}", "letera per letera: {t}",
          "lettre après lettre: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", "-"][style // 2].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["lu còdici di lu lucchettu di lu magasinu: {pw}", "lu còdizi di lu lucchettu di la sarina: {pw}",
          "el codice del luchetto del capanon: {pw}", "lo còdi dau cadenàs de la cava: {pw}",
          "u codiçe d'u lucchëtu d'a grotta: {pw}", "le code dau cadenas dau cabanon: {pw}",
          "der kod van schloss en de gruab: {pw}", "dy kod fum šłus: {pw}",
          "QLab workspace passcode for the grotto show: oscsend qlab.gms.lan 53000 /workspace/grotto/connect s {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 4, 6][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["halite", "gabelle", "salicorne", "oeillet", "vasiere", "ladure", "salamoia",
                 "stollen", "boette", "gerla", "simoussi", "tramoggia", "cristallo", "windlass",
                 "brine", "crystal"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "Enpass vault passphrase: {p}": "-", "Padloc master passphrase: {p}": ".",
            "KeePassXC database passphrase for the lab: {p}": " ",
            "la frase segreta del backup: {p}": " ", "hasło-fraza do sejfu: {p}": "_",
            "der passsotz fir s backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Paw request to the Cubyn API: Authorization: Bearer {v}": False,
    "Yaak workspace header Authorization = Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "httpyac .http file: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "nzbget.conf:\nControlUsername=nzbget\nControlPassword={pw}\nControlPort=6789",
    "spotifyd.conf:\n[global]\nusername = \"shopradio@gemmasale.eu\"\npassword = \"{pw}\"\nbackend = \"alsa\"",
    "ninjamsrv.cfg:\nPort 2049\nUser jam {pw} *\nServerLicense license.txt",
    "tuic server.json:\n{{\"server\": \"[::]:443\", \"users\": {{\"9f6c2b1e-3a44-4c1d-9c07-5b2e8d1f0a36\": \"{pw}\"}}}}",
    "peervpn.conf:\nnetworkname GMSNET\npsk {pw}\nport 7000\ninterface peervpn0",
    "vtund.conf:\npans {{\n  passwd {pw};\n  type ether;\n  proto udp;\n}}",
    "/etc/racoon/psk.txt:\n203.0.113.40 {pw}",
    "mihomo config.yaml:\nexternal-controller: 127.0.0.1:9090\nsecret: \"{pw}\"",
    "cjdroute.conf:\n\"authorizedPasswords\": [{{\"password\": \"{pw}\", \"user\": \"muggia\"}}]",
    "/etc/iscsi/iscsid.conf:\nnode.session.auth.authmethod = CHAP\nnode.session.auth.username = lab\nnode.session.auth.password = {pw}",
    "mfsexports.cfg:\n10.40.0.0/24 / rw,alldirs,maproot=0,password={pw}",
    "i-doit src/config.inc.php:\n'user' => 'idoit',\n'pass' => '{pw}',",
    "OroCommerce .env-app.local:\nORO_DB_URL=postgres://oro:{pw}@pg.gms.lan:5432/oro",
    "nopCommerce App_Data/dataSettings.json:\n{{\"DataProvider\": \"sqlserver\", \"ConnectionString\": \"Data Source=sql.gms.lan;Initial Catalog=shop;User ID=nop;Password={pw}\"}}",
    "Zen Cart includes/configure.php:\ndefine('DB_SERVER_PASSWORD', '{pw}');",
    "CS-Cart config.local.php:\n$config['db_password'] = '{pw}';",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Thierry: packing hall wifi password?\nAnaïs: {pw}",
    "[05:40] tymek: root pw for the museum server?\n[05:41] hanna: {pw}",
    "Letizia: {pw} is the new Halomed admin password",
    "Bepi: use {pw}, that's what the Netzsch has now",
    "Gavino: la password noa è {pw}",
    "Tonino: la password noba è {pw}",
    "Jòrgi: lo mot de passa nòu es {pw}",
    "Cédric: a parola segreta növa è {pw}",
    "Giacomo: s nai passbort ist {pw}",
    "Florian: s nojy hȧjmlik wuot ej {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "p\u0430ssword = {pw}", "ρassword → {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 {pw}",
    "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "pa\u200dss\u200dword = {pw}", "pass\u180eword: {pw}", "𝓅𝒶𝓈𝓈𝓌𝑜𝓇𝒹 {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, held-out 32's counts; its labelled passwords
# drawn here as 34 in English and 26 in other languages).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said_en, 34), (_said_xx, 26), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13),
    (_vendors, 56), (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Beumer admin password is": "{s}", "Wipotec service pw:": "{s} (since the firmware update in April)",
    "la password noa è": "{s}", "Netzsch password": "{s}\nchange it after the summer harvest",
    "la password xe": "{s}", "mot de passa:": "{s}", "le mot d'passe, o l'é": "{s}",
    "Halomed password": "{s}", "the password Bepi read out on the radio was": "{s}, I think",
    "s hȧjmlik wuot ej": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Cubyn API key", "{s}", _j((HEX, 40))),
    ("split_token", "BaseLinker token:", "{s} (order sync)", _baselinker),
    ("split_token", "Lemonway API key", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SA"))),
    ("split_backup", "Payplug recovery codes", "{s}\nqzmw-4417-rt\nhvbk-9032-pa", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NRB", "{s}", _nrb),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"netzsch": {"url": "https://nemo.gms.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mot_de_passa": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "bepi", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"hmis": [{"name": "pan-7"}, {"name": "pan-8", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["defncopy", "-S", "sybase.gms.lan", "-U", "ops", "-P", "{s}", "-o", "procs.sql", "stock"]}': ("meta_password", _plain_pw),
    '{"note": "la password del PC de Zaule xe {s}"}': ("meta_password", _plain_pw),
    '{"parola_segreta": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Veolia HMI as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"cubyn": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"baselinkerToken": "{s}"}': ("meta_token", _baselinker),
    '{"axonaut_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"X-Api-Key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"distributor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "OM")),
    '{"driver": {"zzzs_number": "{s}"}}': ("meta_id", _zzzs),
    '{"mfa": {"backup_codes": ["{s}", "qzmw-4417-rt", "hvbk-9032-pa"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tip_jar_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"nwk_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"museum_gallery": {"lock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "GMS-Packing", "key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"nemo-panel-firmware-2.8.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/gemmasale/shop-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"pans: add brine density column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"shop: revert EAN mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"iodine_2033-04-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"harvest-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Beumer palletiser password before the service visit on 2033-06-14.",
    "Anaïs asked for the packing hall wifi password; it's on the card in the foreman's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Whaller; share a vault link instead.",
    "The `.env.example` line `CUBYN_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Halomed panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_BASELINKER_TOKEN> in the README with the token from your BaseLinker panel.",
    "PAYPLUG_SECRET_KEY and LYDIA_VENDOR_TOKEN must be set before the nightly order sync runs.",
    "No dì a nisciunu la to password.",
    "No dizzi a nisciunu la to password.",
    "No sta dir a nissun la tua password.",
    "Non diguès a degun lo tieu mot de passa.",
    "Nun dì a nisciün a to parola segreta.",
    "Dis point ton mot d'passe à parsoune.",
    "Sog en kuan dai passbort.",
    "Zoɫ kȧjnum dȧjn hȧjmlik wuot.",
    "La password deve avere almeno quattordici caratteri.",
    "Hasło musi mieć co najmniej czternaście znaków.",
    "Geslo mora imeti vsaj štirinajst znakov.",
    "Le mot de passe doit comporter au moins quatorze caractères, merci.",
    "Upgraded the Wipotec firmware from 4.1 to 4.3 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the brine density column for pan 7.",
    f"Rolled back to {_SHORT} after the EAN mapping broke the shop export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Netzsch panel firmware 2.8.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of harvest-2032.parquet: {_SHA512}",
    f"The shop API container runs ghcr.io/gemmasale/shop-api@sha256:{_IMAGE}.",
    f"MD5 of iodine_2033-04-02.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3c8f1a2e-9b4d-4e61-8a7c-2d5f0b9e1c47 is the slow one in the Cubyn logs.",
    "Purchase order PO-2033-00512 for 120 sacks of fleur de sel ships on Thursday.",
    "TeamSystem #2218: the Zaule brine pump 3 alarm keeps tripping at night.",
    "Call the Loix saltworks office on +33 5 46 29 18 40 before noon.",
    "Container MSCU 5273410 with the Stintino salt is at the Trieste terminal.",
    "CMR consignment note GMS-TS-2033-0091 covers 22 pallets of rock salt.",
    "HS code 2501.00 covers salt; 2501.00.91 is salt for human consumption.",
    "Pan 7 brine is at 25.5 °Bé and 31 °C; the crystalliser is at 27 °Bé.",
    "After five wrong passwords the Wipotec locks the account for 20 minutes.",
    "The Wilamowice gallery is 42 m below ground; a visitor tour takes 50 minutes.",
    "The secret of good fleur de sel is a dry north-east wind in July.",
    "Ask Bepi for the Zaule shed padlock code, I don't have it.",
    "My card ending 4417 was declined at the Muggia hardware store.",
    "The Jeddah distributor wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the shop's Payplug account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `BASELINKER_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the Loix shed rusts in the salt air; oil it every month.",
    "Cubyn moved the API key page under Settings › Developers in its June release.",
    "ISBN 978-2-07-036822-8 is the salt history book in the museum shop; ORCID iD 0000-0002-1825-0097 belongs to its author.",
    "The guest wifi 'Gemmasale-Guest' in the Nice shop is open, no password needed.",
    "Lot number LOT-2033-LOIX-0412, 25 kg, moisture 3.1 %; iodine 15 mg/kg.",
    "Truck EF-418-RZ leaves Muggia at 05:30 for Wilamowice; the driver rests in Brno.",
    "The spa sessions in the salt grotto last 45 minutes, twelve guests at most.",
    "Version 2.14.1 of the shop theme fixes the basket rounding bug.",
    "The PIN pad at the Nice shop till is being replaced on Monday.",
    "Use the password manager's generator, 20 characters, for every new supplier portal.",
    "La contraseña del portal se cambia cada noventa días.",
    "Das Kennwort wird nie per E-Mail verschickt.",
    "Lozinku nikad ne šaljemo e-poštom.",
    "Tide at Loix tomorrow: high water 06:42 (coefficient 98), low water 12:55.",
    "The Erdemolo mine tour starts at 10:00 and 14:30; helmets are provided.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/gms/netzsch", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2218", "purchase_order": "PO-2033-00512"}',
    '{"lot": {"id": "LOT-2033-LOIX-0412", "weight_kg": 25, "iodine_mg_kg": 15}}',
    '{"phone": "+33 5 46 29 18 40", "city": "Loix"}',
    '{"request_id": "3c8f1a2e-9b4d-4e61-8a7c-2d5f0b9e1c47", "status": 504}',
    '{"hs_code": "2501.00", "origin": "FR", "description": "sea salt"}',
    '{"truck": "EF-418-RZ", "carrier": "Gemmasale fleet", "eta": "2033-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
