# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-seventy-ninth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-seventy-seventh's
docstring, the fifth to three-hundred-and-seventy-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (378, 380, 381), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (379_604_217), password words (a
Kittitian dish, a place and a number with a sign, `GoatwaterOualie47!`; dot-joined dishes with a
year, `conkey.sorrel.2019`; leet `L1amu1ga`; a name, a year, a sign and a place; `Carnival2031`
and a place; a generator's dashed groups of four; random runs).

The fictional company is Sugar Ghaut Hospitality & Provisions Ltd., with a front desk and server
cupboard in Basseterre, a ferry and shop office in Charlestown, a guesthouse and farm in Cayon, a
cold-storage depot in Sandy Point and villas at Oualie; its staff (Tafari, Shernelle, Kareem,
Latoya, Dwayne, Akeem, Keisha), the Dominican relatives in Santo Domingo and San Pedro de Macorís
(Yokasta, Wilkin, Maritza), the Madeiran-descended family with kin in Funchal and Machico (tia
Graça, Duarte, Filipa), the Indo-Kittitian relatives (Sunil, Priyanka, Rohan, Nani-ji) and the
Mandarin-speaking hotel partner from Xiamen (王建华 Wang Jianhua, 刘晓梅 Liu Xiaomei, 陈志强 Chen
Zhiqiang). Every company, person, address, domain (`sugarghaut.lan`, `sugarghaut.example`),
account and number is invented; only the region is real. Texts: chats, tickets, notes, runbooks,
shell prompts, config and env files, voice-note transcripts and requests to the assistant;
separators: a colon, `=`, `→`, `/`, `|`, `—`, `a`, `e'`, `é`, `है`, `hai`, `是`, `shi`, a new
line, a question then an answer, a value said first and named after it, and none.

Grep counts (heldouts 5 to 377 naming each, grep -l): none for Sugar Ghaut, Oualie, Nisbet,
Sifely, Lockly, Jianhua, cdb2sql, opensearch-cli, `photoprism passwd`, kodi-send, minidlna and
`ó filha`; one for Quore, Optii, Breezeway, snapserver, Xiaomei, Machico, Kittitian, Charlestown,
Sandy Point, Cayon, `dat a wha mi set`; two to four for Basseterre, Funchal, Filipa, Priyanka,
Yokasta, mitmdump, `mpc -h`, cntlm, murmurd, Protel, Mews, Simphony, RoomRaccoon, innRoad, SIBS,
ifthenpay, Eupago, tPago, CardNET, MSG91, Exotel, Fliggy; more for the words the relatives text
in (`tato` 26, `mima shi` 18, `klk` 7, `palavra-passe` 32, `mera password` 27, पासवर्ड 63, 密码是
79). The IBAN countries (Dominican Republic, Portugal, Saint Lucia, British Virgin Islands, Faroe
Islands, Liechtenstein, Gibraltar, Egypt, Bahrain, Oman) were each found in 33 to 41 earlier
corpora by a rough count of their quoted codes, the low end of that count, near the region.

About half of the secret samples are not in English: Kittitian Creole English as texted (`mi
password fi di email a`, `doh tell nobody`, `hol' it tight`, `dat a wha mi set fi`), the Spanish of
the Dominican relatives (`e'` for `es`, `klk`, `tato`, `mi amor`, `la clave`), the Portuguese of
the Madeiran-descended family (`palavra-passe`, `ó filha`, `tia`), the Hindi of the Indo-Kittitian
relatives in Devanagari and romanised (`पासवर्ड … है`, `mera email ka password … hai`) and the
Mandarin of the hotel partner in Hanzi and pinyin (`密码是`, `mima shi`, `zhujici`,
`yanzhengma`). Standard Spanish, Portuguese, Hindi and Mandarin labels are ordinary usage; the
author's guesses, checked by no speaker, are every Kittitian Creole sentence, the Dominican
spellings (`e'`, `despué'`), the Madeiran flavour and the pinyin sentences.

Vendors: invented ones (Ghaut Pay `gpy_live_`, Liamuiga SMS `lms-`, Nevis Cloud `nvc.`,
Brimstone Bookings `bbk_sk_`, Paywise; shapes guessed), hospitality and regional ones with guessed
shapes (Protel, Mews, Simphony, Agilysys, Infor HMS, RoomRaccoon, innRoad, Quore, Flexkeeping,
Optii, hotelkit, Breezeway, Operto, RemoteLock, Sifely, Lockly, Hospitable, Canary Technologies,
Duve, CardNET, tPago, SIBS, ifthenpay, Eupago, Instamojo, MSG91, Exotel, Fliggy, Trip.com, WIPay)
and published shapes (GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging
Face, npm, SendGrid, Twilio, Telegram, PyPI); the JWTs are well-formed.

Ids: the Dominican cédula and RNC (`do.cedula`, `do.rnc`), Portugal's NIF and Cartão de Cidadão
(`pt.nif`, `pt.cc`), India's Aadhaar, VID, PAN and EPIC (`in_.aadhaar`, `in_.vid`, `in_.pan`,
`in_.epic`) and China's resident id (`cn.ric`), each drawn until its python-stdnum module
validates it. Card numbers (Visa, Mastercard, Amex, Discover, UnionPay and RuPay prefixes) pass
Luhn; IBANs pass `stdnum.iban`; seed phrases come from `mnemonic`'s English, Spanish, Portuguese
and Simplified Chinese lists.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.cn import ric as cn_ric
from stdnum.do import cedula as do_cedula
from stdnum.do import rnc as do_rnc
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import epic as in_epic
from stdnum.in_ import pan as in_pan
from stdnum.in_ import vid as in_vid
from stdnum.pt import cc as pt_cc
from stdnum.pt import nif as pt_nif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 379_604_217
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


_FOODS = ["Goatwater", "Conkey", "Saltfish", "Johnnycake", "Breadfruit", "Souse", "Pelau",
          "Ducana", "Sorrel", "Tamarind", "Soursop", "Guava", "Coconut", "Cassava"]  # fmt: skip
