# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, seventy-third corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to seventieth only to search them (by
grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora being written beside it, their tests nor the reports, and the scrubber was never run on
it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
people of Ilmklang, a bell foundry in Apolda (Thuringia) with a carillon school in Berlin by the
Tiergarten, a tuning workshop in Freiberg (Saxony), church-tower installation crews in Mindanao
(Lake Sebu, Malungon, Claveria, Maragusan) and on Hawai'i (Hilo, Wailuku, Kaneohe) and a bell
museum at the foundry, leak secrets into an assistant's memory: Threema, Viber, Signal, Wire,
Element, Stackfield, GroupMe, Messenger, Sdui, itslearning and OpenOLAT messages,
Obsidian, Logseq, Joplin, Trilium, Notesnook, GoodNotes, Google Keep, Apple Notes and OneNote
notes, Zammad, Znuny, GLPI, Redmine, OpenProject, Vikunja, Kanboard and MeisterTask tickets,
e-mails, runbooks, README fragments, the terminals of the foundry and the crews, the web pages and
panels of tower, bell, clock, sound, measuring, casting, machine and door hardware (Clock-O-Matic,
Eijsbouts, Petit & Fritsen, Paccard, Schulmerich, Chime Master, Grassmayr, Perner, Hörz, Rincker,
Bachert, Schilling, Bang & Olufsen, Perrot, Bodet, Laumann, Brüel & Kjær, NTi Audio, HEAD
acoustics, Norsonic, Svantek, Larson Davis, AMETEK Land, Keller HCW, Künkel Wagner, Steinway,
Ahlborn, Hauptwerk, Heidenhain, Televic, Comelit, Aiphone, Fermax, Festo, HBM), configs of the
museum's and the school's software (CollectiveAccess, Omeka S, Koha, ResourceSpace, Piwigo, AtoM,
mpd, spotifyd, Navidrome, Home Assistant, ESPHome, Zigbee2MQTT, Mosquitto, Odoo, Nextcloud,
Zammad), voice-dictated text and requests to the assistant itself. Command lines
of tools heldouts 5 to 70 do not name: bettercap, PiKVM's kvmd-htpasswd, srcds_run, mongooseimctl, IBM Spectrum Protect's
dsmadmc, devpi, jsign, MegaCli, CollectiveAccess' caUtils, SingularityCE, Apache Knox's knoxcli,
UxPlay and the Lyrion (Squeezebox) server's CLI, besides tools named before (mpc, ffmpeg to
Icecast, JackTrip, nextcloudcmd, pscp, winexe, govc, sysbench, mydumper, etcdctl, ipmiutil,
amtterm, filebrowser, miniserve, chisel, vmrun, esrally, darkhttpd, deluge-console,
clickhouse-benchmark, memtier_benchmark). About 40 % of
the scored texts are in other languages than English (the rest English or language-neutral config
and shell): Thuringian, Upper Saxon (Saxon), Berlinisch (Berlin German), Hawai'i Creole English
(Hawaiian Pidgin), T'boli, Blaan, Higaonon and Mansaka, which no earlier docstring names (Upper
Saxon is not the Dutch Low Saxon one names; the German varieties are written with their lenited
labels, Basswort, Gennwort, as they are typed; the four Mindanao languages by a non-speaker from a
small kit of words each, code-switched with the English and Visayan loanwords "password", "wifi",
"numero", "pasaporte" as texts there are: the author's approximations, not checked by a speaker),
and standard German, Dutch, French, Cebuano, Hawaiian, Spanish, Polish, Arabic, Japanese, Korean
and Simplified Chinese in wordings of their own (Italian, Czech and Russian only in seed-phrase
headings, Tagalog only in a clean text). Vendors (lexoffice, DATEV,
FastBill, Billomat, easybill, Candis, Moss, Pliant, Kontist, Agicap, Hooktheory, Chordify,
Songsterr, IMSLP, Henle, forScore, Newzik, Piascore, Musicnotes, Tonara, Noteflight, Flat.io,
Soundslice, MuseScore, SmartMusic, My Music Staff, Opus1, Gomus, ChurchTools, ChurchSuite, Elvanto,
Faithlife, HitPay, Globe Labs, M360, Hubstaff, Jibble, Buckaroo, MultiSafepay, Teamleader, Billit)
are ones heldouts 5 to 70 do not name; the token shapes are the author's guesses, not the vendors'
published formats. The ids are kinds heldouts 5 to 70 do not use: Belgium's Kids-ID card number,
drawn until python-stdnum's `be.eid` validates its mod-97 check digits, and Belgium's establishment
unit number (vestigingseenheidsnummer), drawn until `be.vat.checksum` (the enterprise number's
mod-97 rule, which it shares) holds; the Dutch KvK establishment number (vestigingsnummer), TESDA's
Unique Learner Identifier, DepEd's Learner Reference Number, the US passport card, Hawai'i's
general excise (GE) tax licence, a Hawai'i Med-QUEST member id, a Belgian residence card and a
Dutch residence document, which carry no check a library or this file verifies (no check-digit
algorithm is written here: they are unchecked); passports (Philippine and German) under T'boli,
Blaan, Higaonon, Mansaka, Saxon and Berlin words, likewise unchecked. Card numbers pass Luhn (the
value helpers' brands and Bancontact's 6703 prefix, checked with python-stdnum's `luhn`). The IBANs
are of the countries used least by a count over heldouts 5 to 70 (the Dominican Republic, Egypt,
Gibraltar, Guatemala, Nicaragua, the Seychelles and El Salvador, four corpora each, and Andorra,
five), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Italian, Czech, Korean, Simplified Chinese, Russian and Spanish lists.
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
from stdnum.be import eid as be_eid
from stdnum.be import vat as be_vat

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 31_313_433
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


_BELLS = ["Bourdon", "Kloeppel", "Schlagring", "Glockenstuhl", "Nominal", "Terz", "Quinte",
          "Krone", "Joch", "Flanke", "Speise", "Carillon", "Kulintang", "Agung", "Gabang",
          "Stokklavier", "Beiaard", "Angelus"]  # fmt: skip
_CAST = ["Tiegel", "Formgrube", "Lehmkern", "Mantel", "Zinnbad", "Kelle", "Esse", "Schablone",
         "Wachs", "Abstich", "Speiser", "Kokille", "Glutofen", "Bronze"]  # fmt: skip
_NOTES = ["Cis", "Dis", "Fis", "Gis", "Ais", "Es", "As", "Des", "Ges", "B"]
_PLACES = ["Apolda", "Weimar", "Jena", "Erfurt", "Freiberg", "Meissen", "Pirna", "Tiergarten",
           "Kreuzberg", "Moabit", "LakeSebu", "Koronadal", "Malungon", "Glan", "Claveria",
           "Gingoog", "Maragusan", "Compostela", "Hilo", "Wailuku", "Kaneohe", "Kona",
           "Waimea"]  # fmt: skip
_NAMES = ["Ulrike", "Torsten", "Heike", "Ronny", "Mandy", "Enrico", "Peggy", "Steffen", "Kerstin",
          "Detlef", "Baerbel", "Kalle", "Yasemin", "Jomar", "Rowena", "Arnel", "Marites",
          "Nestor", "Jessa", "Roldan", "Lumna", "Fulong", "Keoni", "Leilani", "Makoa", "Kainoa",
          "Noelani", "Alika", "Femke", "Wouter"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~^"
_LEET = ["Br0nz3", "Kl0pp3l", "C4r1ll0n", "Gl0ck3", "B0urd0n", "T13g3l", "Kul1nt4ng", "St1mmung",
         "Z1nnb4d"]  # fmt: skip


def _strike(g: random.Random) -> str:
    """A bell's strike note and its weight, the way the tuners joke a password together."""
    return f"{g.choice(_NOTES)}{g.randrange(120, 9000)}kg{g.choice(_SYMBOLS)}"


def _apple(g: random.Random) -> str:
    """Three groups of six small letters, one capital and one digit among them, as a browser's
    password generator writes them."""
    chars = [g.choice(LOWER) for _ in range(18)]
    upper_at, digit_at = g.sample(range(18), 2)
    chars[upper_at] = g.choice(UPPER)
    chars[digit_at] = g.choice(D)
    return "-".join("".join(chars[k : k + 6]) for k in range(0, 18, 6))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BELLS)}{g.choice(_CAST)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_BELLS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&!?*", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    _strike,
    lambda g: f"{g.choice(_PLACES).lower()}-{g.choice(_CAST).lower()}-{g.randrange(1960, 2034)}",
    lambda g: f"Turm{g.randrange(100, 1000)}{g.choice(_BELLS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_CAST).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _apple,
    lambda g: f"{g.choice(_NAMES)}Laeutet{g.choice(_BELLS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Threema, group 'Turmmontage Hilo', Keoni: the Clock-O-Matic Cantabile controller password is {pw}",
    "Viber from Jomar (Lake Sebu crew): Eijsbouts Auto-Carillon web password {pw}",
    "Signal, Ronny: Petit & Fritsen tower controller admin password {pw}",
    "Wire chat with Femke: Paccard carillon server password {pw}",
    "Element room #carillonschule: Schulmerich carillon console password {pw}",
    "Stackfield comment from Heike: Chime Master Millennium II password {pw}",
    "Zammad ticket #41207: the Grassmayr bell-frame sensor gateway password {pw} is no longer accepted",
    "Znuny ticket 2033051410000171: Perner swing monitor password {pw}, please rotate",
    "GLPI asset note (tower clock, St. Jakob): Hörz master clock password {pw}",
    "Redmine issue #882: Rincker ringing-machine controller password {pw} stopped working after the update",
    "OpenProject work package 1419: Bachert bell-control web password {pw}",
    "Vikunja task: change the Schilling tuning-lathe PC password (now {pw})",
    "Kanboard card 'Museum audio': Bang & Olufsen BeoLink password {pw}",
    "MeisterTask note: Perrot tower-clock radio receiver password {pw}",
    "Obsidian note 'Hilo install': Bodet Harmonys sound system admin password {pw}",
    "Logseq journal: Laumann bell-drive controller password {pw}",
    "Joplin note 'Freiberg tuning': Brüel & Kjær BK Connect licence server password {pw}",
    "Trilium note: NTi Audio XL2 remote access password {pw}",
    "Notesnook: HEAD acoustics ArtemiS SUITE licence portal password {pw}",
    "GoodNotes page, converted to text: Norsonic Nor145 web password {pw}",
    "Google Keep: Svantek SvanNET account password {pw}",
    "Apple Notes on the tuning iPad: Larson Davis LxT password {pw}",
    "OneNote, section 'Gießhalle': AMETEK Land SPOT pyrometer web password {pw}",
    "GroupMe 'Maui crew': Keller HCW CellaTemp configuration password {pw}",
    "Messenger from Arnel: Künkel Wagner sand plant HMI password {pw}",
    "Sdui message to the carillon class: Steinway Spirio admin password {pw}",
    "itslearning message: Ahlborn practice organ (room 2) service password {pw}",
    "OpenOLAT course forum (oops, public): Hauptwerk licence account password {pw}",
    "Heidenhain TNC 640 on the tuning lathe, service password {pw}",
    "Televic conference system in the museum hall, admin password {pw}",
    "Aiphone IX door station at the foundry gate, web password {pw}",
    "Festo CPX-E on the casting-pit lift, web password {pw}",
    "Hallo Torsten,\n\nthe root password on the museum's ticket server is {pw}. Please delete this once it's in KeePassXC.\n\nGruß\nUlrike",
    "Incident 2033-03-02: the Clock-O-Matic controller in St. Marien was reachable from the internet with password {pw}",
    "Runbook: silence the carillon for a funeral\n1. open the Eijsbouts Auto-Carillon page\n2. log in as organist\n3. password {pw}\n4. disable the hourly tune",
    "README (tuning workshop rack)\nthe Norsonic server is at https://nor.ilmklang.lan, admin password `{pw}`.",
    "can you remember my BPI app password? it's {pw}",
    "dictated: the museum kiosk password is {pw} full stop",
    "Mei E-Mail-Basswort is {pw}, gell",
    "Ulrike: 's neie Basswort fürn Server is ähmd {pw}",
    "Mei Gennwort fürs E-Mail is {pw}, nu",
    "Steffen: 's neie Bassword vom Server is {pw}, sachs ni weiter",
    "Mein Passwort fürs Mailkonto is {pw}, wa",
    "Kalle: det neue Passwort vom Server is {pw}, sach et keem",
    "my email password stay {pw}",
    "Keoni: da new password fo' da server stay {pw}, no tell nobody brah",
    "password gu dwen email lan {pw}",
    "Lumna: falami password dwen server lan {pw}, kdee tulen",
    "password agu kanam email ale {pw}",
    "Fulong: mlam password kanam server ale {pw}, di tlo",
    "ka password ku sa email iyan {pw}",
    "Roldan: ka bag-u nga password nu server iyan {pw}, dili igsulti",
    "yang password nakò sa email na {pw}",
    "Marites: yang bag-o nga password sa server na {pw}, ayaw ipaistorya",
    "das Kennwort für den Kassen-PC im Museum lautet {pw}",
    "het wachtwoord van de pc in de beiaardcabine is {pw}",
    "ang password sa computer sa kampanaryo kay {pw}",
    "ka huaʻōlelo hūnā o ka lolouila ma ka hale kiaʻi: {pw}",
    "la contraseña del ordenador del campanario es {pw}",
    "鐘楼のPCのパスワードは {pw} です",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ulrike", "t.hoffmann", "heike.k", "ronny", "mandy", "enrico", "peggy.s", "steffen",
          "kerstin", "detlef", "baerbel", "kalle", "yasemin", "jomar", "rowena.d", "arnel",
          "marites", "nestor", "jessa", "roldan", "lumna", "keoni", "leilani", "makoa.k", "kainoa",
          "noelani", "alika", "femke", "svc-turm", "museum-kasse"]  # fmt: skip
