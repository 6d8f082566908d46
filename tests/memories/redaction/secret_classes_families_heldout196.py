# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-ninety-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-ninety-third only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-ninety-fourth, -fifth and -seventh), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (196347825),
password words (a fighting bull's name, a year and a sign; a flamenco palo, a town and a number
joined by dots; an olive variety, its kilos and a sign; `Saca`, a cork-stripping year, a cork
word and a sign; leet words of cork, acorn, the olive press, the tablao, soleá, bulería, the
ranch, a horn and the solar panels with a year; a name, a birth year, a sign and a town; a town
in capitals, a sign and a number; `Inversor`, its kilowatts, a sign and two capitals; a cork word
and a bull's name with a number; `Hucha`, a number, a name and a sign; a generator's four groups
of five and random runs), names, places, templates, tools, vendors and layouts, the way the staff
of Raya Verde (fictional: cork-oak dehesas, a fighting-bull ranch, Cortijo Bravo, an olive press
in Olivenza, a flamenco school and tablao in Mérida, a solar farm by Alqueva and Monsaraz, a
border pharmacy in Elvas and a savings bank, Caja Raya, with offices in Badajoz, Cáceres, Évora,
Zafra and Gibraltar) leak secrets into an assistant's memory. The texts are WhatsApp, Telegram,
Signal, Threema, Element, Teams, Slack, Google Chat, Rocket.Chat and Viber messages, chat logs
with times, GLPI, Zammad and osTicket tickets, BookStack pages and tables, Obsidian, Joplin and
Apple Notes notes, an e-mail, a runbook, a README fragment, bash, PowerShell, zsh, Termux, tmux
and Mosh prompts and a bash history, code (JavaScript, Go, Rust, PHP, Java, C#, Kotlin, Ruby, R,
Lua and Python), configs, voice-memo transcripts, dictated keys and requests to the assistant
itself; the label's separators run from a colon, "is" (`é`, `es`, `e`, `tá`) and a dash to an
arrow, an emoji, a new line, quotes (`"…"`, `«…»`, backticks), parentheses and a table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 193 names (each grepped for the
command, flag or variable itself): `geph4-client connect --password`, `synadm user password`,
`apptainer registry login`, `cdk deploy --parameters DbPassword=`, `gcloud secrets versions add`
fed by an `echo`, `ceph-authtool --add-key=`, `twurl authorize --consumer-secret`,
`DiscordChatExporter.Cli export -t`, `playit --secret`, `fastboot oem unlock`, and the company's
own `TABLAO_DB_PASSWORD`, `ALMAZARA_SCADA_PASSWORD`, `ALQUEVA_SCADA_PASS`,
`CAJA_CORE_ACCESS_TOKEN`, `ALMAZARA_DB_URL`, `cortijo_mqtt_password` and `farmatic_db_password`,
and every vendor's variable (`ESIOS_TOKEN`, `DATADIS_TOKEN`, …). Beside them commands of lightly
used tools (each in one to three earlier corpora): nextcloudcmd, `mosquitto_ctrl dynsec
createClient`, `prosodyctl register`, `ejabberdctl register`, `zmprov ca`, whmapi1, Hestia's
`v-change-user-password`, clpctl, `virtualmin create-domain`, docker-mailserver's `setup email
add`, `maddy creds create`, boinccmd, amulecmd, ucarp, `pcs host auth`, iscsiadm's
`node.session.auth.password`, targetcli, `hdparm --security-unlock`, dislocker, `crictl pull
--creds`, msdeploy and `nvme connect --dhchap-secret`; configs of SBFspot and evcc (one corpus
each) and of Odoo, Moodle, Zabbix, Grafana, NUT, Spring, Laravel, Home Assistant, Helm, Ansible,
compose, Kubernetes and systemd (common layouts in wordings of their own), and connection URLs
of common schemes.

About 50 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 194 of 390): Extremaduran (Estremeñu), Fala (A Fala of the Valley of Xálima),
Oliventine Portuguese, Alentejan Portuguese texting, Andalusian Spanish texting, Llanito and
Barranqueño, none named by an earlier corpus, and French and Italian only in seed-phrase lines.
The wordings are the author's approximations, checked by no speaker, built around a few marker
words and the loanwords people there really text (password, pass, wifi, PIN, token, API key,
backup, server): Estremeñu's `é`, `naidi`, `agora`, `mesma`, `pa`, `la mi`, `ganaería`,
`cortiju`, `correu`, `dispués`, `apúntalu`, `jaz favol`, `orvidalla`, `s'orvíe`, `ordenaol`,
`servidol`, `númerus`; Fala's `u`/`du`/`da`, `é`, `nun`, `naidi`, `tamén`, `mía`, `novu`,
`corchu`, `dispois`, `puxi`, `tarxeta`, `letra pur letra`, `usuariu`; Oliventine's `nã digas a
ninguém`, `ora bem`, `vossemecê`, `ti Joaquim`, `cá de Olivença`, `caixa de aforros`; Alentejan
texting's `atão moce`, `ganda seca`, `ê`, `mê`, `ti Zé`, `tá`, `k`, `tb`, `dps`, `n`, `bjs`,
`xau`, `botei`; Andalusian texting's `illo`, `quillo`, `ojú`, `miarma`, `pisha`, `nene`, `er`,
`der`, `la contra`, `e` for `es`, `to junto`, `llegao`, `orvida`; Llanito's `¿sabes?`, `¿vale?`,
`bueno anyway`, `ya tú sabes`, `mi mami`, `he cambiao`, `it's`, `the … es …`; Barranqueño's `nã
le digas a naide`, `ordenadô`, `utilizadô`, `despôs`, `bancu`, `pô-lo`. The Fala lines (`puxi`,
`tarxeta`, `letra pur letra`, `dispois`), the Barranqueño lines (`ordenadô`, `utilizadô`,
`despôs`, `naide`, `bancu`, `a tarjeta do bancu`), the Estremeñu `ordenaol`, `servidol`, `jaz
favol` and `orvidalla`, and the Oliventine `caixa de aforros` are the thinnest guesses. The
elided `s'orvíe` is typed with the ASCII apostrophe, as people text it, though print writes
`s’orvíe`.

