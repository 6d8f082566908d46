# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-seventy-first corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-sixty-ninth's
docstring, the fifth to three-hundred-and-sixty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (370, 372, 373), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (371_058_863), password words (a crop,
a boat's part and a number with a sign, `SoursopHalyard47!`; dot-joined Vincentian and Madeiran
dishes with a year, `souse.espetada.2011`; leet `Arr0wr00t`; a boat's part and its length in feet;
a name, a year and a place; a generator's dashed groups of four; random runs).

The fictional company is Tamarind Keel Marine Ltd., a chandlery, ferry-booking and boatyard firm
with its office in Kingstown, an arrowroot mill it services in Georgetown, a chandlery shop in Port
Elizabeth on Bequia and a dive shop and fuel dock at Clifton on Union Island; its Vincentian staff
(Desmond, Shernel, Kevon, Latoya, Rondell, Orande, Kezron, Ashanti), Yanique who greets in
Garifuna, Madeiran-descended relatives in Funchal and Câmara de Lobos (tia Conceição, primo Duarte,
avó Guilhermina), a Martinique yacht partner at Le Marin (Grégoire, Maëlys) and Taiwanese
watermaker engineers from Kaohsiung (Lin Zhihao, Chen Yijun, Huang Guanyu). Every company, person,
address, domain (`tamarindkeel.lan`, `tamarindkeel.example`), account and number is invented;
only the region is real. Texts: chats, tickets, notes, runbooks, shell prompts, config and env
files, voice-note transcripts and requests to the assistant; separators: a colon, `=`, `→`, `/`,
`—`, `is`, `dah`, `é`, `est`, `c'est`, `是`, `shi`, a new line, a question then an answer, none.

Grep counts (heldouts 5 to 369 naming each, grep -l): none for Tamarind Keel, Bequia, Union
Island, Vincy, Martinique, Le Marin, Câmara de Lobos, Mustique, Mayreau, Chateaubelair, arrowroot,
Madeiran; one or two for Kingstown, Yurumein, Funchal, Calliaqua, Kaohsiung, Tainan, WiPay,
PowerTranz, First Atlantic, `buiti binafi`; three for Georgetown, Vincentian, Garifuna,
`seremein`, aria2c's `--rpc-secret`, mc.tva. Tools were taken from the least-counted: irssi,
weechat, kubectl `set-credentials`, ncat `--proxy-auth`, znc, hvac (4 each), pg_dumpall,
mongorestore, sqlmap, davix, tw.ubn, pt.nif, fr.tva, `nuget add source` (6), unzip -P, ncrack,
regctl, fr.siret (7), oras, ccrypt, medusa, gsec, deluge-console, pt.cc (8), jarsigner,
transmission-remote, buildah, smbget, rar -hp, ilorest, az login (9), apksigner, s3cmd, helm,
db2, bcp, crane (10), fr.nir (12), wget `--ftp-password` (13). The IBAN countries (Saint Lucia,
Burundi, São Tomé and Príncipe, Timor-Leste, the Holy See, the Falklands) were each found in 35
to 36 earlier corpora by a rough count of their quoted codes, the low end of that count.

About half of the secret samples are not in English: Vincentian Creole as texted (`meh password
fuh …`, `dah`, `doh tell nobody`, `tek dis down`, `wha ah set`), Garifuna greetings and words in
English sentences (`buiti binafi`, `buiti achuluruni`, `seremein`, `Yurumein`), the European
Portuguese of the Madeiran relatives (`palavra-passe`, `senha`, `NIF`, `Cartão de Cidadão`,
`Multibanco`, `códigos de recuperação`), the French of the Martinique partner (`mot de passe`,
`clé d'API`, `cryptogramme visuel`, `numéro de sécu`), and the Mandarin of the Taiwanese
engineers in Traditional characters (`密碼是`, `帳號`, `統一編號`, `助記詞`) and in pinyin without
tones (`mima shi`, `zhanghao`, `tongyi bianhao`). Portuguese, French and Chinese are ordinary
usage; the author's guesses, checked by no speaker, are the Vincentian Creole spellings, the
Garifuna words and their use (`buiti achuluruni` as a welcome, `seremein` as thanks), and the
pinyin sentences.

Vendors: invented ones (TamarindPay `tkp_live_`, Vincy Ferry Booking `vfb_`, Grenadines SMS
`gsms-`, Bequia Cloud `bqc.`, Formosa Marine Link `fml_sk_`, Madeira Remessas, Antilles Yachting
Pay `ayp_prv_`, Marine Weather Hub; shapes guessed), regional ones with guessed shapes (WiPay,
PowerTranz, First Atlantic Commerce) and published shapes (GitHub, GitLab, Slack, Stripe, OpenAI,
Anthropic, OpenRouter, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Mailchimp,
Square, Shopify, DigitalOcean, Linear, Grafana, Postman, Doppler, Sentry, Tailscale, Groq,
Replicate, Perplexity, xAI, Notion, Netlify, Figma, Supabase, Docker Hub, HubSpot, Brevo,
Flutterwave, Atlassian, New Relic, Fly); the JWTs are well-formed.

Ids: Portugal's NIF and Cartão de Cidadão (`pt.nif`, `pt.cc`), Taiwan's Unified Business Number
(`tw.ubn`), France's SIRET and NIR (`fr.siret`, `fr.nir`, born in Martinique) and Monaco's VAT
number (`mc.tva`), each drawn until or asserted as its python-stdnum module validates it. Card
numbers pass Luhn; IBANs pass `stdnum.iban`; seed phrases come from `mnemonic`'s English,
Portuguese, French, Spanish and Traditional Chinese lists.
Measured once; a miss here is reported, not tuned on.
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
from stdnum.fr import nir as fr_nir
from stdnum.fr import siret as fr_siret
from stdnum.mc import tva as mc_tva
from stdnum.pt import cc as pt_cc
from stdnum.pt import nif as pt_nif
from stdnum.tw import ubn as tw_ubn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 371_058_863
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


_CROPS = ["Arrowroot", "Breadfruit", "Dasheen", "Eddoe", "Soursop", "Plantain", "Nutmeg",
          "Tannia", "Sorrel", "Guava", "Golden", "Cassava", "Mauby", "Tamarind"]  # fmt: skip
_BOAT = ["Windlass", "Bowsprit", "Gunwale", "Mooring", "Halyard", "Jibsheet", "Keelson",
         "Transom", "Cleat", "Fender", "Sextant", "Spinnaker", "Bilge", "Rigging"]  # fmt: skip
_PLACES = ["Kingstown", "Georgetown", "Bequia", "Clifton", "Ashton", "Calliaqua", "Layou",
           "Barrouallie", "Chateaubelair", "Mesopotamia", "Biabou", "Mayreau", "Canouan",
           "Paget", "Lowerbay", "Friendship", "Funchal", "Camacha", "LeMarin", "Kaohsiung",
           "Tainan"]  # fmt: skip
_NAMES = ["Desmond", "Shernel", "Kevon", "Latoya", "Rondell", "Marcus", "Jozette", "Orande",
          "Kezron", "Ashanti", "Dwayne", "Yanique", "Conceicao", "Duarte", "Guilhermina",
          "Gregoire", "Maelys", "Zhihao", "Yijun", "Guanyu"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Arr0wr00t", "Br3adfru1t", "D4sh33n", "S0urs0p", "W1ndl4ss", "B3qu14", "M4yr34u",
         "K1ngst0wn", "S0rr3l"]  # fmt: skip
_FOODS = ["roti", "souse", "bakes", "saltfish", "callaloo", "pelau", "doukana", "coconut",
          "fishcake", "buljol", "acra", "bolo", "pastel", "espetada"]  # fmt: skip


def _boat(g: random.Random) -> str:
    """A boat's part and a length in feet, the way the chandlery crew builds a password."""
    return f"{g.choice(_BOAT)}{g.choice([24, 32, 38, 42, 46, 52, 65])}ft{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of four, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CROPS)}{g.choice(_BOAT)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_FOODS, 2)) + "." + str(g.randrange(1990, 2031)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}"
    + g.choice(_PLACES),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1979, 2031)) + g.choice(_SYMBOLS),
    _boat,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_CROPS).lower()}_{g.randrange(10, 100)}",
    lambda g: f"Slip{g.randrange(10, 100)}{g.choice(_BOAT)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_CROPS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Sails{g.choice(_PLACES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Ticket TK-4410 (Kingstown office): the Raymarine Axiom chartplotter admin password is {pw}",
    "Desmond in #chandlery: Victron Cerbo GX remote console password {pw}",
    "runbook, Georgetown arrowroot mill: log into the Siemens LOGO! panel with password {pw}",
    "note to self: the ferry booking back office password is now {pw}",
    "voice note from Kevon, transcribed: the fuel dock pump controller password is {pw}",
    "hey assistant, remember the Union Island dive shop tablet password: {pw}",
    "Latoya: the Mercury VesselView portal password {pw}, don't forward it",
    "Rondell (ticket TK-4452): Garmin OnDeck hub password {pw} stopped working",
    "Hi Shernel,\n\nthe root password of the Bequia chandlery POS server is {pw}. Delete this"
    " after you've saved it.\n\nOrande",
    "Incident 2033-02-09: the Clifton slipway camera was open to the internet with password {pw}",
    "meh password fuh de office email is {pw}",
    "de router password at de Bequia shop is {pw}, doh tell nobody",
    "Kezron: de new password fuh de server dah {pw}",
    "ah set de chartplotter password to {pw} yesterday evening",
    "tek dis down fuh mi: de Mesopotamia packhouse PC password is {pw}",
    "Ashanti say de password fuh de dive shop laptop is {pw} now",
    "buiti binafi Yanique! de password fuh de mill computer is {pw}, seremein",
    "Buiti binafi, de Yurumein Heritage site admin password is {pw}",
    "Yanique (garifuna greeting first): buiti achuluruni, de new password is {pw}",
    "a palavra-passe do email da tia Conceição é {pw}",
    "ó Duarte, a palavra-passe do computador da loja no Funchal é {pw}",
    "a senha do homebanking da avó Guilhermina ficou {pw}, não digas a ninguém",
    "Duarte: a nova palavra-passe do servidor é {pw}",
    "palavra-passe do router lá de casa em Câmara de Lobos: {pw}",
    "le mot de passe du wifi du catamaran au Marin, c'est {pw}",
    "Grégoire : le nouveau mot de passe du serveur de la base est {pw}",
    "mot de passe de l'ordinateur de bord du Ti Punch : {pw}",
    "Maëlys : le mot de passe Navionics du bateau est {pw}, ne le partage pas",
    "林志豪：倉庫電腦的密碼是 {pw}",
    "陳怡君：新的伺服器密碼是 {pw}，不要告訴別人",
    "海水淡化機控制台密碼：{pw}",
    "Zhihao: cangku diannao de mima shi {pw}",
    "Yijun: xin de fuwuqi mima shi {pw}, bie gaosu bieren",
    "Guanyu: haishui danhua ji kongzhitai mima {pw}",
    "please keep my Bank of Kingstown Marine online banking password: {pw}",
    "dictated: the generator monitoring portal password is {pw} full stop",
    "after the reinstall the Axiom MFD password became {pw}",
    "the reverse-osmosis watermaker panel on Mayreau takes {pw} as its password",
    "Chateaubelair fish depot ice machine web UI, password {pw}",
    "Funchal: a senha do portal das Finanças do primo Duarte é {pw}",
    "wha de password fuh de Canouan villa alarm app? is {pw}",
    "de password fuh de Bequia shop Square terminal change to {pw}",
    "密碼改成 {pw} 了，晚點再換",
    "le code d'accès admin du radar Furuno : {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["desmond", "shernel.b", "kevon", "latoya", "rondell", "marcus.j", "jozette", "orande",
          "kezron", "ashanti", "dwayne.c", "yanique", "conceicao", "duarte.f", "gregoire",
          "maelys", "zhihao.lin", "yijun.chen", "guanyu", "svc-ferry", "chandlery"]  # fmt: skip