_LOGINS = [
    "Threema, Ronny: the Clock-O-Matic login is {u} / {pw}",
    "Zammad #41233: {u} locked out of the Eijsbouts panel, last password {pw}",
    "OpenProject › Museum › Kasse › Kiosk: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Bodet Harmonys | {u} | {pw} |",
    "log into the Fermax MEET panel as {u} using {pw}",
    "Comelit intercom login {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: turm-hilo\n  user: {u}\n  pass: {pw}",
    "Jomar says the Chime Master account is {u} and the password is {pw}",
    "system,user,password\nlaumann-drive,{u},{pw}",
    "ssh {u}@stimm.ilmklang.lan (password {pw})",
    "Viber: creds for the HBM gateway are {u} and {pw}",
    "Benutzer {u}, Basswort {pw}, gell",
    "Nutzer {u}, Gennwort {pw}",
    "Benutzer is {u}, det Passwort is {pw}",
    "my username stay {u} an' da password stay {pw}",
    "ngan gu {u}, password {pw}",
    "ngalan agu {u}, password {pw}",
    "ka username ku iyan {u}, ka password {pw}",
    "yang username nakò {u}, yang password {pw}",
    "gebruikersnaam {u}, wachtwoord {pw}",
    "identifiant {u}, mot de passe {pw}",
    "username sa kiosk: {u} / password: {pw}, ayaw i-share",
    "ユーザー名 {u}　パスワード {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["bourdon", "kloeppel", "kulintang", "agung", "gabang", "tnalak", "hegelung",
               "malasada", "plumeria", "kiawe", "schlagring", "zinnbad", "stokklavier", "rostbrater",
               "quarkkeulchen", "currywurst", "angelus", "lehmkern"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: {w}, and right after it {d}",
    "for the tower controller it's {w} with {d} on the end",
    "voice memo: the museum wifi password is {w} and then {d}, no space",
    "key in {w} and then the digits {d}",
    "it's {w}{d}, the word and the number run together",
    "'s Basswort is 's Wort {w}, dernohch {d}",
    "Gennwort: 's Wort {w} un hindendran {d}",
    "det Passwort is det Wort {w} und hinten dran {d}",
    "da password stay da word {w}, den {d}",
    "password gu lan kesef {w}, kem {d}",
    "password agu ale fali {w}, na {d}",
    "ka password iyan ka pulong {w}, dayun {d}",
    "yang password na tinaga {w}, dayon {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "sudo bettercap -iface eth0 -eval 'set api.rest.username {u}; set api.rest.password {pw}; api.rest on'",
    "echo '{pw}' | kvmd-htpasswd set {u} -i",
    "./srcds_run -game garrysmod +map gm_belltower +maxplayers 8 +rcon_password '{pw}'",
    "mongooseimctl account registerUser --username {u} --domain chat.ilmklang.de --password '{pw}'",
    "dsmadmc -id={u} -password={pw} -dataonly=yes 'query session'",
    "devpi login {u} --password '{pw}'",
    "jsign --keystore ilmklang-codesign.p12 --storepass '{pw}' --alias codesign --tsaurl http://timestamp.digicert.com CarillonPlayer-Setup.exe",
    "MegaCli64 -CreateSecurityKey -SecurityKey '{pw}' -a0",
    "php support/bin/caUtils reset-password --user={u} --password='{pw}'",
    "singularity remote login -u {u} -p '{pw}' docker://registry.ilmklang.de",
    "bin/knoxcli.sh create-master --master '{pw}'",
    "uxplay -n 'Glockenmuseum Saal 2' -pw '{pw}'",
    "printf 'login {u} {pw}\\nplayers 0 10\\n' | nc lms.ilmklang.lan 9090",
    "mpc -h '{pw}@musicpd.ilmklang.lan' play",
    "ffmpeg -re -i angelus.wav -c:a libopus -f ogg icecast://source:{pw}@stream.ilmklang.de:8000/turm.ogg",
    "jacktrip -C jacktrip.ilmklang.de -A --username {u} --password '{pw}'",
    "nextcloudcmd -u {u} -p '{pw}' ~/Glockenarchiv https://cloud.ilmklang.de",
    "pscp -pw '{pw}' stimmprotokoll.csv {u}@stimm.ilmklang.lan:/srv/protokolle/",
    "winexe -U 'ILMKLANG/{u}%{pw}' //museum-kasse 'cmd /c ipconfig'",
    "govc ls -u '{u}:{pw}@vcenter.ilmklang.lan' /",
    "sysbench oltp_read_write --mysql-host=db.ilmklang.lan --mysql-user={u} --mysql-password='{pw}' run",
    "mydumper --host=db.ilmklang.lan --user={u} --password='{pw}' --outputdir=/backup/glockendb",
    "etcdctl --user '{u}:{pw}' get /carillon/config",
    "ipmiutil health -N bmc-turm.ilmklang.lan -U {u} -P '{pw}'",
    "amtterm -u {u} -p '{pw}' kasse-pc.ilmklang.lan",
    "filebrowser users add {u} '{pw}' --perm.admin",
    "miniserve --auth {u}:{pw} /srv/glockenfotos",
    "chisel client --auth {u}:{pw} https://tunnel.ilmklang.de R:5900:localhost:5900",
    "vmrun -T ws -gu {u} -gp '{pw}' runProgramInGuest Stimm-VM.vmx C:\\Stimmung\\analyse.exe",
    "esrally race --track=geonames --target-hosts=es.ilmklang.lan:9200 --client-options=\"basic_auth_user:'{u}',basic_auth_password:'{pw}'\"",
    "darkhttpd /srv/stimmkurven --port 8081 --auth {u}:{pw}",
    "deluge-console \"connect 127.0.0.1:58846 {u} {pw}; info\"",
    "clickhouse-benchmark --host ch.ilmklang.lan --user {u} --password '{pw}' <<< 'SELECT count() FROM toene'",
    "memtier_benchmark -s redis.ilmklang.lan -a '{pw}' --ratio=1:10",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@turmsteuerung:~# {c}", "Konsole, heike@stimmwerk:~$ {c}",
    "kitty ~/museum $ {c}", "Hyper, on the Hilo laptop: {c}", "Tilix pane 2: {c}",
    "GNOME Terminal, ronny@giesserei-nuc:~$ {c}", "iTerm2 (Keoni's MacBook) % {c}",
    "Windows Terminal: PS C:\\Ilmklang> {c}", "ConEmu on the museum kiosk: {c}",
    "MobaXterm session 'turm-hilo':\n{c}", "SecureCRT tab 'Stimmwerkstatt': {c}",
    "Termius on the phone, up in the tower: {c}", "Termux on Jomar's phone:\n$ {c}",
    "JuiceSSH, Lake Sebu: {c}", "tmux window 3 on the jump host:\n{c}", "byobu, session 'giesshalle': {c}",
    "xterm on the old tuning PC: {c}",
    "dän Befehl hob ich laafn lassn: {c}", "dn Befähl hab'ch nu ausgefiehrt: {c}",
    "det Kommando hab ick abjeschickt: {c}", "dis da command I wen run: {c}",
    "command gu: {c}", "command agu: {c}", "ka command nga gidagan ku: {c}",
    "yang command nga gipadagan nakò: {c}", "ang command nga akong gipadagan sa kampanaryo: {c}",
    "het commando dat ik op de beiaardcabine draaide: {c}", "dän Befehl vom Ronny, ähmd: {c}",
    "dor Befähl fürs Stimmwerk, nu: {c}", "det hab ick inne Konsole jetippt: {c}",
    "dis da command fo' da Hilo box: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "clickhouse://{u}:{pw}@ch.ilmklang.lan:9440/toene?secure=true",
    "mongodb+srv://{u}:{pw}@museum.x1k9q.mongodb.net/sammlung",
    "postgresql+psycopg://{u}:{pw}@pg.ilmklang.lan:5432/giessprotokolle",
    "oracle+oracledb://{u}:{pw}@ora.ilmklang.lan:1521/?service_name=ERP",
    "mssql+pymssql://{u}:{pw}@sql.ilmklang.lan/Kasse",
    "hana://{u}:{pw}@hana.ilmklang.lan:30015",
    "trino://{u}:{pw}@trino.ilmklang.lan:443/hive/glocken",
    "rediss://{u}:{pw}@redis.ilmklang.lan:6380/2",
    "ftps://{u}:{pw}@ftp.ilmklang.de:990/giessplaene/",
    "webdavs://{u}:{pw}@dav.ilmklang.de/remote.php/dav/files/{u}/",
    "imaps://{u}:{pw}@mail.ilmklang.de:993/INBOX",
    "rtsp://{u}:{pw}@cam-glockenstuhl.ilmklang.lan:554/h264",
    "vnc://{u}:{pw}@kiosk-3.ilmklang.lan:5900",
    "sip:{u}:{pw}@pbx.ilmklang.lan",
    "Server=sql.ilmklang.lan;Database=Kasse;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "GLOCKEN_DB_URL={c}", "Metabase connection, the old one: {c}",
    "keep this connection string for me: {c}", "dor Verbindungs-String is {c}",
    "da connection string stay {c}", "Zammad #41250: {c}", "Trilium note 'Datenbanken': {c}",
    "ka connection string: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_988_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "ilmklang", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("lexoffice", "LEXOFFICE_API_KEY", _j((URLSAFE, 48))),
    ("DATEV", "DATEV_CLIENT_SECRET", _j((HEX, 32))),
    ("FastBill", "FASTBILL_API_KEY", _j((HEX, 32))),
    ("Billomat", "BILLOMAT_API_KEY", _j((HEX, 32))),
    ("easybill", "EASYBILL_API_KEY", _j((ALNUM, 64))),
    ("Candis", "CANDIS_API_TOKEN", _vendor_jwt("https://api.candis.io")),
    ("Moss", "MOSS_API_KEY", _j("moss_live_", (ALNUM, 32))),
    ("Pliant", "PLIANT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Kontist", "KONTIST_ACCESS_TOKEN", _vendor_jwt("https://api.kontist.com")),
    ("Agicap", "AGICAP_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Hooktheory", "HOOKTHEORY_ACTIVKEY", _j((HEX, 32))),
    ("Chordify", "CHORDIFY_API_KEY", _j((ALNUM, 40))),
    ("Songsterr", "SONGSTERR_TOKEN", _j((B64, 44))),
    ("IMSLP", "IMSLP_API_KEY", _j((HEX, 40))),
    ("Henle", "HENLE_LIBRARY_TOKEN", _j((URLSAFE, 64))),
    ("forScore", "FORSCORE_SYNC_KEY", _j((UPPER_DIGITS, 32))),
    ("Newzik", "NEWZIK_API_KEY", _j("nzk_", (ALNUM, 36))),
    ("Piascore", "PIASCORE_API_KEY", _j((ALNUM, 32))),
    ("Musicnotes", "MUSICNOTES_API_SECRET", _j((HEX, 64))),
    ("Tonara", "TONARA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Noteflight", "NOTEFLIGHT_API_KEY", _j((HEX, 40))),
    ("Flat.io", "FLAT_ACCESS_TOKEN", _j((HEX, 128))),
    ("Soundslice", "SOUNDSLICE_APP_SECRET", _j((ALNUM, 40))),
    ("MuseScore", "MUSESCORE_OAUTH_SECRET", _j((HEX, 32))),
    ("SmartMusic", "SMARTMUSIC_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("My Music Staff", "MYMUSICSTAFF_API_KEY", _j((ALNUM, 32))),
    ("Opus1", "OPUS1_API_TOKEN", _j((ALNUM, 48))),
    ("Gomus", "GOMUS_API_TOKEN", _j((HEX, 64))),
    ("ChurchTools", "CHURCHTOOLS_LOGIN_TOKEN", _j((ALNUM, 96))),
    ("ChurchSuite", "CHURCHSUITE_CLIENT_SECRET", _j((HEX, 40))),
    ("Elvanto", "ELVANTO_API_KEY", _j((ALNUM, 32))),
    ("Faithlife", "FAITHLIFE_CONSUMER_SECRET", _j((UPPER_HEX, 40))),
    ("HitPay", "HITPAY_API_KEY", _j((HEX, 64))),
    ("Globe Labs", "GLOBELABS_APP_SECRET", _j((HEX, 64))),
    ("M360", "M360_APP_SECRET", _j((ALNUM, 32))),
    ("Hubstaff", "HUBSTAFF_PERSONAL_TOKEN", _vendor_jwt("https://account.hubstaff.com")),
    ("Jibble", "JIBBLE_CLIENT_SECRET", _j((ALNUM, 43))),
    ("Buckaroo", "BUCKAROO_SECRET_KEY", _j((UPPER_DIGITS, 20))),
    ("MultiSafepay", "MULTISAFEPAY_API_KEY", _j((HEX, 40))),
    ("Teamleader", "TEAMLEADER_CLIENT_SECRET", _j((HEX, 32))),
    ("Billit", "BILLIT_API_KEY", lambda g: v.uuid4(g, "b")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "fish: set -gx {env} {tok}",
    "PowerShell: $env:{env} = \"{tok}\"",
    "justfile:\nexport {env} := \"{tok}\"",
    "flake.nix devShell: {env} = \"{tok}\";",
    "railway variables --set \"{env}={tok}\"",
    ".kamal/secrets:\n{env}={tok}",
    "wrangler.toml:\n[vars]\n{env} = \"{tok}\"",
    "docker run -e {env}={tok} ilmklang/kiosk:3.1",
    "ConfigMap (wrong place for it):\ndata:\n  {env}: \"{tok}\"",
    "GitHub Actions workflow:\n    env:\n      {env}: {tok}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "crontab: {env}={tok} /opt/kiosk/sync.sh",
    "Ilmklang ERP › Einstellungen › Integrationen › {vendor} › API key: {tok}",
    "Trilium table 'Integrationen': | {vendor} | 2033 | {tok} |",
    "Vikunja task: rotate the {vendor} key {tok}",
    "Threema, Heike: {vendor} key for the ticket sync: {tok}",
    "Signal: the {vendor} token we use now is {tok}, the old one is revoked",
    "Zammad #41302: {vendor} sync fails with 401, configured key {tok}",
    "Znuny ticket: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "dictated: the {vendor} API key is {tok}",
    "{vendor}-API-Schlüssel fürs Museum: {tok}",
    "dr {vendor} API-Schlüssel is {tok}, gell",
    "dor API-Schlüssel von {vendor}: {tok}, nu",
    "der {vendor} API-Schlüssel is {tok}, wa",
    "da {vendor} API key stay {tok}",
    "API key dwen {vendor} lan {tok}",
    "API key kanam {vendor} ale {tok}",
    "ka API key nu {vendor} iyan {tok}",
    "yang API key sa {vendor} na {tok}",
    "API-sleutel van {vendor} voor de beiaardschool: {tok}",
    "clé d'API {vendor} pour le musée : {tok}",
    "ang API key sa {vendor} kay {tok}",
    "{vendor} のAPIキー：{tok}",
    "{vendor} API 키: {tok}",
    "{vendor} 的 API 密钥是 {tok}",
    "klucz API {vendor} do muzeum: {tok}",
    "ka kī API o {vendor}: {tok}",
    "la clave de API de {vendor} es {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    gomus = _r(rng, HEX, 64)
    billomat = _r(rng, HEX, 32)
    hitpay = _r(rng, HEX, 64)
    chordify = _r(rng, ALNUM, 40)
    forscore = _r(rng, UPPER_DIGITS, 32)
    elvanto = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = httpx.get("https://ilmklang.gomus.de/api/v4/tickets", headers={{"X-Gomus-Token": "{gomus}"}})', gomus),
        Sample("vendor_token", f"curl -H 'X-BillomatApiKey: {billomat}' https://ilmklang.billomat.net/api/invoices", billomat),
        Sample("vendor_token", f'const hitpay = new HitPayClient("{hitpay}");', hitpay),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "CHORDIFY_API_KEY", "\\"{chordify}\\"")\n  }}\n}}', chordify),
        Sample("vendor_token", f"Info.plist:\n<key>ForScoreSyncKey</key>\n<string>{forscore}</string>", forscore),
        Sample("vendor_token", f"$elvanto = new ElvantoApi('{elvanto}');", elvanto),
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


