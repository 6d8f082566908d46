# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-fifty-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-fifty-seventh's
docstring, the fifth to two-hundred-and-fifty-seventh only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-fifty-ninth to two-hundred-and-sixty-first), any other test, the reports, the
benchmarks, the rest of docs/security.md, the changelog nor the git history, and the scrubber was
never run on it. Its own seed (258417093), password words (a capoeira, acarajé, cocoa, boat or
cigar thing, a Bahian place, a number and a sign; two such words and a number; a name, a birth
year, a sign and a place; leet words of berimbau, acarajé, cacau, charuto, ginga, pandeiro,
dendê and cabruca with a year; a capoeira rhythm, a cord's number and `Corda`; a boat route and
a departure, `SSA-MSP-14h30!`; a harvest, `Safra2031…`; `Oxente` and a name; a generator's four
dotted groups of four; random runs), names, places, templates, tools, vendors and layouts, the
way the staff of a fictional company (Maré Mansa, with a capoeira school in Salvador's
Pelourinho, an acarajé stall supplier's dendê depot, a cabruca cocoa farm near Ilhéus, a boat
ticket agency for Morro de São Paulo and a cigar workshop in Cachoeira) and its Argentine guests
leak secrets into an assistant's memory. The texts are chats with times (WhatsApp groups),
tickets (Movidesk, Octadesk, Faveo, Helpy, Chatwoot), wiki pages and notes (Capacities,
Anytype, Noteshelf, GoodNotes), e-mails, runbooks, READMEs, shell prompts (Hyper, Prompt 3,
Secure ShellFish, Contour, Rio, Wave), voice-memo and meeting transcripts (Happy Scribe, Sonix,
Trint, tl;dv, Krisp), dictated text and requests to the assistant itself; the separators run
from a colon, "is" (`é`, `es`, `ni`), a dash and an em dash to an arrow (`→`), an emoji (`🔐`),
a new line, quotes, backticks and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to
257 that name each): in none, Pelourinho, Cachoeira, Recôncavo, Morro de São Paulo, capoeira,
acarajé, oxente, painho, `rqbit server`, Motumbá, Kolofé, àṣírí and kóòdù; in one, Movidesk,
Octadesk, Happy Scribe, Sonix, Trint, tl;dv, Krisp and `ttyd -c`; in two, Faveo, Capacities,
Noteshelf, GoodNotes, Prompt 3, Secure ShellFish, the Rio terminal, `immuadmin login`, `surreal
start`, `nats-server --user`, `dufs` and `miniserve --auth`; in three, Helpy, Chatwoot, Anytype,
Contour, the Wave terminal, `gotty -c`, `keydb-cli`, `emqx ctl`, `iredis`,
`transmission-remote -n` and `deluge-console`; in four or five, `yt-dlp --password`, `mycli`,
`pgcli`, `usql`, `curlftpfs`, `wput`, `s3cmd`, `arangosh`, `cypher-shell`, `couchbase-cli`,
`kcat`, `pure-pw` and the Hyper terminal. The common layouts (env files, `export`, compose
files, systemd drop-ins, railway variables, database URLs, JWTs, PEM blocks, `otpauth://`,
Basic and Bearer headers in Insomnia, nginx, Postman, HTTPie and Caddy, the `WIFI:` QR string,
an ESP32 `WiFi.begin`, CSV rows, Markdown tables, YAML, wp-config, Django settings, Spring
properties, odoo.conf, msmtprc, rclone.conf, Bitwarden, KeePassXC, VeraCrypt, 2FAS, Aegis and
BitLocker), all named in many earlier corpora, are in wordings of their own.

About half of the secret samples are in other languages than English: Brazilian Portuguese
texting (`senha`, `a senha é`, `aqui a senha`, `senha nova`, `vc`, `pq`, `blz`, `kkk`, `dps`,
`vlw` "thanks", `n conta pra ninguém` and `não fala pra ninguém` "don't tell anyone", `usuário`,
`chave da API`, `código de segurança`, `códigos de backup`, `códigos de recuperação`, `chave de
recuperação`, `frase de recuperação`, `frase-senha`, `cadeado`, `cofre`); Bahian slang (`oxente`,
`oxe`, `painho`, `mainha`, `barril`, `véi`, `colé de mermo`, `ó`, `viu`); Yoruba words of the
candomblé houses, in Portuguese sentences (`Motumbá`, `Kolofé`, `axé`, `barracão`, `terreiro`,
`Oxóssi`) and in Yoruba (`ọ̀rọ̀ aṣínà … ni` "the password is", `àṣírí` "secret", `kọ́kọ́rọ́ API`
"API key", `kóòdù ilẹ̀kùn` "door code", `ẹ ṣé o` "thanks", `lẹ́yìn náà` "after that", `má sọ …
fún ẹnikẹ́ni` "don't tell anyone", `ilé` "house"); and Argentine Spanish from tourists (`che`,
`boludo`, `posta`, `acá tenés`, `la clave`, `la contraseña`, `la compu`, `no se lo digas a
nadie`, `mil gracias`, `pagá`, `llegá`, `códigos de respaldo`, `frase semilla`). The wordings are
the author's approximations, checked by no speaker; the thinnest guesses are every Yoruba phrase
(`àṣírí wifi ilé`, `kọ́kọ́rọ́ API`, `kóòdù ilẹ̀kùn barracão`, `ọ̀rọ̀ aṣínà kọ̀ǹpútà ilé ni`, `ọ̀rọ̀
aṣínà ni {w}, lẹ́yìn náà {d}`, `má sọ ọ̀rọ̀ aṣínà rẹ fún ẹnikẹ́ni`) and the Bahian `colé de mermo`
as an opener before a password.

