# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-ninety-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-eighty-ninth's
docstring, the fifth to two-hundred-and-eighty-ninth only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-ninetieth, two-hundred-and-ninety-first and two-hundred-and-ninety-third), any
other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the git
history, and the scrubber was never run on it. Its own seed (292418067), password words (a
kite's size and a wind in knots, `Kite12m24kn#`; a bumba-meu-boi accent, a costume piece and a
year; a cashew grade, `castanha_W320_…`; the ferry to Alcântara or Cujupe and its hour; a name,
a year and a dune; leet words; a generator's three dashed groups; random runs), names, places,
templates, tools, vendors and layouts, the way the staff of a fictional company (Vento Aracati:
a dune-buggy desk in Barreirinhas, a kitesurf school in Jericoacoara, a cashew factory office in
Fortaleza, a bumba-meu-boi costume workshop in São Luís and a ferry ticket counter to Alcântara)
and its Italian and French kitesurfers leak secrets into an assistant's memory. Every company,
person, address and number is fictional; only the region (Maranhão and Ceará, north-east Brazil,
with its towns, dunes and lagoons) is real. The texts are chats with times, tickets, wiki rows
and table rows, notes, e-mails, runbooks, READMEs, shell prompts and history, voice-memo
transcripts, dictated and spelled text and requests to the assistant itself; the separators run
from a colon, "is", `é`, `è`, `c'est`, `est` and a dash to an arrow, an emoji (`👍`, `➡️`,
`🔑`, `🙏`), a new line, a table bar, `«…»`, `“…”`, quotes and parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 289 that name each): in
none, `brigadão`, `num espalha`, `arretado`, Barreirinhas, Jericoacoara, Fortaleza, São Luís
and Alcântara; in one, `égua`, `oxente`, Intelbras; in two, vultr-cli, civo, upctl, ovhcloud; in
three or four, linode-cli, pulsar-admin, wpa_cli, rustic, litecli, mongoimport, duplicity,
`argocd login`, `visse`, `tutto attaccato`. The common tools (mysql, psql, redis-cli, docker
login, sshpass, curl, 7z, zip, openssl, htpasswd, sqlcmd, ipmitool, lftp, keytool, `sudo -S`,
smbclient, rabbitmqctl, mosquitto_pub, env files, Compose, Spring, Django, Odoo, Terraform,
`.pgpass`, netrc, msmtp, Ansible, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the
`WIFI:` QR string, `uci set`, `wpa_passphrase`) are used often before and are here in wordings
of their own.

About half of the secret samples are in other languages than English: Brazilian Portuguese
texting with north-eastern slang (`senha`, `a senha é`, `chave da API`, `código`, `cadeado`,
`frase de recuperação`, `códigos de backup`, `usuário`, `tá aqui`, `vc`, `pq`, `blz`, `tb`,
`kkk`, `dps`, `oxe`, `oxente`, `égua`, `macho`, `visse`, `arretado`, `num espalha não`, `não
conta pra ninguém`, `valeu`, `brigadão`, `zap`); the Italian of kitesurfers (`la password è`,
`parola d'ordine`, `chiave API`, `codice`, `utente`, `ecco`, `non dirlo a nessuno`, `grazie`,
`tutto attaccato`); their French (`mot de passe`, `mdp`, `c'est`, `clé d'API`, `identifiant`,
`codes de secours`, `ne le dis à personne`, `merci`, `voici`); a Spanish, a Korean and a Czech
line for the seed phrases. The wordings are the author's approximations, checked by no speaker;
the thinnest guesses are the slang ones (`num espalha não visse`, `égua` as surprise, `arretado`
as "great"), then `chiave segreta 2FA (inserimento manuale)` and `je te l'épelle`.