_BARE_PLACES = ["{t}", "Threema: {t}", "it's shown only once, so:\n{t}", "da token stay {t}",
                "dor Token: {t}", "{t}\n^ the new one, the old one is revoked",
                "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the bell-frame vibration sensor GS-12 (OTAA): {h}": 32,
    "AppSKey of the tower-clock GPS receiver (ABP): {h}": 32,
    "HMAC secret for the Gomus ticket webhook: {h}": 64,
    "Clock-O-Matic controller config-backup AES key: {h}": 32,
    "pre-shared key of the museum's IPsec tunnel to the foundry (hex): {h}": 64,
    "KNX Secure FDSK of the museum's push-button actuator: {h}": 32,
    "ka encryption key sa backup: {h}": 64,
    "Verschlüsselungsschlüssel vom Backup, dor: {h}": 64,
    "da backup encryption key stay {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #41266: token copied from the browser's dev tools {t}",
    "Cookie: lang=de; ik_session={t}",
    "MUSEUM_KIOSK_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "da token stay {t}",
    "det Token is {t}",
    "Chatwoot transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_988_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.ilmklang.de/realms/glocken",
            "azp": "kiosk",
            "roles": ["kasse", "fuehrung"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the tower controller in Hilo, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tickets.ilmklang.de.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"KIOSK_SIGNING_KEY": "{key}", "kiosk": "saal-2"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_stimm <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Znuny ticket 2033051410000188, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "dor private Schlüssel vom Server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the tax advisor's upload portal:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the steel plate: {p}": "english",
    "Nunchuk wallet recovery phrase\n{p}": "english",
    "Zeus wallet words (the old museum donation wallet, emptied): {p}": "english",
    "voice memo: the Blockstream Green recovery words are {p} and that's all of them": "english",
    "Trilium page 'Spendenwallet (alt)': {p}": "english",
    "da seed words fo' my wallet stay: {p}": "english",
    "frase di recupero del portafoglio Cake Wallet: {p}": "italian",
    "obnovovací fráze peněženky Trezor Suite: {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
    "imToken 钱包助记词：{p}": "chinese_simplified",
    "сид-фраза кошелька Tonkeeper: {p}": "russian",
    "frase semilla de la billetera Muun: {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 15, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 15: 20, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        "  ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Bancontact's, a brand the value helpers
    do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "bancontact":
        return _card_of(rng, ["6703"], [17, 19])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Threema, Heike: the foundry card for the crane spare parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Zammad #41281: pay the Televic service call with card {c}",
    "mei Kartennummer: {c}, {mm}/{yy}, gell",
    "mei Kardnnummer is {c}",
    "meene Kartennummer: {c}, {mm}/{yy}",
    "my card number stay {c}, {mm}/{yy}",
    "numero card gu: {c}",
    "numero card agu: {c}, {mm}/{yy}",
    "ka numero sa card ku: {c}",
    "yang numero sa card nakò: {c}, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "bancontact", "mastercard", "amex", "discover", "jcb", "maestro", "unionpay",
           "diners"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, CVC {cvv}",
               "the three digits on the back by the signature: {cvv}",
               "Amex {c}, the four-digit code above the number: {cvv}",
               "die drei Zahln hindn uff dr Kardde: {cvv}",
               "da three numbers on da back of da card: {cvv}",
               "ka tulo ka numero sa likod sa card: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a count over heldouts 5 to 70 (four corpora each, Andorra five); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"DO": "cccc" + "n" * 20, "EG": "n" * 25, "GI": "aaaa" + "c" * 15,
                "GT": "cccc" + "c" * 20, "NI": "aaaa" + "n" * 20,
                "SC": "aaaa" + "n" * 20 + "aaa", "SV": "aaaa" + "n" * 20,
                "AD": "n" * 8 + "c" * 12}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the country whose IBAN it holds
    "refund the deposit for the León cathedral bells to {i} within 14 days": "NI",
    "save the Victoria cathedral's IBAN for the bell refund: {i}": "SC",
    "IBAN: {i}\nReference: bourdon deposit, Antigua": "GT",
    "Threema #buchhaltung: the Gibraltar parish's new bank details, IBAN {i}": "GI",
    "IBAN vo dr Gemeinde in Santo Domingo: {i}": "DO",
    "IBAN: {i}, dor is vom Kunden in Andorra": "AD",
    "det IBAN von die Jemeinde in Gibraltar: {i}": "GI",
    "my IBAN stay {i}": "SV",
    "ka IBAN sa parokya sa Santo Domingo: {i}": "DO",
    "IBAN de la parroquia de San Salvador para el reembolso: {i}": "SV",
    "IBAN de la paroisse de Praslin : {i}": "SC",
    "رقم الآيبان الخاص بالكنيسة في القاهرة: {i}": "EG",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _kids_id(g: random.Random) -> str:
    """A Belgian Kids-ID card number: twelve digits whose last two are the first ten modulo 97."""
    number = v.until(g, lambda h: "6" + _r(h, D, 11), be_eid.is_valid)
    return str(be_eid.format(number))


def _be_unit(g: random.Random) -> str:
    """A Belgian establishment unit number: ten digits from 2 to 8, mod-97 check digits."""
    number = v.until(
        g, lambda h: h.choice("2345678") + _r(h, D, 9), lambda n: be_vat.checksum(n) == 0
    )
    return f"{number[0]}.{number[1:4]}.{number[4:7]}.{number[7:]}"


def _kvk_unit(g: random.Random) -> str:
    """A Dutch KvK establishment number (vestigingsnummer): twelve digits, no public check."""
    return "0000" + g.choice("123456789") + _r(g, D, 7)


def _uli(g: random.Random) -> str:
    """TESDA's Unique Learner Identifier: initials, a birth year and serials; no public check."""
    return f"{_r(g, UPPER, 3)}-{g.randrange(75, 100)}-{_r(g, D, 3)}-{_r(g, D, 5)}-{_r(g, D, 3)}"


def _lrn(g: random.Random) -> str:
    """DepEd's Learner Reference Number: twelve digits (a school id and a serial); unchecked."""
    return g.choice("13456") + _r(g, D, 11)


def _us_passport_card(g: random.Random) -> str:
    """A US passport card: C and eight digits; unchecked."""
    return "C" + _r(g, D, 8)


def _ge_licence(g: random.Random) -> str:
    """A Hawaii general excise tax licence number; unchecked."""
    return f"GE-{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, D, 4)}-{_r(g, D, 2)}"


def _med_quest(g: random.Random) -> str:
    """A Hawaii Med-QUEST member id: ten digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 9)


def _be_residence(g: random.Random) -> str:
    """A Belgian electronic residence card number: B and ten digits; unchecked."""
    return f"B {_r(g, D, 7)} {_r(g, D, 2)}"


def _nl_residence(g: random.Random) -> str:
    """A Dutch residence document number: two letters and seven characters; unchecked."""
    return (
        _r(g, "BCDFGHJKLMNPRSTVWXYZ", 2) + _r(g, "BCDFGHJKLMNPRSTVWXYZ0123456789", 6) + _r(g, D, 1)
    )


def _ph_passport(g: random.Random) -> str:
    """A Philippine passport: P, seven digits and a letter; unchecked."""
    return "P" + _r(g, D, 7) + g.choice(UPPER)


def _de_passport(g: random.Random) -> str:
    """A German passport: a letter of its alphabet and eight of its letters and digits."""
    return g.choice("CFGHJK") + _r(g, "CFGHJKLMNPRTVWXYZ0123456789", 8)


_ID_PLACES: dict[str, Maker] = {
    "Kids-ID number of Femke's daughter, for the carillon summer course form: {s}": _kids_id,
    "Kids-ID-nummer van mijn zoon voor het beiaardkamp: {s}": _kids_id,
    "vestigingseenheidsnummer van de beiaardschool in Mechelen: {s}": _be_unit,
    "establishment unit number of the Leuven branch, for the invoice: {s}": _be_unit,
    "KvK-vestigingsnummer van de klokkengieterij in Asten: {s}": _kvk_unit,
    "TESDA ULI of Jomar (welding NC II), for the crew file: {s}": _uli,
    "ka ULI ku sa TESDA: {s}": _uli,
    "DepEd LRN of Lumna's son, for the scholarship form: {s}": _lrn,
    "numero LRN gu: {s}": _lrn,
    "US passport card number of Keoni, for the site badge: {s}": _us_passport_card,
    "my passport card number stay {s}": _us_passport_card,
    "Hawaii GE license number of the Hilo install subcontractor: {s}": _ge_licence,
    "da GE tax license number stay {s}": _ge_licence,
    "Med-QUEST member ID of Makoa, for the workers' comp form: {s}": _med_quest,
    "nummer van de verblijfskaart van Femke: {s}": _be_residence,
    "Dutch residence document number of Wouter: {s}": _nl_residence,
    "numero pasaporte gu: {s}": _ph_passport,
    "pasaporte agu: {s}": _ph_passport,
    "ka numero sa pasaporte ku: {s}": _ph_passport,
    "yang numero sa pasaporte nakò: {s}": _ph_passport,
    "mei Reisebass-Nummer: {s}": _de_passport,
    "meen Reisepass hat die Nummer {s}": _de_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}.{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Gomus 2FA recovery codes\n{codes}", "spare login codes for the foundry's DATEV account {codes}",
            "Teamleader backup codes: {codes}", "2FA-Notfallcodes vom Museumskonto, nu:\n{codes}",
            "da 2FA backup codes stay: {codes}", "ka mga backup code sa 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Candis:heike@ilmklang.de?secret={s}&issuer=Candis&period=30",
              "Aegis, manual setup key for the Kontist login: {s}",
              "2FAS, secret key for the Agicap account: {s}",
              "TOTP-Gehäämnis fürs Museumskonto: {s}"]  # fmt: skip
_CODES = ["{c} is your Kontist verification code", "TAN für Ihre Überweisung über 4.280,00 EUR: {c}",
          "BPI: {c} is your one-time PIN. Never share it.", "da code stay {c}, no give 'em to nobody",
          "ka OTP nu BPI: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Ilmklang-Giesshalle", "ILK-Museum-5G", "Carillonschule-Lehrer", "MagentaWLAN-7K3P",
          "o2-WLAN42", "PLDTHOMEFIBR_a1b2c", "Globe_LTE_MIFI_3C4D", "Converge_2.4G_X7Q2",
          "DITO-5G-88AF", "Spectrum-Hilo-5G", "HawaiianTel-4410", "Starlink-LakeSebu",
          "TowerCrew-Maui", "Stimmwerk-Freiberg"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\npassphrase: {pw}",
    "foundry network {s}, password {pw}",
    "wifi up in the bell chamber: {s} / {pw}",
    "ESP32 bell-striker sketch: WiFi.begin(\"{s}\", \"{pw}\");",
    "the key on the sticker under the PLDT router: {pw}",
    "WLAN {s}, 's Basswort is {pw}",
    "WLAN {s}, Gennwort: {pw}",
    "det WLAN {s} hat det Passwort {pw}",
    "da wifi {s} password stay {pw}",
    "password wifi {s} lan {pw}",
    "password wifi {s} ale {pw}",
    "ka password sa wifi {s} iyan {pw}",
    "yang password sa wifi {s} na {pw}",
    "Pi Zero in the tower, wpa_supplicant.conf: ssid=\"{s}\" psk=\"{pw}\"",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("moss_live_", (ALNUM, 20)), _j((HEX, 40)), _j((UPPER_DIGITS, 32)),
                 _j("nzk_", (ALNUM, 28)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone to the Hilo crew] {t}",
          "(spaced so the Threema preview hides it) {t}", "Buchstabe für Buchstabe, nu: {t}",
          "one-one letter: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", " - ", ". "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["Vorhängeschloss am Glockenstuhl: {pw}", "'s Vorhängeschloss vom Turm, dr Code: {pw}",
          "dor Code vom Schloss an dr Turmtür: {pw}", "det Zahlenschloss an der Turmluke: {pw}",
          "da padlock on da bell tower door: {pw}", "the museum side door keypad takes {pw} then #",
          "padlock on the bell crate at Hilo harbour: {pw}", "ka code sa padlock sa kampanaryo: {pw}",
          "yang code sa kandado sa kampanaryo: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["bourdon", "clapper", "yoke", "crown", "tierce", "nominal", "quint", "bronze",
                 "crucible", "loam", "belfry", "kulintang", "agung", "plumeria", "kiawe",
                 "angelus"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the museum vault: {p}": " ",
            "Enpass master passphrase: {p}": "-", "Strongbox database passphrase: {p}": ".",
            "Passbolt passphrase: {p}": " ", "Backup-Passphrase, nu: {p}": "_",
            "da backup passphrase stay {p}": " ", "ka passphrase sa backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTPie session file: \"Authorization\": \"Bearer {v}\"": False,
    "Hoppscotch-Sammlung, Header Authorization = Basic {v}": True,
    "Yaak export of the Gomus call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "CollectiveAccess setup.php:\ndefine(\"__CA_DB_USER__\", 'ca');\ndefine(\"__CA_DB_PASSWORD__\", '{pw}');",
    "Omeka S config/database.ini:\nuser     = \"omeka\"\npassword = \"{pw}\"\ndbname   = \"sammlung\"",
    "koha-conf.xml:\n<user>koha_museum</user>\n<pass>{pw}</pass>",
    "ResourceSpace include/config.php:\n$mysql_server = 'localhost';\n$mysql_password = '{pw}';",
    "Piwigo local/config/database.inc.php:\n$conf['db_user'] = 'piwigo';\n$conf['db_password'] = '{pw}';",
    "AtoM config/config.php:\n'username' => 'atom',\n'password' => '{pw}',",
    "mpd.conf:\n# da password fo' da museum music box, no touch\npassword \"{pw}@read,add,control,admin\"",
    "spotifyd.conf:\n# ka account sa museo\n[global]\nusername = \"ilmklang-museum\"\npassword = \"{pw}\"",
    "navidrome.toml:\nDevAutoCreateAdminPassword = \"{pw}\"",
    "Home Assistant secrets.yaml:\n# dor KNX-Tunnel vom Museum, nu\nknx_tunnel_password: {pw}",
    "ESPHome glockenschlag.yaml:\n# 's Basswort fürs OTA, gell, ni einchecken\nota:\n  - platform: esphome\n    password: \"{pw}\"",
    "zigbee2mqtt configuration.yaml:\nmqtt:\n  server: mqtt://mqtt.ilmklang.lan\n  user: z2m\n  password: {pw}",
    "mosquitto bridge.conf:\nconnection museum-bridge\naddress mqtt.ilmklang.de:8883\nremote_username museum\nremote_password {pw}",
    "odoo.conf:\n; det is det Master-Passwort, nich ändern, wa\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "Nextcloud config/config.php:\n'dbuser' => 'nextcloud',\n'dbpassword' => '{pw}',",
    "Zammad config/database.yml:\nproduction:\n  adapter: postgresql\n  username: zammad\n  password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Keoni: museum wifi password?\nLeilani: {pw}",
    "[07:41] ronny: root pw for the tower controller?\n[07:42] enrico: {pw}",
    "Heike: {pw} is the new Clock-O-Matic admin password",
    "Jomar: use {pw}, that's what the Eijsbouts panel has now",
    "Ulrike: 's neie Basswort is {pw}",
    "Steffen: 's neie Gennwort is {pw}, nu",
    "Kalle: det neue Passwort is {pw}",
    "Makoa: da new password stay {pw}",
    "Lumna: falami password lan {pw}",
    "Roldan: ka bag-u nga password iyan {pw}",
    "Marites: yang bag-o nga password na {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "Bass\u200bwort: {pw}", "Genn\u2063wort = {pw}", "pass\u034fword → {pw}", "pаsswоrd: {pw}",
    "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "𝘱𝘢𝘴𝘴𝘸𝘰𝘳𝘥 {pw}", "Ｐａｓｓｗｏｒｔ: {pw}", "pass\u202eword: {pw}",
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
    "the Clock-O-Matic admin password is": "{s}", "Eijsbouts panel pw:": "{s} (since the controller swap in May)",
    "mei Basswort is": "{s}", "Gennwort vom Server": "{s}\nändern nach dr Glockenweihe",
    "det Passwort is": "{s}", "da password stay": "{s}", "ka password ku iyan": "{s}",
    "password gu lan": "{s}", "Bodet password": "{s}",
    "the password Jomar shouted down from the tower was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "dor Gomus API-Schlüssel", "{s}", _j((HEX, 64))),
    ("split_token", "Newzik key:", "{s} (school account)", _j("nzk_", (ALNUM, 36))),
    ("split_token", "Agicap client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "my card number stay", "{s} exp 08/37", lambda g: v.grouped(_card(g, "bancontact"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SV"))),
    ("split_backup", "DATEV recovery codes", "{s}\nqwke71.m3xa\nbrtp28.9vzn", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "ka TOTP secret sa Kontist", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Kids-ID", "{s}", _kids_id),
    ("split_phrase", "Enpass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"clock_o_matic": {"url": "https://turm-marien.ilmklang.lan", "admin_pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"basswort": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "keoni", "note": "da password stay {s}"}}': ("meta_password", _plain_pw),
    '{"towers": [{"name": "st-marien"}, {"name": "hilo-1", "panel_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mydumper", "--host", "db.ilmklang.lan", "--user", "backup", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "det Passwort vom Kassen-PC is {s}"}': ("meta_password", _plain_pw),
    '{"gennwort": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "ka password sa Eijsbouts panel iyan {s}"}': ("meta_password", _plain_pw),
    '{"gomus": {"api_token": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"hitpayKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"noteflight_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "discover"), " ", g)),
    '{"parish": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "NI")),
    '{"pupil": {"kids_id": "{s}"}}': ("meta_id", _kids_id),
    '{"mfa": {"backup_codes": ["{s}", "qwke71.m3xa", "brtp28.9vzn"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donation_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_s_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bell_chamber": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wlan": {"ssid": "ILK-Museum-5G", "basswort": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"librosa-0.10.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"cantabile-firmware-5.3.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ilmklang/kiosk:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"tuning: add strike-note column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"export: revert cents rounding", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"stimmkurve_bourdon.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"giessprotokoll-2032.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the Clock-O-Matic password before the bell blessing on 2033-06-14.",
    "Keoni asked for the tower wifi password; it's on the card in the crew van's glovebox.",
    "Policy: Ilmklang passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into Threema; send a vault link instead.",
    "The `.env.example` line `GOMUS_API_TOKEN=changeme` is a placeholder; the real token is in the vault.",
    "The Eijsbouts panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_NOTEFLIGHT_KEY> in the README with the key from your Noteflight account.",
    "HITPAY_API_KEY and AGICAP_CLIENT_SECRET must be set before the nightly sync runs.",
    "Sach ähmd keem dei Basswort, gell.",
    "Dei Gennwort sachste niemandem, nu?",
    "Dein Passwort sachste keenem, ooch nich mir.",
    "No tell nobody your password, brah.",
    "Kdee tulen de password ma kenen.",
    "Di tlo password agu kanam deg.",
    "Ayaw isulti ka password nu ki bisan sin-u.",
    "Ayaw ipaistorya yang password nimo.",
    "Das Kennwort muss mindestens sechzehn Zeichen lang sein.",
    "Het wachtwoord moet minstens zestien tekens lang zijn.",
    "パスワードは16文字以上にしてください。",
    "Ayaw ihatag ang imong password bisan kinsa.",
    "Upgraded the Clock-O-Matic firmware from 5.1 to 5.3 and paho-mqtt to 2.1.0 over the weekend.",
    f"commit {_COMMIT} adds the strike-note column to the tuning log.",
    f"Rolled back to {_SHORT} after the tuning-curve export broke.",
    f"requirements.txt: librosa==0.10.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Cantabile firmware 5.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of giessprotokoll-2032.xlsx: {_SHA512}",
    f"The kiosk container runs ghcr.io/ilmklang/kiosk@sha256:{_IMAGE}.",
    f"MD5 of stimmkurve_bourdon.csv is {_MD5}, same as the copy on the tuning share.",
    "Request id 3f6c2a91-8d4e-4b17-a0c5-7e9b1d2f4a63 is the slow one in the Gomus logs.",
    "Purchase order PO-2033-00217 for 480 kg of tin from the Freiberg smelter ships on Monday.",
    "Zammad #41207: the bell-frame vibration sensor in St. Marien reports too often at night.",
    "Call the Lake Sebu parish office on +63 83 236 0417 before noon.",
    "The two Hilo bells left Hamburg in container TGHU 6120345 and reach Honolulu on 2033-05-02.",
    "Bill of lading ILK-HNL-2033-0042 covers the bourdon and its frame, 3 crates.",
    "The bourdon weighs 4,180 kg, strikes G sharp and has a diameter of 1.92 m.",
    "Bell metal is 78 % copper and 22 % tin; the pour starts at about 1,100 °C.",
    "After five wrong passwords the Eijsbouts panel locks the account for 15 minutes.",
    "The carillon in the Tiergarten has 68 bells; the lightest weighs about 7 kg.",
    "The secret of a good bell is the profile of its rib, not the alloy.",
    "Ask Ronny for the foundry gate keypad code, I don't have it.",
    "My card ending 4417 was declined at the Hilo hardware store.",
    "The Antigua parish wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Gomus account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `CANDIS_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the bell chamber hatch rusts in the salt air at Hilo; oil it every month.",
    "Gomus moved the API token page under Settings › Integrations in its March release.",
    "The Henle edition of the Bach chorales is on the carillon school's shelf, next to the Van den Gheyn preludes.",
    "The guest wifi 'Carillonschule-Gast' is open, no password needed.",
    "Casting no. G-2033-017, tin bronze, 612 kg; the strike note came out 4 cents sharp.",
    "Da tower crew going pau by three o'clock, den we go grind at Ken's.",
    "Dor Glockenguss is nu fertsch, morschen wird gestimmt.",
    "Mir giessn die Gloggn am Freidooch, ähmd wie immer.",
    "Ick bin morjen um neune am Carillon, kiek ma vorbei.",
    "Ka kampana miabot na sa simbahan sa Claveria.",
    "Darating ang kampana sa Koronadal sa Biyernes.",
    "Le carillon joue l'hymne à midi et à dix-huit heures.",
    "Version 2.4.1 of the tuning app fixes the partial-frequency chart on tablets.",
    "The tower-clock receiver listens to DCF77 at 77.5 kHz and resyncs every hour.",
    "Ticket 41288: the museum's audio guide in hall 2 skips track 14; Bodet says firmware 3.7 fixes it.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/ilmklang/clock-o-matic", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 377}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "librosa", "version": "0.10.2"}}',
    '{"ticket": "41207", "purchase_order": "PO-2033-00217"}',
    '{"casting": {"id": "G-2033-017", "weight_kg": 612, "strike_note": "gis1", "cents": 4}}',
    '{"phone": "+63 83 236 0417", "city": "Lake Sebu"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bells_in_stock": 23}',
    '{"request_id": "3f6c2a91-8d4e-4b17-a0c5-7e9b1d2f4a63", "status": 504, "elapsed_ms": 8120}',
    '{"container": "TGHU 6120345", "carrier": "Hapag-Lloyd", "eta": "2033-05-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
