# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, fifty-eighth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to fifty-fourth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/` nor anything else under `memories/`, the
tuning corpus, the round corpora, any test, the reports nor the value model's trainer, nor the
corpora written at the same time by other sessions (the fifty-fifth to fifty-seventh); the scrubber
was never run on it. Its own seed, password words, names, places, templates, tools, vendors and
layouts, the way the weighbridge clerks, sorting-line operators, truck drivers, reuse-shop staff and
office of a municipal recycling and waste-sorting works (Kitara-Elgon Recovery Works, KERW: a
materials-recovery plant at Hoima, transfer stations at Fort Portal and Mbale, a glass-cullet yard
at Budaka, a tyre-shredding yard at Nebbi, the Kabalega reuse shop, a truck fleet and smart bins,
selling baled PET to Kilifi, e-waste to Meru, copper scrap to Likasi and Lubumbashi and baled metal
to Juba) leak secrets into an assistant's memory: shift handover books, radio logs, SMS, chat,
tickets (WB-…), e-mails, runbooks, incident notes, notes to self, shell history (cmd.exe and
PowerShell on the weighbridge PC, a baler's Raspberry Pi, Termux on a foreman's phone, cron,
script(1) logs, CI and Jenkins output), configs, README fragments, voice-dictated text and requests
to the assistant itself; the web pages and panels of weighing, sorting, shredding, screening,
baling, picking and bin-sensing hardware (Fairbanks, Cardinal, Precia Molen, Weightron, Bilanciai,
Pfreundt, Schenck Process, Essae, Leon Engineering, Steinert, Sesotec, Machinex, Bollegraaf, Van
Dyk, Redwave, Binder+Co, CP Group, Max-AI, AMP Robotics, ZenRobotics, Recycleye, Everest Labs,
Greyparrot, Picvisa, Unisensor, Lubo, Komptech, Doppstadt, Vecoplan, Lindner, UNTHA, Weima, Eldan,
SSI, Hammel, Terex Finlay, McCloskey, Keestrack, Sennebogen, Harris, Marathon, Macpresse, Bramidan,
Orwak, Strautmann, Kiverco, Eggersmann, Bezner, Sutco, Bigbelly, Ecube Labs, Sensoneo, Nordsense,
Enevo, Compology) and fleet portals (Tramigo, Traxroot, Masternaut, SmartDrive). Commands of tools
no earlier corpus names: onvif-util, arangorestore, smtp-cli, pyads (`add_route_to_plc`), MaxDB's
dbmcli, dbdeployer, fsarchiver, wkhtmltopdf and shoutrrr, beside common ones in layouts of its own;
configs of the OpenTelemetry Collector, vdirsyncer, Netdisco, SmokePing, xl2tpd, BenchBase and
goimapnotify, beside a weighbridge program's ini file, .NET, Spring, Laravel, Django, NUT, Asterisk,
Mosquitto bridges, OpenVPN and rsyncd. About 60 % English (or language-neutral config and shell),
the rest in Runyoro-Rutooro, Lumasaba (Lugisu), Lugwere, Alur, Juba Arabic, Kimeru, Giriama
(Kigiryama) and Kiluba (Luba-Katanga) (no earlier docstring names them; their wordings are the
author's, loanwords such as "password" kept as speakers use them), and Swahili, Luganda, French,
Arabic, Simplified Chinese, Gujarati, German, Dutch, Danish, Japanese, Korean, Portuguese, Italian,
Spanish, Russian and Turkish in wordings of their own. Vendors whose tokens are planted (AMP
Robotics, Greyparrot, ZenRobotics, Recycleye, Everest Labs, Routeware, Soft-Pak, Rubicon, Compology,
Sensoneo, Enevo, Nordsense, Evreka, Bigbelly, Recycle Coach, Re-TRAC Connect, WasteLogics, Wastedge,
AMCS, Ecube Labs, Waste Vision, Cartegraph, Weighsoft, Tramigo, Traxroot, Masternaut, SmartDrive,
DPO Pay, Beyonic, Yo! Payments, Chipper Cash, Jenga, Orange Money, Erply, Posterita, Plate
Recognizer, Sightengine, EgoSMS, SMSLeopard, Edge Impulse, Ultralytics HUB, SurveyCTO, Fulcrum,
Klippa, Thinger.io, emnify, The Things Network and Taggun; tokens shaped as drawn here) are ones
heldouts 5 to 54 do not name. Every person and company id module python-stdnum ships is used by an
earlier corpus (or reached through the value helpers), so the ids here are kinds none of them uses
and carry no check a library or this file verifies (no check-digit algorithm is written here;
shapes as drawn here): Uganda's driving permit number, Kenya's NTSA driving licence, South
Sudan's national ID number, nationality certificate number and passport, Uganda's refugee ID
(OPM), the UNHCR individual number, a DR Congo permis de conduire, a Tanzanian driving licence and a
Chinese social security card number. Card numbers pass Luhn (the value helpers' brands, checked
with python-stdnum's `luhn`). The IBANs are of the countries used least by a rough count over
heldouts 5 to 54 (Switzerland, the Czech Republic, Germany, Denmark, the United Kingdom, the
Netherlands, Norway and Romania, three earlier corpora each by that count), drawn until
`stdnum.iban` validates them (for Norway that includes the account's own check digit); seed phrases
come from `mnemonic`'s English, Italian, Czech, Russian, Korean, Simplified Chinese and French
lists.
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

SEED = 49_390_398
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


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


_MATERIALS = ["Cullet", "Trommel", "Baler", "Hopper", "Windrow", "Leachate", "Regrind", "Ferrous",
              "Tipper", "Compost", "Shredder", "Granulate", "Picker", "Magnet", "Flake", "Offcut",
              "Skip", "Tailings"]  # fmt: skip
_KIT = ["Conveyor", "Weighbridge", "Eddy", "Ballistic", "Infeed", "Overband", "Starscreen",
        "Airknife", "Drumscreen", "Balewire", "Forklift", "Loader", "Hooklift", "Skiploader"]  # fmt: skip
_PLACES = ["Hoima", "Kitara", "Busiisi", "Kigorobya", "Kabalega", "FortPortal", "Kabarole",
           "Mpanga", "Mbale", "Nkoma", "Namakwekwe", "Elgon", "Sipi", "Budaka", "IkiIki", "Nebbi",
           "Pakwach", "Panyimur", "Kilifi", "Malindi", "Meru", "Nkubu", "Likasi", "Lubumbashi",
           "Juba", "Gudele", "Munuki"]  # fmt: skip
_NAMES = ["Kato", "Abwooli", "Atwooki", "Amooti", "Akiiki", "Kahwa", "Nyakato", "Kabagambe",
          "Wamala", "Nabifo", "Wanzala", "Namono", "Mafabi", "Kirya", "Nakaire", "Mwasa", "Okumu",
          "Ocaya", "Adong", "Lado", "Keji", "Poni", "Wani", "Kinoti", "Gatwiri", "Mwiti",
          "Kahindi", "Kadzo", "Charo", "Ilunga", "Kalenga", "Banze", "Mette", "Sjoerd", "Ulrike",
          "Hemal", "Nirali"]  # fmt: skip
_EMPAAKO = ["Amooti", "Abwooli", "Akiiki", "Atwooki", "Apuuli", "Araali", "Adyeeri", "Acaali",
            "Abbooki", "Ateenyi", "Okaali"]  # fmt: skip
_SYMBOLS = "!#%&*?@+=$_"
_LEET = ["Cull3t", "Tr0mm3l", "B4l3r", "H0pp3r", "W1ndr0w", "K1t4r4", "3lg0n", "Shr3dd3r",
         "M4gn3t"]  # fmt: skip


def _plate(g: random.Random) -> str:
    """A Ugandan truck's plate, a sign and a machine: how the fleet office makes one up."""
    plate = f"U{g.choice('ABCDEFGHJ')}{g.choice(UPPER)}{g.randrange(100, 1000)}{g.choice(UPPER)}"
    return f"{plate}{g.choice(_SYMBOLS)}{g.choice(_KIT)}"


def _bale(g: random.Random) -> str:
    """A bale's weight, a sign and a site, as the balers' crew jokes one together."""
    return f"Bale{g.randrange(200, 1200)}kg{g.choice(_SYMBOLS)}{g.choice(_PLACES)}"


def _generated(g: random.Random) -> str:
    """Three dot-joined groups of five, small letters and digits, as a generator writes them."""
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_MATERIALS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_MATERIALS).lower()}.{g.randrange(100, 1000)}.{g.choice(_PLACES).lower()}",
    lambda g: f"{g.choice(_EMPAAKO)}{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "#@%&+=", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(2019, 2036)) + g.choice(_SYMBOLS),
    _plate,
    lambda g: "-".join(w.lower() for w in g.sample(_KIT, 2)) + f"-{g.randrange(10, 100)}",
    _bale,
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    _generated,
    lambda g: f"{g.choice(_NAMES)}{g.choice(_MATERIALS)}{g.randrange(1, 100):02d}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_KIT)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}{g.randrange(2020, 2036)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9_.~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Shift handover book, night to day: the Fairbanks weighbridge indicator admin password is {pw}",
    "SMS from Atwooki: Cardinal 225 weighbridge terminal password {pw}",
    "Radio log 06:40, gate 2: Precia Molen i40 indicator password {pw}",
    "Weightron Bilanciai D530 web panel password {pw}, per Kahwa",
    "Pfreundt loader-scale PC on loader 3: password {pw}",
    "Schenck Process INTECONT Tersus belt-scale password {pw}",
    "Essae weighbridge software, admin password: {pw}",
    "Leon Engineering scale controller at Mbale, password {pw}",
    "Steinert UniSort PR sorter HMI password {pw}",
    "Sesotec VARISORT service login password {pw}",
    "Machinex SamurAI robot cell password {pw}",
    "Bollegraaf baler touch panel, supervisor password {pw}",
    "Van Dyk remote-support portal password {pw}",
    "Redwave optical sorter engineer password {pw}",
    "Binder+Co CLARITY glass sorter at Budaka: password {pw}",
    "CP Group disc screen PLC web password {pw}",
    "Max-AI AQC robot admin password {pw}",
    "AMP Cortex robot teach pendant password {pw}",
    "ZenRobotics Heavy Picker operator password {pw}",
    "Recycleye vision station on line 1, local password {pw}",
    "Everest Labs RecycleOS console password {pw}",
    "Greyparrot Analyzer unit above line 2, local password {pw}",
    "Picvisa sorter panel password {pw}",
    "Unisensor PET sorter password {pw}",
    "Lubo star screen control password {pw}",
    "Komptech Terminator telematics password {pw}",
    "Doppstadt shredder control password {pw}",
    "Vecoplan VAZ shredder HMI password {pw}",
    "Lindner Komet control panel password {pw}",
    "UNTHA XR shredder, maintenance password {pw}",
    "Weima granulator PLC password {pw}",
    "Eldan tyre line supervisor password at Nebbi: {pw}",
    "SSI Quad shredder web password {pw}",
    "Hammel pre-shredder remote password {pw}",
    "Terex Finlay trommel T-Link password {pw}",
    "McCloskey screen telematics password {pw}",
    "Keestrack crusher telematics password {pw}",
    "Sennebogen material handler SENCON password {pw}",
    "Harris baler HMI password {pw}",
    "Marathon compactor monitor password {pw}",
    "Macpresse baler password {pw}",
    "Bramidan baler app password {pw}",
    "Orwak baler service password {pw}",
    "Strautmann baler service menu password {pw}",
    "Kiverco picking station PLC password {pw}",
    "Eggersmann BACKHUS windrow turner password {pw}",
    "Bezner sorting line SCADA password {pw}",
    "Sutco conveyor control password {pw}",
    "Bigbelly CLEAN portal password {pw}",
    "Ecube Labs CleanCUBE dashboard password {pw}",
    "Sensoneo dashboard password {pw}",
    "Nordsense portal login password {pw}",
    "Enevo portal password {pw}, the municipal account",
    "Compology dashboard password {pw}",
    "Tramigo fleet portal password {pw}",
    "Traxroot password for the truck trackers: {pw}",
    "Masternaut Connect password {pw}",
    "SmartDrive video review portal password {pw}",
    "WB-2290: the Fairbanks indicator at Hoima still accepts the old password {pw}, please rotate",
    "Dear Kabagambe,\n\nthe administrator password on the weighbridge server is {pw}. Please delete this e-mail once it is in the vault.\n\nRegards,\nMette",
    "Incident 2032-06-03: the Steinert HMI was reachable from the guest network with password {pw}",
    "Runbook: clearing a baler 2 jam\n1. stop the infeed conveyor\n2. open the Bollegraaf panel\n3. password {pw}\n4. reverse the ram twice",
    "README (sorting hall rack)\nthe Max-AI UI is at https://maxai.kerw.lan, admin password `{pw}`.",
    "my Centenary Bank app password is {pw} now",
    "can you remember my dfcu online banking password? it's {pw}",
    "please keep the Rawbank app password for me: {pw}",
    "dictated: the Routeware admin password is {pw} full stop",
    "note to self: Weighsoft server password {pw}",
    "after the reinstall the Steinert HMI password became {pw}",
    "Password ya email yange ni {pw}",
    "password ya router omu nju yange: {pw}",
    "Kato: password empyaka ya server ni {pw}, otagambira muntu weena",
    "Password yange ye email ni {pw}",
    "password ye router mu nzu: {pw}",
    "Wamala: password impia ye server ni {pw}, sowabolela umundu yesi",
    "Password yange eya email niiyo {pw}",
    "password ya router mu nyumba yange: {pw}",
    "Kirya: password empya eya server niiyo {pw}",
    "password pa email mera en {pw}",
    "password pa router i ot: {pw}",
    "Okumu: password manyen pa server en {pw}, kud iwac ne dhano moro",
    "password tai email tai ana huwa {pw}",
    "password tai router fi bet: {pw}",
    "Lado: password jedid tai server huwa {pw}, ma kalim ayi zol",
    "Password ya email yakwa nĩ {pw}",
    "password ya router ya nyomba: {pw}",
    "Kinoti: password njerũ ya server nĩ {pw}, ũtikeere muntu",
    "Password ya email yangu ni {pw}, usimwambire mutu",
    "password ya router ya kaya: {pw}",
    "Kahindi: password mpya ya server ni {pw}",
    "Password ya email yami i {pw}",
    "password ya router mu njibo: {pw}",
    "Ilunga: password ya bupya ya server i {pw}, kokalombola muntu nansha umo",
    "nenosiri la kompyuta ya mizani ni {pw}",
    "ekigambo ky'ekyama ekya kompyuta ya weighbridge kye {pw}",
    "le mot de passe du pont-bascule de Hoima, c'est {pw}",
    "كلمة السر لجهاز الميزان هي {pw}",
    "修车间那台电脑的密码改成 {pw} 了",
    "સ્ક્રેપ યાર્ડના કમ્પ્યુટરનો પાસવર્ડ {pw} છે",
    "Zugangspasswort Steinert-Leitrechner: {pw}",
    "wachtwoord van de balenpers-pc: {pw}",
    "adgangskoden til ballepressens panel er {pw}",
    "選別機の管理画面、パスワードは {pw}",
    "파쇄기 HMI 비밀번호: {pw}",
    "a senha do painel da prensa é {pw}",
    "la password della pesa a ponte è {pw}",
    "contraseña del PC de la báscula: {pw}",
    "пароль от панели пресса — {pw}",
    "kantar bilgisayarının şifresi {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["kato.a", "abwooli", "atwooki", "amooti.k", "kahwa", "nyakato", "wamala", "nabifo.m",
          "kirya", "nakaire", "okumu", "ocaya.j", "adong", "lado", "keji.p", "kinoti", "gatwiri",
          "kahindi", "kadzo", "ilunga", "kalenga.m", "mette", "sjoerd", "ulrike.b", "hemal.s",
          "wbclerk2", "svc-sorter", "shop-till", "fleet-ops", "baler01"]  # fmt: skip
