# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-fiftieth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-forty-ninth's
docstring, the fifth to three-hundred-and-forty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (351 to 353), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (350_118_463), password words (a grape, a
cellar word and a number, `MalbecBarrica47!`; dot-joined places and grapes with a year,
`agrelo.bonarda.2021`; leet `M4lb3c`; a name, a year and a cellar word; `Vendimia` with a year;
a generator's dashed groups; random runs).

The fictional company is Piedra Alta Viñedos S.A. (a bodega in Luján de Cuyo, vineyards in
Tupungato, Gualtallary and Altamira, a finca in San Rafael and an office in Mendoza city), with
Cuyo staff, Friulian and Venetian relatives (Udine, Pordenone, Treviso), a winemaking partner in
Pessac (Bordeaux), Brazilian buyers (Curitiba) and an importer in Shanghai; every company, person,
address, domain (`piedraalta.lan`, `piedraalta.example`), account and number is invented, only
the region is real. Texts: WhatsApp-style chats, tickets, notes, runbooks, shell prompts, config
and env files, voice-note transcripts and requests to the assistant; separators: a colon, `=`,
`→`, `—`, `/`, `es`, `è`, `e je`, `la xe`, `xe`, `c'est`, `é`, `是`, `shi`, a table cell, a new
line and none.

Grep counts (heldouts 5 to 349 naming each, grep -l): none for Mendoza, Tupungato, Luján, San
Rafael, Tunuyán, Godoy Cruz, Maipú, Chacras de Coria, Piedra Alta, UcoPay, Acequia, TerroirLink,
Tastry, FieldNET, Weimob, `la password la xe`, `gcloud sql users set-password`; one or two for
Bordeaux, furlan, `password e je`, `mìmǎ shì`, `wo de mima`, `chave Pix`, Mobbex, Decidir,
Rapipago, Liv-ex, Wine-Searcher, Semios, Hortau, Fruition, Pellenc, TankNET, Vinsight,
Vinoshipper, Commerce7, ShipCompliant, Youzan, Stancer, Arable, Vivino, Cuyo, Chango, Argencard,
`trino --password`, `--master-user-password`; three to nine for InnoVint, vintrace, Getnet, Vindi,
Scalapay, PayPlug, Pagar.me, Ebanx, Lydia, Payway, meteoblue, Vinwizard, Della Toffola, Bucher
Vaslin, `q onda`, orapki, artemis producer, `-Dgpg.passphrase`, `signing.password`, keyMaterial,
qpid-config, amqp-publish, flux create secret, `jf c add`, rtspsrc, `ab -A`, boundary
authenticate, `hey -a`, linphonec, nikto, sipp, wpa_cli, pt-online-schema-change,
pt-table-checksum, myloader, mydumper, gh-ost, iredis, osql, ar.dni (3), fr.tva (5), ar.cbu,
br.cpf, fr.siren (6 each); more for mycli, pgcli, usql (10 each), it.iva (11), bcp, sqlcipher
(13), codicefiscale (13), cn.ric (15) and the rest.

About half of the secret samples are not in English: Rioplatense and Cuyo Spanish as texted
(`la contra del wifi`, `che`, `boludo`, `q onda`, `xq`, `anotala chango`, `mirá`), Friulian
(`la password e je`, `gnove`, `la clâf`, `cjase`, `codiç fiscâl`), Venetian (`la password la xe`,
`ciò`, `no dirghela a nissun`, `el codice del portone xe`), French of the Bordeaux partner
(`mdp`, `le mot de passe … c'est`, `clé d'API`, `codes de secours`), Brazilian Portuguese (`a
senha do … é`, `chave da API`, `códigos de backup`) and Mandarin in characters and pinyin
(`密码是`, `mima shi`, `wǒ de yóuxiāng mìmǎ shì`, `yanzhengma`, `API miyao`). Spanish, French,
Portuguese, Italian and Mandarin in characters are ordinary usage; the author's guesses, checked
by no speaker, are every Friulian and Venetian wording, the Cuyo word `chango` as used here, and
the toneless pinyin spellings.

Vendors: invented ones (UcoPay `ucp_sk_live_`, Acequia Cloud `acq.`, TerroirLink `tlk_live_`,
Pedemonte IoT `pdm_`, Tolosa SMS `tsms_`; shapes invented) and real Argentine, French, Italian,
Brazilian, Chinese and wine-trade ones with guessed shapes (Mobbex, Decidir, Payway, Rapipago,
Tastry, FieldNET, Liv-ex, Wine-Searcher, Semios, Hortau, Fruition Sciences, Vinsight,
Vinoshipper, Commerce7, ShipCompliant, Youzan, Weimob, Stancer, Arable, Vivino, InnoVint,
vintrace, Getnet, Vindi, Scalapay, PayPlug, Pagar.me, Ebanx, Lydia, meteoblue); the JWTs are
well-formed.

Ids: Argentina's CUIT/CUIL and CBU (`ar.cuit`, `ar.cbu`), China's resident id (`cn.ric`),
France's SIREN and VAT number (`fr.siren`, `fr.tva`), Italy's codice fiscale and partita IVA
(`it.codicefiscale`, `it.iva`) and Brazil's CPF (`br.cpf`), each drawn until its python-stdnum
module validates it. Cards pass Luhn (`stdnum.luhn`; Cabal, Naranja, Argencard, Elo, UnionPay,
Visa, Mastercard and Amex prefixes); IBANs of Italy, San Marino, the Holy See, France and Brazil
(the relatives', partner's and buyers') and of Belgium, Spain and Austria (least used by a rough
grep count), checked with `stdnum.iban`; seed phrases from mnemonic's English, Spanish, Italian,
French, Portuguese and Simplified Chinese lists, checked with `Mnemonic(lang).check`.
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
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.br import cpf as br_cpf
from stdnum.cn import ric as cn_ric
from stdnum.fr import siren as fr_siren
from stdnum.fr import tva as fr_tva
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 350_118_463
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


_GRAPES = ["Malbec", "Bonarda", "Torrontes", "Semillon", "Criolla", "Cabernet", "Tempranillo",
           "Syrah", "Petitverdot", "Chardonnay", "Pedernal", "Tannat"]  # fmt: skip
_CELLAR = ["Barrica", "Tonel", "Pileta", "Acequia", "Espaldera", "Lagar", "Cosecha", "Poda",
           "Granizo", "Zonda", "Vendimia", "Orujo", "Mosto", "Trasiego"]  # fmt: skip
_PLACES = ["Tupungato", "Tunuyan", "SanCarlos", "LujanDeCuyo", "Perdriel", "Agrelo", "Vistalba",
           "Chacras", "GodoyCruz", "Maipu", "SanRafael", "Gualtallary", "Altamira", "Vista Flores",
           "LaConsulta", "ElCepillo"]  # fmt: skip
_NAMES = ["Nahuel", "Florencia", "Agustina", "Mateo", "Rocio", "Facundo", "Milagros", "Joaquin",
          "Belen", "Lautaro", "Gianfranco", "Elda", "Ottavio", "Bepi", "Giuliana", "Tiziano",
          "Amandine", "Thibault", "Solene", "Gaspard", "Thiago", "Larissa", "Rafaela", "Caio",
          "Weiming", "Xiaoling", "Junjie", "Meihua"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["M4lb3c", "B0n4rd4", "T0rr0nt3s", "V3nd1m14", "Tup4ng4t0", "Ac3qu14", "Z0nd4"]


def _manager(g: random.Random) -> str:
    """Four random groups of five, as a password generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


def _place(g: random.Random) -> str:
    return g.choice(_PLACES).replace(" ", "")


# The ways people at the winery pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRAPES)}{g.choice(_CELLAR)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{_place(g).lower()}.{g.choice(_GRAPES).lower()}.{g.randrange(1995, 2033)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1950, 2012)}{g.choice(_SYMBOLS)}{g.choice(_CELLAR)}",
    lambda g: _r(g, ALNUM + "!$%&?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"Vendimia{g.randrange(2019, 2033)}{g.choice(_SYMBOLS)}{g.choice(_GRAPES)}",
    lambda g: f"{g.choice(_CELLAR).lower()}_{g.choice(_GRAPES).lower()}_{g.randrange(100, 1000)}",
    _manager,
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 4) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"Barrica{g.randrange(100, 1000)}{_place(g)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN_CHARS = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN_CHARS)


_SAID = [
    "Della Toffola press PLC, Luján de Cuyo bodega: HMI password {pw}",
    "Bucher Vaslin XPro press panel password {pw} (Perdriel)",
    "Pellenc Selective Process sorter web password: {pw}",
    "TankNET console at the Tupungato cellar, admin password {pw}",
    "Vinwizard fermentation controller: password is {pw}",
    "note for Nahuel: the frost-fan controller in Gualtallary takes {pw} as its password",
    "ticket PAV-3310: hail-net winch panel password {pw} needs rotating",
    "runbook, bottling line 2\n1. open the labeller web UI\n2. user: linea2\n3. password {pw}",
    "voice note, Florencia: ok so the weighbridge PC password is {pw}, write it down",
    "hey assistant, keep this for me: the Tastry dashboard password is {pw}",
    "remember my Banco de Cuyo homebanking password please, it's {pw}",
    "the drip irrigation FieldNET login password changed to {pw}",
    "Agustina, the cold-soak room tablet password is {pw} since Monday",
    "incident 2032-03-02: the Altamira weather station was public with password {pw}",
    "README (cellar rack)\nbarrel scanner UI at http://scan.piedraalta.lan, password `{pw}`",
    "the guest-house booking PC in Vista Flores: password {pw}",
    "my Vivino business account password is {pw}, can you remember it?",
    "Semios trap-network password for the San Rafael block: {pw}",
    "dictated: the Hortau irrigation portal password is {pw} full stop",
    "the lab's OenoFoss analyser password → {pw}",
    "new password for the tasting-room POS: {pw}",
    "password for the Chacras de Coria office NAS = {pw}",
    "che, la contra de la compu de la bodega es {pw}",
    "boludo la clave del mail nuevo es {pw} no la pierdas",
    "q onda, te paso la contraseña del sistema de riego: {pw}",
    "la contraseña de la balanza de camiones quedó {pw}, anotala chango",
    "Mati: la clave del homebanking de la empresa es {pw} xq la cambiaron ayer",
    "la contra del NAS de Godoy Cruz → {pw}",
    "ojo que la contraseña del Mobbex quedó {pw}, no la compartas",
    "nueva clave del correo de cosecha: {pw}",
    "contraseña de la PC del laboratorio: {pw} (la cambió el Lautaro)",
    "mirá, la clave de la tablet de la sala de barricas es {pw}",
    "Ciao Bepi, la password dal computer de cantina e je {pw}",
    "la password gnove dal wifi di cjase e je {pw}",
    "Elda: la clâf dal conto in bancje e je {pw}, no stâ dîle a nissun",
    "la password del conto la xe {pw}, no dirghela a nissun",
    "Ottavio: la password nova del computer la xe {pw}",
    "ciò, la password de l'email la xe {pw}",
    "Giuliana: la password della banca è {pw}, non perderla",
    "la parola d'ordine del router di casa a Udine è {pw}",
    "le mot de passe de la console du chai, c'est {pw}",
    "Thibault : mdp du serveur de Pessac = {pw}",
    "mot de passe de la cuverie connectée : {pw}",
    "Amandine, le nouveau mot de passe du Liv-ex est {pw}",
    "mon mot de passe pour le portail des douanes : {pw}",
    "a senha do painel da Vinoshipper é {pw}",
    "Thiago: a senha nova do sistema de pedidos é {pw}",
    "senha do e-mail da importadora: {pw}",
    "Larissa, a senha do Getnet é {pw}, não passa pra ninguém",
    "a senha do computador do escritório em Curitiba ficou {pw}",
    "我的邮箱密码是 {pw}",
    "进口商后台的密码：{pw}",
    "伟明：新的服务器密码是 {pw}，别告诉别人",
    "wo de mima shi {pw}",
    "wǒ de yóuxiāng mìmǎ shì {pw}",
    "Xiaoling: xin mima {pw}, bie gaosu bieren",
    "仓库电脑密码 → {pw}",
    "note to self: Commerce7 admin password {pw}",
    "after the reset the InnoVint password became {pw}",
    "the vintrace login password for Rocío is now {pw}",
    "pw for the Wine-Searcher trade account: {pw}",
    "Decidir merchant portal password {pw}",
    "the Payway backoffice password is {pw}",
    "Scalapay merchant password for the Italian shop: {pw}",
    "PayPlug dashboard, Bordeaux side, password {pw}",
    "Stancer back-office password: {pw}",
    "ShipCompliant password for US exports is {pw}",
    "the Fruition Sciences sap-flow portal password is {pw}",
    "Arable mark console password {pw}",
    "meteoblue pro account password → {pw}",
    "Weimob store admin password (Shanghai) {pw}",
    "Youzan 有赞 后台密码：{pw}",
    "Vinsight password for the cellar door: {pw}",
    "Ebanx merchant password: {pw}",
    "the Vindi billing password is {pw}",
    "Pagar.me dashboard password {pw}",
    "Lydia Pro password, Bordeaux account: {pw}",
    "Rapipago cobranzas portal, contraseña: {pw}",
    "la contraseña del portal de la AFIP (clave fiscal nivel 3) es {pw}",
    "the Liv-ex trading password was set to {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["nahuel", "flor.p", "agustina", "mateo.g", "rocio", "facu", "mili", "joaquin.r",
          "belen", "lautaro", "gianfranco", "elda.m", "ottavio", "bepi", "giuliana", "tiziano",
          "amandine", "thibault.l", "solene", "gaspard", "thiago", "larissa.s", "rafaela",
          "caio", "weiming", "xiaoling", "junjie", "svc-riego", "bodega-ops"]  # fmt: skip
_LOGINS = [
    "TankNET login: {u} / {pw}",
    "ticket PAV-3388: {u} locked out of Vinwizard, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Bodega › Prensas › Bucher XPro: {u} — {pw}",
    "| sistema | usuario | clave |\n|---|---|---|\n| balanza | {u} | {pw} |",
    "sign into the Pellenc sorter as {u} with {pw}",
    "fieldnet creds {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: prensa-2.piedraalta.lan\n  user: {u}\n  password: {pw}",
    "usuario {u}, contraseña {pw}",
    "el usuario es {u} y la clave {pw}, che",
    "usuario: {u} / clave: {pw}",
    "utente {u}, password {pw}",
    "l'utent al è {u} e la password e je {pw}",
    "utente {u} e la password la xe {pw}",
    "identifiant {u}, mot de passe {pw}",
    "login {u} et mdp {pw}",
    "usuário {u}, senha {pw}",
    "o login é {u} e a senha é {pw}",
    "用户名 {u}，密码 {pw}",
    "yonghuming {u} mima {pw}",
    "Florencia says the Tastry account is {u} and the password is {pw}",
    "sistema,usuario,clave\nweighbridge,{u},{pw}",
    "ssh {u}@cuba-07.piedraalta.lan (pass {pw})",
    "creds for the labeller are {u} and {pw}",
    "account {u}, password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["malbec", "bonarda", "acequia", "zonda", "orujo", "barrica", "pedernal",
               "torrontes", "aconcagua", "tupungato", "jarilla", "chanar", "sauce",
               "alamo"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, and then {d}",
    "it's {w}, and right after it the number {d}",
    "voice note: the cellar wifi password is {w} and then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the digits together",
    "la contraseña es la palabra {w} y después {d}",
    "la clave es {w} en minúscula y al final {d}",
    "la password e je la peraule {w} e dopo {d}",
    "la password la xe ea parola {w} e dopo {d}",
    "le mot de passe, c'est le mot {w} puis {d}",
    "a senha é a palavra {w} e depois {d}",
    "密码是 {w} 这个词，后面加 {d}",
    "mima shi {w} zhege ci, houmian jia {d}",
    "the name of the old dog, {w}, followed by {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "gcloud sql users set-password {u} --instance=cuyo-pg --password='{pw}'",
    "trino --server https://trino.piedraalta.lan --user {u} --password <<< '{pw}'",
    "aws rds modify-db-instance --db-instance-identifier vendimia --master-user-password '{pw}'",
    "artemis producer --url tcp://mq.piedraalta.lan:61616 --user {u} --password {pw}",
    "./gradlew publish -Psigning.password={pw}",
    "mvn deploy -Dgpg.passphrase={pw}",
    "qpid-config -b {u}/{pw}@mq.piedraalta.lan:5672 add queue cosecha",
    "amqp-publish -u amqp://{u}:{pw}@mq.piedraalta.lan/ -r lotes -b ok",
    "flux create secret git bodega-repo --username={u} --password={pw}",
    "jf c add pav --url=https://jf.piedraalta.lan --user={u} --password={pw}",
    "gst-launch-1.0 rtspsrc location=rtsp://cam-lagar/ user-id={u} user-pw={pw} ! fakesink",
    "ab -A {u}:{pw} -n 200 https://tienda.piedraalta.example/",
    "BOUNDARY_PW='{pw}' boundary authenticate password -login-name {u} -password env://BOUNDARY_PW",
    "hey -a {u}:{pw} -n 500 https://api.piedraalta.example/lotes",
    "mydumper --host db.piedraalta.lan --user {u} --password {pw} --outputdir /bk",
    "myloader -h db.piedraalta.lan -u {u} -p {pw} -d /bk",
    "gh-ost --user={u} --password={pw} --alter='ADD COLUMN brix DECIMAL(4,1)' --execute",
    "pt-online-schema-change --user {u} --password {pw} --alter 'ADD INDEX (lote)'"
    " D=bodega,t=tanques",
    "pt-table-checksum --user={u} --password={pw} h=db.piedraalta.lan",
    "orapki wallet create -wallet /u01/wallet -pwd {pw} -auto_login",
    "mycli -h db.piedraalta.lan -u {u} -p {pw} bodega",
    "pgcli postgresql://{u}:{pw}@pg.piedraalta.lan/cosecha",
    "iredis -h cache.piedraalta.lan -a {pw}",
    "litecli --help; sqlcipher lotes.db \"PRAGMA key = '{pw}';\"",
    "bcp bodega.dbo.tanques out t.dat -S sql.piedraalta.lan -U {u} -P {pw} -c",
    "osql -S sql.piedraalta.lan -U {u} -P {pw} -Q \"select 1\"",
    "usql mysql://{u}:{pw}@db.piedraalta.lan/bodega",
    "netsh wlan add profile ... keyMaterial={pw}",
    "wpa_cli -i wlan0 set_network 0 psk '\"{pw}\"'",
    "linphonec -c ~/.linphonerc # register sip:{u}@sip.piedraalta.lan {pw}",
    "sipp -sn uac -au {u} -ap {pw} sip.piedraalta.lan",
    "nikto -h https://tienda.piedraalta.example -id {u}:{pw}",
]  # fmt: skip
_SHELLS = [
    "{c}",
    "nahuel@cuba-07:~$ {c}",
    "[root@bodega-db ~]# {c}",
    "PS C:\\Bodega> {c}",
    "thibault@pessac-mbp % {c}",
    "thiago@curitiba:~/deploy$ {c}",
    "weiming@sh-import:~$ {c}",
    "$ {c}\n(el Lautaro lo corrió así)",
    "history | tail -1\n  512  {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.piedraalta.lan:5432/cosecha",
    "mysql://{u}:{pw}@db.piedraalta.lan/bodega",
    "mongodb+srv://{u}:{pw}@lotes.piedraalta.example/stock",
    "redis://:{pw}@cache.piedraalta.lan:6379/2",
    "amqp://{u}:{pw}@mq.piedraalta.lan:5672/vendimia",
    "Server=sql.piedraalta.lan;Database=Bodega;User Id={u};Password={pw};",
    "jdbc:sqlserver://sql.piedraalta.lan;databaseName=Lotes;user={u};password={pw}",
    "sftp://{u}:{pw}@sftp.pessac-partner.example/etiquetas",
    "ftp://{u}:{pw}@ftp.importadora-sh.example/fichas",
    "clickhouse://{u}:{pw}@ch.piedraalta.lan:9000/telemetria",
    "mssql+pyodbc://{u}:{pw}@sql.piedraalta.lan/Bodega?driver=ODBC+Driver+18",
    "rtsp://{u}:{pw}@cam-lagar.piedraalta.lan:554/stream1",
    "nats://{u}:{pw}@nats.piedraalta.lan:4222",
    "smtps://{u}:{pw}@smtp.piedraalta.example:465",
]  # fmt: skip
_URL_PLACES = [
    "{c}",
    "DATABASE_URL={c}",
    "la cadena de conexión es {c}",
    "a string de conexão: {c}",
    "la stringa di connessione la xe {c}",
    "连接串：{c}",
    "settings.py: DATABASES_URL = \"{c}\"",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "piedra-alta", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400,
                  "scope": "orders:read lots:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Invented vendors (UcoPay, Acequia Cloud, TerroirLink, Pedemonte IoT, Tolosa SMS) and real ones
# whose key shapes are guessed.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("UcoPay", "UCOPAY_SECRET_KEY", _j("ucp_sk_live_", (ALNUM, 32))),
    ("Acequia Cloud", "ACEQUIA_API_TOKEN", _j("acq.", (URLSAFE, 22), ".", (URLSAFE, 40))),
    ("TerroirLink", "TERROIRLINK_KEY", _j("tlk_live_", (LOWER_DIGITS, 40))),
    ("Pedemonte IoT", "PEDEMONTE_DEVICE_SECRET", _j("pdm_", (HEX, 48))),
    ("Tolosa SMS", "TOLOSA_SMS_TOKEN", _j("tsms_", (ALNUM, 36))),
    ("Mobbex", "MOBBEX_ACCESS_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Decidir", "DECIDIR_PRIVATE_KEY", _j((HEX, 32))),
    ("Payway", "PAYWAY_API_SECRET", _j((ALNUM, 40))),
    ("Rapipago", "RAPIPAGO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Tastry", "TASTRY_API_KEY", _j((HEX, 40))),
    ("FieldNET", "FIELDNET_API_TOKEN", _vendor_jwt("https://api.fieldnet.example")),
    ("Liv-ex", "LIVEX_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Wine-Searcher", "WINESEARCHER_API_KEY", _j((ALNUM, 32))),
    ("Semios", "SEMIOS_API_KEY", _j((HEX, 64))),
    ("Hortau", "HORTAU_TOKEN", _j((B64, 44))),
    ("Fruition Sciences", "FRUITION_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Vinsight", "VINSIGHT_API_KEY", _j((ALNUM, 48))),
    ("Vinoshipper", "VINOSHIPPER_SECRET", _j((HEX, 32))),
    ("Commerce7", "C7_APP_SECRET", _j((ALNUM, 64))),
    ("ShipCompliant", "SHIPCOMPLIANT_PASSWORD_TOKEN", _j((B64, 40), "==")),
    ("Youzan", "YOUZAN_CLIENT_SECRET", _j((HEX, 32))),
    ("Weimob", "WEIMOB_APP_SECRET", _j((UPPER_HEX, 32))),
    ("Stancer", "STANCER_SECRET_KEY", _j("stest_", (ALNUM, 24))),
    ("Arable", "ARABLE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Vivino", "VIVINO_PARTNER_TOKEN", _j((URLSAFE, 40))),
    ("InnoVint", "INNOVINT_API_TOKEN", _j((ALNUM, 40))),
    ("vintrace", "VINTRACE_API_KEY", _j((HEX, 40))),
    ("Getnet", "GETNET_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Vindi", "VINDI_PRIVATE_KEY", _j((URLSAFE, 43))),
    ("Scalapay", "SCALAPAY_API_KEY", _j("qhtfs", (ALNUM, 35))),
    ("PayPlug", "PAYPLUG_SECRET_KEY", _j("sk_live_", (ALNUM, 30))),
    ("Pagar.me", "PAGARME_SECRET_KEY", _j("sk_", (HEX, 32))),
    ("Ebanx", "EBANX_INTEGRATION_KEY", _j((UPPER_HEX, 30))),
    ("Lydia", "LYDIA_VENDOR_TOKEN", _j((HEX, 32))),
    ("meteoblue", "METEOBLUE_API_KEY", _j((ALNUM, 12))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "la API key de {vendor} es {tok}",
    "la clave de API de {vendor}: {tok}",
    "chiave API di {vendor}: {tok}",
    "clé d'API {vendor} : {tok}",
    "a chave da API do {vendor} é {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} API miyao: {tok}",
    "Settings › Integrations › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "  {env}: \"{tok}\"",
    "\"{env}\": \"{tok}\",",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "guardame esto: {t}", "it only shows it once, so:\n{t}",
                "tienilo tu: {t}", "留着：{t}", "{t}\n^ o novo, o velho já era"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token",
    _BARE_PLACES,
    lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)},
    "t",
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES key for the lot-label QR signer: {h}": 64,
    "la llave de cifrado del backup: {h}": 64,
    "LORA_APP_KEY={h}": 32,
    "la chiave di cifratura la xe {h}": 64,
    "clé de chiffrement de la sauvegarde : {h}": 64,
    "加密密钥：{h}": 32,
    "WEBHOOK_SIGNING_SECRET={h}": 40,
    "{h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "el token de sesión del portal: {t}",
    "cookie: pav_session={t}",
    "il token di accesso xe {t}",
    "jeton d'accès : {t}",
    "访问令牌：{t}",
    "o token JWT do painel: {t}",
    "{t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@piedraalta.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.piedraalta.example/realms/bodega", "azp": "cosecha-app"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "id_ed25519 del servidor de riego:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "tls/tienda.key\n{key}": ("PRIVATE KEY", "\n"),
    "clé privée du serveur de Pessac :\n{key}": ("RSA PRIVATE KEY", "\n"),
    "chave privada do webhook:\n{key}": ("EC PRIVATE KEY", "\n"),
    'SIGNING_KEY="{key}"': ("PRIVATE KEY", "\\n"),
    "私钥：\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAAB"
                                      "AAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 40) + "=="]
    block = [f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"]
    return {"key": joiner.join(block), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "recovery phrase of the harvest-fund wallet:\n{p}": "english",
    "las 12 palabras de la billetera: {p}": "spanish",
    "frase semilla del Ledger de Nahuel → {p}": "spanish",
    "le parole della chiave del portafoglio: {p}": "italian",
    "les mots de récupération du portefeuille : {p}": "french",
    "as palavras de recuperação da carteira: {p}": "portuguese",
    "钱包助记词：{p}": "chinese_simplified",
    "voice note: the seed words are {p}": "english",
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
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid number of one of ``prefixes`` (brands the value helpers do not know)."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "cabal":
        return _card_of(rng, ["604201", "604209", "604400"], [16])
    if brand == "naranja":
        return _card_of(rng, ["589562"], [16])
    if brand == "elo":
        return _card_of(rng, ["636368", "504175", "650031"], [16])
    if brand == "argencard":
        return _card_of(rng, ["501105"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Visa de la empresa: {c} vence {mm}/{yy}",
    "card for the Liv-ex deposit: {c}, exp {mm}/{yy}",
    "la tarjeta Naranja de mi vieja es {c}",
    "numero della carta: {c} scadenza {mm}/{yy}",
    "numéro de carte : {c} exp. {mm}/{yy}",
    "cartão Elo da importadora: {c} validade {mm}/{yy}",
    "银联卡号：{c}，有效期 {mm}/{yy}",
    "yinlian ka hao {c}",
    "{c} {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "cabal", "mastercard", "naranja", "amex", "elo", "unionpay", "argencard"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "unionpay" if "银联" in template or "yinlian" in template else _BRANDS[index % 8]
    brand = "elo" if "Elo" in template else "naranja" if "Naranja" in template else brand
    number = _card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} vto 08/36, código de seguridad {cvv}",
               "los tres números de atrás de la tarjeta: {cvv}",
               "Amex {c}, the four digits above the number: {cvv}",
               "i tre numeri dietro la carta: {cvv}",
               "les trois chiffres au dos : {cvv}",
               "卡背面三位数：{cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# The relatives' and partners' countries (Italy, San Marino, the Holy See, France, Brazil) and
# countries least used by a rough grep count (Belgium, Spain, Austria); BBAN shapes after
# stdnum's iban.dat (a, n, c as in `secret_classes_values.iban_shaped`).
_IBAN_SHAPES = {"IT": "a" + "n" * 10 + "c" * 12, "SM": "a" + "n" * 10 + "c" * 12,
                "VA": "n" * 18, "FR": "n" * 10 + "c" * 11 + "nn",
                "BR": "n" * 23 + "a" + "c", "BE": "n" * 12, "ES": "n" * 20,
                "AT": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN de mi prima en Udine: {i}",
    "l'IBAN dal cont di Elda: {i}",
    "IBAN del conto, el xe questo: {i}",
    "IBAN pour le virement du fût : {i}",
    "IBAN da conta da importadora: {i}",
    "transfer the barrel deposit to {i}",
    "国际银行账号 IBAN：{i}",
    "IBAN: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cuit(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice(["20", "23", "27", "30"]) + _r(h, D, 8)
        return body + ar_cuit.calc_check_digit(body)

    return str(ar_cuit.format(v.until(g, make, ar_cuit.is_valid)))


def _cbu(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        bank = h.choice(["0110", "0720", "0170", "2850", "0150"]) + _r(h, D, 3)
        first = bank + ar_cbu.calc_check_digit(bank)
        account = _r(h, D, 13)
        return first + account + ar_cbu.calc_check_digit(account)

    return v.until(g, make, ar_cbu.is_valid)


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(1960, 2004)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = h.choice(["110101", "310101"]) + born + _r(h, D, 3)
        return body + h.choice("0123456789X")

    return v.until(g, make, cn_ric.is_valid)


def _siren(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 9), fr_siren.is_valid)


def _tva(g: random.Random) -> str:
    return v.until(g, lambda h: "FR" + _r(h, D, 11), fr_tva.is_valid)


def _iva(g: random.Random) -> str:
    return v.until(g, lambda h: "0" + _r(h, D, 10), it_iva.is_valid)


def _codice(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + h.choice([0, 40])
        body = (f"{_r(h, UPPER, 6)}{h.randrange(50, 100)}{h.choice('ABCDEHLMPRST')}{day:02d}"
                f"{h.choice(['L483', 'L736', 'G888', 'E473'])}")  # fmt: skip
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _cpf(g: random.Random) -> str:
    return v.until(g, v.cpf_number, br_cpf.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "mi CUIL es {s}": _cuit,
    "CUIT de la bodega para la factura: {s}": _cuit,
    "pasame a este CBU: {s}": _cbu,
    "CBU de la cuenta sueldo de Mili → {s}": _cbu,
    "the CBU for the grape payment is {s}": _cbu,
    "身份证号：{s}": _ric,
    "shenfenzheng hao {s}": _ric,
    "Weiming's resident ID number: {s}": _ric,
    "SIREN du négociant : {s}": _siren,
    "numéro de TVA intracommunautaire : {s}": _tva,
    "partita IVA de l'aziende di Bepi: {s}": _iva,
    "el codice fiscale de la nona el xe {s}": _codice,
    "codice fiscale: {s}": _codice,
    "il codiç fiscâl di Elda al è {s}": _codice,
    "meu CPF é {s}": _cpf,
    "CPF do Caio: {s}": _cpf,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["códigos de respaldo de la cuenta de Google de la bodega:\n{codes}",
            "códigos de recuperación del Mobbex: {codes}",
            "codici di backup dell'account: {codes}",
            "codes de secours du compte Liv-ex :\n{codes}",
            "códigos de backup do Getnet: {codes}",
            "备用验证码：\n{codes}",
            "UcoPay 2FA backup codes {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/UcoPay:flor@piedraalta.example?secret={s}&issuer=UcoPay",
              "clave de configuración del 2FA de Commerce7: {s}",
              "la chiave segreta del 2FA: {s}",
              "clé secrète TOTP du compte Lydia : {s}",
              "两步验证密钥：{s}"]  # fmt: skip
_CODES = ["{c} es tu código de verificación de Mobbex",
          "tu código de seguridad Banco de Cuyo es {c}. No lo compartas",
          "il codice di verifica xe {c}",
          "Votre code de vérification Stancer : {c}",
          "Seu código de verificação Getnet: {c}",
          "【有赞】验证码 {c}，5分钟内有效",
          "yanzhengma shi {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["PiedraAlta-Bodega", "PAV-Cuba-5G", "Fibertel-Tupungato", "Telecentro-Chacras",
          "Claro-SanRafael", "Personal-Tunuyan", "Casa_Udine", "Vodafone-Pordenone",
          "Livebox-Pessac", "VIVO-Curitiba", "ChinaNet-Pudong", "Finca Los Alamos 2G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} / {pw}",
    "la contra del wifi {s} es {pw}",
    "red {s}, clave {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "Network: {s}\nKey: {pw}",
    "il wifi {s} el ga password {pw}",
    "la password dal wifi {s} e je {pw}",
    "wifi de la maison ({s}) : {pw}",
    "senha do wifi {s}: {pw}",
    "无线网 {s} 密码：{pw}",
    "wifi mima {s}: {pw}",
    "SSID {s} WPA2 key {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ucp_sk_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("tlk_live_", (LOWER_DIGITS, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["letter by letter so you can type it: {t}", "te la dicto letra por letra: {t}",
          "(separado así el WhatsApp no lo previsualiza) {t}", "一个字一个字：{t}",
          "te lo scrivo staccato: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["el código de la alarma de la bodega es {pw}", "PIN de la tarjeta: {pw}",
          "candado de la tranquera de la finca: {pw}", "il codice del portone xe {pw}",
          "el PIN del bancomat de la nona: {pw}", "code de la porte du chai : {pw}",
          "a senha do cartão (PIN) é {pw}", "门禁密码：{pw}",
          "the barrel-room keypad takes {pw} then #"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["malbec", "acequia", "zonda", "barrica", "orujo", "espaldera", "granizo",
                 "pedernal", "jarilla", "alamo", "tonel", "mosto", "lagar", "poda"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the bodega vault: {p}": " ",
            "frase de contraseña del KeePass: {p}": "-",
            "la passphrase del disco cifrado: {p}": ".",
            "phrase secrète du coffre : {p}": " ",
            "frase-senha do cofre: {p}": "_",
            "口令短语：{p}": " ",
            "passphrase for the backup key: {p}": "-"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://api.piedraalta.example/lotes": True,
    "header de la request → Authorization: Basic {v}": True,
    "Authorization: Bearer {v}": False,
    "o header é Authorization: Bearer {v}": False,
    "请求头 Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env de la tienda:\nDB_USER=tienda\nDB_PASSWORD={pw}",
    "application.yml:\nspring:\n  datasource:\n    username: bodega\n    password: {pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "config.ini\n[riego]\nuser = svc-riego\npassword = {pw}",
    "settings.toml:\n[smtp]\nuser = \"avisos\"\npass = \"{pw}\"",
    "values.yaml:\ngrafana:\n  adminPassword: {pw}",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"avisos\", \"Password\": \"{pw}\"}}}}",
    "~/.my.cnf\n[client]\nuser=bodega\npassword={pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_password = odoo",
    "mosquitto bridge.conf:\nremote_username pedemonte\nremote_password {pw}",
    "rclone.conf\n[pessac]\ntype = sftp\nuser = thibault\npass = {pw}",
    "netrc:\nmachine ftp.importadora-sh.example login weiming password {pw}",
    ".pgpass:\npg.piedraalta.lan:5432:cosecha:bodega:{pw}",
    "k8s secret (stringData):\n  MYSQL_ROOT_PASSWORD: \"{pw}\"",
    "php.ini? no, config.php del Moodle: $CFG->dbpass = '{pw}';",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Florencia: contra del wifi de la sala de barricas?\nNahuel: {pw}",
    "[07:02] mateo: clave root del servidor?\n[07:03] lautaro: {pw}",
    "Rocío: {pw} es la clave nueva del Vinwizard",
    "Facu: usá {pw}, es lo que tiene ahora la balanza",
    "Bepi: la password nova la xe {pw}",
    "Tiziano: password gnove {pw}",
    "Solène : nouveau mdp {pw}",
    "Rafaela: senha nova {pw}",
    "张俊杰：新密码 {pw}",
    "Junjie: xin mima {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 80), (_logins, 26), (_spelled, 14), (_cli, 30), (_urls, 14), (_vendors, 44),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 18), (_backups, 7), (_totp, 5), (_codes, 7), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 6), (_configs, 17), (_chats, 10),
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
    "la contraseña de la balanza es": "{s}", "TankNET pw:": "{s} (desde la vendimia)",
    "我的密码是": "{s}", "la password la xe": "{s}\ncambiela dopo", "mot de passe :": "{s}",
    "a senha é": "{s}", "Vinwizard password": "{s}", "la contra del wifi:": "{s}, creo",
    "la password e je": "{s}", "the password Nahuel read out on the radio was": "{s}",
}  # fmt: skip


def _spaced_card(g: random.Random, brand: str) -> str:
    return v.grouped(_card(g, brand), " ", g)


def _one_code(g: random.Random) -> str:
    return _backup_list(g, 1, 4)[0]


def _five_words(g: random.Random) -> str:
    return " ".join(g.sample(_PHRASE_WORDS, 5))


# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "UcoPay secret key", "{s}", _j("ucp_sk_live_", (ALNUM, 32))),
    ("split_token", "Semios API key:", "{s} (trampas)", _j((HEX, 64))),
    ("split_token", "Liv-ex client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "frase de recuperación", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 10/36", lambda g: _spaced_card(g, "cabal")),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SM"))),
    ("split_backup", "códigos de respaldo", "{s}\nqpzt41-x8k2m0\nwrvn07-3hd9as", _one_code),
    ("split_otp", "clave TOTP", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CUIL", "{s}", _cuit),
    ("split_phrase", "passphrase del KeePass", "{s}", _five_words),
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


def _naranja(g: random.Random) -> str:
    return _spaced_card(g, "naranja")


_PW: tuple[str, Maker] = ("meta_password", _plain_pw)
_OTP: tuple[str, Maker] = ("meta_otp", _one_code)
# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"tanknet": {"url": "https://tanknet.piedraalta.lan", "admin_password": "{s}"}}': _PW,
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "facu", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"prensas": [{"name": "xpro-1"}, {"name": "xpro-2", "web_password": "{s}"}]}': _PW,
    '{"argv": ["mydumper", "--user", "bk", "--password", "{s}", "--outputdir", "/bk"]}': _PW,
    '{"nota": "la password del computer la xe {s}"}': ("meta_password", _plain_pw),
    '{"密码": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "a senha do painel da Vinoshipper é {s}"}': ("meta_password", _plain_pw),
    '{"ucopay": {"secret_key": "{s}"}}': ("meta_token", _j("ucp_sk_live_", (ALNUM, 32))),
    '{"semiosApiKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"decidir_private_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}", "vto": "09/36"}}': ("meta_card", _naranja),
    '{"nona": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "VA")),
    '{"proveedor": {"cuit": "{s}"}}': ("meta_id", _cuit),
    '{"mfa": {"codigos_respaldo": ["{s}", "qpzt41-x8k2m0", "wrvn07-3hd9as"]}}': _OTP,
    '{"fondo_cosecha": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"tranquera": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "PAV-Cuba-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"tanknet-gateway-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/piedraalta/lotes-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"lotes: add brix column for bonarda", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"riego: revert valve schedule", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cata_2032-03-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"trazabilidad-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the TankNET password before the vendimia starts on 2032-02-20.",
    "Florencia asked for the barrel-room wifi password; it's on the card in the office drawer.",
    "Policy: bodega passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; send a vault link instead.",
    "The `.env.example` line `UCOPAY_SECRET_KEY=changeme` is a placeholder.",
    "The Vinwizard panel asks for a new password after every firmware update.",
    "Replace <YOUR_SEMIOS_KEY> in the README with the key from your Semios account.",
    "MOBBEX_ACCESS_TOKEN and DECIDIR_PRIVATE_KEY must be set before the nightly sync runs.",
    "che, no le pases la contraseña a nadie, ni al Facu",
    "la contraseña tiene que tener por lo menos catorce caracteres, chango",
    "¿te acordás dónde anotamos la clave del wifi? yo no la tengo",
    "Bepi, no sta dir la password a nissun, capìo?",
    "No stâ dî a nissun la tô password.",
    "La password deve avere almeno quattordici caratteri.",
    "Ne partage jamais ton mot de passe, même avec le chai.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Nunca passe sua senha pra ninguém, nem pro suporte.",
    "A senha precisa ter pelo menos catorze caracteres.",
    "不要把密码告诉任何人。",
    "bie ba mima gaosu bieren",
    "Upgraded the TankNET gateway from 5.1 to 5.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the brix column for bonarda lots.",
    f"Rolled back to {_SHORT} after the valve schedule broke the drip lines in Gualtallary.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The TankNET gateway 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of trazabilidad-2031.parquet: {_SHA512}",
    f"The lots API container runs ghcr.io/piedraalta/lotes-api@sha256:{_IMAGE}.",
    f"MD5 of cata_2032-03-14.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 4c1e8a27-93b0-4d6f-a2e5-7f18c0b3d9e4 is the slow one in the Vinoshipper logs.",
    "Orden de compra OC-2032-00731: 1.200 cajas de Malbec Reserva, salen el jueves.",
    "Ticket PAV-3310: the frost fans in Gualtallary started late on the night of 14 April.",
    "Llamá a la oficina de Tupungato al +54 261 555 0187 antes del mediodía.",
    "Container MSCU 7719402 with the Shanghai order left Buenos Aires on Tuesday.",
    "Guía de despacho PAV-SHA-2032-0044: 22 pallets, 1.320 cajas.",
    "Tanque 14: 18.500 litros de Bonarda, 24,3 °Brix, densidad 1.102.",
    "After five wrong passwords the Vinwizard locks the account for 15 minutes.",
    "The Altamira block is 1.100 m above sea level; hail nets cover 38 hectares.",
    "El secreto del Malbec de altura es la amplitud térmica, decía el abuelo.",
    "Pedile al Nahuel el código de la alarma, yo no lo tengo.",
    "Mi tarjeta terminada en 4471 rebotó en la ferretería de Tunuyán.",
    "The Bordeaux négociant wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the UcoPay account and keep them in the safe.",
    "Ninguna billetera te va a pedir nunca las palabras de recuperación.",
    "Keep `TASTRY_API_KEY` in the secrets store, never in the repository.",
    "Semios moved the API key page under Settings › Developers in its March release.",
    "The guest wifi 'PiedraAlta-Visitas' is open, no password needed.",
    "Lote LOT-2032-GUA-0117, Malbec, 6.400 kg, cosecha manual; puntaje de cata 92.",
    "Precio FOB: USD 48,50 la caja de seis, mínimo 300 cajas.",
    "Il treno per Udine parte alle 07:42 dal binario 3.",
    "La vendange à Pessac commence le 12 septembre, rendez-vous à 6 h 30 au chai.",
    "O pedido 58213 da importadora de Curitiba chega dia 3 de maio.",
    "上海进口商的订单号是 SH-2032-0419，共 800 箱。",
    "dingdan hao SH-2032-0420, yigong 640 xiang",
    "Mendoza–Shanghai freight quote: USD 3.850 per 40' reefer, valid until 30 June.",
    "The password field on the order form is optional for guest checkout.",
    "pinned pandas to 2.2.3 in the lab notebook environment",
    "Version 4.18.2 of the labeller firmware fixes the barcode offset.",
    "Nuestro CUIT figura en todas las facturas; pedíselo a administración si lo necesitás.",
    "El token de la API se genera en el panel y vence a los 90 días.",
    "Número de lote del corcho: K-22-0931-B, proveedor de Portugal.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-02-01T09:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/bodega/tanknet", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "PAV-3310", "orden_compra": "OC-2032-00731"}',
    '{"lote": {"id": "LOT-2032-GUA-0117", "kg": 6400, "brix": 24.3}}',
    '{"telefono": "+54 261 555 0187", "ciudad": "Tupungato"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cajas_en_stock": 4210}',
    '{"tanque": 14, "litros": 18500, "varietal": "Bonarda"}',
    '{"container": "MSCU 7719402", "destino": "Shanghai", "eta": "2032-06-11"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