Vendors (by grep, in no earlier corpus: Braspag, Adiq, OpenPix, Woovi, Stark Bank, Cartpanda,
Lastlink, Leadlovers, Dinamize, Moskit, Locaweb, KingHost, Autentique, Sólides, Tangerino,
Pontotel, Feedz, Alelo, Guichê Virtual, Digisac, Ultramsg, Correios, iKitesurf, WOO Sports,
Duotone, North Kiteboarding, Banco do Nordeste; in one: Pagali, Celcoin, Transfeera, Appmax,
Yampi, Ticto, Greenn, Ploomes, Piperun, Mandaê, Braspress, ZapSign, ClickBus, Windfinder,
Vhsys) and a few well-known shapes (Stripe, GitHub, OpenAI, Telegram, SendGrid,
Slack). No shape of the local vendors is one the author knows to be real: every one is a guess
(hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, a JWT for Sólides, and the
`ll_`, `gv_live_`, `sk_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Brazil's CPF
(`stdnum.br.cpf`) and CNPJ (`stdnum.br.cnpj`), Italy's partita IVA (`stdnum.it.iva`), France's
SIRET (`stdnum.fr.siret`) and NIR (`stdnum.fr.nir`). Kinds no library or this file checks (no
check-digit algorithm is written here; the shapes are guesses): a Ceará RG, the CNH, the título
de eleitor, the NIS/PIS, Brazilian and French passports and Italy's carta d'identità. Card
numbers pass Luhn (the value helpers' Visa, Mastercard, Amex, Diners and Discover, and Elo,
Hipercard and Cabal prefixes drawn here, checked with python-stdnum's `luhn`); the card
codes are Amex's four-digit CIDs only. The IBANs are of
Brazil, Palestine, Honduras, Liechtenstein, Malta, Bahrain, North Macedonia and Lebanon (Brazil
for the theme, the others few in a rough count of the earlier corpora's own IBAN tables), drawn
until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s Portuguese, English,
Italian, French, Spanish, Korean and Czech lists (no Turkish nor Russian), each checked with
`Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.br import cpf as br_cpf
from stdnum.fr import nir as fr_nir
from stdnum.fr import siret as fr_siret
from stdnum.it import iva as it_iva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 292_418_067
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


_DUNES = ["Lencois", "Atins", "Cabure", "Mandacaru", "Vassouras", "Betania", "Preguicas",
          "Jeri", "Prea", "Tatajuba", "Guriu", "Mucuripe", "Iracema", "Aracati", "Camocim",
          "Alcantara", "Cujupe", "Desterro", "Ribamar", "Itapecuru"]  # fmt: skip
_THINGS = ["Caju", "Castanha", "Buggy", "Kite", "Prancha", "Boi", "Miçanga", "Matraca",
           "Pandeirao", "Lancha", "Rapadura", "Baiao", "Cuxa", "Tapioca", "Juçara",
           "Carnauba"]  # fmt: skip
_NAMES = ["Raimundo", "Chiquinha", "Socorro", "Cicero", "Luzia", "Josue", "Iracema", "Valdemar",
          "Keyla", "Wesley", "Jardel", "Thaynara", "Gleidson", "Matteo", "Giulia", "Lorenzo",
          "Baptiste", "Chloe", "Theo", "Manon", "Edinalva", "Francisco"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["C4ju", "B0iBr1lh0", "Kit3Pr34", "Buggy4tins", "M4tr4c4", "C4st4nh4", "L4nch4"]


def _kite(g: random.Random) -> str:
    """A kite's size and a wind in knots, the way the kite school picks passwords."""
    return f"Kite{g.choice([7, 9, 10, 12, 14, 17])}m{g.randrange(15, 35)}kn{g.choice(_SYMBOLS)}"


def _boi(g: random.Random) -> str:
    """A bumba-meu-boi accent (sotaque), a costume piece and a year."""
    sotaque = g.choice(["Matraca", "Zabumba", "Orquestra", "Baixada", "Costa"])
    return f"{sotaque}{g.choice(['Couro', 'Saia', 'Chapeu', 'Fita'])}{g.randrange(1990, 2032)}{g.choice(_SYMBOLS)}"


# The ways people there pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_THINGS)}{g.choice(_DUNES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    _kite,
    _boi,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1970, 2012)}{g.choice(_SYMBOLS)}{g.choice(_DUNES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"castanha_W{g.choice([180, 210, 240, 320, 450])}_{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"Lancha{g.choice(['Alcantara', 'Cujupe'])}{g.randrange(6, 19):02d}h{g.choice(_SYMBOLS)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_DUNES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Digisac, atendimento Barreirinhas, Keyla: a senha do painel dos buggies é {pw}",
    "Moskit CRM note on the Jeri kite school account: booking admin password {pw}",
    "vc pediu né? senha do pc do balcão da lancha: {pw} blz",
    "oxe macho, a senha do roteador da oficina do boi é {pw}, num espalha não visse",
    "Pontotel ticket #3318 — the time clock's web admin password is {pw}",
    "Ultramsg instance dashboard (cashew office) password: {pw}",
    "la password del gestionale della scuola kite è {pw}, non dirlo a nessuno",
    "Giulia: la parola d'ordine del wifi? no, quella del computer della scuola: {pw}",
    "mdp du compte de l'école de kite : {pw} (merci de pas le partager)",
    "le mot de passe de l'ordi des moniteurs, c'est {pw}",
    "Wiki › Fábrica › Balança Toledo Prix: password → {pw}",
    "Feedz onboarding note for Wesley: your first Windows password is {pw}",
    "Voice memo, 06:40, Raimundo in the buggy yard: 'the fleet tracker password is {pw}, got that?'",
    "Tangerino support e-mail: temporary password for the Fortaleza office: {pw}",
    "tb precisa da senha do sistema de passagens pra Alcântara: {pw} 👍",
    "égua, esqueci de novo kkk a senha do note da Chiquinha é {pw}",
    "runbook, step 4: log into the Barreirinhas NVR with the password {pw}",
    "Assistant, please remember the password for the Guichê Virtual agency portal: {pw}",
    "🔑 senha do e-mail da castanha (Locaweb webmail): {pw}",
    "Senha:\n{pw}",
    "a nova senha do tablet do kite ficou «{pw}», brigadão Matteo",
    "Sólides admin panel — password: “{pw}” (changed yesterday)",
    "KingHost cPanel do site do boi — senha = {pw}",
    "la password nuova dell'account Duotone dealer è \"{pw}\" grazie",
    "pq vc não salvou? senha do Autentique: {pw}",
    "README (buggy-desk laptop): the local admin password is {pw}, do not change it",
    "arretado, consegui! senha do painel solar da fábrica ➡️ {pw}",
    "mot de passe du WiFi? non, celui du PC de la boutique de kite : {pw}",
    "senha da conta Alelo da empresa (não conta pra ninguém): {pw}",
    "Dinamize e-mail marketing login password for the cashew brand: {pw}",
    "password (Correios contract portal, cashew office): {pw}",
    "a senha do Leadlovers ainda é ({pw}) até a gente trocar",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["raimundo", "chiquinha.s", "socorro", "cicero", "luzia.m", "josue", "iracema",
          "valdemar", "keyla", "wesley.b", "jardel", "thaynara", "gleidson", "matteo.r",
          "giulia", "lorenzo", "baptiste", "chloe.d", "theo", "manon", "edinalva", "svc-buggy",
          "caixa-lancha", "kite-desk"]  # fmt: skip
_LOGINS = [
    "login do sistema das lanchas: usuário {u} / senha {pw}",
    "Moskit: user {u}, password {pw}",
    "acesso ao ERP da castanha → {u} : {pw}",
    "entra como {u} com a senha {pw} no painel do buggy",
    "utente {u}, password {pw} — gestionale della scuola kite",
    "identifiant : {u} / mot de passe : {pw}",
    "creds for the Alcântara ticket printer are {u} and {pw}",
    "{u} / {pw} (Barreirinhas desk PC)",
    "| {u} | {pw} | Tangerino admin |",
    "user={u} pass={pw} (balança da fábrica)",
    "sign in to the boi workshop NAS as {u} with {pw}",
    "usuário: {u}\nsenha: {pw}",
    "login {u} e senha {pw}, blz? valeu",
    "Wiki › Jeri › Kite storage camera: {u} — {pw}",
    "l'utente è {u} e la password è {pw}",
    "compte {u}, mdp {pw}",
    "u: {u} p: {pw}",
    "Pontotel login — {u} — {pw}",
    "{u}:{pw}@nas.barreirinhas.lan",
    "admin / {pw} (the ferry counter's Intelbras router)",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["cajuina", "rapadura", "matraca", "zabumba", "pandeirao", "cuxa", "jucara",
               "tiquira", "baiao", "carnauba", "jangada", "sotaque", "cazumba", "mandacaru",
               "tatajuba", "caranguejo"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} followed by {d}",
    "a senha é a palavra {w}, depois o número {d}, tudo junto e minúsculo",
    "senha: {w} com {d} no final",
    "la password è la parola {w} e poi {d}, tutto attaccato",
    "le mot de passe c'est le mot {w}, puis {d}, sans espace",
    "type {w}, then {d}; that's the buggy tracker password",
    "{w}{d} — essa é a senha do wifi da oficina, oxe",
    "Voice memo: 'senha… {w}… e o número {d}'",
    "a senha é o nome do nosso jegue, {w}, seguido de {d}",
    "the kite storage PIN word is {w}{d}, all lower case",
    "mdp : {w} en minuscules et {d} à la fin",
    "ditado pelo Cícero: {w}, depois {d}, tudo colado",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "vultr-cli --api-key {pw} instance list",
    "civo apikey save barreirinhas {pw}",
    "upctl account show --password {pw} --username {u}",
    "linode-cli --token {pw} linodes list",
    "ovhcloud login --application-secret {pw}",
    "pulsar-admin --auth-params token:{pw} topics list public/default",
    "wpa_cli -i wlan0 set_network 0 psk '\"{pw}\"'",
    "RUSTIC_PASSWORD={pw} rustic -r /mnt/backup/castanha snapshots",
    "litecli 'file:/srv/lancha.db?password={pw}'",
    "mongoimport --uri mongodb://{u}:{pw}@10.8.0.4/reservas --collection buggies --file dia.json",
    "PASSPHRASE={pw} duplicity /srv/boi sftp://backup@nas.saoluis.lan/boi",
    "argocd login argo.jeri.lan --username {u} --password {pw}",
    "mysql -u {u} -p{pw} passagens",
    "PGPASSWORD={pw} psql -h 10.0.3.9 -U {u} castanha",
    "redis-cli -h 127.0.0.1 -a {pw} keys 'reserva:*'",
    "sshpass -p {pw} ssh {u}@buggy-gw.lan",
    "curl -u {u}:{pw} https://nvr.barreirinhas.lan/cgi-bin/snapshot.cgi",
    "echo {pw} | sudo -S systemctl restart catraca",
    "7z a -p{pw} folha-ponto-2032.7z folha/",
    "zip -P {pw} notas-castanha.zip notas/*.xml",
    "docker login registry.boi.lan -u {u} -p {pw}",
    "smbclient //nas/oficina -U {u}%{pw}",
    "openssl enc -aes-256-cbc -in clientes.csv -out clientes.enc -pass pass:{pw}",
    "htpasswd -b /etc/nginx/.kite {u} {pw}",
    "ipmitool -I lanplus -H 10.0.0.20 -U {u} -P {pw} chassis status",
    "lftp -u {u},{pw} ftp.guiche.lan",
    "keytool -importkeystore -srckeystore tef.p12 -storepass {pw}",
    "sqlcmd -S balanca-db -U {u} -P {pw} -Q \"select 1\"",
    "rabbitmqctl add_user {u} {pw}",
    "mosquitto_pub -h mqtt.fabrica.lan -u {u} -P {pw} -t forno/temp -m 92",
]  # fmt: skip
_SHELLS = [
    "{c}",
    "{u}@buggy-desk:~$ {c}",
    "root@castanha-srv:/srv# {c}",
    "PS C:\\Lancha> {c}",
    "$ {c}  # rodei isso ontem",
    "histórico do terminal da oficina:\n  512  {c}",
    "```\n{c}\n```",
    "Valdemar mandou no Digisac: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """Templates filled with a plain password and a user, each put in one of ``frames``."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        samples = v.fill(rng, cls, templates, n, _plain_pw, u=_USERS)
        return [
            Sample(s.cls, rng.choice(frames).format(c=s.text, u=rng.choice(_USERS)), s.secret)
            for s in samples
        ]

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@db.castanha.lan:5432/fabrica",
    "mysql://{u}:{pw}@10.4.0.7/lanchas",
    "mongodb+srv://{u}:{pw}@reservas.kpq3x.mongodb.net/buggy",
    "amqp://{u}:{pw}@rabbit.jeri.lan:5672/kite",
    "redis://:{pw}@cache.boi.lan:6379/2",
    "Server=sql.fabrica.lan;Database=Castanha;User Id={u};Password={pw};",
    "smtp://{u}:{pw}@smtp.locaweb.com.br:587",
    "ftp://{u}:{pw}@ftp.guiche.lan/bilhetes",
    "jdbc:postgresql://db.lancha.lan/passagens?user={u}&password={pw}",
    "mqtt://{u}:{pw}@broker.oficina.lan:1883",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}",
    "a string de conexão é {c}",
    "la stringa di connessione: {c}",
    "chaîne de connexion : {c}",
    "settings.py → {c}",
    "{c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "vento-aracati", "sub": f"acc_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read tickets:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


# Vendors' key shapes are guesses, except the well-known prefixes at the end.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Braspag", "BRASPAG_MERCHANT_KEY", _j((UPPER_DIGITS, 40))),
    ("Adiq", "ADIQ_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("OpenPix", "OPENPIX_APP_ID", _j("Q2xpZW50X0lkXz", (B64, 70), "=")),
    ("Woovi", "WOOVI_APP_ID", _j((B64, 84), "=")),
    ("Stark Bank", "STARKBANK_PRIVATE_TOKEN", _j((HEX, 64))),
    ("Cartpanda", "CARTPANDA_API_TOKEN", _j((ALNUM, 40))),
    ("Lastlink", "LASTLINK_WEBHOOK_SECRET", _j("ll_", (ALNUM, 32))),
    ("Leadlovers", "LEADLOVERS_TOKEN", _j((UPPER_HEX, 32))),
    ("Dinamize", "DINAMIZE_AUTH_KEY", _j((HEX, 40))),
    ("Moskit", "MOSKIT_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Locaweb", "LOCAWEB_SMTP_TOKEN", _j((HEX, 32))),
    ("KingHost", "KINGHOST_API_KEY", _j((ALNUM, 48))),
    ("Autentique", "AUTENTIQUE_TOKEN", _j((HEX, 64))),
    ("Sólides", "SOLIDES_API_TOKEN", _vendor_jwt("https://api.solides.com.br")),
    ("Tangerino", "TANGERINO_API_KEY", _j((URLSAFE, 43))),
    ("Pontotel", "PONTOTEL_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Feedz", "FEEDZ_API_TOKEN", _j((HEX, 40))),
    ("Alelo", "ALELO_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Guichê Virtual", "GUICHE_VIRTUAL_API_KEY", _j("gv_live_", (ALNUM, 30))),
    ("Digisac", "DIGISAC_TOKEN", _j((HEX, 40))),
    ("Ultramsg", "ULTRAMSG_TOKEN", _j((LOWER_DIGITS, 16))),
    ("Correios", "CORREIOS_CODIGO_ACESSO", _j((ALNUM, 40))),
    ("iKitesurf", "IKITESURF_API_TOKEN", _j((HEX, 32))),
    ("WOO Sports", "WOO_SPORTS_API_KEY", _j((B64, 44))),
    ("Duotone", "DUOTONE_DEALER_TOKEN", _j((UPPER_DIGITS, 28))),
    ("North Kiteboarding", "NORTH_B2B_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Banco do Nordeste", "BNB_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Pagali", "PAGALI_API_KEY", _j((HEX, 32))),
    ("Celcoin", "CELCOIN_CLIENT_SECRET", _j((HEX, 64))),
    ("Transfeera", "TRANSFEERA_CLIENT_SECRET", _j((ALNUM, 44))),
    ("Appmax", "APPMAX_ACCESS_TOKEN", _j((UPPER_HEX, 8), "-", (UPPER_HEX, 8), "-", (UPPER_HEX, 8), "-", (UPPER_HEX, 8))),
    ("Yampi", "YAMPI_SECRET_KEY", _j("sk_", (ALNUM, 36))),
    ("Ticto", "TICTO_TOKEN", _j((ALNUM, 64))),
    ("Greenn", "GREENN_API_TOKEN", _j((URLSAFE, 40))),
    ("Ploomes", "PLOOMES_USER_KEY", _j((UPPER_HEX, 128))),
    ("Piperun", "PIPERUN_TOKEN", _j((HEX, 32))),
    ("Mandaê", "MANDAE_API_TOKEN", _j((HEX, 32))),
    ("Braspress", "BRASPRESS_API_PASSWORD", _j((ALNUM, 20))),
    ("ZapSign", "ZAPSIGN_API_TOKEN", lambda g: v.uuid4(g, "8") + "-" + _r(g, HEX, 8)),
    ("ClickBus", "CLICKBUS_PARTNER_KEY", _j((ALNUM, 32))),
    ("Windfinder", "WINDFINDER_API_KEY", _j((HEX, 24))),
    ("Vhsys", "VHSYS_SECRET_ACCESS_TOKEN", _j((ALNUM, 48))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("GitHub", "GITHUB_TOKEN", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 120))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{g.randrange(10**9, 8 * 10**9)}:AA{_r(g, URLSAFE, 33)}"),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Slack", "SLACK_BOT_TOKEN", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "chave da API do {vendor}: {tok}",
    "token do {vendor} → {tok}",
    "la chiave API di {vendor} è {tok}",
    "clé d'API {vendor} : {tok}",
    "Integrações › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "  {env}: \"{tok}\"  # docker-compose do balcão",
    "Moskit note: {vendor} secret for prod is {tok}, não compartilha",
    "Assistant, keep the {vendor} token safe for me: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    moskit = v.uuid4(rng, "9")
    digisac = _r(rng, HEX, 40)
    ultramsg = _r(rng, LOWER_DIGITS, 20)
    woovi = _r(rng, B64, 84) + "="
    correios = _r(rng, ALNUM, 40)
    ikite = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.moskitcrm.com/v2/deals", headers={{"apikey": "{moskit}"}})', moskit),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {digisac}' https://ventoaracati.digisac.co/api/v1/contacts", digisac),
        Sample("vendor_token", f"https://api.ultramsg.com/instance41177/messages/chat?token={ultramsg}&to=+5598&body=reserva", ultramsg),
        Sample("vendor_token", f"const woovi = createClient({{ appId: '{woovi}' }});", woovi),
        Sample("vendor_token", f"<add key=\"Correios.CodigoAcesso\" value=\"{correios}\" />", correios),
        Sample("vendor_token", f"$ikite = new IKitesurfClient('jeri-school', '{ikite}');", ikite),
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


_BARE_PLACES = ["{t}", "Digisac: {t}", "só aparece uma vez, então toma:\n{t}", "ecco il token {t}",
                "voilà le jeton : {t}", "{t}\n^ esse é o novo, o velho morreu", "guarda isso pra mim: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token",
    _BARE_PLACES,
    lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)},
    "t",
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "SECRET_KEY_BASE={h}": 128,
    "chave mestra do cofre da castanha: {h}": 64,
    "APP_KEY do sistema da lancha → {h}": 64,
    "session secret (buggy booking app): {h}": 64,
    "la chiave HMAC dei webhook: {h}": 40,
    "clé de chiffrement des sauvegardes : {h}": 64,
    "config/master.key\n{h}": 32,
    "encryption_key = \"{h}\"": 32,
    "{h} ← segredo do webhook do Guichê": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "token do app do buggy (não expira tão cedo): {t}",
    "il token della sessione: {t}",
    "jeton d'accès de l'appli de réservation : {t}",
    "localStorage['auth'] = '{t}'",
    "Cookie: session={t}",
    "curl -H \"Authorization: Bearer {t}\" https://api.lancha.lan/v1/passagens",
    "jwt={t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@ventoaracati.com.br"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.ventoaracati.com.br/realms/staff", "azp": "guiche",
                   "roles": ["balcao", "caixa"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "chave do servidor do guichê:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "~/.ssh/id_ed25519 do Valdemar\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "certificado A1 da NF-e (chave privada):\n{key}": ("PRIVATE KEY", "\n"),
    "la chiave privata del VPN della scuola:\n{key}": ("EC PRIVATE KEY", "\n"),
    '{{"tef_private_key": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "clé privée GPG des sauvegardes :\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
    "TLS_KEY='{key}'": ("EC PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
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


_SEED_PLACES = {  # template: the word list's language
    "frase de recuperação da carteira da empresa: {p}": "portuguese",
    "palavras-semente do Pix cripto (não mostra pra ninguém): {p}": "portuguese",
    "seed phrase of the kite school's tips wallet: {p}": "english",
    "voice memo: 'the recovery words are {p}'": "english",
    "le parole di recupero del portafoglio: {p}": "italian",
    "frase segreta del wallet di Lorenzo: {p}": "italian",
    "phrase de récupération du portefeuille : {p}": "french",
    "les 12 mots de Baptiste :\n{p}": "french",
    "frase semilla que mandó el turista argentino: {p}": "spanish",
    "복구 문구: {p}": "korean",
    "obnovovací fráze (od českého kitera): {p}": "czech",
    "backup words, Ledger do Gleidson:\n{p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    for _ in range(100):
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = str(_MNEMO[lang].to_mnemonic(entropy))
        if _MNEMO[lang].check(phrase):
            break
    phrase = unicodedata.normalize("NFC", phrase)  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid number of a brand the value helpers do not know, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "elo":
        return _card_of(rng, ["636368", "438935", "504175", "451416", "509048", "650031"], [16])
    if brand == "hipercard":
        return _card_of(rng, ["606282", "384100"], [16])
    if brand == "cabal":
        return _card_of(rng, ["604201", "604324"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "cartão da empresa: {c} validade {mm}/{yy}",
    "número do cartão Elo do caixa → {c}",
    "card on file for the Duotone order: {c}, exp {mm}/{yy}",
    "numero della carta: {c} scad. {mm}/{yy}",
    "n° de carte : {c} (exp. {mm}/{yy})",
    "paga com esse aqui: {c} {mm}/{yy} blz",
    "Assistant, save the buggy-fuel card: {c}",
    "cartão corporativo (Banco do Nordeste) {c} val {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "elo", "mastercard", "amex", "hipercard", "diners", "cabal", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} val 08/36, os 4 números da frente (CID): {cvv}",
               "Amex da empresa, código de segurança na frente do cartão: {cvv}",
               "Amex {c}, the four-digit CID on the front: {cvv}",
               "il codice di sicurezza dell'Amex (4 cifre sul fronte) è {cvv}",
               "cryptogramme de l'Amex, les 4 chiffres au recto : {cvv}",
               "CID do Amex da fábrica é {cvv}, não passa pra ninguém"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Brazil for the theme, and countries a rough count over heldouts 5 to 289 finds in few of their
# own IBAN tables; BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after
# stdnum's iban.dat.
_IBAN_SHAPES = {"BR": "n" * 23 + "ac", "PS": "aaaa" + "c" * 21, "HN": "aaaa" + "n" * 20,
                "LI": "n" * 5 + "c" * 12, "MT": "aaaa" + "n" * 5 + "c" * 18,
                "BH": "aaaa" + "c" * 14, "MK": "nnn" + "c" * 10 + "nn", "LB": "n" * 4 + "c" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN da conta da castanha pro importador: {i}",
    "the Italian kiter's refund goes to IBAN {i}",
    "IBAN per il rimborso: {i}",
    "IBAN du fournisseur de voiles : {i}",
    "manda pro IBAN {i} e avisa no grupo",
    "Beneficiary IBAN → {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cpf(g: random.Random) -> str:
    return str(br_cpf.format(v.until(g, lambda h: _r(h, D, 11), br_cpf.is_valid)))


def _cnpj(g: random.Random) -> str:
    number = v.until(g, lambda h: _r(h, D, 8) + "0001" + _r(h, D, 2), br_cnpj.is_valid)
    return str(br_cnpj.format(number))


def _iva(g: random.Random) -> str:
    return v.until(
        g,
        lambda h: h.choice("0123") + _r(h, D, 6) + f"{h.randrange(1, 101):03d}" + h.choice(D),
        it_iva.is_valid,
    )


def _siret(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("3456789") + _r(h, D, 13), fr_siret.is_valid)


def _nir(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.choice('12')}{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 96):02d}{_r(h, D, 3)}{_r(h, D, 3)}"
        return body + fr_nir.calc_check_digits(body + "00")

    return str(fr_nir.format(v.until(g, make, fr_nir.is_valid)))


def _rg_ce(g: random.Random) -> str:
    """A Ceará RG as printed (a guess of its shape; no check is verified here)."""
    return f"{g.randrange(2000, 2030)}{_r(g, D, 7)}-{g.choice(D)}"


def _cnh(g: random.Random) -> str:
    return g.choice("0123456") + _r(g, D, 10)


def _titulo(g: random.Random) -> str:
    return f"{_r(g, D, 4)} {_r(g, D, 4)} 11{_r(g, D, 2)}"


def _nis(g: random.Random) -> str:
    return f"{g.choice('12')}{_r(g, D, 2)}.{_r(g, D, 5)}.{_r(g, D, 2)}-{g.choice(D)}"


def _br_passport(g: random.Random) -> str:
    return _r(g, UPPER, 2) + _r(g, D, 6)


def _it_cie(g: random.Random) -> str:
    return "CA" + _r(g, D, 5) + _r(g, UPPER, 2)


def _fr_passport(g: random.Random) -> str:
    return _r(g, D, 2) + _r(g, UPPER, 2) + _r(g, D, 5)


_ID_PLACES: dict[str, Maker] = {
    "CPF do Raimundo: {s}": _cpf,
    "meu cpf é {s} pra nota, valeu": _cpf,
    "CPF da cliente do buggy → {s}": _cpf,
    "Taxpayer id (CPF) of the new kite instructor: {s}": _cpf,
    "CNPJ da fábrica de castanha: {s}": _cnpj,
    "cnpj da oficina do boi {s}": _cnpj,
    "partita IVA della scuola kite di Matteo: {s}": _iva,
    "P.IVA del fornitore di tavole: {s}": _iva,
    "SIRET de l'agence de Baptiste : {s}": _siret,
    "numéro de sécu de Chloé : {s}": _nir,
    "NIR du moniteur : {s}": _nir,
    "RG da Socorro (SSP-CE): {s}": _rg_ce,
    "identidade do Cícero: {s}": _rg_ce,
    "CNH do motorista do buggy: {s}": _cnh,
    "driving licence (CNH) of Jardel: {s}": _cnh,
    "título de eleitor da Luzia: {s}": _titulo,
    "NIS/PIS da Edinalva: {s}": _nis,
    "passaporte do Wesley: {s}": _br_passport,
    "Brazilian passport no. of the guide: {s}": _br_passport,
    "carta d'identità di Giulia: {s}": _it_cie,
    "numéro de passeport de Théo : {s}": _fr_passport,
    "passport number of the French kiter: {s}": _fr_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 2)}{_r(rng, D, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["códigos de backup do Google da empresa:\n{codes}", "Stark Bank 2FA recovery codes {codes}",
            "codici di backup dell'account della scuola: {codes}", "codes de secours du compte Duotone :\n{codes}",
            "códigos de recuperação do Gmail da castanha: {codes}", "backup codes, GitHub da oficina: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Celcoin:keyla@ventoaracati.com.br?secret={s}&issuer=Celcoin&digits=6",
              "chave de configuração do 2FA do Locaweb: {s}",
              "TOTP secret for the Braspag merchant login: {s}",
              "chiave segreta 2FA (inserimento manuale): {s}",
              "clé secrète TOTP du compte de l'école : {s}"]  # fmt: skip
_CODES = ["{c} é seu código de verificação Banco do Nordeste. Não compartilhe.",
          "Seu código Alelo: {c}", "{c} is your Stark Bank verification code",
          "il codice di verifica è {c}, grazie", "Votre code de confirmation : {c}",
          "chegou o código {c} aqui no meu zap, vc usa?"]  # fmt: skip


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


_SSIDS = ["VentoAracati-Buggy", "BUGGY-ATINS-5G", "KitePrea_Staff", "Jeri Kite Lounge",
          "Castanha-Fabrica-2G", "MUCURIPE_ESCRITORIO", "Boi Brilho da Ilha", "Oficina-MadreDeus",
          "Lancha-Cais-PraiaGrande", "GuicheAlcantara_5G", "Claro-Barreirinhas", "Vivo-Fibra-Jeri"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} — senha {pw}",
    "rede: {s}\nsenha: {pw}",
    "a senha do wifi {s} é {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "Network: {s} / {pw}",
    "la password del wifi {s}: {pw}",
    "le code wifi de {s} c'est {pw}",
    "qual a senha do wifi? / Josué: {pw}",
    "uci set wireless.default_radio0.key='{pw}'",
    "{s} → {pw} (wifi dos clientes)",
    "network={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "oxe, a senha da rede {s} mudou pra {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("gv_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["lendo letra por letra: {t}", "[ditado na ligação] {t}",
          "(com espaço pro preview do Digisac não mostrar) {t}", "lettera per lettera: {t}",
          "je te l'épelle : {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["cadeado do galpão dos buggies: {pw}", "código do portão da fábrica é {pw}#",
          "PIN do cartão da empresa: {pw}", "il PIN del lucchetto dei kite è {pw}",
          "le code du cadenas des planches : {pw}", "senha do cofre da bilheteria → {pw}",
          "the workshop alarm code is {pw}", "PIN da maquininha: {pw} (não conta pra ninguém)",
          "cadeado do depósito das fantasias do boi: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cajueiro", "jangada", "carnauba", "buriti", "lagoa", "duna", "matraca",
                 "zabumba", "vaqueiro", "rendeira", "maresia", "farol", "mangue", "tapioca",
                 "velame", "caatinga"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase do escritório: {p}": " ",
            "frase-senha do cofre KeePassXC: {p}": "-",
            "la passphrase del disco cifrato: {p}": " ",
            "phrase de passe du coffre : {p}": ".",
            "passphrase for the buggy desk's encrypted drive: {p}": " ",
            "frase secreta (4 palavras): {p}": "_",
            "senha-frase do Enpass: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://api.guiche.lan/v1/saidas": True,
    "headers = {{\"Authorization\": \"Bearer {v}\"}}": False,
    "Proxy-Authorization: Basic {v}": True,
    "-H \"X-Auth-Token: {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "DB_PASSWORD={pw}",
    ".env do balcão:\nAPP_ENV=prod\nMAIL_PASSWORD={pw}\n",
    "spring.datasource.password={pw}",
    "define('DB_PASSWORD', '{pw}');",
    "[client]\nuser=castanha\npassword={pw}",
    "smtp:\n  host: smtp.locaweb.com.br\n  password: \"{pw}\"",
    "db.castanha.lan:5432:fabrica:odoo:{pw}",
    "machine ftp.guiche.lan login bilhetes password {pw}",
    "variable \"db_password\" {{ default = \"{pw}\" }}",
    "<add name=\"Lancha\" connectionString=\"Server=.;User Id=sa;Password={pw}\" />",
    "'PASSWORD': '{pw}',  # settings.py do site do boi",
    "ansible_become_pass: {pw}",
    "passwordeval \"echo {pw}\"",
    "wpa_passphrase Oficina-MadreDeus {pw}",
    "services:\n  db:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "odoo.conf → admin_passwd = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:12] Keyla: senha do painel?\n[07:13] Raimundo: {pw}",
    "[18:40] Giulia: Matteo la password?\n[18:41] Matteo: {pw} 🙏",
    "[09:02] Baptiste: c'est quoi le mdp du pc?\n[09:02] Manon: {pw}",
    "Chiquinha (11:20): tá aqui a senha {pw} kkk\nChiquinha (11:20): apaga dps",
    "[14:05] Cícero: manda a senha do balcão\n[14:06] Luzia: {pw} blz?",
    "Gleidson: vc tem a senha do sistema da lancha?\nThaynara: tenho, é {pw}",
    "[21:30] Théo: mot de passe de la caisse = {pw}\n[21:31] Chloé: merci !",
    "[06:55] Valdemar: senha nova do roteador da fábrica: {pw}\n[06:56] Edinalva: valeu",
    "Lorenzo: ecco la password {pw}\nGiulia: grazie mille",
    "[16:17] Wesley: oxente, qual a senha mesmo?\n[16:17] Jardel: {pw} macho",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "{pw} — essa é a senha do wifi da oficina",
    "{pw}, foi o que eu botei no roteador do galpão",
    "digita {pw} e aperta enter, é a do caixa",
    "metti {pw}, è quella del tablet",
    "tape {pw}, c'est celui de l'ordi de la boutique",
    "the buggy tracker? I set it to {pw}",
    "usa {pw} no login da lancha, é a nova",
    "{pw} ← senha do Windows do Cícero",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 58), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 5), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The planted secrets, each in its text."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _pt_seed(g: random.Random) -> str:
    return str(_MNEMO["portuguese"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "senha do painel dos buggies:": "{s}",
    "la password del gestionale è": "{s} (non dirlo)",
    "mot de passe de la caisse :": "{s}",
    "Tangerino admin password": "{s}",
    "senha nova do roteador da fábrica →": "{s} valeu",
    "Autentique login: chiquinha.s / senha": "{s}",
    "Password for the Alcântara ticket printer:": "{s}",
    "oxe, a senha do note é": "{s} kkk",
    "a senha do Leadlovers ficou": "«{s}»",
    "credenziali: giulia /": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "chave da API do Moskit", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_token", "Stark Bank private token:", "{s} (prod)", _j((HEX, 64))),
    ("split_token", "Digisac token", "{s}", _j((HEX, 40))),
    ("split_seed", "frase de recuperação", "{s}", _pt_seed),
    ("split_card", "número do cartão", "{s} val 03/37", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BR"))),
    ("split_backup", "códigos de backup", "{s}\nKQ4821-7M2D\nBW8810-H3VZ", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "segredo TOTP", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CPF", "{s}", _cpf),
    ("split_phrase", "frase-senha do Bitwarden", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"buggy_tracker": {"url": "https://frota.ventoaracati.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"utente": "giulia", "password": "{s}"}}': ("meta_password", _plain_pw),
    '{"caixas": [{"nome": "caixa-1"}, {"nome": "caixa-2", "senha_web": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["argocd", "login", "argo.jeri.lan", "--username", "theo", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "a senha do pc da oficina é {s}"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "entra no sistema da lancha como caixa com a senha {s}"}': ("meta_password", _plain_pw),
    '{"moskit": {"api_key": "{s}"}}': ("meta_token", lambda g: v.uuid4(g, "9")),
    '{"starkbankToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"digisac_token": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pagamento": {"numero_cartao": "{s}", "validade": "05/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "hipercard"), " ", g)),
    '{"fornecedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MT")),
    '{"cliente": {"cpf": "{s}"}}': ("meta_id", _cpf),
    '{"mfa": {"codigos_backup": ["{s}", "KQ4821-7M2D", "BW8810-H3VZ"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"carteira": {"frase_recuperacao": "{s}"}}': ("meta_seed", _pt_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"galpao": {"codigo_cadeado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "KitePrea_Staff", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"python-escpos-3.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"toledo-prix4-fw-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ventoaracati/guiche:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"guiche: add Cujupe departures", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"buggy: revert fuel report", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"lote-castanha-2032-07.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"reservas-kite-2032.parquet").hexdigest()

CLEAN = [
    "Lembrar de trocar a senha do painel dos buggies antes da vistoria de 2032-07-14.",
    "A Keyla pediu a senha do wifi da oficina; tá no papel na gaveta do balcão.",
    "Política: senhas com pelo menos 14 caracteres, só no cofre compartilhado.",
    "Por favor, não manda senha no Digisac; manda o link do cofre.",
    "The `.env.example` line `MOSKIT_API_KEY=troque-aqui` is a placeholder; the real key is in the vault.",
    "O sistema da lancha pede senha nova depois de cada atualização, oxe.",
    "Replace <YOUR_DIGISAC_TOKEN> in the README with the token from your Digisac panel.",
    "STARKBANK_PRIVATE_TOKEN and CELCOIN_CLIENT_SECRET must be set before the nightly Pix sync runs.",
    "não conta tua senha pra ninguém, visse?",
    "vc sabe a senha do wifi? eu não sei kkk",
    "Non dire a nessuno la tua password, mi raccomando.",
    "Ne donne jamais ton mot de passe à personne, merci.",
    "A senha deve ter no mínimo catorze caracteres, macho.",
    "La password deve avere almeno quattordici caratteri.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Upgraded the Toledo Prix firmware from 2.6 to 2.7.0 and python-escpos to 3.1 over the weekend.",
    f"commit {_COMMIT} adds the Cujupe departures to the ticket counter.",
    f"Voltei pro {_SHORT} depois que o relatório de combustível dos buggies quebrou.",
    f"requirements.txt: python-escpos==3.1 --hash=sha256:{_WHEEL_SUM}",
    f"The Prix 4 firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of reservas-kite-2032.parquet: {_SHA512}",
    f"The ticket counter container runs ghcr.io/ventoaracati/guiche@sha256:{_IMAGE}.",
    f"MD5 do lote-castanha-2032-07.csv é {_MD5}, igual à cópia do servidor.",
    "Request id 5c2e80b3-1f4a-4e97-a5d0-8b9c3f6e1d07 is the slow one in the booking logs.",
    "Pedido PED-2032-00731: 80 caixas de castanha W320 saem na quinta pro porto do Mucuripe.",
    "Chamado #9183: o ar-condicionado do depósito das fantasias pinga de noite.",
    "Liga pro balcão de Barreirinhas no +55 98 3349-1205 antes do meio-dia.",
    "Container MSCU 5937201 com a castanha W240 está no terminal do Pecém.",
    "Conhecimento de embarque VAR-FOR-2032-0088: 22 paletes de castanha.",
    "NCM 0801.32 é castanha de caju sem casca; 0801.31 é com casca.",
    "A câmara fria 2 está a 8 °C e 60 % de umidade.",
    "Depois de cinco senhas erradas o sistema da lancha trava a conta por 20 minutos.",
    "O galpão dos buggies tem 30 m de comprimento; cada buggy leva 4 pessoas.",
    "O segredo do bom caju é colher de manhã cedo, antes do sol forte.",
    "Pergunta pro Raimundo o código do cadeado, eu não sei.",
    "Meu cartão final 4417 foi recusado no posto de Barreirinhas.",
    "O importador italiano quer o IBAN na fatura sem espaços.",
    "Imprime os códigos de backup do Google da empresa e guarda no cofre.",
    "Nenhuma carteira vai pedir tua frase de recuperação, cuidado com golpe.",
    "Keep `DIGISAC_TOKEN` in the secrets store, never in the repository.",
    "Moskit moved the API key page under Configurações › Integrações in its June release.",
    "ISBN 978-85-359-0277-8 is the bumba-meu-boi book on the workshop shelf.",
    "O wifi de visitantes 'KitePrea-Guest' é aberto, sem senha.",
    "Lote LOT-2032-FOR-0419, 22,68 kg por caixa, umidade 5,1 %; quebra de 12 %.",
    "A lancha das 07h para Alcântara sai do Terminal da Praia Grande, linha 2.",
    "Passagem n. 004418 para Cujupe, ferry das 09h30, poltrona 17.",
    "Vento de 22 nós em Jeri hoje, usa o kite de 9 m ou 10 m.",
    "O CEP da oficina em São Luís é 65025-000; o do balcão em Barreirinhas é 65590-000.",
    "Ônibus 0713 sai de Fortaleza para Jericoacoara às 06h, chega às 13h.",
    "Duotone Rebel SLS 2032, tamanho 12 m, número de série na etiqueta da válvula.",
    "CFOP 7101 na nota de exportação da castanha; série 1, modelo 55.",
    "Il corso base di kite dura 9 ore, tre lezioni da tre ore.",
    "Le moniteur arrive demain à 8 h, cours de kite à la lagune de Tatajuba.",
    "A fantasia do boi leva 3 000 miçangas e 40 m de fita.",
    "O código do rastreio do Correios é público pro cliente, pode mandar no grupo.",
    "Senha? Nem lembro mais, vou pedir reset no painel.",
    "Reserva BUG-2032-0542: 4 pessoas, Lagoa Azul, saída às 8h30.",
    "O voucher da Guichê Virtual tem QR code, não precisa imprimir.",
    "Pix da festa do boi: a chave é o e-mail público do grupo, tá no cartaz.",
    "A versão 4.12.0 do app do buggy corrigiu o mapa das dunas.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"senha_alterada_em": "2032-06-01T07:00:00Z", "senha_min": 14}',
    '{"secret_ref": "vault/guiche/lancha", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "python-escpos", "version": "3.1"}}',
    '{"chamado": "9183", "pedido": "PED-2032-00731"}',
    '{"lote": {"id": "LOT-2032-FOR-0419", "peso_kg": 22.68, "umidade_pct": 5.1}}',
    '{"telefone": "+55 98 3349-1205", "cidade": "Barreirinhas"}',
    '{"mfa_ativo": true, "codigos_restantes": 7, "caixas_em_estoque": 1312}',
    '{"ncm": "0801.32", "origem": "BR", "descricao": "castanha de caju sem casca"}',
    '{"container": "MSCU 5937201", "armador": "MSC", "eta": "2032-08-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