_LOGINS = [
    "Ticket TK-4471: {u} locked out of the Victron VRM, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Marine › Bequia › Raymarine Axiom: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| ferry booking | {u} | {pw} |",
    "sign into the Cerbo GX as {u} with {pw}",
    "Garmin login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: pos-bequia\n  username: {u}\n  password: {pw}",
    "Kevon says the fuel dock account is {u} and the password is {pw}",
    "system,login,password\nmill-scada,{u},{pw}",
    "ssh {u}@chandlery.tamarindkeel.lan (password {pw})",
    "creds fuh de mill PC is {u} and {pw}",
    "meh username is {u} an de password is {pw}",
    "utilizador {u}, palavra-passe {pw}",
    "o utilizador é {u} e a palavra-passe é {pw}",
    "identifiant {u}, mot de passe {pw}",
    "帳號 {u}，密碼 {pw}",
    "zhanghao {u}, mima {pw}",
    "buiti binafi, login {u} an password {pw}",
    "Benutzer {u}, Kennwort {pw} (the German rigging surveyor's note)",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["arrowroot", "dasheen", "soursop", "breadfruit", "halyard", "bowsprit", "doukana",
               "callaloo", "bequia", "mayreau", "gunwale", "sorrel", "tannia",
               "espetada"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, and then {d}",
    "for the chandlery server it's {w} with {d} at the end",
    "voice note: the Bequia shop wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the watermaker login",
    "it's {w}{d}, word and digits joined",
    "de password is de word {w}, den {d}",
    "a palavra-passe é a palavra {w}, depois {d}",
    "le mot de passe, c'est le mot {w}, puis {d}",
    "密碼是 {w} 這個字，後面再加 {d}",
    "mima shi {w} zhe ge zi, houmian jia {d}",
    "buiti binafi, password is {w} an den {d}",
    "Das Passwort ist das Wort {w}, dann {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "irssi -c irc.tamarindkeel.lan -p 6697 -n {u} -w '{pw}'",
    "weechat -r '/server add tk irc.tamarindkeel.lan/6697 -ssl -password={pw}'",
    "kubectl config set-credentials {u} --username={u} --password='{pw}'",
    "aria2c --enable-rpc --rpc-secret='{pw}' --rpc-listen-all",
    "ncat --proxy proxy.tamarindkeel.lan:3128 --proxy-auth {u}:{pw} ferry.tamarindkeel.lan 443",
    "pg_dumpall -h pg.tamarindkeel.lan -U {u} --no-password -f all.sql; PGPASSWORD='{pw}'"
    " pg_dumpall -h pg.tamarindkeel.lan -U {u}",
    "mongorestore --host mongo.tamarindkeel.lan -u {u} -p '{pw}' --authenticationDatabase admin"
    " dump/",
    "sqlmap -u https://booking.tamarindkeel.lan/search?q=1 --auth-type=Basic"
    " --auth-cred='{u}:{pw}'",
    "davix-get --userpass {u}:{pw} https://dav.tamarindkeel.lan/manifests/feb.pdf",
    "unzip -P '{pw}' crew-contracts-2033.zip",
    "ncrack -p 22 --user {u} --pass '{pw}' 10.40.2.11",
    "regctl registry login registry.tamarindkeel.lan -u {u} -p '{pw}'",
    "oras login registry.tamarindkeel.lan -u {u} -p '{pw}'",
    "ccrypt -e -K '{pw}' payroll-feb.csv",
    "medusa -h 10.40.2.15 -u {u} -p '{pw}' -M ssh",
    "gsec -user SYSDBA -password '{pw}' -add {u} -pw '{pw}'",
    "deluge-console 'connect 10.40.2.20:58846 {u} {pw}; info'",
    "dotnet nuget add source https://nuget.tamarindkeel.lan/v3/index.json -n tk -u {u} -p '{pw}'"
    " --store-password-in-clear-text",
    "jarsigner -keystore release.jks -storepass '{pw}' ferry-app.apk tkrelease",
    "transmission-remote 10.40.2.21:9091 -n '{u}:{pw}' -l",
    "buildah login -u {u} -p '{pw}' registry.tamarindkeel.lan",
    "smbget -U '{u}%{pw}' smb://fs.tamarindkeel.lan/ferry/manifest.xlsx",
    "rar a -hp'{pw}' crew-passports.rar scans/",
    "ilorest login 10.40.2.5 -u {u} -p '{pw}'",
    "az login -u {u}@tamarindkeel.example -p '{pw}'",
    "apksigner sign --ks release.jks --ks-pass pass:{pw} ferry-app.apk",
    "s3cmd --access_key=AKIAEXAMPLEONLY --secret_key='{pw}' ls s3://tk-backups",
    "helm repo add tk https://charts.tamarindkeel.lan --username {u} --password '{pw}'",
    "db2 connect to FERRY user {u} using '{pw}'",
    "bcp Ferry.dbo.Bookings out bookings.dat -S sql.tamarindkeel.lan -U {u} -P '{pw}' -c",
    "crane auth login registry.tamarindkeel.lan -u {u} -p '{pw}'",
    "hvac: client = hvac.Client(url='https://vault.tamarindkeel.lan');"
    " client.auth.userpass.login('{u}', '{pw}')",
    "znc: /msg *status AddNetwork tk; /znc SetNetwork tk password {pw}",
    "wget --ftp-user={u} --ftp-password='{pw}' ftp://ftp.tamarindkeel.lan/manifests/",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "desmond@kingstown-ops:~$ {c}", "root@bequia-pos:/srv# {c}",
    "Ticket TK-4480, the command I ran: {c}", "runbook step 4:\n{c}",
    "PS C:\\ferry> {c}", "zhihao@ro-plant:~$ {c}", "de command Kezron run: {c}",
    "o comando que o Duarte correu: {c}", "la commande lancée par Grégoire : {c}",
    "我跑過的指令：{c}", "wo pao guo de zhiling: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.tamarindkeel.lan:5432/ferry",
    "mysql://{u}:{pw}@mysql.tamarindkeel.lan:3306/chandlery",
    "mongodb+srv://{u}:{pw}@cluster0.tamarindkeel.example/bookings",
    "redis://{u}:{pw}@cache.tamarindkeel.lan:6379/2",
    "amqp://{u}:{pw}@mq.tamarindkeel.lan:5672/ferry",
    "ftps://{u}:{pw}@ftp.tamarindkeel.lan:990/manifests",
    "sqlserver://{u}:{pw}@sql.tamarindkeel.lan:1433?database=Ferry",
    "clickhouse://{u}:{pw}@ch.tamarindkeel.lan:9000/telemetry",
    "neo4j+s://{u}:{pw}@graph.tamarindkeel.lan:7687",
    "oracle+oracledb://{u}:{pw}@ora.tamarindkeel.lan:1521/?service_name=MILL",
    "Server=sql.tamarindkeel.lan;Database=Ferry;User"
    " Id={u};Password={pw};TrustServerCertificate=True",
    "influxdb://{u}:{pw}@influx.tamarindkeel.lan:8086/solar",
    "rtsp://{u}:{pw}@cam-slipway.tamarindkeel.lan:554/stream1",
]  # fmt: skip
_URL_PLACES = [
    "FERRY_DB_URL={c}", "keep this connection string for me: {c}", "連線字串是 {c}",
    "de database link is {c}", "Ticket TK-4490: {c}", "a string de ligação é {c}",
    "chaîne de connexion du serveur de la base : {c}", "lianxian zifuchuan: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tamarind-keel", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("TamarindPay", "TAMARINDPAY_SECRET_KEY", _j("tkp_live_", (ALNUM, 32))),
    ("Vincy Ferry Booking", "VFB_API_TOKEN", _j("vfb_", (LOWER_DIGITS, 36))),
    ("Grenadines SMS", "GSMS_API_KEY", _j("gsms-", (HEX, 40))),
    ("Bequia Cloud", "BQC_ACCESS_KEY", _j("bqc.", (URLSAFE, 40))),
    ("Formosa Marine Link", "FML_SECRET", _j("fml_sk_", (ALNUM, 30))),
    ("Madeira Remessas", "MADREM_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Antilles Yachting Pay", "AYP_PRIVATE_KEY", _j("ayp_prv_", (HEX, 48))),
    ("WiPay", "WIPAY_API_KEY", _j((ALNUM, 40))),
    ("PowerTranz", "POWERTRANZ_PASSWORD", _j((ALNUM, 32))),
    ("First Atlantic Commerce", "FAC_PROCESSING_PASSWORD", _j((ALNUM, 24))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 120))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OpenRouter", "OPENROUTER_API_KEY", _j("sk-or-v1-", (HEX, 64))),
    ("Google Maps", "GOOGLE_MAPS_API_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", "TWILIO_API_KEY_SECRET", _j("SK", (HEX, 32))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("PyPI", "PYPI_TOKEN", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("Mailchimp", "MAILCHIMP_API_KEY", _j((HEX, 32), "-us21")),
    ("Square", "SQUARE_ACCESS_TOKEN", _j("EAAA", (URLSAFE, 60))),
    ("Shopify", "SHOPIFY_ADMIN_TOKEN", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40))),
    ("Grafana", "GRAFANA_SA_TOKEN", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
    ("Sentry", "SENTRY_AUTH_TOKEN", _j("sntrys_", (B64, 80))),
    ("Tailscale", "TS_AUTHKEY", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37))),
    ("Perplexity", "PPLX_API_KEY", _j("pplx-", (ALNUM, 48))),
    ("xAI", "XAI_API_KEY", _j("xai-", (ALNUM, 80))),
    ("Notion", "NOTION_TOKEN", _j("ntn_", (ALNUM, 46))),
    ("Netlify", "NETLIFY_AUTH_TOKEN", _j("nfp_", (ALNUM, 36))),
    ("Figma", "FIGMA_TOKEN", _j("figd_", (URLSAFE, 40))),
    ("Supabase", "SUPABASE_ACCESS_TOKEN", _j("sbp_", (HEX, 40))),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27))),
    ("HubSpot", "HUBSPOT_PRIVATE_APP_TOKEN", lambda g: f"pat-na1-{v.uuid4(g, 'a')}"),
    ("Brevo", "BREVO_API_KEY", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("Flutterwave", "FLW_SECRET_KEY", _j("FLWSECK-", (HEX, 32), "-X")),
    ("Atlassian", "JIRA_API_TOKEN", _j("ATATT3xFfGF0", (URLSAFE, 180), "=", (UPPER_HEX, 8))),
    ("New Relic", "NEW_RELIC_API_KEY", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("Fly", "FLY_API_TOKEN", _j("fo1_", (URLSAFE, 43))),
    ("Marine Weather Hub", "MWH_TOKEN", _vendor_jwt("https://auth.marineweatherhub.example")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}\nNODE_ENV=production",
    "fly secrets set {env}={tok} -a ferry-booking",
    "heroku config:set {env}={tok} -a tk-chandlery",
    "k8s secret, stringData:\n  {env}: {tok}",
    "docker run -e {env}={tok} ghcr.io/tamarindkeel/ferry-api:3.1",
    "GitHub Actions secret pasted in the ticket: {env} = {tok}",
    "Tamarind Keel admin › Settings › Integrations › {vendor}: {tok}",
    "Ticket TK-4502: {vendor} integration broken, current key {tok}",
    "note to self: rotate the {vendor} key {tok}",
    "please remember my {vendor} API key: {tok}",
    "Kevon: {vendor} key fuh de booking site is {tok}",
    "de {vendor} API key is {tok}, doh share it",
    "chave de API da {vendor}: {tok}",
    "a chave API do {vendor} para a loja do Funchal é {tok}",
    "clé d'API {vendor} pour le catamaran : {tok}",
    "la clé API {vendor} de la base du Marin est {tok}",
    "{vendor} 的 API 金鑰是 {tok}",
    "{vendor} API 金鑰：{tok}",
    "{vendor} de API miyao shi {tok}",
    "buiti binafi, de {vendor} API key is {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    wipay = _r(rng, ALNUM, 40)
    ferry = "vfb_" + _r(rng, LOWER_DIGITS, 36)
    gsms = "gsms-" + _r(rng, HEX, 40)
    tkp = "tkp_live_" + _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", 'requests.post("https://api.wipay.example/v1/checkout", '
               f'headers={{"X-WiPay-Key": "{wipay}"}})', wipay),
        Sample("vendor_token", f"curl -H 'Authorization: Token {ferry}' "
               "https://api.vincyferry.example/v2/sailings", ferry),
        Sample("vendor_token", f'const sms = new GrenadinesSms("{gsms}");', gsms),
        Sample("vendor_token",
               f"Info.plist:\n<key>TamarindPayKey</key>\n<string>{tkp}</string>", tkp),
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


_BARE_PLACES = ["{t}", "Ticket TK-4510: {t}", "it only shows it once, so here:\n{t}",
                "hold dis fuh mi: {t}", "這個 token：{t}", "{t}\n^ new one, the old one is dead",
                "guarda isto, Duarte: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 26), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((B64, 44)),
                _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Clifton mooring-buoy sensor (OTAA): {h}": 32,
    "HMAC secret for the WiPay payment webhook: {h}": 64,
    "pre-shared key of the Bequia-Kingstown IPsec tunnel (hex): {h}": 64,
    "AES key of the watermaker's config export: {h}": 32,
    "備份加密金鑰：{h}": 64,
    "beifen jiami miyao: {h}": 48,
    "chave de encriptação do backup: {h}": 64,
    "clé de chiffrement de la sauvegarde du bord : {h}": 32,
    "de encryption key fuh de backup drive: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket TK-4520: token copied out of the browser's network tab {t}",
    "Cookie: lang=en-VC; tk_session={t}",
    "FERRY_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token 是 {t}",
    "de token is {t}",
    "o token de acesso é {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tamarindkeel.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.tamarindkeel.example/realms/staff", "azp": "ferry-console",
                   "roles": ["chandlery", "booking"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Bequia POS server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.tamarindkeel.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FERRY_SIGNING_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_mill <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket TK-4531, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "伺服器的私鑰：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "chave privada do servidor do Funchal:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAB"
                                      "FwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head, tail = [f"-----BEGIN {kind}-----"], [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the card before I burn it: {p}": "english",
    "Nunchuk wallet recovery words\n{p}": "english",
    "voice note: the BlueWallet recovery words are {p} and that's all of them": "english",
    "de seed words fuh de ferry fund wallet: {p}": "english",
    "frase de recuperação da carteira do primo Duarte: {p}": "portuguese",
    "palavras de recuperação (carteira Zeus): {p}": "portuguese",
    "phrase de récupération du portefeuille Phoenix du bateau : {p}": "french",
    "mots de secours du portefeuille de Grégoire : {p}": "french",
    "錢包助記詞：{p}": "chinese_traditional",
    "冷錢包的恢復短語：{p}": "chinese_traditional",
    "qianbao zhujici (Yijun de): {p}": "english",
    "frase de recuperación de la billetera del socio venezolano: {p}": "spanish",
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


_CARD_PLACES = [
    "Latoya: the company card for the Bequia chandlery stock is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket TK-4540: pay the outboard service with card {c}",
    "meh card number is {c}, {mm}/{yy}",
    "o número do cartão da tia Conceição: {c}, validade {mm}/{yy}",
    "numéro de la carte du bateau : {c}, exp. {mm}/{yy}",
    "我的卡號：{c}，{mm}/{yy}",
    "wo de kahao: {c}, {mm}/{yy}",
    "buiti binafi, de card fuh de mill diesel is {c}",
    "voice note: card number {c} expiry {mm} {yy}",
    "de Visa fuh de ferry fuel account: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "maestro", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "visa" if "Visa" in template else _BRANDS[index % len(_BRANDS)]
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 08/36, security code {cvv}",
               "the three digits on the back of the chandlery card are {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "卡片背面的三碼：{cvv}",
               "os três dígitos atrás do cartão da avó são {cvv}",
               "cryptogramme visuel de la carte du bateau : {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries of few earlier corpora by a rough grep -l count of their quoted codes (35 to 36);
# BBAN shapes after stdnum's iban.dat (a, n, c as in `secret_classes_values.iban_shaped`).
_IBAN_SHAPES = {"LC": "aaaa" + "c" * 24, "BI": "n" * 23, "ST": "n" * 21, "TL": "n" * 19,
                "VA": "n" * 18, "FK": "aa" + "n" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TK-INV-2033-041: pay the Castries sailmaker to {i} within 30 days",
    "save the Saint Lucia rigging supplier's IBAN: {i}",
    "IBAN: {i}\nReference: arrowroot shipment 12, March",
    "Latoya: the new bank details of the Castries chandlery, IBAN {i}",
    "meh IBAN is {i}",
    "o IBAN da conta da avó: {i}",
    "l'IBAN du compte du chantier : {i}",
    "我的 IBAN：{i}",
    "wo de IBAN shi {i}",
    "de IBAN fuh de Union Island dive shop supplier: {i}",
    "voice note: transfer the charter deposit to IBAN {i}",
    "IBAN para a transferência da prima: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _pt_nif(g: random.Random) -> str:
    """A Portuguese NIF: a first digit of a person (1, 2, 3), seven digits, a mod-11 check."""
    body = g.choice("123") + _r(g, D, 7)
    number = body + pt_nif.calc_check_digit(body)
    assert pt_nif.is_valid(number)
    return number


def _pt_cc(g: random.Random) -> str:
    """A Portuguese Cartão de Cidadão number: nine digits, two letters and a check over them."""

    def make(h: random.Random) -> str:
        body = _r(h, D, 9) + _r(h, UPPER, 2)
        return body + pt_cc.calc_check_digit(body)

    return str(pt_cc.format(v.until(g, make, pt_cc.is_valid)))


def _tw_ubn(g: random.Random) -> str:
    """A Taiwanese Unified Business Number: eight digits with its weighted checksum."""
    return v.until(g, lambda h: _r(h, D, 8), tw_ubn.is_valid)


def _siret(g: random.Random) -> str:
    """A French SIRET of a Martinique business: its SIREN and the whole pass Luhn."""
    number = v.until(g, lambda h: h.choice("3458") + _r(h, D, 13), fr_siret.is_valid)
    return str(fr_siret.format(number))


def _mc_tva(g: random.Random) -> str:
    """A Monaco VAT number: FR, a key, 000 and six digits."""
    return v.until(g, lambda h: "FR" + _r(h, D, 2) + "000" + _r(h, D, 6), mc_tva.is_valid)


def _nir(g: random.Random) -> str:
    """A French NIR of someone born in Martinique (972), with its mod-97 key."""
    born = f"{g.choice('12')}{g.randrange(60, 100):02d}{g.randrange(1, 13):02d}"
    body = f"{born}972{_r(g, D, 2)}{_r(g, D, 3)}"
    number = body + fr_nir.calc_check_digits(body)
    assert fr_nir.is_valid(number)
    return str(fr_nir.format(number))


_ID_PLACES: dict[str, Maker] = {
    "NIF da tia Conceição para o IRS: {s}": _pt_nif,
    "o meu número de contribuinte é {s}": _pt_nif,
    "Duarte's Portuguese tax number (NIF), for the remittance form: {s}": _pt_nif,
    "número do Cartão de Cidadão da avó Guilhermina: {s}": _pt_cc,
    "Cartão de Cidadão do Duarte: {s}": _pt_cc,
    "統一編號 of the Kaohsiung watermaker supplier: {s}": _tw_ubn,
    "供應商統一編號：{s}": _tw_ubn,
    "tongyi bianhao of Yijun's design studio: {s}": _tw_ubn,
    "numéro SIRET de la société de Grégoire au Marin : {s}": _siret,
    "SIRET of the Martinique charter partner, for the contract: {s}": _siret,
    "numéro de TVA monégasque du courtier de yachts : {s}": _mc_tva,
    "Monaco VAT number of the yacht broker: {s}": _mc_tva,
    "numéro de sécu de Maëlys : {s}": _nir,
    "Grégoire's French social security number (NIR): {s}": _nir,
    "mon numéro de sécurité sociale : {s}": _nir,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["WiPay 2FA recovery codes\n{codes}",
            "backup codes fuh de company Google account: {codes}",
            "códigos de recuperação da conta Microsoft do Duarte: {codes}",
            "codes de secours du compte Navionics : {codes}",
            "2FA 備用碼：\n{codes}",
            "Ticket TK-4550, GitHub recovery codes pasted by mistake:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/TamarindKeel:latoya@tamarindkeel.example?secret={s}"
              "&issuer=TamarindKeel",
              "manual setup key for the WiPay merchant login: {s}",
              "chave de configuração do 2FA do homebanking: {s}",
              "clé secrète TOTP du compte de la marina : {s}"]  # fmt: skip
_CODES = ["{c} is your WiPay verification code", "Your Vincy Ferry sign-in code is {c}",
          "o seu código de verificação é {c}", "votre code de vérification : {c}",
          "【驗證碼】{c}，5分鐘內有效"]  # fmt: skip


def _one_code(rng: random.Random) -> str:
    return _backup_list(rng, 1, 4)[0]


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["TamarindKeel-Office", "TK-Chandlery-5G", "Bequia-Shop-Guest", "Clifton-DiveShop",
          "Georgetown-Mill", "Flow-Calliaqua-2G", "Digicel-Bequia-5G", "TiPunch-Catamaran",
          "Casa-Camacha", "RO-Plant-Mayreau"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "chandlery network {s}, password {pw}",
    "wifi at the Union Island dive shop: {s} / {pw}",
    "the key printed under the Flow box: {pw}",
    "de wifi {s} password is {pw}",
    "a palavra-passe do wifi {s} é {pw}",
    "le mot de passe du wifi {s} est {pw}",
    "{s} 的 Wi-Fi 密碼是 {pw}",
    "{s} wifi mima shi {pw}",
    "buiti binafi, wifi {s} password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("tkp_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ghp_", (ALNUM, 36)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the chat preview hides it) {t}", "一個字一個字：{t}",
          "letter by letter, as Kevon read it: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["de code fuh de chandlery padlock: {pw}", "the fuel dock keypad takes {pw} then #",
          "PIN fuh meh bank card: {pw}", "o PIN do cartão Multibanco da avó é {pw}",
          "code du portail de la marina : {pw}", "倉庫門鎖密碼：{pw}",
          "alarm code at the Bequia shop is {pw}", "cangku men suo mima: {pw}",
          "combination on the dive-shop tank cage: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["arrowroot", "breadfruit", "windlass", "halyard", "dasheen", "soursop",
                 "bowsprit", "tannia", "mooring", "sorrel", "gunwale", "callaloo", "transom",
                 "espetada"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Proton Pass master phrase: {p}": ".",
            "a frase-passe do cofre do Duarte: {p}": " ",
            "phrase secrète du coffre KeePass du bateau : {p}": " ",
            "保險庫密語：{p}": "-", "de backup passphrase is {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Hoppscotch request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Bruno collection, auth: Bearer {v}": False,
    "HAR export from the ferry site, authorization: basic {v}": True,
    "curl -H 'Authorization: Bearer {v}' https://api.tamarindkeel.example/v1/sailings": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "odoo.conf:\n[options]\ndb_host = pg.tamarindkeel.lan\ndb_user = odoo\ndb_password = {pw}",
    "nextcloud config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "gitea app.ini:\n[database]\nUSER = gitea\nPASSWD = {pw}",
    "mosquitto passwd source:\nbuoy-sensors:{pw}",
    "home-assistant secrets.yaml:\nvictron_password: \"{pw}\"",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "unifi system.properties:\ndb.mongo.uri=mongodb://unifi:{pw}@127.0.0.1:27117/ace",
    ".env (ferry booking):\nDB_USERNAME=ferry\nDB_PASSWORD={pw}\nAPP_ENV=production",
    "docker-compose.yml:\n    environment:\n      POSTGRES_USER: ferry\n      POSTGRES_PASSWORD:"
    " {pw}",
    "application.properties:\nspring.datasource.username=mill\nspring.datasource.password={pw}",
    "msmtprc:\naccount tk\nhost smtp.tamarindkeel.example\nuser"
    " alerts@tamarindkeel.example\npassword {pw}",
    "rclone.conf:\n[tkftp]\ntype = ftp\nhost = ftp.tamarindkeel.lan\nuser = backup\npass = {pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "Snipe-IT .env:\nDB_USERNAME=snipeit\nDB_PASSWORD={pw}",
    "ERPNext site_config.json:\n{{\"db_name\": \"tk_erp\", \"db_password\": \"{pw}\"}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Rondell: chandlery wifi password?\nLatoya: {pw}",
    "[07:02] kevon: root pw fuh de POS server?\n[07:03] desmond: {pw}",
    "Orande: {pw} is the new Axiom admin password",
    "Kezron: use {pw}, dah is wha ah set on de router",
    "Duarte: a nova palavra-passe é {pw}",
    "Grégoire : nouveau mot de passe, {pw}",
    "陳怡君：新密碼是 {pw}",
    "Yijun: xin mima shi {pw}",
    "Yanique: buiti binafi! new password is {pw}",
    "Conceição: a senha nova ficou {pw}, filho",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\ufeffword = {pw}", "pass\u00adword → {pw}", "раsswоrd: {pw}",
    "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "ᴘᴀssᴡᴏʀᴅ = {pw}", "pass\u200eword: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout 32's proportions).
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
    "the Axiom admin password is": "{s}", "Cerbo GX pw:": "{s} (since the battery swap)",
    "密碼是": "{s}", "palavra-passe:": "{s}\nmuda-a depois",
    "mot de passe :": "{s}", "de password is": "{s}", "mima:": "{s}",
    "the password Kevon read out over the VHF was": "{s}, I think",
    "a senha do banco da avó é": "{s}", "meh password fuh de mill PC": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "WiPay API key", "{s}", _j((ALNUM, 40))),
    ("split_token", "TamarindPay secret key:", "{s} (live)", _j("tkp_live_", (ALNUM, 32))),
    ("split_token", "Madeira Remessas client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LC"))),
    ("split_backup", "WiPay recovery codes", "{s}\nqwer1234-ab12\nzxcv5678-cd34", _one_code),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NIF", "{s}", _pt_nif),
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
    '{"axiom": {"url": "https://axiom.tamarindkeel.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"palavra-passe": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kevon", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"pos": [{"name": "pos-a"}, {"name": "pos-bequia", "web_password": "{s}"}]}':
        ("meta_password", _plain_pw),
    '{"argv": ["db2", "connect", "to", "FERRY", "user", "ferry", "using", "{s}"]}':
        ("meta_password", _plain_pw),
    '{"note": "倉庫電腦的密碼是 {s}"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Cerbo GX as admin with the password {s}"}':
        ("meta_password", _plain_pw),
    '{"wipay": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"vfbToken": "{s}"}': ("meta_token", _j("vfb_", (LOWER_DIGITS, 36))),
    '{"grenadines_sms_key": "{s}"}': ("meta_token", _j("gsms-", (HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}':
        ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "ST")),
    '{"relative": {"nif": "{s}"}}': ("meta_id", _pt_nif),
    '{"mfa": {"recovery_codes": ["{s}", "qwer1234-ab12", "zxcv5678-cd34"]}}':
        ("meta_otp", _one_code),
    '{"ferry_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_dock": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "TK-Chandlery-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"cerbo-gx-venus-3.54.swu").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tamarindkeel/ferry-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"ferry: add Mayreau stop to the schedule", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"pos: revert VAT rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"arrowroot_yield_2033-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"bookings-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Axiom chartplotter password before the survey on 2033-04-12.",
    "Rondell asked for the chandlery wifi password; it's on the card in the manager's drawer.",
    "Policy: company passwords are at least 14 characters and live only in Bitwarden.",
    "Please don't paste passwords into the group chat; share a vault link instead.",
    "The `.env.example` line `WIPAY_API_KEY=replace-me` is a placeholder; the real key is in the"
    " vault.",
    "The Cerbo GX asks for a new password after every firmware update.",
    "Replace <YOUR_VFB_TOKEN> in the README with the token from the Vincy Ferry dashboard.",
    "WIPAY_API_KEY and GSMS_API_KEY must be set before the nightly booking sync runs.",
    "Doh tell nobody yuh password, yuh hear?",
    "Nunca digas a tua palavra-passe a ninguém, filho.",
    "Ne donne jamais ton mot de passe à personne.",
    "請不要把密碼告訴任何人。",
    "Buiti binafi! Seremein fuh de fish broth yesterday.",
    "A palavra-passe tem de ter pelo menos catorze caracteres.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "密碼至少要十四個字元。",
    "mima zhishao yao shisi ge zifu, bie wang le",
    "Upgraded the Cerbo GX from Venus 3.52 to 3.54 and pymodbus to 3.9.2 on Sunday.",
    f"commit {_COMMIT} adds the Mayreau stop to the ferry schedule.",
    f"Rolled back to {_SHORT} after the VAT rounding broke the Bequia till.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Venus 3.54 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of bookings-export-2032.parquet: {_SHA512}",
    f"The ferry API container runs ghcr.io/tamarindkeel/ferry-api@sha256:{_IMAGE}.",
    f"MD5 of arrowroot_yield_2033-02.csv is {_MD5}, same as the copy on the share.",
    "Request id 4c1d8e27-95ab-4f3e-8d10-2b7e6a9c3f54 is the slow one in the booking logs.",
    "Purchase order PO-2033-00217 for 12 coils of 10 mm halyard ships on Friday.",
    "Ticket TK-4452: the Clifton slipway camera drops off the network every night.",
    "Call the Bequia chandlery on +1 784 555 0142 before noon; the Kingstown office is +1 784"
    " 555 0187.",
    "Ferry sailing 0715 from Kingstown reaches Port Elizabeth at 0815, EC$ 40 one way.",
    "Invoice TK-INV-2033-041 totals EC$ 3,482.50 including VAT at 16 %.",
    "Container SEGU 6627183 with the outboard spares is at Kingstown port.",
    "Bill of lading TK-KGN-2033-0031 covers 40 drums of arrowroot starch.",
    "HS code 1108.14 is manioc starch; 1108.19 covers arrowroot starch.",
    "The watermaker on Mayreau makes 1,200 litres an hour at 55 bar.",
    "After five wrong passwords the Cerbo GX locks the console for 10 minutes.",
    "The Clifton slipway is 38 m long; the catamaran Ti Punch draws 1.2 m.",
    "The secret of good souse is lime, cucumber and a little hot pepper.",
    "Ask Kevon for the fuel dock keypad code, I don't have it.",
    "My card ending 4417 was declined at the Calliaqua hardware store.",
    "The Castries sailmaker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the WiPay account and keep them in the office safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TAMARINDPAY_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the chandlery cage rusts in the salt air; oil it every month.",
    "WiPay moved the API key page under Settings › Developers in its March release.",
    "ISBN 978-0-333-93520-4 is the Grenadines cruising guide on the shelf.",
    "The guest wifi 'Bequia-Shop-Guest' is open, no password needed.",
    "Arrowroot batch AR-2033-017, 480 kg, moisture 13.1 %; the mill ran 6 h 20 min.",
    "Version 2.14.3 of the booking app fixes the Union Island timetable.",
    "Vessel MMSI 375012345 is the ferry's radio identity, printed on every chart.",
    "The password reset link on the booking site expires after 30 minutes.",
    "Duarte ligou de Câmara de Lobos às 21h15; o voo chega ao Funchal às 10h40.",
    "Grégoire arrive au Marin le 14 mars à 9 h 30 avec le catamaran.",
    "林志豪下週二到金斯敦，海水淡化機的零件編號是 RO-55-2210。",
    "Tracking number 1Z 84F 2E7 03 4471 2290 is the box of impellers from Miami.",
    "Mooring buoy B-17 in Admiralty Bay is rented until 2033-06-30 at EC$ 75 a night.",
    "The token budget for the booking assistant is 8,000 tokens per call.",
    "The PIN pad at the fuel dock is broken again; use the till in the shop.",
    "Kezron pinned the Node version to 20.11.1 in the ferry site's Dockerfile.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T08:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tk/cerbo-gx", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "TK-4452", "purchase_order": "PO-2033-00217"}',
    '{"batch": {"id": "AR-2033-017", "weight_kg": 480, "moisture_pct": 13.1}}',
    '{"phone": "+1 784 555 0142", "town": "Port Elizabeth"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "drums_in_stock": 212}',
    '{"ferry": {"sailing": "0715", "from": "Kingstown", "to": "Bequia", "fare_xcd": 40}}',
    '{"container": "SEGU 6627183", "carrier": "Tropical Shipping", "eta": "2033-03-22"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