_LOGINS = [
    "Shift book: weighbridge login {u} / {pw}",
    "WB-2291: {u} locked out of the Steinert HMI, last password {pw}",
    "user={u} pass={pw}",
    "KERW Ops wiki › Sorting › Max-AI: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Weighsoft | {u} | {pw} |",
    "log into the Bramidan app as {u} with {pw}",
    "Sensoneo login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: wb-pc\n  user: {u}\n  pass: {pw}",
    "system,user,password\ntraxroot,{u},{pw}",
    "ssh {u}@sorter-gw.kerw.lan   # pw {pw}",
    "Ulrike says the Redwave account is {u} and the password is {pw}",
    "Radio log: the gate tablet signs in as {u}, password {pw}",
    "eibara ly'omukozesa {u}, password {pw}",
    "lisiina lye user {u}, password {pw}",
    "erinya lya user {u}, password {pw}",
    "nyingi user {u}, password {pw}",
    "isim tai user {u}, password tai huwa {pw}",
    "rĩĩtwa rĩa user {u}, password {pw}",
    "dzina ra user {u}, password {pw}",
    "dijina dya user {u}, password {pw}",
    "jina la mtumiaji {u}, nenosiri {pw}",
    "erinnya lya user {u}, ekigambo ky'ekyama {pw}",
    "identifiant {u}, mot de passe {pw}",
    "brugernavn {u}, adgangskode {pw}",
    "યુઝરનેમ {u}, પાસવર્ડ {pw}",
    "账号 {u} 密码 {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["cullet", "trommel", "baler", "hopper", "windrow", "kabalega", "mpanga", "nkoma",
               "sipi", "gudele", "kaya", "nkubu", "likasi", "overband", "leachate", "regrind",
               "empaako", "busiisi"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is {w} in small letters, followed by the digits {d}",
    "say it like this: {w}, then the number {d}",
    "for the Bramidan it's the word {w}, and {d} after it",
    "voice note: the sorting hall wifi password is {w} then {d}, no gap",
    "type {w}{d}, the word and the number together",
    "password ni ekigambo {w}, hanyuma {d}",
    "password ni lulomo {w}, khanyuma {d}",
    "password niiyo ehigambo {w}, ohumalaho {d}",
    "password en lok {w}, i ng'eye {d}",
    "password huwa kalima {w}, ba'ad dak {d}",
    "password nĩ kiugo {w}, thutha wa ũguo {d}",
    "password ni neno {w}, badaye {d}",
    "password i kishima {w}, kupwa {d}",
    "nenosiri ni neno {w}, kisha namba {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "onvif-util -u {u} -p '{pw}' 10.40.2.31",
    "arangorestore --server.endpoint tcp://arango.kerw.lan:8529 --server.username {u} --server.password '{pw}' --input-directory dump/bins",
    "smtp-cli --host=mail.kerw.ug:587 --enable-auth --user={u} --pass='{pw}' --from=weighbridge@kerw.ug --to=ops@kerw.ug --subject='daily tonnage'",
    "python3 -c \"import pyads; pyads.add_route_to_plc('10.40.3.5.1.1', 'SCADA-01', '10.40.3.20', '{u}', '{pw}')\"",
    "dbmcli -d KRW -n maxdb.kerw.lan -u {u},{pw} db_state",
    "dbdeployer deploy single 8.0.36 --db-user={u} --db-password='{pw}' --port=5731",
    "fsarchiver savefs -j4 -c '{pw}' /mnt/usb/wb-pc-2032.fsa /dev/sda2",
    "wkhtmltopdf --username {u} --password '{pw}' https://reports.kerw.lan/tonnage/daily tonnage.pdf",
    "shoutrrr send --url 'smtp://{u}:{pw}@mail.kerw.ug:587/?from=alerts@kerw.ug&to=ops@kerw.ug' --message 'baler 2 jammed'",
    "sqlcmd -S WB-PC\\SQLEXPRESS -U {u} -P '{pw}' -Q \"SELECT TOP 20 * FROM dbo.Tickets\"",
    "mysqldump -h db.kerw.lan -u {u} -p'{pw}' weighbridge tickets > tickets.sql",
    "net use W: \\\\wb-pc\\tickets /user:KERW\\{u} {pw}",
    "curl -s -u {u}:{pw} https://sorter-gw.kerw.lan/api/v1/recipes",
    "sshpass -p '{pw}' scp tonnage.csv {u}@reports.kerw.lan:/srv/in/",
    "mosquitto_sub -h mqtt.kerw.lan -u {u} -P '{pw}' -t 'bins/+/fill'",
    "redis-cli -h cache.kerw.lan -a '{pw}' --scan --pattern 'ticket:*'",
    "ipmitool -I lanplus -H 10.40.0.11 -U {u} -P '{pw}' chassis power status",
    "xfreerdp /v:wb-pc.kerw.lan /u:{u} /p:'{pw}' /cert:ignore",
    "7z a -p'{pw}' -mhe=on payroll-2032-05.7z payroll/",
    "openssl enc -aes-256-cbc -pbkdf2 -in tickets.csv -out tickets.enc -pass pass:{pw}",
    "docker login registry.kerw.lan -u {u} -p '{pw}'",
    "rabbitmqctl add_user {u} '{pw}'",
    "mysql -h db.kerw.lan -u{u} -p{pw} -e 'show processlist'",
    "lftp -u {u},{pw} sftp://edi.kilifi-pet.co.ke",
    "smbclient //nas.kerw.lan/scans -U {u}%{pw} -c 'ls'",
    "keytool -importkeystore -srckeystore sorter.p12 -srcstoretype PKCS12 -srcstorepass '{pw}' -destkeystore sorter.jks",
    "zip -P '{pw}' driver-permits.zip driver-permits.xlsx",
    "psql 'host=pg.kerw.lan user={u} password={pw} dbname=fleet'",
    "echo '{pw}' | sudo -S systemctl restart weighbridge-bridge",
    "ldapsearch -x -H ldap://dc1.kerw.lan -D 'cn={u},ou=staff,dc=kerw,dc=lan' -w '{pw}' '(objectClass=person)'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "C:\\KERW\\weighbridge> {c}", "PS C:\\Users\\wbclerk> {c}",
    "root@baler-pi:~# {c}", "ops@kerw-jump:~$ {c}",
    ".bash_history on the sorter gateway, line 311: {c}",
    "history | tail on reports.kerw.lan:\n  482  {c}", "Termux on the foreman's phone: {c}",
    "cron on the scale server: 15 6 * * * {c}", "script(1) log, night shift:\n{c}",
    "pasted from the integrator's laptop: {c}", "GitLab CI job log:\n$ {c}",
    "Jenkins console output:\n+ {c}", "tmux scrollback pasted into WB-2310: {c}",
    "asciinema cast of the shredder PLC upgrade: {c}", "Makefile, target backup:\n\t{c}",
    "ekiragiro eki nkakozesa: {c}", "ikhomandi yeneyo nakozesa: {c}", "ekiragiro kye nkozeseze: {c}",
    "command ma atimo: {c}", "command al ana shagal: {c}", "command ĩrĩa ndarekire: {c}",
    "command niyoitumia: {c}", "command yonalongele: {c}", "amri niliyoendesha: {c}",
    "la commande que j'ai lancée : {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.kerw.lan:5432/tonnage",
    "mysql+pymysql://{u}:{pw}@db.kerw.lan/weighbridge",
    "mongodb+srv://{u}:{pw}@bins.kerw-cluster.mongodb.net/fill?retryWrites=true",
    "redis://{u}:{pw}@cache.kerw.lan:6379/2",
    "amqp://{u}:{pw}@mq.kerw.lan:5672/sorting",
    "mqtt://{u}:{pw}@mqtt.kerw.lan:1883",
    "rtsp://{u}:{pw}@10.40.2.31:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@ftp.kerw.ug/tickets/",
    "https://{u}:{pw}@grafana.kerw.lan/d/tonnage",
    "opc.tcp://{u}:{pw}@10.40.3.20:4840",
    "clickhouse://{u}:{pw}@ch.kerw.lan:9000/telemetry",
    "oracle+oracledb://{u}:{pw}@erp.kerw.lan:1521/?service_name=MUNI",
    "mssql+pyodbc://{u}:{pw}@WB-PC/Weighbridge?driver=ODBC+Driver+18+for+SQL+Server",
    "Server=WB-PC\\SQLEXPRESS;Database=Weighbridge;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg.kerw.lan/fleet?user={u}&password={pw}&ssl=true",
]  # fmt: skip
_URL_PLACES = [
    "FLEET_DB_URL={c}", "Grafana data source, the old one: {c}", "keep this DSN for me: {c}",
    "connection string ni {c}", "connection string tai database huwa {c}", "WB-2318: {c}",
    "KERW Ops wiki › Databases: {c}", "msururu wa kuunganisha: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kerw-municipal", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bins:read routes:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_TTN = _j("NNSXS.", (BASE32, 39), ".", (BASE32, 52))
_VENDORS: list[tuple[str, str, Maker]] = [
    ("AMP Robotics", "AMP_CORTEX_API_KEY", _j("amp_", (ALNUM, 40))),
    ("Greyparrot", "GREYPARROT_ANALYZER_TOKEN", _vendor_jwt("https://api.greyparrot.ai")),
    ("ZenRobotics", "ZENROBOTICS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Recycleye", "RECYCLEYE_API_KEY", _j((HEX, 40))),
    ("Everest Labs", "EVERESTLABS_TOKEN", _j((ALNUM, 48))),
    ("Routeware", "ROUTEWARE_API_SECRET", lambda g: v.uuid4(g, "8")),
    ("Soft-Pak", "SOFTPAK_API_KEY", _j((UPPER_HEX, 32))),
    ("Rubicon", "RUBICON_API_TOKEN", _j((B64, 64))),
    ("Compology", "COMPOLOGY_API_KEY", _j((HEX, 32))),
    ("Sensoneo", "SENSONEO_API_KEY", _j((ALNUM, 36))),
    ("Enevo", "ENEVO_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Nordsense", "NORDSENSE_TOKEN", _j((HEX, 64))),
    ("Evreka", "EVREKA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Bigbelly", "BIGBELLY_CLEAN_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Recycle Coach", "RECYCLECOACH_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Re-TRAC Connect", "RETRAC_API_TOKEN", _j((ALNUM, 32))),
    ("WasteLogics", "WASTELOGICS_API_KEY", _j((B64, 43), "=")),
    ("Wastedge", "WASTEDGE_API_SECRET", _j((HEX, 48))),
    ("AMCS", "AMCS_PLATFORM_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Ecube Labs", "ECUBE_CLEANCITY_API_KEY", _j((ALNUM, 40))),
    ("Waste Vision", "WASTEVISION_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Cartegraph", "CARTEGRAPH_API_TOKEN", _j((HEX, 40))),
    ("Weighsoft", "WEIGHSOFT_API_KEY", _j((ALNUM, 32))),
    ("Tramigo", "TRAMIGO_API_KEY", _j((HEX, 32))),
    ("Traxroot", "TRAXROOT_API_TOKEN", _vendor_jwt("https://connect.traxroot.com")),
    ("Masternaut", "MASTERNAUT_CLIENT_SECRET", _j((ALNUM, 40))),
    ("SmartDrive", "SMARTDRIVE_API_TOKEN", _j((URLSAFE, 64))),
    ("DPO Pay", "DPO_COMPANY_TOKEN", lambda g: v.uuid4(g, "a").upper()),
    ("Beyonic", "BEYONIC_API_KEY", _j((HEX, 40))),
    ("Yo! Payments", "YO_API_PASSWORD", _j((ALNUM, 24))),
    ("Chipper Cash", "CHIPPER_API_SECRET", _j((URLSAFE, 44))),
    ("Jenga", "JENGA_CONSUMER_SECRET", _j((B64, 88))),
    ("Orange Money", "ORANGE_MONEY_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Erply", "ERPLY_API_KEY", _j((HEX, 64))),
    ("Posterita", "POSTERITA_API_KEY", _j((ALNUM, 30))),
    ("Plate Recognizer", "PLATE_RECOGNIZER_TOKEN", _j((HEX, 40))),
    ("Sightengine", "SIGHTENGINE_API_SECRET", _j((ALNUM, 32))),
    ("EgoSMS", "EGOSMS_API_KEY", _j((ALNUM, 28))),
    ("SMSLeopard", "SMSLEOPARD_API_SECRET", _j((ALNUM, 40))),
    ("Edge Impulse", "EDGE_IMPULSE_API_KEY", _j("ei_", (HEX, 64))),
    ("Ultralytics HUB", "ULTRALYTICS_API_KEY", _j((HEX, 42))),
    ("SurveyCTO", "SURVEYCTO_API_TOKEN", _j((ALNUM, 36))),
    ("Fulcrum", "FULCRUM_API_TOKEN", _j((HEX, 80))),
    ("Klippa", "KLIPPA_API_KEY", _j((ALNUM, 64))),
    ("Thinger.io", "THINGER_DEVICE_TOKEN", _vendor_jwt("https://backend.thinger.io")),
    ("emnify", "EMNIFY_APPLICATION_TOKEN", _vendor_jwt("https://cdn.emnify.net")),
    ("The Things Network", "TTN_API_KEY", _TTN),
    ("Taggun", "TAGGUN_API_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "set {env}={tok}",
    "PS> $env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\"",
    "kubectl create secret generic bins-api --from-literal={env}={tok}",
    "docker run -d -e {env}={tok} kerw/bin-sync:2.3",
    "GitLab CI variables:\n  {env}: {tok}",
    "group_vars/all.yml:\n{env_lower}: \"{tok}\"",
    "appsettings.Production.json: {{ \"{env}\": \"{tok}\" }}",
    "crontab: {env}={tok} /opt/kerw/bin/sync-bins.sh",
    "Jenkins job parameter {env}, default value {tok}",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "supervisor program:bin-sync\nenvironment={env}=\"{tok}\"",
    "KERW Ops wiki › Integrations › {vendor}: key {tok}",
    "Shift handover: {vendor} key changed, new one {tok}",
    "note to self: {vendor} token {tok}",
    "WB-2326: {vendor} sync returns 403 with the configured key {tok}",
    "E-mail from {vendor} onboarding: your API key is {tok}",
    "remember the {vendor} API key for me: {tok}",
    "voice note: the {vendor} key is {tok}",
    "{vendor} integration broken since Monday, current key {tok}",
    "API key ya {vendor} ni {tok}",
    "API key ye {vendor} ni {tok}",
    "API key ya {vendor} niiyo {tok}",
    "API key pa {vendor} en {tok}",
    "API key tai {vendor} huwa {tok}",
    "API key ya {vendor} nĩ {tok}",
    "API key ya {vendor} ni {tok}, usimwambire mutu",
    "API key ya {vendor} i {tok}",
    "ufunguo wa API wa {vendor}: {tok}",
    "ekisumuluzo kya API ekya {vendor}: {tok}",
    "la clé API {vendor} pour le pont-bascule : {tok}",
    "مفتاح API الخاص بـ {vendor}: {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} ની API કી: {tok}",
    "{vendor}-API-Schlüssel für die Sortieranlage: {tok}",
    "API-sleutel {vendor} (balenpers): {tok}",
    "API-nøgle til {vendor}: {tok}",
    "{vendor}のAPIキーは {tok}",
    "{vendor} API 키는 {tok}",
    "chave de API da {vendor} para a prensa: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    plate = _r(rng, HEX, 40)
    beyonic = _r(rng, HEX, 40)
    edge = "ei_" + _r(rng, HEX, 64)
    sightengine = _r(rng, ALNUM, 32)
    erply = _r(rng, HEX, 64)
    dpo = v.uuid4(rng, "b").upper()
    return [
        Sample("vendor_token", f'r = requests.post("https://api.platerecognizer.com/v1/plate-reader/", headers={{"Authorization": "Token {plate}"}}, files={{"upload": img}})', plate),
        Sample("vendor_token", f'curl https://api.beyonic.com/api/collections -H "Authorization: Token {beyonic}"', beyonic),
        Sample("vendor_token", f"edge-impulse-daemon --api-key {edge} --clean", edge),
        Sample("vendor_token", f"client = SightengineClient('1093774', '{sightengine}')", sightengine),
        Sample("vendor_token", f'res/values/secrets.xml:\n<string name="erply_api_key">{erply}</string>', erply),
        Sample("vendor_token", f"<API3G>\n  <CompanyToken>{dpo}</CompanyToken>\n  <Request>createToken</Request>\n</API3G>", dpo),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, env_lower=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "SMS to myself: {t}", "it is shown only once, so here:\n{t}",
                "token ni {t}", "token huwa {t}", "{t}\n^ the new one, the old one is revoked",
                "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 46)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES-128 key of Sensoneo fill sensor SN-4471: {h}": 32,
    "HMAC secret for the DPO Pay callback: {h}": 64,
    "Erply webhook signing secret (hex): {h}": 64,
    "Ecube CleanCUBE firmware-update key: {h}": 32,
    "pre-shared key for the baler PLC's Modbus/TCP security, hex: {h}": 48,
    "SNMPv3 localized auth key of the core switch, hex: {h}": 40,
    "ekisumuruzo ky'okukweka backup ya weighbridge: {h}": 64,
    "muftah tai encryption tai backup huwa {h}": 64,
    "key ya encryption ya backup yami: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "WB-2302: token copied from the Routeware console's network tab {t}",
    "Cookie: lang=sw; kerw_sso={t}",
    "FLEET_PORTAL_ACCESS_TOKEN={t}",
    "keep this access token for me {t}",
    "token huwa {t}",
    "token ni {t}",
    "HAR export from the reuse-shop till: \"value\": \"Bearer {t}\"",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@kerw.ug"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.kerw.ug/realms/plant",
            "azp": "weighbridge-console",
            "groups": ["weighbridge", "sorting"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the sorter gateway, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/wb-api.kerw.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "buyer": "kilifi-pet"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_baler <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "WB-2315, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "private key ya server yami:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Meru buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Umbrel node seed, copying it before I wipe the SD card: {p}": "english",
    "Bitcoin Safe wallet backup words\n{p}": "english",
    "reuse shop donation wallet (retired), recovery phrase: {p}": "english",
    "paper in the office safe, wallet seed: {p}": "english",
    "voice memo: the seed words for the tips wallet are {p} and that's all": "english",
    "KERW Ops wiki › Old wallet: {p}": "english",
    "frase di recupero del portafoglio della cooperativa: {p}": "italian",
    "obnovovací fráze peněženky pro dary: {p}": "czech",
    "сид-фраза кошелька для пожертвований: {p}": "russian",
    "지갑 복구 문구: {p}": "korean",
    "钱包助记词，别拍照：{p}": "chinese_simplified",
    "phrase de récupération du portefeuille de la boutique : {p}": "french",
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
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Shift book: KERW fuel card {c}, exp {mm}/{yy}",
    "keep my spare card: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "WB-2321: pay the Steinert spares with card {c}",
    "namba ya kaadi yange: {c}, {mm}/{yy}",
    "inamba ye kaadi yange: {c}",
    "enamba ya kaadi yange: {c}, {mm}/{yy}",
    "namba pa kad mera: {c}",
    "nimra tai kart tai ana: {c}, {mm}/{yy}",
    "namba ya kadi yakwa: {c}",
    "nambari ya kadi yangu: {c}, {mm}/{yy}",
    "numelo ya kalata yami ya banki: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "unionpay", "jcb", "diners", "discover", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", " ", "", " ", "."][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c}, exp 08/34, CVC {cvv}",
               "the three numbers on the back by the signature: {cvv}",
               "Amex {c}, the four small digits above the number: {cvv}",
               "namba tatu za nyuma ya kadi: {cvv}",
               "nimra talata fi wara tai kart: {cvv}",
               "numelo isatu kunyuma kwa kalata: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 54 (three earlier corpora each); BBAN
# shapes from `secret_classes_values.IBAN_SHAPES`.
_IBAN_COUNTRIES = ["CH", "CZ", "DE", "DK", "GB", "NL", "NO", "RO"]


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, v.IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice ST-2032-0412: please pay the sorter spare parts to {i} within 30 days",
    "save the Danish baler supplier's IBAN: {i}",
    "IBAN: {i}\nReference: cullet lot 18, June",
    "Shift book, finance: the screen vendor's new bank details, IBAN {i}",
    "refund of the conveyor deposit goes to {i}",
    "IBAN yange ni {i}",
    "IBAN mera: {i}",
    "IBAN tai ana huwa {i}",
    "IBAN yakwa nĩ {i}",
    "IBAN yami i {i}",
    "Bankverbindung des Sortiertechnik-Lieferanten: IBAN {i}",
    "IBAN til Bramidan-fakturaen: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ug_permit(g: random.Random) -> str:
    """Uganda's driving permit number as drawn here: a letter and eight digits; no public check."""
    return g.choice("ABCDEFGH") + _r(g, D, 8)


def _ke_dl(g: random.Random) -> str:
    """Kenya's NTSA driving licence as drawn here: two letters and seven digits; no public check."""
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _ss_nid(g: random.Random) -> str:
    """South Sudan's national ID number as drawn here: ten digits; no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _ss_nationality(g: random.Random) -> str:
    """A South Sudanese nationality certificate number as drawn here: NC and seven digits."""
    return "NC" + _r(g, D, 7)


def _ss_passport(g: random.Random) -> str:
    """A South Sudanese passport as drawn here: S and eight digits."""
    return "S" + _r(g, D, 8)


def _ug_refugee(g: random.Random) -> str:
    """Uganda's refugee ID (Office of the Prime Minister) as drawn here: RN and ten digits."""
    return "RN" + _r(g, D, 10)


def _unhcr(g: random.Random) -> str:
    """A UNHCR individual number as drawn here: an office's three digits, a dash and eight."""
    return f"{g.choice(['352', '353', '356'])}-{_r(g, D, 8)}"


def _cd_permis(g: random.Random) -> str:
    """A DR Congo driving licence as drawn here: a province's two letters and eight digits."""
    return g.choice(["KN", "HK", "LU", "NK", "SK"]) + _r(g, D, 8)


def _tz_dl(g: random.Random) -> str:
    """A Tanzanian driving licence as drawn here: ten digits beginning with 4; no public check."""
    return "4" + _r(g, D, 9)


def _cn_sscard(g: random.Random) -> str:
    """A Chinese social security card's card number as drawn here: a letter and eight digits."""
    return g.choice("ABCDEFGHJKLMN") + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "Uganda driving permit number of the new tipper driver, for the insurance form: {s}": _ug_permit,
    "my Ugandan driving permit no. is {s}": _ug_permit,
    "namba ya driving permit yange ni {s}": _ug_permit,
    "inamba ye driving permit yange: {s}": _ug_permit,
    "enamba ya driving permit yange niiyo {s}": _ug_permit,
    "Kenyan driving licence (NTSA smart DL) of the Meru buyer's driver: {s}": _ke_dl,
    "NTSA driving licence number for the cross-border permit: {s}": _ke_dl,
    "namba ya leseni ya NTSA yakwa nĩ {s}": _ke_dl,
    "nambari ya leseni ya gari yangu ni {s}, usimwambire mutu": _ke_dl,
    "South Sudan national ID number of the Juba scrap buyer: {s}": _ss_nid,
    "nimra tai national ID tai ana huwa {s}": _ss_nid,
    "South Sudanese nationality certificate no. for the trade licence: {s}": _ss_nationality,
    "nimra tai nationality certificate tai ana: {s}": _ss_nationality,
    "nimra tai jawaz tai ana huwa {s}": _ss_passport,
    "Uganda refugee ID (OPM) of the new sorter, for payroll: {s}": _ug_refugee,
    "namba pa refugee ID mera en {s}": _ug_refugee,
    "UNHCR individual number for the cash-for-work list: {s}": _unhcr,
    "namba pa UNHCR mera: {s}": _unhcr,
    "numéro du permis de conduire (RDC) du chauffeur de Likasi : {s}": _cd_permis,
    "numelo ya permis de conduire yami i {s}": _cd_permis,
    "namba ya leseni ya udereva ya Tanzania: {s}": _tz_dl,
    "我的社保卡卡号：{s}": _cn_sscard,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER_DIGITS, 4)}.{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Routeware 2FA recovery codes\n{codes}",
            "spare sign-in codes for the municipal Microsoft 365 account {codes}",
            "Jenga backup codes: {codes}", "backup codes za 2FA ez'okukozesa: {codes}",
            "backup code tai 2FA tai ana: {codes}", "misimbo ya akiba ya 2FA ya Chipper: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/AMCS:kato@kerw.ug?secret={s}&issuer=AMCS&period=30",
              "Aegis, manual entry for the Erply back office: {s}",
              "setup key shown under the QR code for Chipper Cash: {s}",
              "key ya 2FA ya Jenga i {s}"]  # fmt: skip
_CODES = ["Your Jenga verification code is {c}",
          "DPO Pay: use {c} to confirm the payment. Do not share this code.",
          "Chipper: {c} ni namba yako ya kuthibitisha. Usimpe mtu.",
          "Orange Money : votre code de validation est {c}",
          "رمز التحقق من Orange Money هو {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["KERW-Sorting-Hall", "KERW-Weighbridge", "Kabalega-Reuse-Shop", "MTN-HomeFi-Hoima",
          "Airtel-MiFi-Nebbi", "Busiisi-Depot", "Mbale-Transfer-5G", "Budaka-Cullet",
          "Safaricom-Home-Meru", "Kilifi-PET-Store", "Vodacom-Likasi", "Gudele-Yard",
          "Pakwach-Tyres", "Nkoma-Yard", "FortPortal-Transfer"]  # fmt: skip
_WIFI_PLACES = [
    "Sorting hall AP: SSID {s} / WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "label on the MiFi: {s} — {pw}",
    "nmcli dev wifi connect {s} password '{pw}'",
    "weighbridge office wifi {s}, key {pw}",
    "the key printed on the MTN router's sticker: {pw}",
    "ESP32 bin-sensor provisioning: ssid {s}, pass {pw}",
    "password ya wifi {s} ni {pw}",
    "password ye wifi {s} ni {pw}",
    "password ya wifi {s} niiyo {pw}",
    "password pa wifi {s} en {pw}",
    "password tai wifi {s} huwa {pw}",
    "password ya wifi {s} nĩ {pw}",
    "password ya wifi {s} ni {pw}, usimwambire mutu",
    "password ya wifi {s} i {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("amp_", (ALNUM, 24)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ei_", (HEX, 32)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[read over the radio to the gate] {t}",
          "(spaced so the SMS preview doesn't show it) {t}", "herufi moja moja: {t}",
          "enyuguta emu emu: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " + ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " : ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["padlock on the cullet yard gate: {pw}", "the keypad on the reuse shop's back door takes {pw} then *",
          "koodi y'ekufulu ya stoo: {pw}", "inamba ye kufuli ye stoo: {pw}",
          "enamba ya kufuli ya geeti: {pw}", "namba pa kufulu pa dero: {pw}",
          "nimra tai kufl tai store: {pw}", "namba ya kufuli ya stoo: {pw}",
          "nambari ya kufuli ya stoo ni {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cullet", "trommel", "baler", "hopper", "windrow", "leachate", "regrind",
                 "ferrous", "tipper", "compost", "shredder", "granulate", "picker", "magnet",
                 "kabalega", "mpanga"]  # fmt: skip
_PHRASES = {"pCloud Pass master passphrase for the ops vault: {p}": " ",
            "encrypted USB with the ticket archive, passphrase: {p}": "-",
            "the shared vault's master passphrase: {p}": ".",
            "LUKS passphrase of the scale server's data disk: {p}": " ",
            "passphrase ya backup ni {p}": " ", "passphrase tai backup huwa {p}": "_",
            "passphrase ya backup i {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Node-RED http request node, header Authorization: Basic {v}": True,
    "tcpdump on the weighbridge PC caught: Authorization: Bearer {v}": False,
    "Caddyfile: header_up Authorization \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "otelcol-config.yaml:\nextensions:\n  basicauth/grafana:\n    client_auth:\n      username: \"otel\"\n      password: \"{pw}\"",
    "~/.config/vdirsyncer/config:\n[storage collection_calendar]\ntype = \"caldav\"\nurl = \"https://dav.kerw.lan/\"\nusername = \"routes\"\npassword = \"{pw}\"",
    "~/environments/deployment.yml (Netdisco):\ndatabase:\n  name: 'netdisco'\n  user: 'netdisco'\n  pass: '{pw}'",
    "/etc/smokeping/smokeping_secrets:\nbudaka-probe:{pw}",
    "/etc/ppp/options.l2tpd.client (xl2tpd):\nname kerw-vpn\npassword {pw}\nnoauth",
    "BenchBase config/postgres/sample_tpcc_config.xml:\n<url>jdbc:postgresql://pg.kerw.lan:5432/bench</url>\n<username>bench</username>\n<password>{pw}</password>",
    "~/.config/goimapnotify/goimapnotify.yaml:\nhost: mail.kerw.ug\nport: 993\nusername: weighbridge@kerw.ug\npassword: {pw}",
    "C:\\ProgramData\\WeighLink\\weighlink.ini:\n[Database]\nServer=WB-PC\\SQLEXPRESS\nUser=wbapp\nPassword={pw}",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Tickets\": \"Server=WB-PC;Database=Tickets;User Id=wbapp;Password={pw};\" }}",
    "application.properties:\nspring.datasource.url=jdbc:postgresql://pg.kerw.lan/fleet\nspring.datasource.username=fleet\nspring.datasource.password={pw}",
    "/root/.smbcredentials:\nusername=scan\npassword={pw}\ndomain=KERW",
    "/etc/nut/upsd.users:\n[monuser]\n  password = {pw}\n  upsmon primary",
    "pjsip.conf:\n[gate-intercom]\ntype=auth\nauth_type=userpass\nusername=gate\npassword={pw}",
    "reuse-shop/.env:\nDB_CONNECTION=mysql\nDB_USERNAME=shop\nDB_PASSWORD={pw}",
    "settings.py:\nDATABASES = {{\"default\": {{\"ENGINE\": \"django.db.backends.postgresql\", \"NAME\": \"bins\", \"USER\": \"bins\", \"PASSWORD\": \"{pw}\"}}}}",
    "compose.yaml:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: fleet\n      POSTGRES_PASSWORD: {pw}",
    "mosquitto.conf:\nconnection kilifi-bridge\naddress mqtt.kilifi-pet.co.ke:8883\nremote_username kerw\nremote_password {pw}",
    "/etc/openvpn/auth.txt:\nkerw-ops\n{pw}",
    "/etc/rsyncd.secrets:\nbackup:{pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.kerw.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Atwooki: weighbridge PC password?\nKahwa: {pw}",
    "[05:58] kinoti: pw for the Steinert HMI?\n[05:59] kahindi: {pw}",
    "Nabifo: {pw} is the new Bollegraaf panel password",
    "Ulrike: use {pw}, that's what the sorter has now",
    "Akiiki: password empyaka ni {pw}",
    "Namono: password impia ni {pw}",
    "Adong: password manyen en {pw}",
    "Keji: password jedid huwa {pw}",
    "Gatwiri: password njerũ nĩ {pw}",
    "Kadzo: password mpya ni {pw}",
    "Kalenga: password ya bupya i {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "p\u0430ssword = {pw}", "PASS\u2063WORD: {pw}", "pa\u034fssword → {pw}",
    "𝓅𝒶𝓈𝓈𝓌ℴ𝓇𝒹: {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍={pw}", "pass\u200dword: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
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
    "the Steinert HMI password is": "{s}", "Bollegraaf panel pw:": "{s} (since the PLC swap in May)",
    "Password ya email yange ni": "{s}", "weighbridge PC password": "{s}\nchange it after the audit",
    "password tai server huwa": "{s}", "password:": "{s}", "password ya router nĩ": "{s}",
    "Max-AI admin password": "{s}", "the password Atwooki read out over the radio was": "{s}, I think",
    "password ya wifi i": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Plate Recognizer token", "{s}", _j((HEX, 40))),
    ("split_token", "Edge Impulse key:", "{s} (bin-fill model)", _j("ei_", (HEX, 64))),
    ("split_token", "Routeware client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Umbrel seed words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/35", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "DK"))),
    ("split_backup", "Jenga recovery codes", "{s}\nQ7WM.4KD2\nZX81.HP3V", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Uganda driving permit no.", "{s}", _ug_permit),
    ("split_phrase", "vault passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"steinert": {"hmi_url": "https://unisort.kerw.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password ya email": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "atwooki", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"balers": [{"id": "baler-1"}, {"id": "baler-2", "panel_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["dbmcli", "-d", "KRW", "-n", "maxdb.kerw.lan", "-u", "control,{s}", "db_state"]}': ("meta_password", _plain_pw),
    '{"note": "password tai server huwa {s}"}': ("meta_password", _plain_pw),
    '{"nenosiri": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the weighbridge PC as wbclerk2 with the password {s}"}': ("meta_password", _plain_pw),
    '{"plate_recognizer": {"token": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"erplyApiKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"beyonic_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Token {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"fuel_card": {"number": "{s}", "exp": "03/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CZ")),
    '{"driver": {"driving_permit_no": "{s}"}}': ("meta_id", _ug_permit),
    '{"jenga": {"backup_codes": ["{s}", "Q7WM.4KD2", "ZX81.HP3V"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donation_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"bin_sensor": {"aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cullet_yard": {"gate_padlock": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "KERW-Sorting-Hall", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyads-3.4.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"weighbridge-indicator-2.11.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kerw/bin-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"tickets: add cullet moisture column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"report: revert bale-weight rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"weighbridge-tickets-2032-05.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"tonnage-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Fairbanks weighbridge password before the calibration visit on 2032-07-09.",
    "Atwooki asked for the sorting hall wifi password; it's on the card in the shift supervisor's drawer.",
    "Policy: plant passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the shift handover book; write the vault entry's name instead.",
    "The `.env.example` line `PLATE_RECOGNIZER_TOKEN=changeme` is a placeholder; the real token is in the vault.",
    "The Steinert HMI asks for a new operator password after every software update.",
    "Replace <YOUR_ROUTEWARE_KEY> in the README with the key from your Routeware account page.",
    "ERPLY_API_KEY and BEYONIC_API_KEY must be set before the nightly reuse-shop sync runs.",
    "Otagambira muntu weena password yawe.",
    "Sowabolela umundu yesi password yiyo.",
    "Otabulira muntu yenayena password yiyo.",
    "Kud iwac password ni ne dhano moro.",
    "Ma kalim ayi zol password tai inta.",
    "Ũtikeere muntu o na ũmwe password yaku.",
    "Usimwambire mutu yeyesi password yako.",
    "Kokalombola muntu nansha umo password yobe.",
    "Nenosiri lazima liwe na herufi angalau kumi na nne.",
    "Le mot de passe doit comporter au moins quatorze caractères, y compris au pont-bascule.",
    "Passwörter für die Sortieranlage bitte nur im Tresor ablegen, nie im Schichtbuch.",
    "パスワードは金庫アプリにだけ保存してください。",
    "修车间的密码请存在保险库里，不要写在白板上。",
    "કોઈને પણ તમારો પાસવર્ડ કહેશો નહીં.",
    "لا تشارك كلمة المرور مع أي شخص.",
    "Upgraded the Steinert UniSort software from 5.2 to 5.4 and pyads to 3.4.2 over the weekend.",
    f"commit {_COMMIT} adds the cullet moisture column to the ticket export.",
    f"Rolled back to {_SHORT} after the bale-weight rounding broke the monthly report.",
    f"requirements.txt: pyads==3.4.2 --hash=sha256:{_WHEEL_SUM}",
    f"The weighbridge indicator firmware 2.11.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of tonnage-2031.parquet: {_SHA512}",
    f"The bin-sync container runs ghcr.io/kerw/bin-sync@sha256:{_IMAGE}.",
    f"MD5 of weighbridge-tickets-2032-05.csv is {_MD5}, matching the copy on the NAS.",
    "Request id 3f9c2a71-8e4b-4d2a-9b1f-6c0e5d7a8b34 is the slow one in the Routeware logs.",
    "Purchase order PO-KERW-2032-0311 for 12 rolls of baling wire ships on Friday.",
    "WB-2290: the Budaka cullet yard camera drops offline every evening at 19:00.",
    "Call the Hoima plant office on +256 465 440 218 before noon.",
    "Truck UBJ 418K is at the Mbale transfer station with 9.4 t of mixed paper.",
    "Weighbridge ticket WT-2032-118842: gross 18 420 kg, tare 9 110 kg, net 9 310 kg.",
    "EWC code 15 01 02 is plastic packaging; 15 01 07 is glass packaging.",
    "The PET bales are 1.1 m by 0.75 m by 0.8 m and weigh about 320 kg each.",
    "After five wrong passwords the Steinert HMI locks the operator out for 15 minutes.",
    "The Nebbi tyre yard shreds about 40 tyres an hour when the Eldan line is running.",
    "The secret of clean cullet is sorting the colours before the crusher, not after.",
    "Ask Kahwa for the cullet yard padlock code, I don't have it.",
    "My card ending 4417 was declined at the hardware shop in Hoima.",
    "The Danish baler supplier wants our IBAN on the invoice in groups of four.",
    "Print the 2FA backup codes for the municipal Jenga account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `EDGE_IMPULSE_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the cullet yard gate rusts in the rainy season; oil it every month.",
    "Plate Recognizer moved the API token page under Account › API in its June release.",
    "The guest wifi 'KERW-Guest' at the reuse shop is open, no password needed.",
    "Lot BL-2032-HOI-0418: 24 bales of PET, 7.7 t, moisture 3.1 %.",
    "The reuse shop sold 318 items in May; the best sellers were refurbished bicycles.",
    "The optical sorter's NIR camera covers 1 650 nm for PET and 1 720 nm for HDPE.",
    "Container MSKU 7742103 with baled aluminium cans leaves Kampala on Tuesday.",
    "Phone the Meru e-waste buyer on +254 64 312 0451 about the laptop lot.",
    "The fleet's average fuel use last month was 38.6 L per 100 km.",
    "Version 4.12.3 of the Weighsoft client fixes the duplicate-ticket bug.",
    "The Routeware plan for Tuesday has 212 stops and 3 trucks.",
    "2FA is on for every admin account since March; the codes come from the authenticator app.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-05-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/plant/steinert-hmi", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyads", "version": "3.4.2"}}',
    '{"ticket": "WB-2290", "purchase_order": "PO-KERW-2032-0311"}',
    '{"bale": {"id": "BL-2032-HOI-0418", "weight_kg": 320, "material": "PET"}}',
    '{"phone": "+256 465 440 218", "site": "Hoima"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bales_in_yard": 412}',
    '{"ewc_code": "15 01 02", "description": "plastic packaging"}',
    '{"truck": "UBJ 418K", "driver": "Okumu", "net_kg": 9310}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