Vendors (Gupy, Safe2Pay, PagHiper, Contabilizei, Webmania, Total Express, Braspress, Anota AI,
Goomer, Saipos, Neemo, Cobli, Sem Parar, ConectCar, Veloe, Quero Passagem, Cuenta DNI, Personal
Pay, Mercado Bitcoin, Foxbit, NovaDAX, Will Bank, Cloudia, Takeblip, Tagplus, Menu Dino,
Cardapioweb, Ticto, Perfectpay and Greenn are in none of heldouts 5 to 257; Sankhya and TOTVS in
one; the banks Bradesco and Itaú only as accounts and codes) were grepped by name. No shape here
is one the author knows to be real: every one is a guess (hex, base64, URL-safe, upper-case and
alphanumeric runs, UUIDs, JWTs for Anota AI and Perfectpay, a `Key …` for Takeblip, and the
`apk_`, `gmr_`, `pp_sk_` and `grn_live_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Brazil's CPF
(`stdnum.br.cpf`, two mod-11 digits) and CNPJ (`stdnum.br.cnpj`), Argentina's CUIT/CUIL
(`stdnum.ar.cuit`, mod 11) and CBU (`stdnum.ar.cbu`, two weighted check digits) (by grep the CPF
is in six earlier corpora, the CNPJ in four, `ar.cuit` and `ar.cbu` in two each); Argentina's DNI
is validated by `stdnum.ar.dni` for its format only (it has no check digit; in three). Kinds no
library or this file checks (no check-digit algorithm is written here; the shapes are guesses):
a Bahian RG (SSP/BA), a CNH register number, a título de eleitor, a Cartão SUS number, a
Brazilian and an Argentine passport. Card numbers pass Luhn (Elo, Cabal and Naranja prefixes
guessed and drawn here, and the value helpers' Visa, Mastercard, Amex and Diners, checked with
python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, drawn so that none reads
as a year. The IBANs are of Brazil and Portugal (the theme's, in twenty-three and twenty-seven
earlier corpora) and of Lithuania, Serbia, Slovenia, Azerbaijan, Estonia and Greece (a rough
count of the country codes in the IBAN shape tables of heldouts 5 to 257 finds each in nineteen
or twenty corpora, the fewest), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Portuguese, Spanish, French and Italian lists, each drawn until
`Mnemonic(lang).check` accepts it. Counts: 390 secret samples, 20 field pairs and 20 metadata
samples (430 scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.ar import dni as ar_dni
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 258_417_093
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


_THINGS = ["Berimbau", "Atabaque", "Pandeiro", "Dende", "Acaraje", "Abara", "Vatapa", "Caruru",
           "Cacau", "Cabruca", "Charuto", "Capa", "Catamara", "Lancha", "Jangada", "Ginga",
           "Meialua", "Au", "Cocada", "Quindim"]  # fmt: skip
_PLACES = ["Pelourinho", "Taboao", "Carmo", "Ilheus", "Uruçuca", "Itacare", "Cachoeira",
           "SaoFelix", "Muritiba", "Valenca", "Gamboa", "Boipeba", "Itaparica", "RioVermelho",
           "Itapua", "Mercado", "Barra", "Bonfim"]  # fmt: skip
_NAMES = ["Dalva", "Jurema", "Tonho", "Maninho", "Nalvinha", "Edvaldo", "Iara", "Caetano",
          "Dandara", "Kaua", "Raimunda", "Ze", "Lucineide", "Gilmar", "Tainara", "Facundo",
          "Agustina", "Lautaro", "Florencia", "Martina", "Juanse", "Oxossi", "Xango"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["B3r1mb4u", "Ac4r4j3", "C4c4u", "Ch4rut0", "G1ng4", "P4nd31r0", "D3nd3", "M4r3M4ns4",
         "C4br0c4", "L4nch4"]  # fmt: skip
_TOQUES = ["Angola", "SaoBento", "Iuna", "Benguela", "Cavalaria", "Amazonas", "Idalina"]


def _toque(g: random.Random) -> str:
    """A capoeira rhythm, a cord's number and a sign, the way the school's staff pick them."""
    return f"{g.choice(_TOQUES)}{g.randrange(10, 100)}Corda{g.choice(_SYMBOLS)}"


def _route(g: random.Random) -> str:
    """A boat route and a departure: SSA-MSP and the hour, as the ticket desk jokes them up."""
    return f"SSA-MSP-{g.randrange(10, 24)}h{g.randrange(0, 60):02d}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four groups of four small letters and digits, as a password manager writes them."""
    return ".".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_THINGS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_THINGS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2032)) + g.choice(_SYMBOLS),
    _toque,
    _route,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_THINGS).lower()}_{g.randrange(1960, 2032)}",
    lambda g: f"Safra{g.randrange(2020, 2033)}{g.choice(_THINGS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    _generator,
    lambda g: f"Oxente{g.choice(_NAMES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, grupo 'Berimbau de Ouro - staff', 07:42 Tonho: the school's Intelbras NVR password is {pw}",
    "[19:05] Jurema: mainha's email password is {pw}, she forgot it again",
    "Movidesk ticket 4471 (Maré Mansa Passagens): the ticket kiosk admin password is {pw}",
    "Octadesk chat with the boat agency: the Zenvia panel password is {pw}",
    "Faveo ticket #2208: reset requested, the old cocoa dryer HMI password was {pw}",
    "Helpy ticket 318, Cachoeira workshop: humidor controller password {pw}",
    "Chatwoot conversation 5521: the tourist desk tablet password is {pw}",
    "Capacities note 'Fazenda Boa Esperança': the weather station password is {pw}",
    "Anytype page 'Acarajé depot': cold room controller password {pw}",
    "Noteshelf page, scanned: the Pelourinho office router password - {pw}",
    "GoodNotes, 'capoeira batizado 2032': sound desk password → {pw}",
    "Happy Scribe transcript, 00:03:12: \"...and the password for the ferry booking site is {pw}...\"",
    "Sonix transcript of Maninho's voice note: the Cabruca farm laptop password is {pw}",
    "Trint transcript, meeting with the cigar roasters: the scale PC password is {pw}",
    "tl;dv recording notes: the Morro de São Paulo kiosk password is {pw}",
    "Krisp meeting note: boat dispatch tablet password {pw}",
    "Hi Edvaldo,\n\nthe root password on the farm's Raspberry Pi is {pw}. Delete this mail when it's in the vault.\n\nThanks,\nIara",
    "Runbook: reopen the ticket counter at the Terminal Náutico\n1. power the Elgin printer\n2. log in as caixa\n3. password {pw}\n4. print the first catamaran manifest",
    "README (acarajé depot NUC)\nthe stock app runs on http://estoque.mare.lan, admin password `{pw}`.",
    "can you remember my Bradesco app password? it's {pw}",
    "dictated: the cigar workshop's humidor portal password is {pw} full stop",
    "note to self: the batizado ticket site password (painho set it) is {pw}",
    "after the reset the cocoa cooperative portal password became {pw}",
    "please store this, the Itaú business password is {pw}",
    "oxente, a senha do wifi da academia é {pw}",
    "a senha do notebook da fazenda é {pw} blz? n conta pra ninguém",
    "Nalvinha: senha nova do caixa: {pw} kkk",
    "painho, a senha do seu email agora é {pw}, anota aí",
    "vc lembra a senha do PDV? pq eu esqueci, é {pw} vlw",
    "senha do computador da charutaria → {pw}",
    "mainha mandou: \"senha do banco: {pw}\" (apaga depois véi)",
    "aqui a senha da lancha pro painel GPS: {pw}, não fala pra ninguém",
    "colé de mermo, a senha do painel do terreiro é {pw} ó",
    "barril, mudaram a senha do roteador: {pw}",
    "minha senha do gov.br é {pw}",
    "senha do sistema das passagens pra Morro: {pw} 🔐",
    "Motumbá! a senha do computador do barracão é {pw}, axé",
    "Kolofé, painho. A senha do wifi do terreiro: {pw}",
    "ọ̀rọ̀ aṣínà kọ̀ǹpútà ilé ni {pw}",
    "àṣírí wifi ilé: {pw} — ẹ ṣé o",
    "che, la contraseña del wifi de la posada es {pw}",
    "boludo, la clave del mail es {pw}, no se lo digas a nadie",
    "Agustina: la clave de la compu del hostel es {pw}, mil gracias",
    "posta, la contraseña de Despegar es {pw}",
    "acá tenés la clave del wifi del barco: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["dalva", "jurema.s", "tonho", "maninho", "nalvinha", "edvaldo", "iara.c", "caetano",
          "dandara", "kaua", "raimunda", "zeraimundo", "lucineide", "gilmar", "tainara",
          "facundo.r", "agustina", "lautaro", "mestre.cobra", "caixa01", "svc-passagens",
          "fazenda-ops"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Tonho: the Intelbras login is {u} / {pw}",
    "Movidesk #4480: {u} locked out of the ticket system, last password {pw}",
    "usr {u} pwd {pw}",
    "Capacities › Fazenda › Dryer HMI: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| boat booking | {u} | {pw} |",
    "sign into the humidor portal as {u} with {pw}",
    "cocoa co-op portal login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: kiosk-morro\n  username: {u}\n  password: {pw}",
    "Chatwoot agent account {u}, password {pw}",
    "system,user,password\nestoque-acaraje,{u},{pw}",
    "ssh {u}@nuc.mare.lan (password {pw})",
    "usuário {u}, senha {pw} blz",
    "login {u} e senha {pw} vlw",
    "o usuário é {u} e a senha é {pw}, oxe",
    "usuario {u} y contraseña {pw}, che",
    "el usuario es {u} y la clave {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["berimbau", "atabaque", "pandeiro", "caxixi", "agogo", "acaraje", "vatapa",
               "abara", "cabruca", "catamara", "iemanja", "oxossi", "mojuba", "charuto",
               "jangada", "cocada", "quindim", "recôncavo"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, and then {d}",
    "it's {w} and straight after it the number {d}",
    "for the farm laptop it's {w} with {d} at the end",
    "voice memo: the boat wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "a senha é a palavra {w}, minúscula, e depois {d}",
    "senha: {w} e dps o número {d}, tudo junto",
    "ó, é {w} e {d} no final, sem espaço viu",
    "la contraseña es la palabra {w} y después {d}, todo junto",
    "ọ̀rọ̀ aṣínà ni {w}, lẹ́yìn náà {d}",
    "painho, escreve {w}, depois {d}",
    "{w}{d} — that's the password for the dryer",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "transmission-remote mare-nas:9091 -n '{u}:{pw}' -l",
    "deluge-console \"connect 10.8.0.5:58846 {u} {pw}; info\"",
    "dufs /srv/fotos -a '{u}:{pw}@/:rw' -p 5000",
    "miniserve --auth {u}:{pw} /srv/cardapios",
    "yt-dlp --username {u} --password '{pw}' https://video.mare.lan/batizado",
    "rqbit server start --http-basic-auth-user {u} --http-basic-auth-pass '{pw}' /srv/torrents",
    "immuadmin login {u} --password '{pw}' -a immu.mare.lan",
    "psql 'host=pg.mare.lan user={u} password={pw} dbname=passagens'",
    "mycli -h my.mare.lan -u {u} -p'{pw}' estoque",
    "pgcli postgresql://{u}:{pw}@pg.mare.lan/passagens",
    "usql my://{u}:{pw}@my.mare.lan/estoque",
    "gotty -c '{u}:{pw}' -w bash",
    "ttyd -c {u}:{pw} -p 7681 bash",
    "keydb-cli -h keydb.mare.lan --user {u} --pass '{pw}' ping",
    "curlftpfs ftp://{u}:{pw}@ftp.mare.lan /mnt/ftp",
    "wput manifest.csv ftp://{u}:{pw}@ftp.mare.lan/upload/",
    "s3cmd --access_key={u} --secret_key='{pw}' ls s3://mare-fotos",
    "surreal start --user {u} --pass '{pw}' rocksdb:/srv/surreal",
    "arangosh --server.endpoint tcp://arango.mare.lan:8529 --server.username {u} --server.password '{pw}'",
    "cypher-shell -a neo4j://graph.mare.lan -u {u} -p '{pw}'",
    "couchbase-cli server-list -c cb.mare.lan -u {u} -p '{pw}'",
    "kcat -b kafka.mare.lan:9093 -X security.protocol=SASL_SSL -X sasl.username={u} -X sasl.password='{pw}' -L",
    "emqx ctl admins add {u} '{pw}'",
    "iredis -h redis.mare.lan --user {u} --password '{pw}'",
    "nats-server --user {u} --pass '{pw}' -p 4222",
    "pure-pw useradd {u} -u ftpuser -d /srv/ftp <<< '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Hyper, tonho@nuc:~$ {c}", "Prompt 3 on the iPad, fazenda-pi:~$ {c}",
    "Secure ShellFish, kiosk-morro:~# {c}", "Contour no notebook do Kauã:\n$ {c}",
    "rodei isso ontem: {c}", "comando que o Gilmar usou: {c}", "el comando que corrí: {c}",
    "Rio terminal, ~/passagens $ {c}", "Wave terminal block 'pelourinho': {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-pelourinho.mare.lan:554/cam/realmonitor?channel=1",
    "ftps://{u}:{pw}@ftp.mare.net:990/fotos/",
    "postgresql://{u}:{pw}@pg.mare.lan:5432/passagens",
    "mysql://{u}:{pw}@my.mare.lan:3306/estoque",
    "mongodb+srv://{u}:{pw}@cluster0.mare.mongodb.net/cacau",
    "redis://{u}:{pw}@redis.mare.lan:6379/2",
    "amqp://{u}:{pw}@mq.mare.lan:5672/vendas",
    "clickhouse://{u}:{pw}@ch.mare.lan:9000/vendas",
    "jdbc:postgresql://pg.mare.lan:5432/charutos?user={u}&password={pw}",
    "Server=sql.mare.lan;Database=Fazenda;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "PASSAGENS_DATABASE_URL={c}", "Capacities note 'databases': {c}",
    "guarda essa connection string pra mim: {c}", "la URL de la base: {c}",
    "Movidesk #4493: {c}", "{c}\n^ a nova, a antiga caiu",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "mare-mansa", "sub": f"acc_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read tickets:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors heldouts 5 to 257 do not name (by grep); every key shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Gupy", "GUPY_API_TOKEN", _j((HEX, 64))),
    ("Safe2Pay", "SAFE2PAY_SECRET_KEY", _j((UPPER_HEX, 32))),
    ("PagHiper", "PAGHIPER_API_KEY", _j("apk_", (ALNUM, 36))),
    ("Contabilizei", "CONTABILIZEI_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Webmania", "WEBMANIA_CONSUMER_SECRET", _j((ALNUM, 40))),
    ("Total Express", "TOTALEXPRESS_API_KEY", _j((HEX, 40))),
    ("Braspress", "BRASPRESS_TOKEN", _j((B64, 44))),
    ("Anota AI", "ANOTAAI_API_TOKEN", _vendor_jwt("https://api.anota.ai")),
    ("Goomer", "GOOMER_API_KEY", _j("gmr_", (ALNUM, 32))),
    ("Saipos", "SAIPOS_PARTNER_SECRET", _j((URLSAFE, 43))),
    ("Neemo", "NEEMO_ACCESS_TOKEN", _j((HEX, 48))),
    ("Cobli", "COBLI_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Sem Parar", "SEMPARAR_CLIENT_SECRET", _j((ALNUM, 32))),
    ("ConectCar", "CONECTCAR_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Veloe", "VELOE_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Quero Passagem", "QUEROPASSAGEM_API_KEY", _j((HEX, 32))),
    ("Cuenta DNI", "CUENTADNI_MERCHANT_KEY", _j((ALNUM, 48))),
    ("Personal Pay", "PERSONALPAY_SECRET", _j("pp_sk_", (ALNUM, 32))),
    ("Mercado Bitcoin", "MB_API_SECRET", _j((HEX, 64))),
    ("Foxbit", "FOXBIT_API_SECRET", _j((B64, 64))),
    ("NovaDAX", "NOVADAX_SECRET_KEY", _j((ALNUM, 32))),
    ("Will Bank", "WILLBANK_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Cloudia", "CLOUDIA_API_TOKEN", _j((LOWER_DIGITS, 40))),
    ("Takeblip", "TAKEBLIP_BOT_KEY", _j("Key ", (B64, 52))),
    ("Tagplus", "TAGPLUS_ACCESS_TOKEN", _j((ALNUM, 44))),
    ("Menu Dino", "MENUDINO_API_KEY", _j((HEX, 32))),
    ("Cardapioweb", "CARDAPIOWEB_TOKEN", _j((URLSAFE, 36))),
    ("Ticto", "TICTO_WEBHOOK_SECRET", _j((HEX, 40))),
    ("Perfectpay", "PERFECTPAY_TOKEN", _vendor_jwt("https://app.perfectpay.com.br")),
    ("Greenn", "GREENN_API_KEY", _j("grn_live_", (ALNUM, 30))),
    ("Sankhya", "SANKHYA_APP_KEY", lambda g: v.uuid4(g, "a")),
    ("TOTVS", "TOTVS_CLIENT_SECRET", _j((ALNUM, 36))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      {env}: {tok}",
    "railway variables --set {env}={tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "Painel › Configurações › Integrações › {vendor}: {tok}",
    "Capacities table 'Integrations': | {vendor} | 2032 | {tok} |",
    "Movidesk #4502: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "WhatsApp, Gilmar: {vendor} key for the ticket sync: {tok}",
    "chave da API do {vendor}: {tok}",
    "a chave de API da {vendor} é {tok}, n passa pra ninguém",
    "token do {vendor} pro site das passagens → {tok}",
    "oxe, a API key da {vendor} mudou, a nova é {tok}",
    "la clave de API de {vendor} es {tok}, che",
    "kọ́kọ́rọ́ API {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    quero = _r(rng, HEX, 32)
    goomer = _r(rng, ALNUM, 32)
    cobli = v.uuid4(rng, "9")
    saipos = _r(rng, URLSAFE, 43)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.queropassagem.com.br/v2/trechos", headers={{"x-api-key": "{quero}"}})', quero),
        Sample("vendor_token", f"curl -H 'Authorization: Token {goomer}' https://api.goomer.app/v1/orders", goomer),
        Sample("vendor_token", f'const cobli = new CobliClient({{ apiKey: "{cobli}" }});', cobli),
        Sample("vendor_token", f"$saipos = new SaiposPartner('mare-acaraje', '{saipos}');", saipos),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "só aparece uma vez, então aqui:\n{t}", "el token: {t}",
                "{t}\n^ new one, the old one is dead", "guarda isso pra mim: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the cocoa dryer sensor SEC-03 (OTAA): {h}": 32,
    "HMAC secret for the PagHiper boleto webhook: {h}": 64,
    "pre-shared key of the farm's IPsec tunnel (hex): {h}": 64,
    "chave de criptografia do backup das passagens: {h}": 64,
    "clave AES del lector de pulseras del hostel: {h}": 32,
    "ESP32 flash encryption key for the humidor sensors: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Movidesk #4510: token copied from the browser's network tab {t}",
    "Cookie: lang=pt-BR; mare_session={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "guarda esse bearer pra mim {t}",
    "el token es {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@maremansa.com.br"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.maremansa.com.br/realms/mare", "azp": "passagens-web",
                   "roles": ["caixa", "despacho"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the farm's Raspberry Pi, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/passagens.maremansa.com.br.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"NFE_CERT_PRIVATE_KEY": "{key}", "cnpj_emissor": "charutaria"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_kiosk <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "chave privada do servidor, colei aqui:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the cocoa exporter's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Zengo wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the old batizado donations wallet\n{p}": "english",
    "voice memo: the Rabby wallet recovery words are {p} and that's all of them": "english",
    "frase de recuperação da carteira da fazenda: {p}": "portuguese",
    "palavras de backup da carteira do painho (não mostra pra ninguém): {p}": "portuguese",
    "12 palavras da carteira Bipa: {p}": "portuguese",
    "frase semilla de la billetera de Facundo, che: {p}": "spanish",
    "las palabras de recuperación de Lemon: {p}": "spanish",
    "phrase de récupération du portefeuille d'Amélie (touriste, Morro): {p}": "french",
    "frase di recupero del portafoglio di Giulia: {p}": "italian",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    phrase = v.until(rng, make, _MNEMO[lang].check)
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Elo's, Cabal's, Naranja's: brands the
    value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "elo":
        return _card_of(rng, ["636368", "438935", "504175", "451416", "636297", "650031"], [16])
    if brand == "cabal":
        return _card_of(rng, ["604201", "604324", "589657"], [16])
    if brand == "naranja":
        return _card_of(rng, ["589562"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Dalva: the company card for the dendê order is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Movidesk #4520: pay the catamaran engine service with card {c}",
    "número do cartão: {c}, validade {mm}/{yy}",
    "o cartão da mainha é {c} vence {mm}/{yy}",
    "el número de mi tarjeta: {c}, vence {mm}/{yy}",
    "che, pagá la posada con la Naranja {c}",
]  # fmt: skip
_BRANDS = ["visa", "elo", "mastercard", "cabal", "amex", "naranja", "diners", "elo"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "naranja" if "Naranja" in template else _BRANDS[index % len(_BRANDS)]
    number = _card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


def _cid(rng: random.Random) -> str:
    """An Amex four-digit code that does not read as a year."""
    return v.until(rng, lambda g: _r(g, D, 4), lambda c: not c.startswith(("19", "20")))


_CVV_PLACES = ["Amex {c}, the four-digit CID printed above the number: {cvv}",
               "Amex {c} exp 04/36, security code on the front {cvv}",
               "código de segurança do Amex (os 4 números na frente): {cvv}",
               "el código de seguridad de la Amex, los cuatro números adelante: {cvv}",
               "Amex of the farm: {c}, CID {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": _cid(rng)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Brazil (the theme) and countries used least by a rough count over heldouts 5 to 257; BBAN shapes
# (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BR": "n" * 23 + "a" + "c", "LT": "n" * 16, "RS": "n" * 18, "SI": "n" * 15,
                "AZ": "aaaa" + "c" * 20, "EE": "n" * 16, "GR": "n" * 7 + "c" * 16, "PT": "n" * 21}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice FBE-2032-041: pay the cocoa fermentation boxes to {i} within 30 days",
    "save the Lisbon cigar importer's IBAN: {i}",
    "IBAN: {i}\nReference: safra temporã 2032",
    "WhatsApp, Iara: the Vilnius chocolate maker's new bank details, IBAN {i}",
    "IBAN da conta da empresa: {i}",
    "o IBAN do importador é {i} blz",
    "el IBAN de la agencia: {i}",
    "IBAN for the Tallinn tour operator's commission: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cpf(g: random.Random) -> str:
    """Brazil's CPF: nine digits and two mod-11 check digits, drawn until stdnum accepts it."""
    number = v.until(g, lambda h: _r(h, D, 11), br_cpf.is_valid)
    return str(br_cpf.format(number))


def _cnpj(g: random.Random) -> str:
    """Brazil's CNPJ: eight digits, 0001 and two weighted check digits."""
    number = v.until(g, lambda h: _r(h, D, 8) + "0001" + _r(h, D, 2), br_cnpj.is_valid)
    return str(br_cnpj.format(number))


def _cuit(g: random.Random) -> str:
    """Argentina's CUIT/CUIL: a prefix, a DNI and a mod-11 check digit."""
    number = v.until(g, lambda h: h.choice(["20", "23", "27"]) + _r(h, D, 9), ar_cuit.is_valid)
    return str(ar_cuit.format(number))


def _cbu(g: random.Random) -> str:
    """Argentina's CBU: a bank's block and an account's block, each with its check digit."""
    return v.until(g, lambda h: "0" + _r(h, D, 21), ar_cbu.is_valid)


def _ar_dni(g: random.Random) -> str:
    """An Argentine DNI: eight digits (stdnum checks its format only: it has no check digit)."""
    return v.until(g, lambda h: h.choice("234") + _r(h, D, 7), ar_dni.is_valid)


def _rg_ba(g: random.Random) -> str:
    """A Bahian RG (SSP-BA): ten digits, no public check."""
    return f"{g.randrange(10, 30)}.{_r(g, D, 3)}.{_r(g, D, 3)}-{_r(g, D, 2)}"


def _cnh(g: random.Random) -> str:
    """A Brazilian driving licence (CNH) register number: eleven digits, unchecked here."""
    return g.choice("0123456") + _r(g, D, 10)


def _titulo(g: random.Random) -> str:
    """A Brazilian voter card (título de eleitor): twelve digits, state 05 (Bahia), unchecked."""
    return f"{_r(g, D, 4)} {_r(g, D, 4)} 05{_r(g, D, 2)}"


def _sus(g: random.Random) -> str:
    """A Cartão SUS (CNS) number: fifteen digits, unchecked here."""
    return f"{g.choice('789')}{_r(g, D, 2)} {_r(g, D, 4)} {_r(g, D, 4)} {_r(g, D, 4)}"


def _br_passport(g: random.Random) -> str:
    """A Brazilian passport: two letters and six digits."""
    return _r(g, UPPER, 2) + _r(g, D, 6)


def _ar_passport(g: random.Random) -> str:
    """An Argentine passport: three letters and six digits."""
    return "AA" + g.choice(UPPER) + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "CPF of the new capoeira instructor for the payroll: {s}": _cpf,
    "meu CPF: {s} (pro cadastro da passagem)": _cpf,
    "CPF da mainha pra nota fiscal → {s}": _cpf,
    "CNPJ da charutaria pra o boleto: {s}": _cnpj,
    "the cocoa farm's CNPJ on the export form: {s}": _cnpj,
    "mi CUIT para la factura: {s}": _cuit,
    "CUIL de Lautaro (para el seguro del barco): {s}": _cuit,
    "mi CBU, che, para que me devuelvan la seña: {s}": _cbu,
    "CBU of the Buenos Aires agency for the commissions: {s}": _cbu,
    "DNI de Agustina para la lista de pasajeros: {s}": _ar_dni,
    "meu RG: {s} SSP/BA": _rg_ba,
    "RG do Tonho pro contrato: {s}": _rg_ba,
    "número da CNH do marinheiro: {s}": _cnh,
    "título de eleitor do painho: {s}": _titulo,
    "cartão do SUS da Dalva: {s}": _sus,
    "passaporte da Iara (viagem pra feira do cacau): {s}": _br_passport,
    "pasaporte de Florencia: {s}": _ar_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Mercado Bitcoin 2FA recovery codes\n{codes}", "códigos de backup da conta Google da academia: {codes}",
            "Foxbit backup codes: {codes}", "códigos de respaldo de la cuenta de Facundo:\n{codes}",
            "códigos de recuperação do Gupy\n{codes}", "spare sign-in codes for the booking admin {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/NovaDAX:iara@maremansa.com.br?secret={s}&issuer=NovaDAX&digits=6",
              "2FAS, manual setup key for the Safe2Pay login: {s}",
              "chave de configuração do 2FA do Tagplus: {s}",
              "clave secreta TOTP de la cuenta de Personal Pay: {s}",
              "Aegis, secret for the Gupy admin: {s}"]  # fmt: skip
_CODES = ["{c} is your Will Bank verification code", "Bradesco: seu código de segurança é {c}. Não compartilhe.",
          "Itaú: código {c} para liberar o acesso. Não informe a ninguém", "Tu código de Personal Pay es {c}",
          "use {c} to sign in to Quero Passagem", "código de verificação do gov.br: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family(
    "otp_code", _CODES, lambda g, i, t: {"c": _r(g, "123456789", 1) + _r(g, D, 5)}, "c"
)


_RECOVERY = ["Bitwarden recovery code for the school's vault: {k}",
             "chave de recuperação do BitLocker do notebook da fazenda: {k}",
             "clave de recuperación de la cuenta de Agustina: {k}",
             "recovery key for the Proton account of the boat agency:\n{k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    if "Bitwarden" in template:
        return {"k": "".join(_r(rng, UPPER_DIGITS, 32))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(8))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["MareMansa-Balcao", "Berimbau-de-Ouro", "FazendaBoaEsperanca", "Charutaria_5G",
          "VIVO-FIBRA-7A21", "CLARO_2G4F3C", "Oi_Fibra_Pelo", "Pousada-Gamboa", "Lancha-Maruja",
          "Terreiro-Ile-Axe"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "the boat's network {s}, password {pw}",
    "wifi da academia: {s} / {pw}",
    "senha do wifi {s}: {pw} kkk",
    "rede {s} senha {pw}",
    "la clave del wifi {s} es {pw}",
    "wifi ilé {s}, ọ̀rọ̀ aṣínà {pw}",
    "the key printed under the Vivo box: {pw}",
    "ESP32 sketch for the dryer: WiFi.begin(\"{s}\", \"{pw}\");",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, "ABCDEF0123456789", 16)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("gmr_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("pp_sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[ditado no áudio do WhatsApp] {t}",
          "(com espaço pra não aparecer na prévia) {t}", "te lo dicto de a uno: {t}",
          "Happy Scribe transcript, 00:01:40: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["cadeado do depósito de dendê: {pw}", "senha do portão da fazenda: {pw}",
          "o código do cofre da charutaria é {pw}", "el código del candado de la mochila: {pw}",
          "the door keypad at the school takes {pw} then #", "PIN do cartão da empresa: {pw}",
          "meu PIN do Bradesco é {pw}, n conta pra ninguém", "PIN of the ticket terminal: {pw}",
          "kóòdù ilẹ̀kùn barracão: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    n = [4, 6, 5, 4][index % 4]
    return {"pw": v.until(rng, lambda g: _r(g, D, n), lambda c: not c.startswith(("19", "20")))}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["berimbau", "atabaque", "dende", "cabruca", "catamara", "jangada", "charuto",
                 "cocada", "quindim", "mangue", "maruja", "gamboa", "ginga", "caxixi", "farofa",
                 "moqueca"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the school's vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "frase-senha do cofre da fazenda: {p}": " ",
            "la frase de contraseña del 1Password de Martina: {p}": ".",
            "VeraCrypt passphrase for the cigar recipes volume: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Insomnia request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Postman console: Authorization: Bearer {v}": False,
    "HTTPie: http GET api.mare.lan/passagens 'Authorization: Bearer {v}'": False,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "wp-config.php:\ndefine('DB_USER', 'academia');\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'passagens', 'PASSWORD': '{pw}'}}}}",
    "application.properties:\nspring.datasource.username=estoque\nspring.datasource.password={pw}",
    "/etc/fetchmailrc:\npoll pop.mare.net protocol pop3 user 'caixa' password '{pw}'",
    "vsftpd user list + /etc/ftp.passwd note: fotos user password {pw}",
    "config.yaml (Home Assistant secrets.yaml):\nsecador_mqtt_password: {pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "mosquitto passwd source: fazenda:{pw}",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"reservas@maremansa.com.br\", \"Password\": \"{pw}\"}}}}",
    ".env:\nDB_HOST=pg.mare.lan\nDB_USER=charutos\nDB_PASS={pw}",
    "docker-compose.yml:\n  environment:\n    MYSQL_ROOT_PASSWORD: {pw}",
    "nextcloud config.php:\n  'dbuser' => 'nc',\n  'dbpassword' => '{pw}',",
    "msmtprc:\naccount reservas\nuser reservas@maremansa.com.br\npassword {pw}",
    "rclone.conf:\n[fotos]\ntype = ftp\nhost = ftp.mare.lan\nuser = fotos\npass = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[08:14] Caetano: qual a senha do wifi da lancha?\n[08:15] Raimunda: {pw}",
    "Tonho: root pw do NUC?\nGilmar: {pw}",
    "Iara: {pw} is the new dryer admin password",
    "Kauã: usa {pw}, foi o que eu botei no roteador",
    "Facundo: che, ¿la clave del wifi?\nDandara: {pw}",
    "Lucineide: a senha nova é {pw} viu, oxente",
    "Martina: {pw}, esa es la clave nueva de la compu",
    "[21:02] painho: {pw}\n[21:02] painho: é a senha do banco, apaga",
    "Mestre Cobra: a senha do som da roda é {pw}, axé",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 5), (_codes, 6), (_recovery, 4),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 18),
    (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _portuguese_seed(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return str(_MNEMO["portuguese"].to_mnemonic(bytes(h.randrange(256) for _ in range(16))))

    return v.until(g, make, _MNEMO["portuguese"].check)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the dryer admin password is": "{s}", "kiosk pw:": "{s} (since the reinstall in March)",
    "a senha é": "{s}", "senha do wifi da academia": "{s}\ntroca depois do batizado",
    "la contraseña es": "{s}", "senha:": "{s} kkk", "ọ̀rọ̀ aṣínà ni": "{s}",
    "humidor portal password": "{s}", "the password Tonho read out on the boat radio was": "{s}, I think",
    "la clave del wifi:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Quero Passagem API key", "{s}", _j((HEX, 32))),
    ("split_token", "Greenn key:", "{s} (checkout)", _j("grn_live_", (ALNUM, 30))),
    ("split_token", "Cobli API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "frase de recuperação", "{s}", _portuguese_seed),
    ("split_card", "número do cartão", "{s} validade 11/36", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BR"))),
    ("split_backup", "Foxbit recovery codes", "{s}\nkpqz-5521-mwer\ntxab-0943-lqod", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CPF", "{s}", _cpf),
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
    '{"secador": {"url": "https://secador.fazenda.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "tonho", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "morro-1"}, {"name": "morro-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mycli", "-h", "my.mare.lan", "-u", "caixa", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "a senha do computador da charutaria é {s}"}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the humidor portal as tonho with the password {s}"}': ("meta_password", _plain_pw),
    '{"quero_passagem": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"gupyToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"neemo_key": "{s}"}': ("meta_token", _j((HEX, 48))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pagamento": {"numero_cartao": "{s}", "validade": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "cabal"), " ", g)),
    '{"importador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LT")),
    '{"cliente": {"cpf": "{s}"}}': ("meta_id", _cpf),
    '{"mfa": {"recovery_codes": ["{s}", "kpqz-5521-mwer", "txab-0943-lqod"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"carteira_doacoes": {"seed_words": "{s}"}}': ("meta_seed", _portuguese_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"deposito": {"codigo_cadeado": "{s}"}}': ("meta_pin", lambda g: g.choice("3456789") + _r(g, D, 5)),
    '{"wifi": {"ssid": "MareMansa-Balcao", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"secador-esp32-1.4.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/maremansa/passagens-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"passagens: add 14h30 catamaran", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"estoque: revert dende unit", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"fermentacao_2032-05-03.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the kiosk password before the inspection on 2032-06-11.",
    "Caetano asked for the boat wifi password; it's on the card in the captain's drawer.",
    "Policy: company passwords have at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the WhatsApp group; share a vault link instead.",
    "The `.env.example` line `QUEROPASSAGEM_API_KEY=troque-aqui` is a placeholder; the real key is in the vault.",
    "The dryer HMI asks for a new admin password after every firmware update.",
    "Replace <YOUR_GOOMER_KEY> in the README with the key from your Goomer dashboard.",
    "GUPY_API_TOKEN and NEEMO_ACCESS_TOKEN must be set before the nightly sync runs.",
    "oxente, ninguém passa senha por aqui não, painho",
    "não conta sua senha pra ninguém, viu mainha?",
    "esqueci a senha de novo kkk, vou pedir pra resetar",
    "che, no le pases la contraseña a nadie, ¿eh?",
    "La contraseña tiene que tener por lo menos catorce caracteres, boludo.",
    "A senha precisa ter pelo menos 14 caracteres, blz?",
    "má sọ ọ̀rọ̀ aṣínà rẹ fún ẹnikẹ́ni — axé",
    "Motumbá, meu pai. A festa de Oxóssi é no sábado, 20h, no barracão.",
    "Upgraded the dryer firmware from 1.3 to 1.4.2 and paho-mqtt to 2.1.0 over the weekend.",
    f"commit {_COMMIT} adds the 14h30 catamaran to the timetable.",
    f"Rolled back to {_SHORT} after the dendê unit change broke the stock report.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The secador ESP32 firmware 1.4.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The bookings API runs ghcr.io/maremansa/passagens-api@sha256:{_IMAGE}.",
    f"MD5 of fermentacao_2032-05-03.csv is {_MD5}, same as the copy on the farm share.",
    "Request id 3f9a1c2e-7b4d-4e61-9a0f-5d8c2b7e1a46 is the slow one in the booking logs.",
    "Pedido PED-2032-00871: 30 latas de azeite de dendê para o depósito, entrega quinta.",
    "Movidesk #4471: the catamaran from Salvador to Morro leaves at 9h and 14h30 today.",
    "Ligue para a fazenda no (73) 3231-5508 antes do meio-dia.",
    "Bilhete 004512 — Terminal Náutico → Morro de São Paulo, poltrona 17, 2032-01-14.",
    "Lote de cacau LOT-2032-ILH-0147, 62 sacas, umidade 7,2 %, fermentação 6 dias.",
    "NCM 1801.00.00 is cocoa beans; NCM 2402.10.00 is cigars containing tobacco.",
    "CEP 40026-280 is in the Pelourinho; CEP 44300-000 is Cachoeira.",
    "ISBN 978-85-359-0277-8 is the capoeira history book on the office shelf.",
    "After five wrong passwords the booking system locks the account for 20 minutes.",
    "The secret of a good acarajé is frying it in dendê that is hot but not smoking.",
    "Ask Raimunda for the depot padlock code, I don't have it.",
    "My card ending 4417 was declined at the Cachoeira hardware store.",
    "The Lisbon importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Mercado Bitcoin account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `GREENN_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the dendê depot rusts in the salt air; oil it every month.",
    "Goomer moved the API key page under Configurações › Integrações in its May release.",
    "The guest wifi 'Pousada-Gamboa-Visitantes' is open, no password needed.",
    "Roda de capoeira toda sexta, 19h, Largo do Pelourinho; corda azul 2032 na turma infantil.",
    "Charuto Dona Flor Reserva 2031, caixa com 25 unidades, lote CH-0931.",
    "Voo G3 1734 Salvador → Buenos Aires sai às 6h10; o de volta é o AR 1280.",
    "A linha 1001 do ônibus vai do Comércio até Itapuã.",
    "Tide table: high tide at Morro 10h42 (2,1 m), low tide 16h55 (0,3 m).",
    "BR-324 km 83 is where the cocoa truck turns towards Cachoeira.",
    "DNI argentino: el trámite se hace en el RENAPER, turno online.",
    "Temperatura da estufa de fermentação: 45 °C no terceiro dia, 48 °C no quarto.",
    "The batizado is on 2032-08-15; 46 students get their first cord.",
    "Nota fiscal 000.127.455, série 1, emitida para a charutaria.",
    "Rastreio Total Express: TE123456789BR saiu para entrega.",
    "Pix de R$ 1.250,00 recebido às 14h22 referente às passagens do grupo de Córdoba.",
    "Mestre Cobra says the gunga needs a new wire (arame) before the roda.",
    "la próxima lancha sale 11h30, muelle 2, che, llegá temprano",
    "Grade da academia: Angola às 18h, Regional às 19h30, segunda a sexta.",
    "Cocoa price today: US$ 8 412 per tonne on ICE, up 2.3 %.",
    "The humidor keeps 70 % relative humidity and 18 °C; the hygrometer was calibrated in May.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/mare/secador", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "4471", "pedido": "PED-2032-00871"}',
    '{"lote": {"id": "LOT-2032-ILH-0147", "sacas": 62, "umidade_pct": 7.2}}',
    '{"telefone": "(73) 3231-5508", "cidade": "Ilhéus"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "passageiros": 212}',
    '{"ncm": "1801.00.00", "origem": "BR", "descricao": "cacau em amêndoas"}',
    '{"cep": "40026-280", "bairro": "Pelourinho", "cidade": "Salvador"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
