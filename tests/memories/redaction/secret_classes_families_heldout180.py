# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-eightieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-seventy-seventh only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-seventy-eighth to hundred-and-eighty-first, this one aside), any test, the reports,
the benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (180264917), password words (a tuna kind, a can's weight in grams and a sign; an island, a
boat word and a year; a cashew grade, a town, a sign and a number; a cocoa word, a dance and an
island joined by dots with a number; a dance of the islands, a year and a sign; leet words of
cachupa, grogue, morabeza, the bigeye tuna, the cashew and the dances with a year; a name, a birth
year, a sign and a town; a town in capitals, a sign and a number; a Kriolu phrase run together
(`NhaTerra`, `KaBuFla`, `LeveLeve`) with a number and a sign; `Roca` and a cocoa word; a
generator's four groups and random runs), names, places, templates, tools, vendors and layouts,
the way the staff of Morabeza Atlântica (fictional: a tuna cannery on the Mindelo quay, an
inter-island ferry out of Praia, a cashew exporter with warehouses in Bissau and Bafatá, a cocoa
roça on São Tomé, a beach resort on Sal, remittance counters and a telecom shop selling SIMs,
top-ups and repairs in Praia, Mindelo, Bissau and São Tomé, a lodge in Santo António do Príncipe)
leak secrets into an assistant's memory. The texts are WhatsApp, Telegram, Signal, Messenger,
Viber, imo, Teams, Slack, Google Chat, Zulip, Rocket.Chat, Mattermost, Element, WeChat and Facebook
Lite messages, chat logs with times, Freshdesk, osTicket, Redmine and Jira tickets, BookStack and
Wiki.js pages and tables, Obsidian, Joplin, Samsung Notes and Google Keep notes, an e-mail, a
runbook, a README fragment, prompts of Termux, Cmder, Windows Terminal, Git Bash, WezTerm, Tabby,
Ghostty, SecureCRT, Xshell, KiTTY, ConnectBot, JuiceSSH, Blink Shell, Warp and Royal TS, Google
Recorder and Samsung Voice Recorder transcripts, code (Python, Kotlin, Dart, Swift, Lua, Elixir,
Go, C#, Perl, COBOL, R, Julia, Java, PHP and JavaScript), configs, requests to the assistant and
Requestly, Kreya, HTTPie, Hoppscotch and Caddy headers; the label's separators run from a colon,
"is" and a dash to an arrow (`→`, `➜`), a key emoji, a new line, quotes (`"…"`, `'…'`, `«…»`,
`„…“`), parentheses, backticks and a table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 177 names (each grepped for the
command, flag or variable itself): GLPI's `glpi:database:install --db-password=`, Invoice Ninja's
`ninja:create-account --password=`, nmcli's `802-11-wireless-security.psk`, `balena os configure
--config-wifi-key`, vpnc's `IPSec secret` and `Xauth password`, hostapd's `sae_password=`, srsEPC's
subscriber file (`user_db.csv` appears once, `srsepc` never), a Huawei modem's `AT^CARDLOCK`
network unlock code, an aqbanking pin file's `PIN_…` line, a FileVault recovery key, WhatsApp's
64-digit backup key, and the variables `MORABEZA_CANNERY_DB_PASSWORD`, `FERRY_TELEMETRY_DB_PASS`,
`FERRY_BOOKING_ACCESS_TOKEN`, `REMESSAS_SIGNING_KEY` and every vendor's variable below. Beside
them commands of lightly used tools (each in one to three earlier corpora by the same grep:
pdfcpu's `-upw`, `gpg-preset-passphrase -P`, `security add-internet-password -w`, `winrs -p:`,
`wget --proxy-password`, `sc.exe config … password=`, `cells admin user set-pwd`, `syncthing
generate --gui-password`, `slappasswd -s`, `CATTLE_BOOTSTRAP_PASSWORD`, `fos:user:create`, strapi's
`admin:create-user`, `pocketbase superuser upsert`, `linphonecsh register`, `sipcmd -c`, Asterisk
AMI's `Action: Login` over telnet, `kwallet-query -w`, `secret-tool store`, `dsadd -pwd`, `cmdkey
/pass:`, `schtasks /RP`, `wmic /password:`, `Add-VpnConnection -L2tpPsk`, `reg add … DefaultPassword`,
`diskutil apfs unlockVolume -passphrase`, `openssl enc -k`, `AT+CPWD`, `mmcli --pin=`, `adb shell
locksettings set-pin`, `manage-bde -RecoveryPassword`), configs of GLPI, Invoice Ninja, Kannel,
linphonerc, pjsip, wvdial, WordPress, Dolibarr, ASP.NET's appsettings and mosquitto_passwd, and
common layouts (env files, compose, systemd, Kubernetes secrets, a wifi QR code, `otpauth://`,
JWTs, PEM blocks, Basic and Bearer headers, connection strings) in wordings of their own.

About 46 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 179 of 390): Kabuverdianu of Santiago (Badiu) and of São Vicente, Guinea-Bissau
Kriol, Forro, Angolar, Lung'Ie, Mandinka, and the Portuguese people text in Cabo Verde, Guinea-
Bissau and São Tomé; the Balanta and Papel lines are Kriol written in a Balanta tabanca by Mansoa
and by Quinhamel, marked only by names and places; seed-phrase lines are also in French, Spanish,
Italian, Chinese and Korean. The wordings are the author's approximations, checked by no speaker,
built around a few marker words and the loanwords people there really text (password, senha,
wifi, PIN, token, API key, backup, server, user): Badiu's `é`, `nha`, `bu`, `N muda`, `gosi`,
`nobu`, `kel`, `ka bu fla ningén`, `guarda-l dretu`, `mantenha`, `obrigadu`; São Vicente's `ê`,
`d'`, `M' mudá`, `agora`, `nôv`, `manera, cumpade?`, `ka bô dzê ninguém`, `tcheu`, `obrigod`,
`dpôs`; Kriol's copula `i`, `ja`, `gosi`, `nobu`, `ermon`, `djintis`, `kuma ku bu sta?`,
`mantenhas`, `ka bu konta ningin`, `ka bu mostra ningin`, `tchiu`, `kadiadu`, `dipus`; Forro's
`sa`, post-nominal `mu` and `bô`, `kwa`, `na fla ngê fa`, `Sun`, `San`, `Dêsu paga!`, `leve-leve`,
`nôvô`, `kompiutadô`; Mandinka's `Nna … mu … le ti`, `kuta`, `Kori tanante?`, `Kana a yitandi moo
la`, `abaraka`; the Portuguese texting of `mano`, `mô kota`, `ya`, `n partilha pfv`, `obg`, `p/`,
`tá?`, `kkk`. The thinnest guesses are the Angolar lines (Forro's forms with the negation `na …
wa` and `pekadô`), the Lung'Ie lines (`ami`, `ningê`), Forro's `palavla` and `dêpôxi`, Mandinka's
`a nin` in a dictated password, São Vicente's `comand' k' m' corrê` and the Forro prompt `kumandu
ku N fé`; the apostrophe is typed as the ASCII one, as people text it, though
print writes `’` (`Lung’Ie`, `d’`).

Vendors (Azimo, Small World, Intermex, Sigue, Viamericas, Moneytrans, Ace Money Transfer, Amal
Express, Remit2India, Korona Pay, Lulu Exchange, Al Ansari Exchange, Transfast, Upesi, Emergent
Payments, Boloro, Callr, DIDWW, Flowroute, MTN Bissau's MoMo, ezetop, Prepay Nation, TransferTo,
Recharge.com, Sochitel, Valuetopup, Sparkle, HyperGuest, Hoteliga, SRT Marine, Transinsular,
Tototheo, Vessel Tracker, This Fish, Fairchain, Seedtrace, Halotrade, Aptean, CSB-System,
SafetyChain, Sage X3, Kompass, Cabo Verde Airlines, Banco Comercial do Atlântico, Banco
Interatlântico and Porton di Nos Ilha) are ones heldouts 5 to 177 do not name (grepped by name).
Only one key shape here is one the author believes real, MTN MoMo's API subscription key (32 hex
digits, an API gateway's); every other is a guess (hex, base64, URL-safe and alphanumeric runs,
UUIDs, JWTs for Intermex and Porton di Nos Ilha, the `mtx_live_`, `upk_` and `fc_` prefixes). The
JWTs are well-formed, and the BitLocker recovery password (eight groups of six digits, each a
multiple of eleven), FileVault's six groups of four, WhatsApp's 64 digits and Tuta's 64 hex digits
in groups follow their published layouts.

The ids are kinds heldouts 5 to 177 do not use, except four lightly used ones (each imported by
one earlier corpus) that carry a check: Portugal's NIF, drawn until `stdnum.pt.nif` validates its
check digit; the Portuguese Cartão de Cidadão, until `stdnum.pt.cc` does; Guinea's NIFp and
Brazil's CNPJ, whose check digits are computed and asserted with `stdnum.gn.nifp` and
`stdnum.br.cnpj`. The others are invented shapes that no library or this file checks (no
check-digit algorithm is written here): the taxpayer numbers (número de contribuinte) of Cabo
Verde, São Tomé and Guinea-Bissau, a Cabo Verde CNI number, Cabo Verdean, Bissau-Guinean and
Santomean passports, an ECOWAS passport, a passport under a Mandinka label, an INPS beneficiary
number, a ferry master's carta de patrão de costa, a seafarer's cédula de inscrição marítima, a
tourist guide's card, a residence card and a lifeguard's carteira profissional. Card numbers pass
Luhn (the value helpers' Visa, Mastercard, UnionPay, Maestro, Discover and JCB, and Cabo Verde's
domestic Vinti4 with an invented prefix, printed four by four, checked with python-stdnum's
`luhn`). The IBANs are of countries used least by a rough count over the IBAN shapes and IBAN
calls of heldouts 5 to 177 (Italy, Romania and Sweden, in thirteen corpora each by that count;
Portugal, Brazil, Timor-Leste and Mauritania, in fourteen) and São Tomé and Príncipe's, the
theme's (fifteen), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Portuguese, French, Spanish, Italian, Simplified Chinese and Korean lists, each with a
valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored,
every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.br import cnpj as br_cnpj
from stdnum.gn import nifp as gn_nifp
from stdnum.pt import cc as pt_cc
from stdnum.pt import nif as pt_nif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 180_264_917
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


_FISH = ["Albacora", "Patudo", "Gaiado", "Serra", "Cavala", "Garoupa", "Bica", "Dobrada",
         "Salmonete", "Moreia", "Lagosta", "Buzio", "Chicharro", "Wahoo"]  # fmt: skip
_ISLANDS = ["Santiago", "SaoVicente", "SantoAntao", "SaoNicolau", "Sal", "Boavista", "Maio",
            "Fogo", "Brava", "Bolama", "Bubaque", "Principe", "Rolas", "Orango"]  # fmt: skip
_DANCES = ["Funana", "Batuku", "Morna", "Coladeira", "Tabanka", "Gumbe", "Ussua", "Dexa",
           "Socope", "Puita", "Kizomba", "Mazurka"]  # fmt: skip
_COCOA = ["amelonado", "forastero", "trinitario", "cabosse", "fermento", "secador", "barcaca"]
_GRADES = ["W180", "W210", "W240", "W320", "W450", "SW240", "LWP", "SWP"]
_TOWNS = ["Praia", "Mindelo", "Espargos", "SantaMaria", "Bissau", "Bafata", "Gabu", "Cacheu",
          "Quinhamel", "Mansoa", "SaoTome", "Neves", "Trindade", "SantoAntonio", "Angolares",
          "PortoNovo", "Tarrafal", "Assomada"]  # fmt: skip
_NAMES = ["Nelida", "Zeca", "Ildo", "Katia", "Arlindo", "Djenabu", "Fatumata", "Braima", "Mamadu",
          "Sadjo", "Aua", "Quintino", "Ivanilda", "Jucelino", "Adilson", "Neusa", "Osvaldo",
          "Celestino", "Domingas", "Aristides", "Herculano", "Sabina", "Umaro", "Cadi", "Leonel",
          "Armindo", "Elisio", "Edmilson"]  # fmt: skip
_PHRASE_BITS = ["NhaTerra", "BuSabi", "KaBuFla", "LeveLeve", "Sabura", "Mantenha", "Djarfogo",
                "Tchuba", "Kumunika", "Bianda", "Mandjua", "Obrigod"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["C4chup4", "Gr0gu3", "M0r4b3z4", "P4tud0", "C4juG3b4", "0b0V3rd3", "S0d4d3", "B4tuku",
         "Funan4", "M1nd3l0"]  # fmt: skip


def _can(g: random.Random) -> str:
    """A tuna kind, a can's weight in grams and a sign: a cannery crew's password."""
    return f"{g.choice(_FISH)}{g.choice([80, 120, 160, 185, 400, 1800])}g{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four groups of five small letters and digits, as a password generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _can,
    lambda g: f"{g.choice(_ISLANDS)}-{g.choice(['Ferry', 'Lancha', 'Barku', 'Kanoa'])}{g.randrange(2019, 2041)}",
    lambda g: f"{g.choice(_GRADES)}{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_COCOA)}.{g.choice(_DANCES).lower()}.{g.choice(_ISLANDS).lower()}.{g.randrange(2, 100)}",
    lambda g: f"{g.choice(_DANCES)}{g.randrange(1975, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2036)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2008)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS).lower()}",
    lambda g: f"{g.choice(_TOWNS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: f"{g.choice(_PHRASE_BITS)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    _generator,
    lambda g: _r(g, ALNUM, 15),
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: f"Roca{g.choice(_COCOA).capitalize()}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Nélida (remittance counter, Plateau): the teller PC password is {pw}",
    "Telegram #cannery-mindelo, Zeca: retort sterilizer HMI password: {pw}",
    "Signal from Djenabu: cashew warehouse scale in Bafatá, admin password — {pw}",
    "Messenger, Quintino: ferry ticketing laptop password → {pw}",
    "Viber note to myself: freezer SCADA on the quay, password = {pw}",
    "imo chat with Adilson: the engine-room monitor on the ferry 🔑 {pw}",
    "Teams chat, #resort-sal: PMS night-audit password \"{pw}\"",
    "Slack #lodja-kumunika, Kátia: SIM registration tablet password:\n{pw}",
    "Google Chat, Arlindo: the AIS transponder web page password is '{pw}'",
    "Zulip stream cocoa, topic dryers: dryer controller password ({pw})",
    "Rocket.Chat, Sabina: spa booking admin password ➜ {pw}",
    "Mattermost DM from Osvaldo: shelling line PLC password: «{pw}»",
    "Element room 'Roça Obô Verde': fermentation log tablet password „{pw}“",
    "WeChat from the Fogo fishing agent: cold store door panel password {pw}",
    "Facebook Lite message from Celestino: recharge portal password {pw}",
    "Freshdesk #5120: the Sal front-desk PC rejects password {pw} after the update",
    "osTicket #881: reset the can seamer HMI password, the current one is {pw}",
    "Redmine issue 3307: pool pump controller password {pw} is visible in the photo, please rotate",
    "Jira MOR-212: ferry onboard wifi controller, admin password {pw}",
    "BookStack page 'Cannery › Freezers':\n| freezer | user | password |\n|---|---|---|\n| tunnel 2 | admin | {pw} |",
    "Wiki.js table:\n| system | password |\n|---|---|\n| moisture meter uploader | {pw} |",
    "Obsidian note 'Sal resort': door-lock encoder password {pw}",
    "Joplin note: cocoa dryer SMS alarm password {pw}",
    "Samsung Notes, Mindelo quay: tuna grading scale password {pw}",
    "Google Keep: recharge kiosk (Praia) password = {pw}",
    "Hi Ivanilda,\n\nthe password for the new ferry booking server is {pw}. Delete this mail once it is in the vault.\n\nAbraço,\nJucelino",
    "Runbook: close of day at the remittance counter\n1. open the teller app\n2. log in as caixa02\n3. password: {pw}\n4. print the Z report",
    "README (cannery-scada)\nThe SCADA web UI is at https://scada.morabeza.lan; admin password `{pw}`.",
    "Google Recorder transcript: okay so the password for the cashew shelling line is {pw} that's it",
    "Samsung Voice Recorder transcript, Santo António lodge: the wifi controller password is {pw}, over",
    "hey, can you remember the resort PMS password for me? it's {pw}",
    "note to self - ferry ticket printer password: {pw}",
    "after the repair the shop laptop password became {pw}",
    "[14:02] Herculano: password for the cocoa warehouse camera NVR?\n[14:03] Domingas: {pw}",
    "Mantenha! senha di wifi di lodja di Praia é {pw}, ka bu fla ningén",
    "Ildo: N muda senha di kompiutador di armazén, gosi é {pw}",
    "senha nobu di servidor di remesa: {pw} - guarda-l dretu",
    "Nha password di email di trabadju é {pw}, obrigadu",
    "kel senha di kámara di kais é {pw}",
    "Kátia: senha di tablet di rejistu di SIM → {pw}",
    "Manera, cumpade? senha d' wifi d' fábrica ê {pw}, ka bô dzê ninguém",
    "Zeca: M' mudá senha d' autoclave, agora ê {pw}",
    "password d' câmara frigorífica ê {pw}, obrigod",
    "senha nôv d' sistema d' cais: {pw}",
    "Nha password d' Gmail ê {pw}, tcheu cuidado",
    "Mantenhas! senha di wifi di armazen di kaju i {pw}, ka bu konta ningin",
    "Braima: N muda ja senha di balansa, gosi i {pw}",
    "Kuma ku bu sta, ermon? senha nobu di servidor i {pw}",
    "djintis, password di router di Bafatá i {pw}",
    "Aua: nha senha di email i {pw}, ka bu mostra ningin",
    "senha di kompiutador di lodja di Bissau: {pw}, obrigadu tchiu",
    "Senha wifi kwa mu sa {pw}, na fla ngê fa",
    "Sun Celestino: senha nôvô di kompiutadô di roça sa {pw}. Dêsu paga!",
    "senha secadô kakau sa {pw}, leve-leve",
    "San Domingas: senha email mu sa {pw}",
    "senha wifi pekadô sa {pw}, na fla ngê wa",
    "Angolares, barku: senha GPS mu sa {pw}",
    "Santo António: senha wifi lodge ami sa {pw}",
    "Príncipe, Lung'Ie: senha kompiutadô sa {pw}, na fla ningê fa",
    "Kori tanante? Nna password mu {pw} le ti. Kana a yitandi moo la.",
    "Sadjo: server kuta password mu {pw} le ti",
    "Wifi password mu {pw} le ti, abaraka",
    "mano, a senha do wifi do resort é {pw} kkk",
    "bom dia mô kota, a palavra-passe do servidor ficou {pw}, n partilha pfv",
    "ya, a senha nova do router: {pw} - obg",
    "leve-leve mas n esquece: senha da roça é {pw}",
    "a senha do portal de remessas mudou p/ {pw}, tá?",
    "Mansoa, Mamadu Na Bitchá: senha di telefon di tabanka i {pw}",
    "Quinhamel, Leonel: password di painel solar i {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["nelida", "zeca.lopes", "ildo", "katia.s", "arlindo", "djenabu", "fatumata.b", "braima",
          "mamadu", "sadjo", "aua.cande", "quintino", "ivanilda", "jucelino", "adilson", "neusa.f",
          "osvaldo", "celestino", "domingas", "aristides", "herculano", "sabina", "umaro", "cadi",
          "leonel", "armindo", "svc-scada", "caixa02", "recepcao", "bilheteira"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Nélida: teller app login {u} / {pw}",
    "Freshdesk #5133: {u} locked out of the PMS, last password {pw}",
    "user {u} pass {pw}",
    "BookStack › Ferry › Ticketing: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| freezer SCADA | {u} | {pw} |",
    "sign in to the recharge portal as {u} with {pw}",
    "AIS web login {u}:{pw}",
    "login: {u}\nsenha: {pw}",
    "- host: scale-bafata\n  user: {u}\n  password: {pw}",
    "Teams: account {u}, password {pw}",
    "Zeca says the retort HMI account is {u} and the password is {pw}",
    "system,login,password\ndoor-encoder,{u},{pw}",
    "ssh {u}@ferry-gw.morabeza.lan (password {pw})",
    "Slack: creds for the spa booking admin are {u} and {pw}",
    "utilizador {u}, senha {pw}, ka bu fla ningén",
    "nome d' user ê {u}, senha ê {pw}",
    "nomi di utilizador i {u}, senha i {pw}",
    "utilizadô {u}, senha sa {pw}",
    "username mu {u} le ti, password mu {pw} le ti",
    "utilizador: {u} / palavra-passe: {pw}",
    "user {u} e a senha {pw} tá? obg",
    "Utilizador {u}, senha {pw} (portal do agente Moneytrans)",
    "Google Chat, Arlindo: {u} / {pw} for the engine monitor",
    "login {u} and {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["gaiado", "patudo", "albacora", "cachupa", "grogue", "djagacida", "sodade", "funana",
               "batuku", "modje", "kanja", "kizomba", "pilon", "kuskus", "xerem", "canjika"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "password: it's {w}, and right after it the number {d}",
    "for the cannery PC it's {w} with {d} at the end",
    "voice memo: the resort wifi password is {w} and then {d}, together",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the numbers stuck together",
    "senha é palavra {w}, dipos {d}",
    "senha ê palavra {w}, dpôs {d}",
    "senha i palabra {w}, dipus {d}",
    "senha sa palavla {w}, dêpôxi {d}",
    "password mu {w} le ti, a nin {d}",
    "a senha é a palavra {w} e depois {d}",
    "senha: {w} + {d}, tudo junto",
    "spelled out for the night porter: the word {w}, then the digits {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "php bin/console glpi:database:install --db-host=db.morabeza.lan --db-name=glpi --db-user=glpi --db-password='{pw}' --no-interaction",
    "php artisan ninja:create-account --email={u}@morabeza.cv --password='{pw}'",
    "nmcli connection modify Morabeza-Staff 802-11-wireless-security.psk '{pw}'",
    "balena os configure sal-kiosk.img --fleet resort-kiosks --config-network wifi --config-wifi-ssid MORABEZA-HOTEL --config-wifi-key '{pw}'",
    "pdfcpu encrypt -mode aes -upw '{pw}' manifesto-carga-2031.pdf",
    "gpg-preset-passphrase --preset -P '{pw}' 6A1C0E9B52D47F83A0C1E2D3B4A59687F0E1D2C3",
    "security add-internet-password -a {u} -s mail.morabeza.cv -r smtp -w '{pw}'",
    "winrs -r:pos-sal01 -u:MORABEZA\\{u} -p:{pw} ipconfig /all",
    "wget --proxy-user={u} --proxy-password='{pw}' https://updates.morabeza.cv/pos/latest.zip",
    "sc.exe config BilheteiraSvc obj= \"MORABEZA\\{u}\" password= \"{pw}\"",
    "cells admin user set-pwd --login {u} --password '{pw}'",
    "syncthing generate --gui-user={u} --gui-password='{pw}'",
    "slappasswd -s '{pw}'",
    "docker run -d -p 443:443 -e CATTLE_BOOTSTRAP_PASSWORD='{pw}' rancher/rancher",
    "php bin/console fos:user:create {u} {u}@morabeza.cv '{pw}'",
    "npx strapi admin:create-user --firstname=Nelida --email={u}@morabeza.cv --password='{pw}'",
    "./pocketbase superuser upsert {u}@morabeza.cv '{pw}'",
    "linphonecsh register --host sip.morabeza.cv --username {u} --password '{pw}'",
    "sipcmd -P sip -u {u} -c '{pw}' -w sip.morabeza.cv -x 'c2380;w2000;h'",
    "telnet pbx.morabeza.lan 5038\nAction: Login\nUsername: {u}\nSecret: {pw}",
    "printf '%s' '{pw}' | kwallet-query -w remessas-vpn kdewallet",
    "printf '{pw}' | secret-tool store --label='Remessa VPN' service vpn user {u}",
    "dsadd user \"CN={u},OU=Loja,DC=morabeza,DC=lan\" -pwd {pw} -mustchpwd yes",
    "cmdkey /add:fs01.morabeza.lan /user:MORABEZA\\{u} /pass:{pw}",
    "schtasks /Create /TN FechoCaixa /TR C:\\caixa\\fecho.bat /SC DAILY /RU MORABEZA\\{u} /RP {pw}",
    "wmic /node:pos-mindelo /user:MORABEZA\\{u} /password:{pw} os get caption",
    "Add-VpnConnection -Name Remessas -ServerAddress vpn.morabeza.cv -TunnelType L2tp -L2tpPsk '{pw}' -Force",
    "reg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultPassword /t REG_SZ /d \"{pw}\" /f",
    "diskutil apfs unlockVolume disk3s1 -passphrase '{pw}'",
    "openssl enc -aes-256-cbc -pbkdf2 -k '{pw}' -in remessas-junho.csv -out remessas-junho.csv.enc",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Loja> {c}", "C:\\Windows\\system32> {c}",
    "Termux on the repair phone: ~ $ {c}", "Cmder λ {c}", "Windows Terminal (PowerShell 7): PS> {c}",
    "Git Bash on the teller PC: $ {c}", "WezTerm ~/ferry $ {c}", "Tabby, tab 'resort': {c}",
    "Ghostty: {c}", "SecureCRT session 'mindelo-quay': {c}", "Xshell 8, ferry-gw: {c}",
    "KiTTY to the Bissau box: {c}", "ConnectBot on Kátia's phone:\n$ {c}", "JuiceSSH, 'roca-obo': {c}",
    "Blink Shell on the iPad: {c}", "Warp block:\n{c}", "Royal TS, 'Sal front desk': {c}",
    "komandu ki N kore: {c}", "comand' k' m' corrê: {c}", "komandu ku N kuri: {c}",
    "kumandu ku N fé: {c}", "o comando que corri foi: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.morabeza.lan:5432/remessas",
    "mysql://{u}:{pw}@db.ferry.morabeza.lan:3306/bilhetes",
    "mongodb+srv://{u}:{pw}@cluster0.morabeza-resort.example.net/resort",
    "redis://{u}:{pw}@cache.morabeza.lan:6379/2",
    "amqp://{u}:{pw}@mq.morabeza.lan:5672/sms",
    "sftp://{u}:{pw}@edi.cajugeba.gw:22/out/",
    "ftps://{u}:{pw}@ftp.morabeza.st:990/kakau/",
    "rtsp://{u}:{pw}@cam-cais.morabeza.lan:554/Streaming/Channels/101",
    "mssql+pyodbc://{u}:{pw}@sql.morabeza.lan/Cannery?driver=ODBC+Driver+18+for+SQL+Server",
    "clickhouse://{u}:{pw}@ch.morabeza.lan:9000/telemetria",
    "Server=sql.morabeza.lan;Database=Resort;User Id={u};Password={pw};TrustServerCertificate=true",
    "jdbc:postgresql://pg.morabeza.lan:5432/ferry?user={u}&password={pw}",
    "smtp://{u}:{pw}@mail.morabeza.cv:587",
    "influxdb://{u}:{pw}@influx.morabeza.lan:8086/freezers",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "string di konekson: {c}", "Jira MOR-230: {c}", "BookStack 'Bases de dados': {c}",
    "a connection string da roça é {c}", "keep this for me: {c}", "Metabase connection (the old one): {c}",
    "konekson di servidor i {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "morabeza-atlantica", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "transfers:write quotes:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Azimo", "AZIMO_API_KEY", _j((HEX, 40))),
    ("Small World", "SMALLWORLD_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Intermex", "INTERMEX_API_TOKEN", _vendor_jwt("https://api.intermex.example")),
    ("Sigue", "SIGUE_PARTNER_KEY", lambda g: v.uuid4(g, "8")),
    ("Viamericas", "VIAMERICAS_SECRET", _j((ALNUM, 32))),
    ("Moneytrans", "MONEYTRANS_API_KEY", _j("mtx_live_", (ALNUM, 32))),
    ("Ace Money Transfer", "ACEMONEY_API_KEY", _j((UPPER_HEX, 32))),
    ("Amal Express", "AMAL_EXPRESS_TOKEN", _j((B64, 43), "=")),
    ("Remit2India", "REMIT2INDIA_API_KEY", _j((ALNUM, 24))),
    ("Korona Pay", "KORONA_PAY_SECRET", _j((HEX, 64))),
    ("Lulu Exchange", "LULU_EXCHANGE_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Al Ansari Exchange", "ALANSARI_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Transfast", "TRANSFAST_API_KEY", _j((URLSAFE, 32))),
    ("Upesi", "UPESI_API_KEY", _j("upk_", (ALNUM, 36))),
    ("Emergent Payments", "EMERGENT_API_SECRET", _j((HEX, 48))),
    ("Boloro", "BOLORO_MERCHANT_KEY", _j((UPPER_DIGITS, 24))),
    ("Callr", "CALLR_API_KEY", _j((HEX, 40))),
    ("DIDWW", "DIDWW_API_KEY", _j((ALNUM, 32))),
    ("Flowroute", "FLOWROUTE_SECRET_KEY", _j((ALNUM, 32))),
    ("MTN Bissau MoMo", "MTN_GW_MOMO_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("ezetop", "EZETOP_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Prepay Nation", "PREPAYNATION_API_KEY", _j((ALNUM, 20))),
    ("TransferTo", "TRANSFERTO_API_SECRET", _j((HEX, 32))),
    ("Recharge.com", "RECHARGE_COM_TOKEN", _j((B64, 56), "==")),
    ("Sochitel", "SOCHITEL_API_KEY", _j((ALNUM, 28))),
    ("Valuetopup", "VALUETOPUP_API_KEY", _j((UPPER_DIGITS, 20))),
    ("Sparkle", "SPARKLE_API_KEY", _j((URLSAFE, 40))),
    ("HyperGuest", "HYPERGUEST_TOKEN", _j((HEX, 64))),
    ("Hoteliga", "HOTELIGA_API_KEY", _j((ALNUM, 32))),
    ("SRT Marine", "SRT_MARINE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Transinsular", "TRANSINSULAR_API_KEY", _j((ALNUM, 36))),
    ("Tototheo", "TOTOTHEO_API_KEY", _j((HEX, 40))),
    ("Vessel Tracker", "VESSELTRACKER_API_KEY", _j((HEX, 32))),
    ("This Fish", "THISFISH_API_TOKEN", _j((URLSAFE, 48))),
    ("Fairchain", "FAIRCHAIN_API_KEY", _j("fc_", (HEX, 40))),
    ("Seedtrace", "SEEDTRACE_API_KEY", _j((ALNUM, 40))),
    ("Halotrade", "HALOTRADE_SECRET", _j((B64, 64))),
    ("Aptean", "APTEAN_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("CSB-System", "CSB_API_KEY", _j((UPPER_HEX, 40))),
    ("SafetyChain", "SAFETYCHAIN_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Sage X3", "SAGEX3_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Kompass", "KOMPASS_API_KEY", _j((HEX, 32))),
    ("Cabo Verde Airlines", "CVA_NDC_API_KEY", _j((ALNUM, 32))),
    ("Banco Comercial do Atlântico", "BCA_OPENBANKING_SECRET", _j((URLSAFE, 43))),
    ("Banco Interatlântico", "BI_API_KEY", _j((HEX, 32))),
    ("Porton di Nos Ilha", "PORTON_API_TOKEN", _vendor_jwt("https://porton.example.cv")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}=\"{tok}\"",
    "compose.override.yml:\n    environment:\n      - {env}={tok}",
    "systemd unit remessas-sync.service:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "kubectl -n remessas create secret generic sync-keys --from-literal={env}={tok}",
    "Morabeza ERP › Definições › Integrações › {vendor} › API key: {tok}",
    "BookStack table 'Integrations': | {vendor} | produção | `{tok}` |",
    "Freshdesk #5160: {vendor} integration broken, current key {tok}",
    "please save my {vendor} API key: {tok}",
    "WhatsApp, Nélida: {vendor} key for the remittance sync: {tok}",
    "Telegram, Braima: the {vendor} token we use now is {tok}, the old one is revoked",
    "Jira MOR-245: {vendor} returns 401, configured key {tok}",
    "Google Keep: rotate the {vendor} key {tok} before Friday",
    "API key di {vendor} é {tok}, ka bu fla ningén",
    "key d' API d' {vendor} ê {tok}",
    "API key di {vendor} i {tok}",
    "API key {vendor} sa {tok}",
    "{vendor} API key mu {tok} le ti",
    "chave de API da {vendor}: {tok}",
    "mano a chave API do {vendor} é {tok} kkk",
    "a chave de API de {vendor} para a loja de Bissau é {tok}",
    "chave API {vendor} (produção) → {tok}",
    "kel chave di API di {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    moneytrans = "mtx_live_" + _r(rng, ALNUM, 32)
    azimo = _r(rng, HEX, 40)
    ezetop = v.uuid4(rng, "b")
    hyperguest = _r(rng, HEX, 64)
    callr = _r(rng, HEX, 40)
    kompass = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'resp = requests.post("https://api.moneytrans.example/v2/quotes", headers={{"X-Api-Key": "{moneytrans}"}}, json=quote)', moneytrans),
        Sample("vendor_token", f"curl -s -H 'Authorization: ApiKey {azimo}' https://api.azimo.example/v1/rates?from=EUR&to=CVE", azimo),
        Sample("vendor_token", f'$topup = new EzetopClient("{ezetop}");', ezetop),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "HYPERGUEST_TOKEN", "\\"{hyperguest}\\"")\n  }}\n}}', hyperguest),
        Sample("vendor_token", f"Info.plist:\n<key>CallrApiKey</key>\n<string>{callr}</string>", callr),
        Sample("vendor_token", f"const kompass = new KompassApi({{ apiKey: '{kompass}' }});", kompass),
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


_CODE = {  # template: the key's maker
    'val remessas = SmallWorldClient(apiKey = "{k}", sandbox = false)': _j((URLSAFE, 43)),
    "const String upesiKey = '{k}'; // Flutter app of the shop": _j("upk_", (ALNUM, 36)),
    'let tracker = VesselTrackerAPI(key: "{k}")': _j((HEX, 32)),
    'local SOCHITEL_KEY = "{k}"  -- recharge kiosk (Lua)': _j((ALNUM, 28)),
    'config :ferry, :transinsular, api_key: "{k}"': _j((ALNUM, 36)),
    'client := tototheo.NewClient("{k}")': _j((HEX, 40)),
    'var hotel = new HoteligaClient("{k}");': _j((ALNUM, 32)),
    "my $boloro = Boloro::API->new(merchant_key => '{k}');": _j((UPPER_DIGITS, 24)),
    "       01 WS-API-KEY PIC X(40) VALUE '{k}'.": _j((UPPER_HEX, 40)),
    'Sys.setenv(HALOTRADE_SECRET = "{k}")': _j((B64, 64)),
    'const KOMPASS_KEY = "{k}"  # Julia': _j((HEX, 32)),
    "headers.set(\"X-Api-Key\", \"{k}\"); // Seedtrace, Java": _j((ALNUM, 40)),
}  # fmt: skip
_code = _Family("code_key", list(_CODE), lambda g, i, t: {"k": _CODE[t](g)}, "k")


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "token: {t}",
                "kel token: {t}", "{t}\n^ the new one, the old one is dead"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "user_db.csv (srsEPC, the shop's test LTE cell):\nloja01,mil,625010000000101,{h},opc,63bfa50ee6523365ff14c1f45f88737d,9001,000000001234,7,dynamic": 32,
    "Ki of the test SIM for the shop's LTE cell: {h}": 32,
    "LoRaWAN AppKey of the tuna freezer sensor FZ-04 (OTAA): {h}": 32,
    "HMAC secret for the Moneytrans payout webhook: {h}": 64,
    "chave AES do codificador de cartões das portas do resort: {h}": 32,
    "kel chave hex di SIM di testi: {h}": 32,
    "chave de encriptação do backup da roça (hex): {h}": 64,
    "pre-shared key of the ferry's satellite IPsec tunnel, hex: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Freshdesk #5177: token copied out of the browser's network tab {t}",
    "Cookie: lang=pt-CV; mor_session={t}",
    "FERRY_BOOKING_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token di servidor é {t}",
    "o token do portal é {t}",
    "Teams transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@morabeza.cv"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.morabeza.cv/realms/staff",
            "azp": "ferry-booking",
            "groups": ["bilheteira", "remessas"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the cannery SCADA box, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/bilhetes.morabeza.cv.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"REMESSAS_SIGNING_KEY": "{key}", "partner": "moneytrans"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_ferry <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshdesk #5190, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "kel chave privadu di servidor:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "chave PGP do despachante para o SFTP do caju:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Bitkey wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the old remittance float wallet\n{p}": "english",
    "voice memo: the Xverse recovery words are {p} and that's all of them": "english",
    "frase de recuperação da carteira da loja: {p}": "portuguese",
    "frasi di rekuperason di karteira: {p}": "portuguese",
    "palavras da carteira (não perder!): {p}": "portuguese",
    "phrase de récupération du portefeuille du courtier de Ziguinchor : {p}": "french",
    "frase semilla de la billetera del armador canario: {p}": "spanish",
    "frase di recupero del wallet del buyer di Genova: {p}": "italian",
    "kel palavras di wallet di ermon: {p}": "portuguese",
    "助记词（渔船代理的钱包）：{p}": "chinese_simplified",
    "지갑 복구 문구 (수산물 바이어): {p}": "korean",
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
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "vinti4":  # Cabo Verde's domestic scheme; the prefix is invented
        return _card_of(rng, ["604120", "604133", "604157"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Nélida: pay the Moneytrans float top-up with card {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Freshdesk #5199: charge the resort's deposit to card {c}",
    "nha kartãu Vinti4: {c}, {mm}/{yy}",
    "númeru di kartãu di Zeca ê {c}",
    "numeru di karton i {c}, {mm}/{yy}",
    "númeru kartõ mu sa {c}",
    "Nna card nimero mu {c} le ti",
    "número do cartão: {c} validade {mm}/{yy}",
    "mano, o cartão é {c}, {mm}/{yy} tá?",
    "cartão da roça para o combustível: {c}",
]  # fmt: skip
_BRANDS = ["visa", "vinti4", "mastercard", "unionpay", "vinti4", "maestro", "discover", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = _BRANDS[index % len(_BRANDS)]
    number = _card(rng, brand)
    sep = " " if brand == "vinti4" else ["-", " ", "", ".", " "][index % 5]
    return {"c": v.grouped(number, sep, rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, security code {cvv}",
               "the three digits by the signature strip: {cvv}",
               "kel tres númeru di trás di kartãu é {cvv}",
               "tres numeru di tras di karton i {cvv}",
               "os três números atrás do cartão: {cvv}",
               "CVV do cartão da loja {c}: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "visa"), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 177, and the theme's; BBAN shapes
# (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"IT": "a" + "n" * 10 + "c" * 12, "RO": "aaaa" + "c" * 16, "SE": "n" * 20,
                "PT": "n" * 21, "BR": "n" * 23 + "ac", "TL": "n" * 19, "MR": "n" * 23,
                "ST": "n" * 21}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice MOR-2031-077: pay the cannery's tinplate supplier to {i} within 30 days",
    "save the Lisbon remittance partner's IBAN: {i}",
    "IBAN: {i}\nReferência: caju, lote 12, maio",
    "WhatsApp #tesouraria: the Genoa tuna buyer's new bank details, IBAN {i}",
    "nha IBAN é {i}",
    "IBAN d' nha conta ê {i}",
    "IBAN di nha konta i {i}",
    "IBAN konta mu sa {i}",
    "Nna IBAN mu {i} le ti",
    "IBAN da roça em São Tomé: {i}",
    "mano manda p/ este IBAN: {i}",
    "conta do importador de cacau em Ilhéus, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _pt_nif(g: random.Random) -> str:
    """A Portuguese NIF: nine digits whose last is a weighted mod-11 check digit."""
    return v.until(g, lambda h: h.choice("12356") + _r(h, D, 8), pt_nif.is_valid)


def _pt_cc(g: random.Random) -> str:
    """A Portuguese Cartão de Cidadão number: the civil id, a check digit, a version and a check."""

    def make(h: random.Random) -> str:
        body = _r(h, D, 8) + h.choice(D) + "ZZ"
        return body + pt_cc.calc_check_digit(body)

    return str(pt_cc.format(v.until(g, make, pt_cc.is_valid)))


def _gn_nifp(g: random.Random) -> str:
    """A Guinean NIFp: nine digits with a Luhn check digit."""
    body = _r(g, D, 8)
    number = body + luhn.calc_check_digit(body)
    assert gn_nifp.is_valid(number)
    return str(gn_nifp.format(number))


def _cnpj(g: random.Random) -> str:
    """A Brazilian CNPJ: twelve digits and two check digits."""
    body = _r(g, D, 8) + "0001"
    number = body + br_cnpj.calc_check_digits(body)
    assert br_cnpj.is_valid(number)
    return str(br_cnpj.format(number))


def _digits(n: int, first: str = "123456789") -> Maker:
    return lambda g: g.choice(first) + _r(g, D, n - 1)


_ID_PLACES: dict[str, Maker] = {
    "Portuguese NIF of the Lisbon remittance agent: {s}": _pt_nif,
    "nha NIF di Purtugal é {s}": _pt_nif,
    "Cartão de Cidadão da Neusa, para a transferência: {s}": _pt_cc,
    "NIFP de l'acheteur de cajou de Conakry : {s}": _gn_nifp,
    "CNPJ do importador de cacau em Ilhéus: {s}": _cnpj,
    "nha númeru di kontribuinti (NIF) é {s}": _digits(9, "12"),
    "número de contribuinte da roça em São Tomé: {s}": _digits(9, "5"),
    "númeru di kontribuinti di lodja di Bissau i {s}": _digits(9, "5"),
    "númeru di CNI (Kartãu Nasional di Identifikason): {s}": lambda g: f"{_r(g, D, 8)}{g.choice('MF')}{_r(g, D, 3)}{g.choice(UPPER)}",
    "passaporte cabo-verdiano do Jucelino: {s}": lambda g: "PA" + _r(g, D, 7),
    "nha pasaporti i {s}": lambda g: g.choice("AB") + _r(g, D, 7),
    "pasaporti mu sa {s}": lambda g: "S" + _r(g, D, 7),
    "passaporte CEDEAO do Braima: {s}": lambda g: "B" + _r(g, D, 8),
    "Nna passport nimero mu {s} le ti": lambda g: "G" + _r(g, D, 7),
    "número de beneficiário do INPS da Ivanilda: {s}": _digits(10),
    "carta de patrão de costa do mestre do ferry: {s}": lambda g: f"CP-SV-{_r(g, D, 5)}",
    "cédula de inscrição marítima do Adilson (atuneiro): {s}": lambda g: f"CIM {_r(g, D, 6)}",
    "cartão de guia turístico da Sabina, Sal: {s}": lambda g: f"GT-SAL-{_r(g, D, 4)}",
    "cartão de residência do Umaro (Espargos): {s}": lambda g: "CR" + _r(g, D, 8),
    "carteira profissional de nadador-salvador do Armindo: {s}": lambda g: f"NS{_r(g, D, 5)}/{g.randrange(24, 32)}",
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Azimo 2FA recovery codes\n{codes}", "spare sign-in codes for the resort's Google Workspace {codes}",
            "Moneytrans backup codes: {codes}", "kódigus di backup di 2FA:\n{codes}",
            "códigos de backup do 2FA: {codes}", "backup codes di Gmail di lodja: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/SmallWorld:nelida@morabeza.cv?secret={s}&issuer=Small%20World&digits=6",
              "andOTP, manual setup key for the Upesi agent login: {s}",
              "2FA setup key for the HyperGuest extranet: {s}",
              "chave 2FA (TOTP) do portal Porton di Nos Ilha: {s}",
              "kel chave TOTP di konta di remesa: {s}"]  # fmt: skip
_CODES = ["{c} é o seu código de verificação Moneytrans", "Orange Money: bu kodigu i {c}. Ka bu konta ningin.",
          "CST: O seu código é {c}. Não o partilhe.", "Use {c} to sign in to Small World",
          "BCA Net: código de confirmação {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


def _bitlocker(g: random.Random) -> str:
    """A BitLocker recovery password: eight groups of six digits, each a multiple of eleven."""
    return "-".join(f"{11 * g.randrange(1, 65536):06d}" for _ in range(8))


def _filevault(g: random.Random) -> str:
    return "-".join(_r(g, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(6))


def _whatsapp_key(g: random.Random) -> str:
    return " ".join(_r(g, D, 4) for _ in range(16))


def _tuta_code(g: random.Random) -> str:
    return " ".join(_r(g, HEX, 4) for _ in range(16))


_RECOVERY = {
    "manage-bde -unlock E: -RecoveryPassword {s}": _bitlocker,
    "FileVault recovery key of the resort manager's MacBook: {s}": _filevault,
    "chave de encriptação de 64 dígitos do backup do WhatsApp da loja: {s}": _whatsapp_key,
    "Tuta recovery code for remessas@: {s}": _tuta_code,
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"s": _RECOVERY[t](g)}, "s")


_SSIDS = ["MORABEZA-HOTEL", "Morabeza-Staff", "Conserva-MonteCara", "Lodja-Kumunika",
          "Roca-Obo-Verde", "CajuGeba-Armazem", "Ferry-Djarfogo", "Remessa-Plateau",
          "Bafata-Caju-2G", "SantoAntonio-Lodge", "Quay-Mindelo-5G", "Sal-Beach-Bar"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\npassword: {pw}",
    "guest network {s}, password {pw}",
    "wifi at the cannery quay: {s} / {pw}",
    "hostapd.conf (resort lobby, WPA3):\ninterface=wlan0\nssid={s}\nwpa=2\nwpa_key_mgmt=SAE\nsae_password={pw}\nieee80211w=2",
    "the key printed under the CVMóvel router: {pw}",
    "senha di wifi {s} é {pw}",
    "senha d' wifi {s} ê {pw}",
    "senha di wifi {s} i {pw}",
    "senha wifi {s} sa {pw}",
    "wifi {s} password mu {pw} le ti",
    "a senha do wifi {s} é {pw}",
    "mano, wifi {s}: {pw}",
    "ferry onboard wifi: ssid {s}, psk {pw}",
    "rede {s}\nchave: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("mtx_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("upk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the imo call] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "un letra un letra: {t}",
          "letra a letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = {  # template: how many digits
    "modem Huawei E3372 of the shop, network unlock code: AT^CARDLOCK=\"{pw}\"": 8,
    "mmcli -m 0 --pin={pw}": 4,
    "changed the shop SIM's PIN: AT+CPWD=\"SC\",\"0000\",\"{pw}\"": 4,
    "adb shell locksettings set-pin {pw}": 6,
    "aqbanking pinfile:\nPIN_50010517_{u} = \"{pw}\"": 5,
    "kódigu di porta di armazén di atum: {pw}": 6,
    "kodigu di kadiadu di armazen di kaju i {pw}": 4,
    "PIN kartõ mu sa {pw}, na fla ngê fa": 4,
    "Nna PIN mu {pw} le ti": 4,
    "código do cofre do quarto 214: {pw}#": 6,
    "PUK da SIM da loja: {pw}": 8,
}  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, _LOCKS[template]), "u": rng.choice(_USERS)}


_locks = _Family("pin_code", list(_LOCKS), _lock_draw, "pw")


_PHRASE_WORDS = ["gaiado", "patudo", "albacora", "cachupa", "grogue", "morabeza", "sodade",
                 "funana", "batuku", "tabanka", "cabosse", "caju", "pilon", "xerem", "canoa",
                 "monte"]  # fmt: skip
_PHRASES = {"Psono master passphrase for the remittance vault: {p}": " ",
            "Passky vault passphrase: {p}": "-", "Buttercup vault passphrase: {p}": ".",
            "frase-passe do cofre do hotel: {p}": " ", "passphrase di backup é {p}": "_",
            "Nna passphrase mu {p} le ti": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Requestly request 'quote', header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTPie: http POST api.morabeza.cv/payouts 'Authorization: Bearer {v}'": False,
    "Kreya environment, header Authorization = Basic {v}": True,
    "Hoppscotch export of the HyperGuest call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/vpnc/remessas.conf:\nIPSec gateway vpn.morabeza.cv\nIPSec ID remessas\nIPSec secret {pw}\nXauth username {u}",
    "/etc/vpnc/loja.conf:\nIPSec gateway vpn.morabeza.gw\nIPSec ID loja\nXauth username {u}\nXauth password {pw}",
    ".env (cannery SCADA bridge):\nMORABEZA_CANNERY_DB_USER=scada\nMORABEZA_CANNERY_DB_PASSWORD={pw}",
    "compose.yaml (bilheteira):\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: bilhetes\n      POSTGRES_PASSWORD: \"{pw}\"",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: remessas-db\ntype: Opaque\nstringData:\n  DB_USER: remessas\n  DB_PASSWORD: \"{pw}\"",
    "/etc/systemd/system/ferry-telemetry.service:\n[Service]\nEnvironment=\"FERRY_TELEMETRY_DB_PASS={pw}\"\nExecStart=/opt/ferry/telemetry",
    "GLPI config/config_db.php:\nclass DB extends DBmysql {{\n   public $dbuser = 'glpi';\n   public $dbpassword = '{pw}';\n}}",
    "Invoice Ninja .env:\nDB_USERNAME=ninja\nDB_PASSWORD={pw}",
    "kannel.conf:\ngroup = sendsms-user\nusername = loja-praia\npassword = {pw}",
    "~/.config/linphone/linphonerc:\n[auth_info_0]\nusername={u}\npasswd={pw}\nrealm=sip.morabeza.cv",
    "pjsip.conf:\n[loja-bissau]\ntype=auth\nauth_type=userpass\nusername=loja-bissau\npassword={pw}",
    "/etc/wvdial.conf:\n[Dialer Defaults]\nModem = /dev/ttyUSB0\nInit3 = AT+CGDCONT=1,\"IP\",\"internet\"\nUsername = loja\nPassword = {pw}",
    "wp-config.php (resort site):\ndefine( 'DB_USER', 'resort' );\ndefine( 'DB_PASSWORD', '{pw}' );",
    "Dolibarr conf/conf.php:\n$dolibarr_main_db_user='doli';\n$dolibarr_main_db_pass='{pw}';",
    "appsettings.Production.json:\n{{\"ConnectionStrings\": {{\"Caixa\": \"Server=sql.morabeza.lan;User Id=caixa;Password={pw}\"}}}}",
    "mosquitto passwd feed, freezer sensors:\nmosquitto_passwd -b /etc/mosquitto/passwd fz04 {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw, u=_USERS), "pw")


_CHATS = [
    "Zeca: wifi password of the quay?\nKátia: {pw}",
    "[07:40] herculano: root pw for the cocoa dryer box?\n[07:41] domingas: {pw}",
    "Adilson: {pw} is the new engine monitor password",
    "Neusa: use {pw}, that's what the teller PC has now",
    "Ildo: senha nobu é {pw}",
    "Zeca: senha nôv ê {pw}",
    "Braima: senha nobu i {pw}",
    "Celestino: senha nôvô sa {pw}",
    "Sadjo: password kuta mu {pw} le ti",
    "Nélida: a senha nova é {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 24), (_spelled, 14), (_cli, 30), (_urls, 13), (_vendors, 52),
    (_code, 10), (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 5), (_codes, 5),
    (_recovery, 4), (_wifi, 16), (_spelled_tokens, 5), (_locks, 10), (_phrases, 6), (_auth, 5),
    (_configs, 14), (_chats, 10),
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


def _portuguese_seed(g: random.Random) -> str:
    return str(_MNEMO["portuguese"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the resort PMS password is": "{s}", "retort HMI pw:": "{s} (since the boiler repair in March)",
    "senha di servidor é": "{s}", "freezer SCADA password": "{s}\nchange it after the tuna season",
    "senha d' wifi ê": "{s}", "senha di balansa i": "{s}", "senha mu sa": "{s}",
    "password mu": "{s} le ti", "a palavra-passe é": "{s}",
    "the password Adilson read out over the VHF was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Azimo API key", "{s}", _j((HEX, 40))),
    ("split_token", "Moneytrans key:", "{s} (payouts)", _j("mtx_live_", (ALNUM, 32))),
    ("split_token", "SRT Marine API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "frase de recuperação da carteira", "{s}", _portuguese_seed),
    ("split_card", "kartãu Vinti4", "{s} exp 10/37", lambda g: v.grouped(_card(g, "vinti4"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "ST"))),
    ("split_backup", "códigos de backup do Azimo", "{s}\nfrkq41-m2p8xz\nzdaw07-4ktq9c", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NIF português", "{s}", _pt_nif),
    ("split_phrase", "Psono passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"pms": {"url": "https://pms.morabeza.lan", "night_audit_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"conta": {"utilizador": "caixa02", "palavra_passe": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "bafata-1"}, {"name": "bafata-2", "admin_pass": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["wget", "--proxy-user", "caixa02", "--proxy-password", "{s}", "https://updates.morabeza.cv/pos.zip"]}': ("meta_password", _plain_pw),
    '{"nota": "senha di servidor di remesa é {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the retort HMI as operador with the password {s}"}': ("meta_password", _plain_pw),
    '{"azimo": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"hyperguestToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"tototheo_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pagamento": {"numero_cartao": "{s}", "validade": "08/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "vinti4"), " ", g)),
    '{"exportador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "PT")),
    '{"agente": {"nif": "{s}"}}': ("meta_id", _pt_nif),
    '{"mfa": {"recovery_codes": ["{s}", "hqzt52-8k1mwa", "bnrp19-xw4e0d"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"float_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"armazem_caju": {"codigo_cadeado": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Lodja-Kumunika", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
    '{"sim": {"iccid_last4": "0417", "puk": "{s}"}}': ("meta_pin", _j((D, 8))),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"retort-hmi-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/morabeza/bilhetes-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"remessas: add CVE rounding rule", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert seat map change", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"caju-lotes-2031-05.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"tuna-traceability-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the retort HMI password before the boiler inspection on 2031-06-11.",
    "Kátia asked for the shop wifi password; it's on the card in the manager's drawer.",
    "Policy: Morabeza passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `MONEYTRANS_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The PMS asks for a new night-audit password after every update.",
    "Replace <YOUR_AZIMO_KEY> in the README with the key from your Azimo dashboard.",
    "HYPERGUEST_TOKEN and TOTOTHEO_API_KEY must be set before the nightly sync runs.",
    "Ka bu fla ningén bu senha.",
    "Ka bô dzê ninguém bo senha.",
    "Ka bu konta ningin bu senha, ermon.",
    "Na fla ngê senha bô fa.",
    "Kana i la password yitandi moo la.",
    "Mano, nunca partilhes a tua senha, tá?",
    "Senha tem di ten pelu menus katorzi karakter.",
    "A palavra-passe deve ter pelo menos catorze caracteres.",
    "N skese nha senha, N ta bai muda-l amanhã.",
    "Senha di wifi sta na kartãu na gaveta di lodja.",
    "Upgraded the retort HMI firmware from 5.1 to 5.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the CVE rounding rule for remittances.",
    f"Rolled back to {_SHORT} after the seat map change broke ferry bookings.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The retort HMI firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of tuna-traceability-2031.parquet: {_SHA512}",
    f"The ticketing API runs ghcr.io/morabeza/bilhetes-api@sha256:{_IMAGE}.",
    f"MD5 of caju-lotes-2031-05.csv is {_MD5}, same as the copy on the Bissau share.",
    "Request id 3c9e71a4-5b2d-4e08-96f1-0a7d2c4e8b15 is the slow one in the Azimo logs.",
    "Purchase order PO-2031-00912 for 40 t of W320 cashew from Bafatá ships on Thursday.",
    "Freshdesk #5201: the cold room 2 alarm on the Mindelo quay trips every night.",
    "Call the Praia remittance counter on +238 261 44 17 before noon.",
    "Container MSCU 7314205 with the tuna cans is at the Mindelo terminal.",
    "Bill of lading MOR-MIN-2031-0144 covers 1 800 cartons of skipjack in oil.",
    "HS code 1604.14 is prepared tuna; 0801.32 is shelled cashew nuts; 1801.00 is cocoa beans.",
    "The freezer tunnel holds -35 °C; the cocoa dryer runs at 55 °C for 72 hours.",
    "After five wrong passwords the teller app locks the account for 20 minutes.",
    "The ferry from Praia to Fogo leaves at 08:30 and takes about four hours.",
    "The secret of a good feijoada is to cook it slowly overnight.",
    "Ask Zeca for the freezer door code, I don't have it.",
    "My card ending 4417 was declined at the Espargos supermarket.",
    "The Lisbon partner wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Moneytrans agent account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `AZIMO_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the cashew warehouse rusts in the rainy season; oil it every month.",
    "Azimo moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'Sal-Beach-Bar' is open, no password needed.",
    "Lot CAJ-2031-BAF-0077, 80 kg bags, outturn 48 lbs, moisture 8.5 %.",
    "The shop sells SIM cards, top-ups and phone repairs; a screen swap takes two days.",
    "Exchange rate today: 1 EUR = 110.265 CVE; the fee for a 200 EUR transfer is 4.90 EUR.",
    "The PIN pad at the remittance counter is broken, use the second one.",
    "Room 214 asked for a late checkout at 14:00.",
    "MTCN and reference numbers are printed on the receipt; keep the receipt until the money is collected.",
    "Leve-leve: the roça meeting moved to Thursday at 10:00.",
    "N ta txiga Praia sábadu di palmanhã.",
    "Abaraka, a be ñaa le.",
    "Dêsu paga, nón ka bi amanhã.",
    "O código postal de Mindelo não existe; usamos a caixa postal 412.",
    "The ferry's IMO number is on the hull and in the public register.",
    "The tuna season in Cabo Verde peaks between May and October.",
    "kkk mano a reunião é às 15h, n esquece",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/morabeza/pms", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "5201", "purchase_order": "PO-2031-00912"}',
    '{"lot": {"id": "CAJ-2031-BAF-0077", "bags": 250, "moisture_pct": 8.5}}',
    '{"phone": "+238 261 44 17", "city": "Praia"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cartons_in_stock": 1800}',
    '{"hs_code": "1604.14", "origin": "CV", "description": "prepared tuna"}',
    '{"container": "MSCU 7314205", "vessel_imo": "9321483", "eta": "2031-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