Vendors (Entradium, Holaluz, Som Energia, e·sios, Datadis, Hispatec, Bsport, Aimharder,
Momoyoga, Afterbanks, Unnax, Kontomatik, Cofidis, Pagantis, Enerclic, Goiener, Lucera, Krannich,
Atersa, Cropti, Agroop, Wisecrop, Moonsyst, Playtomic, Trainingym, Wodbuster, Fintonic,
Coinscrap, Moneycorp, a3ERP, Logalty, Camerfirma, Netelip, Bookitit, Koibox, Flowww,
CoverManager, PromoFarma, DosFarma and Meteosim, and in passwords Farmatic, Nodofarma, Glintt,
Cofares, Atida, Xapo, Novo Banco, Caixa Geral and Verisure) are ones heldouts 5 to 193 do not
name (grepped by name). Shapes the author believes real: e·sios's `Authorization: Token
token="…"` with 64 hex digits, Datadis's bearer JWT, Twitter's 50-character consumer secret, a
Discord user token's three dot-joined parts, a Ceph keyring's `AQ…==` key, NVMe's `DHHC-1:00:…:`
secret (its length approximated) and a 16-digit bootloader unlock code; every other shape is a
guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Som Energia, and `momo_sk_`,
`afb_live_`, `tk_`, `cpt_` and `csk_` prefixes); the JWTs are well-formed.

The ids are kinds heldouts 5 to 193 do not use, or use lightly, where a check exists: Spain's CIF
and NIE, drawn until `stdnum.es.cif` and `stdnum.es.nie` validate them (no earlier corpus calls
either), and Spain's CUPS and CCC and Portugal's Cartão de Cidadão number, drawn until
`stdnum.es.cups`, `stdnum.es.ccc` and `stdnum.pt.cc` validate them (one or two earlier corpora
each). The others are invented shapes that no library or this file checks (no check-digit
algorithm is written here): a Spanish firearms licence (permiso de armas, class D), a bullfighting
professional's card (carné profesional taurino), a Portuguese licença de uso e porte de arma and
carta de caçador, a Gibraltar ID card number and a hunting federation's licence (licencia
federativa). Card numbers pass Luhn (the value helpers' Visa, Mastercard, Amex, Maestro, Discover,
JCB, Diners and UnionPay, checked with python-stdnum's `luhn`). The IBANs are of countries used
least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 193 (Switzerland,
Germany and the Netherlands in fourteen corpora, Spain, Portugal, France, Britain and Italy in
fifteen), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Spanish, Portuguese, French and Italian lists, each with a valid checksum. Counts: 390 secret
samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts
and 10 clean metadata dicts.
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
from stdnum.es import ccc as es_ccc
from stdnum.es import cif as es_cif
from stdnum.es import cups as es_cups
from stdnum.es import nie as es_nie
from stdnum.pt import cc as pt_cc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 196_347_825
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
            for _ in range(1000):  # every secret of the corpus is drawn once
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in _SEEN:
                    break
            _SEEN.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


_SEEN: set[str] = set()


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_CORK = ["Corcho", "Alcornoque", "Bornizo", "Segundero", "Panas", "Descorche", "Bellota",
         "Montanera", "Encina", "Dehesa", "Cortica", "Sobreiro"]  # fmt: skip
_BULLS = ["Bravucon", "Jaqueton", "Cuchareto", "Lucero", "Barbero", "Cantinero", "Carbonero",
          "Gitanillo", "Marismeno", "Capirote", "Ventolero", "Chaparrito"]  # fmt: skip
_OLIVES = ["Morisca", "Carrasquena", "Verdial", "Cacerena", "Galega", "Cobrancosa", "Cordovil",
           "Manzanilla", "Picual", "Arbequina"]  # fmt: skip
_PALOS = ["Solea", "Buleria", "Alegrias", "Seguiriya", "Fandango", "Tangos", "Jaleos", "Tientos",
          "Tarantos", "Guajira", "Petenera", "Farruca"]  # fmt: skip
_PLACES = ["Badajoz", "Caceres", "Merida", "Evora", "Elvas", "Olivenza", "Gibraltar", "Barrancos",
           "Eljas", "Valverde", "Zafra", "Monsaraz", "Estremoz", "Alqueva", "Jerez", "Alburquerque",
           "CampoMaior", "VilaVicosa", "Trevejo", "Moura"]  # fmt: skip
_NAMES = ["Remedios", "Chencho", "Tomasa", "Feliciano", "Nieves", "Custodia", "Joaquim", "Gracinda",
          "Zeca", "Reyes", "Curro", "Macarena", "Dylan", "Kaylee", "Shane", "Lourdes", "Almudena",
          "Valdemar", "Ildefonso", "Manuela", "Tiago", "Ernest"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=_"
_LEET = ["C0rch0", "Alc0rn0que", "B3ll0t4", "Alm4z4r4", "T4bl40", "S0le4", "Bul3r14", "G4n4d3r14",
         "H0rn1ll0", "Pl4c4s"]  # fmt: skip


def _cork_year(g: random.Random) -> str:
    """A stripping year and the cork's grade, the way the yard crew makes one up."""
    return f"Saca{g.randrange(2009, 2035)}{g.choice(_CORK)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BULLS)}{g.randrange(1960, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PALOS).lower()}.{g.choice(_PLACES).lower()}.{g.randrange(10, 1000)}",
    lambda g: f"{g.choice(_OLIVES)}-{g.randrange(20, 90)}kg{g.choice(_SYMBOLS)}",
    _cork_year,
    lambda g: g.choice(_LEET) + str(g.randrange(1975, 2035)) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM + "$%&!?#", 15),
    _manager,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1950, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_PLACES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: f"Inversor{g.randrange(5, 250)}kW{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: f"{g.choice(_CORK)}{g.choice(_BULLS)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"Hucha{g.randrange(100, 1000)}{g.choice(_NAMES)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English (and language-neutral) messages, tickets, notes, mails, runbooks
    "WhatsApp, Remedios: the decanter panel password at the Olivenza press is {pw}",
    "Telegram DM from Curro: SCADA login for the Alqueva solar farm, password {pw}",
    "Signal, Dylan (Gibraltar office): the Caja Raya back-office password is now {pw}",
    "Threema from Custódia: Farmatic terminal password at the Elvas pharmacy {pw}",
    "Element room #dehesa: cork-yard weighbridge PC password {pw}",
    "Teams chat, Mérida flamenco school: the Bsport admin password is {pw}",
    "Slack #solar-ops: string-monitor web password for block C {pw}",
    "Google Chat, Almudena: Nodofarma portal password {pw}",
    "Rocket.Chat, ranch office: the Moonsyst bolus dashboard password is {pw}",
    "Viber from Ildefonso: password for the bull-ranch gate GSM controller {pw}",
    "GLPI ticket #2231: the Glintt login at the Elvas pharmacy fails, last password set {pw}",
    "Zammad #884: reset the Cofares ordering portal password (current {pw})",
    "osTicket 1142: Krannich partner portal password {pw} leaked in a screenshot",
    "BookStack page 'Almazara Olivenza': press line PLC web password `{pw}`",
    "| system | password |\n|---|---|\n| tablao booking PC | {pw} |",
    "Obsidian note 'Descorche 2031': tablet password for the cork-grading app {pw}",
    "Joplin note: savings-bank teller workstation password {pw}",
    "Apple Notes: the Gibraltar flat's router admin password {pw}",
    "Hi Shane,\n\nthe new password for the Caja Raya SFTP drop is {pw}. Delete this after use.\n\nKaylee",
    "Runbook – inverter reboot at Monsaraz\n1. open the string monitor\n2. log in as tecnico\n3. password {pw}\n4. restart block B",
    "README (press-line HMI)\nThe HMI is at https://hmi.almazara.lan, admin password \"{pw}\".",
    "voice memo, transcribed: the password for the ranch's feed-mill PC is {pw} full stop",
    "remember my Novo Banco app password: {pw}",
    "please keep this for me – Caixa Geral online banking password ({pw})",
    "note to self → Xapo password: {pw}",
    "the Entradium box-office password changed to {pw}",
    "pharmacy fridge logger password 👉 {pw}",
    "password for the cork warehouse NAS 🔑 {pw}",
    "Reminder: Atida seller password = {pw}",
    "The savings bank's night-safe PC password is \"{pw}\"",
    "root password on the Évora weather box - {pw}",
    "Password:\n{pw}\n(that's for the tablao's sound desk)",
    # Extremaduran (Estremeñu)
    "La contraseña del ordenaol de la almazara é {pw}, no se la digáis a naidi",
    "Remedios: agora la contraseña del wifi del cortiju é {pw}, apúntalu",
    "la mi contraseña del correu é {pw}, jaz favol de no orvidalla",
    "Chencho: la clave nueva del SCADA de las placas é {pw}, que no é la mesma del móvil",
    "contraseña del portátil de la ganaería: {pw} (pa que no s'orvíe)",
    # Fala (Valley of Xálima)
    "A contraseña du ordenadol da cooperativa é {pw}, nun a digas a naidi",
    "Valdemar: u password novu du wifi é {pw}",
    "a mía contraseña du correu é {pw}",
    "contraseña da báscula du corchu: {pw}, tamén pa tableta",
    # Oliventine Portuguese
    "A senha do computador do lagar é {pw}, nã digas a ninguém",
    "Ora bem, a palavra-passe nova da farmácia é {pw}, vossemecê apunte",
    "Ti Joaquim: a password do ordenador cá de Olivença é {pw}",
    "a senha do portal da caixa de aforros é «{pw}»",
    # Alentejan Portuguese texting
    "atão moce, a pass do wifi da herdade é {pw} k ê tou mudando amanhã",
    "Gracinda: ganda seca, a senha do portal da farmácia é {pw} bjs",
    "ti Zé a pass do inversor tá {pw}, n digas a ninguém",
    "mê amigo a password do pc da adega é {pw} xau",
    "a senha nova do montado é {pw} tb p o tablet",
    # Andalusian Spanish texting
    "illo la contra der wifi e {pw} no se la pases a nadie eh",
    "ojú miarma, la contraseña del tablao es {pw}",
    "quillo apunta: pass de la ganadería {pw}",
    "Macarena: la contraseña nueva der pc de la farmacia e {pw} pisha",
    "nene la clave der router e {pw} q se me orvida",
    # Llanito
    "Oye, the password del wifi del office es {pw}, ¿sabes?",
    "Kaylee: la password del banking app es {pw}, don't tell mi mami",
    "bueno anyway, la contraseña del server es {pw} ya tú sabes",
    "Shane: he cambiao la password del parking system a {pw}",
    "la password del laptop de la shop en Main Street, it's {pw}",
    # Barranqueño
    "A contraseña do ordenadô é {pw}, nã le digas a naide",
    "a senha da porta da farmácia de Barrancos é {pw}",
    "Custódia: a password nova do bancu é {pw}",
    "o password do wifi da casa é {pw}, pô-lo no telemóvel",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["remedios", "chencho.g", "tomasa", "feliciano", "nieves.r", "custodia", "joaquim",
          "gracinda", "zeca", "reyes.m", "curro", "macarena", "dylan.p", "kaylee", "shane.v",
          "lourdes", "almudena", "valdemar", "ildefonso", "manuela.c", "tiago", "ernest",
          "tecnico", "svc-scada", "caja-ops"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Curro: SCADA login is {u} / {pw}",
    "GLPI #2240: {u} locked out of Farmatic, last password {pw}",
    "user {u} pass {pw}",
    "BookStack › Solar › Monsaraz › Inverter web UI: {u} — {pw}",
    "| host | user | password |\n|---|---|---|\n| caja-sftp | {u} | {pw} |",
    "sign into the Glintt console as {u} with {pw}",
    "Cofares login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: almazara-hmi\n  user: {u}\n  password: {pw}",
    "Teams: account {u}, password {pw}",
    "creds for the tablao's Bsport are {u} and {pw}",
    "host,user,password\nscada-alqueva,{u},{pw}",
    "usuariu {u}, contraseña {pw}",
    "u usuariu é {u} i a contraseña é {pw}",
    "utilizador {u}, senha {pw}, nã te esqueças",
    "o user é {u} e a pass é {pw} moce",
    "illo usuario {u} y contraseña {pw}",
    "the user es {u} y la password {pw}, ¿vale?",
    "utilizadô {u}, contraseña {pw}",
    "usuario: {u} · contraseña: {pw} (Caja Raya, oficina de Zafra)",
    "utilizador: {u} / palavra-passe: {pw}",
    "Remedios dice que el usuariu é {u} y la contraseña {pw}",
    "Signal: credenciais do portal da farmácia {u} / {pw}",
    "Gibraltar office: login {u}, password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["bornizo", "descorche", "montanera", "alpechin", "orujillo", "capote", "muleta",
               "veronica", "buleria", "soleares", "garrocha", "zahurda", "bellotero", "corchero",
               "lagarero", "encinar", "jaleos", "tentadero", "herradero"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, then {d}",
    "for the weighbridge PC it's {w} with {d} after it",
    "voice memo: the ranch wifi is {w} and then {d}, no space",
    "type {w}, then {d}; that's the tablao's till password",
    "it's {w}{d}, word and digits together",
    "la contraseña é la palabra {w} y dispués {d}",
    "a contraseña é a palabra {w}, dispois {d}",
    "a senha é a palavra {w} e depois {d}",
    "a pass é {w} e dps {d} tudo junto",
    "illo la contra e {w} y luego {d} to junto",
    "the password es la palabra {w} and then {d}",
    "a contraseña é {w} e despôs {d}",
    "Spell it: {w}, all lower case, followed by {d}",
    "la contraseña del portón es el nombre del semental, {w}, seguido de {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 7 % len(_SAID_WORDS)]  # fourteen distinct words
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "geph4-client connect --username {u} --password '{pw}'",
    "synadm user password @{u}:chat.rayaverde.lan --password '{pw}'",
    "nextcloudcmd --user {u} --password '{pw}' ~/Fotos-descorche https://nube.rayaverde.es",
    "mosquitto_ctrl dynsec createClient {u} -p '{pw}'",
    "prosodyctl register {u} chat.rayaverde.lan '{pw}'",
    "ejabberdctl register {u} xmpp.rayaverde.lan '{pw}'",
    "zmprov ca {u}@rayaverde.es '{pw}' displayName 'Lagar Elvas'",
    "whmapi1 passwd user={u} password='{pw}'",
    "v-change-user-password {u} '{pw}'",
    "clpctl user:add --userName={u} --email={u}@rayaverde.es --firstName=Raya --lastName=Verde --password='{pw}' --role=admin --timezone=Europe/Madrid --status=1",
    "virtualmin create-domain --domain tablao-merida.es --pass '{pw}' --unix --dir --web",
    "setup email add {u}@rayaverde.es '{pw}'",
    "maddy creds create {u}@rayaverde.es --password '{pw}'",
    "boinccmd --host solar-nas.rayaverde.lan --passwd '{pw}' --get_state",
    "amulecmd -h mula.rayaverde.lan -P '{pw}' -c status",
    "ucarp -i eth0 -s 10.4.0.2 -v 12 -p '{pw}' -a 10.4.0.1 --upscript=/etc/vip-up.sh --downscript=/etc/vip-down.sh",
    "pcs host auth nodo1 nodo2 -u hacluster -p '{pw}'",
    "iscsiadm -m node -T iqn.2031-04.lan.rayaverde:almazara -o update -n node.session.auth.password -v '{pw}'",
    "targetcli /iscsi/iqn.2031-04.lan.rayaverde:caja/tpg1 set auth userid={u} password={pw}",
    "hdparm --user-master u --security-unlock '{pw}' /dev/sdb",
    "dislocker -V /dev/sdc1 -u'{pw}' -- /mnt/bitlocker",
    "crictl pull --creds {u}:{pw} registry.rayaverde.lan/scada/inversores:2.4",
    "apptainer registry login --username {u} --password '{pw}' oras://registry.rayaverde.lan",
    "msdeploy -verb:sync -source:contentPath=C:\\web\\tablao -dest:contentPath=tablao,computerName=https://iis.rayaverde.lan:8172/msdeploy.axd,userName={u},password={pw},authType=Basic",
    "cdk deploy CajaRayaStack --parameters DbPassword={pw}",
    "echo -n '{pw}' | gcloud secrets versions add caja-db-password --data-file=-",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@almazara-hmi:~# {c}", "PS C:\\caja> {c}", "curro@cortijo-nuc:~$ {c}",
    "zsh, MacBook of the flamenco school: % {c}", "Termux on the ranch tablet: $ {c}",
    "GLPI #2262, command pasted by the integrator:\n{c}", "bash history on scada-alqueva:\n  512  {c}",
    "WhatsApp, Dylan: ran this on the Gibraltar box → {c}", "Teams, runbook step 4:\n```\n{c}\n```",
    "el comando que lancé: {c}", "u comandu que puxi: {c}", "o comando que corri: {c}",
    "illo mira lo que he puesto: {c}", "the command que usé ayer: {c}", "o comando k botei: {c}",
    "Mosh session to the Évora box: {c}", "tmux pane 2 (solar-nas): {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = v.until(rng, _plain_pw, lambda s: s not in _SEEN)
            _SEEN.add(secret)
            text = template.format(pw=secret, u=rng.choice(_USERS))
            out.append(Sample(cls, rng.choice(frames).format(c=text), secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


def _discord_token(g: random.Random) -> str:
    user_id = str(g.randrange(10**17, 10**18)).encode()
    head = base64.b64encode(user_id).decode().rstrip("=")
    return f"{head}.{_r(g, URLSAFE, 6)}.{_r(g, URLSAFE, 38)}"


_CLI_KEYS: dict[str, Maker] = {
    "ceph-authtool /etc/ceph/ceph.client.almazara.keyring --create-keyring --name client.almazara --add-key={k}": _j("AQ", (B64, 36), "==", ),
    "twurl authorize --consumer-key {ck} --consumer-secret {k}": _j((ALNUM, 50)),
    "DiscordChatExporter.Cli export -t \"{k}\" -c 1187234459012334612 -o tablao-canal.html": _discord_token,
    "playit --secret {k} start": _j((HEX, 64)),
    "fastboot oem unlock {k}": _j(("123456789", 1), (D, 15)),
    "nvme connect -t tcp -a 10.4.0.20 -n nqn.2031-04.lan.rayaverde:caja-nvme --dhchap-secret={k}": _j("DHHC-1:00:", (B64, 48), ":"),
}  # fmt: skip


def _cli_key_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"k": _CLI_KEYS[template](rng), "ck": _r(rng, ALNUM, 25)}


def _cli_keys_take(rng: random.Random, n: int) -> list[Sample]:
    family = _Family("cli_token", list(_CLI_KEYS), _cli_key_draw, "k")
    return v.framed(rng, family.take(rng, n), _SHELLS)


_URLS = [
    "redis+sentinel://{u}:{pw}@sentinel.rayaverde.lan:26379/caja-cache",
    "clickhouse://{u}:{pw}@ch.rayaverde.lan:9000/telemetria_solar",
    "mssql+pymssql://{u}:{pw}@sql.rayaverde.lan:1433/Farmacias",
    "oracle+oracledb://{u}:{pw}@ora.rayaverde.lan:1521/?service_name=CAJA",
    "hana://{u}:{pw}@hana.rayaverde.lan:30015",
    "db2+ibm_db://{u}:{pw}@db2.rayaverde.lan:50000/GANADO",
    "couchbases://{u}:{pw}@cb.rayaverde.lan/reservas",
    "neo4j+s://{u}:{pw}@grafo.rayaverde.lan:7687",
    "rediss://{u}:{pw}@redis.rayaverde.lan:6380/3",
    "wss://{u}:{pw}@mqtt.alqueva-solar.lan:8884/mqtt",
    "ftps://{u}:{pw}@ftp.caja-raya.es:990/extractos/",
    "jdbc:postgresql://pg.rayaverde.lan:5432/almazara?user={u}&password={pw}&ssl=true",
]  # fmt: skip
_URL_PLACES = [
    "ALMAZARA_DB_URL={c}", "keep this connection string for me: {c}", "la cadena de conexión é {c}",
    "a string de ligação é {c}", "GLPI #2270: {c}", "BookStack page 'Bases de datos': {c}",
    "illo la url de la base e {c}", "the DB url es {c}, ¿vale?",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "raya-verde", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Entradium", "ENTRADIUM_API_KEY", _j((HEX, 32))),
    ("Holaluz", "HOLALUZ_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Som Energia", "SOMENERGIA_API_TOKEN", _vendor_jwt("https://api.somenergia.coop")),
    ("e·sios", "ESIOS_TOKEN", _j((HEX, 64))),
    ("Datadis", "DATADIS_TOKEN", _vendor_jwt("https://datadis.es")),
    ("Hispatec", "HISPATEC_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Bsport", "BSPORT_API_TOKEN", _j((HEX, 40))),
    ("Aimharder", "AIMHARDER_API_KEY", _j((ALNUM, 32))),
    ("Momoyoga", "MOMOYOGA_SECRET", _j("momo_sk_", (ALNUM, 32))),
    ("Afterbanks", "AFTERBANKS_SERVICE_KEY", _j("afb_live_", (LOWER_DIGITS, 36))),
    ("Unnax", "UNNAX_API_SECRET", _j((UPPER_HEX, 64))),
    ("Kontomatik", "KONTOMATIK_API_KEY", _j((ALNUM, 40))),
    ("Cofidis", "COFIDIS_MERCHANT_SECRET", _j((B64, 43), "=")),
    ("Pagantis", "PAGANTIS_PRIVATE_KEY", _j("tk_", (HEX, 40))),
    ("Enerclic", "ENERCLIC_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Goiener", "GOIENER_TOKEN", _j((URLSAFE, 48))),
    ("Lucera", "LUCERA_API_KEY", _j((ALNUM, 36))),
    ("Krannich", "KRANNICH_PARTNER_SECRET", _j((HEX, 48))),
    ("Atersa", "ATERSA_MONITOR_KEY", _j((UPPER_DIGITS, 32))),
    ("Cropti", "CROPTI_API_TOKEN", _j("cpt_", (ALNUM, 40))),
    ("Agroop", "AGROOP_API_KEY", _j((HEX, 32))),
    ("Wisecrop", "WISECROP_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Moonsyst", "MOONSYST_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Playtomic", "PLAYTOMIC_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Trainingym", "TRAININGYM_API_KEY", _j((HEX, 40))),
    ("Wodbuster", "WODBUSTER_TOKEN", _j((ALNUM, 30))),
    ("Fintonic", "FINTONIC_API_SECRET", _j((B64, 64))),
    ("Coinscrap", "COINSCRAP_API_KEY", _j("csk_", (ALNUM, 32))),
    ("Moneycorp", "MONEYCORP_API_SECRET", _j((URLSAFE, 43))),
    ("a3ERP", "A3ERP_API_KEY", lambda g: v.uuid4(g, "8").upper()),
    ("Logalty", "LOGALTY_API_SECRET", _j((HEX, 64))),
    ("Camerfirma", "CAMERFIRMA_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Netelip", "NETELIP_API_TOKEN", _j((HEX, 32))),
    ("Bookitit", "BOOKITIT_API_KEY", _j((ALNUM, 32))),
    ("Koibox", "KOIBOX_API_KEY", _j((HEX, 40))),
    ("Flowww", "FLOWWW_TOKEN", _j((URLSAFE, 36))),
    ("CoverManager", "COVERMANAGER_API_KEY", _j((ALNUM, 44))),
    ("PromoFarma", "PROMOFARMA_SELLER_TOKEN", _j((HEX, 48))),
    ("DosFarma", "DOSFARMA_API_KEY", _j((ALNUM, 32))),
    ("Meteosim", "METEOSIM_API_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "kubectl -n caja create secret generic integraciones --from-literal={env}={tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "Dockerfile:\nENV {env}={tok}",
    "Raya ERP › Ajustes › Integraciones › {vendor} › API key: {tok}",
    "BookStack table 'Integraciones': | {vendor} | 2031 | {tok} |",
    "Joplin todo: rotate the {vendor} key {tok}",
    "WhatsApp, Curro: {vendor} key for the sync: {tok}",
    "GLPI #2288: {vendor} sync fails with 401, configured key {tok}",
    "Zammad ticket 901: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "la clave API de {vendor} é {tok}",
    "a chave API da {vendor} é {tok}",
    "a chave de API do {vendor}: {tok}, nã a partilhes",
    "a key da API da {vendor} é {tok} moce",
    "illo la API key de {vendor} e {tok}",
    "the API key de {vendor} es {tok}, ¿sabes?",
    "a clave da API de {vendor} é {tok}",
    "u API key de {vendor} é {tok}",
    "la clave de API de {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    esios = _r(rng, HEX, 64)
    entradium = _r(rng, HEX, 32)
    bsport = _r(rng, HEX, 40)
    kontomatik = _r(rng, ALNUM, 40)
    koibox = _r(rng, HEX, 40)
    meteosim = _r(rng, HEX, 32)
    for value in (esios, entradium, bsport, kontomatik, koibox, meteosim):
        _SEEN.add(value)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.esios.ree.es/indicators/1001", headers={{"Authorization": \'Token token="{esios}"\'}})', esios),
        Sample("vendor_token", f"curl -H 'X-Entradium-Key: {entradium}' https://api.entradium.com/v1/events?venue=tablao-merida", entradium),
        Sample("vendor_token", f'const bsport = new BsportClient({{ apiKey: "{bsport}", company: 2231 }});', bsport),
        Sample("vendor_token", f'client := kontomatik.NewClient("raya-verde", "{kontomatik}")', kontomatik),
        Sample("vendor_token", f"$koibox = new Koibox\\Client('{koibox}');", koibox),
        Sample("vendor_token", f'val meteo = MeteosimApi(apiKey = "{meteosim}", station = "ALQUEVA-03")', meteosim),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, lambda s: s not in _SEEN)
        _SEEN.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_CODE = [
    'const pool = mysql.createPool({{ host: "db.rayaverde.lan", user: "tablao", password: "{pw}" }});',
    'db, err := sql.Open("postgres", "host=pg.rayaverde.lan user=caja password={pw} dbname=hucha sslmode=require")',
    'let creds = Credentials::new("cork_ops", "{pw}");',
    "$pdo = new PDO('mysql:host=db.rayaverde.lan;dbname=farmacia', 'elvas', '{pw}');",
    'dataSource.setPassword("{pw}"); // Caja Raya core, TODO move to vault',
    'var conn = new SqlConnection("Server=sql.rayaverde.lan;Database=Caja;User Id=cajero;Password={pw};");',
    'val smtp = SmtpAuth(user = "avisos@rayaverde.es", pass = "{pw}")',
    'Net::SSH.start("scada.alqueva.lan", "tecnico", password: "{pw}")',
    'con <- dbConnect(RPostgres::Postgres(), host = "pg.rayaverde.lan", user = "analista", password = "{pw}")',
    'local conn = mqtt.client{{ uri = "mqtt.alqueva-solar.lan", username = "logger", password = "{pw}" }}',
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "only shows it once, so here:\n{t}", "illo guárdame esto: {t}",
                "guarda-me isto: {t}", "{t}\n^ new one, the old one is revoked", "guárdamelo, please: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of soil-moisture probe D-14 in the olive grove (OTAA): {h}": 32,
    "NwkSKey of the cork-stack humidity sensor (ABP): {h}": 32,
    "HMAC secret for the tablao's payment-gateway webhook: {h}": 64,
    "AES key of the ear-tag reader's export, Cortijo Bravo: {h}": 32,
    "clave AES del lector de crotales: {h}": 32,
    "a chave de cifra do backup da farmácia: {h}": 64,
    "pre-shared key of the solar substation's IPsec tunnel (hex): {h}": 64,
    "illo la clave der cifrado e {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #2301: token copied out of the browser's network tab {t}",
    "Cookie: lang=es; raya_session={t}",
    "CAJA_CORE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "el token é {t}",
    "o token é {t}, nã o mostres",
    "the token es {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@rayaverde.es"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.rayaverde.es/realms/raya", "azp": "caja-portal",
                   "roles": ["cajero", "farmacia"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 16)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the almazara HMI, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/caja-raya.es.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "caja-raya"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_solar <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad #912, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "la clave privada del servidol:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "a chave PGP do banco:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQWGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Ledger backup of the ranch's savings wallet:\n{p}": "english",
    "voice memo: recovery phrase {p}": "english",
    "las palabras de la cartera: {p}": "spanish",
    "frase de recuperación (no perder): {p}": "spanish",
    "illo las 12 palabras de la wallet: {p}": "spanish",
    "as palavras da carteira: {p}": "portuguese",
    "frase de recuperação da wallet da herdade:\n{p}": "portuguese",
    "seed da wallet moce: {p}": "portuguese",
    "the seed phrase de la wallet es {p}": "english",
    "phrase de récupération (client de Perpignan, flamenco): {p}": "french",
    "frase di recupero del portafoglio: {p}": "italian",
    "Trezor words, Gibraltar office safe: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "card for the cork auction deposit: {c}, exp {mm}/{yy}",
    "la tarjeta de la ganaería é {c}, caduca {mm}/{yy}",
    "o cartão da farmácia: {c} validade {mm}/{yy}",
    "illo el número de la tarjeta e {c}",
    "the card number es {c}, exp {mm}/{yy}",
    "a tarjeta do bancu é {c}",
    "Teams, Almudena: company Visa for the solar spares {c} ({mm}/{yy})",
    "número do cartão {c} k ê nunca me lembro",
    "u número da tarxeta é {c}",
    "GLPI #2310 (please delete): card {c} exp {mm}/{yy}",
    "a tarjeta do lagar: {c}",
    "Apple Notes: Caja Raya debit card {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "maestro", "discover", "jcb", "diners", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 04/36, security code {cvv}",
               "los tres númerus de atrás de la tarjeta: {cvv}",
               "Amex {c}, the four digits on the front: {cvv}",
               "os três números de trás do cartão são {cvv}",
               "illo los tres números de detrás: {cvv}",
               "the three digits at the back son {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 193 (Switzerland, Germany and the
# Netherlands in fourteen corpora, Spain, Portugal, France, Britain and Italy in fifteen).
_IBAN_COUNTRIES = ["CH", "DE", "NL", "ES", "PT", "FR", "GB", "IT"]


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_number(g, country), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN for the cork buyer's deposit: {i}",
    "la cuenta de la ganaería: {i}",
    "o IBAN da farmácia de Elvas é {i}",
    "illo el IBAN pa la fianza e {i}",
    "the IBAN es {i}, ¿vale?",
    "IBAN du lagar: {i}",
    "Caja Raya transfer to the Swiss buyer, IBAN {i}",
    "o IBAN da herdade é {i} moce",
    "a conta do bancu: {i}",
    "Zammad #930: supplier changed bank details, new IBAN {i}",
    "cuenta pa la escuela de baile: {i}",
    "Kaylee's salary account (GBP): {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cif(g: random.Random) -> str:
    return v.until(
        g, lambda h: h.choice("ABBBG") + _r(h, D, 7) + h.choice(D + "ABCDEFGHIJ"), es_cif.is_valid
    )


def _nie(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("XYZ") + _r(h, D, 7) + h.choice(UPPER), es_nie.is_valid)


def _cups(g: random.Random) -> str:
    return v.until(g, lambda h: "ES0021" + _r(h, D, 12) + _r(h, UPPER, 2), es_cups.is_valid)


def _ccc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return (
            f"{h.choice(['3001', '3009', '2085', '0049'])}{_r(h, D, 4)}{_r(h, D, 2)}{_r(h, D, 10)}"
        )

    return str(es_ccc.format(v.until(g, make, es_ccc.is_valid)))


def _pt_cc(g: random.Random) -> str:
    number = v.until(g, lambda h: _r(h, D, 9) + _r(h, UPPER, 2) + h.choice(D), pt_cc.is_valid)
    return str(pt_cc.format(number))


def _gun_licence(g: random.Random) -> str:
    """A Spanish firearms licence (permiso de armas, class D); invented shape, no check."""
    return f"D-{g.randrange(10, 60):02d}-{_r(g, D, 6)}"


def _taurino(g: random.Random) -> str:
    """A bullfighting professional's card number; invented shape, no check."""
    return f"RGPT {g.choice(['BA', 'CC', 'SE'])}-{_r(g, D, 5)}/{g.randrange(2010, 2032)}"


def _pt_arma(g: random.Random) -> str:
    return f"{g.choice('CD')}{_r(g, D, 5)}/{g.randrange(2018, 2032)}"


def _cacador(g: random.Random) -> str:
    return f"{_r(g, D, 6)}-{g.choice(['EVR', 'PTG', 'BJA'])}"


def _gi_id(g: random.Random) -> str:
    return f"{_r(g, D, 6)}{g.choice(UPPER)}"


def _federativa(g: random.Random) -> str:
    return f"EX-{_r(g, D, 7)}"


_ID_PLACES: dict[str, Maker] = {
    "CIF de la ganadería (Cortijo Bravo SL): {s}": _cif,
    "el CIF de la almazara é {s}": _cif,
    "company tax code (CIF) for the tablao's invoices: {s}": _cif,
    "NIE du Valdemar: {s}": _nie,
    "o NIE da Custódia em Badajoz é {s}": _nie,
    "CUPS of the Alqueva solar plant's supply point: {s}": _cups,
    "illo el CUPS de la nave e {s}": _cups,
    "CCC (old account code) of the ranch: {s}": _ccc,
    "la cuenta antigua de la Caja, CCC {s}": _ccc,
    "Cartão de Cidadão do Ti Joaquim (Olivença): {s}": _pt_cc,
    "o nº do cartão de cidadão é {s} moce": _pt_cc,
    "permiso de armas del mayoral (tipo D): {s}": _gun_licence,
    "el mi permiso de armas é {s}": _gun_licence,
    "carné profesional taurino del picador: {s}": _taurino,
    "Curro's bullfighting professional card, Registro General: {s}": _taurino,
    "licença de uso e porte de arma do guarda da herdade: {s}": _pt_arma,
    "carta de caçador do Zeca: {s}": _cacador,
    "Gibraltar ID card number: {s}": _gi_id,
    "mi Gibraltar ID es {s}, for the form": _gi_id,
    "licencia federativa de caza (Extremadura): {s}": _federativa,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Caja Raya online banking 2FA recovery codes\n{codes}",
            "spare sign-in codes for the school's Google Workspace {codes}",
            "códigos de recuperación de la cuenta del tablao: {codes}",
            "códigos de backup do portal da farmácia:\n{codes}",
            "illo los códigos de backup: {codes}",
            "the backup codes de la cuenta: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/CajaRaya:{u}@rayaverde.es?secret={s}&issuer=CajaRaya&digits=6",
              "Aegis, manual setup key for the Datadis login: {s}",
              "2FA secret for the SCADA VPN: {s}",
              "clave TOTP del portal de la farmacia: {s}",
              "a chave 2FA do portal: {s}",
              "the TOTP secret es {s}"]  # fmt: skip
_CODES = ["{c} is your Caja Raya verification code",
          "Tu código de verificación Bizum es {c}. No lo compartas.",
          "O seu código MB WAY é {c}",
          "illo el código que me ha llegao: {c}",
          "Use {c} to sign in to Xapo"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret, "u": rng.choice(_USERS)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_NETS = ["RayaVerde-Almazara", "Cortijo_Bravo_5G", "Farmacia Elvas", "Tablao-Merida", "MEO-7A19C0",
         "Huerta Olivenza", "Caja Raya Staff", "Flat-Irish-Town", "Alqueva-Solar-OT",
         "Montado Convidados", "Corcheros_2G", "DIGI_3C81"]  # fmt: skip
_WIFI = [
    "wifi {net}: {pw}",
    "Network: {net} / {pw}",
    "WIFI:T:WPA;S:{net};P:{pw};;",
    "the wifi at the Elvas pharmacy is {net}, password {pw}",
    "SSID {net}\nWPA2 key {pw}",
    "el wifi de la ganaería é {net} y la contraseña {pw}",
    "u wifi du lagar: {net}, contraseña {pw}",
    "a rede {net} tem a senha {pw}",
    "wifi da herdade {net} pass {pw} moce",
    "illo er wifi {net} la contra {pw}",
    "the wifi es {net} y la password {pw}, ¿sabes?",
    "o wifi {net}, a chave é {pw}",
    "hostapd.conf:\nssid={net}\nwpa_passphrase={pw}",
    "guest wifi at the tablao ({net}) uses {pw}",
    "wifi of the Gibraltar flat — {net} — key: {pw}",
    "rede {net}\nchave: {pw}",
]  # fmt: skip
_WIFI_MAKERS: list[Maker] = [
    lambda g: f"{g.choice(_OLIVES).lower()}{g.choice(_PLACES).lower()}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 12),
    lambda g: f"{g.choice(_BULLS)}-{g.choice(_PALOS)}-{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER_DIGITS, 20),
]  # fmt: skip
_wifi = _Family(
    "wifi_key",
    _WIFI,
    lambda g, i, t: {"pw": _WIFI_MAKERS[i % len(_WIFI_MAKERS)](g), "net": g.choice(_NETS)},
    "pw",
)


_SPELLED_TOKENS = [
    "the Cropti key, read out over the phone: {t}",
    "la clave, letra a letra: {t}",
    "a chave, letra a letra: {t}",
    "illo te la deletreo: {t}",
    "token spelled out for Shane: {t}",
    "dictated API key for the Holaluz export: {t}",
    "u token, letra pur letra: {t}",
    "a key é {t}, letra a letra moce",
]  # fmt: skip


def _spelled_token_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    raw = _r(rng, ALNUM, rng.choice([20, 24, 28]))
    sep = [" ", "-", "·", " | ", ".", " - ", ",", "  "][index % 8]
    size = [1, 1, 1, 4, 1, 4, 1, 1][index % 8]
    return {"t": sep.join(raw[k : k + size] for k in range(0, len(raw), size))}


_spelled_tokens = _Family("spelled_token", _SPELLED_TOKENS, _spelled_token_draw, "t")


_LOCKS = [
    "código del portón de la finca: {pw}#",
    "candado de la nave del corcho: {pw}",
    "the Verisure alarm code at the pharmacy is {pw}",
    "o código do portão da herdade é {pw}",
    "el pin de la tarjeta de la Caja é {pw}",
    "u PIN du móvil é {pw}",
    "illo el código de la alarma e {pw}",
    "the keypad at the Main Street shop es {pw}, ¿vale?",
    "o PIN do cartão é {pw}",
    "safe in the savings bank's back office: combination {pw}",
    "door code (flamenco school, Calle Santa Eulalia): {pw}",
    "PIN de la SIM del router de la ganadería: {pw}",
    "keybox at the solar substation — {pw}",
    "a pass do cadeado da adega é {pw} moce",
]  # fmt: skip
_locks = _Family(
    "pin_code", _LOCKS, lambda g, i, t: {"pw": _r(g, D, [4, 6, 5, 8, 4, 6][i % 6])}, "pw"
)


_PHRASE_WORDS = ["alcornoque", "bellota", "cigüeña", "romería", "almazara", "tablao", "dehesa",
                 "encina", "montanera", "lagar", "azeitona", "cortiça", "montado", "sobreiro",
                 "tapada", "garrocha", "cencerro", "zurrón", "badana", "alpechín"]  # fmt: skip
_PHRASES = [
    "the passphrase for the Caja Raya vault is {p}",
    "frase de paso del KeePass: {p}",
    "a frase-passe do cofre é {p}",
    "illo la frase de la contraseña e {p}",
    "the passphrase es {p}, ¿sabes?",
    "passphrase (Bitwarden, ranch office): {p}",
]  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = rng.sample(_PHRASE_WORDS, 4 + index % 2)
    return {"p": [" ", "-", ".", " "][index % 4].join(words)}


_phrases = _Family("passphrase", _PHRASES, _phrase_draw, "p")


_AUTH = {  # template: basic (True) or an opaque bearer token (False)
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://scada.alqueva-solar.lan/api/strings": True,
    "Insomnia export, header Authorization: Bearer {v}": False,
    "GLPI #2320: the integrator sends authorization: basic {v}": True,
    "la cabecera é Authorization: Bearer {v}": False,
    "o header é Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env (tablao booking):\nDB_HOST=db\nDB_USER=tablao\nTABLAO_DB_PASSWORD={pw}",
    "docker-compose.yml:\nservices:\n  caja-db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: \"{pw}\"",
    "k8s Secret:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: almazara-scada\nstringData:\n  ALMAZARA_SCADA_PASSWORD: \"{pw}\"",
    "/etc/systemd/system/inversores-sync.service:\n[Service]\nEnvironment=ALQUEVA_SCADA_PASS={pw}\nExecStart=/opt/sync/run",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg.rayaverde.lan",
    "Moodle config.php (flamenco school):\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "Home Assistant secrets.yaml:\ncortijo_mqtt_password: \"{pw}\"",
    "evcc.yaml:\nchargers:\n  - type: template\n    template: wallbox\n    user: admin\n    password: {pw}",
    "SBFspot.cfg (Monsaraz inverters):\nPlantname=Monsaraz-B\nPassword={pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "Laravel .env (farmacia web):\nMAIL_MAILER=smtp\nMAIL_USERNAME=avisos@rayaverde.es\nMAIL_PASSWORD={pw}",
    "group_vars/farmacias.yml:\nfarmatic_db_password: \"{pw}\"",
    "values.yaml (caja-core chart):\npostgresql:\n  auth:\n    password: {pw}",
    "application.properties (Caja Raya core):\nspring.datasource.username=core\nspring.datasource.password={pw}",
    "upsd.users:\n[monuser]\n    password = {pw}\n    upsmon primary",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:41] Curro: ¿contraseña del wifi der cortijo?\n[07:42] Remedios: {pw}",
    "Dylan: wifi pass?\nKaylee: {pw}",
    "Custódia: {pw} é a nova senha do portal",
    "Chencho: {pw}, esa é la que puse en el router",
    "[22:10] shane: {pw} — that's what I set for the Caja SFTP",
    "Gracinda: qual é a pass do pc?\nTiago: {pw}",
    "Macarena: {pw} es la nueva contraseña der Glintt",
    "[09:05] valdemar: a contraseña du wifi?\n[09:06] nieves: {pw}",
    "Lourdes: type {pw}, that's the admin password for the tablao PC",
    "Kaylee: ¿la password? It's {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 64), (_logins, 24), (_spelled, 14), (_cli, 26), (_cli_keys_take, 6), (_urls, 12),
    (_vendors, 50), (_code, 9), (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12),
    (_cards, 12), (_cvvs, 6), (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 6),
    (_codes, 5), (_wifi, 16), (_spelled_tokens, 8), (_locks, 14), (_phrases, 6), (_auth, 6),
    (_configs, 16), (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    _SEEN.clear()
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _spanish_seed(g: random.Random) -> str:
    return str(_MNEMO["spanish"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the almazara HMI admin password is": "{s}",
    "Farmatic password:": "{s} (since the move to the new counter)",
    "la contraseña del ordenaol é": "{s}",
    "a senha do portal da farmácia é": "{s}\nmuda-a depois da inspeção",
    "u password du wifi é": "{s}",
    "illo la contra e": "{s}",
    "the password del server es": "{s}, ¿vale?",
    "a contraseña do bancu é": "{s}",
    "a pass do inversor é": "{s} moce",
    "the password Curro read out over the radio was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Wisecrop API key", "{s}", _j((URLSAFE, 40))),
    ("split_token", "e·sios token:", "{s} (precios del día)", _j((HEX, 64))),
    ("split_token", "Moonsyst client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "palabras de la wallet", "{s}", _spanish_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "CH"))),
    ("split_backup", "Caja Raya recovery codes", "{s}\nqzmv-4821-tpla\nwokd-7730-brne", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CIF", "{s}", _cif),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"almazara": {"hmi": "https://hmi.almazara.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "curro", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"inverters": [{"name": "inv-a"}, {"name": "inv-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["geph4-client", "connect", "--username", "dylan.p", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "a senha do portal da farmácia é {s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the SCADA at Alqueva as tecnico with the password {s}"}': ("meta_password", _plain_pw),
    '{"wisecrop": {"api_key": "{s}"}}': ("meta_token", _j((URLSAFE, 40))),
    '{"esiosToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"goiener_key": "{s}"}': ("meta_token", _j((URLSAFE, 48))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "NL")),
    '{"cliente": {"nie": "{s}"}}': ("meta_id", _nie),
    '{"mfa": {"recovery_codes": ["{s}", "qzmv-4821-tpla", "wokd-7730-brne"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"carteira": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"nave_corcho": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 7))),
    '{"wifi": {"ssid": "Cortijo_Bravo_5G", "psk": "{s}"}}': ("meta_wifi", _WIFI_MAKERS[0]),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pysolarmanv5-3.0.6-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"hmi-almazara-4.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.rayaverde.lan/caja-core:7.1").hexdigest()
_COMMIT = hashlib.sha1(b"caja: round interest to the cent", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tablao: revert seat map", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"pesadas-corcho-2031.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"extractos-caja-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the almazara HMI password before the inspection on 2031-11-04.",
    "Curro asked for the cortijo wifi password; it's on the card in the office drawer.",
    "Policy: Raya Verde passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `ESIOS_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The Farmatic terminal asks for a new password every 90 days.",
    "Replace <YOUR_WISECROP_KEY> in the README with the key from your Wisecrop dashboard.",
    "HOLALUZ_CLIENT_SECRET and DATADIS_TOKEN must be set before the nightly meter sync runs.",
    "La contraseña no se la digáis a naidi, que luego pasa lo que pasa.",
    "Nun digas a contraseña a naidi.",
    "Nã digas a senha a ninguém, vossemecê sabe.",
    "moce n dês a pass a ninguém",
    "illo no le pases la contraseña a nadie eh",
    "Don't give la password a nadie, ¿sabes?",
    "A contraseña nã se dá a naide.",
    "La contraseña tiene que tener por lo menos catorce caracteres.",
    "A palavra-passe deve ter pelo menos catorze caracteres.",
    "El pin de la tarjeta nunca se apunta en el móvil.",
    "Upgraded the inverter firmware from 3.2 to 3.4 and pysolarmanv5 to 3.0.6 over the weekend.",
    f"commit {_COMMIT} rounds the savings interest to the cent.",
    f"Rolled back to {_SHORT} after the seat map broke the tablao bookings.",
    f"requirements.txt: pysolarmanv5==3.0.6 --hash=sha256:{_WHEEL_SUM}",
    f"The HMI firmware 4.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of extractos-caja-2031.parquet: {_SHA512}",
    f"The core container runs registry.rayaverde.lan/caja-core@sha256:{_IMAGE}.",
    f"MD5 of pesadas-corcho-2031.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3c9e2a71-5b4d-4e08-a6f1-7d2c9b0e4f36 is the slow one in the e·sios logs.",
    "Purchase order PO-2031-00562 for 40 tonnes of cork planks ships on Thursday.",
    "GLPI #2231: the Elvas pharmacy fridge alarm keeps tripping at night.",
    "Call the Olivenza press on +34 924 49 08 17 before noon.",
    "Ligue para a farmácia de Elvas: +351 268 628 410.",
    "Gibraltar office phone: +350 200 51 742.",
    "Pedido nº 2031/4471 de 300 litros de aceite de la almazara, sale el lunes.",
    "Encomenda 88-2031-0419: 12 caixas de cortiça para Évora.",
    "The Alqueva plant produced 48.6 MWh on Tuesday; block C was at 97 % availability.",
    "The 2031 cork stripping starts on 12 June; the planks rest 6 months before boiling.",
    "After five wrong passwords the Caja Raya portal locks the account for 30 minutes.",
    "The Cortijo Bravo tentadero holds 300 people; the bulls are weighed the day before.",
    "The secret of a good soleá is the compás, not the speed.",
    "Ask Remedios for the gate code, I don't have it.",
    "My card ending 7733 was declined at the Zafra hardware store.",
    "La tarjeta acabada en 4821 caduca el mes que viene.",
    "O cartão terminado em 0615 foi recusado na bomba de Elvas.",
    "The Swiss buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Caja Raya account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `ESIOS_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the cork shed rusts in winter; oil it every month.",
    "Wisecrop moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-84-206-8394-1 is the cork handbook on the office shelf.",
    "The guest wifi 'Tablao-Invitados' is open, no password needed.",
    "Lot LOT-2031-OLV-0311, 900 kg of Morisca olives, acidity 0.2 %; yield 19.5 %.",
    "El PIN tiene que ser de seis cifras y no puede repetir números.",
    "a pass do wifi é a de sempre, tá no frigorífico",
    "the password is the same as last year's, ask Dylan",
    "la contraseña está en el sobre de la caja fuerte",
    "Flamenco class timetable: Monday 18:00 bulerías, Wednesday 19:30 alegrías.",
    "Ticket TK-2031-7781 for the tablao, row 4, seat 12.",
    "The ranch's herd book lists 312 cows and 14 sementales this year.",
    "Exchange rate today: 1 GBP = 1.17 EUR at the Gibraltar office.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/raya/almazara", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 612}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pysolarmanv5", "version": "3.0.6"}}',
    '{"ticket": "2231", "purchase_order": "PO-2031-00562"}',
    '{"lot": {"id": "LOT-2031-OLV-0311", "weight_kg": 900, "acidity_pct": 0.2}}',
    '{"phone": "+34 924 49 08 17", "city": "Olivenza"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "cork_planks": 18400}',
    '{"card_last4": "7733", "card_brand": "visa"}',
    '{"plant": "Alqueva", "mwh": 48.6, "availability_pct": 97}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