_SITES = ["Liamuiga", "Brimstone", "Conaree", "Molineux", "Cockleshell", "Nisbet", "Oualie",
          "Cayon", "SandyPoint", "Charlestown", "Basseterre", "Gingerland", "Dieppe",
          "Ottleys", "Newcastle", "Godwin"]  # fmt: skip
_NAMES = ["Tafari", "Shernelle", "Kareem", "Latoya", "Dwayne", "Akeem", "Keisha", "Jahmal",
          "Yokasta", "Wilkin", "Maritza", "Duarte", "Filipa", "Graca", "Sunil", "Priyanka",
          "Rohan", "Jianhua", "Xiaomei", "Zhiqiang"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["L1amu1ga", "Br1mst0n3", "C0nk3y", "G04tw4t3r", "S0rr3l", "N1sb3t", "0u4l13"]


def _manager(g: random.Random) -> str:
    """Four random groups of four, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways the Sugar Ghaut people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FOODS)}{g.choice(_SITES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_FOODS, 2)) + "." + str(g.randrange(1983, 2031)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}"
    + f"{g.choice(_SYMBOLS)}{g.choice(_SITES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"Carnival{g.randrange(2019, 2032)}{g.choice(_SITES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SITES).lower()}_{g.choice(_FOODS).lower()}_{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + "x",
    _manager,
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Ticket SG-2214 (Basseterre front desk): the Protel Air night-audit password is {pw}",
    "Note to self: Mews Commander login for the Cayon guesthouse, password {pw}",
    "Runbook, Charlestown ferry office:\n1. open the kiosk\n2. password {pw}\n3. print the list",
    "voice note from Kareem: the cold room controller at Sandy Point, password is {pw}, full stop",
    "Assistant, please remember the Oualie villa NAS password: {pw}",
    "Latoya on the staff chat: new password for the Sifely lock app → {pw}",
    "Incident 2033-02-09: the Lockly hub at Oualie was reachable online with password {pw}",
    "README (Basseterre server cupboard): UPS web console admin password `{pw}`",
    "after the Digicel fibre swap the router admin password became {pw}",
    "my St Kitts-Nevis-Anguilla National Bank app password is {pw} now",
    "Shernelle: can you keep the Quore housekeeping password for me? it's {pw}",
    "Optii login for the Cayon rooms — password {pw}",
    "mi password fi di email a {pw}",
    "di router password a di yard: {pw}, doh tell nobody",
    "Tafari: wha di password fi di office computer? a {pw}",
    "Dwayne: new password fi di booking system a {pw}, hol' it tight",
    "pass fi di Sandy Point freezer box a {pw}",
    "oi Keisha, di laptop password ah {pw}",
    "la contraseña del correo mío e' {pw}",
    "klk primo, la clave de la compu de la tienda e' {pw}",
    "Yokasta: mi amor, la contraseña del banco nuevo quedó en {pw}",
    "Wilkin: la clave del router de la casa en San Pedro e' {pw}, no se la de a nadie",
    "tato, la contraseña del Netflix e' {pw}",
    "a senha do meu email é {pw}",
    "ó filha, a palavra-passe do computador da loja é {pw}",
    "Tia Graça: a senha nova do banco ficou {pw}, não digas a ninguém",
    "Duarte: a palavra passe do router lá de casa em Machico é {pw}",
    "meu código de acesso ao portal das Finanças: {pw}",
    "मेरे ईमेल का पासवर्ड {pw} है",
    "दुकान वाले कंप्यूटर का पासवर्ड है {pw}",
    "सुनील: नया पासवर्ड {pw} रख दिया है",
    "mera email ka password {pw} hai",
    "Priyanka: ghar ke router ka password hai {pw}, kisi ko mat batana",
    "Rohan bhaiya, laptop ka naya password {pw} hai",
    "我的邮箱密码是 {pw}",
    "酒店前台电脑的密码：{pw}",
    "王建华：新服务器密码是 {pw}，别告诉别人",
    "wo de youxiang mima shi {pw}",
    "Xiaomei: jiudian qiantai diannao de mima shi {pw}",
    "Chen Zhiqiang: xin fuwuqi mima {pw}, bie gaosu bieren",
    "Request to the assistant: store my Seaborne booking password {pw} under travel",
    "Mmobile top-up portal password for the Charlestown shop: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["tafari", "shernelle.l", "kareem", "latoya.h", "dwayne", "akeem", "keisha.b",
          "jahmal", "yokasta", "wilkin.r", "maritza", "duarte.g", "filipa", "sunil.r",
          "priyanka", "jianhua.w", "xiaomei", "frontdesk", "svc-pms", "night-audit"]  # fmt: skip
_LOGINS = [
    "Ticket SG-2230: the Mews login is {u} / {pw}",
    "usr {u} pw {pw}",
    "Protel › Basseterre › Night audit: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Optii | {u} | {pw} |",
    "sign into the Quore console as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: pms-cayon\n  username: {u}\n  password: {pw}",
    "Kareem says the Simphony account is {u} and the password is {pw}",
    "system,login,password\nbreezeway,{u},{pw}",
    "ssh {u}@ghaut-nas.sugarghaut.lan (password {pw})",
    "di username a {u} an di password a {pw}",
    "usuario {u} y la clave e' {pw}, tato",
    "utilizador {u}, palavra-passe {pw}",
    "यूज़रनेम {u}, पासवर्ड {pw}",
    "username {u} aur password {pw} hai",
    "用户名 {u}，密码 {pw}",
    "yonghuming {u}, mima {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["goatwater", "conkey", "saltfish", "johnnycake", "soursop", "ducana", "pelau",
               "sorrel", "mongoose", "vervet", "brimstone", "liamuiga"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "voice memo: the guesthouse wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the admin password",
    "it's {w}{d}, word and digits joined",
    "di password a di word {w}, den {d}",
    "la contraseña e' la palabra {w} y despué' {d}",
    "a senha é a palavra {w} e depois {d}",
    "पासवर्ड है {w} शब्द, उसके बाद {d}",
    "password hai {w} word, uske baad {d}",
    "密码是 {w} 这个词，后面加 {d}",
    "mima shi {w} zhege ci, houmian jia {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "cdb2sql --user {u} --password '{pw}' guestdb prod 'select count(*) from folios'",
    "opensearch-cli profile create --name ghaut --endpoint https://os.sugarghaut.lan:9200"
    " --auth-type basic --username {u} --password '{pw}'",
    "photoprism passwd --password '{pw}' {u}",
    "murmurd -ini /etc/murmur.ini -supw '{pw}'",
    "cntlm -u {u}@SUGARGHAUT -p '{pw}' -d SUGARGHAUT proxy.sugarghaut.lan:3128",
    "mitmdump --mode regular --proxyauth {u}:{pw} -p 8081",
    "naviseccli -h vnx-bst.sugarghaut.lan -user {u} -password '{pw}' -scope 0 getagent",
    "psftp {u}@edi.sugarghaut.example -pw '{pw}' -b folios.batch",
    "pocketbase superuser upsert {u}@sugarghaut.example '{pw}'",
    "npx directus users create --email {u}@sugarghaut.example --password '{pw}' --role admin",
    "npm run strapi admin:create-user -- --email={u}@sugarghaut.example --password='{pw}'",
    "maddy creds create --password '{pw}' {u}@sugarghaut.example",
    "postfixadmin-cli mailbox add {u}@sugarghaut.example --password '{pw}' --password2 '{pw}'",
    "meilisearch --db-path ./meili --master-key '{pw}'",
    "xo-cli --register https://xo.sugarghaut.lan {u} '{pw}'",
    "cobbler system edit --name villa-pos --kernel-options 'rootpw={pw}'",
    "lldap_set_password --base-url http://lldap:17170 --admin-username admin"
    " --admin-password '{pw}' --username {u} --password 'Temp-2033!'",
    "mpc -h '{pw}@radio.sugarghaut.lan' play",
    "kodi-send --host=lobby-tv.sugarghaut.lan --port=9777 --action='Notification({u},{pw})'",
    "vlc --intf http --http-password '{pw}' lobby-loop.m3u",
    "ezstream -c ezstream.xml  # <password>{pw}</password>",
    "snapserver --stream.source='airplay:///shairport-sync?name=Lobby&password={pw}'",
    "owntone.conf: admin_password = \"{pw}\"",
    "rtorrent -o network.scgi.open_port=127.0.0.1:5000 -o 'ratio.enable=' -p {pw}",
    "darkice -c darkice.cfg  # password = {pw}",
    "liquidsoap 'output.icecast(%mp3, host=\"cast.lan\", password=\"{pw}\", mount=\"lobby\", r)'",
    "sabnzbd --server 127.0.0.1:8085 --config-file sab.ini  # password = {pw}",
    "streamlink --http-proxy 'http://{u}:{pw}@proxy.sugarghaut.lan:3128'"
    " twitch.tv/skncarnival best",
    "tvheadend -C -u hts -g video --http_root /tv --noacl  # superuser {u} / {pw}",
    "minidlnad -f minidlna.conf && curl -u {u}:{pw} http://nas.sugarghaut.lan:8200/",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "frontdesk@pms-bst:~$ {c}", "root@cayon-nas:~# {c}",
    "Ticket SG-2251, pasted by the contractor:\n{c}", "runbook step 4: {c}",
    "history on the Charlestown box:\n  412  {c}", "PS C:\\ghaut> {c}",
    "di command Akeem run: {c}", "el comando que corrió Wilkin: {c}",
    "o comando que o Duarte correu: {c}", "Sunil ne yeh command chalaya: {c}",
    "陈志强跑的命令：{c}", "assistant, explain what this does: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "redis+sentinel://{u}:{pw}@sentinel.sugarghaut.lan:26379/mymaster/0",
    "couchdb://{u}:{pw}@couch.sugarghaut.lan:5984/folios",
    "clickhouse+native://{u}:{pw}@ch.sugarghaut.lan:9000/stays",
    "oracle+oracledb://{u}:{pw}@ora.sugarghaut.lan:1521/?service_name=OPERA",
    "mssql+pymssql://{u}:{pw}@sql-bst.sugarghaut.lan:1433/Simphony",
    "snowflake://{u}:{pw}@ghaut-xy12345/HOTELS/PUBLIC?warehouse=REPORTING",
    "ftps://{u}:{pw}@ftp.sugarghaut.example:990/manifests/",
    "webdavs://{u}:{pw}@dav.sugarghaut.lan/remote.php/dav/files/{u}/",
    "stomp+ssl://{u}:{pw}@mq.sugarghaut.lan:61614",
    "xmpp://{u}:{pw}@chat.sugarghaut.lan",
    "jdbc:mariadb://db-cayon.sugarghaut.lan:3306/rooms?user={u}&password={pw}",
    "Host=pg-bst.sugarghaut.lan;Database=folios;Username={u};Password={pw};SSL Mode=Require",
]  # fmt: skip
_URL_PLACES = [
    "FOLIO_DB_URL={c}", "keep this connection string for me: {c}", "连接字符串：{c}",
    "di database link a {c}", "la cadena de conexión e' {c}", "a string de ligação é {c}",
    "Ticket SG-2260: {c}", "appsettings.Production.json: \"Default\": \"{c}\"",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "sugar-ghaut", "sub": f"prop_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "rooms:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Ghaut Pay", "GHAUTPAY_SECRET_KEY", _j("gpy_live_", (ALNUM, 32))),
    ("Liamuiga SMS", "LIAMUIGA_SMS_KEY", _j("lms-", (LOWER_DIGITS, 36))),
    ("Nevis Cloud", "NEVISCLOUD_TOKEN", _j("nvc.", (URLSAFE, 40))),
    ("Brimstone Bookings", "BRIMSTONE_API_SECRET", _j("bbk_sk_", (HEX, 40))),
    ("Protel", "PROTEL_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Mews", "MEWS_ACCESS_TOKEN", _j((UPPER_HEX, 32), "-", (UPPER_HEX, 7))),
    ("Simphony", "SIMPHONY_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Agilysys", "AGILYSYS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Infor HMS", "INFOR_HMS_SECRET", _j((B64, 44))),
    ("RoomRaccoon", "ROOMRACCOON_API_KEY", _j((HEX, 40))),
    ("innRoad", "INNROAD_API_TOKEN", _j((ALNUM, 48))),
    ("Quore", "QUORE_API_KEY", _j((HEX, 32))),
    ("Flexkeeping", "FLEXKEEPING_TOKEN", _j((URLSAFE, 40))),
    ("Optii", "OPTII_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("hotelkit", "HOTELKIT_API_KEY", _j((ALNUM, 32))),
    ("Breezeway", "BREEZEWAY_CLIENT_SECRET", _j((HEX, 64))),
    ("Operto", "OPERTO_API_KEY", _j((ALNUM, 40))),
    ("RemoteLock", "REMOTELOCK_ACCESS_TOKEN", _j((HEX, 64))),
    ("Sifely", "SIFELY_APP_SECRET", _j((HEX, 32))),
    ("Lockly", "LOCKLY_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Hospitable", "HOSPITABLE_PAT", _vendor_jwt("https://auth.hospitable.com")),
    ("Canary Technologies", "CANARY_API_KEY", _j((ALNUM, 36))),
    ("Duve", "DUVE_API_TOKEN", _j((B64, 56))),
    ("CardNET", "CARDNET_PRIVATE_KEY", _j((HEX, 48))),
    ("tPago", "TPAGO_CLIENT_SECRET", _j((ALNUM, 40))),
    ("SIBS", "SIBS_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("ifthenpay", "IFTHENPAY_BACKOFFICE_KEY", _j((UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-",
                                                (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4))),
    ("Eupago", "EUPAGO_API_KEY", _j("demo-", (HEX, 4), "-", (HEX, 4), "-", (HEX, 8))),
    ("Instamojo", "INSTAMOJO_AUTH_TOKEN", _j((HEX, 32))),
    ("MSG91", "MSG91_AUTHKEY", _j((D, 6), "A", (ALNUM, 17))),
    ("Exotel", "EXOTEL_API_TOKEN", _j((HEX, 40))),
    ("Fliggy", "FLIGGY_APP_SECRET", _j((HEX, 32))),
    ("Trip.com", "TRIPCOM_PARTNER_SECRET", _j((ALNUM, 32))),
    ("WIPay", "WIPAY_API_KEY", _j((ALNUM, 40))),
    ("Paywise", "PAYWISE_SECRET", _vendor_jwt("https://api.paywise.example")),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_ACCESS_KEY_ID", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", "TWILIO_API_KEY", _j("SK", (HEX, 32))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("PyPI", "PYPI_TOKEN", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "railway variables --set {env}={tok}",
    "kamal .kamal/secrets:\n{env}={tok}",
    "Sugar Ghaut PMS › Settings › Integrations › {vendor}: {tok}",
    "Ticket SG-2277: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "note to self, {vendor} token for the Cayon rooms: {tok}",
    "di {vendor} API key a {tok}",
    "Kareem: {vendor} key fi di booking sync a {tok}",
    "la clave de API de {vendor} e' {tok}, no la pierda'",
    "a chave de API da {vendor} é {tok}",
    "{vendor} की API key {tok} है",
    "{vendor} ki API key hai {tok}",
    "{vendor} 的 API 密钥是 {tok}",
    "{vendor} de API miyao shi {tok}",
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


_BARE_PLACES = ["{t}", "staff chat: {t}", "it only shows it once, so here:\n{t}", "di token a {t}",
                "这个 token：{t}", "{t}\n^ new one, the old one is dead"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Salto encoder site key for the Basseterre rooms: {h}": 32,
    "HMAC secret for the Ghaut Pay webhook: {h}": 64,
    "AES key of the Sandy Point cold-room loggers: {h}": 32,
    "IPsec pre-shared key, Basseterre to Charlestown (hex): {h}": 64,
    "备份加密密钥：{h}": 64,
    "बैकअप की एन्क्रिप्शन key: {h}": 48,
    "di backup encryption key a {h}": 64,
    "llave de cifrado del backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket SG-2290: token copied from the browser's network tab {t}",
    "Cookie: lang=en-KN; ghaut_session={t}",
    "PMS_BRIDGE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token 是 {t}",
    "di token a {t}",
    "el token e' {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@sugarghaut.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.sugarghaut.example/realms/staff", "azp": "pms-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Cayon NAS, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/book.sugarghaut.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PMS_SIGNING_KEY": "{key}", "hotel": "basseterre"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_ferry <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket SG-2301, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "服务器私钥：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = base64.b64encode(
        bytes(rng.randrange(256) for _ in range(rng.choice([288, 420])))
    ).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    key = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": key}


_pems = _Family("private_key", list(_PEM_PLACES), _pem_draw, "key")


_MNEMO = {
    lang: Mnemonic(lang) for lang in ("english", "spanish", "portuguese", "chinese_simplified")
}
_SEED_PLACES = {  # template: the word list
    "Exodus recovery phrase for the carnival fund wallet: {s}": "english",
    "assistant, store my Trust Wallet seed: {s}": "english",
    "seed words (Ledger, the Charlestown safe):\n{s}": "english",
    "mi frase semilla de MetaMask e' {s}": "spanish",
    "Wilkin: las palabras de recuperación de la billetera: {s}": "spanish",
    "a frase de recuperação da carteira é {s}": "portuguese",
    "Filipa: as 12 palavras da carteira: {s}": "portuguese",
    "钱包助记词：{s}": "chinese_simplified",
    "zhujici shi {s}": "chinese_simplified",
    "di seed phrase fi di wallet a {s}": "english",
    "mere wallet ke recovery words: {s}": "english",
    "Trezor backup, numbered:\n{s}": "english",
}  # fmt: skip


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    words = rng.choice([12, 12, 24]) if lang == "english" else 12
    bits = {12: 16, 24: 32}[words]
    phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits))))
    if "numbered" in template:
        return {"s": "\n".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))}
    return {"s": phrase}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "s")


_CARD_PREFIXES = {"visa": ("4",), "mastercard": ("51", "53", "2221"), "amex": ("34", "37"),
                  "discover": ("6011",), "unionpay": ("62",),
                  "rupay": ("60", "652", "817")}  # fmt: skip


def _card(rng: random.Random, brand: str) -> str:
    prefix = rng.choice(_CARD_PREFIXES[brand])
    body = prefix + _r(rng, D, (15 if brand == "amex" else 16) - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_PLACES = {  # template: brand
    "card for the Oualie deposit: {c} exp 08/35": "visa",
    "Kareem's company Mastercard {c}, 11/34": "mastercard",
    "Amex on file for the Seaborne charter: {c}": "amex",
    "di card number a {c}, expire 02/36": "visa",
    "el número de la tarjeta e' {c}, vence 07/35": "mastercard",
    "o número do cartão é {c}, validade 10/34": "visa",
    "मेरे कार्ड का नंबर {c} है": "rupay",
    "card number hai {c}, expiry 05/36": "rupay",
    "银联卡号：{c}": "unionpay",
    "ka hao shi {c}": "unionpay",
    "Discover card for the shop: {c}": "discover",
    "pay the Sea Bridge invoice with {c}": "mastercard",
}  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _CARD_PLACES[template])
    sep = [" ", "-", "", " "][index % 4]
    return {"c": v.grouped(number, sep, rng)}


_cards = _Family("card_number", list(_CARD_PLACES), _card_draw, "c")


_CVVS = [
    "card ending 4417, security code on the back: {c}",
    "di three numbers pon di back a {c}",
    "el código de seguridad de la tarjeta e' {c}",
    "o código de segurança do cartão é {c}",
    "कार्ड के पीछे का CVV {c} है",
    "卡背面的安全码是 {c}",
]  # fmt: skip
_cvvs = _Family("card_code", _CVVS, lambda g, i, t: {"c": _r(g, D, 3)}, "c")


_IBAN_SHAPES = {"DO": "4!c20!n", "PT": "4!n4!n11!n2!n", "LC": "4!a24!c", "VG": "4!a16!n",
                "FO": "4!n9!n1!n", "LI": "5!n12!c", "GI": "4!a15!c", "EG": "4!n4!n17!n",
                "BH": "4!a14!c", "OM": "3!n16!c"}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    alphabet = {"n": D, "a": UPPER, "c": UPPER_DIGITS}
    bban = "".join(
        _r(rng, alphabet[kind], int(size))
        for size, kind in re.findall(r"(\d+)!([nac])", _IBAN_SHAPES[country])
    )
    number = country + std_iban.calc_check_digits(country + "00" + bban) + bban
    assert std_iban.is_valid(number), number
    return number


_IBAN_PLACES = {  # template: country
    "IBAN for Yokasta's account in Santo Domingo: {i}": "DO",
    "la cuenta de Maritza, IBAN {i}": "DO",
    "IBAN da tia Graça no Funchal: {i}": "PT",
    "o IBAN do Duarte é {i}": "PT",
    "Castries supplier, IBAN {i}": "LC",
    "Tortola charter company IBAN: {i}": "VG",
    "Faroese trawler agent, IBAN {i}": "FO",
    "Vaduz trust account IBAN {i}": "LI",
    "Gibraltar insurer IBAN {i}": "GI",
    "Cairo linen supplier IBAN {i}": "EG",
    "Manama investor, IBAN {i}": "BH",
    "Muscat partner's IBAN: {i}": "OM",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _cedula(g: random.Random) -> str:
    body = _r(g, D, 10)
    number = body + luhn.calc_check_digit(body)
    assert do_cedula.is_valid(number)
    return f"{number[:3]}-{number[3:10]}-{number[10]}"


def _rnc(g: random.Random) -> str:
    return v.until(g, lambda r: "1" + _r(r, D, 8), do_rnc.is_valid)


def _nif(g: random.Random) -> str:
    return v.until(g, lambda r: "2" + _r(r, D, 8), pt_nif.is_valid)


def _pt_cc(g: random.Random) -> str:
    number = v.until(
        g, lambda r: _r(r, D, 9) + _r(r, UPPER_DIGITS, 2) + _r(r, D, 1), pt_cc.is_valid
    )
    return f"{number[:8]} {number[8]} {number[9:]}"


def _aadhaar(g: random.Random) -> str:
    number = v.until(g, lambda r: str(r.randrange(2, 10)) + _r(r, D, 11), in_aadhaar.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _pan(g: random.Random) -> str:
    return v.until(
        g,
        lambda r: _r(r, UPPER, 3) + "P" + _r(r, UPPER, 1) + _r(r, D, 4) + _r(r, UPPER, 1),
        in_pan.is_valid,
    )


def _epic(g: random.Random) -> str:
    return v.until(g, lambda r: _r(r, UPPER, 3) + _r(r, D, 7), in_epic.is_valid)


def _vid(g: random.Random) -> str:
    number = v.until(g, lambda r: str(r.randrange(2, 10)) + _r(r, D, 15), in_vid.is_valid)
    return " ".join(number[i : i + 4] for i in range(0, 16, 4))


def _ric(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        body = (r.choice(["350203", "350206", "350211", "350583"])
                + f"{r.randrange(1960, 2005)}{r.randrange(1, 13):02d}{r.randrange(1, 29):02d}"
                + _r(r, D, 3))  # fmt: skip
        return body + cn_ric.calc_check_digit(body + "0")

    return v.until(g, make, cn_ric.is_valid)


_NATIONAL: list[tuple[str, Maker]] = [
    ("Yokasta's cédula: {n}", _cedula),
    ("la cédula de Wilkin e' {n}", _cedula),
    ("RNC de la tienda de Maritza: {n}", _rnc),
    ("NIF da tia Graça: {n}", _nif),
    ("o número de contribuinte do Duarte é {n}", _nif),
    ("Cartão de Cidadão da Filipa: {n}", _pt_cc),
    ("Sunil's Aadhaar: {n}", _aadhaar),
    ("मेरा आधार नंबर {n} है", _aadhaar),
    ("Priyanka ka PAN card number {n} hai", _pan),
    ("PAN: {n}", _pan),
    ("voter ID (EPIC) of Nani-ji: {n}", _epic),
    ("Aadhaar VID: {n}", _vid),
    ("王建华的身份证号：{n}", _ric),
    ("Xiaomei de shenfenzheng haoma shi {n}", _ric),
    ("cédula de identidad y electoral: {n}", _cedula),
    ("आधार की VID {n}", _vid),
    ("residence permit form, Indian PAN {n}", _pan),
    ("身份证号码是 {n}", _ric),
    ("número de identificação fiscal {n}", _nif),
    ("RNC {n} (Cocolo Imports SRL)", _rnc),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in _NATIONAL[:n]:
        number = make(rng)
        out.append(Sample("national_id", template.format(n=number), number))
    return out


def _backup_list(rng: random.Random, style: int, n: int) -> list[str]:
    if style == 0:
        return [f"{_r(rng, D, 4)} {_r(rng, D, 4)}" for _ in range(n)]
    if style == 1:
        return [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]
    return [_r(rng, UPPER_DIGITS, 10) for _ in range(n)]


_BACKUP_PLACES = [
    "Ghaut Pay backup codes:\n{l}",
    "2FA backup codes for the PMS admin account: {l}",
    "di backup codes fi di Google account:\n{l}",
    "códigos de respaldo de la cuenta del banco:\n{l}",
    "códigos de recuperação do email: {l}",
    "बैकअप कोड:\n{l}",
    "备用验证码：\n{l}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, index % 3, rng.randrange(6, 11))
    joiner = ", " if template.endswith(": {l}") else "\n"
    return {"l": joiner.join(codes), "secret": codes[0]}


_backups = _Family("backup_codes", _BACKUP_PLACES, _backup_draw, "l")


_TOTP_PLACES = [
    "TOTP secret for the Protel admin: {t}",
    "otpauth://totp/SugarGhaut:frontdesk?secret={t}&issuer=SugarGhaut",
    "2FA setup key fi di bank app: {t}",
    "clave de configuración del 2FA: {t}",
    "两步验证密钥：{t}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"t": v.totp_secret(rng, spaced="otpauth" not in template and index % 2 == 1)}


_totp = _Family("totp_secret", _TOTP_PLACES, _totp_draw, "t")


_CODE_PLACES = [
    "{c} is your Ghaut Pay verification code. Don't share it.",
    "Your Seaborne sign-in code: {c}",
    "di code dem sen mi a {c}",
    "Tu código de verificación de Banreservas es {c}",
    "O seu código MB WAY é {c}",
    "आपका OTP {c} है, किसी से साझा न करें",
    "【飞猪】验证码 {c}，5分钟内有效",
    "yanzhengma shi {c}",
]  # fmt: skip
_codes = _Family("one_time_code", _CODE_PLACES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_NETWORKS = ["Ghaut-Guest-5G", "Cayon Rooms", "SandyPoint Depot", "Oualie Villa 2",
             "Charlestown Ferry Office", "Basseterre Front Desk"]  # fmt: skip
_WIFI = [
    "wifi {n} / {pw}",
    "Network: {n}\nKey: {pw}",
    "WIFI:T:WPA;S:{n};P:{pw};;",
    "the {n} wifi password is {pw}",
    "di wifi fi {n} a {pw}",
    "la clave del wifi {n} e' {pw}",
    "a senha do wifi {n} é {pw}",
    "{n} वाई-फाई का पासवर्ड {pw} है",
    "wifi {n} ka password {pw} hai",
    "无线网络 {n} 的密码是 {pw}",
    "wifi mima shi {pw} ({n})",
    "guest asked for the wifi? network {n}, passcode {pw}",
    "Shernelle: wifi password?\nKareem: {pw}",
    "{pw} — dat a di wifi password fi {n}",
]  # fmt: skip


def _wifi_key(g: random.Random) -> str:
    return g.choice(
        [_plain_pw, lambda r: f"{r.choice(_FOODS)}{r.choice(_SITES)}{r.randrange(10, 100)}"]
    )(g)


_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, n=_NETWORKS), "pw")


_TOKEN_SHAPES: list[Maker] = [_j("ghp_", (ALNUM, 36)), _j((ALNUM, 32)), _j("glpat-", (ALNUM, 20)),
                              _j((HEX, 40))]  # fmt: skip
_SPELLED_TOKENS = [
    ("reading it out for Akeem, one at a time: {s}", " "),
    ("di token letter by letter: {s}", " - "),
    ("el token, letra por letra: {s}", "·"),
    ("o token em grupos: {s}", "groups"),
    ("token akshar-akshar: {s}", " | "),
    ("令牌逐个字符：{s}", ","),
    ("dictated key: {s}", "groups"),
    ("key in groups for the kiosk: {s}", "groups-"),
]  # fmt: skip


def _spelled_tokens(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (template, sep) in enumerate(_SPELLED_TOKENS[:n]):
        token = _TOKEN_SHAPES[index % len(_TOKEN_SHAPES)](rng)
        if sep.startswith("groups"):
            joiner = " - " if sep.endswith("-") else " "
            written = joiner.join(token[i : i + 4] for i in range(0, len(token), 4))
        else:
            written = sep.join(token)
        out.append(Sample("spelled_token", template.format(s=written), written))
    return out


_LOCKS = [
    "door code fi di Cayon guesthouse a {c}#",
    "the safe in room 4 opens with {c}",
    "my bank card PIN is {c}",
    "el PIN de la tarjeta e' {c}",
    "o código do cadeado do armazém é {c}",
    "ATM PIN {c} hai, yaad rakhna",
    "保险箱密码 {c}",
    "alarm code for the Sandy Point depot: {c}",
    "SIM PIN fi di work phone: {c}",
    "gate keypad at Oualie: {c}",
]  # fmt: skip
_locks = _Family("pin_code", _LOCKS, lambda g, i, t: {"c": _r(g, D, [4, 6, 5, 4][i % 4])}, "c")


_PHRASE_WORDS = ["mango", "ferry", "vervet", "steelpan", "sugarcane", "breadfruit", "lobster",
                 "moko", "jumbie", "hurricane", "rum", "coral", "pelican", "frangipani",
                 "calypso", "masquerade"]  # fmt: skip
_PHRASES = [
    "Bitwarden master passphrase: {p}",
    "the passphrase for the backup drive is {p}",
    "di passphrase a {p}",
    "la frase de contraseña e' {p}",
    "a frase-passe do cofre é {p}",
    "passphrase hai {p}",
    "口令短语是 {p}",
    "KeePassXC database passphrase → {p}",
]  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    joiner = [" ", "-", ".", " "][index % 4]
    return {"p": joiner.join(rng.sample(_PHRASE_WORDS, rng.randrange(4, 6)))}


_phrases = _Family("passphrase", _PHRASES, _phrase_draw, "p")


_AUTH = {  # template: whether its value is a Basic pair
    "curl -H 'Authorization: Basic {v}' https://pms.sugarghaut.lan/api/folios": True,
    "Postman, header Authorization = Basic {v}": True,
    "proxy header: Proxy-Authorization: Basic {v}": True,
    "curl -H \"Authorization: Bearer {v}\" https://api.sugarghaut.example/v2/rooms": False,
    "Insomnia export: authorization: bearer {v}": False,
    "Bruno request headers:\nAuthorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "docker-compose.yml (PhotoPrism):\n    environment:\n      PHOTOPRISM_ADMIN_PASSWORD: \"{pw}\"",
    "paperless.conf:\nPAPERLESS_ADMIN_USER=ops\nPAPERLESS_ADMIN_PASSWORD={pw}",
    ".env (authentik):\nAUTHENTIK_BOOTSTRAP_PASSWORD={pw}",
    "lldap_config.toml:\nldap_user_pass = \"{pw}\"",
    "gotify config.yml:\ndefaultuser:\n  name: admin\n  pass: {pw}",
    "mopidy.conf:\n[spotify]\nusername = lobby\npassword = {pw}",
    "snapserver.conf:\n[http]\nenabled = true\n[stream]\npassword = {pw}",
    "owncast .env:\nOWNCAST_ADMIN_PASSWORD={pw}",
    "icecast.xml:\n<authentication>\n  <source-password>{pw}</source-password>\n</authentication>",
    "minidlna.conf # no auth; nginx in front:\nauth_basic_user_file /etc/nginx/.dlna; # ops:{pw}",
    "tvheadend superuser file:\n{{\"username\": \"ops\", \"password\": \"{pw}\"}}",
    "directus .env:\nADMIN_EMAIL=ops@sugarghaut.example\nADMIN_PASSWORD={pw}",
    "strapi .env:\nDATABASE_USERNAME=strapi\nDATABASE_PASSWORD={pw}",
    "meilisearch config.toml:\nmaster_key = \"{pw}\"",
    "xo-server config.toml:\n[redis]\nuri = \"redis://:{pw}@localhost:6379/0\"",
    "cntlm.conf:\nUsername ops\nDomain SUGARGHAUT\nPassword {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Latoya: office wifi password?\nTafari: {pw}",
    "[07:02] akeem: root pw fi di NAS?\n[07:03] kareem: {pw}",
    "Dwayne: {pw} a di new Protel password",
    "Keisha: use {pw}, dat a wha mi set fi di camera box",
    "Wilkin: ¿y la clave?\nYokasta: {pw}",
    "Duarte: qual é a senha?\nFilipa: {pw}",
    "Rohan: password kya hai?\nSunil: {pw}",
    "刘晓梅：密码多少？\n王建华：{pw}",
    "Maritza: la nueva clave e' {pw}",
    "Zhiqiang: xin mima {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 64), (_logins, 26), (_spelled, 14), (_cli, 36), (_urls, 14), (_vendors, 52),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 5), (_codes, 8), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 10), (_phrases, 8), (_auth, 6), (_configs, 16), (_chats, 10),
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
    "the Protel night-audit password is": "{s}",
    "Mews pw:": "{s} (since the March migration)",
    "di password a": "{s}",
    "la contraseña e'": "{s}, no se la diga' a nadie",
    "a palavra-passe é": "{s}",
    "पासवर्ड है": "{s}",
    "mima shi": "{s}",
    "密码：": "{s}\n明天改",
    "the password Kareem read out on the radio was": "{s}, I think",
    "Quore password": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Breezeway API key", "{s}", _j((HEX, 64))),
    ("split_token", "Ghaut Pay secret key:", "{s} (live)", _j("gpy_live_", (ALNUM, 32))),
    ("split_token", "Optii client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Exodus recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/35", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "DO"))),
    ("split_backup", "Ghaut Pay recovery codes", "{s}\nk2p9-x7q4\nm3v8-r1t6",
     lambda g: _backup_list(g, 1, 1)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Aadhaar", "{s}", _aadhaar),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


def _unionpay(g: random.Random) -> str:
    return v.grouped(_card(g, "unionpay"), " ", g)


def _one_code(g: random.Random) -> str:
    return _backup_list(g, 1, 1)[0]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"protel": {"url": "https://pms.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kareem", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"locks": [{"room": "1"}, {"room": "2", "master_pass": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["psftp", "ops@edi.sugarghaut.example", "-pw", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "前台电脑的密码是 {s}"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into di Mews, di password a {s}"}': ("meta_password", _plain_pw),
    '{"breezeway": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"quoreToken": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"sifely_app_secret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "04/36"}}': ("meta_card", _unionpay),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "PT")),
    '{"guest": {"nif": "{s}"}}': ("meta_id", _nif),
    '{"mfa": {"recovery_codes": ["{s}", "k2p9-x7q4", "m3v8-r1t6"]}}': ("meta_otp", _one_code),
    '{"carnival_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"salto": {"site_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"depot": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Ghaut-Guest-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"icalendar-6.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"salto-encoder-4.2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/sugarghaut/folio-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"folios: round VAT to the cent", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert manifest column order", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"night-audit_2033-02-11.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Protel password before the auditors come on 2033-03-14.",
    "Latoya asked for the guest wifi password; it's on the card at the front desk.",
    "Policy: Sugar Ghaut passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords in the staff chat; share a vault link instead.",
    "The `.env.example` line `QUORE_API_KEY=replace-me` is a placeholder.",
    "Mews asks for a new password every 90 days.",
    "Replace <YOUR_BREEZEWAY_KEY> in the README with the key from the Breezeway dashboard.",
    "OPTII_CLIENT_SECRET and SIFELY_APP_SECRET must be set before the nightly sync runs.",
    "Doh tell nobody yuh password, yuh hear?",
    "Di password fi di wifi deh pon di card by di desk.",
    "No le diga' la contraseña a nadie, tato.",
    "La clave tiene que tener catorce caracteres, mínimo.",
    "Ó filha, não digas a tua senha a ninguém.",
    "A palavra-passe tem de ter pelo menos catorze caracteres.",
    "अपना पासवर्ड किसी को मत बताना।",
    "apna password kisi ko mat batana, samjhe?",
    "请不要把密码告诉任何人。",
    "qing buyao ba mima gaosu renhe ren.",
    "Upgraded the Protel connector from 3.2 to 3.4 and icalendar to 6.1.0 on Sunday.",
    f"commit {_COMMIT} rounds the VAT on folios to the cent.",
    f"Rolled back to {_SHORT} after the ferry manifest columns moved.",
    f"requirements.txt: icalendar==6.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Salto encoder firmware 4.2.7 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The folio sync runs ghcr.io/sugarghaut/folio-sync@sha256:{_IMAGE}.",
    f"MD5 of night-audit_2033-02-11.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 4c1e9a2b-7d3f-4e18-a5b6-0f9c8d7e6a51 is the slow one in the Mews logs.",
    "Purchase order PO-2033-00127 for 30 cases of Carib lager arrives Thursday.",
    "Ticket SG-2214: the Cayon guesthouse hot water trips the breaker at night.",
    "Call the Charlestown ferry office on +1 869 469 5521 before noon.",
    "Booking ref SGH-7Q4K2 is for two nights at Oualie, check-in 15:00.",
    "Room 12 rate is EC$ 385 a night; the deposit is US$ 150.",
    "The Sea Bridge leaves Major's Bay at 08:00, 10:00 and 14:30.",
    "After five wrong passwords the Quore console locks the account for 15 minutes.",
    "The secret of good goatwater is the slow simmer, Auntie says.",
    "Ask Kareem for the depot keypad code, I don't have it.",
    "My card ending 6612 was declined at the Basseterre hardware store.",
    "The Lisbon supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Ghaut Pay account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `BREEZEWAY_CLIENT_SECRET` in the secrets store, never in the repository.",
    "The padlock on the Sandy Point depot rusts in the salt air; oil it monthly.",
    "Breezeway moved the API key page under Settings › Developers in its June release.",
    "ISBN 978-0-19-861186-8 is the Caribbean history book on the lobby shelf.",
    "The guest wifi 'Ghaut-Lobby-Open' is open, no password needed.",
    "Invoice INV-2033-0419, 12 cases, EC$ 1,248.60 incl. VAT 17 %.",
    "Flight WIA-221 from Sint Maarten lands at 11:40; the shuttle waits at arrivals.",
    "The Carnival parade leaves Basseterre at 10 a.m.; the office closes at noon.",
    "la contraseña del wifi la cambiamos el lunes, pregúntale a Yokasta.",
    "a senha do wifi está no frigorífico, num papel amarelo.",
    "wifi ka password reception pe poochho.",
    "wifi 密码在前台的卡片上。",
    "Tafari: mi cyaan remember di password, ah go reset it.",
    "The PIN pad at the Charlestown shop is broken again.",
    "Token count for the night-audit summary: 812 prompt, 214 completion.",
    "Version 2.3.1 of the folio sync fixed the double-charge bug.",
    "Our RNC is printed on every invoice, as the DGII requires.",
    "Order #40218 from the Cayon farm: 20 kg breadfruit, 5 kg sorrel.",
    "Room 7 safe needs a new battery; the code itself is fine.",
    "The Mews API version is 2024-01-22, and the REST API rate limit is 200 per minute.",
    "Temperature in cold room 2 at Sandy Point: 3.5 °C at 06:00.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ghaut/protel", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "icalendar", "version": "6.1.0"}}',
    '{"ticket": "SG-2214", "purchase_order": "PO-2033-00127"}',
    '{"booking": {"ref": "SGH-7Q4K2", "nights": 2, "rate_ec": 385}}',
    '{"phone": "+1 869 469 5521", "city": "Charlestown"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "rooms_free": 9}',
    '{"flight": "WIA-221", "eta": "11:40", "pax": 4}',
    '{"invoice": "INV-2033-0419", "total_ec": "1248.60", "vat_pct": 17}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
